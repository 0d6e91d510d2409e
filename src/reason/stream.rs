//! The slow stream's planner: one request in, one [`SlowAnswer`] out. The runtime runs it
//! on a worker of its own beside the decision loop.
//!
//! Without an LLM the offline reasoner answers. When MSI cannot answer (unreachable, too slow
//! for `reason.deadline_ms`, refusing, or never validating) the [`FallbackReasoner`] answers
//! instead and the answer says why (`stream = offline`, `fallback`, `notes`); the reason is
//! also logged (tracing and the planning-call log).

use super::msi::{CallCtx, Msi};
use super::{FallbackReasoner, PlanRequest, PlanningLog};
use crate::config::Config;
use crate::types::plan::{SlowAnswer, Stream};
use serde_json::json;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Everything one plan needs: MSI (absent without an LLM), the fallback, the log.
pub struct Planner {
    pub msi: Option<Arc<Msi>>,
    pub fallback: Arc<dyn FallbackReasoner>,
    pub log: Option<Arc<PlanningLog>>,
    pub deadline: Duration,
}

impl Planner {
    pub fn new(
        msi: Option<Arc<Msi>>,
        fallback: Arc<dyn FallbackReasoner>,
        log: Option<Arc<PlanningLog>>,
        cfg: &Config,
    ) -> Planner {
        Planner { msi, fallback, log, deadline: Duration::from_millis(cfg.reason.deadline_ms) }
    }

    /// Plans one request: MSI within the deadline, else the fallback with the reason; the
    /// offline reasoner alone without an LLM.
    pub async fn plan(&self, req: PlanRequest) -> SlowAnswer {
        let t0 = Instant::now();
        let calls = AtomicU32::new(0);
        let mut answer = match &self.msi {
            None => self.offline(&req, None).await,
            Some(m) => {
                let ctx = CallCtx { request_id: req.id, calls: &calls };
                let msi_result = match tokio::time::timeout(self.deadline, m.plan(&req, &ctx)).await {
                    Ok(Ok(r)) => Ok(r),
                    Ok(Err(f)) => Err(f.to_string()),
                    Err(_) => {
                        Err(format!("MSI took longer than reason.deadline_ms = {} ms", self.deadline.as_millis()))
                    }
                };
                match msi_result {
                    Ok(r) => SlowAnswer {
                        request_id: req.id,
                        instruction: req.task.instruction.clone(),
                        stream: Stream::Msi,
                        plan: r.plan.map(Arc::new),
                        question: r.question,
                        fallback: None,
                        notes: r.notes,
                        llm_calls: 0,
                        elapsed_ms: 0.0,
                    },
                    Err(reason) => {
                        tracing::warn!(request_id = req.id, %reason, "MSI failed; the offline reasoner answers");
                        self.offline(&req, Some(reason)).await
                    }
                }
            }
        };
        answer.llm_calls = calls.load(Ordering::Relaxed);
        answer.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
        if let Some(log) = &self.log {
            let rec = json!({"kind": "outcome", "outcome": &answer});
            if let Err(e) = log.append(&rec) {
                tracing::warn!(error = %e, "planning log write failed");
            }
        }
        answer
    }

    /// The offline reasoner's answer; `fallback` says why MSI did not answer, when it was
    /// asked.
    async fn offline(&self, req: &PlanRequest, fallback: Option<String>) -> SlowAnswer {
        let mut notes = match &fallback {
            Some(reason) => vec![format!("fallback to the offline reasoner: {reason}")],
            None => Vec::new(),
        };
        let fb = self.fallback.clone();
        let (task, obs) = (req.task.clone(), req.observation.clone());
        let plan = match tokio::task::spawn_blocking(move || fb.plan(&task, &obs)).await {
            Ok(Ok(p)) => Some(Arc::new(p)),
            Ok(Err(e)) if fallback.is_none() => {
                notes.push(e);
                None
            }
            Ok(Err(e)) => {
                notes.push(format!("the offline reasoner found no plan: {e}"));
                None
            }
            Err(e) => {
                notes.push(format!("the offline reasoner failed: {e}"));
                None
            }
        };
        SlowAnswer {
            request_id: req.id,
            instruction: req.task.instruction.clone(),
            stream: Stream::Offline,
            plan,
            question: None,
            fallback,
            notes,
            llm_calls: 0,
            elapsed_ms: 0.0,
        }
    }
}
