"""Catalog part S11A (session 11): names listed under an object that name a different thing.
Filled by the session-11 alias audit (see the module text once written).

T_S11A: rows in catalog.py's format, appended to the catalog by generate.py.
ALIASES_S11A: more names for existing objects.
MOVED_S11A: names of an existing object that name another object (a row below, or an
  existing one that lists them in ALIASES_S11A); generate.py takes them off that object.
EXTRA_TOOLS_S11A / REMOVE_TOOLS_S11A: acceptable tools appended to / taken off intents.
"""

T_S11A = [
]

ALIASES_S11A = {
}

MOVED_S11A = {
}

EXTRA_TOOLS_S11A = {
}

REMOVE_TOOLS_S11A = {
}
