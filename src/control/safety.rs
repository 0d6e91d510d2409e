//! The safety envelope: checked every control cycle on the command about to be sent,
//! independent of the planner and the trajectory generator.
//!
//! Hard limits (never exceeded by a forwarded command; `tests/control_safety.rs` proves
//! it with property tests over random goals and states):
//! - every value finite;
//! - joint positions inside their ranges, with room to brake: a joint is never moving so
//!   fast toward a limit that it could not stop before it at full deceleration;
//! - joint velocity (finite difference of consecutive commands) within the joint's limit
//!   times `max_speed_scale` (after a live reduction of that bound a joint above it may
//!   only slow down);
//! - joint acceleration (second difference) within the joint's limit.
//!
//! A candidate that breaks one is projected onto the feasible set (the nearest command
//! that keeps them all) and reported as a [`Violation`]; the control step then starts a
//! controlled stop. Supervised conditions (start a controlled stop when they fail):
//! tool centre point inside the workspace box, including where the arm would come to
//! rest if it braked now; speed near people; goal targets inside limits and box.

use super::kinematics::Kinematics;
use super::limits::JointLimits;
use super::trajectory::stop_distance;
use super::types::{Joints, DOF};
use crate::config::{ControlConfig, SafetyConfig};
use nalgebra::Vector3;

/// Relative slack for floating-point noise before a candidate counts as a violation (the
/// forwarded command is still projected exactly onto the limits).
const REL_TOL: f64 = 1e-6;

/// The live part of the safety configuration (hot-reloadable, `Copy`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SafetyParams {
    pub workspace_min: Vector3<f64>,
    pub workspace_max: Vector3<f64>,
    pub person_slow_scale: f64,
    pub person_slow_m: f64,
    pub person_stop_m: f64,
    pub max_speed_scale: f64,
    pub max_following_error_rad: f64,
}

impl SafetyParams {
    pub fn from_config(c: &SafetyConfig) -> SafetyParams {
        let w = |a: [f64; 3]| Vector3::new(a[0], a[1], a[2]);
        SafetyParams {
            workspace_min: w(c.workspace_min),
            workspace_max: w(c.workspace_max),
            person_slow_scale: c.person_slow_scale.clamp(0.0, 1.0),
            person_slow_m: c.person_slow_m,
            person_stop_m: c.person_stop_m,
            max_speed_scale: c.max_speed_scale.clamp(0.0, 1.0),
            max_following_error_rad: c.max_following_error_rad,
        }
    }

    /// The part of `[control]` the control thread applies live.
    pub fn from_control(c: &ControlConfig) -> SafetyParams {
        SafetyParams::from_config(&c.safety)
    }

    /// Speed zone for the nearest person. `None`: nobody seen. A negative or non-finite
    /// distance is treated as a person at the robot (stop).
    pub fn person_zone(&self, distance_m: Option<f64>) -> PersonZone {
        match distance_m {
            None => PersonZone::Clear,
            Some(d) if !(d.is_finite() && d >= 0.0) => PersonZone::Stop,
            Some(d) if d < self.person_stop_m => PersonZone::Stop,
            Some(d) if d < self.person_slow_m => PersonZone::Slow(self.person_slow_scale),
            Some(_) => PersonZone::Clear,
        }
    }

    /// How far outside the workspace box a point is (0 inside), metres.
    pub fn outside_distance(&self, p: &Vector3<f64>) -> f64 {
        let mut d: f64 = 0.0;
        for i in 0..3 {
            if !p[i].is_finite() {
                return f64::INFINITY;
            }
            d = d.max(self.workspace_min[i] - p[i]).max(p[i] - self.workspace_max[i]);
        }
        d
    }
}

/// Speed regime from the nearest person's distance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PersonZone {
    Clear,
    /// Velocities scaled by this factor.
    Slow(f64),
    /// Controlled stop until the person steps back.
    Stop,
}

impl PersonZone {
    pub fn velocity_scale(&self) -> f64 {
        match self {
            PersonZone::Clear => 1.0,
            PersonZone::Slow(s) => *s,
            PersonZone::Stop => 0.0,
        }
    }
}

/// Which limit a candidate command broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitKind {
    NotFinite,
    Position,
    Velocity,
    Acceleration,
    Workspace,
    FollowingError,
}

impl std::fmt::Display for LimitKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LimitKind::NotFinite => "non-finite value",
            LimitKind::Position => "position limit",
            LimitKind::Velocity => "velocity limit",
            LimitKind::Acceleration => "acceleration limit",
            LimitKind::Workspace => "workspace box",
            LimitKind::FollowingError => "following error",
        })
    }
}

