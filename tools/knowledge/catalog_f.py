"""Catalog part F (session 7): personal care, health and first aid, baby, pets, clothing and
laundry, office and stationery objects that had no catalog entry of their own, so their
labels read as the nearest wrong object (eye drops as a pill bottle, a snap hair clip as
paper clips, a clothes airer as a dish rack). Same row format as catalog.py; appended to
the catalog by generate.py. ALIASES: more everyday names for existing objects in these
domains, merged like catalog_more.ALIASES."""

T_F = [
 # health and first aid
 ("eye drops", "eyedrops|eye drop bottle|lubricating eye drops|artificial tears|eye wash|eyewash|eye bath|contact lens solution|lens solution|eye drops bottle|dropper bottle|eye lubricant|allergy eye drops|hay fever eye drops|dry eye drops|eye gel|eye ointment|bottle of eye drops", "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "care:9 liquid:3"),
 ("medicated cream", "antihistamine cream|antiseptic cream|bite cream|insect bite cream|sting relief cream|hydrocortisone cream|anti-itch cream|itch cream|itch relief cream|calamine lotion|calamine|after bite|bite and sting relief|sting relief spray|antihistamine gel|bite relief pen|bite relief stick|steroid cream|eczema cream|rash cream|burn gel|burn cream|burns gel|arnica cream|arnica gel|bruise cream|cold sore cream|antifungal cream|athlete's foot cream|tube of antihistamine cream|tube of cream|muscle rub|pain relief gel|ibuprofen gel", "tool", "plastic", "small", "soft", "bottle/tube/nozzle", "care:9 cold:2 wipe:2"),
 ("inhaler", "asthma inhaler|blue inhaler|reliever inhaler|preventer inhaler|brown inhaler|asthma pump|nebuliser|nebulizer|inhalers|salbutamol inhaler", "tool", "plastic", "small", "rigid", "bottle/canister/mouthpiece", "care:9 liquid:1 carry:1"),
 ("nasal spray", "nose spray|decongestant spray|saline nasal spray|nasal decongestant|saline spray|nose drops|vapour rub|vapor rub|menthol rub|chest rub|menthol crystals|steam inhaler|decongestant|nasal spray bottle", "tool", "plastic", "small", "rigid", "bottle/body/nozzle", "care:8 liquid:2"),
 ("medicine syringe", "oral syringe|dosing syringe|medicine spoon|medicine cup|dosing cup|measuring spoon for medicine|medicine dropper|dropper|pipette|dosing spoon|medicine measuring cup|plastic syringe|syringe", "tool", "plastic", "small", "rigid", "pen/plunger/tip", "liquid:6 care:7 mark:4 scoop:3"),
 ("support brace", "wrist support|knee brace|ankle support|tubigrip|wrist splint|back brace|knee support|ankle brace|wrist brace|finger splint|elbow support|compression sleeve|arm sling|splint|neck brace|support bandage", "tool", "fabric", "small", "soft", "soft/strap/sleeve", "cushion:5 fasten:5 care:7 warm:2"),
 # personal care
 ("hair clip", "snap clip|snap hair clip|hair slide|barrette|claw clip|hair claw|claw hair clip|hair clips|hair grip|hairgrip|hair pin|hairpin|bobby pin|hair grips|hairpins|bobby pins|kirby grips|kirby grip|hair clamp|butterfly clip|hair bow|headband|alice band|hair slides|jaw clip|banana clip|hair accessories|sweatband", "tool", "plastic", "small", "rigid", "pinch", "pinch:5 fasten:5 care:5"),
 ("makeup remover", "micellar water|cleansing water|make-up remover|eye makeup remover|cleansing balm|cleansing oil|cleansing milk|facial toner|makeup remover pads|reusable makeup pads|make-up remover pads|makeup removing cloth|makeup eraser cloth|cleansing lotion|bottle of micellar water|cleansing pads|face cleanser", "tool", "plastic", "small", "rigid", "bottle", "wipe:6 care:8 liquid:3"),
 # baby and child
 ("dummy", "pacifier|soother|baby dummy|binky|dummies|pacifiers|teething ring|teething toy|dummy clip|baby soother|teething gel", "tool", "silicone", "small", "soft", "blob/shield/teat", "care:7 cushion:3"),
 ("bib", "baby bib|bibs|feeding bib|weaning bib|pelican bib|bandana bib|burp cloth|muslin|muslin cloth|muslin square|burp cloths|muslins|coverall bib|long-sleeved bib|silicone bib|dribble bib", "tool", "fabric", "small", "soft", "soft", "wipe:5 care:5 seal:3"),
 # pets
 ("pet toy", "dog toy|cat toy|chew toy|squeaky toy|rope toy|tug toy|ball launcher|cat teaser|laser pointer|catnip mouse|scratching post|cat scratcher|scratch post|fetch toy|cat tunnel|catnip toy|dog toys|cat toys|puzzle feeder|snuffle mat|squeaker", "tool", "rubber", "small", "soft", "blob", "care:3 strike:2 reach:3 carry:1"),
 ("pet carrier", "cat carrier|dog crate|pet crate|travel crate|cat basket|pet cage|animal carrier|pet travel box|dog carrier|cat box|pet carry case|carrier for the cat|cat travel box|puppy crate|rabbit carrier|pet transporter|dog travel crate", "tool", "plastic", "medium", "rigid", "box/handle/door", "carry:8 seal:3 cushion:2"),
 # clothing and laundry
 ("clothes airer", "airer|clothes horse|clotheshorse|clothes drying rack|laundry drying rack|laundry rack|drying horse|heated airer|ceiling airer|sheila maid|rotary airer|rotary washing line|rotary dryer|whirligig|washing rack|laundry airer|folding airer|tower airer|sock hanger|peg hanger|clothes dryer rack|drying rail", "tool", "steel", "large", "rigid", "long/frame/rails", "pinch:3 seal:2 carry:4 reach:3"),
 # clothing accessories and reading
 ("belt", "leather belt|trouser belt|braces|suspenders|canvas belt|webbing belt|belts|waist belt|dress belt|belt with buckle|elastic belt|woven belt|kids' belt|snake belt", "tool", "leather", "small", "soft", "roll/buckle/strap", "fasten:7 carry:2 seal:2"),
 ("shoelaces", "shoe laces|bootlaces|boot laces|laces|spare laces|trainer laces|pair of laces|shoelace|round laces|flat laces|elastic laces", "tool", "fabric", "small", "soft", "roll/end/lace", "fasten:6 pinch:2"),
 ("bookmark", "book mark|bookmarks|page marker ribbon|leather bookmark|magnetic bookmark|bookmark ribbon|book marker|paper bookmark|metal bookmark", "tool", "paper", "small", "soft", "soft", "mark:4 pinch:3"),
 # office and stationery
 ("postage stamps", "stamp|postage stamp|book of stamps|first class stamps|second class stamps|sheet of stamps|postage|stamp book|roll of stamps|first-class stamps|postage labels", "tool", "paper", "small", "soft", "soft", "seal:5 mark:3"),
 ("folder", "ring binder|lever arch file|file folder|document folder|plastic wallet|document wallet|binder|ring file|box file|expanding file|accordion file|portfolio|presentation folder|clear folder|folders|ring binders|manila folder|suspension file|clipboard|plastic folder|card folder|punched pockets|plastic sleeves|display book|filing box|document holder", "tool", "cardboard", "small", "rigid", "box/spine/cover", "carry:6 fasten:4 seal:3"),
 ("drawing compass", "compass|pair of compasses|compasses|geometry set|maths set|math set|geometry compass|maths compass|compass and protractor|geometry kit|circle template", "tool", "steel", "small", "rigid", "pinch/hinge/point", "mark:7 twist:3 reach:2"),
 ("poster putty", "blu tack|blu-tack|bluetack|white tack|sticky putty|adhesive putty|reusable putty|sticky tack|poster tack|command strips|adhesive strips|adhesive hooks|picture hanging strips|mounting putty|sticky pads|foam pads|sticky dots|sticky fixers|blue tack|poster adhesive|removable adhesive", "tool", "putty", "small", "soft", "blob", "seal:8 fasten:4"),
 ("paper", "printer paper|a4 paper|pack of a4 paper|ream of paper|copy paper|writing paper|sheet of paper|sheets of paper|lined paper|graph paper|squared paper|cardstock|coloured paper|colored paper|construction paper|sugar paper|tracing paper|notepaper|note paper|blank paper|drawing paper|a4 pad|stack of paper|pile of paper|loose paper|scrap paper|card stock", "object", "paper", "small", "soft", "soft", "mark:2 wipe:1"),
 ("paper shredder", "cross-cut shredder|document shredder|office shredder|shredding machine|strip-cut shredder|micro-cut shredder|desk shredder|shredding scissors", "tool", "plastic", "medium", "rigid", "device/body/slot", "cut:7 carry:2"),
]

ALIASES_F = {
 "clothespin": "clothes clips|washing clips|laundry clips|peg bag|bag of pegs|wooden pegs|plastic pegs|wooden clothes pegs|plastic clothes pegs|clothes pins|spring clothespins|washing line pegs|clothes pegs in a bag|bucket of pegs",
 "lint roller": "fabric shaver|bobble remover|de-bobbler|debobbler|lint shaver|pill remover|sweater shaver|defuzzer|fuzz remover|bobble shaver|sweater comb",
 "laundry detergent": "stain stick|stain remover pen|stain remover spray|oxi powder|stain remover bar|bottle of stain remover|spot remover|pre-wash spray|laundry stain remover|in-wash stain remover|colour catcher|colour catchers",
 "soap": "dog shampoo|pet shampoo|baby shampoo|baby bath|baby wash|no-tears shampoo|flea shampoo",
 "thermometer": "bath thermometer|baby bath thermometer|room thermometer|thermometer for the bath|bath duck thermometer",
 "nail clipper": "pet nail clippers|dog nail clippers|claw clippers|cat claw clippers|dog claw clippers|nail grinder",
 "cotton swabs": "cotton pad|cotton rounds|cotton wool pads|makeup pads",
 "pill bottle": "antihistamine tablets|hay fever tablets|hayfever tablets|allergy pills|pack of paracetamol|box of ibuprofen|pack of painkillers|cold and flu tablets|travel sickness tablets|indigestion tablets|throat lozenges|cough drops|children's paracetamol|rehydration sachets",
 "bandage": "blister plasters|finger plasters|waterproof plasters|fabric plasters|plaster strips|steri-strips|butterfly stitches|wound closure strips|eye patch|non-stick dressing",
 "wet wipes": "antiseptic wipes|sterile wipes|medi wipes|wound wipes|cleansing wound wipes|alcohol swabs|sterile swabs|pre-injection swabs",
 "ice pack": "instant ice pack|snap cold pack|first aid cold pack|reusable ice pack|ice gel pack|cold therapy pack",
 "hot water bottle": "microwave heat pack|microwavable wheat bag|heat cushion|lavender wheat bag|cherry stone pillow|reusable heat pack|gel heat pack",
 "heating pad": "stick-on heat patch|heat patches|back heat patch|self-heating pad|air-activated heat pack|period heat patch",
 "marker": "highlighter marker|yellow highlighter|neon highlighter|text marker|text highlighter|pastel highlighters|set of highlighters|highlighting pen|gel highlighter|highlighter set",
 "envelope": "greeting card envelope|c5 envelope|dl envelope|a4 envelope|business envelope|pack of envelopes|box of envelopes|self-seal envelopes|airmail envelope|stamped addressed envelope",
 "hole punch": "2-hole punch|four-hole punch|heavy duty hole punch|office hole punch",
 "calculator": "",
 "stapler": "electric stapler|stapler and staples|plier stapler|saddle stapler",
 "pet food": "bag of dog food|sack of cat biscuits|pouch of cat food|cat pouches|dog pouches",
 "nappy": "changing bag|baby changing bag|nappy sacks|nappy bin bags|changing pad",
 "trash bag": "dog poo bags|poo bags|poop bags|dog waste bags|doggy bags|dog poop bags|poo bag dispenser|nappy bags",
 "pet brush": "flea comb for cats|tick twister|tick hook|flea collar|flea treatment|spot-on flea treatment",
}
