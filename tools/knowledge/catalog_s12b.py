"""Catalog part S12B (session 12): look-alike objects that must not stand in for each other
(a tube of superglue is not a glue stick for a child's scrapbook). Filled by this session's
near-miss helper (see catalog_s10.py for the formats).

A generic row whose names cover variants that serve different needs lets any variant read as
the generic object (label posterior ~1.0) and match every need the generic object serves: a
tube of superglue was `glue` and so served "the children want to stick their postcards into
their journals". Each variant below gets a row of its own with the names a detector or a
person would print for it, its names are taken off the generic row (MOVED_S12B), and the
intents it really serves list it (EXTRA_TOOLS_S12B: "new<host" puts it just before the
generic row); REMOVE_TOOLS_S12B takes a generic row off an intent only a variant serves.
Domains: DIY, garage and car, garden, office, stationery and crafts (glue and tape),
electronics, clothing and weather, pets, leisure and sport. Everyday English (British and
American).

T_S12B: rows in catalog.py's format. ALIASES_S12B: more names for existing objects.
MOVED_S12B: names taken off an object. EXTRA_TOOLS_S12B / REMOVE_TOOLS_S12B: intents' tools.
"""

T_S12B = [
 # glue: instant and epoxy glue mends a mug but not a child's scrapbook; a glue stick and PVA
 # stick paper but mend no mug; wood glue joins wood only
 ("superglue", "super glue|tube of superglue|tube of super glue|instant adhesive|cyanoacrylate|epoxy|two-part epoxy|epoxy glue|epoxy resin|araldite|gorilla glue|loctite|super glue gel|bottle of superglue|model glue|plastic cement|instant glue",
  "tool", "plastic", "small", "rigid", "pen/tube/nozzle", "seal:10 fasten:2"),
 ("glue stick", "glue-stick|pritt stick|pritt|uhu stick|uhu glue stick|glue pen|glue dots|stick of glue|purple glue stick|kids glue stick|glue sticks|pack of glue sticks|paper glue|school glue stick|paste|roller glue|glue roller",
  "tool", "plastic", "small", "rigid", "pen/tube/nozzle", "seal:8"),
 ("pva glue", "pva|school glue|white glue|craft glue|bottle of pva|bottle of pva glue|tub of pva|children's glue|kids glue|elmer's glue|elmers glue|washable glue|craft pva|bottle of craft glue|tacky glue",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "seal:8"),
 ("wood glue", "wood adhesive|carpenter's glue|carpenters glue|pva wood glue|bottle of wood glue|exterior wood glue|interior wood glue|wood glue bottle|yellow glue|titebond|joinery glue|wood working glue",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "seal:8 fasten:2"),
 # tape: insulating tape is for wires, not boxes; double-sided and washi tape stick and
 # decorate paper but seal no parcel
 ("electrical tape", "insulating tape|insulation tape|pvc tape|electricians tape|electrician's tape|electrical insulation tape|roll of insulating tape|black insulating tape|roll of electrical tape|electrical insulating tape|pvc insulation tape|insulation tape roll",
  "tool", "plastic", "small", "soft", "roll", "seal:5 fasten:2"),
 ("double-sided tape", "double sided tape|mounting tape|double-sided sticky tape|double sided sticky tape|foam mounting tape|double-sided foam tape|carpet tape|roll of double sided tape|double sided mounting tape|double sided adhesive tape|double-sided tape dispenser",
  "tool", "plastic", "small", "soft", "roll", "seal:8"),
 ("washi tape", "decorative tape|roll of washi tape|washi tapes|set of washi tape|patterned tape|craft tape|paper craft tape|masking tape for crafts|decorative masking tape|glitter tape|coloured craft tape",
  "tool", "paper", "small", "soft", "roll", "seal:5 mark:2"),
 # markers: a permanent marker ruins a whiteboard and is not for a child's colouring
 ("whiteboard marker", "dry erase marker|dry-erase marker|whiteboard pen|dry wipe marker|dry wipe pen|dry-wipe marker|whiteboard markers|set of whiteboard markers|expo marker|board marker|drywipe pen|erasable marker",
  "tool", "plastic", "small", "rigid", "pen", "mark:7"),
 ("felt tips", "felt-tips|felt tip pen|felt tip pens|felt pen|felt pens|felt-tip|felt-tip pens|colouring pens|coloring markers|washable markers|kids markers|fibre tip pens|fiber tip pens|crayola markers|texta|textas|pack of felt tips|coloured felt tips",
  "tool", "plastic", "small", "rigid", "pen", "mark:8"),
 # correcting ink is not rubbing out pencil
 ("correction fluid", "correction tape|tippex|tipp-ex|correction pen|white-out|whiteout|bottle of tippex|tipp-ex mouse|liquid paper|correction roller|typing correction fluid",
  "tool", "plastic", "small", "rigid", "pen", "mark:3"),
 # hats: a straw sun hat keeps no ears warm, a woolly beanie gives no shade
 ("sun hat", "sunhat|straw hat|panama hat|panama|wide-brimmed hat|wide brimmed hat|baseball cap|cap with visor|peaked cap|trucker cap|sun visor|visor cap|legionnaire hat|floppy sun hat|kids sun hat|baby sun hat|bucket hat|cap",
  "object", "fabric", "small", "soft", "blob/brim/crown", "warm:6 care:3"),
 ("woolly hat", "beanie|beanie hat|bobble hat|knitted hat|wool hat|winter hat|toque|balaclava|bobble beanie|fleece hat|thermal hat|ski hat|pom pom hat|knitted beanie",
  "object", "wool", "small", "soft", "blob/brim/crown", "warm:9 cushion:1"),
 # footwear: flip-flops warm no feet
 ("flip-flops", "flip flops|pair of flip-flops|pair of flip flops|flip-flop|sliders|pool sliders|pair of sliders|beach sandals|jandals|thongs|shower shoes|pool shoes|rubber sandals",
  "object", "rubber", "small", "soft", "blob", ""),
 # umbrellas: a lace or paper parasol keeps off sun, not rain
 ("parasol", "lace parasol|paper parasol|sun parasol|sun umbrella|sunshade|beach umbrella|beach parasol|chinese parasol|paper umbrella|uv umbrella|parasol umbrella",
  "object", "fabric", "medium", "rigid", "long/handle/canopy", "warm:6 reach:3"),
 # coats: a hi-vis vest keeps no one warm or dry
 ("hi-vis vest", "hi-vis jacket|high visibility vest|high-vis vest|hi vis vest|hi-viz vest|reflective vest|safety vest|high visibility jacket|reflective jacket|yellow hi-vis vest|cycling hi-vis|reflective tabard",
  "object", "fabric", "medium", "soft", "soft", ""),
 # heaters: a gas patio heater or fire pit does not warm a room indoors
 ("patio heater", "outdoor heater|gas patio heater|garden heater|electric patio heater|fire pit|firepit|chiminea|chimenea|garden fire pit|outdoor fire pit|patio fire pit|wall mounted patio heater",
  "object", "steel", "large", "rigid", "device", "heat:6"),
 # pets: a hutch or bird cage carries no cat to the vet; a home flea spray goes on carpets,
 # never on the animal
 ("pet cage", "hamster cage|rabbit hutch|guinea pig cage|small animal cage|bird cage|birdcage|parrot cage|budgie cage|rabbit run|indoor rabbit cage|guinea pig hutch|hamster cage with wheel|ferret cage",
  "object", "plastic", "large", "rigid", "box", "carry:2"),
 ("household flea spray", "flea spray for the home|home flea spray|carpet flea spray|flea bomb|flea fogger|flea spray for carpets|indorex|acclaim flea spray|room flea spray|flea killer for the house|can of household flea spray",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "liquid:3"),
 # insect killers: a household fly spray is no plant spray for greenfly
 ("fly spray", "can of fly spray|wasp spray|wasp killer|flying insect killer|flying insect spray|raid|raid spray|fly and wasp killer|mosquito spray for the room|can of wasp spray|wasp nest killer|wasp nest spray|aerosol fly spray|fly killer spray",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "liquid:3 reach:2"),
 ("ant killer", "ant spray|ant powder|tin of ant powder|ant bait|ant bait station|ant killer powder|ant gel|ant traps|ant bait traps|nippon ant killer|ant killer spray|crawling insect killer|ant and crawling insect killer|tub of ant powder",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "liquid:2 reach:2"),
 # garden: a hoe rakes no leaves, a snow shovel digs no bed, a hedge trimmer is no pot-plant
 # snips
 ("hoe", "dutch hoe|draw hoe|garden hoe|stirrup hoe|onion hoe|push hoe|long-handled hoe|long handled hoe|swoe|oscillating hoe|hoes|scuffle hoe",
  "tool", "steel", "large", "rigid", "long/handle/blade", "scrub:6 cut:4 reach:6"),
 ("snow shovel", "snow spade|snow pusher|snow scoop|plastic snow shovel|snow plough shovel|snow plow shovel|snow sled shovel|wide snow shovel|car snow shovel|snow shovels",
  "tool", "plastic", "large", "rigid", "long/handle/blade", "scoop:8 reach:5 carry:3"),
 ("hedge trimmer", "hedgetrimmer|cordless hedge trimmer|electric hedge trimmer|petrol hedge trimmer|battery hedge trimmer|long reach hedge trimmer|pole hedge trimmer|hedge cutter|electric hedge cutter|power hedge trimmer",
  "tool", "plastic", "large", "rigid", "blade", "cut:9 reach:5"),
 # garage and car: mower oil is not car engine oil; a wheel brace fits only wheel nuts;
 # axle stands hold a car up but lift nothing
 ("small engine oil", "2-stroke oil|two-stroke oil|two stroke oil|2 stroke oil|mower oil|lawnmower oil|lawn mower oil|4-stroke mower oil|chainsaw oil|chain saw oil|chainsaw bar oil|bar and chain oil|bottle of 2-stroke oil|outboard oil",
  "tool", "plastic", "small", "rigid", "bottle", "liquid:5"),
 ("wheel brace", "lug wrench|tyre iron|tire iron|locking wheel nut key|wheel nut wrench|cross wrench|four-way wheel brace|4-way wheel brace|wheel nut key|telescopic wheel brace|extendable wheel brace|wheel wrench",
  "tool", "steel", "medium", "rigid", "long/handle/socket", "twist:9 fasten:2 reach:3"),
 ("axle stands", "jack stands|axle stand|pair of axle stands|wheel chocks|wheel chock|car ramps|pair of car ramps|drive-on ramps|vehicle ramps",
  "object", "steel", "medium", "rigid", "blob", "cushion:2"),
 # electronics: an air-con remote changes no channel; a night light is no reading lamp;
 # a button cell fits no remote; a kettle lead charges no phone
 ("appliance remote", "air con remote|air conditioning remote|aircon remote|ac remote|air conditioner remote|fan remote|heater remote|ceiling fan remote|light remote|garage door remote|garage door opener|gate remote|led light remote|fire remote",
  "object", "plastic", "small", "rigid", "device", ""),
 ("night light", "nightlight|night-light|plug-in night light|plug in night light|baby night light|kids night light|children's night light|sensor night light|motion sensor night light|star night light|nursery night light|night lamp",
  "object", "plastic", "small", "rigid", "device", "light:3"),
 ("button cell", "button battery|button batteries|coin cell|coin battery|coin cell battery|cr2032|cr2032 battery|lr44|lr44 battery|watch battery|watch batteries|hearing aid batteries|button cell batteries|pack of button batteries|lithium coin cell|cr2025",
  "object", "steel", "small", "rigid", "blob", ""),
 ("mains lead", "power cord|power cable|power lead|kettle lead|kettle cable|iec cable|iec lead|figure 8 lead|figure-8 cable|figure of eight lead|computer power cable|pc power cable|mains cable|appliance lead|monitor power cable|tv power cable",
  "object", "plastic", "small", "soft", "soft/plug/cable", ""),
 # leisure: steel-tipped darts do not entertain a toddler
 ("darts", "set of darts|dart|dartboard|dart board|steel tip darts|soft tip darts|darts and dartboard|electronic dartboard|pub darts",
  "object", "steel", "small", "rigid", "pen", "cut:2"),
 # scissors: dressmaking shears are kept for fabric, round-ended children's scissors cut paper
 # only
 ("fabric scissors", "dressmaking scissors|dressmaker's shears|tailor's scissors|sewing scissors|pinking shears|fabric shears|embroidery scissors|thread snips|sewing snips|dressmaking shears|tailor's shears|pair of pinking shears|quilting scissors",
  "tool", "steel", "small", "rigid", "scissors", "cut:9"),
 ("children's scissors", "safety scissors|school scissors|kids scissors|kids' scissors|round-ended scissors|round ended scissors|blunt-ended scissors|blunt ended scissors|toddler scissors|plastic safety scissors|child safety scissors|left-handed children's scissors",
  "tool", "plastic", "small", "rigid", "scissors", "cut:7"),
 # a hard little golf or cricket ball is no dog's fetch ball
 ("golf ball", "golf balls|bag of golf balls|cricket ball|ping pong ball|table tennis ball|ping pong balls|table tennis balls|squash ball|baseball|hard ball|leather cricket ball|practice golf balls",
  "object", "plastic", "small", "rigid", "blob", "strike:2"),
 # a landline handset is no torch, camera, timer or music player
 ("landline phone", "cordless phone|landline|telephone|home phone|house phone|dect phone|desk phone|corded phone|cordless landline phone|landline handset|phone handset|wall phone|old telephone|rotary phone",
  "object", "plastic", "small", "rigid", "device", "light:1 mark:2"),
 # a smoothing tool is no sealant
 ("sealant smoothing tool", "silicone smoothing tool|caulk finisher|sealant finishing tool|silicone finishing tool|caulking tool|caulk smoothing tool|sealant spatula|silicone scraper|caulk removal tool|sealant profiling tool",
  "tool", "plastic", "small", "rigid", "blade/handle/blade", "scrub:2"),
 # round 2. A scratching post is the cat's, not a fetch toy for the dog
 ("cat scratcher", "scratching post|scratch post|cat scratching post|cat tree|cat tower|scratching pad|cardboard cat scratcher|sisal scratching post|cat activity tree|cat scratch board|scratching mat",
  "tool", "wood", "medium", "rigid", "blob", "scrub:3"),
 # a silk scarf or bandana warms no one but ties hair back
 ("silk scarf", "bandana|neckerchief|cravat|headscarf|head scarf|chiffon scarf|satin scarf|silk neck scarf|square silk scarf|paisley bandana|hair scarf|pocket square",
  "object", "fabric", "small", "soft", "soft", "fasten:3 warm:1"),
 # saw look-alikes: a pipe cutter cuts no plank or branch; a mitre box is a guide, not a saw
 ("pipe cutter", "pipe slice|copper pipe cutter|plastic pipe cutter|pipe cutters|tube cutter|pvc pipe cutter|15mm pipe cutter|mini pipe cutter|ratchet pipe cutter",
  "tool", "steel", "small", "rigid", "pinch", "cut:6 twist:4"),
 ("mitre box", "miter box|mitre block|miter block|mitre guide|miter guide|plastic mitre box|wooden mitre box",
  "object", "plastic", "medium", "rigid", "blob", ""),
 # a grout pen colours grout lines and fills no hole
 ("grout pen", "grout reviver|grout whitener|grout reviver pen|grout paint|grout colour restorer|grout marker|white grout pen|grout refresher",
  "tool", "plastic", "small", "rigid", "pen", "mark:5"),
 # methylated spirits is stove fuel and glass cleaner, no brush cleaner for gloss
 ("methylated spirits", "meths|methylated spirit|bottle of meths|bottle of methylated spirits|purple meths|denatured alcohol|stove fuel|camping stove fuel|bioethanol|bottle of bioethanol|meths for the stove",
  "object", "plastic", "small", "rigid", "bottle", "liquid:3"),
 # an artist's brush paints a picture, not a fence
 ("artist's brush", "artist brush|artists brush|watercolour brush|watercolor brush|oil paint brush|detail brush|set of artist's brushes|artist's brushes|fine paintbrush|kids paintbrush|children's paint brushes|sable brush|round brush for painting|acrylic paint brush",
  "tool", "wood", "small", "rigid", "long/handle/bristles", "mark:7 wipe:1"),
 # a blazer keeps off neither rain nor cold
 ("suit jacket", "blazer|sports jacket|sport coat|tweed jacket|dinner jacket|tuxedo jacket|tux jacket|school blazer|linen blazer|suit",
  "object", "wool", "medium", "soft", "soft", "warm:3"),
 # wallpaper paste hangs paper on walls; it mends no mug
 ("wallpaper paste", "tub of wallpaper paste|packet of wallpaper paste|wallpaper adhesive|ready mixed wallpaper paste|ready-mixed wallpaper paste|border adhesive|wallpaper glue|box of wallpaper paste|wallpaper paste powder|heavy duty wallpaper paste",
  "tool", "paper", "small", "rigid", "box", "seal:7"),
]

