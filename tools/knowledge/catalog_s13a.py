"""Catalog part S13A (session 13): filled by this session's knowledge helper A (see
catalog_s12a.py for the formats and what earlier rounds did).

Families whose one row covered variants that serve different needs, split so the intents
split in intents_s13a.py can ask for the right one:
  - pumps: one `bicycle pump` row held the foot pump, the electric airbed pump, the ball pump
    with its needle and the 12 V car tyre inflator; a bike pump does not blow up an airbed,
    and a ball needs a needle;
  - batteries: one `battery` row held AA/AAA, 9 V (PP3, smoke alarms) and C/D cells;
  - paint: `decorating paint` held fence paint, wood stain, preserver and decking oil, which
    go on a fence or shed, not on a bedroom wall;
  - lubricant: `lubricant spray` held bike chain oil (a chain wants chain lube, WD-40 strips it);
  - ear warmers: "earmuffs" were names of the earplugs (hearing protection), so cold ears were
    offered noise plugs.

T_S13A: rows in catalog.py's format. ALIASES_S13A: more names for existing objects.
MOVED_S13A: names taken off an object. EXTRA_TOOLS_S13A / REMOVE_TOOLS_S13A: intents' tools.
HAZARDOUS_S13A: new rows that are never handed over for affordance fit alone (name -> reason,
as catalog_hazard.HAZARDOUS).
"""

T_S13A = [
 # pumps: a foot pump has a hose with a Schrader head and cone adaptors (car tyres, airbeds)
 ("foot pump", "foot air pump|car foot pump|double foot pump|twin barrel foot pump|foot pump with gauge|foot operated pump|bellows foot pump|foot bellows pump|step pump|pedal pump",
  "tool", "plastic", "medium", "rigid", "long/handle/hose", "seal:3 reach:2 twist:1"),
 # an airbed / paddling pool pump pushes a lot of air at low pressure through a cone nozzle
 ("airbed pump", "mattress pump|electric pump|air bed pump|electric air pump|electric airbed pump|air mattress pump|inflatable pump|pump for inflatables|battery air pump|rechargeable air pump|paddling pool pump|hand pump for inflatables|double action hand pump|balloon pump|lilo pump|camping air pump",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "seal:3 reach:1"),
 # a ball pump inflates through a needle; the needle is what a bike pump lacks
 ("ball pump", "ball inflator|ball needle|inflation needle|ball pump needle|pump needle|football pump|basketball pump|ball pump with needle|inflating needle|needle adaptor|needle adapter|pack of inflation needles|netball pump",
  "tool", "plastic", "small", "rigid", "long/handle/nozzle", "seal:3 twist:1"),
 # a 12 V or cordless tyre inflator is a small compressor for car tyres (slow on a bike)
 ("tyre inflator", "air compressor|tire inflator|car tyre inflator|12v tyre inflator|12v compressor|cordless inflator|portable compressor|portable tyre inflator|portable air compressor|12 volt air compressor|digital tyre inflator|car air pump|cordless tyre inflator|tyre compressor|tire compressor",
  "tool", "plastic", "small", "rigid", "device/body/hose", "seal:3 reach:2 mark:2"),
 # batteries: a 9 V PP3 is the smoke alarm's; C and D cells are the big torch's and radio's
 ("9v battery", "9 volt battery|9-volt battery|pp3 battery|pp3|square battery|smoke alarm battery|9v batteries|pack of 9v batteries|9 volt batteries",
  "object", "metal", "small", "rigid", "blob", "light:3"),
 ("d batteries", "c batteries|c battery|d battery|c cell|d cell|c cells|d cells|large batteries|big batteries|pack of d batteries|pack of c batteries|lr20|lr14",
  "object", "metal", "small", "rigid", "blob", "light:3"),
 # paint: fence and shed paint are for outdoor wood (wood stain, preserver and decking oil: the
 # wood stain and wood oil rows of catalog_s13b.py; paint_fence lists the stain too)
 ("fence paint", "shed paint|tin of fence paint|shed and fence paint|garden wood paint|tub of fence paint|tin of shed paint",
  "tool", "steel", "small", "rigid", "box/handle/lid", "mark:6 seal:3 wipe:2"),
 # lubricant: chain lube is made for a bike chain (stays on, does not strip the grease)
 ("bike chain oil", "chain lube|chain oil|bike lube|bicycle chain lube|bicycle oil|wet lube|dry lube|chain lubricant|bottle of chain lube|bike chain lubricant|cycle chain oil|ceramic chain lube|chain wax|bike chain cleaner|chain degreaser",
  "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "liquid:5 twist:3 wipe:2"),
 # clothing: ear warmers keep ears warm; ear defenders keep noise out
 ("ear warmers", "earmuffs|ear muffs|fluffy earmuffs|furry ear muffs|winter earmuffs|knitted ear warmers|ear warmer headband|fleece headband|headband ear warmer|faux fur earmuffs|kids earmuffs|pair of earmuffs|thermal headband",
  "object", "fabric", "small", "soft", "soft", "warm:8 cushion:1"),
]

ALIASES_S13A = {
    "bicycle pump": "bicycle tyre pump|road bike pump|mountain bike pump|bike floor pump|mini bike pump|presta pump|cycle pump",
    "battery": "double a batteries|triple a batteries|pack of aa batteries|pack of aaa batteries|alkaline batteries|remote control batteries",
    "indigestion remedy": "gaviscon tablets|box of gaviscon|box of gaviscon tablets|box of rennie|chewable antacid tablets|packet of antacids|indigestion relief tablets",
    "art paint": "kids' paints|children's paints|craft paint|pot of poster paint|ready-mixed paint",
}

MOVED_S13A = {
    "bicycle pump": "foot pump|ball pump|air compressor|tyre inflator|tire inflator|mattress pump|balloon pump|electric pump|car tyre inflator|12v tyre inflator|12v compressor|cordless inflator",
    "battery": "9v battery|c batteries|d batteries",
    "decorating paint": "fence paint|fence stain|wood stain|woodstain|wood preserver|creosote|shed paint|tin of wood stain|pot of wood stain|tin of creosote|decking oil|decking stain",
    "lubricant spray": "chain lube|chain oil|bike chain oil|bike lube",
    "earplugs": "earmuffs|ear muffs",
    "smoke alarm": "smoke alarm battery",
}

# Intents that already existed and want a new row (the split intents list theirs in
# intents_s13a.py). "new<host" puts it just before the object it used to read as.
EXTRA_TOOLS_S13A = {
    "puncture": "foot pump",
    "tyre_pressure": "tyre inflator<bicycle pump|foot pump",
    "cold_person": "ear warmers",
}
REMOVE_TOOLS_S13A = {}
HAZARDOUS_S13A = {
    "fence paint": "harmful to swallow, solvent fumes",
    "bike chain oil": "harmful to swallow",
}
