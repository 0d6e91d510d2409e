#!/usr/bin/env python3
"""Builds tests/data/heldout_v3.jsonl (dataset format of ARCHITECTURE.md section 5) from
specs_heldout_v3.py: a small held-out set written before this session's tuning and never tuned
on. Every spec gives a tool-present item (the good object among one or two wrong tools and
inert objects) and, when it names storage places, a tool-absent item (a plausible and an
implausible storage place in view). Its distractors differ from the v1/dev generator's.
Refuses catalog labels, instructions from the knowledge files, and labels or instructions of
held-out v1 and the dev split.

    python3 tools/eval/make_heldout_v3.py
"""
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import make_sets  # noqa: E402
import specs_dev  # noqa: E402
import specs_heldout  # noqa: E402
import specs_heldout_v3  # noqa: E402

ROOT = make_sets.ROOT
SEED = 30301130

INERT = [
    "ceramic owl ornament", "stack of old newspapers", "wooden photo collage", "cuckoo clock",
    "pair of maracas", "plastic dinosaur model", "knitted tea cosy", "glass paperweight orb",
    "dartboard", "potted cactus in a mug shape", "tin of buttons", "wicker picnic hamper lid",
    "yo-yo", "cd player", "abacus", "hourglass", "model sailing ship", "bag of marbles",
]
# Wrong tools, each with the groups it could plausibly serve (never used there).
WRONG = [
    ("sledgehammer", {"hammer", "pry"}),
    ("glue spreader", {"fix"}),
    ("hole saw attachment", {"saw"}),
    ("pastry brush", {"clean", "lint"}),
    ("cake tester skewer", set()),
    ("bicycle tyre lever", {"pry"}),
    ("hair crimper", {"hair"}),
    ("pizza peel", {"flip"}),
    ("garden rake", {"sweep"}),
    ("pipe cleaner bundle", set()),
    ("stencil set", {"label", "write"}),
    ("tile spacers", set()),
    ("chalk line reel", {"measure"}),
    ("soap dish", set()),
    ("egg slicer", {"slice"}),
    ("baster", set()),
]


def main():
    labels_known = make_sets.catalog_labels()
    instr_known = make_sets.known_instructions()
    norm = make_sets.norm
    other = {norm(s[0]) for s in specs_heldout.SPECS + specs_dev.SPECS}
    other_labels = set()
    for s in specs_heldout.SPECS + specs_dev.SPECS:
        other_labels.update(norm(x) for x in s[2] + s[3] + [s[4]])
    rng = random.Random(SEED)
    items = []
    n = 0
    for instr, group, good, places, bad in specs_heldout_v3.SPECS:
        if norm(instr) in instr_known or norm(instr) in other:
            sys.exit(f"v3: instruction already used: {instr!r}")
        for lab in good + (places or []) + ([bad] if bad else []):
            if norm(lab) in labels_known:
                sys.exit(f"v3: label is in the catalog: {lab!r}")
            if norm(lab) in other_labels:
                sys.exit(f"v3: label used by v1 or the dev split: {lab!r}")
        wrong = [w for w, serves in WRONG if group not in serves]
        labs = [good[0]] + rng.sample(wrong, rng.choice([1, 2]))
        labs += rng.sample(INERT, 5 - len(labs))
        rng.shuffle(labs)
        objs = make_sets.scene(rng, labs)
        n += 1
        items.append({"id": f"w{n:03d}", "instruction": instr, "objects": objs,
                      "expect": {"tools": [o["id"] for o in objs if o["label"] in good]}})
        if places:
            labs = [rng.choice(wrong), places[0], bad] + rng.sample(INERT, 2)
            rng.shuffle(labs)
            objs = make_sets.scene(rng, labs)
            n += 1
            items.append({"id": f"w{n:03d}", "instruction": instr, "objects": objs,
                          "expect": {"explore": [o["id"] for o in objs if o["label"] in places]}})
    p = ROOT / "tests/data/heldout_v3.jsonl"
    p.write_text("".join(json.dumps(i) + "\n" for i in items))
    absent = sum(1 for i in items if "explore" in i["expect"])
    print(f"{p.relative_to(ROOT)}: {len(items)} items ({absent} tool absent)")


if __name__ == "__main__":
    main()
