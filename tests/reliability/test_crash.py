"""R2: SIGKILL during a CLI ingest never loses or tears a committed document."""

from __future__ import annotations

from pathlib import Path

from .harness import kill_during_ingest


def test_kill_9_during_ingest_loses_nothing_and_the_rerun_completes(tmp_path: Path) -> None:
    files = 6
    report = kill_during_ingest(tmp_path, files=files, kills=5, max_delay_s=3.0, seed=11)
    assert report.killed_while_running == 5  # five kills landed on a running ingest
    assert report.problems == []
    assert report.lost_documents == 0
    assert report.partial_documents == 0
    assert report.integrity_failures == 0
    assert report.final_exit_code == 0
    assert report.final_documents == files
    assert report.final_problems == []
