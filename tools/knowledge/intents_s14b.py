"""Intents, part S14B (session 14): filled by this session's knowledge helper B (see
intents_s13a.py for the formats).

1. Idioms and indirect everyday speech whose words mislead a sentence embedding ("wash the
   cake down" is a drink, not washing up; "brass monkeys" is cold, not brass; "my dogs are
   barking" is sore feet, not a dog): phrasings added to the intent the idiom means (MORE).
2. Retrieving things lost in awkward places: behind a radiator, under a fridge, down the back
   of a sofa or a washing machine (reach_under, many more phrasings that carry the words
   "ring", "ear", "cold", "sock", "key" so those words stop pulling towards jewellery, ears,
   cold or laundry); steel things down a drain or into an engine bay (fish_with_magnet, the
   new pick-up magnet row); things stuck up high outdoors, a kite in a tree, a ball on a roof
   (knock_down_high: a long pole, a broom, a rake, a ladder, not a kitchen step stool); a
   torch to see into the gap first (see_into_gap, off `dark`, which is a power cut or a dark
   room).
3. Needs of the office, sewing and crafts, music, elderly care, parties and travel whose
   objects were in the catalog with no intent at all (a metronome, a tuning fork, guitar
   strings, fabric scissors, knitting needles, a walking stick, a pill cutter, denture
   tablets, a potty, a bedpan, an ice bucket, party decorations, a travel adapter).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- retrieval

intent("fish_with_magnet", "reach:8 fasten:3 pinch:3", "pickup magnet|magnet|grabber",
       "toolbox|garage shelf|drawer|kitchen drawer", """
the car keys fell through the grate of the drain
my door key slipped between the bars of the storm drain
I dropped a nut into the engine and it's wedged down low
a bolt fell into the gap between the floorboards
the drawing pins spilled all over the shag rug
I knocked the box of pins into the deep pile carpet
a tiny screw fell down inside the computer case
the spanner slid down the back of the workbench
there are nails all over the drive after the fence came down
my bike key dropped through the gap in the decking
the tin of tacks went everywhere in the gravel
a hair grip dropped down the plughole grille
I lost a steel washer down the side of the car engine
the kids posted a coin through the slats of the decking
I need to sweep the lawn for screws after the shed was taken down
my earring back fell down the gap in the floorboards and it's steel
a needle went into the sofa cushions and I can't find it
the keys went down the gap between the lift and the floor
there are staples scattered in the carpet under the desk
I dropped a screw into the gap behind the car's dashboard
""")

intent("knock_down_high", "reach:10 strike:2", "extension pole|broom|rake|extension ladder|grabber",
       "garage shelf|closet", """
the frisbee is stuck up on the garage roof
the ball is stuck on the garage roof
the children's kite is tangled in the branches
my son's football went up onto the porch roof
the balloon has drifted up to the top of the high ceiling
the shuttlecock landed up on the flat roof
the washing blew off the line and it's caught up in the tree
my hat blew into the tree and it's hanging from a high branch
the rugby ball is lodged in the hedge top above my head
the toy plane got stuck up in the conifer
the tennis ball is sitting in the gutter over the back door
the model glider is perched on the conservatory roof
the cat toy on a string got flung up onto the top of the bookcase
a plastic bag is caught high up in the cherry tree
the paper lantern is snagged on a high branch
the badminton shuttle is stuck in the top of the hedge
a scarf blew off and is caught on the top of the fence
the kids threw their trainers up into the tree
the helium balloon is bobbing against the ceiling of the stairwell and I can't reach the string
the kids kicked the ball onto the garage roof again
the ball's gone up on next door's shed
our football is sitting in the gutter of the extension
the boomerang came down on top of the carport
""")

intent("see_into_gap", "light:10 reach:2", "flashlight|headlamp|phone|camping lantern",
       "drawer|kitchen drawer|toolbox|nightstand", """
