//! `aide replay FILE [--json]`: re-runs the decision stream of a recording made with
//! `--record` (`aide run`, `aide eval --episodes`) on its recorded inputs and configuration,
//! and reports every decision that differs. `--set key=value` changes the recorded
//! configuration (e.g. `knowledge.index_dir` when the index lives elsewhere on this machine,
//! or a threshold to see which decisions it would change).

use super::{GlobalArgs, InvalidInput};
use aide::knowledge::Knowledge;
use aide::record;
use aide::runtime::replay::{self, ReplayReport};
use anyhow::Context;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The recording (an MCAP file written with --record).
    pub file: PathBuf,
    /// Print the report as JSON (`tasks`, `decisions`, `differing`, `differences`).
    #[arg(long)]
    pub json: bool,
}

/// Exit 1 when a decision differs.
pub fn run(g: &GlobalArgs, a: ReplayArgs) -> anyhow::Result<u8> {
    let rec = record::read(&a.file)?;
    let mut config = replay::recorded_config_json(&rec)?;
    for spec in &g.overrides {
        set(&mut config, spec)?;
    }
    let cfg = serde_json::from_value(config)
        .map_err(|e| InvalidInput(format!("{}: configuration: {e}", a.file.display())))?;
    let kb =
        Arc::new(Knowledge::open(&cfg).with_context(|| format!("{}: opening the knowledge base", a.file.display()))?);
    let report = replay::replay(&rec, &cfg, &kb).with_context(|| format!("replaying {}", a.file.display()))?;
    if a.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_report(&a.file, &report);
    }
    Ok(if report.differing == 0 { 0 } else { 1 })
}

/// Sets `key.path=value` in a configuration as JSON (the value read as in `--set`: a TOML
/// value, else a string).
fn set(config: &mut serde_json::Value, spec: &str) -> anyhow::Result<()> {
    let bad = |why: &str| InvalidInput(format!("--set {spec}: {why}"));
    let (path, raw) = spec.split_once('=').ok_or_else(|| bad("expected key.path=value"))?;
    let value = match format!("v = {}", raw.trim()).parse::<toml::Table>() {
        Ok(mut t) => serde_json::to_value(t.remove("v"))?,
        Err(_) => serde_json::Value::String(raw.trim().to_string()),
    };
    let pointer = format!("/{}", path.trim().replace('.', "/"));
    let slot = config.pointer_mut(&pointer).ok_or_else(|| bad("no such key in the recorded configuration"))?;
    *slot = value;
    Ok(())
}

fn print_report(file: &std::path::Path, r: &ReplayReport) {
    println!("{}: {} task(s), {} decisions re-run, {} differ", file.display(), r.tasks, r.decisions, r.differing);
    if r.missing > 0 {
        println!("  {} ticks are missing from the recording (dropped while recording)", r.missing);
    }
    for d in &r.differences {
        println!(
            "  task {} tick {} ({}):\n    recorded {}\n    replayed {}",
            d.task, d.tick, d.what, d.recorded, d.replayed
        );
    }
}
