"""Catalog part S11A (session 11): names listed under an object that name a different thing.
Alias audit of the first half of the catalog (cup .. pet food). A detector label is read as a
catalog object through a sharp posterior over the objects' names, so a name of a different
product under an object's labels makes that product read as the object (after-sun as
sunscreen, lipstick as lip balm, mouthwash as toothpaste, a lemon as an orange, wellies as
slippers, a tablecloth as a napkin, glass cleaner as washing-up liquid, a nail file as a metal
file, a bar stool as a step stool, a hip flask as a vacuum flask). Each such name is moved to
the object it names: an existing row (ALIASES_S11A) or a new row below with honest
affordances for what it really does. Written from everyday English (British and American).

T_S11A: rows in catalog.py's format, appended to the catalog by generate.py.
ALIASES_S11A: more names for existing objects.
MOVED_S11A: names of an existing object that name another object (a row below, or an
  existing one that lists them in ALIASES_S11A); generate.py takes them off that object.
EXTRA_TOOLS_S11A / REMOVE_TOOLS_S11A: acceptable tools appended to / taken off intents.
"""

T_S11A = [
 # bathroom and toiletries that are not the product whose row held their names
 ("after-sun lotion", "after sun|aftersun|after sun lotion|aftersun lotion|after sun gel|after-sun gel|aftersun gel|after sun spray|after sun cream|bottle of after sun|aloe vera gel|aloe gel|aloe vera after sun|soothing after sun|cooling after sun gel",
  "tool", "plastic", "small", "rigid", "bottle/body/cap", "care:8 cold:3"),
 ("tanning lotion", "tanning oil|suntan oil|sun tan oil|self tan|self-tan|self tanner|fake tan|tanning mousse|tan accelerator|gradual tan|bronzing lotion|tanning spray|bottle of tanning oil|tanning mitt",
  "object", "plastic", "small", "rigid", "bottle/body/cap", "care:2"),
 ("perfume", "cologne|aftershave|eau de toilette|eau de parfum|bottle of perfume|perfume bottle|bottle of aftershave|bottle of cologne|fragrance|body mist|perfume atomiser|scent bottle|perfume spray",
  "object", "glass", "small", "rigid", "bottle/body/cap", "care:1"),
 ("deodorant", "antiperspirant|roll-on deodorant|roll on deodorant|deodorant spray|spray deodorant|deodorant stick|body spray|can of deodorant|deodorant can|natural deodorant|roll-on antiperspirant|antiperspirant spray",
  "tool", "plastic", "small", "rigid", "bottle/body/cap", "care:4"),
 ("lipstick", "lip gloss|lipsticks|tube of lipstick|liquid lipstick|lip tint|lip stain|lip colour|lip color|lip lacquer|lip plumper|red lipstick|lip gloss wand",
  "object", "plastic", "small", "rigid", "pen/tube/tip", "mark:2 care:1"),
 ("mouthwash", "mouth rinse|mouth wash|bottle of mouthwash|antiseptic mouthwash|fluoride mouthwash|alcohol-free mouthwash|alcohol free mouthwash|listerine|oral rinse|fluoride rinse",
  "tool", "plastic", "small", "rigid", "bottle/body/cap", "care:7 liquid:2"),
 ("hair conditioner", "conditioner|bottle of conditioner|conditioner bottle|leave-in conditioner|deep conditioner|hair mask|conditioning treatment",
  "tool", "plastic", "small", "rigid", "bottle/body/cap", "care:6 liquid:2"),
 ("nail file", "emery board|emery boards|nail files|glass nail file|crystal nail file|metal nail file|nail buffer|nail buffer block|manicure file|nail shaper",
  "tool", "paper", "small", "rigid", "blade/handle/teeth", "scrub:5 care:7"),
 ("bath sponge", "sea sponge|natural sponge|loofah|luffa|loofah sponge|shower puff|bath puff|body puff|shower pouf|exfoliating glove|exfoliating mitt|back scrubber|body scrubber|bath mitt",
  "tool", "plastic", "small", "soft", "soft", "wipe:4 scrub:3 care:5"),
 # food and drink that is not the item whose row held their names
 ("lemon", "lemons|lime|limes|bag of lemons|net of lemons|half a lemon|lemon wedge|lime wedge|lemon slice|unwaxed lemon|unwaxed lemons|key lime|fresh lemon|bag of limes",
  "food", "fruit", "small", "rigid", "blob/peel/fruit", "liquid:2"),
 ("beer", "ale|lager|cider|bottle of beer|beer bottle|can of beer|beer can|bottle of lager|can of lager|bottle of cider|can of cider|craft beer|stout|pint of beer|six-pack of beer|four-pack of beer|bitter",
  "food", "glass", "small", "rigid", "bottle", "liquid:4 cold:4 carry:1"),
 ("wine bottle", "bottle of wine|bottle of red wine|bottle of white wine|bottle of red|bottle of white|bottle of rose|bottle of prosecco|bottle of champagne|champagne bottle|prosecco bottle|bottle of fizz|red wine|white wine|bottle of cava",
  "food", "glass", "medium", "rigid", "bottle", "liquid:5 carry:2"),
 ("double cream", "carton of cream|cream carton|single cream|whipping cream|pot of cream|pot of double cream|squirty cream|can of whipped cream|clotted cream|sour cream|creme fraiche|soured cream",
  "food", "plastic", "small", "rigid", "box", "liquid:2 cold:2"),
 ("hip flask", "pocket flask|whisky flask|whiskey flask|spirit flask|liquor flask|stainless hip flask|leather hip flask|pewter hip flask|flask for spirits",
  "object", "steel", "small", "rigid", "bottle", "liquid:3 carry:1"),
 ("coffee filter", "coffee filters|filter papers|coffee filter papers|paper coffee filter|box of coffee filters|filter paper|pour over filter|cone filter papers|reusable coffee filter",
  "tool", "paper", "small", "soft", "soft", "liquid:2"),
 # cleaning products and home odds
 ("surface spray", "all-purpose cleaner|all purpose cleaner|multi-surface cleaner|multi surface cleaner|multi-purpose cleaner|kitchen cleaner|kitchen spray|glass cleaner|window cleaner|glass and window cleaner|cleaning spray|spray cleaner|household cleaner|cleaning product|antibacterial spray|antibacterial surface spray|anti-bac spray|disinfectant spray|bottle of surface cleaner|surface cleaner|dettol spray|disinfectant spray bottle",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "wipe:4 scrub:3 liquid:4 care:3"),
 ("tea towel", "dish towel|tea-towel|drying cloth|tea towels|dish towels|cotton tea towel|linen tea towel|glass cloth|drying-up cloth|tea cloth",
  "tool", "cotton", "small", "soft", "soft", "wipe:9 liquid:3 heat:3 cushion:1"),
 ("staples", "box of staples|pack of staples|staple refills|stapler refills|refill staples|strip of staples|staple gun staples|box of staple gun staples",
  "object", "steel", "small", "rigid", "box", "fasten:1"),
 ("garden parasol", "patio umbrella|garden umbrella|patio parasol|cantilever parasol|banana parasol|market umbrella|table umbrella|parasol with base|parasol base|large garden parasol",
  "object", "fabric", "large", "rigid", "long/handle/canopy", "warm:3"),
 ("waffle maker", "waffle iron|belgian waffle maker|electric waffle maker|stovetop waffle iron|waffle machine|pancake maker|crepe maker|doughnut maker|cake pop maker",
  "tool", "steel", "medium", "rigid", "device", "heat:5"),
 ("tablecloth", "table cloth|tablecloths|table runner|oilcloth|wipe-clean tablecloth|linen tablecloth|plastic tablecloth|paper tablecloth|christmas tablecloth|placemat|place mat|placemats|place mats|table mats|set of placemats",
  "object", "fabric", "large", "soft", "soft", "cushion:1 wipe:1"),
 ("bed linen", "pillowcase|pillow case|pillowcases|pillow cases|bed sheet|bedsheet|bed sheets|fitted sheet|flat sheet|duvet cover|bedding set|set of sheets|cot sheet|mattress protector|sheets and pillowcases",
  "object", "cotton", "medium", "soft", "soft", "warm:2"),
 ("shoes", "pair of shoes|shoe|trainers|pair of trainers|sneakers|boots|pair of boots|wellies|wellington boots|rain boots|walking boots|hiking boots|sandals|running shoes|school shoes|high heels|heels|loafers|ankle boots|snow boots|work boots",
  "object", "leather", "small", "rigid", "blob", "warm:3 cushion:2"),
 ("bar stool", "kitchen stool|bar stools|breakfast bar stool|counter stool|high stool|swivel bar stool|kitchen stools",
  "object", "wood", "large", "rigid", "blob", "cushion:2"),
 ("firelighters", "firelighter|box of firelighters|fire lighters|firelighter cubes|natural firelighters|wood wool firelighters|bbq firelighters|pack of firelighters|kindling|bag of kindling|log lighters",
  "object", "wax", "small", "rigid", "box", "heat:3"),
 ("travel adapter", "travel adaptor|plug adapter|plug adaptor|universal travel adapter|uk to eu adapter|eu plug adapter|european plug adapter|us plug adapter|2 pin adapter|two pin adapter|socket converter",
  "object", "plastic", "small", "rigid", "device", ""),
 # tool accessories and look-alike tools
 ("drill bits", "drill bit|drill bit set|set of drill bits|box of drill bits|masonry drill bit|masonry bits|wood drill bits|hss drill bits|screwdriver bits|bit set|spade bit|hole saw|countersink bit",
  "object", "steel", "small", "rigid", "blob", "cut:1"),
 ("plastering trowel", "pointing trowel|bricklaying trowel|brick trowel|plasterer's trowel|finishing trowel|bucket trowel|margin trowel|gauging trowel|notched trowel|tiling trowel|plastering float|plasterer's float",
  "tool", "steel", "small", "rigid", "blade/handle/blade", "scoop:4 scrub:3 cut:1"),
 ("wood plane", "block plane|smoothing plane|jack plane|hand plane|bench plane|spokeshave|electric planer|power planer|planer|carpenter's plane|woodworking plane",
  "tool", "steel", "small", "rigid", "blade/handle/blade", "scrub:6 cut:6"),
]

