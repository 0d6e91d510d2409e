"""More hand-written phrasings for the intents of intents_a.py / intents_b.py (part C):
indirect, everyday wordings from other situations (bodily states, complaints, goals;
kitchen, bathroom, workshop, garden, office, children, pets, car). No tool names.
Appended to each intent's phrasings by generate.py."""

MORE = {
"thirst": """
my mouth is so dry I can barely swallow
I've been sweating in the garden and need fluids
I need to wash down these pills
I'm dying of thirst
could you get me something to drink
I feel dried out after that workout
I need to stay hydrated today
""",
"cold_drink": """
something straight out of the fridge would be lovely
I want a cold one after mowing the lawn
my throat wants something cold and bubbly
I'd like a cold juice with my lunch
""",
"hot_drink": """
I could do with a brew
it's cold out and I want something warm to sip
I can't wake up without my coffee
time for afternoon tea
I want to make a herbal infusion
a warm mug of milk would help me sleep
""",
"pour_drink_guests": """
the visitors will want something to drink
let's put drinks out for the party
the table needs water for everyone
our friends just sat down and their glasses are empty
""",
"wine": """
let's pour the bubbly to celebrate
the bottle of merlot is waiting to be opened
I'd like to have a drink of wine on the balcony
we're toasting the happy couple
""",
"open_bottle": """
the lid on this beer is crimped on tight
this bottle has a metal cap I can't lift
the fizzy drink's top won't come off
I can't pull the cork out of the wine
""",
"open_jar": """
this lid is screwed on far too tight
the jar of sauce won't open however hard I twist
the pickles are sealed in and I can't get the top off
my wrists are too weak to open this jar
the honey jar lid is glued shut with sugar
""",
"open_can": """
I need to get into this tin of chickpeas
the tinned fruit has no ring pull
the cat food tin needs opening
dinner is in a tin and I can't open it
""",
"eat_soup": """
my bowl of broth is getting cold
I'd like to eat my porridge
the yoghurt needs something to eat it with
I'm having ice cream for dessert
""",
"eat_meal": """
dinner is served but I have nothing to eat with
the pasta is on my plate and I'm starving
I'd like to tuck into this salad
lunch is ready, let's eat
""",
"serve_soup": """
the soup needs dishing up into bowls
I want to portion out the stew for everyone
let's ladle the chilli onto the plates
the punch needs serving into cups
""",
"stir_cook": """
the sauce on the stove keeps catching on the bottom
the porridge needs constant stirring
I'm making a cake batter and it needs mixing
the gravy is going lumpy
""",
"flip_food": """
the fish fillet in the pan needs turning
the steak is browned on one side
the burgers have to go over onto the other side
the toasted sandwich needs turning in the pan
""",
"heat_food": """
I want to warm up yesterday's leftovers
the soup went cold and needs reheating
I'd like to pop my lunch in the microwave
the baby's food has to be warmed a little
""",
"cook_stove": """
I want to fry some eggs
let's boil water for the pasta
I'm going to make a stir fry
I'd like to cook some rice on the hob
""",
"bake": """
I want to bake some cookies
the cake mix is ready to go in the oven
let's roast vegetables tonight
I'm making bread this afternoon
""",
"hot_pot_handle": """
the handle of the pot is scorching
the tray from the oven is too hot to touch
I need to lift the hot dish out of the oven
the pan has been on the stove and is blazing hot
""",
"slice_food": """
the onions need chopping for the curry
I want to cut the cake into pieces
this cucumber needs slicing for the salad
the chicken has to be cut into strips
the loaf needs to be sliced for sandwiches
""",
"peel": """
I want to take the skin off these apples
the cucumber needs its skin removed
the parsnips need peeling before roasting
""",
"grate_cheese": """
I want some cheese shredded over the pasta
the recipe needs grated carrot
I'd like lemon rind in the cake
the lasagne needs a cheesy topping
""",
"crack_nuts": """
the walnuts are still in their shells
I want to get at the nuts inside these shells
these pecans won't open with my fingers
I'd like to shell some almonds
""",
"crush": """
the garlic needs crushing for the sauce
I want to pound the spices into powder
these biscuits need smashing into crumbs for the cheesecake
the ice has to be crushed for the cocktails
""",
"tenderize": """
the steak is tough and needs pounding
I want to flatten the pork chops
the chicken should be beaten thin
""",
"roll_dough": """
the pizza dough has to be spread out flat
I need the cookie dough made thin
the pie crust needs rolling out
""",
"drain_pasta": """
the spaghetti is done and the water has to go
I need to rinse these beans
the vegetables are boiled and need draining
let me wash the berries and let them drip
""",
"pack_lunch": """
I need to take my lunch to work
the kids need their sandwiches packed for school
let me save these leftovers for tomorrow
I want to bring food on the train
""",
"keep_food_cold": """
the ice cream will melt on the way home
we need to keep the drinks cold at the beach
the picnic food must stay fresh in the sun
the medicine has to be kept cool on the trip
""",
"light_candle": """
the gas hob won't ignite on its own
the fireplace needs lighting
I'd like a candle burning in the bathroom
""",
"water_plants": """
the houseplants look droopy and dry
the flowers on the balcony need water
the soil in the pots is bone dry
the seedlings haven't had a drink in days
the garden is parched after the heatwave
""",
"clean_dust": """
the shelves are covered in dust
there's dust all over the picture frames
the ceiling fan blades are dusty
I want the furniture to look clean for the guests
the top of the wardrobe is filthy with dust
""",
"wipe_spill": """
I knocked my tea over on the desk
the juice went everywhere
there's water all over the counter
the baby spilled milk on the table
I just dropped a glass of wine
the dog's water bowl tipped over
""",
"sticky_floor": """
the kitchen floor is sticky
the tiles are grubby after the party
the floor needs a wet clean
something sticky has dried on the floor
""",
"sweep": """
there's sand all over the porch
the floor is covered in crumbs and dirt
there's dog hair all over the carpet
the garage floor is full of sawdust
""",
"crumbs_table": """
the table is covered in crumbs after breakfast
there's breadcrumbs all over the worktop
the kids left biscuit crumbs on the table
""",
"scrub_dishes": """
the pots have burnt food stuck on them
the sink is full of dirty dishes
the frying pan is greasy
there's tea staining inside the mugs
the grill rack is covered in black gunk
""",
"clean_toilet": """
the toilet bowl is stained
the loo needs a good scrub
the bathroom smells and the toilet needs cleaning
there's limescale in the toilet
""",
"clean_window": """
the windows are streaky
the glass door is smeared with hand prints
the mirror is covered in toothpaste splashes
the car windows are dirty inside
""",
"clean_glasses": """
my glasses are all smeared
I can't see clearly through my specs
my phone screen is covered in fingerprints
the camera lens has a smudge
""",
"disinfect": """
I want to sanitise the kitchen counter
the door handles need disinfecting
someone was sick and the surfaces need cleaning
I want to get rid of germs after handling raw chicken
""",
"lint": """
there's pet hair all over my trousers
my sweater has fuzz on it
the sofa cushions are full of lint
""",
"trash": """
the rubbish needs taking out
the bin is full
I need to clear up after the party
let me collect all the litter in the garden
the recycling is overflowing
""",
"carry_groceries": """
I'm off to the shops
I need something to bring the shopping home in
I've got a lot of stuff to carry back from the market
let me pick up bread and milk from the corner shop
""",
"serve_breakfast": """
I'd like to bring breakfast to bed
let me carry the teacups out to the garden
I want to take the snacks to the guests in the lounge
""",
"pick_small_food": """
I want to pick up the olives without touching them
let me grab the sushi
the ice cubes need to go into the glasses
I'd like to take a pickle out of the jar
""",
"seal_boxes": """
the carton flaps keep popping open
I'm moving house and the boxes need closing
this parcel needs to be sealed before posting
the box of books won't stay shut
""",
"open_package": """
the delivery box is taped shut
I can't open this plastic packaging
the new headphones are sealed in hard plastic
the parcel tape won't tear by hand
""",
"cut_paper": """
I want to cut out a picture from the magazine
I need to cut a card in half
the kids want to make paper snowflakes
""",
"cut_string": """
the tag on my new shirt won't come off
I need to cut this string
the zip tie needs snipping
there's a loose thread hanging off my sleeve
the ribbon on the present needs cutting
""",
"stick_paper": """
I want to put this drawing up on the fridge
the page of my book came loose
I need to attach a photo to this card
the label has peeled off the jar
the kids are making a collage
""",
"fix_broken": """
the handle snapped off the cup
the toy car's wheel came off
the vase broke into pieces
the leg of the chair cracked
the broken ornament needs putting back together
""",
"bind_together": """
the firewood needs tying up
the cables behind the telly are a mess
the luggage has to be strapped down
I want to bundle these sticks together
the plants need tying to their canes
""",
"hang_picture": """
the frame needs to go up on the wall
let me hang a mirror in the hall
the curtain rail needs fixing to the wall
""",
"screw": """
the door handle is wobbly
the table leg is loose
the battery cover on the toy is screwed shut
I'm assembling a flat-pack wardrobe
""",
"bolt": """
the tap under the sink is dripping from the nut
the nut on the garden bench is loose
the pipe fitting needs tightening
""",
"grip_small": """
I need to pull out this staple
this little nut is too small for my fingers
the wire needs bending into shape
I want to straighten this bent pin
""",
"pry": """
the paint can lid is jammed
this old crate is nailed shut
the window frame is stuck and needs levering open
""",
"saw_wood": """
this board needs cutting to length
the branch is too thick to break by hand
I want to cut the dowel in half
the skirting board is too long
""",
"measure": """
will this table fit in the alcove
I need to know how wide the window is
the curtains have to be the right length
how tall is my son now
""",
"write_note": """
I need to write down this address
let me make a shopping list
I want to leave a message for the family
I want to sign this birthday card
""",
"label_boxes": """
I want to mark which jar has sugar
the freezer bags need dates on them
""",
"draw": """
the kids want to draw a picture
I want to sketch the view from the window
let's colour in this picture
""",
"erase": """
I wrote the wrong answer in pencil
there's a stray pencil line on my sketch
the whiteboard needs wiping clean
""",
"fasten_papers": """
these documents should be kept together
the loose sheets of my essay keep getting muddled
the bills need clipping together
""",
"sew": """
a button came off my coat
there's a hole in my sock
the seam of my jacket has split
the hem of my skirt is hanging down
my teddy bear has a rip in it
""",
"brush_teeth": """
my teeth feel furry
I want fresh breath before the meeting
I just ate and want to clean my teeth
""",
"hair": """
my hair is all tangled
I look messy and want to tidy my hair
my daughter's hair needs plaiting
my hair is sticking up at the back
""",
"dry_hair": """
my hair is still wet from washing
I just got out of the shower and my hair is dripping
I don't want to go out with damp hair
""",
"dry_body": """
I'm soaked from the rain
the kids just came out of the bath
I'm dripping wet after the swim
""",
"wash_hands": """
my hands are covered in flour
I've got oil all over my fingers
my hands are dirty from gardening
I need to wash up before dinner
""",
"shave": """
my stubble is itchy
I want a clean shaven face for the wedding
I look scruffy with this beard
""",
"nails": """
my nails are too long and keep catching
my toenails need trimming
I broke a nail and it's jagged
""",
"splinter": """
there's a tiny bit of wood in my thumb
a sliver of glass is stuck in my foot
I've got a bee sting still in my arm
""",
"wound": """
I cut myself shaving and it's bleeding
I scraped my knee on the pavement
my finger is bleeding from the paper cut
the kid fell and grazed his elbow
I've got a blister on my heel
""",
"fever": """
I feel hot and feverish
I've got the chills and a high temperature
I think I'm coming down with the flu
""",
"medicine": """
my head is pounding
I need my tablets for the evening
it's time for my blood pressure pills
my tooth is aching badly
I have terrible period cramps
""",
"swelling": """
I bumped my head and there's a lump
I sprained my wrist playing tennis
my knee is swollen after the run
I burnt my hand on the stove and it stings
""",
"sore_muscles": """
my neck is stiff from the desk
I pulled a muscle in my back
my shoulders ache after the gym
I've got cramps in my stomach
""",
"runny_nose": """
I keep sneezing
I have a cold and my nose is blocked
I need to blow my nose
I've been crying and my eyes are wet
""",
"dry_skin": """
my skin feels tight and itchy
my hands are rough from washing up
""",
"sun": """
I'm going to the beach and don't want to burn
it's really bright outside
the baby will be out in the sun all afternoon
my nose always gets sunburnt
""",
"rain": """
it's raining and I need to go out
the forecast says showers all afternoon
I have to walk the dog in the rain
""",
"cold_person": """
I'm shivering
it's chilly in here
I'm cold watching telly on the sofa
I've got goosebumps
""",
"cold_hands": """
my hands are freezing
I can't feel my fingers
my feet are like ice
""",
"hot_person": """
it's stuffy in here
I'm overheating
I need to cool down
the room is like an oven
""",
"waist_support": """
my lower back hurts when I sit
this chair makes my back ache
I need something behind my back on the sofa
""",
"sleep_neck": """
I want to lie down for a bit
I'm tired and want to rest my head
my neck needs support while I nap
""",
"hard_floor_seat": """
the kids are sitting on the cold floor
I want to kneel in the garden without hurting my knees
this bench is so hard on my bottom
""",
"feet_up": """
my ankles are puffy
I want to put my legs up after work
my feet are sore from standing all day
""",
"exercise": """
I want to do some yoga
let's do a workout at home
I want to do press-ups in the living room
""",
"sleep_light": """
the sunlight wakes me up too early
my partner snores and I can't sleep
the neighbours' party is so loud
the hotel room is too bright to sleep
""",
"dark": """
there's a power cut
I can't see anything in the cupboard under the stairs
it's pitch black in the garden
the bulb in the cellar has blown
""",
"reading_light": """
it's too dark to read my book
I can't see my knitting in this light
the desk is too gloomy to work at
""",
"reach_high": """
the box on top of the wardrobe is out of reach
I can't get to the top cupboard
the light bulb in the ceiling needs changing
""",
"reach_under": """
my ring fell behind the cabinet
the cat toy is stuck under the bed
something rolled under the fridge
""",
"pick_litter": """
there's broken glass in the garden
I don't want to touch the dog mess
there's rubbish scattered along the hedge
""",
"hang_clothes": """
the laundry needs hanging out
my shirt needs to go on a hanger
the wet towels need drying on the line
""",
"garden_dig": """
I want to plant herbs in the pot
the weeds need digging out
let me put these bulbs in the ground
""",
"prune": """
the hedge is overgrown
the roses have dead heads
the tree branches are hanging over the path
the herbs need trimming
""",
"carry_things": """
I'm going on a day trip
I need to bring my things to the gym
let me take all these toys upstairs in one go
""",
"store_items": """
the toys are all over the floor
I want to put the summer clothes away
the cupboard is a mess and needs organising
""",
"scrape_ice": """
the windscreen is covered in frost
the car is iced up this morning
""",
"hot_surface": """
I don't want the hot pan to burn the table
the teapot will leave a mark on the wood
""",
"pet_hair_brush": """
the cat is shedding all over the sofa
the dog's fur is full of knots
""",
"wash_car": """
the car is covered in bird droppings
the bike is caked in mud
""",
"mask_protect": """
I'm going to drill into the ceiling and dust will fall
I'm spraying paint and don't want to breathe the fumes
sparks might fly when I grind this metal
""",
"ears_clean": """
my ears are itchy
there's water stuck in my ear after swimming
""",
"stuck_lid_pot": """
the food has burnt onto the bottom of the pan
the scrambled egg is stuck to the pan
""",
}

