//! The Instruction-Tool Relationship Space (seed 000, III-C): knowledge files, the
//! clustered space with its DFS retrieval, hnsw_rs indexes, offline understanding of new
//! instructions and labels, run-time insertion of plans, crash-safe persistence.

pub mod ann;
pub mod assets;
mod build;
pub mod cv;
pub mod embed_cache;
pub mod estimator;
pub mod framing;
pub mod kmeans;
mod label_cache;
pub mod labels;
pub mod lexical;
pub mod lexicon;
pub mod persist;
pub mod plan_log;
pub mod plot;
pub mod preferences;
pub mod progress;
pub mod space;
mod store;
pub mod tool;
mod understand;

pub use crate::types::affordance::{AffordanceVector, X};
pub use crate::types::plan::TaskPlan;
pub use assets::{Assets, PartLayout, Sources, Tool, ToolKind};
pub use build::estimator_params;
pub use space::{DfsResult, Entry, Origin, Retrieved, Space, SpaceParams, ToolRef};
pub use store::index_dir;
pub use understand::{Neighbour, Understanding};

use crate::perception::models::minilm::{MiniLm, MiniLmError};
use ann::TextAnn;
use estimator::{EstimatorParams, Ridge};
use label_cache::LabelTables;
use lexical::LexicalIndex;
use persist::PersistError;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use store::Store;

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
    #[error("plan log: {0}")]
    PlanLog(#[from] plan_log::PlanLogError),
    #[error("{key}: {reason}")]
    Invalid { key: String, reason: String },
    #[error("knowledge state lock poisoned")]
    Poisoned,
    /// The plan log could not grow (a full disk): the plan waits, with `waiting - 1` others,
    /// and is saved and used with the next plan learned once there is room.
    #[error("learned plan not saved yet: {reason}; {waiting} plan(s) wait and are saved with the next one once there is room")]
    NotSaved { reason: String, waiting: usize },
    #[error("label space: scoring the catalog names failed: {0}")]
    LabelSpace(String),
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
    /// Ridge head from MiniLM embeddings to affordance vectors and intent scores, fitted on
    /// the live entries when the state is built (see [`estimator`]); not refitted on a
    /// run-time insert.
    ridge: Option<Ridge>,
    /// Stems of each entry's text (derived, not persisted; see [`lexical`]).
    lexical: LexicalIndex,
    generation: u64,
}

/// The knowledge base: `Send + Sync`, shared as `Arc<Knowledge>`. Its parts, one job each:
/// the knowledge files ([`Assets`]), the sentence encoder, the space with its indexes
/// ([`State`], built by `build`), how requests are read (`understand`), how labels are read
/// (`label_cache`), and where it is kept on disk (`store`).
pub struct Knowledge {
    assets: Assets,
    minilm: MiniLm,
    /// Shared with a background compaction of the plan log (see `store`).
    state: Arc<RwLock<State>>,
    reading: Reading,
    labels: LabelTables,
    store: Store,
}

/// How requests are read: the estimator's parameters and the text normalisation.
struct Reading {
    estimator: EstimatorParams,
    normalise_framing: bool,
    /// `knowledge.split_clauses` and `knowledge.clause_margin` (None: whole text only).
    clause_margin: Option<f32>,
    place_vote_pooled: f32,
}

impl std::fmt::Debug for Knowledge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knowledge")
            .field("origin", &self.store.origin)
            .field("index_dir", &self.store.index_dir)
            .finish()
    }
}

impl Knowledge {
    pub fn assets(&self) -> &Assets {
        &self.assets
    }

    pub fn tools(&self) -> &[Tool] {
        &self.assets.tools
    }

    pub fn index_dir(&self) -> &Path {
        &self.store.index_dir
    }

    /// `knowledge.place_vote_pooled`: share of the storage-place vote given to the pooled
    /// understanding's intents.
    pub fn place_vote_pooled(&self) -> f32 {
        self.reading.place_vote_pooled
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
            index_dir: self.store.index_dir.clone(),
            origin: self.store.origin.clone(),
        })
    }
}
