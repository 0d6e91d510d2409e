//! Crash-safe persistence of the index directory.
//!
//! A save writes a new *generation*: every file under a generation-numbered name, each
//! written to a temporary name, fsynced and renamed; then `manifest.json` (file names,
//! lengths, FNV-1a checksums, and a checksum of the manifest body itself) is written the
//! same way, and the directory is fsynced. The manifest rename is the commit point: a
//! crash before it leaves the previous manifest pointing at the previous, intact
//! generation; a crash after it leaves the new one complete. Files of older generations
//! are removed only after the commit. A load verifies every checksum before using a byte.

use serde::{Deserialize, Serialize};
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

pub const MANIFEST: &str = "manifest.json";
/// Bumped whenever the on-disk layout or the graphs' distance changes (older indexes are
/// rebuilt, keeping their run-time plans). 5: one HNSW graph (the text index), measured with
/// `ann::L2Lanes`.
pub const FORMAT: u32 = 5;

/// 64-bit FNV-1a.
#[derive(Debug, Clone)]
pub struct Fnv(u64);

impl Fnv {
    pub fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    pub fn write(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= x as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    pub fn finish(&self) -> u64 {
        self.0
    }
}

impl Default for Fnv {
    fn default() -> Self {
        Fnv::new()
    }
}

pub fn fnv(b: &[u8]) -> u64 {
    let mut h = Fnv::new();
    h.write(b);
    h.finish()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FileEntry {
    pub name: String,
    pub len: u64,
    /// FNV-1a of the content, hex.
    pub fnv: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ManifestBody {
    pub format: u32,
    pub generation: u64,
    /// Identity of what was indexed: digest of the knowledge files and build parameters.
    pub identity: String,
    pub files: Vec<FileEntry>,
    /// Sequence number of the last plan of the plan log this generation holds (see
    /// [`super::plan_log`]); absent (0) in indexes that predate the log.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub plans_through: u64,
}

fn is_zero(x: &u64) -> bool {
    *x == 0
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Manifest {
    body: ManifestBody,
    /// FNV-1a of the body's JSON, hex.
    checksum: String,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PersistError {
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error("{path}: corrupt index: {reason}")]
    Corrupt { path: PathBuf, reason: String },
    #[error("{path}: no index saved yet")]
    Missing { path: PathBuf },
}

fn io(path: &Path, e: std::io::Error) -> PersistError {
    PersistError::Io { path: path.to_path_buf(), reason: e.to_string() }
}

/// Writes `bytes` to `dir/name` atomically: temp file, fsync, rename, fsync dir.
pub fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), PersistError> {
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let dst = dir.join(name);
    let written = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(&tmp)
        .and_then(|mut f| f.write_all(bytes).and_then(|_| f.sync_all()))
        .and_then(|_| fs::rename(&tmp, &dst));
    if let Err(e) = written {
        // A full disk leaves no half-written temporary behind.
        let _ = fs::remove_file(&tmp);
        return Err(io(&dst, e));
    }
    sync_dir(dir)
}

/// Whether the manifest on disk names a file of the generation `prefix`.
pub fn manifest_names(dir: &Path, prefix: &str) -> bool {
    fs::read_to_string(dir.join(MANIFEST)).is_ok_and(|m| m.contains(&format!("\"{prefix}-")))
}

/// Removes the files of an uncommitted generation (`{prefix}-...`, and their temporaries)
/// after a failed save.
pub fn remove_generation_files(dir: &Path, prefix: &str) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with(&format!("{prefix}-")) || name.starts_with(&format!(".{prefix}-")) {
            let _ = fs::remove_file(e.path());
        }
    }
}

pub fn sync_dir(dir: &Path) -> Result<(), PersistError> {
    File::open(dir).and_then(|d| d.sync_all()).map_err(|e| io(dir, e))
}

/// fsyncs a file written by someone else (hnsw_rs dumps) before it is listed.
pub fn sync_file(path: &Path) -> Result<(), PersistError> {
    File::open(path).and_then(|f| f.sync_all()).map_err(|e| io(path, e))
}

/// Describes a file already on disk for the manifest.
pub fn describe(dir: &Path, name: &str) -> Result<FileEntry, PersistError> {
    let p = dir.join(name);
    let bytes = fs::read(&p).map_err(|e| io(&p, e))?;
    Ok(FileEntry { name: name.into(), len: bytes.len() as u64, fnv: format!("{:016x}", fnv(&bytes)) })
}

/// Commits a generation: writes the manifest atomically, then removes files that belong
/// to no generation listed in it (older generations, stray temporaries).
pub fn commit(dir: &Path, body: ManifestBody) -> Result<(), PersistError> {
    let body_json = serde_json::to_string(&body)
        .map_err(|e| PersistError::Io { path: dir.join(MANIFEST), reason: e.to_string() })?;
    let m = Manifest { checksum: format!("{:016x}", fnv(body_json.as_bytes())), body };
    let text = serde_json::to_string_pretty(&m)
        .map_err(|e| PersistError::Io { path: dir.join(MANIFEST), reason: e.to_string() })?;
    write_atomic(dir, MANIFEST, text.as_bytes())?;
    let keep: std::collections::HashSet<&str> = m.body.files.iter().map(|f| f.name.as_str()).collect();
    if let Ok(rd) = fs::read_dir(dir) {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            let ours = name.starts_with("gen-") || (name.starts_with('.') && name.contains(".tmp-"));
            if ours && !keep.contains(name.as_str()) && !is_foreign_temp(&name) {
                let _ = fs::remove_file(e.path());
            }
        }
    }
    Ok(())
}

