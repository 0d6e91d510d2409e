//! Traversability scenarios as files: a floor plan (rooms, walls, furniture), uncertain
//! obstacles with the perception's prior and the hidden truth (passable or not), a start and a
//! goal. [`Scenario::layout`] is what the robot sees; only the simulated person and the scorer
//! read [`Scenario::truth`].

use crate::decide::traversability::{Hyp, Layout, Rect, Room, UncertainObstacle};
use crate::knowledge::persist::write_atomic;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One uncertain obstacle (`passable`: the hidden truth) or not (the planner never sees it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HiddenObstacle {
    pub label: String,
    pub min: [f64; 2],
    pub max: [f64; 2],
    /// The perception's probability that it is passable (absent: the configured default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior: Option<f64>,
    /// The truth, hidden from the planner.
    pub passable: bool,
}

/// A certain obstacle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Furniture {
    pub label: String,
    pub min: [f64; 2],
    pub max: [f64; 2],
}

/// One uncertain obstacle whose answer matters, or several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioKind {
    Single,
    Multi,
}

/// One scenario file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub id: String,
    pub kind: ScenarioKind,
    /// The floor is [0, size_m[0]] x [0, size_m[1]], metres.
    pub size_m: [f64; 2],
    pub start: [f64; 2],
    pub goal: [f64; 2],
    #[serde(default)]
    pub rooms: Vec<Room>,
    #[serde(default)]
    pub walls: Vec<Rect>,
    #[serde(default)]
    pub furniture: Vec<Furniture>,
    #[serde(default)]
    pub uncertain: Vec<HiddenObstacle>,
}

/// A scenario file or directory that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error("{file}: {message}")]
    Parse { file: String, message: String },
    #[error("{dir}: no scenario files (*.toml)")]
    Empty { dir: PathBuf },
    #[error("{dir}: already holds {files} scenario files; write to an empty directory")]
    NotEmpty { dir: PathBuf, files: usize },
}

impl Scenario {
    /// What the robot knows: walls and furniture as certain obstacles, the uncertain ones with
    /// their priors (`default_prior` where the file gives none), the rooms' names. No truth.
    pub fn layout(&self, default_prior: f64) -> Layout {
        let rect = |min, max| Rect { min, max };
        Layout {
            size_m: self.size_m,
            blocked: self.walls.iter().copied().chain(self.furniture.iter().map(|f| rect(f.min, f.max))).collect(),
            uncertain: self
                .uncertain
                .iter()
                .map(|o| UncertainObstacle {
                    label: o.label.clone(),
                    footprint: rect(o.min, o.max),
                    prior: o.prior.unwrap_or(default_prior),
                })
                .collect(),
            rooms: self.rooms.clone(),
        }
    }

    /// The uncertain obstacles that are in truth passable.
    pub fn truth(&self) -> Hyp {
        self.uncertain.iter().enumerate().filter(|(_, o)| o.passable).map(|(i, _)| i).collect()
    }

    /// Parses one file's text (`file` names it in errors).
    pub fn parse(text: &str, file: &str) -> Result<Scenario, ScenarioError> {
        toml::from_str(text).map_err(|e| ScenarioError::Parse { file: file.into(), message: e.to_string() })
    }
}

/// Every `*.toml` of `dir`, in name order.
pub fn read_dir(dir: &Path) -> Result<Vec<Scenario>, ScenarioError> {
    let texts =
        crate::sim::toml_dir::read_texts(dir).map_err(|(path, e)| ScenarioError::Io { path, reason: e.to_string() })?;
    if texts.is_empty() {
        return Err(ScenarioError::Empty { dir: dir.into() });
    }
    texts.iter().map(|(p, text)| Scenario::parse(text, &p.display().to_string())).collect()
}

/// Writes `dir/<id>.toml` for each scenario, atomically; refuses a directory that already
/// holds scenarios.
pub fn write_dir(dir: &Path, scenarios: &[Scenario]) -> Result<(), ScenarioError> {
    let io = |e: String| ScenarioError::Io { path: dir.into(), reason: e };
    std::fs::create_dir_all(dir).map_err(|e| io(e.to_string()))?;
    let existing = scenario_files(dir)?.len();
    if existing > 0 {
        return Err(ScenarioError::NotEmpty { dir: dir.into(), files: existing });
    }
    for s in scenarios {
        let file = format!("{}.toml", s.id);
        let body =
            toml::to_string(s).map_err(|e| ScenarioError::Parse { file: file.clone(), message: e.to_string() })?;
        let text =
            format!("# Traversability scenario `{}` ({:?}); `passable` is the hidden truth.\n{body}", s.id, s.kind);
        write_atomic(dir, &file, text.as_bytes()).map_err(|e| io(e.to_string()))?;
    }
    Ok(())
}

fn scenario_files(dir: &Path) -> Result<Vec<PathBuf>, ScenarioError> {
    crate::sim::toml_dir::toml_files(dir).map_err(|e| ScenarioError::Io { path: dir.into(), reason: e.to_string() })
}
