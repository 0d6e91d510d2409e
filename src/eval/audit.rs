//! Which catalog objects each need would take, against the ones it lists.
//!
//! For every intent, a few of its own phrasings are planned over small scenes, one per
//! catalog object (its catalog name as the detector label) next to the storage place the
//! intent's tools are most often kept in, through the real decision path (ADM, then the
//! offline reasoner when ADM asks for the slow stream). An object taken that
//! the intent does not list is an *unlisted take*: in a scene where the right tool is absent,
//! the robot would hand it over instead of exploring. A listed object refused is a *refusal*:
//! the robot would explore with the tool in view. Knowledge maintainers read the objects
//! taken by the most needs first (their vectors or names are off), then the needs taking
//! the most (their pool is too wide).
//!
//! With `alone`, the object is the only thing in view: nothing to explore, so the offline
//! reasoner is asked and takes whatever fits the need closely enough.
//!
//! The phrasings are known to the knowledge base, so understanding is at its best here:
//! the audit shows what the decision makes of a need read right, not how well new text is
//! read (`aide cv` measures that).

use super::dataset::ObjectSpec;
use super::runner::observe;
use crate::config::{AdmConfig, Config};
use crate::decide::adm::Adm;
use crate::decide::types::{Stream, TaskContext};
use crate::knowledge::assets::Intent;
use crate::knowledge::{Knowledge, KnowledgeError, ToolKind};
use crate::perception::Observation;
use crate::reason::offline::{OfflineError, OfflineReasoner};
use crate::types::geometry::BBox;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// One object taken (or refused) for one phrasing.
#[derive(Debug, Clone, Serialize)]
pub struct Take {
    pub object: String,
    /// The stream that took it (`adm` or `offline`); for a refusal, the stream that answered.
    pub stream: Stream,
    pub phrasing: String,
}

/// The audit of one intent.
#[derive(Debug, Clone, Serialize)]
pub struct IntentAudit {
    pub intent: String,
    pub listed: usize,
    pub phrasings: usize,
    /// Objects taken that the intent does not list.
    pub unlisted: Vec<Take>,
    /// Listed objects not taken when alone in view.
    pub refused: Vec<Take>,
}

