//! Multi-object tracker: keeps detection ids stable across frames.
//!
//! Each frame, every live track's box is first *predicted* into the new frame, then tracks
//! and detections of the same label are associated greedily by IoU of the predicted box
//! (highest IoU first, each side used once). The prediction has two parts:
//!
//! - **ego-motion** from the arm's own kinematics: the camera pose of the previous and of
//!   the current frame are known, so a track with a 3-D point (from depth) is re-projected
//!   through the intrinsics (its box scaled by the depth ratio); without depth the box centre
//!   is moved by the rotation-only homography `K R K^-1` (exact for a turning camera, whatever
//!   the depth);
//! - **object motion**: a constant image-space velocity estimated from what the ego-motion did
//!   not explain (smoothed over frames).
//!
//! Unmatched tracks coast on their prediction and die after `max_missed` missed frames;
//! unmatched detections start new tracks. Each track also carries the bookkeeping for its
//! crop embedding (see [`Tracker::needs_embedding`]).

use super::Intrinsics;
use crate::types::geometry::BBox;
use nalgebra::{Isometry3, Point3, Vector3};
use std::sync::Arc;

/// Tracker settings (from `[perception]`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrackerParams {
    /// A detection continues a track when the IoU with its predicted box exceeds this.
    pub iou: f32,
    /// A track is dropped after this many consecutive frames without a detection.
    pub max_missed: u32,
    /// Re-embed a track's crop when its box side scale changed by more than this fraction
    /// since the last embedding.
    pub reembed_scale: f32,
    /// Re-embed when the box aspect ratio changed by more than this fraction.
    pub reembed_aspect: f32,
    /// Re-embed when the last embedding is older than this, nanoseconds.
    pub reembed_max_age_ns: u64,
    /// The span of a person track's finite-difference velocity, nanoseconds.
    pub person_velocity_window_ns: u64,
}

impl TrackerParams {
    pub fn from_config(p: &crate::config::PerceptionConfig) -> Self {
        TrackerParams {
            iou: p.track_iou,
            max_missed: p.track_max_missed,
            reembed_scale: p.reembed_scale_change,
            reembed_aspect: p.reembed_aspect_change,
            reembed_max_age_ns: p.reembed_max_age_ms.saturating_mul(1_000_000),
            person_velocity_window_ns: p.person_velocity_window_ms.saturating_mul(1_000_000),
        }
    }
}

/// Where the camera was and what it saw, for one frame.
#[derive(Clone, Copy)]
pub struct View<'a> {
    /// Monotonic capture time, ns.
    pub t_ns: u64,
    /// Camera optical frame (z forward, x right, y down) in the robot base frame.
    pub pose: Isometry3<f64>,
    pub intrinsics: Intrinsics,
    /// Aligned depth in metres per pixel lookup (`None`: no depth image).
    pub depth: Option<DepthView<'a>>,
}

impl View<'_> {
    /// Where the content of box `b` is, in the base frame: the median depth in its central half
    /// ([`DepthView::depth_in`]) deprojected at its centre through the camera pose. `None`
    /// without depth or without a valid depth sample. Objects and their parts use the same.
    pub fn point_in(&self, b: &BBox) -> Option<Point3<f64>> {
        let z = self.depth.as_ref().and_then(|d| d.depth_in(b))?;
        let (u, v) = b.center();
        Some(self.pose * Point3::from(unproject(&self.intrinsics, u as f64, v as f64, z)))
    }
}

/// A depth image aligned to colour.
#[derive(Clone, Copy)]
pub struct DepthView<'a> {
    pub width: u32,
    pub height: u32,
    pub data: &'a [u16],
    /// Metres per unit.
    pub scale: f32,
}

