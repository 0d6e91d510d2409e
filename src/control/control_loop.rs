//! The control thread: a dedicated OS thread that runs [`ControlCore::step`] at
//! `control.rate_hz` on absolute deadlines (`clock_nanosleep(TIMER_ABSTIME)`), under
//! SCHED_FIFO with locked memory when configured and permitted (refusals are logged and
//! the loop goes on). The wait is hybrid: sleep until `control.spin_us` before the
//! deadline, spin the rest ([`rt::wait_until`]). A cycle that wakes more than
//! `control.late_us` after its deadline, or whose step runs past the next deadline, is a
//! missed deadline: counted, reported as an event, and the schedule re-anchors at its
//! wake-up ([`rt::next_deadline`]) rather than running short cycles to catch up.
//!
//! Hand-offs (the step never waits on another thread):
//! - goal in: a triple buffer of `Option<MotionGoal>` (the control thread's read is
//!   wait-free; publishers share the writer behind a mutex that only publishers contend);
//! - live parameters in: a triple buffer read at the cycle boundary;
//! - person distance, e-stop, shutdown: atomics;
//! - state out: a triple buffer (the control thread's write is wait-free);
//! - events and timing samples out: bounded channels, `try_send` (a full channel counts
//!   a drop). Their readers poll and never block on them, so a send never has a waiting
//!   receiver to wake (no lock on the sender's side).

use super::core::{ControlCore, EventSink, LiveParams, StepInputs, StopSummary};
use super::drivers::{Arm, DriverError, Gripper};
use super::events::{ControlEvent, EventKind};
use super::kinematics::{Kinematics, KinematicsError};
use super::rt;
use super::stats::{CycleSample, LoopStats, TimingHistograms};
use super::types::{ControlMode, Joints, MotionGoal, RobotState};
use crate::config::{Config, ControlConfig};
use crate::types::clock::now_ns;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Capacity of the event channel (events are rare: stops, faults, reconnects).
pub const EVENT_CAPACITY: usize = 1024;
/// Capacity of the timing-sample channel (about 16 s at 250 Hz without a drain).
pub const SAMPLE_CAPACITY: usize = 4096;
/// How often the statistics thread drains timing samples.
const STATS_POLL: Duration = Duration::from_millis(20);
/// Stack touched at thread start so cycles do not page-fault on it.
const PREFAULT_STACK: usize = 256 * 1024;
/// Missed-deadline events are reported at most this often (the count is always exact).
const MISS_EVENT_INTERVAL_NS: u64 = 1_000_000_000;

/// Errors of the control thread's life cycle.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ControlError {
    #[error("arm kinematics from [arm]: {0}")]
    Kinematics(#[from] KinematicsError),
    #[error("{device} failed to start: {source}")]
    DriverStart {
        device: &'static str,
        #[source]
        source: DriverError,
    },
    #[error("could not spawn the control thread: {0}")]
    Spawn(#[source] std::io::Error),
    #[error("the control thread did not stop within {waited_ms} ms")]
    ShutdownTimeout { waited_ms: u64 },
    #[error("the control thread ended abnormally (panicked)")]
    ThreadDied,
}

/// Driver faults as the control thread saw them in its last cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct DeviceFaults {
    pub arm: bool,
    pub gripper: bool,
}

/// What a shutdown did.
#[derive(Debug, Clone, PartialEq)]
pub struct ShutdownReport {
    /// From the shutdown request until the arm was at rest.
    pub stop_duration: Duration,
    /// Largest joint deceleration commanded during the stop, rad/s^2.
    pub peak_deceleration: f64,
    /// Largest joint deceleration as a fraction of that joint's limit (<= 1 within limits).
    pub peak_deceleration_ratio: f64,
    /// Commanded joints at rest.
    pub final_q: Joints,
    /// Error of the arm's end-of-streaming call (e.g. ServoMoveEnd), if any.
    pub arm_stop_error: Option<String>,
    pub stats: LoopStats,
}

