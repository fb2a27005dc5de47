"""Which I2C address a part answers to when the question wires its address pins.

Sheets tell it in a table of pin connections and addresses ("A1 A0 SLAVE ADDRESS" over
rows "GND VS+ 1000001"), in rows of their characteristics ("AD0 = 1 1101001") or in
sentences ("connecting SDO to GND results in 0x76", "b1101001 (pin AD0 is logic high)").
What no row states stays unknown: a wired pin whose address the sheet does not tie to its
level leaves every address of the part possible, and the collision check says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.understand.straps import ADDRESS_PIN, LEVEL, strap_level
from specproof.records import Fact, SectionKind, Source, alnum_key

# a 7-bit address: 0x76, 1101000, b1101000, 76h
# (also the 8-bit form with its R/W bit left open: "1001 011x")
_ADDRESS = (
    r"(?:0x[0-9A-Fa-f]{2}\b|(?<![\w.])b?[01]{7}\b|(?-i:\b[0-9A-F]{2}h\b)|"
    r"(?<![\w.])[01]{4}\s?[01]{3}x\b)"
)
_PIN_NAME = re.compile(rf"\b{ADDRESS_PIN}\b")  # as printed: capitals
_TO = r"(?:\s*=\s*|\s+(?:is\s+)?(?:tied\s+|connected\s+|pulled\s+)?(?:to|at|is)\s+(?:the\s+)?|\s+)"
# "AD0 = 1 1101001", "connecting SDO to GND results in 0x76", "it to VDDIO results in 0x77"
_PIN_THEN_ADDRESS = re.compile(
    rf"(?P<pin>\b{ADDRESS_PIN}\b|\bit\b){_TO}"
    rf"['‘’]?(?P<level>{LEVEL}|\bVDDIO\b|(?-i:[HL])\b)['‘’]?"
    # ("ADDR = 'H' ( ADDR ≧ 0.7VCC ) → 1011100": the level's threshold said aside)
    r"(?:\s*\([^()]*\))?"
    # (a bracket closes the pin's own statement: "0x40 (A1 = A0 = GND) to 0x4F" ties GND
    # to 0x40, the address before it, not to the next one)
    rf"(?:(?!\b{ADDRESS_PIN}\b)[^.;)]){{0,60}}?(?P<addr>{_ADDRESS})",
    re.IGNORECASE,
)
# "b1101001 (pin AD0 is logic high)", "0x40 (A1 = A0 = GND)": one level for each pin named
_ADDRESS_THEN_PIN = re.compile(
    rf"(?P<addr>{_ADDRESS})\s*\((?:pins?\s+)?(?P<pin>\b{ADDRESS_PIN}\b)"
    rf"(?:\s*=\s*(?P<also>\b{ADDRESS_PIN}\b))?{_TO}(?P<level>{LEVEL})",
    re.IGNORECASE,
)


# "A0 Address Select. Pull high to select address 1001 011x or low to select 1001 010x":
# the level and the address it selects, the pin named before them on the line
_LEVEL_SELECTS = re.compile(
    rf"\b(?P<level>high|low|{LEVEL})\s+(?:to\s+)?(?:select|selects|gives|for)\s+(?:the\s+)?"
    rf"(?:slave\s+)?(?:address\s+)?(?P<addr>{_ADDRESS})",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class PinRow:
    """One address the sheet ties to levels on its address pins."""

    levels: tuple[tuple[str, str], ...]  # (pin, level): (("A1", "GND"), ("A0", "VDD"))
    address: int
    line: str
    page: int = 0
    version: str | None = None  # the version whose column gives the address, when per version


# a version heading an address column: "A2 A1 A0 LQE9408 (7-bit) LQE9408A (7-bit)"
_VERSION_HEAD = re.compile(r"\b[A-Z]{2,}[A-Z0-9-]*\d[A-Z0-9-]*\b")


def pin_rows(text: str, page: int = 0) -> list[PinRow]:
    """Every pin-level -> address statement of one page's text."""
    out: list[PinRow] = []
    header: list[str] = []
    versions: list[str] = []
    since_header = 99
    lines = text.splitlines()
    for i, line in enumerate(lines):
        since_header += 1
        stated = _stated_rows(line, page) or _wrapped_rows(line, lines[i + 1 : i + 2], page)
        if stated:
            out += stated
            continue
        address = re.search(_ADDRESS, line)
        if address is None:
            # a header is a short run of cells; beside it a second text column may run on
            cell_run = next((c for c in re.split(r"\s{4,}", line) if _PIN_NAME.search(c)), "")
            pins = _PIN_NAME.findall(cell_run)
            if pins and len(cell_run.split()) <= 12:
                header, since_header = [p.upper() for p in pins], 0
                versions = _VERSION_HEAD.findall(line)
            continue
        row = _table_row(line[: address.start()], header if since_header <= 20 else [])
        if row:
            out += _columns(row, line, versions, page)
    return out


