//! The `aide` binary's global allocator: the system allocator, plus a count of the
//! allocations a thread makes while it asks for them to be counted (benches report
//! allocations per query with it). Not counting costs one thread-local flag read per
//! allocation.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static WATCHING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

#[inline]
fn count_if_watching() {
    // `try_with`: a thread being torn down may still allocate.
    if WATCHING.try_with(|w| w.get()).unwrap_or(false) {
        let _ = ALLOCATIONS.try_with(|a| a.set(a.get() + 1));
    }
}

// SAFETY: every call is forwarded unchanged to the system allocator; the count touches
// only const-initialised thread-locals without destructors (no allocation, no reentry).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_if_watching();
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_if_watching();
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_if_watching();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Runs `f` and returns its value with the number of allocations (and reallocations) this
/// thread made meanwhile.
pub fn counted<R>(f: impl FnOnce() -> R) -> (R, u64) {
    let before = ALLOCATIONS.with(|a| a.get());
    WATCHING.with(|w| w.set(true));
    let r = f();
    WATCHING.with(|w| w.set(false));
    (r, ALLOCATIONS.with(|a| a.get()) - before)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocations_made_while_counting_are_counted_and_others_are_not() {
        let (v, n) = counted(|| std::hint::black_box(vec![1u8; 64]));
        assert!(n >= 1);
        let (_, none) = counted(|| std::hint::black_box(v.len() + 1));
        assert_eq!(none, 0);
        let outside = std::hint::black_box(vec![2u8; 64]);
        let (_, still_none) = counted(|| outside.len());
        assert_eq!(still_none, 0);
    }
}
