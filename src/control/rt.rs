//! Real-time plumbing for the control thread (Linux): SCHED_FIFO, mlockall, stack
//! pre-faulting and absolute-deadline sleeping on CLOCK_MONOTONIC.

use crate::types::clock;

/// Monotonic clock, ns (CLOCK_MONOTONIC, the clock `clock_nanosleep` sleeps on; on simulated
/// time, the simulated clock: see [`crate::types::clock`]).
pub fn mono_ns() -> u64 {
    if clock::is_simulated() {
        return clock::now_ns();
    }
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; CLOCK_MONOTONIC always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// Sleeps until the monotonic clock reads `deadline_ns` (absolute, so a late wake-up does
/// not shift later deadlines). Returns at once when the deadline has passed.
pub fn sleep_until(deadline_ns: u64) {
    let ts = libc::timespec {
        tv_sec: (deadline_ns / 1_000_000_000) as libc::time_t,
        tv_nsec: (deadline_ns % 1_000_000_000) as libc::c_long,
    };
    loop {
        // SAFETY: `ts` is a valid timespec; a null remainder is allowed with TIMER_ABSTIME.
        let r = unsafe { libc::clock_nanosleep(libc::CLOCK_MONOTONIC, libc::TIMER_ABSTIME, &ts, std::ptr::null_mut()) };
        // Interrupted by a signal: sleep again toward the same absolute deadline.
        if r != libc::EINTR {
            return;
        }
    }
}

/// Hybrid wait until `deadline_ns`: sleeps on the absolute deadline minus `spin_ns`
/// (clock_nanosleep, TIMER_ABSTIME), then spins on the clock for the rest, yielding the CPU
/// between reads (`sched_yield`: under SCHED_FIFO it only lets threads of the same priority
/// run). A timer that wakes up to `spin_ns` late then costs nothing; the price is up to
/// `spin_ns` of CPU per cycle. Returns at once when the deadline has passed.
pub fn wait_until(deadline_ns: u64, spin_ns: u64) {
    if clock::is_simulated() {
        clock::sleep_until(deadline_ns);
        return;
    }
    if spin_ns > 0 {
        sleep_until(deadline_ns.saturating_sub(spin_ns));
        while mono_ns() < deadline_ns {
            std::hint::spin_loop();
            // SAFETY: sched_yield takes no arguments and cannot fail on Linux.
            unsafe { libc::sched_yield() };
        }
    } else {
        sleep_until(deadline_ns);
    }
}

/// Where the next deadline lies after a cycle released at `deadline_ns` that woke at
/// `wake_ns` and ended at `end_ns`, and how many deadlines it missed.
///
/// On time (woke within `late_ns` and ended before the next deadline): the next deadline is
/// one period later on the fixed grid, nothing missed. Otherwise it counts one missed
/// deadline for a late wake-up plus one for every later deadline that passed before it
/// ended, and the
/// schedule re-anchors at the wake-up (next deadline = wake + period, or one period after the
/// end when the step itself overran that), so no short cycles follow to catch up.
pub fn next_deadline(deadline_ns: u64, wake_ns: u64, end_ns: u64, period_ns: u64, late_ns: u64) -> (u64, u64) {
    let period_ns = period_ns.max(1);
    let on_grid = deadline_ns + period_ns;
    let late = wake_ns.saturating_sub(deadline_ns) > late_ns;
    if !late && end_ns <= on_grid {
        return (on_grid, 0);
    }
    // Deadlines that passed while this cycle was still running, plus the late release itself.
    let passed = if end_ns > on_grid { 1 + (end_ns - on_grid) / period_ns } else { 0 };
    let missed = if late { 1 + passed } else { passed };
    let mut next = wake_ns + period_ns;
    if next <= end_ns {
        next = end_ns + period_ns;
    }
    (next, missed)
}

/// Puts the calling thread under SCHED_FIFO at `priority` (1..99). Errors carry errno
/// (EPERM without CAP_SYS_NICE / RLIMIT_RTPRIO).
pub fn set_fifo(priority: i32) -> Result<(), std::io::Error> {
    let param = libc::sched_param { sched_priority: priority };
    // SAFETY: pthread_self() is the calling thread; `param` is a valid sched_param.
    let r = unsafe { libc::pthread_setschedparam(libc::pthread_self(), libc::SCHED_FIFO, &param) };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::from_raw_os_error(r))
    }
}

