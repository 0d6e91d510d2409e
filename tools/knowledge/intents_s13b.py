"""Intents, part S13B (session 13): filled by this session's knowledge helper B (see
intents_s10l.py for the formats).

Needs that the session-13 catalog rows (catalog_s13b.py) made distinguishable. Before, hair
clippers, beard trimmers and nose-hair trimmers were labels of the razor and dog, cat, fish and
rabbit food one pet food, so one intent could hold them all; now each need wants its own
object: a scruffy beard wants a trimmer, not a razor that takes it all off; a cat must not be
given fish flakes. Each need here takes its phrasings off the coarse intent (MOVES).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# --- grooming: shave (razor) vs trim a beard vs cut a head of hair vs nose hair vs a dog's coat

intent("trim_beard", "cut:6 care:8", "beard trimmer|razor|scissors", "bathroom cabinet|drawer|cabinet", """
my beard is getting scruffy
I look scruffy with this beard
I need to tidy up my moustache
my sideburns are uneven
my beard's gone bushy and I only want it shorter, not gone
I want to keep the beard but neaten the edges
my moustache is hanging over my top lip
the goatee has grown out of shape
I'd like my stubble kept at a neat few millimetres
my beard needs shaping before the wedding
the neckline of my beard has gone ragged
my beard's getting long and wiry at the sides
he wants his designer stubble tidied, not shaved off
my moustache tickles when I drink my tea
""")

intent("haircut", "cut:7 care:7", "hair clippers|scissors", "bathroom cabinet|drawer|closet", """
my hair is getting too long and the barbers are shut
I want to give my son a haircut at home
the back of my neck needs a tidy where the hair has grown
my husband wants a number two all over
the boys need their hair cut before school starts
my hair is over my ears and I can't get an appointment
I fancy buzzing all my hair off for the summer
the fade on the sides has grown out
can you help me cut my partner's hair in the kitchen
my teenager wants a short back and sides
it's been three months since my last trim and it shows
my hair keeps falling in my eyes, it needs cutting short
I want to shave my head down to a grade one
my little boy's hair is getting shaggy
my hair has grown long and unruly and badly wants cutting
I can't see past my overgrown fringe any more
my hair's grown down over my collar
""")

intent("nose_hair", "cut:4 care:8 reach:2", "nose hair trimmer|tweezers|scissors", "bathroom cabinet|drawer", """
I've got hairs poking out of my nose
grandad has tufts of hair growing out of his ears
there's a long hair sticking out of my nostril
my nose hairs are showing in photos
my ears have gone hairy with age
a stray hair keeps poking out of my nose
the hairs in my ears tickle
my dad's nostril hair is getting out of hand
I noticed nose hair sticking out in the mirror
I want to tidy the hair inside my nose before the date
there's fluff growing on the tops of my ears
my nose hair keeps catching when I breathe in
the old man's ears have bushy hair growing out of them
there are wiry hairs on the edge of my ear
""")

intent("clip_dog_coat", "cut:6 care:6", "dog clippers|scissors|pet brush", "closet|drawer|garage shelf", """
the dog's coat has grown shaggy and it's summer
the poodle's fur is overgrown and the groomer is booked up
the dog's fur is so long he can't see out
the spaniel's feathering is full of burrs and needs cutting out
the dog's coat needs clipping short for the heat
the hair between the dog's paw pads has grown long
the long-haired cat has mats that won't brush out and need cutting
the shih tzu needs her fur trimmed round her eyes
I want to give the dog a summer cut at home
the doodle's coat is getting thick and matted underneath
the dog's bottom area is all clumped and messy
the sheepdog is panting in his heavy coat
the dog's hair has grown over his eyes
""")

# --- pets: each animal's own food

intent("feed_dog", "scoop:4 carry:3", "dog food|pet bowl|pet food", "pantry|cabinet|closet|garage shelf", """
the dog is whining for his dinner
it's time to feed the puppy
the dog is staring at his empty bowl
the dog hasn't had his breakfast
the puppy keeps licking his empty dish
the dog's dinner time is overdue
the dog is begging for food
the labrador is sitting by his bowl looking at me
the puppy needs his lunch, he's only little
the dog's been out all morning and he's starving
the dog keeps nudging his bowl across the floor
the greyhound hasn't had his tea yet
the pup is crying because his dinner is late
the dog is drooling at the kitchen door
""")

intent("feed_cat", "scoop:4 carry:3", "cat food|pet bowl|pet food", "pantry|cabinet|closet", """
the cat's bowl is empty
the kitten keeps meowing at her dish
the cat is hungry
the cat is rubbing against my legs at teatime
the cat is yowling for her breakfast
the cat keeps meowing at the fridge
the kitten's tummy is rumbling
the cat is pestering me because she hasn't been fed
the cat keeps headbutting the cupboard where her food is
the kitten is crying by her empty bowl
the old cat wants his supper
the cat woke me at five wanting her breakfast
the tabby is winding round my ankles and mewing
the neighbour's cat we're minding hasn't eaten today
""")

intent("feed_fish", "scoop:2 carry:1", "fish food|pet food", "shelf|cabinet|pantry", """
the goldfish hasn't been fed today
the fish in the tank look hungry
the fish are swimming up to the top with their mouths open
the goldfish are nibbling at the surface
the koi in the pond are waiting to be fed
nobody fed the tropical fish this morning
the guppies are pecking at the glass
the fish need their daily sprinkle
the betta fish hasn't had anything since yesterday
the pond fish come to the edge when I walk past
the kids forgot to feed the goldfish again
the fish are gulping at the top of the water
the turtle in the tank needs his dinner
""")

intent("feed_small_pet", "scoop:4 carry:3", "small pet food|pet bowl|pet food", "pantry|cabinet|closet|garage shelf", """
the hamster's food has run out
the parrot is squawking for food
the tortoise needs his greens
the rabbit hasn't had any pellets today
the guinea pigs are squeaking for their dinner
the rabbit's hay rack is empty
the budgie's seed pot is only husks
the gerbils' bowl is empty
the rabbits are thumping because they want breakfast
the guinea pig is wheeking every time the fridge opens
the hamster is stuffing his cheeks with the last bits
the rats in the cage haven't been fed
the bunny needs fresh hay in the hutch
the canary's feeder is empty
""")

# --- wood: outdoor timber wants stain, preserver or oil; a dull table wants polish

intent("treat_wood", "wipe:3 seal:5 mark:3", "wood stain|wood oil|varnish|paintbrush", "garage shelf|closet|storage bin", """
the garden bench has gone rough and grey from the weather
the decking has gone grey and is soaking up the rain
the shed is looking tired and needs protecting before winter
the fence panels have faded and need treating
the teak garden table has gone silvery
the new fence needs protecting before it rots
the wooden gate is starting to go green and soft
the oak worktop is dry and water marks it straight away
the wooden floor is looking scuffed and dull through the finish
the new pine shelves need sealing so they don't mark
the chopping board looks dry and cracked
the garden furniture needs doing before the summer
rain soaks straight into the old decking boards
the window sills outside are bare wood and flaking
""")

intent("polish_furniture", "wipe:7 seal:2", "furniture polish|microfiber cloth|duster|rag", "cabinet|closet|kitchen drawer", """
the dining table looks dull and smeary
grandma's sideboard has lost its shine
the wooden furniture needs a polish before the guests come
the mahogany table is covered in fingerprints
the old chest of drawers looks dry and tired
the coffee table has cup rings on it and looks dull
the oak dresser needs feeding and buffing up
the antique desk has gone cloudy
I want the piano to gleam for the party
the wooden chairs look dusty and lifeless
the bedside tables have lost their lustre
the wax on the old table has worn patchy
the wooden banister is grubby and dull
""")

intent("fill_wood", "scrub:3 seal:8 scoop:3", "wood filler|scraper|sandpaper", "toolbox|garage shelf|closet", """
there's a gouge in the wooden door frame
the dog chewed a chunk out of the skirting board
there are nail holes in the floorboards I want to hide
the table top has a deep dent I want to fill before varnishing
the old screw holes in the wooden door need filling
the window sill has a soft rotten patch I've dug out
there's a split in the oak shelf that needs filling
the pine cupboard door has a knot hole
the hinge screws have torn the wood and left a hole
a chip has come out of the corner of the wooden step
there are cracks in the old beam I'd like to fill
the staircase spindle has a dent from the hoover
the wooden worktop has a burn I've scraped out
the wooden bookcase has screw holes from the old hinges
the pine table has a dent where a pan was dropped on it
there's a split running along the wooden shelf
""")

# --- drinks for little ones

intent("toddler_drink", "liquid:8 carry:2 care:3", "sippy cup|cup|drinking straw", "cabinet|dish rack|changing bag|kitchen drawer", """
my toddler wants a drink
my toddler wants his milk before his nap
the toddler is asking for his milk
the toddler is thirsty
the little one wants some water with her lunch
my son keeps asking for a drink but he spills everything
the baby is learning to drink from something other than a bottle
the toddler wants some juice in the car
my daughter needs a drink that won't spill in her cot
the little one is thirsty after nursery
the toddler keeps tipping his water all over the table
the health visitor said to start the baby on water with meals
the little one wants milk but she's too big for a bottle now
the toddler needs a drink to take in the buggy
my two-year-old is parched after the park
the baby is seven months and should start having sips of water
""")

# --- an energy drink is for a tired adult who asks for caffeine, never for thirst

intent("need_boost", "liquid:6 heat:3", "hot drink|energy drink", "fridge|pantry|cabinet", """
I'm flagging and need a pick-me-up
I need some caffeine to get through this afternoon
I've got a long drive tonight and need something to keep me awake
I'm exhausted and still have an essay to finish tonight
I need a jolt of energy before the night shift
I can barely keep my eyes open at my desk
I was up all night and need something to perk me up
my energy's crashed mid-afternoon again
I need a caffeine hit before the gym
I'm running on empty and the meeting's in ten minutes
I've hit the wall and need a boost to keep gaming
the afternoon slump has got me and I've got hours of work left
I need something with a kick to wake me up properly
I keep nodding off and I've hours of work left
I'm dozy and need something strong to get me going
""")

# --- workshop: metal wants a hacksaw, not a wood saw

intent("cut_metal", "cut:8 reach:1", "hacksaw|angle grinder", "toolbox|garage shelf", """
this rusty bolt is too long and needs cutting down
the copper pipe needs shortening by a few inches
the old padlock has seized and has to be cut off
the curtain pole is metal and too long for the window
the threaded rod sticks out past the nut
the steel bracket needs trimming to fit
the exhaust clamp bolt is rusted solid and needs cutting through
the aluminium tube is too long for the shelf bracket
I need to cut a length off this metal bar
the old bike lock's key is lost and the chain must come off
the plastic waste pipe needs cutting to length
the screw pokes through the other side and needs cutting flush
the metal shelf upright is a few centimetres too tall
""")

# --- outside at height: gutters and upstairs windows want a long ladder

intent("clear_gutters", "reach:10 carry:2", "extension ladder|work gloves|bucket", "garage shelf|closet", """
the gutters are overflowing every time it rains
there's a plant growing out of the gutter
the upstairs windows need cleaning on the outside
a slate has slipped on the roof and I want to look
the ball is stuck on the garage roof
the tv aerial on the chimney has blown sideways
the gutter over the back door is full of moss
the outside of the bedroom window frame needs painting
the downpipe is blocked at the top
the security light under the eaves needs a new bulb
the cat has climbed onto the extension roof and won't come down
the leaves need clearing out of the guttering before winter
I need to get into the loft through the hatch
""")

# New intent -> coarse intents its phrasings are taken off.
MOVES = {
    "trim_beard": "shave",
    "feed_dog": "feed_pet",
    "feed_cat": "feed_pet",
    "feed_fish": "feed_pet",
    "feed_small_pet": "feed_pet",
    "fill_wood": "fill_hole",
    "toddler_drink": "feed_baby",
}
# Phrasings taken off an existing intent.
DROP = {}
# Tools added to / taken off existing intents.
EXTRA_TOOLS = {}
REMOVE_TOOLS = {}
# Phrasings added to existing intents: what is left on feed_pet is feeding and watering a
# household's animals in general.
MORE = {
    "feed_pet": """
it's feeding time for all the animals
the pets need their dinner before we go out
I'm pet-sitting and everyone needs feeding
the animals' bowls all want filling
""",
}