/// A limit broken by a candidate command (the forwarded command was corrected).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Violation {
    pub kind: LimitKind,
    /// Joint index, or `u8::MAX` for Cartesian checks.
    pub joint: u8,
    /// The offending value (rad, rad/s, rad/s^2, or metres outside the box).
    pub value: f64,
    /// The limit it was compared to.
    pub limit: f64,
}

/// Why a goal was refused before any motion toward it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GoalRejection {
    /// A target joint is not finite or outside its range.
    JointOutOfRange { joint: u8, value: f64, lower: f64, upper: f64 },
    /// The tool centre point at the target is outside the workspace box.
    OutsideWorkspace { tcp: [f64; 3], outside_m: f64 },
    /// The speed scale is not a finite number in 0..=1.
    BadSpeedScale(f64),
}

impl std::fmt::Display for GoalRejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GoalRejection::JointOutOfRange { joint, value, lower, upper } => {
                write!(f, "target joint {} = {value:.4} rad is outside {lower:.4} ..= {upper:.4}", joint + 1)
            }
            GoalRejection::OutsideWorkspace { tcp, outside_m } => write!(
                f,
                "tool centre point at the target [{:.3}, {:.3}, {:.3}] m is {outside_m:.3} m \
                 outside control.safety.workspace",
                tcp[0], tcp[1], tcp[2]
            ),
            GoalRejection::BadSpeedScale(s) => write!(f, "speed scale {s} is not in 0 ..= 1"),
        }
    }
}

/// A command that passed the envelope, with the finite-difference velocity and
/// acceleration the arm will see.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Checked {
    pub q: Joints,
    pub qd: Joints,
    pub qdd: Joints,
    /// The first limit the candidate broke (the command was projected onto the limits).
    pub violation: Option<Violation>,
}

/// The envelope. Holds the last forwarded command (position and velocity), so the
/// limits apply to what the arm actually receives.
#[derive(Debug, Clone)]
pub struct SafetyEnvelope {
    kin: Kinematics,
    limits: JointLimits,
    params: SafetyParams,
    dt: f64,
    q_prev: Joints,
    v_prev: Joints,
}

impl SafetyEnvelope {
    /// An envelope whose last command is `q` at rest.
    pub fn new(kin: &Kinematics, params: SafetyParams, dt: f64, q: &Joints) -> SafetyEnvelope {
        SafetyEnvelope {
            kin: kin.clone(),
            limits: *kin.limits(),
            params,
            dt,
            q_prev: kin.limits().clamp(q),
            v_prev: [0.0; DOF],
        }
    }

    pub fn params(&self) -> &SafetyParams {
        &self.params
    }

    pub fn limits(&self) -> &JointLimits {
        &self.limits
    }

    /// Applies new live parameters (at a cycle boundary).
    pub fn set_params(&mut self, p: SafetyParams) {
        self.params = p;
    }

    /// Changes the control period (at a cycle boundary). Velocities carry over.
    pub fn set_period(&mut self, dt: f64) {
        if dt.is_finite() && dt > 0.0 {
            self.dt = dt;
        }
    }

    /// The last forwarded command.
    pub fn last_command(&self) -> &Joints {
        &self.q_prev
    }

    /// Finite-difference velocity of the last forwarded command.
    pub fn last_velocity(&self) -> &Joints {
        &self.v_prev
    }

    /// Re-seeds the envelope (after a driver restart the arm is where it reports, at rest).
    pub fn reset(&mut self, q: &Joints) {
        self.q_prev = self.limits.clamp(q);
        self.v_prev = [0.0; DOF];
    }

    /// Tool centre point position at `q` (for state and checks).
    pub fn tcp(&self, q: &Joints) -> Vector3<f64> {
        self.kin.tcp_position(q)
    }

    /// Checks a goal's joint target before motion toward it starts.
    pub fn check_goal(&self, q: &Joints, speed_scale: f64) -> Result<(), GoalRejection> {
        if !(speed_scale.is_finite() && (0.0..=1.0).contains(&speed_scale)) {
            return Err(GoalRejection::BadSpeedScale(speed_scale));
        }
        if let Some((i, v)) = self.limits.first_violation(q) {
            return Err(GoalRejection::JointOutOfRange {
                joint: i as u8,
                value: v,
                lower: self.limits.lower[i],
                upper: self.limits.upper[i],
            });
        }
        let p = self.kin.tcp_position(q);
        let out = self.params.outside_distance(&p);
        if out > 0.0 {
            return Err(GoalRejection::OutsideWorkspace { tcp: [p.x, p.y, p.z], outside_m: out });
        }
        Ok(())
    }

    /// The velocity bound of joint `i` given the speed cap in force.
    fn velocity_bound(&self, i: usize, cap: f64) -> f64 {
        self.limits.max_velocity[i] * cap.clamp(0.0, 1.0)
    }

