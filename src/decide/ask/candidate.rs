//! The objects a request could mean, as the robot knows them: what perception reported (the
//! prompt that matched, its box and position, attribute words such as a colour named from the
//! crop's pixels) and how well the deciding stream thought each suits the request.

use super::colour::{colour_name, crop_colour};
use crate::types::frame::Frame;
use crate::types::geometry::BBox;
use crate::types::observation::Detection;

/// One object in view that the request might mean.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Candidate {
    /// The detection's track id (the object the arm would go for).
    pub track_id: u64,
    /// The vocabulary prompt that matched ("mug").
    pub label: String,
    /// Attribute words perception reported for it ("blue"), most telling first.
    pub attributes: Vec<String>,
    pub bbox: BBox,
    /// Centre in the base frame, metres, when depth gave one.
    pub position: Option<[f64; 3]>,
    /// The deciding stream's ranking score for the request (the offline reasoner's ranked
    /// score, MSI's combined score), larger is better: the prior among candidates.
    pub score: f32,
    /// Its unranked acceptance score (the offline reasoner's score against `offline.accept`),
    /// which [`Suitability`] reads.
    #[serde(default)]
    pub suit_score: f32,
}

impl Candidate {
    /// Two candidates lead to the same plan when the robot would do the same with either:
    /// the same kind of thing with the same attributes. Acting on either then needs no
    /// question; the nearer is taken.
    pub fn same_plan(&self, other: &Candidate) -> bool {
        self.label == other.label && self.attributes == other.attributes
    }
}

impl Candidate {
    /// A detection (in an image of `image_size`) as a candidate with the stream's ranking and
    /// acceptance scores; its colour is named from the frame's pixels inside the box when
    /// there is a frame.
    pub fn from_detection(
        d: &Detection,
        (score, suit_score): (f32, f32),
        frame: Option<&Frame>,
        image_size: (u32, u32),
    ) -> Candidate {
        let colour = frame
            .and_then(|f| crop_colour(f, &f.box_in_pixels(&d.bbox, image_size)))
            .map(|c| colour_name(c).to_string());
        Candidate {
            track_id: d.track_id,
            label: d.label.clone(),
            attributes: colour.into_iter().collect(),
            bbox: d.bbox,
            position: d.position,
            score,
            suit_score,
        }
    }
}

/// A softmax over the candidates' scores at `temperature`: the prior belief
/// P(o = target | request, scene, knowledge) before free information.
pub fn prior(cands: &[Candidate], temperature: f32) -> Vec<f32> {
    let t = temperature.max(1e-3);
    let top = cands.iter().map(|c| c.score).fold(f32::NEG_INFINITY, f32::max);
    let w: Vec<f32> = cands.iter().map(|c| ((c.score - top) / t).exp()).collect();
    normalized(w)
}

/// How surely one object is what the request needs on its own score, apart from the others
/// in view: P(suits | score) = 1 / (1 + exp(-(score - at) / spread)), a logistic fitted to the
/// deciding stream's scores of objects taken in the development episodes (docs/asking.md). It
/// gives the belief a place for "what the person needs is not in view", so a lone weak
/// candidate is confirmed with the person rather than fetched.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Suitability {
    /// The score at which an object suits as often as not.
    pub at: f32,
    /// How fast the belief rises with the score (smaller: sharper).
    pub spread: f32,
}

impl Suitability {
    pub fn p(&self, score: f32) -> f32 {
        1.0 / (1.0 + (-(score - self.at) / self.spread.max(1e-3)).exp())
    }

    /// P(at least one of several options suits), each judged on its own acceptance score:
    /// one minus the chance that none does.
    pub fn p_any(&self, scores: impl IntoIterator<Item = f32>) -> f32 {
        1.0 - scores.into_iter().map(|s| 1.0 - self.p(s)).product::<f32>()
    }
}

/// `w` scaled to sum to one (uniform when it sums to nothing).
pub fn normalized(mut w: Vec<f32>) -> Vec<f32> {
    let s: f32 = w.iter().filter(|x| x.is_finite()).sum();
    if s <= 0.0 || !s.is_finite() {
        let n = w.len().max(1) as f32;
        return vec![1.0 / n; w.len()];
    }
    for x in &mut w {
        *x = if x.is_finite() { *x / s } else { 0.0 };
    }
    w
}

#[cfg(test)]
pub(crate) fn cand(track_id: u64, label: &str, colour: &str, x: f32, score: f32) -> Candidate {
    Candidate {
        track_id,
        label: label.into(),
        attributes: if colour.is_empty() { Vec::new() } else { vec![colour.into()] },
        bbox: BBox::new(x, 200.0, x + 60.0, 280.0),
        position: None,
        score,
        suit_score: score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clearly_better_score_takes_nearly_all_the_belief_and_equal_scores_share_it() {
        let p = prior(&[cand(0, "mug", "", 0.0, 0.9), cand(1, "vase", "", 100.0, 0.3)], 0.1);
        assert!(p[0] > 0.99, "{p:?}");
        let p = prior(&[cand(0, "mug", "", 0.0, 0.7), cand(1, "glass", "", 100.0, 0.7)], 0.1);
        assert!((p[0] - 0.5).abs() < 1e-6 && (p[1] - 0.5).abs() < 1e-6);
    }

    #[test]
    fn a_lone_weak_object_leaves_the_right_thing_likely_elsewhere_and_several_strong_ones_do_not() {
        let s = Suitability { at: 0.2, spread: 0.05 };
        assert!((s.p(0.2) - 0.5).abs() < 1e-6);
        assert!(s.p_any([0.1]) < 0.15);
        assert!(s.p_any([0.5, 0.35]) > 0.99);
        assert!(s.p_any([0.35]) < s.p_any([0.5, 0.35]), "each option is a chance");
        assert_eq!(s.p_any([]), 0.0);
    }

    #[test]
    fn a_colour_is_read_where_the_box_falls_in_a_reduced_rendering() {
        use crate::types::{Detection, Intrinsics};
        let (w, h) = (320u32, 240u32);
        let mut rgb = vec![230u8; (w * h * 3) as usize];
        for y in 100..140 {
            for x in 200..260 {
                rgb[((y * w + x) * 3) as usize..][..3].copy_from_slice(&[200, 30, 30]);
            }
        }
        let intrinsics =
            Intrinsics { width: w, height: h, fx: 300.0, fy: 300.0, cx: 160.0, cy: 120.0, coeffs: [0.0; 5] };
        let frame = Frame { seq: 0, captured_ns: 0, intrinsics, rgb: rgb.into(), depth: None, depth_scale: 0.001 };
        let det = Detection {
            track_id: 1,
            label: "mug".into(),
            confidence: 0.9,
            bbox: BBox::new(400.0, 200.0, 520.0, 280.0),
            parts: Vec::new(),
            embedding: None,
            position: None,
        };
        let c = Candidate::from_detection(&det, (0.5, 0.5), Some(&frame), (640, 480));
        assert_eq!(c.attributes, vec!["red".to_string()], "the box in the camera's pixels, the picture at half size");
    }

    #[test]
    fn identical_things_lead_to_the_same_plan_and_a_different_colour_does_not() {
        assert!(cand(0, "mug", "blue", 0.0, 0.5).same_plan(&cand(1, "mug", "blue", 300.0, 0.5)));
        assert!(!cand(0, "mug", "blue", 0.0, 0.5).same_plan(&cand(1, "mug", "white", 300.0, 0.5)));
    }
}
