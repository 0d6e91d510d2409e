#!/usr/bin/env python3
"""Generate /work/v8/heldout_v8.jsonl -- held-out evaluation set v8 for aide.

Written from everyday common sense only (no project knowledge files consulted).

Source format: (kind, domain, instruction, labels)
  kind  "P" = tool present, "A" = tool absent (explore a storage place)
  "*label" = acceptable tool (P items), "#label" = storage place to open (A items),
  plain label = distractor / other storage place.
Deterministic: random.Random(8080).
"""
import json
import os
import random
import re
from collections import Counter

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout_v8.jsonl")
W, H = 640, 480

ITEMS = [
    # ---------------------------------------------------------------- cooking
    ("P", "cooking", "Can you drain the pasta? It's been bubbling away for ten minutes.",
     ["*stainless steel colander", "bag of dry spaghetti", "box grater", "wooden spoon",
      "blue checked tea towel", "glass salt shaker"]),
    ("P", "cooking", "These cloves need crushing for the sauce and I can't stand the smell on my fingers.",
     ["*garlic press", "bulb of garlic", "silver nutcracker", "lemon squeezer",
      "bamboo chopping board", "ceramic fruit bowl"]),
    ("P", "cooking", "Quick, the pancakes are about to catch, flip 'em before they stick!",
     ["*flat silicone spatula", "*slotted metal fish slice", "balloon whisk", "soup ladle",
      "non-stick frying pan", "bottle of maple syrup"]),
    ("P", "cooking", "Is the chicken done in the middle, d'you reckon? I don't want anyone getting sick.",
     ["*digital probe thermometer", "roast chicken in a tray", "indoor wall thermometer",
      "plastic egg timer", "quilted oven glove", "basting brush"]),
    ("A", "cooking", "Soup's ready - can you dish it out into these bowls for me?",
     ["#kitchen utensil drawer", "fridge", "bread bin", "cupboard under the sink",
      "pot of tomato soup", "three empty white bowls"]),
    ("A", "cooking", "The recipe says a splash of milk and there's none out on the counter.",
     ["#fridge", "pantry cupboard", "cutlery drawer", "dishwasher",
      "glass mixing bowl with batter", "digital kitchen scales"]),

    # ---------------------------------------------------------------- baking
    ("P", "baking", "There are lumps in the flour and I want this sponge light and airy.",
     ["*fine mesh sieve", "bag of plain flour", "plastic colander", "wooden rolling pin",
      "round cake tin", "pastry brush"]),
    ("P", "baking", "The pastry has to go thin enough to line the tart dish, can you sort it out?",
     ["*wooden rolling pin", "ball of pastry dough", "ceramic tart dish",
      "set of round cookie cutters", "flour shaker", "kitchen scales"]),
    ("P", "baking", "How can I tell if the middle of the cake's baked without cutting it open?",
     ["*pack of bamboo skewers", "*wooden cocktail sticks", "sponge cake in a tin",
      "serrated bread knife", "oven glove", "wire cooling rack"]),
    ("P", "baking", "The recipe wants exactly 250 grams of sugar, no guessing this time.",
     ["*digital kitchen scales", "bag of caster sugar", "set of measuring spoons",
      "glass mixing bowl", "oven timer", "sugar bowl"]),
    ("A", "baking", "Let's do little swirls of buttercream on top of the cupcakes, like the ones in the bakery window.",
     ["#drawer of baking equipment", "fridge", "bread bin", "spice cupboard",
      "tray of cupcakes", "bowl of buttercream icing"]),
    ("A", "baking", "This sponge needs a dusting of the powdery white sugar on top and I've run out on the side.",
     ["#baking ingredients cupboard", "fridge", "freezer", "cupboard under the sink",
      "plain sponge cake", "glass cake stand"]),

    # ---------------------------------------------------------------- drinks
    ("P", "drinks", "I'm parched, honestly, my mouth's like sandpaper.",
     ["*plastic bottle of mineral water", "empty glass tumbler", "bottle of dish soap",
      "vase of tulips", "potted cactus", "sheet of sandpaper"]),
    ("P", "drinks", "Fancy a cuppa? The kettle's just boiled.",
     ["*box of English breakfast tea bags", "white ceramic mug", "sugar bowl", "electric kettle",
      "biscuit tin", "rubber hot water bottle"]),
    ("P", "drinks", "I've only got whole beans and the cafetiere's sitting there waiting.",
     ["*hand-crank burr grinder", "bag of whole coffee beans", "glass cafetiere",
      "wooden pepper mill", "plastic measuring scoop", "tin of cocoa powder"]),
    ("P", "drinks", "Can you get this bottle of red open? My wrist's no good today.",
     ["*waiter's friend corkscrew", "bottle of red wine", "metal crown-cap bottle opener",
      "two wine glasses", "ice bucket", "cheese board"]),
    ("A", "drinks", "Chuck a few cubes of ice in my lemonade, would ya?",
     ["#freezer", "pantry cupboard", "cutlery drawer", "cupboard under the sink",
      "glass of lemonade", "jug of tap water"]),
    ("A", "drinks", "Are there any cold cans of soda left? These ones on the table have gone warm.",
     ["#fridge", "oven", "cutlery drawer", "recycling bin",
      "two warm cans of cola", "stack of paper cups"]),

    # ---------------------------------------------------------------- cleaning
    ("P", "cleaning", "Oh god, I just knocked a glass of red wine over the rug!",
     ["*roll of kitchen paper", "*white microfibre cloth", "bottle of red wine", "feather duster",
      "cordless vacuum cleaner", "doormat"]),
    ("P", "cleaning", "There's broken glass all over the kitchen floor, mind your feet.",
     ["*dustpan with hand brush", "sponge mop", "toilet brush", "bottle brush",
      "shards of broken glass", "dish rack"]),
    ("P", "cleaning", "The panes in the conservatory are all streaky and it's driving me up the wall.",
     ["*rubber squeegee", "*spray bottle of glass cleaner", "toilet brush", "paint roller",
      "bottle of bleach", "dustpan"]),
    ("P", "cleaning", "There are cobwebs up in the corners of the ceiling and I can't reach them.",
     ["*extendable feather duster", "short dish brush", "scrubbing brush", "lint roller",
      "can of air freshener", "spider plant"]),
    ("A", "cleaning", "The oven's greasy and disgusting inside, I'm finally going to tackle it.",
     ["#cupboard under the kitchen sink", "fridge", "cutlery drawer", "bookshelf",
      "greasy baking tray", "quilted oven glove"]),
    ("A", "cleaning", "The dog's tracked mud right across the hall carpet.",
     ["#broom cupboard", "shoe rack", "bedside drawer", "fridge",
      "muddy dog lead", "coir doormat"]),

    # ---------------------------------------------------------------- laundry
    ("P", "laundry", "My shirt's all creased and I've got an interview in an hour.",
     ["*steam iron", "*handheld garment steamer", "ironing board", "hair straighteners",
      "white cotton shirt", "wire clothes hanger"]),
    ("P", "laundry", "That's the washing done and it's lovely and sunny out.",
     ["*bag of clothes pegs", "*folding clothes airer", "basket of wet laundry", "bulldog clips",
      "bottle of detergent", "sun hat"]),
    ("P", "laundry", "Ugh, ketchup all down my white trousers and I've got to wear them tomorrow.",
     ["*spray bottle of stain remover", "bottle of ketchup", "fabric softener",
      "pair of white trousers", "lint roller", "hairdryer"]),
    ("P", "laundry", "This jumper's covered in cat hair, I look like a yeti.",
     ["*sticky lint roller", "cat brush", "tabby cat", "wool jumper",
      "small paint roller", "hair comb"]),
    ("A", "laundry", "The machine's loaded but there's nothing left in the soap bottle.",
     ["#laundry room shelf", "kitchen fridge", "bedroom wardrobe", "bathroom medicine cabinet",
      "washing machine", "empty detergent bottle"]),
    ("A", "laundry", "I need to hang this dress up before it creases.",
     ["#bedroom wardrobe", "chest of drawers", "chest freezer", "kitchen drawer",
      "silk dress", "ironing board"]),

    # ---------------------------------------------------------------- sewing
    ("P", "sewing", "A button's come off my coat, but luckily I've still got it.",
     ["*small sewing kit", "*pincushion with threaded needle", "loose black button",
      "pair of knitting needles", "safety pins", "wool coat"]),
    ("P", "sewing", "I need to cut this fabric in a nice straight line along the chalk mark.",
     ["*dressmaker's shears", "roll of floral cotton fabric", "tailor's chalk",
      "nail scissors", "tape measure", "seam ripper"]),
    ("P", "sewing", "I sewed this bit in the wrong place, how do I unpick the stitches without damaging the cloth?",
     ["*seam ripper", "*small embroidery scissors", "sewing machine", "metal thimble",
      "tomato pin cushion", "jar of buttons"]),
    ("P", "sewing", "The needle keeps stabbing my fingertip when I push it through this leather.",
     ["*metal thimble", "box of plasters", "leather belt", "sewing needle",
      "finger puppet", "tape measure"]),
    ("A", "sewing", "The hem on my trousers has come down, I want to stitch it back up before work.",
     ["#wicker sewing basket", "toolbox", "fridge", "bathroom cabinet",
      "pair of grey trousers", "ironing board"]),
    ("A", "sewing", "Granny's run out of yarn halfway through the scarf she's making.",
     ["#knitting bag", "linen cupboard", "bread bin", "toolbox",
      "half-finished striped scarf", "armchair"]),

    # ---------------------------------------------------------------- DIY
    ("P", "diy", "There's a nail sticking up out of the floorboard, someone's going to stub a toe on it.",
     ["*claw hammer", "box of nails", "flathead screwdriver", "tape measure",
      "spirit level", "tin of paint"]),
    ("P", "diy", "That picture's been hanging wonky for weeks and I want it perfectly straight this time.",
     ["*yellow spirit level", "framed picture", "wooden ruler", "picture hook",
      "claw hammer", "potted fern"]),
    ("P", "diy", "The cupboard handle's gone all wobbly again, it just needs tightening.",
     ["*Phillips screwdriver", "*set of screwdrivers", "adjustable spanner", "tube of wood glue",
      "paint brush", "spare cupboard handle"]),
    ("P", "diy", "I want to put a shelf up, so I need a couple of holes in the brick.",
     ["*cordless drill", "wall shelf", "claw hammer", "box of wall plugs",
      "sheet of sandpaper", "spirit level"]),
    ("A", "diy", "The arm of this old chair has a rough, splintery patch.",
     ["#red metal toolbox", "kitchen drawer", "bathroom cabinet", "bookcase",
      "old wooden chair", "cushion"]),
    ("A", "diy", "I need to know exactly how long this wall is before I buy the shelves.",
     ["#garage workbench drawer", "desk drawer", "fridge", "linen cupboard",
      "pencil", "stack of shelf brackets"]),

    # ---------------------------------------------------------------- plumbing
    ("P", "plumbing", "The kitchen sink's full of grey water and it's not going anywhere.",
     ["*rubber plunger", "*bottle of drain cleaner", "toilet brush",
      "bottle of washing-up liquid", "kitchen sponge", "dish rack"]),
    ("P", "plumbing", "The faucet's been dripping all night, I reckon the nut underneath is loose.",
     ["*adjustable wrench", "claw hammer", "kitchen sponge", "plastic bucket",
      "roll of plumber's tape", "bath plug"]),
    ("P", "plumbing", "The shower head's all crusty and half the holes are blocked up.",
     ["*bottle of white vinegar", "*descaling solution", "shower gel", "bath sponge",
      "bottle of shampoo", "rubber duck"]),
    ("P", "plumbing", "Water's dripping out of the pipe under the basin onto the cupboard floor.",
     ["*plastic bucket", "*roll of leak repair tape", "toilet roll", "bottle of bleach",
      "rubber plunger", "bathroom scales"]),
    ("A", "plumbing", "I need to wrap the thread on this pipe fitting so it doesn't leak.",
     ["#toolbox", "sewing basket", "fridge", "bathroom cabinet",
      "brass pipe fitting", "length of copper pipe"]),
    ("A", "plumbing", "The shower's clogged with hair again and the water's up round my ankles.",
     ["#cupboard under the bathroom sink", "kitchen fridge", "bedroom wardrobe", "medicine cabinet",
      "hairbrush", "bath mat"]),

    # ---------------------------------------------------------------- electrics
    ("P", "electrics", "There's a loose wire in the plug on the kettle, I need to open it up.",
     ["*small flathead screwdriver", "electric kettle", "claw hammer", "butter knife",
      "extension lead", "roll of electrical tape"]),
    ("P", "electrics", "The bedside lamp went pop and now it's dark in here.",
     ["*boxed LED light bulb", "bedside lamp", "box of matches", "pack of AA batteries",
      "plug fuse", "alarm clock"]),
    ("P", "electrics", "My phone's at 2% and I've got a call in ten minutes.",
     ["*USB-C charging cable with plug", "*portable power bank", "smartphone", "TV remote",
      "over-ear headphones", "pack of AA batteries"]),
    ("P", "electrics", "Is this socket actually live? I'm not touching those wires till I know.",
     ["*voltage tester pen", "*digital multimeter", "red-handled screwdriver",
      "roll of electrical tape", "socket cover plate", "torch"]),
    ("A", "electrics", "Half the lights in the house just went off, but the kitchen's still working.",
     ["#consumer unit fuse box", "kitchen fridge", "hall coat cupboard", "bathroom cabinet",
      "table lamp", "pack of spare bulbs"]),
    ("A", "electrics", "The cover plate on the light switch is hanging off the wall and needs fixing back on.",
     ["#toolbox", "cutlery drawer", "fridge", "bathroom cabinet",
      "light switch plate", "stepladder"]),

    # ---------------------------------------------------------------- gardening
    ("P", "gardening", "The privet out front is looking really shaggy.",
     ["*electric hedge trimmer", "*pair of garden shears", "lawn mower", "leaf rake",
      "green watering can", "garden gnome"]),
    ("P", "gardening", "My tomatoes are drooping, it hasn't rained in over a week.",
     ["*green watering can", "*coiled garden hose", "tomato plant in a grow bag",
      "bag of compost", "hand trowel", "plastic rain gauge"]),
    ("P", "gardening", "These weeds between the paving slabs have roots down to Australia.",
     ["*daisy grubber", "*narrow hand fork", "leaf rake", "foam kneeling pad",
      "garden gnome", "stack of paving slabs"]),
    ("P", "gardening", "Some of the stems on the rose bush are dead and need to come off.",
     ["*pair of secateurs", "bunch of cut roses", "electric hedge trimmer", "gardening gloves",
      "watering can", "leaf blower"]),
    ("A", "gardening", "Leaves are piling up all over the lawn since the wind last night.",
     ["#garden shed", "kitchen drawer", "coat cupboard", "green waste bin",
      "garden bench", "stone bird bath"]),
    ("A", "gardening", "The slugs are munching through my lettuces again.",
     ["#garden shed", "fridge", "kitchen cupboard", "bathroom cabinet",
      "tray of lettuce seedlings", "garden gnome"]),

    # ---------------------------------------------------------------- houseplants
    ("P", "houseplants", "The fern's fronds are going crispy, it wants a bit more humidity.",
     ["*plant mister spray bottle", "glass perfume atomiser", "can of hairspray",
      "potted Boston fern", "bookshelf", "table lamp"]),
    ("P", "houseplants", "This one's outgrown its home, the roots are poking out the bottom.",
     ["*bag of potting compost", "*larger terracotta pot", "potted rubber plant",
      "bag of gravel", "bottle of plant food", "fruit bowl"]),
    ("P", "houseplants", "The leaves on my yucca are dusty and dull-looking.",
     ["*soft microfibre cloth", "potted yucca", "sheet of sandpaper", "steel wool scouring pad",
      "bottle of plant food", "feather boa"]),
    ("P", "houseplants", "My orchid looks hungry, the leaves have gone all pale.",
     ["*bottle of liquid plant fertiliser", "potted orchid", "bag of bird seed", "watering can",
      "bottle of vitamin tablets", "sugar bowl"]),
    ("A", "houseplants", "The peace lily's flopping over, I want to prop it up with a stick and some twine.",
     ["#garden shed", "fridge", "bathroom cabinet", "sewing basket",
      "peace lily in a pot", "table lamp"]),
    ("A", "houseplants", "These cuttings have rooted in the jar and need a little pot of their own.",
     ["#greenhouse", "kitchen cupboard", "bathroom cabinet", "car boot",
      "jam jar of cuttings", "ceramic vase"]),

    # ---------------------------------------------------------------- pets
    ("P", "pets", "Rex is bouncing at the front door, he's desperate for his walk.",
     ["*red nylon dog lead", "*retractable leash", "dog bed", "stainless steel dog bowl",
      "tennis ball", "skipping rope"]),
    ("P", "pets", "The cat's claws are like needles, she's shredding the sofa.",
     ["*small pet nail clippers", "*sisal scratching post", "tabby cat", "sofa cushion",
      "laser pointer toy", "bag of cat treats"]),
    ("P", "pets", "The glass on the fish tank's gone green and slimy.",
     ["*magnetic algae scraper", "goldfish in a tank", "tub of fish flakes",
      "small green aquarium net", "car ice scraper", "bottle of bleach"]),
    ("P", "pets", "The budgie keeps pecking at his empty dish, poor little thing.",
     ["*bag of millet seed mix", "bird cage", "cuttlefish bone", "bag of grass seed",
      "bag of cat biscuits", "mirror toy"]),
    ("A", "pets", "Whiskers is yowling by her bowl, it's way past her supper time.",
     ["#cupboard of pet supplies", "bathroom cabinet", "bedside drawer", "garden shed",
      "empty cat bowl", "tabby cat"]),
    ("A", "pets", "We're taking the dog out in the rain and he'll come back soaked.",
     ["#airing cupboard", "shoe rack", "fridge", "toolbox",
      "dog lead", "golden retriever"]),

    # ---------------------------------------------------------------- baby care
    ("P", "baby", "Little Mia's got yoghurt all over her face and hands.",
     ["*pack of baby wipes", "*soft cotton flannel", "pot of strawberry yoghurt",
      "plastic rattle", "high chair", "tube of nappy cream"]),
    ("P", "baby", "She's been grizzly and chewing her fists all day, I think a tooth's coming.",
     ["*silicone teething ring", "baby bottle", "plastic rattle", "stack of nappies",
      "baby monitor", "toothbrush"]),
    ("P", "baby", "Oh no, he's had a blowout and it's gone right up his back.",
     ["*pack of disposable diapers", "*pack of baby wipes", "baby bath",
      "tin of formula milk", "teddy bear", "baby monitor"]),
    ("P", "baby", "The formula's stone cold and she'll only take it at body temperature.",
     ["*electric bottle warmer", "baby bottle of formula", "microwave oven",
      "bottle sterilizer", "cotton bib", "teddy bear"]),
    ("A", "baby", "I think the baby's running a temperature, his forehead feels really hot.",
     ["#medicine cabinet", "toy box", "kitchen fridge", "wardrobe",
      "baby monitor", "wooden cot"]),
    ("A", "baby", "She's soaked her vest with milk, she needs changing into something clean.",
     ["#nursery chest of drawers", "toy box", "kitchen cupboard", "garden shed",
      "baby bouncer", "muslin cloth"]),

    # ---------------------------------------------------------------- kids' crafts
    ("P", "crafts", "The kids want to stick their paper snowflakes on the window.",
     ["*roll of scotch tape", "*packet of blu tack", "paper snowflakes", "box of crayons",
      "sheet of glittery stickers", "pair of children's scissors"]),
    ("P", "crafts", "Mummy, I wanna cut out my star but I'm not allowed the big sharp ones.",
     ["*round-tipped children's scissors", "large kitchen scissors", "drawing of a star on card",
      "glue stick", "hole punch", "felt tip pens"]),
    ("P", "crafts", "Can I make my drawing all sparkly?",
     ["*tub of silver glitter", "*tube of glitter glue", "bottle of sparkling water",
      "crayon drawing", "roll of tin foil", "pencil sharpener"]),
    ("P", "crafts", "We're making macaroni necklaces, we need something to thread the pasta onto.",
     ["*ball of string", "*length of wool yarn", "bag of dry macaroni", "sewing needle",
      "paint brush", "jewellery box"]),
    ("A", "crafts", "It's raining again, let's do some painting this afternoon.",
     ["#craft cupboard", "garage shelves", "fridge", "bookshelf",
      "stack of newspaper", "jam jar of water"]),
    ("A", "crafts", "I want to make a card for Grandma's birthday with pictures on it.",
     ["#plastic craft drawers", "kitchen cutlery drawer", "bedside drawer", "fridge",
      "birthday candles", "photo of Grandma"]),

    # ---------------------------------------------------------------- school
    ("P", "school", "I need a perfect circle for my maths homework and I can't do it freehand.",
     ["*drawing compass with pencil", "magnetic hiking compass", "plastic protractor",
      "30cm ruler", "maths textbook", "pencil case"]),
    ("P", "school", "Oops, I wrote the wrong answer in pen.",
     ["*correction tape", "*bottle of correction fluid", "pink pencil eraser",
      "blue ballpoint pen", "exercise book", "yellow highlighter"]),
    ("P", "school", "My writing's all fat and smudgy, the point's gone dull on this HB.",
     ["*small pencil sharpener", "HB pencil", "white eraser", "nail file",
      "pencil case", "glue stick"]),
    ("P", "school", "Do I really have to do 17 times 243 in my head? Is there anything to help?",
     ["*pocket calculator", "times tables poster", "wooden ruler", "wall clock",
      "toy abacus", "exercise book"]),
    ("A", "school", "My worksheet needs holes so it can go in my ring binder.",
     ["#desk drawer", "school backpack", "bread bin", "wardrobe",
      "ring binder", "maths worksheet"]),
    ("A", "school", "The title has to be underlined really straight or Miss will moan.",
     ["#pencil case", "lunchbox", "toy box", "kitchen drawer",
      "exercise book", "felt tip pen"]),

    # ---------------------------------------------------------------- office
    ("P", "office", "These sheets keep getting mixed up, I need to keep them together.",
     ["*stapler", "*box of paper clips", "stack of printed pages", "hole punch",
      "rubber date stamp", "coffee mug"]),
    ("P", "office", "This letter has to go off in the mail today.",
     ["*sheet of postage stamps", "rubber date stamp", "handwritten letter in envelope",
      "ink pad", "letter opener", "desk calendar"]),
    ("P", "office", "Get rid of these old bank statements safely, they've got my account number on.",
     ["*paper shredder", "waste paper basket", "stack of bank statements", "filing cabinet",
      "laser printer", "desk lamp"]),
    ("P", "office", "The printer keeps churning out pale, streaky grey pages.",
     ["*boxed black toner cartridge", "ream of A4 paper", "ink pad", "laser printer",
      "USB stick", "stapler"]),
    ("A", "office", "I need to sign this contract but there's nothing to write with.",
     ["#desk drawer", "filing cabinet", "fridge", "coat cupboard",
      "printed contract", "reading glasses"]),
    ("A", "office", "The printer tray's empty and I've got forty pages to print.",
     ["#stationery cupboard", "filing cabinet", "kitchen cupboard", "shoe rack",
      "office printer", "stapler"]),

    # ---------------------------------------------------------------- first aid
    ("P", "firstaid", "Ouch, I've caught my finger on the hot tray!",
     ["*tube of burn gel", "*bowl of cold water", "metal oven tray", "oven glove",
      "block of butter", "tube of toothpaste"]),
    ("P", "firstaid", "I've got a splinter in my thumb and I can't get it out.",
     ["*fine-tipped tweezers", "wooden plank", "nail clippers", "magnifying glass",
      "box of plasters", "box of thumb tacks"]),
    ("P", "firstaid", "He's grazed his knee coming off the scooter, it's only a little one.",
     ["*box of plasters", "*antiseptic wipes", "kick scooter", "crepe bandage",
      "roll of sticky tape", "knee pads"]),
    ("P", "firstaid", "I went over on my ankle on the stairs and it's puffing up.",
     ["*instant ice pack", "*bag of frozen peas", "rubber hot water bottle",
      "wooden walking stick", "ankle sock", "box of plasters"]),
    ("A", "firstaid", "I've cut my hand slicing bread, it's bleeding a bit.",
     ["#first-aid box", "cutlery drawer", "bread bin", "sewing basket",
      "loaf of bread", "bread knife"]),
    ("A", "firstaid", "I've had a pounding headache all afternoon.",
     ["#medicine cabinet", "kitchen spice cupboard", "bedside drawer", "bookshelf",
      "glass of water", "pair of sunglasses"]),

    # ---------------------------------------------------------------- personal care
    ("P", "personalcare", "These talons of mine keep snagging on my jumper.",
     ["*nail clippers", "*emery board", "bottle of nail polish", "wire cutters",
      "hair clip", "tweezers"]),
    ("P", "personalcare", "Just got out the shower, my head's dripping and I need to leave in ten.",
     ["*hairdryer", "hair straighteners", "wide-tooth comb", "bottle of shampoo",
      "bathroom scales", "toothbrush"]),
    ("P", "personalcare", "Got a big meeting this morning and my chin's all stubbly.",
     ["*electric shaver", "*disposable razor", "can of shaving foam", "bottle of aftershave",
      "toothbrush", "hair comb"]),
    ("P", "personalcare", "My mouth's all cracked and sore from the wind up on the hill.",
     ["*lip balm stick", "red lipstick", "glue stick", "wool scarf",
      "box of tissues", "hand mirror"]),
    ("A", "personalcare", "I want minty fresh breath before my date, and the tube by the sink is empty.",
     ["#bathroom cabinet", "kitchen cupboard", "wardrobe", "glovebox of the car",
      "empty toothpaste tube", "toothbrush"]),
    ("A", "personalcare", "I want to paint my nails for the party tonight.",
     ["#makeup bag", "toolbox", "craft cupboard", "fridge",
      "party dress", "hand mirror"]),

    # ---------------------------------------------------------------- elderly care
    ("P", "elderly", "My eyes aren't what they were, love, I can't make out the print on this pill packet.",
     ["*reading glasses", "*magnifying glass", "pill packet", "binoculars",
      "sunglasses", "TV remote"]),
    ("P", "elderly", "Mum's wobbly on her feet today and wants to get to the kitchen on her own.",
     ["*aluminium walking frame", "*wooden walking stick", "armchair", "folded umbrella",
      "fluffy slippers", "footstool"]),
    ("P", "elderly", "Dad can never remember whether he's had his Tuesday tablets or not.",
     ["*weekly pill organiser", "bottle of tablets", "jewellery box", "wall calendar",
      "alarm clock", "glass of water"]),
    ("P", "elderly", "Nan wants the tin off the top shelf and she shouldn't be climbing at her age.",
     ["*long-handled reacher grabber", "tin of peaches", "salad tongs", "walking stick",
      "kitchen stool", "tea towel"]),
    ("A", "elderly", "Grandpa's feeling chilly on the sofa and wants something over his knees.",
     ["#linen cupboard", "fridge", "toolbox", "shoe cupboard",
      "sofa", "TV remote"]),
    ("A", "elderly", "It's time for Grandpa's evening insulin injection.",
     ["#fridge", "kitchen drawer", "bedside drawer", "wardrobe",
      "glass of water", "reading glasses"]),

    # ---------------------------------------------------------------- car
    ("P", "car", "The front left wheel looks a bit squishy to me, is it low?",
     ["*tire pressure gauge", "*portable air compressor", "spare wheel", "scissor car jack",
      "meat thermometer", "jerry can"]),
    ("P", "car", "The car won't start, it just clicks - I think the battery's shot.",
     ["*set of jumper cables", "pack of AA batteries", "car key", "tow rope",
      "extension cord", "warning triangle"]),
    ("P", "car", "The windscreen's all frosty and we're running late for school.",
     ["*plastic ice scraper", "*can of de-icer spray", "kettle of boiling water",
      "rubber spatula", "car keys", "school bag"]),
    ("P", "car", "Got a flat on the hard shoulder, we need to lift it up to swap the wheel.",
     ["*scissor jack", "spare tyre", "wheel brace", "tire pressure gauge",
      "warning triangle", "jerry can"]),
    ("A", "car", "That little oil can light's come on in the dashboard.",
     ["#garage shelves", "kitchen cupboard", "glovebox", "bathroom cabinet",
      "car keys", "funnel"]),
    ("A", "car", "The police officer wants to see the insurance papers.",
     ["#glovebox", "boot of the car", "roof box", "car door pocket",
      "car keys", "pair of sunglasses"]),

    # ---------------------------------------------------------------- bicycle
    ("P", "bicycle", "My back tyre's gone totally soft again.",
     ["*black bicycle pump", "*puncture repair kit", "bike helmet", "basketball",
      "bicycle bell", "water bottle"]),
    ("P", "bicycle", "The chain squeaks like mad every time I pedal.",
     ["*small bottle of bike lube", "bottle of olive oil", "bike lock chain",
      "cycling helmet", "bicycle bell", "water bottle"]),
    ("P", "bicycle", "I'm cycling home after dark tonight.",
     ["*set of clip-on bike lights", "bike lock", "water bottle", "desk lamp",
      "padded cycling shorts", "bicycle pump"]),
    ("P", "bicycle", "Gotta leave the bike outside the store for twenty minutes and it's a sketchy area.",
     ["*heavy D-lock", "*coiled cable lock", "small luggage padlock", "bike helmet",
      "bicycle pump", "shopping bag"]),
    ("A", "bicycle", "The saddle's too high for me, it needs dropping a few centimetres.",
     ["#toolbox", "kitchen drawer", "fridge", "sewing basket",
      "mountain bike", "bike helmet"]),
    ("A", "bicycle", "We're cycling to school tomorrow and it's forecast to pour.",
     ["#hall closet", "garden shed", "fridge", "toy box",
      "bicycle", "school bag"]),

    # ---------------------------------------------------------------- camping
    ("P", "camping", "We're off camping tomorrow and it'll be dark by seven.",
     ["*head torch", "*battery lantern", "rolled-up tent", "sleeping bag",
      "magnetic compass", "hand mirror"]),
    ("P", "camping", "The ground's rock hard at this campsite, the pegs just won't go in.",
     ["*rubber mallet", "bag of tent pegs", "hiking boots", "camping stove",
      "wooden spoon", "guy ropes"]),
    ("P", "camping", "Let's get a brew going out here in the woods.",
     ["*portable gas stove", "box of tea bags", "tin mug", "battery lantern",
      "rucksack", "pine cones"]),
    ("P", "camping", "The mozzies are eating me alive down by the lake.",
     ["*insect repellent spray", "*citronella candle", "bottle of sunscreen",
      "fishing rod", "can of deodorant", "life jacket"]),
    ("A", "camping", "We need to get the tent up before the rain starts.",
     ["#boot of the car", "cool box", "glovebox", "picnic basket",
      "folding camping chair", "wellies"]),
    ("A", "camping", "I could murder a cold beer after that hike.",
     ["#cool box", "tent", "glovebox", "rucksack",
      "camping stove", "hiking boots"]),

    # ---------------------------------------------------------------- beach
    ("P", "beach", "It's scorching out and my shoulders are already going pink.",
     ["*bottle of sunscreen", "*wide-brimmed straw hat", "tube of after-sun aloe gel",
      "beach ball", "pair of sunglasses", "cool box"]),
    ("P", "beach", "The kids want to build a sandcastle with proper turrets.",
     ["*red plastic bucket", "*yellow plastic spade", "beach towel", "cool box",
      "flip-flops", "seashell"]),
    ("P", "beach", "My feet are burning on this sand, it's like walking on hot coals!",
     ["*pair of flip-flops", "beach towel", "bottle of sunscreen", "inflatable lilo",
      "windbreak", "bucket and spade"]),
    ("P", "beach", "It's so blowy on the beach our towels keep flying off.",
     ["*striped windbreak", "beach umbrella", "kite", "beach towel",
      "cool box", "sun lounger"]),
    ("A", "beach", "I'm dying to go for a swim in the sea.",
     ["#beach bag", "cool box", "glovebox of the car", "picnic basket",
      "beach towel", "sun lounger"]),
    ("A", "beach", "The sun's moved round and we've lost all our shade.",
     ["#boot of the car", "cool box", "handbag", "glovebox",
      "beach towels", "bucket and spade"]),

    # ---------------------------------------------------------------- sport
    ("P", "sport", "My football's gone all soft and squishy.",
     ["*ball pump with needle", "leather football", "goalkeeper gloves", "shin pads",
      "water bottle", "whistle"]),
    ("P", "sport", "Fancy a knock-up on the court after work?",
     ["*pair of tennis rackets", "*tube of tennis balls", "badminton racket", "cricket bat",
      "golf club", "sweatband"]),
    ("P", "sport", "I've pulled something in my calf and want to loosen it off.",
     ["*foam roller", "*massage gun", "wooden rolling pin", "yoga mat",
      "pair of dumbbells", "skipping rope"]),
    ("P", "sport", "I'm trying to see how fast I can run a lap.",
     ["*stopwatch", "kitchen timer", "running shoes", "whistle",
      "pedometer", "wall calendar"]),
    ("A", "sport", "We want to play ping-pong in the garage this afternoon.",
     ["#games cupboard", "fridge", "linen cupboard", "kitchen drawer",
      "table tennis table", "folding chair"]),
    ("A", "sport", "The lawn's mowed, let's set up for a game of croquet.",
     ["#garden shed", "kitchen pantry", "wardrobe", "glovebox",
      "garden bench", "stone bird bath"]),

    # ---------------------------------------------------------------- music
    ("P", "music", "The guitar sounds a bit off, I think the strings have slipped.",
     ["*clip-on electronic tuner", "acoustic guitar", "plastic guitar pick",
      "pack of spare strings", "metronome", "music stand"]),
    ("P", "music", "I keep rushing the tempo in the fast bits.",
     ["*metronome", "kitchen timer", "sheet music", "wall clock",
      "pair of drumsticks", "music stand"]),
    ("P", "music", "My violin bow's sliding over the strings and hardly making a sound.",
     ["*block of rosin", "violin", "candle wax", "bar of soap",
      "polishing cloth", "shoulder rest"]),
    ("P", "music", "I want to listen back to myself practising the piano so I can hear my mistakes.",
     ["*handheld audio recorder", "*smartphone", "pair of headphones", "piano stool",
      "sheet music stand", "metronome"]),
    ("A", "music", "I'd like to practise my clarinet scales before the concert.",
     ["#black instrument case", "wardrobe", "toy box", "cutlery drawer",
      "music stand", "sheet music"]),
    ("A", "music", "Dad's string just snapped mid-song on the acoustic.",
     ["#guitar case", "sewing basket", "fridge", "desk drawer",
      "acoustic guitar", "plectrum"]),

    # ---------------------------------------------------------------- parties
    ("P", "party", "Quick, these all need inflating before the guests turn up!",
     ["*hand air pump", "*helium canister", "packet of uninflated balloons",
      "paper party hats", "roll of streamers", "bowl of crisps"]),
    ("P", "party", "It's his birthday, let's get those candles glowing!",
     ["*box of matches", "*long-nosed lighter", "birthday cake with candles",
      "party poppers", "torch", "cake knife"]),
    ("P", "party", "Everyone's waiting for a slice of the gateau.",
     ["*cake knife", "chocolate gateau", "pizza cutter", "paper plates",
      "plastic forks", "party hats"]),
    ("P", "party", "We've got twenty people coming and all the drinks are warm.",
     ["*bag of ice cubes", "crate of beer", "bottle opener", "tea towel",
      "desk fan", "paper cups"]),
    ("A", "party", "Time to bring out the ice cream cake for the birthday girl!",
     ["#freezer", "fridge", "oven", "pantry cupboard",
      "party hats", "stack of paper plates"]),
    ("A", "party", "Let's string some fairy lights round the garden for the party.",
     ["#box of Christmas decorations", "toolbox", "fridge", "wardrobe",
      "garden table", "party banner"]),

    # ---------------------------------------------------------------- travel
    ("P", "travel", "I need to know if my case is under 23 kilos before we set off for the airport.",
     ["*luggage scale", "kitchen scales", "packed suitcase", "passport",
      "travel pillow", "tape measure"]),
    ("P", "travel", "We're going to Italy and my charger has a UK plug.",
     ["*universal travel adapter", "UK phone charger", "extension lead", "passport",
      "sunglasses", "Italian phrasebook"]),
    ("P", "travel", "Long-haul flight tonight and I can never sleep sitting up.",
     ["*travel neck pillow", "*eye mask", "passport", "wheeled suitcase",
      "sofa cushion", "paperback novel"]),
    ("P", "travel", "I don't want my little shampoo bottles leaking all over my clothes.",
     ["*clear zip-lock bag", "*toiletry bag", "mini shampoo bottles", "open suitcase",
      "rubber gloves", "shoe bag"]),
    ("A", "travel", "Pack a couple of spare pairs of socks for the trip, would you?",
     ["#chest of drawers in the bedroom", "linen cupboard", "kitchen cupboard", "shoe rack",
      "open suitcase", "passport"]),
    ("A", "travel", "I want my passport and cash locked away while we're at the beach.",
     ["#hotel room safe", "minibar", "bedside drawer", "wardrobe",
      "passport", "wallet"]),

    # ---------------------------------------------------------------- lighting / power cuts
    ("P", "powercut", "The power's just gone and I can't see a thing.",
     ["*black LED flashlight", "TV remote", "box of fuses", "empty candle holder",
      "glow-in-the-dark star stickers", "mirror"]),
    ("P", "powercut", "This torch is flickering and really weak.",
     ["*pack of AA batteries", "LED torch", "phone charger", "light bulb",
      "candle", "glow stick"]),
    ("P", "powercut", "Still no mains since the storm, and I want to hear what the news is saying about it.",
     ["*wind-up radio", "*battery-powered radio", "plug-in kitchen radio", "TV remote",
      "newspaper", "table lamp"]),
    ("P", "powercut", "Electricity's been off for hours and my mobile's almost dead.",
     ["*portable power bank", "smartphone", "phone charging cable with plug", "wall clock",
      "solar garden light", "tablet"]),
    ("A", "powercut", "It's gone dark across the whole street, not just us.",
     ["#emergency supplies box", "fuse box", "toy box", "sewing basket",
      "sofa", "coffee table"]),
    ("A", "powercut", "The power's out but I still need to boil water for the baby's bottle.",
     ["#garage shelves with the camping gear", "kitchen cupboard", "fridge", "linen cupboard",
      "baby bottle", "electric kettle"]),

    # ---------------------------------------------------------------- weather
    ("P", "weather", "It's chucking it down and I've got to walk to the station.",
     ["*black umbrella", "*hooded raincoat", "beach parasol", "sun hat",
      "rain gauge", "newspaper"]),
    ("P", "weather", "It's minus five out there, my head's going to freeze.",
     ["*woolly bobble hat", "*fleece ear muffs", "over-ear headphones", "sunglasses",
      "outdoor thermometer", "flask"]),
    ("P", "weather", "Is it going to be cold enough for frost tonight? What's it like out there right now?",
     ["*outdoor thermometer", "*weather station display", "barometer", "wall calendar",
      "hot water bottle", "window blind"]),
    ("P", "weather", "It drifted overnight - there's a foot of white stuff against the front door and the path's buried.",
     ["*snow shovel", "wooden sledge", "garden rake", "snow globe",
      "wellington boots", "doormat"]),
    ("A", "weather", "Storm's coming tonight and the patio chairs will blow away if we don't tie them down.",
     ["#garden shed", "kitchen drawer", "fridge", "wardrobe",
      "patio chairs", "garden umbrella"]),
    ("A", "weather", "It's snowing! My hands are going to be freezing out there.",
     ["#hall closet", "shoe rack", "fridge", "bathroom cabinet",
      "woolly hat", "doormat"]),

    # ---------------------------------------------------------------- security
    ("P", "security", "I'm heading out - the back gate needs securing so nobody wanders in.",
     ["*brass padlock", "bike helmet", "length of chain", "garden gnome",
      "doorbell", "empty key ring"]),
    ("P", "security", "Someone's been creeping round the garden at night, I want to catch them at it.",
     ["*motion-sensor security camera", "bird feeder", "baby monitor", "binoculars",
      "garden lamp", "garden gnome"]),
    ("P", "security", "We're away for two weeks and I don't want the house looking empty.",
     ["*plug-in light timer", "kitchen timer", "table lamp", "suitcase",
      "extension lead", "houseplant"]),
    ("P", "security", "I've lost the key to the shed padlock and I need to get in.",
     ["*bolt cutters", "brass padlock", "garden shears", "key ring",
      "claw hammer", "wheelbarrow"]),
    ("A", "security", "I want my valuables locked away before the builders arrive tomorrow.",
     ["#wall safe", "jewellery box", "sock drawer", "fridge",
      "gold watch", "pearl necklace"]),
    ("A", "security", "Going on holiday - the neighbour needs the spare so she can feed the cat.",
     ["#key cabinet by the front door", "bedside drawer", "toolbox", "bread bin",
      "tabby cat", "cat food bowl"]),
]

