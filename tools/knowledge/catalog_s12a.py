"""Catalog part S12A (session 12): look-alike objects that must not stand in for each other
(a tube of superglue is not a glue stick for a child's scrapbook). Filled by this session's
near-miss helper (see catalog_s10.py for the formats).

Domains: kitchen and cooking, food and drink, cleaning and laundry, bathroom and grooming,
first aid and medicine, baby and children. Each row below is a variant that a generic row's
names used to cover (so its label read as the generic object and served every need the
generic object serves): hand sanitiser on soap (taken off make-up), surgical spirit on white
spirit (paint thinner), surface wipes and antiseptic wipes on wet wipes (baby wipes), the
painkillers, antihistamines, antacids, lozenges and vitamins on one pill bottle, children's
liquid paracetamol on cough syrup, the preventer inhaler on the reliever inhaler, nappy cream
and antiseptic liquid on medicated cream, rubber and disposable gloves on work gloves, hob
cleaner on caustic oven cleaner, kettle descaler and vinegar on bathroom limescale spray,
formula milk on baby food, glass cleaner on antibacterial surface spray, dish and nail
brushes on the deck/wire scrub brush, crepe bandages on gauze, electric blankets on heat
patches, toilet rim blocks on toilet cleaner.

T_S12A: rows in catalog.py's format. ALIASES_S12A: more names for existing objects.
MOVED_S12A: names taken off an object. EXTRA_TOOLS_S12A / REMOVE_TOOLS_S12A: intents' tools.
"""

