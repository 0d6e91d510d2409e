"""Intents, part S18C (session 18): filled by this session's phrasing helper C (see
intents_s13a.py for the formats).

Requests one step of inference away from the tool: people describe a plan or a situation
("we're off camping and it's dark by seven", "the beach towels keep blowing away") and the
tool follows by common sense. New intents for situations no intent covered, each served by
catalog objects no intent listed (a windbreak, a racket, a safe, a plug-in timer, a capo,
rosin, valve oil, an aquarium siphon, a stair gate, a roof box, a warning triangle...);
MORE: phrasings of that plan/situation kind appended to existing intents.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- sport & games
intent("play_tennis", "strike:4 reach:3", "tennis racket|tennis ball|shuttlecock",
       "games cupboard|garage shelf|closet|storage bin", """
shall we hit a few balls over the net at the park
I've booked a court at the park for six o'clock
we're having a doubles match with the neighbours this weekend
my partner wants to knock a ball about over the net
Wimbledon's on and now the kids want a go
we're having a family sports afternoon with a net over the lawn
the net's up in the garden and the sun's out
I've signed up for tennis lessons starting this evening
my serve needs practice before the league match
we could have a rally at the leisure centre later
""")

intent("time_activity", "mark:1", "watch|phone|kitchen timer",
       "drawer|nightstand|desk|kitchen drawer", """
my daughter's racing her brother to the end of the road and back
I'm doing interval sprints, thirty seconds on and thirty off
I want to see if the kids can beat their record round the garden
I'm practising holding my breath and want to know how long I last
the plank challenge says hold it for two minutes
I want to know how fast I can swim a length
I'm training for the park run and want my splits
let's see who can solve the puzzle cube fastest
my speech has to be under five minutes and I want to check
I want to clock how long the boys take on the obstacle course
""")

intent("play_darts", "cut:2", "darts", "games cupboard|drawer|garage shelf|shelf", """
my dad's pub team is one player short this week
fancy a game of three-oh-one tonight
I want to practise hitting double top
the pub team needs me on the oche on Thursday
let's have a round of killer after dinner
the grandkids want to throw at the board in the shed
""")

intent("play_pool", "reach:3 strike:2", "cue", "games cupboard|garage shelf|closet", """
we've got a bar billiards night at the club
I'll break if you rack them up
the snooker's on and now I want a frame myself
we've got the table set up in the basement for a tournament
my brother's challenged me to a game of eight ball
I want to practise my long pots before the league night
""")

intent("golf_practice", "strike:5 reach:4", "golf club|golf ball",
       "garage shelf|closet|car boot|storage bin", """
my handicap has gone up and I want to work on my drives
my tee time is at eight tomorrow morning
I want to practise my putting on the lawn
my chipping has been dreadful and I want to work on it
the lads have booked eighteen holes on Saturday
I want to hit a few balls into the net in the garden
""")

intent("go_fishing", "reach:3", "fishing rod", "garage shelf|closet|car boot|storage bin", """
the sea angling competition is this weekend
the canal's supposed to be full of carp this time of year
we're taking the boat out on the lake to catch our supper
I want to teach my grandson to fish off the pier
the mackerel are running off the harbour wall
I've got my licence and the weather's perfect for the lake
""")

intent("shin_pads", "cushion:4 care:2", "shin pads", "closet|storage bin|garage shelf|shoe rack", """
he's joined the hockey club and trains on Tuesdays
she keeps getting kicked on the legs at hockey practice
the ref won't let him on the pitch without his leg protection
I'm playing five-a-side tonight and the tackles get rough
the junior league starts this weekend and she needs her kit
""")

intent("sports_training_cones", "mark:1", "sports cones|whistle",
       "garage shelf|storage bin|car boot|closet", """
I'm setting up a dribbling course on the field for the kids
the PE lesson is outside and I want stations round the yard
I want to lay out a little pitch in the park for the party
we're doing agility drills on the lawn with the team
I need to mark the start and finish for the sports day race
""")

intent("swim_float", "cushion:2 care:2", "swim float|swimming goggles",
       "storage bin|closet|beach bag|car boot", """
my little one is learning to kick his legs in the pool
she's not confident enough to let go of the side yet
the kids are going in the sea and can't really swim
I want to practise my leg kick on its own
the toddler wants to join his big sister in the big pool
""")

intent("ski_goggles", "care:2", "ski goggles|sunglasses", "closet|storage bin|drawer|car boot", """
we've booked a week on the slopes in February
the snow is blowing straight into my eyes on the chairlift
we're going snowboarding and the forecast says whiteout
the sun on the snow up the mountain gives me a headache
I can't see the bumps on the piste in flat light
""")

# ---------------------------------------------------------------- music
intent("rosin_bow", "care:2", "rosin|instrument bow", "instrument case|drawer|shelf", """
my cello sounds thin and the bow just skates over the strings
the new bow hair won't grip the strings at all
the violin sounds whispery however hard I play
the double bass is barely making a sound under the bow
the bow hair looks shiny and smooth and the notes are faint
""")

intent("valve_oil", "liquid:2 care:2", "valve oil", "instrument case|drawer|shelf", """
the pistons on my cornet feel sluggish
the flugelhorn feels gritty when I press down
the tuba valves are stiff after a month in the cupboard
my euphonium valves squeak and stick
band practice is tonight and the trombone slide is dragging
""")

intent("music_stand", "carry:1", "music stand|clipboard", "instrument case|closet|shelf|storage bin", """
my sheet music keeps falling off the piano ledge
I'm practising the flute and have to read the score at eye level
I'm playing the clarinet at the school concert and need my part in front of me
I'm busking and need my chord sheets somewhere I can see them
the choir parts keep sliding off my lap in rehearsal
""")

intent("capo_key", "pinch:2", "capo|guitar pick", "instrument case|drawer|shelf", """
the singer wants the song two frets higher
I want to play along with the record but it's in a different key
my daughter can't sing it that low on the guitar
I want to play in E flat without learning barre chords
I want my acoustic to sound brighter for this folk song
I want to strum properly instead of using my fingers
""")

intent("amplify_guitar", "care:1", "guitar amp|instrument cable|speaker",
       "instrument case|storage bin|closet|shelf", """
my son's got a new electric bass for his birthday
the band rehearsal is tonight and I'm drowned out by the drums
I want to practise my solo with some proper volume
my bass sounds like nothing without being plugged in
I'm playing an open mic and need to be louder
""")

intent("karaoke", "care:1", "microphone|speaker", "storage bin|games cupboard|shelf|closet", """
the wedding speeches are in a big barn
the kids want to put on a talent show in the lounge
I'm giving a toast in the marquee and it's noisy
I'm running the quiz night and need to be heard at the back of the hall
the girls want to belt out power ballads all night
""")

# ---------------------------------------------------------------- security, power, water
intent("away_lights", "light:2", "plug-in timer|table lamp|solar garden light",
       "drawer|storage bin|cabinet|desk", """
we're off on holiday and the house will be dark every night
I'm working late shifts all month and the house sits dark every evening
I want the lamp in the front room to come on by itself in the evening
the neighbours said our place looked deserted last time we were away
the house stands empty for the whole of August
I want it to look like someone's home while I'm in hospital
""")

intent("lock_valuables", "carry:5 seal:2", "safe|jewellery box|money box",
       "closet|drawer|nightstand|shelf", """