DOMAINS = ["cooking", "baking", "drinks", "cleaning", "laundry", "sewing", "diy", "plumbing",
           "electrics", "gardening", "houseplants", "pets", "baby", "crafts", "school", "office",
           "firstaid", "personalcare", "elderly", "car", "bicycle", "camping", "beach", "sport",
           "music", "party", "travel", "powercut", "weather", "security"]


# Neutral background clutter added to some scenes (0-3 items) so scene size varies 6..9.
OUTDOOR = {"gardening", "car", "bicycle", "camping", "beach", "weather"}
DECOR_IN = ["framed photo", "ceramic ornament", "stack of magazines", "patterned cushion",
            "potted succulent", "wall poster", "glass paperweight", "paperback book"]
DECOR_OUT = ["paper map", "folded newspaper", "stone ornament", "pine cone",
             "paperback book", "empty crisp packet"]


def rand_bbox(rng):
    w = rng.randint(20, 250)
    h = rng.randint(20, 250)
    x1 = rng.randint(0, W - w)
    y1 = rng.randint(0, H - h)
    return [x1, y1, x1 + w, y1 + h]


def build(rng):
    order = list(range(len(ITEMS)))
    rng.shuffle(order)
    records = []
    for n, idx in enumerate(order, 1):
        kind, domain, instr, labels = ITEMS[idx]
        labels = list(labels)
        pool = DECOR_OUT if domain in OUTDOOR else DECOR_IN
        have = {l.lstrip("*#").lower() for l in labels}
        extra = [d for d in pool
                 if not any(d.split()[-1].rstrip("s") in h for h in have)]
        labels += rng.sample(extra, rng.randint(0, 3))
        objs = []
        for lab in labels:
            mark = lab[0] if lab[0] in "*#" else ""
            objs.append((mark, lab.lstrip("*#")))
        rng.shuffle(objs)
        objects, tools, explore = [], [], []
        for i, (mark, lab) in enumerate(objs, 1):
            oid = "o%d" % i
            objects.append({"id": oid, "label": lab,
                            "confidence": round(rng.uniform(0.35, 0.85), 2),
                            "bbox": rand_bbox(rng)})
            if mark == "*":
                tools.append(oid)
            elif mark == "#":
                explore.append(oid)
        expect = {"tools": tools} if kind == "P" else {"explore": explore}
        records.append({"id": "h8-%03d" % n, "instruction": instr,
                        "objects": objects, "expect": expect})
    return records


