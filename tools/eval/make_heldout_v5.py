#!/usr/bin/env python3
"""Builds tests/data/heldout_v5.jsonl (dataset format of ARCHITECTURE.md section 5) from
specs_heldout_v5.py: a held-out set written by a separate author before the tuning it is held
out from, never tuned on.

Every spec gives a tool-present item: one of its good objects (sometimes two, both expected)
among one or two of the spec's own tempting wrong tools, inert things and, in about a third of
the scenes, a storage place (never the answer: a tool is in view). 50 specs (a fixed-seed draw
among those that name storage places) also give a tool-absent item: no suitable tool in view,
tempting wrong tools, one or two plausible storage places (the answer), an implausible one and
inert things.

The script refuses (exit status 1, naming the offending spec and string):
  * a label (good object, tempting tool, storage place, inert thing) that is a catalog name or
    alias (assets/knowledge/tools.toml) or a lexicon head (assets/knowledge/lexicon.toml);
  * a label or instruction that appears anywhere in the knowledge files (every string of
    assets/knowledge/*.toml and of their sources assets/knowledge/sources/*.toml);
  * a label or instruction of an earlier evaluation set: tests/data/dev_split.jsonl,
    dev_set.jsonl, heldout.jsonl, heldout_v2..v4.jsonl, /work/shared/eval/dev_set.jsonl (when
    present), and every string of the earlier specs and generators (tools/eval/*.py other
    than the v5 files);
  * an instruction whose content words overlap an earlier or known instruction's by Jaccard
    0.5 or more (a light rewording), that contains a whole earlier or known instruction of
    four words or more, or that is repeated within v5;
  * an instruction that contains the head noun of one of its own good labels;
  * a label used as both good and tempting in one spec, or an inert thing that is a good label.
Comparisons are case-insensitive after whitespace normalisation.

    python3 tools/eval/make_heldout_v5.py
"""
import ast
import json
import random
import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
import specs_heldout_v5  # noqa: E402

OUT = ROOT / "tests/data/heldout_v5.jsonl"
SEED = 50501207
N_ABSENT = 50
PLACE_IN_PRESENT = 1 / 3  # share of tool-present scenes that also show a storage place
TWO_GOOD = 0.12  # share of tool-present scenes that show two acceptable tools
TWO_PLACES = 0.35  # share of tool-absent scenes that show two plausible places (if any)
EARLIER_DATA = ["dev_split.jsonl", "dev_set.jsonl", "heldout.jsonl", "heldout_v2.jsonl",
                "heldout_v3.jsonl", "heldout_v4.jsonl"]
SHARED_DEV = Path("/work/shared/eval/dev_set.jsonl")
JACCARD = 0.5
CONTAINED_MIN_WORDS = 4

# Inert things: serve none of the specs' needs (no containers, lights, cloths, clocks, toys,
# games, stationery, plants or anything soft).
INERT = [
    "soapstone turtle carving", "framed botanical print", "bronze horse statuette",
    "ceramic lighthouse model", "porcelain swan figurine", "resin buddha statue",
    "mounted deer antlers", "barometer in a wooden frame", "model sailing yacht",
    "brass compass rose plaque", "stained glass suncatcher", "tin wind chime",
    "papier-mache parrot", "fossil ammonite", "decorative wooden duck decoy",
    "jade dragon ornament", "copper weather vane", "signed football in a display case",
    "framed gold disc", "coin collection folder", "ship's wheel wall decoration",
    "plaster cherub wall plaque", "carved wooden owl", "clay totem pole",
]

STOP = {"the", "and", "with", "for", "set", "pair", "pack", "box", "bag", "tin", "tub", "roll",
        "bottle", "tube", "sheet", "can", "packet", "block", "ball", "spool", "reel", "book",
        "length", "bunch", "a", "of", "in", "on"}


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def spaced(s):
    return " " + " ".join(re.findall(r"[a-z0-9']+", s.lower())) + " "


def words(s):
    return set(re.findall(r"[a-z0-9']+", s.lower()))


def content(s):
    return words(s) - STOP - {"i", "i'm", "my", "it", "it's", "to", "is", "a", "me", "this",
                              "that", "so", "just", "up", "you", "i've", "out", "but"}


