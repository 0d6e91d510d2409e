"""Intents, part S20A (session 20, helper A): everyday needs no intent served yet (see
intents_s13a.py for the formats).

Each intent below was found missing by reading two natural requests for it with
`aide index query` against the 502 intents of session 19: the heaviest intent either
listed none of the objects that serve the need (paper-thin slices read as mashing, a
bearded dragon's cold tank as catching a fish, a flat drill battery as jump leads, flowers
needing water as thirst) or no intent came near. The objects are catalog rows that no
intent listed; only objects that satisfy the need by themselves are tools (best first).
Needs whose requests an existing intent already serves with the right tools were dropped
(basting: glaze; muddling mint: crush; crushed ice: crush_crumbs; the litter tray:
clean_pet_mess; leg hair: shave; the barbecue: light_fire; the lawn edges: trim_edges).
Phrasings are hand-written everyday English (British and American), indirect, no tool
names. 60 intents, 12-16 phrasings each (750 in all).

Held-back check tools/knowledge/check_s20a.txt (two sentences per intent, never added):
98 of 120 at the first read; after a second round of phrasings written for the weak spots
it showed (so no longer blind), 105 of 120. Regression lists: check_s19a 475 -> 475,
check_s19b 463 -> 462 ("fancy a game of darts in the shed": the known phrasing "fancy a
game of darts" (cos 0.84) is no longer returned by the approximate index search; no intent
of this part is among its neighbours). Still read as another intent: very thin slices vs
slice_food, a pond's gulping fish vs feed_fish (the same words mean hunger there), peeling
wallpaper vs stick_paper (which holds "the wallpaper corner is peeling off"), a print on
the wall vs hang_picture, a dog smell vs bath_pet.
"""

from intents_a import intent

# ---------------------------------------------------------------- kitchen and baking
intent("slice_paper_thin", "cut:8 carry:1", "mandoline|kitchen knife",
       "kitchen drawer|cabinet|baking cupboard", """
I want paper-thin slices of potato for the dauphinoise
the cucumber has to go into wafer-thin rounds for the sandwiches
I'm making homemade crisps and every slice needs to be the same thickness
the gratin only works if the potatoes are sliced really fine and even
my chopping is never neat enough for slices this thin
the radishes for the salad should be almost see-through
I need the onion in perfectly even thin rings for the pickle
the apples for the tart need slicing thin and all the same
I want the courgettes shaved into ribbons for the salad
the fennel needs slicing as finely as possible
the cabbage has to be shredded fine for the coleslaw
my slices keep coming out thick at one end and thin at the other
I want to julienne the carrots into neat matchsticks
the beetroot for the carpaccio has to be sliced super fine
I want wafer-thin apple slices for the galette
the shallots need to be shaved into fine even rings
""")

intent("veg_noodles", "cut:7 twist:2", "spiralizer|peeler",
       "kitchen drawer|cabinet|baking cupboard", """
I fancy courgette noodles instead of pasta tonight
I'm cutting carbs and want to turn vegetables into spaghetti
can the carrots be turned into long curly strands for the salad
my daughter won't eat courgette unless it looks like pasta
I'd like to make sweet potato curly fries
the low-carb recipe wants the butternut squash in long spirals
I want to make zoodles for dinner
the kids would eat more veg if it came out in fun twirly shapes
the cucumber needs turning into long noodle strips for the stir-fry
I'm on a diet and want a pasta swap made of vegetables
I want curly ribbons of beetroot for the salad
the recipe says to turn the courgettes into spaghetti strands
the butternut squash needs turning into spirals for tea
I'd love beetroot spaghetti for a change
""")

intent("pit_fruit", "cut:4 pinch:5 fasten:2", "cherry pitter|kitchen knife",
       "kitchen drawer|cabinet", """
I need the stones out of all these cherries for the clafoutis
the olives for the tapenade still have their pits in
I've got a whole bowl of cherries to destone for the jam
the kids keep nearly swallowing the cherry stones
the black cherries need pitting before they go in the pie
there's a mountain of cherries from the tree and they all need their stones out
I want to take the stones out without squashing the fruit
the olives from the deli aren't pitted and I need them for the pizza
my fingers are purple from trying to get the stones out of the cherries
the recipe calls for stoned cherries and these are whole
I want to stuff the olives but the pits are still in them
destoning this many cherries by hand will take all afternoon
the green olives need their stones taking out for the bread
the plums need stoning for the crumble
""")

intent("steam_food", "heat:7 liquid:3 carry:3", "steamer basket|colander",
       "cabinet|kitchen drawer|baking cupboard", """
I'd like to steam the broccoli rather than boil it
the frozen dumplings say to cook them in steam
I want to keep the vitamins in the vegetables instead of boiling them away
the fish fillet would be nicer steamed with ginger
the dim sum from the supermarket need steaming for ten minutes
boiled veg always goes soggy, I want it cooked over the water instead
the bao buns have to be steamed
the baby's carrots need cooking gently over a pan of water before I puree them
I want to cook the green beans in steam so they stay bright
the Christmas pudding has to go over simmering water for hours
the recipe says to steam the mussels
I want to cook the asparagus over boiling water, not in it
""")

intent("poach_egg", "heat:6 liquid:4 scoop:3", "egg poacher|saucepan",
       "cabinet|kitchen drawer", """
I want poached eggs for brunch without them falling apart
every time I poach an egg the white goes stringy all over the pan
my partner wants eggs benedict this morning
the eggs for the avocado toast need poaching
I'd like a soft runny egg on my smoked haddock
the whites always spread out in the water and look a mess
I fancy eggs florentine for breakfast
the kids want neat round poached eggs like in the café
I never get the yolk runny and the white set at the same time
my poached eggs end up looking like jellyfish
I'd love a couple of poached eggs on toast
making poached eggs for six people at once is stressing me out
""")

