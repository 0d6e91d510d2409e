#!/usr/bin/env python3
"""Writes assets/knowledge/{tools,instructions}.toml from the hand-authored tables in
this directory (catalog.py, intents_*.py). Deterministic: the same tables give the same
files. Run from the repository root: python3 tools/knowledge/generate.py
"""
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import catalog  # noqa: E402
import intents_a  # noqa: E402
import intents_b  # noqa: E402,F401
import intents_d  # noqa: E402,F401
import intents_e  # noqa: E402,F401
import catalog_more  # noqa: E402
import phrasings_c  # noqa: E402
import catalog_e  # noqa: E402
import catalog_f  # noqa: E402
import catalog_g  # noqa: E402
import intents_f  # noqa: E402
import intents_g  # noqa: E402
import catalog_h  # noqa: E402
import intents_h  # noqa: E402
import intents_s9a  # noqa: E402
import intents_s9b  # noqa: E402
import intents_s9c  # noqa: E402
import catalog_s9  # noqa: E402
import intents_s10  # noqa: E402
import catalog_s10  # noqa: E402
import intents_s10l  # noqa: E402
import catalog_s11a  # noqa: E402
import catalog_s11b  # noqa: E402
import catalog_s11d  # noqa: E402
import catalog_s12a  # noqa: E402
import catalog_s12b  # noqa: E402
import catalog_hazard  # noqa: E402
import catalog_s12l  # noqa: E402
import catalog_s13a  # noqa: E402
import catalog_s13b  # noqa: E402
import intents_s13a  # noqa: E402
import intents_s13b  # noqa: E402
import catalog_s13l  # noqa: E402
import intents_s13l  # noqa: E402
import catalog_s14a  # noqa: E402
import intents_s14a  # noqa: E402
import catalog_s14b  # noqa: E402
import intents_s14b  # noqa: E402
import catalog_s14c  # noqa: E402
import intents_s14c  # noqa: E402
import catalog_s17a  # noqa: E402
import intents_s17a  # noqa: E402,F401
import catalog_s17b  # noqa: E402
import intents_s17c  # noqa: E402
import catalog_s18b  # noqa: E402
import catalog_s18l  # noqa: E402
import intents_s18l  # noqa: E402,F401
import intents_s18a  # noqa: E402
import intents_s18c  # noqa: E402
import intents_s18m  # noqa: E402
import catalog_s19c  # noqa: E402
import catalog_s19d  # noqa: E402
import catalog_s22a  # noqa: E402
import catalog_s23a  # noqa: E402
import catalog_s25a  # noqa: E402
import intents_s23a  # noqa: E402
import intents_s19b  # noqa: E402
import catalog_s19l  # noqa: E402
import intents_s19a  # noqa: E402
import intents_s20a  # noqa: E402,F401
import intents_s20b  # noqa: E402
import intents_s20c  # noqa: E402
import intents_s21b  # noqa: E402
import intents_s25a  # noqa: E402
import intents_s21a  # noqa: E402  (after every intents part: it folds two pairs of intents)

# Object rows and alias tables of every catalog part; extra tools, storage places and
# phrasings appended to existing intents by every intents part.
ROWS = (catalog.T + catalog_more.T2 + catalog_e.T5 + catalog_f.T_F + catalog_g.T3 + catalog_h.T_H + catalog_s9.T_S9 + catalog_s10.T_S10
        + catalog_s11a.T_S11A + catalog_s11b.T_S11B + catalog_s11d.T_S11D + catalog_s12a.T_S12A + catalog_s12b.T_S12B
        + catalog_s13a.T_S13A + catalog_s13b.T_S13B + catalog_s13l.T_S13L
        + catalog_s14a.T_S14A + catalog_s14b.T_S14B + catalog_s14c.T_S14C
        + catalog_s17a.T_S17A + catalog_s17b.T_S17B + catalog_s18b.T_S18B + catalog_s18l.T_S18L
        + catalog_s19c.T_S19C
        + catalog_s19d.T_S19D + catalog_s25a.T_S25A)
