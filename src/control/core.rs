//! One control cycle, without threads: read the devices, decide the mode (track, stop,
//! resume), step the trajectory, pass the command through the safety envelope, send it,
//! publish the state. [`ControlCore::step`] is what the control thread calls at its rate
//! and what tests and the criterion bench call directly.
//!
//! The step does not allocate, lock or wait beyond the drivers' bounded calls: goals and
//! inputs arrive by value, events leave through a bounded channel (`try_send`; a full
//! channel counts a drop), state is returned by reference.
//!
//! Stops. Every cycle the step collects the active stop conditions: shutdown, e-stop,
//! arm fault (driver error, rejected set-point, following error), gripper fault, a person
//! inside `person_stop_m`, a camera frame older than `perception_timeout_ms` (nobody can
//! tell whether a person is near), a safety-envelope finding (latched until a new valid goal),
//! and a stale goal (watchdog). Any active condition starts a controlled stop: jerk-limited
//! deceleration at the full joint limits, the gripper left as it is. Each cause is logged
//! once per stop episode. Tracking resumes when no condition is active and a goal issued
//! after the stop began is available (so an old goal never restarts the arm).

use super::drivers::{Arm, DriverError, Gripper};
use super::events::{ControlEvent, Device, EventKind, ShortText, StopDetail};
use super::kinematics::Kinematics;
use super::limits::JointLimits;
use super::safety::{Checked, LimitKind, PersonZone, SafetyEnvelope, SafetyParams, Violation};
use super::trajectory::{JointTrajectory, MotionState, TrajectoryError, MIN_SCALE};
use super::types::{
    ControlMode, GoalKind, GripperCommand, GripperState, GripperStatus, Joints, MotionGoal, RobotState, StopCause, DOF,
};
use crate::config::ControlConfig;
use std::sync::mpsc::{SyncSender, TrySendError};

/// The hot-reloadable part of `[control]`, applied at a cycle boundary.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LiveParams {
    pub period_s: f64,
    pub goal_timeout_ns: u64,
    /// A camera frame older than this stops the arm, ns.
    pub perception_timeout_ns: u64,
    pub goal_tolerance_rad: f64,
    /// Hybrid wait: spin this long before each deadline, ns.
    pub spin_ns: u64,
    /// A wake-up later than this after its deadline is a missed deadline, ns.
    pub late_ns: u64,
    pub safety: SafetyParams,
}

impl LiveParams {
    pub fn from_config(c: &ControlConfig) -> LiveParams {
        let rate = if c.rate_hz.is_finite() && c.rate_hz > 0.0 { c.rate_hz } else { 250.0 };
        LiveParams {
            period_s: 1.0 / rate,
            goal_timeout_ns: c.goal_timeout_ms.saturating_mul(1_000_000),
            perception_timeout_ns: c.perception_timeout_ms.saturating_mul(1_000_000),
            goal_tolerance_rad: c.goal_tolerance_rad,
            spin_ns: c.spin_us.saturating_mul(1_000),
            late_ns: c.late_us.saturating_mul(1_000),
            safety: SafetyParams::from_control(c),
        }
    }

    pub fn rate_hz(&self) -> f64 {
        1.0 / self.period_s
    }
}

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StepInputs {
    /// Monotonic ns ([`crate::types::clock::now_ns`]).
    pub now_ns: u64,
    /// Latest goal published by the decision side, if any yet.
    pub goal: Option<MotionGoal>,
    /// Nearest person's distance, metres; `None`: nobody seen.
    pub nearest_person_m: Option<f64>,
    /// Capture time of the newest camera frame the robot decided on (monotonic ns); `None`
    /// before the first one.
    pub frame_captured_ns: Option<u64>,
    pub estop: bool,
    pub shutdown: bool,
}

/// Bounded, non-blocking event output.
pub struct EventSink {
    tx: SyncSender<ControlEvent>,
    dropped: u64,
}

impl EventSink {
    pub fn new(tx: SyncSender<ControlEvent>) -> EventSink {
        EventSink { tx, dropped: 0 }
    }

    fn emit(&mut self, stamp_ns: u64, cycle: u64, kind: EventKind) {
        if self.dropped > 0 {
            let lost = ControlEvent { stamp_ns, cycle, kind: EventKind::EventsDropped { count: self.dropped } };
            if self.tx.try_send(lost).is_ok() {
                self.dropped = 0;
            }
        }
        match self.tx.try_send(ControlEvent { stamp_ns, cycle, kind }) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => self.dropped += 1,
            Err(TrySendError::Disconnected(_)) => {}
        }
    }
}

