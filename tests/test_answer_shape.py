"""One answer shape for every front door: ``specproof ask --json``, HTTP ``POST /ask`` and the
MCP ``ask`` tool give the same keys and values for the same question (the HTTP API adds the
page-image and PDF links only it can serve)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest

pytest.importorskip("fastapi")
pytest.importorskip("mcp")

from fastapi.testclient import TestClient
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from specproof.web.app import create_app
from specproof.web.schemas import AnswerOut
from webdata import WebData, build_library

SRC = str(Path(__file__).resolve().parents[1] / "src")
QUESTIONS = [
    "What is the supply voltage range of the BME280?",  # answered
    "Can the BME280 be powered from the AMS1117-3.3 output?",  # a verdict with rules
    "What is the Bluetooth range of the BME280?",  # an abstention with its reason
]
HTTP_ONLY = ("page_image", "pdf_url")


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> WebData:
    return build_library(tmp_path_factory.mktemp("shape"))


def _env() -> dict[str, str]:
    return os.environ | {
        "PYTHONPATH": os.pathsep.join(filter(None, [SRC, os.environ.get("PYTHONPATH")])),
        "SPECPROOF_EMBEDDER": "none",
    }


def _cli(db: Path, question: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "specproof", "--db", str(db), "ask", question, "--json"],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _http(data: WebData, question: str) -> dict:
    with TestClient(create_app(settings=data.settings)) as client:
        response = client.post("/ask", json={"question": question})
    assert response.status_code == 200, response.text
    return response.json()


async def _mcp_answers(db: Path) -> list[dict]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "specproof", "--db", str(db), "mcp"], env=_env()
    )
    answers = []
    with open(os.devnull, "w") as quiet:
        async with (
            stdio_client(params, errlog=quiet) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            for question in QUESTIONS:
                result = await session.call_tool("ask", {"question": question})
                structured = getattr(result, "structured_content", None)
                if structured is None:
                    structured = getattr(result, "structuredContent", None)
                if structured is None:
                    structured = json.loads(result.content[0].text)
                answers.append(structured.get("result", structured))
    return answers


def _without_links(answer: dict) -> dict:
    answer = json.loads(json.dumps(answer))
    for item in answer["items"]:
        if item.get("source"):
            for key in HTTP_ONLY:
                item["source"][key] = None
    return answer


def test_cli_http_and_mcp_give_one_answer_shape(data: WebData) -> None:
    mcp_answers = anyio.run(_mcp_answers, data.db)
    for question, from_mcp in zip(QUESTIONS, mcp_answers, strict=True):
        from_cli = _cli(data.db, question)
        from_http = _http(data, question)
        assert set(from_cli) == set(AnswerOut.model_fields) == set(from_http) == set(from_mcp)
        assert from_cli == from_mcp == _without_links(from_http), question


def test_the_shape_carries_rules_trace_and_the_reason_of_an_abstention(data: WebData) -> None:
    compat = _cli(data.db, QUESTIONS[1])
    assert compat["verdict"] in ("compatible", "incompatible") and compat["rules"]
    assert compat["trace"] and compat["trace"][0]["step"] == "route"
    abstained = _cli(data.db, QUESTIONS[2])
    assert abstained["verdict"] == "insufficient_evidence" and abstained["reason"]
