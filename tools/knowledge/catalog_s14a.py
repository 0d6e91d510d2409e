"""Catalog part S14A (session 14): see catalog_s12a.py for the formats.

Filled by this session's knowledge helper A. Three kinds of change:
- lumped families split so a variant stops serving every need of the generic row: lawn feed
  and lawn feed-and-weed off the plant feed (and weed killer), grass seed off the seeds and
  bulbs, dog toys and cat toys off the generic pet toy, the foil (space) blanket off the
  blanket, de-icer spray off the ice scraper, "doggy bags" off the bin bag;
- benign variants that sat on a HAZARDOUS row (so were never handed over for fit and read as
  a chemical): drain snakes and rods off the drain cleaner, shoe and suede brushes off the
  shoe polish, copper tape and slug traps off the slug pellets, ultrasonic scarers and spikes
  off the cat repellent, kindling off the firelighters, carpet-cleaning machines off the
  carpet shampoo, the inhaler spacer off the inhaler;
- label near-misses: a rotary cheese mill is a grater (not a pepper mill), a rubber window
  wiper is a squeegee (not a car's wiper blade), spackle and coloured wood filler tubs.

T_S14A: rows in catalog.py's format. ALIASES_S14A: more names for existing objects.
MOVED_S14A: names taken off an object. EXTRA_TOOLS_S14A / REMOVE_TOOLS_S14A: intents' tools.
HAZARDOUS_S14A: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14A = [
 # garden: a lawn feed greens grass; feed-and-weed also kills the lawn's broadleaf weeds
 # (neither is a tomato or houseplant feed, and feed-and-weed is not a path weed killer)
 ("lawn feed", "lawn food|box of lawn feed|lawn fertiliser|lawn fertilizer|granular lawn feed|spring lawn feed|autumn lawn feed|lawn tonic|box of lawn food|bag of lawn feed|lawn feed granules|spreader of lawn feed|lawn greening feed|tub of lawn feed",
  "tool", "plastic", "medium", "rigid", "box/sides/opening", "care:3 scoop:2"),
 ("lawn feed and weed", "weed and feed|feed and weed|lawn weed and feed|feed weed and moss killer|weed feed and moss killer|3 in 1 lawn treatment|3-in-1 lawn feed|three in one lawn feed|lawn feed weed and moss|evergreen complete|box of weed and feed|lawn weed and feed granules|feed and weed granules|weed and feed granules|complete lawn treatment",
  "tool", "plastic", "medium", "rigid", "box/sides/opening", "care:3 scoop:2"),
 # garden: grass seed mends a bare lawn; flower and vegetable seeds and bulbs do not
 ("grass seed", "bag of grass seed|lawn seed|box of grass seed|tub of grass seed|lawn repair seed|patch repair seed|lawn patch repair|grass seed mix|shady lawn seed|hard-wearing grass seed|lawn thickener|box of lawn seed|bag of lawn seed|overseeding mix",
  "object", "plastic", "small", "rigid", "box/sides/opening", "scoop:2"),
 # pets: a dog chews, tugs and fetches; a cat stalks, pounces and chases a feather
 ("dog toy", "chew toy|squeaky toy|rope toy|tug toy|ball launcher|fetch toy|dog toys|squeaker|kong toy|kong|kong dog toy|dog chew toy|squeaky dog toy|rubber dog ball|rope tug toy|tug rope|dog frisbee|frisbee for the dog|plush dog toy|dog rope toy|chuckit|ball thrower|dog chew bone|nylabone",
  "tool", "rubber", "small", "soft", "blob", "strike:2 reach:3 carry:1 cushion:2"),
 ("cat toy", "cat teaser|laser pointer|catnip mouse|cat tunnel|catnip toy|cat toys|cat wand|cat teaser wand|feather teaser|fishing rod cat toy|toy mouse for cats|cat ball|jingle ball|catnip kicker|cat feather toy|kitten toy|kitten toys|cat chaser toy|cat laser toy",
  "tool", "fabric", "small", "soft", "blob", "reach:3 carry:1"),
 # first aid outdoors: a foil blanket keeps a casualty's heat in; it is no cosy throw
 ("foil blanket", "space blanket|emergency blanket|foil emergency blanket|thermal blanket|mylar blanket|survival blanket|emergency foil blanket|first aid foil blanket|silver foil blanket|heat sheet|emergency thermal blanket|mylar emergency blanket|survival bag|emergency bivvy bag",
  "tool", "plastic", "small", "soft", "soft", "warm:7 care:5 carry:3"),
 # car: a de-icer spray melts frost (a chemical); an ice scraper scrapes it
 ("de-icer", "de-icer spray|deicer|de icer|de-icing spray|screen de-icer|lock de-icer|can of de-icer|windscreen de-icer|windshield de-icer|aerosol de-icer|de-icer aerosol|can of de-icer spray|bottle of de-icer|trigger de-icer|de-icer trigger spray|prestone de-icer|car de-icer",
  "tool", "aluminium", "small", "rigid", "bottle/body/nozzle", "liquid:3 cold:2 heat:2"),
 # plumbing: a drain snake pulls hair out of a trap; the drain cleaner is caustic
 ("drain snake", "plumbers snake|plumbing auger|drain rod|drain claw|hair snake|drain hair remover|drain stick|sink snake|drain auger|plumber's snake|drain rods|plastic drain snake|drain unblocker tool|hair catcher tool|barbed drain stick|drain cleaning tool|drain spring|drain rod set|flexible drain rod|sink auger|drain cleaning snake",
  "tool", "plastic", "small", "soft", "long/handle/hook", "reach:8 pinch:4 scrub:3"),
 # shoes: a brush buffs polish and brushes off mud and suede nap; the polish is a wax
 ("shoe brush", "suede brush|boot brush|shoe shine brush|shoe polishing brush|polishing brush|horsehair brush|horsehair shoe brush|suede and nubuck brush|nubuck brush|dauber brush|polish applicator brush|boot cleaning brush|mud brush for boots|suede eraser|shoe cleaning brush",
  "tool", "wood", "small", "rigid", "blob", "scrub:7 wipe:4 care:2"),
 # garden: copper tape and traps keep slugs off without poisoning pets or hedgehogs
 ("slug barrier", "copper tape|slug trap|beer trap|copper slug tape|copper slug barrier|roll of copper tape|slug collars|slug collar|slug and snail trap|slug pub|wool slug barrier|slug gel barrier|copper ring slug barrier|copper mesh|slug fence",
  "tool", "metal", "small", "soft", "blob", "seal:3 care:2"),
 # garden: an ultrasonic scarer or spikes keep cats and birds off without a chemical
 ("cat scarer", "ultrasonic cat scarer|bird scarer|pigeon spikes|bird spikes|anti-cat spikes|ultrasonic animal repeller|solar cat scarer|motion-activated cat scarer|motion activated sprinkler|scarecrow sprinkler|fence spikes|prickle strips|cat prickle strips|anti-climb spikes|ultrasonic fox repeller|scare owl|plastic owl decoy|bird scaring tape",
  "tool", "plastic", "small", "rigid", "long/stake/head", "care:1"),
 # fires: kindling is split dry wood that catches from a firelighter or a match
 ("kindling", "bag of kindling|kindling wood|kindling sticks|net of kindling|box of kindling|bundle of kindling|split kindling|kiln-dried kindling|fire kindling|sticks for the fire|crate of kindling|kindling bundle",
  "object", "wood", "small", "rigid", "blob", "heat:2 carry:2"),
 # carpets: a carpet-cleaning machine washes the whole carpet with the shampoo
 ("carpet cleaning machine", "carpet washer|rug doctor|carpet shampooer|carpet cleaner machine|upright carpet cleaner|vax carpet cleaner|bissell carpet cleaner|carpet washing machine|spot washer|portable spot cleaner|upholstery cleaning machine|deep carpet cleaner",
  "tool", "plastic", "large", "rigid", "long/handle/head", "liquid:5 scrub:7 wipe:4"),
 # asthma: a spacer is a plastic tube that helps an inhaler's dose reach the lungs
 ("inhaler spacer", "spacer|spacer for inhaler|asthma spacer|aerochamber|volumatic|volumatic spacer|spacer device|spacer with mask|children's spacer|baby spacer|spacer chamber|valved holding chamber|aerochamber spacer|able spacer",
  "tool", "plastic", "small", "rigid", "bottle/body/spout", "care:5 reach:1"),
 # garden: a gutter scoop or brush lifts leaves and moss out of the gutter (from a ladder)
 ("gutter scoop", "gutter cleaning scoop|gutter cleaning tool|gutter brush|gutter cleaning brush|gutter cleaning kit|gutter getter|gutter cleaning wand|telescopic gutter cleaner|gutter claw|gutter trowel|gutter hog brush|gutter rake",
  "tool", "plastic", "small", "rigid", "long/handle/head", "reach:5 scoop:7 scrub:3"),
 # hay fever: a steroid nasal spray calms an allergic nose; a decongestant or saline spray
 # (the nasal spray row) is for a blocked nose
 ("allergy nasal spray", "beconase|steroid nasal spray|hay fever nasal spray|hayfever nasal spray|nasacort|dymista|avamys|flixonase|pirinase|nasonex|allergy nose spray|steroid nose spray|beclometasone nasal spray|fluticasone nasal spray|bottle of beconase",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "care:8 liquid:2"),
]

ALIASES_S14A = {
    "plant feed": "tomato fertiliser|tomato fertilizer|liquid fertiliser|liquid fertilizer|bottle of fertiliser|fertiliser bottle|plant food bottle|tomorite|bottle of tomorite|liquid seaweed|houseplant fertiliser|flower food|feed for tomatoes",
    "antihistamines": "box of allergy tablets|allergy relief|hay fever relief tablets|antihistamine box|box of allergy relief tablets|one-a-day allergy tablets|non-drowsy antihistamine|acrivastine|benadryl allergy relief",
    "painkillers": "ibuprofen caplets|ibuprofen tablets|paracetamol tablets|paracetamol caplets|aspirin tablets|codeine tablets|pack of aspirin|box of nurofen|strip of paracetamol|blister pack of ibuprofen|solpadeine|naproxen|box of co-codamol|extra strength painkillers",
    "teething ring": "chew ring|baby chew ring|silicone chew ring|teething bangle|teething bracelet|teething stick|chewable teether|baby chew toy|gum soothing teether|teething blanket|teething bib toy|teething ring set",
    "beard trimmer": "philips trimmer|braun trimmer|electric trimmer|facial hair trimmer|beard shaper|beard styler|oneblade|one blade trimmer|stubble shaver|beard edger|cordless trimmer|face trimmer",
    "scraper": "filler knife|flexible filler knife|caulk knife|filling blade|joint knife|spackle knife|taping knife|decorating knife",
    "wiper blades": "car wiper|car wipers|car wiper blade|car wiper blades|replacement wiper blade|wiper blade refill",
    "pain relief gel": "jar of tiger balm|tin of tiger balm|pot of muscle balm|tube of voltarol|voltarol|deep heat spray|heat spray for muscles|cooling muscle gel|magnesium spray|pain relief patch gel",
    "dog poo bags": "doggy bags|doggy bag|doggie bags|doggy poo bags|doggy poop bags|dog bags|roll of doggy bags|doggy waste bags|poop sacks|dog mess bags|dog litter bags",
    "grater": "rotary cheese mill|rotary cheese grater|cheese mill|drum grater|parmesan mill|hand-crank cheese grater|crank grater|parmesan shaver|cheese plane",
    "squeegee": "rubber window wiper|window wiper blade|handheld window wiper|rubber window blade|glass squeegee|shower screen wiper|rubber blade window wiper|window cleaning wiper|window cleaning blade|squeegee blade",
    "wall filler": "spackle tub|tub of spackle|tub of polyfilla|ready-mixed polyfilla|decorators filler|decorators filler tub|spackling compound|plasterboard filler|wall repair filler|interior filler|lightweight filler|tub of wall filler|tube of polyfilla",
    "wood filler": "wood filler tube|coloured wood filler|tinted wood filler|oak coloured wood filler|wood filler putty|wood grain filler|walnut wood filler|mahogany wood filler|tub of wood putty|tube of wood putty",
    "extension ladder": "extending ladder|extendable ladder|three-section ladder|3 section ladder|two-section ladder|aluminium ladder|aluminum ladder|ladder for the gutters|roof access ladder|long extending ladder|telescopic extension ladder",
}

MOVED_S14A = {
    "trash bag": "doggy bags",
    "plant feed": "lawn feed|lawn food|box of lawn feed|lawn feed and weed",
    "weed killer": "weed and feed",
    "seeds": "grass seed|bag of grass seed|lawn seed|box of grass seed",
    "pet toy": ("dog toy|cat toy|chew toy|squeaky toy|rope toy|tug toy|ball launcher|cat teaser|laser pointer|catnip mouse"
                "|fetch toy|cat tunnel|catnip toy|dog toys|cat toys|squeaker|kong toy|kong|kong dog toy"),
    "blanket": "space blanket|emergency blanket",
    "ice scraper": ("de-icer|de-icer spray|deicer|de icer|de-icing spray|screen de-icer|lock de-icer|can of de-icer"
                    "|windscreen de-icer|windshield de-icer"),
    "drain cleaner": ("plumbers snake|plumbing auger|drain rod|drain claw|hair snake|drain hair remover|drain stick|sink snake"
                      "|drain snake|drain auger|plumber's snake|drain rods"),
    "shoe polish": "shoe brush|suede brush",
    "slug pellets": "slug trap|beer trap|copper tape|slug barrier",
    "cat repellent": "cat scarer|ultrasonic cat scarer|bird scarer|pigeon spikes|bird spikes|anti-cat spikes",
    "firelighters": "kindling|bag of kindling",
    "carpet shampoo": "carpet cleaning machine|carpet washer|rug doctor|carpet shampooer",
    "inhaler": "spacer|inhaler spacer|spacer for inhaler|asthma spacer",
}

EXTRA_TOOLS_S14A = {
    "play_with_pet": "dog toy<pet toy",
    "play_with_cat": "cat toy<pet toy",
    "scrape_ice": "de-icer",
    "unclog_drain": "drain snake<drain cleaner",
    "polish_shoes": "shoe brush",
    "slugs_snails": "slug barrier",
    "carpet_stain": "carpet cleaning machine",
    "clean_bathroom": "squeegee",
    "cold_person": "foil blanket",
    "sore_muscles": "painkillers",
    "clear_gutters": "gutter scoop",
    "hay_fever": "allergy nasal spray",
}
REMOVE_TOOLS_S14A = {}

HAZARDOUS_S14A = {
    "allergy nasal spray": "medicine",
    "lawn feed": "harmful to swallow",
    "lawn feed and weed": "herbicide, poisonous",
    "de-icer": "poisonous (methanol or glycol), aerosol",
}
