use crate::types::frame::Frame;
use crate::types::geometry::BBox;
use nalgebra::{Isometry3, Point3};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// Which part of a tool a region is (AIDE's operational / functional regions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartKind {
    /// Where the robot holds the tool (handle, grip, body of a bottle).
    Operational,
    /// Where the tool acts (blade, opening, head, bristles).
    Functional,
}

/// A detected part of an object, with its own box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartBox {
    pub kind: PartKind,
    /// Part name as the knowledge base knows it ("handle", "opening", "blade", ...).
    pub name: String,
    pub bbox: BBox,
    pub confidence: f32,
    /// Where the part is, arm base frame (m): the depth at the part box's centre pixel
    /// deprojected through the camera. `None` without depth; motion then places the part
    /// from the object's position and the box offset.
    #[serde(default)]
    pub position: Option<[f64; 3]>,
}

/// One object seen in a frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Detection {
    /// Stable across frames while the tracker follows the object.
    pub track_id: u64,
    /// The vocabulary prompt that matched (what the detector was asked for), not what the
    /// object is: a detector may report a tumbler as "cup".
    pub label: String,
    /// Detector confidence in 0..1.
    pub confidence: f32,
    pub bbox: BBox,
    #[serde(default)]
    pub parts: Vec<PartBox>,
    /// Embedding of the crop, in the observation's [`Observation::prompt_embeddings`]
    /// space (MobileCLIP's image tower on a camera), when one was computed.
    #[serde(skip)]
    pub embedding: Option<Arc<[f32]>>,
    /// Object centre in the robot base frame (from depth), metres.
    #[serde(default)]
    pub position: Option<[f64; 3]>,
}

impl Detection {
    pub fn position_point(&self) -> Option<Point3<f64>> {
        self.position.map(|p| Point3::new(p[0], p[1], p[2]))
    }

    pub fn part(&self, kind: PartKind) -> Option<&PartBox> {
        self.parts.iter().filter(|p| p.kind == kind).max_by(|a, b| a.confidence.total_cmp(&b.confidence))
    }
}

/// A person near the robot, in the base frame.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Person {
    /// Stable across frames while the tracker follows the person.
    #[serde(default)]
    pub track_id: u64,
    pub position: [f64; 3],
    /// m/s in the base frame, from the track's motion (zero on its first frame).
    pub velocity: [f64; 3],
}

/// The space crop embeddings live in, as the backend declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmbeddingSpace {
    /// MobileCLIP: image tower for crops, text tower for prompts.
    MobileClip,
    /// The simulator's stand-in: MiniLM of an object's hidden description plus seeded
    /// noise for crops, MiniLM of the prompt for prompts.
    MiniLmStandIn,
}

/// Text embeddings of the vocabulary's object prompts in the space of the crop embeddings,
/// so a crop can be compared with any prompt (unit norm).
#[derive(Debug, Clone, PartialEq)]
pub struct PromptEmbeddings {
    pub space: EmbeddingSpace,
    /// `(prompt, embedding)`, sorted by prompt.
    pub prompts: Vec<(String, Arc<[f32]>)>,
}

impl PromptEmbeddings {
    pub fn of(&self, prompt: &str) -> Option<&[f32]> {
        self.prompts.binary_search_by(|(p, _)| p.as_str().cmp(prompt)).ok().map(|i| &self.prompts[i].1[..])
    }
}

/// What perception reports for one processed frame.
#[derive(Debug, Clone)]
pub struct Observation {
    /// Frame counter of the source.
    pub seq: u64,
    /// Monotonic nanoseconds (see [`crate::types::clock`]) when the frame was captured.
    pub captured_ns: u64,
    pub camera_pose: Isometry3<f64>,
    /// Image size in pixels (width, height).
    pub image_size: (u32, u32),
    pub detections: Vec<Detection>,
    pub people: Vec<Person>,
    /// How long processing the frame took.
    pub processing: Duration,
    /// The image the detections were made on (the camera's frame, or the simulator's
    /// rendering), for the slow stream's multimodal model.
    pub frame: Option<Arc<Frame>>,
    /// The vocabulary's prompts in the crop embeddings' space (`None`: no crop embeddings).
    pub prompt_embeddings: Option<Arc<PromptEmbeddings>>,
}

impl Observation {
    /// An observation with nothing in it (before the first frame).
    pub fn empty(image_size: (u32, u32)) -> Self {
        Observation {
            seq: 0,
            captured_ns: 0,
            camera_pose: Isometry3::identity(),
            image_size,
            detections: Vec::new(),
            people: Vec::new(),
            processing: Duration::ZERO,
            frame: None,
            prompt_embeddings: None,
        }
    }

    /// Detections sorted by confidence, highest first.
    pub fn ranked(&self) -> Vec<&Detection> {
        let mut v: Vec<&Detection> = self.detections.iter().collect();
        v.sort_by(|a, b| b.confidence.total_cmp(&a.confidence));
        v
    }

    pub fn by_track(&self, track_id: u64) -> Option<&Detection> {
        self.detections.iter().find(|d| d.track_id == track_id)
    }
}
