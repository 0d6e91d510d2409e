//! ADM, the fast stream: pure functions of an [`crate::perception::Observation`].

pub mod adm;
pub mod arm_model;
pub mod ask;
pub mod ers;
pub mod explore;
pub mod intent;
pub mod motion;
mod motion_params;
pub mod opening;
pub mod tick;
pub mod traversability;
pub mod types;
pub mod vocabulary;
pub mod wander;

pub use types::*;
