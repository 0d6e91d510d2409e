//! `aide eval --traversability` on a two-scenario fixture whose numbers are worked out by hand,
//! `aide sim traversability` writing a split that reads back, and the config keys' checks.

use serde_json::Value;
use std::process::Command;

fn aide(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_aide")).args(args).output().expect("run aide");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/traversability");

fn report() -> Value {
    let (code, out, err) = aide(&["eval", "--traversability", FIXTURE, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    v[0].clone()
}

fn scenario<'a>(r: &'a Value, id: &str) -> &'a Value {
    r["scenarios"].as_array().unwrap().iter().find(|s| s["id"] == id).unwrap()
}

#[test]
fn the_only_doorway_is_asked_about_and_driven_through() {
    let r = report();
    let s = scenario(&r, "fixture-single");
    assert_eq!(s["policy"]["success"], true);
    assert_eq!(s["policy"]["queries"], 1);
    assert_eq!(s["questions"][0], "Can I get through the curtain in the doorway between the hall and the kitchen?");
    assert_eq!(s["no_query"]["success"], false, "without asking, the curtain blocks the only way");
    assert_eq!(s["ask_all"]["queries"], 1);
}

#[test]
fn the_likely_doorway_is_asked_first_and_the_basket_in_the_corner_never() {
    let r = report();
    let s = scenario(&r, "fixture-multi");
    let questions: Vec<&str> = s["questions"].as_array().unwrap().iter().map(|q| q.as_str().unwrap()).collect();
    assert_eq!(
        questions,
        vec![
            "Can I get through the curtain in the doorway between the hall and the kitchen?",
            "Can I get through the cardboard box in the doorway between the hall and the kitchen?",
        ],
        "the curtain (prior 0.8) first; it is blocked, so the box; never the basket"
    );
    assert_eq!(s["relevant"], 2);
    assert_eq!(s["policy"]["success"], true);
    assert_eq!(s["ask_all"]["queries"], 3);
    assert_eq!(s["ask_all"]["length_m"], s["policy"]["length_m"], "the policy drives the shortest safe path");
}

#[test]
fn the_summary_sets_the_policy_beside_both_baselines() {
    let all = &report()["all"];
    assert_eq!(all["n"], 2);
    assert_eq!(all["policy"]["success"], 1.0);
    assert_eq!(all["policy"]["queries_per_scenario"], 1.5);
    assert_eq!(all["ask_all"]["success"], 1.0);
    assert_eq!(all["ask_all"]["queries_per_scenario"], 2.0);
    assert_eq!(all["no_query"]["success"], 0.0);
    assert_eq!(all["query_reduction"], 0.25);
    let cost = |m: &str| all[m]["mean_cost"].as_f64().unwrap();
    assert!(cost("policy") < cost("ask_all"));
}

#[test]
fn a_generated_split_is_written_and_evaluated() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("split");
    let out_s = out.to_str().unwrap();
    let (code, _, err) = aide(&[
        "sim",
        "traversability",
        "--seed",
        "7",
        "--singles",
        "3",
        "--multis",
        "1",
        "--prefix",
        "t",
        "--out",
        out_s,
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = aide(&["eval", "--traversability", out_s, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v[0]["all"]["n"], 4);
    assert_eq!(v[0]["all"]["policy"]["success"], 1.0);
    let (code, _, err) = aide(&["sim", "traversability", "--seed", "7", "--prefix", "t", "--out", out_s]);
    assert_ne!(code, 0, "a directory that holds scenarios is not overwritten");
    assert!(err.contains("already holds"), "{err}");
}

#[test]
fn a_bad_traversability_key_names_the_key_and_range() {
    let (code, _, err) = aide(&["--set", "traversability.lambda1=-1", "eval", "--traversability", FIXTURE]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("traversability.lambda1") && err.contains("0 ..= 1000000"), "{err}");
}
