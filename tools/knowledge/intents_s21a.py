"""Intents, part S21A (session 21, helper a): a quality pass over intents' tool and place
lists, and four pairs of intents that took each other's requests. Imported after every other
intents part (it edits the declared intents and other parts' MORE tables in place).

FOLD: two intents for one need (same tools, same places) split the neighbours' vote between
them and each read the other's requests. The folded intent's phrasings, tools and places join
the kept one; its MORE phrasings in later parts and its MOVES entry follow it.
  * deter_cats -> cat_deterrent: both are cats, foxes and pigeons fouling or digging a garden,
    met with a cat scarer or a repellent kept in the shed or garage.
  * inflate_car_tyre -> tyre_pressure: both are a car tyre that looks low or a tyre-pressure
    warning; tyre_pressure already listed every inflate_car_tyre tool. The 12 V inflator comes
    first: it reads the pressure and adds the air, so it serves "check them" and "they need air";
    a gauge alone only tells you they are low.

Two other pairs are different needs and keep both intents; phrasings move (DROP + MORE) so each
holds its own need, and MORE adds discriminating ones (no tool the intent lists is named):
  * climb_up (a step stool only) is getting yourself up high: a ceiling bulb, a smoke alarm,
    curtains, a blind, the top of a wardrobe, or bringing down something bulky or alive (a
    suitcase, a box of decorations, the cat). reach_high (step stool, grabber, extension pole)
    is a light thing on a high shelf or cupboard (a tin, a jar, a mug, a toy), also for someone
    who cannot climb. Suitcases, boxes and smoke alarms move from reach_high to climb_up; jars,
    flour, herbs and loo rolls on a high shelf move from climb_up to reach_high.
  * power_trip (consumer unit, light to see it by) is a circuit or part of the house gone dead;
    blown_fuse (a plug fuse, a screwdriver) is one appliance dead while its socket still works.
    blown_fuse's circuit-wide phrasings (a bang and the downstairs sockets went, half the house
    went dead) move to power_trip.

REMOVE_TOOLS / EXTRA_TOOLS: list fixes by common sense (see the comments).
"""

from intents_a import I
import intents_s13a
import intents_s17c
import intents_s19a
import intents_s20b
import intents_s21b

# ------------------------------------------------------------------ folded intents
FOLD = {
    "deter_cats": "cat_deterrent",
    "inflate_car_tyre": "tyre_pressure",
}
# kept intent -> its lists after the fold (best first)
FOLD_TOOLS = {
    "cat_deterrent": "cat scarer|cat repellent",
    "tyre_pressure": "tyre inflator|tyre pressure gauge|foot pump|bicycle pump",
}
FOLD_UNSEEN = {
    "cat_deterrent": "garage shelf|closet|storage bin|cabinet",
    "tyre_pressure": "car boot|glovebox|garage shelf",
}
# an inflator reads the pressure and adds air: the need measures and seals
FOLD_AFF = {
    "tyre_pressure": "mark:4 seal:3 reach:2",
}


def _fold():
    by = {it["name"]: it for it in I}
    for old, new in FOLD.items():
        src, dst = by[old], by[new]
        dst["phrasings"] += [p for p in src["phrasings"] if p not in dst["phrasings"]]
    I[:] = [it for it in I if it["name"] not in FOLD]
    for name, tools in FOLD_TOOLS.items():
        by[name]["tools"] = tools.split("|")
    for name, places in FOLD_UNSEEN.items():
        by[name]["unseen"] = places.split("|")
    for name, aff in FOLD_AFF.items():
        by[name]["aff"] = aff
    # later parts' phrasings for a folded intent go to the kept one
    for mod in (intents_s17c, intents_s19a, intents_s20b, intents_s21b):
        for old, new in FOLD.items():
            if old in mod.MORE:
                mod.MORE[new] = mod.MORE.get(new, "") + "\n" + mod.MORE.pop(old)
    # inflate_car_tyre's phrasings were taken off inflate: tyre_pressure's now are
    moves = intents_s13a.MOVES
    if "inflate_car_tyre" in moves:
        moves["tyre_pressure"] = moves.pop("inflate_car_tyre")


_fold()

# ------------------------------------------------------------------ moved phrasings
_TO_CLIMB = """
the box on top of the wardrobe is out of reach
I can't reach the smoke alarm
how will I get the suitcase down off the wardrobe?
the suitcases are up on the top of the wardrobe and we leave tomorrow
the smoke alarm on the ceiling needs testing
get the box down from the top of the wardrobe
the suitcase is on top of the wardrobe and out of reach
the Christmas decorations are on the top shelf in the garage
the Christmas decorations are on the top shelf of the wardrobe
the top of the kitchen cabinets is too high for me
"""
_TO_REACH = """
the jars I need are on the highest shelf of the pantry
I can't get the flour down from the top of the cupboard
the herbs are on a shelf way above my head
the spare loo rolls are on the top shelf of the airing cupboard
"""
_TO_TRIP = """
there was a bang and all the downstairs sockets went off
the kettle popped and now the kitchen has no power
the lights upstairs went out with a flash when I switched them on
half the house went dead when the toaster blew
the plug on the lamp sparked and now nothing on that circuit works
one of the sockets in the kitchen has no power
"""

