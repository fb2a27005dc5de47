"""Finding 2: an upload reusing a stored file name replaced the 60-page sheet; write
endpoints had no authentication; replaced uploads stayed on disk; three identical
concurrent uploads were each answered 201 "ok"."""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("multipart")

from fastapi.testclient import TestClient

from specproof.web.app import create_app
from webdata import TEST_TOKEN, build_library, running_server

from .conflicts import impostor
from .datasheets import Spec, datasheet_pdf

WRITER = {"Authorization": f"Bearer {TEST_TOKEN}"}


@pytest.fixture()
def site(tmp_path: Path):
    data = build_library(tmp_path / "lib")
    with TestClient(create_app(settings=data.settings)) as client:
        client.data = data  # type: ignore[attr-defined]
        yield client


def _pdf(index: int, revision: int = 0) -> bytes:
    return datasheet_pdf(Spec.numbered(index), revision=revision)


def _upload(client: TestClient, name: str, data: bytes, headers=WRITER):  # type: ignore[no-untyped-def]
    return client.post(
        "/documents", files={"file": (name, data, "application/pdf")}, headers=headers
    )


def test_an_upload_reusing_a_stored_name_is_stored_beside_it(site: TestClient) -> None:
    bme = site.data.doc_ids["BME280"]  # type: ignore[attr-defined]
    r = _upload(site, "../../bme280.pdf", _pdf(0))
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["status"] == "ok" and body["file"] == f"bme280-{body['sha256'][:8]}.pdf"
    names = {d["file_name"]: d["id"] for d in site.get("/documents").json()}
    assert names["bme280.pdf"] == bme  # the stored sheet is still there, unchanged
    assert names[body["file"]] == body["sha256"]


def test_writes_need_the_token(site: TestClient, tmp_path: Path) -> None:
    uploads = site.data.db.parent / "uploads"  # type: ignore[attr-defined]
    bme = site.data.doc_ids["BME280"]  # type: ignore[attr-defined]
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TEST_TOKEN}):
        r = _upload(site, "x.pdf", _pdf(1), headers)
        assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Bearer"), r.text
        assert site.delete(f"/documents/{bme}", headers=headers).status_code == 401
        assert site.post(f"/documents/{bme}/reextract", headers=headers).status_code == 401
    assert not uploads.exists() or not any(uploads.iterdir())  # nothing spooled to disk
    assert len(site.get("/documents").json()) == 3
    assert site.post("/ask", json={"question": "I2C address of the BME280?"}).status_code == 200


def test_without_a_configured_token_writes_are_disabled(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    settings = data.settings.model_copy(update={"api_token": None})
    with TestClient(create_app(settings=settings)) as client:
        r = _upload(client, "x.pdf", _pdf(1))
        assert r.status_code == 403 and "SPECPROOF_API_TOKEN" in r.json()["detail"]
        assert client.get("/documents").status_code == 200  # reads stay open


def test_explicit_replace_and_delete_remove_the_old_files(site: TestClient) -> None:
    uploads = site.data.db.parent / "uploads"  # type: ignore[attr-defined]
    first = _upload(site, "part.pdf", _pdf(2, revision=1)).json()
    assert (uploads / f"{first['sha256']}.pdf").is_file()
    files = {"file": ("part-v2.pdf", _pdf(2, revision=2), "application/pdf")}
    r = site.put(f"/documents/{first['sha256']}", files=files, headers=WRITER)
    assert r.status_code == 200 and r.json()["status"] == "replaced", r.text
    second = r.json()
    assert site.get(f"/documents/{first['sha256']}").status_code == 404
    assert not (uploads / f"{first['sha256']}.pdf").exists()  # no orphan left behind
    assert site.delete(f"/documents/{second['sha256']}", headers=WRITER).status_code == 204
    assert not (uploads / f"{second['sha256']}.pdf").exists()
    assert site.get(f"/documents/{second['sha256']}").status_code == 404


def test_replacing_with_bytes_stored_as_another_document_is_a_conflict(site: TestClient) -> None:
    a = _upload(site, "a.pdf", _pdf(3)).json()
    b = _upload(site, "b.pdf", _pdf(4)).json()
    files = {"file": ("again.pdf", _pdf(4), "application/pdf")}
    r = site.put(f"/documents/{a['sha256']}", files=files, headers=WRITER)
    assert r.status_code == 409, r.text
    assert site.get(f"/documents/{a['sha256']}").status_code == 200  # nothing replaced
    assert site.get(f"/documents/{b['sha256']}").status_code == 200


def test_orphaned_upload_files_are_removed_at_start(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    uploads = data.db.parent / "uploads"
    uploads.mkdir()
    orphan, recent = uploads / ("f" * 64 + ".pdf"), uploads / ".incoming-x.pdf"
    for path in (orphan, recent):
        path.write_bytes(b"%PDF-1.4 left behind")
    old = time.time() - 7200
    os.utime(orphan, (old, old))
    with TestClient(create_app(settings=data.settings)):
        pass
    assert not orphan.exists()
    assert recent.exists()  # may be an upload another worker is ingesting right now


def test_three_identical_concurrent_uploads_store_one(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    pdf = datasheet_pdf(impostor(Spec.numbered(5)))
    boundary = "specproof-test"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="same.pdf"\r\n'
            "Content-Type: application/pdf\r\n\r\n"
        ).encode()
        + pdf
        + f"\r\n--{boundary}--\r\n".encode()
    )
    statuses: list[int] = []
    with running_server(data.db) as base:

        def send() -> None:
            request = urllib.request.Request(
                base + "/documents",
                body,
                {"Content-Type": f"multipart/form-data; boundary={boundary}"} | WRITER,
            )
            try:
                with urllib.request.urlopen(request, timeout=120) as r:
                    statuses.append(r.status)
            except urllib.error.HTTPError as exc:
                statuses.append(exc.code)

        threads = [threading.Thread(target=send) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        with urllib.request.urlopen(base + "/documents", timeout=30) as r:
            names = [d["file_name"] for d in json.loads(r.read())]
    assert sorted(statuses) == [200, 200, 201], statuses
    assert names.count("same.pdf") == 1 and len(names) == 4
