//! Learns when a fixed-rate camera's frames become readable, from the frames it delivers.
//!
//! # Inputs, per frame ([`FrameInfo`])
//! * the device timestamp in ms (librealsense `FrameEx::timestamp`), in whatever clock domain
//!   the device reports (its own clock, or the host's system clock);
//! * the frame number (the device's frame counter: a gap is a dropped frame);
//! * how the read went ([`Arrival`]): if it had to wait, the host monotonic time
//!   ([`crate::types::clock::now_ns`]) it returned; a frame that was already queued only says
//!   it arrived some time earlier, so it counts for the period, never for the phase.
//!
//! # Method
//! * **Index.** Frames are numbered by their frame counter from the first frame of the current
//!   epoch, so a dropped frame leaves the later ones on the right index.
//! * **Period**, from device timestamps: the last [`FRAMES`] accepted frames, each paired with
//!   the one half that window later; the period is the median of the pairs' slopes (timestamp
//!   step over frame-number step). Half-window baselines (about 1 s at 30 fps) average out
//!   timestamp jitter, the median ignores a few bad timestamps, frame numbers make it blind to
//!   drops. The configured rate stands in until two frames are seen, or when the device's
//!   period is more than 8x off it (timestamps in another unit, say).
//! * **Phase.** A read that waited returned at the frame's readiness plus a delay >= 0
//!   (transfer, syncing colour with depth, waking our thread). Each of the last [`ARRIVALS`]
//!   such arrivals, carried forward to the newest frame (`arrival + (n_newest - n) * period`),
//!   is an upper bound of the newest frame's readiness; their minimum is the estimate. A mean
//!   would be late by the typical delay; the minimum of delays whose density starts at 0 is
//!   close to 0 after a few dozen reads.
//! * **Drift.** The period is in the device's clock, which may run tens of ppm off the host's.
//!   Carrying an arrival forward then errs by its age times that difference, so arrivals older
//!   than [`CadenceParams::max_age_ns`] (10 s: 0.5 ms at 50 ppm) are dropped and the sliding
//!   minimum follows the drift. A phase that moves earlier is taken at once (a new minimum);
//!   one that moves later once the earlier arrivals have left the window.
//! * **Resets.** A frame counter or timestamp going backwards (device restart) starts a new
//!   epoch at once; so do [`CadenceParams::jumps_to_reset`] frames in a row whose timestamp step
//!   disagrees with their frame-number step by more than [`CadenceParams::step_tolerance`] of
//!   the period (a changed frame rate, a counter jump). A new epoch forgets all evidence.
//! * **Evidence.** No cadence until [`CadenceParams::min_arrivals`] arrivals within the age
//!   limit; [`CadenceEstimator::wants_arrival`] says when fewer are younger than half of it, so
//!   a reader can wait for a fresh frame before the cadence is lost.
//!
//! Fixed-size rings: no allocation per frame. Bad inputs (a non-finite or negative timestamp,
//! a repeated frame, an arrival earlier than the previous one) are ignored and counted.

use crate::perception::Cadence;

/// Frames (device timestamps) the period is measured over.
pub const FRAMES: usize = 64;
/// Blocked arrivals the phase is taken from.
pub const ARRIVALS: usize = 32;
/// Accepted frames of an epoch before a timestamp step is checked against the period.
const FRAMES_BEFORE_CHECKS: usize = 4;
/// How far (as a factor) the device's period may be from the configured one and still be used.
const PLAUSIBLE_FACTOR: f64 = 8.0;

/// How reading a frame went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrival {
    /// The read waited for the frame and returned at monotonic `at_ns`.
    Blocked { at_ns: u64 },
    /// The frame was already queued: it arrived at some unknown earlier time.
    Queued,
}

/// What a camera knows about one frame it delivered.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FrameInfo {
    /// Device timestamp, ms (device or host clock domain).
    pub device_ms: f64,
    /// Device frame counter.
    pub frame_number: u64,
    pub arrival: Arrival,
}

