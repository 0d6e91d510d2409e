"""Intents, part S14A (session 14): see intents_s13a.py for the formats.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.

Filled by this session's knowledge helper A. A bad back, neck or shoulder wants a muscle rub,
a painkiller or heat, all three acceptable (it read as `sore_muscles`, whose tools had no
painkiller, or as `waist_support`'s cushion); a hay-fever nose wants an antihistamine and a
tissue (it read as the cold's `runny_nose`); the lawn, the tomatoes and a repotted plant each
want their own feed, weed-and-feed, grass seed or compost; picking up after the dog wants a
poo bag (not the lead); cats fouling a border want a scarer, slugs near hedgehogs a copper
barrier, a fire to be lit kindling, a casualty a foil blanket, a filthy carpet a carpet
washer, a child who cannot manage an inhaler a spacer.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- back, neck and shoulder
intent("back_pain", "care:8 heat:5 warm:4", "pain relief gel|painkillers|heating pad|hot water bottle",
       "bathroom cabinet|first aid kit|kitchen drawer|closet", """
my back muscles are so stiff
my neck is tense and aching
my neck is stiff from the desk
I pulled a muscle in my back
my back went while gardening
I've got a crick in my neck
my lower back is knotted after lifting boxes
I slept awkwardly and can't turn my head
my shoulders are tight from stress
my shoulders are knotted from carrying the baby
the muscles in my neck are in knots from the desk
I've got a muscle spasm in my back
my back is killing me and I need something for the pain
my back has been agony since I lifted the washing machine
I've hurt my shoulder reaching into the loft
there's a sharp pain between my shoulder blades
my sciatica is playing up again
I can hardly stand up straight, my back's so bad
my rotator cuff is giving me grief
I've got a frozen shoulder and it really hurts
my neck clicks and aches whenever I look up
my upper back is burning after a day of decorating
my back locked up when I sneezed
I've wrenched my back pulling up weeds
my shoulder aches every night when I lie on it
I jarred my neck on the trampoline
I've got whiplash pain in my neck after the car bump
my dad's back has gone and he can barely move
the ache in my shoulder blade won't ease off
I've got a slipped disc and the pain is bad today
I hurt my back shifting the wardrobe
my back's sore after moving the furniture around
my back went as I bent down to pick something up
""")

# ---------------------------------------------------------------- hay fever in the nose
intent("hay_fever_nose", "care:8 wipe:3", "antihistamines|tissues|allergy nasal spray",
       "bathroom cabinet|nightstand|first aid kit|kitchen drawer", """
I'm sneezing my head off and my nose itches, it's that time of year
I've got hay fever and keep sneezing
the pollen has my nose running non-stop
hay fever has my nose dripping and I'm sneezing constantly
I'm allergic to something in the garden and my nose keeps running
my nose runs all through June because of the pollen
the tree pollen has got my nose streaming
my sinuses are streaming and itchy with this hay fever
I keep sniffing and sneezing, it's my allergies again
the dog hair has set my nose running and I'm sneezing
every time the lawn gets mown my nose pours
my allergies have my nose running and my eyes itching
the high pollen count has me sneezing into my sleeve
my nose is itchy and runny from the allergy
the rapeseed fields are out and my nose is a tap again
""")

# ---------------------------------------------------------------- lawn, beds and pots
intent("feed_lawn", "care:3 scoop:2", "lawn feed|lawn feed and weed|plant feed",
       "garage shelf|closet|storage bin", """
the grass has gone pale and yellow and needs a feed
the lawn looks starved after the winter
the grass is thin and needs some goodness
I want the lawn lush and green for the summer party
the lawn is due its spring feed
the grass has lost its colour
the turf looks sparse and hungry
I want to give the grass a boost before autumn
the lawn is yellowing in patches even though it's been watered
the new turf needs feeding to get it going
the grass out front looks worn and washed out
the grass isn't growing well and looks sickly
""")

intent("lawn_weeds", "care:3 scoop:2 liquid:1", "lawn feed and weed|weed killer|trowel",
       "garage shelf|closet|storage bin", """
