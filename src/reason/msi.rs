//! The MM-CoT stages (seed 000, III-B) with schema-constrained answers, validation and
//! error feedback (seed 003):
//!
//! 1. instruction + scene -> target tool label, key attributes, storage places, affordance
//!    scores of the instruction and of that tool;
//! 2. grounding: the label (and the storage places) go into the detector's vocabulary,
//!    the top-N candidates come from the current observation; the LLM scores every
//!    candidate (preference and affordance) looking at numbered crops; SayCan selection
//!    with the hallucination check decides;
//! 3. operational and functional regions, boxes validated inside the chosen box;
//!
//! or, when nothing qualifies, invisible exploration: the storage place to explore.
//! A validated plan is stored in the relationship space. Any answer that does not
//! validate is fed back with the validator's message, at most `llm.max_repairs` times;
//! an answer that never validates ends the plan with a failure (never a plan).

use super::client::{ChatOutcome, ChatReply, ChatRequest, LlmClient, LlmError, Message, Part};
use super::prompts::{self, Dimension};
use super::schema::{self, Registry};
use super::select::{self, Scored, SelectConfig, Selection};
use super::validate::{self, Problems, Stage1};
use super::{image, AffordanceSpace, Grounder, PlanRequest, PlanningLog, Reachability};
use crate::config::Config;
use crate::decide::types::{Exploration, Stream, TaskGrounding};
use crate::knowledge::{TaskPlan, X};
use crate::perception::{Detection, Observation};
use crate::types::geometry::BBox;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

/// MSI settings, from `[llm]`, `[reason]` and `adm.n`.
#[derive(Debug, Clone, PartialEq)]
pub struct MsiConfig {
    /// Top-N candidates presented to the LLM.
    pub n: usize,
    pub select: SelectConfig,
    pub part_names: Vec<String>,
    pub max_repairs: u32,
    pub send_images: bool,
    pub image_max_side: u32,
    pub jpeg_quality: u8,
}

impl MsiConfig {
    pub fn from_config(c: &Config) -> MsiConfig {
        MsiConfig {
            n: c.adm.n,
            select: SelectConfig {
                floor: c.reason.selection_floor,
                hallucination_distance: c.reason.hallucination_distance,
                ask_tau: c.reason.ask_tau,
                ask_margin: c.reason.ask_margin,
            },
            part_names: c.reason.part_names.clone(),
            max_repairs: c.llm.max_repairs,
            send_images: c.llm.send_images,
            image_max_side: c.llm.image_max_side,
            jpeg_quality: c.llm.jpeg_quality,
        }
    }
}

/// What MSI produced: a validated plan, or a question, with notes.
#[derive(Debug, Clone)]
pub struct MsiResult {
    pub plan: Option<TaskPlan>,
    pub question: Option<String>,
    pub notes: Vec<String>,
}

/// Why MSI gave up (the slow stream then falls back and reports this).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum MsiFailure {
    #[error("{0}")]
    Llm(LlmError),
    #[error("the LLM refused in stage {stage}: {text}")]
    Refused { stage: String, text: String },
    #[error("stage {stage}: no valid answer after {repairs} repairs: {}", problems.join("; "))]
    Invalid { stage: String, repairs: u32, problems: Problems },
}

#[derive(Debug, thiserror::Error)]
pub enum MsiSetupError {
    #[error("MSI needs exactly {X} affordance dimensions, got {0}")]
    Dimensions(usize),
}

/// The MM-CoT reasoner.
pub struct Msi {
    client: Arc<LlmClient>,
    cfg: MsiConfig,
    dims: Vec<Dimension>,
    space: Arc<dyn AffordanceSpace>,
    grounder: Arc<dyn Grounder>,
    reach: Arc<dyn Reachability>,
    log: Option<Arc<PlanningLog>>,
}

/// Per-plan context: request id and the call counter that survives cancellation.
pub struct CallCtx<'a> {
    pub request_id: u64,
    pub calls: &'a AtomicU32,
}

/// One request being planned: what every stage's prompt starts from.
struct Turn<'a> {
    req: &'a PlanRequest,
    ctx: &'a CallCtx<'a>,
    instruction: &'a str,
    /// The whole frame (when images are sent).
    scene: Option<String>,
}