/// Tuning of a [`CadenceEstimator`]; [`CadenceParams::at_fps`] gives the defaults.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CadenceParams {
    /// The configured frame period, ns (used until the device's is measured).
    pub nominal_period_ns: f64,
    /// Blocked arrivals (within `max_age_ns`) needed before a cadence is reported.
    pub min_arrivals: usize,
    /// Arrivals older than this (counted in frame periods from the newest frame) are dropped.
    pub max_age_ns: f64,
    /// A timestamp step further than this fraction of the period from its frame-number step
    /// is a jump.
    pub step_tolerance: f64,
    /// Jumps in a row that start a new epoch.
    pub jumps_to_reset: u32,
}

impl CadenceParams {
    /// Defaults for a camera configured at `fps`.
    pub fn at_fps(fps: f64) -> CadenceParams {
        let fps = if fps.is_finite() && fps > 0.0 { fps } else { 30.0 };
        CadenceParams {
            nominal_period_ns: 1e9 / fps,
            min_arrivals: 5,
            max_age_ns: 10e9,
            step_tolerance: 0.25,
            jumps_to_reset: 3,
        }
    }
}

/// What the estimator has seen.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct CadenceCounters {
    /// Frames taken into the current or an earlier epoch.
    pub accepted: u64,
    /// Of those, frames whose read waited (arrival evidence).
    pub blocked: u64,
    /// Frames or arrivals ignored as bad input, and jumps that did not (yet) reset.
    pub ignored: u64,
    /// New epochs after the first (device restarts, timestamp jumps).
    pub resets: u64,
}

/// A fixed-capacity ring of the last `N` values, oldest first when iterated.
#[derive(Debug, Clone)]
struct Ring<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: usize,
    next: usize,
}

impl<T: Copy + Default, const N: usize> Ring<T, N> {
    fn new() -> Self {
        Ring { items: [T::default(); N], len: 0, next: 0 }
    }

    fn push(&mut self, value: T) {
        self.items[self.next] = value;
        self.next = (self.next + 1) % N;
        self.len = (self.len + 1).min(N);
    }

    fn clear(&mut self) {
        self.len = 0;
        self.next = 0;
    }

    /// The `i`-th oldest value (`i < len`).
    fn get(&self, i: usize) -> T {
        self.items[(self.next + N - self.len + i) % N]
    }

    fn iter(&self) -> impl Iterator<Item = T> + '_ {
        (0..self.len).map(|i| self.get(i))
    }
}

/// The newest accepted frame of the epoch.
#[derive(Debug, Clone, Copy)]
struct Last {
    frame_number: u64,
    device_ms: f64,
    index: u64,
}

/// Learns a fixed-rate camera's [`Cadence`] from the frames it delivers (see the module docs).
#[derive(Debug, Clone)]
pub struct CadenceEstimator {
    params: CadenceParams,
    /// (index in epoch, device ms) of the last accepted frames.
    frames: Ring<(u64, f64), FRAMES>,
    /// (index in epoch, monotonic ns) of the last blocked arrivals.
    arrivals: Ring<(u64, u64), ARRIVALS>,
    last: Option<Last>,
    /// The device's period (ns), measured over `frames`; `None` with fewer than two frames.
    device_period_ns: Option<f64>,
    jumps: u32,
    cadence: Option<Cadence>,
    fresh_arrivals: usize,
    counters: CadenceCounters,
}

impl CadenceEstimator {
    pub fn new(params: CadenceParams) -> CadenceEstimator {
        CadenceEstimator {
            params,
            frames: Ring::new(),
            arrivals: Ring::new(),
            last: None,
            device_period_ns: None,
            jumps: 0,
            cadence: None,
            fresh_arrivals: 0,
            counters: CadenceCounters::default(),
        }
    }

    /// The learnt cadence: `anchor_ns` is the readiness of the newest frame seen.
    pub fn cadence(&self) -> Option<Cadence> {
        self.cadence
    }

