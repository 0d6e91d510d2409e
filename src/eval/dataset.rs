//! The evaluation format: one JSON object per line,
//! `{"id", "instruction", "objects": [{"id", "label", "confidence", "bbox", "attributes"?}],
//! "expect": {"tools"} | {"explore"}, "intent"?}`.

use crate::perception::{Detection, Observation};
use crate::types::geometry::BBox;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ObjectSpec {
    pub id: String,
    pub label: String,
    pub confidence: f32,
    pub bbox: BBox,
    /// Attribute words perception reports for the object (a colour named from its crop).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Expect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tools: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explore: Option<Vec<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DatasetItem {
    pub id: String,
    pub instruction: String,
    pub objects: Vec<ObjectSpec>,
    #[serde(default)]
    pub expect: Expect,
    /// The person's true target (object ids), hidden from the planner: the simulated person
    /// answers the robot's questions from it, and with it only these objects count as success.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intent: Option<Vec<String>>,
}

/// A scene file for `aide plan`: an object with an `objects` array (other fields ignored).
#[derive(Debug, Clone, Deserialize)]
pub struct ObjectScene {
    pub objects: Vec<ObjectSpec>,
    #[serde(default)]
    pub image_size: Option<(u32, u32)>,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DatasetError {
    #[error("{path}: {reason}")]
    Io { path: String, reason: String },
    #[error("{path}:{line}: {reason}")]
    Parse { path: String, line: usize, reason: String },
}

/// Reads a JSONL dataset; blank lines are skipped; errors name file and line.
pub fn read_jsonl(path: &Path) -> Result<Vec<DatasetItem>, DatasetError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| DatasetError::Io { path: path.display().to_string(), reason: e.to_string() })?;
    parse_jsonl(&text, &path.display().to_string())
}

pub fn parse_jsonl(text: &str, name: &str) -> Result<Vec<DatasetItem>, DatasetError> {
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        if l.trim().is_empty() {
            continue;
        }
        let item: DatasetItem = serde_json::from_str(l).map_err(|e| DatasetError::Parse {
            path: name.into(),
            line: i + 1,
            reason: e.to_string(),
        })?;
        check_objects(&item.objects).map_err(|reason| DatasetError::Parse {
            path: name.into(),
            line: i + 1,
            reason,
        })?;
        out.push(item);
    }
    Ok(out)
}

/// Reads a scene file (an object with an `objects` array).
pub fn read_scene(path: &Path) -> Result<ObjectScene, DatasetError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| DatasetError::Io { path: path.display().to_string(), reason: e.to_string() })?;
    let s: ObjectScene = serde_json::from_str(&text).map_err(|e| DatasetError::Parse {
        path: path.display().to_string(),
        line: e.line(),
        reason: e.to_string(),
    })?;
    check_objects(&s.objects).map_err(|reason| DatasetError::Parse {
        path: path.display().to_string(),
        line: 0,
        reason,
    })?;
    Ok(s)
}

fn check_objects(objs: &[ObjectSpec]) -> Result<(), String> {
    for o in objs {
        if !(0.0..=1.0).contains(&o.confidence) || !o.bbox.is_finite() {
            return Err(format!("object `{}`: confidence must be 0..=1 and the box finite", o.id));
        }
    }
    Ok(())
}

/// Default image size when a scene does not say: large enough for every box, at least 640x480.
pub fn image_size_for(objs: &[ObjectSpec]) -> (u32, u32) {
    let w = objs.iter().map(|o| o.bbox.x2).fold(640.0f32, f32::max).ceil() as u32;
    let h = objs.iter().map(|o| o.bbox.y2).fold(480.0f32, f32::max).ceil() as u32;
    (w, h)
}

/// One Detection per object: track_id = index, label, confidence, box, no parts (the
/// catalog part layout applies), no crop embedding.
pub fn to_observation(objs: &[ObjectSpec], image_size: (u32, u32)) -> Observation {
    let mut o = Observation::empty(image_size);
    o.detections = objs
        .iter()
        .enumerate()
        .map(|(i, s)| Detection {
            track_id: i as u64,
            label: s.label.clone(),
            confidence: s.confidence,
            bbox: s.bbox,
            parts: Vec::new(),
            embedding: None,
            position: None,
        })
        .collect();
    o
}
