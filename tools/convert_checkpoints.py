#!/usr/bin/env python3
"""Converts official checkpoints (downloaded on a connected machine) into what `aide` loads:
f16 safetensors with the official tensor names, plus a fixture per model so the converted file
can be checked with `aide model verify` on the robot.

  python tools/convert_checkpoints.py yolo-world yolov8s-worldv2.pt        out/yolov8s-worldv2.safetensors
  python tools/convert_checkpoints.py clip-text  ViT-B-32                  out/clip_vit_b32_text.safetensors
  python tools/convert_checkpoints.py mobileclip MobileCLIP2-S0:dfndr2b    out/mobileclip2_s0.safetensors

yolo-world  SOURCE is an ultralytics YOLO-World v2 .pt (yolov8{n,s,m,l,x}-worldv2.pt).
clip-text   SOURCE is `ViT-B-32` (open_clip downloads OpenAI's weights, `pretrained='openai'`)
            or a local OpenAI CLIP file (ViT-B-32.pt); only the text tower is kept.
mobileclip  SOURCE is `MODEL:PRETRAINED` for open_clip.create_model (e.g. MobileCLIP2-S0:dfndr2b,
            MobileCLIP-S2:datacompdr) or `MODEL:/path/to/open_clip_model.safetensors`.

Each run also writes OUT with `.fixture.safetensors` (and for mobileclip `.image.fixture` and
`.text.fixture`) holding random inputs and the official model's outputs; then on the robot:
  aide model verify --kind yolo-world --weights OUT --fixture OUT.fixture.safetensors
Needs: pip install -r tools/requirements-fixtures.txt
"""

import argparse
import os
import sys

import torch
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(__file__))
from make_fixtures import f16_state, round_to_f16, structured_images, text_tokens  # noqa: E402


def save(path, tensors):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    save_file({k: v.contiguous() for k, v in tensors.items()}, path)
    print(f"wrote {path} ({os.path.getsize(path) / 1e6:.1f} MB)")


def fixture_path(out, part=""):
    base = out[: -len(".safetensors")] if out.endswith(".safetensors") else out
    return f"{base}{part}.fixture.safetensors"


def yolo_world(src, out):
    from ultralytics import YOLO
    m = YOLO(src).model.float().eval()
    round_to_f16(m)
    save(out, f16_state(m.state_dict()))
    gen = torch.Generator().manual_seed(0)
    x = torch.rand(1, 3, 320, 320, generator=gen).half().float()
    t = torch.nn.functional.normalize(torch.randn(1, 4, 512, generator=gen), dim=-1)
    m.model[-1].nc = 4
    with torch.no_grad():
        y = m.double().predict(x.double(), txt_feats=t.double())
    y = y[0] if isinstance(y, (tuple, list)) else y
    save(fixture_path(out), {"images": x.half(), "txt_feats": t, "output": y.float()})


def clip_text(src, out):
    import open_clip
    if os.path.exists(src):
        model = open_clip.create_model("ViT-B-32", pretrained=src, force_quick_gelu=True)
    else:
        model = open_clip.create_model(src, pretrained="openai")  # QuickGELU is forced for openai
    model.eval()
    round_to_f16(model)
    save(out, f16_state(model.state_dict(), skip=("visual.", "logit_scale", "attn_mask")))
    tok = open_clip.get_tokenizer("ViT-B-32")
    tokens = tok(["a photo of a cup", "hammer", "a red water bottle on the table"])
    with torch.no_grad():
        emb = model.double().encode_text(tokens, normalize=False)
    save(fixture_path(out), {"tokens": tokens, "text_embeds": emb.float()})


def mobileclip(src, out):
    import open_clip
    name, _, pretrained = src.partition(":")
    model = open_clip.create_model(name, pretrained=pretrained or None).eval()
    round_to_f16(model)
    save(out, f16_state(model.state_dict(), skip=("text.attn_mask",)))
    gen = torch.Generator().manual_seed(0)
    images = structured_images(gen, 2, 256, 256).clamp(0, 1).half().float()
    tok = open_clip.get_tokenizer(name)
    tokens = tok(["a photo of a cup", "hammer"])
    m64 = model.double()
    with torch.no_grad():
        img = m64.encode_image(images.double(), normalize=False)
        txt = m64.encode_text(tokens, normalize=False)
    save(fixture_path(out, ".image"), {"images": images.half(), "image_embeds": img.float()})
    save(fixture_path(out, ".text"), {"tokens": tokens, "text_embeds": txt.float()})


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["yolo-world", "clip-text", "mobileclip"])
    ap.add_argument("source")
    ap.add_argument("out")
    a = ap.parse_args()
    {"yolo-world": yolo_world, "clip-text": clip_text, "mobileclip": mobileclip}[a.kind](a.source, a.out)


if __name__ == "__main__":
    main()