I've inherited some gold coins and don't want them in a drawer
we've got a lot of cash in the house after the car sale
the cleaners start tomorrow and my watch collection is out
I want the passports and the deeds somewhere nobody can get at them
there's been a break-in down the road and Mum's rings are in a drawer
we're having a house party and I don't want anyone pocketing my valuables
we're letting the house through a holiday site this summer
""")

intent("home_security", "light:4", "motion sensor|flashlight|solar garden light|camera",
       "garage shelf|drawer|storage bin|toolbox", """
someone has been trying the car doors on our street at night
the security light keeps coming on and I don't know why
the dog growls at the back door every night around midnight
parcels keep going missing from the front step
there are strange noises round the bins in the middle of the night
the shed door was open this morning and I'm sure I locked it
we've had the garden tools stolen twice this year
""")

intent("power_trip", "light:3 care:1", "fuse box|flashlight|headlamp",
       "utility cupboard|drawer|garage shelf|kitchen drawer", """
the downstairs lights died but the fridge is still running
the lights went out the moment I switched the kettle on
the sockets in the extension have gone dead and nothing plugged in there works
everything on the ground floor has gone off with a bang
the electrics cut out when the toaster sparked
the power keeps going off whenever the washing machine starts
""")

intent("burst_pipe", "liquid:6 twist:1 carry:4", "stopcock|bucket|towel",
       "utility cupboard|sink|cabinet|garage shelf", """
the washing machine hose has split and the floor is flooding
a pipe has burst in the loft and water is coming through
the pipe under the sink has split and it's spraying everywhere
there's water gushing out behind the washing machine
the tank in the airing cupboard is overflowing everywhere
""")

intent("water_cut", "liquid:8 carry:6", "water carrier|bucket|water bottle",
       "garage shelf|utility cupboard|pantry|storage bin", """
there's a notice saying the street will have no water on Thursday
nothing comes out of the taps and they say it'll be hours
the council is handing out water at the community centre
the mains has burst and there's no water for the whole village
we've been told to boil our water and the supply is off
""")

# ---------------------------------------------------------------- houseplants
intent("clean_plant_leaves", "wipe:8", "microfiber cloth|sponge|rag|duster",
       "kitchen drawer|cabinet|utility cupboard|drawer", """
the rubber plant's big leaves have gone dull and grey
the monstera leaves are coated in dust and look tired
there's a film of grime on the cheese plant
the aspidistra leaves have a layer of dust you could write in
the palm in the hall hasn't been touched in months and the fronds are grimy
""")

intent("mist_plant", "liquid:6", "spray bottle|humidifier",
       "sink|cabinet|utility cupboard|shelf", """
the calathea's leaf edges are going crispy
my air plants need a drink but they don't have soil
the maidenhair fern is drying out with the heating on
the moss on the terrarium looks dried out
the bird's nest fern is browning at the tips from the dry air
""")

# ---------------------------------------------------------------- pets
intent("aquarium_clean", "liquid:5 care:2", "aquarium siphon|aquarium water treatment|bucket|aquarium net",
       "cabinet|utility cupboard|storage bin|shelf", """
the tank water has turned murky and the fish are hiding
there's muck building up in the gravel at the bottom of the tank
it's time for the weekly partial water change in the aquarium
the front of the aquarium is furry and you can't see the fish
the goldfish bowl smells and the water is yellow
the tap water has to be made safe before it goes in the tank
""")

intent("catch_fish", "scoop:6 reach:3", "aquarium net|cup", "cabinet|storage bin|shelf", """
I need to move the new tetras from the bag into the tank
the neon tetra needs moving into quarantine
I want to move the angelfish to the hospital tank
the goldfish needs taking out while I clean the bowl
the shrimp have to go in the new tank before the old one is emptied
there's a dead snail and some leaves floating in the pond
""")

intent("train_dog", "care:2", "training clicker|dog toy|pet food",
       "drawer|coat rack|storage bin|cabinet", """
the puppy won't sit when I ask him
we start obedience classes with the new dog on Saturday
he pulls on the lead every walk
I want to teach the dog to roll over
the rescue dog jumps up at everyone who comes in
I'm teaching the pup to stay while I walk away
""")

intent("dog_muzzle", "care:2", "dog muzzle", "coat rack|drawer|storage bin|closet", """
the dog nips when the vet examines his paws
the groomer says he snaps when she trims his face
our rescue lunges at other dogs on walks
he eats everything he finds on the ground at the park
the dog bit the postman last year and we're walking past him
""")

intent("dog_coat", "warm:3", "dog coat|towel", "coat rack|closet|storage bin|drawer", """
the whippet has hardly any fur and it's minus two out
it's pouring and the little terrier hates getting soaked
our old dog gets stiff and cold on long walks in January
there's snow on the ground and the puppy is tiny
the short-haired pup is shivering at the park
""")

intent("clean_pet_cage", "scrub:5 wipe:4 scoop:3", "dustpan|scrub brush|disposable gloves|rubber gloves|trash bag",
       "utility cupboard|cabinet|storage bin|garage shelf", """
the rabbit hutch is full of wet straw and smells
the hamster's bedding needs changing at the weekend
the guinea pigs' run is filthy after the rain
there are seeds and feathers all over the bottom of the birdcage
the chicken coop needs mucking out
the gerbils' tank stinks and the sawdust is damp
""")

# ---------------------------------------------------------------- babies
intent("baby_monitor", "care:2", "baby monitor|phone", "nightstand|drawer|changing bag|shelf", """
I'll be doing the washing outside while the baby sleeps in his cot
she's napping in the cot and I'll be in the kitchen cooking
I want to hear if he wakes while we have dinner downstairs
we're in the garden and the twins are down for their nap
I'll be watching telly downstairs after putting her to bed
""")

intent("stair_gate", "care:2", "stair gate", "garage shelf|closet|storage bin", """
the baby has started climbing up the steps on all fours
our toddler keeps wandering into the kitchen where the oven is
the baby's just started pulling himself up on the furniture
the grandchildren are staying and they're only crawling
our daughter can open the door to the top of the stairs now
""")

intent("baby_car_seat", "cushion:3 care:3", "car seat|baby carrier",
       "car boot|garage shelf|closet", """
we're bringing the baby home from the hospital tomorrow
the midwife says we can take the newborn out in the car now
the toddler needs a lift to nursery in my car
the grandchildren are coming with us on the motorway
I'm giving my friend's baby a lift to the clinic
""")

intent("baby_outing", "carry:3", "pushchair|baby carrier",
       "closet|garage shelf|car boot|coat rack", """
we're walking into town with the baby this afternoon
I want to go for a walk by the river with the little one
we're doing the school pickup on foot with the baby
we're off to the zoo with the toddler for the day
she won't settle unless she's close to me while I do the hoovering
""")

intent("high_chair", "carry:1 care:2", "high chair",
       "closet|storage bin|garage shelf", """
