"""R4: readers in other processes never see a lock error or a half-ingested document."""

from __future__ import annotations

import multiprocessing as mp
from pathlib import Path

from .harness import concurrent_writers, readers_during_ingest


def test_readers_during_ingest_see_no_lock_errors_and_no_torn_documents(tmp_path: Path) -> None:
    report = readers_during_ingest(tmp_path, readers=2, documents=3)
    assert report.ingest_statuses == {"ok": 3, "replaced": 3}
    assert report.asks > 20  # the readers really ran during the ingest
    assert report.locked_errors == 0
    assert report.other_errors == []
    assert report.torn_reads == 0
    assert report.final_problems == []


def _open_store(db: str, barrier, out) -> None:  # type: ignore[no-untyped-def]
    from specproof.store.sqlite import SQLiteStore

    barrier.wait()
    try:
        SQLiteStore(db).close()
        out.put("ok")
    except Exception as exc:
        out.put(f"{type(exc).__name__}: {exc}")


def test_processes_opening_a_new_database_at_once_all_succeed(tmp_path: Path) -> None:
    """The first open creates the schema; racing first opens must not fail on it."""
    ctx = mp.get_context("fork")
    outcomes: list[str] = []
    for attempt in range(5):
        db = str(tmp_path / f"fresh{attempt}.db")
        barrier, out = ctx.Barrier(8), ctx.Queue()
        procs = [ctx.Process(target=_open_store, args=(db, barrier, out)) for _ in range(8)]
        for p in procs:
            p.start()
        outcomes += [out.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(10)
    assert [o for o in outcomes if o != "ok"] == []


def test_two_writers_of_different_versions_leave_one_version_per_name(tmp_path: Path) -> None:
    assert concurrent_writers(tmp_path, files=4, rounds=1) == []
