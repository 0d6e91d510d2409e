//! Device drivers behind small traits, chosen by config. The control thread talks to an
//! [`Arm`] and a [`Gripper`]; real drivers keep their I/O on their own threads and expose
//! a bounded, non-blocking hand-off here so the control step never waits on a socket.

pub mod sim_arm;
pub mod sim_gripper;

use super::types::{GripperCommand, GripperState, Joints};

/// Errors of a device driver. Each names the device it concerns.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DriverError {
    #[error("{device}: I/O error: {source}")]
    Io {
        device: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{device}: no answer to {what} within {timeout_ms} ms")]
    Timeout { device: String, what: String, timeout_ms: u64 },
    #[error("{device}: protocol error: {detail}")]
    Protocol { device: String, detail: String },
    #[error("{device}: device fault {code}: {message}")]
    Fault { device: String, code: i64, message: String },
    #[error("{device}: disconnected")]
    Disconnected { device: String },
    #[error("{device}: command rejected: {reason}")]
    Rejected { device: String, reason: String },
}

/// Measured arm state.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ArmFeedback {
    /// Measured joint positions, rad.
    pub q: Joints,
    /// Monotonic nanoseconds when the measurement was taken.
    pub stamp_ns: u64,
}

/// A 6-DOF arm that accepts streamed joint position set-points.
pub trait Arm: Send {
    /// Prepares streaming (e.g. ServoMoveStart) and returns the measured joints.
    fn start(&mut self) -> Result<Joints, DriverError>;
    /// Latest measured state; never blocks longer than the driver's bounded hand-off.
    fn read(&mut self) -> Result<ArmFeedback, DriverError>;
    /// Sends one joint position set-point (rad) for the current control period.
    fn command(&mut self, q: &Joints) -> Result<(), DriverError>;
    /// Ends streaming and asks the controller to stop (after a controlled deceleration).
    fn stop(&mut self) -> Result<(), DriverError>;
    /// Device name for logs.
    fn name(&self) -> &str;
}

/// A two-finger gripper.
pub trait Gripper: Send {
    /// Activates / initialises the device.
    fn start(&mut self) -> Result<(), DriverError>;
    /// Sends a set-point; returns once queued (bounded).
    fn command(&mut self, cmd: &GripperCommand) -> Result<(), DriverError>;
    /// Latest state.
    fn read(&mut self) -> Result<GripperState, DriverError>;
    fn name(&self) -> &str;
}
