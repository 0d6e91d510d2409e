//! What the detector is asked to look for: the perception contract's input. Every backend
//! (the simulator, replay + candle, RealSense + candle) takes a [`Vocabulary`] and reports
//! each detection under the prompt that matched it, never under a hidden truth.

use crate::types::observation::PartKind;

/// The prompt under which people are looked for and reported. A vocabulary made by the
/// decide side's policy always holds it, so the safety layer sees people on every backend.
pub const PERSON_PROMPT: &str = "person";

/// A part prompt: a word the detector looks for inside the grounded object ("handle"), and
/// which of AIDE's regions a box of it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PartPrompt {
    pub name: String,
    pub kind: PartKind,
}

/// The detector's open vocabulary for the next frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vocabulary {
    /// Object prompts: things, storage places and [`PERSON_PROMPT`]; sorted, no duplicates.
    pub objects: Vec<String>,
    /// Part prompts for the current target (empty while nothing is grounded).
    pub parts: Vec<PartPrompt>,
}

impl Vocabulary {
    /// A vocabulary of `objects` (trimmed, sorted, duplicates and blanks dropped) and `parts`
    /// (first of each name kept).
    pub fn new(objects: impl IntoIterator<Item = String>, parts: impl IntoIterator<Item = PartPrompt>) -> Self {
        let mut objects: Vec<String> =
            objects.into_iter().map(|o| o.trim().to_string()).filter(|o| !o.is_empty()).collect();
        objects.sort();
        objects.dedup();
        let mut kept: Vec<PartPrompt> = Vec::new();
        for p in parts {
            let name = p.name.trim().to_string();
            if !name.is_empty() && !kept.iter().any(|k| k.name == name) {
                kept.push(PartPrompt { name, kind: p.kind });
            }
        }
        Vocabulary { objects, parts: kept }
    }

    /// This vocabulary with `labels` added to its object prompts.
    pub fn with_objects(&self, labels: &[String]) -> Vocabulary {
        Vocabulary::new(self.objects.iter().chain(labels).cloned(), self.parts.iter().cloned())
    }

    pub fn has_object(&self, prompt: &str) -> bool {
        self.objects.binary_search_by(|o| o.as_str().cmp(prompt)).is_ok()
    }

    /// The kind of region a part prompt stands for, when `name` is one.
    pub fn part_kind(&self, name: &str) -> Option<PartKind> {
        self.parts.iter().find(|p| p.name == name).map(|p| p.kind)
    }

    /// Object and part prompts together.
    pub fn len(&self) -> usize {
        self.objects.len() + self.parts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(name: &str, kind: PartKind) -> PartPrompt {
        PartPrompt { name: name.into(), kind }
    }

    #[test]
    fn prompts_are_trimmed_sorted_and_unique() {
        let v = Vocabulary::new(
            ["mug ".into(), "fridge".into(), "mug".into(), " ".into()],
            [part("handle", PartKind::Operational), part("handle", PartKind::Functional)],
        );
        assert_eq!(v.objects, vec!["fridge".to_string(), "mug".to_string()]);
        assert_eq!(v.parts, vec![part("handle", PartKind::Operational)]);
        assert!(v.has_object("mug") && !v.has_object("cup"));
        assert_eq!(v.part_kind("handle"), Some(PartKind::Operational));
        assert_eq!(v.len(), 3);
    }

    #[test]
    fn adding_labels_keeps_the_parts() {
        let v = Vocabulary::new(["mug".into()], [part("opening", PartKind::Functional)]);
        let w = v.with_objects(&["cup".to_string(), "mug".to_string()]);
        assert_eq!(w.objects, vec!["cup".to_string(), "mug".to_string()]);
        assert_eq!(w.parts, v.parts);
    }
}
