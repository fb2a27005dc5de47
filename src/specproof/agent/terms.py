"""Neutral text helpers: how part numbers, numbers with units and words are compared.

Used alike on the question's words and on a datasheet row's words, so both sides of a
comparison are read the same way.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.records import alnum_key
from specproof.tokens import BITS, LONG_WORD, PART_SEGMENT_BREAK

if TYPE_CHECKING:
    from specproof.records import Fact

_NOT_PART_CHAR = re.compile(r"[^A-Z0-9+]")


def norm_part(text: str) -> str:
    """Part numbers compare without case and punctuation ("BME-280" == "bme280")."""
    return _NOT_PART_CHAR.sub("", text.upper())


def clean_text(text: str) -> str:
    text = text.replace("µ", "u").replace("μ", "u").replace("–", "-").replace("−", "-")
    text = re.sub(r"(?<=\bI)²(?=C\b)", "2", text, flags=re.I)  # "I²C" is I2C
    return text.replace("\u2009", " ").replace("\xa0", " ")


def condition_term(number: str, unit: str) -> str:
    """A comparable token for a number with unit: "5V", "2.7V", "25C"."""
    unit = unit.lower().replace("°", "").replace(" ", "").replace("ω", "ohm")
    value = float(number)
    text = f"{value:g}"
    return f"{text}{unit}"


STOP = {
    "the", "a", "an", "of", "to", "in", "on", "at", "for", "and", "or", "with", "what",
    "which", "is", "are", "does", "do", "its", "it", "this", "that", "be", "by", "from", "as",
    "give", "how", "much", "many", "per", "when", "while", "each", "both", "than", "into",
    "over", "under", "between", "within", "datasheet", "specified", "specify", "specifies",
    "state", "states", "stated", "value", "values", "typical", "maximum", "minimum", "max",
    "min", "typ", "range", "rated", "rating", "device", "chip", "module",
}  # fmt: skip

WORD = re.compile(r"[a-z][a-z0-9_\-]{2,}")

NUM_UNIT = re.compile(
    # ("12-bit", and "3.3-V operation" as TI writes a supply's mode)
    r"([-+]?\d+(?:\.\d+)?)\s*(?:(?<=\d)-(?=bit|v\b))?(k?hz|mhz|ghz|ksps|sps|gbps|mbps|kbps|dbm|mv|v|ma|ua|na|a|°c|%|kohm|ohm|kω|ω|w|mw|bit|hpa|kpa|ppm|ppb|mils?)\b",
    re.IGNORECASE,
)

# "300…1100 hPa", "-40 to 85 °C": the unit written once belongs to both ends
RANGE_UNIT = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(?:…|\.\.\.?|to|~)\s*[-+]?\d+(?:\.\d+)?\s*(k?hz|mhz|v|ma|ua|a|°c|%|hpa|kpa|ppm|ppb)\b",
    re.IGNORECASE,
)

MODE_CLASSES = {
    "sleep": "standby", "standby": "standby", "power-down": "standby", "power down": "standby",
    "powerdown": "standby", "single measurement": "oneshot",
    "shutdown": "standby", "idle": "standby", "transmit": "tx", "tx": "tx", "receive": "rx",
    "rx": "rx", "synthesize": "fs", "synthesizer": "fs", "fs mode": "fs", "fast mode": "fast", "fast-mode": "fast", "high-speed": "hs", "high speed": "hs",
    "hs mode": "hs", "standard mode": "std", "standard-mode": "std", "push-pull": "pp", "open-drain": "od",
    "parallel": "parallel", "inductive": "inductive", "resistive": "resistive",
    # 1-Wire parts run from their own supply pin or steal power from the data line
    "local power": "local", "locally powered": "local", "parasite": "parasite",
    "parasitic power": "parasite",
    # converters take one reading on request or run back to back: different conversion times
    "one-shot": "oneshot", "one shot": "oneshot", "single-shot": "oneshot",
    "single shot": "oneshot", "single conversion": "oneshot", "single-conversion": "oneshot",
    "1-shot": "oneshot", "1 shot": "oneshot",
    "continuous conversion": "continuous", "continuous-conversion": "continuous",
    "continuous mode": "continuous", "continuous measurement": "continuous",
    # sensors convert at a chosen resolution: each has its own conversion time and current
    "high resolution": "hres", "high-resolution": "hres", "medium resolution": "mres",
    "medium-resolution": "mres", "low resolution": "lres", "low-resolution": "lres",
    # presence radars detect a moving and a still person to different distances
    "moving": "moving", "in motion": "moving", "stationary": "still", "micro-motion": "still",
    "micromotion": "still", "sitting still": "still", "standing still": "still",
}  # fmt: skip

# each mode word, its pattern (not inside a longer word) and its class; the plain substring
# test first, as most questions name no mode
# (a short mode word is a word of its own: the "rx" of "RXS-433" names no receive mode)
# (a short mode word glued to a digit names a part or a pin, no mode: "RX9", "TX2")
# (a mode negated names the other one: "local (non-parasite) power", "not in parasite mode")
_NOT = r"(?<!non-)(?<!non )(?<!not )(?<!no )(?<!without )(?<!not in )"
_MODE_WORDS = [
    (w, re.compile(rf"(?<![a-z]){_NOT}{w}" + (r"(?![a-z0-9])" if len(w) <= 3 else "")), cls)
    for w, cls in MODE_CLASSES.items()
]

# "AC and DC" ratings of a relay contact: written as words in a question, as a unit
# suffix ("250VAC") in a row
CURRENT_KIND = re.compile(r"(?<![a-z0-9])(ac|dc)(?![a-z])")

# a numbered setting named in words: "Mode 3", "channel 2", "gain 128", "class 1"
IDENTIFIER_NAMES = (
    "mode",
    "channel",
    "gain",
    "pga",  # a programmable-gain amplifier's setting is its gain: "PGA = 4"
    "class",
    "grade",
    "level",
    "option",
    "step",
    "setting",
)
IDENTIFIER = re.compile(
    r"\b(mode|channel|gain|pga|class|grade|level|option|step|setting)\s*(?:#|no\.?\s*)?(?:of\s+|=\s*|:\s*|set\s+to\s+)?"
    # ("PGA = /4", "PGA set to /4": a divider setting, kept apart from a gain of 4)
    r"((?:/\s?)?\d{1,4}|[a-d])(?:\s?[x×])?\b"
)
_KNOB = {"pga": "gain"}  # one knob under two names

# a count a row holds for, the number before what it counts: GSM multislot classes "(3 Rx,
# 2 Tx)", "all 8 digits", "4 LEDs on"; another count of the same thing is another case
_COUNT = re.compile(r"(?<![\w.])(\d{1,2})\s*(rx|tx|digits?|leds?)\b")
# a multiplier named before its knob: "in 2x gain mode"
_GAIN_FIRST = re.compile(r"(?<![\w.])(\d{1,4})\s?[x×]\s+gain\b")
# a control pin set to a voltage is at a logic level: "EN = 0 V" low, "CE = 3.3 V" high (a
# symbol that opens with "v" is a supply or signal voltage, not a pin's level)
_PIN_AT_VOLTS = re.compile(r"(?<![a-z0-9])([a-uw-z][a-z0-9_]{1,9})\s*=\s*(\d+(?:\.\d+)?)\s*v\b")


# a control bit or pin set to a logic value: "CT bits at 111", "EOSC = 1", "Ven = H"
SWITCH = re.compile(
    # (a register field's name may run to 10 characters: "VOUT_SEL = 10b", binary "b" kept off)
    r"(?<![a-z0-9])([a-z][a-z0-9_]{1,9})(?:\s*=\s*|\s+bits?\s*(?:=|at|set to|of)?\s*|"
    r"\s+(?:pin\s+)?(?:tied|set|pulled|held)\s+(?:to\s+)?)([01]{1,4}(?=b\b)|[01]{1,4}|h|l|high|low|gnd|ground|vdd|vcc|vin)"
    r"b?(?![a-z0-9.])"
    # "SDA = 0 V" is a level and "GN = 0 to 7" every setting, not one
    r"(?!\s*(?:[munpk]?[avws]|°|%|hz|to|-|–)(?![a-z]))"
)
# one logic level however written: "= 0", "low", "= GND", "tied to ground"
_LOGIC = {
    "0": "l",
    "1": "h",
    "high": "h",
    "low": "l",
    "gnd": "l",
    "ground": "l",
    "vdd": "h",
    "vcc": "h",
    "vin": "h",
}


# a mode named by its supply: "in 3.3 V operation mode", "5V mode"
VOLT_MODE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?)\s*v\s+(?:operation |operating |supply |power )?mode\b"
)


def identifier_terms(text: str) -> set[str]:
    """ "Mode 3" -> "mode#3", "CT = 111" -> "ct#111": a setting is a condition like "5 V" is."""
    low = text.lower()
    out = {
        f"{_KNOB.get(m.group(1), m.group(1))}#{m.group(2).replace(' ', '')}"
        for m in IDENTIFIER.finditer(low)
    }
    for m in SWITCH.finditer(low):
        if m.group(1) not in IDENTIFIER_NAMES:
            out.add(f"{m.group(1)}#{_LOGIC.get(m.group(2), m.group(2))}")
    out |= {f"vmode#{float(m.group(1)):g}" for m in VOLT_MODE.finditer(low)}
    out |= {f"gain#{m.group(1)}" for m in _GAIN_FIRST.finditer(low)}
    out |= {f"{m.group(2).rstrip('s')}-count#{m.group(1)}" for m in _COUNT.finditer(low)}
    for m in _PIN_AT_VOLTS.finditer(low):
        volts = float(m.group(2))
        if volts == 0 or volts >= 1.5:
            out.add(f"{m.group(1)}#{'l' if volts == 0 else 'h'}")
    return out


# a code of letters and digits naming a mode or a setting: "HT40", "MCS7", "11n", "802.11b"
# (written "11b" in a table); a number with a unit letter ("5v", "40ma") is a quantity
_CODE = re.compile(r"(?<![\w.])(?:802\.)?(\d{1,3}[a-z]{1,2}|[a-z]{1,5}\d{1,4}[a-z]?)(?![\w])")
_UNIT_LETTERS = {"v", "mv", "a", "ma", "ua", "na", "c", "w", "mw", "k", "m", "s", "ms", "us",
                 "ns", "hz", "db", "h", "x", "pf", "nf", "uf", "mm", "cm", "th", "st", "nd", "rd"}  # fmt: skip


def code_terms(text: str) -> set[str]:
    """The mode and setting codes a text names ("11n, HT40, MCS7" -> {"11n", "ht40", "mcs7"})."""
    out = set()
    for m in _CODE.finditer(text.lower()):
        code = m.group(1)
        if code[0].isdigit() and code.lstrip("0123456789") in _UNIT_LETTERS:
            continue
        out.add(code)
    return out


def code_family(code: str) -> str:
    """The knob a code sets: its digits when it opens with them ("11" of "11b"), else its
    letters ("ht" of "HT40", "mcs" of "MCS7")."""
    return re.match(r"\d+|[a-z]+", code).group(0)  # type: ignore[union-attr]


def question_terms(text: str, device_names: list[str]) -> tuple[set[str], set[str], set[str]]:
    """Number-with-unit terms, mode classes and content words of a piece of question text."""
    low = text.lower().replace("µ", "u").replace("–", "-")
    nums = {condition_term(m.group(1), m.group(2)) for m in NUM_UNIT.finditer(low)}
    nums |= {condition_term(m.group(1), m.group(2)) for m in RANGE_UNIT.finditer(low)}
    modes = {cls for word, pattern, cls in _MODE_WORDS if word in low and pattern.search(low)}
    nums |= identifier_terms(low)
    names = {n.lower() for n in device_names}
    words = {
        w.strip("-")
        for w in WORD.findall(low)
        if w not in STOP and norm_part(w).lower() not in names
    }
    return nums, modes, words


def with_hyphen_parts(terms: tuple[set[str], set[str], set[str]]) -> tuple:
    """ "high-drive" asked, "high drive" written: a request's hyphenated word counts as its parts."""
    nums, modes, words = terms
    parts = {p for w in words if "-" in w for p in w.split("-") if len(p) >= 3 and p not in STOP}
    return nums, modes, words | parts


