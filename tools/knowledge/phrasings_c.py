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