/// Pins the calling thread to `cpu` (sched_setaffinity). Errors carry errno (EINVAL for a
/// CPU that does not exist or is outside the process's allowed set).
pub fn pin_to_cpu(cpu: usize) -> Result<(), std::io::Error> {
    if cpu >= libc::CPU_SETSIZE as usize {
        return Err(std::io::Error::from_raw_os_error(libc::EINVAL));
    }
    // SAFETY: cpu_set_t is plain data (all-zero is the empty set); CPU_SET writes inside it
    // (cpu < CPU_SETSIZE checked above); pid 0 is the calling thread.
    let r = unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set)
    };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// The CPU the calling thread runs on now.
pub fn current_cpu() -> Option<usize> {
    // SAFETY: no arguments; returns -1 on error.
    let c = unsafe { libc::sched_getcpu() };
    usize::try_from(c).ok()
}

/// The calling thread's scheduling policy and priority.
pub fn current_policy() -> (i32, i32) {
    let mut policy = 0;
    let mut param = libc::sched_param { sched_priority: 0 };
    // SAFETY: both out-pointers are valid for writes.
    unsafe { libc::pthread_getschedparam(libc::pthread_self(), &mut policy, &mut param) };
    (policy, param.sched_priority)
}

/// Sets the calling thread's timer slack to 1 ns (the default 50 us delays every
/// wake-up of a thread under the normal scheduler; SCHED_FIFO threads have none).
pub fn minimal_timer_slack() {
    // SAFETY: PR_SET_TIMERSLACK takes an integer argument; no pointers involved.
    unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1 as libc::c_ulong, 0, 0, 0) };
}

/// Locks current and future pages of the process in RAM (no page faults in the step).
pub fn lock_memory() -> Result<(), std::io::Error> {
    // SAFETY: plain syscall wrapper without pointers.
    let r = unsafe { libc::mlockall(libc::MCL_CURRENT | libc::MCL_FUTURE) };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Touches `bytes` of stack so later cycles do not page-fault on first use.
#[inline(never)]
pub fn prefault_stack(bytes: usize) {
    const CHUNK: usize = 16 * 1024;
    fn touch(left: usize) {
        let mut buf = [0u8; CHUNK];
        std::hint::black_box(&mut buf);
        if left > CHUNK {
            touch(left - CHUNK);
        }
    }
    touch(bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: u64 = 4_000_000;
    const LATE: u64 = 1_000_000;

    #[test]
    fn an_on_time_cycle_keeps_the_fixed_grid() {
        // Woke 300 us late (within late_us), step 20 us: next deadline on the grid.
        assert_eq!(next_deadline(P, P + 300_000, P + 320_000, P, LATE), (2 * P, 0));
    }

    #[test]
    fn a_late_wake_up_is_missed_and_re_anchors_without_a_short_cycle() {
        // Woke 3 ms late at a 4 ms period: missed, and the next cycle is a full period later
        // (not 1 ms later on the old grid).
        let wake = P + 3_000_000;
        assert_eq!(next_deadline(P, wake, wake + 20_000, P, LATE), (wake + P, 1));
    }

    #[test]
    fn a_wake_up_several_periods_late_counts_every_deadline_passed() {
        // Woke 9 ms late: the deadlines at 2P and 3P passed as well.
        let wake = P + 9_000_000;
        let (next, missed) = next_deadline(P, wake, wake + 20_000, P, LATE);
        assert_eq!(missed, 3);
        assert_eq!(next, wake + P);
    }

    #[test]
    fn an_overrunning_step_is_missed_and_the_next_cycle_gets_a_full_period() {
        // On time, but the step ran 5 ms (past the next deadline and past wake + period).
        let end = P + 5_000_000;
        assert_eq!(next_deadline(P, P, end, P, LATE), (end + P, 1));
    }

    #[test]
    fn the_hybrid_wait_returns_at_or_after_the_deadline() {
        let t0 = mono_ns();
        wait_until(t0 + 3_000_000, 500_000);
        assert!(mono_ns() >= t0 + 3_000_000);
        let t1 = mono_ns();
        wait_until(t1.saturating_sub(1_000), 500_000); // already passed: returns at once
    }

    #[test]
    fn pinning_moves_the_thread_to_that_cpu_and_a_missing_cpu_is_refused() {
        std::thread::spawn(|| {
            pin_to_cpu(0).expect("CPU 0 exists");
            assert_eq!(current_cpu(), Some(0));
            assert!(pin_to_cpu(libc::CPU_SETSIZE as usize).is_err());
        })
        .join()
        .unwrap();
    }

    #[test]
    fn sleeping_until_a_past_deadline_returns_and_a_future_one_waits() {
        let t0 = mono_ns();
        sleep_until(t0.saturating_sub(1_000_000));
        let t1 = mono_ns();
        sleep_until(t1 + 2_000_000);
        assert!(mono_ns() >= t1 + 2_000_000);
    }
}
