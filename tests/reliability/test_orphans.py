"""Finding 4: parser children outlived a kill -9 of the ingest process (7 of 10 cases,
240-435 MB each, blocked on a pipe until killed by hand)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from .children import orphans_after_kills, survivors, wait_for_children
from .harness import cli_env

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# An ingest whose parse child never finishes: its "PDF" is a named pipe nobody writes to,
# as a file on a stalled network mount would be, so the child blocks reading it.
STUCK_PARENT = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    import specproof.ingest as ingest
    from specproof.config import Settings

    ingest.prepare_in_child(Path(sys.argv[1]), "0" * 64, Settings(parse_timeout_s=120))
    """
)


def test_the_parse_child_dies_with_its_killed_parent(tmp_path: Path) -> None:
    fifo = tmp_path / "stalled.pdf"
    os.mkfifo(fifo)
    parent = subprocess.Popen([sys.executable, "-c", STUCK_PARENT, str(fifo)], env=cli_env())
    try:
        children = wait_for_children(parent)
        assert children, "the parse child never started"
        time.sleep(1.0)  # past the child's start-up: it is blocked on the file now
        assert parent.poll() is None and survivors(children, within_s=0) == children
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
