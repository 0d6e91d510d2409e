//! `aide eval --traversability [DIR] [--json]`: the query policy against asking about every
//! uncertain obstacle and asking nothing, per split (a directory of scenario files, or a
//! directory whose subdirectories are splits). `aide sim traversability` writes a split.

use super::{GlobalArgs, InvalidInput};
use aide::eval::traversability::{evaluate, summarize, EvalParams, MethodSummary, ScenarioResult, Summary};
use aide::sim::traversability::{generate, read_dir, write_dir, ScenarioKind};
use anyhow::Context as _;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Where `--traversability` looks without a DIR.
pub const DEFAULT_DIR: &str = "assets/eval/traversability";

#[derive(Serialize)]
struct SplitReport {
    split: String,
    all: Summary,
    single: Summary,
    multi: Summary,
    scenarios: Vec<ScenarioResult>,
}

pub fn run(g: &GlobalArgs, dir: &Path, json: bool) -> anyhow::Result<u8> {
    let cfg = g.load_config()?;
    let params = EvalParams::from(&cfg.traversability);
    let mut reports = Vec::new();
    for (name, split) in splits(dir)? {
        let scenarios = read_dir(&split).map_err(|e| InvalidInput(e.to_string()))?;
        let results = evaluate(&scenarios, &params).map_err(|e| InvalidInput(e.to_string()))?;
        reports.push(SplitReport {
            split: name,
            all: summarize(&results, None),
            single: summarize(&results, Some(ScenarioKind::Single)),
            multi: summarize(&results, Some(ScenarioKind::Multi)),
            scenarios: results,
        });
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    } else {
        reports.iter().for_each(print_split);
    }
    Ok(0)
}

/// `dir` itself when it holds scenario files, else each subdirectory that does (name order).
fn splits(dir: &Path) -> anyhow::Result<Vec<(String, PathBuf)>> {
    let has_toml = |d: &Path| {
        std::fs::read_dir(d).map(|it| it.flatten().any(|e| e.path().extension().is_some_and(|x| x == "toml")))
    };
    if has_toml(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        return Ok(vec![(dir.display().to_string(), dir.to_path_buf())]);
    }
    let mut subs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() && has_toml(p).unwrap_or(false))
        .collect();
    subs.sort();
    if subs.is_empty() {
        return Err(
            InvalidInput(format!("{}: no scenario files (*.toml), here or in a subdirectory", dir.display())).into()
        );
    }
    Ok(subs
        .into_iter()
        .map(|p| (p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned()), p))
        .collect())
}

fn print_split(r: &SplitReport) {
    println!("split {} ({} scenarios: {} single, {} multi)", r.split, r.all.n, r.single.n, r.multi.n);
    println!("  {:<10} {:<9} {:>8} {:>9} {:>10} {:>10}", "scenarios", "method", "success", "queries", "cost", "metres");
    for (name, s) in [("all", &r.all), ("single", &r.single), ("multi", &r.multi)] {
        for (method, m) in [("policy", &s.policy), ("ask-all", &s.ask_all), ("no-query", &s.no_query)] {
            print_method(name, method, m);
        }
        println!("  {:<10} query reduction vs ask-all: {:.1} %", name, 100.0 * s.query_reduction);
    }
    for sc in r.scenarios.iter().filter(|s| !s.policy.success) {
        println!("  FAILED {}: {:?}", sc.id, sc.questions);
    }
    println!();
}

fn print_method(scenarios: &str, method: &str, m: &MethodSummary) {
    let metres = m.mean_length_m.map_or_else(|| "-".to_string(), |l| format!("{l:.2}"));
    println!(
        "  {:<10} {:<9} {:>8.3} {:>9.2} {:>10.2} {:>10}",
        scenarios, method, m.success, m.queries_per_scenario, m.mean_cost, metres
    );
}

/// `aide sim traversability`: writes a generated split.
pub fn write_split(
    g: &GlobalArgs,
    prefix: &str,
    seed: u64,
    singles: usize,
    multis: usize,
    out: &Path,
) -> anyhow::Result<u8> {
    if singles + multis == 0 {
        return Err(InvalidInput("--singles 0 --multis 0: ask for at least one scenario".into()).into());
    }
    let cfg = g.load_config()?;
    let params = EvalParams::from(&cfg.traversability);
    let scenarios = generate(prefix, seed, singles, multis, &params.plan)?;
    write_dir(out, &scenarios).with_context(|| format!("cannot write the scenarios to {}", out.display()))?;
    println!("{} scenarios from seed {seed} in {} ({singles} single, {multis} multi)", scenarios.len(), out.display());
    Ok(0)
}