/// State shared between the handle and the threads (atomics only).
struct Shared {
    person_bits: AtomicU64,
    /// Capture time of the newest frame decided on, ns (0: none yet).
    frame_captured_ns: AtomicU64,
    estop: AtomicBool,
    shutdown: AtomicBool,
    running: AtomicBool,
    stats_stop: AtomicBool,
    cycles: AtomicU64,
    missed: AtomicU64,
    /// Allocations made inside control steps (counted where the counting allocator is the
    /// global one, as in the `aide` binary).
    step_allocations: AtomicU64,
    allocations_counted: AtomicBool,
    start_ns: AtomicU64,
    last_cycle_ns: AtomicU64,
    period_ns: AtomicU64,
    samples_dropped: AtomicU64,
    fifo_priority: AtomicI32,
    memory_locked: AtomicBool,
    /// CPU the thread is pinned to, -1 when not pinned.
    pinned_cpu: AtomicI32,
    /// The arm / gripper driver is in a fault (published every cycle).
    arm_fault: AtomicBool,
    gripper_fault: AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The supervisor's handle on the control thread.
pub struct ControlHandle {
    goal_in: Mutex<triple_buffer::Input<Option<MotionGoal>>>,
    live_in: Mutex<triple_buffer::Input<LiveParams>>,
    state_out: Mutex<triple_buffer::Output<RobotState>>,
    events: Mutex<Receiver<ControlEvent>>,
    histograms: Arc<Mutex<TimingHistograms>>,
    shared: Arc<Shared>,
    /// Behind a mutex so the handle is `Sync` (the supervisor shares it between threads);
    /// only `shutdown` touches it.
    done: Mutex<Receiver<ShutdownReport>>,
    thread: Option<JoinHandle<()>>,
    stats_thread: Option<JoinHandle<()>>,
}

/// Everything the control thread owns.
struct LoopCtx {
    core: ControlCore,
    goal_out: triple_buffer::Output<Option<MotionGoal>>,
    live_out: triple_buffer::Output<LiveParams>,
    state_in: triple_buffer::Input<RobotState>,
    samples: SyncSender<CycleSample>,
    shared: Arc<Shared>,
    done: SyncSender<ShutdownReport>,
    histograms: Arc<Mutex<TimingHistograms>>,
    realtime: bool,
    priority: i32,
    lock_memory: bool,
    cpu: Option<usize>,
    q_start: Joints,
}

impl ControlHandle {
    /// Starts the arm and the gripper and the control thread.
    pub fn spawn(
        cfg: &Config,
        mut arm: Box<dyn Arm>,
        mut gripper: Box<dyn Gripper>,
    ) -> Result<ControlHandle, ControlError> {
        let kin = Kinematics::from_config(&cfg.arm)?;
        let q0 = arm.start().map_err(|source| ControlError::DriverStart { device: "arm", source })?;
        gripper.start().map_err(|source| ControlError::DriverStart { device: "gripper", source })?;
        let live = LiveParams::from_config(&cfg.control);
        let (ev_tx, ev_rx) = sync_channel(EVENT_CAPACITY);
        let (sample_tx, sample_rx) = sync_channel(SAMPLE_CAPACITY);
        let (done_tx, done_rx) = sync_channel(1);
        let q0 = kin.limits().clamp(&q0);
        let core = ControlCore::new(&kin, live, arm, gripper, &q0, EventSink::new(ev_tx));
        let initial_state = *core.state();
        let (goal_in, goal_out) = triple_buffer::triple_buffer(&None);
        let (live_in, live_out) = triple_buffer::triple_buffer(&live);
        let (state_in, state_out) = triple_buffer::triple_buffer(&initial_state);
        let shared = Arc::new(Shared {
            person_bits: AtomicU64::new(f64::INFINITY.to_bits()),
            frame_captured_ns: AtomicU64::new(0),
            estop: AtomicBool::new(false),
            shutdown: AtomicBool::new(false),
            running: AtomicBool::new(true),
            stats_stop: AtomicBool::new(false),
            cycles: AtomicU64::new(0),
            missed: AtomicU64::new(0),
            step_allocations: AtomicU64::new(0),
            allocations_counted: AtomicBool::new(false),
            start_ns: AtomicU64::new(rt::mono_ns()),
            last_cycle_ns: AtomicU64::new(rt::mono_ns()),
            period_ns: AtomicU64::new((live.period_s * 1e9) as u64),
            samples_dropped: AtomicU64::new(0),
            fifo_priority: AtomicI32::new(0),
            memory_locked: AtomicBool::new(false),
            pinned_cpu: AtomicI32::new(-1),
            arm_fault: AtomicBool::new(false),
            gripper_fault: AtomicBool::new(false),
        });
        let histograms = Arc::new(Mutex::new(TimingHistograms::new()));
        let stats_thread = {
            let (h, s) = (histograms.clone(), shared.clone());
            std::thread::Builder::new()
                .name("aide-ctl-stats".into())
                .spawn(move || stats_loop(sample_rx, h, s))
                .map_err(ControlError::Spawn)?
        };
        let ctx = LoopCtx {
            core,
            goal_out,
            live_out,
            state_in,
            samples: sample_tx,
            shared: shared.clone(),
            done: done_tx,
            histograms: histograms.clone(),
            realtime: cfg.control.realtime,
            priority: cfg.control.priority,
            lock_memory: cfg.control.lock_memory,
            cpu: usize::try_from(cfg.control.cpu).ok(),
            q_start: q0,
        };
        let participant = crate::types::clock::participant();
        let thread = std::thread::Builder::new()
            .name("aide-control".into())
            .spawn(move || {
                let _on_the_clock = participant.attach();
                run(ctx)
            })
            .map_err(ControlError::Spawn)?;
        Ok(ControlHandle {
            goal_in: Mutex::new(goal_in),
            live_in: Mutex::new(live_in),
            state_out: Mutex::new(state_out),
            events: Mutex::new(ev_rx),
            histograms,
            shared,
            done: Mutex::new(done_rx),
            thread: Some(thread),
            stats_thread: Some(stats_thread),
        })
    }

