//! Object parts from the detector's part prompts ("handle", "blade"): what each detector box
//! is (an object, a person or a part, by the [`Vocabulary`] prompt it was found under), and
//! which object detection each part box belongs to.

use super::models::detector::DetectedBox;
use super::tracker::View;
use super::{Detection, PartBox, PartKind, PartPrompt, Vocabulary, PERSON_PROMPT};

/// Part words recognised in plain labels (a vocabulary given as labels only, without part
/// prompts: `aide detect`, replay tools), by the last word of a label ("mug handle",
/// "handle"), and the kind of region each is (AIDE's operational / functional regions). A
/// [`Vocabulary`]'s part prompts carry their own kind and need none of this.
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

/// The vocabulary plain `labels` stand for: a label whose last word is a part word
/// ([`part_of_label`]) is a part prompt of that word's kind, every other label an object prompt.
pub fn vocabulary_of_labels(labels: &[String]) -> Vocabulary {
    let (parts, objects): (Vec<&String>, Vec<&String>) = labels.iter().partition(|l| part_of_label(l).is_some());
    let parts =
        parts.into_iter().filter_map(|l| part_of_label(l).map(|(kind, _)| PartPrompt { name: l.clone(), kind }));
    Vocabulary::new(objects.into_iter().cloned(), parts)
}

/// What a detector box is, by the prompt it was found under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoxRole {
    Object,
    /// Found under [`PERSON_PROMPT`]: reported in `Observation::people`.
    Person,
    /// Found under a part prompt of the vocabulary, with the kind the vocabulary gives it.
    Part(PartKind),
}

/// The role of a box found under `label`: a part only for the vocabulary's part prompts (a
/// part prompt that is also an object prompt is a part: it is asked for the grounded tool).
pub fn role_of(label: &str, vocabulary: &Vocabulary) -> BoxRole {
    match vocabulary.part_kind(label) {
        Some(kind) => BoxRole::Part(kind),
        None if label == PERSON_PROMPT => BoxRole::Person,
        None => BoxRole::Object,
    }
}

/// The labels YOLO-World is asked for: the object prompts, then the part prompts that are
/// not object prompts as well.
pub fn detector_labels(vocabulary: &Vocabulary) -> Vec<String> {
    let parts = vocabulary.parts.iter().filter(|p| !vocabulary.has_object(&p.name)).map(|p| p.name.clone());
    vocabulary.objects.iter().cloned().chain(parts).collect()
}

/// Gives each part box (with its kind) to the object detection whose box holds most of it (at
/// least [`PART_INSIDE`]; ties: the smaller object), with the part's own depth-measured point
/// (the same estimate as an object's, [`View::point_in`]); its name is the prompt it was found
/// under. Parts inside no object are dropped.
pub fn attach_parts(detections: &mut [Detection], parts: &[(PartKind, DetectedBox)], view: &View<'_>) {
    for (kind, p) in parts {
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
                kind: *kind,
                name: p.label.clone(),
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

    fn part(label: &str, kind: PartKind, bbox: BBox) -> (PartKind, DetectedBox) {
        (kind, DetectedBox { label: label.into(), class: 0, score: 0.7, bbox })
    }

    fn prompt(name: &str, kind: PartKind) -> PartPrompt {
        PartPrompt { name: name.into(), kind }
    }

    #[test]
    fn a_box_is_a_part_only_under_a_part_prompt_of_the_vocabulary_with_its_kind() {
        // "handle" is functional here: the vocabulary's kind wins over the part word's.
        let v = Vocabulary::new(
            ["mug".into(), PERSON_PROMPT.into(), "door handle".into()],
            [prompt("handle", PartKind::Functional), prompt("mug", PartKind::Operational)],
        );
        assert_eq!(role_of("handle", &v), BoxRole::Part(PartKind::Functional));
        assert_eq!(role_of("door handle", &v), BoxRole::Object, "an object prompt, whatever its last word");
        assert_eq!(role_of(PERSON_PROMPT, &v), BoxRole::Person);
        assert_eq!(role_of("blade", &v), BoxRole::Object, "not a part prompt of this vocabulary");
        assert_eq!(role_of("mug", &v), BoxRole::Part(PartKind::Operational), "a part prompt first");
        assert_eq!(detector_labels(&v), ["door handle", "mug", "person", "handle"], "`mug` asked for once");
    }

    #[test]
    fn plain_labels_name_parts_by_their_last_word() {
        let v = vocabulary_of_labels(&["mug".into(), "mug handle".into(), "Opening".into(), "person".into()]);
        assert_eq!(v.objects, ["mug", "person"]);
        assert_eq!(v.parts, [prompt("mug handle", PartKind::Operational), prompt("Opening", PartKind::Functional)]);
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
        let parts = [
            part("mug handle", PartKind::Operational, BBox::new(70.0, 30.0, 80.0, 50.0)),
            part("handle", PartKind::Operational, BBox::new(90.0, 70.0, 99.0, 79.0)),
        ];
        attach_parts(&mut dets, &parts, &view);
        assert_eq!(dets[0].parts.len(), 1, "the handle inside the mug's box");
        assert!(dets[1].parts.is_empty());
        let p = &dets[0].parts[0];
        assert_eq!((p.kind, p.name.as_str()), (PartKind::Operational, "mug handle"));
        let q = p.position.expect("a depth-measured point");
        // centre pixel (75, 40) at 0.5 m: x = (75 - 50) / 100 * 0.5, y = 0, z = 0.5 (+0.2 pose)
        assert!((q[0] - 0.125).abs() < 1e-6 && q[1].abs() < 1e-6 && (q[2] - 0.7).abs() < 1e-6, "{q:?}");
    }

    #[test]
    fn without_depth_a_part_has_no_point() {
        let view = View { t_ns: 0, pose: Isometry3::identity(), intrinsics: intrinsics(), depth: None };
        let mut dets = vec![det("knife", BBox::new(10.0, 10.0, 90.0, 30.0))];
        attach_parts(&mut dets, &[part("blade", PartKind::Functional, BBox::new(50.0, 12.0, 88.0, 28.0))], &view);
        assert_eq!(dets[0].parts[0].kind, PartKind::Functional);
        assert_eq!(dets[0].parts[0].position, None);
    }
}
