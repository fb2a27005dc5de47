"""R1: broken and hostile PDFs end with a typed status; nothing crashes or hangs."""

from __future__ import annotations

from pathlib import Path

from specproof.library import Library

from .badpdfs import BadPdf, many_kids
from .harness import fast_settings, ingest_malformed, run_cli, typed_status

TIMEOUT_S = 10.0
MEMORY_MB = 1024

BOMBS = ("hand_flate_bomb.pdf", "hand_flate_bomb_text.pdf", "hand_many_kids.pdf")

# What the hand-made files must become, where only one outcome is right.
EXPECTED = {
    "hand_empty.pdf": "rejected:not_pdf",
    "hand_html.pdf": "rejected:not_pdf",
    "hand_html_pdf_marker.pdf": "rejected:not_pdf",
    "hand_random_bytes.pdf": "rejected:not_pdf",
    "hand_header_only.pdf": "rejected:not_pdf",
    "hand_no_text.pdf": "rejected:needs_ocr",
    "hand_minimal_valid.pdf": "ok",
}


def test_every_broken_file_gets_a_typed_status_without_crash_or_hang(
    bad_folder: Path, bad_sample: list[BadPdf], tmp_path: Path
) -> None:
    settings = fast_settings(
        tmp_path / "r1.db", parse_timeout_s=TIMEOUT_S, parse_memory_mb=MEMORY_MB
    )
    # The bombs have their own test below, with tighter limits.
    paths = sorted(p for p in bad_folder.glob("*.pdf") if p.name not in BOMBS)
    assert len(paths) == len(bad_sample) - len(BOMBS) >= 45
    report = ingest_malformed(paths, settings)
    assert report.exceptions == []
    assert report.untyped == []
    assert report.hangs == []
    assert report.integrity == []
    assert sum(report.statuses.values()) == len(paths)


def test_hand_made_files_get_the_right_reason(bad_folder: Path, tmp_path: Path) -> None:
    lib = Library(settings=fast_settings(tmp_path / "hand.db", parse_timeout_s=TIMEOUT_S))
    results = lib.ingest([bad_folder / name for name in EXPECTED])
    assert {r.file: r.status for r in results} == EXPECTED


def test_bombs_are_contained_by_the_limits(bad_folder: Path, tmp_path: Path) -> None:
    """The flate bomb hits the memory limit, the page-tree bomb the time limit: both rejected."""
    settings = fast_settings(tmp_path / "bomb.db", parse_timeout_s=3.0, parse_memory_mb=512)
    lib = Library(settings=settings)
    results = lib.ingest([bad_folder / n for n in BOMBS])
    for r in results:
        assert r.rejected and typed_status(r.status), (r.file, r.status)
        assert r.seconds < settings.parse_timeout_s + 10, (r.file, r.seconds)
    assert lib.documents() == []


def test_a_file_over_the_size_limit_is_rejected_before_parsing(tmp_path: Path) -> None:
    big = tmp_path / "huge.pdf"
    big.write_bytes(b"%PDF-1.7\n" + b"0" * 2_000_000)
    lib = Library(settings=fast_settings(tmp_path / "big.db", max_file_mb=1.0))
    (result,) = lib.ingest([big])
    assert result.status == "rejected:too_large"


def test_cli_stays_up_on_a_folder_of_broken_files(bad_folder: Path, tmp_path: Path) -> None:
    folder = tmp_path / "few"
    folder.mkdir()
    picked = sorted(p for p in bad_folder.glob("*.pdf") if "bomb" not in p.name)[::7]
    for p in picked:
        (folder / p.name).write_bytes(p.read_bytes())
    run = run_cli(
        tmp_path / "cli.db",
        "ingest",
        str(folder),
        "--json",
        env={"SPECPROOF_PARSE_TIMEOUT_S": str(TIMEOUT_S)},
    )
    assert not run.traceback
    assert run.exit_code in (0, 3)
    assert sorted(r["file"] for r in run.rows) == sorted(p.name for p in picked)
    assert all(typed_status(r["status"]) for r in run.rows), run.rows
    assert run.exit_code == (3 if any(r["status"].startswith("rejected") for r in run.rows) else 0)


def test_a_page_count_over_the_limit_is_rejected_before_reading_pages(tmp_path: Path) -> None:
    path = tmp_path / "many.pdf"
    path.write_bytes(many_kids(200_000))
    lib = Library(settings=fast_settings(tmp_path / "kids.db", parse_timeout_s=5.0, max_pages=500))
    (result,) = lib.ingest([path])
    assert result.status == "rejected:too_many_pages"
