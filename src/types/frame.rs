//! A camera frame: the colour image (and depth) a detection was made on. Perception reads
//! frames from its camera; an observation carries its frame on, so the slow stream can show
//! the scene to a multimodal model.

use crate::types::geometry::BBox;
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

impl Frame {
    /// A box in the pixels of an image of `image_size` (an observation's detections) in this
    /// frame's pixels, which may be fewer (a reduced rendering).
    pub fn box_in_pixels(&self, b: &BBox, image_size: (u32, u32)) -> BBox {
        let (w, h) = image_size;
        if w == 0 || h == 0 || (w, h) == (self.intrinsics.width, self.intrinsics.height) {
            return *b;
        }
        let sx = self.intrinsics.width as f32 / w as f32;
        let sy = self.intrinsics.height as f32 / h as f32;
        BBox::new(b.x1 * sx, b.y1 * sy, b.x2 * sx, b.y2 * sy)
    }
}
