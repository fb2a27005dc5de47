"""Finding 7 (paths): the PDF paths lived in ``<db>.files.json``, written after the ingest,
so after a kill the PDF and page links of committed documents 404'd until an ingest
completed. They are stored with the document now, and old side files are moved in."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from specproof.library import Library
from specproof.pdf_paths import PdfPaths
from specproof.store.sqlite import MIGRATIONS, SQLiteStore

from .datasheets import write_library
from .harness import fast_settings, kill_during_ingest


def test_ingest_stores_each_source_path_with_its_document(tmp_path: Path) -> None:
    paths = write_library(tmp_path / "pdfs", 2)
    with Library(settings=fast_settings(tmp_path / "lib.db")) as lib:
        lib.ingest(paths)
        docs = {d.file_name: d for d in lib.documents()}
        for path in paths:
            assert docs[path.name].source.path == str(path.resolve())
            assert PdfPaths(tmp_path / "lib.db").find(docs[path.name]) == path.resolve()
    assert not (tmp_path / "lib.db.files.json").exists()


def test_a_moved_folder_is_found_again_on_the_next_ingest(tmp_path: Path) -> None:
    paths = write_library(tmp_path / "old", 1)
    with Library(settings=fast_settings(tmp_path / "lib.db")) as lib:
        lib.ingest(paths)
        moved = (tmp_path / "old").rename(tmp_path / "new")
        (doc,) = lib.documents()
        assert PdfPaths(tmp_path / "lib.db").find(doc) is None
        assert [r.status for r in lib.ingest([moved])] == ["unchanged"]
        (doc,) = lib.documents()
        assert PdfPaths(tmp_path / "lib.db").find(doc) == (moved / paths[0].name).resolve()


def test_an_old_side_file_is_moved_into_the_store_on_open(tmp_path: Path) -> None:
    paths = write_library(tmp_path / "pdfs", 2)
    db = tmp_path / "lib.db"
    with Library(settings=fast_settings(db)) as lib:
        lib.ingest(paths)
        for doc in lib.documents():
            lib.store.set_source(doc.id, None)  # as an older version left them
        entries = {
            d.id: {"path": d_path, "size": Path(d_path).stat().st_size,
                   "mtime_ns": Path(d_path).stat().st_mtime_ns}
            for d, d_path in ((d, str(tmp_path / "pdfs" / d.file_name)) for d in lib.documents())
        }  # fmt: skip
    side = tmp_path / "lib.db.files.json"
    side.write_text(json.dumps(entries))
    with Library(settings=fast_settings(db)) as lib:
        assert all(PdfPaths(db).find(d) is not None for d in lib.documents())
    assert not side.exists()


def test_a_database_of_the_first_schema_opens_and_gains_the_new_columns(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    name, sql = MIGRATIONS[0]
    conn.executescript(
        f"CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL);{sql}"
        f"INSERT INTO migrations VALUES ('{name}', '2026-01-01');"
        "INSERT INTO documents (id, file_name, device, device_key, ingested_at)"
        " VALUES ('" + "a" * 64 + "', 'old.pdf', 'OLD1', 'OLD1', '2026-01-01');"
    )
    conn.close()
    store = SQLiteStore(db)
    (doc,) = store.documents()
    assert (doc.file_name, doc.revision, doc.date, doc.source) == ("old.pdf", None, None, None)
    assert [d.id for d in store.documents_for_device("old-1")] == [doc.id]
    store.close()


def test_after_kills_every_committed_document_knows_its_pdf(tmp_path: Path) -> None:
    report = kill_during_ingest(tmp_path, files=4, kills=3, max_delay_s=2.0, seed=5)
    assert report.killed_while_running == 3
    assert report.problems == [] and report.partial_documents == 0, report.problems
