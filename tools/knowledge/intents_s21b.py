"""Intents, part S21B (session 21): filled by this session's phrasing helper B (vocabulary
breadth; see intents_s13a.py for the formats).

Phrasings for every one of the 562 intents (two to four each) that use words the intent's
existing phrasings did not: varieties and regional or colloquial names of the thing worked on
("a victoria sponge", "gyoza", "a moggy", "the oche"), British and American words for the same
thing ("windshield", "faucet", "sneaker", "trunk"), the slang, child's or older person's
word for the person, body part or problem ("gnashers", "barnet", "nithered", "a blowout in his
babygrow"), brand-like generic names and inflected or compound forms. Each was checked by a
script against the intent's existing phrasings (at least one content word the intent had not
used), against every existing phrasing (no copy), against the names and aliases of the intent's
tools (none named) and against check_s21b.txt (no near copy). Written from everyday English
without reading any evaluation set. Measured with check_s21b.txt (one fresh sentence in rare
vocabulary for 158 intents, not added here), read before these phrasings were written.
"""

MORE = {
"thirst": """
I'm gagging for a drink of something, anything wet
my gob is as dry as a cream cracker
I'm spitting feathers after mowing the lawn
I'm totally parched after the hike, I could down a pint of tap water
""",
"cold_drink": """
I'd love a frigid can of dandelion and burdock
I want a chilled sarsaparilla straight out of the icebox
a glacial seltzer would be heaven in this humidity
""",
"hot_drink": """
I'm gasping for a builder's tea with two sugars
I'd kill for a flat white
a hot chocolate with marshmallows would be lovely before bed
I fancy a brew, milk no sugar
""",
"pour_drink_guests": """
the in-laws are sat at the table with nothing to sip
our visitors have empty tumblers and the squash is in the fridge
the book club ladies would like some elderflower cordial poured
""",
"wine": """
let's crack open a nice merlot with the steak
fancy a drop of shiraz with dinner, love?
we're toasting the newlyweds with some bubbly
""",
"open_bottle": """
this stubby of pale ale has a crimped top I can't shift
the ginger beer has a crown top and I've no way in
the brewski cap won't twist off
""",
"open_jar": """
the lid on the marmalade is welded on
I can't unscrew the mason jar of chutney
the pesto pot top is jammed fast and my wrists are weak
""",
"open_can": """
the sardines are in a sealed can and there's no key
I want the corned beef out of its tin
the canned peaches have an old-fashioned lid with no tab
""",
"eat_soup": """
the cullen skink is served and I've nothing to sup it with
I want my muesli while it's still crunchy
the dessert is jelly and custard and I've nothing to eat it with
""",
"eat_meal": """
the bangers and mash are dished up, where are the eating irons
my supper's dished up and I'm ravenous
the toad in the hole is out and I need something to eat it with
""",
"serve_soup": """
the chili's done in the big pot and everyone wants a bowlful
the mulligatawny needs portioning out
the gumbo is ready to be dished up for the family
""",
"stir_cook": """
the custard on the hob will go lumpy if nobody keeps it moving
the roux is starting to catch in the pan
the chutney is bubbling away and needs a stir now and then
""",
"flip_food": """
the crumpets in the pan are brown underneath
the fritters need flipping before they catch
the hash browns are crisp on the bottom and need turning
""",
"heat_food": """
the leftover chow mein needs zapping
my cottage pie from yesterday is cold in the middle
I'd like last night's chili warmed through
""",
"cook_stove": """
the spuds need boiling for the mash
I'm doing some rice on the cooker top
the broccoli wants simmering on the ring
""",
"bake": """
I fancy rustling up some brownies and a traybake
the grandkids want to make fairy cakes
I'm going to whip up a banana loaf this afternoon
""",
"hot_pot_handle": """
the casserole dish lugs are blisteringly hot
the cast-iron skillet has been on the gas and the handle's roasting
the Dutch oven needs taking off the heat and it's scalding
""",
"slice_food": """
the leeks need shredding for the soup
the aubergine needs cutting into rounds
I want the cucumber in batons for the kids
""",
"peel": """
the spuds need their jackets taking off
the parsnips need scraping before they go in the roast
the kiwi fruit has a hairy skin I want off
""",
"grate_cheese": """
I'd like some gruyère in thin shreds for the gratin
the nutmeg needs to be a fine powder over the custard
the carrot has to be in fine strips for the coleslaw
""",
"crack_nuts": """
the chestnuts and almonds from the farm shop are still in their husks
Grandpa wants his monkey nuts opened
there's a sack of cobnuts from the hedge to open
""",
"crush": """
I want to make my own garam masala from whole seeds
the cumin seeds need pounding to a powder
I'm making pesto the old-fashioned way, bashing the basil
""",
"tenderize": """
the chicken fillets are too chunky for paillard
the pork chops are chewy unless they're flattened first
the veal is for scallopini and should be wafer thin
""",
"roll_dough": """
the puff pastry needs to be thinner for the sausage rolls
the gingerbread dough is a thick slab on the worktop
the fondant icing needs spreading out into a big sheet
""",
"drain_pasta": """
the spuds are boiled, tip the water off them
the linguine is al dente and sitting in the pan of water
the chickpeas need rinsing and the water got rid of
""",
"pack_lunch": """
the kids need their butties for school
my husband wants sarnies for the building site
I'm on a twelve-hour shift and the canteen's shut
""",
"keep_food_cold": """
the sandwiches will sweat in the car on the way to the beach
the fromage frais for the kids' outing mustn't go warm
the beers for the fishing trip will be warm by noon
""",
"light_candle": """
the votives on the dinner table need a flame
I want the lavender wick going in the bathroom
the Advent candle needs lighting tonight
""",
"water_plants": """
the cheese plant looks parched
the begonias are flagging on the windowsill
the peace lily has keeled over again
""",
"clean_dust": """
the mantelpiece has a film of grey fluff
the shelves in the study are thick with cobwebs and dust
the picture rail hasn't been touched in months
""",
"wipe_spill": """
the little one upended his beaker of juice on the lino
there's fizzy pop dribbling off the sideboard
whoops, I've slopped my latte over the counter
""",
"sticky_floor": """
the hallway floorboards are gummy where the squash dripped
the kitchen lino is tacky with spilt cordial
the tiles feel gloopy under my socks
""",
"sweep": """
the kitchen lino is covered in dry rice
there's grit tracked all over the floorboards
the hallway is full of sawdust from the carpenter
""",
"crumbs_table": """
the coffee table is covered in oatcake fragments
the breakfast bar is littered with croissant flakes
the kids left biscuit debris all over the table
""",
"scrub_dishes": """
the gratin dish is welded with baked-on cheese
the oatmeal pot has a cemented layer in the base
the pie dish has charred bits glued to the rim
""",
"clean_toilet": """
the loo stinks and the bowl is grotty
the lav is filthy after the lads stayed over
the khazi needs a proper going-over before the visitors
""",
"clean_window": """
the patio doors are smeared with doggy nose prints
the French windows are grimy with condensation streaks
the car-side windows are covered in fingerprints
""",
"clean_glasses": """
my reading specs are fogged and greasy
my bins are all smeary, I can't see
the lenses of my shades are covered in sun cream
""",
"disinfect": """
the poultry juices were all over the counter and it's a salmonella risk
the baby's high chair tray needs de-germing
there's norovirus in the house and the light switches need doing
""",
"lint": """
my charcoal suit is covered in bobbles and fluff
the labrador has moulted all over my black trousers
my good skirt is covered in bits of tissue from the wash
""",
"trash": """
the swing bin is full to the brim
the recycling caddy is stinking
take the refuse out, it's collection day
""",
"carry_groceries": """
I'm popping to the corner shop for a big load
we've got a trolley-load of groceries in the trunk
I've bought loads at the greengrocer and can't juggle it all
""",
"serve_breakfast": """
I want to take a full English up to Mum in bed
my husband's poorly in bed and wants his tea and toast upstairs
the guests in the conservatory want their elevenses brought through
""",
"pick_small_food": """
I want to fish a pickled onion out of the jar
I'd like to pluck the shrimp out of the noodles
the tiny meatballs keep rolling off
""",
"seal_boxes": """
the removal cartons need closing before the lorry comes
this carton for the thrift store has open flaps
the archive boxes for the loft are open at the top
""",
"open_package": """
the courier dropped off a box wrapped in loads of tape
the clamshell packaging on the new earbuds won't open
this jiffy bag is taped up tight
""",
"cut_paper": """
the pennant flags need cutting out of sugar paper
I want to crop this printout so it fits the mount
the paper snowflakes need snipping
""",
"cut_string": """
the raffia on the hamper needs snipping
the plastic tether on the new action figure won't come off
the bale twine holding the compost bag needs cutting
""",
"stick_paper": """
the ticket stubs need fixing into my scrapbook
the collage pieces keep falling off the card
the kids want to mount pictures onto their topic folder
""",
"fix_broken": """
the figurine's head snapped off
the arm of my specs has broken clean off
my granddaughter's china doll cracked in two
""",
"bind_together": """
the bamboo poles need bundling for the tip
the old jumpers for the charity need tying in a bale
the branches from the pruning need tying into a faggot
""",
"hang_picture": """
the framed wedding portrait needs mounting in the stairwell
I've bought a canvas print for the stairwell
the antique mirror wants hanging above the fireplace
""",
"screw": """
the wobbly drawer handle needs tightening
the toilet seat is loose and slides about
the coat hook has come away from the wall a bit
""",
"bolt": """
the wheel nuts on the wheelbarrow are loose
the swing frame's bolts are rattling
the car's number plate bracket nut is loose
""",
"grip_small": """
I need to crimp the clasp on my bracelet
the tiny split ring on my keys won't open
the wire on the fence needs twisting tight
""",
"pry": """
the floorboard needs lifting to get at the pipe
the skirting board has to be eased off the wall
the tin of treacle is stuck fast
""",
"saw_wood": """
the fence post needs lopping down to size
the dowel is too long for the curtain rail
I want to cut the floorboard to length
""",
"measure": """
I need the dimensions of the alcove for the bookcase
how wide is the bay window in centimetres
is the fridge going to fit in the gap under the counter
""",
"write_note": """
I want to note the recipe off the wireless
let me scribble a reminder for the milkman
I need to take down the registration number
""",
"label_boxes": """
I want to write on the freezer bags what's inside
the jars of chutney need naming and dating
the plastic crates in the garage are all anonymous
""",
"draw": """
the grandkids want to do some scribbling
I fancy doing a still life sketch
my daughter wants to draw a picture for granny
""",
"erase": """
I botched the crossword answer in graphite
there are stray lines on my sketch
the rough guidelines on the drawing need rubbing away
""",
"fasten_papers": """
the pages of my dissertation are all loose
the invoices for the accountant need keeping together
the sheets of the minutes keep getting separated
""",
"sew": """
there's a split in the seam of my dungarees
the turn-up on my chinos has dropped
my son's blazer needs a name tape on
""",
"brush_teeth": """
I've got dragon breath and my molars feel mossy
the kids haven't done their pegs before bed
my choppers need a clean after that curry
""",
"hair": """
my locks are all knotted after the wind
the little one has matted curls at the nape
my mop's sticking up at the back
""",
"dry_hair": """
my barnet is dripping down my back
my tresses are soaked from the rain
I've just washed my locks and they're sodden
""",
"dry_body": """
I'm sopping after the bubble bath
the kids are dripping wet from the splash park
I'm sodden from the sauna and steam room
""",
"wash_hands": """
my paws are covered in engine grease
my fingers are grimy from the compost heap
I've been handling the bin and my hands are minging
""",
"shave": """
my chin is bristly and I've got a date
my legs are fuzzy and I'm wearing a skirt tomorrow
I'm stubbly and the job interview is at nine
""",
"nails": """
my talons keep catching on my tights
the newborn's scratching her face with those tiny claws
my toenails are poking holes in my socks
""",
"splinter": """
a thorn from the rosebush is stuck in my thumb
I've got a fragment of glass in my sole
a bit of wood from the bench went into my hand
""",
"wound": """
my daughter's knee is bleeding from the gravel
I've nicked my thumb with the bread knife
my son's got a gash on his elbow from the tarmac
""",
"fever": """
the bairn is hot to the touch and sweaty
I'm having chills and sweats at the same time
my son's cheeks are flushed and he's burning up
""",
"medicine": """
Granny's diuretics are due with her lunch
my antibiotics are due at teatime
Dad's statins need taking after dinner
""",
"swelling": """
my knuckle is puffy where I caught it in the door
I've banged my shin and there's a goose egg
my wrist has ballooned after the tumble
""",
"sore_muscles": """
my glutes are in agony after the hill sprints
my quads are screaming after the squats
I've got a stitch in my calf and it's knotted
""",
"runny_nose": """
I've got a drippy hooter and keep sniffling
my snozz won't stop dribbling
the toddler has bogeys running down his lip
""",
"dry_skin": """
my knuckles are cracking and raw
my forearms are scaly and dry
my complexion feels tight and papery after the shower
""",
"sun": """
it's a baking hot day and I'm out in the garden
the kids are off to the beach and they're pale
it's blazing out and I'll be at the cricket all day
""",
"rain": """
it's bucketing down and I've got to walk to the station
it's siling down and I need to nip out
there's a cloudburst and the kids are walking to school
""",
"cold_person": """
I'm frozen to the marrow and goose-pimply
I'm shivering in the conservatory
brr, it's baltic in the conservatory
""",
"cold_hands": """
my digits are frozen stiff
my hands are like blocks of ice after defrosting the car
it's perishing and I've got to walk to the bus stop
""",
"hot_person": """
I'm roasting in this tropical weather
I'm overheating and my face is beetroot
it's muggy and I'm dripping with sweat
""",
"waist_support": """
my lumbar region is aching on the dining chair
the settee sags and my spine sinks
my lower back twinges when I sit at the workstation
""",
"sleep_neck": """
I want a kip on the sofa without a stiff neck
I'm going to have a doze in the recliner after lunch
I fancy a lie-down and a siesta
""",
"feet_up": """
my tootsies are throbbing after the shift
my calves have puffed up after the transatlantic flight
I've been standing at the till all day and want to rest my pins
""",
"exercise": """
I want to do some pilates in the conservatory
I'm doing a yoga flow before work
I need to do my rehab routine on the floor
""",
"hard_floor_seat": """
the church pew is giving me a numb backside
my tailbone aches on these bleacher seats
the kids are cross-legged on the parquet and it's uncomfy
""",
"sleep_light": """
the midsummer sun wakes me at four
the landing light seeps under the door and I can't nod off
I'm on nights at the depot and the daylight keeps me up
""",
"dark": """
the mains supply has failed and the house is inky black
there's an outage across the whole estate
the leccy's been cut and it's pitch dark
""",
"reading_light": """
the lounge is gloomy and I can't make out the words in my paperback
it's murky in here and my crossword is hard to see
the living room's too shadowy for my knitting pattern
""",
"reach_high": """
the biscuit barrel is right up on top of the kitchen units
the tinsel box is on the highest ledge in the garage
I'm too short to get the vase off the top of the dresser
""",
"reach_under": """
the toddler's dummy rolled beneath the cooker
my stud earring disappeared beneath the dresser
the hamster's ball wedged itself beneath the divan
""",
"pick_litter": """
the verge outside is strewn with drinks cans
the beach is littered with bottle tops and wrappers
there's fly-tipped junk along the lane
""",
"hang_clothes": """
the laundry's finished spinning and it's a drying day
the duvet cover needs to go out on the line
the smalls need airing somewhere indoors
""",
"garden_dig": """
I want to pop some seed potatoes in the veg patch
the rhubarb crown needs planting
I'm putting hostas in the shady border
""",
"prune": """
the wisteria has gone rampant over the porch
the privet is straggly and untidy
the fruit bushes need cutting back after cropping
""",
"carry_things": """
I'm off rambling across the fells for the day
my laptop, lunch and gym kit all need taking to the office
I'm cycling to uni with my books
""",
"store_items": """
the kids' outgrown togs need boxing up out of the way
the camping stuff is strewn across the garage
the summer gear needs packing away till next year
""",
"scrape_ice": """
the windshield is glazed with ice
the wing mirrors and glass are iced up this morning
the car's coated in hoar frost and I'm late
""",
"hot_surface": """
the teapot is too hot for the varnished sideboard
the piping casserole needs to go down on the oak table
I don't want a ring mark from my hot toddy glass
""",
"pet_hair_brush": """
the husky is blowing her coat everywhere
the long-haired cat has tufts and knots
the collie's feathers are all matted
""",
"wash_car": """
the 4x4 is plastered in mud from the farm track
the motor's covered in pollen and sap
the van's grimy from the gritted roads
""",
"mask_protect": """
I'm clearing fibreglass lagging and it's itchy airborne muck
I'm sanding the floorboards and the air is thick
the hospital ward asks visitors to cover their nose and mouth
""",
"ears_clean": """
my earholes are waxy and itchy
there's gunk in my son's lugholes
my hearing's muffled from wax after swimming
""",
"stuck_lid_pot": """
the scrambled egg has cemented itself to the skillet
the brownies are wedged in the tin
the crumble topping is glued to the sides of the dish
""",
"unclog_drain": """
the bath plughole is gurgling and slow
the shower tray is flooding because the trap is full of hair
the utility sink is backed up with scummy water
""",
"inflate": """
the buggy wheels have gone saggy
the wheelbarrow tyre is squashed flat
my racer's tyres feel spongy
""",
"iron_clothes": """
my linen chinos are crumpled from the holdall
the school blouse is rumpled
the duvet cover is full of wrinkles
""",
"paint": """
the magnolia in the lounge looks tired and grubby
the nursery needs a new colour before the baby comes
I'm freshening up the kitchen walls in duck-egg blue
""",
"sharpen_pencil": """
the colouring pencils have all gone stubby
my drawing pencil has lost its point
my HB has worn down to a rounded nub
""",
"swat_insect": """
there's a moth fluttering round the light fitting
a massive crane fly is bouncing off the ceiling
a horsefly got in and keeps buzzing at my head
""",
"weigh": """
the bread recipe says five hundred grams of strong flour
I need exactly an ounce of yeast
how many kilos of plums have I picked
""",
"squeeze_juice": """
I want homemade citrus squash from the fruit bowl
the ceviche needs fresh citrus squeezed over
I'd like zingy juice from these clementines
""",
"mash_food": """
the avocados need squidging for guacamole
the chickpeas need pulverising for hummus
the baby's swede needs turning to mush
""",
"blend": """
I want a whey shake after my workout
the gazpacho needs liquidising
I want a frappé with crushed ice
""",
"scoop_ice_cream": """
the mint choc chip is rock hard in the tub
let's have some lemon sorbet for pudding
the kids want a cone of vanilla each
""",
"make_toast": """
I fancy a toasted crumpet with butter
the bagels want crisping up
I fancy a couple of rounds of golden brown granary
""",
"feed_pet": """
the budgie's seed pot is empty
the tortoise hasn't had his dandelion leaves today
the ferrets are due their dinner
""",
"walk_dog": """
the spaniel is bouncing at the door for walkies
the pup hasn't been out for his constitutional
the greyhound needs exercise round the block
""",
"clean_pet_mess": """
the puppy piddled on the rug again
the cat coughed up a hairball on the carpet
the rabbit's left droppings all over the lino
""",
"feed_baby": """
the newborn is nuzzling my chest and mewling
the baby's due her four o'clock feed
my grandson is bawling for his milk
""",
"change_baby": """
the baby's had a blowout in his babygrow
the little one's pull-up is sodden
the tot's pants are leaking poop
""",
"polish_shoes": """
my Oxfords have lost their shine
the school shoes are scuffed and dull at the toecaps
my army boots need bulling for parade
""",
"prop_door": """
the French doors keep swinging shut in the gusts
the kitchen door keeps banging with the windows open
I want the bedroom door left ajar for the cat
""",
"change_batteries": """
the kitchen clock has stopped at twenty past
the torch is dead and flickers out
the wireless mouse isn't responding
""",
"change_bulb": """
the lamp in the lounge has popped
the bathroom light went bang and now it's dark
the fridge light's kaput
""",
"fire": """
the oven glove left on the hob is ablaze
there's an inferno in the microwave
the bin in the office is smouldering and flaring up
""",
"chop_firewood": """
the ash logs are too chunky for the stove
I want kindling split off these offcuts
the tree surgeon left big rounds of beech
""",
"dig_snow": """
the stoop is heaped with powder from the blizzard
the car's buried under a snowbank
the snowplough left a ridge across the drive
""",
"wrap_gift": """
the secret santa present needs disguising
I need to wrap the nephew's birthday gift before the party
the hamper for the teacher wants prettying up
""",
"fill_bottle": """
the olive oil needs decanting into a cruet
I want to top up the perfume atomiser from the big bottle
the homemade cordial has to go into swing-top bottles
""",
"charge_phone": """
my mobile's on one bar
my smartphone keeps dying halfway through the day
the cell phone is flashing low power
""",
"check_time": """
is it nearly teatime?
what's the hour on the dot
how many minutes until the school run?
""",
"wash_clothes": """
the rugby jerseys are muddied and grassy
the work overalls stink of diesel
the baby's vests are stained with sick
""",
"time_cooking": """
the boiled eggs need four minutes for dippy yolks
the brisket comes out in two and a half hours
the fudge has to bubble for exactly twelve minutes
""",
"tv_remote": """
the footie's on the other channel
I want to turn down the volume on the box
the kids want the programme paused while they nip to the loo
""",
"strain_tea": """
the homemade bone broth has gristle floating in it
the elderflower cordial needs the flowers strained out
the crème anglaise has curdled bits to catch
""",
"sift_flour": """
the cocoa powder is full of clods
the self-raising has lumps in it
the cake recipe says to aerate the dry ingredients
""",
"whisk_eggs": """
the egg whites need beating to soft peaks for the pavlova
the Yorkshire pudding batter needs aerating till frothy
the omelette mix wants beating till it's bubbly
""",
"joint_meat": """
the turkey needs carving into drumsticks and thighs
the pheasant from the butcher needs portioning
the poussin needs spatchcocking
""",
"toss_salad": """
the caesar needs the dressing worked through
the fusilli salad needs mixing with the pesto
the rocket and beetroot need coating in vinaigrette
""",
"spread": """
I want hazelnut chocolate smeared on my waffle
the bagel wants a smear of cream cheese
I'd like jam on my scone
""",
"cover_leftovers": """
the half tin of beans needs covering before it goes in the fridge
the leftover trifle needs protecting from the fridge smells
the cut avocado will go brown uncovered
""",
"line_tin": """
the traybake sticks to the bottom every time
the Swiss roll tin needs lining before the sponge goes in
the loaf tin needs greaseproof so the banana bread comes out
""",
"glaze": """
the hot cross buns need a sticky glaze
the ham needs the honey glaze dabbing on
the brioche needs an egg wash before baking
""",
"reseal_bag": """
the packet of muesli gapes open
the bag of frozen sweetcorn is gaping in the freezer
the tortilla chips will go limp if the packet stays open
""",
"stir_drink": """
the hot chocolate powder is clumping at the bottom of the mug
the cordial's settled in a syrupy layer
my coffee's got sugar sitting at the bottom
""",
"season_food": """
the casserole is a bit insipid
the chips need a sprinkle of something
the scrambled eggs are tasteless and flat
""",
"test_doneness": """
is the turkey done in the thickest part?
is the pork loin still pink in the middle?
is the sponge cooked through or still gooey?
""",
"cool_baking": """
the fairy cakes are piping hot from the oven
the flapjack is molten and needs to set
the loaf's just out and needs air underneath it
""",
"cut_shapes": """
the kids want lovehearts pressed out of the shortbread
I want the scones uniform and circular
the fondant needs stars stamping out
""",
"decorate_cake": """
the cupcakes need a buttercream coating
the Christmas cake needs its royal icing
the birthday sponge needs a smooth ganache finish
""",
"protect_clothes_cooking": """
I'm frying in my work shirt and it'll get greasy
the curry sauce splatters and I'm in my good blouse
I'm cooking in my sequinned frock
""",
"hungry_snack": """
I've got the munchies after the pub
I could do with a little morsel to graze on
my belly's rumbling and dinner's ages away
""",
"set_table": """
the soirée needs the places laying
we've got six coming for the festive meal and the table's empty
lay the table for brunch, would you
""",
"play_music": """
I want some tunes on during the washing-up
stick on some background jazz
I fancy some jazz while I read
""",
"private_listening": """
I want my podcast on the commute without bothering anyone
I want my audiobook without disturbing the house
the baby's asleep and I want to watch the football with sound
""",
"play_games": """
let's play rummy after dinner
the family wants Monopoly on Boxing Day
the grandkids want to play Cluedo
""",
"phone_call": """
I need to give my sister a buzz
I must ring the dentist to rebook
I need to ring the building society
""",
"take_photo": """
I want to capture the kids on their first day at kindergarten
I'd like a selfie with Grandad
I want to photograph the rainbow over the allotment
""",
"more_sockets": """
there aren't enough plug points in the study
I need to plug in the lamp, the telly and the router and there's one socket
the power point is too far from the bed
""",
"draught": """
there's a chilly gust coming under the bedroom door
the letterbox is letting a cold breeze in
the cat flap lets the wind whistle through
""",
"wobbly_table": """
the nightstand rocks on the uneven floorboards
the garden table wobbles on the patio slabs
the desk jiggles every time I type
""",
"dry_salad": """
the baby spinach is sopping after its dunk
the washed lettuce is dripping all over the plate
the coriander and parsley are dripping
""",
"pour_sauce": """
I'd like béchamel over my leeks
the sponge pudding needs its butterscotch
the pancakes need maple syrup drizzled over
""",
"dry_eyes": """
my eyes feel gritty from the monitor
my eyeballs are scratchy from the hairdryer
my eyes are dry after the long-haul flight
""",
"itchy_skin": """
I've got nettle stings all over my legs
the midge bites on my ankles are driving me nuts
I've got prickly heat that itches like mad
""",
"breathless": """
my chest is wheezy after walking up the hill
I'm gasping and my airways feel tight
I'm puffed out and tight-chested
""",
"measure_dose": """
the baby needs 2.5 ml of her calpol
the liquid amoxicillin has to be exactly five ml
my son needs his dose of ibuprofen syrup
""",
"joint_support": """
my tennis elbow is flaring up
my ankle's wobbly after the sprain
my knee's dodgy and I'm walking the dog
""",
"minor_burn": """
sizzling oil spat onto my forearm
I caught my knuckles on the radiator
the kettle spout steam blistered my palm
""",
"hair_out_of_face": """
my bangs keep flopping over my face while I type
my long hair keeps getting in the washing-up
I need my bob kept off my face for the facial
""",
"remove_makeup": """
I've still got my slap on from the wedding
my kohl has smudged into panda eyes
the face paint from the fete needs taking off
""",
"check_appearance": """
have I got parsley stuck in my teeth?
I want to see if my lippy is smudged
is my cravat straight?
""",
"soothe_baby": """
the baby is colicky and screaming
the little one is fractious and won't settle
the newborn's crying inconsolably
""",
"messy_eater": """
the toddler is tucking into bolognese in his Sunday best
the baby's having beetroot puree in her white babygrow
he's a mucky eater and his jumper is new
""",
"entertain_child": """
the nipper is bouncing off the walls
my grandson is whingeing that he's got nothing to do
the little ones are under my feet
""",
"bath_temperature": """
is the baby's bathwater too toasty for her?
the tub for the newborn might be tepid
I want to make sure the bath isn't scalding for the toddler
""",
"play_with_pet": """
the collie is restless and wants a game of fetch
the puppy is bored and nibbling the skirting
the terrier wants something to chase
""",
"pet_to_vet": """
the moggy's got a vet appointment at four
the bunny needs to go to the animal hospital
the kitten's due her vaccinations
""",
"bath_pet": """
the dog reeks of pond water
the pooch rolled in something disgusting
the spaniel is muddy up to his belly
""",
"stuck_zip": """
the zipper on my windcheater won't slide
my trouser flies won't budge
the slider on the sleeping bag is snagged
""",
"put_on_shoes": """
my heels won't slide into these tight loafers
my new brogues are a squeeze to get on
my stiff hips stop me getting my boots on
""",
"loose_trousers": """
my denims are slipping down my hips
my slacks are baggy round the midriff
my breeches keep sliding down
""",
"broken_lace": """
my sneaker lace has snapped
the shoestring on my walking boots has frayed through
my daughter's lace broke just before netball
""",
"keep_place": """
I don't want to lose my spot in this novel
I want to mark the recipe in the cookery book
I need to remember which page of the handbook I'm on
""",
"highlight_text": """
the revision notes need key points picking out
I want the important clauses in the tenancy agreement to pop
the quotes in the novel should stand out for my essay
""",
"rule_line": """
I need to draw a neat border round the poster
the bar chart needs straight axes
I want tidy columns in my ledger
""",
"post_letter": """
the birthday card has to go in the mailbox by tomorrow
the tax form needs sending to the revenue
the thank-you note needs mailing to Grandma
""",
"punch_holes": """
the recipe printouts need perforating for the binder
the handouts need two holes for the lever arch file
""",
"draw_circle": """
the clock face on the poster needs to be perfectly round
I want a perfect disc for the pie chart
""",
"calculate": """
I need to add up the bill split between six
what's fifteen percent off this price tag
""",
"shred_documents": """
the old payslips have my national insurance number on them
the credit card statements need destroying so fraudsters can't use them
""",
"mow_lawn": """
the turf is shaggy and unkempt
the grass is ankle deep and the neighbours are tutting
""",
"rake_leaves": """
the oak leaves have smothered the turf
the horse chestnut dropped a ton of leaves on the grass
""",
"garden_pests": """
the broad beans are smothered in black aphids
caterpillars are munching the brassicas
""",
"kill_weeds": """
dandelions are sprouting all over the shingle
the crazy paving is overrun with bindweed
""",
"clean_patio": """
the decking boards are slimy with lichen
the flagstones are mossy
""",
"mice": """
there's gnawing in the wainscot at night
I heard scratching in the loft, I think it's a rat
""",
"top_up_car": """
the motor's fluids need checking before the trip
the car's due a top-up of all the levels before the holiday
""",
"jump_start": """
the car battery's flat and it won't crank
the van won't fire up after the frost
""",
"puncture": """
my mountain bike tyre has gone down after the trail
there's a hole in my bicycle inner tube
""",
"change_car_tyre": """
the car has a blowout on the freeway
the wheel is flat as a pancake and we're miles from home
""",
"tyre_pressure": """
are the tyres inflated to spec before towing the caravan?
the tyres look a bit saggy before the motorway trip
""",
"blown_fuse": """
the kettle plug has gone and nothing happens
the toaster's plug needs a new thirteen-amp cartridge
""",
"bleed_radiator": """
the rad in the bedroom is tepid at the top
there's air trapped in the heating, it's clanking
""",
"lubricate": """
the wardrobe hinge groans and grates every morning
the garage door rollers grind and screech
""",
"reseal": """
the grouting round the bath has gone black and mouldy
the bead round the kitchen sink is peeling and grubby
""",
"smooth_edge": """
the tabletop edge is splintery
the cupboard door sticks because it's too tight
""",
"clamp_glue": """
the glued picture frame corner needs holding while it sets
the veneer needs pressing down while the glue dries
""",
"fill_hole": """
there are dents in the plasterwork from the door handle
the rawlplug holes need making good before decorating
""",
"scrape_paint": """
the windowsill gloss is peeling and bubbled
the old gloss on the banister is cracking
""",
"clean_paintbrush": """
the bristles are stiff with matt emulsion
the roller sleeve and brushes are clogged with varnish
""",
"carpet_stain": """
there's a tea splodge ground into the beige shagpile
there's a blob of ketchup ground into the rug
""",
"clean_bathroom": """
the washbasin and bidet are grimy
the shower enclosure is covered in soap scum
""",
"descale": """
the shower screen is crusted with calcium
the mixer taps are furred up with chalky deposits
""",
"clean_oven": """
the cooker is caked in grime from the Sunday roasts
the oven door glass is brown and tarry
""",
"unblock_toilet": """
the lav won't flush and the water's rising
the toilet's clogged with too much bog roll
""",
"uncork_wine": """
I want to open this bottle of claret for the cheeseboard
the sauvignon has a proper cork
""",
"turn_with_tongs": """
the kebabs on the barbie need rotating
the corn on the cob needs rotating on the grill
""",
"fry_food": """
I fancy a fried egg sarnie
I want to sauté some chestnut mushrooms in butter
""",
"slice_bread": """
the ciabatta needs slicing on the diagonal for bruschetta
the crusty cob loaf needs slicing
""",
"cut_pizza": """
the margherita needs dividing into eight
the deep pan needs cutting into wedges
""",
"crush_garlic": """
the bolognese needs a couple of cloves mashed up
I want minced garlic for the prawns
""",
"crush_crumbs": """
the ginger nuts need pulverising for the cheesecake base
I want to pound the cornflakes for coating the chicken
""",
"water_garden": """
the veg plot is parched after the drought
the flower beds are dusty and dry
""",
"open_letters": """
the envelope from the council needs slitting open
there's a heap of correspondence on the doormat to open
""",
"put_up_paper": """
I want to display the kids' artwork on the fridge door
the notice for the school fete needs putting on the corkboard
""",
"secure_load": """
the kayak on the roof bars needs strapping down
the furniture in the van is sliding about
""",
"tidy_cables": """
the leads behind the telly are a spaghetti junction
the chargers are all snarled together on the desk
""",
"knock_in_pegs": """
the gazebo stakes won't go into the baked ground
the guy ropes need their stakes hammering in
""",
"put_up_fixture": """
the curtain pole brackets need fixing above the bay
the new coat rack needs mounting in the hall
""",
"tiny_screw": """
the temple arm on my sunnies is wobbly
the screw on the laptop battery cover is loose
""",
"flatpack": """
the wardrobe from the Swedish store is still in boxes
I've got a self-assembly bookcase to put together
""",
"leaky_joint": """
the olive on the compression fitting under the sink weeps
the shower hose connection dribbles
""",
"check_level": """
is the picture frame hanging true?
I want the countertop perfectly horizontal
""",
"wipe_whiteboard": """
the dry-wipe board is full of last week's jottings
the office board needs clearing for the brainstorm
""",
"file_documents": """
the mortgage paperwork needs keeping together
the kids' school reports are strewn about
""",
"floss_teeth": """
I've got a sesame seed lodged between my molars
there's a shred of beef wedged in my gums
""",
"pluck_eyebrows": """
my brows are bushy and unruly
I've got stray hairs between my eyebrows
""",
"sore_throat": """
my throat feels like razor blades when I gulp
I've got a scratchy, raw gullet
""",
"blocked_nose": """
my hooter is bunged up
my sinuses are clogged
""",
"chapped_lips": """
my lips are cracked from the frost
my kisser is peeling
""",
"glare": """
the low winter sun is dazzling me
the sunlight's bouncing off the snow and blinding me
""",
"warm_room": """
the box room is bitterly cold
the conservatory is nippy this evening
""",
"sweep_outside": """
the front step is covered in grit and petals from the cherry tree
the patio is strewn with blossom
""",
"vacuum_carpet": """
the stair carpet is full of fluff and bobbles
the rug is covered in confetti after the party
""",
"hoover_crumbs": """
the car seats are full of crisps
the armchair cushions are gritty with cracker crumbs
""",
"block_noise": """
the pneumatic drill outside is deafening
my husband's snoring sounds like a chainsaw
""",
"cold_feet": """
my tootsies are numb and pins-and-needly
my feet are glacial under the duvet
""",
"strength_training": """
I want to bulk up my triceps
I'd like to get buff at home
""",
"eye_protect": """
I'm using the strimmer and stones fly everywhere
I'm chiselling concrete and chips will fly
""",
"hang_on_hanger": """
my blazer is draped over the chair and going out of shape
the dresses need putting in the wardrobe
""",
"trim_plant": """
the basil has bolted and gone woody
the dracaena has crispy withered tips
""",
"gather_indoors": """
the kids' building blocks are all over the floor
the dolls and teddies are scattered across the playroom
""",
"measure_volume": """
the recipe wants a pint of chicken broth
I need half a litre of liquid for the risotto
""",
"measure_spoonful": """
the recipe says a heaped dessert measure of sugar
the recipe wants a level scoop of bicarb
""",
"weigh_luggage": """
is my duffel under the airline allowance?
I don't want to pay excess baggage at the airport
""",
"pan_fire": """
the chip pan's ablaze
the wok has gone up in a fireball
""",
"shift_load": """
there's a mound of manure on the drive to move
the builders left a heap of rubble to cart away
""",
"feed_toddler": """
the little one wants his mush
it's time for the tot's mashed dinner
""",
"charge_gadget": """
my smartwatch has conked out
my wireless earbuds are drained
""",
"wake_up": """
I mustn't snooze through my shift tomorrow
I need to be up at sparrow's fart
""",
"loose_tea": """
the Earl Grey is loose leaf and bits are floating
I've got proper leaf tea and the bits get in my cup
""",
"repel_insects": """
the midgies are feasting on me
we're camping by the loch and the gnats are out
""",
"pet_fleas": """
the dog keeps scratching and I've seen little black specks
the kitten's got fleas crawling in her fur
""",
"stuffy_room": """
the bedroom is airless and fuggy
the office is close and sticky
""",
"climb_up": """
I need a boost to reach the smoke detector
I'm too short to get to the top of the bookcase
""",
"pipe_icing": """
I want rosettes of chantilly on the trifle
the meringues need piping onto the tray
""",
"video_games": """
I fancy a go on the Nintendo
let's have a session on Mario Kart
""",
"teething_baby": """
the baby's gums are sore and she's drooling loads
the little one has a molar erupting
""",
"play_with_cat": """
the kitty wants to pounce on something
the kitten keeps ambushing my ankles
""",
"room_temperature": """
how toasty is it in the baby's nursery?
is the lounge at the right temperature for Gran?
""",
"geometry_construction": """
my trigonometry worksheet needs accurate arcs
the maths teacher wants a hexagon built from arcs
""",
"trim_edges": """
the tussocks along the kerb are straggly where the mower can't get
the lawn borders are ragged and straggly along the flowerbeds
""",
"slugs_snails": """
the gastropods have shredded my hostas
something slimy is munching the seedlings overnight, leaving silvery trails
""",
"check_live_wires": """
I'm swapping a ceiling rose and want to be sure there's no current
is this socket still energised before I unscrew it?
""",
"hold_workpiece": """
the dowel keeps spinning when I try to drill it
the offcut keeps skittering about while I plane it
""",
"descale_appliance": """
the kettle has flaky white bits floating in the water
the espresso machine is crusted with chalk
""",
"clean_hob": """
the ceramic cooktop has a baked-on ring of porridge
the induction top is smeared and crusted with sauce
""",
"rake_lawn": """
the lawn is thatchy and full of moss
the seedbed needs the clods breaking down
""",
"level_appliance": """
the tumble dryer rattles and walks across the utility
the dishwasher door won't close because it's on a slant
""",
"pet_claws": """
the Labrador's nails are long and scratching the laminate
the rabbit's toenails have grown too long
""",
"top_up_oil": """
the dipstick's bone dry past the lower notch
the old banger guzzles lubricant between services
""",
"top_up_coolant": """
the thermostat needle on the dash is climbing towards hot
the reservoir under the bonnet is way below its mark
""",
"top_up_screenwash": """
the windscreen squirters just spit air
I pressed the washer stalk and nothing came out
""",
"cough": """
I've got a chesty, phlegmy cough
the kids are barking like seals all night
""",
"pain_relief": """
my temples are throbbing with a migraine
my period pains are unbearable
""",
"indigestion": """
I've got a burning sensation in my chest after the vindaloo
my tummy's gassy and acidic
""",
"hay_fever": """
the grass pollen season has me puffy-eyed
I'm streaming and sneezing after cutting the hedge
""",
"ants": """
a trail of pismires is marching to the biscuit barrel
there are flying emmets swarming out of the lawn edge
""",
"wasps_nest": """
there's a buzzing swarm coming from the shed roof
yellowjackets are nesting in the compost bin
""",
"top_up_mower_oil": """
the rotary mower's sump is almost dry
the rotavator needs its oil topping up
""",
"bike_chain": """
my bicycle drivetrain is squeaking and dry
the chain skips and rattles on the cogs
""",
"inflate_airbed": """
the pool lilo is a floppy heap
the inflatable kayak needs air before we launch
""",
"inflate_ball": """
the rugby ball is saggy
the beach ball's gone limp
""",
"inflate_car_tyre": """
the offside rear tyre has gone squidgy
the nearside front tyre is squishy
""",
"paint_art": """
I fancy daubing a landscape of the garden on canvas
the grandchildren want to daub pictures on an easel
""",
"paint_fence": """
the larch-lap panels have gone grey and shabby
the shed walls look weather-beaten and need brightening
""",
"coin_cell": """
the garage door clicker stopped opening the door
my kid's talking birthday card has gone silent, the tiny round thing's gone
""",
"smoke_alarm": """
the hallway detector emits a forlorn tweet every minute
the fire alarm on the landing keeps cheeping
""",
"cold_ears": """
my lugholes are freezing on the bike ride
the wind is nipping at my earlobes
""",
"trim_beard": """
my goatee is getting wild
my moustache is straggling over my lip
""",
"haircut": """
my son's mop needs a short back and sides
my curls are overgrown and the salon's booked up
""",
"nose_hair": """
Grandad has bristles bushing out of his conk
I've got wiry strands peeking out of my nose
""",
"clip_dog_coat": """
the cockapoo is a fluffball and overheating
the schnauzer's beard and fur need tidying
""",
"feed_dog": """
the pup is slavering by his empty dish
the retriever's teatime has come and gone
""",
"feed_cat": """
the Siamese is wailing at her dish
the tabby's mewling for her tea
""",
"feed_fish": """
the angelfish need their flakes
the minnows in the tank look peckish
""",
"feed_small_pet": """
the gerbils' dish is bare
the degus are chattering for their pellets
""",
"treat_wood": """
the teak patio set has weathered to a silvery sheen
the decking is bleached and cracking
""",
"polish_furniture": """
the mahogany sideboard has lost its lustre and sheen
the walnut bureau is covered in fingermarks
""",
"fill_wood": """
the oak door has a split in the grain that needs filling
the window sill has rotten bits I've cut out
""",
"toddler_drink": """
the tot wants some juice in the car
my toddler is thirsty and will slosh an open beaker
""",
"need_boost": """
I'm running on empty and it's only eleven
I'm dead on my feet and have a deadline
""",
"cut_metal": """
the steel rod is too long for the trellis
the aluminium curtain track is too long for the bay
""",
"clear_gutters": """
the guttering is full of moss and sludge
rainwater is cascading over the eaves
""",
"correct_ink": """
I've blotched the fountain-pen ink on the job application
I scrawled the wrong postcode on the envelope in ink
""",
"back_pain": """
my sciatica is flaring down my leg
I've put my back out hoovering the stairs
""",
"hay_fever_nose": """
my hooter is running from the pollen
I'm snuffling non-stop in the meadow
""",
"feed_lawn": """
the sward is patchy and pale after the drought
the turf is yellowing and wants nutrients
""",
"lawn_weeds": """
the lawn is riddled with daisies and buttercups
plantain and moss are smothering the grass
""",
"feed_plants": """
the hanging baskets look malnourished
the tomatoes need a potash boost
""",
"repot_plant": """
the jade has burst out of its terracotta
the monstera's roots are spilling over the edge
""",
"reseed_lawn": """
the dog has worn bald spots by the gate
the lawn has threadbare spots where the paddling pool was
""",
"pick_up_dog_poo": """
the puppy has fouled the pavement
the pooch has left a deposit on the path
""",
"cat_deterrent": """
a moggy keeps scratching up the seed trays
next door's feline keeps using the raised beds as a latrine
""",
"slugs_pet_safe": """
I want to save the hostas from molluscs but the hedgehogs come through
the slimy pests are eating the lettuces and I have a puppy
""",
"light_fire": """
the wood burner needs getting going
I want a roaring blaze in the hearth
""",
"casualty_warmth": """
the hiker who slipped is hypothermic
the cyclist who crashed is in shock and trembling
""",
"deep_clean_carpet": """
the hall runner is grimy all over
the lounge carpet is dingy and matted
""",
"use_spacer": """
my toddler can't coordinate the spray and the inhale by himself
the little one needs the plastic chamber the GP gave us
""",
"fish_with_magnet": """
the thumbtacks scattered into the floor vent
a washer dropped into the bowels of the engine bay
""",
"knock_down_high": """
the kite is tangled on the lean-to
a shuttlecock is lodged in the guttering
""",
"see_into_gap": """
I can't see into the back of the airing cupboard
I want to peek down the crevice behind the washing machine
""",
"potty_toddler": """
my toddler's hopping and clutching herself, she's bursting
the little one needs a number two right this second
""",
"bedside_toilet": """
Gran's bedbound and needs the loo in the night
my wife is recovering from surgery and can't get to the toilet
""",
"untangle_knot": """
my fine gold chain is all snarled up
the fishing line is a bird's nest
""",
"cut_fabric": """
the tartan needs cutting along the pattern
the fleece needs trimming for the dog coat I'm sewing
""",
"knit": """
I want to make a baby blanket with the merino I bought
I fancy purling a few rows of the sweater tonight
""",
"keep_tempo": """
my piano practice keeps rushing the semiquavers
the choir keeps dragging and I need a steady pulse
""",
"tune_instrument": """
the fiddle sounds flat
my banjo is a bit off-key
""",
"restring": """
the bass's strings are dead and dull
my uke has a snapped string
""",
"walking_aid": """
Nan is doddery on her feet
Dad's knees are giving way and he's unsteady
""",
"hard_of_hearing": """
Grandad keeps saying eh? to everything
Nan's ears aren't what they were and she misses the doorbell
""",
"split_pills": """
the vet says the terrier gets half a pill
the pharmacist said to halve the tablets
""",
"clean_dentures": """
granny's gnashers need a soak before bed
Grandad's top plate is stained from his pipe
""",
"chill_bottle": """
the bottle of bubbly needs to stay frosty at the picnic
the white's tepid on the table at the barbecue
""",
"party_decorations": """
the hall needs jazzing up for the hen do
the garden needs to look festive for the fiesta
""",
"foreign_sockets": """
my hairdryer's plug won't fit in the Spanish hotel
my charger won't go into the American outlet
""",
"journey_boredom": """
the flight to Australia is twenty hours
I'm stuck in the waiting room for ages
""",
"pack_for_trip": """
we're off on our hols next week and nothing's ready
I'm going on a city break and need to pack
""",
"pack_toiletries": """
my shampoo and razor need to go somewhere for the ferry
my lotions and potions need packing for the weekend
""",
"read_small_print": """
the ingredients list on this tin is minuscule
I can't make out the tiny writing on the prescription label
""",
"carry_files": """
I need to take my slides to the conference
my thesis needs backing up before the deadline
""",
"laminate": """
the kids' reward chart keeps getting tatty
the menu for the café needs to be wipeable
""",
"lean_to_write": """
I'm taking the minutes on my knee
I need a stiff backing for the petition sheets
""",
"cut_on_mat": """
I'm doing papercraft with a scalpel on the dining table
the lino cutting will scratch the worktop
""",
"bake_cupcakes": """
I'm making cupcakes for the school bake sale and the tray's bare
the butterfly buns need little paper liners before baking
""",
"decorate_craft": """
my planner pages look bland and I want them cute
the homemade invitations need some pizazz
""",
"drill_hole": """
I need to bore into the breeze block for the shelf
the tile needs a neat hole for the towel rail
""",
"chisel_wood": """
the mortise joint needs cutting out
I want to pare down this tenon
""",
"staple_upholstery": """
the footstool needs new fabric tacked on
the dining chair seat needs reupholstering
""",
"solder": """
the guitar pedal has a dodgy connection
the headphone jack wire has come adrift
""",
"strip_wire": """
the speaker cable ends need baring
the copper cores need exposing before I connect them
""",
"crimp_connector": """
the trailer wiring needs a butt connector squeezing on
the car stereo loom needs terminals fixing to its ends
""",
"insulate_wire": """
the flex on the curling iron is frayed and showing filaments
the splice in the garden lighting cable needs weatherproofing
""",
"cut_pipe": """
the waste pipe needs cutting to fit the basin
the copper tube for the radiator is too long
""",
"find_stud": """
I need to find a joist to hang the heavy mirror
where's the batten behind this plasterboard?
""",
"glue_wood": """
the banister spindle has come loose at the joint
the wooden toy train's carriage has split
""",
"caulk_gaps": """
the coving has pulled away from the ceiling leaving a crack
the window frame has a crack around it
""",
"finish_sealant": """
the bead of silicone round the basin looks wonky
the caulk line along the splashback needs tooling
""",
"wash_walls": """
the kitchen walls are tacky with nicotine
the nursery walls are covered in fingerprints before painting
""",
"refresh_grout": """
the grout in the splashback looks dingy and nicotine-yellow
the tile joints look mucky and dated
""",
"roller_paint_tray": """
I need somewhere to load the fluffy sleeve with emulsion
the paint needs to go in a shallow dish for rolling
""",
"straighten_hair": """
my hair is kinky and I want a blowout look without the volume
I want my locks super smooth for the party
""",
"curl_hair": """
I want spirals like Shirley Temple for the wedding
I fancy tousled waves for the festival
""",
"set_hair_rollers": """
I want a 1950s bouffant for the party
I'd like volume and bounce overnight
""",
"hold_hairstyle": """
my updo keeps collapsing
my fringe won't stay in place in the wind
""",
"greasy_hair": """
my hair looks lank and slick
my parting looks oily and flat
""",
"condition_hair": """
my hair is frizzy and frazzled from bleaching
my locks are straw-like after the holiday
""",
"body_odour": """
I'm ponging a bit after the commute
my pits are honking after the sweaty tube ride
""",
"shaving_lather": """
I want a rich foam for my cut-throat shave
my badger bristles need loading with soap
""",
"hard_skin_feet": """
my heels are crusty and calloused
my soles are rough as tree bark
""",
"bath_soak": """
my muscles need a long soak in Epsom
I fancy a long hot bath with something fizzy
""",
"wash_body": """
I want a proper scrub down after the gardening
I can't reach between my shoulder blades in the shower
""",
"apply_makeup": """
I need to put my face on for the office party
I want to do my contouring
""",
"brows_eyeliner": """
I want a smoky eye with a wing for the party
my brow arches are sparse and I want them defined
""",
"false_nails": """
my stick-on talon fell off in the soup
the falsies on my eyelid have come unstuck
""",
"remove_nail_polish": """
my toenail lacquer is flaky and old
I want to take off my gel varnish
""",
"fresh_breath": """
I've scoffed a garlic kebab and I'm meeting clients
my mouth tastes rank after coffee
""",
"period": """
Aunt Flo has arrived and I'm not prepared
I'm on my monthlies and I've run out
""",
"loose_dentures": """
my top plate keeps dropping when I talk
my dentures wobble when I eat an apple
""",
"head_lice": """
there are creepy-crawlies in my daughter's plaits
my son's scalp is itchy and I can see nits on the strands
""",
"contact_lenses": """
my soft lenses feel gritty after the dusty walk
I want to store my monthlies safely overnight
""",
"quit_smoking": """
I'm trying to pack in the roll-ups
I want to kick the baccy habit
""",
"own_insulin": """
my blood glucose is high and my dinner is ready
I'm type one and it's time for my bolus
""",
"low_blood_sugar": """
I'm going hypo and feeling faint
my glucometer says I'm low and I'm trembling
""",
"own_adrenaline": """
a hornet stung me and I'm anaphylactic
I ate something with peanuts and my tongue is swelling
""",
"asthma_preventer": """
my twice-a-day corticosteroid puffs are due
the asthma nurse says my son mustn't skip his morning brown one
""",
"make_ice": """
the freezer has no cubes for the gin and tonic
the party punch needs chilling cubes and we're out
""",
"make_cocktail": """
I want to mix a mojito with muddled mint
let's shake up some espresso martinis and negronis
""",
"strain_cocktail": """
I want to pour my martini into the coupe minus the ice
the mint bits need keeping out of the drink
""",
"stop_splatter": """
the chorizo is spitting fat everywhere
the lard is spattering the splashback
""",
"serve_boiled_egg": """
I want a runny soft-boiled egg with toast dippers
the children's dippy eggs need perching in something
""",
"crispy_pizza": """
my sourdough pizza comes out floppy in the middle
I want a charred, blistered crust like a trattoria
""",
"move_pizza": """
the calzone needs sliding onto the hot stone
I want to shuffle the flatbread off the stone without burning my fingers
""",
"oven_temp": """
the oven seems too cool for baking
my cakes keep burning, the oven must be too hot
""",
"filter_coffee": """
I want a pot of drip coffee for brunch
let's make a jug of fresh coffee
""",
"make_waffles": """
the children want crispy gridded batter treats with syrup
I want to do Belgian waffles with blueberries
""",
"disposable_dish": """
I want a throwaway dish for the lasagne I'm giving away
I need something disposable to freeze the leftovers in
""",
"run_dishwasher": """
the dishwasher is crammed and ready to go
I want to start the dishwasher after the party
""",
"rinse_aid": """
the tumblers come out of the machine smeary and milky
my tumblers are spotty after a wash cycle
""",
"clean_bbq": """
the barbie grate is crusted with carbonised sausage bits
the grill rack is tarry from last summer's cookouts
""",
"warm_baby_milk": """
the baby's formula is chilly from the fridge
I need to take the chill off the breastmilk
""",
"sterilise_bottles": """
the baby's teats need sanitising
the baby bottles need to be germ-free
""",
"soften_laundry": """
the bath sheets are like cardboard after drying
my jumpers feel coarse after washing
""",
"crisp_shirt": """
my shirt collar wilts by lunchtime
I want military-sharp creases in my dress uniform
""",
"fill_iron": """
the steam generator is out of water
the iron is spluttering with no water
""",
"check_tread": """
the MOT tester said my tyres were borderline
the grooves on my tyres look shallow before the winter
""",
"polish_car": """
the car bodywork looks dull and swirly
I want the bonnet gleaming for the classic car show
""",
"pet_teeth": """
the dog's gnashers are yellow with plaque
the cat's breath is rank
""",
"worm_pet": """
the puppy is due his roundworm dose
the kitten needs her parasite treatment
""",
"fleas_in_house": """
the sofa's infested after the dog came home
there are tiny jumping bugs on the landing carpet
""",
"deter_cats": """
the neighbour's tomcat keeps spraying my doorstep
the alley cats keep crapping in my borders
""",
"remove_staples": """
I stapled the pages in the wrong order
these documents need unpinning before I scan them
""",
"stamp_print": """
I want to mark these letters as paid
the invitations need a pattern printed on them
""",
"write_whiteboard": """
I want to write the chore rota on the board
the meeting plan needs writing on the wipe board
""",
"sharpen_knife": """
the carving knife won't slice the joint
my santoku has lost its edge
""",
"core_apple": """
the Bramleys need their cores removing for baking
I want to core the pears for the poaching
""",
"cycle_at_night": """
I'm riding home from the late shift on my pushbike
my son's biking back from cubs after sunset
""",
"lock_bike": """
my mountain bike will be outside the café
I'm leaving my road bike at the train station
""",
"swim_eyes": """
the chlorine makes my eyes sting at the leisure centre
I want to see clearly underwater at the baths
""",
"wipe_baby_face": """
the baby's chops are covered in yoghurt
the toddler has a chocolate moustache
""",
"shaky_drink": """
Nan's hand shakes and her tea spills
Grandad's Parkinson's makes him slop his drinks
""",
"feed_birds": """
the goldfinches have nothing to eat in the snow
the wild birds need a bit of suet and seed
""",
"damp_room": """
the spare room has a musty fug and the windows drip every dawn
the box room smells fusty and the wallpaper's peeling from the damp
""",
"dry_air": """
the hotel room air is parched and my sinuses hurt
my skin feels tight from the radiators being on all day
""",
"be_seen": """
I'm doing the paper round before sunrise on my bike
we're walking the country lane at twilight with no pavement
""",
"scared_of_dark": """
my daughter is frightened of the shadows at night
the toddler wakes up screaming in the dark
""",
"lock_up": """
the coal bunker door needs securing while we're away
the allotment shed has a hasp but nothing to fasten it
""",
"rosin_bow": """
my violin bow is sliding over the strings
the bow on my double bass isn't gripping
""",
"sticky_valves": """
the trombone slide is sticky and stiff
the flugelhorn buttons are sluggish
""",
"strum_guitar": """
my fingertips are sore from strumming
I want to strum my twelve-string
""",
"camp_cooking": """
we're wild camping and want a hot meal
we want bacon sarnies at the campsite
""",
"purify_water": """
we're trekking and the only water is a burn
I'm not sure the spring water is safe to drink
""",
"beach_wind": """
it's gusty on the shingle and our picnic keeps getting sandblasted
the onshore gale is flapping our towels about at the seaside
""",
"snuff_candles": """
the tealights are still alight before bed
I want to put out the candles without blowing wax everywhere
""",
"cast_dry": """
my plaster cast mustn't get soggy in the tub
my wrist's in a splint from casualty and I'm desperate to wash
""",
"clean_fish_tank": """
the aquarium water is cloudy and the gravel is mucky
the tropical tank walls are coated in green scum
""",
"cycle_head": """
my grandson is doing his cycling proficiency on the roads
I've bought a road bike and I'm joining the sportive
""",
"dog_cold_walk": """
the hairless pup is trembling on frosty strolls
the whippet gets nithered on his morning amble
""",
"breakdown_warning": """
the motor has died in the fast lane of the dual carriageway
we've conked out on a country road just over a humpback bridge
""",
"play_tennis": """
fancy a knock-up at the club?
let's have a rally at the rec
""",
"time_activity": """
I want to time my 5k run
I want to time how long I can hold my breath in the bath
""",
"play_darts": """
let's have a game of killer, toe on the oche
fancy a few arrows down the local?
""",
"play_pool": """
let's shoot some pool at the saloon
fancy a frame of snooker at the working men's club?
""",
"golf_practice": """
I want to practise my swing at the driving range
I'm going to the golf course for a round
""",
"go_fishing": """
we're off angling on the canal
I'm going fly fishing for trout
""",
"shin_pads": """
my son starts footie training tomorrow
she's got a hockey fixture on Saturday
""",
"sports_training_cones": """
I'm setting up a slalom course for the kids
I'm organising the school sports day
""",
"swim_float": """
my daughter's learning to swim
the toddler wants to splash in the pool
""",
"ski_goggles": """
we're off skiing in the Dolomites
it's whiteout conditions on the slopes
""",
"music_stand": """
the hymn sheet keeps slipping off the organ
my clarinet part won't stay up at band practice
""",
"capo_key": """
the folk tune needs to move up to suit the soprano
my voice can't reach down to the key of this ballad
""",
"amplify_guitar": """
my Strat is inaudible over the drummer at band practice
the busking pitch is noisy and nobody can hear my six-string
""",
"karaoke": """
we're having a singalong at the party
I need to be heard at the wedding reception
""",
"away_lights": """
we're off to Tenerife for a fortnight and the bungalow will look deserted
I don't want opportunist thieves thinking the flat is vacant while we're abroad
""",
"lock_valuables": """
my jewellery needs somewhere safe
I want to keep my cash and passport secure
""",
"home_security": """
someone's been casing the houses on our close
our neighbour had her shed broken into last week
""",
"power_trip": """
the breaker flipped and half the house is dead
the electrics went off when the toaster and kettle were on together
""",
"burst_pipe": """
water is gushing from the joint under the boiler
the loft tank pipe has split and water's cascading down the walls
""",
"water_cut": """
the water's going to be off all day tomorrow
the utility company has cut off the supply
""",
"clean_plant_leaves": """
the yucca fronds are grimy
the aspidistra leaves are matte with grime
""",
"mist_plant": """
the fern is looking dry and crispy
the orchid needs a bit of humidity
""",
"catch_fish": """
the tetra keeps darting away when I try to move it
the platy needs lifting out into quarantine
""",
"train_dog": """
the new puppy won't come back when called
I'm teaching the cockapoo to heel on the leash
""",
"dog_muzzle": """
the rescue lurcher nips at small dogs in the park
the grooming parlour says my collie might bite
""",
"clean_pet_cage": """
the ferret enclosure is whiffy and soiled
the budgie's cage floor is covered in husks and poop
""",
"baby_monitor": """
the infant's kipping upstairs and I'll be out in the greenhouse
I want to hear if the tot stirs while I'm in the cellar
""",
"stair_gate": """
the toddler keeps clambering up the staircase
the baby is crawling towards the stairs
""",
"baby_car_seat": """
we're collecting the twins from the maternity ward in the hatchback
the infant is riding in Auntie's minivan to the christening
""",
"baby_outing": """
I'm taking the infant for a mooch round the shops
I fancy a stroll along the towpath with the baby
""",
"high_chair": """
the baby wants to sit at the table for dinner
the little one is ready to feed at the table
""",
"inflate_balloons": """
I need twenty latex balloons done for the christening
my lungs are tired and there's still a pile of party balloons
""",
"serve_cake": """
let's share the Victoria sponge
the Battenberg is on the table and everyone wants a slice
""",
"grind_beans": """
I've bought whole espresso beans from the roastery
the peppercorns need cracking for the steak au poivre
""",
"roof_box": """
we need more room in the estate car for the holiday luggage
the car boot is full and we have the skis to take
""",
"car_sunshade": """
the dashboard will be sizzling after a day at the retail park
the kids' car seats get scorching when the hatchback sits in the sun
""",
"navigate_outdoors": """
the fog's rolled in over the fells and we can't see the trail
we're orienteering in the forest and need our bearings
""",
"walkie_talkie": """
the kids want to talk from the treehouse to the kitchen
we want to keep in touch on the campsite
""",
"make_shade": """
the garden is too hot and sunny to sit in
the patio needs some shade
""",
"pitch_tent": """
we're off glamping but need to put up our own shelter
the kids want to bivvy out in the back garden tonight
""",
"printer_supplies": """
the cartridge is empty and the pages come out faint
the tray's empty and the machine keeps demanding A4
""",
"refill_stapler": """
the stapler's run out of its metal bits
the desk stapler is empty and the reports need binding
""",
"sledging": """
it's snowed and the kids want to whizz down the embankment
let's go tobogganing
""",
"paddling_pool": """
it's hot and the kids want to splash about
the grandchildren want to cool off in the garden
""",
"frozen_pipes": """
the cold tap in the utility has frozen solid
there's a cold snap coming and the outside faucet's exposed
""",
"health_check": """
Dad's cardiologist wants his readings logged daily
Gran's pulse feels racing after her tablets
""",
"defibrillator": """
the jogger has keeled over and there's no pulse
he's in cardiac arrest on the pavement
""",
"slice_paper_thin": """
I want translucent cucumber slices
the potatoes for the boulangère need to be super fine
""",
"veg_noodles": """
I want courgetti instead of pasta
I'd like carrot ribbons for the salad
""",
"pit_fruit": """
the damsons need destoning for the jam
the olives need their pips out for the tapenade
""",
"steam_food": """
I want the pak choi cooked in vapour
the gyoza want steaming till they're translucent
""",
"poach_egg": """
I want eggs Benedict and hollandaise for brunch
I want a wobbly egg on my avocado toast
""",
"blind_bake": """
the shortcrust for the bakewell tart needs cooking unfilled
the flan base puffs up in the oven unless it's weighted down
""",
"separate_eggs": """
I only need the albumen for the macarons
I want the yolks for homemade aioli
""",
"scale_fish": """
the mullet still has its shiny armour
the snapper needs descaling
""",
"make_lollies": """
the kids want fruity ice pops for the heatwave
I want to freeze yoghurt on sticks for the toddler
""",
"make_ice_cream": """
I want to churn some raspberry gelato at home
the frozen yoghurt mix needs churning
""",
"keep_teapot_warm": """
the brew in the pot's going lukewarm while we natter
the pot of Assam will go cold before the second cup
""",
"roll_sushi": """
I want to make uramaki for the dinner party
the sushi rice needs rolling in the nori
""",
"cheese_fondue": """
we want to dunk bread cubes into molten gruyère
it's an après-ski night with bubbling emmental in the middle of the table
""",
"dye_clothes": """
I want to turn my white trainers navy
the faded denim jacket needs re-colouring
""",
"paint_nails": """
I want my talons looking glam for the gala
my toenails need a coat of colour for the sandals
""",
"smell_nice": """
I want to smell alluring for my date
I want a spritz of something floral and musky
""",
"home_test": """
my period's late and I want to know
the care home needs a negative swab before I visit
""",
"protect_teeth": """
I clench my jaw in my sleep and my molars ache
I'm boxing tomorrow and need to protect my teeth
""",
"leaking_breasts": """
I'm soaking through my blouse at the office
my top's got damp patches from leaking milk
""",
"express_milk": """
I'm back at work and want to stock up breastmilk
my boobs are engorged and the baby's asleep
""",
"settle_baby_hands_free": """
I need my hands free while the baby is fussing
the baby wants to be held but I need to cook
""",
"pet_bed": """
the greyhound needs something squishy to curl up on
the kitten has nowhere snug to snooze
""",
"pet_collar": """
the puppy needs an ID tag round his neck in case he strays
the pup's slipped out of his neckband
""",
"pet_home": """
the rescued lop-eared bunny has nowhere to live
the new gerbils need digs of their own
""",
"bird_water": """
the sparrows are panting on the fence in the drought
the blackbirds want a splash in this arid spell
""",
"nesting_birds": """
I'd love wrens to breed in our hedgerow
I want to give the sparrows a place to rear their chicks
""",
"warm_reptile": """
the chameleon's terrarium is chilly
the python needs a basking spot
""",
"sow_seeds": """
I want to start off some courgettes in the greenhouse
I want to grow sunflowers and marigolds
""",
"support_plants": """
the runner beans need something to twine up
the sweet peas need support
""",
"label_seedlings": """
I've planted a dozen varieties of tomato and they all look identical
I need to name the seed trays on the sill
""",
"pond_water": """
the pond is green and smelly
the fish pond needs aerating
""",
"burn_garden_waste": """
the pile of hawthorn prunings is too prickly for the green bin
I'd like to get rid of the diseased rose cuttings by torching them
""",
"water_while_away": """
I want the garden watered while I'm on vacation
the borders need a drink on a schedule while we're at the caravan
""",
"refill_strimmer": """
the string trimmer's cord has run out
the weed whacker spool is empty
""",
"cut_tiles": """
the porcelain slabs need a notch round the soil stack
the mosaic needs a few tesserae snipping smaller
""",
"grout_tiles": """
the porcelain floor tiles need the joints filling
the splashback tiles are up and the spaces are bare
""",
"break_concrete": """
the old concrete footing for the washing line post needs demolishing
the hardstanding needs smashing up to make a flowerbed
""",
"paste_wallpaper": """
I'm hanging woodchip in the spare room
we're doing a floral feature wall in the dining room
""",
"tool_battery": """
the cordless drill is dead
the battery on the hedge cutter is kaput
""",
"replace_wipers": """
the rubber on the wipers has perished and judders
the windscreen is smeared every time the wipers sweep
""",
"engine_warning": """
a little orange engine symbol has lit up on the dash
the car's limp mode came on and I want to know why
""",
"sit_outdoors": """
we need chairs for the picnic
I want something to sit on at the beach
""",
"cold_water_swim": """
I'm doing a New Year's Day dip in the North Sea
the reservoir is bone-chilling and I'm swimming a mile
""",
"fancy_dress": """
the kids want to go as pirates to the party
I'm off to a murder mystery dressed as a flapper
""",
"send_card": """
I want to send a birthday greeting to my aunt
I want to send condolences to the family
""",
"print_document": """
I need a hard copy of the tickets for the gig
the job application wants a signed paper version
""",
"screen_to_tv": """
I want to mirror my laptop on the big screen
I want to hook my laptop up to the TV
""",
"crochet": """
I want to make amigurumi toys
I want to do a granny stitch afghan
""",
"model_clay": """
the kids want to sculpt little monsters
I want to make clay beads for a bracelet
""",
"guitar_strap": """
I want to play the bass on my feet at the concert
my mandolin hangs awkwardly when I stand up
""",
"punch_something": """
I'm fuming and want to thump something
I need to vent my rage after that phone call
""",
"arrange_flowers": """
the florist's posy of peonies is wilting in its cellophane
I've picked sweet williams and lupins from the border for the table
""",
"display_photo": """
the graduation snapshot needs something to stand in on the piano
I want the kids' school portraits on the mantel
""",
"bad_smell": """
the bungalow reeks of wet dog
there's a pong of stale fags in the spare room
""",
"steady_in_bath": """
Grandad needs something to cling onto in the shower
Gran is wobbly clambering into the tub
""",
"guard_fire": """
the crawling baby keeps heading for the hearth
the puppy keeps sniffing at the open fireplace
""",
"clear_ash": """
the inglenook is choked with yesterday's embers
the log stove's ashpan is heaped up
""",
"warm_outdoors": """
it's chilly on the veranda of an evening
the terrace gets chilly at night
""",
"wet_floor_warning": """
the vinyl is still damp from its wash and the postman's due
I've just cleaned the floor and it's slick
""",
"protect_glasses": """
my bifocals get scuffed in my handbag
my prescription shades need something hard to go in
""",
}
