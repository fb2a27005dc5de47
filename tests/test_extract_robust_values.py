"""One value must never cost a document: a value extraction cannot read is skipped (with a
warning) and the rest of the sheet's facts are kept, proved on small generated PDFs."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import pdfgen
from specproof.units import registry
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


@pytest.fixture
def gauss_unconvertible(monkeypatch: pytest.MonkeyPatch):
    # pint's own "gauss" is the CGS-Gaussian unit, of another dimension than the tesla
    monkeypatch.setitem(registry._UNIT_DEFS, "gauss", ("magnetic", "gauss"))
    monkeypatch.setattr(registry, "_factor_table", dict)  # the shipped table knows gauss
    registry._factor_offset.cache_clear()
    yield
    registry._factor_offset.cache_clear()


def _compass_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(60, (60, "MG310 Magnetometer Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Supply voltage"), (330, "2.4"), (430, "3.5"), (480, "V")),
        *rows_at(132, (60, "Field range"), (200, "Full scale"), (330, "-6"), (430, "6")),
        *rows_at(132, (480, "gauss")),
        *rows_at(148, (60, "Operating temperature"), (330, "-20"), (430, "70"), (480, "°C")),
    ]
    return pdfgen.placed_pdf(tmp_path / "mg310.pdf", [runs])


def test_a_value_whose_unit_cannot_be_converted_is_skipped_not_the_document(
    tmp_path: Path, gauss_unconvertible: None, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        facts = facts_of_pdf(_compass_sheet(tmp_path))
    (volt,) = find(facts, "supply_voltage")
    assert (volt.min, volt.max) == (2.4, 3.5)
    (temp,) = find(facts, "operating_temperature")
    assert (temp.min, temp.max) == (-20, 70)
    assert not find(facts, "measurement_range")
    assert any("gauss" in r.getMessage() for r in caplog.records)


def test_a_field_range_in_gauss_is_stored_in_tesla(tmp_path: Path) -> None:
    (rng,) = find(facts_of_pdf(_compass_sheet(tmp_path)), "measurement_range")
    assert (rng.min, rng.max, rng.unit, rng.quantity) == (-6, 6, "gauss", "magnetic_field")
    assert rng.si_max == pytest.approx(6e-4)


def test_an_extractor_failure_keeps_the_document_searchable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from specproof import extract
    from specproof.config import Settings
    from specproof.ingest import prepare_document

    def broken(*_args: object) -> list:
        raise ArithmeticError("a reader bug")

    monkeypatch.setattr(extract, "extract_facts", broken)
    prepared = prepare_document(_compass_sheet(tmp_path), "doc", Settings())
    assert prepared.facts == []
    assert prepared.chunks and "facts not extracted: ArithmeticError" in prepared.doc.warnings
