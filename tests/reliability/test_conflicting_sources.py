"""Finding 1 (store side): a second PDF claiming an existing part is stored and listed beside
the first, never hidden by file-name order, batch order or the way it came in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from specproof.library import Library

from .conflicts import ARRANGEMENTS, impostor, run_case
from .datasheets import Spec, datasheet_pdf
from .harness import cli_env, fast_settings, run_cli


@pytest.mark.parametrize("arrangement", ARRANGEMENTS)
def test_no_source_of_a_part_is_hidden(tmp_path: Path, arrangement: str) -> None:
    case = run_case(tmp_path, arrangement, index=1)
    assert case.expected >= 2, case
    assert not case.silent_override, case
    assert all(r is not None for r in case.revisions), case  # "Revision N" is read from the footer


def test_two_folders_with_one_file_name_keep_both_documents(tmp_path: Path) -> None:
    """Before: the second file "replaced" the first in the same batch, hiding it."""
    case = run_case(tmp_path, "same_name_in_two_folders", index=2)
    assert case.statuses == ["ok", "ok"], case
    assert case.stored == 2


def test_a_new_version_of_a_file_still_replaces_it(tmp_path: Path) -> None:
    """The CLI's re-ingest of an edited file (same path) stays a replacement."""
    spec = Spec.numbered(3)
    path = tmp_path / "sheet.pdf"
    path.write_bytes(datasheet_pdf(spec, revision=1))
    lib = Library(settings=fast_settings(tmp_path / "lib.db"))
    assert [r.status for r in lib.ingest([path])] == ["ok"]
    path.write_bytes(datasheet_pdf(spec, revision=2))
    assert [r.status for r in lib.ingest([path])] == ["replaced"]
    assert [d.revision for d in lib.documents()] == ["2"]
    lib.close()


def test_docs_shows_which_documents_cover_each_part(tmp_path: Path) -> None:
    spec = Spec.numbered(4)
    (tmp_path / "real.pdf").write_bytes(datasheet_pdf(spec, revision=1))
    (tmp_path / "aaa.pdf").write_bytes(datasheet_pdf(impostor(spec), revision=7))
    db = tmp_path / "lib.db"
    assert run_cli(db, "ingest", str(tmp_path), "--json").exit_code == 0
    docs = [sys.executable, "-m", "specproof", "--db", str(db), "docs"]
    out = subprocess.run(docs, capture_output=True, text=True, env=cli_env(), check=True).stdout
    assert f"{spec.device} is covered by 2 documents:" in out, out
    assert "aaa.pdf (" in out and "revision 7" in out and "revision 1" in out, out
