"""R3: re-ingesting is idempotent; a rename is not a new document; a change replaces atomically."""

from __future__ import annotations

import shutil
import sqlite3
import threading
from pathlib import Path

from specproof.library import Library

from .datasheets import Spec, datasheet_pdf, write_library
from .harness import check_database, fast_settings, table_checksums


def _library(tmp_path: Path) -> tuple[Library, list[Path]]:
    paths = write_library(tmp_path / "pdfs", 3)
    lib = Library(settings=fast_settings(tmp_path / "r3.db"))
    assert [r.status for r in lib.ingest(paths)] == ["ok"] * 3
    return lib, paths


def test_reingesting_the_same_files_changes_nothing(tmp_path: Path) -> None:
    lib, paths = _library(tmp_path)
    before = table_checksums(tmp_path / "r3.db")
    assert [r.status for r in lib.ingest(paths)] == ["unchanged"] * 3
    assert [r.status for r in lib.ingest([tmp_path / "pdfs"])] == ["unchanged"] * 3
    assert table_checksums(tmp_path / "r3.db") == before
    assert check_database(tmp_path / "r3.db") == []


def test_a_renamed_copy_is_the_same_document(tmp_path: Path) -> None:
    lib, paths = _library(tmp_path)
    before = table_checksums(tmp_path / "r3.db")
    renamed = tmp_path / "elsewhere" / "renamed-datasheet.pdf"
    renamed.parent.mkdir()
    shutil.copy(paths[0], renamed)
    (result,) = lib.ingest([renamed])
    assert result.status == "unchanged"
    assert len(lib.documents()) == 3
    assert table_checksums(tmp_path / "r3.db") == before


def test_a_one_byte_change_replaces_the_old_version_atomically(tmp_path: Path) -> None:
    lib, paths = _library(tmp_path)
    target = paths[1]
    old_id = next(d.id for d in lib.documents() if d.file_name == target.name)
    others = {d.id for d in lib.documents() if d.file_name != target.name}
    data = target.read_bytes()
    assert data.count(b"D:2024") == 1
    target.write_bytes(data.replace(b"D:2024", b"D:2025"))  # one byte of the creation date

    seen = _watch_file_name(tmp_path / "r3.db", target.name, lambda: lib.ingest([target]))
    (result,) = seen.result
    assert result.status == "replaced", result
    assert seen.counts and set(seen.counts) == {1}  # never zero, never two
    docs = lib.documents()
    assert len(docs) == 3
    new = next(d for d in docs if d.file_name == target.name)
    assert new.id != old_id and new.id == result.sha256
    assert {d.id for d in docs if d.file_name != target.name} == others
    assert check_database(tmp_path / "r3.db") == []


def test_a_new_revision_with_the_same_name_replaces_and_keeps_one_version(tmp_path: Path) -> None:
    lib, paths = _library(tmp_path)
    spec = Spec.numbered(2)
    paths[2].write_bytes(datasheet_pdf(spec, revision=7))
    statuses = [r.status for r in lib.ingest(paths)]
    assert statuses == ["unchanged", "unchanged", "replaced"]
    assert sorted(d.file_name for d in lib.documents()) == sorted(p.name for p in paths)
    assert check_database(tmp_path / "r3.db") == []


class _Watch:
    def __init__(self) -> None:
        self.counts: list[int] = []
        self.result: object = None


def _watch_file_name(db: Path, name: str, action) -> _Watch:  # type: ignore[no-untyped-def]
    """Run ``action`` while another connection counts the documents named ``name``."""
    watch = _Watch()
    done = threading.Event()

    def poll() -> None:
        conn = sqlite3.connect(str(db), timeout=30)
        while not done.is_set():
            (n,) = conn.execute(
                "SELECT count(*) FROM documents WHERE file_name = ?", (name,)
            ).fetchone()
            watch.counts.append(n)
        conn.close()

    thread = threading.Thread(target=poll)
    thread.start()
    try:
        watch.result = action()
    finally:
        done.set()
        thread.join()
    return watch
