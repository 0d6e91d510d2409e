//! The simulated robot: scene, world state, perception oracle, virtual devices.

pub mod fake_fr3;
pub mod fake_omnipicker;
pub mod fake_robotiq;
pub mod fake_serial;
pub mod oracle;
pub mod scene;
pub mod world;

pub use oracle::{OracleParams, SimPerception};
pub use scene::{Episode, Scene, SceneError};
pub use world::{BasePose, SimWorld};
