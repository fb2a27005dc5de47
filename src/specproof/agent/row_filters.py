"""Narrowing the ranked rows to those the question picks: by a setting it names (a mode,
a grade, a version), an ordering code's letter, a temperature grade by its conventional
span, a low-power state, or a word it adds to the field's name. Each filter keeps every
row when none of them names what is asked: the sheet may say it in other words.
"""

from __future__ import annotations

import re

from specproof.agent.score import Candidate, fact_subscripts, fact_text, own_condition
from specproof.agent.sibling_rows import coded_volts
from specproof.agent.terms import WORD, quote_label, row_text
from specproof.agent.understand.settings import (
    CONVENTIONAL_GRADE_SPANS,
    Setting,
    code_letters,
    named_settings,
    power_states,
)
from specproof.records import Fact, SectionKind
from specproof.tokens import DECIMAL


def _names(setting: Setting, fact: Fact) -> bool:
    """The row writes the setting's name, or a symbol subscripted with its initials. A
    condition naming a setting of that kind is the row's own: "60 ms at fast mode, 220 ms at
    low power mode" read as the 60 ms row is the fast mode's, whatever else its quote says."""
    own = _own_setting(fact, setting.kind)
    if own is not None:
        return setting.named_in(own.text)
    if setting.named_in(fact_text(fact)):
        return True
    if setting.kind == "variant" and coded_volts(fact.variant) & _volts(setting):
        return True
    return bool(setting.initials) and setting.initials in fact_subscripts(fact)


def _volts(setting: Setting) -> set[float]:
    """The supply a version is named by: "the 3.3v version" -> 3.3."""
    return {float(w) for w in setting.words if DECIMAL.fullmatch(w)}


def rows_of_settings(ranked: list[Candidate], settings: tuple[Setting, ...]) -> list[Candidate]:
    """Not the rows of another setting: a question that picks a setting ("high repeatability
    mode", "the G grade") is not answered by a row that names a different one of the same
    kind ("low repeatability mode", "I and Y grade"). A row naming no setting of that kind
    stays (the sheet may name it in a heading the row does not repeat)."""
    kinds: dict[str, list[Setting]] = {}
    for setting in settings:
        kinds.setdefault(setting.kind, []).append(setting)
    for kind, alternatives in kinds.items():
        # "in fast mode and in high-speed mode": each request picks its own among them
        ranked = [
            c
            for c in ranked
            if any(_names(s, c.fact) for s in alternatives)
            or not _names_another(kind, alternatives, c.fact)
        ]
    return ranked


def rows_of_order_code(ranked: list[Candidate], letter: str | None) -> list[Candidate]:
    """ "AHS1292LUA-T" asked of a sheet with a row per "Range E" and "Range L": the row of
    the ordering code's letter, not another range's. Where no row names the letter, the
    letter is no such code: every row stays."""
    if not letter:
        return ranked
    # (the row's own line decides over a table note naming every code: "(G grade) or (K
    # grade)" above "Operating range K grade")
    named = [
        (c, code_letters(c.fact.source.quote or "") or code_letters(row_text(c.fact)))
        for c in ranked
    ]
    if not any(letter in letters for _, letters in named):
        return ranked
    return [c for c, letters in named if letter in letters or not letters]


def rows_of_conventional_grade(
    ranked: list[Candidate], grade: str | None
) -> tuple[list[Candidate], str | None]:
    """ "the industrial-grade DS3231" of a sheet that lists "DS3231S 0 °C to +70 °C" and
    "DS3231SN -40 °C to +85 °C" without the word: the row of the span the grade's name
    conventionally means, and the assumption to say. A row naming the grade wins as is."""
    if grade is None or any(grade in fact_text(c.fact) for c in ranked):
        return ranked, None
    low, high = CONVENTIONAL_GRADE_SPANS[grade]
    kept = [c for c in ranked if (c.fact.si_min, c.fact.si_max) == (low, high)]
    if not kept or len(kept) == len(ranked):
        return ranked, None
    said = (
        f"“{grade} grade” means the {low:g} °C to {high:g} °C range, by industry convention"
        " (the sheet does not use the word)"
    )
    return kept, said


