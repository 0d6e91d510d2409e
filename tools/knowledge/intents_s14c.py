"""Intents, part S14C (session 14): filled by this session's knowledge helper C (see
intents_s13a.py for the formats).

Catalog tools that no intent listed, so a request that needs one reached it only by affordance
fit (which loses to any object with a similar vector): drilling holes (the cordless drill
first, not the hammer that hangs a picture on a hook), workshop and electrics (chisel, staple
gun, soldering iron, wire stripper, crimping tool, insulating tape, pipe cutter, stud finder,
wood glue, decorator's caulk, sugar soap, grout pen), hair and grooming (straighteners,
curling tongs and rollers, hairspray, dry shampoo, conditioner, deodorant, foot file, make-up
brush/sponge and pencil, nail glue, nail polish remover, bath salts, bath sponge, breath
freshener), health (sanitary towels, denture tablets and fixative, head lice lotion, pill
cutter, contact lens solution, nicotine replacement, the person's own insulin pen,
preventer inhaler and adrenaline pen), kitchen (ice cube tray, ice bucket, cocktail shaker and
strainer, splatter guard, egg cup, pizza stone and peel, oven thermometer, coffee filters,
waffle maker, cupcake cases, foil trays, dishwasher tablets, rinse aid, grill scraper), baby
(bottle warmer and steriliser), laundry (fabric softener, spray starch, distilled water),
car (tread depth gauge, car wax), pets and garden (pet toothbrush, worming tablets,
household flea spray, cat repellent, plant feed, pressure sprayer), desk (staple remover,
rubber stamp, clipboard, whiteboard marker) and fabric scissors.

Medicines that are the person's own (insulin pen, adrenaline pen, preventer inhaler, nicotine
replacement) are listed only on intents whose phrasings are the person asking for their own
dose; they stay HAZARDOUS / never handed over for fit alone. The flame lantern is left out (a
naked flame is not handed over for light: the torch and the battery lantern serve).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

# ---------------------------------------------------------------- workshop: holes and wood
intent("drill_hole", "cut:3 strike:2 fasten:8 twist:8", "cordless drill",
       "toolbox|garage shelf|closet|storage bin", """
I need a hole in the brick for a wall plug
the wall plugs need holes made in the plaster first
there has to be a hole through the tiles for the towel rail screws
I want to make a hole through the door for the new spyhole
the cable has to go through the window frame so it needs a hole
I've marked where the holes go for the blind brackets
the screws won't go into the masonry without a proper hole
I need holes in the concrete for the shed anchors
the plank needs a few pilot holes so it doesn't split
I need to bore through the worktop for the tap
can you help me make holes in the wall for the TV mount
the outside light needs holes in the render for its fixings
I need to make a hole in the wooden box for a rope handle
I've got to put a hole through the skirting for the aerial cable
the coat hooks need rawlplugs in the wall
""")

intent("chisel_wood", "cut:7 strike:4 twist:3", "chisel|utility knife|hammer",
       "toolbox|garage shelf|storage bin", """
the door hinge needs setting flush into the frame
I need to cut a slot in the timber for the lock plate
the old tile needs chipping off the wall
there's a lump of hard mortar that has to be knocked off the brick
I want to pare a sliver off the edge of this joint
the hinge sits proud and the door won't close, the rebate needs deepening
I need to carve out a notch in this post
the new latch needs a recess cut into the door edge
the mortar between these bricks needs raking out
I'm trying to cut a neat square hole in the wood for the joint
""")

intent("staple_upholstery", "seal:5 fasten:9 strike:2", "staple gun|hammer",
       "toolbox|garage shelf|storage bin", """
I'm re-covering the seat pad of the kitchen chair
the fabric on the underside of the footstool has come loose
the felt on the shed roof needs fixing down at the edges
I want to fix the chicken wire to the wooden frame
the weed membrane needs pinning to the raised bed edges
the canvas for my painting needs stretching over the frame
I'm making a new headboard and the padding needs fixing to the board
the hessian under the sofa is hanging down
the netting on the fruit cage needs fastening to the posts
I'd like to pin the garden shade cloth to the pergola beams
""")

intent("solder", "seal:6 heat:8 pinch:2", "soldering iron",
       "toolbox|drawer|garage shelf|desk", """
