//! Image-plane geometry shared by perception, decision and evaluation.

use serde::{Deserialize, Serialize};

/// Axis-aligned box in image pixels, `[x1, y1, x2, y2]` with x1 <= x2, y1 <= y2.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Default)]
#[serde(from = "[f32; 4]", into = "[f32; 4]")]
pub struct BBox {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
}

impl From<[f32; 4]> for BBox {
    fn from(v: [f32; 4]) -> Self {
        BBox::new(v[0], v[1], v[2], v[3])
    }
}

impl From<BBox> for [f32; 4] {
    fn from(b: BBox) -> Self {
        [b.x1, b.y1, b.x2, b.y2]
    }
}

impl BBox {
    /// Builds a box, ordering the corners.
    pub fn new(x1: f32, y1: f32, x2: f32, y2: f32) -> Self {
        BBox { x1: x1.min(x2), y1: y1.min(y2), x2: x1.max(x2), y2: y1.max(y2) }
    }

    /// Box of side lengths `w`, `h` centred on `(cx, cy)`.
    pub fn centered(cx: f32, cy: f32, w: f32, h: f32) -> Self {
        BBox::new(cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0)
    }

    pub fn width(&self) -> f32 {
        self.x2 - self.x1
    }

    pub fn height(&self) -> f32 {
        self.y2 - self.y1
    }

    pub fn area(&self) -> f32 {
        self.width().max(0.0) * self.height().max(0.0)
    }

    pub fn center(&self) -> (f32, f32) {
        ((self.x1 + self.x2) / 2.0, (self.y1 + self.y2) / 2.0)
    }

    pub fn is_finite(&self) -> bool {
        self.x1.is_finite() && self.y1.is_finite() && self.x2.is_finite() && self.y2.is_finite()
    }

    /// Overlap box, or `None` when the boxes do not intersect.
    pub fn intersection(&self, o: &BBox) -> Option<BBox> {
        let x1 = self.x1.max(o.x1);
        let y1 = self.y1.max(o.y1);
        let x2 = self.x2.min(o.x2);
        let y2 = self.y2.min(o.y2);
        (x2 > x1 && y2 > y1).then_some(BBox { x1, y1, x2, y2 })
    }

    pub fn intersects(&self, o: &BBox) -> bool {
        self.intersection(o).is_some()
    }

    pub fn iou(&self, o: &BBox) -> f32 {
        let inter = self.intersection(o).map(|b| b.area()).unwrap_or(0.0);
        let union = self.area() + o.area() - inter;
        if union <= 0.0 {
            0.0
        } else {
            inter / union
        }
    }

    /// Smallest box enclosing both.
    pub fn union(&self, o: &BBox) -> BBox {
        BBox { x1: self.x1.min(o.x1), y1: self.y1.min(o.y1), x2: self.x2.max(o.x2), y2: self.y2.max(o.y2) }
    }

    /// True when `o` lies entirely inside `self`.
    pub fn contains(&self, o: &BBox) -> bool {
        o.x1 >= self.x1 && o.y1 >= self.y1 && o.x2 <= self.x2 && o.y2 <= self.y2
    }

    /// Clamps the box to an image of `w` x `h` pixels.
    pub fn clamp_to(&self, w: f32, h: f32) -> BBox {
        BBox::new(self.x1.clamp(0.0, w), self.y1.clamp(0.0, h), self.x2.clamp(0.0, w), self.y2.clamp(0.0, h))
    }

    /// True when the box lies inside an image of `w` x `h` pixels.
    pub fn inside_image(&self, w: f32, h: f32) -> bool {
        self.is_finite() && self.x1 >= 0.0 && self.y1 >= 0.0 && self.x2 <= w && self.y2 <= h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iou_of_identical_boxes_is_one_and_of_disjoint_boxes_zero() {
        let a = BBox::new(0.0, 0.0, 10.0, 10.0);
        assert!((a.iou(&a) - 1.0).abs() < 1e-6);
        assert_eq!(a.iou(&BBox::new(20.0, 20.0, 30.0, 30.0)), 0.0);
        let b = BBox::new(5.0, 0.0, 15.0, 10.0);
        assert!((a.iou(&b) - 50.0 / 150.0).abs() < 1e-6);
    }

    #[test]
    fn boxes_round_trip_through_json_as_arrays() {
        let b: BBox = serde_json::from_str("[3, 4, 1, 2]").unwrap();
        assert_eq!(b, BBox::new(1.0, 2.0, 3.0, 4.0));
        assert_eq!(serde_json::to_string(&b).unwrap(), "[1.0,2.0,3.0,4.0]");
    }
}
