//! The slow stream without a language model: deliberate over every detection and the
//! whole catalog, using the knowledge base's understanding of the instruction.
//!
//! 1. Understanding: the instruction's nearest known instructions (MiniLM) and its
//!    estimated affordance vector.
//! 2. Tool preference for every catalog object: a vote from the neighbours' acceptable
//!    tools (neighbour weight, earlier-listed tools count more) blended with affordance fit
//!    (Gaussian of the Euclidean distance between the tool's and the instruction's vectors,
//!    width d / 2; none for a tool that provides nothing the instruction asks for).
//! 3. Every detection is scored by its label's catalog posterior against that preference,
//!    plus `offline.context` times the MiniLM cosine between its label and the
//!    instruction (the label's own words: a coarse catalog vector sits near many weak needs);
//!    the best one (a class no near known instruction names counts at
//!    `offline.unvoted_rank` of its preference in that ranking) is the tool when its
//!    full score reaches `offline.accept` (grounding with the catalog part layout),
//!    unless that class is one no near known instruction names (a guess by fit and words)
//!    and a storage place they vote for is in view: then the place is explored (step 4).
//! 4. Otherwise the storage places voted by the neighbours (the nearest instructions one by
//!    one, also when the tool vote pools them per intent, and with `knowledge.place_vote_pooled`
//!    of the vote the intents the pooled understanding settled on) are matched against every
//!    detection; the best one is the place to explore. Without such a place the plan still
//!    names the tool and the places to look for.

