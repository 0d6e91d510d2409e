"""Intents, part S13A (session 13): filled by this session's knowledge helper A (see
intents_s10l.py for the formats).

Coarse intents whose phrasings mixed needs that want different objects, so every such request
retrieved the union of their tools: a headache wants painkillers, heartburn an indigestion
remedy, hay fever antihistamines (`medicine`); greenfly want a plant pest spray, ants an ant
killer, a wasps' nest a wasp nest spray (`garden_pests`); a mower's engine wants small-engine
oil, not car oil (`top_up_oil`); a bike tyre, an airbed, a ball and a car tyre each want a
different pump (`inflate`); children's pictures want poster paint, a fence wants fence paint,
a bedroom wall emulsion (`paint`); a remote wants AA cells, a key fob or a watch a coin cell,
a smoke alarm a 9 V battery (`change_batteries`). Each sub-need takes its phrasings off the
coarse intent (MOVES); what stays on the coarse intent is the general need.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- medicine
intent("pain_relief", "care:9 liquid:2 carry:1", "painkillers|children's paracetamol",
       "bathroom cabinet|first aid kit|kitchen drawer|nightstand", """
I have a pounding headache
my head is pounding
my tooth is aching badly
I have terrible period cramps
I've got a migraine coming on
I've got a splitting headache
my joints ache and I need a painkiller
I've got a pounding headache
my period pains are awful
my back is killing me and I need something for the pain
I woke up with a thumping head after the wedding
this toothache is driving me up the wall
my arthritis is really bad this morning
there's a nagging ache behind my eyes
my knee has been throbbing all afternoon
my hip is so sore I can't get comfortable
the pain in my jaw has kept me awake
I've had a dull headache since lunchtime
my earache is getting worse
my wisdom tooth is throbbing
""")

intent("indigestion", "care:7 liquid:2", "indigestion remedy",
       "bathroom cabinet|kitchen drawer|first aid kit|cabinet", """
I need something for this heartburn
I've got indigestion after that meal
I've got a stomach upset
I've got terrible heartburn after dinner
there's a burning feeling in my chest after that curry
acid keeps coming up into my throat
I ate too fast and now my stomach is burning
my tummy is bloated and uncomfortable after the big lunch
the reflux is bad again tonight
my stomach feels sour after the takeaway
I keep burping and my chest burns
the pregnancy heartburn is awful tonight
rich food always gives me a burning chest
my stomach is churning after all that cheese
""")

intent("hay_fever", "care:8 liquid:1", "antihistamines|eye drops",
       "bathroom cabinet|first aid kit|kitchen drawer|nightstand", """
my allergies are acting up
my allergies are playing up
my hay fever is really bad today
the pollen count is sky high and my eyes are streaming
I can't stop sneezing since the grass was cut
my eyes are itchy and watery from the pollen
the cat has set my allergy off again
I've come out in hives
every spring the tree pollen gets me
we're visiting my sister and I'm allergic to her dog
the dust has set my allergies off
my eyes are puffy and I'm sneezing every morning in June
I'm sneezing my head off and my nose itches, it's that time of year
I've got hay fever and keep sneezing
my eyes are itchy and watery from hay fever
my eyes are red and itchy from the pollen
the hay fever is making my eyes stream
I'm all sneezy and bunged up since we got the new kitten
""")

# ---------------------------------------------------------------- garden pests
intent("ants", "liquid:2 reach:2 care:2", "ant killer",
       "garage shelf|cabinet|closet", """
there are ants marching across the patio into the kitchen
an ant nest has appeared between the paving slabs
there's a trail of ants going to the sugar bowl
ants are coming in under the back door
the worktop is swarming with tiny ants
flying ants have come up out of the lawn
little black ants keep getting into the cat's food
ants are crawling all over the bin
every summer the ants find their way into the pantry
there are ants in the kitchen cupboards again
the ants have built a mound in the lawn
ants keep coming up through a crack by the patio doors
the sandpit is full of red ants
""")

intent("wasps_nest", "liquid:3 reach:4 care:2", "fly spray",
       "garage shelf|cabinet|closet", """
there's a wasps' nest under the eaves
wasps are flying in and out of a hole in the shed wall
there's a nest of wasps in the bird box
wasps keep going into a gap in the roof tiles
we've got a wasp nest in the compost bin
there's a papery nest hanging in the corner of the garage
the wasps have set up home in the hedge
wasps are pouring out of the loft vent
there's a buzzing nest in the garden wall
wasps are nesting under the decking
the kids can't play out, there's a wasps' nest by the swing
hornets have built a nest in the old apple tree
wasps are streaming out of a hole in the ground by the fence
""")

# ---------------------------------------------------------------- oil
intent("top_up_mower_oil", "liquid:6 reach:1 carry:2", "small engine oil|funnel|fuel can",
       "garage shelf|closet|storage bin", """