ALIAS_TABLES = [catalog_more.ALIASES, catalog_e.ALIASES, catalog_f.ALIASES_F, catalog_g.ALIASES,
                catalog_h.ALIASES_H, catalog_s10.ALIASES_S10, catalog_s11a.ALIASES_S11A, catalog_s11b.ALIASES_S11B,
                catalog_s11d.ALIASES_S11D, catalog_s12a.ALIASES_S12A, catalog_s12b.ALIASES_S12B,
                catalog_s12l.ALIASES_S12L, catalog_s13a.ALIASES_S13A, catalog_s13b.ALIASES_S13B,
                catalog_s13l.ALIASES_S13L, catalog_s14a.ALIASES_S14A, catalog_s14b.ALIASES_S14B, catalog_s14c.ALIASES_S14C,
                catalog_s17a.ALIASES_S17A, catalog_s17b.ALIASES_S17B, catalog_s18b.ALIASES_S18B, catalog_s18l.ALIASES_S18L,
                catalog_s19c.ALIASES_S19C, catalog_s19d.ALIASES_S19D,
                catalog_s22a.ALIASES_S22A, catalog_s23a.ALIASES_S23A]
EXTRA_TABLES = [intents_d.EXTRA_TOOLS, intents_e.EXTRA_TOOLS, intents_f.EXTRA_TOOLS_F, intents_g.EXTRA_TOOLS,
                catalog_h.EXTRA_TOOLS_H, intents_s9a.EXTRA_TOOLS, intents_s9b.EXTRA_TOOLS, intents_s9c.EXTRA_TOOLS,
                catalog_s9.EXTRA_TOOLS_S9, catalog_s10.EXTRA_TOOLS_S10,
                intents_s10l.EXTRA_TOOLS, catalog_s11a.EXTRA_TOOLS_S11A, catalog_s11b.EXTRA_TOOLS_S11B,
                catalog_s11d.EXTRA_TOOLS_S11D, catalog_s12a.EXTRA_TOOLS_S12A, catalog_s12b.EXTRA_TOOLS_S12B,
                catalog_s13a.EXTRA_TOOLS_S13A, catalog_s13b.EXTRA_TOOLS_S13B, intents_s13a.EXTRA_TOOLS, intents_s13b.EXTRA_TOOLS,
                intents_s13l.EXTRA_TOOLS, catalog_s14a.EXTRA_TOOLS_S14A, catalog_s14b.EXTRA_TOOLS_S14B,
                intents_s14a.EXTRA_TOOLS, intents_s14b.EXTRA_TOOLS, catalog_s14c.EXTRA_TOOLS_S14C, intents_s14c.EXTRA_TOOLS,
                catalog_s17a.EXTRA_TOOLS_S17A, catalog_s17b.EXTRA_TOOLS_S17B, intents_s17c.EXTRA_TOOLS,
                catalog_s18b.EXTRA_TOOLS_S18B, catalog_s18l.EXTRA_TOOLS_S18L, intents_s18a.EXTRA_TOOLS,
                intents_s18c.EXTRA_TOOLS, catalog_s19c.EXTRA_TOOLS_S19C, intents_s21a.EXTRA_TOOLS,
                catalog_s25a.EXTRA_TOOLS_S25A]
UNSEEN_TABLES = [intents_g.EXTRA_UNSEEN, catalog_s17a.EXTRA_UNSEEN_S17A, catalog_s17b.EXTRA_UNSEEN_S17B,
                 catalog_s18b.EXTRA_UNSEEN_S18B, catalog_s19c.EXTRA_UNSEEN_S19C]
