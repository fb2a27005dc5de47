"""Gather candidate facts for each (device, field) and rank them by fit to the question.

Ranking is explicit: condition overlap with the question, section preference
(recommended operating > electrical characteristics > features), variant fit.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from specproof.agent.route import DeviceMention, FieldRequest, condition_term, norm_part
from specproof.records import Fact, SectionKind

# Preference by section kind for operating questions.
SECTION_BONUS = {
    SectionKind.RECOMMENDED: 0.6,
    SectionKind.ELECTRICAL: 0.5,
    SectionKind.FEATURES: 0.3,
    SectionKind.INTERFACE: 0.3,
    SectionKind.TIMING: 0.3,
    SectionKind.PIN: 0.2,
    SectionKind.ORDERING: 0.2,
    SectionKind.OTHER: 0.1,
    SectionKind.APPLICATION: 0.0,
    SectionKind.PACKAGE: 0.1,
    SectionKind.ABS_MAX: 0.0,
    SectionKind.STORAGE: 0.0,
}

# When a field has no facts, a close sibling may hold the value (a sensor's
# "output voltage" is an analog signal, a regulator's is a power output).
SIBLING_FIELDS = {
    "output_voltage": ("analog_output_voltage",),
    "analog_output_voltage": ("output_voltage",),
    "standby_current": ("quiescent_current",),
    "logic_supply_voltage": ("supply_voltage",),
    "load_supply_voltage": ("supply_voltage",),
    "io_supply_voltage": ("supply_voltage",),
}

_STOP = set(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "with",
        "what",
        "which",
        "is",
        "are",
        "does",
        "do",
        "its",
        "it",
        "this",
        "that",
        "be",
        "by",
        "from",
        "as",
        "give",
        "how",
        "much",
        "many",
        "per",
        "when",
        "while",
        "each",
        "both",
        "than",
        "into",
        "over",
        "under",
        "between",
        "within",
        "datasheet",
        "specified",
        "specify",
        "specifies",
        "state",
        "states",
        "stated",
        "value",
        "values",
        "typical",
        "maximum",
        "minimum",
        "max",
        "min",
        "typ",
        "range",
        "rated",
        "rating",
        "device",
        "chip",
        "module",
    ]
)
_WORD = re.compile(r"[a-z][a-z0-9_\-]{2,}")
_NUM_UNIT = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(k?hz|mhz|ghz|ksps|sps|mbps|kbps|dbm|mv|v|ma|ua|na|a|°c|%|ohm|w|mw|bit)\b",
    re.IGNORECASE,
)
_MODE_CLASSES = {
    "sleep": "standby", "standby": "standby", "power-down": "standby", "power down": "standby",
    "shutdown": "standby", "idle": "standby", "transmit": "tx", "tx": "tx", "receive": "rx",
    "rx": "rx", "fast mode": "fast", "fast-mode": "fast", "high-speed": "hs", "high speed": "hs",
    "hs mode": "hs", "standard mode": "std", "push-pull": "pp", "open-drain": "od",
    "parallel": "parallel", "inductive": "inductive", "resistive": "resistive",
}  # fmt: skip


@dataclass(slots=True)
class Candidate:
    fact: Fact
    score: float
    matched: list[str] = field(default_factory=list)
    fallback: str | None = None  # set when the fact came from a sibling field or retrieval


def facts_for(store: Any, doc_id: str, fld: str, quantity: str | None) -> tuple[list[Fact], str]:
    """Facts of one document and field (with quantity), falling back to sibling fields."""
    for name in (fld, *SIBLING_FIELDS.get(fld, ())):
        facts = store.facts(field=name, doc_id=doc_id)
        facts = _with_quantity(facts, quantity)
        if facts:
            return facts, name
    return [], fld


def _with_quantity(facts: list[Fact], quantity: str | None) -> list[Fact]:
    if quantity is None:
        return facts
    exact = [f for f in facts if f.quantity == quantity]
    if exact:
        return exact
    # the question's quantity word was a guess; a field stated for one quantity only fits
    quantities = {f.quantity for f in facts}
    return facts if len(quantities) == 1 and None not in quantities else []


def question_terms(text: str, device_names: list[str]) -> tuple[set[str], set[str], set[str]]:
    """Number-with-unit terms, mode classes and content words of a piece of question text."""
    low = text.lower().replace("µ", "u").replace("–", "-")
    nums = {condition_term(m.group(1), m.group(2)) for m in _NUM_UNIT.finditer(low)}
    modes = {cls for word, cls in _MODE_CLASSES.items() if re.search(rf"(?<![a-z]){word}", low)}
    names = {n.lower() for n in device_names}
    words = {
        w.strip("-")
        for w in _WORD.findall(low)
        if w not in _STOP and norm_part(w).lower() not in names
    }
    return nums, modes, words


def fact_text(fact: Fact) -> str:
    return " ".join(
        x for x in (fact.condition, fact.symbol or "", fact.source.quote, fact.variant or "") if x
    ).lower()


def score_candidate(
    fact: Fact,
    terms: tuple[set[str], set[str], set[str]],
    variant: str | None,
    operating: bool,
) -> Candidate:
    """Higher is a better fit: condition overlap, section kind, variant."""
    nums, modes, words = terms
    text = fact_text(fact).replace("µ", "u")
    f_nums, f_modes, f_words = question_terms(text, [])
    # the fact's own value is not a condition it was stated under: "3.3 V" asked as a rail
    # must not favour the row whose maximum happens to be 3.3 V
    f_nums -= own_value_terms(fact)
    matched = sorted((nums & f_nums) | (modes & f_modes))
    score = 2.0 * len(nums & f_nums) + 2.5 * len(modes & f_modes)
    score += 0.4 * len(words & f_words)
    # a fact stated for another mode answers a different question
    if f_modes and not (f_modes & modes):
        score -= 1.5
    if modes and not f_modes:
        score -= 0.3
    if operating:
        score += SECTION_BONUS.get(fact.section, 0.0)
    if variant and fact.variant:
        score += 3.0 if variant_matches(variant, fact.variant) else -5.0
    elif fact.variant and not variant:
        score -= 0.2
    score += 0.2 * fact.confidence
    return Candidate(fact, score, matched)


def own_value_terms(fact: Fact) -> set[str]:
    unit = (fact.unit or "").lower().replace("µ", "u").replace(" ", "")
    if not unit:
        return set()
    return {condition_term(f"{v:g}", unit) for v in fact.bounds().values()}


def variant_matches(asked: str, stated: str) -> bool:
    """ "05B" matches "ACS712ELCTR-05B" and "x05B"; "3.3" matches "AMS1117-3.3"."""
    a = norm_part(asked).lstrip("X")
    s = norm_part(stated).lstrip("X")
    if not a or not s:
        return True
    return a.endswith(s) or s.endswith(a) or a in s


def gather(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
) -> tuple[list[Candidate], str]:
    """Ranked candidates for one device and request, and the field they were read for."""
    facts, used_field = facts_for(store, mention.doc_id, request.field, request.quantity)
    terms = question_terms(request.condition_text or request.phrase, device_names)
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    ranked.sort(key=lambda c: (-c.score, c.fact.id or 0))
    if used_field != request.field:
        for cand in ranked:
            cand.fallback = f"sibling field {used_field}"
    return ranked, used_field


# ---------------------------------------------------------------- fallback: top-k chunks

FALLBACK_K = 5
FALLBACK_EXTRACTOR = "fallback:topk-lines"


def fallback_candidates(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
    embedder: Any = None,
) -> tuple[list[Candidate], list[str]]:
    """No stored fact: read the field from the device's top-k retrieved chunks.

    Algorithm 1's AddTopKChunks: device-filtered hybrid retrieval with the request's own
    words, then the extraction engineers' line reader on each chunk line. A value is kept
    only when the lexicon files its label under the requested field (or the label holds the
    question's own phrase) and its unit has the field's dimension. The facts are flagged
    so the trace shows where they came from; they still go through every validation policy.
    """
    from specproof import retrieve

    query = f"{request.phrase} {request.condition_text}".strip() or request.field.replace("_", " ")
    try:
        hits = retrieve.hybrid_search(store, embedder, query, FALLBACK_K, doc_ids=[mention.doc_id])
    except Exception:  # retrieval is a helper here: no chunks simply means no fallback
        return [], []
    facts: list[Fact] = []
    seen: set[tuple[int, str]] = set()
    for hit in hits:
        facts += _facts_in_chunk(store, hit, mention, request, seen)
    terms = question_terms(request.condition_text or request.phrase, device_names)
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "top-k chunk extraction"
    ranked.sort(key=lambda c: -c.score)
    return ranked, [h.chunk.id for h in hits]


LLM_CHUNKS = 3  # chunks handed to the optional model; each is one request


def llm_candidates(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    chunk_ids: list[str],
    llm: Any,
    device_names: list[str],
) -> list[Candidate]:
    """The optional model's proposals from the top retrieved chunks, flagged as such.

    Only proposals whose evidence is found on the page and holds every number come
    back (see :mod:`specproof.extract.llm`); validation still decides acceptance.
    """
    from specproof.extract.llm import PageText, llm_extract

    facts: list[Fact] = []
    for chunk in store.chunks_by_id(chunk_ids[:LLM_CHUNKS]):
        pages = [
            PageText(n, store.page_text(mention.doc_id, n) or "")
            for n in range(chunk.page_start, chunk.page_end + 1)
        ]
        for fact in llm_extract(
            llm,
            chunk.text,
            device=mention.device,
            doc=mention.file_name,
            doc_id=mention.doc_id,
            pages=pages,
            fields=[request.field],
            section=chunk.section,
        ):
            fact.quantity = fact.quantity or request.quantity
            facts.append(fact)
    terms = question_terms(request.condition_text or request.phrase, device_names)
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "LLM extraction from top-k chunks"
    ranked.sort(key=lambda c: -c.score)
    return ranked


def _facts_in_chunk(
    store: Any, hit: Any, mention: DeviceMention, request: FieldRequest, seen: set[tuple[int, str]]
) -> list[Fact]:
    from specproof.extract.lexicon import classify
    from specproof.extract.lines import labelled_values
    from specproof.units import canonical_unit, dimension_of

    chunk = hit.chunk
    chunk_text = _squash(chunk.text)
    phrase = request.phrase.strip().lower()
    out: list[Fact] = []
    for page_no in range(chunk.page_start, chunk.page_end + 1):
        text = store.page_text(mention.doc_id, page_no) or ""
        for line in text.splitlines():
            line = line.strip()
            if not line or (page_no, line) in seen or _squash(line) not in chunk_text:
                continue
            seen.add((page_no, line))
            for lv in labelled_values(line):
                pv = lv.value
                unit = pv.unit if pv.canonical else None
                if unit is None or not (pv.bounds() or pv.expr_max or pv.expr_min):
                    continue
                dim = dimension_of(canonical_unit(unit))
                label = lv.label or lv.context
                guess = classify(label, dim, chunk.section, None, len(pv.bounds()))
                named = bool(phrase) and phrase in lv.context.lower()
                if not named and (guess is None or guess.field != request.field):
                    continue
                fact = _fallback_fact(mention, request, page_no, line, pv, unit, dim, chunk)
                out.append(
                    _with_row_bounds(fact, line[: line.find(pv.raw)] if pv.raw in line else "")
                )
    return out


def _fallback_fact(
    mention: DeviceMention,
    request: FieldRequest,
    page_no: int,
    line: str,
    pv: Any,
    unit: str,
    dim: str | None,
    chunk: Any,
) -> Fact:
    from specproof.records import Source

    return Fact(
        device=mention.device,
        field=request.field,
        source=Source(mention.file_name, page_no, line),
        quantity=request.quantity,
        min=pv.min,
        typ=pv.typ,
        max=pv.max,
        value=pv.value,
        unit=unit,
        raw=pv.raw,
        si_min=pv.si("min"),
        si_typ=pv.si("typ"),
        si_max=pv.si("max"),
        si_value=pv.si("value"),
        dimension=dim,
        expr_min=pv.expr_min,
        expr_max=pv.expr_max,
        section=chunk.section,
        extractor=FALLBACK_EXTRACTOR,
        confidence=0.5,
        doc_id=mention.doc_id,
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


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()