    /// Publishes the newest goal. Never waits for the control thread (publishers only
    /// share the triple buffer's writer among themselves).
    pub fn publish_goal(&self, goal: MotionGoal) {
        lock(&self.goal_in).write(Some(goal));
    }

    /// The latest state the control thread published.
    pub fn state(&self) -> RobotState {
        *lock(&self.state_out).read()
    }

    /// Distance to the nearest person, metres (`None`: nobody seen).
    pub fn set_nearest_person(&self, distance_m: Option<f64>) {
        let bits = match distance_m {
            None => f64::INFINITY.to_bits(),
            Some(d) if d.is_finite() && d >= 0.0 => d.to_bits(),
            // Unknown or nonsense distance: treat as a person at the robot.
            Some(_) => 0f64.to_bits(),
        };
        self.shared.person_bits.store(bits, Ordering::Release);
    }

    /// Capture time (monotonic ns) of the newest camera frame the robot decided on: when it
    /// grows older than `control.perception_timeout_ms` the arm stops (camera lost).
    pub fn set_frame_captured(&self, captured_ns: u64) {
        self.shared.frame_captured_ns.fetch_max(captured_ns, Ordering::AcqRel);
    }

    /// Emergency stop input (engaged: controlled stop; released: resume with a new goal).
    pub fn set_estop(&self, engaged: bool) {
        self.shared.estop.store(engaged, Ordering::Release);
    }

    /// Hot-reloads rate, watchdog and safety limits; applied at the next cycle boundary.
    pub fn update_live(&self, cfg: &ControlConfig) {
        lock(&self.live_in).write(LiveParams::from_config(cfg));
    }

    /// Whether the arm / gripper driver is in a fault right now (link lost, device fault,
    /// following error), as of the last cycle.
    pub fn device_faults(&self) -> DeviceFaults {
        DeviceFaults {
            arm: self.shared.arm_fault.load(Ordering::Acquire),
            gripper: self.shared.gripper_fault.load(Ordering::Acquire),
        }
    }

    /// True while the thread runs and cycles on time with both drivers free of faults (for
    /// the systemd watchdog: a robot whose arm link is gone is not healthy, even though the
    /// loop itself keeps its rate and holds the arm stopped).
    pub fn healthy(&self) -> bool {
        if !self.shared.running.load(Ordering::Acquire) {
            return false;
        }
        let f = self.device_faults();
        if f.arm || f.gripper {
            return false;
        }
        let period = self.shared.period_ns.load(Ordering::Relaxed);
        let last = self.shared.last_cycle_ns.load(Ordering::Acquire);
        let allowed = (5 * period).max(20_000_000);
        rt::mono_ns().saturating_sub(last) <= allowed
    }

    /// Timing statistics so far.
    pub fn stats(&self) -> LoopStats {
        stats_of(&self.shared, &self.histograms)
    }

    /// Events since the last call (stops with causes, faults, reconnects, misses).
    pub fn drain_events(&self) -> Vec<ControlEvent> {
        lock(&self.events).try_iter().collect()
    }

