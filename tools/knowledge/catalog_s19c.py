"""Catalog part S19C (session 19): see catalog_s12a.py for the formats.

T_S19C: rows in catalog.py's format. ALIASES_S19C: more names for existing objects.
MOVED_S19C: names taken off an object. EXTRA_TOOLS_S19C / REMOVE_TOOLS_S19C: intents' tools.
EXTRA_UNSEEN_S19C: storage places added to existing intents ("new<host" goes before host).
FIRST_UNSEEN_S19C: storage places put first, in this order, on an intent's list.
HAZARDOUS_S19C: new rows never handed over for affordance fit alone (name -> reason).

Session 19 (storage places that people name apart because they hold different things, but
that read as one place, so the robot opened the wrong one):
- the freezer was a label of the fridge: ice cubes, ice packs and ice cream could not prefer
  it, and a fridge and a freezer in view were one place. It has its own row; frozen things
  list the freezer first and the fridge second (a fridge-freezer stays the fridge).
- the medicine cabinet (the mirrored wall cabinet: medicines, plasters, razors) and the
  cupboard under the bathroom basin (the vanity unit: drain unblocker, spare toilet rolls,
  bleach, cloths) were both the bathroom cabinet. Each has its own row; the bathroom cabinet
  keeps the generic names (bathroom cupboard, bathroom shelf, toiletries cupboard) and stays
  on every intent as the fallback.
- the stationery cupboard (printer paper, envelopes, staples) read as a pencil case.
- the spice rack was the pantry, the baking cupboard a kitchen cupboard, a makeup bag the
  travel wash bag.
Labels of the new places are moved off the old objects (MOVED_S19C); the lexicon's
qualifiers ("freezer", "medicine", "mirrored", "vanity", "basin", "stationery", "spice",
"baking", "makeup") name the new places (assets/knowledge/lexicon.toml, session-19 block).
Written from everyday household knowledge (UK and US homes, offices), not from evaluation items.

Measured with `aide index label` on tools/knowledge/check_s19c.txt (top-1 catalog object against
the author's expectation): the first 169 storage labels 107 -> 168 (left: "key cupboard in the
hall" reads as the hall closet by the lexicon rule); 23 labels written after the first reading,
before any alias for them: 17 of 23 on first reading (the kitchen's "cupboard under the sink",
"sink cupboard", "under-sink cupboard" had gone to the bathroom basin's cupboard by likeness:
now aliases of the kitchen cabinet), 23 of 23 now. Every label of every storage place (and the
wash bag, the fuse box) reads as its own object but the three that failed before ("top drawer
in the kitchen", "tool chest of drawers", "table beside the bed"). With `aide plan --offline`
on 31 scenes of the author's (two or three places in view): 14 -> 25 explore the expected place;
the six left are understanding misses (a makeup request read as removing makeup, "pack my
toiletries" as packing food: the makeup bag used to be grounded there as the wash bag).
Place kernel (MiniLM cosine of the names, `knowledge.place_kernel_min` 0.85): no new place
reaches it with any other; nearest: bathroom sink cupboard / bathroom cabinet 0.776, stationery
cupboard / utility cupboard 0.766, medicine cabinet / cabinet 0.726 (/ bathroom cabinet 0.671),
spice rack / dish rack 0.691, baking cupboard / utility cupboard 0.693, freezer / fridge 0.658,
makeup bag / beach bag 0.633. So each is explored for its own intents only; the fallback is the
second place on the intent's list (the fridge after the freezer, the bathroom cabinet after
the medicine cabinet or the basin's cupboard).
"""

