"""Work done once per version of a library: kept while nothing changes, redone after a
write, never kept for a store that cannot tell its version."""

from __future__ import annotations

from pathlib import Path

from tests.test_store_conformance import make_doc, make_pages

from specproof.agent.understand import device_index
from specproof.store.memo import remembered
from specproof.store.sqlite import SQLiteStore

A = "a" * 64
B = "b" * 64


def _counting() -> tuple[list[int], object]:
    calls: list[int] = []

    def compute() -> tuple[int, ...]:
        calls.append(1)
        return (len(calls),)

    return calls, compute


def test_a_result_is_computed_once_while_the_library_is_unchanged(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    calls, compute = _counting()
    assert remembered(store, "k", compute) == (1,)
    assert remembered(store, "k", compute) == (1,)
    assert len(calls) == 1


def test_a_write_to_the_library_forgets_what_was_remembered(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    _, compute = _counting()
    remembered(store, "k", compute)
    store.save_document(make_doc(A), make_pages(1), [], None, [])
    assert remembered(store, "k", compute) == (2,)


def test_a_write_by_another_connection_is_seen(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    other = SQLiteStore(tmp_path / "lib.db")
    _, compute = _counting()
    remembered(store, "k", compute)
    other.save_document(make_doc(A), make_pages(1), [], None, [])
    assert remembered(store, "k", compute) == (2,)


def test_a_store_without_a_data_version_keeps_nothing() -> None:
    class Plain:
        pass

    calls, compute = _counting()
    remembered(Plain(), "k", compute)
    remembered(Plain(), "k", compute)
    assert len(calls) == 2


def test_the_device_index_reads_documents_only_after_a_change(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    store.save_document(make_doc(A, "a.pdf", "ABC123"), make_pages(1), [], None, [])
    reads: list[int] = []
    documents = store.documents

    def counted() -> list:  # type: ignore[type-arg]
        reads.append(1)
        return documents()

    store.documents = counted  # type: ignore[method-assign]
    first = device_index(store)
    assert device_index(store) is first
    assert len(reads) == 1
    store.save_document(make_doc(B, "b.pdf", "XYZ789"), make_pages(1), [], None, [])
    assert "XYZ789" in device_index(store).by_name
    assert len(reads) == 2
