//! The control step on the sim arm and gripper, on simulated time: tracking, re-targeting,
//! the watchdog, e-stop, faults, people, rejected goals, live changes.

mod control_rig;

use aide::control::events::{Device, EventKind, StopDetail};
use aide::control::safety::GoalRejection;
use aide::control::{ControlMode, GripperCommand, GripperStatus, StopCause};
use control_rig::{target_a, target_b, Rig};

#[test]
fn the_arm_reaches_a_goal_within_the_scaled_limits() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.5, None);
    r.run_until(3000, true, |s| s.goal_reached);
    let s = *r.core.state();
    assert_eq!(s.mode, ControlMode::Tracking);
    for i in 0..6 {
        assert!((s.q_cmd[i] - target_a()[i]).abs() <= r.cfg.control.goal_tolerance_rad);
    }
    // The measured joints lag the command by one cycle; at rest they agree.
    r.step();
    assert_eq!(r.core.state().q, r.core.state().q_cmd);
    r.assert_commands_within_limits(0.5);
    assert!(r.stops().is_empty(), "{:?}", r.events());
}

#[test]
fn the_planner_speed_scale_is_capped_by_max_speed_scale() {
    let mut r = Rig::new();
    r.publish(target_b(), 1.0, None);
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(r.cfg.control.safety.max_speed_scale);
}

#[test]
fn retargeting_at_ten_hertz_is_smooth() {
    let mut r = Rig::new();
    let home = r.home();
    let l = *r.kin.limits();
    let dt = r.dt_ns as f64 * 1e-9;
    let mut last = *r.core.state();
    for k in 0..60 {
        // A target that wanders every decision (100 ms).
        let mut q = home;
        for (i, v) in q.iter_mut().enumerate() {
            *v += 0.4 * ((k as f64) * 0.5 + i as f64).sin();
        }
        // Only targets with the tool inside the workspace (the others are refused).
        if r.kin.tcp_position(&q).z > 0.0 {
            r.publish(q, 0.6, None);
        } else {
            r.refresh();
        }
        for _ in 0..25 {
            let s = r.step();
            for i in 0..6 {
                // Velocity changes by at most a_max * dt per cycle: no step in velocity.
                assert!((s.qd[i] - last.qd[i]).abs() <= l.max_acceleration[i] * dt * (1.0 + 1e-6) + 1e-9);
            }
            last = s;
        }
    }
    r.assert_commands_within_limits(0.6);
    assert!(r.stops().is_empty(), "{:?}", r.events());
}

#[test]
fn a_stale_goal_stops_the_arm_and_a_fresh_one_resumes() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.6, None);
    // Move for a while, then the planner goes silent mid-motion.
    r.run(60, true);
    assert!(r.core.state().qd.iter().any(|v| v.abs() > 0.05));
    let n = r.run_until(2000, false, |s| s.mode == ControlMode::Stopped);
    // Watchdog 500 ms = 125 cycles, plus the deceleration.
    assert!(n > 100, "stopped after {n} cycles");
    assert_eq!(r.stops(), vec![StopCause::StaleGoal]);
    let stale = r.events().iter().find_map(|e| match e.kind {
        EventKind::Stop { detail: StopDetail::GoalAge { age_ms, timeout_ms }, .. } => Some((age_ms, timeout_ms)),
        _ => None,
    });
    let (age, timeout) = stale.unwrap();
    assert!(age > timeout && timeout == 500.0);
    assert_eq!(r.count(|k| matches!(k, EventKind::AtRest { cause: StopCause::StaleGoal, .. })), 1);
    // Staying stopped logs nothing more.
    r.run(300, false);
    assert_eq!(r.stops().len(), 1);
    assert!(!r.core.state().goal_reached);
    // A fresh goal resumes.
    r.publish(target_a(), 0.6, None);
    r.run_until(3000, true, |s| s.goal_reached);
    assert_eq!(r.count(|k| matches!(k, EventKind::Resumed { .. })), 1);
    r.assert_commands_within_limits(0.6);
}

#[test]
fn the_emergency_stop_brakes_within_limits_and_an_old_goal_does_not_restart() {
    let mut cfg = control_rig::test_config();
    // Keep the watchdog out of this test.
    cfg.control.goal_timeout_ms = 5000;
    let mut r = Rig::with_config(cfg);
    r.publish(target_b(), 0.6, None);
    r.run(80, true);
    assert!(r.core.state().qd.iter().any(|v| v.abs() > 0.05));
    r.estop = true;
    r.run_until(1000, false, |s| s.mode == ControlMode::Stopped);
    let summary = r.core.last_stop().unwrap();
    assert_eq!(summary.cause, StopCause::EStop);
    assert!(summary.peak_deceleration_ratio <= 1.0 + 1e-6, "{summary:?}");
    assert!(summary.peak_deceleration_ratio > 0.5, "a controlled stop uses the full limits: {summary:?}");
    assert!(summary.duration_s < 2.0);
    // Released, but the goal in the slot was issued before the stop: stay put.
    r.estop = false;
    let q = r.core.state().q_cmd;
    r.run(20, false);
    assert_eq!(r.core.state().q_cmd, q);
    assert_eq!(r.core.state().mode, ControlMode::Stopped);
    // A new decision resumes the motion.
    r.publish(target_b(), 0.6, None);
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(0.6);
    assert_eq!(r.stops(), vec![StopCause::EStop]);
}