T_S19C = [
    # the freezer: ice cubes and ice trays, ice packs, frozen peas, ice cream and lollies
    ("freezer",
     "chest freezer|freezer drawer|deep freeze|deep freezer|freezers|upright freezer|tall freezer|"
     "under-counter freezer|undercounter freezer|under counter freezer|freestanding freezer|frost-free freezer|"
     "garage freezer|small freezer|freezer compartment|freezer drawers|freezer shelf|drawer of the freezer|"
     "top drawer of the freezer|bottom drawer of the freezer|middle drawer of the freezer|shelf of the freezer|"
     "door of the freezer|drawers of the freezer|frozen food drawer|frozen food compartment|ice box compartment|freezer section|freezer cabinet|tall freezer in the utility room|"
     "chest freezer in the garage|freezer in the garage|freezer in the utility room",
     "storage", "steel", "large", "rigid", "door", "cold:10 carry:8"),
    # the medicine cabinet: the mirrored wall cabinet over the basin, or a locked medicines
    # cupboard: medicines, plasters, thermometer, razors, tweezers
    ("medicine cabinet",
     "medicine cupboard|medicine chest|medicine shelf|pill cupboard|mirror cabinet|mirrored cabinet|"
     "mirrored cupboard|shaving cabinet|medicine cabinets|medication cupboard|medication cabinet|"
     "medicines cupboard|medicines cabinet|pill cabinet|tablet cupboard|locked medicine cabinet|"
     "mirrored medicine cabinet|mirrored bathroom cabinet|bathroom mirror cabinet|mirror cabinet above the sink|"
     "mirror cabinet above the basin|cabinet above the bathroom sink|cabinet above the basin|cupboard above the basin|"
     "cabinet over the sink|medicine cabinet above the sink|medicine cabinet in the bathroom|"
     "mirrored wall cabinet|bathroom mirror cupboard",
     "storage", "wood", "medium", "rigid", "door", "carry:6 care:6"),
    # the cupboard under the bathroom basin (vanity unit): drain unblocker, spare toilet
    # rolls, bleach and toilet cleaner, cloths, spare soap and toothpaste
    ("bathroom sink cupboard",
     "vanity cabinet|vanity unit|bathroom vanity|cupboard under the bathroom sink|cabinet under the bathroom sink|"
     "under-sink cupboard in the bathroom|under sink cupboard in the bathroom|bathroom under-sink cupboard|"
     "bathroom under-sink cabinet|bathroom undersink cupboard|bathroom vanity unit|vanity unit under the sink|"
     "vanity unit under the basin|sink vanity unit|basin vanity unit|cupboard under the basin|cabinet under the basin|"
     "under-basin cupboard|under basin cupboard|under-basin unit|under-basin cabinet|basin cupboard|basin cabinet|"
     "vanity cupboard|bathroom sink cabinet|bathroom sink unit|cupboard below the bathroom sink|"
     "cupboard under the washbasin|vanity cabinet under the basin|wall-hung vanity unit|double vanity unit|"
     "cloakroom vanity unit|vanity drawer|vanity unit drawer|bathroom cupboard under the sink|"
     "bathroom cabinet under the sink",
     "storage", "wood", "medium", "rigid", "door", "carry:6 wipe:3 care:2"),
    # the stationery cupboard at home or in the office: printer paper, envelopes, staples,
    # pens by the box, folders, sticky notes, printer ink
    ("stationery cupboard",
     "stationery cabinet|stationery closet|stationery store|stationery storeroom|stationery store room|"
     "stationery room|stationery shelf|stationery shelves|stationery cupboard at work|office stationery cupboard|"
     "office supplies cupboard|office supply cupboard|office supplies closet|office supply closet|supplies cupboard|"
     "supply cupboard|supply closet|stationery supplies cupboard|office cupboard|office storage cupboard|"
     "stationery locker|printer paper shelf|paper cupboard|supplies cupboard in the office|"
     "office stationery cabinet|stationery cupboards|cupboard of stationery|shelf of stationery",
     "storage", "wood", "large", "rigid", "door", "carry:6 mark:3"),
    # the spice rack: salt, pepper, herbs and spices by the cooker
    ("spice rack",
     "spice drawer|spice cupboard|spice racks|herb rack|herb and spice rack|spice shelf|spice shelves|"
     "spice carousel|rotating spice rack|revolving spice rack|wall-mounted spice rack|spice jar rack|"
     "spice organiser|spice organizer|spice tray|spice drawer insert|spice box|masala dabba|spice tin|"
     "spice rack on the wall|spice rack by the cooker|rack of spices|shelf of spices|drawer of spices|"
     "magnetic spice rack|tiered spice rack",
     "storage", "wood", "small", "rigid", "box/frame/slots", "carry:3"),
    # the baking cupboard: flour, sugar, cupcake cases, baking paper, icing, sprinkles, tins
    ("baking cupboard",
     "baking cabinet|baking shelf|baking shelves|baking supplies cupboard|baking things cupboard|"
     "cupboard of baking things|cupboard of baking stuff|baking supplies|baking storage|baking station|"
     "home baking cupboard|baking tins cupboard|cake tin cupboard|baking ingredients cupboard|"
     "shelf of baking things|cupboard with the flour|flour and sugar cupboard|baking cupboard in the kitchen",
     "storage", "wood", "large", "rigid", "door", "carry:6"),
    # a makeup bag or case: makeup, brushes, tweezers, a small mirror, hair grips
    ("makeup bag",
     "make-up bag|cosmetics bag|cosmetic bag|makeup bags|makeup case|make-up case|cosmetics case|cosmetic case|"
     "makeup pouch|make-up pouch|cosmetics pouch|makeup box|make-up box|makeup organiser|makeup organizer|"
     "makeup storage|makeup kit bag|train case|makeup train case|beauty case|beauty bag|"
     "makeup bag on the dressing table|makeup drawer organiser",
     "storage", "fabric", "small", "soft", "box/sides/zip", "carry:6 seal:4 care:2"),
]

