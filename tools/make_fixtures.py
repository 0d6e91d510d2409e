#!/usr/bin/env python3
"""Builds the numerical fixtures that `aide model verify` and the model tests compare against.

Every model is the OFFICIAL implementation (ultralytics WorldModel from its yolov8-worldv2.yaml,
open_clip CLIP / CustomTextCLIP text towers, timm's FastViT MCi trunks as open_clip wraps them),
built with RANDOM weights (nothing is downloaded). To keep the committed files small, some
architectures are shrunk through their own configuration knobs (a narrower YOLO width
multiple, fewer FastViT blocks and channels, text towers with fewer and narrower layers and a
smaller vocabulary); the code paths and tensor names are those of the real checkpoints.

Random weights hide bugs when they are "too nice", so the script
  * randomises BatchNorm affine parameters, then calibrates running statistics on random inputs
    (keeps activations O(1) through deep stacks) and perturbs them so they differ from batch stats,
  * gives zero-initialised parameters (heads' biases, MaxSigmoid attention bias, text biases,
    FastViT layer scales of 1e-5) non-trivial values,
  * rounds every weight to f16 (what is saved) and computes the expected outputs with exactly
    those rounded weights, in float64 (the official code run in double precision, so the
    reference carries no f32 rounding of its own; outputs are saved as f32).

Outputs (tests/fixtures/):
  main/    what the unit tests use
  unseen/  different seed, input sizes, vocabularies and shrink settings; the Rust code was not
           tuned on them (the "unseen sizes" check)
  tokenizer/clip_tokens.json, tokenizer/clip_tokens_unseen.json: open_clip tokenizer ids

Usage: python tools/make_fixtures.py [--out tests/fixtures] [--only yolo,clip,mobileclip,tok]
       python tools/make_fixtures.py --check-s   (also an unsaved full-size yolov8s-worldv2 fixture
                                                  in /tmp, too large to commit)
"""

import argparse
import copy
import json
import math
import os
import sys

import torch
import torch.nn as nn
from safetensors.torch import save_file

torch.backends.mkldnn.enabled = True


# ----------------------------------------------------------------------------- randomisation

def randomise(model: nn.Module, gen: torch.Generator, calibrate, ls_scale=0.3):
    """Non-trivial random parameters and BatchNorm statistics for `model` (in place)."""
    for name, p in model.named_parameters():
        with torch.no_grad():
            if name.endswith("layer_scale.gamma") or "layer_scale_" in name:
                p.copy_(ls_scale * (0.5 + torch.rand(p.shape, generator=gen)))
            elif p.ndim <= 1 and ("bias" in name or name.endswith("in_proj_bias")):
                p.copy_(0.2 * torch.randn(p.shape, generator=gen))
    bns = [m for m in model.modules() if isinstance(m, nn.BatchNorm2d)]
    with torch.no_grad():
        for bn in bns:
            bn.weight.copy_(0.5 + 0.6 * torch.rand(bn.weight.shape, generator=gen))
            bn.bias.copy_(0.2 * torch.randn(bn.bias.shape, generator=gen))
        for m in model.modules():
            if isinstance(m, nn.LayerNorm) and m.weight is not None:
                m.weight.copy_(0.6 + 0.8 * torch.rand(m.weight.shape, generator=gen))
                m.bias.copy_(0.1 * torch.randn(m.bias.shape, generator=gen))
    if bns and calibrate is not None:
        for bn in bns:
            bn.reset_running_stats()
            bn.momentum = None  # cumulative average over the calibration batches
        model.train()
        with torch.no_grad():
            calibrate(model)
        model.eval()
        with torch.no_grad():
            for bn in bns:
                std = bn.running_var.sqrt()
                bn.running_mean.add_(0.1 * std * torch.randn(std.shape, generator=gen))
                # >= 1: perturbed statistics never amplify, so deep random stacks stay well
                # conditioned (f32 rounding is not blown up into the outputs)
                bn.running_var.mul_(1.0 + 0.5 * torch.rand(std.shape, generator=gen))
                bn.momentum = 0.1
    model.eval()


