//! ADM's motion strategy (seed 000, III-A2): turns each decision into what the robot does
//! next. Visible exploration approaches the region; invisible exploration approaches the
//! storage place and opens it by its handle when near ([`open_place`]); a grounded tool is approached when distant and
//! grasped by its operational region when within reach. Runs at the decision rate and
//! turns Cartesian targets into joint goals here (inverse kinematics), so the control step
//! stays IK-free.
//!
//! Platform: on a mobile base the strategy drives to a grasp stand-off; a fixed arm
//! (`arm.mount = "fixed"`) never asks the base to move, grasps what lies inside its workspace
//! (`arm.reach_*`) and reports anything else as out of reach ([`Phase::OutOfReach`]) without
//! moving toward it.

mod open_place;

pub use super::arm_model::ArmModel;
pub use super::motion_params::MotionParams;
use super::opening::{arm_at, Opening};
use super::types::{Decision, Exploration};
use super::wander::Wander;
use crate::control::{GoalKind, GripperCommand, GripperStatus, Joints, RobotState};
use crate::perception::{Detection, Observation, PartKind};
use crate::types::geometry::BBox;
use crate::types::Intrinsics;
use nalgebra::{Isometry3, Matrix3, Point3, Rotation3, Translation3, UnitQuaternion, Vector3};
use serde::Serialize;
use std::sync::Arc;

/// Where the motion strategy is in the task.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Nothing to go for yet: look around.
    Search,
    /// Approaching an exploration region or storage place, or looking into one.
    Explore,
    /// Opening a storage place: reaching its handle, pulling it, letting go.
    Opening,
    /// Driving until the tool is within reach.
    Approach,
    /// Arm above the operational region.
    PreGrasp,
    /// Arm at the operational region, gripper closing.
    Grasp,
    /// Holding: lifting the tool.
    Lift,
    /// The tool is held and lifted.
    Done,
    /// Gave up (reason in the notes).
    Failed,
    /// A fixed arm's target lies outside its workspace: the task ends without moving toward it.
    OutOfReach,
    /// A question to the person is open: holding where it is, going for nothing.
    Asking,
    /// Searched all round, with every storage place in view opened, and nothing for the task:
    /// the robot stops and reports it.
    NotFound,
}

impl std::fmt::Display for Phase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Phase::Search => "searching",
            Phase::Explore => "exploring",
            Phase::Opening => "opening a storage place",
            Phase::Approach => "approaching",
            Phase::PreGrasp => "above the handle",
            Phase::Grasp => "grasping",
            Phase::Lift => "lifting",
            Phase::Done => "done",
            Phase::Failed => "failed",
            Phase::OutOfReach => "out of reach",
            Phase::NotFound => "nothing found: reported",
            Phase::Asking => "asking: waiting for an answer",
        })
    }
}

/// Command for the mobile base, in the arm base frame.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BaseCommand {
    Stay,
    /// Turn in place (sign = direction) to look around.
    Turn {
        direction: f64,
    },
    /// Drive toward a point (arm base frame, metres) and stop `stop_m` short of it.
    DriveTo {
        x: f64,
        y: f64,
        stop_m: f64,
    },
}

/// What to do this decision step.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MotionOutput {
    pub phase: Phase,
    pub arm: GoalKind,
    pub gripper: Option<GripperCommand>,
    pub speed_scale: f64,
    pub base: BaseCommand,
    pub note: Option<String>,
}

