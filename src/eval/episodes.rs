//! Closed-loop episodes: each one a simulated home and a request, run through the real
//! runtime (its perception, decision and control threads, the slow stream, the simulated
//! drivers) until the task ends, then scored from the simulator's truth: success, the paper's
//! ESR over valid frames, OSR and FSR of the grasp, exploration success, time to grasp and the
//! decision rate. [`run_suite`] runs a list of episodes, a few at a time, and totals them.

use crate::config::Config;
use crate::knowledge::Knowledge;
use crate::runtime::build::{self, BuildError};
use crate::runtime::supervisor::{Runtime, RuntimeError, RuntimeOptions, TaskOutcome};
use crate::sim::scene::Expect;
use crate::sim::{Episode, Scene, SimWorld};
use crate::types::clock;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EpisodeError {
    #[error("episode `{id}`: {source}")]
    Build {
        id: String,
        #[source]
        source: BuildError,
    },
    #[error("episode `{id}`: writing its plot {path}: {source}")]
    Plot {
        id: String,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("episode `{id}`: {source}")]
    Runtime {
        id: String,
        #[source]
        source: RuntimeError,
    },
}

/// One episode to run: a scene holding the world and the episode's request and answer.
#[derive(Debug, Clone)]
pub struct EpisodeInput {
    pub id: String,
    /// What the episode tests (`in_view`, `far`, `in_container`, ...; `demo` for the demo's).
    pub kind: String,
    pub scene: Scene,
    pub episode: Episode,
}

/// How episodes run.
#[derive(Debug, Clone)]
pub struct EpisodeOptions {
    /// An episode's time limit, on the clock the runtime runs on.
    pub timeout: Duration,
    /// Write each episode's plot here (`ID.png`, see [`super::plot`]).
    pub plot_dir: Option<PathBuf>,
    /// Record each episode's decision stream here (`ID.mcap`, see `aide replay`).
    pub record_dir: Option<PathBuf>,
}

/// How one episode went.
#[derive(Debug, Clone, Serialize)]
pub struct EpisodeRun {
    pub id: String,
    pub kind: String,
    pub instruction: String,
    pub success: bool,
    pub outcome: Option<TaskOutcome>,
    /// The prompt the grounded tool was last seen under.
    pub tool: Option<String>,
    /// Scene id of the object held at the end (simulation truth).
    pub held: Option<String>,
    pub valid_frames: u64,
    pub esr: f64,
    /// The grasp held the tool by its true operational part (`null`: no grasp, or no such part).
    pub osr: Option<bool>,
    /// The region taken as the tool's working end was its true functional part.
    pub fsr: Option<bool>,
    /// The first storage place explored was a right one (`null`: none explored).
    pub exploration_success: Option<bool>,
    /// From the task's start to the tool held and lifted, seconds.
    pub time_to_grasp_s: Option<f64>,
    pub slow_requests: u64,
    pub llm_calls: u64,
    /// Decisions per second while the task decided.
    pub decision_hz: f64,
    /// Compute time of a decision step, p99, ms (must fit the decision period).
    pub decision_p99_ms: f64,
    /// From the task's start to its first decision, ms.
    pub first_decision_ms: Option<f64>,
    /// From the task's start to its end, on the clock the runtime ran on (simulated in the
    /// episode benchmark), seconds.
    pub task_seconds: Option<f64>,
    /// Wall-clock seconds the episode took, with building its runtime.
    pub seconds: f64,
    /// The last things the motion strategy and the control thread said.
    pub notes: Vec<String>,
    /// Why the last adopted plan.
    pub plan_notes: Vec<String>,
    /// Why the last plan that chose an object in view chose it.
    pub chosen_because: Vec<String>,
}

/// Totals of one kind of episode.
#[derive(Debug, Clone, Serialize, Default)]
pub struct KindTotals {
    pub episodes: usize,
    /// Share of its episodes that succeeded.
    pub success: f64,
}

/// A suite's totals and its episodes.
#[derive(Debug, Clone, Serialize)]
pub struct SuiteReport {
    pub episodes: usize,
    /// Share of episodes that succeeded.
    pub success: f64,
    /// Correct over valid frames, pooled over the episodes.
    pub esr: f64,
    /// The lowest decision rate of any episode that made decisions, Hz.
    pub min_decision_hz: f64,
    /// Wall-clock seconds the suite took.
    pub seconds: f64,
    pub kinds: BTreeMap<String, KindTotals>,
    pub per_episode: Vec<EpisodeRun>,
}

