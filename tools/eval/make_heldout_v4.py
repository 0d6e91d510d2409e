#!/usr/bin/env python3
"""Builds tests/data/heldout_v4.jsonl (dataset format of ARCHITECTURE.md section 5) from
specs_heldout_v4.py: a held-out set written before the tuning it was held out from, and never
tuned on.

Every spec gives a tool-present item: one of its good objects among one or two wrong tools
(never one that could serve the spec's group), inert things and, in some scenes, a storage
place (the visible tool is still the answer). About 40 % of the specs (a fixed-seed draw among
those that name storage places) also give a tool-absent item: no suitable tool in view, a
wrong tool, the plausible storage place (sometimes two), an implausible one and inert things;
the answer is the plausible place(s).

The distractor lists below are new (not those of make_sets.py or make_heldout_v3.py). The
script refuses, with a message:
  * a label (good object, storage place, distractor) that is a catalog name or label
    (assets/knowledge/tools.toml) or that an earlier evaluation set already shows;
  * an instruction found in the knowledge files, the dev split, the dev set or held-out
    v1, v2, v3 (their specs and their generated files), or repeated within v4;
  * an instruction that contains the head noun of one of its own good labels.

    python3 tools/eval/make_heldout_v4.py
"""
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import make_sets  # noqa: E402
import specs_dev  # noqa: E402
import specs_heldout  # noqa: E402
import specs_heldout_v2  # noqa: E402
import specs_heldout_v3  # noqa: E402
import specs_heldout_v4  # noqa: E402

ROOT = make_sets.ROOT
OUT = ROOT / "tests/data/heldout_v4.jsonl"
SEED = 40401201
ABSENT_SHARE = 0.4  # share of specs that also give a tool-absent item
PLACE_IN_PRESENT = 0.3  # share of tool-present scenes that also show a storage place
TWO_PLACES = 0.35  # share of tool-absent scenes that show two plausible places (if the spec has two)

# Inert things: serve none of the specs' needs (no containers, lights, cloths, clocks, toys
# a child would be comforted by).
INERT = [
    "ceramic elephant ornament", "framed map of europe", "box of mahjong tiles",
    "music box with a ballerina", "paper origami swan", "crystal geode", "decorative pine cone",
    "ten-pin bowling trophy", "brass kaleidoscope tube", "cribbage board", "dreamcatcher",
    "plaster bust of beethoven", "model steam locomotive", "wooden whirligig", "ship in a bottle",
    "magic 8 ball", "pair of castanets", "terracotta garden gnome", "stamp album",
    "carved wooden mask", "toy xylophone", "glass fishing float", "lego spaceship",
]
# Wrong tools, each with the groups of needs it could plausibly serve (never put there).
WRONG = [
    ("grout float", {"fix", "seal", "scrape"}),
    ("melon baller", {"scoop", "eat", "ladle"}),
    ("cherry pitter", set()),
    ("putty knife", {"pry", "scrape", "fix", "seal", "glue", "deice", "openbottle", "openjar",
                     "flip", "screw", "weed"}),
    ("tuning fork", set()),
    ("bike chain tool", {"fix", "wrench"}),
    ("cookie cutter", {"cut", "slice"}),
    ("flour sifter", {"strain", "drain"}),
    ("sewing thimble", {"sew"}),
    ("upholstery tacker", {"fasten", "fix", "tape"}),
    ("pyrography pen", {"fix", "warm", "heatpad", "ignite", "warmmilk"}),
    ("tyre pressure gauge", {"inflate", "measure"}),
    ("apple corer", {"slice", "peel", "cut"}),
    ("folding tree saw", {"saw", "prune", "cut", "cutwire", "butcher"}),
    ("pizza wheel cutter", {"slice", "cut"}),
    ("drywall rasp", {"sand", "fix", "grate", "nails"}),
    ("cake decorating nozzle", set()),
    ("fishing reel", set()),
    ("wallpaper smoothing brush", {"dust", "sweep", "scrub", "wipe", "pethair", "shoes",
                                   "grease"}),
    ("dough scraper", {"scrape", "sweep", "flip", "deice"}),
    ("knitting row counter", {"sew"}),
    ("wallpaper seam roller", {"scrub", "toilet", "dust", "wipe", "teeth"}),
    ("mouse trap", {"bugs"}),
    ("stud finder", set()),
    ("lobster cracker", {"crush", "openjar", "openbottle", "grind"}),
]

STOP = {"the", "and", "with", "for", "set", "pair", "pack", "box", "bag", "tin", "tub", "pot",
        "roll", "bottle", "tube", "sheet", "can", "cube", "packet", "stub", "sack"}


