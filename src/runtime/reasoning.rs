//! The runtime's side of MSI's traits: the relationship space ([`Knowledge`]) as the
//! [`AffordanceSpace`] (hallucination check and plan store) and the offline reasoner as the
//! [`FallbackReasoner`]. Both read the `[adm]` thresholds from a cell the runtime updates
//! on reload.

use crate::config::{AdmConfig, OfflineConfig};
use crate::decide::types::TaskContext;
use crate::knowledge::{AffordanceVector, Knowledge, TaskPlan};
use crate::perception::Observation;
use crate::reason::offline::OfflineReasoner;
use crate::reason::prompts::Dimension;
use crate::reason::{AffordanceSpace, FallbackReasoner};
use arc_swap::ArcSwap;
use std::sync::Arc;

/// The `[adm]` thresholds as the slow stream sees them; replaced on reload.
pub type LiveAdm = Arc<ArcSwap<AdmConfig>>;

/// The relationship space seen by MSI.
pub struct KnowledgeSpace {
    kb: Arc<Knowledge>,
    adm: LiveAdm,
}

impl KnowledgeSpace {
    pub fn new(kb: Arc<Knowledge>, adm: LiveAdm) -> KnowledgeSpace {
        KnowledgeSpace { kb, adm }
    }
}

impl AffordanceSpace for KnowledgeSpace {
    /// The instruction's cluster is found by the affordance DFS (threshold `adm.c`): the
    /// fit is the distance of `tool` to the nearest planning result of the sub-cluster it
    /// stops at; without a hit, to the centre of the nearest cluster; in an empty space, to
    /// the instruction's own vector.
    fn affordance_fit(&self, instruction: &AffordanceVector, tool: &AffordanceVector) -> f32 {
        let p = self.adm.load();
        let fit = self.kb.with_space(|s| {
            let dfs = s.dfs(instruction, p.c);
            if let Some(at) = dfs.at {
                let nearest = s
                    .retrieve(at, instruction, f32::INFINITY)
                    .iter()
                    .map(|r| s.entries[r.entry as usize].results[r.result].vector.distance(tool))
                    .min_by(|a, b| a.total_cmp(b));
                if let Some(d) = nearest {
                    return d;
                }
            }
            match dfs.path.first().and_then(|step| s.clusters.get(step.cluster)) {
                Some(c) => c.centre.distance(tool),
                None => instruction.distance(tool),
            }
        });
        fit.unwrap_or(f32::INFINITY)
    }

    fn store(&self, plan: &TaskPlan) -> Result<(), String> {
        self.kb.insert_plan(plan).map_err(|e| e.to_string())
    }
}

/// The offline reasoner as MSI's fallback; its plans are stored in the relationship space
/// like MSI's.
pub struct OfflineFallback {
    reasoner: OfflineReasoner,
    kb: Arc<Knowledge>,
    adm: LiveAdm,
}

impl OfflineFallback {
    pub fn new(kb: Arc<Knowledge>, adm: LiveAdm, cfg: OfflineConfig) -> OfflineFallback {
        OfflineFallback { reasoner: OfflineReasoner::new(kb.clone(), cfg), kb, adm }
    }

    /// Plans with the current thresholds and stores the plan.
    pub fn plan_and_store(&self, task: &TaskContext, obs: &Observation) -> Result<TaskPlan, String> {
        let plan = self.reasoner.plan(task, obs, &self.adm.load()).map_err(|e| e.to_string())?;
        if let Err(e) = self.kb.insert_plan(&plan) {
            tracing::warn!(error = %e, "could not store the offline plan in the relationship space");
        }
        Ok(plan)
    }
}

impl FallbackReasoner for OfflineFallback {
    fn plan(&self, task: &TaskContext, obs: &Observation) -> Result<TaskPlan, String> {
        self.plan_and_store(task, obs)
    }
}

/// The affordance dimensions of the knowledge files, as the prompts list them.
pub fn dimensions(kb: &Knowledge) -> Vec<Dimension> {
    kb.assets().dimensions.iter().map(|d| Dimension { name: d.name.clone(), meaning: d.meaning.clone() }).collect()
}
