//! A task's decision tick, built from the configuration: ADM for the instruction, the motion
//! strategy and the asking layer. The running robot and `aide replay` build it the same way,
//! so a replay re-runs the very rules the robot ran.

use super::asking::asking_for;
use crate::config::Config;
use crate::control::kinematics::camera::intrinsics_from_config;
use crate::decide::ask::Remembered;
use crate::decide::motion::{ArmModel, MotionParams, MotionStrategy};
use crate::decide::tick::{CandidateScorer, DecisionTick, TaskDecider};
use crate::decide::TaskContext;
use crate::knowledge::{Knowledge, KnowledgeError};
use crate::record::messages::Scored;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

/// The decision tick for `instruction`; `scorer` may wrap the asking layer's candidate
/// scorer (to record what it returns, or to replay it).
pub(super) fn task_tick(
    cfg: &Config,
    kb: &Arc<Knowledge>,
    arm: Arc<dyn ArmModel>,
    instruction: &str,
    remembered: Vec<Remembered>,
    scorer: impl FnOnce(CandidateScorer) -> CandidateScorer,
) -> Result<DecisionTick, KnowledgeError> {
    let context = TaskContext { instruction: instruction.to_string(), instruction_vector: None };
    let decider = TaskDecider::new(context, kb.clone(), &cfg.adm)?;
    let motion = MotionStrategy::new(
        arm,
        cfg.arm.ready,
        intrinsics_from_config(&cfg.camera),
        MotionParams::from_config(&cfg.motion, &cfg.arm, cfg.runtime.decision_rate_hz),
    );
    let mut asking = asking_for(kb, cfg, decider.task(), remembered);
    asking.scorer = scorer(asking.scorer);
    Ok(DecisionTick::new(decider, motion).with_asking(asking))
}

/// What the asking layer's scorer returned during the current tick (for a recording).
pub(super) type ScoredSink = Arc<Mutex<Vec<Scored>>>;

/// `inner`, keeping a copy of each result in `sink`.
pub(super) fn recording_scorer(inner: CandidateScorer, sink: ScoredSink) -> CandidateScorer {
    Box::new(move |obs| {
        let r = inner(obs);
        sink.lock().unwrap_or_else(PoisonError::into_inner).push(r.clone());
        r
    })
}

/// The recorded results in order; `inner` only once they run out (a replay that asks more
/// often than the run did then shows up as differing decisions).
pub(super) fn replaying_scorer(inner: CandidateScorer, queue: Arc<Mutex<VecDeque<Scored>>>) -> CandidateScorer {
    Box::new(move |obs| {
        let recorded = queue.lock().unwrap_or_else(PoisonError::into_inner).pop_front();
        recorded.unwrap_or_else(|| inner(obs))
    })
}