def check_source():
    assert len(ITEMS) == 180, len(ITEMS)
    kinds = Counter(k for k, *_ in ITEMS)
    assert kinds == {"P": 120, "A": 60}, kinds
    seen_instr = set()
    for kind, domain, instr, labels in ITEMS:
        assert domain in DOMAINS, domain
        assert instr not in seen_instr, instr
        seen_instr.add(instr)
        assert 5 <= len(labels) <= 9, (instr, len(labels))
        plain = [l.lstrip("*#").lower() for l in labels]
        assert len(set(plain)) == len(plain), ("dup label", instr)
        stars = [l for l in labels if l.startswith("*")]
        hashes = [l for l in labels if l.startswith("#")]
        if kind == "P":
            assert 1 <= len(stars) <= 2 and not hashes, instr
        else:
            assert 1 <= len(hashes) <= 2 and not stars, instr


STOP = set("""a an the of and or to in on with for my me i it its it's is be this that these
those your you we our they her his she he at by from up out all over some any just""".split())
GENERIC = set("""bottle bag box pack packet roll set pair tube can tin jar small large big little
plastic metal wooden glass black white red blue green yellow pink silver brass steel stainless
rubber paper soft electric digital portable cupboard drawer kitchen""".split())


def overlap_warnings():
    """Distinctive words shared between instruction and acceptable label(s)."""
    out = []
    for kind, domain, instr, labels in ITEMS:
        iw = set(re.findall(r"[a-z]+", instr.lower())) - STOP - GENERIC
        for lab in labels:
            if lab[0] in "*#":
                lw = set(re.findall(r"[a-z]+", lab[1:].lower())) - STOP - GENERIC
                common = {w for w in iw & lw if len(w) > 2}
                if common:
                    out.append((instr, lab, sorted(common)))
    return out


