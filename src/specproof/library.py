"""The Python API: everything the CLI, the web app and the MCP server do goes through here.

Heavy modules (the agent, ingestion, the embedding model) are imported when first used, so
that a front end starts fast and a question that facts answer never loads the model.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from specproof.config import MAX_QUESTION_CHARS, Settings
from specproof.errors import (
    ConfigError,
    EmbedderUnavailable,
    SpecproofError,
    TooLarge,
    UnknownDevice,
)
from specproof.records import (
    ANSWER_MODES,
    Answer,
    Document,
    Fact,
    ParsedPdf,
    SearchHit,
    Trace,
    device_key,
    names_device,
)
from specproof.store import Store, open_store
from specproof.store.memo import one_version

if TYPE_CHECKING:
    import numpy as np

    from specproof.embed import Embedder
    from specproof.ingest import IngestPolicy, IngestResult, ProgressFn

log = logging.getLogger(__name__)

EMPTY_LIBRARY = "the library is empty — run `specproof ingest PATH` to add datasheets"
SUGGESTIONS = 3  # "did you mean" names offered for an unknown device
SUGGESTION_CUTOFF = 75  # rapidfuzz ratio (0-100) a name must reach to be offered
MIN_SUGGESTION_KEY = 3  # shorter names match parts of too many part numbers to suggest any


class Library:
    """A collection of ingested datasheets.

    >>> lib = Library("specproof.db")
    >>> lib.ingest(["datasheets/"])
    >>> lib.ask("What is the supply voltage range of the BME280?").text
    """

    def __init__(self, db: str | Path | None = None, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        if db is not None:
            self.settings = self.settings.model_copy(update={"db": str(db)})
        self.store: Store = open_store(self.settings.db)
        from specproof.pdf_paths import migrate_side_file

        migrate_side_file(self.store, self.settings.db)
        self._embedder: Embedder | None = None
        self._embedder_loaded = False
        self._embedder_lock = threading.Lock()  # a server's threads: one model, loaded once
        self._query_embedder = _EmbedderOnFirstUse(self)
        self._llm_loaded = False
        self._llm = None

    # -- backends, loaded on first use ------------------------------------------------

    @property
    def embedder(self) -> Embedder | None:
        if not self._embedder_loaded:
            with self._embedder_lock:
                if not self._embedder_loaded:
                    from specproof.embed import load_embedder

                    self._embedder = load_embedder(self.settings)
                    self._embedder_loaded = True
        return self._embedder

    def warm_up(self) -> None:
        """Load now what the first questions would wait for: the answering code, the
        embedding model (when one is configured) and the library's device index. A server
        worker calls it at start-up; a one-off question is better off without it."""
        import importlib

        from specproof.agent.understand import device_index

        # the answering code, and the passage reader of the top-k fallback
        for module in ("specproof.agent.workflow", "specproof.extract"):
            importlib.import_module(module)
        _ = self.embedder
        device_index(self.store)

    @property
    def llm(self):  # type: ignore[no-untyped-def]
        if not self._llm_loaded:
            if self.settings.llm_configured:  # else not even its module (HTTP, TLS) loads
                from specproof.llm import load_llm

                self._llm = load_llm(self.settings)
            self._llm_loaded = True
        return self._llm

    # -- offline ---------------------------------------------------------------------

    def ingest(
        self,
        paths: Iterable[str | Path],
        progress: ProgressFn | None = None,
        policy: IngestPolicy | None = None,
    ) -> list[IngestResult]:
        """Ingest PDF files and folders. By default a file whose name is stored already is
        its new version and each file's path is recorded (see :class:`IngestPolicy`)."""
        from specproof.ingest import Ingestor

        return Ingestor(self.store, self.settings, self.embedder, policy).ingest(paths, progress)

    def reextract(self, device: str | None = None, doc_id: str | None = None) -> dict[str, int]:
        """Re-run sections, identity and fact extraction on stored pages, without re-parsing
        (all documents, those of one device, or one document).

        Returns the number of facts per document file name.
        """
        from specproof.ingest import build_records

        counts: dict[str, int] = {}
        for doc in self.documents():
            if device and not names_device(doc, device):
                continue
            if doc_id and doc.id != doc_id:
                continue
            parsed = ParsedPdf(self.store.pages(doc.id), title=doc.title, warnings=doc.warnings)
            prepared = build_records(parsed, doc.id, doc.file_name, self.settings)
            found = prepared.doc  # identity rules may have changed since ingest, like facts
            self.store.update_identity(
                doc.id,
                found.device,
                found.aliases,
                found.manufacturer,
                # stored pages have lost the running footers where many sheets state these
                revision=found.revision or doc.revision,
                date=found.date or doc.date,
            )
            self.store.replace_facts(doc.id, prepared.facts)
            counts[doc.file_name] = len(prepared.facts)
        return counts

    # -- lookups ---------------------------------------------------------------------------

    def documents(self) -> list[Document]:
        return self.store.documents()

    def documents_for_device(self, device: str) -> list[Document]:
        """Every document about ``device`` (device or alias, case/punctuation-insensitive),
        oldest first; empty when there is none. Several may cover one part: each is a
        source, and none is hidden behind another."""
        return self.store.documents_for_device(device)

    def find_documents(self, device: str) -> list[Document]:
        """Documents whose device or aliases name ``device`` (case/punctuation-insensitive).

        An unknown name raises :class:`UnknownDevice` with the closest names in the library
        ("did you mean"); a near miss is never used in its place.
        """
        found = self.documents_for_device(device)
        if found:
            return found
        documents = self.documents()
        message = f"no ingested datasheet for device '{device}'"
        if not documents:
            raise UnknownDevice(f"{message}: {EMPTY_LIBRARY}")
        close = similar_devices(device, documents)
        if close:
            message += f"; did you mean {' or '.join(close)}?"
        raise UnknownDevice(message)

    def search(self, query: str, device: str | None = None, k: int = 10) -> list[SearchHit]:
        """Passages for a person to read: hybrid retrieval, then prose and tables placed above
        code listings and register maps (unless the query itself is code), each hit carrying
        the query terms it contains."""
        from specproof.rerank import CANDIDATES_PER_HIT, rerank_for_reading
        from specproof.retrieve import hybrid_search

        if not query.strip():
            raise SpecproofError("the search query is empty")
        _check_length("search query", query)
        docs = self.find_documents(device) if device else []
        doc_ids = [d.id for d in docs] if device else None
        depth = k * CANDIDATES_PER_HIT
        hits = hybrid_search(self.store, self._query_embedder, query, k=depth, doc_ids=doc_ids)
        names = [name for d in docs for name in (d.device, *d.aliases)]
        return rerank_for_reading(query, hits, names)[:k]

    def facts(self, device: str, field: str | None = None) -> list[Fact]:
        out: list[Fact] = []
        for doc in self.find_documents(device):
            out += self.store.facts(field=field, doc_id=doc.id)
        return out

    # -- online ----------------------------------------------------------------------------

    def ask(self, question: str, mode: str = "full") -> Answer:
        """Answer with cited evidence, or abstain (verdict ``insufficient_evidence``) and say why.

        ``mode`` is one of :data:`specproof.records.ANSWER_MODES`.
        """
        if not question.strip():
            raise SpecproofError("the question is empty")
        _check_length("question", question)
        if mode not in ANSWER_MODES:
            raise ConfigError(f"unknown mode '{mode}'; use one of: {', '.join(ANSWER_MODES)}")
        from specproof.agent.workflow import answer_question

        with one_version(self.store):  # its version is read once, not at every memory look-up
            answer = answer_question(
                question, self.store, embedder=self._query_embedder, llm=self.llm, mode=mode
            )
        if answer.verdict == "insufficient_evidence" and not self.store.document_count():
            return _empty_library_answer(question, mode)
        return answer

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _EmbedderOnFirstUse:
    """The library's embedder for questions and searches, loaded when a query is first
    embedded: most questions are answered from facts alone and never pay the model's
    0.3-0.5 s load. When the model cannot load, embedding raises
    :class:`EmbedderUnavailable` and retrieval runs on BM25 alone, as without an embedder."""

    def __init__(self, library: Library) -> None:
        self._library = library

    @property
    def name(self) -> str:
        return self._loaded().name

    @property
    def dim(self) -> int:
        # Asked before anything is embedded (to check the stored vectors): answer it from the
        # model's constant instead of loading the model for it.
        from specproof.embed import DIM

        return DIM

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._loaded().embed(texts)

    def _loaded(self) -> Embedder:
        embedder = self._library.embedder
        if embedder is None:
            raise EmbedderUnavailable("no embedder is configured or installed")
        return embedder


