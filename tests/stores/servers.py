"""Test servers, started once per session and stopped at its end.

PostgreSQL: the PyPI package ``pgserver`` (PostgreSQL 16 + pgvector, Unix socket),
else Debian's ``postgresql`` binaries (initdb + pg_ctl on 127.0.0.1, usually
without pgvector), else ``SPECPROOF_TEST_PG_URL``. MongoDB: the wire-compatible
PyPI server ``nx-27017`` on a free loopback port, else ``SPECPROOF_TEST_MONGO_URL``.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path


class ServerUnavailable(Exception):
    pass


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(port: int, proc: subprocess.Popen, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise ServerUnavailable(f"server exited with code {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise ServerUnavailable(f"nothing listening on port {port} after {timeout_s:.0f} s")


def postgres(workdir: Path) -> Iterator[str]:
    """A PostgreSQL URL for the session (stopped afterwards)."""
    if url := os.environ.get("SPECPROOF_TEST_PG_URL"):
        yield url
        return
    try:
        import pgserver
    except ImportError:
        pgserver = None
    if pgserver is not None:
        server = pgserver.get_server(workdir / "pgdata", cleanup_mode="stop")
        try:
            yield server.get_uri()
        finally:
            server.cleanup()
        return
    yield from _debian_postgres(workdir)


def _debian_postgres(workdir: Path) -> Iterator[str]:
    bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not bins:
        raise ServerUnavailable("neither pgserver (pip) nor Debian's postgresql is installed")
    bindir = Path(bins[-1]).parent
    data, port = workdir / "pgdebian", _free_port()
    run_as: list[str] = []
    if os.geteuid() == 0:  # initdb refuses to run as root
        shutil.chown(workdir, "postgres")
        run_as = ["runuser", "-u", "postgres", "--"]
    subprocess.run(
        [*run_as, str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust"],
        check=True,
        capture_output=True,
    )
    options = f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={workdir}"
    subprocess.run(
        [*run_as, str(bindir / "pg_ctl"), "-D", str(data), "-o", options, "-w", "start"],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*run_as, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "stop"],
            capture_output=True,
        )


def mongo(workdir: Path) -> Iterator[str]:
    """A MongoDB URL (without database) for the session (stopped afterwards)."""
    if url := os.environ.get("SPECPROOF_TEST_MONGO_URL"):
        yield url.rstrip("/")
        return
    try:
        import nx_27017  # noqa: F401
    except ImportError as exc:
        raise ServerUnavailable("nx-27017 (pip) is not installed") from exc
    port = _free_port()
    data = workdir / "nxdata"
    data.mkdir()
    log = (workdir / "nx.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable, "-m", "nx_27017.nx_27017",
            "--data-dir", str(data), "--host", "127.0.0.1", "-p", str(port),
            "--pid-file", str(workdir / "nx.pid"), "--log-file", str(workdir / "nx.log"),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        _wait_for_port(port, proc)
        yield f"mongodb://127.0.0.1:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
