//! The simulated detector's open vocabulary: which prompt each scene object answers to. An
//! object is reported only under a prompt of the current vocabulary whose text embedding is
//! close enough to the embedding of the object's hidden description (`sim.prompt_match`), best
//! prompt first. Its crop embedding is the description's embedding plus seeded noise: the
//! declared stand-in ([`EmbeddingSpace::MiniLmStandIn`]) for MobileCLIP's image tower.

use crate::lanes::dot;
use crate::types::observation::{EmbeddingSpace, PromptEmbeddings};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::Arc;

/// Encodes texts to unit-norm vectors (MiniLM in the runtime).
pub trait TextEncoder: Send + Sync {
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String>;
}

/// How prompts match descriptions, and how noisy the crop embeddings are.
#[derive(Debug, Clone, Copy)]
pub struct MatchParams {
    /// Least cosine of a prompt to a description for the object to be reported under it.
    pub prompt_match: f32,
    /// Size of the crop embedding's noise, as a share of its unit norm.
    pub embedding_noise: f32,
    pub seed: u64,
}

/// The prompts each object answers to under the current vocabulary.
pub struct PromptMatcher {
    encoder: Arc<dyn TextEncoder>,
    p: MatchParams,
    descriptions: Vec<Arc<[f32]>>,
    crops: Vec<Arc<[f32]>>,
    cache: HashMap<String, Arc<[f32]>>,
    table: Arc<PromptEmbeddings>,
    /// Per object: (prompt index in `table`, cosine) at or above `prompt_match`, best first.
    matches: Vec<Vec<(usize, f32)>>,
}

fn unit(mut v: Vec<f32>) -> Arc<[f32]> {
    let n = dot(&v, &v).sqrt().max(1e-12);
    v.iter_mut().for_each(|x| *x /= n);
    Arc::from(v)
}

impl PromptMatcher {
    /// Embeds the scene's descriptions once; each object's crop embedding gets its own seeded
    /// noise (the same object looks the same in every frame, as a tracked crop does).
    pub fn new(encoder: Arc<dyn TextEncoder>, descriptions: &[&str], p: MatchParams) -> Result<PromptMatcher, String> {
        let descs: Vec<Arc<[f32]>> = encoder.encode(descriptions)?.into_iter().map(unit).collect();
        let crops =
            descs.iter().enumerate().map(|(i, d)| noisy(d, p.embedding_noise, p.seed ^ (i as u64 + 1))).collect();
        let table = Arc::new(PromptEmbeddings { space: EmbeddingSpace::MiniLmStandIn, prompts: Vec::new() });
        let matches = vec![Vec::new(); descs.len()];
        Ok(PromptMatcher { encoder, p, descriptions: descs, crops, cache: HashMap::new(), table, matches })
    }

    /// Sets the object prompts (new ones are embedded once and cached).
    pub fn set_prompts(&mut self, prompts: &[String]) -> Result<(), String> {
        let missing: Vec<&str> = prompts.iter().map(String::as_str).filter(|p| !self.cache.contains_key(*p)).collect();
        if !missing.is_empty() {
            for (t, e) in missing.iter().zip(self.encoder.encode(&missing)?) {
                self.cache.insert(t.to_string(), unit(e));
            }
        }
        let mut rows: Vec<(String, Arc<[f32]>)> =
            prompts.iter().filter_map(|p| self.cache.get(p).map(|e| (p.clone(), e.clone()))).collect();
        rows.sort_by(|a, b| a.0.cmp(&b.0));
        rows.dedup_by(|a, b| a.0 == b.0);
        self.matches = self
            .descriptions
            .iter()
            .map(|d| {
                let mut m: Vec<(usize, f32)> = rows
                    .iter()
                    .enumerate()
                    .map(|(i, (_, e))| (i, dot(d, e)))
                    .filter(|(_, c)| *c >= self.p.prompt_match)
                    .collect();
                m.sort_by(|a, b| b.1.total_cmp(&a.1));
                m
            })
            .collect();
        self.table = Arc::new(PromptEmbeddings { space: EmbeddingSpace::MiniLmStandIn, prompts: rows });
        Ok(())
    }

    /// The prompts object `i` answers to: (prompt, cosine), best first.
    pub fn matches(&self, i: usize) -> impl Iterator<Item = (&str, f32)> {
        self.matches.get(i).into_iter().flatten().map(|&(k, c)| (self.table.prompts[k].0.as_str(), c))
    }

    /// Object `i`'s crop embedding.
    pub fn crop(&self, i: usize) -> Option<Arc<[f32]>> {
        self.crops.get(i).cloned()
    }

    /// The vocabulary's prompts in the crop embeddings' space.
    pub fn table(&self) -> Arc<PromptEmbeddings> {
        self.table.clone()
    }
}

/// `d` plus a seeded random vector of norm `size`, normalised again.
fn noisy(d: &[f32], size: f32, seed: u64) -> Arc<[f32]> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n: Vec<f32> = d.iter().map(|_| rng.random_range(-1.0f32..1.0)).collect();
    let norm = dot(&n, &n).sqrt().max(1e-12);
    unit(d.iter().zip(&n).map(|(x, e)| x + size * e / norm).collect())
}

/// A bag-of-words encoder: each word hashes to a fixed random direction. Shares words, shares
/// direction; for tests of the simulator that must not load MiniLM.
pub struct WordHashEncoder {
    pub dim: usize,
}

impl TextEncoder for WordHashEncoder {
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String> {
        Ok(texts
            .iter()
            .map(|t| {
                let mut v = vec![0f32; self.dim];
                for w in t.split_whitespace() {
                    let seed = w
                        .to_lowercase()
                        .bytes()
                        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    v.iter_mut().for_each(|x| *x += rng.random_range(-1.0f32..1.0));
                }
                v
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matcher(noise: f32) -> PromptMatcher {
        let enc: Arc<dyn TextEncoder> = Arc::new(WordHashEncoder { dim: 64 });
        let p = MatchParams { prompt_match: 0.3, embedding_noise: noise, seed: 7 };
        PromptMatcher::new(enc, &["white ceramic mug", "steel claw hammer"], p).unwrap()
    }

    #[test]
    fn an_object_answers_only_to_prompts_close_to_its_description() {
        let mut m = matcher(0.0);
        m.set_prompts(&["mug".into(), "hammer".into(), "sofa".into()]).unwrap();
        let mug: Vec<&str> = m.matches(0).map(|(p, _)| p).collect();
        assert_eq!(mug, ["mug"]);
        let hammer: Vec<&str> = m.matches(1).map(|(p, _)| p).collect();
        assert_eq!(hammer, ["hammer"]);
        m.set_prompts(&["sofa".into()]).unwrap();
        assert_eq!(m.matches(0).count(), 0, "not in the vocabulary: not reported");
    }

    #[test]
    fn crop_embeddings_are_noisy_unit_vectors_near_the_description() {
        let m = matcher(0.3);
        let c = m.crop(0).unwrap();
        assert!((dot(&c, &c) - 1.0).abs() < 1e-4);
        let d = &m.descriptions[0];
        let cos = dot(&c, d);
        assert!(cos > 0.85 && cos < 0.999, "{cos}");
        assert_eq!(m.crop(0), matcher(0.3).crop(0), "seeded");
    }
}
