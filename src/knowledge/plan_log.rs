//! The log of plans learned at run time: an append-only file beside the index
//! (`<index_dir>/plans.log`) that makes learning one plan cost one small write.
//!
//! Layout (little endian): the header `AIDEPLN1` and u32 DIM; then records, each
//! `u32 payload length | u32 CRC-32C of the payload | payload`, the payload being
//! `u64 sequence number | DIM f32 MiniLM embedding of the instruction | the plan as JSON`.
//! An append is one `write` of a whole record followed by `fdatasync`: when it returns the
//! plan survives a crash or kill -9. Opening the log replays it: records are read until the
//! first one that is torn (short) or corrupt (bad length, checksum or JSON); that tail is
//! logged with the file and its offset and cut off, so every earlier record is kept.
//!
//! Sequence numbers grow across the life of the index: the manifest of a saved generation
//! records the last one it holds (`plans_through`), replay skips records at or below it, and
//! [`PlanLog::drop_through`] rewrites the log without them (temp file, fsync, rename) after a
//! generation holding them is committed. A crash between that commit and the rewrite leaves
//! records the index already holds; they are skipped, never applied twice.

use crate::perception::models::minilm::DIM;
use crate::types::plan::TaskPlan;
use crc::{Crc, CRC_32_ISCSI};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// File name inside the index directory.
pub const FILE: &str = "plans.log";
const MAGIC: &[u8; 8] = b"AIDEPLN1";
const HEADER: usize = 12;
/// Largest payload a record may carry (a plan is a few hundred bytes of JSON).
pub const MAX_PAYLOAD: usize = 1 << 20;
const CRC: Crc<u32> = Crc::<u32>::new(&CRC_32_ISCSI);

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlanLogError {
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error("plan for {instruction:?}: {len} bytes encoded, more than the {MAX_PAYLOAD} a log record may hold")]
    TooLarge { instruction: String, len: usize },
    #[error("plan for {instruction:?}: embedding has {len} values, the log holds {DIM}")]
    BadEmbedding { instruction: String, len: usize },
}

fn io(path: &Path, e: std::io::Error) -> PlanLogError {
    PlanLogError::Io { path: path.to_path_buf(), reason: e.to_string() }
}

/// One learned plan as the log keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub seq: u64,
    /// MiniLM embedding of the plan's instruction (replay needs no encoder).
    pub embedding: Vec<f32>,
    pub plan: TaskPlan,
}

/// Where and why reading stopped before the end of the file.
#[derive(Debug, Clone, PartialEq)]
pub struct Torn {
    pub offset: u64,
    pub reason: String,
}

/// The records of a log's bytes, up to the first torn or corrupt one.
#[derive(Debug, Default)]
pub struct Decoded {
    pub records: Vec<Record>,
    /// Bytes of the intact prefix (header and whole records).
    pub good_len: u64,
    pub torn: Option<Torn>,
}

/// Encodes one record (length, checksum, payload).
pub fn encode(seq: u64, embedding: &[f32], plan: &TaskPlan) -> Result<Vec<u8>, PlanLogError> {
    if embedding.len() != DIM {
        return Err(PlanLogError::BadEmbedding { instruction: plan.instruction.clone(), len: embedding.len() });
    }
    let json = serde_json::to_vec(plan).map_err(|e| PlanLogError::Io { path: FILE.into(), reason: e.to_string() })?;
    let len = 8 + DIM * 4 + json.len();
    if len > MAX_PAYLOAD {
        return Err(PlanLogError::TooLarge { instruction: plan.instruction.clone(), len });
    }
    let mut b = Vec::with_capacity(8 + len);
    b.extend_from_slice(&(len as u32).to_le_bytes());
    b.extend_from_slice(&[0; 4]);
    b.extend_from_slice(&seq.to_le_bytes());
    for x in embedding {
        b.extend_from_slice(&x.to_le_bytes());
    }
    b.extend_from_slice(&json);
    let sum = CRC.checksum(&b[8..]);
    b[4..8].copy_from_slice(&sum.to_le_bytes());
    Ok(b)
}

fn header() -> Vec<u8> {
    let mut h = MAGIC.to_vec();
    h.extend_from_slice(&(DIM as u32).to_le_bytes());
    h
}

/// Reads the records of a log file's bytes. An empty input is an empty log.
pub fn decode(b: &[u8]) -> Decoded {
    let mut d = Decoded::default();
    if b.is_empty() {
        return d;
    }
    if b.len() < HEADER || b[..HEADER] != header()[..] {
        d.torn = Some(Torn { offset: 0, reason: "not a plan log of this encoder (bad header)".into() });
        return d;
    }
    let mut at = HEADER;
    while at < b.len() {
        match decode_one(&b[at..]) {
            Ok((r, used)) => {
                d.records.push(r);
                at += used;
            }
            Err(reason) => {
                d.torn = Some(Torn { offset: at as u64, reason });
                break;
            }
        }
    }
    d.good_len = at as u64;
    d
}

