"""Intents, part H (session 8): one intent split off for a sub-kind that matters. A blocked
toilet and a blocked sink or basin want different plungers (a flanged toilet plunger seals a
toilet outlet, a flat cup plunger a plughole), so the toilet phrasings of unclog_drain become
their own intent, unblock_toilet, with the toilet plunger first; unclog_drain keeps the sink,
basin, bath and shower phrasings and the (cup) plunger. DROP lists phrasings taken off an
existing intent (generate.py refuses a phrasing that is not there).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

intent("unblock_toilet", "seal:6 strike:4 reach:5 scrub:2", "toilet plunger|plunger|drain cleaner|work gloves|bucket",
       "bathroom cabinet|closet|garage shelf", """
the toilet is blocked
the toilet is about to overflow
the loo won't flush properly
the toilet water keeps rising and won't go down
someone has blocked the loo again
the toilet bowl fills right up to the rim when I flush
the kids flushed something and now the toilet won't clear
the downstairs loo is clogged
the toilet is backed up and the water is just sitting in the bowl
the loo is bunged up with too much paper
the toilet water drains away really slowly after a flush
the toilet gurgles and the water level stays high
the toilet in the en suite is clogged
my toddler dropped a toy down the loo and now it's blocked
I daren't flush the toilet again, it's nearly overflowing
the bathroom toilet won't go down at all
""")

# Existing intent -> phrasings taken off it (they moved to an intent above).
DROP = {
    "unclog_drain": """
the toilet is blocked
the toilet is about to overflow
the loo won't flush properly
the toilet water keeps rising and won't go down
""",
}