/// The stateful strategy for one task.
pub struct MotionStrategy {
    arm: Arc<dyn ArmModel>,
    p: MotionParams,
    /// Current look pose (joints) and the point it looks at.
    look: Joints,
    look_target: Option<Point3<f64>>,
    /// TCP pose in the camera frame (constant: both ride on the flange).
    tcp_in_camera: Isometry3<f64>,
    /// Camera intrinsics, for back-projecting part boxes.
    intrinsics: Intrinsics,
    phase: Phase,
    /// Target latched when the arm commits to a grasp (the camera loses it up close).
    committed: Option<Committed>,
    attempts: u32,
    search_dir: f64,
    /// Decision steps spent turning on the spot with nothing to go for (walks do not count).
    search_steps: u32,
    /// Steps of the current turn on the spot, and steps the walk's target has been out of view.
    turn_steps: u32,
    walk_lost: u32,
    /// Where to walk for a new look when turning shows nothing.
    wander: Wander,
    /// Storage places opened and looked into without finding the tool (track ids).
    explored: Vec<u64>,
    /// The places the robot has opened (or found nothing to open on), to look into.
    opened: Vec<u64>,
    /// The opening under way, once planned.
    opening: Option<Opening>,
    /// The storage place the robot stands at, to open and look into.
    at_place: Option<open_place::AtPlace>,
    /// The place looked into and for how many half steps; steps at the place without its
    /// handle in view (or without the place in view).
    inspecting: Option<(u64, u32)>,
    handle_unseen: u32,
    /// Steps spent driving up to the handle of the place the robot stands at.
    handle_drive_steps: u32,
    /// Failed tries at opening a place (its track, how many); index into [`OPEN_STANDOFFS`].
    open_tries: (u64, u32),
    open_standoff: usize,
    /// Index into [`STANDOFFS`]: the base's distance to the tool when grasping.
    standoff: usize,
    /// Consecutive decision steps a fixed arm found its tool out of reach (one noisy depth
    /// estimate must not end the task).
    out_of_reach_steps: u32,
}

/// Decision steps in a row a tool must be out of a fixed arm's reach before the task ends.
const OUT_OF_REACH_STEPS: u32 = 5;

/// Distances (m, tool to arm base) from which a grasp is attempted, in order.
const STANDOFFS: [f64; 4] = [0.45, 0.55, 0.38, 0.62];

/// A walk for a new look drives toward a stop this share of `motion.walk_min_m` from its
/// target, so the base passes `walk_min_m` (where the walk counts as arrived) before it stops.
const WALK_STOP_SHARE: f64 = 0.8;

/// Steps (at the decision rate) a place stays under inspection after opening before it
/// counts as explored and the search moves on; also how long the robot looks for a handle.
const INSPECT_STEPS: u32 = 20;

/// Distances (m, handle to arm base) the base moves to when an opening cannot be planned from
/// where it stands, in order; a handle farther than [`OPEN_REACH_M`] is driven up to first.
const OPEN_STANDOFFS: [f64; 3] = [0.55, 0.45, 0.65];
const OPEN_REACH_M: f64 = 0.7;

/// A tool in view with a measured position: its track, its detection and where it is
/// (arm base frame, m).
struct ToolInView<'a> {
    track_id: u64,
    det: &'a Detection,
    pos: [f64; 3],
}

#[derive(Debug, Clone, Copy)]
struct Committed {
    track_id: u64,
    grasp: Joints,
    pregrasp: Joints,
    lift: Joints,
}

impl MotionStrategy {
    /// `look` is the joint pose that points the camera ahead and down (the ready pose).
    /// `ready` is a joint pose from which the look poses are searched (the configured home);
    /// `intrinsics` are the camera's.
    pub fn new(arm: Arc<dyn ArmModel>, ready: Joints, intrinsics: Intrinsics, p: MotionParams) -> Self {
        let tcp_in_camera = arm.camera_pose(&ready).inverse() * arm.tcp_pose(&ready);
        let mut m = MotionStrategy {
            arm,
            p,
            look: ready,
            look_target: None,
            tcp_in_camera,
            intrinsics,
            phase: Phase::Search,
            committed: None,
            attempts: 0,
            search_dir: 1.0,
            search_steps: 0,
            turn_steps: 0,
            walk_lost: 0,
            wander: Wander::new(p.m.walk_min_m),
            explored: Vec::new(),
            opened: Vec::new(),
            opening: None,
            at_place: None,
            inspecting: None,
            handle_unseen: 0,
            handle_drive_steps: 0,
            open_tries: (0, 0),
            open_standoff: 0,
            standoff: 0,
            out_of_reach_steps: 0,
        };
        let [x, y, z] = m.p.m.look_point;
        m.look = m.solve_look(&Point3::new(x, y, z), &ready).unwrap_or(ready);
        m
    }

