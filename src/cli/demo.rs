//! `aide demo`: the six real-world instructions of the paper's Table IV as closed-loop
//! episodes in the simulator, through the real runtime (threads, slots, ADM, control loop).

use super::GlobalArgs;
use aide::runtime::build;
use aide::runtime::supervisor::{Runtime, RuntimeOptions, TaskOutcome};
use aide::sim::{Scene, SimWorld};
use serde::Serialize;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Give up an episode after this many seconds.
    #[arg(long, default_value_t = 40.0)]
    pub episode_timeout_s: f64,
    /// Run only the episodes whose instruction contains this text.
    #[arg(long)]
    pub only: Option<String>,
}

#[derive(Debug, Serialize)]
struct EpisodeReport {
    instruction: String,
    /// Label of the tool the robot ended up holding (or last grounded).
    tool: Option<String>,
    success: bool,
    outcome: Option<TaskOutcome>,
    /// Valid frames (frames where something decisive was in view).
    frames: u64,
    esr: f64,
    /// Decisions per second while the task decided.
    decision_hz: f64,
    /// From the task's start to its first decision (the task's vocabulary reaching the
    /// detector), ms.
    first_decision_ms: Option<f64>,
    seconds: f64,
    msi_requests: u64,
    /// The last things the motion strategy and the control thread said (why an episode failed).
    notes: Vec<String>,
}

pub fn run(g: &GlobalArgs, a: DemoArgs) -> anyhow::Result<u8> {
    super::init_logging_quiet(g);
    let cfg = g.load_config()?;
    let scene = Scene::load(&cfg.sim.scene)?;
    eprintln!("preparing: opening the relationship space (a first start builds the index: about a minute)");
    let t0 = std::time::Instant::now();
    let knowledge = build::open_knowledge(&cfg)?;
    eprintln!("preparing: relationship space ready in {:.1} s", t0.elapsed().as_secs_f64());
    let mut reports = Vec::new();
    for ep in scene.episodes.iter().filter(|e| a.only.as_ref().is_none_or(|o| e.instruction.contains(o.as_str()))) {
        let world = Arc::new(Mutex::new(SimWorld::new(scene.clone())));
        let parts = build::build_parts(&cfg, knowledge.clone(), Some(world.clone()))?;
        let opts = RuntimeOptions {
            instruction: Some(ep.instruction.clone()),
            knowledge: None,
            episode: Some(ep.clone()),
            task_timeout: Some(Duration::from_secs_f64(a.episode_timeout_s)),
        };
        let t0 = Instant::now();
        let rt = Runtime::start(cfg.clone(), parts, opts)?;
        let outcome = rt.wait_outcome(Duration::from_secs_f64(a.episode_timeout_s + 5.0));
        let st = rt.status();
        let d = rt.decision_stats();
        let held_label = st.held.as_ref().and_then(|id| scene.object(id)).map(|o| o.description.clone());
        let mut notes: Vec<String> = st.notes.iter().rev().take(4).rev().cloned().collect();
        notes.extend(rt.control_events().iter().rev().take(4).rev().map(|e| format!("control: {e:?}")));
        rt.shutdown(Duration::from_secs(2))?;
        let r = EpisodeReport {
            instruction: ep.instruction.clone(),
            tool: held_label.or(st.tool.clone()),
            success: outcome == Some(TaskOutcome::Grasped),
            outcome,
            frames: st.score.valid_frames,
            esr: st.score.esr(),
            decision_hz: d.rate_hz,
            first_decision_ms: st.first_decision_ns.map(|t| t.saturating_sub(st.started_ns) as f64 / 1e6),
            seconds: t0.elapsed().as_secs_f64(),
            msi_requests: st.msi_requests,
            notes,
        };
        if !a.json {
            eprintln!("  {:<45} {}", r.instruction, if r.success { "ok" } else { "FAILED" });
        }
        reports.push(r);
    }
    let ok = reports.iter().filter(|r| r.success).count();
    let rate = if reports.is_empty() { 0.0 } else { ok as f64 / reports.len() as f64 };
    if a.json {
        println!("{}", serde_json::json!({ "episodes": reports, "success_rate": rate }));
    } else {
        println!(
            "{:<45} {:<22} {:>7} {:>7} {:>8} {:>7}  outcome",
            "instruction", "tool", "frames", "ESR", "decide", "secs"
        );
        for r in &reports {
            println!(
                "{:<45} {:<22} {:>7} {:>6.1}% {:>6.1}Hz {:>7.1}  {:?}",
                r.instruction,
                r.tool.clone().unwrap_or_else(|| "-".into()),
                r.frames,
                r.esr * 100.0,
                r.decision_hz,
                r.seconds,
                r.outcome
            );
        }
        for r in reports.iter().filter(|r| !r.success) {
            println!("\n{}: {:?}", r.instruction, r.outcome);
            for n in &r.notes {
                println!("  {n}");
            }
        }
        println!("success rate: {ok}/{} ({:.0}%)", reports.len(), rate * 100.0);
    }
    Ok(if ok == reports.len() { 0 } else { 1 })
}
