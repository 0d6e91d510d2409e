"""Intents, part S17C (session 17): filled by this session's phrasing helper (see
intents_s13a.py for the formats).

MORE: phrasings appended to existing intents. EXTRA_TOOLS: acceptable tools appended.
New intents are declared with intent(...) as in intents_s14c.py.
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

MORE = {}
EXTRA_TOOLS = {}
