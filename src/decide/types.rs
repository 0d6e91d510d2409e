//! What the decision step reads and returns.

use crate::geometry::BBox;
use crate::knowledge::affordance::AffordanceVector;
use serde::{Deserialize, Serialize};

/// Which stream produced a decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stream {
    /// Accelerated Decision-Making: ERS over the relationship space, at frame rate.
    Adm,
    /// Multi-Stage Inference with a hosted LLM.
    Msi,
    /// The offline reasoner (no LLM reachable or configured).
    Offline,
}

/// The task grounding result: which tool, and where its parts are.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskGrounding {
    /// Track id of the chosen detection in the observation.
    pub track_id: u64,
    pub label: String,
    pub tool_box: BBox,
    /// Where to hold it (handle), inside `tool_box`.
    pub operational: Option<BBox>,
    /// Where it acts (opening, blade, head), inside `tool_box`.
    pub functional: Option<BBox>,
    /// Similarity of the chosen candidate to the retrieved tools (S_max, < 1).
    pub s_max: f32,
    /// Name of the catalog tool it matched best.
    pub matched_tool: String,
}

/// Where to look when the tool is not grounded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Exploration {
    /// The tool is likely visible but far or blurred: approach this image region.
    Visible { region: BBox },
    /// The tool is likely hidden in a storage place ("fridge", "drawer").
    Invisible {
        /// Storage place label chosen from the retrieved unseen regions.
        region_label: String,
        /// The observed object that is that place, when one is in view.
        track_id: Option<u64>,
        region: Option<BBox>,
    },
}

/// Output of one decision step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub stream: Stream,
    pub grounding: Option<TaskGrounding>,
    pub exploration: Option<Exploration>,
    /// The switching rule fired (detection confidence + max similarity < switch):
    /// the slow stream should be asked.
    pub request_msi: bool,
    /// Best similarity seen this step (S_max over the top-N candidates).
    pub s_max: f32,
    /// Human-readable reasons, for logs and `notes`.
    pub notes: Vec<String>,
}

/// What the robot is asked to do, as the decision step sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskContext {
    pub instruction: String,
    /// Affordance vector of the instruction (estimated offline or scored by the LLM).
    pub instruction_vector: Option<AffordanceVector>,
}
