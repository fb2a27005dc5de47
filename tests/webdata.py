"""A small library for the front-door tests: real PDFs (fpdf2), a real SQLite store.

Each device's datasheet is a real PDF whose pages carry the quoted lines, so
page images and highlights are rendered from the actual file. Documents, pages,
chunks and facts are stored directly (fast, and independent of the extractors);
the answering agent then works on them exactly as on ingested datasheets.
One sheet carries hostile text (script tags, onerror, javascript: URLs) to
prove the page escapes datasheet text.
"""

from __future__ import annotations

import hashlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from fpdf import FPDF

from specproof.config import Settings
from specproof.records import Chunk, Document, Fact, Line, Page, SectionKind, Source, SourceFile
from specproof.store.sqlite import SQLiteStore

TEST_TOKEN = "test-write-token"  # SPECPROOF_API_TOKEN of the test servers
XSS_SCRIPT = "<script>window.__pwned = 1</script>"
XSS_IMG = '<img src=x onerror="window.__pwned = 2">'
XSS_LINK = "javascript:window.__pwned=3"
HOSTILE_TEXT = f"Evil Note {XSS_SCRIPT} {XSS_IMG} {XSS_LINK}"


@dataclass(slots=True)
class Spec:
    field: str
    page: int
    quote: str
    unit: str | None = "V"
    section: SectionKind = SectionKind.ELECTRICAL
    condition: str = ""
    values: dict[str, float] = field(default_factory=dict)
    categories: list[str] | None = None
    variant: str | None = None


SHEETS: dict[str, tuple[list[str], list[Spec]]] = {
    "BME280": (
        ["BME-280"],
        [
            Spec(
                "interface",
                1,
                "Digital interface I2C and SPI",
                None,
                SectionKind.FEATURES,
                categories=["I2C", "SPI"],
            ),
            Spec(
                "supply_voltage",
                2,
                "VDD Supply Voltage 1.71 1.8 3.6 V",
                section=SectionKind.RECOMMENDED,
                values={"min": 1.71, "typ": 1.8, "max": 3.6},
            ),
            Spec(
                "supply_current",
                2,
                "IDD Current in normal mode 3.6 uA",
                "uA",
                section=SectionKind.ELECTRICAL,
                values={"typ": 3.6},
            ),
            Spec(
                "operating_temperature",
                2,
                "Operating range -40 85 C",
                "°C",
                values={"min": -40, "max": 85},
            ),
            Spec(
                "i2c_address",
                3,
                "I2C address 0x76 or 0x77",
                None,
                SectionKind.INTERFACE,
                categories=["0x76", "0x77"],
            ),
        ],
    ),
    "AMS1117": (
        ["AMS1117-3.3", "AMS1117-5.0"],
        [
            Spec(
                "output_voltage",
                1,
                "AMS1117-3.3 3.267 3.300 3.333 V",
                values={"min": 3.267, "typ": 3.3, "max": 3.333},
                variant="AMS1117-3.3",
            ),
            Spec("output_current", 1, "Output Current of 1A", "A", values={"value": 1.0}),
            Spec(
                "dropout_voltage", 1, "Dropout Voltage 1.1 1.3 V", values={"typ": 1.1, "max": 1.3}
            ),
        ],
    ),
    "EVIL1": (
        ["EVIL-1"],
        [
            Spec(
                "supply_voltage",
                1,
                "Supply Voltage 2.0 5.5 V",
                condition=HOSTILE_TEXT,
                section=SectionKind.RECOMMENDED,
                values={"min": 2.0, "max": 5.5},
            ),
        ],
    ),
}


@dataclass(slots=True)
class WebData:
    db: Path
    settings: Settings
    doc_ids: dict[str, str]  # device -> document id
    pdfs: dict[str, Path]  # device -> PDF on disk


def make_pdf(path: Path, pages: list[list[str]]) -> None:
    pdf = FPDF(format="A4", unit="pt")
    pdf.set_font("Helvetica", size=11)
    for lines in pages:
        pdf.add_page()
        for i, text in enumerate(lines):
            pdf.text(50, 60 + 22 * i, text)
    path.write_bytes(bytes(pdf.output()))