a wire has come loose from the circuit board inside the speaker
the joint on the guitar jack has broken off
I'm building a little electronics kit and the parts need fixing to the board
the headphone lead has snapped inside the plug and needs rejoining
the battery terminal wire on the toy has come unsoldered
the connection on the doorbell board is broken
the LED strip needs its wires joined on
I want to join these two copper wires permanently with melted metal
the pins on this component need bonding to the board
""")

intent("strip_wire", "cut:6 pinch:7 twist:2", "wire stripper|wire cutter|pliers",
       "toolbox|drawer|garage shelf", """
the plastic coating has to come off the end of the wires
I need a bit of bare copper showing before the wire goes in the terminal
the insulation needs peeling off the speaker cable ends
the twin and earth cable needs its cores bared for the switch
the new light fitting needs the cable ends bared
the outer sheath on the flex has to be taken back an inch
the wire ends need exposing before they go in the connector block
""")

intent("crimp_connector", "pinch:8 fasten:5", "crimping tool|pliers",
       "toolbox|drawer|garage shelf", """
I need to fit a spade terminal on the end of this wire
the new network cable needs its plug fitting on the end
the ring terminal has to be squeezed onto the car battery lead
I'm making up my own ethernet leads
the butt connectors need clamping onto the wires
the bullet connector on the trailer light wire needs fitting
the ferrule has to be pressed onto the wire end
""")

intent("insulate_wire", "seal:6 fasten:2 care:2", "electrical tape|duct tape",
       "toolbox|drawer|garage shelf|kitchen drawer", """
the lamp flex has a split in its plastic and I can see the copper
the charger lead is fraying near the plug
the joint I made in the wires needs covering
the coating on this extension lead has been chewed by the rabbit
the cable on the hedge trimmer has a nick in it
I want to wrap the bare bit of wire so nobody gets a shock
the insulation on the old cable is cracking
I'd like to colour code these wires with something I can wrap round
""")

intent("cut_pipe", "cut:7 twist:4", "pipe cutter|hacksaw",
       "toolbox|garage shelf", """
this copper pipe is a few inches too long
I need to shorten the plastic waste pipe under the sink
the new radiator pipe needs trimming to length
the pipe must be cut cleanly so the fitting seals
I've got to take a section out of the water pipe for the new tap
the overflow pipe sticks out too far from the wall
the copper pipe needs shortening by a few inches
the plastic waste pipe needs cutting to length
""")

intent("find_stud", "mark:6 care:3 reach:2", "stud finder",
       "toolbox|garage shelf|drawer", """
I don't want to hit a pipe when I make holes in this wall
where are the wooden uprights behind the plasterboard
I need to know where the cables run in the wall before I put the shelf up
the ceiling joists have to be found before I hang the light
is there a water pipe behind here
I want to find something solid to screw into behind the drywall
I'm worried there's a live cable where I want to put the TV bracket
the hollow wall needs a timber to fix the heavy mirror to
""")

intent("glue_wood", "seal:8 fasten:3", "wood glue|glue|clamp",
       "toolbox|garage shelf|drawer", """
the drawer's corner joint has come apart
the rung of the wooden chair has worked loose from its socket
I'm putting the dowels into the bookcase sides and they need to stay in
the wooden toy's wheel has come off its axle peg
the veneer is lifting off the edge of the table
the mortise joint on the bench is wobbly and needs re-gluing
the birdhouse I'm building needs its panels bonded
the glue in the table joint has given up
the wooden joint has come unstuck
the spindle of the stair has come loose from the handrail
the crack in the wooden bowl needs sticking back together
""")

# ---------------------------------------------------------------- decorating
intent("caulk_gaps", "seal:6 mark:1", "decorators caulk|caulking gun",
       "toolbox|garage shelf|closet", """
there's a crack along the top of the skirting board where it meets the wall
the gap round the door frame needs filling before I paint it
the join between the ceiling and the wall has split
I want the coving joints to look seamless before painting
there are gaps round the window sill on the inside
the architrave has shrunk away from the wall
I need something flexible and paintable for the joints in the woodwork
""")

intent("finish_sealant", "scrub:3 seal:2", "sealant smoothing tool",
       "toolbox|garage shelf|cabinet", """
