//! Real-time plumbing for the control thread (Linux): SCHED_FIFO, mlockall, stack
//! pre-faulting and absolute-deadline sleeping on CLOCK_MONOTONIC.

/// Monotonic clock, ns (CLOCK_MONOTONIC, the clock `clock_nanosleep` sleeps on).
pub fn mono_ns() -> u64 {
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

    #[test]
    fn sleeping_until_a_past_deadline_returns_and_a_future_one_waits() {
        let t0 = mono_ns();
        sleep_until(t0.saturating_sub(1_000_000));
        let t1 = mono_ns();
        sleep_until(t1 + 2_000_000);
        assert!(mono_ns() >= t1 + 2_000_000);
    }
}
