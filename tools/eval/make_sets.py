#!/usr/bin/env python3
"""Builds tests/data/heldout.jsonl and tests/data/dev_split.jsonl (dataset format of
ARCHITECTURE.md section 5) from the hand-written specs next to this file.

Every spec gives one tool-present item (the good object among a wrong tool and inert
objects: expect.tools) and one tool-absent item (no good object; a plausible and an
implausible storage place in view: expect.explore). The script refuses labels that are
catalog names or labels and instructions found in assets/knowledge/instructions.toml.

    python3 tools/eval/make_sets.py
"""
import json
import random
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
import specs_dev  # noqa: E402
import specs_heldout  # noqa: E402

INERT = [
    "paperback crime novel", "porcelain cat figurine", "snow globe", "vinyl record",
    "deck of playing cards", "jigsaw puzzle box", "wooden chess set", "wind-up alarm clock",
    "framed wedding photo", "rubik's cube", "harmonica", "bluetooth speaker",
    "usb memory stick", "desk globe", "fridge magnet", "toy dinosaur", "conch shell",
    "dvd case", "tv guide magazine", "ceramic money box", "silk flower arrangement",
    "board game box", "souvenir snow dome", "brass candlestick", "crossword book",
]
# Wrong tools, each with the groups of tasks it could plausibly serve (never used there).
WRONG_TOOLS = [
    ("ball-peen hammer", {"hammer", "cracknuts", "tenderize", "crush", "pry"}),
    ("wire stripper", {"grip", "cutstring", "bind"}),
    ("two-hole paper punch", set()),
    ("curling iron", {"hair", "dryhair"}),
    ("nail polish bottle", {"nails"}),
    ("paint roller", set()),
    ("garden hose nozzle", {"water", "washcar"}),
    ("bicycle pump", set()),
    ("potato masher", {"crush", "tenderize", "cracknuts", "rolldough", "stir"}),
    ("meat thermometer probe", {"fever"}),
    ("kitchen egg timer", set()),
    ("salad spinner", {"drain"}),
    ("toilet plunger", {"toilet"}),
    ("knitting needles", {"sew"}),
    ("staple remover", {"fasten", "pry"}),
    ("artist's paintbrush", {"clean", "crumbs", "scrub", "pethair", "draw", "lens"}),
    ("hair straightener", {"hair", "dryhair"}),
    ("shoe horn", {"reachunder", "pry"}),
    ("steam clothes iron", {"sore"}),
    ("dog lead", {"bind", "hang"}),
    ("bicycle lock", {"bind"}),
    ("acoustic guitar", set()),
    ("tennis racket", {"reachunder"}),
    ("computer mouse", set()),
]


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def catalog_labels():
    d = tomllib.loads((ROOT / "assets/knowledge/tools.toml").read_text())
    out = set()
    for t in d["tool"]:
        out.add(norm(t["name"]))
        out.update(norm(x) for x in t.get("labels", []))
    return out


def known_instructions():
    d = tomllib.loads((ROOT / "assets/knowledge/instructions.toml").read_text())
    return {norm(s) for it in d["intent"] for s in it["instructions"]}


def box(rng):
    w, h = rng.randint(40, 120), rng.randint(40, 120)
    x, y = rng.randint(0, 640 - w), rng.randint(0, 480 - h)
    return [x, y, x + w, y + h]


def scene(rng, labels):
    objs = []
    for i, lab in enumerate(labels):
        objs.append({"id": f"o{i + 1}", "label": lab,
                     "confidence": round(rng.uniform(0.5, 0.95), 2), "bbox": box(rng)})
    return objs


def build(specs, prefix, seed, labels_known, instr_known):
    rng = random.Random(seed)
    items = []
    for k, (instr, group, good, places, bad_place) in enumerate(specs):
        if norm(instr) in instr_known:
            sys.exit(f"{prefix}: instruction copied from the knowledge files: {instr!r}")
        for lab in good + places + [bad_place]:
            if norm(lab) in labels_known:
                sys.exit(f"{prefix}: label is in the catalog: {lab!r}")
        wrong = [w for w, serves in WRONG_TOOLS if group not in serves]
        # Tool present: good object, one wrong tool, three inert objects.
        labs = [good[0], rng.choice(wrong)] + rng.sample(INERT, 3)
        rng.shuffle(labs)
        objs = scene(rng, labs)
        want = [o["id"] for o in objs if o["label"] in good]
        items.append({"id": f"{prefix}{2 * k + 1:03d}", "instruction": instr, "objects": objs,
                      "expect": {"tools": want}})
        # Tool absent: a wrong tool, two inert objects, a plausible and an implausible place.
        labs = [rng.choice(wrong), places[0], bad_place] + rng.sample(INERT, 2)
        rng.shuffle(labs)
        objs = scene(rng, labs)
        want = [o["id"] for o in objs if o["label"] in places]
        items.append({"id": f"{prefix}{2 * k + 2:03d}", "instruction": instr, "objects": objs,
                      "expect": {"explore": want}})
    return items


def main():
    labels_known, instr_known = catalog_labels(), known_instructions()
    held = {norm(s[0]) for s in specs_heldout.SPECS}
    dev = {norm(s[0]) for s in specs_dev.SPECS}
    if held & dev:
        sys.exit(f"instructions in both splits: {sorted(held & dev)}")
    for name, specs, prefix, seed in [
        ("heldout.jsonl", specs_heldout.SPECS, "h", 4001),
        ("dev_split.jsonl", specs_dev.SPECS, "v", 4002),
    ]:
        items = build(specs, prefix, seed, labels_known, instr_known)
        p = ROOT / "tests/data" / name
        p.write_text("".join(json.dumps(i) + "\n" for i in items))
        print(f"{p.relative_to(ROOT)}: {len(items)} items")


if __name__ == "__main__":
    main()
