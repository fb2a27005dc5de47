"""Session-wide PostgreSQL and MongoDB servers; a fresh schema / database per test."""

from __future__ import annotations

import uuid

import pytest

from . import servers


@pytest.fixture(scope="session")
def pg_url(tmp_path_factory: pytest.TempPathFactory):
    try:
        gen = servers.postgres(tmp_path_factory.mktemp("pg"))
        url = next(gen)
    except Exception as exc:  # pgserver raises its own types when it cannot start
        pytest.skip(f"no PostgreSQL for tests: {exc}")
    yield url
    next(gen, None)


@pytest.fixture(scope="session")
def mongo_url(tmp_path_factory: pytest.TempPathFactory):
    try:
        gen = servers.mongo(tmp_path_factory.mktemp("mongo"))
        url = next(gen)
    except (servers.ServerUnavailable, OSError) as exc:
        pytest.skip(f"no MongoDB for tests: {exc}")
    yield url
    next(gen, None)


def fresh_name(prefix: str = "t") -> str:
    return f"{prefix}_{uuid.uuid4().hex[:12]}"
