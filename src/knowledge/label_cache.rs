//! Labels as the knowledge base reads them: each detector label's label-space vector (its
//! posterior over the catalog, cached per label), the catalog objects' own vectors, and the
//! place kernel between storage places.

use super::build::EMBED_BATCH;
use super::labels::LabelSpace;
use super::{assets, labels, Knowledge, KnowledgeError};
use crate::perception::models::minilm;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// The label space and what is derived from it: each catalog object's own vector, the place
/// kernel between storage places, and every label read so far.
pub(super) struct LabelTables {
    pub(super) space: LabelSpace,
    /// Label-space vector of each catalog object (its own name), sparse.
    pub(super) tool_label: Vec<Arc<[(u32, f32)]>>,
    /// Place kernel: for storage objects a and b, the MiniLM cosine of their names when it is
    /// at least `knowledge.place_kernel_min` (a "drawer" is partly a "kitchen drawer"), 1 on
    /// the diagonal, else 0; row-major over catalog indices, zero for non-storage objects.
    pub(super) place_kernel: Vec<f32>,
    /// Per label seen: its label-space vector and the MiniLM embedding of the label as written.
    cache: RwLock<HashMap<String, CachedLabel>>,
}

impl LabelTables {
    pub(super) fn new(space: LabelSpace, tool_label: Vec<Arc<[(u32, f32)]>>, place_kernel: Vec<f32>) -> LabelTables {
        LabelTables { space, tool_label, place_kernel, cache: RwLock::new(HashMap::new()) }
    }
}

impl Knowledge {
    /// Width of label-space vectors (one slot per catalog object).
    pub fn label_dim(&self) -> usize {
        self.labels.space.n_tools
    }

    /// Label-space vector of an object label (see [`labels`]: the label and its head-phrase
    /// variants are embedded); cached per label.
    pub fn embed_label(&self, label: &str) -> Result<Arc<[f32]>, KnowledgeError> {
        let key = assets::normalize_label(label);
        if let Some(v) = self.cached_label(&key) {
            return Ok(v);
        }
        let vars = labels::variants_with(&key, &self.assets.lexicon);
        let texts: Vec<&str> = vars.iter().map(|(t, _)| t.as_str()).collect();
        let es = self.minilm.embed_many(&texts, EMBED_BATCH)?;
        let weighted: Vec<(Vec<f32>, f32)> = es.into_iter().zip(vars.iter().map(|v| v.1)).collect();
        Ok(self.cache_label(key, &weighted))
    }

    /// Embeds many labels in batches (evaluation, scene loading).
    pub fn embed_labels(&self, labels: &[&str]) -> Result<Vec<Arc<[f32]>>, KnowledgeError> {
        let keys: Vec<String> = labels.iter().map(|l| assets::normalize_label(l)).collect();
        let mut missing: Vec<&str> =
            keys.iter().filter(|k| self.cached_label(k).is_none()).map(|s| s.as_str()).collect();
        missing.sort();
        missing.dedup();
        let vars: Vec<Vec<(String, f32)>> =
            missing.iter().map(|k| labels::variants_with(k, &self.assets.lexicon)).collect();
        let mut texts: Vec<&str> = vars.iter().flatten().map(|(t, _)| t.as_str()).collect();
        texts.sort();
        texts.dedup();
        let es = self.minilm.embed_many(&texts, EMBED_BATCH)?;
        let by_text: HashMap<&str, &Vec<f32>> = texts.iter().copied().zip(es.iter()).collect();
        for (k, vs) in missing.iter().zip(&vars) {
            let weighted: Vec<(Vec<f32>, f32)> =
                vs.iter().filter_map(|(t, w)| by_text.get(t.as_str()).map(|e| ((*e).clone(), *w))).collect();
            self.cache_label(k.to_string(), &weighted);
        }
        keys.iter().map(|k| self.embed_label(k)).collect()
    }

    /// The cached vector of a label, without computing it (no model call: safe in the
    /// decision step).
    pub fn cached_label(&self, label: &str) -> Option<Arc<[f32]>> {
        self.labels.cache.read().ok().and_then(|c| c.get(&*cache_key(label)).map(|l| l.vector.clone()))
    }

