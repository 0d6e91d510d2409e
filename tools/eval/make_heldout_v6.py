#!/usr/bin/env python3
"""Build tests/data/heldout_v6.jsonl from hand-written scenes (written by an author who read no eval set and did not run aide).

In each scene list, a label prefixed with "*" is an expected tool and a label
prefixed with "#" is an expected storage place to explore. Object order is
shuffled (seeded) so the expected objects land at random positions.
"""
import json
import os
import random

PRESENT = [
    # ---- kitchen / cooking / baking ----
    ("These potatoes need their skins off before they go in the pot.",
     ["*stainless steel vegetable peeler", "apple corer", "wooden spoon", "ceramic fruit bowl", "framed family photo", "striped tea towel", "bag of potatoes"]),
    ("The spaghetti's done and it'll go soggy if it sits in that water much longer.",
     ["*green enamel colander", "small tea strainer", "saucepan lid", "ceramic rooster ornament", "oven glove", "salt pig"]),
    ("Can you pass me something to flip these pancakes without tearing them?",
     ["*silicone fish slice", "slotted spoon", "balloon whisk", "fridge magnet", "recipe book on a stand", "glass jar of sugar"]),
    ("I fancy a mountain of parmesan on my pasta tonight.",
     ["*stainless steel box grater", "garlic press", "wooden cheese board", "pepper mill", "ceramic hen egg holder", "candle in a jar"]),
    ("This tin of chopped tomatoes won't open itself.",
     ["*can opener", "novelty bottle opener magnet", "wooden chopping board", "kitchen timer", "potted basil plant", "photo frame"]),
    ("The steaks are sizzling and I need to turn them without burning my fingers.",
     ["*stainless steel tongs", "potato masher", "pastry brush", "oven thermometer", "decorative copper jug", "bottle of olive oil"]),
    ("I need to know if the chicken is properly cooked in the middle.",
     ["*digital meat thermometer probe", "wall-mounted room thermometer", "roasting tin", "oven glove", "kitchen wall clock", "ceramic pig ornament"]),
    ("The recipe says 180 grams of flour and I don't trust my eyes.",
     ["*digital kitchen scales", "bathroom scales", "flour canister", "measuring tape", "ceramic jug ornament", "cookbook"]),
    ("Can you find me something to beat these egg whites until they're stiff?",
     ["*balloon whisk", "*electric hand mixer", "whisky tumbler", "ceramic egg cup", "tea light holder", "fruit bowl", "egg box"]),
    ("I need to chop this onion really finely for the bolognese.",
     ["*chef's knife", "butter knife", "letter opener", "spice jar", "onion in a string bag", "glass vase with tulips"]),
    ("The sponge needs to cool down without getting a soggy bottom.",
     ["*wire cooling rack", "wire letter rack", "cake stand with glass dome", "oven glove", "cookbook", "ceramic tea canister"]),
    ("The eggs need exactly four minutes or they'll be like rubber.",
     ["*digital kitchen timer", "decorative hourglass", "wall calendar", "saucepan", "egg box", "ceramic egg cup"]),
    ("Squeeze the juice out of these lemons for the salad dressing, would you?",
     ["*glass lemon squeezer", "garlic press", "bowl of lemons", "salad spinner", "pepper grinder", "small cactus pot"]),
    ("Dish up the soup, and try not to slop it everywhere.",
     ["*soup ladle", "slotted spoon", "tea cup", "pot of soup", "bread basket", "decorative plate on a stand"]),
    ("I'd like neat slices off this crusty sourdough loaf.",
     ["*serrated bread knife", "bread bin", "palette knife", "butter dish", "toaster", "framed print of a lighthouse"]),
    ("The rice needs a rinse but the grains keep going down the plughole.",
     ["*fine mesh sieve", "tea infuser ball", "dish rack", "ceramic rice bowl", "bag of basmati rice", "spider plant"]),
    ("The lid on this jam jar is stuck fast and my wrists are killing me.",
     ["*rubber jar opener grip", "can opener", "jar of strawberry jam", "toast rack", "egg timer", "kitchen roll holder"]),
    # ---- drinks ----
    ("My throat is really dry.",
     ["*bottle of still mineral water", "bottle of mouthwash", "glass flower vase", "bottle of washing-up liquid", "TV remote", "scented candle"]),
    ("Fancy a cuppa? The water won't boil itself.",
     ["*electric kettle", "china teapot", "watering can", "toaster", "box of teabags", "biscuit tin"]),
    ("This bottle of ale has a crimped cap and I can't twist it off.",
     ["*bottle opener", "wine stopper", "bottle of ale", "bag of crisps", "pint glass", "football trophy"]),
    ("We're having the red with dinner but the cork's still in.",
     ["*corkscrew", "flat metal bottle cap lifter", "bottle of red wine", "wine glasses", "candle holder", "napkin ring"]),
    ("I want my coffee ground fresh, these beans are whole.",
     ["*electric coffee grinder", "pepper mill", "coffee-scented candle", "bag of coffee beans", "cafetiere", "coffee mug with slogan"]),
    ("I've got the orange juice out, I just need something to drink it from.",
     ["*tall drinking glass", "*ceramic mug", "glass vase", "egg cup", "fruit bowl", "toast rack"]),
    ("I'm after a proper foamy top on my cappuccino.",
     ["*handheld milk frother", "cow-shaped milk jug", "electric toothbrush", "espresso cup", "sugar bowl", "potted succulent"]),
    # ---- cleaning ----
    ("The grout in the shower has gone black.",
     ["*stiff grout brush", "*bathroom mould remover spray", "grout float", "rubber duck", "shower curtain", "bath mat", "bottle of shampoo"]),
    ("Someone's tramped dried mud all through the hallway.",
     ["*broom", "*upright vacuum cleaner", "coir doormat", "shoe horn", "coat stand", "framed mirror"]),
    ("I've knocked a glass over and there are shards all over the kitchen floor.",
     ["*dustpan and brush", "pastry brush", "kitchen sponge", "hairbrush", "fruit bowl", "recipe book"]),
    ("The windows are all streaky after that rain.",
     ["*window squeegee", "*spray bottle of glass cleaner", "paint scraper", "watering can", "shower caddy", "porcelain vase"]),
    ("Red wine has gone all over the cream carpet!",
     ["*carpet stain remover spray", "*roll of kitchen paper", "bottle of bleach", "carpet sample swatch", "wine glass", "cushion"]),
    ("The washing-up is piled high and we haven't got a dishwasher.",
     ["*bottle of washing-up liquid", "*washing-up sponge", "box of dishwasher tablets", "car wax", "oven glove", "radio"]),
    ("The toilet bowl has a nasty brown ring round it.",
     ["*toilet brush", "*bottle of toilet cleaner", "bottle brush", "toilet roll", "air freshener", "seashell ornament"]),
    # ---- laundry ----
    ("My shirt's creased to bits and the interview's at nine.",
     ["*steam iron", "cast iron skillet", "waffle maker", "coat hanger", "alarm clock", "framed certificate"]),
    ("This wet laundry needs hanging up so it can dry.",
     ["*bag of clothes pegs", "*folding clothes airer", "paper clips", "laundry basket", "box of washing powder", "wall clock"]),
    ("There's dog hair all over my black trousers.",
     ["*sticky lint roller", "paint roller", "rolling pin", "dog bed", "dog lead", "vase of dried flowers"]),
    ("My favourite jumper has a grease mark down the front.",
     ["*laundry stain remover spray", "fabric softener", "whiteboard marker pen", "jumper on a hanger", "laundry basket", "cactus"]),
    ("There's a button hanging off my coat by a thread.",
     ["*needle and thread", "*travel sewing kit", "button badge", "knitting needles", "coat hook", "glass paperweight"]),
    # ---- bathroom / personal care ----
    ("My hair's dripping wet and I have to go out in the cold.",
     ["*hairdryer", "heat gun", "empty towel rail", "shower cap", "perfume bottle", "candle"]),
    ("I've got stubble and a video call in ten minutes.",
     ["*electric shaver", "shaving brush", "craft scalpel", "aftershave bottle", "laptop", "potted fern"]),
    ("My nails have grown far too long.",
     ["*nail clippers", "bottle of nail varnish", "nail brush", "hand cream", "jewellery box", "hair clip"]),
    ("There's a splinter in my thumb and I can't get it out.",
     ["*pointed tweezers", "eyelash curler", "sugar tongs", "cotton wool pads", "hand mirror", "lipstick"]),
    ("My lips are all chapped from the wind.",
     ["*lip balm", "bright red lipstick", "glue stick", "hand mirror", "wool scarf", "keys on a keyring"]),
    ("I've got spinach stuck between my teeth and I'm off on a date.",
     ["*dental floss", "reel of sewing thread", "tube of toothpaste", "perfume", "hairbrush", "candle"]),
    ("My glasses are so smeary I can't see a thing.",
     ["*microfibre lens cloth", "steel wool pad", "glasses case", "newspaper", "mug of coffee", "desk lamp"]),
    # ---- sun / weather ----
    ("We're off to the beach and I burn like a lobster.",
     ["*SPF 50 sun cream", "tanning oil", "after-sun lotion", "beach ball", "flip-flops", "seashell ornament"]),
    ("It's bucketing down and I've got to walk to the station.",
     ["*folding umbrella", "*hooded raincoat", "paper cocktail umbrella", "empty umbrella stand", "trainers", "house keys"]),
    ("It's bitter out and my ears go numb on the walk to school.",
     ["*knitted bobble hat", "*fluffy earmuffs", "ball of wool", "tea cosy", "school bag", "photo frame"]),
    ("The car windscreen is frosted over and I'm already late.",
     ["*plastic ice scraper", "*can of de-icer spray", "ice cream scoop", "car keys", "air freshener", "road atlas"]),
    # ---- first aid / medicine ----
    ("I've sliced my finger chopping carrots and it's bleeding a bit.",
     ["*box of plasters", "*antiseptic wipes", "roll of masking tape", "chopping board", "bag of carrots", "fridge magnet"]),
    ("The little one feels hot and I want to check whether she's got a fever.",
     ["*digital ear thermometer", "meat thermometer", "wall thermometer", "teddy bear", "baby monitor", "night light"]),
    ("I went over on my ankle and it's swelling up.",
     ["*instant cold pack", "*bag of frozen peas", "hot water bottle", "ankle bracelet", "football", "sofa cushion"]),
    ("The midges got me at the campsite and the bites won't stop itching.",
     ["*tube of anti-itch cream", "*bottle of calamine lotion", "hand cream", "insect repellent spray", "bag of tent pegs", "camping lantern"]),
    ("Grandad can never remember whether he's taken today's tablets.",
     ["*weekly pill organiser", "tin of mints", "jewellery box", "reading glasses", "crossword book", "carriage clock"]),
    ("Ouch, I've just caught my hand on the hot oven tray.",
     ["*tube of burn gel", "*aloe vera gel", "butter dish", "oven glove", "bag of flour", "kitchen timer"]),
    ("The GP wants me to check my blood pressure every morning at home.",
     ["*blood pressure monitor", "tyre pressure gauge", "kitchen thermometer", "notebook", "armchair", "vase of daffodils"]),
    # ---- baby ----
    ("The baby's nappy is soaking.",
     ["*pack of disposable nappies", "cloth dinner napkins", "baby rattle", "soft toy rabbit", "baby monitor", "pram"]),
    ("The baby's got mashed banana all over her hands and face.",
     ["*pack of baby wipes", "antibacterial surface wipes", "high chair tray", "bib", "plastic spoon", "toy giraffe"]),
    ("The baby's milk needs warming, but not too hot.",
     ["*electric bottle warmer", "hot water bottle", "toast rack", "baby bottle of milk", "muslin cloth", "nursery lamp"]),
    ("The toddler keeps opening the cupboard where the bleach lives.",
     ["*child safety cupboard locks", "bike chain lock", "toy padlock", "toddler shoes", "building blocks", "spray bottle of bleach"]),
    ("It's bath time and I don't want the water too hot for the baby.",
     ["*floating bath thermometer", "meat thermometer", "bath toys net", "hooded baby towel", "baby shampoo", "squeaky rubber duck"]),
    # ---- pets ----
    ("The dog's whining by the front door, he's desperate for his walk.",
     ["*dog lead", "phone charging cable", "dog-shaped doorstop", "coat hook", "umbrella stand", "shoe rack"]),
    ("The cat's claws are getting long and clicking on the floor.",
     ["*pet nail clippers", "nail varnish", "hedge shears", "cat toy mouse", "cat bed", "framed cat photo"]),
    ("Bella rolled in the hedge and her coat's full of tangles.",
     ["*slicker brush for dogs", "pastry brush", "toilet brush", "dog bowl", "tennis ball", "rug"]),
    ("The cat has to go to the vet this afternoon.",
     ["*plastic cat carrier", "laundry basket", "cat-shaped cushion", "scratching post", "bag of cat litter", "wall calendar"]),
    # ---- garden ----
    ("The lawn's knee-high and the neighbours have started muttering.",
     ["*petrol lawnmower", "hair clippers", "hedge trimmer", "garden gnome", "bird bath", "watering can"]),
    ("The tomato plants are wilting in this heat.",
     ["*watering can", "*coiled garden hose", "bottle of tomato feed", "sun lounger", "terracotta pot", "wind chime"]),
    ("The roses are covered in dead flower heads.",
     ["*pair of secateurs", "rose-scented candle", "nail clippers", "hand trowel", "kneeling pad", "bird feeder"]),
    ("Weeds are coming up between the patio slabs.",
     ["*patio weeding knife", "*weedkiller spray", "letter opener", "garden rake", "patio chairs", "plant pot"]),
    ("I want these daffodil bulbs in the ground before the frost.",
     ["*garden hand trowel", "*bulb planter", "plastering trowel", "spare light bulb", "bag of daffodil bulbs", "wind chime"]),
    ("The kids want to blow bubbles on the lawn this afternoon.",
     ["*bubble wand and mixture", "roll of bubble wrap", "bubble bath", "paddling pool", "football", "garden gnome"]),
    ("We're having a barbecue and the charcoal just won't catch.",
     ["*box of firelighters", "*long-nosed gas lighter", "charcoal pencils", "barbecue tongs", "bag of charcoal", "patio umbrella"]),
    # ---- DIY / home ----
    ("The picture hook's come loose and the nail needs knocking back in.",
     ["*claw hammer", "toy plastic hammer", "spirit level", "picture frame", "box of tissues", "table lamp"]),
    ("The cupboard door is hanging off because a screw's worked loose.",
     ["*screwdriver set", "screw-top jar", "cocktail stirrer", "door knob", "paint tin", "radio"]),
    ("I need to put a hole in the wall for the curtain pole bracket.",
     ["*cordless drill", "toy plastic drill", "electric whisk", "curtain pole", "tape measure", "cushion"]),
    ("Is this shelf actually straight?",
     ["*spirit level", "tape measure", "wooden ruler", "row of books", "vase", "photo frame"]),
    ("Will the new sofa fit through the front door?",
     ["*retractable tape measure", "spirit level", "measuring jug", "sofa cushion", "doormat", "key bowl"]),
    ("The bathroom tap drips all night; the nut underneath needs tightening.",
     ["*adjustable spanner", "nutcracker", "plug on a chain", "toothbrush mug", "bath sponge", "hand soap"]),
    ("There's a gap between the bath and the tiles and water's getting through.",
     ["*tube of bathroom silicone sealant", "tube of toothpaste", "glue stick", "bath toy boat", "loofah", "bottle of bubble bath"]),
    ("The flat-pack wardrobe bolts have little hexagonal holes in them.",
     ["*set of allen keys", "house keys", "flathead screwdriver", "instruction leaflet", "bag of wooden dowels", "mug"]),
    ("The bulb in the hall light has blown.",
     ["*spare bayonet light bulb", "bag of tulip bulbs", "hall mirror", "coat hooks", "key bowl", "umbrella"]),
    ("There's been a power cut and it's pitch black in here.",
     ["*LED torch", "*head torch", "mains fairy lights", "electric table lamp", "glow-in-the-dark star stickers", "sofa"]),
    ("The telly remote has died halfway through the match.",
     ["*pack of AAA batteries", "car battery charger", "battery-shaped USB stick", "TV remote", "bowl of crisps", "sofa cushion"]),
    # ---- car / bike ----
    ("The tyre pressure warning light has come on in the car.",
     ["*tyre pressure gauge", "*foot pump", "blood pressure monitor", "car air freshener", "road atlas", "sunglasses case"]),
    ("The car battery's flat and the neighbour has offered to give us a start.",
     ["*jump leads", "phone charging cable", "skipping rope", "car keys", "torch", "travel mug"]),
    ("The windscreen's plastered with dead flies and the washer bottle is empty.",
     ["*bottle of screenwash", "bottle of engine oil", "bottle of coolant", "parking disc", "dashboard phone holder", "car keys"]),
    ("We've got a flat tyre and need to get the spare on.",
     ["*scissor car jack", "*wheel brace", "bike pump", "picnic blanket", "child car seat", "road atlas"]),
    ("My bike chain is rusty and squeaks with every turn of the pedals.",
     ["*bottle of bike chain lube", "silver chain necklace", "bottle of hand cream", "cycling helmet", "water bottle", "bike bell"]),
    ("I'm cycling home after dark tonight.",
     ["*clip-on bike lights", "*hi-vis reflective vest", "fairy lights", "bike bell", "water bottle", "cycling gloves"]),
    ("I'm leaving my bike outside the shop for an hour.",
     ["*D-lock", "bike bell", "bicycle-shaped ornament", "cycling helmet", "shopping bag", "mini pump"]),
    # ---- office / desk ----
    ("These twenty pages need to stay together for the meeting.",
     ["*stapler", "*bulldog clip", "hole punch", "staple remover", "desk lamp", "pen pot"]),
    ("The letter's written and sealed, it just needs to go in the postbox.",
     ["*book of first class stamps", "rubber stamp and ink pad", "sealed envelope", "address book", "desk lamp", "paperweight"]),
    ("Quick, the plumber's reading out his number and I'll forget it.",
     ["*ballpoint pen", "*spiral notepad", "pencil sharpener", "empty pen pot", "calculator", "phone charger"]),
    ("This printout has to go into the ring binder.",
     ["*two-hole punch", "stapler", "ring binder", "paper clip", "desk fan", "mug of pens"]),
    ("My laptop's on two per cent.",
     ["*laptop charger", "laptop sleeve", "AA batteries", "wireless mouse", "desk lamp", "headphones"]),
    ("My little girl's drawing wants putting up on the fridge door.",
     ["*novelty fridge magnet", "magnetic compass", "magnifying glass", "child's drawing", "fruit bowl", "kettle"]),
    # ---- crafts ----
    ("I want to stick these holiday photos into the scrapbook.",
     ["*glue stick", "*double-sided tape", "lip balm", "photo frame", "scrapbook", "felt-tip pens"]),
    ("I've got the wool but nothing to knit it with.",
     ["*pair of knitting needles", "crochet hook", "sewing needle", "ball of wool", "knitting pattern book", "cat figurine"]),
    ("My daughter wants to paint a picture for Grandma.",
     ["*children's watercolour paint set", "*set of paintbrushes", "tin of wall emulsion", "make-up brush", "toy car", "teddy bear"]),
    ("I need to cut this mount board dead straight.",
     ["*craft knife", "*steel ruler", "butter knife", "protractor", "mount board", "framed painting"]),
    # ---- music ----
    ("My guitar sounds off whenever I strum a chord.",
     ["*clip-on guitar tuner", "guitar pick", "guitar-shaped keyring", "music stand", "capo", "headphones"]),
    ("I snapped the top E string halfway through the song.",
     ["*pack of guitar strings", "string of fairy lights", "ball of garden string", "guitar pick", "music stand", "amplifier"]),
    ("The violin bow is sliding over the strings without making much sound.",
     ["*block of rosin", "bar of soap", "candle", "violin case", "sheet music", "music stand"]),
    # ---- sport / outdoors ----
    ("The football's gone soft and we've got a match in an hour.",
     ["*ball pump with inflation needle", "knitting needle", "air freshener", "football boots", "shin pads", "trophy"]),
    ("I'm going for a long run and I'll get thirsty.",
     ["*sports water bottle", "hot water bottle", "running shoes", "headband", "medal on a hook", "foam roller"]),
    ("Off to the pool and the chlorine makes my eyes sting.",
     ["*swimming goggles", "sunglasses", "safety glasses", "swimming costume", "towel", "flip-flops"]),
    ("We're hiking in the hills tomorrow and the path isn't always marked.",
     ["*hiking compass", "*folded OS map", "drawing compass", "protractor", "walking boots", "flask"]),
    # ---- travel ----
    ("We're off to New York and my phone charger has a British plug.",
     ["*travel plug adaptor", "extension lead", "spare fuse", "suitcase", "neck pillow", "city guidebook"]),
    ("The suitcase is bulging and the airline charges for anything over 23 kilos.",
     ["*handheld luggage scale", "kitchen scales", "luggage tag", "packing cubes", "passport holder", "straw hat"]),
    ("Long-haul flight tonight and I can never sleep sitting upright.",
     ["*travel neck pillow", "pillowcase", "headphones", "travel adaptor", "passport", "paperback book"]),
    # ---- sleep ----
    ("The street light shines straight into my bedroom all night.",
     ["*sleep eye mask", "masquerade mask", "ski goggles", "bedside lamp", "alarm clock", "book"]),
    ("My partner snores like a chainsaw.",
     ["*foam earplugs", "pearl earrings", "cotton buds", "bedside lamp", "glass of water", "paperback novel"]),
    ("My feet are like blocks of ice in bed.",
     ["*hot water bottle", "*pair of bed socks", "sports water bottle", "ice pack", "hand mirror", "book"]),
    ("I've got to be up at half five for the early train.",
     ["*alarm clock", "wall clock", "cuckoo clock", "train timetable", "bedside lamp", "teddy bear"]),
    # ---- parties ----
    ("The birthday cake looks bare and Tom needs something to blow out.",
     ["*box of birthday candles", "large pillar candle", "party blower", "cake knife", "paper plates", "balloons"]),
    ("The balloons for the party are all still flat.",
     ["*hand balloon pump", "ball pump needle", "bunting", "party hats", "paper plates", "helium balloon weight"]),
    ("The bubbly needs to stay cold on the table all evening.",
     ["*stainless steel wine cooler", "bucket and spade", "champagne flutes", "bottle of prosecco", "fairy lights", "napkins"]),
    # ---- elderly care ----
    ("Mum can't read the tiny print on her pill bottles.",
     ["*magnifying glass", "*reading glasses", "sunglasses", "wine glass", "pill bottle", "crossword book"]),
    ("Gran can't bend down to pick things up since her hip operation.",
     ["*long-handled grabber", "back scratcher", "walking frame", "armchair cushion", "TV remote", "carriage clock"]),
    ("Dad's getting unsteady on his feet walking to the bus stop.",
     ["*walking stick", "candy cane ornament", "flat cap", "bus pass", "wall barometer", "framed wedding photo"]),
    ("Grandpa's hearing aid has gone quiet; the battery must have run out.",
     ["*pack of size 312 hearing aid batteries", "AA batteries", "9-volt battery", "hearing aid case", "radio", "reading glasses"]),
    ("Mum's hands shake these days and she keeps spilling her tea.",
     ["*two-handled mug with lid", "china teacup and saucer", "teapot", "tray cloth", "biscuit barrel", "porcelain shepherdess figurine"]),
]

