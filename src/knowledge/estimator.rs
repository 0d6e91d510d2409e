//! The offline estimator of a new instruction's affordance vector: MiniLM nearest known
//! instructions, weighed per instruction or per intent, optionally blended with a linear
//! (ridge) map from the MiniLM embedding to the affordance vector.
//!
//! Two weighings of the candidates (the `pool` nearest known instructions by cosine):
//! - per instruction (`pool` = 0): the `k` nearest, weights softmax(cosine / `tau`);
//! - per intent (`pool` > 0): the candidates of one intent are pooled into one score, the
//!   log-sum-exp of their cosines at `member_tau` (0: their best cosine), so an intent with
//!   several close phrasings beats one lucky phrasing of another; the `k` best intents get
//!   weights softmax(score / `tau`), each represented by its closest phrasing. Plans
//!   inserted at run time have no intent and stand for themselves.
//!
//! The ridge head `W` (DIM + 1 bias rows) is fitted at index build in closed form on every
//! live instruction, `W = (EᵀE + λI)⁻¹ EᵀY`, and persisted with the index. Its first X
//! columns map an embedding to an affordance vector: the estimate is
//! `(1 − β) kNN + β clamp(ridge(e), 0, 10)`. The remaining columns, one per intent, are a
//! ridge classifier (targets one-hot): in the pooled weighing an intent's score gains
//! `intent_weight` times its column, so the linear read of the whole embedding can break a
//! near tie between the intents the neighbours propose (it never adds an intent the
//! neighbours did not bring). An intent's lexical coverage of the request (the share of the
//! request's rarer word stems that its phrasings hold, `knowledge::lexical`) adds
//! `lexical_weight` times itself the same way.

use crate::perception::models::minilm::DIM;
use crate::types::affordance::X;

/// Hyper-parameters of the estimator (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EstimatorParams {
    pub k: usize,
    pub pool: usize,
    pub tau: f32,
    pub member_tau: f32,
    /// β: weight of the ridge head in the blend (0: kNN only).
    pub ridge_weight: f32,
    /// Weight of the ridge classifier's score in an intent's pooled score (0: off; only
    /// with `pool` > 0).
    pub intent_weight: f32,
    /// Weight of an intent's lexical coverage of the request (see `knowledge::lexical`) in
    /// its pooled score (0: off; only with `pool` > 0).
    pub lexical_weight: f32,
}

/// A known instruction near the input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    /// Index into whatever list the caller holds (entry id).
    pub id: usize,
    pub similarity: f32,
    /// Intent of the instruction; `None` for run-time plans.
    pub intent: Option<usize>,
}

/// The chosen neighbours (candidate positions, weights summing to 1), best first.
/// `intent_scores`: the ridge classifier's score per intent; `lexical`: each intent's
/// lexical coverage of the request (see the module docs).
pub fn weigh(
    cands: &[Candidate],
    p: &EstimatorParams,
    intent_scores: Option<&[f32]>,
    lexical: Option<&[f32]>,
) -> Vec<(usize, f32)> {
    let mut order: Vec<usize> = (0..cands.len()).collect();
    order.sort_by(|&a, &b| cands[b].similarity.total_cmp(&cands[a].similarity));
    let mut chosen: Vec<(usize, f32)> = Vec::with_capacity(p.k);
    if p.pool == 0 {
        chosen.extend(order.iter().take(p.k).map(|&i| (i, cands[i].similarity)));
    } else {
        // (representative, best cosine, sum of exp((cos - best) / member_tau))
        let mut groups: Vec<(usize, f32, f32)> = Vec::new();
        let mut key: Vec<Option<usize>> = Vec::new();
        for &i in order.iter().take(p.pool) {
            let c = &cands[i];
            match c.intent.and_then(|it| key.iter().position(|k| *k == Some(it))) {
                Some(g) => {
                    if p.member_tau > 0.0 {
                        groups[g].2 += ((c.similarity - groups[g].1) / p.member_tau).exp();
                    }
                }
                None => {
                    groups.push((i, c.similarity, 1.0));
                    key.push(c.intent);
                }
            }
        }
        let score = |g: &(usize, f32, f32)| {
            let pooled = if p.member_tau > 0.0 { g.1 + p.member_tau * g.2.ln() } else { g.1 };
            let linear = match (cands[g.0].intent, intent_scores) {
                (Some(it), Some(s)) if p.intent_weight > 0.0 => p.intent_weight * s.get(it).copied().unwrap_or(0.0),
                _ => 0.0,
            };
            let words = match (cands[g.0].intent, lexical) {
                (Some(it), Some(l)) if p.lexical_weight > 0.0 => p.lexical_weight * l.get(it).copied().unwrap_or(0.0),
                _ => 0.0,
            };
            pooled + linear + words
        };
        let mut scored: Vec<(usize, f32)> = groups.iter().map(|g| (g.0, score(g))).collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        chosen.extend(scored.into_iter().take(p.k));
    }
    let top = chosen.first().map(|c| c.1).unwrap_or(0.0);
    let tau = p.tau.max(1e-6);
    let mut z = 0.0;
    for c in &mut chosen {
        c.1 = ((c.1 - top) / tau).exp();
        z += c.1;
    }
    for c in &mut chosen {
        c.1 /= z.max(1e-12);
    }
    chosen
}