    /// MiniLM cosine between a cached label as written and `embedding` (a unit-norm text
    /// embedding, e.g. [`Understanding::embedding`]); `None` for a label not cached yet (no
    /// model call: safe in the decision step).
    pub fn label_cosine(&self, label: &str, embedding: &[f32]) -> Option<f32> {
        let c = self.labels.cache.read().ok()?;
        let e = &c.get(&*cache_key(label))?.text;
        (e.len() == embedding.len()).then(|| minilm::dot(e, embedding))
    }

    /// How many labels have been read so far (cheap: tells a recorder when to look).
    pub fn labels_read(&self) -> usize {
        self.labels.cache.read().map_or(0, |c| c.len())
    }

    /// Every label read so far: its key, label-space vector and MiniLM embedding (a
    /// recording keeps them, so a replay reads labels exactly as the run did).
    pub fn read_labels(&self) -> Vec<LabelRead> {
        let Ok(c) = self.labels.cache.read() else { return Vec::new() };
        c.iter().map(|(k, l)| (k.clone(), l.vector.clone(), l.text.clone())).collect()
    }

    /// Puts a label read elsewhere (a recording) into the cache as it was read there.
    pub fn restore_label(&self, key: &str, vector: &[f32], text: &[f32]) {
        if let Ok(mut c) = self.labels.cache.write() {
            c.insert(key.to_string(), CachedLabel { vector: Arc::from(vector), text: Arc::from(text) });
        }
    }

    fn cache_label(&self, key: String, es: &[(Vec<f32>, f32)]) -> Arc<[f32]> {
        let v: Arc<[f32]> = Arc::from(self.labels.space.posterior_of_scores(&self.labels.space.scores_variants(es)));
        // The label as written is the first variant (see labels::variants_with).
        let text = es.first().map(|(e, _)| Arc::from(e.as_slice())).unwrap_or_else(|| Arc::from(Vec::new()));
        if let Ok(mut c) = self.labels.cache.write() {
            c.insert(key, CachedLabel { vector: v.clone(), text });
        }
        v
    }

    /// How much storage place `a` stands in for storage place `b` (see `place_kernel`).
    pub fn place_kernel(&self, a: usize, b: usize) -> f32 {
        let n = self.assets.tools.len();
        if a < n && b < n {
            self.labels.place_kernel[a * n + b]
        } else {
            0.0
        }
    }

    /// How likely a label-space vector is a place worth exploring, given a likelihood per
    /// catalog storage place: the sum over the places it may be (posterior weight squared,
    /// which sums to at most 1) of the best likelihood among the places it stands in for.
    pub fn place_score(&self, v: &[f32], likelihood: &[(usize, f32)]) -> (f32, Option<usize>) {
        let mut score = 0.0;
        let mut best: Option<(usize, f32)> = None;
        for (s, &w) in v.iter().enumerate() {
            if w <= 0.0 {
                continue;
            }
            let p = w * w;
            let mut top = 0.0f32;
            for &(r, l) in likelihood {
                let k = l * self.place_kernel(s, r);
                if k > top {
                    top = k;
                    if best.is_none_or(|(_, b)| p * k > b) {
                        best = Some((r, p * k));
                    }
                }
            }
            score += p * top;
        }
        (score, best.map(|b| b.0))
    }

    /// Label-space vector (sparse) of catalog object `t`.
    pub fn tool_label(&self, t: usize) -> Option<Arc<[(u32, f32)]>> {
        self.labels.tool_label.get(t).cloned()
    }

    /// The catalog object a label most likely is, with its posterior weight.
    pub fn classify(&self, v: &[f32]) -> Option<(usize, f32)> {
        v.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).filter(|(_, &w)| w > 0.0).map(|(i, &w)| (i, w))
    }
}

/// A label seen by [`Knowledge::embed_label`]: its label-space vector and the MiniLM
/// embedding of the label as written (for [`Knowledge::label_cosine`]).
struct CachedLabel {
    vector: Arc<[f32]>,
    text: Arc<[f32]>,
}

/// A label as read: its cache key, label-space vector and MiniLM embedding.
pub type LabelRead = (String, Arc<[f32]>, Arc<[f32]>);

/// The label cache's key of a label: an already normal label is used as it is, so the ERS
/// path builds no key (no allocation).
fn cache_key(label: &str) -> std::borrow::Cow<'_, str> {
    if label.bytes().any(|b| b.is_ascii_uppercase()) || label.contains("  ") {
        std::borrow::Cow::Owned(assets::normalize_label(label))
    } else {
        std::borrow::Cow::Borrowed(label)
    }
}
