use super::super::search::candidate_paths;
use super::super::test_maps::{map_with, TestMap};
use super::*;
use proptest::prelude::*;

const SEED_COSTS: Costs = Costs { query: 10.0, per_metre: 1.0 };

fn tree_of(m: &TestMap) -> DecisionTree {
    DecisionTree::new(candidate_paths(&m.grid, m.start, m.goal, 1_000_000).unwrap())
}

fn priors(m: &TestMap) -> Vec<f64> {
    m.layout.uncertain.iter().map(|o| o.prior).collect()
}

/// Runs the policy against a world where exactly `truth` is passable: the questions asked
/// and the action it ends with.
fn run(policy: &mut QueryPolicy<'_>, truth: Hyp) -> (Vec<usize>, Action) {
    let (mut b, mut asked) = (Belief::default(), Vec::new());
    loop {
        match policy.next(b) {
            Action::Ask(o) => {
                assert!(!asked.contains(&o), "asked about {o} twice");
                asked.push(o);
                b = b.told(o, truth.contains(o));
            }
            end => return (asked, end),
        }
    }
}

fn worlds(n: usize) -> impl Iterator<Item = Hyp> {
    (0u32..1 << n).map(move |bits| (0..n).filter(|i| bits & (1 << i) != 0).collect())
}

fn probability(truth: Hyp, priors: &[f64]) -> f64 {
    priors.iter().enumerate().map(|(i, p)| if truth.contains(i) { *p } else { 1.0 - p }).product()
}

/// Expected cost of the baseline that asks about every uncertain obstacle, then takes the
/// shortest safe path.
fn ask_everything_cost(tree: &DecisionTree, priors: &[f64], costs: Costs) -> f64 {
    worlds(priors.len())
        .map(|truth| {
            let drive = tree.select(truth).map_or(0.0, |i| costs.per_metre * tree.branches[i].length_m);
            probability(truth, priors) * (costs.query * priors.len() as f64 + drive)
        })
        .sum()
}

/// The seed's figure: the short way (60 m) crosses a fire and then a net, the long way
/// (about 230 m) crosses smoke, a box stands in a closet off both. The fire is most likely
/// impassable, the net and the smoke likely passable.
fn fire_net_smoke() -> TestMap {
    map_with(
        &[
            "###b###", "S.f.n.G", ".#####.", ".#####.", ".#####.", ".#####.", ".#####.", ".#####.", ".#####.",
            ".#####.", "...s...",
        ],
        10.0,
        &[('f', "fire", 0.1), ('n', "net", 0.8), ('s', "smoke", 0.6), ('b', "yellow box", 0.5)],
    )
}

const BOX: usize = 0;
const FIRE: usize = 1;
const NET: usize = 2;
const SMOKE: usize = 3;

#[test]
fn the_fire_is_asked_first_and_the_net_deferred() {
    let m = fire_net_smoke();
    assert_eq!(m.layout.uncertain[FIRE].label, "fire");
    let tree = tree_of(&m);
    assert_eq!(tree.branches.len(), 2, "two candidates: through the fire and the net, or through the smoke");
    assert!((tree.branches[0].length_m - 60.0).abs() < 1e-9 && tree.branches[1].length_m > 200.0);
    let p = priors(&m);
    let mut policy = QueryPolicy::new(&tree, &p, SEED_COSTS);
    let start = Belief::default();
    assert_eq!(policy.next(start), Action::Ask(FIRE));
    assert!(
        policy.ask_cost(start, FIRE) < policy.ask_cost(start, NET),
        "the fire and the net change the path equally; the fire's low prior makes asking it first cheaper"
    );
    // The likely answer: the fire blocks. Then the smoke is asked and the net never is.
    let fire_blocked = start.told(FIRE, false);
    assert_eq!(policy.next(fire_blocked), Action::Ask(SMOKE));
    let (asked, end) = run(&mut policy, Hyp::single(SMOKE).with(Hyp::single(NET)));
    assert_eq!(asked, vec![FIRE, SMOKE]);
    assert!(matches!(end, Action::Follow(i) if tree.branches[i].hyp == Hyp::single(SMOKE)));
    // The rare answer: the fire is passable; only then does the net matter.
    let (asked, end) = run(&mut policy, [FIRE, NET].into_iter().collect());
    assert_eq!(asked, vec![FIRE, NET]);
    assert!(matches!(end, Action::Follow(i) if tree.branches[i].hyp == [FIRE, NET].into_iter().collect()));
}

