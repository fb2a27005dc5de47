"""Store conformance suite (haystack style): every backend subclasses the test class
with its own ``store`` fixture and must pass every test unchanged."""

from __future__ import annotations

import numpy as np
import pytest

from specproof.records import (
    Block,
    Chunk,
    Document,
    Fact,
    Line,
    Page,
    SectionKind,
    Source,
    SourceFile,
    Span,
)
from specproof.store.sqlite import SQLiteStore


def make_doc(doc_id: str, name: str = "part.pdf", device: str = "ABC123") -> Document:
    return Document(id=doc_id, file_name=name, device=device, aliases=[device + "-3.3"])


def make_pages(n: int = 2) -> list[Page]:
    pages = []
    for number in range(1, n + 1):
        line = Line(
            text=f"Supply voltage VDD 1.8 3.3 3.6 V page {number}",
            bbox=(10, 20, 200, 30),
            spans=[Span("Supply voltage", 10, 80), Span("VDD", 90, 110)],
            size=9.0,
        )
        block = Block(
            page=number,
            kind="table",
            text="| Parameter | Min |\n|---|---|\n| Supply voltage | 1.8 |",
            bbox=(10, 20, 200, 30),
            lines=[line.text],
            cells=[["Parameter", "Min"], ["Supply voltage", "1.8"]],
            header_rows=1,
            section=SectionKind.RECOMMENDED,
            heading_path=("Recommended Operating Conditions",),
        )
        pages.append(Page(number, 612, 792, [line], [block]))
    return pages


def make_chunks(doc_id: str, texts: list[str]) -> list[Chunk]:
    ids = [f"{doc_id[:16]}:{i}" for i in range(len(texts))]
    return [
        Chunk(
            id=ids[i],
            doc_id=doc_id,
            ordinal=i,
            text=t,
            page_start=i + 1,
            page_end=i + 1,
            section=SectionKind.ELECTRICAL,
            heading_path=("Electrical Characteristics",),
            prev_id=ids[i - 1] if i else None,
            next_id=ids[i + 1] if i + 1 < len(ids) else None,
        )
        for i, t in enumerate(texts)
    ]


def make_fact(doc: Document, field: str = "supply_voltage", page: int = 1) -> Fact:
    return Fact(
        device=doc.device,
        field=field,
        source=Source(doc.file_name, page, "Supply voltage VDD 1.8 3.3 3.6 V"),
        min=1.8,
        typ=3.3,
        max=3.6,
        unit="V",
        si_min=1.8,
        si_typ=3.3,
        si_max=3.6,
        dimension="voltage",
        section=SectionKind.RECOMMENDED,
        symbol="VDD",
        doc_id=doc.id,
        values=None,
    )


