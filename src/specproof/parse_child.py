"""The child process that parses one PDF, with a wall-clock timeout and a memory limit.

A hostile or broken PDF can neither hang nor crash the ingesting process: it costs a
child, which is killed at the timeout. The child is a fresh interpreter started with
``python -m specproof.parse_child``, not a fork. Ingest starts children from worker
threads while its main thread writes to the store, and a forked child inherits every
lock another thread held at that instant (a module being imported, a C library's mutex)
and could wait on it forever: a clean three-page PDF was rejected as a timeout that way.
A fresh interpreter also needs no ``if __name__ == "__main__"`` guard in the caller's
script, which a multiprocessing "spawn" child would.

The request (file, document id, settings, the parent's pid) goes to the child's stdin as
a pickle; the answer comes back on a pipe of its own, so that a library printing to
stdout in the child cannot corrupt it.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import pickle
import resource
import signal
import subprocess
import sys
import threading
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING

from specproof.config import Settings
from specproof.errors import RejectedDocument

if TYPE_CHECKING:
    from specproof.ingest import Prepared

KILL_WAIT_S = 5.0


def prepare_in_child(path: Path, doc_id: str, settings: Settings) -> Prepared:
    """Run ``ingest.prepare_document`` in a child process; its failures become
    :class:`RejectedDocument` (timeout, too large, parse error)."""
    read_fd, write_fd = os.pipe()
    with Connection(read_fd, writable=False) as answers:
        try:
            proc = subprocess.Popen(
                [sys.executable, "-m", "specproof.parse_child", str(write_fd)],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                pass_fds=(write_fd,),
                env=_child_environment(),
            )
        finally:
            os.close(write_fd)  # the child holds the only writer: its death ends the pipe
        try:
            _send_request(proc, (path, doc_id, settings, os.getpid()))
            kind, payload = _receive(answers, proc, settings.parse_timeout_s)
        finally:
            if proc.poll() is None:
                proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(KILL_WAIT_S)
    if kind == "rejected":
        reason, message = payload
        raise RejectedDocument(reason, message)
    return payload


def _child_environment() -> dict[str, str]:
    """This process's environment, with the folder this package was imported from first
    on the child's path: the child must parse with the same code, however the parent
    found it (an installed copy, PYTHONPATH, a path added at run time)."""
    env = dict(os.environ)
    package_root = str(Path(__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [package_root, env.get("PYTHONPATH")]))
    return env


def _send_request(proc: subprocess.Popen[bytes], request: tuple[object, ...]) -> None:
    assert proc.stdin is not None
    with contextlib.suppress(BrokenPipeError):  # a child that died at start: told below
        proc.stdin.write(pickle.dumps(request))
    with contextlib.suppress(BrokenPipeError):
        proc.stdin.close()


def _receive(
    answers: Connection, proc: subprocess.Popen[bytes], timeout_s: float
) -> tuple[str, object]:
    if not answers.poll(timeout_s):
        raise RejectedDocument("timeout", f"parsing took over {timeout_s:g} s")
    try:
        return answers.recv()
    except (EOFError, OSError) as exc:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(1)  # reap it, so the message can tell how it died
        raise RejectedDocument(
            "parse_error", f"parser process died (exit code {proc.returncode})"
        ) from exc


# -- the child's side ------------------------------------------------------------


def main(argv: list[str]) -> None:
    answers = Connection(int(argv[0]), readable=False)
    path, doc_id, settings, parent = pickle.load(sys.stdin.buffer)
    _die_with_parent(parent)
    _limit_memory(settings)
    try:
        from specproof.ingest import prepare_document

        answers.send(("ok", prepare_document(path, doc_id, settings)))
    except RejectedDocument as exc:
        answers.send(("rejected", (exc.reason, str(exc))))
    except MemoryError:
        answers.send(("rejected", ("too_large", "parser ran out of its memory limit")))
    except Exception as exc:  # a parser bug must become a status, not a crash
        answers.send(("rejected", ("parse_error", f"{type(exc).__name__}: {exc}")))
    finally:
        answers.close()


def _limit_memory(settings: Settings) -> None:
    # The limit is on top of what the child already holds (its interpreter and the
    # parser's modules): a fixed cap would count them against the PDF.
    limit = _virtual_memory_bytes() + settings.parse_memory_mb * 1024 * 1024
    with contextlib.suppress(ValueError, OSError):  # a sandbox may forbid it; the timeout stays
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _virtual_memory_bytes() -> int:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0
    return pages * resource.getpagesize()


PR_SET_PDEATHSIG = 1  # linux/prctl.h
PARENT_POLL_S = 0.5


def _die_with_parent(parent: int) -> None:
    """End this child when the ingest process ends, however it ends (kill -9 included).

    Linux delivers SIGKILL on the parent's death (prctl); elsewhere a watchdog thread
    notices that the child was re-parented. Without this a parser child outlives a killed
    ingest, blocked on its pipe, holding hundreds of MB.
    """
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_S)
    os._exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