def _empty_library_answer(question: str, mode: str) -> Answer:
    trace = Trace()
    trace.add("library", documents=0)
    return Answer(
        question=question,
        verdict="insufficient_evidence",
        text=f"Insufficient evidence: {EMPTY_LIBRARY}.",
        trace=trace,
        mode=mode,
        reason=EMPTY_LIBRARY,
    )


def shared_parts(documents: Sequence[Document]) -> list[tuple[str, list[Document]]]:
    """The parts several documents cover (each named as its first document spells it), with
    those documents: revisions, second sources and module sheets of one part, which an
    answer must weigh together."""
    by_key: dict[str, tuple[str, list[Document]]] = {}
    for doc in documents:
        keys: dict[str, str] = {}  # key -> the name as the document spells it, device first
        for alias in (doc.device, *doc.aliases):
            if device_key(alias):
                keys.setdefault(device_key(alias), alias)
        for key, name in keys.items():
            by_key.setdefault(key, (name, []))[1].append(doc)
    seen: set[tuple[str, ...]] = set()
    out = []
    for name, docs in by_key.values():
        ids = tuple(sorted(d.id for d in docs))
        if len(docs) > 1 and ids not in seen:
            seen.add(ids)
            out.append((name, sorted(docs, key=lambda d: (d.ingested_at, d.id))))
    return out


def _check_length(what: str, text: str) -> None:
    # Answering time grows with the text: one 1 MB question once held a server for 50 s.
    if len(text) > MAX_QUESTION_CHARS:
        raise TooLarge(f"the {what} has {len(text)} characters (limit {MAX_QUESTION_CHARS})")


def similar_devices(name: str, documents: Sequence[Document]) -> list[str]:
    """Device names of the library that look like ``name`` (a typo, a cut-off part number),
    closest first."""
    from rapidfuzz import fuzz, process

    wanted = device_key(name)
    if len(wanted) < MIN_SUGGESTION_KEY:
        return []
    names: dict[str, tuple[str, str]] = {}  # key -> (name as the datasheet spells it, doc id)
    for doc in documents:
        for alias in (doc.device, *doc.aliases):
            names.setdefault(device_key(alias), (alias, doc.id))
    found = process.extract(
        wanted, list(names), scorer=fuzz.WRatio, limit=None, score_cutoff=SUGGESTION_CUTOFF
    )
    per_document: dict[str, str] = {}  # the closest name of each document
    for key, _score, _index in found:
        alias, doc_id = names[key]
        per_document.setdefault(doc_id, alias)
    return list(per_document.values())[:SUGGESTIONS]
