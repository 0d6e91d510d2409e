"""Intents, part S17C (session 17): filled by this session's phrasing helper (see
intents_s13a.py for the formats).

MORE: phrasings appended to existing intents. EXTRA_TOOLS: acceptable tools appended.
New intents are declared with intent(...) as in intents_s14c.py.
Phrasings are hand-written everyday English (British and American), indirect, no tool names:
colloquial and regional words the phrasings lacked (loo, cuppa, motor, specs, mozzies),
accidents told after the fact (a burn, a spill, a bite already itching) and situations
described instead of the need (a bike left in town, a tremor that spills drinks).
New intents for needs no intent covered, each with catalog objects no intent listed:
locking a bike, swimming goggles, wiping a child's face after eating, a drink for shaky
hands, feeding garden birds, a damp room, dry air, being seen in the dark, a child scared of
the dark.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- needs no intent covered
intent("lock_bike", "fasten:7 seal:3 strike:1", "bicycle lock",
       "garage shelf|coat rack|closet|drawer|storage bin", """
my bike's going to be parked in town all afternoon
I'm cycling to the station and the bike will be there all day
my bike was stolen from outside the gym last month
I don't want anyone riding off on my bicycle while I'm in the café
the kids are leaving their bikes at the school gates
I'm chaining my bike to the lamp post in town
the bike has to stay in the communal hallway overnight
there's been a spate of bike thefts round here
I'm parking my scooter outside the library for the afternoon
I want the bikes in the front garden to be safe overnight
""")

intent("swim_eyes", "seal:5 care:6", "swimming goggles",
       "drawer|closet|storage bin|car boot", """
I'm going swimming and hate blurry stinging eyes in the water
I want to see underwater when we snorkel on holiday
I'm doing lengths at the baths tonight and my eyes always sting afterwards
the kids want to look at the fish under the water at the beach
I hate getting pool water in my eyes when I do front crawl
my daughter's swimming lesson is tomorrow and she won't put her face in
I want to open my eyes under the water at the lido
my eyes go bloodshot every time I swim
""")

intent("wipe_baby_face", "liquid:2 wipe:8 care:6", "wet wipes|napkin|paper towel|rag|towel",
       "changing bag|kitchen drawer|drawer|cabinet", """
the baby's got porridge all round her mouth and on her fingers
my toddler has finished his lunch and has ketchup smeared across his cheeks
the little one's hands are sticky with melted chocolate
she's been eating a mango and her face is covered in juice
his face is a mess of baby rice after his feed
the kids have ice lolly dripping down their chins
the baby's hands are all gooey from the rusk
my son has jam all over his face and hands after his sandwich
the baby has pureed carrot in her eyebrows and on her hands
""")

intent("shaky_drink", "liquid:8 seal:4 care:4 carry:3", "sippy cup|mug|thermos|drinking straw",
       "cabinet|dish rack|kitchen drawer", """
Dad's hands tremble so much his drinks end up down his front
Nan keeps spilling her drinks since her stroke
my mum's arthritis means she can't grip a cup without it slopping over
Grandpa's hands are shaky and he can't hold a full cup of coffee steady
since the illness she can only manage a drink if it can't spill
my husband's hand tremor makes every cup of tea a disaster
she's weak on one side and keeps knocking her drink over when she lifts it
Granny's grip isn't strong enough for an ordinary cup any more
""")

intent("feed_birds", "carry:3 scoop:2 care:2", "bird food|bird feeder",
       "garage shelf|pantry|storage bin|cabinet", """
the garden birds look hungry now it's winter
I want to attract more birds to the garden
the blue tits keep coming to the window looking for something
the feeder in the tree is empty
the sparrows are hopping about the patio looking for scraps
it's snowing and the little birds have nothing to eat
I'd like to see the finches at the bird table again
""")

intent("damp_room", "liquid:3 care:3", "dehumidifier",
       "closet|storage bin|garage shelf|cabinet", """
the windows are running with condensation every morning
there's black mould coming back on the bedroom ceiling
the spare room smells musty and damp
the washing drying indoors is making the walls wet
the clothes in the wardrobe smell mouldy
the basement feels clammy and wet
""")

intent("dry_air", "liquid:3 cold:1 care:4", "humidifier",
       "closet|storage bin|cabinet", """
the central heating makes the air so dry my throat hurts in the morning
my skin and lips feel parched from the heating in the bedroom
the baby's nose is crusty and the nursery air feels dry
I wake up with a dry nose every night in winter
the air in the office is so dry my eyes sting
""")

intent("be_seen", "light:4 care:4", "hi-vis vest|flashlight|headlamp",
       "coat rack|closet|car boot|drawer", """
I'm cycling home in the dark and drivers can't see me
I'm walking along a country lane at night with no pavement
I'm going running after dark on the roads
the kids are walking to school in the winter gloom
I've broken down on the hard shoulder and need to get out of the car
I'm marshalling cars at the school fete
""")

intent("scared_of_dark", "light:5 care:4", "night light|led candle|flashlight",
       "drawer|nightstand|storage bin|cabinet", """
