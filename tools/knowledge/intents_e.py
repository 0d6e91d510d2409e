"""Intents, part E (session 7): kitchen, cooking and baking, food and drink at home, home
comfort, home electronics and entertainment, lighting and power cuts, rooms and furniture.
Needs missing from parts A, B and D (timing the cooking, the telly without getting up,
straining tea, sifting flour, tossing a salad, covering leftovers, ...), extra acceptable
tools for existing intents (EXTRA_TOOLS) and more phrasings for existing intents (MORE).
Phrasings are everyday English (British and American), indirect, no tool names."""

from intents_a import intent, I  # noqa: F401

# Existing intent -> acceptable tools appended after the existing ones (objects of catalog_e).
EXTRA_TOOLS = {
    "cold_person": "space heater|hot water bottle",
    "dark": "matches",
    "sleep_light": "headphones",
    "pack_lunch": "food bag",
    "keep_food_cold": "food bag",
}

intent("time_cooking", "mark:3", "kitchen timer|phone|alarm clock|watch", "kitchen drawer|drawer|desk|nightstand", """
the eggs have to boil for exactly six minutes
the cake needs forty minutes and I always forget to take it out
I don't want to overcook the pasta this time
the bread has to prove for an hour
I need something to ping when the rice is done
let me know when twenty minutes are up
the tea should steep for four minutes, no longer
I keep burning the biscuits because I lose track of time
the roast has to rest for a quarter of an hour
I want a reminder when the oven's done
the recipe says simmer for exactly twelve minutes
I'll be in the garden, so I need a beep when the potatoes are ready
how will I know when the soft-boiled eggs are ready
the kids get ten minutes on the trampoline and then it's bedtime
I need to take the lasagne out in half an hour
remind me when the jam has been boiling for ten minutes
the instant noodles only need three minutes
give me a shout in twenty-five minutes for the chicken
the pasta takes eleven minutes from when the water boils
I mustn't leave the pizza in longer than a quarter of an hour
count down eight minutes for the steak to rest
I always overboil the eggs
the green beans go mushy if I forget them
the eggs need exactly five minutes
I need to time the pasta
I want to time how long the cake has been in
the rice needs fifteen minutes and not a minute more
I need to keep track of the cooking time
set something for ten minutes for the pizza
""")
intent("tv_remote", "mark:1 reach:2", "remote control|phone", "sofa|nightstand|drawer|desk", """
I'd like the telly quieter without getting up off the sofa
the TV is far too loud
can we switch over to the other channel
I want to turn the television off from my armchair
the football is on the other side, put it on
the adverts are blaring, mute it
I can't hear what they're saying on the programme
I want to pause the film while I make a cuppa
let's see what else is on tonight
the TV's been left on standby all night
I want to rewind that bit of the show
the volume on the telly is barely audible
I need to change the input to the games console
I'm too comfy to get up and change the channel
the kids want their cartoons on
I want to start the next episode of the series
put the weather forecast on the telly
turn the telly down
turn the TV up
change the channel please
switch the TV off
mute the television
I want to change the channel from here
""")
intent("strain_tea", "liquid:4 scoop:5 carry:2", "colander|spoon|teapot", "kitchen drawer|cabinet|dish rack", """
the tea leaves are floating all over my cup
I made loose leaf tea and there are bits everywhere
there are lumps in the gravy that need catching
the homemade lemonade is full of pips
I want the seeds out of this raspberry puree
the stock has bits of bone and vegetable floating in it
my coffee has grounds in it
the custard went a bit lumpy and needs passing through something fine
I need the pulp out of this fresh juice
there are bits of herb floating in the soup I want to get out
I want a smooth sauce without the seeds
the tea looks gritty with all the leaves in it
the chicken broth is full of little bones
I want to get the bits out of the stock
the homemade jelly needs the fruit pulp taking out
the tea has leaves floating in it
I need to strain the tea
the stock needs straining
there are bits floating in my drink
the sauce needs straining to get the bits out
the tea leaves are getting in my mouth
I want to strain the leaves out of the tea
the loose tea needs straining into the cup
the soup needs sieving to make it smooth
strain the lumps out of the gravy
""")
intent("sift_flour", "scoop:5 scrub:1 carry:2", "colander|whisk|fork", "kitchen drawer|cabinet|pantry", """
the flour is full of lumps
the recipe says to sift the dry ingredients together
I want a light dusting of icing sugar over the cake
the cocoa powder has gone clumpy
the sponge needs airy flour so it rises
I'd like to dust the worktop before kneading
the brownies need a sprinkle of powdered sugar on top
there are little clumps in the baking powder
I need to get the lumps out of the icing sugar
the flour has to be aerated for the pastry
the lemon drizzle wants a fine snow of sugar on top
the pancake mix keeps making floury lumps
the flour needs sifting
I want to sift the icing sugar
the dry ingredients need sifting into the bowl
the flour is lumpy and needs sieving
the cocoa needs sifting before it goes in
I need to dust the cake with icing sugar
""")
intent("whisk_eggs", "scoop:7 strike:3 liquid:3 twist:3", "whisk|fork|blender", "kitchen drawer|cabinet", """
the batter needs beating until it's smooth
I want to whip the cream into soft peaks
the eggs need beating for an omelette
the egg whites have to go stiff for the meringue
I'm making scrambled eggs and want them fluffy
the pancake batter is full of lumps
the sauce has split and needs bringing back together
the vinaigrette keeps separating
I'd like frothy milk on my coffee
the yorkshire pudding mix needs a good beating
the cake mixture has to be light and airy
the butter and sugar need creaming together
I want to beat a couple of eggs into the flour
the eggs need whisking
the cream needs whipping
I want to beat the eggs until frothy
the batter needs whisking until smooth
the egg whites need whisking to stiff peaks
the cake mix needs a good whisk
beat the eggs please
the eggs need beating
whisk the cream until thick
I need the batter whisked
""")
intent("joint_meat", "cut:9 twist:3 pinch:2", "kitchen scissors|kitchen knife|cutting board|fork", "kitchen drawer|cabinet", """
the chicken needs jointing into pieces
I want to carve the Sunday roast
the turkey is ready and someone has to carve it
I want to take the legs off this chicken
the fish needs filleting before it goes in the pan
I'm spatchcocking the chicken for the barbecue
the leg of lamb needs slicing at the table
the ham joint needs carving into thin slices
I want to cut the backbone out of the chicken
the rack of ribs needs separating
I need to trim the fat off these chops
the duck needs cutting into portions
the whole salmon is too big for the pan
I want the whole chicken cut into eight pieces
the rabbit needs cutting up for the stew
the lamb shoulder needs taking off the bone
the chicken needs cutting into joints
I want to carve the meat
the roast needs carving
the chicken needs cutting up before cooking
I need to portion the chicken
the joint of beef needs carving
carve the roast please
the chicken needs jointing
joint the chicken for me
carve the turkey please
""")
intent("toss_salad", "scoop:6 pinch:5 carry:2", "tongs|spoon|fork|mixing bowl", "kitchen drawer|cabinet", """
the salad needs mixing with the dressing
the dressing is sitting at the bottom of the salad
I want to serve the salad at the table
everyone should get some of the leaves
the pasta salad needs a good toss
the rocket hasn't got any dressing on it
I want the coleslaw mixed properly
the leaves should be coated in oil and vinegar
the noodles need tossing with the sauce
I'd like to dish out the green salad to everyone
the tomatoes and cucumber need mixing through the lettuce
the stir fry veg needs tossing with the soy sauce
the salad is all clumped together in the bowl
the pasta needs mixing with the pesto
the potato salad needs stirring through with the mayo
the salad needs tossing
mix the salad with the dressing please
the salad needs dressing and mixing
I want the dressing mixed through the leaves
the salad needs serving out
toss the leaves in the oil
""")
intent("spread", "wipe:5 cut:3 scoop:3", "butter knife|kitchen knife|spoon|spatula", "kitchen drawer|cabinet|dish rack", """
I want butter on my bread roll
the bread needs a layer of jam
I'd like peanut butter on a cracker
the sandwiches need buttering
the cake needs icing smoothing over the top
I want cream cheese on my bagel
the rolls need buttering for the picnic
I'd like some marmite on a slice of bread
the scones need jam and cream
the butter is rock hard and won't go on the bread
I want to put some pate on these crackers
the crackers need some cheese spread on them
the wraps need hummus spread over them
butter the bread for the sandwiches please
the slices of bread want a thin scraping of butter
the jam needs putting on the scones
I'd like nutella on my pancake
I want to spread butter on my bread
the baguette needs buttering for the garlic bread
the jam needs spreading on the bread
I'd like to spread some peanut butter
the bread needs something spread on it
spread the butter thinly on these slices
""")
intent("cover_leftovers", "seal:8 cold:3 carry:2", "cling film|aluminium foil|food container|food bag|lid|plate", "kitchen drawer|cabinet|pantry", """
there's half a pizza left over that needs covering
I want to keep this cut onion from stinking out the fridge
the leftover rice needs covering before it goes in the fridge
the cheese is going hard in the fridge
the bowl of salad needs covering for later
the roast needs covering to rest while the gravy's made
the half avocado will go brown
the sandwiches are drying out on the plate
I'd like to save the rest of this casserole for tomorrow
the cake needs covering so it doesn't go stale
the dough has to be covered while it rises
the leftover curry needs wrapping up for tomorrow
I want to keep this half lemon fresh in the fridge
the rest of the cheese needs wrapping before it dries out
I don't want the cut watermelon picking up fridge smells
we've got half a cake left and want to keep it for tomorrow
the leftover trifle needs covering up
the leftovers need covering before they go in the fridge
I want to wrap up the rest of the sandwiches
the bowl needs covering so nothing gets in
the leftover pasta needs wrapping for tomorrow
I need to cover the food so it doesn't dry out
the half-eaten cake wants wrapping up
""")
intent("line_tin", "seal:3 heat:5 wipe:2", "baking paper|aluminium foil|pastry brush|paper towel", "kitchen drawer|cabinet|pantry", """
the cake keeps sticking to the tin
I don't want the biscuits welded to the tray
the oven tray gets covered in burnt fat
the brownies never come out of the pan in one piece
the roasting tin is a nightmare to scrub afterwards
the tin needs lining before the batter goes in
I want the meringues to lift off cleanly
the fish will stick to the baking tray
the cheesecake base keeps sticking
I need to grease the tin for the sponge
the cookies burn on the bottom
the flapjacks always stick to the corners
I'd like the loaf to slide straight out
the muffins stick to the tray every time
the roasted veg always welds itself to the pan
the cake tin needs greasing so nothing sticks
the tin needs lining
I don't want the cake to stick to the tin
the baking tray needs lining first
everything sticks to this tray
the tray needs lining so it's easy to clean
I want the cookies to come off the tray easily
the cake tin needs lining with paper
line the baking tray please
the tray needs something so the biscuits don't stick
the roasting tin needs lining so it's easy to wash
""")
intent("glaze", "wipe:6 liquid:3 heat:2", "pastry brush|spoon|paintbrush", "kitchen drawer|cabinet", """
the pie crust needs an egg wash before it goes in
I want the pastry golden and shiny
the ham needs glazing with honey
the chicken should be basted with its juices
the buns need a milk wash on top
I want to paint melted butter on the garlic bread
the ribs need more barbecue sauce on them
the croissants need egg yolk brushing over them
the sausage rolls look pale and dry
I'd like to oil the vegetables lightly before roasting
the turkey is drying out and needs some of the juices on it
the fruit tart wants a shiny apricot coat
the naan should get a bit of garlic butter on top
the roast potatoes need a brush of oil before they go in
the fish fillets need a thin coat of melted butter
the pastry needs brushing with egg
I want to brush melted butter over the top
the loaf needs brushing with milk before baking
the meat needs basting with the juices
brush a little oil over the flatbreads
the pie lid needs an egg glaze
brush the pastry with egg
the pie needs an egg wash
the pastry needs a glaze before baking
brush the meat with the marinade
the buns need glazing
brush butter over the pastry
""")
intent("reseal_bag", "seal:6 pinch:5", "paper clips|clothespin|rubber bands|food bag|food container|jar", "kitchen drawer|drawer|pantry", """
the crisps will go stale if the bag stays open
the bag of frozen peas keeps spilling in the freezer
the cereal packet won't close properly
the coffee beans will lose their flavour in the open bag
the open bag of sugar keeps spilling
the rice packet needs closing up
the bag of flour is leaking everywhere in the cupboard
the biscuits go soft once the packet is open
the pasta keeps falling out of the open packet
the bread bag has no twist tie
the bag of nuts needs shutting so they stay crunchy
the dog food bag is open and smells
the grated cheese bag needs sealing before it goes back in the fridge
the bag needs closing up again
I want to seal the open packet
the opened bag of crisps needs clipping shut
the packet won't stay closed
I need to keep the open bag sealed
the bag keeps falling open in the cupboard
""")
intent("stir_drink", "scoop:4 liquid:4 twist:3", "spoon|drinking straw|chopsticks", "kitchen drawer|cabinet|dish rack", """
the sugar is sitting at the bottom of my tea
I need to stir the milk into my coffee
the hot chocolate powder hasn't dissolved
the squash is all at the bottom of the glass
my protein drink has clumps in it
the honey won't mix into the lemon water
the instant coffee needs dissolving
the cocktail needs a gentle stir
the baby formula powder needs mixing in
the cordial hasn't mixed with the water
the tea bag needs squeezing out
the lemonade has gone flat at the top and sweet at the bottom
I want to mix the sweetener into my latte
my latte needs a stir
the tea needs the sugar stirring in
my tea needs stirring
the coffee needs a stir
I want to stir my drink
the sugar needs stirring into my tea
my cocoa needs stirring
the drink needs mixing
""")
intent("season_food", "twist:4 scoop:2 strike:1", "salt shaker|mortar and pestle|spoon", "cabinet|pantry|kitchen drawer", """
the soup tastes bland
my chips need a bit more salt
the steak wants some freshly ground black pepper
the pasta sauce needs more seasoning
the scrambled eggs taste of nothing
I'd like a twist of pepper on my salad
the fried mushrooms need a little salt and pepper
the stew is under-seasoned
the roast potatoes want seasoning before they go in
the popcorn needs salting
my eggs are a bit boring without something on them
the gravy is too bland
the avocado on toast needs a crack of pepper
this needs more salt
the food is a bit bland, it wants seasoning
can I have some pepper on this
my dinner needs a pinch of salt
it's under-salted
I like a good grind of black pepper on my pasta
the chips are crying out for salt
the soup could do with more salt and pepper
it needs seasoning
season the food please
the dish needs salt
a bit of pepper would help this
""")
intent("test_doneness", "mark:4 heat:3 cut:3 pinch:2", "meat thermometer|skewer|kitchen knife|fork", "kitchen drawer|cabinet", """
is the chicken cooked all the way through
I can't tell if the cake is done in the middle
the sponge looks ready but might be raw inside
I don't want to give everyone food poisoning from the pork
the jacket potatoes might still be hard in the centre
I need to check the turkey has reached the right temperature
is the loaf baked through
the burgers might be pink in the middle
are the carrots soft yet
I want to test whether the fruitcake is ready
the sausages look brown but could still be raw
the steak should be medium rare, not more
the banana bread is brown on top but wobbly underneath
the chicken drumsticks could still be raw inside
I'm worried the turkey isn't cooked properly
I need to check if the meat is cooked through
is the cake cooked in the middle yet
I want to make sure the chicken isn't raw
is the roast done yet
the meat might still be undercooked
I want to check the sponge is baked through
I want to check the chicken is cooked
is the cake done yet
check if the meat is done
I'm not sure the pork is cooked through
""")
intent("cool_baking", "cold:4 carry:4", "cooling rack|plate|baking tray", "cabinet|kitchen drawer|oven", """
the biscuits need to cool down before icing
the bread is fresh out of the oven and going soggy underneath
the cake has to cool before it comes out of the tin
the muffins are too hot to eat yet
the scones need somewhere to cool with air underneath
the fresh loaf is sweating on the counter
the cookies go soft if they sit on the hot tray
the pie needs to set before slicing
the brownies must cool before cutting
the cupcakes need to be cold before the frosting goes on
the shortbread should cool so it firms up
the flapjack needs time to firm up
the tray of biscuits is fresh from the oven
the sponge has just come out and is still steaming
the lemon drizzle has just come out of the oven
the fresh flapjacks are too hot to handle
the cake needs to cool down before I can ice it
the biscuits are too hot to touch, they need to cool
the fresh bread needs cooling so the bottom doesn't go soggy
I need somewhere for the hot muffins to cool off
the baking has to cool completely before it goes in the tin
the cookies need cooling with air around them
""")
intent("cut_shapes", "cut:5 strike:2", "cookie cutter|glass|kitchen knife", "kitchen drawer|cabinet", """
the kids want star-shaped biscuits
I want to make gingerbread men
I need round circles of pastry for the mince pies
the scones should all be the same size
I want heart-shaped sandwiches for the party
the biscuit dough is rolled out and ready to be stamped
the jam tarts need pastry rounds
I'd like to make dinosaur cookies with my niece
the fondant needs little flowers for the cake
I want to make Christmas tree biscuits
the children want shaped sandwiches in their lunchbox
the dumplings need round wrappers
I want to cut the dough into shapes
the biscuits need cutting out in shapes
I'd like to make shaped cookies
the pastry needs cutting into circles
the kids want fun shapes from the dough
I need neat rounds cut from the rolled pastry
cut the biscuits into shapes
the cookie dough needs cutting into shapes
cut out the pastry rounds
I want biscuits in fun shapes
""")
intent("decorate_cake", "mark:5 scoop:3 wipe:3", "piping bag|spatula|butter knife|spoon", "kitchen drawer|cabinet", """
I want to write happy birthday on the cake
the cupcakes need swirls of frosting
the cake needs a smooth coat of buttercream
I'd like to pipe little rosettes onto the gateau
the biscuits need icing faces
the kids want to decorate the gingerbread house
I want to put cream rosettes on the trifle
the cake looks plain and needs decorating
I'm filling the eclairs with cream
the christmas cake needs its icing
I'd like to put the kids' names on the cookies
the meringue needs piping into nests
the devilled eggs need filling neatly
I want to decorate the cake
the cake needs icing on top
the cupcakes need decorating with icing
I'd like to pipe cream onto the dessert
the birthday cake needs a message in icing
I want pretty icing swirls on the buns
ice the cake please
the cake needs decorating
decorate the cupcakes with icing
the biscuits need icing
""")
intent("protect_clothes_cooking", "care:4 wipe:4 cushion:1", "apron|towel|napkin", "kitchen drawer|closet|coat rack", """
I don't want to splatter my shirt while cooking
my good dress will get flour all over it
the pasta sauce always spits at my top
I'm about to fry and I'm wearing white
the kids are baking and will get covered in mess
I don't want grease on my work clothes
I'm painting with the kids and want to keep my jumper clean
the baby keeps dribbling food down his front
I'm in my office clothes and need to make dinner
chopping beetroot stains everything
I always end up with batter on my trousers
the toddler gets spaghetti all down his top
I don't want tomato sauce all over my shirt
the bolognese keeps splashing onto my clothes
I'm wearing my best blouse and I have to cook
I'm making chilli and I'm wearing a white shirt
I have to cook in my nice clothes before the party
I don't want to get my clothes dirty while cooking
I want to keep my top clean in the kitchen
the cooking splashes always ruin my shirts
I need to protect my clothes from the mess
I'm going to get flour all over my outfit
the kids need their clothes covering for messy play
""")
intent("hungry_snack", "carry:2 cut:1", "apple|banana|bread|orange|walnut", "pantry|fridge|cabinet", """
I'm peckish
I need a quick snack before the meeting
my stomach is rumbling
I'm starving and dinner isn't for hours
I fancy something to nibble on
I need a bit of energy before my run
I'm a bit hungry but don't want a full meal
the kids want something to munch after school
I skipped lunch and I'm feeling faint
something healthy to eat on the go please
I could do with a bite of something
I want something sweet but healthy
I'm hungry
I need a snack
I'm feeling a bit peckish, something to eat please
I want something to snack on
I'm ravenous
my tummy is rumbling, I need a bite
""")
intent("set_table", "carry:5 scoop:3 pinch:2", "cutlery|plate|napkin|glass|fork", "kitchen drawer|cabinet|dish rack", """
the table needs laying for dinner
guests are coming at seven and nothing is out
everyone needs a place setting
we're six for lunch and the table is bare
I want to get the table ready for the meal
the family is about to sit down to eat
I'd like the dining table laid properly for Christmas dinner
the kids need places set for tea
put out what we need for the dinner party
there's nothing on the table to eat with
set four places for supper
the picnic needs things to eat with
I need to set the table
the table needs setting for dinner
lay the table please
we need the table ready to eat
set the table for lunch
the table's not set yet
""")
intent("play_music", "mark:1 light:1", "speaker|phone|headphones|laptop", "shelf|desk|nightstand|drawer", """
I want some music on while I cook
the party is too quiet
let's have a bit of a dance
I'd like to listen to the radio
I want to hear the news bulletin
I feel like listening to some jazz
the house is too silent
I want to hear my new album
can we have the cricket commentary on
I'd like to listen to a podcast while I clean
put some relaxing tunes on for the bath
the kids want to sing along to their favourite songs
I want to listen to music
put some music on please
I'd like some background music
the room needs a bit of music
I want to hear my favourite songs
play something upbeat
some music would be nice
I'd love some music in here
let's have music on
put the radio on
""")
intent("private_listening", "cushion:2 care:3", "headphones|earplugs|phone", "drawer|desk|nightstand", """
I want to watch my programme without waking the baby
I don't want to disturb anyone with my music
I'd like to listen to my podcast on the bus
my partner is asleep and I want to watch a film
I want to game late without annoying the neighbours
I need to join a video call in the busy kitchen
I want to hear my audiobook on the train
the library is silent and I want to watch a lecture
I want to practise the keyboard quietly at night
I'm on a plane and want to watch something
I want to listen to music while I run
my flatmate is studying and I want to watch telly
I want to listen without disturbing anyone
I don't want to wake anyone with the sound
I want to watch quietly so nobody hears
keep the sound to myself
I want to listen privately
I need to hear the video without bothering others
""")
intent("play_games", "pinch:2 mark:1", "game controller|game|dice|toy", "storage bin|shelf|drawer|sofa", """
the kids are bored and want to play something
let's have a family games night
I feel like a bit of gaming
it's raining and we're stuck indoors with nothing to do
I fancy a round of something competitive
my nephew wants to race cars on the telly
we need something to pass the time on a wet afternoon
let's see who can beat my high score
the children want something to play together
my friend is coming over to play the new football game
I'm bored out of my mind
we need a second player for the match
we're going to play cards after dinner
the family wants a game of monopoly
let's get a board game out for the kids
I want to play a game
let's play something together
the kids want a game to play
I'm bored, let's play a game
let's have a game night
we need something fun to play
""")
intent("phone_call", "mark:3 light:2", "phone", "desk|nightstand|drawer|sofa", """
I need to ring the doctor's surgery
I want to call my mum
I have to cancel the dentist appointment
I should let my boss know I'm running late
I need to order a takeaway
I want to check on my grandad
I'd like to book a table for tonight
I need to get hold of the plumber
I want to video chat with the grandchildren
I need to text my son to come home
I'd better tell the school my daughter is ill
I want to ring for a taxi
I need to phone the bank about my card
I have to give the council a call
I'd better ring work and say I'm sick
I want to hear my sister's voice
I need to report a gas smell to the emergency line
I need to make a phone call
I have to ring someone urgently
I want to give my friend a ring
I need to call the doctor
I must ring the garage about my car
I want to call my dad for his birthday
I need to make a call
ring my sister please
I need to call someone
I have to phone the school
""")
intent("take_photo", "light:3 mark:3", "phone", "desk|nightstand|drawer|sofa", """
I want a picture of the sunset
the baby is doing something adorable
I'd like to capture this moment
I need a shot of the meter reading
I want to snap the kids in their costumes
I need proof of the damage for the insurance
I want a photo of the recipe in this magazine
look at the rainbow, I want to keep it
I'd like to film the dog doing his trick
I need a picture of the parking ticket
let's get a group selfie
I want to record the school play
take a photo of the kids in the garden
I want to take a picture of the cake before we cut it
I'd like a snap of the dog in his new coat
the scratch on the car needs photographing for the claim
I want to take a picture
I'd like a photo of this
take a picture of us together
I need to photograph the damage
I want a photo of the garden in bloom
snap a picture of the view
take a photo please
I want a picture of this moment
get a photo of the birthday girl
I need a photo of this
""")
intent("more_sockets", "reach:3 light:1", "extension cord|phone charger", "drawer|desk|cabinet|garage shelf", """
there aren't enough sockets by the telly
the lamp cord doesn't reach the wall
I need to plug in three things but there's one outlet
the vacuum won't reach the far end of the room
I want to plug the laptop in by the sofa
all the plugs behind the desk are taken
the christmas lights don't reach the plug
the hair dryer cable is too short for the mirror
the outlet is behind the wardrobe
I need power out in the garden for the fairy lights
the fan can't reach the socket
the gaming setup needs more plugs
I need more sockets
there aren't enough plugs in this room
the cable won't reach the socket
I need to plug in more things than there are sockets
the plug socket is too far away
the lead is too short to reach the wall
""")
intent("draught", "seal:5 cushion:4 warm:4", "doorstop|towel|blanket|cushion", "closet|storage bin|sofa", """
there's a cold draught under the front door
the wind whistles under the bedroom door
cold air is coming in around the old window
the letterbox lets in a chill
my feet are freezing from the breeze along the floor
there's a gap under the back door
the wind blows straight through the cat flap
the old sash window rattles and lets cold in
I can feel a draught from the floorboards
the hallway is draughty
snow blew in under the door last night
the gap at the bottom of the door lets the heat out
there's a cold wind coming under the kitchen door
I can feel cold air around the edge of the door
there's a draught
it's draughty in here
cold air is coming in under the door
the draught under the door is freezing
I can feel a draught from the window
the door lets the cold in
""")
intent("wobbly_table", "cushion:4 seal:2 fasten:3", "coaster|book|cardboard box|doorstop|napkin", "drawer|shelf|kitchen drawer", """
the table wobbles every time I lean on it
the cafe table rocks when I put my cup down
the chair leg is shorter than the others
the bookcase leans on the uneven floor
the washing machine shakes because it isn't level
my desk rocks when I type
the garden table wobbles on the patio
the dining table tips when you lean on one corner
the fridge rocks back and forth
the cabinet won't stand straight on the old floor
my drinks keep spilling because the table isn't steady
the bedside table wobbles on the carpet
the table is wobbly
this table won't stop rocking
the table leg is uneven
the chair wobbles
the table needs steadying
one table leg is too short
""")
intent("dry_salad", "liquid:3 scoop:3 carry:3 wipe:2", "salad spinner|colander|paper towel|towel", "cabinet|kitchen drawer", """
the lettuce is still wet after washing
the salad leaves are dripping and the dressing won't stick
I've rinsed the spinach and it's soaking
the washed herbs need drying before chopping
the rocket is waterlogged from the rinse
the salad is watery at the bottom of the bowl
I want crisp dry leaves for the salad
the kale needs the water shaking off
the freshly washed lettuce is going to make the sandwiches soggy
the watercress is still dripping from the tap
the coriander is wet and clumping together
the salad went limp because the leaves were wet
the rinsed berries need drying off gently
the lettuce needs drying
the salad leaves are wet
I need to dry the washed salad
the herbs are wet after rinsing
the spinach needs drying after washing
I want dry salad leaves
""")
intent("pour_sauce", "liquid:8 scoop:4 carry:3 heat:3", "pitcher|ladle|spoon|measuring cup", "cabinet|kitchen drawer|dish rack", """
I'd like gravy poured over my roast dinner
the custard should go over the crumble
everyone wants sauce on their pudding
the pancakes need syrup poured over them
the cream needs to go on the table for the strawberries
the hot chocolate sauce is ready for the ice cream
I want to drizzle the dressing over the salad at the table
the gravy's in the pan and dinner is on the plates
the cheese sauce has to go over the cauliflower
I'd like to pass the gravy round the table
the apple pie is crying out for custard
the christmas pudding needs its brandy sauce
the sticky toffee pudding needs the toffee sauce on top
I want to pour the sauce over my food
the custard needs pouring out
pour some cream over my pudding
I want to serve the sauce
""")