intent("blind_bake", "heat:6 strike:2 carry:3", "pie weights|dry groceries",
       "baking cupboard|cabinet|pantry|kitchen drawer", """
the pastry case needs baking empty before the filling goes in
last time the tart base puffed up into a dome in the oven
the recipe says to bake the case blind for fifteen minutes
my quiche always ends up with a soggy bottom
the pastry shell shrank down the sides of the tin last time
I need something to weigh the pastry down while it bakes
the lemon tart case has to be part-baked first
the pie crust bubbled up in the middle and the filling won't fit
I want the base of the tart crisp before I pour the custard in
the sweet pastry case has to be cooked before the filling goes in
the pastry keeps rising up in the middle when I bake it empty
I'm making a bakewell tart and it says blind bake the case
""")

intent("separate_eggs", "pinch:4 scoop:5 liquid:3", "egg separator|spoon",
       "kitchen drawer|cabinet|baking cupboard", """
I only need the yolks for the custard, not the whites
the meringue won't whip if a speck of yolk gets in
I need the whites on their own for the pavlova
the carbonara wants just the yolks
I keep breaking the yolk when I pass it between the shells
the macarons need egg whites only
I'm making mayonnaise and it needs the yolks by themselves
the recipe says to keep the yolks and whites apart
I need six egg whites for the angel cake and my hands are shaking
the whites and yolks have to go in different bowls for the soufflé
I want to save the whites in the freezer and use the yolks now
passing the yolk back and forth between the shells always goes wrong for me
the hollandaise sauce needs only the yolks
the crème brûlée wants yolks on their own and no white
""")

intent("scale_fish", "scrub:6 cut:4", "fish scaler|kitchen knife",
       "kitchen drawer|cabinet", """
the sea bass still has its scales on
the fish from the market wasn't descaled
there are scales all over the skin of this snapper
my husband caught some trout and they need cleaning before cooking
I want crispy skin on the bream but the scales are still on
the mackerel still has scales that crunch when you eat it
the fishmonger forgot to take the scales off
the carp my son caught needs its scales scraping off
I want to cook the fish skin-on and it's covered in scales
the scales fly everywhere when I try to get them off
the whole fish needs preparing for the barbecue and it's still got its scales
the red mullet needs its scales taken off before I fry it
""")

intent("make_lollies", "cold:8 liquid:4 carry:2", "ice lolly mould|ice cube tray",
       "cabinet|kitchen drawer|freezer|baking cupboard", """
the kids want to make their own frozen juice lollies
I'd like to freeze some smoothie into lollies for the hot weather
my toddler's teething and I want to make frozen fruit pops
we've got loads of squash and the children want to freeze it on sticks
I want to make healthy ice pops without all the sugar
the kids want a summer project making their own iced treats
I've got leftover yoghurt that would make nice frozen snacks on a stick
homemade fruit lollies would be cheaper than buying them
the grandchildren want to make rocket-shaped frozen treats
I want to freeze orange juice into little sticks for the hot afternoon
the paddling pool party needs some homemade frozen pops
it's boiling hot and I'd like to freeze some juice for the kids
""")

intent("make_ice_cream", "cold:8 scoop:4 liquid:3", "ice cream maker|food container",
       "cabinet|baking cupboard|pantry|freezer", """
I want to make homemade ice cream with the strawberries
the kids want to churn their own vanilla ice cream
I'd love to make a proper sorbet from the lemons
I fancy making gelato like we had in Italy
the custard base is ready and just needs churning and freezing
I want to make frozen yoghurt for dessert
we've got too much cream and I'd like to turn it into ice cream
I want to make dairy-free ice cream for my nephew
the recipe for mango sorbet needs churning
the cream and sugar are mixed, now it has to be churned till it's soft-serve
I want to try making pistachio ice cream from scratch
homemade raspberry ripple would be lovely for the party
I'd like to churn some cookie dough ice cream for the kids
the summer fruit would make a lovely homemade sorbet
""")

intent("keep_teapot_warm", "warm:6 heat:5 cushion:2", "tea cosy|tea towel|towel",
       "kitchen drawer|cabinet|drawer", """
the teapot goes cold before anyone has a second cup
by the time I pour a refill the tea is lukewarm
I want the pot to stay hot while we chat
Gran likes her second cup as hot as the first
the tea goes stone cold in the pot while we're eating
I'd like something snug round the pot to keep the heat in
the brew needs keeping warm through the whole of afternoon tea
our china teapot loses its heat so quickly
the guests are still talking and the pot's going tepid
the coffee in the cafetière is cooling down too fast
I hate reheating tea, I want the pot to stay warm
the pot of tea needs to stay hot through the whole of the quiz
""")

intent("roll_sushi", "carry:3 seal:3 cushion:2", "sushi mat|cling film|tea towel",
       "kitchen drawer|cabinet|pantry", """
I want to roll some sushi for dinner
the rice and fillings are ready but I can't get the roll tight
my maki keep falling apart when I slice them
we're making homemade sushi rolls with the kids tonight
the seaweed sheet won't roll up neatly around the rice
I'd like to make California rolls at home
my sushi rolls come out loose and squashed
I want to roll the rice into nice tight cylinders
the kimbap needs rolling before I cut it
I want to try making sushi for the first time
the rolls need shaping firmly so they hold together
the fillings keep squeezing out when I roll the rice up
""")

