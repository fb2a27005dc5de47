"""The hold-out benchmarks (benchmarks/holdout, holdout2, holdout3, holdout4) are well-formed and
their evidence is real.

(a) the question file passes the shared benchmark checker (check_questions.py), when
    /work/shared is present;
(b) every evidence quote occurs on its cited page of the generated PDF, normalised the
    way score.py normalises (NFKC, lowercase, only [a-z0-9.]); pages are read with
    pdftotext -layout when installed, else with pypdfium2;
(c) the generator is deterministic, and the committed PDFs show the words it writes, where it
    writes them.
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

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
HOLDOUTS = ("holdout", "holdout2", "holdout3", "holdout4")
SHARED = Path(__file__).resolve().parents[2] / "shared" / "benchmark"

pytestmark = pytest.mark.parametrize("bench", HOLDOUTS)


@pytest.fixture
def bench_dir(bench: str) -> Path:
    return BENCHMARKS / bench


@cache
def _questions(bench: str) -> list[dict]:
    text = (BENCHMARKS / bench / "questions.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _norm(text: str) -> str:
    # the same normalisation as score.norm_text, so a quote passing here passes the scorer
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.replace("µ", "u").replace("μ", "u").replace("−", "-").replace("–", "-")
    return re.sub(r"[^a-z0-9.]", "", text)


@cache
def _page_text(bench: str, doc: str, page: int) -> str:
    path = BENCHMARKS / bench / "datasheets" / doc
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


def test_devices_cover_every_datasheet(bench_dir: Path) -> None:
    devices = json.loads((bench_dir / "devices.json").read_text(encoding="utf-8"))
    pdfs = {p.name for p in (bench_dir / "datasheets").glob("*.pdf")}
    assert pdfs == set(devices)
    assert 6 <= len(pdfs) <= 8


def test_question_mix(bench: str) -> None:
    questions = _questions(bench)
    assert 50 <= len(questions) <= 80
    assert {q["difficulty"] for q in questions} == {"easy", "medium", "hard"}
    assert {q["type"] for q in questions} == {"simple", "structured", "comparison", "compatibility"}
    verdicts = {q["answer"]["verdict"] for q in questions}
    assert {None, "compatible", "incompatible", "insufficient_evidence"} <= verdicts


@pytest.mark.skipif(
    not (SHARED / "check_questions.py").exists(), reason="shared benchmark tools absent"
)
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="check_questions.py needs pdftotext")
def test_shared_checker_accepts_questions(bench_dir: Path) -> None:
    spec = importlib.util.spec_from_file_location("check_questions", SHARED / "check_questions.py")
    assert spec and spec.loader
    sys.path.insert(0, str(SHARED))
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        problems = module.check(bench_dir, [bench_dir / "questions.jsonl"])
    finally:
        sys.path.remove(str(SHARED))
    assert problems == []


def test_every_quote_is_on_its_cited_page(bench: str) -> None:
    missing = [
        f"{q['id']}: {e['quote']!r} not on {e['doc']} p{e['page']}"
        for q in _questions(bench)
        for e in q.get("evidence") or []
        if _norm(e["quote"]) not in _page_text(bench, e["doc"], e["page"])
    ]
    assert not missing, missing


def test_generator_gives_the_same_bytes_each_run(bench_dir: Path, tmp_path: Path) -> None:
    first, second = (
        _generate(bench_dir, tmp_path / "first"),
        _generate(bench_dir, tmp_path / "second"),
    )
    assert [p.name for p in first] == [p.name for p in second]
    for one, other in zip(first, second, strict=True):
        assert one.read_bytes() == other.read_bytes(), f"{one.name} differs between two runs"


def test_committed_pdfs_match_the_generator(bench_dir: Path, tmp_path: Path) -> None:
    # Words and their places, not bytes: the font subsetter (fontTools) writes other bytes
    # for the same glyphs from one release to the next, and the pages are what matters.
    made = _generate(bench_dir, tmp_path)
    assert sorted(p.name for p in made) == sorted(
        p.name for p in (bench_dir / "datasheets").glob("*.pdf")
    )
    for pdf in made:
        committed = bench_dir / "datasheets" / pdf.name
        assert _placed_words(pdf) == _placed_words(committed), (
            f"{pdf.name} differs from the committed PDF"
        )


def _generate(bench_dir: Path, out: Path) -> list[Path]:
    pytest.importorskip("fpdf")
    missing = _missing_fonts(bench_dir)
    if missing:
        pytest.skip(
            f"fonts the generator embeds are not installed: {', '.join(missing)}"
            " (apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-liberation)"
        )
    out.mkdir(parents=True, exist_ok=True)
    script = bench_dir / "make_datasheets.py"
    subprocess.run([sys.executable, str(script), str(out)], check=True, capture_output=True)
    return sorted(out.glob("*.pdf"))


def _placed_words(pdf: Path) -> list[list[tuple[str, float, float]]]:
    """Each page's words with their top-left corners, to a tenth of a point."""
    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        return [
            [(w["text"], round(w["x0"], 1), round(w["top"], 1)) for w in page.extract_words()]
            for page in doc.pages
        ]


def _missing_fonts(bench_dir: Path) -> list[str]:
    """The font files the benchmark's generator embeds that are not where it looks for them."""
    spec = importlib.util.spec_from_file_location(
        f"{bench_dir.name}_layout", bench_dir / "layout.py"
    )
    assert spec and spec.loader
    layout = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = layout  # its dataclasses look their module up there
    spec.loader.exec_module(layout)
    wanted = dict.fromkeys(name for faces in layout.FONT_FILES.values() for name in faces)
    return [name for name in wanted if not any((d / name).is_file() for d in layout.FONT_DIRS)]


def test_generator_guard_names_exactly_the_fonts_a_machine_lacks(
    bench_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A machine with DejaVu but not Liberation (the fresh-machine failure) skips, naming
    the Liberation files, instead of failing with FileNotFoundError."""
    pytest.importorskip("fpdf")
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        (tmp_path / name).write_bytes(b"")
    monkeypatch.setenv("SPECPROOF_TEST_FONT_DIRS", str(tmp_path))
    missing = _missing_fonts(bench_dir)
    assert missing and all(not name.startswith("DejaVuSans.") for name in missing)
    assert "LiberationSans-Regular.ttf" in missing