use crate::config::{AdmConfig, OfflineConfig};
use crate::decide::ers;
use crate::decide::types::{Exploration, Stream, TaskContext, TaskGrounding};
use crate::knowledge::preferences::{preferences, Preferences};
use crate::knowledge::{Knowledge, KnowledgeError, TaskPlan, Tool, ToolKind, Understanding};
use crate::perception::Observation;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OfflineError {
    #[error(transparent)]
    Knowledge(#[from] KnowledgeError),
    #[error("offline reasoner: nothing sensible for {instruction:?}: {reason}")]
    NothingSensible { instruction: String, reason: String },
}

pub struct OfflineReasoner {
    kb: Arc<Knowledge>,
    cfg: OfflineConfig,
}

/// One detection scored by the offline reasoner.
#[derive(Debug, Clone, Copy)]
struct Scored {
    det: usize,
    /// (preference + `offline.context` x cosine) x confidence factor.
    score: f32,
    /// The score with unvoted classes' preference down-weighted: what the ranking uses.
    rank: f32,
    /// The catalog class the label reads as most.
    class: usize,
    /// Expected tool preference under the label's catalog posterior.
    preference: f32,
    /// Cosine between the label and the instruction (MiniLM; 0 when the weight is 0).
    cosine: f32,
}

/// The offline reasoner's score of one detection: its expected tool `preference`, plus
/// `context` times the `cosine` between its label and the instruction, discounted a little
/// for a low detector `confidence`.
pub fn detection_score(preference: f32, cosine: f32, context: f32, confidence: f32) -> f32 {
    (preference + context * cosine) * (0.85 + 0.15 * confidence)
}

impl OfflineReasoner {
    pub fn new(kb: Arc<Knowledge>, cfg: OfflineConfig) -> Self {
        OfflineReasoner { kb, cfg }
    }

    /// The detection in view that best matches the storage places the near instructions vote
    /// for (`pref.place`), with its place score and catalog place, when that score reaches
    /// `offline.place_min`.
    fn place_in_view(&self, c: &Deliberation<'_>) -> Option<(usize, f32, usize)> {
        let (obs, pref) = (c.obs, &c.pref);
        let tools = self.kb.tools();
        let likelihood: Vec<(usize, f32)> = (0..tools.len())
            .filter(|&i| pref.place[i] > 0.0 && tools[i].kind == ToolKind::Storage)
            .map(|i| (i, pref.place[i]))
            .collect();
        let mut place: Option<(usize, f32, usize)> = None;
        for (di, d) in obs.detections.iter().enumerate() {
            let Some(v) = ers::detection_vector(&self.kb, d, &c.ev) else {
                continue;
            };
            let (score, cls) = self.kb.place_score(&v, &likelihood);
            let Some(cls) = cls else { continue };
            if place.is_none_or(|(_, s, _)| score > s) {
                place = Some((di, score, cls));
            }
        }
        place.filter(|x| x.1 >= self.cfg.place_min)
    }

    /// Plans for `task` over every detection in `obs`.
    pub fn plan(&self, task: &TaskContext, obs: &Observation, p: &AdmConfig) -> Result<TaskPlan, OfflineError> {
        let mut u = self.kb.understand(&task.instruction)?;
        if let Some(v) = task.instruction_vector {
            u.vector = v;
        }
        self.plan_understood(task, &u, obs, p)
    }

    /// [`plan`](Self::plan) with the instruction already understood (`u`), for callers that
    /// plan one instruction over many scenes.
    pub fn plan_understood(
        &self,
        task: &TaskContext,
        u: &Understanding,
        obs: &Observation,
        p: &AdmConfig,
    ) -> Result<TaskPlan, OfflineError> {
        if u.neighbours.is_empty() {
            return Err(OfflineError::NothingSensible {
                instruction: task.instruction.clone(),
                reason: "the knowledge base holds no instructions".into(),
            });
        }
        let pref = preferences(&self.kb, u, p.d)?;
        let c = Deliberation { task, u, pref, obs, ev: ers::Evidence::of(obs, p) };
        let mut notes = vec![format!("offline: nearest known instructions {}", nearest_known(u))];
        let scored = self.score_detections(&c, &mut notes);
        if scored.len() > 1 {
            notes.push(format!("offline ranking: {}", self.ranking(&c, &scored)));
        }
        let unseen_regions = self.unseen_regions(&c.pref);
        let accept = self.cfg.accept;
        let best = scored.first().copied();
        // A voted object that reaches the acceptance score is taken; otherwise the storage
        // places the near instructions vote for are looked for in view. An object no near known
        // instruction names (affordance fit and the label's words alone) is a guess; a place
        // those instructions keep the tool in, in view, is their answer, so it comes first.
        let voted = best.filter(|b| b.score >= accept && c.pref.voted[b.class]);
        let place = if voted.is_some() { None } else { self.place_in_view(&c) };
        let guess = best.filter(|b| b.score >= accept && !c.pref.voted[b.class]);
        if let (Some(b), Some((di, _, _))) = (guess, place) {
            notes.push(format!(
                "`{}` fits by affordance and words alone (no near instruction names a {}): the storage place `{}` in view comes first",
                obs.detections[b.det].label, self.kb.tools()[b.class].name, obs.detections[di].label
            ));
        }
        if let Some(chosen) = voted.or(guess.filter(|_| place.is_none())) {
            return Ok(self.tool_plan(&c, chosen, unseen_regions, notes));
        }
        if let Some(b) = best.filter(|b| b.score < accept) {
            notes.push(format!("no suitable object in view (best score {:.2} < {accept})", b.score));
        }
        self.explore_plan(&c, place, unseen_regions, notes)
    }

    /// Every detection the knowledge base can read, best ranked first, as (detection index,
    /// score, rank): the score the acceptance bar applies to and the ranking score (see
    /// [`score_detection`](Self::score_detection)). What the asking policy turns into a belief
    /// over the objects the request could mean.
    pub fn detection_scores(
        &self,
        task: &TaskContext,
        obs: &Observation,
        p: &AdmConfig,
    ) -> Result<Vec<(usize, f32, f32)>, OfflineError> {
        let mut u = self.kb.understand(&task.instruction)?;
        if let Some(v) = task.instruction_vector {
            u.vector = v;
        }
        if u.neighbours.is_empty() {
            return Ok(Vec::new());
        }
        let pref = preferences(&self.kb, &u, p.d)?;
        let c = Deliberation { task, u: &u, pref, obs, ev: ers::Evidence::of(obs, p) };
        Ok(self.score_detections(&c, &mut Vec::new()).iter().map(|s| (s.det, s.score, s.rank)).collect())
    }

    /// The plan that takes detection `det` (the person's choice), for keeping as a learned
    /// plan; none when the knowledge base cannot read its label.
    pub fn plan_choosing(
        &self,
        task: &TaskContext,
        obs: &Observation,
        det: usize,
        p: &AdmConfig,
    ) -> Result<Option<TaskPlan>, OfflineError> {
        let u = self.kb.understand(&task.instruction)?;
        let pref = preferences(&self.kb, &u, p.d)?;
        let c = Deliberation { task, u: &u, pref, obs, ev: ers::Evidence::of(obs, p) };
        let Some(d) = obs.detections.get(det) else { return Ok(None) };
        let Some(v) = ers::detection_vector(&self.kb, d, &c.ev) else { return Ok(None) };
        let chosen = self.score_detection(&c, det, &v);
        let notes = vec![format!("the person chose `{}`", d.label)];
        Ok(Some(self.tool_plan(&c, chosen, self.unseen_regions(&c.pref), notes)))
    }

    /// The acceptance bar: the least score for a detection to be taken as the tool.
    pub fn accept(&self) -> f32 {
        self.cfg.accept
    }

    /// Scores every detection, best ranked first (a label the knowledge base cannot read is
    /// noted and skipped).
    fn score_detections(&self, c: &Deliberation<'_>, notes: &mut Vec<String>) -> Vec<Scored> {
        let mut scored: Vec<Scored> = Vec::with_capacity(c.obs.detections.len());
        for (di, d) in c.obs.detections.iter().enumerate() {
            let Some(v) = ers::detection_vector(&self.kb, d, &c.ev) else {
                notes.push(format!("`{}`: unknown label, skipped", d.label));
                continue;
            };
            scored.push(self.score_detection(c, di, &v));
        }
        scored.sort_by(|a, b| b.rank.total_cmp(&a.rank));
        scored
    }

    /// Scores detection `di` (its label's catalog posterior `v`): expected preference under
    /// that posterior, plus how close the label's words are to the request's
    /// (`offline.context`). The ranking counts a class no near known instruction names at
    /// `offline.unvoted_rank` of its preference (affordance fit alone: a piggy bank's "holds
    /// things" fits a dish in the oven), so a voted tool in view wins; the winner is accepted
    /// on its full score, so an unvoted tool is still taken when nothing voted is in view.
    fn score_detection(&self, c: &Deliberation<'_>, di: usize, v: &[f32]) -> Scored {
        let (pref, d) = (&c.pref, &c.obs.detections[di]);
        let context = self.cfg.context;
        let unvoted = self.cfg.unvoted_rank;
        let mut preference = 0.0;
        let mut ranked_pref = 0.0;
        let mut cls = (0usize, 0.0f32);
        for (t, &w) in v.iter().enumerate() {
            if w > 0.0 {
                preference += (w * w) * pref.tool[t];
                ranked_pref += (w * w) * pref.tool[t] * if pref.voted[t] { 1.0 } else { unvoted };
                if w > cls.1 {
                    cls = (t, w);
                }
            }
        }
        // The label's words never lift a hazardous object the preferences refuse (no real
        // vote): "my throat is crying out for something cold to drink" shares "throat" with
        // cough syrup, and its label cosine alone had reached the acceptance score.
        let refused = self.kb.tools()[cls.0].hazardous && pref.tool[cls.0] <= 0.0;
        let cosine =
            if context > 0.0 && !refused { self.kb.label_cosine(&d.label, &c.u.embedding).unwrap_or(0.0) } else { 0.0 };
        let score = detection_score(preference, cosine, context, d.confidence);
        let rank = detection_score(ranked_pref, cosine, context, d.confidence);
        Scored { det: di, score, rank, class: cls.0, preference, cosine }
    }

    /// The three best ranked detections with their scores, for the notes.
    fn ranking(&self, c: &Deliberation<'_>, scored: &[Scored]) -> String {
        let tools = self.kb.tools();
        scored
            .iter()
            .take(3)
            .map(|s| {
                let ranked = if s.rank < s.score { format!(", ranked at {:.2}", s.rank) } else { String::new() };
                format!(
                    "`{}` {:.2} (as {}{}: preference {:.2}, label cosine {:.2}{ranked})",
                    c.obs.detections[s.det].label,
                    s.score,
                    tools[s.class].name,
                    if c.pref.voted[s.class] { "" } else { ", fit only" },
                    s.preference,
                    s.cosine
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// The five storage places the near instructions vote for most, best first.
    fn unseen_regions(&self, pref: &Preferences) -> Vec<String> {
        let tools = self.kb.tools();
        let ranked_places = {
            let mut v: Vec<usize> = (0..tools.len()).filter(|&i| pref.place[i] > 0.0).collect();
            v.sort_by(|&a, &b| pref.place[b].total_cmp(&pref.place[a]));
            v
        };
        ranked_places.iter().take(5).map(|&i| tools[i].name.clone()).collect()
    }

    /// The plan that takes the `chosen` detection, grounded with its class's part layout.
    fn tool_plan(
        &self,
        c: &Deliberation<'_>,
        chosen: Scored,
        unseen_regions: Vec<String>,
        mut notes: Vec<String>,
    ) -> TaskPlan {
        let Scored { det, score, class, .. } = chosen;
        let accept = self.cfg.accept;
        let d = &c.obs.detections[det];
        let t = &self.kb.tools()[class];
        let (operational, functional) = ers::ground_parts(d, Some((&t.operational, &t.functional)));
        notes.push(format!("chose `{}` (reads as {}; score {score:.2} >= {accept})", d.label, t.name));
        notes.extend(ers::layout_fallback_note(d, &t.name));
        let grounding = TaskGrounding::of(d, (operational, functional), score.min(ers::S_CAP), &t.name);
        plan_for(c, t, unseen_regions, (Some(grounding), None), notes)
    }

    /// The plan that looks for the most preferred catalog tool: in the storage place in view
    /// (`place`), or else in the best voted place out of view.
    fn explore_plan(
        &self,
        c: &Deliberation<'_>,
        place: Option<(usize, f32, usize)>,
        unseen_regions: Vec<String>,
        mut notes: Vec<String>,
    ) -> Result<TaskPlan, OfflineError> {
        let tools = self.kb.tools();
        // The tool to look for: the most preferred catalog tool.
        let want = (0..tools.len()).max_by(|&a, &b| c.pref.tool[a].total_cmp(&c.pref.tool[b])).ok_or_else(|| {
            OfflineError::NothingSensible { instruction: c.task.instruction.clone(), reason: "empty catalog".into() }
        })?;
        let exploration = match place {
            Some((di, s, cls)) => {
                let d = &c.obs.detections[di];
                notes.push(format!(
                    "explore `{}` (reads as {}; score {s:.2}) for a {}",
                    d.label, tools[cls].name, tools[want].name
                ));
                Exploration::Invisible {
                    region_label: tools[cls].name.clone(),
                    track_id: Some(d.track_id),
                    region: Some(d.bbox),
                }
            }
            None => {
                let label = unseen_regions.first().cloned().ok_or_else(|| OfflineError::NothingSensible {
                    instruction: c.task.instruction.clone(),
                    reason: "no tool in view and no known storage place".into(),
                })?;
                notes.push(format!("no storage place in view: look for a {label} to find a {}", tools[want].name));
                Exploration::Invisible { region_label: label, track_id: None, region: None }
            }
        };
        let t = &tools[want];
        Ok(plan_for(c, t, unseen_regions, (None, Some(exploration)), notes))
    }
}

/// The offline reasoner's plan for catalog tool `t`: grounded in view, or where to look.
fn plan_for(
    c: &Deliberation<'_>,
    t: &Tool,
    unseen_regions: Vec<String>,
    (grounding, exploration): (Option<TaskGrounding>, Option<Exploration>),
    notes: Vec<String>,
) -> TaskPlan {
    TaskPlan {
        instruction: c.task.instruction.clone(),
        instruction_vector: c.u.vector,
        tool: t.name.clone(),
        tool_vector: t.vector,
        operational_part: Some(t.operational.part.clone()),
        functional_part: Some(t.functional.part.clone()),
        unseen_regions,
        source: Stream::Offline,
        grounding,
        exploration,
        notes,
    }
}

/// One instruction over one scene: the request, its understanding, the preferences it
/// implies and the observation.
struct Deliberation<'a> {
    task: &'a TaskContext,
    u: &'a Understanding,
    pref: Preferences,
    obs: &'a Observation,
    /// How the detections are read (prompt and crop embedding).
    ev: ers::Evidence<'a>,
}

/// The three nearest known instructions with their similarities, for the notes.
fn nearest_known(u: &Understanding) -> String {
    u.neighbours.iter().take(3).map(|n| format!("{:?} ({:.2})", n.text, n.similarity)).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_requests_words_lift_a_weakly_voted_tool_over_an_object_that_only_fits() {
        // (preference, label cosine): a tool the near requests name weakly but whose label
        // shares the request's words, and an object whose vector fits the need a little better
        // while its words are far.
        let (gloves, piggy) = ((0.11, 0.45), (0.23, 0.05));
        assert!(detection_score(piggy.0, piggy.1, 0.0, 0.9) > detection_score(gloves.0, gloves.1, 0.0, 0.9));
        assert!(detection_score(gloves.0, gloves.1, 0.4, 0.9) > detection_score(piggy.0, piggy.1, 0.4, 0.9));
        // A weight of 0 leaves the preference alone; confidence only discounts.
        assert_eq!(detection_score(0.3, 0.9, 0.0, 1.0), 0.3);
        assert!(detection_score(0.3, 0.0, 0.4, 0.0) < detection_score(0.3, 0.0, 0.4, 1.0));
    }
}
