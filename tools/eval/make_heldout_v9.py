#!/usr/bin/env python3
"""Generate the held-out evaluation set v9 (tests/data/heldout_v9.jsonl).

Format (ARCHITECTURE.md section 5): one JSON object per line,

    {"id": "h9-NNN", "instruction": str,
     "objects": [{"id": "oK", "label": str, "confidence": float,
                  "bbox": [x1, y1, x2, y2]}, ...],
     "expect": {"tools": [object ids]}}      # tool-present item
  or "expect": {"explore": [object ids]}     # tool-absent item

How it was written
------------------
The 180 items (120 tool-present "P", 60 tool-absent "A") were written by hand
from everyday common sense, without looking at the runtime's knowledge base,
its sources, its tests or any other evaluation set (only the public format and
the 20-item public dev example were consulted). They are spread over 16
household domains with at most 12 items each.

Each table row is (kind, domain, instruction, labels):
  * instruction: a natural, indirect request as someone at home would say it
    (mixed British / American English, terse, polite, children, elderly); it
    never names the tool wanted, and only now and then names the thing acted on.
  * labels: 5 to 9 detector-style object labels. "*label" marks an acceptable
    tool (P items: one, or two when both are genuinely as good); "#label" marks
    a correct storage place to explore (A items: one or two). Plain labels are
    distractors from the same room or wrong storage places. P items hold 0-2
    storage places, A items 3-5, and no acceptable tool.

The script is deterministic (random.Random(9090), stdlib only): it shuffles
the item order and, within each item, the object order, then assigns ids
o1..oN, a confidence in [0.35, 0.9] and a bbox inside a 640x480 frame
(storage furniture gets larger boxes than hand-held objects). It checks the
content rules above before writing, and prints per-kind / per-domain counts.
"""

import collections
import json
import random
from pathlib import Path

SEED = 9090
W, H = 640, 480

# Labels that are storage places / containers (used only for validation and
# for sizing bboxes).
STORAGE = {
    "cutlery drawer", "kitchen cupboard", "bread bin", "utensil drawer",
    "kitchen drawer", "baking cupboard", "wardrobe", "shoe cabinet",
    "medicine cabinet", "linen cupboard", "garden shed", "bathroom cabinet",
    "toy box", "shoe rack", "pantry shelf", "garage shelf", "drinks cabinet",
    "fridge", "toolbox", "drinks cooler", "bookshelf", "bedside drawer",
    "freezer", "filing cabinet", "cleaning cupboard", "under-sink cupboard",
    "broom closet", "utility room shelf", "first aid box", "first aid kit",
    "tool shed", "toy chest", "dressing table drawer", "makeup bag",
    "gym bag", "shower caddy", "mirrored cabinet", "changing bag",
    "changing table drawer", "wine rack", "nappy bag", "toy basket",
    "utility room cupboard", "pet supplies basket", "pet grooming box",
    "pet supplies cupboard", "garage", "greenhouse shelf", "desk drawer",
    "bedside table", "tool cupboard", "saddle bag", "hall cupboard",
    "stationery cupboard", "pencil case", "sewing box", "craft box",
    "art cupboard", "knitting bag", "craft basket", "rucksack",
    "camping gear box", "under-stairs cupboard", "sideboard",
    "airing cupboard", "chest of drawers", "bedside cabinet", "sock drawer",
    "school bag", "guitar case", "laundry basket", "spare wheel compartment",
}

