//! Plans one scene through the real decision path: `Adm::new` + `Adm::step`; while ADM
//! explores a visible region, the approach is emulated by narrowing the view to that
//! region (what fills the camera once the robot has moved there) and stepping again;
//! when ADM asks for the slow stream and no LLM is configured, the offline reasoner plans
//! over the whole observation.

use super::dataset::{self, ObjectSpec};
use super::metrics::Outcome;
use crate::config::AdmConfig;
use crate::decide::adm::Adm;
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
    pub fn outcome(&self) -> Outcome {
        Outcome {
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
pub struct OfflinePlanner(pub Arc<Knowledge>);

impl ScenePlanner for OfflinePlanner {
    fn plan(&mut self, task: &TaskContext, obs: &Observation, p: &AdmConfig) -> Result<SceneAnswer, RunError> {
        let plan = OfflineReasoner::new(self.0.clone()).plan(task, obs, p)?;
        Ok(SceneAnswer { plan: Some(plan), stream: Stream::Offline, notes: Vec::new() })
    }
}

/// Observation of a dataset scene with label-space embeddings attached (as the sim
/// perception oracle does).
pub fn observe(
    kb: &Knowledge,
    objs: &[ObjectSpec],
    image_size: Option<(u32, u32)>,
) -> Result<Observation, KnowledgeError> {
    let labels: Vec<&str> = objs.iter().map(|o| o.label.as_str()).collect();
    let emb = kb.embed_labels(&labels)?;
    Ok(dataset::to_observation(objs, image_size.unwrap_or_else(|| dataset::image_size_for(objs)), Some(&emb)))
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
    p: &AdmConfig,
) -> Result<PlanOutput, RunError> {
    plan_scene_with(kb, instruction, objs, image_size, p, &mut OfflinePlanner(kb.clone()))
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
    let adm = Adm::new(task.clone(), kb.clone(), p)?;
    let mut notes = Vec::new();
    if let Some(u) = adm.understanding() {
        if let Some(n) = u.neighbours.first() {
            notes.push(format!("understood as {:?} (cosine {:.2})", n.text, n.similarity));
        }
    }
    match adm.dfs().hit {
        Some((e, d)) => notes.push(format!(
            "DFS: instruction #{e} within {d:.2} (c = {}); {} planning results retrieved",
            p.c,
            crate::knowledge::Retrieved::total(adm.retrieved())
        )),
        None => notes.push(format!("DFS: no instruction within c = {}", p.c)),
    }
    let mut view = obs.clone();
    let mut d: Decision = adm.step(&view, p);
    for _ in 0..MAX_APPROACH {
        match &d.exploration {
            Some(Exploration::Visible { region }) if !d.request_msi && d.grounding.is_none() => {
                let next = narrowed(&view, region);
                if next.detections.len() == view.detections.len() || next.detections.is_empty() {
                    break;
                }
                notes.append(&mut d.notes.clone());
                notes.push(format!(
                    "approach: view narrowed to the exploration region ({} objects)",
                    next.detections.len()
                ));
                view = next;
                d = adm.step(&view, p);
            }
            _ => break,
        }
    }
    notes.extend(d.notes.iter().cloned());
    if d.grounding.is_none() && !d.request_msi && matches!(d.exploration, Some(Exploration::Visible { .. })) {
        // The approach is over (the view stopped changing) and the region still holds
        // nothing that reads as a retrieved tool: the slow stream deliberates over the scene,
        // as the runtime does once visible exploration has run out of patience.
        notes.push("visible exploration brought no match: asking the slow stream".into());
        d.request_msi = true;
    }
    let id_of = |track: u64| objs.get(track as usize).map(|o| o.id.clone());
    if let Some(g) = &d.grounding {
        return Ok(PlanOutput {
            tool: id_of(g.track_id),
            explore: None,
            operational: g.operational,
            functional: g.functional,
            stream: Stream::Adm,
            notes,
            matched_tool: Some(g.matched_tool.clone()),
            explore_label: None,
            s_max: g.s_max,
            tool_box: Some(g.tool_box),
        });
    }
    if d.request_msi {
        let answer = slow.plan(&task, &obs, p)?;
        notes.extend(answer.notes);
        let Some(plan) = answer.plan else {
            return Ok(PlanOutput {
                tool: None,
                explore: None,
                operational: None,
                functional: None,
                stream: answer.stream,
                notes,
                matched_tool: None,
                explore_label: None,
                s_max: d.s_max,
                tool_box: None,
            });
        };
        notes.extend(plan.notes.iter().cloned());
        // A plan with neither a tool nor a place in view leaves ADM's place in view standing,
        // as in the runtime (the slow plan fills only a decision that has nothing).
        let place_in_view =
            |e: &Option<Exploration>| matches!(e, Some(Exploration::Invisible { track_id: Some(_), .. }));
        let adm_stands = plan.grounding.is_none() && !place_in_view(&plan.exploration) && place_in_view(&d.exploration);
        let exploration = if adm_stands { &d.exploration } else { &plan.exploration };
        let (explore, explore_label) = match exploration {
            Some(Exploration::Invisible { region_label, track_id, .. }) => {
                (track_id.and_then(id_of), Some(region_label.clone()))
            }
            _ => (None, None),
        };
        if let Some(label) = explore_label.as_ref().filter(|_| adm_stands) {
            notes.push(format!("the slow stream found nothing here: ADM's exploration of `{label}` stands"));
        }
        return Ok(PlanOutput {
            tool: plan.grounding.as_ref().and_then(|g| id_of(g.track_id)),
            explore,
            operational: plan.grounding.as_ref().and_then(|g| g.operational),
            functional: plan.grounding.as_ref().and_then(|g| g.functional),
            stream: answer.stream,
            notes,
            matched_tool: Some(plan.tool.clone()),
            explore_label,
            s_max: plan.grounding.as_ref().map(|g| g.s_max).unwrap_or(0.0),
            tool_box: plan.grounding.as_ref().map(|g| g.tool_box),
        });
    }
    let (explore, explore_label) = match &d.exploration {
        Some(Exploration::Invisible { region_label, track_id, .. }) => {
            (track_id.and_then(id_of), Some(region_label.clone()))
        }
        _ => (None, None),
    };
    Ok(PlanOutput {
        tool: None,
        explore,
        operational: None,
        functional: None,
        stream: Stream::Adm,
        notes,
        matched_tool: None,
        explore_label,
        s_max: d.s_max,
        tool_box: None,
    })
}
