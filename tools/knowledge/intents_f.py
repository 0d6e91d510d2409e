"""Intents, part F (session 7): personal care and grooming, health and first aid, baby and
child care, pets, clothing and laundry, office and study needs missing from parts A, B and
D, written from everyday English (British and American, indirect, no tool names).
MORE_F: more phrasings for existing intents (appended like phrasings_c.MORE3);
EXTRA_TOOLS_F: acceptable tools appended to existing intents (objects of catalog_f.py)."""

from intents_a import intent, I  # noqa: F401

# ---- health and first aid ----
intent("dry_eyes", "care:9 liquid:3", "eye drops|tissues", "bathroom cabinet|first aid kit|nightstand|drawer", """
my eyes are dry and sore
my eyes feel gritty
my eyes are itchy and watery from hay fever
my eyes are so tired and dry
my eyes feel dry and gritty after staring at screens
my eyes are sore and scratchy
my contact lenses feel like sandpaper
my eyes are red and itchy from the pollen
there's something in my eye and it keeps watering
my eyes are burning after the swimming pool
I've been at the computer all day and my eyes ache
my eyes feel tired and dry from the air conditioning
I woke up with crusty sticky eyes
my eye is stinging and I can't stop blinking
I think I've got a bit of conjunctivitis
the hay fever is making my eyes stream
my lenses have gone cloudy and uncomfortable
my eyes need soothing before I drive
""")
intent("itchy_skin", "care:9 cold:2 wipe:2", "medicated cream|lotion|ice pack", "bathroom cabinet|first aid kit|nightstand|drawer", """
the bite on my leg is really itchy
my skin is itching like mad
I've got itchy bites all over my legs
these insect bites won't stop itching
my arm itches where the mosquito got me
the kids have itchy lumps from the bites
my rash is so itchy I can't sleep
a wasp got me on the arm and it's itchy
I've been bitten all over by mosquitoes
I brushed against stinging nettles and my leg is burning
these midge bites are driving me mad
the kids have itchy bites from the campsite
my eczema is flaring up on my elbows
I've come out in an itchy rash
I can't stop scratching this bite on my ankle
my shoulders are sunburnt and sore
the dog's flea bites on my ankles are really itchy
there's a red itchy patch on my neck
I got stung by something in the garden
the baby has a heat rash
my skin is all blotchy and itchy after the walk
""")
intent("breathless", "care:9 liquid:1 carry:1", "inhaler|pill bottle|glass", "nightstand|drawer|bathroom cabinet|first aid kit", """
my asthma is bad today
I'm a bit wheezy this morning
my chest is tight and wheezy
I can't get my breath and my chest is tight
my daughter's asthma is flaring up
I'm wheezing after running for the bus
the dust has set off my asthma
I'm wheezing and my chest feels tight
my asthma is playing up
I can't catch my breath after the stairs
the cold air has set off my chest
I'm coughing and struggling to breathe
my chest is tight from the pollen
I need a puff before I go for a run
my son is wheezy after football
grandma is short of breath again
the cat hair is making me wheeze
I feel an asthma attack coming on
my breathing is really tight tonight
I need my reliever before the exercise class
""")
intent("measure_dose", "liquid:6 care:7 mark:4 scoop:3", "medicine syringe|spoon|measuring cup", "bathroom cabinet|first aid kit|kitchen drawer|cabinet", """
the toddler needs five millilitres of his fever medicine
I need to give the baby exactly two point five ml
the cough mixture says ten ml a dose
how do I measure out the children's paracetamol
the vet said half a millilitre of this liquid for the cat
I need to get the liquid medicine into the baby's mouth
the antibiotic has to be measured carefully
my daughter won't take her medicine off a spoon
I want the right dose of this syrup
the dog's liquid wormer needs measuring
this medicine for the baby has to be accurate
I need to squirt the medicine into the side of his cheek
the doctor said a quarter of a teaspoon exactly
""")
intent("joint_support", "cushion:5 fasten:5 care:7 warm:2", "support brace|bandage", "first aid kit|bathroom cabinet|closet|drawer", """
my wrist needs support
my knee needs support when I walk
my ankle is weak and needs supporting
my weak wrist needs strapping before tennis
my knee keeps giving way
my wrist aches and needs support at work
my ankle needs strapping up for the walk
my wrist aches after typing all day
I twisted my knee and it feels wobbly
my ankle needs some support to walk on
my weak knee gives way on the stairs
my wrist hurts when I lift the kettle
I sprained my ankle and need to strap it up
my tennis elbow is playing up again
I've hurt my thumb and want to keep it still
my back needs support while I do the gardening
my knee feels unstable when I run
my wrist needs holding straight at night
my arm needs resting after the fall
""")
intent("minor_burn", "care:9 cold:4 seal:3", "medicated cream|bandage|ice pack", "first aid kit|bathroom cabinet|kitchen drawer|fridge", """
I burnt my finger on the pan
I've just burnt my hand on the oven
I've scalded myself with boiling water
my arm got burnt on the oven rack
I've got a small burn on my finger
I burnt my finger on the oven shelf
I splashed hot fat on my hand
I touched the hot iron by accident
I scalded my wrist with the kettle
the steam caught my arm and it's red
I grabbed the hot pan handle and it stings
I've got a blister from the curling tongs
the kid touched the hot radiator and it's red
I burnt myself getting the tray out
my fingertips are stinging from the hot dish
hot coffee spilled on my leg
the candle wax burnt the back of my hand
I caught my hand on the barbecue
I burnt my thumb on the toaster
ouch, I've just burnt my arm on the oven door
my hand caught the hot grill and it's throbbing
""")