    /// Joints that put the camera at the look-out point, aimed at `target` (arm base frame).
    fn solve_look(&self, target: &Point3<f64>, seed: &Joints) -> Option<Joints> {
        let eye = Point3::new(LOOK_EYE[0], LOOK_EYE[1], LOOK_EYE[2]);
        let z = unit(target - eye);
        let x = unit(z.cross(&Vector3::z()));
        let y = z.cross(&x);
        let r = Rotation3::from_matrix_unchecked(Matrix3::from_columns(&[x, y, z]));
        let cam = Isometry3::from_parts(Translation3::from(eye.coords), UnitQuaternion::from_rotation_matrix(&r));
        self.arm.solve(&(cam * self.tcp_in_camera), seed).ok()
    }

    /// Looks at `target` (or ahead when `None`), re-solving only when the target moved.
    fn look_at(&mut self, target: Option<Point3<f64>>, state: &RobotState) -> GoalKind {
        let [x, y, z] = self.p.m.look_point;
        let t = target.unwrap_or(Point3::new(x, y, z));
        let moved = self.look_target.is_none_or(|old| (old - t).norm() > 0.03);
        if moved {
            if let Some(q) = self.solve_look(&t, &state.q_cmd).or_else(|| self.solve_look(&t, &self.look)) {
                self.look = q;
                self.look_target = Some(t);
            }
        }
        GoalKind::Joints { q: self.look }
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Track id of the object being grasped, once committed.
    pub fn committed_track(&self) -> Option<u64> {
        self.committed.map(|c| c.track_id)
    }

    /// This step's output; a fixed arm never asks its base to move.
    fn out(&self, arm: GoalKind, gripper: Option<GripperCommand>, speed: f64, base: BaseCommand) -> MotionOutput {
        let base = if self.p.mobile_base { base } else { BaseCommand::Stay };
        MotionOutput { phase: self.phase, arm, gripper, speed_scale: speed, base, note: None }
    }

    /// A fixed arm's tool is out of reach (`why`): hold where the arm is; after
    /// [`OUT_OF_REACH_STEPS`] such steps in a row the task ends as [`Phase::OutOfReach`].
    fn out_of_reach(&mut self, label: &str, why: String, state: &RobotState) -> MotionOutput {
        self.out_of_reach_steps += 1;
        let hold = GoalKind::Joints { q: state.q_cmd };
        if self.out_of_reach_steps < OUT_OF_REACH_STEPS {
            let mut o = self.out(hold, Some(GripperCommand::OPEN), self.p.m.fine_speed, BaseCommand::Stay);
            o.note = Some(format!("`{label}` may be out of reach: {why}"));
            return o;
        }
        self.phase = Phase::OutOfReach;
        tracing::warn!(tool = %label, %why, "out of reach: the fixed arm cannot grasp it; the task ends without moving");
        let mut o = self.out(hold, None, 0.0, BaseCommand::Stay);
        o.note = Some(format!("out of reach: `{label}` {why}"));
        o
    }

    fn look_goal(&self) -> GoalKind {
        GoalKind::Joints { q: self.look }
    }

    /// One step: the latest decision, the observation it was made on, and the robot's state.
    pub fn step(&mut self, d: &Decision, obs: &Observation, state: &RobotState) -> MotionOutput {
        match self.phase {
            Phase::Done => return self.hold_up(state),
            Phase::Failed | Phase::OutOfReach | Phase::NotFound => {
                return self.out(GoalKind::Joints { q: state.q_cmd }, None, 0.0, BaseCommand::Stay)
            }
            Phase::PreGrasp | Phase::Grasp | Phase::Lift => return self.execute_grasp(state),
            Phase::Opening => return self.execute_opening(state),
            _ => {}
        }
        if let Some(g) = &d.grounding {
            self.search_steps = 0;
            self.leave_place();
            return self.go_for_tool(g.track_id, g.operational.as_ref().or(Some(&g.tool_box)), obs, state);
        }
        // A place the robot stands at (opening it, looking in) keeps it until explored.
        let named = match &d.exploration {
            Some(Exploration::Invisible { track_id: Some(id), .. }) if !self.explored.contains(id) => Some(*id),
            _ => None,
        };
        if let Some(id) = self.at_place.as_ref().map(|p| p.track_id).or(named) {
            self.search_steps = 0;
            return self.go_explore_place(id, obs, state);
        }
        match &d.exploration {
            Some(Exploration::Visible { region }) => {
                self.search_steps = 0;
                self.go_explore_region(region, obs, state)
            }
            _ => self.search(obs, state),
        }
    }

    /// Nothing to go for: walk to the place picked for a new look, or turn on the spot; after
    /// a whole turn, pick the next place to walk to; after `motion.search_give_up_s` of
    /// turning, give up.
    fn search(&mut self, obs: &Observation, state: &RobotState) -> MotionOutput {
        if let Some(o) = self.wander.target().and_then(|id| self.walk_to(id, obs, state)) {
            return o;
        }
        if self.search_steps >= self.p.search_give_up_steps {
            return self.give_up_search(state);
        }
        self.search_steps += 1;
        self.turn_steps += 1;
        self.wander.observe(obs);
        if self.p.mobile_base && self.turn_steps >= self.p.look_around_steps {
            self.turn_steps = 0;
            if let Some(o) = self.wander.pick_next().and_then(|id| self.walk_to(id, obs, state)) {
                return o;
            }
        }
        self.phase = Phase::Search;
        let look = self.look_at(None, state);
        let mut o = self.out(
            look,
            Some(GripperCommand::OPEN),
            self.p.m.travel_speed,
            BaseCommand::Turn { direction: self.search_dir },
        );
        o.note = Some(if self.p.mobile_base {
            "searching: turning to look around".into()
        } else {
            "searching: looking around from the fixed arm's stand".into()
        });
        o
    }

    /// Walks up to track `id` for a new look; `None` once there (or once it has been out of
    /// view for a whole turn): the search turns on the spot again.
    fn walk_to(&mut self, id: u64, obs: &Observation, state: &RobotState) -> Option<MotionOutput> {
        self.phase = Phase::Search;
        let seen = obs.by_track(id).and_then(|d| Some((d.label.clone(), d.position?)));
        let Some((label, p)) = seen else {
            self.walk_lost += 1;
            if self.walk_lost > self.p.look_around_steps {
                self.walk_lost = 0;
                self.wander.arrived();
                return None;
            }
            let dir = BaseCommand::Turn { direction: self.search_dir };
            return Some(self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.travel_speed, dir));
        };
        self.walk_lost = 0;
        let horizontal = p[0].hypot(p[1]);
        if horizontal <= self.p.m.walk_min_m {
            self.wander.arrived();
            return None;
        }
        let look = self.look_at(Some(Point3::new(p[0], p[1], p[2])), state);
        let drive = BaseCommand::DriveTo { x: p[0], y: p[1], stop_m: self.p.m.walk_min_m * WALK_STOP_SHARE };
        let mut o = self.out(look, Some(GripperCommand::OPEN), self.p.m.travel_speed, drive);
        o.note = Some(format!("looking elsewhere: walking up to `{label}` ({horizontal:.2} m)"));
        Some(o)
    }

