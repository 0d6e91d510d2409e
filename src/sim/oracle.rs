//! The simulated camera + open-vocabulary detector: renders what a detector asked for the
//! current vocabulary would report from the scene, as seen from the current camera pose. An
//! object is reported only under a prompt that matches its hidden description
//! ([`super::prompts`]), now and then under its second-best prompt (`sim.confusion_rate`);
//! its parts only while their part prompts are in the vocabulary; people only while "person"
//! is. Boxes come from projecting each object's 3-D box through the pinhole model; confidence
//! follows the prompt's match and falls with distance, occlusion (ray casts against the other
//! objects) and truncation at the image border; boxes and scores carry seeded noise.

use super::handles;
use super::people;
use super::prompts::{MatchParams, PromptMatcher, TextEncoder};
use super::render::{self, RenderParams, Renderer};
use super::scene::SceneObject;
use super::world::SimWorld;
use crate::config::Config;
use crate::perception::{
    Detection, Observation, PartBox, PerceptionError, PerceptionSource, Vocabulary, PERSON_PROMPT,
};
use crate::types::clock;
use crate::types::geometry::BBox;
use crate::types::Intrinsics;
use nalgebra::{Isometry3, Point3, Vector3};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The camera's near plane, m: nothing closer is imaged.
const NEAR_M: f64 = 0.05;

/// Projects a point in the optical frame (z forward, x right, y down) through the pinhole
/// model (the simulated camera has no distortion); `None` behind the near plane.
fn project(cam: &Intrinsics, p: &Point3<f64>) -> Option<(f64, f64)> {
    (p.z >= NEAR_M - 1e-9).then(|| (cam.fx * p.x / p.z + cam.cx, cam.fy * p.y / p.z + cam.cy))
}

/// The camera's view of the world in one frame.
struct View<'a> {
    world: &'a SimWorld,
    arm_in_world: Isometry3<f64>,
    cam_in_world: Isometry3<f64>,
    /// The camera's position in the world.
    eye: Vector3<f64>,
    world_to_cam: Isometry3<f64>,
    /// Image size, px.
    w: f32,
    h: f32,
}

/// An exposed object: its index in the scene, the object, and its position in the world.
struct Target<'a> {
    idx: usize,
    o: &'a SceneObject,
    pos: &'a [f64; 3],
}

/// How an object shows up in a frame: its whole noisy box, its confidence and the depth noise at
/// its distance.
struct Sighting {
    /// The whole object's box with the same noise, not clipped to the image: parts are
    /// placed on it (a part detector finds a handle where it is, not in the visible share).
    whole: BBox,
    conf: f32,
    sigma: f32,
}

/// Noise and pacing of the oracle.
#[derive(Debug, Clone, Copy)]
pub struct OracleParams {
    pub box_noise_px: f32,
    pub confidence_noise: f32,
    pub min_confidence: f32,
    pub fps: f64,
    pub seed: u64,
    pub prompt_match: f32,
    pub confusion_rate: f32,
    pub embedding_noise: f32,
    /// How often and how large the camera image is rendered ([`super::render`]).
    pub render: RenderParams,
}

impl OracleParams {
    pub fn from_config(cfg: &Config) -> Self {
        OracleParams {
            box_noise_px: cfg.sim.box_noise_px,
            confidence_noise: cfg.sim.confidence_noise,
            min_confidence: cfg.perception.min_confidence,
            fps: cfg.sim.fps,
            seed: cfg.sim.seed,
            prompt_match: cfg.sim.prompt_match,
            confusion_rate: cfg.sim.confusion_rate,
            embedding_noise: cfg.sim.embedding_noise,
            render: RenderParams { every: cfg.sim.render_every, scale: cfg.sim.render_scale },
        }
    }
}

/// `PerceptionSource` backed by the simulated world.
pub struct SimPerception {
    world: Arc<Mutex<SimWorld>>,
    cam: Intrinsics,
    p: OracleParams,
    rng: ChaCha8Rng,
    seq: u64,
    next_frame: Option<Instant>,
    paced: bool,
    /// Which prompts each object answers to, and its crop embedding.
    matcher: PromptMatcher,
    vocabulary: Vocabulary,
    /// Draws the camera image the observations carry.
    renderer: Renderer,
}

