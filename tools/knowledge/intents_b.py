"""Intents, part B: workshop, packing and office, body care, comfort, light and reach."""

from intents_a import intent, I  # noqa: F401

intent("seal_boxes", "seal:10 carry:2", "packing tape|duct tape|clear tape|masking tape|stapler", "drawer|kitchen drawer|toolbox|storage bin", """
I want to close up delivery boxes tightly
the moving boxes need to be sealed shut
I have a parcel to send and the flaps keep opening
the cardboard box won't stay closed
I need to secure these packages before the courier comes
let me shut these cartons so nothing falls out
""")
intent("open_package", "cut:9", "utility knife|scissors|letter opener|kitchen knife", "drawer|kitchen drawer|toolbox", """
my online order just arrived and it's taped shut
I can't get into this blister pack
the parcel is wrapped so tightly
the plastic packaging on this toy is impossible
let me open the mail
""")
intent("cut_paper", "cut:9 mark:2", "scissors|utility knife|letter opener|ruler", "drawer|pencil case|kitchen drawer", """
I need to cut this paper
I want to trim this photo to fit the frame
let me cut out the coupon from the newspaper
the kids want to make paper snowflakes
I'm making a card and need to shape the paper
""")
intent("cut_string", "cut:9 twist:2", "scissors|kitchen scissors|wire cutter|utility knife", "drawer|kitchen drawer|toolbox", """
this price tag is attached by a plastic thread
I need to snip this loose thread on my shirt
the zip tie needs to come off
let me trim this ribbon
""")
intent("stick_paper", "seal:9", "glue|clear tape|masking tape|sticky notes", "drawer|pencil case|sewing box", """
the poster keeps falling off the wall
I need to stick these photos in the album
the torn page in my book needs fixing
the kids' drawing should go up on the fridge door
""")
intent("fix_broken", "seal:9 heat:2", "glue|duct tape|glue gun|clear tape", "toolbox|drawer|garage shelf", """
the handle of my favourite mug snapped off
the sole of my shoe is coming loose
this toy broke in two
the chair leg is wobbly and cracked
""")
intent("bind_together", "seal:8 carry:3", "rope|zip ties|bungee cord|rubber bands|duct tape", "garage shelf|toolbox|drawer", """
I need to tie these newspapers into a bundle
the bikes on the car rack need securing
these cables are a tangled mess behind the desk
let me bundle up these sticks for the fire
the luggage has to be tied down on the roof
""")
intent("hang_picture", "strike:9 fasten:8", "hammer|mallet|cordless drill|screwdriver", "toolbox|garage shelf|drawer", """
I want to hang a picture on the wall
the nail sticking out of the floorboard needs to go back in
let me put up this shelf bracket
the tent pegs won't go into the hard ground
""")
intent("screw", "fasten:10 twist:5", "screwdriver|cordless drill|allen key|butter knife", "toolbox|drawer|garage shelf", """
the cabinet door hinge is loose
I want to assemble this flat-pack furniture
the battery cover on the toy needs to come off
the handle on the drawer is wobbling
I need to tighten the glasses hinge
""")
intent("bolt", "twist:10 fasten:5", "wrench|pliers|crowbar", "toolbox|garage shelf", """
the bike wheel nut is loose
the tap is dripping and the fitting needs tightening
I need to take the wheel off
this bolt won't turn with my fingers
""")
intent("grip_small", "twist:8 pinch:6", "pliers|needle-nose pliers|tweezers", "toolbox|drawer", """
I need to bend this wire into a hook
there's a nail I can't pull out with my fingers
the zipper pull broke off and I need to grab the tiny tab
""")
intent("pry", "twist:10 strike:6 reach:4", "crowbar|screwdriver|butter knife|hammer", "toolbox|garage shelf", """
the paint tin lid is stuck shut
I want to lift these old floorboards
this crate is nailed shut
the window is painted stuck and won't open
""")
intent("saw_wood", "cut:9", "hand saw|utility knife|garden shears", "toolbox|garage shelf", """
this plank is too long for the shelf
I want to cut the branch into firewood
the dowel needs to be shortened
""")
intent("measure", "mark:9 reach:3", "tape measure|ruler|spirit level", "toolbox|drawer|desk", """
I want to know if the sofa will fit through the door
how wide is this window for the curtains
I need to check the height of the table
is this shelf straight
""")
intent("write_note", "mark:10", "pen|pencil|marker|sticky notes", "desk|drawer|pencil case", """
I need to jot down a phone number
let me write a shopping list
I want to leave a message for my roommate
I have to sign this form
I want to take notes during the call
""")
intent("label_boxes", "mark:9 seal:3", "marker|masking tape|sticky notes|pen", "desk|drawer|pencil case", """
I want to mark which room each moving box goes to
the jars in the pantry need names on them
let me put my name on my lunch in the office fridge
""")
intent("draw", "mark:9", "pencil|marker|pen", "desk|drawer|pencil case", """
I feel like sketching
the kids want to colour in their books
I want to draw a floor plan
""")
intent("erase", "mark:4 scrub:4 wipe:3", "eraser|rag|microfiber cloth", "pencil case|desk|drawer", """
I made a mistake in my sudoku
there's a stray line on my drawing
the whiteboard is full of old notes
""")
intent("fasten_papers", "fasten:7 seal:6", "stapler|paper clips|clear tape|rubber bands", "desk|drawer|pencil case", """
these loose pages keep getting mixed up
I want to keep my receipts together
the report pages need to be joined
""")
intent("sew", "fasten:7 seal:6 pinch:4", "sewing kit|safety pin|glue", "sewing box|drawer|closet", """
a button fell off my shirt
there's a hole in my sock
the hem of my trousers came undone
my jacket has a small tear
""")
intent("brush_teeth", "care:10 scrub:6", "toothbrush|toothpaste|dental floss", "bathroom cabinet|sink|drawer", """
I want to brush my teeth
my breath smells after that garlic
there's spinach stuck between my teeth
I need to freshen my mouth before the meeting
I just woke up and my mouth feels gross
""")
intent("hair", "care:10 scrub:4", "hairbrush|comb|hair dryer", "bathroom cabinet|drawer|nightstand", """
my hair is a mess
I just woke up with bed head
my hair is tangled after the wind
I want to look neat before the video call
""")
intent("dry_hair", "heat:8 care:8 wipe:4", "hair dryer|towel", "bathroom cabinet|closet|drawer", """
my hair is soaking wet after the shower
I can't go out with damp hair in this cold
I need to get my hair dry quickly
""")
intent("dry_body", "wipe:9 warm:5 care:5 liquid:3", "towel|blanket|napkin", "closet|bathroom cabinet|laundry basket", """
I just got out of the shower and I'm dripping
my hands are wet and there's nothing to dry them
I got caught in the rain and I'm soaked
the kids are back from the pool dripping wet
""")
intent("wash_hands", "care:9 scrub:3 wipe:3", "soap|wet wipes|towel", "bathroom cabinet|sink", """
my hands are greasy after the car repair
I need to clean my hands before cooking
my fingers are covered in paint
""")
intent("shave", "care:9 cut:7", "razor|kitchen scissors", "bathroom cabinet|drawer", """
my beard is getting scruffy
I want to look clean-shaven for the interview
my stubble is itchy
""")
intent("nails", "care:9 cut:6", "nail clipper|scissors|file", "bathroom cabinet|drawer|nightstand", """
my fingernails are too long
I have a jagged nail that keeps catching
my toenails need trimming
""")
intent("splinter", "pinch:10 care:6", "tweezers|needle-nose pliers|safety pin", "bathroom cabinet|first aid kit|drawer", """
I have a splinter in my finger
there's a tiny thorn stuck in my hand
I got a sliver of glass in my foot
I want to pluck my eyebrows
""")
intent("wound", "care:10 seal:5 cushion:2", "bandage|first aid kit|tissues|towel", "bathroom cabinet|first aid kit|drawer", """
I cut my finger while cooking
my knee is scraped and bleeding
I have a blister on my heel
the kid fell and grazed his elbow
""")
intent("fever", "care:9 mark:5", "thermometer|pill bottle|ice pack", "bathroom cabinet|first aid kit|nightstand", """
I think I'm running a temperature
my child feels hot to the touch
I want to check if I have a fever
I feel feverish and achy
""")
intent("medicine", "care:9 carry:2 liquid:3", "pill bottle|glass|cup|water bottle", "bathroom cabinet|nightstand|first aid kit", """
I have a pounding headache
it's time for my evening tablets
my allergies are acting up
I need to take my vitamins
""")
intent("swelling", "cold:10 care:5 cushion:3", "ice pack|towel|cola can", "fridge|first aid kit", """
I twisted my ankle and it's swelling
I bumped my head and there's a lump
my knee is swollen after football
my sprained wrist is throbbing
""")
intent("sore_muscles", "heat:8 warm:7 cushion:4 care:4", "hot water bottle|heating pad|towel|blanket", "closet|bathroom cabinet|bed", """
my back muscles are so stiff
I have period cramps
my neck is tense and aching
my shoulder is sore after the gym
""")
intent("runny_nose", "wipe:7 care:7", "tissues|napkin|paper towel|towel", "bathroom cabinet|nightstand|drawer", """
my nose won't stop running
I have a cold and keep sneezing
I'm about to sneeze
I need to blow my nose
""")
intent("dry_skin", "care:9", "lotion|lip balm|sunscreen", "bathroom cabinet|nightstand|drawer", """
my hands are cracked and dry
my lips are chapped from the wind
my skin feels tight after the shower
""")
intent("sun", "warm:7 care:6", "sunscreen|hat|umbrella|sunglasses", "closet|coat rack|drawer|bathroom cabinet", """
the sun is really strong today
I don't want to get burned at the beach
the glare is hurting my eyes
I'm going out in the midday sun
""")
intent("rain", "warm:8 reach:2", "umbrella|jacket|hat", "coat rack|closet", """
it's pouring outside and I have to leave
it looks like rain this afternoon
I don't want to get wet walking to the bus
""")
intent("cold_person", "warm:10 cushion:4", "blanket|sweater|shawl|jacket|scarf|sleeping bag", "closet|bed|sofa|drawer", """
I'm freezing
it's chilly in here
I've got goosebumps
I can't stop shivering
the heating is broken and I'm cold
my feet are like ice
""")
intent("cold_hands", "warm:8 heat:4", "gloves|hot water bottle|hot drink|socks", "drawer|closet|coat rack", """
my fingers are numb from the cold
my hands are frozen after shovelling snow
""")
intent("hot_person", "cold:9", "electric fan|hand fan|ice pack|cola can|water bottle", "closet|fridge|drawer", """
it's so hot I'm sweating
I feel like I'm melting
this room is stuffy and warm
I'm overheating after the workout
""")
intent("waist_support", "cushion:10 warm:2", "cushion|pillow|towel|blanket|stuffed animal", "closet|sofa|bed|storage bin", """
I want to support my waist while sitting
my lower back hurts on this hard chair
this office chair gives me backache
I need something behind my back on the sofa
my spine aches after sitting all day
""")
intent("sleep_neck", "cushion:10 warm:3", "pillow|cushion|towel", "closet|bed|sofa", """
I want to take a nap on the couch
my neck hurts when I lie flat
I need something soft under my head
I want to prop myself up in bed to read
""")
intent("hard_floor_seat", "cushion:9", "cushion|pillow|yoga mat|blanket|footstool", "sofa|closet|storage bin", """
the floor is too hard to sit on
my knees hurt when I kneel in the garden
the bench is uncomfortable
I want to sit on the ground for the picnic
""")
intent("feet_up", "cushion:7 reach:3", "footstool|cushion|pillow", "sofa|closet", """
my legs are swollen and I want them raised
I'd like to put my feet up
my ankles ache after standing all day
""")
intent("exercise", "cushion:8", "yoga mat|towel|dumbbell", "closet|storage bin|garage shelf", """
I want to do some stretching
I'm going to do my morning workout at home
time for some sit-ups on the floor
""")
intent("sleep_light", "care:6 cushion:4", "eye mask|earplugs|blanket", "nightstand|drawer|bathroom cabinet", """
the street light keeps me awake
I can't sleep with the sun coming in
my partner's snoring is unbearable
the neighbours are too loud to sleep
""")
intent("dark", "light:10 reach:2", "flashlight|headlamp|table lamp|candle|phone", "drawer|kitchen drawer|nightstand|toolbox", """
the power just went out
it's pitch black in the basement
I can't see under the bed
I dropped my earring behind the sofa and it's dark
I need to check the fuse box in the dark cellar
""")
intent("reading_light", "light:9", "table lamp|flashlight|candle", "nightstand|desk|shelf", """
it's too dim to read
my eyes strain reading in this gloom
I want to read in bed without waking anyone
""")
intent("reach_high", "reach:10 carry:2", "step stool|grabber|extension pole", "closet|garage shelf|kitchen drawer", """
I can't reach the top shelf
the light bulb on the ceiling is too high
my cat is stuck on top of the wardrobe
I need the box on top of the cupboard
""")
intent("reach_under", "reach:9 pinch:5", "grabber|extension pole|broom|coat hanger", "closet|garage shelf", """
the ball rolled under the sofa
my ring fell behind the washing machine
something is stuck behind the radiator
the cat toy is under the bed out of reach
""")
intent("pick_litter", "reach:8 pinch:6 care:3", "grabber|work gloves|tongs", "garage shelf|closet", """
there's broken glass on the floor
the garden is full of litter
I don't want to touch the dead mouse
""")
intent("hang_clothes", "pinch:6 seal:5 carry:2", "clothespin|coat hanger|rope", "laundry basket|closet", """
the washing is done and needs drying outside
my wet laundry should go on the line
I want to hang up my shirts so they don't crease
""")
intent("garden_dig", "scoop:8 cut:2", "trowel|spoon|wooden spoon", "garage shelf|toolbox", """
I want to plant some tulip bulbs
the seedlings need repotting
let me dig a small hole for the herbs
""")
intent("prune", "cut:9 twist:3", "garden shears|kitchen scissors|scissors|hand saw", "garage shelf|toolbox", """
the rose bush is overgrown
the hedge is getting out of hand
I want to trim the dead leaves off the plant
let me cut some flowers for the vase
""")
intent("carry_things", "carry:9", "backpack|basket|shopping bag|storage bin|cardboard box|tray", "closet|coat rack|garage shelf", """
I'm heading out for a day hike
I need to take my books to class
the toys are scattered everywhere, let's gather them up
I want to collect the laundry from every room
""")
intent("store_items", "carry:9 seal:2", "storage bin|cardboard box|basket|jar", "garage shelf|closet|storage bin", """
the winter clothes need to be put away
I want to organise all these cables
let me tidy away the Christmas decorations
""")
intent("scrape_ice", "scrub:7 cold:2 cut:2", "ice scraper|spatula|ruler", "garage shelf|closet", """
the car windscreen is frozen over
there's frost all over the windshield
""")
intent("hot_surface", "heat:4 cushion:2", "coaster|oven mitt|towel|tray", "kitchen drawer|cabinet", """
I don't want my hot mug to mark the wooden table
the hot pot will burn the countertop
""")
intent("pet_hair_brush", "scrub:7 care:7", "hairbrush|comb|scrub brush", "drawer|closet", """
the dog is shedding everywhere
my cat's fur is all matted
""")
intent("wash_car", "liquid:8 wipe:8 scrub:5 carry:6", "bucket|sponge|rag|towel", "garage shelf|closet", """
the car is filthy after the road trip
I want to wash the bike
the patio furniture is covered in bird droppings
""")
intent("mask_protect", "care:8", "face mask|safety goggles|work gloves", "drawer|bathroom cabinet|toolbox", """
I'm going to sand the old paint and don't want to breathe dust
there's flu going around the office
I'm about to spray weed killer in the garden
""")
intent("ears_clean", "care:8 pinch:2 wipe:4", "cotton swabs|tissues", "bathroom cabinet|drawer", """
my ears feel blocked
I want to remove my makeup
""")
intent("stuck_lid_pot", "heat:3 twist:4 scoop:3", "spatula|wooden spoon|tongs", "kitchen drawer", """
the rice stuck to the bottom of the pot
there's food glued to the pan surface
""")
