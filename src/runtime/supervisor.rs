//! Builds the robot from config and runs it: the control thread (real-time), the perception
//! thread (frame driven), the decision thread (ADM at `runtime.decision_rate_hz`) and the slow
//! stream beside them. Hand-offs are latest-value slots and bounded channels; nothing on the
//! fast path waits for anything slower than itself.

use super::decision_clock::{self, DecisionClock};
use super::episode::{EpisodeScore, FrameVerdict};
use super::live::LivePerception;
use super::perception_thread::{self, PerceptionLink};
use super::slow::{SlowAnswer, SlowStream};
use super::world_link::WorldLink;
use crate::config::Config;
use crate::control::kinematics::camera::intrinsics_from_config;
use crate::control::{ControlHandle, LoopStats, MotionGoal, RobotState};
use crate::decide::adm::Adm;
use crate::decide::explore::VisiblePatience;
use crate::decide::motion::{ArmModel, MotionParams, MotionStrategy, Phase};
use crate::decide::{Decision, Exploration, Stream, TaskContext};
use crate::knowledge::{Knowledge, TaskPlan};
use crate::perception::{Observation, PerceptionSource};
use crate::sim::Episode;
use crate::types::clock;
use arc_swap::ArcSwap;
use hdrhistogram::Histogram;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RuntimeError {
    #[error("starting {part}: {reason}")]
    Start { part: &'static str, reason: String },
    #[error("the decision thread is not running")]
    NotRunning,
    #[error("a task is already queued; try again")]
    Busy,
    #[error("stopping: {0}")]
    Stop(String),
}

/// How a task ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The tool is held and lifted.
    Grasped,
    Failed,
    /// A fixed arm's tool was outside its workspace: nothing was attempted.
    OutOfReach,
    Cancelled,
    TimedOut,
}

/// What the runtime reports about the current task (STATUS, socket, demo).
#[derive(Debug, Clone, Serialize, Default)]
pub struct TaskStatus {
    pub instruction: Option<String>,
    pub phase: Option<Phase>,
    pub stream: Option<Stream>,
    /// Label of the grounded tool (last decision that had one).
    pub tool: Option<String>,
    /// Scene id of the held object (simulation truth), when known.
    pub held: Option<String>,
    pub exploring: Option<String>,
    pub decisions: u64,
    pub frames_seen: u64,
    pub score: EpisodeScore,
    pub outcome: Option<Outcome>,
    pub started_ns: u64,
    pub finished_ns: Option<u64>,
    /// Age of the perception the last decision used, ms.
    pub perception_age_ms: f64,
    pub msi_requests: u64,
    /// `msi` (hosted LLM, offline fallback) or `offline`.
    pub slow_backend: String,
    /// Plans adopted from the slow stream in this task.
    pub plans: u64,
    /// Stream of the first and of the latest adopted plan (`msi` or `offline`).
    pub first_plan_stream: Option<Stream>,
    pub plan_stream: Option<Stream>,
    /// Why the offline reasoner answered although an LLM is configured (latest answer);
    /// `None` once MSI answers again.
    pub fallback: Option<String>,
    /// A clarification question from MSI, for the person.
    pub question: Option<String>,
    /// Chat-completion requests the slow stream sent for this task.
    pub llm_calls: u64,
    /// Decisions by the stream that made them, counted from the first adopted plan on.
    pub after_plan: StreamCounts,
    pub notes: Vec<String>,
}

/// Decisions per stream.
#[derive(Debug, Clone, Copy, Serialize, Default, PartialEq, Eq)]
pub struct StreamCounts {
    pub adm: u64,
    pub msi: u64,
    pub offline: u64,
}

impl StreamCounts {
    fn add(&mut self, s: Stream) {
        match s {
            Stream::Adm => self.adm += 1,
            Stream::Msi => self.msi += 1,
            Stream::Offline => self.offline += 1,
        }
    }
}

