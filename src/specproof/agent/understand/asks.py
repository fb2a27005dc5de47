"""What a question asks to be checked: whether a yes/no question about a stated build asks
for a verdict, which sentence asks, and the word families that call for each rule family
(supply, bus, addresses, speed, a gate, contacts, a load current, levels, analog).

A new way of asking for a check belongs here.
"""

from __future__ import annotations

import re

from specproof.agent.terms import question_terms, unsigned_terms
from specproof.agent.understand.host_levels import names_a_board
from specproof.agent.understand.kind import FIT_FOR, build_fragment, is_yes_no
from specproof.agent.understand.record import Asks
from specproof.tokens import BRACKETED, names_word

# a quantity the user states about the build: "5.2 V input", "300 mA load", "400 kHz bus",
# "-50 °C", "80 %RH", "230 VAC"
_STATED_QUANTITY = re.compile(
    r"\d(?:\.\d+)?\s*(?:V(?:AC|DC)?|m?A|[kM]?Hz|°\s*C|℃|%\s*RH)\b"
    # "3v3 pin": a rail written as its schematic label
    r"|coin[- ]cell|\bbattery\b|\bCR\d{4}\b|\b\d[vV]\d\b"
    # a cell named by its kind states its voltage ("2 x aa cells", "one 18650")
    r"|\baa+\s+(?:cells?|batter)|\b18650\b|\bli-?po\b|\bli-?ion\b|\blifepo4\b|\bnimh\b"
    # ("at -20c": a temperature below zero, written casually)
    r"|(?<![\w-])-\s?\d+\s*c\b",
    re.I,
)
# what a judgment asks: will it work, is it allowed, can it cover / switch / keep / stay
_JUDGMENT_VERB = re.compile(
    r"\b(?:will|would|can|could|does|do|is|are)\b(?:[^.?]|\.\d){0,160}\b(?:work|allowed|ok|"
    r"okay|fine|sit|share|coexist|"
    r"inside|within|cover|switch|keep|stay|support|handle|tolerate|survive|rated|safe|conflicts?|"
    r"collide|regulated|enough|right|high enough|exceed|damage|fry|burn|kill|destroy|happy)\b"
    # "can the X transmit at +10 dBm from it (a 15 mA cell)?": running from a stated source
    r"|\b(?:can|could|will|would)\b[^.?]{0,60}\b(?:transmit|run|operate|start|boot|power up)\b"
    r"[^.?]{0,40}\bfrom\b",
    re.I,
)
_ANY_CONFLICT = re.compile(
    r"^\s*any\b[^?]{0,60}\b(?:conflicts?|problems?|issues?|collisions?|clashes)\b[^?]*\?|"
    # "..., address clash or anything?"
    r"\b(?:conflicts?|problems?|issues?|collisions?|clash(?:es)?) or anything\s*\?",
    re.I,
)


def judgment_asked(question: str, yes_no: bool | None = None, asks_values: bool = False) -> bool:
    """A yes/no question that states the build ("on a 2.0 V supply ... is that clock allowed",
    "from a 5.2 V input ... will it stay regulated", "does it run on 5 V?") asks for a
    verdict, not a value. ``yes_no``: the question's own grammar, typed in another language."""
    if not (_STATED_QUANTITY.search(question) or names_a_board(question)):
        return False  # (a board names its level: "straight into an esp32 gpio?")
    if _ANY_CONFLICT.search(asking_part(question)):
        return True  # "Any supply, speed or address conflicts?" is a yes/no question too
    if not asks_values and build_fragment(question):
        # (after a value asked, "rds(on) if I run it from a 1.5v rail?", such a fragment
        # is the value's condition)
        return True
    if not asks_values and closing_fragment(question):
        return True
    verdict = is_yes_no(question) if yes_no is None else yes_no
    return verdict and _JUDGMENT_VERB.search(question) is not None


# a forum post's closing question: "... both on 5V from the nano. works?", "... on the 3v3
# pin. both happy?", "any prob supply wise?", "will they cope with the heat?"
_SHORT_QUESTION_WORDS = 6


def closing_fragment(question: str) -> bool:
    """A build described, then a short question of its own that asks no value and no
    wh-question: the post asks whether the build works."""
    sentences = [s for s in re.split(r"(?<=[.!;:])\s+", question.strip()) if s.strip()]
    if len(sentences) < 2 or not sentences[-1].rstrip().endswith("?"):
        return False
    last = sentences[-1]
    return (
        len(last.split()) <= _SHORT_QUESTION_WORDS
        and not _WH_WORD.search(last)
        and not _VALUE_WORD.search(last)
    )


