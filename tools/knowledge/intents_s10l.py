"""Intents, part S10L (session 10, lead): needs that the session-10 catalog rows made
distinguishable. Before, screenwash and coolant were labels of the engine oil and pet nail
clippers of the nail clipper, so one intent could hold them all; now each need wants its own
object, and a car with a hot engine must not be handed screenwash, nor a dog's claws a pair of
toenail clippers. Each need here takes its phrasings off the coarse intent (MOVES).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

intent("pet_claws", "cut:6 pinch:3 care:6", "pet nail clippers", "drawer|cabinet|closet", """
the dog's claws are clicking on the floor
the kitten's claws need a trim
the cat's claws keep catching on the carpet
the rabbit's nails are far too long
the dog's nails are scratching the wooden floor
the kitten's claws are like needles
the dog has a dewclaw that's getting long
the guinea pig's nails are curling
the cat keeps snagging the blanket with her claws
the puppy scratches me when he jumps up
the budgie's claws need a trim
the dog's nails are overgrown
the old cat's claws are growing into her pads
the dog keeps slipping because of his long claws
you can hear the dog coming a mile off, tap tap tap on the tiles
the vet said the spaniel's nails want doing every few weeks
the cat's claws are hooking into my jumper every time she sits on me
""")

intent("top_up_oil", "liquid:7 reach:1 carry:2", "engine oil|funnel", "garage shelf|car boot|closet", """
the oil warning light came on in the car
the dipstick shows the oil is below the minimum
the car's oil is low and needs topping up
the car is low on oil
the oil light is on in the car dashboard
the engine's been burning oil and the level's dropped again
the little red oil can symbol keeps flashing on the dash
the mechanic said to keep an eye on the oil between services
the mower's engine is nearly dry of oil
the motorbike needs a bit more oil before we set off
I checked under the bonnet and the oil's barely on the stick
""")

intent("top_up_coolant", "liquid:7 cold:1 reach:1 carry:2", "antifreeze|funnel", "garage shelf|car boot|closet", """
the engine is running hot, the coolant must be low
the temperature gauge in the car is creeping up
the coolant reservoir is nearly empty
the coolant in the car needs topping up
the car engine needs topping up with coolant
steam came out from under the bonnet at the lights
the radiator level is below the line and it's meant to freeze tonight
the overheating warning came on halfway up the hill
the expansion tank under the hood is almost dry
the heater only blows cold and the engine temperature keeps climbing
the car's radiator needs filling before winter
""")

intent("top_up_screenwash", "liquid:6 wipe:2 carry:2", "screenwash|pitcher", "garage shelf|car boot|closet", """
the screenwash has run out and the windscreen is filthy
the windscreen washers just squirt air
the washer bottle is empty and the screen is covered in salt
the windscreen washer fluid has run out in the car
the windscreen washer bottle has run dry
I can't see through the windscreen for bird mess and the washers are empty
the wipers just smear the grime about because nothing comes out
the washer jets only make a sad gurgling noise
the windshield is all streaky and the washer reservoir is empty
the dashboard says the washer fluid is low
""")

intent("cough", "care:8 liquid:2", "cough syrup|throat spray", "bathroom cabinet|cabinet|first aid kit", """
I have a tickly cough
I've got a tickly cough that won't go away
I can't stop coughing at night
this chesty cough is keeping everyone awake
the little one has a barking cough
I keep hacking away since the cold started
my cough's kept me up three nights running
grandad's got a rattly chest and keeps coughing
I've got a dry cough that tickles the back of my throat
every time I lie down I start coughing
my chest is tight and I keep coughing up phlegm
the kids have got coughs from the bug at school
""")

# New intent -> coarse intents its phrasings are taken off.
MOVES = {
    "pet_claws": "nails",
    "top_up_oil": "top_up_car",
    "top_up_coolant": "top_up_car",
    "top_up_screenwash": "top_up_car",
    "cough": "medicine",
}

# What stays on top_up_car is the general check before a drive and the strimmer's fuel.
EXTRA_TOOLS = {
    "top_up_car": "fuel can",
}
MORE = {
    "top_up_car": """
I want to check everything under the bonnet before the motorway trip
the car's been sitting all winter and everything needs topping up
the lawnmower has run out of petrol halfway across the lawn
the generator needs filling before the storm
""",
}
