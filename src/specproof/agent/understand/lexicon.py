"""The words that ask for a field: phrase patterns per field (specific before general) and
quantity words. The cues that turn a field into its sibling are in :mod:`.state_cues`.

Patterns are matched on the lowercased question. A new phrasing of a field belongs here;
:func:`phrasings_of` lists a field's phrasings. The field's other properties (dimension,
sections, siblings, groups, the rules that read it) are in the field registry
(``data/fields.json``, :mod:`specproof.fields`).
"""

from __future__ import annotations

import re

# a pin's output stage asked: "an open-drain driver or push-pull?", "does it drive high by
# itself", "can MISO go tri-state", "let go (tri-state)", "what output stage"
PIN_STAGE_ASKED = (
    r"\b(?:open[- ](?:drain|collector)|push[- ]pull|totem[- ]pole|tri-?state)\b[^.?]{0,25}\bor\b"
    r"[^.?]{0,15}\b(?:open[- ](?:drain|collector)|push[- ]pull|totem[- ]pole|tri-?stat\w*|"
    r"three-state)\b|\b(?:what|which|kind of|type of|sort of)\s+output\s+(?:stage|structure)\b|"
    r"\boutput (?:stage|driver) type\b|\bdrives? high by itself\b|"
    r"\b(?:go|goes|let go|float)\s+\(?(?:tri-?stat\w*|three-state|high[- ]z)\b"
)
PIN_STAGE_QUESTION = re.compile(PIN_STAGE_ASKED, re.I)

# "temperature" naming the temperature, not a task or a block of the part ("while a
# temperature conversion runs", "the temperature sensor")
TEMPERATURE_NOUN = (
    r"\btemperatures?\b"
    r"(?! (?:conversions?|measurements?|readings?|sensors?|sensing|channels?|registers?)\b)"
)

# Word families the lexicon composes. Makers ask with verbs and informal nouns as often as
# with the datasheet's parameter names; each family below is a set of interchangeable words.
# what a device takes from its supply
DRAW = (
    # ("push-pull" names an output stage, no draw)
    r"(?<!push-)(?<!push )(?:draw|draws|drawing|drawn|pull|pulls|pulling|consume|consumes|consuming|burn|burns|"
    r"burning|sip|sips|sipping|drain|drains|draining|suck|sucks|eat|eats)"
)

# what an output gives
GIVE = (
    r"(?:put out|puts out|output|outputs|deliver|delivers|provide|provides|supply|supplies|"
    r"source|sources|sink|sinks|push|pushes|drive|drives|give|gives|produce|produces|handle)"
)

# what a rating is about: damage, never-exceed limits
DAMAGE = (
    r"(?:destroy\w*|damag\w*|harm\w*|kill\w*|fry|fries|frying|blow (?:it|up)|"
    r"never be exceeded|must not (?:be )?exceed\w*|permanent(?:ly)? (?:damage|harm)|"
    # "before it dies", "before the chip gives up": the limit past which the part is lost
    r"before (?:it|the \w+) (?:dies|breaks|pops|gives up))"
)

ENDURE = (
    r"(?:survive|survives|withstand|withstands|tolerate|tolerates|take|takes|handle|handles|stand)"
)

# ("limiting values": the rating table's name on NXP-style sheets)
ABS = r"(?:absolute[- ]max(?:imum)?|abs\.?[- ]?max(?:imum)?|limiting values?)(?: ratings?)?"

# pins that carry signals rather than power
SIGNAL_PINS = (
    r"(?:(?:digital|logic|analog|signal|control|any) inputs?|inputs?(?! (?:supply|voltage))|input pins?|"
    r"i/?o pins?|i/?os?|gpios?|sda|scl|data pins?|signal pins?|signals?|lines?|pins)"
)
# a pin named by its signal ("the xISEN pin", "sck/ws/lr pins"); supply pins and plain
# determiners ("the pin") are no names
NAMED_PIN = (
    r"\b(?!(?:vs|vm|bat|gnd|ground|the|a|an|each|any|all|every|its|this|that|which|what|my|input|"
    r"output|in)\b)(?![a-z0-9_]*(?:vdd|vcc|vin|vbat|vss|supply|power))"
    r"[a-z][a-z0-9_]*(?:/[a-z0-9_]+)*(?:\s*\([a-z -]{1,25}\))?\s+pins?\b"
)

SUPPLY_PINS = r"(?:supply|power|vdd|vcc|vin|vs|vbat|supply pin|power pin|supply rail|power rail)"

READING = r"(?:an? |the |one |each |single |new |first )?(?:reading|measurement|result|sample|conversion|value|data)s?"

# (pattern, field). Earlier entries win where spans overlap, so specific phrases
# come before general ones. Patterns are matched on the lowercased question.
# input pins whose level a question may name: "scl/sda low level", "the EN pin's high level"
_INPUT_PINS = r"\b(?:scl|sda|sck|sclk|din|mosi|cs|en|rst|reset|input)(?:/(?:scl|sda|sck|cs))?(?: pins?)?(?:'s)?"


