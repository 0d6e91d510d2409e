//! The slow stream beside the decision loop: one worker that plans deliberately and hands
//! answers back. It runs the reasoning module's [`Planner`]: MSI with the hosted LLM of
//! `[llm]` (schema-constrained and validated, the offline reasoner as fallback, every call in
//! the planning log) or, without an LLM, the offline reasoner alone; either way plans are
//! stored in the relationship space. The planner runs on a one-thread tokio runtime of the
//! stream's own (`aide-slow`), so blocking work there (MiniLM, storing plans) never touches
//! the service's runtime.
//!
//! Requests are refused, never queued, while one is being planned or right after the last;
//! answers come back on a channel that the decision loop polls ([`SlowStream::poll`], never
//! waits) and a still-scene caller waits on ([`SlowStream::wait`], up to a deadline).

use super::live::{LiveGrounder, LivePerception};
use super::reasoning::{dimensions, KnowledgeSpace, LiveAdm, OfflineFallback};
use crate::config::{AdmConfig, Config};
use crate::decide::TaskContext;
use crate::knowledge::Knowledge;
use crate::perception::{Frame, Observation};
use crate::reason::log::LogError;
use crate::reason::msi::{MsiConfig, MsiSetupError};
use crate::reason::{LlmClient, LlmError, Msi, PlanRequest, Planner, PlanningLog, RangeReach};
use crate::types::clock;
use crate::types::plan::SlowAnswer;
use arc_swap::ArcSwap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

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

/// The slow stream, owned by the decision loop (or by `aide plan` over a still scene).
pub struct SlowStream {
    requests: Option<mpsc::Sender<PlanRequest>>,
    answers: Receiver<SlowAnswer>,
    busy: Arc<AtomicBool>,
    task: tokio::task::JoinHandle<()>,
    /// The stream's own runtime; `None` when it runs on a caller's.
    runtime: Option<tokio::runtime::Runtime>,
    kind: &'static str,
    adm: LiveAdm,
    next_id: u64,
    last_request: Option<Instant>,
    min_interval: Duration,
}

impl SlowStream {
    /// The offline reasoner alone (no LLM configured).
    pub fn offline(kb: Arc<Knowledge>, cfg: &Config) -> Result<SlowStream, SlowError> {
        let adm: LiveAdm = Arc::new(ArcSwap::from_pointee(cfg.adm.clone()));
        let fallback = Arc::new(OfflineFallback::new(kb, adm.clone(), cfg.offline));
        let planner = Planner { msi: None, fallback, log: None, deadline: Duration::MAX };
        SlowStream::with_own_runtime(planner, adm, "offline")
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
        let fallback = Arc::new(OfflineFallback::new(kb, adm.clone(), cfg.offline));
        let planner = Planner::new(Some(Arc::new(msi)), fallback, Some(log), cfg);
        tracing::info!(url = %cfg.llm.base_url, model = %cfg.llm.model, "slow stream: MSI with a hosted LLM, offline fallback");
        SlowStream::with_own_runtime(planner, adm, "msi")
    }

    fn with_own_runtime(planner: Planner, adm: LiveAdm, kind: &'static str) -> Result<SlowStream, SlowError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .max_blocking_threads(2)
            .thread_name("aide-slow")
            .enable_all()
            .build()
            .map_err(|source| SlowError::Thread { what: "tokio runtime", source })?;
        let mut s = SlowStream::on(runtime.handle(), planner, adm, kind);
        s.runtime = Some(runtime);
        Ok(s)
    }

    /// Runs `planner` on the tokio runtime `rt` (tests run it on their own).
    pub fn on(rt: &tokio::runtime::Handle, planner: Planner, adm: LiveAdm, kind: &'static str) -> SlowStream {
        let (tx, mut rx) = mpsc::channel::<PlanRequest>(1);
        let (answer_tx, answers) = sync_channel::<SlowAnswer>(4);
        let busy = Arc::new(AtomicBool::new(false));
        let free = busy.clone();
        let task = rt.spawn(async move {
            while let Some(req) = rx.recv().await {
                let answer = planner.plan(req).await;
                tracing::debug!(ms = answer.elapsed_ms as u64, "slow stream answered");
                free.store(false, Ordering::Release);
                if answer_tx.try_send(answer).is_err() {
                    tracing::warn!("slow stream answer dropped: nobody reads the answers");
                }
            }
        });
        SlowStream {
            requests: Some(tx),
            answers,
            busy,
            task,
            runtime: None,
            kind,
            adm,
            next_id: 1,
            last_request: None,
            min_interval: MIN_INTERVAL,
        }
    }