# Second batch: situations told as a story or a complaint, other rooms and people.
MORE2 = {
"thirst": "my tongue is sticking to the roof of my mouth\nit's been hours since I drank anything\nI'm a bit dehydrated from the sauna\nfancy a drink of water?\nI could drink a whole jug right now",
"cold_drink": "a chilled can of something would hit the spot\nit's so hot, I need something from the fridge to drink\nI'd love an ice-cold lemonade\nthe barbecue guests want cold drinks",
"hot_drink": "put the kettle on, I'm frozen\nI need a warm drink to get going this morning\nmy hands want to wrap around something hot\nI'd like a cup of cocoa",
"wine": "the cheese board calls for a glass of wine\nlet's crack open the champagne\nI want to have a drink with dinner tonight",
"open_bottle": "the top of this bottle is stuck fast\nI can't get into this bottle of ale",
"open_jar": "the lid won't turn, it's vacuum sealed\nthe peanut butter jar is impossible to open",
"open_can": "the baked beans are in a tin without a pull tab\nI need to open a can of coconut milk",
"eat_soup": "my cereal is getting soggy and I have nothing to eat it with\nthe chowder is on the table\nI'd like to eat this jelly",
"eat_meal": "I can't eat my noodles with my fingers\nthe roast dinner is served",
"stir_cook": "the sauce is bubbling and needs a stir\nthe soup needs stirring so it doesn't stick",
"flip_food": "the omelette needs folding over in the pan\nthe bacon needs turning over",
"heat_food": "this pizza slice is cold, I want it warm\nthe milk for the baby needs warming\nI'd like hot beans on toast",
"cook_stove": "I want to make pancakes\nlet's boil some eggs\nI'll make a curry on the hob tonight",
"slice_food": "the pizza needs cutting into slices\nI want to chop some herbs\nthe cheese block needs slicing",
"peel": "the oranges are hard to peel with my nails\nthe ginger root needs its skin off\nthe mango skin has to come off",
"grate_cheese": "the carrots need shredding for coleslaw\nI want nutmeg over my custard",
"crush": "the ice cubes should be crushed\nthe cardamom pods need grinding",
"drain_pasta": "the potatoes are boiled and need draining",
"pack_lunch": "the kids' packed lunches need making\nI want to take soup to work",
"light_candle": "the birthday candles are waiting\nthe barbecue needs lighting\nlet's light the fire pit",
"water_plants": "the orchid looks thirsty\nthe vegetable bed is dry\nthe lawn is turning brown in the heat",
"clean_dust": "there's a layer of dust on the telly\nthe bookcase is dusty\nthe windowsills are grubby with dust\ncobwebs are hanging in the corners",
"wipe_spill": "the coffee went all over my desk\nthe soup boiled over onto the hob\nthere's a puddle by the dog's bowl",
"sticky_floor": "the bathroom floor is grubby\nsomeone spilled syrup on the floor and it dried",
"sweep": "the leaves blew into the hallway\nthere's glitter all over the floor after the craft session\nthe patio is covered in dirt",
"crumbs_table": "the worktop is covered in toast crumbs\nthe toddler's high chair is full of crumbs",
"scrub_dishes": "the oven dish has burnt-on sauce\nthe saucepan has rice welded to the bottom\nthe bathtub has a grimy ring\nthe grout in the shower is black",
"clean_toilet": "the toilet has a brown ring\nthe loo smells and needs scrubbing",
"clean_window": "the conservatory windows are filthy\nthe oven door glass is greasy",
"clean_glasses": "my sunglasses are smudged\nthe tablet screen is greasy",
"disinfect": "the chopping board had raw meat on it\nthe bathroom taps need sanitising\nthe kids have tummy bugs and everything needs wiping",
"trash": "the nappy bin needs emptying\nthe garden waste needs bagging up\nthe food scraps are starting to smell",
"carry_groceries": "I need to pop to the supermarket",
"serve_breakfast": "I want to carry the drinks out to the patio in one trip\nI'd like to bring my partner breakfast in bed",
"seal_boxes": "the parcel for my mum needs closing up\nthe removal boxes have to be taped",
"open_package": "the courier box won't open\nthe blister packaging on these batteries is impossible",
"cut_string": "the kite string has to be cut\nthe label on my jumper is scratchy and needs cutting off",
"stick_paper": "the wallpaper corner is peeling off\nthe torn page in my book needs mending",
"fix_broken": "my glasses arm snapped\nthe plate cracked in two\nthe drawer front fell off",
"bind_together": "the garden canes need bundling\nthe rubbish bags have to be tied shut",
"hang_picture": "I want to put up a coat hook\nthe clock needs hanging on the wall\nthe shelf bracket needs fixing to the wall",
"screw": "the wardrobe door is sagging\nthe glasses screw is loose\nthe light switch cover is wobbly\nthe kitchen chair wobbles",
"bolt": "the wheel on the trailer is loose\nthe swing's bolts need tightening\nthe tap connector is dripping",
"pry": "the lid of the wooden crate is nailed down\nthe old tiles need lifting off\nthe stuck window needs prising open",
"saw_wood": "the tree branch has to be cut off\nthe shelf plank is too long\nthe pipe needs cutting to size",
"measure": "how long is this wall\nwill the rug fit in the hallway\nI need the size of the window for blinds",
"write_note": "I want to write a letter to grandma\nlet me fill in this form\nI need to note down the delivery code",
"draw": "I want to draw a floor plan\nthe kids want to make a birthday card picture",
"sew": "my trouser hem has dropped\nthe strap of my dress came off\nthe cushion cover has a split seam",
"brush_teeth": "my mouth tastes awful after that coffee\nthe kids need to clean their teeth before bed",
"hair": "my hair is frizzy and wild\nI want to look neat for the photo",
"dry_hair": "my hair is damp and it's cold outside\nthe kids' hair is wet after swimming lessons",
"dry_body": "I got caught in the rain and I'm soaked through\nthe dog is wet from the river",
"wash_hands": "my hands are sticky from the honey\nmy fingers smell of fish\nthe kids' hands are muddy",
"shave": "my legs need shaving\nI need to tidy up my moustache",
"nails": "my nails are snagging on my tights\nthe baby's nails are scratching her face",
"wound": "the cat scratched me and it's bleeding\nmy knee is grazed from falling off the bike",
"fever": "I've got a hot forehead and aching limbs\nthe baby is burning up",
"medicine": "I've got a migraine coming on\nI need something for this heartburn\nmy allergies are playing up\nI have a tickly cough",
"swelling": "I walked into the door and my eye is puffy\nmy finger is swollen after the door slammed on it\nthe bee sting is swelling up",
"sore_muscles": "my legs ache after the marathon\nmy back went while gardening\nI've got a crick in my neck",
"runny_nose": "I've got hay fever and keep sneezing",
"dry_skin": "my face feels dry after the flight",
"sun": "it's scorching at the pool\nthe kids will be playing in the sun all day",
"rain": "it's chucking it down\nthe clouds look like rain and I'm walking to work",
"cold_person": "my teeth are chattering\nthe house is freezing tonight\nI can't get warm",
"cold_hands": "my fingers are stiff with cold\nI'm going out in the snow",
"hot_person": "I'm boiling in this room\nthe bedroom is too warm to sleep\nthere's no air in here",
"waist_support": "my back aches in this car seat\nthe office chair is hurting my spine",
"sleep_neck": "I want a snooze on the sofa\nI'm exhausted and want a nap",
"feet_up": "my legs feel heavy\nI've been on my feet all day",
"exercise": "I'd like to stretch after the run",
"sleep_light": "the curtains let in too much light\nthe traffic noise keeps me awake",
"dark": "the lights have gone out\nI need to look in the loft and it's dark\nthe fuse has tripped",
"reading_light": "the print is too small to read in this light\nI want to read in bed without waking my partner",
"reach_high": "the suitcase is on top of the wardrobe\nI can't reach the smoke alarm\nthe curtains need taking down from the high rail",
"reach_under": "the remote slipped down behind the sofa\nthe ball went under the car",
"pick_litter": "there's a used needle in the park\nthe wasps' nest debris is on the path",
"hang_clothes": "my coat needs hanging up\nthe wet laundry is piling up",
"garden_dig": "I want to plant a rose bush\nthe flower bed needs weeding",
"prune": "the bush is blocking the window\nthe ivy is taking over the wall\nthe lavender has gone woody",
"carry_things": "I'm going to the beach for the day\nI need to carry the picnic to the park",
"store_items": "the kids' toys need tidying away\nthe christmas decorations need packing up",
"scrape_ice": "there's ice all over the car windows\nthe windscreen is frozen solid",
"hot_surface": "I want to put the hot casserole on the table\nthe hot kettle needs somewhere to rest",
"pet_hair_brush": "the dog's coat is tangled\nthe cat has fur balls",
"wash_car": "the car is dusty and grimy\nthe van needs a wash",
"mask_protect": "I'm sweeping out the dusty loft",
"ears_clean": "I can't hear properly, my ear feels full",
"unclog_drain": "the basin is full of standing water\nthe loo won't flush properly",
"inflate": "the tyres on my bike are soft\nthe beach ball is flat",
"iron_clothes": "my shirt looks crumpled\nthe curtains are creased from the packet",
"paint": "the fence needs a new coat of paint\nthe door frame is chipped and needs touching up",
"swat_insect": "there's a wasp in the kitchen\nflies keep landing on the food",
"feed_pet": "the dog is staring at his empty bowl\nthe cat is hungry",
"walk_dog": "the dog is bouncing at the door\nthe puppy needs to go outside",
"feed_baby": "the baby is crying for her bottle\nthe toddler is hungry",
"change_batteries": "the torch is dead\nthe doorbell has stopped working",
"change_bulb": "the bedroom light has blown\nthe ceiling light won't come on",
"fire": "the chip pan is on fire\nthere's a small fire in the bin",
"dig_snow": "the path is covered in snow\nthere's a pile of gravel to shift",
"wrap_gift": "the birthday present needs wrapping\nI want to wrap the gift for the party",
"charge_phone": "my phone battery is in the red\nthe phone keeps dying",
"wash_clothes": "my gym kit stinks\nthe baby's clothes are covered in food",
}