/// Where stage 2 and the selection lead.
enum Grounded {
    Plan(TaskPlan),
    Ask(String),
    Explore(String),
}

impl Msi {
    pub fn new(
        client: Arc<LlmClient>,
        cfg: MsiConfig,
        dims: Vec<Dimension>,
        space: Arc<dyn AffordanceSpace>,
        grounder: Arc<dyn Grounder>,
        reach: Arc<dyn Reachability>,
        log: Option<Arc<PlanningLog>>,
    ) -> Result<Msi, MsiSetupError> {
        if dims.len() != X {
            return Err(MsiSetupError::Dimensions(dims.len()));
        }
        Ok(Msi { client, cfg, dims, space, grounder, reach, log })
    }

    pub fn client(&self) -> &Arc<LlmClient> {
        &self.client
    }

    /// Runs the stages for one request.
    pub async fn plan(&self, req: &PlanRequest, ctx: &CallCtx<'_>) -> Result<MsiResult, MsiFailure> {
        let mut notes = Vec::new();
        let instruction = req.task.instruction.trim();
        let obs0 = req.observation.clone();
        let scene = self.image(req, &req.observation, None, &mut notes);
        let turn = Turn { req, ctx, instruction, scene };

        // Stage 1: tool label, attributes, storage places, affordance scores.
        let s1 = self.stage1(&turn, &obs0).await?;

        // Grounding: the detector looks for the label and the storage places.
        let mut vocab = vec![s1.tool_label.clone()];
        vocab.extend(s1.storage_places.iter().cloned());
        self.grounder.extend_vocabulary(&vocab);
        let obs = self.grounder.current().unwrap_or(obs0);
        let cands = top_candidates(&obs, &s1.tool_label, self.cfg.n);
        notes.push(format!(
            "stage 1: tool `{}` [{}]; {} candidate(s) in view",
            s1.tool_label,
            s1.attributes.join(", "),
            cands.len()
        ));

        let explore_reason = if cands.is_empty() {
            "no candidate in view".to_string()
        } else {
            match self.ground(&turn, &s1, &obs, &cands, &mut notes).await? {
                Grounded::Ask(q) => return Ok(MsiResult { plan: None, question: Some(q), notes }),
                Grounded::Plan(plan) => return Ok(MsiResult { plan: Some(plan), question: None, notes }),
                Grounded::Explore(r) => r,
            }
        };

        // Invisible exploration: a storage place, chosen among those in view.
        notes.push(format!("exploring: {explore_reason}"));
        let plan = self.explore(&turn, &s1, &obs, &mut notes).await?;
        Ok(MsiResult { plan: Some(plan), question: None, notes })
    }

    /// Stage 1: tool label, attributes, storage places, affordance scores.
    async fn stage1(&self, t: &Turn<'_>, obs0: &Observation) -> Result<Stage1, MsiFailure> {
        let reg0 = Registry::from_observation(obs0, &self.cfg.part_names);
        let s1_schema = schema::stage1();
        let mut parts = vec![Part::Text(prompts::stage1(t.instruction, &reg0.objects, &self.dims, &s1_schema))];
        parts.extend(t.scene.clone().map(Part::Image));
        let limit = self.cfg.select.hallucination_distance;
        let space = self.space.clone();
        self.call(t.ctx, "stage1", vec![Message::system(prompts::SYSTEM), Message::user(parts)], s1_schema, |v| {
            let s = validate::stage1(v)?;
            let d = space.affordance_fit(&s.instruction, &s.tool);
            if !(d <= limit) {
                return Err(vec![format!(
                    "hallucination: the `tool_affordance` of `{}` lies {d:.1} from the request's cluster (limit {limit:.1}); name a tool whose capabilities serve the request",
                    s.tool_label
                )]);
            }
            Ok(s)
        })
        .await
    }

