//! The OmniPicker driver against the fake gripper + USB-CAN adapter on a pseudo-terminal.

use aide::control::drivers::omnipicker::OmniPicker;
use aide::control::drivers::serial_link::SerialOptions;
use aide::control::drivers::{DriverError, Gripper};
use aide::control::types::{GripperCommand, GripperStatus};
use aide::sim::fake_omnipicker::{self, FakeOmniPicker};
use std::time::{Duration, Instant};

struct Rig {
    fake: FakeOmniPicker,
    grip: OmniPicker,
    _dir: tempfile::TempDir,
}

fn rig() -> Rig {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("omnipicker");
    let fake = fake_omnipicker::spawn(&link, 1).expect("fake gripper on a pty");
    let grip = OmniPicker::new(
        SerialOptions {
            port: link.to_string_lossy().into_owned(),
            baud: 2_000_000,
            timeout: Duration::from_millis(50),
            poll: Duration::from_millis(10),
            reconnect: Duration::from_millis(100),
            activation_timeout: Duration::from_secs(3),
        },
        1,
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

fn status_is(g: &mut OmniPicker, s: GripperStatus) -> Option<f32> {
    g.read().ok().filter(|st| st.status == s).map(|st| st.position)
}

#[test]
fn start_configures_the_adapter_and_opens_then_a_grasp_holds_the_object() {
    let mut r = rig();
    r.fake.with_model(|m| m.set_object(Some(0.55)));
    r.grip.start().expect("the gripper answers");
    assert!(r.fake.with_model(|m| m.adapter_configured), "setup frame accepted (checksum)");
    let pos = within("open", 2.0, || status_is(&mut r.grip, GripperStatus::Arrived));
    assert!(pos < 0.01);
    r.grip.command(&GripperCommand::GRASP).unwrap();
    let pos = within("holding", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
    assert!((pos - 0.55).abs() < 0.01, "stalled on the object at {pos}");
    r.fake.with_model(|m| m.set_object(None));
    within("dropped", 2.0, || status_is(&mut r.grip, GripperStatus::Dropped));
}

#[test]
fn closing_on_nothing_arrives_fully_closed() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.grip.command(&GripperCommand { position: 1.0, force: 0.2, speed: 1.0 }).unwrap();
    let pos = within("closed", 3.0, || status_is(&mut r.grip, GripperStatus::Arrived).filter(|p| *p > 0.5));
    assert!((pos - 1.0).abs() < 0.01);
}

#[test]
fn a_fault_byte_is_reported_with_its_meaning() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.fake.with_model(|m| m.fault = 1);
    let msg = within("fault", 2.0, || match r.grip.read() {
        Err(DriverError::Fault { code: 1, message, .. }) => Some(message),
        _ => None,
    });
    assert!(msg.contains("over-temperature"));
}

#[test]
fn broken_frames_are_counted_and_silence_is_a_timeout() {
    let mut r = rig();
    r.grip.start().unwrap();
    r.fake.corrupt_next(2);
    within("framing errors counted", 2.0, || (r.grip.link_stats().unwrap().crc_errors >= 2).then_some(()));
    within("healthy", 2.0, || r.grip.read().ok());
    r.fake.set_silent(true);
    within("timeout", 2.0, || match r.grip.read() {
        Err(DriverError::Timeout { .. }) => Some(()),
        _ => None,
    });
    r.fake.set_silent(false);
    within("back", 2.0, || r.grip.read().ok());
}

#[test]
fn unplugging_mid_grasp_is_reported_and_the_link_comes_back() {
    let mut r = rig();
    r.fake.with_model(|m| m.set_object(Some(0.5)));
    r.grip.start().unwrap();
    r.grip.command(&GripperCommand::GRASP).unwrap();
    within("holding", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
    r.fake.unplug().unwrap();
    let err = within("loss reported", 2.0, || r.grip.read().err());
    assert!(matches!(err, DriverError::Disconnected { .. } | DriverError::Timeout { .. }), "{err}");
    r.fake.replug().unwrap();
    within("healthy", 5.0, || r.grip.read().ok());
    assert!(r.fake.with_model(|m| m.adapter_configured), "the adapter was set up again");
    assert!(r.grip.link_stats().unwrap().reconnects >= 1);
    r.grip.command(&GripperCommand::GRASP).unwrap();
    within("holding again", 3.0, || status_is(&mut r.grip, GripperStatus::Holding));
}