the new line of silicone round the bath needs smoothing before it sets
I want a neat concave finish on the sealant bead
my sealant bead is lumpy and needs tooling
the mastic round the window needs profiling smooth
I need to run along the wet caulk so it looks professional
""")

intent("wash_walls", "liquid:4 wipe:6 scrub:4", "sugar soap|sponge|bucket",
       "cabinet|closet|garage shelf", """
the walls have to be washed down before the new coat goes on
the kitchen paintwork is sticky with cooking grease
the woodwork is grimy with fingerprints and needs prepping
the paint won't stick unless the surface is degreased
the hallway walls are covered in grubby handprints
the nicotine stains on the ceiling need washing off before decorating
the paintwork needs a proper clean before I decorate the room
I'm getting the walls ready for a fresh coat and they're grubby
""")

intent("refresh_grout", "mark:6 scrub:2", "grout pen",
       "cabinet|closet|bathroom cabinet|toolbox", """
the lines between the bathroom tiles have gone grey
the grout in the shower looks dingy even after cleaning
I want the joints between the wall tiles white again
the grout round the kitchen splashback is stained with curry
the tiles look tired because the grout has darkened
the grout in the shower is discoloured and I want it bright again
the floor tiles' grout lines are stained dark
""")

intent("roller_paint_tray", "liquid:4 wipe:2 mark:4 carry:3", "paint tray|paint roller",
       "garage shelf|storage bin|closet", """
I need something flat to pour the emulsion into for the roller
the roller needs loading evenly with paint
where do I put the paint so I can roll it on the wall
I'm about to roller the ceiling and need the paint decanted
""")

# ---------------------------------------------------------------- hair and grooming
intent("straighten_hair", "heat:8 pinch:3 care:6", "hair straightener",
       "bathroom cabinet|drawer|nightstand", """
I want my hair poker straight tonight
my hair has gone wavy in the rain and I want it smooth
I'd like to iron the kinks out of my hair
my fringe is sticking up and needs flattening with heat
I want glossy straight hair for the photos
my curls are wild today and I want them sleek
the frizz needs smoothing out before my interview
I want to tame my hair flat before the party
the damp weather has made my hair fluffy and I want it smooth and straight
my frizzy hair needs pressing flat with heat
I'd like my hair sleek instead of frizzy
""")

intent("curl_hair", "heat:7 care:6 pinch:2", "curling tongs|hair rollers",
       "bathroom cabinet|drawer|nightstand", """
I want ringlets for the party
my hair is dead straight and I'd like some waves
I'd like big loose curls for the wedding
I want to put a bit of bounce and wave in my hair
my daughter wants ringlets for her dance show
I'd love beachy waves for tonight
I want my hair to curl at the ends
I'd like some volume and curl put into my hair
""")

intent("set_hair_rollers", "care:5 heat:1", "hair rollers|curling tongs",
       "bathroom cabinet|drawer|nightstand", """
I want to set my hair in curls while I sleep
I'd like curls without using anything hot
I want my hair set like my nan's for the fifties party
I want waves in the morning without damaging my hair with heat
I'd like big soft curls done while I'm watching telly
I want to set my wet hair so it's curly tomorrow
""")

intent("hold_hairstyle", "care:5 seal:2", "hairspray|hair clip",
       "bathroom cabinet|drawer|nightstand", """
I want my hairdo to last all night
my style keeps falling flat by lunchtime
the flyaways need taming so they stay down
my bun keeps coming loose, it needs fixing in place
the wind will ruin my hair unless it's set
my quiff won't stay up
I want my curls to hold until the end of the wedding
""")

intent("greasy_hair", "care:5", "dry shampoo",
       "bathroom cabinet|drawer|nightstand", """
my roots look oily and I haven't got time for a shower
I can't wash my hair today but it looks greasy
my hair is lank on day three and I'm heading out
there's no hot water and my hair is oily
I need to freshen up my hair without wetting it
my fringe has gone greasy and I'm leaving in five minutes
I've overslept and haven't got time to wash my hair
my hair needs washing but I have to leave right now
I'm camping with no shower and my hair's going greasy
my hair is oily and there's no time for a wash before work
""")

intent("condition_hair", "liquid:2 care:7", "hair conditioner",
       "bathroom cabinet|sink|drawer", """
my hair is dry and brittle at the ends
my hair feels rough and tangly after washing
the sea water has left my hair like straw
the bleach has made my hair feel dry and damaged
my daughter's hair is so tangled after the bath it needs softening
my hair is dull and needs some moisture
""")

intent("body_odour", "care:5", "deodorant",
       "bathroom cabinet|drawer|nightstand", """