# ---- personal care ----
intent("hair_out_of_face", "pinch:5 fasten:5 care:5", "hair clip|rubber bands|safety pin", "bathroom cabinet|drawer|nightstand", """
I need to pin my fringe back
my hair keeps falling forward when I read
I want my hair held back off my face
my daughter's fringe needs pinning off her forehead
my hair keeps slipping out and falling over my eyes
I need to hold my hair back while I'm being sick
my curls keep bouncing into my eyes
the wind keeps blowing my hair across my face
my fringe keeps falling in my eyes
my hair keeps getting in my face while I cook
I need to keep my hair back while I wash my face
my bangs are in my eyes and I can't see the screen
my daughter's hair needs to be off her face for school
I want to pin my hair up for the wedding
my hair keeps blowing in my mouth
I need my hair out of the way to put my make-up on
I need to pin back these flyaway bits
my hair is too long and keeps flopping forward
I want to put my hair up quickly for the gym
the loose strands keep tickling my face
she wants her hair half up for the party
my hair keeps getting in the paint
""")
intent("remove_makeup", "wipe:6 care:8 liquid:3", "makeup remover|wet wipes|cotton swabs|soap|towel", "bathroom cabinet|drawer|nightstand|sink", """
my make-up needs to come off
I need to get this make-up off my face
my face is covered in make-up from the show
I've still got my eye make-up on and I'm going to bed
I need to take off this heavy foundation
my mascara needs to come off before I sleep
the face paint from the party won't come off
I need to take my make-up off before bed
my mascara has smudged all under my eyes
I've got glitter and face paint all over my cheeks
my lipstick went everywhere
the kids' face paint needs to come off
I want to clean my face after the party
my eyeliner has run and I look like a panda
I never sleep with foundation on
I need a clean face before my skincare routine
the stage make-up is really heavy and won't come off
my waterproof mascara won't budge
I have to wipe this smudged eyeshadow off
my face still feels caked after the wedding
""")
intent("check_appearance", "care:6 carry:1", "hand mirror|phone", "bathroom cabinet|drawer|nightstand", """
I want to check how I look
I need to see if my hair looks tidy
I want a look at my face before I go out
I want to check my make-up in the car
I want to see how my face looks
I need to check my make-up is even
I want to see if there's something on my face
I need to look at the back of my hair
I want to check my teeth after lunch
I'd like to see if my hat looks right
I need to look at a spot on my back
I want to check my hair from behind
I'd like to see if my collar is tucked in properly
I want to see the back of my new haircut
something is stuck in my eye and I need to look
I want to check my lipstick before the meeting
I'd like to see if my tie is straight
can I see whether my eyebrows are even
I need to look at this spot on my chin
I want to check my face before the video call
I need to see the back of my head
I want to check if my earrings look right
I need to put my contact lens in and see what I'm doing
I wonder if there's anything on my face
""")

