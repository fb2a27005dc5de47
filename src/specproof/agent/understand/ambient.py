"""The environment a question places the build in: its temperatures, its humidity, and
whether the part sits there stored rather than running."""

from __future__ import annotations

import re

from specproof.tokens import CLAUSE_BREAK

# "stored in a 125 °C oven while unpowered", "kept in a -40 °C warehouse": a temperature the
# part sits in, not one it runs in
_STORED = re.compile(
    r"\b(?:be |is |are |being )?(?:stored|kept in storage|in storage|warehoused|shipped)\b|"
    r"\bstorage (?:room|temperature|conditions?)\b",
    re.I,
)


# "boards go into a 90 C oven for 1 h, unpowered", "with the board off": where the part
# sits without power; a question that also has it running somewhere ("it only runs while
# driving") is judged at its running temperatures too, so it is not a storage question
_UNPOWERED = re.compile(
    r"\b(?:unpowered|not powered|powered (?:off|down)|switched off|turned off|"
    r"with (?:the )?(?:board|power|it|device|unit|node) (?:off|unpowered|disconnected))\b",
    re.I,
)
_RUNNING = re.compile(
    r"\b(?:only )?(?:runs?|running|operates?|operating|works?|while driving|when on)\b", re.I
)


def stored(q: str) -> bool:
    """The temperature stated is where the part is kept unpowered, not where it runs."""
    if _STORED.search(q) is not None:
        return True
    return _UNPOWERED.search(q) is not None and _RUNNING.search(q) is None


# the question places the build in an environment (not "VM = 5 V, about 25 °C" test conditions)
_ENVIRONMENT = re.compile(
    r"ambient|outdoor|enclosure|environment|climate|\btemperatures?\b(?! coefficient)|"
    r"\b(?:operat|work|run|function|surviv|start)\w* (?:at|in|between|from|down to|up to)\b[^.?]{0,20}°|"
    r"freezer|fridge|refrigerat|cold[- ]?(?:room|storage|chain)|\boven\b|\bengine bay|\bdashboard|"
    r"\battic\b|\bgarage\b|\bdesert\b|\barctic\b|\bwinter\b|\bsummer\b|"
    r"\brated (?:for|to)\b|\bas (?:low|high|cold|hot) as\b|"
    r"\bdishwasher|\bsauna\b|\bshed\b|\bgreenhouse\b|\bboiler\b|\bcabinet\b|\bplant room\b|"
    # "will they cope with the heat?", "ok in that cold?", "inside gets up to 90 °C"
    # ("a cold store"; never "hot": "a hot end at 260 °C", "a hot-water tank at 95 °C" are
    # things measured, whose probe's limits no ambient check reads)
    r"\b(?:the|that|this) heat\b|\bcold\b(?![- ]?junction)|\bgets (?:up|down) to\b|"
    # "OK inside ... at 90 °C?", "suitable at 90 °C?": the part judged at a temperature
    r"\b(?:ok|okay|fine|suitable|safe|usable)\b[^.?]{0,40}\bat [-+]?\d+(?:\.\d+)?\s*(?:°\s*C|℃)",
    re.I,
)


# a temperature as typed: "-30 °C", "85℃", "-30 C", "-35c" (not a pack's "25C" discharge rate)
_TEMPERATURE = re.compile(
    # (a tolerance is no temperature of the place: "+-0.5c", "± 0.5 °C", "+/-1 C")
    r"(?<![a-z0-9.])(?<![±+/])(?<!\+-)(?<!/-)(?<!±\s)"
    r"([-+]?\d+(?:\.\d+)?)\s*(?:°\s*C|℃|C\b(?![^.?,;]{0,15}"
    r"\b(?:li-?po|discharge|rate|rating|burst|continuous|pack|batter|cell)))",
    re.I,
)