/// Latency/jitter summary of a loop, microseconds.
#[derive(Debug, Clone, Copy, Serialize, Default)]
pub struct LoopSummary {
    pub rate_hz: f64,
    pub p50_us: f64,
    pub p99_us: f64,
    pub max_us: f64,
    pub count: u64,
    /// Age of the observation each decision used (capture to decision), ms.
    pub perception_age_p50_ms: f64,
    pub perception_age_p95_ms: f64,
}

/// Options beyond the config, for the demo and tests.
#[derive(Default)]
pub struct RuntimeOptions {
    /// Start with this task.
    pub instruction: Option<String>,
    /// Reuse an already opened relationship space.
    pub knowledge: Option<Arc<Knowledge>>,
    /// Expected answer, to score frames (simulation).
    pub episode: Option<Episode>,
    /// Give up a task after this long.
    pub task_timeout: Option<Duration>,
}

/// Everything the runtime is built from (see [`super::build`]).
pub struct Parts {
    pub control: ControlHandle,
    pub perception: Box<dyn PerceptionSource>,
    pub world: Box<dyn WorldLink>,
    pub arm: Arc<dyn ArmModel>,
    pub knowledge: Arc<Knowledge>,
    pub slow: SlowStream,
    /// Observation and detector vocabulary, shared with the slow stream's grounding.
    pub live: Arc<LivePerception>,
}

struct Shared {
    cfg: ArcSwap<Config>,
    /// Observations out, vocabulary in (the vocabulary follows the slow stream's plans and
    /// MSI's grounding).
    perception: PerceptionLink,
    status: Mutex<TaskStatus>,
    stop_decisions: AtomicBool,
    decision_beat_ns: AtomicU64,
    decision_summary: Mutex<LoopSummary>,
    /// Last driver fault message per device while that device is faulted (from the control
    /// thread's events).
    faults: Mutex<DriverFaults>,
}

/// Driver faults as the status reports them: the message of the fault, per device, while
/// it lasts.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct DriverFaults {
    pub arm: Option<String>,
    pub gripper: Option<String>,
}

enum TaskCommand {
    Start(String),
    Cancel,
}

/// The running robot.
pub struct Runtime {
    shared: Arc<Shared>,
    control: Arc<ControlHandle>,
    tasks: SyncSender<TaskCommand>,
    decision: Option<JoinHandle<()>>,
    perception: Option<JoinHandle<()>>,
    started: Instant,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    }
}

impl Runtime {
    /// Starts the perception and decision threads over already built parts.
    pub fn start(cfg: Config, parts: Parts, opts: RuntimeOptions) -> Result<Runtime, RuntimeError> {
        let pacing = super::pacer::PacingParams::from_config(&cfg.perception);
        let shared = Arc::new(Shared {
            cfg: ArcSwap::from_pointee(cfg),
            perception: PerceptionLink::new(parts.live.clone()).with_pacing(pacing),
            status: Mutex::new(TaskStatus::default()),
            stop_decisions: AtomicBool::new(false),
            decision_beat_ns: AtomicU64::new(clock::now_ns()),
            decision_summary: Mutex::new(LoopSummary::default()),
            faults: Mutex::new(DriverFaults::default()),
        });
        let control = Arc::new(parts.control);
        let (tx, rx) = sync_channel(4);

        let perception = {
            let shared = shared.clone();
            let control = control.clone();
            let arm = parts.arm.clone();
            let mut source = parts.perception;
            std::thread::Builder::new()
                .name("aide-perception".into())
                .spawn(move || {
                    let pose = |t_ns| arm.camera_pose(&control.state().q_at(t_ns));
                    perception_thread::run(&shared.perception, &pose, source.as_mut())
                })
                .map_err(|e| RuntimeError::Start { part: "perception thread", reason: e.to_string() })?
        };
        let decision = {
            let shared = shared.clone();
            let control = control.clone();
            let ctx = DecisionCtx {
                arm: parts.arm,
                world: parts.world,
                knowledge: parts.knowledge,
                slow: parts.slow,
                episode: opts.episode,
                task_timeout: opts.task_timeout,
            };
            std::thread::Builder::new()
                .name("aide-decide".into())
                .spawn(move || decision_loop(&shared, &control, ctx, rx))
                .map_err(|e| RuntimeError::Start { part: "decision thread", reason: e.to_string() })?
        };
        let rt = Runtime {
            shared,
            control,
            tasks: tx,
            decision: Some(decision),
            perception: Some(perception),
            started: Instant::now(),
        };
        if let Some(i) = opts.instruction {
            rt.submit(i)?;
        }
        Ok(rt)
    }