# Third batch (session 6): every intent to at least a dozen distinct phrasings, then other
# angles on the big ones: who it is for (kids, guests, pets, an elderly parent), what went
# wrong, how it feels, terse and chatty, British and American wordings. No tool names.
MORE3 = {
"thirst": """
I woke up with a mouth as dry as a desert
grandad hasn't had a drink since lunch
the kids came in from the playground gasping
those salty crisps have made me really thirsty
I'm hungover and desperate for water
I'd like some water by the bed for the night
""",
"cold_drink": """
I'd like a drink that's properly chilled
warm water won't do, it has to be chilled
the kids want something icy to drink after playing outside
a frosty drink would be perfect in this heatwave
""",
"hot_drink": """
mum would love a cuppa when she arrives
I need a strong espresso before work
I'm cold and fancy a hot toddy
I want hot coffee to take on the walk with me
something steaming to sip would be lovely
""",
"pour_drink_guests": """
the dinner party guests need their water topped up
my parents' friends are here and nobody has a drink yet
I want to put out lemonade for the visitors to help themselves
the neighbours popped round, let's offer them something to drink
there are eight people round the table and nobody's drink is poured
the kids' friends are over and they all want juice
the book club is arriving and I need drinks ready for all of them
""",
"wine": """
we're celebrating our anniversary tonight
I fancy some prosecco in the garden
the steak would go nicely with a red
let's have a toast at midnight for new year
I bought a nice bottle of white for tonight
it's friday night and I fancy a drop of red
let's open some wine to celebrate the promotion
I'd love a little red wine by the fire
we're toasting the birthday girl with fizz
""",
"open_bottle": """
the cap on this cider is too tight to lift off
this beer isn't a twist-off and I can't get it open
my fingers hurt trying to flip this bottle cap
the craft beer needs opening for my friend
the lemonade bottle has a metal crown top
the cork is wedged in the neck of the bottle
""",
"open_jar": """
grandma can't open her marmalade
the lid of the coffee jar is jammed
my arthritis makes it impossible to unscrew this lid
the baby food jar won't open
the kids can't get the lid off the chocolate spread
""",
"open_can": """
the soup is in a tin with no ring pull
I bought tinned tomatoes for the sauce and can't get into them
the dog's food comes in a sealed tin
we're camping and the beans are in a tin
the ring pull snapped off the can
how do I get the sweetcorn out of this sealed tin
""",
"eat_soup": """
I've made porridge and need something to eat it with
the cereal is poured and the milk is in
I want to eat my muesli at my desk
I want to eat my soup before it cools
I want to finish the last of the broth in my ramen
I've got chilli and nothing to scoop it up with
the porridge is ready for breakfast
I'm having soup for lunch
I'd like to eat my trifle
""",
"eat_meal": """
I've got my dinner but nothing to eat it with
the takeaway came with nothing to eat it with
I'm sitting down to eat my steak
we're having spaghetti for tea
the kids' fish fingers and peas are on the table
""",
"serve_soup": """
the stew is done and I want to dish it out to the family
there's a huge pot of soup and four hungry people
I need to get the curry from the pot onto everyone's plates
the broth for dinner needs portioning out
the mulled wine needs serving from the pan
let's dish up the dal for everyone
the lamb stew needs sharing out between six
""",
"stir_cook": """
the custard will go lumpy if I stop moving it
the caramel needs to be kept moving so it doesn't scorch
the scrambled eggs need stirring gently
the pancake batter still has lumps of flour in it
the cream needs whipping into peaks
the boiling jam has to be kept moving
the white sauce needs stirring until it thickens
the melted chocolate needs to be kept moving
the eggs and sugar need beating together
I need to fold the flour into the mix
the bolognese needs a stir every few minutes
""",
"flip_food": """
the fried egg needs to go over easy
the chicken thighs on the barbecue need turning
the halloumi is golden on one side
the tortilla needs turning over in the pan
the veggie burgers are done underneath
the crepe needs flipping
the pancake is ready to toss
the salmon needs turning skin side up
the courgette slices need turning on the griddle
the grilled cheese is brown underneath
""",
"heat_food": """
last night's curry is still in the fridge and I want it hot
the delivery food went cold on the way
I brought leftovers to work and want them hot for lunch
the frozen ready meal needs heating through
grandma's dinner needs warming through again
""",
"cook_stove": """
I want to poach some eggs
I'm making soup from scratch on the hob
I fancy fried rice tonight
I want to sauté some mushrooms
I'm making spaghetti bolognese from scratch
I want to simmer some lentils
I want to boil some rice for dinner
let me fry some onions and garlic to start the sauce
I'm going to fry some sausages for tea
I want to make a quick pasta dinner
""",
"bake": """
I want to make a batch of muffins
the brownie mix is ready to go in
let's make roast potatoes in the oven
the kids want to make gingerbread men
I want to bake a birthday cake for my daughter
the cottage pie needs baking until golden
the scones need fifteen minutes in a hot oven
I'm roasting a chicken for sunday lunch
""",
"hot_pot_handle": """
the roast needs to come out of the oven and it's scorching
the cast iron pan has been in the oven and its handle is scorching
I need to move the boiling pot off the hob without burning myself
my fingers got singed the last time I grabbed that tray
the pie is ready but the dish is red hot
the roasting dish is spitting hot and has to come out now
the metal handle of the wok is burning hot
""",
"slice_food": """
the baguette needs cutting for the party
the watermelon is too big to eat whole
I want thin slices of ham for sandwiches
the carrots need cutting into sticks for the kids
the pineapple needs cutting into chunks
I want the steak sliced thin for the stir fry
the apple needs cutting into quarters for the kids
the onion needs slicing into rings for the burgers
""",
"peel": """
the potatoes still have their skins on
I want the skin off these pears for the baby
the butternut squash has a tough skin
the kiwi needs its fuzzy skin off
the beetroot skins have to come off
grandad can't eat apple skin
""",
"grate_cheese": """
I want a pile of parmesan on my spaghetti
the mozzarella needs shredding for the pizza
the carrot cake needs carrot in fine shreds
the orange zest goes in the icing
the cheddar needs to be in thin strands for the sauce
I want raw potato in fine shreds for latkes
I want chocolate shavings on the cake
the courgette needs shredding for fritters
the spaghetti needs a snowy layer of parmesan
I want a little fresh nutmeg on the rice pudding
the recipe needs the rind of an orange
I want cheese on the chilli in fine strands
""",
"crack_nuts": """
the brazil nuts are rock hard
I bought whole walnuts and they're still in the shell
the kids want to eat the chestnuts but can't open them
I want to get the white flesh out of this coconut
nobody can open the christmas nuts in their shells
the crab claws need cracking
""",
"crush": """
I want to grind the cumin seeds
the cornflakes need crushing for the chicken coating
the whole peppercorns need crushing coarsely for the steak
I want to pound the lemongrass for curry paste
the coriander seeds need to be powdered
the mint needs muddling for the mojito
""",
"tenderize": """
the beef is chewy and needs bashing
I'm making schnitzel and the veal has to be really thin
the chicken breast is too thick to cook evenly
the pork needs pounding before I fry it
I want to make the meat more tender by beating it
the steak is like shoe leather
the turkey escalopes need flattening
the chicken needs to be an even thickness for the grill
""",
"roll_dough": """
the pastry needs to be thin enough to line the tin
the fresh pasta dough needs to be thin as paper
the kids want to make cookies and the dough is one big lump
the dough for the flatbreads needs flattening
I want to make a pizza base from this ball of dough
the icing has to be thin enough to cover the cake
the pie lid needs to be as wide as the dish
the shortbread dough should be even before I cut shapes
""",
"drain_pasta": """
the noodles are cooked and swimming in water
the rice needs rinsing before I cook it
the soaked chickpeas need the water poured off
the salad leaves need washing and draining
the peas are boiled and need the water off
the cooked pasta needs to be separated from the water
the grapes need a wash before we eat them
""",
"pack_lunch": """
I want to take the leftovers to the office for lunch
the kids have a school trip and need food to take
I want to take sandwiches for the long drive
my husband needs his lunch for the night shift
I want to meal prep for the week
the leftover lasagne can be tomorrow's lunch
""",
"keep_food_cold": """
the chicken has to stay cold on the way home from the shops
we're having a picnic and the sandwiches might go off in the heat
the frozen food will thaw before we get home
I'm taking fish home from the market and it's a long drive
the drinks will be warm by the time we reach the campsite
the insulin has to stay cold while we travel
the shopping from the freezer aisle will melt in the hot car
the raw burgers need to stay chilled in the hot car
the fish needs to stay fresh on the boat
we're driving four hours with the frozen shopping
the packed lunch will sit in a hot classroom all morning
I want the prawns to stay cold at the picnic
""",
"light_candle": """
the tealights need lighting for dinner
I want a romantic candlelit dinner
the wood burner needs starting
the incense stick needs lighting
let's get the bonfire going
the old gas oven has to be lit by hand
""",
"water_plants": """
the courgette plants are wilting in the greenhouse
I'm going on holiday and the plants will dry out
the hanging baskets look sad and limp
the new grass seed needs to be kept moist
the compost in the pots is cracked and dry
the spider plant's leaves are going crispy
the window box hasn't had water all week
the strawberries in the planter are shrivelling
""",
"clean_dust": """
dust has settled on every slat of the blinds
grandma's ornaments are dusty
the radiator fins are full of dust
the lampshade is furry with dust
""",
"wipe_spill": """
the toddler tipped her juice over
there's a puddle of milk on the kitchen worktop
the gravy went all over the tablecloth
the cat knocked my water off the bedside table
I splashed sauce across the counter
the kids spilled their paint water over the table
I dribbled sauce all down the cupboard door
the cat's water has sloshed everywhere
my drink sloshed over the side onto the table
""",
"sticky_floor": """
the lino is grubby and needs a proper wet clean
my shoes make a sucking sound on the kitchen floor
the dog walked mud all through the kitchen
the floor under the baby's chair is sticky with dried yoghurt
juice dried on the tiles and my feet stick to them
the hallway tiles are grimy from winter boots
""",
"sweep": """
the kids tracked sand in from the beach
there's potting soil scattered across the hallway floor
the shed floor is covered in wood shavings
the dead leaves have blown all over the patio
the rug is full of bits after the party
there's grit all over the hall carpet
there are pine needles everywhere under the christmas tree
the kitchen floor has flour all over it
the path to the front door is covered in dirt and twigs
""",
"crumbs_table": """
the dining table is covered in biscuit crumbs
there's rice scattered across the counter
someone spilled sugar all over the table
the keyboard is full of crumbs
the couch is full of crisp crumbs
there are cracker crumbs all over the coffee table
there's salt spilled all over the worktop
""",
"scrub_dishes": """
the roasting tin is caked in grease
the weekend's washing up is still in the sink, greasy and crusted
the porridge has dried like cement inside the pot
the barbecue grill is coated in burnt fat
there's dried egg on all the breakfast plates
the lasagne pan needs a proper soak and scrub
the teapot is stained brown inside
the baking tray is black with burnt bits
the wok is crusty from last night
""",
"clean_toilet": """
the toilet bowl is grim after the party
guests are coming and the loo isn't clean
there are skid marks in the toilet bowl
the toilet water has a limescale line
the kids' bathroom toilet is filthy
the toilet bowl has a yellow stain
under the rim of the toilet is filthy
""",
"clean_window": """
the windows are covered in dried raindrop marks
the patio doors have dog nose smudges
the shower screen has chalky marks all over it
the bathroom mirror is all smeary
I can barely see the garden through the grimy windows
the windscreen is smeary on the inside
the windows are covered in greasy fingerprints from the kids
the glass in the front door is grimy
there are condensation marks all over the window
the bathroom mirror is covered in hairspray
""",
"clean_glasses": """
my specs have steamed up and gone smeary
my laptop screen is full of smudges
the binoculars are smeary
there's a greasy thumbprint on my lenses
I can't read through my smudgy reading specs
my phone screen is covered in makeup marks
""",
"disinfect": """
the baby's changing area needs an antibacterial wipe down
everyone's had the flu and the light switches are full of germs
the fridge handle is covered in germs
the counter had raw fish on it
my phone is crawling with germs
the toddler's toys need sterilising after the stomach bug
""",
"lint": """
my navy suit is covered in fluff
my black jumper is furry with cat hair after she slept on it
there's white dog hair all over my dark trousers
my coat picked up lint in the tumble dryer
the velvet cushions are covered in pet fur
my dress is covered in bits of tissue from the wash
I need to get the hairs off my jacket before the interview
the car seats are covered in dog hair
""",
"trash": """
the kitchen bin stinks
there are empty pizza boxes everywhere
the bin men come tomorrow morning
the torn wrapping and empty boxes from christmas morning need clearing away
the bag in the kitchen bin is full
there's a pile of junk mail and wrappers to get rid of
I'm clearing the fridge of old food
there's a heap of old junk in the garage for the tip
""",
"carry_groceries": """
I'm doing the weekly shop
there's a lot of shopping in the car boot to bring in
I'm popping to the market for fruit and veg
I need to buy a few things at the supermarket
I've got loads of tins to bring back from the shop
I'm walking to the bakery and the butcher
the farmers' market is on today
""",
"serve_breakfast": """
I want to bring tea and biscuits to the visitors in the living room
I want to carry dinner to the table in one go
my dad is in bed and would like his breakfast brought up
let me bring the drinks and nibbles out to the garden
I want to bring mum breakfast in bed for mother's day
the sandwiches and cakes need bringing out to the garden party
I'd like to take my dinner through to eat in front of the telly
""",
"pick_small_food": """
the pickled onions keep slipping away from me
I want to take a couple of gherkins from the jar
I'd like to serve the spring rolls without using my fingers
the ice cubes are too cold and slippery to pick up by hand
the cherry tomatoes keep rolling away from me
I want to eat the dim sum
the hot chips are too hot to pick up with my fingers
the hot dumplings need lifting out of the steamer
I want to put a slice of lemon in each drink without touching it
the prawns are too slippery to pick up
the canapés need arranging without greasy fingers
""",
"seal_boxes": """
the eBay parcel needs closing before the post office
the box of kitchen things needs closing before the van arrives
I'm sending a return and the box needs closing up
the flaps won't stay down on the storage box
""",
"open_package": """
the delivery came in a box sealed with tape
I can't get through the cellophane on this box
my online order is taped up like a fortress
the kids' toy is sealed in a clamshell pack
the envelope is glued shut
the shrink wrap won't come off
""",
"cut_paper": """
I want to trim the edges of this print
the kids are making paper chains
I want to cut a stencil out of card
this document needs trimming to fit the envelope
I want to keep this article, it needs cutting out of the page
the children want to make a paper crown
the printout needs cutting into little cards
I'm making bunting and need triangles of paper
""",
"cut_string": """
the parcel string is knotted and won't untie
the garden twine needs cutting
the cable tie on the garden gate has to come off
the tag on the new toy is attached by a plastic loop
the fishing line is tangled and needs cutting free
the balloon ribbons need trimming
""",
"stick_paper": """
the school notice needs to go up on the board
my child's certificate should go on the wall
the photos need sticking into the scrapbook
the kids want to stick glitter to their card
the calendar needs sticking up by the door
the corner of the poster has come unstuck
the kids want to make a poster with cut-out pictures
the price label needs sticking on the jar
my child's drawing keeps falling off the fridge
I want to stick a reminder on the front door
""",
"fix_broken": """
my daughter's doll lost its arm
the knob snapped off the teapot lid
the plastic clip on my bag broke
the model aeroplane's wing came off
the handle of the suitcase snapped off
the bowl grandma gave me broke and I want to save it
the vase handle came off and I want it back on
the wooden toy train has snapped
the lamp base has a crack down it
my favourite figurine lost its head
the wooden frame corner has split apart
""",
"bind_together": """
the christmas tree needs tying onto the car roof
the sleeping bag won't stay rolled up
the cardboard for recycling needs bundling
the kayak has to be secured to the roof rack
the long poles keep rolling apart when I carry them
""",
"hang_picture": """
I want to put up a family photo in the living room
the new noticeboard needs to go up in the kitchen
let's hang the kids' artwork in a frame on the wall
the tent pegs need knocking in
there's a nail sticking up from the deck
I want to put up a hook for my keys
I want a row of hooks in the hall for coats
I need to knock a nail in for the calendar
the picture keeps falling because the nail is loose
I want to put the family portrait over the fireplace
""",
"screw": """
the hinge on the cupboard is hanging off
the new bookshelf came in pieces
the handle on the kitchen door is loose
the back of the plug needs opening up
the baby gate needs fitting
the hinges on the gate are loose
the toilet seat is wobbly
the curtain rail bracket is working loose
I need to take the back off the radio to get inside
""",
"bolt": """
the bike seat keeps slipping down
the bolts on the trampoline are loose
the wheel of the wheelbarrow is wobbling
I need to loosen the nut on the washing machine hose
the nut under the bath tap needs tightening
the bike handlebars are loose
""",
"grip_small": """
I need to grab the broken end of the key stuck in the lock
the necklace chain is knotted and my fingers are too big
the tiny nut in the toy needs holding still
I need to twist these wires together
the wire on the garden trellis needs bending back
the split ring on my keys is too stiff to open
my bracelet clasp is bent out of shape
the old drawing pin in the noticeboard is stuck
""",
"pry": """
the lid on the tin of varnish won't lift
the old skirting board needs levering off
the old chest won't open, the wood is swollen shut
the paving slab needs lifting
the squeaky floorboard has to come up
the window sash is wedged shut
""",
"saw_wood": """
the wooden pole needs shortening by a foot
I want to make a birdhouse from planks
the new gatepost sticks up higher than the fence
the bottom of the tree needs a few inches off to fit the stand
the wooden batten needs cutting down
the branch that fell in the storm is blocking the drive
the table legs need cutting shorter
""",
"measure": """
will the new fridge fit in the gap
I want to know the length of the bed for the sheets
how big is the living room for the new carpet
is the new shelf perfectly horizontal
I'm buying a sofa and need the size of the room
is the worktop sloping
how big is my waist for the new jeans
""",
"write_note": """
I want to jot down the recipe from the radio
let me write the wifi password for the guests
I need to fill in the school permission slip
I want to write a thank-you card
the plumber's number needs noting down
""",
"label_boxes": """
the leftovers in the freezer all look the same
I want to know what's in each storage box without opening it
the spice jars need names on them
the kids' things keep getting mixed up at school and need their names
I want to put dates on the jam I made
the moving boxes all look identical
the files on the shelf need their names on the spines
the homemade soup in the freezer needs a date
I want to mark the boxes as fragile
the containers of flour and sugar look the same
the seed trays need names so I know what's growing
""",
"draw": """
I want to doodle while I'm on the phone
my daughter wants to draw a horse
the kids are bored, let's do some colouring
I want to sketch out the design for the garden
I'd like to draw my grandson's portrait
I want to trace this picture
I want to practise my drawing
I need to draw a map for the treasure hunt
""",
"erase": """
I spelled the name wrong in pencil
my sketch has a line in the wrong place
the crossword answer is wrong and written in pencil
the whiteboard still has last week's shopping list
the kids' homework has mistakes to rub out
I want to rub out this scribble
the margins of the library book are full of notes I want gone
the chalkboard menu needs clearing
""",
"fasten_papers": """
the pages of my notes keep falling out of order
the tax papers need keeping in one bundle
the handouts for the meeting need to be held together
my receipts are all over the desk
the school letters are loose everywhere
the printed tickets should stay together
I want to attach the invoice to the delivery note
the booklet pages have come apart
""",
"sew": """
the stuffed toy's seam has split and the stuffing is coming out
my trousers are too long and need taking up
the button on my jeans popped off
there's a rip in the pocket of my coat
the strap of my bag is coming unstitched
""",
"brush_teeth": """
I had a curry at lunch and my breath is awful
the dentist said I should clean my teeth more often
there's a popcorn husk stuck in my gum
I'm going to bed and haven't done my teeth
the kids have eaten sweets all day
I want a fresh mouth before the date
""",
"hair": """
my fringe is all over the place
my hair needs sorting before I go out
there are knots in my daughter's long hair
the wind has wrecked my hairdo
I've got bed hair and a meeting in ten minutes
my hair needs parting neatly
""",
"dry_hair": """
my hair is still dripping and I have to leave
I don't want to sleep with wet hair
my daughter's hair is wet after her bath
I just washed my hair and I'm running late
my long hair takes ages to dry
I washed my hair and it's freezing today
""",
"dry_body": """
I just climbed out of the bath
the kids ran through the sprinklers and are soaked
I'm wet from the hot tub
I came out of the sea and I'm dripping
my feet are wet after paddling
the baby is splashing and soaked after bathtime
I got splashed all over by a passing car
""",
"wash_hands": """
my hands smell of onions after cooking
I've been stroking the dog and my hands are grubby
my hands are slimy from the raw chicken
my hands are black from the bike chain
the kids' hands are sticky from ice lollies
my fingers are inky
""",
"shave": """
my stubble is scratchy when I kiss my wife
I've got a five o'clock shadow
my sideburns are uneven
I want a smooth chin for the photos
my underarms need doing before the beach
I've grown a beard over the holidays and want it gone
my legs are prickly and I'm wearing a dress tomorrow
""",
"nails": """
my fingernails are long and dirty
my son's nails are long and he's scratching himself
the dog's claws are clicking on the floor
I have a hangnail
my toenail is digging into my toe
my nails are uneven after the gardening
the kitten's claws need a trim
my thumbnail has split
""",
"splinter": """
a cactus spine is stuck in my finger
a thorn from the rose went into my thumb
there's something sharp stuck under my skin
a bit of metal is lodged in my palm
a tick has latched on to the dog
my son has a wood sliver in his hand from the fence
I've got a stray eyebrow hair
a shard of glass is in my heel
""",
"wound": """
my daughter fell off the swing and cut her knee
I sliced my thumb on the tin lid
the dog bit me and broke the skin
blood is running down my leg
I caught my arm on a nail and it's bleeding
my new shoes rubbed my ankle raw
""",
"fever": """
I'm sweating and shivering at the same time
my son is flushed and lethargic
I want to know if my temperature has gone down
the baby's forehead is hot and she's listless
I feel clammy and hot
I think the kids have a fever
mum says she feels hot and shaky
""",
"medicine": """
it's time for grandad's heart tablets
I've got a splitting headache
my antibiotics are due at eight
my joints ache and I need a painkiller
I've got indigestion after that meal
""",
"swelling": """
I dropped a tin on my foot and it's swelling
I rolled my ankle on the stairs
my lip is puffed up after I bit it
my hand swelled up after I hit it on the wall
the kid got hit by a ball and has a bump on his forehead
my eye is swollen from the wasp sting
""",
"sore_muscles": """
my lower back is knotted after lifting boxes
my calves are tight after the hike
I slept awkwardly and can't turn my head
my shoulders are tight from stress
my thighs burn after the squats
my arthritis is flaring in the cold
grandma's joints ache in the morning
my shoulders are knotted from carrying the baby
my hamstrings are tight after football
the muscles in my neck are in knots from the desk
my lower back aches after a long shift on my feet
I've got a muscle spasm in my back
""",
"runny_nose": """
I've got the sniffles
my nose is dripping
the baby has a snotty nose
I'm stuffed up with a cold
I've got tears running down my face from the film
my nose is streaming in this cold wind
my son keeps wiping his nose on his sleeve
""",
"dry_skin": """
my heels are cracked and rough
my elbows are dry and flaky
my lips are peeling
my knuckles are red and split from the cold
my legs are itchy and flaky after the winter
my toddler's cheeks are chapped from the wind
my skin feels like paper after the swim
my face is flaky and tight in the mornings
""",
"sun": """
the forecast says thirty degrees and clear skies
the sun is in my eyes when I drive
I'm going to the cricket and will be outside all day
my bald head burns easily
we're going to the theme park on a sunny day
my shoulders are starting to burn in the sun
we're spending the day on the boat in the sun
the UV index is very high today
the kids' faces will burn at the beach
I'm gardening in full sun this afternoon
the sun is blinding on the snow
""",
"rain": """
it's drizzling and I need to nip to the shop
there's a storm coming and I have to go out
I've just had my hair done and it's starting to rain
it's wet and windy and I'm cycling to work
the sky is grey and I'm off to the school gates
I'll get drenched walking to the car
it's spitting outside
it's bucketing down and I have to go to the shops
the weather looks stormy for the school run
it's raining cats and dogs
I don't want to arrive at the interview soaked
there's a downpour and the bus stop has no shelter
""",
"cold_person": """
my elderly dad feels the cold even with the heating on
the baby feels cold in her cot
I'm chilled to the bone
I'm camping and the night is freezing
the draught in here is making me shiver
""",
"cold_hands": """
my hands go white in the cold
I'm cycling in the frost and my fingers hurt
my toes are numb with cold
my feet are freezing under the desk
my hands are too cold to do up my buttons
the kids' hands are red from the snowball fight
my fingertips are tingling with cold
my hands are blue after the walk
I'm going out to build a snowman
""",
"hot_person": """
I'm sweating buckets in this heat
it's a heatwave and the pram is as stuffy as an oven
it's sweltering and I'm sticky
the office is roasting
I'm having a hot flush
I'm dripping with sweat at my desk
the car has been in the sun and it's stifling inside
it's thirty degrees in the living room
I need some air moving in here
I can't cool off after cycling home
""",
"waist_support": """
my back twinges when I sit at my desk
I sit at the computer for hours and my lower back suffers
my mum's lower back aches in her armchair
the dining chairs are killing my back
I'm pregnant and my back aches when I sit
the long drive is giving me back pain
I slouch on the sofa and my back hurts
""",
"sleep_neck": """
I'm going to doze off in the armchair
I want a little lie-down this afternoon
I want to lie on the floor and rest my head
the guest bed has nothing for my head
I want to lie on the sofa with my head raised
I want to sleep sitting up on the long flight
the baby fell asleep on the couch and her head needs support
""",
"hard_floor_seat": """
the kids want to sit on the floor to watch the film
my bum hurts on this wooden stool
we're sitting on the grass at the concert
the church pew is so hard
I want to sit on the patio stones
I'm kneeling on tiles and my knees hurt
the garden wall is hard and cold to sit on
the stadium seats are uncomfortable
""",
"feet_up": """
my legs are tired after the walk
I'm pregnant and my ankles swell
I want to rest my legs while I read
the doctor said to keep my leg elevated
grandad's feet are swollen
I want to stretch my legs out while I watch telly
my varicose veins ache
""",
"exercise": """
I want to do pilates in the bedroom
my physio said to do stretches every day
I want to get fit at home
I want to do crunches without hurting my back on the floor
I want to do my physio exercises
I'd like to tone my arms
I want to follow a workout video
I want to build some muscle
""",
"sleep_light": """
the early sunrise wakes me at dawn
I work nights and need to sleep in the day
the neighbour's dog barks all night and I can't sleep
my roommate watches telly late and I can't sleep
the cabin lights on the plane stop me sleeping
the glow from the standby lights keeps me awake
""",
"dark": """
the garden path is pitch dark
I have to go out to the shed at night
the electricity is off in the whole street
I can't see where I'm walking in the tent
""",
"reading_light": """
I can't read the recipe in this dim kitchen
the corner where I sit is gloomy
I want to read a bedtime story to the kids
the room gets dark in the afternoon and I'm reading
I'm squinting to read the newspaper
I'm doing a jigsaw and can't see the pieces in this light
grandma is squinting at her crossword in the gloom
""",
"reach_high": """
the biscuit tin is on a shelf I can't get to
the frisbee is stuck up on the garage roof
the top of the kitchen cabinets is too high for me
I'm too short to reach the loft hatch
the vase on the top shelf needs to come down
the good plates are in the top cupboard and I'm small
the top of the bookcase is out of my reach
I need the serving dish from the highest shelf
the top of the window is too high for me to reach
grandma can't reach her tins on the top shelf
the hanging basket is too high to get to
""",
"reach_under": """
the tennis ball went under the shed
the remote fell down the gap behind the bed
the kids' toy car rolled under the sofa
the coin rolled under the cooker
the cat's toy mouse is under the fridge
there's a sock stuck behind the tumble dryer
my phone slipped down the back of the sofa
""",
"pick_litter": """
there are cigarette butts all over the front garden
I don't want to touch the rotten apples on the lawn
there's a dead rat by the bins
there's broken bottle glass on the beach
the hedge is full of crisp packets
there are nettles around the rubbish I want to pick up
the kids' playground has litter everywhere
someone threw beer cans over the fence into my garden
I don't want to bend down to pick up all the rubbish on the verge
the beach is covered in bits of plastic
there are sharp shards of pottery all over the patio
the wind blew crisp packets and cans across the lawn
""",
"hang_clothes": """
the washing machine has finished
the sun is out, perfect for drying the sheets
the jumpers need to air outside
the swimming things need to dry outside
my good dress should hang up in the wardrobe
the wet school uniform has to dry by morning
I want my jacket off the floor and hung up properly
""",
"garden_dig": """
I want to grow some tomatoes in the border
the potatoes are ready to come up
the daffodil bulbs need planting for spring
I want to move the strawberry plants to a bigger pot
there are dandelions all over the lawn
I want to put some compost into the raised bed
the kids want to plant sunflower seeds
I want to plant the new lavender in the border
the vegetable patch needs digging over
I want to dig up the old roots in the bed
I want to sow some carrots in the veg patch
""",
"prune": """
the apple tree has too many branches
the buddleia needs cutting back
the tomato plants have too many side shoots
the houseplant has brown leaves
the hedge is blocking the neighbours' light
the climbing rose is covering the window
the hedge needs a trim before the summer party
the dead flower heads need snipping off
the shrub has grown right over the path
the bay tree has lost its shape
""",
"carry_things": """
I need to take my laptop and books to the library
I want to bring the toys down from upstairs in one trip
I'm going to the swimming pool
I need to carry the washing to the laundry room
I'm taking the kids to the park with snacks and toys
the kids' football kit, snacks and water all need taking to the match
I'm off to my sister's for two nights and need to take my things
""",
"store_items": """
the loft is a mess of loose bits
the desk is cluttered and everything needs a home
the shoes are piled up by the door
the garage is full of loose odds and ends
the craft supplies are everywhere
the winter woollies need putting away for summer
the baby clothes she's grown out of need storing
the kids' art supplies need a home
the spare bedding needs putting away somewhere
the camping gear needs storing until next summer
the bathroom shelves are cluttered with bottles
the hallway is full of shoes and bags with nowhere to go
""",
"scrape_ice": """
I can't see out of the car, it's all frosted
the side mirrors are iced up
there's a thick layer of ice on the windscreen and I'm late
the car is white with frost
the freezer has built up a thick layer of ice
I need to clear the frost before I drive the kids to school
the rear window is frozen
the windscreen iced over overnight
""",
"hot_surface": """
the hot baking dish needs to go on the wooden table
my hot drink will leave a ring on the desk
the hot pan can't go straight on the worktop
the pizza stone is still scorching and the counter is laminate
the hot dish needs something under it
my hot tea is going to mark the side table
where can I put the hot saucepan down
the glass table will crack if I put the hot pot on it
""",
"pet_hair_brush": """
the dog's coat is dull and messy
the cat is losing fur by the handful
the long-haired cat has tangles
the puppy needs grooming before the show
the rabbit's fur is matted
the dog's undercoat is coming out in clumps
the dog came back from the woods with burrs in his fur
spring is here and the dog is moulting
""",
"wash_car": """
the car is caked in salt from the winter roads
the bike is covered in mud after the trail
I want the car looking clean before I sell it
the car is covered in sticky sap from the lime trees
the caravan is green and grimy after the winter
the motorbike is grimy
the kids' bikes are caked in dirt from the woods
the garden chairs are green with mould
""",
"mask_protect": """
I'm clearing black mould off the bathroom ceiling
I'm going to sand the floorboards
there's a nasty bug going round the school
I'm cutting tiles and shards might fly into my eyes
I'm using strong bleach in the small bathroom
I'm visiting my grandma in hospital
the air is smoky from the wildfires
I'm going to handle some nasty chemicals
I'm sanding the old door and there's dust everywhere
I'm mixing cement and don't want it in my eyes
I'm chiselling off old tiles and bits will fly
the dust in the attic sets off my allergies
the neighbour is spraying pesticide next door
""",
"ears_clean": """
there's wax in my ear
my ears feel gunky
my ear feels clogged after the flight
there's crusty wax around the baby's ears
the dog's ears are dirty
my ears itch deep inside
my ear feels damp and muffled after the shower
there's a waxy build-up in my ears
I can't hear well, I think my ears are full of wax
""",
"stuck_lid_pot": """
the hash browns have welded themselves to the pan
the crispy bits on the bottom of the roasting pan need loosening for the gravy
the flapjacks won't come out of the tin
the potato rösti is stuck to the bottom of the pan
the salmon skin has stuck and I can't lift the fillet out
the rice at the bottom of the pot has gone crispy and won't come up
the sponge is stuck to the bottom of the tin
the cheese has melted onto the pan and the toastie is stuck
the cookies are stuck fast to the baking sheet
the frittata is stuck to the edges of the pan
the pasta has stuck together at the bottom of the pan
the bottom of the risotto has caught and needs scraping up
the omelette is stuck at the edges and won't slide out
the roast vegetables are stuck to the roasting tray
the fried rice is sticking to the wok
""",
"unclog_drain": """
the sink is full of dirty water that won't go down
there's hair blocking the shower drain
the bath is full of grey water that won't drain
the toilet water keeps rising and won't go down
the kitchen sink gurgles and stays full
the outside drain is blocked and water is pooling
the bathroom basin is clogged
""",
"inflate": """
the kids' armbands need blowing up
my bike is hard to ride, the tyres are squishy
the wheelbarrow tyre is flat
the lilo for the pool is flat
the rugby ball is deflated
the exercise ball has gone soft
the pram wheels need air
""",
"iron_clothes": """
my shirt has fold marks from the packet
I want crisp creases in my trousers
the pillowcases are crinkled
my blouse is wrinkled and I've got a meeting
the suit got creased on the flight
the school shirts are full of wrinkles
my dress needs smoothing out for tonight
""",
"paint": """
the kids want to make pictures with poster paint
the shed needs freshening up with a new colour
I want the nursery walls pale yellow
the ceiling has a water stain that needs covering
the radiator is chipped and rusty
I want to change the colour of the front door
the garden bench looks weathered and grey
""",
"sharpen_pencil": """
the pencil is too blunt to write neatly
the tip of my pencil broke
my eyeliner pencil is blunt
the kids' crayons are worn to stubs
the point snapped off my drawing pencil
my pencil is rounded at the end and smudgy
the colouring pencils need a point
my carpenter's pencil is worn flat
the lead keeps breaking when I write
the pencils in the pot are all stubby and blunt
""",
"swat_insect": """
there's a bluebottle in the bedroom
a hornet flew in through the window
mosquitoes are biting me
there's a cockroach on the floor
flies are buzzing around the fruit bowl
a wasp is crawling on the window
there's a daddy long legs on the ceiling
midges are everywhere on the patio
""",
"weigh": """
the bread recipe is in grams
how heavy is my suitcase for the flight
I want to know if the baby has put on weight
the post office charges by weight
I need to divide the dough into equal portions
I want to check how much flour is left in the bag
the cake needs exactly 250 grams of butter
I'm on a diet and want to know how much pasta I'm eating
I want to portion the mince into 500 gram bags
the letter might be too heavy for one stamp
""",
"squeeze_juice": """
the limes need juicing for the curry
the recipe wants fresh lime juice
I want lemon juice over my fish
I'd like fresh grapefruit juice
the lemonade needs real lemons squeezed
I want to make fresh juice from the oranges for the kids
the lemons need squeezing for the curd
the margaritas need lime juice
I need the juice of half a lemon for the pancakes
I want to start the day with a freshly pressed juice
""",
"mash_food": """
I want the boiled potatoes squashed smooth with butter and milk
the baby's dinner needs squashing with a little gravy
the chickpeas need squashing for falafel
I want to make smashed avocado on toast
the sweet potatoes need mashing with butter
the baby can't eat lumps yet
I want lump-free potatoes for the shepherd's pie
the stewed fruit needs squashing into a sauce
grandad can't chew and needs his food soft
the berries need squishing for the jam
I want to make mash for the sausages
the pumpkin needs squashing for the pie filling
the cooked beans need squashing for refried beans
the egg yolks need mashing for egg mayo
the banana for the baby needs squashing
""",
"blend": """
I want to make a green smoothie for breakfast
the tomato soup needs to be silky smooth
I'd like to make a fruit milkshake for the kids
the pesto needs whizzing together
I want to make frozen cocktails
I want to blitz frozen berries into a slushie
I want to make a protein shake after the gym
the curry sauce needs to be smooth
I want to purée the pumpkin soup
the gazpacho needs to be completely smooth
I want a breakfast smoothie with spinach and banana
the fruit needs blitzing for ice lollies
I'd like an iced coffee frappé
the salsa needs whizzing until it's smooth
I want to make a batch of hummus
""",
"scoop_ice_cream": """
the ice cream tub is rock hard and I want to serve it
I want neat balls of ice cream for the kids
the guests want vanilla with their apple pie
let me dish out the ice cream for everyone
the gelato is frozen solid
I want to make an ice cream sundae
I want to serve balls of sorbet
everyone wants some chocolate ice cream after dinner
the ice cream cones need filling
I want to serve the frozen yoghurt in neat portions
""",
"make_toast": """
I want warm crunchy bread with butter
I fancy cheese on toast
the bagels need toasting
the bread is a bit stale, let's crisp it up
I want hot buttered toast with my tea
the kids want toast and jam
I want golden bread with my eggs
the hot cross buns need browning
I'd like some toasted teacakes
I want crispy soldiers to dip in my egg
""",
"feed_pet": """
the hamster's food has run out
the cat is rubbing against my legs at teatime
the dog hasn't had his breakfast
the parrot is squawking for food
the tortoise needs his greens
the puppy keeps licking his empty dish
the fish in the tank look hungry
""",
"walk_dog": """
the dog has been cooped up all day
the puppy is whining to go outside
I want to take the dog round the block
the dog keeps pestering me to go out
it's time for the dog's evening stroll
the neighbour's dog needs walking while they're away
the dog is restless and needs exercise
I'm taking the dog to the woods
""",
"clean_pet_mess": """
the cat has been sick on the rug
the puppy had an accident on the kitchen floor
there's dog mess in the back garden
the cat's litter box is full
the dog has done his business in the park and it needs picking up
the rabbit hutch is dirty
the hamster's cage needs mucking out
the dog pooed on the pavement
the cat litter is full of clumps
the guinea pig cage needs clearing out
""",
"feed_baby": """
the baby is rooting and fussing
it's time for the two o'clock feed
my niece is starving and wants her milk
the baby is smacking her lips
the infant needs her formula
my toddler wants his milk before his nap
the little one is crying at midnight for a feed
the baby should eat something before we go out
""",
"change_baby": """
the baby smells like she needs changing
the baby has leaked through her clothes
my little boy has a dirty bottom
the toddler's pull-up is soaked
there's a poo explosion up the baby's back
the baby's bottom is red and sore
the baby needs a dry bottom before bed
my granddaughter needs changing before the car ride
the little one is soggy
""",
"polish_shoes": """
my work shoes look dull
I want my boots to look smart for the parade
the school shoes are scuffed at the toes
the leather on my shoes is dry and faded
my brogues need a shine
my shoes look tatty for the funeral
the boots have salt marks from the winter
I want my dad's old shoes looking new
the army boots need to gleam
the leather shoes are scratched
""",
"prop_door": """
the door swings shut every time I let go
I'm moving furniture in and the door keeps closing
the cat needs to get in and out, let's keep the door open
the door bangs in the draught
I want the back door open to air the kitchen
the fire door keeps closing on me
I need the door to stay put while I bring in the shopping
the wind slams the bedroom door
I want the bedroom door to stay ajar for the kids
the door shuts on the dog every time he goes through
""",
"change_batteries": """
the kids' remote control car won't move
the bathroom scales have a blank screen
the smoke detector is chirping
the game controller has no power
the calculator screen is fading
the kitchen timer doesn't beep anymore
my hearing aid went quiet
the torch beam is really weak
my wall clock is running slow
the kids' musical toy only makes a weak sound
the bike lights have gone dim
the wireless keyboard keeps cutting out
""",
"change_bulb": """
the light on the landing just went with a pop
the bathroom light went pop
the fridge light has stopped working
the porch light is dead
one of the spotlights in the kitchen is out
the bedside lamp flickers and goes off
the light in the cooker hood has gone
the light switch works but nothing comes on
""",
"fire": """
the frying oil is in flames
the toaster is on fire
the curtains have caught fire
there's a fire in the kitchen
smoke is pouring out of the microwave
there are flames leaping out of the grill
the candle set the napkin on fire
something's burning in the oven with flames
sparks from the fire landed on the rug and it's smouldering
""",
"chop_firewood": """
the logs outside are too fat for the fireplace
I want to split these logs for the stove
the wood pile needs breaking into smaller pieces
I need thin kindling split off these logs
these rounds of oak need splitting
the campfire needs wood in smaller pieces
the tree trunk rounds need splitting for winter
the logs won't fit in the burner
I want to make kindling from these old pallets
""",
"dig_snow": """
there's a foot of snow on the drive
the front steps are covered in snow
snow has drifted against the door
we can't get the car out for the snow
the pavement outside is deep in snow
I need to shift this pile of sand
the garden path is under a snowdrift
the snow needs clearing before grandma arrives
""",
"wrap_gift": """
my nephew's birthday present needs to look nice
the secret santa gift isn't wrapped
I want to cover the box so she can't see what it is
the wedding present needs wrapping up
the christmas gifts need covering in paper
the kids' presents need hiding in paper
the leaving gift for my colleague needs wrapping
the gift needs a bow and nice paper
""",
"fill_bottle": """
the oil needs to go from the big tin into the small bottle
I want to refill the hand soap from the big container
the petrol needs to go into the lawnmower without spilling
I've made sauce and want it in the bottles
the shampoo needs decanting into travel bottles
I need to top up the car's oil
the salt needs to go into the narrow shaker
the homemade elderflower cordial needs bottling
the vinegar keeps spilling when I pour it into the small bottle
the sand for the craft needs to go into the bottle
""",
"charge_phone": """
my phone is on one percent
my tablet won't turn on
the laptop battery warning came up
my e-reader has died
the kids' tablet is flat
I need my phone to last the whole journey
my fitness tracker is dead
my wireless earbuds are out of juice
my phone switched itself off
""",
"check_time": """
I must be up at six tomorrow
I need to know how long until the bus
I'm running late and don't know the time
I want to keep my talk to five minutes
I want to time my run
I've lost track of time
I need to be up for the early shift
is it lunchtime yet
I have to leave at half past
tell me when an hour has passed
""",
"wash_clothes": """
my white shirt has a wine stain
the bedding smells musty
there's a mountain of dirty laundry
my jeans are covered in grass stains
I spilled curry down my top
the kids' white polo shirts are grey and grubby
my running socks stink
the dog's blanket needs a wash
I have nothing clean to wear
my work trousers have oil stains on the knees
the cushion covers need a proper wash
I got ketchup on my jeans
the white socks have gone grey
there's a sweat stain on my collar
my wool jumper needs a gentle hand wash
""",
}
