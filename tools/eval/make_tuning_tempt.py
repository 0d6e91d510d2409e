#!/usr/bin/env python3
"""Builds tests/data/tuning_tempt.jsonl (dataset format of ARCHITECTURE.md section 5) from
the hand-written specs in specs_tuning_tempt.py: a TUNING set whose scenes hold tempting
wrong objects (a tool for a related or neighbouring need, or an object of similar shape or
material that a careful person would not hand over).

    python3 tools/eval/make_tuning_tempt.py

160 items, deterministic (seeded):
* 110 tool-present items: 1-2 right objects (expect.tools lists every one in view), 2-3
  tempting wrong objects, 1-3 inert objects, sometimes one storage place (not expected);
* 50 tool-absent items: no acceptable object, 2-3 tempting wrong objects, 1-2 inert objects,
  2-3 storage places, 1-2 where the right tool usually is (expect.explore) and 1-2
  plausible-looking wrong ones.
Each item of a need uses a different phrasing of it; at most 3 items per need.

Refusals (the script exits naming the offending text):
* an object label equal to a catalog object name or label (assets/knowledge/tools.toml, the
  catalog) or to a lexicon head, container noun or place qualifier (lexicon.toml);
* an instruction equal to, or nearly copying, a known instruction: the known instructions are
  those of assets/knowledge/instructions.toml and of every tests/data/*.jsonl (this set
  excluded). "Nearly copying" = content-word overlap >= 50 %: |A & B| / max(|A|, |B|) over
  the content words (lower case, stop and conversational-framing words dropped, a plural -s
  folded). The held-out files (tests/data/heldout*.jsonl) are loaded for this check only: the
  script never prints their content, only how many of our items they refuse.
"""
import glob
import json
import random
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
import specs_tuning_tempt  # noqa: E402

OUT = ROOT / "tests/data/tuning_tempt.jsonl"
SEED = 8108
N_PRESENT, N_ABSENT = 110, 50

INERT = [
    "paperback crime novel", "porcelain cat ornament", "framed holiday photo",
    "wooden chess board", "stack of glossy magazines", "jigsaw puzzle in its box",
    "desk globe on a stand", "souvenir fridge magnet", "plastic toy dinosaur", "conch shell",
    "dvd box set", "potted cactus", "ceramic piggy bank", "silk flower arrangement",
    "soprano ukulele", "bowling trophy", "wind-up toy robot", "glass paperweight",
    "bag of glass marbles", "wooden elephant carving", "empty photo album",
    "ceramic owl bookend", "model sailing ship", "vinyl record sleeve", "bowl of pot pourri",
    "lego spaceship model", "decorative wicker ball", "bunch of plastic grapes",
    "souvenir snow dome", "harmonica in its case",
]

STOP = set("""
a an the i i'm im i've ive i'd id i'll ill me my mine myself we we're we've us our ours you
your yours he him his she her hers it it's its they them their this that these those there
there's here is am are was were be been being have has had having do does did doing done
and or but if then so than too very just only also even still yet again ever all any some
no not nor of at by for with about against between into through during before after above
below to from up down in out on off over under once more most such own same can could
would should will shall may might must what which who whom when where why how get got
gets getting go going gone want wants need needs needed like really bit lot lots quite
something someone anything nothing thing things one ones way right now today please
hey hi hello robot sorry bother help ideas idea sort excuse oh ugh honestly um er well ok
okay thanks thank mate love dear
come comes came coming keep keeps kept look looks looking make makes made feel feels felt
take takes took put puts let seem seems try trying
""".split())


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def content_words(s):
    out = set()
    for w in re.findall(r"[a-z0-9']+", s.lower()):
        w = w.strip("'")
        if w.endswith("'s"):
            w = w[:-2]
        if not w or w in STOP:
            continue
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out


def overlap(a, b):
    if not a or not b:
        return 0.0
    return len(a & b) / max(len(a), len(b))


def refused_labels():
    out = set()
    cat = tomllib.loads((ROOT / "assets/knowledge/tools.toml").read_text())
    for t in cat["tool"]:
        out.add(norm(t["name"]))
        out.update(norm(x) for x in t.get("labels", []))
    lex = tomllib.loads((ROOT / "assets/knowledge/lexicon.toml").read_text())
    out.update(norm(h) for h in lex.get("heads", {}))
    out.update(norm(c) for c in lex.get("containers", []))
    out.update(norm(p) for p in lex.get("places", {}))
    return out


def known_instructions():
    """(source, text) pairs; source 'heldout' marks held-out text that is never printed."""
    out = []
    d = tomllib.loads((ROOT / "assets/knowledge/instructions.toml").read_text())
    for it in d["intent"]:
        out.extend(("instructions.toml", s) for s in it["instructions"])
    for p in sorted(glob.glob(str(ROOT / "tests/data/*.jsonl"))):
        if Path(p).resolve() == OUT.resolve():
            continue
        src = "heldout" if Path(p).name.startswith("heldout") else Path(p).name
        for line in open(p, encoding="utf-8"):
            line = line.strip()
            if line:
                out.append((src, json.loads(line)["instruction"]))
    return out


