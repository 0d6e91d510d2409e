"""Catalog part S14B (session 14): filled by this session's knowledge helper B (see
catalog_s12a.py for the formats).

Retrieving things lost in awkward places: a magnetic pick-up tool (a telescopic magnet wand,
a magnet on a string, a magnetic sweeper) fishes keys out of a drain grating, a screw out of
an engine bay or pins out of a carpet; before, such a label read as the long-reach grabber or
the fridge magnet (which holds a note to the fridge, fasten:2, and reaches nothing).

T_S14B: rows in catalog.py's format. ALIASES_S14B: more names for existing objects.
MOVED_S14B: names taken off an object. EXTRA_TOOLS_S14B / REMOVE_TOOLS_S14B: intents' tools.
HAZARDOUS_S14B: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14B = [
 # retrieval: a magnet on a stick or a string lifts steel things out of gaps a hand and a
 # grabber's claws cannot get into (keys through a drain grate, a dropped nut, spilt pins)
 ("pickup magnet", "magnetic pickup tool|magnetic pick-up tool|telescopic magnet|telescopic magnetic pickup|telescopic pick-up magnet|magnetic pickup stick|magnet pickup wand|magnetic retriever|magnetic retrieving tool|pick-up magnet|magnetic sweeper|magnetic pin sweeper|fishing magnet|retrieval magnet|magnet on a rope|magnetic grabber|extendable magnet|flexible magnetic pickup|pocket pickup magnet|magnetic wand",
  "tool", "steel", "small", "rigid", "long/handle/magnet", "reach:8 pinch:3 fasten:3"),
]
ALIASES_S14B = {}
MOVED_S14B = {}
EXTRA_TOOLS_S14B = {}
REMOVE_TOOLS_S14B = {}
HAZARDOUS_S14B = {}
