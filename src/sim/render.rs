//! The simulated camera's picture: what the camera sees of the world from its pose, as an
//! RGB8 image with depth aligned to it (u16 millimetres, [`DEPTH_SCALE`]) at the camera's
//! intrinsics (optionally scaled down, `sim.render_scale`). The floor is a tiled plane at
//! z = 0, everything beyond it a plain background without depth; every exposed scene object
//! is its axis-aligned box in its `colour`, people are a body and a head box. Faces are flat
//! shaded by a fixed light direction (Lambert with an ambient term) and resolved with a
//! z-buffer; an open container is drawn cut away (its inner faces), so what is inside shows.
//! No labels, no text: a multimodal model has to recognise the objects by their looks.
//!
//! A polygon is filled span by span: its screen rows from the projected corners, and per
//! pixel the inverse depth, which is affine in the pixel coordinates on a plane.

use super::people::PersonState;
use super::world::SimWorld;
use crate::types::frame::Frame;
use crate::types::Intrinsics;
use nalgebra::{Isometry3, Point3, Vector3};
use std::sync::Arc;

/// Metres per depth unit of the rendered depth (millimetres, as a RealSense D435).
pub const DEPTH_SCALE: f32 = 0.001;
/// Nearest depth drawn (the near clipping plane), metres.
const NEAR_M: f64 = 0.05;
/// Floor farther than this is background without depth (where a depth camera's range ends).
const FAR_M: f64 = 12.0;
const FLOOR_RGB: [u8; 3] = [178, 168, 150];
/// Every other floor tile is this much darker.
const TILE_SHADE: f64 = 0.9;
const TILE_M: f64 = 0.5;
const BACKGROUND_RGB: [u8; 3] = [214, 218, 222];
/// Toward the light, world frame: above, from behind the robot's start and a little to its
/// left, so the faces turned to a camera looking along +x are lit.
const LIGHT: [f64; 3] = [-0.5, 0.3, 1.0];
const AMBIENT: f64 = 0.45;
const PERSON_RGB: [u8; 3] = [70, 85, 130];
const HEAD_RGB: [u8; 3] = [205, 160, 130];

/// An axis-aligned box to draw, world frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Solid {
    /// Centre, metres.
    pub centre: [f64; 3],
    /// Extent along x, y, z, metres.
    pub size: [f64; 3],
    pub colour: [u8; 3],
    /// Drawn cut away: its inner faces (an open container shows what is inside).
    pub open: bool,
}

/// What the world looks like to the camera: the exposed objects' boxes (open containers
/// cut away) and the people's, at their positions now.
pub fn solids(world: &SimWorld, people: &[PersonState]) -> Vec<Solid> {
    let mut out: Vec<Solid> = world
        .scene
        .objects
        .iter()
        .filter(|o| world.is_exposed(o))
        .map(|o| Solid {
            centre: world.position_of(o),
            size: o.size,
            colour: o.colour,
            open: o.container && world.is_open(&o.id),
        })
        .collect();
    for p in people {
        let [x, y, z] = p.position;
        // A body from the floor up to the shoulders, a head above it (z: the chest).
        let top = (z + 0.7).clamp(0.6, 2.1);
        let body = top - 0.25;
        let solid = |c: [f64; 3], s: [f64; 3], colour| Solid { centre: c, size: s, colour, open: false };
        out.push(solid([x, y, body / 2.0], [0.35, 0.35, body], PERSON_RGB));
        out.push(solid([x, y, body + 0.125], [0.2, 0.2, 0.25], HEAD_RGB));
    }
    out
}

/// How often and how large the simulator renders.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RenderParams {
    /// Render every `every`-th frame (1: all; 0: none); the others carry no image.
    pub every: u32,
    /// Image size as a share of the camera's (0..1]; the intrinsics scale with it.
    pub scale: f32,
}

/// One rendered picture: row-major RGB8 and depth in [`DEPTH_SCALE`] units (0: no depth).
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    pub rgb: Vec<u8>,
    pub depth: Vec<u16>,
}

