//! Opening, saving and growing the knowledge base on disk: the index directory (locked while
//! written), loading a verified generation or rebuilding it, inserting plans learned at run
//! time (appended to the plan log, carried over rebuilds), and folding the log into a new
//! generation in the background.

use super::ann::{Ann, TextAnn};
use super::build::{asset_entries, build_state, embed_cached, estimator_params, lexical_index, model_tag, Embedder};
use super::embed_cache::EmbedCache;
use super::estimator::Ridge;
use super::label_cache::LabelTables;
use super::labels::{self, LabelSpace};
use super::persist::{self, PersistError};
use super::plan_log::PlanLog;
use super::progress::{BuildProgress, LogLines, Quiet};
use super::{
    Assets, Entry, Knowledge, KnowledgeError, Origin, Reading, Sources, Space, SpaceParams, State, ToolKind, ToolRef,
};
use crate::config::Config;
use crate::perception::models::minilm::{self, MiniLm};
use crate::types::affordance::X;
use crate::types::plan::TaskPlan;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock, RwLockWriteGuard, TryLockError};
use std::thread::JoinHandle;
use tracing::{info, warn};

/// Where and how the knowledge base is kept: the index directory, what the index was built
/// from, and how plans learned at run time are saved.
pub(super) struct Store {
    pub(super) index_dir: PathBuf,
    /// Where the knowledge files came from (embedded, or a directory).
    pub(super) origin: String,
    pub(super) params: SpaceParams,
    pub(super) ridge_lambda: f32,
    /// Writes generations; shared with a background compaction.
    pub(super) saver: Arc<Saver>,
    /// Plans learned at run time, appended and synced before `insert_plan` returns; `None`
    /// when `knowledge.persist_plans` is off. Held while a plan is applied to the space, so
    /// a generation's snapshot and the log's last sequence number agree.
    pub(super) log: Arc<Mutex<Option<PlanLog>>>,
    /// Plans whose log append failed (a full disk), oldest first, with their instruction
    /// embeddings: neither saved nor applied yet; each later `insert_plan` tries them again
    /// first, in order. Locked only while `log` is held.
    pub(super) unsaved: Mutex<VecDeque<(TaskPlan, Vec<f32>)>>,
    /// `knowledge.plan_log_compact_bytes`: log size that starts a background compaction.
    pub(super) compact_bytes: u64,
    pub(super) compaction: Mutex<Option<JoinHandle<()>>>,
    /// `knowledge.share_framing_embeddings` (see `build::phrasings`).
    pub(super) share_framings: bool,
}

