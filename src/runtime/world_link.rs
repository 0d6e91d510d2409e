//! The decision loop's link to the world beyond the arm: the mobile base and (in simulation)
//! the physics of grasping and of opening a container by its handle. A real robot without a
//! driven base uses [`FixedBase`]: exploration that needs the base to move is reported, not
//! faked.

use crate::control::drivers::sim_gripper::SimGripperHandle;
use crate::control::{GripperCommand, RobotState};
use crate::decide::motion::{ArmModel, BaseCommand};
use crate::perception::PartKind;
use crate::sim::SimWorld;
use nalgebra::Point3;
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// What the decision loop can do beyond commanding the arm and gripper.
pub trait WorldLink: Send {
    /// Moves the base for `dt` seconds (arm base frame target). Returns false when the base cannot move.
    fn drive(&mut self, cmd: &BaseCommand, dt: f64) -> bool;
    /// Called every decision step after the arm moved: lets a simulation couple the gripper
    /// with objects. `gripper_cmd` is the command just sent.
    fn sync(&mut self, state: &RobotState, gripper_cmd: Option<&GripperCommand>);
    /// The object held right now, by scene id (simulation truth) when known.
    fn held(&self) -> Option<String>;
    /// Scene id of a track (simulation truth), for scoring episodes.
    fn truth_of(&self, track_id: u64) -> Option<String>;
    /// The true part regions of a track (simulation truth), as fractions of its image box,
    /// for scoring where a grasp held the tool. Empty where unknown.
    fn parts_truth(&self, _track_id: u64) -> Vec<PartTruth> {
        Vec::new()
    }
    /// Where the robot is (simulation truth), for plotting episodes.
    fn robot_place(&self, _state: &RobotState) -> Option<RobotPlace> {
        None
    }
    fn name(&self) -> &str;
}

/// A part of a simulated object: its kind and where it is, as fractions [x1, y1, x2, y2] of
/// the object's image box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PartTruth {
    pub kind: PartKind,
    pub frac: [f32; 4],
}

/// Where the robot is in the world frame (simulation truth): its base (x, y in m, yaw in rad)
/// and its tool centre point (m).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct RobotPlace {
    pub base: [f64; 3],
    pub tcp: [f64; 3],
}

/// A robot whose base does not move and cannot open things by itself.
pub struct FixedBase;

impl WorldLink for FixedBase {
    fn drive(&mut self, cmd: &BaseCommand, _dt: f64) -> bool {
        matches!(cmd, BaseCommand::Stay)
    }
    fn sync(&mut self, _state: &RobotState, _gripper_cmd: Option<&GripperCommand>) {}
    fn held(&self) -> Option<String> {
        None
    }
    fn truth_of(&self, _track_id: u64) -> Option<String> {
        None
    }
    fn name(&self) -> &str {
        "fixed-base"
    }
}

/// Full opening of the simulated gripper's fingers, metres (a 2F-85 class gripper).
const FULL_OPENING_M: f64 = 0.085;

/// The simulated world: base kinematics, containers, grasp physics.
pub struct SimLink {
    world: Arc<Mutex<SimWorld>>,
    arm: Arc<dyn ArmModel>,
    gripper: SimGripperHandle,
}

/// Width of a simulated handle between the fingers, m.
const HANDLE_WIDTH_M: f64 = 0.025;

impl SimLink {
    pub fn new(world: Arc<Mutex<SimWorld>>, arm: Arc<dyn ArmModel>, gripper: SimGripperHandle) -> Self {
        gripper.set_object_width(None);
        SimLink { world, arm, gripper }
    }

    fn with<R>(&self, f: impl FnOnce(&mut SimWorld) -> R) -> R {
        let mut g = match self.world.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        f(&mut g)
    }

    /// The gripper opened: a held object drops where the fingers are, a handle is let go.
    fn let_go(&mut self, tcp_world: Point3<f64>) {
        self.with(|w| {
            w.release([tcp_world.x, tcp_world.y, tcp_world.z]);
            w.release_handle();
        });
        self.gripper.set_object_width(None);
    }
}

impl WorldLink for SimLink {
    fn drive(&mut self, cmd: &BaseCommand, dt: f64) -> bool {
        self.with(|w| {
            match *cmd {
                BaseCommand::Stay => {}
                BaseCommand::Turn { direction } => w.turn(direction, dt),
                BaseCommand::DriveTo { x, y, stop_m } => {
                    let target = w.arm_to_world(&Point3::new(x, y, 0.0));
                    w.drive_toward([target.x, target.y], stop_m, dt);
                }
            }
            true
        })
    }

    fn sync(&mut self, state: &RobotState, gripper_cmd: Option<&GripperCommand>) {
        let tcp = self.arm.tcp_pose(&state.q);
        let tcp_world = self.with(|w| w.arm_to_world(&Point3::from(tcp.translation.vector)));
        if !gripper_cmd.is_some_and(|g| g.position > 0.5) {
            self.let_go(tcp_world);
            return;
        }
        let holding = state.gripper.status == crate::control::GripperStatus::Holding;
        // What is between the fingers, at its width; `None` leaves a held object's width as is.
        let between = self.with(|w| {
            if w.gripped_handle().is_some() {
                if let Some(id) = w.pull_handle(&tcp_world) {
                    tracing::debug!(container = %id, "sim: handle pulled, the container is open");
                }
                return Some(Some(HANDLE_WIDTH_M));
            }
            if w.held().is_some() {
                return None;
            }
            if let Some(o) = w.object_at(&tcp_world, 0.02) {
                let (id, width) = (o.id.clone(), o.size[0].min(o.size[1]));
                if holding {
                    w.grasp(&id);
                }
                return Some(Some(width));
            }
            if let Some(id) = w.handle_at(&tcp_world).map(|o| o.id.clone()) {
                if holding {
                    w.grip_handle(&id, tcp_world);
                }
                return Some(Some(HANDLE_WIDTH_M));
            }
            tracing::debug!(tcp = ?[tcp_world.x, tcp_world.y, tcp_world.z], "sim: fingers closing on nothing");
            Some(None)
        });
        if let Some(width) = between {
            // The fingers meet it at its width (a fraction of the full opening).
            self.gripper.set_object_width(width.map(|m| (m / FULL_OPENING_M).clamp(0.05, 0.95) as f32));
        }
    }

    fn held(&self) -> Option<String> {
        self.with(|w| w.held().map(str::to_string))
    }

    fn truth_of(&self, track_id: u64) -> Option<String> {
        self.with(|w| w.scene.objects.get(track_id.saturating_sub(1) as usize).map(|o| o.id.clone()))
    }

    fn parts_truth(&self, track_id: u64) -> Vec<PartTruth> {
        self.with(|w| {
            let parts = w.scene.objects.get(track_id.saturating_sub(1) as usize).map(|o| o.parts.as_slice());
            parts.unwrap_or_default().iter().map(|p| PartTruth { kind: p.kind, frac: p.frac }).collect()
        })
    }

    fn robot_place(&self, state: &RobotState) -> Option<RobotPlace> {
        let tcp = self.arm.tcp_pose(&state.q);
        self.with(|w| {
            let t = w.arm_to_world(&Point3::from(tcp.translation.vector));
            Some(RobotPlace { base: [w.base.x, w.base.y, w.base.yaw], tcp: [t.x, t.y, t.z] })
        })
    }

    fn name(&self) -> &str {
        "sim"
    }
}