    /// A question is open: the arm holds its commanded pose, the gripper and base stay, and
    /// the search clock does not run (waiting for an answer is not searching).
    pub fn wait_for_answer(&mut self, state: &RobotState) -> MotionOutput {
        if self.phase == Phase::Opening {
            // The gripper lets go while the robot waits: the opening starts again afterwards.
            self.opening = None;
            self.phase = Phase::Explore;
        }
        if matches!(self.phase, Phase::Search | Phase::Explore | Phase::Approach | Phase::Asking) {
            self.phase = Phase::Asking;
        }
        let mut o = self.out(GoalKind::Joints { q: state.q_cmd }, None, 0.0, BaseCommand::Stay);
        o.note = Some("asking which one is meant: holding until the person answers".into());
        o
    }

    /// The search has gone on for `motion.search_give_up_s` with nothing to go for: every place
    /// in view worth opening was opened. The robot stops where it is and reports.
    fn give_up_search(&mut self, state: &RobotState) -> MotionOutput {
        self.phase = Phase::NotFound;
        let mut o = self.out(GoalKind::Joints { q: state.q_cmd }, Some(GripperCommand::OPEN), 0.0, BaseCommand::Stay);
        o.note = Some(format!(
            "nothing for the task found after searching all round and opening {} storage place(s): stopping to report it",
            self.explored.len()
        ));
        o
    }