    /// Controlled stop: decelerate within limits, hold the gripper as it is, end
    /// streaming, join the thread.
    pub fn shutdown(mut self, timeout: Duration) -> Result<ShutdownReport, ControlError> {
        self.shared.shutdown.store(true, Ordering::Release);
        let result = match lock(&self.done).recv_timeout(timeout) {
            Ok(report) => {
                if let Some(t) = self.thread.take() {
                    let _ = t.join();
                }
                Ok(report)
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                Err(ControlError::ShutdownTimeout { waited_ms: timeout.as_millis() as u64 })
            }
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(ControlError::ThreadDied),
        };
        self.stop_stats_thread();
        result
    }

    fn stop_stats_thread(&mut self) {
        self.shared.stats_stop.store(true, Ordering::Release);
        if let Some(t) = self.stats_thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for ControlHandle {
    /// A handle dropped without `shutdown` still stops the arm (bounded wait).
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.shared.shutdown.store(true, Ordering::Release);
            let _ = lock(&self.done).recv_timeout(Duration::from_secs(3));
            if let Some(t) = self.thread.take() {
                if t.is_finished() {
                    let _ = t.join();
                }
            }
        }
        self.stop_stats_thread();
    }
}

fn stats_of(shared: &Shared, histograms: &Mutex<TimingHistograms>) -> LoopStats {
    let mut s = LoopStats::default();
    lock(histograms).fill(&mut s);
    s.cycles = shared.cycles.load(Ordering::Acquire);
    s.missed = shared.missed.load(Ordering::Acquire);
    s.step_allocations = shared.step_allocations.load(Ordering::Relaxed);
    s.allocations_counted = shared.allocations_counted.load(Ordering::Acquire);
    s.samples_dropped = shared.samples_dropped.load(Ordering::Acquire);
    let start = shared.start_ns.load(Ordering::Acquire);
    let last = shared.last_cycle_ns.load(Ordering::Acquire);
    let elapsed = last.saturating_sub(start) as f64 / 1e9;
    s.rate_hz = if elapsed > 0.0 && s.cycles > 1 { (s.cycles - 1) as f64 / elapsed } else { 0.0 };
    let period = shared.period_ns.load(Ordering::Acquire) as f64;
    s.nominal_rate_hz = if period > 0.0 { 1e9 / period } else { 0.0 };
    let p = shared.fifo_priority.load(Ordering::Acquire);
    s.sched_fifo_priority = (p > 0).then_some(p);
    s.memory_locked = shared.memory_locked.load(Ordering::Acquire);
    s.cpu = u32::try_from(shared.pinned_cpu.load(Ordering::Acquire)).ok();
    s
}

/// The statistics thread: drains timing samples into the histograms by polling (so the
/// control thread's `try_send` never has a blocked receiver to wake).
fn stats_loop(rx: Receiver<CycleSample>, h: Arc<Mutex<TimingHistograms>>, shared: Arc<Shared>) {
    loop {
        let stop = shared.stats_stop.load(Ordering::Acquire);
        {
            let mut g = lock(&h);
            for s in rx.try_iter() {
                g.record(&s);
            }
        }
        if stop {
            return;
        }
        std::thread::sleep(STATS_POLL);
    }
}

/// Real-time setup of the calling thread; returns (SCHED_FIFO priority, memory locked).
/// Pinning (`control.cpu`) comes first so the thread is on its CPU before it faults in its
/// stack there.
fn realtime_setup(ctx: &LoopCtx) -> (Option<i32>, bool) {
    if let Some(cpu) = ctx.cpu {
        match rt::pin_to_cpu(cpu) {
            Ok(()) => ctx.shared.pinned_cpu.store(cpu as i32, Ordering::Release),
            Err(e) => tracing::warn!(
                cpu,
                error = %e,
                "control thread: cannot pin to that CPU (missing or not allowed); running unpinned"
            ),
        }
    }
    let mut fifo = None;
    if ctx.realtime {
        match rt::set_fifo(ctx.priority) {
            Ok(()) => fifo = Some(ctx.priority),
            Err(e) => tracing::warn!(
                priority = ctx.priority,
                error = %e,
                "control thread: SCHED_FIFO refused (needs CAP_SYS_NICE or LimitRTPRIO); running under the normal scheduler"
            ),
        }
    }
    let mut locked = false;
    if ctx.lock_memory {
        match rt::lock_memory() {
            Ok(()) => locked = true,
            Err(e) => tracing::warn!(
                error = %e,
                "control thread: mlockall refused (needs LimitMEMLOCK); pages may fault in the control step"
            ),
        }
    }
    if fifo.is_none() {
        rt::minimal_timer_slack();
    }
    rt::prefault_stack(PREFAULT_STACK);
    (fifo, locked)
}

/// The loop's schedule and deadline counters (the control thread's own).
struct Schedule {
    period_ns: u64,
    deadline: u64,
    last_wake: u64,
    missed: u64,
    last_miss_event: u64,
    samples_dropped: u64,
}

/// When a cycle woke up: the time, how late after its deadline, and since the last wake-up.
struct Wake {
    at: u64,
    latency: u64,
    period_actual: u64,
}

impl Schedule {
    /// Waits for the next deadline (hybrid: sleep, then spin the last `spin_ns`).
    #[inline]
    fn wait(&mut self, spin_ns: u64) -> Wake {
        rt::wait_until(self.deadline, spin_ns);
        let wake = rt::mono_ns();
        let latency = wake.saturating_sub(self.deadline);
        let period_actual = wake.saturating_sub(self.last_wake);
        self.last_wake = wake;
        Wake { at: wake, latency, period_actual }
    }
}

impl LoopCtx {
    /// Real-time setup, published in the shared state, and the `Started` event. Returns the
    /// SCHED_FIFO priority when granted.
    fn start_up(&mut self) -> Option<i32> {
        let (fifo, locked) = realtime_setup(self);
        self.shared.fifo_priority.store(fifo.unwrap_or(0), Ordering::Release);
        self.shared.memory_locked.store(locked, Ordering::Release);
        // Whether allocations are counted at all (the counting allocator is the global one),
        // so a step count of 0 means none were made; checked on a thread of its own, as this
        // thread's count is the steps'.
        let probe = || crate::alloc_count::counted(|| drop(std::hint::black_box(Box::new(0u8)))).1 > 0;
        let counting = std::thread::scope(|s| s.spawn(probe).join().unwrap_or(false));
        self.shared.allocations_counted.store(counting, Ordering::Release);
        let q = self.q_start;
        self.core.emit(now_ns(), EventKind::Started { q, sched_fifo: fifo, memory_locked: locked });
        fifo
    }

