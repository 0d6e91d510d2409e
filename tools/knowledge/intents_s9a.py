"""Intents, part S9A (session 9): an audit of existing intents whose acceptable tools were too
coarse. Where one intent held two needs that want different tools (light vs noise at night),
the second need is a new intent here and its phrasings are taken off the old one (MOVES); where
an intent listed a tool that only loosely serves it, the tool is taken off (REMOVE_TOOLS).
Where the second need already has its own intent elsewhere (whisk_eggs, cover_leftovers,
clean_bathroom, minor_burn), its phrasings are only taken off the coarse intent.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# A corked wine bottle wants a corkscrew; a crown cap wants a bottle opener (open_bottle).
intent("uncork_wine", "twist:9 pinch:3 reach:2", "corkscrew", "kitchen drawer|drawer|cabinet", """
this cork is stuck in the bottle
I can't pull the cork out of the wine
the cork is wedged in the neck of the bottle
the bottle of merlot is waiting to be opened
time to open that bottle we got as a gift
the red wine has a proper cork, not a screw top
I want to open this bottle of rioja for dinner
the port has a cork I can't shift
how do I get into this bottle of claret
the cork won't budge and the guests are waiting for their wine
the bottle of white for tonight still has its cork in
I'd like to open the wine to let it breathe
""")

# Sausages, bacon, steak and barbecue pieces are turned with tongs; pancakes, eggs and
# omelettes need a flat spatula slid underneath (flip_food).
intent("turn_with_tongs", "pinch:8 heat:6 reach:3", "tongs|spatula", "kitchen drawer|cabinet", """
the sausages need turning before they burn
the chicken thighs on the barbecue need turning
the bacon needs turning over
the courgette slices need turning on the griddle
the steak is browned on one side
the kebabs on the barbecue need rolling over
the corn on the cob is charring on one side of the grill
the chicken wings in the pan need turning
the prawn skewers are pink underneath
the asparagus on the griddle needs turning
the lamb chops on the grill need doing on the other side
the sausages on the barbecue are black on one side
""")

# Frying wants a frying pan; boiling and simmering want a saucepan (cook_stove).
intent("fry_food", "heat:9 scoop:3 carry:2", "frying pan|saucepan", "cabinet|oven|kitchen drawer", """
let me fry a couple of eggs
I want to make an omelette
I want to fry some eggs
I'm going to make a stir fry
I want to make pancakes
I fancy fried rice tonight
I want to sauté some mushrooms
let me fry some onions and garlic to start the sauce
I'm going to fry some sausages for tea
I fancy a bacon sandwich
I want a proper fry-up for breakfast
the mince needs browning for the chilli
I'd like to pan-fry the salmon fillets
I want to make some french toast
""")

# A loaf wants a serrated bread knife (slice_food keeps the kitchen knife).
intent("slice_bread", "cut:10", "bread knife|kitchen knife", "kitchen drawer|cabinet", """
I need to slice the bread
the loaf needs to be sliced for sandwiches
the baguette needs cutting for the party
I want a couple of slices off the sourdough
the crusty loaf from the bakery is still whole
the bread for the toast hasn't been sliced
I'd like thick slices of the bloomer
the homemade bread has cooled and needs cutting
the ciabatta needs cutting for the bruschetta
I want to cut the rye bread thinly
""")

# A pizza wants a pizza cutter (kitchen knife or kitchen scissors do it too).
intent("cut_pizza", "cut:10", "pizza cutter|kitchen knife|kitchen scissors", "kitchen drawer|cabinet", """
the pizza needs cutting into slices
the homemade pizza came out of the oven in one piece
the takeaway pizza wasn't cut
I want the pizza in eight pieces
the flatbread needs cutting into wedges
the kids want their pizza cut into squares
the quesadilla needs cutting into triangles
the frozen pizza came out whole
""")

# Garlic wants a garlic press; biscuits, crackers and ice want bashing with a rolling pin;
# spices stay with crush (mortar and pestle).
intent("crush_garlic", "strike:6 pinch:4 cut:3", "garlic press|mortar and pestle|kitchen knife", "kitchen drawer|cabinet", """
I need to crush some garlic
the garlic needs crushing for the sauce
the recipe wants two cloves of garlic crushed
I want the garlic minced for the stir fry
the garlic butter needs crushed garlic in it
I'm making garlic mayonnaise
the marinade needs a clove of garlic squashed
I'd like crushed garlic in the salad dressing
""")

intent("crush_crumbs", "strike:9 cushion:2", "rolling pin|mallet|meat tenderizer", "kitchen drawer|cabinet", """
I want to smash the crackers into crumbs
these biscuits need smashing into crumbs for the cheesecake
the cornflakes need crushing for the chicken coating
the ice has to be crushed for the cocktails
the ice cubes should be crushed
the digestives need bashing into crumbs for the base
I want crushed crisps on top of the pasta bake
the ginger nuts need breaking up for the crumble topping
the meringues need breaking into pieces for the eton mess
the oreos need crushing for the dessert
""")

# Lawns, beds and hedges want a hose; pots and houseplants want a watering can (water_plants).
intent("water_garden", "liquid:10 reach:6", "garden hose|watering can|bucket", "garage shelf|closet", """
the garden hasn't been watered in days
the garden is parched after the heatwave
the vegetable bed is dry
the lawn is turning brown in the heat
the new grass seed needs to be kept moist
the new hedge I planted is wilting in this heat
the flower beds haven't had rain for weeks
the allotment needs a good soaking
the borders are bone dry after the hot spell
the fruit trees at the bottom of the garden look thirsty
the newly laid turf needs watering every evening
""")

# Letters and cards want a letter opener; parcels, blister packs and shrink wrap want a
# blade (open_package).
intent("open_letters", "cut:7 reach:2", "letter opener|scissors|butter knife", "desk|drawer|kitchen drawer", """
let me open the mail
the envelope is glued shut
there's a pile of post on the mat to open
I want to open my letters without tearing them
the birthday cards need opening neatly
I've got a stack of mail to go through
the letter from the school needs opening
the bank has sent a letter and it's stuck down tight
the wedding invitation needs opening without ripping it
the brown envelope from the tax office needs opening
""")

# Posters, notices and drawings going up on a wall, door or fridge want poster putty or
# masking tape; glue and sticky notes are for paper joined to paper (stick_paper).
intent("put_up_paper", "seal:8 fasten:5 reach:2", "poster putty|masking tape|magnet|clear tape", "drawer|desk|pencil case", """
the poster keeps falling off the wall
the kids' drawing should go up on the fridge door
I want to put this drawing up on the fridge
the school notice needs to go up on the board
my child's certificate should go on the wall
the calendar needs sticking up by the door
the corner of the poster has come unstuck
my child's drawing keeps falling off the fridge
I want to put this poster up on my bedroom wall
the kids' drawings need to go up on the wall
I need to stick this notice on the door without marking the paint
the calendar needs to go up in the kitchen
I want to put the photos up without nails
the timetable has to go on the wall above my desk
I'd like to hang the bunting inside without damaging the wallpaper
I need to stick a sign on the window
the map should go up on the classroom wall
the birthday banner needs sticking up
I want to put up my revision notes where I can see them
the certificate needs to go on the wall for now
""")

# Loads on a car roof or rack want rope or bungee cords (bind_together keeps bundling).
intent("secure_load", "fasten:9 carry:5 reach:4", "bungee cord|rope", "garage shelf|toolbox|closet", """
the bikes on the car rack need securing
the luggage has to be tied down on the roof
the luggage has to be strapped down
the christmas tree needs tying onto the car roof
the kayak has to be secured to the roof rack
the mattress needs tying to the roof of the car
the load in the trailer keeps shifting about
the tarp over the trailer keeps flapping loose
the ladder on the van roof needs holding down
the suitcases on the roof box keep sliding
""")

# Cables want zip ties or bands (bind_together keeps bundles of sticks and papers).
intent("tidy_cables", "fasten:8 pinch:3", "zip ties|rubber bands", "drawer|desk|toolbox", """
these cables are a tangled mess behind the desk
the cables behind the telly are a mess
the chargers in the drawer are all knotted together
the wires under my desk are a rat's nest
the games console leads are all over the floor
the lamp flex trails across the floor and I keep tripping on it
the computer leads keep sliding down the back of the desk
the speaker wires are tangled up behind the sofa
""")

# Tent pegs and stakes want a mallet (hang_picture keeps the hammer and nails).
intent("knock_in_pegs", "strike:9 reach:2", "mallet|hammer", "garage shelf|toolbox|closet", """
the tent pegs won't go into the hard ground
the tent pegs need knocking in
the gazebo keeps pulling its pegs out of the grass
the garden stakes won't go into the dry soil
the bean poles need driving into the bed
the fence post needs knocking further into the ground
the windbreak poles won't go into the sand
the guy ropes keep coming loose because the pegs are sticking up
""")

# Shelf brackets and curtain rails are screwed into plugged holes: drill and screwdriver.
intent("put_up_fixture", "fasten:10 twist:6 strike:3", "cordless drill|screwdriver", "toolbox|garage shelf|drawer", """
let me put up this shelf bracket
the curtain rail needs fixing to the wall
the shelf bracket needs fixing to the wall
the new shelf needs screwing to the wall
the towel rail needs putting up in the bathroom
I want to put up a bathroom cabinet
the smoke alarm needs fixing to the ceiling
the brackets for the blind need putting up
the tv bracket has to go on the wall
""")

# Glasses hinges and watch backs have tiny screws: a precision screwdriver, not a big one.
intent("tiny_screw", "fasten:10 twist:6 pinch:5", "precision screwdriver", "drawer|toolbox|desk", """
I need to tighten the glasses hinge
the glasses screw is loose
the arm of my specs wobbles at the hinge
the tiny screw on my sunglasses keeps working loose
my reading glasses are coming apart at the side
the back of my watch needs opening to change the battery
the screw in my glasses has come halfway out
the little screw in the laptop hinge is loose
the tiny screws on the phone case need tightening
""")

# Flat-pack furniture comes with hex bolts: an allen key first.
intent("flatpack", "fasten:10 twist:8", "allen key|screwdriver|cordless drill", "toolbox|drawer|garage shelf", """
I want to assemble this flat-pack furniture
I'm assembling a flat-pack wardrobe
the new bookshelf came in pieces
the new desk arrived in a box of bits
the instructions say to tighten all the hex bolts
the bed frame needs putting together
the flat-pack chest of drawers is in pieces on the floor
the new bookcase needs building
the office chair came in a box and needs assembling
""")

# A leaking threaded joint wants plumber's tape as well as a spanner (bolt keeps nuts and bolts).
intent("leaky_joint", "seal:8 twist:8 liquid:3", "plumber's tape|wrench", "toolbox|garage shelf|cabinet", """
the threaded pipe fitting leaks no matter how tight it is
the garden hose leaks where it joins the tap
the compression joint on the copper pipe is leaking
the joint on the radiator valve is weeping
the pipe joint under the basin is seeping
there's a leak where the water softener pipe joins
there's a slow drip from the shower head connection
the washing machine hose connection is dripping
the tap connector is dripping
the outside tap leaks when it's turned on
""")

# Is it level? wants a spirit level; how long? wants a tape measure (measure).
intent("check_level", "mark:8 reach:3", "spirit level", "toolbox|garage shelf|drawer", """
is this shelf straight
is the new shelf perfectly horizontal
is the worktop sloping
the shelf needs to be perfectly level
the picture is hanging wonky and I can't tell which way
I want to check the worktop is flat before tiling
the row of tiles needs to line up dead straight
the washing machine rocks and the floor might slope
the fence panel looks like it's leaning
I want the fridge to stand dead level
the door frame doesn't look upright
""")

# A whiteboard or chalkboard is wiped; pencil is rubbed out (erase).
intent("wipe_whiteboard", "wipe:9 scrub:3 mark:2", "whiteboard eraser|microfiber cloth|rag", "desk|drawer|kitchen drawer", """
the whiteboard is full of old notes
the whiteboard needs wiping clean
the whiteboard still has last week's shopping list
the chalkboard menu needs clearing
the kids' chalkboard is covered in scribbles
the dry-wipe board needs clearing for the meeting
the board on the fridge needs wiping for this week's list
the office board is still full of yesterday's plans
""")

# Keeping documents in one place wants a folder; fastening pages wants a stapler or clip.
intent("file_documents", "carry:6 seal:4", "folder", "desk|drawer|shelf", """
I need somewhere to put the warranty papers
I want to keep all the house documents together
I want to keep the hospital paperwork in one place
I need to take these documents to the appointment without creasing them
all my certificates are in a heap
the course notes need organising by subject
my sheet music is scattered everywhere
the bank statements are in a big messy pile
the school letters keep getting lost
the car documents need to be kept safe in one place
""")

# Something stuck between the teeth wants floss (brush_teeth keeps brushing).
intent("floss_teeth", "pinch:6 care:9 scrub:3", "dental floss", "bathroom cabinet|drawer|sink", """
there's spinach stuck between my teeth
there's a popcorn husk stuck in my gum
I've got a bit of meat stuck between my back teeth
something's wedged between my teeth after the steak
a sesame seed is stuck between my front teeth
the dentist says I should clean between my teeth every night
a raspberry pip is stuck in my teeth and driving me mad
there's a shred of mango caught between my teeth
""")

# Eyebrows want tweezers alone (splinter).
intent("pluck_eyebrows", "pinch:10 care:7", "tweezers", "bathroom cabinet|drawer|nightstand", """
I want to pluck my eyebrows
I've got a stray eyebrow hair
my eyebrows need tidying before the wedding
there's a long hair growing out of my chin
my brows are getting bushy
I want to shape my eyebrows
there's a wiry hair on my eyebrow that sticks up
my eyebrows are starting to meet in the middle
""")

# A sore throat wants throat spray or lozenges from the medicine cabinet.
intent("sore_throat", "care:9 liquid:3", "throat spray|pill bottle", "bathroom cabinet|nightstand|first aid kit", """
I've got a sore throat and it hurts to swallow
my throat is raw from coughing all night
my throat is scratchy and sore
it hurts every time I swallow
I've lost my voice and my throat is burning
my tonsils are swollen and painful
my throat is killing me with this cold
the kids have sore throats from the bug going round
""")

# A blocked nose wants a decongestant spray; a running nose wants tissues (runny_nose).
intent("blocked_nose", "care:9 liquid:2", "nasal spray|tissues", "bathroom cabinet|nightstand|drawer", """
I have a cold and my nose is blocked
I'm stuffed up with a cold
my nose is completely blocked
I can't breathe through my nose
my sinuses are so stuffed up
I'm all bunged up with this cold
I've got a horrible head cold and I'm congested
my nose is stuffy and I can't sleep
I need to clear my sinuses
my head feels full and blocked up
I want to breathe properly tonight, my nose is stuffed
everything is blocked up and my face aches
my little boy is snuffly and can't breathe at night
the baby's nose is blocked and she can't feed
""")

# Chapped lips want lip balm; dry skin wants lotion (dry_skin).
intent("chapped_lips", "care:10 seal:2", "lip balm", "bathroom cabinet|nightstand|drawer", """
my lips are chapped from the wind
my lips are peeling
my lips are cracked and sore
the corners of my mouth have split
my lips feel dry after the ski trip
my daughter's lips are all flaky
my lips sting in this cold weather
I keep licking my lips and now they're chapped
""")

# Glare wants sunglasses; sunburn wants sunscreen or a hat (sun).
intent("glare", "care:7 light:3", "sunglasses|hat", "coat rack|drawer|closet", """
the glare is hurting my eyes
it's really bright outside
the sun is in my eyes when I drive
the sun is blinding on the snow
the light off the water is dazzling me
I'm squinting at everything in this sunshine
the low sun is blinding me on the way home
the glare off the wet road is awful
""")

# A cold room wants a heater; a cold person wants a blanket or jumper (cold_person).
intent("warm_room", "warm:10 heat:6", "space heater", "closet|garage shelf|storage bin", """
the spare room is freezing
the conservatory is too chilly to sit in
the office is like an icebox
my study never warms up
the bathroom is cold first thing in the morning
the garage is too cold to work in
the radiators are stone cold
the living room just won't heat up
the central heating isn't on yet
the kids' bedroom is chilly at night
the basement workshop is freezing
the nursery needs warming up before bath time
the spare bedroom is like a fridge
it's freezing in the back bedroom
the kitchen is icy cold this morning
""")

# Outdoor dirt and leaves want a broom, not a vacuum cleaner (sweep keeps indoor floors).
intent("sweep_outside", "scrub:8 reach:7 wipe:2", "broom|dustpan|leaf blower", "garage shelf|closet", """
there are leaves all over the porch
there's sand all over the porch
the patio is covered in dirt
the dead leaves have blown all over the patio
the path to the front door is covered in dirt and twigs
the garage floor is full of sawdust
the shed floor is covered in wood shavings
the front step is covered in grit and gravel
the yard is full of muck after the storm
the balcony is covered in dust and dead petals
""")

# Carpets, sofas and car seats want a vacuum; a broom or dustpan is no use on them.
intent("vacuum_carpet", "scrub:7 reach:5", "vacuum cleaner|handheld vacuum", "closet|cabinet", """
there's dog hair all over the carpet
the rug is full of bits after the party
there's grit all over the hall carpet
the bedroom carpet is full of fluff
the stair carpet is covered in cat hair
someone trod biscuit crumbs into the lounge carpet
the living room rug is full of glitter
the carpet under the dining table is full of food bits
""")

intent("hoover_crumbs", "scrub:6 reach:4 scoop:3", "handheld vacuum|vacuum cleaner", "closet|cabinet", """
there are crumbs on the sofa cushions
the keyboard is full of crumbs
the couch is full of crisp crumbs
the car seats are full of crumbs
the footwells in the car are full of grit and crumbs
the kids have dropped biscuit crumbs all over the back seat
there's sand all down the sides of the car seats
the armchair cushions are full of crumbs and fluff
""")

# Existing intent -> phrasings taken off it without moving to an intent above, one per line.
DROP = {
    # beating and whipping belong to whisk_eggs
    "stir_cook": """
