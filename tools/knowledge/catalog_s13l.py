"""Catalog part S13L (session 13, lead): correction tape is not correction fluid. Session 12 gave
correcting ink a row of its own (off the eraser) and flagged that row hazardous (a solvent);
its names also covered the dry tape roller, so "correction tape roller" was never handed over
for a mistake in pen unless a neighbour named it, and no intent did (intents_s13l.correct_ink).
"""

T_S13L = [
    ("correction tape", "correction tape roller|correction tape dispenser|tipp-ex mouse|tippex mouse|correction roller|correction mouse|roller of correction tape|white correction tape|pack of correction tape|correction tape refill",
     "tool", "plastic", "small", "rigid", "pen", "mark:3 seal:1"),
]
ALIASES_S13L = {
    # after the pump split (catalog_s13a.py) "foot-operated air pump" read 0.75 foot pump, 0.66
    # bicycle pump
    "foot pump": "foot-operated pump|foot-operated air pump|foot operated air pump|air pump you press with your foot",
}
MOVED_S13L = {
    "correction fluid": "correction tape|tipp-ex mouse|correction roller",
}
