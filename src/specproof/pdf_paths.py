"""Where each document's PDF lives, so the web app can serve it and render its pages.

The store keeps text, not files. Uploaded PDFs are kept content-addressed in
``<db dir>/uploads/<sha256>.pdf``; for files ingested from disk (the CLI) the
source path is remembered in a small JSON map next to the database
(``<db>.files.json``). A remembered path is trusted only while its size and
modification time are unchanged; otherwise it is hashed again, so a page image
is never rendered from a different version of the file than the one cited.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

log = logging.getLogger(__name__)

_LOCK = threading.Lock()


class _HasSha(Protocol):
    sha256: str | None
    status: str


@dataclass(slots=True)
class _Entry:
    path: str
    size: int
    mtime_ns: int


class PdfPaths:
    """The on-disk PDFs of one database's documents."""

    def __init__(self, db: str | Path) -> None:
        self.in_memory = str(db) == ":memory:"
        base = Path(tempfile.gettempdir()) if self.in_memory else _local_base(str(db))
        self.uploads_dir = (
            base.parent / "uploads" if not self.in_memory else base / "specproof-uploads"
        )
        self.map_file = None if self.in_memory else base.with_name(base.name + ".files.json")

    # -- writing -----------------------------------------------------------------

    def remember(self, doc_id: str, path: str | Path) -> None:
        self.remember_many({doc_id: Path(path)})

    def remember_many(self, paths: dict[str, Path]) -> None:
        if self.map_file is None or not paths:
            return
        with _LOCK:
            entries = self._load()
            for doc_id, path in paths.items():
                resolved = path.expanduser().resolve()
                stat = resolved.stat()
                entries[doc_id] = _Entry(str(resolved), stat.st_size, stat.st_mtime_ns)
            self._save(entries)

    def remember_results(self, files: Sequence[Path], results: Sequence[_HasSha]) -> None:
        """Record the source path of every file that is now in the store (ingest order)."""
        kept = {
            r.sha256: Path(f)
            for f, r in zip(files, results, strict=False)
            if r.sha256 and r.status in ("ok", "unchanged", "replaced") and Path(f).is_file()
        }
        try:
            self.remember_many(kept)
        except OSError as exc:  # a read-only data folder must not fail an ingest
            log.warning("could not record PDF locations in %s: %s", self.map_file, exc)

    # -- reading -----------------------------------------------------------------

    def upload_path(self, doc_id: str) -> Path:
        return self.uploads_dir / f"{doc_id}.pdf"

    def find(self, doc_id: str) -> Path | None:
        """The PDF whose bytes have SHA-256 ``doc_id``, or None when it is not on disk."""
        uploaded = self.upload_path(doc_id)
        if uploaded.is_file():
            return uploaded
        if self.map_file is None:
            return None
        with _LOCK:
            entry = self._load().get(doc_id)
        if entry is None:
            return None
        path = Path(entry.path)
        try:
            stat = path.stat()
        except OSError:
            return None
        if (stat.st_size, stat.st_mtime_ns) == (entry.size, entry.mtime_ns):
            return path
        # The file changed since it was ingested: serve it only if the bytes are still the same.
        return path if _sha256(path) == doc_id else None

    # -- the JSON map ------------------------------------------------------------

    def _load(self) -> dict[str, _Entry]:
        assert self.map_file is not None
        try:
            raw = json.loads(self.map_file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable %s: %s", self.map_file, exc)
            return {}
        return {k: _Entry(**v) for k, v in raw.items() if isinstance(v, dict)}

    def _save(self, entries: dict[str, _Entry]) -> None:
        assert self.map_file is not None
        data = {
            k: {"path": e.path, "size": e.size, "mtime_ns": e.mtime_ns} for k, e in entries.items()
        }
        # Write-then-rename: a reader never sees half a file.
        self.map_file.parent.mkdir(parents=True, exist_ok=True)  # a server store's local folder
        fd, tmp = tempfile.mkstemp(dir=self.map_file.parent, prefix=".files-", suffix=".json")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, sort_keys=True)
        os.replace(tmp, self.map_file)


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
