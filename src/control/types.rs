//! Values that cross the control thread's boundary. All are `Copy` and fixed-size so
//! that the control step never allocates when it reads a goal or publishes a state.

use serde::{Deserialize, Serialize};

/// Degrees of freedom of the arm.
pub const DOF: usize = 6;

/// Joint-space vector in radians (positions) or rad/s (velocities).
pub type Joints = [f64; DOF];

/// Gripper set-point, normalised: `position` 0 = fully open .. 1 = fully closed,
/// `force` and `speed` 0..1 of the device's range.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct GripperCommand {
    pub position: f32,
    pub force: f32,
    pub speed: f32,
}

impl GripperCommand {
    pub const OPEN: GripperCommand = GripperCommand { position: 0.0, force: 0.5, speed: 0.8 };
    pub const GRASP: GripperCommand = GripperCommand { position: 1.0, force: 0.6, speed: 0.5 };
}

/// What the gripper reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum GripperStatus {
    /// Not activated / no command yet.
    #[default]
    Idle,
    Moving,
    /// Reached the commanded position without meeting an object.
    Arrived,
    /// Stopped on an object while closing: the object is held.
    Holding,
    /// An object that was held is gone.
    Dropped,
    Fault,
}

/// Gripper feedback, normalised like [`GripperCommand`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Default)]
pub struct GripperState {
    pub position: f32,
    pub status: GripperStatus,
    /// Device fault code, 0 when healthy.
    pub fault_code: u16,
}

/// What the arm should do. Joint targets are computed off the control thread
/// (inverse kinematics runs at the decision rate), so the control step is IK-free.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GoalKind {
    /// Keep the current position (decelerate if moving).
    Hold,
    /// Move to these joint positions, jerk-limited, within `speed_scale` of the limits.
    Joints { q: Joints },
}

/// A goal published by the decision side. `issued_ns` feeds the goal watchdog.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct MotionGoal {
    pub seq: u64,
    /// Monotonic nanoseconds when the goal was issued.
    pub issued_ns: u64,
    pub kind: GoalKind,
    pub gripper: Option<GripperCommand>,
    /// 0..1 fraction of the joint speed limits the planner allows.
    pub speed_scale: f64,
}

impl MotionGoal {
    pub const fn hold(seq: u64, issued_ns: u64) -> Self {
        MotionGoal { seq, issued_ns, kind: GoalKind::Hold, gripper: None, speed_scale: 0.0 }
    }
}

/// Why the control thread stopped the arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopCause {
    /// Shutdown requested (SIGTERM / SIGINT).
    Shutdown,
    /// No fresh goal within the watchdog period.
    StaleGoal,
    /// The arm driver failed or reported a fault.
    ArmFault,
    /// The gripper driver failed or reported a fault.
    GripperFault,
    /// Emergency stop input.
    EStop,
    /// A goal or command was rejected by the safety envelope.
    SafetyReject,
    /// A person is closer than `control.safety.person_stop_m`.
    PersonNear,
    /// The newest camera frame is older than `control.perception_timeout_ms`: nobody can
    /// tell whether a person is near.
    CameraLost,
}

impl std::fmt::Display for StopCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            StopCause::Shutdown => "shutdown requested",
            StopCause::StaleGoal => "no fresh goal within the watchdog period",
            StopCause::ArmFault => "arm driver fault",
            StopCause::GripperFault => "gripper driver fault",
            StopCause::EStop => "stop requested by the operator or the emergency stop",
            StopCause::SafetyReject => "goal rejected by the safety envelope",
            StopCause::PersonNear => "a person is too close",
            StopCause::CameraLost => "no new camera frame (nobody can tell whether a person is near)",
        })
    }
}

/// Mode of the control thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum ControlMode {
    #[default]
    Starting,
    /// Following goals.
    Tracking,
    /// Decelerating to rest within the limits after a stop cause.
    Stopping,
    /// At rest after a stop; goals are ignored until the cause clears.
    Stopped,
}

impl std::fmt::Display for ControlMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ControlMode::Starting => "starting",
            ControlMode::Tracking => "tracking",
            ControlMode::Stopping => "stopping",
            ControlMode::Stopped => "stopped",
        })
    }
}

/// What the control thread publishes every cycle.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Default)]
pub struct RobotState {
    pub cycle: u64,
    /// Monotonic nanoseconds of this state.
    pub stamp_ns: u64,
    /// Commanded (set-point) joint positions, rad.
    pub q_cmd: Joints,
    /// Measured joint positions, rad.
    pub q: Joints,
    /// Commanded joint velocities, rad/s.
    pub qd: Joints,
    /// Commanded joint accelerations, rad/s^2.
    pub qdd: Joints,
    pub gripper: GripperState,
    pub mode: ControlMode,
    pub stop_cause: Option<StopCause>,
    /// Sequence number of the goal being tracked.
    pub goal_seq: u64,
    /// True when the last goal's target is reached (within tolerance) and the arm is at rest.
    pub goal_reached: bool,
    /// Cycles that overran their period so far.
    pub missed_deadlines: u64,
}

impl RobotState {
    /// Measured joint positions extrapolated to monotonic time `t_ns` with the commanded
    /// velocities (first order, at most 0.25 s either way): the arm's configuration when a
    /// camera frame stamped `t_ns` was taken.
    pub fn q_at(&self, t_ns: u64) -> Joints {
        let dt = (t_ns as f64 - self.stamp_ns as f64) / 1e9;
        let dt = dt.clamp(-0.25, 0.25);
        let mut q = self.q;
        for (q, qd) in q.iter_mut().zip(self.qd.iter()) {
            *q += qd * dt;
        }
        q
    }
}