the clover is taking over the lawn
there are dandelions all over the grass
the lawn is full of daisies and buttercups
the grass is more weeds than lawn
plantains and dandelions are spreading across the lawn
I want to get rid of the weeds in the grass without killing it
the grass is patchy and weedy, I'd like to feed it and clear the weeds in one go
the back lawn is covered in little weeds
the lawn needs weeding and feeding
there are thistles popping up all over the lawn
the turf is full of creeping buttercup
""")

intent("feed_plants", "care:3 liquid:3", "plant feed",
       "garage shelf|cabinet|closet|storage bin", """
the tomato plants need feeding now the fruit is setting
my houseplants are looking yellow and starved
the pots on the patio need a feed
the roses need feeding to flower well
the orchid hasn't flowered and needs some food
the chilli plants want a feed every week
the leaves on my pot plants are going pale
the vegetables in the raised bed need a boost
I want to give the strawberries some nourishment
the geraniums look hungry
my spider plant is pale and not growing
the courgettes have stopped cropping and want feeding
the herbs on the windowsill look pale and could do with feeding
""")

intent("repot_plant", "scoop:2 carry:1", "compost|trowel|plant pot",
       "garage shelf|storage bin|closet", """
the roots are coming out of the bottom of the pot
the plant has outgrown its pot
I want to pot up these seedlings
I want to fill the new planters with soil
the tomato plants need moving into bigger containers
I want to plant up some pots for the patio
my houseplant needs fresh soil
the hanging basket needs new soil before I plant it
the herb pots need topping up with soil
the cuttings have rooted and need their own pots
I want to sow some seeds in trays
the raised bed needs filling before I plant the veg
it's time to move the fern into a larger pot
the cheese plant needs a bigger pot and fresh compost
""")

intent("reseed_lawn", "scoop:2 care:2", "grass seed|rake",
       "garage shelf|closet|storage bin", """
there's a bald patch in the grass
the kids' goal mouth has worn the grass away
the lawn has bare bits where the bonfire was
I want to thicken up the grass
the grass has died off where the trampoline stood
the lawn needs overseeding this autumn
the dog's wee has killed patches of the grass
there's bare soil where the shed used to be and I want grass there
the moles have left bare earth all over the lawn
I want to sow a new lawn
the grass is worn bare along the path to the washing line
there are brown dead patches in the lawn I want to grow back
the grass needs re-sowing where it has worn away
""")

# ---------------------------------------------------------------- pets and garden visitors
intent("pick_up_dog_poo", "carry:6 seal:3 care:2", "dog poo bags|litter scoop|disposable gloves",
       "coat rack|closet|drawer|cabinet", """
the dog did his business on the lawn
there's dog poo by the gate
the dog has done his business in the park and it needs picking up
the dog pooed on the pavement
I need something to scoop up after the dog on our walk
I'm taking the puppy out and have to clean up after him
the dog always does his business on the common
I don't want to get fined for leaving the dog's mess
the spaniel has just pooped on the neighbour's verge
we're off to the park and I'll need to clear up after the dog
I need to bag up what the dog left on the grass
the dog's been in the garden and left a mess by the shed
""")

intent("cat_deterrent", "care:1 reach:1", "cat scarer|cat repellent",
       "garage shelf|closet|storage bin", """
the neighbour's cats keep fouling my flower beds
cats dig up my seedlings every night
the pigeons keep landing on the shed roof and making a mess
foxes are digging up the lawn
a cat keeps spraying against my back door
the birds are stripping my fruit bushes
I want to keep cats out of the garden without harming them
stray cats are using the veg bed as a litter tray
something keeps digging holes in the borders at night
the pigeons are nesting on the windowsill and it's filthy
""")

intent("slugs_pet_safe", "care:2 seal:3", "slug barrier",
       "garage shelf|closet|storage bin", """
