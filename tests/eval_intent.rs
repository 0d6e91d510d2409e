//! `aide eval --intent`: the coordinating robot reads where the simulated person heads well
//! enough on the held-out split, finishes sooner than the robot that ignores the person without
//! duplicating the person's work, and the shipped splits are what the generator writes.

use std::path::Path;
use std::process::Command;

fn aide(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_aide")).args(args).output().unwrap();
    let s = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), s(&out.stdout), s(&out.stderr))
}

#[test]
fn on_both_shipped_splits_the_belief_finds_the_persons_target_and_the_robot_saves_time() {
    let (code, out, err) = aide(&["eval", "--intent", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let splits = v["splits"].as_array().unwrap();
    let names: Vec<&str> = splits.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["dev", "heldout"]);
    for s in splits {
        let o = &s["overall"];
        let f = |k: &str| o[k].as_f64().unwrap();
        assert_eq!(o["n"], 48);
        assert!(f("true_target_probability") >= 0.72 && f("top1") >= 0.84, "{}: {o}", s["name"]);
        assert!(f("time_saving") > 0.05, "{}: {o}", s["name"]);
        assert!(f("duplicated_s") < f("baseline_duplicated_s"), "{}: {o}", s["name"]);
        assert_eq!((o["unfinished"].as_u64(), o["baseline_unfinished"].as_u64()), (Some(0), Some(0)));
        assert_eq!(s["scenarios"].as_array().unwrap().len(), 48);
    }
}

#[test]
fn the_shipped_splits_are_what_the_generator_writes_for_their_seeds() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, split) in [("1", "dev"), ("2", "heldout")] {
        let out = dir.path().join(split);
        let (code, _, err) = aide(&[
            "sim",
            "intent",
            "--seed",
            seed,
            "--count",
            "48",
            "--prefix",
            split,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        let shipped = Path::new("assets/eval/intent").join(split);
        let mut files: Vec<_> = std::fs::read_dir(&shipped).unwrap().map(|e| e.unwrap().file_name()).collect();
        files.sort();
        assert_eq!(files.len(), 48);
        for f in files {
            let a = std::fs::read_to_string(shipped.join(&f)).unwrap();
            let b = std::fs::read_to_string(out.join(&f)).unwrap();
            assert_eq!(a, b, "{split}/{}", f.to_string_lossy());
        }
    }
}

#[test]
fn a_bad_scenario_is_named_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.toml"), "id = \"bad\"\nfloor_m = [5.0, 5.0]\n").unwrap();
    let (code, _, err) = aide(&["eval", "--intent", dir.path().to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("bad.toml") && err.contains("missing field"), "{err}");
}