/// The renderer: the (scaled) camera model and a z-buffer kept between frames.
#[derive(Debug)]
pub struct Renderer {
    cam: Intrinsics,
    every: u32,
    calls: u64,
    /// Optical-axis depth per pixel, metres (infinite: nothing yet).
    zbuf: Vec<f32>,
}

/// One frame's view: the camera's pose both ways and the light.
struct Eye {
    world_to_cam: Isometry3<f64>,
    cam_in_world: Isometry3<f64>,
    light: Vector3<f64>,
}

impl Renderer {
    /// A renderer for camera `cam` at `p.scale` of its size (clamped to 0.05..1, at least a
    /// pixel each way); the distortion of the picture is none.
    pub fn new(cam: &Intrinsics, p: RenderParams) -> Renderer {
        let s = if p.scale.is_finite() { p.scale.clamp(0.05, 1.0) as f64 } else { 1.0 };
        let width = ((cam.width as f64 * s).round() as u32).max(1);
        let height = ((cam.height as f64 * s).round() as u32).max(1);
        let (sx, sy) = (width as f64 / cam.width.max(1) as f64, height as f64 / cam.height.max(1) as f64);
        let cam = Intrinsics {
            width,
            height,
            fx: cam.fx * sx,
            fy: cam.fy * sy,
            cx: cam.cx * sx,
            cy: cam.cy * sy,
            coeffs: [0.0; 5],
        };
        Renderer { cam, every: p.every, calls: 0, zbuf: Vec::new() }
    }

    /// The intrinsics of the rendered pictures.
    pub fn intrinsics(&self) -> &Intrinsics {
        &self.cam
    }

    /// Whether this frame is to be rendered (every `every`-th call, starting with the first).
    pub fn due(&mut self) -> bool {
        let due = self.every > 0 && self.calls.is_multiple_of(self.every as u64);
        self.calls += 1;
        due
    }

    /// The picture of `solids` from the optical frame `cam_in_world` as a camera frame.
    pub fn frame(&mut self, cam_in_world: &Isometry3<f64>, solids: &[Solid], seq: u64, captured_ns: u64) -> Frame {
        // Painted in place in the shared buffers: no copy of the pixels.
        let n = self.cam.width as usize * self.cam.height as usize;
        let mut rgb: Arc<[u8]> = std::iter::repeat_n(0u8, 3 * n).collect();
        match Arc::get_mut(&mut rgb) {
            Some(buf) => self.paint(cam_in_world, solids, buf),
            None => {
                let mut buf = vec![0u8; 3 * n];
                self.paint(cam_in_world, solids, &mut buf);
                rgb = Arc::from(buf);
            }
        }
        let depth: Arc<[u16]> = self.zbuf.iter().map(|&z| depth_units(z)).collect();
        Frame { seq, captured_ns, intrinsics: self.cam, rgb, depth: Some(depth), depth_scale: DEPTH_SCALE }
    }

    /// Draws `solids` seen from the optical frame `cam_in_world` (z forward, x right, y down).
    pub fn draw(&mut self, cam_in_world: &Isometry3<f64>, solids: &[Solid]) -> Picture {
        let mut rgb = vec![0u8; 3 * self.cam.width as usize * self.cam.height as usize];
        self.paint(cam_in_world, solids, &mut rgb);
        let depth = self.zbuf.iter().map(|&z| depth_units(z)).collect();
        Picture { rgb, depth }
    }

    /// Paints the picture into `rgb` (the image's size) and its depth into the z-buffer.
    fn paint(&mut self, cam_in_world: &Isometry3<f64>, solids: &[Solid], rgb: &mut [u8]) {
        self.zbuf.clear();
        self.zbuf.resize(self.cam.width as usize * self.cam.height as usize, f32::INFINITY);
        let light = Vector3::from(LIGHT).normalize();
        let eye = Eye { world_to_cam: cam_in_world.inverse(), cam_in_world: *cam_in_world, light };
        self.floor(&eye, rgb);
        for s in solids {
            self.solid(&eye, s, rgb);
        }
    }