#[test]
fn a_gripper_fault_stops_the_arm_within_limits_and_leaves_the_gripper_alone() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.6, Some(GripperCommand::GRASP));
    r.run(100, true);
    let commands_before = r.gripper.commands();
    assert_eq!(commands_before, 1, "the gripper is commanded once per change");
    r.gripper.set_fault(true);
    r.run_until(1000, true, |s| s.mode == ControlMode::Stopped);
    assert_eq!(r.stops(), vec![StopCause::GripperFault]);
    assert_eq!(r.count(|k| matches!(k, EventKind::DriverError { device: Device::Gripper, .. })), 1);
    let summary = r.core.last_stop().unwrap();
    assert!(summary.peak_deceleration_ratio <= 1.0 + 1e-6);
    assert_eq!(r.gripper.commands(), commands_before, "no gripper command during the stop");
    // The fault clears: recovery logged, the arm resumes with a new goal.
    r.gripper.set_fault(false);
    r.step();
    assert_eq!(r.count(|k| matches!(k, EventKind::DriverRecovered { device: Device::Gripper })), 1);
    r.publish(target_a(), 0.6, Some(GripperCommand::GRASP));
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(0.6);
}

#[test]
fn a_lost_arm_link_stops_and_the_arm_is_resynchronised_when_it_returns() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.6, None);
    r.run(80, true);
    let commands = r.arm.commands();
    r.arm.set_disconnected(true);
    r.run(50, true);
    assert_eq!(r.stops(), vec![StopCause::ArmFault]);
    assert_eq!(r.arm.commands(), commands, "nothing is streamed to a lost link");
    assert_eq!(r.count(|k| matches!(k, EventKind::DriverError { device: Device::Arm, .. })), 1);
    r.arm.set_disconnected(false);
    r.run_until(500, true, |s| s.mode == ControlMode::Stopped || s.mode == ControlMode::Tracking);
    assert_eq!(r.count(|k| matches!(k, EventKind::DriverRecovered { device: Device::Arm })), 1);
    assert_eq!(r.arm.starts(), 2, "streaming restarted once");
    // The command continues from where the arm really is: no jump.
    r.arm.reset_maxima();
    r.publish(target_a(), 0.6, None);
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(0.6);
}

#[test]
fn a_controller_fault_mid_motion_ends_in_a_stop_and_recovers() {
    let mut r = Rig::new();
    r.publish(target_b(), 0.6, None);
    r.run(80, true);
    r.arm.set_fault(true);
    r.run(20, true);
    assert_eq!(r.core.state().stop_cause, Some(StopCause::ArmFault));
    r.arm.set_fault(false);
    r.run(50, true);
    r.arm.reset_maxima();
    r.publish(target_b(), 0.6, None);
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(0.6);
    assert_eq!(r.stops(), vec![StopCause::ArmFault]);
}

#[test]
fn a_person_nearby_slows_the_arm_and_a_person_too_close_stops_it() {
    let mut r = Rig::new();
    let slow = r.cfg.control.safety.person_slow_scale;
    r.publish(target_b(), 0.6, None);
    r.run(60, true);
    r.person = Some(1.0);
    // After the braking grace period every joint is within the slow scale.
    r.run(200, true);
    let l = *r.kin.limits();
    for _ in 0..50 {
        let s = r.step();
        for i in 0..6 {
            assert!(s.qd[i].abs() <= l.max_velocity[i] * slow * (1.0 + 1e-6) + 1e-9);
        }
    }
    assert!(r.stops().is_empty());
    r.person = Some(0.3);
    r.run_until(1000, true, |s| s.mode == ControlMode::Stopped);
    assert_eq!(r.stops(), vec![StopCause::PersonNear]);
    let person = r.events().iter().find_map(|e| match e.kind {
        EventKind::Stop { detail: StopDetail::Person { distance_m }, .. } => Some(distance_m),
        _ => None,
    });
    assert_eq!(person, Some(0.3));
    r.person = Some(2.0);
    r.run_until(3000, true, |s| s.goal_reached);
    r.assert_commands_within_limits(0.6);
}

