"""Intents, part S9B (session 9): an audit of existing intents whose acceptable tools were too
coarse. Where one intent held two needs that want different tools (light vs noise at night),
the second need is a new intent here and its phrasings are taken off the old one (MOVES); where
an intent listed a tool that only loosely serves it, the tool is taken off (REMOVE_TOOLS).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# sleep_light held noise as well as light: earplugs for a streetlamp, an eye mask for snoring.
intent("block_noise", "care:7 seal:3", "earplugs|headphones", "nightstand|drawer|bathroom cabinet|desk", """
my partner's snoring is unbearable
the neighbours are too loud to sleep
my partner snores and I can't sleep
the neighbours' party is so loud
the traffic noise keeps me awake
the neighbour's dog barks all night and I can't sleep
my roommate watches telly late and I can't sleep
the neighbours are so loud I can't concentrate
my partner snores like a train
the building work next door is driving me mad
I can't focus with the kids shouting
the party upstairs is keeping me up
the traffic noise is unbearable
I need some peace and quiet to study
the dog next door won't stop barking
the hoover is too loud for my ears
the fireworks are making my head pound
the open-plan office is so noisy
the drilling is going right through my head
the noise is driving me mad
it's so loud I can't hear myself think
the racket next door is unbearable
I can't sleep for the noise outside
the noise from the road keeps me up
I need to block out all this noise
the train is full of people on their phones and I want to nap
the baby upstairs cries half the night and I've got work tomorrow
the bin lorry wakes me at five every morning
""")

# cold_hands held cold feet too: socks for cold fingers, gloves for cold toes.
intent("cold_feet", "warm:8 cushion:2", "socks|slippers|hot water bottle", "drawer|closet|shoe rack|bed", """
my feet are like ice
my toes are numb with cold
my feet are freezing under the desk
the kitchen tiles are freezing on my bare feet
I can't get to sleep because my feet are so cold
my toes are like little icicles
grandma's feet are always cold in the evenings
the stone floor is chilling my feet
my feet went cold watching the football
""")

# exercise held weight training: a dumbbell is no use for yoga, a mat does not tone arms.
intent("strength_training", "strike:5 carry:5", "dumbbell", "closet|storage bin|garage shelf", """
I'd like to tone my arms
I want to build some muscle
I want to do some bicep curls
my physio wants me to strengthen my shoulders with a bit of weight
I want to get stronger arms for climbing
I'd like to do some lifting at home instead of the gym
I want to add resistance to my squats
my trainer says I need to do weighted lunges
I want bigger arms by the summer
""")

# mask_protect held eye protection: a dust mask does nothing for flying shards.
intent("eye_protect", "care:8", "safety goggles|sunglasses", "toolbox|garage shelf|drawer", """
sparks might fly when I grind this metal
I'm cutting tiles and shards might fly into my eyes
I'm mixing cement and don't want it in my eyes
I'm chiselling off old tiles and bits will fly
I'm strimming the long grass and stones keep flying up
I'm hammering old mortar out of the wall
I'm drilling into brick above my head
I don't want splinters in my eyes when I split this wood
I'm cutting metal pipe with the angle grinder
""")

# hang_clothes held putting clothes away on hangers: pegs and airers do not hang a dress.
intent("hang_on_hanger", "reach:3 carry:3 pinch:2", "coat hanger", "closet|coat rack|laundry basket", """
I want to hang up my shirts so they don't crease
my shirt needs to go on a hanger
my coat needs hanging up
my good dress should hang up in the wardrobe
I want my jacket off the floor and hung up properly
my suit needs to go back in the wardrobe
the ironed shirts are going to crease again on the chair
my trousers need hanging so they keep their crease
the blouses are crumpled in a pile on the bed
""")

# prune held small snipping jobs next to hedges and branches: a hand saw for a houseplant,
# kitchen scissors for a hedge.
intent("trim_plant", "cut:8 pinch:2", "scissors|kitchen scissors|garden shears", "kitchen drawer|drawer|garage shelf", """
I want to trim the dead leaves off the plant
let me cut some flowers for the vase
the herbs need trimming
the roses have dead heads
the tomato plants have too many side shoots
the houseplant has brown leaves
the dead flower heads need snipping off
the spider plant has brown tips on its leaves
I want some basil off the plant for the pasta
the sweet peas need picking for the table
the chives need a haircut
the geraniums are full of dead flowers
""")

# carry_things held gathering things up around the house next to going out: a storage bin for
# a day hike, a rucksack for collecting laundry.
intent("gather_indoors", "carry:9", "basket|laundry basket|storage bin|cardboard box|shopping bag", "closet|storage bin|garage shelf", """
the toys are scattered everywhere, let's gather them up
I want to collect the laundry from every room
let me take all these toys upstairs in one go
I want to bring the toys down from upstairs in one trip
I need to carry the washing to the laundry room
the kids' shoes are all over the house
there are odd socks and jumpers in every room
I want to clear all the bits off the stairs in one go
the Lego is all over the lounge floor
""")

# weigh held measuring by volume and by the spoonful: a kitchen scale for a teaspoon of
# baking powder, a measuring jug for a parcel.
intent("measure_volume", "liquid:7 scoop:5 mark:5", "measuring cup", "kitchen drawer|cabinet|pantry", """
the recipe says three hundred millilitres of milk
I need exactly half a pint of water for the gravy
the formula needs the right amount of water
I'm not sure how much a cup of rice is
I need a quarter cup of maple syrup
the bread machine wants exactly the right amount of water
I don't want to guess the amount of vinegar
the cocktail needs exactly a shot of each spirit
the stock needs a litre of water
the rice cooker needs the water measured
the American recipe is all in cups
the pancake batter needs two hundred mils of milk
""")

intent("measure_spoonful", "scoop:6 mark:4", "measuring cup|spoon", "kitchen drawer|cabinet", """
it says a teaspoon of baking powder
I want to add two tablespoons of oil
add a pinch of salt and a level spoonful of sugar
the cake wants half a teaspoon of bicarb
the curry needs a tablespoon of cumin
the recipe says a level teaspoon of salt
the dressing needs a tablespoon of honey
I need a dessert spoon of sugar in the crumble
""")

# weigh held luggage: a kitchen scale for a suitcase.
intent("weigh_luggage", "mark:4 carry:2", "luggage scale|bathroom scale", "closet|bathroom cabinet|drawer", """
how heavy is my suitcase for the flight
the airline only allows twenty-three kilos
I don't want to pay for overweight baggage
is my rucksack under the cabin bag limit
I think my case is too heavy for the plane
the holdall might be over the weight allowance
I need to know what the suitcase weighs before we leave
the check-in desk charges if the bag is over twenty kilos
""")

# fire held burning fat: water from a bucket on a chip pan fire is dangerous.
intent("pan_fire", "seal:8 cold:4 care:4", "fire extinguisher|lid|towel", "kitchen drawer|cabinet|closet", """
the pan is on fire
the oil in the pan caught alight
the chip pan is on fire
the frying oil is in flames
the wok has gone up in flames
the fat in the frying pan is burning
the bacon fat caught fire on the hob
flames are coming out of the saucepan
""")

# dig_snow held shifting soil, gravel and rubble and carting loads: a trowel or a broom for a
# pile of gravel, a wheelbarrow for the front steps.
intent("shift_load", "carry:9 scoop:6 reach:3", "wheelbarrow|shovel|bucket", "garage shelf|closet", """
there's a big pile of soil to move
let me dig a hole for the new tree
there's a pile of gravel to shift
I need to shift this pile of sand
there's a heap of gravel on the drive that has to go round the back
all these bags of topsoil need taking down the garden
the builders left a load of rubble by the gate
the garden waste needs carting to the compost heap
I have to shift a big pile of logs to the woodshed
these heavy bags of bark mulch need moving to the flower beds
the old turf I dug up has to be taken away
the soil from digging the pond is piled up everywhere
the bricks have to go from the drive to the back garden
there's a mound of soil that needs taking to the other end of the garden
a big heap of gravel needs shifting round the back of the house
the logs need carting from the drive to the shed
the rubble from the old wall needs clearing away
""")

# feed_baby held solid food: a bottle is no use for a hungry toddler's lunch.
intent("feed_toddler", "scoop:6 carry:3 care:4", "spoon|bowl|bib", "kitchen drawer|cabinet|dish rack", """
the toddler is hungry
the baby should eat something before we go out
the baby is ready for her first solids
the little one wants her porridge
it's time for the baby's puree
my toddler is grizzly and wants his lunch
the baby keeps grabbing at my dinner
my son is starving after nursery and wants his tea
""")

# charge_phone held gadgets that only charge on their own cradle.
intent("charge_gadget", "light:1", "gadget charger|charger cable", "drawer|desk|nightstand|bathroom cabinet", """
my fitness tracker is dead
my wireless earbuds are out of juice
my wireless earbuds are flat
my smartwatch is dead
the electric toothbrush needs topping up
my electric shaver has run out mid-shave
my hearing aids need charging overnight
my watch has died and won't count my steps
the toothbrush keeps flashing its battery light
""")

# check_time held waking up: a wristwatch does not wake anyone.
intent("wake_up", "mark:2", "alarm clock|phone", "nightstand|drawer|desk", """
I need to get up early tomorrow
I don't want to oversleep
I must be up at six tomorrow
I need to be up for the early shift
I've got a flight at dawn and mustn't sleep in
I always sleep through and miss the bus
I need to be woken at half five
I have an early train and I'm a heavy sleeper
""")

# strain_tea held loose tea next to straining stock and gravy: a colander lets tea leaves through.
intent("loose_tea", "liquid:3 scoop:3", "tea strainer|teapot|colander", "kitchen drawer|cabinet|dish rack", """
the tea leaves are floating all over my cup
I made loose leaf tea and there are bits everywhere
my coffee has grounds in it
the tea looks gritty with all the leaves in it
the tea has leaves floating in it
I need to strain the tea
the tea leaves are getting in my mouth
I want to strain the leaves out of the tea
the loose tea needs straining into the cup
I bought some fancy loose leaf and want a cup
the herbal tea has bits of dried flower floating in it
""")

# swat_insect held biting insects outdoors: a fly swatter does not keep mosquitoes off.
intent("repel_insects", "care:5", "insect repellent", "bathroom cabinet|drawer|closet", """
mosquitoes are biting me
midges are everywhere on the patio
I get eaten alive every evening in the garden
we're camping by the lake and the mozzies are out
the midges always go for me on walks
I don't want to get bitten on holiday
the kids come in from the garden covered in bites
we're eating outside and the bugs are biting
""")

# pet_hair_brush held fleas: a brush does not treat fleas.
intent("pet_fleas", "care:6", "flea treatment|pet brush", "cabinet|closet|drawer", """
the cat has fleas
the dog keeps scratching and I think he has fleas
I found a tick on the dog
the cat keeps scratching behind her ears
there are little black specks in the dog's fur
the dog is due his flea drops
I've been bitten on the ankles since the cat came in
the kitten brought fleas home
""")

# hot_person held a stuffy room next to an overheated person: an ice pack or a bottle of water
# does not move the air in a room.
intent("stuffy_room", "cold:8", "electric fan|hand fan", "closet|garage shelf|storage bin", """
this room is stuffy and warm
it's stuffy in here
the room is like an oven
I'm boiling in this room
the bedroom is too warm to sleep
there's no air in here
the office is roasting
it's thirty degrees in the living room
I need some air moving in here
the spare room is airless and muggy
the conservatory is baking in the afternoon sun
the kitchen is sweltering with the oven on
""")

# reach_high held climbing up to things: a grabber does not change a ceiling bulb or bring
# down a suitcase or a cat.
intent("climb_up", "reach:10 carry:3", "step stool", "closet|garage shelf|cabinet", """
the light bulb on the ceiling is too high
my cat is stuck on top of the wardrobe
the suitcase is on top of the wardrobe
the curtains need taking down from the high rail
I'm too short to reach the loft hatch
the top of the window is too high for me to reach
the light bulb in the ceiling needs changing
the cobwebs in the corner of the ceiling are out of reach
I need to get up and dust the top of the tall wardrobe
I want to hang the new picture high up on the wall
the jars I need are on the highest shelf of the pantry
I can't get the flour down from the top of the cupboard
the herbs are on a shelf way above my head
the spare loo rolls are on the top shelf of the airing cupboard
""")

# decorate_cake held piping: a spatula or a butter knife does not write a name in icing.
intent("pipe_icing", "mark:6 scoop:3", "piping bag|food bag", "kitchen drawer|cabinet", """
I want to write happy birthday on the cake
the cupcakes need swirls of frosting
I'd like to pipe little rosettes onto the gateau
I want to put cream rosettes on the trifle
I'm filling the eclairs with cream
I'd like to put the kids' names on the cookies
the meringue needs piping into nests
the devilled eggs need filling neatly
I'd like to pipe cream onto the dessert
the birthday cake needs a message in icing
I want pretty icing swirls on the buns
the profiteroles need filling with cream
""")

# Existing intent -> phrasings taken off it without moving to an intent above, one per line.
DROP = {
    "mask_protect": """