impl SimPerception {
    /// The detector over `world`'s objects (their descriptions embedded once by `encoder`),
    /// with an empty vocabulary: nothing is reported until [`PerceptionSource::set_vocabulary`].
    pub fn new(
        world: Arc<Mutex<SimWorld>>,
        cam: Intrinsics,
        p: OracleParams,
        encoder: Arc<dyn TextEncoder>,
    ) -> Result<Self, PerceptionError> {
        let descriptions: Vec<String> = {
            let w = world.lock().unwrap_or_else(|e| e.into_inner());
            w.scene.objects.iter().map(|o| o.description.clone()).collect()
        };
        let refs: Vec<&str> = descriptions.iter().map(String::as_str).collect();
        let mp = MatchParams { prompt_match: p.prompt_match, embedding_noise: p.embedding_noise, seed: p.seed };
        let matcher =
            PromptMatcher::new(encoder, &refs, mp).map_err(|e| crate::perception::model_err("sim prompts", e))?;
        Ok(SimPerception {
            world,
            renderer: Renderer::new(&cam, p.render),
            cam,
            rng: ChaCha8Rng::seed_from_u64(p.seed),
            p,
            seq: 0,
            next_frame: None,
            paced: true,
            matcher,
            vocabulary: Vocabulary::default(),
        })
    }

    /// Without pacing, `next_observation` returns at once (tests, evaluation).
    pub fn unpaced(mut self) -> Self {
        self.paced = false;
        self
    }

