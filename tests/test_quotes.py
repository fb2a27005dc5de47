"""Cited quotes that any text extractor finds on the page: the parser marks footnote marks
and sub/superscripts on each span, and quote fitting cuts a cited line around the marks
whose place pdftotext may print differently."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from fpdf import FPDF

from specproof.parse import parse_pdf
from specproof.quotes import (
    fit_item_quotes,
    fit_quote,
    norm_text,
    number_in_quote,
    safe_segments,
)
from specproof.records import Document, Item, Line, Page, Source, Span
from specproof.store.sqlite import SQLiteStore

DATASHEETS = Path("/work/shared/benchmark/dev/datasheets")


def _line(*spans: tuple[str, list[tuple[int, int]]]) -> Line:
    parts = [
        Span(text, 10.0 * k, 10.0 * k + 5, list(unsure)) for k, (text, unsure) in enumerate(spans)
    ]
    return Line(" ".join(s.text for s in parts), (0, 0, 100, 10), parts, 9.0)


# ---------------------------------------------------------------- fitting on hand-built lines


def test_a_footnote_mark_after_the_label_is_cut_out() -> None:
    line = _line(("VCCA", [(1, 4)]), ("Supply voltage(3)", [(14, 17)]), ("1.4", []), ("3.6", []))
    assert safe_segments(line) == ["VCCA Supply voltage", "1.4 3.6"]
    assert fit_quote(line, [1.4, 3.6]) == "1.4 3.6"


def test_a_symbol_subscript_and_a_mark_inside_a_word_stay() -> None:
    # V_CCA and T_A are read with their symbol; the "²" of "I²C" has the word go on after it
    line = _line(("VCCA", [(1, 4)]), ("I²C bus", [(1, 2)]), ("TA = 25 °C", [(1, 2)]))
    assert safe_segments(line) == [line.text]
    assert fit_quote(line, [25.0]) == line.text


def test_the_place_of_a_moved_mark_is_cut() -> None:
    # "(3)" was printed on a line of its own; pdftotext may print it between the spans
    line = _line(
        ("Supply Current (IDD)", []),
        ("Average over pulse cycle", [(0, 0)]),
        ("at 1.8V 0.7 mA", [(0, 0)]),
    )
    assert fit_quote(line, [0.7]) == "at 1.8V 0.7 mA"


def test_the_longest_run_holding_every_number_is_cited() -> None:
    line = _line(
        ("VIL Low-level input voltage", []), ("–0.3", []), ("0.25×VDD1", [(8, 9)]), ("V", [])
    )
    assert fit_quote(line, [-0.3]) == "VIL Low-level input voltage –0.3 0.25×VDD"
    assert fit_quote(line, []) == "VIL Low-level input voltage –0.3 0.25×VDD"


def test_numbers_split_by_a_mark_keep_the_whole_line() -> None:
    line = _line(("Output 12", []), ("note3", [(0, 5)]), ("14 dBm", []))
    assert fit_quote(line, [12.0, 14.0]) == line.text


def test_a_line_without_marks_is_cited_whole() -> None:
    line = _line(("Supply voltage", []), ("3.3", []), ("V", []))
    assert fit_quote(line, [3.3]) == "Supply voltage 3.3 V"


def test_spans_that_no_longer_spell_the_line_are_not_cut() -> None:
    line = _line(("VDD1", [(3, 4)]), ("3.3 V", []))
    line.text = "edited " + line.text
    assert safe_segments(line) == [line.text]


# ---------------------------------------------------------------- the parser's marks


def _marked_row_pdf(path: Path, raise_by: float) -> Path:
    """One table row: "Supply voltage", a small "(3)" raised by ``raise_by`` pt, then values."""
    pdf = FPDF(format="A4", unit="pt")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.text(50, 100, "VDD")
    pdf.text(100, 100, "Supply voltage")
    pdf.set_font("Helvetica", size=7)
    pdf.text(167, 100 - raise_by, "(3)")
    pdf.set_font("Helvetica", size=10)
    pdf.text(260, 100, "1.8")
    pdf.text(320, 100, "3.6")
    pdf.text(380, 100, "V")
    pdf.output(str(path))
    return path


def _spans_of(path: Path) -> list[Line]:
    return parse_pdf(path).pages[0].lines


def test_a_raised_mark_on_its_line_is_marked(tmp_path: Path) -> None:
    (line,) = _spans_of(_marked_row_pdf(tmp_path / "m.pdf", raise_by=3.5))
    assert line.text == "VDD Supply voltage(3) 1.8 3.6 V"
    marked = [s.text[a:b] for s in line.spans for a, b in s.unsure]
    assert marked == ["(3)"]
    assert fit_quote(line, [1.8, 3.6]) == "1.8 3.6 V"


def test_a_mark_moved_to_its_own_line_leaves_a_hole(tmp_path: Path) -> None:
    path = tmp_path / "h.pdf"
    pdf = FPDF(format="A4", unit="pt")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.text(50, 100, "Supply current average")
    pdf.set_font("Helvetica", size=7)
    pdf.text(163, 95.5, "(3)")  # raised 4.5 pt after the label, a gap before the next word
    pdf.set_font("Helvetica", size=10)
    pdf.text(220, 100, "at 1.8V")
    pdf.text(320, 100, "0.7")
    pdf.text(380, 100, "mA")
    pdf.output(str(path))
    lines = _spans_of(path)
    host = next(ln for ln in lines if "Supply" in ln.text)
    assert "(3)" not in host.text  # a trailing mark raised this far goes to its own line
    assert any(a == b for s in host.spans for a, b in s.unsure)
    assert fit_quote(host, [0.7]) == "at 1.8V 0.7 mA"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")
@pytest.mark.parametrize("raise_by", [2.0, 3.5, 4.5])
def test_fitted_quotes_are_on_pdftotexts_page(tmp_path: Path, raise_by: float) -> None:
    path = _marked_row_pdf(tmp_path / "m.pdf", raise_by)
    line = next(ln for ln in _spans_of(path) if "3.6" in ln.text)
    quote = fit_quote(line, [1.8, 3.6])
    page = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert norm_text(quote) in norm_text(page)
    assert number_in_quote(quote, 1.8) and number_in_quote(quote, 3.6)


@pytest.mark.skipif(
    shutil.which("pdftotext") is None or not DATASHEETS.is_dir(), reason="needs pdftotext and dev"
)
def test_dev_rows_with_moved_marks_are_cited_as_pdftotext_prints_them() -> None:
    """Rows pdftotext prints with their footnote marks moved off the line (VIL's "VDD¹",
    "TX power note3") or kept on it where our parser moved them ("tWAKE (1)")."""
    cases = [
        ("esp32-wroom-32.pdf", 15, "VIL Low-level input voltage", [-0.3]),
        ("esp32-wroom-32.pdf", 16, "TX power note3", [12.0, 13.0, 14.0]),
        ("ccs811.pdf", 7, "tWAKE and the device", [50.0]),
        ("txs0108e.pdf", 6, "VCCA Supply voltage", [1.4, 3.6]),
    ]
    for name, number, label, numbers in cases:
        path = DATASHEETS / name
        line = next(ln for ln in parse_pdf(path).pages[number - 1].lines if label in ln.text)
        quote = fit_quote(line, numbers)
        page = subprocess.run(
            ["pdftotext", "-f", str(number), "-l", str(number), "-layout", str(path), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert norm_text(quote) in norm_text(page), (name, quote)
        assert all(number_in_quote(quote, x) for x in numbers)


# ---------------------------------------------------------------- answer items


def test_items_cite_the_fitted_run_from_the_stored_page(tmp_path: Path) -> None:
    line = _line(("VCCA", []), ("Supply voltage(3)", [(14, 17)]), ("1.4", []), ("3.6", []))
    store = SQLiteStore(tmp_path / "s.db")
    doc = Document(id="d" * 64, file_name="x.pdf", device="X1", pages=1)
    store.save_document(doc, [Page(1, 600, 800, [line])], [], None, [])
    whole = Source("x.pdf", 1, line.text)
    other = Source("x.pdf", 1, "a quote of two lines")
    items = [
        Item(device="X1", field="io_supply_voltage", min=1.4, max=3.6, unit="V", source=whole),
        Item(device="X1", field="supply_voltage", value=3.3, unit="V", source=other),
    ]
    fit_item_quotes(items, store)
    assert items[0].source == Source("x.pdf", 1, "1.4 3.6")
    assert whole.quote == line.text  # the fact's own source is not touched
    assert items[1].source is other
    store.close()
