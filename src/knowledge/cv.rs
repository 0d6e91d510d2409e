//! Grouped cross-validation of offline understanding on the knowledge base itself.
//!
//! Instructions: every phrasing and its conversational framings form one group (key:
//! intent + [`framing::core`] of the text); groups are dealt into `folds` folds by a hash of
//! the key, and each fold's instructions are estimated from the other folds only (kNN over
//! their MiniLM embeddings, a ridge head fitted on them). Scores: top-1 intent (the intent
//! with the largest weight), acceptable-tool hit (the catalog tool the caller's preference
//! ranks first is one of the intent's tools), and the Euclidean error of the vector.
//!
//! Labels: (a) alias out: each catalog name or alias of an object with several is compared
//! with every other catalog label (its head-phrase variants included, as at run time) and
//! must resolve to its own object; (b) object out: all labels of an object are removed and
//! the object's kind and vector are estimated from the catalog objects its name resolves to.
//!
//! The lexical channel (`knowledge::lexical`) is left out: its index holds the held-out
//! phrasings' words, so it would see the answers.

use super::assets::Intent;
use super::estimator::{self, Candidate, EstimatorParams, Ridge};
use super::{framing, labels, Knowledge, KnowledgeError, Origin, Understanding, X};
use super::{AffordanceVector, Neighbour, ToolKind};
use crate::perception::models::minilm::{dot, DIM};
use serde::Serialize;
use std::collections::HashMap;

/// Candidates kept per held-out instruction (the largest `pool` a sweep may ask for).
pub const MAX_POOL: usize = 96;

/// The group key of an instruction of intent `intent`.
pub fn group_key(intent: usize, text: &str) -> String {
    format!("{intent}\u{1f}{}", framing::core(text))
}

/// Fold of a group (FNV-1a of its key).
pub fn fold_of(key: &str, folds: usize) -> usize {
    (super::persist::fnv(key.as_bytes()) % folds.max(1) as u64) as usize
}

/// One asset instruction as the CV sees it.
#[derive(Debug, Clone)]
pub struct HeldOutItem {
    pub entry: usize,
    pub intent: usize,
    pub fold: usize,
    /// Group id (dense).
    pub group: usize,
    /// Entry whose embedding stands for the unframed phrasing (the query when framing is
    /// normalised); itself when none matches.
    pub plain: usize,
}

/// Fold assignment of the knowledge base's instructions.
pub fn split(entries: &[(usize, usize, &str)], folds: usize) -> Vec<HeldOutItem> {
    let mut gid: HashMap<String, usize> = HashMap::new();
    let mut plain: HashMap<usize, usize> = HashMap::new();
    let mut out = Vec::with_capacity(entries.len());
    for &(entry, intent, text) in entries {
        let key = group_key(intent, text);
        let n = gid.len();
        let g = *gid.entry(key.clone()).or_insert(n);
        if framing::words(text) == framing::core(text) {
            plain.entry(g).or_insert(entry);
        }
        out.push(HeldOutItem { entry, intent, fold: fold_of(&key, folds), group: g, plain: entry });
    }
    for it in &mut out {
        if let Some(&p) = plain.get(&it.group) {
            it.plain = p;
        }
    }
    out
}

/// Scores of one estimator configuration.
#[derive(Debug, Clone, Serialize)]
pub struct InstructionScores {
    pub items: usize,
    pub groups: usize,
    pub intent_top1: f64,
    pub tool_hit: f64,
    pub vector_error_mean: f64,
    pub vector_error_median: f64,
    /// The most frequent wrong top-1 intents, most frequent first (at most
    /// [`CONFUSIONS_SHOWN`]): which neighbouring need a held-out phrasing was read as.
    pub confusions: Vec<Confusion>,
}

/// How many confusion pairs [`InstructionScores`] keeps.
pub const CONFUSIONS_SHOWN: usize = 40;

/// Held-out phrasings of `truth` whose top-1 intent was `read_as`.
#[derive(Debug, Clone, Serialize)]
pub struct Confusion {
    pub truth: String,
    pub read_as: String,
    pub count: usize,
}

/// Held-out neighbours of every instruction, computed once per fold assignment.
pub struct Prepared {
    pub items: Vec<HeldOutItem>,
    /// Per item (by position): candidates from other folds, by cosine, best first.
    pub cands: Vec<Vec<Candidate>>,
    /// Same with the unframed phrasing as the query.
    pub cands_plain: Vec<Vec<Candidate>>,
    folds: usize,
    emb: Vec<f32>,
    vectors: Vec<[f32; X]>,
    /// Held-out ridge vector and intent scores per item, per (lambda, normalise).
    ridge_cache: HashMap<u32, Vec<RidgeRow>>,
}

