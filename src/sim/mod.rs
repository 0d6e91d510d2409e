//! The simulated robot: scene, world state, the open-vocabulary detector, virtual devices.
//! Only the simulator (and the episode scorer) reads an object's hidden description.

pub mod collab;
pub mod fake_fr3;
pub mod fake_omnipicker;
pub mod fake_robotiq;
pub mod fake_serial;
pub mod handles;
pub mod oracle;
pub mod people;
pub mod person;
pub mod prompts;
pub mod render;
pub mod scene;
pub mod suite;
pub mod toml_dir;
pub mod traversability;
pub mod world;

pub use oracle::{OracleParams, SimPerception};
pub use prompts::TextEncoder;
pub use scene::{Episode, EpisodeKind, EventAction, Expect, PathEnd, Scene, SceneError, SceneEvent, ScenePerson};
pub use world::{BasePose, SimWorld};
