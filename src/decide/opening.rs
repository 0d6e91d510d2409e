//! Opening a storage place by its handle: the arm comes in front of the handle (located by
//! the handle part prompt, measured by depth), closes the gripper on it, pulls it straight
//! back toward the robot by `motion.open_pull_m`, lets go. Whether the place opened is for
//! the world to say (the camera looks in afterwards); this only moves.

use super::arm_model::ArmModel;
use crate::control::{GripperCommand, GripperStatus, Joints, RobotState};
use nalgebra::{Isometry3, Point3, Translation3, Vector3};

/// Joint tolerance (rad) within which the arm is at a stage's pose.
const AT_TOL_RAD: f64 = 0.01;

/// Steps (at the decision rate) a stage may take before the opening counts as missed: an arm
/// that never settles or a gripper that never reports cannot hold the robot here.
const STAGE_STEPS: u32 = 100;

/// Is the arm at the joint goal (within `tol` rad on every joint) and at rest?
pub fn arm_at(state: &RobotState, q: &Joints, tol: f64) -> bool {
    state.q_cmd.iter().zip(q).all(|(a, b)| (a - b).abs() <= tol) && state.qd.iter().all(|v| v.abs() < 0.02)
}

/// Where an opening is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// To the pose in front of the handle, gripper open.
    Reach,
    /// Onto the handle, then closing on it.
    Grip,
    /// Pulling the handle back, gripper closed.
    Pull,
    /// Letting go.
    Release,
}

/// What one step of an opening asks for, or how it ended.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OpeningStep {
    Moving {
        arm: Joints,
        gripper: GripperCommand,
        stage: Stage,
    },
    /// Pulled and let go.
    Done,
    /// The gripper closed on nothing, or lost the handle while pulling.
    Missed {
        stage: Stage,
    },
}

/// One planned opening of the place seen as `track_id`.
#[derive(Debug, Clone, Copy)]
pub struct Opening {
    pub track_id: u64,
    reach: Joints,
    grip: Joints,
    pull: Joints,
    stage: Stage,
    /// Steps spent in the current stage.
    steps: u32,
}

impl Opening {
    /// Plans the three poses for the handle at `handle` (arm base frame): a side approach
    /// from `standoff_m` back, the grip, and the grip moved `pull_m` horizontally toward the
    /// arm's base with the same orientation.
    pub fn plan(
        arm: &dyn ArmModel,
        track_id: u64,
        handle: Point3<f64>,
        standoff_m: f64,
        pull_m: f64,
        seed: &Joints,
    ) -> Result<Opening, String> {
        let (reach, grip, pose) = arm.side_grasp(&handle, standoff_m, seed)?;
        let back = -Vector3::new(handle.x, handle.y, 0.0).try_normalize(1e-9).unwrap_or(Vector3::x());
        let pulled = Isometry3::from_parts(Translation3::from(pose.translation.vector + back * pull_m), pose.rotation);
        let pull = arm.solve(&pulled, &grip)?;
        Ok(Opening { track_id, reach, grip, pull, stage: Stage::Reach, steps: 0 })
    }

    /// One step on the robot's state.
    pub fn step(&mut self, state: &RobotState) -> OpeningStep {
        let stage = self.stage;
        self.steps += 1;
        if self.steps > STAGE_STEPS {
            return OpeningStep::Missed { stage };
        }
        let out = self.advance(state);
        if self.stage != stage {
            self.steps = 0;
        }
        out
    }