_WH_WORD = re.compile(r"\b(?:what|whats|which|how|why|where|when|who|whose)\b|\?\s*\S", re.I)
# "max clk-to-dout valid delay?", "typ current?": a value asked in a fragment, no verdict;
# "do both read that?" asks what they measure, which no supply or ambient check settles
_VALUE_WORD = re.compile(
    r"\b(?:max|min|typ|maximum|minimum|typical|delay|time|current|voltage|frequency|rate|"
    r"resistance|range|accuracy|address|value|read|measure|sense|detect)\b",
    re.I,
)


# a sentence starts after a stop with a capital, or in casual lower-case writing with the
# word a question opens with ("... watches for walls. can the X deliver 1.2 A?")
# (a question mark ends the sentence that asks, whatever follows it: "... in that state?
# The same 3.3 V feeds an Si7021 and a MAX7219." tells the build, it asks nothing;
# a colon before a lower-case question opens no sentence, "X at 3 V: can it talk to Y?",
# but for a closing "...: any address or clock problem?")
_SENTENCE_BREAK = re.compile(
    r"(?<=\?)\s+|(?<=[.:;!])\s+(?=[A-Z])|"
    r"(?<=[.;!])\s+(?=(?:can|could|will|would|is|are|does|do|did|should|what|how|which|am|any)\b)|"
    r"(?<=:)\s+(?=any\b)"
)


def asking_part(question: str) -> str:
    """The sentence that asks ("..., with 3.3 V pull-ups. Any supply or address conflicts?")."""
    parts = [p for p in _SENTENCE_BREAK.split(question) if p.strip()]
    asked = [p for p in parts if "?" in p]
    return asked[-1] if asked else question


_SUPPLY_WORD = re.compile(r"\bsuppl(?:y|ies)\b|\bpower(?:ed)?\b|\brails?\b|\bvdd\b|\bvcc\b", re.I)
# "at this supply voltage", "on a 3.3 V supply": the supply as the condition of another check
_SUPPLY_AS_CONDITION = re.compile(
    r"\b(?:at|on|from|with|by|under|for)\s+(?:(?:this|that|these|the|a|an|its|their|same|one|"
    r"common|shared|single|\d+(?:\.\d+)?\s*V)\s+){0,3}$",
    re.I,
)


def asks_supply(question: str) -> bool:
    """The asking sentence makes the supply a subject of its own ("Any supply, speed or
    address conflicts?", "does it fit the X's supply and clock limits?"), not the condition
    of another check ("is that clock allowed at this supply voltage?")."""
    part = asking_part(question)
    if re.search(
        r"\bonly\s+(?:the\s+)?(?:[\w-]+\s+)?(?:speed|clock|levels?|timing|temperature|"
        r"address|current|signal)",
        part,
        re.I,
    ):
        return False  # "considering only speed limits": the question sets its own scope
    return any(
        not _SUPPLY_AS_CONDITION.search(part[max(0, m.start() - 40) : m.start()])
        and not re.match(r"\s*(?:[=≥≤<>]|of\s+\d|\d)", part[m.end() : m.end() + 8])
        for m in _SUPPLY_WORD.finditer(part)
    )


# ---------------------------------------------------------------- word families per check

