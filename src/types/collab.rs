//! Tasks a person and a robot share on a floor (seed 002, II-B1): each at a known place, either
//! independent (one agent completes it) or cooperative (both must be at it together).

use serde::{Deserialize, Serialize};

/// Who a task needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskKind {
    /// Any one agent completes it alone.
    Independent,
    /// Both agents must be at it at the same time.
    Cooperative,
}

/// One shared task on the floor.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CollabTask {
    /// A short name ("A", "shelf"), unique within its floor.
    pub name: String,
    pub kind: TaskKind,
    /// Where it is on the floor, metres (x, y).
    pub position: [f64; 2],
}

/// Euclidean distance between two floor points, metres.
pub fn floor_distance(a: [f64; 2], b: [f64; 2]) -> f64 {
    (b[0] - a[0]).hypot(b[1] - a[1])
}
