"""JSON-RPC over stdio for the MCP server, with an answer for every line.

The SDK's stdio transport drops a line it cannot validate without replying, so a client
that sent it waits for ever: garbage, a byte-order mark, invalid UTF-8, a lone surrogate
escape, ``"jsonrpc": "1.0"``, params nested 100,000 deep. Here each line is checked
first (:func:`check_line`); a bad one is answered with a JSON-RPC error carrying its id
when the id can be read (-32700 parse error, -32600 invalid request, -32602 invalid
params), and only good ones reach the SDK. Lines are read with a size cap, so a client
cannot make the server buffer an endless line either.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, BinaryIO

import anyio
import anyio.to_thread

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602
MAX_LINE_BYTES = 1024 * 1024
MAX_DEPTH = 64  # MCP messages nest a dozen levels; 100,000 overflows parsers
ID_SCAN_BYTES = 64 * 1024  # of an over-long line, the part searched for its id

_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
_ID_VALUE = re.compile(r'\s*:\s*(-?\d{1,18}(?![\d.eE])|"(?:[^"\\]|\\.){0,256}")')
_SURROGATE = re.compile("[\ud800-\udfff]")

Reply = dict[str, Any]


def check_line(raw: bytes) -> tuple[str | None, Reply | None]:
    """(the line to pass on, or None; the error to answer, or None) for one line of input.

    Both are None for a blank line, which is not a message.
    """
    raw = raw.rstrip(b"\r\n")
    if not raw.strip():
        return None, None
    if len(raw) > MAX_LINE_BYTES:
        return None, error_reply(
            _top_level_id(raw[:ID_SCAN_BYTES].decode("utf-8", "replace")),
            INVALID_REQUEST,
            f"the message is over {MAX_LINE_BYTES // 1024} KiB",
        )
    if raw.startswith(b"\xef\xbb\xbf"):
        return None, error_reply(
            _id_of_bytes(raw[3:]), PARSE_ERROR, "a byte-order mark is not JSON"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, error_reply(_id_of_bytes(raw), PARSE_ERROR, f"not UTF-8: {exc.reason}")
    depth = _depth(text)
    if depth > MAX_DEPTH:
        return None, error_reply(
            _top_level_id(text), INVALID_REQUEST, f"nested {depth} levels deep (limit {MAX_DEPTH})"
        )
    try:
        message = json.loads(text)
    except ValueError as exc:
        return None, error_reply(_top_level_id(text), PARSE_ERROR, f"not JSON: {exc}")
    problem = _envelope_problem(message)
    if problem:
        code, detail = problem
        return None, error_reply(_id_of(message), code, detail)
    return text, None


def error_reply(request_id: Any, code: int, detail: str) -> Reply:
    names = {PARSE_ERROR: "Parse error", INVALID_REQUEST: "Invalid Request"}
    message = f"{names.get(code, 'Invalid params')}: {detail}"
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}


def _envelope_problem(message: Any) -> tuple[int, str] | None:
    if _has_lone_surrogate(message):
        return PARSE_ERROR, "invalid unicode (a lone surrogate escape)"
    if not isinstance(message, dict):
        return INVALID_REQUEST, "a message is one JSON object (batches are not supported)"
    if message.get("jsonrpc") != "2.0":
        return INVALID_REQUEST, 'the "jsonrpc" member must be "2.0"'
    if "id" in message and not _valid_id(message["id"]):
        return INVALID_REQUEST, "an id is a string or an integer"
    if "method" not in message:
        if "id" in message and ("result" in message) != ("error" in message):
            return None  # a client's answer to a request of the server
        return INVALID_REQUEST, "neither a request nor a response"
    if not isinstance(message["method"], str):
        return INVALID_REQUEST, "the method is a string"
    params = message.get("params", {})
    if not isinstance(params, dict):
        return INVALID_PARAMS, "params must be an object"
    if message["method"] == "tools/call":
        if not isinstance(params.get("name"), str):
            return INVALID_PARAMS, "tools/call needs the tool's name"
        if not isinstance(params.get("arguments", {}), dict):
            return INVALID_PARAMS, "tool arguments must be an object"
    return _sdk_problem(message)


def _sdk_problem(message: dict[str, Any]) -> tuple[int, str] | None:
    """What the SDK's own message model rejects (so that it never drops a line silently)."""
    try:
        from mcp_types import jsonrpc_message_adapter  # mcp >= 2

        def validate(m: dict[str, Any]) -> object:
            return jsonrpc_message_adapter.validate_python(m, by_name=False)
    except ImportError:  # mcp 1.x
        from mcp.types import JSONRPCMessage

        validate = JSONRPCMessage.model_validate
    try:
        validate(message)
    except ValueError as exc:  # pydantic's ValidationError is a ValueError
        first = str(exc).splitlines()
        return INVALID_REQUEST, first[0] if first else "not a valid MCP message"
    return None


