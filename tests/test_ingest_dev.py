"""End to end on the 24 real dev datasheets (ingested once per session by ``dev_library``)."""

from __future__ import annotations

import pytest

from conftest import dev_devices, needs_dev
from specproof.quotes import norm_text
from specproof.records import device_key

pytestmark = [pytest.mark.slow, needs_dev]


def test_every_dev_datasheet_ingests_ok(dev_library):
    results = dev_library.ingest_results
    assert len(results) == 24
    assert [r.file for r in results if r.status != "ok"] == []
    assert all(r.pages > 0 and r.chunks > 0 and r.facts > 0 for r in results)


def test_detected_devices_match_devices_json(dev_library):
    expected = dev_devices()
    for doc in dev_library.documents():
        info = expected[doc.file_name]
        names = {device_key(n) for n in [info["device"], *info["aliases"]]}
        found = {device_key(n) for n in [doc.device, *doc.aliases]}
        assert names & found, (doc.file_name, doc.device, doc.aliases)


def test_chunks_have_valid_page_spans(dev_library):
    for doc in dev_library.documents():
        chunks = dev_library.store.chunks(doc.id)
        assert [c.ordinal for c in chunks] == list(range(len(chunks)))
        assert all(1 <= c.page_start <= c.page_end <= doc.pages for c in chunks), doc.file_name


@pytest.mark.parametrize(
    ("file", "page", "text"),
    [
        # rows looked up by hand in the PDFs (pdftotext -layout)
        ("ams1117.pdf", 2, "Input Voltage 15V"),
        ("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
        ("bme280.pdf", 2, "Operating range -40...+85 °C, 0...100 % rel. humidity, 300...1100 hPa"),
        ("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
)
def test_known_strings_on_known_pages(dev_library, file, page, text):
    doc = next(d for d in dev_library.documents() if d.file_name == file)
    page_text = dev_library.store.page_text(doc.id, page) or ""
    assert norm_text(text) in norm_text(page_text)
    chunk_text = " ".join(
        c.text for c in dev_library.store.chunks(doc.id) if c.page_start <= page <= c.page_end
    )
    assert norm_text(text) in norm_text(chunk_text)


def test_second_ingest_is_a_no_op(dev_library):
    from conftest import DEV_DATASHEETS

    before = [(d.id, d.chunks, d.facts) for d in dev_library.documents()]
    again = dev_library.ingest([DEV_DATASHEETS])
    assert {r.status for r in again} == {"unchanged"}
    assert [(d.id, d.chunks, d.facts) for d in dev_library.documents()] == before
