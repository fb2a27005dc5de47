"""The whole-build check through the front doors: POST /check, the /check page, and the
MCP check_build tool, over hand-made parts."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store

pytest.importorskip("fastapi")

BUILD = """
[rails.r]
voltage = "5 V"
current_limit = "1 A"
[parts.s]
part = "SN12"
rail = "r"
"""


def _library_of_one_sensor(tmp_path) -> None:
    sheet = [fact("SN12", "supply_voltage", "Supply voltage 1.8 3.6 V", min=1.8, max=3.6)]
    make_store(tmp_path, {"SN12": sheet}).close()


@pytest.fixture
def client(tmp_path):
    from fastapi.testclient import TestClient

    from specproof.web.app import create_app

    _library_of_one_sensor(tmp_path)
    with TestClient(create_app(tmp_path / "agent.db")) as client:
        yield client


def test_post_check_returns_the_report_with_page_links(client) -> None:
    response = client.post("/check", json={"build": BUILD})
    assert response.status_code == 200
    report = response.json()
    assert report["overall"] == "fails"
    (row,) = [c for c in report["checks"] if c["check"] == "supply range"]
    assert row["status"] == "fail"
    cited = row["cited"][0]
    assert cited["page"] == 1 and cited["page_image"].startswith("/documents/")


def test_a_bad_build_file_is_a_422_problem_naming_its_lines(client) -> None:
    response = client.post("/check", json={"build": BUILD.replace('"5 V"', '"five"')})
    assert response.status_code == 422
    problem = response.json()
    assert problem["title"] == "Bad build file"
    assert problem["detail"].startswith("build.toml:3: rails.r.voltage:")


def test_the_page_checks_a_pasted_build(client) -> None:
    page = client.get("/check")
    assert page.status_code == 200 and "<textarea" in page.text
    report = client.post("/check/report", data={"build": BUILD})
    assert report.status_code == 200
    assert "FAILS" in report.text and "/documents/" in report.text
    assert "<script" not in report.text
    assert client.get("/check/report.css").headers["content-type"].startswith("text/css")


def test_the_mcp_check_build_tool_returns_the_report(tmp_path) -> None:
    pytest.importorskip("mcp")
    import anyio

    from specproof.library import Library
    from specproof.mcp_server import build_server

    _library_of_one_sensor(tmp_path)
    library = Library(tmp_path / "agent.db")
    server = build_server(library)

    async def call(arguments: dict) -> object:
        return await server.call_tool("check_build", arguments)

    report = _data(anyio.run(call, {"build": BUILD}))
    assert report["overall"] == "fails"
    assert {c["status"] for c in report["checks"]} == {"fail", "unknown"}
    # a bad build file is a tool error naming its line (the SDK raises it in process)
    with pytest.raises(Exception, match=r"build\.toml:3: rails\.r\.voltage"):
        anyio.run(call, {"build": BUILD.replace('"5 V"', '"five"')})
    library.close()


def _data(result) -> dict:
    """A tool's result: its structured content, else its JSON text."""
    import json

    if isinstance(result, tuple):  # older SDKs: (content, structured)
        return result[1]
    assert not getattr(result, "isError", False), result
    if getattr(result, "structuredContent", None):
        return result.structuredContent
    return json.loads(result.content[0].text)
