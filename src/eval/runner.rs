//! Plans one scene through the real decision path: `Adm::new` + `Adm::step`; while ADM
//! explores a visible region, the approach is emulated by narrowing the view to that
//! region (what fills the camera once the robot has moved there) and stepping again;
//! when ADM asks for the slow stream and no LLM is configured, the offline reasoner plans
//! over the whole observation.

use super::dataset::{self, ObjectSpec};
use super::metrics::PlanChoice;
use crate::config::{AdmConfig, Config};
use crate::decide::tick::{ask_when_patience_runs_out, exploring_visibly_without_match, follow_plan, TaskDecider};
use crate::decide::types::{Decision, Exploration, Stream, TaskContext};
use crate::knowledge::{Knowledge, KnowledgeError, TaskPlan};
use crate::perception::Observation;
use crate::reason::offline::{OfflineError, OfflineReasoner};
use crate::types::geometry::BBox;
use serde::Serialize;
use std::sync::Arc;

/// Approach steps emulated for visible exploration.
pub const MAX_APPROACH: usize = 3;

/// The `aide plan --json` object.
#[derive(Debug, Clone, Serialize)]
pub struct PlanOutput {
    /// Object id of the chosen tool.
    pub tool: Option<String>,
    /// Object id of the place to explore.
    pub explore: Option<String>,
    pub operational: Option<BBox>,
    pub functional: Option<BBox>,
    pub stream: Stream,
    pub notes: Vec<String>,
    /// Catalog tool the choice matched (or the tool to look for when exploring).
    pub matched_tool: Option<String>,
    /// Storage place label when exploring.
    pub explore_label: Option<String>,
    pub s_max: f32,
    #[serde(skip)]
    pub tool_box: Option<BBox>,
}

