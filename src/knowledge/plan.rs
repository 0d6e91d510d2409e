//! The task planning result (the paper's "task grounding result" plus unseen regions):
//! what MSI or the offline reasoner produces, what the relationship space stores and
//! what ADM retrieves.

use super::affordance::AffordanceVector;
use crate::decide::types::{Exploration, Stream, TaskGrounding};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskPlan {
    pub instruction: String,
    pub instruction_vector: AffordanceVector,
    /// The tool, as a catalog name when known ("mug") or the observed label.
    pub tool: String,
    pub tool_vector: AffordanceVector,
    /// Part names: where to hold the tool ("handle") and where it acts ("opening").
    pub operational_part: Option<String>,
    pub functional_part: Option<String>,
    /// Storage places where such tools are usually found ("fridge", "drawer").
    pub unseen_regions: Vec<String>,
    /// Which stream produced it.
    pub source: Stream,
    /// Grounding in the observation the plan was made on, when the tool was in view.
    pub grounding: Option<TaskGrounding>,
    /// Where to look, when it was not.
    pub exploration: Option<Exploration>,
    /// Why this plan: human-readable reasons from whichever stream made it.
    #[serde(default)]
    pub notes: Vec<String>,
}
