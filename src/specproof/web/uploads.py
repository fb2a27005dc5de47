"""Uploaded PDFs: checked, stored by content hash, ingested under their sanitised name.

The uploaded file name never becomes a path: the bytes go to
``uploads/<sha256>.pdf``. The name (sanitised) is only what the library shows
and cites, so the PDF is ingested through a hard link with that name inside a
private temporary folder.

A name never replaces anything: an upload named like a stored document is stored beside
it under a name of its own (``bme280-1a2b3c4d.pdf``). Only an explicit request naming the
document id replaces one (``PUT /documents/{id}``). Uploads of the same bytes at once are
ingested once; the others find it stored ("unchanged").
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import threading
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from specproof.ingest import IngestPolicy, IngestResult
from specproof.library import Library
from specproof.pdf_paths import PdfPaths

PDF_MAGIC = b"%PDF-"
HEAD_BYTES = 1024  # the PDF header may follow a little junk; readers look this far
MAX_NAME = 120
_UNSAFE = re.compile(r"[^\w.()+\- ]+")


class UploadRejected(Exception):
    def __init__(self, status: int, title: str, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.title = title


def sanitize_name(raw: str) -> str:
    """A display name safe anywhere: no folders, no control or odd characters, ends in .pdf."""
    name = unicodedata.normalize("NFKC", raw).replace("\\", "/").rsplit("/", 1)[-1]
    name = _UNSAFE.sub("_", name).strip(" ._")
    stem = name[:-4] if name.lower().endswith(".pdf") else name
    stem = re.sub(r"_+", "_", stem).strip(" ._")[: MAX_NAME - 4] or "upload"
    return stem + ".pdf"


@dataclass(slots=True)
class SavedUpload:
    path: Path  # uploads/<sha256>.pdf
    sha256: str
    name: str  # sanitised original name

    def ingest(
        self, library: Library, paths: PdfPaths, replaces: str | None = None
    ) -> IngestResult:
        """Ingest under the display name (replacing document ``replaces`` only when given);
        drop the stored bytes again if they were rejected, and the replaced file."""
        policy = IngestPolicy(same_name="keep_both", record_sources=False, replaces=replaces)
        with _same_bytes_lock(self.sha256):
            with tempfile.TemporaryDirectory(dir=self.path.parent, prefix=".ingest-") as tmp:
                named = Path(tmp) / self.name
                _link_or_copy(self.path, named)
                result = library.ingest([named], policy=policy)[0]
            if result.rejected or result.status == "failed":
                if library.store.document(self.sha256) is None:
                    self.path.unlink(missing_ok=True)
            elif result.status == "replaced" and replaces:
                drop_upload(library, paths, replaces)
        return result


def drop_upload(library: Library, paths: PdfPaths, doc_id: str) -> None:
    """Remove the uploaded file of a document that is no longer stored."""
    if library.store.document(doc_id) is None:
        paths.upload_path(doc_id).unlink(missing_ok=True)


_LOCKS_GUARD = threading.Lock()
_LOCKS: dict[str, tuple[threading.Lock, int]] = {}  # sha256 -> (lock, holders and waiters)


@contextmanager
def _same_bytes_lock(sha256: str) -> Iterator[None]:
    """One ingest at a time per content in this process: the second of two identical
    uploads waits, then finds the document stored. (Across processes the store's exclusive
    save decides: one stores, the other is told "unchanged".)"""
    with _LOCKS_GUARD:
        lock, users = _LOCKS.get(sha256, (threading.Lock(), 0))
        _LOCKS[sha256] = (lock, users + 1)
    try:
        with lock:
            yield
    finally:
        with _LOCKS_GUARD:
            lock, users = _LOCKS[sha256]
            if users == 1:
                del _LOCKS[sha256]
            else:
                _LOCKS[sha256] = (lock, users - 1)


def save_upload(stream: BinaryIO, raw_name: str, uploads_dir: Path, max_bytes: int) -> SavedUpload:
    """Copy the upload to ``uploads/<sha256>.pdf`` while hashing; check magic and size."""
    name = sanitize_name(raw_name)
    head = stream.read(HEAD_BYTES)
    if PDF_MAGIC not in head:
        raise UploadRejected(415, "Not a PDF", f"{name}: the file does not start with %PDF-")
    uploads_dir.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256()
    size = 0
    fd, tmp_name = tempfile.mkstemp(dir=uploads_dir, prefix=".incoming-", suffix=".pdf")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            block = head
            while block:
                size += len(block)
                if size > max_bytes:
                    raise UploadRejected(
                        413, "Payload Too Large", f"{name} is larger than the upload limit"
                    )
                digest.update(block)
                out.write(block)
                block = stream.read(1 << 20)
        sha = digest.hexdigest()
        final = uploads_dir / f"{sha}.pdf"
        os.replace(tmp, final)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return SavedUpload(final, sha, name)


def _link_or_copy(src: Path, dst: Path) -> None:
    try:
        os.link(src, dst)
    except OSError:  # file systems without hard links
        shutil.copyfile(src, dst)
