"""Work that depends only on what a library holds, done once per version of it.

A sheet's address sentences or the radio protocols its pages name are the same for every
question until something is ingested, deleted or re-extracted: each store keeps such
results while its ``data_version()`` stays the same, and forgets them all when it changes.
A store that cannot tell its version (or be weakly referenced) keeps nothing.
"""

from __future__ import annotations

import copy
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from specproof.records import Document, Fact
from specproof.store.rows import fresh_document

T = TypeVar("T")

# Entries per store: each is one document's reading (a few statements), and a question
# reads a handful of documents; the bound only keeps a long-lived server from growing.
MAX_ENTRIES = 4096


class _Memo:
    def __init__(self) -> None:
        self.lock = threading.Lock()  # a server answers on several threads
        self.version: Hashable = None
        self.values: OrderedDict[Hashable, Any] = OrderedDict()


_MEMOS: weakref.WeakKeyDictionary[Any, _Memo] = weakref.WeakKeyDictionary()
_MEMOS_LOCK = threading.Lock()

# id(store) -> the data version read when the current question began (per thread and task)
_PINNED: ContextVar[dict[int, Hashable] | None] = ContextVar("pinned_versions", default=None)


@contextmanager
def one_version(store: Any) -> Iterator[None]:
    """Read ``store``'s data version once for everything inside (one question): a server
    store answers it with a round trip, and a question looks its memory up a dozen times.

    What is computed inside while another process writes is kept under the version read
    first, and dropped at the next question, which reads the new version."""
    version = _read_version(store)
    if version is None:
        yield
        return
    token = _PINNED.set({**(_PINNED.get() or {}), id(store): version})
    try:
        yield
    finally:
        _PINNED.reset(token)


def data_version_of(store: Any) -> Hashable | None:
    """The store's data version (the one pinned for this question, if any), or None for a
    store that cannot tell it."""
    pinned = _PINNED.get()
    if pinned is not None and id(store) in pinned:
        return pinned[id(store)]
    return _read_version(store)


def remembered(store: Any, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, or what it returned for ``key`` since ``store`` last changed.

    The value is shared by every caller until the store changes: return something the
    callers do not alter (a tuple, a frozenset), or copy it at the call site."""
    version = data_version_of(store)
    memo = _memo_of(store) if version is not None else None
    if memo is None:
        return compute()
    with memo.lock:
        if memo.version != version:
            memo.version, memo.values = version, OrderedDict()
        if key in memo.values:
            memo.values.move_to_end(key)
            return memo.values[key]  # type: ignore[no-any-return]
    value = compute()  # outside the lock: two threads may both compute, and agree
    with memo.lock:
        if memo.version == version:
            memo.values[key] = value
            while len(memo.values) > MAX_ENTRIES:
                memo.values.popitem(last=False)
    return value


def _memo_of(store: Any) -> _Memo | None:
    with _MEMOS_LOCK:
        try:
            memo = _MEMOS.get(store)
            if memo is None:
                memo = _MEMOS[store] = _Memo()
        except TypeError:  # not weakly referenceable: nothing is kept for it
            return None
    return memo


def _read_version(store: Any) -> Hashable | None:
    try:
        return store.data_version()  # type: ignore[no-any-return]
    except (AttributeError, NotImplementedError):
        return None


def remembered_document(
    store: Any, file_name: str, read: Callable[[str], Document | None]
) -> Document | None:
    """``read(file_name)`` once per version of the library; each caller gets a copy."""
    doc = remembered(store, ("document_by_name", file_name), lambda: read(file_name))
    return None if doc is None else fresh_document(doc)


def remembered_documents(
    store: Any, name: str, read: Callable[[str], list[Document]]
) -> list[Document]:
    """``read(name)`` (a part's documents) once per version of the library; copies."""
    docs = remembered(store, ("documents_for_device", name), lambda: tuple(read(name)))
    return [fresh_document(d) for d in docs]


def remembered_facts(store: Any, doc_id: str, fld: str) -> list[Fact]:
    """The stored facts of one document and field, read once per version of the library
    (each caller gets copies: questions about one part read its rows again and again)."""
    kept = remembered(
        store, ("facts", doc_id, fld), lambda: tuple(store.facts(field=fld, doc_id=doc_id))
    )
    return [copy.copy(f) for f in kept]
