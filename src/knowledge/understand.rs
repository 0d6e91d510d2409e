//! Offline understanding of a request: its nearest known instructions (MiniLM over the
//! text HNSW, plus the lexical channel), weighed per instruction or per intent, and the
//! affordance vector they and the ridge head estimate.

use super::estimator::{self, Candidate, EstimatorParams};
use super::{framing, Knowledge, KnowledgeError, Origin};
use crate::perception::models::minilm;
use crate::types::affordance::{AffordanceVector, X};
use serde::Serialize;

/// A known instruction close to a new one.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Neighbour {
    pub entry: u32,
    pub text: String,
    /// Intent name for asset entries.
    pub intent: Option<String>,
    /// MiniLM cosine to the input.
    pub similarity: f32,
    /// Weight in the estimate (sums to 1).
    pub weight: f32,
}

/// Offline understanding of an instruction.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Understanding {
    pub instruction: String,
    /// MiniLM embedding of the text the neighbours were searched with (unit norm; empty when
    /// the understanding was built otherwise).
    #[serde(skip)]
    pub embedding: Vec<f32>,
    /// Estimated affordance vector.
    pub vector: AffordanceVector,
    pub neighbours: Vec<Neighbour>,
    /// The neighbours whose storage places are voted for, when they differ from
    /// `neighbours` (per-intent pooling): the `knowledge.neighbours` nearest instructions
    /// weighed one by one, so pooling does not spread the place vote over more intents.
    /// Empty: `neighbours` vote.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub place_neighbours: Vec<Neighbour>,
}

impl Understanding {
    /// The neighbours whose storage places count (see `place_neighbours`).
    pub fn place_voters(&self) -> &[Neighbour] {
        if self.place_neighbours.is_empty() {
            &self.neighbours
        } else {
            &self.place_neighbours
        }
    }

    /// The `k` intents with the most weight among the neighbours, heaviest first (run-time
    /// plans count as "inserted"): what the request was read as.
    pub fn heaviest_intents(&self, k: usize) -> Vec<(String, f32)> {
        let mut by_intent: Vec<(String, f32)> = Vec::new();
        for nb in &self.neighbours {
            let name = nb.intent.as_deref().unwrap_or("inserted");
            match by_intent.iter_mut().find(|(i, _)| i == name) {
                Some(slot) => slot.1 += nb.weight,
                None => by_intent.push((name.to_string(), nb.weight)),
            }
        }
        by_intent.sort_by(|a, b| b.1.total_cmp(&a.1));
        by_intent.truncate(k);
        by_intent
    }
}

impl Knowledge {
    /// MiniLM embedding of a text (unit norm, 384-d).
    pub fn embed_text(&self, text: &str) -> Result<Vec<f32>, KnowledgeError> {
        Ok(self.minilm.embed(text)?)
    }

    /// MiniLM cosine of two texts, each embedded on its own (so the same pair always gives
    /// the same bits); `None` when the encoder fails.
    pub fn text_cosine(&self, a: &str, b: &str) -> Option<f32> {
        let (ea, eb) = (self.minilm.embed(a).ok()?, self.minilm.embed(b).ok()?);
        Some(crate::perception::models::minilm::dot(&ea, &eb))
    }

