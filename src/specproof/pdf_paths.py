"""Where each document's PDF lives, so the web app can serve it and render its pages.

Uploaded PDFs are kept content-addressed in ``<db dir>/uploads/<sha256>.pdf``. For files
ingested from disk (the CLI) the store records the source path, size and modification
time with the document, in the same transaction (:class:`~specproof.records.SourceFile`).
A recorded path is trusted only while its size and modification time are unchanged;
otherwise it is hashed again, so a page image is never rendered from a different version
of the file than the one cited.

Libraries written before paths moved into the store kept them in ``<db>.files.json``;
:func:`migrate_side_file` moves them into the store when the library is opened.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from specproof.errors import SpecproofError
from specproof.records import Document, SourceFile
from specproof.store import Store

log = logging.getLogger(__name__)


class PdfPaths:
    """The on-disk PDFs of one database's documents."""

    def __init__(self, db: str | Path) -> None:
        self.in_memory = str(db) == ":memory:"
        base = Path(tempfile.gettempdir()) if self.in_memory else _local_base(str(db))
        self.uploads_dir = (
            base.parent / "uploads" if not self.in_memory else base / "specproof-uploads"
        )
        # Only read, to migrate: paths live in the store now.
        self.map_file = None if self.in_memory else base.with_name(base.name + ".files.json")

    def upload_path(self, doc_id: str) -> Path:
        return self.uploads_dir / f"{doc_id}.pdf"

    def find(self, doc: Document) -> Path | None:
        """The PDF whose bytes are ``doc`` (SHA-256 ``doc.id``), or None when it is not on disk."""
        uploaded = self.upload_path(doc.id)
        if uploaded.is_file():
            return uploaded
        if doc.source is None:
            return None
        path = Path(doc.source.path)
        try:
            stat = path.stat()
        except OSError:
            return None
        if (stat.st_size, stat.st_mtime_ns) == (doc.source.size, doc.source.mtime_ns):
            return path
        # The file changed since it was ingested: serve it only if the bytes are still the same.
        return path if _sha256(path) == doc.id else None

    def orphan_uploads(self, store: Store, min_age_s: float) -> list[Path]:
        """Files under ``uploads/`` that no stored document owns, older than ``min_age_s``
        (younger ones may belong to an upload still being ingested, by any worker)."""
        if not self.uploads_dir.is_dir():
            return []
        stored = {d.id for d in store.documents()}
        now = time.time()
        orphans = []
        for entry in self.uploads_dir.iterdir():
            try:
                age = now - entry.lstat().st_mtime
            except OSError:
                continue
            owned = entry.suffix == ".pdf" and entry.stem in stored
            if not owned and age >= min_age_s:
                orphans.append(entry)
        return orphans


def remove_orphan_uploads(paths: PdfPaths, store: Store, min_age_s: float) -> int:
    """Delete what :meth:`PdfPaths.orphan_uploads` finds; how many were removed."""
    removed = 0
    for orphan in paths.orphan_uploads(store, min_age_s):
        with contextlib.suppress(OSError):
            if orphan.is_dir() and not orphan.is_symlink():
                for inner in orphan.iterdir():
                    inner.unlink()
                orphan.rmdir()
            else:
                orphan.unlink()
            removed += 1
    if removed:
        log.info("removed %d orphaned upload files from %s", removed, paths.uploads_dir)
    return removed


def migrate_side_file(store: Store, db: str | Path) -> int:
    """Move the paths of an old ``<db>.files.json`` into the store; how many moved.

    Documents that already have a source keep it. The side file is removed afterwards;
    a failure leaves it for the next open.
    """
    side = PdfPaths(db).map_file
    if side is None or not side.is_file():
        return 0
    try:
        raw = json.loads(side.read_text(encoding="utf-8"))
        moved = 0
        for doc_id, entry in raw.items() if isinstance(raw, dict) else ():
            doc = store.document(doc_id)
            if doc is None or doc.source is not None or not isinstance(entry, dict):
                continue
            source = SourceFile(str(entry["path"]), int(entry["size"]), int(entry["mtime_ns"]))
            store.set_source(doc.id, source)
            moved += 1
    except (OSError, ValueError, KeyError, TypeError, SpecproofError) as exc:
        log.warning("could not move the PDF paths of %s into the store: %s", side, exc)
        return 0
    with contextlib.suppress(OSError):  # another process may have migrated it meanwhile
        side.unlink()
    return moved


def _local_base(db: str) -> Path:
    """The database file, or for a server store (``postgresql://``, ``mongodb://``) a stand-in
    path in a per-library folder of the user's data directory: a URL is not a folder."""
    if "://" not in db or db.startswith("sqlite:///"):
        return Path(db.removeprefix("sqlite:///")).expanduser().resolve()
    parts = urlsplit(db)
    netloc = parts.netloc.rpartition("@")[2]  # no credentials: a changed password, same library
    key = hashlib.sha256(parts._replace(netloc=netloc).geturl().encode()).hexdigest()[:16]
    root = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return root / "specproof" / "servers" / key / "library"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
