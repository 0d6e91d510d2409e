"""Intents, part S9C (session 9): an audit of existing intents whose acceptable tools were too
coarse. Where one intent held two needs that want different tools (light vs noise at night),
the second need is a new intent here and its phrasings are taken off the old one (MOVES); where
an intent listed a tool that only loosely serves it, the tool is taken off (REMOVE_TOOLS).
Splits here: video gaming off play_games (a controller, not dice); teething off soothe_baby (a
teething ring, not a bottle or a blanket); cats off play_with_pet (a cat toy, not a tennis ball
or a rope); room warmth off bath_temperature (a room thermometer); geometry constructions off
draw_circle (a compass, not a cup); edges off mow_lawn (a strimmer or shears, not the mower);
slugs off garden_pests (pellets, not a spray); live-wire checks off blown_fuse (a voltage
tester, not a fuse); holding work to the bench off clamp_glue (a clamp, not tape or a peg);
kettles and machines off descale (descaler only, not a bathroom cleaner or a scrubbing brush);
hobs off clean_oven (a hob scraper or a sponge, not steel wool); moss, thatch and soil off
rake_leaves (a rake, not a leaf blower or a broom); appliances off wobbly_table (levelled by
their feet with a spirit level and a spanner, not wedged with a napkin).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

intent("video_games", "pinch:2 mark:1", "game controller|game", "shelf|storage bin|drawer|sofa", """
I feel like a bit of gaming
my nephew wants to race cars on the telly
let's see who can beat my high score
my friend is coming over to play the new football game
we need a second player for the match
I want to play on the console tonight
the kids want to play the new game on the telly
I fancy a round of that shooting game online
my son wants to carry on his level on the console
I'd like to play the racing game with my brother
we're having a two-player tournament on the TV
I want to finish the last boss before bed
my daughter wants to play her dancing game on the television
""")

intent("teething_baby", "care:7 cushion:3", "dummy", "nightstand|drawer|fridge|bathroom cabinet", """
the baby is teething and unhappy
the baby's teeth are hurting her
the baby's gums are sore and red
she's dribbling and chewing because a tooth is coming
the teething is keeping the baby up all night
the baby is cranky and gnawing her fingers
the baby is teething and grizzly
he's chewing his fists because his gums hurt
the baby is gnawing on everything
his back teeth are coming through and he's miserable
her first tooth is cutting through and she's so upset
the little one has a swollen gum and keeps crying
he's got red cheeks and is biting everything, must be his teeth
the baby wants something hard to chomp on for her sore gums
""")

intent("play_with_cat", "care:3 reach:3 pinch:2", "pet toy", "storage bin|closet|drawer|shelf", """
the cat is bored and keeps knocking things off the shelf
the kitten wants something to pounce on
the cat needs something to scratch that isn't the carpet
the cat loves chasing things round the room
the cat needs some exercise
the kitten keeps attacking my ankles
the cat is scratching the sofa to bits
my indoor cat looks fed up
the cat wants to chase something
the cat is bored stiff
the kitten is restless and wants attention
the rabbit needs something to keep it busy
the cat keeps clawing the wallpaper
the kitten is pouncing on my feet under the duvet
my cat needs entertaining while I work from home
the cat is stalking the curtains again
""")

intent("room_temperature", "mark:5 care:3 warm:3", "room thermometer", "shelf|drawer|nightstand|cabinet", """
is the nursery warm enough for the newborn
I want to check the temperature of the baby's room
the nursery feels too warm for the baby
I want to know the room temperature in the bedroom
is it too chilly in the spare room for the newborn
the conservatory feels baking, how warm is it
I want to know how cold the greenhouse gets at night
the living room feels freezing, how many degrees is it in here
I'm not sure the heating is really reaching twenty degrees
grandma's flat feels cold, I want to see how warm it actually is
the office feels stuffy, I wonder what temperature it is
is the bedroom too hot for sleeping
I want to keep an eye on how warm the loft gets in summer
""")

intent("geometry_construction", "mark:7 twist:3 reach:2", "drawing compass", "pencil case|desk|drawer", """
my geometry homework needs circles
my maths homework says construct a circle of radius five centimetres
I need to bisect this angle for geometry
my geometry homework needs arcs
I have to construct an equilateral triangle for maths
the worksheet says draw the perpendicular bisector of this line
I need arcs of exactly four centimetres for this construction
my son has to construct a sixty degree angle without a protractor
the maths test has a loci question with circles round a point
I need to mark off equal distances along this line for geometry
the technical drawing needs an exact radius on the corner
""")

intent("trim_edges", "cut:8 reach:6 scrub:2", "strimmer|garden shears", "garage shelf|closet", """
the grass along the fence is too long and the mower can't reach it
the lawn edges are ragged and untidy
the long grass around the tree trunks needs tidying
there are nettles and brambles taking over the bottom of the garden
the grass by the wall is shaggy where the mower doesn't go
the verge outside the house is overgrown
the tall grass around the shed needs knocking back
the weeds along the driveway edge have shot up
the grass round the washing line pole is a mess
the path edges are disappearing under the grass
the bank is too steep to mow and it's overgrown
the awkward corners of the lawn are all overgrown
the grass along the edges of the lawn is long and scraggly
the long grass by the fence needs cutting where the mower won't reach
the edges of the lawn need tidying up
there's tall grass and weeds growing up against the shed
the grass around the trees is too long
""")

intent("slugs_snails", "care:3 reach:2 liquid:1", "slug pellets", "garage shelf|cabinet|closet", """
slugs are eating all my lettuces
the snails have destroyed the hostas overnight
slugs and snails are eating everything in the vegetable patch
the slugs have eaten my seedlings
the seedlings keep getting nibbled at night
there are slime trails all over the strawberry bed
the snails are climbing up the pots and eating the basil
my dahlias have been shredded by slugs again
after the rain the slugs have come out and gone for the beans
there are snails all over the veg bed every morning
something slimy is chewing the courgette plants at night
""")

intent("check_live_wires", "mark:6 care:5 light:2 fasten:2", "voltage tester", "toolbox|drawer|garage shelf|closet", """
I want to make sure the wires are dead before I touch them
is this socket live or not
I need to check the power is off before changing the light fitting
I need to check whether the wires are live
I need to be sure the cable isn't live before I cut it
the socket might still be live and I don't want a shock
I've flicked the breaker but want to be certain the circuit is off
I'm about to swap the light switch and want to know there's no current
I don't know which wire is live in this junction box
I want to check there's no power at the ceiling rose before I start
""")

intent("hold_workpiece", "pinch:8 fasten:6", "clamp", "toolbox|garage shelf", """
I need to hold this piece still while I drill it
the plank keeps moving about while I'm sawing it
the wood needs holding firmly to the workbench
the shelf I'm cutting keeps sliding off the bench
the board shifts every time I try to plane it
the pipe keeps rolling while I cut it
the batten won't stay put on the table while I sand it
this bit of metal needs holding down while I file it
the offcut slips about when I try to chisel it
I can't keep the worktop steady while I cut the sink hole
the wood keeps slipping while I cut it
the timber won't stay still on the sawhorse
I need the board fixed down so it doesn't move while I work on it
""")

intent("descale_appliance", "liquid:7 scrub:2", "limescale remover", "cabinet|pantry|closet", """
the kettle is furred up with limescale
the coffee machine says it needs descaling
there's a hard crust of lime in the bottom of the kettle
the steam iron is clogged with scale
the water jug has a white film that won't wash off
the tea has bits floating in it from the kettle
the kettle is crusted with limescale
the kettle is full of limescale
the kettle has white scaly bits in it
the espresso machine is running slow and needs a descale
the iron spits white flakes onto my shirts
the kettle takes ages to boil because of the scale in it
the dishwasher has a white chalky coating inside
""")

intent("clean_hob", "scrub:7 wipe:5 cut:2 heat:1", "scraper|sponge", "kitchen drawer|cabinet|closet", """
the hob has burnt-on spills that won't shift
the ceramic hob has a burnt sugar spill
the hob is covered in burnt-on grease
the glass cooktop has a black ring burnt onto it
milk boiled over and has baked onto the induction hob
there's melted plastic stuck to the ceramic hob
the stovetop has crusty burnt bits round the rings
the jam boiled over and set hard on the cooktop
I don't want to scratch the glass hob getting this burnt mess off
the halogen hob has brown burnt marks that won't wipe off
""")

intent("rake_lawn", "scrub:6 reach:7 scoop:3", "rake", "garage shelf|closet", """
I want to level out the soil before sowing grass seed
the lawn is thick with moss that needs pulling out
the grass cuttings are lying in clumps all over the lawn
the lawn is full of dead thatch and needs scarifying
I need to spread the topsoil evenly over the new bed
the gravel on the drive needs spreading out level
the veg bed needs breaking down to a fine tilth before sowing
the lawn needs the dead grass pulled out in spring
the mulch needs spreading evenly round the shrubs
the seed bed is lumpy and needs smoothing over
""")

intent("level_appliance", "mark:4 twist:5 fasten:3", "spirit level|wrench", "toolbox|garage shelf|drawer", """
the washing machine shakes because it isn't level
the fridge rocks back and forth
the washing machine walks across the floor on the spin cycle
the dishwasher door won't close properly because it's not level
the tumble dryer rattles on the uneven floor
the cooker isn't level and the oil runs to one side of the pan
the new fridge freezer leans forward
the washing machine bangs about every time it spins
the feet on the dishwasher need winding down a bit
the fridge door swings open because it's tilted
""")

# Existing intent -> phrasings taken off it without moving to an intent above, one per line.
DROP = {
    "clean_oven": """
