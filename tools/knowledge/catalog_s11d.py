"""Catalog part S11D (session 11): detector labels not in the catalog that read as the wrong
object. Filled by this session's label helper (see catalog_s10.py for the formats).

T_S11D: rows in catalog.py's format. ALIASES_S11D: more names for existing objects.
MOVED_S11D: names taken off an object. EXTRA_TOOLS_S11D / REMOVE_TOOLS_S11D: intents' tools.
"""

T_S11D = [
 # food and drink: snack packs read as the bag or tin around them ("bag of crisps" as a food
 # bag, "packet of biscuits" as pet food through "dog biscuits", "tin of beans" as a beanbag)
 ("crisps", "bag of crisps|packet of crisps|potato chips|bag of potato chips|tortilla chips|bag of tortilla chips|multipack of crisps|tube of pringles|pringles|corn chips|bag of chips|sharing bag of crisps|bag of doritos|salt and vinegar crisps|ready salted crisps",
  "food", "food", "small", "soft", "blob", "carry:1"),
 ("biscuits", "packet of biscuits|pack of biscuits|biscuit|cookies|packet of cookies|box of cookies|digestives|chocolate digestives|packet of digestives|custard creams|shortbread|rich tea biscuits|hobnobs|oreos|packet of oreos|chocolate chip cookies|tin of biscuits|box of biscuits",
  "food", "flour", "small", "rigid", "blob", "carry:1"),
 ("tinned food", "tin of beans|can of beans|tin of baked beans|baked beans|tin of soup|can of soup|tinned tomatoes|tin of tomatoes|can of tomatoes|canned food|tin of tuna|can of tuna|tinned fruit|tin of chickpeas|can of chickpeas|tin of sweetcorn|canned soup|tins of food",
  "food", "steel", "small", "rigid", "vessel", ""),
 # DIY: "angle grinder" read as the pepper mill through "grinder"
 ("angle grinder", "cordless angle grinder|electric angle grinder|battery angle grinder|disc cutter|metal grinder|mini angle grinder|4.5 inch angle grinder|bench grinder|cut-off tool|cut off saw",
  "tool", "steel", "medium", "rigid", "blade", "cut:7 scrub:3"),
 # more food a detector prints by its pack: "bottle of olive oil" read as plumber's tape,
 # "bottle of ketchup" as weed killer, "pot of yoghurt" as an ice lolly, "bag of flour" as a
 # hot water bottle, "carton of eggs" as milk, "pear" as a plant pot
 ("cooking oil", "olive oil|bottle of olive oil|glass bottle of olive oil|extra virgin olive oil|vegetable oil|bottle of vegetable oil|sunflower oil|bottle of sunflower oil|rapeseed oil|sesame oil|bottle of cooking oil|spray oil|cooking oil spray|frylight",
  "food", "plastic", "small", "rigid", "bottle", "liquid:2"),
 ("condiments", "bottle of ketchup|ketchup|tomato ketchup|squeezy ketchup|bottle of brown sauce|brown sauce|bottle of mayonnaise|jar of mayonnaise|mayonnaise|bottle of soy sauce|soy sauce|hot sauce|bottle of hot sauce|salad dressing|bottle of salad cream|jar of mustard|squeezy bottle of mustard|bbq sauce",
  "food", "plastic", "small", "rigid", "bottle", "liquid:1"),
 ("yoghurt", "pot of yoghurt|yogurt|pot of yogurt|yoghurt pot|pack of yoghurts|pack of four yoghurts|greek yoghurt|tub of yoghurt|tub of greek yoghurt|fromage frais|kids yoghurts|yoghurt tubes|tub of natural yoghurt",
  "food", "plastic", "small", "soft", "vessel", ""),
 ("dry groceries", "bag of flour|bag of plain flour|bag of self-raising flour|bag of sugar|bag of caster sugar|bag of rice|packet of rice|bag of pasta|packet of pasta|packet of spaghetti|box of cereal|box of cornflakes|bag of porridge oats|porridge oats|bag of lentils|packet of noodles",
  "food", "paper", "small", "soft", "blob", ""),
 ("eggs", "carton of eggs|box of eggs|half dozen eggs|egg box|tray of eggs|free range eggs|dozen eggs|box of six eggs|raw egg|boiled egg",
  "food", "food", "small", "fragile", "box", ""),
 ("pear", "pears|conference pear|green pear|ripe pear|bag of pears|bowl of pears|nashi pear",
  "food", "food", "small", "rigid", "blob", ""),
 # pets, electronics: "fish tank" read as pet food, "digital camera" as a picture frame,
 # "printer" as paper
 ("fish tank", "aquarium|fish bowl|goldfish bowl|tropical fish tank|glass fish tank|aquarium tank|betta tank|nano aquarium",
  "object", "glass", "medium", "fragile", "vessel", "liquid:2"),
 ("camera", "digital camera|compact camera|dslr|dslr camera|polaroid camera|instant camera|film camera|gopro|action camera|mirrorless camera|webcam|camcorder",
  "object", "plastic", "small", "rigid", "device", ""),
 ("printer", "inkjet printer|laser printer|printer scanner|all-in-one printer|home printer|photo printer|wireless printer|scanner",
  "object", "plastic", "medium", "rigid", "device", ""),
 # baby: "baby grow" read as baby food
 ("baby clothes", "baby grow|babygrow|baby gro|onesie|sleepsuit|baby sleepsuit|baby vest|baby bodysuit|romper|pile of baby clothes|pack of baby vests",
  "object", "cotton", "small", "soft", "soft", "warm:3"),
]

