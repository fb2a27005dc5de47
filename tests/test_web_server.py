"""One real ``specproof serve`` (uvicorn) on 127.0.0.1: the API over a real socket."""

from __future__ import annotations

import json
import socket
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from webdata import TEST_TOKEN, build_library, running_server


def _post_json(url: str, data: dict) -> tuple[int, dict]:
    request = urllib.request.Request(
        url, json.dumps(data).encode(), {"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as r:
        return r.status, json.loads(r.read())


def _declared_too_large(base: str) -> bytes:
    """Announce a 1 GB upload and send none of it: the answer must come before any body."""
    parts = urlsplit(base)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as s:
        s.sendall(
            b"POST /documents HTTP/1.1\r\nHost: localhost\r\n"
            b"Authorization: Bearer " + TEST_TOKEN.encode() + b"\r\n"
            b"Content-Type: multipart/form-data; boundary=x\r\n"
            b"Content-Length: 1000000000\r\n\r\n"
        )
        return s.recv(4096)


def test_real_server_answers_and_limits(tmp_path: Path) -> None:
    data = build_library(tmp_path)
    with running_server(data.db) as base:
        with urllib.request.urlopen(base + "/", timeout=10) as r:
            assert r.status == 200
            assert "default-src 'none'" in r.headers["content-security-policy"]
        status, answer = _post_json(
            base + "/ask", {"question": "What is the I2C address of the BME280?"}
        )
        assert status == 200
        assert answer["items"][0]["values"] == ["0x76", "0x77"]
        assert answer["items"][0]["source"]["page"] == 3
        reply = _declared_too_large(base)
        assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
        assert b"application/problem+json" in reply