fn decode_one(b: &[u8]) -> Result<(Record, usize), String> {
    let head = b.get(..8).ok_or_else(|| format!("torn record header ({} of 8 bytes)", b.len()))?;
    let len = u32::from_le_bytes([head[0], head[1], head[2], head[3]]) as usize;
    let sum = u32::from_le_bytes([head[4], head[5], head[6], head[7]]);
    if !(8 + DIM * 4..=MAX_PAYLOAD).contains(&len) {
        return Err(format!("record length {len} out of range"));
    }
    let payload = b.get(8..8 + len).ok_or_else(|| format!("torn record ({} of {len} payload bytes)", b.len() - 8))?;
    if CRC.checksum(payload) != sum {
        return Err("record checksum mismatch".into());
    }
    let seq = u64::from_le_bytes(payload[..8].try_into().map_err(|_| "short sequence number")?);
    let embedding: Vec<f32> =
        payload[8..8 + DIM * 4].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let plan: TaskPlan =
        serde_json::from_slice(&payload[8 + DIM * 4..]).map_err(|e| format!("record holds no plan: {e}"))?;
    Ok((Record { seq, embedding, plan }, 8 + len))
}

/// The open log: an append handle, its length and the next sequence number.
#[derive(Debug)]
pub struct PlanLog {
    path: PathBuf,
    file: File,
    len: u64,
    next_seq: u64,
}

impl PlanLog {
    /// Opens (creating) `dir/plans.log` and returns it with the records it holds after
    /// sequence number `folded` (the ones a saved generation holds are skipped). A torn or
    /// corrupt tail is logged and cut off; a file with a foreign header is moved aside to
    /// `plans.log.corrupt` and a new log started.
    pub fn open(dir: &Path, folded: u64) -> Result<(PlanLog, Vec<Record>), PlanLogError> {
        let path = dir.join(FILE);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(io(&path, e)),
        };
        let d = decode(&bytes);
        if let Some(t) = &d.torn {
            tracing::warn!(file = %path.display(), offset = t.offset, reason = %t.reason,
                kept = d.records.len(), "plan log: cutting off a torn or corrupt tail");
        }
        if d.good_len == 0 {
            if !bytes.is_empty() {
                let aside = dir.join(format!("{FILE}.corrupt"));
                std::fs::rename(&path, &aside).map_err(|e| io(&aside, e))?;
            }
            write_file(dir, &header())?;
        } else if d.torn.is_some() {
            let f = OpenOptions::new().write(true).open(&path).map_err(|e| io(&path, e))?;
            f.set_len(d.good_len).and_then(|_| f.sync_all()).map_err(|e| io(&path, e))?;
        }
        let last = d.records.iter().map(|r| r.seq).max().unwrap_or(0);
        let records: Vec<Record> = d.records.into_iter().filter(|r| r.seq > folded).collect();
        let log = PlanLog::reopen(path, last.max(folded) + 1)?;
        Ok((log, records))
    }

    fn reopen(path: PathBuf, next_seq: u64) -> Result<PlanLog, PlanLogError> {
        let file = OpenOptions::new().append(true).open(&path).map_err(|e| io(&path, e))?;
        let len = file.metadata().map_err(|e| io(&path, e))?.len();
        Ok(PlanLog { path, file, len, next_seq })
    }

    /// Appends a plan and its instruction's embedding and syncs it to disk; returns its
    /// sequence number. When this returns Ok the plan survives a crash.
    pub fn append(&mut self, plan: &TaskPlan, embedding: &[f32]) -> Result<u64, PlanLogError> {
        let seq = self.next_seq;
        let rec = encode(seq, embedding, plan)?;
        if let Err(e) = self.file.write_all(&rec).and_then(|_| self.file.sync_data()) {
            // A partial write is a torn tail: cut it so later appends stay readable.
            let _ = self.file.set_len(self.len);
            return Err(io(&self.path, e));
        }
        self.len += rec.len() as u64;
        self.next_seq += 1;
        Ok(seq)
    }

    /// Bytes in the file (header included).
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True when the log holds no record.
    pub fn is_empty(&self) -> bool {
        self.len <= HEADER as u64
    }

    /// Sequence number of the last record appended or replayed (0: none yet).
    pub fn last_seq(&self) -> u64 {
        self.next_seq - 1
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Rewrites the log without the records up to sequence number `through` (a committed
    /// generation holds them): temp file, fsync, rename, fsync of the directory.
    pub fn drop_through(&mut self, through: u64) -> Result<(), PlanLogError> {
        let bytes = std::fs::read(&self.path).map_err(|e| io(&self.path, e))?;
        let d = decode(&bytes);
        let mut out = header();
        let mut at = HEADER;
        for r in &d.records {
            let used = 8 + u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) as usize;
            if r.seq > through {
                out.extend_from_slice(&bytes[at..at + used]);
            }
            at += used;
        }
        let dir = self.path.parent().unwrap_or(Path::new("."));
        write_file(dir, &out)?;
        *self = PlanLog::reopen(self.path.clone(), self.next_seq)?;
        Ok(())
    }
}

