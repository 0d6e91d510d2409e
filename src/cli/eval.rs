//! `aide eval --dataset FILE [--offline] [--json]`: TSR, ASR, WSR and FPS over a dataset in
//! the object-list format, through the same path as `aide plan`.

use super::{GlobalArgs, InvalidInput};
use aide::eval::{dataset, metrics, runner};
use aide::knowledge::Knowledge;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct EvalArgs {
    /// JSONL dataset (one item per line).
    #[arg(long, value_name = "FILE", required_unless_present_any = ["events", "episodes", "traversability", "intent"])]
    pub dataset: Option<PathBuf>,
    /// Closed-loop episodes instead, on simulated time: `gen:SEED:COUNT` (generated homes and
    /// requests), a directory of episode files, or `scene:NAME` (the episodes of an embedded
    /// scene or a scene file). Prints success, ESR, rates, per kind and per episode.
    #[arg(long, value_name = "SUITE", conflicts_with_all = ["dataset", "events"])]
    pub episodes: Option<String>,
    /// Episodes run at once (each its own runtime, all on one simulated clock).
    #[arg(long, default_value_t = 1, requires = "episodes")]
    pub jobs: usize,
    /// An episode's time limit, simulated seconds.
    #[arg(long, default_value_t = 60.0, requires = "episodes")]
    pub episode_timeout_s: f64,
    /// With --episodes: write one PNG per episode here (top view with the robot's path, and
    /// the decision stream over time).
    #[arg(long, value_name = "DIR", requires = "episodes")]
    pub plot: Option<PathBuf>,
    /// With --episodes: record each episode's decision stream here (`ID.mcap`; Foxglove opens
    /// it, `aide replay FILE` re-runs it).
    #[arg(long, value_name = "DIR", requires = "episodes")]
    pub record: Option<PathBuf>,
    /// MIND benchmark instead: sequences of world events (JSON); prints LLM evaluations of full
    /// recomputation vs MIND and the decisions preserved. Exit 1 if a decision is lost.
    #[arg(long, value_name = "FILE", conflicts_with = "dataset")]
    pub events: Option<PathBuf>,
    /// Traversability of uncertain obstacles instead (docs/traversability.md): the query
    /// policy beside asking about every obstacle and asking nothing, on a directory of scenario
    /// files or on each split under it (default: assets/eval/traversability).
    #[arg(long, value_name = "DIR", num_args = 0..=1, default_missing_value = super::eval_traversability::DEFAULT_DIR, conflicts_with_all = ["dataset", "events", "episodes"])]
    pub traversability: Option<PathBuf>,
    /// Intent-aware collaboration instead (docs/intent.md): the scenarios of SUITE (a directory
    /// of scenario files, a directory of splits, default assets/eval/intent, or `gen:SEED:COUNT`)
    /// with the coordinating robot and the nearest-task baseline in the 2-D co-simulation.
    #[arg(long, value_name = "SUITE", num_args = 0..=1, default_missing_value = "assets/eval/intent", conflicts_with_all = ["dataset", "events", "episodes"])]
    pub intent: Option<String>,
    /// Never consult a language model (the slow stream is the offline reasoner).
    #[arg(long)]
    pub offline: bool,
    /// With --dataset: a simulated person answers the robot's questions from each item's
    /// hidden `intent` (the only value: `simulated`); prints success, questions per item and
    /// the never-ask and ask-always baselines.
    #[arg(long, value_name = "WHO", value_parser = ["simulated"], requires = "dataset")]
    pub person: Option<String>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Also list the wrong items with their notes (human output).
    #[arg(long)]
    pub verbose: bool,
}

#[derive(Serialize)]
struct Report<'a> {
    n: usize,
    tsr: f64,
    asr: f64,
    wsr: f64,
    fps: f64,
    items: Vec<ItemOut<'a>>,
}

#[derive(Serialize)]
struct ItemOut<'a> {
    id: &'a str,
    choice: Option<&'a str>,
    correct: bool,
    stream: aide::decide::Stream,
    /// What the plan did, whatever the item expects: the object taken as the tool, the object
    /// explored as a storage place (neither: a place out of view or a region of the view).
    tool: Option<String>,
    explore: Option<String>,
    /// Why: the decision path's notes (understanding, S_max, ranking, choice).
    notes: &'a [String],
}

pub fn run(g: &GlobalArgs, a: EvalArgs) -> anyhow::Result<u8> {
    if let Some(events) = &a.events {
        return run_events(events, a.json);
    }
    if let Some(dir) = &a.traversability {
        return super::eval_traversability::run(g, dir, a.json);
    }
    if let Some(suite) = &a.intent {
        return super::eval_intent::run(g, suite, a.json);
    }
    if let Some(suite) = &a.episodes {
        return super::eval_episodes::run(
            g,
            suite,
            a.json,
            a.jobs,
            a.episode_timeout_s,
            a.plot.as_deref(),
            a.record.as_deref(),
        );
    }
    let cfg = g.load_config()?;
    let Some(dataset_path) = a.dataset.as_ref() else {
        return Err(InvalidInput("--dataset FILE or --events FILE is required".into()).into());
    };
    let items = dataset::read_jsonl(dataset_path).map_err(|e| InvalidInput(e.to_string()))?;
    let kb = Arc::new(Knowledge::open(&cfg)?);
    // Label embeddings for the whole dataset in batches (the sim oracle does this once per scene).
    let labels: Vec<&str> = items.iter().flat_map(|i| i.objects.iter().map(|o| o.label.as_str())).collect();
    let t0 = std::time::Instant::now();
    kb.embed_labels(&labels)?;
    let mut slow = super::scene_planner::for_config(&cfg, &kb, a.offline)?;
    let mut outs = Vec::with_capacity(items.len());
    for it in &items {
        outs.push(runner::plan_scene_with(&kb, &it.instruction, &it.objects, None, &cfg.adm, slow.as_mut())?);
    }
    if a.person.is_some() {
        let report = aide::eval::ambiguity::run(&kb, &cfg, &items, &outs)?;
        print_asking(&report, a.json)?;
        return Ok(0);
    }
    let secs = t0.elapsed().as_secs_f64();
    let scores: Vec<metrics::ItemScore> =
        items.iter().zip(&outs).map(|(i, o)| metrics::score(i, &o.outcome())).collect();
    let s = metrics::summarize(&items, &scores, secs);
    if a.json {
        print_json(&s, &scores, &outs)?;
    } else {
        print_table(&Results { items: &items, scores: &scores, outs: &outs, summary: &s }, a.verbose);
    }
    Ok(0)
}