impl PlanOutput {
    pub fn outcome(&self) -> PlanChoice {
        PlanChoice {
            tool: self.tool.clone(),
            explore: self.explore.clone(),
            tool_box: self.tool_box,
            operational: self.operational,
            functional: self.functional,
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RunError {
    #[error(transparent)]
    Knowledge(#[from] KnowledgeError),
    #[error(transparent)]
    Offline(#[from] OfflineError),
    #[error("slow stream: {0}")]
    Slow(String),
}

/// What the slow stream answered for a scene: a plan (or none, with notes saying why) and
/// which stream made it.
pub struct SceneAnswer {
    pub plan: Option<TaskPlan>,
    pub stream: Stream,
    pub notes: Vec<String>,
}

/// Answers when ADM asks the slow stream (`aide plan` with an LLM, or the offline reasoner).
pub trait ScenePlanner {
    fn plan(&mut self, task: &TaskContext, obs: &Observation, p: &AdmConfig) -> Result<SceneAnswer, RunError>;
}

/// The offline reasoner as the slow stream.
pub struct OfflinePlanner(pub OfflineReasoner);

impl ScenePlanner for OfflinePlanner {
    fn plan(&mut self, task: &TaskContext, obs: &Observation, p: &AdmConfig) -> Result<SceneAnswer, RunError> {
        let plan = self.0.plan(task, obs, p)?;
        Ok(SceneAnswer { plan: Some(plan), stream: Stream::Offline, notes: Vec::new() })
    }
}

/// Observation of a dataset scene: detections under their labels, no crop embeddings (a
/// dataset has no images), the labels embedded in the label space for ERS.
pub fn observe(
    kb: &Knowledge,
    objs: &[ObjectSpec],
    image_size: Option<(u32, u32)>,
) -> Result<Observation, KnowledgeError> {
    let labels: Vec<&str> = objs.iter().map(|o| o.label.as_str()).collect();
    kb.embed_labels(&labels)?;
    Ok(dataset::to_observation(objs, image_size.unwrap_or_else(|| dataset::image_size_for(objs))))
}

fn narrowed(obs: &Observation, region: &BBox) -> Observation {
    let mut o = obs.clone();
    o.detections.retain(|d| region.intersects(&d.bbox));
    o
}

/// Plans one scene. `offline_only`: never consult an LLM (the only mode this module has).
pub fn plan_scene(
    kb: &Arc<Knowledge>,
    instruction: &str,
    objs: &[ObjectSpec],
    image_size: Option<(u32, u32)>,
    cfg: &Config,
) -> Result<PlanOutput, RunError> {
    let mut offline = OfflinePlanner(OfflineReasoner::new(kb.clone(), cfg.offline));
    plan_scene_with(kb, instruction, objs, image_size, &cfg.adm, &mut offline)
}

/// [`plan_scene`] with the given slow stream answering when ADM asks for it.
pub fn plan_scene_with(
    kb: &Arc<Knowledge>,
    instruction: &str,
    objs: &[ObjectSpec],
    image_size: Option<(u32, u32)>,
    p: &AdmConfig,
    slow: &mut dyn ScenePlanner,
) -> Result<PlanOutput, RunError> {
    let obs = observe(kb, objs, image_size)?;
    let task = TaskContext { instruction: instruction.to_string(), instruction_vector: None };
    let decider = TaskDecider::new(task.clone(), kb.clone(), p)?;
    let mut notes = understanding_notes(&decider, p);
    let mut d = approach(&decider, &obs, p, &mut notes);
    if exploring_visibly_without_match(&d) {
        // The approach is over (the view stopped changing) and the region still holds
        // nothing that reads as a retrieved tool: the patience rule.
        ask_when_patience_runs_out(&mut d);
    }
    notes.extend(d.notes.iter().cloned());
    let id_of = |track: u64| objs.get(track as usize).map(|o| o.id.clone());
    if d.grounding.is_some() || !d.request_msi {
        return Ok(output(&d, Stream::Adm, None, notes, &id_of));
    }
    let answer = slow.plan(&task, &obs, p)?;
    notes.extend(answer.notes);
    let Some(plan) = answer.plan else {
        let nothing = Decision { s_max: d.s_max, ..Decision::nothing() };
        return Ok(output(&nothing, answer.stream, None, notes, &id_of));
    };
    notes.extend(plan.notes.iter().cloned());
    // On a still scene the robot ends where the runtime's patience rule leads it: the
    // plan's tool or place in view, else ADM's place in view, else the plan's exploration.
    let before = d.notes.len();
    follow_plan(&mut d, Some(&plan), &obs, true);
    notes.extend(d.notes[before..].iter().cloned());
    d.s_max = d.grounding.as_ref().map_or(0.0, |g| g.s_max);
    Ok(output(&d, answer.stream, Some(plan.tool.clone()), notes, &id_of))
}

/// What the request was understood as and what the DFS retrieved.
fn understanding_notes(decider: &TaskDecider, p: &AdmConfig) -> Vec<String> {
    let adm = decider.adm();
    let mut notes = Vec::new();
    if let Some(n) = adm.understanding().and_then(|u| u.neighbours.first()) {
        notes.push(format!("understood as {:?} (cosine {:.2})", n.text, n.similarity));
    }
    match adm.dfs().hit {
        Some((e, d)) => notes.push(format!(
            "DFS: instruction #{e} within {d:.2} (c = {}); {} planning results retrieved",
            p.c,
            crate::knowledge::Retrieved::total(adm.retrieved())
        )),
        None => notes.push(format!("DFS: no instruction within c = {}", p.c)),
    }
    notes
}

/// ADM over the scene, the approach emulated: while ADM explores a visible region, the view
/// narrows to that region (what fills the camera once the robot has moved there), up to
/// [`MAX_APPROACH`] times or until the view stops changing.
fn approach(decider: &TaskDecider, obs: &Observation, p: &AdmConfig, notes: &mut Vec<String>) -> Decision {
    let mut view = obs.clone();
    let mut d = decider.step(&view, p);
    for _ in 0..MAX_APPROACH {
        let Some(Exploration::Visible { region }) = &d.exploration else { break };
        if d.request_msi || d.grounding.is_some() {
            break;
        }
        let next = narrowed(&view, region);
        if next.detections.len() == view.detections.len() || next.detections.is_empty() {
            break;
        }
        notes.extend(d.notes.iter().cloned());
        notes.push(format!("approach: view narrowed to the exploration region ({} objects)", next.detections.len()));
        view = next;
        d = decider.step(&view, p);
    }
    d
}

/// The `aide plan` object for a decision: the chosen tool or the place to explore, by
/// object id.
fn output(
    d: &Decision,
    stream: Stream,
    matched_tool: Option<String>,
    notes: Vec<String>,
    id_of: &dyn Fn(u64) -> Option<String>,
) -> PlanOutput {
    let g = d.grounding.as_ref();
    let (explore, explore_label) = match &d.exploration {
        Some(Exploration::Invisible { region_label, track_id, .. }) => {
            (track_id.and_then(id_of), Some(region_label.clone()))
        }
        _ => (None, None),
    };
    PlanOutput {
        tool: g.and_then(|g| id_of(g.track_id)),
        explore,
        operational: g.and_then(|g| g.operational),
        functional: g.and_then(|g| g.functional),
        stream,
        notes,
        matched_tool: matched_tool.or_else(|| g.map(|g| g.matched_tool.clone())),
        explore_label,
        s_max: g.map_or(d.s_max, |g| g.s_max),
        tool_box: g.map(|g| g.tool_box),
    }
}
