//! What a recording holds, message by message: JSON on MCAP channels, one channel per kind.
//! A tick message carries everything the decision tick read (the observation, the robot
//! state, the slow stream's answer, the person's reply, and the candidates the asking layer
//! scored from the frame's pixels) and what it decided, so the decision stream can be re-run
//! without the camera, the simulator or the language model.

use crate::control::RobotState;
use crate::decide::ask::{Candidate, Landmark, Remembered};
use crate::types::observation::{Detection, EmbeddingSpace, Observation, Person, PromptEmbeddings};
use crate::types::plan::SlowAnswer;
use nalgebra::{Isometry3, Quaternion, Translation3, UnitQuaternion};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// The run's configuration and the program that made the recording (first message).
pub const TOPIC_RUN: &str = "/aide/run";
/// A task starting.
pub const TOPIC_TASK: &str = "/aide/task";
/// The vocabulary's prompt embeddings, each time they change.
pub const TOPIC_PROMPTS: &str = "/aide/prompts";
/// One decision tick: what it read and what it decided.
pub const TOPIC_TICK: &str = "/aide/tick";
/// Object labels as the knowledge base read them, each time new ones were read.
pub const TOPIC_LABELS: &str = "/aide/labels";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunRecord {
    /// `aide` version that recorded.
    pub version: String,
    /// The configuration's fingerprint ([`crate::config::fingerprint`], as the service logs it
    /// at start-up), to match a recording with its run's log.
    pub config_hash: String,
    /// The whole configuration, as JSON.
    pub config: serde_json::Value,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TaskRecord {
    /// Counts tasks in this recording, from 1.
    pub task: u32,
    pub instruction: String,
    /// What the person chose for this request before (the asking layer starts with it).
    pub remembered: Vec<Remembered>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PromptsRecord {
    /// Referred to by [`ObservationRecord::prompts`]; counts from 1.
    pub version: u64,
    pub space: EmbeddingSpace,
    pub prompts: Vec<(String, Vec<f32>)>,
}

impl PromptsRecord {
    pub fn of(version: u64, p: &PromptEmbeddings) -> PromptsRecord {
        let prompts = p.prompts.iter().map(|(s, e)| (s.clone(), e.to_vec())).collect();
        PromptsRecord { version, space: p.space, prompts }
    }

    pub fn embeddings(&self) -> PromptEmbeddings {
        let prompts = self.prompts.iter().map(|(s, e)| (s.clone(), Arc::from(e.as_slice()))).collect();
        PromptEmbeddings { space: self.space, prompts }
    }
}

/// An observation without its image: the decision tick does not read pixels (the asking
/// layer does, and its candidates are recorded instead).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ObservationRecord {
    pub seq: u64,
    pub captured_ns: u64,
    /// Translation (x, y, z) then unit quaternion (i, j, k, w).
    pub camera_pose: [f64; 7],
    pub image_size: (u32, u32),
    pub detections: Vec<Detection>,
    /// Each detection's crop embedding (a detection's own serialisation leaves it out).
    pub embeddings: Vec<Option<Vec<f32>>>,
    pub people: Vec<Person>,
    pub processing_ns: u64,
    /// The [`PromptsRecord`] in force; 0 without prompt embeddings.
    pub prompts: u64,
}

impl ObservationRecord {
    pub fn of(o: &Observation, prompts: u64) -> ObservationRecord {
        let (t, q) = (o.camera_pose.translation.vector, o.camera_pose.rotation.coords);
        ObservationRecord {
            seq: o.seq,
            captured_ns: o.captured_ns,
            camera_pose: [t.x, t.y, t.z, q.x, q.y, q.z, q.w],
            image_size: o.image_size,
            detections: o.detections.clone(),
            embeddings: o.detections.iter().map(|d| d.embedding.as_ref().map(|e| e.to_vec())).collect(),
            people: o.people.clone(),
            processing_ns: o.processing.as_nanos() as u64,
            prompts,
        }
    }

    /// The observation again, bit for bit, with `prompts` as its prompt embeddings.
    pub fn observation(&self, prompts: Option<Arc<PromptEmbeddings>>) -> Observation {
        let p = self.camera_pose;
        let rotation = UnitQuaternion::new_unchecked(Quaternion::new(p[6], p[3], p[4], p[5]));
        let mut detections = self.detections.clone();
        for (d, e) in detections.iter_mut().zip(&self.embeddings) {
            d.embedding = e.as_ref().map(|e| Arc::from(e.as_slice()));
        }
        Observation {
            seq: self.seq,
            captured_ns: self.captured_ns,
            camera_pose: Isometry3::from_parts(Translation3::new(p[0], p[1], p[2]), rotation),
            image_size: self.image_size,
            detections,
            people: self.people.clone(),
            processing: Duration::from_nanos(self.processing_ns),
            frame: None,
            prompt_embeddings: prompts,
        }
    }
}

/// Labels the knowledge base read (embedded) since the last such message: key, label-space
/// vector, MiniLM embedding. A replay puts them back, so its labels read as the run's did
/// to the last bit (a label embedded in another batch may differ in the last bits).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LabelsRecord {
    pub labels: Vec<(String, Vec<f32>, Vec<f32>)>,
}

/// What the asking layer's scorer returned for one call.
pub type Scored = (Vec<Candidate>, Vec<Landmark>);

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TickRecord {
    pub task: u32,
    /// Counts this task's ticks, from 1.
    pub tick: u64,
    /// The tick's time on the decision clock, after the task started.
    pub since_start_ns: u64,
    pub obs: ObservationRecord,
    pub state: RobotState,
    pub answer: Option<SlowAnswer>,
    pub reply: Option<String>,
    /// The asking layer's scorer's results, call by call.
    pub scored: Vec<Scored>,
    /// What the tick decided ([`crate::decide::Decision`]) and the motion strategy's output,
    /// as they serialise: replay compares these values.
    pub decision: serde_json::Value,
    pub motion: serde_json::Value,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::geometry::BBox;
    use nalgebra::Vector3;

    #[test]
    fn an_observation_comes_back_bit_for_bit_through_json() {
        let mut o = Observation::empty((640, 480));
        o.seq = 7;
        o.captured_ns = 123_456_789;
        o.camera_pose = Isometry3::new(Vector3::new(0.1, -0.2, 0.3), Vector3::new(0.01, 0.2, -0.7));
        o.processing = Duration::from_nanos(31_415_926);
        o.detections.push(Detection {
            track_id: 4,
            label: "cup".into(),
            confidence: 0.1 + 0.2,
            bbox: BBox::new(1.5, 2.25, 100.125, 80.0),
            parts: Vec::new(),
            embedding: Some(Arc::from(vec![0.1f32, 1.0 / 3.0, -2.0e-7].as_slice())),
            position: Some([0.1 + 0.2, 1.0 / 3.0, 2.0f64.sqrt()]),
        });
        let text = serde_json::to_string(&ObservationRecord::of(&o, 0)).unwrap();
        let back: ObservationRecord = serde_json::from_str(&text).unwrap();
        let again = back.observation(None);
        assert_eq!(again.camera_pose, o.camera_pose);
        assert_eq!(again.detections, o.detections);
        assert_eq!(again.detections[0].embedding.as_deref(), o.detections[0].embedding.as_deref());
        assert_eq!((again.seq, again.captured_ns, again.processing), (o.seq, o.captured_ns, o.processing));
    }
}
