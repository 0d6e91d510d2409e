//! The Instruction-Tool Relationship Space.

pub mod affordance;
pub mod plan;

pub use affordance::{AffordanceVector, X};
pub use plan::TaskPlan;
