"""PDF locations of a server-store library live in a local per-library folder,
never in a folder named after the URL under the working directory."""

from __future__ import annotations

from pathlib import Path

from specproof.pdf_paths import PdfPaths
from specproof.records import Document, SourceFile


def test_server_url_gets_a_folder_in_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    paths = PdfPaths("postgresql://me:secret@db.example/lib?schema=team")
    assert paths.uploads_dir.is_relative_to(tmp_path / "data" / "specproof")
    assert "postgresql:" not in str(paths.uploads_dir)
    pdf = tmp_path / "part.pdf"
    pdf.write_bytes(b"%PDF-1.4 fake")
    stat = pdf.stat()
    doc = Document(
        "a" * 64, "part.pdf", "PART", source=SourceFile(str(pdf), stat.st_size, stat.st_mtime_ns)
    )
    assert paths.find(doc) == pdf
    paths.upload_path(doc.id).parent.mkdir(parents=True)
    assert {p.name for p in tmp_path.iterdir()} == {"data", "part.pdf"}  # nothing in the cwd


def test_same_library_whatever_the_password_other_schema_other_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    one = PdfPaths("postgresql://me:old@db/lib?schema=a").uploads_dir
    assert PdfPaths("postgresql://me:new@db/lib?schema=a").uploads_dir == one
    assert PdfPaths("postgresql://me:old@db/lib?schema=b").uploads_dir != one
    assert PdfPaths("mongodb://127.0.0.1:27017/lib").uploads_dir != one


def test_sqlite_library_keeps_its_files_beside_the_database(tmp_path):
    db = tmp_path / "lib.db"
    assert PdfPaths(str(db)).uploads_dir == tmp_path / "uploads"
    assert PdfPaths(f"sqlite:///{db}").uploads_dir == tmp_path / "uploads"
    assert PdfPaths(str(db)).map_file == Path(str(db) + ".files.json")
