"""Intents, part G (session 7): garden and outdoors, car and bike, DIY, plumbing and
electrical, household cleaning products. New intents use the objects of catalog_g.py;
EXTRA_TOOLS / EXTRA_UNSEEN append acceptable tools / storage places to existing intents and
MORE appends phrasings to existing intents (all merged by generate.py).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# Existing intent -> acceptable tools appended (after the existing ones).
EXTRA_TOOLS = {
    "clean_toilet": "toilet cleaner",
    "wash_car": "wash mitt|car shampoo",
    "unclog_drain": "drain cleaner",
    "garden_dig": "weed killer",
    "swat_insect": "pest spray",
    "inflate": "tyre pressure gauge",
    "dig_snow": "wheelbarrow",
    "bolt": "plumber's tape",
    "paint": "decorating paint",
}

# Existing intent -> storage places appended (after the existing ones).
EXTRA_UNSEEN = {
    "scrape_ice": "glovebox|car boot",
    "paint": "garage shelf",
    "inflate": "car boot",
    "wash_car": "car boot",
    "clean_toilet": "cabinet",
    "bolt": "cabinet",
}

# Existing intent -> more phrasings.
MORE = {
    "scrape_ice": """
the car is white with frost and I'm already late
I can't see out of the front of the car for the ice
the windows of the car froze solid overnight
the car door lock is frozen and the key won't go in
there's a thick layer of frost on the windshield
""",
    "water_plants": """
the tomatoes in the greenhouse need a drink
the seeds I sowed need keeping moist
the new hedge I planted is wilting in this heat
the flower beds haven't had rain for weeks
""",
    "dig_snow": """
there's a heap of gravel on the drive that has to go round the back
all these bags of topsoil need taking down the garden
the builders left a load of rubble by the gate
the garden waste needs carting to the compost heap
I have to shift a big pile of logs to the woodshed
these heavy bags of bark mulch need moving to the flower beds
the old turf I dug up has to be taken away
the soil from digging the pond is piled up everywhere
the bricks have to go from the drive to the back garden
""",
    "clean_oven": """
the microwave is splattered with sauce
""",
    "bolt": """
the tap keeps dripping all night
there's water leaking from the pipe under the sink
the joint on the radiator valve is weeping
the washing machine hose connection is dripping
the outside tap leaks when it's turned on
there's a slow drip from the shower head connection
the pipe joint under the basin is seeping
the garden hose leaks where it joins the tap
there's a puddle under the toilet from the cistern pipe
the threaded pipe fitting leaks no matter how tight it is
the kitchen tap drips even when it's turned off hard
there's a leak where the water softener pipe joins
the compression joint on the copper pipe is leaking
the stopcock under the sink is too stiff to turn off
the radiator valve won't turn
the nut on the outside tap has seized
""",
    "smooth_edge": """
the door scrapes along the carpet when it closes
the door catches on the frame and won't shut
""",
    "unclog_drain": """
the plughole smells awful
the shower drain is clogged with hair
the kitchen sink gurgles and drains slowly
""",
    "crumbs_table": """
the car seats are full of crumbs
the footwells in the car are full of grit and crumbs
the kids have dropped biscuit crumbs all over the back seat
""",
    "measure": """
the shelf needs to be perfectly level
the picture is hanging wonky and I can't tell which way
I want to check the worktop is flat before tiling
the row of tiles needs to line up dead straight
""",
    "wash_car": """