def unit_vectors(n: int, dim: int = 8, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    v = rng.normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


A = "a" * 64
B = "b" * 64


class StoreContract:
    """Tests every store backend must pass."""

    @pytest.fixture
    def store(self):  # pragma: no cover - overridden
        raise NotImplementedError

    def save(self, store, doc_id=A, name="part.pdf", device="ABC123", texts=None, replaces=None):
        doc = make_doc(doc_id, name, device)
        texts = texts or ["supply voltage range of the regulator", "i2c address and clock"]
        store.save_document(
            doc,
            make_pages(2),
            make_chunks(doc_id, texts),
            unit_vectors(len(texts)),
            [make_fact(doc), make_fact(doc, "operating_temperature")],
            replaces=replaces,
        )
        return doc

    def test_save_and_read_back(self, store):
        self.save(store)
        doc = store.document(A)
        assert doc is not None and doc.file_name == "part.pdf"
        assert (doc.pages, doc.chunks, doc.facts) == (2, 2, 2)
        assert doc.aliases == ["ABC123-3.3"]
        assert store.document(A[:12]).id == A  # unique prefix
        assert store.document_by_name("part.pdf").id == A
        assert [d.id for d in store.documents()] == [A]

    def test_pages_round_trip_with_layout(self, store):
        self.save(store)
        pages = store.pages(A)
        assert [p.number for p in pages] == [1, 2]
        block = pages[0].blocks[0]
        assert block.cells == [["Parameter", "Min"], ["Supply voltage", "1.8"]]
        assert block.section is SectionKind.RECOMMENDED
        assert pages[0].lines[0].spans[0].text == "Supply voltage"
        assert store.page_text(A, 2) == "Supply voltage VDD 1.8 3.3 3.6 V page 2"
        assert store.page_text(A, 3) is None

    def test_chunks_keep_order_and_neighbours(self, store):
        self.save(store)
        chunks = store.chunks(A)
        assert [c.ordinal for c in chunks] == [0, 1]
        assert chunks[0].next_id == chunks[1].id and chunks[1].prev_id == chunks[0].id
        assert store.chunks_by_id([chunks[1].id, "missing", chunks[0].id]) == [chunks[1], chunks[0]]

    def test_facts_lookup_by_device_field_and_doc(self, store):
        self.save(store)
        self.save(store, B, "other.pdf", "XYZ9")
        assert len(store.facts(device="abc-123")) == 2  # case/punctuation-insensitive
        temps = store.facts(device="ABC123", field="operating_temperature")
        assert len(temps) == 1 and temps[0].source.page == 1
        assert temps[0].si_max == 3.6 and temps[0].section is SectionKind.RECOMMENDED
        assert len(store.facts(doc_id=B)) == 2
        assert store.facts(device="nothing") == []

    def test_lexical_search_ranks_and_filters(self, store):
        self.save(store)
        self.save(store, B, "other.pdf", "XYZ9", texts=["i2c address 0x76", "pressure"])
        hits = store.lexical_search("i2c address", 5)
        assert {h[0] for h in hits} == {f"{A[:16]}:1", f"{B[:16]}:0"}
        assert hits[0][1] >= hits[-1][1]
        only_b = store.lexical_search("i2c address", 5, doc_ids=[B])
        assert [h[0] for h in only_b] == [f"{B[:16]}:0"]

    @pytest.mark.parametrize("query", ['"unbalanced', "AND OR NOT", "NEAR(", "*", "-", "a:b", ""])
    def test_lexical_search_never_raises_on_user_text(self, store, query):
        self.save(store)
        assert isinstance(store.lexical_search(query, 5), list)

    def test_vectors_match_chunks(self, store):
        self.save(store)
        ids, matrix = store.vectors()
        assert ids == [f"{A[:16]}:0", f"{A[:16]}:1"]
        assert matrix.shape == (2, 8) and matrix.dtype == np.float32
        np.testing.assert_allclose(np.linalg.norm(matrix, axis=1), 1.0, rtol=1e-5)

    def test_resave_same_document_does_not_duplicate(self, store):
        self.save(store)
        self.save(store)
        assert len(store.documents()) == 1
        assert len(store.chunks(A)) == 2 and len(store.facts(doc_id=A)) == 2
        assert len(store.lexical_search("supply", 10)) == 1

    def test_replace_swaps_versions_atomically(self, store):
        self.save(store)
        self.save(store, B, "part.pdf", texts=["new version text"], replaces=A)
        assert store.document(A) is None
        assert [d.id for d in store.documents()] == [B]
        assert store.chunks(A) == [] and store.facts(doc_id=A) == []
        assert store.lexical_search("regulator", 10) == []

    def test_failed_save_leaves_nothing_behind(self, store):
        doc = make_doc(A)
        with pytest.raises(Exception):  # noqa: B017 - any backend error type is fine here
            store.save_document(doc, make_pages(1), make_chunks(A, ["x", "y"]), unit_vectors(1), [])
        assert store.document(A) is None and store.chunks(A) == []

    def test_delete(self, store):
        self.save(store)
        assert store.delete_document(A) is True
        assert store.document(A) is None and store.facts() == [] and store.vectors()[0] == []
        assert store.delete_document(A) is False

    def test_replace_facts(self, store):
        doc = self.save(store)
        store.replace_facts(A, [make_fact(doc, "i2c_address")])
        assert [f.field for f in store.facts(doc_id=A)] == ["i2c_address"]
        assert store.document(A).facts == 1

    def test_update_identity(self, store):
        self.save(store)
        self.save(store, B, "other.pdf", "XYZ9")
        store.update_identity(A, "ABC124", ["ABC124-3.3", "ABC124-5.0"], "Acme Corp")
        doc = store.document(A)
        assert (doc.device, doc.aliases, doc.manufacturer) == (
            "ABC124",
            ["ABC124-3.3", "ABC124-5.0"],
            "Acme Corp",
        )
        assert (doc.pages, doc.chunks, doc.facts) == (2, 2, 2)  # the rest is kept
        assert store.document_by_name("part.pdf").device == "ABC124"
        assert store.document(B).device == "XYZ9"  # other documents untouched
        assert len(store.chunks(A)) == 2 and len(store.lexical_search("regulator", 5, [A])) == 1
        store.update_identity(A, "ABC124", [], None)
        assert (store.document(A).aliases, store.document(A).manufacturer) == ([], None)

    def test_update_identity_of_missing_document_is_an_error(self, store):
        from specproof.errors import StoreError

        with pytest.raises(StoreError):
            store.update_identity(A, "ABC124", [], None)

    # -- several documents for one part -------------------------------------------------

    def test_documents_for_device_lists_every_document_that_covers_the_part(self, store):
        self.save(store, A, "zz-real.pdf", "ABC123")
        module = make_doc(B, "aa-module.pdf", "ABC123-MOD")
        module.aliases = ["abc-123"]  # a module sheet naming the chip it carries
        store.save_document(module, make_pages(1), make_chunks(B, ["module"]), None, [])
        self.save(store, "c" * 64, "other.pdf", "XYZ9")
        found = store.documents_for_device("Abc 123")
        assert sorted(d.id for d in found) == [A, B]  # both, whatever their file names
        assert [d.id for d in store.documents_for_device("ABC123-MOD")] == [B]
        assert store.documents_for_device("nothing") == [] and store.documents_for_device("") == []

    def test_documents_for_device_order_is_ingest_order_not_file_name(self, store):
        first, second = make_doc(A, "zz.pdf"), make_doc(B, "aa.pdf")
        first.ingested_at, second.ingested_at = "2026-01-01T00:00:00", "2026-01-02T00:00:00"
        for doc in (first, second):
            store.save_document(doc, make_pages(1), [], None, [])
        assert [d.id for d in store.documents_for_device("ABC123")] == [A, B]

    def test_documents_for_device_follows_identity_changes_and_deletes(self, store):
        self.save(store)
        store.update_identity(A, "NEW77", ["NEW77-5V"], None)
        assert store.documents_for_device("ABC123") == []
        assert [d.id for d in store.documents_for_device("new77-5v")] == [A]
        store.delete_document(A)
        assert store.documents_for_device("NEW77") == []

    def test_listed_documents_are_current_and_are_copies(self, store):
        self.save(store)
        listed = store.documents()
        listed[0].aliases.append("changed by a caller")
        listed[0].device = "changed"
        assert store.documents()[0].aliases == ["ABC123-3.3"]  # the cache is not shared
        assert store.documents()[0].device == "ABC123"
        store.update_identity(A, "ABC124", [], None)
        assert [d.device for d in store.documents()] == ["ABC124"]
        self.save(store, B, "other.pdf", "XYZ9")
        assert store.document_count() == 2 and len(store.documents()) == 2
        store.delete_document(B)
        assert store.document_count() == 1 and [d.id for d in store.documents()] == [A]

    def test_data_version_changes_with_every_write_and_only_then(self, store):
        seen = [store.data_version()]
        doc = self.save(store)
        writes = [
            lambda: store.set_source(A, SourceFile("/sheets/part.pdf", 1, 2)),
            lambda: store.update_identity(A, "ABC124", [], None),
            lambda: store.replace_facts(A, [make_fact(doc)]),
            lambda: self.save(store, B, "other.pdf", "XYZ9"),
            lambda: store.delete_document(B),
        ]
        seen.append(store.data_version())
        for write in writes:
            store.documents(), store.lexical_search("supply", 5)  # reads change nothing
            assert store.data_version() == seen[-1]
            write()
            seen.append(store.data_version())
        assert len(set(seen)) == len(seen)

    def test_one_page_with_its_layout(self, store):
        self.save(store)
        page = store.page(A, 2)
        assert page is not None and page.number == 2 and page.width == 612
        assert page.lines[0].text.endswith("page 2") and page.blocks[0].header_rows == 1
        assert store.page(A, 3) is None and store.page(B, 1) is None

    def test_search_of_some_documents_scores_as_a_search_of_all(self, store):
        """Filtering by document never changes a score: the statistics stay the library's."""
        texts = ["supply voltage 3.3 V range", "3.3V output 3.3 3.3", "voltage of the pins"]
        self.save(store, texts=texts)
        self.save(store, B, "other.pdf", "XYZ9", texts=["3.3 V supply voltage", "pressure"])
        self.save(store, "c" * 64, "third.pdf", "QRS5", texts=["voltage voltage", "3.3V"])
        query = "supply voltage 3.3V"
        everything = dict(store.lexical_search(query, 20))
        for ids in ([A], [B], [A, "c" * 64], [B, A]):
            some = store.lexical_search(query, 20, doc_ids=ids)
            prefixes = tuple(doc_id[:16] for doc_id in ids)
            assert [cid for cid, _ in some] == [
                cid for cid in sorted(everything, key=lambda c: -everything[c])
                if cid.startswith(prefixes)
            ]  # fmt: skip
            assert all(score == everything[cid] for cid, score in some)
        assert (
            store.lexical_search(query, 1, doc_ids=[A])
            == store.lexical_search(query, 20, doc_ids=[A])[:1]
        )

    def test_revision_date_and_source_round_trip(self, store):
        doc = make_doc(A)
        doc.revision, doc.date = "Rev. 1.6", "September 2018"
        doc.source = SourceFile("/data/sheets/part.pdf", 1234, 1_700_000_000_123_456_789)
        store.save_document(doc, make_pages(1), [], None, [])
        back = store.document(A)
        assert (back.revision, back.date, back.source) == (doc.revision, doc.date, doc.source)
        store.set_source(A, SourceFile("/elsewhere/part.pdf", 1234, 5))
        assert store.document(A).source == SourceFile("/elsewhere/part.pdf", 1234, 5)
        store.set_source(A, None)
        assert store.document(A).source is None
        self.save(store, B, "other.pdf")
        assert store.document(B).revision is None and store.document(B).source is None

    def test_update_identity_sets_revision_and_date(self, store):
        self.save(store)
        store.update_identity(A, "ABC123", [], None, revision="B", date="May 2020")
        assert (store.document(A).revision, store.document(A).date) == ("B", "May 2020")

    def test_exclusive_save_never_overwrites_or_replaces(self, store):
        from specproof.errors import DocumentExists, NameTaken

        self.save(store)
        doc = make_doc(A, "part.pdf")
        with pytest.raises(DocumentExists):
            store.save_document(doc, make_pages(1), [], None, [], exclusive=True)
        other = make_doc(B, "part.pdf", "EVIL")
        with pytest.raises(NameTaken):
            store.save_document(other, make_pages(1), [], None, [], exclusive=True)
        assert [d.id for d in store.documents()] == [A] and len(store.chunks(A)) == 2
        # an explicit replacement names the document it replaces
        store.save_document(other, make_pages(1), [], None, [], replaces=A, exclusive=True)
        assert [d.id for d in store.documents()] == [B]


class TestSQLiteStore(StoreContract):
    @pytest.fixture
    def store(self, tmp_path):
        s = SQLiteStore(tmp_path / "t.db")
        yield s
        s.close()

    def test_integrity_clean_after_writes(self, store):
        self.save(store)
        self.save(store, B, "part.pdf", replaces=A)
        assert store.integrity_problems() == []

    def test_another_connections_writes_change_the_data_version(self, store):
        self.save(store)
        other = SQLiteStore(store.path)
        before = store.data_version()
        listed = store.documents()
        other.update_identity(A, "ABC999", [], None)
        assert store.data_version() != before
        assert [d.device for d in store.documents()] == ["ABC999"] != [d.device for d in listed]
        other.close()

    def test_bad_folder_is_a_clear_error(self, tmp_path):
        from specproof.errors import StoreError

        with pytest.raises(StoreError, match="does not exist"):
            SQLiteStore(tmp_path / "missing" / "x.db")