intent("cheese_fondue", "heat:7 liquid:4 scoop:3", "fondue set|saucepan",
       "cabinet|pantry|baking cupboard|storage bin", """
we're having a cheese fondue night with friends
I want to melt cheese with wine and dip bread in it at the table
the kids want to dip strawberries in melted chocolate at the table
we're doing a retro seventies dinner party with melted cheese
I'd like to keep the melted cheese warm on the table while we dip
we had raclette in Switzerland and want something like it at home
the chocolate needs keeping runny on the table for dipping marshmallows
I want a pot of bubbling cheese in the middle of the table with long forks
it's a cosy winter evening and we fancy dipping bread in melted gruyère
the birthday treat is dipping fruit into melted chocolate
I want the cheese kept melted on the table so everyone can dip in
we're doing a chocolate dipping pot for the kids' sleepover
""")

intent("dye_clothes", "liquid:6 mark:4 care:1", "fabric dye",
       "utility cupboard|closet|cabinet|craft box", """
my faded black jeans need their colour back
the navy jumper has gone a dull grey after all those washes
I want to turn this white t-shirt pink for the hen do
the kids want to do tie-dye t-shirts in the garden
the curtains have faded in the sun and I'd like them darker
my school trousers have gone washed-out and patchy
I want to change the colour of this old denim jacket
the white shirt went grey and I'd rather make it a different colour
our black bedding has faded to charcoal
I'd like to make the festival t-shirts swirly and colourful
the cushion covers have faded and I want them a deep green
the bridesmaid dress is the wrong shade and I want it darker
""")

intent("paint_nails", "mark:5 care:4", "nail polish|uv nail lamp",
       "makeup bag|bathroom cabinet|drawer|nightstand|bathroom sink cupboard", """
I want to paint my nails for the wedding
my toenails look bare for sandals season
my daughter wants glittery nails for the party
I fancy doing my nails red tonight
my manicure has chipped and needs redoing
I'd like to do a French manicure at home
my nails look so plain in the engagement photos
the bridesmaids want matching pink nails
I want my gel nails to set hard at home
my fingernails could do with a bit of colour for the job interview
I'd like to do my toes before the holiday
my little girl wants her nails to sparkle like mine
""")

intent("smell_nice", "care:6 liquid:2", "perfume|deodorant",
       "bathroom cabinet|nightstand|drawer|makeup bag|bathroom sink cupboard", """
I want to smell nice for my date tonight
I'd like a bit of scent before the wedding
my husband wants to smell good for the dinner party
I want a spritz of something lovely before I go out
I want to smell fresh and lovely for the interview
my teenage son wants to smell grown-up for the school disco
I've showered but I'd like to smell lovely too
I want my wrists and neck to smell sweet tonight
going out in ten minutes and I want to smell gorgeous
I'd like a dab of my favourite scent before church
my dad wants to smell smart for the christening
I want a bit of something scented on before the party
""")

intent("home_test", "care:7 mark:2", "home test kit|thermometer",
       "bathroom cabinet|medicine cabinet|first aid kit|drawer|bathroom sink cupboard", """
I think I might be pregnant and want to check
my period is late and I need to know
I want to know if this cough is covid before I visit Mum
the school says to test the kids before they go back
I've got cold symptoms and want to check before work
we've been trying for a baby and I want to find out
I was with someone who has covid and I want to check myself
my son has a temperature and I need to know if it's the virus
I'm visiting the care home and they ask for a negative result
I want to check my ovulation days
my partner is late and we're both nervous to find out
I need to rule out covid before the wedding
""")

intent("protect_teeth", "cushion:7 care:5", "mouthguard",
       "drawer|bathroom cabinet|nightstand|closet|storage bin", """
I grind my teeth at night and my jaw aches in the morning
he's playing rugby tomorrow and I don't want him losing a tooth
the dentist says I clench my teeth in my sleep
my daughter has her first boxing session tonight
the hockey coach says the kids must wear something over their teeth
I woke up with a sore jaw from grinding again
my husband grinds his teeth so loud it wakes me
my son's got a karate competition and needs his teeth covered
my front teeth were chipped in a match last year
I've cracked a filling from grinding in my sleep
the martial arts class won't let him spar without something over his teeth
my son has started rugby and the club says he must have something over his teeth
""")

intent("leaking_breasts", "wipe:6 cushion:4 care:6", "nursing pads",
       "changing bag|drawer|nightstand|bathroom cabinet|closet", """
my breasts keep leaking through my top
I've got wet patches on my shirt every time the baby cries
my milk's come in and I'm soaking my bra
I'm going back to work and worried about leaking through my blouse
I woke up with the sheets wet from leaking milk
I'm breastfeeding and keep getting damp patches on my clothes
my nursing bra is soaked again
I'm out with the baby and worried my milk will show through
every time I hear a baby cry I leak
the new mum staying with us keeps leaking through her t-shirts
I've got milk soaking through my dress at the christening
my breasts are so full they're leaking between feeds
""")

intent("express_milk", "liquid:6 care:5 carry:2", "breast pump",
       "changing bag|nightstand|cabinet|drawer|closet", """
I need to express milk so dad can do the night feed
I'm going back to work and want to build up a supply of breastmilk
my breasts are engorged and painful and the baby's asleep
the baby is in special care and the nurses want my milk
I want my husband to be able to give the baby my milk
I'd like to store some breastmilk in the freezer
the baby won't latch and I need to get the milk out another way
I'm going to a wedding and want to leave milk for the babysitter
I'm too full and need to relieve the pressure
my supply is low and the midwife said to pump between feeds
I want to collect milk for tomorrow's bottles
I'm off for a night away and want to leave milk for the baby
""")

