//! The perception thread: frame after frame, asks the perception source for the next
//! observation (giving it the camera pose from the arm's kinematics) and publishes it to a
//! latest-value slot the decision thread reads without waiting. With pacing on
//! (`perception.pace_to_decision`, [`super::pacer`]) it starts each frame so that the
//! observation is published just before the decision tick that uses it. The runtime and the
//! pipeline bench run this same loop.

use super::live::LivePerception;
use super::pacer::{Pacer, PacingParams, Start, TickSchedule};
use crate::perception::PerceptionSource;
use crate::types::clock;
use nalgebra::Isometry3;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// The rendezvous of the perception thread and the decision loop: tells waiters that an
/// observation was published (the decision loop may phase-lock its tick to it, see
/// [`super::decision_clock`]) and estimates the publication period; in the other direction the
/// decision loop announces its next tick, which a paced perception thread aims at.
#[derive(Debug, Default)]
pub struct PublishSignal {
    state: Mutex<Publications>,
    cv: Condvar,
    /// The decision loop's next tick and period, ns (0: none announced).
    next_tick_ns: AtomicU64,
    tick_period_ns: AtomicU64,
    /// The lead of the perception thread's last frame when it was paced, ns (0: it ran free).
    paced_lead_ns: AtomicU64,
}

/// What a waiter knows about publications.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Publications {
    /// Publications so far.
    pub seq: u64,
    /// Monotonic ns of the last one.
    pub last_ns: Option<u64>,
    /// Smoothed interval between publications, ns (`None` until two were seen).
    pub period_ns: Option<u64>,
}

/// Intervals longer than this (a stall, a restart) do not enter the period estimate.
const MAX_PERIOD_SAMPLE_NS: u64 = 2_000_000_000;

impl PublishSignal {
    fn lock(&self) -> MutexGuard<'_, Publications> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Records a publication at `t_ns` and wakes every waiter.
    pub fn publish(&self, t_ns: u64) {
        let mut s = self.lock();
        if let Some(last) = s.last_ns {
            let d = t_ns.saturating_sub(last);
            if d > 0 && d <= MAX_PERIOD_SAMPLE_NS {
                // exponential average, weight 1/4 for the newest interval
                s.period_ns = Some(s.period_ns.map_or(d, |p| (3 * p + d) / 4));
            }
        }
        s.seq += 1;
        s.last_ns = Some(t_ns);
        drop(s);
        self.cv.notify_all();
        clock::notify();
    }

    pub fn snapshot(&self) -> Publications {
        *self.lock()
    }

    /// The decision loop announces its next tick (monotonic ns) and its period (lock-free).
    pub fn announce_tick(&self, next_ns: u64, period_ns: u64) {
        self.tick_period_ns.store(period_ns, Ordering::Relaxed);
        self.next_tick_ns.store(next_ns, Ordering::Release);
    }

    /// The perception thread reports how its last frame started: paced with this lead, ns
    /// (`Some`), or at once (`None`).
    pub fn report_pacing(&self, lead_ns: Option<u64>) {
        self.paced_lead_ns.store(lead_ns.unwrap_or(0), Ordering::Relaxed);
    }

    /// The lead of the last paced frame, `None` when the last frame ran free.
    pub fn paced_lead(&self) -> Option<u64> {
        Some(self.paced_lead_ns.load(Ordering::Relaxed)).filter(|&l| l > 0)
    }

    /// The last announced decision schedule (`None` before the decision loop's first tick).
    pub fn decision_ticks(&self) -> Option<TickSchedule> {
        let next_ns = self.next_tick_ns.load(Ordering::Acquire);
        let period_ns = self.tick_period_ns.load(Ordering::Relaxed);
        (next_ns > 0 && period_ns > 0).then_some(TickSchedule { next_ns, period_ns })
    }

