"""Intents, part S11 (session 11): needs still read as a neighbouring need after session 10.
Filled by this session's intent helper; tables MORE, DROP and MOVES (see intents_s10.py and
intents_s10l.py for the formats).

Chosen from the top of `aide cv --no-labels --verbose` on the session-11 base (intent top-1
0.663, tool hit 0.704): the side that was read as its neighbour gets phrasings that say what
distinguishes it (already stuck vs. lining beforehand, holding hair back vs. tidying it,
sticking vs. cutting paper, a heavy frame on a nail vs. a poster on the wall, cutting plants
vs. watering them), plus the two known misreadings of the brief (a spilt drink read as loose
tea, stapling pages read as punching holes). Hand-written everyday English, no tool names,
none copied from an evaluation set.

Measured: dev split TSR/ASR 0.98 / 0.94 before and after. The closing `aide cv` was not run
(one run takes ~20 min on this machine; no time left before the deadline). Pairs left: leaky_joint
/ bolt, video_games / play_games (cost no tool, see intents_s10.py); write_note -> post_letter
(writing a card or letter: post_letter lists a pen too, but an envelope would be accepted for a
note; left for lack of time), scrub_dishes -> pan_fire, wash_clothes <-> hang_clothes and the
rest of the list below the top ten.
"""

from intents_a import intent, I  # noqa: F401

# New intents (intent(...) calls appended to I by intents_a's helper).

# Existing intent -> phrasings appended (one per line, as in intents_s10.MORE).
MORE = {
    # glue/tape (sticking) was read as cutting paper: the pieces are already cut, they need joining.
    "stick_paper": """
the cut-out pictures need gluing onto the poster
I've cut the shapes out, now they need sticking down
the collage bits keep falling off the card
the kids' pasta pictures need the pasta fixing on
this bookmark has come unglued
the photo keeps lifting off the page of the album
my son wants the paper feathers stuck on his owl
the flap of the birthday card won't stay stuck down
the pieces of the paper model need joining at the tabs
the stamp won't stick to the envelope
the name label needs fixing onto the front of the folder
the two halves of the torn receipt need putting back together
the shapes we cut out need sticking onto the card
the kids have cut out their pictures and now want them glued down
the paper hearts the children cut need fixing on the valentine
""",
    # a heavy frame or hook on a nail was read as a poster stuck on the wall.
    "hang_picture": """
the heavy framed print needs a nail in the wall
I want to knock a hook into the wall for the mirror
the frame's got a wire on the back and needs something to hang from
the coat hooks need nailing to the back of the door
the old nail fell out and the painting is on the floor
I need to drive a pin into the wall for the little frame
the picture rail hook has come out of the plaster
the shelf bracket needs tacking into the wooden wall
grandad wants his medals in their frame hung above the mantelpiece
the glass-fronted frame is too heavy for sticky strips
I'd like to hang the framed tapestry properly on a nail
the horseshoe needs nailing up over the stable door
""",
    # food already stuck in a pan or tin (lift it out) was read as lining a tin beforehand.
    "stuck_lid_pot": """
the cake is out of the oven and won't come out of the tin
the lasagne has stuck to the dish and I want to serve a slice
the roast potatoes are done and glued to the tray
the gingerbread men are stuck to the sheet and I don't want to break them
the tarte tatin is stuck in the pan and needs loosening before I turn it out
the traybake has set hard in the corners of the tin
the sausages are stuck to the bottom of the frying pan
the cheese on the pizza has welded it to the tray
the crepe is stuck and needs easing off the pan
the bread has baked onto the bottom of the loaf tin
the cupcakes have stuck in the tin after baking
the yorkshire puddings are stuck fast in the tin
the muffins came out of the oven stuck to the tray
""",
    # lining / greasing before baking was read as food already stuck.
    "line_tin": """
the tin wants prepping before I pour the batter in
I'm about to put the sausage rolls in and the tray is bare
I don't want to be scrubbing the tray after the roast
next time the sponge must not stick, so the tin needs doing first
the tray needs a layer underneath before the cookies go on
""",
    # holding hair back (clip, band) was read as tidying it (brush, comb).
    "hair_out_of_face": """
my hair keeps falling in my food
I need my hair tied back before I play football
my long hair gets in the way when I'm drawing
I want my fringe held off my face while I do the dishes
my daughter needs her hair up for ballet
my hair keeps getting caught in the car seatbelt
I need my hair off my neck, it's so hot
my hair gets in my eyes when I bend over the sink
the little one's hair keeps falling in her dinner
I want a quick ponytail before I start cooking
my hair keeps falling over the page when I write
""",
    # cutting back or picking from plants was read as watering them.
    "trim_plant": """
the brown crispy leaves on the plant need cutting off
the rose bush has wilted flowers that want snipping off
the basil plant is getting leggy and needs a trim
the dead stems in the window box need cutting away
I want to take a cutting from the geranium
the ivy is trailing all over the shelf and needs cutting back
the lavender has finished flowering and needs a trim
the wilted heads on the petunias need pinching off
the yucca has dried-up leaves at the bottom that need removing
I want a few stems of mint for the jug of water
""",
    # a spilt drink (wipe it up) was read as loose tea leaves in a cup.
    "wipe_spill": """
my cuppa went all over the worktop
I tipped my tea across the kitchen counter
there's tea dripping off the edge of the table
the teapot got knocked over and it's all over the tray
I've slopped coffee all over the floor
my brew's gone everywhere, what a mess
the milk jug tipped and there's a white puddle on the side
there's a sticky pool of squash on the table
the vase fell over and there's water all across the sideboard
grandma's tea slopped into her saucer and onto the tablecloth
I've spilt my tea everywhere
I spilled a mug of tea on the desk
the tea spilt all over the side when I knocked it
there's spilt tea all across the kitchen table
""",
    # stapling or clipping pages together was read as punching holes or filing them.
    "fasten_papers": """
these pages need stapling together
can these sheets be fixed together in the corner
the three pages of the form need joining at the top
the pages of the contract should be fastened together
my homework pages need clipping together before I hand them in
could you fasten these sheets so they don't come apart
I want these printouts joined at the corner so nothing gets lost
the pages of the quiz need putting together for each team
the minutes are four pages and need holding together
each pile of handouts needs fastening before the class
""",
    # a hungry cat or kitten (bowl, food) was read as a bored one (toy).
    "feed_pet": """
the kitten is mewing and it's past her teatime
the cat is following me round the kitchen wanting her food
the cat woke me at five for her breakfast
the kitten has licked her dish clean and wants more
the cat keeps pawing at the treat tin
the cat sits by her empty dish and stares at me
the neighbour's cat I'm minding needs her dinner
the kittens are squeaking for their supper
""",
}

# Existing intent -> phrasings taken off it (exact text, one per line).
DROP = {
}

# New intent -> existing intents its phrasings are taken off.
MOVES = {
}

# Existing intent -> acceptable tools appended.
EXTRA_TOOLS = {
}