/// A safety finding made while tracking `target` is cleared only by a goal that goes
/// somewhere else (by more than this, rad, on some joint) or holds: re-sending the goal that
/// led out of the envelope must not restart the motion.
pub const RELATCH_DISTANCE_RAD: f64 = 0.05;

fn clears_latch(latched_target: Option<Joints>, new: &GoalKind) -> bool {
    match (latched_target, new) {
        (None, _) | (_, GoalKind::Hold) => true,
        (Some(t), GoalKind::Joints { q }) => (0..DOF).any(|i| (t[i] - q[i]).abs() > RELATCH_DISTANCE_RAD),
    }
}

/// Bit of a stop cause in an episode's "already logged" mask.
fn cause_bit(c: StopCause) -> u8 {
    1 << (c as u8)
}

/// Stop conditions the step checks.
const CAUSES: usize = 8;

/// Stop causes in priority order (the first active one names the episode).
const CAUSE_ORDER: [StopCause; CAUSES] = [
    StopCause::Shutdown,
    StopCause::EStop,
    StopCause::ArmFault,
    StopCause::GripperFault,
    StopCause::PersonNear,
    StopCause::CameraLost,
    StopCause::SafetyReject,
    StopCause::StaleGoal,
];

#[derive(Debug, Clone, Copy)]
struct StopEpisode {
    cause: StopCause,
    since_ns: u64,
    logged: u8,
    at_rest: bool,
    peak_decel: f64,
    peak_decel_ratio: f64,
}

/// An arm problem and whether the link must be re-established.
#[derive(Debug, Clone, Copy)]
struct ArmFault {
    detail: StopDetail,
    /// Link lost or controller fault: re-start streaming and re-sync to the measured
    /// joints once the driver answers. Otherwise (rejected set-point, following error)
    /// the link is up and the controlled stop keeps streaming.
    link_lost: bool,
}

/// Summary of a finished controlled stop (for the shutdown report).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StopSummary {
    pub cause: StopCause,
    pub duration_s: f64,
    /// Largest joint deceleration commanded during the stop, rad/s^2.
    pub peak_deceleration: f64,
    /// Largest joint deceleration as a fraction of that joint's limit (<= 1 when within).
    pub peak_deceleration_ratio: f64,
}

/// The control step and everything it owns.
pub struct ControlCore {
    arm: Box<dyn Arm>,
    gripper: Box<dyn Gripper>,
    limits: JointLimits,
    traj: JointTrajectory,
    env: SafetyEnvelope,
    live: LiveParams,
    events: EventSink,
    state: RobotState,
    cycle: u64,
    /// Latest goal seen from the slot (watchdog and change detection).
    last_seen: Option<MotionGoal>,
    /// Goal currently tracked (accepted by the envelope).
    active: Option<MotionGoal>,
    /// Latest goal that passed the envelope's goal check (candidate for resuming).
    valid: Option<MotionGoal>,
    stop: Option<StopEpisode>,
    last_stop: Option<StopSummary>,
    arm_fault: Option<ArmFault>,
    gripper_fault: Option<StopDetail>,
    /// A safety finding and, for findings during motion, the target being tracked then.
    safety_latch: Option<(StopDetail, Option<Joints>)>,
    slow_since_ns: Option<u64>,
    last_gripper_cmd: Option<GripperCommand>,
    gripper_state: GripperState,
    measured: Joints,
}

impl ControlCore {
    /// A core for a started arm at `q_start` (the arm's measured joints) and a started
    /// gripper.
    pub fn new(
        kin: &Kinematics,
        live: LiveParams,
        arm: Box<dyn Arm>,
        gripper: Box<dyn Gripper>,
        q_start: &Joints,
        events: EventSink,
    ) -> ControlCore {
        let limits = *kin.limits();
        let q0 = *q_start;
        let state = RobotState { q_cmd: q0, q: q0, ..RobotState::default() };
        ControlCore {
            arm,
            gripper,
            limits,
            traj: JointTrajectory::new(&limits, live.period_s, &q0),
            env: SafetyEnvelope::new(kin, live.safety, live.period_s, &q0),
            live,
            events,
            state,
            cycle: 0,
            last_seen: None,
            active: None,
            valid: None,
            stop: None,
            last_stop: None,
            arm_fault: None,
            gripper_fault: None,
            safety_latch: None,
            slow_since_ns: None,
            last_gripper_cmd: None,
            gripper_state: GripperState::default(),
            measured: q0,
        }
    }

