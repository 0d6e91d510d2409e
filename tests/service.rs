//! `aide run` as systemd runs it: sd-notify messages, SIGTERM during an episode (controlled
//! stop within the arm's limits, exit 0 within 2 s), SIGHUP reloads.

#[path = "support/child.rs"]
mod child;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixDatagram, UnixStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Service {
    child: Child,
    notify: UnixDatagram,
    log: Arc<Mutex<Vec<String>>>,
    socket: PathBuf,
    _dir: tempfile::TempDir,
}

impl Service {
    fn start(config: Option<&Path>, extra: &[&str]) -> Service {
        let dir = tempfile::tempdir().unwrap();
        let notify_path = dir.path().join("notify.sock");
        let notify = UnixDatagram::bind(&notify_path).unwrap();
        notify.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
        let state = dir.path().join("state");
        let socket = state.join("aide.sock");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_aide"));
        if let Some(c) = config {
            cmd.arg("--config").arg(c);
        }
        cmd.args(["run", "--log-format", "json", "--set"])
            .arg(format!("runtime.state_dir=\"{}\"", state.display()))
            .args(["--set", "runtime.status_interval_s=0.5", "--set"])
            .arg(child::shared_index_setting())
            .args(["--set", "knowledge.persist_plans=false"])
            .args(extra);
        let (child, log) = child::spawn_service(&mut cmd, &notify_path);
        Service { child, notify, log, socket, _dir: dir }
    }

    /// Waits for a notification containing `needle`; returns the whole datagram.
    fn expect_notify(&self, needle: &str, within: Duration) -> String {
        let end = Instant::now() + within;
        let mut buf = [0u8; 4096];
        let mut seen = Vec::new();
        while Instant::now() < end {
            if let Ok(n) = self.notify.recv(&mut buf) {
                let msg = String::from_utf8_lossy(&buf[..n]).to_string();
                if msg.contains(needle) {
                    return msg;
                }
                seen.push(msg);
            }
        }
        panic!("no `{needle}` notification within {within:?}; saw {seen:?}; log: {:?}", self.log_text());
    }

    fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }

    fn wait_log(&self, needle: &str, within: Duration) -> String {
        child::wait_log(&self.log, needle, within)
    }

    fn signal(&self, sig: i32) {
        let rc = unsafe { libc::kill(self.child.id() as i32, sig) };
        assert_eq!(rc, 0);
    }

    fn status(&self) -> serde_json::Value {
        let mut s = UnixStream::connect(&self.socket).expect("control socket");
        s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        s.write_all(b"status\n").unwrap();
        let mut line = String::new();
        BufReader::new(&s).read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap()
    }

    fn wait_exit(&mut self, within: Duration) -> Option<i32> {
        child::wait_exit(&mut self.child, within)
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        child::reap(&mut self.child);
    }
}

#[test]
fn sd_notify_says_ready_pings_the_watchdog_reports_status_and_stopping() {
    let mut s = Service::start(None, &[]);
    let ready = s.expect_notify("READY=1", Duration::from_secs(60));
    assert!(ready.contains("STATUS="), "READY carries a status line: {ready}");
    s.expect_notify("WATCHDOG=1", Duration::from_secs(2));
    let status = s.expect_notify("STATUS=", Duration::from_secs(3));
    assert!(status.contains("control") && status.contains("Hz"), "{status}");
    s.signal(libc::SIGTERM);
    s.expect_notify("STOPPING=1", Duration::from_secs(2));
    assert_eq!(s.wait_exit(Duration::from_secs(3)), Some(0), "log:\n{}", s.log_text());
}

#[test]
fn sigterm_during_an_episode_stops_the_arm_within_its_limits_and_exits_0_within_2_s() {
    let mut s = Service::start(None, &["--instruction", "I am thirsty"]);
    s.expect_notify("READY=1", Duration::from_secs(60));
    // Wait until the arm is reaching for the cup, then stop the service mid-motion.
    let end = Instant::now() + Duration::from_secs(40);
    loop {
        let st = s.status();
        let phase = st["task"]["phase"].as_str().unwrap_or("").to_string();
        if phase == "pre_grasp" || phase == "grasp" {
            break;
        }
        assert!(Instant::now() < end, "the arm never started reaching; status {st}\nlog:\n{}", s.log_text());
        std::thread::sleep(Duration::from_millis(50));
    }
    let t0 = Instant::now();
    s.signal(libc::SIGTERM);
    let code = s.wait_exit(Duration::from_secs(2));
    let took = t0.elapsed();
    assert_eq!(code, Some(0), "exit within 2 s (took {took:?}); log:\n{}", s.log_text());
    let stopped = s.wait_log("\"stopped\"", Duration::from_millis(100));
    let v: serde_json::Value = serde_json::from_str(&stopped).unwrap();
    let ratio = v["peak_decel_ratio"].as_f64().expect("peak_decel_ratio logged");
    assert!(ratio <= 1.0 + 1e-6, "deceleration within the joint limits: {ratio}");
}

