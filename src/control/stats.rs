//! Timing statistics of the control loop. The control thread sends one fixed-size
//! [`CycleSample`] per cycle through a bounded channel (`try_send`, never blocking); a
//! companion thread records them into preallocated HDR histograms, off the real-time
//! path. Missed deadlines and cycle counts are kept by the control thread itself in
//! atomics, so they are never lost even when samples are.

use hdrhistogram::Histogram;
use serde::Serialize;

/// Timing of one cycle, nanoseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CycleSample {
    /// Wake-up to wake-up.
    pub period_ns: u64,
    /// |period - nominal period|.
    pub jitter_ns: u64,
    /// Wake-up time minus the deadline it slept toward.
    pub latency_ns: u64,
    /// Duration of the control step (read, plan, check, send, publish).
    pub step_ns: u64,
}

/// Summary statistics of the loop (microseconds unless named otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Default)]
pub struct LoopStats {
    /// Cycles run.
    pub cycles: u64,
    /// Measured rate over the run, Hz.
    pub rate_hz: f64,
    /// Nominal rate now, Hz.
    pub nominal_rate_hz: f64,
    /// Cycles that overran their deadline.
    pub missed: u64,
    /// Allocations made inside control steps since the start (0 expected; counted only where
    /// the counting allocator is the global one, as in the `aide` binary).
    pub step_allocations: u64,
    /// Whether this process counts allocations (its global allocator is the counting one).
    pub allocations_counted: bool,
    pub period_p50_us: f64,
    pub period_p99_us: f64,
    pub period_max_us: f64,
    /// |period - nominal|: the period jitter.
    pub jitter_p50_us: f64,
    pub jitter_p99_us: f64,
    pub jitter_max_us: f64,
    /// Wake-up latency after the absolute deadline.
    pub latency_p50_us: f64,
    pub latency_p99_us: f64,
    pub latency_max_us: f64,
    pub step_p50_us: f64,
    pub step_p99_us: f64,
    pub step_max_us: f64,
    /// Samples recorded in the histograms and samples lost (channel full).
    pub samples: u64,
    pub samples_dropped: u64,
    /// Whether the thread runs under SCHED_FIFO, and at which priority.
    pub sched_fifo_priority: Option<i32>,
    pub memory_locked: bool,
    /// The CPU the control thread is pinned to (`control.cpu`), if pinning succeeded.
    pub cpu: Option<u32>,
}

/// Histograms of the four timings (1 ns .. 10 s, 3 significant digits).
pub struct TimingHistograms {
    period: Histogram<u64>,
    jitter: Histogram<u64>,
    latency: Histogram<u64>,
    step: Histogram<u64>,
}

fn histogram() -> Histogram<u64> {
    // Bounds and precision are constants that hdrhistogram accepts.
    Histogram::new_with_bounds(1, 10_000_000_000, 3).expect("valid histogram bounds")
}

fn us(ns: u64) -> f64 {
    ns as f64 / 1e3
}

impl Default for TimingHistograms {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingHistograms {
    pub fn new() -> TimingHistograms {
        TimingHistograms { period: histogram(), jitter: histogram(), latency: histogram(), step: histogram() }
    }

    pub fn record(&mut self, s: &CycleSample) {
        self.period.saturating_record(s.period_ns.max(1));
        self.jitter.saturating_record(s.jitter_ns.max(1));
        self.latency.saturating_record(s.latency_ns.max(1));
        self.step.saturating_record(s.step_ns.max(1));
    }

    pub fn len(&self) -> u64 {
        self.step.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Fills the histogram fields of `out`.
    pub fn fill(&self, out: &mut LoopStats) {
        let q = |h: &Histogram<u64>, p: f64| if h.is_empty() { 0.0 } else { us(h.value_at_quantile(p)) };
        let m = |h: &Histogram<u64>| if h.is_empty() { 0.0 } else { us(h.max()) };
        out.period_p50_us = q(&self.period, 0.5);
        out.period_p99_us = q(&self.period, 0.99);
        out.period_max_us = m(&self.period);
        out.jitter_p50_us = q(&self.jitter, 0.5);
        out.jitter_p99_us = q(&self.jitter, 0.99);
        out.jitter_max_us = m(&self.jitter);
        out.latency_p50_us = q(&self.latency, 0.5);
        out.latency_p99_us = q(&self.latency, 0.99);
        out.latency_max_us = m(&self.latency);
        out.step_p50_us = q(&self.step, 0.5);
        out.step_p99_us = q(&self.step, 0.99);
        out.step_max_us = m(&self.step);
        out.samples = self.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_come_out_in_microseconds() {
        let mut h = TimingHistograms::new();
        for i in 0..100u64 {
            h.record(&CycleSample { period_ns: 4_000_000, jitter_ns: i * 1_000, latency_ns: 50_000, step_ns: 10_000 });
        }
        let mut s = LoopStats::default();
        h.fill(&mut s);
        assert!((s.period_p50_us - 4000.0).abs() < 4.0);
        assert!((s.jitter_p99_us - 98.0).abs() < 1.0, "{}", s.jitter_p99_us);
        assert!((s.jitter_max_us - 99.0).abs() < 1.0);
        assert!((s.step_p50_us - 10.0).abs() < 0.1);
        assert_eq!(s.samples, 100);
    }
}