    /// The schedule from now: the first deadline one period ahead.
    fn schedule(&self) -> Schedule {
        let period_ns = (self.core.live().period_s * 1e9) as u64;
        let start = rt::mono_ns();
        self.shared.start_ns.store(start, Ordering::Release);
        Schedule {
            period_ns,
            deadline: start + period_ns,
            last_wake: start,
            missed: 0,
            last_miss_event: 0,
            samples_dropped: 0,
        }
    }

    /// Cycle boundary: applies new live parameters, if any.
    #[inline]
    fn apply_live(&mut self, sched: &mut Schedule) {
        if self.live_out.update() {
            let p = *self.live_out.output_buffer();
            self.core.apply_live(now_ns(), p);
            sched.period_ns = (self.core.live().period_s * 1e9) as u64;
            self.shared.period_ns.store(sched.period_ns, Ordering::Release);
        }
    }

    /// Runs one control step on this cycle's inputs and publishes the state and the
    /// drivers' faults.
    #[inline]
    fn control_step(&mut self, shutdown: bool, missed: u64) -> RobotState {
        let person = f64::from_bits(self.shared.person_bits.load(Ordering::Acquire));
        let inputs = StepInputs {
            now_ns: now_ns(),
            goal: *self.goal_out.read(),
            nearest_person_m: person.is_finite().then_some(person),
            frame_captured_ns: Some(self.shared.frame_captured_ns.load(Ordering::Acquire)).filter(|&t| t > 0),
            estop: self.shared.estop.load(Ordering::Acquire),
            shutdown,
        };
        self.core.set_missed_deadlines(missed);
        // The step is watched by the counting allocator (a thread-local flag: no lock, no
        // allocation); the total is published with the other loop statistics.
        crate::alloc_count::set_counting(true);
        let state = *self.core.step(&inputs);
        crate::alloc_count::set_counting(false);
        self.shared.step_allocations.store(crate::alloc_count::allocations(), Ordering::Relaxed);
        self.state_in.write(state);
        let (arm_fault, gripper_fault) = self.core.device_faults();
        self.shared.arm_fault.store(arm_fault, Ordering::Release);
        self.shared.gripper_fault.store(gripper_fault, Ordering::Release);
        state
    }

