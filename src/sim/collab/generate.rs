//! The seeded generator of collaboration scenarios: a floor of 8-12 m by 6-8 m with 3-5 tasks
//! (one or two cooperative, the rest independent) at least 2 m apart, the robot and the person
//! starting anywhere at least 1 m from every task, and a person script of one of three
//! behaviours in turn, as in seed 002's evaluation (two rational, one ambiguous):
//!
//! - rational, nearest first: the person walks straight to the nearest remaining task;
//! - rational, own order: a random order, straight walks;
//! - ambiguous: a random order, each walk through a via point: either partway towards the
//!   midpoint between the target and another task still to come (a heading that fits both),
//!   or a sideways detour of 1-2 m off the straight line.
//!
//! One ChaCha8 generator seeded by the caller draws everything, so a seed names a split.

use super::scenario::{Behaviour, Leg, PersonScript, Scenario, ScenarioError, ScenarioTask};
use crate::types::collab::{floor_distance, TaskKind};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MARGIN_M: f64 = 0.8;
const TASK_GAP_M: f64 = 2.0;
const START_GAP_M: f64 = 1.0;
const TRIES: usize = 1000;
const BEHAVIOURS: [Behaviour; 3] = [Behaviour::RationalNearest, Behaviour::RationalOrder, Behaviour::Ambiguous];

/// `count` scenarios named `<prefix>-000`, `<prefix>-001`, ... drawn from `seed`.
pub fn generate(seed: u64, count: usize, prefix: &str) -> Result<Vec<Scenario>, ScenarioError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let id = format!("{prefix}-{i:03}");
            let s = one(&mut rng, &id, BEHAVIOURS[i % BEHAVIOURS.len()]).ok_or_else(|| ScenarioError::Invalid {
                file: id.clone(),
                message: format!("no layout found in {TRIES} tries"),
            })?;
            s.validate().map_err(|message| ScenarioError::Invalid { file: id.clone(), message })?;
            Ok(s)
        })
        .collect()
}

fn one(rng: &mut ChaCha8Rng, id: &str, behaviour: Behaviour) -> Option<Scenario> {
    let floor = [round(rng.random_range(8.0..=12.0)), round(rng.random_range(6.0..=8.0))];
    let n = rng.random_range(3..=5usize);
    let coop = if n == 3 { 1 } else { rng.random_range(1..=2usize) };
    let mut kinds: Vec<TaskKind> =
        (0..n).map(|i| if i < coop { TaskKind::Cooperative } else { TaskKind::Independent }).collect();
    kinds.shuffle(rng);
    let mut tasks: Vec<ScenarioTask> = Vec::with_capacity(n);
    for (i, kind) in kinds.into_iter().enumerate() {
        let taken: Vec<[f64; 2]> = tasks.iter().map(|t| t.position).collect();
        let position = free_point(rng, floor, &taken, TASK_GAP_M)?;
        let work_s = match kind {
            TaskKind::Independent => rng.random_range(2.0..=4.0),
            TaskKind::Cooperative => rng.random_range(3.0..=5.0),
        };
        tasks.push(ScenarioTask {
            name: ((b'A' + i as u8) as char).to_string(),
            kind,
            position,
            work_s: round1(work_s),
        });
    }
    let spots: Vec<[f64; 2]> = tasks.iter().map(|t| t.position).collect();
    let robot_start = free_point(rng, floor, &spots, START_GAP_M)?;
    let start = free_point(rng, floor, &spots, START_GAP_M)?;
    let order = order(rng, behaviour, start, &spots);
    let legs = legs(rng, behaviour, floor, start, &order, &spots, &tasks);
    Some(Scenario {
        id: id.into(),
        floor_m: floor,
        robot_start,
        tasks,
        person: PersonScript { start, behaviour, legs },
    })
}

/// A point on the floor (within the margin) at least `gap` from every point of `taken`.
fn free_point(rng: &mut ChaCha8Rng, floor: [f64; 2], taken: &[[f64; 2]], gap: f64) -> Option<[f64; 2]> {
    (0..TRIES).find_map(|_| {
        let p = [
            round(rng.random_range(MARGIN_M..=floor[0] - MARGIN_M)),
            round(rng.random_range(MARGIN_M..=floor[1] - MARGIN_M)),
        ];
        taken.iter().all(|q| floor_distance(p, *q) >= gap).then_some(p)
    })
}

/// The order the person means to do the tasks in.
fn order(rng: &mut ChaCha8Rng, behaviour: Behaviour, start: [f64; 2], spots: &[[f64; 2]]) -> Vec<usize> {
    if behaviour != Behaviour::RationalNearest {
        let mut o: Vec<usize> = (0..spots.len()).collect();
        o.shuffle(rng);
        return o;
    }
    let mut left: Vec<usize> = (0..spots.len()).collect();
    let mut at = start;
    let mut o = Vec::with_capacity(spots.len());
    while let Some(k) = (0..left.len())
        .min_by(|&a, &b| floor_distance(at, spots[left[a]]).total_cmp(&floor_distance(at, spots[left[b]])))
    {
        let t = left.remove(k);
        at = spots[t];
        o.push(t);
    }
    o
}

