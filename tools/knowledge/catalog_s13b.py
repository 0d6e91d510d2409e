"""Catalog part S13B (session 13): filled by this session's knowledge helper B (see
catalog_s12a.py for the formats and what earlier rounds did).

Near-miss families of the garden, garage and workshop, pets, outdoors and camping and baby
domains: generic rows whose names covered variants that serve different needs, so any
variant read as the generic object and matched every need it serves. Split here: hair and
beard clippers, nose-hair trimmers and dog grooming clippers off the razor; energy drinks off
the soft-drink can (not for a child's thirst); sippy cups off the baby's feeding bottle;
teething rings off the dummy; dog, cat, fish and small-animal food off the generic pet food;
camping lanterns, flame (hurricane, paraffin, candle) lanterns and solar garden lights off
the torch, the candlestick and the fairy lights; wood stain, varnish, wood oil and wood
preserver off the decorating paint, wood filler off the wall filler, and furniture polish.

T_S13B: rows in catalog.py's format. ALIASES_S13B: more names for existing objects.
MOVED_S13B: names taken off an object. EXTRA_TOOLS_S13B / REMOVE_TOOLS_S13B: intents' tools.
HAZARDOUS_S13B: new rows that are never handed over for affordance fit alone (name -> reason,
as catalog_hazard.HAZARDOUS).
"""

