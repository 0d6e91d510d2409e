"""Intents, part S13L (session 13, lead): correcting a mistake in ink wants correction tape or
fluid, not an eraser (the `erase` intent keeps pencil and whiteboard mistakes).
Phrasings are hand-written everyday English (British and American), indirect, no tool names.
"""

from intents_a import intent, I  # noqa: F401

intent("correct_ink", "mark:4 seal:1 wipe:1", "correction tape|correction fluid|eraser", "pencil case|desk|drawer", """
I spelt my own surname wrong on the application form in biro
I've put the wrong amount on the cheque in pen
I messed up a word in my card and it's in ink
the address on the envelope has a mistake and I wrote it in pen
my signature went over the line on the form
I wrote the wrong phone number on the form in ink
there's an ink blot on my homework sheet
I made a typo on the printed letter and want to write over it
the gel pen smudged the date on my timesheet
I crossed something out in pen and it looks really messy
my fountain pen slipped and left a mark across the page
I've copied the postcode down wrong in biro on the parcel label
the kids wrote their name in the wrong box in felt tip
the teacher doesn't want crossings out on the neat copy
I filled in the wrong year on the form in pen
I made a mistake writing in the birthday card and it's in ink
I got a letter wrong on the name label and it won't rub out because it's pen
""")

MOVES = {}
DROP = {}
# After the session-13 splits (intents_s13a.py, intents_s13b.py): a streaming nose from hay
# fever wants tissues too; feeding a cat or a dog is said with the animal's breed or nickname
# as often as with "cat" or "dog" (MiniLM does not know a moggy is a cat).
EXTRA_TOOLS = {
    "hay_fever": "tissues",
}
REMOVE_TOOLS = {}
MORE = {
    "feed_cat": """
the Persian is pestering me for her dinner
the old moggy is yowling at the kitchen door for his tea
the Bengal keeps patting my face at six in the morning for breakfast
our Maine Coon is sitting by the empty bowl glaring at me
puss wants feeding
""",
    "feed_dog": """
the spaniel is whining at his bowl
the collie is pacing because his tea is late
the terrier keeps barking at the cupboard where his biscuits live
our Alsatian is drooling by his dish
the pooch wants his dinner
""",
}