I'm sweaty and smell a bit after cycling in
I don't want to smell of sweat in the meeting
my armpits are sweaty and smelly
I've been running around all day and I'm a bit ripe
I need to freshen up under my arms
I want to stop sweating through my shirt
I've just got out of the shower and need to stay fresh all day
my teenage son really needs to smell nicer
""")

intent("shaving_lather", "wipe:2 care:5", "shaving brush|shaving foam",
       "bathroom cabinet|drawer|sink", """
I want a thick lather before I shave
the shaving soap needs whipping up in the bowl
I'd like a proper barber-style wet shave
I want to work the shaving cream into my stubble
the shaving soap puck needs lathering up
I'm doing a traditional wet shave with a safety razor
""")

intent("hard_skin_feet", "scrub:6 care:5", "foot file|nail file",
       "bathroom cabinet|drawer", """
the skin on my heels is thick and rough
I've got hard skin on the balls of my feet
my feet are rough and catch on my tights
the heels of my feet are dry and split
I want smooth feet for sandal season
I've got a callus on my big toe that needs rubbing down
my heels have thick yellow hard skin
the soles of my feet are leathery and rough
I want to buff away the dead skin on my feet
""")

intent("bath_soak", "liquid:2 warm:3 care:4", "bath salts",
       "bathroom cabinet|cabinet|closet", """
I want to run a relaxing bath tonight
I'd like a long soak to unwind
I want the bath to smell lovely
a nice soak would ease my tired legs
I want to pamper myself with a bubbly bath
my feet ache and I'd like to soak them in warm water
""")

intent("wash_body", "wipe:4 scrub:4 care:6", "bath sponge|soap|towel",
       "bathroom cabinet|sink|closet", """
I can't reach to wash the middle of my back
I want to exfoliate my skin in the shower
I want to soap myself all over in the bath
my legs need a good scrub before fake tan
I want something soft to wash the baby with in the bath
I'm going to have a proper wash down in the shower
""")

intent("apply_makeup", "wipe:2 mark:2 care:5", "makeup brush|makeup sponge",
       "bathroom cabinet|drawer|nightstand", """
I want to put my foundation on evenly
my blusher needs sweeping on
I'd like to dust on some powder before I go out
I'm doing my face before the party
the foundation needs blending so there are no streaks
I want to put some bronzer on
I need to do my eyeshadow
""")

intent("brows_eyeliner", "mark:3 care:4", "cosmetic pencil|makeup brush",
       "bathroom cabinet|drawer|nightstand", """
my brows are patchy and need filling in
I want to line my eyes for tonight
I'd like to define my lips before the lipstick
my eyebrows are too pale to see in photos
I want a smoky line round my eyes
I'd like to draw in a bit more of my eyebrow tail
my eyebrows have gaps and I want them fuller
I want to darken my brows a bit
I over-plucked and want to pencil the gaps in
I'd like to fill my thin brows in with colour
""")

intent("false_nails", "seal:3 care:3", "nail glue",
       "bathroom cabinet|drawer|nightstand", """
a false nail has come off and I want to stick it back on
I want to put my press-on nails on for the party
my stick-on lashes need fixing on
my acrylic has lifted at the edge
the fake nails keep falling off
I want to stick on my false eyelashes
""")

intent("remove_nail_polish", "liquid:3 wipe:4 care:3", "nail polish remover|cotton pads",
       "bathroom cabinet|drawer|nightstand", """
my nail varnish is chipped and I want it all off
I need to clear the old colour off my fingernails
the glitter polish on my toes needs removing
I want bare nails before my appointment
I painted my nails a colour I hate and want it off
there's varnish smudged on my skin round the nail
""")

intent("fresh_breath", "liquid:2 care:5", "breath freshener|mouthwash",
       "bathroom cabinet|drawer|nightstand|sink", """
I've eaten onions and have to talk to people close up
I'm worried my breath smells before the date
my mouth tastes stale after that coffee
I want my breath minty before I see the client
I had garlic bread at lunch and now I'm self-conscious
I've been smoking and my breath reeks
my breath smells after that garlic
I want to freshen my breath quickly after lunch
""")

# ---------------------------------------------------------------- health and personal care
intent("period", "wipe:1 cushion:2 care:6", "sanitary towel",
       "bathroom cabinet|drawer|nightstand", """
