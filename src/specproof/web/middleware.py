"""Small ASGI middlewares: strict message framing, request-body size and pace limits, and
security headers."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import anyio
from starlette.exceptions import HTTPException

from specproof.errors import Unauthorized, WritesDisabled
from specproof.web.auth import check_writer

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# Only the page itself, its own script and style; data arrives as JSON and page images as blobs.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
# Swagger UI sets inline styles and data: icons; its script is still served from here only.
DOCS_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'"
)


class BodyTooLarge(HTTPException):
    """Raised while the body streams in. An HTTPException so FastAPI's body parsing passes it on
    unchanged instead of turning it into "400 error parsing the body"."""

    def __init__(self, limit: int) -> None:
        size = f"{limit // 1024**2} MiB" if limit >= 1024**2 else f"{limit // 1024} KiB"
        super().__init__(413, f"the request body is larger than {size}")


class BodyTooSlow(HTTPException):
    """A client that stops sending its body holds a connection and a worker for nothing."""

    def __init__(self, idle_s: float) -> None:
        super().__init__(408, f"no part of the request body arrived for {idle_s:g} s")


class BodySizeLimit:
    """Rejects bodies over the limit of their route with 413 before they are spooled: first by
    the declared Content-Length, then by counting the bytes that actually stream in (chunked
    uploads). A body that stalls for ``idle_s`` is answered 408.

    ``limit_for(method, path)`` gives the limit: uploads take megabytes, a question a few
    kilobytes (a 51 MiB JSON body to /ask once cost a server 1.1 GB to parse).
    """

    def __init__(
        self, app: ASGIApp, limit_for: Callable[[str, str], int], idle_s: float = 30.0
    ) -> None:
        self.app = app
        self.limit_for = limit_for
        self.idle_s = idle_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        max_bytes = self.limit_for(scope.get("method", "GET"), scope.get("path", ""))
        declared = _content_length(scope)
        if declared is not None and declared > max_bytes:
            await _send_problem(send, BodyTooLarge(max_bytes))
            return
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            try:
                with anyio.fail_after(self.idle_s):
                    message = await receive()
            except TimeoutError as exc:
                raise BodyTooSlow(self.idle_s) from exc
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > max_bytes:
                    raise BodyTooLarge(max_bytes)
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except (BodyTooLarge, BodyTooSlow) as exc:
            if not started:
                await _send_problem(send, exc)


READ_METHODS = {"GET", "HEAD", "OPTIONS"}
READ_POSTS = {"/ask", "/check", "/check/report"}  # questions and build checks change nothing


class WriteGuard:
    """Every request that may change the library (any method but GET/HEAD/OPTIONS, except
    asking a question) needs the server's token, checked before its body is read: an
    unauthorised client cannot make the server spool a 50 MB upload first."""

    def __init__(self, app: ASGIApp, token: str | None) -> None:
        self.app = app
        self.token = token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and _is_write(scope):
            authorization = next(
                (v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"authorization"),
                None,
            )
            try:
                check_writer(self.token, authorization)
            except WritesDisabled as exc:
                await _send_problem(send, HTTPException(403, str(exc)), "Writes disabled")
                return
            except Unauthorized as exc:
                challenge = [(b"www-authenticate", b'Bearer realm="specproof"')]
                await _send_problem(send, HTTPException(401, str(exc)), None, challenge)
                return
        await self.app(scope, receive, send)


def _is_write(scope: Scope) -> bool:
    method = scope.get("method", "GET").upper()
    return method not in READ_METHODS and scope.get("path", "").rstrip("/") not in READ_POSTS


class StrictFraming:
    """Refuses requests whose length is ambiguous: Content-Length together with
    Transfer-Encoding, several different Content-Lengths, or a transfer coding other than
    chunked. A proxy in front may read such a request one way and this server another,
    which smuggles a second request past the proxy (RFC 9112, 6.1 and 6.3)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and (problem := _framing_problem(scope)):
            await _send_problem(send, HTTPException(400, problem), "Ambiguous request framing")
            return
        await self.app(scope, receive, send)


def _framing_problem(scope: Scope) -> str | None:
    lengths = {v.strip() for k, v in scope.get("headers", []) if k == b"content-length"}
    codings = [
        c.strip().lower()
        for k, v in scope.get("headers", [])
        if k == b"transfer-encoding"
        for c in v.split(b",")
    ]
    if codings and lengths:
        return "both Content-Length and Transfer-Encoding are set"
    if len(lengths) > 1:
        return "several different Content-Length values"
    if codings and codings != [b"chunked"]:
        return "only the chunked transfer coding is accepted"
    return None


class SecurityHeaders:
    """Adds CSP and friends to every response that did not set its own."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        csp = DOCS_CSP if scope.get("path") == "/docs" else PAGE_CSP

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.lower() for k, _ in headers}
                is_pdf = (b"content-type", b"application/pdf") in headers
                wanted = [
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                    (b"x-frame-options", b"DENY"),
                    (b"cross-origin-opener-policy", b"same-origin"),
                ]
                # The browser's own PDF viewer must run on the PDF download.
                if not is_pdf:
                    wanted.append((b"content-security-policy", csp.encode()))
                headers += [(k, v) for k, v in wanted if k not in present]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _content_length(scope: Scope) -> int | None:
    for key, value in scope.get("headers", []):
        if key == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


_TITLES = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    408: "Request Timeout",
    413: "Payload Too Large",
}


async def _send_problem(
    send: Send,
    exc: HTTPException,
    title: str | None = None,
    headers: list[tuple[bytes, bytes]] | None = None,
) -> None:
    body = json.dumps(
        {
            "type": "about:blank",
            "title": title or _TITLES.get(exc.status_code, "Error"),
            "status": exc.status_code,
            "detail": exc.detail,
        }
    ).encode()
    await send(
        {
            "type": "http.response.start",
            "status": exc.status_code,
            "headers": [
                (b"content-type", b"application/problem+json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
                *(headers or []),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