def rows_of_power_state(ranked: list[Candidate], states: frozenset[str]) -> list[Candidate]:
    """A sheet that writes a row per low-power state ("Standby", "Power Down") answers the
    state asked from its own row, not another state's. Where no row names the state asked,
    the user's word may be the sheet's synonym: every row stays."""
    if len(states) != 1:
        return ranked
    stated = [power_states(fact_text(c.fact)) for c in ranked]
    own = [c for c, row in zip(ranked, stated, strict=True) if states <= row]
    if any(_tabled(c) for c in ranked) and not any(_tabled(c) for c in own):
        # the state named only in a feature list ("1 uA standby current (Sleep mode)"):
        # the table's rows are the specification, whatever name they give the state
        own = []
    if not own:
        # a synonym, perhaps ("sleep" for "power-down"), but never the idle state: an idle
        # part keeps its clocks running and draws orders of magnitude more
        if states & _IDLE:
            return ranked
        return [c for c, row in zip(ranked, stated, strict=True) if row - _IDLE or not row]
    return [c for c, row in zip(ranked, stated, strict=True) if c in own or not row]


_IDLE = frozenset({"idle"})


def _tabled(cand: Candidate) -> bool:
    return cand.fact.section in (SectionKind.ELECTRICAL, SectionKind.RECOMMENDED)


def _names_another(kind: str, asked: list[Setting], fact: Fact) -> bool:
    """The row names a setting of the asked kind that is none of those asked: it shares no
    word with them, or it differs by a level word ("high" resolution where "low" is asked)."""
    coded = coded_volts(fact.variant) if kind == "variant" else set()
    asked_volts = {v for s in asked for v in _volts(s)}
    if coded and asked_volts and not coded & asked_volts:
        return True  # the "-5V" version's row where the 3.3 V version is asked
    own = _own_setting(fact, kind)
    return any(
        other.kind == kind and not any(_same_setting(other, s) for s in asked)
        for other in ([own] if own is not None else named_settings(fact_text(fact)))
    )


def _own_setting(fact: Fact, kind: str) -> Setting | None:
    """The one mode the row's own condition names ("at fast mode"); None when it names none
    or several. A version or grade in a condition is as often the table's note ("measured
    on the 2.5 V version") as the row's own, so only a mode is read so."""
    if kind != "mode":
        return None
    own = [s for s in named_settings(own_condition(fact.condition)) if s.kind == kind]
    return own[0] if len(own) == 1 else None


_LEVELS = frozenset({"high", "low", "fast", "slow", "normal", "ultra", "medium", "standard"})


def _same_setting(row: Setting, asked: Setting) -> bool:
    if row.aliases & asked.words:
        return True
    if not row.words & asked.words:
        return False
    return not (row.words ^ asked.words) & _LEVELS or row.words <= asked.words


def rows_of_named_label(ranked: list[Candidate], asked_words: set[str]) -> list[Candidate]:
    """ "the switching current of each type" where the sheet has a "Switching current" and a
    "Carry current" row per type: only the rows whose label has the word the question adds
    to the field. Labels that differ by no asked word are all kept, and so are labels that
    each hold as many of them ("serial baud rates": "Baud rate" and "Serial")."""
    labels = [set(WORD.findall(quote_label(c.fact.source.quote).lower())) for c in ranked]
    named = {w for words in labels for w in words} & asked_words
    telling = {w for w in named if not all(w in words for words in labels)}
    if not telling:
        return ranked
    held = [len(telling & words) for words in labels]
    return [c for c, n in zip(ranked, held, strict=True) if n == max(held)]


# a pin a question names: "the VPU pin", "on CPOUT", "the SDA pin"
_NAMED_PIN = re.compile(
    r"\b([A-Z][A-Z0-9_+]{1,7})\s+(?:pin|line|input|output)\b|\bon\s+([A-Z][A-Z0-9_+]{2,7})\b"
)
_PIN_ROW_FIELDS = frozenset({"abs_max_input_voltage", "input_high_voltage", "input_low_voltage"})


def rows_of_named_pin(ranked: list[Candidate], question: str, field: str) -> list[Candidate]:
    """ "the absolute max on the SDA pin": where some row names the pin asked, those rows
    answer, not a row for another pin or group (the analog inputs' 26 V). Where none names
    it, every row stays."""
    if field not in _PIN_ROW_FIELDS:
        return ranked
    pins = {p for m in _NAMED_PIN.finditer(question) for p in m.groups() if p}
    if not pins:
        return ranked
    named = [
        c
        for c in ranked
        if pins & set(_ROW_PIN.findall(_pin_text(c.fact)))
        and any(getattr(c.fact, b) is not None for b in ("min", "typ", "max", "value"))
    ]
    return named or ranked


_ROW_PIN = re.compile(r"[A-Z][A-Z0-9_+]{1,7}")


def _pin_text(fact: Fact) -> str:
    return f"{fact.condition} {fact.symbol or ''} {fact.source.quote}"
