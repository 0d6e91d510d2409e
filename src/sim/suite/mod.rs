//! Episodes the robot has never seen: procedural homes (room layouts, furniture, containers
//! with handles, tools and distractors with hidden descriptions, occluders, people) and
//! requests written apart from the knowledge base, one scene file per episode. The vocabulary
//! is data in `assets/sim/`; everything is drawn from one ChaCha8 generator seeded by the
//! caller, so a seed names a suite.

pub mod ambiguity;
mod data;
mod files;
mod home;
mod kinds;
mod requests;

pub use crate::sim::scene::{EpisodeKind, Expect};
pub use data::Catalogue;
pub use files::{load_dir, write_dir};
pub use requests::{Style, STYLES};

/// Every request the generator can make, for any seed.
pub fn every_request() -> Result<Vec<String>, SuiteError> {
    let cat = Catalogue::embedded()?;
    Ok(cat.needs.iter().flat_map(|n| requests::every_request(n, &cat.templates)).collect())
}

use crate::sim::scene::{Episode, Scene, SceneError};
use home::{Home, NoFit};
use kinds::{Change, CHANGES};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SuiteError {
    #[error("{file}: {message}")]
    Data { file: String, message: String },
    #[error("episode {index} ({kind}): nothing in the generator's data fits it after {attempts} tries (last: {last})")]
    Exhausted { index: usize, kind: &'static str, attempts: usize, last: &'static str },
    #[error("{path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error(transparent)]
    Scene(#[from] SceneError),
    #[error("episode file {file}: {message}")]
    Episode { file: String, message: String },
    #[error("{dir}: no episode files (*.toml)")]
    Empty { dir: PathBuf },
    #[error("{dir}: already holds {files} episode files; write a suite to a new or empty directory")]
    NotEmpty { dir: PathBuf, files: usize },
    #[error("suite `{spec}`: {message}")]
    Spec { spec: String, message: String },
}

/// One episode: its scene (holding exactly this one episode) and what it tests.
#[derive(Debug, Clone)]
pub struct EpisodeCase {
    pub id: String,
    pub kind: EpisodeKind,
    pub scene: Scene,
    pub episode: Episode,
}

/// A suite by name: `gen:SEED:COUNT` generates COUNT episodes from SEED; anything else is a
/// directory of episode files.
pub fn load(spec: &str) -> Result<Vec<EpisodeCase>, SuiteError> {
    let Some(rest) = spec.strip_prefix("gen:") else { return load_dir(std::path::Path::new(spec)) };
    let bad = |message: &str| SuiteError::Spec { spec: spec.to_string(), message: message.to_string() };
    let (seed, count) = rest.split_once(':').ok_or_else(|| bad("expected gen:SEED:COUNT"))?;
    let seed: u64 = seed.parse().map_err(|_| bad("SEED must be a whole number 0..=2^64-1"))?;
    let count: usize = count.parse().map_err(|_| bad("COUNT must be a whole number"))?;
    if count == 0 {
        return Err(bad("COUNT must be at least 1"));
    }
    generate(seed, count)
}

/// How many tries one episode gets to find a room, a need and a fit.
const ATTEMPTS: usize = 60;

/// `count` episodes from `seed` (`gen:SEED:COUNT`): the kinds in turn (each block of seven
/// has every kind once, in a seeded order), so each kind is a seventh of the suite give or
/// take one episode; the layouts in turn as far as the kind allows.
pub fn generate(seed: u64, count: usize) -> Result<Vec<EpisodeCase>, SuiteError> {
    let cat = Catalogue::embedded()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut order = EpisodeKind::ALL;
    let mut changes = 0usize;
    let mut cases = Vec::with_capacity(count);
    for i in 0..count {
        if i % order.len() == 0 {
            order.shuffle(&mut rng);
        }
        let kind = order[i % order.len()];
        let change = CHANGES[changes % CHANGES.len()];
        if kind == EpisodeKind::WorldChange {
            changes += 1;
        }
        let mut case_rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        cases.push(case(i, kind, change, &cat, &mut case_rng)?);
    }
    Ok(cases)
}

fn case(
    i: usize,
    kind: EpisodeKind,
    change: Change,
    cat: &Catalogue,
    rng: &mut ChaCha8Rng,
) -> Result<EpisodeCase, SuiteError> {
    let mut last = "no need fits the kind in any room tried";
    for attempt in 0..ATTEMPTS {
        // The layouts in turn first; any layout after a miss.
        let room = if attempt == 0 { &cat.rooms[i % cat.rooms.len()] } else { cat.rooms.choose(rng).expect("rooms") };
        let needs: Vec<_> = cat.needs.iter().filter(|n| kinds::fits(kind, change, room, n)).collect();
        let Some(need) = needs.choose(rng).copied() else { continue };
        let must = kinds::must_have(kind, change, room, need, rng);
        let base = start_pose(rng);
        let mut home = match Home::furnish(cat, room, &must, rng) {
            Ok(h) => h,
            Err(NoFit(why)) => {
                last = why;
                continue;
            }
        };
        let sol = match kinds::build(kind, change, need, &mut home) {
            Ok(s) => s,
            Err(NoFit(why)) => {
                last = why;
                continue;
            }
        };
        home.add_distractors(|t| need.serves(t));
        home.add_people();
        let instruction = requests::request(need, &cat.templates, home.rng);
        let episode =
            Episode { instruction, accept: sol.accept, explore: sol.explore, expect: sol.expect, kind: Some(kind) };
        let id = format!("{i:04}-{}-{}", kind.name(), room.name);
        let scene = home.into_scene(&id, base, episode.clone());
        scene.validate(&id)?;
        return Ok(EpisodeCase { id, kind, scene, episode });
    }
    Err(SuiteError::Exhausted { index: i, kind: kind.name(), attempts: ATTEMPTS, last })
}

/// Where the robot starts: somewhere in a 4 x 4 m square, facing along one of the axes.
fn start_pose(rng: &mut ChaCha8Rng) -> [f64; 3] {
    let half_steps = |rng: &mut ChaCha8Rng| rng.random_range(-4i32..=4) as f64 * 0.5;
    let (x, y) = (half_steps(rng), half_steps(rng));
    let yaw = rng.random_range(0..4) as f64 * std::f64::consts::FRAC_PI_2;
    [x, y, if yaw > std::f64::consts::PI { yaw - std::f64::consts::TAU } else { yaw }]
}

/// The number of layouts (room types) the generator draws from.
pub fn layouts() -> Result<usize, SuiteError> {
    Ok(Catalogue::embedded()?.rooms.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_room_and_a_need_that_fit_it() {
        assert!(kinds::every_kind_fits_somewhere(&Catalogue::embedded().unwrap()));
    }
}