    /// Starts a new task (replacing the current one).
    pub fn submit(&self, instruction: String) -> Result<(), RuntimeError> {
        match self.tasks.try_send(TaskCommand::Start(instruction)) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => Err(RuntimeError::Busy),
            Err(TrySendError::Disconnected(_)) => Err(RuntimeError::NotRunning),
        }
    }

    /// Cancels the current task: the arm holds where it is.
    pub fn cancel(&self) -> Result<(), RuntimeError> {
        self.tasks.try_send(TaskCommand::Cancel).map_err(|_| RuntimeError::Busy)
    }

    pub fn status(&self) -> TaskStatus {
        lock(&self.shared.status).clone()
    }

    pub fn config(&self) -> Arc<Config> {
        self.shared.cfg.load_full()
    }

    /// Applies a new config's live parts (thresholds, rates, limits) at once.
    pub fn apply_live(&self, cfg: Config) {
        self.control.update_live(&cfg.control);
        self.shared.cfg.store(Arc::new(cfg));
    }

    pub fn robot_state(&self) -> RobotState {
        self.control.state()
    }

    pub fn control_stats(&self) -> LoopStats {
        self.control.stats()
    }

    pub fn decision_stats(&self) -> LoopSummary {
        *lock(&self.shared.decision_summary)
    }

    pub fn frames(&self) -> u64 {
        self.shared.perception.frames.load(Ordering::Relaxed)
    }

    /// Healthy: control cycling on time, and the decision and perception threads alive recently.
    pub fn healthy(&self) -> bool {
        let now = clock::now_ns();
        let fresh = |beat: &AtomicU64, ms: u64| now.saturating_sub(beat.load(Ordering::Relaxed)) < ms * 1_000_000;
        self.control.healthy()
            && fresh(&self.shared.decision_beat_ns, 2_000)
            && fresh(&self.shared.perception.beat_ns, 5_000)
    }

    pub fn uptime(&self) -> Duration {
        self.started.elapsed()
    }

    /// Drains stop/fault events of the control thread (for logging); keeps the driver
    /// faults they announce for [`Runtime::driver_faults`].
    pub fn control_events(&self) -> Vec<crate::control::ControlEvent> {
        use crate::control::events::Device;
        use crate::control::EventKind;
        let events = self.control.drain_events();
        let mut f = lock(&self.shared.faults);
        for ev in &events {
            match ev.kind {
                EventKind::DriverError { device: Device::Arm, text } => f.arm = Some(text.to_string()),
                EventKind::DriverError { device: Device::Gripper, text } => f.gripper = Some(text.to_string()),
                EventKind::DriverRecovered { device: Device::Arm } => f.arm = None,
                EventKind::DriverRecovered { device: Device::Gripper } => f.gripper = None,
                _ => {}
            }
        }
        events
    }

    /// The drivers' faults right now: the control thread's fault flags, with the message
    /// of the fault when its event has been drained already.
    pub fn driver_faults(&self) -> DriverFaults {
        let now = self.control.device_faults();
        let known = lock(&self.shared.faults).clone();
        let text = |faulted: bool, msg: Option<String>| {
            faulted.then(|| msg.unwrap_or_else(|| "fault (details in the log)".to_string()))
        };
        DriverFaults { arm: text(now.arm, known.arm), gripper: text(now.gripper, known.gripper) }
    }

    /// Waits until the current task has an outcome (or `timeout`).
    pub fn wait_outcome(&self, timeout: Duration) -> Option<Outcome> {
        let end = Instant::now() + timeout;
        while Instant::now() < end {
            if let Some(o) = lock(&self.shared.status).outcome {
                return Some(o);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// Controlled stop: no new goals, the arm decelerates within its limits with the gripper
    /// holding what it holds, then every thread is joined.
    pub fn shutdown(mut self, timeout: Duration) -> Result<ShutdownSummary, RuntimeError> {
        let t0 = Instant::now();
        self.shared.stop_decisions.store(true, Ordering::Release);
        if let Some(h) = self.decision.take() {
            let _ = h.join();
        }
        // The last goal the decision loop left is Hold: the arm is already decelerating.
        // Perception notices its stop flag within one frame; then the control handle is ours.
        self.shared.perception.stop.store(true, Ordering::Release);
        if let Some(h) = self.perception.take() {
            let _ = h.join();
        }
        let control_stats = self.control.stats();
        let decision = self.decision_stats();
        let control = match Arc::try_unwrap(self.control) {
            Ok(c) => c,
            Err(_) => return Err(RuntimeError::Stop("control handle still shared".into())),
        };
        let remaining = timeout.saturating_sub(t0.elapsed());
        let report = control.shutdown(remaining).map_err(|e| RuntimeError::Stop(e.to_string()))?;
        Ok(ShutdownSummary { took: t0.elapsed(), control: control_stats, decision, report })
    }
}

/// What a shutdown reports.
#[derive(Debug)]
pub struct ShutdownSummary {
    pub took: Duration,
    pub control: LoopStats,
    pub decision: LoopSummary,
    pub report: crate::control::ShutdownReport,
}

struct DecisionCtx {
    arm: Arc<dyn ArmModel>,
    world: Box<dyn WorldLink>,
    knowledge: Arc<Knowledge>,
    slow: SlowStream,
    episode: Option<Episode>,
    task_timeout: Option<Duration>,
}

struct Task {
    adm: Adm,
    motion: MotionStrategy,
    context: TaskContext,
    started: Instant,
    plan: Option<Arc<TaskPlan>>,
    /// How long ADM has explored a visible region without grounding a tool.
    visible: VisiblePatience,
}

fn look_pose(cfg: &Config) -> crate::control::Joints {
    cfg.arm.ready
}

fn decision_loop(shared: &Shared, control: &ControlHandle, mut ctx: DecisionCtx, tasks: Receiver<TaskCommand>) {
    let mut hist = Histogram::<u64>::new_with_bounds(1, 10_000_000, 3).ok();
    // Perception age in microseconds, up to 10 minutes.
    let mut age_hist = Histogram::<u64>::new_with_bounds(1, 600_000_000, 3).ok();
    let mut seq = 0u64;
    let mut task: Option<Task> = None;
    // perception.* keys need a restart: the phase lock is chosen once.
    let phase_lock = shared.cfg.load().perception.decision_phase_lock;
    let mut clock = DecisionClock::new(
        Duration::from_secs_f64(1.0 / shared.cfg.load().runtime.decision_rate_hz),
        clock::now_ns(),
        phase_lock,
    );
    let mut last = Instant::now();
    let mut count = 0u64;
    let loop_started = Instant::now();
    let mut applied_cfg: Option<Arc<Config>> = None;
    while !shared.stop_decisions.load(Ordering::Acquire) {
        let cfg = shared.cfg.load_full();
        if !applied_cfg.as_ref().is_some_and(|a| Arc::ptr_eq(a, &cfg)) {
            // A reload: the slow stream plans with the new thresholds from its next plan on.
            ctx.slow.set_adm(cfg.adm.clone());
            applied_cfg = Some(cfg.clone());
        }
        // The tick: on the fixed grid, or phase-locked to perception publications (periods
        // within 0.9-1.1 of the nominal one, the average rate kept; see decision_clock).
        clock.set_period(Duration::from_secs_f64(1.0 / cfg.runtime.decision_rate_hz), phase_lock);
        decision_clock::wait_tick(&mut clock, &shared.perception.published, &shared.stop_decisions);
        let tick = Instant::now();
        let dt = tick.duration_since(last).as_secs_f64().min(0.5);
        last = tick;
        shared.decision_beat_ns.store(clock::now_ns(), Ordering::Relaxed);

        while let Ok(cmd) = tasks.try_recv() {
            match cmd {
                TaskCommand::Start(instruction) => {
                    task = start_task(shared, &ctx, &cfg, instruction);
                }
                TaskCommand::Cancel => {
                    if task.take().is_some() {
                        let mut st = lock(&shared.status);
                        st.outcome = Some(Outcome::Cancelled);
                        st.finished_ns = Some(clock::now_ns());
                        tracing::info!("task cancelled");
                    }
                }
            }
        }
        seq += 1;
        let state = control.state();
        let Some(t) = task.as_mut() else {
            control.publish_goal(MotionGoal::hold(seq, clock::now_ns()));
            continue;
        };
        if lock(&shared.status).outcome.is_some() {
            // Finished: keep the arm where the task left it.
            let out = t.motion.step(&empty_decision(), &Observation::empty((0, 0)), &state);
            control.publish_goal(MotionGoal {
                seq,
                issued_ns: clock::now_ns(),
                kind: out.arm,
                gripper: out.gripper,
                speed_scale: out.speed_scale,
            });
            continue;
        }
        let Some(obs) = shared.perception.live.latest() else {
            control.publish_goal(MotionGoal::hold(seq, clock::now_ns()));
            continue;
        };

        // ADM: the fast stream.
        let mut decision = t.adm.step(&obs, &cfg.adm);

        // Visible exploration out of patience: the slow stream deliberates, and its plan is
        // followed where it has one for this view.
        let exhausted = t.visible.exhausted(&decision, cfg.adm.visible_patience_s, Instant::now());
        if exhausted && !decision.request_msi {
            decision.request_msi = true;
            decision.notes.push("visible exploration brought no match: asking the slow stream".into());
        }

        // The slow stream: ask when the switching rule fires, adopt what it returns.
        if decision.request_msi && ctx.slow.request(&t.context, &obs) {
            lock(&shared.status).msi_requests += 1;
        }
        if let Some(answer) = ctx.slow.poll() {
            adopt_answer(shared, t, answer);
        }
        if exhausted && t.plan.is_some() {
            let region = decision.exploration.take();
            fill_from_plan(&mut decision, t.plan.as_deref(), &obs);
            if decision.grounding.is_none() && decision.exploration.is_none() {
                decision.exploration = region;
            }
        } else if decision.grounding.is_none() && decision.exploration.is_none() {
            fill_from_plan(&mut decision, t.plan.as_deref(), &obs);
        }

        // Motion strategy -> goal for the control thread; the base and the world beside it.
        let out = t.motion.step(&decision, &obs, &state);
        let goal = MotionGoal {
            seq,
            issued_ns: clock::now_ns(),
            kind: out.arm,
            gripper: out.gripper,
            speed_scale: out.speed_scale,
        };
        control.publish_goal(goal);
        if !ctx.world.drive(&out.base, dt) {
            push_note(shared, "the base cannot move here: exploration needs the operator".to_string());
        }
        if let Some(place) = out.open {
            ctx.world.open(place);
        }
        ctx.world.sync(&state, out.gripper.as_ref());
        let person = nearest_person(&obs);
        control.set_nearest_person(person);

        // Bookkeeping: status, per-frame score, timing.
        let age_ns = clock::now_ns().saturating_sub(obs.captured_ns);
        let age_ms = age_ns as f64 / 1e6;
        if let Some(h) = age_hist.as_mut() {
            let _ = h.record((age_ns / 1000).clamp(1, 600_000_000));
        }
        let mut st = lock(&shared.status);
        st.decisions += 1;
        st.frames_seen = obs.seq;
        st.phase = Some(out.phase);
        st.stream = Some(decision.stream);
        if st.plans > 0 {
            st.after_plan.add(decision.stream);
        }
        st.perception_age_ms = age_ms;
        if let Some(g) = &decision.grounding {
            st.tool = Some(g.label.clone());
        }
        st.exploring = decision.exploration.as_ref().map(|e| match e {
            Exploration::Visible { .. } => "visible region".to_string(),
            Exploration::Invisible { region_label, .. } => region_label.clone(),
        });
        st.held = ctx.world.held();
        if let Some(note) = &out.note {
            if st.notes.last() != Some(note) {
                tracing::debug!(%note, "motion");
                st.notes.push(note.clone());
                let n = st.notes.len();
                if n > 20 {
                    st.notes.drain(..n - 20);
                }
            }
        }
        if let Some(ep) = &ctx.episode {
            let committed = t.motion.committed_track();
            let verdict = FrameVerdict::judge(&decision, &obs, committed, ep, |id| ctx.world.truth_of(id));
            if out.phase != Phase::Done {
                st.score.record(verdict);
            }
        }
        let outcome = match out.phase {
            Phase::Done => {
                let ok = match (&ctx.episode, st.held.as_ref()) {
                    (Some(ep), Some(h)) => ep.accept.contains(h),
                    (Some(_), None) => false,
                    (None, _) => true,
                };
                Some(if ok { Outcome::Grasped } else { Outcome::Failed })
            }
            Phase::Failed => Some(Outcome::Failed),
            Phase::OutOfReach => Some(Outcome::OutOfReach),
            _ if ctx.task_timeout.is_some_and(|to| t.started.elapsed() > to) => Some(Outcome::TimedOut),
            _ => None,
        };
        if let Some(o) = outcome {
            st.outcome = Some(o);
            st.finished_ns = Some(clock::now_ns());
            tracing::info!(outcome = ?o, tool = ?st.tool, held = ?st.held, decisions = st.decisions, esr = st.score.esr(), "task finished");
        }
        drop(st);

        let took = tick.elapsed().as_micros() as u64;
        if let Some(h) = hist.as_mut() {
            let _ = h.record(took.max(1));
        }
        count += 1;
        if count % 10 == 0 {
            if let Some(h) = hist.as_ref() {
                let age = |q: f64| age_hist.as_ref().map_or(0.0, |a| a.value_at_quantile(q) as f64 / 1e3);
                *lock(&shared.decision_summary) = LoopSummary {
                    perception_age_p50_ms: age(0.5),
                    perception_age_p95_ms: age(0.95),
                    rate_hz: count as f64 / loop_started.elapsed().as_secs_f64(),
                    p50_us: h.value_at_quantile(0.5) as f64,
                    p99_us: h.value_at_quantile(0.99) as f64,
                    max_us: h.max() as f64,
                    count,
                };
            }
        }
    }
    // Leave the arm a last goal to hold where it is: the control thread decelerates.
    control.publish_goal(MotionGoal::hold(seq + 1, clock::now_ns()));
}

/// Takes the slow stream's answer: adopt its plan (ADM serves later frames from it), point the
/// detector at the planned tool and its storage places, report a fallback or a question.
/// The worker already stored the plan in the relationship space.
fn adopt_answer(shared: &Shared, t: &mut Task, answer: SlowAnswer) {
    if answer.instruction.trim() != t.context.instruction.trim() {
        tracing::debug!(instruction = %answer.instruction, "slow stream answer for an earlier task dropped");
        return;
    }
    {
        let mut st = lock(&shared.status);
        st.llm_calls += u64::from(answer.llm_calls);
        st.fallback = answer.fallback.as_ref().map(|r| format!("fallback: {r}"));
    }
    if let Some(reason) = &answer.fallback {
        tracing::warn!(%reason, "fallback: the offline reasoner planned instead of MSI");
        push_note(shared, format!("fallback: {reason}"));
    }
    if let Some(q) = &answer.question {
        tracing::info!(question = %q, "slow stream asks");
        lock(&shared.status).question = Some(q.clone());
        push_note(shared, format!("question: {q}"));
    }
    let Some(plan) = answer.plan else {
        if answer.question.is_none() {
            let why = answer.notes.last().cloned().unwrap_or_else(|| "no reason given".into());
            tracing::warn!(reason = %why, "slow stream found no plan");
            push_note(shared, format!("slow stream: {why}"));
        }
        return;
    };
    tracing::info!(
        tool = %plan.tool,
        stream = ?answer.stream,
        llm_calls = answer.llm_calls,
        ms = answer.elapsed_ms as u64,
        "slow stream plan adopted"
    );
    t.adm.adopt((*plan).clone());
    // Grounding: the detector looks for the planned tool and its storage places.
    let labels: Vec<String> = std::iter::once(plan.tool.clone()).chain(plan.unseen_regions.iter().cloned()).collect();
    shared.perception.live.extend_vocabulary(&labels);
    {
        let mut st = lock(&shared.status);
        st.plans += 1;
        st.first_plan_stream.get_or_insert(answer.stream);
        st.plan_stream = Some(answer.stream);
        if answer.stream == Stream::Msi {
            st.question = None;
        }
    }
    t.plan = Some(plan);
}

fn empty_decision() -> Decision {
    Decision {
        stream: Stream::Adm,
        grounding: None,
        exploration: None,
        request_msi: false,
        s_max: 0.0,
        notes: Vec::new(),
    }
}

fn push_note(shared: &Shared, note: String) {
    let mut st = lock(&shared.status);
    if st.notes.last() != Some(&note) {
        st.notes.push(note);
    }
}

fn start_task(shared: &Shared, ctx: &DecisionCtx, cfg: &Config, instruction: String) -> Option<Task> {
    let context = TaskContext { instruction: instruction.clone(), instruction_vector: None };
    let adm = match Adm::new(context.clone(), ctx.knowledge.clone(), &cfg.adm) {
        Ok(a) => a,
        Err(e) => {
            tracing::error!(%instruction, error = %e, "cannot understand the instruction");
            let mut st = lock(&shared.status);
            *st = TaskStatus {
                instruction: Some(instruction),
                outcome: Some(Outcome::Failed),
                notes: vec![e.to_string()],
                ..Default::default()
            };
            return None;
        }
    };
    let c = &cfg.camera;
    let motion = MotionStrategy::new(
        ctx.arm.clone(),
        look_pose(cfg),
        intrinsics_from_config(c),
        MotionParams::for_arm(&cfg.arm),
    );
    tracing::info!(%instruction, "task started");
    *lock(&shared.status) = TaskStatus {
        instruction: Some(instruction),
        started_ns: clock::now_ns(),
        slow_backend: ctx.slow.kind().to_string(),
        ..Default::default()
    };
    Some(Task { adm, motion, context, started: Instant::now(), plan: None, visible: VisiblePatience::default() })
}

/// When ADM has no target this frame, the slow stream's plan may still point at something in view.
fn fill_from_plan(decision: &mut Decision, plan: Option<&TaskPlan>, obs: &Observation) {
    let Some(plan) = plan else { return };
    if let Some(g) = &plan.grounding {
        if obs.by_track(g.track_id).is_some() {
            decision.grounding = Some(g.clone());
            decision.stream = plan.source;
            return;
        }
    }
    if let Some(e) = &plan.exploration {
        let in_view = match e {
            Exploration::Invisible { track_id: Some(id), .. } => obs.by_track(*id).is_some(),
            _ => true,
        };
        if in_view {
            decision.exploration = Some(e.clone());
            decision.stream = plan.source;
        }
    }
}

fn nearest_person(obs: &Observation) -> Option<f64> {
    obs.people.iter().map(|p| (p.position[0].powi(2) + p.position[1].powi(2)).sqrt()).min_by(|a, b| a.total_cmp(b))
}
