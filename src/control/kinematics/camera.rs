//! The eye-in-hand camera: its pose from the flange (`[camera] mount_xyz/mount_rpy`) and
//! pixel + depth deprojection with pinhole intrinsics and Brown-Conrady distortion.
//!
//! Camera optical frame: x right, y down, z forward (RealSense and OpenCV convention).
//! Distortion coefficients are `[k1, k2, p1, p2, k3]` of the forward Brown-Conrady model
//! (undistorted normalised point -> distorted), as in OpenCV and librealsense's
//! `RS2_DISTORTION_BROWN_CONRADY`: projection applies it, deprojection inverts it by
//! fixed-point iteration (as librealsense does). A D435 colour stream usually reports
//! zero coefficients, which makes both plain pinhole.

use super::{origin_pose, Kinematics};
use crate::config::CameraConfig;
use crate::control::types::Joints;
use crate::types::Intrinsics;
use nalgebra::{Isometry3, Point3};

/// Iterations of the undistortion fixed point (librealsense uses 10).
const UNDISTORT_ITERATIONS: usize = 10;

/// Where the camera sits on the flange.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraMount {
    /// Camera optical frame relative to the flange.
    pub flange_to_camera: Isometry3<f64>,
}

impl CameraMount {
    pub fn from_config(cam: &CameraConfig) -> CameraMount {
        CameraMount { flange_to_camera: origin_pose(cam.mount_xyz, cam.mount_rpy) }
    }

    /// Pose of the camera optical frame in the base frame at joints `q`.
    pub fn camera_pose(&self, kin: &Kinematics, q: &Joints) -> Isometry3<f64> {
        kin.flange_pose(q) * self.flange_to_camera
    }
}

/// Intrinsics of the `[camera]` section (no distortion; a real camera reports its own).
pub fn intrinsics_from_config(cam: &CameraConfig) -> Intrinsics {
    Intrinsics {
        width: cam.width,
        height: cam.height,
        fx: cam.fx,
        fy: cam.fy,
        cx: cam.cx,
        cy: cam.cy,
        coeffs: [0.0; 5],
    }
}

fn distort(k: &[f64; 5], x: f64, y: f64) -> (f64, f64) {
    let r2 = x * x + y * y;
    let radial = 1.0 + r2 * (k[0] + r2 * (k[1] + r2 * k[4]));
    let xd = x * radial + 2.0 * k[2] * x * y + k[3] * (r2 + 2.0 * x * x);
    let yd = y * radial + 2.0 * k[3] * x * y + k[2] * (r2 + 2.0 * y * y);
    (xd, yd)
}

/// Pixel of a point given in the camera optical frame; `None` behind the camera or for
/// non-finite input.
pub fn project(intr: &Intrinsics, p: &Point3<f64>) -> Option<(f64, f64)> {
    if !(p.z > 0.0 && p.x.is_finite() && p.y.is_finite() && p.z.is_finite()) {
        return None;
    }
    let (x, y) = distort(&intr.coeffs, p.x / p.z, p.y / p.z);
    Some((x * intr.fx + intr.cx, y * intr.fy + intr.cy))
}

/// Point in the camera optical frame seen at pixel `(u, v)` with depth `depth_m` (the
/// z coordinate, as RealSense depth is). `None` for a non-positive or non-finite depth.
pub fn deproject(intr: &Intrinsics, u: f64, v: f64, depth_m: f64) -> Option<Point3<f64>> {
    if !(depth_m > 0.0 && depth_m.is_finite() && u.is_finite() && v.is_finite()) {
        return None;
    }
    let xd = (u - intr.cx) / intr.fx;
    let yd = (v - intr.cy) / intr.fy;
    let (mut x, mut y) = (xd, yd);
    if intr.coeffs.iter().any(|c| *c != 0.0) {
        let k = &intr.coeffs;
        for _ in 0..UNDISTORT_ITERATIONS {
            let r2 = x * x + y * y;
            let icdist = 1.0 / (1.0 + r2 * (k[0] + r2 * (k[1] + r2 * k[4])));
            let dx = 2.0 * k[2] * x * y + k[3] * (r2 + 2.0 * x * x);
            let dy = 2.0 * k[3] * x * y + k[2] * (r2 + 2.0 * y * y);
            x = (xd - dx) * icdist;
            y = (yd - dy) * icdist;
        }
    }
    Some(Point3::new(x * depth_m, y * depth_m, depth_m))
}

