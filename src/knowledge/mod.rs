//! The Instruction-Tool Relationship Space (seed 000, III-C): knowledge files, the
//! clustered space with its DFS retrieval, hnsw_rs indexes, offline understanding of new
//! instructions and labels, run-time insertion of plans, crash-safe persistence.

pub mod affordance;
pub mod ann;
pub mod assets;
pub mod cv;
pub mod embed_cache;
pub mod estimator;
pub mod framing;
pub mod kmeans;
pub mod labels;
pub mod lexical;
pub mod lexicon;
pub mod persist;
pub mod plan;
pub mod plot;
pub mod space;

pub use affordance::{AffordanceVector, X};
pub use assets::{Assets, PartLayout, Sources, Tool, ToolKind};
pub use plan::TaskPlan;
pub use space::{DfsResult, Entry, Origin, Retrieved, Space, SpaceParams, ToolRef};

use crate::config::Config;
use crate::perception::models::minilm::{self, MiniLm, MiniLmError};
use ann::{AffAnn, Ann, TextAnn};
use embed_cache::EmbedCache;
use estimator::{Candidate, EstimatorParams, Ridge};
use labels::LabelSpace;
use lexical::LexicalIndex;
use persist::PersistError;
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use tracing::{info, warn};

/// Errors of the knowledge base. Each names the file and line, or the key, at fault.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KnowledgeError {
    #[error("{file}:{line}: {reason}")]
    Asset { file: String, line: usize, reason: String },
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error(transparent)]
    Model(#[from] MiniLmError),
    #[error("index: {0}")]
    Persist(#[from] PersistError),
    #[error("{key}: {reason}")]
    Invalid { key: String, reason: String },
    #[error("knowledge state lock poisoned")]
    Poisoned,
    #[error("label space: scoring the catalog names failed: {0}")]
    LabelSpace(String),
}

/// Texts per MiniLM forward pass when embedding many (sorted by length, so padding is small).
/// A fresh index build of 25,803 instructions (33k texts), release, 2 cores: 142 s at 32,
/// 124 s at 128, 128 s at 512; two threads each embedding every other batch: 150 s.
const EMBED_BATCH: usize = 128;

/// Id offset of tool points in the affordance HNSW (instruction points use entry ids).
const TOOL_ID_BASE: usize = 1 << 30;

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

/// Counts for `aide index stats`.
#[derive(Debug, Clone, Serialize)]
pub struct Stats {
    pub tools: usize,
    pub intents: usize,
    pub entries: usize,
    pub live_entries: usize,
    pub inserted: usize,
    pub tombstones: usize,
    /// T: index instructions reachable by the DFS.
    pub indexed: usize,
    pub clusters: usize,
    pub sub_clusters: Vec<usize>,
    pub generation: u64,
    pub index_dir: PathBuf,
    pub origin: String,
}

/// Mutable part: the space and its indexes.
struct State {
    space: Space,
    /// MiniLM embedding of each entry's text, row-major (DIM per entry).
    text_emb: Vec<f32>,
    text_ann: TextAnn,
    aff_ann: AffAnn,
    /// Ridge head from MiniLM embeddings to affordance vectors and intent scores, fitted on
    /// the live entries when the state is built (see [`estimator`]); not refitted on a
    /// run-time insert.
    ridge: Option<Ridge>,
    /// Stems of each entry's text (derived, not persisted; see [`lexical`]).
    lexical: LexicalIndex,
    generation: u64,
}

/// The knowledge base: `Send + Sync`, shared as `Arc<Knowledge>`.
pub struct Knowledge {
    assets: Assets,
    origin: String,
    identity: String,
    minilm: MiniLm,
    labels: LabelSpace,
    /// Label-space vector of each catalog object (its own name), sparse.
    tool_label: Vec<Arc<[(u32, f32)]>>,
    state: RwLock<State>,
    /// Per label seen: its label-space vector and the MiniLM embedding of the label as written.
    label_cache: RwLock<HashMap<String, CachedLabel>>,
    /// Place kernel: for storage objects a and b, the MiniLM cosine of their names when it is
    /// at least `knowledge.place_kernel_min` (a "drawer" is partly a "kitchen drawer"), 1 on the
    /// diagonal, else 0; row-major over catalog indices, zero for non-storage objects.
    place_kernel: Vec<f32>,
    index_dir: PathBuf,
    params: SpaceParams,
    estimator: EstimatorParams,
    normalise_framing: bool,
    /// `knowledge.split_clauses` and `knowledge.clause_margin` (None: whole text only).
    clause_margin: Option<f32>,
    ridge_lambda: f32,
    persist_plans: bool,
    offline_accept: f32,
    offline_place_min: f32,
    offline_context: f32,
    offline_unvoted_rank: f32,
    place_vote_pooled: f32,
    save_lock: Mutex<()>,
}

impl std::fmt::Debug for Knowledge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knowledge").field("origin", &self.origin).field("index_dir", &self.index_dir).finish()
    }
}

