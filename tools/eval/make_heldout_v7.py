#!/usr/bin/env python3
"""Generate held-out evaluation set v7 for the household robot tool-selection system.

Written by a helper session that read no existing evaluation set (no tests,
no other .jsonl files) and did not run or inspect the system under test.
Every instruction and scene below was written from everyday English and
common sense only.

Data conventions (in the source lists below):
  "*label"  -> an acceptable tool in a tool-present item  -> expect.tools
  "#label"  -> a storage place worth exploring in a tool-absent item -> expect.explore
  plain     -> distractor (related object, wrong storage place, or decor)

Output: /work/v7/heldout_v7.jsonl (120 tool-present + 60 tool-absent items).
Standard library only.  Deterministic: random.Random(7070).
"""

import json
import os
import random
import sys

OUT_DIR = "/work/v7"
OUT_PATH = os.path.join(OUT_DIR, "heldout_v7.jsonl")
SEED = 7070

P = "present"
A = "absent"

# (kind, domain, instruction, labels)
ITEMS = [
    # ------------------------------------------------------------------ cooking
    (P, "cooking", "Could you dish the soup out into these bowls? I'll grab the bread.",
     ["*stainless steel ladle", "pot of soup on hob", "stack of white bowls",
      "wooden chopping board", "glass salt shaker", "potted basil", "kitchen timer"]),
    (P, "cooking", "These onions won't chop themselves, you know.",
     ["*chef's knife", "mesh bag of onions", "bamboo cutting board", "glass mixing bowl",
      "wall calendar", "roll of paper towels", "ceramic fruit bowl"]),
    (P, "cooking", "The pancakes are bubbling on top - they'll need turning over in a sec.",
     ["*black nylon turner", "frying pan with pancakes", "jug of batter", "maple syrup bottle",
      "stack of plates", "fridge magnet", "balloon whisk"]),
    (P, "cooking", "Tin of chopped tomatoes for the sauce - could you get it open?",
     ["*manual can opener", "tin of chopped tomatoes", "stainless saucepan", "wooden spoon",
      "olive oil bottle", "spice rack", "striped tea towel"]),
    (P, "cooking", "Spaghetti's done, it just needs the water tipping off.",
     ["*metal colander", "pot of spaghetti", "jar of pesto", "pasta bowls",
      "bottle of olive oil", "herb planter", "wall clock"]),
    (P, "cooking", "Can you get the skins off these spuds before they go in the pot?",
     ["*swivel vegetable peeler", "sack of potatoes", "bowl of water", "compost caddy",
      "digital radio", "oven glove", "saucepan"]),
    (P, "cooking", "Is the chicken done all the way through? I never trust the colour.",
     ["*digital probe thermometer", "roast chicken in tray", "quilted oven glove", "gravy boat",
      "glass of water", "kitchen scales", "potted rosemary"]),
    (P, "cooking", "The crumpet's jammed in the toaster and I'm not sticking my fingers in there.",
     ["*wooden toaster tongs", "chrome toaster", "butter dish", "jar of marmalade",
      "teapot", "folded newspaper", "egg cup"]),
    (P, "cooking", "These leftovers ought to go in the fridge before they spoil.",
     ["*plastic container with lid", "*roll of cling film", "dish of leftover lasagne",
      "fridge", "electric kettle", "fruit bowl"]),

    # ------------------------------------------------------------------ baking
    (P, "baking", "It's 200 grams of flour exactly, the recipe's very fussy.",
     ["*digital kitchen scale", "bag of plain flour", "ceramic mixing bowl", "carton of eggs",
      "cookbook", "vanilla extract bottle", "apron on hook"]),
    (P, "baking", "The egg whites need to go stiff for the meringue.",
     ["*balloon whisk", "*electric hand mixer", "bowl of egg whites", "sugar jar",
      "baking tray", "paper cupcake cases", "wall clock"]),
    (P, "baking", "Dough needs to be nice and thin for the biscuits.",
     ["*wooden rolling pin", "ball of dough", "bag of flour", "metal cookie cutters",
      "baking sheet", "block of butter", "small radio"]),
    (P, "baking", "Cake's ready to come out - mind, that tin will be roasting.",
     ["*quilted oven mitt", "*silicone pot holder", "oven", "wire cooling rack",
      "glass cake stand", "vase of tulips", "egg timer"]),
    (P, "baking", "I want those fancy swirls of icing on the cupcakes, like in the bakery.",
     ["*piping bag with star nozzle", "tray of cupcakes", "bowl of buttercream",
      "jar of sprinkles", "cake stand", "mug of tea", "birthday card"]),

    # ------------------------------------------------------------------ drinks
    (P, "drinks", "Phew, I'm parched after that run.",
     ["*clear tumbler", "*reusable water bottle", "jug of water", "running trainers",
      "car keys", "wall clock", "bowl of bananas"]),
    (P, "drinks", "The sugar's just sat at the bottom of my tea.",
     ["*teaspoon", "mug of tea", "sugar bowl", "electric kettle", "biscuit tin",
      "tea towel", "spider plant"]),
    (P, "drinks", "Dinner's nearly ready and that bottle of Rioja's still sealed.",
     ["*waiter's friend corkscrew", "bottle of red wine", "pair of wine glasses",
      "cheese board", "candlestick", "linen napkins"]),
    (P, "drinks", "Pop the cap off this lager for me, would you?",
     ["*bottle opener", "bottle of lager", "bowl of crisps", "TV remote", "cork coaster",
      "patterned cushion", "photo frame"]),
    (P, "drinks", "The beans are still whole and the cafetiere's ready to go.",
     ["*electric coffee grinder", "bag of coffee beans", "glass cafetiere", "kettle",
      "empty mug", "croissant on plate", "cookbook"]),
    (P, "drinks", "Can you whizz these bananas and berries into a smoothie?",
     ["*countertop blender", "bunch of bananas", "punnet of strawberries", "pot of yoghurt",
      "tall glass", "toaster", "fridge"]),

    # ------------------------------------------------------------------ dining
    (P, "dining", "Can you put some salad on everyone's plates? I've got flour all over my hands.",
     ["*wooden salad servers", "*salad tongs", "large glass salad bowl", "white dinner plates",
      "bottle of rose", "pillar candle", "cloth napkins"]),
    (P, "dining", "This steak's tough as old boots, I can barely get through it.",
     ["*serrated steak knife", "plate with steak", "dinner fork", "butter knife",
      "wine glass", "pepper grinder", "tea light"]),
    (P, "dining", "Someone forgot to lay me anything for this soup.",
     ["*soup spoon", "bowl of tomato soup", "dinner fork", "table knife", "paper napkin",
      "bread basket", "salt cellar"]),
    (P, "dining", "I'd like to try the sushi the proper way this time.",
     ["*pair of chopsticks", "sushi platter", "small soy sauce dish", "dish of pickled ginger",
      "cup of green tea", "paper lantern", "bamboo placemat"]),

    # ------------------------------------------------------------------ cleaning
    (P, "cleaning", "Someone knocked a glass off the counter - there are shards all over the floor.",
     ["*dustpan and brush", "*kitchen broom", "shattered glass", "mop and bucket", "pedal bin",
      "wooden chair", "dog bed"]),
    (P, "cleaning", "Oh no, coffee all over the table!",
     ["*roll of kitchen paper", "*blue dishcloth", "tipped coffee cup", "newspaper", "laptop",
      "mobile phone", "table lamp"]),
    (P, "cleaning", "The patio doors are all smeary and streaky.",
     ["*rubber window squeegee", "*microfibre cloth", "glass patio door", "houseplant",
      "vacuum cleaner", "sofa", "feather duster"]),
    (P, "cleaning", "There are crumbs all down the sofa cushions.",
     ["*cordless handheld vacuum", "grey sofa", "TV remote", "plate with toast crusts",
      "knitted blanket", "floor lamp", "magazine"]),
    (P, "cleaning", "The loo could do with a good scrub.",
     ["*toilet brush in holder", "toilet", "bath mat", "spare toilet roll", "hand soap",
      "heated towel rail", "scented candle"]),

    # ------------------------------------------------------------------ laundry
    (P, "laundry", "My shirt looks like it's been slept in and I've got an interview at ten.",
     ["*steam iron", "creased white shirt", "wooden coat hanger", "wardrobe", "shoe rack",
      "full-length mirror", "alarm clock"]),
    (P, "laundry", "I'm hanging the sheets out but it's so windy they'll blow straight off the line.",
     ["*wooden clothes pegs", "rotary washing line", "basket of wet sheets", "garden chair",
      "watering can", "bird feeder"]),
    (P, "laundry", "My black coat's covered in cat hair again.",
     ["*sticky lint roller", "black wool coat", "cat basket", "coat hooks", "umbrella stand",
      "bowl of keys", "tabby cat"]),
    (P, "laundry", "My favourite jumper's gone all bobbly.",
     ["*electric fabric shaver", "grey knitted jumper", "wardrobe", "laundry basket",
      "bedside lamp", "hairbrush", "perfume bottle"]),

    # ------------------------------------------------------------------ DIY
    (P, "DIY", "The cupboard door's hanging off - the hinge just needs tightening.",
     ["*phillips screwdriver", "kitchen cupboard", "small box of screws", "claw hammer",
      "tape measure", "tin of paint", "transistor radio"]),
    (P, "DIY", "I want this picture up on the wall, the nail's right here.",
     ["*claw hammer", "framed print", "box of nails", "spirit level", "pencil", "sofa",
      "floor lamp"]),
    (P, "DIY", "Will the sofa fit through this door? I need the exact width.",
     ["*retractable tape measure", "*folding wooden ruler", "new sofa wrapped in plastic",
      "door frame", "stack of cardboard boxes", "notepad", "rubber plant"]),
    (P, "DIY", "This plank needs cutting in half to fit the alcove.",
     ["*hand saw", "pine plank", "pair of sawhorses", "carpenter's pencil", "tape measure",
      "safety goggles", "claw hammer"]),
    (P, "DIY", "The curtain rail's going up and it needs holes in the plaster.",
     ["*cordless power drill", "curtain rail", "box of wall plugs", "pencil", "armchair",
      "folded curtains", "window blind"]),
    (P, "DIY", "The lid on this tin of emulsion is jammed on tight.",
     ["*flathead screwdriver", "*paint tin opener", "tin of emulsion paint", "paint roller",
      "roller tray", "dust sheet", "stepladder"]),

    # ------------------------------------------------------------------ gardening
    (P, "gardening", "The tomatoes in the greenhouse are looking really thirsty.",
     ["*green watering can", "*coiled garden hose", "tomato plants", "hand trowel",
      "bag of compost", "garden gnome", "wooden bench"]),
    (P, "gardening", "These roses need deadheading.",
     ["*pair of secateurs", "rose bush", "gardening gloves", "wheelbarrow",
      "stone bird bath", "hand trowel"]),
    (P, "gardening", "The grass out back is getting really shaggy.",
     ["*push lawnmower", "garden rake", "privet hedge", "swing set", "patio table",
      "terracotta pot", "hose reel"]),
    (P, "gardening", "Last night's storm has carpeted the grass in soggy brown stuff from the oak.",
     ["*leaf rake", "*leaf blower", "garden waste bin", "spade", "wooden shed",
      "bird feeder", "garden bench"]),
    (P, "gardening", "I'd like the tulips planted in the bed before the first frost.",
     ["*hand trowel", "*bulb planter", "net bag of tulip bulbs", "watering can",
      "kneeling pad", "stone statue", "empty flower bed"]),
    (P, "gardening", "The privet out front is so overgrown you can hardly see the path.",
     ["*hedge shears", "*electric hedge trimmer", "overgrown privet", "wheelbarrow",
      "garden chair", "compost bin", "plant pot"]),

    # ------------------------------------------------------------------ first aid / health
    (P, "first aid/health", "Ow, I've nicked my finger on the peeler.",
     ["*box of sticking plasters", "bowl of apples", "vegetable peeler", "knife block",
      "cookbook", "radio", "tea towel"]),
    (P, "first aid/health", "I feel hot and shivery - might be running a fever.",
     ["*digital thermometer", "box of tissues", "glass of water", "duvet", "bedside lamp",
      "paperback book", "alarm clock"]),
    (P, "first aid/health", "Got a splinter in my thumb from the fence.",
     ["*pair of tweezers", "gardening gloves", "wooden fence panel", "magnifying glass",
      "mug of tea", "garden bench"]),
    (P, "first aid/health", "Went over on my ankle on the stairs and it's swelling up.",
     ["*gel ice pack", "*bag of frozen peas", "hot water bottle", "scatter cushion",
      "slippers", "TV remote", "mobile phone"]),
    (P, "first aid/health", "I've sprained my wrist, it wants holding firm while it heals.",
     ["*elastic bandage roll", "*wrist brace", "tennis racket", "sports bag",
      "water bottle", "sofa", "TV remote"]),

    # ------------------------------------------------------------------ personal care
    (P, "personal care", "My hair's soaking and I'm out the door in ten minutes.",
     ["*hair dryer", "round hairbrush", "hair straighteners", "wall mirror", "makeup bag",
      "perfume bottle", "towel rail"]),
    (P, "personal care", "My fingernails are getting ridiculously long.",
     ["*nail clippers", "*nail scissors", "bottle of nail polish", "hand cream", "magazine",
      "cotton buds", "vanity mirror"]),
    (P, "personal care", "My stubble's getting scratchy.",
     ["*electric shaver", "*safety razor", "can of shaving foam", "toothbrush", "mouthwash",
      "hand towel", "soap dish"]),
    (P, "personal care", "Hair's a right tangle after swimming.",
     ["*wide-tooth comb", "*paddle hairbrush", "swimming goggles", "swim bag", "bath towel",
      "shampoo bottle", "flip flops"]),
    (P, "personal care", "Is my tie straight? I can't see it myself.",
     ["*full-length mirror", "*hand mirror", "tie rack", "leather shoes", "overcoat",
      "car keys", "umbrella"]),

    # ------------------------------------------------------------------ bathroom
    (P, "bathroom", "The basin's not emptying, the water's just sitting there.",
     ["*rubber sink plunger", "*bottle of drain unblocker", "bathroom basin",
      "toothbrush cup", "bar of soap", "mirror cabinet", "hand towel"]),
    (P, "bathroom", "Just got out of the shower and I'm dripping everywhere.",
     ["*fluffy bath towel", "*towelling bathrobe", "shower gel bottle", "bath mat",
      "hair dryer", "toothbrush holder", "potted fern"]),
    (P, "bathroom", "The grout in the shower is going black.",
     ["*stiff scrubbing brush", "*mould remover spray", "shower screen", "shampoo bottle",
      "loofah", "bath mat", "bathroom scales"]),

    # ------------------------------------------------------------------ crafts
    (P, "crafts", "The kids want to make paper snowflakes for the window.",
     ["*red handled scissors", "folded white paper", "glue stick", "pot of glitter",
      "crayons", "string lights"]),
    (P, "crafts", "These holiday photos need to go into the scrapbook.",
     ["*glue stick", "*roll of double-sided tape", "scrapbook", "stack of photos",
      "felt tip pens", "ruler", "mug"]),
    (P, "crafts", "The birdhouse is finished, let's make it blue.",
     ["*small paintbrush", "tin of blue paint", "wooden birdhouse", "spread newspaper",
      "jar of water", "radio"]),
    (P, "crafts", "The googly eyes keep falling off the sock puppet - they need fixing on properly.",
     ["*hot glue gun", "striped sock", "googly eyes", "felt sheets", "scissors",
      "ball of yarn"]),
    (P, "crafts", "I need to cut this foam board cleanly for the model.",
     ["*craft knife", "cutting mat", "sheet of foam board", "metal ruler", "PVA glue",
      "acrylic paint pots"]),

    # ------------------------------------------------------------------ sewing
    (P, "sewing", "A button's come off my coat.",
     ["*sewing kit", "navy wool coat", "loose button", "armchair", "reading lamp",
      "knitting basket", "cup of tea"]),
    (P, "sewing", "These trousers are too long, they need taking up.",
     ["*sewing machine", "*needle and thread", "pair of trousers", "tape measure",
      "steam iron", "wooden chair", "pin cushion"]),
    (P, "sewing", "Cut the fabric along the chalk line, would you?",
     ["*fabric shears", "*rotary cutter", "length of cotton fabric", "tailor's chalk",
      "pin cushion", "soft tape measure", "cup of coffee"]),
    (P, "sewing", "I've stitched this bit of the dress wrong, it all needs to come undone.",
     ["*seam ripper", "floral dress", "sewing machine", "pin cushion", "reel of thread",
      "desk lamp", "dress form"]),

    # ------------------------------------------------------------------ stationery / office
    (P, "stationery/office", "These pages keep getting separated.",
     ["*stapler", "*box of paper clips", "stack of printed pages", "laser printer",
      "pen pot", "desk lamp", "coffee mug"]),
    (P, "stationery/office", "I need holes in these sheets so they'll go in the ring binder.",
     ["*two-hole punch", "ring binder", "loose sheets", "stapler", "ruler", "potted cactus"]),
    (P, "stationery/office", "Can you close this box up securely for the courier?",
     ["*roll of parcel tape", "*packing tape gun", "cardboard box", "bubble wrap",
      "address labels", "scissors", "kitchen scales"]),
    (P, "stationery/office", "Add up the bill and the tip for me?",
     ["*pocket calculator", "*smartphone", "restaurant receipt", "leather wallet", "pen",
      "wine glass", "candle"]),

    # ------------------------------------------------------------------ electronics
    (P, "electronics", "My phone's on 2% and there's no socket anywhere near.",
     ["*portable power bank", "smartphone", "headphones", "backpack", "water bottle",
      "sunglasses"]),
    (P, "electronics", "The telly remote's stopped working.",
     ["*pack of AA batteries", "remote control", "flat screen TV", "sofa", "coaster",
      "magazine"]),
    (P, "electronics", "Laptop's about to die.",
     ["*laptop charger", "laptop", "wireless mouse", "desk lamp", "wired earphones",
      "notebook", "mug"]),
    (P, "electronics", "I want to watch my film on the train without bothering anyone.",
     ["*over-ear headphones", "*wireless earbuds case", "tablet", "train ticket",
      "paperback", "takeaway coffee cup", "scarf"]),
    (P, "electronics", "I want to open the back of the laptop but the fixings are minuscule.",
     ["*precision screwdriver set", "open laptop", "large flat-head screwdriver", "mug",
      "USB stick", "desk lamp"]),

    # ------------------------------------------------------------------ kids / toys
    (P, "kids/toys", "The little one wants to fill in the pictures in her new book.",
     ["*box of crayons", "*tin of colouring pencils", "colouring book", "teddy bear",
      "toy car", "play mat", "night light"]),
    (P, "kids/toys", "The baby's feed is straight from the fridge and she won't take it cold.",
     ["*bottle warmer", "baby bottle", "muslin cloth", "high chair", "rattle",
      "changing bag"]),
    (P, "kids/toys", "Is the bathwater too hot for the baby?",
     ["*duck bath thermometer", "baby bath", "rubber duck", "hooded towel",
      "baby shampoo", "stack of nappies"]),
    (P, "kids/toys", "My daughter can't reach the sink to brush her teeth.",
     ["*step stool", "bathroom sink", "child's toothbrush", "tube of toothpaste",
      "bath toys", "towel"]),

    # ------------------------------------------------------------------ pets
    (P, "pets", "The dog's doing his 'walk me' dance by the door again.",
     ["*dog lead", "dog bed", "rubber chew toy", "water bowl", "coat hooks", "umbrella",
      "wellington boots"]),
    (P, "pets", "The cat's claws are getting long and snaggy.",
     ["*pet nail clippers", "tabby cat", "scratching post", "cat food bowl", "cushion",
      "litter tray"]),
    (P, "pets", "Buster's coat is all matted and tangled.",
     ["*slicker brush", "golden retriever", "old towel", "dog shampoo bottle", "dog lead",
      "dog bed"]),
    (P, "pets", "The cat's tray is getting really whiffy.",
     ["*litter scoop", "litter tray", "bag of cat litter", "cat food tin", "toy mouse",
      "spider plant"]),
    (P, "pets", "The fish tank glass has gone green, you can barely see the fish.",
     ["*magnetic algae scraper", "fish tank", "tub of fish food", "fish net",
      "bag of aquarium gravel", "table lamp"]),

    # ------------------------------------------------------------------ car
    (P, "car", "The car's sitting a bit lopsided - one of the front wheels looks squashed.",
     ["*electric tyre inflator", "*foot pump", "hatchback car", "car jack", "spare wheel",
      "traffic cones", "oil can"]),
    (P, "car", "I can't see out of the windscreen, it's frozen solid and I'm already late.",
     ["*ice scraper", "*de-icer spray", "car keys", "leather gloves", "travel mug",
      "snow boots"]),
    (P, "car", "Car won't start - battery's flat - but the neighbour's car is right here.",
     ["*jump leads", "silver saloon car", "red hatchback", "torch", "hi-vis vest",
      "tyre inflator"]),

    # ------------------------------------------------------------------ bike
    (P, "bike", "The bike tyres feel squishy, they just need some air.",
     ["*track pump", "mountain bike", "cycle helmet", "D-lock", "water bottle",
      "bike lights"]),
    (P, "bike", "My bike's squeaking like mad every time I pedal.",
     ["*bottle of chain lube", "road bike", "oily rag", "cycle helmet", "cycling gloves",
      "garden hose"]),
    (P, "bike", "The saddle's too low, my knees are up by my ears.",
     ["*set of allen keys", "*bike multi-tool", "bicycle", "helmet", "water bottle",
      "bike lock", "garage shelf"]),

    # ------------------------------------------------------------------ music
    (P, "music", "My guitar sounds a bit off.",
     ["*clip-on tuner", "acoustic guitar", "capo", "guitar picks", "music stand",
      "practice amp", "band poster"]),
    (P, "music", "Argh, my top E just snapped halfway through the chorus.",
     ["*pack of guitar strings", "electric guitar", "guitar strap", "plectrum",
      "amplifier", "effects pedal", "poster"]),
    (P, "music", "I keep rushing the tempo when I practise.",
     ["*metronome", "upright piano", "sheet music", "piano stool", "vase of lilies",
      "standard lamp"]),
    (P, "music", "The bow's just sliding over the strings, no grip at all.",
     ["*block of rosin", "violin", "violin bow", "music stand", "violin case", "cello"]),

    # ------------------------------------------------------------------ sport
    (P, "sport", "The football's gone all soft.",
     ["*ball pump with needle", "football", "shin pads", "football boots", "water bottle",
      "training cones"]),
    (P, "sport", "I'd love to know how far I've run this morning.",
     ["*GPS sports watch", "*smartphone", "running shoes", "water bottle", "headband",
      "foam roller", "towel"]),
    (P, "sport", "My calves are really tight after the match.",
     ["*foam roller", "*massage gun", "football boots", "yoga mat", "kit bag",
      "water bottle", "medal"]),

    # ------------------------------------------------------------------ outdoors / camping
    (P, "outdoors/camping", "It's getting dark at the campsite and I can't see what I'm doing.",
     ["*LED head torch", "*camping lantern", "dome tent", "bag of tent pegs", "camp stove",
      "sleeping bag", "cool box"]),
    (P, "outdoors/camping", "The ground's rock hard, the pegs won't go in.",
     ["*rubber mallet", "tent pegs", "tent", "rucksack", "folded map", "camp chair"]),
    (P, "outdoors/camping", "No phone signal out here - which way is north?",
     ["*orienteering compass", "paper map", "rucksack", "water bottle", "walking poles",
      "sunglasses"]),
    (P, "outdoors/camping", "These midges are eating me alive.",
     ["*insect repellent spray", "*citronella candle", "sun cream bottle", "picnic blanket",
      "cool bag", "paperback", "straw hat"]),
    (P, "outdoors/camping", "Let's get the campfire going.",
     ["*box of matches", "*lighter", "pile of firewood", "bag of marshmallows", "tent",
      "battery lantern"]),

    # ------------------------------------------------------------------ party / gifts
    (P, "party/gifts", "Her present needs to look nice before the party.",
     ["*roll of wrapping paper", "plain cardboard gift box", "scissors", "greetings card",
      "scented candle", "bookshelf"]),
    (P, "party/gifts", "The balloons for the party are all still flat.",
     ["*balloon hand pump", "packet of balloons", "happy birthday banner", "iced cake",
      "party hats", "stack of paper cups"]),
    (P, "party/gifts", "Could you cut the cake so everyone gets a slice?",
     ["*cake knife", "*cake server", "chocolate cake", "stack of plates", "dessert forks",
      "birthday candles", "balloon arch"]),
    (P, "party/gifts", "Get everyone together, I want a group picture before they go.",
     ["*digital camera", "*smartphone", "photo frame", "party hats", "cake", "balloons",
      "gift bag"]),

    # ------------------------------------------------------------------ reading / lighting
    (P, "reading/lighting", "I'm squinting at this novel, it's so gloomy in this corner.",
     ["*reading lamp", "*clip-on book light", "hardback novel", "armchair",
      "velvet curtains", "cushion", "cup and saucer"]),
    (P, "reading/lighting", "I can't make out the tiny print on this medicine label.",
     ["*reading glasses", "*magnifying glass", "pill bottle", "newspaper", "mug", "cushion",
      "TV remote"]),
    (P, "reading/lighting", "Power's out and it's pitch black in here.",
     ["*LED torch", "*battery lantern", "fuse box", "sofa", "TV", "bookshelf", "wall clock"]),
    (P, "reading/lighting", "The bulb's blown and the fitting is way up on the ceiling.",
     ["*aluminium stepladder", "box of light bulbs", "ceiling pendant light", "bookcase",
      "sofa", "rubber plant"]),

    # ------------------------------------------------------------------ weather
    (P, "weather", "It's chucking it down and I've got to nip to the shop.",
     ["*black umbrella", "*hooded raincoat", "shopping bag", "house keys", "sunglasses",
      "shoe rack", "wallet"]),
    (P, "weather", "It's blazing hot and I'm pale as anything - I'll go lobster-red on this beach.",
     ["*bottle of sun cream", "beach towel", "sunglasses", "flip flops", "paperback",
      "cool box"]),
    (P, "weather", "It's freezing out, my fingers will go numb.",
     ["*woollen gloves", "*mittens", "scarf", "bobble hat", "winter coat", "keys",
      "dog lead"]),
    (P, "weather", "The drive's buried under a foot of the white stuff and the car's stuck.",
     ["*snow shovel", "car", "bag of grit", "snow boots", "wheelie bin", "ice scraper"]),

    # ------------------------------------------------------------------ moving / packing
    (P, "moving/packing", "These boxes weigh a ton and the van's at the end of the drive.",
     ["*sack truck", "stack of boxes", "removal van", "roll of tape", "marker pen",
      "potted plant"]),
    (P, "moving/packing", "Label the boxes so we know which room they go in.",
     ["*black permanent marker", "cardboard boxes", "parcel tape", "scissors",
      "bubble wrap", "table lamp"]),
    (P, "moving/packing", "The wine glasses need protecting so they don't smash in the removal van.",
     ["*roll of bubble wrap", "*stack of old newspaper", "wine glasses", "cardboard box",
      "parcel tape", "marker pen", "rug"]),

    # ------------------------------------------------------------------ shoes
    (P, "shoes", "These brogues look tatty - can you get a shine on them before the christening?",
     ["*shoe polish kit", "brown brogues", "shoe rack", "umbrella", "keys", "doormat"]),
    (P, "shoes", "Can't get my heel into these tight boots.",
     ["*long shoehorn", "leather boots", "shoe rack", "coat", "scarf", "hallway mirror"]),

    # ================================================================== TOOL-ABSENT
    # ------------------------------------------------------------------ cooking
    (A, "cooking", "Could you open this tin of beans for me?",
     ["#kitchen utensil drawer", "fridge-freezer", "bread bin", "tin of baked beans",
      "small saucepan", "chrome toaster", "bowl of satsumas"]),
    (A, "cooking", "The loaf needs slicing for the packed lunches.",
     ["#kitchen drawer", "bread bin", "fridge", "crusty sourdough loaf", "wooden breadboard",
      "jar of strawberry jam", "electric kettle"]),
    (A, "cooking", "Pasta's cooked - it just needs the water draining off.",
     ["#saucepan cupboard", "#deep pan drawer", "fridge", "spice rack",
      "pot of penne on the hob", "jar of pasta sauce", "wall clock"]),

    # ------------------------------------------------------------------ baking
    (A, "baking", "The muffin batter's ready but the tray's bare - they'll stick like glue.",
     ["#kitchen wall cupboard", "fridge", "dishwasher", "bowl of cake batter",
      "muffin tray", "wooden spoon", "vase of daffodils"]),
    (A, "baking", "Let's cut the biscuit dough into little stars and hearts.",
     ["#shallow kitchen drawer", "fridge", "bread bin", "rolled-out biscuit dough",
      "bag of flour", "radio"]),
    (A, "baking", "I'd like to roll the pastry out for the pie.",
     ["#kitchen drawer", "#baking cupboard", "fridge", "dishwasher", "ball of pastry",
      "pie dish", "bag of flour", "apron"]),

    # ------------------------------------------------------------------ drinks
    (A, "drinks", "Pour me some of that orange juice, would you?",
     ["#glass-fronted wall cupboard", "fridge", "oven", "carton of orange juice",
      "electric kettle", "kitchen sink", "spider plant"]),
    (A, "drinks", "The wine's got a cork in it and the guests are due in five minutes.",
     ["#kitchen drawer", "#drinks cabinet", "fridge", "bread bin", "bottle of white wine",
      "pair of wine glasses", "cheese board"]),

    # ------------------------------------------------------------------ dining
    (A, "dining", "There are four of us for dinner and the table's not laid yet.",
     ["#cutlery drawer", "#sideboard drawer", "fridge", "oven", "stack of dinner plates",
      "placemats", "tall candle", "vase of freesias"]),
    (A, "dining", "This casserole's straight from the oven - I don't want to scorch the table.",
     ["#kitchen drawer", "#sideboard", "fridge", "bookcase", "hot casserole dish",
      "oak dining table", "salad bowl", "candles"]),

    # ------------------------------------------------------------------ cleaning
    (A, "cleaning", "The dog's left muddy paw prints all down the hall tiles.",
     ["#cleaning cupboard", "#cupboard under the stairs", "shoe cabinet", "coat rack",
      "muddy doormat", "springer spaniel", "umbrella stand"]),
    (A, "cleaning", "There's a load of dust bunnies under the bed.",
     ["#landing storage cupboard", "wardrobe", "chest of drawers", "double bed",
      "bedside lamp", "framed print", "pair of slippers"]),
    (A, "cleaning", "Oh no, the cat's been sick on the rug.",
     ["#cupboard beneath the sink", "fridge", "wine rack", "stained rug", "dining chair",
      "cat basket", "fruit bowl"]),

    # ------------------------------------------------------------------ laundry
    (A, "laundry", "These trousers need a sharp crease down the front for the wedding.",
     ["#tall utility cupboard", "washing machine", "tumble dryer", "chest freezer",
      "shoe cabinet", "pair of grey trousers", "laundry basket", "wall clock"]),
    (A, "laundry", "I've dribbled red wine down my white top.",
     ["#under-sink cabinet", "fridge", "spice cupboard", "white top", "glass of red wine",
      "dining chair", "candlesticks"]),

    # ------------------------------------------------------------------ DIY
    (A, "DIY", "The radiator's gurgling and stone cold at the top.",
     ["#metal toolbox", "#odds-and-ends drawer", "airing cupboard", "shoe cabinet",
      "white radiator", "coat hooks", "hallway mirror"]),
    (A, "DIY", "One of the kitchen chairs has a loose screw in the leg.",
     ["#kitchen junk drawer", "#plastic toolbox", "cutlery drawer", "fridge",
      "wobbly wooden chair", "dining table", "fruit bowl"]),

    # ------------------------------------------------------------------ gardening
    (A, "gardening", "The grass is ankle-deep, it badly needs cutting.",
     ["#wooden garden shed", "#garage", "greenhouse", "compost bin", "overgrown lawn",
      "patio table", "stone bird bath"]),
    (A, "gardening", "These brambles are vicious - I'm not touching them with bare hands.",
     ["#garden shed", "compost bin", "water butt", "wheelie bin", "bramble patch",
      "wheelbarrow", "wooden bench"]),

    # ------------------------------------------------------------------ first aid / health
    (A, "first aid/health", "My head's absolutely pounding.",
     ["#first aid box", "fridge", "cutlery drawer", "glass of water", "open laptop",
      "wall calendar", "kettle"]),
    (A, "first aid/health", "My little lad's grazed his knee on the patio.",
     ["#green first aid kit", "toy chest", "bookcase", "scooter", "child's drawing",
      "bean bag", "rocking horse"]),
    (A, "first aid/health", "A wasp got me on the arm and it's itching like mad.",
     ["#bathroom cabinet", "laundry basket", "towel shelf", "bath", "toothbrush mug",
      "rubber plant"]),

    # ------------------------------------------------------------------ personal care
    (A, "personal care", "My toenails are like claws.",
     ["#toiletry bag", "wardrobe", "bookcase", "double bed", "slippers", "bedside lamp"]),
    (A, "personal care", "I've washed my hair but it'll take hours to dry on its own.",
     ["#dressing table drawer", "bookshelf", "laundry basket", "shoe rack", "double bed",
      "wall mirror", "perfume bottle"]),
    (A, "personal care", "Fancy a clean shave before the date tonight.",
     ["#mirrored bathroom cabinet", "#wash bag", "laundry hamper", "towel rail", "bath",
      "potted orchid"]),

    # ------------------------------------------------------------------ bathroom
    (A, "bathroom", "The toilet's blocked again.",
     ["#cabinet under the basin", "mirrored medicine cabinet", "laundry hamper", "toilet",
      "bath", "toilet roll holder"]),
    (A, "bathroom", "We've run out of loo roll in here.",
     ["#bathroom storage cupboard", "medicine cabinet", "laundry basket", "toilet",
      "empty toilet roll holder", "scented candle"]),

    # ------------------------------------------------------------------ crafts
    (A, "crafts", "The kids want to stick their autumn leaves onto paper.",
     ["#craft supplies box", "#art drawer unit", "toy chest", "bookshelf",
      "pile of autumn leaves", "sheets of coloured paper", "box of crayons"]),
    (A, "crafts", "I'd like to sketch that vase of sunflowers.",
     ["#art supplies box", "#desk drawer", "bookcase", "wardrobe", "vase of sunflowers",
      "wooden easel", "stool"]),

    # ------------------------------------------------------------------ sewing
    (A, "sewing", "The button on my cardigan's hanging on by a thread.",
     ["#sewing box", "jewellery box", "toolbox", "cream cardigan", "armchair",
      "reading lamp"]),
    (A, "sewing", "I want to finish knitting this scarf tonight.",
     ["#wicker craft basket", "sideboard", "magazine rack", "balls of wool", "armchair",
      "mug of cocoa", "sleeping cat"]),

    # ------------------------------------------------------------------ stationery / office
    (A, "stationery/office", "The report's printed, now the sheets need fixing together at the corner.",
     ["#desk drawer", "bookshelf", "filing cabinet", "stack of printouts", "laptop",
      "desk lamp", "pot plant"]),
    (A, "stationery/office", "The printer keeps flashing a warning and everything's coming out faint.",
     ["#stationery cupboard", "#desk drawer", "bookcase", "wastepaper bin", "inkjet printer",
      "laptop", "swivel chair"]),

    # ------------------------------------------------------------------ electronics
    (A, "electronics", "The kitchen clock's stopped at ten past three.",
     ["#kitchen odds-and-ends drawer", "fridge", "bread bin", "stopped wall clock",
      "kettle", "fruit bowl", "calendar"]),
    (A, "electronics", "My phone's about to die and I've nothing to plug it in with.",
     ["#bedside table drawer", "wardrobe", "laundry basket", "smartphone", "hardback book",
      "alarm clock"]),
    (A, "electronics", "The lamp's cord won't reach the socket from that corner.",
     ["#cupboard under the stairs", "bookcase", "TV cabinet", "floor lamp", "armchair", "rug"]),

    # ------------------------------------------------------------------ kids / toys
    (A, "kids/toys", "The baby needs changing and she won't stop wriggling.",
     ["#changing table drawers", "#nappy bag", "toy box", "bookshelf", "cot", "cot mobile",
      "teddy bear"]),
    (A, "kids/toys", "Swimming lesson in ten minutes and her eyes always sting in the pool.",
     ["#swimming bag", "school rucksack", "toy box", "hooded towel", "swimsuit",
      "shoe rack"]),
    (A, "kids/toys", "The paddling pool's flat and the kids are already in their swimsuits.",
     ["#garage", "#garden shed", "greenhouse", "wheelie bin", "deflated paddling pool",
      "garden hose", "sun lounger"]),

    # ------------------------------------------------------------------ pets
    (A, "pets", "The cat's bowl is empty and she's yowling at me.",
     ["#pantry cupboard", "dishwasher", "bread bin", "ginger cat", "empty food bowl",
      "water bowl"]),
    (A, "pets", "The dog's nails are clicking on the floorboards.",
     ["#pet supplies basket", "toolbox", "kitchen drawer", "labrador", "dog bed",
      "lead on hook"]),
    (A, "pets", "The dog's come back from the park absolutely caked in mud.",
     ["#utility room cupboard", "fridge", "shoe rack", "muddy terrier", "back door",
      "wellington boots"]),

    # ------------------------------------------------------------------ car
    (A, "car", "The tyre pressure light's come on in the car.",
     ["#car boot", "#garage shelving", "chest freezer", "recycling bin", "hatchback",
      "bicycle"]),
    (A, "car", "I need to check what this orange warning light on the dashboard means.",
     ["#glove compartment", "cup holder", "rear seat pocket", "child seat",
      "air freshener", "phone mount"]),
    (A, "car", "The windscreen washer's only spitting air.",
     ["#garage shelves", "#open car boot", "cupboard under the kitchen sink",
      "recycling bin", "silver estate car", "watering can"]),

    # ------------------------------------------------------------------ bike
    (A, "bike", "Got a puncture on my bike on the way home.",
     ["#saddle bag", "#garage tool chest", "chest freezer", "recycling bin",
      "bicycle with flat tyre", "cycle helmet"]),

    # ------------------------------------------------------------------ music
    (A, "music", "My ukulele's lost a string and I've got a lesson at four.",
     ["#gig bag", "laundry basket", "shoe rack", "ukulele", "music stand", "desk lamp"]),
    (A, "music", "Stick some of my old Motown on the turntable, would you?",
     ["#record cabinet", "bookcase", "drinks cabinet", "turntable", "pair of speakers",
      "armchair"]),

    # ------------------------------------------------------------------ sport
    (A, "sport", "My knees are killing me after that run - something cold on them would help.",
     ["#freezer drawer", "fridge", "pantry cupboard", "running shoes", "foam roller",
      "water bottle"]),
    (A, "sport", "Fancy a game of badminton in the garden?",
     ["#garden shed", "#garage", "greenhouse", "compost bin", "lawn", "garden chairs",
      "badminton net"]),

    # ------------------------------------------------------------------ outdoors / camping
    (A, "outdoors/camping", "Early start for the hike - we'll be walking in the dark for the first hour.",
     ["#camping gear crate", "#hiking rucksack", "shoe rack", "laundry basket",
      "walking boots", "folded map", "water bottle"]),
    (A, "outdoors/camping", "Let's let the kids camp out in the garden tonight.",
     ["#garage storage shelves", "#loft hatch", "kitchen cupboard", "wardrobe",
      "children's sleeping bags", "lawn"]),

    # ------------------------------------------------------------------ party / gifts
    (A, "party/gifts", "Guests will be here any minute - get those candles lit.",
     ["#kitchen drawer", "fridge", "bookcase", "dining table", "candlesticks with candles",
      "wine glasses"]),

    # ------------------------------------------------------------------ reading / lighting
    (A, "reading/lighting", "The bulb in the hall light's just gone pop.",
     ["#cupboard under the stairs", "shoe cabinet", "coat rack", "ceiling light",
      "front door", "umbrella stand"]),
    (A, "reading/lighting", "Everything in this newspaper is a blur - my eyes aren't what they were.",
     ["#glasses case", "magazine rack", "sideboard", "newspaper", "armchair", "TV",
      "fruit bowl"]),

    # ------------------------------------------------------------------ weather
    (A, "weather", "They said showers all afternoon and I'm walking to the station.",
     ["#coat cupboard by the front door", "shoe rack", "kitchen cupboard", "car keys",
      "doormat", "wellies"]),
    (A, "weather", "The sun's scorching and we're off to the park for the day.",
     ["#beach bag", "#bathroom cabinet", "picnic basket", "shoe cabinet", "sunglasses",
      "frisbee"]),
    (A, "weather", "Snow overnight - the front step's like an ice rink.",
     ["#garden shed", "#garage", "shoe cabinet", "recycling bin", "icy doorstep",
      "snow boots"]),

    # ------------------------------------------------------------------ moving / packing
    (A, "moving/packing", "We're off on holiday next week, time to get packing.",
     ["#loft hatch", "#under-bed storage drawer", "chest of drawers", "shoe rack",
      "pile of folded clothes", "passport", "sun hat"]),

    # ------------------------------------------------------------------ shoes
    (A, "shoes", "The walking boots are caked and cracking - the leather needs feeding.",
     ["#shoe cabinet", "#cupboard under the stairs", "kitchen cupboard", "wardrobe",
      "muddy walking boots", "doormat"]),
]

