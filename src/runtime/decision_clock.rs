//! When the decision loop ticks. The loop runs at `runtime.decision_rate_hz` (period P) and
//! uses the newest observation at each tick, so the perception age it sees is the latency of
//! one frame plus the time since that observation was published. With a fixed grid that extra
//! wait is half a perception period on average.
//!
//! Phase-locked mode (`perception.decision_phase_lock`) nudges each tick to land just after a
//! publication, within hard bounds:
//! - every period lies in [0.9 P, 1.1 P];
//! - every tick stays within one period of the nominal grid `t0 + k P` (re-anchored after an
//!   overrun), so the long-run average rate is exactly the nominal rate;
//! - inside its window [earliest, latest] a tick waits (bounded, on a condition variable, no
//!   polling) for the next publication only when the perception period predicts one before
//!   `latest`; otherwise it fires at `earliest`, when the newest observation is youngest;
//! - it is engaged only while perception runs free or its paced frames start at least 0.8 of
//!   a period before their tick ([`LOCK_MIN_LEAD_FRACTION`]): a paced thread with a shorter lead
//!   already publishes just before each grid tick, and locking to its publications would move
//!   the ticks off the grid the pacer aims at (measured on a host where the detector takes
//!   ~30 ms of a 100 ms period: fresh ticks 0.90-0.95 and p95 age 139-146 ms locked, 0.985
//!   and 62 ms released, 59 ms with the lock off in the config; on a host whose frames take
//!   near the period, the lock takes p95 from 220 to 117 ms).
//!
//! [`DecisionClock`] is the pure schedule (testable with made-up times); [`wait_tick`] drives it
//! with real time and a [`PublishSignal`].

use super::perception_thread::PublishSignal;
use crate::types::clock::now_ns;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Shortest and longest decision period, as fractions of the nominal period.
pub const MIN_PERIOD_FRACTION: f64 = 0.9;
pub const MAX_PERIOD_FRACTION: f64 = 1.1;

/// Least lead of paced perception frames, as a fraction of the period, for the phase lock to
/// be engaged.
pub const LOCK_MIN_LEAD_FRACTION: f64 = 0.8;

/// What the loop does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Tick now.
    Fire,
    /// Sleep until this monotonic time (ns), then ask again.
    SleepUntil(u64),
    /// Wait for a publication newer than the current one, at most until this time (ns); tick
    /// when it arrives or the time is reached.
    AwaitPublicationUntil(u64),
}

/// The decision loop's schedule.
#[derive(Debug, Clone)]
pub struct DecisionClock {
    period_ns: u64,
    phase_lock: bool,
    /// The nominal time of the next tick.
    nominal_ns: u64,
    /// The last tick (0 before the first).
    last_ns: u64,
    /// The lead of the perception thread's paced frames, ns (`None`: it runs free).
    paced_lead_ns: Option<u64>,
}

impl DecisionClock {
    /// A clock whose first tick is due at `start_ns`.
    pub fn new(period: Duration, start_ns: u64, phase_lock: bool) -> Self {
        DecisionClock {
            period_ns: period.as_nanos().max(1) as u64,
            phase_lock,
            nominal_ns: start_ns,
            last_ns: 0,
            paced_lead_ns: None,
        }
    }

    /// Changes the period (configuration reload); takes effect from the next tick.
    pub fn set_period(&mut self, period: Duration, phase_lock: bool) {
        self.period_ns = period.as_nanos().max(1) as u64;
        self.phase_lock = phase_lock;
    }

    /// How perception starts its frames: paced with this lead, ns, or free-running (`None`).
    pub fn set_perception_pacing(&mut self, paced_lead_ns: Option<u64>) {
        self.paced_lead_ns = paced_lead_ns;
    }

    /// True when the next tick is phase-locked to publications (see the module docs).
    pub fn locking(&self) -> bool {
        self.phase_lock && self.paced_lead_ns.is_none_or(|l| l as f64 >= LOCK_MIN_LEAD_FRACTION * self.period_ns as f64)
    }

    /// The nominal time of the next tick (on the grid), monotonic ns.
    pub fn nominal_ns(&self) -> u64 {
        self.nominal_ns
    }

    pub fn period_ns(&self) -> u64 {
        self.period_ns
    }