/// `--events`: the MIND benchmark; exit 1 when a decision is lost.
fn run_events(events: &Path, json: bool) -> anyhow::Result<u8> {
    let report = aide::reason::mind::run_event_benchmark(events).map_err(|e| InvalidInput(e.to_string()))?;
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!(
            "decisions preserved {}/{}; LLM evaluations: full recomputation {} (mean {:.1}), MIND {} (mean {:.1})",
            report.decisions_preserved,
            report.decisions,
            report.full_evaluations,
            report.mean_full_evaluations,
            report.mind_evaluations,
            report.mean_mind_evaluations
        );
    }
    Ok(if report.decisions_preserved == report.decisions { 0 } else { 1 })
}

/// The summary and every item's choice, stream and notes as one JSON object.
fn print_json(s: &metrics::Summary, scores: &[metrics::ItemScore], outs: &[runner::PlanOutput]) -> anyhow::Result<()> {
    let r = Report {
        n: s.n,
        tsr: s.tsr,
        asr: s.asr,
        wsr: s.wsr,
        fps: s.fps,
        items: scores
            .iter()
            .zip(outs)
            .map(|(sc, o)| {
                let done = o.outcome();
                ItemOut {
                    id: &sc.id,
                    choice: sc.choice.as_deref(),
                    correct: sc.correct,
                    stream: o.stream,
                    tool: done.tool,
                    explore: done.explore,
                    notes: &o.notes,
                }
            })
            .collect(),
    };
    println!("{}", serde_json::to_string_pretty(&r)?);
    Ok(())
}

/// The dataset's items with their scores and plans, and the summary.
struct Results<'a> {
    items: &'a [dataset::DatasetItem],
    scores: &'a [metrics::ItemScore],
    outs: &'a [runner::PlanOutput],
    summary: &'a metrics::Summary,
}

/// One line per item (with the wrong items' objects and notes when `verbose`), then the summary.
fn print_table(r: &Results<'_>, verbose: bool) {
    println!("{:<8} {:<48} {:<8} {:<8} {:<8}", "id", "instruction", "choice", "stream", "correct");
    for ((it, sc), o) in r.items.iter().zip(r.scores).zip(r.outs) {
        let instr: String = it.instruction.chars().take(46).collect();
        println!(
            "{:<8} {:<48} {:<8} {:<8} {}",
            it.id,
            instr,
            sc.choice.as_deref().unwrap_or("-"),
            format!("{:?}", o.stream).to_lowercase(),
            if sc.correct { "yes" } else { "NO" }
        );
        if verbose && !sc.correct {
            let objs: Vec<String> = it.objects.iter().map(|o| format!("{}={}", o.id, o.label)).collect();
            println!("         objects: {}  expect: {:?}", objs.join(", "), it.expect);
            for n in &o.notes {
                println!("         - {n}");
            }
        }
    }
    let s = r.summary;
    println!();
    println!(
        "n = {}  TSR = {:.3} ({} tool items)  ASR = {:.3} ({} tool-absent items)  WSR = {:.3}  FPS = {:.1}",
        s.n, s.tsr, s.tool_items, s.asr, s.explore_items, s.wsr, s.fps
    );
}

/// `--person simulated`: the asking benchmark's totals (and every item with `--json`).
fn print_asking(r: &aide::eval::ambiguity::AskReport, json: bool) -> anyhow::Result<()> {
    if json {
        println!("{}", serde_json::to_string_pretty(r)?);
        return Ok(());
    }
    for i in r.items.iter().filter(|i| !i.questions.is_empty() || !i.success) {
        println!("{:<24} {:<5} {}", i.id, if i.success { "ok" } else { "WRONG" }, i.choice.as_deref().unwrap_or("-"));
        for (q, a) in i.questions.iter().zip(&i.replies) {
            println!("    robot: {q}\n    person: {a}");
        }
    }
    let b = &r.baselines;
    println!(
        "n = {}  success = {:.3}  questions/item = {:.3}  asked on clear items = {:.3}  cost/item = {:.2}",
        r.n, r.success, r.questions_per_item, r.asked_clear, r.interaction_cost_per_item
    );
    println!(
        "never ask: success {:.3}, questions/item {:.3};  ask always: success {:.3}, questions/item {:.3} ({:.1} % fewer questions than ask-always)",
        b.never_ask.success,
        b.never_ask.questions_per_item,
        b.ask_always.success,
        b.ask_always.questions_per_item,
        100.0 * r.fewer_questions_than_ask_always
    );
    Ok(())
}