#[test]
fn sighup_applies_thresholds_rejects_an_invalid_file_and_names_restart_keys() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("aide.toml");
    std::fs::write(&cfg, "[adm]\nm = 0.85\n").unwrap();
    let s = Service::start(Some(&cfg), &[]);
    s.expect_notify("READY=1", Duration::from_secs(60));

    std::fs::write(&cfg, "[adm]\nm = 0.9\n").unwrap();
    s.signal(libc::SIGHUP);
    s.expect_notify("RELOADING=1", Duration::from_secs(2));
    let applied = s.wait_log("reload: applied", Duration::from_secs(2));
    assert!(applied.contains("adm.m"), "{applied}");
    // The new thresholds reach the slow stream too (it plans with them from its next plan on).
    let slow = s.wait_log("slow stream: thresholds updated", Duration::from_secs(2));
    let v: serde_json::Value = serde_json::from_str(&slow).unwrap();
    assert!((v["m"].as_f64().unwrap() - 0.9).abs() < 1e-6, "{slow}");

    std::fs::write(&cfg, "[adm]\nm = 2.0\n").unwrap();
    s.signal(libc::SIGHUP);
    let rejected = s.wait_log("reload rejected", Duration::from_secs(2));
    assert!(rejected.contains("adm.m") && rejected.contains("0 ..= 1"), "{rejected}");
    assert_eq!(s.status()["healthy"], serde_json::Value::Bool(true));

    std::fs::write(&cfg, "[adm]\nm = 0.9\n[sim]\nseed = 99\n").unwrap();
    s.signal(libc::SIGHUP);
    let restart = s.wait_log("need a restart", Duration::from_secs(2));
    assert!(restart.contains("sim.seed"), "{restart}");
}

#[test]
fn a_sighup_storm_with_intermittently_invalid_files_keeps_the_last_good_configuration_and_the_control_loop() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("aide.toml");
    std::fs::write(&cfg, "[adm]\nm = 0.85\n").unwrap();
    let s = Service::start(Some(&cfg), &[]);
    s.expect_notify("READY=1", Duration::from_secs(60));
    let count = |needle: &str| s.log_text().lines().filter(|l| l.contains(needle)).count();
    // Valid files, files out of range, broken TOML and files caught half-written, each
    // signalled at once, 50 times in about 2.5 s.
    let files =
        ["[adm]\nm = 0.86\n", "[adm]\nm = 2.0\n", "[adm\nm = ", "[adm]\nm = 0.87\n[control]\nrate_hz = 5\n", ""];
    for i in 0..50 {
        std::fs::write(&cfg, files[i % files.len()]).unwrap();
        s.signal(libc::SIGHUP);
        std::thread::sleep(Duration::from_millis(50));
    }
    // Then one last good file, and a bad one after it: the good one stays in force.
    std::fs::write(&cfg, "[adm]\nm = 0.777\n").unwrap();
    s.signal(libc::SIGHUP);
    let applied = |l: &str| l.contains("slow stream: thresholds updated") && l.contains("0.777");
    let end = Instant::now() + Duration::from_secs(5);
    while !s.log_text().lines().any(applied) {
        assert!(Instant::now() < end, "the last good file is applied; log: {}", s.log_text());
        std::thread::sleep(Duration::from_millis(50));
    }
    let rejected = count("reload rejected");
    assert!(rejected > 0, "invalid files were rejected");
    std::fs::write(&cfg, "[adm]\nm = 3.0\n").unwrap();
    s.signal(libc::SIGHUP);
    let end = Instant::now() + Duration::from_secs(5);
    while count("reload rejected") == rejected {
        assert!(Instant::now() < end, "the bad file is rejected; log: {}", s.log_text());
        std::thread::sleep(Duration::from_millis(50));
    }
    // An empty file (one caught while being written) is refused too, naming the file.
    std::fs::write(&cfg, "").unwrap();
    s.signal(libc::SIGHUP);
    let empty = s.wait_log("is empty (caught while being written", Duration::from_secs(5));
    assert!(empty.contains("reload rejected") && empty.contains("aide.toml"), "{empty}");
    let last_update =
        s.log_text().lines().rfind(|l| l.contains("slow stream: thresholds updated")).unwrap().to_string();
    assert!(last_update.contains("0.777"), "the last good configuration stays: {last_update}");
    let st = s.status();
    assert_eq!(st["healthy"], serde_json::Value::Bool(true), "{st}");
    assert_eq!(st["robot"]["stop_cause"], serde_json::Value::Null, "no stop (watchdog or otherwise): {st}");
    let rate = st["control"]["rate_hz"].as_f64().unwrap();
    assert!(rate > 200.0, "the control loop kept its rate ({rate} Hz of 250): {st}");
    let rejected = s.log_text().lines().filter(|l| l.contains("reload rejected")).map(String::from).collect::<Vec<_>>();
    assert!(rejected.iter().all(|l| l.contains("aide.toml")), "a rejection names the file: {rejected:?}");
}
