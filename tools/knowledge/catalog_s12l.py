"""Catalog part S12L (session 12, lead): label fixes found while checking the hazardous flag
(catalog_hazard.py). ALIASES_S12L: more names for existing objects.
"""

ALIASES_S12L = {
    # "tin of lip ointment" read as medicated cream through "ointment"
    "lip balm": "lip ointment|tin of lip ointment|lip balm tin|tin of lip balm|tin of lip salve|lip repair balm|lip treatment|lip ointment tin",
}