    fn advance(&mut self, state: &RobotState) -> OpeningStep {
        let g = &state.gripper;
        let moving = |arm, gripper, stage| OpeningStep::Moving { arm, gripper, stage };
        match self.stage {
            Stage::Reach => {
                if arm_at(state, &self.reach, AT_TOL_RAD) {
                    self.stage = Stage::Grip;
                }
                moving(if self.stage == Stage::Grip { self.grip } else { self.reach }, GripperCommand::OPEN, self.stage)
            }
            Stage::Grip => {
                let there = arm_at(state, &self.grip, AT_TOL_RAD);
                match g.status {
                    GripperStatus::Holding if there => {
                        self.stage = Stage::Pull;
                        moving(self.pull, GripperCommand::GRASP, self.stage)
                    }
                    GripperStatus::Arrived if there && g.position > 0.95 => OpeningStep::Missed { stage: Stage::Grip },
                    GripperStatus::Dropped | GripperStatus::Fault => OpeningStep::Missed { stage: Stage::Grip },
                    _ => {
                        let close = if there { GripperCommand::GRASP } else { GripperCommand::OPEN };
                        moving(self.grip, close, self.stage)
                    }
                }
            }
            Stage::Pull => {
                if g.status != GripperStatus::Holding {
                    return OpeningStep::Missed { stage: Stage::Pull };
                }
                if arm_at(state, &self.pull, AT_TOL_RAD) {
                    self.stage = Stage::Release;
                }
                let hold = if self.stage == Stage::Release { GripperCommand::OPEN } else { GripperCommand::GRASP };
                moving(self.pull, hold, self.stage)
            }
            Stage::Release if g.position < 0.1 && g.status != GripperStatus::Moving => OpeningStep::Done,
            Stage::Release => moving(self.pull, GripperCommand::OPEN, self.stage),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::GripperState;
    use crate::decide::arm_model::KinematicArm;

    fn arm() -> KinematicArm {
        KinematicArm::from_config(&crate::config::Config::embedded_default()).unwrap()
    }

    fn state_at(q: Joints, position: f32, status: GripperStatus) -> RobotState {
        RobotState { q, q_cmd: q, gripper: GripperState { position, status, fault_code: 0 }, ..RobotState::default() }
    }

    fn goal(s: OpeningStep) -> (Joints, GripperCommand, Stage) {
        match s {
            OpeningStep::Moving { arm, gripper, stage } => (arm, gripper, stage),
            other => panic!("expected a move, got {other:?}"),
        }
    }

    /// A handle 0.6 m ahead at the arm's height.
    fn planned() -> (KinematicArm, Opening) {
        let a = arm();
        let ready = crate::config::Config::embedded_default().arm.ready;
        let o = Opening::plan(&a, 7, Point3::new(0.6, 0.0, 0.1), 0.12, 0.15, &ready).expect("a reachable handle");
        (a, o)
    }

    #[test]
    fn the_pull_pose_is_the_grip_moved_straight_back_toward_the_robot() {
        let (a, o) = planned();
        let grip = a.tcp_pose(&o.grip).translation.vector;
        let pull = a.tcp_pose(&o.pull).translation.vector;
        assert!((grip - Vector3::new(0.6, 0.0, 0.1)).norm() < 0.005, "grip at the handle: {grip:?}");
        let moved = pull - grip;
        assert!((moved - Vector3::new(-0.15, 0.0, 0.0)).norm() < 0.005, "pulled 15 cm back: {moved:?}");
    }

    #[test]
    fn an_opening_reaches_grips_pulls_and_lets_go_in_order() {
        let (_, mut o) = planned();
        let (q, g, s) = goal(o.step(&state_at(o.reach, 0.0, GripperStatus::Arrived)));
        assert_eq!((q, g, s), (o.grip, GripperCommand::OPEN, Stage::Grip), "at the reach pose: onto the handle");
        let (_, g, _) = goal(o.step(&state_at(o.grip, 0.0, GripperStatus::Arrived)));
        assert_eq!(g, GripperCommand::GRASP, "at the handle: close");
        let (q, g, s) = goal(o.step(&state_at(o.grip, 0.3, GripperStatus::Holding)));
        assert_eq!((q, g, s), (o.pull, GripperCommand::GRASP, Stage::Pull), "holding: pull");
        let (_, g, s) = goal(o.step(&state_at(o.pull, 0.3, GripperStatus::Holding)));
        assert_eq!((g, s), (GripperCommand::OPEN, Stage::Release), "pulled: let go");
        assert_eq!(o.step(&state_at(o.pull, 0.0, GripperStatus::Arrived)), OpeningStep::Done);
    }

    #[test]
    fn a_stage_that_never_ends_is_a_miss() {
        let (_, mut o) = planned();
        let elsewhere = state_at(o.pull, 0.0, GripperStatus::Arrived);
        let ends = (0..=STAGE_STEPS).map(|_| o.step(&elsewhere)).last();
        assert_eq!(ends, Some(OpeningStep::Missed { stage: Stage::Reach }), "an arm that never reaches the handle");
        let (_, mut o) = planned();
        o.stage = Stage::Grip;
        let faulted = o.step(&state_at(o.grip, 0.4, GripperStatus::Fault));
        assert_eq!(faulted, OpeningStep::Missed { stage: Stage::Grip });
    }

    #[test]
    fn closing_on_nothing_or_losing_the_handle_is_a_miss() {
        let (_, mut o) = planned();
        o.stage = Stage::Grip;
        assert_eq!(o.step(&state_at(o.grip, 1.0, GripperStatus::Arrived)), OpeningStep::Missed { stage: Stage::Grip });
        o.stage = Stage::Pull;
        let lost = o.step(&state_at(o.grip, 1.0, GripperStatus::Arrived));
        assert_eq!(lost, OpeningStep::Missed { stage: Stage::Pull });
    }
}
