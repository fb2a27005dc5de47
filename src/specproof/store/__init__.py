"""Stores behind one Protocol, chosen by the ``--db`` value."""

from __future__ import annotations

from specproof.errors import ConfigError
from specproof.store.base import Store

__all__ = ["Store", "open_store"]


def open_store(db: str) -> Store:
    """Open the store a ``--db`` value names.

    ``postgresql://…`` (or ``postgres://…``) opens :class:`PostgresStore`,
    ``mongodb://…`` (or ``mongodb+srv://…``) opens :class:`MongoStore`, and a
    path (or ``sqlite:///path``) the embedded SQLite store.
    """
    scheme = db.split("://", 1)[0].lower() if "://" in db else ""
    if scheme in ("postgresql", "postgres"):
        from specproof.store.postgres import PostgresStore

        return PostgresStore(db)
    if scheme in ("mongodb", "mongodb+srv"):
        from specproof.store.mongo import MongoStore

        return MongoStore(db)
    if scheme and scheme != "sqlite":
        raise ConfigError(
            f"no store backend for '{scheme}://'; use a SQLite file path,"
            " postgresql://… or mongodb://…"
        )
    from specproof.store.sqlite import SQLiteStore

    return SQLiteStore(db.removeprefix("sqlite:///"))