def _valid_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _id_of(message: Any) -> Any:
    if isinstance(message, dict) and _valid_id(message.get("id")):
        value = message["id"]
        return None if isinstance(value, str) and _SURROGATE.search(value) else value
    return None


def _id_of_bytes(raw: bytes) -> Any:
    return _top_level_id(raw.decode("utf-8", "replace"))


def _top_level_id(text: str) -> Any:
    """The ``id`` member of the outer object of a line that does not parse, if readable."""
    depth = 0
    for token in _TOKENS.finditer(text):
        value = token.group()
        if value in ("[", "{"):
            depth += 1
        elif value in ("]", "}"):
            depth -= 1
        elif depth == 1 and value == '"id"':
            found = _ID_VALUE.match(text, token.end())
            if found:
                try:
                    request_id = json.loads(found.group(1))
                except ValueError:
                    return None
                return _id_of({"id": request_id})
    return None


def _depth(text: str) -> int:
    depth = deepest = 0
    for token in _TOKENS.finditer(text):
        value = token.group()
        if value in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif value in ("]", "}"):
            depth -= 1
    return deepest


def _has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return bool(_SURROGATE.search(value))
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(v) for v in value)
    return False


# -- the transport ---------------------------------------------------------------------------


def read_line(stream: BinaryIO) -> bytes | None:
    """One line, at most ``MAX_LINE_BYTES + 1`` bytes of it kept (the rest is read and
    dropped); None at the end of input."""
    line = stream.readline(MAX_LINE_BYTES + 1)
    if not line:
        return None
    if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
        while (rest := stream.readline(1 << 16)) and not rest.endswith(b"\n"):
            pass
    return line


class _Wire:
    """The protocol's stdout: whole lines, one writer at a time (the SDK's answers and the
    errors of the line check share it)."""

    def __init__(self, out: BinaryIO) -> None:
        self._out = out
        self._lock = anyio.Lock()

    async def write(self, text: str) -> None:
        async with self._lock:
            await anyio.to_thread.run_sync(self._write, text.encode("utf-8"))

    async def flush(self) -> None:  # every write is flushed already
        return None

    def _write(self, data: bytes) -> None:
        self._out.write(data)
        self._out.flush()


class _CheckedLines:
    """stdin as the SDK reads it (``async for line in ...``): only lines that passed."""

    def __init__(self, stream: BinaryIO, wire: _Wire) -> None:
        self._stream = stream
        self._wire = wire

    async def __aiter__(self) -> AsyncIterator[str]:
        while (raw := await anyio.to_thread.run_sync(read_line, self._stream)) is not None:
            line, reply = check_line(raw)
            if reply is not None:
                await self._wire.write(json.dumps(reply, separators=(",", ":")) + "\n")
            elif line is not None:
                yield line


@asynccontextmanager
async def checked_stdio() -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio streams over checked lines. stdin and stdout are taken over (fd 0
    reads nothing, fd 1 goes to stderr) so that stray output never corrupts the protocol."""
    from mcp.server.stdio import stdio_server

    stdin = os.fdopen(os.dup(0), "rb", buffering=1 << 16)
    stdout = os.fdopen(os.dup(1), "wb")
    with open(os.devnull, "rb") as null:
        os.dup2(null.fileno(), 0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    wire = _Wire(stdout)
    async with stdio_server(stdin=_CheckedLines(stdin, wire), stdout=wire) as streams:  # type: ignore[arg-type]
        yield streams