def check(specs):
    """Exits on a refused label or a refused instruction (text shown); returns the normalised
    phrasings refused by the held-out check (never shown)."""
    bad_labels = refused_labels()
    refused = sorted({lab for s in specs for lab in s[3] + s[4] + s[5] + s[6] + INERT
                      if norm(lab) in bad_labels})
    if refused:
        sys.exit(f"refused labels (catalog or lexicon terms): {refused}")
    for key, _dom, phr, right, tempt, good, wrong in specs:
        if set(map(norm, right)) & set(map(norm, tempt)):
            sys.exit(f"need {key}: a label is both right and tempting")
        if set(map(norm, good)) & set(map(norm, wrong)):
            sys.exit(f"need {key}: a place is both good and wrong")
    known = [(src, norm(t), content_words(t)) for src, t in known_instructions()]
    mine = [p for s in specs for p in s[2]]
    if len(set(map(norm, mine))) != len(mine):
        sys.exit("a phrasing is used twice in the specs")
    held_refused, problems = set(), []
    for p in mine:
        n, cw = norm(p), content_words(p)
        hit = None
        for src, kn, kcw in known:
            if n == kn or overlap(cw, kcw) >= 0.5:
                hit = (src, kn)
                if src != "heldout":
                    break
        if hit is None:
            continue
        if hit[0] == "heldout":
            held_refused.add(n)
        else:
            problems.append(f"  {p!r} ~ {hit[0]}: {hit[1]!r}")
    if problems:
        print("refused instructions (equal or >= 50 % content-word overlap):", file=sys.stderr)
        for line in problems:
            print(line, file=sys.stderr)
        sys.exit(1)
    # Phrasings close to a held-out instruction are refused too, but their text cannot be
    # shown (the held-out sets stay unseen): they are left out of every item, and only how
    # many were refused is printed.
    print(f"{len(held_refused)} of {len(mine)} phrasings refused by the held-out check "
          "(content not shown; not used)")
    return held_refused


def box(rng):
    w, h = rng.randint(40, 160), rng.randint(40, 160)
    x, y = rng.randint(0, 639 - w), rng.randint(0, 479 - h)
    return [x, y, x + w, y + h]


def scene(rng, labels):
    return [{"id": f"o{i + 1}", "label": lab,
             "confidence": round(rng.uniform(0.45, 0.95), 2), "bbox": box(rng)}
            for i, lab in enumerate(labels)]


def plan(rng, specs, usable):
    """Per need: (#present, #absent), at most 3 items per need and never more than its usable
    phrasings. 50 needs get one tool-absent item; the present items go one per need first,
    then a second (and third) one, in a seeded order."""
    keys = [s[0] for s in specs]
    order = [k for k in keys if usable[k] > 0]
    rng.shuffle(order)
    alloc = {k: [0, 0] for k in keys}
    for k in order[:N_ABSENT]:
        alloc[k][1] = 1
    left = N_PRESENT
    for _round in range(3):
        for k in order:
            if left and sum(alloc[k]) < min(3, usable[k]):
                alloc[k][0] += 1
                left -= 1
    if left or sum(a[1] for a in alloc.values()) != N_ABSENT:
        sys.exit("not enough usable phrasings for 110 present and 50 absent items")
    return {k: tuple(v) for k, v in alloc.items()}


def build(specs, refused):
    rng = random.Random(SEED)
    usable = {s[0]: sum(norm(p) not in refused for p in s[2]) for s in specs}
    alloc = plan(rng, specs, usable)
    build.alloc = alloc
    items = []
    for key, _dom, phr, right, tempt, good, wrong in specs:
        n_p, n_a = alloc[key]
        assert n_p + n_a <= 3 <= len(phr)
        phrasings = [p for p in phr if norm(p) not in refused]
        rng.shuffle(phrasings)
        for _ in range(n_p):
            instr = phrasings.pop()
            r = rng.sample(right, 2 if len(right) > 1 and rng.random() < 0.35 else 1)
            t = rng.sample(tempt, min(len(tempt), rng.choice([2, 3])))
            inert = rng.sample(INERT, rng.choice([1, 2, 3]))
            places = [rng.choice(good + wrong)] if rng.random() < 0.4 else []
            labs = r + t + inert + places
            rng.shuffle(labs)
            objs = scene(rng, labs)
            items.append({"instruction": instr, "objects": objs,
                          "expect": {"tools": [o["id"] for o in objs if o["label"] in r]},
                          "_need": key})
        for _ in range(n_a):
            instr = phrasings.pop()
            t = rng.sample(tempt, min(len(tempt), rng.choice([2, 3])))
            inert = rng.sample(INERT, rng.choice([1, 2]))
            n_good, n_wrong = rng.choice([(1, 1), (1, 2), (2, 1)])
            g = rng.sample(good, min(n_good, len(good)))
            w = rng.sample(wrong, min(n_wrong, len(wrong)))
            labs = t + inert + g + w
            rng.shuffle(labs)
            objs = scene(rng, labs)
            items.append({"instruction": instr, "objects": objs,
                          "expect": {"explore": [o["id"] for o in objs if o["label"] in g]},
                          "_need": key})
    rng.shuffle(items)
    out = []
    for i, it in enumerate(items):
        it.pop("_need")
        out.append({"id": f"tt{i + 1:03d}", **it})
    return out


def main():
    specs = specs_tuning_tempt.SPECS
    refused = check(specs)
    items = build(specs, refused)
    n_p = sum("tools" in i["expect"] for i in items)
    n_a = sum("explore" in i["expect"] for i in items)
    assert (n_p, n_a) == (N_PRESENT, N_ABSENT), (n_p, n_a)
    for it in items:
        labs = [o["label"] for o in it["objects"]]
        assert len(labs) == len(set(labs)), it["id"]
        for o in it["objects"]:
            x1, y1, x2, y2 = o["bbox"]
            assert 0 <= x1 < x2 < 640 and 0 <= y1 < y2 < 480
    OUT.write_text("".join(json.dumps(i) + "\n" for i in items))
    needs = len({k for k, (p_, a_) in build.alloc.items() if p_ + a_})
    print(f"{OUT.relative_to(ROOT)}: {len(items)} items ({n_p} tool-present, {n_a} tool-absent, "
          f"{needs} distinct needs of {len(specs)} specified)")


if __name__ == "__main__":
    main()