# ---- baby and child ----
intent("soothe_baby", "care:7 cushion:3", "dummy|stuffed animal|baby bottle|blanket", "nightstand|drawer|bed|storage bin", """
the baby is teething and unhappy
the baby needs comforting
my baby is grizzly and won't settle
the baby's teeth are hurting her
the baby's gums are sore and red
she's dribbling and chewing because a tooth is coming
the baby needs something to suck on to drop off
he calms down as soon as he has something to suck
the teething is keeping the baby up all night
the baby is cranky and gnawing her fingers
the baby settles best with something in her mouth
the baby is teething and grizzly
she needs something to suck to settle down
the baby keeps fussing in the pram
he's chewing his fists because his gums hurt
the little one won't settle for her nap
my son needs comforting at bedtime
the baby is gnawing on everything
she's overtired and won't go down
his back teeth are coming through and he's miserable
""")
intent("messy_eater", "wipe:5 care:5 seal:3", "bib|napkin|towel|wet wipes", "drawer|kitchen drawer|cabinet|closet", """
the baby is going to make a mess of her clothes at dinner
the baby's clothes get dirty every time she eats
I need to keep the baby clean while she eats
the toddler is about to get spaghetti sauce everywhere
the baby covers herself in food at every meal
I need to protect the baby's top while she eats
the toddler gets yoghurt everywhere at lunch
the baby gets puree all over her clothes
my son dribbles so much his vest is always soaked
the baby brings milk back up over everything after feeds
the toddler's jumper gets covered in food at every meal
the baby's clothes are ruined by every meal
the baby gets food all down her front
he's about to eat spaghetti in his white top
the toddler dribbles all over his clothes
the baby keeps spitting up milk on my shoulder
she's teething and her top is soaked with drool
we're starting weaning and it's going to be messy
I don't want yoghurt all over his clean outfit
the baby brings up milk after every feed
the little one's chin is always wet and her vest gets soaked
dinner is pasta with tomato sauce and the toddler is in white
the kids always get sauce down their shirts
grandad spills soup down his jumper
I need to protect the baby's clothes while he eats
""")
intent("entertain_child", "care:3 carry:2", "toy|stuffed animal|book|game", "storage bin|shelf|closet|drawer", """
the kids are bored
the toddler is bored
the children need entertaining
my son wants something to play with
the toddler has nothing to play with
the children are bored and need something to do
my son is bored and moaning
the kids are bored stiff in the holidays
the little ones need something to play with in the car
the kids are restless waiting for dinner
my daughter needs entertaining while I'm on a call
the toddler keeps pestering me because he's bored
the toddler is bored and whining
the kids need something to do on the rainy afternoon
my little one is restless on the train
the children are fighting because they're bored
I need to keep my niece busy while I cook
the baby wants something to play with
my son needs keeping busy in the waiting room
the grandkids are coming and there's nothing for them to do
she's fed up of sitting in the high chair
the kids are bouncing off the walls
I need something to distract him while I change his nappy
the children want to play something together
my daughter is bored of colouring
""")
intent("bath_temperature", "mark:5 care:6 warm:3", "thermometer|meat thermometer", "bathroom cabinet|first aid kit|drawer", """
I need to check the water is warm enough for the baby's bath
the baby's bath water might be too hot
I want to test the bath before the toddler gets in
is the nursery warm enough for the newborn
I want to check the temperature of the baby's room
is the baby's bath too hot
I want to check the bathwater before she gets in
the nursery feels too warm for the baby
I want to know the room temperature in the bedroom
I'm not sure the bath is safe for the toddler
I need to check how warm the water is for the baby
the paddling pool water might be too cold
is it too chilly in the spare room for the newborn
I'm worried the bath water is scalding
the fish tank water needs checking
is the bottle water the right warmth for formula
the conservatory feels baking, how warm is it
I want to test the water before bathing my son
""")

