//! The control thread through its handle, on the sim arm and gripper, in real time.
//! Assertions on time are generous functional bounds ("stopped within 2 s").

mod control_rig;

use aide::config::Config;
use aide::control::drivers::sim_arm::{SimArm, SimArmProbe};
use aide::control::drivers::sim_gripper::{SimClock, SimGripper, SimGripperHandle};
use aide::control::kinematics::Kinematics;
use aide::control::{ControlHandle, ControlMode, EventKind, GoalKind, Joints, MotionGoal, StopCause};
use aide::types::clock::now_ns;
use control_rig::{target_a, test_config};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn spawn(cfg: &Config) -> (ControlHandle, Arc<SimArmProbe>, SimGripperHandle) {
    let kin = Kinematics::from_config(&cfg.arm).unwrap();
    let (arm, probe) = SimArm::new(kin.limits(), &cfg.arm.home, 1.0 / cfg.control.rate_hz);
    let (grip, gh) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Monotonic);
    let h = ControlHandle::spawn(cfg, Box::new(arm), Box::new(grip)).unwrap();
    (h, probe, gh)
}

fn goal(seq: u64, q: Joints, speed: f64) -> MotionGoal {
    MotionGoal { seq, issued_ns: now_ns(), kind: GoalKind::Joints { q }, gripper: None, speed_scale: speed }
}

/// Publishes `q` at 10 Hz until `done` or `limit` passes; returns whether `done` held.
fn drive(h: &ControlHandle, seq: &mut u64, q: Joints, limit: Duration, done: impl Fn(&ControlHandle) -> bool) -> bool {
    let t0 = Instant::now();
    while t0.elapsed() < limit {
        *seq += 1;
        h.publish_goal(goal(*seq, q, 0.6));
        std::thread::sleep(Duration::from_millis(100));
        if done(h) {
            return true;
        }
    }
    false
}

fn wait_for(limit: Duration, f: impl Fn() -> bool) -> bool {
    let t0 = Instant::now();
    while t0.elapsed() < limit {
        if f() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

#[test]
fn the_thread_tracks_goals_and_shuts_down_within_the_limits() {
    let cfg = test_config();
    let (h, probe, _g) = spawn(&cfg);
    assert!(wait_for(Duration::from_secs(2), || h.state().cycle > 5), "the loop cycles");
    assert!(h.healthy());
    let mut seq = 0;
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(10), |h| h.state().goal_reached));
    let st = h.stats();
    assert!(st.cycles > 100);
    assert!(st.rate_hz > 200.0 && st.rate_hz < 300.0, "{st:?}");
    assert!(st.samples > 0 && st.step_p50_us > 0.0);
    // Start another motion, then shut down mid-way.
    let home = cfg.arm.home;
    for _ in 0..3 {
        seq += 1;
        h.publish_goal(goal(seq, home, 0.6));
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(h.state().qd.iter().any(|v| v.abs() > 0.05), "moving before the shutdown");
    let events_before = h.drain_events();
    assert!(events_before.iter().any(|e| matches!(e.kind, EventKind::Started { .. })));
    let report = h.shutdown(Duration::from_secs(3)).unwrap();
    assert!(report.stop_duration < Duration::from_secs(2), "{report:?}");
    assert!(report.peak_deceleration_ratio <= 1.0 + 1e-6, "{report:?}");
    assert!(report.peak_deceleration > 0.0);
    assert!(report.arm_stop_error.is_none());
    assert_eq!(probe.stops(), 1, "streaming ended");
    let l = Kinematics::from_config(&cfg.arm).unwrap();
    let limits = l.limits();
    for i in 0..6 {
        assert!(probe.max_speed()[i] <= limits.max_velocity[i] * 0.6 * (1.0 + 1e-6) + 1e-9);
        assert!(probe.max_accel()[i] <= limits.max_acceleration[i] * (1.0 + 1e-6) + 1e-6);
    }
    assert_eq!(probe.rejected(), 0);
    assert_eq!(probe.position(), report.final_q);
}

#[test]
fn a_silent_planner_stops_the_arm_within_two_seconds() {
    let cfg = test_config();
    let (h, _probe, _g) = spawn(&cfg);
    let mut seq = 0;
    drive(&h, &mut seq, target_a(), Duration::from_millis(300), |_| false);
    assert_eq!(h.state().mode, ControlMode::Tracking);
    assert!(wait_for(Duration::from_secs(2), || h.state().mode == ControlMode::Stopped));
    assert_eq!(h.state().stop_cause, Some(StopCause::StaleGoal));
    let ev = h.drain_events();
    let stops: Vec<_> = ev.iter().filter(|e| matches!(e.kind, EventKind::Stop { .. })).collect();
    assert_eq!(stops.len(), 1, "{ev:?}");
    assert!(stops[0].to_string().contains("stale goal"), "{}", stops[0]);
    h.shutdown(Duration::from_secs(3)).unwrap();
}

#[test]
fn the_estop_input_and_people_stop_the_arm() {
    let cfg = test_config();
    let (h, _probe, _g) = spawn(&cfg);
    let mut seq = 0;
    drive(&h, &mut seq, target_a(), Duration::from_millis(200), |_| false);
    h.set_estop(true);
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(2), |h| h.state().mode == ControlMode::Stopped));
    assert_eq!(h.state().stop_cause, Some(StopCause::EStop));
    h.set_estop(false);
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(2), |h| h.state().mode == ControlMode::Tracking));
    h.set_nearest_person(Some(0.2));
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(2), |h| h.state().mode == ControlMode::Stopped));
    assert_eq!(h.state().stop_cause, Some(StopCause::PersonNear));
    h.set_nearest_person(None);
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(10), |h| h.state().goal_reached));
    h.shutdown(Duration::from_secs(3)).unwrap();
}