a bird has left a mess all over the bonnet
the car is filthy from the winter roads
there's tree sap and bird muck all over the roof of the car
""",
}

# garden and outdoors
intent("mow_lawn", "cut:9 reach:5 scrub:2", "lawn mower|strimmer|garden shears", "garage shelf|closet", """
the grass is knee high
the lawn really needs cutting before the weekend
the back garden looks like a meadow
the grass has grown so long you can't see the path
the lawn hasn't been done for a month
the front yard is getting shaggy and the neighbours are complaining
the grass is too long for the kids to play football
we can't let the lawn get any longer or the council will complain
the grass needs a short back and sides
the lawn is overgrown after all that rain
I'd like neat stripes on the lawn for the party
the yard needs mowing before it rains again
the grass in the back garden has gone wild
the grass along the fence is too long and the mower can't reach it
the lawn edges are ragged and untidy
the long grass around the tree trunks needs tidying
there are nettles and brambles taking over the bottom of the garden
the grass by the wall is shaggy where the mower doesn't go
the verge outside the house is overgrown
the tall grass around the shed needs knocking back
the weeds along the driveway edge have shot up
the grass round the washing line pole is a mess
the path edges are disappearing under the grass
the bank is too steep to mow and it's overgrown
the awkward corners of the lawn are all overgrown
""")
intent("rake_leaves", "scrub:6 reach:7 scoop:4", "rake|leaf blower|broom|trash bag", "garage shelf|closet", """
the lawn is buried under autumn leaves
there are soggy leaves all over the grass
the leaves from the oak tree are smothering the lawn
the garden is carpeted with fallen leaves
the grass cuttings are lying in clumps all over the lawn
the driveway is covered in leaves again
I want to level out the soil before sowing grass seed
the fallen leaves are killing the grass underneath
""")
intent("garden_pests", "liquid:3 care:3 reach:2", "pest spray|slug pellets|spray bottle|work gloves", "garage shelf|cabinet|closet", """
my roses are covered in greenfly
slugs are eating all my lettuces
something is munching holes in the cabbage leaves
there are aphids all over the broad beans
the snails have destroyed the hostas overnight
the greenhouse is crawling with whitefly
there are ants marching across the patio into the kitchen
there's a wasps' nest under the eaves
caterpillars are stripping the leaves off the plants
the seedlings keep getting nibbled at night
there are little bugs all over the underside of the leaves
an ant nest has appeared between the paving slabs
""")
intent("kill_weeds", "liquid:3 reach:3 care:2 cut:2", "weed killer|trowel|pressure washer|work gloves", "garage shelf|closet", """
weeds are coming up through the cracks in the patio
the gravel driveway is full of weeds
there are weeds growing between the paving slabs
the path is green with weeds again
the block paving is sprouting weeds everywhere
the brick path is overrun with little weeds
there's bindweed strangling the fence
the moss and weeds in the path joints need killing off
the cracks in the pavement are full of weeds
the gravel path looks neglected with all these weeds
the clover is taking over the lawn
""")
intent("clean_patio", "liquid:7 scrub:7 reach:4", "pressure washer|scrub brush|broom|garden hose", "garage shelf|closet", """
the patio is green and slippery
the decking has gone slimy with algae
the garden path is black with grime
the paving slabs are covered in moss and muck
the driveway has oil stains and dirt ground in
the decking is dangerously slippery after the winter
the front steps are green and someone's going to slip
the block paving has gone dark and dirty
the fence panels are covered in green slime
""")
intent("mice", "pinch:4 care:3", "mouse trap|work gloves", "garage shelf|cabinet|closet", """
there's a mouse in the kitchen
I keep finding droppings in the cupboard
something has been nibbling at the cereal boxes
I can hear scratching in the loft at night
a rat ran across the garden by the compost bin
there are mice in the shed chewing everything
the cat keeps staring at the gap under the cooker
something's been gnawing through the bird seed bag
the mice have got into the garage again
there are tiny teeth marks in the bread
we have rodents in the attic
""")
# car and bike
intent("top_up_car", "liquid:7 carry:2 reach:1", "engine oil|funnel|pitcher", "car boot|garage shelf|glovebox", """
the oil warning light came on in the car
the screenwash has run out and the windscreen is filthy
the dipstick shows the oil is below the minimum
the engine is running hot, the coolant must be low
the windscreen washers just squirt air
the car needs topping up before the long drive
the temperature gauge in the car is creeping up
I want to check the fluid levels under the bonnet before the trip
the coolant reservoir is nearly empty
the washer bottle is empty and the screen is covered in salt
the strimmer has run out of fuel mix
""")
intent("jump_start", "pinch:5 fasten:4 reach:4 light:2", "jump leads", "car boot|garage shelf|toolbox", """
the car is flat and the engine just won't go
the car battery is flat and the engine won't start
the car won't start, it just clicks
I left the headlights on overnight and now the car is dead
the engine won't turn over this morning
the car battery died in the car park
the neighbour offered to give my car a boost from his
the van won't start after sitting in the cold all week
the dashboard lights flicker but the engine won't catch
I need to get the car going off someone else's battery
the battery went dead because the interior light was left on
the car has been sitting for weeks and won't start
my motorbike battery is completely drained
the starter motor just makes a clicking noise
""")
intent("puncture", "seal:8 twist:3 pinch:2", "puncture repair kit|bicycle pump|duct tape", "garage shelf|toolbox|car boot", """
I've got a puncture on my bike
my bike tyre keeps going down overnight
I rode over glass and the tyre went flat
there's a hole in the inner tube
the bike tyre has a slow leak
I need to get the tyre off the rim to find the hole
a thorn went into my tyre on the canal path
the kid's bike has a flat and won't hold air
I hear a hiss from the back wheel of the bike
the tyre on the wheelbarrow has a hole in it
the tube needs patching before tomorrow's ride
my front tyre went pop on the way to work
the bike keeps getting flats and I need to fix it on the road
""")
intent("change_car_tyre", "twist:7 carry:4 reach:3 fasten:3", "car jack|wrench", "car boot|garage shelf|toolbox", """
the car has a flat tyre and I need to put the spare on
we've got a blowout on the motorway hard shoulder
the front tyre is completely shredded
I need to lift the car to take the wheel off
the wheel nuts need loosening to change the tyre
the car is sitting on its rim
I have to get the winter wheels on the car
the rear tyre on the car is flat as a pancake
the car needs raising so I can look underneath
I've got a flat on the car and we're miles from a garage
the wheel needs to come off to fit the new brake pads
I want to swap the summer tyres for the winter ones
""")
intent("tyre_pressure", "mark:6 seal:2 reach:1", "tyre pressure gauge|bicycle pump", "glovebox|car boot|garage shelf", """
I want to know what pressure the tyres are at
the tyre warning light just came on in the car
I need to check the tyres are at the right psi before the long drive
the car is pulling to one side, maybe a tyre is soft
I'm not sure the tyres are legal, the tread looks worn
I want to check the tyres before we tow the caravan
the handbook says thirty-two psi but I don't know what they're at now
the bike tyres feel squishy, what pressure are they
the low pressure warning keeps coming on and off
I'd like to check all four tyres before the holiday
the car feels wobbly on corners, the tyres might be under-inflated
the MOT is next week and I want to check the tyres first
""")
# DIY, plumbing and electrical
intent("blown_fuse", "fasten:6 twist:5 light:4 care:3 mark:2", "fuse|screwdriver|voltage tester|flashlight", "toolbox|drawer|closet|garage shelf", """
the fuse in the plug has blown
the kettle stopped working, I think the plug fuse went
the toaster plug needs a new fuse
I want to make sure the wires are dead before I touch them
is this socket live or not
I have to swap the fuse in the plug of the heater
the fairy lights have blown their fuse
I need to check the power is off before changing the light fitting
one of the sockets in the kitchen has no power
the cable on the hoover needs wiring into a new plug
the plug's little cartridge fuse needs replacing
""")
intent("bleed_radiator", "twist:8 fasten:3 liquid:2", "radiator key|screwdriver|rag", "toolbox|drawer|closet", """
the radiator is cold at the top and warm at the bottom
the radiators are gurgling and there's air in the system
the heating is on but the bedroom radiator stays cold
there's air trapped in the radiator in the hall
the radiator needs bleeding before winter
the top of the towel rail is cold
the boiler pressure dropped after I let the air out
the radiators are banging and gurgling at night
the spare room radiator never heats up properly
the little valve at the top of the radiator needs opening
the heating clanks and the radiators are only half warm
the new radiator has an airlock
the living room radiator is lukewarm even on full
""")
intent("lubricate", "liquid:5 twist:4 wipe:2", "lubricant spray", "garage shelf|toolbox|cabinet|closet", """
the bedroom door squeaks every time I open it
the hinges on the gate creak terribly
the bike chain is rusty and squeaking
the padlock has seized up
the garden shears are stiff and hard to open
the swing in the garden squeals every time the kids use it
the window catch is stiff and hard to turn
the garage door grinds when it goes up
the old scissors are stiff from rust
the drawer sticks and squeals on its runners
""")
intent("reseal", "seal:9 cut:3 scrub:2", "silicone sealant|utility knife|scraper", "toolbox|garage shelf|cabinet", """
the sealant round the shower is black with mould
the seal around the bath has come away and water gets behind
there's a gap between the kitchen worktop and the wall tiles
the mastic around the sink has gone black
the shower tray is leaking at the edge
water is seeping under the bath panel
the bead around the basin is cracked and peeling
the old bath seal needs stripping out and redoing
the joint between the shower screen and the tiles is leaking
the edge of the worktop by the sink has mould in the join
there's a crack along the bottom of the shower wall
""")
intent("smooth_edge", "scrub:8 cut:3", "sandpaper|file|utility knife", "toolbox|garage shelf|drawer", """
the edge of this shelf is rough and splintery
the cut end of the plank is all jagged
the wooden handrail gives you splinters
the table top needs smoothing before I varnish it
the door sticks because the bottom edge rubs the floor
the old paint on the window sill is flaky and needs keying
the cut edge of the shelf bracket is sharp
the drawer is catching because the runner is too tight
the filler on the wall has dried lumpy
the chair leg has a sharp splintered bit
""")
intent("clamp_glue", "pinch:8 fasten:6 seal:3", "clamp|masking tape|rubber bands|bungee cord|clothespin", "toolbox|garage shelf|drawer", """
I've glued the chair leg and it needs holding tight while it dries
the two boards need to be held together while the glue sets
the veneer keeps lifting while the glue dries
I need to hold this piece still while I drill it
the plank keeps moving about while I'm sawing it
the glued joint keeps slipping apart
the wood needs holding firmly to the workbench
the split in the table top needs pressing together while it sets
I need a third hand to keep this in place
the mitre joint on the frame keeps springing open while the glue dries
the shelf I'm cutting keeps sliding off the bench
""")
intent("fill_hole", "seal:8 scrub:3 scoop:3", "wall filler|scraper|sandpaper", "toolbox|garage shelf|closet", """
there's a hole in the wall where the picture hook was
the plaster has cracked above the door
there are screw holes left from the old shelves
the door handle has punched a dent in the wall
there's a crack in the ceiling that needs making good
the rawlplug came out and left a big hole
we're moving out and need to patch the holes in the walls
the grout between the bathroom tiles is crumbling away
there's a gouge in the wooden door frame
""")
intent("scrape_paint", "scrub:8 cut:4 scoop:2", "scraper|sandpaper|utility knife|steel wool", "toolbox|garage shelf", """
the old paint is flaking off the window frame
the wallpaper needs stripping before we decorate
the old stickers won't come off the glass
there's dried paint on the floor tiles
the flaky varnish on the front door needs taking off
the old tile adhesive is stuck to the wall
the bubbling paint on the fence needs stripping back
there's cement splatter on the paving
the old putty round the window is cracked and needs digging out
""")
intent("clean_paintbrush", "liquid:6 wipe:4 scrub:3", "white spirit|jar|rag|paper towel", "garage shelf|toolbox|closet", """
the paintbrush has gone rock hard with dried gloss
I've finished the gloss and the brushes need cleaning
the roller is full of paint and I want to use it again tomorrow
the brushes from last year's painting are stiff and useless
the woodwork needs degreasing before I paint it
there's varnish on my fingers that won't wash off
the paint tray is caked with dried paint
I want to clean the stain off my brushes before it sets
the brushes are soaking in a jar and need rinsing out
""")
# household cleaning products
intent("carpet_stain", "wipe:7 scrub:5 liquid:4", "carpet shampoo|sponge|rag|paper towel", "cabinet|closet", """
the carpet has a red wine stain
someone trod mud into the cream carpet
there's a coffee stain on the sofa cushion
the kids spilt juice on the living room carpet
there's a greasy mark on the armchair
the stair carpet is stained and dull
there's ink on the carpet by the desk
the upholstery has a big dark mark where someone sat with dirty jeans
""")
intent("clean_bathroom", "scrub:8 wipe:6 liquid:4 care:2", "bathroom cleaner|scrub brush|sponge|spray bottle|rag", "cabinet|closet|bathroom cabinet", """
the bath is covered in soap scum
the shower tiles have pink mould in the corners
the bathroom needs a proper clean before the guests arrive
the washbasin is grubby with toothpaste and soap
the tiles around the bath are mouldy
the shower tray is slimy and discoloured
there's mildew on the bathroom window frame
""")
intent("descale", "liquid:6 scrub:5 wipe:3", "limescale remover|bathroom cleaner|sponge|scrub brush", "cabinet|closet|pantry", """
the kettle is furred up with limescale
the shower head is clogged and the water sprays everywhere
the taps have white crusty deposits round the base
the coffee machine says it needs descaling
there's a hard crust of lime in the bottom of the kettle
the hard water has left white streaks on the taps
the steam iron is clogged with scale
the water jug has a white film that won't wash off
the plughole is crusted with limescale
the tea has bits floating in it from the kettle
""")
intent("clean_oven", "scrub:9 cut:3 wipe:4 heat:2", "oven cleaner|scraper|steel wool|sponge|work gloves", "cabinet|closet|kitchen drawer", """
the oven is caked in burnt grease
the oven door glass is brown with baked-on grime
the hob has burnt-on spills that won't shift
the oven racks are crusted with grease
the cooker hood is sticky with grease
the ceramic hob has a burnt sugar spill
the extractor fan filter is clogged with grease
""")

# Second wordings of the new intents' situations (different people say the same thing).
_MORE2 = [
    ("puncture", """