intent("settle_baby_hands_free", "cushion:6 carry:5 care:3", "baby bouncer|baby carrier|high chair",
       "closet|storage bin|sofa|shelf", """
the baby wants to be rocked while I cook
I need somewhere safe to put the baby down while I shower
she screams if I put her on the floor but I need both hands
I need to make dinner and the baby wants to be near me
the little one loves bouncing and I need to hang the washing out
I want the baby occupied and safe while I fold laundry
he only settles when he's moving gently
I can't do anything with the baby in my arms all day
my arms are aching from holding the baby all morning
the baby wants to watch me while I work at the table
I need my hands free to eat my lunch
the baby gets bored lying on the mat and I want to get the hoovering done
""")

# ---------------------------------------------------------------- pets and wildlife
intent("pet_bed", "cushion:9 warm:4", "dog bed|blanket|cushion",
       "closet|storage bin|utility cupboard|sofa", """
the dog needs somewhere comfy of his own to sleep
the puppy keeps sleeping on the cold kitchen tiles
the cat has nowhere cosy to curl up
our old dog's joints ache on the hard floor
the new rescue dog needs his own sleeping spot
the dog keeps climbing on the sofa because he has nowhere else to lie
the kitten needs a snug spot by the radiator
the greyhound looks so uncomfortable lying on the floorboards
we're bringing the puppy home tomorrow and he needs a place to sleep
the dog's sleeping spot is soaked and he needs a dry one
the cat keeps sleeping in the laundry pile
the dog's old sleeping spot is flat and worn out
the cat needs somewhere warm of her own to curl up
the new kitten has nowhere soft to nap
""")

intent("pet_collar", "fasten:4 carry:3 care:2", "dog collar",
       "coat rack|closet|drawer|storage bin", """
the new puppy needs something round his neck with our phone number on
the cat keeps catching birds and I'd like her to wear a bell
the dog's name tag needs something to hang from
the puppy has outgrown what he wears round his neck
the vet says the cat should wear her ID when she goes out
our dog keeps wriggling free of what he wears round his neck
the dog needs to wear something reflective on dark evenings
it's the law for the dog to wear our name and address in public
the kitten is going outside for the first time and needs ID
the old leather one around the dog's neck has snapped
the puppy needs a name tag before his first walk
the cat keeps bringing home mice and I want the birds to hear her coming
""")

intent("pet_home", "carry:8 seal:2", "pet cage|pet carrier|cardboard box",
       "garage shelf|storage bin|closet|utility cupboard", """
the rabbit needs a proper home indoors
we're getting a hamster for my son's birthday and need somewhere to keep it
the guinea pigs need somewhere bigger to live
the budgie needs a new home, the old one is rusty
the baby hedgehog we rescued needs somewhere safe overnight
the gerbils keep escaping from their tank
the rescue chickens need somewhere to sleep tonight
the class hamster is staying with us for the holidays and needs a home
the bunny has nowhere to sleep now it's too cold outside
the injured pigeon we found needs somewhere quiet to recover
the rats have chewed through their old enclosure
the hamster needs somewhere safe to live in the kids' room
we're getting two rabbits and need somewhere to keep them
the budgies need a roomy new home
""")

intent("bird_water", "liquid:7 carry:2", "bird bath|bowl|plate",
       "garage shelf|storage bin|cabinet", """
the birds have nowhere to drink in the garden
in this heatwave the sparrows are panting and there's no water out
I'd love to watch the blackbirds splashing about in the garden
the little birds need somewhere to bathe in the summer
all the puddles have dried up and the pigeons have nowhere to drink
the pond is frozen solid and the birds can't get a drink
I want to leave the garden birds something shallow filled with water
the robins have nothing to drink in this dry spell
the starlings would love somewhere to wash
it's scorching and the hedgehogs and birds need water
the birds keep drinking out of the dog's water outside
the garden needs somewhere for the birds to splash about
""")

intent("nesting_birds", "carry:6 warm:3", "bird box",
       "garage shelf|storage bin", """
I'd like blue tits to nest in the garden this spring
the sparrows have nowhere to raise their chicks since we cut down the hedge
I want to give the birds somewhere safe to lay their eggs
the kids would love to watch birds raising babies in the garden
the robins keep trying to nest in the shed
I'd like to put somewhere up on the tree for the birds to breed
there are no old trees with holes for the birds to nest in
the wildlife trust says to give the birds a home for the spring
I want to attract nesting birds to our new-build garden
the house martins lost their nests when the roof was redone
the wrens need somewhere sheltered to raise a brood
the blue tits were looking for a spot to nest in the hedge
""")

intent("warm_reptile", "heat:8 light:6 warm:5", "heat lamp|heating pad",
       "garage shelf|utility cupboard|storage bin|cabinet", """
the bearded dragon's tank is too cold
the tortoise needs a warm basking spot
the leopard gecko isn't eating because the vivarium is chilly
my snake's enclosure has gone cold since the bulb blew
the corn snake needs a warm end in its tank
the chicks we hatched are shivering
the lizard just lies there and won't move, it's too cold for him
the vet said the tortoise needs more heat and light
the iguana needs a hot spot to warm up under
the baby chicks need keeping warm overnight
the terrapin has nowhere warm to bask
the gecko's tank has gone cold overnight
""")