    /// MiniLM embeddings of many texts, in batches (unit norm, 384-d).
    pub fn embed_texts(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, KnowledgeError> {
        Ok(self.minilm.embed_many(texts, super::build::EMBED_BATCH)?)
    }

    /// Offline understanding of a new instruction (see [`estimator`]): with
    /// `knowledge.normalise_framing` the text is first stripped of its conversational
    /// framing ([`framing::core`]); its `knowledge.neighbour_pool` nearest known
    /// instructions (MiniLM cosine) are weighed per instruction or per intent, and the
    /// weighted mean of their vectors is blended with the ridge head's prediction
    /// (`knowledge.ridge_weight`). With `knowledge.split_clauses` the clauses of a
    /// many-clause request are embedded in the same MiniLM pass and searched too
    /// ([`framing::clauses_of`]). With `knowledge.lexical_weight` the instructions sharing the
    /// request's rarer word stems are candidates too, and each intent's lexical coverage
    /// counts in its pooled score ([`lexical`]).
    pub fn understand(&self, instruction: &str) -> Result<Understanding, KnowledgeError> {
        let text = instruction.trim();
        if text.is_empty() {
            return Err(KnowledgeError::Invalid { key: "instruction".into(), reason: "empty instruction".into() });
        }
        let query = if self.reading.normalise_framing { framing::core(text) } else { String::new() };
        let whole = if query.is_empty() { text } else { &query };
        let clauses = if self.reading.clause_margin.is_some() { framing::clauses_of(text) } else { Vec::new() };
        if clauses.is_empty() {
            let e = self.minilm.embed(whole)?;
            return self.understand_embedded(text, &e);
        }
        let mut texts = vec![whole];
        texts.extend(clauses.iter().map(|c| c.as_str()));
        let mut es = self.minilm.embed_batch(&texts)?.into_iter();
        let e = es.next().ok_or_else(|| KnowledgeError::Invalid {
            key: "instruction".into(),
            reason: "the sentence encoder returned no embedding".into(),
        })?;
        self.understand_clauses(text, &e, &es.collect::<Vec<_>>())
    }

    /// [`Knowledge::understand`] for an already embedded text.
    pub fn understand_embedded(&self, text: &str, e: &[f32]) -> Result<Understanding, KnowledgeError> {
        self.understand_clauses(text, e, &[])
    }

    /// [`Knowledge::understand_embedded`] with the embeddings of the request's clauses
    /// (`knowledge.split_clauses`): the known instructions nearest the whole text and nearest
    /// each clause are candidates, each at its best cosine (a clause's less
    /// `knowledge.clause_margin`), and with the lexical channel the instructions sharing the
    /// most rare stems.
    fn understand_clauses(&self, text: &str, e: &[f32], clauses: &[Vec<f32>]) -> Result<Understanding, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        let p = &self.reading.estimator;
        let k = p.k.max(p.pool);
        let live = |id: usize| st.space.entries.get(id).is_some_and(|x| !x.dead);
        let mut ids: Vec<usize> = st.text_ann.search(e, k, live).into_iter().map(|(id, _)| id).collect();
        for c in clauses {
            ids.extend(st.text_ann.search(c, k, live).into_iter().map(|(id, _)| id));
        }
        let lexical = (p.pool > 0 && p.lexical_weight > 0.0).then(|| st.lexical.query(text)).filter(|q| !q.is_empty());
        if let Some(q) = &lexical {
            ids.extend(st.lexical.top(q, k, live).into_iter().map(|(id, _)| id));
        }
        if !clauses.is_empty() || lexical.is_some() {
            ids.sort_unstable();
            ids.dedup();
        }
        let margin = self.reading.clause_margin.unwrap_or(0.0);
        let cands: Vec<Candidate> = ids
            .iter()
            .map(|&id| {
                let known = &st.text_emb[id * minilm::DIM..(id + 1) * minilm::DIM];
                let by_clause = clauses.iter().map(|c| minilm::dot(c, known) - margin);
                Candidate {
                    id,
                    similarity: by_clause.fold(minilm::dot(e, known), f32::max),
                    intent: match st.space.entries[id].origin {
                        Origin::Asset { intent } => Some(intent),
                        Origin::Inserted { .. } => None,
                    },
                }
            })
            .collect();
        let mut v = [0.0f32; X];
        let neighbour = |ci: usize, w: f32| {
            let c = &cands[ci];
            Neighbour {
                entry: c.id as u32,
                text: st.space.entries[c.id].text.clone(),
                intent: c.intent.and_then(|i| self.assets.intents.get(i)).map(|i| i.name.clone()),
                similarity: c.similarity,
                weight: w,
            }
        };
        let mut neighbours = Vec::new();
        let intent_scores = st.ridge.as_ref().filter(|_| p.intent_weight > 0.0).map(|r| r.intent_scores(e));
        let coverage = lexical.as_ref().map(|q| st.lexical.group_coverage(q));
        for (ci, w) in estimator::weigh(&cands, p, intent_scores.as_deref(), coverage.as_deref()) {
            for (o, x) in v.iter_mut().zip(&st.space.entries[cands[ci].id].vector.0) {
                *o += w * x;
            }
            neighbours.push(neighbour(ci, w));
        }
        let place_neighbours = if p.pool > 0 {
            let one_by_one = EstimatorParams { pool: 0, ..*p };
            estimator::weigh(&cands, &one_by_one, None, None).into_iter().map(|(ci, w)| neighbour(ci, w)).collect()
        } else {
            Vec::new()
        };
        let ridge = st.ridge.as_ref().map(|r| r.predict(e));
        let top = neighbours.first().map_or(0.0, |n| n.similarity);
        let v = estimator::blend(&v, ridge.as_ref(), p.ridge_weight, top);
        Ok(Understanding {
            instruction: text.to_string(),
            embedding: e.to_vec(),
            vector: AffordanceVector(v),
            neighbours,
            place_neighbours,
        })
    }
}

#[cfg(test)]
mod understanding_tests {
    use super::*;

    fn n(entry: u32, weight: f32) -> Neighbour {
        Neighbour { entry, text: String::new(), intent: None, similarity: 0.8, weight }
    }

    #[test]
    fn storage_places_are_voted_by_the_nearest_instructions_when_the_tool_vote_pools_intents() {
        let pooled = vec![n(1, 0.6), n(7, 0.4)];
        let mut u = Understanding {
            instruction: "x".into(),
            embedding: Vec::new(),
            vector: AffordanceVector([0.0; X]),
            neighbours: pooled.clone(),
            place_neighbours: Vec::new(),
        };
        assert_eq!(u.place_voters(), &pooled[..], "no separate place vote: the neighbours vote");
        u.place_neighbours = vec![n(1, 0.5), n(2, 0.5)];
        assert_eq!(u.place_voters().iter().map(|x| x.entry).collect::<Vec<_>>(), [1, 2]);
    }

    #[test]
    fn a_request_reads_as_the_intent_its_neighbours_weigh_most_together() {
        let of =
            |entry, intent: Option<&str>, weight| Neighbour { intent: intent.map(String::from), ..n(entry, weight) };
        let u = Understanding {
            instruction: "x".into(),
            embedding: Vec::new(),
            vector: AffordanceVector([0.0; X]),
            // One heavy phrasing of `rain`, two lighter ones of `pitch_tent` that add up to more.
            neighbours: vec![
                of(1, Some("rain"), 0.4),
                of(2, Some("pitch_tent"), 0.3),
                of(3, Some("pitch_tent"), 0.25),
                of(4, None, 0.05),
            ],
            place_neighbours: Vec::new(),
        };
        let read = u.heaviest_intents(2);
        assert_eq!(read.iter().map(|x| x.0.as_str()).collect::<Vec<_>>(), ["pitch_tent", "rain"]);
        assert!((read[0].1 - 0.55).abs() < 1e-6);
        assert_eq!(u.heaviest_intents(9).last().map(|x| x.0.as_str()), Some("inserted"));
    }
}
