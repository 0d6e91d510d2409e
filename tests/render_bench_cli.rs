//! `aide bench render` times the simulator's camera image and prints it as JSON.

use std::process::Command;

#[test]
fn bench_render_prints_the_time_per_frame_at_the_configured_size() {
    let out = Command::new(env!("CARGO_BIN_EXE_aide"))
        .args(["bench", "render", "--frames", "20", "--json", "--set", "sim.render_scale=0.5"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["width"].as_u64(), v["height"].as_u64(), v["frames"].as_u64()), (Some(320), Some(240), Some(20)));
    for key in ["median_ms", "p90_ms", "max_ms", "cpu_median_ms"] {
        assert!(v[key].as_f64().is_some_and(|x| x > 0.0), "{key} missing in {v}");
    }
    assert!(v["median_ms"].as_f64() <= v["max_ms"].as_f64(), "{v}");
}
