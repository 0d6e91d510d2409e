//! The planning-call log: every LLM request and every plan outcome as one JSON line,
//! appended to a size-rotated dataset under `<state_dir>/planning-log/` (the fine-tuning
//! and debugging trail of seed 003).
//!
//! Crash safety: each line is written whole with one `write` of line + newline and then
//! flushed. A crash can at worst leave a torn last line; on start the writer never
//! appends after a torn line (it begins a new file), and [`read_dir`] skips a torn last
//! line. Secrets: the caller passes a redactor that is applied to the serialised line.

use serde_json::Value;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LogError {
    #[error("planning log `{path}`: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> LogError + '_ {
    move |source| LogError::Io { path: path.display().to_string(), source }
}

struct Current {
    file: File,
    path: PathBuf,
    size: u64,
}

type Redactor = Box<dyn Fn(&str) -> String + Send + Sync>;

/// Appends JSON lines with size-based rotation. Shared behind an `Arc`; the mutex is held
/// for one small write.
pub struct PlanningLog {
    dir: PathBuf,
    max_bytes: u64,
    max_files: usize,
    redact: Redactor,
    current: Mutex<Option<Current>>,
}

const PREFIX: &str = "planning-";
const SUFFIX: &str = ".jsonl";

fn index_of(name: &str) -> Option<u64> {
    name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?.parse().ok()
}

/// Log files in `dir`, oldest first.
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<(u64, PathBuf)> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten().filter_map(|e| index_of(&e.file_name().to_string_lossy()).map(|i| (i, e.path()))).collect()
        })
        .unwrap_or_default();
    v.sort();
    v.into_iter().map(|(_, p)| p).collect()
}

