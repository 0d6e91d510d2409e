//! The Efficient Retrieval Scheme over one observation (seed 000, III-D): similarity of
//! the top-N detections to the retrieved tools, S_max, and local part grounding.
//!
//! Similarities live in the knowledge base's label space (see
//! [`crate::knowledge::labels`]). A detection's vector blends two readings of it: the label
//! space's vector for the prompt it was reported under (the label text, a prior), and what
//! its crop embedding says: the softmax over the crop's cosines to the vocabulary's prompt
//! embeddings, in the space the observation declares (MobileCLIP on a camera), mixing those
//! prompts' label-space vectors ([`detection_vector`]). When the two disagree and
//! `adm.embedding_weight` > 0.5, the crop decides. The vocabulary holds a few dozen prompts, so
//! the crop is compared with every one (a flat scan: an HNSW search over 64 rows costs more
//! than the scan it would replace).

use crate::config::AdmConfig;
use crate::knowledge::labels::sim_sparse;
use crate::knowledge::space::{DfsHit, QueryBuf};
use crate::knowledge::{AffordanceVector, Knowledge, KnowledgeError, PartLayout, Retrieved};
use crate::perception::{Detection, Observation, PartKind, PromptEmbeddings};
use crate::types::geometry::BBox;
use std::sync::Arc;

/// S_max is constrained below 1 (III-D).
pub const S_CAP: f32 = 0.999;

/// A tool in the retrieval pool of a task.
#[derive(Debug, Clone)]
pub struct PoolTool {
    pub name: String,
    pub catalog: Option<usize>,
    /// Label-space vector (sparse).
    pub label: Arc<[(u32, f32)]>,
    /// 0..1: how strongly the retrieval supports it (1 for adopted plans).
    pub relevance: f32,
    /// 0..1: how well the instruction's understanding rates it relative to its best tool
    /// (1 for adopted plans and without an understanding).
    pub fit: f32,
    /// Part names from the plan, when it named them.
    pub operational: Option<String>,
    pub functional: Option<String>,
}

/// Best match of one detection against the pool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Match {
    /// Index into the observation's detections.
    pub det: usize,
    /// Index into the pool.
    pub tool: usize,
    /// Similarity, capped at [`S_CAP`].
    pub sim: f32,
}

/// How ERS reads detections: the observation's prompt embeddings and the blend of the crop's
/// reading with the label's.
#[derive(Debug, Clone, Copy)]
pub struct Evidence<'a> {
    /// The vocabulary's prompts in the crop embeddings' space (`None`: labels alone).
    pub prompts: Option<&'a PromptEmbeddings>,
    /// `adm.embedding_weight`: share of the crop's reading in a detection's vector.
    pub weight: f32,
    /// `adm.embedding_temperature`: softmax temperature over the crop-to-prompt cosines.
    pub temperature: f32,
}