ABSENT = [
    ("I've had a pounding headache all afternoon.",
     ["#bathroom mirror cabinet", "laundry basket", "towel rail with towels", "rubber duck", "bottle of shampoo", "toothbrush in a cup"]),
    ("Is there any milk for my tea?",
     ["#fridge-freezer", "cutlery drawer by the sink", "teapot", "empty mug", "sugar bowl", "kitchen calendar"]),
    ("The bathroom sink's blocked and just gurgles at me.",
     ["#cupboard under the bathroom sink", "bathroom mirror cabinet", "toothbrush holder", "hand towel", "soap dish", "potted fern"]),
    ("The smoke alarm keeps chirping because its battery's going.",
     ["#kitchen odds-and-ends drawer", "bread bin", "smoke alarm on the ceiling", "fruit bowl", "toaster", "cookery book"]),
    ("The picture's fallen down and the nail needs knocking back into the wall.",
     ["#red metal toolbox", "wicker sewing box", "framed picture", "coat hooks", "table lamp", "vase"]),
    ("These potatoes need peeling for Sunday lunch.",
     ["#kitchen utensil drawer", "fridge", "apple corer", "bag of potatoes", "saucepan", "herb pots on the windowsill"]),
    ("The grass out the back is up to my knees.",
     ["#garden shed", "compost bin", "garden gnome", "bird bath", "washing line", "patio chairs"]),
    ("I nicked my finger on the tin lid and it's bleeding.",
     ["#green first aid box on the shelf", "spice rack", "opened tin of beans", "can opener", "kettle", "fruit bowl"]),
    ("My bike's got a puncture and I need it for work tomorrow.",
     ["#garage workbench drawers", "chest freezer", "bike with a flat tyre", "paint tins", "lawnmower", "recycling boxes"]),
    ("It's started raining and I've got to take the dog out.",
     ["#coat cupboard under the stairs", "glass display cabinet with china", "dog lead on a hook", "doormat", "hall mirror", "key bowl"]),
    ("The baby needs a fresh nappy.",
     ["#nursery changing table drawers", "toy box", "cot", "baby mobile", "rocking chair", "nappy bin"]),
    ("The garage door squeals every time it goes up.",
     ["#garage metal shelving", "kids' toy storage bin", "bicycle", "car", "recycling bin", "wellies"]),
    ("Dessert's ice cream but I can't get it out in nice round balls.",
     ["#cutlery drawer by the sink", "freezer", "tub of ice cream", "glass dessert bowls", "candle", "salt and pepper pots"]),
    ("My shoulders are burnt to a crisp after the beach.",
     ["#bathroom mirror cabinet", "laundry hamper", "bottle of tanning oil", "beach towel", "flip-flops", "shell ornament"]),
    ("The dog's rolled in fox poo and needs a proper bath.",
     ["#utility room cupboard", "wine rack", "washing machine", "dog bed", "dog lead", "bottle of fabric conditioner"]),
    ("The tiny screw has fallen out of the hinge on my glasses.",
     ["#kitchen odds-and-ends drawer", "#toolbox", "cereal cupboard", "glasses case", "kettle", "fruit bowl"]),
    ("The guests are here and the candles on the table still aren't lit.",
     ["#sideboard drawer", "bookcase", "dinner candles in holders", "wine glasses", "dinner plates", "vase of roses"]),
    ("The windscreen's frozen solid and I'm late.",
     ["#car glovebox", "#driver's door pocket", "sunglasses clip on the visor", "cup holder with coins", "air freshener", "dashboard phone holder"]),
    ("I can't stop coughing at night.",
     ["#medicine box on top of the kitchen cupboard", "cleaning cupboard under the sink", "tea towel", "kettle", "bread bin", "kitchen radio"]),
    ("The hem on my daughter's school trousers has come down.",
     ["#wicker sewing box", "toolbox", "trousers on the ironing board", "ironing board", "radio", "cat asleep on a cushion"]),
    ("This parcel needs taping up before the courier comes.",
     ["#study desk drawer", "bookcase", "cardboard box parcel", "desk lamp", "computer monitor", "mug of pens"]),
    ("These seedlings need potting up and I'm out of fresh soil.",
     ["#garden shed", "patio cushion storage box", "seedling trays", "terracotta pots", "bird feeder", "garden bench"]),
    ("The chicken's ready to fry but there's nothing to grease the pan with.",
     ["#kitchen cupboard beside the hob", "cleaning cupboard under the sink", "frying pan", "raw chicken on a plate", "bottle of vinegar", "wall clock"]),
    ("My hands are cracked and sore from all that gardening.",
     ["#bedside table drawer", "#dressing table drawer", "blanket box", "alarm clock", "framed photo", "perfume bottle"]),
    ("I've spilt flour all over the kitchen floor.",
     ["#tall broom cupboard", "fridge-freezer", "bag of flour", "mixing bowl", "recipe book", "kitchen stool"]),
    ("My son fell off his scooter and grazed his knee.",
     ["#bathroom mirror cabinet", "bath toy net", "kids' toothbrush", "bubble bath", "bath towel", "rubber duck"]),
    ("We're going camping and need to see inside the tent at night.",
     ["#plastic crate labelled camping", "chest freezer", "folded tent bag", "sleeping bag", "wellies", "paint tins"]),
    ("The fence panels need a fresh coat before summer.",
     ["#garden shed shelves", "greenhouse", "fence panel", "wheelbarrow", "bird table", "garden bench"]),
    ("The kids are bored and want to do some colouring.",
     ["#craft drawer unit", "dressing-up box", "children's table", "stack of paper", "teddy bear", "bean bag"]),
    ("The oil warning light has come on in the car.",
     ["#garage wall shelves", "garden tool rack", "car", "bicycle", "lawnmower", "wellies"]),
    ("It's turned cold and the guest bed needs an extra blanket.",
     ["#airing cupboard on the landing", "bookshelf", "guest bed", "bedside lamp", "framed print", "laundry basket"]),
    ("The fuse in the kettle plug has gone.",
     ["#kitchen odds-and-ends drawer", "tea caddy", "kettle", "toaster", "microwave", "biscuit tin"]),
    ("We fly to Portugal in the morning and I'll need to prove who I am at the airport.",
     ["#filing cabinet in the study", "box of Christmas decorations", "printer", "desk chair", "globe", "wall calendar"]),
    ("The cake batter's ready but there's nothing to bake it in.",
     ["#drawer under the oven", "cutlery drawer", "mixing bowl of batter", "wooden spoon", "oven", "recipe book"]),
    ("It's pouring down and the kids are begging to play a board game.",
     ["#games cupboard in the lounge", "shoe cupboard", "sofa", "television", "cushions", "toy dinosaur"]),
    ("We've got a lovely bottle of red but nothing to get the cork out.",
     ["#kitchen drawer", "#drinks cabinet", "wine rack", "bottle of red wine", "wine glasses", "candles"]),
    ("Our daughter feels hot and clammy; I want to check her temperature.",
     ["#kitchen medicine cupboard", "toy box in the corner", "child's drawing on the fridge", "sippy cup", "high chair", "fruit bowl"]),
    ("The Christmas lights won't reach the socket.",
     ["#under-stairs cupboard", "display cabinet", "box of Christmas lights", "Christmas tree", "wrapped presents", "armchair"]),
    ("I need to dry my hair before work and it's soaking.",
     ["#dressing table drawer", "laundry basket", "mirror", "perfume bottle", "hairbrush", "bed"]),
    ("Broke a string on my guitar and the gig's tonight.",
     ["#guitar case", "piano bench", "guitar", "amplifier", "music stand", "band poster"]),
]