the mower's engine is nearly dry of oil
the lawnmower dipstick is showing almost nothing
the chainsaw's oil tank is empty
the strimmer needs its two-stroke mix made up
the ride-on mower's oil is low
the mower is smoking and the oil looks low
I need to check the oil in the petrol mower before the first cut of the year
the chainsaw chain is running dry
the leaf blower's engine needs its oil mixed in
the rotavator's oil level is below the mark
the generator's oil light is on
the outboard motor needs oil before we take the boat out
the mower's engine is knocking and the sump is nearly empty
the strimmer has run out of fuel mix
""")

intent("bike_chain", "liquid:5 twist:3 wipe:2", "bike chain oil|lubricant spray",
       "garage shelf|toolbox|closet", """
the bike chain is rusty and squeaking
the bike chain squeaks when I pedal
my chain is dry and grinding after the rain
the gears keep slipping and the chain looks dry
the chain on the kids' bike has gone orange with rust
the bike's been in the shed all winter and the chain is stiff
the chain makes a horrible grating noise on the hills
my chain is filthy and clunky after the muddy ride
the bike chain jumps because it's so dry
the chain on my commuter bike creaks with every turn
the chain's got stiff links after getting soaked
the mountain bike chain sounds like it's eating sand
the chain keeps falling off and it's rusty
""")

# ---------------------------------------------------------------- inflate
intent("inflate_airbed", "seal:3 reach:1", "airbed pump|foot pump",
       "garage shelf|closet|storage bin|car boot", """
the air mattress needs blowing up
the kids' paddling pool has to be inflated
the kids' armbands need blowing up
the lilo for the pool is flat
the exercise ball has gone soft
the beach ball is flat
the guests are arriving and the blow-up bed is still in its box
the inflatable dinghy needs filling before we go to the beach
the bouncy castle for the party is flat
the camping mattress has gone down overnight
the rubber ring for the pool needs air
the inflatable flamingo for the pool is all crumpled
the blow-up bed for the sleepover is flat as a pancake
the kids' inflatable boat needs pumping up
""")

intent("inflate_ball", "seal:3 twist:1", "ball pump|foot pump",
       "garage shelf|closet|storage bin|shoe rack", """
the football has gone soft
the basketball won't bounce
the rugby ball is deflated
the netball has lost all its air
the kids' football is squashy
the volleyball feels soft
the ball for training tonight is flat
the basketball is half flat and dead on the court
the football's been in the shed all winter and has gone soft
my son's match ball needs pumping up
the ball just thuds and doesn't bounce any more
the dog's ball has gone floppy
the handball needs a bit more air
""")

intent("inflate_car_tyre", "seal:3 reach:2 mark:2", "tyre inflator|foot pump|bicycle pump",
       "car boot|garage shelf|glovebox", """
the car tyre looks a bit low
the front tyre on the car looks squashed
the car's back tyre is soft and needs air
the tyre light came on and one tyre needs pumping up
the van's tyres need air before the trip
the caravan tyres look a bit flat
one of the car tyres is low and the garage is miles away
the car tyre has gone soft overnight
the tyres on the trailer need blowing up
the car's tyres need a bit more air for the heavy load
the spare wheel in the boot is nearly flat
my tyre's visibly low on the passenger side
the car's tyres need topping up with air before the motorway
""")

# ---------------------------------------------------------------- paint
intent("paint_art", "mark:8 wipe:1", "art paint|artist's brush|paintbrush",
       "storage bin|drawer|desk|closet", """
the kids want to do some painting
the kids want to make pictures with poster paint
the children want to paint their pictures on the kitchen table
my daughter wants to paint a picture for her nan
I fancy doing a watercolour of the garden in my sketchbook
the kids want to paint the pebbles they found on the beach
the little ones want to do hand prints for grandad
the kids want to paint their egg boxes into dragons
I fancy painting a little landscape on canvas this afternoon
my son needs to paint his model for school
the children want to paint a rainbow for the window
the kids want to decorate their paper plates with colour
I'd like to try a painting of the dog on a little canvas
the toddlers want to do some messy painting
""")

intent("paint_fence", "mark:6 wipe:3 reach:2", "fence paint|wood stain|paintbrush|paint roller",
       "garage shelf|storage bin|closet", """
I want to paint the garden fence
the fence needs a new coat of paint
the shed needs freshening up with a new colour
the garden bench looks weathered and grey
the fence panels have gone grey and tatty
the decking is looking dry and faded
the shed is starting to look rotten and needs protecting
the garden gate wants a fresh coat before winter
the wooden planters are weathered and splitting
the picnic table is bleached by the sun
the summerhouse needs treating before the rain comes
the new fence posts need protecting from the weather
the decking boards need a fresh coat of stain
the deck has gone silvery and needs oiling
the garden trellis looks tired and grey
""")

# ---------------------------------------------------------------- batteries
intent("coin_cell", "fasten:2 light:2 twist:1", "button cell|precision screwdriver",
       "drawer|kitchen drawer|desk", """