    fn gauss(&mut self, sigma: f32) -> f32 {
        if sigma <= 0.0 {
            return 0.0;
        }
        // Box-Muller.
        let u1: f32 = self.rng.random_range(1e-7f32..1.0);
        let u2: f32 = self.rng.random_range(0.0f32..1.0);
        sigma * (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
    }

    /// Renders one observation from `camera_in_arm` (optical frame in the arm base frame),
    /// captured now.
    pub fn render(&mut self, camera_in_arm: &Isometry3<f64>) -> Observation {
        self.render_at(camera_in_arm, clock::now_ns())
    }

    /// [`SimPerception::render`] for a frame captured at `now_ns` (monotonic ns): the world's
    /// clock (its walking people) reads this time.
    pub fn render_at(&mut self, camera_in_arm: &Isometry3<f64>, now_ns: u64) -> Observation {
        let started = Instant::now();
        let (world, t_s) = {
            let mut w = self.world.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let t_s = w.clock_at(now_ns);
            (w.clone(), t_s)
        };
        let arm_in_world = world.arm_base_in_world();
        let cam_in_world = arm_in_world * camera_in_arm;
        let eye = cam_in_world.translation.vector;
        let world_to_cam = cam_in_world.inverse();
        let (w, h) = (self.cam.width as f32, self.cam.height as f32);
        let view = View { world: &world, arm_in_world, cam_in_world, eye, world_to_cam, w, h };

        let exposed: Vec<(usize, &SceneObject, [f64; 3])> = world
            .scene
            .objects
            .iter()
            .enumerate()
            .filter(|(_, o)| world.is_exposed(o))
            .map(|(i, o)| (i, o, world.position_of(o)))
            .collect();

        let mut detections = Vec::new();
        for (idx, o, pos) in &exposed {
            let t = Target { idx: *idx, o, pos };
            if let Some(d) = self.detect(&view, &t, &exposed) {
                detections.push(d);
            }
        }
        let walkers = people::people_at(&world, t_s);
        let people = if self.vocabulary.has_object(PERSON_PROMPT) {
            people::observed(&world, &walkers, &arm_in_world)
        } else {
            Vec::new()
        };
        self.seq += 1;
        let frame = self
            .renderer
            .due()
            .then(|| Arc::new(self.renderer.frame(&cam_in_world, &render::solids(&world, &walkers), self.seq, now_ns)));
        Observation {
            seq: self.seq,
            captured_ns: now_ns,
            camera_pose: *camera_in_arm,
            image_size: (self.cam.width, self.cam.height),
            detections,
            people,
            processing: started.elapsed(),
            frame,
            prompt_embeddings: Some(self.matcher.table()),
        }
    }

    /// What the detector reports of one exposed object, or `None` when it misses it
    /// (behind the camera, truncated, occluded, too unsure).
    fn detect(&mut self, v: &View, t: &Target, exposed: &[(usize, &SceneObject, [f64; 3])]) -> Option<Detection> {
        let (o, pos) = (t.o, t.pos);
        let (prompt, match_factor) = self.prompt_for(t.idx)?;
        let (full, clipped) = self.project_box(&v.world_to_cam, pos, &o.size, v.w, v.h)?;
        let truncation = clipped.area() / full.area().max(1e-3);
        // Mostly outside the image: missed, unless what is in view fills much of the frame (a
        // fridge close up is still recognisable).
        let fills_frame = clipped.area() >= 0.4 * v.w * v.h;
        if (truncation < 0.25 && !fills_frame) || clipped.width() < 3.0 || clipped.height() < 3.0 {
            return None;
        }
        let centre = Point3::new(pos[0], pos[1], pos[2]);
        let dist = (centre.coords - v.eye).norm();
        let occlusion = occlusion(&v.eye, o, pos, exposed, v.world);
        if occlusion > 0.85 {
            return None;
        }
        let dist_factor = if dist <= 1.2 { 1.0 } else { (1.0 - (dist - 1.2) / 4.0).max(0.25) };
        let mut conf = o.visibility as f64
            * match_factor
            * dist_factor
            * (1.0 - 0.8 * occlusion)
            * (0.5 + 0.5 * truncation as f64);
        conf += self.gauss(self.p.confidence_noise) as f64;
        let conf = conf.clamp(0.0, 0.99) as f32;
        if conf < self.p.min_confidence {
            return None;
        }
        let n = self.p.box_noise_px * (1.0 + dist as f32 / 2.0);
        let noise = [self.gauss(n), self.gauss(n), self.gauss(n), self.gauss(n)];
        let shifted = |b: &BBox| BBox::new(b.x1 + noise[0], b.y1 + noise[1], b.x2 + noise[2], b.y2 + noise[3]);
        let noisy = shifted(&clipped).clamp_to(v.w, v.h);
        let sigma = 0.003 + 0.004 * dist as f32;
        let sighting = Sighting { whole: shifted(&full), conf, sigma };
        let parts =
            if noisy.width() >= 12.0 && noisy.height() >= 12.0 { self.parts(v, t, &sighting) } else { Vec::new() };
        // Depth-derived position: truth plus noise growing with distance.
        let in_arm = v.arm_in_world.inverse_transform_point(&centre);
        let position = [
            in_arm.x + self.gauss(sigma) as f64,
            in_arm.y + self.gauss(sigma) as f64,
            in_arm.z + self.gauss(sigma) as f64,
        ];
        Some(Detection {
            track_id: t.idx as u64 + 1,
            label: prompt,
            confidence: conf,
            bbox: noisy,
            parts,
            embedding: self.matcher.crop(t.idx),
            position: Some(position),
        })
    }

    /// The prompt object `idx` is reported under and how well it matches (0.5..1 of the
    /// confidence): its best prompt, or at `confusion_rate` its second best; `None` when no
    /// prompt of the vocabulary matches it.
    fn prompt_for(&mut self, idx: usize) -> Option<(String, f64)> {
        let confused = self.p.confusion_rate > 0.0 && self.rng.random_range(0.0f32..1.0) < self.p.confusion_rate;
        let mut m = self.matcher.matches(idx);
        let best = m.next()?;
        let (prompt, cos) = if confused { m.next().unwrap_or(best) } else { best };
        let thr = self.p.prompt_match as f64;
        let closeness = ((cos as f64 - thr) / (1.0 - thr).max(1e-6)).clamp(0.0, 1.0);
        Some((prompt.to_string(), 0.5 + 0.5 * closeness.sqrt()))
    }

    /// The object's part boxes whose prompts are in the vocabulary, placed on its whole box
    /// and clipped to the image (a part out of the image is not reported), each with a depth
    /// point and the region kind the vocabulary gave its prompt.
    fn parts(&mut self, v: &View, t: &Target, s: &Sighting) -> Vec<PartBox> {
        let whole = s.whole;
        let mut parts = Vec::with_capacity(t.o.parts.len());
        for p in &t.o.parts {
            let Some(kind) = self.vocabulary.part_kind(&p.name) else { continue };
            let on_box = || {
                BBox::new(
                    whole.x1 + p.frac[0] * whole.width(),
                    whole.y1 + p.frac[1] * whole.height(),
                    whole.x1 + p.frac[2] * whole.width(),
                    whole.y1 + p.frac[3] * whole.height(),
                )
            };
            // A container's handle is a patch on the face the camera sees, projected as it is
            // (not reported when no face shows it whole).
            let bbox = if t.o.container && p.name == handles::HANDLE_PART {
                let patch = handles::facing_patch(t.o, *t.pos, &v.eye);
                let Some(b) = patch.and_then(|patch| self.project_points(&v.world_to_cam, &patch)) else { continue };
                b
            } else {
                on_box()
            }
            .clamp_to(v.w, v.h);
            if bbox.width() < 2.0 || bbox.height() < 2.0 {
                continue;
            }
            let position = self.part_position(v, t, &bbox, s.sigma);
            parts.push(PartBox { kind, name: p.name.clone(), bbox, confidence: s.conf * 0.9, position });
        }
        parts
    }

    /// Depth inside the part box: the centroid of the pixels whose rays meet the object (a
    /// depth camera's part point; pixels on the background are dropped), in the arm base
    /// frame with noise `sigma`.
    fn part_position(&mut self, v: &View, t: &Target, bbox: &BBox, sigma: f32) -> Option<[f64; 3]> {
        let mut sum = Vector3::zeros();
        let mut hits = 0;
        for i in 0..5 {
            for j in 0..5 {
                let u = bbox.x1 as f64 + (i as f64 + 0.5) / 5.0 * bbox.width() as f64;
                let v_px = bbox.y1 as f64 + (j as f64 + 0.5) / 5.0 * bbox.height() as f64;
                let ray = v.cam_in_world.rotation
                    * Vector3::new((u - self.cam.cx) / self.cam.fx, (v_px - self.cam.cy) / self.cam.fy, 1.0);
                if let Some(r) = ray_enters_box(&v.eye, &ray, t.pos, &t.o.size) {
                    sum += v.eye + ray * r;
                    hits += 1;
                }
            }
        }
        (hits > 0).then(|| {
            let a = v.arm_in_world.inverse_transform_point(&Point3::from(sum / hits as f64));
            [a.x + self.gauss(sigma) as f64, a.y + self.gauss(sigma) as f64, a.z + self.gauss(sigma) as f64]
        })
    }

    /// The image box of world points, `None` when one is behind the camera.
    fn project_points(&self, world_to_cam: &Isometry3<f64>, points: &[Point3<f64>]) -> Option<BBox> {
        let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
        for p in points {
            let (u, v) = project(&self.cam, &world_to_cam.transform_point(p))?;
            lo = [lo[0].min(u), lo[1].min(v)];
            hi = [hi[0].max(u), hi[1].max(v)];
        }
        (!points.is_empty()).then(|| BBox::new(lo[0] as f32, lo[1] as f32, hi[0] as f32, hi[1] as f32))
    }

    /// Projects an axis-aligned world box; returns the full and the image-clipped box. A box
    /// reaching behind the camera is cut at the near plane (a fridge seen from close by still
    /// fills the frame); one wholly behind it is not seen.
    fn project_box(
        &self,
        world_to_cam: &Isometry3<f64>,
        c: &[f64; 3],
        s: &[f64; 3],
        w: f32,
        h: f32,
    ) -> Option<(BBox, BBox)> {
        let corner = |i: usize| {
            let half = |axis: usize| if i & (1 << axis) == 0 { -s[axis] / 2.0 } else { s[axis] / 2.0 };
            world_to_cam.transform_point(&Point3::new(c[0] + half(0), c[1] + half(1), c[2] + half(2)))
        };
        let corners: [Point3<f64>; 8] = std::array::from_fn(corner);
        let mut seen: Vec<Point3<f64>> = corners.iter().copied().filter(|p| p.z >= NEAR_M).collect();
        if seen.is_empty() {
            return None;
        }
        // Where the twelve edges cross the near plane.
        for i in 0..8 {
            for bit in [1, 2, 4] {
                let j = i | bit;
                let (a, b) = (corners[i], corners[j]);
                if j != i && (a.z >= NEAR_M) != (b.z >= NEAR_M) {
                    let t = (NEAR_M - a.z) / (b.z - a.z);
                    seen.push(a + (b - a) * t);
                }
            }
        }
        let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
        for p in &seen {
            let (u, v) = project(&self.cam, p)?;
            lo = [lo[0].min(u), lo[1].min(v)];
            hi = [hi[0].max(u), hi[1].max(v)];
        }
        let full = BBox::new(lo[0] as f32, lo[1] as f32, hi[0] as f32, hi[1] as f32);
        let clipped = full.intersection(&BBox::new(0.0, 0.0, w, h))?;
        Some((full, clipped))
    }
}

/// Fraction of rays from the eye to points of the object that hit another object first.
fn occlusion(
    eye: &Vector3<f64>,
    o: &SceneObject,
    pos: &[f64; 3],
    others: &[(usize, &SceneObject, [f64; 3])],
    world: &SimWorld,
) -> f64 {
    const SAMPLES: [[f64; 3]; 9] = [
        [0.0, 0.0, 0.0],
        [0.35, 0.35, 0.35],
        [-0.35, 0.35, 0.35],
        [0.35, -0.35, 0.35],
        [-0.35, -0.35, 0.35],
        [0.35, 0.35, -0.35],
        [-0.35, 0.35, -0.35],
        [0.35, -0.35, -0.35],
        [-0.35, -0.35, -0.35],
    ];
    let mut blocked = 0;
    for s in SAMPLES {
        let target = Vector3::new(pos[0] + s[0] * o.size[0], pos[1] + s[1] * o.size[1], pos[2] + s[2] * o.size[2]);
        let hit = others.iter().any(|(_, b, bp)| {
            if b.id == o.id {
                return false;
            }
            // An open container does not hide what is inside it; what sits on or in
            // an object is not hidden by it either.
            if o.inside.as_deref() == Some(b.id.as_str()) && world.is_open(&b.id) {
                return false;
            }
            segment_hits_box(eye, &target, bp, &b.size)
        });
        if hit {
            blocked += 1;
        }
    }
    blocked as f64 / SAMPLES.len() as f64
}

/// Slab test: the interval `[t_enter, t_exit]` (with `t_enter >= 0`) over which
/// `origin + t * dir` lies inside the box (centre c, size s), or `None` when it misses it.
fn slab(origin: &Vector3<f64>, dir: &Vector3<f64>, c: &[f64; 3], s: &[f64; 3]) -> Option<(f64, f64)> {
    let (mut t0, mut t1) = (0.0f64, f64::INFINITY);
    for i in 0..3 {
        let (lo, hi) = (c[i] - s[i] / 2.0, c[i] + s[i] / 2.0);
        if dir[i].abs() < 1e-12 {
            if origin[i] < lo || origin[i] > hi {
                return None;
            }
        } else {
            let (mut ta, mut tb) = ((lo - origin[i]) / dir[i], (hi - origin[i]) / dir[i]);
            if ta > tb {
                std::mem::swap(&mut ta, &mut tb);
            }
            t0 = t0.max(ta);
            t1 = t1.min(tb);
            if t0 > t1 {
                return None;
            }
        }
    }
    Some((t0, t1))
}

/// Where a ray enters the box: its parameter `t >= 0`, or `None` when it misses.
fn ray_enters_box(origin: &Vector3<f64>, dir: &Vector3<f64>, c: &[f64; 3], s: &[f64; 3]) -> Option<f64> {
    slab(origin, dir, c, s).map(|(t0, _)| t0)
}

/// Does the segment a->b pass through the box (centre c, size s) before reaching b?
fn segment_hits_box(a: &Vector3<f64>, b: &Vector3<f64>, c: &[f64; 3], s: &[f64; 3]) -> bool {
    slab(a, &(b - a), c, s).is_some_and(|(t0, _)| t0 <= 0.98)
}

impl PerceptionSource for SimPerception {
    fn next_observation(&mut self, camera_pose: &Isometry3<f64>) -> Result<Observation, PerceptionError> {
        if self.paced {
            let period = Duration::from_secs_f64(1.0 / self.p.fps);
            let now = clock::now();
            let due = self.next_frame.unwrap_or(now);
            if due > now {
                clock::sleep(due - now);
            }
            // Never accumulate lag: if we fell behind, restart the cadence from now.
            self.next_frame = Some(due.max(now) + period);
        }
        Ok(self.render(camera_pose))
    }

