//! How an index build reports its progress: the texts embedded so far of how many, phase by
//! phase ("catalog labels", "instructions"). The knowledge base only calls [`BuildProgress`];
//! how it is shown (a terminal bar, systemd STATUS=, log lines) is up to the caller.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Observer of an index build.
pub trait BuildProgress: Sync {
    /// `done` of `total` texts of `phase` embedded (called after each forward pass).
    fn embedded(&self, phase: &str, done: usize, total: usize);
}

/// Reports nothing (run-time rebuilds of a few entries).
pub struct Quiet;

impl BuildProgress for Quiet {
    fn embedded(&self, _: &str, _: usize, _: usize) {}
}

/// Seconds left at the rate since `start`, when something is done.
pub fn eta(start: Instant, done: usize, total: usize) -> Option<Duration> {
    let spent = start.elapsed().as_secs_f64();
    (done > 0 && total >= done).then(|| Duration::from_secs_f64(spent / done as f64 * (total - done) as f64))
}

/// A log line (tracing, info) at most every `every`, and at the end of each phase.
pub struct LogLines {
    every: Duration,
    /// Phase, its start, and the last line's time.
    at: Mutex<Option<(String, Instant, Instant)>>,
}

impl LogLines {
    pub fn new(every: Duration) -> LogLines {
        LogLines { every, at: Mutex::new(None) }
    }

    /// True when a line is due for `done` of `total` in `phase`; returns the ETA with it.
    pub fn due(&self, phase: &str, done: usize, total: usize) -> Option<Option<Duration>> {
        let mut at = self.at.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        let Some((_, start, last)) = at.as_mut().filter(|(p, _, _)| p == phase) else {
            *at = Some((phase.to_string(), now, now));
            return Some(None);
        };
        let (start, last_at) = (*start, *last);
        if done >= total || now.duration_since(last_at) >= self.every {
            *last = now;
            return Some(eta(start, done, total));
        }
        None
    }
}

impl Default for LogLines {
    fn default() -> Self {
        LogLines::new(Duration::from_secs(5))
    }
}

impl BuildProgress for LogLines {
    fn embedded(&self, phase: &str, done: usize, total: usize) {
        if let Some(eta) = self.due(phase, done, total) {
            let eta_s = eta.map(|d| d.as_secs()).unwrap_or(0);
            tracing::info!(phase, done, total, eta_s, "building the index: embedding texts");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_come_at_the_start_at_most_every_period_and_at_the_end() {
        let l = LogLines::new(Duration::from_secs(3600));
        assert!(l.due("labels", 10, 100).is_some(), "first call of a phase");
        assert!(l.due("labels", 20, 100).is_none(), "within the period");
        assert!(l.due("labels", 100, 100).is_some(), "the phase is done");
        assert!(l.due("instructions", 1, 50).is_some(), "a new phase");
    }

    #[test]
    fn the_eta_is_the_time_per_text_so_far_times_the_texts_left() {
        let start = Instant::now() - Duration::from_secs(10);
        let e = eta(start, 25, 100).unwrap().as_secs_f64();
        assert!((29.0..=31.0).contains(&e), "{e}");
        assert!(eta(start, 0, 100).is_none());
    }
}
