//! Where a detected box is in 3-D: aligned depth inside the box, deprojected through the
//! camera and moved into the arm base frame with the camera pose at capture time.
//!
//! A box also covers background (the table behind a mug's handle, the floor beside a
//! duster), so the estimator keeps only the nearest cluster of depths: it takes the valid
//! depth samples on a grid over the box's central part, finds the near end of their
//! distribution (the 20th percentile) and averages the 3-D points of the samples within
//! `SURFACE_BAND_M` of it. That is the visible surface of the object, which is what a grasp
//! or an approach needs; its centre is reported.

use super::frame::Frame;
use crate::control::kinematics::camera::deproject;
use crate::geometry::BBox;
use nalgebra::{Isometry3, Point3, Vector3};

/// Samples per box side (a fixed grid: no allocation beyond this stack array).
const GRID: usize = 9;
/// Depths within this distance of the near end belong to the object's surface.
const SURFACE_BAND_M: f64 = 0.06;
/// Fraction of the box (centred) that is sampled: the box's rim is mostly background.
const CORE: f64 = 0.7;
/// Valid samples needed for an estimate.
const MIN_SAMPLES: usize = 4;

/// The 3-D centre of the visible surface inside `bbox` (arm base frame, metres), or `None`
/// when the frame has no depth or too few valid depth pixels fall inside the box.
pub fn box_point(frame: &Frame, bbox: &BBox, camera_pose: &Isometry3<f64>) -> Option<[f64; 3]> {
    let depth = frame.depth.as_deref()?;
    let (w, h) = (frame.intrinsics.width as usize, frame.intrinsics.height as usize);
    if depth.len() != w * h || w == 0 || h == 0 {
        return None;
    }
    let (cx, cy) = bbox.center();
    let (bw, bh) = (bbox.width() as f64 * CORE, bbox.height() as f64 * CORE);
    let mut samples = [(0.0f64, 0.0f64, 0.0f64); GRID * GRID];
    let mut n = 0;
    for i in 0..GRID {
        for j in 0..GRID {
            let u = cx as f64 + ((i as f64 + 0.5) / GRID as f64 - 0.5) * bw;
            let v = cy as f64 + ((j as f64 + 0.5) / GRID as f64 - 0.5) * bh;
            if !(u >= 0.0 && v >= 0.0) || u as usize >= w || v as usize >= h {
                continue;
            }
            let raw = depth[v as usize * w + u as usize];
            if raw == 0 {
                continue; // no depth at this pixel (RealSense reports 0)
            }
            samples[n] = (u, v, raw as f64 * frame.depth_scale as f64);
            n += 1;
        }
    }
    if n < MIN_SAMPLES {
        return None;
    }
    let samples = &mut samples[..n];
    samples.sort_unstable_by(|a, b| a.2.total_cmp(&b.2));
    let near = samples[n / 5].2;
    let mut sum = Vector3::zeros();
    let mut count = 0usize;
    for &(u, v, d) in samples.iter().filter(|s| (s.2 - near).abs() <= SURFACE_BAND_M) {
        if let Some(p) = deproject(&frame.intrinsics, u, v, d) {
            sum += p.coords;
            count += 1;
        }
    }
    if count < MIN_SAMPLES.min(n) {
        return None;
    }
    let p = camera_pose.transform_point(&Point3::from(sum / count as f64));
    Some([p.x, p.y, p.z])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::Intrinsics;
    use std::sync::Arc;

    const W: u32 = 64;
    const H: u32 = 48;

    fn intrinsics() -> Intrinsics {
        Intrinsics { width: W, height: H, fx: 50.0, fy: 50.0, cx: 32.0, cy: 24.0, coeffs: [0.0; 5] }
    }

    /// A frame whose depth is `background` m everywhere except `near` m inside `obj`.
    fn frame(background: u16, near: u16, obj: (usize, usize, usize, usize)) -> Frame {
        let mut d = vec![background; (W * H) as usize];
        for v in obj.1..obj.3 {
            for u in obj.0..obj.2 {
                d[v * W as usize + u] = near;
            }
        }
        Frame {
            seq: 1,
            captured_ns: 0,
            intrinsics: intrinsics(),
            rgb: Arc::from(vec![0u8; (W * H * 3) as usize]),
            depth: Some(Arc::from(d)),
            depth_scale: 0.001,
        }
    }

    #[test]
    fn an_object_in_front_of_the_background_is_located_on_its_surface() {
        // Object 1.0 m away filling the middle of a box that also covers a wall at 2.5 m.
        let f = frame(2500, 1000, (26, 18, 38, 30));
        let p = box_point(&f, &BBox::new(22.0, 14.0, 42.0, 34.0), &Isometry3::identity()).unwrap();
        assert!((p[2] - 1.0).abs() < 1e-6, "depth of the object, not the wall: {p:?}");
        assert!(p[0].abs() < 0.02 && p[1].abs() < 0.02, "centred on the optical axis: {p:?}");
    }

    #[test]
    fn the_point_is_expressed_in_the_arm_base_frame() {
        let f = frame(1500, 1500, (0, 0, 0, 0));
        let cam = Isometry3::translation(0.1, 0.0, 0.5);
        let p = box_point(&f, &BBox::new(27.0, 19.0, 37.0, 29.0), &cam).unwrap();
        assert!((p[0] - 0.1).abs() < 0.01 && (p[2] - 2.0).abs() < 1e-6, "{p:?}");
    }

    #[test]
    fn no_depth_or_holes_give_no_point() {
        let mut f = frame(0, 0, (0, 0, 0, 0));
        assert!(box_point(&f, &BBox::new(10.0, 10.0, 30.0, 30.0), &Isometry3::identity()).is_none());
        f.depth = None;
        assert!(box_point(&f, &BBox::new(10.0, 10.0, 30.0, 30.0), &Isometry3::identity()).is_none());
        // A box entirely outside the image.
        let f = frame(1000, 1000, (0, 0, 0, 0));
        assert!(box_point(&f, &BBox::new(100.0, 100.0, 120.0, 120.0), &Isometry3::identity()).is_none());
    }
}
