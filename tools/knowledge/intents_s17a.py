"""Intents, part S17A (session 17): needs for three objects that catalog_s17a.py adds and no
intent covered (see intents_s13a.py for the formats): a blunt kitchen knife (the knife
sharpener, honing steel or whetstone: a pencil sharpener does not serve), apples to core
whole (the apple corer, else a knife; the peeler does not core), and being seen on a bicycle
after dark (bike lights; a torch or head torch will do). Phrasings are hand-written everyday
English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

intent("sharpen_knife", "scrub:4 cut:2", "knife sharpener",
       "kitchen drawer|cabinet|drawer", """
the kitchen knife is so blunt it squashes the tomatoes
my chef's knife won't cut through an onion skin any more
the carving knife has gone dull and tears the meat
the knives need an edge put back on them before the roast
this knife just slides off the pepper skin, it's lost its edge
I want my knives razor sharp again
the blade is too dull to slice bread thinly
the paring knife has gone blunt
I need to hone the knife before I carve the chicken
the edge on this knife is all rounded over
the knives keep slipping because they're so dull
the steak knives barely cut anything now
""")

intent("core_apple", "cut:5", "apple corer|kitchen knife",
       "kitchen drawer|cabinet|drawer", """
I want to take the cores out of these apples for baking
the apples need their middles taking out whole so I can stuff them
I'm making baked apples and the centres have to come out
the pips and core need removing from a dozen apples
I want to make apple rings for drying
I need hollowed-out apples for the stuffed apple recipe
the kids want apple slices without any core bits
the pears need coring before they go in the pan
I want to remove the tough centre from this pineapple
I need neat rings of apple for the fritters
""")

intent("cycle_at_night", "light:7 reach:1", "bike light|headlamp|flashlight",
       "garage shelf|storage bin|shoe rack|closet", """
I'm cycling home after dark and need to be seen
it's getting dark and my bike has nothing on the front
the police said I need something flashing on the back of my bike
I'm riding to work before sunrise tomorrow
the lane home has no street lights and I'm on the bike
I don't want cars to miss me on the bike in the dusk
my bike's front lamp has gone missing
the kids are cycling back from the park as it gets dark
I need something red on the back of the bike for the night ride
it'll be pitch black on the cycle path on the way back
""")

MORE = {}
DROP = {}
MOVES = {}
EXTRA_TOOLS = {}
REMOVE_TOOLS = {}
