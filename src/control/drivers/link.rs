//! The health of a device link, shared between a driver's I/O thread and the control thread.
//!
//! The I/O thread owns the socket or serial port and updates these atomics; the control
//! thread reads them in `read`/`command` without locks or waits. Counters only grow, so a
//! supervisor can log deltas (CRC errors, timeouts, reconnections) without resetting them.

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, AtomicU8, Ordering};
use std::time::{Duration, Instant};

/// What went wrong last on a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[repr(u8)]
pub enum LinkError {
    #[default]
    None = 0,
    /// The connection or port is closed / could not be opened.
    Disconnected = 1,
    /// The device did not answer in time.
    Timeout = 2,
    /// A frame failed its CRC / checksum / framing check or did not parse.
    Protocol = 3,
    /// The device answered with an error or fault code.
    Fault = 4,
}

impl LinkError {
    fn from_u8(v: u8) -> LinkError {
        match v {
            1 => LinkError::Disconnected,
            2 => LinkError::Timeout,
            3 => LinkError::Protocol,
            4 => LinkError::Fault,
            _ => LinkError::None,
        }
    }
}

/// A copy of a link's health, cheap to take every cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LinkStats {
    pub connected: bool,
    pub last_error: LinkError,
    /// Device fault / error code of the last answer (0 when healthy).
    pub fault_code: i64,
    /// Frames received intact.
    pub frames: u64,
    /// Frames that failed their CRC, checksum or framing check.
    pub crc_errors: u64,
    /// Requests the device did not answer in time.
    pub timeouts: u64,
    /// Successful (re)connections after the first one.
    pub reconnects: u64,
}

/// Atomics behind [`LinkStats`]; one per link (socket or serial port).
#[derive(Debug, Default)]
pub struct LinkHealth {
    connected: AtomicBool,
    ever_connected: AtomicBool,
    last_error: AtomicU8,
    fault_code: AtomicI64,
    frames: AtomicU64,
    crc_errors: AtomicU64,
    timeouts: AtomicU64,
    reconnects: AtomicU64,
}

impl LinkHealth {
    pub fn snapshot(&self) -> LinkStats {
        LinkStats {
            connected: self.connected.load(Ordering::Acquire),
            last_error: LinkError::from_u8(self.last_error.load(Ordering::Acquire)),
            fault_code: self.fault_code.load(Ordering::Acquire),
            frames: self.frames.load(Ordering::Relaxed),
            crc_errors: self.crc_errors.load(Ordering::Relaxed),
            timeouts: self.timeouts.load(Ordering::Relaxed),
            reconnects: self.reconnects.load(Ordering::Relaxed),
        }
    }

    pub fn is_connected(&self) -> bool {
        self.connected.load(Ordering::Acquire)
    }

    /// The link came up (counts a reconnection when it was up before).
    pub fn up(&self) {
        if self.ever_connected.swap(true, Ordering::AcqRel) {
            self.reconnects.fetch_add(1, Ordering::Relaxed);
        }
        self.last_error.store(LinkError::None as u8, Ordering::Release);
        self.connected.store(true, Ordering::Release);
    }

    /// The link went down.
    pub fn down(&self, why: LinkError) {
        self.last_error.store(why as u8, Ordering::Release);
        self.connected.store(false, Ordering::Release);
    }

    /// One intact frame; clears a timeout or protocol error (not a device fault).
    pub fn frame_ok(&self) {
        self.frames.fetch_add(1, Ordering::Relaxed);
        let e = self.last_error.load(Ordering::Acquire);
        if e == LinkError::Timeout as u8 || e == LinkError::Protocol as u8 {
            self.last_error.store(LinkError::None as u8, Ordering::Release);
        }
    }

    pub fn crc_error(&self) {
        self.crc_errors.fetch_add(1, Ordering::Relaxed);
        self.last_error.store(LinkError::Protocol as u8, Ordering::Release);
    }

    pub fn timeout(&self) {
        self.timeouts.fetch_add(1, Ordering::Relaxed);
        self.last_error.store(LinkError::Timeout as u8, Ordering::Release);
    }

    /// Sets (non-zero) or clears (zero) the device fault code.
    pub fn set_fault(&self, code: i64) {
        self.fault_code.store(code, Ordering::Release);
        let e = self.last_error.load(Ordering::Acquire);
        if code != 0 {
            self.last_error.store(LinkError::Fault as u8, Ordering::Release);
        } else if e == LinkError::Fault as u8 {
            self.last_error.store(LinkError::None as u8, Ordering::Release);
        }
    }

    pub fn fault_code(&self) -> i64 {
        self.fault_code.load(Ordering::Acquire)
    }
}

/// Sleeps up to `d`, waking early (returning false) when `stop` is set.
pub fn sleep_unless(stop: &AtomicBool, d: Duration) -> bool {
    let end = Instant::now() + d;
    loop {
        if stop.load(Ordering::Acquire) {
            return false;
        }
        let now = Instant::now();
        if now >= end {
            return true;
        }
        std::thread::sleep((end - now).min(Duration::from_millis(5)));
    }
}

/// Sleeps until `deadline` (or returns at once when it is past), waking early on `stop`.
pub fn sleep_until_unless(stop: &AtomicBool, deadline: Instant) -> bool {
    sleep_unless(stop, deadline.saturating_duration_since(Instant::now()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reconnections_are_counted_after_the_first_connection_only() {
        let h = LinkHealth::default();
        h.up();
        h.down(LinkError::Disconnected);
        assert!(!h.snapshot().connected);
        h.up();
        let s = h.snapshot();
        assert_eq!((s.connected, s.reconnects, s.last_error), (true, 1, LinkError::None));
    }

    #[test]
    fn a_good_frame_clears_a_timeout_but_not_a_fault() {
        let h = LinkHealth::default();
        h.timeout();
        h.frame_ok();
        assert_eq!(h.snapshot().last_error, LinkError::None);
        h.set_fault(7);
        h.frame_ok();
        assert_eq!((h.snapshot().last_error, h.fault_code()), (LinkError::Fault, 7));
        h.set_fault(0);
        assert_eq!(h.snapshot().last_error, LinkError::None);
    }
}
