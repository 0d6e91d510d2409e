"""Catalog part S19L (session 19, lead): fallbacks among places that share a room.

FALLBACK_UNSEEN_S19L: place -> places added (when absent) to the unseen list of every intent
that lists the place: "name>" right after the place, "name" at the end, in the given order.

Session 19 split the bathroom cabinet into three places (catalog_s19c.py): the medicine
cabinet (medicines, plasters, razors), the cupboard under the bathroom sink (drain unblocker,
spare toilet rolls, bleach) and the bathroom cabinet itself. Their names are far apart for the
place kernel (0.67-0.78 < knowledge.place_kernel_min 0.85), so a home whose only bathroom
storage in view is a mirrored medicine cupboard or a vanity drawer no longer offered it for a
hair dryer or a pair of tweezers, and the robot opened a silverware drawer instead. Whatever
a need keeps in the bathroom cabinet may be in the other two. In many homes (and in American
English) the medicine cabinet is the bathroom cabinet, so it comes right after it; the
cupboard under the sink closes the list.
"""

FALLBACK_UNSEEN_S19L = {
    "bathroom cabinet": ["medicine cabinet>", "bathroom sink cupboard"],
}
