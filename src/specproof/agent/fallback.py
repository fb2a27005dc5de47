"""Algorithm 1's AddTopKChunks: with no stored fact for a request, read the field from the
device's top-k retrieved chunks (and, when configured, let a language model propose facts
from them). Every candidate is flagged and still goes through every validation policy.
"""

from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING

from specproof.agent.score import Candidate, score_candidate
from specproof.agent.understand import DeviceMention, FieldRequest
from specproof.agent.understand.words import request_terms
from specproof.fields import is_rating
from specproof.records import Fact
from specproof.store.memo import remembered

if TYPE_CHECKING:
    from specproof.embed import Embedder
    from specproof.llm import LLM
    from specproof.records import SearchHit
    from specproof.store import Store


FALLBACK_K = 5


# how a candidate read from the retrieved chunks is flagged (the trace shows it)
READ_FROM_CHUNKS = "top-k chunk extraction"
PROPOSED_FROM_CHUNKS = "LLM extraction from top-k chunks"


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
    # What the chunks state depends on the library, the document and the request's words
    # alone: read once per version of the library (a repeated question, or another asking
    # the same of the part), each caller getting its own copies of the facts.
    key = (
        "fallback",
        mention.doc_id,
        mention.device,
        mention.file_name,
        request.field,
        request.quantity,
        request.phrase,
        request.condition_text,
        embedder,
    )
    try:
        read, chunk_ids = remembered(
            store, key, lambda: _read_top_chunks(store, mention, request, embedder)
        )
    except _NoChunks:
        return [], []
    facts = [copy.copy(f) for f in read]
    terms = request_terms(request, device_names)
    operating = not is_rating(request.field)
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = READ_FROM_CHUNKS
    ranked.sort(key=lambda c: -c.score)
    return ranked, list(chunk_ids)


class _NoChunks(Exception):
    """Retrieval failed: no chunks to read."""


def _read_top_chunks(
    store: Store, mention: DeviceMention, request: FieldRequest, embedder: Embedder | None
) -> tuple[tuple[Fact, ...], tuple[str, ...]]:
    """The facts for the request on the device's top-k chunks, and those chunks' ids."""
    from specproof import retrieve

    query = f"{request.phrase} {request.condition_text}".strip() or request.field.replace("_", " ")
    try:
        hits = retrieve.hybrid_search(store, embedder, query, FALLBACK_K, doc_ids=[mention.doc_id])
    except Exception as exc:  # retrieval is a helper here: no chunks simply means no fallback
        raise _NoChunks from exc  # and is not remembered: the next question tries again
    facts: list[Fact] = []
    seen: set[tuple[int, str]] = set()
    for hit in hits:
        facts += _facts_in_chunk(store, hit, mention, request, seen)
    return tuple(facts), tuple(h.chunk.id for h in hits)


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
    operating = not is_rating(request.field)
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = PROPOSED_FROM_CHUNKS
    ranked.sort(key=lambda c: -c.score)
    return ranked


def _facts_in_chunk(
    store: Store,
    hit: SearchHit,
    mention: DeviceMention,
    request: FieldRequest,
    seen: set[tuple[int, str]],
) -> list[Fact]:
    from specproof.extract import Passage, extract_passage

    chunk = hit.chunk
    pages = {
        n: store.page_text(mention.doc_id, n) or ""
        for n in range(chunk.page_start, chunk.page_end + 1)
    }
    passage = Passage(
        chunk.text, pages, chunk.section, mention.device, mention.file_name, mention.doc_id
    )
    facts = extract_passage(
        passage, request.field, quantity=request.quantity, phrase=request.phrase, seen=seen
    )
    return facts


def one_of_a_listed_few(cand: Candidate) -> bool:
    """One value of a list read from a retrieved passage is no range to judge a build by:
    "between any of the 1.5 V, 1.8 V, 2.5 V, 3.3 V and 5 V nodes" on a translator's front
    page are the levels it converts between, not what its supply accepts."""
    fact = cand.fact
    if (
        cand.fallback not in (READ_FROM_CHUNKS, PROPOSED_FROM_CHUNKS)
        or fact.min is not None
        or fact.max is not None
        or not fact.unit
    ):
        return False
    listed = re.findall(rf"\d(?:[.,]\d+)?\s*{re.escape(fact.unit)}\b", fact.source.quote)
    return len(listed) > 1
