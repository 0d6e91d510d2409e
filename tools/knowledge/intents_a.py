"""Intents, part A: drinking, eating, cleaning. Each intent: name, affordance needs
(dim:score), acceptable tools (catalog names, best first), unseen regions (storage places
where those tools usually are, most likely first), and hand-written ambiguous phrasings
(no tool names)."""

I = []

def intent(name, aff, tools, unseen, phrasings):
    I.append(dict(name=name, aff=aff, tools=tools.split("|"), unseen=unseen.split("|"),
                  phrasings=[p.strip() for p in phrasings.strip().split("\n") if p.strip()]))

intent("thirst", "liquid:9 carry:2", "cup|mug|glass|water bottle|bowl|sports bottle|thermos", "cabinet|dish rack|kitchen drawer|fridge", """
I am thirsty
my throat is dry
I could really use some water
I'm parched
my mouth feels like sandpaper
I haven't had anything to drink all day
I need to rehydrate after my run
I'm so dehydrated
I'd love a sip of something
could I have some water please
""")
intent("cold_drink", "liquid:8 cold:9", "cola can|bottled drink|juice box|milk carton|water bottle|glass", "fridge|pantry", """
I want something cold to drink
it's boiling hot and I need a chilled drink
I'd kill for something icy to sip
I'm craving a cold soda
something refreshing and cold would be great right now
I need a cool drink to beat this heat
fetch me something chilled to drink
I want a fizzy drink straight from the cold
""")
intent("hot_drink", "liquid:8 heat:8", "mug|cup|thermos|teapot|kettle", "cabinet|dish rack|kitchen drawer", """
I feel like having a warm cup of tea
I want to make myself some coffee
something hot to sip would warm me up
I need my morning caffeine
I'd like to brew some tea
let's have a hot chocolate
I fancy a warm drink before bed
""")
intent("pour_drink_guests", "liquid:9 carry:4 cold:3", "pitcher|glass|bottled drink|cup", "cabinet|fridge|dish rack", """
I need to serve water to my guests
everyone at the table needs a refill
let me pour drinks for the whole family
the guests are thirsty, let's get them something
I want to put some water on the dinner table for everyone
""")
intent("wine", "liquid:8 twist:3", "wine glass|glass|corkscrew", "cabinet|kitchen drawer", """
let's celebrate with some wine tonight
I want to toast with my friends
I'd like a glass of red with dinner
time to open that bottle we got as a gift
we should raise a glass to the new job
""")
intent("open_bottle", "twist:9 cut:2", "bottle opener|corkscrew|jar opener|pliers", "kitchen drawer|drawer|toolbox", """
I can't get the cap off this beer
the bottle top won't come off with my hands
how do I pop this bottle open
this cork is stuck in the bottle
I need to get the crown cap off
""")
intent("open_jar", "twist:9 cushion:1", "jar opener|work gloves|butter knife|towel|pliers", "kitchen drawer|drawer|toolbox", """
this jar lid is stuck
I can't twist open the pickle jar
the lid on the jam won't budge
my hands keep slipping on this tight lid
help me with this stubborn jar
""")
intent("open_can", "cut:6 twist:7", "can opener|utility knife", "kitchen drawer|drawer", """
I want to open a tin of beans
this can of soup has no pull tab
I need to get into this canned tomato
how will I open the tinned tuna
""")
intent("eat_soup", "scoop:9 liquid:5 heat:3", "spoon|bowl|ladle|wooden spoon", "kitchen drawer|cabinet|dish rack", """
I want to eat my soup
the stew is ready and I'm starving
I'd like to have some cereal with milk
how do I eat this porridge
my yogurt is waiting for me
I want some ice cream from the tub
""")
intent("eat_meal", "scoop:6 pinch:3 carry:4 cut:2", "fork|spoon|chopsticks|plate|cutlery", "kitchen drawer|cabinet|dish rack", """
dinner is served and I need to eat
I want to eat my noodles
the salad looks good, let me dig in
I'm hungry, lunch is on the table
I have some pasta to eat
I need something to eat my rice with
""")
intent("serve_soup", "scoop:9 liquid:6 reach:3", "ladle|spoon|wooden spoon|measuring cup", "kitchen drawer|cabinet", """
I need to serve the soup from the pot
let me dish out the stew for everyone
I want to portion the chili into bowls
the broth needs to go into the bowls
""")
intent("stir_cook", "scoop:8 heat:5", "wooden spoon|spatula|spoon|whisk|ladle", "kitchen drawer|cabinet", """
the sauce on the stove needs stirring
I have to keep the risotto moving so it doesn't burn
I want to mix the batter
let me beat these eggs
the onions in the pan need to be turned
""")
intent("flip_food", "scoop:7 heat:6 pinch:3", "spatula|tongs|fork", "kitchen drawer|cabinet", """
the pancakes are ready to be turned over
I need to flip the burgers on the grill
time to turn the fish in the pan
the sausages need turning before they burn
""")
intent("heat_food", "heat:9 carry:6", "microwave-safe bowl|plate|food container|saucepan|frying pan|bowl", "cabinet|dish rack|kitchen drawer", """
I want to heat up my lunch
my leftovers are cold
I'd like to warm up yesterday's pizza
I need to reheat the soup
the rice from last night needs warming
I want a hot meal from what's in the fridge
""")
intent("cook_stove", "heat:9 liquid:5 scoop:2", "saucepan|frying pan|kettle", "cabinet|oven", """
I want to boil some pasta
let me fry a couple of eggs
I'm going to cook dinner on the stove
I need to boil water for the noodles
I want to make an omelette
""")
intent("bake", "heat:8 carry:5", "baking tray|mixing bowl|oven mitt", "cabinet|oven", """
I want to bake cookies this afternoon
the cake batter is ready for the oven
let's roast some vegetables
I'm making homemade bread today
""")
intent("hot_pot_handle", "heat:9 cushion:3", "oven mitt|towel|work gloves", "kitchen drawer|cabinet", """
the pan handle is too hot to touch
I need to take the casserole out of the oven
I'll burn my hands grabbing this tray
the pot is scorching and I have to move it
""")
intent("slice_food", "cut:10", "kitchen knife|bread knife|pizza cutter|kitchen scissors", "kitchen drawer|cabinet", """
I need to slice the bread
I want to chop some onions
cut up the vegetables for the stew
let me dice these tomatoes
the cake needs to be cut into pieces
I'd like to carve the roast
""")
intent("peel", "cut:7", "peeler|kitchen knife", "kitchen drawer", """
I need to peel the potatoes
the carrots should have their skin off
let me take the skin off this cucumber
the apples need peeling for the pie
""")
intent("grate_cheese", "cut:6 scrub:4", "grater|kitchen knife", "kitchen drawer|cabinet", """
I want shredded cheese on my pasta
let me zest this lemon
I need finely shredded carrot for the salad
""")
intent("crack_nuts", "strike:9 twist:5", "nutcracker|hammer|mallet|meat tenderizer|rolling pin|pliers|brick", "toolbox|kitchen drawer|drawer", """
I want to crack walnuts
these nuts are impossible to open
I'd like to get into these hazelnuts
the shells on these pecans are too hard
I want to break open a coconut
how do I get the kernels out of these walnuts
""")
intent("crush", "strike:8", "mortar and pestle|rolling pin|meat tenderizer|mallet|garlic press", "kitchen drawer|cabinet", """
I need to crush some garlic
let me grind these spices
I want to smash the crackers into crumbs
the peppercorns need to be crushed
""")
intent("tenderize", "strike:9", "meat tenderizer|mallet|rolling pin|frying pan", "kitchen drawer|cabinet", """
the steak is too tough, I want to pound it thin
I need to flatten the chicken breasts
let me beat this cutlet flat
""")
intent("roll_dough", "strike:6 scoop:1 carry:1", "rolling pin|glass|bottled drink", "kitchen drawer|cabinet", """
the pizza dough needs to be flattened out
I want to roll out pastry for the pie
let me make the cookie dough thin and even
""")
intent("drain_pasta", "scoop:5 liquid:4 carry:4", "colander|saucepan", "cabinet|dish rack", """
the spaghetti is done and needs draining
I have to rinse these berries
let me strain the boiled potatoes
""")
intent("pack_lunch", "carry:8 seal:4", "lunch box|food container|shopping bag|cooler bag", "cabinet|kitchen drawer|pantry", """
I want to take my lunch to work
I need to pack food for the trip
let me put the leftovers away for tomorrow
I'd like to bring a snack to school
the remaining curry should be saved
""")
intent("keep_food_cold", "cold:9 carry:7", "cooler bag|ice pack|food container", "fridge|closet|pantry", """
the picnic food needs to stay cool
I don't want the milk to spoil on the drive
we're going to the beach and need to keep drinks chilled
""")
intent("light_candle", "light:8 heat:6", "lighter|matches", "kitchen drawer|drawer|cabinet", """
I want to light the candles on the cake
let's make it cozy with some candlelight
the gas stove needs a flame
the fireplace needs starting
""")
intent("water_plants", "liquid:9 reach:2", "watering can|pitcher|bucket|glass|spray bottle", "garage shelf|closet|sink", """
my plants look droopy
the flowers on the windowsill are wilting
the garden hasn't been watered in days
the basil on the balcony is drying out
the herbs need a drink
""")
intent("clean_dust", "wipe:9 scrub:3 reach:3", "duster|rag|microfiber cloth|handheld vacuum|scrub brush|paper towel", "closet|kitchen drawer|cabinet|storage bin", """
I want to clean the dust
the shelves are covered in dust
everything on the bookcase looks grey and fuzzy
I need to dust the furniture
there's a layer of dust on the TV stand
I sneeze every time I walk past that dusty cabinet
the picture frames have gathered dust
""")
intent("wipe_spill", "wipe:9 liquid:3", "paper towel|rag|sponge|towel|napkin|microfiber cloth|wet wipes", "kitchen drawer|cabinet|closet", """
I knocked over my juice
there's coffee all over the table
I spilled milk on the counter
the dog's water bowl tipped over
something sticky dripped on the worktop
oops, my drink went everywhere
""")
intent("sticky_floor", "wipe:9 scrub:5 reach:6 liquid:3", "mop|wet wipes|sponge|rag|paper towel", "closet|cabinet|sink", """
the floor is sticky
my socks keep sticking to the kitchen tiles
someone spilled soda on the floor and it's tacky
the hallway floor has muddy footprints
the bathroom floor is grimy
""")
intent("sweep", "scrub:8 reach:6 wipe:3", "broom|handheld vacuum|dustpan", "closet|garage shelf", """
there are crumbs all over the floor
the kitchen floor is covered in dirt
sand got tracked into the living room
the cat knocked soil out of the plant pot onto the floor
there are leaves all over the porch
""")
intent("crumbs_table", "wipe:6 scrub:5 scoop:4", "dustpan|handheld vacuum|rag|napkin|sponge", "closet|kitchen drawer", """
the table is full of breadcrumbs
there are crumbs on the sofa cushions
I dropped a bag of rice on the counter
""")
intent("scrub_dishes", "scrub:9 wipe:5 liquid:3", "sponge|scrub brush|steel wool|dish soap", "sink|kitchen drawer|cabinet", """
the pan has burnt food stuck to it
the dishes are piled up and greasy
I need to clean this crusty pot
the baking dish has baked-on cheese
the sink is full of dirty plates
""")
intent("clean_toilet", "scrub:9 reach:4", "toilet brush|scrub brush|sponge", "bathroom cabinet|closet", """
the toilet bowl is disgusting
the loo needs a good clean
there are stains in the toilet
""")
intent("clean_window", "wipe:8 scrub:3 reach:4", "squeegee|microfiber cloth|spray bottle|paper towel|rag", "closet|cabinet", """
the windows are streaky
I can't see out of the smudged glass door
the mirror is covered in toothpaste spots
there are fingerprints all over the glass
""")
intent("clean_glasses", "wipe:10", "microfiber cloth|tissues|napkin", "drawer|nightstand|bathroom cabinet", """
my lenses are smudged
I can't see clearly through my specs
there's a fingerprint on my camera lens
my phone screen is greasy
""")
intent("disinfect", "wipe:8 care:6 liquid:3", "wet wipes|spray bottle|rag|paper towel", "cabinet|bathroom cabinet|kitchen drawer", """
I want to sanitize the door handles
the counter where the raw chicken was needs disinfecting
someone sick touched the remote, let's kill the germs
I want to clean the keyboard of bacteria
""")
intent("lint", "seal:5 wipe:6", "lint roller|clear tape|duct tape", "closet|drawer", """
my black coat is covered in cat hair
there's fluff all over my trousers
the sofa is full of dog fur
""")
intent("trash", "carry:8 seal:2", "trash bag|shopping bag|cardboard box", "kitchen drawer|cabinet|closet", """
the rubbish needs to go out
I want to clear out all this junk
let me gather up the party waste
there's garbage everywhere after the barbecue
""")
intent("carry_groceries", "carry:9", "shopping bag|backpack|basket|cardboard box", "closet|kitchen drawer|coat rack", """
I'm going grocery shopping
I need to bring the vegetables home from the market
how will I carry all these cans
I bought too many things to hold in my arms
""")
intent("serve_breakfast", "carry:9 heat:2", "tray|plate|basket", "cabinet|kitchen drawer", """
I want to bring breakfast in bed to my partner
I need to carry several plates to the table at once
let me take the snacks and drinks to the living room together
""")
intent("pick_small_food", "pinch:8 scoop:4", "chopsticks|tongs|fork", "kitchen drawer", """
I want to pick up the dumplings
let me grab a piece of sushi
the olives are too slippery to pick up with fingers
I want to serve the salad without touching it
""")
