"""Catalog part S19D (session 19): see catalog_s12a.py for the formats.

The thing being worked on is not the tool used on it. A detector names the workpiece (a
length of copper pipe, a sheet of plywood, a torn pair of jeans, a jar of cuttings, a ball of
dough, a salmon fillet), the patient (a muddy dog, a kitten, a baby) or the heap of it (a pile
of leaves, a stack of dirty plates), and with no catalog row of its own the label read as the
nearest catalog object by MiniLM similarity: most often the very tool used on it, so a robot
asked to cut a pipe would hand over the pipe as the cutter ("copper pipe" -> pipe cutter 1.00,
"brass pipe fitting" -> plumber's tape 1.00, "crayon drawing" -> pencil, "raw steak" ->
kitchen knife, "carrots" -> peeler, "dog" -> dog toy, "grass clippings" -> garden shears,
"geranium cutting" -> utility knife, "broken plate" -> plate).

Each row below is the workpiece itself, of kind object (food for what is eaten once cooked),
scored by hand from what the thing itself affords (low: none of them is a tool; clothes warm a
little, a rug cushions a little). None is listed as a tool of any intent. Broken crockery is
hazardous (sharp shards).

Labels taken off an object: pipe fittings and compression olives were filed under plumber's
tape (they are what the tape seals), the inner tube under the puncture repair kit (it is what
the kit patches; a spare tube stays there).

Lexicon heads (assets/knowledge/lexicon.toml, session-19 block): a word that named the tool
("cuttings", "clippings") or that an "X of Y" label ends on ("length of timber", "lump of
dough", "pile of leaves", "tray of seedlings", "jug of batter") reads as the workpiece.

Checked with tools/knowledge/check_s19d.txt (about 300 workpiece labels from plumbing,
woodwork, sewing, crafts, gardening, cooking, bikes, pets, office, music, laundry, cleaning,
baby care and broken things, plus about 70 control labels of the real tools), read with
`aide index label`; written from everyday knowledge of the objects.
"""