ALIASES_S19C = {
    # a glove box named with its car ("X of Y" reads X: "glove box" alone was the car boot's "box")
    "glovebox": "glove box of the car|glovebox of the car|glove compartment of the car|glove box in the car|"
                "glovebox in the car|car glove compartment|passenger glovebox",
    "car boot": "boot of the estate car|boot of the hatchback|car boot floor|boot of the people carrier",
    # the consumer unit is where the trip switches are (an object to reach, not a store)
    "fuse box": "electrical consumer unit|consumer unit in the hall cupboard|consumer unit under the stairs|"
                "fusebox|fuse box on the wall|trip switch box|electric fuse box",
    "safe": "hotel room safe|hotel safe|in-room safe|room safe|safe in the wardrobe|wardrobe safe|"
            "small digital safe|electronic safe|floor safe|safe deposit box",
    "fridge": "american style fridge freezer|american fridge freezer|fridge in the kitchen|kitchen fridge",
    # the cupboard under the kitchen sink stays the kitchen cupboard (its own names, so the
    # bathroom basin's cupboard does not take them by likeness)
    "cabinet": "cupboard under the sink|cabinet under the sink|under-sink cupboard|"
               "undersink cupboard|sink cupboard|kitchen sink cupboard|kitchen sink cabinet|"
               "cupboard under the kitchen sink|cabinet under the kitchen sink|under the kitchen sink|"
               "kitchen under-sink cupboard|cupboard below the sink|cupboard beneath the sink|sink base unit",
    # keys hang by the front door: a key cabinet is the key box's wall cupboard
    "coat rack": "key cabinet|wall key cabinet|key cabinet by the front door|key box by the front door|"
                 "wall-mounted key box",
}
MOVED_S19C = {
    "fridge": "freezer|chest freezer|freezer drawer|deep freeze|deep freezer",
    "bathroom cabinet": "medicine cabinet|medicine cupboard|medicine chest|medicine shelf|pill cupboard|"
                        "mirror cabinet|mirrored cabinet|mirrored cupboard|shaving cabinet|"
                        "vanity cabinet|vanity unit|bathroom vanity",
    "pantry": "spice rack|spice drawer|spice cupboard",
    "wash bag": "make-up bag|makeup bag|cosmetics bag|cosmetic bag",
}
# a makeup bag still carries toiletries for a trip
EXTRA_TOOLS_S19C = {"pack_toiletries": "makeup bag",
                    # an ice lolly from the freezer cools a hot child down
                    "hot_person": "ice lolly"}