T_S12A = [
 # bathroom: an alcohol hand rub is not soap (it does not lift grease or make-up)
 ("hand sanitiser", "hand sanitizer|hand sanitiser gel|hand sanitizer gel|bottle of hand sanitiser|bottle of hand sanitizer|pocket hand sanitiser|travel hand sanitiser|antibacterial hand gel|alcohol hand gel|hand sanitising gel|hand sanitizing gel|hand sanitiser dispenser|hand sanitizer dispenser|hand gel|pump dispenser of hand gel|bottle of hand gel|alcohol gel|hand gel dispenser",
  "tool", "plastic", "small", "rigid", "bottle/body/pump", "care:6 wipe:1"),
 # first aid: surgical spirit / rubbing alcohol is not white spirit (paint thinner)
 ("surgical spirit", "bottle of surgical spirit|rubbing alcohol|bottle of rubbing alcohol|isopropyl alcohol|bottle of isopropyl alcohol|isopropyl|isopropanol|medical alcohol|70% alcohol|70 percent alcohol|alcohol rub|surgical alcohol|bottle of medical alcohol",
  "tool", "plastic", "small", "rigid", "bottle", "care:6 wipe:3 liquid:2"),
 # cleaning: wipes for surfaces are not baby or face wipes; first aid wipes are neither
 ("surface wipes", "cleaning wipes|disinfecting wipes|antibacterial wipes|anti-bac wipes|sanitising wipes|sanitizing wipes|kitchen wipes|floor wipes|multi-surface wipes|multi surface wipes|bathroom wipes|disinfectant wipes|antibacterial surface wipes|tub of cleaning wipes|pack of antibacterial wipes|pack of cleaning wipes|dettol wipes|clorox wipes|glass wipes",
  "tool", "fabric", "small", "soft", "soft", "wipe:9 liquid:2 scrub:2"),
 ("antiseptic wipes", "alcohol wipes|alcohol swabs|sterile wipes|medi wipes|wound wipes|cleansing wound wipes|sterile swabs|pre-injection swabs|first aid wipes|saline wipes|sachet of antiseptic wipes|pack of alcohol wipes|isopropyl wipes|antiseptic wipe",
  "tool", "fabric", "small", "soft", "soft", "care:7 wipe:5"),
 # medicine: one pill bottle held every pill; a careful person hands the kind the need asks for
 ("painkillers", "pack of paracetamol|box of ibuprofen|pack of painkillers|box of paracetamol|pack of ibuprofen|packet of paracetamol|box of aspirin|co-codamol|nurofen|anadin|panadol|tylenol|advil|headache tablets|migraine tablets|cold and flu tablets|period pain tablets|pain relief tablets",
  "tool", "plastic", "small", "rigid", "box", "care:9"),
 ("antihistamines", "antihistamine tablets|allergy tablets|allergy pills|hay fever tablets|hayfever tablets|piriton|cetirizine|loratadine|fexofenadine|benadryl|clarityn|zirtek|box of antihistamines|pack of hay fever tablets|allergy relief tablets|antihistamine syrup",
  "tool", "plastic", "small", "rigid", "box", "care:8"),
 ("indigestion remedy", "indigestion tablets|gaviscon|bottle of gaviscon|rennie|bottle of rennie|rennies|tums|antacid|antacid tablets|heartburn tablets|heartburn relief|settlers|milk of magnesia|pepto-bismol|pepto bismol|packet of rennie|gaviscon liquid",
  "tool", "plastic", "small", "rigid", "bottle", "care:7"),
 ("throat lozenges", "lozenges|cough drops|strepsils|packet of strepsils|cough sweets|lockets|halls soothers|throat sweets|menthol lozenges|packet of lozenges|throat pastilles|fisherman's friend|tin of lozenges|sore throat lozenges|honey and lemon lozenges",
  "tool", "plastic", "small", "rigid", "box", "care:6"),
 ("vitamins", "vitamin bottle|supplements|multivitamins|multivitamin|multivitamin tablets|vitamin d|vitamin c|vitamin tablets|tub of vitamins|bottle of vitamins|fish oil capsules|cod liver oil capsules|iron tablets|vitamin gummies|kids vitamins|children's vitamins|effervescent vitamin c|probiotics",
  "object", "plastic", "small", "rigid", "bottle", "care:3"),
 # children's liquid paracetamol is for fever and pain, not a cough mixture
 ("children's paracetamol", "calpol|bottle of calpol|infant paracetamol|liquid paracetamol|calpol suspension|children's ibuprofen|infant ibuprofen|calprofen|nurofen for children|children's nurofen|calpol sachets|paracetamol suspension|ibuprofen suspension|kids paracetamol|baby paracetamol|medised|bottle of infant paracetamol",
  "tool", "glass", "small", "rigid", "bottle", "care:9 liquid:2"),
 # asthma: the daily preventer does not relieve an attack (the blue reliever does)
 ("preventer inhaler", "brown inhaler|purple inhaler|orange inhaler|steroid inhaler|clenil inhaler|clenil|qvar|qvar inhaler|flixotide|flixotide inhaler|beclometasone inhaler|daily preventer inhaler|seretide|seretide inhaler",
  "tool", "plastic", "small", "rigid", "device", "care:5"),
 # baby and first aid creams and liquids that medicated cream held
 ("nappy cream", "barrier cream|nappy rash cream|zinc cream|sudocrem|tub of sudocrem|tub of barrier cream|diaper cream|diaper rash cream|bepanthen|metanium|tube of nappy cream|tub of nappy cream|zinc and castor oil cream|desitin|nappy balm",
  "tool", "plastic", "small", "soft", "bottle/tube/nozzle", "care:8 seal:2"),
 ("antiseptic liquid", "bottle of antiseptic|bottle of tcp|tcp|dettol antiseptic liquid|antiseptic solution|bottle of antiseptic liquid|iodine|betadine|povidone iodine|chlorhexidine|chlorhexidine wash|sterile saline|saline solution|saline pods|wound wash|wound cleansing spray|antiseptic spray",
  "tool", "plastic", "small", "rigid", "bottle", "care:8 liquid:4 wipe:2"),
 # gloves: washing-up gloves and disposable gloves are not gardening or rigger gloves
 ("rubber gloves", "washing-up gloves|washing up gloves|marigolds|household gloves|cleaning gloves|pair of rubber gloves|kitchen gloves|yellow rubber gloves|pink rubber gloves|long rubber gloves|dish gloves|dishwashing gloves|pair of marigolds|pair of washing-up gloves",
  "tool", "rubber", "small", "soft", "soft", "care:4 liquid:2 twist:5 warm:1"),
 ("disposable gloves", "nitrile gloves|latex gloves|vinyl gloves|box of disposable gloves|box of nitrile gloves|box of latex gloves|medical gloves|examination gloves|exam gloves|first aid gloves|food prep gloves|food handling gloves|pair of disposable gloves|plastic gloves|polythene gloves|box of gloves",
  "tool", "rubber", "small", "soft", "soft", "care:5"),
 # kitchen cleaning: caustic oven cleaner must not go on a glass hob
 ("hob cleaner", "hob cream|hob polish|ceramic hob cleaner|induction hob cleaner|glass hob cleaner|bottle of hob cleaner|hob brite|hob cleaning cream|cooktop cleaner|stovetop cleaner|ceramic cooktop cleaner|hob cleaning kit|bottle of hob cream",
  "tool", "plastic", "small", "rigid", "bottle", "scrub:5 wipe:5 liquid:2"),
 # limescale: bathroom limescale spray does not go in the kettle; descaler and vinegar do
 ("kettle descaler", "descaling tablets|coffee machine descaler|descaling solution|bottle of descaler|kettle cleaner|descaler|citric acid|bag of citric acid|descaling sachets|kettle descaling sachets|espresso machine descaler|iron descaler|tub of citric acid|packet of descaler",
  "tool", "plastic", "small", "rigid", "bottle", "liquid:6 scrub:3"),
 ("vinegar", "white vinegar|cleaning vinegar|distilled white vinegar|spirit vinegar|cider vinegar|apple cider vinegar|bottle of cider vinegar|bottle of white vinegar|bottle of vinegar|malt vinegar|bottle of malt vinegar|white wine vinegar|distilled vinegar|bottle of cleaning vinegar",
  "tool", "glass", "small", "rigid", "bottle", "liquid:5 scrub:3 wipe:3"),
 # baby: formula is a newborn's milk; purees and rusks are a weaning toddler's food
 ("formula milk", "tin of formula|formula powder|baby formula|tub of formula|follow-on milk|first infant milk|toddler milk|ready to feed formula|carton of formula|ready-made formula|infant formula|tin of baby milk|aptamil|sma formula|cow and gate formula|growing up milk|box of formula",
  "food", "plastic", "small", "rigid", "vessel", "liquid:4"),
 # cleaning: a glass cleaner does not disinfect a chopping board
 ("glass cleaner", "window cleaner|glass and window cleaner|windolene|mirror cleaner|window spray|glass spray|streak-free glass cleaner|bottle of window cleaner|bottle of glass cleaner|window cleaning spray|glass polish|screen cleaner spray",
  "tool", "plastic", "small", "rigid", "bottle", "wipe:6 liquid:3"),
 # brushes: dish and nail brushes, not the deck or wire brush
 ("dish brush", "bottle brush|pot brush|washing up brush|dish scrubber|pot scrubber|vegetable brush|bottle cleaning brush|baby bottle brush|teat brush|palm brush|dish wand|soap dispensing brush|straw brush|washing-up brush with handle",
  "tool", "plastic", "small", "rigid", "long/handle/head", "scrub:8 wipe:2 liquid:1"),
 ("nail brush", "nailbrush|nail scrubbing brush|fingernail brush|hand and nail brush|wooden nail brush|nail brush for hands|nail scrubber",
  "tool", "plastic", "small", "rigid", "blob", "scrub:6 care:5"),
 # first aid: a crepe bandage supports a sprain; gauze and tape dress a wound
 ("crepe bandage", "elastic bandage|compression bandage|ace bandage|crepe bandages|elastic wrap|stretch bandage|sports bandage|cohesive bandage|self-adhesive bandage|roll of crepe bandage|tubular bandage|elasticated bandage",
  "tool", "cotton", "small", "soft", "roll", "cushion:3 fasten:5 care:7 seal:3"),
 # bedding: an electric blanket warms a bed, a stick-on heat patch eases cramps
 ("electric blanket", "heated throw|electric throw|heated blanket|heating blanket|heated mattress pad|heated underblanket|electric underblanket|dual control electric blanket|heated over blanket",
  "tool", "fabric", "large", "soft", "soft", "warm:9 heat:3 cushion:4"),
 # toilet: a rim block freshens the flush, it does not clean a dirty bowl
 # baby: a nappy sack holds one nappy, it is not a bin liner
 ("nappy sacks", "nappy bags|scented nappy sacks|pack of nappy sacks|nappy disposal bags|roll of nappy sacks|nappy sack|diaper sacks|diaper disposal bags|fragranced nappy bags",
  "tool", "plastic", "small", "soft", "soft", "seal:3 carry:2"),
 # bathroom: cotton pads and balls wipe make-up off; buds reach into an ear
 ("cotton pads", "cotton wool balls|cotton balls|cotton pad|cotton rounds|cotton wool pads|makeup pads|bag of cotton wool balls|pack of cotton pads|cotton wool|roll of cotton wool|cotton wool rounds|facial cotton pads|bag of cotton balls",
  "tool", "cotton", "small", "soft", "soft", "wipe:6 care:7 liquid:2"),
 # kitchen: an ice bucket chills a bottle on the table, it does not carry a picnic
 ("ice bucket", "wine bucket|champagne bucket|wine cooler bucket|ice bucket with tongs|wine chiller|bottle cooler|champagne cooler|insulated ice bucket|metal ice bucket|wine chiller bucket",
  "tool", "steel", "small", "rigid", "bowl", "cold:6 liquid:3"),
 ("toilet blocks", "toilet rim block|rim block|toilet tablets|toilet cleaning tablets|toilet fresh|toilet block|toilet rim blocks|cistern block|in-cistern block|bloo|blue loo|toilet freshener block",
  "object", "plastic", "small", "rigid", "blob", "care:1"),
]

