//! When the perception thread starts its next frame (`perception.pace_to_decision`).
//!
//! The decision loop ticks on a fixed grid (period P) and uses the newest observation at each
//! tick. A free-running perception thread publishes at its own rhythm, so a tick waits on
//! average half a perception period after the publication it uses, on top of the frame's
//! processing latency. Paced, the perception thread starts each frame at
//! `next tick - lead`, taking the freshest camera frame at that moment, so the observation is
//! published just before the tick that uses it:
//! - the lead is a high quantile (`perception.pace_quantile`) of the latencies of the last
//!   [`WINDOW`] frames (start of the frame to its publication: camera read, detection,
//!   tracking) plus `perception.pace_margin_ms`, capped just below one period: a frame that
//!   fits in a period only without its margin (or its tail) is still started once per period,
//!   locked to the grid, which beats running free at a slightly higher rate with a random
//!   phase;
//! - when the median latency alone does not fit in one decision period (perception too slow),
//!   or the decision loop announced no tick yet, or fewer than [`MIN_SAMPLES`] latencies are
//!   known, the thread runs free (starts the next frame at once);
//! - when the start for the next tick has already passed (the previous frame ran long) but a
//!   frame of median latency started now would still be published before that tick, the frame
//!   starts at once for it (catching up); otherwise it is aimed at the tick after (one period
//!   later): starting now would publish after the tick anyway, and the later start reads a
//!   younger camera frame for the tick after.
//!
//! While the perception thread waits, the cores are free for the crop embedder.
//!
//! [`Pacer`] is the pure schedule (tested with made-up times); the perception thread drives it
//! with the schedule the decision loop announces through
//! [`super::perception_thread::PublishSignal::announce_tick`].

use std::time::Duration;

/// Latencies kept for the prediction.
pub const WINDOW: usize = 32;
/// Latencies needed before pacing starts.
pub const MIN_SAMPLES: usize = 4;

/// `perception.pace_*`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PacingParams {
    pub enabled: bool,
    /// Quantile of recent latencies used as the prediction, in 0.5..=1.0.
    pub quantile: f64,
    /// Added to the prediction.
    pub margin: Duration,
}

impl PacingParams {
    /// Free-running: every frame starts as soon as the previous one is done (the quantile and
    /// margin are unused then).
    pub const OFF: PacingParams = PacingParams { enabled: false, quantile: 0.9, margin: Duration::ZERO };

    pub fn from_config(p: &crate::config::PerceptionConfig) -> Self {
        PacingParams {
            enabled: p.pace_to_decision,
            quantile: p.pace_quantile,
            margin: Duration::from_secs_f64(p.pace_margin_ms.max(0.0) / 1e3),
        }
    }
}

/// When to start the next frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// At once (free-running).
    Now,
    /// At this monotonic time, ns; the frame is meant for the decision tick at `for_tick_ns`.
    At { start_ns: u64, for_tick_ns: u64 },
}

/// The decision loop's schedule as announced: its next tick and its period, ns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TickSchedule {
    pub next_ns: u64,
    pub period_ns: u64,
}

impl TickSchedule {
    /// The first tick of this grid strictly after `now`.
    pub fn first_after(&self, now: u64) -> u64 {
        if self.next_ns > now {
            return self.next_ns;
        }
        let p = self.period_ns.max(1);
        self.next_ns + ((now - self.next_ns) / p + 1) * p
    }
}

/// The perception thread's schedule; see the module docs.
#[derive(Debug, Clone)]
pub struct Pacer {
    params: PacingParams,
    /// Ring of the last latencies, ns (no allocation after construction).
    latencies: [u64; WINDOW],
    len: usize,
    head: usize,
}

impl Pacer {
    pub fn new(params: PacingParams) -> Self {
        Pacer { params, latencies: [0; WINDOW], len: 0, head: 0 }
    }

    pub fn params(&self) -> PacingParams {
        self.params
    }

    /// Records one frame's latency (its start to its publication).
    pub fn record(&mut self, latency_ns: u64) {
        self.latencies[self.head] = latency_ns;
        self.head = (self.head + 1) % WINDOW;
        self.len = (self.len + 1).min(WINDOW);
    }

    /// The `quantile` of the recorded latencies (nearest rank), `None` before [`MIN_SAMPLES`].
    pub fn predicted_ns(&self) -> Option<u64> {
        self.sorted().map(|s| s.quantile(self.params.quantile))
    }

    /// The recorded latencies in ascending order, `None` before [`MIN_SAMPLES`].
    fn sorted(&self) -> Option<Sorted> {
        if self.len < MIN_SAMPLES {
            return None;
        }
        let mut v = [0u64; WINDOW];
        v[..self.len].copy_from_slice(&self.latencies[..self.len]);
        v[..self.len].sort_unstable();
        Some(Sorted { v, len: self.len })
    }

    /// How long before its tick a paced frame starts: the predicted latency plus the margin,
    /// capped just below one period.
    fn lead(&self, predicted_ns: u64, period_ns: u64) -> u64 {
        (predicted_ns + self.params.margin.as_nanos() as u64).min(period_ns.saturating_sub(1))
    }