T_S13B = [
 # grooming: clippers cut a head of hair, a beard trimmer tidies a beard, a nose-hair
 # trimmer reaches inside a nostril, dog clippers clip a coat; none of them shaves clean
 ("hair clippers", "hair clipper|hair trimmer|barber clippers|clipper set|hair clipper set|cordless hair clippers|electric hair clippers|haircut clippers|wahl clippers|hair cutting kit|home haircut kit|clippers with guards|set of hair clippers",
  "tool", "plastic", "small", "rigid", "head/handle/blade", "cut:7 care:7"),
 ("beard trimmer", "beard clippers|stubble trimmer|moustache trimmer|mustache trimmer|beard and stubble trimmer|cordless beard trimmer|electric beard trimmer|body groomer|body trimmer|beard groomer|goatee trimmer|precision trimmer|multi-groomer|multigroomer",
  "tool", "plastic", "small", "rigid", "head/handle/blade", "cut:6 care:8"),
 ("nose hair trimmer", "nose trimmer|ear and nose trimmer|nose and ear trimmer|nasal hair trimmer|nose hair clipper|nose hair scissors|ear hair trimmer|nostril trimmer|rotary nose trimmer|nose hair remover",
  "tool", "plastic", "small", "rigid", "pen/body/tip", "cut:4 care:8 reach:2"),
 ("dog clippers", "dog grooming clippers|pet clippers|pet grooming clippers|dog hair clippers|pet hair clippers|cat clippers|horse clippers|grooming clippers|dog trimmer|pet trimmer|cordless dog clippers|dog clipper set|paw trimmer",
  "tool", "plastic", "small", "rigid", "head/handle/blade", "cut:6 care:6"),
 # drinks: an energy drink is caffeine and sugar, not a drink for a thirsty child
 ("energy drink", "can of energy drink|energy drinks|red bull|can of red bull|monster energy|can of monster|monster energy drink|relentless|lucozade energy|rockstar energy|sports energy drink|caffeinated drink|energy shot|pre-workout drink|prime energy|boost energy drink",
  "food", "aluminium", "small", "rigid", "bottle/body/tab", "liquid:5 cold:6 carry:1"),
 # baby: a sippy cup is a toddler's drinking cup, not a newborn's feeding bottle
 ("sippy cup", "sippy cups|baby beaker|training cup|toddler cup|beaker with spout|spouted beaker|free-flow beaker|non-spill beaker|anti-spill cup|straw cup|toddler straw cup|weighted straw cup|doidy cup|open cup for toddlers|trainer cup|tommee tippee beaker|kids beaker|children's beaker|toddler beaker|360 cup",
  "tool", "plastic", "small", "rigid", "bottle/body/spout", "liquid:8 carry:2 care:3"),
 # baby: a teething ring is chewed on sore gums; a dummy settles a baby to sleep
 ("teething ring", "teething toy|teether|teething rings|teethers|teething toys|silicone teether|cooling teether|water-filled teether|freezer teether|teething rattle|teething keys|teething mitten|teething necklace|sophie the giraffe|teething giraffe|wooden teether|banana teether|chilled teething ring",
  "tool", "silicone", "small", "soft", "blob", "cushion:4 care:6 cold:3"),
 # pets: each animal eats its own food (cat food lacks nothing a dog needs, but a cat
 # cannot live on dog food; fish flakes and rabbit pellets feed neither)
 ("dog food", "bag of dog food|tin of dog food|dog biscuits|dog biscuit|dog treats|dog chews|dog pouches|dry dog food|wet dog food|puppy food|bag of puppy food|puppy kibble|dog kibble|tray of dog food|sack of dog food|bonio|pedigree chum|can of dog food|dental sticks|dog dental sticks|rawhide chews|bag of dog treats|packet of dog treats",
  "food", "food", "small", "soft", "box/bag/opening", "carry:2"),
 ("cat food", "pouch of cat food|cat pouches|tinned cat food|sack of cat biscuits|cat biscuits|cat treats|dry cat food|wet cat food|kitten food|tin of cat food|can of cat food|bag of cat biscuits|box of cat food|cat kibble|bag of cat food|whiskas|felix|dreamies|packet of cat treats|cat milk|senior cat food",
  "food", "food", "small", "soft", "box/bag/opening", "carry:2"),
 ("fish food", "fish flakes|tub of fish flakes|tub of fish food|goldfish food|goldfish flakes|tropical fish food|fish pellets|pond pellets|pond fish food|koi food|tetra fish food|tetramin|fish food flakes|bloodworm|frozen bloodworm|sinking pellets|turtle food",
  "food", "food", "small", "rigid", "box/bag/opening", "carry:1"),
 ("small pet food", "rabbit food|hamster food|guinea pig food|rabbit pellets|guinea pig pellets|bag of rabbit food|bag of hay|timothy hay|hay for rabbits|meadow hay|rabbit nuggets|hamster mix|gerbil food|rat food|small animal food mix|bag of guinea pig food|chinchilla food|tortoise food|budgie seed|parrot food|bird seed for budgies|cage bird seed|bag of budgie seed|millet spray|cuttlefish bone|bag of rabbit pellets|bag of guinea pig pellets|bag of timothy hay|sack of rabbit food",
  "food", "food", "small", "soft", "box/bag/opening", "carry:2"),
 # light: a lantern lights a tent or a table all round, a torch throws a beam into a gap;
 # a flame lantern burns paraffin or a candle (not for a child's bedroom or a tent)
 ("camping lantern", "lantern|battery lantern|camping light|led lantern|emergency lantern|camping lanterns|led camping lantern|rechargeable lantern|solar lantern|collapsible lantern|tent light|tent lantern|hanging tent light|pop-up lantern|camp lantern|wind-up lantern|usb lantern|power cut lantern|battery-powered lantern",
  "tool", "plastic", "small", "rigid", "mug/handle/globe", "light:9 carry:3"),
 ("flame lantern", "hurricane lamp|storm lantern|hurricane lantern|paraffin lamp|paraffin lantern|kerosene lamp|kerosene lantern|oil lamp|oil lantern|tilley lamp|tilley lantern|gas lantern|camping gas lantern|candle lantern|metal candle lantern|storm lamp|tealight lantern|garden candle lantern|moroccan lantern|glass candle lantern",
  "tool", "steel", "small", "rigid", "mug/handle/globe", "light:6 heat:2"),
 ("solar garden light", "solar lights|solar garden lights|garden solar lights|solar light|solar path lights|solar stake lights|solar pathway lights|solar spotlights|solar lamp|solar garden lamp|solar post light|solar fence lights|solar wall light|solar step lights|solar ground lights|solar bollard light",
  "object", "plastic", "small", "rigid", "long/stake/head", "light:4"),
 # wood finishes: stain and preserver colour and protect outdoor timber, varnish seals a
 # surface under a hard coat, oil feeds bare wood; none of them is wall paint
 ("wood stain", "woodstain|fence stain|decking stain|tin of wood stain|pot of wood stain|wood preserver|creosote|tin of creosote|fence treatment|shed and fence treatment|cuprinol|ronseal|wood dye|tin of wood dye|wood treatment|timber treatment|wood preservative|exterior wood stain",
  "tool", "steel", "small", "rigid", "box/sides/lid", "wipe:2 seal:4 mark:5"),
 ("varnish", "wood varnish|tin of varnish|yacht varnish|polyurethane varnish|floor varnish|clear varnish|satin varnish|gloss varnish|matt varnish|quick-dry varnish|tin of yacht varnish|polyurethane|varnish tin|lacquer|wood lacquer|clear lacquer|shellac|french polish|button polish",
  "tool", "steel", "small", "rigid", "box/sides/lid", "wipe:2 seal:6 mark:3"),
 ("wood oil", "teak oil|danish oil|decking oil|linseed oil|boiled linseed oil|tung oil|furniture oil|worktop oil|hardwax oil|osmo oil|bottle of teak oil|tin of danish oil|tin of decking oil|garden furniture oil|chopping board oil|food safe oil|butcher block oil|oak oil",
  "tool", "steel", "small", "rigid", "bottle", "wipe:4 seal:4 mark:1"),
 ("furniture polish", "pledge|can of pledge|furniture spray|polish spray|spray polish|beeswax polish|tin of beeswax|beeswax furniture polish|wax polish|furniture wax|antique wax|briwax|dark wax|clear wax|tin of furniture wax|aerosol of furniture polish|mr sheen|wood polish|wood cleaner|furniture cream",
  "tool", "plastic", "small", "rigid", "bottle", "wipe:7 seal:2"),
 # filler: wood filler takes a stain and sands like timber; wall filler is for plaster
 ("wood filler", "wood putty|tub of wood filler|tube of wood filler|two-part wood filler|stainable wood filler|exterior wood filler|wood filler stick|wax filler stick|wood repair kit|wood repair filler|grain filler|plastic wood|ronseal wood filler|oak wood filler|pine wood filler|wood filler for floors|wood hole filler",
  "tool", "plastic", "small", "rigid", "box/sides/lid", "seal:8 scoop:3"),
 # workshop: a hacksaw cuts metal (a bolt, a pipe); a panel saw cuts wood
 ("hacksaw", "junior hacksaw|mini hacksaw|hack saw|metal saw|hacksaw blade|hacksaw frame|bow hacksaw|metal cutting saw|set of hacksaw blades|hacksaw with blade|pipe saw|mini hack saw|sheet metal saw",
  "tool", "steel", "medium", "rigid", "blade", "cut:8 reach:1"),
 # garden: a pressure sprayer is for the garden (it may have held weedkiller), not for
 # misting a houseplant or spraying a worktop
 ("pressure sprayer", "garden sprayer|knapsack sprayer|hand pressure sprayer|pump-action sprayer|garden pressure sprayer|backpack sprayer|compression sprayer|weed sprayer|weedkiller sprayer|tank sprayer|5 litre sprayer|pressure spray bottle|chemical sprayer",
  "tool", "plastic", "medium", "rigid", "bottle", "liquid:6 reach:3 carry:2"),
 # garden and house: an extension ladder reaches a gutter or an upstairs window outside; a
 # step stool reaches a top shelf indoors
 ("extension ladder", "loft ladder|aluminium extension ladder|aluminum extension ladder|telescopic ladder|roof ladder|double extension ladder|triple extension ladder|tall ladder|long ladder|builder's ladder|combination ladder|multi-purpose ladder|scaffold tower|ladder stabiliser",
  "tool", "aluminium", "large", "rigid", "long", "reach:10 carry:1"),
 # pets: a poo bag picks up after the dog; it does not line the kitchen bin
 ("dog poo bags", "poo bags|poop bags|dog waste bags|dog poop bags|poo bag dispenser|roll of poo bags|biodegradable poo bags|poo bag holder|pack of dog poo bags|dog poo bag|poop bag dispenser|dog waste bag dispenser|compostable poo bags",
  "tool", "plastic", "small", "soft", "soft", "seal:3 carry:2"),
]

