"""The store Protocol: what the pipeline and the agent need from a database.

Backends (embedded SQLite now, server stores later) implement it and pass the
same conformance tests in ``tests/test_store_conformance.py``.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Protocol

from specproof.records import Chunk, Document, Fact, Page, SourceFile

# a document id: the hex digest of its file, or a prefix of at least 8 digits of it
DOC_ID = re.compile(r"[0-9a-f]{8,64}")

if TYPE_CHECKING:
    import numpy as np  # vectors only; a question answered from facts never loads numpy


class Store(Protocol):
    def document(self, doc_id: str) -> Document | None:
        """A document by its SHA-256 (a unique prefix of at least 8 hex digits also works)."""

    def document_by_name(self, file_name: str) -> Document | None: ...

    def documents(self) -> list[Document]: ...

    def data_version(self) -> Hashable:
        """A value that changes whenever the library changes (a write by any process, this
        one included): what a cache of the library's contents keys on. One cheap query."""

    def document_count(self) -> int: ...

    def documents_for_device(self, name: str) -> list[Document]:
        """Every document whose device or an alias is ``name`` (by device key), oldest first.

        Several documents may cover one part (revisions, makers, module sheets): all are
        returned, and their order is not a ranking.
        """

    def set_source(self, doc_id: str, source: SourceFile | None) -> None:
        """Record where a stored document's PDF now is (a re-ingest from another path)."""

    def save_document(
        self,
        doc: Document,
        pages: Sequence[Page],
        chunks: Sequence[Chunk],
        vectors: np.ndarray | None,
        facts: Sequence[Fact],
        replaces: str | None = None,
        *,
        exclusive: bool = False,
    ) -> None:
        """Store everything of one document in one transaction (its ``source`` included).

        ``replaces`` is the id of an older version (same file name) deleted in
        the same transaction, so readers see either the old or the new one.
        ``exclusive`` stores only something new: it raises
        :class:`~specproof.errors.DocumentExists` when these bytes are stored already and
        :class:`~specproof.errors.NameTaken` when another document (not ``replaces``) has
        the file name, instead of overwriting or replacing it.
        """

    def delete_document(self, doc_id: str) -> bool: ...

    def replace_facts(self, doc_id: str, facts: Sequence[Fact]) -> None:
        """Swap a document's facts (re-extraction without re-parsing)."""

    def update_identity(
        self,
        doc_id: str,
        device: str,
        aliases: Sequence[str],
        manufacturer: str | None,
        *,
        revision: str | None = None,
        date: str | None = None,
    ) -> None:
        """Set a document's detected device, aliases (variants), manufacturer, revision, date.

        Re-extraction refreshes the identity without re-parsing; raises
        :class:`~specproof.errors.StoreError` when there is no such document.
        """

    def pages(self, doc_id: str) -> list[Page]:
        """Stored pages with their lines and blocks (for re-extraction)."""

    def page(self, doc_id: str, number: int) -> Page | None:
        """One stored page with its lines and blocks (None when there is no such page)."""

    def page_text(self, doc_id: str, page: int) -> str | None:
        """The stored text of one page (lines joined by newlines)."""

    def chunks(self, doc_id: str | None = None) -> list[Chunk]: ...

    def chunks_by_id(self, ids: Sequence[str]) -> list[Chunk]: ...

    def lexical_search(
        self, query: str, k: int, doc_ids: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """BM25 top-k: (chunk id, score), best first; higher score is better."""

    def vectors(self, doc_ids: Sequence[str] | None = None) -> tuple[list[str], np.ndarray]:
        """Chunk ids and their unit-length embedding rows (float32)."""

    def facts(
        self,
        device: str | None = None,
        field: str | None = None,
        doc_id: str | None = None,
    ) -> list[Fact]: ...

    def close(self) -> None: ...
