"""Intents, part S10 (session 10): needs that sit next to each other in the embedding space
(cold hands vs cold feet, a parched throat vs a sore one) get phrasings that tell them apart.
Filled by this session's intent helper; tables MORE and DROP.

Chosen from the most frequent confusions of `aide cv --verbose` on the session-9 base
("N  truth read as other"): the thinner side gets phrasings that say what distinguishes it;
a phrasing that belonged to the neighbour moves there (DROP on the old side, MORE on the new).
Phrasings are hand-written everyday English (British and American), indirect, no tool names,
and none is copied from an evaluation set.

Measured (`aide cv --no-labels`, aide-s10cv; the base grew, so the new phrasings are new
held-out items and the numbers are not strictly comparable): intent top-1 0.658 -> 0.663,
tool hit 0.703 -> 0.705; dev split TSR/ASR 0.98 / 0.94 unchanged. Pairs left as they are
because the confusion costs no tool (the reader's first tool is also the truth's): leaky_joint
/ bolt (wrench), video_games / play_games (game), reach_high / climb_up (step stool),
prune / saw_wood (hand saw), serve_soup -> eat_soup (spoon), blocked_nose -> runny_nose
(tissues), feed_toddler -> messy_eater (bib).
"""

from intents_a import intent, I  # noqa: F401

