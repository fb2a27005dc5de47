"""Broken and hostile PDFs, all generated in code from seeds made with fpdf2.

``seed_pdfs()`` makes ten valid PDFs that differ in the features a parser
trips on (compression, images, links, outlines, rotation, TrueType fonts,
many pages, drawings, encryption). ``mutants()`` breaks them in the ways real
files break: truncated downloads, flipped bytes, a missing xref or trailer, a
``/Length`` that lies, a missing header. ``hand_made()`` adds the classic
hostile files: empty, HTML named .pdf, deep nesting, a ``/Kids`` cycle,
``/Count 1e9``, a flate bomb, a huge image.
"""

from __future__ import annotations

import io
import random
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from fpdf import FPDF

from .datasheets import _FIXED_DATE, Spec, _first_page, _second_page

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@dataclass(frozen=True, slots=True)
class BadPdf:
    name: str  # a file name, unique within one generation
    data: bytes
    kind: str  # the family of damage, for the report


# -- seeds ----------------------------------------------------------------------------


def _base(index: int) -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_creation_date(_FIXED_DATE)
    pdf.set_title(f"seed {index}")
    return pdf


def _png(width: int, height: int) -> bytes:
    from PIL import Image

    img = Image.new("RGB", (width, height), (30, 90, 160))
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def _seed(index: int) -> bytes:
    spec = Spec.numbered(index)
    pdf = _base(index)
    variant = index % 10
    if variant == 1:
        pdf.set_compression(False)  # plain-text streams: mutations hit operators directly
    if variant == 9:
        pdf.set_encryption(owner_password="owner")  # RC4 streams, readable without password
    _first_page(pdf, spec)
    if variant == 2:
        pdf.image(io.BytesIO(_png(64, 32)), x=150, y=20, w=40)
    if variant == 3:
        pdf.link(20, 40, 60, 6, "https://example.invalid/")
        pdf.text_annotation(20, 60, "a note")
    if variant == 4:
        pdf.start_section("Overview")
    if variant == 5:
        with pdf.rotation(90, 100, 150):
            pdf.text(100, 150, "Rotated label VDD")
    if variant == 6 and DEJAVU.is_file():
        pdf.add_font("DejaVu", "", str(DEJAVU))
        pdf.set_font("DejaVu", "", 10)
        pdf.cell(0, 6, "Temperature range −40 °C … +85 °C, ±0.5 °C accuracy, 10 µA")
        pdf.ln(8)
    _second_page(pdf, spec)
    if variant == 7:
        for extra in range(6):
            pdf.add_page(orientation="L" if extra % 2 else "P")
            pdf.set_font("Helvetica", "", 9)
            pdf.multi_cell(0, 5, f"Appendix {extra}. " + "Timing detail text. " * 40)
    if variant == 8:
        pdf.set_fill_color(20, 20, 90)
        pdf.rect(10, 200, 190, 20, style="F")
        pdf.set_text_color(255, 255, 255)
        pdf.set_xy(12, 205)
        pdf.cell(0, 6, "Ordering information (white on dark: visible)")
        pdf.set_text_color(0, 0, 0)
        pdf.line(10, 230, 200, 230)
    return bytes(pdf.output())


def seed_pdfs() -> list[bytes]:
    return [_seed(i) for i in range(10)]


# -- mutations --------------------------------------------------------------------------

TRUNCATE_FRACTIONS = (0.0005, 0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99)


def _truncations(data: bytes) -> Iterator[tuple[str, bytes]]:
    for frac in TRUNCATE_FRACTIONS:
        cut = max(1, int(len(data) * frac))
        yield f"trunc{frac:g}", data[:cut]
    # cut inside the trailer and just before %%EOF: the most common real damage
    yield "trunc_eof", data[: data.rfind(b"%%EOF")]
    yield "trunc_startxref", data[: data.rfind(b"startxref") + 12]