# Storage places put first on an intent's list, in the given order (moved there when the
# intent has them; added when not): where most homes keep the intent's first tools.
FIRST_UNSEEN_TABLES = [catalog_s18b.FIRST_UNSEEN_S18B, catalog_s19c.FIRST_UNSEEN_S19C]
# Places added to every intent that lists a given place, right after it or last (see
# catalog_s19l.py).
FALLBACK_UNSEEN = catalog_s19l.FALLBACK_UNSEEN_S19L
MORE_TABLES = [phrasings_c.MORE, phrasings_c.MORE2, phrasings_c.MORE3, intents_e.MORE, intents_f.MORE_F,
               intents_g.MORE, intents_s10.MORE, intents_s10l.MORE, intents_s13a.MORE, intents_s13b.MORE,
               intents_s13l.MORE, intents_s14a.MORE, intents_s14b.MORE, intents_s14c.MORE, intents_s17c.MORE, intents_s18a.MORE,
               intents_s18c.MORE, intents_s18m.MORE, intents_s19b.MORE, intents_s19a.MORE,
               intents_s20b.MORE, intents_s20c.MORE, intents_s21b.MORE, intents_s21a.MORE, intents_s25a.MORE]
# Phrasings taken off an existing intent (moved to a new one).
DROP_TABLES = [intents_h.DROP, intents_s9a.DROP, intents_s9b.DROP, intents_s9c.DROP, intents_s10.DROP, intents_s13a.DROP, intents_s13b.DROP,
              intents_s14a.DROP, intents_s14b.DROP, intents_s14c.DROP, intents_s17c.DROP, intents_s18a.DROP, intents_s18c.DROP,
              intents_s18m.DROP, intents_s21a.DROP]
# New intent -> existing intents its phrasings are taken off (they moved to it).
MOVE_TABLES = [intents_s9a.MOVES, intents_s9b.MOVES, intents_s9c.MOVES, intents_s10l.MOVES, intents_s13a.MOVES, intents_s13b.MOVES,
               intents_s14a.MOVES, intents_s14b.MOVES, intents_s14c.MOVES, intents_s18c.MOVES,
               intents_s23a.MOVES, intents_s25a.MOVES]
# Acceptable tools taken off an existing intent (they only loosely serve it).
REMOVE_TABLES = [intents_s9a.REMOVE_TOOLS, intents_s9b.REMOVE_TOOLS, intents_s9c.REMOVE_TOOLS, catalog_s9.REMOVE_TOOLS_S9,
                 catalog_s10.REMOVE_TOOLS_S10, catalog_s11a.REMOVE_TOOLS_S11A, catalog_s11b.REMOVE_TOOLS_S11B,
                 catalog_s11d.REMOVE_TOOLS_S11D, catalog_s12a.REMOVE_TOOLS_S12A, catalog_s12b.REMOVE_TOOLS_S12B,
                 catalog_s13a.REMOVE_TOOLS_S13A, catalog_s13b.REMOVE_TOOLS_S13B, intents_s13a.REMOVE_TOOLS, intents_s13b.REMOVE_TOOLS,
                 catalog_s14a.REMOVE_TOOLS_S14A, catalog_s14b.REMOVE_TOOLS_S14B,
                 intents_s14a.REMOVE_TOOLS, intents_s14b.REMOVE_TOOLS, catalog_s14c.REMOVE_TOOLS_S14C, intents_s14c.REMOVE_TOOLS,
                 catalog_s17a.REMOVE_TOOLS_S17A, catalog_s17b.REMOVE_TOOLS_S17B, catalog_s18b.REMOVE_TOOLS_S18B, catalog_s18l.REMOVE_TOOLS_S18L,
                 catalog_s19c.REMOVE_TOOLS_S19C, intents_s21a.REMOVE_TOOLS,
                 catalog_s25a.REMOVE_TOOLS_S25A]

