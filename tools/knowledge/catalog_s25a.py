"""Catalog part S25A (session 25, the lead): four objects that a generic row's names covered,
so that in view they read as that row and served its needs (see catalog_s10.py for the
formats). Found from the inspected sets' misses (tuning, dev split, v1, v4, v6, v8; never the
clean sets) and written from everyday knowledge of the objects.

- A weekly pill organiser (a dosette box) was a name of the pill bottle: for "he can never
  remember whether he's had his tablets" both the bottle of tablets and the organiser read as
  the same object, and the words of the request chose the bottle. The organiser is how people
  keep track of doses; it now has its own row and intent (intents_s25a.py).
- A handheld audio recorder read as a musical instrument (the recorder, a flute): nothing
  in the catalog recorded sound. A voice recorder row holds the dictaphone and its kin.
- Bubble wands and bubble mixture were names of the generic toy, so a paddling pool or a
  football could stand in for "the kids want to blow bubbles". Their own row, and an intent.
- A badminton racket was a name of the tennis racket: both read as the same object, and for a
  game of tennis the badminton racket in view was as good as the tennis one. Badminton has its
  own row and intent (its phrasings move off play_tennis).

T_S25A: rows in catalog.py's format. MOVED_S25A: names taken off an object. HAZARDOUS_S25A:
never handed over for fit alone. EXTRA_TOOLS_S25A / REMOVE_TOOLS_S25A: intents' tools.
"""

T_S25A = [
 ("pill organiser", "pill organizer|weekly pill organiser|weekly pill organizer|weekly pill box|7 day pill box|"
  "seven day pill box|daily pill organiser|daily pill box|am pm pill box|pill reminder box|dosette box|dosette|"
  "medication organiser|medicine organiser|pill planner|pill case|pill dispenser|pill box|weekly tablet box|"
  "tablet organiser|days of the week pill box|monday to sunday pill box",
  "tool", "plastic", "small", "rigid", "box/body/lids", "care:6 carry:4"),
 ("voice recorder", "audio recorder|handheld audio recorder|digital voice recorder|digital audio recorder|dictaphone|"
  "portable recorder|portable audio recorder|handheld recorder|field recorder|digital recorder|tape recorder|"
  "cassette recorder|minidisc recorder|zoom recorder|sound recorder|recording device|usb voice recorder|"
  "pocket recorder|memo recorder",
  "tool", "plastic", "small", "rigid", "device/body/microphone", "mark:3"),
 ("bubble wand", "bubble wands|bubble mixture|bubble solution|bottle of bubbles|tub of bubbles|bubble machine|"
  "bubble gun|bubble blower|bubble wand and mixture|pot of bubbles|giant bubble wand|bubble kit|bubble tub|"
  "bubble stick|party bubbles",
  "object", "plastic", "small", "rigid", "long/handle/loop", "liquid:1"),
 ("badminton racket", "badminton racquet|badminton rackets|badminton racquets|pair of badminton rackets|"
  "badminton set|set of badminton rackets|badminton bat|kids badminton racket",
  "object", "aluminium", "medium", "rigid", "long/grip/strings", "strike:3 reach:3"),
]

MOVED_S25A = {
    "pill bottle": "pill organizer|pill organiser|dosette box|pill case|pill dispenser|pill box",
    "toy": "bubble wand|bubble mixture|bubble solution|bottle of bubbles|tub of bubbles|bubble machine|bubble gun",
    "tennis racket": "badminton racket|badminton racquet",
}

# A pill organiser holds medicines (as the pill bottle, catalog_hazard.py): never handed over
# for affordance fit alone.
HAZARDOUS_S25A = {
    "pill organiser": "holds medicines",
}

EXTRA_TOOLS_S25A = {
    # the week's tablets set out in an organiser are the dose to take now, as the bottle is
    "medicine": "pill organiser",
}

REMOVE_TOOLS_S25A = {
    # a shuttlecock is for badminton, which has its own intent now
    "play_tennis": "shuttlecock",
}
