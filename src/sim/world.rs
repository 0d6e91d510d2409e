//! The simulated world's state: where the mobile base is, which containers are open,
//! what the gripper holds. Shared (behind a mutex) by the perception oracle, the motion
//! layer and the sim gripper probe; never touched by the control step itself.

use super::handles;
use super::scene::{EventAction, Scene, SceneEvent, SceneObject};
use nalgebra::{Isometry3, Point3, Translation3, UnitQuaternion, Vector3};
use std::collections::HashSet;

/// Planar pose of the mobile base in the world.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BasePose {
    pub x: f64,
    pub y: f64,
    pub yaw: f64,
}

#[derive(Debug, Clone)]
pub struct SimWorld {
    pub scene: Scene,
    pub base: BasePose,
    opened: HashSet<String>,
    /// Object held by the gripper, if any.
    held: Option<String>,
    /// The container whose handle the gripper holds, and where it was gripped (world frame).
    gripped_handle: Option<(String, Point3<f64>)>,
    /// Where a held/moved object is now (world frame), by id.
    moved: Vec<(String, [f64; 3])>,
    /// Monotonic ns at which the world's clock started (its first [`SimWorld::clock_at`]).
    started_ns: Option<u64>,
    /// Objects not in the world now: taken away, or not yet put down (see [`SceneEvent`]).
    absent: HashSet<String>,
    /// The scene's events in time order, and how many of them have happened.
    events: Vec<SceneEvent>,
    happened: usize,
}

impl SimWorld {
    pub fn new(scene: Scene) -> Self {
        let b = scene.robot.base;
        let opened = scene.objects.iter().filter(|o| o.container && o.open).map(|o| o.id.clone()).collect();
        let mut events = scene.events.clone();
        events.sort_by(|a, b| a.at_s.total_cmp(&b.at_s));
        let absent = events.iter().filter(|e| e.action == EventAction::Add).map(|e| e.object.clone()).collect();
        SimWorld {
            base: BasePose { x: b[0], y: b[1], yaw: b[2] },
            scene,
            opened,
            held: None,
            gripped_handle: None,
            moved: Vec::new(),
            started_ns: None,
            absent,
            events,
            happened: 0,
        }
    }

    /// The world's time at `now_ns` (monotonic ns, see [`crate::types::clock`]), seconds:
    /// the clock starts at the first call (the simulator's first frame), so a world built
    /// early and started later begins at 0 all the same. The scene's events due by then
    /// happen.
    pub fn clock_at(&mut self, now_ns: u64) -> f64 {
        let start = *self.started_ns.get_or_insert(now_ns);
        let t_s = now_ns.saturating_sub(start) as f64 / 1e9;
        self.advance_to(t_s);
        t_s
    }

    /// Lets every scene event due at world time `t_s` (seconds) happen, in time order, each
    /// once. Returns how many happened in this call.
    pub fn advance_to(&mut self, t_s: f64) -> usize {
        let before = self.happened;
        while let Some(e) = self.events.get(self.happened).filter(|e| e.at_s <= t_s).cloned() {
            self.happened += 1;
            self.apply(&e);
        }
        self.happened - before
    }

    /// One event. What the gripper holds stays in the gripper: nobody takes it or moves it.
    fn apply(&mut self, e: &SceneEvent) {
        let held = self.held.as_deref() == Some(e.object.as_str());
        match e.action {
            EventAction::Remove if !held => {
                self.absent.insert(e.object.clone());
            }
            EventAction::Move if !held => {
                if let Some(to) = e.to {
                    self.moved.retain(|(id, _)| *id != e.object);
                    self.moved.push((e.object.clone(), to));
                }
            }
            EventAction::Add => {
                self.absent.remove(&e.object);
            }
            EventAction::Close => {
                self.opened.remove(&e.object);
            }
            EventAction::Remove | EventAction::Move => {}
        }
    }

    /// Whether the object is in the world now (not taken away, not yet put down).
    pub fn is_present(&self, o: &SceneObject) -> bool {
        !self.absent.contains(&o.id)
    }

    /// World pose of the arm's base (mobile base pose lifted to the arm mount height).
    pub fn arm_base_in_world(&self) -> Isometry3<f64> {
        Isometry3::from_parts(
            Translation3::new(self.base.x, self.base.y, self.scene.robot.arm_mount_height),
            UnitQuaternion::from_euler_angles(0.0, 0.0, self.base.yaw),
        )
    }