def round_to_f16(model: nn.Module):
    """Rounds every float parameter and buffer to f16 precision (kept as f32)."""
    with torch.no_grad():
        for t in list(model.parameters()) + list(model.buffers()):
            if t.is_floating_point():
                t.copy_(t.half().float())


def f16_state(sd, skip=()):
    out = {}
    for k, v in sd.items():
        if any(k.startswith(s) for s in skip):
            continue
        v = v.detach().contiguous()
        out[k] = v.half() if v.is_floating_point() else v
    return out


def save(path, tensors, meta=None):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    save_file({k: v.contiguous() for k, v in tensors.items()}, path, metadata=meta or {})
    print(f"  wrote {path} ({os.path.getsize(path) / 1e6:.2f} MB)")


def describe(name, t):
    t = t.float()
    print(f"    {name}: shape={tuple(t.shape)} min={t.min():.4g} max={t.max():.4g} std={t.std():.4g}")


# ----------------------------------------------------------------------------- YOLO-World

def yolo_cfg(width, depth, max_ch=1024, nc=80):
    import yaml
    from ultralytics.utils import ROOT
    with open(ROOT / "cfg/models/v8/yolov8-worldv2.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["scales"] = {"f": [depth, width, max_ch]}
    cfg["scale"] = "f"
    cfg["nc"] = nc
    return cfg


def build_world(cfg_or_name, nc, gen, calib_size):
    from ultralytics.nn.tasks import WorldModel
    from ultralytics.nn.modules.block import MaxSigmoidAttnBlock
    from ultralytics.nn.modules.head import WorldDetect
    torch.manual_seed(int(torch.randint(0, 2**31 - 1, (1,), generator=gen)))
    m = WorldModel(cfg_or_name, nc=nc, verbose=False)
    det = m.model[-1]
    assert isinstance(det, WorldDetect)

    def calibrate(model):
        for _ in range(3):
            x = torch.rand(2, 3, calib_size, calib_size, generator=gen)
            t = nn.functional.normalize(torch.randn(2, nc, 512, generator=gen), dim=-1)
            model.predict(x, txt_feats=t)

    randomise(m, gen, calibrate)
    with torch.no_grad():
        for mod in m.modules():
            if isinstance(mod, MaxSigmoidAttnBlock):
                mod.bias.copy_(torch.randn(mod.bias.shape, generator=gen))
        for i in range(det.nl):
            det.cv2[i][-1].bias.copy_(torch.randn(det.cv2[i][-1].bias.shape, generator=gen))
            det.cv3[i][-1].bias.copy_(0.5 * torch.randn(det.cv3[i][-1].bias.shape, generator=gen))
            det.cv4[i].bias.copy_(torch.tensor([-2.0 + 0.5 * float(torch.randn(1, generator=gen))]))
            det.cv4[i].logit_scale.copy_(torch.tensor(-0.5 + 0.3 * float(torch.randn(1, generator=gen))))
    round_to_f16(m)
    return m.eval()


def world_forward(m, images, txt):
    m = copy.deepcopy(m).double()
    m.model[-1].nc = txt.shape[1]
    with torch.no_grad():
        y = m.predict(images.double(), txt_feats=txt.double())
    y = y[0] if isinstance(y, (tuple, list)) else y
    return y.float()


def make_world(out_dir, tag, width, depth, nc_build, cases, seed, max_ch=1024):
    """cases: list of (batch, H, W, K, normalised_text)."""
    gen = torch.Generator().manual_seed(seed)
    m = build_world(yolo_cfg(width, depth, max_ch, nc_build), nc_build, gen, 160)
    save(f"{out_dir}/yolo_world_{tag}.safetensors", f16_state(m.state_dict()),
         {"model": "ultralytics WorldModel yolov8-worldv2.yaml", "width": str(width), "depth": str(depth)})
    for (b, h, w, k, norm) in cases:
        images = torch.rand(b, 3, h, w, generator=gen).half().float()  # stored as f16, exactly
        txt = torch.randn(b, k, 512, generator=gen)
        if norm:
            txt = nn.functional.normalize(txt, dim=-1)
        y = world_forward(m, images, txt)
        describe(f"{tag} {h}x{w} K={k} output", y)
        save(f"{out_dir}/yolo_world_{tag}_{h}x{w}_k{k}.fixture.safetensors",
             {"images": images.half(), "txt_feats": txt, "output": y.float()})
    return m


# ----------------------------------------------------------------------------- text towers

def text_tokens(gen, batch, vocab, lengths):
    """Token ids like the tokenizer's: SOT, words, EOT (the largest id), zero padding; one
    sequence may fill all 77 positions with EOT at 76 (truncation)."""
    sot, eot = vocab - 2, vocab - 1
    t = torch.zeros(batch, 77, dtype=torch.long)
    for i in range(batch):
        n = lengths[i % len(lengths)]
        words = torch.randint(1, vocab - 2, (n,), generator=gen)
        seq = [sot] + words.tolist() + [eot]
        seq = seq[:77]
        seq[-1] = eot
        t[i, : len(seq)] = torch.tensor(seq)
    return t


def make_clip_text(out_dir, tag, width, layers, vocab, seed, cases):
    """OpenAI CLIP ViT-B/32 text tower (causal mask, QuickGELU) as open_clip builds it for the
    `openai` weights; key names as OpenAI's state dict (token_embedding, positional_embedding,
    transformer.resblocks.N.*, ln_final, text_projection)."""
    import open_clip
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    cfg = open_clip.get_model_config("ViT-B-32")
    cfg = copy.deepcopy(cfg)
    cfg["text_cfg"].update(width=width, heads=width // 64, layers=layers, vocab_size=vocab)
    cfg["vision_cfg"].update(layers=1, width=64, patch_size=32, image_size=64)
    model = open_clip.CLIP(**cfg, quick_gelu=True)
    randomise(model, gen, None)
    with torch.no_grad():
        model.text_projection.copy_(torch.randn(model.text_projection.shape, generator=gen) * width ** -0.5)
    round_to_f16(model)
    model.eval()
    sd = f16_state(model.state_dict(), skip=("visual.", "logit_scale", "attn_mask"))
    save(f"{out_dir}/clip_text_{tag}.safetensors", sd,
         {"model": "OpenAI CLIP ViT-B/32 text tower (open_clip, quick_gelu)", "layers": str(layers)})
    for (b, lengths) in cases:
        tokens = text_tokens(gen, b, vocab, lengths)
        with torch.no_grad():
            emb = copy.deepcopy(model).double().encode_text(tokens, normalize=False)
        describe(f"clip-text {tag} B={b}", emb)
        save(f"{out_dir}/clip_text_{tag}_b{b}.fixture.safetensors", {"tokens": tokens, "text_embeds": emb.float()})


# ----------------------------------------------------------------------------- MobileCLIP

def build_mobileclip(name, seed, trunk_kwargs, text_overrides, reparam=False):
    import open_clip
    import timm
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    cfg = copy.deepcopy(open_clip.get_model_config(name))
    cfg["text_cfg"].update(text_overrides)
    cfg.pop("custom_text", None)
    model = open_clip.CustomTextCLIP(**cfg)
    vc = cfg["vision_cfg"]
    # the same trunk open_clip builds (timm name, avg pool, classifier head = projection),
    # shrunk through timm's own architecture arguments
    model.visual.trunk = timm.create_model(vc["timm_model_name"], pretrained=False, num_classes=cfg["embed_dim"],
                                           global_pool=vc["timm_pool"], **trunk_kwargs)

    def calibrate(mdl):
        for _ in range(3):
            mdl.visual(torch.rand(4, 3, 128, 128, generator=gen) * 2 - 0.5)

    randomise(model, gen, calibrate)
    with torch.no_grad():
        model.visual.trunk.head.fc.bias.mul_(0.1)  # keep the image-dependent part dominant
        tp = model.text.text_projection
        tp.copy_(torch.randn(tp.shape, generator=gen) * tp.shape[0] ** -0.5)
    if reparam:
        from timm.utils.model import reparameterize_model
        model.visual.trunk = reparameterize_model(model.visual.trunk)
    round_to_f16(model)
    return model.eval(), gen


def structured_images(gen, b, h, w):
    """Smooth colour blobs plus a little noise: average pooling of pure noise would make every
    image embed alike (and a passing comparison would say little about the trunk)."""
    low = torch.rand(b, 3, 4, 4, generator=gen)
    img = nn.functional.interpolate(low, size=(h, w), mode="bilinear", align_corners=False)
    return (img * 2.0 - 0.5) + 0.1 * torch.rand(b, 3, h, w, generator=gen)


def make_mobileclip(out_dir, tag, name, seed, trunk_kwargs, text_overrides, image_cases, text_cases, reparam=False,
                    image_only=False):
    model, gen = build_mobileclip(name, seed, trunk_kwargs, text_overrides, reparam)
    skip = ("text.", "logit_scale") if image_only else ("text.attn_mask",)
    save(f"{out_dir}/mobileclip_{tag}.safetensors", f16_state(model.state_dict(), skip=skip),
         {"model": f"open_clip {name} (shrunk)", "trunk": json.dumps(trunk_kwargs), "reparameterized": str(reparam)})
    for (b, size) in image_cases:
        images = structured_images(gen, b, size, size).half().float()
        with torch.no_grad():
            emb = copy.deepcopy(model).double().encode_image(images.double(), normalize=False)
        describe(f"mobileclip-image {tag} {size}", emb)
        save(f"{out_dir}/mobileclip_{tag}_image_{size}_b{b}.fixture.safetensors",
             {"images": images.half(), "image_embeds": emb.float()})
    vocab = model.text.vocab_size
    for (b, lengths) in text_cases:
        tokens = text_tokens(gen, b, vocab, lengths)
        with torch.no_grad():
            emb = copy.deepcopy(model).double().encode_text(tokens, normalize=False)
        describe(f"mobileclip-text {tag} B={b}", emb)
        save(f"{out_dir}/mobileclip_{tag}_text_b{b}.fixture.safetensors", {"tokens": tokens, "text_embeds": emb.float()})


# ----------------------------------------------------------------------------- tokenizer

TOKENIZER_TEXTS = [
    "a photo of a cup",
    "Hammer",
    "HAMMER, hammer; Hammer!",
    "  spaced   out\ttext\nwith newlines  ",
    "don't, can't, we'll, they've, I'm, she'd, it's",
    "e-mail: someone@example.com (see https://example.org/x?y=1&z=2)",
    "café, naïve, Ångström, crème brûlée",
    "straße Größe ÆØÅ",
    "Cafe\u0301 (combining accent)",
    "emoji 🍵☕🔨 and 👍🏽",
    "日本語のテキスト",
    "中文 杯子 锤子",
    "한국어 컵",
    "Ωμέγα и кириллица",
    "numbers 3.14159 and 2024-06-01, 1,000,000",
    "a &amp; b &lt;tag&gt; &#39;q&#39;",
    "“curly quotes” and ‘single’",
    "ﬁne ﬂour",
    "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ １２３",
    "tab\tand\u00a0nbsp",
    "",
    "!!!???...,,,",
    "<start_of_text> literal",
    "word " * 100,
    "supercalifragilisticexpialidocious antidisestablishmentarianism",
]

TOKENIZER_TEXTS_UNSEEN = [
    "a red mug on the kitchen table",
    "Screwdriver (Phillips #2) — 15cm",
    "I'm thirsty!!! Where's my WATER bottle?",
    "façade jalapeño piñata",
    "🙂🙃 tools: 🔧🪛🪚",
    "水杯和勺子",
    "ナイフとフォーク",
    "scissors, knife & spatula; brush/broom",
    "x" * 300,
    "The quick brown fox jumps over the lazy dog. " * 10,
    "’tis the season’s “best” cup",
    "Ｈａｍｍｅｒ",
    "mixed CASE WoRdS with Numbers42",
]


def make_tokens(out_dir):
    import open_clip
    tok = open_clip.get_tokenizer("ViT-B-32")
    for name, texts in (("clip_tokens", TOKENIZER_TEXTS), ("clip_tokens_unseen", TOKENIZER_TEXTS_UNSEEN)):
        ids = tok(texts).tolist()
        path = f"{out_dir}/tokenizer/{name}.json"
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"source": f"open_clip {open_clip.__version__} get_tokenizer('ViT-B-32')",
                       "texts": texts, "ids": ids}, f, ensure_ascii=False)
        print(f"  wrote {path}")