    /// Waits at most `timeout` for a publication after the `seq`-th; true when one came.
    pub fn wait_newer(&self, seq: u64, timeout: Duration) -> bool {
        let deadline = clock::now_ns().saturating_add(timeout.as_nanos() as u64);
        if let Some(newer) = clock::wait_until(deadline, || self.lock().seq > seq) {
            return newer;
        }
        let g = self.lock();
        match self.cv.wait_timeout_while(g, timeout, |s| s.seq <= seq) {
            Ok((s, _)) => s.seq > seq,
            Err(p) => p.into_inner().0.seq > seq,
        }
    }
}

/// What the perception thread shares with the rest of the process.
pub struct PerceptionLink {
    /// The newest observation and the detector's vocabulary (shared with MSI's grounding).
    pub live: Arc<LivePerception>,
    /// The perception source's name, for the log lines that speak of it.
    pub source: String,
    pub stop: AtomicBool,
    /// Monotonic ns of the last published observation (liveness).
    pub beat_ns: AtomicU64,
    /// Observations published.
    pub frames: AtomicU64,
    /// Frames that failed.
    pub errors: AtomicU64,
    /// Signalled after each publication; carries the decision loop's announced ticks.
    pub published: PublishSignal,
    /// When the thread starts its frames (`perception.pace_to_decision`).
    pub pacing: PacingParams,
    /// Frames started for a decision tick (paced) / at once (free-running).
    pub paced_frames: AtomicU64,
    pub free_frames: AtomicU64,
    /// Paced frames published after the tick they were meant for.
    pub late_frames: AtomicU64,
    /// Sum over published frames of their latency (start of the frame to its publication), ns.
    pub busy_ns: AtomicU64,
}

impl Default for PerceptionLink {
    fn default() -> Self {
        PerceptionLink::new(Arc::new(LivePerception::new()))
    }
}

impl PerceptionLink {
    pub fn new(live: Arc<LivePerception>) -> Self {
        PerceptionLink {
            live,
            source: String::new(),
            stop: AtomicBool::new(false),
            beat_ns: AtomicU64::new(clock::now_ns()),
            frames: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            published: PublishSignal::default(),
            pacing: PacingParams::OFF,
            paced_frames: AtomicU64::new(0),
            free_frames: AtomicU64::new(0),
            late_frames: AtomicU64::new(0),
            busy_ns: AtomicU64::new(0),
        }
    }

    /// Names the perception source (before the thread runs).
    pub fn with_source(mut self, name: &str) -> Self {
        self.source = name.to_string();
        self
    }

    /// Sets when the thread starts its frames (before the thread runs).
    pub fn with_pacing(mut self, pacing: PacingParams) -> Self {
        self.pacing = pacing;
        self
    }
}

/// Longest single sleep while waiting for a paced start, so a stop request is seen soon.
const MAX_SLEEP: Duration = Duration::from_millis(50);

/// Sleeps until monotonic `t_ns` or until `stop` is set.
fn sleep_until(t_ns: u64, stop: &AtomicBool) {
    loop {
        let now = clock::now_ns();
        if now >= t_ns || stop.load(Ordering::Acquire) {
            return;
        }
        clock::sleep(Duration::from_nanos(t_ns - now).min(MAX_SLEEP));
    }
}

/// When to start a frame planned for `start_ns`: the arrival of the camera frame a read at
/// `start_ns` would get (the newest readable then), if the camera's cadence is known and that is
/// not already past. The frame read is the same, so its age at the tick is the same, and the
/// work starts up to one camera period earlier: slack against a slow frame, for free.
fn on_arrival(start_ns: u64, now: u64, cadence: Option<crate::perception::Cadence>) -> u64 {
    cadence.map_or(start_ns, |c| c.latest_at_or_before(start_ns).max(now).min(start_ns))
}

