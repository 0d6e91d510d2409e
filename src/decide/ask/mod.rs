//! Knowing when to ask (seed 002, target ambiguity): which objects a request could mean, what
//! free information tells them apart, whether a question pays for itself, how to word it for a
//! person, and how to read the reply. Pure functions of what perception reported and the
//! deciding stream's scores; both streams (offline and MSI) feed it their scores.

pub mod candidate;
pub mod colour;
pub mod cues;
pub mod describe;
pub mod policy;
pub mod reply;
pub mod session;

pub use candidate::{Candidate, Suitability};
pub use colour::colour_name;
pub use cues::{Check, CueWeights, Remembered};
pub use describe::{Description, Landmark};
pub use policy::{resolve, AskParams, Mode, Question, Resolution, Resolve, Situation};
pub use reply::{parse as parse_reply, Reply};
