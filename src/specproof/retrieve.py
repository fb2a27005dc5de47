"""Hybrid chunk retrieval: BM25 (store FTS) + cosine over embeddings, fused by RRF.

Reciprocal Rank Fusion needs no score calibration between the two rankers,
which matters because BM25 scores and cosines live on unrelated scales.
Without an embedder the search is BM25 only; the returned :class:`HitList`
says which mode ran.
"""

from __future__ import annotations

import logging
import re
import threading
import weakref
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from specproof.errors import EmbedderUnavailable
from specproof.query_text import STOP_WORDS, fts_query, query_terms
from specproof.records import Document, SearchHit

if TYPE_CHECKING:
    from specproof.embed import Embedder
    from specproof.store.base import Store

# the query language (query_terms, fts_query) lives below retrieval and the stores, in
# specproof.query_text; it stays importable from here
__all__ = [
    "STOP_WORDS",
    "HitList",
    "dense_ranking",
    "fts_query",
    "hybrid_search",
    "query_terms",
    "query_vector_of",
    "reciprocal_rank_fusion",
    "without_names",
]

log = logging.getLogger(__name__)

RRF_K = 60
# Relative trust in each ranker inside RRF. On the dev questions BM25 alone beats
# MiniLM alone (evidence page in top 10: 0.95 vs 0.91), and equal weights let
# dense noise displace good BM25 hits; at 0.5 the dense ranking reorders BM25's
# candidates and fills in where BM25 finds few. See benchmarks/embed.py.
LEXICAL_WEIGHT = 1.0
DENSE_WEIGHT = 0.5
# How deep each ranker looks before fusion, as a multiple of k (at least MIN_DEPTH).
DEPTH_FACTOR = 5
MIN_DEPTH = 50

# Query vectors kept per embedder. One compatibility question runs 10-15 retrievals
# and each embedding costs ~10 ms of CPU; asked again (web UI, eval reruns, a chat
# repeating itself) it costs nothing. 384 floats = 1.5 kB a query.
QUERY_CACHE_SIZE = 1024


class HitList(list[SearchHit]):
    """Search hits, best first, plus the retrieval mode that produced them."""

    mode: str = "hybrid"  # "hybrid" | "lexical" (no embedder or no vectors)
    note: str = ""


def hybrid_search(
    store: Store,
    embedder: Embedder | None,
    query: str,
    k: int = 10,
    doc_ids: Sequence[str] | None = None,
) -> HitList:
    """Top-k chunks for ``query`` (optionally only in ``doc_ids``), best first.

    When searching given documents, their devices' own names are taken out of
    the query: inside a device's datasheet they match everywhere (the title, a
    bare name line) and pull both rankers away from the asked-for section.
    """
    hits = HitList()
    if k <= 0:
        return hits
    depth = max(k * DEPTH_FACTOR, MIN_DEPTH)
    doc_filter = list(doc_ids) if doc_ids is not None else None
    documents: dict[str, Document | None] = {d: store.document(d) for d in doc_filter or []}
    topic = without_names(query, _names(documents.values())) if doc_filter else query
    lexical = [cid for cid, _ in store.lexical_search(topic, depth, doc_filter)]
    dense, note = _dense_ranking(store, embedder, topic, depth, doc_filter)
    hits.mode, hits.note = ("hybrid" if dense is not None else "lexical"), note
    if note:
        log.info("retrieval is BM25 only: %s", note)
    fused = reciprocal_rank_fusion([lexical, dense or []], weights=(LEXICAL_WEIGHT, DENSE_WEIGHT))
    hits.extend(_hits(store, fused[:k], lexical, dense or [], documents))
    return hits


def _hits(
    store: Store,
    top: list[tuple[str, float]],
    lexical: list[str],
    dense: list[str],
    documents: dict[str, Document | None],
) -> list[SearchHit]:
    lexical_rank = {cid: rank for rank, cid in enumerate(lexical, 1)}
    dense_rank = {cid: rank for rank, cid in enumerate(dense, 1)}
    chunks = {c.id: c for c in store.chunks_by_id([cid for cid, _ in top])}
    out = []
    for cid, score in top:
        chunk = chunks.get(cid)
        if chunk is None:
            continue
        if chunk.doc_id not in documents:
            documents[chunk.doc_id] = store.document(chunk.doc_id)
        doc = documents[chunk.doc_id]
        out.append(
            SearchHit(
                chunk=chunk,
                score=score,
                file_name=doc.file_name if doc else "",
                device=doc.device if doc else "",
                lexical_rank=lexical_rank.get(cid),
                dense_rank=dense_rank.get(cid),
            )
        )
    return out


