"""Parser tests: generated PDFs (golden files), rejections, hidden text, real dev datasheets."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

import pdfgen
from specproof.errors import RejectedDocument
from specproof.parse import PdfiumParser, get_parser, parse_pdf
from specproof.records import Block, SectionKind

GOLDEN = Path(__file__).parent / "golden"
DEV = Path("/work/shared/benchmark/dev")
DATASHEETS = DEV / "datasheets"
needs_dev = pytest.mark.skipif(not DATASHEETS.exists(), reason="dev datasheets not present")


def norm_text(s: str) -> str:
    """Same normalisation as the benchmark scorer's evidence check."""
    s = unicodedata.normalize("NFKC", s).lower()
    s = s.replace("µ", "u").replace("μ", "u").replace("−", "-").replace("–", "-")
    return re.sub(r"[^a-z0-9.]", "", s)


def _snapshot(path: Path) -> dict:
    doc = parse_pdf(path)
    return {
        "pages": [
            {
                "number": p.number,
                "lines": [ln.text for ln in p.lines],
                "blocks": [
                    {"kind": b.kind, "text": b.text, "cells": b.cells, "header_rows": b.header_rows}
                    for b in p.blocks
                ],
            }
            for p in doc.pages
        ],
        "warnings": doc.warnings,
    }


def _check_golden(name: str, data: dict) -> None:
    path = GOLDEN / f"{name}.json"
    if not path.exists():  # first run writes the golden file; review it, then it guards
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert data == json.loads(path.read_text(encoding="utf-8"))


def test_generated_datasheet_golden(tmp_path: Path) -> None:
    _check_golden(
        "datasheet_2pages",
        _snapshot(pdfgen.datasheet_pdf(tmp_path / "d.pdf", pages=2, running_header=True)),
    )


def test_generated_table_cells(tmp_path: Path) -> None:
    rows = [
        ("Supply voltage", "VDD", "2.0", "3.3", "5.5", "V"),
        ("Sleep current", "ISL", "", "0.1", "1", "uA"),
    ]
    doc = parse_pdf(pdfgen.datasheet_pdf(tmp_path / "d.pdf", device="QZ9", rows=rows))
    tables = [b for p in doc.pages for b in p.blocks if b.kind == "table"]
    assert len(tables) == 1
    t = tables[0]
    assert t.header_rows == 1
    assert t.cells[0] == ["Parameter", "Symbol", "Min", "Typ", "Max", "Unit"]
    assert t.cells[1] == ["Supply voltage", "VDD", "2.0", "3.3", "5.5", "V"]
    assert t.cells[2] == ["Sleep current", "ISL", "", "0.1", "1", "uA"]
    assert t.text.startswith("| Parameter | Symbol |")
    kinds = [b.kind for b in doc.pages[0].blocks]
    assert "heading" in kinds and "list" in kinds and "paragraph" in kinds
    assert doc.title == "QZ9 Digital Sensor" or doc.title  # metadata may carry a title
    assert all(ln.bbox[0] < ln.bbox[2] and ln.bbox[1] < ln.bbox[3] for ln in doc.pages[0].lines)


def test_subscript_and_span_gap(tmp_path: Path) -> None:
    doc = parse_pdf(pdfgen.subscript_pdf(tmp_path / "s.pdf"))
    (line,) = doc.pages[0].lines
    assert line.text == "VDD 2.0V to 5.5V"
    assert [s.text for s in line.spans] == ["VDD", "2.0V to 5.5V"]


@pytest.mark.parametrize(
    ("maker", "reason"),
    [
        (pdfgen.encrypted_pdf, "encrypted"),
        (pdfgen.image_only_pdf, "needs_ocr"),
        (pdfgen.html_as_pdf, "not_pdf"),
        (pdfgen.empty_file, "not_pdf"),
        (pdfgen.truncated_pdf, "not_pdf"),
    ],
)
def test_rejections(tmp_path: Path, maker, reason: str) -> None:
    with pytest.raises(RejectedDocument) as info:
        parse_pdf(maker(tmp_path / "x.pdf"))
    assert info.value.reason == reason


