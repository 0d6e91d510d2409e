//! A synthetic colour + depth camera on a moving arm, for pipeline benchmarks.
//!
//! A deterministic scene (seeded) of 5-10 textured boxes stands 0.8-3 m in front of the
//! camera; a few of them slide slowly while the camera pans, tilts and sways as if the arm
//! moved. Frames are captured on a fixed grid at the camera's frame rate from the camera's
//! start, in real time, as a RealSense with a frame queue of one delivers them: a read returns
//! the newest frame captured so far (stale ones are skipped, `seq` is the frame number, so it
//! jumps) or, when that one was already read, waits for the next. A frame's content is the scene
//! at its capture time (rendered when it is read, standing in for the transfer), and its
//! `captured_ns` is that grid time, so the age a consumer measures includes the 0-1 frame period
//! the frame waited. The camera pose of every frame is known exactly
//! ([`SceneMotion::pose_at`]), which is what the arm's kinematics give a real robot.

use super::{Cadence, Camera, Frame, Intrinsics, PerceptionError};
use crate::types::clock::now_ns;
use nalgebra::{Isometry3, Point3, Translation3, UnitQuaternion, Vector3};
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::time::Duration;

/// One object of the scene: an axis-aligned textured box facing the camera.
#[derive(Debug, Clone)]
pub struct SceneObject {
    /// Centre at t = 0 in the base frame (the camera's optical frame at t = 0), metres.
    pub centre: Point3<f64>,
    /// Width and height, metres.
    pub size: (f64, f64),
    /// Sliding velocity, m/s (amplitude of a slow back-and-forth).
    pub slide: Vector3<f64>,
    pub colour: [u8; 3],
    /// Stripe period of the texture, metres.
    pub stripe: f64,
}

/// How the camera moves: pose as a function of time since the start.
#[derive(Debug, Clone, Copy)]
pub struct SceneMotion {
    pub start_ns: u64,
    /// Pan amplitude (rad) and angular frequency (rad/s).
    pub pan: (f64, f64),
    pub tilt: (f64, f64),
    /// Sideways sway amplitude (m) and angular frequency (rad/s).
    pub sway: (f64, f64),
}

impl SceneMotion {
    /// Camera optical frame in the base frame at monotonic time `t_ns`.
    pub fn pose_at(&self, t_ns: u64) -> Isometry3<f64> {
        let t = t_ns.saturating_sub(self.start_ns) as f64 / 1e9;
        let yaw = self.pan.0 * (self.pan.1 * t).sin();
        let pitch = self.tilt.0 * (self.tilt.1 * t).sin();
        let x = self.sway.0 * (self.sway.1 * t).sin();
        Isometry3::from_parts(Translation3::new(x, 0.0, 0.0), UnitQuaternion::from_euler_angles(pitch, yaw, 0.0))
    }
}

/// The camera; see the module docs.
pub struct SceneCamera {
    intrinsics: Intrinsics,
    fps: f64,
    objects: Vec<SceneObject>,
    motion: SceneMotion,
    /// Frame number of the last frame read.
    last: Option<u64>,
    /// Painter's order scratch.
    order: Vec<(f64, usize)>,
}

impl SceneCamera {
    /// A `width` x `height` camera at `fps` with `objects` (clamped to 1..=32) boxes, seeded.
    pub fn new(width: u32, height: u32, fps: f64, objects: usize, seed: u64) -> Self {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let f = 0.9 * width as f64; // ~ a D435 colour camera's 69 degree field of view
        let intrinsics = Intrinsics {
            width,
            height,
            fx: f,
            fy: f,
            cx: width as f64 / 2.0,
            cy: height as f64 / 2.0,
            coeffs: [0.0; 5],
        };
        let objects = (0..objects.clamp(1, 32))
            .map(|_| {
                let z = rng.random_range(0.8..3.0);
                SceneObject {
                    centre: Point3::new(rng.random_range(-0.45..0.45) * z, rng.random_range(-0.3..0.3) * z, z),
                    size: (rng.random_range(0.06..0.3), rng.random_range(0.06..0.3)),
                    slide: if rng.random_bool(0.3) {
                        Vector3::new(rng.random_range(-0.15..0.15), 0.0, rng.random_range(-0.1..0.1))
                    } else {
                        Vector3::zeros()
                    },
                    colour: [rng.random_range(30..230), rng.random_range(30..230), rng.random_range(30..230)],
                    stripe: rng.random_range(0.01..0.05),
                }
            })
            .collect();
        let motion = SceneMotion { start_ns: now_ns(), pan: (0.3, 0.5), tilt: (0.08, 0.3), sway: (0.1, 0.4) };
        SceneCamera { intrinsics, fps, objects, motion, last: None, order: Vec::new() }
    }