def unsigned_terms(terms: set[str]) -> set[str]:
    """ "-6mA" and "6mA" name one operating point (|IO| = 6 mA): only temperatures keep a sign."""
    return {t if t.endswith("c") else t.lstrip("+-") for t in terms}


# "Ven = H", "VCC = 4.5 V", "IL = 0", "PGA = /1": a symbol fixed to a state or a number
_UNIT = r"(?:\s*(?:mv|v|ma|ua|a|°c|c|khz|mhz|hz)\b)?"

_STATE = re.compile(
    # (a register field names its bits: "CL[1:0] = 01" is the field CL set to 01)
    r"(?<![a-z0-9_])([a-z][a-z0-9_()]{0,11}?)(?:\[\d+(?::\d+)?\])?\s*(?:=|:)\s*"
    r"(high|low|h|l|x|[-+]?\d+(?:\.\d+)?"
    + _UNIT
    + r"(?:\s*to\s*[-+]?\d+(?:\.\d+)?"
    + _UNIT
    + r")?)"
    r"(?![a-z0-9.])",
    re.IGNORECASE,
)


def state_assignments(text: str) -> dict[str, str]:
    """Symbol -> state or number term: "Ven = H" -> {"ven": "h"}, "VCC = 5 V" -> {"vcc": "5v"}."""
    out: dict[str, str] = {}
    clean = text.replace("µ", "u").replace("–", "-").replace("−", "-").replace("|", " ")
    for m in _STATE.finditer(clean):
        symbol, value = m.group(1).lower(), m.group(2).lower().replace(" ", "")
        value = {"high": "h", "low": "l"}.get(value, value)
        ends = [_state_number(v) for v in value.split("to")]
        if all(ends):
            value = "..".join(e for e in ends if e)
        out.setdefault(symbol, value)
    return out


