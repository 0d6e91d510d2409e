"""Intents, part S20C (session 20): filled by this session's phrasing helper C (see
intents_s13a.py for the formats).

Phrasings in registers the knowledge lacked, for the intents named alphabetically from
loose_trousers to the last one. The earlier parts describe the feeling obliquely
(session 9 onwards) or name the activity and the thing worked on (intents_s19a.py,
intents_s19b.py); requests a robot hears in a home also come
 (1) about someone else: a baby, a toddler, a teenager, a guest, an elderly parent, a pet;
 (2) mentioning an object in the room that is not the tool, the thing worked on or the result;
 (3) as exclamations, sensations and consequences ("ow, ...", "ugh, ...", "phew, ...");
 (4) as terse commands and questions without a tool name ("got anything to ...?").
MORE: three to five such phrasings per intent, weighted to the intents whose check sentences
were read as another intent; where two intents were confused the phrasing carries the
discriminating detail (who, what, where). Never a tool the intent lists. Measured with
check_s20c.txt (two fresh sentences per intent in these registers, not added here).
"""

MORE = {
"loose_trousers": """
my son's uniform trousers are too big round the middle and keep dropping
the teenager's jeans hang off his backside
my son's football shorts slide off his hips whenever he runs
Grandad's lost weight and his slacks are hanging off him
ugh, I keep hitching my jeans up every few steps
the toddler's hand-me-down joggers won't stay on his waist
need something to hold up these baggy work trousers
""",
"low_blood_sugar": """
Grandad's diabetic, he's gone clammy and muddled before lunch
whoa, my hands are trembling and I skipped breakfast, I'm diabetic
got anything sugary? my levels are crashing
my diabetic daughter's gone pale and shaky after PE
""",
"lubricate": """
the nursery door squeals every time I check on the baby
eek, the garden gate shrieks like a cat whenever the postman comes
the wardrobe door groans every morning and wakes my husband
the kids' bike chain is squeaking and grinding
""",
"make_cocktail": """
the hen party wants something shaken with vodka and lime
the cocktail recipe book is open on the worktop next to the rum
our guests have asked for cosmopolitans
""",
"make_ice": """
the punch bowl's lukewarm and nothing in the freezer will chill it
ugh, my cola's warm and there are no frozen cubes to drop in
the kids' squash would be nicer chilled but we're out of cubes
the cool box needs frozen blocks for the picnic tomorrow
the guests will want cold drinks and the freezer has no cubes left
""",
"make_shade": """
the dog's lying panting on the patio with nowhere out of the sun
phew, there's no cover over the garden bench and it's scorching
the baby's pram is parked on the lawn in the blazing sun
the guinea pigs' run is in full sun at midday
Grandma wants to sit outside but there's no shelter from the sun on the terrace
""",
"make_toast": """
the crumpets are in the packet and the children want them hot for breakfast
the teenager wants a couple of slices done crunchy before the bus
the bread's on the board and I fancy it warm and crunchy with marmalade
my flatmate wants two slices browned for his beans
mmm, hot buttered teacakes on a cold morning
""",
"make_waffles": """
the grandkids have the maple syrup out and want waffles not pancakes
the grandkids want those crisp grid-patterned breakfast treats
got anything to cook this batter into crispy squares with holes?
Sunday brunch means waffles with bacon and maple syrup
the Belgian-style batter's rested, time to cook it
""",
"mash_food": """
the baby isn't ready for lumps in her sweet potato
Grandma's dentures hurt so her veg needs squashing soft
the boiled potatoes are draining and the sausages are nearly done
the swede and carrots need bashing together for Sunday lunch
""",
"mask_protect": """
Grandad's sanding the old door and the air's full of fine dust
the mould remover fumes in the tiny shower room are strong
the builder says the loft insulation fibres are nasty to breathe in
my son's spray-painting his model in the shed and the fumes are awful
need to cover my nose and mouth before I sweep out the dusty garage
""",
"measure": """
will the new fridge squeeze into the gap by the cooker?
the carpet fitter wants to know the size of the bedroom floor
will the Christmas tree fit under the lounge ceiling?
""",
"measure_dose": """
the toddler's antibiotic label says five mils three times a day
the cat's liquid wormer has to be half a millilitre exactly
got anything to get the baby's medicine dose spot on?
""",
"measure_spoonful": """
the dhal needs half a teaspoon of chilli, no more
the pancake recipe wants a tablespoon of sugar and I don't want to guess
the cookies need exactly a teaspoon of vanilla
""",
"measure_volume": """
the bread recipe needs 350 ml of warm water exactly
the porridge packet says 200 ml of milk per person
the jelly packet says to add a pint of cold water
""",
"medicine": """
Grandma's heart tablets are due with her breakfast
oh no, I forgot my morning pills and it's nearly lunch
Dad's water tablets are due after his lunch
""",
"messy_eater": """
Dad's shirt front always ends up splattered with his dinner
the baby flings her yoghurt all over herself at mealtimes
ugh, my new top's got spaghetti sauce down it again, I'm such a messy eater
the toddler's jumper is covered in beans every lunchtime
Grandma's cardigan gets soup on it at every meal
""",
"mice": """
we've got a mouse living behind the kitchen units
the cat brought a live mouse in and now it's hiding somewhere in the kitchen
there are little droppings behind the cooker
something's scratching inside the walls at night
eek, a mouse just ran across the kitchen floor
there's gnawed cardboard and droppings in the garage
""",
"minor_burn": """
ouch, my forearm touched the top of the oven and it's gone red
my daughter brushed her neck with the hair straighteners and it's gone red
ow, hot fat spat on my hand and it's stinging
""",
"mist_plant": """
the air plants on the bookshelf look dusty and dry
the calathea's leaves are curling in the dry heat from the radiator
the moss in my son's terrarium has gone pale
""",
"more_sockets": """
my son's games console lead is half a metre short of the plug
only one plug point behind the telly and the console needs one too
the Christmas lights need power but the socket's across the room
""",
"move_pizza": """
the pizza's bubbling in the oven and I don't want to burn my fingers getting it out
the homemade pizza's on the worktop and the oven's blazing hot
how do I get the floppy raw pizza onto the hot stone?
""",
"mow_lawn": """
the dog comes in covered in grass seeds because the lawn's so long
the grass is so long the kids lose their ball in it
the lawn's up past my ankles and the neighbours are tutting
the back garden looks like a hayfield
the toddler disappears in the long grass at the back
the lawn hasn't been cut since May
""",
"music_stand": """
the pages of my flute part flop shut while I'm playing
ugh, I'm holding my violin and there's nowhere to put the score
the trumpet player needs somewhere to read his part
""",
"nails": """
my little girl's fingernails are long and grubby
Grandma can't bend down to reach her toenails
ow, my nail's torn and catching on my jumper
""",
"navigate_outdoors": """
the fells have no signposts and the cloud is coming down
we're hiking off the trail tomorrow with no mobile signal to find the way
which way back to the car park? everything looks the same in this fog
the kids' Duke of Edinburgh expedition crosses open moorland
""",
"need_boost": """
I'm on nights and flagging at 3am with hours to go
Dad's yawning at the wheel and we've another hour to drive
my eyelids are drooping in this boring meeting
yawn, I need something to perk me up
my son's cramming all night for his exam and running on empty
""",
"nose_hair": """
Dad's ear hair is sticking out like a brush
a long hair is tickling inside my nose
Grandad's nostrils have bristles poking out
""",
"open_bottle": """
the cider has a crown cap and I can't shift it
the fancy lemonade has a metal crimped top
ow, I've hurt my hand trying to twist this cap off
""",
"open_can": """
the dog food is in a can I can't get into
the cat's food is in an old-style tin
the tomatoes for the sauce are in a tin with no ring
""",
"open_jar": """
Grandma can't get the lid off her jam
Grandma's pickled beetroot is sealed too tight for her
the new jar of coffee is sealed so tight
""",
"open_letters": """
Dad's pile of post is sitting unopened on the mat
the exam results are in a stuck-down envelope
a pile of brown envelopes on the doormat
""",
"open_package": """
the kids' new batteries are sealed in rock-hard plastic
the kids' new toy is cable-tied into its box
my son's birthday parcel has been delivered and it's sealed up like Fort Knox
ugh, I can't get into the moulded plastic my headphones came in
the box on the doorstep is taped up tight
""",
"oven_temp": """
the oven dial says 180 but everything comes out burnt
the new cooker seems to run hot, the biscuits are always scorched
the cakes keep sinking, I reckon the oven's cooler than it says
is the fridge cold enough? the milk keeps going off
""",
"own_adrenaline": """
my son's allergic to nuts and his lips are swelling after the cake
she's been stung by a wasp and she's allergic, she's struggling to breathe
help, he's eaten prawns and his face is puffing up
""",
"own_insulin": """
Dad's sugars are too high and his dinner is on the table
my blood sugar reading's high, I need my dose
Grandma needs her shot before she eats her tea, she's diabetic
the diabetic nurse said to inject before every meal
my glucose is up at fifteen, time to dose
""",
"pack_for_trip": """
my daughter's off to a sleepover and her pyjamas are all over the floor
we leave for the airport at six and the clothes are still on the bed
the kids are going to their dad's for the week and nothing's packed
Grandad's going into hospital tomorrow and needs his things together
school residential trip on Monday and his clothes need packing
""",
"pack_lunch": """
the kids' sandwiches are made and need taking to school
my husband's leftovers need to go to work with him
we're going to the beach and the sandwiches need to stay fresh
""",
"pack_toiletries": """
the little bottles of shampoo need to go in something for the flight
Grandma's toothbrush and creams need packing for hospital
my razor and toothpaste need to go in the case without leaking
""",
"paddling_pool": """
it's scorching and the nursery kids need cooling off outside
the little ones want water play in the back garden on this hot day
it's boiling and the little ones are begging to get wet on the lawn
""",
"pain_relief": """
Grandad's knees are giving him gyp today
ow, my tooth is throbbing
the teenager's come home from the party with a thumping head
""",
"paint": """
the hall wall is scuffed where the pushchair bangs into it
the kids' bedroom wall has crayon marks we can't scrub off and needs a new coat
the front room walls are a horrible beige and we want them brighter
the skirting boards look chipped and grubby
the landlord wants the walls back to white before we move out
""",
"paint_art": """
my daughter wants to do a watercolour of the garden
my son has to paint a poster for school
rainy day, the kids want to get messy with colours
""",
"paint_fence": """
the new fence panels are bare and need a colour before winter
the shed's peeling and needs a coat
the garden gate is bare wood and needs colour
""",
"pan_fire": """
help! the oil's on fire
fire! the oil in the wok has caught
the chip pan's caught and there's smoke everywhere
""",
"party_decorations": """
it's Mum's surprise party tonight and the house looks ordinary
the kids' party room looks empty without anything up
Grandad's 80th is here and the hall looks bare
""",
"peel": """
the spuds for the roast still have their skins on
a mountain of potatoes to do for Sunday dinner
Grandma can't get the skin off her orange
""",
"period": """
my teenager's come on in the middle of the night and has nothing
oh no, I've come on and I'm out
my teenager's period has started early
""",
"pet_claws": """
the cat's claws snag in the carpet
the dog's nails click on the kitchen tiles
ow, the kitten scratched me with her sharp claws
""",
"pet_fleas": """
we've all got itchy bites on our ankles since the cat started sleeping on the bed
ugh, I saw something tiny jump in the dog's fur
the dog keeps nibbling at his back and there's black grit in his coat
the cat's bed has tiny black specks in it
the kids' legs are covered in little red bites from the dog's blanket
""",
"pet_hair_brush": """
the husky's shedding clumps of fluff all over the lounge
the cat's long fur is tangled and knotted under her tummy
the dog's coat is full of mats after the walk through the brambles
the rabbit's moulting fur is all over his hutch
my Persian's coat needs grooming, it's full of tangles
""",
"pet_teeth": """
the dog's breath could knock you out
the vet said the cat's teeth need cleaning more
the puppy's got tartar on his back teeth
""",
"pet_to_vet": """
the dog's booster jabs are due at the surgery this morning
the cat's limping and needs to go to the surgery
the dog's annual check-up at the vet is this morning
""",
"phone_call": """
Grandma wants to talk to her sister overseas
Dad wants to speak to his brother in Canada
the car's broken down and I need the breakdown service
Nan wants a natter with her old friend from church
need to ring the surgery before it closes
""",
"pick_litter": """
the kids' picnic spot is strewn with wrappers and bottle tops
the kids' picnic left wrappers all over the lawn
ugh, there are crisp packets and cans blowing round the front garden
I don't want to touch the soggy rubbish in the flowerbed
the verge outside is covered in litter and my back won't let me bend
""",
"pick_small_food": """
the grapes are tiny and keep rolling off the board
the grandkids want to eat the peas one at a time
I don't want to touch the pickles with my fingers
the cocktail cherries are too small to grab
the sushi rolls at the party need picking up
""",
"pick_up_dog_poo": """
the dog's done a poo on the pavement outside the school
yuck, the puppy's messed on the lawn
the dog's pooped in the park and people are looking
""",
"pipe_icing": """
the sponge is covered in white fondant and needs a message on it
I want to squeeze pretty swirls of frosting on the cupcakes
the cake needs Happy 40th written on in chocolate icing
the grandkids want to write their names in icing on biscuits
""",
"pitch_tent": """
we've got to the festival field and need somewhere to sleep tonight
the campsite pitch is ours and the light is going
my son's having a camp-out with his mates on the lawn tonight
it's the scout camp and our patrol needs shelter up
""",
"play_darts": """
Dad's pub team is short a thrower for Thursday
Dad wants to practise his doubles for the pub league
my brother's challenged me to a game of 501
""",
"play_games": """
the grandkids are bored and want something to play together at the kitchen table
got anything the family can play after dinner?
let's dig out something the whole family can play tonight
the kids are fed up with the telly, let's play something together
we need something to do round the table on a rainy evening
""",
"play_music": """
the guests are chatting but the room needs a bit of background noise
I'd love a bit of jazz while I bake
the kids want a disco in the kitchen
""",
"play_pool": """
the pool table at the pub's free, fancy a frame?
my brother wants a frame on the pool table in the garage
the snooker table's set up, fancy a game?
the lads are chalking up for a game of eight ball
time to pot some balls at the club
""",
"play_tennis": """
got anything to knock a ball about at the park courts?
the kids want a game of badminton over the washing line
my daughter's got her first tennis lesson after school
fancy a rally down at the courts later?
""",
"play_with_cat": """
the kitten is pouncing on shadows and bouncing off the walls
the cat's been staring out of the window all day looking fed up
my old tom cat needs a bit of exercise, he just sleeps
""",
"play_with_pet": """
the collie's herding the children round the garden, she needs a game
the dog keeps nudging my hand to play
the dog's got too much energy and it's raining
""",
"pluck_eyebrows": """
ouch, there's a thick dark hair on my chin
my brows have grown together in the middle
Dad's eyebrows are getting wild and wiry
""",
"polish_car": """
Dad's vintage car needs to gleam for the rally on Sunday
the car's paint has gone hazy after months in the sun
the paintwork needs buffing to a shine before we sell the car
the wedding car should be sparkling for the bride
""",
"polish_furniture": """
the mahogany table has cup rings and looks dull
the kids' sticky handprints are all over the wooden cabinet doors
the wooden dresser looks dusty and needs buffing
the old oak chest has lost its lustre
""",
"polish_shoes": """
my son's school shoes are scuffed at the toes
the cadet's boots need to shine for parade
Dad's brogues look dull for the wedding
""",
"post_letter": """
Grandad's letter to the council is ready and sealed
the passport form has to go off today
the parking fine appeal has to go in the post today
""",
"potty_toddler": """
the toddler's suddenly gone quiet and is holding herself
uh oh, the little one says he needs a wee and the loo is miles away
the little one's crossing her legs in the park and there's no toilet
uh oh, the toddler says he needs a poo right now
she's just out of nappies and needs a wee urgently
""",
"pour_drink_guests": """
the in-laws are sitting with empty glasses
the book club ladies have arrived and they'd love something to drink
the party guests all need a top-up
""",
"pour_sauce": """
the cream's in the fridge and the pudding is ready
the cauliflower cheese needs its sauce on
the cheese sauce needs to go over the cauliflower
""",
"power_trip": """
I plugged the hairdryer in and bang, all the upstairs lights went
the lamps and the telly all went off at once but next door still has lights
the power went when the toaster went on
half the house has no electricity since the storm
the oven tripped everything and now the sockets are dead
""",
"printer_supplies": """
the photos are printing with a pink tinge
the printer's beeping and the tray is empty
the boarding passes won't print, it says tray empty
""",
"private_listening": """
the toddler's just gone down and I want to catch up on my series
my partner's working from home and I want to listen to music
the teenager's music is blasting through the wall
""",
"prop_door": """
the draught keeps banging the bedroom door
the removal men keep getting the door swinging into them
the cat keeps getting shut out when the kitchen door swings closed
""",
"protect_clothes_cooking": """
I'm frying in my new silk top
my daughter's making pancakes in her school uniform
flour's going to go all over my black trousers
""",
"prune": """
the buddleia's so tall it's hanging over the pavement
the conifer's blocking the view from the kitchen window
the apple tree's branches are a tangled mess
""",
"pry": """
the lid on the tin of emulsion won't come off, it's crusted with dried paint
the old carpet gripper needs levering up
the window's painted shut and won't open
the old crate is nailed shut
the varnish tin lid is stuck solid with dried paint
""",
"punch_holes": """
the recipe printouts need to go on the rings of my cookery folder
Dad's tax papers need filing on the rings
the gift tags need a hole for the ribbon
""",
"puncture": """
ugh, my back wheel keeps going soft overnight, there must be a hole
my daughter's scooter wheel has gone flat
I've picked up a thorn in my bike tyre
the wheelbarrow tyre is flat as a pancake
hiss, there's a nail stuck in my bike tyre
""",
"purify_water": """
the village tap water is brown after the flood
the cabin's well water looks cloudy
the hike has no taps and we'll drink from streams
""",
"put_on_shoes": """
Grandad keeps crushing the backs of his shoes getting his heel in
ugh, my heel won't slide into these tight boots
Dad can't bend to get his shoes on after his hip op
the back of my shoe folds under my heel every time
""",
"put_up_fixture": """
the new blind is still in its box waiting to go up
the new bathroom cabinet needs fixing to the wall
the heavy shelf bracket needs screwing into the wall
the coat hooks board needs mounting in the hall
the flat-screen's wall mount needs putting up
""",
"put_up_paper": """
my son's finished his drawing and wants it on the wall
the football pennant keeps falling off my son's wall
the school certificate needs going up on the fridge
the kids' paintings from nursery need displaying
""",
"quit_smoking": """
Dad's snappy and restless, he's three days off the cigarettes
I'd kill for a fag but I've promised my daughter I've stopped
my husband's packed in smoking and the cravings are making him grumpy
Mum's giving up the cigarettes and keeps reaching for her lighter
""",
"rain": """
Grandma's off to the bus stop and it's spitting
ugh, I'll be drenched by the time I get to the office
the kids are walking to school and the sky's gone black
Grandma's off to the shops and there's a downpour on the way
""",
"rake_lawn": """
the lawn's more moss than grass after the wet winter
the new topsoil is lumpy and the turf's coming tomorrow
the gravel path is all bumpy and uneven
""",
"rake_leaves": """
next door's tree has dumped all its leaves on our lawn
the grass is hidden under a carpet of brown leaves
the kids want to jump in a big pile of autumn leaves
""",
"reach_high": """
the biscuit tin's on top of the fridge and I'm only little
the Christmas decorations are on the top shelf of the wardrobe
the suitcase is on top of the wardrobe and out of reach
""",
"reach_under": """
the hamster's ball went under the cooker
the TV remote slipped down under the bed
the kids' toy car went under the bed out of reach
""",
"read_small_print": """
the allergy info on this biscuit wrapper is teeny
Dad can't read the instructions on the new boiler
Mum's squinting at the tiny print on the bus timetable
the words on the seed packet are too small for me
the leaflet in the tablet box is in minuscule writing
""",
"reading_light": """
Nan's struggling to see her crossword in this dim corner
the landing's too dim to read the meter
my son's doing homework in the half dark
""",
"refill_stapler": """
the stapler just crunches and the sheets stay loose
I've got forty booklets to fasten and it's run dry
the office stapler is empty again
""",
"refresh_grout": """
the tile joints in the shower look grubby however much I scrub
the grout behind the kitchen sink has gone brown
the bathroom floor grout is dark and stained
""",
"remove_makeup": """
my daughter came home from the party with glitter and lipstick all over her face
my eyeliner's smudged after crying at the wedding
the kids have face paint on from the fair and it's bedtime
my teenager's still got last night's eyeliner smudged on
""",
"remove_nail_polish": """
the kids got into my polish and their nails are a smudgy mess
my toenails are still bright red from the holiday and I want them bare
my daughter's got glittery nails and school says no
""",
"remove_staples": """
the shredder won't take these sheets with metal in them
the bank wants these pages loose, not stapled
these documents need separating to go through the scanner
""",
"repel_insects": """
the kids keep getting bitten by mosquitoes at the campsite
the evening barbecue is ruined by mozzies
we're going to the lake and the midges are terrible there
the mozzies keep biting the baby in the evening
""",
"repot_plant": """
the peace lily's pot has cracked and the roots are showing
the money tree is top-heavy and keeps falling over
the tomato seedlings have outgrown their little trays
""",
"reseal": """
there's a damp patch on the ceiling below the bathroom
the silicone line round the shower tray is grotty and peeling
water's seeping behind the tiles along the edge of the bath
there's a gap between the worktop and the wall where water gets in
the edge of the kitchen sink has a gap and water gets underneath
""",
"reseal_bag": """
the bag of porridge oats won't stay shut
the open sugar bag tipped over in the cupboard
the bag of frozen chips keeps opening in the freezer
""",
"reseed_lawn": """
the chickens have scratched the lawn down to soil
the goalposts have left a patch of bare mud on the lawn
there are bald muddy patches where the paddling pool stood
the lawn is patchy after the summer drought
the kids' football games have left brown bare bits in the grass
""",
"restring": """
my son's guitar has a string missing
my son's violin string broke before his lesson
the ukulele's strings are old and dead
""",
"rinse_aid": """
the tumblers look milky when I unload them
the dishwasher keeps flashing a little star symbol
the dishwasher leaves water spots on the cutlery
""",
"roll_dough": """
the biscuit dough is a big ball and needs to be flat before the kids cut shapes
the dough for the jam tarts is too thick
the pizza base needs stretching thin
the grandkids want to make gingerbread men but the dough's too thick
the fresh pasta dough needs to be flattened into thin sheets
""",
"roller_paint_tray": """
the emulsion's open and I'm about to do the bedroom walls
the roller needs dipping somewhere flat
the ceiling paint needs decanting into something flat
""",
"roof_box": """
we're driving to Cornwall and the camping gear won't all go in
the ski holiday bags don't fit in the boot
the car's stuffed to the roof and the dog still needs room
""",
"room_temperature": """
how chilly does Grandma's bedroom get at night?
is the conservatory too hot for the plants?
how cold does the greenhouse get overnight?
Mum's house feels chilly, how warm is it really in there?
""",
"rosin_bow": """
the viola bow has gone slippery
the string teacher says the bow hair needs something
the bow hair looks shiny and won't grip the strings
""",
"rule_line": """
the graph paper ran out and I need a straight axis
the border on the poster has to be dead straight
I'm drawing a chart and my lines are wonky
""",
"run_dishwasher": """
the dishwasher's been loaded since lunch
the dishwasher's loaded, put it on
the kitchen's tidy and the dishwasher can go on overnight
""",
"runny_nose": """
my son's nose has been drippy since he came home
atchoo, my nose is running like a tap
the toddler keeps wiping his nose on his sleeve
""",
"saw_wood": """
the skirting board's a few inches too long for the wall
the old pallet needs cutting up for kindling
the fence post needs cutting shorter
""",
"scared_of_dark": """
my daughter screams when the bedroom goes pitch black
the grandkids won't sleep in the dark at our house
my daughter won't go to sleep unless the hall light's left on
the toddler wakes crying in the pitch dark
""",
"scoop_ice_cream": """
the neapolitan is frozen like a brick
the guests want a scoop of vanilla with the crumble
the sorbet tub is frozen solid
""",
"scrape_ice": """
the car's got a thick layer of ice and I've got a hospital appointment
ugh, I can't see a thing through the frozen windscreen
the van's covered in ice and Dad needs to get to work
""",
"scrape_paint": """
the old gloss on the door is cracked and peeling
the old varnish on the stairs is cracked and needs taking back
the ceiling paint is coming off in flakes above the bath
""",
"screw": """
the wardrobe door has dropped on one side
the handle on the kitchen drawer is hanging off
the toy's battery cover needs opening, the batteries are dead
Grandad's toilet seat shifts sideways when he sits on it
the loose hinge on the gate swings about
""",
"scrub_dishes": """
the casserole pot has a burnt ring round the bottom
yuck, the porridge pan has been left to set overnight
the roasting tray is black with baked-on fat
""",
"seal_boxes": """
the boxes of books for the charity shop need closing
the eBay parcel is packed and the flaps won't stay down
the charity box of old books keeps flapping open
""",
"season_food": """
the mashed potato is bland as anything
Grandad says his shepherd's pie tastes of nothing
the chips need something on them
""",
"secure_load": """
the bikes on the back of the car are rattling loose
the mattress on the roof rack is flapping
the sheets of plywood in the trailer keep shifting
""",
"see_into_gap": """
the cat's toy is somewhere under the wardrobe in the dark
my contact lens went down the side of the sofa and it's gloomy
the cupboard under the stairs is pitch black at the back
""",
"serve_boiled_egg": """
my son's boiled egg keeps falling over on his plate
the kids' soft-boiled eggs are done and they want the tops cut off
Grandad's having a runny egg for breakfast
""",
"serve_breakfast": """
I want to surprise my wife with coffee and croissants in bed
the guests want their tea out on the patio
five mugs of coffee need taking through to the lounge at once
""",
"serve_cake": """
the candles are blown out and the kids are chanting for cake
the christening cake needs sharing round the family
the Victoria sponge is on the table and the vicar's waiting
""",
"serve_soup": """
the minestrone is ready and six bowls are waiting
the big pan of broth is steaming and the family's sat down
the broth needs getting into the children's bowls without splashing
""",
"set_hair_rollers": """
the bridesmaid wants soft waves without the hot tongs ruining her hair
Nan's hair needs setting before her night out
I'd like my curls done overnight without frying my hair
Grandma wants her hair set like she always had it
""",
"set_table": """
the family's coming for Sunday lunch and nothing is out
the kids are shouting that tea's ready and there's nothing on the table
the dinner party guests are knocking and the table's empty
""",
"sew": """
my son's trousers have split at the seam
the teddy's arm is coming off and the baby is upset
ugh, the lining of my coat pocket has a hole in it
""",
"shaky_drink": """
Grandad's hand trembles so he spills his cup of tea
Mum's arthritis means her tea ends up on the saucer
my father's tremor makes him spill his juice
""",
"sharpen_knife": """
the bread knife just crushes the loaf
the steak knife drags through the meat
Grandad says the carving knife's useless on the roast
""",
"sharpen_pencil": """
my colouring pencil has snapped at the tip
the eyeliner pencil is too blunt to draw a line
my son's pencil is worn down to nothing
""",
"shave": """
the teenager's got wispy hair on his chin for the school photo
Grandad wants his face smooth for the christening
my legs are hairy and we're going to the pool
my son's got his first bit of fluff on his face
""",
"shaving_lather": """
Dad's old shaving soap won't whip up into foam
I want a lovely thick foam on my face before I shave
the barber-style soap needs working up in the bowl
""",
"shift_load": """
the bags of compost need taking down to the vegetable patch
the builders left a heap of bricks by the gate
the firewood needs carting round the back
""",
"shin_pads": """
my daughter's playing in goal at hockey and the ball's hard
the football coach says the kids' shins get battered in tackles
my son came home with bruises on his legs from the match
""",
"shred_documents": """
Mum's old payslips are in a box and have her details on
the expired passport needs destroying
the kids' school reports with their addresses need getting rid of safely
""",
"sift_flour": """
the icing sugar's full of hard bits
the cake recipe says the flour must be sifted
lumpy cocoa powder won't mix into the batter
""",
"ski_goggles": """
the snowboarding trip is next week and the wind makes my eyes water
my teenager's off to the Alps with the school in February
the snow's blowing in our faces at the top of the mountain
the white-out on the slope makes it impossible to see
""",
"sledging": """
the grandkids have their wellies on and want to whizz down the snowy field
there's six inches of snow on the golf course slope
the hill at the back of the school is perfect for sliding
""",
"sleep_light": """
the car headlights keep sweeping across the bedroom
the early morning sun comes through the blinds
my husband's phone light keeps me awake
""",
"sleep_neck": """
Nan dozes in the recliner and wakes with a cricked neck
I want to lie on the sofa for a snooze
the baby's car seat nap leaves her head flopping about
the flight's long and I want to sleep sitting up
""",
"slice_bread": """
the farmhouse loaf is still whole and lunch is in five minutes
the sourdough's cooling and everyone wants a slice
the baguette needs cutting for the garlic bread
""",
"slice_food": """
the cucumber needs doing into rounds for the sandwiches
the courgettes for the ratatouille are still whole
the peppers need chopping for the stir fry
""",
"slugs_pet_safe": """
the dog keeps sniffing around the veg patch where the slugs are
the hedgehog visits every night, I don't want to hurt it
the chickens roam the garden and the slugs are eating the cabbages
""",
"slugs_snails": """
the slugs have eaten my dahlias down to stalks
the snails have eaten the marigolds to stumps
something's been chewing the lettuce leaves into lace
""",
"smoke_alarm": """
the ceiling alarm in the hall chirps every few minutes
something's been peeping on the landing all night
the alarm in the kitchen gives a little beep every so often
""",
"smooth_edge": """
the new shelf has a sharp edge that catches my sleeve
the toddler's wooden toy has a rough bit that could splinter
the end of the curtain pole is sharp
""",
"snuff_candles": """
the candles on the mantelpiece are still lit and I'm going up to bed
the scented candle in the bathroom is still lit
the church candles on the mantel need putting out without smoke
""",
"soften_laundry": """
the baby's sleepsuits feel harsh after washing
the bath towels feel like sandpaper
the dressing gown has gone hard and bobbly
the bedding feels rough after the wash
""",
"solder": """
the doorbell's chime stopped after a wire came off
the headphone wire has come loose from the plug
the LED on my son's electronics project needs its leg joined back on
""",
"soothe_baby": """
the baby's arching her back and wailing
the newborn keeps waking and wailing
the baby's fretful and won't go down
""",
"sore_muscles": """
Mum says every muscle hurts after the dance class
my legs are like jelly and aching after the marathon
my calves are tight and sore after football
Dad's shoulders are stiff after painting the ceiling
""",
"sore_throat": """
my son says it hurts when he swallows his breakfast
ugh, my throat's scratchy and raw
my son sounds hoarse and says his throat's sore
""",
"splinter": """
my daughter's got a tiny bit of glass in her foot
ow, there's a thorn in my thumb from the roses
a little sliver of wood is stuck under my skin
""",
"split_pills": """
the vet prescribed half a tablet for the cat
the tablet's too big for Grandma to swallow whole
Dad's dose has been cut to half
""",
"sports_training_cones": """
I'm coaching the kids' football and need a zigzag course
need to lay out a little pitch on the beach
the school sports day needs lanes marked on the grass
the under-nines need markers for their dribbling drills
""",
"spread": """
the butter's cold and rips the bread
the toddler wants jam on his toast
Grandad wants Marmite on his crumpets
the crackers need a bit of cream cheese on them
""",
"squeeze_juice": """
the limes for the salsa need juicing
the pancakes want a squeeze of lemon with the sugar
Grandad wants fresh orange juice with his breakfast
""",
"stair_gate": """
the baby's found the stairs and is off up them
the twins keep escaping into the utility room with the bleach
the puppy keeps going upstairs
""",
"stamp_print": """
all these envelopes need our return address on
the kids want to decorate the cards with star shapes
the library books need the school name marked in them
the kids' homework needs a gold star mark on each page
""",
"staple_upholstery": """
the dining chair seats need new fabric
the fabric's hanging off the underside of the sofa
the new headboard fabric needs fixing on
the canvas for the painting needs stretching
""",
"sterilise_bottles": """
the baby's dummy's been in the dog's mouth
the breast pump parts need to be germ-free
the baby's bottles have been washed up and need to be germ-free
the newborn's teats need sterilising
""",
"stick_paper": """
my daughter's school project needs pictures stuck on the poster
the grandkids are making a Mother's Day card with tissue paper
the torn page of my recipe book needs fixing
""",
"sticky_floor": """
the kitchen floor is tacky from spilt lemonade
my feet stick to the floor in the utility room
the beer from the party has left the lino tacky
""",
"sticky_valves": """
the trumpet valves are sluggish and won't come back up
the tenor horn's valves are slow to come up
the euphonium valves are stiff
""",
"stir_cook": """
the white sauce is catching and going lumpy
the jam needs keeping moving while it boils
the jam needs stirring so it doesn't burn
""",
"stir_drink": """
the cocoa hasn't dissolved in the milk
the hot chocolate powder has clumped at the bottom
the honey's not mixed into my tea
""",
"stop_splatter": """
ouch, hot oil jumped out of the pan onto my wrist
there's grease spatter all over the splashback every time I fry
the chicken thighs are spitting in the frying pan
the burgers are spattering fat everywhere
""",
"store_items": """
the summer clothes need putting away for winter
the baby clothes she's grown out of need putting away
the camping kit needs somewhere to live in the garage
""",
"straighten_hair": """
the humidity's made my hair puff up like a lion
my daughter wants her curly hair smooth for her graduation photos
my kinky waves won't lie flat today
my fringe has gone kinky and I want it straight
""",
"strain_cocktail": """
the margarita is full of crushed ice
I don't want the mint bits in the mojito
the whisky sour has egg white foam and ice to hold back
""",
"strain_tea": """
the gravy has lumps in it
the mulled wine is full of cloves and orange peel
the homemade jam has pips in it
""",
"strength_training": """
Grandma's been told to do resistance exercises for her bones
I want to get fitter without paying for a gym
my son wants to bulk up for rugby season
I want to work on my biceps in the lounge
""",
"strip_wire": """
the electrician left the cable ends still covered
the speaker cable ends need the insulation taken off
the light fitting wires need bare copper at the ends
the doorbell wire needs the plastic peeling back
""",
"strum_guitar": """
my son's picking at the strings with his nails and it sounds weak
I want a crisper sound from my ukulele chords
the strings are hurting my thumb
""",
"stuck_lid_pot": """
the pancake's stuck fast to the pan
the fish skin has stuck to the pan
the porridge has welded itself to the pot
the brownies are stuck in the tray
""",
"stuck_zip": """
my daughter's coat zip is stuck and she can't get it off
the zip on my son's school bag has jammed
the zip on my boot is jammed
""",
"stuffy_room": """
phew, this room is so stuffy
the kids' bedroom is hot and airless
the office is stifling
""",
"sun": """
the sun's fierce and Grandad's got no hair on top
the children are going to sports day in the midday sun
the baby's going out in the pram and it's scorching
""",
"swat_insect": """
a fly keeps landing on my sandwich
a daddy long legs is flapping round the lampshade
a bluebottle is buzzing against the window
""",
"sweep": """
the birdseed got knocked over on the conservatory floor
the dog's brought mud in and it's dried on the kitchen floor
yuck, the cat litter is scattered across the utility floor
""",
"sweep_outside": """
the back step is covered in dust and mud
the yard's full of sawdust from the builders
the drive is covered in blossom and twigs
""",
"swelling": """
Grandad walked into the cupboard door and has an egg on his forehead
ow, my wrist has puffed right up
my son's ankle's swollen after football
Grandad's knee has come up like a balloon
""",
"swim_eyes": """
the sea water makes my eyes sting when I dive
the kids want to look at the shells on the bottom of the pool
my daughter comes out of swimming lessons with red eyes
""",
"swim_float": """
Grandma's nervous in the water and wants something to hold
the little one's scared of the deep end at the leisure centre
my son's learning to kick his legs in the water
""",
"take_photo": """
the grandkids are all in their Christmas jumpers together
the baby's pulling the funniest face, catch it quick
the dog's wearing a birthday hat, that's too funny
""",
"teething_baby": """
the baby's soaking her bibs with dribble and chewing the cot
the baby's gnawing on everything she can reach
the baby's cheeks are hot and red from teething
""",
"tenderize": """
the braising beef is tough as old boots
the pork schnitzel needs to be thin
the pork chops need thinning out
""",
"test_doneness": """
the sausages look done but might be pink inside
the bread might still be doughy in the middle
the burgers are brown but might still be pink
""",
"thirst": """
phew, my tongue's stuck to the roof of my mouth after that walk
the plumber's been working all morning and looks parched
Grandma hasn't touched a drop since breakfast
""",
"tidy_cables": """
the leads behind the computer look like a bird's nest
the dog chews the trailing wires behind the sofa
the charger wires are trailing all over the bedside
""",
"time_activity": """
I'm doing a plank and want to know when a minute's up
the grandkids want to see who can hop to the gate quickest
Grandad's physio wants him standing on one leg for thirty seconds
""",
"time_cooking": """
the roast potatoes need another twenty-five minutes
the soft-boiled eggs go in now and come out in four minutes
I'll forget the bread in the oven if nothing reminds me
""",
"tiny_screw": """
the hinge on Grandad's reading glasses has gone floppy
one arm of my sunnies is hanging off
the tiny screw on the laptop hinge is working loose
""",
"toddler_drink": """
the toddler keeps tipping his water over the high chair
the little one's thirsty after nursery and knocks over big glasses
my eighteen-month-old wants milk but spills it everywhere
""",
"top_up_car": """
we're taking the car on a long holiday road trip and it hasn't been checked
the campervan's been parked up all winter and its levels need doing
before the long motorway trip the car needs everything checking and filling
the hire car's going back and the fluids need checking
""",
"top_up_coolant": """
the car's red temperature light is on
the radiator in the car is hissing after the drive
the car keeps overheating in traffic
""",
"top_up_mower_oil": """
the lawnmower's oil looks black and there's hardly any
the ride-on mower's oil light is on
the strimmer's engine sounds dry
""",
"top_up_oil": """
the car's oil is below the lower mark on the dipstick
the oil warning is flashing on my car dashboard
the mechanic said my car drinks oil between services
the car's engine is rattling and the oil level is at the minimum
""",
"top_up_screenwash": """
I can't see out of the windscreen for salt and the squirters are dry
the rear wiper spray has stopped working
the car's washer bottle has run dry
""",
"toss_salad": """
the rocket and dressing need mixing through
the noodles are stuck together and the sauce isn't through them
the coleslaw needs turning over
""",
"train_dog": """
the new puppy jumps up at visitors
the dog ignores me when I call him in the park
the rescue dog tugs my arm off on walks
""",
"trash": """
the recycling is piled up in the hall
the rubbish bag has ripped and it smells
it's bin day tomorrow and nothing's out
""",
"treat_wood": """
the garden furniture is drying out and cracking
the shed will rot if nobody protects it this autumn
the oak worktop looks dry and thirsty
""",
"trim_beard": """
Grandpa's beard is getting in his food
my beard's grown shaggy over lockdown
Grandad's beard is long and untidy
my husband's beard looks scruffy for the photos
""",
"trim_edges": """
the grass along the path is flopping over the edge
the bits of lawn round the washing line post are too long
the mower can't get close to the wall and it's shaggy there
""",
"trim_plant": """
the herbs on the windowsill are straggly
the petunias in the hanging basket are full of dead heads
the rosemary's gone woody and overgrown
""",
"tune_instrument": """
the piano sounds off with the guitar
my son's violin sounds screechy
the ukulele's out of whack after the flight
""",
"turn_with_tongs": """
the fish fingers in the pan need turning
the steaks on the barbie need turning over
the halloumi on the griddle needs turning over
the kebabs on the barbie are burning underneath
""",
"tv_remote": """
the telly's too quiet and I'm stuck under a sleeping cat
Grandad wants the football on the telly
the kids have left the TV on a cartoon channel
""",
"tyre_pressure": """
how many psi should the caravan tyres be, and are they there?
the car feels floaty on the motorway
is the caravan tyre at the right pressure before the trip?
the front tyre looks softer than the others, how many psi?
""",
"unblock_toilet": """
the toilet water's rising and won't go down
the loo's blocked after the toddler flushed half a roll
too much paper went down and the toilet's clogged
""",
"unclog_drain": """
the shower tray is filling up and won't empty
the bathroom basin is full of soapy water that won't go
the bath water takes forever to go down
the plughole gurgles and nothing goes
""",
"uncork_wine": """
the vintage port has a cork that looks crumbly
the Rioja's got a cork and the guests are waiting
Grandad brought a nice bottle of Bordeaux with a cork
""",
"untangle_knot": """
my daughter's necklace chain is in a tight knot
the Christmas lights came out of the box in a great snarl
the fairy lights are knotted together
""",
"use_spacer": """
my son struggles to get his asthma medicine down properly
Grandad's puffer dose just hits his throat
the toddler can't breathe in her puffer medicine at the right time
""",
"vacuum_carpet": """
the carpet's covered in muddy paw prints that have dried
the bedroom carpet's covered in biscuit crumbs
the stairs carpet is full of fluff and crumbs
""",
"video_games": """
the kids want to play football on the games console
my son's mates are coming round to play on his console
Grandad wants to try golf on the console
the teenager wants to try his new release on the PlayStation
the grandkids want a go on Mario Kart
""",
"waist_support": """
my back's aching on the wooden pew at church
Mum's lumbar pain is bad on the train seat
my back's sore in this office chair
""",
"wake_up": """
the exam's first thing and my son sleeps like a log
I always sleep through my alarm
my teenager never gets up for school
""",
"walk_dog": """
the spaniel keeps nudging me and looking at the door
the dog hasn't been out since the morning
the dog keeps pacing up and down the hall
""",
"walkie_talkie": """
the kids are playing hide and seek across the woods
I'm in the loft and my husband's in the garage and we can't hear each other
Dad's up on the roof and I need to shout up to him
the kids are off exploring the woods and need to check in
""",
"walking_aid": """
Grandad's wobbly on the garden path
Grandma's hip is bad and she totters down the path
Grandad wobbles on the cobbles in town
""",
"warm_baby_milk": """
the baby's bottle of formula has been chilling in the fridge and she's hungry
the baby spits out her milk when it's cold
the expressed milk is chilled and the baby's hungry
the formula needs to be at body temperature
""",
"warm_room": """
brr, the guest room is like an icebox
the home office is so chilly I'm in a coat
the box room is icy and the grandkids are staying
the conservatory's freezing in January
""",
"wash_body": """
my shoulder's bad and I can't reach to wash
Grandma can only manage a strip wash at the sink
the toddler's grubby after the park and it's bath night
""",
"wash_car": """
the car's covered in pigeon droppings
the mountain bike's caked in mud
the car's filthy after the muddy country lanes
""",
"wash_clothes": """
the baby's poo has leaked onto his babygrow
the baby's been sick all down his babygrow
my work shirts are all dirty
""",
"wash_hands": """
my hands are covered in paint
the grandkids' hands are filthy from the sandpit
my hands stink of garlic
""",
"wash_walls": """
the kitchen wall behind the hob is greasy
the wall by the light switch is grubby with handprints
the kids drew on the wall with crayon
""",
"wasps_nest": """
there's a papery wasp nest hanging in the loft
wasps are going in and out of a hole in the wall
wasps are nesting in the compost bin
""",
"water_cut": """
the water board have cut us off for repairs
the water company says the supply will be off all day
there's a burst main in the street and no water
""",
"water_garden": """
the borders are dry as dust
the runner beans are wilting in the heat
the lawn's going brown in the heatwave
""",
"water_plants": """
the cactus on the sill hasn't had water for months
the spider plant's leaves are limp
the peace lily has collapsed
the pot plants had no water while we were on holiday
""",
"weigh": """
the jam recipe needs equal weights of fruit and sugar
I want to know how much the puppy weighs
has the baby put on weight since last week?
""",
"weigh_luggage": """
how heavy's my case for the flight?
I bought lots of souvenirs and the case might be too heavy
is my suitcase over the limit?
""",
"whisk_eggs": """
the meringue needs stiff egg whites
the double cream needs to be thick for the scones
the pancake batter has lumps in it
""",
"wine": """
the anniversary dinner needs a nice bottle
my wife fancies some rosé in the garden
it's Friday, time for some chilled white
""",
"wipe_baby_face": """
the baby's had spaghetti and it's all over his cheeks
there's chocolate round my daughter's mouth after the party
the baby's cheeks are smeared with yoghurt
""",
"wipe_spill": """
the toddler's knocked his milk all over the high chair tray
the sauce jug tipped over on the tablecloth
the dog knocked his water bowl over
""",
"wipe_whiteboard": """
the family planner board is still full of last month's dates
the teacher's board needs clearing for the next lesson
the kids' chalkboard is full of doodles, rub it clean
the menu board still has yesterday's specials on
""",
"wobbly_table": """
the bedside table rocks on the uneven floorboards
the kitchen table rocks when I write
the garden table tips when I put a glass on it
""",
"worm_pet": """
the cat's wormer is overdue and she's been off her food
the rescue kitten has never been wormed
the rabbit's worm treatment is due this week
I saw little white worms in the puppy's poo
the cat's been scooting and hasn't been wormed
""",
"wound": """
ow, I've sliced my thumb on the tin lid
my son's fallen off his bike and his elbow's bleeding
the kid has a nasty graze on his shin
""",
"wrap_gift": """
my husband's anniversary gift needs to look nice
the kids' Christmas presents are hidden in bags and need doing
the kids' presents need covering up
""",
"write_note": """
the doctor's giving me the appointment time on the phone
Grandma wants to send a note to the neighbour
Grandma wants to write down a recipe
""",
"write_whiteboard": """
the team's tasks need writing up on the office board
the kids' reward chart on the board needs updating
the kids' timetable should go up on the board
""",
}