the microwave is splattered with sauce
""",
    # The baby/toddler eating phrasings belong to messy_eater (a bib), which already says them.
    "protect_clothes_cooking": """
the baby keeps dribbling food down his front
the toddler gets spaghetti all down his top
""",
    # A hole in a leather belt wants an awl or a skewer, not an office hole punch.
    "punch_holes": """
I need to make a hole in this belt
""",
}

# New intent above -> existing intents its phrasings are taken off (they moved here).
MOVES = {
    "video_games": "play_games",
    "teething_baby": "soothe_baby",
    "play_with_cat": "play_with_pet",
    "room_temperature": "bath_temperature",
    "geometry_construction": "draw_circle",
    "trim_edges": "mow_lawn",
    "slugs_snails": "garden_pests",
    "check_live_wires": "blown_fuse",
    "hold_workpiece": "clamp_glue",
    "descale_appliance": "descale",
    "clean_hob": "clean_oven",
    "rake_lawn": "rake_leaves",
    "level_appliance": "wobbly_table",
}

# Existing intent -> acceptable tools appended (a more specific catalog object), "a|b".
EXTRA_TOOLS = {
    # First aid for a burn: cool it, then cover it loosely with cling film.
    "minor_burn": "cling film",
}

# Existing intent -> acceptable tools taken off it, "a|b".
REMOVE_TOOLS = {
    "play_games": "game controller|toy",          # split: video_games; a toy is no board game
    "play_with_pet": "",                          # dog-only now; pet toy, tennis ball, rope all fit
    "bath_temperature": "meat thermometer",       # a cooking probe in the baby's bath
    "draw_circle": "pencil",                      # a pencil alone draws no circle
    "mow_lawn": "strimmer|garden shears",         # split: trim_edges
    "garden_pests": "slug pellets|work gloves",   # split: slugs_snails; gloves kill no greenfly
    "blown_fuse": "voltage tester|flashlight",    # split: check_live_wires
    "descale": "",
    "protect_clothes_cooking": "towel|napkin",    # an apron; a towel or napkin only in a pinch
    "play_music": "headphones",                   # music out loud for the room
    "private_listening": "earplugs|phone",        # earplugs block sound; the phone is not private
    "more_sockets": "phone charger",              # a charger adds no socket
    "wobbly_table": "book",                       # far too thick to wedge under a leg
    "pour_sauce": "measuring cup",
    "dry_eyes": "tissues",
    "breathless": "pill bottle|glass",            # wheezing wants the inhaler
    "measure_dose": "spoon|measuring cup",        # a teaspoon or kitchen measure is not a dose
    "minor_burn": "ice pack",                     # no ice on a burn
    "hair_out_of_face": "safety pin",
    "remove_makeup": "towel",
    "messy_eater": "towel|wet wipes",             # a bib (muslin) protects; wipes clean up after
    "put_on_shoes": "spoon",
    "loose_trousers": "rope",
    "broken_lace": "rope|rubber bands",
    "highlight_text": "pencil|pen",
    "rule_line": "pencil|book",                   # the straight edge is the ruler
    "punch_holes": "pen|pencil",
    "calculate": "pen|notebook",
    "rake_leaves": "trash bag",
    "kill_weeds": "pressure washer|work gloves",
    "mice": "work gloves",
    "puncture": "duct tape",
    "bleed_radiator": "rag",
    "smooth_edge": "utility knife",
    "fill_hole": "sandpaper",
    "unblock_toilet": "work gloves",
    "clean_oven": "work gloves",                  # split: clean_hob (no steel wool on glass)
    "bath_pet": "soap",                           # pet shampoo, not people's soap
}
REMOVE_TOOLS = {k: v for k, v in REMOVE_TOOLS.items() if v}