    /// Stage 2 and the selection: every candidate scored, then a plan, a question, or the
    /// reason to explore.
    async fn ground(
        &self,
        t: &Turn<'_>,
        s1: &Stage1,
        obs: &Arc<Observation>,
        cands: &[&Detection],
        notes: &mut Vec<String>,
    ) -> Result<Grounded, MsiFailure> {
        let s2 = self.stage2(t, s1, obs, cands, notes).await?;
        let pairs: Vec<(validate::CandidateScore, &Detection)> = s2
            .candidates
            .iter()
            .filter_map(|c| cands.iter().find(|d| d.track_id == c.id).map(|d| (c.clone(), *d)))
            .collect();
        let (decision, scored, sel_notes) = select::select(
            t.instruction,
            &s1.instruction,
            &pairs,
            s2.none_suitable,
            &*self.space,
            &*self.reach,
            &self.cfg.select,
        );
        notes.extend(sel_notes);
        self.log_record(json!({"kind": "selection", "request_id": t.ctx.request_id, "scores": scored, "decision": format!("{decision:?}")}));
        match decision {
            Selection::Ask(q) => {
                notes.push("ambiguous or infeasible choice: asking".into());
                Ok(Grounded::Ask(q))
            }
            Selection::Explore(r) => Ok(Grounded::Explore(r)),
            Selection::Chosen(i) => {
                let chosen = Choice::of(&scored[i], cands, &pairs)?;
                self.stage3(t, s1, obs, &chosen, notes).await.map(Grounded::Plan)
            }
        }
    }

    /// Stage 2: the LLM scores every candidate, looking at numbered crops.
    async fn stage2(
        &self,
        t: &Turn<'_>,
        s1: &Stage1,
        obs: &Arc<Observation>,
        cands: &[&Detection],
        notes: &mut Vec<String>,
    ) -> Result<validate::Stage2, MsiFailure> {
        let ids: Vec<u64> = cands.iter().map(|d| d.track_id).collect();
        let s2_schema = schema::stage2(&ids);
        let listed: Vec<(u64, String, f32, BBox)> =
            cands.iter().map(|d| (d.track_id, d.label.clone(), d.confidence, d.bbox)).collect();
        let mut parts = vec![Part::Text(prompts::stage2(
            t.instruction,
            &s1.tool_label,
            &s1.attributes,
            &listed,
            &self.dims,
            &s2_schema,
        ))];
        parts.extend(t.scene.clone().map(Part::Image));
        for (k, d) in cands.iter().enumerate() {
            if let Some(url) = self.image(t.req, obs, Some(&d.bbox), notes) {
                parts.push(Part::Text(format!("candidate {} (id {}):", k + 1, d.track_id)));
                parts.push(Part::Image(url));
            }
        }
        let grounder = self.grounder.clone();
        let obs_for_check = obs.clone();
        let part_names = self.cfg.part_names.clone();
        self.call(t.ctx, "stage2", vec![Message::system(prompts::SYSTEM), Message::user(parts)], s2_schema, |v| {
            // "present now": the newest observation at validation time.
            let now = grounder.current().unwrap_or_else(|| obs_for_check.clone());
            validate::stage2(v, &ids, &Registry::from_observation(&now, &part_names))
        })
        .await
    }

    /// Stage 3: regions inside the chosen box; the plan, stored.
    async fn stage3(
        &self,
        t: &Turn<'_>,
        s1: &Stage1,
        obs: &Observation,
        chosen: &Choice<'_>,
        notes: &mut Vec<String>,
    ) -> Result<TaskPlan, MsiFailure> {
        let det = chosen.det;
        let reg = Registry::from_observation(obs, &self.cfg.part_names);
        let s3_schema = schema::stage3(&self.cfg.part_names);
        let mut parts = vec![Part::Text(prompts::stage3(
            t.instruction,
            &det.label,
            det.track_id,
            &det.bbox,
            (reg.image_w, reg.image_h),
            &self.cfg.part_names,
            &s3_schema,
        ))];
        parts.extend(self.image(t.req, obs, Some(&det.bbox), notes).map(Part::Image));
        let tool_box = det.bbox;
        let s3 = self
            .call(t.ctx, "stage3", vec![Message::system(prompts::SYSTEM), Message::user(parts)], s3_schema, |v| {
                validate::stage3(v, &tool_box, &reg)
            })
            .await?;
        let plan = grounded_plan(t.instruction, s1, chosen, &s3);
        let scores = chosen.scores;
        notes.push(format!(
            "chose {} `{}` (preference {:.2} x fit {:.2} x reach {:.2} = {:.2}); hold the {}, act with the {}",
            det.track_id,
            det.label,
            scores.preference,
            scores.fit,
            scores.reach,
            scores.combined,
            s3.operational.part,
            s3.functional.part
        ));
        self.store(&plan, notes);
        Ok(plan)
    }

