"""Finding 6: MCP requests with a lone surrogate, a BOM, "jsonrpc": "1.0" or 100k-deep params
got no reply at all (the client hung), and garbage lines got no -32700."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("mcp")

from specproof.mcp_stdio import MAX_LINE_BYTES, check_line, read_line
from webdata import build_library

from .mcp_lines import MALFORMED, drive


def test_every_malformed_line_gets_its_json_rpc_error(tmp_path: Path) -> None:
    report = drive(build_library(tmp_path).db)
    assert report.wrong == []
    assert report.answered == report.right == len(MALFORMED)
    assert report.still_serving


@pytest.mark.parametrize(
    ("label", "line", "code", "request_id"), MALFORMED, ids=[m[0] for m in MALFORMED]
)
def test_check_line(label: str, line: bytes, code: int, request_id: int | None) -> None:
    forward, reply = check_line(line)
    assert forward is None and reply is not None
    assert (reply["error"]["code"], reply["id"]) == (code, request_id)


def test_good_lines_and_blank_lines_pass_unanswered() -> None:
    line = b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}\r\n'
    assert check_line(line) == (line.decode().strip(), None)
    assert check_line(b'{"jsonrpc":"2.0","id":"a","result":{}}')[1] is None  # a client's reply
    assert check_line(b"   \n") == (None, None)


def test_an_endless_line_is_read_with_a_bounded_buffer() -> None:
    import io

    stream = io.BufferedReader(io.BytesIO(b"x" * (3 * MAX_LINE_BYTES) + b"\n{}\n"))
    first = read_line(stream)
    assert first is not None and len(first) == MAX_LINE_BYTES + 1
    assert read_line(stream) == b"{}\n"  # the rest of the long line was dropped
    assert read_line(stream) is None
