//! Turning the detector's dense output into a few boxes: confidence filter, class-aware
//! non-maximum suppression, top-N by confidence (as ultralytics' `non_max_suppression`
//! with `multi_label=False`, `agnostic=False`).

use crate::types::geometry::BBox;

/// One candidate box in detector input pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub bbox: BBox,
    pub score: f32,
    /// Index into the vocabulary.
    pub class: usize,
}

/// Parameters of [`select`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NmsParams {
    /// Candidates whose best class score is below this are dropped.
    pub min_confidence: f32,
    /// A box overlapping a higher-scoring box of the same class by more than this IoU is dropped.
    pub iou: f32,
    /// At most this many boxes are kept (highest confidence first).
    pub max_detections: usize,
}

/// Reads the detector's output for one image: `pred` is `(4 + K) x A` row-major
/// (cx, cy, w, h rows, then K class-score rows), as YOLO-World's decoded head produces.
/// Each anchor keeps its best class.
pub fn candidates(pred: &[f32], num_classes: usize, num_anchors: usize, min_confidence: f32) -> Vec<Candidate> {
    let mut out = Vec::new();
    if pred.len() < (4 + num_classes) * num_anchors || num_classes == 0 {
        return out;
    }
    for a in 0..num_anchors {
        let mut best = (0usize, f32::NEG_INFINITY);
        for k in 0..num_classes {
            let s = pred[(4 + k) * num_anchors + a];
            if s > best.1 {
                best = (k, s);
            }
        }
        if !(best.1 >= min_confidence) {
            continue;
        }
        let (cx, cy, w, h) = (pred[a], pred[num_anchors + a], pred[2 * num_anchors + a], pred[3 * num_anchors + a]);
        let bbox = BBox::centered(cx, cy, w, h);
        if bbox.is_finite() {
            out.push(Candidate { bbox, score: best.1, class: best.0 });
        }
    }
    out
}

/// Greedy class-aware NMS; returns the kept candidates, highest score first.
pub fn nms(mut cands: Vec<Candidate>, iou: f32, max_detections: usize) -> Vec<Candidate> {
    cands.sort_by(|a, b| b.score.total_cmp(&a.score));
    let mut kept: Vec<Candidate> = Vec::new();
    for c in cands {
        if kept.len() >= max_detections {
            break;
        }
        if kept.iter().all(|k| k.class != c.class || k.bbox.iou(&c.bbox) <= iou) {
            kept.push(c);
        }
    }
    kept
}

/// Confidence filter, NMS and top-N in one call.
pub fn select(pred: &[f32], num_classes: usize, num_anchors: usize, p: &NmsParams) -> Vec<Candidate> {
    nms(candidates(pred, num_classes, num_anchors, p.min_confidence), p.iou, p.max_detections)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(x: f32, score: f32, class: usize) -> Candidate {
        Candidate { bbox: BBox::new(x, 0.0, x + 10.0, 10.0), score, class }
    }

    #[test]
    fn overlapping_boxes_of_one_class_collapse_to_the_best() {
        let kept = nms(vec![c(0.0, 0.5, 0), c(1.0, 0.9, 0), c(50.0, 0.3, 0)], 0.5, 10);
        assert_eq!(kept, vec![c(1.0, 0.9, 0), c(50.0, 0.3, 0)]);
    }

    #[test]
    fn overlapping_boxes_of_different_classes_both_survive() {
        let kept = nms(vec![c(0.0, 0.5, 0), c(1.0, 0.9, 1)], 0.5, 10);
        assert_eq!(kept.len(), 2);
    }

    #[test]
    fn top_n_keeps_the_most_confident() {
        let kept = nms(vec![c(0.0, 0.1, 0), c(100.0, 0.9, 0), c(200.0, 0.5, 0)], 0.5, 2);
        assert_eq!(kept.iter().map(|k| k.score).collect::<Vec<_>>(), vec![0.9, 0.5]);
    }

    #[test]
    fn candidates_read_the_best_class_per_anchor_and_drop_low_scores() {
        // A = 2 anchors, K = 2 classes; rows: cx, cy, w, h, s0, s1.
        let pred = [10.0, 50.0, 20.0, 20.0, 4.0, 4.0, 2.0, 2.0, 0.1, 0.02, 0.8, 0.01];
        let c = candidates(&pred, 2, 2, 0.05);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].class, 1);
        assert_eq!(c[0].bbox, BBox::new(8.0, 19.0, 12.0, 21.0));
        assert!((c[0].score - 0.8).abs() < 1e-6);
    }
}