/// What saving a generation needs besides the state: the directory, the identity of what
/// was indexed, the label embeddings, and the last plan-log sequence number saved.
pub(super) struct Saver {
    dir: PathBuf,
    identity: String,
    label_emb: Vec<f32>,
    /// Sequence number of the last logged plan the committed generation holds.
    folded: AtomicU64,
    /// One save at a time within this process (the directory lock covers other processes).
    lock: Mutex<()>,
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
        Knowledge::open_reporting(cfg, &LogLines::default())
    }

    /// [`Knowledge::open`], telling `progress` how a build of the index goes.
    pub fn open_reporting(cfg: &Config, progress: &dyn BuildProgress) -> Result<Knowledge, KnowledgeError> {
        let (src, minilm) = Knowledge::sources(cfg)?;
        Knowledge::open_inner(cfg, src, minilm, &index_dir(cfg), false, progress)
    }

    /// Like [`Knowledge::open`], but always rebuilds the space and its indexes (keeping
    /// plans inserted at run time) and saves a new generation.
    pub fn rebuild(cfg: &Config) -> Result<Knowledge, KnowledgeError> {
        Knowledge::rebuild_reporting(cfg, &LogLines::default())
    }

    /// [`Knowledge::rebuild`], telling `progress` how it goes.
    pub fn rebuild_reporting(cfg: &Config, progress: &dyn BuildProgress) -> Result<Knowledge, KnowledgeError> {
        let (src, minilm) = Knowledge::sources(cfg)?;
        Knowledge::open_inner(cfg, src, minilm, &index_dir(cfg), true, progress)
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
        Knowledge::open_inner(cfg, src, minilm, dir, false, &LogLines::default())
    }

    fn open_inner(
        cfg: &Config,
        src: Sources,
        minilm: MiniLm,
        dir: &Path,
        force: bool,
        progress: &dyn BuildProgress,
    ) -> Result<Knowledge, KnowledgeError> {
        let assets = Assets::parse(&src)?;
        let params = SpaceParams { a: cfg.adm.a, b: cfg.adm.b, d_index: cfg.adm.d_index, seed: cfg.knowledge.seed };
        let identity = index_identity(cfg, &src, &params, &minilm);
        std::fs::create_dir_all(dir)
            .map_err(|e| KnowledgeError::Io { path: dir.to_path_buf(), reason: e.to_string() })?;
        let _lock = DirLock::take(dir)?;
        let label_texts = LabelSpace::label_texts(&assets);
        let loaded = load_verified(dir, &identity, force, label_texts.len(), assets.intents.len());
        let (state, label_emb, folded, fresh) = match loaded {
            Some((st, le, folded)) => (st, le, folded, false),
            None => {
                let (st, le, folded) = build_fresh(cfg, dir, &assets, &minilm, &label_texts, params, progress)?;
                (st, le, folded, true)
            }
        };
        let k = &cfg.knowledge;
        let (log, replay) = match k.persist_plans {
            true => {
                let (log, replay) = PlanLog::open(dir, folded)?;
                (Some(log), replay)
            }
            false => (None, Vec::new()),
        };
        let saver = Saver {
            dir: dir.to_path_buf(),
            identity,
            label_emb: label_emb.clone(),
            folded: AtomicU64::new(folded),
            lock: Mutex::new(()),
        };
        let labels = LabelSpace::new(label_texts, label_emb, assets.tools.len(), k.label_temperature, k.label_null);
        let (tool_label, place_kernel) = catalog_tables(&assets, &labels, k.place_kernel_min)?;
        let kb = Knowledge {
            assets,
            minilm,
            state: Arc::new(RwLock::new(state)),
            reading: Reading {
                estimator: estimator_params(cfg),
                normalise_framing: k.normalise_framing,
                clause_margin: k.split_clauses.then_some(k.clause_margin),
                place_vote_pooled: k.place_vote_pooled,
            },
            labels: LabelTables::new(labels, tool_label, place_kernel),
            store: Store {
                index_dir: dir.to_path_buf(),
                origin: src.origin,
                params,
                ridge_lambda: k.ridge_lambda,
                saver: Arc::new(saver),
                log: Arc::new(Mutex::new(log)),
                unsaved: Mutex::new(VecDeque::new()),
                compact_bytes: k.plan_log_compact_bytes,
                compaction: Mutex::new(None),
                share_framings: k.share_framing_embeddings,
            },
        };
        if !replay.is_empty() {
            info!(plans = replay.len(), log = %dir.join(super::plan_log::FILE).display(), "replaying learned plans");
        }
        for r in &replay {
            kb.apply_plan(&r.plan, &r.embedding)?;
        }
        if fresh {
            kb.store.saver.save(&kb.state, &kb.store.log)?;
        } else if kb.log_full()? {
            kb.start_compaction()?;
        }
        Ok(kb)
    }

    /// Inserts a plan (from MSI or the offline reasoner) into the space and, with
    /// `knowledge.persist_plans`, appends it to the plan log: when this returns Ok the plan
    /// survives a crash. A plan for an instruction already inserted replaces that entry
    /// (tombstone + new entry carrying both tools); when tombstones exceed a quarter of the
    /// entries the indexes are compacted. A log past `knowledge.plan_log_compact_bytes`
    /// starts a background compaction into a new generation.
    pub fn insert_plan(&self, plan: &TaskPlan) -> Result<(), KnowledgeError> {
        let text = plan.instruction.trim();
        if text.is_empty() || plan.tool.trim().is_empty() {
            return Err(KnowledgeError::Invalid {
                key: "plan".into(),
                reason: "a plan needs an instruction and a tool".into(),
            });
        }
        let e = self.minilm.embed(text)?;
        let full = {
            let mut log = self.store.log.lock().map_err(|_| KnowledgeError::Poisoned)?;
            match log.as_mut() {
                Some(l) => self.append_in_order(l, plan.clone(), e)?,
                None => self.apply_plan(plan, &e)?,
            }
            log.as_ref().is_some_and(|l| l.len() >= self.store.compact_bytes)
        };
        if full {
            self.start_compaction()?;
        }
        Ok(())
    }

    /// Appends (then applies) every plan still waiting for room, then `plan`, in order. When
    /// an append fails (the disk is full), that plan and the ones after it wait for the next
    /// call, at most [`MAX_UNSAVED`] (the oldest is dropped beyond), and the error says so.
    fn append_in_order(&self, log: &mut PlanLog, plan: TaskPlan, e: Vec<f32>) -> Result<(), KnowledgeError> {
        let mut unsaved = self.store.unsaved.lock().map_err(|_| KnowledgeError::Poisoned)?;
        unsaved.push_back((plan, e));
        while let Some((p, e)) = unsaved.pop_front() {
            if let Err(err) = log.append(&p, &e) {
                unsaved.push_front((p, e));
                if unsaved.len() > MAX_UNSAVED {
                    if let Some((lost, _)) = unsaved.pop_front() {
                        warn!(instruction = %lost.instruction, "learned plan dropped: {MAX_UNSAVED} plans already wait for room in the plan log");
                    }
                }
                return Err(KnowledgeError::NotSaved { reason: err.to_string(), waiting: unsaved.len() });
            }
            self.apply_plan(&p, &e)?;
        }
        Ok(())
    }

    /// Plans learned but not saved yet (their log append failed): they are saved, and used,
    /// with the next plan learned once the disk has room.
    pub fn unsaved_plans(&self) -> usize {
        self.store.unsaved.lock().map_or(0, |u| u.len())
    }

    /// Puts a plan whose instruction embeds as `e` into the space and its indexes.
    fn apply_plan(&self, plan: &TaskPlan, e: &[f32]) -> Result<(), KnowledgeError> {
        let text = plan.instruction.trim();
        let catalog = self.assets.find_label(&plan.tool);
        let new_ref = ToolRef {
            name: catalog.map(|c| self.assets.tools[c].name.clone()).unwrap_or_else(|| plan.tool.clone()),
            catalog,
            vector: plan.tool_vector,
            operational: plan.operational_part.clone(),
            functional: plan.functional_part.clone(),
        };
        let mut st = write_state(&self.state)?;
        let (results, unseen) = replace_inserted(&mut st.space, text, new_ref, plan.unseen_regions.clone());
        let entry = Entry {
            text: text.to_string(),
            vector: plan.instruction_vector,
            results,
            unseen,
            origin: Origin::Inserted { source: source_name(plan.source).into() },
            dead: false,
        };
        self.add_entry(&mut st, entry, e)
    }

    fn log_full(&self) -> Result<bool, KnowledgeError> {
        let log = self.store.log.lock().map_err(|_| KnowledgeError::Poisoned)?;
        Ok(log.as_ref().is_some_and(|l| l.len() >= self.store.compact_bytes))
    }

    /// Folds the plan log into a new generation on a thread of its own, unless one is
    /// already running. Queries keep reading the space meanwhile; a plan learned meanwhile
    /// is logged at once and applied when the snapshot has been written.
    fn start_compaction(&self) -> Result<(), KnowledgeError> {
        let mut running = self.store.compaction.lock().map_err(|_| KnowledgeError::Poisoned)?;
        if running.as_ref().is_some_and(|h| !h.is_finished()) {
            return Ok(());
        }
        if let Some(h) = running.take() {
            let _ = h.join();
        }
        let (saver, state, log) = (self.store.saver.clone(), self.state.clone(), self.store.log.clone());
        let spawned = std::thread::Builder::new().name("aide-compact".into()).spawn(move || {
            let t0 = std::time::Instant::now();
            let _dir = match DirLock::take(&saver.dir) {
                Ok(l) => l,
                Err(e) => return warn!("plan log not compacted: {e}"),
            };
            match saver.save(&state, &log) {
                Ok(g) => info!(generation = g, ms = t0.elapsed().as_millis() as u64, "plan log folded into the index"),
                Err(e) => warn!("plan log not compacted (the log keeps every plan): {e}"),
            }
        });
        *running = Some(
            spawned.map_err(|e| KnowledgeError::Io { path: self.store.index_dir.clone(), reason: e.to_string() })?,
        );
        Ok(())
    }

    /// Folds whatever the plan log holds into a new generation now (waiting for a running
    /// background compaction first): what a clean shutdown does. Nothing to fold, nothing
    /// written.
    pub fn fold_plan_log(&self) -> Result<(), KnowledgeError> {
        if let Some(h) = self.store.compaction.lock().map_err(|_| KnowledgeError::Poisoned)?.take() {
            let _ = h.join();
        }
        let pending = {
            let log = self.store.log.lock().map_err(|_| KnowledgeError::Poisoned)?;
            log.as_ref().is_some_and(|l| l.last_seq() > self.store.saver.folded.load(Ordering::Acquire))
        };
        if pending {
            self.save()?;
        }
        Ok(())
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
            // Every text but the new one is embedded already.
            let mut cache = EmbedCache::new("");
            for (i, x) in st.space.entries.iter().enumerate().filter(|(_, x)| !x.dead) {
                cache.insert(&x.text, &st.text_emb[i * minilm::DIM..(i + 1) * minilm::DIM]);
            }
            cache.insert(&entries[entries.len() - 1].text, e);
            let emb = Embedder {
                m: &self.minilm,
                cache: Some(&mut cache),
                progress: &Quiet,
                share_framings: p.share_framings,
            };
            *st = build_state(emb, entries, p.params, g, &self.assets, p.ridge_lambda)?;
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

    /// Persists the current state as a new generation (lock on the directory held) and
    /// empties the plan log of the plans it now holds.
    pub fn save(&self) -> Result<(), KnowledgeError> {
        let _lock = DirLock::take(&self.store.index_dir)?;
        self.store.saver.save(&self.state, &self.store.log).map(|_| ())
    }
}

