"""HTTP API through FastAPI's TestClient, on a real store and real PDFs."""

from __future__ import annotations

import io
import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("fastapi")
pytest.importorskip("multipart")

from fastapi.testclient import TestClient
from PIL import Image

from specproof.web.app import create_app
from specproof.web.uploads import sanitize_name
from webdata import TEST_TOKEN, WebData, build_library, make_pdf

PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> WebData:
    return build_library(tmp_path_factory.mktemp("web"))


@pytest.fixture(scope="module")
def client(data: WebData) -> TestClient:
    with TestClient(create_app(settings=data.settings)) as c:
        yield c


def assert_problem(response, status: int, detail_pattern: str = "") -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status and body["title"] and "type" in body
    assert re.search(detail_pattern, body["detail"], re.I), body
    return body


# -- ask -------------------------------------------------------------------------------------


def test_ask_returns_cited_items_with_links(client: TestClient, data: WebData) -> None:
    r = client.post("/ask", json={"question": "What is the supply voltage range of the BME280?"})
    assert r.status_code == 200, r.text
    answer = r.json()
    assert answer["verdict"] is None
    item = answer["items"][0]
    assert (item["device"], item["field"], item["min"], item["max"]) == (
        "BME280",
        "supply_voltage",
        1.71,
        3.6,
    )
    source = item["source"]
    assert source["doc"] == "bme280.pdf" and source["page"] == 2
    assert source["doc_id"] == data.doc_ids["BME280"]
    assert source["pdf_url"] == f"/documents/{source['doc_id']}/file#page=2"
    assert source["page_image"].startswith(f"/documents/{source['doc_id']}/pages/2.png?highlight=")
    assert answer["trace"][0]["step"] == "route"


def test_ask_compatibility_has_verdict_and_rules(client: TestClient) -> None:
    q = "Can I power the BME280 from the 3.3 V output of an AMS1117-3.3?"
    answer = client.post("/ask", json={"question": q}).json()
    assert answer["verdict"] == "compatible"
    assert answer["rules"] and all(r["passed"] is not False for r in answer["rules"])
    assert {i["device"] for i in answer["items"]} == {"BME280", "AMS1117"}


def test_ask_abstains_as_an_answer(client: TestClient) -> None:
    r = client.post(
        "/ask", json={"question": "What is the Bluetooth transmit power of the BME280?"}
    )
    assert r.status_code == 200
    assert r.json()["verdict"] == "insufficient_evidence" and r.json()["items"] == []


def test_ask_rejects_bad_input(client: TestClient) -> None:
    assert_problem(client.post("/ask", json={"question": ""}), 422, "question")
    assert_problem(client.post("/ask", json={"question": "x", "mode": "magic"}), 422, "mode")
    assert_problem(
        client.post("/ask", content=b"{not json", headers={"content-type": "application/json"}), 422
    )


def test_ask_topk_without_llm_is_unavailable(client: TestClient) -> None:
    r = client.post(
        "/ask", json={"question": "What is the supply voltage of the BME280?", "mode": "topk"}
    )
    assert_problem(r, 503, "model|llm")


# -- documents -------------------------------------------------------------------------------


def test_documents_list_and_show(client: TestClient, data: WebData) -> None:
    docs = client.get("/documents").json()
    assert {d["device"] for d in docs} == {"BME280", "AMS1117", "EVIL1"}
    assert all(d["has_file"] for d in docs)
    doc_id = data.doc_ids["AMS1117"]
    shown = client.get(f"/documents/{doc_id[:12]}").json()  # a unique prefix works
    assert shown["id"] == doc_id and "AMS1117-3.3" in shown["aliases"]


def test_document_ids_are_validated(client: TestClient) -> None:
    assert_problem(client.get("/documents/" + "0" * 64), 404, "no document")
    assert_problem(client.get("/documents/not-hex!"), 422, "pattern|match")
    assert_problem(client.get("/documents/abc"), 422)  # too short to be an id
    assert_problem(client.get("/documents/..%2F..%2Fetc%2Fpasswd/file"), 404)


def test_document_file_is_the_pdf(client: TestClient, data: WebData) -> None:
    r = client.get(f"/documents/{data.doc_ids['BME280']}/file")
    assert r.status_code == 200
    assert r.headers["content-type"] == "application/pdf"
    assert r.content == data.pdfs["BME280"].read_bytes()
    assert "inline" in r.headers["content-disposition"]


