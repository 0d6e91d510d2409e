//! The Robotiq 2F-85 driver against the fake gripper on a pseudo-terminal: activation,
//! grasping, drops, faults, CRC errors, silence and unplugging.

use aide::control::drivers::robotiq::Robotiq;
use aide::control::drivers::serial_link::SerialOptions;
use aide::control::drivers::{DriverError, Gripper};
use aide::control::types::{GripperCommand, GripperStatus};
use aide::sim::fake_robotiq::{self, FakeRobotiq};
use std::time::{Duration, Instant};

struct Rig {
    fake: FakeRobotiq,
    grip: Robotiq,
    _dir: tempfile::TempDir,
}

fn rig() -> Rig {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("robotiq");
    let fake = fake_robotiq::spawn(&link, 9).expect("fake gripper on a pty");
    fake.with_model(|m| m.activation_time = Duration::from_millis(100));
    let grip = Robotiq::new(
        SerialOptions {
            port: link.to_string_lossy().into_owned(),
            baud: 115_200,
            timeout: Duration::from_millis(50),
            poll: Duration::from_millis(10),
            reconnect: Duration::from_millis(100),
            activation_timeout: Duration::from_secs(3),
        },
        9,
    )
    .unwrap();
    Rig { fake, grip, _dir: dir }
}

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

fn status_is(g: &mut Robotiq, s: GripperStatus) -> Option<f32> {
    g.read().ok().filter(|st| st.status == s).map(|st| st.position)
}

#[test]
fn activates_then_closes_on_an_object_and_holds_it() {
    let mut r = rig();
    r.fake.with_model(|m| m.set_object(Some(0.6)));
    r.grip.start().expect("activation completes");
    assert!(r.fake.with_model(|m| m.is_active()));
    r.grip.command(&GripperCommand::GRASP).unwrap();
    let pos = within("holding", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
    assert!((pos - 0.6).abs() < 0.01, "stopped on the object at {pos}");
    r.grip.command(&GripperCommand::OPEN).unwrap();
    let pos = within("open again", 3.0, || status_is(&mut r.grip, GripperStatus::Arrived));
    assert!(pos < 0.01);
}

#[test]
fn closing_on_nothing_arrives_and_a_lost_object_is_a_drop() {
    let mut r = rig();
    r.grip.start().unwrap();
    let half = GripperCommand { position: 0.5, force: 0.3, speed: 1.0 };
    r.grip.command(&half).unwrap();
    let pos = within("arrived", 3.0, || status_is(&mut r.grip, GripperStatus::Arrived));
    assert!((pos - 0.5).abs() < 0.01);
    r.grip.command(&GripperCommand::OPEN).unwrap();
    within("open", 3.0, || status_is(&mut r.grip, GripperStatus::Arrived).filter(|p| *p < 0.01));
    r.fake.with_model(|m| m.set_object(Some(0.7)));
    r.grip.command(&GripperCommand::GRASP).unwrap();
    within("holding", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
    r.fake.with_model(|m| m.set_object(None));
    within("dropped", 3.0, || status_is(&mut r.grip, GripperStatus::Dropped));
}

#[test]
fn a_gripper_fault_is_reported_with_its_code_and_meaning() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.fake.with_model(|m| m.set_fault(0x0E));
    let msg = within("fault", 2.0, || match r.grip.read() {
        Err(DriverError::Fault { code: 0x0E, message, .. }) => Some(message),
        _ => None,
    });
    assert!(msg.contains("overcurrent"), "{msg}");
}

#[test]
fn corrupt_answers_are_counted_as_crc_errors_and_polling_goes_on() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.fake.corrupt_next(3);
    within("3 CRC errors counted", 2.0, || (r.grip.link_stats().unwrap().crc_errors >= 3).then_some(()));
    within("healthy again", 2.0, || r.grip.read().ok());
    assert!(r.grip.link_stats().unwrap().connected);
}

#[test]
fn silence_is_a_timeout_and_answers_bring_it_back() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.fake.set_silent(true);
    within("timeout reported", 2.0, || match r.grip.read() {
        Err(DriverError::Timeout { .. }) => Some(()),
        _ => None,
    });
    assert!(r.grip.link_stats().unwrap().timeouts >= 3);
    r.fake.set_silent(false);
    within("answers again", 2.0, || r.grip.read().ok());
}

#[test]
fn unplugging_mid_grasp_is_reported_and_the_gripper_is_reactivated_when_it_returns() {
    let mut r = rig();
    r.fake.with_model(|m| m.set_object(Some(0.5)));
    r.grip.start().unwrap();
    r.grip.command(&GripperCommand::GRASP).unwrap();
    within("holding", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
    r.fake.unplug().unwrap();
    let err = within("the loss is reported", 2.0, || {
        let _ = r.grip.command(&GripperCommand::GRASP);
        r.grip.read().err()
    });
    assert!(matches!(err, DriverError::Disconnected { .. } | DriverError::Timeout { .. }), "{err}");
    r.fake.replug().unwrap();
    // The replugged gripper powers up reset; the driver reopens the port and reactivates.
    within("reactivated", 5.0, || r.fake.with_model(|m| m.is_active()).then_some(()));
    within("healthy", 2.0, || r.grip.read().ok());
    assert!(r.grip.link_stats().unwrap().reconnects >= 1);
    // The grasp issued before the loss is not replayed; a new command is executed.
    assert!(r.fake.with_model(|m| m.position()) < 5);
    r.grip.command(&GripperCommand::GRASP).unwrap();
    within("holding again", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
}

#[test]
fn out_of_range_setpoints_never_reach_the_gripper() {
    let mut r = rig();
    r.grip.start().unwrap();
    let before = r.fake.answers();
    for bad in [
        GripperCommand { position: 1.2, force: 0.5, speed: 0.5 },
        GripperCommand { position: f32::NAN, force: 0.5, speed: 0.5 },
        GripperCommand { position: 0.5, force: -0.1, speed: 0.5 },
    ] {
        assert!(matches!(r.grip.command(&bad), Err(DriverError::Rejected { .. })));
    }
    std::thread::sleep(Duration::from_millis(50));
    assert!(r.fake.answers() > before, "polling goes on");
    assert_eq!(r.fake.with_model(|m| m.position()), 0, "nothing moved");
}
