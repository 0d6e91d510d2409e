//! The FR3 driver against the fake controller on loopback: ServoJ streaming, both state
//! feeds, the controller's error codes, and losing / regaining the controller.

use aide::config::Config;
use aide::control::core::{ControlCore, EventSink, LiveParams, StepInputs};
use aide::control::drivers::fairino::feed::Framing;
use aide::control::drivers::fairino::{FairinoArm, FairinoOptions};
use aide::control::drivers::sim_gripper::{SimClock, SimGripper};
use aide::control::drivers::{Arm, DriverError, ErrorText};
use aide::control::events::Device;
use aide::control::kinematics::Kinematics;
use aide::control::{ControlMode, EventKind, GoalKind, MotionGoal, RobotState, StopCause};
use aide::sim::fake_fr3::{FakeFr3, FakeFr3Options, FakeFr3Ports};
use aide::types::clock::now_ns;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::sync_channel;
use std::sync::Arc;
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
    // A fault that persists is reported every control cycle: with the text formatted once and
    // shared, not formatted (allocated) again on each read.
    let text = |arm: &mut FairinoArm| match arm.read() {
        Err(DriverError::Fault { message: ErrorText::Shared(t), .. }) => t,
        other => panic!("expected the controller error, got {other:?}"),
    };
    let (first, second) = (text(&mut arm), text(&mut arm));
    assert!(Arc::ptr_eq(&first, &second), "the same controller error was formatted twice");
    f.set_error_codes(7, 1);
    within("a new code", 2.0, || match arm.read() {
        Err(DriverError::Fault { code: 7, message, .. }) => message.contains("sub_code 1").then_some(()),
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

/// A TCP relay in front of the fake's XML-RPC port. While `hang` is set, a connection it
/// accepts is held open and never answered: a controller that accepts a connection but does
/// not respond (a congested or half-dead network), the case where a blocking call would stall.
struct Relay {
    port: u16,
    hang: Arc<AtomicBool>,
    held: Arc<AtomicU64>,
}

impl Relay {
    fn start(upstream: SocketAddr) -> Relay {
        let l = TcpListener::bind("127.0.0.1:0").expect("relay binds");
        let port = l.local_addr().unwrap().port();
        let hang = Arc::new(AtomicBool::new(false));
        let held = Arc::new(AtomicU64::new(0));
        let (h, n) = (hang.clone(), held.clone());
        std::thread::spawn(move || {
            for c in l.incoming() {
                let Ok(mut c) = c else { continue };
                if h.load(Ordering::Acquire) {
                    n.fetch_add(1, Ordering::AcqRel);
                    // Read and discard until the client gives up.
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut c, &mut std::io::sink());
                    });
                    continue;
                }
                let Ok(mut up) = TcpStream::connect(upstream) else { continue };
                let (Ok(mut c2), Ok(mut up2)) = (c.try_clone(), up.try_clone()) else { continue };
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut c, &mut up);
                    let _ = up.shutdown(Shutdown::Both);
                });
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut up2, &mut c2);
                    let _ = c2.shutdown(Shutdown::Both);
                });
            }
        });
        Relay { port, hang, held }
    }
}

/// One control cycle at the real time of the fake's feed; returns the state and how long
/// the step took.
fn timed_step(core: &mut ControlCore, goal: Option<MotionGoal>) -> (RobotState, Duration) {
    let inp = StepInputs {
        now_ns: now_ns(),
        goal,
        nearest_person_m: None,
        frame_captured_ns: None,
        estop: false,
        shutdown: false,
    };
    let t = Instant::now();
    let s = *core.step(&inp);
    (s, t.elapsed())
}