#[test]
fn a_goal_outside_the_workspace_is_rejected_once_and_the_arm_stays() {
    let mut cfg = control_rig::test_config();
    // Home's tool centre point is at x = -0.424: a box ending at x = -0.45.
    cfg.control.safety.workspace_min = [-0.45, -0.9, -0.05];
    let mut r = Rig::with_config(cfg);
    let q0 = r.core.state().q_cmd;
    // Open the elbow until the tool is beyond the box edge (but above the floor).
    let outside = (0..30)
        .map(|k| {
            let mut q = r.home();
            q[2] -= 0.05 * k as f64;
            q
        })
        .find(|q| {
            let p = r.kin.tcp_position(q);
            p.x < -0.5 && p.z > 0.0 && p.z < 1.0
        })
        .expect("an elbow angle that puts the tool beyond x = -0.5");
    r.publish(outside, 0.5, None);
    r.run(50, true);
    let rejected =
        |k: &EventKind| matches!(k, EventKind::GoalRejected { reason: GoalRejection::OutsideWorkspace { .. }, .. });
    assert_eq!(r.count(rejected), 1, "{:?}", r.events());
    assert_eq!(r.core.state().q_cmd, q0, "the arm did not move");
    assert_eq!(r.core.state().stop_cause, Some(StopCause::SafetyReject));
    // Joint targets outside their range are refused the same way.
    let mut bad = r.home();
    bad[2] = 3.5;
    r.publish(bad, 0.5, None);
    r.step();
    assert_eq!(r.core.state().q_cmd, q0);
    assert_eq!(r.stops(), vec![StopCause::SafetyReject]);
    // A valid goal clears the finding and the arm moves again.
    r.publish(target_b(), 0.5, None);
    r.run_until(3000, true, |s| s.goal_reached);
}

#[test]
fn nan_goals_are_refused() {
    let mut r = Rig::new();
    let q0 = r.core.state().q_cmd;
    let mut q = target_a();
    q[4] = f64::NAN;
    r.publish(q, 0.5, None);
    r.run(10, false);
    assert_eq!(r.core.state().q_cmd, q0);
    assert!(r.core.state().q_cmd.iter().all(|v| v.is_finite()));
    assert_eq!(r.count(|k| matches!(k, EventKind::GoalRejected { .. })), 1);
}

#[test]
fn the_gripper_closes_on_an_object_and_reports_holding() {
    let mut r = Rig::new();
    r.gripper.set_object_width(Some(0.4));
    r.publish(r.home(), 0.5, Some(GripperCommand::GRASP));
    r.run_until(1000, true, |s| s.gripper.status == GripperStatus::Holding);
    assert!((r.core.state().gripper.position - 0.6).abs() < 1e-3);
    r.gripper.set_object_width(None);
    r.run_until(10, true, |s| s.gripper.status == GripperStatus::Dropped);
}

#[test]
fn live_changes_apply_at_a_cycle_boundary() {
    let mut r = Rig::new();
    let mut c = r.cfg.control.clone();
    c.goal_timeout_ms = 100;
    c.safety.max_speed_scale = 0.2;
    r.core.apply_live(r.t_ns, aide::control::core::LiveParams::from_config(&c));
    assert_eq!(r.count(|k| matches!(k, EventKind::LiveConfigApplied { .. })), 0);
    r.step();
    assert_eq!(
        r.count(|k| matches!(k, EventKind::LiveConfigApplied { goal_timeout_ms, .. } if *goal_timeout_ms == 100.0)),
        1
    );
    r.publish(target_a(), 1.0, None);
    r.run(30, false);
    // 100 ms watchdog now: 30 cycles (120 ms) without a refresh stops the arm.
    assert_eq!(r.stops(), vec![StopCause::StaleGoal]);
    r.assert_commands_within_limits(0.2);
}

#[test]
fn a_camera_that_stops_sending_frames_stops_the_arm_and_it_goes_on_when_frames_return() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.6, None);
    let captured = r.t_ns;
    r.frame_captured = Some(captured);
    r.run(60, true);
    assert!(r.core.state().qd.iter().any(|v| v.abs() > 0.05), "moving on fresh frames");
    // The camera freezes: its newest frame stays where it was while goals keep coming.
    let n = r.run_until(2000, true, |s| s.mode == ControlMode::Stopped);
    assert!(n > 150, "stopped after {n} cycles: the frame was only 1 s old after 250 - 60 cycles");
    assert_eq!(r.stops(), vec![StopCause::CameraLost]);
    let age = r.events().iter().find_map(|e| match e.kind {
        EventKind::Stop { detail: StopDetail::FrameAge { age_ms, timeout_ms }, .. } => Some((age_ms, timeout_ms)),
        _ => None,
    });
    let (age, timeout) = age.expect("the stop says how old the frame is");
    assert!(age > timeout && timeout == 1000.0 && age < 1100.0, "{age} ms / {timeout} ms");
    assert!(r.t_ns - captured > 1_000_000_000, "not before the frame is 1 s old");
    r.run(300, true);
    assert_eq!(r.core.state().mode, ControlMode::Stopped, "still blind: still stopped");
    r.assert_commands_within_limits(0.6);
    // Frames return: with a goal issued after the stop, it goes on.
    r.frame_captured = Some(r.t_ns);
    r.publish(target_a(), 0.6, None);
    r.run_until(3000, true, |s| s.goal_reached);
    assert_eq!(r.count(|k| matches!(k, EventKind::Resumed { .. })), 1);
}
