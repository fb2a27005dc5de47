"""The optional LLM client against a local OpenAI-compatible stub server."""

from __future__ import annotations

import socket

import pytest

from llm_stub import LLMStub
from specproof.config import Settings
from specproof.errors import LLMUnavailable
from specproof.llm import OpenAICompatLLM, load_llm, parse_json_reply


@pytest.fixture
def stub():
    with LLMStub() as server:
        yield server


def client(stub: LLMStub, **kwargs) -> OpenAICompatLLM:
    return OpenAICompatLLM(stub.base_url, "stub-model", api_key="k-123", timeout=5, **kwargs)


def test_returns_parsed_json_and_sends_a_deterministic_request(stub: LLMStub) -> None:
    stub.queue({"device": "BME280", "value": 3.6, "unit": "V"})
    result = client(stub).complete_json("be precise", "VDD max?")
    assert result == {"device": "BME280", "value": 3.6, "unit": "V"}
    body = stub.requests[0]
    assert body["model"] == "stub-model"
    assert body["temperature"] == 0
    assert body["response_format"] == {"type": "json_object"}
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert body["messages"][1]["content"] == "VDD max?"
    assert stub.headers[0]["Authorization"] == "Bearer k-123"


def test_json_array_and_fenced_json_are_accepted(stub: LLMStub) -> None:
    llm = client(stub)
    stub.queue([{"field": "supply_voltage"}])
    stub.queue('```json\n{"a": 1}\n```')
    assert llm.complete_json("s", "u") == [{"field": "supply_voltage"}]
    assert llm.complete_json("s", "u") == {"a": 1}


@pytest.mark.parametrize("content", ["The answer is 3.3 V", "", "42", '"text"', "{broken"])
def test_non_json_or_scalar_content_gives_none(stub: LLMStub, content: str) -> None:
    stub.queue(content)
    assert client(stub).complete_json("s", "u") is None


def test_server_without_json_mode_is_retried_without_response_format(stub: LLMStub) -> None:
    stub.reject_response_format = True
    stub.respond_with(lambda body: {"echo": body["messages"][1]["content"]})
    llm = client(stub)
    assert llm.complete_json("s", "first") == {"echo": "first"}
    assert llm.complete_json("s", "second") == {"echo": "second"}
    # One rejected attempt, then JSON mode stays off.
    assert ["response_format" in body for body in stub.requests] == [True, False, False]


@pytest.mark.parametrize("status", [401, 404, 429, 500, 503])
def test_http_errors_become_llm_unavailable(stub: LLMStub, status: int) -> None:
    stub.queue_error(status, '{"error": "nope"}')
    with pytest.raises(LLMUnavailable, match=str(status)):
        client(stub).complete_json("s", "u")


def test_bad_request_even_without_json_mode_is_llm_unavailable(stub: LLMStub) -> None:
    llm = client(stub)
    llm.json_mode = False
    stub.queue_error(400, "bad")
    with pytest.raises(LLMUnavailable, match="rejected"):
        llm.complete_json("s", "u")


@pytest.mark.parametrize("raw", ["<html>gateway</html>", '{"choices": []}', '{"id": 1}'])
def test_broken_envelopes_become_llm_unavailable(stub: LLMStub, raw: str) -> None:
    stub.queue_raw(raw)
    with pytest.raises(LLMUnavailable):
        client(stub).complete_json("s", "u")


def test_timeout_becomes_llm_unavailable(stub: LLMStub) -> None:
    stub.queue({"late": True}, delay_s=1.0)
    llm = OpenAICompatLLM(stub.base_url, "m", timeout=0.2)
    with pytest.raises(LLMUnavailable):
        llm.complete_json("s", "u")


def test_unreachable_server_becomes_llm_unavailable() -> None:
    with socket.socket() as sock:  # a port that nothing listens on once closed
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    llm = OpenAICompatLLM(f"http://127.0.0.1:{port}/v1", "m", timeout=2)
    with pytest.raises(LLMUnavailable, match="unreachable"):
        llm.complete_json("s", "u")


def test_base_url_trailing_slash_is_tolerated(stub: LLMStub) -> None:
    stub.queue({"ok": True})
    llm = OpenAICompatLLM(stub.base_url + "/", "m", timeout=5)
    assert llm.complete_json("s", "u") == {"ok": True}


def test_load_llm_needs_base_url_and_model() -> None:
    assert load_llm(Settings(llm_base_url=None, llm_model=None)) is None
    assert load_llm(Settings(llm_base_url="http://127.0.0.1:9/v1", llm_model=None)) is None
    llm = load_llm(
        Settings(llm_base_url="http://127.0.0.1:9/v1", llm_model="qwen-plus", llm_timeout_s=7)
    )
    assert isinstance(llm, OpenAICompatLLM)
    assert (llm.model, llm.timeout) == ("qwen-plus", 7)


def test_parse_json_reply_edge_cases() -> None:
    assert parse_json_reply(None) is None
    assert parse_json_reply('  {"a": [1, 2]}  ') == {"a": [1, 2]}
    assert parse_json_reply("```\n[1]\n```") == [1]
