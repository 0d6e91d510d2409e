//! A counting allocator: the system allocator, plus a count of the allocations a thread makes
//! while it asks for them to be counted. The `aide` binary, the allocation tests and the
//! benches register it as their global allocator:
//! `#[global_allocator] static GLOBAL: aide::alloc_count::Counting = aide::alloc_count::Counting;`
//! (`aide index bench` reports allocations per query with it). Not counting costs one
//! thread-local flag read per allocation. Where it is not registered, [`counted`] counts 0.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

pub struct Counting;

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

/// Starts (true) or stops counting this thread's allocations.
pub fn set_counting(on: bool) {
    WATCHING.with(|w| w.set(on));
}

/// Allocations this thread made while counting, since it started.
pub fn allocations() -> u64 {
    ALLOCATIONS.with(|a| a.get())
}

/// Runs `f` and returns its value with the number of allocations (and reallocations) this
/// thread made meanwhile.
pub fn counted<R>(f: impl FnOnce() -> R) -> (R, u64) {
    let before = ALLOCATIONS.with(|a| a.get());
    WATCHING.with(|w| w.set(true));
    let r = f();
    WATCHING.with(|w| w.set(false));
    (r, ALLOCATIONS.with(|a| a.get()) - before)
}