    /// The window of the next tick: (earliest, latest), monotonic ns.
    pub fn window(&self) -> (u64, u64) {
        let p = self.period_ns;
        if !self.locking() || self.last_ns == 0 {
            return (self.nominal_ns, self.nominal_ns);
        }
        let min = (p as f64 * MIN_PERIOD_FRACTION) as u64;
        let max = (p as f64 * MAX_PERIOD_FRACTION) as u64;
        let earliest = (self.last_ns + min).max(self.nominal_ns.saturating_sub(p));
        let latest = (self.last_ns + max).min(self.nominal_ns + p).max(earliest);
        (earliest, latest)
    }

    /// What to do at `now`, given the last publication's time and the perception period
    /// (both `None` while unknown).
    pub fn next(&self, now: u64, last_publication_ns: Option<u64>, publication_period_ns: Option<u64>) -> Next {
        let (earliest, latest) = self.window();
        if now < earliest {
            return Next::SleepUntil(earliest);
        }
        if now >= latest {
            return Next::Fire;
        }
        match (last_publication_ns, publication_period_ns) {
            (Some(t), Some(p)) if t + p <= latest => Next::AwaitPublicationUntil(latest),
            _ => Next::Fire,
        }
    }

    /// Records a tick at `t`.
    pub fn ticked(&mut self, t: u64) {
        let p = self.period_ns;
        self.last_ns = t;
        // Stay within one period of the grid; after an overrun the grid restarts here (as the
        // fixed-rate loop does: no burst of catch-up ticks).
        self.nominal_ns = (self.nominal_ns + p).clamp(t, t + 2 * p);
    }
}

