"""Facts read from a retrieved passage at answer time.

When the library holds no fact for an asked field, the agent retrieves the passages
most likely to state it and reads them again here. This is a narrower reader than the
ingest walk (:mod:`.engine`): each line of the passage's pages is read on its own as
key-value statements (:func:`~specproof.extract.lines.labelled_values`), and a value is
kept when its label names the asked field or contains the words the question used for
it. A table row read as a line ("VDD 2.4 3.0 3.6 V") keeps its min/typ/max.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass

from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.lines import LabelledValue, labelled_values
from specproof.extract.lines.statements import denied_in_sentence, is_program_code
from specproof.extract.refine import plausible, warned_limit
from specproof.extract.tables import clean_unit
from specproof.records import Fact, SectionKind, Source
from specproof.units import ParsedValue, canonical_unit, dimension_of

# the extractor name of a fact read from a passage at answer time (the agent's top-k
# fallback): validation and the trace tell such facts from the ingest walk's
PASSAGE_EXTRACTOR = "fallback:topk-lines"
PASSAGE_CONFIDENCE = 0.5


@dataclass(frozen=True, slots=True)
class Passage:
    """A retrieved passage of one document and the pages it spans."""

    text: str  # the passage as retrieved (a chunk's text, heading path and all)
    pages: Mapping[int, str]  # page number -> the stored text of that page, a line per line
    section: SectionKind
    device: str
    file_name: str
    doc_id: str


def extract_passage(
    passage: Passage,
    field: str,
    *,
    quantity: str | None = None,
    phrase: str = "",
    seen: set[tuple[int, str]] | None = None,
) -> list[Fact]:
    """Facts for ``field`` stated on the lines of ``passage.pages`` that lie inside the
    passage's text, in page and line order.

    A value counts when its label classifies as ``field``, or when its line's words up
    to the value contain ``phrase`` (the words the question asked with). ``seen`` holds
    the (page, line) pairs already read; lines in it are skipped and every line read is
    added, so overlapping passages of one question yield each line once.
    """
    seen = set() if seen is None else seen
    inside = _squash(passage.text)
    wanted = phrase.strip().lower()
    out: list[Fact] = []
    for page_no, text in sorted(passage.pages.items()):
        for line in (text or "").splitlines():
            line = line.strip()
            if not line or (page_no, line) in seen or _squash(line) not in inside:
                continue
            seen.add((page_no, line))
            out += _line_facts(passage, page_no, line, field, quantity, wanted)
    return out


def _line_facts(
    passage: Passage, page_no: int, line: str, field: str, quantity: str | None, phrase: str
) -> list[Fact]:
    out: list[Fact] = []
    if is_program_code(line):
        return out  # a library's settings in a wiring example
    for lv in _values_of(line):
        if denied_in_sentence(line, lv):
            continue  # a figure the sentence says is not the part's
        pv = lv.value
        unit = pv.unit if pv.canonical else None
        if unit is None or not (pv.bounds() or pv.expr_max or pv.expr_min) or pv.unconvertible():
            continue
        dim = dimension_of(canonical_unit(unit))
        guess = classify(lv.label or lv.context, dim, passage.section, None, len(pv.bounds()))
        named = bool(phrase) and phrase in lv.context.lower()
        if named and _lacks(phrase, line):
            continue  # "It has no current limit; the load must stay within 4A": not its value
        if not named and (guess is None or guess.field != field):
            continue
        if warned_limit(pv, line):
            continue  # a limit stated as a warning ("above 5.5 V ... permanently") is a rating
        if not plausible(FieldGuess(field, quantity), pv):
            continue  # the numbers the stored facts would refuse for the field, refused here too
        fact = _fact(passage, page_no, line, field, quantity, pv, unit, dim)
        out.append(_with_row_bounds(fact, line[: line.find(pv.raw)] if pv.raw in line else ""))
    return out


def _lacks(phrase: str, line: str) -> bool:
    """The line says the part has no such thing ("no current limit", "without a current
    limit"): a figure beside the phrase is something else."""
    lacking = rf"\b(?:no|without(?: an?)?|lacks?(?: an?)?)\s+{re.escape(phrase)}"
    return re.search(lacking, line.lower()) is not None


def _fact(
    passage: Passage,
    page_no: int,
    line: str,
    field: str,
    quantity: str | None,
    pv: ParsedValue,
    unit: str,
    dim: str | None,
) -> Fact:
    return Fact(
        device=passage.device,
        field=field,
        source=Source(passage.file_name, page_no, line),
        quantity=quantity,
        min=pv.min,
        typ=pv.typ,
        max=pv.max,
        value=pv.value,
        unit=clean_unit(unit),  # "40mA." at a sentence's end is mA
        raw=pv.raw,
        si_min=pv.si("min"),
        si_typ=pv.si("typ"),
        si_max=pv.si("max"),
        si_value=pv.si("value"),
        dimension=dim,
        expr_min=pv.expr_min,
        expr_max=pv.expr_max,
        section=passage.section,
        extractor=PASSAGE_EXTRACTOR,
        confidence=PASSAGE_CONFIDENCE,
        doc_id=passage.doc_id,
    )


_RUN = re.compile(r"((?:[-+–]?\d+(?:\.\d+)?\s+){1,2})$")


def _with_row_bounds(fact: Fact, before: str) -> Fact:
    """A table row read as a line: "VDD 2.4 3.0 3.6 V" is min/typ/max, not a lone 3.6 V.

    Only ascending runs of two or three bare numbers right before the value count; the
    unit scales them like the value it precedes.
    """
    if fact.value is None:
        return fact
    m = _RUN.search(before.rstrip() + " ")
    if not m:
        return fact
    nums = [float(x.replace("–", "-")) for x in m.group(1).split()] + [fact.value]
    if any(a > b for a, b in itertools.pairwise(nums)):
        return fact
    scale = (fact.si_value / fact.value) if fact.si_value is not None and fact.value else None
    if len(nums) == 3:
        fact.min, fact.typ, fact.max = nums
    else:
        fact.min, fact.max = nums
    fact.value = fact.si_value = None
    if scale is not None:
        fact.si_min = fact.min * scale
        fact.si_max = fact.max * scale
        fact.si_typ = fact.typ * scale if fact.typ is not None else None
    fact.raw = f"{m.group(1).strip()} {fact.raw}"
    return fact


@functools.lru_cache(maxsize=8192)
def _values_of(line: str) -> tuple[LabelledValue, ...]:
    """The labelled values of one line, read once: the passages of one sheet overlap and
    its lines come back in many questions. Shared between callers, so read, never changed."""
    return tuple(labelled_values(line))


_BLANKS = re.compile(r"\s+")


def _squash(text: str) -> str:
    return _BLANKS.sub("", text).lower()
