"""Gather candidate facts for each (device, field) and rank them by fit to the question.

Ranking is explicit (see :mod:`specproof.agent.score`): condition overlap with the
question, section preference (recommended operating > electrical characteristics >
features), variant fit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from specproof.agent.range_settings import favour_named_range
from specproof.agent.score import Candidate, score_candidate
from specproof.agent.terms import variant_matches
from specproof.agent.understand import DeviceMention, FieldRequest, protocols_named
from specproof.agent.understand.context import QuestionContext
from specproof.agent.understand.words import RequestWords, request_terms, request_words
from specproof.fields import fields_in, is_rating, siblings_of
from specproof.records import Fact
from specproof.store.memo import remembered, remembered_facts
from specproof.supply_thresholds import THRESHOLD_NAMED
from specproof.tokens import names_word
from specproof.units import dimension_of

if TYPE_CHECKING:
    from specproof.store import Store


def facts_for(store: Store, doc_id: str, fld: str, quantity: str | None) -> tuple[list[Fact], str]:
    """Facts of one document and field (with quantity), falling back to the field's siblings
    in the registry (a sensor's "output voltage" is an analog signal, a regulator's is a
    power output)."""
    for name in (fld, *siblings_of(fld)):
        facts = _with_quantity(remembered_facts(store, doc_id, name), quantity)
        if facts:
            return facts, name
    if fld == "analog_input_range":
        # "what input voltage range does the buck converter run from?": a regulator has no
        # signal input; its input range is the supply it runs from. Nor has a part whose
        # sheet names its supply row "Input voltage" and states no signal input at all
        supplies = remembered_facts(store, doc_id, "supply_voltage")
        if _powers_others(store, doc_id):
            return supplies, "supply_voltage"
        named = [f for f in supplies if _INPUT_VOLTAGE.search(f.source.quote)]
        if named:
            return named, "supply_voltage"
    return [], fld


_INPUT_VOLTAGE = re.compile(r"^\W*(?:[A-Za-z]+\s+)?input\s+voltage\b", re.I)  # ("PV input voltage")


def _powers_others(store: Store, doc_id: str) -> bool:
    """The sheet is a regulator's or converter's: it states a dropout or a power output."""
    return bool(remembered_facts(store, doc_id, "dropout_voltage")) or bool(
        remembered_facts(store, doc_id, "output_voltage")
    )


def _with_quantity(facts: list[Fact], quantity: str | None) -> list[Fact]:
    if quantity is None:
        return facts
    exact = [f for f in facts if f.quantity == quantity]
    if exact:
        return exact
    if quantity == "frequency":
        # a clock's error is written relative to its frequency (%, ppm, s/day), and extraction
        # tags such a row with no quantity (or files its ppm as a gas's): the rows in a
        # relative unit are the candidates, a gyroscope's °/s error is none
        return [f for f in facts if _relative_unit(f.unit)]
    # the question's quantity word was a guess; a field stated for one quantity only fits
    quantities = {f.quantity for f in facts}
    return facts if len(quantities) == 1 and None not in quantities else []


def _relative_unit(unit: str | None) -> bool:
    return dimension_of(unit) in _RELATIVE_DIMENSIONS


_RELATIVE_DIMENSIONS = frozenset({"ratio", "concentration", "time/time"})


def gather(
    store: Store,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
    context: QuestionContext | None = None,
    doc_ids: Sequence[str] = (),
) -> tuple[list[Candidate], str]:
    """Ranked candidates for one device and request, and the field they were read for.

    ``doc_ids``: every document that covers the device (revisions, makers, module
    sheets); each is read, so no source is hidden by which one was stored first."""
    field = _named_row_field(request)
    facts, used_field = facts_for(store, mention.doc_id, field, request.quantity)
    for other in doc_ids:
        if other != mention.doc_id:
            more, name = facts_for(store, other, field, request.quantity)
            if more and (not facts or name == used_field):
                facts, used_field = facts + more, name
    terms = request_terms(request, device_names)
    asked = request_words(request.condition_text)
    operating = not is_rating(request.field)
    ranked = [
        score_candidate(
            f, terms, mention.variant, operating, context=context, store=store, asked=asked
        )
        for f in facts
    ]
    favour_named_range(
        ranked,
        request.condition_text,
        request.field,
        lambda: facts_for(store, mention.doc_id, "measurement_range", None)[0],
    )
    if request.field in _CAPABILITY_FIELDS and _top_asked(asked, context):
        _favour_top(ranked, open_point=not terms[0])
    ranked.sort(key=lambda c: (-c.score, c.fact.id or 0))
    if used_field != request.field:
        # a registry sibling answers under the field asked, and so does a row of the kind
        # the question names (a supply's threshold, the junction's limit); a power part's
        # supply row answers its "input voltage range" under its own name
        how = (
            "sibling field"
            if used_field in siblings_of(request.field)
            else "named row:"
            if used_field == field
            else "input of a power part:"
        )
        for cand in ranked:
            cand.fallback = f"{how} {used_field}"
    return ranked, used_field


_SUPPLY_FIELDS = fields_in("supply_rail")


def _named_row_field(request: FieldRequest) -> str:
    """The field whose rows answer a request: a supply's reset, lockout or write-inhibit
    level asked in words is stated by a threshold row, which the operating range is not;
    the junction's limit by the die's row, which no ambient range is."""
    text = request.condition_text
    if request.judging:
        return request.field
    if request.field in _SUPPLY_FIELDS and THRESHOLD_NAMED.search(text):
        return "supply_threshold_voltage"
    junction = names_word(text, "junction", "tj", "die", "dice")
    # (an operating junction range is an operating row; a shutdown or regulation point,
    # a protection's threshold, is no limit of the die at all)
    elsewhere = names_word(text, *_NOT_THE_DIES_LIMIT) or "over-temp" in text.lower()
    if request.field == "operating_temperature" and junction and not elsewhere:
        return "junction_temperature"
    return request.field


_NOT_THE_DIES_LIMIT = ("range", "shutdown", "protection", "overtemperature", "regulation", "not")


# Ratings a part reaches at its best operating point: a sample rate, a bus clock, a baud
# rate, an RF output. Asked as the fastest or the highest, the answer is the top row of
# the table (the rate in high-speed mode), not the first or the one a feature list repeats.
_CAPABILITY_FIELDS = fields_in("capability")

_TOP_WORDS = {"fastest", "faster", "quickest", "highest", "maximum", "max", "top", "most"}

TOP_BONUS = 1.0  # a label written on a group's first row only (+0.4 a word) does not outweigh it

TIE = 0.05  # scores this close fit the question equally


def _top_asked(asked: RequestWords, context: QuestionContext | None) -> bool:
    words = set(asked.words)
    if context is not None:
        words |= context.words
    if words & {"min", "minimum", "typ", "typical"}:
        words -= {"max", "maximum"}  # "(min/typ/max)" asks for the bounds of one row
    return bool(words & _TOP_WORDS)


def _upper(fact: Fact) -> float | None:
    for value in (fact.si_max, fact.si_value, fact.si_typ):
        if value is not None:
            return value
    return None


def _favour_top(ranked: list[Candidate], open_point: bool) -> None:
    """The highest rating answers "the fastest". With no operating point of its own in the
    request, every row may answer; with one ("at 2.0 V"), only the rows that fit it equally
    well, so a row fitting the stated condition better is never overtaken."""
    if not ranked:
        return
    best = max(c.score for c in ranked)
    tied = [
        c for c in ranked if (open_point or best - c.score < TIE) and _upper(c.fact) is not None
    ]
    uppers = {_upper(c.fact) for c in tied}
    if len(uppers) < 2:
        return
    top = max(u for u in uppers if u is not None)
    leader = max(ranked, key=lambda c: c.score)
    for cand in tied:
        if _upper(cand.fact) != top:
            continue
        cand.score += TOP_BONUS
        if open_point and _same_group(cand.fact, leader.fact):
            # "Standard mode 0 100 kHz" then "Fast mode 0 400 kHz": a continuation row
            # lacks the label words the group's first row carries, and a mode penalty the
            # question never asked for; the group's top rating is the answer
            cand.score = max(cand.score, leader.score + TOP_BONUS)


def _same_group(a: Fact, b: Fact) -> bool:
    """Two rows of one parameter: same sheet and page, stored one after the other."""
    same_page = a.doc_id == b.doc_id and a.source.page == b.source.page
    return same_page and a.id is not None and b.id is not None and abs(a.id - b.id) <= 3


def sheet_statements(
    store: Store | None,
    mentions: Sequence[DeviceMention],
    device: str,
    read: Callable[[str, int], list[Any]],
    cite: Callable[[str, str, Any], Fact],
) -> list[tuple[Any, Fact]]:
    """What a device's sheet states in prose on any page ("the address is fixed", "not 5 V
    tolerant"): the statements ``read`` finds in each page's text, each cited by ``cite``."""
    mention = next((m for m in mentions if m.device == device), None)
    if mention is None or store is None:
        return []
    doc_id = mention.doc_id
    try:
        # a page's statements depend on its text alone: read once per version of the library
        said = remembered(store, ("sheet", doc_id, read), lambda: _read_pages(store, doc_id, read))
        cited = [(statement, cite(device, mention.file_name, statement)) for statement in said]
    except AttributeError:
        return []
    return [
        (s, f)
        for s, f in cited
        if not _another_version(f"{f.condition} {f.source.quote}", device, mention.variant)
    ]