#[test]
fn a_lost_arm_link_ends_in_a_stop_and_the_loop_recovers() {
    let cfg = test_config();
    let (h, probe, _g) = spawn(&cfg);
    let mut seq = 0;
    drive(&h, &mut seq, target_a(), Duration::from_millis(300), |_| false);
    probe.set_disconnected(true);
    assert!(
        drive(&h, &mut seq, target_a(), Duration::from_secs(2), |h| h.state().stop_cause == Some(StopCause::ArmFault))
    );
    // The loop keeps cycling without its arm, but the robot is not healthy (the service
    // withholds the systemd watchdog) while the arm's driver is faulted.
    let c0 = h.stats().cycles;
    std::thread::sleep(Duration::from_millis(50));
    assert!(h.stats().cycles > c0, "the loop keeps cycling without its arm");
    assert!(h.device_faults().arm && !h.healthy());
    probe.set_disconnected(false);
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(10), |h| h.state().goal_reached));
    let ev = h.drain_events();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::DriverRecovered { .. })), "{ev:?}");
    assert_eq!(probe.starts(), 2);
    assert!(!h.device_faults().arm && h.healthy());
    h.shutdown(Duration::from_secs(3)).unwrap();
}

#[test]
fn live_updates_change_the_rate_at_a_cycle_boundary() {
    let cfg = test_config();
    let (h, probe, _g) = spawn(&cfg);
    let mut c = cfg.control.clone();
    c.rate_hz = 100.0;
    probe.set_period(0.01);
    h.update_live(&c);
    assert!(wait_for(Duration::from_secs(2), || h.stats().nominal_rate_hz == 100.0));
    let ev = h.drain_events();
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::LiveConfigApplied { rate_hz, .. } if rate_hz == 100.0)));
    let mut seq = 0;
    assert!(drive(&h, &mut seq, target_a(), Duration::from_secs(10), |h| h.state().goal_reached));
    assert_eq!(probe.rejected(), 0);
    h.shutdown(Duration::from_secs(3)).unwrap();
}

#[test]
fn dropping_the_handle_still_stops_the_arm() {
    let cfg = test_config();
    let (h, probe, _g) = spawn(&cfg);
    let mut seq = 0;
    drive(&h, &mut seq, target_a(), Duration::from_millis(200), |_| false);
    drop(h);
    assert_eq!(probe.stops(), 1);
}
