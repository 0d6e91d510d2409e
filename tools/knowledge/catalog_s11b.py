"""Catalog part S11B (session 11): names listed under an object that name a different thing.
Filled by the session-11 alias audit (see the module text once written).

T_S11B: rows in catalog.py's format, appended to the catalog by generate.py.
ALIASES_S11B: more names for existing objects.
MOVED_S11B: names of an existing object that name another object (a row below, or an
  existing one that lists them in ALIASES_S11B); generate.py takes them off that object.
EXTRA_TOOLS_S11B / REMOVE_TOOLS_S11B: acceptable tools appended to / taken off intents.
"""

T_S11B = [
]

ALIASES_S11B = {
}

MOVED_S11B = {
}

EXTRA_TOOLS_S11B = {
}

REMOVE_TOOLS_S11B = {
}
