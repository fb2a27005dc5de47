"""Uploaded PDFs: checked, stored by content hash, ingested under their sanitised name.

The uploaded file name never becomes a path: the bytes go to
``uploads/<sha256>.pdf``. The name (sanitised) is only what the library shows
and cites, so the PDF is ingested through a hard link with that name inside a
private temporary folder.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from specproof.ingest import IngestResult
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

    def ingest(self, library: Library, paths: PdfPaths) -> IngestResult:
        """Ingest under the display name; drop the stored bytes again if they were rejected."""
        with tempfile.TemporaryDirectory(dir=self.path.parent, prefix=".ingest-") as tmp:
            named = Path(tmp) / self.name
            _link_or_copy(self.path, named)
            result = library.ingest([named])[0]
        if result.rejected or result.status == "failed":
            if library.store.document(self.sha256) is None:
                self.path.unlink(missing_ok=True)
        else:
            paths.remember(self.sha256, self.path)  # not the temporary link ingest saw
        return result


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