    fn set_vocabulary(&mut self, vocabulary: &Vocabulary) {
        match self.matcher.set_prompts(&vocabulary.objects) {
            Ok(()) => self.vocabulary = vocabulary.clone(),
            Err(e) => {
                tracing::warn!(error = %e, "sim perception: cannot embed the vocabulary; keeping the previous one")
            }
        }
    }

    fn name(&self) -> &str {
        "sim"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::{PartKind, PartPrompt};
    use crate::sim::prompts::WordHashEncoder;
    use crate::sim::scene::Scene;
    use nalgebra::{Rotation3, Translation3, UnitQuaternion};

    /// Optical frame looking along the arm base's +x, slightly down, from `height` m above it.
    fn looking_forward(height: f64, pitch_down: f64) -> Isometry3<f64> {
        // optical z -> base x, optical x -> base -y, optical y -> base -z.
        let r = Rotation3::from_matrix_unchecked(nalgebra::Matrix3::new(0.0, 0.0, 1.0, -1.0, 0.0, 0.0, 0.0, -1.0, 0.0));
        let tilt = Rotation3::from_axis_angle(&Vector3::y_axis(), pitch_down);
        Isometry3::from_parts(Translation3::new(0.0, 0.0, height), UnitQuaternion::from_rotation_matrix(&(tilt * r)))
    }

    /// The home scene's detector, asked for `prompts`, its text encoder a bag of words (shared
    /// words, close prompts), its confusions off.
    fn sim_for(prompts: &[&str], parts: &[(&str, PartKind)]) -> SimPerception {
        let cfg = Config::embedded_default();
        let world = Arc::new(Mutex::new(SimWorld::new(Scene::load("home").unwrap())));
        let mut p = OracleParams::from_config(&cfg);
        p.confusion_rate = 0.0;
        p.prompt_match = 0.3;
        let cam = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let encoder = Arc::new(WordHashEncoder { dim: 128 });
        let mut s = SimPerception::new(world, cam, p, encoder).unwrap().unpaced();
        let parts = parts.iter().map(|(n, k)| PartPrompt { name: n.to_string(), kind: *k });
        s.set_vocabulary(&Vocabulary::new(prompts.iter().map(|p| p.to_string()), parts));
        s
    }

    fn sim() -> SimPerception {
        sim_for(&["ceramic mug", "cola", "hammer", "person"], &[("handle", PartKind::Operational)])
    }

    #[test]
    fn the_mug_on_the_table_is_seen_and_the_cola_in_the_closed_fridge_is_not() {
        let mut s = sim();
        let obs = s.render(&looking_forward(0.5, 0.6));
        let labels: Vec<&str> = obs.detections.iter().map(|d| d.label.as_str()).collect();
        assert!(labels.contains(&"ceramic mug"), "{labels:?}");
        assert!(!labels.contains(&"can of cola"), "{labels:?}");
        let mug = obs.detections.iter().find(|d| d.label == "ceramic mug").unwrap();
        assert!(mug.bbox.inside_image(640.0, 480.0));
        assert!(mug.confidence > 0.6, "close and unoccluded: {}", mug.confidence);
        assert!(mug.parts.iter().any(|p| p.name == "handle"));
        let p = mug.position.unwrap();
        assert!((p[0] - 0.78).abs() < 0.05 && (p[1] - 0.22).abs() < 0.05, "{p:?}");
    }

    #[test]
    fn objects_are_reported_under_the_prompt_that_matched_and_only_when_asked_for() {
        let mut s = sim_for(&["mug"], &[]);
        let obs = s.render(&looking_forward(0.5, 0.6));
        let labels: Vec<&str> = obs.detections.iter().map(|d| d.label.as_str()).collect();
        assert_eq!(labels, ["mug"], "the hammer, remote and novel are not in the vocabulary");
        assert!(obs.detections[0].parts.is_empty(), "no part prompts: no parts");
        assert!(obs.people.is_empty(), "\"person\" is not in the vocabulary");
        let table = obs.prompt_embeddings.as_ref().expect("the prompts' embeddings");
        assert_eq!(table.space, crate::perception::EmbeddingSpace::MiniLmStandIn);
        assert!(table.of("mug").is_some());
        assert_eq!(obs.detections[0].embedding.as_ref().map(|e| e.len()), Some(128));
        s.set_vocabulary(&Vocabulary::new(["sofa".to_string()], []));
        assert!(s.render(&looking_forward(0.5, 0.6)).detections.iter().all(|d| d.label == "sofa"));
    }

    #[test]
    fn confidence_falls_with_distance() {
        let mut near = sim();
        let far = sim();
        far.world.lock().unwrap().base.x = -1.5;
        let mut far = far;
        let cam = looking_forward(0.5, 0.45);
        let c_near = near.render(&cam).detections.into_iter().find(|d| d.label == "ceramic mug").unwrap().confidence;
        let c_far = far.render(&cam).detections.into_iter().find(|d| d.label == "ceramic mug").map(|d| d.confidence);
        assert!(c_far.is_none_or(|c| c < c_near - 0.1), "near {c_near}, far {c_far:?}");
    }

    #[test]
    fn nothing_behind_the_camera_is_reported() {
        let mut s = sim();
        s.world.lock().unwrap().base.yaw = std::f64::consts::PI;
        let obs = s.render(&looking_forward(0.5, 0.6));
        assert!(obs.detections.iter().all(|d| d.label != "ceramic mug"));
    }

    #[test]
    fn the_same_seed_replays_the_same_frames() {
        let cam = looking_forward(0.5, 0.6);
        let (mut a, mut b) = (sim(), sim());
        for _ in 0..3 {
            let (x, y) = (a.render(&cam), b.render(&cam));
            assert_eq!(x.detections, y.detections);
        }
    }

    #[test]
    fn a_part_is_located_on_the_object_surface_by_depth() {
        let mut s = sim();
        let obs = s.render(&looking_forward(0.5, 0.6));
        let mug = obs.detections.iter().find(|d| d.label == "ceramic mug").unwrap();
        let centre = mug.position.unwrap();
        let handle = mug.parts.iter().find(|p| p.name == "handle").unwrap();
        let p = handle.position.expect("the handle pixel has depth");
        // On the mug (within its half-size plus noise), not at the back of the scene.
        let d: f64 = (0..3).map(|i| (p[i] - centre[i]).powi(2)).sum::<f64>().sqrt();
        assert!(d < 0.08, "handle at {p:?}, mug centre {centre:?}");
        // And in front of the centre, seen from the camera: the surface faces the camera.
        let cam = obs.camera_pose.translation.vector;
        let to = |q: [f64; 3]| ((q[0] - cam.x).powi(2) + (q[1] - cam.y).powi(2) + (q[2] - cam.z).powi(2)).sqrt();
        assert!(to(p) < to(centre) + 0.01, "surface point {p:?} behind the centre {centre:?}");
    }

    #[test]
    fn a_handle_measured_by_depth_is_where_the_world_grips_it() {
        let mut s = sim_for(&["refrigerator"], &[("handle", PartKind::Operational)]);
        {
            let mut w = s.world.lock().unwrap();
            // 0.75 m in front of the fridge's face toward +x, facing it.
            w.base = crate::sim::BasePose { x: -0.3, y: 1.5, yaw: std::f64::consts::PI };
        }
        let obs = s.render(&looking_forward(0.5, 0.3));
        let fridge = obs.detections.iter().find(|d| d.label == "refrigerator").expect("the fridge in view");
        let handle = fridge.parts.iter().find(|p| p.name == "handle").expect("its handle");
        let p = handle.position.expect("the handle pixel has depth");
        assert!(
            handle.bbox.width() < fridge.bbox.width() / 3.0,
            "a handle, not the door: {:?} in {:?}",
            handle.bbox,
            fridge.bbox
        );
        let w = s.world.lock().unwrap();
        let in_world = w.arm_to_world(&nalgebra::Point3::from(p));
        assert_eq!(w.handle_at(&in_world).map(|o| o.id.as_str()), Some("fridge"), "handle measured at {in_world:?}");
    }
}