    pub fn state(&self) -> &RobotState {
        &self.state
    }

    pub fn live(&self) -> &LiveParams {
        &self.live
    }

    /// Summary of the last stop that reached rest.
    pub fn last_stop(&self) -> Option<StopSummary> {
        self.last_stop
    }

    /// Peak deceleration so far in the current stop episode (rad/s^2, ratio to limit).
    pub fn current_stop_peak(&self) -> Option<(f64, f64)> {
        self.stop.map(|s| (s.peak_decel, s.peak_decel_ratio))
    }

    /// Records an event (used by the loop for timing events).
    pub fn emit(&mut self, now_ns: u64, kind: EventKind) {
        self.events.emit(now_ns, self.cycle, kind);
    }

    /// Applies new live parameters at a cycle boundary.
    pub fn apply_live(&mut self, now_ns: u64, p: LiveParams) {
        if p == self.live {
            return;
        }
        if p.period_s != self.live.period_s {
            self.traj.set_period(p.period_s);
            self.env.set_period(p.period_s);
        }
        self.env.set_params(p.safety);
        self.live = p;
        self.emit(
            now_ns,
            EventKind::LiveConfigApplied { rate_hz: p.rate_hz(), goal_timeout_ms: p.goal_timeout_ns as f64 / 1e6 },
        );
    }

    /// Whether the arm and the gripper driver are in a fault right now (a lost link, a
    /// device fault, a following error): (arm, gripper).
    pub fn device_faults(&self) -> (bool, bool) {
        (self.arm_fault.is_some(), self.gripper_fault.is_some())
    }

    /// True when stopped at rest (after a stop cause), e.g. for the shutdown sequence.
    pub fn at_rest_after_stop(&self) -> bool {
        self.stop.is_some_and(|s| s.at_rest)
    }

    /// Ends streaming on the arm (after the shutdown stop reached rest).
    pub fn finish(&mut self) -> Result<(), DriverError> {
        self.arm.stop()
    }

    fn arm_failed(&mut self, e: &DriverError) {
        let link_lost = !matches!(e, DriverError::Rejected { .. });
        let first = self.arm_fault.is_none();
        let prev_link_lost = self.arm_fault.is_some_and(|f| f.link_lost);
        self.arm_fault =
            Some(ArmFault { detail: StopDetail::Driver(ShortText::of(e)), link_lost: link_lost || prev_link_lost });
        if first {
            let text = ShortText::of(e);
            self.emit(self.state.stamp_ns, EventKind::DriverError { device: Device::Arm, text });
        }
    }

    fn gripper_failed(&mut self, detail: StopDetail) {
        if self.gripper_fault.is_none() {
            let text = match detail {
                StopDetail::Driver(t) => t,
                _ => ShortText::of(&"device reports a fault"),
            };
            self.emit(self.state.stamp_ns, EventKind::DriverError { device: Device::Gripper, text });
        }
        self.gripper_fault = Some(detail);
    }

    /// Reads the arm; handles faults and recovery. Returns the measured joints.
    fn read_arm(&mut self) {
        match self.arm.read() {
            Ok(fb) => {
                let q = fb.q;
                if let Some(f) = self.arm_fault {
                    if f.link_lost {
                        // The driver answers again: the controller stopped the arm on its
                        // own. Re-arm streaming and re-sync to where it really is; the
                        // driver's I/O thread does the talking, this only polls (the
                        // controlled stop holds until the measured joints are back).
                        match self.arm.resync() {
                            Ok(None) => {}
                            Ok(Some(q_now)) => {
                                let q_now = if q_now.iter().all(|v| v.is_finite()) { q_now } else { q };
                                self.traj.reset(&MotionState::at_rest(self.limits.clamp(&q_now)));
                                self.env.reset(&q_now);
                                self.arm_fault = None;
                                self.emit(self.state.stamp_ns, EventKind::DriverRecovered { device: Device::Arm });
                            }
                            Err(e) => self.arm_failed(&e),
                        }
                    } else if self.stop.is_some_and(|s| s.at_rest) && self.env.following_check(&q).is_none() {
                        // Link was up all along; at rest and following again: clear.
                        self.arm_fault = None;
                        self.emit(self.state.stamp_ns, EventKind::DriverRecovered { device: Device::Arm });
                    }
                }
                self.measured = q;
                if self.arm_fault.is_none() {
                    if let Some(v) = self.env.following_check(&q) {
                        self.arm_fault = Some(ArmFault { detail: StopDetail::Violation(v), link_lost: false });
                    }
                }
            }
            Err(e) => self.arm_failed(&e),
        }
    }

