//! systemd notification (sd_notify): READY=1 once everything is up, WATCHDOG=1 only while the
//! control thread is healthy, STATUS= lines a person can read, RELOADING=1/STOPPING=1.
//! Outside systemd (no NOTIFY_SOCKET) every call is a no-op.
//!
//! A send never blocks the service: the datagram socket is non-blocking, so a notification
//! the manager's queue cannot take right now (a stalled or overloaded systemd, a full
//! receive queue) is dropped and counted ([`Notifier::dropped`]); the first drop and every
//! power-of-two count after it are logged. Dropping is the right call for these messages:
//! each one states the current situation, so the next one supersedes a lost one, and a lost
//! WATCHDOG=1 only brings the watchdog decision closer, never hides a fault.

use sd_notify::NotifyState;
use std::fmt::Write as _;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::net::{SocketAddr, UnixDatagram};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Where notifications go: an unbound, non-blocking datagram socket and the manager's address.
struct Target {
    sock: UnixDatagram,
    addr: SocketAddr,
}

pub struct Notifier {
    target: Option<Target>,
    watchdog: Option<Duration>,
    sent: AtomicU64,
    dropped: AtomicU64,
}

/// The address NOTIFY_SOCKET names: a path, or `@name` for Linux's abstract namespace.
fn notify_addr(spec: &std::ffi::OsStr) -> io::Result<SocketAddr> {
    let bytes = spec.as_bytes();
    match bytes.first() {
        Some(b'@') => {
            #[cfg(target_os = "linux")]
            {
                use std::os::linux::net::SocketAddrExt;
                SocketAddr::from_abstract_name(&bytes[1..])
            }
            #[cfg(not(target_os = "linux"))]
            Err(io::Error::new(io::ErrorKind::Unsupported, "abstract NOTIFY_SOCKET outside Linux"))
        }
        Some(b'/') => SocketAddr::from_pathname(std::path::Path::new(spec)),
        _ => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("NOTIFY_SOCKET={spec:?} is neither an absolute path nor @abstract"),
        )),
    }
}

impl Notifier {
    /// Reads NOTIFY_SOCKET and WATCHDOG_USEC from the environment.
    pub fn from_env() -> Self {
        let watchdog = sd_notify::watchdog_enabled();
        let Some(spec) = std::env::var_os("NOTIFY_SOCKET") else {
            return Notifier::with_target(None, watchdog);
        };
        match notify_addr(&spec).and_then(Self::target) {
            Ok(t) => Notifier::with_target(Some(t), watchdog),
            Err(e) => {
                tracing::warn!(socket = ?spec, error = %e, "sd_notify disabled: cannot use NOTIFY_SOCKET");
                Notifier::with_target(None, watchdog)
            }
        }
    }

    /// Notifies the datagram socket at `addr` (a test double of the service manager).
    pub fn to_socket(addr: SocketAddr) -> io::Result<Self> {
        Ok(Notifier::with_target(Some(Self::target(addr)?), None))
    }

    fn target(addr: SocketAddr) -> io::Result<Target> {
        let sock = UnixDatagram::unbound()?;
        sock.set_nonblocking(true)?;
        Ok(Target { sock, addr })
    }

    fn with_target(target: Option<Target>, watchdog: Option<Duration>) -> Self {
        Notifier { target, watchdog, sent: AtomicU64::new(0), dropped: AtomicU64::new(0) }
    }

    /// The watchdog period systemd expects, if WatchdogSec= is set.
    pub fn watchdog_period(&self) -> Option<Duration> {
        self.watchdog
    }

    /// Notifications delivered to the manager's socket so far.
    pub fn sent(&self) -> u64 {
        self.sent.load(Ordering::Relaxed)
    }

    /// Notifications dropped because the socket could not take them at once (or failed).
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    fn send(&self, states: &[NotifyState]) {
        let Some(t) = &self.target else { return };
        let mut msg = String::new();
        for s in states {
            let _ = writeln!(msg, "{s}");
        }
        match t.sock.send_to_addr(msg.as_bytes(), &t.addr) {
            Ok(n) if n == msg.len() => {
                self.sent.fetch_add(1, Ordering::Relaxed);
            }
            Ok(n) => {
                self.drop_one(&io::Error::new(io::ErrorKind::WriteZero, format!("sent {n} of {} bytes", msg.len())))
            }
            Err(e) => self.drop_one(&e),
        }
    }

    fn drop_one(&self, e: &io::Error) {
        let n = self.dropped.fetch_add(1, Ordering::Relaxed) + 1;
        if n.is_power_of_two() {
            let why = if e.kind() == io::ErrorKind::WouldBlock { "the manager's queue is full" } else { "send failed" };
            tracing::warn!(error = %e, dropped = n, "sd_notify: notification dropped ({why}); the service goes on");
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_manager_that_reads_gets_each_notification_as_one_datagram() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notify.sock");
        let manager = UnixDatagram::bind(&path).unwrap();
        let n = Notifier::to_socket(notify_addr(path.as_os_str()).unwrap()).unwrap();
        n.ready("up: 250 Hz");
        n.watchdog();
        let mut buf = [0u8; 256];
        let k = manager.recv(&mut buf).unwrap();
        assert_eq!(&buf[..k], b"READY=1\nSTATUS=up: 250 Hz\n");
        let k = manager.recv(&mut buf).unwrap();
        assert_eq!(&buf[..k], b"WATCHDOG=1\n");
        assert_eq!((n.sent(), n.dropped()), (2, 0));
    }

    #[test]
    fn a_manager_that_never_reads_costs_dropped_notifications_not_a_blocked_service() {
        // Abstract address: nothing on disk; the receiver exists but never reads.
        let name = format!("@aide-notify-test-{}", std::process::id());
        let addr = notify_addr(std::ffi::OsStr::new(&name)).unwrap();
        let manager = UnixDatagram::bind_addr(&addr).unwrap();
        let n = Notifier::to_socket(addr).unwrap();
        const SENDS: u64 = 5_000;
        let (done_tx, done_rx) = mpsc::channel();
        let sender = std::thread::spawn(move || {
            for _ in 0..SENDS {
                n.watchdog();
            }
            let _ = done_tx.send(());
            n
        });
        // A blocking send would wait forever once the receive queue is full.
        done_rx.recv_timeout(Duration::from_secs(20)).expect("every send returned although nobody reads");
        let n = sender.join().unwrap();
        assert!(n.dropped() > 0, "the full queue was noticed");
        assert!(n.sent() > 0, "the queue took what it could");
        assert_eq!(n.sent() + n.dropped(), SENDS);
        drop(manager);
    }

    #[test]
    fn a_relative_notify_socket_is_refused_with_its_value() {
        let e = notify_addr(std::ffi::OsStr::new("run/notify")).unwrap_err();
        assert!(e.to_string().contains("run/notify"), "{e}");
    }
}
