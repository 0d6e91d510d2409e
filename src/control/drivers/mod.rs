//! Device drivers behind small traits, chosen by config. The control thread talks to an
//! [`Arm`] and a [`Gripper`]; real drivers keep their I/O on their own threads and expose
//! a bounded, non-blocking hand-off here so the control step never waits on a socket.

pub mod fairino;
pub mod link;
pub mod omnipicker;
pub mod robotiq;
pub mod serial_link;
pub mod sim_arm;
pub mod sim_gripper;

pub use link::{LinkError, LinkStats};

use super::types::{GripperCommand, GripperState, Joints};
use crate::config::Config;

/// A device's name in errors: shared, so a driver reporting the same failure every control
/// cycle clones a reference count instead of allocating a string.
pub type DeviceName = std::sync::Arc<str>;
/// Text in errors: a static phrase, or text formatted once and shared, so a driver reporting
/// the same formatted failure every control cycle clones a reference count (no allocation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorText {
    Static(&'static str),
    Shared(std::sync::Arc<str>),
}

impl std::ops::Deref for ErrorText {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            ErrorText::Static(s) => s,
            ErrorText::Shared(s) => s,
        }
    }
}

impl std::fmt::Display for ErrorText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

impl From<&'static str> for ErrorText {
    fn from(s: &'static str) -> Self {
        ErrorText::Static(s)
    }
}

impl From<String> for ErrorText {
    fn from(s: String) -> Self {
        ErrorText::Shared(s.into())
    }
}

impl From<std::sync::Arc<str>> for ErrorText {
    fn from(s: std::sync::Arc<str>) -> Self {
        ErrorText::Shared(s)
    }
}

/// Errors of a device driver. Each names the device it concerns. Building one on the control
/// step's paths (a lost link, a timeout, a device fault code) does not allocate.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DriverError {
    #[error("{device}: I/O error: {source}")]
    Io {
        device: DeviceName,
        #[source]
        source: std::io::Error,
    },
    #[error("{device}: no answer to {what} within {timeout_ms} ms")]
    Timeout { device: DeviceName, what: ErrorText, timeout_ms: u64 },
    #[error("{device}: protocol error: {detail}")]
    Protocol { device: DeviceName, detail: ErrorText },
    #[error("{device}: device fault {code}: {message}")]
    Fault { device: DeviceName, code: i64, message: ErrorText },
    #[error("{device}: disconnected")]
    Disconnected { device: DeviceName },
    #[error("{device}: command rejected: {reason}")]
    Rejected { device: DeviceName, reason: ErrorText },
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
    /// Re-synchronises after a lost link without blocking (the control step calls it every
    /// cycle until it completes): the first call asks the driver's I/O thread to re-arm
    /// streaming and re-read the measured joints. `Ok(None)`: still under way; `Ok(Some(q))`:
    /// streaming is armed again and `q` was measured after that; `Err`: the attempt failed
    /// (the next call starts a new one). The default suits in-process arms whose `start`
    /// does no I/O; a driver that talks to a device must override it.
    fn resync(&mut self) -> Result<Option<Joints>, DriverError> {
        self.start().map(Some)
    }
    /// Latest measured state; never blocks longer than the driver's bounded hand-off.
    fn read(&mut self) -> Result<ArmFeedback, DriverError>;
    /// Sends one joint position set-point (rad) for the current control period.
    fn command(&mut self, q: &Joints) -> Result<(), DriverError>;
    /// Ends streaming and asks the controller to stop (after a controlled deceleration).
    fn stop(&mut self) -> Result<(), DriverError>;
    /// Device name for logs.
    fn name(&self) -> &str;
    /// Health counters of the device link (CRC errors, timeouts, reconnections), for
    /// drivers that talk to a real device.
    fn link_stats(&self) -> Option<LinkStats> {
        None
    }
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
    /// Health counters of the device link (CRC errors, timeouts, reconnections), for
    /// drivers that talk to a real device.
    fn link_stats(&self) -> Option<LinkStats> {
        None
    }
}

/// Builds the arm driver named by `arm.backend`. The I/O threads of a real driver start
/// here and connect in the background; `Arm::start` waits (bounded) for the device.
pub fn build_arm(cfg: &Config) -> Result<Box<dyn Arm>, DriverError> {
    match cfg.arm.backend.as_str() {
        "fairino" => Ok(Box::new(fairino::FairinoArm::from_config(cfg)?)),
        other => Err(DriverError::Rejected {
            device: format!("arm backend `{other}`").into(),
            reason: "not built by drivers::build_arm (known here: fairino)".into(),
        }),
    }
}

/// Builds the gripper driver named by `gripper.backend`.
pub fn build_gripper(cfg: &Config) -> Result<Box<dyn Gripper>, DriverError> {
    match cfg.gripper.backend.as_str() {
        "robotiq" => Ok(Box::new(robotiq::Robotiq::from_config(cfg)?)),
        "omnipicker" => Ok(Box::new(omnipicker::OmniPicker::from_config(cfg)?)),
        other => Err(DriverError::Rejected {
            device: format!("gripper backend `{other}`").into(),
            reason: "not built by drivers::build_gripper (known here: robotiq, omnipicker)".into(),
        }),
    }
}