my bike tyre has a puncture and keeps going flat
the bike's inner tube has a hole in it
I've got a flat on my bike from a thorn
"""),
    ("garden_pests", """
the plants in the garden are covered in aphids
slugs and snails are eating everything in the vegetable patch
bugs are eating the leaves of my plants
"""),
    ("top_up_car", """
the car's oil is low and needs topping up
the windscreen washer fluid has run out in the car
the coolant in the car needs topping up
"""),
    ("jump_start", """
the car won't start because the battery has gone flat
my car is dead and won't start this morning
the car battery needs a jump start
"""),
    ("bleed_radiator", """
the radiator has air in it and is only warm at the bottom
the radiator is cold at the top and needs bleeding
there's air in the radiators and they're gurgling
"""),
    ("clean_patio", """
the patio is covered in green slime and moss
the decking is green and slimy
the paving stones are slippery with moss and algae
"""),
    ("tyre_pressure", """
I need to check the pressure in the car tyres
the car's tyre pressure warning is on
are the tyres on the car at the right pressure
"""),
    ("blown_fuse", """
the fuse in the kettle plug has gone
the plug on the lamp needs its fuse changing
I need to check whether the wires are live
"""),
    ("clean_paintbrush", """
the brushes are hard with dried paint
the paintbrush is stiff with old gloss
the brushes need cleaning after the gloss paint
"""),
    ("kill_weeds", """
