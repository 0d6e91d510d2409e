"""Catalog part S14B (session 14): see catalog_s12a.py for the formats.

T_S14B: rows in catalog.py's format. ALIASES_S14B: more names for existing objects.
MOVED_S14B: names taken off an object. EXTRA_TOOLS_S14B / REMOVE_TOOLS_S14B: intents' tools.
HAZARDOUS_S14B: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14B = []
ALIASES_S14B = {}
MOVED_S14B = {}
EXTRA_TOOLS_S14B = {}
REMOVE_TOOLS_S14B = {}
HAZARDOUS_S14B = {}
