//! The scene's people over time: standing where the scene puts them, or walking a scripted
//! path (`[[people]]` with `path`, `speed`, `at_end` in a scene file). Where a person is is a
//! pure function of the world's time (seconds since the world's clock started, see
//! [`SimWorld::clock_at`]), so a replay at the same times sees the same people.

use super::scene::{PathEnd, ScenePerson};
use super::world::SimWorld;
use crate::perception::Person;
use nalgebra::{Isometry3, Point3, Vector3};

/// A person at one instant, world frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PersonState {
    /// Metres.
    pub position: [f64; 3],
    /// m/s (zero while standing).
    pub velocity: [f64; 3],
}

impl ScenePerson {
    /// Where the person is and how it moves `t_s` seconds into the world's time (before 0:
    /// at the start).
    pub fn at(&self, t_s: f64) -> PersonState {
        let standing = PersonState { position: self.position, velocity: [0.0; 3] };
        let points = self.corners();
        let total: f64 = points.windows(2).map(|w| dist(w[0], w[1])).sum();
        if self.path.is_empty() || !(self.speed > 0.0) || !(total > 1e-9) {
            return standing;
        }
        let walked = self.speed * t_s.max(0.0);
        let s = match self.at_end {
            PathEnd::Loop => walked.rem_euclid(total),
            PathEnd::Stop if walked >= total => {
                let [x, y] = points[points.len() - 1];
                return PersonState { position: [x, y, self.position[2]], velocity: [0.0; 3] };
            }
            PathEnd::Stop => walked,
        };
        self.on_path(&points, s).unwrap_or(standing)
    }

    /// The path's corners in walking order: the start, the waypoints, and the start again
    /// when the path loops.
    fn corners(&self) -> Vec<[f64; 2]> {
        let start = [self.position[0], self.position[1]];
        let mut points = Vec::with_capacity(self.path.len() + 2);
        points.push(start);
        points.extend_from_slice(&self.path);
        if self.at_end == PathEnd::Loop {
            points.push(start);
        }
        points
    }

    /// The point `s` metres along the polyline `points`, walking at `self.speed`.
    fn on_path(&self, points: &[[f64; 2]], s: f64) -> Option<PersonState> {
        let mut left = s;
        for w in points.windows(2) {
            let len = dist(w[0], w[1]);
            if len <= 1e-9 {
                continue;
            }
            if left <= len {
                let dir = [(w[1][0] - w[0][0]) / len, (w[1][1] - w[0][1]) / len];
                return Some(PersonState {
                    position: [w[0][0] + dir[0] * left, w[0][1] + dir[1] * left, self.position[2]],
                    velocity: [dir[0] * self.speed, dir[1] * self.speed, 0.0],
                });
            }
            left -= len;
        }
        None
    }
}

fn dist(a: [f64; 2], b: [f64; 2]) -> f64 {
    ((b[0] - a[0]).powi(2) + (b[1] - a[1]).powi(2)).sqrt()
}

/// The track id the detector gives the scene's `i`-th person: after every object's
/// (objects are `index + 1`), so the two never collide, and the same in every frame.
pub fn track_id(world: &SimWorld, i: usize) -> u64 {
    (world.scene.objects.len() + 1 + i) as u64
}

/// Every scene person at world time `t_s`, world frame.
pub fn people_at(world: &SimWorld, t_s: f64) -> Vec<PersonState> {
    world.scene.people.iter().map(|p| p.at(t_s)).collect()
}

