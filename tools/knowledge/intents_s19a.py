"""Intents, part S19A (session 19): filled by this session's phrasing helper A (see
intents_s13a.py for the formats).

Plain-word phrasings for the intents named alphabetically from the first to loose_tea: the
existing phrasings mostly describe a feeling or situation obliquely, so a request that simply
names the activity and the thing worked on ("the fish tank needs cleaning", "my bike tyre is
flat", "I wrote the wrong word in pen") found no phrasing that shared its words. MORE: three to
five such phrasings per intent (short and telegraphic, British and American, several
registers), never naming a tool the intent lists. Measured with check_s19a.txt (two fresh
sentences per intent, not added here).
"""

MORE = {
"amplify_guitar": """
the electric guitar needs plugging in so it's loud enough for the gig
I can barely hear my electric guitar over the drummer
my bass is too quiet at band practice
can't hear the guitar unplugged, it needs to go through something loud
""",
"ants": """
there are ants in the kitchen again
ants everywhere on the worktop, ugh
there's an ants' nest under the patio slabs by the back door
the kids say there are loads of ants in the sandpit
""",
"apply_makeup": """
I need to put my make-up on before the wedding
gotta do my foundation and blusher real quick
I'd like to put a bit of powder on my face before the photos
can you help me do my make-up for the school disco
""",
"asthma_preventer": """
I haven't taken my asthma steroid this morning
it's time for my twice-a-day asthma puffs
I need my daily brown one for my asthma before breakfast
the doctor says I mustn't miss my asthma steroid at night
""",
"away_lights": """
we're going on holiday and want a light to switch itself on at night
I want the lights to come on by themselves while we're away
make it look like somebody's home while we're on holiday
the house will be empty for a fortnight and I don't want it dark
""",
"baby_car_seat": """
we're taking the baby in the car to see granny
the toddler needs to ride in the back of the car safely
I'm driving my grandson to nursery this morning
the baby's coming with us in the car to the shops
""",
"baby_monitor": """
I want to hear the baby from downstairs while she sleeps
the baby's asleep upstairs and I'll be in the garden
need to keep an ear on the baby's cot while I cook
I want to know straight away when the baby wakes in the night
""",
"baby_outing": """
we're taking the baby for a walk to the shops
I want to take the little one round the park on foot
we're walking to the playgroup with the baby
off for a stroll by the river with the newborn
""",
"back_pain": """
my back really hurts
I've hurt my back lifting the shopping
my lower back is sore and stiff
I've got a bad back after the gardening, ouch
""",
"bake": """
I'm baking a cake for the party
we want to bake some bread this afternoon
gonna bake cookies with the kids
I'd like to bake a batch of scones in the oven
""",
"bake_cupcakes": """
we're making cupcakes for the party
I'm baking a dozen muffins for the school sale
the kids want to bake fairy cakes this afternoon
the cupcake batter is ready to spoon out
""",
"bath_pet": """
the dog needs a bath, he stinks
I want to wash the dog in the bath
the puppy rolled in something and needs shampooing
the cat got covered in oil and needs washing
""",
"bath_soak": """
I want a relaxing bath tonight
I'd like to run a nice hot bath and soak
I fancy a bubble bath with something that smells lovely
a long soak in the tub to unwind, please
""",
"bath_temperature": """
I want to check the baby's bath is not too hot
is the bathwater okay for the baby
how hot is the water in the baby bath
test the temperature of the baby's bath for me
""",
"be_seen": """
I'm walking home on the road at night and cars won't see me
I'm jogging on the road after dark and need to be seen by drivers
the kids walk to school in the dark mornings and drivers can't see them
make sure the cars can see me walking the dog on the unlit lane
""",
"beach_wind": """
it's too windy on the beach
the wind's blowing sand everywhere at the beach
we need shelter from the wind on the sand
it's blowing a gale on the beach and the kids are cold
""",
"bedside_toilet": """
grandma needs a wee but she can't get out of bed
dad needs the toilet and he's stuck in bed
my wife is bedridden and needs to go to the loo
the patient needs to pee but can't walk to the bathroom
""",
"bike_chain": """
my bike chain is squeaking
the chain on my bike needs oiling
my bike chain is rusty and stiff
the bicycle chain is dry and noisy
""",
"bind_together": """
I need to tie these together
tie up the newspapers in a bundle for recycling
bundle the garden canes together
tie the bag of sticks up with something
""",
"bleed_radiator": """
the radiator's cold at the top, it needs bleeding
I need to let the air out of the radiator
the radiators need bleeding before the winter
the rad in the bedroom has air in it and won't heat up
""",
"blend": """
I want to make a smoothie for breakfast
blend the soup until it's smooth
I'd like to purée the baby's carrots
can you make me a strawberry milkshake
""",
"block_noise": """
my husband's snoring keeps me awake
the neighbours' music is too loud for me to sleep
it's so noisy I can't concentrate on my revision
the builders next door are making a racket and I need quiet
""",
"blocked_nose": """
my nose is blocked
I've got a stuffy nose from my cold
my nose is all bunged up and I can't breathe
my little boy's nose is blocked and he can't sleep
""",
"blown_fuse": """
the kettle's dead but the socket works, must be the plug
the plug on the heater went pop and now it's dead
the lamp's plug needs opening up and a new one putting in
the hairdryer died, I think it's the plug
""",
"body_odour": """
I smell of sweat
I stink after football practice
my underarms smell
I'm all sweaty and I have a meeting, I don't want to pong
""",
"bolt": """
I need to tighten this nut
this bolt is loose and needs doing up
the wheel nut on my bike needs undoing
the nut on the garden tap needs loosening
""",
"breakdown_warning": """
our car's conked out on the road, other drivers need warning
we've broken down on a bend and cars are coming
the car's stopped on the road, warn the traffic behind
I've broken down on the dual carriageway and it's getting dark
""",
"breathless": """
I'm having an asthma attack
my asthma's bad and I can't breathe
I'm wheezy and short of breath
my son is wheezing after football and can't get his breath
""",
"broken_lace": """
the lace on my shoe has snapped
I need a new lace for my shoe
the lace in my boot broke
my trainer's missing a lace
""",
"brows_eyeliner": """
I want to colour in my eyebrows
I'd like to draw on some eyeliner
my brows need darkening before the party
I want to line my lips and eyes for tonight
""",
"brush_teeth": """
I need to brush my teeth
time to do the kids' teeth before bed
brush your teeth, it's bedtime
my teeth feel dirty and I want to clean them
""",
"burst_pipe": """
a pipe has burst
water's pouring out of a burst pipe under the sink
the pipe in the loft has burst and it's flooding
there's a burst pipe and the kitchen is flooding, help
""",
"calculate": """
I need to do some maths
can you add up these numbers for me
I need to work out what fifteen percent of this is
help me do the sums for the shopping bill
""",
"camp_cooking": """
we're cooking on the campsite tonight
I need to cook dinner while we're camping
how do we make tea when we go camping
we want to cook breakfast at the tent
""",
"capo_key": """
I want to play this song on guitar in a higher key
the guitar song is too low for me to sing
I need to put the guitar up two frets for the singer
I want to change key on my guitar
""",
"car_sunshade": """
the car gets so hot parked in the sun
I want to keep the sun off the car while it's parked
the inside of the car is like an oven after sitting in the sun
the steering wheel is too hot to touch when the car's been in the sun
""",
"carpet_stain": """
there's a stain on the carpet
I spilled red wine on the carpet
the kids spilt juice on the rug
there's a muddy mark on the cream carpet
""",
"carry_files": """
I need to take my files to work
I want to copy my photos to take to my mum's
I need to bring my homework files into school
I need to bring my presentation files to the meeting
""",
"carry_groceries": """
I'm going to the supermarket
I need to carry the food shopping home
going to the shops for groceries
I'm walking to the corner shop for milk and bread
""",
"carry_things": """
I'm going out for the day and need to bring some stuff
I need to carry my things to school
I'm taking my swimming stuff to the pool
I need to take my lunch and books to college
""",
"cast_dry": """
my arm is in plaster and I want a shower
I need to keep the cast dry in the bath
my son's cast mustn't get wet when he showers
I've got a plaster on my leg and want a bath
""",
"casualty_warmth": """
the injured person is cold and shivering
keep him warm until the ambulance arrives
she's fallen and is lying on the cold ground shivering
the casualty is in shock and getting cold
""",
"cat_deterrent": """
I want to scare the cats out of my garden
the neighbour's cat keeps pooing in my flower bed
stop the cats coming into my garden at night
cats keep using my garden as a toilet
""",
"catch_fish": """
I need to get the goldfish out of the tank
I want to move the fish to another tank
catch the fish in the aquarium so I can clean it
the new fish needs taking out of the bag and into the tank
""",
"caulk_gaps": """
there's a gap between the skirting board and the wall
I need to fill the cracks round the window frame before painting
fill the gap along the top of the skirting
the gap round the door frame needs sealing up before I paint
""",
"change_baby": """
the baby needs changing
the baby's done a poo
I need to change the baby's bum
my toddler is wet and needs changing
""",
"change_batteries": """
the remote control's dead, needs fresh ones
the toy car has stopped working, it needs new ones
the clock has stopped, it needs new power
the torch won't turn on, it's run out
""",
"change_bulb": """
the light's gone in the kitchen
the bathroom light has blown
the lamp's gone pop and won't come on
the ceiling light won't come on
""",
"change_car_tyre": """
I've got a flat tyre on the car
the car has a puncture and I need to change the wheel
the car tyre's gone flat and I need to swap it
we've got a flat on the car and need to put the other wheel on
""",
"chapped_lips": """
my lips are chapped
my lips are dry and sore
my lips keep cracking in the cold
my little girl's lips are all chapped
""",
"charge_gadget": """
my smartwatch is out of battery
my wireless earbuds need charging
the fitness watch is flat
the electric toothbrush has run out of charge
""",
"charge_phone": """
my phone needs plugging in, it's nearly flat
my phone's on one percent
the phone's dead, can you charge it
my tablet needs charging
""",
"check_appearance": """
I want to see how I look
I need to check my hair before I go out
let me look at my face
do I look all right
""",
"check_level": """
is the shelf dead straight
is this picture straight
make sure the shelf isn't wonky
I want to check the table is flat
""",
"check_live_wires": """
I need to check if the wires are live
is the power off to this socket
check the cable isn't live before I touch it
I want to test the light switch wires for power
""",
"check_time": """
what's the time
I need to know what time it is
is it nearly time to go
tell me the time please
""",
"check_tread": """
I need to check the tread on my tyres
are my tyres worn out
measure how much tread is left on the car tyres
my car tyres look worn, are they legal
""",
"chill_bottle": """
I want to keep the wine cold on the table
the champagne needs to stay chilled
keep the beers cold in the garden
the bottle of wine needs chilling at dinner
""",
"chisel_wood": """
I need to cut out a bit of wood for the hinge
I want to carve out a slot in the wood
cut a groove in the wooden door for the lock
chip away the wood to make a recess
""",
"chop_firewood": """
I need to chop wood for the fire
the logs need splitting
chop some kindling for the wood burner
the logs need chopping into smaller pieces
""",
"clamp_glue": """
I need to hold these pieces together while the glue dries
squeeze the glued wood together overnight
the glued chair leg needs holding tight till it sets
keep these two bits pressed together while the glue sets
""",
"clean_bathroom": """
the bathroom needs cleaning
I need to clean the bath and the sink
the shower is dirty and needs a scrub
can you clean the bathroom before my mum comes
""",
"clean_bbq": """
the barbecue needs cleaning
I want to clean the grill on the bbq
the bbq grill is covered in burnt bits
scrape the barbecue clean for the weekend
""",
"clean_dentures": """
my false teeth need cleaning
I need to clean grandad's dentures
Nan's dentures need a soak overnight
my dentures are dirty and stained
""",
"clean_dust": """
everything's dusty
I need to do the dusting
the furniture is covered in dust
the bookshelves need dusting before the guests come
""",
"clean_fish_tank": """
I need to clean the fish tank
the aquarium is dirty
the fish tank water is cloudy and needs changing
the goldfish bowl needs cleaning out
""",
"clean_glasses": """
my glasses are smudged
I need to clean my specs
my glasses are dirty and I can't see
the lenses of my sunglasses are smeary
""",
"clean_hob": """
I need to clean the hob
the cooker top is filthy with burnt stuff
the glass hob has burnt milk on it
clean the stove top, it's all greasy
""",
"clean_oven": """
I need to clean the oven
the oven is greasy inside
the oven shelves are black with grease
the inside of the oven is disgusting
""",
"clean_paintbrush": """
I need to clean the paintbrushes
the brushes are full of paint
wash out the paint brushes after decorating
my brush has gone hard with dried paint
""",
"clean_patio": """
I need to clean the patio
the patio slabs are dirty and green
the decking needs a good clean
the driveway is filthy and needs washing
""",
"clean_pet_cage": """
I need to clean out the rabbit hutch
the hamster cage stinks
the guinea pig cage needs cleaning
the bird cage is dirty and needs cleaning out
""",
"clean_pet_mess": """
the litter tray stinks and needs emptying
the cat's litter needs changing
the puppy weed on the floor
the cat was sick on the carpet
""",
"clean_plant_leaves": """
my plant's leaves are covered in dust
the houseplant leaves are dusty and dull
I want to clean the leaves on the rubber plant
wipe the dust off the big leaves of the plant
""",
"clean_toilet": """
the toilet is dirty
I need to clean the toilet
the loo is filthy
the toilet bowl needs a scrub
""",
"clean_window": """
the windows need cleaning
I want to wash the windows
the mirror is all smeary
the glass door is covered in fingerprints
""",
"clear_gutters": """
the gutters are full of leaves
I need to clear out the gutter
the gutters are blocked and overflowing
there's moss blocking the gutter on the roof
""",
"climb_up": """
I need to stand on something to get the box down from the top shelf
give me a step up so I can get to the top cupboard
I need to climb up to get the suitcase off the wardrobe
I need to climb up a bit to reach the curtain rail
""",
"clip_dog_coat": """
the dog needs a trim
I need to clip the dog's fur
the dog's coat is too long
shave the dog's fur short for summer
""",
"coin_cell": """
my watch has stopped
the car key fob needs a new battery
the kitchen scale battery is dead
my hearing aid needs a new battery
""",
"cold_drink": """
I'm thirsty and want something cold
I'd like a cold drink please
get me a cold one from the fridge
I want something cold and fizzy
""",
"cold_ears": """
my ears are chilly outside
my ears are freezing
it's so cold my ears hurt
the kids' ears are cold outside
""",
"cold_feet": """
my feet are chilly
my feet are freezing
my toes are cold
my feet are icy in bed
""",
"cold_hands": """
my hands are chilly
my hands are freezing
my fingers are freezing
the kids' hands are cold outside
""",
"cold_person": """
I'm chilly
I'm freezing cold
I'm cold, I need something warm to put on
brr, I'm so cold
""",
"condition_hair": """
my hair is dry and needs conditioning
my hair is all tangly after washing
my hair feels like straw
I want my hair softer after I wash it
""",
"contact_lenses": """
I need to take my contact lenses out
my contacts need cleaning
I want to put my contacts in a case overnight
my contact lens is dirty and stings
""",
"cook_stove": """
I need to cook dinner on the hob
I'm boiling some pasta
I want to cook rice
I want to make some soup on the hob
""",
"cool_baking": """
the cake needs cooling
the biscuits are hot out of the oven
let the bread cool down
the cookies need to cool before we eat them
""",
"core_apple": """
I need to take the cores out of the apples
core the apples for the apple pie
I want to remove the core from these apples
the apples need coring
""",
"correct_ink": """
I wrote the wrong word in pen
I made a mistake in pen on the form
I've written in biro and need to cover it up
oops, I've put the wrong answer down in pen
""",
"cough": """
I've got a bad cough
I keep coughing
my little boy has a nasty cough
my throat is tickly and I keep coughing at night
""",
"cover_leftovers": """
the leftovers need covering up
wrap up the rest of the food for the fridge
cover the bowl of salad
I want to save the leftover dinner for tomorrow
""",
"crack_nuts": """
I want to crack these nuts
the walnuts are too hard to open
I need to crack the hazelnuts
open these nuts for me
""",
"crimp_connector": """
I need to crimp the wire
put the terminal on the end of the wire
I need to fit a connector onto this cable
crimp the end of the network cable
""",
"crisp_shirt": """
I want my shirt collar stiff
make my shirt really crisp
I want the tablecloth stiff and crisp
I'd like a starched shirt for the wedding
""",
"crispy_pizza": """
my pizza base is soggy
I want a crispy pizza base
make the pizza crust crispy
I want the bottom of my pizza crunchy
""",
"crumbs_table": """
there are crumbs all over the table
the kitchen table is covered in crumbs
clear up the crumbs on the worktop
the table's covered in toast crumbs
""",
"crush": """
I need to grind the spices
crush the spices into a powder
grind the cumin seeds
bash up the peppercorns
""",
"crush_crumbs": """
I need to crush the biscuits
smash the biscuits for the cheesecake base
crush the crackers into crumbs
break the biscuits into crumbs
""",
"crush_garlic": """
garlic needs crushing
crush two cloves of garlic
the recipe needs crushed garlic
the garlic needs crushing for the curry
""",
"curl_hair": """
curl my hair for tonight
I want curly hair
make my hair curly for the party
I'd like some curls in my hair
""",
"cut_fabric": """
I need to cut some material
cut the fabric for the curtains
I want to cut out the sewing pattern
cut this cloth for the quilt
""",
"cut_metal": """
I need to cut some metal
the metal bracket is too long and needs cutting
this metal rod needs cutting
saw off the rusty bolt
""",
"cut_on_mat": """
I need something to protect the table while I cut
I don't want to cut into the table with my knife
I'm cutting card with a blade and need to protect the desk
I want to cut with a craft knife without marking the table
""",
"cut_paper": """
I need to cut some paper
cut out the picture
I want to cut the paper in half
cut this sheet of paper into strips
""",
"cut_pipe": """
I need to cut the pipe
cut the plastic pipe shorter
the copper pipe is too long and needs cutting
cut the plumbing pipe to size
""",
"cut_pizza": """
I need to slice the pizza
cut the pizza into slices
the pizza needs cutting up
can you cut the pizza for the kids
""",
"cut_shapes": """
I want to make shaped biscuits
cut out star shapes from the pastry
I want to make gingerbread men
cut the cookie dough into hearts
""",
"cut_string": """
the string needs cutting
cut the ribbon
snip the thread off my jumper
cut the cable tie off
""",
"cycle_at_night": """
I'm cycling home tonight and it'll be pitch dark on the road
I'm riding my bike in the dark and can't see the road ahead
going for a bike ride after dark tonight
I'm riding home in the dark on my bike
""",
"cycle_head": """
I'm going cycling and need to protect my head
my son's riding his bike to school
I'm going mountain biking
the kids are going out on their bikes
""",
"damp_room": """
it's damp in the spare room
there's mould on the walls from the damp
the bedroom is damp and smells musty
the walls are wet with condensation
""",
"dark": """
it's dark
I can't see anything in the dark
there's a power cut and it's pitch black
it's pitch dark and I can't see where I'm going
""",
"decorate_cake": """
I want to ice the cake
the birthday cake needs decorating
put icing on the sponge
decorate the biscuits with icing
""",
"decorate_craft": """
I want to decorate my scrapbook
the kids want to decorate their cards
make my diary look pretty
I want to jazz up a birthday card I made
""",
"deep_clean_carpet": """
the carpets need a deep clean
I want to wash the whole carpet
the lounge carpet needs washing, not just hoovering
the carpets need cleaning before we move out
""",
"defibrillator": """
someone's collapsed and isn't breathing
his heart has stopped
she's collapsed, no pulse, help
a man has had a cardiac arrest in the street
""",
"descale": """
the taps are covered in limescale
the shower head is full of limescale
get the limescale off the bathroom tiles
the sink has white limescale marks
""",
"descale_appliance": """
I need to descale the kettle
the kettle is full of limescale
the coffee machine needs descaling
the coffee maker is furred up and slow
""",
"deter_cats": """
keep the cats off my flower beds
the cats keep digging in my vegetable patch
stop next door's cat coming in my garden
I want to put something down that cats hate
""",
"dig_snow": """
I need to clear the snow
the drive is covered in snow
clear the snow off the front path
we're snowed in and need to dig the car out
""",
"disinfect": """
I need to disinfect the kitchen worktop
clean the germs off the door handles
disinfect the table after the raw meat
someone with a tummy bug touched everything, kill the germs
""",
"disposable_dish": """
I need a dish I can throw away
I want to give my friend a lasagne without needing the dish back
something to cook on the barbecue and chuck away after
a throwaway tray to freeze the pie in
""",
"dog_cold_walk": """
the dog's cold on his walk
my little dog shivers on walks in winter
it's snowing and the dog needs something warm to wear
the greyhound gets cold outside
""",
"dog_muzzle": """
the dog bites
my dog snaps at other dogs
the dog might bite the vet
I need to stop the dog biting people
""",
"drain_pasta": """
the pasta needs draining
drain the potatoes
the pasta's done, pour the water off
rinse the rice under the tap
""",
"draught": """
there's a draught
cold air is coming in under the door
the door lets in a draught
there's a cold draught from the window
""",
"draw": """
I want to draw
I want to draw something
the kids want to colour in
let me do some drawing
""",
"draw_circle": """
I need to draw a circle
I want to draw a round shape on the paper
draw a perfect circle on the card
I need to mark out a circle
""",
"drill_hole": """
I need to make a hole in the brick wall for a plug
bore a hole through the door for the cable
I need a hole in the plaster for the wall plug
make a pilot hole in the wooden post
""",
"dry_air": """
the air is too dry
the air in the house is really dry
the bedroom air is so dry it hurts my throat
the heating has dried out the air
""",
"dry_body": """
I need to dry off
I'm soaking wet
I'm dripping after my bath
the kids are wet from the swimming pool
""",
"dry_eyes": """
dry eyes again today
my eyes feel dry and sore
my eyes are dry from the computer
my eyes need some moisture
""",
"dry_hair": """
my hair needs drying
my hair is wet after the shower
dry my hair please
my daughter's hair is wet after her bath
""",
"dry_salad": """
I need to dry the salad
the lettuce is wet
dry the salad leaves after washing them
the washed spinach is too wet
""",
"dry_skin": """
my skin feels so dry
my skin is dry and flaky
I need to moisturise my skin
my hands are dry
""",
"ears_clean": """
my ears need cleaning out
my ears are waxy
there's wax in my ear
clean the baby's ears
""",
"eat_meal": """
I'm ready to eat my tea
dinner's on the table
I'm going to eat my lunch now
time to eat
""",
"eat_soup": """
I want to eat my soup
I'm having soup for my tea
I'm sitting down to eat my soup
I want to eat my cereal
""",
"entertain_child": """
the kids are bored
my son is bored
keep the children busy
the toddler needs something to do
""",
"erase": """
I got it wrong in pencil
rub out the pencil
I want to get rid of this pencil mark
I drew the line wrong in pencil
""",
"exercise": """
I want to do some exercise
I'm going to do some stretches
I want to do a workout in the living room
I'm doing pilates at home
""",
"eye_protect": """
I need to protect my eyes
I'm using the grinder and need to protect my eyes
I'm drilling into the ceiling and dust will fall in my eyes
I'm sanding and don't want bits in my eyes
""",
"false_nails": """
I want to stick on my false nails
my fake nail came off
I need to stick my false eyelashes on
put on my press-on nails
""",
"fasten_papers": """
I need to fasten these papers together
these pages need holding together
keep these sheets of paper together
join the pages of my homework together
""",
"feed_baby": """
the baby is hungry
the baby wants her milk
time for the baby's milk feed
I need to give the baby some milk
""",
"feed_birds": """
I want to feed the birds in the garden
the birds look hungry
put some food out for the birds
the garden birds have nothing to eat
""",
"feed_cat": """
the cat is hungry
feed the cat please
the cat's meowing for food
the kitten needs her dinner
""",
"feed_dog": """
the dog is hungry
feed the dog please
the dog needs his dinner
the puppy wants breakfast
""",
"feed_fish": """
I need to feed the goldfish
the fish are hungry
feed the fish in the tank
the fish in the pond need feeding
""",
"feed_lawn": """
I need to feed the lawn
the grass needs feeding
the lawn looks yellow and needs a feed
give the grass a spring feed
""",
"feed_pet": """
the pets need feeding
feed all the animals
the pets are hungry
I'm looking after the neighbour's pets and they need feeding
""",
"feed_plants": """
I need to feed the plants
the pot plants are hungry and need a feed
feed the tomato plants
my houseplants need feeding
""",
"feed_small_pet": """
I need to feed the hamster
the rabbit is hungry
the guinea pigs need feeding
the budgie and the parrot need their dinner
""",
"feed_toddler": """
the toddler is hungry
I need to feed the toddler
time for the baby's mashed dinner
my one-year-old needs spoon-feeding
""",
"feet_up": """
let me put my feet up
my legs are tired and I want to raise them
I need to rest my feet on something
my ankles are swollen and need raising
""",
"fever": """
I have a fever
I've got a high temperature
my daughter feels hot and has a temperature
I need to take my temperature
""",
"file_documents": """
these papers need filing away
I want to sort out my paperwork
keep all my important documents together
organise the bills and letters
""",
"fill_bottle": """
I need to pour this into a bottle without spilling
fill the small bottle from the big one
pour the oil into the narrow bottle
decant the shampoo into a smaller bottle
""",
"fill_hole": """
there's a hole in the wall
fill the holes in the wall
I need to fill the crack in the plaster
fill the screw holes in the wall before painting
""",
"fill_iron": """
I need to put water in the iron
the steam iron is empty
fill the iron with water
the iron's run out of water
""",
"fill_wood": """
there's a hole in the wood
fill the holes in the wooden floor
the wooden door has a dent that needs filling
fill the nail holes in the skirting
""",
"filter_coffee": """
I'm brewing a pot of drip coffee for everyone
the drip coffee needs a fresh paper in the basket
I want a proper pot of drip coffee this morning
""",
"find_stud": """
where's the stud in the wall
I need to find the wooden beam behind the wall
I want to find where the joists are in the ceiling
find the studs before I hang the TV
""",
"finish_sealant": """
the silicone needs smoothing off
smooth the sealant round the bath
the bead of silicone needs smoothing
make the sealant line neat
""",
"fire": """
fire! there's a fire in the house
something's on fire in the kitchen
the sofa is on fire
there are flames coming from the bin
""",
"fish_with_magnet": """
I dropped a screw down the drain
my keys fell down the drain
a screw fell between the floorboards
pick up the pins I spilled all over the carpet
""",
"fix_broken": """
I need to fix my broken mug
the handle came off the cup
my toy is broken
stick the broken vase back together
""",
"flatpack": """
I need to build this flat-pack furniture
put the new wardrobe together
I'm putting together a bookcase from a box
the new bed came in bits and needs building
""",
"fleas_in_house": """
there are fleas in the house
the carpets are full of fleas
I keep getting flea bites at home
get rid of the fleas in the sofa
""",
"flip_food": """
I need to flip the pancake
turn the fish over in the pan
flip the burgers on the barbecue
turn the eggs over
""",
"floss_teeth": """
I've got food stuck in my teeth
there's something stuck between my teeth
the gaps between my teeth need cleaning
I've got meat stuck in my teeth
""",
"foreign_sockets": """
my plug doesn't fit the sockets here
we're going to Spain and my plugs won't fit
I need to plug my charger in abroad
the sockets in America are different
""",
"fresh_breath": """
my breath stinks
I've got bad breath
I want my breath to smell nice
I've eaten garlic and my breath smells
""",
"frozen_pipes": """
the pipes are going to freeze
the pipes in the loft need protecting from frost
the outside pipes froze last night
stop the pipes freezing in the cold snap
""",
"fry_food": """
I want to fry an egg
I'm frying some sausages
I want to fry some chips
let me fry up some onions
""",
"garden_dig": """
I need to dig in the garden
I want to plant some bulbs
dig a hole to plant the bush
I'm digging the vegetable patch
""",
"garden_pests": """
bugs are all over the plants
the roses have greenfly
aphids all over my roses
caterpillars are eating my cabbages
""",
"gather_indoors": """
I need to tidy up all the toys
pick up all the clothes off the floor
collect the toys from all over the house
gather up the laundry from the bedrooms
""",
"geometry_construction": """
I need to draw arcs for my maths homework
construct a triangle for geometry
my maths homework says bisect the line
I need to do my geometry homework
""",
"glare": """
it's too bright, the sun's glaring
the sun's in my eyes
it's so bright I can't see
the sun is dazzling me
""",
"glaze": """
I need to glaze the pie
brush egg on the pastry
glaze the ham with honey
put an egg wash on the bread rolls
""",
"glue_wood": """
the wooden joint needs sticking back together
stick the wooden chair leg back in its hole
stick the wooden pieces together
the wooden drawer has come apart and needs gluing
""",
"go_fishing": """
fancy going fishing
we're going fishing tomorrow
I'm off fishing at the river
teach me to fish
""",
"golf_practice": """
fancy a game of golf
I'm going golfing
I want to practise my golf
I'm playing a round of golf on Saturday
""",
"grate_cheese": """
grate some cheese on top
grate the cheese for the pizza
I want grated carrot for the salad
grate some lemon zest
""",
"greasy_hair": """
my hair's gone greasy
my hair is oily and I can't wash it
I haven't washed my hair and it looks greasy
my hair needs freshening without water
""",
"grind_beans": """
I need to grind some coffee beans
grind the coffee beans for the cafetière
I've got whole coffee beans and need them ground
the coffee is beans and I need it ground
""",
"grip_small": """
I need to grip this tiny bit
pull this staple out of the wall for me
this little nut is too fiddly for my fingers
this tiny pin is too fiddly to hold
""",
"hair": """
my hair needs brushing
sort my hair out, it's all over the place
my hair looks scruffy
my hair's all knotty
""",
"hair_out_of_face": """
my hair is in my face
I need to pin my hair back
keep my hair out of my eyes
tie my hair back off my face
""",
"haircut": """
time for a haircut
cut my hair please
my son needs his hair cut
my hair is too long
""",
"hang_clothes": """
I need to hang out the washing
the washing needs hanging up to dry
put the wet clothes on the line
put the washing out on the line to dry
""",
"hang_on_hanger": """
I need to hang up my dress
hang my suit in the wardrobe
put my shirts away hanging up in the closet
hang up my jacket so it doesn't crease
""",
"hang_picture": """
I want to put a picture up
hang the mirror on the wall
put the photo frame up on the wall
I want to hang a painting in the hall
""",
"hard_floor_seat": """
this floor is too hard to sit on
the chair is hard and uncomfortable
I need something soft to kneel on
sitting on the ground hurts my bum
""",
"hard_of_hearing": """
my grandad can't hear well
mum is going deaf
grandma can't hear the TV
dad's hearing is bad and he can't follow what we say
""",
"hard_skin_feet": """
I've got hard skin on my heels
my feet are rough and dry
get rid of the hard skin on my feet
the skin on my feet is thick and cracked
""",
"hay_fever": """
I've got hay fever
my eyes are itchy and watering from pollen
hay fever is making my eyes streaming
the pollen's making my eyes itchy and red
""",
"hay_fever_nose": """
my nose is running from hay fever
I keep sneezing because of the pollen
my hay fever's making my nose run
sneezing all day, the pollen is terrible
""",
"head_lice": """
my kid has nits
there are lice in my daughter's hair
get rid of the head lice
the school says my son has nits
""",
"health_check": """
I want to check my blood pressure
take my blood pressure
I want to check my pulse
check grandad's heart rate and blood pressure
""",
"heat_food": """
I want to heat up my dinner
warm up the soup
heat up the leftover pizza
my food has gone cold, warm it up
""",
"high_chair": """
the baby needs somewhere to sit at the table
the baby is ready to eat at the table with us
where does the baby sit for dinner
put the baby up at the table for lunch
""",
"highlight_text": """
I want to mark the important bits in my notes
highlight the key points
make the important lines stand out in bright colour
mark the main parts of the textbook
""",
"hold_hairstyle": """
I want my hair to stay in place all day
keep my hairstyle from falling
my curls keep dropping out
I want my updo to last all night
""",
"hold_workpiece": """
I need to hold the wood still
keep the board steady while I saw it
hold this piece of wood down while I drill
the wood keeps moving when I cut it
""",
"home_security": """
I think someone's trying to break in
I'm scared of burglars getting in
somebody's been prowling round the garden at night
I want to catch whoever is stealing our parcels
""",
"hoover_crumbs": """
suck up the crumbs from the car seats
the sofa's full of crumbs down the sides
there are crumbs in the sofa
get the biscuit crumbs out of the armchair
""",
"hot_drink": """
I want a tea
I'd like a coffee
make me a hot chocolate
I fancy a cuppa
""",
"hot_person": """
I'm way too hot
I'm boiling hot
I'm overheating, I need cooling down
I'm sweating, it's roasting
""",
"hot_pot_handle": """
the pot handle is too hot
I need to pick up the hot pan
get the roasting dish out of the hot oven
the casserole dish is too hot to hold
""",
"hot_surface": """
I need to put this hot pan down
where can I put the hot dish without marking the table
put the hot pot on the table
the hot teapot will mark the table
""",
"hungry_snack": """
I'm so hungry
can I have a snack
I'm peckish, got anything to eat
I need something to eat
""",
"indigestion": """
I've got indigestion
I have heartburn
my stomach hurts after eating
I ate too much and my tummy is burning
""",
"inflate": """
my bike tyres are soft, they need pumping up
pump up my bike tyres
the bicycle tyre needs air
my bike's got a soft tyre
""",
"inflate_airbed": """
I need to blow up the airbed
the blow-up mattress is flat
pump up the blow-up bed for the guests
the air bed's gone down overnight
""",
"inflate_ball": """
the football is flat
pump up the ball
the basketball needs air
the kids' ball has gone soft
""",
"inflate_balloons": """
I need to blow up some balloons
blow up the party balloons
we need balloons blown up for the birthday
fill the balloons with air
""",
"inflate_car_tyre": """
my car tyre is low
pump up the car tyres
the car tyre needs air
the car tyre looks low and needs pumping
""",
"insulate_wire": """
there's a bare wire showing
the cable is split and the wires are showing
cover up the exposed wire
the wire's insulation is damaged
""",
"iron_clothes": """
my shirt is creased
my clothes need pressing for tomorrow
get the creases out of my trousers
my dress is all wrinkly
""",
"itchy_skin": """
my skin is so itchy
I've got itchy bites
the rash is really itchy
my mozzie bites are driving me mad
""",
"joint_meat": """
I need to carve the chicken
cut the chicken into pieces
carve the turkey
joint the chicken into legs and breasts
""",
"joint_support": """
my knee is weak and needs support
strap up my wrist
my ankle needs strapping
I hurt my knee and it needs supporting
""",
"journey_boredom": """
the train journey is boring
I'm going to be bored on the long flight
the kids are bored in the car on the long drive
I've got a long coach trip and nothing to do
""",
"jump_start": """
the car won't start
my car battery is dead
the car's battery has gone flat
the car won't turn over, the battery's dead
""",
"karaoke": """
we're having a karaoke night
I want to sing so everyone can hear
I need to make a speech at the party and be heard
the kids want to sing karaoke
""",
"keep_food_cold": """
keep the food cold for the picnic
I need to keep the drinks cool on the beach
the food needs to stay cold in the car
we're having a picnic and need the sandwiches cold
""",
"keep_place": """
I want to mark my place in the book
I don't want to lose my page
mark the page in my book
save my place in the novel
""",
"keep_tempo": """
I need help keeping time on the piano
I keep going too fast when I play
I want a steady beat to practise to
my drumming keeps speeding up
""",
"kill_weeds": """
I need to kill the weeds
get rid of the weeds on the path
there are weeds in the patio
the borders are full of weeds
""",
"knit": """
I want to knit
I'd like to knit a jumper
teach me to knit
I'm knitting a blanket for the baby
""",
"knock_down_high": """
our ball's stuck up on the roof
get the frisbee off the roof
the kite is stuck up the tree
the shuttlecock is stuck on the garage roof
""",
"knock_in_pegs": """
the pegs won't go into the ground, they need banging in
bang the tent pegs into the ground
bash the pegs in for the tent
the tent pegs need knocking into the hard ground
""",
"label_boxes": """
these boxes need labelling
write names on the moving boxes
label the jars in the kitchen
put labels on the freezer bags
""",
"laminate": """
I want this paper to be waterproof
protect this poster with plastic
cover the certificate so it doesn't get damaged
I want to seal the menu in plastic so it can be wiped
""",
"lawn_weeds": """
my lawn's full of weeds
the lawn is full of dandelions
kill the weeds growing in the grass
there's clover in the lawn
""",
"leaky_joint": """
the pipe's leaking where it joins
there's a leak where the pipes join
the joint under the sink is dripping
the hose is leaking at the tap
""",
"lean_to_write": """
I need something hard to write on
I need to lean on something to write
I've nothing to rest on while I fill in this form
I need a hard surface for writing on my lap
""",
"level_appliance": """
the washing machine is wobbly
the fridge is tilted and rocks
the washing machine shakes when it spins
the dishwasher is wonky and rocks
""",
"light_candle": """
light the candles
I'd like a candle lit
light the birthday candles
can you light the tea lights
""",
"light_fire": """
light the fire
I want to light the fireplace
start the wood burner
light the barbecue
""",
"line_tin": """
the cake tin needs lining
line the baking tray with paper
the tin needs lining before the cake goes in
I don't want the cake to stick to the tin
""",
"lint": """
my jumper is covered in fluff
there's cat hair all over my coat
get the fluff off my trousers
my black dress is covered in dog hair
""",
"lock_bike": """
I need to secure my bike outside the shop
I'm leaving my bike at the station and don't want it nicked
I don't want my bike stolen
my bike will be parked outside all day
""",
"lock_up": """
the shed door needs securing with something
secure the garden gate while we're away
the shed's got nothing keeping it shut
my gym locker needs something to keep it shut
""",
"lock_valuables": """
I want to keep my jewellery safe
lock up my valuables
hide my money somewhere safe
keep my passport and cash locked away
""",
"loose_dentures": """
my dentures feel loose
my false teeth won't stay in
my dentures keep slipping
grandma's false teeth keep falling out
""",
"loose_tea": """
I'm making loose leaf tea
strain the tea leaves out
there are tea leaves in my cup
I want to make tea with loose leaves
""",
}
