"""A register setting the question fixes ("WTIME = 0xFF", "HEATER[3:0] = 0011", "averaging
128 samples", "a rank B part"): a row that names neither the setting nor its value was not
stated for it (the sheet's generic row, the default's figure), so it answers no question
about that setting; a sheet giving no row for it leaves the question unanswered."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.terms import row_text
from specproof.store.memo import remembered, remembered_facts

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store

# a register field set to a multi-bit code: "WTIME = 0xFF", "HEATER[3:0] set to 0011"
_CODE = re.compile(
    r"\b([a-z][a-z0-9_]{1,9})(?:\[\d{1,2}:\d{1,2}\])?\s*(?:=|:|(?:is\s+)?set\s+to|bits?\s*(?:=|of|at|set to)?)\s*"
    r"(0x[0-9a-f]{1,4}|[01]{3,8})b?(?![\w.])",
    re.I,
)
# a register field named with an underscore or dashes set to a number: "AFS_SEL = 2", "set
# FS_SEL to 3", "BS-PA-MFRMS = 2" (a network parameter a sleep current is stated per)
_NUMBERED = re.compile(
    r"\b([a-z][a-z0-9]*(?:_[a-z0-9_]+|(?:-[a-z0-9]+){2,}))\s*(?:=|:|to)\s*(\d{1,3})\b(?![.,]\d)",
    re.I,
)
# a register bit set by its mnemonic: "HTRE = 1", "CONT = 1", "BRNG = 0" (a pin a question
# ties high or low, a bus's clock phase or a quantity with its unit, "IOUT = 1 A", is none)
_BIT = re.compile(
    r"\b([a-z][a-z0-9]{3,9})\s*=\s*([01])\b(?![.,]\d|\s*(?:[munpkµ]?(?:a|v|w|hz|s)\b|°|%|ω))",
    re.I,
)
_NO_REGISTER = frozenset({"addr", "reset", "sleep", "shdn", "enable", "mode", "cpol", "cpha"})
# an averaging setting: "average 16 samples", "128-sample averaging"
_SAMPLES = re.compile(r"\b(\d{1,4})[- ]?samples?\b", re.I)
# a binning rank of a graded part: "rank B", "(rank A)"
_RANK = re.compile(r"\brank\s+([a-z])\b", re.I)


def register_settings(text: str) -> dict[str, re.Pattern[str]]:
    """Per setting the text fixes, how a row stating that very setting writes it: the name
    and value together, or the value in a form of its own ("0x80", "80h", "0011")."""
    out: dict[str, re.Pattern[str]] = {}
    for name, code in _CODE.findall(text):
        value = re.escape(code.lower().removeprefix("0x"))
        own_form = (
            rf"\b0x{value}\b|\b{value}h\b" if code.lower().startswith("0x") else rf"\b{value}b?\b"
        )
        out[f"{name} = {code}"] = re.compile(
            rf"\b{re.escape(name)}\b\W{{0,20}}(?:0x)?{value}\b|{own_form}", re.I
        )
    for name, number in _NUMBERED.findall(text):
        # (a row states it as name and number together: "AFS_SEL=2", "FS_SEL = 2")
        out[f"{name} = {number}"] = re.compile(rf"\b{re.escape(name)}\s*=\s*{number}\b", re.I)
    for count in _SAMPLES.findall(text):
        out[f"{count} samples"] = re.compile(rf"\b{count}[- ]?samples?\b", re.I)
    for rank in _RANK.findall(text):
        out[f"rank {rank.upper()}"] = re.compile(rf"\brank\s+{rank}\b", re.I)
    return out


def register_bits(text: str) -> dict[str, re.Pattern[str]]:
    """Per register bit the text sets by its mnemonic, how a row stating it writes it."""
    return {
        f"{name} = {bit}": re.compile(rf"\b{re.escape(name)}\W{{0,6}}{bit}\b", re.I)
        for name, bit in _BIT.findall(text)
        if name.lower() not in _NO_REGISTER
    }


def unnamed_register_setting(fact: Fact, check: Check, store: Store) -> str | None:
    """The question fixes a register setting the row does not state (it names none, or
    another value of it). A bit a build sets ("BRNG = 0") is weighed by its rules, not
    here: it sets some figures of the part, not its supply or its bus."""
    row = row_text(fact)
    asked = register_settings(check.condition_text)
    if not check.judging:
        asked = register_bits(check.condition_text) | asked
    for setting, stated in asked.items():
        if not stated.search(row) and _field_set_by(setting, fact, store):
            return f"the row names no such setting, the question asks {setting}"
    return None


def _field_set_by(setting: str, fact: Fact, store: Store) -> bool:
    """A numbered setting ("AFS_SEL = 0") picks rows only of a field some row states per
    value of it: the accelerometer's range does, its data rate does not."""
    name, _, value = setting.partition(" = ")
    if "_" not in name or not value.isdigit() or not fact.doc_id:
        return True
    rows = remembered(
        store,
        ("register rows", fact.doc_id, fact.field),
        lambda: tuple(row_text(f) for f in store.facts(doc_id=fact.doc_id, field=fact.field)),
    )
    return any(name.lower() in r.lower() for r in rows)


# the setting a part starts with, as a question asks it and a row states it: "at power-up",
# "straight out of the bag", "without any register programming", "the default", "reset value"
_AT_START = re.compile(
    r"\bdefault\w*|\bpower[- ]?(?:up|on)\b|\bafter (?:a |any )?reset\b|\breset value\b|\bcomes up\b|"
    r"\bout of the (?:bag|box)\b|\bwithout (?:any )?(?:register )?(?:programming|configur\w*)\b|"
    r"\bnever (?:touches|writes|changes|sets)\b|\bfactory\b|\bas shipped\b|\binitial\b",
    re.I,
)
# fields a register sets, whose start value a sheet states as a default (a supply, a
# current, a time to wake are no settings; an address has its own reading of defaults)
_SET_BY_REGISTER = frozenset(
    {"resolution", "measurement_range", "data_rate", "baud_rate", "tx_power", "sensitivity"}
)


def start_setting(fact: Fact, check: Check, store: Store) -> str | None:
    """The question asks the setting the part starts with; where the sheet states several,
    a row that does not call itself the default (or the power-up or reset value) states
    another one. (A setting the question fixes itself, "AFS_SEL to 2", is asked instead.)"""
    if check.judging or check.field not in _SET_BY_REGISTER:
        return None
    asked = check.condition_text
    if not _AT_START.search(asked) or register_settings(asked) or _AT_START.search(row_text(fact)):
        return None
    if not _several_settings(fact, store):
        return None  # the sheet's only figure of the field is the one it starts with
    return "the question asks the setting the part starts with; the row names no default"


def _several_settings(fact: Fact, store: Store) -> bool:
    rows = remembered_facts(store, fact.doc_id, fact.field) if fact.doc_id else []
    return len({(f.min, f.typ, f.max, f.value) for f in rows}) > 1
