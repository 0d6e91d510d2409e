//! A simulated two-finger gripper. The fingers move toward the commanded position at
//! `gripper.stroke_s` seconds per full stroke (at command speed 1; slower speeds take
//! proportionally longer). When the sim scene says an object lies between the fingers
//! ([`SimGripperHandle::set_object_width`]), closing stops on it and the status becomes
//! `Holding`; removing the object while held turns it into `Dropped`.

use super::{DriverError, Gripper};
use crate::control::types::{GripperCommand, GripperState, GripperStatus};
use crate::types::clock::now_ns;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

/// Positions closer than this count as arrived (normalised units).
const ARRIVED_EPS: f32 = 1e-4;
/// Slowest speed the simulation honours (fraction of full speed).
const MIN_SPEED: f32 = 0.05;

/// Time source of the simulation: the process clock, or a manual one for tests.
#[derive(Debug, Clone)]
pub enum SimClock {
    Monotonic,
    /// Nanoseconds set by the test.
    Manual(Arc<AtomicU64>),
}

impl SimClock {
    fn now(&self) -> u64 {
        match self {
            SimClock::Monotonic => now_ns(),
            SimClock::Manual(t) => t.load(Ordering::SeqCst),
        }
    }
}

#[derive(Debug)]
struct Shared {
    /// Object width as a fraction of the full opening (f32 bits); NaN: no object.
    object_width: AtomicU32,
    fault: AtomicBool,
    disconnected: AtomicBool,
    position: AtomicU32,
    commands: AtomicU64,
}

/// Shared handle of a [`SimGripper`]: tells it about objects, injects faults, observes.
#[derive(Debug, Clone)]
pub struct SimGripperHandle(Arc<Shared>);

impl SimGripperHandle {
    /// An object of this width (fraction of the full opening, 0..1) is between the
    /// fingers; `None`: nothing there (an object that was held is gone).
    pub fn set_object_width(&self, width: Option<f32>) {
        let v = match width {
            Some(w) if w.is_finite() => w.clamp(0.0, 1.0),
            _ => f32::NAN,
        };
        self.0.object_width.store(v.to_bits(), Ordering::SeqCst);
    }

    pub fn set_fault(&self, on: bool) {
        self.0.fault.store(on, Ordering::SeqCst);
    }

    pub fn set_disconnected(&self, on: bool) {
        self.0.disconnected.store(on, Ordering::SeqCst);
    }

    /// Finger position, 0 open .. 1 closed.
    pub fn position(&self) -> f32 {
        f32::from_bits(self.0.position.load(Ordering::SeqCst))
    }

    /// Commands received.
    pub fn commands(&self) -> u64 {
        self.0.commands.load(Ordering::SeqCst)
    }
}

/// The simulated gripper.
pub struct SimGripper {
    name: super::DeviceName,
    stroke_s: f64,
    clock: SimClock,
    last_ns: u64,
    position: f32,
    cmd: Option<GripperCommand>,
    status: GripperStatus,
    started: bool,
    shared: Arc<Shared>,
}

impl SimGripper {
    /// A gripper fully open, `stroke_s` seconds per full stroke at full speed.
    pub fn new(stroke_s: f64, clock: SimClock) -> (SimGripper, SimGripperHandle) {
        let shared = Arc::new(Shared {
            object_width: AtomicU32::new(f32::NAN.to_bits()),
            fault: AtomicBool::new(false),
            disconnected: AtomicBool::new(false),
            position: AtomicU32::new(0f32.to_bits()),
            commands: AtomicU64::new(0),
        });
        let now = clock.now();
        let g = SimGripper {
            name: "sim-gripper".into(),
            stroke_s: if stroke_s.is_finite() && stroke_s > 0.0 { stroke_s } else { 1.0 },
            clock,
            last_ns: now,
            position: 0.0,
            cmd: None,
            status: GripperStatus::Idle,
            started: false,
            shared: shared.clone(),
        };
        (g, SimGripperHandle(shared))
    }

    /// The sim gripper of `[gripper]` on the process clock.
    pub fn from_config(cfg: &crate::config::GripperConfig) -> (SimGripper, SimGripperHandle) {
        SimGripper::new(cfg.stroke_s, SimClock::Monotonic)
    }

    fn check_link(&self) -> Result<(), DriverError> {
        if self.shared.disconnected.load(Ordering::SeqCst) {
            return Err(DriverError::Disconnected { device: self.name.clone() });
        }
        Ok(())
    }

    fn object_contact(&self) -> Option<f32> {
        let w = f32::from_bits(self.shared.object_width.load(Ordering::SeqCst));
        (!w.is_nan()).then_some(1.0 - w)
    }

    /// Advances the simulation to now.
    fn advance(&mut self) {
        let now = self.clock.now();
        let dt = now.saturating_sub(self.last_ns) as f64 * 1e-9;
        self.last_ns = now;
        if self.shared.fault.load(Ordering::SeqCst) {
            self.status = GripperStatus::Fault;
            return;
        }
        if self.status == GripperStatus::Fault {
            // Fault cleared: the device needs a new command; keep still.
            self.status = GripperStatus::Idle;
        }
        let Some(cmd) = self.cmd else { return };
        let contact = self.object_contact();
        if self.status == GripperStatus::Holding {
            match contact {
                Some(c) if cmd.position > c => {
                    self.position = c;
                    self.publish();
                    return;
                }
                Some(_) => {}
                None => self.status = GripperStatus::Dropped,
            }
        }
        let rate = cmd.speed.clamp(MIN_SPEED, 1.0) as f64 / self.stroke_s;
        let max_step = (rate * dt) as f32;
        let target = cmd.position.clamp(0.0, 1.0);
        let mut next = self.position + (target - self.position).clamp(-max_step, max_step);
        // Closing onto an object: the fingers stop at the contact position.
        if let Some(c) = contact {
            if target > c && self.position <= c + ARRIVED_EPS && next >= c {
                next = c;
                self.position = next;
                self.status = GripperStatus::Holding;
                self.publish();
                return;
            }
        }
        self.position = next;
        if self.status != GripperStatus::Dropped {
            self.status = if (self.position - target).abs() <= ARRIVED_EPS {
                GripperStatus::Arrived
            } else {
                GripperStatus::Moving
            };
        }
        self.publish();
    }

