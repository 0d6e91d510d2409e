"""Catalog part S12A (session 12): look-alike objects that must not stand in for each other
(a tube of superglue is not a glue stick for a child's scrapbook). Filled by this session's
near-miss helper (see catalog_s10.py for the formats).

T_S12A: rows in catalog.py's format. ALIASES_S12A: more names for existing objects.
MOVED_S12A: names taken off an object. EXTRA_TOOLS_S12A / REMOVE_TOOLS_S12A: intents' tools.
"""

T_S12A = [
]

ALIASES_S12A = {
}

MOVED_S12A = {
}

EXTRA_TOOLS_S12A = {
}

REMOVE_TOOLS_S12A = {
}
