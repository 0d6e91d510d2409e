//! Invisible exploration of a storage place in view: drive up to it, open it by its handle
//! ([`crate::decide::opening`]: the handle part prompt locates it, depth measures it), look in
//! for a while; then the place counts as explored and the search goes on.

use super::{MotionOutput, MotionStrategy, Phase, INSPECT_STEPS, OPEN_REACH_M, OPEN_STANDOFFS};
use crate::control::{GoalKind, GripperCommand, RobotState};
use crate::decide::motion::BaseCommand;
use crate::decide::opening::{arm_at, Opening, OpeningStep, Stage};
use crate::perception::{Detection, Observation, PartKind};
use nalgebra::Point3;

/// The storage place the robot stands at: its track, label and where it was last seen (arm
/// base frame; the base does not move while the robot opens it or looks in).
#[derive(Debug, Clone)]
pub(super) struct AtPlace {
    pub(super) track_id: u64,
    label: String,
    position: [f64; 3],
}

/// Joint tolerance (rad) within which the camera counts as pointing at the place.
const LOOKING_TOL_RAD: f64 = 0.05;

/// Steps (10 s at the decision rate) the base may drive up to a handle before the place is
/// given up (a base that cannot get closer).
const HANDLE_DRIVE_STEPS: u32 = 100;

/// Failed tries (a missed handle, a handle out of reach from a stand-off) before a place is
/// given up as one the robot cannot open.
const OPEN_TRIES: u32 = 6;

impl MotionStrategy {
    /// Explores the storage place seen as `track_id`: approaches it, opens it, looks in.
    pub(super) fn go_explore_place(&mut self, track_id: u64, obs: &Observation, state: &RobotState) -> MotionOutput {
        self.phase = Phase::Explore;
        let Some((det, p)) = obs.by_track(track_id).and_then(|d| Some((d, d.position?))) else {
            return self.place_out_of_view(track_id, state);
        };
        let horizontal = p[0].hypot(p[1]);
        if horizontal > self.p.m.explore_stop_m + self.p.m.open_margin_m {
            let look = self.look_at(Some(Point3::from(p)), state);
            let drive = BaseCommand::DriveTo { x: p[0], y: p[1], stop_m: self.p.m.explore_stop_m };
            let mut o = self.out(look, None, self.p.m.travel_speed, drive);
            o.note = Some(if self.p.mobile_base {
                format!("invisible exploration: approaching `{}` ({horizontal:.2} m)", det.label)
            } else {
                format!(
                    "invisible exploration: `{}` is {horizontal:.2} m away, beyond a fixed arm; it needs the operator",
                    det.label
                )
            });
            return o;
        }
        if self.at_place.as_ref().is_none_or(|at| at.track_id != track_id) {
            self.leave_place();
        }
        self.at_place = Some(AtPlace { track_id, label: det.label.clone(), position: p });
        if self.opened.contains(&track_id) {
            return self.look_into(track_id, &det.label, p, state);
        }
        self.open_place(track_id, det, obs, state)
    }

    /// Forgets the place the robot stood at (a tool took over, or the place was lost).
    pub(super) fn leave_place(&mut self) {
        self.at_place = None;
        self.inspecting = None;
        self.handle_unseen = 0;
        self.handle_drive_steps = 0;
        self.open_standoff = 0;
    }