/// The people as a person tracker reports them: position and walking velocity in the arm
/// base frame (the person's own motion over the floor expressed in the base's axes; the
/// robot's own motion is not subtracted), with stable track ids.
pub fn observed(world: &SimWorld, people: &[PersonState], arm_in_world: &Isometry3<f64>) -> Vec<Person> {
    people
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let [x, y, z] = p.position;
            let a = arm_in_world.inverse_transform_point(&Point3::new(x, y, z));
            let [vx, vy, vz] = p.velocity;
            let v = arm_in_world.inverse_transform_vector(&Vector3::new(vx, vy, vz));
            Person { track_id: track_id(world, i), position: [a.x, a.y, a.z], velocity: [v.x, v.y, v.z] }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walker(path: Vec<[f64; 2]>, at_end: PathEnd) -> ScenePerson {
        ScenePerson { position: [0.0, 0.0, 0.9], path, speed: 0.5, at_end }
    }

    fn close(a: [f64; 3], b: [f64; 3]) -> bool {
        (0..3).all(|i| (a[i] - b[i]).abs() < 1e-9)
    }

    #[test]
    fn a_walker_follows_its_waypoints_at_its_speed_and_stops_at_the_end() {
        let p = walker(vec![[2.0, 0.0], [2.0, 1.0]], PathEnd::Stop);
        let s = p.at(1.0);
        assert!(close(s.position, [0.5, 0.0, 0.9]) && close(s.velocity, [0.5, 0.0, 0.0]), "{s:?}");
        let s = p.at(5.0);
        assert!(close(s.position, [2.0, 0.5, 0.9]) && close(s.velocity, [0.0, 0.5, 0.0]), "{s:?}");
        let s = p.at(100.0);
        assert!(close(s.position, [2.0, 1.0, 0.9]) && close(s.velocity, [0.0; 3]), "{s:?}");
        assert_eq!(p.at(-3.0).position, [0.0, 0.0, 0.9], "before the clock starts: at the start");
    }

    #[test]
    fn a_looping_walker_returns_to_its_start_and_goes_round_again() {
        // 2 m out, 1 m across, sqrt(5) m back: one lap every (3 + sqrt 5) / 0.5 s.
        let p = walker(vec![[2.0, 0.0], [2.0, 1.0]], PathEnd::Loop);
        let lap = (3.0 + 5f64.sqrt()) / 0.5;
        let back = p.at(lap - 1.0);
        assert!(back.velocity[0] < 0.0 && back.velocity[1] < 0.0, "walking home: {back:?}");
        assert!(close(p.at(lap + 1.0).position, p.at(1.0).position));
        assert!(close(p.at(3.0 * lap + 4.2).position, p.at(4.2).position));
    }

    /// The home scene's detector asked for people, its only person walking at 1 m/s from
    /// 3 m ahead of the robot (turned by 0.4 rad) straight at it, stopping 0.2 m short.
    fn detector_with_a_walker() -> crate::sim::SimPerception {
        use crate::config::Config;
        use crate::perception::{PerceptionSource, Vocabulary};
        use crate::sim::{OracleParams, Scene, SimPerception};
        use std::sync::{Arc, Mutex};
        let cfg = Config::embedded_default();
        let mut scene = Scene::load("home").unwrap();
        let (yaw, far, near) = (0.4f64, 3.0, 0.2);
        let at = |d: f64| [d * yaw.cos(), d * yaw.sin()];
        let start = at(far);
        scene.robot.base = [0.0, 0.0, yaw];
        scene.people = vec![ScenePerson {
            position: [start[0], start[1], 0.9],
            path: vec![at(near)],
            speed: 1.0,
            at_end: PathEnd::Stop,
        }];
        let world = Arc::new(Mutex::new(SimWorld::new(scene)));
        let cam = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let encoder = Arc::new(crate::sim::prompts::WordHashEncoder { dim: 64 });
        let mut s = SimPerception::new(world, cam, OracleParams::from_config(&cfg), encoder).unwrap().unpaced();
        s.set_vocabulary(&Vocabulary::new(["person".to_string()], []));
        s
    }

    #[test]
    fn a_person_walking_into_the_stop_zone_is_reported_walking_at_the_robot() {
        let mut s = detector_with_a_walker();
        let pose = Isometry3::identity();
        let t0 = 5_000_000_000u64;
        let first = s.render_at(&pose, t0);
        assert_eq!(first.people.len(), 1);
        let id = first.people[0].track_id;
        let stop_m = crate::config::Config::embedded_default().control.safety.person_stop_m;
        // 2.6 s later the person is 0.4 m away, inside the stop zone, still walking.
        let obs = s.render_at(&pose, t0 + 2_600_000_000);
        let p = obs.people[0];
        assert_eq!(p.track_id, id, "the same track in every frame");
        let d = (p.position[0].powi(2) + p.position[1].powi(2)).sqrt();
        assert!(d < stop_m && (d - 0.4).abs() < 1e-6, "at {d} m");
        // Arm base frame: the person is straight ahead, walking toward the origin at 1 m/s.
        let speed = (p.velocity[0].powi(2) + p.velocity[1].powi(2)).sqrt();
        let toward = -(p.velocity[0] * p.position[0] + p.velocity[1] * p.position[1]) / (speed * d);
        assert!((speed - 1.0).abs() < 1e-6 && toward > 0.999, "velocity {:?} at {:?}", p.velocity, p.position);
        assert!(p.position[0] > 0.39 && p.position[1].abs() < 1e-6, "ahead of the turned robot: {:?}", p.position);
        // Once at the end of the path the person stands.
        let still = s.render_at(&pose, t0 + 10_000_000_000).people[0];
        assert_eq!(still.velocity, [0.0; 3]);
    }

    #[test]
    fn people_are_only_reported_while_person_is_asked_for() {
        use crate::perception::{PerceptionSource, Vocabulary};
        let mut s = detector_with_a_walker();
        s.set_vocabulary(&Vocabulary::new(["mug".to_string()], []));
        assert!(s.render_at(&Isometry3::identity(), 1).people.is_empty());
    }

    #[test]
    fn the_home_scenes_walker_slows_the_arm_at_the_robots_start_but_never_stops_it() {
        let scene = crate::sim::Scene::load("home").unwrap();
        let safety = crate::config::Config::embedded_default().control.safety;
        let walker = scene.people.iter().find(|p| !p.path.is_empty()).expect("a walking person");
        let [x0, y0, _] = scene.robot.base;
        let nearest = (0..2000)
            .map(|k| walker.at(k as f64 * 0.05).position)
            .map(|[x, y, _]| ((x - x0).powi(2) + (y - y0).powi(2)).sqrt())
            .fold(f64::INFINITY, f64::min);
        assert!(nearest < safety.person_slow_m, "comes within the slow zone: {nearest} m");
        assert!(nearest > safety.person_stop_m + 0.2, "keeps well out of the stop zone: {nearest} m");
    }

    #[test]
    fn a_person_without_a_path_stands_still() {
        let p = walker(Vec::new(), PathEnd::Loop);
        assert_eq!(p.at(12.0), PersonState { position: [0.0, 0.0, 0.9], velocity: [0.0; 3] });
    }
}
