"""Catalog part S10 (session 10): look-alike objects a home really has that had no row of their
own, so their labels read as the tool they resemble. Filled by this session's catalog helper.
"""

T_S10 = []

# Existing object -> extra labels.
ALIASES_S10 = {}

# Labels of an existing object that name one of the objects above.
MOVED_S10 = {}

# Existing intent -> acceptable tools appended.
EXTRA_TOOLS_S10 = {}

# Existing intent -> acceptable tools taken off it.
REMOVE_TOOLS_S10 = {}