FIELD_LEXICON: list[tuple[str, str]] = [
    (
        r"receiver sensitivity|rx sensitivity|receive sensitivity|sensitivity[^.?]{0,40}(?:\bdbm\b|\bber\b|\bper (?:of|<|≤|=|\d)|\d ?% per\b)|"
        r"how sensitive[^.?]{0,30}\b(?:receiver|radio|rx)\b|\b(?:receiver|radio|rx)\b[^.?]{0,30}\bsensitiv\w*|"
        r"weakest (?:signal|packet)|minimum (?:received|receive|input) (?:signal|power)(?: level)?|"
        # "how weak a signal can it receive", "the smallest signal it can decode"
        r"how weak|(?:minimum|smallest|lowest|weakest|faintest) (?:rf |input |received )?(?:signal|power|level)"
        r"[^.?]{0,30}\b(?:receive|decode|demodulate|hear|pick up)\b|"
        r"signal (?:level|strength)[^.?]{0,30}\breceiv\w*|receiv\w* packets",
        "rx_sensitivity",
    ),
    (
        r"\btx power|transmit(?:ter|ting)? (?:output )?power|rf output power|wi-?fi tx power|"
        r"radiated power|\beirp\b|how (?:much power|strong|loud|hard)[^.?]{0,20}\b(?:transmit|radiate|broadcast)\w*|transmit\w*\b[^.?]{0,15}\bin dbm\b|"
        r"(?:max(?:imum)? )?output power(?=[^?]*\b(?:dbm|rf|radio|transmit\w*|ble|bluetooth|wi-?fi|lora|zigbee|antenna|p1db|psat)\b)|"
        # an RF amplifier's compression and saturation points name its output power
        r"\bp1db\b|\bpsat\b|\bsaturated output power\b|"
        # RF power put out, into the antenna, by the PA: always the transmitter
        r"\brf (?:output|power)\b|how strong is (?:its|the) transmitter|"
        r"(?:power|dbm)\b[^.?]{0,30}\b(?:into|to|at) the antenna|\bpa\b[^.?]{0,30}\b(?:deliver|output|power)\w*|"
        r"how many dbm\b[^.?]{0,30}\b(?:transmit|send|emit|radiate|output|put out)\w*|(?:transmit|send|emit)\w* (?:at|with) (?:how many|what) (?:dbm|power)",
        "tx_power",
    ),
    # MOSFET ratings: the symbols users copy from the sheet and the words they ask in
    (
        r"\br ?ds ?\(? ?on ?\)?|\brdson\b|on[- ]state resistance|on[- ]resistance|\bron\b|"
        r"resistance[^.?]{0,25}\b(?:when|while) (?:it is |it's )?(?:fully )?(?:on|conducting|switched on|turned on|enhanced)\b|"
        r"how many (?:milli)?ohms\b[^.?]{0,20}\b(?:when|while) (?:it is |it's )?(?:fully )?(?:on|conducting|enhanced)\b|"
        r"drain[- ](?:to[- ])?source (?:on[- ])?resistance|switch resistance",
        "on_resistance",
    ),
    (
        r"gate[- ](?:to[- ])?(?:source )?threshold(?: voltage)?|threshold voltage|\bv ?gs ?\(? ?th ?\)?|\bvth\b|"
        r"(?:starts?|begins?) (?:to )?(?:turn(?:ing)? on|conduct\w*|switch(?:ing)? on)|turn[- ]on (?:voltage|threshold)|"
        r"gate voltage[^.?]{0,30}\b(?:turns?|switch(?:es)?) (?:it |the \S+ )?on",
        "gate_threshold_voltage",
    ),
    (
        r"drain[- ](?:to[- ])?source (?:breakdown )?(?:voltage|rating)|breakdown rating|\bv ?\(? ?br ?\)? ?dss\b|\bvdss?\b|"
        r"breakdown voltage|drain voltage|voltage[^.?]{0,30}\bdrain\b[^.?]{0,20}\b(?:rated|block|handle|withstand|switch)|"
        r"voltage (?:between|across) (?:the )?drain and (?:the )?source",
        "drain_source_voltage",
    ),
    (
        r"storage temperature|(?:store|stored|storing|shipping|transport)\w*[^.?]{0,30}temperature|"
        r"temperature[^.?]{0,30}\b(?:be stored|storage|shipping|transport)\b|"
        # the temperature it may sit at unpowered
        r"non[- ]?operating temperature|\bt ?stg\b|"
        r"(?:temperature|how (?:hot|cold|warm))[^.?]{0,50}\b(?:not in use|unpowered|in storage|stored|storing|kept|left|"
        r"powered (?:down|off)|switched off|warehouse|on the shelf)\b",
        "storage_temperature",
    ),
    (
        r"(?<!non-)(?<!non)(?<!cold-)(?<!cold )(?:operating |ambient |junction |free-air )+temperature(?: range)?|"
        r"temperature (?:range|limits?|ratings?)[^.?]{0,30}\b(?:operat|rated|specified|use[ds]?\b|work|function)|"
        r"rated[^.?]{0,20}ambient temperature|"
        r"(?:working|operation|operational) temp(?:erature)?s?|operating temp\b|"
        # "rated for colder temps" (read as "temperatures"), "which handles hotter temps"
        r"\brated (?:for|to|down to|up to)\b[^.?]{0,15}\btemperatures\b|"
        r"\b(?:handles?|takes?|survives?|copes? with|works? (?:in|at))[^.?]{0,10}\b(?:colder|hotter) "
        r"temperatures\b|"
        r"how (?:hot|cold)[^.?]{0,40}\b(?:operate|work|run|function|use|get|be used)\b|"
        + TEMPERATURE_NOUN
        + r"[^.?]{0,30}\b(?:work|works|operate|operates|run|runs|function)\b|"
        r"\b(?:work|operate|run|function)s?\b[^.?]{0,30}\b(?:temperatures?|degrees)\b",
        "operating_temperature",
    ),
    (
        r"operating (?:relative )?humidity|humidity range[^.?]{0,40}\b(?:rated|specified|operat)|working humidity|"
        r"how humid|humidity[^.?]{0,25}\b(?:can|does|will) (?:it|the \S+) (?:work|operate|tolerate|handle|run)|"
        r"humidity\b[^.?]{0,30}\b(?:rated|operat\w*|work\w*|tolerat\w*|used)\b|"
        r"%\s?rh\b[^.?]{0,20}\b(?:used|operat\w*|work\w*)\b|"
        r"\b(?:tolerat\w*|withstand\w*|handle|operat\w*|work|run)\b[^.?]{0,25}\bhumidity\b",
        "operating_humidity",
    ),
    (
        r"\bvddio\b|\bvdd_io\b|\bvccio\b|\bvlogic\b|\bv_?io\b|\biovdd\b|\bvdd_?i/o\b|i/o supply|interface supply|\bvcca\b|\bvccb\b|\b[ab][- ](?:port|side) supply|\bport [ab] supply|"
        r"\bi/?o (?:rail|side|supply|domain)|interface (?:rail|voltage|domain)|"
        # "the host interface pad supply", "pad ring supply": what the I/O pads run from
        r"\bpads?(?: ring)? supply\b|\b(?:interface|i/?o) pads?\b[^.?]{0,20}\bsupply\b",
        "io_supply_voltage",
    ),
    (
        r"logic supply(?: voltage)?|logic[- ](?:side|power|rail)(?: supply)?(?: voltage)?|"
        r"(?:power|supply|voltage)\b[^.?]{0,30}\b(?:control |driver'?s? )logic\b",
        "logic_supply_voltage",
    ),
    (
        r"motor(?: power)? supply(?: voltage)?|load supply(?: voltage)?|\bvmot\b|(?:supply of )?the power (?:output )?stages?|\bvm\b(?! ?=)|"
        r"motor (?:voltage|rail|side)|voltage (?:for|to|of) the motors?|"
        # an I/O module's field (actuator/sensor) supply, apart from its logic or bus supply
        r"\bfield (?:side )?supply(?: voltage)?\b|"
        r"voltage[^.?]{0,30}\bmotors?\b(?: side)?[^.?]{0,20}\b(?:driven|run|powered|supplied)\b",
        "load_supply_voltage",
    ),
    (
        r"(?:nominal |rated )?coil voltage|voltage(?:(?![,;]|\band\b)[^.?]){0,45}\b(?:the |its |a )?coil\b(?! current| resistance| power)|"
        r"\bcoil\b[^.?]{0,20}\b(?:needs?|requires?|takes?|rated at)\b[^.?]{0,15}\bvoltage|"
        r"how many volts(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\bvolts\b",
        "coil_voltage",
    ),
    (
        r"coil resistance|resistance of (?:the |its |a )?coil|coil'?s? (?:dc )?resistance|"
        r"(?:resistance|ohms)\b(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\b(?:resistance|ohms)\b",
        "coil_resistance",
    ),
    (
        r"coil power(?: consumption)?|coil consumption|"
        r"(?:power|watts|milliwatts|wattage|\bmw)\b(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\b(?:power|watts|wattage)\b",
        "coil_power",
    ),
    (
        r"(?:what |which )?loads?\b[^.?]{0,50}\bcontacts?\b[^.?]{0,20}\b(?:switch|handle|carry)|"
        r"contacts? ratings?|rated (?:contact )?load",
        "contact_current+contact_voltage",
    ),
    (
        r"switching power|contact (?:power|wattage)|(?:power|watts?|wattage|va)\b[^.?]{0,30}\bcontacts?\b[^.?]{0,20}\b(?:switch|handle)|"
        r"how many (?:watts|va)\b[^.?]{0,30}\bswitch",
        "contact_power",
    ),
    (
        r"contact voltage|maximum allowable[^.?]{0,20}voltage|switching voltage|"
        r"voltage(?:(?![,;]|\band\b)[^.?]){0,30}\bcontacts?\b|\bcontacts?\b(?:(?![,;]|\band\b)[^.?]){0,30}\bvoltage",
        "contact_voltage",
    ),
    (
        r"(?:current|amps?|amperes)\b(?:(?![,;]|\band\b)[^.?]){0,40}\bcontacts?\b|"
        r"\bcontacts?\b(?:(?![,;]|\band\b)[^.?]){0,30}\b(?:current|amps?|\d+(?:\.\d+)? ?a\b)",
        "contact_current",
    ),
    (
        r"contact current|contact capacity|carry current|current can[^.?]{0,40}contacts switch|switching current|"
        r"\bcurrent\b[^.?]{0,25}\b(?:resistive|inductive) loads?\b|"
        r"(?:current|amps?)\b[^.?]{0,30}\brelay\b[^.?]{0,20}\b(?:switch|carry|handle|take)",
        "contact_current",
    ),
    (
        r"dropout(?: voltage)?|\bheadroom\b|input[- ](?:to[- ])?output (?:voltage )?(?:differential|difference|drop)|"
        r"how (?:much|far) above the output|\bvdo\b|\bvdrop\b|v ?in ?- ?v ?out|"
        # how far the input may fall to the output before regulation is lost
        r"(?:higher|above|more) than the output|(?:los\w+|stay\w* in|keeps? (?:it )?in|out of|maintain\w*) regulation|"
        r"voltage drop (?:across|over|of) (?:the )?(?:regulator|ldo|pass)|between (?:the )?input and (?:the )?output",
        "dropout_voltage",
    ),
    (
        r"(?:deep[- ]sleep|sleep|standby(?:-i+)?|power[- ]?down|shut[- ]?down|idle|off[- ]state|disabled|off|suspend)(?: mode)?(?: supply)? current|"
        r"current (?:consumption )?(?:\w+ ){0,3}in (?:deep[- ]sleep|sleep|standby|power[- ]down|shutdown|idle|(?:usb )?suspend)|draws? less current when idle|"
        # "current draw when the usb host is suspended": a USB device's suspend state
        r"\bcurrent\b[^.?]{0,40}\bsuspend(?:ed)?\b|"
        r"\b(?:sleeps|idles)\b(?: at)? (?:lower|less|deeper|higher|more)|\bidles? at\b[^.?]{0,20}\bcurrent|"
        r"(?:sleep|standby|idle|off-state|backup|battery-backup|timekeeping) (?:power|draw|consumption)|"
        # a charger left on the battery with its input unplugged: what it drains from the cell
        r"\b(?:leak|drain)\w*\b[^.?]{0,30}\b(?:battery|cell)\b",
        "standby_current",
    ),
    (
        r"quiescent(?: supply)? (?:currents?|draw|consumption)|ground(?: pin)? current|no[- ]load (?:supply |input )?current|\biq\b|\bignd\b|"
        r"self[- ]consumption|own (?:current )?consumption",
        "quiescent_current",
    ),
    (
        r"(?:rms|continuous) and peak (?:output )?currents?|"
        r"\bcontinuous\w*\b[^.?]{0,40}\band (?:what|the|its|at) peak\b",  # "... sink continuously, and what peak?"
        "output_current+peak_output_current",
    ),
    # "average and peak current" asked together: the average is a draw; the peak beside it
    # is read by its context below (a draw to budget for, or a driver's output rating)
    (
        r"\b(?:average|mean|avg\.?)\b(?= (?:and|or|vs\.?|versus) (?:the |what |a |its )?(?:peak|maximum|max\.?)\b[^.?]{0,15}\bcurrents?\b)",
        "supply_current",
    ),
    (
        r"peak (?:output |switch )?current|current limit|pulsed? current|"
        # "at what (output) current does its over-current protection trip": the limit
        r"(?:\b(?:output |load )?current\b[^.?]{0,30})?\bover-?current (?:protection|shutdown|limit|trip)|"
        r"(?:surge|short[- ]circuit|instantaneous|transient|burst|repetitive) (?:output |load )?current|"
        # "max motor current? rms and peak": the peak asked beside the continuous current
        r"(?<=\brms and )peak\b|(?<=\brms / )peak\b|\bpeak(?= and rms\b)",
        "peak_output_current",
    ),
    # "how much current can the sensor measure": the current is the measurand, not a draw
    (
        r"(?:how much|how many|what|which|up to what|down to what)\b"
        r"(?:(?!small|fine|little|change|step|differen|increment|resolv)[^.?]){0,30}"
        r"\bcan (?!the (?:analog|adc|inputs?)\b)(?:it|they|this \S+|the \S+(?: \S+)?) (?:measure|sense|detect|read)\b|"
        # "the maximum current the X can measure": the same asked in a relative clause
        r"\b(?:max\w*|min\w*|highest|lowest|largest|smallest) "
        r"(?!(?:\w+ )?(?:change|step|differen|increment|resolution))(?:\w+ ){0,2}(?:that )?(?:it|they|the \S+|an? \S+) can "
        r"(?:measure|sense|detect|read)\b",
        "measurement_range",
    ),
    (
        # a charger's charge current is the current it delivers into the cell ("fast-charge
        # current", "how much current does it trickle-charge a flat cell with")
        r"\b(?:(?:fast|trickle|pre|constant|bulk)[- ]?)?charg(?:e|ing) currents?\b|"
        # a pack's or protection board's rated discharge: what its load may draw
        r"\bdischarg(?:e|ing) currents?\b|"
        r"\bcurrent\b(?:(?!\b(?:draw|consum|pull|take|use|while|when|during)\w*)[^.?]){0,40}"
        r"\b(?:(?:fast|trickle|pre)[- ]?)?charges?\b(?! pump)|"
        # a transistor's or coupler's rated current: "continuous drain current", "collector current"
        r"\b(?:drain|collector|wiper) currents?\b|(?:through|by) the (?:cursor|wiper)\b|"
        # a driver's motor or phase current is what its outputs deliver into the windings (a
        # display driver's segment or digit current, into the LEDs)
        r"\bmotor (?:coil |phase |winding )?currents?\b|\b(?:phase|winding|segment|digit) currents?\b"
        r"(?! slew)|"  # (a current's slew rate is no current)
        # a Peltier driver's TEC current is what its outputs drive through the module
        r"\b(?:tec|peltier) currents?\b|"
        r"output current|load current|current capability|rated to provide|(?:source|sink) current|rms (?:output )?current|continuous (?:output )?current|"
        r"how much current can[^.?]{0,40}\b(?:sink|source|deliver|supply|provide|output|drive|give)\b|"
        r"current[^.?]{0,30}\b(?:can|may|could|will)\b[^.?]{0,45}\b(?:sink|source|deliver|provide|supply|drive|push|give)\b|"
        r"(?:sink|source|sourcing|sinking) (?:capability|capacity)|"
        # "how many amps can the driver push", "how much can a GPIO source", "how many amps
        # can the load switch switch" (a relay's contacts are asked above)
        rf"how (?:much|many (?:amps|milliamps|ma))\b[^.?]{{0,10}}\bcan\b[^.?]{{0,30}}\b(?:{GIVE}|switch)\b|"
        rf"(?:current|amps|how much)\b[^.?]{{0,30}}\b(?:draw|pull|take|get)\b[^.?]{{0,6}}\bfrom (?:(?:the |its |an? )?(?:[\d.]+ ?v )?(?:[\w-]*\d[\w-]* )?(?:output|regulator|ldo|converter|out pin)|(?:it|them)\b|"
        # "pull from the dxu-34's 3v3 pin": a board's own supply pin that feeds others
        r"(?:the |its |my )?(?:[\w.-]+['’]s )?\d(?:\.\d)?\s?v\d?\s+(?:pin|rail|header)\b)",
        "output_current",
    ),
    (
        r"supply currents?|operating currents?|working current|active current|current consumption|average (?:supply |operating )?current|"
        r"current draw|current does\b[^.?]{0,40}\b(?:draw|use|consume|need|take|require|pull|burn)\b|"
        r"draws?\b[^.?]{0,30}current|how much current|\bicc\b|\bidd\b|"
        r"static current|current (?:usage|requirements?|budget)|(?:consumes?|pulls?|uses?|needs?|requires?)\b[^.?]{0,20}\bcurrent\b|"
        r"how many (?:milliamps|microamps|amps|ma|ua)\b|"
        # informal: "how much juice", "what's the draw", "the current when idle"
        r"\bjuice\b|(?:what's|what is) the (?!power )(?:[\w-]+ )?draw\b|\bthe current (?:when|while|during)\b|"
        r"\b(?:typical|typ\.?|average|avg\.?|mean) current\b|"
        # "what is the consumption of the X at 12 MHz" (French "consommation"): its current
        r"(?<!power )(?<!coil )(?<!self-)(?<!own )\bconsumption (?:of|at)\b|"
        # a bus-powered slave's draw from the bus that powers it (M-Bus, KNX, DALI, a loop)
        r"(?<!i2c )(?<!spi )(?<!can )\bbus current\b",
        "supply_current",
    ),
    (r"coil\b[^.?]{0,20}\bpower|power[^.?]{0,30}\bcoil\b", "coil_power"),
    (
        r"power consumption|power dissipation|heater power|power drawn|power (?:draw|usage|requirements?)|"
        r"how much power|how many (?:watts|milliwatts|mw)\b|wattage|power[- ]hungry|"
        r"power (?:it|the \S+) (?:dissipates|consumes|uses|draws|burns)",
        "power_consumption",
    ),
    # "how much does it draw/pull/consume ...": a consumption asked by its verb alone
    (
        rf"(?:how much|how little|what)\b[^.?]{{0,50}}?\b{DRAW}\b(?![-\w])(?! (?:current|voltage|pins?|source|resistors?))|how much (?:does|do|will|would) (?:it|they|the [\w-]+|this [\w-]+) use\b|"
        # "which one sips less": a consumption compared by its verb
        rf"\bwhich (?:one |of them |[\w-]+ )?{DRAW}\b(?= (?:less|more|the least|the most)\b)",
        "supply_current",
    ),
    (
        r"(?:counts?|registers?|recogni[sz]ed|reads?|seen|sees?|treats?|detected|interpret(?:s|ed)?|guaranteed) as (?:a )?(?:guaranteed )?(?:logic[- ])?high and (?:as )?(?:a )?(?:guaranteed )?(?:logic[- ])?low|"
        r"guaranteed high and (?:a )?(?:guaranteed )?low",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"high[- ]level input voltage|input[- ]high voltage|\bvih\b|input logic[- ](?:1|high|one)(?: voltage)?|logic[- ]high input(?: voltage)?|high input voltage|"
        r"input high (?:level|threshold)|logic[- ]high (?:threshold|level) (?:of|on|for) (?:the |an? |its )?(?:\S+ )?(?:input|pin)|logic[- ]high threshold|"
        r"(?:counts?|registers?|recogni[sz]ed|reads?|read|seen|sees?|treats?|detected|interpret(?:s|ed)?)(?: (?:it|them|this|that))? as (?:a )?(?:guaranteed )?(?:logic[- ])?(?:high|1|one)\b|"
        r"\bguaranteed (?:to (?:be|read|register) )?(?:on|high)\b(?![^.?]{0,25}\boutputs?\b)|"
        r"minimum (?:voltage )?for (?:a )?(?:logic[- ])?(?:high|1)\b|guaranteed[- ](?:logic[- ])?high\b(?![^.?]{0,25}\boutputs?\b)|"
        # "the minimum logic high on di/de", "what voltage on CH switches it on?"
        r"\bmin(?:imum)? logic[- ]high\b(?! out)|\bvoltage (?:on|at) (?:the )?[\w/-]+ (?:switch|turn)(?:es|s)? (?:it|them) on\b|"
        rf"{_INPUT_PINS} (?:high|logic[- ]high) (?:level|voltage|threshold)\b|"
        # a PLC input's "signal '1'" and its ON state: "ON-state input voltage", "input ON
        # threshold", "see them as signal '1'"
        r"\bsignal ?[\"'„“”‘’]?1\b[\"'„“”‘’]?|\bon[- ]state (?:input )?(?:voltage|level)|"
        r"\binput on (?:threshold|level|voltage)|"
        # "what input voltage does it need to see an input as ON?", "to read it as a 1"
        r"\b(?:see|read|register|count|detect)s?\b[^.?]{0,25}\bas\s+(?:an?\s+)?(?:on|high|1|logic\s+1)\b|"
        # "what input voltage does it need to see a logic high on IN1?"
        r"\b(?:see|register|detect|recogni[sz]e)s?\s+an?\s+(?:valid\s+)?logic[- ](?:high|1)\b",
        "input_high_voltage",
    ),
    (
        r"low[- ]level input voltage|input[- ]low voltage|\bvil\b|input logic[- ](?:0|low|zero)(?: voltage)?|logic[- ]low input(?: voltage)?|low input voltage|"
        r"input low (?:level|threshold)|logic[- ]low threshold|"
        r"(?:counts?|registers?|recogni[sz]ed|reads?|read|seen|sees?|treats?|detected|interpret(?:s|ed)?)(?: (?:it|them|this|that))? as (?:a )?(?:guaranteed )?(?:logic[- ])?(?:low|0|zero)\b|"
        # a digital input "guaranteed off" below a level: its low level
        r"\b(?:input|inputs)\b[^.?]{0,20}\bguaranteed (?:to (?:be|read|register) )?off\b|"
        r"maximum (?:voltage )?for (?:a )?(?:logic[- ])?(?:low|0)\b|guaranteed[- ](?:logic[- ])?low\b(?![^.?]{0,25}\boutputs?\b)|"
        # an input pin named before its level: "scl/sda low level", "the EN pin's low voltage"
        rf"{_INPUT_PINS} (?:low|logic[- ]low) (?:level|voltage|threshold)\b|"
        # "which count as logic 1 and which as logic 0?": the verb written once
        r"\bwhich (?:ones? )?as (?:a )?(?:logic[- ])?(?:low|0|zero)\b|"
        r"\bsignal ?[\"'„“”‘’]?0\b[\"'„“”‘’]?|\boff[- ]state (?:input )?(?:voltage|level)|"
        r"\binput off (?:threshold|level|voltage)|"
        r"\b(?:see|register|detect|recogni[sz]e)s?\s+an?\s+(?:valid\s+)?logic[- ](?:low|0)\b",
        "input_low_voltage",
    ),
    (
        r"high- and low-level output voltages?|output (?:logic )?high and low(?: levels?| voltages?)?|high and low output (?:levels?|voltages?)",
        "output_high_voltage+output_low_voltage",
    ),
    (
        r"high- and low-level input voltages?|input high and low(?: levels?| voltages?)?|high and low input (?:levels?|voltages?)",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"high[- ]level output voltage|output[- ]high voltage|\bvoh\b|output logic[- ](?:1|high)|"
        r"(?:high|logic[- ]high) output (?:level|voltage)|output(?: logic)?[- ]high level|how high does the output|"
        r"\bout(?:put)?(?: pin| signal| line)?\b[^.?]{0,20}\b(?:go|goes|switch(?:es)?|rise|rises|jump|jumps|swing|swings) (?:to|up)\b|"
        # the output named in the high state: "when the output is high", "a logic-high output"
        r"logic[- ]high outputs?|high level[^.?]{0,25}\boutputs?\b|outputs?\b[^.?]{0,30}\bwhen (?:it is |it's |driven |driving )?(?:logic[- ])?high\b|"
        r"when the output is (?:driven )?high|"
        # an output pin named before its level: "Dout high level", "the TX pin's high level"
        r"\b(?:d_?out|sdo|miso|txd?|out|output)(?: pin)?(?:'s)? (?:high|logic[- ]high) (?:level|voltage)\b|"
        # "the high level of the IO pin when it drives the line": a driven pin's level
        r"\bhigh level of (?:the |its )?(?:\S+ ){0,3}(?:pin|output|line)\b(?=[^.?]{0,30}\b(?:drives|driving|sources|sourcing)\b)",
        "output_high_voltage",
    ),
    (
        r"low[- ]level output voltage|output[- ]low voltage|\bvol\b|output logic[- ](?:0|low)|"
        r"(?:low|logic[- ]low) output (?:level|voltage)|output(?: logic)?[- ]low level|how low does the output|"
        r"logic[- ]low outputs?|low level[^.?]{0,25}\boutputs?\b|outputs?\b[^.?]{0,30}\bwhen (?:it is |it's |driven |pulled |sinking )?(?:logic[- ])?low\b|"
        r"when the output is (?:driven |pulled )?low|(?:collector-emitter )?saturation voltage|\bvce ?\(? ?sat\b|"
        r"\b(?:d_?out|sdo|miso|txd?|out|output)(?: pin)?(?:'s)? (?:low|logic[- ]low) (?:level|voltage)\b",
        "output_low_voltage",
    ),
    (r"output (?:logic )?levels", "output_high_voltage+output_low_voltage"),
    (
        r"(?:logic|input|switching|enable|en pin) thresholds?|thresholds? of the (?:\w+ )?(?:input|pin|enable)|"
        r"(?:logic|input) levels? (?:does|do|will) (?:it|its|the)\b",
        "input_high_voltage+input_low_voltage",
    ),
    (
        rf"{ABS}(?:(?![,;]|\band\b)[^.?]){{0,30}}\b(?:of |on |for )?(?:the |its |a )?{SUPPLY_PINS}(?: supply)?(?: voltages?)?(?: pins?| rails?)?\b|"
        rf"(?:highest|maximum|max\.?|most|greatest) (?:supply |input |power )?voltage[^.?]{{0,40}}\b{SUPPLY_PINS}\b[^.?]{{0,30}}\b{ENDURE}\b|"
        rf"voltage[^.?]{{0,30}}\b{SUPPLY_PINS}\b[^.?]{{0,30}}\b(?:survive|survives|withstand|withstands)\b",
        "abs_max_supply_voltage",
    ),
    (
        r"absolute maximum(?:(?!supply)[^.?]){0,60}\b(?:(?:digital|logic|analog|signal|any) inputs?|inputs\b|input pins?|pins?|sda|scl|digital|signal|gpios?|i/o)\b(?:(?!supply)[^.?]){0,20}voltage|absolute maximum voltage rating of[^.?]{0,60}\bpins\b|(?:input|pin) voltage[^.?]{0,30}absolute maximum|"
        r"(?:highest|maximum|max\.?|most|greatest) voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?|lines?|signals?)\b[^.?]{0,30}\b(?:survive|withstand|tolerate|handle|take|accept)\b|"
        r"voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)|"
        # "what voltage range can the CANH and CANL pins of the X withstand?"
        r"voltages?\b[^.?]{0,60}\bpins\b[^.?]{0,40}\b(?:withstand|survive)\b|"
        # "abs max rating for the digital inputs", "what voltage on SDA would destroy it"
        rf"{ABS}(?:(?![,;]|\band\b)[^.?]){{0,40}}\b{SIGNAL_PINS}\b|"
        rf"(?:voltage|volts)\b[^.?]{{0,30}}\b{SIGNAL_PINS}\b[^.?]{{0,40}}\b{DAMAGE}|"
        rf"(?:voltage|volts)\b[^.?]{{0,30}}\b{SIGNAL_PINS}\b[^.?]{{0,20}}\b{ENDURE}\b[^.?]{{0,20}}\b(?:before|without) {DAMAGE}|"
        rf"\b{SIGNAL_PINS}\b[^.?]{{0,10}}\b{ENDURE}\b[^.?]{{0,20}}\b(?:before|without) {DAMAGE}|"
        # a transistor's gate rating: "maximum gate-to-source voltage" (not its threshold)
        r"(?<!threshold )\bgate[- ](?:to[- ])?source voltage\b(?! threshold)|"
        # a pin named by its signal, before or after the rating: "xisen pin abs max voltage",
        # "sck/ws/lr pins: what's the absolute max voltage"
        rf"{NAMED_PIN}[^.?]{{0,40}}{ABS}[^.?]{{0,30}}\bvolt|{ABS}[^.?]{{0,30}}\bvolt[^.?]{{0,30}}{NAMED_PIN}|"
        # a pin named earlier and pointed back at ("pull the TC pin up ... abs max voltage
        # on that pin"), or the most one may put on a signal pin
        rf"{ABS}[^.?]{{0,20}}\bvolt\w*\s+(?:on|at|into|for)\s+(?:that|this|said)\s+pin\b|"
        rf"(?:highest|maximum|max\.?|most) voltage (?:that )?(?:i|you|we|one) (?:can|could|may) "
        rf"(?:safely )?(?:put|apply|feed|drive|connect)\b[^.?]{{0,20}}(?:{NAMED_PIN}|\b{SIGNAL_PINS}\b)",
        "abs_max_input_voltage",
    ),
    (
        r"(?:highest|maximum|max\.?|most|greatest) (?:supply |input |power )?voltage[^.?]{0,40}\b(?:survive|withstand|tolerate)\b|"
        r"voltage[^.?]{0,40}\b(?:supply|vdd|vcc|vin|power)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)|"
        rf"{ABS} (?:supply|input|power)?\s*voltage",
        "abs_max_supply_voltage",
    ),
    (r"i2c (?:slave )?address(?:es)?|slave address(?:es)?|\baddress(?:es)?\b", "i2c_address"),
    (
        # an interface line's timing, named before the bus clock can take its words: "SCL clock
        # low period", "min SCK high time", "CS to output high-Z time", "trigger pulse width",
        # "bus free time", "how long must SCLK stay low" (validate's named_timing keeps the kind)
        r"\b(?:(?:scl|sck|sclk|sda|clk|clock|data|bus|cs|csn|chip[- ]select|trigger|reset)\s+){0,3}"
        r"(?:low|high)\s+(?:period|time|pulse(?:\s+width)?)\b|"
        r"\b(?:(?:trigger|reset|input|clock|strobe|minimum|min\.?|shortest)\s+)?pulse[- ]width\b|"
        r"\bbus[- ]free(?:\s+time)?\b|\bbus\b[^.?]{0,20}\b(?:stay|stays|remain|remains|be)\s+free\b|\bhigh-?z\s+time\b|\bto\s+(?:the\s+)?(?:output\s+)?high-?z\b|"
        r"how long\b[^.?]{0,40}\b(?:stay|stays|remain|remains|be held|held|kept)\s+(?:low|high)\b|"
        # a bus timing named by its symbol or its "valid" edge: "max tHD:DAT", "output valid
        # from clock", "sck-to-data-valid delay"
        r"\bt(?:hd|su)[:;]\s?[a-z]{2,3}\b|\b(?:data|output)[- ]valid\b|"
        r"\b[a-z]+-to-[a-z]+(?:-[a-z]+)?\s+(?:delay|time|setup|hold)\b|"
        # the delay between two edges: "after CE goes high, how long before pulling CSN low"
        r"how long\b[^.?]{0,40}\bbefore\s+(?:pulling|driving|taking|bringing|setting)\s+\w+\s+(?:low|high)\b",
        "response_time",
    ),
    (
        r"(?:i2c|scl)(?: scl)? (?:clock )?(?:frequency|speed|rate)|scl clock|i2c clock|\bfscl\b|"
        r"(?:fastest|highest|maximum|max\.?|top|slowest) (?:i2c )?(?:scl\b|bus speed|bus clock)(?: clock)?(?: (?:frequency|speed|rate))?|i2c (?:bus )?(?:speed|rate|frequency)|"
        r"how (?:fast|quickly)[^.?]{0,30}\b(?:i2c|scl|twi)\b|\bscl\b (?:at|of|up to)\b|"
        r"(?<!spi )clock\w*\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\b(?:i2c|scl|twi)\b|"
        r"\b(?:i2c|scl|twi)\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bclock(?:ed|ing|s)?\b",
        "i2c_clock_frequency",
    ),
    (
        r"spi clock(?: input)?(?: frequency)?|\bsck\b[^.?]{0,10}frequency|serial clock(?: \(sck\))?(?: frequency)?|\bsclk\b|\bfclk\b|\bfsck\b|clock (?:input )?frequency|"
        r"spi (?:bus )?(?:speed|rate)|(?:fastest|highest|maximum|max\.?) spi|how (?:fast|quickly)[^.?]{0,30}\bspi\b|"
        r"(?:top|highest|maximum|max\.?|fastest) sck\b(?!\s*-?\s*to\b)|(?<!i2c )(?<!scl )clock\w*\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bspi\b|"
        r"\bspi\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bclock(?:ed|ing|s)?\b",
        "spi_clock_frequency",
    ),
    (
        r"baud rate|\bbaud\b|(?:uart|serial) (?:speed|rate)|bits per second|(?<![kmg])\bbps\b|"
        r"how fast[^.?]{0,30}\b(?:uart|usart|serial port)\b|"
        r"(?:bit ?rate|speed)\b[^.?]{0,30}\b(?:uart|usart|serial)\b|\b(?:uart|usart)\b[^.?]{0,30}\b(?:bit ?rate|speed)\b",
        "baud_rate",
    ),
    (
        r"data rates?|(?:throughput )?\(?sampling\)? rate|throughput|sample rate|samples per second|conversion rate|output data rate|\bsps\b|"
        r"how (?:often|frequently)[^.?]{0,40}\b(?:measure|sample|update|read|convert|output|produce|deliver|give|take)\w*|"
        r"(?:readings|samples|measurements|conversions|updates) (?:per|a|each) second|how many (?:readings|samples|measurements|conversions)|"
        r"update rate|refresh rate|sampling frequency|\bodr\b|(?:measurement|ranging) rate|"
        r"how (?:fast|quickly) can (?:it|they|the \S+) (?:take|make|produce|deliver|output|give) (?:new )?(?:readings|samples|measurements|conversions)|"
        # a rate asked by its superlative or a comparison: "the fastest it can sample", "which
        # one samples faster"; a conversion *time* stays a response time
        r"\b(?:fastest|quickest|highest|maximum|max\.?|top)\b(?:(?!\btimes?\b)[^.?]){0,30}\b(?:sampl(?:e|es|ing)|convert|conversions?)\b(?! time| period| capacit\w*| delay| window)|"
        r"\b(?:sampl(?:e|es|ing)|convert(?:s|ing)?)\b (?:faster|quicker|more (?:often|quickly))|\b[km]sps\b|(?:conversion|sampling) speed|"
        # a field bus's bit rates: "which CAN bit rates does it support?"
        r"\b(?:can|canopen|can-?fd|profibus|devicenet|fieldbus|bus)\s+bit ?rates?\b",
        "data_rate",
    ),
    (
        r"(?<![a-z]-)resolution(?! mode)|\b(?:one|1|a single|each|an?) (?:lsb|count|code step)\b|\blsb (?:size|weight|value|step)|"
        r"smallest (?:\w+ ){0,2}(?:change|step|increment|difference)|step size|how fine|"
        r"how many bits|bit depth|number of bits",
        "resolution",
    ),
    # a gain asked by its unit: "how many mV per amp", "LSB per g", "output change per gauss"
    (
        r"\b(?:mv|millivolts?|uv|microvolts?|v|volts?|lsbs?|counts?|codes?|digits|ma|ua|hz)\s*(?:per|/)\s*"
        r"(?:amps?|amperes?|a|g|gauss|mt|millitesla|tesla|degrees?|°c?|dps|°/s|kpa|hpa|pa|psi|ppm|lux|lx|unit)\b|"
        r"(?:change|changes|move|moves|rise|rises|vary|varies|swing|swings) (?:by )?(?:\w+ )?per (?:amps?|amperes?|g|gauss|degree|mt|unit|kpa|psi)\b",
        "sensitivity",
    ),
    (r"(?<!high-)(?<!standard-)(?<!low-)sensitivity|scale factor|how sensitive", "sensitivity"),
    (
        r"(?:optimi[sz]ed )?accuracy \(?sensing\)? (?:current )?range|(?:sensing|current|distance|pressure|flow|flow[- ]rate|illuminance|lux|concentration|ppm|angle|force) range|operating (?:pressure|distance|current) range|"
        # a ranger's reach: "detection range", "the maximum range ... in metres", "how far can it measure"
        r"detection range|(?:max(?:imum)?|min(?:imum)?) range\b(?:[^.?]{0,40}\bin (?:met(?:re|er)s?|cm|mm|inch(?:es)?|feet)\b| of (?:the|an?|my|its|this)\b"
        # ("pha-x max range?", "max range when powered from 3.3v": the range asked bare)
        r"|(?=\s*(?:\?|$|,|\b(?:when|while|if|at|on|from|with)\b)))|"
        r"how (?:far|close) (?:can|does|will) (?:it|the \S+) (?:measure|detect|see|sense|range)\b",
        "measurement_range",
    ),
    (
        r"(?<!for full )(?<!for )(?<!full-)(?<!full )(?<!high-)(?<!high )accuracy(?! range| mode)|\berror\b|tolerance|how (?:accurate|precise|exact)|(?<!high-)(?<!high )(?<!low-)\bprecision\b(?! mode)|"
        r"how close\b(?! to (?:the )?(?:output|input|vcc|vdd|vss|ground|gnd|rails?|supply|0 ?v))|"
        r"\binaccuracy\b|\bdeviat\w*|\bwithin (?:how many|what) (?:degrees|percent)|how far off|\boff by\b|"
        # a clock's: "how much does the oscillator frequency shift", "frequency drift"
        r"\b(?:frequency|oscillator|clock)\s+(?:shift|drift|variation|stability)\b",
        "accuracy",
    ),
    # a wait before the part works at all: "how long must it run before readings are valid",
    # "how long until the bridges turn on"
    (
        r"how long\b[^.?]{0,40}\b(?:run|operate|be (?:on|powered|running))\b[^.?]{0,15}\bbefore\b|"
        r"how long\b[^.?]{0,60}\b(?:until|till|before)\b[^.?]{0,40}\b(?:turns?|turned|switch(?:es)?|comes?) on\b|"
        r"\bt ?wake\b",
        "warm_up_time",
    ),
    (
        r"response time|conversion time|measurement time|operat(?:e|ion)(?: \(\w+\))? time|measurement cycle|measurement take|how long does a measurement|"
        r"how long[^.?]{0,50}\b(?:conversion|measurement|reading|sample|sampling|acquisition)s?\b[^.?]{0,20}\btakes?|"
        r"(?:conversion|measurement|reading|sample|acquisition)s? takes?\b|how long[^.?]{0,30}\bto (?:convert|measure|respond|react|sample)|"
        r"how (?:fast|quickly) (?:does|can|will) (?:it|the \S+) (?:respond|react|measure|convert)|reaction time|settling time|"
        r"time (?:per|for (?:a|one|each)) (?:conversion|measurement|reading|sample)|"
        # time to a result asked with a verb or a wait: "how long until a reading is ready",
        # "how long does it take to deliver a reading", "time constant", "settle"
        rf"how long\b[^.?]{{0,40}}\b(?:until|till|before|for|to (?:produce|deliver|return|give|get|output|report|provide|complete|finish|make))\b[^.?]{{0,15}}\b{READING}\b|"
        r"how long (?:is|does|will|would) (?:an? |the |one |each |a single )(?:\w+ )?(?:conversion|measurement|reading|sample|acquisition)\b|"
        # the subject may be several words ("the on-chip humidity sensor", "its RH element")
        r"how (?:fast|quickly) (?:does|do|can|will|would) (?:[\w'-]+ ){1,5}?(?:respond|react|follow|track|settle)s?\b|"
        # a step followed: whatever follows, tracks or settles after a step is its response
        r"\b(?:follow\w*|track\w*|react\w*|respond\w*|settl\w*)\b[^.?]{0,20}\b(?:step|sudden|abrupt)\b|step response|"
        r"\bsettling\b[^.?]{0,30}\b(?:reading|output|measurement|value|signal)s?\b|"
        r"time constant|how long[^.?]{0,40}\bsettles?\b|\bt ?(?:63|90)\b|"
        # a switch's, coupler's or bus line's response: rise and fall, switching, turn-on,
        # turn-off times (only a row naming that timing answers: validate's named_timing)
        r"\b(?:rise|fall)(?: and (?:rise|fall))? times?\b|\bswitching times?\b|\bturn[- ](?:on|off) times?\b|"
        # a display's refresh: "how long does a full refresh take", "refresh time"
        r"\b(?:full |partial )?refresh (?:time|duration)\b|how long (?:does|do|will) (?:a |the |one )?(?:full |partial )?refresh|"
        # a protective part's trip: "how fast does it trip when it sees 6 mA", "trip time"
        r"how (?:fast|quickly|soon) (?:does|do|can|will|would) (?:[\w'-]+ ){1,3}?(?:trip|release|disconnect)s?\b|"
        r"\b(?:trip|tripping|release|disconnection) times?\b|"
        # an interface's timing parameters: "data setup time", "disable time OE to outputs",
        # "delay from clk falling edge to valid data", "group delay"
        r"\b(?:data )?(?:setup|set-up|hold) times?\b|\b(?:group|propagation) delay\b|"
        r"\b(?:enable|disable) times?\b|\bdelay from\b[^.?]{0,40}\b(?:edge|valid)\b|\btime-?outs?\b",
        "response_time",
    ),
    (
        r"warm[- ]?up|pre-?heat|power-on time|start[- ]?up time|\bwake\b|wake[- ]up|ready to accept|wait before|conditioning period|burn-in|\baging\b|"
        r"initiali[sz](?:e|es|ation|ing)\b|stabili[sz](?:ation|e|es) time|time to (?:stabili[sz]e|settle|become ready|be ready)|boot(?:[- ]?up)? time|"
        r"\bboots?\b(?!\s*(?:loader|mode|pin|strap))|\bbooting\b|boot[- ]?up\b|power[- ]?(?:up|on) (?:delay|time)|how long[^.?]{0,40}\b(?:stabili[sz]e|ready after|until (?:it'?s|it is) (?:fully )?(?:ready|recovered)|after (?:power|switch\w* on|turn\w* on|reset|v(?:cc|dd)|the supply))|"
        # back from a low-power state, or until it answers at all: "coming out of power-down
        # mode", "full recovery from sleep", "before it answers i2c"
        r"\bcoming out of (?:power[- ]?down|sleep|shutdown|standby)\b|\brecovery from\b|before it answers\b",
        "warm_up_time",
    ),
    (
        r"\bip\b(?: \(ingress protection\))? rating|ingress protection|water[- ]?proof|dust[- ]?proof|"
        r"water[- ]?(?:resistant|tight)|splash[- ]?(?:proof|resistant)|weather[- ]?proof|dust[- ]?tight|\bip ?code\b|\bip ?[0-9x]{2}\b|"
        r"sealed against|(?:water|dust|moisture) ingress|\bip (?:class|grade|code|protection)\b",
        "ip_rating",
    ),
    (
        r"frequency band|center frequency|operating channels|\brf band|(?:which|what) (?:frequency )?bands?\b|"
        r"\bism band|(?:radio|rf|carrier|channel) frequenc(?:y|ies)|"
        r"what frequency does[^.?]{0,30}\b(?:transmit|operate|radio|work|use)\w*|"
        r"operat\w* frequenc(?:y|ies)(?=[^?]*\b(?:rf|radio|ble|bluetooth|wi-?fi|lora|wireless|transceiver)\b)|"
        # a radio tunes over, operates on, covers frequencies
        r"frequenc(?:y|ies)(?: range| band)?[^.?]{0,40}\b(?:tune[sd]?|tuning|tunable|transmit\w*|cover\w*|"
        r"(?:operate[sd]?|operating|work\w*|run\w*) (?:on|in|over|across))\b|"
        r"\btun(?:e|es|ed|ing|able)\b[^.?]{0,30}\bfrequenc(?:y|ies)|tuning range",
        "frequency_band",
    ),
    (
        r"type of (?:output )?signal|output signal(?! voltage| range| swing| span| var)|signal type|(?:kind|type|sort|form) of (?:output )?signal|signal form|"
        r"(?:what|which) (?:kind|type|sort|form) of output|output type|analog or digital|digital or analog|"
        # "what outputs does the X have - digital, analog?"
        r"\b(?:what|which) outputs (?:does|do|has|have)\b|"
        # "is the output open-drain or push-pull", "a PWM signal or a voltage"
        r"\boutputs?\b[^.?]{0,20}\b(?:an? )?(?:open[- ]drain|push[- ]pull|pwm|analog|digital|ttl|frequency|pulse|voltage|current)\b"
        r"[^.?]{0,20}\bor (?:an? )?(?:open[- ]drain|push[- ]pull|pwm|analog|digital|ttl|frequency|pulse|voltage|current)\b|"
        r"\b(?:analog|digital|pwm|ttl|open[- ]drain|push[- ]pull|frequency|pulse)\b(?: voltage| signal| output)? or (?:an? )?"
        r"(?:analog|digital|pwm|ttl|open[- ]drain|push[- ]pull|frequency|pulse|voltage|current)\b|"
        + PIN_STAGE_ASKED,
        "output_signal_type",
    ),
    (
        r"(?:serial |digital |communication )?interfaces?(?! rail| voltage| domain| supply| watchdog| time-?out| timing)|communicat\w+(?! range| distance)|\bprotocol\b|"
        r"(?:what|which) bus\b|how do (?:i|you) (?:talk|connect) to|\b(?:i2c|spi|uart|1-wire) or (?:an? )?(?:i2c|spi|uart|1-wire)\b|how do (?:i|you) talk to",
        "interface",
    ),
    (
        r"package(?: types?)?|\bfootprints?\b|case (?:style|type|outline)|\bhousing\b|through[- ]hole|surface[- ]mount|\bsmd\b",
        "package",
    ),
    (
        r"manufacturer|who (?:makes|made|produces|manufactures|builds|designs)|which company|\bvendor\b|made by|\bbrand\b|"
        # ("the maker", "maker of", "chip maker"; a "mist maker board" names the part's kind)
        r"\b(?:the|its|which|whose) (?:chip ?)?makers?\b|\bmakers? of\b|\bchip ?makers?\b|"
        r"\bcompany\b|\bfirm\b",
        "manufacturer",
    ),
    (
        r"(?:orderable |available )?part numbers?|ordering (?:codes?|options)|order(?:ing)? codes?|"
        r"orderable (?:variants|versions|models|options|parts)|"
        r"(?:which|what) (?:\w+ )?(?:versions|variants|models) (?:are|does|is|exist|can)|available (?:versions|variants|models)|"
        # the family's members asked as such: variants to buy, suffixes to order, models in a series
        r"(?:what|which) (?:other |different )?(?:[\w-]+ ){0,2}(?:variants|versions|models|suffixes|members|options)\b"
        r"(?=[^.?]*\b(?:buy|order\w*|offered|available|exist|family|series|listed|sold|come in)\b)|"
        r"(?:different|other) (?:models|variants|versions|members)",
        "part_numbers",
    ),
    (
        r"wireless (?:protocol|standard)s?|radio standards?|\b(?:bluetooth|ble|wi-?fi) (?:version|standard)s?|"
        r"which (?:radio|wireless)\b|what radio\b|"
        r"\b(?:wi-?fi|bluetooth|ble|lora|zigbee|thread|gsm|lte|nb-iot)\b or (?:an? )?(?:wi-?fi|bluetooth|ble|lora|zigbee|thread|gsm|lte|nb-iot)\b|"
        r"does it (?:do|have|support|speak) (?:wi-?fi|bluetooth|ble|lora|zigbee)\b|(?:bluetooth|ble|wi-?fi|lora|zigbee)\b(?: le)?[^.?]{0,20}\bwhich (?:version|standard)s?\b|wireless connectivity|(?:which|what) 802\.11\w*|\b802\.11\w* (?:modes|standards|protocols|versions)",
        "wireless_protocol",
    ),
    # the input a part is operated from, not an analog span: "the recommended input voltage range"
    (
        r"(?:recommended|operating|allowed|allowable) (?:operating )?input (?:supply )?voltage(?: range)?|"
        # a bus that powers its slaves: "the M-Bus bus voltage", "KNX bus voltage"
        r"\b(?:m-?bus|meter-?bus|knx|dali|io-link|loop)\s+(?:bus\s+)?voltage\b|"
        # a level of the supply itself: "the UVLO start threshold", "brown-out level"
        r"\b(?:uvlo|lock-?out|brown-?out|power-on-reset|por|write inhibit)(?: \w+)? (?:threshold|level|trips?|kicks? in)\b",
        "supply_voltage",
    ),
    (
        r"full[- ]scale[^.?]{0,30}input|input voltage range|analog input range|shunt input range|"
        r"adc (?:input )?range|range of the adc|voltage[^.?]{0,20}\bcan the adc (?:measure|read|accept)|"
        # an analog input's span, however named
        r"(?:differential|common[- ]mode) (?:input )?(?:voltage )?range|common[- ]mode (?:input )?voltage|full[- ]scale input (?:voltage )?range|input signal range|"
        r"(?:span|range) of (?:the )?input(?: voltage| signal)?|(?:range|signal)[^.?]{0,30}\banalog inputs?\b|"
        r"analog inputs?\b[^.?]{0,30}\b(?:range|accept\w*|measure|handle|take)\b|"
        r"input voltage[^.?]{0,30}\b(?:digiti[sz]e|convert)\w*|\bshunt (?:voltage |input )?range",
        "analog_input_range",
    ),
    (
        r"measur\w* range|detection range|sensing range|full[- ]scale (?:[a-z]+ ){0,2}range|range[^.?]{0,25}\bmeasure\b|measure[^.?]{0,30}\brange|output ranges?|over what (?!voltage|supply)[a-z]+ range|range of [a-z ]+ can [^.?]{0,30}sense|"
        r"how far(?: away| off| out)?[^.?]{0,40}\b(?:detect|sense|see|measure|reach|trigger|pick up|notice)\w*|"
        r"(?:detection|sensing|detecting|measuring|ranging) (?:distance|reach)|"
        r"(?:over|at|up to) what distance\b[^.?]{0,40}\b(?:detect|sense|see|measure|reach|trigger)\w*|"
        r"(?:max(?:imum)?|min(?:imum)?|longest|shortest) (?:detection |sensing |measur\w* |ranging )?distance|"
        r"how (?:high|low|much|heavy|hot|cold|strong|bright|far)[^.?]{0,30}\bcan (?:it|they|the \S+) (?:measure|sense|read|detect|register)\b|"
        r"measures? (?:up to|from|between)\b|"
        # a span covered, a widest range read, the lowest and highest readings
        r"(?:span|range) of [a-z %]+ (?:does|can|will) (?:it|the \S+) (?:cover|measure|read|sense)|"
        r"(?:widest|largest|full|whole|entire|total) (?:\w+ )?range\b[^.?]{0,25}\b(?:read|measure|sense|detect|report|cover)\w*|"
        r"(?:lowest|highest|min\w*|max\w*) and (?:the )?(?:lowest|highest|min\w*|max\w*) (?:readings?|values?|measurements?)",
        "measurement_range",
    ),
    # a signal output's voltage (sensor, DAC), not a regulator's power output
    (
        r"analog(?:ue)? (?:signal )?out(?:put)?(?: pins?| signal)? (?:voltage|range|swing|span|levels?)|"
        r"(?:voltages?|volts)\b[^.?]{0,40}\banalog(?:ue)? (?:signal )?(?:out(?:put)?|pin)\b|"
        r"analog(?:ue)? (?:signal )?out(?:put)?\b[^.?]{0,30}\b(?:voltage|volts|span|swing|range|cover|between)\b|"
        r"\baout\b|(?:signal|sensor) output voltage|output signal (?:voltage|range|swing|span|var\w*)|"
        r"voltage range[^.?]{0,30}\boutput signal\b|output (?:voltage )?swing",
        "analog_output_voltage",
    ),
    (
        r"(?:analog |signal |quiescent |zero-current )?output voltage|\bvout\b|output (?:is|be) set|"
        r"regulat(?:e|ed|es|ing) (?:output )?(?:voltage|to)\b|regulated output|"
        # a charger's output is the voltage it charges the cell to
        r"regulated (?:battery|charge|cell) voltage|\b(?:charge|float|termination|charging) voltage|"
        r"\bbattery regulation voltage|"
        # "what voltage does it charge a cell to?", "charges the battery up to what voltage?"
        r"\bvoltage\b[^.?]{0,30}\bcharges? (?:a |the |one |my )?(?:cells?|batter(?:y|ies)|packs?)? ?(?:up )?to\b|"
        r"what voltage does (?:it|the \S+) (?:output|put out|deliver|provide|give|produce)\b|"
        # the power output asked by where the volts appear
        r"voltage (?:comes?|coming) out|voltage (?:is )?(?:available )?(?:at|on) (?:the |its )?output\b|"
        r"(?:nominal|fixed|rated|set) output\b(?! current| power)",
        "output_voltage",
    ),
    (
        r"supply voltages?|operating voltage|working voltage|power[- ]supply(?: voltage)?(?! regulator)|supply \(\w+\) voltage|supply range|input (?:supply )?voltage|heater voltage|loop voltage|circuit voltage|pack voltage|excitation voltage|\bvdd\b|\bvcc\b|\bvin\b|\bvh\b|\bvc\b|\bvs\b(?! [a-z]*\d)|"
        # a module fed from its battery pin asks that pin's range ("what VBAT range ..."); a
        # mains-powered controller's supply is the mains
        r"\bvbat (?:range|window|supply)\b|\bmains (?:supply )?voltage\b|"
        r"supply (?:pin|rail|window)s?|(?:input |supply |operating )?voltage window|"
        r"what voltages?[^.?]{0,30}\b(?:run|runs|operate|operates|work|works|power|powered|need|needs|require|requires|accept|accepts|want|wants)\b|"
        r"\b(?:run|runs|operate|operates|work|works) (?:on|from|off|at) what voltage|"
        r"voltage (?:does|can|should) (?:it|the \S+|i) (?:run|operate|work|be powered|power)|"
        # informal asks for the operating supply: rails, feeding, the voltage it works at
        r"(?:what|which) (?:supply |power )?rails?\b|(?:what|which|how much) voltage[^.?]{0,40}\b(?:need|needs|require|requires|feed|want|wants)\b|"
        r"voltage (?:it|the \S+) (?:will |can |would )?(?:still )?(?:work|operate|run|function|start)|"
        r"voltage range[^.?]{0,30}\b(?:be )?powered|battery voltage|"
        r"(?:lowest|highest|minimum|maximum|min\.?|max\.?|allowed|recommended|operating) supply(?: voltages?)?\b(?! current)",
        "supply_voltage",
    ),
    # a bare "supply" ("the abs max of the supply") names the supply voltage when nothing
    # more specific does
    (r"\b(?:the |its |main )supply\b(?! current| pin current)", "supply_voltage"),
]

