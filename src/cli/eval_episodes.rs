//! `aide eval --episodes SUITE [--json] [--jobs N]`: closed-loop episodes through the real
//! runtime on simulated time (see `aide::types::clock`), scored from the simulator's truth.
//! SUITE is `gen:SEED:COUNT` (COUNT episodes generated from SEED, see `aide::sim::suite`), a
//! directory of episode files (`aide sim episodes --out DIR` writes one), or `scene:NAME` (the
//! episodes of an embedded scene or a scene file).

use super::{GlobalArgs, InvalidInput};
use aide::eval::episodes::{self, EpisodeInput, EpisodeOptions, EpisodeRun, SuiteReport};
use aide::runtime::build;
use aide::sim::{suite, Scene};
use aide::types::clock;
use std::path::Path;
use std::time::Duration;

/// What `--episodes` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SuiteSpec {
    /// Every episode of one scene (an embedded scene's name or a scene file).
    Scene(String),
    /// Generated (`gen:SEED:COUNT`) or a directory of episode files.
    Suite(String),
}

impl SuiteSpec {
    pub fn parse(s: &str) -> Result<SuiteSpec, InvalidInput> {
        match s.split_once(':') {
            Some(("scene", name)) if !name.is_empty() => Ok(SuiteSpec::Scene(name.to_string())),
            Some(("scene", _)) => Err(InvalidInput(format!("--episodes `{s}`: expected scene:NAME"))),
            _ => Ok(SuiteSpec::Suite(s.to_string())),
        }
    }

    fn inputs(&self) -> anyhow::Result<Vec<EpisodeInput>> {
        match self {
            SuiteSpec::Suite(spec) => {
                let cases = suite::load(spec).map_err(|e| InvalidInput(format!("--episodes: {e}")))?;
                Ok(cases
                    .into_iter()
                    .map(|c| EpisodeInput { id: c.id, kind: c.kind.name().into(), scene: c.scene, episode: c.episode })
                    .collect())
            }
            SuiteSpec::Scene(name) => {
                let scene = Scene::load(name)?;
                Ok(scene
                    .episodes
                    .iter()
                    .enumerate()
                    .map(|(i, e)| EpisodeInput {
                        id: format!("{}-{}", scene.name, i + 1),
                        kind: "scene".into(),
                        scene: scene.clone(),
                        episode: e.clone(),
                    })
                    .collect())
            }
        }
    }
}

/// Runs the suite; exit 1 when an episode failed.
pub fn run(
    g: &GlobalArgs,
    suite: &str,
    json: bool,
    jobs: usize,
    timeout_s: f64,
    plot: Option<&Path>,
    record: Option<&Path>,
) -> anyhow::Result<u8> {
    let spec = SuiteSpec::parse(suite)?;
    // Before any thread of the robot starts: every runtime of this process runs on it.
    clock::simulate();
    super::init_logging_quiet(g);
    let cfg = g.load_config()?;
    let inputs = spec.inputs()?;
    let knowledge = build::open_knowledge(&cfg)?;
    let progress = |r: &EpisodeRun| {
        if !json {
            eprintln!(
                "  {:<10} {:<14} {:<45} {}",
                r.id,
                r.kind,
                r.instruction,
                if r.success { "ok" } else { "FAILED" }
            );
        }
    };
    for (flag, dir) in [("--plot", plot), ("--record", record)] {
        if let Some(dir) = dir {
            std::fs::create_dir_all(dir).map_err(|e| InvalidInput(format!("{flag} {}: {e}", dir.display())))?;
        }
    }
    let options = EpisodeOptions {
        timeout: Duration::from_secs_f64(timeout_s),
        plot_dir: plot.map(Path::to_path_buf),
        record_dir: record.map(Path::to_path_buf),
    };
    let report = episodes::run_suite(&cfg, &knowledge, &inputs, jobs, &options, &progress)?;
    if json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_summary(&report);
    }
    Ok(if report.per_episode.iter().all(|r| r.success) { 0 } else { 1 })
}

fn print_summary(r: &SuiteReport) {
    println!(
        "episodes {}  success {:.3}  ESR {:.3}  min decision rate {:.2} Hz  {:.0} s",
        r.episodes, r.success, r.esr, r.min_decision_hz, r.seconds
    );
    for (kind, t) in &r.kinds {
        println!("  {kind:<20} {:>4} episodes  success {:.3}", t.episodes, t.success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_suite_is_named_by_its_form() {
        assert_eq!(SuiteSpec::parse("scene:home").unwrap(), SuiteSpec::Scene("home".into()));
        assert_eq!(SuiteSpec::parse("gen:7:300").unwrap(), SuiteSpec::Suite("gen:7:300".into()));
        assert_eq!(SuiteSpec::parse("suites/a").unwrap(), SuiteSpec::Suite("suites/a".into()));
        let e = SuiteSpec::parse("scene:").unwrap_err().to_string();
        assert!(e.contains("`scene:`") && e.contains("scene:NAME"), "{e}");
    }
}
