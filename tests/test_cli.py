"""The command line as a user runs it: a real subprocess, JSON on stdout, logs on stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.conftest import DEV_DATASHEETS, needs_dev


def run(*args: str, db: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "SPECPROOF_DB": str(db), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "specproof", *args],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=600,
    )


def test_docs_on_empty_library_prints_empty_json(tmp_path):
    result = run("docs", "--json", db=tmp_path / "x.db")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


def test_bad_database_folder_is_a_clear_error_not_a_traceback(tmp_path):
    result = run("docs", db=tmp_path / "missing" / "x.db")
    assert result.returncode == 1
    assert "does not exist" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_device_is_a_clear_error(tmp_path):
    result = run("facts", "NOPE123", "--json", db=tmp_path / "x.db")
    assert result.returncode == 1
    assert "NOPE123" in result.stderr and "Traceback" not in result.stderr


def test_unknown_store_scheme_is_rejected(tmp_path):
    result = run("--db", "redis://localhost/0", "docs", db=tmp_path / "x.db")
    assert result.returncode == 1 and "redis" in result.stderr


@needs_dev
def test_ingest_json_reports_every_file_and_exit_code_3_on_rejects(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "ams1117.pdf").write_bytes((DEV_DATASHEETS / "ams1117.pdf").read_bytes())
    (folder / "notes.pdf").write_text("<html><body>not a pdf</body></html>")
    db = tmp_path / "lib.db"
    result = run("ingest", str(folder), "--json", db=db)
    assert result.returncode == 3, result.stderr
    rows = {r["file"]: r for r in json.loads(result.stdout)}
    assert rows["notes.pdf"]["status"] == "rejected:not_pdf"
    ok = rows["ams1117.pdf"]
    assert ok["status"] == "ok" and ok["pages"] == 8 and ok["chunks"] > 0 and ok["facts"] > 0
    assert set(ok) >= {"file", "sha256", "device", "status", "pages", "chunks", "facts", "seconds"}
    assert "ingest" in result.stderr  # the progress bar went to stderr

    again = run("ingest", str(folder / "ams1117.pdf"), "--json", db=db)
    assert again.returncode == 0
    assert json.loads(again.stdout)[0]["status"] == "unchanged"

    docs = json.loads(run("docs", "--json", db=db).stdout)
    assert [d["file_name"] for d in docs] == ["ams1117.pdf"]
    hits = json.loads(run("search", "dropout voltage", "-k", "3", "--json", db=db).stdout)
    assert hits and hits[0]["doc"] == "ams1117.pdf" and hits[0]["pages"][0] >= 1


@pytest.mark.parametrize("command", ["docs", "search x", "ask hello", "facts X", "ingest ."])
def test_every_printing_command_has_json(command, tmp_path):
    result = run(*command.split()[:1], "--help", db=tmp_path / "x.db")
    assert "--json" in result.stdout