impl DepthView<'_> {
    /// Median valid depth (metres) in the central half of `b`, sampled on a coarse grid.
    pub fn depth_in(&self, b: &BBox) -> Option<f64> {
        let (w, h) = (self.width as f32, self.height as f32);
        if self.data.len() < (self.width as usize) * (self.height as usize) {
            return None;
        }
        let (cx, cy) = b.center();
        let inner = BBox::centered(cx, cy, b.width() / 2.0, b.height() / 2.0).clamp_to(w - 1.0, h - 1.0);
        let mut samples = [0u16; 49];
        let mut n = 0;
        for j in 0..7 {
            for i in 0..7 {
                let x = inner.x1 + inner.width() * (i as f32 + 0.5) / 7.0;
                let y = inner.y1 + inner.height() * (j as f32 + 0.5) / 7.0;
                let v = self.data[y as usize * self.width as usize + x as usize];
                if v > 0 {
                    samples[n] = v;
                    n += 1;
                }
            }
        }
        if n == 0 {
            return None;
        }
        let s = &mut samples[..n];
        s.sort_unstable();
        Some(s[n / 2] as f64 * self.scale as f64)
    }
}

/// One followed object.
#[derive(Debug, Clone)]
pub struct Track {
    pub id: u64,
    pub label: String,
    /// Box in the last frame (observed, or predicted while coasting).
    pub bbox: BBox,
    /// Object motion the ego-motion does not explain, pixels per second.
    pub velocity: (f32, f32),
    /// Object centre in the base frame (from depth), metres.
    pub point: Option<Point3<f64>>,
    /// Frames with a matching detection.
    pub hits: u32,
    /// Consecutive frames without one.
    pub missed: u32,
    pub last_seen_ns: u64,
    /// MobileCLIP embedding of the track's crop, once computed.
    pub embedding: Option<Arc<[f32]>>,
    /// Box and time of the crop that embedding was computed from.
    pub embedded_box: Option<BBox>,
    pub embedded_ns: u64,
    /// An embedding of this track is being computed.
    pub embed_pending: bool,
}

/// Follows objects across frames; see the module docs.
pub struct Tracker {
    params: TrackerParams,
    tracks: Vec<Track>,
    next_id: u64,
    last: Option<(u64, Isometry3<f64>)>,
    // scratch, reused every frame
    predicted: Vec<BBox>,
    pairs: Vec<(f32, usize, usize)>,
    det_track: Vec<Option<usize>>,
    track_used: Vec<bool>,
}

fn unproject(k: &Intrinsics, u: f64, v: f64, z: f64) -> Vector3<f64> {
    Vector3::new((u - k.cx) / k.fx * z, (v - k.cy) / k.fy * z, z)
}

fn project(k: &Intrinsics, p: &Vector3<f64>) -> Option<(f64, f64)> {
    (p.z > 1e-3).then(|| (k.fx * p.x / p.z + k.cx, k.fy * p.y / p.z + k.cy))
}

impl Tracker {
    pub fn new(params: TrackerParams) -> Self {
        Tracker {
            params,
            tracks: Vec::new(),
            next_id: 1,
            last: None,
            predicted: Vec::new(),
            pairs: Vec::new(),
            det_track: Vec::new(),
            track_used: Vec::new(),
        }
    }

    pub fn params(&self) -> &TrackerParams {
        &self.params
    }

    pub fn set_params(&mut self, params: TrackerParams) {
        self.params = params;
    }

    pub fn tracks(&self) -> &[Track] {
        &self.tracks
    }

    pub fn track(&self, id: u64) -> Option<&Track> {
        self.tracks.iter().find(|t| t.id == id)
    }

    pub fn track_mut(&mut self, id: u64) -> Option<&mut Track> {
        self.tracks.iter_mut().find(|t| t.id == id)
    }

