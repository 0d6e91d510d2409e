//! The slow stream `aide plan` and `aide eval` use when ADM asks for it: the service's MSI
//! stream with the configured LLM (offline fallback included), or the offline reasoner with
//! `--offline` or without `llm.base_url`.

use aide::config::{AdmConfig, Config};
use aide::decide::{Stream, TaskContext};
use aide::eval::runner::{OfflinePlanner, RunError, SceneAnswer, ScenePlanner};
use aide::knowledge::Knowledge;
use aide::perception::Observation;
use aide::reason::offline::OfflineReasoner;
use aide::runtime::live::LivePerception;
use aide::runtime::slow::SlowStream;
use std::sync::Arc;
use std::time::Duration;

/// How long past `reason.deadline_ms` a still-scene caller waits for the offline reasoner's
/// answer when MSI ran out of time.
const FALLBACK_GRACE: Duration = Duration::from_secs(10);

/// The planner for this configuration.
pub fn for_config(cfg: &Config, kb: &Arc<Knowledge>, offline: bool) -> anyhow::Result<Box<dyn ScenePlanner>> {
    if offline || cfg.llm.base_url.trim().is_empty() {
        return Ok(Box::new(OfflinePlanner(OfflineReasoner::new(kb.clone(), cfg.offline))));
    }
    let live = Arc::new(LivePerception::new());
    let slow = SlowStream::msi(cfg, kb.clone(), live.clone())?.without_min_interval();
    Ok(Box::new(LlmScenePlanner { slow, live, deadline: Duration::from_millis(cfg.reason.deadline_ms) }))
}

/// The service's MSI slow stream over one still scene: the scene is the newest
/// observation, one request is made and its answer awaited (up to `reason.deadline_ms`).
struct LlmScenePlanner {
    slow: SlowStream,
    live: Arc<LivePerception>,
    deadline: Duration,
}

impl ScenePlanner for LlmScenePlanner {
    fn plan(&mut self, task: &TaskContext, obs: &Observation, _p: &AdmConfig) -> Result<SceneAnswer, RunError> {
        let obs = Arc::new(obs.clone());
        self.live.observation.publish(Some(obs.clone()));
        // A still scene: every vocabulary is already "observed" (no frame to wait for).
        self.live.observed_with_vocabulary(u64::MAX);
        if !self.slow.request(task, &obs) {
            return Err(RunError::Slow("the slow stream did not take the request".into()));
        }
        // The planner bounds MSI by the deadline itself and then lets the offline reasoner
        // answer: wait for that answer too.
        let Some(answer) = self.slow.wait(self.deadline + FALLBACK_GRACE) else {
            return Ok(SceneAnswer {
                plan: None,
                stream: Stream::Msi,
                notes: vec![format!(
                    "no answer within reason.deadline_ms = {} ms and {} s for the fallback",
                    self.deadline.as_millis(),
                    FALLBACK_GRACE.as_secs()
                )],
            });
        };
        let mut notes = answer.notes;
        if let Some(f) = answer.fallback.filter(|f| !notes.iter().any(|n| n.contains(f.as_str()))) {
            notes.push(f);
        }
        if let Some(q) = answer.question {
            notes.push(format!("clarification: {q}"));
        }
        notes.push(format!("{} LLM call(s), {:.0} ms", answer.llm_calls, answer.elapsed_ms));
        Ok(SceneAnswer { plan: answer.plan.map(|p| (*p).clone()), stream: answer.stream, notes })
    }
}