my period has come on early
I've just come on and I'm not prepared
my daughter has started her first period
it's that time of the month and I've run out of protection
I've leaked through because my period was heavier than I thought
I need period protection before I go out
""")


intent("loose_dentures", "seal:4 fasten:4 care:4", "denture adhesive",
       "bathroom cabinet|nightstand|drawer", """
my false teeth keep slipping when I chew
grandma's denture rocks about when she talks
my top plate won't stay put
my dentures click and move when I eat an apple
food keeps getting under my denture because it's loose
""")

intent("head_lice", "liquid:2 scrub:2 care:6", "head lice treatment|comb",
       "bathroom cabinet|cabinet|first aid kit", """
my son has been sent home from school with nits
I found live lice in my daughter's hair
the kids have all caught head lice again
there are little eggs stuck to her hair near the scalp
the nursery says there's an outbreak of nits
my scalp is crawling and I think I've caught lice from the kids
""")


intent("contact_lenses", "liquid:3 care:5", "contact lens solution",
       "bathroom cabinet|nightstand|drawer", """
I need to take my contacts out for the night
my contact lens fell out and needs rinsing before it goes back in
the lens case needs filling up before bed
my lenses feel gritty and need a clean
I want to store my monthly lenses overnight
""")

intent("quit_smoking", "care:5", "nicotine patches",
       "bathroom cabinet|nightstand|drawer", """
I'm giving up cigarettes and the cravings are awful
I'm desperate for a smoke but I've quit
it's day three without a cigarette and I'm climbing the walls
I need something to take the edge off my nicotine craving
I'm trying to stop vaping and I'm really irritable
""")

intent("own_insulin", "care:6", "injector pen",
       "fridge|nightstand|bathroom cabinet|drawer", """
it's time for my insulin before my meal
I need to do my insulin jab before tea
I forgot my long-acting insulin this morning
can I have my diabetes injection please
I need my insulin before I eat lunch
""")

# a hypo wants fast sugar, never insulin: kept apart so "my sugar is low" cannot reach the pen
intent("low_blood_sugar", "liquid:3 carry:1", "sweets|juice box|cola can|energy drink|bottled drink",
       "pantry|fridge|kitchen drawer|nightstand|cabinet", """
my sugar level has dropped and I feel wobbly
I'm diabetic and I think I'm going hypo
my glucose reading is really low
I've gone all sweaty and trembly, my sugars must be low
my diabetic son is pale and shaky and his levels are low
I need something sugary fast, my blood sugar has crashed
my monitor says my sugar is under four
I've overdone the exercise and my levels are dropping
I'm shaking and clammy, I think my sugars have dropped
I'm having a hypo and need some sugar
""")

intent("own_adrenaline", "care:9", "epipen",
       "drawer|bathroom cabinet|nightstand|first aid kit", """
I've eaten nuts by mistake and my throat is closing, I need my adrenaline
I'm having a severe allergic reaction and need my emergency injection
my tongue is swelling after that bee sting, get my adrenaline
I'm going into anaphylaxis, I need my jab now
""")

intent("asthma_preventer", "care:5", "preventer inhaler",
       "nightstand|bathroom cabinet|drawer", """
I need my morning preventer puffs
time for my daily steroid puffer
I haven't had my twice-daily asthma preventer today
I need the brown puffer before bed
""")

# ---------------------------------------------------------------- kitchen and drink
intent("make_ice", "liquid:3 cold:9", "ice cube tray",
       "cabinet|fridge|kitchen drawer", """
we've run out of ice cubes
I want some ice to put in the drinks later
I need to freeze water into cubes for the party
there's no ice left in the freezer
I want to freeze some leftover stock in little portions
I'd like to freeze some baby food in small cubes
""")


intent("make_cocktail", "liquid:6 cold:2 carry:2", "cocktail shaker|cocktail strainer|glass",
       "cabinet|kitchen drawer|pantry", """
I'm mixing cocktails for my friends tonight
I want to make a martini
let's have some mojitos on the terrace
I'm going to make espresso martinis after dinner
I want to mix up a daiquiri
the gin, ice and lime need shaking together
""")

intent("strain_cocktail", "liquid:3 scoop:2", "cocktail strainer|tea strainer",
       "kitchen drawer|cabinet", """
