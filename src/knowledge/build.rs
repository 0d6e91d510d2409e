//! Building the relationship space and its indexes from entries: MiniLM embeddings of every
//! phrasing (once each, through the embedding cache), the clustered space, the text HNSW, the
//! ridge head and the lexical index.

use super::ann::{Ann, TextAnn};
use super::embed_cache::EmbedCache;
use super::estimator::{EstimatorParams, Ridge};
use super::framing;
use super::lexical::LexicalIndex;
use super::progress::BuildProgress;
use super::{Assets, Entry, KnowledgeError, Origin, Space, SpaceParams, State, ToolRef};
use crate::config::Config;
use crate::perception::models::minilm::{self, MiniLm};
use crate::types::affordance::X;
use std::collections::{HashMap, HashSet};

/// Texts per MiniLM forward pass when embedding many (sorted by length, so padding is small).
/// A fresh index build of 25,803 instructions (33k texts), release, 2 cores: 142 s at 32,
/// 124 s at 128, 128 s at 512; two threads each embedding every other batch: 150 s.
pub(super) const EMBED_BATCH: usize = 128;

/// Entries of the knowledge files.
pub(super) fn asset_entries(a: &Assets) -> Vec<Entry> {
    let mut v = Vec::with_capacity(a.instruction_count());
    for (ii, it) in a.intents.iter().enumerate() {
        let results: Vec<ToolRef> = it
            .tools
            .iter()
            .map(|&t| ToolRef {
                name: a.tools[t].name.clone(),
                catalog: Some(t),
                vector: a.tools[t].vector,
                operational: Some(a.tools[t].operational.part.clone()),
                functional: Some(a.tools[t].functional.part.clone()),
            })
            .collect();
        let unseen: Vec<String> = it.unseen.iter().map(|&u| a.tools[u].name.clone()).collect();
        for s in &it.instructions {
            v.push(Entry {
                text: s.clone(),
                vector: it.vector,
                results: results.clone(),
                unseen: unseen.clone(),
                origin: Origin::Asset { intent: ii },
                dead: false,
            });
        }
    }
    v
}

pub(super) fn model_tag(m: &MiniLm) -> String {
    let p = m.dir().join("model.safetensors");
    std::fs::metadata(&p).map(|md| md.len().to_string()).unwrap_or_else(|_| "0".into())
}

/// Embeds `texts` (row-major, DIM wide), each distinct text once, taking the ones `cache`
/// holds from it and adding the others to it; reports each forward pass to `progress` as
/// `phase`.
pub(super) fn embed_cached(
    m: &MiniLm,
    texts: &[&str],
    cache: Option<&mut EmbedCache>,
    progress: &dyn BuildProgress,
    phase: &str,
) -> Result<Vec<f32>, KnowledgeError> {
    let mut seen = HashSet::new();
    let missing: Vec<&str> = texts
        .iter()
        .copied()
        .filter(|t| cache.as_deref().is_none_or(|c| c.get(t).is_none()) && seen.insert(*t))
        .collect();
    let fresh: HashMap<&str, Vec<f32>> = if missing.is_empty() {
        HashMap::new()
    } else {
        let total = missing.len();
        progress.embedded(phase, 0, total);
        let v = m.embed_many_with(&missing, EMBED_BATCH, &mut |done| progress.embedded(phase, done, total))?;
        missing.iter().copied().zip(v).collect()
    };
    let mut out = Vec::with_capacity(texts.len() * minilm::DIM);
    for t in texts {
        match fresh.get(t) {
            Some(e) => out.extend_from_slice(e),
            None => match cache.as_deref().and_then(|c| c.get(t)) {
                Some(e) => out.extend_from_slice(e),
                None => out.extend_from_slice(&m.embed(t)?),
            },
        }
    }
    if let Some(c) = cache {
        for (t, e) in &fresh {
            c.insert(t, e);
        }
    }
    Ok(out)
}

/// What each entry is embedded as. With `share` an entry of the knowledge files that is a
/// conversational framing of another phrasing of them ("hey, I am thirsty", "I'm parched,
/// please help") shares that phrasing's embedding (the framings quadruple the texts a build
/// embeds); every other entry is its own text.
pub(super) fn phrasings(entries: &[Entry], share: bool) -> Vec<&str> {
    let asset = |e: &Entry| share && matches!(e.origin, Origin::Asset { .. });
    let unframed: HashMap<String, &str> = entries
        .iter()
        .filter(|e| asset(e) && framing::words(&e.text) == framing::core(&e.text))
        .map(|e| (framing::core(&e.text), e.text.as_str()))
        .collect();
    entries
        .iter()
        .map(|e| match asset(e) {
            true => unframed.get(&framing::core(&e.text)).copied().unwrap_or(e.text.as_str()),
            false => e.text.as_str(),
        })
        .collect()
}