def _state_number(text: str) -> str | None:
    num = re.fullmatch(r"([-+]?\d+(?:\.\d+)?)([a-z°]*)", text)
    if num is None:
        return None
    term = condition_term(num.group(1), num.group(2))
    # a current's sign is its direction ("IO = -6 mA" is |IO| = 6 mA); temperatures keep it
    return term if term.endswith("c") else term.lstrip("+-")


MODE_PHRASE = re.compile(
    r"(?<![a-z])(?:standby-i{1,2}|standby|sleep|power[- ]down|shut-?down|idle|deep[- ]sleep|"
    r"light[- ]sleep|modem[- ]sleep|hibernat\w*|low[- ]power|normal|active)(?![a-z])"
)


def hyphens_as_spaces(text: str) -> str:
    """ "power-down", "power  down" -> "power down": a phrase compares with hyphens and
    spaces alike."""
    return re.sub(r"[\s-]+", " ", text)


def mode_phrases(text: str) -> set[str]:
    """Mode names as written ("power down", "standby-I"), hyphens and spaces alike."""
    return {hyphens_as_spaces(m.group(0)) for m in MODE_PHRASE.finditer(text.lower())}


DEGREE = r"(?:°\s*c|℃|(?<=\d)nc\b|\s*deg(?:rees)?\s*c\b)"

