"""Intents, part S10 (session 10): needs that sit next to each other in the embedding space
(cold hands vs cold feet, a parched throat vs a sore one) get phrasings that tell them apart.
Filled by this session's intent helper. Same tables as the S9 parts.
"""

from intents_a import intent, I  # noqa: F401

# Existing intent -> phrasings appended (one per line, as in intents_g.MORE).
MORE = {}

# Existing intent -> phrasings taken off it (not moving to a new intent).
DROP = {}

# New intent -> "old|..." intents its phrasings are taken off.
MOVES = {}

# Existing intent -> acceptable tools appended / taken off.
EXTRA_TOOLS = {}
REMOVE_TOOLS = {}