/// How a build embeds texts: the encoder, the embedding cache, and whom it tells.
pub(super) struct Embedder<'a> {
    pub m: &'a MiniLm,
    pub cache: Option<&'a mut EmbedCache>,
    pub progress: &'a dyn BuildProgress,
    /// Framed phrasings share their unframed phrasing's embedding ([`phrasings`]).
    pub share_framings: bool,
}

pub(super) fn build_state(
    emb: Embedder<'_>,
    entries: Vec<Entry>,
    params: SpaceParams,
    generation: u64,
    assets: &Assets,
    ridge_lambda: f32,
) -> Result<State, KnowledgeError> {
    let text_emb =
        embed_cached(emb.m, &phrasings(&entries, emb.share_framings), emb.cache, emb.progress, "instructions")?;
    let space = Space::build(entries, params);
    let text_ann = build_text_ann(&space, &text_emb);
    let ridge = Some(fit_ridge(&space, &text_emb, assets.intents.len(), ridge_lambda)?);
    let lexical = lexical_index(&space);
    Ok(State { space, text_emb, text_ann, ridge, lexical, generation })
}

/// The lexical index of a space's entries, grouped by intent.
pub(super) fn lexical_index(space: &Space) -> LexicalIndex {
    LexicalIndex::build(space.entries.iter().map(|e| {
        let intent = match e.origin {
            Origin::Asset { intent } => Some(intent),
            Origin::Inserted { .. } => None,
        };
        (e.text.as_str(), intent)
    }))
}

/// Fits the ridge head on the live entries of a space: the affordance vector and a one-hot
/// row over the `intents` intents (all zero for a run-time plan).
pub(super) fn fit_ridge(space: &Space, text_emb: &[f32], intents: usize, lambda: f32) -> Result<Ridge, KnowledgeError> {
    let live: Vec<usize> = (0..space.entries.len()).filter(|&i| !space.entries[i].dead).collect();
    let mut emb = Vec::with_capacity(live.len() * minilm::DIM);
    for &i in &live {
        emb.extend_from_slice(&text_emb[i * minilm::DIM..(i + 1) * minilm::DIM]);
    }
    let outputs = X + intents;
    let mut ys = vec![0.0f32; live.len() * outputs];
    for (row, &i) in ys.chunks_exact_mut(outputs).zip(&live) {
        row[..X].copy_from_slice(&space.entries[i].vector.0);
        if let Origin::Asset { intent } = space.entries[i].origin {
            if intent < intents {
                row[X + intent] = 1.0;
            }
        }
    }
    Ridge::fit(&emb, &ys, outputs, lambda)
        .map_err(|e| KnowledgeError::Invalid { key: "knowledge.ridge_lambda".into(), reason: e.to_string() })
}

/// Estimator hyper-parameters of a configuration.
pub fn estimator_params(cfg: &Config) -> EstimatorParams {
    let k = &cfg.knowledge;
    EstimatorParams {
        k: k.neighbours,
        pool: k.neighbour_pool,
        tau: k.neighbour_temperature,
        member_tau: k.member_temperature,
        ridge_weight: k.ridge_weight,
        intent_weight: k.intent_weight,
        lexical_weight: k.lexical_weight,
    }
}

/// The text HNSW over the live entries' MiniLM embeddings, built in entry order by one
/// thread (hnsw_rs seeds its level generator with a constant, so the same entries give the
/// same graph).
pub(super) fn build_text_ann(space: &Space, text_emb: &[f32]) -> TextAnn {
    let text_ann: TextAnn = Ann::new(minilm::DIM, space.entries.len() + 256);
    for (i, _) in space.entries.iter().enumerate().filter(|(_, e)| !e.dead) {
        text_ann.insert(&text_emb[i * minilm::DIM..(i + 1) * minilm::DIM], i);
    }
    text_ann
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::affordance::AffordanceVector;

    fn entry(text: &str, origin: Origin) -> Entry {
        Entry {
            text: text.into(),
            vector: AffordanceVector([0.0; X]),
            results: vec![],
            unseen: vec![],
            origin,
            dead: false,
        }
    }

    #[test]
    fn framed_phrasings_of_the_knowledge_files_share_the_unframed_ones_embedding_when_asked() {
        let asset = || Origin::Asset { intent: 0 };
        let entries = vec![
            entry("I'm parched", asset()),
            entry("hey, I'm parched", asset()),
            entry("I'm parched, please help", asset()),
            entry("hey, my throat is dry", asset()),
            entry("hey, I'm parched", Origin::Inserted { source: "msi".into() }),
        ];
        let shared = phrasings(&entries, true);
        assert_eq!(
            shared,
            vec!["I'm parched", "I'm parched", "I'm parched", "hey, my throat is dry", "hey, I'm parched"]
        );
        let own: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
        assert_eq!(phrasings(&entries, false), own);
    }
}