    /// Where `t`'s box should be in the frame seen from `view`, `dt` seconds after the last.
    fn predict(&self, t: &Track, prev_pose: &Isometry3<f64>, view: &View<'_>, dt: f64) -> BBox {
        let k = &view.intrinsics;
        let (cx, cy) = t.bbox.center();
        let (mut w, mut h) = (t.bbox.width(), t.bbox.height());
        let ego = match t.point {
            Some(p) => {
                let before = prev_pose.inverse_transform_point(&p).coords;
                let now = view.pose.inverse_transform_point(&p).coords;
                project(k, &now).inspect(|_| {
                    if before.z > 1e-3 && now.z > 1e-3 {
                        let s = (before.z / now.z) as f32;
                        w *= s;
                        h *= s;
                    }
                })
            }
            None => {
                // Rotation-only homography: the ray through the centre, turned with the camera.
                let ray = unproject(k, cx as f64, cy as f64, 1.0);
                let r = view.pose.rotation.inverse() * prev_pose.rotation;
                project(k, &(r * ray))
            }
        };
        let (ex, ey) = ego.map(|(x, y)| (x as f32, y as f32)).unwrap_or((cx, cy));
        let dt = dt as f32;
        BBox::centered(ex + t.velocity.0 * dt, ey + t.velocity.1 * dt, w, h)
    }

    /// Associates one frame's detections (`(label, box)` in image pixels) with the tracks.
    /// Returns the track id of each detection, in order.
    pub fn update<'l>(
        &mut self,
        view: &View<'_>,
        detections: impl ExactSizeIterator<Item = (&'l str, BBox)>,
    ) -> Vec<u64> {
        let dets: Vec<(&str, BBox)> = detections.collect();
        let (prev_t, prev_pose) = self.last.unwrap_or((view.t_ns, view.pose));
        let dt = view.t_ns.saturating_sub(prev_t) as f64 / 1e9;

        let mut predicted = std::mem::take(&mut self.predicted);
        predicted.clear();
        predicted.extend(self.tracks.iter().map(|t| self.predict(t, &prev_pose, view, dt)));

        self.associate(&dets, &predicted);
        self.follow(view, &dets, &predicted, dt);
        let max_missed = self.params.max_missed;
        let mut ids = vec![0u64; dets.len()];
        for (di, ti) in self.det_track.iter().enumerate() {
            if let Some(ti) = ti {
                ids[di] = self.tracks[*ti].id;
            }
        }
        self.tracks.retain(|t| t.missed <= max_missed);
        self.start_tracks(view, &dets, &mut ids);
        self.predicted = predicted;
        self.last = Some((view.t_ns, view.pose));
        ids
    }

    /// Greedy association: every same-label pair above the IoU gate, best first. Fills
    /// `det_track` (each detection's track) and `track_used`.
    fn associate(&mut self, dets: &[(&str, BBox)], predicted: &[BBox]) {
        self.pairs.clear();
        for (ti, t) in self.tracks.iter().enumerate() {
            for (di, (label, b)) in dets.iter().enumerate() {
                if *label == t.label {
                    let iou = predicted[ti].iou(b);
                    if iou > self.params.iou {
                        self.pairs.push((iou, ti, di));
                    }
                }
            }
        }
        self.pairs.sort_by(|a, b| b.0.total_cmp(&a.0));
        self.det_track.clear();
        self.det_track.resize(dets.len(), None);
        self.track_used.clear();
        self.track_used.resize(self.tracks.len(), false);
        for &(_, ti, di) in &self.pairs {
            if !self.track_used[ti] && self.det_track[di].is_none() {
                self.track_used[ti] = true;
                self.det_track[di] = Some(ti);
            }
        }
    }