    /// Invisible exploration: a storage place, chosen among those in view; the plan, stored.
    async fn explore(
        &self,
        t: &Turn<'_>,
        s1: &Stage1,
        obs: &Observation,
        notes: &mut Vec<String>,
    ) -> Result<TaskPlan, MsiFailure> {
        let target = self.explore_target(t, s1, obs, notes).await?;
        let region_label = target.map(|d| d.label.clone()).unwrap_or_else(|| s1.storage_places[0].clone());
        let plan = TaskPlan {
            instruction: t.instruction.to_string(),
            instruction_vector: s1.instruction,
            tool: s1.tool_label.clone(),
            tool_vector: s1.tool,
            operational_part: None,
            functional_part: None,
            unseen_regions: s1.storage_places.clone(),
            notes: vec![format!("MSI: `{}` not in view; explore `{region_label}`", s1.tool_label)],
            source: Stream::Msi,
            grounding: None,
            exploration: Some(Exploration::Invisible {
                region_label: region_label.clone(),
                track_id: target.map(|d| d.track_id),
                region: target.map(|d| d.bbox),
            }),
        };
        notes.push(match target {
            Some(d) => format!("explore the {} (object {})", d.label, d.track_id),
            None => format!("explore for a {region_label} (not in view)"),
        });
        self.store(&plan, notes);
        Ok(plan)
    }

