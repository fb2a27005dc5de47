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


def _one_response(s: socket.socket) -> bytes:
    """The head of one whole response that has a Content-Length; b"" if the server closed."""
    reply = b""
    while b"\r\n\r\n" not in reply:
        try:
            chunk = s.recv(65536)
        except ConnectionResetError:
            chunk = b""
        if not chunk:
            return b""
        reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    lengths = [line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")]
    length = int(lengths[0].split(b":")[1])
    while len(body) < length:
        body += s.recv(65536)
    return head


def test_a_client_sending_its_head_slowly_is_cut_off(base: str) -> None:
    with _connect(base) as s:
        assert _cut_off_while_sending_head_slowly(s)


def test_a_slow_head_on_a_reused_connection_is_cut_off(base: str) -> None:
    with _connect(base) as s:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        assert _one_response(s).startswith(b"HTTP/1.1 200")
        assert _cut_off_while_sending_head_slowly(s)


def test_an_idle_keep_alive_connection_outlives_the_head_timeout(base: str) -> None:
    # Clients keep idle connections for seconds (httpx 5 s) and reuse them: closing one
    # under them resets their next request.
    with _connect(base) as s:
        for _ in range(2):
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            assert _one_response(s).startswith(b"HTTP/1.1 200")
            time.sleep(float(SLOW_S) * 1.5)


def _cut_off_while_sending_head_slowly(s: socket.socket) -> bool:
    """Send a request head a header line every half second, never its end: True when the
    server closes the connection within 4 s."""
    started = time.monotonic()
    s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
    for _ in range(8):
        time.sleep(0.5)
        try:
            s.sendall(b"X-Slow: 1\r\n")
        except OSError:
            return time.monotonic() - started < 4
        if _closed_by_server(s):
            return time.monotonic() - started < 4
    return False


def _closed_by_server(s: socket.socket) -> bool:
    s.settimeout(0.01)
    try:
        return s.recv(1) == b""
    except (TimeoutError, BlockingIOError):
        return False
    except OSError:
        return True
    finally:
        s.settimeout(10)


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