I can't see under the bed
I dropped my earring behind the sofa and it's dark
I need to see what rolled into the dark gap behind the fridge
I can't make out what's down the back of the chest of drawers
something glinted under the cooker but it's too dark to see what it is
I need to look inside the gap behind the washing machine
there's something at the back of the cupboard but it's all shadows
I can't tell if my ring is down there or not, it's too dim under the sofa
I want to peer down the back of the radiator
I need to look under the car seats for a lost earring
the cat's hiding under the bed and I can't see where
I need to check down the side of the bath panel
I can't see into the back of the boiler cupboard
there's something under the decking and I need to see what it is
I need to look down the drain to see where the keys went
it's too dark to see what's fallen behind the desk
""")

MOVES = {
    "knock_down_high": "reach_high|clear_gutters",
    "see_into_gap": "dark",
}

# ---------------------------------------------------------------- bodily needs (euphemisms)

intent("potty_toddler", "carry:3 care:4 liquid:2", "potty|nappy|trash bag", "changing bag|closet|bathroom cabinet", """
the toddler needs a wee and we'll never make it upstairs
the little one's desperate for the toilet and the loo is occupied
we're potty training and she says she needs to go
he's doing the wee-wee dance in the middle of the lounge
my little girl needs to go now and we're in the car park
the kids can't hold it and the toilets are closed
my son's just said he needs a number two and it's urgent
she's been caught short in the middle of the park
he needs to go to the loo and he's too small for the big toilet
we're on a long car trip and the little one needs to go
our daughter is learning to use a toilet of her own
the toddler's bursting and there isn't a public loo for miles
""")

intent("bedside_toilet", "carry:3 care:6 liquid:2", "bedpan|potty|kidney dish", "bathroom cabinet|closet|nightstand", """
grandad can't get to the loo on his own in the night
mum is bedbound after her operation and needs to go
dad's too unsteady to walk to the bathroom after his hip
she needs to relieve herself but can't get out of bed
the patient needs the toilet and mustn't stand up
nan keeps getting caught short at night and the bathroom is downstairs
he's recovering in bed and nature's calling
my husband can't manage the stairs to the toilet with his broken leg
grandma needs to pee but she's stuck in bed with the flu
the old man's bladder wakes him and he can't walk to the loo
""")

# ---------------------------------------------------------------- knots, sewing, crafts

intent("untangle_knot", "pinch:8 reach:2", "needle-nose pliers|tweezers|safety pin|skewer|fork",
       "toolbox|sewing box|kitchen drawer|drawer", """
