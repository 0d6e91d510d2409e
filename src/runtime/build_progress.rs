//! How a person sees the index being built (a first start embeds tens of thousands of
//! texts): a progress bar with ETA when stderr is a terminal, plain lines on stderr every few
//! seconds otherwise, and a systemd STATUS= line when started by systemd.

use super::notify::Notifier;
use crate::knowledge::progress::{BuildProgress, LogLines};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::Duration;

pub struct StartupProgress {
    /// The bar and the phase it shows (terminal only).
    bar: Option<Mutex<(ProgressBar, String)>>,
    lines: LogLines,
    status: LogLines,
    notifier: Notifier,
}

impl StartupProgress {
    /// A bar when stderr is a terminal, log lines otherwise; STATUS= under systemd.
    pub fn new() -> StartupProgress {
        StartupProgress::with(std::io::stderr().is_terminal(), Notifier::from_env())
    }

    pub fn with(terminal: bool, notifier: Notifier) -> StartupProgress {
        let bar = terminal.then(|| {
            let style =
                ProgressStyle::with_template("{msg:>15} [{bar:40}] {pos}/{len} texts, {elapsed} spent, ETA {eta}")
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> ");
            Mutex::new((ProgressBar::new(0).with_style(style), String::new()))
        });
        StartupProgress { bar, lines: LogLines::default(), status: LogLines::new(Duration::from_secs(2)), notifier }
    }

    /// The STATUS= line for `done` of `total` texts of `phase`.
    pub fn status_line(phase: &str, done: usize, total: usize, eta: Option<Duration>) -> String {
        let left = eta.map(|d| format!(", about {} s left", d.as_secs())).unwrap_or_default();
        format!("building the index: {phase} {done}/{total} embedded{left}")
    }
}

impl Default for StartupProgress {
    fn default() -> Self {
        StartupProgress::new()
    }
}

impl BuildProgress for StartupProgress {
    fn embedded(&self, phase: &str, done: usize, total: usize) {
        match &self.bar {
            Some(b) => {
                let mut b = b.lock().unwrap_or_else(|p| p.into_inner());
                if b.1 != phase {
                    b.1 = phase.to_string();
                    b.0.reset();
                    b.0.set_length(total as u64);
                    b.0.set_message(phase.to_string());
                }
                b.0.set_position(done as u64);
                if done >= total {
                    b.0.finish();
                }
            }
            None => {
                if let Some(eta) = self.lines.due(phase, done, total) {
                    eprintln!("{}", StartupProgress::status_line(phase, done, total, eta));
                }
            }
        }
        if let Some(eta) = self.status.due(phase, done, total) {
            self.notifier.status(&StartupProgress::status_line(phase, done, total, eta));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::net::UnixDatagram;

    #[test]
    fn under_systemd_the_build_sends_status_lines_with_counts() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notify.sock");
        let server = UnixDatagram::bind(&path).unwrap();
        server.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
        let notifier = Notifier::to_socket(std::os::unix::net::SocketAddr::from_pathname(&path).unwrap()).unwrap();
        let p = StartupProgress::with(false, notifier);
        p.embedded("instructions", 0, 300);
        p.embedded("instructions", 300, 300);
        let mut buf = [0u8; 512];
        let mut got = Vec::new();
        for _ in 0..2 {
            let n = server.recv(&mut buf).unwrap();
            got.push(String::from_utf8_lossy(&buf[..n]).to_string());
        }
        assert!(got[0].contains("STATUS=building the index: instructions 0/300 embedded"), "{got:?}");
        assert!(got[1].contains("instructions 300/300 embedded"), "{got:?}");
    }
}
