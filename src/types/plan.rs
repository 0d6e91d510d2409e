//! The task planning result (the paper's "task grounding result" plus unseen regions):
//! what MSI or the offline reasoner produces, what the relationship space stores and
//! what ADM retrieves.

use super::affordance::AffordanceVector;
use super::geometry::BBox;
use super::observation::Detection;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

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

impl std::fmt::Display for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Stream::Adm => "fast retrieval (ADM)",
            Stream::Msi => "LLM reasoning (MSI)",
            Stream::Offline => "offline reasoner",
        })
    }
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

impl TaskGrounding {
    /// The grounding of `d`: its box, the parts found in it, how similar it is to the tool
    /// (`s_max`) and the catalog tool it matched.
    pub fn of(d: &Detection, parts: (Option<BBox>, Option<BBox>), s_max: f32, matched_tool: &str) -> TaskGrounding {
        TaskGrounding {
            track_id: d.track_id,
            label: d.label.clone(),
            tool_box: d.bbox,
            operational: parts.0,
            functional: parts.1,
            s_max,
            matched_tool: matched_tool.to_string(),
        }
    }
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

/// What the slow stream hands back for one request.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SlowAnswer {
    /// The request's id, echoed.
    pub request_id: u64,
    /// The instruction the request was made for (answers for an older task are dropped).
    pub instruction: String,
    /// A validated plan, safe to adopt.
    #[serde(serialize_with = "shared_plan", deserialize_with = "owned_plan")]
    pub plan: Option<Arc<TaskPlan>>,
    /// `msi` when the LLM made the plan, `offline` when the offline reasoner did.
    pub stream: Stream,
    /// Why the offline reasoner answered although an LLM is configured.
    pub fallback: Option<String>,
    /// A clarification question for the person.
    pub question: Option<String>,
    pub notes: Vec<String>,
    /// Chat-completion requests sent for this answer (HTTP attempts included).
    pub llm_calls: u32,
    pub elapsed_ms: f64,
}

/// Serialises a shared plan as the plan itself (serde's `rc` feature is not enabled).
fn shared_plan<S: serde::Serializer>(plan: &Option<Arc<TaskPlan>>, s: S) -> Result<S::Ok, S::Error> {
    plan.as_deref().serialize(s)
}

/// Reads a plan written by [`shared_plan`] (a recording's slow-stream answers).
fn owned_plan<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Arc<TaskPlan>>, D::Error> {
    Ok(Option::<TaskPlan>::deserialize(d)?.map(Arc::new))
}
