//! What the control thread reports for logging: stops with their causes, safety
//! corrections, rejected goals, driver faults and recoveries, missed deadlines. Events
//! are fixed-size `Copy` values (driver messages are truncated into a [`ShortText`]) so
//! the control step records them into a bounded channel without allocating; the caller
//! drains and logs them off the real-time thread.

use super::safety::{GoalRejection, Violation};
use super::types::{Joints, StopCause};
use std::fmt::{self, Write as _};

/// A message of at most [`ShortText::CAPACITY`] bytes, truncated at a character boundary.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ShortText {
    buf: [u8; ShortText::CAPACITY],
    len: u8,
}

impl ShortText {
    pub const CAPACITY: usize = 120;

    pub const fn empty() -> ShortText {
        ShortText { buf: [0; ShortText::CAPACITY], len: 0 }
    }

    /// Formats `v` into a new text without allocating (longer output is cut).
    pub fn of(v: &dyn fmt::Display) -> ShortText {
        let mut t = ShortText::empty();
        let _ = write!(t, "{v}");
        t
    }

    pub fn as_str(&self) -> &str {
        // Only whole UTF-8 characters are ever written.
        std::str::from_utf8(&self.buf[..self.len as usize]).unwrap_or("")
    }
}

impl fmt::Write for ShortText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for ch in s.chars() {
            let mut tmp = [0u8; 4];
            let bytes = ch.encode_utf8(&mut tmp).as_bytes();
            let at = self.len as usize;
            if at + bytes.len() > ShortText::CAPACITY {
                return Ok(());
            }
            self.buf[at..at + bytes.len()].copy_from_slice(bytes);
            self.len += bytes.len() as u8;
        }
        Ok(())
    }
}

impl fmt::Debug for ShortText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for ShortText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which device an event concerns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Device {
    Arm,
    Gripper,
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Device::Arm => "arm",
            Device::Gripper => "gripper",
        })
    }
}

/// Why, in detail, a stop began.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StopDetail {
    None,
    /// A command broke a hard limit (and was corrected) or a supervised limit.
    Violation(Violation),
    /// The goal was refused.
    Rejection(GoalRejection),
    /// Age of the last goal when the watchdog fired, ms.
    GoalAge {
        age_ms: f64,
        timeout_ms: f64,
    },
    /// Nearest person's distance (NaN: unknown).
    Person {
        distance_m: f64,
    },
    /// Age of the newest camera frame when it ran past the limit, ms.
    FrameAge {
        age_ms: f64,
        timeout_ms: f64,
    },
    /// Driver message.
    Driver(ShortText),
}

/// One thing that happened on the control thread.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum EventKind {
    /// The loop runs; how the real-time requests went.
    Started {
        q: Joints,
        sched_fifo: Option<i32>,
        memory_locked: bool,
    },
    /// A controlled stop began.
    Stop {
        cause: StopCause,
        detail: StopDetail,
    },
    /// The arm is at rest after a stop, `stop_ms` after it began.
    AtRest {
        cause: StopCause,
        stop_ms: f64,
    },
    /// Tracking goals again after a stop.
    Resumed {
        goal_seq: u64,
    },
    /// A goal was refused (the arm keeps doing what it did, or stops).
    GoalRejected {
        goal_seq: u64,
        reason: GoalRejection,
    },
    /// The safety envelope corrected a command.
    SafetyCorrection(Violation),
    DriverError {
        device: Device,
        text: ShortText,
    },
    DriverRecovered {
        device: Device,
    },
    /// A cycle overran its deadline; `total` so far, `late_us` this time.
    DeadlineMissed {
        total: u64,
        late_us: f64,
    },
    /// New live parameters applied at a cycle boundary.
    LiveConfigApplied {
        rate_hz: f64,
        goal_timeout_ms: f64,
    },
    /// Events were lost because nobody drained them (the channel was full).
    EventsDropped {
        count: u64,
    },
    /// The loop ended after a shutdown stop.
    ShutDown,
}

/// A stamped event.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ControlEvent {
    /// Monotonic ns (see [`crate::types::clock`]).
    pub stamp_ns: u64,
    pub cycle: u64,
    pub kind: EventKind,
}

impl ControlEvent {
    /// True for events that deserve a warning rather than an info line.
    pub fn is_warning(&self) -> bool {
        matches!(
            self.kind,
            EventKind::Stop { .. }
                | EventKind::GoalRejected { .. }
                | EventKind::SafetyCorrection(_)
                | EventKind::DriverError { .. }
                | EventKind::DeadlineMissed { .. }
                | EventKind::EventsDropped { .. }
        )
    }
}

