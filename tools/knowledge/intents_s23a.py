"""Intent part S23A (session 23, the lead): deadheading in the garden, apart from trimming a
houseplant or snipping herbs.

`trim_plant` held both: snipping brown tips off a houseplant or cutting herbs for the pan
(scissors from the kitchen drawer) and deadheading roses, geraniums and hanging baskets
outside, which is a job for secateurs kept with the garden tools. One intent could only rank
one way: its storage list put the kitchen drawer first, so with nothing in view the robot
went to the kitchen for a job done with garden snips. Deadheading now has its own intent
(secateurs first, scissors will do; the garage shelf first), and its phrasings move off
`trim_plant` (MOVES), which keeps the indoor and kitchen ones.
"""

from intents_a import intent, I  # noqa: F401

intent("deadhead_flowers", "cut:8 pinch:2", "garden shears|scissors|kitchen scissors", "garage shelf|drawer|kitchen drawer", """
the roses have dead heads
the dead flower heads need snipping off
the geraniums are full of dead flowers
the geraniums are full of dead flower heads
the pot of daisies has finished flowering
deadhead the roses
deadhead the flowers in the pots
the petunias in the hanging basket are full of dead heads
the hanging baskets are looking tatty with all the dead flowers
the roses by the front door have gone over
the dahlias need deadheading if they're going to keep flowering
the window boxes are full of faded blooms
the lavender has finished and needs its old flower stalks cut off
the hydrangea still has last year's brown flower heads on it
there are dead roses all over the bush by the gate
the pansies in the tubs have gone to seed
the sweet peas have started making pods, they need the old flowers off
the bedding plants on the patio look scruffy with all the spent flowers
the fuchsias are dropping dead blooms everywhere
I want to tidy the spent flowers off the patio pots
the climbing rose is covered in brown dead heads
the marigolds will stop flowering if nobody takes the old heads off
the border looks a mess with all the dead flower heads
""")

MOVES = {
    "deadhead_flowers": "trim_plant",
}