# ---------------------------------------------------------------- garden and allotment
intent("sow_seeds", "carry:5 scoop:3", "seeds",
       "garage shelf|storage bin|closet|drawer", """
I want to grow tomatoes from scratch this year
the kids want to grow sunflowers and watch them shoot up
it's spring and I want to get the carrots started
I'd love to grow our own salad leaves
I want wildflowers for the bees along the fence
the allotment plot is dug over and ready for sowing
I want to start some herbs off on the windowsill
the children want to grow cress on the kitchen windowsill
I'd like bulbs in the ground for next spring's flowers
my granddaughter wants to grow something she can eat
the bare patch in the border needs something growing in it
it's time to start off the beans for the summer
I want to grow my own peas and courgettes this summer
the kids want to grow pumpkins for Halloween
""")

intent("support_plants", "reach:6 seal:4 fasten:2", "garden canes",
       "garage shelf|storage bin|closet", """
the tomato plants are flopping over
the sweet peas need something to climb up
the runner beans have nothing to grow up
the dahlias keep snapping in the wind
the young apple tree is leaning after the storm
the delphiniums have fallen over under their own weight
the peas are sprawling all over the ground
my sunflowers are bending right over with the weight of their heads
the cucumber vines need something to scramble up in the greenhouse
the peonies are collapsing after the rain
the climbing rose has nothing to cling to
the monstera is leaning and needs holding upright
""")

intent("label_seedlings", "mark:8 reach:2", "plant labels|marker|label maker",
       "garage shelf|storage bin|drawer", """
I'll forget which seeds I sowed in which row
the seed trays all look the same and I don't know which is which
I can never remember which tomato variety is which
the kids want to mark which pot is whose
I sowed six types of chilli and can't tell them apart
the allotment rows need marking so I know what's coming up
I've mixed up the basil and the parsley seedlings
I want to write the planting date next to each row
the pots of cuttings on the windowsill are a mystery now
the bulbs are planted and I'll never remember where by spring
I've potted up lots of cuttings and want to name each one
the seedlings on the windowsill need their names written by them
I need to write the names on the rows in the veg patch
""")

intent("pond_water", "liquid:6 carry:2", "pond pump",
       "garage shelf|storage bin|utility cupboard", """
the pond water has gone stagnant
the pond smells and there are midges everywhere
I'd love the sound of trickling water in the garden
the pond water is murky and green in this heat
the garden pond needs the water moving so it doesn't go foul
the frogs' pond has turned into a swamp
the fish in the pond look like they're struggling for air
I want a little fountain in the middle of the patio
the little fountain in the garden has stopped bubbling
the pond is full of algae and the water isn't moving
the wildlife pond needs its water circulating
the fish pond smells rotten and the water is still
""")

intent("burn_garden_waste", "heat:6 light:5 carry:4", "garden incinerator",
       "garage shelf|storage bin", """
we need to burn the pile of garden rubbish
the hedge clippings are too woody for the compost
the diseased branches from the apple tree need burning
there's a heap of dry prunings at the bottom of the garden
the council won't collect all these branches and twigs
the allotment has a pile of old woody stalks to get rid of
I've got a load of old fence wood and brambles to dispose of
the blight-ridden potato plants need burning, not composting
the bonfire heap keeps blowing about, I'd like to burn it contained
the rose cuttings are too thorny to bag up
the pile of twigs and leaves is too big for the green bin
I want to get rid of the dead hedge by burning it safely
""")

intent("water_while_away", "liquid:6 mark:3", "tap timer",
       "garage shelf|storage bin|utility cupboard", """
the garden needs watering while we're away
we're going on holiday for two weeks and the tomatoes will die
I want the lawn watered every evening without me remembering
the greenhouse needs watering early every morning while I'm at work
the new hedge needs a drink every day and I keep forgetting
I want the hose to come on by itself at dawn
we're off to Spain and there's nobody to water the veg
I'd like the watering to switch itself off after half an hour
I keep leaving the hose running all night
the hanging baskets will dry out while we're at the caravan
the allotment needs watering every morning and I can't get there
I keep forgetting to turn the hose off in the evenings
the lawn needs watering every night while we're on holiday
""")

intent("refill_strimmer", "cut:4 seal:2", "strimmer line",
       "garage shelf|storage bin|toolbox", """
the strimmer has run out of cord
the nylon line keeps snapping off the trimmer
the spool on the grass trimmer is empty
the trimmer's whirring but nothing's cutting
the cutting line is worn right down to the head
I'm halfway round the lawn edges and the line has gone
the spool's tangled and the line won't feed out
the trimmer only spins a stub and won't cut the long grass
the strimmer just hums and nothing cuts
I've used up all the cord on the grass trimmer
the edge trimmer needs a new reel of cutting line
the strimmer head is empty and the verge is half done
""")

# ---------------------------------------------------------------- DIY and workshop
intent("cut_tiles", "cut:8 strike:2", "tile cutter|angle grinder",
       "garage shelf|toolbox|utility cupboard", """
the tiles need cutting to fit round the bath
the last row of floor tiles is too big for the gap
I need a notch cut in this tile to go round the pipe
the splashback tiles have to be trimmed at the window edge
the tiles keep cracking when I try to snap them
the porcelain floor tile needs a straight cut across
I need a few tiles cut in half for the edge of the shower
the kitchen wall tiles don't fit behind the socket
the patio slabs need trimming to fit the border
the tiles round the toilet need curved cuts
the skirting tile needs trimming to fit under the door frame
the bathroom tile has to be cut round the pipe
""")