/// The legs in `order`; ambiguous ones with one via point each.
fn legs(
    rng: &mut ChaCha8Rng,
    behaviour: Behaviour,
    floor: [f64; 2],
    start: [f64; 2],
    order: &[usize],
    spots: &[[f64; 2]],
    tasks: &[ScenarioTask],
) -> Vec<Leg> {
    let mut from = start;
    let mut out = Vec::with_capacity(order.len());
    for (k, &t) in order.iter().enumerate() {
        let to = spots[t];
        let via = if behaviour == Behaviour::Ambiguous {
            let decoy = order[k + 1..].choose(rng).copied();
            vec![clamp(floor, via_point(rng, from, to, decoy.map(|d| spots[d])))]
        } else {
            Vec::new()
        };
        out.push(Leg { task: tasks[t].name.clone(), via });
        from = to;
    }
    out
}

/// Half the time (when there is a task to come) partway towards the midpoint of the target and
/// that task; otherwise a 1-2 m sideways detour at the middle of the walk.
fn via_point(rng: &mut ChaCha8Rng, from: [f64; 2], to: [f64; 2], decoy: Option<[f64; 2]>) -> [f64; 2] {
    match decoy {
        Some(d) if rng.random_bool(0.5) => {
            let mid = [(to[0] + d[0]) / 2.0, (to[1] + d[1]) / 2.0];
            let f = rng.random_range(0.4..=0.7);
            [from[0] + f * (mid[0] - from[0]), from[1] + f * (mid[1] - from[1])]
        }
        _ => {
            let len = floor_distance(from, to).max(1e-9);
            let side = if rng.random_bool(0.5) { 1.0 } else { -1.0 };
            let off = side * rng.random_range(1.0..=2.0);
            let normal = [-(to[1] - from[1]) / len, (to[0] - from[0]) / len];
            [(from[0] + to[0]) / 2.0 + off * normal[0], (from[1] + to[1]) / 2.0 + off * normal[1]]
        }
    }
}

fn clamp(floor: [f64; 2], p: [f64; 2]) -> [f64; 2] {
    [round(p[0].clamp(0.3, floor[0] - 0.3)), round(p[1].clamp(0.3, floor[1] - 0.3))]
}

/// Centimetres, so the files read cleanly.
fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

fn round1(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_names_a_split_of_valid_scenarios_with_each_behaviour_in_turn() {
        let a = generate(5, 9, "x").unwrap();
        assert_eq!(a, generate(5, 9, "x").unwrap(), "same seed, same split");
        assert_ne!(a, generate(6, 9, "x").unwrap());
        for (i, s) in a.iter().enumerate() {
            assert_eq!(s.id, format!("x-{i:03}"));
            assert!((3..=5).contains(&s.tasks.len()), "{s:?}");
            let coop = s.tasks.iter().filter(|t| t.kind == TaskKind::Cooperative).count();
            assert!((1..=2).contains(&coop) && coop < s.tasks.len(), "{s:?}");
            assert_eq!(s.person.behaviour, BEHAVIOURS[i % 3]);
            let vias = s.person.legs.iter().map(|l| l.via.len()).sum::<usize>();
            let expect = if s.person.behaviour == Behaviour::Ambiguous { s.tasks.len() } else { 0 };
            assert_eq!(vias, expect, "{s:?}");
            for (j, t) in s.tasks.iter().enumerate() {
                for u in &s.tasks[j + 1..] {
                    assert!(floor_distance(t.position, u.position) >= TASK_GAP_M - 0.02);
                }
            }
        }
    }

    #[test]
    fn a_nearest_first_person_plans_the_nearest_remaining_task_each_time() {
        let s = generate(3, 1, "n").unwrap().remove(0);
        assert_eq!(s.person.behaviour, Behaviour::RationalNearest);
        let mut at = s.person.start;
        let mut left: Vec<&ScenarioTask> = s.tasks.iter().collect();
        for leg in &s.person.legs {
            let nearest = left
                .iter()
                .min_by(|a, b| floor_distance(at, a.position).total_cmp(&floor_distance(at, b.position)))
                .unwrap();
            assert_eq!(nearest.name, leg.task);
            at = nearest.position;
            left.retain(|t| t.name != leg.task);
        }
    }

    #[test]
    fn written_scenarios_read_back_the_same_and_a_full_directory_is_refused() {
        let dir = std::env::temp_dir().join(format!("aide-intent-split-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let s = generate(11, 4, "w").unwrap();
        crate::sim::collab::scenario::write_dir(&s, &dir, "test").unwrap();
        assert_eq!(crate::sim::collab::scenario::load_dir(&dir).unwrap(), s);
        let again = crate::sim::collab::scenario::write_dir(&s, &dir, "test");
        assert!(matches!(again, Err(ScenarioError::NotEmpty { files: 4, .. })), "{again:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
