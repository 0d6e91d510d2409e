//! The live view's data: the latest frame as JPEG (`GET /api/frame.jpg`) and what perception
//! reported on it (`GET /api/scene`): boxes, parts, people (projected into the image) and which
//! detection is the chosen tool.

use crate::control::kinematics::camera::project;
use crate::types::frame::Frame;
use crate::types::geometry::BBox;
use crate::types::observation::{Observation, PartKind};
use nalgebra::Point3;
use serde::Serialize;

/// JPEG quality of the live view (0..100).
const JPEG_QUALITY: u8 = 80;

#[derive(Debug, thiserror::Error)]
#[error("encoding frame {seq} as JPEG: {source}")]
pub struct EncodeError {
    seq: u64,
    #[source]
    source: image::ImageError,
}

/// The frame's colour image as JPEG.
pub fn jpeg(frame: &Frame) -> Result<Vec<u8>, EncodeError> {
    let mut out = Vec::with_capacity(64 * 1024);
    let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY);
    let (w, h) = (frame.intrinsics.width, frame.intrinsics.height);
    image::ImageEncoder::write_image(enc, &frame.rgb, w, h, image::ExtendedColorType::Rgb8)
        .map_err(|source| EncodeError { seq: frame.seq, source })?;
    Ok(out)
}

#[derive(Debug, Serialize, PartialEq)]
pub struct Scene {
    pub seq: u64,
    pub image_size: (u32, u32),
    /// Whether the observation carries an image (`GET /api/frame.jpg` answers 404 otherwise).
    pub has_frame: bool,
    pub detections: Vec<SceneObject>,
    pub people: Vec<ScenePerson>,
}

#[derive(Debug, Serialize, PartialEq)]
pub struct SceneObject {
    pub track_id: u64,
    pub label: String,
    pub confidence: f32,
    pub bbox: BBox,
    /// The task's chosen tool.
    pub chosen: bool,
    pub parts: Vec<ScenePart>,
}

#[derive(Debug, Serialize, PartialEq)]
pub struct ScenePart {
    pub name: String,
    pub kind: PartKind,
    pub bbox: BBox,
}

#[derive(Debug, Serialize, PartialEq)]
pub struct ScenePerson {
    pub track_id: u64,
    /// Distance from the arm base, m.
    pub distance_m: f64,
    /// Where the person is in the image; `None` outside the view.
    pub pixel: Option<(f64, f64)>,
}

/// What perception reported on `obs`, with `tool_track` marked as the chosen tool.
pub fn scene(obs: &Observation, tool_track: Option<u64>) -> Scene {
    let detections = obs
        .detections
        .iter()
        .map(|d| SceneObject {
            track_id: d.track_id,
            label: d.label.clone(),
            confidence: d.confidence,
            bbox: d.bbox,
            chosen: Some(d.track_id) == tool_track,
            parts: d.parts.iter().map(|p| ScenePart { name: p.name.clone(), kind: p.kind, bbox: p.bbox }).collect(),
        })
        .collect();
    let to_cam = obs.camera_pose.inverse();
    let people =
        obs.people
            .iter()
            .map(|p| {
                let base = Point3::from(p.position);
                let pixel = obs.frame.as_ref().and_then(|f| {
                    project(&f.intrinsics, &(to_cam * base)).map(|px| f.pixel_in_image(px, obs.image_size))
                });
                let pixel = pixel.filter(|(u, v)| inside(*u, *v, obs.image_size));
                ScenePerson { track_id: p.track_id, distance_m: base.coords.norm(), pixel }
            })
            .collect();
    Scene { seq: obs.seq, image_size: obs.image_size, has_frame: obs.frame.is_some(), detections, people }
}

fn inside(u: f64, v: f64, (w, h): (u32, u32)) -> bool {
    (0.0..f64::from(w)).contains(&u) && (0.0..f64::from(h)).contains(&v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::intrinsics::Intrinsics;
    use crate::types::observation::{Detection, PartBox, Person};
    use nalgebra::{Isometry3, Translation3, UnitQuaternion};
    use std::sync::Arc;

    fn frame() -> Frame {
        let intrinsics = Intrinsics { width: 64, height: 48, fx: 50.0, fy: 50.0, cx: 32.0, cy: 24.0, coeffs: [0.0; 5] };
        Frame {
            seq: 3,
            captured_ns: 0,
            intrinsics,
            rgb: vec![128u8; 64 * 48 * 3].into(),
            depth: None,
            depth_scale: 0.001,
        }
    }

    #[test]
    fn the_frame_encodes_as_a_jpeg_of_its_size() {
        let bytes = jpeg(&frame()).unwrap();
        let img = image::load_from_memory(&bytes).unwrap();
        assert_eq!((img.width(), img.height()), (64, 48));
    }

    #[test]
    fn the_chosen_tool_is_marked_and_a_person_ahead_lands_in_the_image() {
        let mut obs = Observation::empty((64, 48));
        obs.frame = Some(Arc::new(frame()));
        // Camera at the origin looking along base +z (optical frame = base frame).
        obs.camera_pose = Isometry3::from_parts(Translation3::identity(), UnitQuaternion::identity());
        let part = PartBox {
            kind: PartKind::Operational,
            name: "handle".into(),
            bbox: [1.0, 1.0, 2.0, 2.0].into(),
            confidence: 0.9,
            position: None,
        };
        let det = |id| Detection {
            track_id: id,
            label: "cup".into(),
            confidence: 0.8,
            bbox: [0.0, 0.0, 10.0, 10.0].into(),
            parts: vec![part.clone()],
            embedding: None,
            position: None,
        };
        obs.detections = vec![det(1), det(2)];
        obs.people = vec![
            Person { track_id: 5, position: [0.0, 0.0, 2.0], velocity: [0.0; 3] },
            Person { track_id: 6, position: [0.0, 0.0, -2.0], velocity: [0.0; 3] },
        ];
        let s = scene(&obs, Some(2));
        assert_eq!(s.detections.iter().map(|d| d.chosen).collect::<Vec<_>>(), vec![false, true]);
        assert_eq!(s.detections[1].parts[0].name, "handle");
        assert_eq!(s.people[0].pixel, Some((32.0, 24.0)));
        assert_eq!(s.people[1].pixel, None, "behind the camera");
        assert!((s.people[1].distance_m - 2.0).abs() < 1e-9);
        obs.image_size = (128, 96);
        let s = scene(&obs, Some(2));
        assert_eq!(s.people[0].pixel, Some((64.0, 48.0)), "a picture at half the camera's size, scaled to its pixels");
    }
}
