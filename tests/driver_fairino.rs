//! The FR3 driver against the fake controller on loopback: ServoJ streaming, both state
//! feeds, the controller's error codes, and losing / regaining the controller.

use aide::config::Config;
use aide::control::drivers::fairino::feed::Framing;
use aide::control::drivers::fairino::{FairinoArm, FairinoOptions};
use aide::control::drivers::{Arm, DriverError};
use aide::sim::fake_fr3::{FakeFr3, FakeFr3Options, FakeFr3Ports};
use std::time::{Duration, Instant};

fn fake() -> FakeFr3 {
    let cfg = Config::embedded_default();
    FakeFr3::start(FakeFr3Ports::any_loopback(), FakeFr3Options::from_config(&cfg)).expect("fake FR3 starts")
}

fn arm_for(f: &FakeFr3, framing: Framing) -> FairinoArm {
    let p = f.ports();
    FairinoArm::new(FairinoOptions {
        host: "127.0.0.1".into(),
        rpc_port: p.rpc.port(),
        state_port: match framing {
            Framing::Cnde => p.cnde.port(),
            Framing::Legacy => p.legacy.port(),
        },
        framing,
        state_period_ms: 8,
        cmd_t: 0.008,
        max_step_deg: [180.0 * 0.008; 6],
        rpc_timeout: Duration::from_millis(100),
        feed_timeout: Duration::from_millis(100),
        reconnect: Duration::from_millis(100),
    })
    .expect("driver starts")
}

fn home() -> [f64; 6] {
    Config::embedded_default().arm.home
}

/// Polls `f` every 4 ms (a 250 Hz control thread) until it returns Some, or panics.
fn within<T>(what: &str, secs: f64, mut f: impl FnMut() -> Option<T>) -> T {
    let end = Instant::now() + Duration::from_secs_f64(secs);
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(Instant::now() < end, "{what}: not within {secs} s");
        std::thread::sleep(Duration::from_millis(4));
    }
}

fn max_diff(a: &[f64; 6], b: &[f64; 6]) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}

/// Streams a straight joint-space ramp from `from` to `to` at 250 Hz, within speed limits.
fn stream_ramp(arm: &mut FairinoArm, from: [f64; 6], to: [f64; 6], seconds: f64) {
    let n = (seconds * 250.0) as usize;
    for k in 1..=n {
        let s = k as f64 / n as f64;
        let q: [f64; 6] = std::array::from_fn(|i| from[i] + (to[i] - from[i]) * s);
        arm.command(&q).expect("command is accepted");
        std::thread::sleep(Duration::from_millis(4));
    }
}

#[test]
fn servoj_streaming_follows_the_commanded_joints_over_cnde() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    let q0 = arm.start().expect("start");
    assert!(max_diff(&q0, &home()) < 1e-6, "start reports the measured joints");
    let mut target = home();
    target[0] += 0.3;
    target[2] -= 0.2;
    stream_ramp(&mut arm, home(), target, 0.5);
    let fb = within("arm reaches the target", 3.0, || {
        let fb = arm.read().ok()?;
        (max_diff(&fb.q, &target) < 1e-3).then_some(fb)
    });
    assert!(fb.stamp_ns > 0);
    let (ok, refused) = f.servoj_counts();
    assert!(ok > 50, "ServoJ was streamed ({ok} accepted)");
    assert_eq!(refused, 0);
    let last = f.last_servo_target_deg().expect("a ServoJ target");
    assert!(max_diff(&last.map(f64::to_radians), &target) < 1e-9, "degrees on the wire, radians in aide");
    arm.stop().expect("stop");
    assert!(!f.in_servo_mode());
}

#[test]
fn the_legacy_feed_reports_the_joints_too() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Legacy);
    arm.start().expect("start");
    let fb = within("a state sample", 2.0, || arm.read().ok());
    assert!(max_diff(&fb.q, &home()) < 1e-9);
    assert!(arm.feed_stats().frames > 0 && arm.feed_stats().crc_errors == 0);
}

#[test]
fn an_out_of_limit_setpoint_is_answered_with_the_sdk_joint_overrun_code() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    arm.start().expect("start");
    let mut bad = home();
    bad[2] = 3.0; // j3 limit is 2.8274 rad
    arm.command(&bad).expect("the driver forwards it; the controller judges");
    let err = within("the refusal is reported", 2.0, || match arm.read() {
        Err(e @ DriverError::Fault { code: 29, .. }) => Some(e),
        _ => None,
    });
    assert!(err.to_string().contains("exceeds its limit"), "{err}");
    assert!(f.servoj_counts().1 > 0);
    // A valid set-point clears it.
    arm.command(&home()).unwrap();
    within("the fault clears", 2.0, || arm.read().ok());
}

