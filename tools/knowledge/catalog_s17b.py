"""Catalog part S17B (session 17): see catalog_s12a.py for the formats.

T_S17B: rows in catalog.py's format. ALIASES_S17B: more names for existing objects.
MOVED_S17B: names taken off an object. EXTRA_TOOLS_S17B / REMOVE_TOOLS_S17B: intents' tools.
EXTRA_UNSEEN_S17B: storage places appended to existing intents ("new<host" goes before host).
HAZARDOUS_S17B: new rows never handed over for affordance fit alone (name -> reason).

Session 17 (storage places): a place with a purpose of its own gets its own row, so that it
is explored for what it holds and does not stand in, through a coarse class, for places it
is not (a wine rack read as "cabinet" stood in for the bathroom cabinet; a guitar case read
as the guitar; the under-stairs and utility cupboards were one "closet" with the wardrobe).
Written from everyday household knowledge (UK and US homes), not from evaluation items.
"""

T_S17B = [
    # the household-utility cupboard: under the stairs, in the utility room, the broom cupboard.
    # Holds the vacuum, mop, broom and bucket, cleaning and laundry products, the ironing board,
    # light bulbs, the torch, extension leads, the step stool, pet supplies, the fuse box.
    ("utility cupboard",
     "utility room cupboard|utility closet|utility room storage|utility room shelf|utility room shelves|"
     "pet cupboard|dog cupboard|pet supplies cupboard|pet supplies box|pet supplies storage|broom cupboard|broom closet|broom cabinet|cleaning cupboard|cleaning closet|cleaning cabinet|janitor's closet|"
     "cupboard under the stairs|under-stairs cupboard|understairs cupboard|under stairs cupboard|under the stairs|"
     "under-stairs storage|understairs storage|under stairs storage|under-stairs closet|closet under the stairs|"
     "cupboard under the staircase|stair cupboard|storage cupboard under the stairs|storage under the stairs|cupboard under the stairs in the hall|understairs storage cupboard|hoover cupboard|vacuum cupboard|vacuum closet|ironing cupboard|"
     "laundry cupboard|laundry closet|laundry room cupboard|laundry room shelf|laundry room cabinet|"
     "mop cupboard|tall utility cabinet|tall broom cabinet|"
     "caddy of cleaning products|cleaning products caddy|cleaning supplies caddy|caddy of cleaning supplies|"
     "bucket of cleaning products|cleaning caddy|"
     "boiler cupboard|meter cupboard|fuse box cupboard|electric cupboard|electricity cupboard|gas meter cupboard",
     "storage", "wood", "large", "rigid", "door", "carry:8 wipe:3"),
    # a rack or cabinet for wine bottles
    ("wine rack",
     "wine racks|wine bottle rack|bottle rack|wine storage|wine shelf|wine shelves|wine cellar|"
     "wine cupboard|wine crate|wine box|wooden wine rack|metal wine rack|countertop wine rack|"
     "wall-mounted wine rack|wine cube|bottle holder rack|wine stand",
     "storage", "wood", "medium", "rigid", "box/frame/slots", "carry:4 liquid:2"),
    # a case or gig bag for a musical instrument: spare strings, capo, plectrums, tuner
    ("instrument case",
     "guitar case|guitar gig bag|gig bag|guitar bag|hard guitar case|soft guitar case|acoustic guitar case|"
     "electric guitar case|piano stool|piano bench|music stool|bass guitar case|ukulele case|violin case|viola case|cello case|instrument bag|"
     "music case|keyboard bag|banjo case|mandolin case|flute case|clarinet case|trumpet case|saxophone case",
     "storage", "fabric", "medium", "rigid", "box/handle/lid", "carry:6"),
    # a box or crate of camping gear: torches, lantern, tent pegs and mallet, pump, stove
    ("camping box",
     "camping crate|camping gear box|camping storage box|camping kit box|camping equipment box|camping trunk|"
     "camping cupboard|camping gear|camping kit|camping storage|box of camping gear|crate of camping gear|"
     "camping bag|camping gear bag|camping tub|camping chest|outdoor gear box|hiking gear box|festival box",
     "storage", "plastic", "large", "rigid", "box", "carry:8 light:2"),
    # a cupboard or chest of board games, puzzles and cards in the lounge or playroom
    ("games cupboard",
     "games cabinet|games chest|games box|board game cupboard|board games cupboard|"
     "board game cabinet|board game shelf|board games shelf|board game storage|games shelf|games shelves|"
     "games storage|puzzle cupboard|jigsaw cupboard|playroom cupboard|toy cupboard|toy cabinet|"
     "games cupboard in the lounge|games unit|games drawer|games trunk",
     "storage", "wood", "large", "rigid", "door", "carry:6"),
    # art and craft supplies: glue, paints, felt tips, paper, stickers, scissors
    ("craft box",
     "craft drawer|craft tub|craft basket|craft storage|craft drawer unit|craft drawers|craft cupboard|"
     "craft cabinet|craft trolley|craft caddy|craft organiser|craft organizer|craft chest|"
     "art box|art supplies box|art cupboard|art trolley|art caddy|art storage|"
     "arts and crafts box|arts and crafts drawer|arts and crafts storage|kids' art box|kids art trolley|kids' art trolley|kids' craft trolley|"
     "kids' craft box|scrapbooking box|paper craft box|stamp box|sticker box",
     "storage", "plastic", "medium", "rigid", "box", "carry:6 mark:2"),
    # a jewellery box or case: jewellery, watches, hair clips and slides
    ("jewellery box",
     "jewelry box|jewellery case|jewelry case|jewellery chest|jewelry chest|trinket box|ring box|jewellery drawer|"
     "jewelry drawer|jewellery organiser|jewelry organizer|jewellery tray|jewelry tray|jewellery stand|jewelry stand|"
     "jewellery cabinet|jewelry armoire|watch box|watch case|musical jewellery box|musical jewelry box",
     "storage", "wood", "small", "rigid", "box", "carry:3"),
    # a fishing tackle box (hooks, line, weights, a knife, pliers): its own place, not the toolbox
    ("tackle box",
     "fishing tackle box|fishing box|tackle bag|fishing tackle bag|fishing bag|fishing seat box|"
     "seat box|bait box|tackle case|lure box|fly box|fishing tackle",
     "storage", "plastic", "medium", "rigid", "box/handle/lid", "carry:6"),
]

