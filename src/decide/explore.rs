//! The Exploration Policy (seed 000, III-E): visible exploration by PX-square confidence
//! weighting over ranks N+1..N', invisible exploration by choosing the storage place
//! among the observed objects.

use super::types::{Decision, Exploration};
use crate::knowledge::Knowledge;
use crate::perception::Detection;
use crate::types::geometry::BBox;
use std::sync::Arc;
use std::time::Instant;

/// A storage place in the retrieval pool (an unseen region of the retrieved plans).
#[derive(Debug, Clone)]
pub struct PoolRegion {
    pub name: String,
    /// Catalog index of the place, when it is a catalog storage place.
    pub catalog: Option<usize>,
    /// Label-space vector (sparse).
    pub label: Arc<[(u32, f32)]>,
    /// Retrieval weight, 0..1 (1 = most likely place).
    pub weight: f32,
}

/// Visible exploration. `ranked` lists detection indices by confidence, highest first
/// (rank 1 = `ranked[0]`). Squares of side `px` are centred on the candidates ranked
/// N+1..2N; each accumulates `N' - rank` for every object ranked N+1..N' that intersects
/// it; the result is the smallest rectangle enclosing the heaviest square and all objects
/// intersecting it, clamped to the image. `None` when fewer than N+1 objects are seen.
///
/// Not in the paper: when some of those candidates `look_like_a_tool` (their similarity to
/// a retrieved tool passed the visible-exploration test), only they are centres. The paper
/// centres a square on every candidate, so a crowd of low-ranked objects elsewhere outweighed
/// the one that triggered the test (a can of de-icer beside a ukulele and a paint scraper),
/// and the approach left it out of view. Without such a candidate (the test was passed by a
/// top-N object below m) every candidate is a centre, as in the paper.
pub fn visible_region(
    dets: &[Detection],
    ranked: &[usize],
    n: usize,
    n_prime: usize,
    px: f32,
    image: (u32, u32),
    look_like_a_tool: impl Fn(usize) -> bool,
) -> Option<BBox> {
    let last = ranked.len().min(n_prime);
    if last <= n {
        return None;
    }
    // One pass: the heaviest square over every candidate and over the look-alikes alone
    // (each candidate's label is matched against the pool once).
    let mut best: Option<(f32, BBox)> = None;
    let mut best_tool_like: Option<(f32, BBox)> = None;
    for &c in ranked.iter().take((2 * n).min(last)).skip(n) {
        let (cx, cy) = dets[c].bbox.center();
        let sq = BBox::centered(cx, cy, px, px);
        let mut w = 0.0;
        for (r0, &o) in ranked.iter().enumerate().take(last).skip(n) {
            let rank = r0 + 1;
            if sq.intersects(&dets[o].bbox) || sq.contains(&dets[o].bbox) {
                w += (n_prime as f32 - rank as f32).max(0.0);
            }
        }
        if best.is_none_or(|(bw, _)| w > bw) {
            best = Some((w, sq));
        }
        if best_tool_like.is_none_or(|(bw, _)| w > bw) && look_like_a_tool(c) {
            best_tool_like = Some((w, sq));
        }
    }
    let (_, sq) = best_tool_like.or(best)?;
    let mut region = sq;
    for &o in ranked.iter().take(last).skip(n) {
        if sq.intersects(&dets[o].bbox) {
            region = region.union(&dets[o].bbox);
        }
    }
    Some(region.clamp_to(image.0 as f32, image.1 as f32))
}

/// Chosen storage place among the observed objects.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaceChoice {
    pub det: usize,
    /// Index into the region pool.
    pub region: usize,
    /// The object's place score (see [`Knowledge::place_score`]).
    pub sim: f32,
}

/// Invisible exploration: the observed object most worth exploring for the retrieved
/// unseen regions: the highest [`Knowledge::place_score`] (region weight x how surely the
/// object is that place, or a place that stands in for it), at least `min_score`. Ties go
/// to the higher detection confidence.
pub fn choose_place(
    kb: &Knowledge,
    dets: &[Detection],
    ev: &super::ers::Evidence,
    regions: &[PoolRegion],
    min_score: f32,
) -> Option<PlaceChoice> {
    let mut likelihood: [(usize, f32); 32] = [(usize::MAX, 0.0); 32];
    let mut n = 0;
    for r in regions.iter().take(likelihood.len()) {
        if let Some(c) = r.catalog {
            likelihood[n] = (c, r.weight);
            n += 1;
        }
    }
    let likelihood = &likelihood[..n];
    let mut best: Option<(PlaceChoice, f32)> = None;
    for (di, d) in dets.iter().enumerate() {
        let Some(v) = super::ers::detection_vector(kb, d, ev) else {
            continue;
        };
        let (score, place) = kb.place_score(&v, likelihood);
        let Some(ri) = place.and_then(|c| regions.iter().position(|r| r.catalog == Some(c))) else {
            continue;
        };
        if score < min_score {
            continue;
        }
        let key = score + 1e-3 * d.confidence;
        if best.as_ref().is_none_or(|(_, bk)| key > *bk) {
            best = Some((PlaceChoice { det: di, region: ri, sim: score }, key));
        }
    }
    best.map(|b| b.0)
}

/// Patience with visible exploration: once ADM has explored a visible region for
/// `adm.visible_patience_s` without grounding a tool, the approach has brought nothing that
/// reads as a retrieved tool, and the slow stream should deliberate over the scene. The clock
/// restarts whenever ADM grounds a tool or stops exploring a visible region.
#[derive(Debug, Clone, Copy, Default)]
pub struct VisiblePatience {
    since: Option<Instant>,
}