# Aliases moved off an object (catalog_h.MOVED_H: they name a look-alike with its own row).
MOVED_TABLES = [catalog_h.MOVED_H, catalog_s9.MOVED_S9, catalog_s10.MOVED_S10, catalog_s11a.MOVED_S11A,
                catalog_s11b.MOVED_S11B, catalog_s11d.MOVED_S11D, catalog_s12a.MOVED_S12A, catalog_s12b.MOVED_S12B,
                catalog_s13a.MOVED_S13A, catalog_s13b.MOVED_S13B, catalog_s13l.MOVED_S13L,
                catalog_s14a.MOVED_S14A, catalog_s14b.MOVED_S14B, catalog_s14c.MOVED_S14C,
                catalog_s17a.MOVED_S17A, catalog_s17b.MOVED_S17B, catalog_s18b.MOVED_S18B, catalog_s18l.MOVED_S18L,
                catalog_s19c.MOVED_S19C, catalog_s19d.MOVED_S19D, catalog_s25a.MOVED_S25A]
# Objects never handed over for affordance fit alone (name -> reason).
HAZARDOUS = {**catalog_hazard.HAZARDOUS, **catalog_s13a.HAZARDOUS_S13A, **catalog_s13b.HAZARDOUS_S13B,
             **catalog_s14a.HAZARDOUS_S14A, **catalog_s14b.HAZARDOUS_S14B, **catalog_s14c.HAZARDOUS_S14C,
             **catalog_s17a.HAZARDOUS_S17A, **catalog_s17b.HAZARDOUS_S17B, **catalog_s18b.HAZARDOUS_S18B,
             **catalog_s19c.HAZARDOUS_S19C, **catalog_s19d.HAZARDOUS_S19D,
             **catalog_s25a.HAZARDOUS_S25A}
_moved = {}
for _m in MOVED_TABLES:
    for _k, _v in _m.items():
        _moved.setdefault(_k, set()).update(x for x in _v.split("|") if x)


def _labels(r):
    labs = [x for x in "|".join(x for x in [r[1]] + [a.get(r[0], "") for a in ALIAS_TABLES] if x).split("|") if x]
    gone = _moved.get(r[0], set())
    if gone - set(labs):
        raise SystemExit(f"moved aliases not labels of {r[0]}: {sorted(gone - set(labs))}")
    return "|".join(x for x in labs if x not in gone)


CATALOG = [(r[0], _labels(r)) + tuple(r[2:]) for r in ROWS]
_unknown = set().union(*ALIAS_TABLES, *MOVED_TABLES) - {r[0] for r in CATALOG}
if _unknown:
    raise SystemExit(f"aliases for objects not in the catalog: {sorted(_unknown)}")

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "assets", "knowledge")
DIMS = ["liquid", "cut", "strike", "wipe", "scrub", "seal", "cushion", "cold", "heat", "pinch",
        "fasten", "light", "reach", "scoop", "mark", "twist", "warm", "care", "carry"]

# Conversational framings around a hand-written phrasing: people say the same need in
# these ways to a robot. Each phrasing is kept as written plus FRAMES_PER framed variants.
FRAMES = [
    "hey, {s}", "{s}, can you help me?", "sorry to bother you, but {s}", "ugh, {s}",
    "{s}. any ideas?", "honestly, {s}", "{s}, could you sort that out?", "excuse me, {s}",
    "so, {s}", "robot, {s}", "{s}, please help", "oh no, {s}",
]
FRAMES_PER = 3


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def aff(spec, where):
    out = {}
    for tok in spec.split():
        k, v = tok.split(":")
        if k not in DIMS:
            raise SystemExit(f"{where}: unknown dimension {k}")
        out[k] = int(v)
    return "{ " + ", ".join(f"{k} = {out[k]}" for k in DIMS if k in out) + " }"


def box(b):
    return "[" + ", ".join(f"{x:.2f}" for x in b) + "]"


def lower_first(s):
    if s.startswith("I ") or s.startswith("I'"):
        return s
    return s[0].lower() + s[1:]


def framed(s, i):
    out = [s]
    for k in range(FRAMES_PER):
        f = FRAMES[(i * FRAMES_PER + k) % len(FRAMES)]
        t = f.format(s=lower_first(s) if not f.startswith("{s}") else s)
        out.append(t[0].upper() + t[1:] if f.startswith("{s}") else t)
    return out


