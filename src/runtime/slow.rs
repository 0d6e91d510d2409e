//! The slow stream beside the decision loop: a worker that plans deliberately (the hosted
//! LLM's MM-CoT when configured, the offline reasoner otherwise) and hands plans back through
//! a bounded channel. The decision loop only ever `try_send`s and `try_recv`s: it never waits.

use crate::config::AdmConfig;
use crate::decide::TaskContext;
use crate::knowledge::{Knowledge, TaskPlan};
use crate::perception::Observation;
use crate::reason::offline::OfflineReasoner;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TryRecvError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the slow stream hands back.
#[derive(Debug, Clone)]
pub enum SlowUpdate {
    Plan(Arc<TaskPlan>),
    Failed(String),
}

struct Job {
    task: TaskContext,
    obs: Arc<Observation>,
    adm: AdmConfig,
}

/// Handle of the slow-stream worker.
pub struct SlowStream {
    jobs: Option<SyncSender<Job>>,
    updates: Receiver<SlowUpdate>,
    busy: Arc<AtomicBool>,
    last_request: Option<Instant>,
    /// Minimum time between two requests for the same task.
    min_interval: Duration,
    adm: AdmConfig,
    worker: Option<JoinHandle<()>>,
}

impl SlowStream {
    /// A slow stream backed by the offline reasoner (no LLM configured or reachable).
    pub fn offline(kb: Arc<Knowledge>, adm: AdmConfig) -> std::io::Result<SlowStream> {
        let reasoner = OfflineReasoner::new(kb);
        Self::spawn(adm, move |job: &Job| {
            reasoner.plan(&job.task, &job.obs, &job.adm).map(Arc::new).map_err(|e| e.to_string())
        })
    }

    fn spawn<F>(adm: AdmConfig, plan: F) -> std::io::Result<SlowStream>
    where
        F: Fn(&Job) -> Result<Arc<TaskPlan>, String> + Send + 'static,
    {
        let (jtx, jrx) = sync_channel::<Job>(1);
        let (utx, urx) = sync_channel::<SlowUpdate>(4);
        let busy = Arc::new(AtomicBool::new(false));
        let b = busy.clone();
        let worker = std::thread::Builder::new().name("aide-slow".into()).spawn(move || {
            while let Ok(job) = jrx.recv() {
                let started = Instant::now();
                let update = match plan(&job) {
                    Ok(p) => SlowUpdate::Plan(p),
                    Err(e) => SlowUpdate::Failed(e),
                };
                tracing::debug!(ms = started.elapsed().as_millis() as u64, "slow stream answered");
                b.store(false, Ordering::Release);
                if utx.send(update).is_err() {
                    break;
                }
            }
        })?;
        Ok(SlowStream {
            jobs: Some(jtx),
            updates: urx,
            busy,
            last_request: None,
            min_interval: Duration::from_millis(1500),
            adm,
            worker: Some(worker),
        })
    }

    /// Asks for a plan unless one is being made or was asked for very recently.
    /// Never blocks; returns whether the request was taken.
    pub fn request(&mut self, task: &TaskContext, obs: &Arc<Observation>) -> bool {
        if self.busy.load(Ordering::Acquire) || self.last_request.is_some_and(|t| t.elapsed() < self.min_interval) {
            return false;
        }
        let Some(tx) = &self.jobs else { return false };
        let job = Job { task: task.clone(), obs: obs.clone(), adm: self.adm.clone() };
        self.busy.store(true, Ordering::Release);
        match tx.try_send(job) {
            Ok(()) => {
                self.last_request = Some(Instant::now());
                true
            }
            Err(_) => {
                self.busy.store(false, Ordering::Release);
                false
            }
        }
    }

    /// The next answer, if one arrived.
    pub fn poll(&mut self) -> Option<SlowUpdate> {
        match self.updates.try_recv() {
            Ok(u) => Some(u),
            Err(TryRecvError::Empty) | Err(TryRecvError::Disconnected) => None,
        }
    }

    /// Thresholds used for the next requests (hot reload).
    pub fn set_adm(&mut self, adm: AdmConfig) {
        self.adm = adm;
    }
}

impl Drop for SlowStream {
    fn drop(&mut self) {
        self.jobs.take();
        if let Some(w) = self.worker.take() {
            // The worker ends when the job channel closes; a plan in progress finishes first,
            // but the offline reasoner is fast. Do not block shutdown on a stuck LLM call.
            if w.is_finished() {
                let _ = w.join();
            }
        }
    }
}