# "-40 °C to +85 °C", "0…70 °C", "between -20 and 0 °C", "from -20 to 0 °C"
TEMPERATURE_SPAN = re.compile(
    rf"(?:\bbetween\s+)?([-+]?\d+(?:\.\d+)?)\s*{DEGREE}?\s*(?:to|…|(?:\.\s*){{2,3}}|~|and)\s*"
    rf"([-+]?\d+(?:\.\d+)?)\s*{DEGREE}"
)


def temperature_spans(text: str) -> list[tuple[float, float]]:
    """Temperature spans a text states ("and" only after "between")."""
    low = text.lower().replace("–", "-").replace("−", "-").replace("\u2009", " ")
    out = []
    for m in TEMPERATURE_SPAN.finditer(low):
        if " and" in m.group(0) and not m.group(0).startswith("between"):
            continue
        a, b = float(m.group(1)), float(m.group(2))
        out.append((min(a, b), max(a, b)))
    return out


# a table-wide note ("All specifications at -40°C to +125°C ... unless otherwise noted")
# spans every row: it says nothing about one row's own conditions
_TABLE_NOTE = re.compile(r"unless|otherwise|all specifications|over (?:the )?recommended", re.I)


def row_text(fact: Fact) -> str:
    """A row's condition and its quote: where a row states what it holds under."""
    return f"{fact.condition} {fact.source.quote}"