def tools_toml():
    lines = ["# Tool catalog: generated by tools/knowledge/generate.py from tools/knowledge/catalog.py.",
             "# Edit the tables there and re-run the generator (see assets/knowledge/README.md).",
             "# Part boxes are fractions [x1, y1, x2, y2] of the object's detection box.", ""]
    names = set()
    owner = {}
    for row in CATALOG:
        for lab in [row[0]] + [x for x in row[1].split("|") if x]:
            if lab.lower() in owner:
                raise SystemExit(f"label {lab!r} of {row[0]} is already a label of {owner[lab.lower()]}")
            owner[lab.lower()] = row[0]
    unknown = sorted(set(HAZARDOUS) - {row[0] for row in CATALOG})
    if unknown:
        raise SystemExit(f"HAZARDOUS tables name objects not in the catalog: {unknown}")
    for (name, labels, kind, material, size, rigidity, layout, spec) in CATALOG:
        parts = layout.split("/")
        op_name, op_box, fn_name, fn_box = catalog.LAYOUTS[parts[0]]
        if len(parts) == 3:
            op_name, fn_name = parts[1], parts[2]
        names.add(name)
        lines += ["[[tool]]", f"name = {q(name)}",
                  "labels = [" + ", ".join(q(l) for l in labels.split("|") if l) + "]",
                  f"kind = {q(kind)}", f"material = {q(material)}", f"size = {q(size)}",
                  f"rigidity = {q(rigidity)}",
                  f"operational = {{ part = {q(op_name)}, box = {box(op_box)} }}",
                  f"functional = {{ part = {q(fn_name)}, box = {box(fn_box)} }}",
                  f"affordance = {aff(spec, name)}"]
        if name in HAZARDOUS:
            lines.append("hazardous = true")
        lines.append("")
    return "\n".join(lines), names


def instructions_toml(tool_names):
    lines = ["# Ambiguous instructions grouped by intent: generated by tools/knowledge/generate.py",
             "# from tools/knowledge/intents_*.py. Every instruction of an intent shares its",
             "# affordance vector (what a tool must be able to do), its acceptable tools (catalog",
             "# names, best first) and its unseen regions (storage places, most likely first).", ""]
    n = 0
    seen = set()
    dup = sorted(n for n, k in collections.Counter(it["name"] for it in intents_a.I).items() if k > 1)
    if dup:
        raise SystemExit(f"intents defined twice (add phrasings with MORE instead): {dup}")
    phrasings_of = {it["name"]: [p.strip() for p in it["phrasings"]] for it in intents_a.I}
    moved_off = {}
    for moves in MOVE_TABLES:
        for new, olds in moves.items():
            for old in olds.split("|"):
                moved_off.setdefault(old, []).append(new)
    unknown = set(moved_off) - set(phrasings_of)
    if unknown:
        raise SystemExit(f"phrasings moved off unknown intents: {sorted(unknown)}")
    for it in intents_a.I:
        for key, tables in (("tools", EXTRA_TABLES), ("unseen", UNSEEN_TABLES)):
            for extra in tables:
                for t in extra.get(it["name"], "").split("|"):
                    # "new<host": a sub-kind that serves the intent better than the object
                    # it used to read as goes just before it (rank matters when both are in view).
                    t, _, host = t.partition("<")
                    if not t or t in it[key]:
                        continue
                    if host and host not in it[key]:
                        raise SystemExit(f"intent {it['name']}: {t}<{host}: {host} is not one of its {key}")
                    it[key].insert(it[key].index(host) if host else len(it[key]), t)
        for first in FIRST_UNSEEN_TABLES:
            lead = [t for t in first.get(it["name"], "").split("|") if t]
            it["unseen"] = lead + [t for t in it["unseen"] if t not in lead]
        for place, fallbacks in FALLBACK_UNSEEN.items():
            if place not in it["unseen"]:
                continue
            after = it["unseen"].index(place)
            for t in fallbacks:
                name = t.rstrip(">")
                if name in it["unseen"]:
                    continue
                if t.endswith(">"):  # right after the place (and after earlier such fallbacks)
                    after += 1
                    it["unseen"].insert(after, name)
                else:
                    it["unseen"].append(name)
        for more in MORE_TABLES:
            it["phrasings"] += [p.strip() for p in more.get(it["name"], "").split("\n") if p.strip()]
        for drop in DROP_TABLES:
            gone = [p.strip() for p in drop.get(it["name"], "").split("\n") if p.strip()]
            if set(gone) - set(it["phrasings"]):
                raise SystemExit(f"intent {it['name']}: no phrasing {sorted(set(gone) - set(it['phrasings']))}")
            it["phrasings"] = [p for p in it["phrasings"] if p not in gone]
        for new in moved_off.get(it["name"], []):
            gone = set(phrasings_of[new])
            if not gone & set(it["phrasings"]):
                raise SystemExit(f"intent {new}: none of its phrasings was a phrasing of {it['name']}")
            it["phrasings"] = [p for p in it["phrasings"] if p not in gone]
        for rm in REMOVE_TABLES:
            gone = [t for t in rm.get(it["name"], "").split("|") if t]
            if set(gone) - set(it["tools"]):
                raise SystemExit(f"intent {it['name']}: no tool {sorted(set(gone) - set(it['tools']))} to remove")
            it["tools"] = [t for t in it["tools"] if t not in gone]
        if not it["tools"]:
            raise SystemExit(f"intent {it['name']}: no acceptable tool left")
        for t in it["tools"] + it["unseen"]:
            if t not in tool_names:
                raise SystemExit(f"intent {it['name']}: {t} is not in the catalog")
        texts = []
        for i, p in enumerate(it["phrasings"]):
            for t in framed(p, i):
                if t.lower() in seen:
                    continue
                seen.add(t.lower())
                texts.append(t)
        n += len(texts)
        lines += ["[[intent]]", f"name = {q(it['name'])}", f"affordance = {aff(it['aff'], it['name'])}",
                  "tools = [" + ", ".join(q(t) for t in it["tools"]) + "]",
                  "unseen = [" + ", ".join(q(t) for t in it["unseen"]) + "]",
                  "instructions = ["] + [f"  {q(t)}," for t in texts] + ["]", ""]
    return "\n".join(lines), n