def test_owner_password_only_opens(tmp_path: Path) -> None:
    doc = parse_pdf(pdfgen.owner_only_pdf(tmp_path / "o.pdf"))
    assert "Supply voltage 3.3 V" in doc.pages[0].text


@pytest.mark.parametrize("mode", ["white", "tiny", "invisible"])
def test_hidden_text_excluded_and_warned(tmp_path: Path, mode: str) -> None:
    doc = parse_pdf(pdfgen.hidden_text_pdf(tmp_path / "h.pdf", mode=mode))
    assert doc.warnings == ["hidden text on page 1"]
    assert "IGNORE" not in doc.pages[0].text
    assert "Supply voltage 3.3 V" in doc.pages[0].text


def test_white_text_on_dark_fill_is_kept(tmp_path: Path) -> None:
    doc = parse_pdf(pdfgen.white_on_dark_pdf(tmp_path / "w.pdf"))
    assert doc.warnings == []
    assert "Absolute Maximum Ratings" in doc.pages[0].text


def test_parser_protocol() -> None:
    parser = get_parser("pdfium")
    assert isinstance(parser, PdfiumParser) and parser.name == "pdfium"


# --------------------------------------------------------------------------- real datasheets


def _tables(doc, page: int) -> list[Block]:
    return [b for b in doc.pages[page - 1].blocks if b.kind == "table"]


def _find_row(tables: list[Block], first_cells: list[str]) -> tuple[Block, list[str]]:
    for t in tables:
        for row in t.cells[t.header_rows :]:
            if [c for c in row if c][: len(first_cells)] == first_cells:
                return t, row
    raise AssertionError(f"row {first_cells} not found")


def _row_with_cell(tables: list[Block], cell: str) -> tuple[Block, list[str]]:
    for t in tables:
        for row in t.cells[t.header_rows :]:
            if cell in row:
                return t, row
    raise AssertionError(f"no row with cell {cell!r}")


def _sectioned(name: str):
    from specproof.clean import clean_pages
    from specproof.sections import assign_sections

    doc = parse_pdf(DATASHEETS / name)
    clean_pages(doc.pages)
    assign_sections(doc.pages)
    return doc


@needs_dev
def test_ams1117_output_voltage_row() -> None:
    doc = _sectioned("ams1117.pdf")
    table, row = _find_row(_tables(doc, 2), ["AMS1117-3.3", "0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V"])
    assert row[-4:] == ["3.267", "3.300", "3.333", "V"]
    assert table.cells[0] == ["Parameter", "Device", "Conditions", "Min", "Typ", "Max", "Units"]
    assert table.section is SectionKind.ELECTRICAL


@needs_dev
def test_bme280_pressure_range_row() -> None:
    doc = _sectioned("bme280.pdf")
    table, row = _find_row(_tables(doc, 10), ["Operating pressure range", "P", "full accuracy"])
    assert row[-4:] == ["300", "", "1100", "hPa"]
    assert table.cells[0][:4] == ["Parameter", "Symbol", "Condition", "Min"]
    assert table.section is SectionKind.ELECTRICAL


@needs_dev
def test_ads1115_tables() -> None:
    doc = _sectioned("ads1115.pdf")
    table, row = _row_with_cell(_tables(doc, 3), "IOL = 3mA")
    assert row[0].startswith("VOL")
    assert row[-4:] == ["GND", "0.15", "0.4", "V"]
    assert table.cells[0] == ["PARAMETER", "TEST CONDITIONS", "MIN", "TYP", "MAX", "UNIT"]
    assert table.section is SectionKind.ELECTRICAL
    timing, row = _find_row(_tables(doc, 5), ["SCL operating frequency", "fSCL"])
    assert row[-5:] == ["0.01", "0.4", "0.01", "3.4", "MHz"]
    assert timing.section is SectionKind.TIMING


