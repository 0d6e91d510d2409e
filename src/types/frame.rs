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
        let (sx, sy) = self.scale_from(image_size);
        let (sx, sy) = (sx as f32, sy as f32);
        BBox::new(b.x1 * sx, b.y1 * sy, b.x2 * sx, b.y2 * sy)
    }

    /// A pixel of this frame in the pixels of an image of `image_size`: the other way.
    pub fn pixel_in_image(&self, (u, v): (f64, f64), image_size: (u32, u32)) -> (f64, f64) {
        let (sx, sy) = self.scale_from(image_size);
        (u / sx, v / sy)
    }

    /// This frame's pixels per pixel of an image of `image_size` (1 for an empty size).
    fn scale_from(&self, (w, h): (u32, u32)) -> (f64, f64) {
        if w == 0 || h == 0 {
            return (1.0, 1.0);
        }
        (f64::from(self.intrinsics.width) / f64::from(w), f64::from(self.intrinsics.height) / f64::from(h))
    }
}
