"""Catalog part S23A (session 23, the lead): labels that read as a look-alike, from the
inspected sets' misses (tuning, dev split, v1, v4, v6, v8; never the clean sets).

In British homes the airing cupboard is the cupboard round the hot-water tank, and people
name it by the tank ("hot water cupboard", "the cylinder cupboard"). Those labels read as a
kitchen cabinet (the nearest "cupboard" alias) rather than the closet row that already holds
"airing cupboard", "linen cupboard" and "hot press" (the Irish name for the same cupboard).

Epoxy sold in a twin syringe ("two-part epoxy syringe") read as a medicine syringe by its head
noun, although "two-part epoxy" is a glue alias. A "heavy-duty office stapler" read as a staple
gun (the catalog keeps "heavy duty stapler", a tacker, there); an office or desk stapler of any
strength is the stapler.
"""

ALIASES_S23A = {
    "closet": "hot water cupboard|hot-water cupboard|hot water tank cupboard|hot-water tank cupboard"
              "|hot water cylinder cupboard|cylinder cupboard|tank cupboard",
    "superglue": "epoxy syringe|two-part epoxy syringe|epoxy resin syringe|syringe of epoxy|epoxy adhesive syringe",
    "stapler": "heavy-duty office stapler|heavy duty office stapler|heavy-duty desk stapler|heavy duty desk stapler",
}
