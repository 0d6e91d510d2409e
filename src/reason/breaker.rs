//! Circuit breaker: after K consecutive failed requests the LLM is not called for a
//! cool-down; then a single probe decides whether to close again.

use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BreakerState {
    /// Calls pass; counting consecutive failures.
    Closed { failures: u32 },
    /// Calls fail fast until the instant.
    Open { until: Instant },
    /// One probe is in flight; other calls fail fast.
    HalfOpen,
}

/// Thread-safe breaker (the lock is held for a few instructions, never across I/O).
#[derive(Debug)]
pub struct CircuitBreaker {
    threshold: u32,
    cooldown: Duration,
    state: Mutex<BreakerState>,
}

impl CircuitBreaker {
    pub fn new(threshold: u32, cooldown: Duration) -> Self {
        CircuitBreaker {
            threshold: threshold.max(1),
            cooldown,
            state: Mutex::new(BreakerState::Closed { failures: 0 }),
        }
    }

    pub fn state(&self) -> BreakerState {
        self.state.lock().map(|s| *s).unwrap_or(BreakerState::HalfOpen)
    }

    /// May a request go out now? `Err(remaining)` while open (or while a probe is out).
    pub fn allow(&self, now: Instant) -> Result<(), Duration> {
        let Ok(mut s) = self.state.lock() else {
            return Err(self.cooldown);
        };
        match *s {
            BreakerState::Closed { .. } => Ok(()),
            BreakerState::Open { until } if now >= until => {
                *s = BreakerState::HalfOpen;
                Ok(())
            }
            BreakerState::Open { until } => Err(until - now),
            BreakerState::HalfOpen => Err(Duration::ZERO),
        }
    }

    pub fn on_success(&self) {
        if let Ok(mut s) = self.state.lock() {
            *s = BreakerState::Closed { failures: 0 };
        }
    }

    /// Records a failed request; returns true when this opened the breaker.
    pub fn on_failure(&self, now: Instant) -> bool {
        let Ok(mut s) = self.state.lock() else {
            return false;
        };
        match *s {
            BreakerState::Closed { failures } if failures + 1 < self.threshold => {
                *s = BreakerState::Closed { failures: failures + 1 };
                false
            }
            _ => {
                *s = BreakerState::Open { until: now + self.cooldown };
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opens_after_k_failures_and_a_probe_after_the_cooldown_decides() {
        let b = CircuitBreaker::new(3, Duration::from_secs(10));
        let t0 = Instant::now();
        assert!(!b.on_failure(t0));
        assert!(!b.on_failure(t0));
        assert!(b.allow(t0).is_ok());
        assert!(b.on_failure(t0), "third consecutive failure opens");
        assert!(b.allow(t0 + Duration::from_secs(5)).is_err());
        // After the cool-down exactly one probe passes.
        let t1 = t0 + Duration::from_secs(11);
        assert!(b.allow(t1).is_ok());
        assert_eq!(b.state(), BreakerState::HalfOpen);
        assert!(b.allow(t1).is_err(), "a second caller waits for the probe");
        // A failed probe re-opens at once.
        assert!(b.on_failure(t1));
        assert!(b.allow(t1 + Duration::from_secs(1)).is_err());
        // A successful probe closes.
        let t2 = t1 + Duration::from_secs(11);
        assert!(b.allow(t2).is_ok());
        b.on_success();
        assert_eq!(b.state(), BreakerState::Closed { failures: 0 });
    }

    #[test]
    fn a_success_resets_the_count() {
        let b = CircuitBreaker::new(2, Duration::from_secs(1));
        let t = Instant::now();
        b.on_failure(t);
        b.on_success();
        assert!(!b.on_failure(t), "count restarted after the success");
    }
}
