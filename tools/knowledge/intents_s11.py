"""Intents, part S11 (session 11): needs still read as a neighbouring need after session 10.
Filled by this session's intent helper; tables MORE, DROP and MOVES (see intents_s10.py and
intents_s10l.py for the formats).
"""

from intents_a import intent, I  # noqa: F401

# New intents (intent(...) calls appended to I by intents_a's helper).

# Existing intent -> phrasings appended (one per line, as in intents_s10.MORE).
MORE = {
}

# Existing intent -> phrasings taken off it (exact text, one per line).
DROP = {
}

# New intent -> existing intents its phrasings are taken off.
MOVES = {
}

# Existing intent -> acceptable tools appended.
EXTRA_TOOLS = {
}