def _yellow_pixels(png: bytes) -> int:
    rgb = np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    return int(((r > 230) & (g > 200) & (b < 160)).sum())


def test_page_image_boxes_the_quote(client: TestClient, data: WebData) -> None:
    base = f"/documents/{data.doc_ids['BME280']}/pages/2.png"
    boxed = client.get(base, params={"highlight": "VDD  supply voltage 1.71 1.8\n3.6 V"})
    assert boxed.status_code == 200 and boxed.headers["content-type"] == "image/png"
    assert boxed.headers["x-highlight-matches"] == "1"  # spacing and case do not matter
    assert _yellow_pixels(boxed.content) > 200
    plain = client.get(base)
    assert plain.headers["x-highlight-matches"] == "0" and _yellow_pixels(plain.content) == 0
    missing = client.get(base, params={"highlight": "not on this page 9.99"})
    assert missing.headers["x-highlight-matches"] == "0"


def test_page_image_errors(client: TestClient, data: WebData) -> None:
    doc_id = data.doc_ids["BME280"]
    assert_problem(client.get(f"/documents/{doc_id}/pages/9.png"), 404, "has 3 pages")
    assert_problem(client.get(f"/documents/{doc_id}/pages/0.png"), 422)
    assert_problem(client.get(f"/documents/{doc_id}/pages/1.png", params={"scale": 50}), 422)


