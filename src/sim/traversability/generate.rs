//! Seeded scenario generator: a floor plan, furniture, a start and a goal in different rooms,
//! and uncertain obstacles. Single scenarios put one obstacle in a doorway on the shortest
//! way; multi scenarios put 2-4, in doorways (the first on the shortest way) and on the floor.
//! Priors are drawn from each kind's range and the hidden truth from the prior. A scenario is
//! kept when the obstacles matter (the single one, or at least two of the multi ones, lie on a
//! candidate path) and the goal is reachable under the hidden truth (a task the robot can do:
//! reporting it unreachable is a failure).

use super::data::{Place, UncertainKind, Vocabulary};
use super::floorplan::{cm, floor_plan, FloorPlan};
use super::scenario::{Furniture, HiddenObstacle, Scenario, ScenarioKind};
use crate::decide::traversability::{Plan, PlanParams, Rect};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Attempts per scenario before giving up.
const ATTEMPTS: usize = 500;
/// A doorway obstacle reaches this far into each room, metres.
const DOORWAY_DEPTH: f64 = 0.15;

#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error("{0}")]
    Vocabulary(String),
    #[error("scenario {id}: no layout fit in {ATTEMPTS} attempts")]
    NoFit { id: String },
}

/// `singles` single-uncertainty and `multis` multi-uncertainty scenarios named
/// `<prefix>-single-NN` and `<prefix>-multi-NN`, checked with `plan`'s grid.
pub fn generate(
    prefix: &str,
    seed: u64,
    singles: usize,
    multis: usize,
    plan: &PlanParams,
) -> Result<Vec<Scenario>, GenerateError> {
    let vocab = Vocabulary::embedded().map_err(GenerateError::Vocabulary)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let wanted = (0..singles).map(|i| (ScenarioKind::Single, i)).chain((0..multis).map(|i| (ScenarioKind::Multi, i)));
    wanted
        .map(|(kind, i)| {
            let id = format!("{prefix}-{}-{:02}", if kind == ScenarioKind::Single { "single" } else { "multi" }, i + 1);
            (0..ATTEMPTS).find_map(|_| attempt(&mut rng, &vocab, &id, kind, plan)).ok_or(GenerateError::NoFit { id })
        })
        .collect()
}

fn attempt(
    rng: &mut ChaCha8Rng,
    vocab: &Vocabulary,
    id: &str,
    kind: ScenarioKind,
    plan: &PlanParams,
) -> Option<Scenario> {
    let fp = floor_plan(rng, &vocab.rooms);
    let mut s = Scenario {
        id: id.into(),
        kind,
        size_m: fp.size_m,
        start: [0.0; 2],
        goal: [0.0; 2],
        rooms: fp.rooms.clone(),
        walls: fp.walls.clone(),
        furniture: Vec::new(),
        uncertain: Vec::new(),
    };
    furnish(rng, vocab, &fp, &mut s);
    let (a, b) = two_rooms(rng, fp.rooms.len());
    s.start = free_point(rng, &fp.rooms[a].area, &s, 0.7)?;
    s.goal = free_point(rng, &fp.rooms[b].area, &s, 0.7)?;
    let shortest = Plan::new(&s.layout(0.5), s.start, s.goal, plan).ok()?;
    let way = &shortest.tree.branches.first()?.cells;
    let on_way: Vec<usize> = (0..fp.doors.len())
        .filter(|&d| {
            let f = fp.doors[d].footprint(0.3);
            way.iter().any(|&c| f.distance(shortest.grid.centre(c)) == 0.0)
        })
        .collect();
    let first = *on_way.choose(rng)?;
    let count = if kind == ScenarioKind::Single { 1 } else { rng.random_range(2..=4) };
    let mut doors = vec![first];
    for _ in 1..count {
        let other: Vec<usize> = (0..fp.doors.len()).filter(|d| !doors.contains(d)).collect();
        match other.choose(rng) {
            Some(&d) if rng.random_bool(0.6) => {
                doors.push(d);
                place(rng, &vocab.of_place(Place::Doorway), fp.doors[d].footprint(DOORWAY_DEPTH), &mut s);
            }
            _ => {
                let room = &fp.rooms[rng.random_range(0..fp.rooms.len())].area;
                let kind = *vocab.of_place(Place::Floor).choose(rng)?;
                let [w, d] = kind.size?;
                let at = free_point(rng, room, &s, 0.8 + w.max(d) / 2.0)?;
                let r = Rect {
                    min: [cm(at[0] - w / 2.0), cm(at[1] - d / 2.0)],
                    max: [cm(at[0] + w / 2.0), cm(at[1] + d / 2.0)],
                };
                if r.distance(s.start) < 0.8 || r.distance(s.goal) < 0.8 {
                    return None;
                }
                place(rng, &[kind], r, &mut s);
            }
        }
    }
    place(rng, &vocab.of_place(Place::Doorway), fp.doors[first].footprint(DOORWAY_DEPTH), &mut s);
    s.uncertain.rotate_right(1);
    let tree = Plan::new(&s.layout(0.5), s.start, s.goal, plan).ok()?.tree;
    let relevant = tree.relevant();
    let matters = if kind == ScenarioKind::Single { relevant.contains(0) } else { relevant.len() >= 2 };
    (matters && tree.select(s.truth()).is_some()).then_some(s)
}

