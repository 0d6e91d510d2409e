//! The episode generator: deterministic in its seed, every kind a fair share of a suite,
//! many layouts, episodes that are what their kind says, scene events that happen, and files
//! that read back as they were written.

use aide::sim::suite::{every_request, generate, load_dir, write_dir, EpisodeCase, EpisodeKind, Expect};
use aide::sim::{EventAction, Scene, SimWorld};
use std::collections::{BTreeMap, BTreeSet};

fn texts(cases: &[EpisodeCase]) -> Vec<String> {
    cases.iter().map(|c| toml::to_string(&c.scene).unwrap()).collect()
}

fn room(c: &EpisodeCase) -> &str {
    c.id.splitn(3, '-').nth(2).unwrap()
}

fn obj<'a>(scene: &'a Scene, id: &str) -> &'a aide::sim::scene::SceneObject {
    scene.object(id).unwrap_or_else(|| panic!("{}: no object {id}", scene.name))
}

/// Distance on the floor from the robot's start to an object's centre.
fn from_start(scene: &Scene, id: &str) -> f64 {
    let p = obj(scene, id).position;
    let b = scene.robot.base;
    ((p[0] - b[0]).powi(2) + (p[1] - b[1]).powi(2)).sqrt()
}

#[test]
fn the_same_seed_makes_the_same_suite_and_another_seed_another() {
    let a = generate(11, 120).unwrap();
    let b = generate(11, 120).unwrap();
    assert_eq!(texts(&a), texts(&b));
    let c = generate(12, 120).unwrap();
    let same = texts(&a).iter().zip(texts(&c)).filter(|(x, y)| *x == y).count();
    assert_eq!(same, 0, "{same} of 120 episodes identical under another seed");
    let requests: BTreeSet<&str> = a.iter().map(|c| c.episode.instruction.as_str()).collect();
    assert!(requests.len() > 100, "only {} different requests in 120 episodes", requests.len());
}

#[test]
fn every_kind_is_at_least_a_tenth_of_any_suite_of_seventy_or_more() {
    for (seed, count) in [(1, 70), (2, 71), (3, 76), (4, 100), (5, 300)] {
        let cases = generate(seed, count).unwrap();
        assert_eq!(cases.len(), count);
        let mut per_kind: BTreeMap<EpisodeKind, usize> = BTreeMap::new();
        for c in &cases {
            *per_kind.entry(c.kind).or_default() += 1;
        }
        for k in EpisodeKind::ALL {
            let n = per_kind.get(&k).copied().unwrap_or(0);
            assert!(n * 10 >= count, "seed {seed}, {count} episodes: {} has {n}", k.name());
        }
    }
}

#[test]
fn a_suite_of_three_hundred_spans_at_least_twelve_layouts() {
    let cases = generate(21, 300).unwrap();
    let rooms: BTreeSet<&str> = cases.iter().map(room).collect();
    assert!(rooms.len() >= 12, "{rooms:?}");
    assert_eq!(rooms.len(), aide::sim::suite::layouts().unwrap());
}

#[test]
fn written_episodes_read_back_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let cases = generate(31, 140).unwrap();
    write_dir(&cases, dir.path()).unwrap();
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 140, "one file per episode, no temporaries left");
    let back = load_dir(dir.path()).unwrap();
    assert_eq!(back.len(), cases.len());
    for (a, b) in cases.iter().zip(&back) {
        assert_eq!((&a.id, a.kind), (&b.id, b.kind));
        assert_eq!(b.scene.episodes.len(), 1);
        let (x, y) = (&a.episode, &b.episode);
        assert_eq!(
            (&x.instruction, &x.accept, &x.explore, x.expect),
            (&y.instruction, &y.accept, &y.explore, y.expect)
        );
        assert_eq!(toml::to_string(&a.scene).unwrap(), toml::to_string(&b.scene).unwrap(), "{}", a.id);
        // And through the scene loader the runtime uses.
        let path = dir.path().join(format!("{}.toml", a.id));
        Scene::load(path.to_str().unwrap()).unwrap();
    }
}

#[test]
fn a_suite_is_named_by_gen_seed_count_or_by_its_directory() {
    let by_name = aide::sim::suite::load("gen:7:14").unwrap();
    assert_eq!(texts(&by_name), texts(&generate(7, 14).unwrap()));
    let dir = tempfile::tempdir().unwrap();
    write_dir(&by_name, dir.path()).unwrap();
    let from_dir = aide::sim::suite::load(dir.path().to_str().unwrap()).unwrap();
    assert_eq!(texts(&from_dir), texts(&by_name));
    for (spec, says) in
        [("gen:7", "gen:SEED:COUNT"), ("gen:x:3", "SEED"), ("gen:7:-1", "COUNT"), ("gen:7:0", "at least 1")]
    {
        let e = aide::sim::suite::load(spec).unwrap_err().to_string();
        assert!(e.contains(spec) && e.contains(says), "{e}");
    }
}

#[test]
fn a_suite_is_not_written_over_another() {
    let dir = tempfile::tempdir().unwrap();
    write_dir(&generate(1, 7).unwrap(), dir.path()).unwrap();
    let e = write_dir(&generate(2, 7).unwrap(), dir.path()).unwrap_err().to_string();
    assert!(e.contains("already holds 7 episode files"), "{e}");
    assert_eq!(load_dir(dir.path()).unwrap()[0].episode.instruction, generate(1, 7).unwrap()[0].episode.instruction);
}

