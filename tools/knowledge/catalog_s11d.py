"""Catalog part S11D (session 11): detector labels not in the catalog that read as the wrong
object. Filled by this session's label helper (see catalog_s10.py for the formats).

T_S11D: rows in catalog.py's format. ALIASES_S11D: more names for existing objects.
MOVED_S11D: names taken off an object. EXTRA_TOOLS_S11D / REMOVE_TOOLS_S11D: intents' tools.
"""

T_S11D = [
]

ALIASES_S11D = {
}

MOVED_S11D = {
}

EXTRA_TOOLS_S11D = {
}

REMOVE_TOOLS_S11D = {
}