weeds are growing through the cracks in the paving
the patio is full of weeds between the slabs
the driveway is covered in weeds
"""),
    ("carpet_stain", """
there's a wine stain on the carpet
someone spilled juice on the carpet and it's stained
the carpet is stained from a spilt drink
"""),
    ("mow_lawn", """
the lawn is too long and needs mowing
the grass needs cutting, it's really long
"""),
    ("scrape_paint", """
the paint is peeling off the window frames and needs scraping
the old wallpaper has to be stripped off the walls
the flaking paint on the fence needs scraping back before painting
"""),
    ("change_car_tyre", """
the car has a flat and the spare wheel needs putting on
I need to jack the car up to change the tyre
the flat tyre on the car needs swapping for the spare
"""),
    ("smooth_edge", """
the edge of the wood is rough and needs smoothing
this splintery edge needs rubbing down smooth
the rough edge of the shelf keeps catching my fingers
"""),
    ("rake_leaves", """
the grass is covered in fallen leaves
there are leaves all over the lawn after the wind
the fallen leaves need clearing off the grass
"""),
    ("reseal", """
the sealant around the shower is mouldy and needs redoing
the seal around the bath has gone black and is peeling away
there's a gap along the edge of the bath where water gets in
"""),
    ("fill_hole", """
the holes in the wall need filling before we paint
there's a crack in the wall that needs filling
the old screw holes in the wall need patching up
"""),
    ("clean_bathroom", """