#[test]
fn the_control_step_never_waits_while_the_fr3_reconnects_and_resumes_from_the_measured_joints() {
    let mut f = fake();
    let relay = Relay::start(f.ports().rpc);
    let mut arm = FairinoArm::new(FairinoOptions {
        host: "127.0.0.1".into(),
        rpc_port: relay.port,
        state_port: f.ports().cnde.port(),
        framing: Framing::Cnde,
        state_period_ms: 8,
        cmd_t: 0.008,
        max_step_deg: [180.0 * 0.008; 6],
        // A blocking re-synchronisation in the step would stall it for at least this long.
        rpc_timeout: Duration::from_millis(1500),
        feed_timeout: Duration::from_millis(100),
        reconnect: Duration::from_millis(100),
    })
    .expect("driver starts");
    let q0 = arm.start().expect("start");
    let mut cfg = Config::embedded_default();
    cfg.control.realtime = false;
    let kin = Kinematics::from_config(&cfg.arm).unwrap();
    let live = LiveParams::from_config(&cfg.control);
    let (grip, _gh) = SimGripper::new(cfg.gripper.stroke_s, SimClock::Monotonic);
    let (tx, rx) = sync_channel(4096);
    let mut core = ControlCore::new(&kin, live, Box::new(arm), Box::new(grip), &q0, EventSink::new(tx));
    let mut target = home();
    target[0] += 0.15;
    let goal = |seq| MotionGoal {
        seq,
        issued_ns: now_ns(),
        kind: GoalKind::Joints { q: target },
        gripper: None,
        speed_scale: 0.5,
    };
    let period = Duration::from_millis(4);
    for _ in 0..100 {
        timed_step(&mut core, Some(goal(1)));
        std::thread::sleep(period);
    }
    assert!(f.servoj_counts().0 > 20, "the arm was streaming before the loss");

    // The controller dies; when it comes back it accepts connections but does not answer.
    relay.hang.store(true, Ordering::Release);
    f.kill();
    let t0 = Instant::now();
    loop {
        let (s, _) = timed_step(&mut core, Some(goal(1)));
        if s.stop_cause == Some(StopCause::ArmFault) {
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(2), "the loss stops the arm");
        std::thread::sleep(period);
    }
    f.revive().expect("the controller comes back");
    let servoj_before = f.servoj_counts();
    let (mut slowest, mut steps) = (Duration::ZERO, 0u32);
    let t0 = Instant::now();
    while t0.elapsed() < Duration::from_secs(3) {
        let (s, took) = timed_step(&mut core, Some(goal(1)));
        slowest = slowest.max(took);
        steps += 1;
        assert_eq!(s.stop_cause, Some(StopCause::ArmFault), "the stop holds until re-synchronised");
        std::thread::sleep(period);
    }
    assert!(relay.held.load(Ordering::Acquire) >= 1, "the driver reconnected to the unanswering controller");
    assert!(
        slowest < Duration::from_millis(200),
        "slowest of {steps} steps while the controller hung: {slowest:?} (a blocking call waits >= 1.5 s)"
    );
    assert_eq!(f.servoj_counts(), servoj_before, "nothing was streamed to the hung controller");

    // The controller answers again: re-synchronise, then resume only with a fresh goal,
    // starting from the measured joints (no jump).
    relay.hang.store(false, Ordering::Release);
    let mut back = home();
    back[1] -= 0.1;
    let fresh = |seq| MotionGoal { kind: GoalKind::Joints { q: back }, ..goal(seq) };
    let t0 = Instant::now();
    let mut prev = *core.state();
    let mut first_tracking: Option<RobotState> = None;
    while t0.elapsed() < Duration::from_secs(8) {
        let (s, _) = timed_step(&mut core, Some(fresh(2)));
        if s.mode == ControlMode::Tracking && first_tracking.is_none() {
            first_tracking = Some(s);
            let measured = f.joints_deg().map(f64::to_radians);
            assert!(max_diff(&s.q_cmd, &measured) < 0.01, "resumed from the measured joints: {s:?}");
        }
        for i in 0..6 {
            let dq = (s.q_cmd[i] - prev.q_cmd[i]).abs();
            assert!(dq <= kin.limits().max_velocity[i] * 0.02, "joint {i} jumped {dq} rad in one cycle");
        }
        prev = s;
        if first_tracking.is_some() && f.servoj_counts().0 > servoj_before.0 + 10 {
            break;
        }
        std::thread::sleep(period);
    }
    assert!(first_tracking.is_some(), "tracking resumed; events {:?}", rx.try_iter().collect::<Vec<_>>());
    assert!(f.servoj_counts().0 > servoj_before.0 + 10, "ServoJ streams again");
    let events: Vec<_> = rx.try_iter().map(|e| e.kind).collect();
    assert!(events.iter().any(|k| matches!(k, EventKind::DriverRecovered { device: Device::Arm })), "{events:?}");
    assert_eq!(f.servoj_counts().1, 0, "the controller refused no ServoJ");
}
