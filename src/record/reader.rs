//! Reading a recording back: the run's configuration, and each task with its ticks.

use super::messages::{LabelsRecord, PromptsRecord, RunRecord, TaskRecord, TickRecord};
use super::messages::{TOPIC_LABELS, TOPIC_PROMPTS, TOPIC_RUN, TOPIC_TASK, TOPIC_TICK};
use super::RecordError;
use crate::types::observation::PromptEmbeddings;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// One task of a recording.
pub struct RecordedTask {
    pub start: TaskRecord,
    pub ticks: Vec<TickRecord>,
}

/// A whole recording.
pub struct Recording {
    pub run: RunRecord,
    pub tasks: Vec<RecordedTask>,
    /// Prompt embeddings by version.
    pub prompts: HashMap<u64, Arc<PromptEmbeddings>>,
    /// Every label the knowledge base read during the run: key, label-space vector, MiniLM
    /// embedding.
    pub labels: Vec<(String, Vec<f32>, Vec<f32>)>,
}

/// Reads the recording at `path`.
pub fn read(path: &Path) -> Result<Recording, RecordError> {
    let bad = |reason: String| RecordError::Invalid { path: path.to_path_buf(), reason };
    let bytes = std::fs::read(path).map_err(|e| RecordError::Io { path: path.to_path_buf(), reason: e.to_string() })?;
    let mut run = None;
    let mut tasks: Vec<RecordedTask> = Vec::new();
    let mut prompts = HashMap::new();
    let mut labels = Vec::new();
    for m in mcap::MessageStream::new(&bytes).map_err(|e| bad(e.to_string()))? {
        let m = m.map_err(|e| bad(e.to_string()))?;
        let topic = m.channel.topic.as_str();
        let json = |e: serde_json::Error| bad(format!("message {} on {topic}: {e}", m.sequence));
        match topic {
            TOPIC_RUN => run = Some(serde_json::from_slice::<RunRecord>(&m.data).map_err(json)?),
            TOPIC_TASK => {
                let start: TaskRecord = serde_json::from_slice(&m.data).map_err(json)?;
                tasks.push(RecordedTask { start, ticks: Vec::new() });
            }
            TOPIC_LABELS => labels.extend(serde_json::from_slice::<LabelsRecord>(&m.data).map_err(json)?.labels),
            TOPIC_PROMPTS => {
                let p: PromptsRecord = serde_json::from_slice(&m.data).map_err(json)?;
                prompts.insert(p.version, Arc::new(p.embeddings()));
            }
            TOPIC_TICK => {
                let t: TickRecord = serde_json::from_slice(&m.data).map_err(json)?;
                match tasks.iter_mut().rev().find(|k| k.start.task == t.task) {
                    Some(k) => k.ticks.push(t),
                    None => return Err(bad(format!("tick {} of task {} before the task started", t.tick, t.task))),
                }
            }
            other => tracing::debug!(topic = other, "recording: channel not read"),
        }
    }
    let run = run.ok_or_else(|| bad(format!("no {TOPIC_RUN} message (not a recording made by aide?)")))?;
    Ok(Recording { run, tasks, prompts, labels })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::record::Recorder;

    #[test]
    fn a_file_that_is_not_a_recording_is_named_in_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.mcap");
        std::fs::write(&path, b"just some text").unwrap();
        let err = read(&path).err().unwrap().to_string();
        assert!(err.contains("notes.mcap") && err.contains("not readable"), "{err}");
    }

    #[test]
    fn a_finished_recording_is_whole_under_its_own_name_and_holds_the_run_and_its_tasks() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("run.mcap");
        let cfg = Config::embedded_default();
        let mut rec = Recorder::create(&path, &cfg).unwrap();
        assert!(!path.exists(), "written as .part until finished");
        rec.task(crate::record::messages::TaskRecord {
            task: 1,
            instruction: "I am thirsty".into(),
            remembered: vec![],
        });
        assert_eq!(rec.finish().unwrap(), path);
        assert!(!dir.path().join("run.mcap.part").exists());
        let back = read(&path).unwrap();
        assert_eq!(back.run.version, env!("CARGO_PKG_VERSION"));
        assert_eq!(back.tasks.len(), 1);
        assert_eq!(back.tasks[0].start.instruction, "I am thirsty");
        let cfg_back: Config = serde_json::from_value(back.run.config).unwrap();
        assert_eq!(cfg_back, cfg);
    }
}
