"""Intent part S25A (session 25, the lead): needs the inspected sets' misses showed missing or
thinly phrased (tuning, dev split, v1, v4, v6, v8; never the clean sets). Phrasings are
written fresh in everyday English, not copied from any eval set.

New intents, with catalog_s25a.py's rows:
- keep_track_of_pills: knowing whether a dose was taken (the pill organiser), apart from
  taking one now (`medicine`: the bottle).
- record_sound: recording oneself or someone to listen back (voice recorder, phone).
- blow_bubbles: bubble wand and mixture.
- play_badminton: the badminton rackets and shuttlecock; its phrasings move off play_tennis.
- hot_ground: sand, paving or a pool deck too hot for bare feet (flip-flops, which no need
  listed).
- clean_clothes: something clean to change into or pack (clothes, socks: the drawer), read
  as the bib of a messy eater or packing a suitcase.
- milk_for_cooking: milk a recipe needs (the fridge), read as milk spilt on the worktop.
- pick_up_dropped: someone who cannot bend down to pick things off the floor (the grabber);
  the nearest phrasings were about losing one's balance or a ball under the sofa.

MORE: phrasings for existing intents whose everyday wordings read as a neighbour: a guitar
sounding off when strummed (tune_instrument, not guitar strings or picks), checking one's teeth
or face before going out (check_appearance, not a magnifying glass), fair skin on a day at the
beach (sun), how cold it is outside now (room_temperature: the outdoor thermometer is one of its
names), washing up by hand (scrub_dishes, not the dishwasher's tablets), making a drawing sparkle
(decorate_craft).
"""

from intents_a import intent, I  # noqa: F401

intent("keep_track_of_pills", "care:6 carry:4", "pill organiser",
       "medicine cabinet|kitchen drawer|nightstand|bathroom cabinet|cabinet", """
I can never remember whether I've taken my tablets today
did I have my morning pills or not, I honestly can't remember
mum keeps forgetting if she's had her heart tablets
grandad took his blood pressure pills twice yesterday by mistake
I need a way to keep track of which days I've had my medication
the doctor says I mustn't miss a dose but I always lose count
dad gets muddled about his pills and which ones are for the evening
sort out the week's tablets so Gran knows what to take each day
I've got six different pills now and I keep mixing them up
my memory's going, I never know if I've had my Tuesday pills
she keeps doubling up on her tablets because she forgets she's had them
I want to set out all my pills for the week so I don't forget any
""")

intent("record_sound", "mark:3", "voice recorder|phone",
       "desk|drawer|shelf|nightstand", """
I want to record myself playing so I can hear where I go wrong
I'd like to listen back to my singing practice
can I record grandad telling his war stories before they're forgotten
I need to record the meeting so I can write up the minutes later
I want to tape the lecture and listen again on the bus
I'd love a recording of the kids' choir rehearsal
I want to dictate my notes instead of typing them
I need to record my lines so I can learn them for the play
I want to hear what my speech sounds like before the wedding
can we record the birdsong in the garden at dawn
I want to capture the interview with the neighbour for the school project
my teacher says I should record my practice and listen to it critically
""")

intent("blow_bubbles", "liquid:1", "bubble wand",
       "storage bin|games cupboard|garage shelf|closet", """
the kids want to blow bubbles in the garden
can we make bubbles outside, please
the toddler loves chasing bubbles round the lawn
let's blow some giant bubbles at the party
my little one wants to make bubbles float in the sunshine
the children are begging to blow bubbles on the patio
I promised the grandchildren we'd do bubbles this afternoon
the baby giggles every time she sees bubbles
""")

intent("play_badminton", "strike:3 reach:3", "badminton racket|shuttlecock",
       "games cupboard|garage shelf|closet|storage bin", """
fancy a game of badminton in the garden
the kids want a game of badminton over the washing line
shall we knock a shuttlecock about on the lawn
it's calm enough for badminton outside today
let's have a rally over the net with the shuttle
my daughter wants to practise her badminton serve
we're playing doubles at the sports hall tonight, badminton
I fancy a few games of badminton in the park
""")

intent("hot_ground", "warm:2 cushion:2", "flip-flops",
       "shoe rack|beach bag|closet|coat rack", """
the sand is so hot it's burning the soles of my feet
the patio slabs are scorching, I can't walk on them barefoot
the pool deck is too hot to stand on
ouch, the beach is like a griddle under my feet
my feet are frying on this hot pavement
the decking has been in the sun all day and it burns to walk on
I can't cross the hot sand to the sea without hopping
the kids are yelping on the hot sand
""")

intent("pick_up_dropped", "pinch:6 reach:9", "grabber",
       "closet|utility cupboard|garage shelf", """
Gran can't bend down to pick things up since her hip operation
I keep dropping things and my back won't let me bend to get them
grandad dropped his glasses on the floor and can't reach down for them
since my knee op I can't get down to the floor to pick anything up
mum's pills rolled onto the carpet and she can't stoop for them
I can't bend over after the surgery and the remote's on the floor
dad dropped his keys and he's not supposed to bend after his back op
things fall on the floor and I just can't get down to them any more
""")

intent("clean_clothes", "warm:4 carry:1", "clothing|baby clothes|socks",
       "drawer|closet|shelf|storage bin", """
the baby's sicked up all down her top, she needs something clean on
he's spilt juice all over his t-shirt and needs a fresh one
I need clean socks for the morning and my drawer at the gym is empty
I need a clean shirt for tomorrow's interview
the toddler's trousers are soaked, fetch him a dry pair
she's covered in paint, she'll need a change of clothes
can you get me some fresh underwear for after my shower
the little one needs a clean vest and babygrow before we go out
""")

intent("milk_for_cooking", "liquid:4 cold:2", "milk carton",
       "fridge|pantry", """
the recipe needs a splash of milk and there isn't any on the side
I need some milk for the pancake batter
the sauce wants a drop of milk to loosen it
the mashed potato needs a bit of milk stirring in
I'm making scrambled eggs and need a dash of milk
the cake mix says add 100 ml of milk
""")

MORE = {
"tune_instrument": """
my guitar sounds off whenever I play a chord
every chord I strum sounds sour
the guitar sounds wrong even though I'm playing the right notes
the violin sounds a bit flat today
the ukulele doesn't sound right when I strum it
""",
"check_appearance": """
is there anything stuck in my teeth
can I check I haven't got spinach in my smile before the meeting
I want to see if my lipstick is smudged before I go on
let me check my face before the photo
is my hair sticking up at the back
""",
"sun": """
I'm very pale and burn easily and we're on the beach all day
my skin is so fair that a day by the sea will fry me
we'll be out on the pebbles in the midday sun for hours
the baby's skin is delicate and we're going to the seaside
I always go red as a lobster at the beach
""",
"room_temperature": """
how cold is it outside right now
is it going to be frosty tonight, what's the temperature out there
I want to know how chilly it is in the garden before I plant out
is it warm enough outside for the tomatoes tonight
what's the temperature on the patio at the moment
""",
"scrub_dishes": """
the washing-up is stacked up and we don't have a dishwasher
the dishwasher's broken so the plates need doing by hand
there's a sink full of dirty dishes to wash up
the pots from dinner need washing up
""",
"decorate_craft": """
I want to make my drawing all sparkly
can I make my card shimmer
my picture needs some sparkle
let's make the birthday card glittery
""",
}

MOVES = {
    "play_badminton": "play_tennis",
}
