"""Shared fixtures. The real dev benchmark lives in ../shared (never copied into the repo)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from specproof.config import Settings
from specproof.library import Library

REPO = Path(__file__).resolve().parents[1]
DEV = REPO.parent / "shared" / "benchmark" / "dev"
DEV_DATASHEETS = DEV / "datasheets"
SCORE_PY = REPO.parent / "shared" / "benchmark" / "score.py"

needs_dev = pytest.mark.skipif(not DEV_DATASHEETS.is_dir(), reason="../shared dev benchmark absent")


def dev_questions() -> list[dict]:
    path = DEV / "questions.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def dev_devices() -> dict[str, dict]:
    return json.loads((DEV / "devices.json").read_text())


@pytest.fixture(scope="session")
def dev_library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    """All 24 dev datasheets ingested once for the whole test session."""
    if not DEV_DATASHEETS.is_dir():
        pytest.skip("../shared dev benchmark absent")
    db = tmp_path_factory.mktemp("dev") / "dev.db"
    lib = Library(settings=Settings(db=str(db)))
    results = lib.ingest([DEV_DATASHEETS])
    lib.ingest_results = results  # type: ignore[attr-defined]  # for the ingest tests
    return lib
