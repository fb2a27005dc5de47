"""R8: encrypted and image-only PDFs: what opens is ingested, what cannot is rejected by name."""

from __future__ import annotations

from pathlib import Path

from specproof.library import Library

from .datasheets import Spec, encrypted_pdf, image_only_pdf
from .harness import fast_settings


def test_encrypted_and_scanned_pdfs(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    files = {
        "owner_only_rc4.pdf": encrypted_pdf(Spec.numbered(1)),
        "owner_only_aes.pdf": encrypted_pdf(Spec.numbered(2), aes=True),
        "user_password_rc4.pdf": encrypted_pdf(Spec.numbered(3), user_password="secret"),
        "user_password_aes.pdf": encrypted_pdf(Spec.numbered(4), user_password="s", aes=True),
        "scanned.pdf": image_only_pdf(Spec.numbered(6)),
    }
    for name, data in files.items():
        (folder / name).write_bytes(data)
    lib = Library(settings=fast_settings(tmp_path / "r8.db"))
    statuses = {r.file: r.status for r in lib.ingest([folder])}
    assert statuses == {
        "owner_only_rc4.pdf": "ok",
        "owner_only_aes.pdf": "ok",
        "user_password_rc4.pdf": "rejected:encrypted",
        "user_password_aes.pdf": "rejected:encrypted",
        "scanned.pdf": "rejected:needs_ocr",
    }
    readable = lib.ask(f"What is the supply voltage range of the {Spec.numbered(1).device}?")
    assert readable.items and readable.items[0].max == Spec.numbered(1).vdd_max
    for index in (3, 4, 6):
        answer = lib.ask(f"What is the supply voltage range of the {Spec.numbered(index).device}?")
        assert answer.verdict == "insufficient_evidence" and not answer.items