ALIASES_S17B = {
    "first aid kit": "first aid tin|first-aid tin|first aid cabinet|first aid cupboard|first-aid cabinet",
    "bathroom cabinet": "medicine chest|medicine shelf|pill cupboard",
    "pantry": "spice rack|spice drawer|spice cupboard|bread bin|bread box|bread crock|biscuit barrel|"
              "cereal cupboard|snack cupboard|snack drawer|"
              "tin cupboard|pet food bin|pet food container|dog food bin|cat food bin|dog food container|"
              "pet food cupboard|pet food storage",
    "shoe rack": "hall bench|hallway bench|entryway bench|shoe cupboard in the hall|boot cupboard|shoe drawer|welly store",
    "storage bin": "christmas decorations box|christmas box|decorations box|box of christmas decorations|"
                   "decorations crate|loft box|attic box|loft storage|attic storage|"
                   "box in the loft|boxes in the loft|loft|attic|lego box|toy storage unit|toy storage|"
                   "toy tub|toy basket|toy bin|toy trunk|storage bench|bench with storage|window seat storage|window seat|storage seat|storage ottoman|ottoman box|ottoman storage|storage footstool|blanket ottoman",
    "garage shelf": "paint cupboard|garage storage cabinet|shed storage|"
                    "garden storage",
    "closet": "guest room wardrobe|clothes cupboard|bedroom cupboard",
    "changing bag": "nappy caddy|nappy basket|nappy organiser|nappy organizer|nappy stacker|nursery caddy|diaper caddy|nappy box",
    "drawer": "dressing table|vanity table|dressing table drawer|makeup table|make-up table|makeup drawer|make-up drawer|cosmetics drawer|hall table drawer|console table drawer|hallway drawer|hall drawer",
    "desk": "letter rack|post rack|mail organiser|mail organizer|mail sorter",
    "shelf": "cd rack|dvd rack|cd shelf|dvd shelf|media shelf|vinyl storage|record shelf|cd tower|dvd tower|record rack",
    "coat rack": "key box|key holder box|dog lead hook|dog lead hooks|lead hook",
    "kitchen drawer": "bottom drawer in the kitchen|top drawer in the kitchen|drawer in the kitchen island|foil drawer|"
                      "cling film drawer|foil and cling film drawer|baking tin drawer|tin drawer|baking drawer",
    "cabinet": "bar cart|bar trolley|drinks cart|drinks trolley|home bar|welsh dresser|kitchen dresser|dvd cabinet|dvd unit|record cabinet|vinyl cabinet|cd cabinet",
}
MOVED_S17B = {
    # the utility cupboard has its own row now
    "closet": "cupboard under the stairs|broom closet|utility closet|cleaning cupboard|understairs cupboard|"
              "under-stairs cupboard|under the stairs|utility cupboard|cleaning closet|janitor's closet|"
              "caddy of cleaning products|cleaning products caddy|cleaning supplies caddy|caddy of cleaning supplies|"
              "bucket of cleaning products|under stairs cupboard|utility room cupboard|boiler cupboard|"
              "meter cupboard|fuse box cupboard|electric cupboard",
    # craft storage is not the sewing box
    "sewing box": "craft box|craft drawer|craft tub|craft basket|craft storage",
}
EXTRA_TOOLS_S17B = {}
REMOVE_TOOLS_S17B = {}

