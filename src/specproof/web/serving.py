"""Running the app with uvicorn, set up for clients that misbehave.

- Ambiguous framing (Content-Length with Transfer-Encoding) is refused by the app's
  ``StrictFraming`` middleware; h11 (not httptools) parses, with a 16 KiB cap on the
  request head.
- A request head must arrive within ``SPECPROOF_HEAD_TIMEOUT_S`` (10 s from its first
  byte, or from the connection's opening; h11 itself waits for ever on a client sending a
  header a byte at a time); an idle keep-alive connection closes after ``KEEP_ALIVE_S``;
  a body that stalls ``SPECPROOF_BODY_IDLE_S`` (30 s) is answered 408 by the app.
- Each worker takes at most ``LIMIT_CONCURRENCY`` connections (503 beyond), and the app
  bounds the work in progress itself (503 + Retry-After, see ``web/limits.py``).
"""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import logging
import os
import secrets
import sys
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from specproof.config import Settings
from specproof.library import Library

log = logging.getLogger(__name__)

# Longer than client pools keep an idle connection (httpx 5 s, aiohttp 15 s): a server that
# closes first races the client's next request on that connection, which then fails with
# "connection reset" (50 httpx clients: 1-6 per minute at 5 s, both sides' default).
KEEP_ALIVE_S = 75
MAX_HEAD_BYTES = 16 * 1024
LIMIT_CONCURRENCY = 256
BACKLOG = 512
# uvicorn kills a worker that leaves its health ping unanswered for 5 s, dropping the
# requests it holds. A worker over a large library holds the GIL for seconds at a time
# (loading its search index, answering on a loaded machine): busy, not hung.
WORKER_HEALTHCHECK_S = 120


class HeadDeadlineH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request head (slowloris)."""

    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_head_deadline()

    def data_received(self, data: bytes) -> None:
        before = self.cycle
        if self._head_timer is None and self._between_requests():
            self._arm_head_deadline()  # the first bytes of the next request on this connection
        super().data_received(data)
        if self.cycle is not before:  # a whole request head arrived
            self._disarm_head_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_head_deadline()
        super().connection_lost(exc)

    def _arm_head_deadline(self) -> None:
        self._disarm_head_deadline()
        self._head_timer = self.loop.call_later(_head_timeout_s(), self._head_too_slow)

    def _disarm_head_deadline(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _between_requests(self) -> bool:
        # Idle time between requests is the keep-alive timeout's to end, not the head's.
        return self.cycle is not None and self.cycle.response_complete

    def _head_too_slow(self) -> None:
        self._head_timer = None
        busy = self.cycle is not None and not self.cycle.response_complete
        if not busy and not self.transport.is_closing():
            self.transport.close()


@functools.cache
def _head_timeout_s() -> float:
    return Settings().head_timeout_s  # per process: uvicorn workers read the environment


def uvicorn_options() -> dict[str, Any]:
    """The options every ``specproof serve`` passes to uvicorn."""
    import inspect

    import uvicorn

    options: dict[str, Any] = {
        "http": HeadDeadlineH11Protocol,
        "h11_max_incomplete_event_size": MAX_HEAD_BYTES,
        "timeout_keep_alive": KEEP_ALIVE_S,
        "limit_concurrency": LIMIT_CONCURRENCY,
        "backlog": BACKLOG,
        "server_header": False,
    }
    if "timeout_worker_healthcheck" in inspect.signature(uvicorn.run).parameters:
        options["timeout_worker_healthcheck"] = WORKER_HEALTHCHECK_S  # uvicorn >= 0.30
    return options


def default_workers() -> int:
    """One worker process per core this process may run on: answering is CPU-bound Python,
    so processes (not threads) are what use more cores."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def run(db: str, host: str, port: int, workers: int) -> None:
    """Serve until stopped. Without ``SPECPROOF_API_TOKEN`` a token is made for this run and
    printed on stderr: writes need it, and there is no write access without one."""
    import uvicorn

    Library(db).close()  # fail fast on a bad database path, before binding the port
    os.environ["SPECPROOF_DB"] = db  # workers read their settings from the environment
    if not Settings().api_token:
        os.environ["SPECPROOF_API_TOKEN"] = secrets.token_urlsafe(24)
        print(
            "specproof: write token for this run (uploads, replace, delete):"
            f" {os.environ['SPECPROOF_API_TOKEN']}\n"
            "specproof: set SPECPROOF_API_TOKEN to choose one",
            file=sys.stderr,
            flush=True,
        )
    if not _is_loopback(host):
        log.warning("listening on %s: reads (questions, documents, PDFs) are open to all", host)
    options = uvicorn_options()
    if workers > 1:
        uvicorn.run(
            "specproof.web.app:app_from_env",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            **options,
        )
        return
    from specproof.web.app import app_from_env

    options.pop("timeout_worker_healthcheck", None)
    uvicorn.run(app_from_env(), host=host, port=port, log_level="info", **options)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