    /// Largest speed toward a limit `room` away from which the joint can still stop in
    /// time at full deceleration, given one more period at that speed.
    fn braking_speed(&self, i: usize, room: f64) -> f64 {
        if room <= 0.0 {
            return 0.0;
        }
        let a = self.limits.max_acceleration[i];
        let dt = self.dt;
        // v dt + v^2 / (2 a) <= room
        a * (-dt + (dt * dt + 2.0 * room / a).sqrt())
    }

    /// Checks `candidate` (the planned next command), projects it onto the hard limits
    /// when needed and records it as the last forwarded command. `speed_cap` is the
    /// fraction of the joint velocity limits allowed now (normally `max_speed_scale`).
    pub fn filter(&mut self, candidate: &Joints, speed_cap: f64) -> Checked {
        let dt = self.dt;
        let cap = speed_cap.min(self.params.max_speed_scale);
        let mut out = Checked { q: [0.0; DOF], qd: [0.0; DOF], qdd: [0.0; DOF], violation: None };
        for i in 0..DOF {
            let (qp, vp) = (self.q_prev[i], self.v_prev[i]);
            let a_max = self.limits.max_acceleration[i];
            // Feasible velocity interval for this cycle.
            let mut lo = vp - a_max * dt;
            let mut hi = vp + a_max * dt;
            let vb = self.velocity_bound(i, cap).max(vp.abs());
            lo = lo.max(-vb);
            hi = hi.min(vb);
            hi = hi.min(self.braking_speed(i, self.limits.upper[i] - qp));
            lo = lo.max(-self.braking_speed(i, qp - self.limits.lower[i]));
            if lo > hi {
                // Only reachable through rounding: take the middle.
                let m = 0.5 * (lo + hi);
                lo = m;
                hi = m;
            }
            let c = candidate[i];
            let mut v = (c - qp) / dt;
            let tol = REL_TOL * (1.0 + hi.abs().max(lo.abs()));
            let mut broke: Option<(LimitKind, f64, f64)> = None;
            if !v.is_finite() {
                broke = Some((LimitKind::NotFinite, c, 0.0));
                // Brake as hard as allowed toward rest.
                v = 0.0;
            } else if c < self.limits.lower[i] - 1e-12 || c > self.limits.upper[i] + 1e-12 {
                let lim = if c < self.limits.lower[i] { self.limits.lower[i] } else { self.limits.upper[i] };
                broke = Some((LimitKind::Position, c, lim));
            } else if v < lo - tol || v > hi + tol {
                let acc = (v - vp) / dt;
                broke = Some(if acc.abs() > a_max * (1.0 + REL_TOL) {
                    (LimitKind::Acceleration, acc, a_max)
                } else if v.abs() > vb * (1.0 + REL_TOL) {
                    (LimitKind::Velocity, v, vb)
                } else {
                    // Inside the rate limits but too fast toward a position limit.
                    (LimitKind::Position, c, if v > 0.0 { self.limits.upper[i] } else { self.limits.lower[i] })
                });
            }
            if let Some((kind, value, limit)) = broke {
                if out.violation.is_none() {
                    out.violation = Some(Violation { kind, joint: i as u8, value, limit });
                }
            }
            // A candidate inside the feasible interval passes unchanged: going through its
            // velocity and back can move it by a rounding step, and a moved command makes
            // the trajectory generator re-seed from finite differences.
            let q = if broke.is_none() && v >= lo && v <= hi {
                c
            } else {
                (qp + v.clamp(lo, hi) * dt).clamp(self.limits.lower[i], self.limits.upper[i])
            };
            let v = (q - qp) / dt;
            out.q[i] = q;
            out.qd[i] = v;
            out.qdd[i] = (v - vp) / dt;
        }
        self.q_prev = out.q;
        self.v_prev = out.qd;
        out
    }

    /// Workspace supervision of a forwarded command with acceleration `qdd`: the tool
    /// centre point, and where it would come to rest if the arm braked now at full
    /// deceleration, must not be (further) outside the box. Moving back toward the box
    /// from outside is allowed.
    pub fn workspace_check(&self, c: &Checked) -> Option<Violation> {
        let now = self.kin.tcp_position(&c.q);
        let out_now = self.params.outside_distance(&now);
        let mut q_rest = c.q;
        for i in 0..DOF {
            let d = stop_distance(c.qd[i], c.qdd[i], self.limits.max_acceleration[i], self.limits.max_jerk[i]);
            q_rest[i] = (c.q[i] + d.copysign(c.qd[i])).clamp(self.limits.lower[i], self.limits.upper[i]);
        }
        let out_rest = self.params.outside_distance(&self.kin.tcp_position(&q_rest));
        let prev_out = self.params.outside_distance(&self.kin.tcp_position(&self.q_prev_before(c)));
        let worst = out_now.max(out_rest);
        // Inside now and at rest: fine. Outside but not getting worse: fine (recovering).
        if worst <= 0.0 || worst <= prev_out + 1e-6 {
            return None;
        }
        Some(Violation { kind: LimitKind::Workspace, joint: u8::MAX, value: worst, limit: 0.0 })
    }