    /// The place is not in this frame: at a place the robot stands at, it goes on looking
    /// where the place was (an opened one is looked into; a closed one is waited for
    /// [`INSPECT_STEPS`], then left to the search); otherwise it turns to find it again.
    fn place_out_of_view(&mut self, track_id: u64, state: &RobotState) -> MotionOutput {
        match self.at_place.clone() {
            Some(at) if at.track_id == track_id && self.opened.contains(&track_id) => {
                self.look_into(track_id, &at.label, at.position, state)
            }
            Some(at) if at.track_id == track_id => {
                self.handle_unseen += 1;
                let look = self.look_at(Some(Point3::from(at.position)), state);
                let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, BaseCommand::Stay);
                if self.handle_unseen >= INSPECT_STEPS {
                    self.leave_place();
                    o.note = Some(format!("lost sight of `{}`: searching for it again", at.label));
                } else {
                    o.note = Some(format!("looking for `{}` where it was", at.label));
                }
                o
            }
            _ => {
                let turn = BaseCommand::Turn { direction: self.search_dir };
                self.out(self.look_goal(), None, self.p.m.travel_speed, turn)
            }
        }
    }

    /// Looks at the opened place for [`INSPECT_STEPS`] with the camera pointing at it (a step
    /// still turning the camera counts half, so a look pose never reached cannot hold the
    /// robot here); then it is explored.
    fn look_into(&mut self, track_id: u64, label: &str, p: [f64; 3], state: &RobotState) -> MotionOutput {
        let look = self.look_at(Some(Point3::from(p)), state);
        let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, BaseCommand::Stay);
        let looking = matches!(look, GoalKind::Joints { q } if arm_at(state, &q, LOOKING_TOL_RAD));
        let step = if looking { 2 } else { 1 };
        let steps = match self.inspecting {
            Some((t, n)) if t == track_id => n + step,
            _ => step,
        };
        self.inspecting = Some((track_id, steps));
        if steps >= 2 * INSPECT_STEPS {
            self.explored.push(track_id);
            self.leave_place();
            o.base = BaseCommand::Turn { direction: self.search_dir };
            o.note = Some(format!("`{label}` explored: the tool is not there, searching on"));
            return o;
        }
        o.note = Some(format!("looking into `{label}`"));
        o
    }

    /// Next to the place: find its handle, plan the opening from where the base stands, or
    /// move to where the arm reaches the handle.
    fn open_place(&mut self, track_id: u64, det: &Detection, obs: &Observation, state: &RobotState) -> MotionOutput {
        let p = det.position.unwrap_or_default();
        let Some(handle) = self.handle_point(det, obs) else {
            return self.look_for_handle(track_id, &det.label, p, state);
        };
        self.handle_unseen = 0;
        // Look at the place, not its handle: a tall place close up stays in view.
        let look = self.look_at(Some(Point3::from(p)), state);
        let dist = handle.x.hypot(handle.y);
        let drive_to = |stop_m| BaseCommand::DriveTo { x: handle.x, y: handle.y, stop_m };
        if self.p.mobile_base && dist > OPEN_REACH_M {
            self.handle_drive_steps += 1;
            if self.handle_drive_steps > HANDLE_DRIVE_STEPS {
                return self.give_up_place(track_id, format!("the base came no closer than {dist:.2} m"));
            }
            let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, drive_to(OPEN_STANDOFFS[0]));
            o.note = Some(format!("going up to the handle of `{}` ({dist:.2} m)", det.label));
            return o;
        }
        let (standoff, pull) = (self.p.m.pregrasp_above_m, self.p.m.open_pull_m);
        match Opening::plan(self.arm.as_ref(), track_id, handle, standoff, pull, &state.q_cmd) {
            Ok(opening) => {
                tracing::debug!(handle = ?[handle.x, handle.y, handle.z], place = %det.label, "motion: opening planned");
                self.opening = Some(opening);
                self.phase = Phase::Opening;
                let mut o = self.execute_opening(state);
                o.note = Some(format!("opening `{}`: reaching its handle", det.label));
                o
            }
            Err(e) => {
                let why = format!("the handle of `{}` is not reachable from {dist:.2} m ({e})", det.label);
                if self.failed_try(track_id) {
                    return self.give_up_place(track_id, why);
                }
                let stop_m = OPEN_STANDOFFS[self.open_standoff];
                self.open_standoff = (self.open_standoff + 1) % OPEN_STANDOFFS.len();
                let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, drive_to(stop_m));
                o.note = Some(why);
                o
            }
        }
    }

    /// The handle's point (arm base frame): the handle part's depth point, else its box
    /// placed on the object.
    fn handle_point(&self, det: &Detection, obs: &Observation) -> Option<Point3<f64>> {
        let h = det.part(PartKind::Operational)?;
        match (h.position, det.position) {
            (Some(p), _) => Some(Point3::from(p)),
            (None, Some(centre)) => Some(self.part_point(obs, &h.bbox, &det.bbox, centre)),
            (None, None) => None,
        }
    }

    /// No handle in view: look at the place a while; then look into it as it is (it may
    /// stand open, or have no handle to pull).
    fn look_for_handle(&mut self, track_id: u64, label: &str, p: [f64; 3], state: &RobotState) -> MotionOutput {
        self.handle_unseen += 1;
        let look = self.look_at(Some(Point3::from(p)), state);
        let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, BaseCommand::Stay);
        if self.handle_unseen >= INSPECT_STEPS {
            self.handle_unseen = 0;
            self.opened.push(track_id);
            o.note = Some(format!("no handle seen on `{label}`: looking into it as it is"));
        } else {
            o.note = Some(format!("next to `{label}`: looking for its handle"));
        }
        o
    }

    /// One step of the opening under way.
    pub(super) fn execute_opening(&mut self, state: &RobotState) -> MotionOutput {
        let Some(opening) = self.opening.as_mut() else {
            self.phase = Phase::Explore;
            return self.out(self.look_goal(), None, self.p.m.travel_speed, BaseCommand::Stay);
        };
        let track_id = opening.track_id;
        match opening.step(state) {
            OpeningStep::Moving { arm, gripper, stage } => {
                // Free space up to the pose in front of the handle; slowly on the handle.
                let speed = if stage == Stage::Reach { self.p.m.travel_speed } else { self.p.m.fine_speed };
                let mut o = self.out(GoalKind::Joints { q: arm }, Some(gripper), speed, BaseCommand::Stay);
                o.note = Some(format!("opening: {}", stage_note(stage)));
                o
            }
            OpeningStep::Done => {
                self.opening = None;
                self.phase = Phase::Explore;
                self.opened.push(track_id);
                let mut o =
                    self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.fine_speed, BaseCommand::Stay);
                o.note = Some("handle pulled and let go: looking in".into());
                o
            }
            OpeningStep::Missed { stage } => {
                self.opening = None;
                self.phase = Phase::Explore;
                let why = format!("the gripper lost the handle while {}", stage_note(stage));
                if self.failed_try(track_id) {
                    return self.give_up_place(track_id, why);
                }
                let mut o =
                    self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.fine_speed, BaseCommand::Stay);
                o.note = Some(format!("{why}: trying again"));
                o
            }
        }
    }

    /// Counts a failed try at opening `track_id`; true once [`OPEN_TRIES`] have failed.
    fn failed_try(&mut self, track_id: u64) -> bool {
        self.open_tries = match self.open_tries {
            (t, n) if t == track_id => (t, n + 1),
            _ => (track_id, 1),
        };
        self.open_tries.1 >= OPEN_TRIES
    }

    /// The place cannot be opened: it counts as explored, and the search goes on.
    fn give_up_place(&mut self, track_id: u64, why: String) -> MotionOutput {
        self.explored.push(track_id);
        self.leave_place();
        self.phase = Phase::Explore;
        let turn = BaseCommand::Turn { direction: self.search_dir };
        let mut o = self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.travel_speed, turn);
        o.note = Some(format!("cannot open it ({why}): searching on"));
        o
    }
}

