//! Opening, saving and growing the knowledge base on disk: the index directory (locked while
//! written), loading a verified generation or rebuilding it, inserting plans learned at run
//! time (carried over rebuilds), compaction.

use super::ann::{Ann, TextAnn};
use super::build::{asset_entries, build_state, embed_cached, estimator_params, lexical_index, model_tag};
use super::embed_cache::EmbedCache;
use super::estimator::Ridge;
use super::label_cache::LabelTables;
use super::labels::{self, LabelSpace};
use super::persist::{self, PersistError};
use super::{
    Assets, Entry, Knowledge, KnowledgeError, Origin, Reading, Sources, Space, SpaceParams, State, ToolKind, ToolRef,
};
use crate::config::Config;
use crate::perception::models::minilm::{self, MiniLm};
use crate::types::affordance::X;
use crate::types::plan::TaskPlan;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use tracing::{info, warn};

/// Where and how the knowledge base is kept: the index directory, what the index was built
/// from, and how plans learned at run time are saved.
pub(super) struct Store {
    pub(super) index_dir: PathBuf,
    /// What the index was built from (see [`index_identity`]).
    pub(super) identity: String,
    /// Where the knowledge files came from (embedded, or a directory).
    pub(super) origin: String,
    pub(super) params: SpaceParams,
    pub(super) ridge_lambda: f32,
    /// Write plans learned at run time to the index directory.
    pub(super) persist_plans: bool,
    /// One save at a time within this process (the directory lock covers other processes).
    pub(super) save_lock: Mutex<()>,
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
        let identity = index_identity(cfg, &src, &params, &minilm);
        std::fs::create_dir_all(dir)
            .map_err(|e| KnowledgeError::Io { path: dir.to_path_buf(), reason: e.to_string() })?;
        let _lock = DirLock::take(dir)?;
        let label_texts = LabelSpace::label_texts(&assets);
        let loaded = load_verified(dir, &identity, force, label_texts.len(), assets.intents.len());
        let (state, label_emb, fresh) = match loaded {
            Some((st, le)) => (st, le, false),
            None => {
                let (st, le) = build_fresh(cfg, dir, &assets, &minilm, &label_texts, params)?;
                (st, le, true)
            }
        };
        let k = &cfg.knowledge;
        let labels = LabelSpace::new(label_texts, label_emb, assets.tools.len(), k.label_temperature, k.label_null);
        let (tool_label, place_kernel) = catalog_tables(&assets, &labels, k.place_kernel_min)?;
        let kb = Knowledge {
            assets,
            minilm,
            state: RwLock::new(state),
            reading: Reading {
                estimator: estimator_params(cfg),
                normalise_framing: k.normalise_framing,
                clause_margin: k.split_clauses.then_some(k.clause_margin),
                place_vote_pooled: k.place_vote_pooled,
            },
            labels: LabelTables::new(labels, tool_label, place_kernel),
            store: Store {
                index_dir: dir.to_path_buf(),
                identity,
                origin: src.origin,
                params,
                ridge_lambda: k.ridge_lambda,
                persist_plans: k.persist_plans,
                save_lock: Mutex::new(()),
            },
        };
        if fresh {
            kb.save_locked()?;
        }
        Ok(kb)
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
            let (results, unseen) = replace_inserted(&mut st.space, text, new_ref, plan.unseen_regions.clone());
            let entry = Entry {
                text: text.to_string(),
                vector: plan.instruction_vector,
                results,
                unseen,
                origin: Origin::Inserted { source: source_name(plan.source).into() },
                dead: false,
            };
            self.add_entry(&mut st, entry, &e)?;
        }
        if !self.store.persist_plans {
            return Ok(());
        }
        self.save_locked()
    }

    /// Adds a run-time entry (text embedding `e`) to the space and its indexes, or, when
    /// tombstones exceed a quarter of the entries, rebuilds them without the tombstones.
    fn add_entry(&self, st: &mut State, entry: Entry, e: &[f32]) -> Result<(), KnowledgeError> {
        let tombstones = st.space.entries.iter().filter(|x| x.dead).count();
        if tombstones * 4 > st.space.entries.len() + 1 {
            // Compaction: drop tombstones and rebuild every index.
            let mut entries: Vec<Entry> = st.space.entries.iter().filter(|x| !x.dead).cloned().collect();
            entries.push(entry);
            let (g, p) = (st.generation, &self.store);
            *st = build_state(&self.minilm, entries, p.params, g, &self.assets, None, p.ridge_lambda)?;
            info!("relationship space compacted ({tombstones} tombstones dropped)");
        } else {
            let text = entry.text.clone();
            let id = st.space.insert(entry) as usize;
            st.text_emb.extend_from_slice(e);
            st.text_ann.insert(e, id);
            st.lexical.insert(id, &text);
        }
        Ok(())
    }

    /// Persists the current state as a new generation (lock on the directory held).
    pub fn save(&self) -> Result<(), KnowledgeError> {
        let _lock = DirLock::take(&self.store.index_dir)?;
        self.save_locked()
    }

    fn save_locked(&self) -> Result<(), KnowledgeError> {
        let _g = self.store.save_lock.lock().map_err(|_| KnowledgeError::Poisoned)?;
        let dir = &self.store.index_dir;
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
        persist::write_atomic(dir, &lab_name, &emb_bytes(&self.labels.space.emb))?;
        files.push(lab_name);
        if let Some(r) = &st.ridge {
            let ridge_name = format!("{prefix}-ridge.bin");
            persist::write_atomic(dir, &ridge_name, &r.to_bytes())?;
            files.push(ridge_name);
        }
        for (ann, base) in [(&st.text_ann, format!("{prefix}-textann"))] {
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
                identity: self.store.identity.clone(),
                files: described,
            },
        )?;
        if let Ok(mut st) = self.state.write() {
            st.generation = generation;
        }
        Ok(())
    }
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
    let live = space.entries.iter().filter(|e| !e.dead).count();
    if text_ann.len() < live {
        return Err(format!("text index holds {} points for {live} live entries", text_ann.len()));
    }
    let ridge = Some(Ridge::from_bytes(&read("-ridge.bin")?, X + n_intents).map_err(|e| e.to_string())?);
    let lexical = lexical_index(&space);
    Ok((State { space, text_emb, text_ann, ridge, lexical, generation: body.generation }, label_emb))
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