@needs_dev
def test_esp32_recommended_conditions() -> None:
    doc = _sectioned("esp32-wroom-32.pdf")
    table, row = _find_row(_tables(doc, 15), ["VDD33", "Power supply voltage", "3.0"])
    assert row == ["VDD33", "Power supply voltage", "3.0", "3.3", "3.6", "V"]
    assert table.section is SectionKind.RECOMMENDED
    abs_max, _ = _find_row(_tables(doc, 15), ["Tstore"])
    assert abs_max.section is SectionKind.ABS_MAX


@needs_dev
def test_known_strings_on_known_pages() -> None:
    doc = parse_pdf(DATASHEETS / "ads1115.pdf")
    assert "8SPS to 860SPS" in doc.pages[0].text
    assert norm_text("SCL operating frequency fSCL 0.01 0.4 0.01 3.4 MHz") in norm_text(
        doc.pages[4].text
    )


def _evidence() -> list[dict]:
    lines = (DEV / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    return [e for line in lines if line.strip() for e in json.loads(line)["evidence"]]


@needs_dev
@pytest.mark.slow
def test_evidence_quotes_found_in_our_page_text() -> None:
    """Share of benchmark evidence quotes found in our page text (report it)."""
    evidence = _evidence()
    docs: dict[str, object] = {}
    found = 0
    for e in evidence:
        doc = docs.get(e["doc"]) or docs.setdefault(e["doc"], parse_pdf(DATASHEETS / e["doc"]))
        page = doc.pages[e["page"] - 1]  # type: ignore[attr-defined]
        found += norm_text(e["quote"]) in norm_text(page.text)
    share = found / len(evidence)
    print(f"evidence quotes found in our page text: {found}/{len(evidence)} = {share:.3f}")
    assert share >= 0.9


@needs_dev
@pytest.mark.slow
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")
def test_lines_are_found_in_pdftotext() -> None:
    """Quotes are cut from our lines: most lines must read like pdftotext's."""
    total = ok = 0
    for name in ("ams1117.pdf", "ads1115.pdf", "esp32-wroom-32.pdf"):
        doc = parse_pdf(DATASHEETS / name)
        out = subprocess.run(
            ["pdftotext", "-layout", str(DATASHEETS / name), "-"], capture_output=True, text=True
        )
        ref = [norm_text(p) for p in out.stdout.split("\f")]
        for page in doc.pages:
            for line in page.lines:
                n = norm_text(line.text)
                if len(n) >= 4:
                    total += 1
                    ok += n in ref[page.number - 1]
    assert ok / total >= 0.93, ok / total


def test_full_width_punctuation_becomes_ascii() -> None:
    # a module manual typeset with a CJK font writes "Baud rate：9600", "（NC）", "～";
    # the extractors see one spelling of each sign, as the scorer's NFKC does
    sheet = Path(__file__).resolve().parents[1] / "benchmarks/holdout2/datasheets/zc-m702.pdf"
    text = "\n".join(b.text for page in parse_pdf(sheet).pages for b in page.blocks)
    assert not [c for c in text if 0xFF01 <= ord(c) <= 0xFF5E]
    assert "Baud rate:9600" in text


def test_signs_of_a_pi_font_are_read_from_their_glyph_names(tmp_path: Path) -> None:
    # older sheets set °, ± and µ in a pi font whose glyphs have names but no Unicode
    pdf = pdfgen.pi_font_pdf(
        tmp_path / "pi.pdf",
        [
            [("text", "TQ80 Thermal Sensor")],
            [("text", "Accuracy "), ("pi", "\x02"), ("text", "1.5"), ("pi", "\x01"), ("text", "C")],
            [("text", "Supply current 40 "), ("pi", "\x03"), ("text", "A max")],
        ],
    )
    lines = [ln.text for ln in parse_pdf(pdf).pages[0].lines]
    assert lines[1:] == ["Accuracy \u00b11.5\u00b0C", "Supply current 40 \u00b5A max"]