    /// Current world position of an object's centre.
    pub fn position_of(&self, o: &SceneObject) -> [f64; 3] {
        self.moved.iter().find(|(id, _)| *id == o.id).map(|(_, p)| *p).unwrap_or(o.position)
    }

    /// True when the object can be seen: in the world, not held, and not inside a closed
    /// container.
    pub fn is_exposed(&self, o: &SceneObject) -> bool {
        if self.held.as_deref() == Some(o.id.as_str()) || !self.is_present(o) {
            return false;
        }
        match &o.inside {
            Some(c) => self.opened.contains(c),
            None => true,
        }
    }

    pub fn is_open(&self, container: &str) -> bool {
        self.opened.contains(container)
    }

    pub fn held(&self) -> Option<&str> {
        self.held.as_deref()
    }

    /// The present container whose handle is at the tool centre point `tcp_world`, if any
    /// (see [`handles::at_handle`]).
    pub fn handle_at(&self, tcp_world: &Point3<f64>) -> Option<&SceneObject> {
        let containers = self.scene.objects.iter().filter(|o| o.container && self.is_present(o));
        containers.into_iter().find(|o| handles::at_handle(o, self.position_of(o), tcp_world))
    }

    /// The gripper closed on the handle of `container` at `tcp_world`.
    pub fn grip_handle(&mut self, container: &str, tcp_world: Point3<f64>) {
        self.gripped_handle = Some((container.to_string(), tcp_world));
    }

    /// The gripper holding a handle is at `tcp_world`: once it has pulled the handle
    /// [`handles::PULL_TO_OPEN_M`] from where it gripped it, and away from the container (by
    /// half that at least), the container is open. Returns
    /// the container opened by this pull.
    pub fn pull_handle(&mut self, tcp_world: &Point3<f64>) -> Option<String> {
        let (id, from) = self.gripped_handle.as_ref()?;
        if self.opened.contains(id) {
            return None;
        }
        let o = self.scene.object(id)?;
        let centre = self.position_of(o);
        // Away from the container, not along or into its face.
        let outward = handles::distance_to_box(o, centre, tcp_world) - handles::distance_to_box(o, centre, from);
        if outward < handles::PULL_TO_OPEN_M / 2.0 || (tcp_world - from).norm() < handles::PULL_TO_OPEN_M {
            return None;
        }
        self.opened.insert(id.clone());
        Some(id.clone())
    }

    /// The gripper let go of the handle it held.
    pub fn release_handle(&mut self) {
        self.gripped_handle = None;
    }

    /// The container whose handle the gripper holds.
    pub fn gripped_handle(&self) -> Option<&str> {
        self.gripped_handle.as_ref().map(|(id, _)| id.as_str())
    }

    /// Moves the base toward `target` (x, y) until within `stop_m` of it, turning to face it,
    /// within the scene's speed limits, for `dt` seconds. Returns the remaining distance.
    pub fn drive_toward(&mut self, target: [f64; 2], stop_m: f64, dt: f64) -> f64 {
        let (dx, dy) = (target[0] - self.base.x, target[1] - self.base.y);
        let dist = (dx * dx + dy * dy).sqrt();
        let heading = dy.atan2(dx);
        let err = wrap_angle(heading - self.base.yaw);
        let max_turn = self.scene.robot.max_angular * dt;
        self.base.yaw = wrap_angle(self.base.yaw + err.clamp(-max_turn, max_turn));
        // Drive only when roughly facing the target; back up when closer than asked.
        if err.abs() < 0.35 {
            let step = (dist - stop_m).clamp(-self.scene.robot.max_linear * dt, self.scene.robot.max_linear * dt);
            if step.abs() > 1e-4 {
                self.base.x += step * heading.cos();
                self.base.y += step * heading.sin();
            }
        }
        let (dx, dy) = (target[0] - self.base.x, target[1] - self.base.y);
        ((dx * dx + dy * dy).sqrt() - stop_m).max(0.0)
    }

    /// Turns the base in place by at most `max_angular * dt` (used to look around).
    pub fn turn(&mut self, direction: f64, dt: f64) {
        self.base.yaw = wrap_angle(self.base.yaw + direction.signum() * self.scene.robot.max_angular * 0.5 * dt);
    }

