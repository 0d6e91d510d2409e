//! Writing a recording: the decision thread hands each message to a writer thread (never
//! waiting), which serialises it and appends it to an MCAP file. When the writer falls
//! behind, a tick is dropped and counted (its tick number is missing from the file); a task
//! or labels message is kept and handed over before the next tick instead. The file is written as `<path>.part` and renamed when
//! the recording is finished, so a recording on disk is always whole.

use super::messages::{LabelsRecord, ObservationRecord, PromptsRecord, RunRecord, Scored, TaskRecord, TickRecord};
use super::messages::{TOPIC_LABELS, TOPIC_PROMPTS, TOPIC_RUN, TOPIC_TASK, TOPIC_TICK};
use super::RecordError;
use crate::config::Config;
use crate::control::RobotState;
use crate::decide::motion::MotionOutput;
use crate::decide::Decision;
use crate::knowledge::Knowledge;
use crate::types::observation::{Observation, PromptEmbeddings};
use crate::types::plan::SlowAnswer;
use std::collections::{BTreeMap, HashSet};
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Messages queued for the writer before ticks are dropped (about 25 s at 10 Hz).
const QUEUE: usize = 256;

/// One tick as the decision thread hands it over (serialised on the writer thread).
pub struct Tick {
    pub task: u32,
    pub tick: u64,
    pub since_start_ns: u64,
    pub obs: Arc<Observation>,
    pub state: RobotState,
    pub answer: Option<SlowAnswer>,
    pub reply: Option<String>,
    pub scored: Vec<Scored>,
    pub decision: Decision,
    pub motion: MotionOutput,
}

enum Msg {
    Task(TaskRecord),
    Labels(LabelsRecord),
    Tick(Box<Tick>),
}

/// A recording being made.
pub struct Recorder {
    tx: Option<SyncSender<Msg>>,
    thread: Option<JoinHandle<Result<PathBuf, RecordError>>>,
    dropped: Arc<AtomicU64>,
    /// Labels already recorded, and the knowledge base's count of labels read then.
    labels_sent: HashSet<String>,
    labels_seen: usize,
    /// Task and labels messages not yet taken by the writer, oldest first.
    pending: Vec<Msg>,
}

impl Recorder {
    /// Starts recording a run with `cfg` to `path` (an MCAP file; its directory must exist).
    pub fn create(path: &Path, cfg: &Config) -> Result<Recorder, RecordError> {
        let config = serde_json::to_value(cfg).map_err(|e| RecordError::Encode(e.to_string()))?;
        let run = RunRecord {
            version: env!("CARGO_PKG_VERSION").into(),
            config_hash: crate::config::fingerprint(cfg),
            config,
        };
        let mut file = McapFile::create(path)?;
        file.write(TOPIC_RUN, 0, &run)?;
        let (tx, rx) = sync_channel(QUEUE);
        let thread = std::thread::Builder::new()
            .name("aide-record".into())
            .spawn(move || file.write_all(rx))
            .map_err(|e| RecordError::Io { path: path.to_path_buf(), reason: e.to_string() })?;
        Ok(Recorder {
            tx: Some(tx),
            thread: Some(thread),
            dropped: Arc::new(AtomicU64::new(0)),
            labels_sent: HashSet::new(),
            labels_seen: 0,
            pending: Vec::new(),
        })
    }

    pub fn task(&mut self, t: TaskRecord) {
        self.pending.push(Msg::Task(t));
        self.flush();
    }

    /// Records the labels `kb` read since the last call (nothing to do, and no allocation,
    /// when it read none).
    pub fn labels(&mut self, kb: &Knowledge) {
        let seen = kb.labels_read();
        if seen == self.labels_seen {
            return;
        }
        self.labels_seen = seen;
        let new: Vec<(String, Vec<f32>, Vec<f32>)> = kb
            .read_labels()
            .into_iter()
            .filter(|(k, _, _)| !self.labels_sent.contains(k))
            .map(|(k, v, t)| (k, v.to_vec(), t.to_vec()))
            .collect();
        self.labels_sent.extend(new.iter().map(|(k, _, _)| k.clone()));
        self.pending.push(Msg::Labels(LabelsRecord { labels: new }));
        self.flush();
    }

    /// Hands the tick over, after any task or labels message still waiting; dropped (and
    /// counted) when the writer cannot take it now.
    pub fn tick(&mut self, t: Tick) {
        if !self.flush() {
            self.drop_one();
            return;
        }
        if let Some(Err(_)) = self.tx.as_ref().map(|tx| tx.try_send(Msg::Tick(Box::new(t)))) {
            self.drop_one();
        }
    }

    /// Ticks not recorded because the writer fell behind.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    /// Hands waiting task and labels messages over in order; true when none is left.
    fn flush(&mut self) -> bool {
        let Some(tx) = self.tx.as_ref() else { return false };
        while !self.pending.is_empty() {
            match tx.try_send(self.pending.remove(0)) {
                Ok(()) => {}
                Err(TrySendError::Full(m)) => {
                    self.pending.insert(0, m);
                    return false;
                }
                // The writer stopped (a write failed): its error is reported when it is joined.
                Err(TrySendError::Disconnected(_)) => {
                    self.pending.clear();
                    return false;
                }
            }
        }
        true
    }

