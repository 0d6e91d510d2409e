//! Grasp approach: from a target point in the base frame (and the direction to approach
//! it from) to a pre-grasp and a grasp tool pose and their joint solutions. The decision
//! side calls this at its 10 Hz rate with the current joints as seed, so it works on
//! fixed-size values only and warm-starts the solver.

use super::ik::{IkOptions, IkSolution};
use super::{Kinematics, KinematicsError};
use crate::control::types::{GoalKind, GripperCommand, Joints, MotionGoal, DOF};
use nalgebra::{Isometry3, Matrix3, Point3, Rotation3, Translation3, UnitQuaternion, Vector3};
use std::f64::consts::{FRAC_PI_3, FRAC_PI_6};

/// What to grasp and how to come in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GraspRequest {
    /// Where the tool centre point (between the fingers) should end up, base frame, m.
    pub target: Point3<f64>,
    /// Direction the tool moves in during the final approach (base frame; any length).
    /// `None`: horizontally, radially away from the base's z axis (a side grasp).
    pub approach: Option<Vector3<f64>>,
    /// Pre-grasp distance back along the approach, m.
    pub standoff_m: f64,
}

/// Pre-grasp and grasp tool poses with joint solutions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GraspApproach {
    pub pre_grasp: Isometry3<f64>,
    pub grasp: Isometry3<f64>,
    pub q_pre_grasp: Joints,
    pub q_grasp: Joints,
    /// Unit approach direction used.
    pub approach: Vector3<f64>,
}

impl GraspApproach {
    /// Goal that moves to the pre-grasp pose with the gripper open.
    pub fn pre_grasp_goal(&self, seq: u64, issued_ns: u64, speed_scale: f64) -> MotionGoal {
        MotionGoal {
            seq,
            issued_ns,
            kind: GoalKind::Joints { q: self.q_pre_grasp },
            gripper: Some(GripperCommand::OPEN),
            speed_scale,
        }
    }

    /// Goal that moves in to the grasp pose (gripper unchanged until the arm arrives).
    pub fn grasp_goal(&self, seq: u64, issued_ns: u64, speed_scale: f64) -> MotionGoal {
        MotionGoal { seq, issued_ns, kind: GoalKind::Joints { q: self.q_grasp }, gripper: None, speed_scale }
    }
}

/// Yaw offsets (rad, about the base z axis) from the radial direction tried in turn when
/// a request leaves the approach open.
pub const DEFAULT_APPROACH_FAN: [f64; 5] = [0.0, FRAC_PI_6, -FRAC_PI_6, FRAC_PI_3, -FRAC_PI_3];

/// Horizontal radial approach toward `target` (from the base's z axis outwards).
fn default_approach(target: &Point3<f64>) -> Vector3<f64> {
    let v = Vector3::new(target.x, target.y, 0.0);
    if v.norm() > 1e-6 {
        v.normalize()
    } else {
        Vector3::x()
    }
}

/// Tool orientation whose z axis is `approach` and whose x axis is as close as possible
/// to `x_hint` (minimal wrist roll from the current orientation).
pub fn tool_orientation(approach: &Vector3<f64>, x_hint: &Vector3<f64>) -> UnitQuaternion<f64> {
    let z = approach.normalize();
    let mut x = x_hint - z * z.dot(x_hint);
    if x.norm() < 1e-6 {
        // Hint parallel to the approach: any perpendicular axis will do; pick a stable one.
        let alt = if z.z.abs() < 0.9 { Vector3::z() } else { Vector3::x() };
        x = alt - z * z.dot(&alt);
    }
    let x = x.normalize();
    let y = z.cross(&x);
    let m = Matrix3::from_columns(&[x, y, z]);
    UnitQuaternion::from_rotation_matrix(&Rotation3::from_matrix_unchecked(m))
}

fn travel(a: &Joints, b: &Joints) -> f64 {
    (0..DOF).map(|i| (a[i] - b[i]).abs()).fold(0.0, f64::max)
}