LARGE = ("cupboard", "cabinet", "fridge", "freezer", "shed", "wardrobe", "shelving", "shelves", "drawer",
         "greenhouse", "bookcase", "bookshelf", "sideboard", "lawnmower", "car", "sofa", "bed", "cot",
         "washing machine", "wine rack", "toolbox", "box", "crate", "bin", "rack", "oven", "airer",
         "chair", "table", "case", "pram", "wheelbarrow", "bench", "piano", "tree", "vacuum", "broom",
         "umbrella", "television", "stand", "basket", "hamper", "mower", "trimmer", "ladder")


def bbox_for(label, rng):
    low = label.lower()
    if any(k in low for k in LARGE) and not any(k in low for k in ("biscuit", "lens case", "hearing aid case", "glasses case", "tea caddy")):
        w, h = rng.randint(140, 300), rng.randint(140, 320)
    else:
        w, h = rng.randint(30, 150), rng.randint(30, 150)
    x1 = rng.randint(0, 640 - w)
    y1 = rng.randint(0, 480 - h)
    return [x1, y1, x1 + w, y1 + h]


DECOR = ["porcelain dog figurine", "framed landscape photo", "snow globe", "toy robot",
         "wooden elephant carving", "brass owl ornament", "ceramic Buddha statue",
         "model sailing boat", "plush teddy bear", "glass paperweight with a flower inside",
         "small potted succulent", "lava lamp"]
