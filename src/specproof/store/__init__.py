"""Stores behind one Protocol, chosen by the ``--db`` value."""

from __future__ import annotations

from specproof.errors import ConfigError
from specproof.store.base import Store

__all__ = ["Store", "open_store"]


def open_store(db: str) -> Store:
    """A path (or ``sqlite:///path``) opens the embedded SQLite store."""
    if "://" in db and not db.startswith("sqlite:///"):
        scheme = db.split("://", 1)[0]
        raise ConfigError(
            f"no store backend for '{scheme}://' in this version; use a SQLite file path"
        )
    from specproof.store.sqlite import SQLiteStore

    return SQLiteStore(db.removeprefix("sqlite:///"))
