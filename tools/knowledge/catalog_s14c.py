"""Catalog part S14C (session 14): see catalog_s12a.py for the formats.

T_S14C: rows in catalog.py's format. ALIASES_S14C: more names for existing objects.
MOVED_S14C: names taken off an object. EXTRA_TOOLS_S14C / REMOVE_TOOLS_S14C: intents' tools.
HAZARDOUS_S14C: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14C = []
ALIASES_S14C = {
    # a foil dish read as the water bottle; a badger brush as a hairbrush
    "foil tray": "disposable foil dish|foil tin|aluminium foil container|aluminum foil container|disposable baking tray|aluminium takeaway tray|foil lasagne tray|disposable aluminium tray",
    # brand and pack names of sanitary pads
    "sanitary towel": "always pads|always ultra|always ultra pads|bodyform|bodyform pads|pack of sanitary pads|pack of period pads|night pads|night-time pads|ultra thin pads",
    # glucose tablets for a hypo read as the pill bottle; they are dextrose sweets
    "sweets": "glucose tablets|dextrose tablets|glucotabs|dextro energy|glucose sweets|tube of glucose tablets",
    "shaving brush": "badger brush|badger bristle brush|silvertip brush|boar bristle shaving brush|lather brush|lathering brush|wet shave brush",
}
MOVED_S14C = {}
EXTRA_TOOLS_S14C = {}
REMOVE_TOOLS_S14C = {}
HAZARDOUS_S14C = {}