def row_condition(condition: str) -> str:
    """A row's condition without the table-wide notes it inherited."""
    return "; ".join(p for p in condition.split(";") if not _TABLE_NOTE.search(p))


def words_of(text: str) -> set[str]:
    """The words of three letters or more of a lower-case text: a quoted parameter name
    and a row are compared by these."""
    return set(LONG_WORD.findall(text))


def names_phrase(text: str, phrase: str) -> bool:
    """The text writes the phrase, hyphenated or spaced ("load-dump" / "load dump")."""
    words = [re.escape(w) for w in phrase.split()]
    return bool(re.search(r"(?<![a-z])" + r"[\s-]?".join(words) + r"(?![a-z])", text.lower()))


_LEAD_LETTERS = re.compile(r"[A-Z]+")  # the letters a part number opens with


def sibling_name(name: str, device: str) -> bool:
    """Another member of the device's series, named on its own ("VMC-12" beside the
    "VMC-08", "LRX-6" beside the "LRX-2"): the same leading letters, numbers of its own, and
    neither name a shorter or longer form of the other (not the "TKP223" of the
    "TKP223-BA6", nor a suffixed version "AMS1117-3.3")."""
    a, b = norm_part(name), norm_part(device)
    if not a or not b or a.startswith(b) or b.startswith(a):
        return False
    letters_a, letters_b = _LEAD_LETTERS.match(a), _LEAD_LETTERS.match(b)
    return (
        letters_a is not None
        and letters_b is not None
        and len(letters_a.group(0)) >= 2
        and letters_b.group(0) == letters_a.group(0)
        and any(c.isdigit() for c in a)
        and any(c.isdigit() for c in b)
    )


def variant_number(variant: str) -> float | None:
    """The rating a variant code carries: "03" -> 3.0, "LRQ2210-5.0" -> 5.0, "ADJ" -> None."""
    m = re.search(r"(\d+(?:\.\d+)?)[A-Za-z]{0,2}$", variant.strip())
    return float(m.group(1)) if m else None


# a version keyed by a voltage written with its decimals or unit ("3.3", "5.0", "12V")
_PLAIN_NUMBER = re.compile(r"(\d{1,2}(?:\.\d{1,2})?)\s*V?", re.I)
_VOLTS_KEY = re.compile(r"\d{1,2}\.\d{1,2}\s*V?|\d{1,2}\s*V", re.I)


