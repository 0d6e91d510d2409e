//! Kinematics of a 6-DOF serial arm described by URDF joint origins (config `[arm]`):
//! forward kinematics to the flange and the tool centre point, the geometric Jacobian,
//! inverse kinematics ([`ik`]), the eye-in-hand camera ([`camera`]) and grasp approach
//! poses ([`grasp`]).
//!
//! Conventions: every joint is revolute about its local z axis (as in the FR3 URDF);
//! a joint origin is `xyz` then fixed-axis roll-pitch-yaw (URDF: `Rz(yaw) Ry(pitch) Rx(roll)`)
//! relative to the previous joint's frame. Poses are `Isometry3<f64>` in the base frame,
//! metres and radians. Everything here works on fixed-size nalgebra types: no allocation.

pub mod camera;
pub mod grasp;
pub mod ik;

use super::limits::{ArmConfigError, JointLimits};
use super::types::{Joints, DOF};
use crate::config::ArmConfig;
use nalgebra::{Isometry3, Matrix6, Translation3, UnitQuaternion, Vector3};

pub use ik::{IkOptions, IkSolution};

/// Errors of the kinematics. `Unreachable` names the pose and the best residual found.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum KinematicsError {
    #[error(
        "pose unreachable: position [{:.4}, {:.4}, {:.4}] m, roll-pitch-yaw [{:.3}, {:.3}, {:.3}] \
         rad; best residual {position_residual_m:.4} m and {orientation_residual_rad:.4} rad \
         after {seeds_tried} seeds (tolerance {tolerance_m} m, {tolerance_rad} rad)",
        target.xyz[0], target.xyz[1], target.xyz[2], target.rpy[0], target.rpy[1], target.rpy[2]
    )]
    Unreachable {
        target: PoseSummary,
        position_residual_m: f64,
        orientation_residual_rad: f64,
        seeds_tried: usize,
        tolerance_m: f64,
        tolerance_rad: f64,
    },
    #[error("{what} is not finite")]
    NonFinite { what: &'static str },
    #[error("approach direction [{:.3}, {:.3}, {:.3}] has no usable length", .0[0], .0[1], .0[2])]
    BadApproach([f64; 3]),
    #[error(transparent)]
    Config(#[from] ArmConfigError),
}

/// A pose as printable numbers (position, roll-pitch-yaw), `Copy` so errors carry it cheaply.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PoseSummary {
    pub xyz: [f64; 3],
    pub rpy: [f64; 3],
}

impl From<&Isometry3<f64>> for PoseSummary {
    fn from(p: &Isometry3<f64>) -> Self {
        let (r, pi, y) = p.rotation.euler_angles();
        let t = p.translation.vector;
        PoseSummary { xyz: [t.x, t.y, t.z], rpy: [r, pi, y] }
    }
}

/// The pose of a URDF origin: translation then fixed-axis roll, pitch, yaw.
pub fn origin_pose(xyz: [f64; 3], rpy: [f64; 3]) -> Isometry3<f64> {
    Isometry3::from_parts(
        Translation3::new(xyz[0], xyz[1], xyz[2]),
        UnitQuaternion::from_euler_angles(rpy[0], rpy[1], rpy[2]),
    )
}

/// Frames of the chain at one joint configuration, all in the base frame.
#[derive(Debug, Clone, Copy)]
pub struct ChainFrames {
    /// Frame of joint i after its origin and before its rotation: the axis is its z.
    pub joints: [Isometry3<f64>; DOF],
    pub flange: Isometry3<f64>,
    pub tcp: Isometry3<f64>,
}

/// The arm's kinematic model.
#[derive(Debug, Clone)]
pub struct Kinematics {
    origins: [Isometry3<f64>; DOF],
    /// Last joint frame -> flange.
    flange: Isometry3<f64>,
    /// Flange -> tool centre point.
    tcp: Isometry3<f64>,
    limits: JointLimits,
    home: Joints,
}

impl Kinematics {
    /// The model of the `[arm]` section.
    pub fn from_config(arm: &ArmConfig) -> Result<Kinematics, KinematicsError> {
        let limits = JointLimits::from_config(arm)?;
        let mut origins = [Isometry3::identity(); DOF];
        for (o, j) in origins.iter_mut().zip(&arm.joints) {
            if !(j.xyz.iter().chain(&j.rpy).all(|v| v.is_finite())) {
                return Err(KinematicsError::NonFinite { what: "arm.joints[].xyz/rpy" });
            }
            *o = origin_pose(j.xyz, j.rpy);
        }
        if !arm.flange_xyz.iter().all(|v| v.is_finite()) || !arm.tcp_offset_m.is_finite() {
            return Err(KinematicsError::NonFinite { what: "arm.flange_xyz / arm.tcp_offset_m" });
        }
        Ok(Kinematics {
            origins,
            flange: origin_pose(arm.flange_xyz, [0.0; 3]),
            tcp: origin_pose([0.0, 0.0, arm.tcp_offset_m], [0.0; 3]),
            limits,
            home: limits.clamp(&arm.home),
        })
    }

    pub fn limits(&self) -> &JointLimits {
        &self.limits
    }

    /// The ready pose of the config (clamped into the limits).
    pub fn home(&self) -> Joints {
        self.home
    }

    /// Flange -> tool centre point transform.
    pub fn tcp_offset(&self) -> &Isometry3<f64> {
        &self.tcp
    }

