//! The slow stream as a tokio task: requests arrive on a bounded channel (a full queue
//! refuses with `false`, it never blocks the caller), outcomes are published to a
//! latest-value [`Slot`]. The 10 Hz loop calls [`SlowStreamHandle::request`] and
//! [`SlowStreamHandle::latest`], both wait-free for it.
//!
//! When MSI cannot answer (no LLM configured, unreachable, too slow for
//! `reason.deadline_ms`, refusing, or never validating) the [`FallbackReasoner`] answers
//! instead and the outcome says why (`stream = offline`, `fallback`, `notes`); the
//! reason is also logged (tracing and the planning-call log).

use super::msi::{CallCtx, Msi};
use super::{FallbackReasoner, PlanOutcome, PlanRequest, PlanningLog};
use crate::config::Config;
use crate::decide::types::Stream;
use crate::slot::Slot;
use serde_json::json;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

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

    /// Plans one request: MSI within the deadline, else the fallback with the reason.
    pub async fn plan(&self, req: PlanRequest) -> PlanOutcome {
        let t0 = Instant::now();
        let calls = AtomicU32::new(0);
        let msi_result = match &self.msi {
            None => Err("no LLM configured (llm.base_url is empty)".to_string()),
            Some(m) => {
                let ctx = CallCtx { request_id: req.id, calls: &calls };
                match tokio::time::timeout(self.deadline, m.plan(&req, &ctx)).await {
                    Ok(Ok(r)) => Ok(r),
                    Ok(Err(f)) => Err(f.to_string()),
                    Err(_) => {
                        Err(format!("MSI took longer than reason.deadline_ms = {} ms", self.deadline.as_millis()))
                    }
                }
            }
        };
        let mut outcome = match msi_result {
            Ok(r) => PlanOutcome {
                request_id: req.id,
                instruction: req.task.instruction.clone(),
                stream: Stream::Msi,
                plan: r.plan,
                question: r.question,
                fallback: None,
                notes: r.notes,
                llm_calls: 0,
                elapsed_ms: 0.0,
            },
            Err(reason) => {
                tracing::warn!(request_id = req.id, %reason, "MSI failed; the offline reasoner answers");
                let mut notes = vec![format!("fallback to the offline reasoner: {reason}")];
                let fb = self.fallback.clone();
                let (task, obs) = (req.task.clone(), req.observation.clone());
                let plan = match tokio::task::spawn_blocking(move || fb.plan(&task, &obs)).await {
                    Ok(Ok(p)) => Some(p),
                    Ok(Err(e)) => {
                        notes.push(format!("the offline reasoner found no plan: {e}"));
                        None
                    }
                    Err(e) => {
                        notes.push(format!("the offline reasoner failed: {e}"));
                        None
                    }
                };
                PlanOutcome {
                    request_id: req.id,
                    instruction: req.task.instruction.clone(),
                    stream: Stream::Offline,
                    plan,
                    question: None,
                    fallback: Some(reason),
                    notes,
                    llm_calls: 0,
                    elapsed_ms: 0.0,
                }
            }
        };
        outcome.llm_calls = calls.load(Ordering::Relaxed);
        outcome.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
        if let Some(log) = &self.log {
            let rec = json!({"kind": "outcome", "outcome": &outcome});
            if let Err(e) = log.append(&rec) {
                tracing::warn!(error = %e, "planning log write failed");
            }
        }
        outcome
    }
}

/// Cheap, cloneable handle of the slow stream.
#[derive(Clone)]
pub struct SlowStreamHandle {
    tx: mpsc::Sender<PlanRequest>,
    latest: Arc<Slot<Option<Arc<PlanOutcome>>>>,
}

impl SlowStreamHandle {
    /// Queues a request without waiting; `false` when the queue is full (busy) or the
    /// stream has stopped.
    pub fn request(&self, r: PlanRequest) -> bool {
        self.tx.try_send(r).is_ok()
    }

    /// The newest outcome, if any.
    pub fn latest(&self) -> Option<Arc<PlanOutcome>> {
        (*self.latest.load()).clone()
    }

    /// Outcomes published so far.
    pub fn version(&self) -> u64 {
        self.latest.version()
    }
}

pub struct SlowStream;

impl SlowStream {
    /// Spawns the slow stream on the current tokio runtime. It ends when every handle is
    /// dropped.
    pub fn spawn(planner: Planner, queue_depth: usize) -> (SlowStreamHandle, JoinHandle<()>) {
        Self::spawn_on(&tokio::runtime::Handle::current(), planner, queue_depth)
    }

    pub fn spawn_on(
        rt: &tokio::runtime::Handle,
        planner: Planner,
        queue_depth: usize,
    ) -> (SlowStreamHandle, JoinHandle<()>) {
        let (tx, mut rx) = mpsc::channel::<PlanRequest>(queue_depth.max(1));
        let latest = Arc::new(Slot::new(None));
        let slot = latest.clone();
        let join = rt.spawn(async move {
            while let Some(req) = rx.recv().await {
                let outcome = planner.plan(req).await;
                slot.publish(Some(Arc::new(outcome)));
            }
        });
        (SlowStreamHandle { tx, latest }, join)
    }
}
