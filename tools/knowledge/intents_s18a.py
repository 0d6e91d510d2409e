"""Intents, part S18A (session 18): filled by this session's knowledge helper (see
intents_s13a.py for the formats, intents_s17c.py for the last phrasing part).

New intents for needs no intent covered, each with catalog objects no intent listed (a bow
that will not grip the strings wants rosin, sticky trumpet valves valve oil, strumming a
plectrum, cooking at a campsite a camping stove, stream water purification tablets, a windy
beach a windbreak, candles left burning a snuffer, a plaster cast in the shower a cast cover,
a green fish tank a gravel siphon, a child's first ride to school a helmet, a shivering
whippet a dog coat, a breakdown on a bend a warning triangle).
MORE: phrasings appended to existing intents: requests told as situations, after the fact,
as questions, in a child's or an elderly voice and in American slang, for 60 intents common
in homes, and the kinds of situation a fresh check list (check_s18a.txt; none of its sentences
is a phrasing here) found missing: a birthday cake waiting for its candles, balloons to blow
up, fizz that foamed over, weaning, a tick on a person, crayon on the wall, a pipe joint
dripping, a blown circuit, an icy path, a long journey with children.
DROP: leaks at a pipe joint leave `bolt` for `leaky_joint` (plumber's tape and a wrench);
blowing up balloons leaves `party_decorations` for `inflate` (a pump).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- needs no intent covered
intent("rosin_bow", "wipe:4 scrub:2 care:3", "rosin",
       "instrument case|drawer|shelf|closet", """
the cello bow just skates over the strings with hardly any sound
my daughter's fiddle sounds thin and whispery when she bows
the new bow hairs won't grip the strings at all
my double bass sounds weak because the bow is too smooth
the bow squeaks and slides when I play the viola
the violin teacher says the bow needs some grip before the lesson
I've had the bow rehaired and it makes almost no noise now
the bow hasn't been touched for months and it won't bite the strings
""")

intent("sticky_valves", "liquid:3 twist:2 care:3", "valve oil",
       "instrument case|drawer|shelf|closet", """
the trumpet valves keep sticking halfway down
my son's cornet pistons are sluggish and won't spring back up
the trombone slide feels stiff and scratchy
the keys on my clarinet are stiff and clicking
the valves on the tuba are dry and stiff
the third valve on my trumpet stays down after I press it
the saxophone's cork joint is too tight to put the neck on
""")

intent("strum_guitar", "pinch:3 strike:2", "guitar pick",
       "instrument case|drawer|desk|shelf", """
my fingertips are raw from strumming chords all evening
I keep breaking my nails when I strum the guitar
the chords sound muffled when I strum with my thumb
I want a brighter, sharper sound when I strum the acoustic
my bass lines sound too soft plucked with my fingers
the guitar tutorial says I should strum with something thin and flat
""")

intent("camp_cooking", "heat:9 liquid:5 carry:3", "camping stove|mess tin|gas canister|saucepan",
       "camping box|car boot|garage shelf|storage bin", """
we're cooking our tea in a field this weekend with no kitchen
I want to boil water for a brew at the campsite
we're wild camping and need to heat up some beans
we'll be up on the hills all day and want a hot lunch
there's no electricity at the campsite so how do we cook
the scouts need to make their breakfast outdoors
I want to make coffee on the beach at sunrise
we're off fishing overnight and want something hot to eat
""")

intent("purify_water", "liquid:6 care:5 carry:2", "water purification tablets|water carrier|kettle",
       "camping box|first aid kit|car boot|garage shelf", """
we're hiking for three days and will have to drink from streams
the campsite water tap says not for drinking
I'm not sure the water at the hut is safe to drink
we're trekking somewhere the tap water makes you ill
the only water near our camp is a river
there's a boil water notice on our street
the well water at the cottage looks a bit murky
""")

intent("beach_wind", "seal:4 warm:3 reach:3", "windbreak|garden parasol|tarpaulin",
       "car boot|garage shelf|camping box|closet", """
the wind on the beach keeps blowing sand in our sandwiches
it's breezy on the sand and the kids are shivering after their swim
we need some shelter on the seafront so the picnic doesn't blow away
the gusts on the beach are whipping sand into our eyes
the wind off the sea is freezing where we've set up our towels
there's no shelter on the dunes and the wind is relentless
""")

intent("snuff_candles", "seal:5 heat:3 light:1", "candle snuffer|lid|glass",
       "drawer|cabinet|shelf|kitchen drawer", """
