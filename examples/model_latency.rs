//! Median latency of the perception models on full-size checkpoints, batch 1, at a given
//! input size and thread count. `tools/perf_side_by_side.py` runs this next to PyTorch.
//!
//! ```text
//! cargo run --release --example model_latency -- --weights /work/aide-bench-weights \
//!     --imgsz 320 --threads 2 --iters 10 --json
//! ```
//! Prints one JSON object: `yolo_world_ms` (YOLO-World at `--imgsz`, `--vocab` labels),
//! `mobileclip_image_ms` (MobileCLIP image tower at `--clip-imgsz`), `text_ms` (OpenAI CLIP
//! ViT-B/32 text tower, 77 tokens: the 12-layer encoder of the detector's vocabulary),
//! `mobileclip_text_ms` (MobileCLIP's text tower, 77 tokens), `threads`, `imgsz`.
//! A model whose checkpoint file is missing is skipped (its field is `null`).
//! Without `--json` it also prints min / median / max per model.

use aide::perception::kernels;
use aide::perception::models::clip_text::TextTransformer;
use aide::perception::models::mobileclip::{MobileClipImage, MobileClipText};
use aide::perception::models::weights::Weights;
use aide::perception::models::yolo_world::YoloWorld;
use candle_core::{Device, Tensor};
use clap::Parser;
use std::path::{Path, PathBuf};
use std::time::Instant;

type Res<T> = Result<T, Box<dyn std::error::Error>>;

#[derive(Parser, Debug)]
struct Args {
    /// Directory with yolov8s-worldv2.safetensors, mobileclip2_s0.safetensors and
    /// clip_vit_b32_text.safetensors (`tools/make_fixtures.py --full-size DIR`).
    #[arg(long, default_value = "/work/aide-bench-weights")]
    weights: PathBuf,
    /// Detector input size (square, multiple of 32).
    #[arg(long, default_value_t = 320)]
    imgsz: usize,
    /// MobileCLIP image size.
    #[arg(long, default_value_t = 256)]
    clip_imgsz: usize,
    /// Inference threads (0 = all cores).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Timed runs per model (after `--warmup` untimed ones).
    #[arg(long, default_value_t = 10)]
    iters: usize,
    #[arg(long, default_value_t = 2)]
    warmup: usize,
    /// Labels in the detector's vocabulary.
    #[arg(long, default_value_t = 4)]
    vocab: usize,
    /// Comma-separated subset of yolo,image,text,mtext.
    #[arg(long, default_value = "yolo,image,text,mtext")]
    only: String,
    #[arg(long)]
    json: bool,
    /// Run the convolutions and activations with candle's own ops (the "before" numbers).
    #[arg(long)]
    reference: bool,
    /// Run the convolutions' gemms with the `gemm` crate instead of `kernels::sgemm` (the
    /// path before it; for A/B measurements).
    #[arg(long)]
    crate_gemm: bool,
    /// Run the AVX2 builds of the kernels on a CPU with AVX-512 (for A/B measurements).
    #[arg(long)]
    no_avx512: bool,
    /// After timing, run `--iters` more forwards with per-op timing on and print where the
    /// time goes (ms per forward, per layer and per conv shape) to stderr.
    #[arg(long)]
    profile: bool,
}

struct Stats {
    min: f64,
    median: f64,
    max: f64,
}

fn time(iters: usize, warmup: usize, mut f: impl FnMut() -> Res<()>) -> Res<Stats> {
    for _ in 0..warmup {
        f()?;
    }
    let mut v = Vec::with_capacity(iters);
    for _ in 0..iters.max(1) {
        let t = Instant::now();
        f()?;
        v.push(t.elapsed().as_secs_f64() * 1e3);
    }
    v.sort_by(f64::total_cmp);
    Ok(Stats { min: v[0], median: v[v.len() / 2], max: v[v.len() - 1] })
}

/// Runs `f` `iters` times with op timing on and prints the mean ms per forward of every op,
/// then the ops sorted by time (a layer includes the convs inside it).
fn profile(iters: usize, mut f: impl FnMut() -> Res<()>) -> Res<()> {
    kernels::profile::take_report();
    kernels::profile::set_profiling(true);
    let t = Instant::now();
    for _ in 0..iters.max(1) {
        f()?;
    }
    let total = t.elapsed().as_secs_f64() * 1e3 / iters.max(1) as f64;
    kernels::profile::set_profiling(false);
    let rows = kernels::profile::take_report();
    let per = |d: std::time::Duration| d.as_secs_f64() * 1e3 / iters.max(1) as f64;
    eprintln!("profile: {total:.1} ms per forward (with timing on), {} runs", iters.max(1));
    let (layers, ops): (Vec<_>, Vec<_>) = rows.iter().partition(|(n, _, _)| n.starts_with("yolo.L"));
    for (n, c, d) in &layers {
        eprintln!("  {:>7.2} ms  {:>3}x  {n}", per(*d), c / iters.max(1));
    }
    let mut ops = ops;
    ops.sort_by_key(|o| std::cmp::Reverse(o.2));
    eprintln!("ops by total time:");
    for (n, c, d) in ops {
        eprintln!("  {:>7.2} ms  {:>3}x  {n}", per(*d), c / iters.max(1));
    }
    Ok(())
}

