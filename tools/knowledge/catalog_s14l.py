"""Catalog part S14L (session 14): see catalog_s12a.py for the formats.

T_S14L: rows in catalog.py's format. ALIASES_S14L: more names for existing objects.
MOVED_S14L: names taken off an object. EXTRA_TOOLS_S14L / REMOVE_TOOLS_S14L: intents' tools.
HAZARDOUS_S14L: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14L = []
ALIASES_S14L = {}
MOVED_S14L = {}
EXTRA_TOOLS_S14L = {}
REMOVE_TOOLS_S14L = {}
HAZARDOUS_S14L = {}
