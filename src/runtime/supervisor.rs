//! Builds the robot from config and runs it: the control thread (real-time), the perception
//! thread (frame driven), the decision thread (ADM at `runtime.decision_rate_hz`) and the slow
//! stream beside them. Hand-offs are latest-value slots and bounded channels; nothing on the
//! fast path waits for anything slower than itself.

use super::decision_thread::{decision_loop, DecisionCtx};
pub use super::episode::TickTrace;
use super::live::LivePerception;
use super::perception_thread::{self, PerceptionLink};
use super::slow::SlowStream;
use super::task_state::{lock, Shared, TaskCommand};
pub use super::task_state::{DriverFaults, LoopSummary, OpenQuestion, StreamCounts, TaskOutcome, TaskStatus};
use super::world_link::WorldLink;
use crate::config::Config;
use crate::control::{ControlHandle, LoopStats, RobotState};
use crate::decide::motion::ArmModel;
use crate::decide::vocabulary::VocabularyPolicy;
use crate::knowledge::Knowledge;
use crate::perception::PerceptionSource;
use crate::record::Recorder;
use crate::sim::Episode;
use crate::types::clock;
use arc_swap::ArcSwap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender, TrySendError};
use std::sync::{Arc, Condvar, Mutex};
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
    /// Record every decision tick's inputs and decision to this MCAP file (`aide replay`).
    pub record: Option<std::path::PathBuf>,
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
    /// What the detector is asked to look for, task by task.
    pub vocabulary: VocabularyPolicy,
}

/// The running robot.
pub struct Runtime {
    shared: Arc<Shared>,
    control: Arc<ControlHandle>,
    tasks: SyncSender<TaskCommand>,
    decision: Option<JoinHandle<()>>,
    perception: Option<JoinHandle<()>>,
    started: Instant,
    /// The relationship space the decision loop and the slow stream learn into.
    knowledge: Arc<Knowledge>,
    operator_stopped: AtomicBool,
}

impl Runtime {
    /// Starts the perception and decision threads over already built parts.
    pub fn start(cfg: Config, parts: Parts, opts: RuntimeOptions) -> Result<Runtime, RuntimeError> {
        let pacing = super::pacer::PacingParams::from_config(&cfg.perception);
        let shared = Arc::new(Shared {
            cfg: ArcSwap::from_pointee(cfg),
            perception: PerceptionLink::new(parts.live.clone())
                .with_pacing(pacing)
                .with_source(parts.perception.name()),
            status: Mutex::new(TaskStatus::default()),
            finished: Condvar::new(),
            stop_decisions: AtomicBool::new(false),
            decision_beat_ns: AtomicU64::new(clock::now_ns()),
            decision_summary: Mutex::new(LoopSummary::default()),
            faults: Mutex::new(DriverFaults::default()),
            trace: Mutex::new(Vec::new()),
        });
        let control = Arc::new(parts.control);
        let knowledge = parts.knowledge.clone();
        let (tx, rx) = sync_channel(4);

        let perception = {
            let shared = shared.clone();
            let control = control.clone();
            let arm = parts.arm.clone();
            let mut source = parts.perception;
            let participant = clock::participant();
            std::thread::Builder::new()
                .name("aide-perception".into())
                .spawn(move || {
                    let _on_the_clock = participant.attach();
                    let pose = |t_ns| arm.camera_pose(&control.state().q_at(t_ns));
                    perception_thread::run(&shared.perception, &pose, source.as_mut())
                })
                .map_err(|e| RuntimeError::Start { part: "perception thread", reason: e.to_string() })?
        };
        let recorder = match &opts.record {
            Some(path) => Some(
                Recorder::create(path, &shared.cfg.load())
                    .map_err(|e| RuntimeError::Start { part: "recording", reason: e.to_string() })?,
            ),
            None => None,
        };
        let decision = {
            let shared = shared.clone();
            let control = control.clone();
            let ctx = DecisionCtx {
                arm: parts.arm,
                world: parts.world,
                knowledge: parts.knowledge,
                slow: parts.slow,
                vocabulary: parts.vocabulary,
                episode: opts.episode,
                task_timeout: opts.task_timeout,
                answers: answer_book(&shared.cfg.load()),
                recorder,
                tasks_started: 0,
            };
            let participant = clock::participant();
            std::thread::Builder::new()
                .name("aide-decide".into())
                .spawn(move || {
                    let _on_the_clock = participant.attach();
                    decision_loop(&shared, &control, ctx, rx)
                })
                .map_err(|e| RuntimeError::Start { part: "decision thread", reason: e.to_string() })?
        };
        let rt = Runtime {
            shared,
            control,
            tasks: tx,
            decision: Some(decision),
            perception: Some(perception),
            started: Instant::now(),
            knowledge,
            operator_stopped: AtomicBool::new(false),
        };
        if let Some(i) = opts.instruction {
            rt.submit(i)?;
        }
        Ok(rt)
    }

