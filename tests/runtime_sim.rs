//! The runtime in-process on the simulated robot: real threads, slots, ADM and control loop.

use aide::config::Config;
use aide::control::events::StopDetail;
use aide::control::{EventKind, StopCause};
use aide::runtime::build;
use aide::runtime::supervisor::{Runtime, RuntimeOptions, TaskOutcome};
use aide::sim::{PathEnd, Scene, ScenePerson, SimWorld};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn config(state: &std::path::Path) -> Config {
    let mut cfg = Config::embedded_default();
    cfg.runtime.state_dir = state.display().to_string();
    // One relationship-space index for every test binary (built once, reloaded after).
    cfg.knowledge.index_dir = format!("{}/aide-test-index", env!("CARGO_TARGET_TMPDIR"));
    cfg.knowledge.persist_plans = false; // the shared index stays as built
    cfg
}

fn start(cfg: &Config, instruction: &str) -> (Runtime, Scene) {
    let scene = Scene::load(&cfg.sim.scene).unwrap();
    let ep = scene.episodes.iter().find(|e| e.instruction == instruction).unwrap().clone();
    let kb = build::open_knowledge(cfg).unwrap();
    let world = Arc::new(Mutex::new(SimWorld::new(scene.clone())));
    let parts = build::build_parts(cfg, kb, Some(world)).unwrap();
    let opts = RuntimeOptions {
        instruction: Some(instruction.into()),
        episode: Some(ep),
        task_timeout: Some(Duration::from_secs(60)),
        ..Default::default()
    };
    (Runtime::start(cfg.clone(), parts, opts).unwrap(), scene)
}

#[test]
fn the_thirsty_episode_grasps_a_drinking_vessel() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let (rt, scene) = start(&cfg, "I am thirsty");
    let outcome = rt.wait_outcome(Duration::from_secs(70));
    let st = rt.status();
    let held = st.held.clone();
    let d = rt.decision_stats();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "status: {st:?}");
    let label = scene.object(held.as_deref().unwrap()).unwrap().description.clone();
    assert!(label.contains("mug") || label.contains("cup") || label.contains("glass"), "held {label}");
    assert!(st.score.valid_frames > 10, "{:?}", st.score);
    assert!(st.score.esr() >= 0.9, "per-frame success {:?}", st.score);
    assert!(d.rate_hz >= 9.0, "decision loop at {} Hz", d.rate_hz);
}

#[test]
fn shutdown_mid_task_is_a_controlled_stop_within_the_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let (rt, _) = start(&cfg, "I am thirsty");
    std::thread::sleep(Duration::from_secs(3));
    assert!(rt.healthy(), "all loops alive while running");
    let t0 = Instant::now();
    let summary = rt.shutdown(Duration::from_millis(1500)).unwrap();
    assert!(t0.elapsed() < Duration::from_secs(2), "took {:?}", t0.elapsed());
    assert!(summary.report.peak_deceleration_ratio <= 1.0 + 1e-6, "{:?}", summary.report);
}

#[test]
fn the_dust_episode_grasps_the_thin_duster_by_its_handle() {
    // A 6 cm thin object lying across the view: the grasp point has to come from depth on
    // the handle, not from the box centre (which can miss the object by more than its width).
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let (rt, _) = start(&cfg, "I want to clean the dust");
    let outcome = rt.wait_outcome(Duration::from_secs(70));
    let st = rt.status();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "status: {st:?}");
    assert_eq!(st.held.as_deref(), Some("duster"), "status: {st:?}");
}

/// Runs `scene` (with `instruction` as its task, or none) until the control thread stops the
/// arm for a person; returns the distance it reported and the stop cause the robot state
/// showed right then.
fn stop_for_a_person(cfg: &Config, scene: Scene, instruction: Option<&str>) -> (f64, Option<StopCause>) {
    let kb = build::open_knowledge(cfg).unwrap();
    let episode = instruction.and_then(|i| scene.episodes.iter().find(|e| e.instruction == i).cloned());
    let world = Arc::new(Mutex::new(SimWorld::new(scene)));
    let parts = build::build_parts(cfg, kb, Some(world)).unwrap();
    let opts = RuntimeOptions {
        instruction: instruction.map(String::from),
        episode,
        task_timeout: Some(Duration::from_secs(60)),
        ..Default::default()
    };
    let rt = Runtime::start(cfg.clone(), parts, opts).unwrap();
    let end = Instant::now() + Duration::from_secs(20);
    let mut seen = Vec::new();
    let stopped = loop {
        let events = rt.control_events();
        let person = events.iter().find_map(|e| match e.kind {
            EventKind::Stop { cause: StopCause::PersonNear, detail: StopDetail::Person { distance_m } } => {
                Some((distance_m, rt.robot_state().stop_cause))
            }
            _ => None,
        });
        seen.extend(events);
        if person.is_some() || Instant::now() > end {
            break person;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    rt.shutdown(Duration::from_secs(2)).unwrap();
    stopped.unwrap_or_else(|| panic!("no stop for the person within 20 s; events {seen:?}"))
}

/// The home scene with its only person walking from 3 m behind the robot's start at 1.5 m/s
/// to 0.1 m in front of it, and staying there.
fn walking_up_to_the_robot(cfg: &Config) -> Scene {
    let mut scene = Scene::load(&cfg.sim.scene).unwrap();
    scene.people =
        vec![ScenePerson { position: [-3.0, 0.0, 1.0], path: vec![[0.1, 0.0]], speed: 1.5, at_end: PathEnd::Stop }];
    scene
}

#[test]
fn a_person_walking_up_to_the_robot_reaches_the_safety_layer_and_stops_the_arm() {
    // The decision thread passes the nearest person on to the control thread, whose safety
    // layer stops the arm inside person_stop_m: during a task...
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let stop_m = cfg.control.safety.person_stop_m;
    let (d, cause) = stop_for_a_person(&cfg, walking_up_to_the_robot(&cfg), Some("I am thirsty"));
    assert!(d < stop_m, "stopped for a person at {d} m (stop zone {stop_m} m)");
    assert_eq!(cause, Some(StopCause::PersonNear));
    // ... and without one, the arm holding still.
    let (d, cause) = stop_for_a_person(&cfg, walking_up_to_the_robot(&cfg), None);
    assert!(d < stop_m, "no task: stopped for a person at {d} m");
    assert_eq!(cause, Some(StopCause::PersonNear));
}