def fail(msg):
    sys.exit(f"v5: REFUSED: {msg}")


def toml_strings(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.add(norm(k))
            toml_strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            toml_strings(v, out)
    elif isinstance(obj, str):
        out.add(norm(obj))


def py_strings(path, out):
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.add(norm(node.value))


def knowledge():
    """Catalog names and aliases, lexicon heads, every knowledge string, known instructions."""
    kdir = ROOT / "assets/knowledge"
    cat = tomllib.loads((kdir / "tools.toml").read_text())
    catalog = set()
    for t in cat["tool"]:
        catalog.add(norm(t["name"]))
        catalog.update(norm(x) for x in t.get("labels", []))
    lex = tomllib.loads((kdir / "lexicon.toml").read_text())
    catalog.update(norm(h) for h in lex.get("heads", {}))
    strings = set()
    for p in sorted(kdir.rglob("*.toml")):
        toml_strings(tomllib.loads(p.read_text()), strings)
    ins = tomllib.loads((kdir / "instructions.toml").read_text())
    known_instr = {norm(s) for it in ins["intent"] for s in it["instructions"]}
    if len(catalog) < 100 or len(known_instr) < 1000:
        fail("the knowledge files look empty; cannot check against them")
    return catalog, strings, known_instr


def earlier():
    """Instructions and labels of every earlier evaluation set, and every string of the
    earlier specs and generators."""
    instr, labels, strings = set(), set(), set()
    files = [ROOT / "tests/data" / n for n in EARLIER_DATA]
    for p in files:
        if not p.exists():
            fail(f"cannot check against missing {p.relative_to(ROOT)}")
    if SHARED_DEV.exists():
        files.append(SHARED_DEV)
    else:
        print(f"v5: note: {SHARED_DEV} not present, not checked", file=sys.stderr)
    for p in files:
        for line in p.read_text().splitlines():
            if line.strip():
                it = json.loads(line)
                instr.add(norm(it["instruction"]))
                labels.update(norm(o["label"]) for o in it["objects"])
    for p in sorted(HERE.glob("*.py")):
        if p.name not in ("specs_heldout_v5.py", "make_heldout_v5.py"):
            py_strings(p, strings)
    return instr, labels, strings


def check(specs):
    catalog, kstrings, known_instr = knowledge()
    old_instr, old_labels, old_strings = earlier()
    old_content = [(s, content(s)) for s in old_instr | known_instr]
    old_spaced = [(s, spaced(s)) for s in old_instr | known_instr
                  if len(s.split()) >= CONTAINED_MIN_WORDS]
    seen = set()
    goods = set()
    for k, spec in enumerate(specs):
        if len(spec) != 6:
            fail(f"spec {k + 1} is malformed: {spec!r}")
        instr, group, good, tempt, places, bad = spec
        where = f"spec {k + 1} ({instr!r})"
        n = norm(instr)
        if n in kstrings or n in known_instr:
            fail(f"{where}: instruction is in the knowledge files")
        if n in old_instr or n in old_strings:
            fail(f"{where}: instruction is in an earlier evaluation set")
        if n in seen:
            fail(f"{where}: instruction repeated in v5")
        seen.add(n)
        c = content(instr)
        for old, oc in old_content:
            if c and oc and len(c & oc) / len(c | oc) >= JACCARD:
                fail(f"{where}: instruction is a light rewording of {old!r}")
        sp = spaced(instr)
        for old, osp in old_spaced:
            if osp in sp:
                fail(f"{where}: instruction contains the earlier or known {old!r}")
        if not good or not tempt or (places is None) != (bad is None):
            fail(f"{where}: malformed spec")
        for lab in good:
            head = lab.lower().split()[-1]
            if head not in STOP and head in words(instr):
                fail(f"{where}: instruction names its tool {head!r}")
        if set(map(norm, good)) & set(map(norm, tempt)):
            fail(f"{where}: a label is both good and tempting")
        if places and norm(bad) in set(map(norm, places)):
            fail(f"{where}: implausible place is also plausible")
        goods.update(map(norm, good))
        for lab in good + tempt + (places or []) + ([bad] if bad else []):
            check_label(lab, where, catalog, kstrings, old_labels, old_strings)
    for lab in INERT:
        check_label(lab, "inert list", catalog, kstrings, old_labels, old_strings)
        if norm(lab) in goods:
            fail(f"inert list: {lab!r} is a good label of some spec")
    if len(set(map(norm, INERT))) != len(INERT):
        fail("inert list has a repeated label")


def check_label(lab, where, catalog, kstrings, old_labels, old_strings):
    n = norm(lab)
    if n in catalog:
        fail(f"{where}: label is a catalog name or alias (or lexicon head): {lab!r}")
    if n in kstrings:
        fail(f"{where}: label appears in the knowledge files: {lab!r}")
    if n in old_labels or n in old_strings:
        fail(f"{where}: label is in an earlier evaluation set: {lab!r}")
    if lab != lab.lower() or lab != lab.strip():
        fail(f"{where}: labels are lower case and trimmed: {lab!r}")


def tool_box(rng):
    w, h = rng.randint(40, 120), rng.randint(40, 120)
    x, y = rng.randint(0, 640 - w), rng.randint(0, 480 - h)
    return [x, y, x + w, y + h]


def place_box(rng):
    w, h = rng.randint(120, 260), rng.randint(100, 220)
    x, y = rng.randint(0, 640 - w), rng.randint(0, 480 - h)
    return [x, y, x + w, y + h]


def build(specs):
    rng = random.Random(SEED)
    with_places = [k for k, s in enumerate(specs) if s[4]]
    if len(with_places) < N_ABSENT:
        fail(f"{N_ABSENT} tool-absent items wanted, only {len(with_places)} specs name places")
    absent = set(rng.sample(with_places, N_ABSENT))
    items = []

    def add(instr, labs, want, kind, places_shown):
        rng.shuffle(labs)
        if len({norm(x) for x in labs}) != len(labs):
            fail(f"label shown twice in a scene: {instr!r}")
        objs = []
        for i, lab in enumerate(labs):
            big = lab in places_shown
            objs.append({"id": f"o{i + 1}", "label": lab,
                         "confidence": round(rng.uniform(0.5, 0.95), 2),
                         "bbox": place_box(rng) if big else tool_box(rng)})
        ids = [o["id"] for o in objs if o["label"] in want]
        items.append({"id": f"h5-{len(items) + 1:03d}", "instruction": instr, "objects": objs,
                      "expect": {kind: ids}})

    for k, (instr, group, good, tempt, places, bad) in enumerate(specs):
        # Tool present.
        tools = [rng.choice(good)]
        if len(good) > 1 and rng.random() < TWO_GOOD:
            tools = rng.sample(good, 2)
        labs = tools + rng.sample(tempt, min(len(tempt), rng.choice([1, 2])))
        shown = []
        if places and rng.random() < PLACE_IN_PRESENT:
            shown = [rng.choice(places + [bad])]
            labs += shown
        total = rng.randint(5, 9)
        labs += rng.sample(INERT, max(0, total - len(labs)))
        add(instr, labs, tools, "tools", shown)
        # Tool absent.
        if k in absent:
            plaus = [rng.choice(places)]
            if len(places) > 1 and rng.random() < TWO_PLACES:
                plaus = list(places[:2])
            shown = plaus + [bad]
            labs = rng.sample(tempt, min(len(tempt), rng.choice([1, 2]))) + shown
            total = rng.randint(5, 8)
            labs += rng.sample(INERT, max(0, total - len(labs)))
            add(instr, labs, plaus, "explore", shown)
    return items


def main():
    specs = specs_heldout_v5.SPECS
    check(specs)
    items = build(specs)
    n_absent = sum(1 for i in items if "explore" in i["expect"])
    for it in items:
        n = len(it["objects"])
        want = next(iter(it["expect"].values()))
        if not want or not 5 <= n <= 9:
            fail(f"{it['id']}: bad scene ({n} objects, expect {it['expect']})")
    OUT.write_text("".join(json.dumps(i) + "\n" for i in items))
    print(f"{OUT.relative_to(ROOT)}: {len(items)} items ({n_absent} tool absent) "
          f"from {len(specs)} specs")


if __name__ == "__main__":
    main()