/// Most learned plans kept waiting for room in the plan log.
const MAX_UNSAVED: usize = 256;

/// The state for writing, without ever queueing behind a long reader (a compaction writing
/// a snapshot): a waiting writer of std's RwLock would hold up every new reader, the
/// decision loop's queries among them.
fn write_state(state: &RwLock<State>) -> Result<RwLockWriteGuard<'_, State>, KnowledgeError> {
    loop {
        match state.try_write() {
            Ok(g) => return Ok(g),
            Err(TryLockError::Poisoned(_)) => return Err(KnowledgeError::Poisoned),
            Err(TryLockError::WouldBlock) => std::thread::sleep(std::time::Duration::from_millis(2)),
        }
    }
}

impl Saver {
    /// Writes the state as a new generation holding every plan the log has applied, then
    /// drops those plans from the log; returns the generation. The caller holds the
    /// directory lock.
    fn save(&self, state: &RwLock<State>, log: &Mutex<Option<PlanLog>>) -> Result<u64, KnowledgeError> {
        let _g = self.lock.lock().map_err(|_| KnowledgeError::Poisoned)?;
        let dir = &self.dir;
        // The snapshot: with the log held no plan is half applied, so the state holds
        // exactly the plans up to the log's last sequence number.
        let (st, through) = {
            let log = log.lock().map_err(|_| KnowledgeError::Poisoned)?;
            let st = state.read().map_err(|_| KnowledgeError::Poisoned)?;
            let through = log.as_ref().map_or(self.folded.load(Ordering::Acquire), |l| l.last_seq());
            (st, through)
        };
        let gen = persist::current_generation(dir).max(st.generation) + 1;
        let pid = std::process::id();
        let prefix = format!("gen-{gen}-{pid}");
        // A failed save (a full disk) leaves none of its files behind.
        let written = self.write_files(&st, &prefix);
        let described = written.inspect_err(|_| persist::remove_generation_files(dir, &prefix))?;
        let generation = gen;
        drop(st);
        let body = persist::ManifestBody {
            format: persist::FORMAT,
            generation,
            identity: self.identity.clone(),
            files: described,
            plans_through: through,
        };
        // A commit that failed after its manifest was renamed into place (the directory's
        // fsync) leaves a generation that manifest names: keep its files.
        persist::commit(dir, body).inspect_err(|_| {
            if !persist::manifest_names(dir, &prefix) {
                persist::remove_generation_files(dir, &prefix)
            }
        })?;
        self.folded.store(through, Ordering::Release);
        write_state(state)?.generation = generation;
        if let Some(l) = log.lock().map_err(|_| KnowledgeError::Poisoned)?.as_mut() {
            l.drop_through(through)?;
        }
        Ok(generation)
    }