/// A held-out item's ridge vector and intent scores.
type RidgeRow = ([f32; X], Vec<f32>);

fn top_candidates(
    q: &[f32],
    emb: &[f32],
    items: &[HeldOutItem],
    fold: usize,
    pool: usize,
    max_cos: f32,
) -> Vec<Candidate> {
    let mut c: Vec<Candidate> = items
        .iter()
        .filter(|o| o.fold != fold)
        .map(|o| Candidate {
            id: o.entry,
            similarity: dot(q, &emb[o.entry * DIM..(o.entry + 1) * DIM]),
            intent: Some(o.intent),
        })
        .filter(|c| c.similarity <= max_cos)
        .collect();
    let k = pool.min(c.len());
    if k > 0 && k < c.len() {
        c.select_nth_unstable_by(k - 1, |a, b| b.similarity.total_cmp(&a.similarity));
        c.truncate(k);
    }
    c.sort_by(|a, b| b.similarity.total_cmp(&a.similarity));
    c
}

impl Knowledge {
    /// Prepares the instruction CV: fold assignment and held-out neighbours (brute force,
    /// on two threads). `max_cos` < 1 also hides known instructions closer than that to
    /// the query (a harder test: only distant paraphrases remain).
    pub fn cv_prepare(&self, folds: usize, max_cos: f32) -> Result<Prepared, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        let entries: Vec<(usize, usize, &str)> = st
            .space
            .entries
            .iter()
            .enumerate()
            .filter_map(|(i, e)| match e.origin {
                Origin::Asset { intent } if !e.dead => Some((i, intent, e.text.as_str())),
                _ => None,
            })
            .collect();
        let items = split(&entries, folds);
        let emb = st.text_emb.clone();
        let vectors: Vec<[f32; X]> = st.space.entries.iter().map(|e| e.vector.0).collect();
        drop(st);
        let run = |part: &[HeldOutItem], plain: bool| -> Vec<Vec<Candidate>> {
            part.iter()
                .map(|it| {
                    let q = if plain { it.plain } else { it.entry };
                    top_candidates(&emb[q * DIM..(q + 1) * DIM], &emb, &items, it.fold, MAX_POOL, max_cos)
                })
                .collect()
        };
        let half = items.len() / 2;
        let (mut cands, mut cands_plain) = (Vec::new(), Vec::new());
        std::thread::scope(|s| {
            let h = s.spawn(|| (run(&items[..half], false), run(&items[..half], true)));
            let (b, bp) = (run(&items[half..], false), run(&items[half..], true));
            let (a, ap) = h.join().unwrap_or_default();
            cands = a.into_iter().chain(b).collect();
            cands_plain = ap.into_iter().chain(bp).collect();
        });
        Ok(Prepared { items, cands, cands_plain, folds, emb, vectors, ridge_cache: HashMap::new() })
    }

    /// Scores one configuration on prepared folds. `normalise`: query by the unframed
    /// phrasing. `tool_pref` ranks the catalog for an understanding (the offline
    /// reasoner's preference).
    pub fn cv_score(
        &self,
        prep: &mut Prepared,
        p: &EstimatorParams,
        ridge_lambda: f32,
        normalise: bool,
        tool_pref: &dyn Fn(&Understanding) -> Vec<f32>,
    ) -> Result<InstructionScores, KnowledgeError> {
        let heads = if p.ridge_weight > 0.0 || p.intent_weight > 0.0 {
            Some(prep.ridge_predictions(ridge_lambda, normalise, self.assets.intents.len())?)
        } else {
            None
        };
        let mut tally = Tally { top1: 0, hit: 0, confused: HashMap::new(), errs: Vec::with_capacity(prep.items.len()) };
        for (i, it) in prep.items.iter().enumerate() {
            let (u, best) = prep.estimate(i, p, heads.as_deref(), normalise);
            match best {
                Some(b) if b == it.intent => tally.top1 += 1,
                Some(b) => *tally.confused.entry((it.intent, b)).or_default() += 1,
                None => {}
            }
            let truth = AffordanceVector(prep.vectors[it.entry]);
            tally.errs.push(u.vector.distance(&truth) as f64);
            let pref = tool_pref(&u);
            let want = (0..pref.len()).max_by(|&a, &b| pref[a].total_cmp(&pref[b]));
            if want.is_some_and(|t| self.assets.intents[it.intent].tools.contains(&t)) {
                tally.hit += 1;
            }
        }
        Ok(tally.scores(&prep.items, &self.assets.intents))
    }

    /// Label CV (see the module docs). `cache_dir` keeps the MiniLM embeddings of label
    /// variants between runs.
    pub fn cv_labels(&self, cache_dir: &std::path::Path) -> Result<LabelScores, KnowledgeError> {
        let vars = self.label_variants();
        let mut texts: Vec<&str> = vars.iter().flatten().map(|(t, _)| t.as_str()).collect();
        texts.sort();
        texts.dedup();
        let flat = self.embed_variants(&texts, cache_dir)?;
        let by_text: HashMap<&str, &[f32]> =
            texts.iter().enumerate().map(|(i, t)| (*t, &flat[i * DIM..(i + 1) * DIM])).collect();
        let vs = VariantScores { ls: &self.labels.space, vars: &vars, by_text };
        let alias = self.alias_out(&vs);
        let objects = self.object_out(&vs);
        let errs = objects.errs;
        Ok(LabelScores {
            aliases: alias.n,
            alias_top1: alias.ok as f64 / alias.n.max(1) as f64,
            alias_unresolved: alias.none as f64 / alias.n.max(1) as f64,
            objects: objects.n,
            object_kind: objects.kind_ok as f64 / objects.n.max(1) as f64,
            object_vector_error_mean: errs.iter().sum::<f64>() / objects.n.max(1) as f64,
            object_vector_error_median: errs.get(errs.len() / 2).copied().unwrap_or(0.0),
            alias_failures: alias.failures,
        })
    }

    /// The variants of every row of the label space, as at run time; a held-out "X of Y"
    /// alias is not a catalog phrase in its own fold.
    fn label_variants(&self) -> Vec<Vec<(String, f32)>> {
        let lex = &self.assets.lexicon;
        let held_out = |t: &String| {
            let mut l = lex.clone();
            l.phrases.remove(t);
            labels::variants_with(t, &l)
        };
        self.labels
            .space
            .labels
            .iter()
            .map(|(t, _)| if lex.phrases.contains(t) { held_out(t) } else { labels::variants_with(t, lex) })
            .collect()
    }

    /// MiniLM embeddings of `texts` (DIM per text), through the cache kept in `cache_dir`.
    fn embed_variants(&self, texts: &[&str], cache_dir: &std::path::Path) -> Result<Vec<f32>, KnowledgeError> {
        let mut cache = super::embed_cache::EmbedCache::load(cache_dir, &super::build::model_tag(&self.minilm));
        let flat = super::build::embed_cached(&self.minilm, texts, Some(&mut cache), &super::progress::Quiet, "")?;
        if std::fs::create_dir_all(cache_dir).is_ok() {
            let _ = cache.save(cache_dir);
        }
        Ok(flat)
    }

    /// (a) Alias out: each label of an object with several must resolve to its own object
    /// when compared with every other label.
    fn alias_out(&self, vs: &VariantScores<'_>) -> AliasTally {
        let ls = &self.labels.space;
        let tools = &self.assets.tools;
        let count: Vec<usize> = (0..ls.n_tools).map(|t| ls.labels.iter().filter(|(_, o)| *o == t).count()).collect();
        let mut a = AliasTally { n: 0, ok: 0, none: 0, failures: Vec::new() };
        for r in 0..ls.labels.len() {
            let t = ls.labels[r].1;
            if count[t] >= 2 {
                a.n += 1;
                let post = ls.posterior_of_scores(&vs.scores(r, &|k| k == r));
                match self.classify(&post) {
                    Some((c, _)) if c == t => a.ok += 1,
                    Some((c, _)) => {
                        a.failures.push(format!("{} -> {} (is {})", ls.labels[r].0, tools[c].name, tools[t].name))
                    }
                    None => {
                        a.none += 1;
                        a.failures.push(format!("{} -> nothing (is {})", ls.labels[r].0, tools[t].name));
                    }
                }
            }
        }
        a
    }

    /// (b) Object out: with all of an object's labels removed, its kind and vector estimated
    /// from the catalog objects its name resolves to.
    fn object_out(&self, vs: &VariantScores<'_>) -> ObjectTally {
        let ls = &self.labels.space;
        let tools = &self.assets.tools;
        let (mut obj_n, mut kind_ok) = (0usize, 0usize);
        let mut errs = Vec::new();
        for t in 0..ls.n_tools {
            let Some(r) = ls.labels.iter().position(|(_, o)| *o == t) else { continue };
            obj_n += 1;
            let post = ls.posterior_of_scores(&vs.scores(r, &|k| ls.labels[k].1 == t));
            let mass: f32 = post.iter().map(|w| w * w).sum();
            let mut v = [0.0f32; X];
            if mass > 0.0 {
                for (o, &w) in post.iter().enumerate() {
                    for (x, y) in v.iter_mut().zip(&tools[o].vector.0) {
                        *x += w * w / mass * y;
                    }
                }
            }
            let kind = self.classify(&post).map(|(c, _)| tools[c].kind.clone());
            if kind.as_ref() == Some(&tools[t].kind) || kind.is_none() && tools[t].kind == ToolKind::Object {
                kind_ok += 1;
            }
            errs.push(AffordanceVector(v).distance(&tools[t].vector) as f64);
        }
        errs.sort_by(|a, b| a.total_cmp(b));
        ObjectTally { n: obj_n, kind_ok, errs }
    }
}