I'm going to handle some nasty chemicals
""",
    # Phrasings of a need another intent already holds (remove_makeup, carpet_stain), or that
    # the intent's tools do not serve (a frozen car lock, a blender's puree in mash_food).
    "ears_clean": """
I want to remove my makeup
""",
    "wash_clothes": """
the carpet has a wine stain
""",
    "scrape_ice": """
the car door lock is frozen and the key won't go in
""",
    "mash_food": """
the baby's vegetables need to be pureed
""",
}

# New intent above -> existing intents its phrasings are taken off (they moved here).
MOVES = {
    "stuffy_room": "hot_person",
    "climb_up": "reach_high",
    "pipe_icing": "decorate_cake",
    "block_noise": "sleep_light",
    "cold_feet": "cold_hands",
    "strength_training": "exercise",
    "eye_protect": "mask_protect",
    "hang_on_hanger": "hang_clothes",
    "trim_plant": "prune",
    "gather_indoors": "carry_things",
    "measure_volume": "weigh",
    "measure_spoonful": "weigh",
    "weigh_luggage": "weigh",
    "pan_fire": "fire",
    "shift_load": "dig_snow",
    "feed_toddler": "feed_baby",
    "charge_gadget": "charge_phone",
    "wake_up": "check_time",
    "loose_tea": "strain_tea",
    "repel_insects": "swat_insect",
    "pet_fleas": "pet_hair_brush",
}

# Existing intent -> acceptable tools appended (a more specific catalog object), "a|b".
EXTRA_TOOLS = {
    "hot_surface": "cutting board",
}

# Existing intent -> acceptable tools taken off it, "a|b".
REMOVE_TOOLS = {
    "sleep_light": "earplugs|headphones|blanket",    # noise moved to block_noise
    "cold_hands": "socks",                           # feet moved to cold_feet
    "hot_person": "cola can",                        # a can of pop does not cool a stuffy room
    "waist_support": "stuffed animal",
    "hard_floor_seat": "footstool",                  # not something to sit or kneel on
    "exercise": "dumbbell",                          # weights moved to strength_training
    "dark": "table lamp|matches",                    # a lamp is dead in a power cut, a shed has none
    "reading_light": "candle",
    "pick_litter": "tongs",                          # kitchen tongs for a dead rat or dog mess
    "hang_clothes": "coat hanger",                   # hangers moved to hang_on_hanger
    "garden_dig": "spoon|wooden spoon|weed killer",  # weed killer belongs to kill_weeds
    "prune": "kitchen scissors|scissors",            # snipping moved to trim_plant
    "carry_things": "storage bin|cardboard box|tray",  # gathering indoors moved to gather_indoors
    "store_items": "jar",
    "scrape_ice": "spatula|ruler",
    "pet_hair_brush": "scrub brush",
    "mask_protect": "safety goggles|work gloves",    # eyes moved to eye_protect
    "stuck_lid_pot": "tongs",
    "unclog_drain": "scrub brush|bucket",
    "inflate": "tyre pressure gauge",                # measures, does not inflate
    "iron_clothes": "hair dryer",
    "paint": "rag",
    "sharpen_pencil": "kitchen knife",
    "swat_insect": "shopping bag",
    "weigh": "measuring cup",                        # volumes moved to measure_volume
    "squeeze_juice": "blender",
    "mash_food": "blender",                          # gluey mash; purees are blend's
    "blend": "whisk|potato masher",
    "scoop_ice_cream": "ladle",
    "feed_pet": "spoon",
    "walk_dog": "backpack|shopping bag",
    "feed_baby": "spoon|bowl",                       # solids moved to feed_toddler
    "change_bulb": "flashlight",
    "fire": "bucket|lid",                            # water on electrical fires; lids to pan_fire
    "chop_firewood": "hammer",
    "dig_snow": "trowel|bucket|wheelbarrow",         # loads moved to shift_load
    "fill_bottle": "pitcher",
    "strain_tea": "spoon|teapot",                    # tea moved to loose_tea
    "glaze": "paintbrush",                           # a decorating brush on food
    "season_food": "spoon",
    "cool_baking": "baking tray",                    # the hot tray is what they must come off
}
