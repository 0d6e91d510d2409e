//! A synthetic camera for tests and demos: coloured rectangles moving across a grey
//! background (no depth).

use crate::perception::{Camera, Frame, Intrinsics, PerceptionError};

/// A camera that draws coloured rectangles moving across a grey background (no depth).
pub struct SyntheticCamera {
    width: u32,
    height: u32,
    seq: u64,
    /// (colour, x, y, w, h, dx per frame)
    rects: Vec<([u8; 3], i64, i64, i64, i64, i64)>,
}

impl SyntheticCamera {
    pub fn new(width: u32, height: u32) -> Self {
        let (w, h) = (width as i64, height as i64);
        SyntheticCamera {
            width,
            height,
            seq: 0,
            rects: vec![
                ([220, 40, 40], w / 10, h / 4, w / 4, h / 3, 3),
                ([40, 60, 220], w / 2, h / 2, w / 5, h / 4, -2),
                ([40, 200, 80], w / 3, h / 10, w / 8, h / 5, 1),
            ],
        }
    }
}

impl Camera for SyntheticCamera {
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let (w, h) = (self.width as i64, self.height as i64);
        let mut rgb = vec![110u8; (w * h * 3) as usize];
        for &(c, x0, y0, rw, rh, dx) in &self.rects {
            let x0 = (x0 + dx * self.seq as i64).rem_euclid(w.max(1));
            for y in y0.max(0)..(y0 + rh).min(h) {
                for x in x0..(x0 + rw).min(w) {
                    let i = ((y * w + x) * 3) as usize;
                    rgb[i..i + 3].copy_from_slice(&c);
                }
            }
        }
        let f = Frame {
            seq: self.seq,
            captured_ns: crate::types::clock::now_ns(),
            intrinsics: Intrinsics {
                width: self.width,
                height: self.height,
                fx: self.width as f64,
                fy: self.width as f64,
                cx: self.width as f64 / 2.0,
                cy: self.height as f64 / 2.0,
                coeffs: [0.0; 5],
            },
            rgb: rgb.into(),
            depth: None,
            depth_scale: 0.001,
        };
        self.seq += 1;
        Ok(f)
    }

    fn name(&self) -> &str {
        "synthetic"
    }
}