intent("grout_tiles", "scrub:3 seal:7 wipe:2", "grout float|scraper",
       "garage shelf|toolbox|utility cupboard", """
the gaps between the new tiles need filling
the splashback tiles are up and the joints need grouting
I want to press grout into the lines between the floor tiles
the old grout has crumbled out and needs redoing
the mosaic tiles need their gaps filled in
the shower tiles have gaps where water could get in
the grout keeps smearing everywhere when I use my finger
the tiled windowsill has empty lines between the tiles
the kitchen floor tiles are down and the joints are still open
the tiles in the shower have been up a day and need their joints filling
the new kitchen tiles look unfinished with empty lines between them
I want the gaps between the bathroom tiles filled neatly
""")

intent("break_concrete", "strike:9 twist:2", "sledgehammer|crowbar",
       "garage shelf|toolbox", """
we need to break up this old concrete path
the old shed base needs smashing up
the fence post is set in concrete that has to come out
the old fireplace hearth needs breaking out
there's a slab in the garden that has to be broken into pieces
I need to knock down the old garden wall
the rockery is full of big stones that need splitting
the old paving needs smashing before the skip comes
the fence posts need driving into the ground
the concrete step needs knocking off
the old concrete post base won't budge and needs breaking up
the fence posts won't go into the hard ground
the old paving slabs need smashing up before the new patio goes down
""")

intent("paste_wallpaper", "seal:8 wipe:2 reach:2", "wallpaper paste",
       "garage shelf|utility cupboard|storage bin|toolbox", """
we're putting new wallpaper up in the hall
the corner of the wallpaper has peeled away from the wall
the border along the top of the nursery is coming unstuck
the seams of the wallpaper are lifting
I want to paper the feature wall in the bedroom
the lining paper needs sticking up before painting
there's a flap of wallpaper hanging off by the door
we bought rolls of wallpaper for the living room and want them up
the paper behind the bed is curling off at the edges
the kids' bedroom needs papering this weekend
the wallpaper by the shower has come away from the wall
the paper on the landing is bubbling and peeling at the seams
""")

intent("tool_battery", "light:2 carry:3", "power tool battery",
       "toolbox|garage shelf|utility cupboard|drawer", """
the drill's battery is flat
the cordless drill died halfway through putting the shelf up
the hedge trimmer stopped in the middle of the hedge
the cordless mower has lost its charge
the impact driver just clicks and won't turn
I need a spare charged pack for the drill
the cordless saw keeps stopping halfway through a cut
the strimmer runs for two minutes then dies
the electric bike's range has dropped and I need a spare pack
the leaf blower died after a few seconds
the cordless drill just whines and stops when I press the trigger
the battery hedge cutter gave up after five minutes
the battery on the cordless lawnmower has died
all the cordless tools in the shed are out of charge
""")

intent("replace_wipers", "wipe:6 scrub:3", "wiper blades",
       "garage shelf|car boot|glovebox|storage bin", """
the wipers smear all over the windscreen
the rubber on the wipers has perished
the wipers screech across the glass when it rains
I can't see out when it rains because the wipers leave streaks
the back wiper has split and just scrapes
the wipers judder and leave a clear band in the middle
the MOT guy said the wipers need replacing
driving in the rain at night is scary with these smeary wipers
the wiper rubber is hanging off in bits
the wipers are leaving a streaky film across the windscreen
the wiper rubber has split and flaps about
the rear wiper just drags across the glass
""")

intent("engine_warning", "mark:4", "obd reader",
       "glovebox|car boot|garage shelf|toolbox", """
the engine warning light has come on
there's an orange light on the dashboard and I don't know what it means
the car's showing a fault code and I want to know what it is
the check engine light keeps flashing on and off
I want to find out what's wrong with the car before the garage rips me off
the car's gone into limp mode
the dashboard has lit up like a Christmas tree
the garage cleared the fault but the light's back
I want to read the car's error codes myself
the car says there's an engine fault
a yellow engine symbol came on while I was driving
the car is running rough and the light on the dash is on
""")

intent("sit_outdoors", "cushion:7 carry:4", "camping chair|cushion|blanket",
       "garage shelf|camping box|car boot|storage bin", """
we need somewhere to sit round the campfire
I don't want to stand for the whole of the kids' football match
we're going to an outdoor concert and there'll be nowhere to sit
the beach has no benches and Gran needs a seat
I'd like to sit and watch the fishing all afternoon
we need extra seats for the barbecue in the garden
I want to sit on the riverbank without getting damp
the festival field has nowhere to sit down
the sidelines at the rugby are muddy and I want to sit
we're going to watch the fireworks in the park and need somewhere to sit
Grandad needs a seat at the edge of the football pitch
there are no seats at the campsite
we're off to watch sports day and there's nowhere to sit
I need a seat to watch the match from the touchline
""")

intent("cold_water_swim", "warm:8 cushion:2", "wetsuit",
       "closet|garage shelf|camping box|storage bin|beach bag", """
the sea is freezing but I really want a swim
I'm going wild swimming in the lake and it's cold
the surfing lesson is tomorrow and the water's icy
I want to swim in the sea in October
I can only stay in the water for five minutes before I'm frozen
the kids want to go bodyboarding but the Atlantic is freezing
I'm training for a triathlon in open water
the lake is cold even in summer and I want to swim for longer
we're paddleboarding in the spring and might fall in
I'm going coasteering and need to stay warm in the water
the open water swim on Sunday will be freezing
I want to swim in the sea on Boxing Day
""")

intent("fancy_dress", "warm:4 care:2", "costume mask|party supplies",
       "storage bin|closet|games cupboard|drawer", """
the kids want to dress up for Halloween
we've been invited to a fancy dress party
my son wants to be a monster for trick or treating
I want to go to the ball in disguise
the school has a dress-up day on Friday
the children want to put on a play and need outfits to dress up in
I need a disguise for the murder mystery party
my daughter wants to go as a witch
I want something scary to frighten the trick or treaters
it's World Book Day and my son has nothing to dress up as
the hen do theme is superheroes
my son wants to dress up as a pirate for the party
""")

