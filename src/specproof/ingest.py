"""The offline stage: PDF files in, documents with pages, chunks, vectors and facts stored.

Parsing and extraction run in a child process per file (``parse_child``), with a
wall-clock timeout and a memory limit, so a hostile or broken PDF can neither hang
nor crash the caller. Embedding and storing happen in the parent (the model is
loaded once). One transaction per document.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np

from specproof.config import Settings
from specproof.embed import Embedder
from specproof.errors import (
    DocumentExists,
    NameTaken,
    RejectedDocument,
    SpecproofError,
    StoreError,
)
from specproof.parse_child import prepare_in_child
from specproof.records import Chunk, Document, Fact, Page, ParsedPdf, SourceFile
from specproof.store import Store

log = logging.getLogger(__name__)

PDF_SUFFIXES = {".pdf"}


@dataclass(slots=True)
class IngestResult:
    """What happened to one file. ``status`` is ok, unchanged, replaced or rejected:<reason>."""

    file: str
    status: str
    sha256: str | None = None
    device: str | None = None
    pages: int = 0
    chunks: int = 0
    facts: int = 0
    seconds: float = 0.0
    message: str = ""

    @property
    def rejected(self) -> bool:
        return self.status.startswith("rejected")


@dataclass(slots=True)
class Prepared:
    """Everything the child process computes for one document."""

    doc: Document
    pages: list[Page]
    chunks: list[Chunk]
    facts: list[Fact] = field(default_factory=list)


ProgressFn = Callable[[IngestResult], None]


def find_pdfs(paths: Iterable[str | Path]) -> list[Path]:
    """Files as given, folders searched recursively for *.pdf; sorted, without duplicates."""
    found: dict[Path, None] = {}
    for raw in paths:
        path = Path(raw).expanduser()
        if path.is_dir():
            for p in sorted(path.rglob("*")):
                if p.is_file() and p.suffix.lower() in PDF_SUFFIXES:
                    found[p] = None
        else:
            found[path] = None
    return list(found)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


# -- the child-process part ---------------------------------------------------------


def prepare_document(path: Path, doc_id: str, settings: Settings) -> Prepared:
    """Parse, clean, label sections, identify the device, chunk and extract facts."""
    parsed = _parse(path, settings)
    return build_records(parsed, doc_id, path.name, settings)


def build_records(parsed: ParsedPdf, doc_id: str, file_name: str, settings: Settings) -> Prepared:
    from specproof.chunk import chunk_document
    from specproof.clean import clean_pages
    from specproof.extract import extract_facts
    from specproof.extract.identity import detect_identity
    from specproof.provenance import detect_edition
    from specproof.sections import assign_sections

    edition = detect_edition(parsed.pages)  # before cleaning: footers often state it
    pages = clean_pages(parsed.pages)
    assign_sections(pages)
    identity = detect_identity(pages, file_name, parsed.title)
    chunks = chunk_document(doc_id, pages, settings.chunk_size, settings.chunk_overlap)
    warnings = list(parsed.warnings)
    try:
        facts = extract_facts(doc_id, file_name, pages, identity)
    except Exception as exc:  # an extractor bug costs the facts, never the searchable text
        log.warning("%s: facts not extracted: %s: %s", file_name, type(exc).__name__, exc)
        warnings.append(f"facts not extracted: {type(exc).__name__}")
        facts = []
    doc = Document(
        id=doc_id,
        file_name=file_name,
        device=identity.device,
        aliases=identity.aliases,
        manufacturer=identity.manufacturer,
        title=parsed.title,
        warnings=warnings,
        revision=edition.revision,
        date=edition.date,
    )
    return Prepared(doc, pages, chunks, facts)


def _parse(path: Path, settings: Settings) -> ParsedPdf:
    from specproof.parse import get_parser, page_count

    # The page tree's count is known before any page is read: a file declaring
    # 200,000 pages is refused at once instead of running into the parse timeout.
    _check_page_count(page_count(path), settings)
    parsed = get_parser(settings.parser).parse(path)
    _check_page_count(len(parsed.pages), settings)
    return parsed


def _check_page_count(pages: int, settings: Settings) -> None:
    if pages > settings.max_pages:
        raise RejectedDocument("too_many_pages", f"{pages} pages (limit {settings.max_pages})")


# -- the parent part --------------------------------------------------------------

NAME_ATTEMPTS = 3  # saves tried when concurrent writers keep taking the name


@dataclass(frozen=True, slots=True)
class IngestPolicy:
    """How new files meet the library.

    The CLI's default: a new file with a stored file name is a new version of it
    (``replaced``), unless the stored one came in the same run (two folders holding
    files of one name: both are kept), and where each file lies is recorded. Uploads name no file on this
    machine and their names come from clients: ``same_name="keep_both"`` stores the new
    document beside the old one under a name of its own, and only ``replaces`` (an
    explicit, authorised request naming a document id) replaces anything.
    """

    same_name: Literal["replace", "keep_both"] = "replace"
    record_sources: bool = True
    replaces: str | None = None


class Ingestor:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        embedder: Embedder | None,
        policy: IngestPolicy | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.embedder = embedder
        self.policy = policy or IngestPolicy()
        self._stored: set[str] = set()  # documents this run stored

    def ingest(
        self, paths: Iterable[str | Path], progress: ProgressFn | None = None
    ) -> list[IngestResult]:
        files = find_pdfs(paths)
        results: dict[Path, IngestResult] = {}
        for path, result in self._run(files):
            results[path] = result
            if progress:
                progress(result)
        return [results[p] for p in files]

    def _run(self, files: list[Path]) -> Iterator[tuple[Path, IngestResult]]:
        # Two children parse while this process embeds and writes: both cores busy.
        with ThreadPoolExecutor(max_workers=2) as pool:
            futures = [(path, pool.submit(self._prepare, path)) for path in files]
            for path, future in futures:
                prepare_s, outcome = future.result()
                if isinstance(outcome, IngestResult):
                    yield path, outcome
                    continue
                yield path, self._store(outcome, prepare_s)

    def _prepare(self, path: Path) -> tuple[float, Prepared | IngestResult]:
        """(seconds spent, the prepared document or the final result for this file)."""
        started = time.perf_counter()
        doc_id = None
        try:
            source = self._check_file(path)
            doc_id = sha256_file(path)
            existing = self.store.document(doc_id)
            if existing is None:
                prepared = prepare_in_child(path, doc_id, self.settings)
                prepared.doc.source = source if self.policy.record_sources else None
                return time.perf_counter() - started, prepared
        except RejectedDocument as exc:
            return 0.0, _rejected(path.name, exc, started, doc_id)
        if self.policy.record_sources:
            self._keep_source_valid(existing, source)
        return 0.0, _unchanged(path.name, existing, started)

    def _keep_source_valid(self, doc: Document, source: SourceFile) -> None:
        """Point a stored document at this copy of its file when its recorded one is gone
        or changed (a moved folder); a copy elsewhere never displaces a valid one."""
        if doc.source is not None and source_still_valid(doc.source):
            return
        try:
            self.store.set_source(doc.id, source)
        except SpecproofError as exc:  # the document is stored; only its link is stale
            log.warning("could not record where %s is: %s", doc.file_name, exc)

    def _check_file(self, path: Path) -> SourceFile:
        """The file's path, size and time (taken before hashing) when it may be a PDF."""
        if not path.is_file():
            raise RejectedDocument("not_found", f"no such file: {path}")
        stat = path.stat()
        if stat.st_size > self.settings.max_file_mb * 1024 * 1024:
            raise RejectedDocument(
                "too_large",
                f"{stat.st_size / 1e6:.1f} MB (limit {self.settings.max_file_mb:g} MB)",
            )
        with path.open("rb") as fh:
            head = fh.read(1024)
        if b"%PDF-" not in head:
            raise RejectedDocument("not_pdf", "no %PDF- header")
        return SourceFile(str(path.expanduser().resolve()), stat.st_size, stat.st_mtime_ns)

    def _store(self, prepared: Prepared, prepare_s: float) -> IngestResult:
        # Seconds spent on this file (parse + embed + write), not time queued behind others.
        started = time.perf_counter() - prepare_s
        doc = prepared.doc
        try:
            vectors = self._embed(prepared.chunks)
            replaced = self._save(prepared, vectors)
        except DocumentExists:  # a concurrent ingest stored the same bytes first
            existing = self.store.document(doc.id)
            if existing is not None:
                return _unchanged(doc.file_name, existing, time.perf_counter() - prepare_s)
            return IngestResult(doc.file_name, "failed", doc.id, message="deleted meanwhile")
        except SpecproofError as exc:
            return IngestResult(doc.file_name, "failed", doc.id, message=str(exc))
        return IngestResult(
            doc.file_name,
            "replaced" if replaced else "ok",
            doc.id,
            doc.device,
            len(prepared.pages),
            len(prepared.chunks),
            len(prepared.facts),
            round(time.perf_counter() - started, 3),
        )

    def _save(self, prepared: Prepared, vectors: np.ndarray | None) -> bool:
        """Store exclusively (never over the same bytes); whether an old version went.

        A name another document has is, by the policy, either that document's next
        version or a reason to give this one a name of its own; a concurrent writer may
        take the name between the look-up and the save, so it is looked up again then.
        """
        doc = prepared.doc
        for _ in range(NAME_ATTEMPTS):
            old = self._replaced_document(prepared)
            try:
                self.store.save_document(
                    doc,
                    prepared.pages,
                    prepared.chunks,
                    vectors,
                    prepared.facts,
                    replaces=old.id if old else None,
                    exclusive=True,
                )
                self._stored.add(doc.id)
                return old is not None
            except NameTaken:
                continue
        raise NameTaken(f"{doc.file_name}: the name kept being taken by concurrent ingests")

    def _replaced_document(self, prepared: Prepared) -> Document | None:
        """The document this one replaces, if any; renames this one when it must not
        replace the document that has its name."""
        doc = prepared.doc
        if self.policy.replaces:
            old = self.store.document(self.policy.replaces)
            if old is None:
                raise StoreError(f"no document {self.policy.replaces} to replace")
        else:
            old = self.store.document_by_name(doc.file_name)
            if old is not None and old.id == doc.id:
                old = None
            # Two files of one batch with one name (a/x.pdf, b/x.pdf) are two documents,
            # not a version and its successor.
            if (
                old is not None
                and self.policy.same_name == "replace"
                and old.id not in self._stored
            ):
                return old
            old = None
        holder = self.store.document_by_name(doc.file_name)
        if holder is not None and holder.id not in (doc.id, getattr(old, "id", None)):
            _rename(prepared, name_of_its_own(doc.file_name, doc.id))
        return old

    def _embed(self, chunks: list[Chunk]) -> np.ndarray | None:
        if self.embedder is None or not chunks:
            return None
        return self.embedder.embed([c.text for c in chunks])