def check_lists(intent_names, tool_names):
    """Every check list (check_*.txt: text, tab, the intent or catalog object it should read
    as; "NEW:" marks an object a part added) must name what exists: an intent folded or
    renamed by a later part would otherwise make `aide index query --file` stop there."""
    here = os.path.dirname(os.path.abspath(__file__))
    for f in sorted(x for x in os.listdir(here) if x.startswith("check_") and x.endswith(".txt")):
        with open(os.path.join(here, f), encoding="utf-8") as lines:
            for no, line in enumerate(lines, 1):
                if line.startswith("#") or "\t" not in line:
                    continue
                want = line.rstrip("\n").split("\t")[1].strip().removeprefix("NEW:")
                if want and want not in intent_names and want not in tool_names:
                    raise SystemExit(f"tools/knowledge/{f}:{no}: {want!r} is neither an intent nor a catalog object")


def main():
    names = {it["name"] for it in intents_a.I}
    unknown = set().union(*MORE_TABLES, *EXTRA_TABLES, *UNSEEN_TABLES, *FIRST_UNSEEN_TABLES, *DROP_TABLES, *REMOVE_TABLES, *MOVE_TABLES) - names
    if unknown:
        raise SystemExit(f"phrasings or tools for unknown intents: {sorted(unknown)}")
    t, tool_names = tools_toml()
    i, n = instructions_toml(tool_names)
    check_lists(names, set(tool_names))
    with open(os.path.join(OUT, "tools.toml"), "w") as f:
        f.write(t)
    with open(os.path.join(OUT, "instructions.toml"), "w") as f:
        f.write(i)
    print(f"{len(CATALOG)} tools, {len(intents_a.I)} intents, {n} instructions")


if __name__ == "__main__":
    main()