# Existing object -> more names (those moved off another object, plus a few of their kind).
ALIASES_S11A = {
    "medicated cream": "nappy cream|barrier cream|ointment|nappy rash cream|zinc cream|antiseptic ointment",
    "hair clip": "hair elastics|hair ties|hair bobbles|scrunchie|scrunchies|hairband|hair band",
    "napkin": "napkins",
    "kitchen drawer": "knife block|wooden knife block|knife stand|magnetic knife strip|magnetic knife rack",
    "game": "board game",
    "book": "e-reader|ereader|kindle|e-book reader",
    "butter dish": "cake dome",
    "grill scraper": "grill brush|bbq brush",
    "utility knife": "rotary cutter|rotary fabric cutter|quilting rotary cutter",
    "cooler bag": "ice bucket|wine bucket|champagne bucket|wine cooler bucket",
    "bottled drink": "ginger beer|root beer|bottle of ginger beer|bottle of root beer|bitter lemon|bottle of bitter lemon",
    "limescale remover": "cider vinegar|apple cider vinegar|bottle of cider vinegar",
    "cola can": "can of ginger beer|can of root beer",
    "baby bath tub": "baby bath|plastic baby bath",
    "soap": "baby bath wash|baby bath liquid",
    "paper shredder": "shredder|paper shredder machine|electric shredder",
    "car sunshade": "frost cover|windscreen cover|windshield cover|windscreen frost cover|windshield frost cover",
}