/// Exclusive advisory lock on the index directory (released on drop or process death).
struct DirLock(std::fs::File);

impl DirLock {
    fn take(dir: &Path) -> Result<DirLock, KnowledgeError> {
        let p = dir.join(".lock");
        let f = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&p)
            .map_err(|e| KnowledgeError::Io { path: p.clone(), reason: e.to_string() })?;
        use std::os::fd::AsRawFd;
        // SAFETY: flock on a file descriptor we own; no memory is shared.
        let r = unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) };
        if r != 0 {
            return Err(KnowledgeError::Io { path: p, reason: std::io::Error::last_os_error().to_string() });
        }
        Ok(DirLock(f))
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        use std::os::fd::AsRawFd;
        // SAFETY: unlocking our own descriptor.
        unsafe { libc::flock(self.0.as_raw_fd(), libc::LOCK_UN) };
    }
}

fn emb_bytes(v: &[f32]) -> Vec<u8> {
    let mut b = Vec::with_capacity(8 + v.len() * 4);
    b.extend_from_slice(&(v.len() as u64).to_le_bytes());
    for x in v {
        b.extend_from_slice(&x.to_le_bytes());
    }
    b
}

fn emb_from_bytes(b: &[u8]) -> Option<Vec<f32>> {
    let n = u64::from_le_bytes(b.get(..8)?.try_into().ok()?) as usize;
    let body = b.get(8..)?;
    if body.len() != n * 4 {
        return None;
    }
    Some(body.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
}

/// Index directory of a configuration.
pub fn index_dir(cfg: &Config) -> PathBuf {
    if cfg.knowledge.index_dir.is_empty() {
        cfg.state_dir().join("index")
    } else {
        PathBuf::from(&cfg.knowledge.index_dir)
    }
}

/// Entries of the knowledge files.
fn asset_entries(a: &Assets) -> Vec<Entry> {
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

impl Knowledge {
    /// Loads the knowledge files (embedded, or `knowledge.dir`), MiniLM, and the persisted
    /// index under `knowledge.index_dir` (default `<state_dir>/index`); rebuilds and saves
    /// the index when it is missing, stale or corrupt, logging why.
    pub fn open(cfg: &Config) -> Result<Knowledge, KnowledgeError> {
        let (src, minilm) = Knowledge::sources(cfg)?;
        Knowledge::open_with(cfg, src, minilm, &index_dir(cfg))
    }

    /// Like [`Knowledge::open`], but always rebuilds the space and its indexes (keeping
    /// plans inserted at run time) and saves a new generation.
    pub fn rebuild(cfg: &Config) -> Result<Knowledge, KnowledgeError> {
        let (src, minilm) = Knowledge::sources(cfg)?;
        Knowledge::open_inner(cfg, src, minilm, &index_dir(cfg), true)
    }

    fn sources(cfg: &Config) -> Result<(Sources, MiniLm), KnowledgeError> {
        let src = if cfg.knowledge.dir.is_empty() {
            Sources::embedded()
        } else {
            Sources::from_dir(Path::new(&cfg.knowledge.dir))?
        };
        Ok((src, MiniLm::open(&cfg.knowledge.minilm_dir)?))
    }

    /// [`Knowledge::open`] with explicit sources, model and index directory.
    pub fn open_with(cfg: &Config, src: Sources, minilm: MiniLm, dir: &Path) -> Result<Knowledge, KnowledgeError> {
        Knowledge::open_inner(cfg, src, minilm, dir, false)
    }

    fn open_inner(
        cfg: &Config,
        src: Sources,
        minilm: MiniLm,
        dir: &Path,
        force: bool,
    ) -> Result<Knowledge, KnowledgeError> {
        let assets = Assets::parse(&src)?;
        let params = SpaceParams { a: cfg.adm.a, b: cfg.adm.b, d_index: cfg.adm.d_index, seed: cfg.knowledge.seed };
        let tau = cfg.knowledge.label_temperature;
        let identity = format!(
            "f{}-k{:016x}-a{}-b{}-D{}-s{}-t{}-m{}-r{}",
            persist::FORMAT,
            src.digest(),
            params.a,
            params.b,
            params.d_index,
            params.seed,
            tau,
            model_tag(&minilm),
            cfg.knowledge.ridge_lambda
        );
        std::fs::create_dir_all(dir)
            .map_err(|e| KnowledgeError::Io { path: dir.to_path_buf(), reason: e.to_string() })?;
        let _lock = DirLock::take(dir)?;
        let label_texts = LabelSpace::label_texts(&assets);
        let loaded = match persist::verify(dir) {
            Ok(_) if force => {
                info!(dir = %dir.display(), "rebuilding the index on request");
                None
            }
            Ok(body) if body.identity == identity => {
                match load_generation(dir, &body, label_texts.len(), assets.intents.len()) {
                    Ok(x) => Some(x),
                    Err(e) => {
                        warn!(dir = %dir.display(), "index could not be reloaded ({e}); rebuilding");
                        None
                    }
                }
            }
            Ok(_) => {
                info!(dir = %dir.display(), "index is stale (knowledge files, parameters or model changed); rebuilding");
                None
            }
            Err(PersistError::Missing { .. }) => {
                info!(dir = %dir.display(), "no index yet; building it");
                None
            }
            Err(e) => {
                warn!(dir = %dir.display(), "index is corrupt ({e}); rebuilding");
                None
            }
        };
        let (state, label_emb, fresh) = match loaded {
            Some((st, le)) => (st, le, false),
            None => {
                let t0 = std::time::Instant::now();
                let mut entries = asset_entries(&assets);
                // Carry plans inserted at run time over a rebuild.
                let old = carried_inserts(dir);
                if !old.is_empty() {
                    info!(count = old.len(), "keeping run-time plans from the previous index");
                }
                entries.extend(old);
                let texts: Vec<&str> = label_texts.iter().map(|(l, _)| l.as_str()).collect();
                // Texts embedded by an earlier build (any generation) are not embedded again.
                let mut cache = EmbedCache::load(dir, &model_tag(&minilm));
                let cached = cache.len();
                let label_emb = embed_cached(&minilm, &texts, Some(&mut cache))?;
                let st =
                    build_state(&minilm, entries, params, 0, &assets, Some(&mut cache), cfg.knowledge.ridge_lambda)?;
                let used: Vec<&str> =
                    texts.iter().copied().chain(st.space.entries.iter().map(|e| e.text.as_str())).collect();
                cache.retain_texts(used);
                if let Err(e) = cache.save(dir) {
                    warn!(dir = %dir.display(), "embedding cache not saved ({e}); the next build embeds again");
                }
                info!(cached, texts = cache.len(), "embedding cache");
                info!(
                    entries = st.space.entries.len(),
                    indexed = st.space.indexed(),
                    ms = t0.elapsed().as_millis() as u64,
                    "relationship space built"
                );
                (st, label_emb, true)
            }
        };
        let labels = LabelSpace::new(label_texts, label_emb, assets.tools.len(), tau, cfg.knowledge.label_null);
        let n_tools = assets.tools.len();
        let name_row: Vec<usize> =
            (0..n_tools).map(|t| labels.labels.iter().position(|(_, o)| *o == t).unwrap_or(0)).collect();
        // Each catalog object's own name through the label space, all in one product.
        let names: Vec<f32> =
            name_row.iter().flat_map(|&k| labels.emb[k * minilm::DIM..(k + 1) * minilm::DIM].iter().copied()).collect();
        let tool_label: Vec<Arc<[(u32, f32)]>> = labels
            .scores_many(&names)
            .map_err(|e| KnowledgeError::LabelSpace(e.to_string()))?
            .iter()
            .map(|s| Arc::from(labels::sparse(&labels.posterior_of_scores(s))))
            .collect();
        let mut place_kernel = vec![0.0f32; n_tools * n_tools];
        for a in 0..n_tools {
            for b in 0..n_tools {
                if assets.tools[a].kind != ToolKind::Storage || assets.tools[b].kind != ToolKind::Storage {
                    continue;
                }
                let row = |t: usize| &labels.emb[name_row[t] * minilm::DIM..(name_row[t] + 1) * minilm::DIM];
                let c = if a == b { 1.0 } else { minilm::dot(row(a), row(b)) };
                place_kernel[a * n_tools + b] = if c >= cfg.knowledge.place_kernel_min { c } else { 0.0 };
            }
        }
        let kb = Knowledge {
            place_kernel,
            assets,
            origin: src.origin,
            identity,
            minilm,
            labels,
            tool_label,
            state: RwLock::new(state),
            label_cache: RwLock::new(HashMap::new()),
            index_dir: dir.to_path_buf(),
            params,
            estimator: estimator_params(cfg),
            normalise_framing: cfg.knowledge.normalise_framing,
            clause_margin: cfg.knowledge.split_clauses.then_some(cfg.knowledge.clause_margin),
            ridge_lambda: cfg.knowledge.ridge_lambda,
            persist_plans: cfg.knowledge.persist_plans,
            offline_accept: cfg.knowledge.offline_accept,
            offline_place_min: cfg.knowledge.offline_place_min,
            offline_context: cfg.knowledge.offline_context,
            offline_unvoted_rank: cfg.knowledge.offline_unvoted_rank,
            place_vote_pooled: cfg.knowledge.place_vote_pooled,
            save_lock: Mutex::new(()),
        };
        if fresh {
            kb.save_locked()?;
        }
        Ok(kb)
    }

    pub fn assets(&self) -> &Assets {
        &self.assets
    }

    pub fn tools(&self) -> &[Tool] {
        &self.assets.tools
    }

    pub fn index_dir(&self) -> &Path {
        &self.index_dir
    }

    /// `knowledge.offline_accept`: least preference for the offline reasoner to take a
    /// detection as the tool.
    pub fn offline_accept(&self) -> f32 {
        self.offline_accept
    }

    /// `knowledge.offline_place_min`: least place score for the offline reasoner to explore a
    /// storage place in view.
    pub fn offline_place_min(&self) -> f32 {
        self.offline_place_min
    }

    /// `knowledge.offline_context`: weight of the label-instruction cosine in the offline
    /// reasoner's preference for a detection.
    pub fn offline_context(&self) -> f32 {
        self.offline_context
    }

    /// `knowledge.offline_unvoted_rank`: weight of a class no near known instruction names
    /// when the offline reasoner ranks detections.
    pub fn offline_unvoted_rank(&self) -> f32 {
        self.offline_unvoted_rank
    }

    /// `knowledge.place_vote_pooled`: share of the storage-place vote given to the pooled
    /// understanding's intents.
    pub fn place_vote_pooled(&self) -> f32 {
        self.place_vote_pooled
    }

    /// Runs `f` on the current space (read lock held for the call).
    pub fn with_space<R>(&self, f: impl FnOnce(&Space) -> R) -> Result<R, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        Ok(f(&st.space))
    }

    /// Affordance-based DFS over the space.
    pub fn dfs(&self, q: &AffordanceVector, c: f32) -> Result<DfsResult, KnowledgeError> {
        self.with_space(|s| s.dfs(q, c))
    }

    pub fn stats(&self) -> Result<Stats, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        let s = &st.space;
        Ok(Stats {
            tools: self.assets.tools.len(),
            intents: self.assets.intents.len(),
            entries: s.entries.len(),
            live_entries: s.live_entries(),
            inserted: s.entries.iter().filter(|e| !e.dead && matches!(e.origin, Origin::Inserted { .. })).count(),
            tombstones: s.entries.iter().filter(|e| e.dead).count(),
            indexed: s.indexed(),
            clusters: s.clusters.len(),
            sub_clusters: s.clusters.iter().map(|c| c.subs.len()).collect(),
            generation: st.generation,
            index_dir: self.index_dir.clone(),
            origin: self.origin.clone(),
        })
    }

    /// MiniLM embedding of a text (unit norm, 384-d).
    pub fn embed_text(&self, text: &str) -> Result<Vec<f32>, KnowledgeError> {
        Ok(self.minilm.embed(text)?)
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
        let query = if self.normalise_framing { framing::core(text) } else { String::new() };
        let whole = if query.is_empty() { text } else { &query };
        let clauses = if self.clause_margin.is_some() { framing::clauses_of(text) } else { Vec::new() };
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
        let p = &self.estimator;
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
        let margin = self.clause_margin.unwrap_or(0.0);
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

    /// Width of label-space vectors (one slot per catalog object).
    pub fn label_dim(&self) -> usize {
        self.labels.n_tools
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
        self.label_cache.read().ok().and_then(|c| c.get(&*cache_key(label)).map(|l| l.vector.clone()))
    }

    /// MiniLM cosine between a cached label as written and `embedding` (a unit-norm text
    /// embedding, e.g. [`Understanding::embedding`]); `None` for a label not cached yet (no
    /// model call: safe in the decision step).
    pub fn label_cosine(&self, label: &str, embedding: &[f32]) -> Option<f32> {
        let c = self.label_cache.read().ok()?;
        let e = &c.get(&*cache_key(label))?.text;
        (e.len() == embedding.len()).then(|| minilm::dot(e, embedding))
    }

    fn cache_label(&self, key: String, es: &[(Vec<f32>, f32)]) -> Arc<[f32]> {
        let v: Arc<[f32]> = Arc::from(self.labels.posterior_of_scores(&self.labels.scores_variants(es)));
        // The label as written is the first variant (see labels::variants_with).
        let text = es.first().map(|(e, _)| Arc::from(e.as_slice())).unwrap_or_else(|| Arc::from(Vec::new()));
        if let Ok(mut c) = self.label_cache.write() {
            c.insert(key, CachedLabel { vector: v.clone(), text });
        }
        v
    }

    /// How much storage place `a` stands in for storage place `b` (see `place_kernel`).
    pub fn place_kernel(&self, a: usize, b: usize) -> f32 {
        let n = self.assets.tools.len();
        if a < n && b < n {
            self.place_kernel[a * n + b]
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
        self.tool_label.get(t).cloned()
    }

    /// The catalog object a label most likely is, with its posterior weight.
    pub fn classify(&self, v: &[f32]) -> Option<(usize, f32)> {
        v.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).filter(|(_, &w)| w > 0.0).map(|(i, &w)| (i, w))
    }

    /// Nearest catalog tools to an affordance vector (affordance HNSW), nearest first.
    pub fn nearest_tools(&self, q: &AffordanceVector, k: usize) -> Result<Vec<(usize, f32)>, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        Ok(st
            .aff_ann
            .search(&q.0, k, |id| id >= TOOL_ID_BASE)
            .into_iter()
            .map(|(id, d)| (id - TOOL_ID_BASE, d))
            .collect())
    }

    /// Nearest live instructions to an affordance vector (affordance HNSW), nearest first.
    pub fn nearest_instructions(&self, q: &AffordanceVector, k: usize) -> Result<Vec<(u32, f32)>, KnowledgeError> {
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        Ok(st
            .aff_ann
            .search(&q.0, k, |id| id < TOOL_ID_BASE && st.space.entries.get(id).is_some_and(|e| !e.dead))
            .into_iter()
            .map(|(id, d)| (id as u32, d))
            .collect())
    }

    /// Inserts a plan (from MSI or the offline reasoner) into the space and persists it.
    /// A plan for an instruction already inserted replaces that entry (tombstone + new
    /// entry carrying both tools); when tombstones exceed a quarter of the entries the
    /// indexes are compacted.
    pub fn insert_plan(&self, plan: &TaskPlan) -> Result<(), KnowledgeError> {
        let text = plan.instruction.trim();
        if text.is_empty() || plan.tool.trim().is_empty() {
            return Err(KnowledgeError::Invalid {
                key: "plan".into(),
                reason: "a plan needs an instruction and a tool".into(),
            });
        }
        let e = self.minilm.embed(text)?;
        let catalog = self.assets.find_label(&plan.tool);
        let new_ref = ToolRef {
            name: catalog.map(|c| self.assets.tools[c].name.clone()).unwrap_or_else(|| plan.tool.clone()),
            catalog,
            vector: plan.tool_vector,
            operational: plan.operational_part.clone(),
            functional: plan.functional_part.clone(),
        };
        {
            let mut st = self.state.write().map_err(|_| KnowledgeError::Poisoned)?;
            let key = text.to_lowercase();
            let mut results = vec![new_ref];
            let mut unseen = plan.unseen_regions.clone();
            let old: Vec<usize> = (0..st.space.entries.len())
                .filter(|&i| {
                    let x = &st.space.entries[i];
                    !x.dead && matches!(x.origin, Origin::Inserted { .. }) && x.text.to_lowercase() == key
                })
                .collect();
            for i in old {
                st.space.tombstone(i as u32);
                let prev = st.space.entries[i].clone();
                for r in prev.results {
                    if !results.iter().any(|x| x.name == r.name) {
                        results.push(r);
                    }
                }
                for u in prev.unseen {
                    if !unseen.contains(&u) {
                        unseen.push(u);
                    }
                }
            }
            let source = match plan.source {
                crate::decide::types::Stream::Msi => "msi",
                crate::decide::types::Stream::Offline => "offline",
                crate::decide::types::Stream::Adm => "adm",
            };
            let entry = Entry {
                text: text.to_string(),
                vector: plan.instruction_vector,
                results,
                unseen,
                origin: Origin::Inserted { source: source.into() },
                dead: false,
            };
            let tombstones = st.space.entries.iter().filter(|x| x.dead).count();
            if tombstones * 4 > st.space.entries.len() + 1 {
                // Compaction: drop tombstones and rebuild every index.
                let mut entries: Vec<Entry> = st.space.entries.iter().filter(|x| !x.dead).cloned().collect();
                entries.push(entry);
                let g = st.generation;
                *st = build_state(&self.minilm, entries, self.params, g, &self.assets, None, self.ridge_lambda)?;
                info!("relationship space compacted ({tombstones} tombstones dropped)");
            } else {
                let id = st.space.insert(entry) as usize;
                st.text_emb.extend_from_slice(&e);
                st.text_ann.insert(&e, id);
                st.aff_ann.insert(&plan.instruction_vector.0, id);
                st.lexical.insert(id, text);
            }
        }
        if !self.persist_plans {
            return Ok(());
        }
        self.save_locked()
    }

    /// Persists the current state as a new generation (lock on the directory held).
    pub fn save(&self) -> Result<(), KnowledgeError> {
        let _lock = DirLock::take(&self.index_dir)?;
        self.save_locked()
    }

    fn save_locked(&self) -> Result<(), KnowledgeError> {
        let _g = self.save_lock.lock().map_err(|_| KnowledgeError::Poisoned)?;
        let dir = &self.index_dir;
        let gen = persist::current_generation(dir)
            .max(self.state.read().map_err(|_| KnowledgeError::Poisoned)?.generation)
            + 1;
        let pid = std::process::id();
        let prefix = format!("gen-{gen}-{pid}");
        let st = self.state.read().map_err(|_| KnowledgeError::Poisoned)?;
        let space_json = serde_json::to_vec(&st.space)
            .map_err(|e| KnowledgeError::Io { path: dir.join(&prefix), reason: e.to_string() })?;
        let mut files = Vec::new();
        let space_name = format!("{prefix}-space.json");
        persist::write_atomic(dir, &space_name, &space_json)?;
        files.push(space_name);
        let emb_name = format!("{prefix}-text.emb");
        persist::write_atomic(dir, &emb_name, &emb_bytes(&st.text_emb))?;
        files.push(emb_name);
        let lab_name = format!("{prefix}-labels.emb");
        persist::write_atomic(dir, &lab_name, &emb_bytes(&self.labels.emb))?;
        files.push(lab_name);
        if let Some(r) = &st.ridge {
            let ridge_name = format!("{prefix}-ridge.bin");
            persist::write_atomic(dir, &ridge_name, &r.to_bytes())?;
            files.push(ridge_name);
        }
        for (ann, base) in [(&st.text_ann, format!("{prefix}-textann")), (&st.aff_ann, format!("{prefix}-affann"))] {
            let names = ann.dump(dir, &base).map_err(|e| KnowledgeError::Io { path: dir.join(&base), reason: e })?;
            for n in names {
                persist::sync_file(&dir.join(&n))?;
                files.push(n);
            }
        }
        persist::sync_dir(dir)?;
        let described = files.iter().map(|f| persist::describe(dir, f)).collect::<Result<Vec<_>, _>>()?;
        let generation = gen;
        drop(st);
        persist::commit(
            dir,
            persist::ManifestBody {
                format: persist::FORMAT,
                generation,
                identity: self.identity.clone(),
                files: described,
            },
        )?;
        if let Ok(mut st) = self.state.write() {
            st.generation = generation;
        }
        Ok(())
    }
}

