"""Catalog part S13B (session 13): filled by this session's knowledge helper B (see
catalog_s12a.py for the formats and what earlier rounds did).

T_S13B: rows in catalog.py's format. ALIASES_S13B: more names for existing objects.
MOVED_S13B: names taken off an object. EXTRA_TOOLS_S13B / REMOVE_TOOLS_S13B: intents' tools.
HAZARDOUS_S13B: new rows that are never handed over for affordance fit alone (name -> reason,
as catalog_hazard.HAZARDOUS).
"""

T_S13B = []
ALIASES_S13B = {}
MOVED_S13B = {}
EXTRA_TOOLS_S13B = {}
REMOVE_TOOLS_S13B = {}
HAZARDOUS_S13B = {}
