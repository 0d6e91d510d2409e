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

/// The offline reasoner as MSI's fallback (or alone). Its plans are not stored in the
/// relationship space: they are read from that space, so storing one adds no knowledge, and a
/// stored guess would come back as the nearest known instruction of every later plan for the
/// same request (cosine 1) and vote for itself. What the robot learns comes from outside the
/// knowledge base: MSI's plans and a person's answers.
pub struct OfflineFallback {
    reasoner: OfflineReasoner,
    adm: LiveAdm,
}

impl OfflineFallback {
    pub fn new(kb: Arc<Knowledge>, adm: LiveAdm, cfg: OfflineConfig) -> OfflineFallback {
        OfflineFallback { reasoner: OfflineReasoner::new(kb, cfg), adm }
    }
}

impl FallbackReasoner for OfflineFallback {
    /// Plans with the current thresholds.
    fn plan(&self, task: &TaskContext, obs: &Observation) -> Result<TaskPlan, String> {
        self.reasoner.plan(task, obs, &self.adm.load()).map_err(|e| e.to_string())
    }
}

/// The affordance dimensions of the knowledge files, as the prompts list them.
pub fn dimensions(kb: &Knowledge) -> Vec<Dimension> {
    kb.assets().dimensions.iter().map(|d| Dimension { name: d.name.clone(), meaning: d.meaning.clone() }).collect()
}
