"""Intents, part S20B (session 20): filled by this session's phrasing helper B (see
intents_s13a.py for the formats).

Phrasings in the registers the knowledge lacked, for the intents named alphabetically from
the first to loose_tea: requests about someone else in the third person (a baby, a toddler,
a teenager, a guest, an elderly parent, a pet), requests that mention an object in the room
that is neither the tool, the thing worked on nor the result, exclamations, sensations and
consequences ("ouch, ...", "ugh, ...", "if ... then ..."), and terse commands and questions
without a tool name. MORE: three to five per intent, more where the fresh check sentences
missed, with the discriminating detail (who, what, where) where two intents were confused.
Never naming a tool the intent lists. Measured with check_s20b.txt (two fresh sentences per
intent in these registers, not added here).
"""

MORE = {
"amplify_guitar": """
my nephew's strumming but nobody at the back of the hall can hear him
the band's rehearsing in the front room and the lead guitar gets drowned out
need my electric louder for the open mic night
""",
"ants": """
ugh, there's a line of tiny ants going into the jam jar
the kids found ants swarming round a dropped lolly on the patio
got anything for ants coming in under the back door?
""",
"apply_makeup": """
the bride's sister needs her make-up doing before the ceremony
need to get my face on before the christening
my mum wants a bit of colour on her cheeks for the photos
my skin looks blotchy, I want to even it out before the party
my teenager's going to the school ball and wants to look glam
""",
"asthma_preventer": """
did the kids have their morning steroid puffs for their asthma?
Dad keeps forgetting the daily puffs that stop his asthma flaring up
it's bedtime and my daughter hasn't done her preventer
my husband's run out of the brown puffer he takes every day
need my regular asthma dose before I leave for work, not the blue one
""",
"away_lights": """
if the curtains are shut and no lamp comes on, burglars will know we're away
Mum's going into hospital for a week and her flat will sit dark
the cottage will be empty over Christmas and I want it to look lived in
""",
"baby_car_seat": """
my grandson is coming in the car with us to the seaside
we're driving home from the hospital with the newborn
the toddler's too small for an adult seatbelt in the back
""",
"baby_monitor": """
the baby's down for a nap and I'll be hanging washing out the back
my granddaughter's asleep in her cot and I'm going down to cook
need to listen out for the twins while they nap upstairs
""",
"baby_outing": """
the baby's grizzly, a walk to the duck pond might settle her
my granddaughter's been cooped up indoors all day, let's go out on foot
the little one is coming with me on foot to the post office
the baby's too heavy to carry in my arms all the way to the clinic
we're going for a stroll along the seafront with our newborn
""",
"back_pain": """
ouch, my lower back twinged when I bent to pick up the toddler
Grandad can barely stand up straight, his back is so sore
I've been hunched over the laptop all day and my spine aches
my partner's put his back out moving the sofa
if my back doesn't ease I won't manage the drive tomorrow
""",
"bake": """
my daughter's weighed out the flour and sugar for a loaf cake
we're making a big Victoria sponge for Grandma's birthday
the recipe says forty minutes at one-eighty, the oven's warming up
the boys want to make a tray of flapjacks
the batter's mixed and ready, it just has to go in the oven
""",
"bake_cupcakes": """
the school fair wants a batch of small iced buns, one each
the muffin mixture's ready and needs sharing into little portions
twelve little sponges for the nursery party, each in its own paper
my son's class wants butterfly buns for the cake stall
""",
"bath_pet": """
the collie came home from the beach covered in seaweed and sand
the puppy came back from the walk caked in mud up to his belly
my son's guinea pig is grubby and smelly
""",
"bath_soak": """
my legs are aching after the marathon, I want to lie in hot water
Mum's had a stressful week and deserves a long scented bath
ahh, I'd love to sink into a fragrant tub tonight
""",
"bath_temperature": """
is the water in the little one's tub the right warmth?
the toddler screamed getting in the bath last time, it was too hot
my elbow's not a great judge of the baby's bath water
""",
"be_seen": """
my son walks the dog along the country road at dusk
I'm walking back from the pub on a road with no pavement
the school children walk to the bus stop in the dark winter mornings
a lorry nearly didn't see me jogging at dusk
""",
"beach_wind": """
the wind keeps blowing sand into the kids' sandwiches
brr, the sea breeze is cutting right through us on the sand
Grandma's deckchair is in the full blast of the wind by the sea
""",
"bedside_toilet": """
Dad's bedridden and can't get to the loo in the night
my husband has a broken hip and can't walk to the bathroom
the patient can't stand up to use the toilet after the operation
""",
"bike_chain": """
my daughter's bike creaks with every turn of the pedals
squeak squeak, the chain on my bike is driving me mad
the bike chain has gone orange after the winter in the shed
""",
"bind_together": """
these garden canes keep falling apart, they need holding in a bundle
the pile of kindling sticks falls apart when I carry it
got anything to keep these poles together in the boot?
the rolled-up rug keeps unrolling
the cardboard for recycling keeps blowing about, it needs bundling
""",
"bleed_radiator": """
the bedroom radiator only warms up halfway
the radiators knock and bubble at night
the heating's on but one radiator's still stone cold along the top
""",
"blend": """
the baby's weaning and needs her veg mushed completely smooth
my son wants a banana milkshake
Grandma can't chew, her soup has to be totally smooth
I'd like a frothy smoothie from these frozen berries
""",
"block_noise": """
ugh, the builders next door are drilling and I'm trying to study
my husband's snoring is keeping me awake
the traffic outside the hotel window is roaring all night
""",
"blocked_nose": """
the baby's snuffly and stuffed up at night
Grandad's sinuses are totally blocked
ugh, my nose is so stuffy I sound funny
""",
"blown_fuse": """
the toaster died but the socket works fine with the kettle, must be its plug
my son's lamp stopped working, new bulb didn't help, probably the plug
got a spare for the little thing inside this plug?
the hairdryer's dead but other things work in that socket
""",
"body_odour": """
phew, someone on the sofa smells of sweat
my daughter's worried she smells after PE
ugh, my shirt's sweaty and I'm off to a meeting
""",
"bolt": """
the bolt holding the trailer hitch won't budge
the nut on the garden bench leg has worked loose
the nut on my son's scooter keeps coming undone
""",
"breakdown_warning": """
the van's conked out on a blind corner
our car died on the motorway and lorries are whizzing past
the engine cut out on the main road after dark, need to warn drivers behind us
we've stopped on the hard shoulder with a flat battery
the car's stuck in the lane and oncoming traffic won't see it in time
""",
"breathless": """
my son is puffing and struggling for air after the race
ugh, my chest is so tight I can barely breathe
my daughter's having an asthma attack right now
Grandad's gasping after climbing the stairs, he needs his blue one
my husband's wheezing badly in the cold air
""",
"broken_lace": """
ugh, the lace on my boot broke as I was tying it
my son's football boot has lost its lace
Grandad's shoe keeps slipping off, the lace snapped
""",
"brows_eyeliner": """
my teenager wants a sharp flick at the corner of her eyes
my teenager wants bold dark brows like the girls online
my eyebrows look patchy and thin, I want them drawn in
my daughter wants a dark line along her lashes for the show
I want my brows shaped and defined for the photos
""",
"brush_teeth": """
ugh, my mouth feels furry this morning
the toddler's got chocolate all over his teeth
Grandad wants to do his teeth before the dentist
""",
"burst_pipe": """
water's jetting out of a split pipe under the basin and the cupboard's flooding
the landing carpet is soaked and water's gushing somewhere
help, water's flooding out of the airing cupboard
there's a fountain coming out of the wall behind the washing machine
""",
"calculate": """
how much does each of us owe if we split the bill five ways?
need to add up the receipts for the month
my daughter's stuck on her times tables sums
""",
"camp_cooking": """
no kitchen at the campsite, how do we cook breakfast?
we're wild camping and want a brew in the morning
the scouts want to make noodles in the woods
the kids want a cocoa before bed in the tent
""",
"capo_key": """
the song's too low for my voice but I only know the easy chords
my son's guitar tune needs to go up two frets
the singer wants the tune in a higher key on my acoustic
""",
"car_sunshade": """
ouch, the seat belt buckle burned my leg
the dashboard is cracking from the summer sun
the dog gets too hot in the parked car
""",
"carpet_stain": """
my son spilled blackcurrant juice on the bedroom carpet
there's a muddy footprint on the hall runner
ugh, the cat's been sick on the lounge rug
""",
"carry_files": """
my daughter's project is on the family PC and her teacher wants it in class
Grandma wants the holiday photos to show her friends at the club
need my documents at the print shop
my daughter has to bring her coursework to college
""",
"carry_groceries": """
the farmers' market sells loads and I'll be walking
Mum's bought more shopping than she can carry in her arms
I'm nipping out for milk, bread and potatoes and it's all heavy
""",
"carry_things": """
I've got loads to take upstairs and only two hands
my arms are full of toys and I keep dropping them
the kids' swimming things need taking to the pool
need to take a pile of books to the charity shop on foot
the picnic things need taking down to the bottom of the garden
Grandma's knitting things need carrying to the car
""",
"cast_dry": """
Grandma's wrist is in plaster and she needs a wash
the cast on my daughter's arm will go soggy in the rain
my plastered ankle can't get wet in the shower
""",
"casualty_warmth": """
the cyclist who came off is lying on the wet road and trembling
the old lady who slipped on the ice is getting colder
the hiker with the broken ankle is shaking on the hillside
""",
"cat_deterrent": """
ugh, I found cat poo in the vegetable bed again
the neighbours' cats keep using the sandpit as a toilet
pigeons keep messing all over the shed roof
cats come over the fence and fight in my garden at night
""",
"catch_fish": """
the sick guppy needs separating from the others
my son's fish has to come out while I scrub the bowl
the new neon tetra is still swimming in the shop's plastic bag
the angelfish keeps nipping the others, I want him in a separate tank
""",
"caulk_gaps": """
the coving has pulled away from the ceiling
there's a thin gap between the door frame and the wall before I paint
the architrave has a split down the side
the window board has a gap along the back
""",
"change_baby": """
my granddaughter is wet and grizzling
the toddler's done a poo in his pants
pooh, something smells, I think it's the baby's bottom
""",
"change_batteries": """
the smoke alarm keeps chirping
the wall clock has stopped at ten past three
my son's radio-controlled car has stopped dead
""",
"change_bulb": """
the bedside lamp flickers and dies
the porch light's been dead for a week
the fridge light doesn't come on any more
""",
"change_car_tyre": """
the car's rear tyre is in shreds on the motorway
Dad's car has a flat and we need to get going again
the car's leaning on one side, the wheel is flat
we hit a pothole and now the car wheel is totally deflated
""",
"chapped_lips": """
ouch, my lip has split in the corner
my lips are peeling after the ski trip
the toddler's lips are dry and sore
""",
"charge_gadget": """
my daughter's tablet battery is flashing red
the kids' games controller has gone flat
my e-reader's battery is dead
my smartwatch is out of juice
my son's laptop keeps warning about low battery
the electric toothbrush has stopped buzzing
""",
"charge_phone": """
Mum's mobile is dead and the hospital is meant to ring her
the teenager's mobile is on one percent and he's going out
ugh, my phone just switched itself off
Grandma's mobile won't turn on, the battery's empty
""",
"check_appearance": """
has my mascara run?
is my tie straight before the meeting?
the kids want to see their face paint
Grandma wants to see how her new haircut looks
do I look alright for the wedding?
""",
"check_level": """
the fence post looks like it's leaning
the kids' table seems to slope, things roll off it
is the mirror hanging straight?
""",
"check_live_wires": """
the old socket needs removing, is it dead?
got anything to check if the power's off at this switch?
is the ceiling rose safe to touch?
""",
"check_time": """
are we late for the bus?
is it lunchtime yet?
how long have I got before the kids finish school?
""",
"check_tread": """
the tread on the caravan tyres looks worn
the car feels slippy in the rain, the tyres may be worn down
is there enough grip left on my tyres for the winter?
""",
"chill_bottle": """
the beers for the party are lukewarm
the bubbly's been in the cupboard and we're celebrating soon
the white wine for dinner needs to be cold fast
""",
"chisel_wood": """
the lock needs a slot cut into the door edge
the hinge sits proud of the door, the wood needs taking out underneath
a wooden joint needs a square hole cut out by hand
the mortice for the latch needs cleaning out
""",
"chop_firewood": """
Grandad's run out of kindling for his open fire
my dad wants the big logs by the back door split small for the wood burner
Dad's asked for the log pile chopped into smaller pieces
the logs need splitting into smaller bits
the wood for the fire pit is in huge chunks
Grandad wants thin sticks to start the stove
""",
"clamp_glue": """
the glued frame corner keeps springing open
the veneer keeps lifting while the glue sets
the broken chair rung needs squeezing tight overnight
""",
"clean_bathroom": """
the bath has a grey ring round it
the bathroom sink is splattered with toothpaste
the tiles round the shower are grimy
the mother-in-law's coming and the bathroom is grubby
""",
"clean_bbq": """
ugh, last summer's sausage bits are still stuck on the barbie
the barbecue's caked in burnt grease
the grill rack is black before the party
""",
"clean_dentures": """
Mum's plate has bits of food stuck on it
Grandad's false teeth look yellow
Nan's dentures need freshening up
""",
"clean_dust": """
the telly has a thick grey film on top
you could write your name in the dust on the sideboard
the picture frames are furry with dust
""",
"clean_fish_tank": """
the gravel in the aquarium is full of fish poo
the tank glass is green and you can't see the fish
the water in the fish tank smells
""",
"clean_glasses": """
Nan's spectacle lenses are filthy
my daughter's lenses are all smudgy
ugh, my specs are greasy
my sunnies have sun cream smeared on them
Grandad keeps squinting through his smeary spectacles
my reading glasses are covered in thumb prints
""",
"clean_hob": """
the ceramic cooker top has brown rings round the rings
there's baked-on gravy round the gas burners
the induction top is covered in greasy splashes
the stovetop has a sticky layer of grease on it
ugh, the spaghetti water boiled over and baked onto the rings
""",
"clean_oven": """
the oven door glass is brown with baked-on grease
the smoke alarm goes off whenever the oven's on
there's charred stuff on the bottom of the oven
""",
"clean_paintbrush": """
the kids left their paint brushes all gunky
the brush has emulsion drying in it
the decorating brushes are going hard
""",
"clean_patio": """
the paving's black with algae
the patio looks filthy for the barbecue
the garden path is slimy and green
""",
"clean_pet_cage": """
the budgie's cage floor is covered in seed husks and droppings
phew, the guinea pig hutch stinks
the gerbil tank is dirty
""",
"clean_pet_mess": """
the kitten missed the litter tray again
the dog had an accident on the kitchen tiles
the cat brought up a hairball on the landing
the dog did his business on the lawn and the kids will play there
""",
"clean_plant_leaves": """
the fiddle leaf fig has a film of dust
the leaves on the palm are grey with dust
my peace lily's leaves look dirty
""",
"clean_toilet": """
the kids have made the loo filthy
the toilet bowl has limescale stains
ugh, the downstairs loo smells
""",
"clean_window": """
the dog's nose marks are all over the glass door
the conservatory glass is streaky
I can hardly see the garden through the dirty windows
""",
"clear_gutters": """
the downpipe is blocked with leaves
water's dripping down the wall from the roof edge
there's moss clogging the guttering
""",
"climb_up": """
the smoke alarm on the ceiling needs testing and I can't get up there
I'm too short to get the suitcase down from the top of the wardrobe
the cat's stuck on top of the kitchen cabinets
Mum wants the Christmas box off the top of the cupboard
my son can't reach the bathroom sink to wash his hands
""",
"clip_dog_coat": """
the sheepdog's panting, his coat is so thick
the terrier's fur is in his eyes
the dog's fur is tatty and overgrown
""",
"coin_cell": """
the bathroom scales show nothing
the kids' flashing trainers have stopped flashing
my daughter's digital watch face has faded to nothing
the car key fob's little round cell has run down
the little cooking thermometer's screen has gone dark
""",
"cold_drink": """
the guests are hot after gardening and want something cool
my son's back from football and wants a cold drink
phew, I'm sweating, got anything chilled?
the kids want something cold and fizzy
""",
"cold_ears": """
ouch, my ears are numb on the walk
Grandad's ears are freezing on the golf course
the toddler's ears are cold on the school run
""",
"cold_feet": """
the kids' feet are cold on the tiled floor
my feet are blocks of ice in these thin shoes
Grandad's toes feel frozen when he's watching telly
""",
"cold_hands": """
Grandad's hands are icy cold
my fingers are frozen after walking the dog
the kids can't feel their fingers after the park
""",
"cold_person": """
the guest in the spare room says she's chilly
the baby's arms feel cold
brr, I'm freezing on the sofa
""",
"condition_hair": """
my hair's dry and brittle after bleaching
the ends of my daughter's hair are split and rough
my hair's all frizzy after the sea
""",
"contact_lenses": """
my son's lenses need soaking overnight
my eyes feel scratchy at the end of the day, time to take the lenses out
the lens case needs fresh liquid
""",
"cook_stove": """
the eggs need boiling on the hob for the kids' tea
the potatoes need boiling for dinner
the rice needs to simmer for twenty minutes
my son wants dippy eggs with soldiers
my daughter wants beans heated up on the cooker
the pasta sauce needs warming on the stove
""",
"cool_baking": """
the loaf needs to cool before slicing
the biscuits are too hot to handle
the tray of flapjacks just came out of the oven
""",
"core_apple": """
the pears need their cores removing
Grandma wants baked apples with the middles out
the apple pips keep getting into the kids' snacks
""",
"correct_ink": """
oops, I wrote the wrong date on the form in ink
my daughter misspelled a word in her neat pen handwriting
the cheque has a mistake in biro
""",
"cough": """
Grandad's chesty cough is getting worse
the kids keep coughing at night
ugh, my throat's tickly and I keep hacking
""",
"cover_leftovers": """
there's half the shepherd's pie left, it needs wrapping for tomorrow
the kids didn't finish their pasta, save it for tomorrow
the half-eaten roast chicken needs keeping fresh in the fridge
there's half an onion left on the board
the rest of the chilli needs covering before it goes in the fridge
the rest of the trifle needs to go back in the fridge
""",
"crack_nuts": """
ouch, I hurt my teeth trying to bite a Brazil nut
Grandad's got a bag of walnuts in their shells
the kids can't get into the hazelnuts
""",
"crimp_connector": """
the spade connector on the car speaker wire needs squeezing on
need to fit a ring terminal to the end of this wire
the bullet connector on the trailer light wire is loose
the little metal end needs pressing onto the wire
the new car stereo wires need connectors fitted
""",
"crisp_shirt": """
the tablecloth looks limp, I want it crisp
my son's school shirt collar curls up
the dress shirt looks floppy
""",
"crispy_pizza": """
I want a proper crunchy pizza crust at home
the frozen pizza base is always soft in the middle
the flatbread comes out soggy
""",
"crumbs_table": """
the table's covered in biscuit crumbs after tea
the kitchen table has bits of cereal all over it
the kids' breakfast crumbs are all over the tablecloth
""",
"crush": """
the cumin seeds need grinding
the recipe needs the peppercorns cracked fine
the curry needs fresh ground coriander
""",
"crush_crumbs": """
the crackers need crumbling for the topping
the crumble topping needs biscuits bashed
the kids want to make rocky road with smashed biscuits
""",
"crush_garlic": """
ugh, my fingers stink of garlic from chopping it
the garlic bread needs loads of garlic
the dressing needs a clove of garlic mashed up
""",
"curl_hair": """
I want bouncy waves for the party, my hair is poker straight
Mum wants soft curls for her birthday dinner
my hair's lank and I want some curl in it
the bridesmaids want spirals in their hair
my straight hair won't hold any shape
""",
"cut_fabric": """
the fleece needs cutting for the dog blanket
my daughter's sewing a cushion cover from this cotton
the curtain material needs cutting to length
""",
"cut_metal": """
the padlock's seized and the key's lost
the threaded rod is a bit too long
the metal shelf bracket needs shortening
""",
"cut_on_mat": """
my son's scoring lines into the dining table with his model knife
the desk's covered in knife marks from crafting
I want to cut the card without damaging the worktop
""",
"cut_paper": """
the wrapping paper needs cutting to size
the kids want paper snowflakes
the poster's too big for the frame
""",
"cut_pipe": """
the overflow pipe needs cutting to length
the new radiator pipe is too long
the drainpipe needs shortening
""",
"cut_pizza": """
the takeaway pizza came uncut
the pizza needs splitting into eight slices
the kids are arguing over who gets more pizza
""",
"cut_shapes": """
the pastry needs rounds for the mince pies
the kids want gingerbread men
my niece wants her shortbread in star shapes
the scone dough needs cutting into rounds
""",
"cut_string": """
the balloon ribbon is tangled
the parcel tape and twine need snipping
the tag's hanging on a plastic thread
""",
"cycle_at_night": """
my son's riding back from his mate's house after dark
ugh, the cycle path has no street lights and I'm riding home late
the clocks went back so my ride to work is in the dark now
""",
"cycle_head": """
my daughter's biking to school on the main road for the first time
the kids are racing their bikes round the skate park
Dad's off on a long ride along the lanes and wants his head protected
""",
"damp_room": """
the baby's nursery has black spots creeping up the walls
the clothes in the wardrobe smell musty
the spare room wallpaper is peeling off with the damp
""",
"dark": """
ouch, I stubbed my toe in the dark on the way to the loo
the electricity's cut out and we're halfway through dinner
there's no light at all down in the cellar
Grandma's frightened, every light in the house went out
""",
"decorate_cake": """
the birthday cake looks plain, my daughter wants it prettied up
Grandad's retirement cake needs finishing off on top
the sponge has cooled and needs its buttercream swirled on
the kids want to cover the Christmas cake in snowy icing
""",
"decorate_craft": """
my son's homemade card looks boring
the kids' scrapbook pages are bare, they want them fun
my daughter wants to jazz up her school folder
the party invitations the kids made need some sparkle
""",
"deep_clean_carpet": """
the landlord wants the carpets washed right through when we leave
the whole lounge carpet is grey and grubby after years of the dog
the stair carpet is grimy from top to bottom
""",
"defibrillator": """
a runner collapsed in the park and he's not breathing
my neighbour's dad has gone blue and has no pulse
someone's heart has stopped in the supermarket queue
""",
"descale": """
the shower head's spray is weak and the holes are crusted white
the glass shower screen has chalky white spots
there's a crusty white rim round the base of the taps
""",
"descale_appliance": """
there are white flakes floating in my tea
the coffee machine takes ages and the water tastes chalky
the iron spits out white bits
""",
"deter_cats": """
foxes keep ripping open the bin bags every night
the squirrels keep digging up my tulip bulbs
the tomcat next door keeps marking our porch
badgers are digging up the lawn
""",
"dig_snow": """
Grandma can't get out of her front door for the snow
the path to the garage is a foot deep in snow
the car's stuck in a drift on the drive
""",
"disinfect": """
the toddler's high chair tray was covered in sick
someone in the house has flu, the light switches need cleaning
there was raw meat juice on the chopping area
""",
"disposable_dish": """
the cake for the fête needs to go in something we can leave there
the neighbour's just had a baby and I'm dropping round a casserole
the charity stall needs the brownies in something throwaway
the school fête wants the trifle taken in something we don't need back
""",
"dog_cold_walk": """
the whippet shivers all the way round the park in winter
it's sleeting and the chihuahua won't go out
the old labrador gets so cold on morning walks now
""",
"dog_muzzle": """
our rescue dog growls and lunges at strangers
the vet says the dog has to be restrained for his jabs
the dog nipped a child at the park
""",
"drain_pasta": """
the spaghetti's done and the pan's full of boiling water
the peas are boiled and floating in water
the noodles are cooked, I need them out of the water
""",
"draught": """
the back door whistles in the wind
cold air's coming in round the window frame
the cat flap lets a freezing breeze in
""",
"draw": """
my daughter wants to do a picture for Grandma
the kids want to sketch the dog
I fancy doing a bit of doodling
""",
"draw_circle": """
the kids need a perfect round outline for their planet poster
my son's geometry homework wants a ring of five centimetres
I want to mark out a round clock face on this card
""",
"drill_hole": """
the bracket's ready but the brickwork needs a hole made first
the towel rail needs fixing into the bathroom tiles
need a hole through the fence post for the gate latch
the TV bracket needs fixing into the masonry
the washing line hook needs a hole in the garden wall
""",
"dry_air": """
my nose keeps bleeding at night because the bedroom air is so dry
the heating dries out my throat at night
the baby's nose is crusty, the air in the nursery is too dry
my skin's tight and my lips crack because the central heating is on all day
the static shocks and dry air in the office are awful
""",
"dry_body": """
the toddler's standing in the bath shivering and wet
ugh, I'm dripping all over the bathroom floor
the dog and the kids got soaked in the rain
""",
"dry_eyes": """
my eyes sting from the air con on the plane
Grandma's eyes feel sandy
my eyes are dry after wearing contacts all day
""",
"dry_hair": """
my son's hair is soaking after swimming
I can't go out with wet hair in this cold
Grandma's just had her hair washed and it's wet
""",
"dry_salad": """
the washed spinach leaves are dripping
the lettuce is too wet for the salad dressing
the herbs are soggy after rinsing
""",
"dry_skin": """
Grandma's hands are dry and papery
my legs are flaky after the winter
the kids' skin is dry and rough after swimming
""",
"ears_clean": """
my ears feel waxy and muffled
my son's ears look grubby inside
there's wax in Grandad's ears
""",
"eat_meal": """
the roast's ready and everyone's sitting down
the kids are at the table waiting for their tea
the stir fry is done
""",
"eat_soup": """
Grandad's soup's been poured out and he's waiting at the table
the chicken broth is ready
Grandad fancies some tomato soup
the stew is hot on the table
the kids are sitting down to their minestrone
""",
"entertain_child": """
my nephew's staying over and he's moaning that he's bored
the twins are restless and it's pouring outside
the toddler needs keeping busy while I get dinner on
""",
"erase": """
the kids drew over the wrong bit of their pencil colouring
my crossword has a pencilled answer that doesn't fit
my daughter's pencil drawing has a stray line through the face
""",
"exercise": """
Grandma's physio wants her doing leg raises every morning
my husband wants to do sit-ups in front of the telly
I've been sat down all week, I want to work out in the bedroom
""",
"eye_protect": """
bits of metal spark off when I'm grinding
the drill throws plaster dust right at my face
my son's helping me chip old tiles off and shards are flying
ouch, a wood chip flew up and hit my eye
I'm about to hack back the brambles and twigs keep flicking at my face
""",
"false_nails": """
one of my stick-on nails pinged off at work
the press-on nail on my thumb keeps lifting
my niece wants pretend long nails for the wedding
""",
"fasten_papers": """
the exam revision notes keep falling out of order
my son's essay pages are loose in his bag
Mum's bank letters need keeping in one bundle
""",
"feed_baby": """
my granddaughter's rooting and sucking her fist
the little one woke up starving at three in the morning
the newborn hasn't had her milk for three hours
""",
"feed_birds": """
the robins are waiting on the fence for their breakfast
the blue tits look hungry in this frost
the kids want to see finches on the lawn
""",
"feed_cat": """
the kitten's dish is licked clean
the cat's sitting by the cupboard where her food lives, yowling
my son's supposed to feed the cat before school
""",
"feed_dog": """
the puppy's been sitting by his dish for ages
the spaniel hasn't had his breakfast
our greyhound is drooling while we eat, he must be hungry
""",
"feed_fish": """
the goldfish look hungry
my son forgot to feed his fish before school
the guppies keep pecking at the glass
""",
"feed_lawn": """
the grass is pale and patchy after the winter
the back lawn looks tired and thin
the neighbours' grass is greener than ours
""",
"feed_pet": """
the pets are hungry and it's past their teatime
we're going out all day and the animals need their food first
the dog and cat are both mewling and whining at the kitchen door
""",
"feed_plants": """
the leaves on my roses are going yellow
the geraniums in the window box look weak and pale
the strawberries in the pots aren't fruiting much
""",
"feed_small_pet": """
the rabbit hasn't had his pellets today
the guinea pigs need their dinner
the gerbils are scrabbling about for food
""",
"feed_toddler": """
the little one's grizzling in her high chair for lunch
my two-year-old needs his porridge
the toddler's hungry and wants her mashed potato
""",
"feet_up": """
Grandad wants his legs raised while he watches telly
my legs are puffy after the long flight
I've been on my feet all day at work and my legs ache
Mum's ankles swell up in the evenings
""",
"fever": """
my daughter's cheeks are flushed and she feels clammy
Grandad's shivery and running a temperature
the toddler's hot to touch and listless
""",
"file_documents": """
letters from the bank are stacked in a heap by the kettle
the kitchen drawer is stuffed with bills and letters
the tax papers are spread everywhere
my son's school reports are scattered about
""",
"fill_bottle": """
the hand soap dispenser needs refilling from the big tub
the little travel bottle needs shampoo in it
oil keeps running down the side when I pour it into the bottle
""",
"fill_hole": """
there's a dent in the plaster where the door handle hits
the old rawlplug holes in the wall look ugly
the kids knocked a chunk out of the hallway wall
""",
"fill_iron": """
the iron won't steam any more
no puff of steam comes out when I press the button on the iron
Mum's halfway through the ironing pile and the little window on the iron shows empty
""",
"fill_wood": """
the dog chewed the corner of the wooden door frame
there's a split in the oak table top
the old nail holes in the floorboards show
""",
"filter_coffee": """
the coffee leaves gritty sludge at the bottom of the cup
my husband wants a proper pot of coffee for his guests
the ground coffee needs brewing without grounds in the cup
""",
"find_stud": """
the heavy shelf has to go on a stud wall, where's the wood?
I want to hang the telly but the wall sounds hollow
where are the timber uprights behind the plasterboard?
""",
"finish_sealant": """
the line of silicone I've just run round the basin is lumpy
the fresh bead round the shower tray needs to look neat before it dries
ugh, my new sealant line is wobbly and smeared
""",
"fire": """
the bin in the kitchen is smoking
sparks and flames are coming from the back of the telly
the curtains caught alight from a candle
""",
"fish_with_magnet": """
my keys slipped through the grate into the drain
the screw fell down inside the engine
a needle fell between the floorboards
my ring dropped down the plughole grate
""",
"fix_broken": """
my son's plastic toy has snapped in half
Grandma's china ornament broke in two
the arm came off my sunglasses
""",
"flatpack": """
the new bookcase arrived in a flat box with loads of bits
the kids' bunk bed is in pieces on the floor
the wardrobe from the shop needs assembling
""",
"fleas_in_house": """
there are tiny jumping bugs in the carpet
little red bites all over my legs since the cat came in
the cat's scratching and there are black specks in his bed
""",
"flip_food": """
the omelette's set underneath and needs turning
the fish fingers need turning in the pan
the burgers are browned on one side
""",
"floss_teeth": """
there's a shred of meat wedged at the back of my mouth
the dentist said my gums bleed because I don't clean between them
ugh, popcorn husk stuck in my gum
""",
"foreign_sockets": """
we're off to Italy and my hair dryer plug won't fit there
the hotel in New York has funny flat-pin sockets
my UK charger doesn't fit the wall in Spain
""",
"fresh_breath": """
I had garlic bread and I'm meeting clients
ugh, morning breath before the interview
my teenager's breath smells of crisps and he's got a date
""",
"frozen_pipes": """
the pipe on the outside wall has iced up in the frost and nothing comes out of the taps
the garden tap's iced up
the pipes in the loft have frozen
no water from the kitchen tap after a hard frost
""",
"fry_food": """
my son wants his egg fried sunny side up
the onions need softening in oil
the sausages need browning
my son wants a bacon sandwich
""",
"garden_dig": """
the allotment soil is packed hard and needs breaking up for spring
the daffodil bulbs are waiting to go in the flower bed
the kids want to dig a hole for the new tree
""",
"garden_pests": """
greenfly are smothering the rose buds
the cabbages are full of caterpillar holes
the beans are covered in blackfly
""",
"gather_indoors": """
the kids' stuff is strewn round the house before the guests come
there's Lego all over the bedroom
the kids' shoes and coats are everywhere
Grandad's newspapers and mugs are all over the lounge
""",
"geometry_construction": """
my son's maths homework wants an angle bisected with arcs
my daughter has to construct a triangle with exact sides
the homework says draw arcs from both ends of the line
""",
"glare": """
the low sun is blinding me on the drive home
the sun bouncing off the snow hurts my eyes
the glare off the sea is too bright
""",
"glaze": """
the sausage rolls need egg brushing over before the oven
the gammon wants a sticky coat of honey and mustard
the buns need glazing before they go in
""",
"glue_wood": """
the wooden chair's leg joint has come loose
the kids' wooden toy box has split at the join
the dovetail on the old desk has come unstuck
""",
"go_fishing": """
my husband wants to spend Saturday at the lake for carp
the kids want to try fishing off the pier
my nephew wants to catch a mackerel on holiday
""",
"golf_practice": """
my husband wants to work on his swing before Sunday
my son's got a golf lesson and wants to practise
I keep slicing my drives, need to sort it before the competition
""",
"grate_cheese": """
the kids want a pile of cheddar on their jacket potatoes
the lasagne needs a heap of cheese on top
the cauliflower cheese needs a mountain of cheddar
my son wants parmesan on his pasta
""",
"greasy_hair": """
my son's roots look oily and there's no time to wash before school
my roots look oily and there's no time to shower
my daughter's hair looks lank and greasy before school
I've been camping and my hair's gone oily
""",
"grind_beans": """
the coffee beans need grinding for the cafetiere
I bought whole beans by mistake
I want to make coffee but the beans aren't ground
""",
"grip_small": """
the zip tab's too small to pull
I can't grip this little pin to get it out
the tiny washer keeps slipping out of my fingers
""",
"hair": """
my daughter's hair is a bird's nest in the morning
the back of my head looks like I've been dragged through a hedge
Grandma wants her hair tidied before the visitors
""",
"hair_out_of_face": """
the little one's hair is dangling in her dinner
my long hair gets in the way when I cook
my daughter's fringe gets in her eyes during gymnastics
""",
"haircut": """
my son's hair is down over his ears
my husband needs a trim but the barber's shut
the kids' fringes are in their eyes, they need a cut
""",
"hang_clothes": """
the wet bedding's been sitting in the drum since this morning
the wet laundry is sitting in the basket
the kids' swimming costumes are soaking
""",
"hang_on_hanger": """
my suit's lying crumpled on the chair
my dress is crumpled lying on the bed
Dad's coat is always dumped on the banister
""",
"hang_picture": """
the new canvas print is still propped on the floor of the lounge
the wedding photo is still leaning on the mantelpiece
the kids' framed drawings want to go on the wall
Grandma's mirror needs putting up in the hall
""",
"hard_floor_seat": """
my bottom's gone numb on the floorboards
Grandma's sitting on the hard bench at the picnic
the kids' story time is on the cold hall floor
""",
"hard_of_hearing": """
Mum keeps saying pardon on the phone
Dad's got the telly so loud the neighbours complain
Grandad misses half the conversation at dinner
""",
"hard_skin_feet": """
the skin on my heels is thick and hard like leather, not just dry
my heels look like sandpaper
my soles have thick yellow skin
Nan's heels have thick cracked skin on them
""",
"hay_fever": """
my eyes are streaming every time I go out in June
Mum's eyes puff up when the grass is cut
my son's itchy red eyes come back every summer
""",
"hay_fever_nose": """
achoo, the pollen's giving me a runny nose
the freshly mown lawn makes my nose drip
my daughter can't stop sneezing in the park in June
""",
"head_lice": """
the nursery says there's a lice outbreak
I spotted tiny eggs in my son's hair
the kids have itchy scalps after the sleepover
""",
"health_check": """
the doctor asked me to take my readings every morning
my husband wants to know his pulse after the run
Nan wants to see if her blood pressure's up
""",
"heat_food": """
last night's curry needs to be piping hot again for lunch
the kids' pasta is cold from the fridge
Grandad's dinner went cold while he was on the phone
""",
"high_chair": """
the baby's starting solids and needs to sit up with us
my one-year-old keeps sliding off the dining chair
the toddler can't sit up at the restaurant table
""",
"highlight_text": """
my daughter's revising and wants the important lines to pop
the contract has a few clauses I need to find again quickly
the kids' reading comprehension wants the answers marked in the text
""",
"hold_hairstyle": """
the sea breeze wrecks my blow-dry in minutes
my curls drop by lunchtime
my daughter's updo needs to last the whole wedding
the damp weather always flattens my style
""",
"hold_workpiece": """
the board slides off the table when I sand it
the pipe rolls about when I try to cut it
the timber jumps every time I chisel it
""",
"home_security": """
there's rustling by the back door after midnight and I want to see who it is
somebody's been going round the back of the house after dark
the shed's been broken into twice
there's a prowler checking car doors on our street
""",
"hoover_crumbs": """
rice crispies are scattered under the dining chairs after breakfast
the sofa cushions are full of crisp crumbs
the toddler dropped biscuit bits all over the rug
there's sand all over the car footwell
""",
"hot_drink": """
my husband's cold and wants a coffee
the plumber would like a brew
Grandad always has a hot chocolate before bed
""",
"hot_person": """
the toddler's flushed and clammy in the heatwave, it's just the weather, not a fever
the guests are melting in the conservatory
I'm sweltering in the office
the kids are red-faced and sweaty after playing in the sun
""",
"hot_pot_handle": """
the roasting tin needs taking out of the oven
ouch, I burnt my fingers on the saucepan handle
the cast iron pot's lid knob is red hot
""",
"hot_surface": """
the teapot will mark the dining table
the baking dish is straight out of the oven and the worktop is wooden
the sizzling skillet needs to go on the table
""",
"hungry_snack": """
I need a little something to keep me going till dinner
my son's hungry but tea isn't for two hours
my stomach's growling in the middle of the afternoon
""",
"indigestion": """
ugh, that curry's repeating on me and my chest burns
Grandad's got acid coming up after his fry-up
my husband's rubbing his tummy after the rich dinner, it's heartburn again
""",
"inflate": """
the kids' rubber ring has gone floppy
the inflatable flamingo for the pool has gone limp
the kids' inflatable dinghy is floppy
my daughter's space hopper has gone soft and won't bounce
""",
"inflate_airbed": """
my nephew's sleeping over and needs a bed on the lounge floor
the camping mattress is flat as a pancake
the guest mattress that blows up is still rolled in its bag
""",
"inflate_ball": """
the kids' football is squashy and won't go far
the netball's gone soft
my daughter's volleyball has no bounce left
""",
"inflate_balloons": """
there's a bag of fifty balloons for the party and I'm already dizzy
the birthday banner's up but the balloons are still flat
my cheeks ache from the balloons for the kids' party
""",
"inflate_car_tyre": """
the car's front tyre looks a bit squashy
the little orange tyre light came on on the dashboard
the car's pulling to one side and a tyre looks low
""",
"insulate_wire": """
the plastic on the hoover lead has cracked and bare copper shows
the dog chewed the lamp flex and the copper's showing
the garden light cable has a nick and you can see the wires
the plastic on the kettle lead has cracked open
""",
"iron_clothes": """
my work trousers are crumpled from the suitcase
my son's school shirt is all wrinkled
the tablecloth is full of fold lines for the dinner party
""",
"itchy_skin": """
the baby's got an itchy rash on her legs
ugh, these midge bites are driving me mad
Grandad keeps scratching his arms
""",
"joint_meat": """
the rabbit from the butcher needs portioning
I bought a whole duck and need it in pieces
the turkey needs the legs off before roasting
""",
"joint_support": """
my sprained wrist needs holding firm so I can play tennis
my knee feels wobbly on the stairs since I twisted it
my daughter rolled her ankle at netball and wants to keep playing
my wrist aches when I play tennis
""",
"journey_boredom": """
the train's delayed and I've got hours to kill
the kids keep asking are we there yet
my teenager's sulking on the ferry, nothing to do
""",
"jump_start": """
the engine just clicks when I turn the key
the courtesy light was on overnight and the car won't start now
the van won't turn over after the cold snap
""",
"karaoke": """
the kids want to sing into something so the whole room hears them
the kids want to belt out songs from the film
Nan wants to sing her favourite at the family do
the hen party wants a sing-song
""",
"keep_food_cold": """
the milk for the camping trip will go sour
the yoghurts for the kids' packed lunch will get warm in the car
the fish from the market has a long drive home
""",
"keep_place": """
the kids' reading book falls shut and they lose their page
my husband folds the corners of my books
I'm halfway through the manual and need to come back to this bit
""",
"keep_tempo": """
my daughter's violin piece drags in the slow bits
the drummer in my son's band keeps speeding up
I can't keep an even rhythm when I practise scales
""",
"kill_weeds": """
nettles are everywhere along the back fence
weeds are sprouting between the paving stones
the gravel drive is green with weeds
""",
"knit": """
Grandma wants to make a cardigan for the new grandchild
my daughter wants to learn to make a woolly hat
I fancy making some cosy socks by hand this winter
""",
"knock_down_high": """
the kids' frisbee is on the garage roof
the kids' balloon is caught up in the branches of the oak
there are spider webs up in the stairwell ceiling
""",
"knock_in_pegs": """
the guy ropes need pegging down
the stakes for the tomatoes need driving in
the ground at the campsite is rock solid
""",
"label_boxes": """
the removal men need to know which box goes in which room
the storage tubs in the loft need marking
the kids' lunchboxes keep getting mixed up at school
""",
"laminate": """
the kids' chore chart keeps getting crumpled
the bus timetable on the fridge keeps getting stained
my son's name badge for the trip needs to be waterproof
""",
"lawn_weeds": """
the lawn's dotted with daisies and plantains
Dad's grass is more weeds than grass
the buttercups are spreading across the lawn
""",
"leaky_joint": """
the joint on the washing machine hose leaks
a slow drip keeps coming from the nut where the waste pipe joins
the thread where the shower hose screws on is dripping
""",
"lean_to_write": """
got nothing firm to rest on while I sign the delivery note
my son's doing homework on his knees on the sofa with nothing firm under the paper
I'm filling in a form on the bus
Grandad's doing his crossword in bed
""",
"level_appliance": """
the dishwasher rocks on the tiles
the tumble dryer vibrates and bangs on spin
the washing machine rocks and shuffles across the kitchen
""",
"light_candle": """
the scented candle on the bath edge isn't lit
the tea lights on the table aren't lit
Grandma wants the candle on the dinner table lit
""",
"light_fire": """
the campfire needs starting
the open fire in the lounge is laid but not lit
it's cold, let's get the stove going
""",
"line_tin": """
the loaf tin always sticks
my sponge stuck to the bottom last time
the roasting tray will be a nightmare to wash if the fish sticks
""",
"lint": """
the cat's been asleep on my work trousers and now they're furry
my black jumper is covered in white fluff from the wash
the velvet sofa cushions are covered in pet hairs
""",
"lock_bike": """
my son's leaving his bike outside the library
I'm popping into the café and my bike will be on the railings
my daughter's bike keeps getting left unlocked at school
""",
"lock_up": """
the tools in the shed could be pinched
Dad wants the garage door secured while we're away
the side gate keeps swinging open and anyone can walk in
""",
"lock_valuables": """
my son wants his savings kept where his sister can't get at them
my grandmother's necklace is just lying on the dresser
the cleaners are coming and my watch is on the side
the kids keep nicking coins from my purse
""",
"loose_dentures": """
Grandma's top plate drops when she laughs
ugh, my false teeth clack when I talk
Grandad can't chew his toast because his teeth move
""",
"loose_tea": """
Mum's posh tea is leaves in a tin, not bags
bits of leaf keep ending up in Grandad's cup
I want to brew the green tea leaves without the bits
""",
}
