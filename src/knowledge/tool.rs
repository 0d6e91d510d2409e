//! One catalog object as the knowledge base knows it: its kind, its part layout, its
//! affordance vector; and how labels are normalised before they are compared.

use crate::types::affordance::AffordanceVector;
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolKind {
    /// Used to do things (cup, hammer, rag).
    Tool,
    /// Everyday item, seldom a tool (remote control, book).
    Object,
    /// A place where things are kept: an unseen region to explore (fridge, drawer).
    Storage,
    /// Something consumed (a can of cola, an orange).
    Food,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartLayout {
    pub part: String,
    /// `[x1, y1, x2, y2]` as fractions of the object's box.
    #[serde(rename = "box")]
    pub frac: [f32; 4],
}

#[derive(Debug, Clone)]
pub struct Dimension {
    pub name: String,
    pub meaning: String,
}

/// One catalog object.
#[derive(Debug, Clone)]
pub struct Tool {
    pub name: String,
    /// Other names a detector might print ("coffee mug", "tumbler").
    pub labels: Vec<String>,
    pub kind: ToolKind,
    pub material: String,
    pub size: String,
    pub rigidity: String,
    pub operational: PartLayout,
    pub functional: PartLayout,
    pub vector: AffordanceVector,
    /// Harms a person used for the wrong need (a household chemical, a medicine): handed over
    /// only for a need whose known instructions list it, never for affordance fit alone.
    pub hazardous: bool,
}

impl Tool {
    /// Whether the object serves as a tool (kind tool or food, with some affordance of at
    /// least 3): only such objects are matched to a need by affordance fit alone.
    pub fn serves_as_tool(&self) -> bool {
        matches!(self.kind, ToolKind::Tool | ToolKind::Food) && self.vector.0.iter().any(|&x| x >= 3.0)
    }
}

/// Lower case, single spaces.
pub fn normalize_label(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}