impl Prepared {
    pub fn folds(&self) -> usize {
        self.folds
    }

    /// Held-out estimate of item `i`: the understanding (vector and weighted neighbours from
    /// the other folds) and the intent with the largest weight. `heads`: the held-out ridge
    /// predictions, when the configuration uses them.
    fn estimate(
        &self,
        i: usize,
        p: &EstimatorParams,
        heads: Option<&[RidgeRow]>,
        normalise: bool,
    ) -> (Understanding, Option<usize>) {
        let cands = if normalise { &self.cands_plain[i] } else { &self.cands[i] };
        let w = estimator::weigh(cands, p, heads.map(|h| h[i].1.as_slice()), None);
        let mut v = [0.0f32; X];
        let mut by_intent: HashMap<usize, f32> = HashMap::new();
        let mut neighbours = Vec::with_capacity(w.len());
        for &(ci, wt) in &w {
            let c = &cands[ci];
            for (o, x) in v.iter_mut().zip(&self.vectors[c.id]) {
                *o += wt * x;
            }
            if let Some(intent) = c.intent {
                *by_intent.entry(intent).or_default() += wt;
            }
            neighbours.push(Neighbour {
                entry: c.id as u32,
                text: String::new(),
                intent: None,
                similarity: c.similarity,
                weight: wt,
            });
        }
        let top = w.first().map_or(0.0, |&(ci, _)| cands[ci].similarity);
        let v = estimator::blend(&v, heads.map(|h| &h[i].0), p.ridge_weight, top);
        let best = by_intent.iter().max_by(|a, b| a.1.total_cmp(b.1)).map(|(k, _)| *k);
        let u = Understanding {
            instruction: String::new(),
            embedding: Vec::new(),
            vector: AffordanceVector(v),
            neighbours,
            place_neighbours: Vec::new(),
        };
        (u, best)
    }
    /// Held-out ridge prediction (vector, intent scores) of every item (one fit per fold,
    /// cached per lambda), with the head's intent columns over `intents` intents.
    fn ridge_predictions(
        &mut self,
        lambda: f32,
        normalise: bool,
        intents: usize,
    ) -> Result<Vec<RidgeRow>, KnowledgeError> {
        let key = lambda.to_bits() ^ (normalise as u32);
        if let Some(v) = self.ridge_cache.get(&key) {
            return Ok(v.clone());
        }
        let mut out = vec![([0.0f32; X], Vec::new()); self.items.len()];
        let outputs = X + intents;
        for f in 0..self.folds {
            let train: Vec<&HeldOutItem> = self.items.iter().filter(|i| i.fold != f).collect();
            let mut emb = Vec::with_capacity(train.len() * DIM);
            for it in &train {
                emb.extend_from_slice(&self.emb[it.entry * DIM..(it.entry + 1) * DIM]);
            }
            let mut ys = vec![0.0f32; train.len() * outputs];
            for (row, it) in ys.chunks_exact_mut(outputs).zip(&train) {
                row[..X].copy_from_slice(&self.vectors[it.entry]);
                row[X + it.intent] = 1.0;
            }
            let r = Ridge::fit(&emb, &ys, outputs, lambda)
                .map_err(|e| KnowledgeError::Invalid { key: "knowledge.ridge_lambda".into(), reason: e.to_string() })?;
            for (i, it) in self.items.iter().enumerate().filter(|(_, i)| i.fold == f) {
                let q = if normalise { it.plain } else { it.entry };
                let e = &self.emb[q * DIM..(q + 1) * DIM];
                out[i] = (r.predict(e), r.intent_scores(e));
            }
        }
        self.ridge_cache.insert(key, out.clone());
        Ok(out)
    }
}