    fn go_explore_region(&mut self, region: &BBox, obs: &Observation, state: &RobotState) -> MotionOutput {
        self.phase = Phase::Explore;
        // The region's 3-D location: mean position of the detections that lie in it.
        let pts: Vec<[f64; 3]> =
            obs.detections.iter().filter(|d| region.intersects(&d.bbox)).filter_map(|d| d.position).collect();
        if pts.is_empty() {
            return self.out(self.look_goal(), None, self.p.m.travel_speed, BaseCommand::Stay);
        }
        let n = pts.len() as f64;
        let (x, y) = (pts.iter().map(|p| p[0]).sum::<f64>() / n, pts.iter().map(|p| p[1]).sum::<f64>() / n);
        let z = pts.iter().map(|p| p[2]).sum::<f64>() / n;
        let look = self.look_at(Some(Point3::new(x, y, z)), state);
        let mut o = self.out(
            look,
            Some(GripperCommand::OPEN),
            self.p.m.travel_speed,
            BaseCommand::DriveTo { x, y, stop_m: self.p.m.grasp_reach_m + self.p.m.drive_margin_m },
        );
        o.note = Some(if self.p.mobile_base {
            format!("visible exploration: approaching region at ({x:.2}, {y:.2})")
        } else {
            format!("visible exploration: looking at region at ({x:.2}, {y:.2}) from the fixed arm's stand")
        });
        o
    }

    /// The 3-D point of a part: the object's measured centre moved, in the camera's image
    /// plane, by the part's pixel offset from the object's box centre (scaled by the object's
    /// depth). Offsets relative to the box keep the part on the object even when the box is
    /// not centred on the object's projection.
    fn part_point(&self, obs: &Observation, part: &BBox, object_box: &BBox, object: [f64; 3]) -> Point3<f64> {
        let cam = obs.camera_pose;
        let centre = Point3::new(object[0], object[1], object[2]);
        let z = cam.inverse_transform_point(&centre).z.max(0.05);
        let (fx, fy) = (self.intrinsics.fx, self.intrinsics.fy);
        let (pu, pv) = part.center();
        let (bu, bv) = object_box.center();
        let offset_cam = Vector3::new((pu - bu) as f64 * z / fx, (pv - bv) as f64 * z / fy, 0.0);
        centre + cam.rotation * offset_cam
    }

