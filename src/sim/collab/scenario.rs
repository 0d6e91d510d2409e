//! A collaboration scenario as data: the floor, its tasks (with how long each takes), where the
//! robot and the person start, and the person's script. One TOML file per scenario.

use crate::knowledge::persist::write_atomic;
use crate::types::collab::{CollabTask, TaskKind};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScenarioError {
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error("{file}: {message}")]
    Parse { file: String, message: String },
    #[error("{file}: {message}")]
    Invalid { file: String, message: String },
    #[error("{dir}: no scenario files (*.toml)")]
    Empty { dir: PathBuf },
    #[error("{dir}: already holds {files} scenario files; write a split to an empty directory")]
    NotEmpty { dir: PathBuf, files: usize },
}

/// One task of a scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioTask {
    pub name: String,
    pub kind: TaskKind,
    pub position: [f64; 2],
    /// Seconds of work at it (for a cooperative task: with both agents there).
    pub work_s: f64,
}

impl ScenarioTask {
    /// The task as the robot knows it (without its duration).
    pub fn task(&self) -> CollabTask {
        CollabTask { name: self.name.clone(), kind: self.kind, position: self.position }
    }
}

/// How the person's script was made (for reporting per case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Behaviour {
    /// Nearest task first, straight walks.
    RationalNearest,
    /// Their own order, straight walks.
    RationalOrder,
    /// Their own order, walks with feints towards other tasks and detours.
    Ambiguous,
}

impl Behaviour {
    pub fn name(self) -> &'static str {
        match self {
            Behaviour::RationalNearest => "rational_nearest",
            Behaviour::RationalOrder => "rational_order",
            Behaviour::Ambiguous => "ambiguous",
        }
    }
}

/// One leg of the person's walk: to `task`, through `via` first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Leg {
    pub task: String,
    #[serde(default)]
    pub via: Vec<[f64; 2]>,
}

/// The person's hidden plan: every task once, in the order they mean to do them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonScript {
    pub start: [f64; 2],
    pub behaviour: Behaviour,
    pub legs: Vec<Leg>,
}

/// One scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub id: String,
    /// Width and depth of the floor, m; everything lies in `[0, w] x [0, d]`.
    pub floor_m: [f64; 2],
    pub robot_start: [f64; 2],
    pub tasks: Vec<ScenarioTask>,
    pub person: PersonScript,
}

impl Scenario {
    pub fn parse(text: &str, file: &str) -> Result<Scenario, ScenarioError> {
        let s: Scenario = toml::from_str(text).map_err(|e| ScenarioError::Parse {
            file: file.into(),
            message: e.to_string().trim().replace('\n', " "),
        })?;
        s.validate().map_err(|message| ScenarioError::Invalid { file: file.into(), message })?;
        Ok(s)
    }

    /// The tasks as the robot knows them, in file order.
    pub fn collab_tasks(&self) -> Vec<CollabTask> {
        self.tasks.iter().map(ScenarioTask::task).collect()
    }

    /// The index of the task named `name`.
    pub fn task_index(&self, name: &str) -> Option<usize> {
        self.tasks.iter().position(|t| t.name == name)
    }

    /// Every rule a scenario must keep, the first broken one as a message naming the item.
    pub fn validate(&self) -> Result<(), String> {
        let [w, d] = self.floor_m;
        if !(w.is_finite() && d.is_finite() && w > 0.0 && d > 0.0 && w <= 1000.0 && d <= 1000.0) {
            return Err(format!("floor_m {:?}: width and depth must be in 0 < x <= 1000 m", self.floor_m));
        }
        let inside = |what: &str, p: [f64; 2]| {
            let ok = p[0].is_finite() && p[1].is_finite() && (0.0..=w).contains(&p[0]) && (0.0..=d).contains(&p[1]);
            if ok {
                Ok(())
            } else {
                Err(format!("{what} {p:?} is not on the {w} x {d} m floor"))
            }
        };
        inside("robot_start", self.robot_start)?;
        inside("person.start", self.person.start)?;
        if self.tasks.is_empty() || self.tasks.len() > 64 {
            return Err(format!("{} tasks: allowed 1 ..= 64", self.tasks.len()));
        }
        let mut names = HashSet::new();
        for t in &self.tasks {
            if !names.insert(t.name.as_str()) {
                return Err(format!("task `{}` is listed twice", t.name));
            }
            inside(&format!("task `{}` position", t.name), t.position)?;
            if !(t.work_s.is_finite() && t.work_s > 0.0 && t.work_s <= 3600.0) {
                return Err(format!("task `{}` work_s {}: allowed 0 < work_s <= 3600", t.name, t.work_s));
            }
        }
        let mut legs = HashSet::new();
        for (i, leg) in self.person.legs.iter().enumerate() {
            if self.task_index(&leg.task).is_none() {
                return Err(format!("person.legs[{i}]: no task named `{}`", leg.task));
            }
            if !legs.insert(leg.task.as_str()) {
                return Err(format!("person.legs[{i}]: task `{}` is walked to twice", leg.task));
            }
            for v in &leg.via {
                inside(&format!("person.legs[{i}].via"), *v)?;
            }
        }
        if legs.len() != self.tasks.len() {
            return Err(format!(
                "person.legs cover {} of the {} tasks: the person's plan must name each once",
                legs.len(),
                self.tasks.len()
            ));
        }
        Ok(())
    }
}