def earlier_sets():
    """Instructions and object labels of the dev split, dev set and held-out v1..v3."""
    instr, labels = set(), set()
    for specs in (specs_dev.SPECS, specs_heldout.SPECS, specs_heldout_v2.SPECS,
                  specs_heldout_v3.SPECS):
        for s in specs:
            instr.add(make_sets.norm(s[0]))
    names = ["dev_split.jsonl", "dev_set.jsonl", "heldout.jsonl", "heldout_v2.jsonl",
             "heldout_v3.jsonl"]
    for name in names:
        p = ROOT / "tests/data" / name
        if not p.exists():
            sys.exit(f"v4: cannot check against missing {p.relative_to(ROOT)}")
        for line in p.read_text().splitlines():
            if line.strip():
                it = json.loads(line)
                instr.add(make_sets.norm(it["instruction"]))
                labels.update(make_sets.norm(o["label"]) for o in it["objects"])
    return instr, labels


def words(s):
    return set(re.findall(r"[a-z0-9]+", s.lower()))


def check(specs):
    catalog = make_sets.catalog_labels()
    known = make_sets.known_instructions()
    old_instr, old_labels = earlier_sets()
    norm = make_sets.norm
    seen = set()
    for instr, group, good, places, bad in specs:
        n = norm(instr)
        if n in known:
            sys.exit(f"v4: instruction is in the knowledge files: {instr!r}")
        if n in old_instr:
            sys.exit(f"v4: instruction is in an earlier evaluation set: {instr!r}")
        if n in seen:
            sys.exit(f"v4: instruction repeated in v4: {instr!r}")
        seen.add(n)
        if not good or (places is None) != (bad is None):
            sys.exit(f"v4: malformed spec: {instr!r}")
        for lab in good:
            head = lab.lower().split()[-1]
            if head not in STOP and head in words(instr):
                sys.exit(f"v4: instruction names its tool {head!r}: {instr!r}")
    labs = [lab for s in specs for lab in s[2] + (s[3] or []) + ([s[4]] if s[4] else [])]
    labs += INERT + [w for w, _ in WRONG]
    for lab in labs:
        if lab != lab.lower():
            sys.exit(f"v4: labels are lower case: {lab!r}")
        if norm(lab) in catalog:
            sys.exit(f"v4: label is in the catalog: {lab!r}")
        if norm(lab) in old_labels:
            sys.exit(f"v4: label is in an earlier evaluation set: {lab!r}")
    groups = {s[1] for s in specs}
    for w, serves in WRONG:
        for g in serves:
            if g not in groups and g not in {"fix", "scrape"}:
                sys.exit(f"v4: wrong tool {w!r} names an unknown group {g!r}")


def place_box(rng):
    w, h = rng.randint(120, 260), rng.randint(100, 220)
    x, y = rng.randint(0, 640 - w), rng.randint(0, 480 - h)
    return [x, y, x + w, y + h]


def build(specs):
    rng = random.Random(SEED)
    with_places = [k for k, s in enumerate(specs) if s[3]]
    n_absent = round(ABSENT_SHARE * len(specs))
    if n_absent > len(with_places):
        sys.exit(f"v4: {n_absent} tool-absent items wanted, only {len(with_places)} specs "
                 "name storage places")
    absent = set(rng.sample(with_places, n_absent))
    items = []

    def add(instr, labs, want, kind, places_shown):
        rng.shuffle(labs)
        objs = make_sets.scene(rng, labs)
        for o in objs:  # storage furniture is larger than a hand tool
            if o["label"] in places_shown:
                o["bbox"] = place_box(rng)
        ids = [o["id"] for o in objs if o["label"] in want]
        if len(ids) != len(want):
            sys.exit(f"v4: label shown twice in a scene: {instr!r}")
        items.append({"id": f"q{len(items) + 1:03d}", "instruction": instr, "objects": objs,
                      "expect": {kind: ids}})

    for k, (instr, group, good, places, bad) in enumerate(specs):
        wrong = [w for w, serves in WRONG if group not in serves]
        # Tool present.
        tool = rng.choice(good)
        labs = [tool] + rng.sample(wrong, rng.choice([1, 2]))
        shown = []
        if places and rng.random() < PLACE_IN_PRESENT:
            shown = [rng.choice(places + [bad])]
            labs += shown
        labs += rng.sample(INERT, 5 - len(labs))
        add(instr, labs, [tool], "tools", shown)
        # Tool absent.
        if k in absent:
            plaus = [rng.choice(places)]
            if len(places) > 1 and rng.random() < TWO_PLACES:
                plaus = list(places[:2])
            shown = plaus + [bad]
            labs = [rng.choice(wrong)] + shown
            labs += rng.sample(INERT, 5 - len(labs))
            add(instr, labs, plaus, "explore", shown)
    return items


def main():
    specs = specs_heldout_v4.SPECS
    if len(specs) < 90:
        sys.exit(f"v4: only {len(specs)} specs (at least 90 wanted)")
    check(specs)
    items = build(specs)
    OUT.write_text("".join(json.dumps(i) + "\n" for i in items))
    n_absent = sum(1 for i in items if "explore" in i["expect"])
    print(f"{OUT.relative_to(ROOT)}: {len(items)} items ({n_absent} tool absent) "
          f"from {len(specs)} specs")


if __name__ == "__main__":
    main()
