"""Algorithm 1's AddTopKChunks: no stored fact, so the agent reads the retrieved chunks."""

import hashlib
from pathlib import Path

from specproof.agent.workflow import answer_question
from specproof.records import Chunk, Document, Fact, Line, Page, SectionKind, Source
from specproof.store.sqlite import SQLiteStore

LINES = [
    "Electrical Characteristics",
    "Supply Voltage VDD 2.4 3.0 3.6 V",
    "Conditioning period 48 hours before accurate readings",
]


def _store(tmp_path: Path) -> SQLiteStore:
    store = SQLiteStore(tmp_path / "fallback.db")
    doc_id = hashlib.sha256(b"SENS100").hexdigest()
    page = Page(
        1, 600, 800, [Line(t, (0, i * 10.0, 100, i * 10.0 + 8)) for i, t in enumerate(LINES)]
    )
    chunk = Chunk(f"{doc_id[:16]}:0", doc_id, 0, "\n".join(LINES), 1, 1, SectionKind.ELECTRICAL)
    doc = Document(doc_id, "sens100.pdf", "SENS100", [], pages=1, chunks=1)
    store.save_document(doc, [page], [chunk], None, [])  # no facts at all
    return store


def test_fact_is_read_from_top_k_chunks_and_flagged(tmp_path: Path) -> None:
    store = _store(tmp_path)
    answer = answer_question("What is the supply voltage range of the SENS100?", store)
    assert answer.verdict is None
    item = answer.items[0]
    assert (item.min, item.typ, item.max, item.unit) == (2.4, 3.0, 3.6, "V")
    assert item.source is not None and item.source.page == 1
    retrieve = [s for s in answer.trace.steps if s.step == "retrieve"]
    assert retrieve and retrieve[0].detail["extracted"][0]["flag"] == "top-k chunk extraction"
    store.close()


def test_fallback_never_answers_with_another_fields_value(tmp_path: Path) -> None:
    store = _store(tmp_path)
    answer = answer_question("What is the standby current of the SENS100?", store)
    assert answer.verdict == "insufficient_evidence"
    store.close()


ROLE_FIELDS = {
    "contact_current",
    "contact_voltage",
    "coil_voltage",
    "gate_threshold_voltage",
    "drain_source_voltage",
    "on_resistance",
    "output_voltage",
    "dropout_voltage",
}


def test_device_roles_come_from_stored_facts_without_a_chunk_search(tmp_path: Path) -> None:
    # whether a part is a relay, transistor or regulator is asked of every device in a
    # build; searching each sheet's chunks for those fields made compatibility slow
    store = _store(tmp_path)
    answer = answer_question("Can I power the SENS100 from a 3.3 V supply rail?", store)
    searched = {s.detail["field"] for s in answer.trace.steps if s.step == "retrieve"}
    assert "supply_voltage" in searched  # the rule's own field still falls back to chunks
    assert not searched & ROLE_FIELDS
    assert answer.verdict == "compatible"
    store.close()


def test_one_value_of_a_listed_few_read_from_a_passage_judges_no_build(tmp_path: Path) -> None:
    # a translator's front page lists the levels it converts between; none of them is the
    # range its supply accepts, so a build is not judged against a tolerance assumed around one
    lines = ["Features", "Power-supply sequencing not required: 1.5 V, 1.8 V or 2.5 V nodes"]
    store = SQLiteStore(tmp_path / "levels.db")
    doc_id = hashlib.sha256(b"LVT8").hexdigest()
    page = Page(1, 600, 800, [Line(t, (0, i * 10.0, 100, i * 10.0 + 8)) for i, t in enumerate(lines)])  # fmt: skip
    chunk = Chunk(f"{doc_id[:16]}:0", doc_id, 0, "\n".join(lines), 1, 1, SectionKind.FEATURES)
    doc = Document(doc_id, "lvt8.pdf", "LVT8", [], pages=1, chunks=1)
    store.save_document(doc, [page], [chunk], None, [])
    reg_id = hashlib.sha256(b"RGX-33").hexdigest()
    output = Fact(device="RGX-33", field="output_voltage", source=Source("rgx-33.pdf", 1, "Output voltage 3.234 3.3 3.366 V"))  # fmt: skip
    output.min, output.typ, output.max, output.unit, output.doc_id = 3.234, 3.3, 3.366, "V", reg_id
    output.section = SectionKind.ELECTRICAL
    reg_page = Page(1, 600, 800, [Line(output.source.quote, (0, 0, 100, 8))])
    store.save_document(Document(reg_id, "rgx-33.pdf", "RGX-33", [], pages=1), [reg_page], [], None, [output])  # fmt: skip
    answer = answer_question("Can the 3.3 V output of an RGX-33 supply the LVT8?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    store.close()
