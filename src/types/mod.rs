//! The ground floor: the vocabulary every room shares. Nothing here imports a room above
//! it (perception, decide, control, reason, knowledge, runtime); every room may import it.
//!
//! - [`clock`]: the one monotonic clock every thread stamps with;
//! - [`geometry`]: image-plane boxes;
//! - [`intrinsics`]: the camera's pinhole model;
//! - [`affordance`]: affordance vectors (the paper's X = 19 scores);
//! - [`observation`]: what perception reports (detections, parts, people);
//! - [`plan`]: the task grounding result and the task plan the streams produce.

pub mod affordance;
pub mod clock;
pub mod geometry;
pub mod intrinsics;
pub mod observation;
pub mod plan;

pub use affordance::{AffordanceVector, X};
pub use geometry::BBox;
pub use intrinsics::Intrinsics;
pub use observation::{Detection, Observation, PartBox, PartKind, Person};
pub use plan::{Exploration, Stream, TaskGrounding, TaskPlan};
