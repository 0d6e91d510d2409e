//! The label space: where detections are compared with tools.
//!
//! A detector label ("enamel camping mug") is embedded with MiniLM and compared with every
//! catalog name and synonym. Its representation is a *catalog posterior*: for each catalog
//! object, the best cosine over its names; the top `K` objects and a "none of these" class
//! (a fixed cosine `null`) get softmax weights at temperature `tau`; the result is
//! L2-normalised (with the null class, which is then dropped) into a vector with one slot
//! per catalog object. A label that matches nothing well keeps most of its mass on the null
//! class, so its similarity to every tool is small.
//!
//! Detector labels put the object's kind last and qualify it ("enamel camping mug",
//! "box grater with four sides", "pack of safety matches"): [`variants`] derives the head
//! phrase (the part before a prepositional tail; `X of Y` with a quantity word X gives Y)
//! and its last two and last word, and an object's cosine is the best over the full label
//! and the discounted variants. Two labels are similar when they resolve to the same catalog objects, so the
//! cosine of these vectors behaves like the category-level image similarity the paper gets
//! from MobileCLIP (same kind of object: close to 1; different kind: close to 0), and the
//! paper's thresholds (m = 0.85, visible = 0.75, switch = 0.5) keep their meaning.

use super::assets::{normalize_label, Assets};
use super::lexicon::{Lexicon, PLACE_WEIGHT};
use crate::perception::models::minilm::{dot, DIM};

/// Objects kept in a label's posterior.
pub const TOP_K: usize = 8;

/// Discount of a two-word head phrase's cosine ("camping mug").
pub const HEAD2_WEIGHT: f32 = 0.92;
/// Discount of a one-word head's cosine ("mug").
pub const HEAD1_WEIGHT: f32 = 0.82;

/// Words that open a prepositional tail ("... with four sides", "... next to the stove").
const TAIL_WORDS: &[&str] = &[
    "with", "for", "from", "by", "in", "on", "under", "above", "beside", "behind", "near", "next", "inside", "over",
    "at",
];
/// Quantity words of `X of Y` labels where the object is Y.
const QUANTITY: &[&str] = &[
    "pack", "packet", "box", "bag", "roll", "tube", "tub", "bottle", "can", "tin", "jar", "carton", "set", "pair",
    "ball", "bundle", "reel", "spool", "pot", "sachet", "stack", "bunch", "piece", "sheet", "kit", "bar", "cup",
    "glass", "mug", "bowl", "plate", "handful", "sack",
];

/// A label's head phrase and prepositional tail: the words before a tail word ("with",
/// "next", ...) and those from it on; in the head phrase, `X of Y` with a quantity word X
/// gives Y, any other `X of Y` gives X.
pub fn split<'a>(words: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    let cut = words.iter().skip(1).position(|w| TAIL_WORDS.contains(w)).map(|p| p + 1).unwrap_or(words.len());
    let mut core: Vec<&str> = words[..cut].to_vec();
    if let Some(of) = core.iter().position(|w| *w == "of") {
        let (left, right) = (&core[..of], &core[of + 1..]);
        core = match left.last() {
            Some(q) if QUANTITY.contains(q) && !right.is_empty() => right.to_vec(),
            _ if !left.is_empty() => left.to_vec(),
            _ => core,
        };
    }
    (core, words[cut..].to_vec())
}

/// The texts a label is compared by: the label itself, then (when different) its head
/// phrase, the head's last two words and its last word, each with its discount.
pub fn variants(label: &str) -> Vec<(String, f32)> {
    variants_with(label, &Lexicon::default())
}

/// [`variants`], then the catalog names the label reads as through the lexicon (see
/// [`super::lexicon`]), each with its weight.
pub fn variants_with(label: &str, lex: &Lexicon) -> Vec<(String, f32)> {
    let l = normalize_label(label);
    let words: Vec<&str> = l.split(' ').filter(|w| !w.is_empty()).collect();
    let (core, tail) = split(&words);
    let mut out: Vec<(String, f32)> = vec![(l.clone(), 1.0)];
    let mut push = |t: String, w: f32| match out.iter_mut().find(|(x, _)| *x == t) {
        Some(seen) => seen.1 = seen.1.max(w),
        None if !t.is_empty() => out.push((t, w)),
        None => {}
    };
    push(core.join(" "), 1.0);
    if core.len() >= 3 {
        push(core[core.len() - 2..].join(" "), HEAD2_WEIGHT);
    }
    if core.len() >= 2 {
        push(core[core.len() - 1].to_string(), HEAD1_WEIGHT);
    }
    let readings = lex.readings(&core, &tail);
    let qualified = readings.iter().any(|(_, w)| *w == PLACE_WEIGHT);
    for (name, w) in readings {
        push(normalize_label(&name), w);
    }
    // A qualified storage label ("cupboard under the sink") is not the bare container
    // ("cupboard"): with a place reading, the container alone counts as a one-word head.
    if let (true, Some(c)) = (qualified, core.last()) {
        for v in out.iter_mut().skip(1).filter(|v| v.0 == *c) {
            v.1 = v.1.min(HEAD1_WEIGHT);
        }
    }
    out
}