/// Linear map from a MiniLM embedding (plus a bias) to `outputs` values: an affordance
/// vector (the first X) and, when fitted with intents, one score per intent.
#[derive(Debug, Clone, PartialEq)]
pub struct Ridge {
    /// (DIM + 1) x `outputs`, row-major; the last row is the bias.
    pub w: Vec<f32>,
    pub outputs: usize,
}

/// Why a ridge head could not be fitted or read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RidgeError {
    #[error("ridge fit: {rows} embeddings of {got} floats each (expected {DIM}) for {targets} targets of {outputs} values (at least {X})")]
    Shape { rows: usize, got: usize, targets: usize, outputs: usize },
    #[error("ridge fit: the normal equations are singular (lambda = {lambda})")]
    Singular { lambda: f32 },
    #[error("ridge weights: {0}")]
    Bytes(String),
}

impl Ridge {
    /// Fits `W = (EᵀE + λI)⁻¹ EᵀY` on row-major embeddings `emb` (DIM each, a bias column
    /// is appended; the bias is not shrunk) and row-major targets `ys` (`outputs` each, the
    /// affordance vector first).
    pub fn fit(emb: &[f32], ys: &[f32], outputs: usize, lambda: f32) -> Result<Ridge, RidgeError> {
        let n = ys.len().checked_div(outputs).unwrap_or(0);
        if outputs < X || ys.len() != n * outputs || emb.len() != n * DIM || n == 0 {
            return Err(RidgeError::Shape { rows: n, got: emb.len().checked_div(n).unwrap_or(0), targets: n, outputs });
        }
        let d = DIM + 1;
        // Upper triangle of EᵀE and EᵀY, accumulated in f64.
        let mut ata = vec![0.0f64; d * d];
        let mut aty = vec![0.0f64; d * outputs];
        let mut row = vec![0.0f64; d];
        // The nonzero targets of a row: the affordance values and one intent column, out
        // of hundreds of outputs; EᵀY only visits those.
        let mut nz: Vec<(usize, f64)> = Vec::with_capacity(outputs);
        for (r, y) in ys.chunks_exact(outputs).enumerate() {
            for (o, &x) in row.iter_mut().zip(&emb[r * DIM..(r + 1) * DIM]) {
                *o = x as f64;
            }
            row[DIM] = 1.0;
            nz.clear();
            nz.extend(y.iter().enumerate().filter(|(_, &v)| v != 0.0).map(|(k, &v)| (k, v as f64)));
            for i in 0..d {
                let ri = row[i];
                if ri == 0.0 {
                    continue;
                }
                let dst = &mut ata[i * d + i..(i + 1) * d];
                for (o, &rj) in dst.iter_mut().zip(&row[i..]) {
                    *o += ri * rj;
                }
                let dst = &mut aty[i * outputs..(i + 1) * outputs];
                for &(k, yk) in &nz {
                    dst[k] += ri * yk;
                }
            }
        }
        let a = nalgebra::DMatrix::<f64>::from_fn(d, d, |i, j| {
            let v = if i <= j { ata[i * d + j] } else { ata[j * d + i] };
            if i == j && i < DIM {
                v + lambda as f64
            } else {
                v
            }
        });
        let b = nalgebra::DMatrix::<f64>::from_fn(d, outputs, |i, k| aty[i * outputs + k]);
        let chol = nalgebra::Cholesky::new(a).ok_or(RidgeError::Singular { lambda })?;
        let sol = chol.solve(&b);
        let mut w = vec![0.0f32; d * outputs];
        for i in 0..d {
            for k in 0..outputs {
                w[i * outputs + k] = sol[(i, k)] as f32;
            }
        }
        Ok(Ridge { w, outputs })
    }

