"""Finding 7: the default server accepted Content-Length together with chunked encoding
(request smuggling behind a proxy) and waited for ever on slow clients."""

from __future__ import annotations

import socket
import time
from urllib.parse import urlsplit

import pytest

pytest.importorskip("uvicorn")

from webdata import build_library, running_server

SLOW_S = "1"  # the server's head and body-idle timeouts in these tests


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory):
    data = build_library(tmp_path_factory.mktemp("framing"))
    env = {"SPECPROOF_HEAD_TIMEOUT_S": SLOW_S, "SPECPROOF_BODY_IDLE_S": SLOW_S}
    with running_server(data.db, **env) as url:
        yield url


def _connect(base: str) -> socket.socket:
    parts = urlsplit(base)
    return socket.create_connection((parts.hostname, parts.port), timeout=10)


def _exchange(base: str, raw: bytes) -> bytes:
    with _connect(base) as s:
        s.sendall(raw)
        reply = b""
        while chunk := s.recv(65536):
            reply += chunk
        return reply


def test_content_length_with_chunked_is_refused(base: str) -> None:
    smuggled = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    body = b"0\r\n\r\n" + smuggled
    reply = _exchange(
        base,
        b"POST /ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nTransfer-Encoding: chunked\r\n\r\n" % len(body) + body,
    )
    assert reply.startswith(b"HTTP/1.1 400"), reply[:200]
    assert b"Content-Length and Transfer-Encoding" in reply
    assert reply.count(b"HTTP/1.1 ") == 1  # the smuggled request was never answered


def test_two_different_content_lengths_are_refused(base: str) -> None:
    reply = _exchange(
        base,
        b"POST /ask HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
    )
    assert reply.startswith(b"HTTP/1.1 400"), reply[:200]


def test_a_client_sending_its_head_slowly_is_cut_off(base: str) -> None:
    started = time.monotonic()
    with _connect(base) as s:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        closed = False
        for _ in range(8):  # a header line every half second, never the blank line
            time.sleep(0.5)
            try:
                s.sendall(b"X-Slow: 1\r\n")
            except OSError:
                closed = True
                break
            s.settimeout(0.01)
            try:
                closed = s.recv(1) == b""
            except (TimeoutError, BlockingIOError):
                pass
            except OSError:
                closed = True
            s.settimeout(10)
            if closed:
                break
    assert closed and time.monotonic() - started < 4


def test_a_stalled_body_is_answered_408(base: str) -> None:
    with _connect(base) as s:
        s.sendall(
            b"POST /ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b'Content-Length: 200\r\n\r\n{"question": '
        )
        reply = s.recv(65536)
    assert reply.startswith(b"HTTP/1.1 408"), reply[:200]


def test_the_server_still_answers_afterwards(base: str) -> None:
    reply = _exchange(base, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert reply.startswith(b"HTTP/1.1 200")