    /// Matched tracks take the detection's box (the velocity learns what ego-motion
    /// missed); unmatched tracks coast on their prediction.
    fn follow(&mut self, view: &View<'_>, dets: &[(&str, BBox)], predicted: &[BBox], dt: f64) {
        for (di, ti) in self.det_track.iter().enumerate() {
            let Some(ti) = *ti else { continue };
            let b = dets[di].1;
            let t = &mut self.tracks[ti];
            if dt > 1e-6 {
                let ego = predicted[ti];
                let (px, py) = ego.center();
                let (vx, vy) = t.velocity;
                let (ex, ey) = (px - vx * dt as f32, py - vy * dt as f32);
                let (ox, oy) = b.center();
                let (rx, ry) = ((ox - ex) / dt as f32, (oy - ey) / dt as f32);
                t.velocity = if t.hits <= 1 { (rx, ry) } else { (0.5 * vx + 0.5 * rx, 0.5 * vy + 0.5 * ry) };
            }
            t.bbox = b;
            t.hits += 1;
            t.missed = 0;
            t.last_seen_ns = view.t_ns;
            t.point = view.point_in(&b).or(t.point);
        }
        for (ti, used) in self.track_used.iter().enumerate() {
            if !used {
                let t = &mut self.tracks[ti];
                t.missed += 1;
                t.bbox = predicted[ti];
            }
        }
    }

    /// New tracks for unmatched detections; their ids go into `ids`.
    fn start_tracks(&mut self, view: &View<'_>, dets: &[(&str, BBox)], ids: &mut [u64]) {
        for (di, (label, b)) in dets.iter().enumerate() {
            if self.det_track[di].is_some() {
                continue;
            }
            let id = self.next_id;
            self.next_id += 1;
            ids[di] = id;
            self.tracks.push(Track {
                id,
                label: label.to_string(),
                bbox: *b,
                velocity: (0.0, 0.0),
                point: view.point_in(b),
                hits: 1,
                missed: 0,
                last_seen_ns: view.t_ns,
                embedding: None,
                embedded_box: None,
                embedded_ns: 0,
                embed_pending: false,
            });
        }
    }

    /// True when the track's crop should be (re-)embedded at `now_ns`: never embedded, or its
    /// box changed scale or aspect beyond the thresholds, or the embedding is too old. A track
    /// whose embedding is being computed does not need another.
    pub fn needs_embedding(&self, t: &Track, now_ns: u64) -> bool {
        if t.embed_pending || t.missed > 0 {
            return false;
        }
        let Some(e) = t.embedded_box else { return true };
        let p = &self.params;
        let (w0, h0, w, h) =
            (e.width().max(1.0), e.height().max(1.0), t.bbox.width().max(1.0), t.bbox.height().max(1.0));
        let scale = ((w * h) / (w0 * h0)).sqrt();
        let aspect = (w / h) / (w0 / h0);
        (scale - 1.0).abs() > p.reembed_scale
            || (aspect - 1.0).abs() > p.reembed_aspect
            || now_ns.saturating_sub(t.embedded_ns) > p.reembed_max_age_ns
    }

    /// Marks a track's embedding as being computed from its current box.
    pub fn mark_pending(&mut self, id: u64) {
        if let Some(t) = self.track_mut(id) {
            t.embed_pending = true;
        }
    }

    /// Stores an embedding computed from the crop `bbox` captured at `t_ns`. Tracks that
    /// died meanwhile are ignored.
    pub fn set_embedding(&mut self, id: u64, bbox: BBox, t_ns: u64, embedding: Arc<[f32]>) {
        if let Some(t) = self.track_mut(id) {
            t.embedding = Some(embedding);
            t.embedded_box = Some(bbox);
            t.embedded_ns = t_ns;
            t.embed_pending = false;
        }
    }