we're off to bed and the candles in the lounge are still burning
the candles on the dinner table need putting out without spraying wax
the church candles are still lit and the party's over
I blew the candle out and wax splattered all over the tablecloth
the tealights are still flickering and we're going out
blowing out the pillar candles makes so much smoke
the candle wicks are too long and the flames are smoking
""")

intent("cast_dry", "seal:6 liquid:3 care:4", "cast cover|food bag|cling film|shower cap",
       "bathroom cabinet|first aid kit|kitchen drawer|drawer", """
my arm's in a cast and I'm desperate for a shower
my son broke his wrist and needs a bath tonight
the nurse said the cast mustn't get wet
I've got stitches on my hand and want to wash my hair
my leg is in a pot and I want to have a shower
the dressing on my arm has to stay dry in the bath
my daughter wants to splash about in the pool with her arm in a cast
""")

intent("clean_fish_tank", "liquid:5 scoop:5 care:2", "aquarium siphon|aquarium net|bucket|aquarium water treatment",
       "utility cupboard|cabinet|garage shelf|storage bin", """
the fish tank has gone green and cloudy
there's a layer of muck in the gravel at the bottom of the aquarium
the goldfish bowl water is murky and smells
it's time for the fish's weekly water change
the tropical tank glass is covered in algae
one of the fish has died and is floating at the top
the fish need moving out while I clean their tank
""")

intent("cycle_head", "cushion:6 care:6", "bike helmet",
       "coat rack|closet|garage shelf|storage bin", """
my son is cycling to school on his own for the first time
I'm taking the mountain bike down the forest trail
the kids are going skateboarding at the park
my daughter's riding her scooter down the steep hill
I'm starting to commute by bike through heavy traffic
I came off my bike last year and hit my head on the kerb
the little one wants to go out on her new balance bike
""")

intent("dog_cold_walk", "warm:6 care:4", "dog coat",
       "coat rack|closet|drawer|storage bin", """
the whippet shivers all the way round our winter walk
the old dog gets so cold out in the snow
the puppy's been clipped short and it's freezing out
the greyhound is trembling in the rain on the walk
the chihuahua won't go out in the frost
our elderly spaniel comes back from the walk soaked and shaking
the dog stands shaking by the door when I get the lead out in winter
the little terrier's teeth chatter on frosty mornings out
our thin-coated pup hates the cold wind on the field
the vet says the old boy feels the cold on his walks now
""")

intent("breakdown_warning", "light:3 care:4 reach:2", "warning triangle|hi-vis vest|flashlight",
       "car boot|glovebox|garage shelf", """