/// Counts of the instruction CV while the items are scored.
struct Tally {
    top1: usize,
    hit: usize,
    /// (true intent, top-1 intent) -> held-out items read so.
    confused: HashMap<(usize, usize), usize>,
    /// Vector error per item.
    errs: Vec<f64>,
}

impl Tally {
    fn scores(self, items: &[HeldOutItem], intents: &[Intent]) -> InstructionScores {
        let Tally { top1, hit, confused, mut errs } = self;
        let n = items.len().max(1) as f64;
        let groups = items.iter().map(|i| i.group).max().map(|g| g + 1).unwrap_or(0);
        errs.sort_by(|a, b| a.total_cmp(b));
        let mut confused: Vec<((usize, usize), usize)> = confused.into_iter().collect();
        confused.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let name = |i: usize| intents.get(i).map_or_else(String::new, |x| x.name.clone());
        let confusions = confused
            .into_iter()
            .take(CONFUSIONS_SHOWN)
            .map(|((t, r), count)| Confusion { truth: name(t), read_as: name(r), count })
            .collect();
        InstructionScores {
            items: items.len(),
            groups,
            intent_top1: top1 as f64 / n,
            tool_hit: hit as f64 / n,
            vector_error_mean: errs.iter().sum::<f64>() / n,
            vector_error_median: errs.get(errs.len() / 2).copied().unwrap_or(0.0),
            confusions,
        }
    }
}