    /// The relationship space this runtime learns into.
    pub fn knowledge(&self) -> Arc<Knowledge> {
        self.knowledge.clone()
    }

    /// Starts a new task (replacing the current one). Releases an operator stop: the arm
    /// follows the new task's goals.
    pub fn submit(&self, instruction: String) -> Result<(), RuntimeError> {
        match self.tasks.try_send(TaskCommand::Start(instruction)) {
            Ok(()) => {
                self.release_operator_stop();
                Ok(())
            }
            Err(TrySendError::Full(_)) => Err(RuntimeError::Busy),
            Err(TrySendError::Disconnected(_)) => Err(RuntimeError::NotRunning),
        }
    }

    /// Cancels the current task: the arm holds where it is.
    pub fn cancel(&self) -> Result<(), RuntimeError> {
        self.tasks.try_send(TaskCommand::Cancel).map_err(|_| RuntimeError::Busy)
    }

    /// The operator's stop: cancels the task and brings the arm to a controlled stop (within
    /// its limits, the gripper holding what it holds) that lasts until the next task. The
    /// control thread sees it as its stop input, one atomic flag.
    pub fn operator_stop(&self) -> Result<(), RuntimeError> {
        self.control.set_estop(true);
        self.operator_stopped.store(true, Ordering::Release);
        match self.tasks.try_send(TaskCommand::Cancel) {
            // A full queue holds a command the decision thread has yet to take; the arm is
            // stopped either way.
            Ok(()) | Err(TrySendError::Full(_)) => Ok(()),
            Err(TrySendError::Disconnected(_)) => Err(RuntimeError::NotRunning),
        }
    }

    fn release_operator_stop(&self) {
        if self.operator_stopped.swap(false, Ordering::AcqRel) {
            self.control.set_estop(false);
        }
    }

    /// Whether the operator's stop is engaged.
    pub fn operator_stopped(&self) -> bool {
        self.operator_stopped.load(Ordering::Acquire)
    }

    /// The question the robot waits to have answered, if any.
    pub fn open_question(&self) -> Option<OpenQuestion> {
        lock(&self.shared.status).open_question.clone()
    }

    /// Answers the open question: the answer is kept in the task's status for the decision
    /// step and the question closes. False (nothing changes) when no question is open.
    pub fn answer(&self, text: &str) -> bool {
        let mut st = lock(&self.shared.status);
        match st.open_question.take() {
            Some(q) => {
                st.notes.push(format!("answer to \"{}\": {text}", q.text));
                st.answers.push(text.to_string());
                true
            }
            None => false,
        }
    }

    /// The newest observation perception published (detections, people, the frame).
    pub fn latest_observation(&self) -> Option<Arc<crate::types::observation::Observation>> {
        self.shared.perception.live.latest()
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

    /// The decisions of the task that ran (or runs) as a simulated episode, for its plot.
    pub fn episode_trace(&self) -> Vec<TickTrace> {
        lock(&self.shared.trace).clone()
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
    pub fn wait_outcome(&self, timeout: Duration) -> Option<TaskOutcome> {
        let st = lock(&self.shared.status);
        let (st, _) = match self.shared.finished.wait_timeout_while(st, timeout, |s| s.outcome.is_none()) {
            Ok(r) => r,
            Err(p) => p.into_inner(),
        };
        st.outcome
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

/// The person's earlier answers, from the state directory; none with `ask.learn_answers` off.
fn answer_book(cfg: &Config) -> super::answers::AnswerBook {
    let dir = std::path::Path::new(&cfg.runtime.state_dir);
    if cfg.ask.learn_answers {
        super::answers::AnswerBook::open(dir)
    } else {
        super::answers::AnswerBook::empty(dir)
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