def name_of_its_own(file_name: str, doc_id: str) -> str:
    """``bme280.pdf`` -> ``bme280-1a2b3c4d.pdf``: another document has the name, and two
    different files never share one (citations name documents by file name)."""
    stem, dot, suffix = file_name.rpartition(".")
    if not dot:
        stem, suffix = file_name, "pdf"
    return f"{stem}-{doc_id[:8]}.{suffix}"


def _rename(prepared: Prepared, file_name: str) -> None:
    prepared.doc.file_name = file_name
    for fact in prepared.facts:
        fact.source.doc = file_name  # facts cite their document by file name


def source_still_valid(source: SourceFile) -> bool:
    """The recorded file is still there with the size and time it had when ingested."""
    try:
        stat = os.stat(source.path)
    except OSError:
        return False
    return (stat.st_size, stat.st_mtime_ns) == (source.size, source.mtime_ns)


def _unchanged(name: str, existing: Document, started: float) -> IngestResult:
    return IngestResult(
        name,
        "unchanged",
        existing.id,
        existing.device,
        existing.pages,
        existing.chunks,
        existing.facts,
        round(time.perf_counter() - started, 3),
    )


def _rejected(
    name: str, exc: RejectedDocument, started: float, doc_id: str | None = None
) -> IngestResult:
    return IngestResult(
        name,
        f"rejected:{exc.reason}",
        doc_id,
        seconds=round(time.perf_counter() - started, 3),
        message=str(exc),
    )