    fn go_for_tool(
        &mut self,
        track_id: u64,
        region: Option<&BBox>,
        obs: &Observation,
        state: &RobotState,
    ) -> MotionOutput {
        let Some(det) = obs.by_track(track_id) else {
            return self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.travel_speed, BaseCommand::Stay);
        };
        let Some(pos) = det.position else {
            return self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.travel_speed, BaseCommand::Stay);
        };
        let horizontal = (pos[0] * pos[0] + pos[1] * pos[1]).sqrt();
        let bearing = pos[1].atan2(pos[0]);
        let tool = ToolInView { track_id, det, pos };
        let look = self.look_at(Some(Point3::new(pos[0], pos[1], pos[2])), state);
        let stop_m = STANDOFFS[self.standoff];
        if !self.p.mobile_base {
            // A fixed arm grasps from where it stands, or not at all.
            if let Some(why) = self.p.outside_workspace(horizontal, bearing) {
                return self.out_of_reach(&det.label, why, state);
            }
        } else if (horizontal - stop_m).abs() > self.p.m.approach_tolerance_m
            || bearing.abs() > self.p.m.approach_bearing_rad
        {
            self.phase = Phase::Approach;
            let mut o = self.out(
                look,
                Some(GripperCommand::OPEN),
                self.p.m.travel_speed,
                BaseCommand::DriveTo { x: pos[0], y: pos[1], stop_m },
            );
            o.note = Some(format!("approaching `{}` ({horizontal:.2} m, bearing {bearing:.2} rad)", det.label));
            return o;
        }
        let target = self.grasp_target(&tool, region, obs);
        match self.solve_grasp(target, state) {
            Ok(joints) => self.commit_grasp(&tool, target, joints),
            Err(e) if !self.p.mobile_base => self.out_of_reach(
                &det.label,
                format!("at {horizontal:.2} m, bearing {bearing:+.2} rad has no grasp pose the arm can reach ({e})"),
                state,
            ),
            Err(e) => {
                // Not reachable from here: try another stand-off distance (the FR3 reaches high
                // top-down poses only farther out, low ones closer in).
                self.phase = Phase::Approach;
                self.standoff = (self.standoff + 1) % STANDOFFS.len();
                let stop_m = STANDOFFS[self.standoff];
                let mut o = self.out(
                    look,
                    Some(GripperCommand::OPEN),
                    self.p.m.travel_speed,
                    BaseCommand::DriveTo { x: pos[0], y: pos[1], stop_m },
                );
                o.note = Some(format!(
                    "`{}` not reachable from {horizontal:.2} m ({e}): moving to {stop_m:.2} m",
                    det.label
                ));
                o
            }
        }
    }

    /// Within reach: grasp point at the operational region, measured by depth when the
    /// part carries a position, else placed from the object's centre and the box offset.
    fn grasp_target(&self, tool: &ToolInView, region: Option<&BBox>, obs: &Observation) -> Point3<f64> {
        let (det, pos) = (tool.det, tool.pos);
        let operational = det.part(PartKind::Operational);
        let mut target = match operational.and_then(|p| p.position) {
            Some(p) => Point3::new(p[0], p[1], p[2]),
            None => {
                let part = operational.map(|p| p.bbox).or(region.copied()).unwrap_or(det.bbox);
                self.part_point(obs, &part, &det.bbox, pos)
            }
        };
        // Keep the grasp within the object's height band (never below its centre).
        target.z = target.z.max(pos[2]);
        target
    }

    /// Pre-grasp, grasp and lift joints for a grasp at `target`: top-down (the approach yaw
    /// first, then the others), else from the side.
    fn solve_grasp(&self, target: Point3<f64>, state: &RobotState) -> Result<(Joints, Joints, Joints), String> {
        // A top-down grasp may turn about the vertical: try the approach yaw first, then the others.
        let yaw0 = target.y.atan2(target.x);
        let mut solved = Err(String::new());
        for dyaw in [0.0, std::f64::consts::FRAC_PI_2, -std::f64::consts::FRAC_PI_2, std::f64::consts::PI] {
            let yaw = yaw0 + dyaw;
            let grasp = top_down(target, yaw);
            let pre = top_down(target + Vector3::new(0.0, 0.0, self.p.m.pregrasp_above_m), yaw);
            let lift = top_down(target + Vector3::new(0.0, 0.0, self.p.m.lift_m), yaw);
            solved = self
                .arm
                .solve(&pre, &state.q_cmd)
                .and_then(|qp| self.arm.solve(&grasp, &qp).map(|qg| (qp, qg)))
                .and_then(|(qp, qg)| self.arm.solve(&lift, &qg).map(|ql| (qp, qg, ql)));
            if solved.is_ok() {
                break;
            }
        }
        if solved.is_err() {
            // High objects (a can on a fridge shelf) are out of reach from above: come in from the side.
            solved =
                self.arm.side_grasp(&target, self.p.m.pregrasp_above_m, &state.q_cmd).and_then(|(qp, qg, pose)| {
                    let lift = Isometry3::from_parts(
                        Translation3::from(pose.translation.vector + Vector3::new(0.0, 0.0, self.p.m.lift_m)),
                        pose.rotation,
                    );
                    self.arm.solve(&lift, &qg).map(|ql| (qp, qg, ql))
                });
        }
        solved
    }

    /// Commits to the solved grasp and heads for the pre-grasp pose.
    fn commit_grasp(
        &mut self,
        tool: &ToolInView,
        target: Point3<f64>,
        (pregrasp, grasp, lift): (Joints, Joints, Joints),
    ) -> MotionOutput {
        let det = tool.det;
        let operational = det.part(PartKind::Operational);
        self.out_of_reach_steps = 0;
        let reached = self.arm.tcp_pose(&grasp).translation.vector;
        tracing::debug!(
            target = ?[target.x, target.y, target.z],
            reached = ?[reached.x, reached.y, reached.z],
            object = ?tool.pos,
            depth_part = operational.and_then(|p| p.position).is_some(),
            "motion: grasp committed"
        );
        self.committed = Some(Committed { track_id: tool.track_id, grasp, pregrasp, lift });
        self.phase = Phase::PreGrasp;
        let mut o = self.out(
            GoalKind::Joints { q: pregrasp },
            Some(GripperCommand::OPEN),
            self.p.m.fine_speed,
            BaseCommand::Stay,
        );
        o.note = Some(format!(
            "reaching `{}`: above its {} region",
            det.label,
            if det.part(PartKind::Operational).is_some() { "operational" } else { "box" }
        ));
        o
    }

    fn execute_grasp(&mut self, state: &RobotState) -> MotionOutput {
        let Some(c) = self.committed else {
            self.phase = Phase::Search;
            return self.out(self.look_goal(), None, self.p.m.travel_speed, BaseCommand::Stay);
        };
        let tol = 0.01;
        match self.phase {
            Phase::PreGrasp => {
                if arm_at(state, &c.pregrasp, tol) {
                    self.phase = Phase::Grasp;
                }
                self.out(
                    GoalKind::Joints { q: if self.phase == Phase::Grasp { c.grasp } else { c.pregrasp } },
                    Some(GripperCommand::OPEN),
                    self.p.m.fine_speed,
                    BaseCommand::Stay,
                )
            }
            Phase::Grasp => {
                let close = arm_at(state, &c.grasp, tol);
                let g = if close { GripperCommand::GRASP } else { GripperCommand::OPEN };
                match state.gripper.status {
                    GripperStatus::Holding if close => {
                        self.phase = Phase::Lift;
                        self.out(
                            GoalKind::Joints { q: c.lift },
                            Some(GripperCommand::GRASP),
                            self.p.m.fine_speed,
                            BaseCommand::Stay,
                        )
                    }
                    GripperStatus::Arrived if close && state.gripper.position > 0.95 => {
                        // Closed on nothing: back off and try again.
                        self.attempts += 1;
                        self.committed = None;
                        self.phase = if self.attempts >= self.p.m.max_attempts { Phase::Failed } else { Phase::Search };
                        let mut o = self.out(
                            GoalKind::Joints { q: c.pregrasp },
                            Some(GripperCommand::OPEN),
                            self.p.m.fine_speed,
                            BaseCommand::Stay,
                        );
                        o.note = Some(format!("grasp closed on nothing (attempt {})", self.attempts));
                        o
                    }
                    _ => self.out(GoalKind::Joints { q: c.grasp }, Some(g), self.p.m.fine_speed, BaseCommand::Stay),
                }
            }
            Phase::Lift => {
                if state.gripper.status != GripperStatus::Holding {
                    self.attempts += 1;
                    self.committed = None;
                    self.phase = if self.attempts >= self.p.m.max_attempts { Phase::Failed } else { Phase::Search };
                    let mut o =
                        self.out(self.look_goal(), Some(GripperCommand::OPEN), self.p.m.fine_speed, BaseCommand::Stay);
                    o.note = Some("tool slipped while lifting".into());
                    return o;
                }
                if arm_at(state, &c.lift, tol) {
                    self.phase = Phase::Done;
                }
                self.out(
                    GoalKind::Joints { q: c.lift },
                    Some(GripperCommand::GRASP),
                    self.p.m.fine_speed,
                    BaseCommand::Stay,
                )
            }
            _ => self.out(self.look_goal(), None, self.p.m.travel_speed, BaseCommand::Stay),
        }
    }

    fn hold_up(&self, state: &RobotState) -> MotionOutput {
        let q = self.committed.map(|c| c.lift).unwrap_or(state.q_cmd);
        self.out(GoalKind::Joints { q }, Some(GripperCommand::GRASP), self.p.m.fine_speed, BaseCommand::Stay)
    }
}

