//! What the decision step reads and returns.

use crate::types::affordance::AffordanceVector;
pub use crate::types::plan::{Exploration, Stream, TaskGrounding};
use serde::{Deserialize, Serialize};

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

impl Decision {
    /// A decision with nothing to go for: ADM's stream, no grounding, no exploration.
    pub fn nothing() -> Decision {
        Decision {
            stream: Stream::Adm,
            grounding: None,
            exploration: None,
            request_msi: false,
            s_max: 0.0,
            notes: Vec::new(),
        }
    }
}

/// What the robot is asked to do, as the decision step sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskContext {
    pub instruction: String,
    /// Affordance vector of the instruction (estimated offline or scored by the LLM).
    pub instruction_vector: Option<AffordanceVector>,
}
