"""The hold-out benchmark (benchmarks/holdout) is well-formed and its evidence is real.

(a) the question file passes the shared benchmark checker (check_questions.py), when
    /work/shared is present;
(b) every evidence quote occurs on its cited page of the generated PDF, normalised the
    way score.py normalises (NFKC, lowercase, only [a-z0-9.]); pages are read with
    pdftotext -layout when installed, else with pypdfium2;
(c) the generator is deterministic and the committed PDFs match it.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import unicodedata
from functools import cache
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "holdout"
SHARED = Path("/work/shared/benchmark")
QUESTIONS = BENCH / "questions.jsonl"


def _questions() -> list[dict]:
    return [
        json.loads(line)
        for line in QUESTIONS.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]


def _norm(text: str) -> str:
    # the same normalisation as score.norm_text, so a quote passing here passes the scorer
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.replace("µ", "u").replace("μ", "u").replace("−", "-").replace("–", "-")
    return re.sub(r"[^a-z0-9.]", "", text)


@cache
def _page_text(doc: str, page: int) -> str:
    path = BENCH / "datasheets" / doc
    if shutil.which("pdftotext"):
        out = subprocess.run(
            ["pdftotext", "-f", str(page), "-l", str(page), "-layout", str(path), "-"],
            capture_output=True,
            text=True,
            check=True,
        )
        return _norm(out.stdout)
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        return _norm(pdf[page - 1].get_textpage().get_text_range())
    finally:
        pdf.close()


def _evidence() -> list[tuple[str, str, int, str]]:
    return [
        (q["id"], e["doc"], e["page"], e["quote"])
        for q in _questions()
        for e in q.get("evidence") or []
    ]


def test_devices_cover_every_datasheet() -> None:
    devices = json.loads((BENCH / "devices.json").read_text(encoding="utf-8"))
    pdfs = {p.name for p in (BENCH / "datasheets").glob("*.pdf")}
    assert pdfs == set(devices)
    assert 6 <= len(pdfs) <= 8


def test_question_mix() -> None:
    questions = _questions()
    assert 50 <= len(questions) <= 80
    assert {q["difficulty"] for q in questions} == {"easy", "medium", "hard"}
    assert {q["type"] for q in questions} == {"simple", "structured", "comparison", "compatibility"}
    verdicts = {q["answer"]["verdict"] for q in questions}
    assert {None, "compatible", "incompatible", "insufficient_evidence"} <= verdicts


@pytest.mark.skipif(
    not (SHARED / "check_questions.py").exists(), reason="shared benchmark tools absent"
)
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="check_questions.py needs pdftotext")
def test_shared_checker_accepts_questions() -> None:
    spec = importlib.util.spec_from_file_location("check_questions", SHARED / "check_questions.py")
    assert spec and spec.loader
    sys.path.insert(0, str(SHARED))
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        problems = module.check(BENCH, [QUESTIONS])
    finally:
        sys.path.remove(str(SHARED))
    assert problems == []


@pytest.mark.parametrize(("qid", "doc", "page", "quote"), _evidence())
def test_quote_is_on_cited_page(qid: str, doc: str, page: int, quote: str) -> None:
    assert _norm(quote) in _page_text(doc, page), f"{qid}: {quote!r} not on {doc} p{page}"


def test_generator_is_deterministic(tmp_path: Path) -> None:
    pytest.importorskip("fpdf")
    if not Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").exists():
        pytest.skip("DejaVu fonts needed by the generator")
    script = BENCH / "make_datasheets.py"
    subprocess.run([sys.executable, str(script), str(tmp_path)], check=True, capture_output=True)
    for made in sorted(tmp_path.glob("*.pdf")):
        committed = BENCH / "datasheets" / made.name
        assert made.read_bytes() == committed.read_bytes(), (
            f"{made.name} differs from the committed PDF"
        )
