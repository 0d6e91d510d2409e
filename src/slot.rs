//! Latest-value hand-off between threads.
//!
//! A [`Slot`] holds the newest value a producer published; readers take a copy of
//! the newest value without waiting for the writer. For `Copy` values on the control
//! path use [`triple_buffer`] directly (wait-free, no allocation); this slot wraps
//! [`arc_swap::ArcSwap`] for larger values (observations, plans) read at 10 Hz.

use arc_swap::ArcSwap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Newest-value slot with a publication counter.
pub struct Slot<T> {
    value: ArcSwap<T>,
    version: AtomicU64,
}

impl<T> Slot<T> {
    pub fn new(initial: T) -> Self {
        Slot { value: ArcSwap::from_pointee(initial), version: AtomicU64::new(0) }
    }

    /// Publishes a new value; readers see it on their next `load`.
    pub fn publish(&self, v: T) {
        self.value.store(Arc::new(v));
        self.version.fetch_add(1, Ordering::Release);
    }

    /// The newest value.
    pub fn load(&self) -> Arc<T> {
        self.value.load_full()
    }

    /// How many values were published so far (0 for the initial one).
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_see_the_newest_value_and_its_version() {
        let s = Slot::new(1u32);
        assert_eq!((*s.load(), s.version()), (1, 0));
        s.publish(2);
        s.publish(3);
        assert_eq!((*s.load(), s.version()), (3, 2));
    }
}