#[derive(Debug, Clone)]
pub struct LabelSpace {
    /// (normalised label, catalog index) for every catalog name and synonym.
    pub labels: Vec<(String, usize)>,
    /// MiniLM embeddings of `labels`, row-major, DIM wide.
    pub emb: Vec<f32>,
    pub n_tools: usize,
    pub tau: f32,
    /// Cosine of the "none of the catalog" class.
    pub null: f32,
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

    pub fn new(labels: Vec<(String, usize)>, emb: Vec<f32>, n_tools: usize, tau: f32, null: f32) -> LabelSpace {
        LabelSpace { labels, emb, n_tools, tau, null }
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

    /// Best discounted cosine per catalog object over a label's variants (embeddings and
    /// discounts from [`variants`]).
    pub fn scores_variants(&self, es: &[(Vec<f32>, f32)]) -> Vec<f32> {
        let mut s = vec![-1.0f32; self.n_tools];
        for (e, w) in es {
            for (o, x) in s.iter_mut().zip(self.scores(e)) {
                *o = o.max(w * x);
            }
        }
        s
    }

    /// The catalog posterior of a MiniLM embedding (dense, n_tools wide, norm at most 1).
    pub fn posterior(&self, e: &[f32]) -> Vec<f32> {
        self.posterior_of_scores(&self.scores(e))
    }

    /// The catalog posterior of per-object scores: softmax at `tau` over the top `K`
    /// objects and the null class, L2-normalised together with the null class, which is
    /// then dropped (norm at most 1: the cosine to a catalog object's own vector shrinks
    /// when the label matches nothing well).
    pub fn posterior_of_scores(&self, s: &[f32]) -> Vec<f32> {
        let mut idx: Vec<usize> = (0..s.len()).collect();
        idx.sort_by(|&a, &b| s[b].total_cmp(&s[a]));
        idx.truncate(TOP_K);
        let mut out = vec![0.0f32; self.n_tools];
        let Some(&top) = idx.first() else { return out };
        let hi = s[top].max(self.null);
        let null = ((self.null - hi) / self.tau).exp();
        let mut n2 = null * null;
        for &i in &idx {
            let w = ((s[i] - hi) / self.tau).exp();
            out[i] = w;
            n2 += w * w;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(l: &str) -> Vec<String> {
        variants(l).into_iter().map(|v| v.0).collect()
    }

    #[test]
    fn a_label_is_also_compared_by_its_head_phrase() {
        assert_eq!(texts("Enamel  Camping Mug"), ["enamel camping mug", "camping mug", "mug"]);
        assert_eq!(texts("box grater with four sides"), ["box grater with four sides", "box grater", "grater"]);
        assert_eq!(texts("drawer next to the stove"), ["drawer next to the stove", "drawer"]);
        assert_eq!(texts("pack of safety matches"), ["pack of safety matches", "safety matches", "matches"]);
        assert_eq!(texts("can of ginger ale"), ["can of ginger ale", "ginger ale", "ale"]);
        assert_eq!(texts("mug"), ["mug"]);
        let lex = crate::knowledge::Assets::parse(&crate::knowledge::Sources::embedded()).unwrap().lexicon;
        assert_eq!(
            variants_with("cupboard under the sink", &lex),
            [
                ("cupboard under the sink".to_string(), 1.0),
                ("cupboard".to_string(), HEAD1_WEIGHT),
                ("cabinet".to_string(), PLACE_WEIGHT)
            ],
            "the bare container counts less than the place its qualifier names"
        );
        let w = variants("enamel camping mug");
        assert_eq!((w[0].1, w[1].1, w[2].1), (1.0, HEAD2_WEIGHT, HEAD1_WEIGHT));
    }

    #[test]
    fn a_label_that_matches_nothing_well_is_near_no_catalog_object() {
        let ls = LabelSpace::new(vec![], vec![], 3, 0.02, 0.5);
        let sure = ls.posterior_of_scores(&[0.95, 0.4, 0.3]);
        assert!(sure[0] > 0.99, "{sure:?}");
        let unsure = ls.posterior_of_scores(&[0.38, 0.3, 0.2]);
        assert!(unsure.iter().all(|&w| w < 0.01), "{unsure:?}");
        let split = ls.posterior_of_scores(&[0.8, 0.8, 0.1]);
        assert!((split[0] - std::f32::consts::FRAC_1_SQRT_2).abs() < 1e-3, "{split:?}");
    }
}