# Words that suggest a large object in the frame (used only to size boxes).
BIG_WORDS = (
    "fridge", "freezer", "wardrobe", "cupboard", "cabinet", "shed", "garage", "car",
    "hatchback", "saloon", "van", "sofa", "bed", "door", "piano", "greenhouse", "tent",
    "bookcase", "bookshelf", "sideboard", "dishwasher", "washing machine", "dryer",
    "oven", "hedge", "privet", "lawn", "table", "drum kit", "armchair", "chest",
    "drawers", "mower", "bike", "bicycle", "boot", "loft", "tank", "cot", "toilet",
    "bath", "easel", "swing", "wheelbarrow", "compost", "bin", "window",
)


def validate(items):
    kinds = {P: 0, A: 0}
    seen_instr = set()
    for kind, dom, instr, labels in items:
        kinds[kind] += 1
        assert instr not in seen_instr, "duplicate instruction: " + instr
        seen_instr.add(instr)
        assert 5 <= len(labels) <= 9, (instr, len(labels))
        names = [l.lstrip("*#") for l in labels]
        assert len(set(names)) == len(names), ("duplicate label", instr)
        n_tool = sum(1 for l in labels if l.startswith("*"))
        n_store = sum(1 for l in labels if l.startswith("#"))
        if kind == P:
            assert 1 <= n_tool <= 2 and n_store == 0, instr
        else:
            assert 1 <= n_store <= 2 and n_tool == 0, instr
    assert kinds[P] == 120, kinds
    assert kinds[A] == 60, kinds