def page_lines(device: str, specs: list[Spec], n: int, extra: list[str]) -> list[str]:
    return [f"{device} datasheet - page {n}", *[s.quote for s in specs if s.page == n], *extra]


def build_library(folder: Path) -> WebData:
    """Write the PDFs and store everything in ``folder/web.db``."""
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "web.db"
    store = SQLiteStore(db)
    doc_ids: dict[str, str] = {}
    pdfs: dict[str, Path] = {}
    for device, (aliases, specs) in SHEETS.items():
        name = f"{device.lower()}.pdf"
        extra = [HOSTILE_TEXT] if device == "EVIL1" else []
        page_count = max(s.page for s in specs)
        texts = [page_lines(device, specs, n, extra) for n in range(1, page_count + 1)]
        pdf = folder / name
        make_pdf(pdf, texts)
        doc_id = hashlib.sha256(pdf.read_bytes()).hexdigest()
        pages = [
            Page(
                n,
                595,
                842,
                [Line(t, (50, 50 + 22 * i, 500, 62 + 22 * i)) for i, t in enumerate(lines)],
            )
            for n, lines in enumerate(texts, 1)
        ]
        chunks = [
            Chunk(
                f"{doc_id[:16]}:{n - 1}",
                doc_id,
                n - 1,
                "\n".join(lines),
                n,
                n,
                SectionKind.ELECTRICAL,
            )
            for n, lines in enumerate(texts, 1)
        ]
        facts = [_fact(device, name, doc_id, s) for s in specs]
        doc = Document(doc_id, name, device, aliases, title=f"{device} datasheet")
        stat = pdf.stat()
        doc.source = SourceFile(str(pdf.resolve()), stat.st_size, stat.st_mtime_ns)
        if device == "EVIL1":
            doc.title = HOSTILE_TEXT
        store.save_document(doc, pages, chunks, None, facts)
        doc_ids[device] = doc_id
        pdfs[device] = pdf
    store.close()
    settings = Settings(db=str(db), embedder="none", api_token=TEST_TOKEN)
    return WebData(db, settings, doc_ids, pdfs)


def _fact(device: str, file_name: str, doc_id: str, spec: Spec) -> Fact:
    fact = Fact(
        device=device,
        field=spec.field,
        source=Source(file_name, spec.page, spec.quote),
        unit=spec.unit,
        section=spec.section,
        condition=spec.condition,
        values=spec.categories,
        variant=spec.variant,
        raw=spec.quote,
        doc_id=doc_id,
        extractor="test",
    )
    scale = {"mA": 1e-3, "uA": 1e-6}.get(spec.unit or "", 1.0)  # what the extractor stores
    for bound, number in spec.values.items():
        setattr(fact, bound, number)
        setattr(fact, f"si_{bound}", number * scale)
    if spec.categories:
        fact.dimension = "set"
    return fact


# -- a real server on loopback ---------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_server(db: Path, **env: str) -> Iterator[str]:
    """``specproof serve`` in a child process on 127.0.0.1; yields its base URL."""
    port = free_port()
    cmd = [sys.executable, "-m", "specproof", "--db", str(db), "serve", "--port", str(port)]
    child_env = (
        os.environ
        | {
            "SPECPROOF_EMBEDDER": "none",
            "SPECPROOF_API_TOKEN": TEST_TOKEN,
            "PYTHONPATH": _pythonpath(),
        }
        | env
    )
    log = db.parent / f"server-{port}.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=child_env)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(base, proc, log)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _pythonpath() -> str:
    src = str(Path(__file__).resolve().parents[1] / "src")
    return os.pathsep.join(p for p in (src, os.environ.get("PYTHONPATH", "")) if p)


def _wait_until_up(base: str, proc: subprocess.Popen, log: Path, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"server did not come up:\n{log.read_text(errors='replace')}")
