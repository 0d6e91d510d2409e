//! `aide eval --dataset F --person simulated`: how the robot resolves which object a request
//! means, with a simulated person answering its questions from the item's hidden `intent`.
//! Each item is planned once through the real decision path (`aide plan`'s); when the plan
//! takes a tool in view, the asking policy (src/decide/ask) turns the offline scores of every
//! detection above the acceptance bar into a belief, uses free information, and acts or asks;
//! the person replies in words and the robot reads the reply. The same items run under the
//! two baselines: never ask, and ask whenever more than one object is a candidate.

use super::dataset::DatasetItem;
use super::metrics;
use super::runner::{self, PlanOutput, RunError};
use crate::config::Config;
use crate::decide::ask::{self, AskParams, Candidate, Landmark, Mode, Reply, Resolve, Situation};
use crate::decide::types::TaskContext;
use crate::knowledge::Knowledge;
use crate::reason::offline::OfflineReasoner;
use crate::sim::person::SimulatedPerson;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::sync::Arc;

/// Questions one item may take ("none of these" leads to another).
const MAX_QUESTIONS: usize = 3;

/// One item under one policy.
#[derive(Debug, Clone, Serialize)]
pub struct AskItem {
    pub id: String,
    /// The object the robot ends on (none: it explores).
    pub choice: Option<String>,
    pub success: bool,
    pub questions: Vec<String>,
    pub replies: Vec<String>,
    /// Free checks that changed the belief.
    pub checks: usize,
    /// Whether the item has a hidden intent (a person with a preference).
    pub has_intent: bool,
}

