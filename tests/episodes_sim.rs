//! Closed-loop episodes on simulated time: the runtime's threads run on the lock-step clock
//! (`aide::types::clock`), so an episode's rates are measured on that clock and it runs as
//! fast as the cores compute it. The clock is process-wide: this binary holds one test.
//! The episodes are recorded, and their recordings re-run decision by decision.

use aide::config::Config;
use aide::eval::episodes::{self, EpisodeInput, EpisodeOptions};
use aide::record;
use aide::runtime::{build, replay};
use aide::sim::Scene;
use aide::types::clock;
use std::time::Duration;

#[test]
fn home_episodes_run_on_simulated_time_with_the_decision_rate_of_its_clock() {
    assert!(clock::simulate(), "nothing in this process switched the clock before");
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = Config::embedded_default();
    cfg.runtime.state_dir = dir.path().display().to_string();
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false;
    let scene = Scene::load("home").unwrap();
    // The cola stands in the closed fridge: the arm must open it by its handle.
    let wanted = ["I am thirsty", "I want to crack walnuts", "I want something cold to drink"];
    let inputs: Vec<EpisodeInput> = scene
        .episodes
        .iter()
        .filter(|e| wanted.contains(&e.instruction.as_str()))
        .map(|e| EpisodeInput {
            id: e.instruction.clone(),
            kind: "scene".into(),
            scene: scene.clone(),
            episode: e.clone(),
        })
        .collect();
    assert_eq!(inputs.len(), 3);
    let kb = build::open_knowledge(&cfg).unwrap();
    let recordings = dir.path().join("recordings");
    std::fs::create_dir_all(&recordings).unwrap();
    let options = EpisodeOptions {
        timeout: Duration::from_secs(40),
        plot_dir: Some(dir.path().to_path_buf()),
        record_dir: Some(recordings.clone()),
    };
    let report = episodes::run_suite(&cfg, &kb, &inputs, 2, &options, &|_| {}).unwrap();
    let runs = &report.per_episode;
    assert_eq!(report.episodes, 3);
    assert!(runs.iter().all(|r| r.success), "{runs:#?}");
    assert!(report.esr >= 0.9, "ESR {}", report.esr);
    // Ticks come on the simulated clock's 100 ms grid whatever the machine's load.
    assert!((report.min_decision_hz - 10.0).abs() < 0.05, "decision rate {}", report.min_decision_hz);
    for r in runs {
        assert!(r.valid_frames > 10 && r.osr.is_some(), "{r:#?}");
        let simulated = r.task_seconds.unwrap();
        assert!(simulated > 3.0 && r.time_to_grasp_s == Some(simulated), "{r:#?}");
    }
    assert_eq!(report.kinds["scene"].episodes, 3);
    for r in runs {
        let png = dir.path().join(format!("{}.png", r.id));
        assert!(std::fs::metadata(&png).is_ok_and(|m| m.len() > 1000), "plot {}", png.display());
    }
    for r in runs {
        let rec = record::read(&recordings.join(format!("{}.mcap", r.id))).unwrap();
        assert_eq!(rec.tasks.len(), 1);
        assert_eq!(rec.tasks[0].start.instruction, r.instruction);
        if r.instruction.contains("cold") {
            // Nothing opens the fridge but the gripper pulling its handle.
            let ticks = &rec.tasks[0].ticks;
            assert!(ticks.iter().any(|t| t.motion["note"] == "opening: pulling the handle"), "{r:#?}");
        }
        let recorded_cfg = replay::recorded_config(&rec).unwrap();
        let again = replay::replay(&rec, &recorded_cfg, &kb).unwrap();
        assert!(again.decisions > 10, "{again:#?}");
        assert_eq!(again.differing, 0, "replay of {}: {:#?}", r.id, again.differences);
        // The comparison sees a change: another ready pose moves the arm elsewhere.
        let mut moved = recorded_cfg.clone();
        moved.arm.ready[0] += 0.2;
        let other = replay::replay(&rec, &moved, &kb).unwrap();
        assert!(other.differing > 0 && other.differences.iter().any(|d| d.what == "motion"), "{other:#?}");
    }
}
