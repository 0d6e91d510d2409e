"""Intents, part S18L (session 18, lead): see intents_s13a.py for the formats.

lock_up: securing a gate, a shed, a locker or luggage with a padlock (catalog_s18l.py split
the padlock from the bicycle lock).
"""

from intents_a import intent

intent("lock_up", "fasten:7 seal:4", "padlock|bicycle lock",
       "garage shelf|toolbox|drawer|kitchen drawer", """
the back gate needs securing so nobody wanders in while we're out
the shed has nothing holding the door shut and the mower's in there
I want the garden gate locked while we're away
my gym locker won't stay shut unless I lock it
I want the suitcase zips locked before we check in
the garage side door has a hasp but nothing through it
the tool chest in the van needs locking overnight
the allotment shed keeps getting broken into
the kids' bikes and the shed need locking up before we go on holiday
the gate onto the lane swings open and anyone can walk in
my locker at the pool has nothing to lock it
I'm leaving the storage unit and it needs securing
""")
