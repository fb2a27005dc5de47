"""The field a question asks, read from the named part's own row labels when the lexicon
knows none of its words.

Engineers often ask in the sheet's words ("pc817 rise time?", "collector emitter voltage
rating", "measurable lux range"): the label of a stored row names what the question names.
A row answers for the field it was stored under when the question shares enough of its
label's topic words (a quantity word alone is no topic), so a wording no pattern foresaw
still reaches the row, and every validation step after that applies as usual.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from specproof.agent.terms import STOP, quote_label
from specproof.agent.understand.conditions import with_condition_text
from specproof.agent.understand.record import FieldRequest, Question
from specproof.fields import abs_max_of, dimension, unit_dimension
from specproof.records import Fact, SectionKind

# words that name a physical quantity or a bound: they confirm a row's unit, they are no
# topic of their own ("voltage" is in half the rows of a sheet)
_QUANTITY_WORDS = {
    "voltage": "voltage", "volts": "voltage", "volt": "voltage",
    "current": "current", "amps": "current", "nanoamps": "current", "microamps": "current",
    "milliamps": "current", "draw": "current", "draws": "current", "consumption": "current",
    "time": "time", "delay": "time", "seconds": "time", "duration": "time", "timer": "time",
    "temperature": "temperature", "temp": "temperature",
    "frequency": "frequency", "clock": "frequency", "rate": "frequency",
    "resistance": "resistance", "ohms": "resistance",
    "power": "power", "watts": "power",
}  # fmt: skip
_FILLER = {
    "get", "got", "can", "need", "needs", "will", "would", "could", "should", "have", "has",
    "there", "about", "part", "your", "my", "you", "any", "all", "only", "just", "good",
    "level", "levels", "worst", "case", "please", "number", "sensor", "output", "input",
    "pin", "pins", "supply", "mode", "high", "low", "full", "total", "chip", "give", "tell",
    "test", "conditions", "condition", "datasheet", "sheet", "under", "its", "their",
}  # fmt: skip
_WORD = re.compile(r"[a-z][a-z]{2,}")
_JOIN = re.compile(r"\s(?:and|&|as well as|plus)\s|;", re.I)
_RATING_ASKED = re.compile(r"\b(?:rating|absolute|abs\.? ?max)", re.I)
_FIELDS_NEVER_GUESSED = {"manufacturer", "other", "features", "package", "interface"}


@dataclass(frozen=True, slots=True)
class RowLabel:
    """A stored row as the fallback reads it: its field, the words of its label, and the
    physical dimension of its unit."""

    field: str
    words: frozenset[str]
    dimension: str | None
    rating: bool  # a row of the absolute maximum ratings


def row_label(fact: Fact) -> RowLabel:
    """A stored row as the fallback reads it: the topic words of its label and symbol."""
    words = _topic_words(f"{quote_label(fact.source.quote)} {fact.symbol or ''}")
    rating = fact.section == SectionKind.ABS_MAX
    return RowLabel(fact.field, frozenset(words), unit_dimension(fact.unit), rating)


def _topic_words(text: str) -> set[str]:
    low = text.lower().replace("-", " ").replace("_", " ")
    return {
        _stem(w)
        for w in _WORD.findall(low)
        if w not in STOP and w not in _FILLER and w not in _QUANTITY_WORDS
    }


def _stem(word: str) -> str:
    """A word's first five letters: "temperature" meets "temp.", "measurable" "measure"."""
    return word[:5]


def _asked_dimensions(text: str) -> set[str]:
    low = text.lower()
    found = {dim for word, dim in _QUANTITY_WORDS.items() if re.search(rf"\b{word}\b", low)}
    # (a number inside a part code, "krt-1s1a", states no current)
    if re.search(r"(?<![a-z0-9.-])\d+(?:\.\d+)?\s*(?:n|u|µ|m)?a\b|\bin (?:na|ua|µa|ma)\b", low):
        found.add("current")
    if _HOW_LONG.search(low):
        found.add("time")
    return found


# "how long is the safety timer?" asks a time; "how long can the cable be?" a length
_HOW_LONG = re.compile(
    r"\bhow long\b(?![^?]{0,30}\b(?:cables?|wires?|leads?|ribbons?|lines?|bus)\b)"
)


def requests_from_sheet_words(
    text: str, device_words: set[str], labels: Iterable[RowLabel]
) -> list[FieldRequest]:
    """Per clause the question joins with "and", the one field whose row labels share most
    topic words with it: two words, or one word and the dimension it asks. A clause that
    names something no row stands out for (or ties two fields) leaves the whole question
    unread: half an answer to a two-part question reads as the whole answer."""
    rows = [r for r in labels if r.field not in _FIELDS_NEVER_GUESSED and dimension(r.field)]
    requests = []
    for start, end in _clauses(text):
        clause = text[start:end]
        asked = {_stem(w) for w in _topic_words(clause)} - device_words
        if not asked:
            continue
        found = _best_field(clause, asked, rows)
        if found is None:
            return []
        if _RATING_ASKED.search(clause):
            # the limit of that field: its rating twin, or a limit only a rating row answers
            rating = abs_max_of(found)
            requests.append(
                FieldRequest(rating or found, None, clause.strip(), start, end, limit=not rating)
            )
        else:
            requests.append(FieldRequest(found, None, clause.strip(), start, end))
    return with_condition_text(text, requests) if requests else []


def _clauses(text: str) -> list[tuple[int, int]]:
    cuts = [m.span() for m in _JOIN.finditer(text)]
    bounds = [0] + [x for span in cuts for x in span] + [len(text)]
    return list(zip(bounds[::2], bounds[1::2], strict=True))


def _best_field(clause: str, asked: set[str], rows: list[RowLabel]) -> str | None:
    dims = _asked_dimensions(clause)
    rating = _RATING_ASKED.search(clause) is not None
    # per field, its best row: most words shared, then fewest words the clause lacks
    # ("collector emitter voltage" is the VCEO row, not "collector-emitter saturation")
    best: dict[str, tuple[int, bool, int]] = {}
    for row in rows:
        shared = len(asked & row.words)
        if not shared or (rating and not row.rating):
            continue  # "collector-emitter voltage rating": a limit, not a characteristic
        if dims and row.dimension and row.dimension not in dims:
            continue  # "rise time" asked, a voltage row: never that field
        score = shared + (1 if row.dimension in dims else 0)
        if score >= 2:
            # a question that asks no limit takes an operating row over its rating twin
            rank = (score, rating or not row.rating, -len(row.words - asked))
            best[row.field] = max(best.get(row.field, rank), rank)
    if not best:
        return None
    top = max(best.values())
    fields = [f for f, rank in best.items() if rank == top]
    return fields[0] if len(fields) == 1 else None


def with_sheet_words(asked: Question, facts_of: Callable[[str], list[Fact]]) -> Question:
    """A value question whose words no lexicon entry knew, completed with the field its
    parts' own row labels name (unchanged when none stands out)."""
    if asked.requests or asked.qtype == "compatibility" or not asked.devices:
        return asked
    device_words = {
        _stem(w)
        for m in asked.devices
        for w in _WORD.findall(f"{m.text} {m.device}".lower().replace("-", " "))
    }
    labels = [row_label(f) for m in asked.distinct_devices for f in facts_of(m.device)]
    requests = requests_from_sheet_words(asked.text, device_words, labels)
    return replace(asked, requests=tuple(requests)) if requests else asked
