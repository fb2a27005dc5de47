"""Producers that set a huge nominal font size and scale it down with the text matrix
(seen in Chinese sensor datasheets) must still give one line per visual line."""

from __future__ import annotations

from pathlib import Path

from specproof.parse import parse_pdf


def scaled_font_pdf(
    path: Path, lines: list[str], nominal: float = 240.0, scale: float = 0.05
) -> None:
    content = "".join(
        f"BT /F1 {nominal:g} Tf {scale:g} 0 0 {scale:g} 72 {700 - 15 * i} Tm ({text}) Tj ET\n"
        for i, text in enumerate(lines)
    ).encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    path.write_bytes(bytes(out))


def test_text_matrix_scaled_fonts_keep_lines_apart(tmp_path):
    lines = [
        "Detection range 300-10000ppm",
        "Heater Voltage VH 5.0V AC or DC",
        "Heater consumption PH 950mW",
    ]
    pdf = tmp_path / "scaled.pdf"
    scaled_font_pdf(pdf, lines)
    page = parse_pdf(pdf).pages[0]
    assert [line.text for line in page.lines] == lines
    assert all(5 < line.size < 20 for line in page.lines)
