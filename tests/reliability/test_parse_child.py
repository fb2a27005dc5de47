"""The parse child starts from a clean interpreter, whatever the ingesting process holds.

Ingest starts parse children from worker threads while its main thread writes to the
store. A forked child inherits the parent's memory as it is at that instant, every lock
another thread holds included, and one of them left a clean three-page PDF waiting for
two minutes until it was rejected as a timeout. A child that shares nothing with its
parent cannot inherit a held lock.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import specproof.ingest as ingest
from specproof.config import Settings

from .datasheets import Spec, datasheet_pdf


def _broken_parser(path: Path, doc_id: str, settings: Settings) -> None:
    raise RuntimeError("the parent's copy of the parser was used")


def test_the_parse_child_does_not_inherit_the_parents_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = tmp_path / "a.pdf"
    pdf.write_bytes(datasheet_pdf(Spec.numbered(1)))
    monkeypatch.setattr(ingest, "prepare_document", _broken_parser)
    prepared = ingest.prepare_in_child(pdf, "1" * 64, Settings(parse_timeout_s=60))
    assert prepared.doc.id == "1" * 64 and prepared.facts