/// Label variants scored against the label space.
struct VariantScores<'a> {
    ls: &'a labels::LabelSpace,
    /// Per label-space row: its variants and their weights.
    vars: &'a [Vec<(String, f32)>],
    by_text: HashMap<&'a str, &'a [f32]>,
}

impl VariantScores<'_> {
    /// Per-object scores of row `r`'s variants with the rows `masked` says out.
    fn scores(&self, r: usize, masked: &dyn Fn(usize) -> bool) -> Vec<f32> {
        let mut s = vec![-1.0f32; self.ls.n_tools];
        for (t, w) in &self.vars[r] {
            let Some(e) = self.by_text.get(t.as_str()) else { continue };
            for (k, (_, o)) in self.ls.labels.iter().enumerate() {
                if masked(k) {
                    continue;
                }
                let c = w * dot(e, &self.ls.emb[k * DIM..(k + 1) * DIM]);
                if c > s[*o] {
                    s[*o] = c;
                }
            }
        }
        s
    }
}

/// Alias-out counts: held out, resolved to their own object, resolved to nothing, and the
/// failures as text.
struct AliasTally {
    n: usize,
    ok: usize,
    none: usize,
    failures: Vec<String>,
}

/// Object-out counts: held out, kind right, and the vector errors (sorted).
struct ObjectTally {
    n: usize,
    kind_ok: usize,
    errs: Vec<f64>,
}

/// Label CV scores.
#[derive(Debug, Clone, Serialize)]
pub struct LabelScores {
    pub aliases: usize,
    pub alias_top1: f64,
    pub alias_unresolved: f64,
    pub objects: usize,
    pub object_kind: f64,
    pub object_vector_error_mean: f64,
    pub object_vector_error_median: f64,
    #[serde(skip)]
    pub alias_failures: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_out_group_never_leaks_into_its_own_training_folds() {
        let texts = [
            (0, 0, "my throat is dry"),
            (1, 0, "ugh, my throat is dry"),
            (2, 0, "My throat is dry. any ideas?"),
            (3, 0, "honestly, my throat is dry"),
            (4, 0, "I'm parched"),
            (5, 0, "robot, I'm parched"),
            (6, 1, "it's too dark in here"),
            (7, 1, "it's too dark in here, please help"),
            (8, 1, "I can't see a thing"),
        ];
        let items = split(&texts, 5);
        assert_eq!(items.iter().map(|i| i.group).max(), Some(3), "four phrasings");
        for a in &items {
            for b in &items {
                if a.group == b.group {
                    assert_eq!(a.fold, b.fold, "{} and {} share a phrasing", a.entry, b.entry);
                }
            }
        }
        assert!(items[..4].iter().all(|i| i.plain == 0) && items[5].plain == 4 && items[7].plain == 6);
        // Neighbour search for a held-out item only sees other folds.
        let mut emb = vec![0.0f32; texts.len() * DIM];
        for (i, row) in emb.chunks_mut(DIM).enumerate() {
            row[i % 4] = 1.0;
        }
        for it in &items {
            let c = top_candidates(&emb[it.entry * DIM..(it.entry + 1) * DIM], &emb, &items, it.fold, 64, 1.0);
            assert!(c.iter().all(|c| items[c.id].fold != it.fold && items[c.id].group != it.group));
        }
    }
}
