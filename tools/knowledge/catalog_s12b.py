"""Catalog part S12B (session 12): look-alike objects that must not stand in for each other
(a tube of superglue is not a glue stick for a child's scrapbook). Filled by this session's
near-miss helper (see catalog_s10.py for the formats).

T_S12B: rows in catalog.py's format. ALIASES_S12B: more names for existing objects.
MOVED_S12B: names taken off an object. EXTRA_TOOLS_S12B / REMOVE_TOOLS_S12B: intents' tools.
"""

T_S12B = [
]

ALIASES_S12B = {
}

MOVED_S12B = {
}

EXTRA_TOOLS_S12B = {
}

REMOVE_TOOLS_S12B = {
}
