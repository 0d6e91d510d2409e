//! One decision tick, the only place the fast stream's rules live: ADM's step over the
//! observation, the patience rule (visible exploration that brings no match asks the slow
//! stream), the slow stream's plan filling what ADM leaves open, and the motion strategy
//! turning the decision into goals. The runtime's decision thread calls [`DecisionTick::tick`]
//! on its clock; `aide plan` and `aide eval` run the same [`TaskDecider`] rules over a still
//! scene ([`crate::eval::runner`]).

use super::adm::Adm;
use super::ask::session::{Effect, Session};
use super::ask::{Candidate, Landmark};
use super::explore::VisiblePatience;
use super::motion::{MotionOutput, MotionStrategy};
use super::types::{Decision, Exploration, TaskContext};
use crate::config::AdmConfig;
use crate::control::RobotState;
use crate::knowledge::{Knowledge, KnowledgeError};
use crate::types::plan::{SlowAnswer, TaskPlan};
use crate::types::Observation;
use std::sync::Arc;
use std::time::Instant;

/// The note of a decision whose visible exploration ran out of patience.
pub const PATIENCE_NOTE: &str = "visible exploration brought no match: asking the slow stream";

/// A task's decision state: ADM over the retrieval for its request, the slow stream's plan
/// once one is adopted, and how long visible exploration has gone on.
pub struct TaskDecider {
    adm: Adm,
    plan: Option<Arc<TaskPlan>>,
    patience: VisiblePatience,
}

impl TaskDecider {
    /// Understands the request and retrieves from the relationship space (see [`Adm::new`]).
    pub fn new(task: TaskContext, kb: Arc<Knowledge>, p: &AdmConfig) -> Result<TaskDecider, KnowledgeError> {
        Ok(TaskDecider { adm: Adm::new(task, kb, p)?, plan: None, patience: VisiblePatience::default() })
    }

    pub fn adm(&self) -> &Adm {
        &self.adm
    }

    pub fn task(&self) -> &TaskContext {
        self.adm.task()
    }

    /// The adopted slow-stream plan, if any.
    pub fn plan(&self) -> Option<&TaskPlan> {
        self.plan.as_deref()
    }

    /// ADM's decision for `obs`, with the patience rule measured at `now`, and whether
    /// visible exploration has run out of patience.
    fn adm_decision(&mut self, obs: &Observation, p: &AdmConfig, now: Instant) -> (Decision, bool) {
        let mut d = self.adm.step(obs, p);
        let exhausted = self.patience.exhausted(&d, p.visible_patience_s, now);
        if exhausted {
            ask_when_patience_runs_out(&mut d);
        }
        (d, exhausted)
    }

    /// ADM's decision for `obs` without the patience clock (a still scene: the caller says
    /// when the approach is over).
    pub fn step(&self, obs: &Observation, p: &AdmConfig) -> Decision {
        self.adm.step(obs, p)
    }

    /// Takes the slow stream's answer when it is for this task's request: its plan joins
    /// ADM's retrieval pool and fills later decisions. Returns whether it was for this task.
    pub fn take_answer(&mut self, answer: &SlowAnswer) -> bool {
        if answer.instruction.trim() != self.task().instruction.trim() {
            return false;
        }
        if let Some(plan) = &answer.plan {
            self.adm.adopt((**plan).clone());
            self.plan = Some(plan.clone());
        }
        true
    }
}

/// Visible exploration that has run out of patience (or, on a still scene, whose approach is
/// over) without a match: the slow stream is asked.
pub fn ask_when_patience_runs_out(d: &mut Decision) {
    if !d.request_msi {
        d.request_msi = true;
        d.notes.push(PATIENCE_NOTE.into());
    }
}

/// Whether visible exploration brought no match: nothing grounded, a visible region explored.
pub fn exploring_visibly_without_match(d: &Decision) -> bool {
    d.grounding.is_none() && matches!(d.exploration, Some(Exploration::Visible { .. }))
}

