//! Perception: from camera frames (or the simulator's oracle) to [`Observation`]s.
//!
//! A [`PerceptionSource`] is the perception thread's only dependency: given where the
//! camera is now, it blocks until the next frame is processed and returns what was
//! seen. Backends: `sim` (the simulator's open-vocabulary detector, see [`crate::sim`]) and
//! `candle` (YOLO-World + MobileCLIP on camera or replayed frames). Both take the same
//! [`Vocabulary`] and report the same [`Observation`].

pub mod camera;
pub mod candle_backend;
pub mod counters;
pub mod detector_turn;
pub mod embed_stage;
mod frame;
pub mod kernels;
pub mod models;
pub mod parts;
pub mod people;
pub mod prompt_space;
pub mod synthetic_scene;
pub mod tracker;

pub use frame::{Cadence, Camera, Frame, Intrinsics};

pub use crate::types::observation::{
    Detection, EmbeddingSpace, Observation, PartBox, PartKind, Person, PromptEmbeddings,
};
pub use crate::types::vocabulary::{PartPrompt, Vocabulary, PERSON_PROMPT};

use nalgebra::Isometry3;

/// Errors of a perception backend.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PerceptionError {
    #[error("camera `{device}`: {reason}")]
    Camera { device: String, reason: String },
    #[error("model `{model}`: {reason}")]
    Model { model: String, reason: String },
    #[error("perception source is closed")]
    Closed,
}

/// A model's failure, named.
pub(crate) fn model_err(model: &str, reason: impl std::fmt::Display) -> PerceptionError {
    PerceptionError::Model { model: model.to_string(), reason: reason.to_string() }
}

/// Produces observations, frame by frame.
pub trait PerceptionSource: Send {
    /// Blocks until the next frame is processed. `camera_pose` is the camera's pose in
    /// the robot base frame at (about) capture time, from the arm's own kinematics.
    fn next_observation(&mut self, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError>;

    /// Like [`PerceptionSource::next_observation`], given the camera pose at any monotonic
    /// time (`pose_at(t_ns)`, from the arm's kinematics): a source that knows when its frame
    /// was captured uses the pose at that moment. Default: the pose now.
    fn next_observation_at(&mut self, pose_at: &dyn Fn(u64) -> Isometry3<f64>) -> Result<Observation, PerceptionError> {
        self.next_observation(&pose_at(crate::types::clock::now_ns()))
    }

    /// Sets what the detector looks for from the next frame on: object prompts (things,
    /// places, people) and part prompts. Detections are reported under the prompt that
    /// matched; a part is reported only while its prompt is in the vocabulary. A backend
    /// that cannot apply a vocabulary keeps the previous one and says why in the log.
    fn set_vocabulary(&mut self, vocabulary: &Vocabulary);

    /// When its camera's frames become readable, if the camera knows ([`Camera::cadence`]).
    fn camera_cadence(&self) -> Option<Cadence> {
        None
    }

    /// Short name for logs and STATUS.
    fn name(&self) -> &str;
}