/// Base-frame point seen at pixel `(u, v)` with depth `depth_m` while the arm is at `q`.
pub fn pixel_to_base(
    kin: &Kinematics,
    mount: &CameraMount,
    intr: &Intrinsics,
    q: &Joints,
    u: f64,
    v: f64,
    depth_m: f64,
) -> Option<Point3<f64>> {
    deproject(intr, u, v, depth_m).map(|p| mount.camera_pose(kin, q) * p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn d435_like() -> Intrinsics {
        Intrinsics {
            width: 640,
            height: 480,
            fx: 615.3,
            fy: 614.9,
            cx: 322.1,
            cy: 238.4,
            coeffs: [0.08, -0.18, 0.0012, -0.0008, 0.05],
        }
    }

    #[test]
    fn deprojection_inverts_projection_across_the_image() {
        let intr = d435_like();
        for u in (0..640).step_by(37) {
            for v in (0..480).step_by(31) {
                let depth = 0.3 + (u + v) as f64 / 1000.0;
                let p = deproject(&intr, u as f64, v as f64, depth).unwrap();
                assert!((p.z - depth).abs() < 1e-12);
                let (pu, pv) = project(&intr, &p).unwrap();
                assert!((pu - u as f64).abs() < 1e-3 && (pv - v as f64).abs() < 1e-3, "{u},{v}: {pu},{pv}");
            }
        }
    }

    #[test]
    fn projection_inverts_deprojection_for_points_in_view() {
        let intr = d435_like();
        for p in [Point3::new(0.1, -0.05, 0.6), Point3::new(-0.2, 0.15, 1.1), Point3::new(0.0, 0.0, 0.4)] {
            let (u, v) = project(&intr, &p).unwrap();
            let back = deproject(&intr, u, v, p.z).unwrap();
            assert!((back - p).norm() < 1e-6, "{p} -> {back}");
        }
    }

    #[test]
    fn the_principal_point_deprojects_onto_the_optical_axis() {
        let intr = d435_like();
        let p = deproject(&intr, intr.cx, intr.cy, 0.8).unwrap();
        assert!(p.x.abs() < 1e-12 && p.y.abs() < 1e-12);
        assert!(deproject(&intr, 1.0, 1.0, 0.0).is_none());
        assert!(deproject(&intr, 1.0, 1.0, f64::NAN).is_none());
        assert!(project(&intr, &Point3::new(0.0, 0.0, -1.0)).is_none());
    }

    #[test]
    fn a_pixel_maps_to_the_base_frame_through_the_mount() {
        let cfg = Config::embedded_default();
        let kin = Kinematics::from_config(&cfg.arm).unwrap();
        let mount = CameraMount::from_config(&cfg.camera);
        let intr = intrinsics_from_config(&cfg.camera);
        let q = kin.home();
        let p = pixel_to_base(&kin, &mount, &intr, &q, intr.cx, intr.cy, 0.5).unwrap();
        // The principal ray is the camera's z axis: 0.5 m in front of the camera origin.
        let cam = mount.camera_pose(&kin, &q);
        let expect = cam.translation.vector + cam.rotation * nalgebra::Vector3::z() * 0.5;
        assert!((p.coords - expect).norm() < 1e-12);
        // The camera sits at mount_xyz in the flange frame.
        let rel = kin.flange_pose(&q).inverse() * cam;
        let m = cfg.camera.mount_xyz;
        assert!((rel.translation.vector - nalgebra::Vector3::new(m[0], m[1], m[2])).norm() < 1e-12);
    }
}
