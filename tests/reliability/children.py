"""Processes left behind when an ingest is killed (issue 19, finding 4)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from .datasheets import write_library
from .harness import cli_env

GONE_WITHIN_S = 3.0


def children_of(pid: int) -> set[int]:
    """Every living descendant of ``pid`` (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    """Running or sleeping; a zombie (dead, waiting to be reaped) is not alive."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def survivors(pids: set[int], within_s: float = GONE_WITHIN_S) -> set[int]:
    deadline = time.monotonic() + within_s
    left = {p for p in pids if alive(p)}
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = {p for p in left if alive(p)}
    return left


def wait_for_children(proc: subprocess.Popen, timeout_s: float = 20.0) -> set[int]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and proc.poll() is None:
        if found := children_of(proc.pid):
            return found
        time.sleep(0.005)
    return set()


@dataclass(slots=True)
class OrphanReport:
    kills: int = 0  # kills that landed while a parse child was running
    children_seen: int = 0
    orphans: int = 0  # children still alive GONE_WITHIN_S after their parent's kill
    details: list[str] = field(default_factory=list)


def orphans_after_kills(workdir: Path, kills: int, files: int = 6) -> OrphanReport:
    """SIGKILL ``specproof ingest`` while its parse children run; count the children that
    outlive it. Survivors are killed afterwards so that nothing leaks from the test."""
    folder = workdir / "pdfs"
    write_library(folder, files)
    report = OrphanReport()
    attempt = 0
    while report.kills < kills and attempt < 3 * kills:
        attempt += 1
        db = workdir / f"kill{attempt}.db"  # a fresh library: every file needs parsing
        proc = subprocess.Popen(
            [sys.executable, "-m", "specproof", "--db", str(db), "ingest", str(folder)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=cli_env(),
        )
        children = wait_for_children(proc)
        if children and proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            report.kills += 1
            report.children_seen += len(children)
        proc.wait()
        left = survivors(children)
        report.orphans += len(left)
        report.details += [f"attempt {attempt}: pid {p} survived" for p in sorted(left)]
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
    return report