I want to pour the cocktail without the ice going in the glass
the mint leaves need holding back when I pour the drink
I need to strain the shaken drink into the coupe
""")

intent("stop_splatter", "seal:2 heat:3", "splatter guard|lid",
       "kitchen drawer|cabinet", """
the oil is spitting everywhere while I fry
the sausages are splashing fat all over the cooker
hot fat keeps jumping out of the pan onto my arm
the tomato sauce is bubbling and splashing up the wall
the fried chicken is spraying grease all over the tiles
the pan is spattering grease everywhere
the bacon keeps spitting at me from the pan
the mince is spitting hot fat onto the worktop
I want to cover the frying pan so the fat doesn't spit but steam can escape
the frying bacon is splattering grease all round the stove
fat is flying out of the frying pan every time I turn the steak
""")

intent("serve_boiled_egg", "liquid:1 carry:2", "egg cup|spoon",
       "cabinet|kitchen drawer|dish rack", """
I've made a soft-boiled egg with soldiers for breakfast
I want my dippy egg to stand upright
the kids' boiled eggs are ready
my boiled egg keeps rolling off the plate
I'd like a runny egg with toast fingers
""")

intent("crispy_pizza", "heat:7 carry:4", "pizza stone|baking tray",
       "cabinet|oven", """
my homemade pizza always comes out with a soggy bottom
I want a crisp base like a proper pizzeria
the bread would bake better on something really hot in the oven
I want the oven floor hot enough for a crusty loaf
I'm making neapolitan pizza at home tonight
""")

intent("move_pizza", "heat:2 scoop:7 carry:5", "pizza peel|spatula",
       "cabinet|kitchen drawer|oven", """
I need to slide the pizza into the very hot oven
the pizza has to come out of the oven without burning my hands
I need to shuffle the loaf onto the hot stone
how do I get the uncooked pizza off the counter and into the oven
""")

intent("oven_temp", "heat:2 mark:5", "oven thermometer|meat thermometer",
       "kitchen drawer|cabinet|oven", """
I think the oven is hotter than the dial says
the cakes keep burning so the oven might be off
I'd like to know if the fridge is cold enough
is the freezer at the right temperature
my new oven cooks things much faster than the recipe says
""")

intent("filter_coffee", "liquid:3 heat:2", "coffee filter|coffee maker",
       "cabinet|pantry|kitchen drawer", """
I want to brew a pot of drip coffee
the filter machine is ready but it needs a new paper
I'd like to make pour-over coffee
the coffee maker's basket is empty of paper
I'm making a jug of filter coffee for the guests
""")

intent("make_waffles", "heat:6 carry:2", "waffle maker|frying pan",
       "cabinet|pantry", """
the children want waffles with syrup
I've made batter for waffles
I'd like crispy waffles for Sunday brunch
let's have homemade waffles and ice cream
I want to make some belgian waffles
""")


intent("disposable_dish", "heat:6 scoop:2 carry:5", "foil tray|food container",
       "cabinet|pantry|kitchen drawer", """
I'm taking a shepherd's pie to my friend and don't want the dish back
I'd like to freeze this cottage pie in something I can throw away
I need a throwaway dish to cook the fish on the barbecue
I want to send the leftover roast home with my sister
I'm making a tray bake for the church sale and don't want to lose my tin
I'm cooking a big lasagne to give to the new neighbours
I want to batch cook meals for mum's freezer in throwaway dishes
we need disposable dishes to roast the chicken at the campsite
""")

intent("run_dishwasher", "liquid:2 scrub:2", "dishwasher tablets",
       "sink|cabinet|pantry", """
the dishwasher is loaded and I want to put it on
the dishwasher is full of dirty plates ready to run
I need to run the dishwasher before bed
the detergent compartment in the dishwasher is empty
let's get the dishwasher going after dinner
""")

intent("rinse_aid", "liquid:3", "rinse aid",
       "sink|cabinet|pantry", """
the wine glasses come out of the dishwasher with water marks
the dishwasher's warning light for the shine liquid is on
the plates come out of the dishwasher still wet and streaky
the glasses are cloudy and spotty from the dishwasher
""")

intent("clean_bbq", "scrub:8 heat:1 reach:2", "grill scraper|scrub brush|steel wool",
       "garage shelf|closet|cabinet", """