impl Kinematics {
    /// Pre-grasp and grasp poses for `req` and their inverse kinematics, seeded from
    /// `seed` (normally the current joints). A two-finger gripper is symmetric under a
    /// half turn about the approach axis, so both rolls are tried and the one with less
    /// joint travel from the seed wins. Without an explicit approach, the horizontal
    /// radial one is tried first, then [`DEFAULT_APPROACH_FAN`] (the FR3's wrist offset
    /// makes radial approaches close to the base unreachable), then straight down.
    pub fn plan_grasp(
        &self,
        req: &GraspRequest,
        seed: &Joints,
        opts: &IkOptions,
    ) -> Result<GraspApproach, KinematicsError> {
        if !(req.target.coords.iter().all(|v| v.is_finite()) && req.standoff_m.is_finite()) {
            return Err(KinematicsError::NonFinite { what: "grasp target or standoff" });
        }
        match req.approach {
            Some(a) if a.iter().all(|v| v.is_finite()) && a.norm() > 1e-9 => {
                self.plan_grasp_along(req, &a.normalize(), seed, opts)
            }
            Some(a) => Err(KinematicsError::BadApproach([a.x, a.y, a.z])),
            None => {
                let radial = default_approach(&req.target);
                let mut first_err = None;
                for yaw in DEFAULT_APPROACH_FAN {
                    let a = UnitQuaternion::from_axis_angle(&Vector3::z_axis(), yaw) * radial;
                    match self.plan_grasp_along(req, &a, seed, opts) {
                        Ok(g) => return Ok(g),
                        Err(e) => {
                            first_err.get_or_insert(e);
                        }
                    }
                }
                match self.plan_grasp_along(req, &-Vector3::z(), seed, opts) {
                    Ok(g) => Ok(g),
                    Err(e) => Err(first_err.unwrap_or(e)),
                }
            }
        }
    }

