#!/usr/bin/env python3
"""Generates tests/data/mind_events.json, the MIND event benchmark of `aide eval --events`.

Deterministic (seeded): re-running it reproduces the committed file byte for byte.
Four household layouts, the six AIDE demo instructions plus one history-dependent
request, three sequences per (layout, instruction), five events per sequence. Events
follow MIND's families (seed 001, V): object removal / relocation / appearance, robot
motion, doorway closures and openings, containers opened or closed, referent
consumption (history), and an occasional event the detector cannot attribute
(uncertain: full refresh). Each event is valid in the world it is applied to.
"""
import json, random

INSTRUCTIONS = [
    dict(id="thirsty", text="I am thirsty",
         predicate=dict(any_of=["cup", "mug", "glass", "bottle"]), select="nearest",
         depends=dict(qualification=["inventory"], selection=["position", "topology"])),
    dict(id="dust", text="I want to clean the dust",
         predicate=dict(any_of=["brush", "duster", "cloth"]), select="nearest",
         depends=dict(qualification=["inventory"], selection=["position", "topology"])),
    dict(id="walnuts", text="I want to crack walnuts",
         predicate=dict(any_of=["hammer", "nutcracker", "book"]), select="nearest",
         depends=dict(qualification=["inventory"], selection=["position", "topology"])),
    dict(id="cold", text="I want something cold to drink",
         predicate=dict(any_of=["coke", "juice", "water"], inside=["fridge"]), select="nearest",
         depends=dict(qualification=["inventory"], selection=["position", "topology"])),
    dict(id="boxes", text="I want to close up delivery boxes tightly, with something I can grab right away",
         predicate=dict(any_of=["tape", "stapler"], accessible_only=True), select="nearest",
         depends=dict(qualification=["inventory", "topology"], selection=["position", "topology"])),
    dict(id="waist", text="Give me something from this room to support my waist while sitting",
         predicate=dict(any_of=["pillow", "cushion"], in_robot_region=True), select="first",
         depends=dict(qualification=["inventory", "position"], selection=["topology"])),
    dict(id="another_drink", text="I'd like a drink I haven't had yet today",
         predicate=dict(any_of=["coke", "juice", "water", "tea"], exclude_used=True), select="nearest",
         depends=dict(qualification=["inventory", "history"], selection=["position", "topology"])),
]

CLASSES = ["cup", "mug", "glass", "bottle", "brush", "duster", "cloth", "hammer", "nutcracker",
           "book", "coke", "juice", "water", "tea", "tape", "stapler", "pillow", "cushion", "plant",
           "remote", "lamp"]

def region(rid, label, items, containers=None):
    return dict(id=rid, label=label, items=[dict(class_=c, container=k) for c, k in items],
                containers=containers or {})

def layouts():
    L = []
    L.append(dict(id="flat", world=dict(
        regions=[
            region("kitchen", "kitchen", [("mug", None), ("coke", "fridge"), ("tape", "drawer"), ("water", "fridge")], {"fridge": False, "drawer": False}),
            region("living", "living room", [("pillow", None), ("book", None), ("remote", None)]),
            region("hall", "hall", [("lamp", None)]),
            region("office", "office", [("stapler", "drawer"), ("cup", None), ("brush", None)], {"drawer": False}),
            region("bedroom", "bedroom", [("cushion", None), ("glass", None)]),
            region("bath", "bathroom", [("cloth", None)]),
        ],
        doors=[dict(a="kitchen", b="hall", open=True), dict(a="living", b="hall", open=True),
               dict(a="office", b="hall", open=True), dict(a="bedroom", b="hall", open=True),
               dict(a="bath", b="bedroom", open=True), dict(a="kitchen", b="living", open=True)],
        robot="hall", history=[])))
    L.append(dict(id="house", world=dict(
        regions=[
            region("entry", "entry", [("lamp", None)]),
            region("kitchen", "kitchen", [("glass", None), ("juice", "fridge"), ("hammer", "drawer")], {"fridge": False, "drawer": False}),
            region("dining", "dining room", [("bottle", None), ("cloth", None)]),
            region("lounge", "living room", [("cushion", None), ("book", None), ("tea", None)]),
            region("study", "study", [("tape", None), ("duster", None)]),
            region("garage", "garage", [("hammer", None), ("nutcracker", "cabinet")], {"cabinet": False}),
            region("bedroom", "bedroom", [("pillow", None), ("water", None)]),
        ],
        doors=[dict(a="entry", b="kitchen", open=True), dict(a="entry", b="lounge", open=True),
               dict(a="kitchen", b="dining", open=True), dict(a="lounge", b="study", open=True),
               dict(a="entry", b="garage", open=True), dict(a="lounge", b="bedroom", open=True)],
        robot="entry", history=[])))
    L.append(dict(id="office", world=dict(
        regions=[
            region("reception", "reception", [("plant", None), ("water", None)]),
            region("pantry", "kitchen", [("mug", None), ("cup", None), ("coke", "fridge"), ("juice", "fridge")], {"fridge": False}),
            region("open_space", "office", [("stapler", None), ("book", None)]),
            region("meeting", "meeting room", [("glass", None), ("cushion", None)]),
            region("store", "storage", [("tape", "shelf"), ("brush", None), ("hammer", None)], {"shelf": False}),
        ],
        doors=[dict(a="reception", b="open_space", open=True), dict(a="open_space", b="pantry", open=True),
               dict(a="open_space", b="meeting", open=True), dict(a="open_space", b="store", open=True)],
        robot="reception", history=[])))
    L.append(dict(id="studio", world=dict(
        regions=[
            region("main", "living room", [("pillow", None), ("cup", None), ("book", None)]),
            region("kitchenette", "kitchen", [("bottle", None), ("coke", "fridge"), ("tape", "drawer")], {"fridge": True, "drawer": False}),
            region("balcony", "balcony", [("plant", None), ("cushion", None)]),
            region("closet", "closet", [("duster", None), ("hammer", "box")], {"box": False}),
        ],
        doors=[dict(a="main", b="kitchenette", open=True), dict(a="main", b="balcony", open=True),
               dict(a="main", b="closet", open=True)],
        robot="main", history=[])))
    for l in L:
        for r in l["world"]["regions"]:
            for it in r["items"]:
                it["class"] = it.pop("class_")
                if it["container"] is None:
                    del it["container"]
    return L