def _columns(
    row: tuple[tuple[str, str], ...], line: str, versions: list[str], page: int
) -> list[PinRow]:
    """One row's address, or one per version where the table heads a column per version
    ("H L L 0x24 0x3C" under "LQE9408 ... LQE9408A")."""
    found = [m.group(0) for m in re.finditer(_ADDRESS, line)]
    if len(versions) >= 2 and len(found) == len(versions):
        return [
            PinRow(row, _address_value(a), line.strip(), page, v)
            for a, v in zip(found, versions, strict=True)
        ]
    return [PinRow(row, _address_value(found[0]), line.strip(), page)]


def _wrapped_rows(line: str, following: list[str], page: int) -> list[PinRow]:
    """A sentence wrapped before its address ("Connecting SDO to GND results in slave
    address" / "1110110 (0x76); connection it to VDDIO ... (0x77)"): read with the next
    line, for the rows the next line does not state alone."""
    if not following or not _PIN_NAME.search(line) or line.rstrip().endswith("."):
        return []
    alone = {(r.levels, r.address) for r in _stated_rows(following[0], page)}
    joined = _stated_rows(f"{line.strip()} {following[0].strip()}", page)
    return [r for r in joined if (r.levels, r.address) not in alone]


def _stated_rows(line: str, page: int) -> list[PinRow]:
    out: list[PinRow] = []
    last_pin = None
    for rx in (_PIN_THEN_ADDRESS, _ADDRESS_THEN_PIN):
        for m in rx.finditer(line):
            pin = m.group("pin").upper()
            pin = last_pin if pin == "IT" else pin
            level = strap_level(m.group("level"))
            if pin is None or level is None:
                continue
            last_pin = pin
            also = m.groupdict().get("also")  # "(A1 = A0 = GND)": both pins at that level
            levels = tuple((p, level) for p in [pin, *([also.upper()] if also else [])])
            out.append(PinRow(levels, _address_value(m.group("addr")), line.strip(), page))
    if not out:
        for m in _LEVEL_SELECTS.finditer(line):
            named = _PIN_NAME.findall(line[: m.start()])
            level = strap_level(m.group("level"))
            if named and level is not None:
                address = _address_value(m.group("addr"))
                out.append(PinRow(((named[-1].upper(), level),), address, line.strip(), page))
    return out


def _table_row(cells: str, header: list[str]) -> tuple[tuple[str, str], ...]:
    """ "GND VS+" under "A1 A0": each level under its pin; nothing when a cell is no level."""
    words = cells.split()
    levels = [strap_level(w) for w in words]
    if not header or len(words) != len(header) or not all(levels):
        return ()
    return tuple((pin, level) for pin, level in zip(header, levels, strict=True) if level)


def _address_value(text: str) -> int:
    t = text.strip()
    if t.lower().endswith("x"):  # "1001 011x": the 7 address bits before the R/W bit
        return int(t[:-1].replace(" ", ""), 2)
    if t.lower().startswith("0x"):
        return int(t, 16)
    if t.endswith("h"):
        return int(t[:-1], 16)
    return int(t.lstrip("b"), 2)


