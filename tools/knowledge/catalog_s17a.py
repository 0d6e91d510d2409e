"""Catalog part S17A (session 17): see catalog_s12a.py for the formats.

T_S17A: rows in catalog.py's format. ALIASES_S17A: more names for existing objects.
MOVED_S17A: names taken off an object. EXTRA_TOOLS_S17A / REMOVE_TOOLS_S17A: intents' tools.
EXTRA_UNSEEN_S17A: storage places appended to existing intents ("new<host" goes before host).
HAZARDOUS_S17A: new rows never handed over for affordance fit alone (name -> reason).
"""

T_S17A = []
ALIASES_S17A = {}
MOVED_S17A = {}
EXTRA_TOOLS_S17A = {}
REMOVE_TOOLS_S17A = {}
EXTRA_UNSEEN_S17A = {}
HAZARDOUS_S17A = {}