ALIASES_S12A = {
    "bath sponge": "bath brush|long-handled bath brush",
    # a surface sanitiser is a spray for surfaces (the head "sanitiser" means the hand rub)
    "surface spray": "surface sanitiser spray|surface sanitiser|surface sanitizer|sanitiser spray|sanitizer spray|antibacterial surface sanitiser",
    # balsamic is a dressing, not a descaling vinegar
    "condiments": "balsamic vinegar|bottle of balsamic vinegar|balsamic glaze|bottle of balsamic",
}

MOVED_S12A = {
    "soap": "hand gel|pump dispenser of hand gel|bottle of hand gel|alcohol gel|hand gel dispenser",
    "white spirit": "surgical spirit",
    "wet wipes": ("cleaning wipes|disinfecting wipes|antibacterial wipes|anti-bac wipes|sanitising wipes|sanitizing wipes"
                  "|surface wipes|kitchen wipes|floor wipes|alcohol wipes|antiseptic wipes|sterile wipes|medi wipes|wound wipes"
                  "|cleansing wound wipes|alcohol swabs|sterile swabs|pre-injection swabs"),
    "pill bottle": ("painkillers|pack of paracetamol|box of ibuprofen|pack of painkillers|cold and flu tablets|children's paracetamol"
                    "|antihistamines|allergy tablets|antihistamine tablets|hay fever tablets|hayfever tablets|allergy pills"
                    "|indigestion tablets|gaviscon|bottle of gaviscon|rennie|bottle of rennie|rennies|tums"
                    "|lozenges|throat lozenges|cough drops|strepsils|packet of strepsils|cough sweets|lockets|halls soothers"
                    "|vitamins|vitamin bottle|supplements"),
    "cough syrup": "calpol|bottle of calpol|infant paracetamol|liquid paracetamol|calpol suspension",
    "inhaler": "preventer inhaler|brown inhaler",
    "medicated cream": ("nappy cream|barrier cream|nappy rash cream|zinc cream|sudocrem|tub of sudocrem|tub of barrier cream"
                        "|antiseptic liquid|bottle of antiseptic|bottle of tcp|tcp"),
    "work gloves": ("rubber gloves|washing-up gloves|marigolds|household gloves|cleaning gloves|nitrile gloves|latex gloves"
                    "|disposable gloves|vinyl gloves"),
    "oven cleaner": "hob cleaner|hob cream|hob polish",
    "limescale remover": ("kettle descaler|descaling tablets|coffee machine descaler|descaling solution|bottle of descaler"
                          "|kettle cleaner|descaler|citric acid|bag of citric acid|white vinegar|cleaning vinegar"
                          "|distilled white vinegar|spirit vinegar|cider vinegar|apple cider vinegar|bottle of cider vinegar"),
    "baby food": ("formula milk|tin of formula|formula powder|baby formula|tub of formula|follow-on milk|first infant milk"
                  "|toddler milk|ready to feed formula"),
    "surface spray": "glass cleaner|window cleaner|glass and window cleaner",
    "scrub brush": "dish brush|bottle brush|pot brush|vegetable brush|pot scrubber|dish scrubber|nail brush|bath brush",
    "bandage": "crepe bandage|elastic bandage|compression bandage|ace bandage",
    "heating pad": "electric blanket|heated throw|electric throw|heated blanket|heating blanket",
    "trash bag": "nappy bags|nappy sacks",
    "cotton swabs": "cotton wool balls|cotton balls|cotton pad|cotton rounds|cotton wool pads|makeup pads",
    "cooler bag": "ice bucket|wine bucket|champagne bucket|wine cooler bucket",
    "toilet cleaner": "toilet rim block|rim block|toilet blocks|toilet tablets|toilet cleaning tablets|toilet fresh",
}

