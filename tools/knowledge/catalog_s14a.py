"""Catalog part S14A (session 14): see catalog_s12a.py for the formats.

T_S14A: rows in catalog.py's format. ALIASES_S14A: more names for existing objects.
MOVED_S14A: names taken off an object. EXTRA_TOOLS_S14A / REMOVE_TOOLS_S14A: intents' tools.
HAZARDOUS_S14A: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S14A = []
ALIASES_S14A = {}
MOVED_S14A = {}
EXTRA_TOOLS_S14A = {}
REMOVE_TOOLS_S14A = {}
HAZARDOUS_S14A = {}
