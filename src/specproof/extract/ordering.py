"""Ordering rows: the package each orderable code denotes.

Sheets end with a table of orderable codes, one per row, with the package beside the code:
TI's package option addendum ("INA219AIDCNR ACTIVE SOT-23 DCN 8 3000 ... -40 to 125 A219":
status, package family, drawing, pins, quantity, ..., operating range), Maxim's ordering
information ("DS18B20-SL+T&R -55°C to +125°C 3 TO-92"), onsemi's ("LM2596DSADJR4G D2PAK
800 / Tape & Reel"), NXP's ("PCF8563BS/4 HVSON10 plastic ... SOT650-1"). A row opens with
the code, which spells the part's name and more, so a row is known by its first word; a
feature list of every package says nothing about which code is which, these rows do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.extract.identity import package_names
from specproof.records import Identity, device_key

# TI's marketing status column, between the code and the package family
_STATUS = r"ACTIVE|NRND|OBSOLETE|PREVIEW|LIFEBUY|PRODUCTION"
_ADDENDUM_ROW = re.compile(
    rf"^(?P<code>\S+)\s+(?:{_STATUS})\s+(?P<family>[A-Z0-9][A-Z0-9-]*)"
    r"\s+(?P<drawing>[A-Z0-9]{1,5})\s+(?P<pins>\d{1,3})\b"
)
# the addendum's operating-range column: "-40 to 125"; other makers' "10°C to 125°C"
_OP_TEMP = re.compile(
    r"(?<![\w-])(-?\d{1,3})\s*(°\s?C)?\s+to\s+\+?(-?\d{1,3})(?:\s*°\s?C)?(?![\w.])"
)
# a package family named bare, without its pin count ("... 1.1mm LGA 5000")
_BARE_FAMILY = re.compile(
    r"(?<![\w-])[A-Z]{0,3}(?:SOT|SOP|SSOP|TSSOP|MSOP|SOIC|QFN|DFN|SON|LGA|BGA|DIP|QFP|CSP)"
    r"(?:-EP)?(?![\w-])"  # (an exposed pad: "20 TQFN-EP*")
)
_FOOTNOTE_MARK = re.compile(r"\[\d+\]$|\(\d\)$|\*+$")


@dataclass(frozen=True)
class OrderedCode:
    """One orderable code's row: its package and, where the row states it, its range."""

    code: str
    package: str
    page: int
    quote: str
    temperature: tuple[float, float] | None = None


def ordered_code(text: str, page: int, identity: Identity) -> OrderedCode | None:
    """The ordering row ``text`` is, or None when it is no such row."""
    line = text.replace("\u2212", "-").replace("\u2013", "-").strip()
    first = line.split(maxsplit=1)[0] if line else ""
    code = _FOOTNOTE_MARK.sub("", first)
    if not _is_code(code, identity):
        return None
    row = _ADDENDUM_ROW.match(line)
    if row is not None:
        package = _with_pins(row.group("family"), int(row.group("pins")))
        temp = _OP_TEMP.search(line, row.end())
        span = (float(temp.group(1)), float(temp.group(3))) if temp else None
        return OrderedCode(code, package, page, text.strip(), span)
    rest = line[len(first) :]
    named = package_names(rest, listed=True) or _BARE_FAMILY.findall(rest)
    # ("TMP35GT9 ±3.0 10°C to 125°C TO-92": a range in degrees is the code's own; a bare
    # "1 to 3" outside the addendum's column may be any count)
    temp = _OP_TEMP.search(rest)
    span = (float(temp.group(1)), float(temp.group(3))) if temp and temp.group(2) else None
    return OrderedCode(code, named[0], page, text.strip(), span) if named else None


def _is_code(token: str, identity: Identity) -> bool:
    """A code spells one of the part's names and goes on: "INA219AIDCNR" of the INA219,
    "LM35DT/NOPB" of the LM35; the bare name heads a feature or pinout line instead."""
    key = device_key(token)
    for name in (identity.device, *identity.aliases):
        own = device_key(name)
        if len(own) >= 3 and key.startswith(own) and len(key) > len(own):
            return True
    return False


def _with_pins(family: str, pins: int) -> str:
    """The addendum's family and pin count as one name: SOIC with 8 pins is the SOIC-8, an
    8-pin SOT-23 the SOT-23-8; a numbered outline with its usual three leads keeps its name
    (TO-220, TO-92), and a bare "TO" can is no family a pin count completes."""
    if family == "TO" or (family[-1].isdigit() and pins == 3):
        return family
    return f"{family}-{pins}"