/// Runs until `link.stop` is set. `camera_pose(t_ns)` gives the camera's pose in the base frame
/// at monotonic time `t_ns`; the source asks for it at its frame's capture time.
pub fn run(link: &PerceptionLink, camera_pose: &dyn Fn(u64) -> Isometry3<f64>, source: &mut dyn PerceptionSource) {
    let mut consecutive_errors = 0u32;
    let mut vocabulary_version = 0;
    let mut pacer = Pacer::new(link.pacing);
    while !link.stop.load(Ordering::Acquire) {
        if link.live.vocabulary.version() != vocabulary_version {
            vocabulary_version = link.live.vocabulary.version();
            source.set_vocabulary(&link.live.vocabulary.load());
        }
        let ticks = link.published.decision_ticks();
        let for_tick = match pacer.plan(clock::now_ns(), ticks) {
            Start::Now => {
                link.free_frames.fetch_add(1, Ordering::Relaxed);
                link.published.report_pacing(None);
                None
            }
            Start::At { start_ns, for_tick_ns } => {
                link.published.report_pacing(pacer.lead_ns(ticks.map_or(0, |t| t.period_ns)));
                sleep_until(on_arrival(start_ns, clock::now_ns(), source.camera_cadence()), &link.stop);
                link.paced_frames.fetch_add(1, Ordering::Relaxed);
                Some(for_tick_ns)
            }
        };
        let started = clock::now_ns();
        match source.next_observation_at(camera_pose) {
            Ok(obs) => {
                consecutive_errors = 0;
                link.frames.fetch_add(1, Ordering::Relaxed);
                link.beat_ns.store(clock::now_ns(), Ordering::Relaxed);
                link.live.observation.publish(Some(Arc::new(obs)));
                link.live.observed_with_vocabulary(vocabulary_version);
                let now = clock::now_ns();
                link.published.publish(now);
                pacer.record(now.saturating_sub(started));
                link.busy_ns.fetch_add(now.saturating_sub(started), Ordering::Relaxed);
                if for_tick.is_some_and(|t| now > t) {
                    link.late_frames.fetch_add(1, Ordering::Relaxed);
                }
            }
            Err(e) => {
                consecutive_errors += 1;
                link.errors.fetch_add(1, Ordering::Relaxed);
                if consecutive_errors == 1 || consecutive_errors.is_multiple_of(100) {
                    tracing::error!(source = source.name(), error = %e, consecutive_errors, "perception failed");
                }
                // Back off so a dead camera does not spin a core.
                clock::sleep(Duration::from_millis(50));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::{Observation, PerceptionError};
    use nalgebra::Translation3;

    /// A source whose frames are captured 40 ms before it is asked (a camera queue).
    struct Delayed {
        seen: Vec<(u64, f64)>,
    }

    impl PerceptionSource for Delayed {
        fn next_observation(&mut self, _: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
            unreachable!("the thread asks with the pose function")
        }

        fn next_observation_at(
            &mut self,
            pose_at: &dyn Fn(u64) -> Isometry3<f64>,
        ) -> Result<Observation, PerceptionError> {
            let captured = clock::now_ns().saturating_sub(40_000_000);
            let pose = pose_at(captured);
            self.seen.push((captured, pose.translation.x));
            let mut o = Observation::empty((4, 4));
            o.captured_ns = captured;
            o.camera_pose = pose;
            std::thread::sleep(Duration::from_millis(5));
            Ok(o)
        }

        fn set_vocabulary(&mut self, _: &crate::types::Vocabulary) {}

        fn name(&self) -> &str {
            "delayed"
        }
    }

    #[test]
    fn a_paced_frame_starts_when_the_camera_frame_it_will_read_arrives() {
        use crate::perception::Cadence;
        const MS: u64 = 1_000_000;
        let camera = Some(Cadence { anchor_ns: 10 * MS, period_ns: 33 * MS }); // 10, 43, 76, 109 ms
        assert_eq!(on_arrival(100 * MS, 50 * MS, camera), 76 * MS, "the frame read at 100 ms arrived at 76 ms");
        assert_eq!(on_arrival(100 * MS, 80 * MS, camera), 80 * MS, "never before now");
        assert_eq!(on_arrival(109 * MS, 50 * MS, camera), 109 * MS, "a frame arriving at the start");
        assert_eq!(on_arrival(100 * MS, 120 * MS, camera), 100 * MS, "already late: at once");
        assert_eq!(on_arrival(100 * MS, 50 * MS, None), 100 * MS, "unknown cadence: as planned");
    }

    #[test]
    fn a_publication_wakes_a_waiter_and_the_period_is_estimated() {
        let signal = Arc::new(PublishSignal::default());
        assert!(!signal.wait_newer(0, Duration::from_millis(1)), "nothing published: the wait times out");
        signal.publish(1_000_000_000);
        assert!(signal.wait_newer(0, Duration::ZERO), "already newer: no wait");
        let waiter = {
            let s = signal.clone();
            std::thread::spawn(move || s.wait_newer(1, Duration::from_secs(30)))
        };
        std::thread::sleep(Duration::from_millis(5));
        signal.publish(1_100_000_000);
        assert!(waiter.join().unwrap());
        signal.publish(1_200_000_000);
        signal.publish(5_000_000_000); // a stall does not enter the estimate
        let p = signal.snapshot();
        assert_eq!((p.seq, p.last_ns, p.period_ns), (4, Some(5_000_000_000), Some(100_000_000)));
    }

    #[test]
    fn a_paced_thread_aims_its_frames_at_the_announced_decision_ticks() {
        let pacing = PacingParams { enabled: true, quantile: 1.0, margin: Duration::from_millis(1) };
        let link = Arc::new(PerceptionLink::default().with_pacing(pacing));
        // a decision loop ticking every 200 ms (a period the 5 ms frames fit in easily)
        let period = 200_000_000;
        link.published.announce_tick(clock::now_ns() + period, period);
        let stopper = {
            let link = link.clone();
            std::thread::spawn(move || {
                while link.paced_frames.load(Ordering::Relaxed) < 2 && link.frames.load(Ordering::Relaxed) < 50 {
                    std::thread::sleep(Duration::from_millis(2));
                }
                link.stop.store(true, Ordering::Release);
            })
        };
        let mut src = Delayed { seen: Vec::new() };
        run(&link, &|_| Isometry3::identity(), &mut src);
        stopper.join().unwrap();
        let free = link.free_frames.load(Ordering::Relaxed);
        let paced = link.paced_frames.load(Ordering::Relaxed);
        assert!(free >= crate::runtime::pacer::MIN_SAMPLES as u64, "free-running until latencies are known");
        assert!(paced >= 2, "then paced: {paced} paced, {free} free");
    }

    #[test]
    fn observations_carry_the_camera_pose_at_their_capture_time() {
        let link = Arc::new(PerceptionLink::default());
        let stopper = {
            let link = link.clone();
            std::thread::spawn(move || {
                while link.frames.load(Ordering::Relaxed) < 3 {
                    std::thread::sleep(Duration::from_millis(2));
                }
                link.stop.store(true, Ordering::Release);
            })
        };
        // the camera moves 1 m per second along x: its pose encodes the time asked for
        let pose =
            |t_ns: u64| Isometry3::from_parts(Translation3::new(t_ns as f64 / 1e9, 0.0, 0.0), Default::default());
        let mut src = Delayed { seen: Vec::new() };
        run(&link, &pose, &mut src);
        stopper.join().unwrap();
        assert!(src.seen.len() >= 3);
        for (t, x) in &src.seen {
            assert!((x - *t as f64 / 1e9).abs() < 1e-9, "pose asked at the capture time");
        }
        let obs = link.live.latest().expect("published");
        assert!((obs.camera_pose.translation.x - obs.captured_ns as f64 / 1e9).abs() < 1e-9);
    }
}
