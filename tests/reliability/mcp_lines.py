"""Malformed MCP lines and the answer each must get (issue 19, finding 6)."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from .harness import cli_env

PARSE, INVALID, PARAMS = -32700, -32600, -32602


def _call(request_id: int, method: str, params: object) -> bytes:
    message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    return json.dumps(message).encode()


def _ask(request_id: int, question: str) -> bytes:
    return _call(request_id, "tools/call", {"name": "ask", "arguments": {"question": question}})


def _deep(request_id: int, depth: int) -> bytes:
    head = b'{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"ask",' % request_id
    return head + b'"arguments":{"question":' + b"[" * depth + b"]" * depth + b"}}}"


# (label, line, expected error code, expected id)
MALFORMED: list[tuple[str, bytes, int, int | None]] = [
    ("garbage", b"garbage", PARSE, None),
    ("truncated", b'{"jsonrpc":"2.0","id":11,"method":"tools/li', PARSE, 11),
    ("bom", b"\xef\xbb\xbf" + _call(12, "tools/list", {}), PARSE, 12),
    ("utf16_bom", b"\xff\xfe" + _call(13, "tools/list", {}), PARSE, 13),
    ("invalid_utf8", _ask(14, "x").replace(b'"x"', b'"\xc3\x28"'), PARSE, 14),
    ("lone_surrogate", _ask(15, "REPLACE").replace(b"REPLACE", b"\\ud800 hi"), PARSE, 15),
    (
        "surrogate_in_key",
        b'{"jsonrpc":"2.0","id":16,"method":"x","params":{"\\udfff":1}}',
        PARSE,
        16,
    ),
    ("jsonrpc_1_0", b'{"jsonrpc":"1.0","id":17,"method":"tools/list"}', INVALID, 17),
    ("no_jsonrpc", b'{"id":18,"method":"tools/list"}', INVALID, 18),
    ("batch", b"[" + _call(19, "tools/list", {}) + b"]", INVALID, None),
    ("empty_array", b"[]", INVALID, None),
    ("number", b"42", INVALID, None),
    ("null", b"null", INVALID, None),
    ("method_not_string", b'{"jsonrpc":"2.0","id":20,"method":5}', INVALID, 20),
    ("float_id", b'{"jsonrpc":"2.0","id":2.5,"method":"tools/list"}', INVALID, None),
    ("params_string", _call(21, "tools/call", "x"), PARAMS, 21),
    ("params_array", _call(22, "tools/call", [1, 2]), PARAMS, 22),
    ("tool_name_missing", _call(23, "tools/call", {"arguments": {}}), PARAMS, 23),
    ("arguments_string", _call(24, "tools/call", {"name": "ask", "arguments": "q"}), PARAMS, 24),
    ("deep_100k", _deep(25, 100_000), INVALID, 25),
    ("deep_65", _deep(26, 65), INVALID, 26),
    ("huge_line", _ask(27, "x" * (2 * 1024 * 1024)), INVALID, 27),
    ("nul_bytes", b"\x00\x00\x00", PARSE, None),
    ("neither_request_nor_response", b'{"jsonrpc":"2.0","id":28}', INVALID, 28),
]


@dataclass(slots=True)
class McpReport:
    lines: int = 0
    answered: int = 0  # got a reply at all
    right: int = 0  # with the expected code and id
    wrong: list[str] = field(default_factory=list)
    still_serving: bool = False
    seconds: float = 0.0


def drive(db: Path, lines: list[tuple[str, bytes, int, int | None]] = MALFORMED) -> McpReport:
    """Send each line to a ``specproof mcp`` and wait (10 s) for its answer."""
    env = cli_env({"SPECPROOF_EMBEDDER": "none"})
    proc = subprocess.Popen(
        [sys.executable, "-m", "specproof", "--db", str(db), "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    report = McpReport(lines=len(lines))
    started = time.perf_counter()
    reader = _Lines(proc.stdout.fileno())  # type: ignore[union-attr]
    try:
        _send(proc, _call(1, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                             "clientInfo": {"name": "t", "version": "0"}}))  # fmt: skip
        reader.next(30)
        _send(proc, b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        for label, line, code, request_id in lines:
            _send(proc, line)
            reply = reader.next(10)
            if reply is None:
                report.wrong.append(f"{label}: no answer")
                continue
            report.answered += 1
            got = (reply.get("error", {}).get("code"), reply.get("id"))
            if got == (code, request_id):
                report.right += 1
            else:
                report.wrong.append(f"{label}: got {got}, want {(code, request_id)}")
        _send(proc, _call(99, "tools/list", {}))
        last = reader.next(30)
        report.still_serving = bool(last and last.get("id") == 99 and "result" in last)
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(30)
    report.seconds = round(time.perf_counter() - started, 2)
    return report


def _send(proc: subprocess.Popen, line: bytes) -> None:
    proc.stdin.write(line + b"\n")  # type: ignore[union-attr]
    proc.stdin.flush()  # type: ignore[union-attr]


class _Lines:
    def __init__(self, fd: int) -> None:
        self.fd, self.buffer = fd, b""

    def next(self, timeout_s: float) -> dict | None:
        deadline = time.monotonic() + timeout_s
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                return None
            chunk = os.read(self.fd, 65536)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)