    /// Writes (and syncs) the files of a generation named `prefix`; describes them for its
    /// manifest.
    fn write_files(&self, st: &State, prefix: &str) -> Result<Vec<persist::FileEntry>, KnowledgeError> {
        let dir = &self.dir;
        let space_json = serde_json::to_vec(&st.space)
            .map_err(|e| KnowledgeError::Io { path: dir.join(prefix), reason: e.to_string() })?;
        let mut files = Vec::new();
        let space_name = format!("{prefix}-space.json");
        persist::write_atomic(dir, &space_name, &space_json)?;
        files.push(space_name);
        let emb_name = format!("{prefix}-text.emb");
        persist::write_atomic(dir, &emb_name, &emb_bytes(&st.text_emb))?;
        files.push(emb_name);
        let lab_name = format!("{prefix}-labels.emb");
        persist::write_atomic(dir, &lab_name, &emb_bytes(&self.label_emb))?;
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
        Ok(files.iter().map(|f| persist::describe(dir, f)).collect::<Result<Vec<_>, _>>()?)
    }
}

impl Drop for Knowledge {
    /// A background compaction finishes before the knowledge base goes away; plans still
    /// waiting for room in the log are named, as they are lost.
    fn drop(&mut self) {
        if let Some(h) = self.store.compaction.get_mut().ok().and_then(|h| h.take()) {
            let _ = h.join();
        }
        if let Ok(unsaved) = self.store.unsaved.get_mut() {
            for (p, _) in unsaved.iter() {
                warn!(instruction = %p.instruction, tool = %p.tool, "learned plan never saved (no room in the plan log)");
            }
        }
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
) -> Result<(State, Vec<f32>, u64), String> {
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
    let st = State { space, text_emb, text_ann, ridge, lexical, generation: body.generation };
    Ok((st, label_emb, body.plans_through))
}

/// Live run-time entries of whatever verified index is in `dir` (any identity), and the
/// last plan-log sequence number that index holds.
fn carried_inserts(dir: &Path) -> (Vec<Entry>, u64) {
    let Ok(body) = persist::verify(dir) else {
        return (Vec::new(), 0);
    };
    let Some(n) = file_with(&body, "-space.json") else {
        return (Vec::new(), 0);
    };
    let Ok(bytes) = std::fs::read(dir.join(n)) else {
        return (Vec::new(), 0);
    };
    let Ok(space) = serde_json::from_slice::<Space>(&bytes) else {
        return (Vec::new(), 0);
    };
    let inserted = space.entries.into_iter().filter(|e| !e.dead && matches!(e.origin, Origin::Inserted { .. }));
    (inserted.collect(), body.plans_through)
}

/// What an index must have been built from to be reused: format, knowledge files, space
/// parameters, label temperature, model and ridge strength.
fn index_identity(cfg: &Config, src: &Sources, params: &SpaceParams, minilm: &MiniLm) -> String {
    format!(
        "f{}-k{:016x}-a{}-b{}-D{}-s{}-t{}-m{}-r{}{}",
        persist::FORMAT,
        src.digest(),
        params.a,
        params.b,
        params.d_index,
        params.seed,
        cfg.knowledge.label_temperature,
        model_tag(minilm),
        cfg.knowledge.ridge_lambda,
        if cfg.knowledge.share_framing_embeddings { "-p1" } else { "" }
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
) -> Option<(State, Vec<f32>, u64)> {
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
    progress: &dyn BuildProgress,
) -> Result<(State, Vec<f32>, u64), KnowledgeError> {
    let t0 = std::time::Instant::now();
    let mut entries = asset_entries(assets);
    // Carry plans inserted at run time over a rebuild.
    let (old, folded) = carried_inserts(dir);
    if !old.is_empty() {
        info!(count = old.len(), "keeping run-time plans from the previous index");
    }
    entries.extend(old);
    let texts: Vec<&str> = label_texts.iter().map(|(l, _)| l.as_str()).collect();
    // Texts embedded by an earlier build (any generation) are not embedded again.
    let mut cache = EmbedCache::load(dir, &model_tag(minilm));
    let cached = cache.len();
    let label_emb = embed_cached(minilm, &texts, Some(&mut cache), progress, "catalog labels")?;
    let emb = Embedder {
        m: minilm,
        cache: Some(&mut cache),
        progress,
        share_framings: cfg.knowledge.share_framing_embeddings,
    };
    let st = build_state(emb, entries, params, 0, assets, cfg.knowledge.ridge_lambda)?;
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
    Ok((st, label_emb, folded))
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
