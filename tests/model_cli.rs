//! The `aide model` commands as a user runs them: exit codes, the last line of `verify`,
//! strict loading errors that name the tensor, `tokenize` output.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn fx(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(p)
}

fn aide(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_aide")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn verify_args<'a>(kind: &'a str, w: &'a str, f: &'a str) -> Vec<&'a str> {
    vec!["model", "verify", "--kind", kind, "--weights", w, "--fixture", f]
}

#[test]
fn verify_passes_and_prints_max_abs_diff_last_and_dumps_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let dump = dir.path().join("out.safetensors");
    let (w, f) = (fx("main/clip_text_w128l2.safetensors"), fx("main/clip_text_w128l2_b3.fixture.safetensors"));
    let mut args = verify_args("clip-text", w.to_str().unwrap(), f.to_str().unwrap());
    args.extend(["--dump", dump.to_str().unwrap()]);
    let (code, out, err) = aide(&args);
    assert_eq!(code, 0, "{out}{err}");
    let last = out.lines().last().unwrap();
    let v: f32 = last.strip_prefix("max_abs_diff=").unwrap().parse().unwrap();
    assert!(v < 1e-3);
    let d = candle_core::safetensors::load(&dump, &candle_core::Device::Cpu).unwrap();
    assert_eq!(d["text_embeds"].dims(), &[3, 512]);
    assert_eq!(d["text_embeds"].dtype(), candle_core::DType::F32);
}

/// Rewrites a checkpoint with one tensor removed or one added.
fn edited(src: &Path, dir: &Path, remove: Option<&str>, add: Option<&str>) -> PathBuf {
    let mut t: HashMap<String, candle_core::Tensor> =
        candle_core::safetensors::load(src, &candle_core::Device::Cpu).unwrap();
    if let Some(r) = remove {
        assert!(t.remove(r).is_some());
    }
    if let Some(a) = add {
        t.insert(
            a.to_string(),
            candle_core::Tensor::zeros(4, candle_core::DType::F16, &candle_core::Device::Cpu).unwrap(),
        );
    }
    let p = dir.join("edited.safetensors");
    candle_core::safetensors::save(&t, &p).unwrap();
    p
}

#[test]
fn a_missing_tensor_exits_2_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let w = edited(
        &fx("main/mobileclip_s0.safetensors"),
        dir.path(),
        Some("visual.trunk.stages.2.downsample.proj.0.se.fc1.bias"),
        None,
    );
    let f = fx("main/mobileclip_s0_image_256_b1.fixture.safetensors");
    let (code, out, err) = aide(&verify_args("mobileclip-image", w.to_str().unwrap(), f.to_str().unwrap()));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("visual.trunk.stages.2.downsample.proj.0.se.fc1.bias"), "{err}");
}

#[test]
fn an_unexpected_tensor_exits_2_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let w = edited(&fx("main/yolo_world_w0125.safetensors"), dir.path(), None, Some("model.23.extra.weight"));
    let f = fx("main/yolo_world_w0125_192x256_k5.fixture.safetensors");
    let (code, out, err) = aide(&verify_args("yolo-world", w.to_str().unwrap(), f.to_str().unwrap()));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("model.23.extra.weight"), "{err}");
}

#[test]
fn a_wrong_model_kind_is_a_mismatch_not_a_crash() {
    let w = fx("main/clip_text_w128l2.safetensors");
    let f = fx("main/mobileclip_s0_text_b3.fixture.safetensors");
    let (code, _, err) = aide(&verify_args("mobileclip-text", w.to_str().unwrap(), f.to_str().unwrap()));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("text.token_embedding.weight"), "{err}");
}

#[test]
fn outputs_outside_tolerance_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let src = fx("main/clip_text_w128l2_b3.fixture.safetensors");
    let mut t: HashMap<String, candle_core::Tensor> =
        candle_core::safetensors::load(&src, &candle_core::Device::Cpu).unwrap();
    let e = (&t["text_embeds"] + 0.01).unwrap();
    t.insert("text_embeds".into(), e);
    let f = dir.path().join("off.safetensors");
    candle_core::safetensors::save(&t, &f).unwrap();
    let w = fx("main/clip_text_w128l2.safetensors");
    let (code, out, _) = aide(&verify_args("clip-text", w.to_str().unwrap(), f.to_str().unwrap()));
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().last().unwrap().starts_with("max_abs_diff=0.01"), "{out}");
}

#[test]
fn tokenize_prints_one_array_of_77_ids_per_text() {
    let (code, out, err) = aide(&["model", "tokenize", "--kind", "clip", "a photo of a cup", "Hammer"]);
    assert_eq!(code, 0, "{err}");
    let ids: Vec<Vec<u32>> = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(ids.len(), 2);
    assert!(ids.iter().all(|r| r.len() == 77));
    assert_eq!(&ids[0][..7], &[49406, 320, 1125, 539, 320, 1937, 49407]);
    assert_eq!(ids[0][7], 0);
}