    fn publish(&self) {
        self.shared.position.store(self.position.to_bits(), Ordering::SeqCst);
    }
}

impl Gripper for SimGripper {
    fn start(&mut self) -> Result<(), DriverError> {
        self.check_link()?;
        self.started = true;
        self.last_ns = self.clock.now();
        Ok(())
    }

    fn command(&mut self, cmd: &GripperCommand) -> Result<(), DriverError> {
        self.check_link()?;
        if !self.started {
            return Err(DriverError::Rejected { device: self.name.clone(), reason: "not activated".into() });
        }
        if !(cmd.position.is_finite() && cmd.force.is_finite() && cmd.speed.is_finite()) {
            return Err(DriverError::Rejected {
                device: self.name.clone(),
                reason: "non-finite position, force or speed".into(),
            });
        }
        self.advance();
        self.shared.commands.fetch_add(1, Ordering::SeqCst);
        let changed = self.cmd.is_none_or(|c| c != *cmd);
        self.cmd = Some(*cmd);
        if changed && self.status == GripperStatus::Dropped {
            self.status = GripperStatus::Moving;
        }
        if changed && self.status == GripperStatus::Holding {
            // A new set-point releases the grip unless it keeps closing on the object.
            if self.object_contact().is_none_or(|c| cmd.position <= c) {
                self.status = GripperStatus::Moving;
            }
        }
        Ok(())
    }

    fn read(&mut self) -> Result<GripperState, DriverError> {
        self.check_link()?;
        self.advance();
        let fault_code = if self.status == GripperStatus::Fault { 1 } else { 0 };
        Ok(GripperState { position: self.position, status: self.status, fault_code })
    }

    fn name(&self) -> &str {
        &self.name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gripper() -> (SimGripper, SimGripperHandle, Arc<AtomicU64>) {
        let t = Arc::new(AtomicU64::new(0));
        let (mut g, h) = SimGripper::new(0.8, SimClock::Manual(t.clone()));
        g.start().unwrap();
        (g, h, t)
    }

    fn at(t: &AtomicU64, s: f64) {
        t.store((s * 1e9) as u64, Ordering::SeqCst);
    }

    #[test]
    fn a_full_stroke_takes_stroke_s_at_full_speed() {
        let (mut g, _, t) = gripper();
        g.command(&GripperCommand { position: 1.0, force: 0.5, speed: 1.0 }).unwrap();
        at(&t, 0.4);
        let s = g.read().unwrap();
        assert_eq!(s.status, GripperStatus::Moving);
        assert!((s.position - 0.5).abs() < 1e-4, "{}", s.position);
        at(&t, 0.81);
        let s = g.read().unwrap();
        assert_eq!(s.status, GripperStatus::Arrived);
        assert_eq!(s.position, 1.0);
    }

    #[test]
    fn closing_on_an_object_holds_it_and_removing_it_drops_it() {
        let (mut g, h, t) = gripper();
        h.set_object_width(Some(0.3));
        g.command(&GripperCommand::GRASP).unwrap();
        at(&t, 5.0);
        let s = g.read().unwrap();
        assert_eq!(s.status, GripperStatus::Holding);
        assert!((s.position - 0.7).abs() < 1e-6);
        at(&t, 6.0);
        assert_eq!(g.read().unwrap().status, GripperStatus::Holding);
        h.set_object_width(None);
        at(&t, 6.1);
        assert_eq!(g.read().unwrap().status, GripperStatus::Dropped);
        // Opening afterwards clears the drop.
        g.command(&GripperCommand::OPEN).unwrap();
        at(&t, 10.0);
        assert_eq!(g.read().unwrap().status, GripperStatus::Arrived);
        assert_eq!(h.position(), 0.0);
    }

    #[test]
    fn opening_releases_a_held_object() {
        let (mut g, h, t) = gripper();
        h.set_object_width(Some(0.5));
        g.command(&GripperCommand::GRASP).unwrap();
        at(&t, 5.0);
        assert_eq!(g.read().unwrap().status, GripperStatus::Holding);
        g.command(&GripperCommand::OPEN).unwrap();
        at(&t, 5.1);
        assert_eq!(g.read().unwrap().status, GripperStatus::Moving);
    }

    #[test]
    fn faults_and_disconnects_are_reported() {
        let (mut g, h, _) = gripper();
        h.set_fault(true);
        let s = g.read().unwrap();
        assert_eq!(s.status, GripperStatus::Fault);
        assert_ne!(s.fault_code, 0);
        h.set_fault(false);
        assert_ne!(g.read().unwrap().status, GripperStatus::Fault);
        h.set_disconnected(true);
        assert!(matches!(g.read(), Err(DriverError::Disconnected { .. })));
    }
}