ITEMS = [
    # ---------------------------------------------------------------- kitchen
    ("P", "kitchen", "This jar lid won't budge no matter how hard I twist.",
     ["*rubber jar gripper", "glass jar of pickles", "salt shaker", "egg timer", "fruit bowl", "cutlery drawer"]),
    ("P", "kitchen", "The spaghetti's cooked, I need to get all the water off it.",
     ["*stainless steel colander", "pot of spaghetti", "wooden spoon", "pepper mill", "bamboo chopping board", "oven glove"]),
    ("P", "kitchen", "I'm making scrambled eggs and want them beaten up nice and fluffy.",
     ["*balloon whisk", "carton of eggs", "non-stick frying pan", "pop-up toaster", "roll of kitchen paper", "spice rack"]),
    ("P", "kitchen", "These spuds need their skins off before they go in the pot.",
     ["*swivel vegetable peeler", "bag of potatoes", "measuring jug", "bread bin", "saucepan lid", "kitchen cupboard"]),
    ("P", "kitchen", "Quick, pass me something to turn the pancakes over before they burn!",
     ["*slotted fish slice", "cast iron frying pan", "jug of pancake batter", "salt pig", "digital kitchen timer", "tea towel"]),
    ("P", "kitchen", "Could you shred some cheddar over the top of the shepherd's pie?",
     ["*box grater", "block of cheddar", "ceramic pie dish", "rolling pin", "pastry brush", "utensil drawer"]),
    ("P", "kitchen", "Careful, that roasting tin's scorching, I can't grab it with bare hands.",
     ["*quilted oven mitt", "*silicone pot holder", "roasting tin", "wire cooling rack", "butter dish", "recipe book"]),
    ("P", "kitchen", "The recipe says exactly 250 millilitres of milk.",
     ["*glass measuring jug", "carton of semi-skimmed milk", "mixing bowl", "wooden spoon", "egg cup", "cookbook stand"]),
    ("A", "kitchen", "The pastry needs to be flat and thin before it goes in the tin.",
     ["#kitchen drawer", "#baking cupboard", "ball of pastry dough", "bag of plain flour", "fluted tart tin", "wardrobe", "shoe cabinet", "medicine cabinet"]),
    ("A", "kitchen", "The soup's catching on the bottom of the pan, it needs a good stir.",
     ["#utensil drawer", "pan of soup", "salt shaker", "electric kettle", "fruit bowl", "linen cupboard", "garden shed", "bathroom cabinet"]),
    ("A", "kitchen", "Could you open this tin of tomatoes for me, love?",
     ["#kitchen drawer", "tin of chopped tomatoes", "garlic press", "mesh sieve", "toy box", "bread bin", "shoe rack"]),
    ("A", "kitchen", "The cookies keep sticking to the pan, I need something to line it with.",
     ["#kitchen cupboard", "#pantry shelf", "metal baking tray", "bowl of cookie dough", "oven timer", "wardrobe", "garage shelf", "bathroom cabinet"]),

    # ----------------------------------------------------------------- drinks
    ("P", "drinks", "Parched.",
     ["*bottle of mineral water", "television remote", "paperback novel", "sofa cushion", "table lamp", "bunch of house keys"]),
    ("P", "drinks", "Fancy a cuppa, but the water needs heating first.",
     ["*electric kettle", "box of teabags", "china mug", "sugar bowl", "pop-up toaster", "bread board"]),
    ("P", "drinks", "Got anything cold? I've just come in from mowing and I'm boiling.",
     ["*can of lemonade", "*bottle of chilled water", "gardening gloves", "car keys", "folded newspaper", "wall calendar"]),
    ("P", "drinks", "I need something to pour this orange juice into.",
     ["*tall drinking glass", "carton of orange juice", "cereal box", "dinner plate", "butter knife", "woven placemat"]),
    ("P", "drinks", "Can you get the cap off this beer? It's not a twist-off.",
     ["*bottle opener", "bottle of lager", "bag of crisps", "cork coaster", "TV remote", "drinks cabinet"]),
    ("P", "drinks", "I'm nodding off, I could do with a caffeine kick.",
     ["*capsule coffee machine", "fruit bowl", "bread bin", "tea towel", "dish rack", "kitchen cupboard"]),
    ("P", "drinks", "Can we keep the white wine cold out here on the patio table?",
     ["*ice bucket", "bottle of white wine", "corkscrew", "stemmed wine glass", "cheese board", "paper napkins"]),
    ("A", "drinks", "I'm dying of thirst here.",
     ["#fridge", "wardrobe", "shoe cabinet", "toolbox", "TV remote", "sofa cushion", "umbrella"]),
    ("A", "drinks", "Could I get a nice cold soda?",
     ["#fridge", "#drinks cooler", "bookshelf", "garden shed", "bedside drawer", "football", "picture frame", "desk lamp"]),
    ("A", "drinks", "I can't get into this bottle of red, it's not a screw top.",
     ["#kitchen drawer", "#drinks cabinet", "bottle of red wine", "stemmed wine glass", "cheese board", "medicine cabinet", "toy box", "shoe rack"]),
    ("A", "drinks", "This cola's gone warm, can you make it nice and cold quickly?",
     ["#freezer", "glass of cola", "slice of lemon", "bread bin", "wardrobe", "filing cabinet", "tea towel"]),

    # --------------------------------------------------------------- cleaning
    ("P", "cleaning", "Someone's knocked a glass of squash over on the worktop.",
     ["*roll of kitchen paper", "*microfibre dish cloth", "pop-up toaster", "fruit bowl", "plastic tumbler", "salt shaker"]),
    ("P", "cleaning", "There's broken glass all over the kitchen floor.",
     ["*dustpan and brush", "broken drinking glass", "kitchen chair", "oven glove", "recipe book", "pedal bin"]),
    ("P", "cleaning", "The carpet's covered in crumbs after the kids' snack.",
     ["*upright vacuum cleaner", "sofa cushion", "TV remote", "floor lamp", "magazine rack", "toy box"]),
    ("P", "cleaning", "Those windows are all streaky, can you sort them out?",
     ["*window squeegee", "curtain tieback", "potted fern", "vase of tulips", "scatter cushion", "bookshelf"]),
    ("P", "cleaning", "The loo needs a good scrub.",
     ["*toilet brush", "toilet roll", "bath mat", "hand towel", "soap dish", "bathroom cabinet"]),
    ("P", "cleaning", "Look at the film of grey fluff on top of the telly.",
     ["*feather duster", "*microfibre cloth", "flat-screen television", "photo frame", "table lamp", "paperback book"]),
    ("P", "cleaning", "The kitchen floor is filthy and needs a proper wash.",
     ["*mop and bucket", "kitchen chair", "pedal bin", "dog bowl", "fridge", "shoe rack"]),
    ("P", "cleaning", "This pan's got burnt-on gunk welded to the bottom.",
     ["*green scouring pad", "burnt saucepan", "dish rack", "tea towel", "washing-up bowl", "fruit bowl"]),
    ("A", "cleaning", "The bathroom mirror's covered in toothpaste splatters.",
     ["#cleaning cupboard", "#under-sink cupboard", "ceramic toothbrush cup", "bath mat", "hairdryer", "fridge", "bookshelf", "toy box"]),
    ("A", "cleaning", "Sand's been tracked all over the entryway from the beach bags.",
     ["#broom closet", "fridge", "medicine cabinet", "bookshelf", "beach bag", "flip-flops", "umbrella stand"]),
    ("A", "cleaning", "I've taken the rubbish out and now the kitchen bin's got nothing in it to catch the next lot.",
     ["#under-sink cupboard", "pedal bin", "fruit bowl", "electric kettle", "wardrobe", "bedside drawer", "bread bin"]),
    ("A", "cleaning", "Red wine all over the cream rug, quick!",
     ["#cleaning cupboard", "#utility room shelf", "tipped-over wine glass", "cream rug", "sofa", "bread bin", "toy box", "bookshelf"]),

    # -------------------------------------------------------------- first aid
    ("P", "first_aid", "I've just nicked my finger and it's bleeding a bit.",
     ["*box of sticking plasters", "chopping board", "salt shaker", "fruit bowl", "coffee mug", "bathroom cabinet"]),
    ("P", "first_aid", "I think I'm running a temperature, I feel hot and shivery.",
     ["*digital thermometer", "box of tissues", "glass of water", "bedside lamp", "alarm clock", "paperback novel"]),
    ("P", "first_aid", "I went over on my ankle on the stairs and it's puffing up.",
     ["*gel ice pack", "*bag of frozen peas", "house slipper", "TV remote", "coffee table book", "magazine"]),
    ("P", "first_aid", "There's a splinter in my thumb from the fence.",
     ["*pointed tweezers", "gardening gloves", "watering can", "paintbrush", "terracotta flower pot", "garden shed"]),
    ("P", "first_aid", "I've got a pounding headache.",
     ["*packet of paracetamol", "bottle of cough syrup", "laptop", "spiral notepad", "desk lamp", "pen holder"]),
    ("P", "first_aid", "My nose won't stop running.",
     ["*box of tissues", "TV remote", "cup of tea", "knitted blanket", "reading glasses", "bowl of sweets"]),
    ("P", "first_aid", "Mummy, I fell off my scooter and my knee's all gritty and bleeding.",
     ["*antiseptic wipes", "kick scooter", "bike helmet", "juice box", "football", "shoe cabinet"]),
    ("P", "first_aid", "Got stung by a wasp and it really burns.",
     ["*sting relief spray", "picnic blanket", "sun hat", "sandwich box", "bottle of sunscreen", "deck chair"]),
    ("A", "first_aid", "I've got a nasty paper cut that keeps bleeding onto my work.",
     ["#first aid box", "#bathroom cabinet", "stack of envelopes", "desk lamp", "laptop", "toy box", "shoe rack", "bread bin"]),
    ("A", "first_aid", "My throat's really scratchy and sore.",
     ["#medicine cabinet", "tool shed", "wardrobe", "toy chest", "TV remote", "knitted blanket", "paperback novel"]),
    ("A", "first_aid", "I think I've sprained my wrist, it needs strapping up.",
     ["#first aid kit", "#medicine cabinet", "tennis racket", "tube of tennis balls", "water bottle", "shoe rack", "bookshelf", "garden shed"]),
    ("A", "first_aid", "I brushed against some nettles and now I've got an itchy rash.",
     ["#medicine cabinet", "gardening gloves", "secateurs", "wellington boots", "toolbox", "bread bin", "shoe cabinet"]),

    # --------------------------------------------------------------- bathroom
    ("P", "bathroom", "My hair's soaking and I'm going out in ten minutes.",
     ["*hairdryer", "toothbrush", "soap dish", "bath mat", "shower cap", "mirrored cabinet"]),
    ("P", "bathroom", "Look at the state of my fingernails, they're far too long.",
     ["*nail clippers", "*curved nail scissors", "hand cream", "cotton buds", "bath sponge", "bathroom cabinet"]),
    ("P", "bathroom", "My hair's all knotted after the shower.",
     ["*wide-tooth comb", "*paddle hairbrush", "shampoo bottle", "rolled bath towel", "disposable razor", "bar of soap"]),
    ("P", "bathroom", "I've got stubble and a job interview in an hour.",
     ["*electric shaver", "tube of toothpaste", "hand towel", "deodorant stick", "cotton wool pads", "laundry basket"]),
    ("P", "bathroom", "My lips are all cracked from the cold.",
     ["*tube of lip balm", "hand mirror", "box of tissues", "cotton buds", "hair clip", "makeup bag"]),
    ("P", "bathroom", "The skin on my heels is rough and hard.",
     ["*pumice stone", "bath mat", "rubber duck", "bottle of shower gel", "toilet roll holder", "heated towel rail"]),
    ("P", "bathroom", "Just stepped out of the shower and I'm dripping everywhere.",
     ["*fluffy bath towel", "*towelling bathrobe", "shampoo bottle", "rubber duck", "toothbrush", "bathroom scales"]),
    ("P", "bathroom", "My breath smells of garlic and I've got a date tonight.",
     ["*bottle of mouthwash", "paddle hairbrush", "disposable razor", "cotton buds", "shower cap", "deodorant stick"]),
    ("A", "bathroom", "I need to get this eyeliner off before bed.",
     ["#bathroom cabinet", "#dressing table drawer", "hair straighteners", "hand mirror", "pillow", "kitchen cupboard", "garden shed", "toolbox"]),
    ("A", "bathroom", "Oh no, there's nothing left on the holder in the loo!",
     ["#bathroom cabinet", "#under-sink cupboard", "empty cardboard tube", "toothbrush mug", "fridge", "bookshelf", "toy box"]),
    ("A", "bathroom", "I'm a bit whiffy under the arms after the gym.",
     ["#bathroom cabinet", "#gym bag", "trainers", "water bottle", "fridge", "toolbox", "bread bin"]),
    ("A", "bathroom", "I'm in the shower and I want to wash my hair.",
     ["#bathroom cabinet", "#shower caddy", "bath mat", "loofah", "rubber duck", "kitchen drawer", "garage shelf", "wardrobe"]),

    # ------------------------------------------------------------------- baby
    ("P", "baby", "The little one's nose is all snotty.",
     ["*pack of soft tissues", "baby rattle", "baby bottle", "teddy bear", "cot mobile", "changing mat"]),
    ("P", "baby", "Her bottom's soaking, time for a change.",
     ["*disposable nappy", "baby bottle", "dummy", "cot blanket", "baby bath thermometer", "nursery lamp"]),
    ("P", "baby", "He's hungry and it's time for his milk.",
     ["*bottle of baby formula", "baby rattle", "bib", "teddy bear", "bouncer chair", "pram"]),
    ("P", "baby", "She won't stop grizzling, I think her gums are sore from the new tooth.",
     ["*chilled teething ring", "tube of nappy cream", "baby monitor", "board book", "baby sleeping bag", "bouncer chair"]),
    ("P", "baby", "Is the baby's bathwater too hot? I don't want to scald him.",
     ["*baby bath thermometer", "rubber duck", "hooded towel", "baby shampoo", "changing mat", "nappy bin"]),
    ("P", "baby", "Mummy, I want to colour in my princess book!",
     ["*box of wax crayons", "*packet of felt-tip pens", "colouring book", "toy pony", "hair bobble", "school bag"]),
    ("P", "baby", "The baby's spat up milk all down her front.",
     ["*muslin cloth", "*pack of baby wipes", "baby bottle", "baby rattle", "play mat", "stroller"]),
    ("A", "baby", "Bedtime story time, kids!",
     ["#bookshelf", "fridge", "toolbox", "medicine cabinet", "teddy bear", "night light", "pair of pyjamas"]),
    ("A", "baby", "He's got jelly all over his face.",
     ["#changing bag", "#changing table drawer", "high chair", "plate of toast", "sippy cup", "garden shed", "filing cabinet", "wine rack"]),
    ("A", "baby", "The baby's bottom is all red and sore.",
     ["#changing table drawer", "#nappy bag", "cot", "baby monitor", "cot mobile", "toolbox", "bookshelf", "shoe rack"]),
    ("A", "baby", "Can you find him something to play with in the bath?",
     ["#toy basket", "bath mat", "hooded towel", "baby shampoo", "kitchen cupboard", "filing cabinet", "medicine cabinet"]),

    # ------------------------------------------------------------------- pets
    ("P", "pets", "The dog's whining at the door, he wants his walk.",
     ["*dog lead", "dog bed", "rubber chew toy", "stainless dog bowl", "umbrella stand", "coat hook"]),
    ("P", "pets", "The cat's meowing at her empty bowl.",
     ["*pouch of wet cat food", "*box of cat biscuits", "scratching post", "cat bed", "feather wand toy", "litter tray"]),
    ("P", "pets", "Buster's fur is all matted and full of burrs.",
     ["*slicker pet brush", "dog collar", "tennis ball", "dog bed", "squeaky toy", "bag of dog treats"]),
    ("P", "pets", "The goldfish look hungry.",
     ["*tub of fish flakes", "fish tank", "aquarium net", "plant pot", "table lamp", "bookshelf"]),
    ("P", "pets", "The litter tray is really whiffy.",
     ["*plastic litter scoop", "litter tray", "cat carrier", "scratching post", "bag of cat food", "cat bed"]),
    ("P", "pets", "The puppy's had an accident on the kitchen floor.",
     ["*roll of kitchen paper", "*enzyme pet stain spray", "puppy bed", "chew rope toy", "water bowl", "dining chair"]),
    ("P", "pets", "Time to take the rabbit to the vet.",
     ["*plastic pet carrier", "rabbit hutch", "bag of hay", "carrot", "water bottle", "gardening gloves"]),
    ("A", "pets", "Rex has been rolling in fox poo and he stinks!",
     ["#utility room cupboard", "dog bed", "dog lead", "fridge", "bookshelf", "bedside drawer"]),
    ("A", "pets", "The dog's nails are clicking on the floor, they're far too long.",
     ["#pet supplies basket", "#pet grooming box", "dog bed", "squeaky toy", "water bowl", "fridge", "wine rack", "linen cupboard"]),
    ("A", "pets", "The cat keeps scratching and I've spotted fleas on her.",
     ["#pet supplies cupboard", "cat bed", "food bowl", "toy mouse", "bread bin", "toy box", "wardrobe"]),
    ("A", "pets", "The hamster's cage is mucky, he needs a clean layer to burrow in.",
     ["#pet supplies cupboard", "#utility room shelf", "hamster cage", "hamster wheel", "water bottle", "fridge", "medicine cabinet", "bookshelf"]),

    # ----------------------------------------------------------------- garden
    ("P", "garden", "The tomato plants are wilting in this heat.",
     ["*galvanised watering can", "*coiled garden hose", "tomato plants in grow bag", "garden chair", "bird feeder", "plant labels"]),
    ("P", "garden", "The roses need deadheading.",
     ["*secateurs", "rose bush", "garden kneeler", "plastic bucket", "stone bird bath", "garden shed"]),
    ("P", "garden", "The grass out the back is getting really long.",
     ["*push lawn mower", "garden bench", "plant pot", "bag of compost", "rotary washing line", "garden shed"]),
    ("P", "garden", "I want to get these tulip bulbs into the flower bed.",
     ["*hand trowel", "*bulb planter", "bag of tulip bulbs", "gardening gloves", "wheelbarrow", "bird feeder"]),
    ("P", "garden", "Autumn leaves all over the lawn.",
     ["*leaf rake", "*leaf blower", "garden waste bag", "wheelbarrow", "garden hose", "patio chair"]),
    ("P", "garden", "Weeds are coming up between the paving slabs.",
     ["*block paving weed scraper", "bag of potting compost", "sun lounger", "watering can", "terracotta pot", "garden shed"]),
    ("P", "garden", "I'm going to be pulling up thistles and they're so prickly.",
     ["*thick gardening gloves", "watering can", "bottle of plant food", "wind chime", "garden kneeler", "bird table"]),
    ("P", "garden", "The hedge is looking really shaggy.",
     ["*electric hedge trimmer", "*long-handled hedge shears", "garden bench", "bird table", "compost bin", "patio chair"]),
    ("A", "garden", "The seedlings in the greenhouse need a fine misting.",
     ["#garden shed", "seedling tray", "plant labels", "greenhouse thermometer", "fridge", "bathroom cabinet", "wardrobe"]),
    ("A", "garden", "I need to dig over the veg patch before planting.",
     ["#garden shed", "#garage", "wheelbarrow", "bag of seed potatoes", "garden bench", "kitchen drawer", "linen cupboard", "bedside table"]),
    ("A", "garden", "The bird feeder's empty and the blue tits will be starving.",
     ["#garden shed", "medicine cabinet", "wardrobe", "desk drawer", "empty bird feeder", "garden chair", "watering can"]),
    ("A", "garden", "The pot plants look pale and sickly, they could do with a feed.",
     ["#garden shed", "#greenhouse shelf", "potted geranium", "watering can", "hose reel", "bathroom cabinet", "toy box", "shoe cabinet"]),

    # -------------------------------------------------------------------- diy
    ("P", "diy", "I want to put a nail in the wall for this mirror.",
     ["*claw hammer", "framed mirror", "spirit level", "tape measure", "pencil", "toolbox"]),
    ("P", "diy", "The cupboard door's hanging off, one of the hinges has come loose.",
     ["*Phillips screwdriver", "wonky cupboard door", "tub of wood glue", "paint tin", "dust sheet", "adjustable spanner"]),
    ("P", "diy", "I want to know if the new bookcase will fit in that alcove.",
     ["*retractable tape measure", "flat-pack box", "Allen key", "pencil", "sheet of sandpaper", "toolbox"]),
    ("P", "diy", "I'm doing the ceiling and I don't want paint all over the floor.",
     ["*canvas dust sheet", "paint roller", "tin of emulsion", "stepladder", "paint tray", "radio"]),
    ("P", "diy", "The edges of the window frame need to stay clean while I paint it.",
     ["*roll of blue painter's tape", "tin of gloss paint", "angled paintbrush", "paint kettle", "stepladder", "paint stirrer"]),
    ("P", "diy", "I need to get up high to change the bulb in the hall light.",
     ["*aluminium stepladder", "boxed LED bulb", "hall table", "coat rack", "shoe rack", "umbrella"]),
    ("P", "diy", "This shelf looks wonky, I need to check it's straight.",
     ["*spirit level", "wall shelf", "claw hammer", "box of screws", "pencil", "cordless drill"]),
    ("P", "diy", "I need to make a hole in the brick wall for a rawlplug.",
     ["*cordless drill", "box of wall plugs", "pencil", "tape measure", "dust sheet", "toolbox"]),
    ("A", "diy", "This chair leg's snapped and needs sticking back together.",
     ["#toolbox", "#garage shelf", "broken chair leg", "old newspaper", "coffee mug", "fridge", "bathroom cabinet", "wardrobe"]),
    ("A", "diy", "The wall's got holes from old picture hooks that need filling before I paint.",
     ["#garage shelf", "#tool cupboard", "paint roller", "tin of paint", "stepladder", "fridge", "toy box", "bedside drawer"]),
    ("A", "diy", "This plank's too long, I need to take a bit off the end.",
     ["#toolbox", "#garage", "plank of pine", "pencil", "workbench", "medicine cabinet", "linen cupboard", "bread bin"]),
    ("A", "diy", "The bathroom tap keeps dripping, I reckon it needs a new washer.",
     ["#toolbox", "fridge", "wardrobe", "bookshelf", "bath mat", "hand towel", "soap dish"]),

    # --------------------------------------------------------------- vehicles
    ("P", "vehicles", "My back bike tire's gone all soft.",
     ["*floor track pump", "bicycle helmet", "D-lock", "water bottle", "reflective vest", "garage shelf"]),
    ("P", "vehicles", "The bike chain is squeaking and looks bone dry.",
     ["*bottle of chain oil", "bicycle helmet", "puncture repair kit", "bike lights", "cycling gloves", "water bottle"]),
    ("P", "vehicles", "It's freezing and the car windscreen's iced over.",
     ["*ice scraper", "*can of de-icer spray", "shopping bag", "wellington boots", "bobble hat", "umbrella"]),
    ("P", "vehicles", "Car battery's flat, the neighbour's offered to give us a start.",
     ["*set of jump leads", "warning triangle", "car sponge", "tyre pressure gauge", "foot pump", "garage shelf"]),
    ("P", "vehicles", "Before the long drive I want to make sure the tyres aren't under-inflated.",
     ["*tyre pressure gauge", "road atlas", "car air freshener", "sunglasses", "travel mug", "car keys"]),
    ("P", "vehicles", "The car's covered in bird mess and mud.",
     ["*bucket with car sponge", "*pressure washer", "garden chair", "recycling bin", "bicycle helmet", "doormat"]),
    ("P", "vehicles", "My bike seat's way too low now I've grown!",
     ["*Allen key set", "bicycle helmet", "skipping rope", "football", "kick scooter", "garage shelf"]),
    ("A", "vehicles", "I've got a puncture on my bike and it's completely flat.",
     ["#garage shelf", "#saddle bag", "bicycle helmet", "water bottle", "fridge", "wardrobe", "bathroom cabinet"]),
    ("A", "vehicles", "The windscreen's all smeary and nothing squirts out when I press the button.",
     ["#garage shelf", "car keys", "road atlas", "umbrella", "fridge", "linen cupboard", "medicine cabinet"]),
    ("A", "vehicles", "I'm cycling into town and don't want my bike nicked while I'm in the shops.",
     ["#garage shelf", "#hall cupboard", "bicycle helmet", "water bottle", "fridge", "bathroom cabinet", "bread bin"]),

    # ----------------------------------------------------------------- office
    ("P", "office", "These pages keep sliding apart, I need them held together.",
     ["*desktop stapler", "*box of paper clips", "stack of printed pages", "mouse mat", "highlighter pen", "desk lamp"]),
    ("P", "office", "Oops, I wrote the wrong date in pen on the form.",
     ["*correction tape dispenser", "printed form", "fountain pen", "plastic ruler", "calculator", "filing cabinet"]),
    ("P", "office", "I need to add up all these receipts for my expenses.",
     ["*pocket calculator", "pile of receipts", "brown envelope", "desk plant", "hole punch", "mug of coffee"]),
    ("P", "office", "These loose sheets need to go in the ring binder.",
     ["*two-hole punch", "ring binder", "sticky notes", "pencil sharpener", "laptop", "desk drawer"]),
    ("P", "office", "I want to mark the key bits of this chapter so I can revise them.",
     ["*yellow highlighter pen", "history textbook", "rubber eraser", "plastic ruler", "mug of tea", "bookshelf"]),
    ("P", "office", "My pencil's gone blunt.",
     ["*pencil sharpener", "exercise book", "protractor", "glue stick", "school bag", "pencil case"]),
    ("P", "office", "I need to draw a perfectly straight line across this page.",
     ["*30 cm ruler", "pad of graph paper", "rubber eraser", "coloured pencils", "pocket calculator", "desk lamp"]),
    ("P", "office", "It's getting dark and I can hardly see my homework.",
     ["*adjustable desk lamp", "maths worksheet", "pencil case", "water bottle", "school bag", "exercise book"]),
    ("A", "office", "I've written Gran's birthday card, now I need something to send it in.",
     ["#desk drawer", "#stationery cupboard", "birthday card", "ballpoint pen", "fridge", "shoe rack", "bathroom cabinet"]),
    ("A", "office", "The printer keeps beeping, the tray's empty.",
     ["#stationery cupboard", "fridge", "wardrobe", "toy box", "inkjet printer", "laptop", "mug", "desk chair"]),
    ("A", "office", "Could you put this sign up on the cork board for me, please?",
     ["#desk drawer", "cork noticeboard", "printed sign", "laptop", "bathroom cabinet", "garden shed", "bread bin"]),
    ("A", "office", "I need to rub out this pencil mistake on my drawing.",
     ["#pencil case", "#desk drawer", "drawing pad", "coloured pencils", "fridge", "toolbox", "wardrobe"]),

    # ----------------------------------------------------- crafts and music
    ("P", "crafts_music", "The bottom of my skirt's come unstitched at the back.",
     ["*needle and thread", "floral skirt", "clothes hanger", "ironing board", "sewing box", "tape measure"]),
    ("P", "crafts_music", "I need to cut this fabric for the cushion cover.",
     ["*pair of fabric shears", "length of cotton fabric", "pin cushion", "tape measure", "cushion pad", "sewing machine"]),
    ("P", "crafts_music", "The glitter and card shapes need fixing onto this birthday card.",
     ["*glue stick", "*bottle of PVA glue", "pot of glitter", "sheet of coloured card", "pencil crayons", "pair of craft scissors"]),
    ("P", "crafts_music", "My guitar sounds all wrong, I think the strings have gone flat.",
     ["*clip-on guitar tuner", "acoustic guitar", "music stand", "plectrum", "sheet music", "guitar case"]),
    ("P", "crafts_music", "I want to practise the piano with a steady beat to keep me in time.",
     ["*wind-up metronome", "piano stool", "book of sheet music", "violin", "music stand", "bookshelf"]),
    ("P", "crafts_music", "I need to mark where to cut on this fabric.",
     ["*tailor's chalk", "dressmaking pattern", "length of denim", "box of pins", "thimble", "sewing machine"]),
    ("P", "crafts_music", "Let's make paper snowflakes with the kids.",
     ["*pair of craft scissors", "sheet of white paper", "glue stick", "box of crayons", "ruler", "craft box"]),
    ("A", "crafts_music", "A button's come off my shirt, can you help me put it back on?",
     ["#sewing box", "loose button", "cotton shirt", "ironing board", "fridge", "toolbox", "bread bin"]),
    ("A", "crafts_music", "I'd love to paint a little picture for Grandma.",
     ["#craft box", "#art cupboard", "sheet of paper", "easel", "apron", "fridge", "medicine cabinet", "shoe rack"]),
    ("A", "crafts_music", "I fancy starting a new scarf this evening in front of the telly.",
     ["#knitting bag", "#craft basket", "armchair", "reading lamp", "fridge", "toolbox", "garden shed"]),

    # ------------------------------------------------------ outdoors, travel
    ("P", "outdoors_travel", "It's pouring and I have to run to the store.",
     ["*folding umbrella", "*hooded raincoat", "shopping bag", "car keys", "bunch of house keys", "shoe rack"]),
    ("P", "outdoors_travel", "I'll burn to a crisp on the beach today.",
     ["*bottle of sunscreen", "flip-flops", "cool box", "beach ball", "sunglasses", "bucket and spade"]),
    ("P", "outdoors_travel", "These tent pegs won't go into the hard ground.",
     ["*rubber mallet", "dome tent", "sleeping bag", "camping stove", "torch", "folding chair"]),
    ("P", "outdoors_travel", "It's pitch black in the tent and I can't find my socks.",
     ["*head torch", "*camping lantern", "sleeping bag", "rucksack", "tin mug", "walking boots"]),
    ("P", "outdoors_travel", "The midges are eating me alive!",
     ["*insect repellent spray", "bottle of sunscreen", "water bottle", "folded map", "walking poles", "picnic blanket"]),
    ("P", "outdoors_travel", "My case feels way too heavy, I want to know if it's over the airline limit.",
     ["*digital luggage scale", "suitcase", "passport", "travel adaptor", "neck pillow", "wardrobe"]),
    ("P", "outdoors_travel", "We need to boil water for noodles at the campsite.",
     ["*portable camping stove", "pack of instant noodles", "dome tent", "sleeping mat", "compass", "fishing rod"]),
    ("P", "outdoors_travel", "I'm off abroad and my charger plug won't fit the sockets over there.",
     ["*universal travel adaptor", "phone charger", "passport", "suitcase", "sunglasses", "toiletry bag"]),
    ("A", "outdoors_travel", "Before we set off on the hike, I want something to tell me which way is north.",
     ["#rucksack", "#camping gear box", "walking boots", "water bottle", "bag of trail mix", "fridge", "bathroom cabinet", "bread bin"]),
    ("A", "outdoors_travel", "We fly tomorrow and I've nothing to pack my clothes into.",
     ["#wardrobe", "#under-stairs cupboard", "pile of folded clothes", "passport", "fridge", "bathroom cabinet", "toolbox"]),
    ("A", "outdoors_travel", "It'll be freezing camping on the mountain, I need something warm to sleep in.",
     ["#garage shelf", "#under-stairs cupboard", "rolled-up tent", "walking boots", "fridge", "medicine cabinet", "bread bin"]),
    ("A", "outdoors_travel", "Picnic in the park later, the sandwiches and drinks need keeping cold.",
     ["#garage shelf", "#utility room cupboard", "picnic blanket", "sandwiches in foil", "bottles of juice", "bathroom cabinet", "bookshelf", "wardrobe"]),

    # ---------------------------------------------------------------- parties
    ("P", "parties", "Let's get these balloons blown up before the guests arrive.",
     ["*hand balloon pump", "packet of balloons", "string of bunting", "paper plates", "party hats", "gift bag"]),
    ("P", "parties", "Time to light the birthday candles!",
     ["*long-nosed lighter", "*box of matches", "birthday cake", "cake knife", "party poppers", "paper napkins"]),
    ("P", "parties", "Let's cut the cake, everyone's waiting.",
     ["*cake knife", "birthday cake", "stack of paper plates", "box of candles", "party poppers", "gift bag"]),
    ("P", "parties", "The guests need somewhere to put their drinks down without marking the table.",
     ["*set of cork coasters", "wine glasses", "bowl of crisps", "fairy lights", "bunting", "gift bag"]),
    ("P", "parties", "The music's too quiet, this party needs livening up.",
     ["*bluetooth speaker", "fairy lights", "bowl of punch", "paper cups", "party hats", "balloon"]),
    ("P", "parties", "Everyone wants a photo in front of the cake.",
     ["*digital camera", "birthday cake", "party hat", "gift bag", "balloon", "streamer"]),
    ("P", "parties", "I want to hang the birthday banner across the doorway.",
     ["*roll of sticky tape", "*packet of Blu-Tack", "birthday banner", "bunch of balloons", "party plates", "tray of cupcakes"]),
    ("A", "parties", "The sausage rolls are ready, what can people eat them off?",
     ["#kitchen cupboard", "#sideboard", "sausage rolls on a baking sheet", "party hats", "balloons", "bathroom cabinet", "garden shed", "toolbox"]),
    ("A", "parties", "Auntie brought these lovely flowers, they need some water.",
     ["#sideboard", "#kitchen cupboard", "bunch of flowers", "greetings card", "box of chocolates", "fridge", "medicine cabinet", "toolbox"]),
    ("A", "parties", "We need to seal up the kids' party bags.",
     ["#desk drawer", "#kitchen drawer", "party bags", "bag of sweets", "balloons", "fridge", "shoe rack", "wardrobe"]),

    # ---------------------------------------------------------------- elderly
    ("P", "elderly", "I can't read the small print on this leaflet, dear.",
     ["*reading glasses", "*magnifying glass", "leaflet", "cup of tea", "ball of knitting wool", "armchair"]),
    ("P", "elderly", "My legs are cold sitting here in my chair.",
     ["*knitted lap blanket", "TV remote", "newspaper", "walking stick", "cup of tea", "footstool"]),
    ("P", "elderly", "I'd like to walk to the kitchen but I'm a bit unsteady on my feet.",
     ["*walking stick", "armchair", "reading lamp", "pair of slippers", "TV remote", "hearing aid case"]),
    ("P", "elderly", "Pardon? I can't hear a word you're saying, love.",
     ["*hearing aid", "reading glasses", "glasses case", "pill organiser", "crossword book", "teapot"]),
    ("P", "elderly", "My hands are too shaky to hold an ordinary cup.",
     ["*two-handled beaker", "teapot", "biscuit tin", "cushion", "TV guide", "reading lamp"]),
    ("P", "elderly", "I've dropped my letter behind the sofa and I can't bend down.",
     ["*long reacher grabber", "armchair", "footstool", "newspaper", "knitting bag", "pair of slippers"]),
    ("P", "elderly", "I'd like to listen to the afternoon play.",
     ["*portable radio", "crossword book", "teapot", "walking stick", "reading glasses", "cushion"]),
    ("A", "elderly", "I need my teeth in before lunch, pet.",
     ["#bedside table", "#bathroom cabinet", "armchair", "walking stick", "teacup", "fridge", "toolbox", "garden shed"]),
    ("A", "elderly", "It's chilly in bed tonight, I'd like something to warm my feet.",
     ["#airing cupboard", "#chest of drawers", "pillow", "bedside lamp", "alarm clock", "fridge", "toolbox", "bread bin"]),
    ("A", "elderly", "The doctor wants me to check my blood pressure every morning.",
     ["#medicine cabinet", "#bedside cabinet", "armchair", "newspaper", "cup of tea", "bread bin", "shoe rack", "toy box"]),

    # ---------------------------------------------------------------- laundry
    ("P", "laundry", "This shirt's all creased and I've got a meeting at nine.",
     ["*steam iron", "*garment steamer", "cotton shirt", "clothes hanger", "laundry basket", "box of washing powder"]),
    ("P", "laundry", "The washing's done and needs hanging out to dry.",
     ["*bag of clothes pegs", "basket of wet washing", "washing machine", "fabric softener", "ironing board", "broom"]),
    ("P", "laundry", "My favourite jumper's covered in little bobbles.",
     ["*electric fabric shaver", "wool jumper", "clothes hanger", "shoe horn", "chest of drawers", "laundry basket"]),
    ("P", "laundry", "My black pants are covered in cat hair.",
     ["*sticky lint roller", "black dress pants", "cat bed", "coat hook", "tin of shoe polish", "umbrella"]),
    ("P", "laundry", "These shoes look scuffed and dull.",
     ["*shoe shine kit", "leather brogues", "shoe horn", "umbrella", "doormat", "coat stand"]),
    ("P", "laundry", "The machine's loaded, it just needs something to actually get the clothes clean.",
     ["*bottle of laundry liquid", "*box of washing powder", "front-loading washing machine", "tumble dryer", "clothes pegs", "ironing board"]),
    ("P", "laundry", "I can't get these boots on, my heel won't slide in.",
     ["*long shoe horn", "leather boots", "shoe rack", "umbrella", "coat stand", "doormat"]),
    ("A", "laundry", "My good dress needs hanging up so it doesn't crease.",
     ["#wardrobe", "fridge", "bathroom cabinet", "toolbox", "silk dress", "handbag", "hairdryer"]),
    ("A", "laundry", "I've spilt tomato sauce down my white t-shirt.",
     ["#utility room cupboard", "#under-sink cupboard", "white t-shirt", "washing machine", "toy box", "bread bin", "medicine cabinet"]),
    ("A", "laundry", "It's bitter out, I need something warm around my neck.",
     ["#wardrobe", "#chest of drawers", "doormat", "umbrella", "wellington boots", "fridge", "toolbox", "bathroom cabinet"]),
    ("A", "laundry", "My feet are bare and this floor's freezing.",
     ["#sock drawer", "#chest of drawers", "double bed", "alarm clock", "fridge", "bread bin", "garden shed"]),
]