# "over spi straight to a 5v arduino", "over spi from a 5v arduino mega": the bus lines
# wired to a host at its level, as they are
BUS_TO_A_HOST = (
    r"\b(?:spi|i2c|uart)\b[^.?;]{0,30}?\b(?:straight|directly)\s+(?:in)?to\s+(?:an?|the|my)\s+"
    r"[\d.]+\s?v\b|"
    # (the bus named as the way the part is talked to, not a bus the parts share)
    r"\b(?:over|via|on)\s+(?:spi|i2c|i²c|uart)\b(?!\s+bus)[^.?;]{0,20}?\b(?:from|by)\s+"
    r"(?:an?|the|my)\s+[\d.]+\s?v\b"
)
_SIGNAL = re.compile(
    r"logic level|levels|gpio|input threshold|input limits|input-voltage|input voltage|pull-?up|pulled up|"
    r"driven|\bdrives?\b|\bdriving\b|on/off pin|data line|echo|\btxd?\b|\brxd?\b|"
    r"\b(?:out|output|signal|data|interrupt|int|irq|alert) pin\b|\bpins? (?:go|goes|connect|wired)|"
    r"\bsignals?\b|\bdigital (?:outputs?|inputs?|lines?)\b|"
    # "will the sensor see the high?": a level at its input
    r"\b(?:see|detect|register|recogni[sz]e|catch)s?\s+(?:the|a|that|its)\s+(?:logic\s+)?"
    r"(?:high|low)s?\b|"
    + BUS_TO_A_HOST
    + r"|"
    # "can an X clock a Y?": X's output drives Y's clock input
    r"\bclock(?:s|ing)? (?:an?|the|its|my)\b|"
    # "will it see them as a 1", "read 12 V as high": a level at an input
    r"\bas (?:an? )?(?:valid |logic(?:al)? )?(?:high|low|[\"'„“”‘’]?[01]\b)|"
    r"\b(?:spi|i2c|i²c|uart|serial|bus) (?:pins?|lines?)\b", re.I
)  # fmt: skip
# "into the MCU's ADC", "to an ADC pin": a signal read by a converter, however it is named
_TO_ADC = (
    r"|\b(?:into|to|on|by) (?:the |an? |its |my )?(?:[\w-]+'s )?adcs?\b|\badc (?:pins?|channels?)\b"
)
_ANALOG = re.compile(
    r"\bvout\b|viout|analog|\bain\d|\bch\d|adc input|across (?:its )?load|output voltage" + _TO_ADC,
    re.I,
)
_ANALOG_SIGNAL = re.compile(
    r"\bviout\b|analog|\bain\d|\bch\d|adc input|across (?:its )?load" + _TO_ADC, re.I
)
_POWER = re.compile(r"power|supply|rail|regulator|\bvcc\b|\bvdd\b|\bvs\b|\bvm\b|powered", re.I)
# an adjustable output's setting, whatever the verb: "set / adjusted / trimmed / turned up to"
SET_TO = r"\b(?:set|adjusted|trimmed|tuned|dial(?:l)?ed|turned(?:\s+(?:up|down))?)\s+to\s+"
# a converter placed after another in a chain: "a buck set to 9 v, then an LDO after it"
AFTER_IT = r"\b(?:after|behind|downstream of) (?:it|that one)\b"
# the question is about one device supplying another (not only "a regulator running from 12 V")
_FEEDS = re.compile(
    r"\bpower(?:s|ed|ing)?\b|\bsuppl(?:y|ies|ied)\b|\boutput\b|\brail\b|\b(?:feed(?:s|ing)?|fed)\b|"
    # a chain of converters: "a buck turned up to 9 v, then an LDO after it"; an arrow
    # from a supply to a part ("lm2596 set to 5v -> max44009 vcc")
    r"(?:->|→)\s*[^.?]{0,30}\b(?:vcc|vdd|vin|vs|supply|power)\b|"
    # "a buck trimmed to 5v - fine for a tm1637?": a converter set to a voltage, judged for a part
    + SET_TO
    + r"\d[^.?]{0,40}"
    + FIT_FOR
    + r"|"
    + AFTER_IT
    + r"|"
    r"\b(?:runs?|running|run it)\b[^.?]{0,40}\b(?:off|from) (?:an?|the|my)\b|"  # "run X off a Y"
    r"\boff (?:an?|the|my) [^.?]{0,20}\b(?:ldo|regulator|reg|buck)\b",
    re.I,
)
_CONTACT_LOAD = re.compile(
    # "switch 24v dc at 20ma": a load named by its voltage or current
    r"contacts?\b|switch(?:es|ing)? (?:an?|the|my)\b|switch(?:es|ing)? \d|\bload\b|kettle|heater|lamp|motor|pump|"
    r"appliance|fan\b|mains",
    re.I,
)
# a current the build must deliver ("a 2 A motor", "drive a 300 mA load"), not a measured
# one ("over the ±20 A range")
_LOAD_CURRENT = re.compile(
    r"\d(?:\.\d+)?\s*m?A\b[^.?]{0,20}\b(?:load|motor|stall|peak|continuous|winding|coil|lamp|"
    r"heater|solenoid|led)"
    r"|\b(?:load|motor|drive|driving|deliver|supply|supplying|source|sourcing|sink|sinking)\w*\b"
    r"[^.?]{0,30}?\d(?:\.\d+)?\s*m?A\b",
    re.I,
)
# the asking sentence picks other checks than the address ("are the bus levels within the
# INA219's thresholds?"); a general one ("can they share the bus?") needs every check
_ASPECT = re.compile(
    r"\blevels?\b|threshold|\bclock|\bspeed|frequenc|\bsuppl(?:y|ies)\b|\bvoltages?\b|"
    r"pull-?ups?|\bratings?\b|temperature|\bcurrent\b|timing|capacitance",
    re.I,
)
_GENERAL = re.compile(
    r"address|conflict|collid|collision|clash|together|\bshare|\bsame\b|\bone bus|\bput\b|"
    r"\battach|\badd\b|\bconnect|\bwork\b|\bok(?:ay)?\b|\bfine\b|problem|issue",
    re.I,
)


