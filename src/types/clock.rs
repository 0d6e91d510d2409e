//! One monotonic clock for every thread: nanoseconds since the process started.

use std::sync::OnceLock;
use std::time::Instant;

fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

/// Monotonic nanoseconds since the first call in this process.
pub fn now_ns() -> u64 {
    epoch().elapsed().as_nanos() as u64
}

/// Converts a monotonic stamp back to an `Instant`.
pub fn instant_of(ns: u64) -> Instant {
    epoch() + std::time::Duration::from_nanos(ns)
}
