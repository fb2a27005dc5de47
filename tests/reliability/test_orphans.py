"""Finding 4: parser children outlived a kill -9 of the ingest process (7 of 10 cases,
240-435 MB each, blocked on a pipe until killed by hand)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .children import orphans_after_kills, survivors, wait_for_children
from .datasheets import Spec, datasheet_pdf
from .harness import cli_env

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# An ingest whose parse child would run for a minute.
SLOW_PARENT = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    import specproof.ingest as ingest
    from specproof.config import Settings

    def slow(path, doc_id, settings):
        time.sleep(60)

    ingest.prepare_document = slow
    ingest.prepare_in_child(Path(sys.argv[1]), "0" * 64, Settings(parse_timeout_s=120))
    """
)


def test_the_parse_child_dies_with_its_killed_parent(tmp_path: Path) -> None:
    pdf = tmp_path / "a.pdf"
    pdf.write_bytes(datasheet_pdf(Spec.numbered(0)))
    parent = subprocess.Popen([sys.executable, "-c", SLOW_PARENT, str(pdf)], env=cli_env())
    try:
        children = wait_for_children(parent)
        assert children, "the parse child never started"
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
        left = survivors(children)
    finally:
        parent.kill()
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == set()


def test_no_parse_child_outlives_a_killed_cli_ingest(tmp_path: Path) -> None:
    report = orphans_after_kills(tmp_path, kills=3)
    assert report.kills == 3 and report.children_seen >= 3, report
    assert report.orphans == 0, report.details
