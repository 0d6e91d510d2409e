"""Catalog part S14B (session 14): filled by this session's knowledge helper B (see
catalog_s12a.py for the formats).

Retrieving things lost in awkward places: a magnetic pick-up tool (a telescopic magnet wand,
a magnet on a string, a magnetic sweeper) fishes keys out of a drain grating, a screw out of
an engine bay or pins out of a carpet; before, such a label read as the long-reach grabber or
the fridge magnet (which holds a note to the fridge, fasten:2, and reaches nothing).

Travel and reading: a suitcase is not a rucksack (it is packed for a fortnight away, not worn
on a hike: "suitcase" moves off the backpack); a wash bag for toiletries read as dog poo bags
or the laundry basket; a magnifying glass read as a drinking glass.

T_S14B: rows in catalog.py's format. ALIASES_S14B: more names for existing objects.
MOVED_S14B: names taken off an object. EXTRA_TOOLS_S14B / REMOVE_TOOLS_S14B: intents' tools.
HAZARDOUS_S14B: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14B = [
 # retrieval: a magnet on a stick or a string lifts steel things out of gaps a hand and a
 # grabber's claws cannot get into (keys through a drain grate, a dropped nut, spilt pins)
 ("pickup magnet", "magnetic pickup tool|magnetic pick-up tool|telescopic magnet|telescopic magnetic pickup|telescopic pick-up magnet|magnetic pickup stick|magnet pickup wand|magnetic retriever|magnetic retrieving tool|pick-up magnet|magnetic sweeper|magnetic pin sweeper|fishing magnet|retrieval magnet|magnet on a rope|magnetic grabber|extendable magnet|flexible magnetic pickup|pocket pickup magnet|magnetic wand",
  "tool", "steel", "small", "rigid", "long/handle/magnet", "reach:8 pinch:3 fasten:3"),
 # travel: the case a holiday is packed in
 ("suitcase", "wheeled suitcase|trolley case|trolley suitcase|hard-shell suitcase|hardshell suitcase|cabin case|carry-on suitcase|carry-on case|travel case|spinner suitcase|large suitcase|small suitcase|luggage case|case on wheels|pull-along case|roller case|rolling suitcase|overnight case|suitcases",
  "tool", "plastic", "large", "rigid", "box/handle/lid", "carry:9 seal:3"),
 ("wash bag", "washbag|toiletry bag|toiletries bag|sponge bag|dopp kit|travel toiletry bag|hanging toiletry bag|make-up bag|makeup bag|cosmetics bag|cosmetic bag|vanity case|vanity bag|travel wash bag|shaving bag|clear toiletry bag|airport liquids bag|travel liquids bag",
  "tool", "fabric", "small", "soft", "box/sides/zip", "carry:6 seal:5"),
 # reading: a lens that makes small print big
 ("magnifying glass", "magnifier|hand magnifier|hand lens|magnifying lens|reading magnifier|page magnifier|sheet magnifier|illuminated magnifier|led magnifier|loupe|jeweller's loupe|jeweler's loupe|pocket magnifier|magnifying sheet|bookmark magnifier|magnifying loupe",
  "tool", "glass", "small", "rigid", "blade/handle/lens", "care:3 light:1"),
]
ALIASES_S14B = {}
MOVED_S14B = {
    "backpack": "suitcase",
}
EXTRA_TOOLS_S14B = {
    # a suitcase carries the winter clothes up to the loft as well as a box does
    "store_items": "suitcase",
    # a lens shows where the splinter is
    "splinter": "magnifying glass",
}
REMOVE_TOOLS_S14B = {}
HAZARDOUS_S14B = {}