the barbecue grate is crusted with last week's burgers
the grill bars are black with burnt fat
I want to clean the barbecue before the guests come
the bbq rack has bits of charred chicken stuck on
the griddle plate on the barbecue is gunked up
the barbecue grill is coated in burnt fat
the grate on the gas barbecue is black and greasy
I want to scrape the bbq grill clean while it's still hot
""")

# ---------------------------------------------------------------- baby
intent("warm_baby_milk", "liquid:3 heat:5 warm:3 care:4", "bottle warmer|saucepan",
       "cabinet|kitchen drawer|fridge", """
the baby's milk is cold from the fridge
I need to take the chill off her bottle
the expressed milk needs warming to body temperature
the night feed needs heating up quickly
the milk for the baby needs warming
I need the bottle at body temperature for the baby
the jar of baby food needs gently warming
""")

intent("sterilise_bottles", "heat:3 care:6", "bottle steriliser|baby bottle",
       "cabinet|kitchen drawer|dish rack", """
the baby's bottles need to be germ-free before the next feed
the teats and dummies need sterilising
the breast pump bits need sterilising
I've washed the feeding bottles and now they need sterilising
the baby's dummy fell on the floor and needs to be sterile again
""")

# ---------------------------------------------------------------- laundry
intent("soften_laundry", "liquid:3 care:2", "fabric softener",
       "cabinet|closet|sink", """
the towels dry crunchy and rough
the washing comes out hard and scratchy
the bath towels feel like cardboard after the wash
my son's school jumper is rough and itchy after washing
I want the washing to come out soft and smelling nice
the jumpers feel scratchy after every wash
the bedding never smells fresh out of the machine
the clothes are full of static after drying
""")

intent("crisp_shirt", "liquid:2 heat:3", "spray starch|clothes iron",
       "closet|cabinet|laundry basket", """
I want a sharp crease in my school trousers
my shirt collar is floppy and I want it stiff
the tablecloth needs to look crisp for the dinner party
I'd like my cotton shirts to have a stiff finish
the cuffs are limp after ironing
""")

intent("fill_iron", "liquid:6 carry:2", "distilled water|pitcher",
       "closet|cabinet|garage shelf", """
the steam iron's water tank is empty
the iron keeps spitting white flakes on my clothes
the car battery cells need topping up
the humidifier needs filling with pure water
the steam cleaner needs water without any limescale
I need mineral-free water for the CPAP machine
""")

# ---------------------------------------------------------------- car
intent("check_tread", "mark:5", "tread depth gauge|ruler",
       "glovebox|car boot|garage shelf", """
I want to check if the tyres are worn down to the legal limit
the grooves on my tyres look shallow
the MOT is coming up and I'm worried about the tyres
are my tyres too bald to drive on
how much tread is left on the front tyres
I'm not sure the tyres are legal, the tread looks worn
my tyres look bald
""")

intent("polish_car", "wipe:6 scrub:2", "car wax|microfiber cloth",
       "garage shelf|car boot|closet", """
the car's paintwork looks dull and faded
I want the car gleaming for the wedding
rain doesn't bead on the bonnet any more
the car needs protecting before winter
there's a light scuff on the car door I want to buff out
""")

# ---------------------------------------------------------------- pets and garden
intent("pet_teeth", "scrub:4 care:5", "pet toothbrush",
       "cabinet|closet|drawer", """
the dog's breath stinks
the cat's teeth are getting brown with tartar
the vet says the dog needs his teeth cleaning daily
my puppy's gums look red and his teeth are dirty
the dog's mouth smells terrible when he yawns
""")

intent("worm_pet", "care:6", "worming tablets",
       "cabinet|closet|drawer", """
the dog is due his worming treatment
the kitten needs deworming
I think the cat has worms, she's scooting on the carpet
the puppy's three-monthly worm dose is due
the rabbit needs its worm treatment this spring
""")

intent("fleas_in_house", "liquid:4 reach:2 care:2", "household flea spray|vacuum cleaner",
       "cabinet|closet|garage shelf", """
there are fleas jumping in the carpet
I keep getting bitten round the ankles in the living room
the sofa is infested with fleas from the dog
the house needs treating for fleas while we're out
the fleas have got into the bedding and the rugs
""")

intent("deter_cats", "care:2 reach:2", "cat repellent",
       "garage shelf|closet|cabinet", """