the baby is starting on solids next week
the baby's six months and the health visitor says start weaning
we're feeding the baby his first purée
she wriggles off my knee at every meal
the grandchildren are joining us for Sunday lunch and one is only a baby
""")

# ---------------------------------------------------------------- parties
intent("inflate_balloons", "seal:3", "party supplies|ball pump|airbed pump",
       "storage bin|drawer|games cupboard|cabinet", """
there are fifty to do for the party and I've run out of puff
I'm blowing them all up by mouth and I'm dizzy
we want an arch of colours over the front door for the party
the kids want a room full of floating colours for the sleepover
the banners are up but there's nothing bobbing about yet
""")

intent("serve_cake", "cut:6 carry:2", "kitchen knife|plate|napkin|spatula",
       "kitchen drawer|cabinet|dish rack|drawer", """
the christening cake is on the table
the wedding sponge has to be divided between thirty guests
everyone wants a slice of the Victoria sandwich with their tea
the cheesecake's set and the guests are ready for pudding
it's time to hand round the birthday gateau
grandma's made a lemon drizzle and we're all gathered round
""")

intent("grind_beans", "strike:6 cut:3", "mortar and pestle|blender|coffee maker",
       "cabinet|kitchen drawer|pantry|shelf", """
the bag from the roastery is beans, not ground, and I want a cafetière
the spice mix needs whole cumin and coriander turned to powder
we bought a bag of unground coffee by mistake
the pepper needs to be coarse for the steak and I've only got peppercorns
I want fresh cardamom powder for the rice pudding
""")

# ---------------------------------------------------------------- travel, car, outdoors
intent("roof_box", "carry:7", "roof box|bungee cord|rope", "garage shelf|car boot|storage bin", """
the boot is full and we still have the camping gear to fit
we're driving to France with four kids and all their stuff
there's no room for the skis inside the car
we're moving our daughter into halls with a carful of stuff
we're taking the bikes and bags for a week in the Lakes
""")

intent("car_sunshade", "warm:2", "car sunshade", "car boot|glovebox|garage shelf", """
the car will be parked in full sun all afternoon
the seats were too hot to sit on when I came back from the beach
the baby's car seat buckles get burning hot in summer
the dashboard is cracking from the heat on the drive
the car's an oven every time we leave the supermarket
""")

intent("roadside_breakdown", "light:3 care:3", "warning triangle|hi-vis vest|flashlight",
       "car boot|glovebox|garage shelf", """
the engine has cut out on a country lane round a blind bend
we've got a flat on a fast dual carriageway and have to stop
the car's stopped on the verge and the traffic is flying past
we're stuck at the side of the road in the dark waiting for the AA
my car has died on a bend and nobody will see it coming
""")

intent("navigate_outdoors", "reach:1", "hiking compass|sat nav|phone",
       "drawer|car boot|glovebox|closet", """
we're walking over the moors and the mist comes down fast up there
the route crosses the fells and there are no signposts
we're driving through the back roads of Wales with no map
the kids' orienteering event is tomorrow in the forest
our hike goes off the marked trails into the hills
""")

intent("walkie_talkie", "care:1", "walkie talkie|phone", "drawer|storage bin|games cupboard|closet", """
the kids want to play spies around the house and garden
the kids are building a den at the bottom of the field and want to report back
I'm up the ladder and you're in the loft and we can't hear each other
we're marshalling the fun run and need to talk along the course
the boys are off on their bikes in the woods and I want to keep in touch
""")

intent("beach_windbreak", "warm:3", "windbreak|tarpaulin", "garage shelf|car boot|beach bag|storage bin", """
it's blustery at the seaside today and we want to sit out all day
the gusts keep flipping our picnic blanket on the sand
the sand keeps blowing in our eyes while we sit by the sea
we want somewhere sheltered on the beach for granny to sit
the breeze off the sea is too cold for the baby on the sand
""")

intent("make_shade", "warm:3", "garden parasol|parasol|umbrella|sun hat",
       "garage shelf|closet|car boot|coat rack", """
the shadow of the house has gone and the patio is baking
the garden table is in blazing sun at lunchtime
the paddling pool is in the full sun and the toddler is burning
there's no tree to sit under on this beach
grandad is sitting out on the patio in the midday heat
""")

intent("pitch_tent", "fasten:4 strike:3 warm:3", "tent|tent pegs|mallet",
       "garage shelf|car boot|storage bin|camping box", """
we're sleeping under canvas at the festival this weekend
the kids want to camp out in the garden tonight
the boys want to sleep out on the hill for their expedition
the scouts are spending two nights in the woods
we've booked a field pitch in Devon for the bank holiday
""")

intent("camp_cooking", "heat:9 liquid:4 light:2", "camping stove|mess tin|gas canister|fire steel|lighter",
       "camping box|garage shelf|car boot|storage bin", """
we want a brew at the top of the hill
we're wild camping and want a hot dinner in the evening
breakfast on the campsite will be beans and bacon
there's no kitchen at the campsite and we'll want pasta
I want a hot cup of soup on the fishing bank at dawn
""")

intent("purify_water", "liquid:5 care:3", "water purification tablets|water carrier|water bottle",
       "camping box|storage bin|car boot|drawer", """
we'll have to drink from the streams on the trek
the well water at the cottage isn't safe to drink
we're trekking somewhere the tap water isn't safe
we're backpacking in the Highlands and there are no taps for days
we're going hiking for three days with no shops
""")

# ---------------------------------------------------------------- office & printing
intent("printer_supplies", "mark:2", "printer ink|paper", "desk|drawer|shelf|cabinet", """
the letters are coming out with white lines through them
the printer says the black cartridge is low
the printout has gaps where the colour should be
the tray is empty and I have forty copies to run off
the photocopier is flashing that it needs feeding
the kids' homework won't print because there's no paper in
""")

intent("refill_stapler", "fasten:1", "staples", "desk|drawer|pencil case|shelf", """
I press down and the pages stay loose, it's run dry
I've pressed it three times and the pages are still loose
the stapler has gone empty halfway through the handouts
the stapler is making a hollow clunk
I'm halfway through binding the reports and it's stopped biting
the office one has been empty since Monday and I've got packs to fasten
""")

# ---------------------------------------------------------------- weather & home
intent("sledging", "carry:3", "toboggan", "garage shelf|storage bin|closet", """
the hill in the park is covered in fresh snow
school's shut for snow and the children are desperate to get out
there's been a big snowfall and the field is perfect
the grandchildren want to whizz down the bank in the snow
there's a foot of powder on the golf course and the kids are bored
the slopes behind the village are white and everyone is heading up there
""")

intent("paddling_pool", "liquid:5 cold:2", "paddling pool|garden hose",
       "garage shelf|storage bin|closet", """
the little ones are melting in the heat on the lawn
the kids are too hot to play and the lawn is dry
a heatwave is coming and the little ones can't get to the beach
the twins want to cool off outside after nursery
the nursery children are coming for a summer water party in the garden
it's baking and the dog wants somewhere to wallow on the lawn
""")

intent("frozen_pipes", "warm:4 seal:2 cushion:2", "pipe lagging|hot water bottle|towel",
       "garage shelf|utility cupboard|storage bin|closet", """