    /// The floor (z = 0, tiled) where a pixel's ray meets it within range, the background
    /// elsewhere. Row by row: the depth and tile of every pixel in one branch-free pass
    /// (single precision, which the compiler vectorises), then the colours.
    fn floor(&mut self, eye: &Eye, rgb: &mut [u8]) {
        let c = self.cam;
        let r = eye.cam_in_world.rotation.to_rotation_matrix();
        let m = r.matrix();
        let o = eye.cam_in_world.translation.vector;
        let lit = shade(FLOOR_RGB, lambert(&Vector3::z(), &eye.light));
        let palette = [lit, shade(lit, TILE_SHADE), BACKGROUND_RGB];
        let w = c.width as usize;
        let mut tiles = vec![0u32; w];
        // The world ray of pixel (i, j) is col0 * xn + col1 * yn + col2 (its optical z is 1).
        let (a, b, k) = (m.column(0), m.column(1), m.column(2));
        let du = [a.x / c.fx, a.y / c.fx, a.z / c.fx].map(|v| v as f32);
        let x0 = (0.5 - c.cx) / c.fx;
        let (ox, oy, oz) = (o.x as f32, o.y as f32, o.z as f32);
        let rows = rgb.chunks_exact_mut(3 * w).zip(self.zbuf.chunks_exact_mut(w));
        for (j, (rgb_row, z_row)) in rows.enumerate() {
            let yn = (j as f64 + 0.5 - c.cy) / c.fy;
            let d0 =
                [a.x * x0 + b.x * yn + k.x, a.y * x0 + b.y * yn + k.y, a.z * x0 + b.z * yn + k.z].map(|v| v as f32);
            floor_row(d0, du, [ox, oy, oz], z_row, &mut tiles);
            for (px, t) in rgb_row.chunks_exact_mut(3).zip(&tiles) {
                px.copy_from_slice(&palette[(*t as usize).min(2)]);
            }
        }
    }

    /// The faces of one box that the camera sees: the outer faces turned to it, or for an
    /// open box the inner faces of the walls away from it.
    fn solid(&mut self, eye: &Eye, s: &Solid, rgb: &mut [u8]) {
        let e = eye.cam_in_world.translation.vector;
        for axis in 0..3 {
            for sign in [-1.0f64, 1.0] {
                let mut normal = Vector3::zeros();
                normal[axis] = sign;
                let mut centre = Vector3::from(s.centre);
                centre[axis] += sign * s.size[axis] / 2.0;
                let facing = (centre - e).dot(&normal) < 0.0;
                if facing == s.open {
                    continue;
                }
                let lit_normal = if s.open { -normal } else { normal };
                let colour = shade(s.colour, lambert(&lit_normal, &eye.light));
                let corners = face_corners(s, axis, sign).map(|p| eye.world_to_cam.transform_point(&p));
                let clipped = clip_near(&corners);
                if clipped.len() >= 3 {
                    self.polygon(&clipped, colour, rgb);
                }
            }
        }
    }