    /// The lead paced frames start with for decision period `period_ns`, `None` while the
    /// pacer has no prediction yet.
    pub fn lead_ns(&self, period_ns: u64) -> Option<u64> {
        self.predicted_ns().map(|p| self.lead(p, period_ns))
    }

    /// When to start the next frame at monotonic `now`, given the decision loop's announced
    /// schedule (see the module docs).
    pub fn plan(&self, now: u64, ticks: Option<TickSchedule>) -> Start {
        if !self.params.enabled {
            return Start::Now;
        }
        let (Some(ticks), Some(sorted)) = (ticks, self.sorted()) else {
            return Start::Now;
        };
        let (predicted, median) = (sorted.quantile(self.params.quantile), sorted.quantile(0.5));
        let period = ticks.period_ns;
        if period == 0 || median >= period {
            return Start::Now; // a typical frame does not fit in a decision period: run free
        }
        let lead = self.lead(predicted, period);
        let tick = ticks.first_after(now);
        if tick - lead >= now {
            Start::At { start_ns: tick - lead, for_tick_ns: tick }
        } else if now + median <= tick {
            Start::At { start_ns: now, for_tick_ns: tick } // behind: catch up at once
        } else {
            let tick = tick + period; // too late for this tick: aim at the next one
            Start::At { start_ns: tick - lead, for_tick_ns: tick }
        }
    }
}

/// Latencies in ascending order (the first `len` of `v`; at least [`MIN_SAMPLES`]).
struct Sorted {
    v: [u64; WINDOW],
    len: usize,
}