my little boy is frightened of the dark at bedtime
my daughter won't sleep without a bit of light on
the toddler wakes up scared because the room is pitch black
the kids say there are monsters when the light goes out
I want a soft glow in the nursery for the night feeds
Grandma gets confused in the dark on the way to the loo at night
""")


# ---------------------------------------------------------------- phrasings for existing intents
MORE = {}


def _more(d):
    for k, v in d.items():
        MORE[k] = MORE.get(k, "\n") + v.strip("\n") + "\n"


_more({
"strain_cocktail": """
the shaken drink is full of ice shards and mint bits
I only want the liquid from the shaker in the coupe, not the ice
there are lime pips and crushed ice I don't want in the margarita
""",
"asthma_preventer": """
I haven't had my brown puffer yet today
the nurse said I mustn't skip my twice-daily steroid puffs
it's time for my regular morning asthma dose
""",
"move_pizza": """
how do I get the raw pizza onto the hot stone without it folding up
the pizza's done and I need to whip it out of the wood-fired oven
""",
"own_adrenaline": """
I've been stung by a bee and I'm allergic, my lips are swelling
he's having a bad reaction to the shrimp and can barely breathe
""",
"remove_staples": """
I've stapled the wrong pages together
the photocopier won't take these sheets while they're clipped together with metal
""",
"rinse_aid": """
the glasses are coming out of the machine cloudy and spotty
the rinse light on the dishwasher has come on
everything's still wet and streaky when the dishwasher finishes
""",
"roller_paint_tray": """
the emulsion needs decanting into something shallow so I can load the roller
I can't dip a roller into a tin this narrow
""",
"contact_lenses": """
my contacts are dry and gritty and I need to rinse them
I've just taken my lenses out and they need soaking overnight
I've run out of the stuff I keep my lenses in
""",
"crisp_shirt": """
my collar's gone limp and floppy
I want my shirt collar to stand up stiff for the wedding
""",
"crispy_pizza": """
the base of my homemade flatbread is always pale and bendy
I want the pizza crust crunchy underneath like a proper pizzeria
""",
"cut_on_mat": """
I'm going to be slicing card with a scalpel on the kitchen table
I don't want to scratch the desk while I trim these photos with a blade
""",
"filter_coffee": """
I've got ground coffee but nothing to catch the grounds
the percolator basket needs a paper liner
""",
"finish_sealant": """
the bead of mastic round the sink looks lumpy and messy
I've just squeezed a line of silicone along the worktop and it's wobbly
""",
"fleas_in_house": """
I keep getting bitten on the ankles on the living room rug since the dog came back from kennels
there are tiny black jumping things in the carpet
""",
"loose_dentures": """
nan's teeth keep clacking and falling down when she talks
my plate wobbles every time I bite into an apple
""",
"make_waffles": """
I fancy those crispy square breakfast things with the little holes
the kids want Belgian-style brunch with berries and cream
""",
"oven_temp": """
my cakes always burn even though I follow the recipe temperature
I'm not sure the oven dial is accurate any more
""",
"own_insulin": """
I need my jab before dinner, my sugars are high
it's my mealtime dose of the diabetic injection
""",
"pet_teeth": """
the dog's gnashers are brown with tartar
the cat's mouth smells awful and the vet says her teeth need cleaning
""",
"polish_car": """
I want the motor gleaming for the wedding tomorrow
the paintwork's gone flat and chalky and needs a shine
""",
"quit_smoking": """
I'm trying to pack in the fags and I'm climbing the walls
I'm off the ciggies and desperate for one
""",
"run_dishwasher": """
the dishwasher's full, let's get it going
what do I put in the little flap so the dishwasher actually cleans
""",
"serve_boiled_egg": """
my dippy egg keeps rolling about on the plate
I've done a runny egg for the little one with toast fingers
""",
"stamp_print": """
every envelope needs our return address put on it the quick way
I want to mark PAID on all these receipts
""",
"sterilise_bottles": """
the baby's feeding bottles need sterilising before the next feed
the teats need making germ-free for the newborn
""",
"worm_pet": """
the puppy's bum is itchy and he's dragging it on the carpet
the cat's due her three-monthly deworming
""",
"write_whiteboard": """
I want to put the shopping list up on the board on the fridge
the meeting agenda needs writing up on the wall board
""",
"bath_soak": """
I want a long hot soak to ease my aching body
I've had a horrible week and fancy a proper pamper in the tub
""",
"condition_hair": """
my hair's like straw after the holiday
my hair is all knots and frizz after washing
""",
"false_nails": """
one of my acrylics has pinged off
my stick-on nail popped off at work
""",
"feed_pet": """
the guinea pig has nothing to eat
the tortoise hasn't had his greens today
""",
"fill_iron": """
the iron's spitting and the little tank is dry
the steamer has run out of water
""",
"head_lice": """
I can see little eggs stuck to my daughter's hair and she won't stop scratching
there's a letter from school saying there's an outbreak of nits in her class
""",
"make_cocktail": """
I'm making mojitos for the girls tonight
everyone's coming round for drinks and I want to mix something fancy
""",
"make_ice": """
there's nothing in the freezer to cool the drinks
I want to freeze some water into little blocks for the lemonade
""",
"period": """
I've come on and I'm caught short
it's my time of the month and I've got nothing with me
""",
"remove_nail_polish": """
I want to take off last week's manicure
my toenail paint is all chipped and I want it gone
""",
"set_hair_rollers": """
I want big bouncy curls without using heat
I want my hair to have volume like a seventies blow-dry
""",
"shaving_lather": """
the stubble needs softening before the blade goes on
I want to whip up some foam for a wet shave
""",
"top_up_car": """
the engine's thirsty and I've got a long motorway drive tomorrow
the car's fluids need checking before our road trip
""",
"use_spacer": """
the little one can't get the medicine from his puffer into his lungs properly
the nurse said to use that plastic tube thing for his asthma
""",
"wash_body": """
I can't scrub my back in the shower
I want a proper scrub down in the bath
""",
})

_more({
"apply_makeup": """
my face looks blotchy and I want an even base before going out
I want to do a full face for the party tonight
""",
"caulk_gaps": """
there's an ugly gap between the window frame and the plaster inside
the joint between the architrave and the wall has opened up
""",
"check_tread": """
the car's MOT is due and I'm worried the tyres are bald
the tyres look a bit smooth, are they still legal
""",
"crimp_connector": """
the car stereo wire needs a proper clip-on terminal fitted
I need to join these two cables with a metal sleeve squeezed on
""",
"decorate_craft": """
I want to jazz up my scrapbook pages
the homemade card looks a bit plain
""",
"hold_hairstyle": """
my updo keeps falling apart by lunchtime
the wind's going to wreck my hair before the wedding photos
""",
"refresh_grout": """
the lines between the kitchen tiles look dirty no matter how much I scrub
the white bits between the shower tiles have gone yellow
""",
"strip_wire": """
I need to bare the copper ends to wire in the new plug
the insulation has to come off before these wires go in the terminal block
""",
"warm_baby_milk": """
the expressed milk is straight out of the fridge and she won't take it cold
the little one's night feed needs taking the chill off
""",
"body_odour": """
I've come straight from the gym and I pong
my armpits are a bit whiffy
""",
"carry_files": """
my spreadsheets need to go to the print shop
I want to take my holiday photos round to show my mum on her computer
""",
"chapped_lips": """
my lips are cracked and sore from the cold
my mouth is all dry and flaky at the corners
""",
"clean_bbq": """
the grill bars are black with burnt bits from the last cookout
the barbie is manky from last weekend
""",
"crush_garlic": """
the recipe wants a couple of cloves minced
I need the garlic smashed into a paste for the marinade
""",
"curl_hair": """
I want loose beachy waves for tonight
my hair is dead straight and I want some bounce in it for the do
""",
"cut_pipe": """
the waste pipe under the sink is a few centimetres too long
I need to shorten a length of plastic plumbing pipe
""",
"cut_pizza": """
the takeaway pizza came whole and we need wedges
let's divide the pizza up so everyone gets a slice
""",
"disposable_dish": """
I'm dropping a lasagne round to the neighbours and don't want to chase the dish back
I want to freeze portions in something I can bin afterwards
""",
"find_stud": """
I want to hang a heavy mirror and need to find the wooden upright in the plasterboard
where are the timbers behind this partition wall
""",
"floss_teeth": """
I've got a bit of popcorn husk wedged between my molars
there's meat stuck between my back teeth
""",
"foreign_sockets": """
we're off to America and my hair dryer plug won't fit over there
the hotel sockets abroad have funny round holes
""",
"fresh_breath": """
I've had a garlicky lunch and I've got a meeting
my breath reeks of coffee and I've got a date
""",
"glare": """
the low sun is dazzling me on the drive home
it's so bright out on the snow that I'm squinting
""",
"hard_of_hearing": """
Grandma keeps saying pardon and turning the telly right up
Dad's deaf as a post without his little ear things
""",
"hoover_crumbs": """
the car seats are full of crisp crumbs from the kids
there's biscuit crumbs down the side of the armchair
""",
"insulate_wire": """
the cable on the hair dryer is frayed and I can see the wires
the dog chewed the lamp lead and the inner wires are showing
""",
"knock_in_pegs": """
the ground's rock hard and the tent spikes won't go in
the fence post needs tapping down without splitting the top
""",
"measure_spoonful": """
the recipe wants half a tsp of bicarb
the recipe wants exactly fifteen mils of vanilla and I don't want to guess
""",
"pack_toiletries": """
my shampoo, toothpaste and razor need something to go in for the weekend away
I don't want my shower gel leaking all over my clothes in the case
""",
"pet_fleas": """
the dog won't stop scratching and I found tiny black bits in his fur
the cat keeps nibbling at her back and there are little bites on my ankles
""",
"pluck_eyebrows": """
my brows are getting bushy and need tidying
there's a stray hair on my chin that keeps annoying me
""",
"slugs_pet_safe": """
the slugs are munching my hostas but the dog goes in that bed
I want to keep snails off the veg without harming the hedgehogs
""",
"soften_laundry": """
the bath towels come off the line stiff as cardboard
the washing feels scratchy and smells of nothing
""",
"tidy_cables": """
there's a rat's nest of wires under the telly
the leads behind the computer are all knotted together
""",
"vacuum_carpet": """
the lounge rug is covered in fluff and bits of glitter
the carpet's full of grit that the kids walked in
""",
"wake_up": """
I've got an early flight and I'll never hear myself wake
I've got to be up at the crack of dawn for work
""",
"wash_walls": """
the kitchen walls are greasy and the paint won't stick
the hallway walls are covered in mucky fingermarks before we decorate
""",
"weigh_luggage": """
I'm scared my case will be over the airline's limit
the budget airline charges a fortune if my bag is too heavy
""",
"wipe_whiteboard": """
last week's notes are still all over the board
I want to rub out everything on the classroom board
""",
})

_more({
"charge_gadget": """
my smartwatch has gone blank
my earbuds case is flashing red
""",
"deep_clean_carpet": """
the hallway carpet has gone grey with ground-in dirt
we're moving out and the landlord wants the carpets properly washed
""",
"descale": """
the bathroom taps are crusty with white chalky stuff
the glass shower screen has hard water marks all over it
""",
"eye_protect": """
I'm about to cut tiles with the grinder
I'm chipping old mortar off and bits keep flying at my face
""",
"flatpack": """
the new wardrobe has arrived in a hundred pieces
I've got a boxed bookcase with a bag of little bolts to put together
""",
"hang_on_hanger": """
my suit jacket's been lying on the chair for days
the new dresses need to go in the wardrobe without getting crumpled
""",
"hard_skin_feet": """
my heels are cracked and scratch my tights
I've got crusty calluses on the soles of my feet
""",
"inflate": """
the tyres on my bike have gone squishy
the kids' bikes have been in the shed all winter and the tyres are soft
""",
"keep_tempo": """
my piano teacher says I'm rushing the scales
I keep dragging behind the beat when I practise drums
""",
"laminate": """
I want the kids' chore chart to be wipe-clean
this menu card needs to survive being splashed
""",
"party_decorations": """
we're throwing a surprise do and the lounge looks boring
the hall needs to look festive for the kids' party
""",
"put_up_fixture": """
the curtain pole brackets need fixing to the wall
I want the new bathroom cabinet up on the wall
""",
"restring": """
my violin string has snapped
the G on my ukulele went twang and snapped
""",
"sleep_light": """
the sun comes up at five and wakes me up
my partner reads with the light on and I can't drop off
""",
"solder": """
the joint on the guitar jack has come loose and it crackles
I need to join these two electronics wires permanently with metal
""",
"strength_training": """
I want to bulk up my biceps at home
I've been told to do some weight-bearing exercise for my bones
""",
"tiny_screw": """
the arm on my sunglasses is wobbly
the little screw on the back of my watch is loose
""",
"tune_instrument": """
the ukulele sounds all wrong
the violin strings have gone flat since last week
""",
"bedside_toilet": """
Mum's bedbound after her operation and needs to wee
Grandad can't make it down the landing to the toilet at night any more
""",
"bind_together": """
these garden canes need bundling up for the winter
I want to tie the recycling cardboard into a stack
""",
"brows_eyeliner": """
I want a cat-eye flick for the party
my eyebrows are too pale and disappear in photos
""",
"casualty_warmth": """
she's been lying on the cold ground after falling and she's shaking
he's come out of the cold sea blue and shivering
""",
"cat_deterrent": """
next door's moggy keeps digging up my seedlings
stray cats keep using my veg patch as a litter tray
""",
"check_live_wires": """
I want to be sure the power's off before I change the light fitting
is there still current in this socket before I unscrew it
""",
"chisel_wood": """
the door lock needs a slot cut out of the edge of the door
I need to square out the corners of this mortise
""",
"clean_hob": """
the gas rings are crusted with boiled-over milk
the glass cooktop is covered in burnt-on rings
""",
"crush_crumbs": """
I need digestives bashed up for the cheesecake base
the cornflakes need smashing for the chicken coating
""",
"greasy_hair": """
my fringe has gone lank and I'm running late
I skipped washing my hair and it looks greasy
""",
"knit": """
I want to make a scarf for my grandson
I'd like to make a woolly hat for the baby
""",
"leaky_joint": """
the screw-on fitting under the basin drips at the thread
the outside tap connector weeps water at the join
""",
"level_appliance": """
the fridge rocks and the door swings open by itself
the washer walks across the floor on the spin cycle
""",
"low_blood_sugar": """
I'm having a hypo, I'm shaky and sweaty
I'm diabetic and feel faint, I need something sugary quick
""",
"open_letters": """
a pile of post has come and the envelopes are glued tight
I want to slit open this envelope neatly
""",
"rake_lawn": """
the lawn's full of dead moss and thatch
I want to scratch up the soil before I sow the seeds
""",
"secure_load": """
the mattress on the car roof needs tying down
the stuff in the trailer will blow out on the motorway
""",
"slice_bread": """
I've got a crusty loaf and want a couple of doorsteps
the sourdough needs cutting for sandwiches
""",
"soothe_baby": """
the little one is screaming and won't settle
my newborn is grizzling and fretful
""",
"staple_upholstery": """
the fabric on the dining chair seat has come away from the frame underneath
I want to cover the cork board with linen and fix it at the back
""",
"sweep_outside": """
the front step is covered in grit and dead leaves
the yard is full of blossom and dirt after the storm
""",
"top_up_screenwash": """
the washer jets just squirt air when I pull the lever
the windscreen is smeared with salt and nothing comes out of the sprayers
""",
"walking_aid": """
Nan's a bit wobbly on her pins since the fall
Grandpa keeps losing his balance on the way to the car
""",
})

_more({
"bake_cupcakes": """
I'm making buns for the school cake sale
the muffin batter's ready and the tray needs its little liners
""",
"carry_things": """
I'm off for a day out and need to take a drink, snacks and a jumper
I'm cycling to work and have to take my laptop and lunch
""",
"check_level": """
the picture on the landing looks wonky
I'm laying paving slabs and want them flat
""",
"cut_metal": """
this steel bar is too long for the gate
the padlock's rusted solid and the key's lost, it'll have to be cut off
""",
"dig_snow": """
there's a foot of snow blocking the front door
the path to the bins is drifted over
""",
"fire": """
the chip pan has gone up in flames
something's burning in the bin and there are flames
""",
"geometry_construction": """
my maths homework says to bisect an angle
I have to draw an arc with a radius of five centimetres
""",
"glue_wood": """
the leg of the stool has come out of its socket
the wooden picture frame corners have come unstuck
""",
"lawn_weeds": """
the grass is full of dandelions and daisies
there's moss and weeds all through the lawn
""",
"loose_tea": """
I've got a tin of fancy loose-leaf and I don't want bits in my cup
my cuppa is full of soggy leaves
""",
"slugs_snails": """
something's been chewing holes in my cabbages overnight and there are slimy trails
the snails have eaten my seedlings to stumps
""",
"sore_muscles": """
my calves are killing me after the marathon
I'm aching all over after my first spin class
""",
"stop_splatter": """
the bacon is spitting fat all over the hob
the bolognese keeps blipping red spots onto the tiles
""",
"straighten_hair": """
my hair has gone frizzy in the rain and I want it sleek
my curls are out of control and I want them flat for work
""",
"top_up_coolant": """
the temperature gauge is in the red
there's a warning light for the radiator and steam from the bonnet
""",
"water_garden": """
the flowerbeds are bone dry after the heatwave
the veg patch is parched and it hasn't rained for weeks
""",
"bath_temperature": """
I don't want to scald the baby in the tub
is the water too hot for my newborn to go in
""",
"blown_fuse": """
the kettle's dead but the socket works fine for other things
the toaster's dead but the socket's fine and the plug's got a little cartridge in it
""",
"clean_oven": """
the oven door glass is brown with grease
the oven smokes every time I put it on because it's so mucky
""",
"clear_gutters": """
there's moss and leaves clogging the drainpipes on the roof
water's pouring over the edge of the roof when it rains
""",
"cough": """
I've got a chesty cough that's keeping me up
I can't stop hacking and coughing at night
""",
"crumbs_table": """
the kids have left bits of toast all over the dining table
there's sugar and crumbs all over the counter
""",
"crush": """
the cardamom pods need bashing open
I want to pound some peppercorns for the steak
""",
"decorate_cake": """
the birthday sponge looks plain and needs frosting
I want to spread the icing on the top of the Victoria sponge
""",
"feed_lawn": """
the lawn looks patchy and tired after winter
the grass needs a boost in the spring
""",
"hot_person": """
I'm roasting and sweating buckets
it's a scorcher and I'm melting
""",
"measure_volume": """
the recipe says half a pint of stock
I need exactly two cups of water for the rice
""",
"pick_up_dog_poo": """
the dog's just done his business on the neighbour's lawn
the puppy has pooped on the footpath
""",
"pipe_icing": """
I want to write the baby's name on the cake in chocolate
I want to do little rosettes of cream on the cupcakes
""",
"potty_toddler": """
we're toilet training and she says she needs to go right now
the little one is doing a wee-wee dance in the lounge
""",
"shave": """
I've got three days of stubble and a job interview
my face is all bristly
""",
"split_pills": """
the vet said to give the dog half a tablet
I only need half a dose of this pill
""",
"top_up_oil": """
the dipstick shows the engine is low
the car's burning oil and the level is down
""",
"turn_with_tongs": """
the burgers on the barbie need flipping over
the chicken wings in the oven need turning halfway
""",
"uncork_wine": """
someone's brought a bottle of red with a proper cork
I can't get into this bottle of plonk
""",
"untangle_knot": """
my earphone cable is in a tight ball
the fine gold chain has a knot I can't undo with my nails
""",
"ants": """
there's a trail of tiny insects going to the sugar bowl
little black ants are coming in under the back door
""",
"bike_chain": """
my bike chain is dry and crunchy
the gears on my bike are grinding and the chain looks orange
""",
"broken_lace": """
my trainer lace has snapped in half
the string on my boots has frayed and broken
""",
"brush_teeth": """
my teeth feel furry
I've just woken up and my mouth tastes rank
""",
"chop_firewood": """
the logs won't fit in the stove
we need kindling for the fire pit and only have big lumps of wood
""",
"clamp_glue": """
the two bits of wood I've just glued need squeezing together overnight
the repaired vase handle needs holding in place while the glue sets
""",
"clean_dentures": """
Grandma's gnashers are soaking and need a scrub
my false teeth have tea stains on them
""",
"clip_dog_coat": """
the dog's fur is matted and too thick for the heat
the poodle is overdue a trim
""",
"cook_stove": """
I want to boil some potatoes
I'm making a pot of soup on the hob
""",
"descale_appliance": """
the kettle has white flakes floating in it
the coffee machine is slow and full of scale
""",
"draw_circle": """
I need a perfect round shape for the clock face I'm making
I want to mark out a circle on the cardboard
""",
})

_more({
"ears_clean": """
there's wax in my ears after swimming
my ears feel full and muffled
""",
"erase": """
I've written the wrong answer in pencil on my worksheet
I need to rub out these pencil marks on the drawing
""",
"exercise": """
I want to do a bit of pilates in the lounge
I'm going to follow a workout video on the floor
""",
"feed_fish": """
the fish are nibbling at the surface of the tank
the goldfish are hungry and swimming to the top
""",
"garden_pests": """
there are tiny green bugs all over the broad beans
the roses have blackfly on every new shoot
""",
"hold_workpiece": """
the plank keeps sliding about while I saw it
I need this bit of wood held firm to the bench
""",
"inflate_ball": """
the basketball won't bounce any more
the netball is squishy and flat
""",
"inflate_car_tyre": """
the tyre pressure light has come on in the car
one of the car tyres looks squashed at the bottom
""",
"journey_boredom": """
it's a long coach trip and I'll be bored stiff
we've got a long-haul flight and nothing to pass the time
""",
"lean_to_write": """
I'm filling in the form on my lap in the waiting room
I need a hard surface to fill in this form on the bus
""",
"measure_dose": """
the baby's antibiotic says two and a half mls
the kids' medicine needs measuring out exactly
""",
"medicine": """
I haven't had my heart pills yet today
the doctor says I must take my meds with breakfast
""",
"pack_for_trip": """
we're off on holiday in the morning and my clothes are all over the bed
I'm going away for the weekend and need to get my stuff together
""",
"polish_furniture": """
the sideboard looks dull and smudgy
the wooden chest of drawers has lost its shine
""",
"rake_leaves": """
the garden is carpeted in brown leaves from the oak
the leaves are piling up on the grass
""",
"reach_high": """
the cereal is on the top shelf and I'm too short
the biscuit tin is right at the back of the top cupboard
""",
"reseed_lawn": """
the dog has worn a muddy track across the grass
the grass has died off in patches after the paddling pool
""",
"room_temperature": """
the baby's room feels chilly and I want to know how cold it is
how warm is it in here actually
""",
"smoke_alarm": """
the fire alarm on the ceiling keeps chirping every minute
something is bleeping on the landing ceiling all night
""",
"swat_insect": """
there's a bluebottle driving me mad
a wasp is buzzing round the kitchen window
""",
"video_games": """
I fancy playing something on the console
the kids want to play on the games machine
""",
"wasps_nest": """
wasps keep flying in and out of a hole in the shed roof
there's a hornets' nest in the hedge
""",
"blocked_nose": """
my nose is completely bunged up
I'm so stuffed up I can't breathe through my nose
""",
"change_bulb": """
the bathroom light has blown
the bedside lamp popped and went dark
""",
"climb_up": """
I can't reach the top of the wardrobe
the smoke detector is out of my reach on the ceiling
""",
"dry_hair": """
my hair's dripping and I have to go out
I've just washed my hair and it's sopping
""",
"feed_small_pet": """
the rabbit's food bowl is empty
the gerbils haven't been fed
""",
"feed_toddler": """
my two-year-old is whingeing for his tea
the little one is hungry and needs her dinner
""",
"fill_bottle": """
I want to decant the olive oil into the little dispenser
I'm refilling the hand soap bottle from the big tub
""",
"fry_food": """
I fancy a fry-up
I'll do some bacon and eggs
""",
"gather_indoors": """
the lounge floor is covered in Lego
there's dirty washing all over the bedroom floor
""",
"hot_surface": """
the casserole dish has just come out of the oven and needs putting down
I don't want the hot teapot to ring the table
""",
"indigestion": """
I've got acid coming up after that curry
my stomach is burning after a big dinner
""",
"inflate_airbed": """
friends are staying over and the blow-up bed is flat
the camping mattress needs air in it
""",
"nose_hair": """
there are hairs sprouting from my nostrils
my nose hair is getting long
""",
"open_bottle": """
this bottle of lager has a metal crown cap
I can't twist the top off this beer
""",
"pack_lunch": """
I need to take sandwiches into school
I'm making the kids' packed lunches
""",
"paint_art": """
the children want to do some messy art at the table
I'd like to do a watercolour of the garden
""",
"polish_shoes": """
my school shoes look tatty
my work boots are dull and scuffed
""",
"prop_door": """
the wind keeps banging the back door shut
I want the door to stay open while I carry things in
""",
"prune": """
the apple tree has some dead branches
the hedge is overgrown and the bushes are out of hand
""",
"repot_plant": """
my spider plant is root-bound
the houseplant has outgrown its pot
""",
"roll_dough": """
the pastry needs rolling out thin for the pie
I want to flatten the biscuit dough
""",
"sharpen_pencil": """
my pencil lead broke
the colouring pencils are all blunt
""",
"squeeze_juice": """
I want the juice out of these lemons
the recipe needs the juice of two limes
""",
"stuck_zip": """
the zip on my jeans is jammed
my handbag zipper won't budge
""",
"teething_baby": """
the baby is dribbling loads and gnawing on her fist
her gums are red and she's chewing everything
""",
"top_up_mower_oil": """
the lawnmower engine is smoking and the dipstick's dry
the petrol mower needs a top-up before I cut the grass
""",
"treat_wood": """
the decking is dry and splitting
the wooden garden table has gone silver and cracked
""",
"walk_dog": """
the dog's at the door wagging his tail
time to take the pooch out round the block
""",
"weigh": """
the recipe says 250 grams of butter
I need exactly eight ounces of sugar
""",
"wrap_gift": """
I've bought a present and it needs to look nice
the kids' birthday presents need covering in paper
""",
})

_more({
"clean_glasses": """
I can't see through my specs for fingerprints
my glasses are all greasy and blurry
""",
"clean_pet_mess": """
the cat's tray is whiffy
the cat litter box stinks the house out
""",
"drain_pasta": """
the penne's cooked, it needs the water tipping off
the boiled spuds are ready to be drained
""",
"drill_hole": """
I'm putting up a heavy shelf on a brick wall
the bracket needs rawlplugs and the wall is solid
""",
"dry_eyes": """
my eyes feel gritty after staring at the screen all day
my eyes are stinging and dry from the air con
""",
"feed_baby": """
the baby is rooting and wants a feed
it's time for the little one's bottle
""",
"flip_food": """
the fish fillet needs flipping in the pan
the omelette needs turning over
""",
"grip_small": """
I need to pull out this bent nail from the board
I want to straighten the end of this wire
""",
"hard_floor_seat": """
we're watching the fireworks sitting on the concrete step
the kids are sitting on the wooden floor for story time
""",
"hay_fever_nose": """
the pollen count is high and I'm sneezing non-stop
I've been out in the garden and my nose is streaming and tickly
""",
"hot_pot_handle": """
the handle of the casserole is boiling hot
the pan handle has been over the flame and I need to move it
""",
"iron_clothes": """
my trousers are crumpled from the suitcase
my dress is full of creases
""",
"measure": """
I want to know how long the hallway is for the new runner
will the fridge fit in this gap
""",
"paint_fence": """
the garden fence panels look tatty and faded
the wooden fence needs a new coat before summer
""",
"pet_hair_brush": """
the cat's fur is coming out in clumps
the dog's coat is all knotty and shedding
""",
"play_with_pet": """
the puppy's bored and nipping at my ankles
the dog keeps bringing me things to throw
""",
"read_small_print": """
I can't read the ingredients on this label
the numbers in the phone book are too tiny for me
""",
"repel_insects": """
we're having a barbecue at dusk and the midges are out
I'm going hiking in the woods and don't want ticks
""",
"serve_soup": """
the stew needs dishing up from the big pot
I want to get the broth into the bowls
""",
"unclog_drain": """
the bath water won't go down the plughole
the kitchen sink is full of greasy water that won't drain
""",
"warm_room": """
the conservatory is like a fridge
the study is really chilly in the evenings
""",
"bake": """
I want to make a batch of scones
let's bake some brownies this afternoon
""",
"bleed_radiator": """
the radiator is gurgling and only warm at the bottom
the heating's on but the top of the rad is stone cold
""",
"carpet_stain": """
the dog was sick on the living room carpet
there's a coffee splodge on the cream rug
""",
"carry_groceries": """
I'm popping to the supermarket for the weekly shop
I'm off to the market to get some veg
""",
"charge_phone": """
my phone's battery is nearly flat
my mobile keeps dying and I need it for tonight
""",
"chill_bottle": """
the white wine needs to stay chilled on the picnic table
the champagne will go warm sitting on the side
""",
"clean_toilet": """
the toilet has limescale stains under the rim
the loo is grubby and needs a going-over
""",
"cold_ears": """
it's bitter out and my ears are stinging
my ears go numb on the bike in winter
""",
"crack_nuts": """
there's a bowl of hazelnuts in their shells
I want to get the meat out of these brazil nuts
""",
"dry_body": """
I've just stepped out of the bath soaking wet
the kids are dripping after the paddling pool
""",
"hay_fever": """
it's pollen season and I'm a wreck
my eyes are itchy and I'm sneezing since the grass was cut
""",
"kill_weeds": """
the gravel drive is full of weeds
there are dandelions growing in the cracks of the path
""",
"light_candle": """
I want the birthday candles lit
the tealights on the table need lighting for dinner
""",
"nails": """
my toenails are too long and catching on my socks
my nails are getting long and scratchy
""",
"open_can": """
I need to get into this tin of tomatoes
the tinned tuna has no ring pull
""",
"peel": """
the carrots need their skins off
I want to take the skin off these apples
""",
"play_games": """
it's a rainy Sunday and we want a family game at the table
the kids want to play snakes and ladders
""",
"play_with_cat": """
the kitten is tearing round and attacking my feet
the cat's bored and yowling
""",
"pour_drink_guests": """
everyone's sat at the table and needs a drink
the guests have arrived and their glasses are empty
""",
"seal_boxes": """
I'm moving house and the boxes need closing up
the parcel flaps keep popping open
""",
"see_into_gap": """
I dropped an earring down the back of the radiator and it's dark
I can't see into the back of the cupboard under the stairs
""",
"shred_documents": """
I want to get rid of old bills with my address on them
there's a pile of old payslips that need destroying
""",
"sleep_neck": """
I fancy forty winks on the sofa
I want to nod off on the train without cricking my neck
""",
"sore_throat": """
my throat is scratchy and raw
it feels like swallowing razor blades
""",
"toddler_drink": """
the little one is asking for juice
my two-year-old is thirsty
""",
"unblock_toilet": """
the loo won't flush away and it's filling up
""",
"waist_support": """
the office chair gives me no support in the small of my back
my lower back aches sitting on the sofa
""",
"wobbly_table": """
the café table rocks every time I put my cup down
one leg of the table is shorter and it rocks
""",
})

_more({
"bath_pet": """
the dog rolled in fox poo and stinks
the dog came back from the woods caked in mud
""",
"check_time": """
have I got time before the bus comes
how long till the school run
""",
"clean_patio": """
the paving slabs are black with moss and algae
the decking is slimy and green
""",
"coin_cell": """
the car key fob has stopped unlocking the doors
the kitchen scales display has gone blank
""",
"cold_feet": """
my toes are numb in this cold house
my tootsies are freezing in bed
""",
"cut_fabric": """
I need to cut the material for the new cushion covers
the curtain fabric needs trimming to length
""",
"cut_string": """
the parcel is tied up with twine
there's a cable tie holding the new toy in the box
""",
"disinfect": """
someone in the house has a tummy bug and the surfaces need sanitising
I want to kill the germs on the kitchen worktop after the raw chicken
""",
"dry_skin": """
my elbows are rough and flaky
my legs are all dry and itchy after the shower
""",
"haircut": """
my fringe is in my eyes
the little one's hair needs trimming and he won't sit at the barber's
""",
"open_jar": """
the lid on the jam won't budge
I can't twist open the jar of pesto
""",
"pet_claws": """
the cat's claws are snagging on the sofa
the rabbit's nails are really long
""",
"pour_sauce": """
I want custard on my crumble
the pasta needs the sauce on it
""",
"punch_holes": """
the worksheets need to go in a ring binder
I want to file these printouts in the lever arch file
""",
"saw_wood": """
the batten is a bit too long for the gap
I need to cut this length of timber in half
""",
"scoop_ice_cream": """
let's have some dessert from the freezer tub
I fancy a bowl of vanilla with my pie
""",
"screw": """
the handle on the kitchen drawer is wobbly
the hinge on the cupboard is hanging off
""",
"serve_breakfast": """
I want to bring Mum breakfast in bed on Mother's Day
I want to carry the cups of tea and biscuits through to the lounge in one go
""",
"shift_load": """
there's a heap of gravel on the drive that needs moving to the back
I've got a pile of bricks to get down the garden
""",
"slice_food": """
the peppers need cutting up for the stir-fry
the veg needs dicing for the stew
""",
"sun": """
I'm going to be out in the garden all afternoon and it's scorching
it's a sunny day and the kids are going to the park
""",
"sweep": """
there's sand all over the kitchen floor from the kids' shoes
the hallway floor is gritty and dirty
""",
"trim_edges": """
the grass round the trees is long and scruffy
the lawn edges are overgrown along the path
""",
"tyre_pressure": """
the car feels a bit soft and wallowy round corners
I want to check the tyres before the motorway
""",
"change_batteries": """
the kids' toy has stopped making noises
the wall clock has stopped at ten past four
""",
"clean_paintbrush": """
I've finished glossing the skirting and need to clean the brushes
the oil paint is setting in the bristles
""",
"draw": """
I want to doodle
the kids want to do some colouring
""",
"fever": """
I'm hot and cold and shivery
my son is flushed and feels hot to touch
""",
"file_documents": """
the bank statements are all over the desk
I want to keep the boiler paperwork together
""",
"fill_hole": """
there are holes in the plaster where the old shelf was
the wall has a big dent from the door handle
""",
"fill_wood": """
the skirting board has a chunk missing
there are nail holes in the wooden floor
""",
"jump_start": """
the car won't start, it just clicks
I left the headlights on all night and now the car's dead
""",
"label_boxes": """
I want to mark which storage tubs hold what
the freezer bags need dating
""",
"lint": """
my navy suit is covered in fluff
my jumper's covered in bobbly lint and dog hair
""",
"lubricate": """
the gate hinge squeals every time
the garage door creaks and grinds
""",
"more_sockets": """
there's only one plug socket in the bedroom and I need three
I can't plug in the lamp and the charger at the same time
""",
"open_package": """
a parcel's come and it's wrapped in loads of tape
the box from the delivery is sealed tight
""",
"pan_fire": """
the oil in the wok has caught fire
the frying pan is in flames
""",
"pet_to_vet": """
the kitten has her jabs this afternoon
the rabbit needs to go to the vet's
""",
"private_listening": """
my partner is trying to sleep and I want to watch a film
I want to listen to music on the train without bothering anyone
""",
"scrape_ice": """
it's minus three and the car's white all over
there was a hard frost and I can't see out of the car
""",
"set_table": """
people are coming for dinner and the table is bare
it's Christmas dinner and the table needs laying
""",
"sift_flour": """
the icing sugar is lumpy
I want light airy flour for the sponge
""",
"splinter": """
I've got a thorn stuck in my thumb from the roses
there's a tiny bit of glass in my foot
""",
"stir_cook": """
the risotto needs stirring constantly
the porridge is catching on the bottom of the pan
""",
"trim_beard": """
my stubble is getting untidy
my moustache is getting into my mouth
""",
"wash_car": """
the car's covered in bird mess
the car is filthy with road salt
""",
"water_plants": """
my houseplants are drooping
the pot plants on the windowsill are bone dry
""",
})

_more({
"clean_bathroom": """
the shower tray is grimy and the tiles have pink mould
the bathroom sink is grotty with toothpaste and scum
""",
"clean_window": """
the bay window is smeary with the kids' handprints
the patio doors have dog nose marks all over the glass
""",
"correct_ink": """
I've written the wrong date on the cheque in pen
I've made a mistake in ink on the birthday card envelope
""",
"dry_salad": """
the spinach leaves are dripping after rinsing
the washed rocket is soggy
""",
"feed_cat": """
the cat's meowing round my legs at teatime
puss is yowling for her breakfast
""",
"feed_dog": """
the pup is sitting by his empty bowl
it's the dog's teatime and he's drooling
""",
"feed_plants": """
the houseplants look pale and hungry
the tomatoes are setting fruit and need a boost
""",
"garden_dig": """
I want to put in some new shrubs in the border
I'm planting out the potatoes
""",
"joint_support": """
my knee feels weak and wobbly on the stairs
my wrist keeps giving way when I lift things
""",
"mash_food": """
the cooked carrot and swede want bashing up together
I want the boiled parsnips smooth and creamy
""",
"pain_relief": """
my migraine's kicking in
I've got raging toothache
""",
"pick_small_food": """
I want to eat my sushi the proper way
there are noodles in the stir-fry
""",
"post_letter": """
I've written my thank-you cards and they need to go out
the birthday card for Auntie needs sending
""",
"reading_light": """
I can't see the page, it's getting dark in here
I want to read in bed without putting the big light on
""",
"reseal": """
the seal round the kitchen sink has gone black and is peeling
water's getting behind the bath edge where the seal has cracked
""",
"reseal_bag": """
the cereal packet won't close and it'll go soft
I've opened a bag of frozen peas and need to close it up
""",
"sticky_floor": """
someone spilt lemonade and the kitchen lino is tacky
my feet are sticking to the floor
""",
"swelling": """
I banged my knee on the table and it's come up in a lump
I've walked into the door and there's a bump on my head
""",
"wine": """
I fancy some red with dinner
let's crack open a bottle of white, it's Friday
""",
"blend": """
I want to whizz up some soup until it's smooth
I'd like a milkshake with frozen berries
""",
"breathless": """
I'm wheezing and my chest is tight
I can't catch my breath after climbing the stairs
""",
"change_car_tyre": """
I've got a puncture on the motorway hard shoulder and need the spare on
the front tyre of the car is completely flat at the side of the road
""",
"cut_paper": """
I need to cut out a coupon from the magazine
the kids want to cut out paper snowflakes
""",
"draught": """
there's a cold wind blowing under the back door
the letterbox lets in a freezing draught
""",
"fish_with_magnet": """
my ring went down between the floorboards
I've dropped a screw down the back of the engine
""",
"hang_clothes": """
the washing machine's finished and it's a sunny day
the wet clothes need pegging out
""",
"heat_food": """
I want to warm up last night's curry
the leftovers need heating for lunch
""",
"keep_place": """
I'm halfway through my novel and it's bedtime
I don't want to lose my page in this recipe book
""",
"light_fire": """
it's cold and I want the wood burner going
we want a fire in the grate tonight
""",
"make_toast": """
I fancy a couple of slices of toast
I'd like some crumpets for tea
""",
"paint": """
the bedroom walls need a fresh coat of paint
the kids have drawn crayon on the wall and I want to paint over it
""",
"puncture": """
my bike tyre went down with a hiss on the way home
I ran over a thorn and my back wheel is flat
""",
"put_on_shoes": """
my new leather shoes are too tight to get my heel in
I've got a bad back and can't squeeze my feet into my boots
""",
"put_up_paper": """
I want to stick the kids' drawings on the wall
I want my timetable on the wall above the desk
""",
"rain": """
it's bucketing down and I need to go out
it's tipping down and I'm taking the dog out
""",
"remove_makeup": """
I've still got my mascara on from last night
I want to take my face off before bed
""",
"rule_line": """
I want to underline the title neatly
my margins need to be straight in my exercise book
""",
"store_items": """
the summer clothes need packing away for the winter
the Christmas decorations need putting away
""",
"trim_plant": """
the basil plant has gone leggy
the houseplant has brown tips that need snipping off
""",
"wash_hands": """
my hands are black from fixing the bike chain
my fingers are sticky from eating ribs
""",
})

_more({
"change_baby": """
the baby's done a poo and it's leaked up her back
the little one's bottom is soaked through
""",
"clean_dust": """
the shelves are furry with dust
the skirting boards are thick with dust
""",
"feet_up": """
my ankles are puffy after standing all day
I've been on my feet all shift and want to rest them up
""",
"loose_trousers": """
I've lost weight and my jeans are falling down
my skirt waistband is too big
""",
"mask_protect": """
I'm sweeping out the dusty loft
I'm cutting plasterboard and it makes a cloud of powder
""",
"mice": """
something's been nibbling the bread in the cupboard overnight
I can hear scratching behind the kitchen units at night
""",
"minor_burn": """
I touched the iron by accident and my finger is throbbing
I caught my wrist on the edge of the hot baking tray
I've scalded my hand with steam from the pan
hot fat spat onto my arm and it's gone red and sore
""",
"stir_drink": """
the honey is sitting at the bottom of my tea
the hot chocolate powder is clumped at the bottom
""",
"strain_tea": """
the custard has gone lumpy and needs passing through something
there are bits in the stock I want to get rid of
""",
"stuffy_room": """
the bedroom's airless and muggy
it's close in here and I can't breathe
""",
"toss_salad": """
the coleslaw needs mixing up with the mayo
I want to coat the leaves in the vinaigrette
""",
"bolt": """
the nut on the bike seat post is loose
the bolts on the trampoline frame have worked loose
""",
"cut_shapes": """
I want to make gingerbread men with the kids
the children want heart-shaped biscuits for Valentine's
""",
"hair_out_of_face": """
my hair keeps falling in my eyes while I work
my long hair gets in the way when I'm cooking
""",
"itchy_skin": """
I've got a nettle rash and it's driving me mad
the horsefly bite on my arm is swollen and itchy
something bit me in the night and I've got itchy red spots
I've been eaten alive by mosquitoes and the bumps won't stop itching
""",
"keep_food_cold": """
we're going to the beach and the sandwiches will go warm
the picnic is going in the car boot on a hot day
""",
"play_music": """
I fancy some tunes while I'm doing the washing up
put something on to listen to
""",
"pry": """
the floorboard needs lifting up
the old skirting board needs levering off the wall
""",
"scrape_paint": """
the paint on the windowsill is peeling
the old wallpaper needs stripping
""",
"tenderize": """
the pork chops are tough as old boots
I want to bash the chicken breasts flat for schnitzel
""",
"cover_leftovers": """
there's half a bowl of salad left
I want to save the rest of the roast for tomorrow
""",
"eat_meal": """
the food's on the table
my tea is ready and I'm starving
""",
"fasten_papers": """
the pages of my essay need to stay together
the handouts need clipping together
""",
"fix_broken": """
the ornament fell off the shelf and broke in two
the sole of my shoe is coming away
""",
"hang_picture": """
I want to put up this framed photo in the hallway
I've got a mirror that needs to go on a nail
""",
"knock_down_high": """
the kite is tangled in the tree
the shuttlecock is stuck in the gutter
""",
"mow_lawn": """
the grass is getting long and shaggy
the garden looks like a meadow
""",
"smooth_edge": """
the door is sticking on the frame and needs taking down a bit
the cut end of the plank is rough
""",
"spread": """
I want jam on my toast
I fancy some peanut butter on my crackers
""",
"stuck_lid_pot": """
the scrambled egg is welded to the pan
the porridge has stuck to the bottom of the saucepan
""",
"trash": """
there's a heap of rubbish waiting to go out
the recycling is piling up by the back door
""",
"tv_remote": """
I want to switch over to the football without getting up
this advert's too loud and I'm comfy on the couch
""",
"whisk_eggs": """
I want to whip up some egg whites for meringue
the cream needs whipping for the trifle
""",
"wipe_spill": """
I've knocked my tea over on the table
there's orange squash dripping off the worktop
there's wine all over the tablecloth
""",
"cold_drink": """
I'm gasping for something fizzy and cold
I fancy an ice-cold drink from the fridge
""",
"entertain_child": """
the little one is whinging that there's nothing to do
my nephew is bouncing off the walls with boredom
""",
"messy_eater": """
the baby is about to have spaghetti and she's in a white top
I don't want yoghurt all down his clean top before nursery
""",
"protect_clothes_cooking": """
I'm in my good shirt and about to make a curry
I'm icing a cake in my best top
""",
"runny_nose": """
my nose is dripping like a tap
I've got the sniffles
""",
"season_food": """
the chips need a bit more flavour
the stew tastes of nothing
""",
"test_doneness": """
is the turkey done in the middle
I'm not sure the burgers are cooked through
""",
})

_more({
"calculate": """
I need to split the restaurant bill six ways
how much is twenty percent off this price
""",
"highlight_text": """
I want the important bits of my revision notes to jump out
the key dates in this contract need marking in bright colour
""",
"need_boost": """
I'm knackered and I've got hours to go
I'm running on empty this afternoon
""",
"pick_litter": """
there's rubbish blown all over the front garden
someone has thrown cans over the hedge
""",
"take_photo": """
I want to snap the kids in their school uniforms
I want a picture of the cake before we cut it
""",
"glaze": """
the buns need brushing with milk before baking
I want the ham to have a shiny sticky coating
""",
"hair": """
I've got bed head
my hair is all knotted after the wind
""",
"joint_meat": """
I've bought a whole chicken and need it in portions
the rabbit needs cutting up for the stew
""",
"phone_call": """
I need to give my mum a bell
I have to call the plumber about the leak
""",
"block_noise": """
the roadworks outside are deafening and I'm trying to work
the dog next door barks all night
""",
"cool_baking": """
the loaf is fresh out of the oven and steaming
the scones need to cool before I put jam on
""",
"check_appearance": """
have I got spinach in my teeth
does my lipstick look ok
""",
"cold_hands": """
my fingers are blue with cold
I can't feel my hands after the walk
""",
"eat_soup": """
I've got a bowl of broth in front of me
the minestrone's ready
""",
"dark": """
we've had a power cut
the bulb's gone and I can't see the stairs
""",
"grate_cheese": """
I want some parmesan over my spaghetti
the cheddar needs shredding for the cauliflower cheese
""",
"time_cooking": """
the roast needs another forty minutes
the bread has to prove for an hour
""",
"hungry_snack": """
my tummy's rumbling
I could do with a little something to keep me going
""",
"line_tin": """
the brownies always stick to the tray
the cake tin needs lining before the batter goes in
""",
"scrub_dishes": """
the lasagne dish has baked-on cheese
the roasting tin is crusted with burnt fat
""",
"back_pain": """
I've done my back in lifting the shopping
my lower back is killing me after the gardening
""",
"stick_paper": """
the kids want to make a collage
I want to stick the label on the jam jar
""",
"hot_drink": """
I could murder a cup of tea
I'd love a hot coffee
""",
"sew": """
my hem has come down
there's a hole in the elbow of my cardigan
""",
"write_note": """
I need to scribble down this address
I want to take down a message for my husband
""",
"cold_person": """
I'm chilled to the bone
I've got goosebumps all over
""",
"reach_under": """
the cat toy rolled under the fridge
I dropped my earring behind the washing machine
my arthritis means I can't get down to pick things up
Grandpa's on crutches and keeps dropping the remote on the carpet
""",
"thirst": """
I'm dry as a bone
I'm dying for some water
""",
"wash_clothes": """
my football kit is covered in mud
the laundry basket is overflowing
""",
"clean_dentures": """
my plate has gone furry and stained
""",
"cough": """
I've got a barking cough
""",
"fever": """
I'm shivery and my forehead is boiling
""",
"wound": """
I've sliced my thumb open on a tin lid
the little one fell over in the playground and took the skin off his elbow
I caught my leg on a nail and it's bleeding
""",
})

_more({
"deter_cats": """
the neighbour's tom keeps spraying against my back door
I keep finding cat mess in the children's sandpit
""",
"sweep": """
the mirror fell off the wall and there are sharp bits all over the bathroom floor
the kids knocked a vase off the windowsill and it's in pieces on the floor
a bottle of olive oil smashed on the kitchen floor and there's glass everywhere
the cat pushed a mug off the side and it shattered
""",
"clean_toilet": """
the WC in the cloakroom is filthy
the lav upstairs needs a good going-over before the guests arrive
the pan of the toilet is stained brown
""",
"hot_drink": """
it's time for elevenses and I want a tea
I'd love a coffee to warm me up
""",
"wound": """
I grazed my hands when I tripped on the pavement
the cat scratched me and it's bleeding
""",
"swelling": """
I've trapped my finger in the car door and it's puffing up
I tripped on the stairs and my wrist has ballooned
""",
"splinter": """
I've got a bit of wood stuck under my nail from the decking
""",
"carpet_stain": """
I've just dropped a plate of spaghetti bolognese on the beige carpet
""",
"change_batteries": """
the torch has gone dim and died
the kids' remote control car won't go any more
the TV zapper's stopped working even when I point it right at the set
""",
"scrape_ice": """
the windscreen is white with frost and I've got to go
""",
"mash_food": """
the cooked sweet potatoes need pulping for the baby
""",
"itchy_skin": """
I've been stung by nettles all up my legs
the wasp sting on my arm has gone hot and itchy
""",
"minor_burn": """
I've burnt my fingertips on the hot dish I took out of the microwave
ow, I leant on the hob while it was still on
""",
"pick_litter": """
someone left a smashed beer bottle on the front path
""",
"repel_insects": """
we're going to the jungle on holiday and I don't want to get bitten
the mosquitoes come out at sunset on the terrace
""",
})

_more({
"rain": """
it's spitting and I've got to go out without getting soaked
it's mizzling and I've got to walk the kids to school
""",
"cold_person": """
it's parky in here
it's nippy this morning and I'm only in a T-shirt
""",
"hungry_snack": """
I've got the munchies
I'm a bit peckish between meals
""",
"need_boost": """
I'm cream crackered and there's still the school run
I'm totally wiped out and have to keep going
""",
"tv_remote": """
I want to flick over to the other side without moving
""",
"wound": """
my boy skinned his knee on the sidewalk
""",
"change_baby": """
the baby needs changing, she stinks
""",
"ears_clean": """
my ears are full of gunk
""",
"clean_window": """
the windows are grotty and you can't see out
""",
"trash": """
the garbage is piling up and it stinks
""",
"wash_hands": """
my paws are filthy after fixing the fence
""",
"runny_nose": """
I've got a snotty nose and it won't stop
""",
"cold_drink": """
I could go for an ice-cold pop
""",
"wipe_spill": """
I've slopped my cuppa all over the counter
""",
"vacuum_carpet": """
the rug is manky and full of fluff
""",
"fry_food": """
I fancy a bacon butty
""",
"eat_meal": """
grub's up
""",
"slice_bread": """
I want to make a sarnie from this loaf
""",
"thirst": """
I'm gagging for some water
""",
"hot_person": """
I'm sweltering
""",
"block_noise": """
next door's telly is blaring and I can't get to sleep
""",
"dark": """
the electric's gone off
""",
"pain_relief": """
I've got a stonking headache
""",
"fever": """
the baby's temperature is sky high
""",
"splinter": """
there's a prickle from the cactus in my finger
""",
"sew": """
the strap on my bag has come unstitched
""",
"mice": """
I think we've got a rodent problem
""",
"unblock_toilet": """
the khazi's blocked
""",
"repel_insects": """
the skeeters are out on the porch tonight
""",
"pick_up_dog_poo": """
the dog's just dropped a load on the grass verge
""",
"hot_drink": """
I'd kill for a cuppa
""",
})


# ---------------------------------------------------------------- after the fact, not prevention
_more({
"minor_burn": """
ouch, I've just picked up the saucepan by its red-hot handle
ow, I touched the roasting tin without thinking and my palm is burning
I've got a blister coming up where I touched the oven shelf
the toddler touched the radiator pipe and his fingers are red and sore
I burnt myself on the curling tongs and it's stinging
""",
"wipe_baby_face": """
the baby's just finished her custard and it's all over her face
his tea's finished and there's gravy all round his mouth and on his fingers
the little one's face and hands are covered in chocolate ice cream
she's smeared avocado all over her cheeks and fingers at lunch
""",
"sweep": """
I've smashed a wine glass on the kitchen floor
there are bits of broken china all over the dining room floor
a light bulb fell and shattered on the hall floor
the fruit bowl fell off the table and broke into shards
""",
"change_batteries": """
the TV remote does nothing however hard I press the buttons
the doorbell's stopped ringing
the remote for the telly has gone dead
""",
"hot_person": """
I'm baking hot and dripping with sweat
I'm overheating and my face is bright red
""",
"runny_nose": """
my conk keeps running
I've got a drippy nose from the cold
""",
"fever": """
the toddler's red-cheeked and hot to touch
my daughter is burning hot and listless
""",
"clean_toilet": """
the toilet in the en suite is revolting
the downstairs toilet is grim and smells
""",
"itchy_skin": """
I got bitten to pieces on holiday and the spots are itching
I've been bitten by something and there are red itchy welts
""",
"swim_eyes": """
I'm off to the swimming baths and the water makes my eyes sting
I want to keep the water out of my eyes when I swim
""",
"wipe_spill": """
the toddler knocked his beaker over and there's juice everywhere
the cat knocked my glass of water over on the bedside table
""",
"mash_food": """
the boiled veg needs squashing for the baby's dinner
""",
})

EXTRA_TOOLS = {
    # a dustpan sweeps up the broken glass a grabber would pick piece by piece
    "pick_litter": "dustpan",
}

# Phrasings taken off an intent (moved to the intent that serves them). Broken glass on the
# kitchen floor is swept up with a dustpan and brush, not picked up piece by piece with a
# litter picker.
DROP = {
    "pick_litter": """
there's broken glass on the floor
""",
}
MORE["sweep"] = MORE.get("sweep", "") + """
there's broken glass on the floor
"""