/// What an index must have been built from to be reused: format, knowledge files, space
/// parameters, label temperature, model and ridge strength.
fn index_identity(cfg: &Config, src: &Sources, params: &SpaceParams, minilm: &MiniLm) -> String {
    format!(
        "f{}-k{:016x}-a{}-b{}-D{}-s{}-t{}-m{}-r{}",
        persist::FORMAT,
        src.digest(),
        params.a,
        params.b,
        params.d_index,
        params.seed,
        cfg.knowledge.label_temperature,
        model_tag(minilm),
        cfg.knowledge.ridge_lambda
    )
}

/// The verified generation in `dir` when it was built from `identity` and loads (unless
/// `force`); `None`, with the reason logged, when the index must be rebuilt.
fn load_verified(
    dir: &Path,
    identity: &str,
    force: bool,
    n_labels: usize,
    n_intents: usize,
) -> Option<(State, Vec<f32>)> {
    match persist::verify(dir) {
        Ok(_) if force => {
            info!(dir = %dir.display(), "rebuilding the index on request");
            None
        }
        Ok(body) if body.identity == identity => match load_generation(dir, &body, n_labels, n_intents) {
            Ok(x) => Some(x),
            Err(e) => {
                warn!(dir = %dir.display(), "index could not be reloaded ({e}); rebuilding");
                None
            }
        },
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
    }
}

