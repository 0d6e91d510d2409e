"""Catalog part S9 (session 9): two objects that hid inside another object's labels, found by
the intent audit. "highlighter" was a label of the marker, so an intent that wants a
highlighter could only list the marker, and a permanent marker then passed for one; measuring
spoons were labels of the measuring cup (a jug), so a dose or a spoonful could not ask for them
without also accepting the jug. Each gets its own row; its labels are moved off the old object
(MOVED_S9), and the intents that want it list it (EXTRA_TOOLS_S9) instead of the look-alike
(REMOVE_TOOLS_S9).
"""

T_S9 = [
 ("highlighter", "highlighter marker|yellow highlighter|neon highlighter|text marker|text highlighter|pastel highlighters|set of highlighters|highlighting pen|gel highlighter|highlighter set|highlighter pen|highlighters|fluorescent marker|highlighter crayon",
  "tool", "plastic", "small", "rigid", "pen", "mark:9"),
 ("measuring spoon", "measuring spoons|set of measuring spoons|tablespoon measure|teaspoon measure|spoon measures|measuring scoop|5 ml spoon|metal measuring spoons|plastic measuring spoons",
  "tool", "steel", "small", "rigid", "blade/handle/bowl", "scoop:8 liquid:4 mark:5 care:2"),
]

# Labels of an existing object that name one of the objects above.
MOVED_S9 = {
    "marker": "highlighter|highlighter marker|yellow highlighter|neon highlighter|text marker|text highlighter|pastel highlighters|set of highlighters|highlighting pen|gel highlighter|highlighter set|highlighter pen|highlighters|fluorescent marker",
    "measuring cup": "measuring spoon|measuring spoons|tablespoon measure|teaspoon measure|spoon measures|measuring scoop",
}

# Existing intent -> acceptable tools appended.
EXTRA_TOOLS_S9 = {
    "highlight_text": "highlighter",
    "measure_dose": "measuring spoon",
    "measure_spoonful": "measuring spoon",
}

# Existing intent -> acceptable tools taken off it: a permanent marker does not highlight.
REMOVE_TOOLS_S9 = {
    "highlight_text": "marker",
}
