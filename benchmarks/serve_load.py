"""Load test of ``specproof serve``: C concurrent clients asking questions for S seconds.

    python benchmarks/serve_load.py http://127.0.0.1:8000 --clients 50 --seconds 60
    python benchmarks/serve_load.py --start LIBRARY [--workers N] --clients 50 --seconds 60
    python benchmarks/serve_load.py --start LIBRARY --pythonpath OTHER/src   # another checkout

Only loopback addresses are accepted (this is a benchmark of our own server, on
this machine). Each client loops on its own keep-alive connection (``--shared-pool``: one
httpx pool for all, as before): POST /ask with the next dev question, wait for the answer,
repeat, until the time is up; every request is bounded by a timeout; nothing is retried.
Reported: requests/s, latency p50/p95/max, and errors (any
status other than 200, busy 503s included, timeouts, connection failures) by kind.

``--start`` runs ``specproof --db LIBRARY serve`` on a free loopback port first
(``--workers``: default the server's own), warms it up (twice as many clients as
workers, ``--warm-up`` seconds: every worker loads its caches and embedder), loads
it, reports the peak RSS of each of its processes, and stops it. ``--pythonpath``
runs the server from another checkout's ``src``: before and after in one sitting.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import os
import resource
import socket
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
DEFAULT_QUESTIONS = (REPO / ".." / "shared" / "benchmark" / "dev" / "questions.jsonl").resolve()


@dataclass(slots=True)
class LoadResult:
    seconds: float
    latencies_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)

    @property
    def requests(self) -> int:
        return len(self.latencies_ms) + sum(self.errors.values())

    def percentile(self, p: float) -> float:
        ordered = sorted(self.latencies_ms)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]

    def line(self) -> str:
        errors = sum(self.errors.values())
        kinds = ", ".join(f"{k}: {n}" for k, n in self.errors.most_common()) or "none"
        return (
            f"{self.requests} requests in {self.seconds:.1f} s = "
            f"{self.requests / self.seconds:.1f} req/s; ok latency p50 {self.percentile(50):.0f} ms,"
            f" p95 {self.percentile(95):.0f} ms, max {max(self.latencies_ms, default=0):.0f} ms;"
            f" errors {errors} ({kinds})"
        )


def require_loopback(url: str) -> None:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return
    try:
        if ipaddress.ip_address(host).is_loopback:
            return
    except ValueError:
        pass
    raise SystemExit(f"refusing to load-test {host!r}: loopback addresses only")


async def _client(
    http, questions: list[str], start: int, deadline: float, result: LoadResult
) -> None:  # type: ignore[no-untyped-def]
    import httpx

    i = start
    while time.monotonic() < deadline:
        question = questions[i % len(questions)]
        i += 1
        began = time.perf_counter()
        try:
            response = await http.post("/ask", json={"question": question})
        except httpx.TimeoutException:
            result.errors["timeout"] += 1
            continue
        except httpx.HTTPError as exc:
            result.errors[type(exc).__name__] += 1
            await asyncio.sleep(0.1)  # a refused connection must not spin
            continue
        if response.status_code == 200:
            result.latencies_ms.append((time.perf_counter() - began) * 1000.0)
        else:
            result.errors[f"HTTP {response.status_code}"] += 1


async def run_load(
    url: str,
    questions: list[str],
    clients: int,
    seconds: float,
    timeout_s: float = 60.0,
    shared_pool: bool = False,
) -> LoadResult:
    """``clients`` concurrent question loops against ``url`` for ``seconds`` (bounded).

    Each client has its own HTTP client and keep-alive connection, as separate users do.
    ``shared_pool``: all share one httpx pool of ``clients`` connections instead (the
    benchmark before; its pool hands out idle connections first-come, so requests wait in
    it behind each other: of 1.1 s p95, 0.8 s was that wait, and 3x the client CPU)."""
    import httpx

    require_loopback(url)
    # httpx's own keep-alive expiry, as a real client has it: the server must keep idle
    # connections open longer, or it races the next request on them (a reset, counted).
    per_client = 1 if not shared_pool else clients
    limits = httpx.Limits(
        max_connections=per_client, max_keepalive_connections=per_client, keepalive_expiry=5.0
    )
    async with AsyncExitStack() as stack:
        pools = [
            await stack.enter_async_context(
                httpx.AsyncClient(base_url=url, timeout=timeout_s, limits=limits)
            )
            for _ in range(1 if shared_pool else clients)
        ]
        started = time.monotonic()
        result = LoadResult(seconds)
        deadline = started + seconds
        await asyncio.gather(
            *(
                _client(pools[k % len(pools)], questions, k * 7, deadline, result)
                for k in range(clients)
            )
        )
        # Requests in flight at the deadline finish after it: count the real span.
        result.seconds = time.monotonic() - started
    return result


# -- a server of our own ---------------------------------------------------------------------


@dataclass(slots=True)
class Server:
    url: str
    process: subprocess.Popen

    def peak_rss_mb(self) -> list[float]:
        """Peak resident memory (VmHWM) of the server and each of its worker processes."""
        return [_peak_rss_mb(pid) for pid in _process_tree(self.process.pid)]


@contextmanager
def served(
    db: str,
    workers: int | None = None,
    pythonpath: str | None = None,
    log_path: Path | None = None,
) -> Iterator[Server]:
    """``specproof --db DB serve`` on a free loopback port, stopped (with its workers) after."""
    port = _free_port()
    command = [sys.executable, "-m", "specproof", "--db", db, "serve", "--port", str(port)]
    if workers:
        command += ["--workers", str(workers)]
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    log = log_path.open("w") if log_path else subprocess.DEVNULL
    process = subprocess.Popen(
        command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
    )
    server = Server(f"http://127.0.0.1:{port}", process)
    try:
        _wait_healthy(server)
        yield server
    finally:
        os.killpg(process.pid, 15)  # the supervisor and its workers
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
        if log_path:
            log.close()  # type: ignore[union-attr]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(server: Server, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"serve exited with code {server.process.returncode}")
        try:
            with urllib.request.urlopen(server.url + "/healthz", timeout=5) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"serve not healthy after {timeout_s:.0f} s")


def _process_tree(pid: int) -> list[int]:
    """``pid`` and its descendants (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo += children.get(current, [])
    return tree


def _peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def load_started(args: argparse.Namespace, questions: list[str]) -> LoadResult:
    """Start a server on ``args.start``, warm it up, load it, print its memory."""
    with served(args.start, args.workers, args.pythonpath) as server:
        warm_clients = 2 * (args.workers or os.cpu_count() or 1)
        if args.warm_up > 0:
            warm = asyncio.run(
                run_load(server.url, questions, warm_clients, args.warm_up, timeout_s=300.0)
            )
            print(f"warm-up, {warm_clients} clients: {warm.line()}")
        result = asyncio.run(
            run_load(
                server.url, questions, args.clients, args.seconds, shared_pool=args.shared_pool
            )
        )
        rss = ", ".join(f"{mb:.0f}" for mb in server.peak_rss_mb())
        print(f"peak RSS MB (server, then workers): {rss}")
    return result


def load_questions(path: Path = DEFAULT_QUESTIONS) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("url", nargs="?", help="e.g. http://127.0.0.1:8000 (loopback only)")
    parser.add_argument("--start", metavar="LIBRARY", help="start a server on this --db first")
    parser.add_argument("--workers", type=int, help="with --start: serve --workers N")
    parser.add_argument("--pythonpath", help="with --start: run the server from this src")
    parser.add_argument("--warm-up", type=float, default=30.0, metavar="S")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    parser.add_argument(
        "--shared-pool", action="store_true", help="all clients share one httpx pool (as before)"
    )
    args = parser.parse_args(argv)
    if bool(args.url) == bool(args.start):
        parser.error("give a server URL or --start LIBRARY")
    questions = load_questions(args.questions)
    started = time.strftime("%H:%M:%S")
    if args.start:
        result = load_started(args, questions)
    else:
        result = asyncio.run(
            run_load(args.url, questions, args.clients, args.seconds, shared_pool=args.shared_pool)
        )
    load = os.getloadavg()[0]
    usage = resource.getrusage(resource.RUSAGE_SELF)  # the clients share the server's cores
    print(
        f"{result.line()} (from {started}, 1-min load {load:.1f} at the end,"
        f" client CPU {usage.ru_utime + usage.ru_stime:.1f} s)"
    )
    return 0 if not result.errors else 1


if __name__ == "__main__":
    sys.exit(main())