def test_moved_or_changed_pdf_is_not_served(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    with TestClient(create_app(settings=data.settings)) as c:
        bme, ams = data.doc_ids["BME280"], data.doc_ids["AMS1117"]
        data.pdfs["BME280"].unlink()
        assert_problem(c.get(f"/documents/{bme}/file"), 404, "not where it was ingested")
        make_pdf(data.pdfs["AMS1117"], [["another version"]])  # same path, other bytes
        assert_problem(c.get(f"/documents/{ams}/pages/1.png"), 404, "moved or changed")
        assert c.get("/documents").json()[0]["has_file"] is False


# -- facts and search ---------------------------------------------------------------------------


def test_facts_by_device_and_field(client: TestClient, data: WebData) -> None:
    facts = client.get("/facts", params={"device": "bme-280"}).json()
    assert {f["field"] for f in facts} >= {"supply_voltage", "i2c_address", "interface"}
    one = client.get("/facts", params={"device": "BME280", "field": "i2c_address"}).json()
    assert one[0]["values"] == ["0x76", "0x77"]
    assert one[0]["source"]["doc_id"] == data.doc_ids["BME280"]
    assert_problem(client.get("/facts", params={"device": "NOPE9000"}), 404, "NOPE9000")
    assert_problem(client.get("/facts"), 422, "device")


def test_search_returns_passages(client: TestClient) -> None:
    hits = client.get("/search", params={"q": "dropout voltage", "device": "AMS1117"}).json()
    assert hits and hits[0]["device"] == "AMS1117" and "Dropout" in hits[0]["text"]


# -- upload ------------------------------------------------------------------------------------


@pytest.fixture()
def upload_client(tmp_path: Path) -> TestClient:
    data = build_library(tmp_path / "lib")
    settings = data.settings.model_copy(update={"max_file_mb": 0.05})
    writer = {"Authorization": f"Bearer {TEST_TOKEN}"}
    with TestClient(create_app(settings=settings), headers=writer) as c:
        c.data = data  # type: ignore[attr-defined]
        yield c


def _tiny_datasheet(path: Path) -> bytes:
    make_pdf(
        path,
        [["TMP117 High-Accuracy Digital Temperature Sensor", "Supply voltage 1.7 V to 5.5 V"]],
    )
    return path.read_bytes()


def test_upload_stores_by_hash_and_ingests(upload_client: TestClient, tmp_path: Path) -> None:
    pdf = _tiny_datasheet(tmp_path / "x.pdf")
    files = {"file": ("../../etc/<tmp117> sheet.pdf", pdf, "application/pdf")}
    r = upload_client.post("/documents", files=files)
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["status"] == "ok" and body["pages"] == 1
    assert body["file"] == "tmp117_ sheet.pdf"  # no folders, no markup
    data: WebData = upload_client.data  # type: ignore[attr-defined]
    stored = data.db.parent / "uploads" / f"{body['sha256']}.pdf"
    assert stored.read_bytes() == pdf
    assert [p.name for p in stored.parent.iterdir()] == [stored.name]  # no temporary leftovers
    doc = upload_client.get(body["document_url"]).json()
    assert doc["file_name"] == "tmp117_ sheet.pdf" and doc["has_file"]
    assert upload_client.get(f"/documents/{body['sha256']}/file").content == pdf
    again = upload_client.post("/documents", files=files)
    assert again.status_code == 200 and again.json()["status"] == "unchanged"


def test_upload_rejects_non_pdf(upload_client: TestClient) -> None:
    r = upload_client.post(
        "/documents", files={"file": ("a.pdf", b"<html>hi</html>", "application/pdf")}
    )
    assert_problem(r, 415, "%PDF-")


def test_upload_limit_by_content_length(upload_client: TestClient) -> None:
    big = b"%PDF-1.4\n" + b"0" * 2_000_000
    r = upload_client.post("/documents", files={"file": ("big.pdf", big, "application/pdf")})
    assert_problem(r, 413, "larger than")


def test_upload_limit_while_streaming(upload_client: TestClient) -> None:
    # No Content-Length (chunked): the middleware counts the bytes as they arrive.
    boundary = "sp"

    def body():
        yield f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\n'.encode()
        yield b"Content-Type: application/pdf\r\n\r\n%PDF-1.4\n"
        for _ in range(40):
            yield b"0" * 65536
        yield f"\r\n--{boundary}--\r\n".encode()

    r = upload_client.post(
        "/documents",
        content=body(),
        headers={"content-type": f"multipart/form-data; boundary={boundary}"},
    )
    assert_problem(r, 413, "larger than")
    data: WebData = upload_client.data  # type: ignore[attr-defined]
    uploads = data.db.parent / "uploads"
    assert not uploads.exists() or not any(uploads.iterdir())


def test_sanitize_name() -> None:
    assert sanitize_name("..\\..\\windows\\evil.PDF") == "evil.pdf"
    assert sanitize_name("/etc/passwd") == "passwd.pdf"
    assert sanitize_name("") == "upload.pdf"
    assert sanitize_name("..") == "upload.pdf"
    assert sanitize_name("a\x00b\u202e.pdf") == "a_b.pdf"
    assert len(sanitize_name("x" * 500 + ".pdf")) <= 120


# -- page, docs, headers -------------------------------------------------------------------------


def test_index_has_strict_csp_and_no_remote_resources(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200 and "text/html" in r.headers["content-type"]
    csp = r.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert not re.search(r"(src|href)=\"(https?:)?//", r.text)
    assert "<script>" not in r.text  # no inline script
    for asset in ("/static/app.js", "/static/app.css"):
        assert client.get(asset).status_code == 200


def test_openapi_docs_are_local(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    assert {"/ask", "/documents", "/facts", "/documents/{doc_id}/pages/{page}.png"} <= set(
        spec["paths"]
    )
    page = client.get("/docs")
    assert page.status_code == 200
    assert not re.search(r"(src|href)=\"(https?:)?//", page.text)


def test_unknown_route_is_a_problem(client: TestClient) -> None:
    assert_problem(client.get("/nope"), 404)
    assert_problem(client.delete("/ask"), 405)


def test_highlight_finds_rows_stored_column_by_column(tmp_path: Path) -> None:
    # Table cells written column by column: the content stream reads "3.267 3.235 3.300 3.300",
    # a reader (and pdftotext -layout, and our quotes) reads the row "Vout 3.267 3.300 V".
    from fpdf import FPDF

    from specproof.web.pages import render_page

    pdf = FPDF(unit="pt")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    for x, column in ((50, ["Vout", ""]), (150, ["3.267", "3.235"]), (220, ["3.300", "3.300"])):
        for y, text in zip((100, 114), column, strict=True):
            pdf.text(x, y, text)
    pdf.text(290, 100, "V")
    path = tmp_path / "columns.pdf"
    path.write_bytes(bytes(pdf.output()))
    assert render_page(path, 1, "Vout 3.267 3.300 V").matches == 1
    assert render_page(path, 1, "3.235 3.300").matches == 1


def test_a_worker_warms_its_library_up_before_taking_questions(
    data: WebData, monkeypatch: pytest.MonkeyPatch
) -> None:
    from specproof.library import Library

    warmed: list[Library] = []
    monkeypatch.setattr(Library, "warm_up", lambda self: warmed.append(self))
    app = create_app(settings=data.settings)
    with TestClient(app):
        assert warmed == [app.state.library]