impl<'a> Evidence<'a> {
    /// How to read the detections of `obs`.
    pub fn of(obs: &'a Observation, p: &AdmConfig) -> Evidence<'a> {
        Evidence {
            prompts: obs.prompt_embeddings.as_deref(),
            weight: p.embedding_weight,
            temperature: p.embedding_temperature,
        }
    }
}

/// Prompts the crop's reading mixes (the closest ones; the rest weigh nothing at the
/// temperatures that make sense).
const CROP_READING_TOP: usize = 3;

/// Label-space vector of a detection, from the label cache and the crop embedding (no model
/// call): `(1 - w) x label + w x crop reading`, or whichever of the two exists.
pub fn detection_vector(kb: &Knowledge, d: &Detection, ev: &Evidence) -> Option<Arc<[f32]>> {
    let label = kb.cached_label(&d.label);
    match (label, crop_reading(kb, d, ev)) {
        (Some(l), Some(c)) => {
            Some(l.iter().zip(c.iter()).map(|(a, b)| (1.0 - ev.weight) * a + ev.weight * b).collect())
        }
        (l, c) => l.or(c),
    }
}

/// What the crop embedding says, in the label space: the softmax (temperature
/// `ev.temperature`) over its cosines to the closest [`CROP_READING_TOP`] prompts, mixing
/// their label-space vectors. `None` without a crop embedding in the prompts' space.
pub fn crop_reading(kb: &Knowledge, d: &Detection, ev: &Evidence) -> Option<Arc<[f32]>> {
    let (e, table) = (d.embedding.as_deref()?, ev.prompts?);
    if ev.weight <= 0.0 {
        return None;
    }
    let mut top = [(f32::NEG_INFINITY, usize::MAX); CROP_READING_TOP];
    for (i, (_, t)) in table.prompts.iter().enumerate() {
        if t.len() != e.len() {
            return None;
        }
        let c = crate::lanes::dot(e, t);
        if let Some(k) = top.iter().position(|x| c > x.0) {
            top[k..].rotate_right(1);
            top[k] = (c, i);
        }
    }
    let mut acc = vec![0f32; kb.label_dim()];
    let mut z = 0f32;
    for &(c, i) in top.iter().filter(|x| x.1 != usize::MAX) {
        let Some(v) = kb.cached_label(&table.prompts[i].0) else { continue };
        let w = ((c - top[0].0) / ev.temperature.max(1e-4)).exp();
        acc.iter_mut().zip(v.iter()).for_each(|(a, x)| *a += w * x);
        z += w;
    }
    (z > 0.0).then(|| acc.iter().map(|a| a / z).collect())
}

/// Best pool tool for a detection vector: highest similarity, ties to higher relevance.
pub fn best_tool(v: &[f32], pool: &[PoolTool]) -> Option<(usize, f32)> {
    let mut best: Option<(usize, f32, f32)> = None;
    for (i, t) in pool.iter().enumerate() {
        let s = sim_sparse(v, &t.label).min(S_CAP);
        let key = s + 1e-4 * t.relevance;
        if best.is_none_or(|(_, _, bk)| key > bk) {
            best = Some((i, s, key));
        }
    }
    best.map(|(i, s, _)| (i, s))
}

/// How [`rank`] orders the matches that pass `m`.
#[derive(Debug, Clone, Copy)]
pub struct Ranking<'a> {
    pub m: f32,
    /// `adm.fit_rank`: exponent of the matched pool tool's fit.
    pub fit_rank: f32,
    /// `adm.context_rank`: weight of the cosine between the candidate's label and `context`.
    pub context_rank: f32,
    /// Unit-norm MiniLM embedding of the instruction (none: no context term).
    pub context: Option<&'a [f32]>,
    /// How the detections are read.
    pub evidence: Evidence<'a>,
}

impl<'a> Ranking<'a> {
    pub fn new(p: &AdmConfig, context: Option<&'a [f32]>, obs: &'a Observation) -> Self {
        Ranking { m: p.m, fit_rank: p.fit_rank, context_rank: p.context_rank, context, evidence: Evidence::of(obs, p) }
    }
}

/// Matches the detections at `ranked` positions against the pool; returns the best match
/// and the number of detections that had a vector. The best match is the one of highest
/// similarity S (ties to the more relevant tool, then higher confidence), except that among
/// the matches with S above `m` the one of highest S x fit^`fit_rank` + `context_rank` x
/// cosine(label, instruction) wins: all of them read as some pool tool, and which one suits
/// this request best is the tool's fit to the need and the words of the label and the request
/// ("wet cat food" rather than "wild bird seed" for a howling Siamese).
pub fn rank(
    kb: &Knowledge,
    dets: &[Detection],
    ranked: &[usize],
    pool: &[PoolTool],
    r: &Ranking,
) -> (Option<Match>, usize) {
    let mut best: Option<(Match, f32)> = None;
    let mut passing: Option<(Match, f32)> = None;
    let mut seen = 0;
    for &di in ranked {
        let d = &dets[di];
        let Some(v) = detection_vector(kb, d, &r.evidence) else {
            continue;
        };
        seen += 1;
        if let Some((ti, s)) = best_tool(&v, pool) {
            let t = &pool[ti];
            let tie = 1e-4 * t.relevance + 1e-6 * d.confidence;
            let mt = Match { det: di, tool: ti, sim: s };
            if best.is_none_or(|(_, bk)| s + tie > bk) {
                best = Some((mt, s + tie));
            }
            if s > r.m {
                let ctx = match r.context.filter(|_| r.context_rank > 0.0) {
                    Some(e) => r.context_rank * kb.label_cosine(&d.label, e).unwrap_or(0.0),
                    None => 0.0,
                };
                let key = s * t.fit.max(0.0).powf(r.fit_rank) + ctx + tie;
                if passing.is_none_or(|(_, bk)| key > bk) {
                    passing = Some((mt, key));
                }
            }
        }
    }
    (passing.or(best).map(|b| b.0), seen)
}