I want to protect the lettuces from slugs without poison
the pellets aren't safe with the dog about, but the slugs are eating everything
I'd like a pet-friendly way to stop the snails
we have hedgehogs in the garden so I won't put down anything toxic for the slugs
I want an organic way to keep slugs off the plants
I'd rather not use chemicals on the slugs
the snails climb into the pots, I want to stop them getting in
I need a wildlife-friendly way to deal with the slugs
""")

# ---------------------------------------------------------------- fires and warmth
intent("light_fire", "heat:5 carry:1", "lighter|matches|firelighters|kindling",
       "kitchen drawer|garage shelf|closet|cabinet", """
the fireplace needs starting
the fireplace needs lighting
the barbecue needs lighting
let's light the fire pit
the wood burner needs starting
let's get the bonfire going
the wood burner needs lighting
I want to get the open fire going
I want to light the fire pit in the garden
I want to start the log fire
let's light the open fire tonight
the barbecue coals won't catch
I need to start a campfire
the fire keeps going out before the logs catch
it's cold, let's get a fire lit in the grate
I want to lay the fire in the hearth
the charcoal needs lighting for the barbecue
the logs won't catch on their own
let's get the fire pit going in the garden
the stove needs lighting before the guests come
""")

intent("casualty_warmth", "warm:9 care:5 carry:2", "foil blanket|blanket|sleeping bag|jacket",
       "first aid kit|car boot|closet", """
he's had a fall on the walk and is shivering
she's in shock after the accident and feels cold
the runner has collapsed and is freezing
we're stranded on the hill and the wind is biting
the injured climber needs keeping warm until help comes
he's wet through and shaking after falling in the river
she's soaked and chilled to the bone after the open-water swim
we need to keep the casualty warm while we wait for the ambulance
after the race he's shaking and his lips are blue
the old man fell in the garden and has been lying on the cold ground
""")

# ---------------------------------------------------------------- carpets and asthma
intent("deep_clean_carpet", "liquid:5 scrub:7 wipe:4", "carpet cleaning machine|carpet shampoo",
       "closet|garage shelf|cabinet", """
the carpets need a proper wash
the lounge carpet is grubby all over and hoovering doesn't shift it
we're moving out and the carpets need deep cleaning for the deposit
the dog has made the whole rug smell
the stair carpet is ingrained with dirt
the carpet looks grey and trodden in
the sofa upholstery needs a deep clean
I want to wash the carpets before the new baby arrives
the landlord wants the carpets professionally cleaned
""")

intent("use_spacer", "care:5", "inhaler spacer|inhaler",
       "nightstand|drawer|bathroom cabinet|first aid kit", """
my son can't coordinate pressing and breathing in with his puffer
the inhaler dose just hits the back of my throat
the nurse said to use the chamber with his asthma pump
my toddler can't manage the inhaler on its own
the puffer needs the tube thing so she gets the full dose
grandad can't time the puff and the breath together
""")

MOVES = {
    "back_pain": "sore_muscles|pain_relief",
    "hay_fever_nose": "hay_fever",
    "lawn_weeds": "kill_weeds",
    "pick_up_dog_poo": "clean_pet_mess",
    "light_fire": "light_candle",
}
DROP = {}
EXTRA_TOOLS = {}
REMOVE_TOOLS = {
    # a teething baby wants the teether to chew; the dummy (a soother to suck) came first by
    # label and request words alike and was handed over with the teether in view
    "teething_baby": "dummy",
}
MORE = {
    "check_appearance": """
I'd like to see whether my hair's alright before I head out
have I got anything stuck in my teeth
is my fringe straight, I can't tell
I want to see if my mascara has run
I'd like a look at how this new top sits on me
""",
    "trim_beard": """
my whiskers need tidying up
the edges of my stubble are ragged
my beard has got untidy and needs a trim
my moustache has grown too long at the corners
""",
    "fill_wood": """
there's a chip out of the wooden door frame I want to build back up
the oak sill has a split that needs filling before I paint it
""",
    "cold_person": """
I want to get cosy under something warm on the settee
I'm curled up on the couch and a bit chilly
I want something to wrap up in while I watch the film
I'm chilly sitting on the sofa tonight
""",
}