    /// The period in use, ns: the device's if measured and plausible, else the configured one.
    pub fn period_ns(&self) -> f64 {
        let nominal = self.params.nominal_period_ns;
        match self.device_period_ns {
            Some(p) if p >= nominal / PLAUSIBLE_FACTOR && p <= nominal * PLAUSIBLE_FACTOR => p,
            _ => nominal,
        }
    }

    /// Whether the estimator is short of recent arrival evidence (fewer than `min_arrivals`
    /// younger than half the age limit): a reader may then wait for a fresh frame instead of
    /// taking a queued one, so the next read tells an arrival time.
    pub fn wants_arrival(&self) -> bool {
        self.fresh_arrivals < self.params.min_arrivals
    }

    pub fn counters(&self) -> CadenceCounters {
        self.counters
    }

    /// Takes one delivered frame into account.
    pub fn observe(&mut self, info: FrameInfo) {
        if !info.device_ms.is_finite() || info.device_ms < 0.0 {
            self.counters.ignored += 1;
            return;
        }
        let Some(last) = self.last else {
            self.start_epoch(info);
            return;
        };
        if info.frame_number < last.frame_number || info.device_ms < last.device_ms {
            self.counters.resets += 1;
            self.start_epoch(info);
            return;
        }
        if info.frame_number == last.frame_number || info.device_ms == last.device_ms {
            self.counters.ignored += 1;
            return;
        }
        let steps = info.frame_number - last.frame_number;
        if self.is_jump(info.device_ms - last.device_ms, steps) {
            self.jumps += 1;
            if self.jumps >= self.params.jumps_to_reset {
                self.counters.resets += 1;
                self.start_epoch(info);
            } else {
                self.counters.ignored += 1;
            }
            return;
        }
        self.jumps = 0;
        self.accept(info, last.index + steps);
    }

    /// Whether a timestamp step of `dt_ms` over `steps` frames disagrees with the period.
    fn is_jump(&self, dt_ms: f64, steps: u64) -> bool {
        match self.device_period_ns {
            Some(p) if self.frames.len >= FRAMES_BEFORE_CHECKS => {
                let per_frame = dt_ms * 1e6 / steps as f64;
                (per_frame - p).abs() > self.params.step_tolerance * p
            }
            _ => false,
        }
    }

    fn start_epoch(&mut self, info: FrameInfo) {
        self.frames.clear();
        self.arrivals.clear();
        self.last = None;
        self.device_period_ns = None;
        self.jumps = 0;
        self.accept(info, 0);
    }

    fn accept(&mut self, info: FrameInfo, index: u64) {
        self.counters.accepted += 1;
        self.frames.push((index, info.device_ms));
        if let Arrival::Blocked { at_ns } = info.arrival {
            let newest = self.arrivals.len.checked_sub(1).map(|i| self.arrivals.get(i).1);
            if newest.is_some_and(|prev| at_ns <= prev) {
                self.counters.ignored += 1;
            } else {
                self.counters.blocked += 1;
                self.arrivals.push((index, at_ns));
            }
        }
        self.last = Some(Last { frame_number: info.frame_number, device_ms: info.device_ms, index });
        self.device_period_ns = self.measure_period();
        self.update_phase(index);
    }

    /// Median of the slopes between each frame and the one half the window later, ns.
    fn measure_period(&self) -> Option<f64> {
        let n = self.frames.len;
        if n < 2 {
            return None;
        }
        let half = n / 2;
        let mut slopes = [0.0f64; FRAMES];
        let mut count = 0;
        for j in 0..n - half {
            let (i0, t0) = self.frames.get(j);
            let (i1, t1) = self.frames.get(j + half);
            if i1 > i0 {
                slopes[count] = (t1 - t0) * 1e6 / (i1 - i0) as f64;
                count += 1;
            }
        }
        let slopes = &mut slopes[..count];
        if slopes.is_empty() {
            return None;
        }
        slopes.sort_unstable_by(f64::total_cmp);
        let mid = slopes.len() / 2;
        let median = if slopes.len() % 2 == 1 { slopes[mid] } else { 0.5 * (slopes[mid - 1] + slopes[mid]) };
        (median.is_finite() && median > 0.0).then_some(median)
    }

