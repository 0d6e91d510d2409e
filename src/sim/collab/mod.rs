//! The 2-D collaboration co-simulation of seed 002 (II-B, IV-A2): a floor with independent and
//! cooperative tasks, a robot and a scripted person walking at fixed speeds on a fixed time
//! step, the clock passed in.
//!
//! - [`scenario`]: the scenario files (`assets/eval/intent/<split>/*.toml`);
//! - [`generate`]: the seeded generator that writes them;
//! - [`person`]: the scripted person (their task order, detours and feints, their wait at
//!   cooperative tasks);
//! - [`world`]: the floor over time: motion, work on tasks, completions, and the person as the
//!   robot observes them (with position noise).
//!
//! The person's script is the hidden truth: only this module and the scorer read it.

pub mod generate;
pub mod person;
pub mod scenario;
pub mod world;

pub use scenario::{Behaviour, Leg, PersonScript, Scenario, ScenarioError, ScenarioTask};
pub use world::{Agent, Completion, World};