def _norm(text):
    return "".join(c for c in text.lower() if c.isalnum() or c == " ").split()


def validate(items):
    seen = set()
    per_domain = collections.Counter()
    for kind, domain, instruction, labels in items:
        per_domain[domain] += 1
        key = " ".join(_norm(instruction))
        assert key not in seen, "duplicate instruction: " + instruction
        seen.add(key)
        assert 5 <= len(labels) <= 9, instruction
        bare = [l.lstrip("*#") for l in labels]
        assert len(set(bare)) == len(bare), "duplicate label in " + instruction
        tools = [l for l in labels if l.startswith("*")]
        places = [l for l in labels if l.startswith("#")]
        n_storage = sum(1 for b in bare if b in STORAGE)
        if kind == "P":
            assert 1 <= len(tools) <= 2 and not places, instruction
            assert n_storage <= 2, instruction
        elif kind == "A":
            assert not tools and 1 <= len(places) <= 2, instruction
            assert all(p[1:] in STORAGE for p in places), instruction
            assert 3 <= n_storage <= 5, instruction
        else:
            raise AssertionError("bad kind " + kind)
    # near-identical instructions: compare word sets
    keys = [set(_norm(i)) for _, _, i, _ in items]
    for a in range(len(keys)):
        for b in range(a + 1, len(keys)):
            inter = len(keys[a] & keys[b])
            union = len(keys[a] | keys[b])
            assert inter / union < 0.7, (items[a][2], items[b][2])
    assert max(per_domain.values()) <= 16
    return per_domain


