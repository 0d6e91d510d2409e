//! `aide bench control` runs the loop on the sim arm and prints its timing as JSON.

use std::process::Command;

#[test]
fn bench_control_prints_the_loop_statistics_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["bench", "control", "--seconds", "0.6", "--json"])
        .args(["--set", "control.realtime=false", "--set", "control.lock_memory=false"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in ["rate_hz", "p50_us", "p99_us", "max_us", "missed", "step_p50_us", "cycles"] {
        assert!(v.get(key).is_some_and(|x| x.is_number()), "{key} missing in {v}");
    }
    assert!(v["cycles"].as_u64().unwrap() > 50, "{v}");
    assert!(v["stop_peak_deceleration_ratio"].as_f64().unwrap() <= 1.0 + 1e-6, "{v}");
}

#[test]
fn bench_control_refuses_a_nonsense_duration() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide")).args(["bench", "control", "--seconds=0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--seconds"));
}
