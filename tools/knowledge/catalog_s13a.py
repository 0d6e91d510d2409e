"""Catalog part S13A (session 13): filled by this session's knowledge helper A (see
catalog_s12a.py for the formats and what earlier rounds did).

T_S13A: rows in catalog.py's format. ALIASES_S13A: more names for existing objects.
MOVED_S13A: names taken off an object. EXTRA_TOOLS_S13A / REMOVE_TOOLS_S13A: intents' tools.
HAZARDOUS_S13A: new rows that are never handed over for affordance fit alone (name -> reason,
as catalog_hazard.HAZARDOUS).
"""

T_S13A = []
ALIASES_S13A = {}
MOVED_S13A = {}
EXTRA_TOOLS_S13A = {}
REMOVE_TOOLS_S13A = {}
HAZARDOUS_S13A = {}