the shower is covered in soap scum and mould
the bath is grimy and covered in soap scum
there's soap scum all over the shower tiles
"""),
    ("lubricate", """
the door squeaks loudly when it opens
the gate squeaks every time someone comes in
the hinges are squeaking and need something on them
"""),
    ("mice", """
we've got a mouse problem in the kitchen
there's a rat getting into the garden shed
I keep hearing mice in the walls at night
"""),
    ("descale", """
the kettle is crusted with limescale
the shower head is furred up with limescale
the taps are covered in limescale
"""),
    ("clamp_glue", """
the glued wood needs holding together tightly while it dries
the two glued pieces keep sliding apart before the glue sets
the joint needs squeezing tight while the glue sets
"""),
    ("clean_oven", """
the oven is really greasy inside and needs cleaning
there's burnt-on grease all over the inside of the oven
the oven is black with burnt-on grease
"""),
    ("rake_leaves", """
the autumn leaves on the lawn need clearing into bags
piles of leaves are blowing all over the garden from next door's tree
"""),
    ("scrape_paint", """
the old paint needs stripping off the skirting boards
"""),
    ("carpet_stain", """
there's a dark stain on the beige carpet
the rug has a big stain where someone spilt their drink
"""),
    ("clean_bathroom", """
the bath and shower need a deep clean
the bathroom is grimy and needs scrubbing top to bottom
"""),
    ("clean_oven", """