# a bike tyre is the inflate intent's (a bicycle pump), not the car's
_TO_INFLATE = """
the bike tyres feel squishy, what pressure are they
"""

DROP = {
    "tyre_pressure": _TO_INFLATE,
    "reach_high": _TO_CLIMB,
    "climb_up": _TO_REACH,
    "blown_fuse": _TO_TRIP,
}

MORE = {
    "climb_up": _TO_CLIMB + """
the curtain pole bracket up by the ceiling has worked loose
I need to get up and check what's making that rattle in the top of the airing cupboard
I need to get up high enough to unhook the curtains from the rail
I want to pin the bunting along the top of the window frame
the kitten has scrambled onto the top of the tall cupboard and won't come down
the heavy box of photo albums is on top of the wardrobe and I need both hands for it
I have to get up and wipe the dust off the tops of the kitchen units
the blind has slipped off its bracket at the top of the window
I've got to paint the strip of wall just under the ceiling
the star needs to go on the top of the Christmas tree and I'm too short
I need to get my head up into the loft to look for the camping gear
the big case for the holiday is stuck up on top of the wardrobe
""",
    "reach_high": _TO_REACH + """
my tea caddy has been pushed to the back of the top shelf
the little jar of cinnamon is on the shelf above the cooker hood
the crisps are hidden on the top shelf away from the kids and now I can't get them either
the sauce bottle has ended up at the very back of the high cupboard
Mum's in a wheelchair and her spices are on the top rack
the teddy got tossed onto the top of the bookcase
my favourite mug got put away on the highest shelf
the box of tissues is on the top shelf of the bathroom cupboard
Grandad can't manage a climb with his hip but his tablets are on a high shelf
the packet of pasta is just beyond my fingertips on the top shelf
the stock cubes live on the shelf above my head and I can't get at them
someone put the peanut butter up where I can't reach it
the oats have been moved to the shelf nobody short can get to
""",
    "power_trip": _TO_TRIP + """
there was a loud crack and every light on the landing went out
half the sockets in the kitchen stopped working at once
the whole upstairs has gone dark but downstairs is fine
the washing machine and the utility room lights went off together
the shower cut out mid-wash and the bathroom light went with it
the garage and the back bedroom have both lost power
the lights flickered and then the whole ground floor went off
next door still has lights but our house has been dark since the bang
every socket in the living room is dead since the lamp popped
the back of the house lost its electric when I plugged the heater in
""",
    "blown_fuse": """
the kettle won't switch on but the toaster works from the same socket
the lamp's dead but the wall socket is fine when I try the radio in it
the extension lead has died but the wall socket still works
the hoover won't start in any socket in the house, it must be its plug
the old iron stopped working and the socket still runs the radio
the telly's plug went pop and the telly's the only thing that's dead
the heater died but the lamp works fine in that very socket
the toaster conked out and it won't go in any other socket either
the Christmas tree lights went off but the socket's still working
the plug on the fan needs opening up and the little cartridge swapping
""",
    "cat_deterrent": """
the neighbour's cats walk all over my car and scratch the paint
a ginger cat keeps squatting in my raised beds
a fox keeps burrowing under the shed and digging up the lawn
the neighbourhood cats are ruining my newly planted borders
""",
    # (reworded: the MOVES entry above takes tyre_pressure's declared phrasings off inflate)
    "inflate": """
the bike tyres feel squishy and I've no idea what pressure they're at
the back wheel of my bike feels soft when I ride over bumps
my son's bike tyres have gone squidgy since the summer
""",
    # worn tread is check_tread's (a tread depth gauge), not the pressure's
    "check_tread": """
the tyres have worn almost smooth down the middle
I can hardly see any pattern left on the front tyres
are the tyres too worn to get through the MOT?
""",
    "tyre_pressure": """
I'm not sure the car tyres are where they should be before the long drive
the tyres on the car look a bit low and need topping up with air
one wheel on the car is sitting lower than the others
""",
}

# ------------------------------------------------------------------ list fixes
# Existing intent -> acceptable tools taken off it.
REMOVE_TOOLS = {
    "pan_fire": "towel",           # a dry towel feeds a pan fire; a lid, a damp tea towel, a fire blanket smother it
    "fire": "towel",               # same: a dry towel on burning curtains, a bin or a telly spreads it
    "walking_aid": "step stool",   # not something to lean on while walking
    "capo_key": "guitar pick",     # a plectrum does not change the key; the capo does
    "swim_float": "swimming goggles",  # goggles do not keep a non-swimmer afloat
    "eye_protect": "sunglasses",   # not impact-rated against grinder sparks, tile shards, flying chips
    "loose_tea": "colander",       # its holes let tea leaves through; a sieve holds them back
}
# Existing intent -> acceptable tools added ("new<host": just before host).
EXTRA_TOOLS = {
    "frozen_pipes": "hair dryer<towel",  # the usual way to thaw a frozen pipe or tap
    "loose_tea": "sieve",                # a fine sieve strains loose leaves
}