EXTRA_TOOLS_S12A = {
    # hands and surfaces
    "wash_hands": "nail brush|hand sanitiser",
    "disinfect": "surface wipes<wet wipes|antiseptic liquid|surgical spirit",
    "wipe_spill": "surface wipes",
    "sticky_floor": "surface wipes<wet wipes",
    "clean_bathroom": "surface wipes",
    "clean_window": "glass cleaner<surface spray|vinegar",
    # first aid and medicine
    "wound": "antiseptic wipes<wet wipes|antiseptic liquid",
    "fever": "painkillers<pill bottle|children's paracetamol<pill bottle",
    "medicine": "painkillers|children's paracetamol|antihistamines|indigestion remedy|vitamins",
    "sore_throat": "throat lozenges<pill bottle|painkillers",
    "cough": "throat lozenges",
    "itchy_skin": "antihistamines",
    "teething_baby": "children's paracetamol",
    "joint_support": "crepe bandage<bandage",
    "swelling": "crepe bandage",
    # baby
    "feed_baby": "formula milk<baby food",
    "change_baby": "nappy cream|nappy sacks",
    # gloves
    "open_jar": "rubber gloves<work gloves",
    "unclog_drain": "rubber gloves<work gloves|disposable gloves",
    "clean_pet_mess": "disposable gloves<work gloves|rubber gloves<work gloves",
    "clean_toilet": "rubber gloves",
    "clean_oven": "rubber gloves",
    # kitchen cleaning
    "clean_hob": "hob cleaner<scraper",
    "descale": "vinegar<bathroom cleaner|kettle descaler",
    "descale_appliance": "kettle descaler<limescale remover|vinegar<limescale remover",
    "scrub_dishes": "dish brush<scrub brush",
    "remove_makeup": "cotton pads<cotton swabs",
    # bedding
    "cold_person": "electric blanket",
    "cold_feet": "electric blanket",
}

REMOVE_TOOLS_S12A = {
    # baby and face wipes neither disinfect a counter nor clean a wound (their own rows do)
    "disinfect": "wet wipes",
    "wound": "wet wipes",
    # bathroom limescale spray does not go in a kettle or coffee machine
    "descale_appliance": "limescale remover",
    # gauze, dressings and tape do not support a sprained joint
    "joint_support": "bandage",
}
