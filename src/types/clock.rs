//! One monotonic clock for every thread: nanoseconds since the process started, on the wall
//! clock, or on a simulated clock that the episode benchmark installs once for its process.
//!
//! Simulated time moves in lock step, as a discrete-event simulator's does: the threads that
//! run the robot (control, perception, decision, and the slow stream while it plans) are
//! *participants*; time stands still while any of them computes, and when every participant
//! waits, it jumps to the earliest deadline among them. Episodes then run as fast as the
//! cores compute them, and every rate and age measured on this clock is the one the robot
//! would have on a machine that computes instantly; the wall-clock cost of each step is
//! measured separately (with `std::time::Instant`).
//!
//! Threads wait through [`sleep_until`], [`sleep`] and [`wait_until`]; a condition a
//! participant waits on is announced with [`notify`]. On the wall clock these are the
//! ordinary sleeps and the callers' own condition variables.

use std::cell::Cell;
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

static SIMULATED: OnceLock<SimClock> = OnceLock::new();

thread_local! {
    /// Whether this thread's waits count toward moving simulated time.
    static PARTICIPATING: Cell<bool> = const { Cell::new(false) };
}

/// Monotonic nanoseconds: since the first call in this process (wall clock), or simulated.
pub fn now_ns() -> u64 {
    match SIMULATED.get() {
        Some(c) => c.now_ns(),
        None => epoch().elapsed().as_nanos() as u64,
    }
}

/// Converts a monotonic stamp to an `Instant` (on simulated time, a stand-in whose
/// differences are simulated durations).
pub fn instant_of(ns: u64) -> Instant {
    epoch() + Duration::from_nanos(ns)
}

/// Now, as an `Instant` on this process's clock (see [`instant_of`]).
pub fn now() -> Instant {
    instant_of(now_ns())
}

/// Time elapsed since `t` (an `Instant` from [`now`]) on this process's clock.
pub fn since(t: Instant) -> Duration {
    now().saturating_duration_since(t)
}

/// Whether this process runs on simulated time.
pub fn is_simulated() -> bool {
    SIMULATED.get().is_some()
}

/// Switches this process to simulated time, starting where the wall clock is now. Once set it
/// stays: call it before any thread of the robot starts. Returns false when it already was.
pub fn simulate() -> bool {
    let start = now_ns();
    SIMULATED.set(SimClock::new(start)).is_ok()
}

/// Sleeps until `t_ns` on this process's clock.
pub fn sleep_until(t_ns: u64) {
    match SIMULATED.get() {
        Some(c) => {
            c.wait_until(t_ns, || false);
        }
        None => std::thread::sleep(Duration::from_nanos(t_ns.saturating_sub(now_ns()))),
    }
}

/// Sleeps for `d` on this process's clock.
pub fn sleep(d: Duration) {
    sleep_until(now_ns().saturating_add(d.as_nanos() as u64));
}

/// On simulated time: waits until `ready()` or until `deadline_ns`, whichever comes first;
/// returns whether `ready()` held. `ready` is checked under the clock's lock, so a producer
/// that changes what it reads and then calls [`notify`] is never missed. `None` on the wall
/// clock: the caller waits its own way.
pub fn wait_until(deadline_ns: u64, ready: impl FnMut() -> bool) -> Option<bool> {
    SIMULATED.get().map(|c| c.wait_until(deadline_ns, ready))
}

/// Tells simulated-time waiters that something they may wait on changed (nothing on the wall
/// clock).
pub fn notify() {
    if let Some(c) = SIMULATED.get() {
        c.notify();
    }
}

/// A thread that runs the robot, on simulated time: while it exists and its thread is not
/// waiting, time stands still. Made by the thread that starts the participant (so time cannot
/// run ahead before it starts), then [`Participant::attach`]ed in the participant's own
/// thread. On the wall clock it does nothing.
#[must_use = "time stands still only while the participant lives"]
pub struct Participant {
    counted: bool,
}

/// Registers a participant (see [`Participant`]).
pub fn participant() -> Participant {
    let counted = SIMULATED.get().is_some_and(|c| {
        c.lock().participants += 1;
        true
    });
    Participant { counted }
}

impl Participant {
    /// Marks the calling thread as this participant: its waits now count toward moving time.
    pub fn attach(self) -> Attached {
        PARTICIPATING.with(|p| p.set(self.counted));
        Attached { _p: self }
    }
}