fn load(dir: &Path, file: &str) -> Res<Option<Weights>> {
    let p = dir.join(file);
    if !p.exists() {
        eprintln!("skipping {}: not found", p.display());
        return Ok(None);
    }
    Ok(Some(Weights::load(&p)?))
}

fn tokens() -> Vec<Vec<u32>> {
    // "a photo of a cup" in CLIP BPE ids, end-of-text, zero padding to 77
    let mut t = vec![0u32; 77];
    t[..6].copy_from_slice(&[49406, 320, 1125, 539, 320, 1937]);
    t[6] = 49407;
    vec![t]
}

fn main() -> Res<()> {
    let a = Args::parse();
    let threads = kernels::set_threads(a.threads)?;
    kernels::set_reference_ops(a.reference);
    kernels::sgemm::set_enabled(!a.crate_gemm);
    kernels::set_avx512(!a.no_avx512);
    let want = |m: &str| a.only.split(',').any(|s| s.trim() == m);
    let dev = Device::Cpu;
    let mut rows: Vec<(&str, Option<Stats>)> = Vec::new();

    if want("yolo") {
        let s = match load(&a.weights, "yolov8s-worldv2.safetensors")? {
            Some(w) => {
                let m = YoloWorld::load(&w)?;
                let x = Tensor::rand(0f32, 1.0, (1, 3, a.imgsz, a.imgsz), &dev)?;
                let t = Tensor::randn(0f32, 1.0, (1, a.vocab, 512), &dev)?;
                let s = time(a.iters, a.warmup, || {
                    m.forward(&x, &t)?;
                    Ok(())
                })?;
                if a.profile {
                    profile(a.iters, || {
                        m.forward(&x, &t)?;
                        Ok(())
                    })?;
                }
                Some(s)
            }
            None => None,
        };
        rows.push(("yolo_world_ms", s));
    }
    let mclip = if want("image") || want("mtext") { load(&a.weights, "mobileclip2_s0.safetensors")? } else { None };
    if want("image") {
        let s = match &mclip {
            Some(w) => {
                let m = MobileClipImage::load(w)?;
                let x = Tensor::rand(0f32, 1.0, (1, 3, a.clip_imgsz, a.clip_imgsz), &dev)?;
                let s = time(a.iters, a.warmup, || {
                    m.forward(&x)?;
                    Ok(())
                })?;
                if a.profile {
                    profile(a.iters, || {
                        m.forward(&x)?;
                        Ok(())
                    })?;
                }
                Some(s)
            }
            None => None,
        };
        rows.push(("mobileclip_image_ms", s));
    }
    if want("text") {
        let s = match load(&a.weights, "clip_vit_b32_text.safetensors")? {
            Some(w) => {
                let m = TextTransformer::load_openai_clip(&w)?;
                let t = tokens();
                Some(time(a.iters, a.warmup, || {
                    m.encode(&t)?;
                    Ok(())
                })?)
            }
            None => None,
        };
        rows.push(("text_ms", s));
    }
    if want("mtext") {
        let s = match &mclip {
            Some(w) => {
                let m = MobileClipText::load(w)?;
                let t = tokens();
                Some(time(a.iters, a.warmup, || {
                    m.encode(&t)?;
                    Ok(())
                })?)
            }
            None => None,
        };
        rows.push(("mobileclip_text_ms", s));
    }

    if a.json {
        let mut o = serde_json::Map::new();
        for (k, s) in &rows {
            o.insert(k.to_string(), s.as_ref().map(|s| serde_json::json!(s.median)).unwrap_or(serde_json::Value::Null));
        }
        o.insert("threads".into(), threads.into());
        o.insert("imgsz".into(), a.imgsz.into());
        o.insert("clip_imgsz".into(), a.clip_imgsz.into());
        o.insert("iters".into(), a.iters.into());
        o.insert("reference_ops".into(), a.reference.into());
        o.insert("crate_gemm".into(), a.crate_gemm.into());
        println!("{}", serde_json::Value::Object(o));
    } else {
        println!("threads {threads}, imgsz {}, clip imgsz {}, {} runs", a.imgsz, a.clip_imgsz, a.iters);
        for (k, s) in &rows {
            match s {
                Some(s) => println!("{k:<22} min {:8.1}  median {:8.1}  max {:8.1}", s.min, s.median, s.max),
                None => println!("{k:<22} skipped"),
            }
        }
    }
    Ok(())
}
