//! Camera frames: what a [`Camera`] delivers to the perception thread.

use std::sync::Arc;

/// Pinhole intrinsics with Brown-Conrady distortion (RealSense's model).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Intrinsics {
    pub width: u32,
    pub height: u32,
    pub fx: f64,
    pub fy: f64,
    pub cx: f64,
    pub cy: f64,
    /// k1, k2, p1, p2, k3.
    pub coeffs: [f64; 5],
}

/// One aligned colour + depth frame.
#[derive(Debug, Clone)]
pub struct Frame {
    pub seq: u64,
    /// Monotonic nanoseconds at capture (see [`crate::runtime::clock`]).
    pub captured_ns: u64,
    pub intrinsics: Intrinsics,
    /// RGB8, row-major, `width * height * 3` bytes.
    pub rgb: Arc<[u8]>,
    /// Depth aligned to colour, `width * height` values in device units; `None` without depth.
    pub depth: Option<Arc<[u16]>>,
    /// Metres per depth unit (RealSense D435: 0.001).
    pub depth_scale: f32,
}

/// A source of frames (RealSense, replay directory, ...).
pub trait Camera: Send {
    /// Blocks until the next frame (bounded by the device's frame period and a timeout).
    fn next_frame(&mut self) -> Result<Frame, super::PerceptionError>;
    fn name(&self) -> &str;
}
