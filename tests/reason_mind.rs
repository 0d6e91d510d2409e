//! The MIND event benchmark (`aide eval --events tests/data/mind_events.json --json`):
//! MIND must preserve every post-event decision of full recomputation with at most 40 %
//! of its judgment evaluations (the paper: 30.6 -> 11.2, all 1,200 decisions preserved).

use aide::reason::mind::{run_event_benchmark, run_events, Category, Event, EventEpisode, EventsFile};
use std::path::Path;

const EVENTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mind_events.json");

#[test]
fn mind_preserves_every_decision_with_at_most_40_percent_of_the_evaluations() {
    let r = run_event_benchmark(Path::new(EVENTS)).unwrap();
    println!("{}", serde_json::to_string_pretty(&r).unwrap());
    assert_eq!(r.episodes, 84);
    assert_eq!(r.decisions, 84 * 5);
    assert_eq!(r.decisions_preserved, r.decisions, "mismatches: {:?}", r.mismatches);
    assert!(
        r.evaluation_ratio <= 0.40,
        "MIND used {:.1} % of full recomputation's evaluations",
        100.0 * r.evaluation_ratio
    );
    assert!(r.reselections_without_llm > 0, "robot motion re-selects without evaluations");
    assert!(r.per_instruction.iter().all(|i| i.signature_contains_reference));
}

#[test]
fn a_demoted_dependency_loses_decisions() {
    // MIND IV-D: omitting a true qualification dependency voids the guarantee. Dropping
    // `history` from "a drink I haven't had yet" must make some decisions stale.
    let text = std::fs::read_to_string(EVENTS).unwrap();
    let mut data: EventsFile = serde_json::from_str(&text).unwrap();
    // In the flat, only the kitchen fridge holds drinks (coke, water): once both were had,
    // no room qualifies any more.
    data.episodes = vec![EventEpisode {
        id: "history".into(),
        scene: "flat".into(),
        instruction: "another_drink".into(),
        events: vec![
            Event::Used { class: "coke".into() },
            Event::Robot { to: "living".into() },
            Event::Used { class: "water".into() },
        ],
    }];
    let r = run_events(&data).unwrap();
    assert_eq!(r.decisions_preserved, r.decisions, "the compiled signature keeps every decision");
    let spec = data.instructions.iter_mut().find(|s| s.id == "another_drink").unwrap();
    spec.depends.qualification.remove(&Category::History);
    let r = run_events(&data).unwrap();
    assert!(r.decisions_preserved < r.decisions);
    assert!(!r.per_instruction.iter().find(|i| i.id == "another_drink").unwrap().signature_contains_reference);
    // Widening the stages back restores every decision.
    let spec = data.instructions.iter_mut().find(|s| s.id == "another_drink").unwrap();
    spec.depends.qualification.insert(Category::History);
    spec.depends = spec.depends.widened();
    let r = run_events(&data).unwrap();
    assert_eq!(r.decisions_preserved, r.decisions);
}

#[test]
fn a_broken_events_file_names_the_file_and_the_problem() {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("events.json");
    std::fs::write(&p, "{\"instructions\": [], \"scenes\": [], \"episodes\": [{\"id\": \"e\", \"scene\": \"nowhere\", \"instruction\": \"x\", \"events\": []}]}").unwrap();
    let e = run_event_benchmark(&p).unwrap_err().to_string();
    assert!(e.contains("events.json") && e.contains("unknown instruction `x`"), "{e}");
}