# "with its own probe in my pizza oven at about 450c": the probe sits in heat no board
# takes and measures it; the part itself is not there (a freezer or a tank may hold both)
_PROBE_IN_PLACE = re.compile(
    r"\b(?:probe|thermocouple|sensor tip|sensing element|sheath|rtd|pt100|pt1000)s?\b[^.?]{0,25}"
    r"\b(?:in|inside|into)\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:oven|kiln|furnace|smoker|grill|fryer|exhaust|flue)\b",
    re.I,
)


# a span typed with its unit once, at its end: "-20 to 30 °C", "between -10 and 45 C",
# "-25...60 °C" (its low end is a temperature the build meets too)
_SPAN = re.compile(
    r"(?<![\w.±/])([-+−]?\d+(?:\.\d+)?)\s*(?:to|and|[-–~…]|\.{2,3})\s*"
    r"([-+−]?\d+(?:\.\d+)?)\s*(?:°\s*C|℃|C\b)",
    re.I,
)


def _temperatures(text: str) -> list[float]:
    """The temperatures a text states, both ends of a span with them."""
    ends = [float(t.replace("−", "-")) for span in _SPAN.findall(text) for t in span]
    return [float(t) for t in _TEMPERATURE.findall(text)] + ends


def ambient(q: str) -> tuple[float, float] | None:
    """The temperatures the question places the build in, lowest and highest."""
    temps = _temperatures(q)
    if _PROBE_IN_PLACE.search(q):
        return None
    boxed = _box_temperatures(q)
    if boxed:
        return min(boxed), max(boxed)  # (a box the electronics sit in is their environment)
    return (min(temps), max(temps)) if temps and _ENVIRONMENT.search(q) else None


# "a type-K probe, peak 1200 °C. The controller box stays between 20 and 40 °C": the probe
# reads the heat, the electronics sit in the box
_PROBE = re.compile(r"\b(?:probe|thermocouple|sensor tip|sheath|rtd|pt100|pt1000)s?\b", re.I)
_BOX = re.compile(
    r"\b(?:box|enclosure|housing|cabinet|case|electronics|controller|board)\b[^.;?]{0,40}"
    r"\b(?:stays?|sits?|is kept|kept|remains?|between|at)\b",
    re.I,
)


def _box_temperatures(q: str) -> list[float]:
    """The temperatures of the clauses placing the electronics, when every other clause
    stating one states a probe's; none otherwise (then every temperature is the build's)."""
    boxed: list[float] = []
    for clause in CLAUSE_BREAK.split(q):
        found = _temperatures(clause)
        if not found:
            continue
        if _BOX.search(clause) and not _PROBE.search(clause):
            boxed += found
        elif not _PROBE.search(clause):
            return []
    return boxed


def humidity(q: str) -> float | None:
    """The relative humidity the question places the build in, in %RH."""
    # "95 %RH", "95% humidity", "95 % relative humidity", "humidity of 95 %", "rh 80%"
    rh = re.search(
        r"(\d+(?:\.\d+)?)\s*%\s*(?:RH\b|r\.h\.|(?:relative\s+)?humidity)|"
        r"\b(?:humidity|rh)\s*(?:of|at|=|:|up to|around|about)?\s*(\d+(?:\.\d+)?)\s*%",
        q,
        re.I,
    )
    return float(rh.group(1) or rh.group(2)) if rh else None


# how a question or a rating row states a heatsink absent or fitted
HEATSINK_ABSENT = re.compile(r"\b(?:no|without|w/o)\s+(?:an?\s+|any\s+|the\s+)?heat ?sink", re.I)
HEATSINK_FITTED = re.compile(
    r"\bwith\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?heat ?sink|heat ?sink\s+(?:fitted|mounted|on)\b",
    re.I,
)


def heatsink(q: str) -> bool | None:
    """Whether the question's part runs with a heatsink (True), without one (False), or
    the question does not say (None)."""
    if HEATSINK_ABSENT.search(q):
        return False
    return True if HEATSINK_FITTED.search(q) else None