ALIASES_S11D = {
    # kitchen
    "teapot": "glass teapot|glass teapot with infuser|teapot with infuser|infuser teapot",
    "glass": "pint glasses|set of pint glasses|drinking glasses|set of drinking glasses|set of tumblers|highball glasses",
    "ice pack": "bag of ice|bag of ice cubes|ice cubes|bag of frozen peas|frozen peas|bag of frozen vegetables",
    "orange": "net of oranges|bag of oranges",
    "mortar and pestle": "coffee grinder|electric coffee grinder|coffee bean grinder|burr grinder|manual coffee grinder",
    "butter dish": "block of butter|packet of butter|pack of butter|tub of butter|butter spread",
    "ice lolly": "pot of ice cream",
    # cleaning
    "broom": "long-handled broom|long handled broom|yard broom",
    "mop": "spin mop and bucket|mop and bucket",
    "toilet brush": "toilet brush and holder|toilet brush holder|toilet brush set",
    "dish soap": "fairy liquid|bottle of fairy liquid|fairy washing up liquid",
    # bathroom: "tub of vaseline" read as a vase, "tub of sudocrem" as a food box
    "lotion": "vaseline|tub of vaseline|pot of vaseline|tin of vaseline",
    "medicated cream": "sudocrem|tub of sudocrem|tub of barrier cream|savlon|germolene|bottle of tcp|tcp|bottle of witch hazel|witch hazel|antiseptic liquid|bottle of antiseptic",
    # clothing and weather
    "jacket": "waterproof poncho|rain poncho|plastic poncho|kagool|kagoule",
    # pets
    "pet carrier": "hamster cage|rabbit hutch|guinea pig cage|small animal cage|bird cage",
    "pet toy": "kong toy|kong|kong dog toy",
    # electronics: smart speakers by their brand
    "speaker": "amazon echo|echo dot|google nest mini|google home|nest mini|alexa",
    # first aid and medicine by brand and pack: "bottle of calpol" read as a wine bottle,
    # "vicks vaporub" as an e-cigarette (vapour rub is the decongestant row), "packet of strepsils"
    # as the strimmer (lozenges read as the pill bottle)
    "cough syrup": "calpol|bottle of calpol|infant paracetamol|liquid paracetamol|calpol suspension",
    "nasal spray": "vicks vaporub|vicks|vaporub",
    "plasters": "compeed|compeed plasters",
    "pill bottle": "strepsils|packet of strepsils|cough sweets|lockets|halls soothers|gaviscon|bottle of gaviscon|rennie|bottle of rennie|rennies|tums",
    "soap": "hand gel|pump dispenser of hand gel|bottle of hand gel|alcohol gel|hand gel dispenser",
    "microfiber cloth": "glasses cleaning cloth|lens cleaning cloth",
    "hair dryer": "hair diffuser|diffuser attachment|hairdryer diffuser",
    "toothbrush": "tongue scraper|tongue cleaner",
    "baby bottle": "bottle of expressed milk|bottle of breast milk|bottle of formula|bottle of baby milk",
    # first aid: a tick remover is the tick tool, not tweezers
    "tick twister": "tick remover|tick remover tool",
    # DIY
    "paint tray": "paint roller tray|roller tray and roller",
    "hand saw": "cordless jigsaw|electric jigsaw|battery jigsaw|jigsaw power tool|corded jigsaw|cordless reciprocating saw",
    # electronics: "macbook" read as a jacket through "mac"
    "laptop": "macbook|macbook air|macbook pro|ipad|android tablet|samsung tablet",
    # garden
    "lawn mower": "battery lawn mower|battery lawnmower|battery mower",
    "decorating paint": "opened tin of paint|open tin of paint|open paint tin|half-used tin of paint",
    "plant feed": "miracle-gro|miracle gro|baby bio|phostrogen",
    "trowel": "patio weeder|weeding knife",
    "rake": "hoe|dutch hoe|draw hoe|garden hoe|stirrup hoe",
    "seeds": "tulip bulbs|pack of tulip bulbs|flower bulbs|daffodil bulbs|bag of bulbs|spring bulbs|crocus bulbs",
    "plant pot": "window box|window boxes|window planter|trough planter|hanging basket|hanging baskets|hanging planter",
    "leaf blower": "garden vac",
    "weed killer": "roundup|bottle of roundup|roundup weedkiller",
    # office
    "cardboard box": "shoebox|shoe box|empty shoebox|empty shoe box|shoeboxes",
    "paper": "index cards|revision cards|record cards",
    "folder": "letter tray|in tray|in-tray|desk letter tray|document tray",
    "eraser": "white rubber",
    "stapler": "long arm stapler",
    "glue": "pritt stick|pritt|uhu stick|uhu glue",
    # children: toy spades and cars read as the garden spade and the car boot
    "toy car": "matchbox car|matchbox cars|hot wheels car|hot wheels cars|diecast car",
    "toy": "kids scooter|scooter|children's scooter|kick scooter|micro scooter|balance bike|kids bike|tricycle|trike|skipping rope|jump rope|beach spade|plastic beach spade|toy spade|sandpit spade|bucket and spade|plastic bucket and spade|beach bucket and spade|seaside bucket and spade",
    # food
    "sweets": "bar of chocolate|chocolate bar|chocolate bars|box of chocolates|chocolates|bar of milk chocolate|tin of mints|mints|polo mints|humbugs|mint humbugs|extra strong mints|peppermints|tic tacs",
}

MOVED_S11D = {
    "tweezers": "tick remover",
}

EXTRA_TOOLS_S11D = {
    "hungry_snack": "pear",
}

REMOVE_TOOLS_S11D = {
}
