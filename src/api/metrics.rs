//! `GET /metrics`: the runtime's numbers in Prometheus' text exposition format.

use crate::runtime::Runtime;
use std::fmt::Write;

/// The metrics page of the runtime as it is now.
pub fn render(rt: &Runtime) -> String {
    let c = rt.control_stats();
    let d = rt.decision_stats();
    let st = rt.status();
    let robot = rt.robot_state();
    let f = rt.driver_faults();
    let mut out = String::with_capacity(2048);
    let mut gauge = |name: &str, help: &str, v: f64| {
        let _ = writeln!(out, "# HELP aide_{name} {help}\n# TYPE aide_{name} gauge\naide_{name} {v}");
    };
    gauge("control_rate_hz", "Control loop rate.", c.rate_hz);
    gauge("control_jitter_p99_us", "Control loop jitter, 99th percentile, microseconds.", c.jitter_p99_us);
    gauge("control_missed_deadlines", "Control cycles that missed their deadline.", c.missed as f64);
    gauge(
        "control_step_allocations",
        "Allocations inside control steps since the start (0 expected).",
        c.step_allocations as f64,
    );
    gauge("decision_rate_hz", "Decision loop rate.", d.rate_hz);
    gauge("decision_p99_us", "Decision step time, 99th percentile, microseconds.", d.p99_us);
    gauge("perception_age_ms", "Age of the perception the last decision used, milliseconds.", st.perception_age_ms);
    gauge(
        "perception_age_p95_ms",
        "Perception age at decisions, 95th percentile, milliseconds.",
        d.perception_age_p95_ms,
    );
    gauge("frames_total", "Observations perception published.", rt.frames() as f64);
    gauge("task_decisions", "Decisions in the current task.", st.decisions as f64);
    gauge("arm_stopped", "1 while the arm is stopping or stopped.", stopped(robot.mode));
    gauge("operator_stop", "1 while the operator's stop is engaged.", f64::from(u8::from(rt.operator_stopped())));
    gauge("arm_fault", "1 while the arm driver is faulted.", f64::from(u8::from(f.arm.is_some())));
    gauge("gripper_fault", "1 while the gripper driver is faulted.", f64::from(u8::from(f.gripper.is_some())));
    gauge("healthy", "1 while every loop runs on time.", f64::from(u8::from(rt.healthy())));
    gauge("uptime_seconds", "Seconds since the runtime started.", rt.uptime().as_secs_f64());
    out
}

fn stopped(mode: crate::control::ControlMode) -> f64 {
    use crate::control::ControlMode;
    f64::from(u8::from(matches!(mode, ControlMode::Stopping | ControlMode::Stopped)))
}
