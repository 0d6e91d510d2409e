"""Held-out v3 evaluation specs (written before any tuning of this session, never tuned on).

Row: (instruction, group, [good tool labels], [plausible storage labels] or None,
implausible storage label or None). None: the spec gives only a tool-present item.
Phrasings are new (not in the knowledge files, v1 or the dev split); labels are novel
descriptive wordings a detector might print, never catalog names or synonyms.
"""

SPECS = [
    # drinks and kitchen
    ("I've been talking all morning and my voice is going hoarse", "drink", ["speckled enamel beaker"], ["wall-mounted kitchen units"], "potting bench"),
    ("the kids came in from football gasping for water", "drink", ["set of plastic picnic tumblers"], None, None),
    ("I'd like a proper cuppa while I read the paper", "hotdrink", ["chunky stoneware beaker with handle"], ["wall-mounted kitchen units"], "airing cupboard"),
    ("this heat wave is unbearable, anything cold to drink?", "colddrink", ["bottle of chilled ginger beer"], ["under-counter drinks fridge"], "wall-mounted key box"),
    ("the marmalade won't open, the lid is jammed", "openjar", ["ridged silicone lid opener"], ["top drawer by the oven"], "coat cupboard"),
    ("we're out of fresh veg, I'll heat the tinned soup instead", "opencan", ["hand-crank can key"], None, None),
    ("supper's on the table but there's no cutlery at my place", "eat", ["stainless dinner fork and knife set"], ["top drawer by the oven"], "potting bench"),
    ("the custard on the hob will burn unless someone keeps it moving", "stir", ["olive wood stirring paddle"], ["top drawer by the oven"], "airing cupboard"),
    ("the pancakes are golden underneath and need turning", "flip", ["thin metal pancake lifter"], None, None),
    ("that watermelon needs cutting into wedges", "slice", ["large santoku blade"], ["top drawer by the oven"], "coat cupboard"),
    ("the spuds for the roast still have their jackets on", "peel", ["swivel-blade speed peeler"], None, None),
    ("the spaghetti's cooked, the water needs to come off", "drain", ["footed mesh straining basket"], ["wall-mounted kitchen units"], "coat cupboard"),
    ("the casserole dish just came out at 200 degrees", "hotpot", ["silicone oven gauntlet"], ["top drawer by the oven"], "potting bench"),
    ("the tea lights on the table need lighting before the guests arrive", "light", ["long-neck candle lighter wand"], ["top drawer by the oven"], "airing cupboard"),
    # cleaning
    ("the toddler knocked his juice all over the high chair tray", "spill", ["thick blue j-cloth"], ["unit under the kitchen sink"], "coat cupboard"),
    ("dog paw prints all over the hallway lino", "floor", ["string mop with wringer handle"], ["utility room cupboard"], "top drawer by the oven"),
    ("the kids dropped crisps all over the lounge carpet", "sweep", ["cordless stick hoover"], ["utility room cupboard"], "bathroom mirror cabinet"),
    ("the lasagne dish has burnt cheese stuck round the edges", "scrub", ["copper scouring scrubber"], ["unit under the kitchen sink"], "coat cupboard"),
    ("the shower screen is covered in water spots", "window", ["handheld glass blade cleaner"], None, None),
    ("the skirting boards are thick with dust", "clean", ["extendable dusting wand"], ["utility room cupboard"], "top drawer by the oven"),
    ("my black coat is covered in cat fluff", "lint", ["sticky fabric roller"], None, None),
    # workshop and repair
    ("the fence panel is loose and needs a couple of nails knocked in", "hammer", ["steel-shaft carpenter's hammer"], ["workshop tool cabinet"], "bathroom mirror cabinet"),
    ("the kitchen cupboard door is hanging off its hinge", "screw", ["stubby cross-point driver"], ["workshop tool cabinet"], "top drawer by the oven"),
    ("the bolt holding the bike seat has come loose", "bolt", ["ring spanner set"], None, None),
    ("the old floorboard has to be lifted up", "pry", ["flat steel wrecking lever"], ["workshop tool cabinet"], "airing cupboard"),
    ("that broom handle is too long for the cupboard and needs shortening", "saw", ["junior metal-cutting hacksaw"], None, None),
    ("I want to check the new shelf is perfectly straight", "measure", ["aluminium bubble rule"], ["workshop tool cabinet"], "top drawer by the oven"),
    ("the sole of my boot is flapping loose", "fix", ["tube of contact adhesive"], ["workshop tool cabinet"], "bathroom mirror cabinet"),
    ("the tent poles need strapping onto the bike rack", "bind", ["stretchy hooked luggage cord"], None, None),
    ("I'm stripping old wallpaper and the dust and chips go everywhere", "protect", ["wraparound safety specs"], None, None),
    # office
    ("I need to cut out this coupon from the newspaper", "cutpaper", ["stainless office shears"], ["stationery cupboard in the study"], "unit under the kitchen sink"),
    ("the parcel from my aunt is taped up really tightly", "openpkg", ["snap-blade carton cutter"], None, None),
    ("jot this down before I forget: the plumber's coming Tuesday", "write", ["retractable rollerball"], ["stationery cupboard in the study"], "potting bench"),
    ("the moving cartons need their rooms written on them", "label", ["thick black marker pen"], None, None),
    ("this report keeps falling apart, the pages need holding together", "fasten", ["long-reach booklet stapler"], ["stationery cupboard in the study"], "unit under the kitchen sink"),
    # bathroom and body
    ("I've got spinach stuck between my teeth", "teeth", ["waxed mint tape floss"], ["bathroom mirror cabinet"], "potting bench"),
    ("my fringe is all over the place after the hat", "hair", ["tail comb"], None, None),
    ("I've caught my finger on a rose thorn and it's still in there", "splinter", ["pointed steel tweezer"], ["bathroom mirror cabinet"], "workshop tool cabinet"),
    ("I nicked my thumb on the tin lid and it's bleeding", "wound", ["strip of fabric sticking plaster"], ["bathroom mirror cabinet"], "potting bench"),
    ("my little boy feels hot and clammy, I want to check him", "fever", ["in-ear digital temperature probe"], None, None),
    ("my sinuses are streaming", "nose", ["mansize tissues in a cube box"], ["bathroom mirror cabinet"], "workshop tool cabinet"),
    ("my heels are cracked and rough", "skin", ["pump bottle of body cream"], None, None),
    # comfort and home
    ("the central heating's broken and I'm shivering", "warm", ["faux fur blanket"], ["airing cupboard"], "top drawer by the oven"),
    ("my neck gets stiff on long train rides", "nap", ["u-shaped travel neck pillow"], ["coat cupboard"], "unit under the kitchen sink"),
    ("I want to do my morning pilates on the floor", "exercise", ["cushioned foam workout mat"], None, None),
    ("it's getting dark and the torch is somewhere", "dark", ["battery camping lantern"], ["top drawer by the oven"], "airing cupboard"),
    ("the jigsaw piece rolled under the bookcase", "reachunder", ["aluminium litter grabber"], None, None),
    ("the herbs on the windowsill look wilted", "water", ["small brass watering pot"], ["potting bench"], "bathroom mirror cabinet"),
    ("the apple tree has dead branches to take off", "prune", ["ratchet anvil loppers"], ["potting bench"], "top drawer by the oven"),
    ("I'm heading to the farmers' market for the weekly shop", "carry", ["jute shopping tote"], None, None),
]
