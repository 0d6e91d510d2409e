//! ADM, the fast stream: pure functions of an [`crate::perception::Observation`].

pub mod motion;
pub mod types;

pub use types::*;
