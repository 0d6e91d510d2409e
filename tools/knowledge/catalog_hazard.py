"""Objects that harm a person when used for the wrong need: household and garage chemicals
(poisonous to swallow, corrosive or irritant on skin, harmful to breathe), medicines (for
one condition, at a dose), alcohol, and containers of waste, animals and paint (unhygienic to
eat or drink from). `generate.py` marks them `hazardous = true` in tools.toml; the
offline reasoner and ADM then hand one over only for a need whose known instructions list it,
never for affordance fit alone (antifreeze holds a liquid, but is never a drink; a bedpan holds
water, but is not a cup; cough syrup is not for a sore knee).
"""

# name -> why (kept for the reviewer; not emitted)
HAZARDOUS = {
    # garage and car
    "engine oil": "poisonous, skin irritant",
    "antifreeze": "poisonous (ethylene glycol tastes sweet)",
    "screenwash": "poisonous (methanol)",
    "brake fluid": "poisonous, corrosive to paint and skin",
    "fuel can": "poisonous, flammable",
    "adblue": "irritant",
    "lubricant spray": "harmful to breathe or swallow",
    "car wax": "not for skin or food",
    "car shampoo": "detergent",
    # DIY
    "white spirit": "poisonous, flammable",
    "paint stripper": "corrosive",
    "decorating paint": "harmful to swallow",
    "silicone sealant": "irritant while curing",
    "silicone remover": "solvent",
    "decorators caulk": "not for skin or food",
    "sugar soap": "irritant",
    "firelighters": "flammable, poisonous",
    # garden and pests
    "slug pellets": "poisonous (metaldehyde)",
    "weed killer": "poisonous",
    "pest spray": "insecticide",
    "plant feed": "harmful to swallow",
    "cat repellent": "irritant",
    # cleaning and laundry
    "drain cleaner": "corrosive (caustic soda)",
    "oven cleaner": "corrosive",
    "toilet cleaner": "corrosive (bleach or acid)",
    "bathroom cleaner": "irritant",
    "limescale remover": "acid",
    "carpet shampoo": "detergent",
    "surface spray": "irritant",
    "laundry detergent": "poisonous to swallow (capsules)",
    "fabric softener": "harmful to swallow",
    "dishwasher tablets": "corrosive",
    "rinse aid": "irritant",
    "dishwasher salt": "not food salt",
    "spray starch": "aerosol",
    "air freshener": "aerosol, harmful to breathe in quantity",
    "shoe polish": "harmful to swallow",
    "nail polish remover": "acetone",
    "dish soap": "detergent, harmful to swallow",
    # alcohol: not for a thirsty child
    "beer": "alcohol",
    "wine bottle": "alcohol",
    "hip flask": "alcohol",
    # containers of waste, animals and paint: unhygienic to eat or drink from
    "bedpan": "body waste",
    "potty": "body waste",
    "kidney dish": "clinical waste",
    "litter tray": "animal waste",
    "cat litter": "animal waste",
    "litter scoop": "animal waste",
    "toilet brush": "body waste",
    "toilet plunger": "body waste",
    "plunger": "drain waste",
    "bird bath": "animals' water",
    "pet bowl": "animals' food and water",
    "pet water bottle": "animals' water",
    "fish tank": "animals' water",
    "paint tray": "paint residue",
    # medicines taken by mouth, eye, nose, lungs or needle, for one condition at a dose
    # (skin creams and gels are left out: a cream on the wrong patch of skin does no harm)
    "eye drops": "medicine",
    "inhaler": "medicine",
    "nasal spray": "medicine",
    "cough syrup": "medicine",
    "throat spray": "medicine",
    "teething gel": "medicine",
    "injector pen": "medicine, needle",
    "epipen": "medicine, needle",
    "nicotine patches": "medicine",
    "head lice treatment": "insecticide for the scalp",
    "flea treatment": "insecticide for pets",
    "worming tablets": "medicine for pets",
    "pill bottle": "medicine",
    "e-cigarette": "nicotine",
    "cigarettes": "tobacco",
}
