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
 ("angle grinder", "grinder|cordless angle grinder|electric angle grinder|battery angle grinder|disc cutter|metal grinder|mini grinder|4.5 inch angle grinder|bench grinder|cut-off tool|cut off saw",
  "tool", "steel", "medium", "rigid", "blade", "cut:7 scrub:3"),
]

ALIASES_S11D = {
    # kitchen
    "teapot": "glass teapot|glass teapot with infuser|teapot with infuser|infuser teapot",
    "glass": "pint glasses|set of pint glasses|drinking glasses|set of drinking glasses|set of tumblers|highball glasses",
    "ice pack": "bag of ice|bag of ice cubes|ice cubes",
    "orange": "net of oranges|bag of oranges",
    # cleaning
    "broom": "long-handled broom|long handled broom|yard broom",
    "mop": "spin mop and bucket|mop and bucket",
    "toilet brush": "toilet brush and holder|toilet brush holder|toilet brush set",
    "dish soap": "fairy liquid|bottle of fairy liquid|fairy washing up liquid",
    # first aid: a tick remover is the tick tool, not tweezers
    "tick twister": "tick remover|tick remover tool",
    # DIY
    "paint tray": "paint roller tray|roller tray and roller",
    "hand saw": "cordless jigsaw|electric jigsaw|battery jigsaw|jigsaw power tool|corded jigsaw|cordless reciprocating saw",
    # electronics: "macbook" read as a jacket through "mac"
    "laptop": "macbook|macbook air|macbook pro|ipad|android tablet|samsung tablet",
    # garden
    "leaf blower": "garden vac",
    "weed killer": "roundup|bottle of roundup|roundup weedkiller",
    # office
    "eraser": "white rubber",
    "stapler": "long arm stapler",
    "glue": "pritt stick|pritt|uhu stick|uhu glue",
    # children: toy spades and cars read as the garden spade and the car boot
    "toy car": "matchbox car|matchbox cars|hot wheels car|hot wheels cars|diecast car",
    "toy": "beach spade|plastic beach spade|toy spade|sandpit spade|bucket and spade|plastic bucket and spade|beach bucket and spade|seaside bucket and spade",
    # food
    "sweets": "bar of chocolate|chocolate bar|chocolate bars|box of chocolates|chocolates|bar of milk chocolate",
}

MOVED_S11D = {
    "tweezers": "tick remover",
}

EXTRA_TOOLS_S11D = {
}

REMOVE_TOOLS_S11D = {
}
