"""More hand-written phrasings for the intents of intents_a.py / intents_b.py (part C):
indirect, everyday wordings from other situations (bodily states, complaints, goals;
kitchen, bathroom, workshop, garden, office, children, pets, car). No tool names.
Appended to each intent's phrasings by generate.py."""

MORE = {
"thirst": """
I'm gasping for a drink
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
it's sweltering and I fancy an iced drink
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
my takeaway has arrived with no cutlery
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
the risotto should be kept moving in the pan
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
I'll burn my hands taking the casserole out
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
the potatoes still have their skins on
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
I want to light the candles for dinner
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
the blinds are thick with grime
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
there are muddy footprints all over the hall
the tiles are grubby after the party
the floor needs a wet clean
something sticky has dried on the floor
""",
"sweep": """
there's sand all over the porch
the floor is covered in crumbs and dirt
someone scattered cereal across the kitchen
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
the baking dish is crusted with cheese
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
the shower glass is cloudy
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
the high chair tray needs to be hygienic
""",
"lint": """
my dark suit is covered in fluff
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
my shoe's sole is coming away
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
I want to knock a nail into the wall
the frame needs to go up on the wall
let me hang a mirror in the hall
the curtain rail needs fixing to the wall
""",
"screw": """
the door handle is wobbly
the table leg is loose
the battery cover on the toy is screwed shut
I'm assembling a flat-pack wardrobe
the hinge on the cupboard is falling off
""",
"bolt": """
the tap under the sink is dripping from the nut
the bike seat keeps slipping down
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
the floorboard needs lifting
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
is the picture straight on the wall
how tall is my son now
""",
"write_note": """
I need to write down this address
let me make a shopping list
I want to leave a message for the family
I should jot down the phone number before I forget
I want to sign this birthday card
""",
"label_boxes": """
the storage boxes need names written on them
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
there's food stuck between my teeth
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
I have a thorn stuck in my hand
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
my child feels warm to the touch
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
the heating is off and I'm freezing
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
