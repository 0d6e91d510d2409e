//! A camera frame: the colour image (and depth) a detection was made on. Perception reads
//! frames from its camera; an observation carries its frame on, so the slow stream can show
//! the scene to a multimodal model.

use crate::types::intrinsics::Intrinsics;
use std::sync::Arc;

/// One aligned colour + depth frame.
#[derive(Debug, Clone)]
pub struct Frame {
    pub seq: u64,
    /// Monotonic nanoseconds at capture (see [`crate::types::clock`]).
    pub captured_ns: u64,
    pub intrinsics: Intrinsics,
    /// RGB8, row-major, `width * height * 3` bytes.
    pub rgb: Arc<[u8]>,
    /// Depth aligned to colour, `width * height` values in device units; `None` without depth.
    pub depth: Option<Arc<[u16]>>,
    /// Metres per depth unit (RealSense D435: 0.001).
    pub depth_scale: f32,
}