    /// Readiness of frame `newest` from the arrivals (minimum carried forward), and the cadence.
    fn update_phase(&mut self, newest: u64) {
        let period = self.period_ns();
        let (mut count, mut fresh, mut best) = (0usize, 0usize, f64::INFINITY);
        for (index, at_ns) in self.arrivals.iter() {
            let age_ns = newest.saturating_sub(index) as f64 * period;
            if age_ns > self.params.max_age_ns {
                continue;
            }
            count += 1;
            if age_ns <= self.params.max_age_ns / 2.0 {
                fresh += 1;
            }
            best = best.min(at_ns as f64 + age_ns);
        }
        self.fresh_arrivals = fresh;
        self.cadence = (count >= self.params.min_arrivals && best.is_finite())
            .then(|| Cadence { anchor_ns: best.round() as u64, period_ns: (period.round() as u64).max(1) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: f64 = 1e6;
    const FPS30: f64 = 1e9 / 30.0;

    /// SplitMix64: reproducible uniform numbers in [0, 1).
    struct Rng(u64);

    impl Rng {
        fn uniform(&mut self) -> f64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) as f64 / 2f64.powi(64)
        }

        /// Exponential-ish delivery delay: mean 2 ms, capped at 8 ms.
        fn delay_ns(&mut self) -> f64 {
            (-2.0 * MS * (1.0 - self.uniform()).ln()).min(8.0 * MS)
        }
    }

    /// A fixed-rate camera: frame k is ready (host ns) at `first_ready_ns + k * host_period_ns`
    /// and stamped (device ms) `device_origin_ms + k * device_period_ns / 1e6`.
    struct Camera {
        first_ready_ns: f64,
        host_period_ns: f64,
        device_origin_ms: f64,
        device_period_ns: f64,
        first_frame_number: u64,
    }

    impl Camera {
        fn at_30fps(first_ready_ns: f64) -> Camera {
            Camera {
                first_ready_ns,
                host_period_ns: FPS30,
                device_origin_ms: 5_000.0,
                device_period_ns: FPS30,
                first_frame_number: 100,
            }
        }

        fn ready_ns(&self, k: u64) -> f64 {
            self.first_ready_ns + k as f64 * self.host_period_ns
        }

        /// Frame `k`, read after waiting for it: returned `delay_ns` after it was ready.
        fn blocked(&self, k: u64, delay_ns: f64) -> FrameInfo {
            FrameInfo {
                device_ms: self.device_origin_ms + k as f64 * self.device_period_ns / MS,
                frame_number: self.first_frame_number + k,
                arrival: Arrival::Blocked { at_ns: (self.ready_ns(k) + delay_ns).round() as u64 },
            }
        }

        fn queued(&self, k: u64) -> FrameInfo {
            FrameInfo { arrival: Arrival::Queued, ..self.blocked(k, 0.0) }
        }
    }

    fn estimator() -> CadenceEstimator {
        CadenceEstimator::new(CadenceParams::at_fps(30.0))
    }

    /// How far (ns) the cadence's prediction of frame `k`'s readiness is from the truth.
    fn phase_error_ns(c: Cadence, cam: &Camera, k: u64) -> f64 {
        let ready = cam.ready_ns(k);
        let predicted = c.latest_at_or_before(ready.round() as u64 + c.period_ns / 2) as f64;
        predicted - ready
    }

    #[test]
    fn jittered_arrivals_give_the_anchor_within_a_millisecond_and_the_period_within_a_tenth_percent() {
        let cam = Camera::at_30fps(1_234.5 * MS);
        let mut rng = Rng(1);
        let mut est = estimator();
        for k in 0..300 {
            est.observe(cam.blocked(k, rng.delay_ns()));
        }
        let c = est.cadence().expect("a cadence after 300 frames");
        assert!((c.period_ns as f64 / FPS30 - 1.0).abs() < 1e-3, "period {} ns", c.period_ns);
        for k in [299, 300, 310] {
            let e = phase_error_ns(c, &cam, k);
            assert!(e.abs() < 1.0 * MS, "frame {k}: predicted {e} ns off");
        }
        // The mean delay is 2 ms: an estimate from the mean arrival would fail the bound above.
        assert!(c.anchor_ns as f64 <= cam.ready_ns(299) + 0.5 * MS);
    }

    #[test]
    fn no_cadence_before_five_blocked_arrivals() {
        let cam = Camera::at_30fps(50.0 * MS);
        let mut est = estimator();
        for k in 0..4 {
            est.observe(cam.blocked(k, 1.0 * MS));
            assert_eq!(est.cadence(), None, "after {} arrivals", k + 1);
            assert!(est.wants_arrival());
        }
        est.observe(cam.blocked(4, 1.0 * MS));
        let c = est.cadence().expect("five arrivals are enough");
        assert!(phase_error_ns(c, &cam, 5).abs() < 1.5 * MS);
    }

    #[test]
    fn queued_frames_count_for_the_period_but_not_as_arrivals() {
        let cam = Camera::at_30fps(80.0 * MS);
        let mut est = estimator();
        for k in 0..4 {
            est.observe(cam.blocked(k, 0.5 * MS));
        }
        for k in 4..100 {
            est.observe(cam.queued(k));
        }
        assert_eq!(est.cadence(), None, "96 queued frames are no arrival evidence");
        assert!(est.wants_arrival());
        assert_eq!(est.counters().blocked, 4);
        est.observe(cam.blocked(100, 0.5 * MS));
        let c = est.cadence().expect("the fifth blocked arrival");
        assert!(phase_error_ns(c, &cam, 100).abs() < 1.0 * MS);
        assert!((c.period_ns as f64 - FPS30).abs() < 1_000.0, "period from 101 timestamps: {}", c.period_ns);
    }

    #[test]
    fn dropped_frames_keep_the_phase_and_the_period() {
        let cam = Camera::at_30fps(7.0 * MS);
        let mut rng = Rng(2);
        let mut est = estimator();
        for k in 0..600 {
            let burst = (200..210).contains(&k); // ten frames lost in a row
            if burst || rng.uniform() < 0.2 {
                continue;
            }
            est.observe(cam.blocked(k, rng.delay_ns()));
        }
        let c = est.cadence().expect("a cadence");
        assert!((c.period_ns as f64 / FPS30 - 1.0).abs() < 1e-3, "period {} ns", c.period_ns);
        assert!(phase_error_ns(c, &cam, 600).abs() < 1.0 * MS);
        assert_eq!(est.counters().resets, 0, "drops are not jumps");
    }

    #[test]
    fn a_50_ppm_clock_drift_is_followed() {
        // The device clock runs 50 ppm slow: its frames are stamped one nominal period apart,
        // the host sees them 1.67 us further apart each: 30 ms over ten minutes.
        let cam = Camera { host_period_ns: FPS30 * (1.0 + 50e-6), ..Camera::at_30fps(3.0 * MS) };
        let mut rng = Rng(3);
        let mut est = estimator();
        let mut early = None;
        for k in 0..18_000 {
            est.observe(cam.blocked(k, rng.delay_ns()));
            if k == 300 {
                early = est.cadence();
            }
            if k >= 300 && k % 1_000 == 0 {
                let c = est.cadence().expect("a cadence");
                let e = phase_error_ns(c, &cam, k + 1);
                assert!(e.abs() < 1.0 * MS, "frame {k}: {e} ns off");
            }
        }
        // Not followed, the cadence learnt at frame 300 would be 10 ms off at frame 6300.
        let early = early.expect("a cadence at frame 300");
        assert!(phase_error_ns(early, &cam, 6_300).abs() > 5.0 * MS);
    }

    #[test]
    fn a_device_restart_relearns_the_cadence() {
        let before = Camera::at_30fps(10.0 * MS);
        let mut rng = Rng(4);
        let mut est = estimator();
        for k in 0..200 {
            est.observe(before.blocked(k, rng.delay_ns()));
        }
        assert!(est.cadence().is_some());
        // The device restarts: counter and hardware clock from zero, a new phase on the host.
        let after = Camera {
            first_ready_ns: before.ready_ns(200) + 12.3 * MS,
            device_origin_ms: 1.0,
            first_frame_number: 0,
            ..Camera::at_30fps(0.0)
        };
        for k in 0..4 {
            est.observe(after.blocked(k, rng.delay_ns()));
            assert_eq!(est.cadence(), None, "old evidence is forgotten");
        }
        assert_eq!(est.counters().resets, 1);
        for k in 4..200 {
            est.observe(after.blocked(k, rng.delay_ns()));
        }
        let c = est.cadence().expect("relearnt");
        assert!(phase_error_ns(c, &after, 200).abs() < 1.0 * MS);
    }

    #[test]
    fn a_changed_frame_rate_starts_a_new_epoch() {
        // Auto-exposure priority halves the rate: the counter steps by 1, the timestamps by 2
        // periods.
        let fast = Camera::at_30fps(0.0);
        let mut est = estimator();
        for k in 0..100 {
            est.observe(fast.blocked(k, 0.3 * MS));
        }
        let slow = Camera {
            first_ready_ns: fast.ready_ns(101),
            host_period_ns: 2.0 * FPS30,
            device_origin_ms: fast.blocked(101, 0.0).device_ms,
            device_period_ns: 2.0 * FPS30,
            first_frame_number: 200,
        };
        for k in 0..100 {
            est.observe(slow.blocked(k, 0.3 * MS));
        }
        assert_eq!(est.counters().resets, 1);
        let c = est.cadence().expect("a cadence at the new rate");
        assert!((c.period_ns as f64 / (2.0 * FPS30) - 1.0).abs() < 1e-3, "period {}", c.period_ns);
        assert!(phase_error_ns(c, &slow, 100).abs() < 1.0 * MS);
    }

    #[test]
    fn a_single_bad_timestamp_is_ignored_not_a_reset() {
        let cam = Camera::at_30fps(0.0);
        let mut est = estimator();
        for k in 0..50 {
            est.observe(cam.blocked(k, 0.2 * MS));
        }
        let mut glitch = cam.blocked(50, 0.2 * MS);
        glitch.device_ms += 20.0;
        est.observe(glitch);
        est.observe(FrameInfo { device_ms: f64::NAN, ..cam.blocked(51, 0.2 * MS) });
        for k in 52..60 {
            est.observe(cam.blocked(k, 0.2 * MS));
        }
        assert_eq!(est.counters().resets, 0);
        assert_eq!(est.counters().ignored, 2);
        let c = est.cadence().expect("a cadence");
        assert!((c.period_ns as f64 - FPS30).abs() < 1_000.0);
        assert!(phase_error_ns(c, &cam, 60).abs() < 1.0 * MS);
    }

    #[test]
    fn implausible_device_timestamps_fall_back_to_the_configured_rate() {
        // Timestamps in microseconds where milliseconds are expected: a period 1000x too long.
        let cam = Camera { device_period_ns: FPS30 * 1_000.0, ..Camera::at_30fps(0.0) };
        let mut est = estimator();
        for k in 0..20 {
            est.observe(cam.blocked(k, 0.2 * MS));
        }
        let c = est.cadence().expect("a cadence");
        assert_eq!(c.period_ns, FPS30.round() as u64);
        assert!(phase_error_ns(c, &cam, 20).abs() < 1.0 * MS);
    }

    #[test]
    fn old_arrivals_expire_and_are_asked_for_again() {
        let cam = Camera::at_30fps(0.0);
        let mut est = estimator();
        for k in 0..10 {
            est.observe(cam.blocked(k, 0.2 * MS));
        }
        assert!(!est.wants_arrival());
        // 6 s of queued frames: the arrivals are still valid but no longer fresh.
        for k in 10..190 {
            est.observe(cam.queued(k));
        }
        assert!(est.cadence().is_some());
        assert!(est.wants_arrival());
        // 11 s: too old to carry forward.
        for k in 190..340 {
            est.observe(cam.queued(k));
        }
        assert_eq!(est.cadence(), None);
    }
}
