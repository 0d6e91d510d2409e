//! Per-frame scoring of a closed-loop episode (the paper's ESR, Table IV): on each valid
//! frame, is the robot's current target right?
//!
//! A frame is *valid* when something that decides the task is in view (an acceptable tool
//! or a storage place that is right to explore), or the arm is committed to a grasp. It is
//! *correct* when the decision's target is acceptable: the grounded tool is one of the
//! episode's `accept` objects, the exploration goes to one of its `explore` places (or a
//! visible region holding an acceptable tool), or the committed grasp is on an accepted tool.

use super::world_link::{PartTruth, RobotPlace, WorldLink};
use crate::control::RobotState;
use crate::decide::ask::Description;
use crate::decide::motion::Phase;
use crate::decide::{Decision, Exploration, Stream};
use crate::perception::{Observation, PartKind};
use crate::sim::Episode;
use crate::types::geometry::BBox;
use crate::types::plan::TaskGrounding;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameVerdict {
    /// Nothing decisive in view: not counted.
    NotValid,
    Correct,
    Wrong,
}

impl FrameVerdict {
    /// Judges one frame. `truth` maps a track id to the scene object id.
    pub fn judge(
        d: &Decision,
        obs: &Observation,
        committed: Option<u64>,
        ep: &Episode,
        truth: impl Fn(u64) -> Option<String>,
    ) -> FrameVerdict {
        let is = |id: u64, set: &[String]| truth(id).is_some_and(|t| set.contains(&t));
        if let Some(track) = committed {
            return if is(track, &ep.accept) { FrameVerdict::Correct } else { FrameVerdict::Wrong };
        }
        let relevant = obs.detections.iter().any(|x| is(x.track_id, &ep.accept) || is(x.track_id, &ep.explore));
        if !relevant {
            return FrameVerdict::NotValid;
        }
        let correct = match (&d.grounding, &d.exploration) {
            (Some(g), _) => is(g.track_id, &ep.accept),
            (None, Some(Exploration::Invisible { track_id: Some(id), .. })) => is(*id, &ep.explore),
            (None, Some(Exploration::Visible { region })) => {
                obs.detections.iter().any(|x| is(x.track_id, &ep.accept) && region.intersects(&x.bbox))
            }
            _ => false,
        };
        if correct {
            FrameVerdict::Correct
        } else {
            FrameVerdict::Wrong
        }
    }
}

/// One decision of an episode, for its plot: when (seconds since the task started), the
/// motion phase and stream, what it went for (scene ids: simulation truth) and where the
/// robot was.
#[derive(Debug, Clone, Serialize)]
pub struct TickTrace {
    pub t_s: f64,
    pub phase: Phase,
    pub stream: Stream,
    /// The grounded tool.
    pub tool: Option<String>,
    /// The storage place explored.
    pub place: Option<String>,
    pub robot: Option<RobotPlace>,
}

/// Counts of an episode's frames, and how its grasp and its exploration went.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct EpisodeScore {
    pub valid_frames: u64,
    pub correct_frames: u64,
    /// Where the committed grasp held the tool (set once, when the arm commits).
    pub grasp: Option<GraspRegions>,
    /// Whether the first storage place the robot set out to explore (seen in the view) was
    /// one of the episode's right places; `None` while it explored none.
    pub first_place_right: Option<bool>,
}

/// The paper's OSR and FSR for one grasp: whether the region the robot chose to hold the tool
/// by lies on the tool's true operational part, and whether the region it took as the tool's
/// working end lies on its true functional part. `None` where the tool has no such part or
/// the robot chose no region.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct GraspRegions {
    pub operational: Option<bool>,
    pub functional: Option<bool>,
}

impl GraspRegions {
    /// Judges the grounding the arm committed to against the tool's true parts.
    pub fn judge(g: &TaskGrounding, truth: &[PartTruth]) -> GraspRegions {
        let on = |chosen: Option<&BBox>, kind: PartKind| {
            let chosen = chosen?;
            let frac = truth.iter().find(|p| p.kind == kind)?.frac;
            let b = &g.tool_box;
            let part = BBox::new(
                b.x1 + frac[0] * b.width(),
                b.y1 + frac[1] * b.height(),
                b.x1 + frac[2] * b.width(),
                b.y1 + frac[3] * b.height(),
            );
            let (cx, cy) = chosen.center();
            Some(cx >= part.x1 && cx <= part.x2 && cy >= part.y1 && cy <= part.y2)
        };
        GraspRegions {
            operational: on(g.operational.as_ref(), PartKind::Operational),
            functional: on(g.functional.as_ref(), PartKind::Functional),
        }
    }
}

impl EpisodeScore {
    pub fn record(&mut self, v: FrameVerdict) {
        match v {
            FrameVerdict::NotValid => {}
            FrameVerdict::Correct => {
                self.valid_frames += 1;
                self.correct_frames += 1;
            }
            FrameVerdict::Wrong => self.valid_frames += 1,
        }
    }

    /// Execution success rate over valid frames (0 when there were none).
    pub fn esr(&self) -> f64 {
        if self.valid_frames == 0 {
            0.0
        } else {
            self.correct_frames as f64 / self.valid_frames as f64
        }
    }
}

/// The scorer's reading of one tick: the frame's verdict, where the committed grasp holds the
/// tool (judged once, when the arm commits), and whether the first storage place explored was
/// a right one. It reads the simulated world's truth; the robot never does.
pub(super) fn score_tick(
    score: &mut EpisodeScore,
    world: &dyn WorldLink,
    committed: Option<u64>,
    decision: &Decision,
    obs: &Observation,
    phase: Phase,
    ep: &Episode,
) {
    let verdict = FrameVerdict::judge(decision, obs, committed, ep, |id| world.truth_of(id));
    if phase != Phase::Done {
        score.record(verdict);
    }
    if score.grasp.is_none() {
        let g = decision.grounding.as_ref().filter(|g| committed == Some(g.track_id));
        score.grasp = g.map(|g| GraspRegions::judge(g, &world.parts_truth(g.track_id)));
    }
    if score.first_place_right.is_none() {
        if let Some(Exploration::Invisible { track_id: Some(id), .. }) = &decision.exploration {
            score.first_place_right = Some(world.truth_of(*id).is_some_and(|p| ep.explore.contains(&p)));
        }
    }
}

impl TickTrace {
    /// This tick for the episode's plot: its phase, stream, targets (scene ids) and where the
    /// robot is.
    pub(super) fn of(world: &dyn WorldLink, t_s: f64, d: &Decision, phase: Phase, state: &RobotState) -> TickTrace {
        let place = match &d.exploration {
            Some(Exploration::Invisible { track_id: Some(id), .. }) => world.truth_of(*id),
            _ => None,
        };
        TickTrace {
            t_s,
            phase,
            stream: d.stream,
            tool: d.grounding.as_ref().and_then(|g| world.truth_of(g.track_id)),
            place,
            robot: world.robot_place(state),
        }
    }
}

/// The simulated person's reply to a question naming the objects `tracks`: they want any
/// object the episode accepts, and say none of these when no option is one (it reads the
/// world's truth, as the scorer does).
pub(super) fn sim_person_reply(world: &dyn WorldLink, ep: &Episode, tracks: &[u64], descs: &[Description]) -> String {
    use rand::SeedableRng;
    let wanted: Vec<u64> =
        tracks.iter().copied().filter(|&t| world.truth_of(t).is_some_and(|id| ep.accept.contains(&id))).collect();
    let seed = ep.instruction.bytes().fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    crate::sim::person::SimulatedPerson { wanted: &wanted, indifferent: true }.reply(tracks, descs, &mut rng)
}