def full_size(out):
    """Random-weight checkpoints with the real architectures' shapes (benchmarks only)."""
    import open_clip
    gen = torch.Generator().manual_seed(0)
    m = build_world("yolov8s-worldv2.yaml", 80, gen, 320)
    save(f"{out}/yolov8s-worldv2.safetensors", f16_state(m.state_dict()))
    model, _ = build_mobileclip("MobileCLIP2-S0", 0, {}, {})
    save(f"{out}/mobileclip2_s0.safetensors", f16_state(model.state_dict(), skip=("text.attn_mask",)))
    clip = open_clip.CLIP(**open_clip.get_model_config("ViT-B-32"), quick_gelu=True)
    save(f"{out}/clip_vit_b32_text.safetensors", f16_state(clip.state_dict(), skip=("visual.", "logit_scale", "attn_mask")))


# ----------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "tests", "fixtures"))
    ap.add_argument("--only", default="yolo,clip,mobileclip,tok")
    ap.add_argument("--check-s", action="store_true")
    ap.add_argument("--full-size", metavar="DIR",
                    help="write full-size random checkpoints (yolov8s-worldv2, MobileCLIP2-S0, CLIP ViT-B/32 text) "
                         "for benchmarks to DIR and exit; too large to commit")
    a = ap.parse_args()
    only = set(a.only.split(","))
    if a.full_size:
        return full_size(a.full_size)
    main_dir, unseen = os.path.join(a.out, "main"), os.path.join(a.out, "unseen")
    torch.set_num_threads(2)

    if "yolo" in only:
        print("YOLO-World v2")
        # main: width 1/8 (channels 8..128), depth 1/3, built for 80 classes like the official model
        make_world(main_dir, "w0125", 0.125, 0.33, 80,
                   [(1, 320, 320, 3, True), (2, 192, 256, 5, False)], seed=1)
        # unseen: deeper (2 bottlenecks per C2f), other width, built for 4 classes, other sizes/vocab
        make_world(unseen, "w009d067", 0.09375, 0.67, 4,
                   [(1, 224, 288, 7, True), (2, 128, 128, 1, False)], seed=11)
        if a.check_s:
            make_world("/tmp/aide-fixtures-s", "s", 0.5, 0.33, 80, [(1, 320, 320, 4, True)], seed=3)

    if "clip" in only:
        print("CLIP ViT-B/32 text tower")
        make_clip_text(main_dir, "w128l2", 128, 2, 1000, seed=4, cases=[(3, [3, 10, 80])])
        make_clip_text(unseen, "w192l1", 192, 1, 700, seed=14, cases=[(4, [1, 75, 5, 30])])

    if "mobileclip" in only:
        print("MobileCLIP")
        small_text = dict(width=128, heads=2, layers=2, vocab_size=1000)
        # MobileCLIP2-S0: fastvit_mci0 trunk, shrunk; train-time (unfused) branches as open_clip saves them
        make_mobileclip(main_dir, "s0", "MobileCLIP2-S0", 5,
                        dict(layers=(1, 2, 2, 1), embed_dims=(16, 32, 64, 128)), small_text,
                        [(1, 256)], [(3, [3, 12, 90])])
        # MobileCLIP-S2 (fastvit_mci2), reparameterized trunk (inference form)
        make_mobileclip(main_dir, "s2_reparam", "MobileCLIP-S2", 6,
                        dict(layers=(1, 1, 2, 1), embed_dims=(20, 40, 80, 160)), small_text,
                        [(1, 256)], [], reparam=True, image_only=True)
        # unseen: MobileCLIP-S1 (fastvit_mci1), other dims, 224 input, other text sizes
        make_mobileclip(unseen, "s1", "MobileCLIP-S1", 15,
                        dict(layers=(2, 1, 3, 2), embed_dims=(24, 48, 96, 192)),
                        dict(width=192, heads=3, layers=1, vocab_size=600),
                        [(2, 224), (1, 256)], [(2, [7, 77])])

    if "tok" in only:
        print("CLIP tokenizer")
        make_tokens(a.out)


if __name__ == "__main__":
    sys.exit(main())
