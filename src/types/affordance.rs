//! Affordance vectors: X = 19 scores on a 0..10 scale, one per affordance dimension
//! (the dimensions are listed in `assets/knowledge/dimensions.toml`).

use serde::{Deserialize, Serialize};

/// Number of affordance dimensions (X in the paper).
pub const X: usize = 19;

/// An affordance vector. Scores are 0..10 so that the paper's Euclidean thresholds
/// (D = 25, c = 10, d = 15) keep their meaning.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct AffordanceVector(pub [f32; X]);

impl Default for AffordanceVector {
    fn default() -> Self {
        AffordanceVector([0.0; X])
    }
}

impl AffordanceVector {
    pub fn distance(&self, o: &AffordanceVector) -> f32 {
        self.0.iter().zip(o.0.iter()).map(|(a, b)| (a - b) * (a - b)).sum::<f32>().sqrt()
    }

    pub fn as_slice(&self) -> &[f32] {
        &self.0
    }

    /// Parses from a slice of exactly X finite scores in 0..=10.
    pub fn from_slice(v: &[f32]) -> Result<Self, String> {
        if v.len() != X {
            return Err(format!("expected {X} scores, got {}", v.len()));
        }
        let mut a = [0.0; X];
        for (i, (d, s)) in a.iter_mut().zip(v).enumerate() {
            if !s.is_finite() || !(0.0..=10.0).contains(s) {
                return Err(format!("score {i} = {s} is outside 0..=10"));
            }
            *d = *s;
        }
        Ok(AffordanceVector(a))
    }
}
