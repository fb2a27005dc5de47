"""A setting named by what it sets: "set to ±8 g" picks the rows of the setting code the
sheet ties to that range ("Full-Scale Range AFS_SEL=2 ±8 g" beside "Sensitivity AFS_SEL=2
4,096 LSB/g"), so a per-setting value is read for the range the user chose even though the
question never names the code."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from specproof.agent.terms import row_text
from specproof.records import Fact
from specproof.units import ParsedValue, dimension_of, find_quantities

# a setting code fixed to a number on a row: "AFS_SEL=2", "GN = 101", "FS_SEL=3"
_ASSIGNMENT = re.compile(
    r"\b([A-Za-z][A-Za-z0-9_]{1,9})\s*=\s*(\d{1,4})\b(?!\s*(?:[.,]\d|[A-Za-zµ°%]))"
)

NAMED_RANGE_BONUS = 3.0  # outweighs a row's chance words, not a contradicted condition


def setting_codes(text: str) -> set[str]:
    """The setting codes a row's text fixes, normalised ("afs_sel=2")."""
    return {f"{m.group(1).lower()}={int(m.group(2))}" for m in _ASSIGNMENT.finditer(text)}


def settings_of_stated_range(question: str, ranges: Iterable[Fact]) -> set[str]:
    """The setting codes of the measuring-range rows whose span the question states
    ("±8 g", "±4.7 Ga"); none when the question states no symmetric range."""
    stated = _symmetric(question)
    found: set[str] = set()
    for fact in ranges:
        top = fact.si_max
        if top is None:
            continue
        for pv in stated:
            span = pv.si("max")
            same_kind = dimension_of(pv.canonical) == fact.dimension
            if same_kind and span is not None and abs(top - span) <= 1e-3 * abs(span):
                found |= setting_codes(row_text(fact))
    return found


def favour_named_range(
    ranked: list, question: str, field: str, ranges_of: Callable[[], list[Fact]]
) -> None:
    """Raise the candidates whose row fixes the setting of the range the question states."""
    if field == "measurement_range" or not ranked:
        return
    spans = _stated_spans(question)
    wanted = settings_of_stated_range(question, ranges_of())
    for cand in ranked:
        row = row_text(cand.fact)
        # the code of the stated range, or the range itself on the row ("FS = ±4 g")
        if (wanted and wanted & setting_codes(row)) or spans & _stated_spans(row):
            cand.score += NAMED_RANGE_BONUS


def _stated_spans(text: str) -> set[tuple[str, float]]:
    """The symmetric spans ``text`` states, by dimension ("±4 g" -> ("acceleration", 39.2))."""
    return {
        (dimension_of(pv.canonical) or "", round(pv.si("max") or 0.0, 6)) for pv in _symmetric(text)
    }


def _symmetric(text: str) -> list[ParsedValue]:
    """The ± spans ``text`` states ("±8 g", "+/-4.7 Ga")."""
    return [
        pv
        for pv in find_quantities(text)
        if pv.min is not None and pv.max is not None and pv.min == -pv.max and pv.max > 0
    ]