/// Success and questions of one policy over the items.
#[derive(Debug, Clone, Serialize)]
pub struct PolicyTotals {
    pub success: f64,
    pub questions_per_item: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Baselines {
    pub never_ask: PolicyTotals,
    pub ask_always: PolicyTotals,
}

/// The `--person simulated --json` object.
#[derive(Debug, Clone, Serialize)]
pub struct AskReport {
    pub n: usize,
    pub success: f64,
    pub questions_per_item: f64,
    /// Share of items without `intent` on which a question was asked.
    pub asked_clear: f64,
    /// lambda1 x questions + lambda2 x free checks, per item.
    pub interaction_cost_per_item: f64,
    /// Questions relative to ask-always (1 - ours / theirs).
    pub fewer_questions_than_ask_always: f64,
    pub baselines: Baselines,
    pub items: Vec<AskItem>,
}

/// Runs every item under the expected-cost policy and both baselines.
pub fn run(
    kb: &Arc<Knowledge>,
    cfg: &Config,
    items: &[DatasetItem],
    plans: &[PlanOutput],
) -> Result<AskReport, RunError> {
    let offline = OfflineReasoner::new(kb.clone(), cfg.offline);
    let params = AskParams::from_config(&cfg.ask);
    // With ask.reply_by_meaning, replies no word of which names an option are read by meaning.
    let meaning = |reply: &str, phrase: &str| kb.text_cosine(reply, phrase);
    let meaning = cfg.ask.reply_by_meaning.then_some(&meaning as ask::reply::Similarity<'_>);
    let mut runs: [Vec<AskItem>; 3] = Default::default();
    for (it, plan) in items.iter().zip(plans) {
        let chosen = plan.tool.as_ref().and_then(|t| it.objects.iter().position(|o| &o.id == t));
        let scene = item_candidates(kb, &offline, cfg, it, chosen)?;
        for (k, mode) in [Mode::ExpectedCost, Mode::NeverAsk, Mode::AskAlways].into_iter().enumerate() {
            runs[k].push(run_item(it, plan, &scene, &params, cfg, mode, meaning));
        }
    }
    let [ours, never, always] = runs;
    let totals = |r: &[AskItem]| PolicyTotals { success: share(r, |i| i.success), questions_per_item: per_item(r) };
    let clear: Vec<&AskItem> = ours.iter().filter(|i| !i.has_intent).collect();
    let asked_clear = if clear.is_empty() {
        0.0
    } else {
        clear.iter().filter(|i| !i.questions.is_empty()).count() as f64 / clear.len() as f64
    };
    let cost: f64 = ours
        .iter()
        .map(|i| {
            params.query_cost as f64 * i.questions.len() as f64 + params.verification_cost as f64 * i.checks as f64
        })
        .sum();
    let (q_ours, q_always) = (per_item(&ours), per_item(&always));
    Ok(AskReport {
        n: ours.len(),
        success: share(&ours, |i| i.success),
        questions_per_item: q_ours,
        asked_clear,
        interaction_cost_per_item: cost / ours.len().max(1) as f64,
        fewer_questions_than_ask_always: if q_always > 0.0 { 1.0 - q_ours / q_always } else { 0.0 },
        baselines: Baselines { never_ask: totals(&never), ask_always: totals(&always) },
        items: ours,
    })
}

fn share(r: &[AskItem], f: impl Fn(&AskItem) -> bool) -> f64 {
    if r.is_empty() {
        0.0
    } else {
        r.iter().filter(|i| f(i)).count() as f64 / r.len() as f64
    }
}

fn per_item(r: &[AskItem]) -> f64 {
    r.iter().map(|i| i.questions.len()).sum::<usize>() as f64 / r.len().max(1) as f64
}

/// The candidates of a dataset item as the robot sees them: every object the offline reasoner
/// scores at or above its acceptance bar (and `chosen`, the plan's pick, in any case), track id
/// = the object's index, the ranking score as the stream's score; the others as landmarks.
pub fn item_candidates(
    kb: &Arc<Knowledge>,
    offline: &OfflineReasoner,
    cfg: &Config,
    it: &DatasetItem,
    chosen: Option<usize>,
) -> Result<(Vec<Candidate>, Vec<Landmark>), RunError> {
    let obs = runner::observe(kb, &it.objects, None)?;
    let task = TaskContext { instruction: it.instruction.clone(), instruction_vector: None };
    let scores = offline.detection_scores(&task, &obs, &cfg.adm)?;
    let mut cands = Vec::new();
    let mut landmarks = Vec::new();
    for (det, score, rank) in scores {
        let o = &it.objects[det];
        if score >= offline.accept() || Some(det) == chosen {
            cands.push(Candidate {
                track_id: det as u64,
                label: o.label.clone(),
                attributes: o.attributes.clone(),
                bbox: o.bbox,
                position: None,
                score: rank,
                suit_score: score,
            });
        } else {
            landmarks.push(Landmark { label: o.label.clone(), bbox: o.bbox });
        }
    }
    Ok((cands, landmarks))
}

/// One item under `mode`: act or ask until the robot settles on an object.
fn run_item(
    it: &DatasetItem,
    plan: &PlanOutput,
    (cands, landmarks): &(Vec<Candidate>, Vec<Landmark>),
    params: &AskParams,
    cfg: &Config,
    mode: Mode,
    meaning: Option<ask::reply::Similarity<'_>>,
) -> AskItem {
    let mut out = AskItem {
        id: it.id.clone(),
        choice: None,
        success: false,
        questions: Vec::new(),
        replies: Vec::new(),
        checks: 0,
        has_intent: it.intent.is_some(),
    };
    if plan.tool.is_none() || cands.is_empty() {
        // The plan explores: nothing in view to ask about.
        out.success = it.intent.is_none() && metrics::score(it, &plan.outcome()).correct;
        out.choice = plan.explore.clone();
        return out;
    }
    let id_of = |c: &Candidate| it.objects[c.track_id as usize].id.clone();
    let wanted: Vec<u64> =
        wanted_ids(it).iter().filter_map(|w| it.objects.iter().position(|o| &o.id == w).map(|i| i as u64)).collect();
    let person = SimulatedPerson { wanted: &wanted, indifferent: it.intent.is_none() };
    let mut rng = ChaCha8Rng::seed_from_u64(seed_of(&it.id));
    let mut excluded: Vec<usize> = Vec::new();
    let mut silent_retries = cfg.ask.reasks;
    let pick = loop {
        let s = Situation {
            request: &it.instruction,
            cands,
            landmarks,
            reach: None,
            people: &[],
            excluded: &excluded,
            remembered: &[],
        };
        let r = ask::resolve(&s, params, mode);
        out.checks = out.checks.max(r.checks.len());
        let q = match r.resolve {
            Resolve::Act(i) => break Some(i),
            Resolve::Nothing => break None,
            Resolve::Ask(q) if out.questions.len() < MAX_QUESTIONS => q,
            Resolve::Ask(q) => break q.options.first().copied(),
        };
        let tracks: Vec<u64> = q.options.iter().map(|&i| cands[i].track_id).collect();
        let text = person.reply(&tracks, &q.descriptions, &mut rng);
        out.questions.push(q.text.clone());
        out.replies.push(text.clone());
        match ask::parse_reply(&text, &q.descriptions, meaning, cfg.ask.reply_margin) {
            Reply::Choice(k) => break q.options.get(k).copied(),
            Reply::Any => break q.options.first().copied(),
            Reply::NoneOf(_) => excluded.extend(&q.options),
            Reply::Unclear if silent_retries > 0 => silent_retries -= 1,
            Reply::Unclear => break q.options.first().copied(),
        }
    };
    out.choice = pick.map(|i| id_of(&cands[i]));
    out.success = out.choice.as_ref().is_some_and(|c| wanted_ids(it).contains(c));
    out
}

/// The objects that count as success: the intent, or any acceptable tool.
fn wanted_ids(it: &DatasetItem) -> Vec<String> {
    it.intent.clone().or_else(|| it.expect.tools.clone()).unwrap_or_default()
}

/// A stable seed from an item id (FNV-1a), so a person's wording is the same on every run.
fn seed_of(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}
