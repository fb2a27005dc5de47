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
    report = json.loads(result.stdout)
    rows = {r["file"]: r for r in report["files"]}
    assert rows["notes.pdf"]["status"] == "rejected:not_pdf"
    ok = rows["ams1117.pdf"]
    assert ok["status"] == "ok" and ok["pages"] == 8 and ok["chunks"] > 0 and ok["facts"] > 0
    assert set(ok) >= {"file", "sha256", "device", "status", "pages", "chunks", "facts", "seconds"}
    assert "ingest" in result.stderr  # the progress bar went to stderr
    assert report["files_parsed"] == 1 and report["pages"] == 8 and report["pages_per_s"] > 0

    again = run("ingest", str(folder / "ams1117.pdf"), "--json", db=db)
    assert again.returncode == 0
    assert json.loads(again.stdout)["files"][0]["status"] == "unchanged"
    said = run("ingest", str(folder / "ams1117.pdf"), db=db).stdout
    assert "1 file, 0 parsed: 0 pages in" in said and "pages/s" in said

    docs = json.loads(run("docs", "--json", db=db).stdout)
    assert [d["file_name"] for d in docs] == ["ams1117.pdf"]
    hits = json.loads(run("search", "dropout voltage", "-k", "3", "--json", db=db).stdout)
    assert hits and hits[0]["doc"] == "ams1117.pdf" and hits[0]["pages"][0] >= 1


@pytest.mark.parametrize("command", ["docs", "search x", "ask hello", "facts X", "ingest ."])
def test_every_printing_command_has_json(command, tmp_path):
    result = run(*command.split()[:1], "--help", db=tmp_path / "x.db")
    assert "--json" in result.stdout


# -- the first hour: errors, help, version, empty library --------------------------------------

COMMANDS = ["ingest", "docs", "search", "facts", "reextract", "ask", "eval", "demo", "serve", "mcp"]


@pytest.mark.parametrize(
    "args",
    [
        ["ask", "What is the I2C address of the BH1750?", "--mode", "bogus"],
        ["eval", ".", "--mode", "bogus"],
        ["search", "x", "-k", "0"],
        ["serve", "--port", "0"],
        ["ask", "x", "--frob"],
        ["ask"],
        ["frobnicate"],
    ],
    ids=lambda args: " ".join(args[:1] + args[2:]),
)
def test_a_bad_command_line_is_one_clear_line_and_exit_2(args, tmp_path):
    result = run(*args, db=tmp_path / "x.db")
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "--help" in lines[0] and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_a_bad_mode_names_the_modes(tmp_path):
    result = run("ask", "hello", "--mode", "bogus", db=tmp_path / "x.db")
    assert "'bogus' is not one of full, no-validation, no-rules, topk" in result.stderr


def test_version(tmp_path):
    from importlib.metadata import version

    result = run("--version", db=tmp_path / "x.db")
    assert result.returncode == 0
    assert result.stdout.strip() == f"specproof {version('specproof')}"


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_help_shows_no_type_tags_or_braces(command, tmp_path):
    args = [command, "--help"] if command else ["--help"]
    result = run(*args, db=tmp_path / "x.db", env={"COLUMNS": "100"})
    assert result.returncode == 0, result.stderr
    for tag in ("<bool>", "<str>", "<int>", "<path>", "<list", "{"):
        assert tag not in result.stdout, (tag, result.stdout)


def test_db_help_names_sqlite_paths_and_server_urls(tmp_path):
    result = run("--help", db=tmp_path / "x.db", env={"COLUMNS": "200"})
    assert "SQLite file path" in result.stdout
    assert "postgresql://" in result.stdout and "mongodb://" in result.stdout


def test_an_empty_library_says_to_ingest_first(tmp_path):
    result = run("ask", "What is the supply voltage of the BME280?", db=tmp_path / "x.db")
    assert result.returncode == 0, result.stderr
    assert "library is empty" in result.stdout and "specproof ingest" in result.stdout
    assert "device not in the library" not in result.stdout
    as_json = json.loads(
        run("ask", "Is the BME280 compatible?", "--json", db=tmp_path / "x.db").stdout
    )
    assert as_json["verdict"] == "insufficient_evidence" and "library is empty" in as_json["reason"]


def test_a_typo_in_a_device_name_gets_did_you_mean(tmp_path):
    from webdata import build_library

    data = build_library(tmp_path / "lib")
    result = run("facts", "BME208", db=data.db)
    assert result.returncode == 1
    assert result.stderr.strip() == (
        "error: no ingested datasheet for device 'BME208'; did you mean BME280?"
    )


def test_docs_prints_one_line_per_document(tmp_path):
    from webdata import SHEETS, build_library

    data = build_library(tmp_path / "lib")
    result = run("docs", db=data.db, env={"COLUMNS": "80"})
    assert result.returncode == 0, result.stderr
    rows = [line for line in result.stdout.splitlines() if ".pdf" in line]
    assert len(rows) == len(SHEETS)
    assert all(len(line) <= 80 for line in result.stdout.splitlines())


def test_search_shows_rank_and_matched_terms_not_scores(tmp_path):
    from webdata import build_library

    data = build_library(tmp_path / "lib")
    result = run("search", "dropout voltage", "--device", "AMS1117", db=data.db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("1. ams1117.pdf p. ")
    assert "matched: dropout, voltage" in result.stdout and "score" not in result.stdout
    hits = json.loads(run("search", "dropout voltage", "--json", db=data.db).stdout)
    assert hits[0]["rank"] == 1 and hits[0]["matched_terms"] == ["dropout", "voltage"]


def test_demo_ingests_the_samples_and_answers_with_citations(tmp_path):
    result = run("demo", db=tmp_path / "demo.db", env={"SPECPROOF_EMBEDDER": "none"})
    assert result.returncode == 0, result.stderr
    assert "COMPATIBLE" in result.stdout and "INSUFFICIENT EVIDENCE" in result.stdout
    assert "(source: ams1117.pdf p." in result.stdout
