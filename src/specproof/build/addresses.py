"""I2C addresses with the build's address-pin settings.

The engine's collision rule knows what each sheet allows (a fixed address, a pin that
selects one of several); it cannot know how the board ties the pins. A build states them
(``pins = { ADDR = "GND" }``, or the address itself), and this module reads, on the
part's own pages, which address that setting gives: "Connecting SDO to GND results in
slave address 1110110 (0x76)", "ADDR = 'L' → 0100011", a table row "Ground 1001000" under
an "ADDR PIN" header. A setting is taken only when its sentence names one address and
the opposite setting names another; otherwise the unit keeps every address its sheet
allows and the engine's verdict stands.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from specproof.records import Fact, Page, Source

LOW, HIGH = "L", "H"
_LEVEL_WORDS = {
    LOW: r"GND|ground|VSS|logic\s+low|low",
    HIGH: r"V\s?DD\w*|VCC|VIO|V\s?DDIO|logic\s+high|high",
}
_QUOTED = r"['‘’\"“”]\s*([LH01])\s*['‘’\"“”]"
_ADDRESS = re.compile(r"\b0x([0-9A-Fa-f]{2})\b|(?<![\w])b?([01]{7})(?![01\w])")
_CLAUSE_END = re.compile(r";|•|\.\s+(?=[A-Z(])|\n\s*\n")


def level_of(setting: str) -> str:
    """A pin setting as written in a build or a sheet's table ("GND", "VDD", "VS+", "low",
    "1", "SDA") as the level the sheets name: L, H, or the line it is tied to (SDA, SCL)."""
    s = setting.strip().upper().replace(" ", "")
    if s in ("GND", "VSS", "GROUND", "LOW", "L", "0"):
        return LOW
    if s in ("HIGH", "H", "1", "V+") or re.fullmatch(r"V(?:DD\w*|CC|IO|DDIO|S\+?)", s):
        return HIGH
    return s


@dataclass(frozen=True, slots=True)
class Setting:
    address: int
    fact: Fact  # the line that states it, as a citation


def _assignment(pin: str) -> re.Pattern[str]:
    """ "SDO to GND", "ADDR = 'L'", "AD0 is logic low", "ADDR is high", "it to VDDIO"."""
    levels = "|".join(
        f"(?P<{k}>{w})" for k, w in (("low", _LEVEL_WORDS[LOW]), ("high", _LEVEL_WORDS[HIGH]))
    )
    connector = (
        r"(?:pin\s+)?(?:=|is\s+(?:connected\s+to|tied\s+to|pulled\s+(?:up\s+|down\s+)?to)"
        r"|is|to|connected\s+to|tied\s+to|pulled\s+(?:up\s+|down\s+)?to|at)?"
    )
    return re.compile(
        rf"(?:\b{re.escape(pin)}\b|\bit\b)\s*{connector}\s*(?:{_QUOTED}|\b(?:{levels})\b"
        rf"|\b(?P<net>SDA|SCL)\b)",
        re.I,
    )


def _level(m: re.Match[str]) -> str:
    if m.group(1):
        return {"L": LOW, "0": LOW, "H": HIGH, "1": HIGH}[m.group(1).upper()]
    if m.group("low"):
        return LOW
    if m.group("high"):
        return HIGH
    return m.group("net").upper()


def _addresses(text: str) -> list[int]:
    out: list[int] = []
    for m in _ADDRESS.finditer(text):
        value = int(m.group(1), 16) if m.group(1) else int(m.group(2), 2)
        if value not in out:
            out.append(value)
    return out


def _clauses(page: Page) -> Iterator[tuple[str, list[str]]]:
    """(clause, the page line of each address in it): the page's text cut at sentence
    ends, semicolons and bullets, so one clause holds one setting's words."""
    lines = [ln.text for ln in page.lines]
    text = "\n".join(lines)
    start = 0
    for m in [*_CLAUSE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        clause = text[start:end]
        at = [text.count("\n", 0, start + a.start()) for a in _ADDRESS.finditer(clause)]
        if at:
            yield clause, [lines[i] for i in at]
        start = m.end() if m else len(text)


Found = tuple[dict[str, str], int, Page, str]  # (pin -> level, address, page, quote)


def stated_settings(pages: list[Page], pins: list[str]) -> list[Found]:
    """Each place the pages tie the pins' levels to an address: sentences about one pin,
    tables with a column per pin."""
    found: list[Found] = []
    for page in pages:
        if not all(re.search(rf"\b{re.escape(p)}\b", page.text, re.I) for p in pins):
            continue
        if len(pins) == 1:
            found += _sentences(page, pins[0])
        found += _table_rows(page, pins)
    return found


def _sentences(page: Page, pin: str) -> list[Found]:
    out: list[Found] = []
    pattern = _assignment(pin)
    for clause, quotes in _clauses(page):
        levels = [_level(m) for m in pattern.finditer(clause)]
        addrs = _addresses(clause)
        if levels and len(levels) == len(addrs):
            out += [
                ({pin: lv}, a, page, _line_of(a, quotes))
                for lv, a in zip(levels, addrs, strict=True)
            ]
    return out


def _line_of(address: int, lines: list[str]) -> str:
    """The line that writes this address (a clause may write it in binary and in hex)."""
    return next((ln for ln in lines if address in _addresses(ln)), lines[-1]).strip()


_LEVEL_TOKEN = re.compile(
    rf"^(?:{_LEVEL_WORDS[LOW]}|{_LEVEL_WORDS[HIGH]}|VS\+?|V\+|SDA|SCL)$", re.I
)
_ADDRESS_TOKEN = re.compile(r"^(?:0x[0-9A-Fa-f]{2}|b?[01]{7})$")


def _table_rows(page: Page, pins: list[str]) -> list[Found]:
    """Rows "Ground 1001000", "GND VS+ 1000001" under a header naming the pins, one
    level per pin in the header's column order, then the address."""
    out: list[Found] = []
    lines = [ln.text for ln in page.lines]
    for i, line in enumerate(lines):
        tokens = line.split()
        k = len(pins)
        if len(tokens) <= k or not _ADDRESS_TOKEN.match(tokens[k]):
            continue
        if not all(_LEVEL_TOKEN.match(t) for t in tokens[:k]):
            continue
        order = _header_order(lines[max(0, i - 20) : i], pins)
        if order is None:
            continue
        levels = {pin: level_of(tok) for pin, tok in zip(order, tokens[:k], strict=True)}
        out.append((levels, _addresses(tokens[k])[0], page, line.strip()))
    return out


def _header_order(above: list[str], pins: list[str]) -> list[str] | None:
    """The pins in the column order of the nearest line above that names them all."""
    for line in reversed(above):
        at = {p: m.start() for p in pins if (m := re.search(rf"\b{re.escape(p)}\b", line, re.I))}
        if len(at) == len(pins):
            return sorted(pins, key=at.__getitem__)
    return None


def resolve(device: str, doc: str, pages: list[Page], pins: dict[str, str]) -> Setting | None:
    """The address the address pins' settings give, when the pages say so without doubt:
    one address for this setting, and a different one for another setting."""
    wanted = {pin.upper(): level_of(v) for pin, v in pins.items()}
    found = [(({p.upper(): lv for p, lv in s.items()}), a, pg, q)
             for s, a, pg, q in stated_settings(pages, list(pins))]  # fmt: skip
    mine = {a for s, a, _, _ in found if s == wanted}
    others = {a for s, a, _, _ in found if s != wanted}
    if len(mine) != 1 or not others or mine & others:
        return None
    # cite the line that names a pin, when one does
    ours = [f for f in found if f[0] == wanted]
    named = [f for f in ours if any(p.lower() in f[3].lower() for p in pins)]
    _, address, page, quote = (named or ours)[0]
    written = ", ".join(f"{p} = {v}" for p, v in pins.items())
    fact = Fact(
        device=device,
        field="i2c_address",
        source=Source(doc, page.number, quote),
        values=[f"0x{address:02X}"],
        raw=quote,
        condition=written,
        extractor="build.address_pin",
    )
    return Setting(address, fact)


@dataclass(frozen=True, slots=True)
class Unit:
    """One chip on the bus: its device, the addresses it may answer to, and why."""

    label: str
    options: frozenset[int]
    fixed_by: Fact | None = None  # the build's setting, when it fixed the address


def distinct(units: list[Unit]) -> bool | None:
    """True: every way the open choices fall, each chip can have its own address (with
    the settings as stated); False: no way; None: it depends on choices not stated."""
    if any(not u.options for u in units):
        return None
    fixed = [u for u in units if len(u.options) == 1]
    values = [next(iter(u.options)) for u in fixed]
    if len(values) != len(set(values)):
        return False
    open_units = [u for u in units if len(u.options) > 1]
    if len(open_units) > 6:
        return None
    taken = set(values)
    return _assignable([u.options - taken for u in open_units])


def _assignable(options: list[frozenset[int]]) -> bool:
    """A choice of one distinct address per unit exists."""
    return any(len(set(c)) == len(c) for c in product(*options)) if options else True


def collisions(units: list[Unit]) -> list[tuple[str, str, int]]:
    """Pairs of units whose stated settings give one address."""
    out = []
    fixed = [u for u in units if len(u.options) == 1]
    for i, a in enumerate(fixed):
        for b in fixed[i + 1 :]:
            if a.options == b.options:
                out.append((a.label, b.label, next(iter(a.options))))
    return out
