"""Algorithm 1's AddTopKChunks: with no stored fact for a request, read the field from the
device's top-k retrieved chunks (and, when configured, let a language model propose facts
from them). Every candidate is flagged and still goes through every validation policy.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from specproof.agent.score import Candidate, score_candidate
from specproof.agent.understand import DeviceMention, FieldRequest
from specproof.agent.understand.words import request_terms
from specproof.records import Fact

if TYPE_CHECKING:
    from specproof.embed import Embedder
    from specproof.llm import LLM
    from specproof.records import Chunk, SearchHit
    from specproof.store import Store
    from specproof.units import ParsedValue


FALLBACK_K = 5

FALLBACK_EXTRACTOR = "fallback:topk-lines"


def fallback_candidates(
    store: Store,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
    embedder: Embedder | None = None,
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
    terms = request_terms(request, device_names)
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "top-k chunk extraction"
    ranked.sort(key=lambda c: -c.score)
    return ranked, [h.chunk.id for h in hits]


LLM_CHUNKS = 3  # chunks handed to the optional model; each is one request


def llm_candidates(
    store: Store,
    mention: DeviceMention,
    request: FieldRequest,
    chunk_ids: list[str],
    llm: LLM,
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
    terms = request_terms(request, device_names)
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "LLM extraction from top-k chunks"
    ranked.sort(key=lambda c: -c.score)
    return ranked


def _facts_in_chunk(
    store: Store,
    hit: SearchHit,
    mention: DeviceMention,
    request: FieldRequest,
    seen: set[tuple[int, str]],
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
    pv: ParsedValue,
    unit: str,
    dim: str | None,
    chunk: Chunk,
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