def pin_row_fact(device: str, doc: str, row: PinRow) -> Fact:
    """The row as a citation: the address it gives at the levels it names."""
    levels = ", ".join(f"{pin} = {level}" for pin, level in row.levels)
    return Fact(
        device=device,
        field="i2c_address",
        source=Source(doc, row.page, row.line),
        raw=row.line,
        values=[f"0x{row.address:02X}"],
        condition=levels + (f"; {row.version}" if row.version else ""),
        section=SectionKind.OTHER,
        extractor="rules.address_pins",
    )


def wired_addresses(
    rows: list[tuple[PinRow, Fact]], wired: dict[str, str], known: set[int], name: str = ""
) -> tuple[set[int], list[Fact]] | None:
    """The addresses a part may answer to with its pins wired as ``wired`` says, and the
    rows that say so; None when no row ties the wiring to an address. ``name`` is the part
    as the question names it: of a table with a column per version, its version's column
    (every column when the question names none of them)."""
    mine = [(r, f) for r, f in rows if r.version and alnum_key(r.version) == alnum_key(name)]
    rows = mine or rows
    fits = [(r, f) for r, f in rows if _fits(r, wired)]
    if fits:
        return {r.address for r, _ in fits}, [f for _, f in fits]
    # one pin, two addresses: the row of the pin's other level names the other address
    if len(wired) == 1 and len(known) == 2:
        ((pin, level),) = wired.items()
        other = [(r, f) for r, f in rows if len(r.levels) == 1 and r.levels[0][0] == pin]
        others = {r.address for r, _ in other if r.levels[0][1] != level}
        two_level = {r.levels[0][1] for r, _ in other} | {level} <= {"GND", "VDD"}
        if len(others) == 1 and others <= known and two_level:
            return known - others, []  # cited by the part's own address rows
    return None


def _fits(row: PinRow, wired: dict[str, str]) -> bool:
    named = dict(row.levels)
    shared = set(named) & set(wired)
    return bool(shared) and all(named[p] == wired[p] for p in shared)


# the address a board answers to as it comes: "0x27 as shipped", "default address 0x3C"
_SHIPPED = re.compile(
    r"\b(0x[0-9A-Fa-f]{2})\b[^.;]{0,20}?\b(?:as\s+shipped|by\s+default|factory\s+default)\b"
    # ("it ships bridged to GND, which gives 0x5A": the strap it ships with is its own)
    r"|\b(?:default|as\s+shipped|factory[- ]set|ships|comes\s+set)\b[^.;0-9]{0,40}?"
    r"(0x[0-9A-Fa-f]{2})\b",
    re.IGNORECASE,
)
# an address only a strap reaches: "0x69 with the ADR jumper bridged", "bridge the pads to
# move it down to 0x50"
_STRAPPED = re.compile(
    r"\b(0x[0-9A-Fa-f]{2})\s+(?:with|when|if)\b[^.;]{0,40}?\b(?:bridged|closed|shorted|"
    r"soldered|cut|fitted)\b|\b(?:bridg|cut|clos|solder|short|mov|chang)\w*\b[^.;()]{0,40}?"
    r"(0x[0-9A-Fa-f]{2})\b",
    re.IGNORECASE,
)


def shipped_addresses(texts: list[str], listed: set[int]) -> set[int]:
    """The addresses a board answers to before any strap is set: those its sheet calls the
    default, else those it lists but the ones only a strap reaches (none when the sheet
    says neither and lists several)."""
    said = {_hex(m) for t in texts for m in _SHIPPED.finditer(t)}
    if said:
        return said
    strapped = {_hex(m) for t in texts for m in _STRAPPED.finditer(t)}
    if strapped:
        return listed - strapped
    return listed if len(listed) == 1 else set()


def _hex(m: re.Match[str]) -> int:
    return int(next(g for g in m.groups() if g), 16)
