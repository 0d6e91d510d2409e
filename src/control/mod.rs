//! The real-time side: the control thread, kinematics, trajectories, the safety
//! envelope, and the device drivers.
//!
//! - [`kinematics`]: forward/inverse kinematics, Jacobian, camera geometry, grasp poses.
//! - [`trajectory`]: jerk-limited joint motion with smooth re-targeting and stops.
//! - [`safety`]: the envelope every command passes, independent of the planner.
//! - [`core`]: one control cycle, thread-free (tests and benches call it directly).
//! - [`control_loop`]: the real-time thread and the [`ControlHandle`] the supervisor uses.
//! - [`drivers`]: `Arm` / `Gripper` traits and their backends (sim, real devices).

// Per-joint code indexes several arrays (limits, positions, velocities) by joint number.
#![allow(clippy::needless_range_loop)]

pub mod control_loop;
pub mod core;
pub mod drivers;
pub mod events;
pub mod kinematics;
pub mod limits;
pub mod rt;
pub mod safety;
pub mod stats;
pub mod trajectory;
pub mod types;

pub use control_loop::{ControlError, ControlHandle, DeviceFaults, ShutdownReport};
pub use events::{ControlEvent, EventKind};
pub use stats::LoopStats;
pub use types::*;
