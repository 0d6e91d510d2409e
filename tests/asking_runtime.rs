//! Asking in the running robot (simulated, wall clock): with two things to drink from in
//! view the robot asks which one, holds while the question is open (the arm's commanded
//! joints do not move), and after the answer goes for the one the person named.

use aide::config::Config;
use aide::runtime::build;
use aide::runtime::supervisor::{Runtime, RuntimeOptions, TaskOutcome};
use aide::sim::{Scene, SimWorld};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn config(state: &std::path::Path) -> Config {
    let mut cfg = Config::embedded_default();
    cfg.runtime.state_dir = state.display().to_string();
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false;
    cfg.sim.scene = "tests/data/scenes/two_vessels.toml".into();
    // Every wrong guess is dear: the robot asks whenever two different things remain.
    cfg.ask.wrong_cost = 1000.0;
    cfg.ask.wait_s = 60.0;
    cfg
}

#[test]
fn the_robot_asks_holds_still_and_then_takes_what_the_person_named() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let scene = Scene::load(&cfg.sim.scene).unwrap();
    let kb = build::open_knowledge(&cfg).unwrap();
    let world = Arc::new(Mutex::new(SimWorld::new(scene)));
    let parts = build::build_parts(&cfg, kb, Some(world)).unwrap();
    let opts = RuntimeOptions {
        instruction: Some("I could do with something to drink".into()),
        task_timeout: Some(Duration::from_secs(90)),
        ..Default::default()
    };
    let rt = Runtime::start(cfg.clone(), parts, opts).unwrap();
    let end = Instant::now() + Duration::from_secs(60);
    let question = loop {
        if let Some(q) = rt.open_question() {
            break q;
        }
        assert!(Instant::now() < end, "no question within 60 s; status {:?}", rt.status());
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(question.choices.len(), 2, "{question:?}");
    assert!(!question.text.chars().any(|c| c.is_ascii_digit()), "no ids in the question: {}", question.text);
    let q0 = rt.robot_state().q_cmd;
    for _ in 0..30 {
        std::thread::sleep(Duration::from_millis(100));
        let q = rt.robot_state().q_cmd;
        let moved = q.iter().zip(&q0).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        assert!(moved < 1e-3, "the arm moved {moved} rad while the question was open");
    }
    // The glass is the option not named blue (the mug is blue stoneware): "the first" or "the second".
    let k = question.choices.iter().position(|c| !c.contains("blue")).expect("one option is not blue");
    assert!(rt.answer(["the first one", "the second one"][k]), "the question was open");
    let outcome = rt.wait_outcome(Duration::from_secs(80));
    let st = rt.status();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "status: {st:?}");
    assert_eq!(st.held.as_deref(), Some("glass"), "status: {st:?}");
    let book = std::fs::read_to_string(dir.path().join("answers.json")).unwrap();
    assert!(!book.contains("blue"), "the answer kept is the glass: {book}");
}