the car has conked out just round a blind bend
we've broken down on a narrow country road and cars are coming fast
the car died in the middle of the road at dusk
I've stalled and the engine won't restart on the bend
my van has broken down on the slip road
we've had a bump and the cars are stopped in the lane
""")


# ---------------------------------------------------------------- phrasings for existing intents
MORE = {}


def _more(d):
    for k, v in d.items():
        MORE[k] = MORE.get(k, "\n") + v.strip("\n") + "\n"


# Kinds of situation the check list found missing (none of its sentences).
_more({
"light_candle": """
the cake's on the table and everyone's ready to sing happy birthday
we're about to bring the birthday cake in with the lights off
the number candles are stuck in the sponge and the kids are gathered round
it's time for the cake and nobody has got the candles going
the birthday girl is waiting to make her wish
we're turning the lights off for the cake in a minute
""",
"inflate": """
the party balloons still need blowing up and I'm out of puff
there's a bag of balloons to blow up for the kids' party
I've blown up three balloons and I'm already dizzy
the balloons and the inflatable flamingo all need air for the birthday
the balloon arch needs fifty balloons filling with air
my cheeks hurt from blowing up balloons
""",
"party_decorations": """
we've got the whole family coming round on Sunday and the house looks plain
the kitchen looks so boring for my son's birthday tea
we're hosting the office Christmas do and the room is drab
the flat looks dull for the engagement party tomorrow
I want the place to look special when she walks in for her fortieth
the garden looks empty for the summer party
""",
"wipe_spill": """
the bottle of fizz foamed up and went all over the worktop
someone shook the lemonade and it sprayed across the table
the beer frothed over the top of the glass onto the bar
the cola exploded when I opened it and the table is dripping
the toddler knocked his beaker over and there's milk everywhere
the sparkling wine bubbled over the glasses onto the tablecloth
""",
"chill_bottle": """
the white wine is warm and people are turning up any minute
I forgot to put the prosecco in the fridge and the party starts soon
the beers have been in the garage and they're lukewarm
the champagne's room temperature and we're toasting in half an hour
the rosé is tepid and the guests are on their way
""",
"put_up_paper": """
the paper chains need fixing up along the beams
the happy birthday banner has to go up over the doorway
the bunting needs sticking up round the kitchen window
the crêpe paper streamers keep falling down off the wall
the kids' paper snowflakes need sticking to the windows
the welcome home sign needs putting up on the front door
""",
"warm_baby_milk": """
she won't drink her bottle unless it's at body temperature
the made-up feed is stone cold and she's crying for it
the milk has to be just warm, not hot, for the night feed
I've got a bottle of formula from the fridge and he won't take it cold
the early morning feed has to be warmed quickly before she wakes the house
""",
"wipe_baby_face": """
the baby's been feeding herself yoghurt and it's on her chin and nose
my toddler's face is covered in tomato sauce after his pasta
the little one's cheeks and fingers are all gooey with fromage frais
he's finished his weetabix and it's dried all round his mouth
her hands and chin are sticky after she ate a peach
""",
"feed_toddler": """
the baby's old enough to start on mashed food now
we're starting weaning this week and she's ready for her first puree
he's just started solids and it's lunchtime
she's seven months and it's time for her spoonful of mashed veg
the health visitor says she can start on baby rice
the little one's sitting in her chair waiting for her lunch
""",
"read_small_print": """
Dad can't read the dose on his medicine box
Nan's holding the letter at arm's length and still can't read it
my mum can't see the tiny writing on her tablet packet
Grandpa is squinting at the instructions on the pill box
the writing on the label of his eye drops is too small for him
my gran can't make out the numbers on the bus timetable
""",
"sore_muscles": """
I strained my hamstring at five-a-side and it's tight
I tweaked my calf on the run and it's knotted up
my thighs are seized up after Saturday's five-a-side
I pulled a muscle in my shoulder at tennis
my legs are stiff as boards after rugby training
my calf cramped up in the second half and it's still tight
""",
"tune_instrument": """
one string on my guitar sounds wrong against the others
the ukulele sounds sour when I play a chord
the G string has gone sharp since yesterday
my violin sounds wonky after being in the cold car
the bass sounds muddy and off-key with the band
the guitar's drifted since I changed the strings
""",
"splinter": """
there's a tick stuck in the back of my knee after the hike
I've found a little tick burrowed into my son's scalp
a tick has latched onto my ankle from the long grass
I came back from camping with a tick on my waist
there's something tiny with legs embedded in my arm after the walk
""",
"wash_walls": """
my daughter has scribbled all over the hallway wall in felt tip
the kids have drawn pictures on the landing wall with crayon
there are grubby handprints and scribbles all up the stairs wall
the little one decorated the wall by his cot with wax crayon
there are greasy splashes up the wall behind the cooker
""",
"leaky_joint": """
water is dripping where the pipes join under the basin
there's a little puddle under the sink from the pipe connection
the fitting under the kitchen sink weeps every time the tap runs
the joint on the washing machine hose drips onto the floor
water is beading on the pipe union behind the toilet
""",
"blown_fuse": """
there was a bang and all the downstairs sockets went off
the kettle popped and now the kitchen has no power
the lights upstairs went out with a flash when I switched them on
half the house went dead when the toaster blew
the plug on the lamp sparked and now nothing on that circuit works
""",
"kill_weeds": """
the borders are overrun with weeds again
bindweed is strangling everything in the flower bed
thistles have sprung up all through the rose bed
the veg patch is more weeds than vegetables
nettles and docks are taking over the back of the border
the gravel drive is sprouting weeds everywhere
""",
"mash_food": """
the boiled spuds are drained and need to be made lump-free for the pie topping
the potatoes are cooked and I want them creamy for the sausages
the spuds are soft and need bashing up with butter and milk
the cooked sweet potato needs to be made into a smooth puree
the drained potatoes are steaming in the pan waiting to be made smooth
""",
"cold_drink": """
it's sweltering in the garden, who wants something from the fridge?
it's baking hot out there, does anyone want something chilled?
I'm sweltering, something frosty to drink would hit the spot
the sun's blazing, let's have something icy to drink on the patio
it's boiling out, let's have something straight from the fridge
""",
"dig_snow": """
the driveway is like a skating rink this morning
the steps to the front door are glazed with ice
the pavement outside the house is treacherous with black ice
the postman nearly slipped on the frozen doorstep
the back steps have frozen over and Mum might fall
""",
"journey_boredom": """
we've got a twelve-hour drive to Scotland with the kids in the back
the children will go stir crazy on the long flight to Florida
the kids are already asking are we there yet and we've barely left
the train to Cornwall takes six hours and my son gets bored in ten minutes
we've a long coach trip ahead and the little ones fidget constantly
""",
})

# 60 common intents, 5 phrasings each in styles that were rare: after the fact, a described
# situation, a question, a child's or an elderly voice, American slang.
_more({
"thirst": """
I just got back from a long bike ride and my mouth is like a desert
do we have anything I can drink? I'm all dried out
can I have a drink please, my mouth is all sticky
I've been talking all morning and my voice is going croaky from lack of water
man, I'm so thirsty I could drink a lake
""",
"hot_drink": """
I've just got in from the frost and I'm dying for something steaming to sip
what have we got to warm me up from the inside?
could an old lady have a nice hot cuppa please
I just woke up and I'm not human until I've had my morning coffee
I need a cup of joe, stat
""",
"cold_drink": """
I've just finished mowing in the sun and I want something straight out of the fridge
is there anything cold in the fridge to drink?
can I have a cold drink with ice cubes in it please
the heatwave has me craving something frosty and fizzy
gimme something ice cold, it's hot as heck out there
""",
"wipe_spill": """
I just tipped my orange juice over the kitchen table
who left a puddle of water on the counter?
uh oh, I spilled my drink all over the table
the teapot dribbled all over the tray and now it's soaking
dude, the soda went everywhere on the counter
""",
"sweep": """
I've just emptied the plant pot and there's soil all over the kitchen floor
who's going to get rid of all this grit by the back door?
there's crunchy bits all over the floor where I walked
the cereal box fell and there's cornflakes all over the lino
the floor's gross with sand from the beach trip
""",
"scrub_dishes": """
I burnt the porridge and now the pan has a crust on the bottom
how am I going to get this dried-on egg off the plates?
the sink is full of greasy pans from the roast
the lasagne dish has cheese baked onto the edges
there's a mountain of nasty dishes from last night's party
""",
"clean_toilet": """
someone missed the bowl and the loo is disgusting
how do I get that brown ring off the inside of the toilet?
the toilet's got yucky marks in it
the bathroom smells and the toilet bowl has a yellow stain
the john is nasty and guests are coming over
""",
"trash": """
I've just cleared the fridge and there's a heap of out-of-date stuff to chuck
where does all this rubbish from the clear-out go?
the kitchen bin is overflowing onto the floor
there's a load of wrappers and peelings to get rid of
the garbage is piling up and starting to stink
""",
"wound": """
I just caught my finger on a tin lid and it's dripping
my little boy fell over in the playground and his knee is bleeding
what do I put on a cut that won't stop bleeding?
I gashed my shin on the coffee table
the dog's claw scratched my arm and drew blood
""",
"minor_burn": """
I just splashed boiling water from the kettle on my wrist
I grabbed the pan handle without thinking and my palm is stinging
what do you do for a burn from the iron?
my fingers are red and throbbing where I touched the hot hob
I touched the curling tongs and there's a red mark coming up on my neck
""",
"fever": """
my daughter woke up hot and shivery in the night
how do I check if he's got a temperature?
my forehead feels so hot and I'm all achy
I think I'm coming down with something, I've got the chills and sweats
the baby feels really warm and is off her food
""",
"swelling": """
I walked into the door frame and there's a lump on my forehead
I just banged my shin and it's coming up in a big bump
what do I put on a bump so it doesn't swell?
the wasp sting on my hand has swollen up like a balloon
my son took a ball to the eye and it's puffing up
""",
"runny_nose": """
my nose won't stop dripping since I got this cold
what can I blow my nose on?
my nose is running and I've got nothing to wipe it
I'm all snotty and sneezy
my kid has snot running down to his lip
""",
"cold_person": """
I've just come in from the snow and I can't feel my fingers or toes
I'm shivering, is there anything to wrap around me?
I'm chilly, can I have something cosy to snuggle in
Grandpa is sitting in his chair and feels cold to the touch
it's freezing in here and I'm all goosebumps
""",
"hot_person": """
I've been running around in the sun and my face is bright red and sweaty
how can I cool down? it's so stuffy and hot
I'm too hot, it's sticky and I can't sleep
the upstairs is like an oven this afternoon
it's hotter than blazes in here
""",
"dark": """
the bulb in the cellar has gone and I can't see the steps
how will I find my way to the shed in the dark?
it's too dark and I can't find my teddy
I went down to the basement and it's pitch black
the garden is black as night and I dropped my keys somewhere
""",
"rain": """
I've just looked out and it's bucketing down
do I need anything for the drizzle on the way to school?
it's raining and I don't want to get my hair wet
the forecast says showers all afternoon and I've got to walk the dog
it's pouring cats and dogs out there
""",
"sun": """
I fell asleep in the garden and my shoulders are already going pink
what should I put on the kids before they go to the beach?
the sun is in my eyes and burning my head
we're sitting by the pool all afternoon with no shade
it's gonna be a scorcher at the ballgame
""",
"wash_hands": """
I've just handled raw chicken and my hands feel slimy
can I wash my hands? they're all muddy from the garden
my hands are sticky from the glue
I've been changing the oil and my hands are black with grease
my hands are gross after cleaning out the hamster cage
""",
"brush_teeth": """
I just ate garlic bread and I've got a meeting
have I got time to do my teeth before the school run?
my teeth feel fuzzy after the sweets
it's bedtime and I haven't done my teeth yet
I've got spinach stuck in my teeth before my date
""",
"hair": """
I've just woken up and my hair is sticking up everywhere
how do I sort out this bird's nest on my head?
my hair is all tangly and it hurts
the wind has made a right mess of my hair
I've got serious bedhead and I'm heading out
""",
"dry_hair": """
I just washed my hair and it's dripping down my back
how long will my hair take to dry? I'm going out soon
my hair is all wet after the swimming lesson and I'm cold
I got caught in the rain and my hair is plastered to my head
my hair is sopping and it's freezing outside
""",
"dry_body": """
I just got out of the shower and I'm dripping on the floor
I'm all wet from the paddling pool
the kids jumped out of the bath and are running about soaking
I've come in from the rain drenched to the skin
I got out of the pool and I'm shivering and wet
""",
"block_noise": """
the neighbours' party has been thumping through the wall since ten
how can I get any peace with the roadworks outside?
my husband's snoring kept me up again
the baby next door is screaming and I have an exam tomorrow
the din upstairs is driving me up the wall
""",
"hungry_snack": """
I skipped lunch and my stomach is rumbling
is there anything to nibble on before dinner?
I'm hungry, can I have something to eat
I've been on my feet all morning and I'm peckish
I've got the munchies big time
""",
"heat_food": """
my takeaway has gone stone cold while I was on the phone
how do I warm up last night's curry?
my dinner went cold while I was doing homework
the casserole from the freezer needs warming through for tea
my lunch is ice cold, can you nuke it
""",
"open_jar": """
I've been trying to open the pasta sauce for five minutes and my hands hurt
how do I get a lid off that's on too tight?
I can't open this, my hands are too small
my old hands just can't grip the marmalade lid any more
this darn jar won't open for love nor money
""",
"slice_food": """
I've bought a whole melon and it needs cutting into pieces
how do I cut this pineapple?
I want my apple in slices please
the cucumber and peppers need chopping for the salad
the veggies need chopping up for the stir fry
""",
"bake": """
the kids want to make fairy cakes this afternoon
how do I make my gran's scone recipe?
I want to bake cookies with mummy
I've got flour, eggs and butter and fancy making a cake
I wanna whip up some brownies for the bake sale
""",
"time_cooking": """
I put the eggs on and forgot how long they've been boiling
how will I know when the roast has had its hour?
the cake needs twenty-five minutes and I keep forgetting to check
I always burn the rice because I lose track of time
the cookies need to come out in twelve minutes and I'm going to get distracted
""",
"water_plants": """
the pot plants on the windowsill are drooping and dry
how often should the houseplants get a drink?
my sunflower looks thirsty
I've been away for a week and the herbs on the sill look parched
the ferns are all crispy and brown at the edges
""",
"clean_dust": """
I just ran my finger along the bookshelf and it came up grey
how do I get the dust off the top of the picture frames?
there's dust everywhere on my shelves
the telly stand is covered in a layer of fluff
the blinds are thick with dust and it's making me sneeze
""",
"disinfect": """
the kids have had a tummy bug and I want the door handles germ-free
how do I make the worktop safe after raw meat was on it?
someone sneezed on the table
I've had flu all week and everything I touched needs sanitising
the changing mat needs the germs killing
""",
"carry_groceries": """
I've just bought way too much at the market to carry in my arms
how will I bring all the shopping home from the corner shop?
the food shop needs lugging up three flights of stairs
I'm heading to the farmers market to stock up
I'm going on a grocery run
""",
"store_items": """
the kids' toys are all over the place and need somewhere to live
where can I put all these old photos and letters?
the spare room is piled high with stuff with nowhere to go
the winter jumpers need putting away for the summer
I've got so much junk I need to stash somewhere
""",
"reach_high": """
the thing I want is on the very top shelf and I'm too short
how will I get the suitcase down off the wardrobe?
I can't reach the biscuit tin, it's too high
Grandma can't get to the plates in the top cupboard
the cereal's way up high where I can't reach it
""",
"reach_under": """
my ring just rolled under the fridge
how do I get the ball out from under the sofa?
my little car went under the bed and my arm's too short
the cat's toy has gone behind the radiator
my earbud fell down the back of the dresser
""",
"screw": """
the handle on the kitchen cupboard has come loose and wobbles
how do I tighten up the wobbly door hinge?
the cover on the plug socket needs taking off
the hinge on the gate is hanging off
the screws on the bed frame have worked loose and it creaks
""",
"change_bulb": """
the landing light went pop and now it's dark
what do I do when the light in the fridge stops working?
the lamp in my room doesn't come on any more
one of the spotlights in the kitchen has blown
the porch light burned out
""",
"charge_phone": """
my phone just died in the middle of a call
is there a way to get my mobile back up from red?
my tablet has run out and I want my cartoons
my phone's on one bar and I'm waiting for a call from the doctor
my cell's almost dead
""",
"write_note": """
I need to jot down the plumber's number before I forget it
can you get me something to write down this address?
I want to write a letter to Father Christmas
the doctor's receptionist is reading out my appointment time
I gotta write this down real quick
""",
"cut_paper": """
the kids' craft project needs shapes cut out of card
how do I cut out the coupon from the magazine?
I want to cut out my drawing
the wrapping paper needs trimming to size
the poster is too big for the frame and needs trimming down
""",
"fix_broken": """
I knocked my favourite mug off the shelf and the handle came off
can this broken vase be put back together?
my toy broke, can you fix it
the heel has come away from my shoe
the handle snapped off my coffee cup
""",
"sew": """
I caught my sleeve on the door handle and now there's a rip
how do I fix the hole in the knee of my jeans?
my teddy's arm is coming off
the seam on my jacket has split under the arm
my pants have a rip in the seat
""",
"iron_clothes": """
I pulled my shirt out of the drawer and it's covered in wrinkles
how do I get the creases out of my dress for tonight?
my school shirt is all crumpled
the tablecloth has fold lines all over it for the dinner party
my slacks are a wrinkled mess
""",
"wash_clothes": """
the kids came back from the farm covered head to toe in muck
what do I do with all these dirty clothes piling up?
my jumper has juice down the front
my gym kit stinks after a week in the bag
I'm out of clean undies
""",
"hang_clothes": """
the washing machine's finished and the clothes are sitting damp in the drum
where can I dry the wet laundry? it's sunny out
the wet sheets need drying
the sun's come out and the wet laundry is still sitting in a heap
the wash is done and needs drying out on the line
""",
"walk_dog": """
the dog's been cooped up all day and is bouncing off the walls
is it time for the dog's evening stroll?
can I take the puppy out to the park
the dog's sitting by the door with that look
gonna take the pooch around the block
""",
"entertain_child": """
it's been raining all half term and the kids are climbing the walls
what can my grandson do while I cook?
I'm bored, there's nothing to do
my little girl keeps whining that she's bored
the kids are bouncing off the walls with cabin fever
""",
"soothe_baby": """
the baby woke up crying and won't stop
how do I calm a baby who's been fed and changed and still cries?
my little brother won't stop crying
the newborn is fussing and rooting about in the cot
the baby's super fussy and wailing
""",
"cold_feet": """
I've just come in from the snow and my toes are numb
what can I put on my icy feet in bed?
my feet are freezing, like ice blocks
the kitchen tiles are so cold on my bare feet
my toes are frozen solid
""",
"pain_relief": """
I woke up with a banging head this morning
what can I take for this toothache?
my tummy hurts and my head hurts
the dentist said I'll be sore after the filling wears off
I've got a killer headache
""",
"itchy_skin": """
I've been bitten all over by midges and it's driving me mad
what helps with an itchy rash on my arm?
my chicken pox spots are really itchy
I walked through nettles and my legs are tingling and itchy
these bug bites are itching like crazy
""",
"sore_throat": """
I woke up and it hurts to swallow
what helps a scratchy throat?
my throat is ouchy when I eat
I've lost my voice after shouting on the terraces all afternoon
my throat's killing me
""",
"cough": """
I've been coughing all night and kept everyone up
what can I take for this tickly cough?
I keep coughing and my chest hurts
Grandad has a chesty cough that won't shift
I've got a hacking cough
""",
"splinter": """
I ran my hand along the fence and now there's a bit of wood in my palm
how do I get a splinter out of my toddler's finger?
I've got a prickle in my foot from the garden
there's a tiny sliver of glass stuck in my heel
I got a sliver in my hand from the deck
""",
"unclog_drain": """
the shower tray is filling up because the water won't go away
why is the bath draining so slowly?
the bathroom basin is full of grey water that won't go down
the washing-up water just sits in the sink
the tub's clogged with hair again
""",
"wake_up": """
I overslept this morning and missed my train
how do I make sure I'm up at five for the flight?
I need to wake up early for the school trip
I've got an early shift and I always sleep through
I gotta be up at the crack of dawn
""",
"tv_remote": """
I've sat down and I can't change the channel from the sofa
how do I turn the volume down on the telly?
I want cartoons on but the telly's on the wrong channel
Grandad wants the snooker on and he's settled in his chair across the room
I wanna switch channels
""",
"play_music": """
it's too quiet in here while I'm cooking
can we have some tunes on for the party?
I want to listen to my favourite song
the house feels empty, I fancy some background music
let's crank up some jams
""",
})

# Phrasings taken off an intent (they name the need of another one).
DROP = {
    "bolt": """