    /// The exposed, graspable object whose box contains `tcp_world` (with a margin), if any.
    pub fn object_at(&self, tcp_world: &Point3<f64>, margin: f64) -> Option<&SceneObject> {
        self.scene.objects.iter().filter(|o| o.graspable && self.is_exposed(o)).find(|o| {
            let p = self.position_of(o);
            (0..3).all(|i| (tcp_world[i] - p[i]).abs() <= o.size[i] / 2.0 + margin)
        })
    }

    /// The gripper closed on `id`: it is held and moves with the gripper.
    pub fn grasp(&mut self, id: &str) {
        self.held = Some(id.to_string());
    }

    /// Releases a held object at `world` (it drops where the gripper is).
    pub fn release(&mut self, world: [f64; 3]) {
        if let Some(id) = self.held.take() {
            self.moved.retain(|(i, _)| *i != id);
            self.moved.push((id, world));
        }
    }

    /// A point in the world expressed in the arm base frame.
    pub fn world_to_arm(&self, p: &Point3<f64>) -> Point3<f64> {
        self.arm_base_in_world().inverse_transform_point(p)
    }

    /// A vector of the world in the arm base frame.
    pub fn arm_to_world(&self, p: &Point3<f64>) -> Point3<f64> {
        self.arm_base_in_world().transform_point(p)
    }
}

/// Wraps an angle to (-pi, pi].
pub fn wrap_angle(a: f64) -> f64 {
    let mut a = a % std::f64::consts::TAU;
    if a > std::f64::consts::PI {
        a -= std::f64::consts::TAU;
    } else if a <= -std::f64::consts::PI {
        a += std::f64::consts::TAU;
    }
    a
}

