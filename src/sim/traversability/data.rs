//! The generator's vocabulary, read from `assets/sim/traversability.toml` (embedded): room
//! names, furniture, and the kinds of uncertain obstacle with their prior ranges.

use serde::Deserialize;

const FILE: (&str, &str) = ("assets/sim/traversability.toml", include_str!("../../../assets/sim/traversability.toml"));

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FurnitureKind {
    pub label: String,
    pub size: [f64; 2],
}

/// Where an uncertain obstacle stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Doorway,
    Floor,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UncertainKind {
    pub label: String,
    pub place: Place,
    /// Width x depth for floor obstacles.
    #[serde(default)]
    pub size: Option<[f64; 2]>,
    /// Range of the perception's prior that it is passable.
    pub prior: [f64; 2],
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vocabulary {
    pub rooms: Vec<String>,
    pub furniture: Vec<FurnitureKind>,
    pub uncertain: Vec<UncertainKind>,
}

impl Vocabulary {
    /// The embedded vocabulary; an error names the file and what is wrong.
    pub fn embedded() -> Result<Vocabulary, String> {
        let v: Vocabulary = toml::from_str(FILE.1).map_err(|e| format!("{}: {e}", FILE.0))?;
        let bad_prior =
            v.uncertain.iter().find(|k| !(0.0 <= k.prior[0] && k.prior[0] <= k.prior[1] && k.prior[1] <= 1.0));
        if let Some(k) = bad_prior {
            return Err(format!(
                "{}: uncertain `{}`: prior {:?} must be [lo, hi] within 0..=1",
                FILE.0, k.label, k.prior
            ));
        }
        if let Some(k) = v.uncertain.iter().find(|k| k.place == Place::Floor && k.size.is_none()) {
            return Err(format!("{}: uncertain `{}` on the floor needs a size", FILE.0, k.label));
        }
        if v.rooms.len() < 6 || !v.uncertain.iter().any(|k| k.place == Place::Doorway) {
            return Err(format!("{}: needs at least 6 room names and one doorway obstacle", FILE.0));
        }
        Ok(v)
    }

    pub fn of_place(&self, place: Place) -> Vec<&UncertainKind> {
        self.uncertain.iter().filter(|k| k.place == place).collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shipped_vocabulary_is_valid() {
        let v = super::Vocabulary::embedded().unwrap();
        assert!(!v.of_place(super::Place::Floor).is_empty());
    }
}
