//! The runtime in-process on the simulated robot: real threads, slots, ADM and control loop.

use aide::config::Config;
use aide::control::events::StopDetail;
use aide::control::{ControlMode, EventKind, StopCause};
use aide::decide::motion::Phase;
use aide::perception::{Observation, PerceptionError, PerceptionSource};
use aide::runtime::build;
use aide::runtime::supervisor::{Runtime, RuntimeOptions, TaskOutcome};
use aide::sim::{PathEnd, Scene, ScenePerson, SimWorld};
use std::sync::atomic::{AtomicU8, Ordering};
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

const WORKING: u8 = 0;
const FROZEN: u8 = 1;
const UNPLUGGED: u8 = 2;

/// A camera the test can freeze (its last frame served again, unchanged) or unplug (every
/// read fails), in front of the simulator's.
struct FaultyCamera {
    inner: Box<dyn PerceptionSource>,
    fault: Arc<AtomicU8>,
    last: Option<Observation>,
}

impl PerceptionSource for FaultyCamera {
    fn next_observation(&mut self, pose: &nalgebra::Isometry3<f64>) -> Result<Observation, PerceptionError> {
        self.next_observation_at(&|_| *pose)
    }

    fn next_observation_at(
        &mut self,
        pose_at: &dyn Fn(u64) -> nalgebra::Isometry3<f64>,
    ) -> Result<Observation, PerceptionError> {
        let fault = self.fault.load(Ordering::Acquire);
        if fault != WORKING {
            std::thread::sleep(Duration::from_millis(33));
        }
        match (fault, &self.last) {
            (FROZEN, Some(last)) => Ok(last.clone()),
            (UNPLUGGED, _) => Err(PerceptionError::Camera { device: "test camera".into(), reason: "unplugged".into() }),
            _ => {
                let o = self.inner.next_observation_at(pose_at)?;
                self.last = Some(o.clone());
                Ok(o)
            }
        }
    }

    fn set_vocabulary(&mut self, vocabulary: &aide::types::Vocabulary) {
        self.inner.set_vocabulary(vocabulary);
    }

    fn name(&self) -> &str {
        "faulty camera"
    }
}

fn wait_for(rt: &Runtime, within: Duration, what: &str, done: impl Fn(&Runtime) -> bool) {
    let end = Instant::now() + within;
    while !done(rt) {
        assert!(Instant::now() < end, "{what} within {within:?}: status {:?}", rt.status());
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_camera_freezing_or_unplugged_mid_approach_stops_the_arm_and_the_task_goes_on_when_frames_return() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path());
    let scene = Scene::load(&cfg.sim.scene).unwrap();
    let ep = scene.episodes.iter().find(|e| e.instruction == "I am thirsty").unwrap().clone();
    let world = Arc::new(Mutex::new(SimWorld::new(scene)));
    let mut parts = build::build_parts(&cfg, build::open_knowledge(&cfg).unwrap(), Some(world)).unwrap();
    let fault = Arc::new(AtomicU8::new(WORKING));
    parts.perception = Box::new(FaultyCamera { inner: parts.perception, fault: fault.clone(), last: None });
    let opts = RuntimeOptions {
        instruction: Some(ep.instruction.clone()),
        episode: Some(ep),
        task_timeout: Some(Duration::from_secs(90)),
        ..Default::default()
    };
    let rt = Runtime::start(cfg.clone(), parts, opts).unwrap();
    let approaching = |rt: &Runtime| matches!(rt.status().phase, Some(Phase::Approach | Phase::PreGrasp));
    wait_for(&rt, Duration::from_secs(40), "approaching the tool", approaching);
    for (mode, what) in [(FROZEN, "frozen"), (UNPLUGGED, "unplugged")] {
        fault.store(mode, Ordering::Release);
        let stopped = |rt: &Runtime| {
            let s = rt.robot_state();
            s.stop_cause == Some(StopCause::CameraLost) && s.mode == ControlMode::Stopped
        };
        wait_for(&rt, Duration::from_secs(4), &format!("a controlled stop with the camera {what}"), stopped);
        std::thread::sleep(Duration::from_millis(500));
        let held = rt.robot_state().q_cmd;
        std::thread::sleep(Duration::from_millis(500));
        assert_eq!(rt.robot_state().q_cmd, held, "the arm stays put while the camera is {what}");
        // The newest note about the camera says what is happening now (earlier rounds left
        // theirs).
        let camera_note = |rt: &Runtime| rt.status().notes.iter().rev().find(|n| n.starts_with("camera")).cloned();
        let note = camera_note(&rt).unwrap_or_default();
        assert!(note.starts_with("camera lost (`faulty camera`)"), "the status says why: {note}");
        fault.store(WORKING, Ordering::Release);
        wait_for(&rt, Duration::from_secs(4), "going on when frames return", |rt| {
            rt.robot_state().stop_cause.is_none()
        });
        wait_for(&rt, Duration::from_secs(2), "the status saying so", |rt| {
            camera_note(rt).is_some_and(|n| n.starts_with("camera back"))
        });
    }
    let outcome = rt.wait_outcome(Duration::from_secs(90));
    let st = rt.status();
    rt.shutdown(Duration::from_secs(2)).unwrap();
    assert_eq!(outcome, Some(TaskOutcome::Grasped), "status: {st:?}");
}
