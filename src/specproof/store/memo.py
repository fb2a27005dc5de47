"""Work that depends only on what a library holds, done once per version of it.

A sheet's address sentences or the radio protocols its pages name are the same for every
question until something is ingested, deleted or re-extracted: each store keeps such
results while its ``data_version()`` stays the same, and forgets them all when it changes.
A store that cannot tell its version (or be weakly referenced) keeps nothing.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

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


def remembered(store: Any, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, or what it returned for ``key`` since ``store`` last changed.

    The value is shared by every caller until the store changes: return something the
    callers do not alter (a tuple, a frozenset), or copy it at the call site."""
    version = _data_version(store)
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


def _data_version(store: Any) -> Hashable | None:
    try:
        return store.data_version()  # type: ignore[no-any-return]
    except (AttributeError, NotImplementedError):
        return None
