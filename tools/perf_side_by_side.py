#!/usr/bin/env python3
"""Perception model latency, PyTorch next to aide's Candle engine, same machine, same run.

For each model the official PyTorch implementation is timed, then ours (the release example
`model_latency`, one process per model) right after it, on the same input size and thread
count, and a table `model | torch_ms | candle_ms | ratio` is printed (ratio = candle / torch;
<= 1.0 means we are at least as fast). Both sides use the same random weights (the f16
safetensors checkpoints in the official layout, see `tools/make_fixtures.py --full-size`) and
their inference-time forms: ultralytics `fuse()` (BatchNorm folded) for YOLO-World, timm
`reparameterize_model` for the MobileCLIP image tower.

Models:  yolo_world_320 / yolo_world_640   YOLO-World-S v2 (ultralytics WorldModel, yolov8s-worldv2.yaml),
                                          batch 1, 4 text embeddings
         mobileclip_image_256             MobileCLIP2-S0 image tower (open_clip + timm fastvit_mci0)
         text_77                          OpenAI CLIP ViT-B/32 text tower (12 layers), 77 tokens
         mobileclip_text_77               MobileCLIP2-S0 text tower, 77 tokens

Requirements (the Python side; /work/venv-ref has them):
    pip install torch ultralytics open_clip_torch timm safetensors pyyaml
and a release build of the example (built on demand unless --no-build):
    cargo build --release --example model_latency

Usage:
    python tools/perf_side_by_side.py --weights /work/aide-bench-weights --threads 2 [--iters 10] [--json]
    python tools/perf_side_by_side.py --weights DIR --generate   (writes the random checkpoints first,
                                                                 as make_fixtures.py --full-size)
"""

import argparse
import copy
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
YOLO_FILE = "yolov8s-worldv2.safetensors"
MCLIP_FILE = "mobileclip2_s0.safetensors"
CLIP_FILE = "clip_vit_b32_text.safetensors"


def median_ms(fn, iters, warmup):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(max(1, iters)):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def load_f32(path):
    from safetensors.torch import load_file
    return {k: (v.float() if v.is_floating_point() else v) for k, v in load_file(path).items()}


def tokens_77(torch):
    # "a photo of a cup": the same ids the Rust example feeds
    t = torch.zeros(1, 77, dtype=torch.long)
    t[0, :7] = torch.tensor([49406, 320, 1125, 539, 320, 1937, 49407])
    return t


# ----------------------------------------------------------------------------- torch side

def torch_yolo(torch, path, imgsz, iters, warmup):
    from ultralytics.nn.tasks import WorldModel
    m = WorldModel("yolov8s-worldv2.yaml", nc=80, verbose=False)
    m.load_state_dict(load_f32(path), strict=True)
    m = m.eval().fuse(verbose=False)
    x = torch.rand(1, 3, imgsz, imgsz)
    txt = torch.nn.functional.normalize(torch.randn(1, 4, 512), dim=-1)
    m.model[-1].nc = txt.shape[1]
    with torch.inference_mode():
        return median_ms(lambda: m.predict(x, txt_feats=txt), iters, warmup)


def build_mobileclip(torch):
    import open_clip
    import timm
    cfg = copy.deepcopy(open_clip.get_model_config("MobileCLIP2-S0"))
    cfg.pop("custom_text", None)
    model = open_clip.CustomTextCLIP(**cfg)
    vc = cfg["vision_cfg"]
    # as tools/make_fixtures.py builds it (the trunk open_clip wraps, named as in the checkpoint)
    model.visual.trunk = timm.create_model(vc["timm_model_name"], pretrained=False, num_classes=cfg["embed_dim"],
                                           global_pool=vc["timm_pool"])
    return model


def torch_mobileclip(torch, path, imgsz, iters, warmup):
    from timm.utils.model import reparameterize_model
    model = build_mobileclip(torch)
    sd = load_f32(path)
    missing, unexpected = model.load_state_dict(sd, strict=False)
    bad = [k for k in missing if "attn_mask" not in k]
    if bad or unexpected:
        raise SystemExit(f"MobileCLIP checkpoint does not fit: missing {bad[:5]}, unexpected {unexpected[:5]}")
    model.eval()
    trunk = reparameterize_model(model.visual.trunk).eval()
    x = torch.rand(1, 3, imgsz, imgsz)
    with torch.inference_mode():
        img = median_ms(lambda: trunk(x), iters, warmup)
        tok = tokens_77(torch)
        txt = median_ms(lambda: model.encode_text(tok), iters, warmup)
    return img, txt