my necklace is in a tight tangle
there's a knot in my gold chain I can't pick apart
the shoelace has pulled into a knot I can't undo
my fingers are too clumsy to unpick this tangle
the fishing line has knotted itself into a ball
the drawstring of my hoodie is in a hard knot
the bracelet chains have knotted together in the box
I can't get my nails into this knot
the string on the parcel is knotted too tight to untie
the knot in my trackie bottoms cord won't budge
my daughter's necklaces are all knotted in a clump
the knot in the bin bag is too tight to open
""")

intent("cut_fabric", "cut:9 care:2", "fabric scissors|scissors", "sewing box|drawer|storage bin", """
I need to cut out the dress pattern pieces
I'm cutting the cotton for a patchwork cushion
the new curtain material needs cutting to length
I want a clean straight edge on this felt
I'm making a face mask and need to cut the fabric
the fleece needs cutting into strips for the blanket
I'm trimming a length of ribbon for the bridesmaid's sash
the denim has to be cut for the patches
I'm running up a pair of pyjama bottoms and need to cut out the pieces
I want to snip the quilting squares neatly
the lining material needs cutting to shape
""")

intent("knit", "care:3 fasten:2", "knitting needles|ball of wool", "sewing box|closet|drawer|storage bin", """
I want to cast on a new jumper tonight
I'm making a little hat for the new baby
grandma's teaching me to purl
I'd like to do some knitting in front of the telly
I want to make a woolly scarf for my husband
I've started a baby blanket in double knit
I need to carry on the cardigan I was making
I fancy taking up knitting again
I want to make some mittens for the church sale
I've dropped a stitch and need my work to fix it
""")

# ---------------------------------------------------------------- music

intent("keep_tempo", "mark:2", "metronome|phone", "shelf|desk|drawer", """
I keep speeding up in the fast passages
my piano teacher says I need to play in strict time
I want to practise my scales at a steady beat
the drummer keeps drifting off the beat
my timing goes all over the place when I practise
I need a steady click to practise the song slowly
the exam piece has to be played at sixty beats a minute
I rush the quiet bits of the sonata
I want to build up the speed of this study gradually
""")

intent("tune_instrument", "mark:2", "tuning fork|phone|metronome", "shelf|desk|drawer", """
the guitar sounds a bit out of tune
my violin strings have slipped flat
I need a reference note to tune the cello
the ukulele sounds off after the car journey
the choir needs a starting note
I want to check my A string is right
the piano sounds sour in the top octave
the mandolin has gone sharp in the warm room
I need to tune up before the band practice
""")

intent("restring", "fasten:4 twist:3", "guitar strings|needle-nose pliers", "drawer|shelf|cabinet|closet", """
the top E string on my guitar has broken
a string went ping in the middle of the song
my bass strings are dead and dull
the ukulele has lost a string
my guitar strings are rusty and sound dull
the violin's E string snapped while I was tuning
I need to put new strings on before the gig
the G string has frayed at the bridge
my guitar is missing a string since it snapped last night
""")

# ---------------------------------------------------------------- elderly care and mobility

intent("walking_aid", "reach:3 carry:2 care:4", "walking stick|step stool", "coat rack|closet|shoe rack", """
grandad is unsteady going down the garden path
mum needs something to lean on when she walks to the bus
my knee gives way when I walk far
dad wobbles when he gets up from his chair
gran lost her balance on the pavement yesterday
I need support on the walk to the post office after my hip operation
my ankle's weak and I need help walking to the car
the physio said he should have support when he's out
grandma shuffles and needs something to steady her
I'm limping and need a bit of support to get about
""")

intent("hard_of_hearing", "care:5", "hearing aid|headphones", "nightstand|drawer|bathroom cabinet", """
grandad can't hear what we're saying at the table
mum keeps asking everyone to repeat themselves
dad has the telly on full blast and still can't hear it
gran can't hear the doorbell any more
my father-in-law says everyone mumbles
nan can't follow the conversation in a noisy room
he's turned his deaf ear to me again and missed the question
grandma didn't hear the phone ringing all morning
""")

intent("split_pills", "cut:7 care:6", "pill cutter|kitchen knife", "bathroom cabinet|kitchen drawer|first aid kit", """
the doctor wants me to take half a tablet
the dose is half a pill and they don't snap cleanly
my tablets need halving and my hands shake
the vet said the dog should have half a tablet
the pills are too big for mum to swallow whole
I need to quarter these tablets for the new dose
dad's tablets crumble when he breaks them with his fingers
the prescription says half a tablet twice a day
""")

intent("clean_dentures", "care:7 liquid:3", "denture cleaner|glass|toothbrush", "bathroom cabinet|cabinet|nightstand", """
grandad's false teeth need cleaning for the night
mum's dentures are stained from tea
my plate needs a soak before bed
gran's top set has gone cloudy
dad leaves his falsies in a glass by the bed and they need freshening
the partial denture smells a bit
his dentures need a proper clean after the curry
nan wants her teeth sparkling for the wedding
""")

# ---------------------------------------------------------------- parties and travel

intent("chill_bottle", "cold:9 liquid:3 carry:3", "ice bucket|cooler bag|ice pack", "cabinet|pantry|fridge|closet", """
the fizz needs keeping cold on the table
the prosecco will go warm before the speeches
I want the champagne chilled at the table for the toast
the white wine needs to stay cold out in the garden
the bottle of cava has to stay icy during dinner
we need the beers kept cool on the patio
the sparkling wine will be tepid by midnight
the bubbly has to be kept on ice for the speeches
I want the bubbly ice cold when we raise our glasses
keep the fizz chilled until the countdown
the rosé needs to stay cold while we eat outside
""")

intent("party_decorations", "fasten:2 carry:2", "party supplies|fairy lights|stickers|washi tape", "closet|storage bin|cabinet|drawer", """
the room needs decorating for the birthday party
I want the garden to look festive for the barbecue
we need streamers and bunting up before the guests come
the kids' party needs some decorations
the hall looks bare for the surprise party
I want to make the table look fun for the children's party
we need to blow up the balloons for tonight
the baby shower needs some decorations
the new year party room looks dull
""")

intent("foreign_sockets", "fasten:2", "travel adapter", "drawer|desk|closet", """
my plugs won't go into the sockets in France
we're going to America and my charger has a British plug
the hotel sockets are a different shape
my hairdryer plug doesn't fit the wall in Italy
the sockets here have two round pins and my plugs have three
I need to charge my phone abroad and the plug is wrong
we're flying to Australia and the wall sockets are different
my laptop charger won't fit the socket in the holiday flat
""")

intent("journey_boredom", "care:2", "headphones|book|phone", "drawer|desk|shelf|closet", """
the train journey is four hours and I've nothing to do
I'll go mad with boredom on the overnight coach
the flight is eleven hours and I need something to pass the time
the kids get fidgety on long car trips
I want something to do in the airport lounge
the ferry crossing takes all day
I need something to keep me occupied in the hospital waiting room
I've got a long wait at the station
I get restless and fed up on planes
the long-haul flight drags on for ever
I'm bored stiff on this coach trip
the drive to Scotland is so long and dull
the kids are bored out of their minds in the back of the car
""")

intent("pack_for_trip", "carry:9 seal:3", "suitcase|backpack", "closet|garage shelf|storage bin", """
we fly out on Saturday and nothing is packed yet
I need to get my clothes together for a week in Spain
I'm off to my sister's for a fortnight and need something to put my things in
we're going camping next weekend and need to pack the kids' clothes
I'm flying to a conference on Monday and must get my things ready
the honeymoon is tomorrow and I haven't packed a thing
my clothes for the cruise are all over the bed
I've got a business trip and need to pack three shirts and a suit
the kids' holiday clothes need to go into something for the car
I'm going into hospital on Tuesday and need to pack a bag
we're off to the airport at dawn and the packing isn't done
I've got too much to carry for the week away
all my things for the weekend away are piled on the bed
""")

intent("pack_toiletries", "carry:6 seal:5", "wash bag|food bag", "bathroom cabinet|closet|drawer", """
my shampoo and toothbrush need to go somewhere for the trip
my shower gel leaked all over my clothes last holiday
the airport wants my liquids kept separate
I need to keep my razor and toothpaste together for the weekend away
all my little bottles of lotion rattle around in the case
I need something to keep my make-up together on holiday
the kids' toothbrushes need packing for the sleepover
my travel-size bottles need a home for the flight
""")

intent("read_small_print", "care:3 light:2", "magnifying glass|glasses|table lamp|flashlight", "drawer|nightstand|desk|kitchen drawer", """
the print on this medicine packet is tiny
I can't read the small print on the insurance letter
grandad can't make out the words in the newspaper any more
the ingredients on the back of the tin are too small to read
I need to read the tiny serial number on the back of the router
the writing on the stamp is too small for my eyes
mum can't see the numbers on her phone bill
I'm squinting at the instructions, the letters are minute
I can't read the dosage on the tiny bottle label
my glasses aren't strong enough for this tiny writing
even with my specs on the print is too small
the hallmark on the ring is too small to see
I'm blind as a bat without my reading specs
I need my specs to read the menu
I can't do the crossword without my reading glasses
""")

# ---------------------------------------------------------------- office, study and crafts

intent("carry_files", "carry:2", "usb stick|laptop|phone", "desk|drawer|pencil case", """
I need to take my presentation into the office tomorrow
the photos have to go to the print shop
my essay needs to go on the library computer
I want a copy of the holiday pictures to give to gran
I need to move my files from the old computer to the new one
the slides have to go on the projector at church
I want a backup of my work in case the laptop dies
the teacher wants our coursework handed in on something
""")

intent("laminate", "seal:6 carry:2", "laminator|folder|clear tape", "desk|drawer|shelf", """
I want to protect this certificate from getting creased
the kids' reading chart keeps getting sticky fingerprints on it
the chore rota on the fridge gets splashed every day
I want the bus timetable to survive being in my pocket
the recipe card gets covered in flour every time
the name labels for the nursery pegs need to be wipeable
I want my kid's first drawing kept safe for years
the notice on the garden gate keeps getting ruined by the rain
the sign outside goes soggy every time it rains
""")

intent("lean_to_write", "carry:3", "clipboard|book|tray", "desk|drawer|shelf", """
I need something firm to write on while I'm standing up
I'm doing the stock check in the shed and have nowhere to rest the paper
I want to fill in the survey sitting in the garden
I'm taking notes on my lap and the paper keeps crumpling
the delivery man needs something to rest on to sign
I'm doing the quiz sheet on the sofa and it's too floppy
I'm going round the house ticking things off a checklist
I'm doing a survey door to door and need a stiff back for my sheets
""")

intent("cut_on_mat", "cut:1 cushion:1", "cutting mat|cutting board|cardboard box", "desk|drawer|storage bin", """
I don't want the craft knife scoring the dining table
I'm cutting out stencils and need to protect the desk
the scalpel keeps marking the worktop
I want to trim the photo edges without scratching the table
I'm cutting card for the model and the table is the good one
""")

intent("bake_cupcakes", "carry:2 seal:2", "cupcake cases|baking tray|baking paper", "cabinet|kitchen drawer|pantry", """
the fairy cake mixture is ready but the tin needs lining with little paper cups
I'm making muffins for the school fete
we're baking buns for the party and need something to put the mix in
the kids want to make butterfly cakes
I need twelve paper cups for the cupcake batter
the muffin tin needs its paper liners
""")

intent("decorate_craft", "mark:5 fasten:3", "stickers|washi tape|felt tips|craft supplies|rubber stamp", "drawer|desk|storage bin|pencil case", """
I want to make my bullet journal look pretty
my daughter wants to jazz up her school planner
I'd like to brighten up the scrapbook pages
I want to decorate a homemade card for my friend
the kids want to decorate their lunchboxes
the plain notebook looks boring, I want to make it fun
I want to customise the front of my folder
""")

DROP = {}
EXTRA_TOOLS = {
    # a pick-me-up is a coffee or a tea: the mug or cup it goes in serves it too
    "need_boost": "mug|cup",
}
REMOVE_TOOLS = {}

MORE = {
    # ------------------------------------------------------------ drinking idioms
    "thirst": """