    /// The storage place in view to explore: none, the only one, or the one the LLM picks.
    async fn explore_target<'o>(
        &self,
        t: &Turn<'_>,
        s1: &Stage1,
        obs: &'o Observation,
        notes: &mut Vec<String>,
    ) -> Result<Option<&'o Detection>, MsiFailure> {
        let places: Vec<&Detection> = obs
            .ranked()
            .into_iter()
            .filter(|d| s1.storage_places.iter().any(|p| label_match(&d.label, p)))
            .take(self.cfg.n)
            .collect();
        let many = match places.as_slice() {
            [] => return Ok(None),
            [one] => return Ok(Some(*one)),
            many => many,
        };
        let ids: Vec<u64> = many.iter().map(|d| d.track_id).collect();
        let ex_schema = schema::explore(&ids);
        let listed: Vec<(u64, String, BBox)> = many.iter().map(|d| (d.track_id, d.label.clone(), d.bbox)).collect();
        let mut parts = vec![Part::Text(prompts::explore(t.instruction, &s1.tool_label, &listed, &ex_schema))];
        parts.extend(t.scene.clone().map(Part::Image));
        for d in many {
            if let Some(url) = self.image(t.req, obs, Some(&d.bbox), notes) {
                parts.push(Part::Text(format!("place id {}:", d.track_id)));
                parts.push(Part::Image(url));
            }
        }
        let reg = Registry::from_observation(obs, &self.cfg.part_names);
        let id = self
            .call(t.ctx, "explore", vec![Message::system(prompts::SYSTEM), Message::user(parts)], ex_schema, |v| {
                validate::explore(v, &ids, &reg)
            })
            .await?;
        Ok(many.iter().find(|d| d.track_id == id).copied())
    }

    fn store(&self, plan: &TaskPlan, notes: &mut Vec<String>) {
        if let Err(e) = self.space.store(plan) {
            notes.push(format!("the plan could not be stored in the relationship space: {e}"));
        }
    }

    /// The scene (no `crop`) or the part inside `crop` (a box of `on`) as a data URL, cut from
    /// the frame `on` was made on (the request's frame when `on` carries none).
    fn image(
        &self,
        req: &PlanRequest,
        on: &Observation,
        crop: Option<&BBox>,
        notes: &mut Vec<String>,
    ) -> Option<String> {
        if !self.cfg.send_images {
            return None;
        }
        let frame = on.frame.as_deref().or(req.frame.as_ref())?;
        let crop = crop.map(|b| frame.box_in_pixels(b, on.image_size));
        match image::jpeg_data_url(frame, crop.as_ref(), self.cfg.image_max_side, self.cfg.jpeg_quality) {
            Ok(u) => Some(u),
            Err(e) => {
                notes.push(format!("image not sent: {e}"));
                None
            }
        }
    }

    fn log_record(&self, v: Value) {
        if let Some(l) = &self.log {
            if let Err(e) = l.append(&v) {
                tracing::warn!(error = %e, "planning log write failed");
            }
        }
    }

    /// One stage: ask, validate, feed problems back, at most `max_repairs` times.
    async fn call<T>(
        &self,
        ctx: &CallCtx<'_>,
        stage: &str,
        mut messages: Vec<Message>,
        schema: Value,
        check: impl Fn(&Value) -> Result<T, Problems>,
    ) -> Result<T, MsiFailure> {
        let mut problems = Problems::new();
        for repair in 0..=self.cfg.max_repairs {
            let req =
                ChatRequest { messages: messages.clone(), schema: Some((format!("aide_{stage}"), schema.clone())) };
            let out = self.client.chat(&req).await;
            ctx.calls.fetch_add(out.attempts.len() as u32, Ordering::Relaxed);
            let mut verdict = json!(null);
            let result: Result<Option<T>, MsiFailure> = match &out.result {
                Err(e) => Err(MsiFailure::Llm(e.clone())),
                Ok(reply) => match read_reply(stage, reply, &schema, &check) {
                    Err(e) => Err(e),
                    Ok(Ok(t)) => {
                        verdict = json!({"ok": true});
                        Ok(Some(t))
                    }
                    Ok(Err(p)) => {
                        verdict = json!({"ok": false, "problems": p});
                        messages.push(Message::assistant(reply.content.clone().unwrap_or_default()));
                        messages.push(Message::user_text(prompts::repair(&p)));
                        problems = p;
                        Ok(None)
                    }
                },
            };
            self.log_round(&Round { ctx, stage, repair }, &out, &verdict, result.is_err());
            match result {
                Err(e) => return Err(e),
                Ok(Some(t)) => return Ok(t),
                Ok(None) => {}
            }
        }
        Err(MsiFailure::Invalid { stage: stage.into(), repairs: self.cfg.max_repairs, problems })
    }

    /// Logs every HTTP attempt of one round (or that the breaker sent none). `failed`: the
    /// round ended the stage with a failure.
    fn log_round(&self, round: &Round<'_>, out: &ChatOutcome, verdict: &Value, failed: bool) {
        let n = out.attempts.len();
        for (i, a) in out.attempts.iter().enumerate() {
            let last = i + 1 == n;
            self.log_record(json!({
                "kind": "llm_call",
                "request_id": round.ctx.request_id,
                "stage": round.stage,
                "repair": round.repair,
                "attempt": i,
                "url": self.client.url(),
                "model": self.client.model(),
                "request": out.request_log,
                "http_status": a.status,
                "latency_ms": a.latency_ms,
                "error": a.error,
                "raw": a.body,
                "reply": if last { out.result.as_ref().ok().map(|r| json!(r)) } else { None },
                "validation": if last { verdict.clone() } else { json!(null) },
                "outcome": if a.error.is_some() { "error" } else if verdict["ok"] == true { "valid" } else if failed { "refused" } else { "invalid" },
            }));
        }
        if n == 0 {
            // The breaker refused before any request went out.
            self.log_record(json!({
                "kind": "llm_call_skipped", "request_id": round.ctx.request_id, "stage": round.stage,
                "error": out.result.as_ref().err().map(|e| e.to_string()),
            }));
        }
    }
}

/// One round of a stage, for the planning-call log.
struct Round<'a> {
    ctx: &'a CallCtx<'a>,
    stage: &'a str,
    repair: u32,
}

/// Reads one reply: a refusal ends the stage (`Err`); otherwise the answer, checked against
/// the schema and by `check`, or the problems to feed back.
fn read_reply<T>(
    stage: &str,
    reply: &ChatReply,
    schema: &Value,
    check: &impl Fn(&Value) -> Result<T, Problems>,
) -> Result<Result<T, Problems>, MsiFailure> {
    if let Some(r) = &reply.refusal {
        return Err(MsiFailure::Refused { stage: stage.into(), text: r.clone() });
    }
    if reply.finish_reason.as_deref() == Some("content_filter") {
        return Err(MsiFailure::Refused { stage: stage.into(), text: "finish_reason content_filter".into() });
    }
    if reply.finish_reason.as_deref() == Some("length") {
        return Ok(Err(vec!["the answer was cut off at the token limit (finish_reason length); answer shorter, keep `reasoning` to one sentence".to_string()]));
    }
    Ok(match reply.content.as_deref() {
        None | Some("") => Err(vec!["the answer was empty".to_string()]),
        Some(c) => validate::parse_json(c).and_then(|v| {
            validate::structural(schema, &v)?;
            check(&v)
        }),
    })
}

