//! `aide bench perception` on the small committed checkpoints: every field is printed, with
//! sane values (no timing assertions: speed is measured, not tested).

use std::process::Command;

#[test]
fn bench_perception_prints_every_field_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["bench", "perception", "--seconds", "1", "--reps", "1", "--imgsz", "160", "--objects", "5", "--json"])
        .args(["--set", "perception.embed_top_n=2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "yolo_world_ms",
        "mobileclip_image_ms",
        "text_ms",
        "pipeline_hz",
        "decision_hz",
        "perception_age_p50_ms",
        "perception_age_p95_ms",
        "rss_mib",
    ] {
        let x = v[key].as_f64().unwrap_or_else(|| panic!("{key} missing in {v}"));
        assert!(x.is_finite() && x > 0.0, "{key} = {x}");
    }
    assert_eq!(v["weights"], "fixtures (not representative)");
    assert_eq!(v["imgsz"], 160);
    let p = &v["pipeline"];
    assert!(p["frames"].as_u64().unwrap() >= 1, "{p}");
    assert!(p["decisions"].as_u64().unwrap() >= 5, "a 10 Hz consumer ran for a second: {p}");
    assert!(p["tracks_created"].as_u64().unwrap() >= 1, "{p}");
    assert!(v["embeds_computed"].is_u64() && v["embeds_skipped"].is_u64(), "{v}");
    assert!(v["perception_age_p95_ms"].as_f64() >= v["perception_age_p50_ms"].as_f64());
    // The default policy-sized vocabulary: 32 object prompts and 2 part prompts.
    assert_eq!((v["vocabulary_size"].as_u64(), v["part_prompts"].as_u64()), (Some(34), Some(2)), "{v}");
    assert_eq!(p["vocabulary_size"], v["vocabulary_size"]);
    assert!(v["rss_mib"].as_f64().unwrap() < 64.0 * 1024.0);
}

#[test]
fn bench_perception_refuses_an_empty_vocabulary() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_aide")).args(["bench", "perception", "--prompts", "0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--prompts 0"));
}

#[test]
fn bench_perception_refuses_an_imgsz_that_is_not_a_multiple_of_32() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["bench", "perception", "--imgsz", "300", "--seconds", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--imgsz 300"));
}