/// 0-2 pieces of furniture per room, at least 0.9 m from its walls and each other.
fn furnish(rng: &mut ChaCha8Rng, vocab: &Vocabulary, fp: &FloorPlan, s: &mut Scenario) {
    for room in &fp.rooms {
        for _ in 0..rng.random_range(0..=2) {
            let Some(k) = vocab.furniture.choose(rng) else { return };
            let [w, d] = if rng.random_bool(0.5) { k.size } else { [k.size[1], k.size[0]] };
            let (lo, hi) = (
                [room.area.min[0] + 0.9, room.area.min[1] + 0.9],
                [room.area.max[0] - 0.9 - w, room.area.max[1] - 0.9 - d],
            );
            if hi[0] <= lo[0] || hi[1] <= lo[1] {
                continue;
            }
            let min = [cm(rng.random_range(lo[0]..hi[0])), cm(rng.random_range(lo[1]..hi[1]))];
            let r = Rect { min, max: [cm(min[0] + w), cm(min[1] + d)] };
            let apart =
                s.furniture.iter().all(|f| Rect { min: f.min, max: f.max }.distance(r.centre()) > 0.9 + w.max(d));
            if apart {
                s.furniture.push(Furniture { label: k.label.clone(), min: r.min, max: r.max });
            }
        }
    }
}

/// Two different rooms.
fn two_rooms(rng: &mut ChaCha8Rng, n: usize) -> (usize, usize) {
    let a = rng.random_range(0..n);
    let b = (a + rng.random_range(1..n)) % n;
    (a, b)
}

/// A point in `area` at least `margin` from its walls and 0.8 m from furniture.
fn free_point(rng: &mut ChaCha8Rng, area: &Rect, s: &Scenario, margin: f64) -> Option<[f64; 2]> {
    let (lo, hi) = ([area.min[0] + margin, area.min[1] + margin], [area.max[0] - margin, area.max[1] - margin]);
    if hi[0] <= lo[0] || hi[1] <= lo[1] {
        return None;
    }
    (0..50).find_map(|_| {
        let p = [cm(rng.random_range(lo[0]..hi[0])), cm(rng.random_range(lo[1]..hi[1]))];
        let clear = s.furniture.iter().all(|f| Rect { min: f.min, max: f.max }.distance(p) > 0.8)
            && s.uncertain.iter().all(|o| Rect { min: o.min, max: o.max }.distance(p) > 0.8);
        clear.then_some(p)
    })
}

/// An obstacle of one of `kinds` at `footprint`, its prior drawn from the kind's range and its
/// truth from the prior.
fn place(rng: &mut ChaCha8Rng, kinds: &[&UncertainKind], footprint: Rect, s: &mut Scenario) {
    let Some(k) = kinds.choose(rng) else { return };
    let prior = cm(rng.random_range(k.prior[0]..=k.prior[1]));
    let passable = rng.random_bool(prior);
    s.uncertain.push(HiddenObstacle {
        label: k.label.clone(),
        min: footprint.min,
        max: footprint.max,
        prior: Some(prior),
        passable,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::traversability::GridParams;

    fn params() -> PlanParams {
        let t = crate::config::Config::embedded_default().traversability;
        let grid = GridParams {
            resolution_m: t.resolution_m,
            clearance_m: t.clearance_m,
            max_uncertain: t.max_uncertain,
            max_cells: t.max_cells,
        };
        PlanParams { grid, max_states: t.max_search_states }
    }

    #[test]
    fn the_same_seed_writes_the_same_scenarios_and_another_seed_others() {
        let a = generate("t", 11, 2, 1, &params()).unwrap();
        assert_eq!(a, generate("t", 11, 2, 1, &params()).unwrap());
        assert_ne!(a, generate("t", 12, 2, 1, &params()).unwrap());
        let ids: Vec<&str> = a.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, vec!["t-single-01", "t-single-02", "t-multi-01"]);
    }

    #[test]
    fn every_scenario_matters_and_its_goal_is_reachable_in_truth() {
        for s in generate("t", 3, 4, 2, &params()).unwrap() {
            let tree = Plan::new(&s.layout(0.5), s.start, s.goal, &params()).unwrap().tree;
            match s.kind {
                ScenarioKind::Single => assert!(s.uncertain.len() == 1 && tree.relevant().contains(0), "{}", s.id),
                ScenarioKind::Multi => {
                    assert!((2..=4).contains(&s.uncertain.len()) && tree.relevant().len() >= 2, "{}", s.id)
                }
            }
            assert!(tree.select(s.truth()).is_some(), "{}: the goal is reachable", s.id);
        }
    }

    #[test]
    fn scenarios_read_back_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let mut written = generate("t", 5, 2, 1, &params()).unwrap();
        super::super::write_dir(dir.path(), &written).unwrap();
        written.sort_by(|a, b| a.id.cmp(&b.id));
        assert_eq!(super::super::read_dir(dir.path()).unwrap(), written);
    }
}