I need a drink to wash down my biscuit
something to wash the scones down with would be lovely
this dry cake needs something to help it down
I'm eating a custard cream and need something to wash it down
I need something to wash this cake down
I'm spitting feathers after the walk
I could do with wetting my whistle
my mouth feels like the bottom of a parrot's cage
my throat's like the Sahara
I'm as dry as a bone and could drink a river
I'm gasping, I could drink a lake
these dry crackers need washing down with something
I need to get this sandwich down with a drink
I'm parched, my tongue is like leather
""",
    "hot_drink": """
I could murder a cup of tea
I'm gagging for a brew
I'd kill for a coffee right now
put the kettle on, I'm dying for a cuppa
I'm desperate for a cuppa
I could do with a nice hot brew
I fancy a cuppa and a sit down
a cup of builder's would go down a treat
I'm dying for a coffee
""",
    "cold_drink": """
I could murder a cold one
a cold one would hit the spot after all that digging
I'm dying for something ice cold and fizzy
something cold and fizzy would go down a treat
""",
    # ------------------------------------------------------------ eating idioms
    "hungry_snack": """
my sweet tooth is calling
I fancy something sweet to nibble
I'm so hungry I could eat a scabby donkey
my stomach thinks my throat has been slit
I'm absolutely famished
my belly's rumbling like thunder
I've got the munchies
I'm hank marvin
I could eat a horse and chase the jockey
I've got hollow legs today
my tummy's making noises
I haven't eaten a thing since this morning
I'm feeling a bit peckish in between meals
I need something to line my stomach
""",
    # ------------------------------------------------------------ cold idioms
    "cold_person": """