impl Sorted {
    /// The `q` quantile (nearest rank).
    fn quantile(&self, q: f64) -> u64 {
        let rank = ((q.clamp(0.0, 1.0) * self.len as f64).ceil() as usize).clamp(1, self.len);
        self.v[rank - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    fn paced(quantile: f64, margin_ms: u64) -> Pacer {
        Pacer::new(PacingParams { enabled: true, quantile, margin: Duration::from_millis(margin_ms) })
    }

    /// Records `MIN_SAMPLES` frames of `latency_ns` each, so the pacer has a prediction.
    fn warm(p: &mut Pacer, latency_ns: u64) {
        for _ in 0..MIN_SAMPLES {
            p.record(latency_ns);
        }
    }

    fn grid(next_ms: u64) -> Option<TickSchedule> {
        Some(TickSchedule { next_ns: next_ms * MS, period_ns: 100 * MS })
    }

    #[test]
    fn the_prediction_is_a_high_quantile_of_the_recent_latencies() {
        let mut p = paced(0.9, 0);
        for l in [60, 62, 61] {
            p.record(l * MS);
        }
        assert_eq!(p.predicted_ns(), None, "too few samples");
        for l in [63, 64, 65, 66, 67, 68, 90] {
            p.record(l * MS);
        }
        // ten samples 60..68 and 90: the 0.9 quantile is the 9th smallest
        assert_eq!(p.predicted_ns(), Some(68 * MS));
        p.params.quantile = 1.0;
        assert_eq!(p.predicted_ns(), Some(90 * MS));
        // only the last WINDOW latencies count
        for _ in 0..WINDOW {
            p.record(50 * MS);
        }
        assert_eq!(p.predicted_ns(), Some(50 * MS));
    }

    #[test]
    fn a_frame_starts_so_that_it_is_published_just_before_the_next_tick() {
        let mut p = paced(0.9, 5);
        warm(&mut p, 70 * MS);
        // ticks at 1000, 1100, ...: start at 1000 - 70 - 5
        assert_eq!(p.plan(900 * MS, grid(1000)), Start::At { start_ns: 925 * MS, for_tick_ns: 1000 * MS });
        // a stale announcement is carried forward on the grid
        assert_eq!(p.plan(1210 * MS, grid(1000)), Start::At { start_ns: 1225 * MS, for_tick_ns: 1300 * MS });
    }

    #[test]
    fn a_frame_behind_its_start_catches_up_when_it_can_still_make_the_tick() {
        let mut p = paced(0.9, 5);
        warm(&mut p, 70 * MS);
        assert_eq!(p.plan(925 * MS, grid(1000)), Start::At { start_ns: 925 * MS, for_tick_ns: 1000 * MS });
        // 1 ms behind the start for 1000, but 926 + 70 still publishes before it: start at once
        assert_eq!(p.plan(926 * MS, grid(1000)), Start::At { start_ns: 926 * MS, for_tick_ns: 1000 * MS });
        assert_eq!(p.plan(930 * MS, grid(1000)), Start::At { start_ns: 930 * MS, for_tick_ns: 1000 * MS });
    }

    #[test]
    fn a_frame_too_late_for_the_next_tick_is_aimed_at_the_one_after() {
        let mut p = paced(0.9, 5);
        warm(&mut p, 70 * MS);
        // 931 + 70 would publish after 1000: wait and start for 1100 with a younger camera frame
        assert_eq!(p.plan(931 * MS, grid(1000)), Start::At { start_ns: 1025 * MS, for_tick_ns: 1100 * MS });
    }

    #[test]
    fn a_frame_that_fits_only_without_its_margin_is_still_paced_once_per_period() {
        let mut p = paced(0.9, 12);
        warm(&mut p, 96 * MS);
        // 96 + 12 ms exceeds the 100 ms period: the lead is capped just below one period, so
        // the frame for 1100 starts right after the tick at 1000 (not free-running)
        assert_eq!(p.plan(1000 * MS, grid(1000)), Start::At { start_ns: 1000 * MS + 1, for_tick_ns: 1100 * MS });
        assert_eq!(p.plan(1004 * MS, grid(1000)), Start::At { start_ns: 1004 * MS, for_tick_ns: 1100 * MS });
        assert_eq!(p.plan(1005 * MS, grid(1000)), Start::At { start_ns: 1100 * MS + 1, for_tick_ns: 1200 * MS });
    }

    #[test]
    fn perception_runs_free_when_it_cannot_pace() {
        let mut p = paced(0.9, 5);
        assert_eq!(p.plan(0, grid(1000)), Start::Now, "no latency known yet");
        warm(&mut p, 101 * MS);
        assert_eq!(p.plan(0, None), Start::Now, "no decision tick announced");
        assert_eq!(p.plan(0, grid(1000)), Start::Now, "a 101 ms frame does not fit in a 100 ms period");
        let mut off = Pacer::new(PacingParams::OFF);
        warm(&mut off, 10 * MS);
        assert_eq!(off.plan(0, grid(1000)), Start::Now, "pacing disabled");
    }

    /// Simulates a paced perception thread against a 10 Hz decision grid with latencies that
    /// repeat a pattern; returns the age (tick - start of the observation used) at each tick
    /// and the number of frames processed.
    fn simulate(pacer: &mut Pacer, latencies_ms: &[u64], ticks: usize) -> (Vec<u64>, usize) {
        let sched = TickSchedule { next_ns: 1000 * MS, period_ns: 100 * MS };
        let mut now = 0;
        let mut published: Vec<(u64, u64)> = Vec::new(); // (publication, start)
        let mut i = 0;
        let end = sched.next_ns + ticks as u64 * sched.period_ns;
        while now < end {
            let start = match pacer.plan(now, Some(sched)) {
                Start::Now => now,
                Start::At { start_ns, .. } => start_ns,
            };
            let l = latencies_ms[i % latencies_ms.len()] * MS;
            i += 1;
            now = start + l;
            pacer.record(l);
            published.push((now, start));
        }
        let ages = (0..ticks as u64)
            .map(|k| sched.next_ns + k * sched.period_ns)
            .filter_map(|t| published.iter().rev().find(|(p, _)| *p <= t).map(|(_, s)| t - s))
            .collect();
        (ages, published.len())
    }

    #[test]
    fn paced_frames_are_younger_at_the_tick_than_free_running_ones() {
        let pattern = [66, 70, 68, 72, 67, 69, 71, 65, 68, 75];
        let (free, n_free) = simulate(&mut Pacer::new(PacingParams::OFF), &pattern, 200);
        let (paced_ages, n_paced) = simulate(&mut paced(1.0, 5), &pattern, 200);
        let max = |v: &[u64]| v.iter().copied().max().unwrap_or(0);
        // paced: every tick after the warm-up uses a frame started at most lead = 75 + 5 ms before it
        assert!(paced_ages[10..].iter().all(|&a| a <= 80 * MS), "max {} ms", max(&paced_ages[10..]) / MS);
        assert!(max(&free[10..]) > 100 * MS, "free-running at ~14 Hz, some ticks wait most of a frame");
        assert!(n_paced < n_free, "pacing processes about one frame per tick");
        assert!(n_paced >= 195, "and misses none: {n_paced}");
    }

    #[test]
    fn frames_near_the_period_stay_locked_to_the_grid_instead_of_running_free() {
        // latencies around 90 ms with a tail over the period: free-running would publish at
        // ~11 Hz with a drifting phase; paced, one frame per tick, nearly all of them in time
        let pattern = [85, 92, 88, 97, 86, 90, 94, 84, 89, 104];
        let (free, _) = simulate(&mut Pacer::new(PacingParams::OFF), &pattern, 300);
        let (ages, n) = simulate(&mut paced(0.9, 12), &pattern, 300);
        let fresh = |v: &[u64]| v.iter().filter(|&&a| a < 100 * MS).count();
        assert!((295..=315).contains(&n), "about one frame per tick after the warm-up: {n}");
        assert!(
            fresh(&ages[10..]) >= 260,
            "paced: {} of 290 ticks use a frame started < 100 ms before",
            fresh(&ages[10..])
        );
        assert!(fresh(&ages[10..]) > fresh(&free[10..]) + 100, "free: {}", fresh(&free[10..]));
    }
}