_U = "utility cupboard"
EXTRA_UNSEEN_S17B = {
    # cleaning, laundry and the vacuum: the utility / under-stairs cupboard before the wardrobe
    "clean_dust": f"{_U}<closet",
    "sticky_floor": f"{_U}<closet",
    "sweep": f"{_U}<closet",
    "crumbs_table": f"{_U}<closet",
    "vacuum_carpet": f"{_U}<closet",
    "hoover_crumbs": f"{_U}<closet",
    "deep_clean_carpet": f"{_U}<closet",
    "carpet_stain": f"{_U}<closet",
    "clean_toilet": f"{_U}<closet",
    "clean_window": f"{_U}<closet",
    "clean_bathroom": f"{_U}<closet",
    "descale": f"{_U}<closet",
    "descale_appliance": f"{_U}<closet",
    "clean_oven": f"{_U}<closet",
    "clean_hob": f"{_U}<closet",
    "polish_furniture": f"{_U}<closet",
    "wash_walls": f"{_U}<closet",
    "refresh_grout": f"{_U}<closet",
    "wipe_spill": f"{_U}<closet",
    "disinfect": _U,
    "unclog_drain": f"{_U}<closet",
    "unblock_toilet": f"{_U}<closet",
    "wash_clothes": f"{_U}<closet",
    "soften_laundry": f"{_U}<closet",
    "iron_clothes": f"{_U}<closet",
    "crisp_shirt": f"{_U}<closet",
    "fill_iron": f"{_U}<closet",
    "hang_clothes": f"{_U}<closet",
    "trash": f"{_U}<closet",
    "clean_pet_mess": f"{_U}<closet",
    "fleas_in_house": f"{_U}<closet",
    "swat_insect": f"{_U}<closet",
    "mice": f"{_U}<closet",
    "ants": f"{_U}<closet",
    "wasps_nest": f"{_U}<closet",
    "wash_car": f"{_U}<closet",
    "polish_shoes": _U,
    # pets: food, shampoo, flea and worming treatments are kept in the utility room
    "bath_pet": f"{_U}<bathroom cabinet",
    "pet_fleas": f"{_U}<closet",
    "worm_pet": f"{_U}<closet",
    "pet_teeth": f"{_U}<closet",
    "pet_claws": f"{_U}<closet",
    "feed_pet": f"{_U}<closet",
    "feed_dog": f"{_U}<closet",
    "feed_cat": f"{_U}<closet",
    "feed_small_pet": f"{_U}<closet",
    "pet_hair_brush": _U,
    "walk_dog": _U,
    "pick_up_dog_poo": _U,
    # the step stool, bulbs, fuses, the torch and extension leads: under the stairs
    "reach_high": f"{_U}<closet",
    "climb_up": f"{_U}<closet",
    "reach_under": f"{_U}<closet",
    "change_bulb": f"{_U}<closet",
    "blown_fuse": f"{_U}<closet",
    "bleed_radiator": f"{_U}<closet",
    "check_live_wires": f"{_U}<closet",
    "more_sockets": f"{_U}<cabinet",
    "dark": f"{_U}|camping box",
    "see_into_gap": f"{_U}|camping box",
    "smoke_alarm": _U,
    "fire": f"{_U}<closet",
    "pan_fire": _U,
    "lubricate": f"{_U}<closet",
    # fans, heaters, suitcases, pumps, Christmas lights and decorations
    "warm_room": f"{_U}<garage shelf",
    "stuffy_room": f"{_U}<garage shelf",
    "hot_person": _U,
    "party_decorations": f"{_U}<storage bin",
    "pack_for_trip": _U,
    "store_items": _U,
    "inflate": f"{_U}<toolbox",
    "inflate_ball": f"{_U}<storage bin",
    "inflate_airbed": f"camping box<closet|{_U}<storage bin",
    "carry_groceries": _U,
    "carry_things": _U,
    "rain": _U,
    "exercise": _U,
    "strength_training": _U,
    "knock_down_high": _U,
    "clip_dog_coat": f"{_U}<closet",
    "draught": _U,
    # DIY kept under the stairs when there is no shed
    "fill_hole": f"{_U}<closet",
    "fill_wood": f"{_U}<closet",
    "caulk_gaps": f"{_U}<closet",
    "paint": f"{_U}<closet",
    "drill_hole": f"{_U}<closet",
    "hang_picture": _U,
    "screw": _U,
    # camping gear
    "knock_in_pegs": "camping box<toolbox",
    "casualty_warmth": "camping box",
    "repel_insects": "camping box",
    "keep_food_cold": "camping box",
    # the instrument's case holds its spare strings and tuner
    "restring": "instrument case<drawer",
    "tune_instrument": "instrument case",
    "keep_tempo": "instrument case",
    # wine is kept in the wine rack
    "wine": "wine rack",
    "pour_drink_guests": "wine rack",
    # board games in the games cupboard; toys in the toy cupboard; consoles in the TV unit
    "play_games": "games cupboard<storage bin|cabinet",
    "entertain_child": "games cupboard",
    "video_games": "games cupboard|cabinet",
    # art and craft supplies
    "stick_paper": "craft box<sewing box",
    "decorate_craft": "craft box<drawer",
    "paint_art": "craft box<storage bin",
    "draw": "craft box",
    "cut_paper": "craft box",
    "cut_on_mat": "craft box",
    "stamp_print": "craft box",
    "wrap_gift": "craft box",
    "put_up_paper": "craft box",
    # cake and pizza tins: in the drawer under the oven as well as the cupboard
    # the junk drawer in the kitchen: glue, rubber bands, tape measure, pens, chargers, stamps
    "fix_broken": "kitchen drawer|craft box",
    "bind_together": "kitchen drawer",
    "measure": "kitchen drawer",
    "write_note": "kitchen drawer",
    "charge_phone": "kitchen drawer",
    "post_letter": "kitchen drawer",
    "tidy_cables": "kitchen drawer",
    # dust masks with the DIY things
    "mask_protect": "garage shelf",
    # the baby's bag: nappies, dummy, bib, teething ring
    "change_baby": "changing bag",
    "soothe_baby": "changing bag",
    "messy_eater": "changing bag",
    "teething_baby": "changing bag",
    # the pet carrier under the stairs; dishwasher things in the utility room
    "pet_to_vet": _U,
    "run_dishwasher": _U,
    "rinse_aid": _U,
    # hair clips in the jewellery box
    "hair_out_of_face": "jewellery box",
    "hold_hairstyle": "jewellery box",
    "bake": "kitchen drawer",
    "crispy_pizza": "kitchen drawer",
    # saucepans and colanders in the deep pan drawer
    "cook_stove": "kitchen drawer",
    "drain_pasta": "kitchen drawer",
    # a crepe bandage in the bathroom cabinet
    "swelling": "bathroom cabinet",
    # sunglasses in the car's glovebox
    "glare": "glovebox",
}
HAZARDOUS_S17B = {}
