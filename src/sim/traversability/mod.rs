//! Traversability scenarios for `aide eval --traversability`: the file format with the hidden
//! truth ([`scenario`]), a seeded generator of homes with certain and uncertain obstacles
//! ([`generate`], from [`data`] on a [`floorplan`]), and the simulated person who answers the
//! robot's questions from the truth ([`person`]).

pub mod data;
pub mod floorplan;
pub mod generate;
pub mod person;
pub mod scenario;

pub use generate::{generate, GenerateError};
pub use person::SimulatedPerson;
pub use scenario::{read_dir, write_dir, Scenario, ScenarioError, ScenarioKind};