def _flips(data: bytes, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    for count in (1, 1, 3, 10, 30, 100, 300, 1000):
        buf = bytearray(data)
        for _ in range(count):
            pos = rng.randrange(len(buf))
            buf[pos] ^= 1 << rng.randrange(8)
        yield f"flip{count}", bytes(buf)
    for count in (10, 100):  # random garbage bytes, not single-bit flips
        buf = bytearray(data)
        for _ in range(count):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
        yield f"garbage{count}", bytes(buf)


def _structure(data: bytes) -> Iterator[tuple[str, bytes]]:
    xref = data.rfind(b"\nxref")
    trailer = data.rfind(b"trailer")
    startxref = data.rfind(b"startxref")
    if xref > 0 and trailer > xref:
        yield "no_xref", data[:xref] + b"\n" + data[trailer:]
        yield "xref_zeroed", data[:xref] + re.sub(rb"\d", b"0", data[xref:trailer]) + data[trailer:]
    if trailer > 0 and startxref > trailer:
        yield "no_trailer", data[:trailer] + data[startxref:]
    if xref > 0:
        yield "no_xref_no_trailer", data[:xref] + b"\n%%EOF\n"
    if startxref > 0:
        yield "startxref_wrong", data[:startxref] + b"startxref\n999999999\n%%EOF\n"
        yield "startxref_zero", data[:startxref] + b"startxref\n0\n%%EOF\n"
        yield "startxref_negative", data[:startxref] + b"startxref\n-17\n%%EOF\n"
    yield "root_missing", data.replace(b"/Root", b"/Rxxt")
    yield "pages_type_wrong", data.replace(b"/Type /Pages", b"/Type /Pagez")
    yield "obj_keyword_broken", data.replace(b" obj", b" ojb")
    yield "endstream_missing", data.replace(b"endstream", b"endstrea_")
    yield "xref_doubled", data + data[data.rfind(b"\nxref") :] if xref > 0 else data + data


def _lying_lengths(data: bytes) -> Iterator[tuple[str, bytes]]:
    def rewrite(fn) -> bytes:  # type: ignore[no-untyped-def]
        return re.sub(rb"/Length (\d+)", lambda m: b"/Length " + fn(int(m.group(1))), data)

    yield "length_x10", rewrite(lambda n: str(n * 10).encode())
    yield "length_half", rewrite(lambda n: str(n // 2).encode())
    yield "length_zero", rewrite(lambda n: b"0")
    yield "length_huge", rewrite(lambda n: b"999999999999")
    yield "length_negative", rewrite(lambda n: b"-5")
    yield "length_indirect_missing", rewrite(lambda n: b"9999 0 R")


def _headers(data: bytes) -> Iterator[tuple[str, bytes]]:
    first_line = data.find(b"\n") + 1
    yield "no_header", data[first_line:]
    yield "header_version_9", data.replace(b"%PDF-1.", b"%PDF-9.", 1)
    yield "header_late", b"x" * 2000 + data  # header past the first 1024 bytes
    yield "header_junk_before", b"garbage\r\n" * 20 + data
    yield "no_eof_marker", data.replace(b"%%EOF", b"")


def _streams(data: bytes, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    def scramble(match: re.Match[bytes]) -> bytes:
        body = match.group(2)
        return match.group(1) + bytes(rng.randrange(256) for _ in range(len(body))) + match.group(3)

    pattern = re.compile(rb"(stream\r?\n)(.*?)(\r?\nendstream)", re.DOTALL)
    yield "streams_random", pattern.sub(scramble, data)
    yield "filter_wrong", data.replace(b"/FlateDecode", b"/LZWDecode")
    yield "filter_unknown", data.replace(b"/FlateDecode", b"/NoSuchDecode")


def mutate(data: bytes, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    """About fifty broken variants of one valid PDF."""
    yield from _truncations(data)
    yield from _flips(data, rng)
    yield from _structure(data)
    yield from _lying_lengths(data)
    yield from _headers(data)
    yield from _streams(data, rng)


def mutants(seeds: list[bytes], seed: int = 1234, per_seed: int | None = None) -> list[BadPdf]:
    """Broken variants of every seed; ``per_seed`` keeps an evenly spread sample."""
    rng = random.Random(seed)
    out: list[BadPdf] = []
    for s, data in enumerate(seeds):
        variants = list(mutate(data, rng))
        if per_seed is not None and per_seed < len(variants):
            variants = rng.sample(variants, per_seed)
        for k, (kind, blob) in enumerate(variants):
            out.append(BadPdf(f"seed{s}_{k:02d}_{kind}.pdf", blob, kind))
    return out


# -- hand-made hostile files --------------------------------------------------------------


def raw_pdf(objects: list[bytes], root: int = 1, trailer_extra: bytes = b"") -> bytes:
    """A PDF from numbered object bodies (object i+1 = objects[i]) with a correct xref."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root %d 0 R %s>>\n" % (len(objects) + 1, root, trailer_extra)
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def _stream(body: bytes, extra: bytes = b"", raw_length: int | None = None) -> bytes:
    length = len(body) if raw_length is None else raw_length
    return b"<< /Length %d %s>>\nstream\n" % (length, extra) + body + b"\nendstream"


FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
TEXT = b"BT /F1 12 Tf 72 720 Td (Supply voltage 1.8 V to 3.6 V) Tj ET"


def _one_page(content: bytes, resources: bytes = b"<< /Font << /F1 4 0 R >> >>") -> list[bytes]:
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources "
        + resources
        + b" /Contents 5 0 R >>",
        FONT,
        content,
    ]


def valid_minimal() -> bytes:
    return raw_pdf(_one_page(_stream(TEXT)))


def deep_nesting(depth: int = 100_000) -> bytes:
    """Arrays nested ``depth`` deep in the catalog: recursive parsers overflow."""
    objs = _one_page(_stream(TEXT))
    objs[0] = b"<< /Type /Catalog /Pages 2 0 R /Deep " + b"[" * depth + b"]" * depth + b" >>"
    return raw_pdf(objs)


def deep_dict_nesting(depth: int = 50_000) -> bytes:
    objs = _one_page(_stream(TEXT))
    objs[2] = objs[2][:-2] + b" /X " + b"<< /A " * depth + b"1" + b" >>" * depth + b" >>"
    return raw_pdf(objs)


def kids_cycle() -> bytes:
    """A page tree whose node lists its own parent as a kid."""
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 3 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]"
            b" /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            FONT,
            _stream(TEXT),
            b"<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 6 0 R] /Count 2 >>",
        ]
    )


def self_kid() -> bytes:
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [2 0 R] /Count 1 >>",
        ]
    )


def count_huge(count: bytes = b"1000000000") -> bytes:
    objs = _one_page(_stream(TEXT))
    objs[1] = b"<< /Type /Pages /Kids [3 0 R] /Count " + count + b" >>"
    return raw_pdf(objs)


def many_kids(count: int = 200_000) -> bytes:
    """Hundreds of thousands of page references to one page object: a real page count."""
    objs = _one_page(_stream(TEXT))
    objs[1] = b"<< /Type /Pages /Kids [" + b"3 0 R " * count + b"] /Count %d >>" % count
    return raw_pdf(objs)


def _deflated_repeat(block: bytes, times: int) -> bytes:
    """zlib data of ``block`` repeated ``times`` times, built without compressing it all.

    After a full flush the compressor forgets its history, so every further copy
    of the same block compresses to the same bytes: compress twice, repeat the
    second piece, then close the stream with the Adler-32 of the whole.
    """
    comp = zlib.compressobj(9)
    first = comp.compress(block) + comp.flush(zlib.Z_FULL_FLUSH)
    repeat = comp.compress(block) + comp.flush(zlib.Z_FULL_FLUSH)
    adler = 1
    for _ in range(times):
        adler = zlib.adler32(block, adler)
    final_empty_block = b"\x03\x00"
    return first + repeat * (times - 1) + final_empty_block + adler.to_bytes(4, "big")


def _zeros_deflated(megabytes: int, filler: bytes = b" ") -> bytes:
    return _deflated_repeat(filler * (1 << 20), megabytes)


def flate_bomb(megabytes: int = 3000) -> bytes:
    """A content stream of a few MB that inflates to ``megabytes`` MB of spaces."""
    body = _zeros_deflated(megabytes)
    return raw_pdf(_one_page(_stream(body, b"/Filter /FlateDecode ")))


def flate_bomb_text(megabytes: int = 1000) -> bytes:
    """A bomb that inflates to real text-showing operators: the parser must hold them."""
    line = b"BT /F1 1 Tf 1 1 Td (AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA) Tj ET\n"
    block = line * ((1 << 20) // len(line))
    body = _deflated_repeat(block, megabytes)
    return raw_pdf(_one_page(_stream(body, b"/Filter /FlateDecode ")))


def huge_image(side: int = 100_000) -> bytes:
    """An image that declares side x side RGB pixels (30 GB) from a tiny stream."""
    data = _zeros_deflated(2, b"\x00")
    image = _stream(
        data,
        b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB"
        b" /BitsPerComponent 8 /Filter /FlateDecode " % (side, side),
    )
    content = _stream(TEXT + b"\nq 500 0 0 500 50 50 cm /Im1 Do Q")
    objs = _one_page(content, b"<< /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >>")
    objs.append(image)
    return raw_pdf(objs)


def html_as_pdf() -> bytes:
    return b"<!DOCTYPE html><html><head><title>Datasheet</title></head><body>404</body></html>"


def html_with_pdf_marker() -> bytes:
    """HTML that mentions %PDF- early: passes a naive header sniff."""
    return b"<html><body><pre>%PDF-1.4 download failed</pre></body></html>" + b" " * 100


def random_bytes(rng: random.Random, size: int = 20_000) -> bytes:
    return bytes(rng.randrange(256) for _ in range(size))


def header_only() -> bytes:
    return b"%PDF-1.7\n"


def page_with_no_text() -> bytes:
    return raw_pdf(_one_page(_stream(b"0 0 m 100 100 l S")))


def object_stream_loop() -> bytes:
    """An indirect /Length that points to itself."""
    objs = _one_page(b"<< /Length 5 0 R >>\nstream\n" + TEXT + b"\nendstream")
    return raw_pdf(objs)


def hand_made(
    rng: random.Random | None = None, *, bomb_mb: int = 3000, kids: int = 200_000
) -> list[BadPdf]:
    """The classic hostile files; ``bomb_mb`` and ``kids`` size the two slow ones."""
    rng = rng or random.Random(99)
    files = {
        "empty": b"",
        "html": html_as_pdf(),
        "html_pdf_marker": html_with_pdf_marker(),
        "random_bytes": random_bytes(rng),
        "random_with_header": b"%PDF-1.4\n" + random_bytes(rng),
        "header_only": header_only(),
        "minimal_valid": valid_minimal(),
        "no_text": page_with_no_text(),
        "deep_array_nesting": deep_nesting(),
        "deep_dict_nesting": deep_dict_nesting(),
        "kids_cycle": kids_cycle(),
        "self_kid": self_kid(),
        "count_1e9": count_huge(),
        "count_negative": count_huge(b"-1"),
        "count_float": count_huge(b"1e9"),
        "many_kids": many_kids(kids),
        "length_self_reference": object_stream_loop(),
        "flate_bomb": flate_bomb(bomb_mb),
        "flate_bomb_text": flate_bomb_text(max(1, bomb_mb // 3)),
        "huge_image": huge_image(),
    }
    return [BadPdf(f"hand_{name}.pdf", data, name) for name, data in files.items()]


def write_all(folder: Path, files: list[BadPdf]) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for bad in files:
        path = folder / bad.name
        path.write_bytes(bad.data)
        paths.append(path)
    return paths
