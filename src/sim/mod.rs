//! The simulated robot: scene, perception oracle, virtual devices.

pub mod fake_fr3;
pub mod fake_omnipicker;
pub mod fake_robotiq;
pub mod fake_serial;