my nose is like ice, it's so cold indoors
I can't feel the end of my nose in this freezing house
the front room is perishing tonight
it's perishing cold in the lounge
the living room is freezing even with the heating on
it's brass monkeys outside
it's cold enough to freeze the balls off a brass monkey
it's perishing in here
it's absolutely Baltic in the lounge
I'm chilled right through to the marrow
I'm frozen stiff
it's bitter out today and I'm not dressed for it
I'm freezing my bits off
it's nippy this evening
it's parky out there
I'm chilled to the bone in this draughty house
""",
    "cold_hands": """
my hands are like blocks of ice
I can't feel my fingers, they're that cold
my fingers have gone numb with the cold
my hands are frozen from the pram handle
""",
    "cold_feet": """
my feet are like blocks of ice in bed
my toes are like ice lollies
""",
    "cold_ears": """
it's nippy and my ears are stinging
my ears are burning with the cold wind
the wind is biting at my ears
""",
    # ------------------------------------------------------------ heat idioms
    "stuffy_room": """
this room is like a furnace
it's like a sauna in here
it's like a greenhouse in this bedroom
I'm absolutely roasting in this house
I'm sweating like a pig in this kitchen
I'm melting in this heat indoors
I'm boiling alive in this office
it's close and muggy in here
it's like an oven in the bedroom tonight
""",
    # ------------------------------------------------------------ tiredness idioms
    "need_boost": """
