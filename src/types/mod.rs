//! The ground floor: the vocabulary every room shares. Nothing here imports a room above
//! it (perception, decide, control, reason, knowledge, runtime); every room may import it.
//!
//! - [`collab`]: tasks a person and the robot share on a floor;
//! - [`clock`]: the one monotonic clock every thread stamps with;
//! - [`geometry`]: image-plane boxes;
//! - [`intrinsics`]: the camera's pinhole model;
//! - [`affordance`]: affordance vectors (the paper's X = 19 scores);
//! - [`frame`]: a camera frame (colour and depth);
//! - [`vocabulary`]: what the detector is asked to look for (object and part prompts);
//! - [`observation`]: what perception reports (detections, parts, people, the frame);
//! - [`plan`]: the task grounding result and the task plan the streams produce.

pub mod affordance;
pub mod clock;
pub mod collab;
pub mod frame;
pub mod geometry;
pub mod intrinsics;
pub mod observation;
pub mod plan;
pub mod vocabulary;

pub use affordance::{AffordanceVector, X};
pub use frame::Frame;
pub use geometry::BBox;
pub use intrinsics::Intrinsics;
pub use observation::{Detection, EmbeddingSpace, Observation, PartBox, PartKind, Person, PromptEmbeddings};
pub use plan::{Exploration, Stream, TaskGrounding, TaskPlan};
pub use vocabulary::{PartPrompt, Vocabulary, PERSON_PROMPT};
