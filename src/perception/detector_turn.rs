//! The detector's turn on the cores.
//!
//! On two cores the background crop embedder, even at the idle scheduling policy, slows the
//! detector it shares them with: it runs in every gap of the detector's forward (serial
//! phases, the wait at each parallel section's end), so the detector's workers come back to
//! caches full of the image encoder's weights and have to preempt it on every wake-up. Measured
//! here (`aide bench perception`, 2 threads, 320x256): 69 ms standalone, 97 ms a frame inside the
//! pipeline with the embedder running, 77 ms with crop embedding off.
//!
//! So the detector holds a turn while it runs, and the embedder pauses between its encoder's
//! blocks until the turn is free ([`Yielder::pause`]). Embedding moves into the time the
//! paced perception thread waits for its next frame. A batch waits at most its budget in total
//! (`perception.embed_yield_max_ms`) and then runs through, so a detector that never rests
//! cannot starve embedding.

use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Whether the detector is running; waited on by the embedder.
#[derive(Debug, Default)]
pub struct DetectorTurn {
    busy: Mutex<bool>,
    changed: Condvar,
}

/// The detector's turn, released on drop (also when detection fails).
#[must_use = "the turn is released when this guard drops"]
pub struct TurnGuard<'a>(&'a DetectorTurn);

impl Drop for TurnGuard<'_> {
    fn drop(&mut self) {
        *self.0.lock() = false;
        self.0.changed.notify_all();
    }
}

impl DetectorTurn {
    fn lock(&self) -> MutexGuard<'_, bool> {
        // A poisoned flag is still a plain bool: keep using it.
        self.busy.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Marks the detector as running until the guard drops.
    pub fn hold(&self) -> TurnGuard<'_> {
        *self.lock() = true;
        TurnGuard(self)
    }

    /// Blocks while the detector runs, until `deadline` at the latest. True when the turn is
    /// free on return, false when the deadline came first.
    pub fn wait_free(&self, deadline: Instant) -> bool {
        let mut busy = self.lock();
        while *busy {
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            busy = match self.changed.wait_timeout(busy, deadline - now) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
        }
        true
    }
}

/// One batch's pauses: it waits for the detector's turn at each pause until `budget` of
/// waiting is spent, then runs through.
pub struct Yielder<'a> {
    turn: &'a DetectorTurn,
    left: Duration,
    waited: Duration,
}

impl<'a> Yielder<'a> {
    pub fn new(turn: &'a DetectorTurn, budget: Duration) -> Self {
        Yielder { turn, left: budget, waited: Duration::ZERO }
    }

    /// Waits until the detector's turn is free (or the budget is spent).
    pub fn pause(&mut self) {
        if self.left.is_zero() {
            return;
        }
        let t0 = Instant::now();
        let free = self.turn.wait_free(t0 + self.left);
        let dt = t0.elapsed();
        self.waited += dt;
        self.left = if free { self.left.saturating_sub(dt) } else { Duration::ZERO };
    }

    /// Time spent waiting so far.
    pub fn waited(&self) -> Duration {
        self.waited
    }

    /// Whether the budget is spent (the batch no longer pauses).
    pub fn exhausted(&self) -> bool {
        self.left.is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::sync::Arc;

    #[test]
    fn a_free_turn_does_not_block() {
        let turn = DetectorTurn::default();
        let mut y = Yielder::new(&turn, Duration::from_secs(60));
        y.pause();
        assert!(!y.exhausted());
        assert!(turn.wait_free(Instant::now()), "free even with a deadline already past");
    }

    #[test]
    fn the_embedder_waits_until_the_detector_is_done() {
        let turn = Arc::new(DetectorTurn::default());
        let (held_tx, held_rx) = mpsc::channel();
        let (release_tx, release_rx) = mpsc::channel::<()>();
        let t = turn.clone();
        let detector = std::thread::spawn(move || {
            let _g = t.hold();
            held_tx.send(()).unwrap();
            release_rx.recv().unwrap();
        });
        held_rx.recv().unwrap();
        let (started_tx, started_rx) = mpsc::channel();
        let (done_tx, done_rx) = mpsc::channel();
        let t = turn.clone();
        let embedder = std::thread::spawn(move || {
            let mut y = Yielder::new(&t, Duration::from_secs(600));
            started_tx.send(()).unwrap();
            y.pause();
            done_tx.send((y.exhausted(), y.waited())).unwrap();
        });
        started_rx.recv().unwrap();
        std::thread::sleep(Duration::from_millis(50));
        assert!(done_rx.try_recv().is_err(), "still paused while the detector holds its turn");
        release_tx.send(()).unwrap();
        let (exhausted, waited) = done_rx.recv().unwrap();
        assert!(!exhausted, "released by the detector, not by the budget");
        assert!(waited >= Duration::from_millis(10), "it waited for the detector: {waited:?}");
        detector.join().unwrap();
        embedder.join().unwrap();
    }

    #[test]
    fn a_spent_budget_runs_through_a_busy_detector() {
        let turn = DetectorTurn::default();
        let _g = turn.hold();
        let mut y = Yielder::new(&turn, Duration::from_millis(1));
        y.pause();
        assert!(y.exhausted());
        assert!(y.waited() >= Duration::from_millis(1));
        let before = y.waited();
        y.pause(); // no more waiting
        assert_eq!(y.waited(), before);
    }

    #[test]
    fn a_failed_detection_releases_the_turn() {
        let turn = DetectorTurn::default();
        let r: Result<(), &str> = {
            let _g = turn.hold();
            Err("detector error")
        };
        assert!(r.is_err());
        assert!(turn.wait_free(Instant::now()));
    }
}