    /// Sets the next deadline. A late wake-up or an overrun is a missed deadline; the
    /// schedule then re-anchors at this wake-up instead of running short cycles to catch up.
    #[inline]
    fn next_deadline(&mut self, sched: &mut Schedule, wake: u64, end: u64) {
        let released = sched.deadline;
        let (next, n) = rt::next_deadline(released, wake, end, sched.period_ns, self.core.live().late_ns);
        sched.deadline = next;
        if n > 0 {
            sched.missed += n;
            self.shared.missed.store(sched.missed, Ordering::Release);
            if sched.last_miss_event == 0 || end.saturating_sub(sched.last_miss_event) >= MISS_EVENT_INTERVAL_NS {
                sched.last_miss_event = end;
                let late = end.saturating_sub(released);
                self.core.emit(now_ns(), EventKind::DeadlineMissed { total: sched.missed, late_us: late as f64 / 1e3 });
            }
        }
    }

    /// Sends the cycle's timing sample and publishes the cycle count and time.
    #[inline]
    fn record_cycle(&mut self, sched: &mut Schedule, wake: &Wake, end: u64, cycle: u64) {
        let step_ns = end.saturating_sub(wake.at);
        let sample = CycleSample {
            period_ns: wake.period_actual,
            jitter_ns: wake.period_actual.abs_diff(sched.period_ns),
            latency_ns: wake.latency,
            step_ns,
        };
        // The first cycle has no previous wake-up to measure a period from.
        if cycle > 1 {
            match self.samples.try_send(sample) {
                Ok(()) => {}
                Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => {
                    sched.samples_dropped += 1;
                    self.shared.samples_dropped.store(sched.samples_dropped, Ordering::Relaxed);
                }
            }
        }
        self.shared.cycles.store(cycle, Ordering::Release);
        self.shared.last_cycle_ns.store(end, Ordering::Release);
    }

    /// Shutdown: the arm is at rest; end streaming and report.
    fn shut_down(&mut self, stop_duration: Duration) {
        let arm_stop_error = self.core.finish().err().map(|e| e.to_string());
        let summary: Option<StopSummary> = self.core.last_stop();
        let state = *self.core.state();
        self.core.emit(now_ns(), EventKind::ShutDown);
        self.shared.running.store(false, Ordering::Release);
        // Let the statistics thread take the last samples before the report is built.
        std::thread::sleep(STATS_POLL * 2);
        let report = ShutdownReport {
            stop_duration,
            peak_deceleration: summary.map(|s| s.peak_deceleration).unwrap_or(0.0),
            peak_deceleration_ratio: summary.map(|s| s.peak_deceleration_ratio).unwrap_or(0.0),
            final_q: state.q_cmd,
            arm_stop_error,
            stats: stats_of(&self.shared, &self.histograms),
        };
        let _ = self.done.try_send(report);
    }
}

fn run(mut ctx: LoopCtx) {
    let fifo = ctx.start_up();
    let mut sched = ctx.schedule();
    let mut shutdown_at: Option<Instant> = None;

    loop {
        // Spinning only pays under SCHED_FIFO: under the normal scheduler each yield hands the
        // core to a busy thread for a whole time slice (measured: far more late wake-ups).
        let spin_ns = if fifo.is_some() { ctx.core.live().spin_ns } else { 0 };
        let wake = sched.wait(spin_ns);
        ctx.apply_live(&mut sched);
        let shutdown = ctx.shared.shutdown.load(Ordering::Acquire);
        if shutdown && shutdown_at.is_none() {
            shutdown_at = Some(crate::types::clock::now());
        }
        let state = ctx.control_step(shutdown, sched.missed);
        let end = rt::mono_ns();
        ctx.next_deadline(&mut sched, wake.at, end);
        ctx.record_cycle(&mut sched, &wake, end, state.cycle);

        if shutdown && state.mode == ControlMode::Stopped && ctx.core.at_rest_after_stop() {
            break;
        }
    }
    let stop_duration = shutdown_at.map(crate::types::clock::since).unwrap_or_default();
    ctx.shut_down(stop_duration);
}
