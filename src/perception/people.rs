//! People from the detector's [`PERSON_PROMPT`](super::PERSON_PROMPT) boxes: each is followed
//! by the tracker like an object (a stable track id), placed in the base frame from depth the
//! way objects are ([`View::point_in`]), and given a velocity by finite differences of its
//! track's positions over a short window (`perception.person_velocity_window_ms`), so depth noise
//! between consecutive frames does not read as motion. The control layer's safety zones and
//! intent reading (`decide::intent`) read them.

use super::tracker::View;
use super::Person;
use crate::types::geometry::BBox;
use nalgebra::{Point3, Vector3};
use std::collections::{HashMap, VecDeque};

/// Height assumed for a person whose box has no valid depth: the distance is then the one at
/// which a standing adult fills the box's height (a box cut by the image edge, or a person
/// sitting, is placed too far).
pub const PERSON_HEIGHT_M: f64 = 1.7;

/// The recent positions of each person track, for velocities.
#[derive(Debug, Default)]
pub struct PeopleTracks {
    /// The finite-difference span, ns (0: consecutive sightings).
    window_ns: u64,
    /// Track id -> (capture time ns, base-frame position), oldest first: the sightings within
    /// the window plus the last one before it.
    seen: HashMap<u64, VecDeque<(u64, Point3<f64>)>>,
}

impl PeopleTracks {
    /// Velocities over about `window_ns` (0: between consecutive sightings).
    pub fn new(window_ns: u64) -> Self {
        PeopleTracks { window_ns, seen: HashMap::new() }
    }

    /// The person of track `track_id`, seen in `bbox` from `view`: its position (depth, else
    /// [`PERSON_HEIGHT_M`]) and its velocity from the oldest kept sighting (zero on its first
    /// one).
    pub fn person(&mut self, track_id: u64, bbox: &BBox, view: &View<'_>) -> Person {
        let p = position(bbox, view);
        let seen = self.seen.entry(track_id).or_default();
        if seen.back().is_some_and(|(t, _)| *t >= view.t_ns) {
            seen.clear(); // time went backwards (a replay restarted): start the track afresh
        }
        seen.push_back((view.t_ns, p));
        while seen.len() > 2 && seen[1].0 + self.window_ns <= view.t_ns {
            seen.pop_front();
        }
        let velocity = match seen.front() {
            Some((t, q)) if view.t_ns > *t => (p - q) / ((view.t_ns - t) as f64 / 1e9),
            _ => Vector3::zeros(),
        };
        Person { track_id, position: [p.x, p.y, p.z], velocity: [velocity.x, velocity.y, velocity.z] }
    }

    /// Forgets the tracks for which `alive` is false (the tracker dropped them).
    pub fn retain(&mut self, alive: impl Fn(u64) -> bool) {
        self.seen.retain(|id, _| alive(*id));
    }
}

/// Where the person in `bbox` is, in the base frame: depth when the box has a valid sample,
/// else the distance at which [`PERSON_HEIGHT_M`] fills the box's height.
fn position(bbox: &BBox, view: &View<'_>) -> Point3<f64> {
    if let Some(p) = view.point_in(bbox) {
        return p;
    }
    let k = &view.intrinsics;
    let z = k.fy * PERSON_HEIGHT_M / (bbox.height() as f64).max(1.0);
    let (u, v) = bbox.center();
    let ray = Vector3::new((u as f64 - k.cx) / k.fx, (v as f64 - k.cy) / k.fy, 1.0);
    view.pose * Point3::from(ray * z)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::tracker::DepthView;
    use crate::perception::Intrinsics;
    use nalgebra::Isometry3;

    fn intrinsics() -> Intrinsics {
        Intrinsics { width: 100, height: 80, fx: 100.0, fy: 100.0, cx: 50.0, cy: 40.0, coeffs: [0.0; 5] }
    }

    fn view(t_ns: u64, depth: Option<&[u16]>) -> View<'_> {
        View {
            t_ns,
            pose: Isometry3::translation(1.0, 0.0, 0.0),
            intrinsics: intrinsics(),
            depth: depth.map(|data| DepthView { width: 100, height: 80, data, scale: 0.001 }),
        }
    }

    #[test]
    fn a_person_moving_away_has_the_velocity_of_its_track_in_the_base_frame() {
        let b = BBox::new(40.0, 20.0, 60.0, 60.0); // centre on the optical axis
        let near = vec![2000u16; 100 * 80];
        let far = vec![2500u16; 100 * 80];
        let mut people = PeopleTracks::new(0);
        let first = people.person(7, &b, &view(1_000_000_000, Some(&near)));
        assert_eq!(first.track_id, 7);
        assert_eq!(first.velocity, [0.0; 3], "first sighting");
        assert!((first.position[0] - 1.0).abs() < 1e-6 && (first.position[2] - 2.0).abs() < 1e-6, "{first:?}");
        let second = people.person(7, &b, &view(1_500_000_000, Some(&far)));
        // 0.5 m further in 0.5 s, along the camera's z (the base frame's z here)
        assert!((second.velocity[2] - 1.0).abs() < 1e-6 && second.velocity[0].abs() < 1e-6, "{second:?}");
        let other = people.person(8, &b, &view(1_500_000_000, Some(&far)));
        assert_eq!(other.velocity, [0.0; 3], "another track starts at rest");
        people.retain(|id| id == 8);
        assert_eq!(people.person(7, &b, &view(2_000_000_000, Some(&far))).velocity, [0.0; 3], "forgotten");
    }

    #[test]
    fn over_a_window_depth_noise_between_frames_does_not_read_as_walking() {
        // A person walking away at 1 m/s, seen at 30 fps with +-2 cm of depth noise per frame.
        let b = BBox::new(40.0, 20.0, 60.0, 60.0);
        let velocity_over = |window_ns: u64| {
            let mut people = PeopleTracks::new(window_ns);
            let mut worst: f64 = 0.0;
            for k in 0..60u64 {
                let t_ns = 1_000_000_000 + k * 33_333_333;
                let noise = if k % 2 == 0 { 0.02 } else { -0.02 };
                let z = 2.0 + (t_ns - 1_000_000_000) as f64 / 1e9 + noise;
                let depth = vec![(z * 1000.0).round() as u16; 100 * 80];
                let v = people.person(3, &b, &view(t_ns, Some(&depth))).velocity;
                if k >= 15 {
                    worst = worst.max((v[2] - 1.0).abs());
                }
            }
            worst
        };
        let frame_to_frame = velocity_over(0);
        let windowed = velocity_over(300_000_000);
        assert!(frame_to_frame > 1.0, "consecutive frames: off by {frame_to_frame} m/s");
        assert!(windowed < 0.2, "over 0.3 s: off by {windowed} m/s");
    }

    #[test]
    fn without_depth_a_person_is_placed_by_its_box_height() {
        let b = BBox::new(40.0, 0.0, 60.0, 85.0); // 85 px tall at fy 100: 2 m away
        let p = PeopleTracks::new(0).person(1, &b, &view(0, None));
        assert!((p.position[2] - 2.0).abs() < 1e-6 && (p.position[0] - 1.0).abs() < 1e-6, "{p:?}");
    }
}