/// The candidate the selection chose: its detection, its stage-2 answer and its scores.
struct Choice<'a> {
    det: &'a Detection,
    cand: validate::CandidateScore,
    scores: &'a Scored,
}

impl<'a> Choice<'a> {
    fn of(
        chosen: &'a Scored,
        cands: &[&'a Detection],
        pairs: &[(validate::CandidateScore, &Detection)],
    ) -> Result<Choice<'a>, MsiFailure> {
        let det = cands.iter().find(|d| d.track_id == chosen.id).copied().ok_or_else(|| MsiFailure::Invalid {
            stage: "stage2".into(),
            repairs: 0,
            problems: vec![format!("chosen id {} vanished", chosen.id)],
        })?;
        let cand = pairs.iter().find(|(c, _)| c.id == chosen.id).map(|(c, _)| c.clone()).ok_or_else(|| {
            MsiFailure::Invalid {
                stage: "stage2".into(),
                repairs: 0,
                problems: vec![format!("chosen id {} unscored", chosen.id)],
            }
        })?;
        Ok(Choice { det, cand, scores: chosen })
    }
}

/// The plan that hands over the chosen candidate, with its stage-3 regions.
fn grounded_plan(instruction: &str, s1: &Stage1, chosen: &Choice<'_>, s3: &validate::Stage3) -> TaskPlan {
    let det = chosen.det;
    TaskPlan {
        instruction: instruction.to_string(),
        instruction_vector: s1.instruction,
        tool: det.label.clone(),
        tool_vector: chosen.cand.affordance,
        operational_part: Some(s3.operational.part.clone()),
        functional_part: Some(s3.functional.part.clone()),
        unseen_regions: s1.storage_places.clone(),
        notes: vec![format!("MSI chose `{}` for \"{}\"", det.label, instruction)],
        source: Stream::Msi,
        grounding: Some(TaskGrounding {
            track_id: det.track_id,
            label: det.label.clone(),
            tool_box: det.bbox,
            operational: Some(s3.operational.bbox),
            functional: Some(s3.functional.bbox),
            s_max: chosen.scores.combined.min(0.999),
            matched_tool: s1.tool_label.clone(),
        }),
        exploration: None,
    }
}

fn stem(w: &str) -> &str {
    if w.ends_with("ss") {
        w
    } else if let Some(r) =
        w.strip_suffix("es").filter(|r| r.ends_with("ss") || r.ends_with('x') || r.ends_with("sh") || r.ends_with("ch"))
    {
        r
    } else {
        w.strip_suffix('s').unwrap_or(w)
    }
}

fn words(s: &str) -> Vec<String> {
    s.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 1)
        .map(|w| stem(w).to_string())
        .collect()
}

/// Whether a detection label names the sought label (a shared word, plurals folded).
pub fn label_match(det_label: &str, sought: &str) -> bool {
    let a = words(det_label);
    words(sought).iter().any(|w| a.contains(w))
}

/// The top-N candidates: detections whose label matches the sought label first (what the
/// detector finds with that label in its vocabulary), then the others, by confidence.
/// Substitutes stay in the list so the LLM can weigh affordances (a glass for a cup).
pub fn top_candidates<'a>(obs: &'a Observation, label: &str, n: usize) -> Vec<&'a Detection> {
    let mut v = obs.ranked();
    v.sort_by_key(|d| !label_match(&d.label, label)); // stable: confidence order kept within groups
    v.truncate(n);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_match_on_shared_words_with_plurals_folded() {
        assert!(label_match("ceramic mug", "mug"));
        assert!(label_match("boxes", "cardboard box"));
        assert!(label_match("glasses", "glass"));
        assert!(!label_match("hammer", "mug"));
    }
}