FIELD_PATTERNS = [(re.compile(p), f) for p, f in FIELD_LEXICON]

ABS_MAX = re.compile(ABS, re.I)

# words that make a voltage question a damage limit: "what voltage on VCC will destroy it"
DAMAGE_RE = re.compile(rf"\b{DAMAGE}")


# quantity words, for fields that need a quantity
QUANTITY_WORDS: list[tuple[str, str]] = [
    (r"humidity|%\s?rh\b|\brh\b", "relative_humidity"),
    (r"pressure|hpa\b|\bpa\b", "pressure"),
    (r"distance|ranging|\bcm\b|\bfar\b|\bmet(?:er|re)s?\b", "distance"),
    (r"acceler|\bafs_sel\b|\bg\b", "acceleration"),
    (r"gyro|angular|\bfs_sel\b|°/s|\bdps\b", "angular_rate"),
    (r"illuminance|\blux\b|\blx\b|light", "illuminance"),
    (
        r"\bgas\b|ppm|ppb|eco2|tvoc|propane|concentration|\bco2\b|smoke|lpg|methane",
        "gas_concentration",
    ),
    (r"temperature|thermo|cold-junction|°c", "temperature"),
    (r"\bflow\b", "flow_rate"),
    (r"weight|load cell|\bkg\b", "weight"),
    (r"magnet|compass|gauss|tesla", "magnetic_field"),
    # a clock's frequency, whose tolerance is in % or ppm ("internal oscillator tolerance")
    (
        r"oscillat|crystal|\bxtal\b|\bclock (?:frequency|source|accuracy|tolerance|drift)|"
        r"\bfrequency (?:tolerance|accuracy|stability|drift|shift|deviation|variation|error)",
        "frequency",
    ),
    (r"current\b|\bamps?\b|\b\d+ ?a\b", "current"),
    (r"bus voltage|voltage|\badc\b|analog-to-digital|converter", "voltage"),
]