the pipe to the garden tap runs along the outside wall with nothing round it
the pipes in the loft froze last winter
the kitchen tap has stopped running after a freezing night
the garage pipes are exposed and it's going below zero
we're away over Christmas and there's a big freeze on the way
the pipes under the caravan froze solid last February
""")

# ---------------------------------------------------------------- elderly care
intent("health_check", "mark:1 care:3", "health monitor|thermometer",
       "bathroom cabinet|drawer|nightstand|first aid kit", """
Dad's nurse wants his blood pressure written down every morning
I've started a new diet and want to see my blood pressure come down
Grandad's heart has been racing and I want to check it
the doctor asked me to keep a record of my pressure for two weeks
Gran's on new tablets for her blood pressure
""")

intent("defibrillator", "care:3", "defibrillator|first aid kit",
       "cabinet|closet|shelf", """
he's collapsed and has no pulse
she's gone grey and isn't breathing, someone's doing CPR
a man's dropped down in the street and his heart has stopped
the first aider says we need the shocking machine from the village hall
my husband went down in the garden and there's no heartbeat
someone at the bowls club keeled over and isn't responding
""")

# ---------------------------------------------------------------- plan/situation phrasings for existing intents
MORE = {}


def _more(d):
    for k, v in d.items():
        MORE[k] = MORE.get(k, "\n") + v.strip("\n") + "\n"


_more({
"thirst": """
I've just come back from a ten-mile bike ride in the heat
we've been digging the allotment all morning in the sun
I've been talking all afternoon at the stall and my voice is going
the kids have run round the park for an hour and come in red-faced
""",
"hot_drink": """
my sister's popping round for a natter at eleven
I've just come in from walking the dog in the sleet
it's the first frosty morning and I'm sitting down with the paper
the plumber's been working in the loft for two hours
""",
"pour_drink_guests": """
the in-laws have just sat down at the table after the long drive
the neighbours are coming over for drinks on the patio
we're toasting the happy couple in ten minutes
the whole team has arrived for the leaving do
""",
"wine": """
the lasagne's nearly ready and it's Friday night
we've just heard she passed her exams, let's celebrate
our anniversary dinner is on the table
my friend's just arrived with a bottle from her holiday in Italy
""",
"eat_meal": """
the roast is carved and everyone's sitting down
the takeaway has just arrived at the door
the Sunday lunch is on the plates
""",
"hungry_snack": """
lunch isn't for another two hours and my stomach is rumbling
I've got a long meeting this afternoon and skipped breakfast
the kids have just come in from school starving
""",
"slice_food": """
I'm making a stir fry and the veg is still whole
the stew needs the carrots and onions in by six
I'm putting a salad together for the barbecue
""",
"bake": """
it's the school cake sale tomorrow and I promised a tray bake
the grandchildren are coming and they love making biscuits
it's a rainy Sunday and I fancy filling the house with the smell of baking
""",
"light_candle": """
the Advent wreath is on the table for the first Sunday
the power's off and we're using the tea lights
the dinner guests arrive in five minutes and the table looks dim
we're having a romantic dinner and the room needs a glow
""",
"water_plants": """
we've had no rain for a fortnight and the pots on the patio are drooping
I'm away for the weekend and the tomatoes in the greenhouse will bake
the hanging baskets were crisp when I came home from work
the compost in the window boxes has shrunk from the sides
""",
"repot_plant": """
the cactus has grown so big it keeps toppling over
the money tree has outgrown its little container
the aloe has babies crowding round it in the pot
the roots are circling round and round the bottom of the pot
""",
"trim_plant": """
the pothos has long bare trailing stems
the geraniums are full of dead flower heads
the herb plant is getting woody and straggly
""",
"feed_plants": """
the houseplants haven't had anything but water since spring
the tomatoes have started flowering in the greenhouse
the leaves on my lemon tree are going pale yellow
""",
"clean_dust": """
my mother-in-law is coming tomorrow and the shelves are grey
the sun shows up all the fluff on the sideboard
we haven't been in the spare room since Christmas
""",
"wipe_spill": """
the toddler just tipped her beaker over on the table
someone's knocked the gravy boat and it's dripping off the edge
the dog's water bowl went flying across the kitchen
""",
"sweep": """
the kids have had their friends round for a sandy picnic in the kitchen
the dog has dragged half the garden in through the back door
we've just had the hall plastered and there's grit everywhere
""",
"trash": """
the bin men come first thing tomorrow and the kitchen bin is overflowing
we've just cleared the party and there are paper plates everywhere
the whole fridge needs clearing out before the move
""",
"pack_for_trip": """
my husband's off on a business trip and needs help getting ready
the school trip is Monday and my son's kit is all over his floor
my flight to the conference is tonight and nothing's ready
we're spending a week at the caravan and leaving at dawn
""",
"foreign_sockets": """
we're spending a month in Italy and I'll need to charge my laptop
my son's off to America for a year and has all his chargers
we've got a business trip to Japan and my shaver needs charging
we've rented a villa in Portugal for the summer and need to plug things in
""",
"weigh_luggage": """
I'm bringing back bottles of olive oil in my hold luggage
I've packed all the presents for the family and I'm worried about the flight
we're flying home with all the wine we bought
my backpack has to be under the cabin limit
""",
"journey_boredom": """
we're driving to Scotland with the kids tomorrow
the coach to the airport takes five hours
I've got a long wait at the hospital tomorrow
the ferry crossing is overnight and I never sleep on boats
""",
"dark": """
there's a red weather warning for wind tonight
we're going to the bonfire and the field has no lights
we're off camping and it gets dark at half six
I have to go down to the cellar and the bulb has gone
""",
"cycle_at_night": """
the clocks go back this weekend and I ride home at half five
I'm biking back from the pub down the unlit lane
I commute by bike all through the winter months
""",
"rain": """
the forecast says downpours all afternoon and I'm walking to town
the sky over the hills looks heavy and the school run is on foot
I've got to walk the dog and it's starting to spit
it's a drizzly day and I'm off to the market
""",
"sun": """
we're spending all day at the beach and the forecast says thirty degrees
the kids are doing sports day on the field in the midday sun
I'm gardening all afternoon and I burn easily
we're sitting out at the cricket all day
""",
"cold_person": """
the heating's broken and the engineer can't come till Monday
we're going to the bonfire display and it's meant to be freezing
we're sitting out in the stands at the football tonight
the power cut means no heating this evening
""",
"stuffy_room": """
the office upstairs is like a greenhouse in the afternoon
we've got twelve people squashed in the lounge for the party
the bedroom faces the sun all day and bakes
""",
"hot_person": """
it's the hottest day of the year and I'm working in the loft
the train has no air conditioning and it's a long way home
I've been mowing the lawn in the midday heat
""",
"scrape_ice": """
there was a hard frost last night and I leave for work in ten minutes
the weather said minus five overnight and the car's outside
I have an early start and the car's been out all night in the freeze
""",
"jump_start": """
the car's been sitting in the garage for three months while we were away
the dashboard went dim and now the key does nothing
the car's been left with the radio on overnight at the campsite
I left an interior light on all weekend
""",
"change_car_tyre": """
the car is pulling to one side and there's a flapping noise
we've hit a pothole and the wheel's gone soft on the hard shoulder
the tyre is shredded after hitting the kerb
""",
"puncture": """
there's a thorn sticking out of my front tyre after the ride through the woods
my bike tyre goes soft overnight every time
I rode over some glass and the back wheel's gone squishy
""",
"tyre_pressure": """
we're loading the car up for the long drive to the coast
the car feels a bit wallowy on corners
it's been months since anyone checked the wheels
""",
"top_up_screenwash": """
the spray only dribbles on the windscreen and the road is salty
the motorway spray is smearing my windscreen
""",
"charge_phone": """
I've got a long day out tomorrow and my mobile is on ten percent
we're off to a festival and I'll need my phone all weekend
the battery icon just went red and I'm waiting for an important call
my phone has been on all day and I'm going out tonight
""",
"play_music": """
the guests are arriving and the house is too quiet
I'm doing the ironing and want something to sing along to
the kids want to have a dance party in the kitchen
""",
"private_listening": """
I want to watch my film on the sofa while my husband sleeps
I'm on a packed train and want my podcast on
the baby's just gone down and I want to watch my show
""",
"play_games": """
it's raining all weekend at the caravan and the kids are restless
the family are all round for Christmas and we've finished dinner
the power's out and we've got candles and a whole evening
""",
"entertain_child": """
we've got a long wait at the doctor's with a toddler
my nephew's coming for the day and it's pouring
the little one is stuck in bed with chickenpox
""",
"keep_tempo": """
I've got my grade five piano exam and I rush the fast bits
our choir keeps dragging in the slow hymn
my teacher says my scales are uneven in speed
I'm learning a new piece and keep losing the beat
""",
"tune_instrument": """
the ukulele has been in the loft for years
we're about to start the gig and the guitar sounds wonky
I've just put new strings on and they keep slipping flat
the violin has been in the cold car all night
""",
"restring": """
the mandolin is missing a string since the festival
the bass string has gone dull and rusty
the high string on the ukulele snapped when I tuned it up
""",
"wrap_gift": """
the Secret Santa at work is tomorrow
Christmas Eve and there's a pile of presents on the bed
the party is at two and the gift isn't ready to hand over
I want the present to look nice when she opens it
""",
"party_decorations": """
it's our daughter's eighteenth and the hall looks like a canteen
it's our silver wedding party in the village hall on Saturday
Halloween's next week and the house looks too normal
the office leaving do is in the staff room and it's drab
""",
"chill_bottle": """
we've got champagne for the toast but it's been sitting out
we've brought a bottle of white to the picnic in the park
the guests have brought warm beers to the barbecue
""",
"set_table": """
the whole family are coming for Sunday lunch at one
we've got eight for dinner and the table is bare
the children are setting up a tea party for their grandparents
""",
"keep_food_cold": """
we're having a picnic by the lake at lunchtime
the food has to last the long car journey to the campsite
we're going to the beach all day with sandwiches and yoghurts
""",
"pack_lunch": """
I'm on a site visit all day tomorrow with no canteen
the school trip is tomorrow and they need a packed lunch
I'm going on a long walk and won't pass any shops
""",
"soothe_baby": """
the baby has been grizzling since her bath
the baby is overtired after the visitors left
he woke up screaming from his nap
""",
"teething_baby": """
her first tooth is on its way and she's miserable
her cheek is hot and red and she's up every night
he's got a white bump poking through at the front
""",
"feed_baby": """
it's been three hours since the baby's last feed
we're heading out for the day and the baby will need feeding
the baby is rooting and sucking her hand
""",
"change_baby": """
there's a smell coming from the pram
we're about to set off in the car and the baby has just done a poo
the baby's leaked through her sleepsuit
""",
"messy_eater": """
the baby's having spaghetti for lunch in his clean outfit
she's eating beetroot and is wearing her party dress
""",
"walk_dog": """
the dog's been cooped up indoors all day
I'm off out round the block with the spaniel
the dog is sitting by the front door wagging
""",
"feed_cat": """
the cat is winding round my legs and crying at six in the morning
I'm away overnight and the cat will be on her own
""",
"feed_dog": """
it's five o'clock and the dog is sitting by his bowl staring at me
the dog-sitter arrives tomorrow and needs to know about meals
""",
"feed_fish": """
we're away for a week and there's no one to come in for the tank
the fish are all at the top of the tank with their mouths open
""",
"feed_small_pet": """
the guinea pigs are squeaking every time they hear the fridge
the hamster's bowl is empty and he's digging in the corner
the chinchilla's dish has been licked clean
""",
"pet_to_vet": """
the rabbit has an appointment at the clinic this afternoon
the dog has to be at the surgery for his operation at nine
we're moving house and the cat has to come in the car
""",
"play_with_pet": """
it's raining and the dog is bouncing off the walls
the puppy has so much energy and keeps nipping
""",
"feed_birds": """
it's snowing and the robins are hopping round the empty garden
the blue tits come every morning looking for something
""",
"walking_aid": """
Grandma's off to the garden centre and the paths are uneven
Dad is wobbly since his hip operation and needs to get to the car
Grandpa is going to the shops on the uneven cobbles
""",
"hard_of_hearing": """
Nan's struggling to follow the conversation at the party
Nan can't hear the television unless it's deafening
Dad's missing half of what the doctor says at appointments
""",
"read_small_print": """
Grandma wants to do the crossword but the clues are tiny
Grandad wants to check the sell-by date on the yoghurt
Dad is trying to read the back of the seed packet
""",
"medicine": """
Grandma's pills are due at lunchtime and she's dozing
Dad's going on holiday and needs his tablets packed
Mum's new prescription starts this morning with breakfast
""",
"bedside_toilet": """
Mum's leg is in plaster and the bathroom is down a flight of steps
Nan is bedbound with her bad leg and needs the loo
""",
"shaky_drink": """
Dad's stroke has left his right hand unsteady at mealtimes
Mum's Parkinson's means she slops her water when she drinks
""",
"cold_feet": """
I'm sitting at my desk in the draughty office all day
the floor tiles in the bathroom are freezing first thing
""",
"block_noise": """
the neighbours are having a party until three in the morning
I'm trying to revise and they're drilling next door
there's a building site outside my hotel window
""",
"sleep_light": """
I work nights and have to sleep through the day
the hotel curtains don't meet in the middle and it's light at five
""",
"reading_light": """
I want to finish my novel in bed without waking my wife
the lounge gets gloomy in the late afternoon and I'm knitting
""",
"repel_insects": """
we're having a barbecue by the river in the evening
we're eating outside on the terrace at sunset by the pond
we're off on safari and the malaria tablets aren't enough
""",
"calculate": """
I'm doing my tax return tonight
we need to work out how much each of us owes for the holiday cottage
I'm checking the quote the builder gave us
""",
"post_letter": """
my passport renewal form has to be sent off by Friday
the birthday cards need to go out today to arrive on time
""",
"write_note": """
the phone's ringing and it's the garage with a booking time
the doctor's about to tell me the dosage instructions
I want to leave a message for the cleaner before I go
""",
"fasten_papers": """
I've got fifty handouts to sort into sets before the meeting
the essay has five pages and the teacher wants them together
""",
"shred_documents": """
we're clearing out Dad's old filing cabinet full of statements
I'm moving out and there are payslips with my details on them
""",
"take_photo": """
my son's about to walk out for his first day at school
the garden is looking stunning this morning with the frost
the whole family is together for the first time in years
""",
"phone_call": """
the boiler's broken and we need someone out today
I want to let Mum know we've landed safely
""",
"first_aid_outing": """
""",
})
MORE.pop("first_aid_outing")

_more({
"wound": """
the kids are off scrambling over the rocks at the beach
we're going mountain biking and someone always comes off
""",
"fever": """
my daughter's cheeks are flushed and she's been off her food
he's been shivery since school and feels clammy
""",
"sore_throat": """
I'm giving a big presentation tomorrow and my voice is croaky
I've been singing at the wedding all day and it's raw
""",
"cough": """
I've got a concert tonight and I keep spluttering
my chest has been rattly since the cold
""",
"hay_fever": """
we're going to the picnic in the meadow and the pollen count is high
the grass is being cut at the park where we're having lunch
""",
"repel_insects_extra": """
""",
})
MORE.pop("repel_insects_extra")

_more({
"fire": """
there's smoke pouring out of the bin in the kitchen
the curtains caught the candle and they're burning
""",
"swat_insect": """
a wasp has come in through the window and the kids are screaming
there's a bluebottle circling the fruit bowl
""",
"mice": """
there are droppings in the back of the pantry
something's been nibbling the bread bag overnight
""",
"hang_clothes": """
the sun's out and the machine has just finished
I've hand-washed my jumpers and they need to dry outside
""",
"iron_clothes": """
I've got a job interview first thing and my shirt is crumpled
the wedding is in two hours and the dress came out of the case creased
""",
"tv_remote": """
I'm under the duvet on the settee and this programme is rubbish
the adverts are blaring and I'm comfy on the settee
""",
"wake_up": """
my flight leaves at six in the morning
I've got an early shift starting at five tomorrow
""",
"time_cooking": """
the pasta goes in now and it says eleven minutes
I'm going to watch TV while the cake bakes for forty minutes
""",
"measure": """
we're buying a new fridge and I'm not sure it'll fit in the gap
the curtains need ordering for the bay window
""",
"hang_picture": """
I've had the wedding photo framed and the wall is bare
we've bought a big canvas from our holiday for the lounge
""",
"flatpack": """
the new wardrobe arrived in three heavy boxes
the kids' bunk beds came in a flat box with a bag of bits
""",
"change_bulb": """
the landing has been in darkness since Tuesday
the bathroom light pinged and went out when I flicked it on
""",
"change_batteries": """
the kids' remote control car has stopped moving
the wall clock has been stuck at ten past four all day
""",
"smoke_alarm": """
there's a chirp every minute coming from the hall ceiling
""",
"draught": """
the wind howls in under the back door at night
the hallway is freezing because of the gap at the bottom of the door
""",
"warm_room": """
my mother is staying in the box room and it's like a fridge
the conservatory is freezing and I want to sit in there this evening
""",
"dig_snow": """
we woke up to a foot of snow and I have to get the car out
the path to the front door is knee-deep and the postman's due
""",
"carry_things": """
we're walking up to the waterfall and need our lunch and coats
I'm off to the library and taking back a pile of books
""",
"carry_groceries": """
I'm walking down to the market for the week's fruit and veg
the big supermarket shop is this afternoon
""",
"store_items": """
we're moving house next month and the loft is full
the Christmas decorations need putting away until next year
""",
"reach_high": """
the suitcases are up on the top of the wardrobe and we leave tomorrow
the Christmas decorations are on the top shelf in the garage
""",
"garden_dig": """
I've bought a tray of bedding plants for the border
we're putting in a vegetable patch this spring
""",
"mow_lawn": """
we're having a garden party on Saturday and the grass is shaggy
it's been three weeks of rain and the lawn has shot up
""",
"rake_leaves": """
the big oak has dropped everything on the lawn this week
""",
"wash_car": """
we're selling the car on Saturday and it's covered in mud
the car's caked in salt from the winter roads
""",
"exercise": """
I'm doing a workout video in the lounge tonight
my physio wants me to do stretches every morning
""",
"sore_muscles": """
I ran my first half marathon yesterday and my legs are screaming
I did a big gardening session and my shoulders are stiff
""",
"dry_body": """
the kids have come in dripping from the paddling pool
I've just come out of the sea and I'm shivering
""",
"brush_teeth": """
we're off to the dentist in half an hour
I've just had garlic bread and I've a date tonight
""",
"hair": """
I've just got up and I have a video call in five minutes
we're off to a wedding and my hair looks like a bird's nest
""",
"pet_hair_brush": """
the dog's coat is matted after the muddy walk
the cat is moulting all over the sofa in spring
""",
"bath_pet": """
the dog has rolled in fox poo on the walk
the puppy jumped in a muddy ditch
""",
"clean_pet_mess": """
the kitten has just used the tray for the third time today
""",
"hot_surface": """
the casserole is coming straight out of the oven onto the table
the teapot is going on the new oak sideboard
""",
"cover_leftovers": """
we've made far too much chilli for tonight
there's half a trifle left from the party
""",
"open_bottle": """
the lads have brought a crate of bottled lager round
""",
"scrape_paint": """
we're repainting the front door and the old coat is peeling
""",
"polish_shoes": """
the funeral is tomorrow and my black shoes look shabby
I've got the school inspection and my shoes are dull
""",
"sew": """
the costume for the school play needs taking in by Friday
my son's school trousers have split at the seam
""",
"lint": """
I've got a meeting and my navy suit is covered in fluff
""",
"dark_extra": """
""",
})
MORE.pop("dark_extra")

_more({
"eat_meal": "the pasta bake has come out of the oven and the kids are at the table\n",
"hungry_snack": "we've been at the zoo since nine and lunch is ages away\n",
"slice_food": "the curry needs the peppers and onions in before the meat\n",
"bake": "it's Mum's birthday tomorrow and I want to surprise her with something homemade\n",
"trim_plant": "the mint on the windowsill has flowered and gone straggly\n",
"feed_plants": "the hanging baskets look tired halfway through the summer\n",
"clean_dust": "the estate agent is bringing people round to view the house tomorrow\n",
"wipe_spill": "my husband tipped his coffee over while reaching for the paper\n",
"sweep": "the kids have been doing glitter crafts on the kitchen floor\n",
"trash": "we've just unpacked the new furniture and there's packaging everywhere\n",
"cycle_at_night": "the evenings are drawing in and I cycle to my night class\n",
"stuffy_room": "the meeting room has no windows and we're in there all afternoon\n",
"hot_person": "I'm waiting at the bus stop in the blazing afternoon sun\n",
"scrape_ice": "the car was covered in frost when I went to do the school run\n",
"change_car_tyre": "the warning light says a tyre is losing pressure fast and it's gone flat\n",
"puncture": "my son's bike has a flat after riding over the hedge cuttings\n",
"tyre_pressure": "we're towing the caravan to France next week\n",
"play_music": "we're doing the spring clean and need something upbeat on\n",
"private_listening": "I'm working in the library and want to listen to a lecture\n",
"play_games": "the grandchildren are staying over and the telly's broken\n",
"entertain_child": "we're stuck in the airport with a three-year-old for two hours\n",
"restring": "the strings on my guitar haven't been changed for two years and sound dead\n",
"chill_bottle": "we're having a toast at midnight and the fizz has been in the car\n",
"set_table": "the dinner party guests arrive at eight and the dining room is empty\n",
"keep_food_cold": "we're driving to the festival with the food for the weekend\n",
"pack_lunch": "we're going on a day trip to the castle and want to save money\n",
"soothe_baby": "the baby hates the car and screams as soon as we set off\n",
"teething_baby": "the baby keeps pulling at his ear and chewing his hands\n",
"feed_baby": "the baby's woken up at two in the morning smacking her lips\n",
"change_baby": "we've been at the park for three hours and the baby's bottom will be soggy\n",
"walk_dog": "the dog has brought me his lead and is whining\n",
"feed_small_pet": "we're going away and the neighbour is looking after the hamster\n",
"pet_to_vet": "the rabbit is off his food and the clinic can see him at four\n",
"walking_aid": "Dad wants to walk to the church but his balance isn't good\n",
"hard_of_hearing": "Grandma keeps missing the doorbell and the phone\n",
"read_small_print": "Grandpa wants to read the football results in the paper\n",
"medicine": "Gran's pill organiser needs filling for the week\n",
"block_noise": "my husband is snoring like a chainsaw and I've an exam tomorrow\n",
"repel_insects": "we're going camping by the lake in the summer holidays\n",
"calculate": "I want to work out the tip for the whole table\n",
"write_note": "I need to remember the plumber's number he's just read out\n",
"take_photo": "the kids are all dressed up for the school play\n",
"top_up_screenwash": """the windscreen is filthy after the gritted roads and the jets are dry
we're driving to Scotland and the bugs are splatting on the glass
""",
"messy_eater": """we're having chocolate cake and the toddler's in her christening outfit
the baby is trying to feed himself yoghurt for the first time
""",
"feed_cat": """the cat is meowing at the cupboard where her food lives
it's teatime and the kitten is sitting by the fridge
""",
"feed_dog": """we've just come back from the long walk and the dog is starving
the dog's sitting on the kitchen mat licking his lips at teatime
""",
"feed_fish": """the neighbour's looking after our tank this week
it's morning and the goldfish are nosing at the surface
""",
"feed_birds": """the snow has covered everything and the blackbirds are searching
the sparrows are back on the fence every morning
""",
"bedside_toilet": """Grandma can't manage the stairs since her fall and needs to wee at night
Dad has to stay in bed after his operation
""",
"cold_feet": """I'm going to be standing on the touchline in the frost for an hour
the kitchen floor is stone and I'm cooking barefoot
""",
"reading_light": """the nights are drawing in and I want to sit and read in the armchair
my husband's asleep and I want to finish my chapter
""",
"tv_remote": """the news has just come on and I want the quiz show instead
the kids have left it on cartoons and I've just sat down with my tea
""",
"wake_up": """I've got an early train to catch for the conference
the taxi to the airport is booked for half four
""",
"time_cooking": """the boiled eggs need exactly four minutes for the kids' soldiers
the turkey has to rest for twenty minutes before carving
""",
"measure": """we're putting up new blinds and need to order them
I want to know if the new sofa will fit in the alcove
""",
"hang_picture": """we've brought back a painting from Cornwall and the wall's empty
the kids' school photos have been leaning against the wall for weeks
""",
"change_bulb": """the reading lamp flickered and died while I was reading
the fridge light has stopped coming on
""",
"change_batteries": """the doorbell has stopped ringing
the kids' talking teddy has gone silent
""",
"draught": """the wind comes whistling through the letterbox and under the door
the cat flap lets a gale into the kitchen
""",
"warm_room": """the grandchildren are sleeping in the attic room tonight
the study is freezing and I'm working from home all week
""",
"carry_things": """we're off to the beach for the day with towels and snacks
I'm walking to work and need to take my laptop and lunch
""",
"store_items": """the kids have outgrown all their baby toys
we're clearing out the spare room for a lodger
""",
"reach_high": """the good china is on the top shelf and the guests are coming
the smoke alarm on the ceiling needs testing
""",
"garden_dig": """I've been given some raspberry canes for the allotment
we want to put a little apple tree in the lawn
""",
"exercise": """I'm starting a home fitness plan in January
my back is stiff from the desk and I want to loosen up
""",
"dry_body": """the kids have just had a bath and are running round wet
I've been caught in a downpour and got soaked through
""",
"hair": """I've got school photos this morning and my hair's sticking up
my daughter's hair is full of knots after swimming
""",
"polish_shoes": """I've got a wedding tomorrow and my brogues are dull
the boys' school shoes are scuffed from football in the playground
""",
"sew": """my daughter's ballet costume needs a ribbon attached tonight
the hem on my skirt has come down and I'm going out
""",
"lint": """I'm off to a funeral and my black coat is covered in dog hair
my interview suit is speckled with white fluff from the wash
the cat slept on my trousers and I'm going out
""",
"open_bottle": """we're having a barbecue and the bottles of ale have metal caps
the kids want their fizzy pop and it's the old-fashioned glass bottles
the real ales the neighbours brought need opening
""",
"rake_leaves": """it's autumn and the lawn is covered after the storm
the kids want to jump in a big pile of leaves
the leaves have blown all over the grass after the windy night
""",
"clean_pet_mess": """the dog had an accident on the kitchen floor while we were out
the cat's been sick on the landing again
the puppy's still learning and there's a puddle by the door
""",
"scrape_paint": """I'm going to varnish the old dresser but the paint is cracked
the window sills are flaking and I'm going to repaint them
the old gloss on the skirting boards is blistered
""",
"smoke_alarm": """the alarm in the hall keeps giving a little beep every few minutes
the one on the landing chirps in the middle of the night
""",
})

# second pass: more situations for new intents that near phrasings of older intents outranked
_more({
"burst_pipe": """the upstairs loo is leaking through to the lounge below
a damp patch on the ceiling is spreading and dripping onto the table
the radiator pipe has sprung a leak and water is spurting out
water is running down the wall from the flat upstairs
the old pipe in the cellar has cracked in the frost and it's gushing
""",
"capo_key": """I want to play this song higher up the neck with the same chord shapes
the chords are right but the singer says it's too low for her
I want to move the song up a key without learning new fingerings
the hymn is in an awkward key for guitar
""",
"catch_fish": """the new fish are still in the bag from the pet shop
I've got to get the sick one out of the tank
a dead one needs lifting out of the aquarium
I'm moving the fish into a bucket while I clean the tank
""",
"clean_pet_cage": """the bird's cage floor is covered in husks and droppings
the parrot's cage needs a proper scrub out
the canary's tray is filthy and smells
the hutch floor is soaked and the rabbit is sitting in it
""",
"dog_muzzle": """the dog gets snappy when strangers handle him at the clinic
the rescue greyhound chases small animals and we're walking past the farm
the kennels insist he can't bite while he's being checked
our terrier goes for other dogs in the park
""",
"go_fishing": """we're going after pike on the lake at dawn
I want to catch some mackerel for the barbecue
the river's full of perch and I've got the day off
we're casting off the beach at sunrise for bass
my grandson wants to try for carp at the reservoir
""",
"golf_practice": """I'm off to play eighteen holes with clients
my swing needs work before the club competition
I'm playing nine holes with my dad on Sunday
the golf society day is on Friday
I'm going for a round with the boss tomorrow
""",
"home_security": """there was a torch beam moving round the garden last night
there were footprints by the back window this morning
a prowler has been spotted on our road
someone's been trying the handle of the shed at night
a van has been parked outside casing the houses
our neighbour's garage was broken into last week
""",
"karaoke": """we're having a singing night with the family at New Year
everyone wants to take turns singing their favourite songs
I'm hosting the pub quiz and the room is noisy
the kids want to sing along to the film songs with proper volume
""",
"mist_plant": """the bromeliad looks parched in the centrally heated room
the air in the flat is so dry the fern is crisping
the heating's drying out my tropical plants
the plant likes a steamy bathroom but lives in the lounge
the fern's fronds are going brown and papery at the edges
""",
"play_darts": """my mate's bringing his own flights round tonight
we've put a board up on the back of the garage door
I want to practise my checkouts
fancy a game of round the clock
""",
"play_pool": """the lads want to play a few racks at the club
the kids want to pot some balls on the table in the basement
I want to practise my break
we're off to shoot some pool after work
""",
"power_trip": """the loft and the bedrooms have lost power but the rest is fine
some of the rooms have power and some don't
I think the trip switch has gone
only one circuit in the house has gone off
the bathroom and landing lights won't come on but the kitchen's fine
""",
"shin_pads": """she starts football training and the coach says legs must be covered
the youth league starts next week and he needs his kit
the tackles leave bruises all down her legs
he's playing in goal and the kicks are fierce
""",
"swim_float": """we're taking the kids to the lido and the youngest can't swim yet
she panics when her feet can't touch the bottom
the little one's swimming lessons start and he can't swim yet
he's nervous about letting go of me in the pool
""",
"train_dog": """the dog won't come back when he's off the lead
I want the dog to walk nicely to heel
the new dog doesn't know any commands yet
""",
})

_more({
"baby_outing": """I'm walking the baby to the clinic for her weigh-in
we want to take the little one round the park for some fresh air
it's a long walk to the village and the baby can't walk yet
we're going round the market with the twins this morning
the baby only naps when she's being wheeled about
""",
"high_chair": """the baby keeps sliding off the dining chair at teatime
he's starting to eat what we eat and needs to be up at our height
we're starting finger foods with the baby this week
my grandson is coming for lunch and he's only ten months
""",
"inflate_balloons": """we want bunches of colour tied to the gate for the party
the kids want a hundred of them floating round the room for the disco
my cheeks hurt and I've only done three of the party decorations
we're decorating the wedding car with bunches of them
""",
"serve_cake": """we've sung happy birthday and the kids are holding out their plates
the wedding cake has been cut once for the photos and now the guests want some
there's a chocolate fudge cake for pudding and eight hungry people
it's the office birthday and the traybake is on the desk
""",
"party_decorations": """the hall for the christening looks plain and bare
we're hosting the office Christmas do and the room is dull
the kids' party is tomorrow and there's nothing on the walls
it's the engagement party tonight and the garden looks ordinary
""",
"roof_box": """we're off camping for a fortnight and the boot is already full
the car's too small for five people and a week's worth of gear
we're taking everyone's skis and boots on the drive to the Alps
there isn't space inside the car for the tent and the cool box
""",
"pack_for_trip": """the coach for the school ski trip leaves at dawn and his things are everywhere
we're off to the cottage for a week and the clothes are in piles
I leave for my sister's wedding abroad tomorrow
the kids' things for the holiday are still in the wash basket
""",
"navigate_outdoors": """we're hiking in the mountains where the paths aren't marked
the forecast says fog on the hills for our walk
we're exploring the forest trails and I always get turned around
we're doing a long-distance footpath in Snowdonia
""",
"walkie_talkie": """the kids want to play hide and seek across the park
I'm in the garden and my husband's on the roof and we need to talk
we're running the school fete and the helpers need to keep in touch
the boys are off exploring the woods and I want them to check in
""",
"make_shade": """the midday sun is beating down on the garden bench
the toddler is napping on the lawn in full sun
the garden has no trees and we're eating outside at noon
our spot on the beach is blazing and the kids are burning
""",
"pitch_tent": """we're spending the weekend at a festival in a field
the scouts are sleeping out at the jamboree
we're doing a sponsored sleep-out in the school field
the kids want a sleepover in the back garden under the stars
""",
"camp_cooking": """we want bacon sandwiches in the field at the campsite
we're doing a night on the hills and want something hot for supper
we're on a canal boat trip and the galley isn't working
I want to boil water for noodles on the riverbank
""",
"purify_water": """we'll be trekking where the only water comes from rivers
we're staying somewhere the tap water makes visitors ill
the hut at the top only has rainwater from a tank
we're doing a long canoe trip and will need to drink the lake water
""",
"printer_supplies": """my CV is printing with streaks and missing letters
the colour has gone from all my printed photos
the machine in the study says it's out of pages
the boarding passes won't print because the tray is bare
""",
"post_letter": """the thank-you cards need to go out this week
the tax return forms have to be sent off by the deadline
I've signed the contract and it needs sending back by post
""",
"roadside_breakdown": """the car has died on a slip road and traffic is thundering past
we've stopped on a bend in the country lanes at night with a flat battery
we're waiting for the recovery truck on a busy road in the rain
the engine has packed in and we're stranded on the dual carriageway
""",
"car_sunshade": """the car's been in the supermarket car park all afternoon in the heat
the seat belt buckle burnt my hand when I got back in the car
we're parking at the beach all day and the car has no shade
the leather seats scorch the kids' legs in July
""",
"paddling_pool": """the children want to cool off on the grass in the heatwave
it's thirty degrees and the children are bored of the sprinkler
the toddlers want to sit in cool water on the lawn
we're having a summer garden party for the little ones
""",
"frozen_pipes": """a cold snap is coming and the pipes in the shed are bare
the pipe in the garage froze and split last winter
it's going to be minus ten and the loft pipes have nothing on them
the outside tap froze solid last year
""",
"cold_person": """the wind is bitter at the bus stop outside the station
the icy wind on the seafront goes straight through me
we're waiting for the bus in the sleet for ages
""",
"walking_aid": """Grandad's hip is sore and he wants to come to the park
Grandad wants to walk round the garden but he's not steady
Mum is wobbly on her feet after her fall
""",
"hard_of_hearing": """Dad keeps turning the radio up and still misses the news
Nan keeps nodding along but isn't catching a word at lunch
""",
"read_small_print": """Mum can't read the recipe in the old cookbook
Grandpa squints at the bus timetable at the stop
""",
})

EXTRA_TOOLS = {}
DROP = {}
MOVES = {}
