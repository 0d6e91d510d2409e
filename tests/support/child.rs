//! The service as a child process in tests: starting it with its log collected, waiting for
//! its exit, and reaping it.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The service's log lines (stderr), collected by a reader thread while it runs.
pub type Log = Arc<Mutex<Vec<String>>>;

/// The `--set` value that points a service at the one relationship-space index every test
/// binary shares, after making sure that index exists. On a fresh checkout the first caller
/// builds it (minutes on two cores) with `aide index stats`, which loads or builds under the
/// index directory's lock, so callers in other test binaries wait for that build instead of
/// racing it; the services the tests start then only load it, within their start-up budget.
pub fn shared_index_setting() -> String {
    static READY: OnceLock<String> = OnceLock::new();
    READY
        .get_or_init(|| {
            let setting = format!("knowledge.index_dir=\"{}/aide-test-index\"", env!("CARGO_TARGET_TMPDIR"));
            let out = Command::new(env!("CARGO_BIN_EXE_aide"))
                .args(["--set", &setting, "--set", "knowledge.persist_plans=false", "index", "stats", "--json"])
                .output()
                .expect("spawn aide index stats");
            assert!(out.status.success(), "aide index stats failed:\n{}", String::from_utf8_lossy(&out.stderr));
            setting
        })
        .clone()
}

/// Starts `cmd` as the systemd unit would (NOTIFY_SOCKET, a 400 ms watchdog, info logs on
/// stderr) and collects its log lines.
pub fn spawn_service(cmd: &mut Command, notify_socket: &std::path::Path) -> (Child, Log) {
    cmd.env("NOTIFY_SOCKET", notify_socket)
        .env("WATCHDOG_USEC", "400000")
        .env_remove("WATCHDOG_PID")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn aide run");
    let log: Log = Arc::new(Mutex::new(Vec::new()));
    let stderr = child.stderr.take().unwrap();
    let l = log.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            l.lock().unwrap().push(line);
        }
    });
    (child, log)
}

/// The first line of `log` containing `needle`, waiting for it up to `within`; panics with the
/// whole log when none comes.
pub fn wait_log(log: &Log, needle: &str, within: Duration) -> String {
    let end = Instant::now() + within;
    while Instant::now() < end {
        if let Some(l) = log.lock().unwrap().iter().find(|l| l.contains(needle)) {
            return l.clone();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no log line with `{needle}` within {within:?}; log:\n{}", log.lock().unwrap().join("\n"));
}

/// The exit code if the child exits within `within` (`None`: still running, or killed by a signal).
pub fn wait_exit(child: &mut Child, within: Duration) -> Option<i32> {
    let end = Instant::now() + within;
    while Instant::now() < end {
        if let Some(st) = child.try_wait().unwrap() {
            return st.code();
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

/// Kills and reaps the child (for `Drop`: a failed test leaves no service behind).
pub fn reap(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}
