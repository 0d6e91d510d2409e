//! Looking elsewhere: when turning on the spot has shown nothing to go for, the robot walks up
//! to something it has seen but not yet been near, and looks around again from there. Small
//! things on a far table are below the detector's confidence from across the room, a tool
//! behind a box shows from another angle, and a cupboard shows what is in it from close by.
//!
//! Places are remembered by track id (the base has no odometry here): a track the robot has
//! walked up to is not walked to again.

use crate::perception::Observation;

/// Where to walk next, from what the search turn showed.
#[derive(Debug, Clone)]
pub struct Wander {
    /// Only things farther than this (m, horizontal) are worth walking to.
    min_m: f64,
    /// Tracks seen during the current turn, with their distance when last seen (m).
    seen: Vec<(u64, f64)>,
    /// Tracks walked up to.
    visited: Vec<u64>,
    /// The track being walked to.
    target: Option<u64>,
}

impl Wander {
    pub fn new(min_m: f64) -> Wander {
        Wander { min_m, seen: Vec::new(), visited: Vec::new(), target: None }
    }

    /// The track being walked to.
    pub fn target(&self) -> Option<u64> {
        self.target
    }

    /// Notes what the search turn shows in `obs` (objects with a measured position).
    pub fn observe(&mut self, obs: &Observation) {
        for d in &obs.detections {
            let Some(p) = d.position else { continue };
            let dist = p[0].hypot(p[1]);
            match self.seen.iter_mut().find(|(id, _)| *id == d.track_id) {
                Some(s) => s.1 = dist,
                None => self.seen.push((d.track_id, dist)),
            }
        }
    }

    /// After a whole turn: picks the farthest thing seen, not yet walked to, farther than the
    /// minimum (the far side of the room is where the turn on the spot saw least: small
    /// things there are below the detector's confidence); `None` when there is none.
    pub fn pick_next(&mut self) -> Option<u64> {
        let pick = self
            .seen
            .iter()
            .filter(|(id, d)| *d > self.min_m && !self.visited.contains(id))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|s| s.0);
        self.seen.clear();
        self.target = pick;
        pick
    }

    /// The robot is next to the target (or lost it): it is not walked to again.
    pub fn arrived(&mut self) {
        if let Some(id) = self.target.take() {
            self.visited.push(id);
        }
    }

    /// Walked up to so far.
    pub fn visited(&self) -> usize {
        self.visited.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::RobotState;
    use crate::decide::motion::{BaseCommand, MotionParams, MotionStrategy, Phase};
    use crate::decide::types::Decision;
    use crate::perception::Detection;
    use crate::types::geometry::BBox;
    use std::sync::Arc;

    fn seen_at(track_id: u64, x: f64) -> Detection {
        Detection {
            track_id,
            label: format!("thing {track_id}"),
            confidence: 0.5,
            bbox: BBox::new(0.0, 0.0, 10.0, 10.0),
            parts: Vec::new(),
            embedding: None,
            position: Some([x, 0.0, 0.0]),
        }
    }

    fn view(dets: Vec<Detection>) -> Observation {
        Observation { detections: dets, ..Observation::empty((640, 480)) }
    }

    #[test]
    fn walks_to_the_farthest_thing_beyond_reach_and_never_to_the_same_one_twice() {
        let mut w = Wander::new(1.5);
        w.observe(&view(vec![seen_at(1, 0.8), seen_at(2, 3.0), seen_at(3, 2.0)]));
        assert_eq!(w.pick_next(), Some(2), "the farthest");
        w.arrived();
        w.observe(&view(vec![seen_at(1, 0.8), seen_at(2, 3.0), seen_at(3, 2.0)]));
        assert_eq!(w.pick_next(), Some(3), "then the next farthest beyond 1.5 m");
        w.arrived();
        w.observe(&view(vec![seen_at(2, 3.0), seen_at(3, 2.0)]));
        assert_eq!(w.pick_next(), None, "everything worth a walk has been walked to");
        assert_eq!(w.visited(), 2);
    }

    #[test]
    fn only_what_the_last_turn_showed_counts() {
        let mut w = Wander::new(1.5);
        w.observe(&view(vec![seen_at(7, 2.5)]));
        assert_eq!(w.pick_next(), Some(7));
        w.arrived();
        assert_eq!(w.pick_next(), None, "a new turn starts with nothing seen");
    }

    #[test]
    fn the_motion_strategy_walks_up_to_what_it_saw_after_a_whole_turn_then_turns_again() {
        let cfg = crate::config::Config::embedded_default();
        let arm = crate::decide::arm_model::KinematicArm::from_config(&cfg).expect("default arm");
        let p = MotionParams::from_config(&cfg.motion, &cfg.arm, 10.0);
        let intrinsics = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let mut m = MotionStrategy::new(Arc::new(arm), cfg.arm.ready, intrinsics, p);
        let nothing = Decision::nothing();
        let state = RobotState { q: cfg.arm.ready, q_cmd: cfg.arm.ready, ..RobotState::default() };
        let far = view(vec![seen_at(9, 3.0)]);
        for step in 1..p.look_around_steps {
            let o = m.step(&nothing, &far, &state);
            assert!(matches!(o.base, BaseCommand::Turn { .. }), "step {step}: turning on the spot first");
        }
        let o = m.step(&nothing, &far, &state);
        assert_eq!(o.phase, Phase::Search, "walking for a look is still searching");
        assert!(matches!(o.base, BaseCommand::DriveTo { x, .. } if x == 3.0), "{:?}", o.base);
        assert!(o.note.unwrap().contains("walking up to `thing 9`"));
        let there = view(vec![seen_at(9, 1.4)]);
        let o = m.step(&nothing, &there, &state);
        assert!(matches!(o.base, BaseCommand::Turn { .. }), "there: it looks around again, {:?}", o.base);
    }

    #[test]
    fn a_search_with_nothing_to_go_for_ends_as_not_found_after_its_time() {
        let cfg = crate::config::Config::embedded_default();
        let arm = crate::decide::arm_model::KinematicArm::from_config(&cfg).expect("default arm");
        let mut p = MotionParams::from_config(&cfg.motion, &cfg.arm, 10.0);
        p.m.search_give_up_s = 3.0;
        let p = MotionParams::from_config(&p.m, &cfg.arm, 10.0);
        assert_eq!(p.search_give_up_steps, 30, "3 s at 10 Hz");
        let intrinsics = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let mut m = MotionStrategy::new(Arc::new(arm), cfg.arm.ready, intrinsics, p);
        let nothing = Decision::nothing();
        let state = RobotState { q: cfg.arm.ready, q_cmd: cfg.arm.ready, ..RobotState::default() };
        let empty = Observation::empty((640, 480));
        for step in 0..30 {
            assert_eq!(m.step(&nothing, &empty, &state).phase, Phase::Search, "step {step}");
        }
        let o = m.step(&nothing, &empty, &state);
        assert_eq!(o.phase, Phase::NotFound);
        assert_eq!(o.base, BaseCommand::Stay, "the robot stops to report");
        assert!(o.note.unwrap().contains("nothing for the task found"));
        assert_eq!(m.step(&nothing, &empty, &state).phase, Phase::NotFound, "the task stays ended");
    }
}
