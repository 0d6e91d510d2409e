"""Catalog part S17B (session 17): see catalog_s12a.py for the formats.

T_S17B: rows in catalog.py's format. ALIASES_S17B: more names for existing objects.
MOVED_S17B: names taken off an object. EXTRA_TOOLS_S17B / REMOVE_TOOLS_S17B: intents' tools.
EXTRA_UNSEEN_S17B: storage places appended to existing intents ("new<host" goes before host).
HAZARDOUS_S17B: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S17B = []
ALIASES_S17B = {}
MOVED_S17B = {}
EXTRA_TOOLS_S17B = {}
REMOVE_TOOLS_S17B = {}
EXTRA_UNSEEN_S17B = {}
HAZARDOUS_S17B = {}