    fn read_gripper(&mut self) {
        match self.gripper.read() {
            Ok(s) => {
                self.gripper_state = s;
                if s.status == GripperStatus::Fault {
                    let mut t = ShortText::empty();
                    let _ = std::fmt::Write::write_fmt(&mut t, format_args!("fault code {}", s.fault_code));
                    self.gripper_failed(StopDetail::Driver(t));
                } else if self.gripper_fault.is_some() {
                    self.gripper_fault = None;
                    // Re-send the last set-point once tracking resumes.
                    self.last_gripper_cmd = None;
                    self.emit(self.state.stamp_ns, EventKind::DriverRecovered { device: Device::Gripper });
                }
            }
            Err(e) => self.gripper_failed(StopDetail::Driver(ShortText::of(&e))),
        }
    }

    /// Takes a newly published goal: validates it against the envelope.
    fn intake_goal(&mut self, g: MotionGoal) {
        let same = self.last_seen.is_some_and(|s| {
            s.seq == g.seq && s.kind == g.kind && s.gripper == g.gripper && s.speed_scale == g.speed_scale
        });
        self.last_seen = Some(g);
        if same {
            // A refresh of the same goal: keep its freshness for the watchdog.
            if let Some(v) = self.valid.as_mut().filter(|v| v.seq == g.seq) {
                v.issued_ns = g.issued_ns;
            }
            if let Some(a) = self.active.as_mut().filter(|a| a.seq == g.seq) {
                a.issued_ns = g.issued_ns;
            }
            return;
        }
        let verdict = match g.kind {
            GoalKind::Joints { q } => self.env.check_goal(&q, g.speed_scale),
            GoalKind::Hold => self.env.check_goal(self.env.last_command(), g.speed_scale.clamp(0.0, 1.0)),
        };
        match verdict {
            Ok(()) => {
                self.valid = Some(g);
                if self.safety_latch.is_some_and(|(_, t)| clears_latch(t, &g.kind)) {
                    self.safety_latch = None;
                }
                if self.stop.is_none() {
                    self.active = Some(g);
                }
            }
            Err(reason) => {
                // A planner that keeps re-sending a refused goal is reported once per run.
                if !matches!(self.safety_latch, Some((StopDetail::Rejection(_), _))) {
                    self.emit(self.state.stamp_ns, EventKind::GoalRejected { goal_seq: g.seq, reason });
                }
                self.safety_latch = Some((StopDetail::Rejection(reason), None));
            }
        }
    }

    /// Active stop conditions with their details, in priority order.
    fn conditions(&self, inp: &StepInputs, zone: PersonZone) -> [Option<StopDetail>; CAUSES] {
        let stale = self.last_seen.and_then(|g| {
            let age = inp.now_ns.saturating_sub(g.issued_ns);
            (age > self.live.goal_timeout_ns).then_some(StopDetail::GoalAge {
                age_ms: age as f64 / 1e6,
                timeout_ms: self.live.goal_timeout_ns as f64 / 1e6,
            })
        });
        [
            inp.shutdown.then_some(StopDetail::None),
            inp.estop.then_some(StopDetail::None),
            self.arm_fault.map(|f| f.detail),
            self.gripper_fault,
            (zone == PersonZone::Stop)
                .then_some(StopDetail::Person { distance_m: inp.nearest_person_m.unwrap_or(f64::NAN) }),
            self.blind(inp),
            self.safety_latch.map(|l| l.0),
            stale,
        ]
    }

    /// The camera's newest frame is too old to know where people are.
    fn blind(&self, inp: &StepInputs) -> Option<StopDetail> {
        let age = inp.now_ns.saturating_sub(inp.frame_captured_ns?);
        (age > self.live.perception_timeout_ns).then_some(StopDetail::FrameAge {
            age_ms: age as f64 / 1e6,
            timeout_ms: self.live.perception_timeout_ns as f64 / 1e6,
        })
    }