def _another_version(quote: str, device: str, variant: str | None) -> bool:
    """ "VKN-532L: its signal pins are not 5V tolerant": a sentence naming only another
    version of the part says nothing of the version asked."""
    stem = re.escape(device)
    named = re.findall(rf"(?<![\w-]){stem}[-/]?([A-Za-z0-9]{{1,4}})(?![\w-])", quote, re.I)
    if not named or re.search(rf"(?<![\w-]){stem}(?![\w-])", quote, re.I):
        return False  # no version named, or the part itself named beside it
    return not any(variant and variant_matches(variant, v) for v in named)


def _read_pages(
    store: Store, doc_id: str, read: Callable[[str, int], list[Any]]
) -> tuple[Any, ...]:
    doc = store.document(doc_id)
    pages = doc.pages if doc is not None else 0
    out: list[Any] = []
    for number in range(1, pages + 1):
        out += read(store.page_text(doc_id, number) or "", number)
    return tuple(out)


def document_protocols(store: Store, doc_id: str) -> set[str] | None:
    """The radio protocol families a document names on any page; None when its text is not
    stored (then nothing can be concluded)."""
    named = remembered(store, ("protocols", doc_id), lambda: _protocols_of(store, doc_id))
    return None if named is None else set(named)


def _protocols_of(store: Store, doc_id: str) -> frozenset[str] | None:
    text = _document_text(store, doc_id)
    return None if text is None else frozenset(protocols_named(text))


def _document_text(store: Store, doc_id: str) -> str | None:
    """Every page of a document, joined; None when no page text is stored."""
    doc = store.document(doc_id)
    if doc is None or not doc.pages:
        return None
    texts = [store.page_text(doc_id, n) or "" for n in range(1, doc.pages + 1)]
    return "\n".join(texts) if any(texts) else None


# An SPI clock asked of a part whose sheet names another serial bus and never SPI (an
# I2C-only monitor) has no answer: any "clock" row found belongs to the other bus. A sheet
# naming no bus at all (a shift register's shift clock) may still be read as SPI.
_SPI_NAMED = re.compile(r"\bSPI\b|serial peripheral interface|\bQSPI\b|\bMICROWIRE\b", re.I)
_OTHER_BUS = re.compile(r"\bI2C\b|I²C|\btwo-wire\b|\bTWI\b|\bSMBus\b|\b1-Wire\b", re.I)


def other_bus_only(store: Store, doc_id: str) -> bool:
    """Whether the document names another serial bus on some page and SPI on none."""

    def read() -> bool:
        text = _document_text(store, doc_id) or ""
        return bool(_OTHER_BUS.search(text)) and not _SPI_NAMED.search(text)

    return remembered(store, ("other bus only", doc_id), read)