fn stage_note(stage: Stage) -> &'static str {
    match stage {
        Stage::Reach => "reaching the handle",
        Stage::Grip => "closing on the handle",
        Stage::Pull => "pulling the handle",
        Stage::Release => "letting go of the handle",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::arm_model::KinematicArm;
    use crate::decide::motion::MotionParams;
    use crate::decide::types::{Decision, Exploration};
    use crate::perception::PartBox;
    use crate::types::geometry::BBox;
    use std::sync::Arc;

    fn strategy() -> (MotionStrategy, RobotState) {
        let cfg = crate::config::Config::embedded_default();
        let arm = KinematicArm::from_config(&cfg).expect("default arm");
        let intrinsics = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let params = MotionParams::from_config(&cfg.motion, &cfg.arm, 10.0);
        let m = MotionStrategy::new(Arc::new(arm), cfg.arm.ready, intrinsics, params);
        (m, RobotState { q: cfg.arm.ready, q_cmd: cfg.arm.ready, ..RobotState::default() })
    }

    /// A cupboard seen as track 5 with its centre `at` (arm base frame) and, when `handle` is
    /// given, its handle part measured there.
    fn cupboard(at: [f64; 3], handle: Option<[f64; 3]>) -> Observation {
        let mut o = Observation::empty((640, 480));
        let parts = handle.map(|p| PartBox {
            kind: PartKind::Operational,
            name: "handle".into(),
            bbox: BBox::new(300.0, 200.0, 340.0, 260.0),
            confidence: 0.8,
            position: Some(p),
        });
        o.detections.push(Detection {
            track_id: 5,
            label: "cupboard".into(),
            confidence: 0.9,
            bbox: BBox::new(100.0, 50.0, 540.0, 470.0),
            parts: parts.into_iter().collect(),
            embedding: None,
            position: Some(at),
        });
        o
    }

    fn explore_cupboard() -> Decision {
        let e = Exploration::Invisible { region_label: "cupboard".into(), track_id: Some(5), region: None };
        Decision { exploration: Some(e), ..Decision::nothing() }
    }

    #[test]
    fn next_to_a_place_with_its_handle_in_reach_the_arm_starts_opening_it() {
        let (mut m, state) = strategy();
        let o = m.step(&explore_cupboard(), &cupboard([0.8, 0.0, 0.0], Some([0.55, 0.0, 0.05])), &state);
        assert_eq!(o.phase, Phase::Opening, "{:?}", o.note);
        assert_eq!(o.base, BaseCommand::Stay, "the base stays while the arm opens");
        assert_eq!(o.gripper, Some(GripperCommand::OPEN));
        // The decision no longer naming the place does not stop the opening.
        let o = m.step(&Decision::nothing(), &Observation::empty((640, 480)), &state);
        assert_eq!(o.phase, Phase::Opening);
    }

    #[test]
    fn a_handle_beyond_reach_is_driven_up_to_and_a_place_without_one_is_looked_into() {
        let (mut m, state) = strategy();
        let o = m.step(&explore_cupboard(), &cupboard([1.1, 0.0, 0.0], Some([0.9, 0.0, 0.05])), &state);
        assert!(matches!(o.base, BaseCommand::DriveTo { .. }) && o.phase == Phase::Explore, "{o:?}");
        assert!(o.note.as_deref().is_some_and(|n| n.contains("going up to the handle")), "{:?}", o.note);
        let (mut m, state) = strategy();
        let mut note = None;
        for _ in 0..INSPECT_STEPS {
            note = m.step(&explore_cupboard(), &cupboard([0.8, 0.0, 0.0], None), &state).note;
        }
        assert!(note.is_some_and(|n| n.contains("no handle seen")), "after 2 s without a handle");
        let o = m.step(&Decision::nothing(), &Observation::empty((640, 480)), &state);
        assert_eq!(o.note.as_deref(), Some("looking into `cupboard`"), "the place stays the target out of view");
    }

    #[test]
    fn a_closed_place_lost_from_view_is_waited_for_then_left_to_the_search_not_counted_explored() {
        let (mut m, state) = strategy();
        m.step(&explore_cupboard(), &cupboard([1.1, 0.0, 0.0], Some([0.9, 0.0, 0.05])), &state);
        let empty = Observation::empty((640, 480));
        let notes: Vec<String> =
            (0..INSPECT_STEPS).filter_map(|_| m.step(&Decision::nothing(), &empty, &state).note).collect();
        assert_eq!(notes[0], "looking for `cupboard` where it was");
        assert_eq!(notes.last().map(String::as_str), Some("lost sight of `cupboard`: searching for it again"));
        assert!(!m.explored.contains(&5) && !m.opened.contains(&5));
        assert_eq!(m.step(&Decision::nothing(), &empty, &state).phase, Phase::Search);
    }
}