/// Where the camera looks out from while searching and approaching (arm base frame, m):
/// above the base axis, where the FR3 can aim the wrist camera in every direction (its
/// wrist offsets make points just in front of the base unreachable with a camera aimed ahead).
const LOOK_EYE: [f64; 3] = [0.0, 0.0, 0.45];

fn unit(v: Vector3<f64>) -> Vector3<f64> {
    let n = v.norm();
    if n > 1e-9 {
        v / n
    } else {
        Vector3::x()
    }
}

/// TCP pose at `p` with the gripper pointing down and its x axis along `yaw`.
pub fn top_down(p: Point3<f64>, yaw: f64) -> Isometry3<f64> {
    let x = Vector3::new(yaw.cos(), yaw.sin(), 0.0);
    let z = Vector3::new(0.0, 0.0, -1.0);
    let y = z.cross(&x);
    let r = Rotation3::from_matrix_unchecked(Matrix3::from_columns(&[x, y, z]));
    Isometry3::from_parts(Translation3::from(p.coords), UnitQuaternion::from_rotation_matrix(&r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_arm_takes_its_platform_and_workspace_from_the_arm_config() {
        let cfg = crate::config::Config::embedded_default();
        let mut arm = cfg.arm.clone();
        assert!(
            MotionParams::from_config(&cfg.motion, &arm, 10.0).mobile_base,
            "the default robot is a mobile manipulator"
        );
        arm.mount = "fixed".into();
        arm.reach_max_m = 0.7;
        let p = MotionParams::from_config(&cfg.motion, &arm, 10.0);
        assert!(!p.mobile_base);
        assert_eq!((p.reach_min_m, p.reach_max_m, p.reach_bearing_rad), (0.38, 0.7, 0.12));
    }

    #[test]
    fn a_fixed_arm_searching_neither_drives_nor_says_it_is_approaching() {
        let mut cfg = crate::config::Config::embedded_default();
        cfg.arm.mount = "fixed".into();
        let arm_cfg = cfg.arm.clone();
        let arm = crate::decide::arm_model::KinematicArm::from_config(&cfg).expect("default arm");
        let c = &cfg.camera;
        let mut m = MotionStrategy::new(
            Arc::new(arm),
            arm_cfg.ready,
            crate::control::kinematics::camera::intrinsics_from_config(c),
            MotionParams::from_config(&cfg.motion, &arm_cfg, 10.0),
        );
        let d = Decision::nothing();
        let state = RobotState { q: arm_cfg.ready, q_cmd: arm_cfg.ready, ..RobotState::default() };
        let o = m.step(&d, &Observation::empty((640, 480)), &state);
        assert_eq!(o.phase, Phase::Search);
        assert_eq!(o.base, BaseCommand::Stay);
        let note = o.note.expect("a search note");
        assert!(note.contains("fixed arm") && !note.contains("turning"), "{note}");
    }

    #[test]
    fn the_workspace_check_names_the_reason_and_the_envelope() {
        let cfg = crate::config::Config::embedded_default();
        let p = MotionParams { mobile_base: false, ..MotionParams::from_config(&cfg.motion, &cfg.arm, 10.0) };
        assert_eq!(p.outside_workspace(0.45, 0.0), None);
        assert_eq!(p.outside_workspace(0.62, -0.12), None);
        let far = p.outside_workspace(0.85, 0.0).unwrap();
        assert!(far.contains("too far") && far.contains("0.38..0.62 m"), "{far}");
        assert!(p.outside_workspace(0.2, 0.0).unwrap().contains("too close"));
        assert!(p.outside_workspace(0.5, 0.4).unwrap().contains("to the side"));
    }
}
