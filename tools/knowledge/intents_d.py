"""Intents, part D: household, workshop, garden, baby and pet needs missing from parts A
and B, and extra acceptable tools for existing intents (objects of catalog_more.py)."""

from intents_a import intent, I  # noqa: F401

# Existing intent -> tools appended to its acceptable tools (after the existing ones).
EXTRA_TOOLS = {
    "hot_drink": "coffee maker",
    "water_plants": "garden hose",
    "wash_car": "garden hose",
    "sweep": "vacuum cleaner",
    "clean_dust": "vacuum cleaner",
    "crumbs_table": "vacuum cleaner",
    "hair": "hair straightener",
    "pet_hair_brush": "pet brush",
    "garden_dig": "shovel",
}

intent("unclog_drain", "seal:6 strike:4 reach:3 scrub:2", "plunger|scrub brush|work gloves|bucket", "bathroom cabinet|closet|sink|garage shelf", """
the sink won't drain
the toilet is blocked
the shower water is pooling around my feet
the bath is draining really slowly
the kitchen sink is backed up with greasy water
the toilet is about to overflow
water won't go down the plughole
""")
intent("inflate", "seal:3 reach:2 twist:2", "bicycle pump", "garage shelf|closet|toolbox", """
my bike tyre is flat
the football has gone soft
the air mattress needs blowing up
the kids' paddling pool has to be inflated
the car tyre looks a bit low
the basketball won't bounce
""")
intent("iron_clothes", "heat:9 wipe:3 care:2", "clothes iron|hair dryer", "closet|laundry basket|cabinet", """
my shirt is all creased
I want my trousers to look smart for the interview
the tablecloth is full of wrinkles
my dress got crumpled in the suitcase
the school uniform needs pressing
these linen napkins look crinkled
""")
intent("paint", "mark:8 wipe:4 reach:2", "paintbrush|paint roller|sponge|rag", "garage shelf|toolbox|closet|storage bin", """
the wall has scuff marks that need covering with paint
I want to paint the garden fence
the kids want to do some painting
the skirting board needs a fresh coat
I'd like to touch up the chipped window frame
the bedroom walls need redecorating
""")
intent("sharpen_pencil", "cut:4 mark:3 twist:3", "pencil sharpener|utility knife|kitchen knife", "pencil case|desk|drawer", """
my pencil is blunt
the pencil lead snapped
the coloured pencils are all worn down
I can't draw a fine line with this pencil
""")
intent("swat_insect", "strike:6 reach:4", "fly swatter|book|shopping bag|towel", "kitchen drawer|closet|cabinet", """
there's a fly buzzing around the kitchen
a wasp keeps landing on my food
a mosquito is whining near my ear
there's a big spider on the wall
a moth keeps flapping around the lamp
""")
intent("weigh", "mark:6 carry:2", "kitchen scale|measuring cup", "cabinet|kitchen drawer|pantry", """
the recipe says two hundred grams of flour
I want to know how heavy this parcel is
I need exactly half a kilo of sugar
how much does this bag of potatoes weigh
I'm measuring out ingredients for a cake
""")
intent("squeeze_juice", "liquid:5 twist:5 strike:1", "citrus juicer|fork|blender", "kitchen drawer|cabinet", """
I want fresh orange juice for breakfast
the dressing needs the juice of a lemon
let me get the juice out of these limes
I'd like freshly squeezed juice
""")
intent("mash_food", "strike:5 scoop:3", "potato masher|fork|blender", "kitchen drawer|cabinet", """
I want creamy mashed potatoes
the baby's vegetables need to be pureed
the avocados need mashing for guacamole
the boiled swede should be made smooth
these bananas need squashing for banana bread
""")
intent("blend", "cut:6 scoop:4 liquid:5 strike:3", "blender|whisk|potato masher", "cabinet|kitchen drawer", """
I want to make a smoothie
the soup needs to be made smooth
let me whizz up some hummus
I'd like a milkshake
the fruit should be turned into a puree
""")
intent("scoop_ice_cream", "scoop:9 cold:3", "ice cream scoop|spoon|ladle", "kitchen drawer|fridge", """
let's have some ice cream
the sorbet is frozen hard in the tub
I want to serve dessert from the freezer
the kids want bowls of ice cream
""")
intent("make_toast", "heat:9", "toaster|frying pan|baking tray", "cabinet|oven", """
I'd like some toast for breakfast
the bread should be toasted for the beans
I fancy crumpets with butter
let me make a toasted sandwich
""")
intent("feed_pet", "scoop:5 liquid:5 carry:4", "pet bowl|pet food|bowl|spoon", "pantry|cabinet|closet", """
the dog is whining for his dinner
the cat's bowl is empty
it's time to feed the puppy
the rabbit needs fresh water
the goldfish hasn't been fed today
the kitten keeps meowing at her dish
""")
intent("walk_dog", "fasten:6 carry:2 reach:2", "dog lead|backpack|shopping bag", "coat rack|closet|drawer", """
the dog needs a walk
it's time to take the puppy out
the dog is sitting by the door waiting to go out
I'm taking the dog to the park
""")
intent("clean_pet_mess", "scoop:7 reach:3 wipe:3", "litter scoop|trash bag|paper towel|work gloves", "closet|garage shelf|cabinet", """
the litter tray needs emptying
the dog did his business on the lawn
the cat litter smells
there's dog poo by the gate
""")
intent("feed_baby", "liquid:9 carry:2 care:4 warm:3", "baby bottle|spoon|bowl|cup", "cabinet|dish rack|kitchen drawer|fridge", """
the baby is hungry and crying
it's time for the baby's feed
the little one needs her milk
my toddler wants a drink
the baby should have some warm milk before bed
""")
intent("change_baby", "wipe:5 care:6 cushion:3", "nappy|wet wipes|towel", "drawer|closet|storage bin|bathroom cabinet", """
the baby's nappy is full
the baby needs changing
my son had an accident and needs fresh clothes
the toddler is wet and grizzly
""")
intent("polish_shoes", "wipe:6 scrub:4 care:2", "shoe polish|rag|microfiber cloth|scrub brush", "shoe rack|closet|drawer", """
my shoes are scuffed
my boots are muddy and dull
I want my shoes to shine for the wedding
the leather boots look dry and cracked
""")
intent("prop_door", "fasten:4 seal:2 cushion:1", "doorstop|brick|book|cushion", "closet|garage shelf|shelf", """
the door keeps slamming shut
I want to keep the door open while I carry things in
the wind keeps blowing the door closed
let's keep the kitchen door open for some air
""")
intent("change_batteries", "light:3 fasten:2", "battery|screwdriver", "drawer|kitchen drawer|toolbox", """
the remote has stopped working
the smoke alarm keeps beeping
the clock on the wall has stopped
the kids' toy has gone silent
my wireless mouse is dead
""")
intent("change_bulb", "light:6 reach:4", "light bulb|step stool|flashlight", "closet|garage shelf|drawer|cabinet", """
the light in the hall has gone out
the lamp won't switch on
the bulb popped in the bathroom
the kitchen light is flickering
""")
intent("fire", "cold:5 liquid:4 seal:4 care:4", "fire extinguisher|bucket|towel|lid", "kitchen drawer|closet|cabinet|garage shelf", """
the pan is on fire
there are flames coming from the toaster
the bin is smoking and I think it's burning
the oil in the pan caught alight
""")
intent("chop_firewood", "cut:8 strike:9", "axe|hand saw|hammer", "garage shelf|toolbox", """
the logs are too big for the wood burner
I need kindling for the fire
the firewood has to be split
let's chop some wood for the stove
""")
intent("dig_snow", "scoop:9 reach:5 strike:3", "shovel|trowel|bucket|broom", "garage shelf|closet", """
the driveway is buried in snow
I need to clear the snow from the path
the car is snowed in
there's a big pile of soil to move
let me dig a hole for the new tree
""")
intent("wrap_gift", "seal:6 cut:4 carry:2", "gift wrap|clear tape|scissors|shopping bag", "drawer|closet|sewing box|storage bin", """
I need to wrap this birthday present
the gift for my sister isn't wrapped yet
let me make this present look nice
the christmas presents need wrapping
""")
intent("fill_bottle", "liquid:8 scoop:3", "funnel|measuring cup|pitcher", "kitchen drawer|cabinet|garage shelf", """
I want to pour the oil into this narrow bottle without spilling
the car needs a top-up of screen wash
the soap dispenser needs refilling from the big bottle
let me decant the sauce into the small jar
""")
intent("charge_phone", "light:1 carry:1", "phone charger|charger cable|extension cord", "drawer|desk|nightstand", """
my phone is about to die
the tablet battery is flat
my headphones need charging
the laptop is on five percent
""")
intent("check_time", "mark:2", "alarm clock|watch|phone", "nightstand|drawer|desk", """
I need to get up early tomorrow
I don't want to oversleep
what time is it
I need a reminder to take the cake out in twenty minutes
""")
intent("wash_clothes", "wipe:3 scrub:3 liquid:4 carry:4", "laundry detergent|bucket|scrub brush", "closet|cabinet|sink", """
my clothes are dirty
the football kit is caked in mud
there's a stain on my favourite shirt
the bed sheets need washing
""")
