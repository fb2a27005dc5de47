"""Every backend gives the same answers: real datasheets ingested into SQLite,
PostgreSQL and MongoDB through :class:`Library`, the same dev questions asked.

BM25 is reproduced exactly on the server stores and cosine runs over the same
float32 vectors, so not only facts but also top-k fallback answers agree.
The full check (all 24 dev datasheets parsed into each backend, all 230
questions through ``specproof eval``) is ``benchmarks/same_answers.py``; here
the whole dev library is copied into each server store and a sample asked.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from specproof.config import Settings
from specproof.library import Library
from specproof.store import open_store

from .conftest import fresh_name

DEV = Path(__file__).resolve().parents[3] / "shared" / "benchmark" / "dev"


def _dev_questions(files: list[str]) -> list[dict]:
    devices = json.loads((DEV / "devices.json").read_text())
    names = {devices[f]["device"] for f in files}
    questions = [json.loads(line) for line in (DEV / "questions.jsonl").read_text().splitlines()]
    return [q for q in questions if q["devices"] and set(q["devices"]) <= names]


def _answers(db: str, folder: Path, questions: list[dict]) -> dict[str, dict]:
    with Library(settings=Settings(db=db)) as library:
        results = library.ingest([folder])
        assert all(r.status == "ok" for r in results), results
        return {q["id"]: library.ask(q["question"]).prediction(q["id"]) for q in questions}


def _compare_backends(files, tmp_path, pg_url, mongo_url) -> None:
    if not (DEV / "datasheets").is_dir():
        pytest.skip("../shared dev benchmark absent")
    folder = tmp_path / "sheets"
    folder.mkdir()
    for name in files:
        shutil.copy(DEV / "datasheets" / name, folder / name)
    questions = _dev_questions(files)
    assert questions
    reference = _answers(str(tmp_path / "ref.db"), folder, questions)
    sep = "&" if "?" in pg_url else "?"
    for db in (f"{pg_url}{sep}schema={fresh_name()}", f"{mongo_url}/{fresh_name()}"):
        answers = _answers(db, folder, questions)
        for qid, expected in reference.items():
            assert answers[qid] == expected, (db.split(":")[0], qid)


def test_small_datasheet_same_answers_on_all_backends(tmp_path, pg_url, mongo_url):
    _compare_backends(["hc-sr04.pdf"], tmp_path, pg_url, mongo_url)


@pytest.mark.slow
def test_dev_datasheets_same_answers_on_all_backends(tmp_path, pg_url, mongo_url):
    _compare_backends(["ams1117.pdf", "hc-sr04.pdf", "bh1750.pdf"], tmp_path, pg_url, mongo_url)


def _copy_library(library: Library, target: str) -> None:
    """Every stored document of ``library`` saved unchanged (ids, vectors, facts) into target."""
    source, store = library.store, open_store(target)
    try:
        for doc in source.documents():
            ids, matrix = source.vectors([doc.id])
            vectors = matrix if ids else None
            pages, chunks = source.pages(doc.id), source.chunks(doc.id)
            store.save_document(doc, pages, chunks, vectors, source.facts(doc_id=doc.id))
    finally:
        store.close()


@pytest.mark.slow
def test_whole_dev_library_same_answers_on_server_stores(dev_library, pg_url, mongo_url):
    # Every 10th question over all 24 datasheets with hybrid retrieval: the look-alike
    # documents of a real library (not only a question's own datasheet) are in play.
    questions = [json.loads(line) for line in (DEV / "questions.jsonl").read_text().splitlines()]
    sample = questions[::10]
    expected = {q["id"]: dev_library.ask(q["question"]).prediction(q["id"]) for q in sample}
    sep = "&" if "?" in pg_url else "?"
    for db in (f"{pg_url}{sep}schema={fresh_name()}", f"{mongo_url}/{fresh_name()}"):
        _copy_library(dev_library, db)
        with Library(settings=dev_library.settings.model_copy(update={"db": db})) as library:
            for q in sample:
                answer = library.ask(q["question"]).prediction(q["id"])
                assert answer == expected[q["id"]], (db.split(":")[0], q["id"])