def make_bbox(rng, label):
    low = label.lower()
    big = any(w in low for w in BIG_WORDS)
    if big:
        w = rng.randint(140, 380)
        h = rng.randint(140, 340)
    else:
        w = rng.randint(30, 190)
        h = rng.randint(30, 170)
    x1 = rng.randint(0, 639 - w)
    y1 = rng.randint(0, 479 - h)
    return [x1, y1, x1 + w, y1 + h]


def build():
    validate(ITEMS)
    rng = random.Random(SEED)
    order = list(range(len(ITEMS)))
    rng.shuffle(order)
    records = []
    for n, idx in enumerate(order, 1):
        kind, _domain, instr, labels = ITEMS[idx]
        labs = list(labels)
        rng.shuffle(labs)
        objects = []
        expected = []
        for j, raw in enumerate(labs, 1):
            oid = "o%d" % j
            marked = raw[0] in "*#"
            name = raw[1:] if marked else raw
            if marked:
                conf = round(rng.uniform(0.55, 0.93), 2)
                expected.append(oid)
            else:
                conf = round(rng.uniform(0.45, 0.95), 2)
            objects.append({"id": oid, "label": name, "confidence": conf,
                            "bbox": make_bbox(rng, name)})
        expect = {"tools": expected} if kind == P else {"explore": expected}
        records.append({"id": "h7-%03d" % n, "instruction": instr,
                        "objects": objects, "expect": expect})
    return records


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    records = build()
    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    n_p = sum(1 for r in records if "tools" in r["expect"])
    n_a = sum(1 for r in records if "explore" in r["expect"])
    sys.stdout.write("wrote %d items (%d tool-present, %d tool-absent) to %s\n"
                     % (len(records), n_p, n_a, OUT_PATH))


if __name__ == "__main__":
    main()