/// Unit vector helper.
pub fn unit(v: Vector3<f64>) -> Vector3<f64> {
    let n = v.norm();
    if n > 1e-12 {
        v / n
    } else {
        Vector3::x()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world() -> SimWorld {
        SimWorld::new(Scene::load("home").unwrap())
    }

    /// A point on the fridge's handle: its face toward +x, the handle near that face's right edge.
    const FRIDGE_HANDLE: [f64; 3] = [-1.04, 1.66, 0.9];

    #[test]
    fn a_container_opens_when_its_handle_is_gripped_and_pulled_not_when_the_robot_is_near() {
        let mut w = world();
        for _ in 0..400 {
            w.drive_toward([-1.4, 1.4], 0.5, 0.05);
        }
        let cola = w.scene.object("cola").unwrap().clone();
        assert!(!w.is_open("fridge") && !w.is_exposed(&cola), "standing next to it opens nothing");
        let handle = Point3::from(FRIDGE_HANDLE);
        assert_eq!(w.handle_at(&handle).map(|o| o.id.as_str()), Some("fridge"));
        assert!(w.handle_at(&Point3::new(-1.04, 1.2, 0.9)).is_none(), "the door away from its handle");
        w.grip_handle("fridge", handle);
        assert_eq!(w.pull_handle(&Point3::new(-1.0, 1.66, 0.9)), None, "pulled 4 cm: still shut");
        assert_eq!(w.pull_handle(&Point3::new(-1.04, 1.56, 0.9)), None, "10 cm along the door: still shut");
        assert_eq!(w.pull_handle(&Point3::new(-0.9, 1.66, 0.9)).as_deref(), Some("fridge"));
        assert!(w.is_exposed(&cola));
        w.release_handle();
        assert_eq!(w.gripped_handle(), None);
    }

    #[test]
    fn driving_respects_the_speed_limit_and_stops_short() {
        let mut w = world();
        let before = (w.base.x, w.base.y);
        w.base.yaw = 0.0;
        w.drive_toward([5.0, 0.0], 1.0, 0.1);
        let moved = ((w.base.x - before.0).powi(2) + (w.base.y - before.1).powi(2)).sqrt();
        assert!(moved <= w.scene.robot.max_linear * 0.1 + 1e-9);
        for _ in 0..200 {
            w.drive_toward([5.0, 0.0], 1.0, 0.1);
        }
        assert!((w.base.x - 4.0).abs() < 1e-6, "stops 1 m short, at {}", w.base.x);
    }

    #[test]
    fn a_held_object_is_not_seen_and_drops_where_released() {
        let mut w = world();
        w.grasp("mug");
        let mug = w.scene.object("mug").unwrap().clone();
        assert!(!w.is_exposed(&mug));
        w.release([0.5, 0.0, 0.8]);
        assert!(w.is_exposed(&mug));
        assert_eq!(w.position_of(&mug), [0.5, 0.0, 0.8]);
    }

    /// The home scene with the fridge standing open and a few things happening over time.
    fn world_with_events() -> SimWorld {
        use crate::sim::scene::{EventAction::*, SceneEvent};
        let mut scene = Scene::load("home").unwrap();
        scene.objects.iter_mut().find(|o| o.id == "fridge").unwrap().open = true;
        let ev = |at_s, action, object: &str, to| SceneEvent { at_s, action, object: object.into(), to };
        scene.events = vec![
            ev(4.0, Close, "fridge", None),
            ev(2.0, Remove, "mug", None),
            ev(1.0, Move, "hammer", Some([0.9, 0.3, 0.72])),
            ev(3.0, Add, "remote", None),
        ];
        SimWorld::new(scene)
    }

    #[test]
    fn scene_events_happen_at_their_time_and_only_then() {
        let mut w = world_with_events();
        let obj = |w: &SimWorld, id: &str| w.scene.object(id).unwrap().clone();
        let (mug, hammer, remote, cola) = (obj(&w, "mug"), obj(&w, "hammer"), obj(&w, "remote"), obj(&w, "cola"));
        assert_eq!(w.advance_to(0.5), 0);
        assert!(w.is_exposed(&mug) && w.is_exposed(&cola), "the fridge stands open at the start");
        assert!(!w.is_exposed(&remote), "put down only at 3 s");
        assert_eq!(w.position_of(&hammer), hammer.position);
        assert_eq!(w.advance_to(1.0), 1);
        assert_eq!(w.position_of(&hammer), [0.9, 0.3, 0.72], "moved at 1 s");
        assert_eq!(w.advance_to(2.5), 1);
        assert!(!w.is_exposed(&mug) && !w.is_present(&mug), "taken away at 2 s");
        assert!(w.object_at(&Point3::from(mug.position), 0.01).is_none(), "gone: nothing to grasp there");
        assert_eq!(w.advance_to(3.9), 1);
        assert!(w.is_exposed(&remote));
        assert_eq!(w.advance_to(10.0), 1);
        assert!(!w.is_open("fridge") && !w.is_exposed(&cola), "shut at 4 s");
        assert_eq!(w.advance_to(20.0), 0, "each event happens once");
    }

    #[test]
    fn the_world_clock_drives_the_events_from_the_first_frame() {
        let mut w = world_with_events();
        let t0 = 7_000_000_000u64;
        w.clock_at(t0);
        let mug = w.scene.object("mug").unwrap().clone();
        assert!(w.is_exposed(&mug));
        assert!((w.clock_at(t0 + 2_100_000_000) - 2.1).abs() < 1e-9);
        assert!(!w.is_exposed(&mug), "2.1 s after the first frame the mug is gone");
    }

    #[test]
    fn nobody_takes_or_moves_what_the_gripper_holds() {
        let mut w = world_with_events();
        w.grasp("mug");
        w.grasp("hammer");
        w.advance_to(2.0);
        let hammer = w.scene.object("hammer").unwrap().clone();
        assert_eq!(w.position_of(&hammer), hammer.position, "held at 1 s: not moved");
        w.release([0.5, 0.0, 0.8]);
        assert_eq!(w.position_of(&hammer), [0.5, 0.0, 0.8]);
        let mug = w.scene.object("mug").unwrap().clone();
        assert!(!w.is_present(&mug), "not held when its time came: taken");
    }

    #[test]
    fn a_container_shut_by_an_event_opens_again_by_its_handle() {
        let mut w = world_with_events();
        w.advance_to(5.0);
        assert!(!w.is_open("fridge"));
        w.grip_handle("fridge", Point3::from(FRIDGE_HANDLE));
        assert!(w.pull_handle(&Point3::new(-0.9, 1.66, 0.9)).is_some());
        assert!(w.is_open("fridge"));
    }
}