    /// One control cycle.
    pub fn step(&mut self, inp: &StepInputs) -> &RobotState {
        self.cycle += 1;
        let now = inp.now_ns;
        self.state.stamp_ns = now;

        self.read_arm();
        self.read_gripper();
        if let Some(g) = inp.goal {
            self.intake_goal(g);
        }
        let zone = self.live.safety.person_zone(inp.nearest_person_m);

        let conds = self.conditions(inp, zone);
        self.update_stop(now, &conds);

        let planned = self.plan(zone);
        let checked = self.envelope(now, zone, &planned);
        self.send(&checked);

        let at_rest = (self.traj.finished() || planned.is_err()) && checked.qd.iter().all(|v| v.abs() < 1e-9);
        self.stop_bookkeeping(now, at_rest, &checked);
        self.publish(at_rest, &checked)
    }

    /// Stop conditions: start an episode, log each newly active cause once; with none
    /// active, resume with a goal issued after the stop began.
    #[inline]
    fn update_stop(&mut self, now: u64, conds: &[Option<StopDetail>; CAUSES]) {
        let any = conds.iter().any(|c| c.is_some());
        if any {
            for (i, c) in conds.iter().enumerate() {
                let Some(detail) = *c else { continue };
                let cause = CAUSE_ORDER[i];
                let ep = self.stop.get_or_insert(StopEpisode {
                    cause,
                    since_ns: now,
                    logged: 0,
                    at_rest: false,
                    peak_decel: 0.0,
                    peak_decel_ratio: 0.0,
                });
                if ep.logged & cause_bit(cause) == 0 {
                    ep.logged |= cause_bit(cause);
                    self.emit(now, EventKind::Stop { cause, detail });
                }
            }
        } else if let Some(ep) = self.stop {
            // All clear: resume with a goal issued after the stop began.
            if let Some(g) = self.valid.filter(|g| g.issued_ns > ep.since_ns) {
                self.stop = None;
                self.active = Some(g);
                self.slow_since_ns = None;
                self.emit(now, EventKind::Resumed { goal_seq: g.seq });
            }
        }
    }

    /// Plans this cycle's set-point: track the active goal, or brake.
    #[inline]
    fn plan(&mut self, zone: PersonZone) -> Result<MotionState, TrajectoryError> {
        let max_scale = self.live.safety.max_speed_scale;
        match (self.stop, self.active) {
            (None, Some(g)) => {
                let acc = if g.speed_scale > 0.0 { g.speed_scale.min(max_scale) } else { max_scale };
                let vel = g.speed_scale.min(max_scale).min(zone.velocity_scale());
                match g.kind {
                    GoalKind::Joints { q } if vel >= MIN_SCALE => self.traj.track(&q, vel, acc),
                    _ => self.traj.brake(acc),
                }
            }
            _ => self.traj.brake(1.0),
        }
    }

    /// Passes the planned set-point through the safety envelope; latches a finding,
    /// re-seeds the generator when the envelope changed the command, and (while not
    /// stopping) checks the workspace and the speed near people.
    #[inline]
    fn envelope(&mut self, now: u64, zone: PersonZone, planned: &Result<MotionState, TrajectoryError>) -> Checked {
        let max_scale = self.live.safety.max_speed_scale;
        let candidate = match planned {
            Ok(s) => s.q,
            Err(e) => {
                // The generator failed: the envelope brakes at its acceleration limit.
                if self.safety_latch.is_none() {
                    self.safety_latch = Some((StopDetail::Driver(ShortText::of(e)), self.active_target()));
                }
                *self.env.last_command()
            }
        };
        let checked = self.env.filter(&candidate, max_scale);
        if let Some(v) = checked.violation {
            if self.safety_latch.is_none() {
                self.safety_latch = Some((StopDetail::Violation(v), self.active_target()));
            }
        }
        // Re-seed the generator only when the envelope really changed the command. A
        // candidate within the rounding tolerance of a bound is clamped without a
        // violation; re-seeding then would restart the plan from finite-difference
        // velocity and acceleration, which lag the generator's own, and from such a state
        // the generator can overshoot its velocity limit (found by the control-step
        // property test: joint 0 at 1.8919 against 1.89 rad/s).
        if planned.is_err() || checked.violation.is_some() {
            self.traj.reset(&MotionState { q: checked.q, qd: checked.qd, qdd: checked.qdd });
        }
        if self.stop.is_none() {
            if let Some(v) = self.env.workspace_check(&checked) {
                self.safety_latch = Some((StopDetail::Violation(v), self.active_target()));
            }
            self.speed_monitor(now, zone, &checked.qd);
        }
        checked
    }