the oven needs a proper clean, it's black inside
the oven shelves are thick with baked-on grease
the glass on the oven door is so dirty I can't see in
"""),
    ("scrape_paint", """
the paint on the window frame is cracked and peeling off
there's flaky old paint all over the garden gate
the old flaking varnish needs scraping off the table
the paint on the radiator is bubbling and peeling
there are dried splashes of paint on the tiles that need scraping
the wallpaper won't come off the wall on its own
"""),
    ("smooth_edge", """
the end of the timber is rough where I sawed it
the wooden edge is rough and full of splinters
the edge of the old table has gone rough and splintery
"""),
    ("fill_hole", """
the wall has a big hole where the plug came out
there are nail holes all over the bedroom wall
the plaster is cracked and needs filling
"""),
    ("clean_bathroom", """
the shower cubicle is grimy and covered in soap scum
the bath has a scummy tide mark
the shower walls have black mould in the grout lines
"""),
    ("garden_pests", """
greenfly are all over the roses again
the slugs have eaten my seedlings
the cabbages are full of caterpillars
"""),
    ("mice", """
there's a mouse running around the kitchen at night
mice have been at the food in the cupboard
"""),
    ("rake_leaves", """
the leaves on the lawn need raking up into piles
the back lawn is smothered in wet autumn leaves
the lawn is thick with moss that needs pulling out
"""),
    ("kill_weeds", """
weeds keep sprouting between the patio stones
the cracks in the drive are full of weeds again
there are weeds all over the gravel by the front door
"""),
    ("tyre_pressure", """
I'd like to know if the car tyres are at the right pressure
the tyre pressure light is on in the car
what pressure are the car tyres at
"""),
    ("blown_fuse", """
