//! `aide replay`: the decision stream re-run on a recording's inputs. Each recorded task gets
//! a fresh decision tick built as the robot built it (same configuration, same knowledge
//! base), and each recorded tick is fed back (observation, robot state, time since the task
//! started, the slow stream's answer, the person's reply, the asking layer's candidates);
//! every tick whose decision or motion output differs from the recorded one is reported.

use super::task_tick::{replaying_scorer, task_tick};
use crate::config::Config;
use crate::decide::arm_model::{ArmModel, KinematicArm};
use crate::decide::tick::TickInput;
use crate::knowledge::Knowledge;
use crate::record::messages::TickRecord;
use crate::record::reader::RecordedTask;
use crate::record::Recording;
use serde::Serialize;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Differences listed in full (the count covers them all).
const LISTED: usize = 20;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    #[error("the recording's configuration does not load here: {0}")]
    Config(String),
    #[error("the recording's arm: {0}")]
    Arm(String),
    #[error("task {task} (\"{instruction}\"): {reason}")]
    Task { task: u32, instruction: String, reason: String },
}

/// One tick that came out differently.
#[derive(Debug, Clone, Serialize)]
pub struct Difference {
    pub task: u32,
    pub tick: u64,
    /// `decision` or `motion`.
    pub what: &'static str,
    pub recorded: serde_json::Value,
    pub replayed: serde_json::Value,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct ReplayReport {
    pub tasks: usize,
    /// Ticks re-run.
    pub decisions: usize,
    /// Ticks whose decision or motion output differs from the recording.
    pub differing: usize,
    /// Ticks the recording lacks (dropped while recording because its writer fell behind);
    /// the ticks after a gap are re-run without them.
    pub missing: u64,
    /// The first differences.
    pub differences: Vec<Difference>,
}

/// The configuration a recording was made with, as JSON over this version's embedded default
/// (a key added since the recording was made takes its default).
pub fn recorded_config_json(rec: &Recording) -> Result<serde_json::Value, ReplayError> {
    let mut base = serde_json::to_value(Config::embedded_default()).map_err(|e| ReplayError::Config(e.to_string()))?;
    merge(&mut base, &rec.run.config);
    Ok(base)
}

/// The configuration a recording was made with ([`recorded_config_json`]).
pub fn recorded_config(rec: &Recording) -> Result<Config, ReplayError> {
    serde_json::from_value(recorded_config_json(rec)?).map_err(|e| ReplayError::Config(e.to_string()))
}

/// Deep-merges `over` into `base`: objects key by key, anything else replaces.
fn merge(base: &mut serde_json::Value, over: &serde_json::Value) {
    match (base, over) {
        (serde_json::Value::Object(b), serde_json::Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(k) {
                    Some(slot) => merge(slot, v),
                    None => {
                        b.insert(k.clone(), v.clone());
                    }
                }
            }
        }
        (b, o) => *b = o.clone(),
    }
}

/// Re-runs every task of `rec` with `cfg` (normally [`recorded_config`]) on `kb`. The labels
/// the run read are put into `kb`'s label cache first, as the run read them.
pub fn replay(rec: &Recording, cfg: &Config, kb: &Arc<Knowledge>) -> Result<ReplayReport, ReplayError> {
    let arm: Arc<dyn ArmModel> = Arc::new(KinematicArm::from_config(cfg).map_err(|e| ReplayError::Arm(e.to_string()))?);
    for (key, vector, text) in &rec.labels {
        kb.restore_label(key, vector, text);
    }
    let mut report = ReplayReport { tasks: rec.tasks.len(), ..Default::default() };
    for task in &rec.tasks {
        replay_task(rec, task, cfg, kb, arm.clone(), &mut report)?;
    }
    Ok(report)
}

fn replay_task(
    rec: &Recording,
    task: &RecordedTask,
    cfg: &Config,
    kb: &Arc<Knowledge>,
    arm: Arc<dyn ArmModel>,
    report: &mut ReplayReport,
) -> Result<(), ReplayError> {
    let start = &task.start;
    let queue = Arc::new(Mutex::new(VecDeque::new()));
    let wrap = |inner| replaying_scorer(inner, queue.clone());
    let mut tick = task_tick(cfg, kb, arm, &start.instruction, start.remembered.clone(), wrap).map_err(|e| {
        ReplayError::Task { task: start.task, instruction: start.instruction.clone(), reason: e.to_string() }
    })?;
    let base = Instant::now();
    let mut expected = 1;
    for t in &task.ticks {
        report.missing += t.tick.saturating_sub(expected);
        expected = t.tick + 1;
        *queue.lock().unwrap_or_else(PoisonError::into_inner) = t.scored.iter().cloned().collect();
        let obs = t.obs.observation(rec.prompts.get(&t.obs.prompts).cloned());
        let now = base + Duration::from_nanos(t.since_start_ns);
        let input = TickInput { obs: &obs, state: &t.state, now, answer: t.answer.clone(), reply: t.reply.as_deref() };
        let out = tick.tick(input, &cfg.adm);
        report.decisions += 1;
        let decision = serde_json::to_value(&out.decision).unwrap_or_default();
        let motion = serde_json::to_value(&out.motion).unwrap_or_default();
        let found = [("decision", &t.decision, decision), ("motion", &t.motion, motion)]
            .into_iter()
            .filter(|(_, recorded, replayed)| *recorded != replayed)
            .map(|(what, recorded, replayed)| difference(t, what, recorded, replayed))
            .collect::<Vec<_>>();
        if !found.is_empty() {
            report.differing += 1;
            let room = LISTED.saturating_sub(report.differences.len());
            report.differences.extend(found.into_iter().take(room));
        }
    }
    Ok(())
}

fn difference(
    t: &TickRecord,
    what: &'static str,
    recorded: &serde_json::Value,
    replayed: serde_json::Value,
) -> Difference {
    Difference { task: t.task, tick: t.tick, what, recorded: recorded.clone(), replayed }
}