def torch_clip_text(torch, path, iters, warmup):
    import open_clip
    clip = open_clip.CLIP(**open_clip.get_model_config("ViT-B-32"), quick_gelu=True)
    missing, unexpected = clip.load_state_dict(load_f32(path), strict=False)
    bad = [k for k in missing if not k.startswith("visual.") and k not in ("logit_scale", "attn_mask")]
    if bad or unexpected:
        raise SystemExit(f"CLIP text checkpoint does not fit: missing {bad[:5]}, unexpected {unexpected[:5]}")
    clip.eval()
    tok = tokens_77(torch)
    with torch.inference_mode():
        return median_ms(lambda: clip.encode_text(tok), iters, warmup)


# ----------------------------------------------------------------------------- our side

def ours(exe, weights, threads, iters, warmup, only, imgsz=320, clip_imgsz=256):
    cmd = [exe, "--weights", weights, "--threads", str(threads), "--iters", str(iters), "--warmup", str(warmup),
           "--imgsz", str(imgsz), "--clip-imgsz", str(clip_imgsz), "--only", only, "--json"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def build_example(no_build, exe=None):
    if exe:  # a copy of the example (the shared target dir may hold another branch's build)
        if not os.path.exists(exe):
            raise SystemExit(f"{exe} not found")
        return exe
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    exe = os.path.join(target, "release", "examples", "model_latency")
    if not no_build:
        subprocess.run(["cargo", "build", "--release", "--example", "model_latency"], cwd=ROOT, check=True)
    if not os.path.exists(exe):
        raise SystemExit(f"{exe} not found: build it with `cargo build --release --example model_latency`")
    return exe


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", default=os.environ.get("AIDE_BENCH_WEIGHTS", "/work/aide-bench-weights"))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--models", default="yolo_world_320,yolo_world_640,mobileclip_image_256,text_77,mobileclip_text_77")
    ap.add_argument("--generate", action="store_true", help="write the random checkpoints to --weights first")
    ap.add_argument("--no-build", action="store_true", help="use the existing release example")
    ap.add_argument("--exe", help="path of a model_latency binary to time instead of the target dir's (implies --no-build)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    import torch
    torch.set_num_threads(a.threads)
    try:
        torch.set_num_interop_threads(1)
    except RuntimeError:
        pass
    if a.generate:
        sys.path.insert(0, os.path.join(ROOT, "tools"))
        import make_fixtures
        make_fixtures.full_size(a.weights)
    exe = build_example(a.no_build, a.exe)
    w = a.weights
    want = set(a.models.split(","))
    rows = []

    def add(name, t_ms, c_ms):
        rows.append({"model": name, "torch_ms": t_ms, "candle_ms": c_ms,
                     "ratio": (c_ms / t_ms) if (t_ms and c_ms) else None})
        if not a.json:
            print(f"  {name}: torch {t_ms:.1f} ms, candle {c_ms:.1f} ms", file=sys.stderr)

    for imgsz in (320, 640):
        name = f"yolo_world_{imgsz}"
        if name in want:
            t = torch_yolo(torch, os.path.join(w, YOLO_FILE), imgsz, a.iters, a.warmup)
            c = ours(exe, w, a.threads, a.iters, a.warmup, "yolo", imgsz=imgsz)["yolo_world_ms"]
            add(name, t, c)
    if "mobileclip_image_256" in want or "mobileclip_text_77" in want:
        t_img, t_txt = torch_mobileclip(torch, os.path.join(w, MCLIP_FILE), 256, a.iters, a.warmup)
        if "mobileclip_image_256" in want:
            add("mobileclip_image_256", t_img, ours(exe, w, a.threads, a.iters, a.warmup, "image")["mobileclip_image_ms"])
        if "mobileclip_text_77" in want:
            add("mobileclip_text_77", t_txt, ours(exe, w, a.threads, a.iters, a.warmup, "mtext")["mobileclip_text_ms"])
    if "text_77" in want:
        t = torch_clip_text(torch, os.path.join(w, CLIP_FILE), a.iters, a.warmup)
        add("text_77", t, ours(exe, w, a.threads, a.iters, a.warmup, "text")["text_ms"])

    meta = {"threads": a.threads, "iters": a.iters, "torch": torch.__version__, "cpus": os.cpu_count()}
    if a.json:
        print(json.dumps({"meta": meta, "rows": rows}))
        return 0
    print(f"threads {a.threads}, {a.iters} timed runs (median), torch {torch.__version__}, {os.cpu_count()} cpus")
    print(f"{'model':<22} | {'torch_ms':>9} | {'candle_ms':>9} | {'ratio':>6}")
    print("-" * 56)
    for r in rows:
        ratio = f"{r['ratio']:.2f}" if r["ratio"] is not None else "-"
        print(f"{r['model']:<22} | {r['torch_ms']:9.1f} | {r['candle_ms']:9.1f} | {ratio:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