impl PlanningLog {
    /// Opens (creating) the log directory. `redact` is applied to every line.
    pub fn open(
        dir: impl Into<PathBuf>,
        max_bytes: u64,
        max_files: usize,
        redact: impl Fn(&str) -> String + Send + Sync + 'static,
    ) -> Result<PlanningLog, LogError> {
        let dir = dir.into();
        std::fs::create_dir_all(&dir).map_err(io(&dir))?;
        Ok(PlanningLog {
            dir,
            max_bytes: max_bytes.max(1),
            max_files: max_files.max(1),
            redact: Box::new(redact),
            current: Mutex::new(None),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Appends one record as a single line.
    pub fn append(&self, record: &Value) -> Result<(), LogError> {
        let text = serde_json::to_string(record)
            .unwrap_or_else(|e| format!("{{\"kind\":\"unserialisable\",\"error\":\"{e}\"}}"));
        let mut line = (self.redact)(&text).replace('\n', "\\n");
        line.push('\n');
        let mut guard = self.current.lock().unwrap_or_else(|p| p.into_inner());
        let need_new = match guard.as_ref() {
            None => true,
            Some(c) => c.size > 0 && c.size + line.len() as u64 > self.max_bytes,
        };
        if need_new {
            *guard = Some(self.next_file(guard.is_none())?);
        }
        let Some(cur) = guard.as_mut() else {
            return Ok(());
        };
        cur.file.write_all(line.as_bytes()).map_err(io(&cur.path))?;
        cur.file.flush().map_err(io(&cur.path))?;
        cur.size += line.len() as u64;
        Ok(())
    }

    /// The file to write next: on first use the newest existing file when it is not full
    /// and ends with a whole line; otherwise a new file. Deletes the oldest beyond max_files.
    fn next_file(&self, first: bool) -> Result<Current, LogError> {
        let existing = files(&self.dir);
        if first {
            if let Some(p) = existing.last() {
                let size = std::fs::metadata(p).map(|m| m.len()).unwrap_or(u64::MAX);
                if size < self.max_bytes && ends_with_newline(p, size) {
                    let file = OpenOptions::new().append(true).open(p).map_err(io(p))?;
                    return Ok(Current { file, path: p.clone(), size });
                }
            }
        }
        let next = existing.last().and_then(|p| index_of(&p.file_name()?.to_string_lossy())).map_or(1, |i| i + 1);
        let path = self.dir.join(format!("{PREFIX}{next:06}{SUFFIX}"));
        let file = OpenOptions::new().create(true).append(true).open(&path).map_err(io(&path))?;
        let mut all = existing;
        all.push(path.clone());
        while all.len() > self.max_files {
            let old = all.remove(0);
            std::fs::remove_file(&old).map_err(io(&old))?;
        }
        Ok(Current { file, path, size: 0 })
    }
}

fn ends_with_newline(p: &Path, size: u64) -> bool {
    if size == 0 {
        return true;
    }
    let Ok(mut f) = File::open(p) else {
        return false;
    };
    let mut b = [0u8; 1];
    f.seek(SeekFrom::End(-1)).is_ok() && f.read_exact(&mut b).is_ok() && b[0] == b'\n'
}

/// Reads every complete record of the log in `dir`, oldest first. A torn line (no
/// trailing newline, or not JSON) at the end of a file is skipped; a malformed line in
/// the middle is an error naming file and line.
pub fn read_dir(dir: &Path) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    for p in files(dir) {
        let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let complete = text.ends_with('\n');
        let lines: Vec<&str> = text.split_terminator('\n').collect();
        for (n, l) in lines.iter().enumerate() {
            let last = n + 1 == lines.len();
            match serde_json::from_str::<Value>(l) {
                Ok(v) if !last || complete => out.push(v),
                Ok(_) => {}
                Err(_) if last => {}
                Err(e) => return Err(format!("{} line {}: {e}", p.display(), n + 1)),
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lines_rotate_by_size_and_old_files_are_dropped() {
        let d = tempfile::tempdir().unwrap();
        let log = PlanningLog::open(d.path(), 200, 3, |s: &str| s.to_string()).unwrap();
        for i in 0..20 {
            log.append(&json!({"i": i, "pad": "x".repeat(40)})).unwrap();
        }
        let f = files(d.path());
        assert_eq!(f.len(), 3);
        for p in &f {
            assert!(std::fs::metadata(p).unwrap().len() <= 200);
        }
        let recs = read_dir(d.path()).unwrap();
        assert_eq!(recs.last().unwrap()["i"], 19);
        // consecutive, none lost inside the kept files
        let is: Vec<i64> = recs.iter().map(|r| r["i"].as_i64().unwrap()).collect();
        assert!(is.windows(2).all(|w| w[1] == w[0] + 1));
    }

    #[test]
    fn a_torn_last_line_is_skipped_by_readers_and_never_appended_to() {
        let d = tempfile::tempdir().unwrap();
        {
            let log = PlanningLog::open(d.path(), 1 << 20, 5, |s: &str| s.to_string()).unwrap();
            log.append(&json!({"i": 1})).unwrap();
        }
        // a crash in the middle of a write
        let p = files(d.path())[0].clone();
        let mut f = OpenOptions::new().append(true).open(&p).unwrap();
        f.write_all(b"{\"i\": 2, \"tor").unwrap();
        assert_eq!(read_dir(d.path()).unwrap().len(), 1);
        let log = PlanningLog::open(d.path(), 1 << 20, 5, |s: &str| s.to_string()).unwrap();
        log.append(&json!({"i": 3})).unwrap();
        assert_eq!(files(d.path()).len(), 2, "a new file after the torn one");
        let is: Vec<i64> = read_dir(d.path()).unwrap().iter().map(|r| r["i"].as_i64().unwrap()).collect();
        assert_eq!(is, vec![1, 3]);
    }

    #[test]
    fn the_redactor_sees_every_line() {
        let d = tempfile::tempdir().unwrap();
        let log = PlanningLog::open(d.path(), 1 << 20, 5, |s: &str| s.replace("sk-secret", "[REDACTED]")).unwrap();
        log.append(&json!({"body": "bad key sk-secret"})).unwrap();
        let text = std::fs::read_to_string(&files(d.path())[0]).unwrap();
        assert!(!text.contains("sk-secret") && text.contains("[REDACTED]"));
    }
}
