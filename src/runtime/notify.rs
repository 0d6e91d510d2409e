//! systemd notification (sd_notify): READY=1 once everything is up, WATCHDOG=1 only while the
//! control thread is healthy, STATUS= lines a person can read, RELOADING=1/STOPPING=1.
//! Outside systemd (no NOTIFY_SOCKET) every call is a no-op.

use sd_notify::NotifyState;
use std::time::Duration;

pub struct Notifier {
    enabled: bool,
    watchdog: Option<Duration>,
}

impl Notifier {
    /// Reads NOTIFY_SOCKET and WATCHDOG_USEC from the environment.
    pub fn from_env() -> Self {
        Notifier { enabled: std::env::var_os("NOTIFY_SOCKET").is_some(), watchdog: sd_notify::watchdog_enabled() }
    }

    /// The watchdog period systemd expects, if WatchdogSec= is set.
    pub fn watchdog_period(&self) -> Option<Duration> {
        self.watchdog
    }

    fn send(&self, states: &[NotifyState]) {
        if self.enabled {
            if let Err(e) = sd_notify::notify(states) {
                tracing::warn!(error = %e, "sd_notify failed");
            }
        }
    }

    pub fn ready(&self, status: &str) {
        self.send(&[NotifyState::Ready, NotifyState::Status(status)]);
    }

    pub fn status(&self, status: &str) {
        self.send(&[NotifyState::Status(status)]);
    }

    pub fn watchdog(&self) {
        self.send(&[NotifyState::Watchdog]);
    }

    pub fn reloading(&self) {
        match NotifyState::monotonic_usec_now() {
            Ok(now) => self.send(&[NotifyState::Reloading, now]),
            Err(_) => self.send(&[NotifyState::Reloading]),
        }
    }

    pub fn reloaded(&self, status: &str) {
        self.send(&[NotifyState::Ready, NotifyState::Status(status)]);
    }

    pub fn stopping(&self, status: &str) {
        self.send(&[NotifyState::Stopping, NotifyState::Status(status)]);
    }
}
