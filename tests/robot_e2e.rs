//! `aide run --config config/robot.toml` end to end through the real drivers: the FAIRINO
//! FR3 driver (XML-RPC + CNDE feed) against the fake FR3 on loopback and the Robotiq driver
//! (Modbus RTU) against the fake 2F-85 on a pseudo-terminal, both in this test process; the
//! service is the built binary, as systemd starts it (NOTIFY_SOCKET, WATCHDOG_USEC).
//! `config/robot_omnipicker.toml` runs the same episode with the OmniPicker driver (CAN
//! frames through a USB-CAN serial adapter) against the fake OmniPicker on a pty.
//!
//! Perception is what robot.toml uses while it points at the fakes: the sim oracle over the
//! embedded `workbench` scene, seen from the fake arm's measured joints.

#[path = "support/child.rs"]
mod child;

use aide::config::Config;
use aide::control::kinematics::Kinematics;
use aide::sim::fake_fr3::{FakeFr3, FakeFr3Options, FakeFr3Ports};
use aide::sim::fake_omnipicker::{self, FakeOmniPicker};
use aide::sim::fake_robotiq::{self, FakeRobotiq};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixDatagram, UnixStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Which gripper the service drives (and which fake answers).
#[derive(Clone, Copy, PartialEq)]
enum Gripper {
    Robotiq,
    OmniPicker,
}

impl Gripper {
    fn toml(self) -> PathBuf {
        let name = match self {
            Gripper::Robotiq => "config/robot.toml",
            Gripper::OmniPicker => "config/robot_omnipicker.toml",
        };
        Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
    }
}

fn robot_toml() -> PathBuf {
    Gripper::Robotiq.toml()
}

fn robot_config() -> Config {
    aide::config::load_file(&robot_toml(), &[]).expect("config/robot.toml loads")
}

enum FakeGripper {
    Robotiq(FakeRobotiq),
    OmniPicker(FakeOmniPicker),
}

/// The fake devices and the service driving them.
struct Rig {
    fr3: FakeFr3,
    fake_gripper: FakeGripper,
    child: Child,
    /// Every sd_notify datagram, as it arrived (a thread drains the socket at once, as
    /// systemd does: a full datagram queue would block the service's sends).
    notified: Arc<Mutex<Vec<(Instant, String)>>>,
    log: Arc<Mutex<Vec<String>>>,
    state: PathBuf,
    _dir: tempfile::TempDir,
}

impl Rig {
    fn start() -> Rig {
        Rig::start_with(Gripper::Robotiq)
    }

    fn start_with(kind: Gripper) -> Rig {
        Rig::start_with_sets(kind, &[])
    }