/// Runs one episode through a fresh runtime on `kb` and scores it.
pub fn run_episode(
    cfg: &Config,
    kb: &Arc<Knowledge>,
    input: &EpisodeInput,
    o: &EpisodeOptions,
) -> Result<EpisodeRun, EpisodeError> {
    let timeout = o.timeout;
    let id = || input.id.clone();
    // Episodes are independent: one does not keep a person's answer for the next (offline
    // plans are never stored), so a suite's results do not depend on its order or `--jobs`.
    let mut cfg = cfg.clone();
    cfg.ask.learn_answers = false;
    let cfg = &cfg;
    // On simulated time, time stands still while the runtime is built.
    let setup = clock::participant();
    let world = Arc::new(Mutex::new(SimWorld::new(input.scene.clone())));
    let parts =
        build::build_parts(cfg, kb.clone(), Some(world)).map_err(|source| EpisodeError::Build { id: id(), source })?;
    let opts = RuntimeOptions {
        instruction: Some(input.episode.instruction.clone()),
        knowledge: None,
        episode: Some(input.episode.clone()),
        task_timeout: Some(timeout),
        record: o.record_dir.as_ref().map(|d| d.join(format!("{}.mcap", input.id))),
    };
    let t0 = Instant::now();
    let rt = Runtime::start(cfg.clone(), parts, opts).map_err(|source| EpisodeError::Runtime { id: id(), source })?;
    drop(setup);
    // The task's own limit (on the process's clock) ends it; this bound only guards against a
    // runtime that stopped deciding. Simulated time may run slower than the wall clock on a
    // loaded machine.
    let guard =
        if clock::is_simulated() { timeout * 4 + Duration::from_secs(60) } else { timeout + Duration::from_secs(5) };
    let outcome = rt.wait_outcome(guard);
    let st = rt.status();
    let d = rt.decision_stats();
    if let Some(dir) = &o.plot_dir {
        let path = dir.join(format!("{}.png", input.id));
        super::plot::write_episode_png(&input.scene, &input.episode, &rt.episode_trace(), &path)
            .map_err(|source| EpisodeError::Plot { id: id(), path, source })?;
    }
    let mut notes: Vec<String> = st.notes.iter().rev().take(4).rev().cloned().collect();
    notes.extend(rt.control_events().iter().rev().take(4).rev().map(|e| format!("control: {e}")));
    // Shutdown timing is tested elsewhere; here a loaded machine must not fail an episode.
    rt.shutdown(Duration::from_secs(10)).map_err(|source| EpisodeError::Runtime { id: id(), source })?;
    let success = succeeded(&input.episode, outcome, st.score.first_place_right);
    let secs_since_start = |ns: u64| ns.saturating_sub(st.started_ns) as f64 / 1e9;
    Ok(EpisodeRun {
        id: input.id.clone(),
        kind: input.kind.clone(),
        instruction: input.episode.instruction.clone(),
        success,
        outcome,
        tool: st.tool.clone(),
        held: st.held.clone(),
        valid_frames: st.score.valid_frames,
        esr: st.score.esr(),
        osr: st.score.grasp.and_then(|g| g.operational),
        fsr: st.score.grasp.and_then(|g| g.functional),
        exploration_success: st.score.first_place_right,
        time_to_grasp_s: st.finished_ns.filter(|_| outcome == Some(TaskOutcome::Grasped)).map(secs_since_start),
        slow_requests: st.msi_requests,
        llm_calls: st.llm_calls,
        decision_hz: d.rate_hz,
        decision_p99_ms: d.p99_us / 1e3,
        first_decision_ms: st.first_decision_ns.map(|t| secs_since_start(t) * 1e3),
        task_seconds: st.finished_ns.map(secs_since_start),
        seconds: t0.elapsed().as_secs_f64(),
        notes,
        plan_notes: st.plan_notes.clone(),
        chosen_because: st.chosen_because.clone(),
    })
}

/// An episode that expects a grasp succeeds when an object of `accept` is held and lifted;
/// one that expects the tool reported absent when the robot reports it found nothing, after
/// exploring a right place first if the episode names any.
fn succeeded(ep: &Episode, outcome: Option<TaskOutcome>, first_place_right: Option<bool>) -> bool {
    match ep.expect {
        Expect::Grasp => outcome == Some(TaskOutcome::Grasped),
        Expect::ReportAbsent => {
            outcome == Some(TaskOutcome::NotFound) && (ep.explore.is_empty() || first_place_right == Some(true))
        }
    }
}

/// Runs `inputs` with up to `jobs` episodes at once (each its own runtime over the shared
/// knowledge) and totals them. `progress` hears of each episode as it ends. An episode whose
/// runtime cannot be built or stopped ends the suite with that error.
pub fn run_suite(
    cfg: &Config,
    kb: &Arc<Knowledge>,
    inputs: &[EpisodeInput],
    jobs: usize,
    options: &EpisodeOptions,
    progress: &(dyn Fn(&EpisodeRun) + Sync),
) -> Result<SuiteReport, EpisodeError> {
    let t0 = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<EpisodeRun, EpisodeError>>>> =
        Mutex::new(inputs.iter().map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.clamp(1, inputs.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(input) = inputs.get(i) else { break };
                let r = run_episode(cfg, kb, input, options);
                if let Ok(run) = &r {
                    progress(run);
                }
                match results.lock() {
                    Ok(mut g) => g[i] = Some(r),
                    Err(p) => p.into_inner()[i] = Some(r),
                }
            });
        }
    });
    let runs = results.into_inner().unwrap_or_else(|p| p.into_inner());
    let runs: Vec<EpisodeRun> = runs.into_iter().flatten().collect::<Result<_, _>>()?;
    Ok(totals(runs, t0.elapsed().as_secs_f64()))
}

/// The suite's totals over its episodes.
pub fn totals(runs: Vec<EpisodeRun>, seconds: f64) -> SuiteReport {
    let share = |ok: usize, n: usize| if n == 0 { 0.0 } else { ok as f64 / n as f64 };
    let ok = runs.iter().filter(|r| r.success).count();
    let valid: u64 = runs.iter().map(|r| r.valid_frames).sum();
    let correct: f64 = runs.iter().map(|r| r.esr * r.valid_frames as f64).sum();
    let mut kinds: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for r in &runs {
        let k = kinds.entry(r.kind.clone()).or_default();
        k.0 += 1;
        k.1 += usize::from(r.success);
    }
    let rates = runs.iter().filter(|r| r.decision_hz > 0.0).map(|r| r.decision_hz);
    SuiteReport {
        episodes: runs.len(),
        success: share(ok, runs.len()),
        esr: if valid == 0 { 0.0 } else { correct / valid as f64 },
        min_decision_hz: rates.reduce(f64::min).unwrap_or(0.0),
        seconds,
        kinds: kinds.into_iter().map(|(k, (n, ok))| (k, KindTotals { episodes: n, success: share(ok, n) })).collect(),
        per_episode: runs,
    }
}