impl VisiblePatience {
    /// Records decision `d` made at `now`; true once visible exploration without a grounding
    /// has lasted `patience_s`.
    pub fn exhausted(&mut self, d: &Decision, patience_s: f32, now: Instant) -> bool {
        if d.grounding.is_some() || !matches!(d.exploration, Some(Exploration::Visible { .. })) {
            self.since = None;
            return false;
        }
        now.saturating_duration_since(*self.since.get_or_insert(now)).as_secs_f32() >= patience_s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn det(id: u64, conf: f32, b: [f32; 4]) -> Detection {
        Detection {
            track_id: id,
            label: format!("o{id}"),
            confidence: conf,
            bbox: b.into(),
            parts: vec![],
            embedding: None,
            position: None,
        }
    }

    /// Five detections ranked by confidence (det i has rank i + 1): rank 1 far top-left,
    /// ranks 2, 3 and 5 clustered bottom-right, rank 4 on the left.
    fn five_by_confidence() -> (Vec<Detection>, Vec<usize>) {
        let dets = vec![
            det(0, 0.9, [0.0, 0.0, 10.0, 10.0]),
            det(1, 0.8, [500.0, 400.0, 520.0, 420.0]),
            det(2, 0.7, [530.0, 410.0, 560.0, 440.0]),
            det(3, 0.6, [20.0, 300.0, 40.0, 320.0]),
            det(4, 0.5, [505.0, 430.0, 515.0, 460.0]),
        ];
        (dets, vec![0, 1, 2, 3, 4])
    }

    #[test]
    fn visible_region_encloses_the_heaviest_square_of_ranks_n_plus_1_to_n_prime() {
        // N = 1, N' = 5: the only centre is rank 2, beside ranks 3 and 5; rank 4 is far left.
        let (dets, ranked) = five_by_confidence();
        let r = visible_region(&dets, &ranked, 1, 5, 100.0, (640, 480), |_| false).unwrap();
        // Square around rank 2 (det 1) collects ranks 2, 3, 5: weight 3 + 2 + 0 ... and
        // encloses dets 1, 2 and 4 but not the far rank-4 object.
        assert!(r.contains(&dets[1].bbox) && r.contains(&dets[2].bbox) && r.contains(&dets[4].bbox));
        assert!(!r.intersects(&dets[3].bbox));
        assert!(!r.intersects(&dets[0].bbox));
    }

    #[test]
    fn the_square_is_centred_on_the_candidate_that_looks_like_a_tool_when_one_does() {
        // N = 2, N' = 5: the centres are ranks 3 and 4. Rank 3 sits on the right with rank 5;
        // rank 4, on the left, is the one that reads as a retrieved tool. By rank weight alone
        // the right-hand square wins.
        let (dets, ranked) = five_by_confidence();
        let paper = visible_region(&dets, &ranked, 2, 5, 100.0, (640, 480), |_| false).unwrap();
        assert!(!paper.intersects(&dets[3].bbox));
        let r = visible_region(&dets, &ranked, 2, 5, 100.0, (640, 480), |d| d == 3).unwrap();
        assert!(r.contains(&dets[3].bbox) && !r.intersects(&dets[1].bbox), "{r:?}");
        // Objects outside ranks N+1..2N that look like a tool change nothing.
        let same = visible_region(&dets, &ranked, 2, 5, 100.0, (640, 480), |d| d == 0 || d == 4).unwrap();
        assert_eq!(same, paper);
    }

    #[test]
    fn no_visible_region_without_objects_beyond_rank_n() {
        let dets = vec![det(0, 0.9, [0.0, 0.0, 10.0, 10.0])];
        assert!(visible_region(&dets, &[0], 5, 40, 250.0, (640, 480), |_| true).is_none());
    }

    fn decision(exploration: Option<Exploration>, grounded: bool) -> Decision {
        Decision {
            stream: crate::decide::types::Stream::Adm,
            grounding: grounded.then(|| crate::decide::types::TaskGrounding {
                track_id: 1,
                label: "mug".into(),
                tool_box: [0.0, 0.0, 10.0, 10.0].into(),
                operational: None,
                functional: None,
                s_max: 0.9,
                matched_tool: "mug".into(),
            }),
            exploration,
            request_msi: false,
            s_max: 0.7,
            notes: vec![],
        }
    }

    #[test]
    fn visible_exploration_runs_out_of_patience_and_any_other_decision_restarts_the_clock() {
        use std::time::Duration;
        let visible = decision(Some(Exploration::Visible { region: [0.0, 0.0, 50.0, 50.0].into() }), false);
        let t0 = Instant::now();
        let at = |s: f32| t0 + Duration::from_secs_f32(s);
        let mut p = VisiblePatience::default();
        assert!(!p.exhausted(&visible, 6.0, at(0.0)));
        assert!(!p.exhausted(&visible, 6.0, at(5.9)));
        assert!(p.exhausted(&visible, 6.0, at(6.0)), "six seconds of looking closer without a match");
        // A grounded tool restarts the clock, and so does exploring a storage place.
        assert!(!p.exhausted(&decision(None, true), 6.0, at(6.1)));
        assert!(!p.exhausted(&visible, 6.0, at(7.0)));
        assert!(!p.exhausted(&visible, 6.0, at(12.9)));
        let place = Exploration::Invisible { region_label: "drawer".into(), track_id: Some(2), region: None };
        assert!(!p.exhausted(&decision(Some(place), false), 6.0, at(13.0)));
        assert!(!p.exhausted(&visible, 6.0, at(13.1)));
        assert!(p.exhausted(&visible, 6.0, at(19.1)));
    }
}
