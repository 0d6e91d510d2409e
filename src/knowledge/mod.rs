//! The Instruction-Tool Relationship Space.

pub mod affordance;

pub use affordance::{AffordanceVector, X};
