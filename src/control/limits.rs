//! Per-joint limits of the arm, in the fixed-size form the control step uses.

use super::types::{Joints, DOF};
use crate::config::ArmConfig;

/// Position, velocity, acceleration and jerk limits of every joint (rad, rad/s, rad/s^2,
/// rad/s^3). `Copy` so the control step and the sim arm each hold their own.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JointLimits {
    pub lower: Joints,
    pub upper: Joints,
    pub max_velocity: Joints,
    pub max_acceleration: Joints,
    pub max_jerk: Joints,
}

/// The `[arm]` section does not describe a usable 6-joint arm.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{key}: {detail}")]
pub struct ArmConfigError {
    pub key: String,
    pub detail: String,
}

impl JointLimits {
    /// Limits from `[[arm.joints]]`; the config must list exactly [`DOF`] joints with
    /// finite, ordered limits and positive rates (what `Config::check` enforces).
    pub fn from_config(arm: &ArmConfig) -> Result<JointLimits, ArmConfigError> {
        if arm.joints.len() != DOF {
            return Err(ArmConfigError {
                key: "arm.joints".into(),
                detail: format!("{} joints given: exactly {DOF} are required", arm.joints.len()),
            });
        }
        let mut l = JointLimits {
            lower: [0.0; DOF],
            upper: [0.0; DOF],
            max_velocity: [0.0; DOF],
            max_acceleration: [0.0; DOF],
            max_jerk: [0.0; DOF],
        };
        for (i, j) in arm.joints.iter().enumerate() {
            let key = |f: &str| format!("arm.joints[{i}].{f}");
            if !(j.lower.is_finite() && j.upper.is_finite() && j.lower < j.upper) {
                return Err(ArmConfigError {
                    key: key("lower"),
                    detail: format!("{} must be finite and below upper {}", j.lower, j.upper),
                });
            }
            for (name, v) in
                [("max_velocity", j.max_velocity), ("max_acceleration", j.max_acceleration), ("max_jerk", j.max_jerk)]
            {
                if !(v.is_finite() && v > 0.0) {
                    return Err(ArmConfigError {
                        key: key(name),
                        detail: format!("{v} must be a positive finite number"),
                    });
                }
            }
            l.lower[i] = j.lower;
            l.upper[i] = j.upper;
            l.max_velocity[i] = j.max_velocity;
            l.max_acceleration[i] = j.max_acceleration;
            l.max_jerk[i] = j.max_jerk;
        }
        Ok(l)
    }

    /// True when every joint position is finite and inside its limits.
    pub fn contains(&self, q: &Joints) -> bool {
        (0..DOF).all(|i| q[i].is_finite() && q[i] >= self.lower[i] && q[i] <= self.upper[i])
    }

    /// First joint outside its limits (index, value), if any; non-finite values count.
    pub fn first_violation(&self, q: &Joints) -> Option<(usize, f64)> {
        (0..DOF).find(|&i| !(q[i].is_finite() && q[i] >= self.lower[i] && q[i] <= self.upper[i])).map(|i| (i, q[i]))
    }

    /// Clamps each joint into its limits (non-finite values become the range centre).
    pub fn clamp(&self, q: &Joints) -> Joints {
        let mut out = *q;
        for i in 0..DOF {
            out[i] = if q[i].is_finite() {
                q[i].clamp(self.lower[i], self.upper[i])
            } else {
                0.5 * (self.lower[i] + self.upper[i])
            };
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    #[test]
    fn the_default_arm_gives_the_fr3_limits() {
        let l = JointLimits::from_config(&Config::embedded_default().arm).unwrap();
        assert_eq!(l.lower[1], -4.6251);
        assert_eq!(l.upper[1], 1.4835);
        assert_eq!(l.max_velocity[5], 3.2);
        assert!(l.contains(&Config::embedded_default().arm.home));
    }

    #[test]
    fn a_five_joint_arm_is_refused_with_the_key() {
        let mut arm = Config::embedded_default().arm;
        arm.joints.pop();
        let e = JointLimits::from_config(&arm).unwrap_err();
        assert_eq!(e.key, "arm.joints");
        assert!(e.to_string().contains("5 joints"), "{e}");
    }

    #[test]
    fn clamping_handles_nan_and_out_of_range_values() {
        let l = JointLimits::from_config(&Config::embedded_default().arm).unwrap();
        let q = [f64::NAN, 10.0, -10.0, 0.0, 0.0, 0.0];
        let c = l.clamp(&q);
        assert!(l.contains(&c));
        assert_eq!(l.first_violation(&q).map(|v| v.0), Some(0));
        assert_eq!(c[1], l.upper[1]);
        assert_eq!(c[2], l.lower[2]);
    }
}