#[test]
fn an_obstacle_off_every_optimal_path_is_never_asked() {
    let m = fire_net_smoke();
    let tree = tree_of(&m);
    assert!(!tree.relevant().contains(BOX), "the box in the closet is on no candidate path");
    let p = priors(&m);
    let mut policy = QueryPolicy::new(&tree, &p, SEED_COSTS);
    for truth in worlds(p.len()) {
        let (asked, _) = run(&mut policy, truth);
        assert!(!asked.contains(&BOX), "asked about the box in world {truth}");
    }
}

#[test]
fn a_cheap_detour_is_taken_without_asking() {
    let m = map_with(&["S.a.G", ".....", "....."], 1.0, &[('a', "curtain", 0.5)]);
    let tree = tree_of(&m);
    let p = priors(&m);
    let mut policy = QueryPolicy::new(&tree, &p, SEED_COSTS);
    let (asked, end) = run(&mut policy, Hyp::single(0));
    assert!(asked.is_empty(), "a question costs more than the detour saves");
    assert!(matches!(end, Action::Follow(i) if tree.branches[i].hyp.is_empty()));
}

#[test]
fn the_only_way_through_is_asked_and_a_no_means_unreachable() {
    let m = map_with(&["S.a.G"], 1.0, &[('a', "door", 0.7)]);
    let tree = tree_of(&m);
    let p = priors(&m);
    let mut policy = QueryPolicy::new(&tree, &p, SEED_COSTS);
    assert_eq!(run(&mut policy, Hyp::EMPTY), (vec![0], Action::Unreachable));
    assert!(matches!(run(&mut policy, Hyp::single(0)), (a, Action::Follow(_)) if a == vec![0]));
}

/// A random small map: walls, up to four one-cell uncertain obstacles, a start and a goal.
fn random_map(cells: &[u8], priors: &[f64]) -> Option<TestMap> {
    let (w, h) = (7usize, 5usize);
    let mut rows: Vec<Vec<char>> =
        (0..h).map(|y| (0..w).map(|x| if cells[y * w + x] < 60 { '#' } else { '.' }).collect()).collect();
    for (i, _) in priors.iter().enumerate() {
        let k = cells[w * h + i] as usize % (w * h);
        rows[k / w][k % w] = (b'a' + i as u8) as char;
    }
    rows[0][0] = 'S';
    rows[h - 1][w - 1] = 'G';
    let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    let letters: Vec<char> = text.iter().flat_map(|r| r.chars()).filter(|c| c.is_ascii_lowercase()).collect();
    let obstacles: Vec<(char, &str, f64)> = (0..priors.len())
        .map(|i| ((b'a' + i as u8) as char, "box", priors[i]))
        .filter(|o| letters.contains(&o.0))
        .collect();
    if obstacles.len() != priors.len() {
        return None;
    }
    let refs: Vec<&str> = text.iter().map(|s| s.as_str()).collect();
    Some(map_with(&refs, 1.0, &obstacles))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn the_policy_never_expects_to_pay_more_than_asking_everything_and_always_drives_safely(
        cells in prop::collection::vec(any::<u8>(), 7 * 5 + 4),
        priors in prop::collection::vec(0.05f64..0.95, 1..=4),
        query in 0.5f64..20.0,
    ) {
        let Some(m) = random_map(&cells, &priors) else { return Ok(()) };
        let costs = Costs { query, per_metre: 1.0 };
        let tree = tree_of(&m);
        let mut policy = QueryPolicy::new(&tree, &priors, costs);
        let dp = policy.expected_cost();
        prop_assert!(dp <= ask_everything_cost(&tree, &priors, costs) + 1e-9);
        let mut simulated = 0.0;
        for truth in worlds(priors.len()) {
            let (asked, end) = run(&mut policy, truth);
            let drive = match end {
                Action::Follow(i) => {
                    prop_assert!(tree.branches[i].hyp.is_subset_of(truth), "drove through a blocked obstacle");
                    tree.branches[i].length_m
                }
                Action::Unreachable => {
                    prop_assert!(tree.select(truth).is_none(), "gave up on a reachable goal");
                    0.0
                }
                Action::Ask(_) => unreachable!(),
            };
            prop_assert!(asked.iter().all(|o| tree.relevant().contains(*o)));
            simulated += probability(truth, &priors) * (query * asked.len() as f64 + drive);
        }
        prop_assert!((simulated - dp).abs() < 1e-6, "the policy's value {dp} is what running it costs on average, {simulated}");
    }
}