/// The slow stream's plan fills what ADM leaves open. ADM's grounding always stands, and so
/// does its exploration while it has patience (`exhausted` false). Otherwise, in order: the
/// plan's tool in view; the plan's storage place in view; ADM's storage place in view; the
/// plan's exploration (a place not in view, or a region); ADM's own region.
pub fn follow_plan(d: &mut Decision, plan: Option<&TaskPlan>, obs: &Observation, exhausted: bool) {
    let Some(plan) = plan else { return };
    if d.grounding.is_some() || (!exhausted && d.exploration.is_some()) {
        return;
    }
    if let Some(g) = plan.grounding.as_ref().filter(|g| obs.by_track(g.track_id).is_some()) {
        d.grounding = Some(g.clone());
        d.exploration = None;
        d.stream = plan.source;
        return;
    }
    let place_in_view = |e: &Option<Exploration>| matches!(e, Some(Exploration::Invisible { track_id: Some(id), .. }) if obs.by_track(*id).is_some());
    if place_in_view(&plan.exploration) {
        d.exploration = plan.exploration.clone();
        d.stream = plan.source;
    } else if place_in_view(&d.exploration) {
        if let Some(Exploration::Invisible { region_label, .. }) = &d.exploration {
            d.notes.push(format!("the slow stream found nothing here: ADM's exploration of `{region_label}` stands"));
        }
    } else if let Some(e) =
        plan.exploration.as_ref().filter(|e| !matches!(e, Exploration::Invisible { track_id: Some(_), .. }))
    {
        d.exploration = Some(e.clone());
        d.stream = plan.source;
    }
}

/// What one tick reads.
pub struct TickInput<'a> {
    pub obs: &'a Observation,
    pub state: &'a RobotState,
    /// The tick's time on the decision clock: patience is measured on it.
    pub now: Instant,
    /// The slow stream's newest answer, when one arrived since the last tick.
    pub answer: Option<SlowAnswer>,
    /// The person's newest reply to the robot's question, when one arrived since the last tick.
    pub reply: Option<&'a str>,
}

/// What one tick decided, and why.
pub struct TickReport {
    pub decision: Decision,
    /// Goals for the arm, gripper and base, with the motion strategy's phase and note.
    pub motion: MotionOutput,
    /// The slow stream should be asked (the switching rule or the patience rule fired).
    pub ask_slow: bool,
    /// The answer taken this tick; `None` when none arrived or it was for an earlier request.
    pub adopted: Option<SlowAnswer>,
    /// What the conversation about which object is meant did this tick.
    pub ask: Effect,
}

/// The candidates an observation holds for the task, scored by the deciding stream, and the
/// other things in view (to say where a candidate is).
pub type CandidateScorer = Box<dyn Fn(&Observation) -> (Vec<Candidate>, Vec<Landmark>) + Send>;

/// A task's asking layer (seed 002): its conversation, and how it scores candidates.
pub struct Asking {
    pub session: Session,
    pub scorer: CandidateScorer,
}

/// A running task: its decision state and its motion strategy.
pub struct DecisionTick {
    decider: TaskDecider,
    motion: MotionStrategy,
    asking: Option<Asking>,
}

impl DecisionTick {
    pub fn new(decider: TaskDecider, motion: MotionStrategy) -> DecisionTick {
        DecisionTick { decider, motion, asking: None }
    }

    /// The task asks which object is meant when that pays (without it, it never asks).
    pub fn with_asking(mut self, asking: Asking) -> DecisionTick {
        self.asking = Some(asking);
        self
    }

    pub fn decider(&self) -> &TaskDecider {
        &self.decider
    }

    pub fn task(&self) -> &TaskContext {
        self.decider.task()
    }

    /// The track the motion strategy has committed to grasp, if any.
    pub fn committed_track(&self) -> Option<u64> {
        self.motion.committed_track()
    }

    /// One tick: ADM decides for the observation (asking the slow stream when the switching
    /// or the patience rule fires), the slow stream's newest answer is taken and its plan
    /// fills what ADM leaves open, the asking layer settles which object is meant (holding
    /// the robot while a question is open), and the motion strategy moves.
    pub fn tick(&mut self, input: TickInput<'_>, p: &AdmConfig) -> TickReport {
        // What the person ruled out is not there for the decision: it grounds the next best
        // thing or searches on, instead of being held back by a refused object in view.
        let kept = self.asking.as_ref().and_then(|a| a.session.without_declined(input.obs));
        let obs = kept.as_ref().unwrap_or(input.obs);
        let (mut decision, exhausted) = self.decider.adm_decision(obs, p, input.now);
        let adopted = input.answer.filter(|a| self.decider.take_answer(a));
        follow_plan(&mut decision, self.decider.plan(), obs, exhausted);
        let request = &self.decider.task().instruction;
        let ask = match self.asking.as_mut() {
            Some(a) => a.session.step(request, &mut decision, obs, &a.scorer, input.now, input.reply),
            None => Effect::Proceed,
        };
        let motion = match ask {
            Effect::Hold { .. } | Effect::GiveUp(_) => self.motion.wait_for_answer(input.state),
            _ => self.motion.step(&decision, obs, input.state),
        };
        TickReport { ask_slow: decision.request_msi, decision, motion, adopted, ask }
    }

