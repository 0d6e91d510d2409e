//! Criterion benches of the control path: one control step (tracking with a re-plan every
//! 25 cycles, i.e. new goals at 10 Hz at 250 Hz, plus the safety envelope), its parts,
//! and the decision-rate kinematics (warm-started IK, grasp approach).
//!
//! `cargo bench --bench control_step`

use aide::config::Config;
use aide::control::core::{ControlCore, EventSink, LiveParams, StepInputs};
use aide::control::drivers::sim_arm::SimArm;
use aide::control::drivers::sim_gripper::{SimClock, SimGripper};
use aide::control::drivers::{Arm, Gripper};
use aide::control::kinematics::grasp::GraspRequest;
use aide::control::kinematics::{IkOptions, Kinematics};
use aide::control::safety::{SafetyEnvelope, SafetyParams};
use aide::control::trajectory::JointTrajectory;
use aide::control::{GoalKind, Joints, MotionGoal};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use nalgebra::{Point3, Vector3};
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

fn config() -> Config {
    let mut cfg = Config::embedded_default();
    cfg.control.realtime = false;
    cfg.control.lock_memory = false;
    cfg
}

/// Targets around home with the tool above the base plane.
fn targets(cfg: &Config, kin: &Kinematics) -> Vec<Joints> {
    (0..64)
        .map(|k| {
            let mut q = cfg.arm.home;
            for (i, v) in q.iter_mut().enumerate() {
                *v += 0.35 * ((k as f64) * 0.37 + 1.3 * i as f64).sin();
            }
            q
        })
        .filter(|q| kin.tcp_position(q).z > 0.0)
        .collect()
}

struct StepRig {
    core: ControlCore,
    events: std::sync::mpsc::Receiver<aide::control::ControlEvent>,
    t: u64,
    dt: u64,
    k: u64,
    seq: u64,
    goal: MotionGoal,
    targets: Vec<Joints>,
}

impl StepRig {
    fn new() -> StepRig {
        let cfg = config();
        let kin = Kinematics::from_config(&cfg.arm).unwrap();
        let live = LiveParams::from_config(&cfg.control);
        let (mut arm, _p) = SimArm::new(kin.limits(), &cfg.arm.home, live.period_s);
        let (mut grip, _g) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Manual(Arc::new(AtomicU64::new(0))));
        let q0 = arm.start().unwrap();
        grip.start().unwrap();
        let (tx, rx) = std::sync::mpsc::sync_channel(1 << 16);
        let core = ControlCore::new(&kin, live, Box::new(arm), Box::new(grip), &q0, EventSink::new(tx));
        let targets = targets(&cfg, &kin);
        let t = 1_000_000_000;
        StepRig {
            core,
            events: rx,
            t,
            dt: (live.period_s * 1e9) as u64,
            k: 0,
            seq: 1,
            goal: MotionGoal {
                seq: 1,
                issued_ns: t,
                kind: GoalKind::Joints { q: targets[0] },
                gripper: None,
                speed_scale: 0.6,
            },
            targets,
        }
    }

    /// One cycle; every `retarget` cycles the planner publishes a new goal.
    fn step(&mut self, retarget: u64) {
        self.t += self.dt;
        self.k += 1;
        if retarget > 0 && self.k.is_multiple_of(retarget) {
            self.seq += 1;
            let q = self.targets[(self.seq as usize) % self.targets.len()];
            self.goal = MotionGoal { seq: self.seq, issued_ns: self.t, kind: GoalKind::Joints { q }, ..self.goal };
        } else if self.k.is_multiple_of(25) {
            // Keep the watchdog fed with the same decision.
            self.goal.issued_ns = self.t;
        }
        let inp = StepInputs {
            now_ns: self.t,
            goal: Some(self.goal),
            nearest_person_m: None,
            frame_captured_ns: None,
            estop: false,
            shutdown: false,
        };
        black_box(self.core.step(&inp));
        if self.k.is_multiple_of(1024) {
            for _ in self.events.try_iter() {}
        }
    }
}

fn control_step(c: &mut Criterion) {
    let mut g = c.benchmark_group("control_step");
    let mut rig = StepRig::new();
    g.bench_function("tracking_10hz_retarget", |b| b.iter(|| rig.step(25)));
    let mut rig = StepRig::new();
    g.bench_function("tracking_replan_every_cycle", |b| b.iter(|| rig.step(1)));
    let mut rig = StepRig::new();
    for _ in 0..3000 {
        rig.step(0);
    }
    g.bench_function("holding_at_goal", |b| b.iter(|| rig.step(0)));
    g.finish();
}

fn parts(c: &mut Criterion) {
    let cfg = config();
    let kin = Kinematics::from_config(&cfg.arm).unwrap();
    let tg = targets(&cfg, &kin);
    let mut g = c.benchmark_group("control_parts");

    let mut traj = JointTrajectory::new(kin.limits(), 0.004, &cfg.arm.home);
    let mut i = 0usize;
    g.bench_function("trajectory_replan_and_step", |b| {
        b.iter(|| {
            i += 1;
            black_box(traj.track(&tg[i % tg.len()], 0.6, 0.6).unwrap());
        })
    });
    let mut traj = JointTrajectory::new(kin.limits(), 0.004, &cfg.arm.home);
    g.bench_function("trajectory_step", |b| b.iter(|| black_box(traj.track(&tg[0], 0.6, 0.6).unwrap())));

    let params = SafetyParams::from_control(&cfg.control);
    let mut env = SafetyEnvelope::new(&kin, params, 0.004, &cfg.arm.home);
    let mut traj = JointTrajectory::new(kin.limits(), 0.004, &cfg.arm.home);
    g.bench_function("safety_filter_and_workspace", |b| {
        b.iter(|| {
            let s = traj.track(&tg[1], 0.6, 0.6).unwrap();
            let c = env.filter(&s.q, 0.6);
            black_box(env.workspace_check(&c));
        })
    });
    g.bench_function("forward_kinematics_tcp", |b| b.iter(|| black_box(kin.tcp_pose(black_box(&cfg.arm.home)))));
    g.bench_function("jacobian", |b| b.iter(|| black_box(kin.jacobian(black_box(&cfg.arm.home)))));
    g.finish();

    let mut g = c.benchmark_group("decision_rate_kinematics");
    let opts = IkOptions::default();
    let q_true = tg[3];
    let target = kin.tcp_pose(&q_true);
    let mut seed = q_true;
    for v in seed.iter_mut() {
        *v += 0.05;
    }
    g.bench_function("ik_warm_start", |b| b.iter(|| black_box(kin.inverse(&target, &seed, &opts).unwrap())));
    g.bench_function("ik_from_home", |b| b.iter(|| black_box(kin.inverse(&target, &cfg.arm.home, &opts))));
    let req = GraspRequest {
        target: Point3::new(-0.55, -0.1, 0.25),
        approach: Some(Vector3::new(-1.0, 0.0, 0.0)),
        standoff_m: 0.1,
    };
    let warm = kin.plan_grasp(&req, &cfg.arm.home, &opts).unwrap().q_pre_grasp;
    g.bench_function("grasp_approach_warm", |b| b.iter(|| black_box(kin.plan_grasp(&req, &warm, &opts).unwrap())));
    g.finish();
}

criterion_group!(benches, control_step, parts);
criterion_main!(benches);
