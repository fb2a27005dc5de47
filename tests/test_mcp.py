"""The MCP server over stdio, driven by the SDK's own client: list tools, ask, get citations."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import anyio
import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from webdata import build_library

TOOLS = {
    "ask",
    "check_compatibility",
    "get_specs",
    "search_datasheets",
    "list_devices",
    "check_build",
}


def _get(obj: object, snake: str, camel: str) -> object:
    """SDK 2.x names fields in snake_case, 1.x in camelCase."""
    return getattr(obj, snake) if hasattr(obj, snake) else getattr(obj, camel)


def _payload(result) -> object:
    """A tool result's data: structured content when given, else the JSON text blocks."""
    assert not _get(result, "is_error", "isError"), result
    data = _get(result, "structured_content", "structuredContent")
    if data is not None:
        return data.get("result", data) if set(data) == {"result"} else data
    texts = [json.loads(c.text) for c in result.content]
    return texts[0] if len(texts) == 1 else texts


async def _session_run(db: Path, errlog) -> dict[str, object]:
    src = str(Path(__file__).resolve().parents[1] / "src")
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "specproof", "--db", str(db), "mcp"],
        env={
            "PYTHONPATH": os.pathsep.join(filter(None, [src, os.environ.get("PYTHONPATH")])),
            "SPECPROOF_EMBEDDER": "none",
        },
    )
    out: dict[str, object] = {}
    async with (
        stdio_client(params, errlog=errlog) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        tools = (await session.list_tools()).tools
        out["tools"] = {t.name: t for t in tools}
        out["ask"] = _payload(
            await session.call_tool(
                "ask", {"question": "What is the supply voltage range of the BME280?"}
            )
        )
        out["compat"] = _payload(
            await session.call_tool(
                "check_compatibility",
                {
                    "device_a": "BME280",
                    "device_b": "AMS1117-3.3",
                    "setup": "BME280 powered from the AMS1117-3.3 output",
                },
            )
        )
        out["specs"] = _payload(
            await session.call_tool("get_specs", {"device": "BME280", "field": "i2c_address"})
        )
        out["search"] = _payload(
            await session.call_tool("search_datasheets", {"query": "dropout voltage"})
        )
        out["devices"] = _payload(await session.call_tool("list_devices", {}))
        out["unknown"] = await session.call_tool("get_specs", {"device": "NOPE9000"})
    return out


def test_mcp_stdio_tools_answer_with_citations(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    with (tmp_path / "mcp-stderr.log").open("w") as errlog:
        out = anyio.run(_session_run, data.db, errlog)

    tools = out["tools"]
    assert set(tools) == TOOLS
    assert all(_get(t.annotations, "read_only_hint", "readOnlyHint") for t in tools.values())

    answer = out["ask"]
    item = answer["items"][0]
    assert (item["field"], item["min"], item["max"]) == ("supply_voltage", 1.71, 3.6)
    source = item["source"]
    assert (source["doc"], source["page"], source["quote"]) == (
        "bme280.pdf",
        2,
        "VDD Supply Voltage 1.71 1.8 3.6 V",
    )
    assert source["doc_id"] and source["page_image"] is None  # no HTTP server behind MCP

    assert out["compat"]["verdict"] == "compatible"
    assert out["specs"][0]["values"] == ["0x76", "0x77"]
    assert out["specs"][0]["source"]["page"] == 3
    assert "Dropout" in out["search"][0]["text"]
    assert {d["device"] for d in out["devices"]} == {"BME280", "AMS1117", "EVIL1"}

    unknown = out["unknown"]
    assert _get(unknown, "is_error", "isError") and "NOPE9000" in unknown.content[0].text


def test_mcp_stdout_carries_only_json_rpc(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = os.environ | {
        "PYTHONPATH": os.pathsep.join(filter(None, [src, os.environ.get("PYTHONPATH")])),
        "SPECPROOF_EMBEDDER": "none",
    }
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "test", "version": "0"},
            },
        },
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {
                "name": "ask",
                "arguments": {"question": "What is the I2C address of the BME280?"},
            },
        },
    ]
    proc = subprocess.Popen(
        [sys.executable, "-m", "specproof", "--db", str(data.db), "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    replies = []
    watchdog = threading.Timer(60, proc.kill)  # a hung server fails the test, never hangs it
    watchdog.start()
    try:
        for message in messages:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
            if "id" in message:  # wait for its reply before sending more (EOF ends the server)
                replies += _read_until_reply(proc, message["id"])
    finally:
        proc.stdin.close()
        proc.wait(20)
        watchdog.cancel()
    replies += [json.loads(line) for line in proc.stdout.read().splitlines() if line.strip()]
    assert all(r.get("jsonrpc") == "2.0" for r in replies)
    answer = next(r for r in replies if r.get("id") == 2)["result"]
    assert "0x76" in json.dumps(answer)


def _read_until_reply(proc: subprocess.Popen, request_id: int) -> list[dict]:
    """Lines from the server up to the reply to ``request_id``; each must be JSON-RPC."""
    seen = []
    while True:
        line = proc.stdout.readline()
        assert line, "the server closed stdout before replying"
        seen.append(json.loads(line))  # a stray print would fail here
        if seen[-1].get("id") == request_id:
            return seen
