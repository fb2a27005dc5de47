"""Load test of a running ``specproof serve``: C concurrent clients asking questions for S seconds.

    python benchmarks/serve_load.py http://127.0.0.1:8000 --clients 50 --seconds 60

Only loopback addresses are accepted (this is a benchmark of our own server, on
this machine). Each client loops: POST /ask with the next dev question, wait
for the answer, repeat, until the time is up; every request is bounded by a
timeout. Reported: requests/s, latency p50/p95/max, and errors (any status
other than 200, timeouts, connection failures) by kind.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import sys
import time
from collections import Counter
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
    url: str, questions: list[str], clients: int, seconds: float, timeout_s: float = 60.0
) -> LoadResult:
    """``clients`` concurrent question loops against ``url`` for ``seconds`` (bounded)."""
    import httpx

    require_loopback(url)
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, timeout=timeout_s, limits=limits) as http:
        started = time.monotonic()
        result = LoadResult(seconds)
        deadline = started + seconds
        await asyncio.gather(
            *(_client(http, questions, k * 7, deadline, result) for k in range(clients))
        )
        # Requests in flight at the deadline finish after it: count the real span.
        result.seconds = time.monotonic() - started
    return result


def load_questions(path: Path = DEFAULT_QUESTIONS) -> list[str]:
    return [json.loads(line)["question"] for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("url", help="e.g. http://127.0.0.1:8000 (loopback only)")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    args = parser.parse_args(argv)
    result = asyncio.run(
        run_load(args.url, load_questions(args.questions), args.clients, args.seconds)
    )
    print(result.line())
    return 0 if not result.errors else 1


if __name__ == "__main__":
    sys.exit(main())
