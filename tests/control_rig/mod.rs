//! Test rig: a control core on the sim arm and gripper, stepped on simulated time.
#![allow(dead_code)]

use aide::config::Config;
use aide::control::core::{ControlCore, EventSink, LiveParams, StepInputs};
use aide::control::drivers::sim_arm::{SimArm, SimArmProbe};
use aide::control::drivers::sim_gripper::{SimClock, SimGripper, SimGripperHandle};
use aide::control::events::{ControlEvent, EventKind};
use aide::control::kinematics::Kinematics;
use aide::control::{GoalKind, GripperCommand, Joints, MotionGoal, RobotState, StopCause};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver};
use std::sync::Arc;

/// The default config with the real-time requests off (tests share the machine).
pub fn test_config() -> Config {
    let mut cfg = Config::embedded_default();
    cfg.control.realtime = false;
    cfg.control.lock_memory = false;
    cfg
}

pub struct Rig {
    pub core: ControlCore,
    pub arm: Arc<SimArmProbe>,
    pub gripper: SimGripperHandle,
    pub clock: Arc<AtomicU64>,
    pub events: Receiver<ControlEvent>,
    pub cfg: Config,
    pub kin: Kinematics,
    pub t_ns: u64,
    pub dt_ns: u64,
    /// What the goal slot holds.
    pub slot: Option<MotionGoal>,
    pub person: Option<f64>,
    /// Capture time of the newest camera frame, ns (`None`: no camera yet).
    pub frame_captured: Option<u64>,
    pub estop: bool,
    pub shutdown: bool,
    seq: u64,
    log: Vec<ControlEvent>,
}

impl Rig {
    pub fn new() -> Rig {
        Rig::with_config(test_config())
    }

    pub fn with_config(cfg: Config) -> Rig {
        let kin = Kinematics::from_config(&cfg.arm).unwrap();
        let live = LiveParams::from_config(&cfg.control);
        let (mut arm, probe) = SimArm::new(kin.limits(), &cfg.arm.home, live.period_s);
        let clock = Arc::new(AtomicU64::new(1_000_000_000));
        let (mut grip, handle) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Manual(clock.clone()));
        use aide::control::drivers::{Arm, Gripper};
        let q0 = arm.start().unwrap();
        grip.start().unwrap();
        let (tx, rx) = sync_channel(4096);
        let core = ControlCore::new(&kin, live, Box::new(arm), Box::new(grip), &q0, EventSink::new(tx));
        Rig {
            core,
            arm: probe,
            gripper: handle,
            clock,
            events: rx,
            kin,
            t_ns: 1_000_000_000,
            dt_ns: (live.period_s * 1e9).round() as u64,
            slot: None,
            person: None,
            frame_captured: None,
            estop: false,
            shutdown: false,
            seq: 0,
            log: Vec::new(),
            cfg,
        }
    }

    pub fn home(&self) -> Joints {
        self.cfg.arm.home
    }

    /// Publishes a fresh joint goal (new sequence number, issued now).
    pub fn publish(&mut self, q: Joints, speed_scale: f64, gripper: Option<GripperCommand>) -> MotionGoal {
        self.seq += 1;
        let g = MotionGoal { seq: self.seq, issued_ns: self.t_ns, kind: GoalKind::Joints { q }, gripper, speed_scale };
        self.slot = Some(g);
        g
    }

    /// Re-issues the goal in the slot (a planner refreshing the same decision).
    pub fn refresh(&mut self) {
        if let Some(g) = self.slot {
            let (q, s, gr) = match g.kind {
                GoalKind::Joints { q } => (q, g.speed_scale, g.gripper),
                GoalKind::Hold => (self.home(), g.speed_scale, g.gripper),
            };
            if let GoalKind::Hold = g.kind {
                self.seq += 1;
                self.slot = Some(MotionGoal { seq: self.seq, issued_ns: self.t_ns, ..g });
            } else {
                self.publish(q, s, gr);
            }
        }
    }

    /// One cycle at the next instant of simulated time.
    pub fn step(&mut self) -> RobotState {
        let inp = self.next_inputs();
        let s = *self.core.step(&inp);
        self.collect_events();
        s
    }

    /// Advances simulated time by one period and returns that cycle's inputs.
    pub fn next_inputs(&mut self) -> StepInputs {
        self.t_ns += self.dt_ns;
        self.clock.store(self.t_ns, Ordering::SeqCst);
        StepInputs {
            now_ns: self.t_ns,
            goal: self.slot,
            nearest_person_m: self.person,
            frame_captured_ns: self.frame_captured,
            estop: self.estop,
            shutdown: self.shutdown,
        }
    }

    /// Moves the events the core emitted into the rig's log.
    pub fn collect_events(&mut self) {
        self.log.extend(self.events.try_iter());
    }

    /// Steps `n` cycles, refreshing the goal every 25 cycles (10 Hz at 250 Hz) when `refresh`.
    pub fn run(&mut self, n: usize, refresh: bool) -> RobotState {
        let mut s = *self.core.state();
        for i in 0..n {
            if refresh && i % 25 == 24 {
                self.refresh();
            }
            s = self.step();
        }
        s
    }

    /// Steps until `pred` holds (at most `max` cycles); returns the cycles used.
    pub fn run_until(&mut self, max: usize, refresh: bool, mut pred: impl FnMut(&RobotState) -> bool) -> usize {
        for i in 0..max {
            if refresh && i % 25 == 24 {
                self.refresh();
            }
            let s = self.step();
            if pred(&s) {
                return i + 1;
            }
        }
        panic!("condition not reached within {max} cycles; state {:?}; events {:#?}", self.core.state(), self.log);
    }

    pub fn events(&self) -> &[ControlEvent] {
        &self.log
    }

    pub fn stops(&self) -> Vec<StopCause> {
        self.log
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Stop { cause, .. } => Some(cause),
                _ => None,
            })
            .collect()
    }

    pub fn count(&self, f: impl Fn(&EventKind) -> bool) -> usize {
        self.log.iter().filter(|e| f(&e.kind)).count()
    }

    /// Every command the sim arm received stayed within the joint speed and
    /// acceleration limits (times `speed_cap` for speeds) and none was clipped.
    pub fn assert_commands_within_limits(&self, speed_cap: f64) {
        let l = self.kin.limits();
        let v = self.arm.max_speed();
        let a = self.arm.max_accel();
        for i in 0..6 {
            assert!(
                v[i] <= l.max_velocity[i] * speed_cap * (1.0 + 1e-6) + 1e-9,
                "joint {i} speed {} > {}",
                v[i],
                l.max_velocity[i] * speed_cap
            );
            assert!(
                a[i] <= l.max_acceleration[i] * (1.0 + 1e-6) + 1e-6,
                "joint {i} accel {} > {}",
                a[i],
                l.max_acceleration[i]
            );
        }
        assert_eq!(self.arm.rejected(), 0, "the sim arm clipped commands");
        assert!(l.contains(&self.arm.position()));
    }
}

/// A reachable target some way from home (tool still above the base plane).
pub fn target_a() -> Joints {
    [0.6, -1.0, 1.3, -1.9, -1.3, 0.4]
}

pub fn target_b() -> Joints {
    [-0.5, -1.4, 1.8, -2.1, -1.8, -0.3]
}
