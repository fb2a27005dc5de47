"""Finding 3: a 1 KB PDF with a 14400 pt page took the server from 274 MB to 7.4 GB when its
page image was asked for at scale 1.5. The pixel count is now checked before rendering."""

from __future__ import annotations

import resource

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from specproof.library import Library
from specproof.web.app import create_app
from specproof.web.pages import check_pixels
from webdata import TEST_TOKEN

from .datasheets import giant_page_pdf
from .harness import fast_settings

MB = 1024 * 1024


@pytest.fixture(scope="module")
def giant(tmp_path_factory: pytest.TempPathFactory) -> tuple[TestClient, dict[float, str]]:
    folder = tmp_path_factory.mktemp("giant")
    paths = []
    for side in (14400.0, 5000.0):
        path = folder / f"giant-{int(side)}.pdf"
        path.write_bytes(giant_page_pdf(side))
        paths.append(path)
    settings = fast_settings(folder / "g.db", api_token=TEST_TOKEN)
    with Library(settings=settings) as lib:
        ids = {side: r.sha256 for side, r in zip((14400.0, 5000.0), lib.ingest(paths), strict=True)}
    with TestClient(create_app(settings=settings)) as client:
        yield client, ids


def _peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux: KiB


def test_a_giant_page_is_refused_before_any_pixel_is_allocated(giant) -> None:
    client, ids = giant
    before = _peak_rss()
    r = client.get(f"/documents/{ids[14400.0]}/pages/1.png", params={"scale": 1.5})
    assert r.status_code == 422, r.text
    assert "Mpx" in r.json()["detail"] and "limit" in r.json()["detail"]
    assert _peak_rss() - before < 100 * MB  # 466 Mpx would have been 1.9 GB and more


def test_a_large_page_renders_at_a_scale_that_fits(giant) -> None:
    client, ids = giant
    refused = client.get(f"/documents/{ids[5000.0]}/pages/1.png", params={"scale": 1.5})
    assert refused.status_code == 422 and "largest scale for it is 0.7" in refused.json()["detail"]
    r = client.get(f"/documents/{ids[5000.0]}/pages/1.png", params={"scale": 0.5})
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"


def test_pixel_check() -> None:
    check_pixels(612, 792, 3.0, 16_000_000)  # a letter page at the largest scale
    for width, height in (
        (14400, 14400),
        (float("inf"), 10),
        (float("nan"), 10),
        (0, 10),
        (-5, 10),
    ):
        with pytest.raises(Exception, match="Mpx"):
            check_pixels(width, height, 1.5, 16_000_000)
