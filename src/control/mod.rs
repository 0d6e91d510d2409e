//! The real-time side: the control thread, kinematics, trajectories, the safety
//! envelope, and the device drivers.

pub mod drivers;
pub mod types;

pub use types::*;
