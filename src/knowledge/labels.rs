//! The label space: where detections are compared with tools.
//!
//! A detector label ("enamel camping mug") is embedded with MiniLM and compared with every
//! catalog name and synonym. Its representation is a *catalog posterior*: for each catalog
//! object, the best cosine over its names; the top `K` objects get softmax weights at
//! temperature `tau`; the result is L2-normalised into a vector with one slot per catalog
//! object. Two labels are similar when they resolve to the same catalog objects, so the
//! cosine of these vectors behaves like the category-level image similarity the paper gets
//! from MobileCLIP (same kind of object: close to 1; different kind: close to 0), and the
//! paper's thresholds (m = 0.85, visible = 0.75, switch = 0.5) keep their meaning.

use super::assets::{normalize_label, Assets};
use crate::perception::models::minilm::{dot, DIM};

/// Objects kept in a label's posterior.
pub const TOP_K: usize = 8;

#[derive(Debug, Clone)]
pub struct LabelSpace {
    /// (normalised label, catalog index) for every catalog name and synonym.
    pub labels: Vec<(String, usize)>,
    /// MiniLM embeddings of `labels`, row-major, DIM wide.
    pub emb: Vec<f32>,
    pub n_tools: usize,
    pub tau: f32,
}

impl LabelSpace {
    /// The texts to embed, in order.
    pub fn label_texts(a: &Assets) -> Vec<(String, usize)> {
        let mut v = Vec::new();
        for (i, t) in a.tools.iter().enumerate() {
            v.push((normalize_label(&t.name), i));
            for l in &t.labels {
                v.push((normalize_label(l), i));
            }
        }
        v
    }

    pub fn new(labels: Vec<(String, usize)>, emb: Vec<f32>, n_tools: usize, tau: f32) -> LabelSpace {
        LabelSpace { labels, emb, n_tools, tau }
    }

    /// Best cosine per catalog object for a MiniLM embedding.
    pub fn scores(&self, e: &[f32]) -> Vec<f32> {
        let mut s = vec![-1.0f32; self.n_tools];
        for (k, (_, t)) in self.labels.iter().enumerate() {
            let c = dot(e, &self.emb[k * DIM..(k + 1) * DIM]);
            if c > s[*t] {
                s[*t] = c;
            }
        }
        s
    }

    /// The catalog posterior of a MiniLM embedding (dense, n_tools wide, unit norm).
    pub fn posterior(&self, e: &[f32]) -> Vec<f32> {
        let s = self.scores(e);
        let mut idx: Vec<usize> = (0..s.len()).collect();
        idx.sort_by(|&a, &b| s[b].total_cmp(&s[a]));
        idx.truncate(TOP_K);
        let mut out = vec![0.0f32; self.n_tools];
        let Some(&top) = idx.first() else { return out };
        let mut z = 0.0;
        for &i in &idx {
            let w = ((s[i] - s[top]) / self.tau).exp();
            out[i] = w;
            z += w;
        }
        let mut n2 = 0.0;
        for &i in &idx {
            out[i] /= z;
            n2 += out[i] * out[i];
        }
        let n = n2.sqrt().max(1e-12);
        for &i in &idx {
            out[i] /= n;
        }
        out
    }
}

/// Sparse form (index, weight) of a dense posterior, for cheap similarity in the hot path.
pub fn sparse(dense: &[f32]) -> Vec<(u32, f32)> {
    dense.iter().enumerate().filter(|(_, &w)| w > 0.0).map(|(i, &w)| (i as u32, w)).collect()
}

/// Cosine between a dense posterior and a sparse one (both unit norm).
#[inline]
pub fn sim_sparse(dense: &[f32], sparse: &[(u32, f32)]) -> f32 {
    let mut s = 0.0;
    for &(i, w) in sparse {
        if let Some(d) = dense.get(i as usize) {
            s += d * w;
        }
    }
    s
}