def variant_matches(asked: str, stated: str) -> bool:
    """ "05B" matches "ACS712ELCTR-05B" and "x05B"; "3.3" matches "AMS1117-3.3"."""
    # ("x05B": a leading x stands for any letter; a version named "X" alone is that letter)
    a = norm_part(asked).lstrip("X") or norm_part(asked)
    s = norm_part(stated).lstrip("X") or norm_part(stated)
    if not a or not s:
        return True
    if re.search(r"[a-z]x|x[A-Z-]|[A-Z0-9]xx", stated):
        # "xSF-Bxx": a code whose lower-case x's stand for any letter or digit of the
        # ordering code ("KSF-BAA" is one of them, "KSF-AAA" is not)
        wild = "".join("[A-Z0-9]" if c == "x" else c.upper() for c in stated if c.isalnum())
        return re.search(wild + "$", norm_part(asked)) is not None
    volts_key = _VOLTS_KEY.fullmatch(stated.strip())
    asked_number = _PLAIN_NUMBER.fullmatch(asked.strip())
    if volts_key and asked_number:
        # "5 V version" asked, a chart keyed "5.0": the same voltage
        stated_number = _PLAIN_NUMBER.fullmatch(stated.strip())
        return stated_number is not None and float(asked_number.group(1)) == float(
            stated_number.group(1)
        )
    if volts_key and not _VOLTS_KEY.fullmatch(asked.strip()):
        # a version keyed by its voltage ("3.3") named by an ordering code that spells the
        # voltage as digits ("P332", "-3302": 3.3 V; "P502": 5.0 V)
        return _first_digits(a).startswith(s)
    if len(a) <= 2:
        # a short code ends the name or is one whole segment of it ("TCS34725", "CLT3671H",
        # "KPM-15-5"): the "5" is no part of "KPM-15-12" because a 5 occurs inside it
        return s.endswith(a) or any(norm_part(seg) == a for seg in PART_SEGMENT_BREAK.split(stated))
    return a.endswith(s) or s.endswith(a) or a in s


# rows of tables that are not specifications: error codes, plausibility limits of a
# firmware check, register defaults, worked examples
NON_SPEC = re.compile(
    r"\bimplausible\b|\berror codes?\b|\bwarning\b|\bdefault (?:limits?|values?|settings?)\b|"
    r"\breset value\b|\bexample\b"
)


def symbol_key(symbol: str) -> str:
    """A symbol compared without case or marks ("V_DD" is "vdd")."""
    return alnum_key(symbol)


# ---------------------------------------------------------------- conditions as written

_ASSIGN = re.compile(
    r"\b(v[a-z0-9]{0,6}|t[aj]?)\s*(?:=|≈)\s*([-+]?\d+(?:\.\d+)?)\s*(v|°c|c)?\b", re.IGNORECASE
)

# "-20 °C to +85 °C", "+700NC to +1350NC" (a symbol font's °C), "0…70 °C": a span of
# temperature stated as a condition; the unit after the second number is required
_RANGE_DEGREE = r"(?:°\s*c|℃|(?<=\d)nc\b)"

_TEMP_RANGE = re.compile(
    rf"([-+]?\d+(?:\.\d+)?)\s*{_RANGE_DEGREE}?\s*(?:to|…|(?:\.\s*){{2,3}}|~)\s*([-+]?\d+(?:\.\d+)?)\s*{_RANGE_DEGREE}"
)

_BETWEEN = re.compile(
    rf"\bbetween\s+([-+]?\d+(?:\.\d+)?)\s*{_RANGE_DEGREE}?\s*and\s*([-+]?\d+(?:\.\d+)?)\s*{_RANGE_DEGREE}"
)


