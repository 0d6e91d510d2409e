"""Intents, part S18M (session 18, lead): the merge of the two session-18 phrasing helpers.

Helpers A (intents_s18a.py) and C (intents_s18c.py) worked at the same time and both declared
intents for some of the same needs, with the same catalog objects. Helper A's declaration is
kept and helper C's phrasings join it (FOLD): two intents for one need split the neighbours'
vote between them. Imported after both parts; it edits the declared intents in place.

Also: the object a request is about is not its tool (TOOLS: a cafetiere is what whole beans
are ground for, a packet of balloons is what needs the pump), and a safe is a storage place to
open, not a tool to hand over (lock_valuables explores it first).
"""

from intents_a import I

# helper C's intent -> helper A's intent for the same need
FOLD = {
    "rosin_bow": "rosin_bow",
    "camp_cooking": "camp_cooking",
    "purify_water": "purify_water",
    "valve_oil": "sticky_valves",
    "dog_coat": "dog_cold_walk",
    "roadside_breakdown": "breakdown_warning",
    "beach_windbreak": "beach_wind",
    "aquarium_clean": "clean_fish_tank",
}
# intent -> its tools, replacing the declared list
TOOLS = {
    "grind_beans": "mortar and pestle|blender",
    "inflate_balloons": "airbed pump|ball pump",
    "lock_valuables": "jewellery box|money box",
}
# intent -> storage places put first
FIRST_UNSEEN = {
    "lock_valuables": "safe",
}
# balloons go to the balloon intent (helper A had moved them to tyres and balls)
MORE = {
    "inflate_balloons": """
the party balloons still need blowing up and I'm out of puff
there's a bag of balloons to blow up for the kids' party
I've blown up three balloons and I'm already dizzy
the balloon arch needs fifty balloons filling with air
my cheeks hurt from blowing up balloons
we need to blow up the balloons for tonight
""",
}
# food stuck between the teeth wants floss, not a brush (helper A had put it under brushing)
MORE["floss_teeth"] = """
I've got spinach stuck in my teeth before my date
"""
DROP = {"inflate": MORE["inflate_balloons"], "brush_teeth": MORE["floss_teeth"]}


def _fold():
    # the first declaration of each name is helper A's (imported first)
    first = {}
    for it in I:
        first.setdefault(it["name"], it)
    keep = []
    for it in I:
        target = FOLD.get(it["name"])
        if target is None or (target == it["name"] and first[target] is it):
            keep.append(it)
            continue
        into = first[target]
        into["phrasings"] += [p for p in it["phrasings"] if p not in into["phrasings"]]
    I[:] = keep
    names = {it["name"]: it for it in I}
    for name, tools in TOOLS.items():
        names[name]["tools"] = tools.split("|")
    for name, lead in FIRST_UNSEEN.items():
        first_places = lead.split("|")
        names[name]["unseen"] = first_places + [u for u in names[name]["unseen"] if u not in first_places]


_fold()

# helper C's MORE phrasings for its folded intents go to helper A's
import intents_s18c  # noqa: E402

for _c, _a in FOLD.items():
    if _c != _a and _c in intents_s18c.MORE:
        MORE[_a] = MORE.get(_a, "") + intents_s18c.MORE.pop(_c)
