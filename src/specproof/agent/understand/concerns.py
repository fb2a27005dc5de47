"""Concerns a compatibility question can raise beyond voltages, levels, buses and currents.

Each entry names the concern, the words that raise it, and the rule whose passing check
settles it (``None``: no rule family decides it from datasheet facts). A question raising a
concern whose check did not pass is never called compatible: the facts the rules checked
are at best a part of it ("is the switcher's output clean enough?", "is this power-up
order allowed?", "is the unpowered part fine on the live bus?"). A new concern is one
entry here; a concern that gets a rule names that rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Concern:
    name: str
    words: re.Pattern[str]
    settled_by: str | None = None  # the prefix of the rule that settles it, if any
    # rules whose failure does not stand once the concern is raised: one part's current
    # rating says nothing of two parts in parallel
    voids: tuple[str, ...] = ()
    # raised by the question only: a sheet's row saying it ("decouple with 100 nF") is the
    # sheet's advice, no requirement the build's wiring is known to miss
    question_only: bool = False


def _concern(
    name: str,
    words: str,
    settled_by: str | None = None,
    voids: tuple[str, ...] = (),
    question_only: bool = False,
) -> Concern:
    return Concern(name, re.compile(words, re.IGNORECASE), settled_by, voids, question_only)


# a bus's lines wired to a board with nothing between: "the spi pins wired straight"
BUS_PINS_STRAIGHT = (
    r"\b(?:spi|i2c|i²c|uart|serial|signal|data|logic)\s+(?:pins?|lines?|wires?)\s+(?:are\s+)?"
    r"(?:wired|hooked(?: up)?|connected|going|tied)\s+(?:straight|directly)\b"
)


CONCERNS: tuple[Concern, ...] = (
    # ("will the display multiplexing on the same rail degrade the ADC's readings?": one
    # part disturbing another's measurement through a shared rail or bus)
    _concern(
        "supply ripple or noise",
        r"\bripple\b|\bnois[ey]\b|\bclean enough\b|\binterfer\w*|\bcross[- ]?talk\b|\bdegrad\w*|"
        r"\b(?:affect|disturb|upset|corrupt)\w*\b[^.?]{0,30}\b(?:readings?|accuracy|measurements?|"
        r"conversions?|results?)\b",
    ),
    # "will i get 1 km line of sight between two of these?": a radio link's reach, which
    # depends on antennas and terrain no sheet's range check settles
    _concern(
        "radio range",
        r"\bline[- ]of[- ]sight\b|\b\d+(?:\.\d+)?\s*(?:km|kilomet\w+|miles?)\b|"
        r"\b(?:range|reach|distance)\s+of\s+\d+(?:\.\d+)?\s*m\b|"
        r"\bhow far\b[^.?]{0,40}\b(?:reach|transmit|send|talk|link|communicat\w*)\b",
    ),
    # "will the converter drop into its power save mode at that light load?": a mode the part
    # enters on its own, which no range check settles
    _concern(
        "a light-load mode",
        r"\b(?:drop|go|enter|switch|fall|slip)\w*\s+(?:in)?to\s+(?:its\s+|the\s+|a\s+)?"
        r"(?:power[- ]sav\w*|pfm|pulse[- ]skip\w*|burst|eco|light[- ]load)\s+mode\b|"
        r"\bpower[- ]save mode\b|\bpfm mode\b",
    ),
    _concern(
        "power sequencing",
        r"\bsequenc\w*|\bpower[- ]?(?:up|on) (?:order|sequence)|"
        r"\b(?:comes?|powers?|ramps?) up\b[^.?]{0,40}\bbefore\b",
    ),
    _concern(
        "an unpowered part",
        # "powered off an ams1117" is powered *from* it: a source follows, not a state
        r"\bunpowered\b|\bswitched off\b|\bpowered down\b|\bwithout power\b|"
        r"\bpowered off\b(?!\s+(?:an?|the|my|its|of|from|this|that|one)\b|\s+\w*\d)|"
        r"\bback[- ]?power\w*|\b(?:vcc|vdd|vs|supply) (?:is )?(?:switched |turned )?off\b",
    ),
    _concern(
        "transients",
        r"\bhot[- ]?plug\w*|\bovershoot\w*|\binrush\b|\bsurges?\b|\btransients?\b|\bload[- ]dump\b|"
        r"\bspikes?\b|\bringing\b",
    ),
    _concern("ESD", r"\besd\b|\belectrostatic\b"),
    # "for a whole year on one set of batteries", "how long will the pack last": a battery
    # life asks for an energy budget over time, which no range check settles
    _concern(
        "battery life",
        r"\bbattery life\b|\bfor (?:a |one )?(?:whole |full )?(?:year|month|week)s?\b|"
        r"\bhow long\b[^.?]{0,40}\b(?:last|run)\b|\blasts?\b[^.?]{0,30}\b(?:days|weeks|months|years)\b|"
        r"\bon one (?:set of )?(?:batter(?:y|ies)|charge|cell)\b",
    ),
    # "pull the SD pin low enough", "will RST see a valid high?": only a level check decides
    _concern(
        "signal levels",
        r"\b(?:low|high) enough\b|\bvalid (?:logic )?(?:high|low)\b|\blevels? (?:ok|okay|fine)\b|"
        # "will the sensor see the high?", "does it register a low?"
        r"\b(?:see|detect|register|recogni[sz]e|catch)s?\s+(?:the|a|that|its)\s+(?:logic\s+)?"
        r"(?:high|low)s?\b|"
        # "wired straight to a 5v uno, no level shifter": the levels are the question (parts
        # on one rail share their levels)
        r"^(?!.*\bsame\b[^?]{0,25}\b(?:rail|supply)\b).*\b(?:no|without)\s+(?:a\s+|any\s+)?"
        r"level[- ]?(?:shifter|converter|translator|shifting)s?\b",
        settled_by="signal.",
    ),
    # "the pulse wire straight into an ESP32 GPIO", "DO to an interrupt pin": one part's
    # output on another's input pin, which only a level check settles, whatever the rails
    _concern(
        "a signal on a host pin",
        r"\b(?:into|to|on)\s+(?:an?\s+|the\s+|my\s+|its\s+)?(?:[\w.-]+\s+){0,2}"
        r"(?:gpios?|interrupt pins?|digital (?:input|pin)s?|input pins?|i/?o pins?)\b|"
        # "one Q output straight to the TRIG pin of an X": an output on another's named pin
        # (a supply pin, "to the VIN pin", "to its 5v pin", is fed, not driven)
        r"\boutputs?\b[^.?;]{0,30}\b(?:into|to)\s+(?:the|its|an?)\s+"
        r"(?!(?:v\w*|\d\S*|gnd|bat\w*|power|supply|charge|load)\s)[a-z][\w/]*\s+(?:pin|input)\b|"
        # "uno tx wired straight to the module's rxd": a board's serial pin on the part's
        r"\b(?:uno|arduino|nano|mega|esp32|esp8266|pico|pi)(?:['’]s)?\s+(?:tx|txd|sda|scl|mosi|sck)\b"
        # ("... on a 5v uno, the spi pins wired straight?": a bus's lines on the board's pins)
        r"[^.?;]{0,40}\bto\b|" + BUS_PINS_STRAIGHT,
        settled_by="signal.",
    ),
    _concern(
        "cable length",
        # (a cable named by its kind is the product, not a length: "a 3v3 ttl cable")
        r"\b(?<!ttl )(?<!usb )(?<!uart )(?<!ftdi )(?<!serial )(?<!programming )cables?\b|\bribbon\b|\b\d+(?:\.\d+)?\s*m (?:of )?(?:wire|cable)\b|long wires?",
        settled_by="prose.length",
    ),
    # "will the screw terminals take 2.5 mm² wire?": a terminal's wire range, in words (or
    # a drawing) no rule compares
    _concern(
        "wire size",
        r"\b\d+(?:\.\d+)?\s*(?:mm2|mm²|sq\.?\s?mm)\b|\b\d+\s*awg\b|\bwire (?:gauge|size)\b",
    ),
    # "maybe 200 pF per line": a timing limit holds at the load its table states
    _concern(
        "line capacitance",
        r"\b\d+(?:\.\d+)?\s*p\s?f\s+(?:per|on|of|each|for)\s+(?:the\s+|each\s+)?"
        r"(?:lines?|wires?|traces?|bus|signals?)\b|\b(?:bus|line|cable) capacitance\b",
    ),
    _concern(
        "thermal dissipation",
        r"\bdissipat\w*|\bheat ?sink\w*|\bthermal\w*|\boverheat\w*|\btoo hot\b|"
        r"\bjunction temperature\b|\bover-?temperature\b|\b(?:without|no) (?:any )?air ?flow\b|"
        # "a plain X without a fan": the cooling it is run with, stated absent
        r"\b(?:without|no) (?:an? |any )?(?:fan|cooling|heat ?sink)\b|"
        r"\bsealed (?:\w+ )?(?:box|enclosure|case|housing)\b",
        settled_by="power.mounted_",
    ),
    _concern("clock stretching", r"\bclock[- ]stretch\w*"),
    _concern(
        "sampling speed",
        r"\bfast enough to (?:catch|capture|see|follow|track|resolve|measure)\b|"
        r"\b(?:catch|capture|miss)\w* (?:the |its |short |fast )*(?:peaks?|spikes?|pulses?|bursts?)\b",
    ),
    _concern("power-on ramp", r"\bramps?\b|\brise time\b|\bslew\b"),
    # "can the ADC read the sensor directly?": the sensor's output against the ADC's input
    # range, whatever the supplies
    _concern(
        "an analog signal into an ADC",
        r"\badc\b[^.?]{0,40}\b(?:read|measure|sample)\w*|"
        r"\b(?:read|measur|sampl)\w*\b[^.?]{0,60}\b(?:with|on|into|by) (?:the |an? |my )?(?:[\w']+ )?adc\b|"
        # "the envelope output straight into an ESP32 ADC pin"
        r"\b(?:outputs?|signal|out|ao|aout)\b[^.?]{0,40}\binto\b[^.?]{0,30}\badc\b|"
        # "can the X measure the Y output over its whole swing?": a converter named by its
        # part number reading another part's output
        r"\b(?:read|measur|sampl|digiti[sz])\w*\b[^.?]{0,60}\b(?:outputs?|swing)\b|"
        r"\b(?:whole|full|entire) (?:output )?(?:swing|span)\b",
        settled_by="analog.",
    ),
    # "with a J-type thermocouple", "a PT1000 probe": which sensing element the part reads
    # is stated (if at all) in words no rule compares
    _concern(
        "sensing element type",
        r"\b[jktenrsb][- ]type\s+(?:thermocouple|probe|sensor)|\bthermocouple\s+type\s+[jktenrsb]\b|"
        r"\bpt\s?(?:100|500|1000)\b",
    ),
    # "mounted outdoors with no housing", "in the rain": exposure the operating ranges do
    # not cover (a sheet speaks of it, if at all, in words no rule compares); with a
    # temperature stated, "an outdoor box at -30 °C" asks about that temperature
    _concern(
        "outdoor exposure",
        r"^(?!.*\d\s?°?\s?c\b).*?(?:\boutdoors?\b|\bno (?:housing|enclosure)\b|"
        r"\bwithout (?:a |any )?(?:housing|enclosure)\b|\bin the rain\b|\brained on\b|\brain hits\b|\bdirect sun(?:light)?\b|"
        # "will it survive spray and rain?", "on a boat deck"
        r"\b(?:survive|withstand|handle|resist|take|exposed to)\s+(?:the\s+)?(?:\w+\s+(?:and|or)\s+)?"
        r"(?:spray|rain|splash\w*|water|moisture|condensation|dust)\b|\bboat\b|\bmarine\b)",
    ),
    # "good enough for 44.1 khz audio with under 0.01 % thd": the fidelity of a signal path
    # (distortion, signal-to-noise, jitter), which no supply or bus check settles
    _concern(
        "signal fidelity",
        r"\bthd\b|\bdistortion\b|\bsinad\b|\bsnr\b|\bsignal[- ]to[- ]noise\b|\bjitter\b|"
        r"\bhi[- ]?fi\b|\baudio (?:quality|output|playback|grade)\b|\bdynamic range\b",
    ),
    # "in a dusty engine bay with oil mist around": what settles on or eats the board, which
    # no operating range states
    _concern(
        "contaminants",
        r"\bdust(?:y)?\b|\boil (?:mist|spray|splash\w*|vapou?r)\b|\bcorrosive\b|"
        r"\bsalt (?:spray|air|fog|water)\b|\bfumes\b|\bchemical vapou?rs?\b",
    ),
    # "in an outdoor box at -30c with condensing humidity": water condensing on the board,
    # which an operating range rated "non-condensing" (or silent on it) does not cover
    _concern(
        "condensation",
        r"(?<!non-)(?<!non )(?<!no )\bcondens(?:ing|ation|es)\b|\bdew\b|\bdripping\b",
    ),
    # "when 1 ppm of toluene is also in the air", "cross-sensitivity to ethanol": how a gas
    # sensor answers another gas, which no range or accuracy row of the target gas settles
    _concern(
        "another gas present",
        r"cross[- ]?sensitiv\w*|\binterfer\w*\s+gas\w*|"
        r"\b(?:is|are)\s+also\s+(?:in\s+the\s+air|present)\b",
    ),
    # "will it get a fix indoors?", "reception through two walls": how well a radio receives
    # where it is put, which no supply or interface check settles
    _concern(
        "radio reception",
        r"\bget (?:a |any )?(?:gps )?fix\b|\b(?:gps|satellite|signal) reception\b|"
        r"\bthrough (?:\w+ )?(?:walls?|floors?|concrete)\b|\bsignal strength\b",
    ),
    # "at full volume", "full brightness, all dots on": the part's heaviest draw, which a
    # supply range does not settle (a current check of the supply does)
    _concern(
        "full output",
        r"\bfull (?:volume|power|brightness|throttle|blast)\b|\bmax(?:imum)? (?:volume|brightness)\b|"
        r"\ball (?:dots|leds|pixels|segments) (?:on|lit)\b",
        settled_by="power.output_current_covers",
    ),
    # "can the coin cell deliver the tx bursts without browning out?": what the source gives
    # at the part's current peaks, which a supply range does not settle (a current check of
    # the source does)
    _concern(
        "current peaks from the source",
        r"\bbrown(?:s|ing|ed)?[- ]?outs?\b|\b(?:deliver|supply|source|handle|provide|give|"
        r"cope with|keep up with)\b[^.?]{0,40}\b(?:current |tx |transmit )?(?:peaks?|bursts?|"
        r"surges?)\b"
        # "will the cell cope?", "can the battery keep up?": a cell asked what it gives
        r"|\b(?:cells?|batter(?:y|ies)|cr\d{4})\b[^.?]{0,20}\b(?:cope|manage|keep up)\b",
        settled_by="power.output_current_covers",
    ),
    # "enough current for the led?": a load no sheet here states, so no current check of
    # the parts covers it
    _concern(
        "load without a datasheet",
        r"\benough (?:current|power|amps|juice)\b[^.?]{0,15}\bfor (?:the |its |my |an? )?"
        r"(?:(?:white|status|on-?board|ir|uv|rgb|indicator)\s+)?(?:leds?|backlight|lamp|heater|motor|fan|pump|buzzer|speaker|strip)\b|"
        # "enough to run A, B and a small TFT display", "four of my hobby servos": a load
        # named by its kind, whose draw no sheet here states
        r"\benough to (?:run|power|drive|feed|supply)\b[^.?]{0,80}\b(?:displays?|servos?|motors?|"
        r"fans?|pumps?|led strips?|leds?|lamps?|heaters?|buzzers?|speakers?|solenoids?)\b",
    ),
    # "a 4.35 V LiHV cell charged to 4.35 V": a protector's or charger's detection thresholds
    # against the cell's end-of-charge voltage, which no supply range settles
    _concern(
        "cell charge thresholds",
        r"\blihv\b|\bcharged to\b|\bovercharg\w*|\bover-?discharg\w*",
    ),
    # "will it stay within ±10 % for five years?": drift over a service life, which a sheet
    # states (if at all) as a long-term stability figure no rule compares
    _concern(
        "long-term stability",
        r"\b(?:for|over|after|in) (?:the next )?(?:\d+|one|two|three|four|five|ten|several|many) "
        r"years?\b|\blong[- ]term\b|\blifetime\b|\bservice life\b|\bdrift\w*|"
        r"\bwithout re-?calibrat\w*|\bag(?:e)?ing\b",
    ),
    # "does the flash's 20-year data retention hold at 85 °C?", "how many write cycles": a
    # memory's retention and endurance, stated (if at all) per temperature in words no rule
    # compares
    _concern(
        "data retention",
        r"\bdata[- ]retention\b|\bretain\w* (?:its |the |my )?data\b|"
        r"\b(?:write|erase|program)(?:/erase)? (?:cycles?|endurance)\b|\bendurance\b",
    ),
    # "a 0.5 SLPM flow of CO2", "a level of diesel": a sensor's range and accuracy hold for
    # the medium it is calibrated for, which no range comparison settles
    _concern(
        "measured medium",
        r"\b(?:flow|stream|level|pressure)\s+of\s+"
        r"(?!(?:air|the|an?|about|around|up|over|under|at|less|more|only)\b|\d)[a-z]|"
        # "readings in salty coastal soil", "in brackish water": what the reading is taken in
        r"\b(?:salty|saline|brackish|acidic|alkaline|clay|sandy|peaty|frozen|conductive)\s+"
        r"(?:\w+\s+)?(?:soil|water|ground|mud|substrate)\b",
    ),
    # "fresh out of the box", "in its default firmware": which option a part ships set to
    # decides which of its per-option rows holds, and no range comparison says which
    _concern(
        "default setting",
        r"\bout of the box\b|\bas shipped\b|\bfactory (?:default|setting|config)\w*|"
        r"\bdefault (?:firmware|settings?|config\w*|mode|option)\b|\bunconfigured\b",
    ),
    # "will USB 2.0 pass the eye diagram test through it?", "is it UL listed?": a compliance
    # test or an approval, which a sheet states (if at all) in words no rule compares
    _concern(
        "compliance or approval",
        r"\bpass(?:es)? (?:the |an? |its )?(?:[\w.-]+ ){0,4}(?:tests?|compliance|certification)\b|"
        r"\beye[- ]diagram\b|\bcertif\w*|\b(?:ul|cul|ce|fcc|atex|iecex|vde)[- ]?"
        r"(?:listed|approved|approval|recogni[sz]ed|marked|certified)\b|\baec-q\d+|\bcompliant\b|"
        r"\bcompliance\b|\bhomologat\w*|"
        # a hazardous area: "in an atex zone 2 area", "explosive atmosphere", "class I div 2"
        r"\batex\b|\biecex\b|\bhazardous (?:area|location)s?\b|\bexplosive atmospheres?\b|"
        r"\bintrinsically safe\b|\bclass i,? div(?:ision)?\.? ?[12]\b",
    ),
    # "charge my li-ion cell in the garage at -5 °C": a lithium cell's own charge temperature
    # window (often 0..45 °C), which the charger's operating range does not state
    _concern(
        "charging in the cold",
        r"\bcharg\w*\b[^.?]{0,60}(?:(?<![\w.])-\s?\d+(?:\.\d+)?\s*°?\s*c\b|\bbelow (?:zero|freezing|0)\b|\bfreez\w*)|"
        r"(?:(?<![\w.])-\s?\d+(?:\.\d+)?\s*°?\s*c\b|\bbelow (?:zero|freezing|0)\b|\bfreez\w*)[^.?]{0,60}\bcharg\w*\b",
    ),
    # "protecting a laminated glass door", "an aluminium target", "through a wooden wall":
    # the material the part acts on or through, which its ranges do not cover
    _concern(
        "target material",
        r"\b(?:laminated|tempered|toughened|wired|armou?red|safety|double[- ]glazed)\s+(?:glass|window|pane)|"
        r"\b(?:aluminium|aluminum|brass|copper|stainless(?: steel)?|non-ferrous)\s+"
        r"(?:targets?|objects?|parts?|plates?)\b|"
        r"\bthrough (?:a |an |the )?(?:\w+ )?(?:walls?|glass|windows?|wood\w*|concrete|metal|plastic)\b",
    ),
    # "four units side by side in a 52 °C cabinet": sheets narrow their ranges for parts
    # mounted close together, in notes no rule reads
    _concern(
        "mounting arrangement",
        r"\bside[- ]by[- ]side\b|\bclose(?:ly)?[- ]mount\w*|\bgang(?:ed)?[- ]mount\w*|\bstacked\b|"
        r"\bdensely (?:packed|mounted)\b|\bwithout (?:any )?(?:gap|spacing)\b",
    ),
    # "an AMS1117 in SOT-223 delivering 0.5 A continuously from 12 V": the heat a linear
    # part dissipates in its package, which no current or voltage range settles
    _concern(
        "power dissipation",
        r"^(?=.*\b(?:sot-?223|sot-?23(?:-\d)?|to-?92|to-?220|d-?pak|sot-?89|sc-?70)\b)"
        r"(?=.*\bcontinuous\w*)|\bdissipat\w*|\bheat ?sinks?\b|\boverheat\w*|"
        r"\b(?:get|run|become)s? too hot\b",
        settled_by="power.mounted_",
    ),
    # "will it still read within ±10 µg/m³ at 50 °C?": an accuracy the sheet states (if at
    # all) at its own test conditions, which no range comparison carries to the build's
    _concern(
        "measurement accuracy",
        r"\bwithin\s*(?:the\s+|its\s+)?(?:±|\+/-|\+-|plus or minus)\s*\d|\bstill (?:be |read |reads? )?accurate\w*|"
        # "measure water content to within 3 %", "accurate to 0.5 °C"
        r"\bto within\s+(?:about\s+)?\d|\baccurate to\s+(?:about\s+|±\s*)?\d|"
        r"\b(?:keep|hold|lose|retain)s?\s+(?:its\s+)?(?:rated\s+|stated\s+)?accuracy\b",
    ),
    # "will the fan last 5 years of continuous running at 60 °C?": a service life, which a
    # sheet states (if at all) at its own temperature and duty, in words no rule compares
    _concern(
        "service life",
        r"\blasts?\s+(?:for\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many)"
        r"\s+(?:years?|months?)\b|\blife\s?(?:expectancy|span)\b|\bmtbf\b|\bwears? out\b|"
        # "survive 50,000 switching cycles": a relay's electrical or mechanical endurance;
        # "last 10 million partial refreshes", "100k erase cycles": a display's or a memory's
        r"\b\d[\d,.]*\s*(?:k|m|thousand|million|billion)?\s*(?:(?:switching|write|erase|program|"
        r"partial|full)\s+)?(?:cycles|operations|refreshes|writes|erases)\b|\bendurance\b|"
        r"\b(?:electrical|mechanical)\s+life\b",
    ),
    # "will the X transmit at +22 dBm from 3.0 V?": a radio's output power at the build's
    # supply, which a sheet ties to the supply (if at all) in prose or a curve
    _concern(
        "radio output power at this supply",
        r"\b(?:will|can|could|does|would)\b[^.?]{0,40}\b(?:transmit|reach|hit|do|output|deliver|"
        r"achieve|get|put out)\s+(?:at\s+)?(?:the\s+)?(?:full\s+)?\+?\d+(?:\.\d+)?\s*dbm\b",
    ),
    # "will it survive the launch shock?", "can it take the vibration of a lawn mower?": a
    # mechanical rating, which a sheet states (if at all) in words no rule compares
    _concern(
        "mechanical shock or vibration",
        r"\bshocks?\b(?!\s+absorb)|"
        r"\b(?:survive|withstand|handle|take|tolerate|rated\s+for)s?\b[^.?]{0,40}\b(?:vibration|"
        r"impacts?|drops?|g[- ]?forces?|\d+\s*g)\b|"
        # "where it gets shaken up to 5 g": the part shaken, not a vibration motor named
        r"\bshak(?:en|ing|es)\b[^.?]{0,20}\b\d+(?:\.\d+)?\s*g\b|"
        # "in a model rocket pulling 15 g", "8 g of vibration"
        r"\bpull(?:s|ing)?\s+\d+(?:\.\d+)?\s*g\b|\b\d+(?:\.\d+)?\s*g\s+(?:of\s+)?(?:shock|vibration|impact)",
    ),
    # "two modules in parallel to get 6 A", "paralleling both outputs": whether parts may be
    # paralleled, and how they then share the load, a sheet states (if at all) in prose
    _concern(
        "paralleled parts",
        r"\b(?:two|2|three|3|both|several|multiple)\b[^.?]{0,40}\bin parallel\b|"
        r"\bparallel(?:ed|ing|led|ling)\b|"
        # "can I parallel two H-bridges": the verb
        r"\bparallel (?:two|2|three|3|both|several|multiple|them|these|those)\b",
        voids=("power.output_current", "switch.contact_current"),
    ),
    # "contacts for a dry 5v / 1ma signal - will it switch that reliably?": the least load a
    # power relay's contacts switch reliably, which its current rating does not settle
    _concern(
        "contact minimum load",
        r"^(?=[^?]*\b(?:contacts?|relays?)\b)[^?]*?(?:\bdry\b[^.?]{0,20}\b(?:contacts?|circuits?|"
        r"signals?|\d+(?:\.\d+)?\s?v)\b|\breliabl\w*\b[^?]{0,60}?(?:\b\d{1,2}(?:\.\d+)?\s*ma\b|"
        r"\b\d+(?:\.\d+)?\s*[uµ]a\b)|(?:\b\d{1,2}(?:\.\d+)?\s*ma\b|\b\d+(?:\.\d+)?\s*[uµ]a\b)"
        r"[^?]{0,60}?\breliabl\w*)",
    ),
    # "the max31865 breakout (it has its own 3.3 v regulator)", "a gy-271 plus its own little
    # ldo": the board's input goes through a regulator no sheet here covers, so the chip's
    # supply range does not bound what the board is fed
    _concern(
        "a board's own regulator",
        r"\b(?:has|have|with|plus|carr(?:y|ies))\s+(?:its|their)\s+own\s+(?:[\w.-]+\s+){0,3}?"
        r"(?:regulator|ldo|vreg)s?\b",
        voids=("power.rail_in_supply_range", "power.output_in_load_supply_range"),
    ),
    # "i left the EN pin floating", "OE (pin 13), it's just floating": what an input does
    # floating (a default, an internal pull, or nothing defined) a sheet states in its pin
    # table if at all, which rules.pin_table reads for each pin the question names. (No
    # concern for "unconnected", said as often of an output nothing needs: that rule alone
    # judges the pins named so.)
    _concern(
        "a pin left floating",
        r"\bfloat(?:s|ing)\b(?![- ]point)",
        settled_by="pins.left_open",
        question_only=True,
    ),
    # "bypassed with a 1 µF ceramic", "470 µF on its output as a reservoir": whether a
    # capacitor the question fits is what the sheet asks for (value, kind, ESR, stability)
    _concern(
        "a fitted capacitor",
        r"^(?=.*\b(?:capacitors?|caps?|bypass(?:ed|ing)?|decoupl\w*|reservoir|tantalum|ceramic|"
        r"electrolytic)\b).*(?<![\w.])\d+(?:\.\d+)?\s?(?:[pnuµ]f|microfarads?|nanofarads?)\b",
        question_only=True,
    ),
    # "as the reset supervisor on a 3.3 V rail", "a voltage detector watching the cell":
    # whether the rail sits above the part's threshold (set by its ordering code), which
    # no supply range check settles
    _concern(
        "a supervised rail against the reset threshold",
        r"\b(?:reset|voltage)[- ]detectors?\b|\bsupervis(?:e|es|ing|ors?|ory)\b|"
        r"\bbrown-?out detector\b",
        question_only=True,
    ),
    # "does the bridge output sit inside the hx711 common-mode range?": where both inputs of
    # a differential front end may sit, which no supply or level check compares
    _concern(
        "an input common-mode range",
        r"\bcommon[- ]mode\b(?! rejection)",
        question_only=True,
    ),
    _concern(
        "pull-up sizing",
        r"\bpull-?up (?:resistor )?(?:strength|value|size|sizing)\b",
        settled_by="prose.pullup",
    ),
)


# "the echo goes through one of those bss138 level-shifter boards to an esp32 pin", "drives
# the inputs through a 74AHCT125 buffer": what the receiver sees is the in-between part's
# output, so the driver's own level proves nothing either way
THROUGH_A_PART = _concern(
    "a signal through a part no sheet covers",
    r"\b(?:through|via)\s+(?:an?\s+|the\s+|my\s+|one of (?:those|these|the)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:buffers?|level[- ]?(?:shifters?|translators?|converters?)|"
    # (never "through a MOSFET": a transistor in a build most often switches a load's power)
    r"translators?|opto-?(?:couplers?|isolators?)?|inverters?)\b",
    voids=("signal.",),
)


def through_uncovered(text: str, spans: list[tuple[int, int]]) -> tuple[Concern, ...]:
    """THROUGH_A_PART when the in-between part is none of the library's (``spans``: where
    the question names library parts)."""
    for found in THROUGH_A_PART.words.finditer(text):
        if not any(found.start() < end and start < found.end() for start, end in spans):
            return (THROUGH_A_PART,)
    return ()


def raised_concerns(text: str) -> tuple[Concern, ...]:
    return tuple(c for c in CONCERNS if c.words.search(text))


def raises(text: str, name: str) -> bool:
    """Whether the question raises the concern of that name."""
    return any(c.name == name and c.words.search(text) for c in CONCERNS)
