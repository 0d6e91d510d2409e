//! Intent-aware collaboration (seed 002, II-B): reading which task a person is heading to from
//! their motion, and choosing the robot's own task so the two never duplicate effort.
//!
//! - [`track`]: the person's recent positions and their velocity by finite differences;
//! - [`belief`]: the probability of each remaining task being the person's target, from the
//!   distance and heading cues;
//! - [`policy`]: the coordination rules (join cooperative tasks, take a complementary
//!   independent one) with stability gating (switch only when confident and not committed) and
//!   a bounded wait at cooperative tasks ([`wait`]);
//! - [`nearest`]: the baseline that takes the nearest uncompleted task, ignoring the person.
//!
//! Everything here is pure: time is passed in, nothing reads a clock, bad input is a typed
//! [`IntentError`].

pub mod belief;
pub mod error;
pub mod nearest;
pub mod policy;
pub mod track;
pub mod wait;

pub use belief::{Belief, Cue};
pub use error::IntentError;
pub use nearest::NearestTaskPolicy;
pub use policy::{CoordinationPolicy, Situation};
pub use track::PersonTrack;