    /// Fills a planar convex polygon (camera frame, in front of the near plane) with
    /// `colour` where it is nearer than what is drawn.
    fn polygon(&mut self, poly: &[Point3<f64>], colour: [u8; 3], rgb: &mut [u8]) {
        let c = self.cam;
        let Some(plane) = InvDepth::of(poly, &c) else { return };
        let px: Vec<(f64, f64)> = poly.iter().map(|p| (c.fx * p.x / p.z + c.cx, c.fy * p.y / p.z + c.cy)).collect();
        let (vmin, vmax) = px.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(p.1), b.max(p.1)));
        let (w, h) = (c.width as usize, c.height as usize);
        let j0 = (vmin - 0.5).ceil().max(0.0) as usize;
        let j1 = ((vmax - 0.5).floor().min(h as f64 - 1.0)).max(-1.0);
        if j1 < 0.0 {
            return;
        }
        for j in j0..=j1 as usize {
            let y = j as f64 + 0.5;
            let Some((xl, xr)) = span(&px, y) else { continue };
            let i0 = (xl - 0.5).ceil().max(0.0) as usize;
            let i1 = (xr - 0.5).floor().min(w as f64 - 1.0);
            if i1 < 0.0 {
                continue;
            }
            let (i0, i1) = (j * w + i0, j * w + i1 as usize);
            if i0 > i1 {
                continue;
            }
            // Single precision along the span: a few hundred steps stay well under a
            // millimetre.
            let (mut iz, step) = (plane.at((i0 - j * w) as f64 + 0.5, y) as f32, plane.a as f32);
            let zs = &mut self.zbuf[i0..=i1];
            let px = rgb[3 * i0..3 * (i1 + 1)].chunks_exact_mut(3);
            for (zb, px) in zs.iter_mut().zip(px) {
                let z = 1.0 / iz;
                if iz > 0.0 && z < *zb {
                    *zb = z;
                    px.copy_from_slice(&colour);
                }
                iz += step;
            }
        }
    }
}

/// Inverse optical depth over the image on one plane: `1/z = a u + b v + c`.
struct InvDepth {
    a: f64,
    b: f64,
    c: f64,
}

impl InvDepth {
    /// The plane through the polygon's first corners; `None` when it is seen edge-on (it
    /// passes through the eye) or degenerate.
    fn of(poly: &[Point3<f64>], cam: &Intrinsics) -> Option<InvDepth> {
        let n = (poly[1] - poly[0]).cross(&(poly[2] - poly[0]));
        let d = n.dot(&poly[0].coords);
        if !(d.abs() > 1e-12 * n.norm().max(1e-12)) {
            return None;
        }
        // A pixel's ray is r = ((u - cx)/fx, (v - cy)/fy, 1); on the plane z (n . r) = d.
        let a = n.x / (cam.fx * d);
        let b = n.y / (cam.fy * d);
        let c = (n.z - n.x * cam.cx / cam.fx - n.y * cam.cy / cam.fy) / d;
        Some(InvDepth { a, b, c })
    }

    fn at(&self, u: f64, v: f64) -> f64 {
        self.a * u + self.b * v + self.c
    }
}

/// Where the row at height `y` crosses the convex polygon `px` (image coordinates): its
/// leftmost and rightmost crossings.
fn span(px: &[(f64, f64)], y: f64) -> Option<(f64, f64)> {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for k in 0..px.len() {
        let (a, b) = (px[k], px[(k + 1) % px.len()]);
        if (a.1 <= y && y < b.1) || (b.1 <= y && y < a.1) {
            let x = a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1);
            lo = lo.min(x);
            hi = hi.max(x);
        }
    }
    (lo <= hi).then_some((lo, hi))
}

