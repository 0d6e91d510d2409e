//! The service as a child process in tests: waiting for its exit, and reaping it.

use std::process::Child;
use std::time::{Duration, Instant};

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