    /// After the task has ended: keep the arm where the task left it.
    pub fn hold(&mut self, state: &RobotState) -> MotionOutput {
        self.motion.step(&Decision::nothing(), &Observation::empty((0, 0)), state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::types::Stream;
    use crate::types::geometry::BBox;
    use crate::types::plan::TaskGrounding;
    use crate::types::{AffordanceVector, Detection};

    fn obs_with(tracks: &[u64]) -> Observation {
        let mut o = Observation::empty((640, 480));
        for &t in tracks {
            o.detections.push(Detection {
                track_id: t,
                label: format!("object {t}"),
                confidence: 0.9,
                bbox: BBox::new(0.0, 0.0, 10.0, 10.0),
                parts: Vec::new(),
                embedding: None,
                position: None,
            });
        }
        o
    }

    fn place(track: Option<u64>, label: &str) -> Exploration {
        Exploration::Invisible { region_label: label.into(), track_id: track, region: None }
    }

    fn plan(grounding: Option<u64>, exploration: Option<Exploration>) -> TaskPlan {
        TaskPlan {
            instruction: "I am thirsty".into(),
            instruction_vector: AffordanceVector::default(),
            tool: "mug".into(),
            tool_vector: AffordanceVector::default(),
            operational_part: None,
            functional_part: None,
            unseen_regions: vec!["cabinet".into()],
            source: Stream::Offline,
            grounding: grounding.map(|t| TaskGrounding {
                track_id: t,
                label: "mug".into(),
                tool_box: BBox::new(0.0, 0.0, 10.0, 10.0),
                operational: None,
                functional: None,
                s_max: 0.7,
                matched_tool: "mug".into(),
            }),
            exploration,
            notes: Vec::new(),
        }
    }

    fn visible() -> Decision {
        Decision {
            exploration: Some(Exploration::Visible { region: BBox::new(0.0, 0.0, 5.0, 5.0) }),
            ..Decision::nothing()
        }
    }

    #[test]
    fn adm_keeps_its_exploration_while_it_has_patience() {
        let mut d = visible();
        follow_plan(&mut d, Some(&plan(Some(3), None)), &obs_with(&[3]), false);
        assert!(d.grounding.is_none() && matches!(d.exploration, Some(Exploration::Visible { .. })));
        assert_eq!(d.stream, Stream::Adm);
    }

    #[test]
    fn out_of_patience_the_plans_tool_in_view_is_taken() {
        let mut d = visible();
        follow_plan(&mut d, Some(&plan(Some(3), None)), &obs_with(&[3]), true);
        assert_eq!(d.grounding.as_ref().map(|g| g.track_id), Some(3));
        assert!(d.exploration.is_none());
        assert_eq!(d.stream, Stream::Offline);
    }

    #[test]
    fn a_plans_tool_out_of_view_leaves_adms_region() {
        let mut d = visible();
        follow_plan(&mut d, Some(&plan(Some(9), None)), &obs_with(&[3]), true);
        assert!(matches!(d.exploration, Some(Exploration::Visible { .. })));
    }

    #[test]
    fn adms_place_in_view_stands_against_a_place_out_of_view_and_says_so() {
        let mut d = Decision { exploration: Some(place(Some(4), "drawer")), ..Decision::nothing() };
        follow_plan(&mut d, Some(&plan(None, Some(place(None, "fridge")))), &obs_with(&[4]), true);
        assert_eq!(d.exploration, Some(place(Some(4), "drawer")));
        assert!(d.notes.last().is_some_and(|n| n.contains("`drawer` stands")), "{:?}", d.notes);
    }

    #[test]
    fn the_plans_place_in_view_comes_before_adms() {
        let mut d = Decision { exploration: Some(place(Some(4), "drawer")), ..Decision::nothing() };
        follow_plan(&mut d, Some(&plan(None, Some(place(Some(5), "fridge")))), &obs_with(&[4, 5]), true);
        assert_eq!(d.exploration, Some(place(Some(5), "fridge")));
    }

    #[test]
    fn a_decision_with_nothing_takes_the_plans_place_out_of_view() {
        let mut d = Decision::nothing();
        follow_plan(&mut d, Some(&plan(None, Some(place(None, "fridge")))), &obs_with(&[]), false);
        assert_eq!(d.exploration, Some(place(None, "fridge")));
    }

    #[test]
    fn patience_asks_the_slow_stream_once_with_one_note() {
        let mut d = visible();
        ask_when_patience_runs_out(&mut d);
        ask_when_patience_runs_out(&mut d);
        assert!(d.request_msi);
        assert_eq!(d.notes, vec![PATIENCE_NOTE.to_string()]);
    }
}