DECOR_WORDS = ("ornament", "figurine", "photo", "poster", "print of", "gnome", "wind chime", "bust of")


def resize(labels, rng):
    """Vary scene size between 5 and 9 by adding or removing purely decorative objects."""
    labels = list(labels)
    target = rng.choices([5, 6, 7, 8, 9], weights=[15, 25, 25, 20, 15])[0]
    while len(labels) > target:
        dec = [l for l in labels if l[0] not in "*#" and any(w in l for w in DECOR_WORDS)]
        if not dec:
            break
        labels.remove(rng.choice(dec))
    heads = {l.lstrip("*#").split()[-1] for l in labels}
    pool = [d for d in DECOR if d.split()[-1] not in heads]
    rng.shuffle(pool)
    while len(labels) < target and pool:
        labels.append(pool.pop())
    return labels


def build(item_id, instr, labels, kind, rng):
    labels = resize(labels, rng)
    rng.shuffle(labels)
    objects, expect = [], []
    for i, lab in enumerate(labels, 1):
        oid = f"o{i}"
        marked = lab[0] in "*#"
        clean = lab[1:] if marked else lab
        if marked:
            expect.append(oid)
            conf = round(rng.uniform(0.55, 0.93), 2)
        else:
            conf = round(rng.uniform(0.45, 0.95), 2)
        objects.append({"id": oid, "label": clean, "confidence": conf, "bbox": bbox_for(clean, rng)})
    return {"id": item_id, "instruction": instr, "objects": objects, "expect": {kind: expect}}


def main():
    rng = random.Random(6060)
    for instr, labels in PRESENT:
        assert all(not l.startswith("#") for l in labels), instr
    for instr, labels in ABSENT:
        assert all(not l.startswith("*") for l in labels), instr
    items = [("tools", i, l) for i, l in PRESENT] + [("explore", i, l) for i, l in ABSENT]
    rng.shuffle(items)
    out = []
    for n, (kind, instr, labels) in enumerate(items, 1):
        out.append(build(f"h6-{n:03d}", instr, labels, kind, rng))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "heldout_v6.jsonl")
    with open(path, "w") as f:
        for it in out:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print(len(PRESENT), "present,", len(ABSENT), "absent")


if __name__ == "__main__":
    main()