fn cause_text(c: StopCause) -> &'static str {
    match c {
        StopCause::Shutdown => "shutdown",
        StopCause::StaleGoal => "stale goal (watchdog)",
        StopCause::ArmFault => "arm fault",
        StopCause::GripperFault => "gripper fault",
        StopCause::EStop => "emergency stop input",
        StopCause::SafetyReject => "safety envelope",
        StopCause::PersonNear => "person too close",
        StopCause::CameraLost => "camera lost",
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.joint == u8::MAX {
            write!(f, "{}: {:.4} (limit {:.4})", self.kind, self.value, self.limit)
        } else {
            write!(f, "joint {} {}: {:.4} (limit {:.4})", self.joint + 1, self.kind, self.value, self.limit)
        }
    }
}

impl fmt::Display for StopDetail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopDetail::None => Ok(()),
            StopDetail::Violation(v) => write!(f, "{v}"),
            StopDetail::Rejection(r) => write!(f, "{r}"),
            StopDetail::GoalAge { age_ms, timeout_ms } => {
                write!(f, "last goal is {age_ms:.0} ms old (control.goal_timeout_ms = {timeout_ms:.0})")
            }
            StopDetail::Person { distance_m } => write!(f, "nearest person at {distance_m:.2} m"),
            StopDetail::FrameAge { age_ms, timeout_ms } => {
                write!(f, "newest camera frame is {age_ms:.0} ms old (control.perception_timeout_ms = {timeout_ms:.0})")
            }
            StopDetail::Driver(t) => write!(f, "{t}"),
        }
    }
}

impl fmt::Display for ControlEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            EventKind::Started { q, sched_fifo, memory_locked } => write!(
                f,
                "control loop started at joints {:?}; SCHED_FIFO {}; memory {}",
                q.map(|v| (v * 1e4).round() / 1e4),
                sched_fifo.map(|p| format!("priority {p}")).unwrap_or_else(|| "not in use".into()),
                if *memory_locked { "locked" } else { "not locked" }
            ),
            EventKind::Stop { cause, detail } => {
                write!(f, "controlled stop: {}", cause_text(*cause))?;
                if !matches!(detail, StopDetail::None) {
                    write!(f, ": {detail}")?;
                }
                Ok(())
            }
            EventKind::AtRest { cause, stop_ms } => {
                write!(f, "arm at rest {stop_ms:.0} ms after the stop ({})", cause_text(*cause))
            }
            EventKind::Resumed { goal_seq } => write!(f, "tracking goals again from goal {goal_seq}"),
            EventKind::GoalRejected { goal_seq, reason } => write!(f, "goal {goal_seq} rejected: {reason}"),
            EventKind::SafetyCorrection(v) => write!(f, "safety envelope corrected a command: {v}"),
            EventKind::DriverError { device, text } => write!(f, "{device} driver: {text}"),
            EventKind::DriverRecovered { device } => write!(f, "{device} driver answers again"),
            EventKind::DeadlineMissed { total, late_us } => {
                write!(f, "control cycle missed its deadline by {late_us:.0} us ({total} missed so far)")
            }
            EventKind::LiveConfigApplied { rate_hz, goal_timeout_ms } => {
                write!(f, "live control settings applied: rate {rate_hz} Hz, goal timeout {goal_timeout_ms} ms")
            }
            EventKind::EventsDropped { count } => write!(f, "{count} control events were dropped (not drained)"),
            EventKind::ShutDown => write!(f, "control loop ended after a controlled stop"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_truncates_at_a_character_boundary() {
        let long = "é".repeat(200);
        let t = ShortText::of(&long);
        assert!(t.as_str().len() <= ShortText::CAPACITY);
        assert!(t.as_str().chars().all(|c| c == 'é'));
        assert_eq!(ShortText::of(&"abc").as_str(), "abc");
    }

    #[test]
    fn a_stop_reads_like_a_log_line() {
        let e = ControlEvent {
            stamp_ns: 0,
            cycle: 7,
            kind: EventKind::Stop {
                cause: StopCause::StaleGoal,
                detail: StopDetail::GoalAge { age_ms: 612.0, timeout_ms: 500.0 },
            },
        };
        assert_eq!(
            e.to_string(),
            "controlled stop: stale goal (watchdog): last goal is 612 ms old (control.goal_timeout_ms = 500)"
        );
        assert!(e.is_warning());
    }
}
