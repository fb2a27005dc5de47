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
    """A pin setting as written in a build ("GND", "VDD", "low", "1", "SDA") as the level
    the sheets name: L, H, or the net it is tied to (SDA, SCL)."""
    s = setting.strip().upper().replace(" ", "")
    if s in ("GND", "VSS", "GROUND", "LOW", "L", "0"):
        return LOW
    if s in ("HIGH", "H", "1") or re.fullmatch(r"V(?:DD\w*|CC|IO|DDIO)", s):
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


def stated_settings(pages: list[Page], pin: str) -> list[tuple[str, int, Page, str]]:
    """(level, address, page, quote) for each place the pages tie the pin to an address."""
    found: list[tuple[str, int, Page, str]] = []
    pattern = _assignment(pin)
    for page in pages:
        if not re.search(rf"\b{re.escape(pin)}\b", page.text, re.I):
            continue
        for clause, quotes in _clauses(page):
            levels = [_level(m) for m in pattern.finditer(clause)]
            addrs = _addresses(clause)
            if levels and len(levels) == len(addrs):
                found += [
                    (lv, a, page, _line_of(a, quotes)) for lv, a in zip(levels, addrs, strict=True)
                ]
        found += _table_rows(page, pin)
    return found


def _line_of(address: int, lines: list[str]) -> str:
    """The line that writes this address (a clause may write it in binary and in hex)."""
    return next((ln for ln in lines if address in _addresses(ln)), lines[-1]).strip()


def _table_rows(page: Page, pin: str) -> list[tuple[str, int, Page, str]]:
    """Rows "Ground 1001000" / "VDD 1001001" under a header naming the pin."""
    out = []
    lines = [ln.text for ln in page.lines]
    row = re.compile(
        rf"^\s*(?:(?P<low>{_LEVEL_WORDS[LOW]})|(?P<high>{_LEVEL_WORDS[HIGH]})"
        r"|(?P<net>SDA|SCL))\s+(?:0x[0-9A-Fa-f]{2}|b?[01]{7})\b",
        re.I,
    )
    for i, line in enumerate(lines):
        m = row.match(line)
        if not m:
            continue
        header = "\n".join(lines[max(0, i - 6) : i])
        if re.search(rf"\b{re.escape(pin)}\b", header, re.I):
            level = LOW if m.group("low") else HIGH if m.group("high") else m.group("net").upper()
            out.append((level, _addresses(line)[0], page, line.strip()))
    return out


def resolve(device: str, doc: str, pages: list[Page], pins: dict[str, str]) -> Setting | None:
    """The address a single address pin's setting gives, when the pages say so without
    doubt: one address for this setting, and a different one for another setting."""
    if len(pins) != 1:
        return None  # several address pins: a table of combinations, not read here
    pin, setting = next(iter(pins.items()))
    wanted = level_of(setting)
    found = stated_settings(pages, pin)
    mine = {a for lv, a, _, _ in found if lv == wanted}
    others = {a for lv, a, _, _ in found if lv != wanted}
    if len(mine) != 1 or not others or mine & others:
        return None
    # cite the line that names the pin, when one does
    ours = [f for f in found if f[0] == wanted]
    _, address, page, quote = next((f for f in ours if pin.lower() in f[3].lower()), ours[0])
    fact = Fact(
        device=device,
        field="i2c_address",
        source=Source(doc, page.number, quote),
        values=[f"0x{address:02X}"],
        raw=quote,
        condition=f"{pin} = {setting}",
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