# ---- pets ----
intent("play_with_pet", "care:3 strike:2 reach:3 carry:1", "pet toy|tennis ball|rope", "storage bin|closet|drawer|garage shelf", """
the cat is bored and keeps knocking things off the shelf
the kitten wants something to pounce on
the dog is chewing the chair legs out of boredom
the puppy wants to play tug of war
the cat needs something to scratch that isn't the carpet
the dog keeps dropping his slobbery ball at my feet
the cat loves chasing things round the room
the dog is bored and chewing the furniture
the cat needs some exercise
I want to play fetch with the dog in the park
the kitten keeps attacking my ankles
the cat is scratching the sofa to bits
the dog needs something to chew instead of my shoes
my indoor cat looks fed up
the puppy is teething on the table legs
the cat wants to chase something
the dog keeps bringing me things to throw
the rabbit needs something to keep it busy
the cat is bored stiff
the kitten is restless and wants attention
the dog is fed up of being indoors
""")
intent("pet_to_vet", "carry:8 seal:3 cushion:2", "pet carrier|basket", "garage shelf|closet|storage bin|cabinet", """
the cat needs taking to the vet
the rabbit needs to go to the vet
I need to take the kitten to the vet's
the dog needs to go in the car to the vet's
the cat has to travel in the car
the cat has to go to the vet
the cat needs taking to the cattery
I need to take the kitten for her jabs
the guinea pig has to go to the vet
we're driving to the new house with the cat
the rabbit needs to travel safely in the car
the puppy needs a safe place to sleep at night
the cat won't go in the car on its own
the dog has to fly with us
the kitten needs to come home from the rescue centre
I need to get the cat to the groomer's
the vet wants to see the rabbit tomorrow
the cat needs to go in the car to the vet's
""")
intent("bath_pet", "liquid:5 wipe:6 scrub:4 care:6", "soap|towel|bucket|pet brush", "bathroom cabinet|closet|garage shelf|cabinet", """
the dog needs a bath
the dog is muddy and smelly
the dog needs washing after the walk
the puppy needs a bath
the dog smells awful
the dog rolled in fox poo
the dog is filthy after the muddy walk
the puppy smells really doggy
the cat got something sticky in her fur
the dog jumped in the pond and stinks
the dog needs a wash before he gets on the sofa
the dog has fleas and needs a proper wash
the dog came back from the beach covered in sand
the dog smells of wet dog
I need to bath the dog in the garden
the dog's paws are caked in mud
the dog rolled in something disgusting
""")

# ---- clothing and laundry ----
intent("stuck_zip", "mark:3 scrub:2 pinch:4 twist:3", "pencil|soap|lip balm|candle|pliers", "drawer|pencil case|toolbox|bathroom cabinet", """
my coat zip is stuck halfway
the zip on my jeans won't budge
my boot zip keeps catching
the suitcase zip is jammed
the zipper on my bag is really stiff
the tent zip won't close
the zip on my dress has snagged on the fabric
my hoodie zip keeps getting stuck
the pencil case zip is jammed shut
the zip teeth have come apart at the bottom
the sleeping bag zip is caught in the lining
the zip on the sofa cushion is seized
the zip on my rucksack is stuck fast
my fly zip keeps jamming
""")
intent("put_on_shoes", "reach:4 scoop:2 care:2", "shoe horn|spoon", "shoe rack|closet|coat rack|drawer", """
I can't get my shoes on
my shoes are hard to get on
I struggle to get my boots on
getting my shoes on hurts my back
my heel won't go into my shoe
I can't squeeze my foot into my boot
the backs of my shoes keep getting crushed when I put them on
my heel won't slide into these tight shoes
I can't bend down to get my boots on
my back is too stiff to put my shoes on
these new leather shoes are hard to get into
the back of my trainers keeps folding under my heel
grandpa struggles to get his shoes on
I'm squashing the heel of my good shoes
my feet have swollen and my shoes won't go on
I need to get these riding boots on
I can't get my foot into this shoe without crushing the back
my hip is sore and I can't reach my feet
the kids always tread down the backs of their shoes
my smart shoes are too snug to slip on
""")