    fn drop_one(&self) {
        if self.dropped.fetch_add(1, Ordering::Relaxed) == 0 {
            tracing::warn!("recording: the writer fell behind or stopped; ticks are being dropped");
        }
    }

    /// Writes what is queued, closes the file and names it; returns its path.
    pub fn finish(mut self) -> Result<PathBuf, RecordError> {
        self.close()
    }

    fn close(&mut self) -> Result<PathBuf, RecordError> {
        drop(self.tx.take());
        match self.thread.take().map(|t| t.join()) {
            Some(Ok(r)) => r,
            Some(Err(_)) => Err(RecordError::Encode("the recording thread panicked".into())),
            None => Err(RecordError::Encode("the recording was already finished".into())),
        }
    }
}

impl Drop for Recorder {
    fn drop(&mut self) {
        if self.thread.is_some() {
            match self.close() {
                Ok(p) => tracing::info!(file = %p.display(), dropped = self.dropped(), "recording written"),
                Err(e) => tracing::error!(error = %e, "recording not written"),
            }
        }
    }
}

/// The MCAP file and its channels.
struct McapFile {
    writer: mcap::Writer<BufWriter<File>>,
    channels: BTreeMap<&'static str, u16>,
    sequence: u32,
    path: PathBuf,
    part: PathBuf,
    /// The prompt embeddings last written, and their version.
    prompts: Option<(Arc<PromptEmbeddings>, u64)>,
}

impl McapFile {
    fn create(path: &Path) -> Result<McapFile, RecordError> {
        let io = |p: &Path, e: &dyn std::fmt::Display| RecordError::Io { path: p.to_path_buf(), reason: e.to_string() };
        let mut part = path.as_os_str().to_owned();
        part.push(".part");
        let part = PathBuf::from(part);
        let file = File::create(&part).map_err(|e| io(&part, &e))?;
        let mut writer = mcap::WriteOptions::new()
            .compression(None)
            .profile("aide")
            .create(BufWriter::new(file))
            .map_err(|e| io(&part, &e))?;
        let mut channels = BTreeMap::new();
        for topic in [TOPIC_RUN, TOPIC_TASK, TOPIC_LABELS, TOPIC_PROMPTS, TOPIC_TICK] {
            let id = writer.add_channel(0, topic, "json", &BTreeMap::new()).map_err(|e| io(&part, &e))?;
            channels.insert(topic, id);
        }
        Ok(McapFile { writer, channels, sequence: 0, path: path.to_path_buf(), part, prompts: None })
    }

    fn write<T: serde::Serialize>(&mut self, topic: &'static str, log_time: u64, m: &T) -> Result<(), RecordError> {
        let data = serde_json::to_vec(m).map_err(|e| RecordError::Encode(format!("{topic}: {e}")))?;
        self.sequence += 1;
        let header = mcap::records::MessageHeader {
            channel_id: self.channels[topic],
            sequence: self.sequence,
            log_time,
            publish_time: log_time,
        };
        self.writer
            .write_to_known_channel(&header, &data)
            .map_err(|e| RecordError::Io { path: self.part.clone(), reason: e.to_string() })
    }

    fn write_all(mut self, rx: Receiver<Msg>) -> Result<PathBuf, RecordError> {
        while let Ok(m) = rx.recv() {
            match m {
                Msg::Task(t) => self.write(TOPIC_TASK, 0, &t)?,
                Msg::Labels(l) => self.write(TOPIC_LABELS, 0, &l)?,
                Msg::Tick(t) => self.write_tick(*t)?,
            }
        }
        self.writer.finish().map_err(|e| RecordError::Io { path: self.part.clone(), reason: e.to_string() })?;
        drop(self.writer);
        std::fs::rename(&self.part, &self.path)
            .map_err(|e| RecordError::Io { path: self.path.clone(), reason: e.to_string() })?;
        Ok(self.path)
    }

    fn write_tick(&mut self, t: Tick) -> Result<(), RecordError> {
        let prompts = self.prompts_version(&t.obs, t.obs.captured_ns)?;
        let encode = |e: serde_json::Error| RecordError::Encode(format!("{TOPIC_TICK}: {e}"));
        let record = TickRecord {
            task: t.task,
            tick: t.tick,
            since_start_ns: t.since_start_ns,
            obs: ObservationRecord::of(&t.obs, prompts),
            state: t.state,
            answer: t.answer,
            reply: t.reply,
            scored: t.scored,
            decision: serde_json::to_value(&t.decision).map_err(encode)?,
            motion: serde_json::to_value(&t.motion).map_err(encode)?,
        };
        self.write(TOPIC_TICK, t.obs.captured_ns, &record)
    }

    /// The version of the observation's prompt embeddings, written first when new.
    fn prompts_version(&mut self, obs: &Observation, log_time: u64) -> Result<u64, RecordError> {
        let Some(p) = &obs.prompt_embeddings else { return Ok(0) };
        match &self.prompts {
            Some((last, v)) if Arc::ptr_eq(last, p) || **last == **p => Ok(*v),
            _ => {
                let v = self.prompts.as_ref().map_or(1, |(_, v)| v + 1);
                self.write(TOPIC_PROMPTS, log_time, &PromptsRecord::of(v, p))?;
                self.prompts = Some((p.clone(), v));
                Ok(v)
            }
        }
    }
}
