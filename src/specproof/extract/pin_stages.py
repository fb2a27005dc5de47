"""The output stage a sheet gives each pin: open-drain, push-pull or tri-state.

Sheets type a pin's driver in its pin-table row ("PV  10  Digital output  Power valid
alert; open-drain output.") or in prose ("The SDA pin is an open-drain N-channel driver",
"INT, an open-drain output, pulls low", "The output data pin (SD) is tri-stated"). A
pin-table row whose description wraps over several lines sets the pin's name on a line of
its own, beside the description: the name is then read from the nearest pin line the row
shares (below the row's first line when the table centres its names, else above).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.tokens import names_word

# the stage words, each with the one name it is stored under
_STAGES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("open-drain", re.compile(r"\bopen[\s-]?(?:drain|collector)\b", re.I)),
    ("push-pull", re.compile(r"\bpush[\s-]?pull\b|\btotem[\s-]?pole\b", re.I)),
    (
        "tri-state",
        re.compile(r"\btri[\s-]?stat(?:e|es|ed|able)\b|\bthree[\s-]state\b|\b3-state\b", re.I),
    ),
)
# a stage named only as an alternative the sheet lists for a whole class ("each device
# interfaces to the data line via an open-drain or 3-state port"), a legend of type codes
# ("OD = Open-drain output") or a wiring note about another part ("the master ... has an
# open-drain SCL output"): no stage of a pin of this part
_NOT_OWN = re.compile(
    r"\b[A-Z]{1,3}\s*=\s*(?:open|push|tri)|\beach device\b|"
    r"\b(?:master|host|controller)s?\s+(?:[\w-]+\s+){0,4}?(?:has|have|with|uses?)\s+an?\s+(?:open|push|tri)|"
    r"\bnot\s+(?:\w+\s+)?(?:open|push|tri|three|3-)|"
    # a register's reset value ("GDO1_CFG ... R/W  Default is 3-state"): a setting, no pin row
    r"\bdefault\b|\bR/W\b",
    re.I,
)
# a pin's name as sheets set it: capitals and digits, an active-low prefix, a slash pair
_PIN = r"(?:n|/)?[A-Z][A-Z0-9_]{0,9}(?:/[A-Z0-9_]{1,9})?"
# words in capitals that name no pin ("nFAULT OUTPUT (OPEN-DRAIN OUTPUT)", "I2C", "CMOS")
_NO_PIN = frozenset(
    [
        "OUTPUT",
        "OUTPUTS",
        "INPUT",
        "INPUTS",
        "OPEN",
        "DRAIN",
        "PIN",
        "PINS",
        "NOTE",
        "CMOS",
        "TTL",
        "ESD",
        "LOW",
        "HIGH",
        "I2C",
        "SPI",
        "UART",
        "I/O",
        "IO",
        "DC",
        "AC",
        "THE",
        "AND",
        "OR",
        "NC",
        "N.C",
        "ACTIVE",
        "DIGITAL",
        "ANALOG",
        "LED",
    ]
)
# the lead cells of a pin-table row that are no name: pin or ball numbers ("6, 7",
# "10 ... 16", "2~9"), package marks ("Y") and direction codes ("O", "I/O", "DO")
_NUMBERS = re.compile(r"\d{1,3}(?:\s*(?:,|~|-|–|\.\.\.|…)\s*\d{1,3})*")
_TYPE_CODE = re.compile(r"(?:[IOPGY]|I/?O|OD|DI|DO|AI|AO|PWR|OZ)")
_BALL = re.compile(r"[A-H]\d{1,2}")
# a row's name cell: one name or a list of them ("INT1, INT2", "SEG1~SEG8", "OUT7 ... OUT1");
# a name in words ("Critical", "Warning") when the row says the pin's direction
_NAME_CELL = re.compile(rf"{_PIN}(?:\s*(?:,|~|\.\.\.|…)\s*{_PIN})*")
_WORD_NAME = re.compile(r"[A-Z][a-z]{2,11}")
_DIRECTION = re.compile(r"\b(?:output|I/?O)\b", re.I)
# a wrapped row's name line: the numbers and the name, perhaps a word of the description
_NAME_LINE = re.compile(
    rf"^\s*(?:\d{{1,3}},?\s+)+({_PIN}|\d+[A-Za-z]\w*)(?:\s{{2,}}|\s+(?=\S)|\s*$)"
)
# prose that names the pin it types: "the SDA pin is", "INT, an open-drain output",
# "(SD) is tri-stated", "STAT is a tri-state logic output", "nFAULT OUTPUT (OPEN-DRAIN"
_PROSE_PIN = re.compile(
    rf"\b({_PIN})(?:\s+and\s+({_PIN}))?\s+(?i:pins?|outputs?|lines?)\b|"
    rf"\b({_PIN}),\s+(?i:an?)\s+(?=\S*\s*(?i:open|push|tri|three))|"
    rf"\(({_PIN})\)\s+(?i:is|are)\b|"
    rf"\b({_PIN})(?:\s+and\s+({_PIN}))?\s+(?i:is|are)\s+(?i:an?\s+)?(?:[\w-]+\s+){{0,2}}?(?=(?i:open|push|tri|three|3-))"
)


@dataclass(frozen=True, slots=True)
class PinStage:
    pins: tuple[str, ...]  # the pin names the row or sentence types
    stages: tuple[str, ...]  # open-drain, push-pull, tri-state (two: "totem pole or open-drain")
    page: int
    quote: str  # the line that states the stage


def stages_in(text: str) -> tuple[str, ...]:
    """The output stages a line names, in registry order."""
    if _NOT_OWN.search(text):
        return ()
    return tuple(name for name, rx in _STAGES if rx.search(text))


def pin_stages(page: int, lines: list[str], quotes: list[str] | None = None) -> list[PinStage]:
    """Each line of a page that types a pin's output stage, with the pins it types.
    ``lines`` set a table's cells two spaces apart; ``quotes`` are the same lines as the
    page is cited (the lines themselves when not given)."""
    quotes = quotes or lines
    out = []
    for i, text in enumerate(lines):
        stages = stages_in(text)
        if not stages:
            continue
        pins = _row_pin(text) or _prose_pins(text) or _name_line(text) or _wrapped_row_pin(lines, i)
        if pins:
            out.append(PinStage(pins, stages, page, quotes[i].strip()))
    return out


def _is_pin(name: str) -> bool:
    # (a part number, "MCP4725", is the part the sentence speaks of, not a pin)
    part_number = re.fullmatch(r"[A-Z]{2,}\d{3,}\w*", name)
    return name.upper().strip("/") not in _NO_PIN and not name.isdecimal() and not part_number


def _row_pin(text: str) -> tuple[str, ...]:
    """A one-line pin-table row ("PG  14  O  Output power good (...; open-drain)"): the
    name cell among the cells before the description, numbers and codes aside."""
    if names_word(text, "input", "inputs") and not _DIRECTION.search(text):
        return ()  # an input row typing the part that drives it ("open-collector Hall")
    cells = re.split(r"\s{2,}", text.strip())
    names, numbered = [], False
    for k, cell in enumerate(cells):
        if _NUMBERS.fullmatch(cell) or _TYPE_CODE.fullmatch(cell):
            numbered = numbered or cell[0].isdigit()
            continue
        # a name in words ("Critical  9  Digital output") only where the row opens with it
        worded = k == 0 and len(cells) > 1 and _NUMBERS.fullmatch(cells[1]) is not None
        if stages_in(cell) or not (
            _NAME_CELL.fullmatch(cell) or (worded and _WORD_NAME.fullmatch(cell))
        ):
            break  # the description
        names.append(cell)
    # a ball id before the name ("B1  3  ALRT"); a row needs its pin number
    names = [n for n in names if not _BALL.fullmatch(n)] or names
    if not names or not numbered or len(names) == len(cells):
        return ()
    return tuple(p for p in re.findall(rf"[A-Z][a-z]{{2,11}}\b|{_PIN}", names[0]) if _is_pin(p))


def _prose_pins(text: str) -> tuple[str, ...]:
    """The pins a sentence types: the name nearest before the stage word."""
    first_stage = min(m.start() for _, rx in _STAGES if (m := rx.search(text)))
    found: tuple[str, ...] = ()
    for m in _PROSE_PIN.finditer(text):
        if m.start() > first_stage:
            break
        names = tuple(g for g in m.groups() if g and _is_pin(g))
        if names:
            found = names
    return found


def _wrapped_row_pin(lines: list[str], i: int) -> tuple[str, ...]:
    """The name line of a wrapped pin-table row: a line holding only the numbers and the
    name just below (names centred on their rows), else the line above when it opens a
    row (names set at the top), else the nearest name line below, then above."""
    if not re.search(r"[a-z]", lines[i]) or re.match(r"\s*[•·▪-]", lines[i]):
        return ()  # a heading in capitals ("3-STATE OUTPUTS") or a bullet is no table row
    below = range(i + 1, min(i + 4, len(lines)))
    for k in below:
        if (found := _name_line(lines[k])) and _NAME_ONLY.match(lines[k]):
            return found
    if i > 0 and (above := _name_line(lines[i - 1])):
        return above
    for k in (*below, *range(i - 2, max(i - 4, -1), -1)):
        if found := _name_line(lines[k]):
            return found
    return ()


_NAME_ONLY = re.compile(r"^\s*(?:\d{1,3},?\s+)+\S+\s*$")


def _name_line(text: str) -> tuple[str, ...]:
    m = _NAME_LINE.match(text)
    return (m.group(1),) if m and _is_pin(m.group(1)) else ()
