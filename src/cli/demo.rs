//! `aide demo`: the six real-world instructions of the paper's Table IV as closed-loop
//! episodes in the simulator, through the real runtime (threads, slots, ADM, control loop).

use super::{GlobalArgs, InvalidInput};
use aide::eval::episodes::{self, EpisodeInput, EpisodeOptions, EpisodeRun, SuiteReport};
use aide::runtime::build;
use aide::sim::{Episode, Scene};
use std::time::Duration;

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
    /// Record each episode to DIR/ID.mcap (see `aide replay`).
    #[arg(long, value_name = "DIR")]
    pub record: Option<std::path::PathBuf>,
}

pub fn run(g: &GlobalArgs, a: DemoArgs) -> anyhow::Result<u8> {
    super::init_logging_quiet(g);
    let cfg = g.load_config()?;
    let scene = Scene::load(&cfg.sim.scene)?;
    eprintln!("preparing: opening the relationship space (a first start builds the index: about a minute)");
    let t0 = std::time::Instant::now();
    let knowledge = build::open_knowledge(&cfg)?;
    eprintln!("preparing: relationship space ready in {:.1} s", t0.elapsed().as_secs_f64());
    let wanted = |e: &&Episode| a.only.as_ref().is_none_or(|o| e.instruction.contains(o.as_str()));
    let inputs: Vec<EpisodeInput> = scene
        .episodes
        .iter()
        .filter(wanted)
        .enumerate()
        .map(|(i, e)| EpisodeInput {
            id: format!("{}-{}", scene.name, i + 1),
            kind: "demo".into(),
            scene: scene.clone(),
            episode: e.clone(),
        })
        .collect();
    let timeout = Duration::from_secs_f64(a.episode_timeout_s);
    let quiet = a.json;
    let progress = |r: &EpisodeRun| {
        if !quiet {
            eprintln!("  {:<45} {}", r.instruction, if r.success { "ok" } else { "FAILED" });
        }
    };
    // One episode at a time: the demo reports the rates of the runtime running alone.
    if let Some(dir) = &a.record {
        std::fs::create_dir_all(dir).map_err(|e| InvalidInput(format!("--record {}: {e}", dir.display())))?;
    }
    let options = EpisodeOptions { timeout, plot_dir: None, record_dir: a.record.clone() };
    let report = episodes::run_suite(&cfg, &knowledge, &inputs, 1, &options, &progress)?;
    if a.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_table(&report);
    }
    Ok(if report.per_episode.iter().all(|r| r.success) { 0 } else { 1 })
}

fn print_table(report: &SuiteReport) {
    println!(
        "{:<45} {:<22} {:>7} {:>7} {:>8} {:>7}  outcome",
        "instruction", "tool", "frames", "ESR", "decide", "secs"
    );
    for r in &report.per_episode {
        println!(
            "{:<45} {:<22} {:>7} {:>6.1}% {:>6.1}Hz {:>7.1}  {}",
            r.instruction,
            r.tool.clone().unwrap_or_else(|| "-".into()),
            r.valid_frames,
            r.esr * 100.0,
            r.decision_hz,
            r.seconds,
            r.outcome.map_or("none".to_string(), |o| o.to_string())
        );
    }
    for r in report.per_episode.iter().filter(|r| !r.success) {
        println!("\n{}: {}", r.instruction, r.outcome.map_or("no outcome".to_string(), |o| o.to_string()));
        for n in &r.notes {
            println!("  {n}");
        }
    }
    let ok = report.per_episode.iter().filter(|r| r.success).count();
    println!("success rate: {ok}/{} ({:.0}%)", report.episodes, report.success * 100.0);
}