def bbox(rng, label):
    if label in STORAGE:
        w, h = rng.randint(110, 260), rng.randint(120, 300)
    else:
        w, h = rng.randint(25, 150), rng.randint(25, 150)
    x1 = rng.randint(0, W - 1 - w)
    y1 = rng.randint(0, H - 1 - h)
    return [x1, y1, x1 + w, y1 + h]


def build(items, rng):
    order = list(range(len(items)))
    rng.shuffle(order)
    out = []
    for n, idx in enumerate(order, start=1):
        kind, _domain, instruction, labels = items[idx]
        labels = list(labels)
        rng.shuffle(labels)
        objects, tools, explore = [], [], []
        for k, raw in enumerate(labels, start=1):
            oid = "o%d" % k
            label = raw.lstrip("*#")
            if raw.startswith("*"):
                tools.append(oid)
            elif raw.startswith("#"):
                explore.append(oid)
            objects.append({
                "id": oid,
                "label": label,
                "confidence": round(rng.uniform(0.35, 0.9), 2),
                "bbox": bbox(rng, label),
            })
        expect = {"tools": tools} if kind == "P" else {"explore": explore}
        out.append({"id": "h9-%03d" % n, "instruction": instruction,
                    "objects": objects, "expect": expect})
    return out


def main():
    per_domain = validate(ITEMS)
    rng = random.Random(SEED)
    rows = build(ITEMS, rng)
    root = Path(__file__).resolve().parents[2]
    path = root / "tests" / "data" / "heldout_v9.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    kinds = collections.Counter(k for k, _, _, _ in ITEMS)
    labels = {l.lstrip("*#") for _, _, _, ls in ITEMS for l in ls}
    print("wrote %d items to %s" % (len(rows), path))
    print("kinds:", dict(kinds))
    for d, c in sorted(per_domain.items()):
        pk = sum(1 for k, dd, _, _ in ITEMS if dd == d and k == "P")
        print("  %-16s %2d  (P %d, A %d)" % (d, c, pk, c - pk))
    print("distinct labels:", len(labels))


if __name__ == "__main__":
    main()
