"""The PostgreSQL store's connection pool, with stand-in connections (no server needed)."""

from __future__ import annotations

import threading
import time
from types import SimpleNamespace

import pytest

pytest.importorskip("psycopg", reason="psycopg not installed (specproof[postgres])")

from psycopg.pq import TransactionStatus

from specproof.errors import StoreError
from specproof.store.pg_pool import ConnectionPool


class FakeConnection:
    made = 0

    def __init__(self) -> None:
        FakeConnection.made += 1
        self.number = FakeConnection.made
        self.closed = self.broken = False
        self.info = SimpleNamespace(transaction_status=TransactionStatus.IDLE)

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def pool() -> ConnectionPool:
    FakeConnection.made = 0
    return ConnectionPool(FakeConnection, size=2)


def test_a_connection_given_back_is_used_again(pool):
    with pool.connection() as first:
        pass
    with pool.connection() as again:
        assert again is first
    assert FakeConnection.made == 1


def test_threads_beyond_the_size_wait_for_a_connection(pool):
    held, done = threading.Event(), []

    def hold() -> None:
        with pool.connection():
            held.wait(5)

    holders = [threading.Thread(target=hold) for _ in range(2)]
    for t in holders:
        t.start()
    time.sleep(0.1)

    def third() -> None:
        with pool.connection() as conn:
            done.append(conn.number)

    waiter = threading.Thread(target=third)
    waiter.start()
    time.sleep(0.1)
    assert done == [] and FakeConnection.made == 2  # waiting, not opening a third
    held.set()
    for t in [*holders, waiter]:
        t.join(5)
    assert len(done) == 1 and FakeConnection.made == 2


def test_a_dropped_connection_is_replaced(pool):
    with pool.connection() as conn:
        conn.broken = True  # the server went away mid-statement
    with pool.connection() as fresh:
        assert fresh is not conn and not fresh.broken
    assert conn.closed


def test_a_connection_left_in_a_transaction_is_not_reused(pool):
    with pool.connection() as conn:
        conn.info.transaction_status = TransactionStatus.INERROR
    with pool.connection() as fresh:
        assert fresh is not conn


def test_a_failed_connect_frees_its_place(pool):
    calls = []

    def flaky() -> FakeConnection:
        calls.append(1)
        if len(calls) <= 2:
            raise StoreError("cannot connect")
        return FakeConnection()

    pool = ConnectionPool(flaky, size=1)
    for _ in range(2):
        with pytest.raises(StoreError), pool.connection():
            pass
    with pool.connection() as conn:  # the place is free again
        assert conn is not None


def test_a_closed_pool_refuses(pool):
    with pool.connection() as conn:
        pass
    pool.close()
    assert conn.closed
    with pytest.raises(StoreError), pool.connection():
        pass
