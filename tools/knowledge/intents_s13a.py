"""Intents, part S13A (session 13): filled by this session's knowledge helper A (see
intents_s10l.py for the formats).
"""

from intents_a import intent, I  # noqa: F401

# New intent -> coarse intents its phrasings are taken off.
MOVES = {}
# Phrasings taken off an existing intent.
DROP = {}
# Tools added to / taken off existing intents.
EXTRA_TOOLS = {}
REMOVE_TOOLS = {}
# Phrasings added to existing intents.
MORE = {}
