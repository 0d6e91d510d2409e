//! The runtime side of asking which object is meant (src/decide/ask): the candidates of an
//! observation scored by the offline reasoner (every detection at or above its acceptance bar,
//! its colour named from the frame), the patience settings, and keeping an answer as a learned
//! plan so the same request in the same situation is not asked again.

use crate::config::Config;
use crate::decide::ask::session::{Patience, ReplySimilarity, Session};
use crate::decide::ask::{AskParams, Candidate, Landmark, Remembered};
use crate::decide::tick::Asking;
use crate::decide::TaskContext;
use crate::knowledge::Knowledge;
use crate::perception::Observation;
use crate::reason::offline::OfflineReasoner;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The asking layer for `task` under `cfg`'s `[ask]`.
pub(super) fn asking_for(kb: &Arc<Knowledge>, cfg: &Config, task: &TaskContext, remembered: Vec<Remembered>) -> Asking {
    let reasoner = OfflineReasoner::new(kb.clone(), cfg.offline);
    let (adm, task) = (cfg.adm.clone(), task.clone());
    let a = &cfg.ask;
    let patience = Patience {
        wait: Duration::from_secs_f64(a.wait_s),
        reasks: a.reasks,
        best_guess: a.on_silence == "best_guess",
        reply_margin: a.reply_margin,
        max_questions: a.max_questions,
    };
    let mut session = Session::new(AskParams::from_config(a), patience).remembering(remembered);
    if a.reply_by_meaning {
        session = session.reading_meaning(reply_meaning(kb.clone()));
    }
    Asking { session, scorer: Box::new(move |obs: &Observation| candidates(&reasoner, &task, obs, &adm)) }
}

/// A reply's meaning against an option's phrase: their MiniLM cosine, on the encoder's query
/// thread, only for a reply no word of which names an option (the reply is embedded once for
/// all its options, then each option's phrase).
fn reply_meaning(kb: Arc<Knowledge>) -> ReplySimilarity {
    let last: Mutex<Option<(String, Vec<f32>)>> = Mutex::new(None);
    Box::new(move |reply, phrase| {
        let mut last = last.lock().unwrap_or_else(PoisonError::into_inner);
        if last.as_ref().is_none_or(|(r, _)| r != reply) {
            *last = Some((reply.to_string(), kb.embed_text(reply).ok()?));
        }
        let option = kb.embed_text(phrase).ok()?;
        last.as_ref().map(|(_, r)| crate::perception::models::minilm::dot(r, &option))
    })
}

/// Every detection the offline reasoner would take (its score at or above the acceptance
/// bar) as a candidate, the others as landmarks.
fn candidates(
    r: &OfflineReasoner,
    task: &TaskContext,
    obs: &Observation,
    adm: &crate::config::AdmConfig,
) -> (Vec<Candidate>, Vec<Landmark>) {
    let scores = match r.detection_scores(task, obs, adm) {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(error = %e, "asking: cannot score the candidates; going on without asking");
            return (Vec::new(), Vec::new());
        }
    };
    let frame = obs.frame.as_deref();
    let mut cands = Vec::new();
    let mut landmarks = Vec::new();
    for (det, score, rank) in scores {
        let d = &obs.detections[det];
        if score >= r.accept() {
            cands.push(Candidate::from_detection(d, (rank, score), frame, obs.image_size));
        } else {
            landmarks.push(Landmark { label: d.label.clone(), bbox: d.bbox });
        }
    }
    (cands, landmarks)
}

/// Keeps the person's choice of `track` for `task` as a learned plan, on a thread of its own
/// (storing it writes the plan log).
pub(super) fn learn_answer(kb: &Arc<Knowledge>, cfg: &Config, task: &TaskContext, obs: &Observation, track: u64) {
    let Some(det) = obs.detections.iter().position(|d| d.track_id == track) else { return };
    let reasoner = OfflineReasoner::new(kb.clone(), cfg.offline);
    let plan = match reasoner.plan_choosing(task, obs, det, &cfg.adm) {
        Ok(Some(p)) => p,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(error = %e, "asking: cannot make a plan of the answer");
            return;
        }
    };
    let kb = kb.clone();
    let spawned = std::thread::Builder::new().name("aide-learn-answer".into()).spawn(move || {
        match kb.insert_plan(&plan) {
            Ok(()) => tracing::info!(instruction = %plan.instruction, tool = %plan.tool, "asking: the answer is kept as a learned plan"),
            Err(e) => tracing::warn!(error = %e, "asking: could not keep the answer as a learned plan"),
        }
    });
    if let Err(e) = spawned {
        tracing::warn!(error = %e, "asking: no thread to keep the answer");
    }
}