    /// All frames of the chain at `q`.
    pub fn frames(&self, q: &Joints) -> ChainFrames {
        let mut t = Isometry3::identity();
        let mut joints = [Isometry3::identity(); DOF];
        for i in 0..DOF {
            t *= self.origins[i];
            joints[i] = t;
            t *= rot_z(q[i]);
        }
        let flange = t * self.flange;
        ChainFrames { joints, flange, tcp: flange * self.tcp }
    }

    /// Pose of the flange in the base frame.
    pub fn flange_pose(&self, q: &Joints) -> Isometry3<f64> {
        let mut t = Isometry3::identity();
        for i in 0..DOF {
            t *= self.origins[i] * rot_z(q[i]);
        }
        t * self.flange
    }

    /// Pose of the tool centre point in the base frame.
    pub fn tcp_pose(&self, q: &Joints) -> Isometry3<f64> {
        self.flange_pose(q) * self.tcp
    }

    /// Position of the tool centre point (the safety envelope's workspace check).
    pub fn tcp_position(&self, q: &Joints) -> Vector3<f64> {
        self.tcp_pose(q).translation.vector
    }

    /// Geometric Jacobian of the tool centre point in the base frame: rows 0-2 map joint
    /// rates to linear velocity (m/s), rows 3-5 to angular velocity (rad/s).
    pub fn jacobian(&self, q: &Joints) -> Matrix6<f64> {
        jacobian_of(&self.frames(q))
    }
}

/// Jacobian from already computed frames.
pub(crate) fn jacobian_of(f: &ChainFrames) -> Matrix6<f64> {
    let p = f.tcp.translation.vector;
    let mut j = Matrix6::zeros();
    for i in 0..DOF {
        let z = f.joints[i].rotation * Vector3::z();
        let lin = z.cross(&(p - f.joints[i].translation.vector));
        j.fixed_view_mut::<3, 1>(0, i).copy_from(&lin);
        j.fixed_view_mut::<3, 1>(3, i).copy_from(&z);
    }
    j
}

/// Rotation about the local z axis.
#[inline]
fn rot_z(a: f64) -> Isometry3<f64> {
    let (s, c) = (0.5 * a).sin_cos();
    Isometry3::from_parts(
        Translation3::identity(),
        UnitQuaternion::new_unchecked(nalgebra::Quaternion::new(c, 0.0, 0.0, s)),
    )
}

/// Orientation error `target * current^-1` as a rotation vector (rad), base frame.
pub fn orientation_error(target: &UnitQuaternion<f64>, current: &UnitQuaternion<f64>) -> Vector3<f64> {
    let d = target * current.inverse();
    // Shortest rotation: the quaternion and its negation are the same rotation.
    let d = if d.w < 0.0 { UnitQuaternion::new_unchecked(-d.into_inner()) } else { d };
    d.scaled_axis()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use std::f64::consts::FRAC_PI_2;

    fn fr3() -> Kinematics {
        Kinematics::from_config(&Config::embedded_default().arm).unwrap()
    }

    #[test]
    fn zero_pose_matches_the_fr3_geometry() {
        // With all joints at zero the URDF chain is: up 0.140 (j2), the upper arm and
        // forearm stretched along -x (0.280 + 0.24001), the wrist offsets 0.102 along
        // +y of the base... computed by hand from the origins: j2 rolls +90 deg so its z
        // is base -y; j5 rolls +90 deg again and j6 rolls back.
        let k = fr3();
        let f = k.flange_pose(&[0.0; 6]);
        let p = f.translation.vector;
        assert!((p.x - (-0.52001)).abs() < 1e-4, "{p}");
        assert!((p.z - (0.14 - 0.102)).abs() < 1e-4, "{p}");
        assert!((p.y - (-0.102 - 0.1)).abs() < 1e-4, "{p}");
    }

    #[test]
    fn jacobian_matches_finite_differences() {
        let k = fr3();
        let qs = [
            [0.0, -1.2, 1.6, -1.97, -FRAC_PI_2, 0.0],
            [0.3, -0.7, 1.1, -2.2, -1.0, 0.4],
            [-1.0, -2.0, 0.5, -1.0, 0.7, -2.0],
        ];
        let h = 1e-6;
        for q in qs {
            let j = k.jacobian(&q);
            let t0 = k.tcp_pose(&q);
            for i in 0..DOF {
                let mut qp = q;
                qp[i] += h;
                let t1 = k.tcp_pose(&qp);
                let v = (t1.translation.vector - t0.translation.vector) / h;
                let w = orientation_error(&t1.rotation, &t0.rotation) / h;
                for r in 0..3 {
                    assert!((j[(r, i)] - v[r]).abs() < 1e-5, "linear row {r} col {i}");
                    assert!((j[(r + 3, i)] - w[r]).abs() < 1e-5, "angular row {r} col {i}");
                }
            }
        }
    }

    #[test]
    fn tcp_lies_along_the_flange_z_axis() {
        let k = fr3();
        let q = [0.2, -1.0, 1.3, -1.8, -1.4, 0.5];
        let f = k.flange_pose(&q);
        let t = k.tcp_pose(&q);
        let along = f.rotation * Vector3::z() * 0.16;
        assert!((t.translation.vector - f.translation.vector - along).norm() < 1e-12);
    }
}
