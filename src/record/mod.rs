//! Recordings of the decision stream: every tick's inputs and decision, written to MCAP
//! (Foxglove opens the file; messages are JSON) by a thread of its own, and read back for
//! `aide replay`, which re-runs the ticks (`crate::runtime::replay`).

pub mod messages;
pub mod reader;
pub mod writer;

pub use reader::{read, Recording};
pub use writer::{Recorder, Tick};

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError {
    #[error("recording {path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error("recording {path} is not readable: {reason}")]
    Invalid { path: PathBuf, reason: String },
    #[error("recording: cannot encode {0}")]
    Encode(String),
}
