//! Traversability of uncertain obstacles on the mobile base's path (seed 002, II-A): a curtain,
//! a cardboard box or a half-open door may or may not let the base through. The robot plans
//! candidate paths under hypotheses of which obstacles are passable ([`search`], hypothesis-
//! augmented A*), orders them into a decision tree ([`tree`]), and asks a person about the
//! obstacles in the order of lowest expected total cost ([`policy`], dynamic programming),
//! never about one no candidate path crosses. Pure functions; [`dialogue`] is where a person
//! (simulated, or the runtime's question channel) plugs in.

pub mod dialogue;
pub mod grid;
pub mod hyp;
pub mod plan;
pub mod policy;
pub mod search;
pub mod tree;
pub mod wording;

#[cfg(test)]
mod test_maps;

pub use dialogue::{Answer, AnswersPassability, Question, Resolution};
pub use grid::{Grid, GridParams, Layout, Rect, Room, UncertainObstacle};
pub use hyp::Hyp;
pub use plan::{Plan, PlanParams};
pub use policy::{Action, Belief, Costs, QueryPolicy};
pub use search::Candidate;
pub use tree::DecisionTree;

/// Why a traversability plan could not be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TraversabilityError {
    #[error("bad layout: {0}")]
    BadLayout(String),
    #[error("uncertain obstacle `{label}`: prior {prior} must be a probability in 0 ..= 1")]
    BadPrior { label: String, prior: f64 },
    #[error("{count} uncertain obstacles: at most {max} are supported (traversability.max_uncertain)")]
    TooManyUncertain { count: usize, max: usize },
    #[error("the grid would have {cells} cells: at most {max} (traversability.max_cells; coarsen traversability.resolution_m)")]
    TooManyCells { cells: u64, max: usize },
    #[error("the search passed {states} states (traversability.max_search_states)")]
    SearchTooLarge { states: usize },
    #[error("the {which} ({x:.2} m, {y:.2} m) is off the map")]
    OffFloor { which: &'static str, x: f64, y: f64 },
    #[error("the {which} ({x:.2} m, {y:.2} m) is inside a wall or within the base's clearance of one")]
    Blocked { which: &'static str, x: f64, y: f64 },
    #[error("the {which} ({x:.2} m, {y:.2} m) is inside the uncertain obstacle `{label}`")]
    InsideUncertain { which: &'static str, x: f64, y: f64, label: String },
}