let me beat these eggs
the cream needs whipping into peaks
the eggs and sugar need beating together
the pancake batter still has lumps of flour in it
""",
    # putting leftovers away belongs to cover_leftovers
    "pack_lunch": """
let me put the leftovers away for tomorrow
the remaining curry should be saved
let me save these leftovers for tomorrow
""",
    # the bath and the shower belong to clean_bathroom
    "scrub_dishes": """
the bathtub has a grimy ring
the grout in the shower is black
""",
    # a burn belongs to minor_burn (a burn wants cool water and burn cream, not ice)
    "swelling": """
I burnt my hand on the stove and it stings
""",
}

# New intent above -> existing intents its phrasings are taken off (they moved here).
MOVES = {
    "uncork_wine": "open_bottle|wine",
    "turn_with_tongs": "flip_food",
    "fry_food": "cook_stove",
    "slice_bread": "slice_food",
    "cut_pizza": "slice_food",
    "crush_garlic": "crush",
    "crush_crumbs": "crush",
    "water_garden": "water_plants",
    "open_letters": "open_package",
    "put_up_paper": "stick_paper",
    "secure_load": "bind_together",
    "tidy_cables": "bind_together",
    "knock_in_pegs": "hang_picture",
    "put_up_fixture": "hang_picture",
    "tiny_screw": "screw",
    "flatpack": "screw",
    "leaky_joint": "bolt",
    "check_level": "measure",
    "wipe_whiteboard": "erase",
    "file_documents": "fasten_papers",
    "floss_teeth": "brush_teeth",
    "pluck_eyebrows": "splinter",
    "sore_throat": "medicine",
    "blocked_nose": "runny_nose",
    "chapped_lips": "dry_skin",
    "glare": "sun",
    "warm_room": "cold_person",
    "sweep_outside": "sweep",
    "vacuum_carpet": "sweep",
    "hoover_crumbs": "crumbs_table",
}

# Existing intent -> acceptable tools appended (a more specific catalog object), "a|b".
EXTRA_TOOLS = {}

# Existing intent -> acceptable tools taken off it, "a|b".
REMOVE_TOOLS = {
    "thirst": "bowl",
    "open_bottle": "corkscrew|jar opener",
    "open_can": "utility knife",
    "eat_soup": "ladle|wooden spoon",
    "eat_meal": "plate",
    "serve_soup": "wooden spoon|measuring cup",
    "stir_cook": "ladle",
    "flip_food": "tongs|fork",
    "cook_stove": "frying pan|kettle",
    "hot_pot_handle": "work gloves",
    "slice_food": "bread knife|pizza cutter|kitchen scissors",
    "grate_cheese": "kitchen knife",
    "crack_nuts": "brick",
    "crush": "rolling pin|meat tenderizer|mallet|garlic press",
    "roll_dough": "glass|bottled drink",
    "drain_pasta": "saucepan",
    "pack_lunch": "shopping bag",
    "keep_food_cold": "food container|food bag",
    "water_plants": "garden hose|bucket",
    "clean_dust": "scrub brush",
    "clean_toilet": "sponge|scrub brush",
    "serve_breakfast": "plate|basket",
    "seal_boxes": "stapler",
    "open_package": "letter opener",
    "cut_paper": "letter opener|ruler",
    "stick_paper": "sticky notes|poster putty",
    "fix_broken": "clear tape",
    "bind_together": "duct tape",
    "hang_picture": "cordless drill|screwdriver|mallet",
    "screw": "allen key|butter knife|precision screwdriver",
    "bolt": "plumber's tape|crowbar",
    "pry": "butter knife",
    "saw_wood": "utility knife|garden shears",
    "measure": "spirit level",
    "write_note": "marker|sticky notes",
    "erase": "rag|microfiber cloth",
    "fasten_papers": "folder",
    "sew": "glue",
    "brush_teeth": "dental floss",
    "hair": "hair dryer|hair straightener",
    "dry_body": "napkin|blanket",
    "wash_hands": "towel",
    "shave": "kitchen scissors",
    "splinter": "needle-nose pliers",
    "wound": "tissues|towel",
    "swelling": "cola can",
    "sore_muscles": "towel|blanket",
    "runny_nose": "nasal spray|towel",
    "dry_skin": "lip balm|sunscreen",
    "sun": "sunglasses",
    "cold_person": "space heater",
    "medicine": "glass|cup|water bottle",
    "open_jar": "pliers",
    "tenderize": "frying pan",
}