I'm dog tired and still have hours of work to go
I'm shattered but I've got to keep going till six
I'm cream crackered
I'm knackered and still have work to finish
I'm dead on my feet and the night is young
I'm running on fumes this afternoon
I'm completely zonked and need to stay awake
I'm pooped but I've got to keep going
I'm dragging myself through the day
I'm running on empty and need a pick-me-up
I can't stop yawning and I need to get through the afternoon
""",
    "feet_up": """
my feet are killing me
my dogs are barking after that walk
my feet are throbbing after a day on the shop floor
my pins are aching after the wedding dancing
I've been run off my feet and need to take the weight off
I need to take the weight off my feet
""",
    "wound": """
my new shoes are killing my heels, they've rubbed them raw
my toes are sore where the new boots are rubbing
my new shoes have rubbed my heel raw
I've got a blister on my heel from these boots
my shoes are rubbing and I've got a blister coming
""",
    # ------------------------------------------------------------ cleaning idioms
    "gather_indoors": """
this room looks like a bomb has hit it
the kids' bedroom is a pigsty
the lounge is a tip with toys everywhere
it looks like a jumble sale exploded in here
the living room floor is a sea of toys
""",
    "sweep": """
the chips fell off my plate onto the floor
the baby threw her dinner all over the floor under the table
the popcorn went everywhere on the floor
the dog has brought half the garden in on his paws
the kids have trailed half the beach through the house
the cat's kicked litter all over the floor
""",
    "sticky_floor": """
the kitchen floor is like a skating rink of spilt squash
my slippers stick to the floor where the juice went
""",
    "clean_dust": """
there's a layer of dust on everything you could write your name in
the shelves are furry with dust
""",
    "runny_nose": """
I'm full of cold
I'm full of cold and sniffing all the time
""",
    "trash": """
the kitchen is a right mess after the party with cans and paper plates everywhere
there are empty bottles and paper cups all over after the barbecue
the place is a tip of wrappers and takeaway boxes
""",
    # ------------------------------------------------------------ mending idioms
    "lubricate": """
the gate creaks like a haunted house
the door squeaks like a banshee
the hinges scream every time I open the wardrobe
""",
    "sew": """
the new curtains drag on the floor and need turning up
the curtains are hanging too low and need a hem
I can't get the thread through the eye of the needle
my eyes are too weak to thread the needle
the curtains are too long and need turning up
the hem on the curtains needs taking up
I need to shorten the curtains by a few inches
""",
    "fasten_papers": """
the exam scripts keep sliding off the pile
the loose papers keep fanning out across the desk
""",
    "correct_ink": """
I put the wrong date on the form and it's in pen
I've made a mistake in ink on the application
""",
    # ------------------------------------------------------------ retrieval
    "reach_under": """
mum can't bend down to pick up what she drops
grandad keeps dropping his pills on the floor and can't bend to get them
my back won't let me bend to get things off the floor
nan dropped her glasses case by her chair and can't reach down
he drops things from his wheelchair and can't pick them up
my wedding band rolled under the wardrobe
my engagement ring is down the gap behind the radiator
my earring has gone down behind the bedside table
the hearing aid fell down the back of the chair
my earbud rolled under the sofa
the cold can rolled under the car seat
a frozen pea bag slid under the freezer
the lolly stick fell down behind the cooker
my sock fell down behind the tumble dryer
the odd sock is stuck behind the washer
the pen rolled between the car seats
my phone fell down the side of the car seat
the keys fell down the side of the armchair
the toy car went under the radiator cover
the bottle top rolled right under the cooker
the tennis ball is stuck in the gap behind the sofa
the dog's ball is under the cabinet where I can't get my arm
the remote is lost down the back of the settee
the letter slipped down behind the radiator
the coin rolled under the dishwasher
the baby's dummy went under the cot
a marble rolled under the fridge freezer
the photo fell down behind the chest of drawers
my glasses fell behind the headboard
the kids' shoe is right under the bed at the back
the dog's toy is under the car and I can't crawl under
the ring I took off is down the gap between the worktop and the cooker
""",
}
