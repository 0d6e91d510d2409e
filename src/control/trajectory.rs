//! Jerk-limited joint-space motion (rsruckig, the Rust port of Ruckig).
//!
//! One [`JointTrajectory`] lives in the control step. Every cycle it advances by the
//! control period toward the current target; when the target (or a limit) changes it
//! re-plans from the current position, velocity and acceleration, so re-targeting at the
//! decision rate is continuous in all three. A controlled stop switches to Ruckig's
//! velocity interface with a zero target: jerk-limited deceleration to rest.
//!
//! Limits: positions stay within each joint's range (Ruckig's position limits); velocity
//! is scaled by `vel_scale` and acceleration by `acc_scale`, both fractions of the joint's
//! configured limits; jerk is always the joint's limit. Stops use the full limits.
//!
//! Allocation: rsruckig with a const DOF keeps all its per-DOF data on the stack and
//! re-plans in place (checked with the counting allocator in `tests/control_no_alloc.rs`);
//! only its error paths format a message.
//!
//! Cost (benches/control_step.rs, release, this 2-core shared VM): a step along a planned
//! profile 0.47 us median, a re-plan of all six joints plus the step 18.7 us median. A
//! re-plan happens when the goal or a limit changes (10 Hz), so rsruckig is fast enough for
//! the 4 ms period and an own generator is not needed.

use super::limits::JointLimits;
use super::types::{Joints, DOF};
use rsruckig::prelude::*;

/// Error handler that turns Ruckig's errors into `Err` without keeping their text (the
/// message would allocate; the caller reports its own, fixed-size event instead).
#[derive(Debug, Default, Clone)]
pub struct QuietErrors;

impl RuckigErrorHandler for QuietErrors {
    fn handle_validation_error(_message: &str) -> Result<(), RuckigError> {
        Err(RuckigError::ValidationError(String::new()))
    }
    fn handle_calculator_error(_message: &str) -> Result<(), RuckigError> {
        Err(RuckigError::CalculatorError(String::new()))
    }
}

/// Position, velocity and acceleration of every joint at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct MotionState {
    pub q: Joints,
    pub qd: Joints,
    pub qdd: Joints,
}

impl MotionState {
    pub fn at_rest(q: Joints) -> MotionState {
        MotionState { q, qd: [0.0; DOF], qdd: [0.0; DOF] }
    }

    /// Largest joint speed, rad/s.
    pub fn max_speed(&self) -> f64 {
        self.qd.iter().fold(0.0, |m, v| m.max(v.abs()))
    }
}

/// Ruckig could not plan (invalid input or a numerical failure). The caller falls back
/// to the safety envelope's acceleration-limited brake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TrajectoryError {
    #[error("trajectory generator rejected the input (validation)")]
    Validation,
    #[error("trajectory generator failed to compute a profile")]
    Calculation,
    #[error("trajectory generator returned {0}")]
    Result(i32),
}