    /// Sends the checked command to the arm (unless its link is lost) and, while
    /// tracking, a changed gripper set-point.
    #[inline]
    fn send(&mut self, checked: &Checked) {
        if !self.arm_fault.is_some_and(|f| f.link_lost) {
            if let Err(e) = self.arm.command(&checked.q) {
                self.arm_failed(&e);
            }
        }
        if self.stop.is_none() && self.gripper_fault.is_none() {
            if let Some(gc) = self.active.and_then(|g| g.gripper) {
                if self.last_gripper_cmd != Some(gc) {
                    match self.gripper.command(&gc) {
                        Ok(()) => self.last_gripper_cmd = Some(gc),
                        Err(e) => self.gripper_failed(StopDetail::Driver(ShortText::of(&e))),
                    }
                }
            }
        }
    }

    /// Stop bookkeeping: peak deceleration, at-rest transition.
    #[inline]
    fn stop_bookkeeping(&mut self, now: u64, at_rest: bool, checked: &Checked) {
        if let Some(ep) = self.stop.as_mut() {
            for i in 0..DOF {
                let a = checked.qdd[i].abs();
                ep.peak_decel = ep.peak_decel.max(a);
                ep.peak_decel_ratio = ep.peak_decel_ratio.max(a / self.limits.max_acceleration[i]);
            }
            if at_rest && !ep.at_rest {
                ep.at_rest = true;
                let summary = StopSummary {
                    cause: ep.cause,
                    duration_s: now.saturating_sub(ep.since_ns) as f64 / 1e9,
                    peak_deceleration: ep.peak_decel,
                    peak_deceleration_ratio: ep.peak_decel_ratio,
                };
                self.last_stop = Some(summary);
                let (cause, ms) = (ep.cause, summary.duration_s * 1e3);
                self.emit(now, EventKind::AtRest { cause, stop_ms: ms });
            }
        }
    }

    /// Publishes the cycle's state: mode, command, measurement, goal reached.
    #[inline]
    fn publish(&mut self, at_rest: bool, checked: &Checked) -> &RobotState {
        let mode = match (self.stop, self.active) {
            (Some(ep), _) if ep.at_rest => ControlMode::Stopped,
            (Some(_), _) => ControlMode::Stopping,
            (None, Some(_)) => ControlMode::Tracking,
            (None, None) => ControlMode::Starting,
        };
        let reached = self.stop.is_none()
            && at_rest
            && match self.active.map(|g| g.kind) {
                Some(GoalKind::Joints { q }) => {
                    (0..DOF).all(|i| (checked.q[i] - q[i]).abs() <= self.live.goal_tolerance_rad)
                }
                Some(GoalKind::Hold) => true,
                None => false,
            };
        let s = &mut self.state;
        s.cycle = self.cycle;
        s.q_cmd = checked.q;
        s.q = self.measured;
        s.qd = checked.qd;
        s.qdd = checked.qdd;
        s.gripper = self.gripper_state;
        s.mode = mode;
        s.stop_cause = self.stop.map(|e| e.cause);
        s.goal_seq = self.active.map(|g| g.seq).unwrap_or(0);
        s.goal_reached = reached;
        &self.state
    }

    /// Near people the velocities must come down to the slow scale within the time the
    /// trajectory generator needs to brake; if they do not, stop.
    fn speed_monitor(&mut self, now: u64, zone: PersonZone, qd: &Joints) {
        let PersonZone::Slow(s) = zone else {
            self.slow_since_ns = None;
            return;
        };
        let since = *self.slow_since_ns.get_or_insert(now);
        let grace_ns = (self.env.slow_down_grace_s() * 1e9) as u64;
        if now.saturating_sub(since) <= grace_ns {
            return;
        }
        let cap = s.min(self.live.safety.max_speed_scale);
        for i in 0..DOF {
            let bound = self.limits.max_velocity[i] * cap;
            if qd[i].abs() > bound * (1.0 + 1e-6) + 1e-9 {
                let v = Violation { kind: LimitKind::Velocity, joint: i as u8, value: qd[i], limit: bound };
                self.safety_latch = Some((StopDetail::Violation(v), self.active_target()));
                return;
            }
        }
    }

    fn active_target(&self) -> Option<Joints> {
        match self.active.map(|g| g.kind) {
            Some(GoalKind::Joints { q }) => Some(q),
            _ => None,
        }
    }

    /// Sets the missed-deadline count shown in the state (kept by the loop).
    pub fn set_missed_deadlines(&mut self, n: u64) {
        self.state.missed_deadlines = n;
    }
}
