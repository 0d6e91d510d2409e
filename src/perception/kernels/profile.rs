//! Opt-in per-op timing of model forwards (off by default; one relaxed atomic load per op when
//! off). Turn it on with [`set_profiling`] (the `model_latency` example's `--profile` flag),
//! run forwards, then [`take_report`] gives the wall time per named op, summed over calls.
//! Names are chosen by the callers: a layer (`yolo.L2 c2f`) or a kernel with its shape
//! (`conv3x3/s1 64->64 @80x80`), so nested spans overlap (a layer includes its convs).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

static ON: AtomicBool = AtomicBool::new(false);
static TOTALS: Mutex<Vec<(String, usize, Duration)>> = Mutex::new(Vec::new());

/// Starts (true) or stops collecting op timings.
pub fn set_profiling(on: bool) {
    ON.store(on, Ordering::Relaxed);
}

/// True while timings are collected.
#[inline]
pub fn profiling() -> bool {
    ON.load(Ordering::Relaxed)
}

/// A running timed op; adds its elapsed time to its name's total when dropped.
pub struct Span {
    name: String,
    start: Instant,
}

/// Starts timing `name()` when profiling is on (the name is only built then).
#[inline]
pub fn span(name: impl FnOnce() -> String) -> Option<Span> {
    profiling().then(|| Span { name: name(), start: Instant::now() })
}

impl Drop for Span {
    fn drop(&mut self) {
        let d = self.start.elapsed();
        let mut t = TOTALS.lock().unwrap_or_else(|p| p.into_inner());
        match t.iter_mut().find(|(n, _, _)| *n == self.name) {
            Some((_, c, total)) => {
                *c += 1;
                *total += d;
            }
            None => t.push((std::mem::take(&mut self.name), 1, d)),
        }
    }
}

/// The collected (name, calls, total time) in first-seen order, and clears them.
pub fn take_report() -> Vec<(String, usize, Duration)> {
    std::mem::take(&mut *TOTALS.lock().unwrap_or_else(|p| p.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_sum_per_name_only_while_profiling() {
        set_profiling(false);
        drop(span(|| "off".into()));
        set_profiling(true);
        drop(span(|| "a".into()));
        drop(span(|| "a".into()));
        drop(span(|| "b".into()));
        set_profiling(false);
        let r = take_report();
        let a = r.iter().find(|(n, _, _)| n == "a").map(|x| x.1);
        assert_eq!(a, Some(2));
        assert!(r.iter().any(|(n, c, _)| n == "b" && *c == 1));
        assert!(!r.iter().any(|(n, _, _)| n == "off"));
    }
}