ALIASES_S12B = {
    # a glue gun's refills read as a glue stick through "glue stick"
    "glue gun": "glue gun sticks|hot glue sticks|glue gun refills|hot melt glue sticks|pack of glue gun sticks",
}

MOVED_S12B = {
    "glue": "super glue|superglue|instant adhesive|cyanoacrylate|epoxy|two-part epoxy|model glue"
            "|glue stick|glue-stick|pritt stick|pritt|uhu stick|glue pen|glue dots|paste"
            "|pva|pva glue|white glue|school glue|craft glue|wood glue|wallpaper paste",
    "duct tape": "pvc tape|electricians tape|electrician's tape",
    "clear tape": "double sided tape|mounting tape|washi tape",
    "marker": "whiteboard marker|dry erase marker|dry-erase marker|whiteboard pen"
              "|felt pen|felt-tip|felt tips|felt-tips|felt tip pen|texta",
    "eraser": "correction tape|tippex|correction pen|white-out|whiteout|tipp-ex",
    "hat": "sun hat|sunhat|straw hat|panama hat|baseball cap|cap with visor|peaked cap|trucker cap|bucket hat|cap"
           "|beanie|woolly hat|bobble hat|knitted hat|wool hat|winter hat|toque|balaclava",
    "slippers": "flip-flops|flip flops",
    "umbrella": "parasol|sunshade|beach umbrella",
    "space heater": "patio heater",
    "pet carrier": "pet cage|hamster cage|rabbit hutch|guinea pig cage|small animal cage|bird cage",
    "flea treatment": "household flea spray",
    "pest spray": "fly spray|can of fly spray|wasp spray|wasp killer|ant spray|ant powder|ant killer|ant bait|tin of ant powder",
    "rake": "hoe|dutch hoe|draw hoe|garden hoe|stirrup hoe",
    "shovel": "snow shovel|snow spade",
    "garden shears": "hedge trimmer|hedgetrimmer|cordless hedge trimmer|electric hedge trimmer|petrol hedge trimmer",
    "engine oil": "2-stroke oil|two-stroke oil|mower oil",
    "wrench": "lug wrench|wheel brace|tyre iron|tire iron|locking wheel nut key",
    "car jack": "axle stands|jack stands|wheel chocks",
    "remote control": "air con remote",
    "table lamp": "night light|nightlight|night-light",
    "battery": "button cell|coin cell",
    "charger cable": "power cord|power cable|power lead|mains lead",
    "game": "darts|dartboard",
    "scissors": "dressmaking scissors|dressmaker's shears|tailor's scissors|sewing scissors|fabric scissors|pinking shears"
                "|safety scissors|school scissors|children's scissors",
    "tennis ball": "golf ball|cricket ball|ping pong ball|table tennis ball|squash ball|baseball",
    "phone": "cordless phone|landline phone|landline|telephone",
    "silicone sealant": "silicone smoothing tool|caulk finisher",
    "pet toy": "scratching post|cat scratcher|scratch post",
    "scarf": "bandana|neckerchief|cravat|silk scarf|headscarf|head scarf",
    "hand saw": "pipe cutter|pipe slice|copper pipe cutter|mitre box",
    "wall filler": "grout pen",
    "white spirit": "methylated spirits|meths",
    "paintbrush": "artist's brush|artist brush|artists brush|watercolour brush|watercolor brush|oil paint brush|detail brush",
    "jacket": "hi-vis jacket|hi-vis vest|blazer",
}

EXTRA_TOOLS_S12B = {
    # glue
    "fix_broken": "superglue<glue",
    "stick_paper": "glue stick<glue|pva glue<glue|double-sided tape|washi tape|wallpaper paste",
    "put_up_paper": "double-sided tape|washi tape",
    # markers
    # hats and weather
    "sun": "sun hat<hat|parasol",
    "glare": "sun hat<hat",
    "cold_person": "woolly hat<scarf",
    # garden, car, electronics
    "prune": "hedge trimmer",
    "dig_snow": "snow shovel<shovel",
    "change_car_tyre": "wheel brace<wrench",
    "kill_weeds": "hoe",
    "cut_paper": "children's scissors",
    "wrap_gift": "double-sided tape|washi tape|children's scissors",
    "phone_call": "landline phone",
    "play_with_cat": "cat scratcher",
    "hair_out_of_face": "silk scarf",
    "draw": "felt tips<marker|artist's brush",
    "swat_insect": "fly spray<pest spray",
}

REMOVE_TOOLS_S12B = {
}