/// Builds the space from the knowledge files plus the run-time plans of the index in `dir`,
/// embedding only texts the embedding cache does not hold; returns the state and the label
/// texts' embeddings.
fn build_fresh(
    cfg: &Config,
    dir: &Path,
    assets: &Assets,
    minilm: &MiniLm,
    label_texts: &[(String, usize)],
    params: SpaceParams,
) -> Result<(State, Vec<f32>), KnowledgeError> {
    let t0 = std::time::Instant::now();
    let mut entries = asset_entries(assets);
    // Carry plans inserted at run time over a rebuild.
    let old = carried_inserts(dir);
    if !old.is_empty() {
        info!(count = old.len(), "keeping run-time plans from the previous index");
    }
    entries.extend(old);
    let texts: Vec<&str> = label_texts.iter().map(|(l, _)| l.as_str()).collect();
    // Texts embedded by an earlier build (any generation) are not embedded again.
    let mut cache = EmbedCache::load(dir, &model_tag(minilm));
    let cached = cache.len();
    let label_emb = embed_cached(minilm, &texts, Some(&mut cache))?;
    let st = build_state(minilm, entries, params, 0, assets, Some(&mut cache), cfg.knowledge.ridge_lambda)?;
    let used: Vec<&str> = texts.iter().copied().chain(st.space.entries.iter().map(|e| e.text.as_str())).collect();
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
    Ok((st, label_emb))
}

/// Each catalog object's own name through the label space (all in one product), and the
/// place kernel: for storage objects a and b, the MiniLM cosine of their names when it is at
/// least `kernel_min`, 1 on the diagonal, else 0.
type CatalogTables = (Vec<Arc<[(u32, f32)]>>, Vec<f32>);
fn catalog_tables(assets: &Assets, labels: &LabelSpace, kernel_min: f32) -> Result<CatalogTables, KnowledgeError> {
    let n_tools = assets.tools.len();
    let name_row: Vec<usize> =
        (0..n_tools).map(|t| labels.labels.iter().position(|(_, o)| *o == t).unwrap_or(0)).collect();
    let row = |t: usize| &labels.emb[name_row[t] * minilm::DIM..(name_row[t] + 1) * minilm::DIM];
    let names: Vec<f32> = (0..n_tools).flat_map(|t| row(t).iter().copied()).collect();
    let tool_label: Vec<Arc<[(u32, f32)]>> = labels
        .scores_many(&names)
        .map_err(|e| KnowledgeError::LabelSpace(e.to_string()))?
        .iter()
        .map(|s| Arc::from(labels::sparse(&labels.posterior_of_scores(s))))
        .collect();
    let storage = |t: usize| assets.tools[t].kind == ToolKind::Storage;
    let mut place_kernel = vec![0.0f32; n_tools * n_tools];
    for a in (0..n_tools).filter(|&a| storage(a)) {
        for b in (0..n_tools).filter(|&b| storage(b)) {
            let c = if a == b { 1.0 } else { minilm::dot(row(a), row(b)) };
            place_kernel[a * n_tools + b] = if c >= kernel_min { c } else { 0.0 };
        }
    }
    Ok((tool_label, place_kernel))
}

/// Tombstones the live run-time entries for `text` (case-insensitive) and returns the new
/// entry's tools and storage places: `first` and `unseen`, then theirs not already listed.
fn replace_inserted(
    space: &mut Space,
    text: &str,
    first: ToolRef,
    mut unseen: Vec<String>,
) -> (Vec<ToolRef>, Vec<String>) {
    let key = text.to_lowercase();
    let mut results = vec![first];
    let old: Vec<usize> = (0..space.entries.len())
        .filter(|&i| {
            let x = &space.entries[i];
            !x.dead && matches!(x.origin, Origin::Inserted { .. }) && x.text.to_lowercase() == key
        })
        .collect();
    for i in old {
        space.tombstone(i as u32);
        let prev = space.entries[i].clone();
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
    (results, unseen)
}

/// How the space names the stream a run-time plan came from.
fn source_name(s: crate::types::Stream) -> &'static str {
    match s {
        crate::types::Stream::Msi => "msi",
        crate::types::Stream::Offline => "offline",
        crate::types::Stream::Adm => "adm",
    }
}
