//! A kinematic FR3: follows streamed joint set-points like the real controller would,
//! within its joint ranges and speeds. A set-point that is not finite, outside a joint's
//! range or faster than the joint's speed limit is clipped (the arm moves as far as it is
//! allowed) and reported as [`DriverError::Rejected`], as the real controller reports an
//! error code. The measured position lags the command by one cycle (it is the set-point
//! accepted at the previous command).
//!
//! A [`SimArmProbe`] (shared, lock-free) lets tests and the sim world watch what was
//! commanded (largest speeds and accelerations asked for, rejected commands) and inject
//! faults or a lost connection.

use super::{Arm, ArmFeedback, DriverError};
use crate::control::limits::{ArmConfigError, JointLimits};
use crate::control::types::{Joints, DOF};
use crate::types::clock::now_ns;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// Relative slack on the speed check (the real controller's is looser still).
const SPEED_TOLERANCE: f64 = 1e-6;

fn load_f64(a: &AtomicU64) -> f64 {
    f64::from_bits(a.load(Ordering::Relaxed))
}

fn store_f64(a: &AtomicU64, v: f64) {
    a.store(v.to_bits(), Ordering::Relaxed);
}

fn max_f64(a: &AtomicU64, v: f64) {
    let mut cur = a.load(Ordering::Relaxed);
    while v > f64::from_bits(cur) {
        match a.compare_exchange_weak(cur, v.to_bits(), Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => break,
            Err(x) => cur = x,
        }
    }
}

/// Shared view of a [`SimArm`]: observation and fault injection, usable from any thread.
#[derive(Debug)]
pub struct SimArmProbe {
    fault: AtomicBool,
    disconnected: AtomicBool,
    /// Period the speed check assumes between set-points, f64 bits (seconds).
    period_s: AtomicU64,
    commands: AtomicU64,
    rejected: AtomicU64,
    starts: AtomicU64,
    stops: AtomicU64,
    position: [AtomicU64; DOF],
    max_speed: [AtomicU64; DOF],
    max_accel: [AtomicU64; DOF],
}

impl SimArmProbe {
    /// Makes every call fail with a device fault until cleared.
    pub fn set_fault(&self, on: bool) {
        self.fault.store(on, Ordering::SeqCst);
    }

    /// Simulates a lost connection (every call fails with `Disconnected`) until cleared.
    pub fn set_disconnected(&self, on: bool) {
        self.disconnected.store(on, Ordering::SeqCst);
    }

    /// Period between set-points the speed check assumes (follow a live rate change).
    pub fn set_period(&self, s: f64) {
        if s.is_finite() && s > 0.0 {
            store_f64(&self.period_s, s);
        }
    }

    /// Set-points received (accepted or clipped).
    pub fn commands(&self) -> u64 {
        self.commands.load(Ordering::SeqCst)
    }

    /// Set-points that broke a limit and were clipped.
    pub fn rejected(&self) -> u64 {
        self.rejected.load(Ordering::SeqCst)
    }

    pub fn starts(&self) -> u64 {
        self.starts.load(Ordering::SeqCst)
    }

    pub fn stops(&self) -> u64 {
        self.stops.load(Ordering::SeqCst)
    }

    /// Current joint positions of the simulated arm.
    pub fn position(&self) -> Joints {
        std::array::from_fn(|i| load_f64(&self.position[i]))
    }

    /// Largest speed each joint was asked for (finite difference of set-points), rad/s.
    pub fn max_speed(&self) -> Joints {
        std::array::from_fn(|i| load_f64(&self.max_speed[i]))
    }

    /// Largest acceleration each joint was asked for (second difference), rad/s^2.
    pub fn max_accel(&self) -> Joints {
        std::array::from_fn(|i| load_f64(&self.max_accel[i]))
    }

    /// Forgets the recorded maxima (e.g. after a deliberate jump in a test).
    pub fn reset_maxima(&self) {
        for i in 0..DOF {
            store_f64(&self.max_speed[i], 0.0);
            store_f64(&self.max_accel[i], 0.0);
        }
    }
}

/// The simulated arm.
pub struct SimArm {
    name: super::DeviceName,
    limits: JointLimits,
    applied: Joints,
    last_v: Joints,
    streaming: bool,
    probe: Arc<SimArmProbe>,
}

impl SimArm {
    /// An arm at `start` (clamped into its ranges) expecting a set-point every `period_s`.
    pub fn new(limits: &JointLimits, start: &Joints, period_s: f64) -> (SimArm, Arc<SimArmProbe>) {
        let start = limits.clamp(start);
        let probe = Arc::new(SimArmProbe {
            fault: AtomicBool::new(false),
            disconnected: AtomicBool::new(false),
            period_s: AtomicU64::new(period_s.to_bits()),
            commands: AtomicU64::new(0),
            rejected: AtomicU64::new(0),
            starts: AtomicU64::new(0),
            stops: AtomicU64::new(0),
            position: std::array::from_fn(|i| AtomicU64::new(start[i].to_bits())),
            max_speed: std::array::from_fn(|_| AtomicU64::new(0f64.to_bits())),
            max_accel: std::array::from_fn(|_| AtomicU64::new(0f64.to_bits())),
        });
        let arm = SimArm {
            name: "sim-arm".into(),
            limits: *limits,
            applied: start,
            last_v: [0.0; DOF],
            streaming: false,
            probe: probe.clone(),
        };
        (arm, probe)
    }