/// Waits until the next tick of `clock` (see the module docs) and records it; returns the
/// tick's time (monotonic ns). Every wait is bounded by the tick window (at most 1.1 periods)
/// or, with `stop` set, returns at once. First announces the tick's nominal time on `signal`,
/// for a perception thread paced to the decision loop ([`super::pacer`]).
pub fn wait_tick(clock: &mut DecisionClock, signal: &PublishSignal, stop: &AtomicBool) -> u64 {
    signal.announce_tick(clock.nominal_ns(), clock.period_ns());
    clock.set_perception_pacing(signal.paced_lead());
    loop {
        let now = now_ns();
        if stop.load(Ordering::Acquire) {
            clock.ticked(now);
            return now;
        }
        let seen = signal.snapshot();
        match clock.next(now, seen.last_ns, seen.period_ns) {
            Next::Fire => {
                clock.ticked(now);
                return now;
            }
            Next::SleepUntil(t) => crate::types::clock::sleep_until(t),
            Next::AwaitPublicationUntil(t) => {
                if signal.wait_newer(seen.seq, Duration::from_nanos(t.saturating_sub(now))) {
                    let now = now_ns();
                    clock.ticked(now);
                    return now;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    /// Runs the schedule against publications every `pub_ms` (+ a fixed jitter pattern) for
    /// `n` ticks; returns tick times and the age (tick - newest publication) at each tick.
    fn simulate(phase_lock: bool, pub_ms: u64, n: usize) -> (Vec<u64>, Vec<u64>) {
        let pubs: Vec<u64> =
            (1..2000u64).map(|i| 1000 * MS + i * pub_ms * MS + [0, 3, 1, 4, 2][i as usize % 5] * MS).collect();
        let mut clock = DecisionClock::new(Duration::from_millis(100), 1000 * MS, phase_lock);
        let mut now = 1000 * MS;
        let (mut ticks, mut ages) = (Vec::new(), Vec::new());
        let last_pub = |t: u64| pubs.iter().take_while(|&&p| p <= t).last().copied();
        while ticks.len() < n {
            let period = Some(pub_ms * MS);
            match clock.next(now, last_pub(now), period) {
                Next::Fire => {
                    clock.ticked(now);
                    ticks.push(now);
                    ages.push(now - last_pub(now).unwrap_or(now));
                }
                Next::SleepUntil(t) => now = t,
                Next::AwaitPublicationUntil(t) => {
                    let newest = last_pub(now);
                    match pubs.iter().find(|&&p| Some(p) > newest && p > now) {
                        Some(&p) if p <= t => {
                            now = p;
                            clock.ticked(now);
                            ticks.push(now);
                            ages.push(0);
                        }
                        _ => now = t,
                    }
                }
            }
        }
        (ticks, ages)
    }

    fn mean(v: &[u64]) -> f64 {
        v.iter().sum::<u64>() as f64 / v.len() as f64
    }

    #[test]
    fn without_phase_lock_the_loop_ticks_on_the_fixed_grid() {
        let (ticks, _) = simulate(false, 135, 50);
        for (k, t) in ticks.iter().enumerate() {
            assert_eq!(*t, 1000 * MS + k as u64 * 100 * MS);
        }
    }

    #[test]
    fn the_lock_is_released_while_perception_is_paced_with_a_short_lead() {
        let mut c = DecisionClock::new(Duration::from_millis(100), 1000 * MS, true);
        c.ticked(1000 * MS);
        assert!(c.locking(), "free-running perception: locked");
        assert_ne!(c.window(), (c.nominal_ns(), c.nominal_ns()));
        c.set_perception_pacing(Some(30 * MS));
        assert!(!c.locking(), "a 30 ms lead of a 100 ms period: the pacer already aims at the grid");
        c.set_perception_pacing(Some(50 * MS));
        assert!(!c.locking(), "half a period: still released");
        c.set_perception_pacing(Some(30 * MS));
        assert_eq!(c.window(), (1100 * MS, 1100 * MS));
        assert_eq!(c.next(1100 * MS, Some(1095 * MS), Some(60 * MS)), Next::Fire, "no wait for a publication");
        c.set_perception_pacing(Some(90 * MS));
        assert!(c.locking(), "frames near the period: the lock absorbs a late one");
        let mut off = DecisionClock::new(Duration::from_millis(100), 0, false);
        off.set_perception_pacing(None);
        assert!(!off.locking(), "phase lock off in the config stays off");
    }

    #[test]
    fn phase_lock_keeps_every_period_bounded_and_the_average_rate() {
        for pub_ms in [60, 95, 105, 135, 250] {
            let (ticks, _) = simulate(true, pub_ms, 600);
            for w in ticks.windows(2).skip(1) {
                let d = w[1] - w[0];
                assert!((90 * MS..=110 * MS).contains(&d), "perception {pub_ms} ms: period {} ms", d / MS);
            }
            for (k, t) in ticks.iter().enumerate() {
                let nominal = 1000 * MS + k as u64 * 100 * MS;
                assert!(t.abs_diff(nominal) <= 100 * MS, "perception {pub_ms} ms: tick {k} off the grid");
            }
        }
    }

    #[test]
    fn phase_lock_reads_younger_observations_than_the_fixed_grid() {
        for pub_ms in [95, 105, 135] {
            let (_, fixed) = simulate(false, pub_ms, 600);
            let (_, locked) = simulate(true, pub_ms, 600);
            assert!(mean(&locked) < mean(&fixed), "perception {pub_ms} ms: {} vs {}", mean(&locked), mean(&fixed));
        }
        // at a perception rate just under the decision rate nearly every tick follows a publication
        let (_, fixed) = simulate(false, 105, 600);
        let (_, locked) = simulate(true, 105, 600);
        assert!(mean(&locked) < 0.5 * mean(&fixed), "{} vs {}", mean(&locked), mean(&fixed));
    }

    #[test]
    fn a_tick_waits_for_a_publication_only_when_one_is_due_in_its_window() {
        let mut c = DecisionClock::new(Duration::from_millis(100), 100 * MS, true);
        c.ticked(100 * MS);
        assert_eq!(c.window(), (190 * MS, 210 * MS));
        assert_eq!(c.next(150 * MS, Some(120 * MS), Some(80 * MS)), Next::SleepUntil(190 * MS));
        // the next publication is expected at 200 ms: wait for it, at most until 210 ms
        assert_eq!(c.next(190 * MS, Some(120 * MS), Some(80 * MS)), Next::AwaitPublicationUntil(210 * MS));
        // expected at 250 ms, after the window: tick now, the newest observation is youngest now
        assert_eq!(c.next(190 * MS, Some(120 * MS), Some(130 * MS)), Next::Fire);
        assert_eq!(c.next(190 * MS, None, None), Next::Fire);
        assert_eq!(c.next(210 * MS, Some(120 * MS), Some(80 * MS)), Next::Fire);
    }

    #[test]
    fn after_an_overrun_the_grid_restarts_without_catch_up_ticks() {
        let mut c = DecisionClock::new(Duration::from_millis(100), 0, true);
        c.ticked(1);
        c.ticked(900 * MS); // the loop stalled for 0.9 s
        let (e, l) = c.window();
        assert_eq!((e, l), (990 * MS, 1000 * MS));
    }
}