ALIASES_S13B = {
    # "string of ..." read as the rope
    "fairy lights": "string of fairy lights|set of fairy lights|strand of fairy lights",
}

MOVED_S13B = {
    "razor": "hair clippers|hair trimmer|beard trimmer|beard clippers|body groomer|nose hair trimmer",
    "cola can": "energy drink",
    "baby bottle": "sippy cup|baby beaker|training cup|toddler cup",
    "dummy": "teething ring|teething toy|teether",
    "pet food": ("dog food|cat food|dog biscuits|dog treats|cat biscuits|cat treats|fish food|fish flakes|rabbit food"
                 "|hamster food|tinned cat food|tin of dog food|dog chews|dog biscuit|bag of dog food|sack of cat biscuits"
                 "|pouch of cat food|cat pouches|dog pouches"),
    "flashlight": ("lantern|battery lantern|camping light|led lantern|emergency lantern|hurricane lamp|storm lantern"),
    "candlestick": "candle lantern",
    "fairy lights": "solar lights|solar garden lights|garden solar lights",
    "decorating paint": ("fence stain|wood stain|woodstain|varnish|wood varnish|tin of varnish|wood preserver|creosote"
                         "|decking oil|decking stain|teak oil|wood oil|danish oil|tin of wood stain|pot of wood stain"
                         "|tin of creosote"),
    "wall filler": "wood filler|wood putty",
    "hand saw": "hacksaw|junior hacksaw|mini hacksaw|hack saw|metal saw|hacksaw blade",
    "spray bottle": "garden sprayer|pressure sprayer|knapsack sprayer|hand pressure sprayer|pump-action sprayer",
    "step stool": "extension ladder|loft ladder",
    "trash bag": "dog poo bags|poo bags|poop bags|dog waste bags|dog poop bags|poo bag dispenser",
}

EXTRA_TOOLS_S13B = {
    # a teething ring is what sore gums want; a dummy only comforts
    "teething_baby": "teething ring<dummy",
    # a lantern lights a room or a tent in a power cut; a flame lantern is listed, never guessed
    "dark": "camping lantern<candle",
    # the generic feeding intent still takes any animal's food
    "feed_pet": "dog food|cat food",
    # picking up after the dog wants a poo bag first
    "walk_dog": "dog poo bags",
    "clean_pet_mess": "dog poo bags<trash bag",
}

REMOVE_TOOLS_S13B = {}

HAZARDOUS_S13B = {
    "energy drink": "high caffeine, not for children",
    "flame lantern": "paraffin or gas fuel, open flame",
    "wood stain": "solvent or biocide, harmful to swallow",
    "varnish": "solvent, harmful to swallow and breathe",
    "wood oil": "solvent, oily rags self-heat",
    "furniture polish": "solvent or aerosol, harmful to swallow",
}
