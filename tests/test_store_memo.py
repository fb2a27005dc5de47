"""Work done once per version of a library: kept while nothing changes, redone after a
write, never kept for a store that cannot tell its version."""

from __future__ import annotations

from pathlib import Path

from tests.test_store_conformance import make_doc, make_pages

from specproof.agent.understand import device_index
from specproof.store.memo import one_version, remembered
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


def test_a_question_reads_the_data_version_once(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    device_index(store)  # built before (a changed library reads its documents once more)
    reads: list[int] = []
    version = store.data_version

    def counted() -> object:
        reads.append(1)
        return version()

    store.data_version = counted  # type: ignore[method-assign]
    _, compute = _counting()
    with one_version(store):
        for key in ("a", "b", "a", "c"):
            remembered(store, key, compute)
        device_index(store)
    assert len(reads) == 1
    remembered(store, "a", compute)  # outside a question: asked again
    assert len(reads) == 2


def test_remembered_documents_are_copies(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "lib.db")
    store.save_document(make_doc(A, "a.pdf", "ABC123"), make_pages(1), [], None, [])
    first = store.documents_for_device("ABC123")[0]
    first.aliases.append("CHANGED")
    first.device = "CHANGED"
    again = store.documents_for_device("ABC123")[0]
    assert again.device == "ABC123" and "CHANGED" not in again.aliases
    named = store.document_by_name("a.pdf")
    assert named is not None and named is not store.document_by_name("a.pdf")
    store.update_identity(A, "ABC999", [], None)
    assert store.documents_for_device("ABC123") == []
    assert store.document_by_name("a.pdf").device == "ABC999"