there's water leaking from the pipe under the sink
the washing machine hose connection is dripping
the joint on the radiator valve is weeping
""",
    "party_decorations": """
we need to blow up the balloons for tonight
""",
}
_more({
"leaky_joint": """
there's water leaking from the pipe under the sink
the washing machine hose connection is dripping
the joint on the radiator valve is weeping
""",
"inflate": """
we need to blow up the balloons for tonight
""",
})

# Second pass over the check list's misses (kinds of situation, not its sentences).
_more({
"chill_bottle": """
the fizz has been in the cupboard all week and it's warm
the bubbly is at room temperature and people are nearly here
I forgot to chill the sparkling wine and the party starts at eight
the cava is sitting warm on the side and we're toasting soon
the beers are in the garage, not the fridge, and the lads are coming over
""",
"hard_of_hearing": """
Nan says the television mumbles even when it's turned right up
Grandpa can't make out the newsreader however loud the set goes
Mum has the radio blaring and still misses half of what they say
Dad complains the actors on the telly all whisper
my grandmother has the volume on maximum and the neighbours are complaining
""",
"water_garden": """
the runner beans in the veg patch are flopping in the sun
the courgettes outside are drooping after a week without rain
the whole vegetable plot is wilting in this heatwave
the roses in the bed are limp and the soil is cracked
the plants outside are all hanging their heads in the heat
""",
"kill_weeds": """
the rose bed is full of dandelions and buttercups
dandelions have seeded themselves all through the vegetable patch
there are weeds with deep roots all over the borders
""",
"mash_food": """
the potatoes are boiled and want making into mash
the spuds are cooked and ready for mashing with butter
the boiled spuds need squashing smooth for the shepherd's pie
the potatoes are done, now they need to be made fluffy and smooth
""",
"put_up_paper": """
we need streamers and bunting up before the guests come
the streamers have been bought, now they need fixing up in the hall
the bunting needs hanging from the ceiling before the party starts
""",
})
DROP["party_decorations"] += """
we need streamers and bunting up before the guests come
"""

# Tools added to existing intents.
EXTRA_TOOLS = {
    # a foot pump or a ball pump blows up balloons
    "inflate": "ball pump",
}
