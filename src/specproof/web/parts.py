"""What the routes of the app share: the library, the PDFs on disk, the page renderer and
the gates that bound how much work runs at once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Path as PathParam

from specproof.config import Settings
from specproof.library import Library
from specproof.pdf_paths import PdfPaths
from specproof.records import Document
from specproof.web.limits import WorkGate
from specproof.web.pages import PageRenderer
from specproof.web.problems import Problemish
from specproof.web.schemas import DocIdOf, doc_id_resolver

DocId = Annotated[
    str,
    PathParam(
        pattern=r"^[0-9a-fA-F]{8,64}$",
        description="SHA-256 of the PDF (a unique prefix of at least 8 hex digits works)",
    ),
]


@dataclass(slots=True)
class AppParts:
    library: Library
    paths: PdfPaths
    renderer: PageRenderer
    answers: WorkGate  # questions, searches, facts, page images
    uploads: WorkGate  # parsing a PDF takes a child process and up to the parse timeout

    @property
    def settings(self) -> Settings:
        return self.library.settings

    def document(self, doc_id: str) -> Document:
        doc = self.library.store.document(doc_id)
        if doc is None:
            raise Problemish(404, "Unknown document", f"no document with id {doc_id}")
        return doc

    def resolver(self) -> DocIdOf:
        return doc_id_resolver(self.library.store)
