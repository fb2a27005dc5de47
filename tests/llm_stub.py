"""A tiny local OpenAI-compatible chat server whose replies tests script.

    with LLMStub() as stub:
        stub.queue({"value": 3.3})             # next reply's message content (JSON-encoded)
        stub.queue("not json")                 # raw text content
        stub.queue_error(500, "boom")          # next reply is an HTTP error
        stub.respond_with(lambda body: {...})  # or compute replies from the request
        llm = OpenAICompatLLM(stub.base_url, "stub-model", timeout=5)
        ...
        stub.requests                          # request bodies received, in order

Listens on 127.0.0.1 at a free port, in a daemon thread; only loopback traffic.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Content = str | dict[str, Any] | list[Any]


@dataclass
class ScriptedReply:
    content: Content | None = None
    status: int = 200
    body: str | None = None  # raw HTTP body, overrides the chat envelope
    delay_s: float = 0.0


class LLMStub:
    def __init__(self, default: Content = "{}") -> None:
        self.default = default
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.reject_response_format = False  # answer 400 when response_format is sent
        self._replies: deque[ScriptedReply] = deque()
        self._responder: Callable[[dict[str, Any]], Content] | None = None
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def queue(self, content: Content, delay_s: float = 0.0) -> None:
        self._replies.append(ScriptedReply(content=content, delay_s=delay_s))

    def queue_error(self, status: int, body: str = "error") -> None:
        self._replies.append(ScriptedReply(status=status, body=body))

    def queue_raw(self, body: str, status: int = 200) -> None:
        """An HTTP body sent as is (e.g. a broken envelope)."""
        self._replies.append(ScriptedReply(status=status, body=body))

    def respond_with(self, responder: Callable[[dict[str, Any]], Content]) -> None:
        """Compute the content of every unscripted reply from the request body."""
        self._responder = responder

    def __enter__(self) -> LLMStub:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _next_reply(self, body: dict[str, Any]) -> ScriptedReply:
        with self._lock:
            self.requests.append(body)
            if self.reject_response_format and "response_format" in body:
                return ScriptedReply(status=400, body='{"error": "response_format unsupported"}')
            if self._replies:
                return self._replies.popleft()
        if self._responder is not None:
            return ScriptedReply(content=self._responder(body))
        return ScriptedReply(content=self.default)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, '{"error": "not found"}')
                    return
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    body = json.loads(self.rfile.read(length) or b"{}")
                except ValueError:
                    self._send(400, '{"error": "bad json"}')
                    return
                stub.headers.append(dict(self.headers.items()))
                reply = stub._next_reply(body)
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                if reply.body is not None:
                    self._send(reply.status, reply.body)
                else:
                    self._send(reply.status, json.dumps(envelope(body, reply.content)))

            def _send(self, status: int, text: str) -> None:
                data = text.encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client timed out and left: expected in timeout tests

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output clean

        return Handler


def envelope(request: dict[str, Any], content: Content | None) -> dict[str, Any]:
    """A chat.completion response around ``content``."""
    text = content if isinstance(content, str) or content is None else json.dumps(content)
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": request.get("model", "stub"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }
