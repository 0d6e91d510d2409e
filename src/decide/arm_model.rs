//! The arm as the motion strategy sees it: forward kinematics of the tool and the camera,
//! inverse kinematics and side grasps. [`KinematicArm`] is the real one, from the arm's
//! kinematic chain and the camera mount in config.

use crate::config::Config;
use crate::control::kinematics::camera::CameraMount;
use crate::control::kinematics::grasp::GraspRequest;
use crate::control::kinematics::ik::IkOptions;
use crate::control::kinematics::{Kinematics, KinematicsError};
use crate::control::Joints;
use nalgebra::{Isometry3, Point3};

/// What the motion strategy needs to know about the arm (implemented over the kinematics).
pub trait ArmModel: Send + Sync {
    /// Tool centre point in the arm base frame.
    fn tcp_pose(&self, q: &Joints) -> Isometry3<f64>;
    /// Camera optical frame (z forward, x right, y down) in the arm base frame.
    fn camera_pose(&self, q: &Joints) -> Isometry3<f64>;
    /// Joint positions that put the TCP at `target`, starting the search from `seed`.
    fn solve(&self, target: &Isometry3<f64>, seed: &Joints) -> Result<Joints, String>;
    /// A side grasp of the point `target`: (pre-grasp joints, grasp joints, grasp TCP pose),
    /// the pre-grasp `standoff_m` back along a horizontal approach.
    fn side_grasp(
        &self,
        target: &Point3<f64>,
        standoff_m: f64,
        seed: &Joints,
    ) -> Result<(Joints, Joints, Isometry3<f64>), String>;
}

/// The arm's kinematics as the motion strategy and perception see it.
pub struct KinematicArm {
    kin: Kinematics,
    mount: CameraMount,
    ik: IkOptions,
}

impl KinematicArm {
    pub fn from_config(cfg: &Config) -> Result<Self, KinematicsError> {
        Ok(KinematicArm {
            kin: Kinematics::from_config(&cfg.arm)?,
            mount: CameraMount::from_config(&cfg.camera),
            // 10 Hz planning: warm-started from the current joints, which almost always converges
            // at once; the other seeds only cost time when a pose is hard (~50 us each).
            ik: IkOptions { max_seeds: 32, tolerance_m: 5e-4, tolerance_rad: 5e-3, ..IkOptions::default() },
        })
    }

    pub fn kinematics(&self) -> &Kinematics {
        &self.kin
    }
}

impl ArmModel for KinematicArm {
    fn tcp_pose(&self, q: &Joints) -> Isometry3<f64> {
        self.kin.tcp_pose(q)
    }
    fn camera_pose(&self, q: &Joints) -> Isometry3<f64> {
        self.mount.camera_pose(&self.kin, q)
    }
    fn solve(&self, target: &Isometry3<f64>, seed: &Joints) -> Result<Joints, String> {
        self.kin.inverse(target, seed, &self.ik).map(|s| s.q).map_err(|e| e.to_string())
    }
    fn side_grasp(
        &self,
        target: &Point3<f64>,
        standoff_m: f64,
        seed: &Joints,
    ) -> Result<(Joints, Joints, Isometry3<f64>), String> {
        let req = GraspRequest { target: *target, approach: None, standoff_m };
        self.kin
            .plan_grasp(&req, seed, &self.ik)
            .map(|g| (g.q_pre_grasp, g.q_grasp, g.grasp))
            .map_err(|e| e.to_string())
    }
}