/// Writes `dir/plans.log` atomically (temp, fsync, rename, fsync dir).
fn write_file(dir: &Path, bytes: &[u8]) -> Result<(), PlanLogError> {
    super::persist::write_atomic(dir, FILE, bytes)
        .map_err(|e| PlanLogError::Io { path: dir.join(FILE), reason: e.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::affordance::{AffordanceVector, X};

    fn plan(i: usize) -> TaskPlan {
        TaskPlan {
            instruction: format!("request {i}"),
            instruction_vector: AffordanceVector([1.0; X]),
            tool: "cushion".into(),
            tool_vector: AffordanceVector([2.0; X]),
            operational_part: Some("side".into()),
            functional_part: None,
            unseen_regions: vec!["cabinet".into()],
            source: crate::types::Stream::Offline,
            grounding: None,
            exploration: None,
            notes: vec![],
        }
    }

    fn emb(i: usize) -> Vec<f32> {
        (0..DIM).map(|j| (i * DIM + j) as f32 * 1e-4).collect()
    }

    fn appended(dir: &Path, n: usize) -> PlanLog {
        let (mut log, old) = PlanLog::open(dir, 0).unwrap();
        assert!(old.is_empty());
        for i in 0..n {
            assert_eq!(log.append(&plan(i), &emb(i)).unwrap(), i as u64 + 1);
        }
        log
    }

    #[test]
    fn appended_plans_replay_in_order_with_their_embeddings() {
        let d = tempfile::tempdir().unwrap();
        drop(appended(d.path(), 3));
        let (log, recs) = PlanLog::open(d.path(), 0).unwrap();
        assert_eq!(recs.iter().map(|r| r.seq).collect::<Vec<_>>(), vec![1, 2, 3]);
        assert_eq!(recs[2].plan, plan(2));
        assert_eq!(recs[1].embedding, emb(1));
        assert_eq!(log.last_seq(), 3);
    }

    #[test]
    fn a_tail_torn_at_any_byte_keeps_every_whole_record_and_is_cut_off() {
        let d = tempfile::tempdir().unwrap();
        drop(appended(d.path(), 3));
        let full = std::fs::read(d.path().join(FILE)).unwrap();
        let two = HEADER + 2 * (full.len() - HEADER) / 3;
        for cut in (two + 1..full.len()).step_by(97).chain([full.len() - 1]) {
            std::fs::write(d.path().join(FILE), &full[..cut]).unwrap();
            let (mut log, recs) = PlanLog::open(d.path(), 0).unwrap();
            assert_eq!(recs.len(), 2, "cut at {cut}");
            assert_eq!(std::fs::metadata(d.path().join(FILE)).unwrap().len(), two as u64, "cut at {cut}");
            // The next append continues after the intact records.
            assert_eq!(log.append(&plan(9), &emb(9)).unwrap(), 3);
            drop(log);
            assert_eq!(PlanLog::open(d.path(), 0).unwrap().1.len(), 3);
        }
    }

    #[test]
    fn a_flipped_byte_is_caught_by_the_checksum_and_reported_at_its_record() {
        let d = tempfile::tempdir().unwrap();
        drop(appended(d.path(), 3));
        let mut b = std::fs::read(d.path().join(FILE)).unwrap();
        let rec = (b.len() - HEADER) / 3;
        b[HEADER + rec + 100] ^= 0x20;
        let dec = decode(&b);
        assert_eq!(dec.records.len(), 1);
        let torn = dec.torn.unwrap();
        assert_eq!(torn.offset, (HEADER + rec) as u64);
        assert!(torn.reason.contains("checksum"), "{}", torn.reason);
    }

    #[test]
    fn records_a_saved_generation_holds_are_skipped_and_dropped() {
        let d = tempfile::tempdir().unwrap();
        let mut log = appended(d.path(), 4);
        let before = log.len();
        log.drop_through(2).unwrap();
        assert!(log.len() < before);
        assert_eq!(log.append(&plan(4), &emb(4)).unwrap(), 5);
        drop(log);
        let (log, recs) = PlanLog::open(d.path(), 3).unwrap();
        assert_eq!(recs.iter().map(|r| r.seq).collect::<Vec<_>>(), vec![4, 5]);
        assert_eq!(log.last_seq(), 5);
        // An empty log still continues the numbering of the generation it follows.
        let e = tempfile::tempdir().unwrap();
        assert_eq!(PlanLog::open(e.path(), 7).unwrap().0.last_seq(), 7);
    }

    #[test]
    fn a_file_that_is_not_a_plan_log_is_moved_aside() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join(FILE), b"something else entirely").unwrap();
        let (log, recs) = PlanLog::open(d.path(), 0).unwrap();
        assert!(recs.is_empty() && log.is_empty());
        assert!(d.path().join(format!("{FILE}.corrupt")).exists());
    }

    #[test]
    fn a_record_is_a_few_kilobytes() {
        let r = encode(1, &emb(0), &plan(0)).unwrap();
        assert!(r.len() < 4096, "{} bytes", r.len());
        assert!(matches!(encode(1, &emb(0)[..10], &plan(0)), Err(PlanLogError::BadEmbedding { .. })));
    }
}