the neighbours' cats keep messing in my flower beds
foxes are digging up the lawn every night
the squirrels keep raiding the bird feeder
pigeons are nesting on the window ledge
I want to keep cats off my freshly dug vegetable patch
""")


# ---------------------------------------------------------------- desk and crafts
intent("remove_staples", "cut:1 pinch:6", "staple remover|butter knife",
       "desk|drawer|pencil case", """
I want to take the staples out of these papers
I stapled the wrong pages together
the staples need pulling out of the noticeboard
I need to unpin these sheets so they'll go through the scanner
""")

intent("stamp_print", "mark:6", "rubber stamp",
       "desk|drawer|storage bin", """
I want to mark today's date on all these invoices
the children want to print little pictures on their cards
I'd like to put our return address on the envelopes quickly
I want to decorate the gift tags with a repeated pattern
the loyalty cards need marking each visit
""")


intent("write_whiteboard", "mark:7", "whiteboard marker",
       "desk|drawer|kitchen drawer", """
I want to write the weekly chores on the board
the kids' timetable needs putting up on the wipe-clean board
let me jot this on the fridge board so we all see it
I'm going to draw a diagram on the board for the team
I need to write the shopping list on the kitchen board
""")

MOVES = {
    "clean_bbq": "scrub_dishes",
    "fresh_breath": "brush_teeth",
    "warm_baby_milk": "heat_food",
    "cut_pipe": "cut_metal",
    "check_tread": "tyre_pressure",
}
DROP = {}
# Tools added to existing intents.
EXTRA_TOOLS = {
    # the finishing tool smooths a bead of sealant after the gun
    "reseal": "sealant smoothing tool",
    # a shaving brush lathers the foam or soap
    "shave": "shaving brush",
    # a hutch or cage drinker gives small animals water
    "feed_pet": "pet water bottle",
    "feed_small_pet": "pet water bottle",
    # the roller is loaded from a tray
    "paint": "paint tray",
    # a pressure sprayer carries weed killer and pest spray
    "kill_weeds": "pressure sprayer",
    "garden_pests": "pressure sprayer",
    # ice in drinks comes out of an ice tray
    "cold_drink": "ice cube tray",
    # a crimping tool bares and crimps wires too
    "strip_wire": "crimping tool",
}
REMOVE_TOOLS = {}
MORE = {
    # Intents helpers A and B wrote as well: their phrasings from this part join them.
    "clean_dentures": """
my false teeth need soaking tonight
nan's dentures are stained and need a clean
I want to clean my plate before bed
grandpa's teeth need to go in to soak
my retainer smells and needs cleaning
""",
    "split_pills": """
I only need half a pill according to the vet
the doctor's cut my dose so the tablets need splitting
the dog's tablet has to be broken in half
my tablets are too big to swallow whole and I'm allowed to split them
the prescription says half a tablet twice a day
""",
    "lean_to_write": """
I need something to lean on while filling in forms standing up
I'm doing a survey round the garden and need a firm surface for my sheets
the kids are going on a treasure hunt and need to write their answers outside
I need to tick off the stock list while walking round the shop
I'm keeping score at the quiz and need a hard surface to write on
""",
    "feed_plants": """
the tomatoes need their weekly feed
the houseplants look yellow and starved of nutrients
my roses need feeding for more flowers
the pots haven't had any nourishment all summer
the orchid hasn't flowered and needs feeding
the greenhouse crops need a dose of fertiliser in their water
""",
    "cut_fabric": """
I'm cutting out the pieces for a dress I'm making
the curtain material needs cutting to size
I want to cut this cotton along the pattern lines
the felt for the kids' costumes needs cutting out
I need a clean cut through this thick denim
the quilting squares need cutting out
""",
    "chill_bottle": """
the wine needs to stay cold on the dinner table
I want to keep the fizz chilled while we eat outside
the bottles of prosecco will get warm out on the terrace
I want to chill the champagne for the toast
the beers need keeping cold on ice at the party table
""",
    "bake_cupcakes": """
I want to make fairy cakes for the school fair
the muffin batter is ready to go in the tin
we're baking little sponge cakes for the party
I want to bake a batch of muffins
the kids want to make and ice some little cakes
""",
}