the plug needs a new fuse, the old one has gone
the iron has stopped working and the plug fuse might have blown
I need to be sure the cable isn't live before I cut it
the socket might still be live and I don't want a shock
"""),
    ("clean_paintbrush", """
my paintbrushes are stiff with dried paint
the brushes are clogged with old gloss paint
I need to get the gloss off the brushes before it dries
the roller and brushes need cleaning after painting the door
the paint brushes have been left out and gone hard
the brush is full of varnish and needs cleaning out
"""),
    ("carpet_stain", """
there's a stain on the carpet that won't come out
someone spilt coffee on the rug
the sofa has a juice stain on the seat
"""),
    ("change_car_tyre", """
the car needs jacking up so I can get the flat wheel off
I've got to change the wheel on the car by the side of the road
the wheel nuts on the car are on really tight and the tyre is flat
we've got a flat on the car, the spare is in the back
I need to get the car off the ground to swap the wheel
"""),
    ("smooth_edge", """
the edge of the board is rough and catches my hand
the cut edge of the wood is splintery and needs smoothing down
this rough wooden edge keeps snagging my sleeve
the corners of the new shelf are sharp and rough
the plank I cut has a ragged splintery end
"""),
    ("dig_snow", """
there's a mound of soil that needs taking to the other end of the garden
a big heap of gravel needs shifting round the back of the house
the logs need carting from the drive to the shed
the rubble from the old wall needs clearing away
"""),
    ("fill_hole", """
there are little holes in the wall from old nails
the wall is full of holes where the shelves used to be
a crack has opened up in the plaster of the hallway wall
the dents in the wall need filling and smoothing
"""),
    ("scrape_paint", """
the old paint on the door is peeling and needs scraping off
there are dried paint drips stuck on the glass
the flaking paint on the window sill needs scraping back
"""),
    ("clean_patio", """
the patio slabs have gone green and slimy
the decking boards are green and slippery with algae
the paving is filthy and covered in moss
the patio is so green it's dangerous to walk on
the driveway is grimy and stained
"""),
    ("top_up_car", """
the car is low on oil
the oil light is on in the car dashboard
the windscreen washer bottle has run dry
the car engine needs topping up with coolant
"""),
    ("clean_bathroom", """
the shower is full of scum and grime
the bath is grimy with a scummy film
there's mould in the corners of the shower
the bath and basin need a good scrub
"""),
    ("lubricate", """
the door hinges creak every time it moves
the gate hinge squeals when it swings
the hinges on the kitchen cupboard squeak
the bike chain squeaks when I pedal
"""),
    ("mow_lawn", """
the grass along the edges of the lawn is long and scraggly
the long grass by the fence needs cutting where the mower won't reach
the edges of the lawn need tidying up
there's tall grass and weeds growing up against the shed
the grass around the trees is too long
"""),
    ("mice", """
I think there's a mouse in the house
there are mouse droppings in the kitchen drawer
something is scurrying behind the skirting boards at night
we've got mice in the garage
a rat keeps getting into the shed
"""),
    ("puncture", """
my bike has a puncture
the inner tube on my bike is punctured
there's a slow puncture in my bike's back tyre
the bike tyre got a puncture on the way home
"""),
    ("reseal", """
the silicone around the bath is mouldy and peeling
the seal round the shower tray has gone black
the sealant along the kitchen worktop is cracked
the bath seal is coming away from the tiles
the mouldy sealant in the shower needs replacing
"""),
    ("descale", """
the kettle is full of limescale
there's limescale all over the taps
the shower head is blocked with limescale
the kettle has white scaly bits in it
the taps are crusted with hard water deposits
"""),
    ("clean_oven", """
the inside of the oven is thick with grease
the hob is covered in burnt-on grease
"""),
    ("clamp_glue", """
the glued joint needs clamping until it's dry
the two pieces of wood need clamping together while the glue dries
I need to hold the glued pieces tight overnight
"""),
    ("jump_start", """
the car won't start, I think the battery is flat
"""),
]
for _name, _more in _MORE2:
    MORE[_name] = MORE.get(_name, "") + _more