/// A temporary file of another live process (concurrent saver): leave it alone.
fn is_foreign_temp(name: &str) -> bool {
    if let Some(pid) = name.rsplit(".tmp-").next().filter(|_| name.contains(".tmp-")) {
        if let Ok(pid) = pid.parse::<i32>() {
            return pid != std::process::id() as i32 && Path::new(&format!("/proc/{pid}")).exists();
        }
    }
    false
}

/// Reads and verifies the manifest and every file it lists. Returns the body.
pub fn verify(dir: &Path) -> Result<ManifestBody, PersistError> {
    let mp = dir.join(MANIFEST);
    let text = match fs::read_to_string(&mp) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(PersistError::Missing { path: mp }),
        Err(e) => return Err(io(&mp, e)),
    };
    let m: Manifest =
        serde_json::from_str(&text).map_err(|e| PersistError::Corrupt { path: mp.clone(), reason: e.to_string() })?;
    let body_json = serde_json::to_string(&m.body)
        .map_err(|e| PersistError::Corrupt { path: mp.clone(), reason: e.to_string() })?;
    if format!("{:016x}", fnv(body_json.as_bytes())) != m.checksum {
        return Err(PersistError::Corrupt { path: mp, reason: "manifest checksum mismatch".into() });
    }
    for f in &m.body.files {
        let p = dir.join(&f.name);
        let bytes = fs::read(&p).map_err(|e| PersistError::Corrupt { path: p.clone(), reason: e.to_string() })?;
        if bytes.len() as u64 != f.len || format!("{:016x}", fnv(&bytes)) != f.fnv {
            return Err(PersistError::Corrupt {
                path: p,
                reason: format!("length or checksum differs from {MANIFEST}"),
            });
        }
    }
    Ok(m.body)
}

/// Generation number of the committed manifest, if any (unverified).
pub fn current_generation(dir: &Path) -> u64 {
    fs::read_to_string(dir.join(MANIFEST))
        .ok()
        .and_then(|t| serde_json::from_str::<Manifest>(&t).ok())
        .map(|m| m.body.generation)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_committed_generation_verifies_and_a_flipped_byte_does_not() {
        let d = tempfile::tempdir().unwrap();
        write_atomic(d.path(), "gen-1-a.bin", b"hello").unwrap();
        let body = ManifestBody {
            format: FORMAT,
            generation: 1,
            identity: "x".into(),
            files: vec![describe(d.path(), "gen-1-a.bin").unwrap()],
            plans_through: 3,
        };
        commit(d.path(), body.clone()).unwrap();
        assert_eq!(verify(d.path()).unwrap(), body);
        fs::write(d.path().join("gen-1-a.bin"), b"hellO").unwrap();
        assert!(matches!(verify(d.path()), Err(PersistError::Corrupt { .. })));
    }

    #[test]
    fn committing_a_new_generation_removes_the_old_files() {
        let d = tempfile::tempdir().unwrap();
        for g in 1..=2u64 {
            let name = format!("gen-{g}-a.bin");
            write_atomic(d.path(), &name, b"x").unwrap();
            let body = ManifestBody {
                format: FORMAT,
                generation: g,
                identity: "x".into(),
                files: vec![describe(d.path(), &name).unwrap()],
                plans_through: 0,
            };
            commit(d.path(), body).unwrap();
        }
        assert!(!d.path().join("gen-1-a.bin").exists());
        assert!(d.path().join("gen-2-a.bin").exists());
        assert_eq!(current_generation(d.path()), 2);
    }

    #[test]
    fn a_missing_manifest_is_reported_as_missing() {
        let d = tempfile::tempdir().unwrap();
        assert!(matches!(verify(d.path()), Err(PersistError::Missing { .. })));
    }
}