/// Reads every `*.toml` of `dir`, in name order.
pub fn load_dir(dir: &Path) -> Result<Vec<Scenario>, ScenarioError> {
    let texts =
        crate::sim::toml_dir::read_texts(dir).map_err(|(path, e)| ScenarioError::Io { path, reason: e.to_string() })?;
    if texts.is_empty() {
        return Err(ScenarioError::Empty { dir: dir.into() });
    }
    texts.iter().map(|(p, text)| Scenario::parse(text, &p.display().to_string())).collect()
}

/// Writes each scenario to `dir/<id>.toml` (atomically), into an empty or new directory.
pub fn write_dir(scenarios: &[Scenario], dir: &Path, header: &str) -> Result<(), ScenarioError> {
    let io = |reason: String| ScenarioError::Io { path: dir.into(), reason };
    std::fs::create_dir_all(dir).map_err(|e| io(e.to_string()))?;
    let existing = scenario_files(dir)?.len();
    if existing > 0 {
        return Err(ScenarioError::NotEmpty { dir: dir.into(), files: existing });
    }
    for s in scenarios {
        let body = toml::to_string(s)
            .map_err(|e| ScenarioError::Invalid { file: format!("{}.toml", s.id), message: e.to_string() })?;
        let text = format!("# {header}\n{body}");
        write_atomic(dir, &format!("{}.toml", s.id), text.as_bytes()).map_err(|e| io(e.to_string()))?;
    }
    Ok(())
}

fn scenario_files(dir: &Path) -> Result<Vec<PathBuf>, ScenarioError> {
    crate::sim::toml_dir::toml_files(dir).map_err(|e| ScenarioError::Io { path: dir.into(), reason: e.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
id = "s"
floor_m = [6.0, 4.0]
robot_start = [1.0, 1.0]

[[tasks]]
name = "A"
kind = "independent"
position = [2.0, 2.0]
work_s = 2.0

[[tasks]]
name = "B"
kind = "cooperative"
position = [5.0, 2.0]
work_s = 3.0

[person]
start = [3.0, 3.0]
behaviour = "ambiguous"
legs = [{ task = "B", via = [[4.0, 3.5]] }, { task = "A" }]
"#;

    #[test]
    fn a_scenario_file_reads_with_its_tasks_and_script() {
        let s = Scenario::parse(GOOD, "s.toml").unwrap();
        assert_eq!(s.tasks[1].kind, TaskKind::Cooperative);
        assert_eq!(s.person.legs[0].via, vec![[4.0, 3.5]]);
        assert_eq!(s.collab_tasks()[0].position, [2.0, 2.0]);
    }

    #[test]
    fn a_bad_scenario_is_refused_naming_the_file_and_the_item() {
        let e = Scenario::parse(&GOOD.replace("work_s = 3.0", "work_s = -1.0"), "s.toml").unwrap_err().to_string();
        assert!(e.contains("s.toml") && e.contains("task `B` work_s"), "{e}");
        let e =
            Scenario::parse(&GOOD.replace("{ task = \"A\" }", "{ task = \"C\" }"), "s.toml").unwrap_err().to_string();
        assert!(e.contains("person.legs[1]") && e.contains("`C`"), "{e}");
        let e = Scenario::parse(&GOOD.replace(", { task = \"A\" }", ""), "s.toml").unwrap_err().to_string();
        assert!(e.contains("cover 1 of the 2"), "{e}");
        let e = Scenario::parse(&GOOD.replace("position = [5.0, 2.0]", "position = [7.0, 2.0]"), "s.toml")
            .unwrap_err()
            .to_string();
        assert!(e.contains("not on the 6 x 4 m floor"), "{e}");
        let e = Scenario::parse(&GOOD.replace("work_s = 2.0", "work_s = 2.0\ncolour = \"red\""), "s.toml")
            .unwrap_err()
            .to_string();
        assert!(e.contains("s.toml") && e.contains("colour"), "{e}");
    }
}
