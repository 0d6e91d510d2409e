//! The simulated robot: scene, world state, perception oracle, virtual devices.

pub mod oracle;
pub mod scene;
pub mod world;

pub use oracle::{OracleParams, Pinhole, SimPerception};
pub use scene::{Episode, Scene, SceneError};
pub use world::{BasePose, SimWorld};
