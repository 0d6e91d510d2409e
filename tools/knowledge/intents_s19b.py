"""Intents, part S19B (session 19, helper B): plain-word phrasings for the intents after
`loose_tea` (alphabetically) to the end.

Many intents' phrasings describe a feeling or situation obliquely ("we're sleeping under canvas
this weekend") and rarely use the plain words people use for the activity and the thing worked
on ("the tent needs putting up"), so MiniLM, which leans on surface words, read the plain
request as a neighbour with the shared words. MORE: 3 to 5 phrasings per intent naming the
activity and the object acted on in everyday words, terse ones included, never the intent's
tools. Measured on check_s19b.txt (two held-back sentences per intent, not added here): the
machine was shared, so only the first sentence of the first 113 intents (loose_trousers ..
run_dishwasher) was read both before and after: 96/112 -> 108/112 (one regression, nose hairs
read as beard trimming, fixed by rewording a trim_beard phrasing); before alone 179/215.
Phrasings are hand-written everyday English (British and American).
"""

MORE = {}

MORE["loose_trousers"] = """
my trousers are hanging off me since the diet
these jeans slide down every time I bend over
the waist on my school trousers is way too big
grandad's slacks keep dropping round his knees
pants keep falling down, they're too big
"""
MORE["low_blood_sugar"] = """
I'm diabetic and feel shaky, my sugar's low
my meter says my blood sugar is 3.2
my diabetic daughter's levels have dropped before PE
low sugar, need something sweet quick
"""
MORE["lubricate"] = """
the door hinges squeak, they need oiling
the lock on the shed is stiff and needs a drop of oil
the sliding door runner squeals when I push it
my squeaky hinge is driving me mad
"""
MORE["make_cocktail"] = """
let's mix some cocktails before we go out
shake up a couple of cosmopolitans for us
we're having a cocktail night with margaritas
"""
MORE["make_ice"] = """
there's no ice cubes for the gin
we need to make ice before the barbecue
freeze some water into cubes for the drinks
the lemonade needs ice and the freezer's got none
"""
MORE["make_shade"] = """
the garden's in full sun and there's no shade anywhere
the kids' sandpit is baking in the sun with no shade
put something up to shade the picnic table
"""
MORE["make_toast"] = """
I fancy some toast with marmalade
the bread needs toasting for breakfast
two slices of toast please
toast the crumpets for tea
"""
MORE["make_waffles"] = """
I want to make waffles this morning
let's have waffles with strawberries
the waffle batter's ready to cook
kids are begging for waffles for breakfast
"""
MORE["mash_food"] = """
the boiled potatoes need mashing for the shepherd's pie
mash the banana for the baby
the sweet potato needs mashing smooth
I'm making mashed spuds for dinner
"""
MORE["mask_protect"] = """
I'm sanding the walls and don't want the dust in my lungs
I'm cutting plasterboard and it's really dusty
I'm spraying the car with paint in the garage
my chest is bad and there's smoke from the wildfires outside
I'll be clearing out the dusty loft and need to cover my mouth
"""
MORE["measure"] = """
I need to measure the room for a new carpet
how tall is the doorway
the sofa needs measuring before we buy it
measure the width of the alcove for the shelves
I want to measure the window for new curtains
"""
MORE["measure_dose"] = """
the baby's medicine says 5 ml and I can't pour that exactly
the cat needs 1 ml of her liquid medicine
measure out my son's antibiotic dose
the liquid paracetamol dose is 7.5 ml
"""
MORE["measure_spoonful"] = """
the recipe says a teaspoon of salt
add two tablespoons of honey to the dressing
half a teaspoon of baking soda goes in the cookies
I need a level tablespoon of flour for the sauce
"""
MORE["measure_volume"] = """
the recipe needs 200 ml of water
I need exactly a pint of milk for the sauce
measure out a cup of rice for the pan
the soup wants a litre of stock
"""
MORE["medicine"] = """
it's time for grandma's morning pills
I need to take my tablets with dinner
dad forgot his heart pills today
can you get my prescription pills, they're due now
"""
MORE["messy_eater"] = """
the baby's having spaghetti and will get sauce all down her front
the toddler gets food all over his t-shirt when he eats
it's the baby's first go at feeding himself and his top will be ruined
grandpa dribbles soup on his shirt at meals
"""
MORE["mice"] = """
there's a mouse running round the kitchen at night
I think we've got mice in the loft
something's chewed through the bread bag in the cupboard
I saw a rat by the bins
"""
MORE["minor_burn"] = """
I burnt my finger on the hot pan handle
I scalded my hand with the kettle
I've got a burn from the oven door
I grabbed the hot baking tray and burnt my palm
"""
MORE["mist_plant"] = """
the orchid needs its leaves sprayed with water
my fern looks dry and wants misting
the air plants need a spritz of water
the terrarium moss needs a light spray
"""
MORE["more_sockets"] = """
I need more plugs by the desk
there's only one socket and I need to plug in three things
the telly's lead is too short to reach the wall
"""
MORE["move_pizza"] = """
I need to get the pizza into the hot oven
the pizza's ready to come out of the oven
slide the pizza onto the pizza stone
get the homemade pizza out of the pizza oven
"""
MORE["mow_lawn"] = """
the grass is getting long, time to mow
cut the grass in the back garden
the front lawn hasn't been mowed in weeks
grass needs doing
"""
MORE["music_stand"] = """
I need somewhere to put my sheet music while I play the violin
my music keeps falling off the piano
my son needs his music at eye level for trumpet practice
the choir music won't stay up while I sing
"""
MORE["nails"] = """
my toenails are too long
the baby's nails need cutting, she keeps scratching herself
cut my nails please
"""
MORE["navigate_outdoors"] = """
we're hiking and I don't know which way to go
we're lost on the moor
I need to find north on this walk
we're walking off the path in the mountains tomorrow
"""
MORE["need_boost"] = """
I'm knackered and need something to perk me up
I need caffeine to get through this meeting
I'm falling asleep at my desk
I'm shattered and still have to drive home
"""
MORE["nose_hair"] = """
there's hair growing out of my ears
grandad's nostrils are bushy
my nose hairs are sticking out
"""
MORE["open_bottle"] = """
I want to open a bottle of beer
get the cap off the cider bottle
this beer bottle needs opening
"""
MORE["open_can"] = """
open the can of beans
open the tin of soup for lunch
get the lid off this can of tomatoes
"""
MORE["open_jar"] = """
open this jar of pickles
the lid on the jar won't come off
this jar's stuck, can you open it
"""
MORE["open_letters"] = """
open my post for me
there's a pile of envelopes to open
I want to open this letter neatly
open the birthday card envelopes
"""
MORE["open_package"] = """
open this parcel
the delivery box needs opening
I can't get this package open
cut open the cardboard box
"""
MORE["oven_temp"] = """
I want to check how hot the oven really gets
is the oven at the right temperature
check the fridge temperature
"""
MORE["own_adrenaline"] = """
she ate peanuts and her throat is swelling
I've been stung and I'm allergic, my throat's closing
my son's having anaphylaxis
he's gone into shock after eating shellfish
"""
MORE["own_insulin"] = """
I need to inject my insulin before dinner
it's time for my insulin
mum's diabetic and needs her insulin before breakfast
I forgot to do my insulin at lunch
"""
MORE["pack_for_trip"] = """
we're going away tomorrow and need to pack
I need to pack for a week in Spain
my suitcase needs packing for the flight tomorrow
we're off on holiday in the morning and nothing's packed
help me pack my stuff for the business trip
"""
MORE["pack_lunch"] = """
pack a lunch for the kids
I want to take a packed lunch to work
pack sandwiches for the picnic
put my lunch in something for school
"""
MORE["pack_toiletries"] = """
I need to pack my toothbrush and shampoo
pack my make-up and shower gel for the trip
my toiletries need packing for the flight
put my shampoo and toothpaste together for the holiday
"""
MORE["paddling_pool"] = """
get the paddling pool out for the toddler
it's hot and the little ones want to play in water on the lawn
the toddler wants to sit in cool water on the lawn
it's a scorcher, let's set up a pool in the back garden for the little ones
"""
MORE["pain_relief"] = """
I've got a migraine
I've got bad period pain
my head's pounding
I've got earache
my period pains are awful today
"""
MORE["paint"] = """
I want to paint the kitchen walls
the ceiling needs painting
paint the skirting boards
the hallway needs a fresh coat of paint
"""
MORE["paint_art"] = """
the kids want to do some painting at the table
my daughter wants to paint a picture
let's paint some pictures this afternoon
"""
MORE["paint_fence"] = """
the shed needs painting
paint the garden fence panels
the fence panels need a fresh coat of colour
paint the garden fence green
the shed's paint is peeling and needs redoing
"""
MORE["pan_fire"] = """
the pan's on fire
the frying pan has gone up in flames
the oil in the pan is on fire
there's a fire in the frying pan
"""
MORE["party_decorations"] = """
the house needs decorating for the birthday
let's decorate the garden for the party
the hall needs decorating for the birthday do
make the house look festive for the party
we're throwing a party and the room looks bare
"""
MORE["peel"] = """
peel the carrots
I need to peel some potatoes
peel the apples for the crumble
the spuds need peeling
"""
MORE["period"] = """
I've got my period and nothing to use
my period's started
my daughter got her first period at school
my period came early and I've run out
"""
MORE["pet_claws"] = """
the cat's claws need clipping
trim the rabbit's nails
the puppy's nails are too long
"""
MORE["pet_fleas"] = """
the dog has fleas
I think the cat's got fleas
there's a tick on the cat
"""
MORE["pet_hair_brush"] = """
brush the cat
the dog's fur is matted and needs brushing
the cat's moulting everywhere and needs grooming
"""
MORE["pet_teeth"] = """
brush the cat's teeth
the puppy's teeth are dirty
the dog's got smelly breath and brown teeth
I want to brush the puppy's teeth every night
"""
MORE["pet_to_vet"] = """
the dog's got a vet appointment
I need to take the guinea pig to the vet
the kitten's due her jabs at the vet
"""
MORE["phone_call"] = """
I need to call my mum
I want to ring the doctor
ring the dentist for me
call my son
"""
MORE["pick_litter"] = """
there's litter all over the garden
people have thrown litter over the hedge
the park is full of crisp packets and cans
"""
MORE["pick_small_food"] = """
I want to eat sushi
I'm having noodles
serve the salad without touching it
"""
MORE["pick_up_dog_poo"] = """
the dog's done a poo on the lawn
I need to pick up the dog's poo
clean up the dog's mess on the grass
"""
MORE["pipe_icing"] = """
I want to pipe icing onto the cupcakes
write the baby's name on the cake in icing
pipe whipped cream swirls on the trifle
the cupcakes need frosting swirls on top
"""
MORE["pitch_tent"] = """
the tent needs putting up
we need to get the tent up before dark
help me put the tent up at the campsite
we're camping tonight and the tent's still in its bag
put up the kids' tent on the lawn
"""
MORE["play_darts"] = """
fancy a game of darts
let's throw some darts at the board
I want to practise my darts
the lads want a darts match in the garage
"""
MORE["play_games"] = """
the kids want to play cards
let's play snap with the kids
the kids want to play Ludo
let's play a game of cards after tea
fancy a game of Scrabble
"""
MORE["play_music"] = """
put a song on for me
let's have some music in the kitchen
play some tunes while we clean
"""
MORE["play_pool"] = """
let's play a game of pool
I want to play pool in the games room
we're playing eight ball down the pub
"""
MORE["play_tennis"] = """
let's have a game of tennis
we're playing tennis at the park
let's play tennis at the park
fancy a game of badminton in the garden
"""
MORE["play_with_cat"] = """
let's play with the cat
the kitten's bored, play with her
the kitten wants something to chase
I want a game with the cat, she's bored
"""
MORE["play_with_pet"] = """
the dog wants to play fetch
let's play tug with the puppy
the dog's bored and wants a game
"""
MORE["pluck_eyebrows"] = """
I need to pluck my eyebrows
pluck the stray hairs from my brows
I've got a hair on my chin I want pulled out
"""
MORE["polish_car"] = """
make the car shine
the car paint's gone dull and needs polishing
buff up the car paintwork until it shines
"""
MORE["polish_furniture"] = """
I want to polish the wooden table
the coffee table needs polishing
polish the furniture before the guests come
the oak cabinet has lost its shine
"""
MORE["polish_shoes"] = """
I need to polish my shoes
polish my black boots
my work shoes need a shine
"""
MORE["post_letter"] = """
send this card in the post
this letter has to go in the post box
I want to post a birthday card to my nan
"""
MORE["potty_toddler"] = """
my toddler needs the toilet
the little one needs a wee right now
my daughter's potty training and needs to go
"""
MORE["pour_drink_guests"] = """
the guests need drinks
get everyone a drink
serve drinks to our visitors
"""
MORE["pour_sauce"] = """
pour the custard over the pie
put gravy on my roast
pour the cream on the strawberries
the sauce needs pouring over the pasta
"""
MORE["power_trip"] = """
the power's gone off in half the house
the electrics keep tripping
the lights went out when I plugged in the heater
the electrics have tripped
the power keeps going off in the kitchen
"""
MORE["printer_supplies"] = """
the printer says the ink cartridge is empty
the printer tray's empty and I need to print a letter
there's no paper in the printer
the printer cartridge has run out
the printer keeps saying load paper
"""
MORE["private_listening"] = """
I want to watch TV quietly while the baby sleeps
I want to listen to my audiobook on the train
I'm gaming late and don't want to wake anyone
"""
MORE["prop_door"] = """
the door keeps shutting
hold the door open while I bring the shopping in
wedge the door open
the door keeps blowing shut
stop the bedroom door from closing
"""
MORE["protect_clothes_cooking"] = """
I don't want to get my clothes dirty while I cook
cover my shirt while I'm cooking
I'm baking in my good clothes
I'm cooking in my work clothes
"""
MORE["prune"] = """
the hedge is looking shaggy
trim the hedge out the front
prune the rose bushes
the tree needs pruning
"""
MORE["pry"] = """
prise the lid off the paint tin
open this nailed crate
pull up the old floorboard
"""
MORE["punch_holes"] = """
make holes in these sheets for my folder
put holes in the paper for the ring binder
these worksheets need holes punched
"""
MORE["puncture"] = """
fix my bike puncture
the bike's got a flat tyre
my tyre's got a hole in it
"""
MORE["purify_water"] = """
is the river water safe to drink
we need to make the stream water safe to drink
the water at the campsite isn't drinkable
we've only got lake water on the hike
"""
MORE["put_on_shoes"] = """
help me get my boots on
my shoes are too tight to slip on
I can't bend down to put my shoes on
"""
MORE["put_up_fixture"] = """
I need to put up a shelf
fix the curtain rail to the wall
put up the towel rail in the bathroom
screw the bracket to the wall
"""
MORE["put_up_paper"] = """
put the kids' pictures up on the fridge
pin this notice on the board
put the calendar up on the wall
"""
MORE["quit_smoking"] = """
I want to give up cigarettes
I'm desperate for a cigarette but I've stopped smoking
I'm stopping smoking from today
"""
MORE["rain"] = """
it's pouring down outside
it's going to rain later and I'm walking to work
it's pouring with rain and I've got to walk to the shops
it's raining cats and dogs out there
"""
MORE["rake_lawn"] = """
the grass needs scarifying
the lawn's full of moss and thatch
level the soil for the new lawn
"""
MORE["rake_leaves"] = """
there are leaves all over the lawn
clear the autumn leaves off the grass
the garden's covered in leaves
the lawn is covered in leaves
"""
MORE["reach_high"] = """
get the box down from the top of the wardrobe
I can't reach the top cupboard in the kitchen
something's on the high shelf and I can't reach it
"""
MORE["reach_under"] = """
my ring rolled under the fridge
the toy's stuck under the sofa
I dropped my phone behind the bed
"""
MORE["read_small_print"] = """
the print on the packet is too small
the words in the newspaper are too small for me
grandma can't read the small print
"""
MORE["reading_light"] = """
I want to read in bed
I need more light to do my sewing
I want to read in the armchair but it's dark
the corner where I read is too dim
"""
MORE["refill_stapler"] = """
the stapler's empty
refill the stapler
the stapler isn't stapling
the stapler won't staple
"""
MORE["refresh_grout"] = """
the grout's gone grey
make the bathroom grout white again
the grout between the tiles is dirty
the kitchen tile grout looks grubby
"""
MORE["remove_makeup"] = """
I need to take my make-up off
get my mascara off
take my foundation off before bed
I want to clean off my lipstick and eyeliner
"""
MORE["remove_nail_polish"] = """
I want to take my nail polish off
my nail varnish is chipped, get it off
remove the polish from my toenails
take the nail varnish off my fingers
"""
MORE["remove_staples"] = """
I need to take the staples out of these papers
get the staple out of this document
unstaple these pages
pull out the staples
"""
MORE["repel_insects"] = """
I'm getting bitten by midges
keep the bugs off me in the garden
stop the mosquitoes biting the kids
"""
MORE["repot_plant"] = """
the plant needs repotting
move the plant into a bigger pot
repot the cactus
plant the seedlings into pots
"""
MORE["reseal"] = """
reseal the shower tray
the kitchen sink seal is mouldy and needs replacing
the seal round the bath is mouldy
the bath needs resealing
the shower's leaking round the edge
"""
MORE["reseal_bag"] = """
seal the crisp packet
close this open bag of pasta
the bag of crisps needs closing
keep the cereal bag shut
"""
MORE["reseed_lawn"] = """
the lawn needs reseeding
there are bare patches on the lawn
the grass has worn away in spots
"""
MORE["restring"] = """
put new strings on my guitar
my guitar string snapped
restring the violin
"""
MORE["rinse_aid"] = """
the dishwasher leaves streaks on the glasses
the glasses are cloudy from the dishwasher
the dishwasher leaves water marks on the glasses
"""
MORE["roll_dough"] = """
roll out the pastry for the pie
roll the pizza dough thin
flatten the cookie dough
roll the dough out
"""
MORE["roller_paint_tray"] = """
pour the emulsion out so I can roll it on
pour the paint out so I can roll it on the wall
I need the paint poured into something shallow for the roller
"""
MORE["roof_box"] = """
the car boot is full
we can't fit all the luggage in the car
there's no room in the car for the camping stuff
the car's too full for our holiday bags
"""
MORE["room_temperature"] = """
what's the temperature in the bedroom
is the nursery too hot
what temperature is the living room
is the bedroom too cold for the baby
"""
MORE["rosin_bow"] = """
the violin bow is slipping on the strings
my cello bow doesn't grip
the bow hair needs rosining
my violin makes no sound when I bow
"""
MORE["rule_line"] = """
I need to draw a straight line
draw a line across the page
underline the heading straight
draw a straight line under the heading
"""
MORE["run_dishwasher"] = """
the dishwasher's full, run it
turn on the dishwasher
the dishwasher's loaded, get it going
can you run the dishwasher tonight
"""
MORE["runny_nose"] = """
my nose is streaming
I've got the sniffles and need to wipe my nose
I've got a snotty nose
"""
MORE["saw_wood"] = """
I need to cut a plank of wood
cut this wood to length
cut the branch into logs
this piece of timber is too long
"""
MORE["scared_of_dark"] = """
my daughter won't sleep in the dark
the kids are frightened at night
the toddler's afraid of the dark
"""
MORE["scoop_ice_cream"] = """
serve the ice cream into bowls
the kids want ice cream after dinner
get some ice cream out of the tub for me
two balls of vanilla ice cream please
"""
MORE["scrape_ice"] = """
the windscreen's frozen
the car windows are covered in ice
get the frost off the windscreen
the car's iced over and I need to leave for work
"""
MORE["scrape_paint"] = """
scrape the flaky paint off the window frame
the old wallpaper needs stripping off
get the old varnish off the door
strip the paint off the old chair
"""
MORE["screw"] = """
tighten the loose screw on the cupboard door
the drawer handle's loose, screw it back on
the hinge screw has come out of the door
undo the screws on the battery cover
"""
MORE["scrub_dishes"] = """
wash up the dishes
the pans need scrubbing
scrub the burnt pot
there's a pile of washing up in the sink
"""
MORE["seal_boxes"] = """
seal the parcel before posting
the moving boxes need taping shut
seal up the boxes for the move
close the parcel box so it stays shut
"""
MORE["season_food"] = """
the soup needs salt
add some pepper to the stew
this pasta is bland, it needs seasoning
grind some pepper on my salad
"""
MORE["secure_load"] = """
tie the mattress onto the roof of the car
strap down the stuff on the trailer
the kayak needs tying on the roof rack
tie the Christmas tree to the car
"""
MORE["see_into_gap"] = """
I can't see what's behind the fridge
something fell down the back of the radiator and it's dark
I need to look under the bed but it's too dark
I can't see into the gap behind the washing machine
"""
MORE["serve_boiled_egg"] = """
I want a boiled egg with soldiers
my boiled egg is ready to eat
serve the kids their dippy eggs
I've got a soft-boiled egg for breakfast
"""
MORE["serve_breakfast"] = """
take breakfast up to mum in bed
carry the cups of tea through to the lounge
bring the plates out to the garden in one go
I want to carry the drinks to the table all at once
"""
MORE["serve_cake"] = """
slice the cake for the guests
give everyone a slice of cake
serve the wedding cake
"""
MORE["serve_soup"] = """
put the chilli into bowls for everyone
dish out the soup into bowls for everyone
spoon the chilli into bowls
the soup's ready to serve
"""
MORE["set_hair_rollers"] = """
I want curly hair without heat
curl my hair overnight
I want my hair set in curls like the old days
set my hair for the party
"""
MORE["set_table"] = """
the table needs laying for four
lay the table for Sunday lunch
the table needs setting for the guests
get the table ready for dinner
"""
MORE["sew"] = """
sew the button back on my shirt
the hem on my trousers has come down
there's a hole in my jeans that needs sewing
stitch up the rip in my coat
darn the hole in my sock
"""
MORE["shaky_drink"] = """
grandad spills his tea because his hands shake
mum can't hold her cup without spilling
dad's hands tremble and he drops his drinks
nan spills her coffee since her stroke
"""
MORE["sharpen_knife"] = """
the kitchen knife is blunt
sharpen the knives
this knife won't cut the tomatoes, it's blunt
the carving knife needs sharpening
"""
MORE["sharpen_pencil"] = """
my pencil needs sharpening
the coloured pencils need sharpening
my pencil's broken at the tip
"""
MORE["shave"] = """
I want to shave my legs
shave my face before work
I'm going to shave off my stubble
"""
MORE["shaving_lather"] = """
make a lather with the shaving soap
I'd like a proper lathered wet shave
I want a nice lather before I shave
"""
MORE["shift_load"] = """
move this pile of soil to the back
shift the sand to the other side of the garden
I need to move all these bricks
move the rubble off the drive
"""
MORE["shin_pads"] = """
my son's got football training and needs his legs protected
she's playing hockey and gets kicked in the shins
I'm playing football tonight and my shins get kicked
the kids have a football match on Saturday
"""
MORE["shred_documents"] = """
I want to shred my old bank statements
get rid of these letters with my details on
destroy these old bills
shred the old payslips
"""
MORE["sift_flour"] = """
sift the flour for the cake
dust the cake with icing sugar
the flour has lumps in it
sift the cocoa into the bowl
"""
MORE["ski_goggles"] = """
we're going skiing
I'm going snowboarding next week
the snow glare on the slopes hurts my eyes
it's snowing hard on the ski slope
"""
MORE["sledging"] = """
the kids want to go sledging
there's snow on the hill, let's go sledging
let's slide down the snowy hill
it's snowed and the kids want to go on the hill
"""
MORE["sleep_light"] = """
I can't sleep because it's too light
the light from the street keeps me awake
the sun wakes me up too early
the bedroom's too bright to sleep
"""
MORE["sleep_neck"] = """
I want to lie down on the sofa
my neck hurts when I sleep
I want to rest my head
I want to sit up in bed
"""
MORE["slice_bread"] = """
slice the bread
cut the loaf for sandwiches
cut some slices of bread
the baguette needs slicing
"""
MORE["slice_food"] = """
chop the carrots
cut up the onions for the stew
dice the tomatoes
chop the veg for dinner
"""
MORE["slugs_pet_safe"] = """
I want to stop slugs without harming the dog
keep the slugs away without poison, we've got a cat
stop the snails without chemicals, the hedgehogs come here
pet-safe way to stop slugs on the veg
"""
MORE["slugs_snails"] = """
the snails are eating my lettuce
the slugs have eaten my hostas
the snails are munching my lettuces
the slugs ate my seedlings overnight
"""
MORE["smoke_alarm"] = """
the fire alarm on the ceiling keeps bleeping
the smoke detector keeps chirping
the smoke alarm in the hall won't stop bleeping
"""
MORE["smooth_edge"] = """
sand down the rough edge of the shelf
this wood is splintery
smooth off the rough edge of the plank
the edge of the table is rough
"""
MORE["snuff_candles"] = """
the candles are still burning
put the candles out before bed
blow out the candles without smoke
"""
MORE["soften_laundry"] = """
the towels are rough after washing
make the washing soft
my clothes feel scratchy after the wash
I want soft fluffy towels
"""
MORE["solder"] = """
the wire's come off the circuit board
fix the broken wire on the circuit board
the wire's broken off the circuit board
the loose wire on the board needs reattaching
"""
MORE["soothe_baby"] = """
the baby needs settling
the baby's crying and won't sleep
calm the baby down
"""
MORE["sore_muscles"] = """
my muscles are sore
I've pulled a muscle in my back
my arms ache from the gym
"""
MORE["sore_throat"] = """
my throat hurts when I swallow
my throat is really sore
sore throat, it's killing me
"""
MORE["splinter"] = """
I've got a splinter in my finger
get the splinter out
there's a splinter in my hand
I've got a thorn in my thumb
"""
MORE["split_pills"] = """
cut the tablet in half
I need half a pill
split this tablet
the dog's tablet needs cutting in half
"""
MORE["sports_training_cones"] = """
set up a dribbling drill for the kids
mark out the race track on the field
I'm running a PE lesson on the field
"""
MORE["spread"] = """
put jam on my toast
spread peanut butter on my bread
put some butter on my toast
spread Marmite on my toast
"""
MORE["squeeze_juice"] = """
squeeze some oranges
I want freshly squeezed orange juice
juice the lemons
squeeze a lime into the drink
"""
MORE["stair_gate"] = """
the baby keeps crawling up the stairs
the toddler keeps trying to go down the stairs
block the stairs for the baby
"""
MORE["stamp_print"] = """
put our address on the envelopes with a stamp
stamp the kids' cards with pictures
I want to stamp patterns on the gift tags
"""
MORE["staple_upholstery"] = """
re-cover the chair seat
fix the fabric to the back of the chair
the material on the stool needs fixing back on
tack the fabric onto the frame
"""
MORE["sterilise_bottles"] = """
sterilise the dummies
the breast pump parts need sterilising
the baby's feeding bottles need sterilising for the night feed
the dummies need sterilising after being dropped
"""
MORE["stick_paper"] = """
stick the photos in the album
the kids want to stick paper for a collage
glue the photos onto the card
the page has come out of my book, stick it back in
"""
MORE["sticky_floor"] = """
the floor's all tacky
the kitchen floor's sticky from spilt juice
the tiles are sticky underfoot
the lino is grubby and sticky
"""
MORE["sticky_valves"] = """
the trumpet valves need oiling
my trombone slide is stiff
the cornet valves are sticking
"""
MORE["stir_cook"] = """
stir the risotto
stir the soup on the hob
keep the porridge stirred
"""
MORE["stir_drink"] = """
stir the milk into my tea
my hot chocolate needs stirring
stir the squash in my glass
mix the honey into my tea
"""
MORE["stop_splatter"] = """
the frying pan is spitting oil
the sausages are spitting fat everywhere
stop the oil splashing everywhere
"""
MORE["store_items"] = """
put the toys away
pack away the Christmas decorations
I need somewhere to keep the winter clothes
tidy the cables away into something
"""
MORE["straighten_hair"] = """
I want to straighten my hair
my hair's frizzy and I want it straight
make my hair straight for the party
"""
MORE["strain_cocktail"] = """
pour the cocktail but keep the ice back
strain the margarita into the glass
pour the shaken cocktail without the mint leaves
keep the ice out when I pour the martini
"""
MORE["strain_tea"] = """
strain the stock
the gravy's lumpy, strain it
get the pips out of the juice
strain the pulp out of the orange juice
"""
MORE["strength_training"] = """
I want to build muscle in my arms
I want to work out my arms and shoulders
I want to get stronger at home
I want stronger arms
"""
MORE["strip_wire"] = """
strip the plastic off the end of the wire
I need to bare the ends of the cable
take the insulation off the wire
strip the speaker wire ends
"""
MORE["strum_guitar"] = """
my thumb hurts from strumming
strumming with my fingers sounds dull
I want to strum chords on my acoustic
"""
MORE["stuck_lid_pot"] = """
the rice is stuck to the bottom of the pan
the egg's stuck to the frying pan
the porridge has stuck to the bottom of the pan
the cake's stuck in the tin
"""
MORE["stuck_zip"] = """
the zip on my jacket is jammed
my coat zip won't go up
the zip on my suitcase is stuck
my fly's stuck
"""
MORE["stuffy_room"] = """
the room is too hot and stuffy
it's boiling in the bedroom
I need to cool down the room
it's so stuffy in the office
"""
MORE["sun"] = """
it's really sunny and I'll get burnt
I'm going out in the sun all day
the sun's strong at the beach today
the kids will burn in the sun
"""
MORE["swat_insect"] = """
there's a fly in the kitchen
kill that fly
there's a wasp buzzing round
a mosquito's buzzing in the bedroom
"""
MORE["sweep"] = """
there are crumbs all over the kitchen floor
the floor's covered in dirt
sweep up the mess on the floor
"""
MORE["sweep_outside"] = """
the porch is covered in dirt and leaves
sweep the path to the front door
the garage floor needs sweeping
"""
MORE["swelling"] = """
I twisted my ankle and it's puffed up
I've got a lump on my head
my knee's swollen
"""
MORE["swim_eyes"] = """
I'm going swimming and the chlorine hurts my eyes
I want to see underwater
I'm going snorkelling
the pool water stings my eyes
"""
MORE["swim_float"] = """
my daughter can't swim yet
the kids are going in the pool but can't swim
I want to practise kicking my legs in the pool
"""
MORE["take_photo"] = """
take a picture of the sunset
get a photo of us together
snap a picture of the kids
take a photo of the garden
"""
MORE["teething_baby"] = """
the baby's got a tooth coming through
the baby's gums are sore from teething
the baby's chewing everything because of her teeth
"""
MORE["tenderize"] = """
flatten the chicken breasts
bash the steak to tenderise it
beat the pork chops thin
pound the veal flat
"""
MORE["test_doneness"] = """
check the cake's cooked
is the turkey done
check if the pork is cooked
"""
MORE["thirst"] = """
can I have a drink
I'm really thirsty
my mouth's so dry, I need a drink
"""
MORE["tidy_cables"] = """
the cables behind the TV are a mess
tidy up the wires under my desk
the cables are all tangled
bundle up the loose wires
"""
MORE["time_activity"] = """
time my run
I want to time how long I can hold a plank
time the kids' race round the garden
time how long it takes me to swim a length
"""
MORE["time_cooking"] = """
time the pasta for ten minutes
the cake needs taking out in forty minutes
the rice needs twenty minutes
"""
MORE["tiny_screw"] = """
my glasses arm is loose
I need to open my watch back
the little screw on my glasses keeps coming loose
"""
MORE["toddler_drink"] = """
the toddler wants a drink
my toddler's thirsty
give the little one some milk
my toddler wants water
"""
MORE["top_up_car"] = """
top up everything under the bonnet
the car needs all its levels checking
fill up the car's fluids before the long drive
"""
MORE["top_up_coolant"] = """
the car's overheating
the engine temperature's too high
the car's temperature needle is in the red
the engine's running hot
"""
MORE["top_up_mower_oil"] = """
the mower's low on oil
put oil in the lawnmower
the mower's oil is low
the lawnmower's engine oil needs topping up
"""
MORE["top_up_oil"] = """
the car's oil light is on
put some oil in the car engine
put engine oil in the car
the car's oil level is low
"""
MORE["top_up_screenwash"] = """
the windscreen washer's empty
the windscreen washers aren't squirting
the windscreen washer bottle's empty
"""
MORE["toss_salad"] = """
toss the salad with the dressing
mix the salad
give the salad a toss
"""
MORE["train_dog"] = """
teach the dog some tricks
the puppy needs training
I want to teach my dog to come back
"""
MORE["trash"] = """
the rubbish bin's full
empty the kitchen bin
empty the bin
the bin bag's full, take it out
"""
MORE["treat_wood"] = """
oil the garden furniture
treat the shed to protect it
protect the wooden shed from the weather
the decking needs treating before winter
"""
MORE["trim_beard"] = """
my beard's gone scraggly and wants tidying
my moustache needs a trim
my beard's getting long, I want it trimmed
tidy up my moustache
"""
MORE["trim_edges"] = """
trim the edges of the lawn
the grass along the fence needs strimming
the lawn edges need tidying
"""
MORE["trim_plant"] = """
deadhead the roses
deadhead the flowers in the pots
snip the brown leaves off the plant
cut back the herbs on the windowsill
"""
MORE["tune_instrument"] = """
my guitar's out of tune
tune the violin
the ukulele needs tuning
"""
MORE["turn_with_tongs"] = """
turn the sausages on the barbecue
flip the steak over
turn the chicken on the grill
turn the bacon over
"""
MORE["tv_remote"] = """
turn the telly up
turn down the TV
turn the telly off
put the football on the TV
the TV's too loud, turn it down
"""
MORE["tyre_pressure"] = """
check the car tyres
the car tyres look a bit flat
the tyre pressure light is on
"""
MORE["unblock_toilet"] = """
the loo won't flush
unblock the toilet
the toilet won't flush and it's filling up
"""
MORE["unclog_drain"] = """
the sink's blocked
the shower won't drain
the bath plughole is blocked
the kitchen sink won't drain
"""
MORE["uncork_wine"] = """
get the cork out of the wine
I can't get the cork out
open the red wine
"""
MORE["untangle_knot"] = """
my necklace is knotted
there's a knot in my chain
untie this knot in my shoelace
my fishing line's tangled in a knot
"""
MORE["use_spacer"] = """
grandad can't use his puffer properly
my son can't breathe in his asthma medicine properly
the nurse said to use the chamber thing with her asthma puffs
grandad can't time the puff with his breath
"""
MORE["vacuum_carpet"] = """
the carpet needs hoovering
the carpet's covered in dog hair
the carpet needs cleaning, it's full of fluff
the lounge carpet is covered in crumbs
the rug's full of cat hair
"""
MORE["video_games"] = """
let's play FIFA on the console
let's play on the games console
I want a go on the console
"""
MORE["waist_support"] = """
my lower back hurts on this chair
my back hurts sitting at the desk
support my lower back on the sofa
"""
MORE["wake_up"] = """
I don't want to oversleep tomorrow
make sure I'm up for work tomorrow
I need waking up at five tomorrow
make sure I don't sleep in tomorrow
"""
MORE["walk_dog"] = """
let's walk the dog
time for the dog's walk
the dog wants to go for a walk
let's take the puppy out for a walk round the block
"""
MORE["walkie_talkie"] = """
we need to talk across the field
I want to keep in touch with the kids in the woods
I want to keep in touch with the kids at the other end of the park
"""
MORE["walking_aid"] = """
my dad struggles to walk
mum can't walk without support
I need help walking after my operation
"""
MORE["warm_baby_milk"] = """
the baby's milk is too cold
warm the breast milk for the baby
the baby's bottle is cold from the fridge
warm up the milk for the baby's feed
"""
MORE["warm_room"] = """
the room is cold
warm up the bedroom
the living room is freezing
it's cold in the spare room
"""
MORE["wash_body"] = """
I want to have a wash
wash my back for me
I want a good scrub in the bath
I need to wash myself in the shower
"""
MORE["wash_car"] = """
the car's dirty
clean the car
the car's filthy, give it a wash
clean the mud off the car
"""
MORE["wash_clothes"] = """
do the washing
my clothes need washing
the washing basket is full
my jeans need washing
"""
MORE["wash_hands"] = """
I need to wash my hands
wash the kids' hands
the kids need to wash their hands before tea
I need to clean my hands
"""
MORE["wash_walls"] = """
the walls are greasy
clean the walls before we decorate
wash down the kitchen walls
"""
MORE["wasps_nest"] = """
there's a wasps' nest
wasps are building a nest under the roof
there's a wasps' nest by the back door
get rid of the wasps nesting in the shed
"""
MORE["water_cut"] = """
the water's off
there's no water
the water's been off all day
the taps have gone dry, there's no water
"""
MORE["water_garden"] = """
water the flower beds
give the garden a water
the veg beds need watering
the flower beds are dry
"""
MORE["water_plants"] = """
the pot plants are dry
the pot plants need a drink
give the houseplants some water
the plants on the windowsill are dry
"""
MORE["weigh"] = """
weigh the sugar for the cake
how heavy is this
I need 200 grams of butter
"""
MORE["weigh_luggage"] = """
how heavy is my suitcase
weigh my bag for the flight
is my case too heavy
weigh the luggage before we go
"""
MORE["whisk_eggs"] = """
beat the egg whites
beat the eggs
beat the eggs until they're frothy
whip the egg whites stiff
"""
MORE["wine"] = """
I'd like some wine
pour the wine
I'd like a glass of red
let's have some wine with dinner
"""
MORE["wipe_baby_face"] = """
the baby's face is dirty
clean the toddler's face
wipe the baby's mouth
"""
MORE["wipe_spill"] = """
I've spilt my drink
there's milk spilt on the table
clean up the spilt juice
"""
MORE["wipe_whiteboard"] = """
wipe the board
wipe the whiteboard clean
clear the writing off the board
the whiteboard needs wiping
"""
MORE["wobbly_table"] = """
stop the table wobbling
the table rocks
the kitchen table rocks when I lean on it
the table leg is short and it wobbles
"""
MORE["worm_pet"] = """
worm the dog
worm the puppy
give the cat her worming treatment
"""
MORE["wound"] = """
I've grazed my knee
I cut myself
I've cut my hand
my son's grazed his knee
"""
MORE["wrap_gift"] = """
I need to wrap a birthday present
wrap the Christmas presents
wrap this gift
"""
MORE["write_note"] = """
write this down
take a note
jot this down for me
I need to write a shopping list
"""
MORE["write_whiteboard"] = """
write the chores on the board
write the shopping list on the board
write the chores on the wipe-clean board
put the menu on the board
"""
