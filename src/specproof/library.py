"""The Python API: everything the CLI, the web app and the MCP server do goes through here."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from specproof.config import Settings
from specproof.embed import Embedder, load_embedder
from specproof.errors import SpecproofError, UnknownDevice
from specproof.ingest import Ingestor, IngestResult, ProgressFn, build_records, find_pdfs
from specproof.pdf_paths import PdfPaths
from specproof.records import Answer, Document, Fact, ParsedPdf, SearchHit, device_key
from specproof.store import Store, open_store

log = logging.getLogger(__name__)


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
        self._embedder: Embedder | None = None
        self._embedder_loaded = False
        self._llm_loaded = False
        self._llm = None

    # -- backends, loaded on first use ------------------------------------------------

    @property
    def embedder(self) -> Embedder | None:
        if not self._embedder_loaded:
            self._embedder = load_embedder(self.settings)
            self._embedder_loaded = True
        return self._embedder

    @property
    def llm(self):  # type: ignore[no-untyped-def]
        if not self._llm_loaded:
            from specproof.llm import load_llm

            self._llm = load_llm(self.settings)
            self._llm_loaded = True
        return self._llm

    # -- offline ---------------------------------------------------------------------

    def ingest(
        self, paths: Iterable[str | Path], progress: ProgressFn | None = None
    ) -> list[IngestResult]:
        files = find_pdfs(paths)
        results = Ingestor(self.store, self.settings, self.embedder).ingest(files, progress)
        # The web app serves and renders the cited PDFs: remember where each one is.
        PdfPaths(self.settings.db).remember_results(files, results)
        return results

    def reextract(self, device: str | None = None) -> dict[str, int]:
        """Re-run sections, identity and fact extraction on stored pages, without re-parsing.

        Returns the number of facts per document file name.
        """
        counts: dict[str, int] = {}
        for doc in self.documents():
            if device and not _names_device(doc, device):
                continue
            parsed = ParsedPdf(self.store.pages(doc.id), title=doc.title, warnings=doc.warnings)
            prepared = build_records(parsed, doc.id, doc.file_name, self.settings)
            found = prepared.doc  # identity rules may have changed since ingest, like facts
            self.store.update_identity(doc.id, found.device, found.aliases, found.manufacturer)
            self.store.replace_facts(doc.id, prepared.facts)
            counts[doc.file_name] = len(prepared.facts)
        return counts

    # -- lookups ---------------------------------------------------------------------------

    def documents(self) -> list[Document]:
        return self.store.documents()

    def find_documents(self, device: str) -> list[Document]:
        """Documents whose device or aliases name ``device`` (case/punctuation-insensitive)."""
        docs = [d for d in self.documents() if _names_device(d, device)]
        if not docs:
            raise UnknownDevice(f"no ingested datasheet for device '{device}'")
        return docs

    def search(self, query: str, device: str | None = None, k: int = 10) -> list[SearchHit]:
        from specproof.retrieve import hybrid_search

        doc_ids = [d.id for d in self.find_documents(device)] if device else None
        return hybrid_search(self.store, self.embedder, query, k=k, doc_ids=doc_ids)

    def facts(self, device: str, field: str | None = None) -> list[Fact]:
        out: list[Fact] = []
        for doc in self.find_documents(device):
            out += self.store.facts(field=field, doc_id=doc.id)
        return out

    # -- online ----------------------------------------------------------------------------

    def ask(self, question: str, mode: str = "full") -> Answer:
        from specproof.agent.workflow import answer_question

        if not question.strip():
            raise SpecproofError("the question is empty")
        return answer_question(
            question, self.store, embedder=self.embedder, llm=self.llm, mode=mode
        )

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _names_device(doc: Document, name: str) -> bool:
    wanted = device_key(name)
    return bool(wanted) and any(device_key(n) == wanted for n in [doc.device, *doc.aliases])
