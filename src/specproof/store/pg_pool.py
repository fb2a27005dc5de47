"""A few PostgreSQL connections shared by the threads of one process.

One connection behind a lock made every thread of a server worker wait for the others'
round trips; psycopg_pool would be one more dependency for what fits in a page. A thread
takes an idle connection (or opens one, up to ``size``) for a statement or a transaction
and gives it back; a connection the server dropped is thrown away, and the next one
taken is opened afresh.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from specproof.errors import StoreError

log = logging.getLogger(__name__)


class ConnectionPool:
    """At most ``size`` connections made by ``connect``; ``first`` is one made already."""

    def __init__(self, connect: Callable[[], Any], size: int, first: Any | None = None) -> None:
        if size < 1:
            raise ValueError("a pool needs at least one connection")
        self._connect = connect
        self._size = size
        self._idle: list[Any] = [first] if first is not None else []
        self._open = len(self._idle)
        self._ready = threading.Condition()
        self._closed = False

    @property
    def size(self) -> int:
        return self._size

    @contextmanager
    def connection(self) -> Iterator[Any]:
        conn = self._take()
        try:
            yield conn
        finally:
            self._give_back(conn)

    def _take(self) -> Any:
        with self._ready:
            while True:
                if self._closed:
                    raise StoreError("the PostgreSQL store is closed")
                while self._idle:
                    conn = self._idle.pop()  # the most recently used: its caches are warm
                    if _usable(conn):
                        return conn
                    self._open -= 1
                    log.warning("PostgreSQL connection lost: reconnecting")
                if self._open < self._size:
                    self._open += 1
                    break
                self._ready.wait()
        try:
            return self._connect()
        except BaseException:
            with self._ready:
                self._open -= 1
                self._ready.notify()
            raise

    def _give_back(self, conn: Any) -> None:
        with self._ready:
            if self._closed or not _usable(conn) or _in_transaction(conn):
                self._open -= 1
                _close_quietly(conn)
            else:
                self._idle.append(conn)
            self._ready.notify()

    def close(self) -> None:
        with self._ready:
            self._closed = True
            for conn in self._idle:
                _close_quietly(conn)
            self._open -= len(self._idle)
            self._idle.clear()
            self._ready.notify_all()


def _usable(conn: Any) -> bool:
    return not (conn.closed or conn.broken)


def _in_transaction(conn: Any) -> bool:
    """Left inside a transaction (autocommit connections never should be): not reusable."""
    from psycopg.pq import TransactionStatus

    return conn.info.transaction_status != TransactionStatus.IDLE


def _close_quietly(conn: Any) -> None:
    try:
        conn.close()
    except Exception:  # closing a dead connection may fail; it is gone either way
        log.debug("closing a PostgreSQL connection failed", exc_info=True)