# Existing intent -> phrasings appended (one per line, as in intents_g.MORE).
MORE = {
    # cold hands (gloves, hot water bottle, a hot drink) were read as cold feet (socks,
    # slippers): hands and fingers of other people, indoors as well as out.
    "cold_hands": """
grandma's fingers are icy cold
my mum's hands are freezing to the touch
the baby's little hands feel really cold
my knuckles ache with the cold
I can't hold my pen properly, my fingers are frozen
my hands are too cold to type
the kids' fingers are frozen from playing outside
dad's hands are like blocks of ice after the allotment
my fingers went numb scraping the car windscreen
I can barely bend my fingers, they're that cold
my palms are freezing even indoors
my hands have gone purple with cold
""",
    # the feet side, with people and places the hands side now has too.
    "cold_feet": """
my toes are frozen in these thin boots
the baby's feet are chilly in the pushchair
grandad's toes are always cold in his chair
I can't feel my toes after standing at the bus stop
my feet are cold in bed every night
the bathroom floor is freezing on my toes
""",
    # thirst read as a sore throat: a dry throat or mouth that wants a drink, not medicine.
    "thirst": """
my throat is dry as a bone
my throat feels dusty, I need a drink
my mouth and throat are completely dry after the walk
I'm gasping for a drink
my throat is crying out for something cold to drink
I've talked all afternoon and my mouth has gone dry
my lips are stuck together, I'm that thirsty
the heat has left me desperate for a drink
""",
    # sore throat: pain, illness, swallowing hurts.
    "sore_throat": """
it's agony to swallow
my throat feels like I've swallowed broken glass
my glands are up and my throat hurts
swallowing feels like razor blades this morning
my little girl says her throat hurts when she eats
I woke up with a red, painful throat
my throat is inflamed and I feel fluey
I've got a throat infection coming on
""",
    # runny nose (tissues) read as blocked nose (nasal spray): dripping and wiping.
    "runny_nose": """
my nose is running like a tap
there's snot dripping down his lip
my nose keeps dribbling
I keep having to wipe my nose
the toddler's nose is all runny and crusty
I've got a drippy nose
my nose is streaming and I'm sneezing everywhere
grandpa's nose drips when he comes in from the cold
my nose is running down my face
she's wiping her runny nose on her hands
""",
    # mowing the whole lawn read as trimming the edges (strimmer).
    "mow_lawn": """
the whole lawn is overgrown
the grass in the front garden is getting long
the back lawn looks scruffy all over
it's time for the first cut of the year
the lawn is full of dandelions and far too long
the garden needs its weekly grass cut
the grass is up to my ankles across the whole lawn
the big lawn out the back hasn't been cut since May
""",
    # washing up (sponge, brush) read as loosening stuck food while cooking (spatula).
    "scrub_dishes": """
the food has burnt onto the bottom of the pan
there's food glued to the pan surface
the pan needs a good scrub after the curry
the washing up is full of pans with baked-on gunk
the casserole dish won't come clean
I soaked the pot overnight and it's still crusted
the grill pan is filthy after the sausages
the pots are still dirty after the dishwasher
the milk pan has a burnt crust that won't wash off
the frying pan's caked in burnt fat from yesterday
the bottom of the pan is black with burnt-on grease
the roasting pan has old burnt fat welded to it
""",
    # stuck food that is still to be eaten (spatula), not washing up or lining a tin.
    "stuck_lid_pot": """
the cake has baked but it's welded to the tin and I need to ease it out
the brownies are done but stuck fast in the pan
the pancake has stuck and I can't get under it to lift it
the fish fillets are stuck to the tray and I want them out in one piece
the fried eggs have stuck to the pan and I want to serve them
the biscuits are baked and won't come off the sheet
""",
    # lining a tin before it goes in the oven (baking paper, foil), not stuck food after.
    "line_tin": """
before the mixture goes in, the tin needs preparing so nothing sticks
I'm about to bake and don't want anything sticking to the tray
the tray needs covering before the chicken goes in the oven
I want the bottom of the tin covered so the cake lifts out later
the cookie dough is ready to go on the tray but the tray is bare
the roast potatoes always stick, so the tin needs covering first
""",
    # sticking paper read as cutting it.
    "stick_paper": """
the corner of the poster needs sticking back down
I want to fix this drawing into my sketchbook
the envelope flap won't stay shut
the kids want to make a scrapbook of the holiday
I want the photo to stay put on the card
the paper lantern has come unstuck at the seam
the birthday banner has come apart at the join
the torn map needs holding together along the rip
""",
    # dirty washing (detergent) read as hanging wet washing out (pegs, airer).
    "wash_clothes": """
the dirty washing needs to go in the machine
the laundry basket is full of dirty things
everything smells of bonfire smoke and needs washing
the kids' uniforms are filthy after the week
I need clean clothes for tomorrow and everything is dirty
the muddy rugby kit has to be washed before Saturday
""",
    # flattening meat (mallet) read as jointing or carving it (knife).
    "tenderize": """
the pork escalopes are too thick and need bashing out
the beef for the stir fry is tough as old boots
I want the chicken thin for a katsu curry
I'm doing chicken kiev and the breasts need to be flat
the veal needs thinning out for escalopes
the cheap steak will be chewy unless I soften it up
I want to flatten the lamb steaks before they go on the grill
the chicken fillets need to be the same thickness all over
""",
    # the time of day (clock, watch) read as timing the cooking (kitchen timer).
    "check_time": """
what's the time now
have I got time before the train
is it nearly bedtime
how long have I got before the meeting starts
I haven't got my watch on and don't know the time
grandad keeps asking what time it is
I need to know if it's time to pick the kids up
the clock in here has stopped and I don't know what time it is
""",
    "time_cooking": """
I need a reminder to take the cake out in twenty minutes
""",
    # keeping documents in one place (folder) read as fastening pages (stapler, clips).
    "file_documents": """
I need to store the mortgage paperwork properly
the children's school reports need keeping somewhere tidy
my pension letters should be put away in order
the recipes I've printed out need a home
the insurance documents are stuffed in a kitchen drawer
I want to keep my CV and references neat for the interview
the kids' drawings need keeping flat and safe
the tax papers have to be kept for years
""",
    # trimming or picking a plant (scissors) read as watering it.
    "trim_plant": """
the mint is taking over the pot
the fern has dead fronds all over it
the pot of daisies has finished flowering
the little bonsai needs shaping
I want a few sprigs of rosemary for the lamb
the parsley is going leggy and needs cutting back
the basil needs pinching out at the top
the peace lily has yellow leaves that look untidy
""",
    # feeding a hungry toddler (spoon, bowl) read as keeping a messy eater clean (bib).
    "feed_toddler": """
the little one is hungry and his mashed banana is ready
it's time for the baby's lunch
my daughter needs feeding her yoghurt
the toddler wants his cereal
he's crying for his dinner
the baby's mashed carrot has cooled down enough to eat
""",
    # keeping insects off (repellent) read as soothing bites (cream).
    "repel_insects": """
we're walking by the river at dusk and the midges will be out
I don't want the mosquitoes to get me tonight
we're off somewhere tropical and I'm worried about mozzies
the horseflies at the stables are vicious
the gnats are swarming round my head
we're having a barbecue and the bugs always find me
the kids are going out to play and the mosquitoes are bad this year
I'm worried about ticks in the long grass on the hike
""",
    # putting a framed picture, mirror or clock on the wall (hammer) read as fingernails or
    # as putting paper up with putty and tape.
    "hang_picture": """
the heavy mirror needs fixing to the wall
I want the framed wedding photo up above the bed
the new canvas print needs hanging in the lounge
the picture hook needs knocking into the wall
I want to hang the framed certificate in the study
the big oil painting needs to go up in the dining room
the wall clock should go up above the kitchen door
the framed map needs putting up on the landing
""",
    # eating a meal in front of you (fork) read as cooking it on the hob (saucepan).
    "eat_meal": """
my plate of spaghetti is getting cold
I'm at the table with my dinner in front of me
the curry's dished up and I'm ready to eat
the noodles are in the bowl and I'm starving
my salad's on the plate, I just need to get stuck in
the lasagne is served and everyone's sitting down
""",
    # brushing tangled hair (hairbrush, comb) read as keeping it off the face (clip, band).
    "hair": """
my hair is full of tangles after swimming
the little one's curls are matted at the back
I want my hair smooth and tidy for the interview
my hair looks like I've been dragged through a hedge
my daughter's hair is all knotted after her sleep
I need to get the knots out before I wash it
""",
    # picking up things you don't want to touch or bend for (grabber, gloves), not bagging rubbish.
    "pick_litter": """
there's something nasty on the path and I don't want to touch it
I can't bend down to pick up the rubbish by the gate
there's a dirty nappy someone dumped in the hedge
my back won't let me pick up the litter on the lawn
there's a smashed jar on the pavement outside
the crisp packets are stuck in the brambles where I can't reach
""",
    # protecting lungs (mask) read as dusting.
    "mask_protect": """
I'm about to cut tiles and the air will be full of grit
the old garage roof I'm taking down might have asbestos in it
I don't want to breathe in the fibres from the loft insulation
I'm sanding the skirting and my chest gets tight from the dust
the plaster dust from the building work gets in my throat
I want to keep the dust out of my lungs while I clear the shed
""",
    # browning bread (toaster) read as buttering it (knife).
    "make_toast": """
the bread needs browning for breakfast
I want my bread crunchy and golden
the crumpets need heating until they're crisp
the sliced bread is soft and I'd like it crisp
the muffins for breakfast need warming until golden
I want a couple of slices done for beans on toast
""",
    # a hungry pet (bowl, food) read as a bored cat (toy).
    "feed_pet": """
the cat keeps meowing at the fridge
the kitten's tummy is rumbling
the cat is pestering me because she hasn't been fed
the cat keeps headbutting the cupboard where her food is
the kitten is crying by her empty bowl
the old cat wants his supper
""",
    # a dirty nappy (nappy, wipes) read as a messy eater (bib).
    "change_baby": """
the baby's nappy needs doing before we go out
the little one's done a poo
the baby has wet through her sleepsuit
the baby is wriggling on the mat with a dirty bottom
the toddler's trousers are wet from an accident
I need to get the baby clean and dry
""",
    # catching bits in a liquid (strainer, colander) read as stirring it (wooden spoon).
    "strain_tea": """
the lumps need catching before the gravy goes in the jug
I want the pips out of the lemon juice
the custard has bits of cooked egg in it that need taking out
the homemade stock is cloudy with bits of vegetable
the pulp needs separating from the orange juice
""",
    "joint_meat": """
I'd like to carve the roast
""",
    # cooling a bake that is done (rack) read as lining the tin before baking.
    "cool_baking": """
the cake is out of the oven and needs somewhere to cool
the biscuits are baked and still soft and warm
I've just turned the loaf out and it's piping hot
the tarts are done and need to cool before the fridge
the fruit cake has come out and is too hot to wrap
the pastries are steaming hot straight from the oven
""",
    # levering something open or up (crowbar) read as scraping paint off.
    "pry": """
the lid of the old toolbox is rusted shut and needs levering
the floor tile is loose and I want to lift it up
the nailed-down lid of the tea chest won't come off
the drawer is jammed shut and won't budge
the bath panel needs easing off to get at the pipes
the fence post is stuck in the ground and needs levering out
""",
    # mending a tear or a seam (sewing kit) read as trousers that are too loose (belt).
    "sew": """
the stitching has come undone on my trousers
there's a rip down the seam of my jeans
the sleeve of my cardigan is coming away from the shoulder
my coat lining has torn
the knee of the school trousers needs patching
my shirt has a little tear by the pocket
""",
    # writing words on paper (pen) read as posting a letter (envelope, stamps).
    "write_note": """
I want to write a few lines on the back of the photo
I need to write my name in the kids' school books
I want to copy the recipe down before I forget it
I need to write the answers on the quiz sheet
I'm writing a card for grandad and need to put something in it
I need to fill in the backs of the holiday postcards
""",
    # zest and fine shreds (grater) read as juicing a lemon.
    "grate_cheese": """
the cake wants the yellow skin of a lemon in fine little bits
the lime peel needs to go into the dressing in tiny flecks
the icing needs some orange peel in it, finely shaved
I want a little ginger in fine shreds for the stir fry
I need the zest of a lemon for the drizzle cake
the recipe calls for lime zest
the lemon needs zesting for the cheesecake
the block of parmesan needs turning into a fluffy pile for the pasta
the cheddar block needs shredding for the jacket potatoes
""",
    # a pan on fire (extinguisher, lid, damp towel) read as a burnt pan to scrub, once the
    # washing-up side said "burnt" more often: flames and smoke, said urgently.
    "pan_fire": """
the oil's caught and there are flames on the hob
help, the frying pan is blazing
there's a fire on the cooker
the pan of oil was smoking and now it's gone up
the chips are alight in the pan
flames are licking up from the wok towards the extractor
the deep fat fryer has caught fire
the butter in the pan has burst into flames
the pan's on fire and the flames are getting bigger
grandad left the pan on and there are flames coming off it
""",
    # playing with a dog (ball, rope toy) read as walking it (lead).
    "play_with_pet": """
the puppy wants someone to throw something for him
the lab won't leave me alone until I throw something
the dog is bored in the garden and wants a game
the collie needs something to chase round the garden
the spaniel wants a game of tug
it's raining and the dog needs some fun indoors
""",
    # trousers that won't stay up (belt) read as mending them (sewing kit).
    "loose_trousers": """
I've lost weight and nothing fits round the middle any more
these hand-me-down trousers are too big round his waist
my combat trousers slip down every time I bend over
my jeans sag off my hips when I walk
""",
    # protecting clothes before the mess (apron) read as washing them after.
    "protect_clothes_cooking": """
I'm about to start cooking and I'm still in my work shirt
I want to keep my clothes clean while I make the gravy
the kids are helping with the baking in their good clothes
I'm icing the cake and don't want it on my jumper
""",
    "itchy_skin": """
the kids come in from the garden covered in bites
""",
}

# Existing intent -> phrasings taken off it (not moving to a new intent).
DROP = {
    # carving a roast belongs with jointing and carving meat (moved to joint_meat)
    "slice_food": """
I'd like to carve the roast
""",
    # cold feet, not the whole person (cold_feet has it too; it was kept here as the first copy)
    "cold_person": """
my feet are like ice
""",
    # burnt on food to wash off (moved to scrub_dishes)
    "stuck_lid_pot": """
the food has burnt onto the bottom of the pan
there's food glued to the pan surface
""",
    # a cooking timer (moved to time_cooking)
    "check_time": """
I need a reminder to take the cake out in twenty minutes
""",
    # bites already had: soothing them (moved to itchy_skin)
    "repel_insects": """
the kids come in from the garden covered in bites
""",
}