#[test]
fn many_seeds_make_full_suites_from_the_generators_own_phrases() {
    let space: BTreeSet<String> = every_request().unwrap().into_iter().collect();
    for seed in 100..110 {
        let cases = generate(seed, 300).unwrap();
        assert_eq!(cases.len(), 300);
        for c in &cases {
            assert!(space.contains(&c.episode.instruction), "seed {seed}: {:?}", c.episode.instruction);
        }
    }
}

#[test]
fn a_directory_that_is_not_a_suite_is_refused_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let e = load_dir(dir.path()).unwrap_err().to_string();
    assert!(e.contains("no episode files"), "{e}");
    let home = aide::sim::scene::EMBEDDED_SCENES[0].1;
    std::fs::write(dir.path().join("home.toml"), home).unwrap();
    let e = load_dir(dir.path()).unwrap_err().to_string();
    assert!(e.contains("home.toml") && e.contains("exactly one"), "{e}");
    let mut one = Scene::load("home").unwrap();
    one.episodes.truncate(1);
    std::fs::write(dir.path().join("home.toml"), toml::to_string(&one).unwrap()).unwrap();
    let e = load_dir(dir.path()).unwrap_err().to_string();
    assert!(e.contains("kind"), "{e}");
}

#[test]
fn each_episode_is_what_its_kind_says() {
    for c in generate(41, 280).unwrap() {
        let (s, e) = (&c.scene, &c.episode);
        assert_eq!(e.kind, Some(c.kind));
        let exposed = |id: &str| obj(s, id).inside.is_none();
        match c.kind {
            EpisodeKind::InView | EpisodeKind::SubstituteInView => {
                assert!(e.accept.iter().all(|a| exposed(a) && from_start(s, a) < 1.4), "{}", c.id);
            }
            EpisodeKind::Far => {
                let d = from_start(s, &e.accept[0]);
                assert!((2.5..=4.0).contains(&d), "{}: tool {d:.2} m away", c.id);
            }
            EpisodeKind::Occluded => assert!(exposed(&e.accept[0]) && from_start(s, &e.accept[0]) < 1.4),
            EpisodeKind::InContainer => {
                let inside = obj(s, &e.accept[0]).inside.clone().expect("inside a container");
                assert!(!obj(s, &inside).open && e.explore.contains(&inside), "{}", c.id);
            }
            EpisodeKind::Absent => {
                assert!(e.accept.is_empty() && !e.explore.is_empty() && e.expect == Expect::ReportAbsent, "{}", c.id)
            }
            EpisodeKind::WorldChange => assert!(!s.events.is_empty(), "{}", c.id),
        }
        if c.kind != EpisodeKind::Absent {
            assert!(!e.accept.is_empty() && e.expect == Expect::Grasp, "{}", c.id);
        }
        for o in s.objects.iter().filter(|o| o.container) {
            let handle = o.parts.iter().find(|p| p.name == "handle").expect("a container has a handle");
            assert_eq!(handle.kind, aide::perception::PartKind::Operational);
        }
        for a in &e.accept {
            let z = obj(s, a).position[2];
            assert!((0.6..=1.2).contains(&z), "{}: {a} at {z} m is out of the arm's reach", c.id);
        }
    }
}

#[test]
fn the_world_changes_of_generated_episodes_happen_in_the_simulator() {
    let mut seen = BTreeSet::new();
    for c in generate(51, 140).unwrap().into_iter().filter(|c| c.kind == EpisodeKind::WorldChange) {
        let ev = c.scene.events[0].clone();
        seen.insert(format!("{:?}", ev.action));
        let mut w = SimWorld::new(c.scene.clone());
        let o = c.scene.object(&ev.object).unwrap().clone();
        w.advance_to(ev.at_s - 0.05);
        let before = (w.is_present(&o), w.position_of(&o), w.is_open(&o.id));
        w.advance_to(ev.at_s);
        let after = (w.is_present(&o), w.position_of(&o), w.is_open(&o.id));
        match ev.action {
            EventAction::Remove => assert!(before.0 && !after.0, "{}", c.id),
            EventAction::Add => assert!(!before.0 && after.0, "{}", c.id),
            EventAction::Move => assert_eq!((before.1 != after.1, Some(after.1)), (true, ev.to), "{}", c.id),
            EventAction::Close => assert!(before.2 && !after.2, "{}", c.id),
        }
    }
    assert_eq!(seen.len(), 4, "every kind of change: {seen:?}");
}

#[test]
fn a_person_takes_the_tool_only_once_there() {
    // The walker who takes a tool stands beside it when it goes.
    for c in generate(61, 280).unwrap().into_iter().filter(|c| c.kind == EpisodeKind::WorldChange) {
        let ev = &c.scene.events[0];
        if ev.action != EventAction::Remove {
            continue;
        }
        let p = obj(&c.scene, &ev.object).position;
        let nearest = c
            .scene
            .people
            .iter()
            .map(|w| w.at(ev.at_s).position)
            .map(|q| ((q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2)).sqrt())
            .fold(f64::INFINITY, f64::min);
        assert!(nearest < 1.2, "{}: nobody within reach of {} when it goes ({nearest:.2} m)", c.id, ev.object);
    }
}