def temperature_ranges(text: str) -> list[tuple[float, float]]:
    """Temperature spans: "-20 °C to +85 °C", "0…70 °C", "between -20 and 0 °C"."""
    low = text.lower().replace("–", "-").replace("−", "-").replace(" ", " ")
    pairs = _TEMP_RANGE.findall(low) + _BETWEEN.findall(low)
    return [(min(float(a), float(b)), max(float(a), float(b))) for a, b in pairs]


# a rate stated as the setting a row holds for: "5 Hz update rate", "860 SPS data rate"
_RATE_SETTING = re.compile(r"(\d+(?:\.\d+)?)\s*(hz|khz|sps|ksps)\s+(?:[a-z]+\s+){0,2}rate\b")
# a resolution set on the part ("in 8-bit mode", "12 bit"): rows for another are another mode


def settings(text: str) -> dict[str, set[str]]:
    """Numbered settings ("gain#128", "channel#a", "mode#3") and rate settings, by name."""
    low = text.lower()
    out: dict[str, set[str]] = {}
    for term in identifier_terms(low):
        name, value = term.split("#", 1)
        out.setdefault(name, set()).add(value)
    for number, unit in _RATE_SETTING.findall(low):
        out.setdefault(f"rate/{unit}", set()).add(f"{float(number):g}")
    for number in BITS.findall(low):
        out.setdefault("bits", set()).add(number)
    return out


# lower-case current units (a micro sign matches the Greek mu a sheet types, case-blind)
AMPS_PER_UNIT = {"a": 1.0, "ma": 1e-3, "ua": 1e-6, "µa": 1e-6, "μa": 1e-6}


def amps_of(match: re.Match[str]) -> float:
    """A current matched as (number, unit) groups, in amperes."""
    groups = [g for g in match.groups() if g is not None]
    return float(groups[0]) * AMPS_PER_UNIT[groups[1]]


# a programming or load resistor set to a value: "RPROG = 2.2 kΩ", "PROG = 10 kΩ", "RL=1.1K";
# the unit (or a multiplier after an R symbol) makes it a resistance
_RESISTOR = re.compile(
    r"(?<![a-z0-9])([a-z][a-z0-9_]{0,8})\s*=\s*(\d+(?:\.\d+)?)\s*"
    r"([km](?=\s*(?:[ΩΩ]|ohm)|(?![a-z])))?\s*([ΩΩ]|ohms?\b)?",
    re.IGNORECASE,
)
_OHMS = {"": 1.0, "k": 1e3, "m": 1e6}


def assignments(text: str) -> dict[str, float]:
    """Supply and temperature symbols set to a number: "VDD = 2.7 V" -> {"vdd": 2.7}; a
    resistor set to a value, in ohms: "RPROG = 2.2 kΩ" -> {"rprog": 2200.0}."""
    out: dict[str, float] = {}
    clean = text.replace("−", "-").replace("–", "-")
    for m in _ASSIGN.finditer(clean):
        out.setdefault(m.group(1).lower(), float(m.group(2)))
    for m in _RESISTOR.finditer(clean):
        symbol, multiplier = m.group(1).lower().replace("_", ""), (m.group(3) or "").lower()
        if m.group(4) or (multiplier and symbol.startswith("r")):  # "RL = 10k", not "PROG = 10k"
            out.setdefault(symbol, float(m.group(2)) * _OHMS[multiplier])
    return out


def quote_label(quote: str) -> str:
    """A row's label: its quote up to the first number (the values follow it)."""
    return re.split(r"[-+±]?\d", quote, maxsplit=1)[0]


def fact_words(fact: Fact) -> str:
    """A row's condition, symbol and quote in lower case: the words policies look in."""
    return f"{fact.condition} {fact.symbol or ''} {fact.source.quote}".lower()


def _first_digits(code: str) -> str:
    """The first run of digits in an ordering code ("P332" -> "332"), "" when it has none."""
    start = next((i for i, c in enumerate(code) if c.isdigit()), len(code))
    run = code[start:]
    return run[: len(run) - len(run.lstrip("0123456789"))]