    fn plan_grasp_along(
        &self,
        req: &GraspRequest,
        approach: &Vector3<f64>,
        seed: &Joints,
        opts: &IkOptions,
    ) -> Result<GraspApproach, KinematicsError> {
        let approach = *approach;
        let x_hint = self.tcp_pose(seed).rotation * Vector3::x();
        let base_rot = tool_orientation(&approach, &x_hint);
        let half_turn = UnitQuaternion::from_axis_angle(&Vector3::z_axis(), std::f64::consts::PI);
        let grasp_t = Translation3::from(req.target.coords);
        let pre_t = Translation3::from(req.target.coords - approach * req.standoff_m.max(0.0));

        let mut best: Option<(f64, GraspApproach)> = None;
        let mut last_err = None;
        for rot in [base_rot, base_rot * half_turn] {
            let pre = Isometry3::from_parts(pre_t, rot);
            let grasp = Isometry3::from_parts(grasp_t, rot);
            let solved = self
                .inverse(&pre, seed, opts)
                .and_then(|p: IkSolution| self.inverse(&grasp, &p.q, opts).map(|g| (p, g)));
            match solved {
                Ok((p, g)) => {
                    let cost = travel(seed, &p.q) + travel(&p.q, &g.q);
                    if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                        best = Some((
                            cost,
                            GraspApproach { pre_grasp: pre, grasp, q_pre_grasp: p.q, q_grasp: g.q, approach },
                        ));
                    }
                }
                Err(e) => last_err = Some(e),
            }
        }
        match (best, last_err) {
            (Some((_, g)), _) => Ok(g),
            (None, Some(e)) => Err(e),
            (None, None) => Err(KinematicsError::NonFinite { what: "grasp plan" }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn fr3() -> Kinematics {
        Kinematics::from_config(&Config::embedded_default().arm).unwrap()
    }

    #[test]
    fn a_side_grasp_puts_the_tcp_on_the_target_and_the_pre_grasp_behind_it() {
        let k = fr3();
        let req = GraspRequest { target: Point3::new(-0.45, -0.15, 0.25), approach: None, standoff_m: 0.1 };
        let g = k.plan_grasp(&req, &k.home(), &IkOptions::default()).unwrap();
        let tcp = k.tcp_pose(&g.q_grasp);
        assert!((tcp.translation.vector - req.target.coords).norm() < 1e-3);
        let pre = k.tcp_pose(&g.q_pre_grasp);
        let back = req.target.coords - pre.translation.vector;
        assert!((back.norm() - 0.1).abs() < 1e-3);
        // Tool z points along the approach, which is horizontal (radial or fanned out).
        let z = tcp.rotation * Vector3::z();
        assert!(z.z.abs() < 1e-3);
        let radial = Vector3::new(req.target.x, req.target.y, 0.0).normalize();
        assert!(z.dot(&radial) > 0.49, "{z} vs {radial}");
        assert!((z - g.approach).norm() < 1e-3);
        assert!(back.normalize().dot(&g.approach) > 0.999);
    }

    #[test]
    fn a_top_down_grasp_points_the_tool_down() {
        let k = fr3();
        let req = GraspRequest {
            target: Point3::new(-0.4, -0.1, 0.1),
            approach: Some(Vector3::new(0.0, 0.0, -1.0)),
            standoff_m: 0.12,
        };
        let g = k.plan_grasp(&req, &k.home(), &IkOptions::default()).unwrap();
        let z = k.tcp_pose(&g.q_grasp).rotation * Vector3::z();
        assert!(z.z < -0.999);
        assert!(k.limits().contains(&g.q_grasp) && k.limits().contains(&g.q_pre_grasp));
    }

    #[test]
    fn replanning_at_the_decision_rate_stays_on_one_branch() {
        // A target that drifts 5 mm per decision: each plan is seeded from the last one and
        // must not jump to another elbow or wrist configuration.
        let k = fr3();
        let mut seed = k.home();
        let mut prev: Option<Joints> = None;
        for i in 0..40 {
            let t = Point3::new(-0.5 - 0.005 * i as f64, -0.1, 0.3);
            let req = GraspRequest { target: t, approach: None, standoff_m: 0.1 };
            let g = k.plan_grasp(&req, &seed, &IkOptions::default()).unwrap();
            if let Some(p) = prev {
                assert!(travel(&p, &g.q_grasp) < 0.1, "jump at step {i}: {p:?} -> {:?}", g.q_grasp);
            }
            prev = Some(g.q_grasp);
            seed = g.q_pre_grasp;
        }
    }

    #[test]
    fn a_zero_approach_is_refused_by_name() {
        let k = fr3();
        let req =
            GraspRequest { target: Point3::new(0.4, 0.0, 0.3), approach: Some(Vector3::zeros()), standoff_m: 0.1 };
        assert!(matches!(k.plan_grasp(&req, &k.home(), &IkOptions::default()), Err(KinematicsError::BadApproach(_))));
    }

    #[test]
    fn an_out_of_reach_target_reports_unreachable() {
        let k = fr3();
        let req = GraspRequest { target: Point3::new(1.5, 0.0, 0.3), approach: None, standoff_m: 0.1 };
        let e = k.plan_grasp(&req, &k.home(), &IkOptions::default()).unwrap_err();
        assert!(matches!(e, KinematicsError::Unreachable { .. }), "{e}");
    }

    #[test]
    fn goals_carry_the_solutions() {
        let k = fr3();
        let req = GraspRequest { target: Point3::new(-0.45, -0.1, 0.3), approach: None, standoff_m: 0.1 };
        let g = k.plan_grasp(&req, &k.home(), &IkOptions::default()).unwrap();
        let pre = g.pre_grasp_goal(3, 10, 0.5);
        assert_eq!(pre.kind, GoalKind::Joints { q: g.q_pre_grasp });
        assert_eq!(pre.gripper, Some(GripperCommand::OPEN));
        assert_eq!(g.grasp_goal(4, 11, 0.3).kind, GoalKind::Joints { q: g.q_grasp });
    }
}