def event(rng, w):
    regions = [r["id"] for r in w["regions"]]
    kinds = ["remove", "remove", "move", "move", "add", "robot", "robot", "robot", "door",
             "container", "used", "unknown"]
    while True:
        k = rng.choice(kinds)
        if k == "remove":
            full = [r for r in w["regions"] if r["items"]]
            if not full: continue
            r = rng.choice(full); it = rng.choice(r["items"])
            r["items"].remove(it)
            return dict(type="remove", region=r["id"], **{"class": it["class"]})
        if k == "move":
            full = [r for r in w["regions"] if any("container" not in i for i in r["items"])]
            if not full: continue
            r = rng.choice(full); it = rng.choice([i for i in r["items"] if "container" not in i])
            to = rng.choice([x for x in regions if x != r["id"]])
            r["items"].remove(it)
            next(x for x in w["regions"] if x["id"] == to)["items"].append({"class": it["class"]})
            return dict(type="move", **{"from": r["id"]}, to=to, **{"class": it["class"]})
        if k == "add":
            r = rng.choice(w["regions"]); c = rng.choice(CLASSES)
            cont = None
            if r["containers"] and rng.random() < 0.5:
                cont = rng.choice(sorted(r["containers"]))
            item = {"class": c}
            if cont: item["container"] = cont
            r["items"].append(item)
            e = dict(type="add", region=r["id"], **{"class": c})
            if cont: e["container"] = cont
            return e
        if k == "robot":
            to = rng.choice([x for x in regions if x != w["robot"]])
            w["robot"] = to
            return dict(type="robot", to=to)
        if k == "door":
            d = rng.choice(w["doors"]); d["open"] = not d["open"]
            return dict(type="door", a=d["a"], b=d["b"], open=d["open"])
        if k == "container":
            with_c = [r for r in w["regions"] if r["containers"]]
            if not with_c: continue
            r = rng.choice(with_c); c = rng.choice(sorted(r["containers"]))
            r["containers"][c] = not r["containers"][c]
            return dict(type="container", region=r["id"], container=c, open=r["containers"][c])
        if k == "used":
            c = rng.choice(["coke", "juice", "water", "tea", "cup", "mug"])
            w["history"].append(c)
            return dict(type="used", **{"class": c})
        if k == "unknown":
            return dict(type="unknown", note="a change the detector could not attribute to a room")

def main():
    rng = random.Random(20260211)
    scenes = layouts()
    episodes = []
    for s in scenes:
        for ins in INSTRUCTIONS:
            for rep in range(3):
                w = json.loads(json.dumps(s["world"]))
                evs = [event(rng, w) for _ in range(5)]
                episodes.append(dict(id=f"{s['id']}-{ins['id']}-{rep}", scene=s["id"], instruction=ins["id"], events=evs))
    out = dict(instructions=INSTRUCTIONS, scenes=scenes, episodes=episodes)
    with open(__file__.replace("gen_mind_events.py", "mind_events.json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")

main()