the bathroom scales have a blank screen
my hearing aid went quiet
the car key fob has stopped unlocking the car
my watch has stopped
the kitchen scales show nothing when I switch them on
the digital thermometer's display has gone blank
the glucose meter says its power is low
the key fob only works if I stand right next to the car
my watch face has gone blank
the little tracker on my keys says it's running out
the fitness band's display is faint
the LED tea lights have stopped flickering
my bike computer has a blank screen
the fob for the garage door has died
my wristwatch has stopped at ten past three and won't go again
the remote key for the car only works now and then
the watch I wear every day has died
""")

intent("smoke_alarm", "light:3 fasten:2 reach:1", "9v battery|battery",
       "drawer|kitchen drawer|toolbox|cabinet", """
the smoke alarm keeps beeping
the smoke detector is chirping
there's a chirp from the ceiling every minute
the fire alarm in the hall keeps giving a single beep
the smoke alarm on the landing is bleeping and keeping me up
the carbon monoxide alarm is beeping every so often
the smoke alarm's little light has stopped flashing
the alarm in the kitchen chirps at three in the morning
the smoke alarm test button does nothing
the detector on the ceiling keeps tweeting at us
the hallway alarm beeps once every thirty seconds
something on the ceiling keeps chirping like a bird
the smoke detector in the kids' room is chirping
""")

# ---------------------------------------------------------------- cold ears
intent("cold_ears", "warm:9 cushion:1", "woolly hat|ear warmers|hat|scarf",
       "coat rack|closet|drawer", """
the wind is making my ears ache
my ears go numb when I walk the dog in winter
the tips of my ears are frozen
the kids' ears are bright red from the cold
my head is freezing since I had my hair cut short
the wind chill is making my ears sting
I'm bald and my head gets so cold outside
my ears are icy after cycling to work
the baby's head feels cold in the pram
my ears hurt from the cold wind on the school run
my head and ears are frozen waiting for the bus
I'm going out in the snow and my ears always suffer
my ears are throbbing from the frost
""")

# New intent -> coarse intents its phrasings are taken off.
MOVES = {
    "pain_relief": "medicine",
    "indigestion": "medicine",
    "hay_fever": "medicine|runny_nose|dry_eyes",
    "ants": "garden_pests",
    "wasps_nest": "garden_pests",
    "top_up_mower_oil": "top_up_oil|top_up_car",
    "bike_chain": "lubricate",
    "inflate_airbed": "inflate",
    "inflate_ball": "inflate",
    "inflate_car_tyre": "inflate",
    "paint_art": "paint",
    "paint_fence": "paint",
    "coin_cell": "change_batteries",
    "smoke_alarm": "change_batteries",
}
# Phrasings taken off an existing intent.
DROP = {}
# Tools added to / taken off existing intents.
EXTRA_TOOLS = {
    # what stays on inflate is bike, pram and wheelbarrow tyres
    "inflate": "foot pump|tyre inflator",
}
REMOVE_TOOLS = {
    # the pill bottle (the person's own tablets) and vitamins stay; each remedy has its intent
    "medicine": "painkillers|children's paracetamol|antihistamines|indigestion remedy",
    # decorating walls and woodwork indoors: art paint never was on it; a sponge is a loose fit
    "paint": "sponge",
}
# Phrasings added to existing intents.
MORE = {
    "medicine": """
the doctor's put me on new tablets twice a day
my prescription needs taking with breakfast
mum has to take her pills with her lunch
dad needs his morning pills
I forgot to take my tablets this morning
the kids get travel sick on the ferry
""",
    "stick_paper": """
the children want to fix their postcards into their scrapbooks
the kids want to put their tickets into their holiday diaries
my daughter wants her postcards stuck into her journal
the children are sticking pictures into their nature notebooks
the kids want to paste the leaves they found into their diaries
""",
    "inflate": """
the kid's scooter tyre is squashy
the back tyre on my bike needs air before the ride
the pushchair tyres are flat again
the wheelbarrow tyre has gone soft
""",
    "top_up_oil": """
the car wants a bit more oil before the long drive
I need to top up the engine oil in the car
""",
    "change_batteries": """
the wireless doorbell chime has gone quiet
the kids' walkie-talkies are dead
the bathroom radio has lost its power
""",
    "paint": """
I want to paint the spare room
we're redecorating the hallway this weekend
the bathroom walls need repainting
I'd like to give the landing a fresh coat
the walls in the kids' bedroom need painting over
the lounge needs a new colour on the walls
the hallway is looking grubby and needs a fresh colour
the kitchen ceiling has gone yellow and needs doing
the banisters are chipped and need a new coat
the new plaster in the lounge needs its first coat
the living room walls need covering before we sell the house
""",
    "garden_pests": """
the runner beans are black with blackfly
the leaves on the apple tree are curling up with bugs underneath
there's sticky stuff on the leaves and little green insects
""",
}