fn model_tag(m: &MiniLm) -> String {
    let p = m.dir().join("model.safetensors");
    std::fs::metadata(&p).map(|md| md.len().to_string()).unwrap_or_else(|_| "0".into())
}

/// Embeds `texts` (row-major, DIM wide), taking the ones `cache` holds from it and adding
/// the others to it.
fn embed_cached(m: &MiniLm, texts: &[&str], mut cache: Option<&mut EmbedCache>) -> Result<Vec<f32>, KnowledgeError> {
    let missing: Vec<&str> = match cache.as_deref() {
        Some(c) => texts.iter().copied().filter(|t| c.get(t).is_none()).collect(),
        None => texts.to_vec(),
    };
    let fresh: HashMap<&str, Vec<f32>> = if missing.is_empty() {
        HashMap::new()
    } else {
        missing.iter().copied().zip(m.embed_many(&missing, EMBED_BATCH)?).collect()
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
    if let Some(c) = cache.as_deref_mut() {
        for (t, e) in &fresh {
            c.insert(t, e);
        }
    }
    Ok(out)
}

fn build_state(
    m: &MiniLm,
    entries: Vec<Entry>,
    params: SpaceParams,
    generation: u64,
    assets: &Assets,
    cache: Option<&mut EmbedCache>,
    ridge_lambda: f32,
) -> Result<State, KnowledgeError> {
    let texts: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
    let text_emb = embed_cached(m, &texts, cache)?;
    let space = Space::build(entries, params);
    let (text_ann, aff_ann) = build_anns(&space, &text_emb, Some(&assets.tools));
    let ridge = Some(fit_ridge(&space, &text_emb, assets.intents.len(), ridge_lambda)?);
    let lexical = lexical_index(&space);
    Ok(State { space, text_emb, text_ann, aff_ann, ridge, lexical, generation })
}

/// The lexical index of a space's entries, grouped by intent.
fn lexical_index(space: &Space) -> LexicalIndex {
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
fn fit_ridge(space: &Space, text_emb: &[f32], intents: usize, lambda: f32) -> Result<Ridge, KnowledgeError> {
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

/// Builds the two graphs side by side, one thread each: every graph is still built by one
/// thread in entry order, so it is the same graph as a sequential build (hnsw_rs seeds its
/// level generator with a constant), and the index build takes the time of the larger one.
fn build_anns(space: &Space, text_emb: &[f32], tools: Option<&[Tool]>) -> (TextAnn, AffAnn) {
    let n = space.entries.len();
    let live = || space.entries.iter().enumerate().filter(|(_, e)| !e.dead);
    std::thread::scope(|s| {
        let text = s.spawn(|| {
            let text_ann: TextAnn = Ann::new(minilm::DIM, n + 256);
            for (i, _) in live() {
                text_ann.insert(&text_emb[i * minilm::DIM..(i + 1) * minilm::DIM], i);
            }
            text_ann
        });
        let aff_ann: AffAnn = Ann::new(X, n + 512);
        let mut tool_seen = std::collections::HashSet::new();
        for (i, e) in live() {
            aff_ann.insert(&e.vector.0, i);
            for r in &e.results {
                if let Some(c) = r.catalog {
                    if tool_seen.insert(c) {
                        aff_ann.insert(&r.vector.0, TOOL_ID_BASE + c);
                    }
                }
            }
        }
        if let Some(tools) = tools {
            for (c, t) in tools.iter().enumerate() {
                if tool_seen.insert(c) {
                    aff_ann.insert(&t.vector.0, TOOL_ID_BASE + c);
                }
            }
        }
        let text_ann = match text.join() {
            Ok(a) => a,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        (text_ann, aff_ann)
    })
}

fn file_with(body: &persist::ManifestBody, suffix: &str) -> Option<String> {
    body.files.iter().find(|f| f.name.ends_with(suffix)).map(|f| f.name.clone())
}

fn load_generation(
    dir: &Path,
    body: &persist::ManifestBody,
    n_labels: usize,
    n_intents: usize,
) -> Result<(State, Vec<f32>), String> {
    let read = |suffix: &str| -> Result<Vec<u8>, String> {
        let n = file_with(body, suffix).ok_or_else(|| format!("manifest lists no *{suffix}"))?;
        std::fs::read(dir.join(&n)).map_err(|e| format!("{n}: {e}"))
    };
    let space: Space = serde_json::from_slice(&read("-space.json")?).map_err(|e| format!("space: {e}"))?;
    space.prepare();
    let text_emb = emb_from_bytes(&read("-text.emb")?).ok_or("text embeddings: bad length")?;
    let label_emb = emb_from_bytes(&read("-labels.emb")?).ok_or("label embeddings: bad length")?;
    if text_emb.len() != space.entries.len() * minilm::DIM || label_emb.len() != n_labels * minilm::DIM {
        return Err("embedding counts do not match the space".into());
    }
    let base = |suffix: &str| -> Result<String, String> {
        let n = file_with(body, &format!("{suffix}.hnsw.graph"))
            .ok_or_else(|| format!("manifest lists no {suffix} graph"))?;
        Ok(n.trim_end_matches(".hnsw.graph").to_string())
    };
    let text_ann: TextAnn = Ann::load(dir, &base("-textann")?, minilm::DIM)?;
    let aff_ann: AffAnn = Ann::load(dir, &base("-affann")?, X)?;
    let live = space.entries.iter().filter(|e| !e.dead).count();
    if text_ann.len() < live {
        return Err(format!("text index holds {} points for {live} live entries", text_ann.len()));
    }
    let ridge = Some(Ridge::from_bytes(&read("-ridge.bin")?, X + n_intents).map_err(|e| e.to_string())?);
    let lexical = lexical_index(&space);
    Ok((State { space, text_emb, text_ann, aff_ann, ridge, lexical, generation: body.generation }, label_emb))
}

/// A label seen by [`Knowledge::embed_label`]: its label-space vector and the MiniLM
/// embedding of the label as written (for [`Knowledge::label_cosine`]).
struct CachedLabel {
    vector: Arc<[f32]>,
    text: Arc<[f32]>,
}

/// The label cache's key of a label: an already normal label is used as it is, so the ERS
/// path builds no key (no allocation).
fn cache_key(label: &str) -> std::borrow::Cow<'_, str> {
    if label.bytes().any(|b| b.is_ascii_uppercase()) || label.contains("  ") {
        std::borrow::Cow::Owned(assets::normalize_label(label))
    } else {
        std::borrow::Cow::Borrowed(label)
    }
}

/// Live run-time entries of whatever verified index is in `dir` (any identity).
fn carried_inserts(dir: &Path) -> Vec<Entry> {
    let Ok(body) = persist::verify(dir) else {
        return Vec::new();
    };
    let Some(n) = file_with(&body, "-space.json") else {
        return Vec::new();
    };
    let Ok(bytes) = std::fs::read(dir.join(n)) else {
        return Vec::new();
    };
    let Ok(space) = serde_json::from_slice::<Space>(&bytes) else {
        return Vec::new();
    };
    space.entries.into_iter().filter(|e| !e.dead && matches!(e.origin, Origin::Inserted { .. })).collect()
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
