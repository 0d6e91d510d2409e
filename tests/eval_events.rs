//! `aide eval --events FILE --json`: the MIND benchmark keeps every decision of full
//! recomputation with at most 40% of its LLM evaluations.

use std::process::Command;

#[test]
fn mind_preserves_every_decision_with_at_most_40_percent_of_the_evaluations() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["eval", "--events", "tests/data/mind_events.json", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["decisions_preserved"], v["decisions"]);
    let (full, mind) = (v["full_evaluations"].as_f64().unwrap(), v["mind_evaluations"].as_f64().unwrap());
    assert!(mind <= 0.4 * full, "MIND {mind} vs full {full}");
}

#[test]
fn a_missing_events_file_is_named_with_exit_2() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["eval", "--events", "/nonexistent/events.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/events.json"));
}