    /// `msi` or `offline`.
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// Asks for a plan unless one is being made or was asked for very recently.
    /// Never blocks; returns whether the request was taken. The observation's frame, when
    /// it carries one, goes with it (the images sent to the LLM; sharing, not copying, the
    /// pixels).
    pub fn request(&mut self, task: &TaskContext, obs: &Arc<Observation>) -> bool {
        self.request_with_frame(task, obs, obs.frame.as_deref().cloned())
    }

    /// [`SlowStream::request`] with a colour frame given apart from the observation, for an
    /// observation that carries none (MSI cuts its images from an observation's own frame
    /// when it has one).
    pub fn request_with_frame(&mut self, task: &TaskContext, obs: &Arc<Observation>, frame: Option<Frame>) -> bool {
        let recent = self.last_request.is_some_and(|t| clock::since(t) < self.min_interval);
        let Some(tx) = self.requests.as_ref().filter(|_| !recent && !self.busy.load(Ordering::Acquire)) else {
            return false;
        };
        self.busy.store(true, Ordering::Release);
        let req = PlanRequest { id: self.next_id, task: task.clone(), observation: obs.clone(), frame };
        if tx.try_send(req).is_err() {
            self.busy.store(false, Ordering::Release);
            return false;
        }
        self.next_id += 1;
        self.last_request = Some(clock::now());
        true
    }

    /// The next answer, if one arrived.
    pub fn poll(&mut self) -> Option<SlowAnswer> {
        self.answers.try_recv().ok()
    }

    /// Waits up to `timeout` for the next answer.
    pub fn wait(&mut self, timeout: Duration) -> Option<SlowAnswer> {
        match self.answers.recv_timeout(timeout) {
            Ok(a) => Some(a),
            Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Allows requests closer together than the decision loop's minimum interval (a still
    /// scene asks once; tests ask back to back).
    pub fn without_min_interval(mut self) -> SlowStream {
        self.min_interval = Duration::ZERO;
        self
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
        self.requests.take();
        // An LLM call in flight is cancelled at its next await point; an offline plan in
        // progress finishes on the blocking pool. Never block shutdown on either.
        self.task.abort();
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::knowledge::TaskPlan;
    use crate::reason::FallbackReasoner;

    /// A fallback that answers with a note naming the `m` it planned with, after `delay`.
    struct Echo {
        adm: LiveAdm,
        delay: Duration,
    }

    impl FallbackReasoner for Echo {
        fn plan(&self, _task: &TaskContext, _obs: &Observation) -> Result<TaskPlan, String> {
            std::thread::sleep(self.delay);
            Err(format!("m={}", self.adm.load().m))
        }
    }

    fn echo(adm: AdmConfig, delay: Duration) -> SlowStream {
        let live: LiveAdm = Arc::new(ArcSwap::from_pointee(adm));
        let fallback = Arc::new(Echo { adm: live.clone(), delay });
        let planner = Planner { msi: None, fallback, log: None, deadline: Duration::MAX };
        SlowStream::with_own_runtime(planner, live, "offline").unwrap().without_min_interval()
    }

    fn thirsty() -> (TaskContext, Arc<Observation>) {
        let task = TaskContext { instruction: "I am thirsty".into(), instruction_vector: None };
        (task, Arc::new(Observation::empty((640, 480))))
    }

    #[test]
    fn reloaded_thresholds_reach_the_next_plan() {
        let cfg = Config::embedded_default();
        let mut s = echo(cfg.adm.clone(), Duration::ZERO);
        let (task, obs) = thirsty();
        assert!(s.request(&task, &obs));
        assert_eq!(s.wait(Duration::from_secs(5)).expect("an answer").notes, vec![format!("m={}", cfg.adm.m)]);

        let mut reloaded = cfg.adm.clone();
        reloaded.m = 0.5;
        s.set_adm(reloaded);
        assert_eq!(s.adm().m, 0.5);
        assert!(s.request(&task, &obs));
        assert_eq!(s.wait(Duration::from_secs(5)).expect("an answer").notes, vec!["m=0.5".to_string()]);
    }

    #[test]
    fn a_busy_stream_refuses_requests_instead_of_queueing_them() {
        let cfg = Config::embedded_default();
        let mut s = echo(cfg.adm.clone(), Duration::from_millis(200));
        let (task, obs) = thirsty();
        assert!(s.request(&task, &obs));
        let t0 = Instant::now();
        assert!(!s.request(&task, &obs), "second request while the first is planned");
        assert!(t0.elapsed() < Duration::from_millis(50), "request never waits");
        assert!(s.poll().is_none(), "poll never waits either");
        let answer = s.wait(Duration::from_secs(5)).expect("an answer");
        assert_eq!((answer.request_id, answer.fallback), (1, None), "offline alone is no fallback");
        assert!(s.request(&task, &obs), "free again after the answer");
    }
}