MOVED_S11A = {
    "sunscreen": "after sun|aftersun|tanning lotion",
    "lotion": "aloe vera gel|aloe gel|perfume|aftershave|cologne|deodorant|nappy cream|barrier cream|ointment",
    "lip balm": "lipstick|lip gloss",
    "toothpaste": "mouthwash|mouth rinse",
    "soap": "conditioner|baby bath",
    "file": "nail file|emery board",
    "sponge": "bath sponge|sea sponge",
    "orange": "lemon|lime",
    "bottled drink": "beer|ale|lager|cider|bottle of beer|beer bottle|wine bottle|bottle of wine",
    "cola can": "can of beer|beer can",
    "milk carton": "carton of cream|cream carton",
    "thermos": "hip flask",
    "colander": "coffee filter",
    "dish soap": "all-purpose cleaner|multi-surface cleaner|kitchen cleaner|surface spray|glass cleaner|window cleaner|cleaning spray|cleaning product|household cleaner",
    "spray bottle": "spray cleaner",
    "napkin": "tablecloth|table cloth|table runner|oilcloth|wipe-clean tablecloth|linen tablecloth",
    "coaster": "placemat|place mat",
    "pillow": "pillowcase",
    "slippers": "shoes|pair of shoes|trainers|sneakers|boots|wellies|wellington boots|rain boots|walking boots|sandals",
    "step stool": "bar stool|kitchen stool",
    "matches": "firelighters|firelighter",
    "extension cord": "travel adapter",
    "cordless drill": "drill bits",
    "trowel": "pointing trowel|bricklaying trowel|plastering trowel",
    "chisel": "block plane|smoothing plane|jack plane|hand plane|wood plane|spokeshave",
    "rubber bands": "hair elastics|hair ties|hair bobbles|scrunchie|scrunchies|hairband|hair band",
    "tissues": "napkins",
    "kitchen knife": "knife block",
    "dice": "board game",
    "laptop": "e-reader",
    "plate": "cake dome",
    "scrub brush": "grill brush|bbq brush",
    "pizza cutter": "rotary cutter",
    "bucket": "ice bucket",
    "ice scraper": "frost cover|windscreen cover|windshield cover",
    "towel": "tea towel|dish towel|tea-towel|drying cloth",
    "toaster": "waffle maker|waffle iron",
    "grater": "shredder",
    "stapler": "staples|box of staples",
    "umbrella": "patio umbrella|garden parasol",
}

# Existing intent -> acceptable tools appended ("new<host" puts it just before its host).
EXTRA_TOOLS_S11A = {
    "nails": "nail file<file",
    "clean_window": "surface spray<spray bottle",
    "disinfect": "surface spray<spray bottle",
    "clean_bathroom": "surface spray",
    "cold_drink": "beer",
    "pour_drink_guests": "wine bottle|beer",
    "wine": "wine bottle",
    "set_table": "tablecloth",
    "smooth_edge": "wood plane",
    "fill_hole": "plastering trowel",
    "squeeze_juice": "lemon",
    "itchy_skin": "after-sun lotion",
    "brush_teeth": "mouthwash",
    "sun": "garden parasol",
    "hot_pot_handle": "tea towel<towel",
    "pan_fire": "tea towel<towel",
    "fire": "tea towel<towel",
    "dry_salad": "tea towel<towel",
    "open_jar": "tea towel",
    "wipe_spill": "tea towel",
    "hot_surface": "tea towel",
    "swat_insect": "tea towel",
    "draught": "tea towel",
}

# Existing intent -> acceptable tools taken off it.
# A metal file was listed for fingernails because it held the nail file's names.
REMOVE_TOOLS_S11A = {
    "nails": "file",
}