    pub fn motion(&self) -> SceneMotion {
        self.motion
    }

    pub fn objects(&self) -> &[SceneObject] {
        &self.objects
    }

    pub fn intrinsics(&self) -> Intrinsics {
        self.intrinsics
    }

    /// Where object `i` is at time `t_ns` (base frame).
    pub fn object_at(&self, i: usize, t_ns: u64) -> Point3<f64> {
        let t = t_ns.saturating_sub(self.motion.start_ns) as f64 / 1e9;
        let o = &self.objects[i];
        o.centre + o.slide * (2.0 * (0.25 * t).sin())
    }

    /// Renders the scene as seen at `t_ns`: RGB8 and depth in millimetres.
    pub fn render(&mut self, t_ns: u64) -> (Vec<u8>, Vec<u16>) {
        let k = self.intrinsics;
        let (w, h) = (k.width as usize, k.height as usize);
        let pose = self.motion.pose_at(t_ns);
        let mut rgb = vec![0u8; w * h * 3];
        let mut depth = vec![0u16; w * h];
        // Background: a wall 4 m away with a coarse texture fixed in the world (so it pans).
        let yaw_px = (pose.rotation.euler_angles().1 * k.fx) as i64;
        for y in 0..h {
            for x in 0..w {
                let wx = x as i64 + yaw_px;
                let v = 90 + ((wx.div_euclid(40) + (y as i64).div_euclid(40)) & 1) as u8 * 25 + (y / 12) as u8;
                let i = (y * w + x) * 3;
                rgb[i..i + 3].copy_from_slice(&[v, v, v.saturating_sub(10)]);
                depth[y * w + x] = 4000;
            }
        }
        self.order.clear();
        for i in 0..self.objects.len() {
            let c = pose.inverse_transform_point(&self.object_at(i, t_ns));
            if c.z > 0.2 {
                self.order.push((c.z, i));
            }
        }
        self.order.sort_by(|a, b| b.0.total_cmp(&a.0)); // far first
        for &(z, i) in &self.order {
            let o = &self.objects[i];
            let c = pose.inverse_transform_point(&self.object_at(i, t_ns));
            let (u, v) = (k.fx * c.x / z + k.cx, k.fy * c.y / z + k.cy);
            let (hw, hh) = (k.fx * o.size.0 / z / 2.0, k.fy * o.size.1 / z / 2.0);
            let (x0, x1) = ((u - hw).max(0.0) as usize, ((u + hw).max(0.0) as usize).min(w));
            let (y0, y1) = ((v - hh).max(0.0) as usize, ((v + hh).max(0.0) as usize).min(h));
            let period = (k.fx * o.stripe / z).max(2.0);
            let dz = (z * 1000.0) as u16;
            for y in y0..y1 {
                for x in x0..x1 {
                    // Diagonal stripes in the object's own coordinates, darker near the edges.
                    let s = (((x as f64 - (u - hw)) + (y as f64 - (v - hh))) / period) as i64 & 1;
                    let edge = ((x as f64 - u).abs() / hw).max((y as f64 - v).abs() / hh);
                    let shade = if s == 1 { 1.0 } else { 0.6 } * if edge > 0.85 { 0.5 } else { 1.0 };
                    let i = (y * w + x) * 3;
                    for ch in 0..3 {
                        rgb[i + ch] = (o.colour[ch] as f64 * shade) as u8;
                    }
                    depth[y * w + x] = dz;
                }
            }
        }
        (rgb, depth)
    }
}