/// The whole audit.
#[derive(Debug, Clone, Serialize)]
pub struct AuditReport {
    pub intents: Vec<IntentAudit>,
    /// Objects by the number of intents that take them unlisted, most first.
    pub most_taken: Vec<(String, usize)>,
    /// Scenes planned (phrasings x objects).
    pub scenes: usize,
    pub unlisted_takes: usize,
    pub refusals: usize,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AuditError {
    #[error(transparent)]
    Knowledge(#[from] KnowledgeError),
    #[error(transparent)]
    Offline(#[from] OfflineError),
    #[error("index audit: no intent named `{0}`")]
    UnknownIntent(String),
}

/// Up to `k` phrasings spread evenly over `all` (the first always among them).
fn spread(all: &[String], k: usize) -> Vec<&str> {
    let k = k.clamp(1, all.len().max(1));
    (0..k).filter_map(|i| all.get(i * all.len() / k)).map(|s| s.as_str()).collect()
}

/// Audits every intent (or only `only`) with `phrasings` phrasings each. `alone`: the object
/// is the only thing in view (no storage place to explore instead), which shows what the
/// offline reasoner takes by affordance fit when nothing better is there.
pub fn audit(
    kb: &Arc<Knowledge>,
    cfg: &Config,
    phrasings: usize,
    only: Option<&str>,
    alone: bool,
) -> Result<AuditReport, AuditError> {
    let assets = kb.assets();
    if let Some(name) = only.filter(|n| !assets.intents.iter().any(|i| i.name == *n)) {
        return Err(AuditError::UnknownIntent(name.to_string()));
    }
    // The objects that could be handed over (not storage places).
    let objects: Vec<usize> = (0..assets.tools.len()).filter(|&t| assets.tools[t].kind != ToolKind::Storage).collect();
    let auditor =
        Auditor { kb, p: &cfg.adm, reasoner: OfflineReasoner::new(kb.clone(), cfg.offline), objects, phrasings, alone };
    let mut report =
        AuditReport { intents: Vec::new(), most_taken: Vec::new(), scenes: 0, unlisted_takes: 0, refusals: 0 };
    let mut taken_by: TakenBy = BTreeMap::new();
    for (ii, intent) in assets.intents.iter().enumerate().filter(|(_, i)| only.is_none_or(|n| i.name == n)) {
        auditor.audit_intent(ii, intent, &mut report, &mut taken_by)?;
    }
    let mut most: Vec<(String, usize)> =
        taken_by.into_iter().map(|(t, by)| (assets.tools[t].name.clone(), by.len())).collect();
    most.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    report.most_taken = most;
    report.intents.sort_by(|a, b| b.unlisted.len().cmp(&a.unlisted.len()).then_with(|| a.intent.cmp(&b.intent)));
    Ok(report)
}

/// Catalog object -> the intents that take it unlisted.
type TakenBy = BTreeMap<usize, std::collections::BTreeSet<usize>>;

/// What every scene of the audit shares.
struct Auditor<'a> {
    kb: &'a Arc<Knowledge>,
    p: &'a AdmConfig,
    reasoner: OfflineReasoner,
    /// Catalog indices of the objects that could be handed over.
    objects: Vec<usize>,
    phrasings: usize,
    alone: bool,
}

impl Auditor<'_> {
    /// Plans intent `ii`'s phrasings over every object's scene; adds its audit and counts to
    /// `report` and its unlisted takes to `taken_by`.
    fn audit_intent(
        &self,
        ii: usize,
        intent: &Intent,
        report: &mut AuditReport,
        taken_by: &mut TakenBy,
    ) -> Result<(), AuditError> {
        let assets = self.kb.assets();
        let mut a = IntentAudit {
            intent: intent.name.clone(),
            listed: intent.tools.len(),
            phrasings: 0,
            unlisted: Vec::new(),
            refused: Vec::new(),
        };
        let scenes = self.scenes(intent)?;
        for text in spread(&intent.instructions, self.phrasings) {
            a.phrasings += 1;
            let task = TaskContext { instruction: text.to_string(), instruction_vector: None };
            let adm = Adm::new(task.clone(), self.kb.clone(), self.p)?;
            for (&t, obs) in self.objects.iter().zip(&scenes) {
                report.scenes += 1;
                let (took, stream) = self.takes(&adm, &task, obs)?;
                let listed = intent.tools.contains(&t);
                let take = Take { object: assets.tools[t].name.clone(), stream, phrasing: text.to_string() };
                if took && !listed {
                    taken_by.entry(t).or_default().insert(ii);
                    a.unlisted.push(take);
                } else if !took && listed {
                    a.refused.push(take);
                }
            }
        }
        report.unlisted_takes += a.unlisted.len();
        report.refusals += a.refused.len();
        report.intents.push(a);
        Ok(())
    }

    /// Each scene: one object, and (unless `alone`) the place the intent's tools are most
    /// often kept, so that exploring there is the alternative to taking the object.
    fn scenes(&self, intent: &Intent) -> Result<Vec<Observation>, AuditError> {
        let assets = self.kb.assets();
        let place = intent.unseen.first().filter(|_| !self.alone).map(|&u| assets.tools[u].name.as_str());
        let scenes = self
            .objects
            .iter()
            .map(|&t| {
                let mut objs = vec![spec(&assets.tools[t].name, 0.9, BBox::new(200.0, 150.0, 440.0, 330.0))];
                objs.extend(place.map(|p| spec(p, 0.8, BBox::new(0.0, 0.0, 180.0, 300.0))));
                observe(self.kb, &objs, None)
            })
            .collect::<Result<_, _>>()?;
        Ok(scenes)
    }

    /// Whether the decision path (ADM, then the offline reasoner when ADM asks for the slow
    /// stream) takes the object, detection 0 (track 0), in `obs`; and the stream that answered.
    fn takes(&self, adm: &Adm, task: &TaskContext, obs: &Observation) -> Result<(bool, Stream), AuditError> {
        let d = adm.step(obs, self.p);
        Ok(if let Some(g) = &d.grounding {
            (g.track_id == 0, Stream::Adm)
        } else if d.request_msi {
            let plan = match adm.understanding() {
                Some(u) => self.reasoner.plan_understood(task, u, obs, self.p)?,
                None => self.reasoner.plan(task, obs, self.p)?,
            };
            (plan.grounding.is_some_and(|g| g.track_id == 0), Stream::Offline)
        } else {
            (false, Stream::Adm)
        })
    }
}

/// A detection of `label` in the audit's scenes.
fn spec(label: &str, confidence: f32, bbox: BBox) -> ObjectSpec {
    ObjectSpec { id: label.into(), label: label.into(), confidence, bbox, attributes: Vec::new() }
}

#[cfg(test)]
mod tests {
    use super::spread;

    #[test]
    fn phrasings_are_spread_over_the_intent_and_start_with_the_first() {
        let all: Vec<String> = (0..10).map(|i| i.to_string()).collect();
        assert_eq!(spread(&all, 3), vec!["0", "3", "6"]);
        assert_eq!(spread(&all, 1), vec!["0"]);
        assert_eq!(spread(&all, 50).len(), 10, "never more than the intent has");
        assert!(spread(&[], 2).is_empty());
    }
}
