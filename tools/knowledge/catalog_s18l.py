"""Catalog part S18L (session 18, lead): see catalog_s12a.py for the formats.

Two objects the catalog had folded into another one that does a different job:
* a sieve (fine mesh, for flour and icing sugar) was an alias of the colander, so a colander
  in view stood in for it when flour needed sifting; a colander's holes let the lumps through;
* a padlock (for a gate, a shed, a locker, luggage) was an alias of the bicycle lock, so a
  small luggage padlock was taken over a D-lock for a bike left in town.
Found on the inspected set v8 (tests/data/heldout_v8.jsonl); the rows and intent edits are
written from what the objects are for, not from its items' words.
"""

T_S18L = [
    ("sieve",
     "flour sieve|flour sifter|sifter|fine sieve|kitchen sieve|tamis|drum sieve|fine mesh sieve|"
     "fine-mesh sieve|mesh sieve|baking sieve|wire sieve|nylon sieve|small sieve|round sieve|hand sieve|"
     "icing sugar sifter|icing sugar shaker|sugar dredger|dredger|rotary sifter|crank sifter",
     "tool", "steel", "small", "rigid", "pan/handle/mesh", "scoop:4 carry:1"),
    ("padlock",
     "padlocks|brass padlock|steel padlock|combination padlock|small padlock|heavy padlock|luggage padlock|"
     "luggage lock|travel padlock|tsa lock|shed padlock|gate padlock|locker padlock|padlock and key|"
     "keyed padlock|padlock with key|closed shackle padlock|hasp and padlock|disc padlock",
     "tool", "steel", "small", "rigid", "blob/body/shackle", "fasten:6 seal:3"),
]
ALIASES_S18L = {
    # hearing aids take zinc-air button cells, not AA batteries
    "button cell": "hearing aid battery|size 312 hearing aid batteries|size 312 batteries|size 13 batteries|"
                   "size 10 batteries|zinc air batteries|zinc-air batteries|hearing aid cells",
}
MOVED_S18L = {
    "colander": "sieve|sifter|flour sieve|flour sifter|fine sieve|kitchen sieve|tamis|drum sieve",
    "bicycle lock": "padlock|padlocks|luggage lock",
}
EXTRA_TOOLS_S18L = {
    # flour and icing sugar go through a sieve; a colander is for draining
    "sift_flour": "sieve<colander",
    "drain_pasta": "sieve",
    "strain_tea": "sieve<colander",
    # a padlock and chain secure a bike too, after a proper bike lock
    "lock_bike": "padlock",
}
REMOVE_TOOLS_S18L = {
    "sift_flour": "colander",
}
