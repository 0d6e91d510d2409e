"""Catalog part E (session 7): kitchen, baking, food at home, home comfort and home
electronics objects a detector prints that had no catalog object of their own (a roll of
cling film is not a food container, a pastry brush not a paintbrush, a fan heater not a
fan), and more names for existing objects in these domains. Same row format as
catalog.py; T5 is appended to the catalog and ALIASES merged by generate.py."""

T5 = [
 # kitchen wraps and baking
 ("cling film", "clingfilm|cling wrap|plastic wrap|saran wrap|food wrap|roll of cling film|plastic food wrap|beeswax wrap|beeswax wraps|stretch film|kitchen film|reusable food wrap|bowl covers|food covers",
  "tool", "plastic", "small", "soft", "roll", "seal:8 cold:3 carry:1"),
 ("aluminium foil", "aluminum foil|tin foil|kitchen foil|foil|roll of foil|tinfoil|baking foil|cooking foil|foil wrap|roll of tin foil|foil tray|foil container|heavy duty foil",
  "tool", "metal", "small", "soft", "roll", "seal:7 heat:5 cold:3 carry:1"),
 ("baking paper", "parchment paper|greaseproof paper|baking parchment|parchment|silicone baking mat|baking mat|cake liner|tin liner|cupcake cases|muffin cases|paper cases|cake cases|roll of baking paper|wax paper|waxed paper",
  "tool", "paper", "small", "soft", "roll", "seal:3 heat:5 wipe:2"),
 ("pastry brush", "basting brush|silicone brush|glazing brush|silicone basting brush|barbecue brush|marinade brush|oil brush|egg wash brush|baking brush|cooking brush|basting mop",
  "tool", "silicone", "small", "rigid", "head", "wipe:6 liquid:3 heat:2"),
 ("salt shaker", "pepper mill|pepper grinder|salt cellar|salt mill|salt and pepper|salt and pepper shakers|cruet set|cruet|pepper pot|pepper shaker|salt pot|salt grinder|spice mill|peppermill|condiment set|seasoning shaker",
  "tool", "ceramic", "small", "rigid", "bottle", "twist:4 scoop:2 strike:1"),
 ("skewer", "skewers|kebab skewer|kebab skewers|bamboo skewers|metal skewers|cocktail stick|cocktail sticks|cake tester|wooden skewers|satay sticks|barbecue skewers|bbq skewers|roasting skewer",
  "tool", "steel", "small", "rigid", "pen/handle/point", "cut:3 pinch:3 heat:3 mark:3"),
 ("cooling rack", "wire rack|cake rack|cooling tray|baking rack|wire cooling rack|cooling grid|cake cooling rack|cooling racks|oven rack|grill rack",
  "tool", "steel", "medium", "rigid", "soft/frame/grid", "cold:4 carry:4 heat:2"),
 ("cookie cutter", "biscuit cutter|cookie cutters|biscuit cutters|pastry cutter|pastry cutters|scone cutter|fondant cutter|shape cutter|gingerbread cutter|cookie stamp|cutter set|round cutter",
  "tool", "steel", "small", "rigid", "blob/rim/edge", "cut:5 strike:2"),
 ("piping bag", "icing bag|pastry bag|piping set|icing set|piping nozzle|icing nozzle|piping tips|icing syringe|decorating bag|icing gun|frosting bag|cake decorating set",
  "tool", "plastic", "small", "soft", "pen/bag/nozzle", "mark:5 scoop:3 wipe:2 seal:2"),
 ("apron", "pinny|chef's apron|cooking apron|kitchen apron|pinafore|bib apron|butcher's apron|waist apron|smock|tabard|painting apron|baking apron|children's apron",
  "tool", "cotton", "medium", "soft", "soft/straps/bib", "care:4 wipe:4 cushion:1 heat:1"),
 ("food bag", "freezer bag|freezer bags|ziplock bag|zip lock bag|ziploc bag|zip-lock bag|sandwich bag|sandwich bags|food bags|resealable bag|resealable bags|zip bag|food storage bags|snack bag|snack bags|grip seal bag|pack of freezer bags|box of sandwich bags|silicone food bag|storage bags",
  "tool", "plastic", "small", "soft", "box/bag/seal", "seal:5 carry:6 cold:2"),
 # home comfort and electronics
 ("space heater", "electric heater|fan heater|oil heater|oil-filled radiator|portable heater|convector heater|halogen heater|patio heater|heater|electric radiator|portable radiator|panel heater|infrared heater|heaters|storage heater|electric fire|gas fire|bar heater|radiator|radiators",
  "tool", "steel", "medium", "rigid", "device/body/grille", "warm:9 heat:6"),
 ("television", "tv|telly|television set|tv set|flat screen tv|flatscreen|smart tv|tv screen|led tv|plasma tv|widescreen tv|big screen|computer monitor|projector|telly box|portable tv|tvs|televisions|set-top box|sky box|cable box|freeview box|tv box|digital tv box|dvd player|blu-ray player|video recorder|streaming stick|media player|tv aerial",
  "object", "plastic", "large", "rigid", "device/stand/screen", "light:3"),
]

ALIASES = {
    "napkin": "tablecloth|table cloth|table runner|oilcloth|wipe-clean tablecloth|linen tablecloth",
    "plate": "cake stand|tiered cake stand|cake stands|cake dome|cake plate stand",
    "light bulb": "light switch|dimmer switch|ceiling light|light fitting|pendant light|ceiling lamp|strip light",
    "tongs": "salad servers|salad spoons|salad hands|salad fork and spoon|serving set|salad set|pasta tongs",
    "spatula": "cake server|lasagne server|pie slice|cake shovel|pizza server",
    "colander": "tea infuser|infuser|tea ball|loose tea strainer|gravy strainer|tamis|drum sieve|nut milk bag|cheesecloth|coffee filter",
    "kitchen timer": "oven timer|kitchen clock timer|twist timer|mechanical timer|magnetic timer|tomato timer|sand glass|egg-timer",
    "remote control": "tv remote control|remote control unit|television clicker|video remote|sky remote|infrared remote|smart remote|voice remote|remote for the tv|telly clicker",
    "game controller": "xbox controller|playstation controller|switch controller|nintendo switch|playstation|xbox|gaming pad|console controller|games pad|wii remote|steering wheel controller",
    "speaker": "wireless speakers|kitchen radio|internet radio|portable radio|jukebox|music system|stereo system|wifi speaker",
    "extension cord": "4 way extension|plug board|socket strip|power socket strip|outdoor extension lead|reel extension",
    "phone charger": "charging stand|phone dock|battery charger|plug-in charger|fast charger",
    "flashlight": "led lantern|dynamo torch|crank torch|emergency lantern|torch light",
    "matches": "box of kitchen matches|matches in a box|lucifers|firelighters|firelighter",
    "measuring cup": "measuring beaker|jug with measurements|pint jug|measuring scoop|tablespoon measure|teaspoon measure|spoon measures",
    "whisk": "cream whipper|batter whisk|hand beater|rotary whisk|danish whisk",
    "cutting board": "chopping boards|plastic chopping board|wooden chopping board|glass chopping board|pastry board|meat board",
    "meat thermometer": "digital probe|meat probe|roast thermometer",
    "doorstop": "door snake|draft stopper|draft excluder|draught stopper|door draught excluder|under door draught stopper|draft blocker|sausage dog draught excluder|door seal",
}
