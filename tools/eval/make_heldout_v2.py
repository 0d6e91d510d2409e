#!/usr/bin/env python3
"""Builds tests/data/heldout_v2.jsonl (dataset format of ARCHITECTURE.md section 5) from
specs_heldout_v2.py, with a fixed seed.

Held-out v2 was written before any tuning of the label mapping and the storage-place
choice, and is never tuned on. Scenes are realistic rather than minimal:

* tool present (about 60 %): the good object among one or two tools for other jobs,
  two to four everyday objects and, in half the scenes, a piece of furniture;
* tool absent (about 40 %): no good object; one place a person would search first
  among one or two places nobody would search (neither in the spec nor among the
  knowledge base's storage places for the intent), one or two tools for other jobs and
  everyday objects.

The script refuses labels that are catalog names or synonyms, labels used in held-out
v1 or the dev split, and instructions found in the knowledge files or the other sets.

    python3 tools/eval/make_heldout_v2.py
"""
import json
import random
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
import specs_heldout_v2 as v2  # noqa: E402

SEED = 20261130
ABSENT_SHARE = 0.7  # share of specs that also give a tool-absent item


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def catalog():
    d = tomllib.loads((ROOT / "assets/knowledge/tools.toml").read_text())
    labels = set()
    for t in d["tool"]:
        labels.add(norm(t["name"]))
        labels.update(norm(x) for x in t.get("labels", []))
    return labels


def intents():
    d = tomllib.loads((ROOT / "assets/knowledge/instructions.toml").read_text())
    known = {norm(s) for it in d["intent"] for s in it["instructions"]}
    unseen = {it["name"]: set(it["unseen"]) for it in d["intent"]}
    return known, unseen


def other_sets():
    labels, instr = set(), set()
    for name in ["heldout.jsonl", "dev_split.jsonl", "dev_set.jsonl"]:
        p = ROOT / "tests/data" / name
        if not p.exists():
            continue
        for line in p.read_text().splitlines():
            it = json.loads(line)
            instr.add(norm(it["instruction"]))
            labels.update(norm(o["label"]) for o in it["objects"])
    return labels, instr


def box(rng, big):
    if big:
        w, h = rng.randint(140, 260), rng.randint(140, 300)
    else:
        w, h = rng.randint(30, 120), rng.randint(30, 120)
    x, y = rng.randint(0, 640 - w), rng.randint(0, 480 - h)
    return [x, y, x + w, y + h]


def scene(rng, labels, places):
    objs = []
    for i, lab in enumerate(labels):
        objs.append({"id": f"o{i + 1}", "label": lab, "confidence": round(rng.uniform(0.35, 0.95), 2),
                     "bbox": box(rng, lab in places)})
    return objs


def main():
    cat = catalog()
    known, unseen = intents()
    used_labels, used_instr = other_sets()
    place_cat = {lab: c for c, labs in v2.PLACES.items() for lab in labs}
    every = set(place_cat) | set(v2.INERT) | {w for w, _ in v2.WRONG_TOOLS}
    for s in v2.SPECS:
        every.update(s[2])
    for lab in sorted(every):
        if norm(lab) in cat:
            sys.exit(f"label is in the catalog: {lab!r}")
        if norm(lab) in used_labels:
            sys.exit(f"label is used in held-out v1 or the dev split: {lab!r}")
    seen = set()
    for instr, intent, good, cats in v2.SPECS:
        n = norm(instr)
        if n in known or n in used_instr or n in seen:
            sys.exit(f"instruction copied or repeated: {instr!r}")
        seen.add(n)
        if intent not in unseen:
            sys.exit(f"unknown intent {intent!r}")
        for c in cats:
            if c not in v2.PLACES:
                sys.exit(f"unknown storage category {c!r}")

    rng = random.Random(SEED)
    items = []
    for k, (instr, intent, good, cats) in enumerate(v2.SPECS):
        wrong = [w for w, serves in v2.WRONG_TOOLS if intent not in serves]
        # Tool present.
        labs = [rng.choice(good)] + rng.sample(wrong, rng.randint(1, 2)) + rng.sample(v2.INERT, rng.randint(2, 4))
        places = set()
        if rng.random() < 0.5:
            p = rng.choice(sorted(place_cat))
            labs.append(p)
            places.add(p)
        rng.shuffle(labs)
        objs = scene(rng, labs, places)
        want = [o["id"] for o in objs if o["label"] in good]
        items.append({"id": f"w{len(items) + 1:03d}", "instruction": instr, "objects": objs,
                      "expect": {"tools": want}})
        if rng.random() >= ABSENT_SHARE:
            continue
        # Tool absent: one good place among places nobody would search.
        good_place = rng.choice(v2.PLACES[rng.choice(cats)])
        bad_cats = [c for c in sorted(v2.PLACES) if c not in cats and c not in unseen[intent]]
        bad = [rng.choice(v2.PLACES[c]) for c in rng.sample(bad_cats, rng.randint(1, 2))]
        labs = [good_place] + bad + rng.sample(wrong, rng.randint(1, 2)) + rng.sample(v2.INERT, rng.randint(1, 3))
        rng.shuffle(labs)
        objs = scene(rng, labs, set([good_place] + bad))
        want = [o["id"] for o in objs if o["label"] == good_place]
        items.append({"id": f"w{len(items) + 1:03d}", "instruction": instr, "objects": objs,
                      "expect": {"explore": want}})
    p = ROOT / "tests/data/heldout_v2.jsonl"
    p.write_text("".join(json.dumps(i) + "\n" for i in items))
    absent = sum(1 for i in items if "explore" in i["expect"])
    print(f"{p.relative_to(ROOT)}: {len(items)} items ({len(items) - absent} tool present, {absent} tool absent)")


if __name__ == "__main__":
    main()