QUANTITY_PATTERNS = [(re.compile(p), q) for p, q in QUANTITY_WORDS]

# Phrases too loose to trust next to a named field; read only when nothing else matched.
# "Can it be used outdoors down to -30 °C?" asks the operating temperature range.
FALLBACK_LEXICON: list[tuple[str, str]] = [
    (
        r"\b(?:use|used|work|works|working|operate|operates|operating|run|runs|function|functions)\b"
        r"[^.?]{0,40}\b(?:down to|up to|at|below|above|in|to|as (?:cold|hot) as) [-+]?\d+(?:\.\d+)? ?°? ?c\b",
        "operating_temperature",
    ),
    (
        # "what voltage range comes out of the AO pin?", "what voltage does AOUT give?": the
        # signal an analog output pin puts out
        r"\bvoltages?\b(?: range| swing)?[^.?]{0,40}\b(?:ao|aout|analog out(?:put)?)\b(?: pin)?|"
        r"\b(?:ao|aout|analog out(?:put)?)\b(?: pin)?[^.?]{0,25}\bvoltages?\b",
        "analog_output_voltage",
    ),
]

FALLBACK_PATTERNS = [(re.compile(p), f) for p, f in FALLBACK_LEXICON]


def phrasings_of(field: str) -> list[str]:
    """The lexicon's patterns that ask for ``field`` (alone or with a partner field), in
    priority order, the loose fallback phrases last. What else the field is (its dimension,
    sections, groups, rules) is in the field registry, :mod:`specproof.fields`."""
    return [p for p, f in (*FIELD_LEXICON, *FALLBACK_LEXICON) if field in f.split("+")]