intent("loose_trousers", "fasten:7 carry:2 seal:2", "belt|safety pin|rope", "closet|drawer|coat rack", """
my trousers are too loose
my jeans keep falling down
my trousers won't stay up
these trousers are too big in the waist
my trousers are falling down
my jeans are too big round the waist since I lost weight
these shorts keep slipping off my hips
my son's school trousers are baggy at the waist
I keep hitching my trousers up all day
my skirt is loose and slides round
the new jeans gape at the back
I have to hold my trousers up when I walk
my dressing gown keeps falling open
the waist of these chinos is far too loose
my trousers sag when I put my phone in the pocket
the suit trousers need something to hold them up
grandad's trousers are falling down, he's lost weight
""")
intent("broken_lace", "fasten:6 pinch:2", "shoelaces|rope|rubber bands", "shoe rack|drawer|closet", """
my shoelace just snapped
the lace on my walking boot has broken
my trainers have lost a lace
the laces on my son's school shoes are frayed to nothing
I can't tie my shoe because the lace is too short now
my boot lace has come out and I can't thread it back
the aglet has come off and the lace is unravelling
my running shoes need new laces before the race
the lace on my left shoe is knotted and broken
my football boots have a snapped lace
my dress shoes are missing a lace
the laces are too short to double knot
the lace on my daughter's trainer pulled right out and split
""")
intent("keep_place", "mark:4 pinch:3", "bookmark|sticky notes|paper clips|envelope", "nightstand|shelf|desk|drawer", """
I need to mark my page before I put the book down
I keep forgetting where I got up to in my book
I don't want to lose my page in this novel
my page keeps getting lost when I close the book
I want to keep my place in the recipe book
I need to remember which page I'm on in my textbook
I want to mark the chapter I'm up to
I need to keep my place in this book
I keep losing my page in my novel
I don't want to fold the corner of the page down
I want to mark where I stopped reading
the kids keep losing their page in their reading book
I need to find this recipe page again later
I'm halfway through the chapter and need to stop
I want to mark a few pages in the cookbook
I always forget which page I got to
I need to come back to this page in the manual
I fell asleep reading and lost my place
I want to mark the hymns for Sunday
I need to flag the pages I'm quoting in my essay
""")

