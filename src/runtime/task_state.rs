//! What the runtime's threads share about the task: its status (what STATUS=, the socket and
//! the demo report), the commands the decision thread takes, and the slots and flags between
//! the supervisor and its threads.

use super::episode::{EpisodeScore, TickTrace};
use super::perception_thread::PerceptionLink;
use crate::config::Config;
use crate::decide::motion::Phase;
use crate::decide::Stream;
use arc_swap::ArcSwap;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Condvar, Mutex};

/// How a task ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskOutcome {
    /// The tool is held and lifted.
    Grasped,
    Failed,
    /// A fixed arm's tool was outside its workspace: nothing was attempted.
    OutOfReach,
    /// The robot searched all round and opened the storage places in view without finding a
    /// tool for the task, and reported it.
    NotFound,
    /// A question went unanswered and `ask.on_silence` is `give_up`.
    Unanswered,
    Cancelled,
    TimedOut,
}

impl std::fmt::Display for TaskOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TaskOutcome::Grasped => "grasped",
            TaskOutcome::Failed => "failed",
            TaskOutcome::OutOfReach => "out of reach",
            TaskOutcome::Cancelled => "cancelled",
            TaskOutcome::TimedOut => "timed out",
            TaskOutcome::NotFound => "not found: reported",
            TaskOutcome::Unanswered => "nobody answered: given up",
        })
    }
}

/// What the runtime reports about the current task (STATUS, socket, demo).
#[derive(Debug, Clone, Serialize, Default)]
pub struct TaskStatus {
    pub instruction: Option<String>,
    pub phase: Option<Phase>,
    pub stream: Option<Stream>,
    /// Label of the grounded tool (last decision that had one): the prompt it was seen under.
    pub tool: Option<String>,
    /// Its track id.
    pub tool_track: Option<u64>,
    /// Monotonic ns of the task's first decision (after its vocabulary reached the detector).
    pub first_decision_ns: Option<u64>,
    /// Scene id of the held object (simulation truth), when known.
    pub held: Option<String>,
    pub exploring: Option<String>,
    pub decisions: u64,
    pub frames_seen: u64,
    pub score: EpisodeScore,
    pub outcome: Option<TaskOutcome>,
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
    /// The question the robot waits to have answered (the API's `POST /api/answer` closes it).
    pub open_question: Option<OpenQuestion>,
    /// The operator's answers to this task's questions, oldest first.
    pub answers: Vec<String>,
    /// Chat-completion requests the slow stream sent for this task.
    pub llm_calls: u64,
    /// Decisions by the stream that made them, counted from the first adopted plan on.
    pub after_plan: StreamCounts,
    pub notes: Vec<String>,
    /// Why the last adopted plan: its stream's reasons.
    pub plan_notes: Vec<String>,
    /// Why the last plan that chose an object in view chose it.
    pub chosen_because: Vec<String>,
}

/// A question the robot asks the person, with the answers it offers (may be empty: free text).
#[derive(Debug, Clone, Serialize, Default, PartialEq, Eq)]
pub struct OpenQuestion {
    pub text: String,
    pub choices: Vec<String>,
}

/// Decisions per stream.
#[derive(Debug, Clone, Copy, Serialize, Default, PartialEq, Eq)]
pub struct StreamCounts {
    pub adm: u64,
    pub msi: u64,
    pub offline: u64,
}

impl StreamCounts {
    pub(super) fn add(&mut self, s: Stream) {
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

pub(super) struct Shared {
    pub(super) cfg: ArcSwap<Config>,
    /// Observations out, vocabulary in (the vocabulary follows the slow stream's plans and
    /// MSI's grounding).
    pub(super) perception: PerceptionLink,
    pub(super) status: Mutex<TaskStatus>,
    /// Notified whenever a task gets its outcome.
    pub(super) finished: Condvar,
    pub(super) stop_decisions: AtomicBool,
    pub(super) decision_beat_ns: AtomicU64,
    pub(super) decision_summary: Mutex<LoopSummary>,
    /// The running episode's decisions, for its plot (simulation only; cleared at each task).
    pub(super) trace: Mutex<Vec<TickTrace>>,
    /// Last driver fault message per device while that device is faulted (from the control
    /// thread's events).
    pub(super) faults: Mutex<DriverFaults>,
}

/// Driver faults as the status reports them: the message of the fault, per device, while
/// it lasts.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct DriverFaults {
    pub arm: Option<String>,
    pub gripper: Option<String>,
}

pub(super) enum TaskCommand {
    Start(String),
    Cancel,
}

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    }
}