    /// An embedding job failed or was dropped: the track may be scheduled again.
    pub fn clear_pending(&mut self, id: u64) {
        if let Some(t) = self.track_mut(id) {
            t.embed_pending = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nalgebra::{Translation3, UnitQuaternion};

    fn intrinsics() -> Intrinsics {
        Intrinsics { width: 640, height: 480, fx: 500.0, fy: 500.0, cx: 320.0, cy: 240.0, coeffs: [0.0; 5] }
    }

    fn view(frame: u64, pose: Isometry3<f64>) -> View<'static> {
        View { t_ns: frame * 100_000_000, pose, intrinsics: intrinsics(), depth: None }
    }

    fn tracker() -> Tracker {
        Tracker::new(TrackerParams {
            iou: 0.3,
            max_missed: 2,
            ..TrackerParams::from_config(&crate::config::Config::embedded_default().perception)
        })
    }

    #[test]
    fn objects_moving_across_the_image_keep_their_ids() {
        let mut tr = tracker();
        let mut first = Vec::new();
        // A cup moving right 25 px/frame (its boxes overlap ~50 %), a bottle moving down-left.
        for f in 0..20u64 {
            let x = 40.0 + 25.0 * f as f32;
            let cup = BBox::new(x, 100.0, x + 50.0, 160.0);
            let y = 50.0 + 8.0 * f as f32;
            let bottle = BBox::new(500.0 - 6.0 * f as f32, y, 530.0 - 6.0 * f as f32, y + 40.0);
            let ids = tr.update(&view(f, Isometry3::identity()), [("cup", cup), ("bottle", bottle)].into_iter());
            if f == 0 {
                first = ids.clone();
            }
            assert_eq!(ids, first, "frame {f}");
        }
        assert_eq!(tr.tracks().len(), 2);
    }

    #[test]
    fn fast_motion_is_followed_through_the_velocity_estimate() {
        // A ball speeding up to 45 px/frame on a 50 px box: consecutive raw boxes then overlap
        // by ~5 % (far below the gate); only the predicted box matches.
        let mut tr = tracker();
        let mut x = 10.0f32;
        let mut ids = Vec::new();
        for f in 0..14u64 {
            x += (10.0 * f as f32).min(45.0);
            let raw = BBox::new(x, 200.0, x + 50.0, 250.0);
            ids.extend(tr.update(&view(f, Isometry3::identity()), [("ball", raw)].into_iter()));
        }
        assert!(ids.iter().all(|&i| i == ids[0]), "{ids:?}");
    }

    #[test]
    fn two_crossing_objects_do_not_swap_ids() {
        let mut tr = tracker();
        let mut a_id = 0;
        let mut b_id = 0;
        // Two cups on the same row moving towards each other, passing through one another.
        for f in 0..16u64 {
            let xa = 100.0 + 20.0 * f as f32;
            let xb = 400.0 - 20.0 * f as f32;
            let a = BBox::new(xa, 200.0, xa + 60.0, 260.0);
            let b = BBox::new(xb, 205.0, xb + 60.0, 265.0);
            let ids = tr.update(&view(f, Isometry3::identity()), [("cup", a), ("cup", b)].into_iter());
            if f == 0 {
                (a_id, b_id) = (ids[0], ids[1]);
            }
            assert_eq!((ids[0], ids[1]), (a_id, b_id), "frame {f}: ids swapped or lost");
        }
    }

    #[test]
    fn a_turning_camera_keeps_the_ids_of_static_objects() {
        // The camera pans 3 degrees per frame (~26 px at fx 500); a 30 px box then overlaps
        // its previous position by < 10 %, so without ego-motion every frame would start new
        // tracks.
        let k = intrinsics();
        let objects = [Point3::new(0.1, 0.0, 2.0), Point3::new(-0.3, 0.2, 1.5), Point3::new(0.4, -0.1, 3.0)];
        let pose = |f: u64| {
            Isometry3::from_parts(
                Translation3::identity(),
                UnitQuaternion::from_euler_angles(0.0, 0.05 * f as f64, 0.0),
            )
        };
        let boxes = |f: u64| -> Vec<(&'static str, BBox)> {
            objects
                .iter()
                .filter_map(|p| {
                    let c = pose(f).inverse_transform_point(p).coords;
                    let (u, v) = project(&k, &c)?;
                    Some(("box", BBox::centered(u as f32, v as f32, 30.0, 30.0)))
                })
                .collect()
        };
        for with_depth in [false, true] {
            let mut tr = tracker();
            let mut first = Vec::new();
            for f in 0..6u64 {
                let dets = boxes(f);
                assert_eq!(dets.len(), 3);
                // Depth image: each object's box filled with its depth.
                let mut depth = vec![0u16; 640 * 480];
                if with_depth {
                    for (p, (_, b)) in objects.iter().zip(&dets) {
                        let z = pose(f).inverse_transform_point(p).z;
                        let b = b.clamp_to(639.0, 479.0);
                        for y in b.y1 as usize..b.y2 as usize {
                            for x in b.x1 as usize..b.x2 as usize {
                                depth[y * 640 + x] = (z * 1000.0) as u16;
                            }
                        }
                    }
                }
                let mut v = view(f, pose(f));
                if with_depth {
                    v.depth = Some(DepthView { width: 640, height: 480, data: &depth, scale: 0.001 });
                }
                let ids = tr.update(&v, dets.into_iter());
                if f == 0 {
                    first = ids.clone();
                }
                assert_eq!(ids, first, "frame {f}, depth {with_depth}");
                if with_depth {
                    assert!(tr.tracks().iter().all(|t| t.point.is_some()));
                }
            }
        }
    }

    #[test]
    fn tracks_die_after_max_missed_frames_and_coast_until_then() {
        let mut tr = tracker();
        let b = BBox::new(100.0, 100.0, 150.0, 150.0);
        let id = tr.update(&view(0, Isometry3::identity()), [("cup", b)].into_iter())[0];
        for f in 1..=2 {
            assert!(tr.update(&view(f, Isometry3::identity()), std::iter::empty()).is_empty());
            assert_eq!(tr.tracks().len(), 1, "alive after {f} missed");
        }
        // Seen again within max_missed: same id.
        assert_eq!(tr.update(&view(3, Isometry3::identity()), [("cup", b)].into_iter())[0], id);
        for f in 4..=6 {
            tr.update(&view(f, Isometry3::identity()), std::iter::empty());
        }
        assert!(tr.tracks().is_empty(), "dropped after 3 missed frames (max 2)");
        assert_ne!(tr.update(&view(7, Isometry3::identity()), [("cup", b)].into_iter())[0], id);
    }

    #[test]
    fn a_different_label_never_continues_a_track() {
        let mut tr = tracker();
        let b = BBox::new(100.0, 100.0, 150.0, 150.0);
        let a = tr.update(&view(0, Isometry3::identity()), [("cup", b)].into_iter())[0];
        let c = tr.update(&view(1, Isometry3::identity()), [("bowl", b)].into_iter())[0];
        assert_ne!(a, c);
    }

    #[test]
    fn crops_are_re_embedded_only_when_they_change_materially_or_age() {
        let mut tr = Tracker::new(TrackerParams {
            reembed_scale: 0.2,
            reembed_aspect: 0.2,
            reembed_max_age_ns: 1_000_000_000,
            ..TrackerParams::from_config(&crate::config::Config::embedded_default().perception)
        });
        let b = BBox::new(100.0, 100.0, 200.0, 200.0);
        let id = tr.update(&view(0, Isometry3::identity()), [("cup", b)].into_iter())[0];
        let t = tr.track(id).unwrap().clone();
        assert!(tr.needs_embedding(&t, 0), "never embedded");
        tr.mark_pending(id);
        assert!(!tr.needs_embedding(tr.track(id).unwrap(), 0), "pending");
        tr.set_embedding(id, b, 0, Arc::from(vec![1.0f32; 4]));
        let cases = [
            (BBox::new(102.0, 101.0, 203.0, 199.0), 500_000_000, false), // jitter
            (BBox::new(100.0, 100.0, 230.0, 230.0), 500_000_000, true),  // 30 % larger
            (BBox::new(100.0, 100.0, 200.0, 140.0), 500_000_000, true),  // aspect 2.5
            (BBox::new(101.0, 100.0, 201.0, 200.0), 1_500_000_000, true), // too old
        ];
        for (bb, now, want) in cases {
            tr.track_mut(id).unwrap().bbox = bb;
            assert_eq!(tr.needs_embedding(tr.track(id).unwrap(), now), want, "{bb:?} at {now}");
        }
    }
}
