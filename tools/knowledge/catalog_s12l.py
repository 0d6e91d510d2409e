"""Catalog part S12L (session 12, lead): label fixes found while checking the hazardous flag
(catalog_hazard.py) and after the near-miss splits. ALIASES_S12L: more names for existing objects.
"""

ALIASES_S12L = {
    # after the near-miss splits: "aerosol of multi-purpose lubricant" read as the new fly spray
    # row ("aerosol fly spray"), "pack of cotton-tipped sticks" as the new glue stick 0.54
    "lubricant spray": "multi-purpose lubricant|aerosol of multi-purpose lubricant|aerosol of lubricant|lubricant aerosol|multi-purpose oil spray|aerosol of wd-40|maintenance spray",
    "cotton swabs": "cotton-tipped sticks|pack of cotton-tipped sticks|cotton tipped sticks|cotton-tipped applicators|pack of cotton buds|box of cotton buds|tub of cotton buds",
    # "tin of lip ointment" read as medicated cream through "ointment"
    "lip balm": "lip ointment|tin of lip ointment|lip balm tin|tin of lip balm|tin of lip salve|lip repair balm|lip treatment|lip ointment tin",
}