    /// The sim arm of a configuration: FR3 limits from `[arm]`, starting at `arm.home`,
    /// one set-point per `control.rate_hz` period.
    pub fn from_config(cfg: &crate::config::Config) -> Result<(SimArm, Arc<SimArmProbe>), ArmConfigError> {
        let limits = JointLimits::from_config(&cfg.arm)?;
        Ok(SimArm::new(&limits, &cfg.arm.home, 1.0 / cfg.control.rate_hz))
    }

    fn check_link(&self) -> Result<(), DriverError> {
        if self.probe.disconnected.load(Ordering::SeqCst) {
            return Err(DriverError::Disconnected { device: self.name.clone() });
        }
        if self.probe.fault.load(Ordering::SeqCst) {
            return Err(DriverError::Fault {
                device: self.name.clone(),
                code: 14,
                message: "injected controller fault".into(),
            });
        }
        Ok(())
    }
}

impl Arm for SimArm {
    fn start(&mut self) -> Result<Joints, DriverError> {
        self.check_link()?;
        self.streaming = true;
        self.last_v = [0.0; DOF];
        self.probe.starts.fetch_add(1, Ordering::SeqCst);
        Ok(self.applied)
    }

    fn read(&mut self) -> Result<ArmFeedback, DriverError> {
        self.check_link()?;
        Ok(ArmFeedback { q: self.applied, stamp_ns: now_ns() })
    }

    fn command(&mut self, q: &Joints) -> Result<(), DriverError> {
        self.check_link()?;
        if !self.streaming {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: "set-point while not streaming (start() first)".into(),
            });
        }
        self.probe.commands.fetch_add(1, Ordering::SeqCst);
        let dt = load_f64(&self.probe.period_s);
        let mut broke: Option<(usize, &'static str, f64)> = None;
        for i in 0..DOF {
            let req = q[i];
            let prev = self.applied[i];
            if !req.is_finite() {
                broke.get_or_insert((i, "non-finite set-point", req));
                self.last_v[i] = 0.0;
                continue;
            }
            let v_req = (req - prev) / dt;
            max_f64(&self.probe.max_speed[i], v_req.abs());
            max_f64(&self.probe.max_accel[i], ((v_req - self.last_v[i]) / dt).abs());
            let mut target = req;
            if req < self.limits.lower[i] || req > self.limits.upper[i] {
                broke.get_or_insert((i, "position outside the joint range", req));
                target = req.clamp(self.limits.lower[i], self.limits.upper[i]);
            }
            let step = self.limits.max_velocity[i] * dt * (1.0 + SPEED_TOLERANCE);
            if (target - prev).abs() > step {
                broke.get_or_insert((i, "speed above the joint limit", v_req));
                target = prev + (target - prev).clamp(-step, step);
            }
            self.last_v[i] = (target - prev) / dt;
            self.applied[i] = target;
            store_f64(&self.probe.position[i], target);
        }
        match broke {
            None => Ok(()),
            Some((i, what, value)) => {
                self.probe.rejected.fetch_add(1, Ordering::SeqCst);
                Err(DriverError::Rejected {
                    device: self.name.clone(),
                    reason: format!("joint {}: {what} ({value:.4}); clipped", i + 1).into(),
                })
            }
        }
    }

    fn stop(&mut self) -> Result<(), DriverError> {
        self.check_link()?;
        self.streaming = false;
        self.last_v = [0.0; DOF];
        self.probe.stops.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }

    fn name(&self) -> &str {
        &self.name
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn arm() -> (SimArm, Arc<SimArmProbe>, JointLimits) {
        let cfg = Config::embedded_default();
        let l = JointLimits::from_config(&cfg.arm).unwrap();
        let (a, p) = SimArm::new(&l, &cfg.arm.home, 0.004);
        (a, p, l)
    }

    #[test]
    fn measured_position_lags_the_command_by_one_cycle() {
        let (mut a, _, _) = arm();
        let q0 = a.start().unwrap();
        let mut q1 = q0;
        q1[0] += 0.001;
        assert_eq!(a.read().unwrap().q, q0);
        a.command(&q1).unwrap();
        assert_eq!(a.read().unwrap().q, q1);
    }

    #[test]
    fn too_fast_and_out_of_range_set_points_are_clipped_and_reported() {
        let (mut a, p, l) = arm();
        let q0 = a.start().unwrap();
        let mut fast = q0;
        fast[2] += 0.5;
        let e = a.command(&fast).unwrap_err();
        assert!(e.to_string().contains("joint 3: speed"), "{e}");
        let moved = a.read().unwrap().q[2] - q0[2];
        assert!((moved - l.max_velocity[2] * 0.004).abs() < 1e-6);
        let mut nan = a.read().unwrap().q;
        nan[0] = f64::NAN;
        assert!(a.command(&nan).is_err());
        assert!(a.read().unwrap().q.iter().all(|v| v.is_finite()));
        assert_eq!(p.rejected(), 2);
        assert!(p.max_speed()[2] > 100.0);
    }

    #[test]
    fn injected_faults_and_disconnects_fail_every_call_until_cleared() {
        let (mut a, p, _) = arm();
        a.start().unwrap();
        p.set_disconnected(true);
        assert!(matches!(a.read(), Err(DriverError::Disconnected { .. })));
        p.set_disconnected(false);
        p.set_fault(true);
        let q = p.position();
        assert!(matches!(a.command(&q), Err(DriverError::Fault { .. })));
        p.set_fault(false);
        assert!(a.read().is_ok());
    }

    #[test]
    fn set_points_need_streaming() {
        let (mut a, _, _) = arm();
        let q = a.read().unwrap().q;
        assert!(matches!(a.command(&q), Err(DriverError::Rejected { .. })));
        a.start().unwrap();
        a.command(&q).unwrap();
        a.stop().unwrap();
        assert!(a.command(&q).is_err());
    }
}