def validate(path):
    with open(path) as f:
        lines = f.read().splitlines()
    assert len(lines) == 180, len(lines)
    ids = set()
    for line in lines:
        r = json.loads(line)
        assert r["id"] not in ids
        ids.add(r["id"])
        objs = r["objects"]
        assert 5 <= len(objs) <= 9
        oids = [o["id"] for o in objs]
        assert oids == ["o%d" % i for i in range(1, len(objs) + 1)]
        for o in objs:
            x1, y1, x2, y2 = o["bbox"]
            assert all(isinstance(v, int) for v in o["bbox"])
            assert 0 <= x1 < x2 <= W and 0 <= y1 < y2 <= H
            assert 20 <= x2 - x1 <= 250 and 20 <= y2 - y1 <= 250
            assert 0.35 <= o["confidence"] <= 0.85
            assert round(o["confidence"], 2) == o["confidence"]
            assert not o["label"].startswith(("*", "#"))
        exp = r["expect"]
        assert len(exp) == 1
        key, vals = next(iter(exp.items()))
        assert key in ("tools", "explore")
        assert vals and all(v in oids for v in vals)
        assert len(vals) <= 2
    return len(lines)


def main():
    check_source()
    rng = random.Random(8080)
    recs = build(rng)
    with open(OUT, "w") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n = validate(OUT)
    print("wrote %d items to %s" % (n, OUT))
    byd = Counter((d, k) for k, d, *_ in ITEMS)
    for d in DOMAINS:
        print("  %-13s P=%d A=%d" % (d, byd[(d, "P")], byd[(d, "A")]))
    for w in overlap_warnings():
        print("OVERLAP:", w)


if __name__ == "__main__":
    main()