/// The four corners of one face of a box, in order around it (world frame).
fn face_corners(s: &Solid, axis: usize, sign: f64) -> [Point3<f64>; 4] {
    let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
    let half = s.size.map(|x| x / 2.0);
    [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map(|(a, b)| {
        let mut p = s.centre;
        p[axis] += sign * half[axis];
        p[u] += a * half[u];
        p[v] += b * half[v];
        Point3::from(p)
    })
}

/// The part of a polygon (camera frame) in front of the near plane (Sutherland-Hodgman).
fn clip_near(poly: &[Point3<f64>]) -> Vec<Point3<f64>> {
    let mut out = Vec::with_capacity(poly.len() + 2);
    for k in 0..poly.len() {
        let (a, b) = (poly[k], poly[(k + 1) % poly.len()]);
        let (ina, inb) = (a.z >= NEAR_M, b.z >= NEAR_M);
        if ina {
            out.push(a);
        }
        if ina != inb {
            let t = (NEAR_M - a.z) / (b.z - a.z);
            out.push(a + (b - a) * t);
        }
    }
    out
}

/// Lambert with an ambient term: the share of the surface colour a face of this normal shows.
fn lambert(normal: &Vector3<f64>, light: &Vector3<f64>) -> f64 {
    AMBIENT + (1.0 - AMBIENT) * normal.dot(light).max(0.0)
}

fn shade(rgb: [u8; 3], k: f64) -> [u8; 3] {
    rgb.map(|c| (c as f64 * k).round().clamp(0.0, 255.0) as u8)
}

/// One image row of the floor: the ray of pixel `i` is `d0 + i * du` (world frame, optical
/// z 1) from the eye `o`. Sets the row's depth where the ray meets the floor within range
/// (infinite elsewhere) and each pixel's tile parity (0, 1; 2: background).
fn floor_row(d0: [f32; 3], du: [f32; 3], o: [f32; 3], z_row: &mut [f32], tiles: &mut [u32]) {
    let inv = (1.0 / TILE_M) as f32;
    let far = if o[2] > 0.0 { FAR_M as f32 } else { -1.0 };
    // An i32 pixel counter: its conversion to f32 vectorises (a usize's does not).
    for (i, (z, tile)) in (0i32..).zip(z_row.iter_mut().zip(tiles.iter_mut())) {
        let f = i as f32;
        let (dx, dy, dz) = (d0[0] + f * du[0], d0[1] + f * du[1], d0[2] + f * du[2]);
        // Behind the eye (dz >= 0) the parameter is negative or infinite: a miss either way.
        let t = -o[2] / dz;
        let hit = (t >= 0.0) & (t <= far);
        let parity = tile_parity((o[0] + t * dx) * inv) ^ tile_parity((o[1] + t * dy) * inv);
        *z = if hit { t } else { f32::INFINITY };
        *tile = if hit { parity } else { 2 };
    }
}

/// Whether `floor(v)` is odd, for |v| < 2^21: adding 1.5 * 2^23 rounds `v - 0.5` to an
/// integer in the last bit of the sum's mantissa (bit arithmetic, which vectorises where a
/// float-to-integer conversion would not).
fn tile_parity(v: f32) -> u32 {
    const ROUND: f32 = 12_582_912.0;
    ((v - 0.5) + ROUND).to_bits() & 1
}

/// Metres to depth units; 0 for no depth (nothing within range) and beyond the u16 range.
fn depth_units(z: f32) -> u16 {
    let units = z * (1.0 / DEPTH_SCALE) + 0.5;
    if units >= 1.0 && units < u16::MAX as f32 {
        units as u16
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::{Matrix3, Rotation3, Translation3, UnitQuaternion};

    fn cam(w: u32, h: u32) -> Intrinsics {
        let f = 615.0 * w as f64 / 640.0;
        Intrinsics { width: w, height: h, fx: f, fy: f, cx: w as f64 / 2.0, cy: h as f64 / 2.0, coeffs: [0.0; 5] }
    }

    /// An optical frame at `eye` looking along world +x, pitched down by `pitch` rad.
    fn looking_along_x(eye: [f64; 3], pitch: f64) -> Isometry3<f64> {
        // optical z -> world x, optical x -> world -y, optical y -> world -z.
        let r = Rotation3::from_matrix_unchecked(Matrix3::new(0.0, 0.0, 1.0, -1.0, 0.0, 0.0, 0.0, -1.0, 0.0));
        let tilt = Rotation3::from_axis_angle(&Vector3::y_axis(), pitch);
        Isometry3::from_parts(
            Translation3::new(eye[0], eye[1], eye[2]),
            UnitQuaternion::from_rotation_matrix(&(tilt * r)),
        )
    }

    fn renderer(w: u32, h: u32) -> Renderer {
        Renderer::new(&cam(w, h), RenderParams { every: 1, scale: 1.0 })
    }

    fn at(p: &Picture, w: u32, u: u32, v: u32) -> ([u8; 3], u16) {
        let k = (v * w + u) as usize;
        ([p.rgb[3 * k], p.rgb[3 * k + 1], p.rgb[3 * k + 2]], p.depth[k])
    }

    #[test]
    fn a_box_ahead_is_drawn_in_its_colour_at_its_depth_over_floor_and_background() {
        let mut r = renderer(160, 120);
        let red = Solid { centre: [2.0, 0.0, 1.0], size: [0.2, 0.4, 0.4], colour: [200, 0, 0], open: false };
        let p = r.draw(&looking_along_x([0.0, 0.0, 1.0], 0.0), &[red]);
        let (rgb, d) = at(&p, 160, 80, 60);
        assert!(rgb[0] > 60 && rgb[1] == 0 && rgb[2] == 0, "the box's near face, lit: {rgb:?}");
        // The near face is at x = 1.9 m: depth along the optical axis.
        assert!((d as i32 - 1900).abs() <= 2, "depth {d} mm");
        let (rgb, d) = at(&p, 160, 80, 2);
        assert_eq!((rgb, d), (BACKGROUND_RGB, 0), "above the horizon: background, no depth");
        let (_, d) = at(&p, 160, 80, 119);
        // The bottom row's ray meets the floor 1 m below the eye.
        let slope = (119.5 - 60.0) / r.intrinsics().fy;
        assert!((d as f64 - 1000.0 / slope).abs() < 3.0, "floor depth {d} mm");
    }

    #[test]
    fn the_nearer_box_hides_the_farther_one_whatever_the_drawing_order() {
        let near = Solid { centre: [1.5, 0.0, 1.0], size: [0.2, 0.3, 0.3], colour: [0, 200, 0], open: false };
        let far = Solid { centre: [3.0, 0.0, 1.0], size: [0.2, 2.0, 2.0], colour: [0, 0, 200], open: false };
        let pose = looking_along_x([0.0, 0.0, 1.0], 0.0);
        let a = renderer(64, 48).draw(&pose, &[near, far]);
        let b = renderer(64, 48).draw(&pose, &[far, near]);
        assert_eq!(a, b);
        let (rgb, _) = at(&a, 64, 32, 24);
        assert!(rgb[1] > 0 && rgb[2] == 0, "the green box in front: {rgb:?}");
    }

    #[test]
    fn an_open_container_shows_what_is_inside_it() {
        let pose = looking_along_x([0.0, 0.0, 1.0], 0.0);
        let mut bin = Solid { centre: [2.0, 0.0, 1.0], size: [0.6, 0.6, 0.6], colour: [0, 0, 200], open: false };
        let can = Solid { centre: [2.0, 0.0, 1.0], size: [0.1, 0.1, 0.1], colour: [0, 200, 0], open: false };
        let closed = renderer(64, 48).draw(&pose, &[bin, can]);
        assert_eq!(at(&closed, 64, 32, 24).0[1], 0, "closed: the can is hidden");
        bin.open = true;
        let open = renderer(64, 48).draw(&pose, &[bin, can]);
        let (rgb, d) = at(&open, 64, 32, 24);
        assert!(rgb[1] > 0 && (d as i32 - 1950).abs() <= 2, "open: the can shows, {rgb:?} at {d} mm");
    }

    #[test]
    fn a_face_crossing_the_near_plane_is_clipped_not_lost() {
        // A wall from beside the camera to far ahead: visible on the whole right half.
        let wall = Solid { centre: [2.0, -0.5, 1.0], size: [6.0, 0.05, 3.0], colour: [200, 200, 0], open: false };
        let p = renderer(64, 48).draw(&looking_along_x([0.0, 0.0, 1.0], 0.0), &[wall]);
        let (rgb, d) = at(&p, 64, 60, 24);
        assert!(rgb[0] > 0 && rgb[2] == 0 && d > 0, "{rgb:?} {d}");
    }

    #[test]
    fn the_detectors_mug_box_lies_on_the_mug_in_the_observations_frame() {
        use crate::config::Config;
        use crate::perception::{PerceptionSource, Vocabulary};
        use crate::sim::{OracleParams, Scene, SimPerception};
        use std::sync::Mutex;
        let cfg = Config::embedded_default();
        let world = Arc::new(Mutex::new(SimWorld::new(Scene::load("home").unwrap())));
        let mut p = OracleParams::from_config(&cfg);
        (p.confusion_rate, p.prompt_match) = (0.0, 0.3);
        let cam = crate::control::kinematics::camera::intrinsics_from_config(&cfg.camera);
        let encoder = Arc::new(crate::sim::prompts::WordHashEncoder { dim: 64 });
        let mut s = SimPerception::new(world, cam, p, encoder).unwrap().unpaced();
        s.set_vocabulary(&Vocabulary::new(["ceramic mug".to_string()], []));
        // The arm's camera 0.5 m above its base, looking ahead and 0.6 rad down.
        let pose = looking_along_x([0.0, 0.0, 0.5], 0.6);
        let obs = s.render(&pose);
        let f = obs.frame.as_ref().expect("the observation carries its image");
        let (w, h) = (f.intrinsics.width, f.intrinsics.height);
        assert_eq!((w, h, f.seq), (320, 240, obs.seq), "half the camera's size (sim.render_scale)");
        assert_eq!(obs.image_size, (640, 480), "detections keep the camera's pixels");
        let mug = obs.detections.iter().find(|d| d.label == "ceramic mug").expect("the mug is seen");
        let b = f.box_in_pixels(&mug.bbox, obs.image_size);
        let (u, v) = (((b.x1 + b.x2) / 2.0) as usize, ((b.y1 + b.y2) / 2.0) as usize);
        let k = v * w as usize + u;
        let rgb = &f.rgb[3 * k..3 * k + 3];
        assert!(rgb[0] > 100 && rgb[0].abs_diff(rgb[1]) < 4 && rgb[2] < rgb[0], "a white mug, shaded: {rgb:?}");
        let centre = pose.inverse_transform_point(&mug.position_point().unwrap());
        let depth = f.depth.as_ref().unwrap()[k] as f64 * f.depth_scale as f64;
        assert!((depth - centre.z).abs() < 0.06, "depth {depth} m at the box centre, the mug's centre at {}", centre.z);
    }

    #[test]
    fn floor_tiles_alternate_on_either_side_of_the_origin() {
        let parity: Vec<u32> = [0.3f32, 1.2, 2.7, -0.3, -1.2, -2.5].iter().map(|&v| tile_parity(v)).collect();
        assert_eq!(parity, [0, 1, 0, 1, 0, 1], "floor: 0, 1, 2, -1, -2, -3");
    }

    #[test]
    fn a_scaled_renderer_scales_the_intrinsics_and_renders_every_nth_frame() {
        let mut r = Renderer::new(&cam(640, 480), RenderParams { every: 3, scale: 0.5 });
        let c = *r.intrinsics();
        assert_eq!((c.width, c.height, c.cx, c.cy), (320, 240, 160.0, 120.0));
        assert!((c.fx - 307.5).abs() < 1e-9);
        let due: Vec<bool> = (0..7).map(|_| r.due()).collect();
        assert_eq!(due, [true, false, false, true, false, false, true]);
        let f = r.frame(&looking_along_x([0.0, 0.0, 1.0], 0.3), &[], 9, 123);
        assert_eq!((f.rgb.len(), f.depth.as_ref().map(|d| d.len())), (320 * 240 * 3, Some(320 * 240)));
        assert_eq!((f.seq, f.captured_ns, f.depth_scale), (9, 123, DEPTH_SCALE));
        let mut never = Renderer::new(&cam(64, 48), RenderParams { every: 0, scale: 1.0 });
        assert!(!never.due() && !never.due());
    }
}
