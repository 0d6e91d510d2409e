//! One generated home in the robot's frame (x forward from its start, y to its left, z up):
//! a near surface just in front of the robot, a far one 2.5-4 m away, containers along the
//! sides, things on the surfaces and in the containers, people. [`Home::into_scene`] turns it
//! into the world frame of a [`Scene`].

use super::data::{Catalogue, Look, ObjectType, Room};
use crate::perception::PartKind;
use crate::sim::scene::{
    Episode, PathEnd, RobotStart, Scene, SceneEvent, SceneObject, ScenePart, ScenePerson, DEFAULT_VISIBILITY,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// Where a surface's objects may stand across the robot's view (|y| at most), near and far:
/// the camera at the start pose sees about +-27 degrees.
const NEAR_HALF_SPAN: f64 = 0.3;
const FAR_HALF_SPAN: f64 = 0.55;
/// Inner faces of the side containers, |y| (m).
const CONTAINER_FACE_Y: f64 = 1.45;
/// The side walkers' lane, |y| (m): beyond the containers.
const WALKER_LANE_Y: f64 = 2.6;
/// Gap kept between neighbours on a surface (m).
const GAP: f64 = 0.04;

/// The generator could not fit what the episode needs into this home; it tries another.
#[derive(Debug)]
pub struct NoFit(pub &'static str);

/// A surface in the home and what is taken of it.
#[derive(Debug, Clone)]
pub struct Surface {
    pub id: String,
    /// x of the edge facing the robot, depth along x, top height.
    pub front: f64,
    pub depth: f64,
    pub height: f64,
    half_span: f64,
    /// Taken y intervals.
    taken: Vec<(f64, f64)>,
}

/// A container placed along a side.
#[derive(Debug, Clone)]
pub struct Placed {
    pub id: String,
    pub kind: String,
    /// Centre x, side (+1 left, -1 right), depth along y, width along x, shelf height.
    x: f64,
    side: f64,
    width: f64,
    shelf: f64,
    pub holds: usize,
}

/// A home under construction.
pub struct Home<'a> {
    pub cat: &'a Catalogue,
    pub room: &'a Room,
    pub rng: &'a mut ChaCha8Rng,
    pub near: Surface,
    pub far: Surface,
    pub containers: Vec<Placed>,
    pub objects: Vec<SceneObject>,
    pub people: Vec<ScenePerson>,
    pub events: Vec<SceneEvent>,
    counts: HashMap<String, usize>,
}

/// Rounds to the millimetre (scene files stay readable).
pub fn mm(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

impl<'a> Home<'a> {
    /// The room's furniture: a near and a far surface and the containers (`must` first, then
    /// others of the room's up to two to four in all).
    pub fn furnish(
        cat: &'a Catalogue,
        room: &'a Room,
        must: &[String],
        rng: &'a mut ChaCha8Rng,
    ) -> Result<Home<'a>, NoFit> {
        let near_t = cat.surface(room.near.choose(rng).ok_or(NoFit("room without near surface"))?);
        let far_t = cat.surface(room.far.choose(rng).ok_or(NoFit("room without far surface"))?);
        let near_front = mm(rng.random_range(0.6..=0.7));
        let far_front = mm(rng.random_range(2.4..=3.3));
        let mut home = Home {
            cat,
            room,
            near: Surface::new(&near_t.name, near_front, near_t.footprint, near_t.height, NEAR_HALF_SPAN),
            far: Surface::new(&format!("{}_far", far_t.name), far_front, far_t.footprint, far_t.height, FAR_HALF_SPAN),
            containers: Vec::new(),
            objects: Vec::new(),
            people: Vec::new(),
            events: Vec::new(),
            counts: HashMap::new(),
            rng,
        };
        let (near_look, far_look) = (home.look(&near_t.looks), home.look(&far_t.looks));
        home.push_surface(&home.near.clone(), near_t.footprint[1], near_look);
        home.push_surface(&home.far.clone(), far_t.footprint[1], far_look);
        home.place_containers(must)?;
        Ok(home)
    }

    fn look(&mut self, looks: &[Look]) -> Look {
        looks.choose(self.rng).cloned().expect("every type has a look")
    }

    fn next_id(&mut self, name: &str) -> String {
        let n = self.counts.entry(name.to_string()).or_insert(0);
        *n += 1;
        format!("{name}_{n}")
    }

    fn push_surface(&mut self, s: &Surface, width: f64, look: Look) {
        let position = [mm(s.front + s.depth / 2.0), 0.0, mm(s.height / 2.0)];
        self.objects.push(fixture(s.id.clone(), look, position, [s.depth, width, s.height]));
    }

    fn place_containers(&mut self, must: &[String]) -> Result<(), NoFit> {
        let mut kinds: Vec<String> = must.to_vec();
        let mut others: Vec<&String> = self.room.containers.iter().filter(|c| !must.contains(c)).collect();
        others.shuffle(self.rng);
        let total = self.rng.random_range(2..=4).max(kinds.len());
        kinds.extend(others.into_iter().take(total.saturating_sub(kinds.len())).cloned());
        // Slots: (centre x range, side); front slots beside the robot, back ones beyond the near surface.
        let mut slots = [(0.35, 0.8, 1.0), (0.35, 0.8, -1.0), (1.9, 2.2, 1.0), (1.9, 2.2, -1.0)];
        slots.shuffle(self.rng);
        if kinds.len() > slots.len() {
            return Err(NoFit("more containers than slots"));
        }
        for (kind, (lo, hi, side)) in kinds.iter().zip(slots) {
            let t = self.cat.container(kind).clone();
            let look = self.look(&t.looks);
            let x = mm(self.rng.random_range(lo..=hi));
            let [depth, width, height] = t.size;
            self.objects.push(SceneObject {
                id: t.name.clone(),
                description: look.description,
                colour: look.colour,
                position: [x, mm(side * (CONTAINER_FACE_Y + depth / 2.0)), mm(height / 2.0)],
                // Seen from the side: its width runs along x, its depth along y.
                size: [width, depth, height],
                graspable: false,
                container: true,
                open: false,
                inside: None,
                parts: vec![ScenePart { kind: PartKind::Operational, name: "handle".into(), frac: t.handle }],
                visibility: DEFAULT_VISIBILITY,
            });
            self.containers.push(Placed { id: t.name.clone(), kind: t.name, x, side, width, shelf: t.shelf, holds: 0 });
        }
        Ok(())
    }

    /// A new object of type `t`, hidden description and colour drawn from its looks.
    fn new_object(&mut self, t: &ObjectType, position: [f64; 3]) -> SceneObject {
        let look = self.look(&t.looks);
        SceneObject {
            id: self.next_id(&t.name),
            description: look.description,
            colour: look.colour,
            position: position.map(mm),
            size: t.size,
            graspable: t.graspable,
            container: false,
            open: false,
            inside: None,
            parts: t.parts.iter().map(|p| ScenePart { kind: p.kind, name: p.name.clone(), frac: p.frac }).collect(),
            visibility: DEFAULT_VISIBILITY,
        }
    }

    /// Puts an object of type `name` on the near (or far) surface's front row; its id.
    pub fn on_surface(&mut self, name: &str, far: bool) -> Result<String, NoFit> {
        let t = self.cat.object(name).clone();
        let s = if far { &mut self.far } else { &mut self.near };
        let y = s.take(t.size[1], self.rng).ok_or(NoFit("surface full"))?;
        let x = s.front + (t.size[0] / 2.0 + 0.06).max(0.12);
        let z = s.height + t.size[2] / 2.0;
        let o = self.new_object(&t, [x, y, z]);
        let id = o.id.clone();
        self.objects.push(o);
        Ok(id)
    }

    /// Where an object of type `name` would stand on a free spot of the far surface (its
    /// centre), the spot then taken.
    pub fn far_spot(&mut self, name: &str) -> Result<[f64; 3], NoFit> {
        let t = self.cat.object(name);
        let s = &mut self.far;
        let y = s.take(t.size[1], self.rng).ok_or(NoFit("far surface full"))?;
        Ok([mm(s.front + (t.size[0] / 2.0 + 0.06).max(0.12)), mm(y), mm(s.height + t.size[2] / 2.0)])
    }

    /// Puts an object of type `name` at the back of the near surface with an occluder of the
    /// room in front of it, sized to hide it from the robot's start view; the object's id.
    pub fn behind_occluder(&mut self, name: &str) -> Result<String, NoFit> {
        let t = self.cat.object(name).clone();
        if t.size[1] > 0.32 || t.size[2] > 0.26 {
            return Err(NoFit("too big to hide behind anything"));
        }
        let occ_name = self.room.occluders.choose(self.rng).ok_or(NoFit("room without occluders"))?.clone();
        let occ = self.cat.occluder(&occ_name).clone();
        let (od, ow, oh) = (occ.size[0], occ.size[1].max(t.size[1] + 0.1), occ.size[2].max(t.size[2] + 0.22));
        let s = &mut self.near;
        let occ_x = s.front + 0.03 + od / 2.0;
        let x = (occ_x + od / 2.0 + 0.03 + t.size[0] / 2.0).max(s.front + 0.3);
        if x + t.size[0] / 2.0 > s.front + s.depth - 0.03 {
            return Err(NoFit("near surface too shallow to hide anything"));
        }
        let y = s.take(ow, self.rng).ok_or(NoFit("near surface full"))?;
        let h = s.height;
        let look = self.look(&occ.looks);
        let id = self.next_id(&occ.name);
        self.objects.push(fixture(id, look, [occ_x, y, h + oh / 2.0].map(mm), [od, ow, oh]));
        let o = self.new_object(&t, [x, y, h + t.size[2] / 2.0]);
        let tool = o.id.clone();
        self.objects.push(o);
        Ok(tool)
    }

    /// Puts an object of type `name` inside container `container` (just behind its door).
    pub fn inside(&mut self, name: &str, container: &str) -> Result<String, NoFit> {
        let t = self.cat.object(name).clone();
        let c = self.containers.iter().position(|c| c.id == container).ok_or(NoFit("no such container"))?;
        let p = self.containers[c].clone();
        if p.holds >= 2 {
            return Err(NoFit("container full"));
        }
        let x = p.x + (p.holds as f64 - 0.5) * (p.width / 3.0);
        let y = p.side * (CONTAINER_FACE_Y + 0.06 + t.size[0] / 2.0);
        let mut o = self.new_object(&t, [x, y, p.shelf + t.size[2] / 2.0]);
        o.inside = Some(p.id.clone());
        self.containers[c].holds += 1;
        let id = o.id.clone();
        self.objects.push(o);
        Ok(id)
    }

    /// Containers of the home whose type is one of `kinds`.
    pub fn containers_of(&self, kinds: &[String]) -> Vec<String> {
        self.containers.iter().filter(|c| kinds.contains(&c.kind)).map(|c| c.id.clone()).collect()
    }

    /// Opens a container at the start.
    pub fn set_open(&mut self, container: &str) {
        if let Some(o) = self.objects.iter_mut().find(|o| o.id == container) {
            o.open = true;
        }
    }

    /// Fills the home with things that serve no part of the need: two or three on the near
    /// surface, one to three on the far one, some in the containers.
    pub fn add_distractors(&mut self, serves: impl Fn(&str) -> bool) {
        let pool: Vec<String> = self.room.objects.iter().filter(|o| !serves(o)).cloned().collect();
        if pool.is_empty() {
            return;
        }
        let (near, far) = (self.rng.random_range(2..=3), self.rng.random_range(1..=3));
        for (n, at_far) in [(near, false), (far, true)] {
            for _ in 0..n {
                let t = pool.choose(self.rng).expect("non-empty").clone();
                let _ = self.on_surface(&t, at_far); // a full surface just takes fewer
            }
        }
        let ids: Vec<String> = self.containers.iter().filter(|c| c.holds == 0).map(|c| c.id.clone()).collect();
        for c in ids {
            if self.rng.random_bool(0.5) {
                let t = pool.choose(self.rng).expect("non-empty").clone();
                let _ = self.inside(&t, &c);
            }
        }
    }

    /// Somebody walking up and down a side of the room (beyond the containers), sometimes,
    /// and sometimes somebody standing behind the far surface.
    pub fn add_people(&mut self) {
        if self.rng.random_bool(0.6) {
            let side = if self.rng.random_bool(0.5) { 1.0 } else { -1.0 };
            let y = side * WALKER_LANE_Y;
            let (x0, x1) = (mm(self.rng.random_range(0.3..=1.0)), mm(self.rng.random_range(3.2..=4.2)));
            self.people.push(ScenePerson {
                position: [x0, y, 1.0],
                path: vec![[x1, y]],
                speed: mm(self.rng.random_range(0.4..=0.9)),
                at_end: PathEnd::Loop,
            });
        }
        if self.rng.random_bool(0.3) {
            let x = self.far.front + self.far.depth + 0.6;
            let y = self.rng.random_range(-1.0..=1.0);
            self.people.push(ScenePerson {
                position: [mm(x), mm(y), 1.0],
                path: Vec::new(),
                speed: 0.0,
                at_end: PathEnd::Loop,
            });
        }
    }

    /// The home as a scene in the world frame: the robot starts at `base` (x, y, yaw with yaw
    /// a multiple of 90 degrees, so the boxes stay axis-aligned), facing into the room.
    pub fn into_scene(self, name: &str, base: [f64; 3], episode: Episode) -> Scene {
        let f = Frame::new(base);
        let objects = self
            .objects
            .into_iter()
            .map(|mut o| {
                o.position = f.point(o.position);
                o.size = f.size(o.size);
                o
            })
            .collect();
        let people = self
            .people
            .into_iter()
            .map(|mut p| {
                p.position = f.point(p.position);
                p.path = p.path.iter().map(|&[x, y]| f.xy([x, y])).collect();
                p
            })
            .collect();
        let events = self
            .events
            .into_iter()
            .map(|mut e| {
                e.to = e.to.map(|t| f.point(t));
                e
            })
            .collect();
        Scene {
            name: name.to_string(),
            robot: RobotStart { base, arm_mount_height: 0.72, max_linear: 0.6, max_angular: 1.2 },
            objects,
            people,
            episodes: vec![episode],
            events,
        }
    }
}

impl Surface {
    fn new(id: &str, front: f64, footprint: [f64; 2], height: f64, half_span: f64) -> Surface {
        let half_span = half_span.min(footprint[1] / 2.0 - 0.05);
        Surface { id: id.to_string(), front, depth: footprint[0], height, half_span, taken: Vec::new() }
    }

    /// A free y for something `width` wide (its centre), then taken; `None` when it fits
    /// nowhere after a few tries.
    fn take(&mut self, width: f64, rng: &mut ChaCha8Rng) -> Option<f64> {
        let half = width / 2.0;
        if half > self.half_span {
            return None;
        }
        for _ in 0..40 {
            let y = mm(rng.random_range(-self.half_span + half..=self.half_span - half));
            let (lo, hi) = (y - half - GAP, y + half + GAP);
            if self.taken.iter().all(|&(a, b)| hi <= a || lo >= b) {
                self.taken.push((y - half, y + half));
                return Some(y);
            }
        }
        None
    }
}

/// The robot's start frame in the world: a rotation by a multiple of 90 degrees and a shift.
struct Frame {
    x0: f64,
    y0: f64,
    c: f64,
    s: f64,
    quarter_turned: bool,
}

impl Frame {
    fn new([x0, y0, yaw]: [f64; 3]) -> Frame {
        let quarters = (yaw / std::f64::consts::FRAC_PI_2).round() as i64;
        let (c, s) = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)][quarters.rem_euclid(4) as usize];
        Frame { x0, y0, c, s, quarter_turned: quarters.rem_euclid(2) == 1 }
    }

    fn xy(&self, [x, y]: [f64; 2]) -> [f64; 2] {
        [mm(self.x0 + self.c * x - self.s * y), mm(self.y0 + self.s * x + self.c * y)]
    }

    fn point(&self, [x, y, z]: [f64; 3]) -> [f64; 3] {
        let [wx, wy] = self.xy([x, y]);
        [wx, wy, mm(z)]
    }

    fn size(&self, [a, b, c]: [f64; 3]) -> [f64; 3] {
        if self.quarter_turned {
            [b, a, c]
        } else {
            [a, b, c]
        }
    }
}

/// Something that stands in the home and is not picked up (a surface, an occluder).
fn fixture(id: String, look: Look, position: [f64; 3], size: [f64; 3]) -> SceneObject {
    SceneObject {
        id,
        description: look.description,
        colour: look.colour,
        position,
        size,
        graspable: false,
        container: false,
        open: false,
        inside: None,
        parts: Vec::new(),
        visibility: DEFAULT_VISIBILITY,
    }
}
