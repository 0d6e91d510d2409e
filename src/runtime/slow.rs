//! The slow stream beside the decision loop: a worker that plans deliberately and hands
//! answers back. Two backends:
//!
//! - **MSI** (`llm.base_url` set): [`reason::stream::Planner`](crate::reason::stream::Planner)
//!   (the hosted LLM's MM-CoT, schema-constrained and validated, with the offline reasoner as
//!   fallback and every call in the planning log) on a dedicated one-thread tokio runtime
//!   (`aide-slow`), so blocking work there (MiniLM, storing plans) never touches the
//!   service's own runtime;
//! - **offline** (no LLM): the offline reasoner on a plain worker thread.
//!
//! Either way plans are stored in the relationship space by the worker, and the decision
//! loop only ever `try_send`s and polls: it never waits.

use super::live::{LiveGrounder, LivePerception};
use super::reasoning::{dimensions, KnowledgeSpace, LiveAdm, OfflineFallback};
use crate::config::{AdmConfig, Config};
use crate::decide::types::Stream;
use crate::decide::TaskContext;
use crate::knowledge::{Knowledge, TaskPlan};
use crate::perception::Observation;
use crate::reason::log::LogError;
use crate::reason::msi::{MsiConfig, MsiSetupError};
use crate::reason::stream::Planner;
use crate::reason::{LlmClient, LlmError, Msi, PlanOutcome, PlanRequest, PlanningLog, RangeReach, SlowStreamHandle};
use arc_swap::ArcSwap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TryRecvError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Objects farther than this from the robot count as unreachable for MSI's selection.
/// The base drives to anything in a room; this only rules out detections across a hall.
pub const REACH_RANGE_M: f64 = 8.0;
/// How long MSI's grounding waits for a frame made with stage 1's label in the vocabulary.
pub const GROUNDING_SETTLE: Duration = Duration::from_millis(1000);
/// Minimum time between two requests.
pub const MIN_INTERVAL: Duration = Duration::from_millis(1500);

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SlowError {
    #[error("starting the slow stream's {what}: {source}")]
    Thread {
        what: &'static str,
        #[source]
        source: std::io::Error,
    },
    #[error("llm: {0}")]
    Llm(#[from] LlmError),
    #[error(transparent)]
    Log(#[from] LogError),
    #[error(transparent)]
    Setup(#[from] MsiSetupError),
}

/// What the slow stream hands back for one request.
#[derive(Debug, Clone)]
pub struct SlowAnswer {
    /// The instruction the request was made for (answers for an older task are dropped).
    pub instruction: String,
    /// A validated plan, safe to adopt.
    pub plan: Option<Arc<TaskPlan>>,
    /// `msi` when the LLM made the plan, `offline` when the offline reasoner did.
    pub stream: Stream,
    /// Why the offline reasoner answered although an LLM is configured.
    pub fallback: Option<String>,
    /// A clarification question for the person.
    pub question: Option<String>,
    pub notes: Vec<String>,
    pub llm_calls: u32,
    pub elapsed_ms: f64,
}

impl SlowAnswer {
    fn from_outcome(o: &PlanOutcome) -> SlowAnswer {
        SlowAnswer {
            instruction: o.instruction.clone(),
            plan: o.plan.clone().map(Arc::new),
            stream: o.stream,
            fallback: o.fallback.clone(),
            question: o.question.clone(),
            notes: o.notes.clone(),
            llm_calls: o.llm_calls,
            elapsed_ms: o.elapsed_ms,
        }
    }
}

struct Job {
    task: TaskContext,
    obs: Arc<Observation>,
}

enum Backend {
    Offline {
        jobs: Option<SyncSender<Job>>,
        updates: Receiver<SlowAnswer>,
        busy: Arc<AtomicBool>,
        worker: Option<JoinHandle<()>>,
    },
    Msi {
        handle: Option<SlowStreamHandle>,
        task: tokio::task::JoinHandle<()>,
        runtime: Option<tokio::runtime::Runtime>,
        seen: u64,
        next_id: u64,
        pending: Option<u64>,
    },
}

/// Handle of the slow stream, owned by the decision loop.
pub struct SlowStream {
    backend: Backend,
    adm: LiveAdm,
    last_request: Option<Instant>,
    min_interval: Duration,
}

impl SlowStream {
    /// The offline reasoner on a worker thread (no LLM configured).
    pub fn offline(kb: Arc<Knowledge>, adm: AdmConfig) -> Result<SlowStream, SlowError> {
        let adm: LiveAdm = Arc::new(ArcSwap::from_pointee(adm));
        let fallback = OfflineFallback::new(kb, adm.clone());
        Self::spawn_offline(adm, move |job: &Job| {
            let t0 = Instant::now();
            let (plan, notes) = match fallback.plan_and_store(&job.task, &job.obs) {
                Ok(p) => (Some(Arc::new(p)), Vec::new()),
                Err(e) => (None, vec![e]),
            };
            SlowAnswer {
                instruction: job.task.instruction.clone(),
                plan,
                stream: Stream::Offline,
                fallback: None,
                question: None,
                notes,
                llm_calls: 0,
                elapsed_ms: t0.elapsed().as_secs_f64() * 1e3,
            }
        })
    }

    fn spawn_offline<F>(adm: LiveAdm, plan: F) -> Result<SlowStream, SlowError>
    where
        F: Fn(&Job) -> SlowAnswer + Send + 'static,
    {
        let (jtx, jrx) = sync_channel::<Job>(1);
        let (utx, urx) = sync_channel::<SlowAnswer>(4);
        let busy = Arc::new(AtomicBool::new(false));
        let b = busy.clone();
        let worker = std::thread::Builder::new()
            .name("aide-slow".into())
            .spawn(move || {
                while let Ok(job) = jrx.recv() {
                    let answer = plan(&job);
                    tracing::debug!(ms = answer.elapsed_ms as u64, "slow stream answered");
                    b.store(false, Ordering::Release);
                    if utx.send(answer).is_err() {
                        break;
                    }
                }
            })
            .map_err(|source| SlowError::Thread { what: "worker thread", source })?;
        Ok(SlowStream {
            backend: Backend::Offline { jobs: Some(jtx), updates: urx, busy, worker: Some(worker) },
            adm,
            last_request: None,
            min_interval: MIN_INTERVAL,
        })
    }

    /// MSI with the hosted LLM of `[llm]`, the offline reasoner as fallback, the planning log
    /// under `<state_dir>/planning-log/`, grounding on the live perception.
    pub fn msi(cfg: &Config, kb: Arc<Knowledge>, live: Arc<LivePerception>) -> Result<SlowStream, SlowError> {
        let adm: LiveAdm = Arc::new(ArcSwap::from_pointee(cfg.adm.clone()));
        let client = Arc::new(LlmClient::from_config(&cfg.llm)?);
        let redactor = client.clone();
        let log = Arc::new(PlanningLog::open(
            cfg.state_dir().join("planning-log"),
            cfg.reason.log_max_bytes,
            cfg.reason.log_max_files,
            move |s: &str| redactor.redact(s),
        )?);
        let msi = Msi::new(
            client,
            MsiConfig::from_config(cfg),
            dimensions(&kb),
            Arc::new(KnowledgeSpace::new(kb.clone(), adm.clone())),
            Arc::new(LiveGrounder::new(live, GROUNDING_SETTLE)),
            Arc::new(RangeReach { max_range_m: REACH_RANGE_M }),
            Some(log.clone()),
        )?;
        let fallback = Arc::new(OfflineFallback::new(kb, adm.clone()));
        let planner = Planner::new(Some(Arc::new(msi)), fallback, Some(log), cfg);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .max_blocking_threads(2)
            .thread_name("aide-slow")
            .enable_all()
            .build()
            .map_err(|source| SlowError::Thread { what: "tokio runtime", source })?;
        let (handle, task) = crate::reason::SlowStream::spawn_on(runtime.handle(), planner, cfg.reason.queue_depth);
        tracing::info!(url = %cfg.llm.base_url, model = %cfg.llm.model, "slow stream: MSI with a hosted LLM, offline fallback");
        Ok(SlowStream {
            backend: Backend::Msi {
                handle: Some(handle),
                task,
                runtime: Some(runtime),
                seen: 0,
                next_id: 1,
                pending: None,
            },
            adm,
            last_request: None,
            min_interval: MIN_INTERVAL,
        })
    }

    /// `msi` or `offline`.
    pub fn kind(&self) -> &'static str {
        match self.backend {
            Backend::Offline { .. } => "offline",
            Backend::Msi { .. } => "msi",
        }
    }

    fn busy(&self) -> bool {
        match &self.backend {
            Backend::Offline { busy, .. } => busy.load(Ordering::Acquire),
            Backend::Msi { pending, .. } => pending.is_some(),
        }
    }

    /// Asks for a plan unless one is being made or was asked for very recently.
    /// Never blocks; returns whether the request was taken.
    pub fn request(&mut self, task: &TaskContext, obs: &Arc<Observation>) -> bool {
        if self.busy() || self.last_request.is_some_and(|t| t.elapsed() < self.min_interval) {
            return false;
        }
        let taken = match &mut self.backend {
            Backend::Offline { jobs: Some(tx), busy, .. } => {
                busy.store(true, Ordering::Release);
                let ok = tx.try_send(Job { task: task.clone(), obs: obs.clone() }).is_ok();
                if !ok {
                    busy.store(false, Ordering::Release);
                }
                ok
            }
            Backend::Offline { jobs: None, .. } => false,
            Backend::Msi { handle: Some(h), next_id, pending, .. } => {
                let id = *next_id;
                let req = PlanRequest { id, task: task.clone(), observation: obs.clone(), frame: None };
                let ok = h.request(req);
                if ok {
                    *next_id += 1;
                    *pending = Some(id);
                }
                ok
            }
            Backend::Msi { handle: None, .. } => false,
        };
        if taken {
            self.last_request = Some(Instant::now());
        }
        taken
    }

    /// The next answer, if one arrived.
    pub fn poll(&mut self) -> Option<SlowAnswer> {
        match &mut self.backend {
            Backend::Offline { updates, .. } => match updates.try_recv() {
                Ok(u) => Some(u),
                Err(TryRecvError::Empty) | Err(TryRecvError::Disconnected) => None,
            },
            Backend::Msi { handle: Some(h), seen, pending, .. } => {
                let v = h.version();
                if v == *seen {
                    return None;
                }
                *seen = v;
                let outcome = h.latest()?;
                if pending.is_some_and(|p| outcome.request_id >= p) {
                    *pending = None;
                }
                Some(SlowAnswer::from_outcome(&outcome))
            }
            Backend::Msi { handle: None, .. } => None,
        }
    }

    /// Thresholds for the next plans (hot reload): the offline reasoner, the fallback and
    /// MSI's projection onto the relationship space read them at plan time.
    pub fn set_adm(&mut self, adm: AdmConfig) {
        if *self.adm.load_full() != adm {
            tracing::info!(m = adm.m, c = adm.c, d = adm.d, n = adm.n, "slow stream: thresholds updated");
            self.adm.store(Arc::new(adm));
        }
    }

    /// The thresholds the slow stream plans with now.
    pub fn adm(&self) -> Arc<AdmConfig> {
        self.adm.load_full()
    }
}

impl Drop for SlowStream {
    fn drop(&mut self) {
        match &mut self.backend {
            Backend::Offline { jobs, worker, .. } => {
                jobs.take();
                if let Some(w) = worker.take() {
                    // The worker ends when the job channel closes; a plan in progress finishes
                    // first (the offline reasoner is fast). Never block shutdown on it.
                    if w.is_finished() {
                        let _ = w.join();
                    }
                }
            }
            Backend::Msi { handle, task, runtime, .. } => {
                handle.take();
                // An LLM call in flight is cancelled at its next await point.
                task.abort();
                if let Some(rt) = runtime.take() {
                    rt.shutdown_background();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn wait(s: &mut SlowStream) -> SlowAnswer {
        let end = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(a) = s.poll() {
                return a;
            }
            assert!(Instant::now() < end, "no answer");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// A worker that answers with the `m` it was given, to see which thresholds it used.
    fn echo(adm: AdmConfig) -> SlowStream {
        let live: LiveAdm = Arc::new(ArcSwap::from_pointee(adm));
        let cell = live.clone();
        SlowStream::spawn_offline(live, move |job: &Job| SlowAnswer {
            instruction: job.task.instruction.clone(),
            plan: None,
            stream: Stream::Offline,
            fallback: None,
            question: None,
            notes: vec![format!("m={}", cell.load().m)],
            llm_calls: 0,
            elapsed_ms: 0.0,
        })
        .unwrap()
    }

    #[test]
    fn reloaded_thresholds_reach_the_next_plan() {
        let cfg = Config::embedded_default();
        let mut s = echo(cfg.adm.clone());
        s.min_interval = Duration::ZERO;
        let task = TaskContext { instruction: "I am thirsty".into(), instruction_vector: None };
        let obs = Arc::new(Observation::empty((640, 480)));
        assert!(s.request(&task, &obs));
        assert_eq!(wait(&mut s).notes, vec![format!("m={}", cfg.adm.m)]);

        let mut reloaded = cfg.adm.clone();
        reloaded.m = 0.5;
        s.set_adm(reloaded);
        assert_eq!(s.adm().m, 0.5);
        assert!(s.request(&task, &obs));
        assert_eq!(wait(&mut s).notes, vec!["m=0.5".to_string()]);
    }

    #[test]
    fn a_busy_stream_refuses_requests_instead_of_queueing_them() {
        let cfg = Config::embedded_default();
        let live: LiveAdm = Arc::new(ArcSwap::from_pointee(cfg.adm.clone()));
        let mut s = SlowStream::spawn_offline(live, move |job: &Job| {
            std::thread::sleep(Duration::from_millis(200));
            SlowAnswer {
                instruction: job.task.instruction.clone(),
                plan: None,
                stream: Stream::Offline,
                fallback: None,
                question: None,
                notes: vec![],
                llm_calls: 0,
                elapsed_ms: 0.0,
            }
        })
        .unwrap();
        s.min_interval = Duration::ZERO;
        let task = TaskContext { instruction: "I am thirsty".into(), instruction_vector: None };
        let obs = Arc::new(Observation::empty((640, 480)));
        assert!(s.request(&task, &obs));
        let t0 = Instant::now();
        assert!(!s.request(&task, &obs), "second request while the first is planned");
        assert!(t0.elapsed() < Duration::from_millis(50), "request never waits");
        wait(&mut s);
        assert!(s.request(&task, &obs), "free again after the answer");
    }
}