intent("send_card", "mark:6 carry:2", "greetings card",
       "drawer|desk|stationery cupboard|shelf", """
it's Mum's birthday and I want to write her a few words
I want to send my condolences to the neighbours
my friend just had a baby and I want to congratulate her
I'd like to thank the teacher at the end of term
my colleague is retiring and we want to sign something together
I want to send my nan a get well message in the post
it's our anniversary and I want to write something romantic
the neighbours' son passed his exams and I want to congratulate him
the Christmas post deadline is tomorrow
I want to wish my brother good luck in his new job
it's Father's Day on Sunday and I've got nothing to give him
it's my best friend's wedding and I want to send her a message
""")

intent("print_document", "mark:7 carry:1", "printer",
       "desk|stationery cupboard|shelf|cabinet", """
I need a paper copy of my boarding pass
the school wants the form signed and sent back on paper
I want a hard copy of the tickets just in case
my son needs his homework printed out for tomorrow
the solicitor wants the document printed and signed
I'd like the photos from my phone on paper
the recipe is on my laptop but I want it on the worktop
I need the CV on paper for the interview
the parcel return label has to go on the box
Gran wants a paper copy of the e-ticket
I want to scan this letter and email it
the tickets are on my phone but the venue wants them on paper
""")

intent("screen_to_tv", "seal:2 carry:1", "av cable",
       "drawer|desk|cabinet|storage bin|shelf", """
I want the laptop picture up on the telly
I'd like to watch the film from my laptop on the big screen
the games console won't connect to the TV
the new TV has no signal from the set-top box
the sound bar won't talk to the television
I want to show the holiday photos on the TV for everyone
the telly says no signal since we moved it
I want my laptop on the second monitor for work
the internet is slow over wifi and I want to plug the computer into the router
the record player needs connecting to the speakers
I want to watch the match from the laptop on the television
the TV and the box need linking up
""")

# ---------------------------------------------------------------- crafts, music, sports
intent("crochet", "fasten:4 pinch:4 seal:3", "crochet hook",
       "sewing box|craft box|drawer|storage bin", """
I want to crochet a granny square
I'd like to learn to crochet a blanket for the baby
my nan taught me to make little amigurumi animals and I want to start again
I want to make a chain stitch edging round the shawl
the pattern is written in double crochet
I fancy making a bobble hat with a hook
I want to crochet some coasters for the kitchen
the charity wants crocheted poppies for Remembrance Sunday
I want to hook a lacy edge on the tablecloth
I want to make a lacy doily like my gran used to
the knitting group is doing crochet this week and I want to join in
I'd like to make a crocheted bag for the market
""")

intent("model_clay", "mark:4 pinch:5 scoop:2", "polymer clay|clay modelling tools",
       "craft box|storage bin|drawer|desk", """
I want to make little models out of clay with the kids
my daughter wants to sculpt a tiny dog for her friend
the kids want to make pots and figures at the table
I'd like to make my own earrings and bake them in the oven
the school project is a model of the Roman soldier
I want to make miniature food for the doll's house
the kids want to squish and sculpt something on a rainy day
I fancy making a little dish for my rings
my son wants to make a dinosaur he can paint afterwards
the art class wants us to make a clay head
the kids want to make little animals they can bake hard
I want to make a handmade pot for my mum's birthday
""")

intent("guitar_strap", "carry:6 seal:2", "guitar strap",
       "instrument case|drawer|closet|shelf", """
I want to play the guitar standing up
the bass keeps slipping off my knee
I'm playing a gig and need to move around the stage
my son wants to play like a rock star standing up
my ukulele keeps sliding down when I play
the band wants me on my feet for the next song
the saxophone is too heavy to hold up for a whole set
I'm busking tomorrow and need my hands free to play standing
I want to stand up and play the guitar at the open mic
the guitar keeps slipping when I play standing
my son wants to strut about the stage with his bass
I'm tired of sitting down to play the ukulele
""")

intent("punch_something", "cushion:6 strike:5", "punch bag|boxing gloves",
       "garage shelf|storage bin|closet|games cupboard", """
I want to let off some steam by hitting something
I want to get fit doing boxing at home
my teenage son is angry and needs to burn it off
I'd like to practise my kickboxing in the garage
I need to release some stress after that meeting
the martial arts club wants us practising our kicks at home
I want a boxing workout without going to the gym
my knuckles are raw from hitting the bag bare-handed
I've had an awful day and want to hit something hard
my son has joined a boxing club and wants to train at home
I want to practise my punches in the garage
I need to hit something to work off this anger
""")

# ---------------------------------------------------------------- home, elderly care, seasons
intent("arrange_flowers", "liquid:7 carry:4", "vase|jar|pitcher",
       "cabinet|shelf|closet|pantry", """
someone brought me a bunch of tulips and they need water
the roses from the garden need putting in water
my husband bought me flowers and they're lying on the counter
the peonies are wilting in their wrapping
I want to put some daffodils on the table for Easter
the guests brought flowers and I need somewhere to put them
the bouquet from the wedding needs water quickly
I picked some sweet peas and want them on the windowsill
the get-well flowers for Mum are drooping
the sunflowers the kids picked need standing up in water
the lilies we were given at the funeral need water
I'd like to put the wild flowers the kids picked on the table
""")