# ---- office and study ----
intent("highlight_text", "mark:9", "marker|pencil|pen|sticky notes", "desk|pencil case|drawer", """
the key sentences in this chapter need to stand out
I want the important parts of the letter to stand out
the main points in my notes should be easy to see at a glance
I want to mark the most important sentences in bright colour
the important clauses in the lease need to stand out
I want the key words in my notes to stand out
the important lines need to stand out on the page
I want to make the key points pop in my revision notes
I need to mark the answers in the workbook so they jump out
the main facts in this handout should stand out when I revise
I want to pick out the important dates in my history notes
my textbook needs the key definitions marking in colour
I want the figures I need in this report to be easy to spot
the important bits of this contract need to stand out
I want to mark the key passages in my textbook
I need the main points of these notes to be obvious when I revise
I want to pick out my lines in the script
the dates in this timetable need to jump out
I'd like to colour-code my revision notes
I want to mark the bits I need to reply to in this letter
the key figures in the report need to catch the eye
I need to make the deadlines on the calendar stand out
I want to mark up the quotes I'll use in my essay
my exam notes are a wall of text
the terms and conditions have a few lines I need to remember
I need to find these paragraphs quickly later
""")
intent("rule_line", "mark:9 reach:2", "ruler|pencil|book", "pencil case|desk|drawer", """
I need a straight line on this page
my lines are never straight
I want to draw a perfectly straight line
I need to rule lines on this blank paper
I need to draw a neat straight border
my underlining always goes wonky
I want straight lines for my table
I need to draw a straight line across the page
the margin on my exercise book needs ruling
I want to underline the title neatly
my graph axes need to be dead straight
I need a straight edge to draw a table
I want to make a neat grid for the chart
the teacher wants the date underlined properly
I'd like to rule off the end of this piece of work
my lines always come out wonky
I need to mark a straight cutting line on the card
I want to draw columns for a budget in my notebook
the timetable needs neat lines between the days
I need to join these two points with a straight line
""")
intent("post_letter", "seal:5 mark:3", "envelope|postage stamps|pen", "desk|drawer|cabinet", """
the letter needs posting today
I want to post a card to my friend
the card needs to go in the post tomorrow
I need to get this letter in the post
the birthday card has to be posted by Friday
I want to post this letter to the council
I need to send a card to my nan
I need to send this birthday card in the post
this letter has to go off today
I want to post my tax form back to them
I have to mail the signed contract
the thank-you cards need to go out
I want to send these photos to my aunt by post
the form has to be returned by mail
I need to pop this card in the postbox
the invitation replies need posting
I'd like to send a postcard home
the bill has to go back by post this week
I have to mail this cheque
""")
intent("punch_holes", "cut:4 fasten:3 mark:2", "hole punch|pen|pencil", "desk|drawer|pencil case", """
these papers need holes so they fit in the folder
I need to put holes in these sheets for the file
the worksheets have to go into a binder
I want to file these pages in a ring binder
I need to make holes in the paper for the rings
these sheets need to go into my ring binder
the handouts won't fit in the file without holes
I want to put these pages on the rings
I need holes in these worksheets for the folder
the recipe printouts need filing in the binder
I'd like to thread ribbon through these cards
the gift tags need a hole for the string
my notes need punching before they go in the lever arch
I need to make a hole in this belt
the printout has no holes for the folder
I want to tie these pages together with string
the school homework has to go into the binder
I need holes down the side of these papers
""")
intent("draw_circle", "mark:7 twist:3 reach:2", "drawing compass|cup|plate|pencil", "pencil case|desk|drawer", """
I need to draw a circle
I need a perfect circle on this card
I want to draw a neat circle on the page
my geometry homework needs circles
I need to draw a perfect circle
my maths homework says construct a circle of radius five centimetres
I want to mark out a round shape on the card
I need to bisect this angle for geometry
the pie chart needs a neat circle
I want to draw a round clock face
the pattern needs circles of the same size
I need to mark a round hole on this board
my geometry homework needs arcs
I want to trace a round lid shape on the fabric
I need an exact circle for the cake template
the kids want to draw a smiley face that's properly round
I want a neat round border for the label
""")
intent("calculate", "mark:6", "calculator|phone|pen|notebook", "desk|drawer|pencil case", """
I need to work out how much this all costs
I want to add up the bills this month
I need to do the sums for the budget
I want to check this bill adds up
I need to do some sums
the numbers on this bill don't add up
I need to work out the total
I can't do this sum in my head
I need to check the maths on this invoice
how much is twenty percent off this price
I'm doing my accounts and need to add everything up
the kids' maths homework has big multiplications
I need to work out the average of these marks
I need to add up these receipts
how much do we each owe for the meal
I want to work out the VAT on this invoice
my maths homework has long division
I need to split the bill four ways
I want to check the total on this shopping list
what's fifteen percent of this price
I need to work out my monthly budget
the tax return needs some sums doing
I'm working out how many rolls of wallpaper we need
I need to check the change they gave me
I want to convert these pounds into dollars
I need to total up the till at closing
""")
intent("shred_documents", "cut:7 carry:2", "paper shredder|scissors", "desk|cabinet|drawer|closet", """
I need to get rid of these old bank statements
the old statements need destroying safely
I want to get rid of papers with my details on
these old bills have my account number on them
I need to get rid of old bank statements safely
these letters have my address and account number on them
I want to destroy these old payslips
the old credit card statements can't just go in the recycling
I need to dispose of these old medical records securely
these documents have personal details I don't want found
I want to get rid of the old tax papers properly
my old passwords are written on this paper
the old credit card needs cutting up
I need to make sure nobody can read these old invoices
the confidential reports need destroying
I want these old cheque books gone safely
""")

