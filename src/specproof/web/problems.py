"""Errors as RFC 9457 problem documents (``application/problem+json``), one mapping from the
exception hierarchy to HTTP statuses."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from specproof.errors import (
    Busy,
    ConfigError,
    Conflict,
    LLMUnavailable,
    RejectedDocument,
    SpecproofError,
    StoreError,
    TooLarge,
    Unauthorized,
    UnknownDevice,
    WritesDisabled,
)

log = logging.getLogger(__name__)

TITLES = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    408: "Request Timeout",
    409: "Conflict",
    413: "Payload Too Large",
    415: "Unsupported Media Type",
    422: "Unprocessable Content",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


class Problemish(HTTPException):
    """An HTTP error with a title of our own (the RFC 9457 ``title``)."""

    def __init__(self, status: int, title: str, detail: str) -> None:
        super().__init__(status, detail)
        self.title = title


def problem(status: int, title: str, detail: str, **extra: object) -> JSONResponse:
    body = {"type": "about:blank", "title": title, "status": status, "detail": detail} | extra
    return JSONResponse(body, status_code=status, media_type="application/problem+json")


def add_problem_handlers(app: FastAPI) -> None:
    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> JSONResponse:
        title = getattr(exc, "title", None) or TITLES.get(exc.status_code, "Error")
        response = problem(exc.status_code, title, str(exc.detail))
        if exc.headers:
            response.headers.update(exc.headers)
        return response

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        return problem(422, "Invalid request", validation_detail(exc))

    @app.exception_handler(SpecproofError)
    async def specproof_error(_: Request, exc: SpecproofError) -> JSONResponse:
        status, title = status_of(exc)
        if status >= 500 and not isinstance(exc, Busy):
            log.error("request failed: %s", exc)
        response = problem(status, title, str(exc))
        response.headers.update(_headers_of(exc))
        return response

    @app.exception_handler(ImportError)
    async def missing_component(_: Request, exc: ImportError) -> JSONResponse:
        # A component not installed (or not built yet) is unavailable, not a crash.
        log.error("component unavailable: %s", exc)
        return problem(503, "Component unavailable", f"a component is not available: {exc}")


_STATUSES: list[tuple[type[SpecproofError], int, str]] = [
    (UnknownDevice, 404, "Unknown device"),
    (LLMUnavailable, 503, "Language model unavailable"),
    (RejectedDocument, 422, "Document rejected"),
    (WritesDisabled, 403, "Writes disabled"),
    (Unauthorized, 401, "Unauthorized"),
    (Conflict, 409, "Conflict"),
    (TooLarge, 422, "Too large"),
    (Busy, 503, "Busy"),
    (StoreError, 503, "Database unavailable"),
    (ConfigError, 500, "Server misconfigured"),
]


def status_of(exc: SpecproofError) -> tuple[int, str]:
    for kind, status, title in _STATUSES:
        if isinstance(exc, kind):
            return status, title
    return 400, "Cannot answer"


def _headers_of(exc: SpecproofError) -> dict[str, str]:
    if isinstance(exc, Busy):
        return {"Retry-After": str(exc.retry_after_s)}
    if isinstance(exc, Unauthorized) and not isinstance(exc, WritesDisabled):
        return {"WWW-Authenticate": 'Bearer realm="specproof"'}
    return {}


def validation_detail(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p not in ("body", "query", "path"))
        parts.append(
            f"{where}: {err.get('msg', 'invalid')}" if where else err.get("msg", "invalid")
        )
    return "; ".join(parts) or "invalid request"