    /// `extra`: more `--set KEY=VALUE` overrides for the service.
    fn start_with_sets(kind: Gripper, extra: &[String]) -> Rig {
        let toml = kind.toml();
        let cfg = aide::config::load_file(&toml, &[]).expect("the robot config loads");
        let fr3 = FakeFr3::start(FakeFr3Ports::any_loopback(), FakeFr3Options::from_config(&cfg)).expect("fake FR3");
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("gripper");
        // The mug closes the fingers at 60 % of their stroke.
        let fake_gripper = match kind {
            Gripper::Robotiq => {
                let g = fake_robotiq::spawn(&link, cfg.gripper.slave_id).expect("fake 2F-85");
                g.with_model(|m| m.set_object(Some(0.6)));
                FakeGripper::Robotiq(g)
            }
            Gripper::OmniPicker => {
                let g = fake_omnipicker::spawn(&link, cfg.gripper.can_id).expect("fake OmniPicker");
                g.with_model(|m| m.set_object(Some(0.6)));
                FakeGripper::OmniPicker(g)
            }
        };

        let notify_path = dir.path().join("notify.sock");
        let notify = UnixDatagram::bind(&notify_path).unwrap();
        let notified = Arc::new(Mutex::new(Vec::new()));
        {
            let notified = notified.clone();
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                while let Ok(n) = notify.recv(&mut buf) {
                    notified.lock().unwrap().push((Instant::now(), String::from_utf8_lossy(&buf[..n]).to_string()));
                }
            });
        }
        let state = dir.path().join("state");
        let p = fr3.ports();
        let sets = [
            format!("runtime.state_dir=\"{}\"", state.display()),
            "runtime.status_interval_s=0.5".to_string(),
            child::shared_index_setting(),
            "knowledge.persist_plans=false".to_string(),
            format!("arm.fairino.host=\"{}\"", p.rpc.ip()),
            format!("arm.fairino.rpc_port={}", p.rpc.port()),
            format!("arm.fairino.state_port={}", p.cnde.port()),
            "arm.fairino.reconnect_s=0.2".to_string(),
            format!("gripper.port=\"{}\"", link.display()),
        ];
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_aide"));
        cmd.arg("--config").arg(&toml).args(["run", "--log-format", "json"]);
        for s in sets.iter().chain(extra) {
            cmd.arg("--set").arg(s);
        }
        let (child, log) = child::spawn_service(&mut cmd, &notify_path);
        Rig { fr3, fake_gripper, child, notified, log, state, _dir: dir }
    }

    fn robotiq(&self) -> &FakeRobotiq {
        match &self.fake_gripper {
            FakeGripper::Robotiq(g) => g,
            FakeGripper::OmniPicker(_) => panic!("this rig runs the OmniPicker"),
        }
    }

    /// Closure of the fake gripper's fingers, 0 open .. 1 closed.
    fn closure(&self) -> f32 {
        match &self.fake_gripper {
            FakeGripper::Robotiq(g) => g.with_model(|m| m.position() as f32 / 255.0),
            FakeGripper::OmniPicker(g) => g.with_model(|m| m.closure()),
        }
    }

    /// Pulls the gripper's USB cable (the pty closes, the link vanishes) or plugs it back in.
    fn plug_gripper(&self, plugged: bool) {
        let r = match (&self.fake_gripper, plugged) {
            (FakeGripper::Robotiq(g), false) => g.unplug(),
            (FakeGripper::Robotiq(g), true) => g.replug(),
            (FakeGripper::OmniPicker(g), false) => g.unplug(),
            (FakeGripper::OmniPicker(g), true) => g.replug(),
        };
        r.expect("the fake gripper changes its plug");
    }

    fn omnipicker(&self) -> &FakeOmniPicker {
        match &self.fake_gripper {
            FakeGripper::OmniPicker(g) => g,
            FakeGripper::Robotiq(_) => panic!("this rig runs the Robotiq"),
        }
    }

    fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }

    /// The last `n` log lines that say what the robot did (the configuration dump and the
    /// index loader's lines left out), for failures whose full log a CI page would cut.
    fn log_tail(&self, n: usize) -> String {
        let log = self.log.lock().unwrap();
        let said: Vec<&String> =
            log.iter().filter(|l| !l.contains("effective configuration") && !l.contains("hnsw_rs")).collect();
        said[said.len().saturating_sub(n)..].iter().map(|l| l.as_str()).collect::<Vec<_>>().join("\n")
    }

    /// Waits for a notification containing `needle` that arrived after `since`.
    fn expect_notify_after(&self, since: Instant, needle: &str, within: Duration) -> String {
        let end = Instant::now() + within;
        loop {
            let found = self.notified.lock().unwrap().iter().find(|(t, m)| *t >= since && m.contains(needle)).cloned();
            if let Some((_, m)) = found {
                return m;
            }
            assert!(Instant::now() < end, "no `{needle}` notification within {within:?}; log:\n{}", self.log_text());
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn expect_notify(&self, needle: &str, within: Duration) -> String {
        let t0 = self.notified.lock().unwrap().first().map(|(t, _)| *t).unwrap_or_else(Instant::now);
        self.expect_notify_after(t0.min(Instant::now()), needle, within)
    }

    /// Notifications that arrived in [from, to).
    fn notifications_between(&self, from: Instant, to: Instant) -> Vec<String> {
        self.notified.lock().unwrap().iter().filter(|(t, _)| *t >= from && *t < to).map(|(_, m)| m.clone()).collect()
    }

    fn wait_log(&self, needle: &str, within: Duration) -> String {
        child::wait_log(&self.log, needle, within)
    }

    /// `aide task ...` / `aide status` as an operator types them.
    fn client(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_aide"))
            .arg("--set")
            .arg(format!("runtime.state_dir=\"{}\"", self.state.display()))
            .args(args)
            .output()
            .expect("run the aide client");
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).trim().to_string())
    }

    fn status(&self) -> serde_json::Value {
        let mut s = UnixStream::connect(self.state.join("aide.sock")).expect("control socket");
        s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        s.write_all(b"status\n").unwrap();
        let mut line = String::new();
        if let Err(e) = BufReader::new(&s).read_line(&mut line) {
            panic!("no status answer: {e}; log:\n{}", self.log_text());
        }
        serde_json::from_str(&line).unwrap()
    }

    /// Polls the status until `pred` holds.
    fn wait_status(
        &self,
        what: &str,
        within: Duration,
        pred: impl Fn(&serde_json::Value) -> bool,
    ) -> serde_json::Value {
        let end = Instant::now() + within;
        loop {
            let st = self.status();
            if pred(&st) {
                return st;
            }
            assert!(Instant::now() < end, "{what}: not within {within:?}; status {st}\nlog:\n{}", self.log_text());
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn sigterm(&self) {
        let rc = unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        assert_eq!(rc, 0);
    }

    fn wait_exit(&mut self, within: Duration) -> Option<i32> {
        child::wait_exit(&mut self.child, within)
    }
}

impl Drop for Rig {
    fn drop(&mut self) {
        child::reap(&mut self.child);
    }
}

fn phase(st: &serde_json::Value) -> String {
    st["task"]["phase"].as_str().unwrap_or("").to_string()
}

#[test]
fn the_thirsty_episode_runs_through_the_fr3_and_robotiq_drivers_and_sigterm_ends_streaming() {
    let mut rig = Rig::start();
    rig.expect_notify("READY=1", Duration::from_secs(90));
    // Start-up: streaming armed on the controller, the gripper activated.
    assert!(rig.fr3.calls_of("ServoMoveStart") >= 1, "calls: {:?}", rig.fr3.call_log());
    assert!(rig.fr3.in_servo_mode());
    assert!(rig.robotiq().with_model(|m| m.activations) >= 1);
    let q_start = rig.fr3.joints_deg();

    let (code, reply) = rig.client(&["task", "I am thirsty"]);
    assert_eq!((code, reply.as_str()), (0, "ok"), "log:\n{}", rig.log_text());

    // ServoJ streams at the driver's cmdT (8 ms) while the arm moves.
    let st = rig.wait_status("reaching for the mug", Duration::from_secs(30), |st| {
        matches!(phase(st).as_str(), "pre_grasp" | "grasp" | "lift" | "done") || st["task"]["outcome"].is_string()
    });
    assert_eq!(st["faults"]["arm"], serde_json::Value::Null, "{st}");
    let (ok0, _) = rig.fr3.servoj_counts();
    let t0 = Instant::now();
    std::thread::sleep(Duration::from_millis(500));
    let (ok1, _) = rig.fr3.servoj_counts();
    let rate = (ok1 - ok0) as f64 / t0.elapsed().as_secs_f64();
    assert!(rate > 60.0, "ServoJ at {rate:.0} Hz (cmdT 8 ms: 125 Hz)");

    let st = rig.wait_status("the task ends", Duration::from_secs(30), |st| st["task"]["outcome"].is_string());
    assert_eq!(st["task"]["outcome"], "grasped", "{st}\nlog:\n{}", rig.log_text());
    assert_eq!(st["task"]["tool"], "mug", "the prompt the mug was seen under: {st}");

    // Every set-point the fake got was within its joint limits and reachable within cmdT at
    // its speed limits: it refuses any other (and counts it).
    let (ok, refused) = rig.fr3.servoj_counts();
    assert!(ok > 200, "ServoJ set-points accepted: {ok}");
    assert_eq!(refused, 0, "ServoJ set-points refused by the fake FR3; log:\n{}", rig.log_text());
    assert_eq!(rig.fr3.calls_of("MoveJ"), 0, "the control loop only streams");

    // The arm went to the mug: the tool centre point is above it (lifted), measured on the
    // fake controller, not in aide's own state.
    let cfg = robot_config();
    let kin = Kinematics::from_config(&cfg.arm).unwrap();
    let q_end = rig.fr3.joints_deg();
    let moved = (0..6).map(|i| (q_end[i] - q_start[i]).abs()).fold(0.0, f64::max);
    assert!(moved > 10.0, "the fake arm moved {moved:.1} deg at most");
    let tcp = kin.tcp_position(&q_end.map(f64::to_radians));
    let mug = [0.45, 0.0, 0.75 - 0.72]; // workbench scene, arm base frame
    let horizontal = ((tcp.x - mug[0]).powi(2) + (tcp.y - mug[1]).powi(2)).sqrt();
    assert!(horizontal < 0.08, "TCP {tcp:?} is {horizontal:.3} m beside the mug");
    assert!(tcp.z > mug[2] && tcp.z < mug[2] + 0.3, "TCP {tcp:?}: lifted above the mug");

    // The gripper was told to close (rGTO with rPR towards closed) and holds the mug.
    let (gotos, last, pos) = rig.robotiq().with_model(|m| (m.gotos, m.last_goto, m.position()));
    assert!(gotos >= 1, "no go-to request reached the fake 2F-85");
    let [pr, _sp, fr] = last.expect("a go-to request");
    assert!(pr > 200 && fr > 0, "last go-to rPR {pr} rFR {fr}");
    assert_eq!(pos, (0.6f64 * 255.0).round() as u8, "fingers stopped on the mug");

    // SIGTERM: controlled stop, streaming ended on the controller, exit 0 within 2 s.
    let calls_before = rig.fr3.call_log().len();
    let t = Instant::now();
    rig.sigterm();
    let code = rig.wait_exit(Duration::from_secs(2));
    assert_eq!(code, Some(0), "exit within 2 s (took {:?}); log:\n{}", t.elapsed(), rig.log_text());
    let after: Vec<String> = rig.fr3.call_log().split_off(calls_before);
    assert!(after.iter().any(|m| m == "ServoMoveEnd"), "calls after SIGTERM: {after:?}");
    assert!(after.iter().any(|m| m == "StopMotion"), "calls after SIGTERM: {after:?}");
    assert!(!rig.fr3.in_servo_mode());
    let end = after.iter().position(|m| m == "ServoMoveEnd").unwrap();
    assert!(!after[end..].iter().any(|m| m == "ServoJ"), "no ServoJ after ServoMoveEnd: {after:?}");
}

#[test]
fn the_fr3_dropping_off_mid_motion_stops_the_arm_reports_the_fault_and_withholds_the_watchdog() {
    let mut rig = Rig::start();
    rig.expect_notify("READY=1", Duration::from_secs(90));
    rig.expect_notify("WATCHDOG=1", Duration::from_secs(3));
    let (code, _) = rig.client(&["task", "I am thirsty"]);
    assert_eq!(code, 0);

    // Mid-motion: ServoJ set-points arriving and the arm moving.
    let end = Instant::now() + Duration::from_secs(30);
    loop {
        let (a, _) = rig.fr3.servoj_counts();
        let q0 = rig.fr3.joints_deg();
        std::thread::sleep(Duration::from_millis(60));
        let (b, _) = rig.fr3.servoj_counts();
        let q1 = rig.fr3.joints_deg();
        let moving = (0..6).any(|i| (q1[i] - q0[i]).abs() > 0.05);
        if b > a && moving {
            break;
        }
        assert!(Instant::now() < end, "the arm never moved; log:\n{}", rig.log_text());
    }

    // The controller goes away: listeners closed, every connection cut.
    rig.fr3.kill();
    let calls_at_kill = rig.fr3.call_log().len();
    let fault = rig.wait_log("\"message\":\"driver fault:", Duration::from_secs(2));
    let v: serde_json::Value = serde_json::from_str(&fault).unwrap();
    assert_eq!(v["level"], "ERROR", "{fault}");
    let cause = v["cause"].as_str().unwrap_or("").to_string();
    assert!(cause.contains("fairino FR3"), "the cause names the device: {fault}");
    rig.wait_log("controlled stop: arm fault", Duration::from_secs(1));

    let st = rig.wait_status("status reports the fault", Duration::from_secs(2), |st| st["faults"]["arm"].is_string());
    assert_eq!(st["healthy"], false, "{st}");
    assert_eq!(st["robot"]["stop_cause"], "arm_fault", "{st}");
    assert!(st["status"].as_str().unwrap_or("").contains("ARM FAULT"), "{st}");

    // Watchdog pings stop (WATCHDOG_USEC 400 ms: a healthy service pings every 200 ms).
    let from = Instant::now();
    std::thread::sleep(Duration::from_millis(1000));
    let later = rig.notifications_between(from, Instant::now());
    assert!(!later.iter().any(|m| m.contains("WATCHDOG=1")), "watchdog pinged while faulted: {later:?}");
    rig.wait_log("unhealthy: driver fault", Duration::from_millis(500));
    assert_eq!(rig.fr3.call_log().len(), calls_at_kill, "nothing reached the controller while it was gone");
    assert_eq!(rig.child.try_wait().unwrap(), None, "the service keeps running (no panic)");

    // The controller comes back: the driver reconnects, re-arms streaming, the watchdog resumes.
    rig.fr3.revive().expect("fake FR3 back on its ports");
    let revived = Instant::now();
    rig.wait_log("arm driver answers again", Duration::from_secs(3));
    rig.expect_notify_after(revived, "WATCHDOG=1", Duration::from_secs(2));
    let st = rig.wait_status("fault cleared", Duration::from_secs(2), |st| st["faults"]["arm"].is_null());
    assert_eq!(st["healthy"], true, "{st}");
    let (_, refused) = rig.fr3.servoj_counts();
    assert_eq!(refused, 0, "no set-point jumped after the reconnection; log:\n{}", rig.log_text());

    rig.sigterm();
    assert_eq!(rig.wait_exit(Duration::from_secs(2)), Some(0), "log:\n{}", rig.log_text());
}

#[test]
fn the_thirsty_episode_runs_through_the_fr3_and_omnipicker_drivers() {
    let mut rig = Rig::start_with(Gripper::OmniPicker);
    rig.expect_notify("READY=1", Duration::from_secs(90));
    assert!(rig.fr3.in_servo_mode());
    assert!(rig.omnipicker().with_model(|m| m.adapter_configured), "the USB-CAN adapter took its setup frame");
    let (code, reply) = rig.client(&["task", "I am thirsty"]);
    assert_eq!((code, reply.as_str()), (0, "ok"), "log:\n{}", rig.log_text());

    let st = rig.wait_status("the task ends", Duration::from_secs(60), |st| st["task"]["outcome"].is_string());
    assert_eq!(st["task"]["outcome"], "grasped", "{st}\nlog:\n{}", rig.log_text());
    assert_eq!(st["task"]["tool"], "mug", "the prompt the mug was seen under: {st}");
    // The driver reports the stall on the mug as holding, and the fake's fingers stopped there.
    let st = rig
        .wait_status("the gripper holds", Duration::from_secs(2), |st| st["robot"]["gripper"]["status"] == "holding");
    assert!((rig.closure() - 0.6).abs() < 0.02, "fingers at {} on the mug; {st}", rig.closure());
    assert!(rig.omnipicker().with_model(|m| m.commands) > 0);
    let (ok, refused) = rig.fr3.servoj_counts();
    assert!(ok > 200 && refused == 0, "ServoJ accepted {ok}, refused {refused}; log:\n{}", rig.log_text());

    rig.sigterm();
    assert_eq!(rig.wait_exit(Duration::from_secs(2)), Some(0), "log:\n{}", rig.log_text());
}

/// Unplugs the gripper while its fingers close on the mug: the arm stops under control, one
/// error line names the device, the status shows the fault, nothing panics; plugged back
/// in, the driver reopens the port and the fault clears.
fn unplugging_the_gripper_mid_grasp(kind: Gripper, device: &str) {
    let mut rig = Rig::start_with(kind);
    rig.expect_notify("READY=1", Duration::from_secs(90));
    let (code, _) = rig.client(&["task", "I am thirsty"]);
    assert_eq!(code, 0);
    let end = Instant::now() + Duration::from_secs(60);
    let mut polls = 0u32;
    while rig.closure() < 0.1 {
        polls += 1;
        let ended = polls.is_multiple_of(50) && rig.status()["task"]["outcome"].is_string();
        if ended || Instant::now() >= end {
            panic!("the fingers never closed; status {}\nlast log lines:\n{}", rig.status(), rig.log_tail(40));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    rig.plug_gripper(false);

    let fault = rig.wait_log("\"message\":\"driver fault:", Duration::from_secs(3));
    let v: serde_json::Value = serde_json::from_str(&fault).unwrap();
    assert_eq!(v["level"], "ERROR", "{fault}");
    assert_eq!(v["device"], "gripper", "{fault}");
    assert!(v["cause"].as_str().unwrap_or("").contains(device), "the cause names the {device}: {fault}");
    rig.wait_log("controlled stop: gripper fault", Duration::from_secs(1));
    let st = rig.wait_status("status reports the fault", Duration::from_secs(2), |st| {
        st["faults"]["gripper"].is_string() && st["robot"]["mode"] == "stopped"
    });
    assert_eq!(st["robot"]["stop_cause"], "gripper_fault", "{st}");
    assert_eq!(st["healthy"], false, "{st}");
    assert!(st["status"].as_str().unwrap_or("").contains("GRIPPER FAULT"), "{st}");
    assert_eq!(rig.child.try_wait().unwrap(), None, "the service keeps running (no panic)");

    rig.plug_gripper(true);
    rig.wait_log("gripper driver answers again", Duration::from_secs(5));
    let st = rig.wait_status("fault cleared", Duration::from_secs(2), |st| st["faults"]["gripper"].is_null());
    assert_eq!(st["healthy"], true, "{st}");
    let (_, refused) = rig.fr3.servoj_counts();
    assert_eq!(refused, 0, "no set-point jumped; log:\n{}", rig.log_text());
    assert!(!rig.log_text().contains("panicked"), "log:\n{}", rig.log_text());

    rig.sigterm();
    assert_eq!(rig.wait_exit(Duration::from_secs(2)), Some(0), "log:\n{}", rig.log_text());
}

#[test]
fn unplugging_the_omnipicker_mid_grasp_stops_the_arm_and_it_reconnects_when_plugged_back() {
    unplugging_the_gripper_mid_grasp(Gripper::OmniPicker, "omnipicker");
}

#[test]
fn unplugging_the_robotiq_mid_grasp_stops_the_arm_and_it_reconnects_when_plugged_back() {
    unplugging_the_gripper_mid_grasp(Gripper::Robotiq, "robotiq 2F-85");
}

#[test]
fn a_fixed_arm_reports_a_mug_beyond_its_workspace_out_of_reach_and_never_moves_toward_it() {
    // The workbench with the mug pushed back to 0.85 m: beyond the FR3's grasping workspace
    // from where it stands (robot.toml: arm.mount = "fixed", reach 0.38..0.62 m).
    let scene = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes/workbench.toml"))
        .expect("workbench scene");
    let far = scene.replacen("position = [0.45, 0.0, 0.75]", "position = [0.85, 0.0, 0.75]", 1);
    assert_ne!(far, scene, "the mug's line is in the scene");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("workbench_far.toml");
    std::fs::write(&path, far).unwrap();
    let mut rig = Rig::start_with_sets(Gripper::Robotiq, &[format!("sim.scene=\"{}\"", path.display())]);
    rig.expect_notify("READY=1", Duration::from_secs(90));
    let q_start = rig.fr3.joints_deg();

    let (code, _) = rig.client(&["task", "I am thirsty"]);
    assert_eq!(code, 0);
    let st = rig.wait_status("the task ends", Duration::from_secs(60), |st| st["task"]["outcome"].is_string());
    assert_eq!(st["task"]["outcome"], "out_of_reach", "{st}\nlog:\n{}", rig.log_text());
    assert_eq!(st["task"]["phase"], "out_of_reach", "{st}");
    let notes = st["task"]["notes"].to_string();
    assert!(notes.contains("out of reach: `mug`") && notes.contains("too far"), "{notes}");
    let line = rig.wait_log("out of reach: the fixed arm cannot grasp it", Duration::from_secs(1));
    assert!(line.contains("\"level\":\"WARN\"") && line.contains("\"tool\":\"mug\""), "{line}");
    assert!(!rig.log_text().contains("the base cannot move here"), "a fixed arm never asks its base to drive");

    // No motion toward it: the TCP never came closer to the mug than where it started looking.
    let cfg = robot_config();
    let kin = Kinematics::from_config(&cfg.arm).unwrap();
    let mug = [0.85, 0.0, 0.75 - 0.72];
    let dist = |q: &[f64; 6]| {
        let t = kin.tcp_position(&q.map(f64::to_radians));
        ((t.x - mug[0]).powi(2) + (t.y - mug[1]).powi(2) + (t.z - mug[2]).powi(2)).sqrt()
    };
    let (start, now) = (dist(&q_start), dist(&rig.fr3.joints_deg()));
    assert!(now > 0.35, "the TCP is {now:.2} m from the mug (started {start:.2} m): it reached toward it");
    let last_goto = rig.robotiq().with_model(|m| m.last_goto);
    assert!(last_goto.is_none_or(|[pr, _, _]| pr < 50), "the fingers were never told to close: {last_goto:?}");
    let (_, refused) = rig.fr3.servoj_counts();
    assert_eq!(refused, 0);
    // The service stays up and healthy for the next task.
    let st = rig.status();
    assert_eq!(st["healthy"], true, "{st}");
    rig.sigterm();
    assert_eq!(rig.wait_exit(Duration::from_secs(2)), Some(0), "log:\n{}", rig.log_text());
}
