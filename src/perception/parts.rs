//! Object parts from the detector's part prompts ("handle", "blade"): which prompts name a
//! part, and which object detection each part box belongs to.

use super::models::detector::DetectedBox;
use super::tracker::View;
use super::{Detection, PartBox, PartKind};

/// Part names the detector's vocabulary may hold, by the last word of a label ("mug handle",
/// "handle"), and the kind of region each is (AIDE's operational / functional regions).
const PART_WORDS: &[(&str, PartKind)] = &[
    ("handle", PartKind::Operational),
    ("grip", PartKind::Operational),
    ("opening", PartKind::Functional),
    ("rim", PartKind::Functional),
    ("spout", PartKind::Functional),
    ("blade", PartKind::Functional),
    ("head", PartKind::Functional),
    ("bristles", PartKind::Functional),
    ("tip", PartKind::Functional),
];

/// Share of a part box that must lie inside an object box for the part to belong to it.
const PART_INSIDE: f32 = 0.6;

/// (kind, part name) when `label` names an object part rather than an object.
pub fn part_of_label(label: &str) -> Option<(PartKind, &'static str)> {
    let last = label.split_whitespace().last()?.to_ascii_lowercase();
    PART_WORDS.iter().find(|(w, _)| *w == last).map(|(w, k)| (*k, *w))
}

/// Gives each part detection to the object detection whose box holds most of it (at least
/// [`PART_INSIDE`]; ties: the smaller object), with the part's own depth-measured point (the
/// same estimate as an object's, [`View::point_in`]). Parts inside no object are dropped.
pub fn attach_parts(detections: &mut [Detection], parts: &[DetectedBox], view: &View<'_>) {
    for p in parts {
        let Some((kind, name)) = part_of_label(&p.label) else { continue };
        let area = p.bbox.area().max(1e-6);
        let owner = detections
            .iter_mut()
            .filter_map(|d| {
                let inside = d.bbox.intersection(&p.bbox).map_or(0.0, |i| i.area() / area);
                (inside >= PART_INSIDE).then_some((inside, d))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.bbox.area().total_cmp(&a.1.bbox.area())));
        if let Some((_, d)) = owner {
            d.parts.push(PartBox {
                kind,
                name: name.to_string(),
                bbox: p.bbox,
                confidence: p.score,
                position: view.point_in(&p.bbox).map(|q| [q.x, q.y, q.z]),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::tracker::DepthView;
    use crate::perception::Intrinsics;
    use crate::types::geometry::BBox;
    use nalgebra::Isometry3;

    fn intrinsics() -> Intrinsics {
        Intrinsics { width: 100, height: 80, fx: 100.0, fy: 100.0, cx: 50.0, cy: 40.0, coeffs: [0.0; 5] }
    }

    fn det(label: &str, bbox: BBox) -> Detection {
        Detection {
            track_id: 1,
            label: label.into(),
            confidence: 0.9,
            bbox,
            parts: Vec::new(),
            embedding: None,
            position: None,
        }
    }

    fn part(label: &str, bbox: BBox) -> DetectedBox {
        DetectedBox { label: label.into(), class: 0, score: 0.7, bbox }
    }

    #[test]
    fn part_labels_are_recognised_by_their_last_word() {
        assert_eq!(part_of_label("mug handle"), Some((PartKind::Operational, "handle")));
        assert_eq!(part_of_label("Opening"), Some((PartKind::Functional, "opening")));
        assert_eq!(part_of_label("hammer"), None);
        assert_eq!(part_of_label(""), None);
    }

    #[test]
    fn a_part_joins_the_object_holding_it_with_its_own_depth_measured_point() {
        // depth: 1.0 m everywhere, 0.5 m in the handle's region (it sticks out towards us)
        let k = intrinsics();
        let mut depth = vec![1000u16; 100 * 80];
        for y in 30..50 {
            for x in 70..80 {
                depth[y * 100 + x] = 500;
            }
        }
        let pose = Isometry3::translation(0.0, 0.0, 0.2);
        let view = View {
            t_ns: 0,
            pose,
            intrinsics: k,
            depth: Some(DepthView { width: 100, height: 80, data: &depth, scale: 0.001 }),
        };
        let mut dets =
            vec![det("mug", BBox::new(40.0, 20.0, 82.0, 60.0)), det("book", BBox::new(0.0, 0.0, 30.0, 30.0))];
        let parts =
            [part("mug handle", BBox::new(70.0, 30.0, 80.0, 50.0)), part("handle", BBox::new(90.0, 70.0, 99.0, 79.0))];
        attach_parts(&mut dets, &parts, &view);
        assert_eq!(dets[0].parts.len(), 1, "the handle inside the mug's box");
        assert!(dets[1].parts.is_empty());
        let p = &dets[0].parts[0];
        assert_eq!((p.kind, p.name.as_str()), (PartKind::Operational, "handle"));
        let q = p.position.expect("a depth-measured point");
        // centre pixel (75, 40) at 0.5 m: x = (75 - 50) / 100 * 0.5, y = 0, z = 0.5 (+0.2 pose)
        assert!((q[0] - 0.125).abs() < 1e-6 && q[1].abs() < 1e-6 && (q[2] - 0.7).abs() < 1e-6, "{q:?}");
    }

    #[test]
    fn without_depth_a_part_has_no_point() {
        let view = View { t_ns: 0, pose: Isometry3::identity(), intrinsics: intrinsics(), depth: None };
        let mut dets = vec![det("knife", BBox::new(10.0, 10.0, 90.0, 30.0))];
        attach_parts(&mut dets, &[part("blade", BBox::new(50.0, 12.0, 88.0, 28.0))], &view);
        assert_eq!(dets[0].parts[0].kind, PartKind::Functional);
        assert_eq!(dets[0].parts[0].position, None);
    }
}