    /// Number of intent columns.
    pub fn intents(&self) -> usize {
        self.outputs - X
    }

    /// Every output for an embedding (not clamped).
    fn predict_into(&self, e: &[f32], out: &mut [f32]) {
        let m = self.outputs;
        out.copy_from_slice(&self.w[DIM * m..(DIM + 1) * m]);
        for (i, &x) in e.iter().take(DIM).enumerate() {
            if x == 0.0 {
                continue;
            }
            for (o, &wk) in out.iter_mut().zip(&self.w[i * m..(i + 1) * m]) {
                *o += x * wk;
            }
        }
    }

    /// The intent classifier's score of every intent for an embedding (empty when the head
    /// was fitted without intents).
    pub fn intent_scores(&self, e: &[f32]) -> Vec<f32> {
        let mut all = vec![0.0f32; self.outputs];
        self.predict_into(e, &mut all);
        all.split_off(X)
    }

    /// The affordance vector predicted for an embedding (not clamped).
    pub fn predict(&self, e: &[f32]) -> [f32; X] {
        let m = self.outputs;
        let mut out = [0.0f32; X];
        out.copy_from_slice(&self.w[DIM * m..DIM * m + X]);
        for (i, &x) in e.iter().take(DIM).enumerate() {
            if x == 0.0 {
                continue;
            }
            for (o, &wk) in out.iter_mut().zip(&self.w[i * m..i * m + X]) {
                *o += x * wk;
            }
        }
        out
    }

    /// Little-endian f32s, row-major.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.w.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    /// Reads what [`Ridge::to_bytes`] wrote for a head of `outputs` values.
    pub fn from_bytes(b: &[u8], outputs: usize) -> Result<Ridge, RidgeError> {
        let want = (DIM + 1) * outputs * 4;
        if outputs < X || b.len() != want {
            return Err(RidgeError::Bytes(format!("{} bytes, expected {want} ({outputs} outputs)", b.len())));
        }
        let w: Vec<f32> = b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        if w.iter().any(|x| !x.is_finite()) {
            return Err(RidgeError::Bytes("non-finite weight".into()));
        }
        Ok(Ridge { w, outputs })
    }
}

/// Cosine gap to the nearest known instruction over which the ridge head gets its full weight.
pub const RIDGE_RAMP: f32 = 0.1;