/// Outcome of one ERS query ([`query`]); the DFS path and the retrieved results are in the
/// [`QueryBuf`] it was given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ErsQuery {
    pub dfs: DfsHit,
    /// Number of retrieved planning results (tool vector within d).
    pub retrieved: usize,
    /// Best match of the ranked detections against the pool.
    pub best: Option<Match>,
    /// Ranked detections that had a vector.
    pub seen: usize,
}

/// One ERS query (what the paper times and `aide index bench` measures): the DFS from the
/// instruction vector `q` with threshold `p.c`, retrieval within `p.d` at the sub-cluster
/// where it stopped, then ranking of the `ranked` detections (the top N) against `pool`.
/// Once `buf` has grown to the largest retrieval, a query allocates nothing (one read lock).
pub fn query(
    kb: &Knowledge,
    q: &AffordanceVector,
    p: &AdmConfig,
    obs: &Observation,
    ranked: &[usize],
    pool: &[PoolTool],
    buf: &mut QueryBuf,
) -> Result<ErsQuery, KnowledgeError> {
    let dfs = kb.with_space(|s| s.query(q, p.c, p.d, buf))?;
    let (best, seen) = rank(kb, &obs.detections, ranked, pool, &Ranking::new(p, None, obs));
    Ok(ErsQuery { dfs, retrieved: Retrieved::total(&buf.retrieved), best, seen })
}

/// The decision's note when a region comes from `tool`'s catalog layout (fixed fractions of
/// the box) because the detector reported no part box for it: the declared fallback.
pub fn layout_fallback_note(d: &Detection, tool: &str) -> Option<String> {
    let from_layout = |k: PartKind| detected_part(d, k).is_none();
    let regions = match (from_layout(PartKind::Operational), from_layout(PartKind::Functional)) {
        (true, true) => "where to hold and where it acts",
        (true, false) => "where to hold",
        (false, true) => "where it acts",
        (false, false) => return None,
    };
    Some(format!("parts: {regions} from the catalog layout of `{tool}` (no part box detected)"))
}

/// Operational and functional regions inside `d`'s box: the detector's part boxes when it
/// gave them, else the catalog part layout of `layout_of` (fractions of the box).
pub fn ground_parts(d: &Detection, layout: Option<(&PartLayout, &PartLayout)>) -> (Option<BBox>, Option<BBox>) {
    let b = d.bbox;
    let place = |l: &PartLayout| {
        let [x1, y1, x2, y2] = l.frac;
        BBox::new(b.x1 + x1 * b.width(), b.y1 + y1 * b.height(), b.x1 + x2 * b.width(), b.y1 + y2 * b.height())
    };
    let op = detected_part(d, PartKind::Operational).or_else(|| layout.map(|l| place(l.0)));
    let fun = detected_part(d, PartKind::Functional).or_else(|| layout.map(|l| place(l.1)));
    (op, fun)
}

/// The detector's part box of kind `k`, inside `d`'s box.
fn detected_part(d: &Detection, k: PartKind) -> Option<BBox> {
    d.part(k).and_then(|p| d.bbox.intersection(&p.bbox))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perception::PartBox;

    fn mug(parts: &[PartKind]) -> Detection {
        let part = |kind: PartKind| PartBox {
            kind,
            name: "handle".into(),
            bbox: BBox::new(10.0, 10.0, 20.0, 20.0),
            confidence: 0.8,
            position: None,
        };
        Detection {
            track_id: 1,
            label: "mug".into(),
            confidence: 0.9,
            bbox: BBox::new(0.0, 0.0, 100.0, 100.0),
            parts: parts.iter().map(|&k| part(k)).collect(),
            embedding: None,
            position: None,
        }
    }

    #[test]
    fn a_region_taken_from_the_catalog_layout_is_named_in_the_notes() {
        let both = layout_fallback_note(&mug(&[]), "mug").unwrap();
        assert!(both.contains("where to hold and where it acts") && both.contains("`mug`"), "{both}");
        let acts = layout_fallback_note(&mug(&[PartKind::Operational]), "mug").unwrap();
        assert!(acts.contains("where it acts") && !acts.contains("hold"), "{acts}");
        assert_eq!(layout_fallback_note(&mug(&[PartKind::Operational, PartKind::Functional]), "mug"), None);
    }
}
