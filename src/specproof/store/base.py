"""The store Protocol: what the pipeline and the agent need from a database.

Backends (embedded SQLite now, server stores later) implement it and pass the
same conformance tests in ``tests/test_store_conformance.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from specproof.records import Chunk, Document, Fact, Page


class Store(Protocol):
    def document(self, doc_id: str) -> Document | None:
        """A document by its SHA-256 (a unique prefix of at least 8 hex digits also works)."""

    def document_by_name(self, file_name: str) -> Document | None: ...

    def documents(self) -> list[Document]: ...

    def save_document(
        self,
        doc: Document,
        pages: Sequence[Page],
        chunks: Sequence[Chunk],
        vectors: np.ndarray | None,
        facts: Sequence[Fact],
        replaces: str | None = None,
    ) -> None:
        """Store everything of one document in one transaction.

        ``replaces`` is the id of an older version (same file name) deleted in
        the same transaction, so readers see either the old or the new one.
        """

    def delete_document(self, doc_id: str) -> bool: ...

    def replace_facts(self, doc_id: str, facts: Sequence[Fact]) -> None:
        """Swap a document's facts (re-extraction without re-parsing)."""

    def update_identity(
        self, doc_id: str, device: str, aliases: Sequence[str], manufacturer: str | None
    ) -> None:
        """Set a document's detected device, aliases (variants) and manufacturer.

        Re-extraction refreshes the identity without re-parsing; raises
        :class:`~specproof.errors.StoreError` when there is no such document.
        """

    def pages(self, doc_id: str) -> list[Page]:
        """Stored pages with their lines and blocks (for re-extraction)."""

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
