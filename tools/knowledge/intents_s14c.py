"""Intents, part S14C (session 14): see intents_s13a.py for the formats.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

MOVES = {}
DROP = {}
EXTRA_TOOLS = {}
REMOVE_TOOLS = {}
MORE = {}