T_S19D = [
 # ---------------------------------------------------------------- plumbing
 ("plumbing pipe", "copper pipe|copper pipes|length of copper pipe|length of pipe|section of pipe|offcut of pipe|"
  "offcut of copper pipe|15mm copper pipe|22mm copper pipe|plastic pipe|plastic waste pipe|waste pipe|pvc pipe|"
  "length of pvc pipe|length of plastic pipe|water pipe|lead water pipe|lead pipe|gas pipe|burst pipe|leaking pipe|"
  "leaky pipe|frozen pipe|drainpipe|drain pipe|section of drainpipe|downpipe|overflow pipe|soil pipe|radiator pipe|"
  "central heating pipe|pipework|copper tube|length of copper tube|plastic tubing|pex pipe|speedfit pipe",
  "object", "copper", "medium", "rigid", "long/pipe/pipe end", "reach:2 strike:1"),
 ("pipe fitting", "pipe fittings|plumbing fittings|plumbing fitting|brass pipe fitting|brass fitting|copper fitting|"
  "compression fitting|compression fittings|push-fit fitting|push-fit connector|push fit fitting|solder ring fitting|"
  "elbow joint|copper elbow joint|pipe elbow|elbow fitting|tee fitting|tee joint|pipe tee|pipe coupler|pipe coupling|"
  "straight coupler|pipe connector|reducer fitting|pipe reducer|box of pipe fittings|compression olive|olive|"
  "brass olive|u-bend|u bend|sink trap|bottle trap|waste trap|p-trap|s-trap|trap under the sink|tank connector|"
  "pipe joint|leaking joint",
  "object", "brass", "small", "rigid", "blob", "seal:1"),
 # ---------------------------------------------------------------- woodwork
 ("plank", "planks|plank of wood|wooden plank|wooden planks|pine plank|oak plank|wooden board|pine board|oak board|"
  "length of timber|piece of timber|piece of wood|block of wood|wooden block|wood block|wood offcut|wood offcuts|"
  "pile of offcuts|sheet of plywood|plywood sheet|sheet of mdf|mdf board|mdf sheet|chipboard panel|sheet of chipboard|"
  "hardboard sheet|floorboard|floorboards|loose floorboard|skirting board|length of skirting board|timber batten|"
  "wooden batten|batten|length of 2x4|2x4|two by four|scaffold board|pallet wood|pallet boards|wooden dowel rod|"
  "wooden dowel|dowel rod|piece of worktop|worktop offcut|shelf board|wooden shelf board|decking board|fence panel|"
  "fence post|stack of timber|pile of wood",
  "object", "wood", "large", "rigid", "long/end/board", "reach:2 carry:2 strike:1"),
 ("log", "sawn log|split log|split logs|split firewood|stack of logs|pile of logs|log pile|"
  "seasoned logs|tree stump|stump|tree trunk|chunk of wood|round of wood|log to split",
  "object", "wood", "medium", "rigid", "blob", "heat:2 strike:1"),
 # ---------------------------------------------------------------- sewing, garments, fabric
 ("clothing", "garment|garments|clothes to mend|torn clothes|pile of clothes|dirty laundry|pile of dirty laundry|"
  "dirty clothes|clean laundry|clean washing|heap of clean washing|pile of clean washing|wet laundry|wet washing|"
  "wet clothes|load of washing|folded clothes|pile of folded clothes|pile of ironing|ironing pile|shirt|shirts|"
  "t-shirt|t-shirts|tshirt|tee shirt|polo shirt|school shirt|work shirt|creased shirt|stained shirt|stained white shirt|"
  "torn shirt|shirt with a missing button|blouse|dress|dresses|summer dress|skirt|skirt with a broken zip|trousers|"
  "pair of trousers|torn trousers|jeans|pair of jeans|torn jeans|ripped jeans|torn pair of jeans|shorts|pair of shorts|"
  "leggings|school uniform|uniform|pyjamas|pajamas|nightdress|nightie|chinos|joggers|tracksuit bottoms|sweatpants|"
  "dungarees|underwear|knickers|boxer shorts|vest top|tank top|crop top",
  "object", "cotton", "medium", "soft", "soft/edge/garment", "warm:2 cushion:1"),
 ("sewing fabric", "length of fabric|piece of fabric|piece of cotton fabric|cotton fabric|fabric remnant|fabric remnants|"
  "fabric offcut|fabric scraps|scraps of fabric|fat quarter|fat quarters|bolt of fabric|roll of fabric|"
  "roll of upholstery fabric|upholstery fabric|dress fabric|denim fabric|fleece fabric|linen fabric|quilting fabric|"
  "felt sheet|sheet of felt|patchwork squares|patchwork|half-finished quilt|quilt top|metre of fabric|yard of fabric|"
  "curtains|pair of curtains|torn curtain|curtain|net curtain|cushion cover|torn cushion cover",
  "object", "cotton", "medium", "soft", "soft/edge/cloth", "wipe:2 warm:1"),
 ("knitting project", "knitting in progress|half-knitted scarf|half-finished knitting|knitting on the needles|"
  "piece of knitting|crochet project|crochet in progress|crochet blanket in progress|cross stitch in progress|"
  "cross stitch|embroidery in progress|embroidery|unfinished embroidery|tapestry in progress|work in progress",
  "object", "wool", "small", "soft", "soft/edge/work", "warm:1"),
 # ---------------------------------------------------------------- crafts
 ("drawing", "drawings|crayon drawing|child's drawing|childs drawing|kid's drawing|children's drawings|pencil drawing|"
  "pencil sketch|charcoal sketch|sketch|sketches|doodle|doodles|doodle on paper|felt tip drawing|chalk drawing|"
  "colouring sheet|colouring page|coloring page|coloured-in picture|watercolour painting|watercolor painting|"
  "watercolour|finger painting|child's painting|children's painting|kid's painting|painting on paper|poster painting|"
  "unfinished painting|artwork on paper|picture drawn by a child|school artwork",
  "object", "paper", "small", "soft", "soft/edge/picture", ""),
 ("model kit", "airfix kit|airfix model|plastic model kit|model aeroplane kit|model aeroplane|model airplane|"
  "half-built model aeroplane|model ship|model boat|scale model|half-built model|papier mache model|"
  "papier-mache model|model railway layout|balsa model",
  "object", "plastic", "small", "fragile", "blob", ""),
 # ---------------------------------------------------------------- gardening
 ("plant cutting", "plant cuttings|rooted cutting|rooted cuttings|geranium cutting|geranium cuttings|jar of cuttings|"
  "jam jar of cuttings|cuttings in water|propagation jar|propagation station|propagation vase|rooting cuttings|"
  "pothos cutting|succulent cutting|spider plant baby|plantlet|plantlets",
  "object", "plant", "small", "fragile", "blob", ""),
 ("seedling plants", "seed tray of seedlings|tray of seedlings|tomato seedlings|pots of seedlings|seedlings in pots|"
  "pricked out seedlings|module tray of plug plants|tray of plug plants|sprouting seeds|microgreens|"
  "baby plants|vegetable seedlings|seedling tray",
  "object", "plant", "small", "fragile", "blob", ""),
 ("garden waste", "green waste|garden rubbish|bag of garden waste|pile of garden waste|pile of leaves|fallen leaves|"
  "dead leaves|autumn leaves|raked leaves|pile of weeds|pulled weeds|pile of branches|pruned branches|fallen branch|"
  "hedge clippings|grass clippings|lawn clippings|dead flower heads|deadheads|pile of prunings",
  "object", "plant", "medium", "soft", "blob", ""),
 # ---------------------------------------------------------------- cooking
 ("bread dough", "ball of dough|pizza dough|cookie dough|pasta dough|dough ball|dough balls|lump of dough|bowl of dough|"
  "rising dough|proving dough|dough rising|block of pastry|sheet of pastry|sheet of puff pastry|puff pastry|"
  "shortcrust pastry|filo pastry|rolled out pastry|raw pastry|pastry dough|pastry case",
  "food", "flour", "small", "soft", "blob", ""),
 ("cake batter", "pancake batter|bowl of cake batter|bowl of batter|jug of batter|cake mixture|bowl of cake mixture|"
  "muffin batter|waffle batter|yorkshire pudding batter|cupcake batter|sponge mixture",
  "food", "flour", "small", "soft", "bowl", ""),
 ("raw meat", "meat|fresh meat|raw chicken|raw chicken breast|chicken breast|chicken breasts|chicken thighs|"
  "chicken wings|chicken drumsticks|whole chicken|whole raw chicken|raw turkey|turkey crown|minced beef|"
  "beef mince|pork mince|packet of mince|raw steak|sirloin steak|stewing steak|diced beef|joint of beef|"
  "beef joint|pork joint|roasting joint|leg of lamb|lamb chops|pork chops|raw sausages|"
  "rashers of bacon|bacon rashers|raw burgers|burgers|lamb shank|gammon|duck breast",
  "food", "food", "small", "soft", "blob", ""),
 ("raw fish", "fish fillet|fish fillets|fillet of fish|salmon fillet|fillet of salmon|salmon fillets|cod fillet|"
  "fillet of cod|haddock|whole fish|fresh fish|trout|mackerel|fresh mackerel|sea bass|raw prawns|"
  "king prawns|mussels|squid|tuna steak",
  "food", "food", "small", "soft", "blob", ""),
 ("vegetables", "veg|fresh vegetables|root vegetables|potato|bag of potatoes|sack of potatoes|"
  "unpeeled potatoes|new potatoes|sweet potato|carrot|bunch of carrots|bag of carrots|onion|"
  "red onion|spring onions|lettuce|head of lettuce|cabbage|head of cabbage|broccoli|head of broccoli|cauliflower|"
  "leeks|leek|courgette|courgettes|zucchini|butternut squash|squash|pumpkin|corn on the cob|sweetcorn|garlic|"
  "bulb of garlic|garlic bulb|punnet of mushrooms|red pepper|green pepper|bell pepper|peppers|cucumber|"
  "tomato|aubergine|parsnips|parsnip|turnip|beetroot|celery|spinach|kale|asparagus|green beans|"
  "runner beans|radishes",
  "food", "food", "small", "rigid", "blob", ""),
 ("dirty dishes", "pile of washing up|stack of dirty plates|dirty plates|dirty plate|dirty bowls|dirty cups|"
  "dirty mugs|dirty cutlery|dirty pans|dirty saucepan|dirty pots and pans|dirty crockery|unwashed dishes|"
  "sink full of dishes|sink full of washing up|dishes to wash|greasy dishes|dirty dish|dirty frying pan|"
  "dirty frying pans|dirty baking tray|dirty roasting tin|dirty wine glasses|dirty tumblers|dirty teacups|dirty bottles",
  "object", "ceramic", "medium", "rigid", "blob", ""),
 ("broken crockery", "broken plate|smashed plate|cracked plate|broken glass|smashed glass|shards of glass|glass shards|"
  "broken mug|smashed mug|cracked mug|broken cup|broken teacup|broken bowl|broken china|smashed china|broken pottery|"
  "broken wine glass|smashed wine glass|broken tumbler|broken jug|broken teapot|broken dish|smashed bowl",
  "object", "ceramic", "small", "fragile", "blob", ""),
 # ---------------------------------------------------------------- bikes
 ("bike tyre", "bike tyres|bicycle tyre|bicycle tire|bike tire|flat bike tyre|flat tyre|flat tire|punctured tyre|"
  "punctured tire|tyre|tire|tyres|inner tube|bike tube|inner tubes|punctured inner tube|bike inner tube|"
  "bicycle inner tube|bike wheel|bicycle wheel|front wheel|rear wheel|back wheel|front wheel of a bike|"
  "wheel with a puncture",
  "object", "rubber", "medium", "soft", "blob", "cushion:1"),
 # ---------------------------------------------------------------- animals and people
 ("dog", "dogs|puppy|puppies|pet dog|muddy dog|wet dog|sleeping dog|labrador|golden retriever|retriever|spaniel|"
  "cocker spaniel|springer spaniel|terrier|jack russell|jack russell terrier|dachshund|sausage dog|collie|"
  "border collie|sheepdog|poodle|beagle|greyhound|whippet|pug|french bulldog|bulldog|husky|german shepherd|"
  "chihuahua|staffie",
  "object", "animal", "medium", "soft", "blob", "warm:1"),
 ("cat", "cats|kitten|kittens|pet cat|tabby|tabby cat|ginger cat|black cat|tortoiseshell cat|siamese cat|"
  "persian cat|sleeping cat|kitty",
  "object", "animal", "small", "soft", "blob", "warm:1"),
 ("small pet", "rabbit|rabbits|pet rabbit|bunny|bunny rabbit|hamster|pet hamster|guinea pig|guinea pigs|gerbil|"
  "gerbils|pet rat|pet mouse|ferret|chinchilla|tortoise|pet tortoise|pet lizard|bearded dragon|gecko|pet snake",
  "object", "animal", "small", "soft", "blob", ""),
 ("pet bird", "budgie|budgerigar|parrot|canary|cockatiel|lovebird|parakeet|african grey",
  "object", "animal", "small", "soft", "blob", ""),
 ("pet fish", "goldfish|tropical fish|betta fish|fighting fish|guppy|koi|koi carp",
  "object", "animal", "small", "soft", "blob", ""),
 ("baby", "babies|newborn|newborn baby|infant|toddler|sleeping baby|crying baby|baby boy|baby girl",
  "object", "person", "medium", "soft", "blob", ""),
 # ---------------------------------------------------------------- office
 ("documents", "document|printed document|stack of documents|pile of documents|unopened bills|pile of bills|"
  "pile of receipts|school homework|worksheet|signed contract|contract|application form|tax return|bank statement|"
  "school report|newspaper clippings|press clippings|paper clippings|leaflet|leaflets|flyer|pile of post|junk mail|printout|printouts|certificate",
  "object", "paper", "small", "soft", "soft/edge/page", ""),
 # ---------------------------------------------------------------- cleaning
 ("rug", "rugs|carpet|carpets|stained carpet|fitted carpet|carpet tile|carpet tiles|hallway runner|runner rug|"
  "hall runner|doormat|door mat|muddy doormat|welcome mat|sheepskin rug|hearth rug|living room rug|area rug|"
  "shaggy rug|kilim|persian rug",
  "object", "wool", "large", "soft", "soft/edge/pile", "cushion:3 warm:1"),
]

ALIASES_S19D = {
    "screws": "seized nut|rusty nut|rusted nut|stuck nut|rusty bolt|seized bolt|stripped screw|rusty screw",
    # tinned tomatoes are a tin of food, not fresh vegetables
    "tinned food": "chopped tomatoes|tin of chopped tomatoes|can of chopped tomatoes|plum tomatoes|tinned plum tomatoes",
    "laundry basket": "basket of dirty laundry|basket of laundry|basket of washing|basket of dirty washing|basket of ironing|basket of clean washing",
}

# Labels of the workpiece that were filed under the tool used on it.
MOVED_S19D = {
    "plumber's tape": "pipe fittings|plumbing fittings|olive|compression olive",
    "puncture repair kit": "inner tube|bike tube",
}

HAZARDOUS_S19D = {
    "broken crockery": "sharp shards: swept up, never handed over",
}
