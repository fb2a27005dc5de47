"""``Library.reextract`` refreshes a document's identity (device, aliases, manufacturer)
from its stored pages, on every backend, as it refreshes the facts."""

from __future__ import annotations

import pytest

from pdfgen import datasheet_pdf
from specproof.config import Settings
from specproof.library import Library

from .conftest import fresh_name


@pytest.fixture(params=["sqlite", "postgres", "mongo"])
def db(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "lib.db")
    if request.param == "postgres":
        url = request.getfixturevalue("pg_url")
        return f"{url}{'&' if '?' in url else '?'}schema={fresh_name()}"
    return f"{request.getfixturevalue('mongo_url')}/{fresh_name()}"


def test_reextract_restores_a_stale_identity(db, tmp_path):
    folder = tmp_path / "sheets"
    folder.mkdir()
    datasheet_pdf(folder / "xs100.pdf", device="XS100")
    with Library(settings=Settings(db=db, embedder="none")) as library:
        [result] = library.ingest([folder])
        assert result.status == "ok"
        detected = library.documents()[0]
        assert detected.device == "XS100"
        # As if ingested by an older identity rule that got the name wrong.
        library.store.update_identity(detected.id, "WRONG1", ["WRONG1-A"], "Nobody")
        assert library.find_documents("WRONG1")

        counts = library.reextract()

        refreshed = library.documents()[0]
        assert counts == {"xs100.pdf": detected.facts}
        assert (refreshed.device, refreshed.aliases, refreshed.manufacturer) == (
            detected.device,
            detected.aliases,
            detected.manufacturer,
        )
        assert [d.id for d in library.find_documents("XS100")] == [detected.id]