impl Drop for Participant {
    fn drop(&mut self) {
        if let Some(c) = SIMULATED.get().filter(|_| self.counted) {
            let mut s = c.lock();
            s.participants -= 1;
            c.advance_if_all_wait(&mut s);
        }
    }
}

/// A participant attached to its thread (dropping it ends the participation).
pub struct Attached {
    _p: Participant,
}

impl Drop for Attached {
    fn drop(&mut self) {
        PARTICIPATING.with(|p| p.set(false));
    }
}

/// The simulated clock (see the module docs).
struct SimClock {
    now: std::sync::atomic::AtomicU64,
    state: Mutex<SimState>,
    cv: Condvar,
}

#[derive(Default)]
struct SimState {
    participants: usize,
    /// Deadlines of the participants waiting now.
    waiting: Vec<u64>,
    /// Bumped whenever time moves or a condition may have changed.
    epoch: u64,
}

impl SimClock {
    fn new(start_ns: u64) -> SimClock {
        SimClock { now: start_ns.into(), state: Mutex::default(), cv: Condvar::new() }
    }

    fn now_ns(&self) -> u64 {
        self.now.load(std::sync::atomic::Ordering::Acquire)
    }

    fn lock(&self) -> MutexGuard<'_, SimState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn notify(&self) {
        self.lock().epoch += 1;
        self.cv.notify_all();
    }

    /// When every participant waits, time jumps to the earliest of their deadlines.
    fn advance_if_all_wait(&self, s: &mut SimState) {
        if s.participants == 0 || s.waiting.len() < s.participants {
            return;
        }
        let Some(&next) = s.waiting.iter().min() else { return };
        // `u64::MAX`: everyone waits for a condition only, nothing to move time to. A deadline
        // already reached belongs to a waiter that was woken and has not run yet.
        if next == u64::MAX || next <= self.now_ns() {
            return;
        }
        self.now.store(next, std::sync::atomic::Ordering::Release);
        s.epoch += 1;
        self.cv.notify_all();
    }

    fn wait_until(&self, deadline_ns: u64, mut ready: impl FnMut() -> bool) -> bool {
        let counted = PARTICIPATING.with(Cell::get);
        let mut s = self.lock();
        loop {
            if ready() {
                return true;
            }
            if self.now_ns() >= deadline_ns {
                return false;
            }
            let epoch = s.epoch;
            if counted {
                s.waiting.push(deadline_ns);
                self.advance_if_all_wait(&mut s);
            }
            while s.epoch == epoch {
                s = self.cv.wait(s).unwrap_or_else(|p| p.into_inner());
            }
            if counted {
                if let Some(i) = s.waiting.iter().position(|&d| d == deadline_ns) {
                    s.waiting.swap_remove(i);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wall_clock_is_monotonic_and_instants_round_trip() {
        let a = now_ns();
        let b = now_ns();
        assert!(b >= a);
        assert_eq!(instant_of(a).duration_since(instant_of(0)), Duration::from_nanos(a));
    }

    /// Two participants on a private simulated clock: time moves only when both wait, to the
    /// earlier deadline, and a notified condition wakes its waiter without moving time.
    #[test]
    fn simulated_time_moves_when_every_participant_waits() {
        let c = std::sync::Arc::new(SimClock::new(1_000));
        c.lock().participants = 2;
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (c1, f1) = (c.clone(), flag.clone());
        let waiter = std::thread::spawn(move || {
            PARTICIPATING.with(|p| p.set(true));
            let got = c1.wait_until(1_000_000, || f1.load(std::sync::atomic::Ordering::Acquire));
            (got, c1.now_ns())
        });
        // The other participant computes (time stands still), then sets the flag.
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(c.now_ns(), 1_000, "time stands still while a participant computes");
        flag.store(true, std::sync::atomic::Ordering::Release);
        c.notify();
        let (got, at) = waiter.join().unwrap();
        assert!(got);
        assert_eq!(at, 1_000);
        // Now both sleep: time jumps to the earlier deadline, then the later one.
        let c2 = c.clone();
        let late = std::thread::spawn(move || {
            PARTICIPATING.with(|p| p.set(true));
            c2.wait_until(5_000, || false);
            c2.now_ns()
        });
        PARTICIPATING.with(|p| p.set(true));
        c.wait_until(3_000, || false);
        assert_eq!(c.now_ns(), 3_000);
        c.lock().participants -= 1;
        c.advance_if_all_wait(&mut c.lock());
        assert_eq!(late.join().unwrap(), 5_000);
        PARTICIPATING.with(|p| p.set(false));
    }
}