def without_names(query: str, names: Iterable[str]) -> str:
    """``query`` with whole-word mentions of ``names`` removed (unchanged if nothing would remain)."""
    stripped = query
    for name in sorted({n for n in names if n.strip()}, key=len, reverse=True):
        pattern = rf"(?<![0-9A-Za-z]){re.escape(name)}(?![0-9A-Za-z])"
        stripped = re.sub(pattern, " ", stripped, flags=re.IGNORECASE)
    stripped = " ".join(stripped.split())
    return stripped if query_terms(stripped) else query


def _names(docs: Iterable[Document | None]) -> list[str]:
    return [name for doc in docs if doc for name in (doc.device, *doc.aliases)]


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[str]],
    k: int = RRF_K,
    weights: Sequence[float] | None = None,
) -> list[tuple[str, float]]:
    """Fuse rankings (ids best first): score = sum of weight / (k + rank), rank from 1."""
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights or [1.0] * len(rankings), strict=True):
        for rank, cid in enumerate(ranking, 1):
            scores[cid] = scores.get(cid, 0.0) + weight / (k + rank)
    # Ties (same fused score) keep first-seen order, i.e. the lexical ranking's.
    return sorted(scores.items(), key=lambda item: -item[1])


def dense_ranking(
    query_vector: np.ndarray, ids: Sequence[str], matrix: np.ndarray, depth: int
) -> list[str]:
    """Ids of the ``depth`` rows with the highest cosine to the (unit) query vector."""
    if not len(ids):
        return []
    sims = matrix @ query_vector
    depth = min(depth, len(ids))
    top = np.argpartition(-sims, depth - 1)[:depth]
    top = top[np.argsort(-sims[top], kind="stable")]
    return [ids[i] for i in top]


def _dense_ranking(
    store: Store,
    embedder: Embedder | None,
    query: str,
    depth: int,
    doc_ids: list[str] | None,
) -> tuple[list[str] | None, str]:
    """The dense ranking, or ``None`` and why when only BM25 can run."""
    if embedder is None:
        return None, "no embedder"
    ids, matrix = store.vectors(doc_ids)
    if not len(ids):
        return None, "no stored vectors"
    if matrix.ndim != 2 or matrix.shape[1] != embedder.dim:
        return None, f"stored vectors have shape {matrix.shape}, embedder dim {embedder.dim}"
    try:
        query_vector = query_vector_of(embedder, query)
    except EmbedderUnavailable as exc:
        return None, f"embedder failed: {exc}"
    return dense_ranking(query_vector, ids, matrix.astype(np.float32, copy=False), depth), ""


class _QueryVectorCache:
    """Least-recently-used query vectors, one table per embedder object.

    Keyed by the embedder object itself (weakly), not its name: two embedders of one
    name may still differ (sequence cap, tokenizer), and a dropped embedder takes its
    table with it. Vectors are read-only, so a cached one cannot be changed by a caller.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._tables: weakref.WeakKeyDictionary[object, OrderedDict[str, np.ndarray]] = (
            weakref.WeakKeyDictionary()
        )
        self._lock = threading.Lock()  # the web app answers from several threads

    def get(self, embedder: Embedder, text: str) -> np.ndarray | None:
        with self._lock:
            table = self._table(embedder)
            vector = table.get(text) if table is not None else None
            if vector is not None:
                table.move_to_end(text)
            return vector

    def put(self, embedder: Embedder, text: str, vector: np.ndarray) -> np.ndarray:
        """Store ``vector`` and return the stored (read-only) copy."""
        vector = vector.copy()
        vector.flags.writeable = False
        with self._lock:
            table = self._table(embedder, create=True)
            if table is not None:
                table[text] = vector
                table.move_to_end(text)
                while len(table) > self.size:
                    table.popitem(last=False)
        return vector

    def _table(self, embedder: Embedder, create: bool = False) -> OrderedDict | None:
        try:
            table = self._tables.get(embedder)
            if table is None and create:
                table = self._tables[embedder] = OrderedDict()
        except TypeError:  # an embedder that cannot be weakly referenced is not cached
            return None
        return table


_QUERY_VECTORS = _QueryVectorCache(QUERY_CACHE_SIZE)


def query_vector_of(embedder: Embedder, query: str) -> np.ndarray:
    """The embedder's (unit) vector for ``query``, from the cache when asked before."""
    vector = _QUERY_VECTORS.get(embedder, query)
    if vector is None:
        vector = _QUERY_VECTORS.put(embedder, query, embedder.embed([query])[0])
    return vector