# Existing intent -> acceptable tools appended (after the existing ones).
EXTRA_TOOLS_F = {
    "runny_nose": "nasal spray",
    "hang_clothes": "clothes airer",
    "sore_muscles": "medicated cream",
    "wound": "wet wipes|medicated cream",
    "fasten_papers": "folder",
    "wash_clothes": "soap|sponge",
    "stick_paper": "poster putty",
    "lint": "scrub brush",
}

# Existing intent -> more phrasings (appended like phrasings_c.MORE3).
MORE_F = {
"wash_hands": """
my hands are grubby from the garden
my hands are sticky from the sweets
I need clean hands before I cook
the kids need to wash their hands before dinner
""",
"draw": """
the kids want to do some drawing
I want to sketch the view from the window
I need to draw a map for the party guests
my daughter wants to draw a picture for grandma
""",
"cut_paper": """
I need to cut this sheet in half
the kids want to cut out shapes from card
I need to trim the edges of this photo
I want to cut the coupon out of the magazine
the paper needs cutting to size
""",
"feed_pet": """
the cat is yowling for her breakfast
the dog's dinner time is overdue
the cat's water bowl is dry
the rabbit hasn't had any pellets today
the dog is begging for food
""",
"hair": """
my hair is a bird's nest this morning
my hair needs brushing before school
my daughter's hair is full of knots
my hair is a frizzy mess
I need to tidy my hair before I go out
""",
"clean_pet_mess": """
the cat has done a poo next to the litter tray
the dog has left a mess on the lawn
the puppy has weed on the rug
the cat tray needs scooping out
the dog has been sick in the hall
""",
"splinter": """
there's a splinter in my thumb from the fence
I've got a thorn stuck in my finger
the kid has a splinter in his foot from the decking
there's a tiny bit of glass in my heel
a sliver of wood is stuck under my skin
""",
"swelling": """
there's a big bump on my son's forehead
my knee has swelled up like a balloon
I banged my shin and there's a lump coming up
my wrist is swollen after the fall
""",
"dry_skin": """
my hands are dry and cracked from the cold
the skin on my heels is rough and dry
my face feels dry and tight after washing
my elbows are dry and rough
the baby's skin is dry and flaky
""",
"feed_baby": """
the baby hasn't had a feed for three hours
the baby is chewing her fist and wants milk
it's time for the baby's bedtime milk
the baby is hungry again already
the toddler is asking for his milk
""",
"runny_nose": """
my nose is completely blocked
I can't breathe through my nose
my sinuses are so stuffed up
I'm all bunged up with this cold
the baby's nose is blocked and she can't feed
I've got a horrible head cold and I'm congested
my nose is stuffy and I can't sleep
I need to clear my sinuses
my head feels full and blocked up
I want to breathe properly tonight, my nose is stuffed
this cold has gone to my chest and my nose
everything is blocked up and my face aches
my little boy is snuffly and can't breathe at night
""",
"open_package": """
there's a pile of post on the mat to open
I want to open my letters without tearing them
the birthday cards need opening neatly
I've got a stack of mail to go through
the letter from the school needs opening
""",
"stick_paper": """
two pieces of card need sticking together
I need to join these bits of paper with something sticky
these two sheets need joining edge to edge
I want to fix the pieces of card together for the model
the paper chain links need sticking closed
the ripped page needs joining back together
I want to put this poster up on my bedroom wall
the kids' drawings need to go up on the wall
I need to stick this notice on the door without marking the paint
the calendar needs to go up in the kitchen
I want to put the photos up without nails
the timetable has to go on the wall above my desk
I'd like to hang the bunting inside without damaging the wallpaper
I need to stick a sign on the window
the map should go up on the classroom wall
I want to pin this note to the corkboard
the birthday banner needs sticking up
I want to put up my revision notes where I can see them
the certificate needs to go on the wall for now
""",
"hang_clothes": """
the washing needs hanging out on the line
the laundry has finished and needs to dry
it's raining so the washing will have to dry indoors
the wet sheets need pegging out
the towels are still damp from the machine
there's a full load of wet washing in the basket
the sun is out, perfect for drying the laundry
the socks need pegging up to dry
I want the jumpers to dry flat inside
the wet school uniform needs drying by morning
""",
"lint": """
my jumper is covered in bobbles
my favourite cardigan has gone all bobbly
my black trousers are covered in fluff from the wash
my coat is covered in little balls of fuzz
""",
"sew": """
a button has come off my shirt
my coat button is hanging by a thread
the hem of my skirt has come down
there's a little hole in my sock
my son's school trousers have split at the knee
""",
"nails": """
the dog's claws are clicking on the floor
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
the baby's nails are getting long and sharp
my toenails are too long for my shoes
I've got a jagged nail that keeps catching on everything
""",
"fever": """
my son feels hot and clammy
the baby feels warm and I want to check her temperature
I think I'm running a temperature
""",
"medicine": """
I've got a sore throat and it hurts to swallow
my throat is raw from coughing all night
I've got a tickly cough that won't go away
I've got a pounding headache
my period pains are awful
I've got a stomach upset
my hay fever is really bad today
I feel sick on long car journeys
my back is killing me and I need something for the pain
I've got terrible heartburn after dinner
""",
"wound": """
the kid fell off his bike and grazed his knee
I've got a blister on my heel from my new shoes
I nicked my finger chopping onions
the cat scratched my hand and it's bleeding
I need to clean this graze before I cover it
""",
"shave": """
I've got stubble and a job interview tomorrow
my beard is getting scruffy
I want smooth legs for the beach
""",
"fasten_papers": """
my bills are all over the desk
I need to keep my revision notes in order
the bank statements are in a big messy pile
I want to keep all the house documents together
the school letters keep getting lost
my receipts need sorting for the tax return
these loose handouts need keeping together
I need somewhere to put the warranty papers
all my certificates are in a heap
the course notes need organising by subject
my sheet music is scattered everywhere
I want to keep the hospital paperwork in one place
I need to take these documents to the appointment without creasing them
these pages will get mixed up if I don't keep them together
the essay pages need fastening in order
my receipts keep sliding apart
""",
"pet_hair_brush": """
the cat has fleas
the dog keeps scratching and I think he has fleas
the long-haired cat has matted fur
""",
"change_baby": """
the baby's nappy is soaking
something smells and it's coming from the baby
""",
"wash_clothes": """
the laundry needs washing
the washing needs doing before the weekend
there's a heap of dirty washing to get through
I need to put a load on before work
the washing basket is overflowing
I've run out of clean socks and pants
it's wash day and the bedding has to go in
I spilled red wine on my white shirt
the kids have grass stains on their knees
there's a grease mark on my favourite top
I got tomato sauce on my tie
there's blood on the pillowcase
the baby's vest has a poo stain
there's coffee down the front of my blouse
the sofa cover has a chocolate mark
I dripped curry on my jeans
my collar has a grubby ring around it
there's biro on the school shirt
I got make-up on my white collar
there's mud ground into the football kit
the carpet has a wine stain
I dropped ketchup down my jeans
there's a gravy splash on my work trousers
I've got ink on my school jumper
the toddler smeared chocolate on his shorts
my shirt has sweat marks under the arms
the football kit is caked in mud
the towels smell musty
my delicates need washing by hand
""",
"label_boxes": """
the ring binders need labels on the spines
I can't tell which folder is which
""",
"erase": """
I made a mistake in pencil on my homework
I wrote the wrong date on the form in pencil
I need to rub out these pencil guidelines
""",
"write_note": """
I want to write a thank-you letter to my teacher
I need to write a message inside the birthday card
I want to write back to my pen pal
I need to jot down a reminder
I want to write down the shopping list
I need to take down a message for my husband
I want to scribble a quick note for the kids
I need to write down the doctor's phone number
I need a reminder on the fridge to buy milk
I want to leave a note for the cleaner
I need to jot down this phone number
""",
}