/// The frame a real-time camera with a queue of one delivers when read at `now`: frames are
/// captured at `start + k * period`; the newest one captured by `now` unless frame `last` (the
/// last one read) is it or newer, then the next one (to be waited for). Returns its number `k`
/// and capture time.
pub fn newest_frame(start_ns: u64, period_ns: u64, now_ns: u64, last: Option<u64>) -> (u64, u64) {
    let newest = now_ns.saturating_sub(start_ns) / period_ns.max(1);
    let k = match last {
        Some(l) if newest <= l => l + 1,
        _ => newest,
    };
    (k, start_ns + k * period_ns)
}

impl Camera for SceneCamera {
    fn next_frame(&mut self) -> Result<Frame, PerceptionError> {
        let Cadence { anchor_ns: start, period_ns: period } = Cadence::at_fps(self.motion.start_ns, self.fps);
        let now = now_ns();
        let (k, t) = newest_frame(start, period, now, self.last);
        if t > now {
            std::thread::sleep(Duration::from_nanos(t - now));
        }
        self.last = Some(k);
        let (rgb, depth) = self.render(t);
        Ok(Frame {
            seq: k,
            captured_ns: t,
            intrinsics: self.intrinsics,
            rgb: Arc::from(rgb),
            depth: Some(Arc::from(depth)),
            depth_scale: 0.001,
        })
    }

    fn name(&self) -> &str {
        "synthetic-scene"
    }

    fn cadence(&self) -> Option<Cadence> {
        Some(Cadence::at_fps(self.motion.start_ns, self.fps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scene_is_deterministic_and_depth_matches_the_objects() {
        let mut a = SceneCamera::new(160, 120, 30.0, 6, 3);
        let mut b = SceneCamera::new(160, 120, 30.0, 6, 3);
        b.motion.start_ns = a.motion.start_ns;
        let t = a.motion.start_ns + 500_000_000;
        let (ra, da) = a.render(t);
        let (rb, db) = b.render(t);
        assert_eq!((ra.len(), da.len()), (160 * 120 * 3, 160 * 120));
        assert!(ra == rb && da == db, "same seed, same time: same frame");
        assert!(da.iter().any(|&d| d < 3100), "objects are in view with their depth");
        let (r2, _) = a.render(t + 1_000_000_000);
        assert_ne!(ra, r2, "the camera moved");
    }

    #[test]
    fn a_read_returns_the_newest_captured_frame_skipping_stale_ones() {
        const P: u64 = 33_333_333;
        // first read 10.5 periods after the start: frame 10, captured 0.5 periods ago
        assert_eq!(newest_frame(1000, P, 1000 + 10 * P + P / 2, None), (10, 1000 + 10 * P));
        // read again within the same period: wait for frame 11
        assert_eq!(newest_frame(1000, P, 1000 + 10 * P + P / 2 + 5, Some(10)), (11, 1000 + 11 * P));
        // read 3.2 periods later: frames 11 and 12 were never read, 13 is the newest
        assert_eq!(newest_frame(1000, P, 1000 + 13 * P + P / 5, Some(10)), (13, 1000 + 13 * P));
    }

    #[test]
    fn frames_carry_their_grid_capture_time_and_number() {
        let mut cam = SceneCamera::new(64, 48, 1000.0, 3, 1);
        let a = cam.next_frame().unwrap();
        let b = cam.next_frame().unwrap();
        let start = cam.motion().start_ns;
        for f in [&a, &b] {
            assert_eq!(f.captured_ns, start + f.seq * 1_000_000, "capture on the 1 kHz grid");
        }
        assert!(b.seq > a.seq, "a frame is read once");
        assert!(b.captured_ns <= now_ns());
    }
}