REMOVE_TOOLS_S19C = {}

_F = "freezer"
_M = "medicine cabinet"
_S = "bathroom sink cupboard"
_P = "stationery cupboard"
_B = "baking cupboard"

EXTRA_UNSEEN_S19C = {
    # ---- frozen things: the freezer first, the fridge second
    "keep_food_cold": f"{_F}<fridge",
    "swelling": f"{_F}<fridge|{_M}<bathroom cabinet",
    "chill_bottle": f"{_F}<fridge",
    "hot_person": f"{_F}<drawer",
    "scoop_ice_cream": f"{_F}<fridge",
    "fever": f"{_M}<bathroom cabinet|{_F}",
    "itchy_skin": f"{_M}<bathroom cabinet|{_F}",
    # ---- medicines, first aid, razors: the medicine cabinet before the bathroom cabinet
    "wound": f"{_M}<bathroom cabinet",
    "medicine": f"{_M}<bathroom cabinet",
    "splinter": f"{_M}<bathroom cabinet",
    "sore_throat": f"{_M}<bathroom cabinet",
    "cough": f"{_M}<bathroom cabinet",
    "pain_relief": f"{_M}<bathroom cabinet",
    "indigestion": f"{_M}<bathroom cabinet",
    "hay_fever": f"{_M}<bathroom cabinet",
    "hay_fever_nose": f"{_M}<bathroom cabinet",
    "dry_eyes": f"{_M}<bathroom cabinet",
    "measure_dose": f"{_M}<bathroom cabinet",
    "minor_burn": f"{_M}<bathroom cabinet",
    "back_pain": f"{_M}<bathroom cabinet",
    "sore_muscles": f"{_M}<bathroom cabinet",
    "blocked_nose": f"{_M}<bathroom cabinet",
    "joint_support": f"{_M}<bathroom cabinet",
    "head_lice": f"{_M}<bathroom cabinet",
    "split_pills": f"{_M}<bathroom cabinet",
    "quit_smoking": f"{_M}<bathroom cabinet",
    "health_check": f"{_M}<bathroom cabinet",
    "breathless": f"{_M}<bathroom cabinet",
    "use_spacer": f"{_M}<bathroom cabinet",
    "asthma_preventer": f"{_M}<bathroom cabinet",
    "own_adrenaline": f"{_M}<bathroom cabinet",
    "own_insulin": f"{_M}<bathroom cabinet",
    "teething_baby": f"{_M}<bathroom cabinet",
    "ears_clean": f"{_M}<bathroom cabinet",
    "shave": f"{_M}<bathroom cabinet|{_S}",
    "trim_beard": f"{_M}<bathroom cabinet|{_S}",
    "nose_hair": f"{_M}<bathroom cabinet|{_S}",
    # ---- cleaning the bathroom, drains, toilets: the cupboard under the basin first
    "clean_toilet": f"{_S}<bathroom cabinet",
    "unclog_drain": f"{_S}<bathroom cabinet",
    "unblock_toilet": f"{_S}<bathroom cabinet",
    "disinfect": f"{_S}<bathroom cabinet",
    "refresh_grout": f"{_S}<bathroom cabinet",
    # ---- toiletries: the mirror cabinet just after the bathroom cabinet, spares under the basin
    "brush_teeth": f"{_M}<sink|{_S}",
    "floss_teeth": f"{_M}<drawer|{_S}",
    "fresh_breath": f"{_M}<drawer|{_S}",
    "wash_hands": f"{_M}<sink|{_S}",
    "wash_body": f"{_M}<sink|{_S}",
    "condition_hair": f"{_M}<sink|{_S}",
    "greasy_hair": f"{_M}<drawer|{_S}",
    "body_odour": f"{_M}<drawer|{_S}",
    "shaving_lather": f"{_M}<drawer|{_S}",
    "bath_soak": f"{_M}<cabinet|{_S}",
    "period": f"{_M}<drawer|{_S}",
    "hair": f"{_M}<drawer|{_S}",
    "nails": f"{_M}<drawer|{_S}",
    "hard_skin_feet": f"{_M}<drawer|{_S}",
    "remove_nail_polish": f"{_M}<drawer|{_S}",
    "false_nails": f"{_M}<drawer|{_S}",
    "hold_hairstyle": f"{_M}<drawer|{_S}",
    "hair_out_of_face": f"{_M}<drawer|{_S}",
    "runny_nose": f"{_M}<nightstand|{_S}",
    "dry_skin": f"{_M}<nightstand|{_S}",
    "chapped_lips": f"{_M}<nightstand",
    "sun": f"{_M}<beach bag",
    "contact_lenses": f"{_M}<nightstand",
    "loose_dentures": f"{_M}<nightstand",
    "clean_dentures": f"{_M}<cabinet",
    "bath_temperature": f"{_M}<first aid kit",
    "cast_dry": f"{_M}<first aid kit",
    "repel_insects": f"{_M}<drawer",
    "mask_protect": f"{_M}<toolbox",
    "block_noise": f"{_M}<desk",
    "change_baby": _M,
    "pack_toiletries": f"{_M}<closet|{_S}",
    "bedside_toilet": _S,
    # hair appliances live in the vanity unit's drawers as often as anywhere
    "dry_hair": _S,
    "straighten_hair": _S,
    "curl_hair": _S,
    "set_hair_rollers": _S,
    "haircut": _S,
    # ---- makeup: the makeup bag
    "apply_makeup": f"{_M}<drawer",
    "brows_eyeliner": f"{_M}<drawer",
    "remove_makeup": f"makeup bag<drawer|{_M}<drawer|{_S}",
    "pluck_eyebrows": f"makeup bag<drawer|{_M}<drawer",
    "check_appearance": f"makeup bag<drawer|{_M}<drawer",
    # ---- stationery: paper, envelopes and staples by the box in the stationery cupboard
    "printer_supplies": f"{_P}<drawer",
    "refill_stapler": f"{_P}<drawer",
    "post_letter": f"{_P}<cabinet",
    "file_documents": f"{_P}<shelf",
    "laminate": _P,
    "fasten_papers": _P,
    "label_boxes": _P,
    "highlight_text": _P,
    "write_note": _P,
    "correct_ink": _P,
    "punch_holes": _P,
    "remove_staples": _P,
    "stick_paper": _P,
    "cut_paper": _P,
    "rule_line": _P,
    "erase": _P,
    "carry_files": _P,
    "calculate": _P,
    "put_up_paper": _P,
    # ---- baking: the baking cupboard before the pantry
    "line_tin": f"{_B}<pantry",
    "sift_flour": f"{_B}<pantry",
    "bake": f"{_B}<oven",
    "decorate_cake": f"{_B}<cabinet",
    "pipe_icing": f"{_B}<cabinet",
    "cut_shapes": _B,
    "cool_baking": _B,
}
FIRST_UNSEEN_S19C = {
    # ice cube trays are in the freezer
    "make_ice": f"{_F}|fridge",
    # bathroom cleaner under the bathroom basin
    "clean_bathroom": _S,
    # cupcake cases and sprinkles in the baking cupboard
    "bake_cupcakes": _B,
    # makeup in the makeup bag, then the bathroom cabinet
    "apply_makeup": "makeup bag",
    "brows_eyeliner": "makeup bag",
    # salt, pepper and spices on the spice rack
    "season_food": "spice rack",
}
HAZARDOUS_S19C = {}