intent("display_photo", "carry:3 seal:2", "picture frame|poster putty",
       "drawer|shelf|closet|storage bin", """
I want this snap of the grandkids on show on the mantelpiece
our wedding print has been sitting in a drawer for a year
I'd like the kids' school portraits out on the sideboard
this lovely shot of Dad deserves to be out where we can see it
the holiday snap I had printed is curling up on the fridge
I want to give Gran a print of the baby she can put on show
the certificate should be on display, not in a folder
my daughter's drawing is too good to stay in a folder
I want a snap of the dog standing on my desk at work
I want our holiday snap out on the bedside table
the graduation print needs showing off in the living room
Grandad's medal certificate should be on show
""")

intent("bad_smell", "care:4 liquid:2", "air freshener|candle",
       "cabinet|bathroom cabinet|utility cupboard|bathroom sink cupboard|closet", """
the whole flat smells of fish from last night
the bathroom smells awful after Dad's been in
there's a musty smell in the spare room
the house smells of wet dog
the hall still smells of cigarette smoke from the visitors
the kitchen reeks of burnt toast
guests are coming and the living room smells stale
the car stinks of old takeaway
the downstairs loo needs freshening up
the teenager's room smells like old socks
the house smells of the curry we cooked last night
the bins have made the kitchen smell foul
the whole house whiffs of dog
the kitchen still smells of fried food from last night
""")

intent("steady_in_bath", "reach:4 carry:5 care:4", "grab rail|walking stick|bath mat",
       "bathroom cabinet|closet|utility cupboard|bathroom sink cupboard", """
Gran nearly slipped getting out of the bath
Dad can't lift himself up from the toilet
my mum needs something to hold on to in the shower
my legs are too weak to climb out of the bath without help
since his hip operation Grandad struggles getting in the shower
the bath is slippery and my balance isn't what it was
my wife fell in the shower and I'm scared it'll happen again
the occupational therapist says Mum needs something to hold in the bathroom
I need something firm to pull myself up on by the loo
Grandma wobbles every time she steps over the side of the bath
my mum has trouble getting up from the bath now
Dad needs something to grip when he stands up in the shower
Grandad is unsteady stepping into the shower
""")

intent("guard_fire", "warm:2 reach:3 carry:3", "fireguard|stair gate",
       "garage shelf|storage bin|utility cupboard|closet", """
the toddler keeps going near the open fire
the dog lies so close to the wood burner he might get burnt
sparks keep jumping out of the fire onto the rug
my grandson is crawling now and the log burner is scorching
the baby is trying to touch the hot glass of the stove
an ember landed on the carpet last night
the kids are playing too close to the fireplace
I'm nervous about leaving the fire going with the children around
the cat sits right up against the burning logs
the toddler has started pulling himself up by the fireplace
the grandchildren are visiting and the fire will be lit
the spaniel keeps getting too close to the flames
""")

intent("clear_ash", "scoop:6 scrub:3 carry:4", "fireplace tools|dustpan|shovel",
       "garage shelf|utility cupboard|storage bin|closet", """
the grate is full of ash from last night
the wood burner is choked with old ash and won't draw
the fire needs a poke, the logs have collapsed in a heap
the embers need raking before I add more wood
the tray under the fire is overflowing with ash
the coal fire needs riddling before I light it again
the hearth is covered in soot and dust
the logs in the fire need turning over
the burnt-out logs need clearing before the new fire goes in
the fire's burnt down and the grate needs emptying
the logs need moving around so the fire catches
the wood burner is full of last night's ash
the coals have gone out and the grate is full of cinders
""")

intent("warm_outdoors", "heat:8 warm:6", "patio heater|blanket",
       "garage shelf|storage bin|closet", """
it's chilly sitting out on the terrace this evening
the guests are shivering at the garden party now the sun's gone down
I want to sit outside late without freezing
the outdoor dinner is lovely but everyone's getting cold
the smokers' corner outside the pub is freezing
we want to keep eating on the deck into the autumn
the evening barbecue is getting chilly for the older guests
the balcony is too cold to sit on after dark
the pub garden is nice but it's freezing once the sun goes down
we're having drinks on the patio and everyone's cold
I want to sit out in the garden on autumn nights
the wedding marquee is cold in the evening
the outdoor terrace at the restaurant is chilly
""")

intent("wet_floor_warning", "mark:6 carry:2", "safety sign|warning triangle",
       "utility cupboard|cabinet|garage shelf|closet", """
the floor's just been mopped and people keep walking on it
I've waxed the hall floor and don't want anyone slipping
the kitchen floor is wet and Grandad might come through
I want to warn the customers the tiles are slippery
the stairs are still damp from cleaning
people keep treading on the freshly mopped floor
there's a spill in the corridor and someone could fall
the office toilets have been cleaned and the floor's wet
I've just washed the kitchen floor and the kids are about to come in
the bathroom floor is soaking after the bath overflowed
the shop floor is wet after the spill
the floor in the hall is still drying and somebody will slip
""")

intent("protect_glasses", "carry:5 cushion:4", "glasses case",
       "drawer|nightstand|desk|closet", """
my glasses keep getting scratched in my bag
my sunglasses keep getting sat on in the car
I never know where my reading specs are
my glasses broke in my pocket last time
the lenses get scratched rattling round with my keys
I want my sunglasses safe in the beach bag
my reading glasses got crushed in my handbag
I've lost my glasses three times this week
my new glasses need something to keep them safe in my pocket
my sunglasses keep getting scratched in the glovebox
I want my glasses kept safe on the bedside table
my reading glasses keep getting bent in my handbag
""")

