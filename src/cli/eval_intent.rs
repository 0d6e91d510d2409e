//! `aide eval --intent [SUITE] [--json]`: the intent-aware collaboration benchmark
//! ([`aide::eval::intent`]) over one split or each split of a directory, and `aide sim intent`,
//! which writes a generated split.

use super::{GlobalArgs, InvalidInput};
use aide::eval::intent::{self, IntentReport, Summary};
use aide::sim::collab::{generate, scenario, Scenario};
use serde::Serialize;
use std::path::{Path, PathBuf};

#[derive(Serialize)]
struct Split {
    name: String,
    #[serde(flatten)]
    report: IntentReport,
}

/// Runs every split of SUITE; exit 0 (the numbers are the result, not a pass mark).
pub fn run(g: &GlobalArgs, suite: &str, json: bool) -> anyhow::Result<u8> {
    super::init_logging_quiet(g);
    let cfg = g.load_config()?;
    let mut splits = Vec::new();
    for (name, scenarios) in splits_of(suite)? {
        let report = intent::evaluate(&scenarios, &cfg.intent).map_err(|e| InvalidInput(e.to_string()))?;
        splits.push(Split { name, report });
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&serde_json::json!({ "splits": splits }))?);
    } else {
        splits.iter().for_each(print_split);
    }
    Ok(0)
}

/// `gen:SEED:COUNT`, a directory of scenario files, or a directory of such directories.
fn splits_of(suite: &str) -> anyhow::Result<Vec<(String, Vec<Scenario>)>> {
    if let Some(spec) = suite.strip_prefix("gen:") {
        let bad = || InvalidInput(format!("--intent `{suite}`: expected gen:SEED:COUNT"));
        let (seed, count) = spec.split_once(':').ok_or_else(bad)?;
        let (seed, count): (u64, usize) = (seed.parse().map_err(|_| bad())?, count.parse().map_err(|_| bad())?);
        let s = generate::generate(seed, count, &format!("gen{seed}")).map_err(|e| InvalidInput(e.to_string()))?;
        return Ok(vec![(suite.to_string(), s)]);
    }
    let dir = Path::new(suite);
    let read = |d: &Path| scenario::load_dir(d).map_err(|e| InvalidInput(format!("--intent: {e}")));
    if has_scenarios(dir)? {
        return Ok(vec![(suite.to_string(), read(dir)?)]);
    }
    let mut subdirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| InvalidInput(format!("--intent {}: {e}", dir.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    subdirs.sort();
    let mut out = Vec::new();
    for d in subdirs {
        if has_scenarios(&d)? {
            let name = d.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            out.push((name, read(&d)?));
        }
    }
    if out.is_empty() {
        return Err(InvalidInput(format!(
            "--intent {}: no scenario files (*.toml) in it or its subdirectories",
            dir.display()
        ))
        .into());
    }
    Ok(out)
}

fn has_scenarios(dir: &Path) -> anyhow::Result<bool> {
    let entries = std::fs::read_dir(dir).map_err(|e| InvalidInput(format!("--intent {}: {e}", dir.display())))?;
    Ok(entries.filter_map(|e| e.ok()).any(|e| e.path().extension().is_some_and(|x| x == "toml")))
}

fn print_split(s: &Split) {
    println!("split {} ({} scenarios)", s.name, s.report.overall.n);
    println!(
        "  {:<18} {:>5} {:>9} {:>6} {:>9} {:>9} {:>7} {:>10} {:>10}",
        "behaviour", "n", "p(true)", "top-1", "time s", "base s", "saving", "robot m", "person m"
    );
    for b in &s.report.by_behaviour {
        print_row(b.behaviour.name(), &b.summary);
    }
    print_row("all", &s.report.overall);
    let o = &s.report.overall;
    println!(
        "  duplicated effort on independent tasks: {:.2} s per scenario (baseline {:.2} s)",
        o.duplicated_s, o.baseline_duplicated_s
    );
    if o.unfinished + o.baseline_unfinished > 0 {
        println!("  unfinished at the time limit: {} coordinating, {} baseline", o.unfinished, o.baseline_unfinished);
    }
    println!();
}

fn print_row(name: &str, s: &Summary) {
    println!(
        "  {:<18} {:>5} {:>9.3} {:>6.3} {:>9.1} {:>9.1} {:>6.1}% {:>4.1}/{:<5.1} {:>4.1}/{:<5.1}",
        name,
        s.n,
        s.true_target_probability,
        s.top1,
        s.time_s,
        s.baseline_time_s,
        100.0 * s.time_saving,
        s.robot_walked_m,
        s.baseline_robot_walked_m,
        s.person_walked_m,
        s.baseline_person_walked_m
    );
}

/// `aide sim intent`: writes `count` scenarios generated from `seed` to `out`.
pub fn write_split(seed: u64, count: usize, prefix: &str, out: &Path) -> anyhow::Result<u8> {
    if count == 0 {
        return Err(InvalidInput("--count 0: ask for at least one scenario".into()).into());
    }
    let s = generate::generate(seed, count, prefix).map_err(|e| InvalidInput(e.to_string()))?;
    let header =
        format!("Collaboration scenario written by `aide sim intent --seed {seed} --count {count} --prefix {prefix}`.");
    scenario::write_dir(&s, out, &header).map_err(|e| InvalidInput(e.to_string()))?;
    println!("wrote {} scenarios to {}", s.len(), out.display());
    Ok(0)
}