#[test]
fn a_step_faster_than_the_joint_speed_limit_is_refused() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    arm.start().expect("start");
    let mut jump = home();
    jump[0] += 0.5; // 0.5 rad in one 8 ms period is far above 3.15 rad/s
    arm.command(&jump).unwrap();
    within("the refusal is reported", 2.0, || match arm.read() {
        Err(DriverError::Fault { code: 14, .. }) => Some(()),
        _ => None,
    });
    assert!(max_diff(&f.joints_deg().map(f64::to_radians), &home()) < 1e-9, "the arm did not move");
}

#[test]
fn killing_the_controller_mid_servoj_is_reported_and_streaming_resumes_when_it_returns() {
    let mut f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    arm.start().expect("start");
    let mut target = home();
    target[0] += 0.2;
    stream_ramp(&mut arm, home(), target, 0.2);
    f.kill();
    // Keep commanding as a control thread would: no call may block, and the loss shows.
    let err = within("the loss is reported", 2.0, || {
        let _ = arm.command(&target);
        arm.read().err()
    });
    assert!(
        matches!(err, DriverError::Disconnected { .. } | DriverError::Timeout { .. } | DriverError::Io { .. }),
        "{err}"
    );
    f.revive().expect("the controller comes back");
    within("the links come back", 5.0, || arm.read().ok());
    assert!(arm.rpc_stats().reconnects >= 1 && arm.feed_stats().reconnects >= 1);
    // Streaming was re-armed; only a fresh set-point is sent.
    within("servo mode re-armed", 2.0, || f.in_servo_mode().then_some(()));
    let now = arm.read().unwrap().q;
    let before = f.servoj_counts().0;
    let mut next = now;
    next[1] += 0.05;
    stream_ramp(&mut arm, now, next, 0.2);
    within("ServoJ streams again", 2.0, || (f.servoj_counts().0 > before).then_some(()));
    within("the arm follows", 3.0, || arm.read().ok().filter(|fb| max_diff(&fb.q, &next) < 1e-3));
}

#[test]
fn a_silent_controller_is_a_timeout_and_recovers() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    arm.start().expect("start");
    f.set_silent(true);
    within("the silence is reported", 2.0, || match arm.read() {
        Err(DriverError::Timeout { .. }) => Some(()),
        _ => None,
    });
    // The feed thread counts each read timeout while the silence lasts.
    within("timeouts are counted", 2.0, || (arm.feed_stats().timeouts > 0).then_some(()));
    f.set_silent(false);
    within("recovered", 5.0, || arm.read().ok());
    let stats = arm.link_stats().expect("a real driver reports link stats");
    assert!(stats.timeouts > 0 && stats.connected);
}

#[test]
fn controller_errors_and_the_emergency_stop_are_faults() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    arm.start().expect("start");
    f.set_error_codes(5, 2);
    within("main_code", 2.0, || match arm.read() {
        Err(DriverError::Fault { code: 5, message, .. }) => message.contains("sub_code 2").then_some(()),
        _ => None,
    });
    f.set_error_codes(0, 0);
    within("cleared", 2.0, || arm.read().ok());
    f.set_estop(true);
    within("e-stop", 2.0, || match arm.read() {
        Err(DriverError::Fault { code: 99, .. }) => Some(()),
        _ => None,
    });
}

#[test]
fn an_error_answer_to_servo_move_start_fails_start_with_the_code() {
    let f = fake();
    f.set_error_reply(18);
    let mut arm = arm_for(&f, Framing::Cnde);
    match arm.start() {
        Err(DriverError::Fault { code: 18, message, .. }) => assert!(message.contains("program is running")),
        other => panic!("expected fault 18, got {other:?}"),
    }
    // Without a successful start, set-points are refused by the driver itself.
    assert!(matches!(arm.command(&home()), Err(DriverError::Rejected { .. })));
}

#[test]
fn move_j_reaches_a_joint_target_and_a_nan_setpoint_never_leaves() {
    let f = fake();
    let mut arm = arm_for(&f, Framing::Cnde);
    within("connected", 2.0, || arm.rpc_stats().connected.then_some(()));
    let mut target = home();
    target[5] += 0.4;
    arm.move_j(&target, 100.0).expect("MoveJ accepted");
    within("MoveJ done", 3.0, || (max_diff(&f.joints_deg().map(f64::to_radians), &target) < 1e-6).then_some(()));
    arm.start().unwrap();
    let mut nan = target;
    nan[3] = f64::NAN;
    assert!(matches!(arm.command(&nan), Err(DriverError::Rejected { .. })));
    assert_eq!(f.servoj_counts(), (0, 0));
}