/// `(1 − β') knn + β' clamp(ridge, 0, 10)` with `β' = β · min(1, (1 − top) / RIDGE_RAMP)`:
/// a known instruction (cosine `top` near 1) keeps its own vector; the ridge head only
/// speaks for phrasings the knowledge base does not hold.
pub fn blend(knn: &[f32; X], ridge: Option<&[f32; X]>, beta: f32, top: f32) -> [f32; X] {
    let beta = beta * ((1.0 - top) / RIDGE_RAMP).clamp(0.0, 1.0);
    let Some(r) = ridge.filter(|_| beta > 0.0) else { return *knn };
    let mut out = [0.0f32; X];
    for ((o, &a), &b) in out.iter_mut().zip(knn).zip(r) {
        *o = (1.0 - beta) * a + beta * b.clamp(0.0, 10.0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deterministic uniform numbers in -0.5..0.5 (an LCG).
    fn uniform(mut seed: u64) -> impl FnMut() -> f32 {
        move || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as f32 / (1u64 << 31) as f32) - 0.5
        }
    }

    fn cand(id: usize, s: f32, intent: Option<usize>) -> Candidate {
        Candidate { id, similarity: s, intent }
    }

    /// Pooled weighing (16 candidates, 4 intents) at `member_tau`, no linear reads.
    fn pooled(member_tau: f32) -> EstimatorParams {
        EstimatorParams {
            k: 4,
            pool: 16,
            tau: 0.05,
            member_tau,
            ridge_weight: 0.0,
            intent_weight: 0.0,
            lexical_weight: 0.0,
        }
    }

    #[test]
    fn per_instruction_weighing_keeps_the_k_nearest() {
        let c = [cand(0, 0.5, Some(1)), cand(1, 0.9, Some(0)), cand(2, 0.8, Some(0))];
        let p = EstimatorParams {
            k: 2,
            pool: 0,
            tau: 0.05,
            member_tau: 0.0,
            ridge_weight: 0.0,
            intent_weight: 0.0,
            lexical_weight: 0.0,
        };
        let w = weigh(&c, &p, None, None);
        assert_eq!(w.iter().map(|x| x.0).collect::<Vec<_>>(), [1, 2]);
        assert!((w.iter().map(|x| x.1).sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(w[0].1 > w[1].1);
    }

    #[test]
    fn intent_voting_lets_many_close_phrasings_beat_one_lucky_one() {
        // Intent 0: one phrasing at 0.80; intent 1: five phrasings at 0.78.
        let mut c = vec![cand(0, 0.80, Some(0))];
        c.extend((1..6).map(|i| cand(i, 0.78, Some(1))));
        let max = pooled(0.0);
        assert_eq!(weigh(&c, &max, None, None)[0].0, 0, "by best cosine intent 0 wins");
        let lse = EstimatorParams { member_tau: 0.02, ..max };
        let w = weigh(&c, &lse, None, None);
        assert_eq!(c[w[0].0].intent, Some(1), "pooled, intent 1 wins: {w:?}");
        assert_eq!(w.len(), 2, "one neighbour per intent");
    }

    #[test]
    fn the_intent_classifier_breaks_a_near_tie_but_adds_no_intent() {
        // Intent 0 at 0.80, intent 1 at 0.79; the classifier prefers intent 1 (and intent 2,
        // which no neighbour proposes).
        let c = [cand(0, 0.80, Some(0)), cand(1, 0.79, Some(1))];
        let scores = [0.1, 0.6, 0.9];
        let off = pooled(0.06);
        assert_eq!(weigh(&c, &off, Some(&scores), None)[0].0, 0, "off: the nearest intent wins");
        let on = EstimatorParams { intent_weight: 0.5, ..off };
        let w = weigh(&c, &on, Some(&scores), None);
        assert_eq!(w[0].0, 1, "on: the classifier's intent wins the near tie: {w:?}");
        assert_eq!(w.len(), 2, "intent 2 is not added");
        assert_eq!(weigh(&c, &on, None, None)[0].0, 0, "no classifier, no change");
        let per_instruction = EstimatorParams { pool: 0, ..on };
        assert_eq!(weigh(&c, &per_instruction, Some(&scores), None)[0].0, 0, "only the pooled weighing uses it");
    }

    #[test]
    fn an_intent_whose_phrasings_hold_the_rare_words_wins_a_near_tie() {
        // Intent 0 at 0.80, intent 1 at 0.78; intent 1's phrasings hold most of the request's
        // rarer stems between them.
        let c = [cand(0, 0.80, Some(0)), cand(1, 0.78, Some(1))];
        let coverage = [0.2, 0.9];
        let off = pooled(0.0);
        assert_eq!(weigh(&c, &off, None, Some(&coverage))[0].0, 0, "off: the nearest intent wins");
        let on = EstimatorParams { lexical_weight: 0.2, ..off };
        let w = weigh(&c, &on, None, Some(&coverage));
        assert_eq!(w[0].0, 1, "on: the covering intent wins: {w:?}");
        assert_eq!(
            weigh(&c, &EstimatorParams { pool: 0, ..on }, None, Some(&coverage))[0].0,
            0,
            "pooled weighing only"
        );
        let far = [cand(0, 0.80, Some(0)), cand(1, 0.60, Some(1))];
        assert_eq!(weigh(&far, &on, None, Some(&coverage))[0].0, 0, "a shared word does not overturn a clear reading");
    }

    #[test]
    fn ridge_fits_intent_columns_beside_the_vector() {
        // Two clusters of embeddings, one per intent; one-hot targets after the vector.
        let n = 400;
        let mut rnd = uniform(11);
        let mut emb = vec![0.0f32; n * DIM];
        let mut ys = vec![0.0f32; n * (X + 2)];
        for r in 0..n {
            let it = r % 2;
            for (k, x) in emb[r * DIM..(r + 1) * DIM].iter_mut().enumerate() {
                *x = 0.2 * rnd() + if k % 2 == it { 0.5 } else { 0.0 };
            }
            ys[r * (X + 2)] = 5.0;
            ys[r * (X + 2) + X + it] = 1.0;
        }
        let h = Ridge::fit(&emb, &ys, X + 2, 1.0).unwrap();
        assert_eq!(h.intents(), 2);
        for r in [0, 1, 2, 3] {
            let s = h.intent_scores(&emb[r * DIM..(r + 1) * DIM]);
            assert!(s[r % 2] > s[1 - r % 2], "row {r}: {s:?}");
            assert!((h.predict(&emb[r * DIM..(r + 1) * DIM])[0] - 5.0).abs() < 0.5);
        }
    }

    #[test]
    fn run_time_plans_stand_for_themselves() {
        let c = [cand(0, 0.9, None), cand(1, 0.85, None), cand(2, 0.8, Some(3))];
        let p = EstimatorParams {
            k: 8,
            pool: 8,
            tau: 0.05,
            member_tau: 0.02,
            ridge_weight: 0.0,
            intent_weight: 0.0,
            lexical_weight: 0.0,
        };
        assert_eq!(weigh(&c, &p, None, None).len(), 3);
    }

    #[test]
    fn ridge_recovers_a_known_linear_map() {
        // Targets made by a known W (sparse, plus a bias) from random unit-ish embeddings.
        let n = 600;
        let mut rnd = uniform(7);
        let emb: Vec<f32> = (0..n * DIM).map(|_| rnd()).collect();
        let mut truth = vec![0.0f32; (DIM + 1) * X];
        for k in 0..X {
            truth[(k * 7 % DIM) * X + k] = 3.0;
            truth[((k * 13 + 5) % DIM) * X + k] = -2.0;
            truth[DIM * X + k] = 4.0 + k as f32 * 0.1;
        }
        let t = Ridge { w: truth.clone(), outputs: X };
        let ys: Vec<f32> = (0..n).flat_map(|r| t.predict(&emb[r * DIM..(r + 1) * DIM])).collect();
        let fitted = Ridge::fit(&emb, &ys, X, 1e-4).unwrap();
        let worst = fitted.w.iter().zip(&truth).map(|(a, b)| (a - b).abs()).fold(0.0f32, f32::max);
        assert!(worst < 1e-2, "largest weight error {worst}");
        let back = Ridge::from_bytes(&fitted.to_bytes(), X).unwrap();
        assert_eq!(back, fitted);
        assert!(Ridge::from_bytes(&[0u8; 12], X).is_err());
        assert!(Ridge::from_bytes(&fitted.to_bytes(), X + 3).is_err(), "a head of another width is refused");
        assert!(Ridge::fit(&emb, &ys, X - 1, 1e-4).is_err(), "fewer outputs than affordance dimensions");
    }

    #[test]
    fn blend_clamps_the_ridge_part_to_the_score_range() {
        let knn = [2.0; X];
        let mut r = [4.0; X];
        r[0] = 30.0;
        r[1] = -5.0;
        let v = blend(&knn, Some(&r), 0.5, 0.5);
        assert_eq!((v[0], v[1], v[2]), (6.0, 1.0, 3.0));
        assert_eq!(blend(&knn, Some(&r), 0.0, 0.5), knn);
        assert_eq!(blend(&knn, Some(&r), 0.5, 1.0), knn, "a known instruction keeps its vector");
        let half = blend(&knn, Some(&r), 0.5, 1.0 - RIDGE_RAMP / 2.0);
        assert!((half[2] - 2.5).abs() < 1e-4, "{}", half[2]);
    }
}
