//! A raw output pointer that parallel kernel tasks share, each writing its own block.

/// Output pointer shared by parallel tasks that write disjoint blocks of it.
#[derive(Clone, Copy)]
pub(crate) struct OutPtr(pub(crate) *mut f32);
// SAFETY: every task writes a block of the output no other task touches (see the callers).
unsafe impl Send for OutPtr {}
unsafe impl Sync for OutPtr {}

impl OutPtr {
    /// The pointer (a method, so closures capture the `Sync` wrapper, not the raw field).
    pub(crate) fn get(self) -> *mut f32 {
        self.0
    }
}