    /// The command before `c` (reconstructed from its finite-difference velocity).
    fn q_prev_before(&self, c: &Checked) -> Joints {
        let mut q = c.q;
        for i in 0..DOF {
            q[i] -= c.qd[i] * self.dt;
        }
        q
    }

    /// Following error: the measured joints must stay near the last command.
    pub fn following_check(&self, measured: &Joints) -> Option<Violation> {
        for i in 0..DOF {
            let e = (measured[i] - self.q_prev[i]).abs();
            if e.is_nan() || e > self.params.max_following_error_rad {
                return Some(Violation {
                    kind: if measured[i].is_finite() { LimitKind::FollowingError } else { LimitKind::NotFinite },
                    joint: i as u8,
                    value: e,
                    limit: self.params.max_following_error_rad,
                });
            }
        }
        None
    }

    /// Maximum time the trajectory generator needs to bring any joint from its capped
    /// speed down to a lower one (v/a + a/j, independent of the scale): the grace period
    /// of the speed monitor near people.
    pub fn slow_down_grace_s(&self) -> f64 {
        let mut t: f64 = 0.0;
        for i in 0..DOF {
            let (v, a, j) = (self.limits.max_velocity[i], self.limits.max_acceleration[i], self.limits.max_jerk[i]);
            t = t.max(v / a + a / j);
        }
        t + 2.0 * self.dt
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn envelope() -> SafetyEnvelope {
        let cfg = Config::embedded_default();
        let kin = Kinematics::from_config(&cfg.arm).unwrap();
        SafetyEnvelope::new(&kin, SafetyParams::from_control(&cfg.control), 0.004, &cfg.arm.home)
    }

    #[test]
    fn person_zones_follow_the_configured_distances() {
        let p = envelope().params;
        assert_eq!(p.person_zone(None), PersonZone::Clear);
        assert_eq!(p.person_zone(Some(3.0)), PersonZone::Clear);
        assert_eq!(p.person_zone(Some(1.0)), PersonZone::Slow(0.3));
        assert_eq!(p.person_zone(Some(0.2)), PersonZone::Stop);
        assert_eq!(p.person_zone(Some(f64::NAN)), PersonZone::Stop);
        assert_eq!(p.person_zone(Some(-1.0)), PersonZone::Stop);
    }

    #[test]
    fn a_jump_is_turned_into_an_acceleration_limited_step_and_reported() {
        let mut e = envelope();
        let mut c = *e.last_command();
        c[0] += 0.5;
        let out = e.filter(&c, 1.0);
        let v = out.violation.unwrap();
        assert_eq!(v.kind, LimitKind::Acceleration);
        assert_eq!(v.joint, 0);
        let a = out.qdd[0];
        assert!(a > 0.0 && a <= 6.0 + 1e-9, "{a}");
    }

    #[test]
    fn nan_commands_never_leave() {
        let mut e = envelope();
        let mut c = *e.last_command();
        c[3] = f64::NAN;
        let out = e.filter(&c, 1.0);
        assert_eq!(out.violation.unwrap().kind, LimitKind::NotFinite);
        assert!(out.q.iter().all(|v| v.is_finite()));
    }

    #[test]
    fn a_goal_outside_the_box_or_the_ranges_is_rejected() {
        let e = envelope();
        let mut q = Config::embedded_default().arm.home;
        assert!(e.check_goal(&q, 0.5).is_ok());
        q[1] = 3.0;
        assert!(matches!(e.check_goal(&q, 0.5), Err(GoalRejection::JointOutOfRange { joint: 1, .. })));
        assert!(matches!(
            e.check_goal(&Config::embedded_default().arm.home, f64::NAN),
            Err(GoalRejection::BadSpeedScale(_))
        ));
        // At home the tool points down, 4.7 cm above the base plane: a box ending at the
        // base plane excludes it.
        let mut tight = *e.params();
        tight.workspace_max.z = 0.0;
        let mut e2 = e.clone();
        e2.set_params(tight);
        let err = e2.check_goal(&Config::embedded_default().arm.home, 0.5).unwrap_err();
        assert!(matches!(err, GoalRejection::OutsideWorkspace { .. }), "{err}");
        assert!(err.to_string().contains("workspace"));
    }

    #[test]
    fn a_following_error_is_detected() {
        let e = envelope();
        let mut m = *e.last_command();
        assert!(e.following_check(&m).is_none());
        m[2] += 0.5;
        assert_eq!(e.following_check(&m).unwrap().kind, LimitKind::FollowingError);
        m[2] = f64::NAN;
        assert_eq!(e.following_check(&m).unwrap().kind, LimitKind::NotFinite);
    }
}
