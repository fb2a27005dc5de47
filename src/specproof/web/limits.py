"""How much work the HTTP server takes on at once, and for how long.

Answering and rendering are CPU-bound Python: threads share one core through the GIL, so
many at once only make each slower. A :class:`WorkGate` lets a few run, lets a bounded
number wait, and turns the rest away at once with 503 and ``Retry-After`` instead of
queueing them without end. A request over its time limit is answered 503 at the limit;
its thread cannot be stopped and finishes in the background, but still holds its worker
slot, so abandoned work never piles up beyond the workers.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
import anyio.to_thread

from specproof.errors import Busy

T = TypeVar("T")


class WorkGate:
    """At most ``workers`` calls run at once, at most ``queue`` more wait; each has
    ``timeout_s`` (None: no limit) from arrival to answer."""

    def __init__(
        self, name: str, workers: int, queue: int, timeout_s: float | None, retry_after_s: int = 5
    ) -> None:
        self.name = name
        self.timeout_s = timeout_s
        self.retry_after_s = retry_after_s
        self._slots = threading.BoundedSemaphore(workers)
        self._capacity = workers + queue
        self._admitted = 0
        # Threads waiting for a slot count against this, not against the app's default pool.
        self._threads = anyio.CapacityLimiter(self._capacity)

    @property
    def admitted(self) -> int:
        return self._admitted

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` in a worker thread, or :class:`Busy` (503 + Retry-After)."""
        if self._admitted >= self._capacity:
            raise Busy(
                f"the server is busy ({self._admitted} {self.name} requests in progress);"
                " try again shortly",
                self.retry_after_s,
            )
        self._admitted += 1
        deadline = None if self.timeout_s is None else time.monotonic() + self.timeout_s
        call = functools.partial(self._work, deadline, fn, *args, **kwargs)
        try:
            with anyio.fail_after(self.timeout_s):
                return await anyio.to_thread.run_sync(
                    call, abandon_on_cancel=True, limiter=self._threads
                )
        except TimeoutError as exc:
            raise Busy(
                f"the {self.name} request took longer than its {self.timeout_s:g} s limit",
                self.retry_after_s,
            ) from exc
        finally:
            self._admitted -= 1

    def _work(self, deadline: float | None, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        if not self._slots.acquire(timeout=wait):
            raise Busy(f"no {self.name} worker became free in time", self.retry_after_s)
        try:
            return fn(*args, **kwargs)
        finally:
            self._slots.release()