impl From<RuckigError> for TrajectoryError {
    fn from(e: RuckigError) -> Self {
        match e {
            RuckigError::ValidationError(_) => TrajectoryError::Validation,
            RuckigError::CalculatorError(_) => TrajectoryError::Calculation,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Interface {
    Position,
    Velocity,
}

/// Jerk-limited joint motion generator, stepped once per control cycle.
pub struct JointTrajectory {
    otg: Ruckig<DOF, QuietErrors>,
    input: InputParameter<DOF>,
    output: OutputParameter<DOF>,
    limits: JointLimits,
    state: MotionState,
    interface: Interface,
    /// True once the last planned motion has been fully executed.
    finished: bool,
}

/// Velocities below this count as rest, rad/s.
pub const REST_SPEED: f64 = 1e-6;
/// Smallest scale applied to the limits (a zero limit makes Ruckig refuse to plan).
pub const MIN_SCALE: f64 = 1e-3;

impl JointTrajectory {
    /// A generator at rest at `q`, stepping by `dt` seconds.
    pub fn new(limits: &JointLimits, dt: f64, q: &Joints) -> JointTrajectory {
        let mut input = InputParameter::new(None);
        // At rest: a velocity-interface hold until the first target arrives.
        input.control_interface = ControlInterface::Velocity;
        input.min_position = Some(DataArrayOrVec::new(None, 0.0));
        input.max_position = Some(DataArrayOrVec::new(None, 0.0));
        let mut t = JointTrajectory {
            otg: Ruckig::new(None, dt),
            input,
            output: OutputParameter::new(None),
            limits: *limits,
            state: MotionState::at_rest(*q),
            interface: Interface::Velocity,
            finished: true,
        };
        if let (Some(lo), Some(hi)) = (t.input.min_position.as_mut(), t.input.max_position.as_mut()) {
            for i in 0..DOF {
                lo[i] = limits.lower[i];
                hi[i] = limits.upper[i];
            }
        }
        t.reset(&MotionState::at_rest(*q));
        t
    }

    /// Changes the control period (live rate change); takes effect at the next step.
    pub fn set_period(&mut self, dt: f64) {
        if dt.is_finite() && dt > 0.0 && dt != self.otg.delta_time {
            self.otg.delta_time = dt;
            // Force a re-plan so the new period discretises a fresh profile.
            let s = self.state;
            self.reset(&s);
        }
    }

    pub fn period(&self) -> f64 {
        self.otg.delta_time
    }

    /// The state the next step starts from.
    pub fn state(&self) -> &MotionState {
        &self.state
    }

    /// True when the last motion (tracking or stop) has been fully executed.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Re-seeds the generator from `s` (the command actually forwarded, when the safety
    /// envelope had to modify the planned one). The next step re-plans from there.
    pub fn reset(&mut self, s: &MotionState) {
        self.state = *s;
        for i in 0..DOF {
            self.input.current_position[i] = s.q[i];
            self.input.current_velocity[i] = s.qd[i];
            self.input.current_acceleration[i] = s.qdd[i];
        }
        self.finished = false;
    }

    fn set_limits(&mut self, vel_scale: f64, acc_scale: f64) {
        let vs = sanitize_scale(vel_scale);
        let as_ = sanitize_scale(acc_scale);
        for i in 0..DOF {
            self.input.max_velocity[i] = self.limits.max_velocity[i] * vs;
            self.input.max_acceleration[i] = self.limits.max_acceleration[i] * as_;
            // Jerk stays at the joint's limit: a lower speed scale gives gentler velocity
            // and acceleration, and an acceleration left over from before a scale change
            // is still brought within the new limit quickly.
            self.input.max_jerk[i] = self.limits.max_jerk[i];
        }
    }

    /// One step toward `target` (clamped into the joint ranges) with velocity scaled by
    /// `vel_scale` and acceleration by `acc_scale`.
    pub fn track(&mut self, target: &Joints, vel_scale: f64, acc_scale: f64) -> Result<MotionState, TrajectoryError> {
        self.interface_to(Interface::Position);
        self.set_limits(vel_scale, acc_scale);
        for i in 0..DOF {
            let t = if target[i].is_finite() { target[i] } else { self.state.q[i] };
            self.input.target_position[i] = t.clamp(self.limits.lower[i], self.limits.upper[i]);
            self.input.target_velocity[i] = 0.0;
            self.input.target_acceleration[i] = 0.0;
        }
        self.advance()
    }

    /// One step of a jerk-limited deceleration to rest with acceleration scaled by
    /// `acc_scale` (1.0 for a controlled stop: the full limits).
    pub fn brake(&mut self, acc_scale: f64) -> Result<MotionState, TrajectoryError> {
        if self.interface == Interface::Velocity && self.finished {
            // At rest: hold exactly, no re-plan.
            self.state.qd = [0.0; DOF];
            self.state.qdd = [0.0; DOF];
            return Ok(self.state);
        }
        self.interface_to(Interface::Velocity);
        // The velocity limit does not bind a velocity-interface stop, but Ruckig validates
        // it: keep it at the joint's full limit.
        self.set_limits(1.0, acc_scale);
        for i in 0..DOF {
            self.input.max_velocity[i] = self.limits.max_velocity[i].max(self.state.qd[i].abs());
            self.input.target_velocity[i] = 0.0;
            self.input.target_acceleration[i] = 0.0;
        }
        self.advance()
    }

    fn interface_to(&mut self, i: Interface) {
        if self.interface != i {
            self.interface = i;
            self.input.control_interface = match i {
                Interface::Position => ControlInterface::Position,
                Interface::Velocity => ControlInterface::Velocity,
            };
        }
    }

    fn advance(&mut self) -> Result<MotionState, TrajectoryError> {
        let r = self.otg.update(&self.input, &mut self.output)?;
        match r {
            RuckigResult::Working | RuckigResult::Finished => {}
            other => return Err(TrajectoryError::Result(other as i32)),
        }
        self.output.pass_to_input(&mut self.input);
        for i in 0..DOF {
            self.state.q[i] = self.output.new_position[i];
            self.state.qd[i] = self.output.new_velocity[i];
            self.state.qdd[i] = self.output.new_acceleration[i];
        }
        self.finished = r == RuckigResult::Finished;
        if self.finished {
            // Ruckig reports the end state exactly; make rest exact too.
            if self.state.max_speed() < REST_SPEED {
                self.state.qd = [0.0; DOF];
                self.state.qdd = [0.0; DOF];
            }
        }
        Ok(self.state)
    }
}

fn sanitize_scale(s: f64) -> f64 {
    if s.is_finite() {
        s.clamp(MIN_SCALE, 1.0)
    } else {
        MIN_SCALE
    }
}

/// Distance a joint travels before rest when braking from velocity `v` and acceleration
/// `a` with at most `a_max` deceleration and `j_max` jerk (exact, jerk-limited).
pub fn stop_distance(v: f64, a: f64, a_max: f64, j_max: f64) -> f64 {
    if v >= 0.0 {
        rsruckig::brake::stop_distance_third_order(v, a, -a_max, j_max)
    } else {
        rsruckig::brake::stop_distance_third_order(-v, -a, -a_max, j_max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn limits() -> JointLimits {
        JointLimits::from_config(&Config::embedded_default().arm).unwrap()
    }

    const DT: f64 = 0.004;

    /// Runs a closure over every step and checks velocity, acceleration (finite
    /// differences, what the arm sees) and positions against the scaled limits.
    fn check_step(l: &JointLimits, prev: &mut (Joints, Joints), s: &MotionState, vs: f64, as_: f64) {
        for i in 0..DOF {
            let v = (s.q[i] - prev.0[i]) / DT;
            let a = (v - prev.1[i]) / DT;
            assert!(s.q[i] >= l.lower[i] - 1e-9 && s.q[i] <= l.upper[i] + 1e-9, "joint {i} position {}", s.q[i]);
            assert!(v.abs() <= l.max_velocity[i] * vs * (1.0 + 1e-6) + 1e-9, "joint {i} velocity {v}");
            assert!(a.abs() <= l.max_acceleration[i] * as_ * (1.0 + 1e-6) + 1e-6, "joint {i} accel {a}");
            assert!(s.qd[i].abs() <= l.max_velocity[i] * vs * (1.0 + 1e-9) + 1e-9);
            prev.1[i] = v;
            prev.0[i] = s.q[i];
        }
    }

    #[test]
    fn a_move_reaches_its_target_within_the_scaled_limits() {
        let l = limits();
        let home = Config::embedded_default().arm.home;
        let mut t = JointTrajectory::new(&l, DT, &home);
        let target = [1.0, -0.6, 1.0, -2.5, -0.8, 1.2];
        let mut prev = (home, [0.0; DOF]);
        let mut steps = 0;
        loop {
            let s = t.track(&target, 0.5, 0.5).unwrap();
            check_step(&l, &mut prev, &s, 0.5, 0.5);
            steps += 1;
            if t.finished() {
                break;
            }
            assert!(steps < 5000, "did not finish");
        }
        for i in 0..DOF {
            assert!((t.state().q[i] - target[i]).abs() < 1e-9);
        }
        assert_eq!(t.state().max_speed(), 0.0);
    }

    #[test]
    fn retargeting_every_tenth_of_a_second_stays_continuous_and_limited() {
        let l = limits();
        let home = Config::embedded_default().arm.home;
        let mut t = JointTrajectory::new(&l, DT, &home);
        let mut prev = (home, [0.0; DOF]);
        let mut last = *t.state();
        for k in 0..1000 {
            // New goal every 25 cycles (10 Hz at 250 Hz), wandering around home.
            let phase = (k / 25) as f64 * 0.7;
            let mut target = home;
            for (i, v) in target.iter_mut().enumerate() {
                *v += 0.6 * (phase + i as f64).sin();
            }
            let s = t.track(&target, 0.6, 0.6).unwrap();
            check_step(&l, &mut prev, &s, 0.6, 0.6);
            // Continuity: no jump in velocity or acceleration across a re-plan.
            for i in 0..DOF {
                assert!((s.qd[i] - last.qd[i]).abs() <= l.max_acceleration[i] * 0.6 * DT * (1.0 + 1e-6) + 1e-9);
                assert!((s.qdd[i] - last.qdd[i]).abs() <= l.max_jerk[i] * DT * (1.0 + 1e-6) + 1e-9);
            }
            last = s;
        }
    }

    #[test]
    fn a_stop_decelerates_to_rest_within_the_full_limits() {
        let l = limits();
        let home = Config::embedded_default().arm.home;
        let mut t = JointTrajectory::new(&l, DT, &home);
        let far = [2.5, 1.0, -2.0, 1.0, 2.5, -2.5];
        let mut prev = (home, [0.0; DOF]);
        for _ in 0..150 {
            let s = t.track(&far, 0.6, 0.6).unwrap();
            check_step(&l, &mut prev, &s, 0.6, 0.6);
        }
        assert!(t.state().max_speed() > 0.5);
        let mut steps = 0;
        while !(t.finished() && t.state().max_speed() == 0.0) {
            let s = t.brake(1.0).unwrap();
            check_step(&l, &mut prev, &s, 0.6, 1.0);
            steps += 1;
            assert!(steps < 1000);
        }
        // Holding at rest stays put.
        let q = t.state().q;
        for _ in 0..10 {
            assert_eq!(t.brake(1.0).unwrap().q, q);
        }
    }

    #[test]
    fn lowering_the_speed_scale_mid_motion_brakes_smoothly() {
        let l = limits();
        let home = Config::embedded_default().arm.home;
        let mut t = JointTrajectory::new(&l, DT, &home);
        let far = [2.5, 1.0, -2.0, 1.0, 2.5, -2.5];
        for _ in 0..200 {
            t.track(&far, 0.6, 0.6).unwrap();
        }
        let mut last = *t.state();
        for k in 0..500 {
            let s = t.track(&far, 0.15, 0.6).unwrap();
            for i in 0..DOF {
                assert!((s.qd[i] - last.qd[i]).abs() <= l.max_acceleration[i] * 0.6 * DT * (1.0 + 1e-6) + 1e-9);
            }
            last = s;
            if k > 200 {
                for i in 0..DOF {
                    assert!(s.qd[i].abs() <= l.max_velocity[i] * 0.15 + 1e-9);
                }
            }
        }
    }

    #[test]
    fn targets_outside_the_joint_range_are_clamped_into_it() {
        let l = limits();
        let home = Config::embedded_default().arm.home;
        let mut t = JointTrajectory::new(&l, DT, &home);
        let mut target = home;
        target[0] = 10.0;
        target[1] = f64::NAN;
        for _ in 0..3000 {
            let s = t.track(&target, 1.0, 1.0).unwrap();
            assert!(l.contains(&s.q));
        }
        assert!((t.state().q[0] - l.upper[0]).abs() < 1e-9);
        assert!((t.state().q[1] - home[1]).abs() < 1e-9);
    }

    #[test]
    fn stop_distance_is_symmetric_and_grows_with_speed() {
        let d1 = stop_distance(1.0, 0.0, 6.0, 60.0);
        let d2 = stop_distance(2.0, 0.0, 6.0, 60.0);
        assert!(d1 > 1.0 / 12.0 && d2 > d1);
        assert!((stop_distance(-1.0, 0.0, 6.0, 60.0) - d1).abs() < 1e-12);
    }
}