# Existing intent -> more phrasings (appended like phrasings_c.MORE).
MORE = {
"sleep_light": """
the neighbours are so loud I can't concentrate
my partner snores like a train
the building work next door is driving me mad
I can't focus with the kids shouting
the party upstairs is keeping me up
the traffic noise is unbearable
I need some peace and quiet to study
the dog next door won't stop barking
the hoover is too loud for my ears
the fireworks are making my head pound
the open-plan office is so noisy
the drilling is going right through my head
the noise is driving me mad
it's so loud I can't hear myself think
the racket next door is unbearable
I can't sleep for the noise outside
the noise from the road keeps me up
I need to block out all this noise
""",
"cold_person": """
the spare room is freezing
the house is cold and the boiler has packed in
the central heating isn't on yet
the conservatory is too chilly to sit in
the office is like an icebox
my study never warms up
the heating's broken and it's snowing outside
the bathroom is cold first thing in the morning
the garage is too cold to work in
the house is frosty when we get up
the radiators are stone cold
the living room just won't heat up
""",
"weigh": """
the recipe says three hundred millilitres of milk
I need exactly half a pint of water for the gravy
it says a teaspoon of baking powder
I want to add two tablespoons of oil
the formula needs the right amount of water
I'm not sure how much a cup of rice is
I need a quarter cup of maple syrup
the bread machine wants exactly the right amount of water
I don't want to guess the amount of vinegar
the cocktail needs exactly a shot of each spirit
add a pinch of salt and a level spoonful of sugar
the stock needs a litre of water
the rice cooker needs the water measured
""",
"keep_food_cold": """
the freezer is thawing out in the power cut
the fridge has broken and the milk will go off
the frozen food from the supermarket has a long drive home
""",
"crush": """
I want to grind some coffee beans by hand
the peppercorns need cracking
the cardamom pods need bashing open
""",
"heat_food": """
the chocolate needs melting for the cake
the butter needs softening for the baking
the baked beans need warming through
""",
"serve_breakfast": """
I want to bring the drinks and nibbles through to the lounge
all the plates need taking out to the garden
""",
"charge_phone": """
my laptop is about to run out of juice
my wireless earbuds are flat
the tablet battery is on two percent
the games controller has run out of charge
my smartwatch is dead
the electric toothbrush needs topping up
""",
"scoop_ice_cream": """
the melon needs scooping into balls
I want neat round scoops of sorbet
the cookie dough should be dolloped out evenly
""",
"open_package": """
I can't tear open this bag of crisps
the packet of cheese won't open along the strip
the plastic wrapping on the new toy won't come off
""",
"hot_drink": """
the kettle takes forever and I'm gasping for tea
I'd love a cup of cocoa by the fire
a hot toddy would sort my cold out
""",
"eat_soup": """
I fancy some cornflakes
I'd like a bowl of cereal for breakfast
the muesli is ready with milk on it
the kids want their coco pops
I want my yoghurt and granola
the rice pudding is ready to eat
the chilli is ready to tuck into
""",
"reading_light": """
it's too dim in the kitchen to chop safely
I can't see the recipe in this gloom
the corner of the living room is too dark to do my knitting
I can't see what I'm sewing, the light's so poor
""",
"dark": """
I need a light to put the bins out in the dark garden
I have to find my way down to the shed at night
the path to the front door is pitch black
the cupboard under the stairs is pitch dark inside
all the lights have gone off in the street
the electricity's gone and it's pitch black
the trip switch went and I need to find the fuse box
there's a blackout and I can't see a thing
the whole house has just gone dark in the storm
the fuse has blown and I'm in the dark
I need to get down to the cellar but the power is off
the lights flickered and went out
it's a power cut and the kids are scared
I need to see the consumer unit in the cupboard
the storm knocked out the electricity
we've lost power and it's getting dark
""",
"light_candle": """
the wood burner needs lighting
I want to get the open fire going
the gas ring won't light on its own
the barbecue needs lighting
the pilot light on the boiler went out
I want to light the fire pit in the garden
the old gas oven has to be lit by hand
the camping stove needs lighting
I want to start the log fire
the kindling is ready, I just need a flame
the incense stick needs lighting
I want to light the sparklers
""",
}