# what asks about the environment itself; a temperature stated elsewhere is a condition
_ENVIRONMENT = re.compile(
    r"temperature|°\s*c|℃|\bambient|\bhot\b|\bcold\b|\bheat|\bfreez|\bhumid|\boutdoor|"
    r"\benvironment|\bclimate|\bweather|\bcondens|\benclosure|\bcar\b|\bgarage|\battic",
    re.I,
)


# the asking sentence is about something else: a stated temperature is its condition
_OTHER_ASPECT = re.compile(
    r"\bcurrents?\b|\bclock|\bspeed|frequenc|\bvoltages?\b|\blevels?\b|\bsuppl(?:y|ies)\b|"
    r"\btiming|\baddress|\bpower\b|\bdrive\b|\bswitch",
    re.I,
)


def environment_asked(part: str) -> bool:
    """The asking sentence asks about the environment, not only states one as a condition
    in brackets ("(VM = 5 V, about 25 °C), is it rated for these currents?" asks currents);
    without a clue either way, it does ("Are both rated for that?")."""
    outside = BRACKETED.sub(" ", part)
    if _ENVIRONMENT.search(outside):
        return True
    return not _OTHER_ASPECT.search(outside)


def read_asks(q: str) -> Asks:
    part = asking_part(q)
    # a coil that is "the only load" of a regulator is no load a contact switches
    contact_text = re.sub(
        r"\bcoil\b[^.?;]{0,40}\bload\b|\bload\b[^.?;]{0,20}\bcoil\b", " ", q, flags=re.I
    )
    return Asks(
        supply=asks_supply(q),
        environment=environment_asked(part),
        joins_bus=bool(re.search(r"attach|slave|read|same|share|\bon (?:one|the) ", q, re.I)),
        address=bool(re.search(r"address|collid|collision|conflict|clash", q, re.I)),
        general=bool(_GENERAL.search(part)) or not _ASPECT.search(part),
        power=bool(_POWER.search(q)),
        speed=bool(re.search(r"speed|clock", q, re.I)),
        gate=names_word(q, "gate", "fet", "mosfet", "mosfets"),
        contacts=names_word(q, "contact", "contacts"),
        contact_load=bool(_CONTACT_LOAD.search(contact_text)),
        feeds=bool(_FEEDS.search(q)),
        capability=bool(re.search(r"current|deliver|capab", q, re.I)),
        load_current=bool(_LOAD_CURRENT.search(q)),
        analog_signal=bool(_ANALOG_SIGNAL.search(q)),
        analog=bool(_ANALOG.search(q)),
        signal=bool(_SIGNAL.search(q)),
        pull_up=bool(re.search(r"pull", q, re.I)),
        operating_terms=frozenset(_operating_terms(q)),
        survival=bool(_DAMAGE_ASKED.search(part)) and not _WORKING_ASKED.search(part),
    )


# "will that damage any of them?", "would they survive it?": the asking part wants to know
# whether the parts come through unharmed, not whether they work meanwhile
_DAMAGE_ASKED = re.compile(
    r"\b(?:damag\w*|kill\w*|fry|fries|fried|destroy\w*|harm\w*|hurt|break|survive\w*|blow (?:up|out))\b",
    re.I,
)
_WORKING_ASKED = re.compile(
    r"\b(?:work\w*|run\w*|operat\w*|function\w*|read\w*|measur\w*|accura\w*|spec\w*|"
    r"reliab\w*|ok|okay|fine|compatib\w*|communicat\w*|talk\w*)\b",
    re.I,
)


def _operating_terms(q: str) -> set[str]:
    """The operating point the question names ("transmit at +10 dBm", "at 1 Mbps"): its
    numbers with a unit other than a current (the currents are the budget)."""
    return {t for t in unsigned_terms(question_terms(q, [])[0]) if not re.search(r"\da$", t)}
