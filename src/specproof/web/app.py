"""The HTTP API and the web page, one FastAPI app over :class:`specproof.Library`.

Run it with ``specproof serve`` (or :func:`serve`). OpenAPI lives at ``/docs``
and ``/openapi.json``. Errors are RFC 9457 problem documents
(``application/problem+json``). The app holds no logic of its own: it
validates input, calls the library, and shapes the output.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, File, Query, Request, Response, UploadFile
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.exceptions import HTTPException

from specproof import __version__
from specproof.config import Settings
from specproof.errors import (
    ConfigError,
    LLMUnavailable,
    RejectedDocument,
    SpecproofError,
    StoreError,
    UnknownDevice,
)
from specproof.library import Library
from specproof.pdf_paths import PdfPaths
from specproof.records import Document
from specproof.web.builds import add_build_routes
from specproof.web.middleware import BodySizeLimit, SecurityHeaders
from specproof.web.pages import PageRenderer
from specproof.web.schemas import (
    AnswerOut,
    AskRequest,
    DocIdOf,
    DocumentOut,
    FactOut,
    IngestOut,
    Problem,
    SearchHitOut,
    answer_out,
    doc_id_resolver,
    document_out,
    fact_out,
    hit_out,
    ingest_out,
)
from specproof.web.uploads import UploadRejected, save_upload

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
MULTIPART_SLACK = 1024 * 1024  # boundaries and part headers around the file itself
PROBLEM_RESPONSES: dict[int | str, dict] = {
    code: {"model": Problem, "content": {"application/problem+json": {}}}
    for code in (400, 404, 413, 415, 422, 503)
}

DocId = Annotated[
    str,
    PathParam(
        pattern=r"^[0-9a-fA-F]{8,64}$",
        description="SHA-256 of the PDF (a unique prefix of at least 8 hex digits works)",
    ),
]


class Problemish(HTTPException):
    """An HTTP error with a title of our own (the RFC 9457 ``title``)."""

    def __init__(self, status: int, title: str, detail: str) -> None:
        super().__init__(status, detail)
        self.title = title


def create_app(db: str | Path | None = None, settings: Settings | None = None) -> FastAPI:
    """The app over one database. ``db`` overrides ``settings.db``."""
    library = Library(db, settings=settings)
    paths = PdfPaths(library.settings.db)
    renderer = PageRenderer()
    app = FastAPI(
        title="specproof",
        version=__version__,
        description="Cited, validated answers about IoT device datasheets.",
        docs_url=None,  # served below with local assets: the page loads nothing remote
        redoc_url=None,
    )
    app.state.library = library
    app.router.on_startup.append(_limit_request_threads)
    max_bytes = int(library.settings.max_file_mb * 1024 * 1024) + MULTIPART_SLACK
    app.add_middleware(BodySizeLimit, max_bytes=max_bytes)
    app.add_middleware(SecurityHeaders)  # added last = outermost: 413s get the headers too
    _add_problem_handlers(app)
    _add_page_routes(app)
    add_build_routes(app, library)

    def resolver() -> DocIdOf:
        return doc_id_resolver(library.store)

    def get_document(doc_id: str) -> Document:
        doc = library.store.document(doc_id)
        if doc is None:
            raise Problemish(404, "Unknown document", f"no document with id {doc_id}")
        return doc

    @app.get("/healthz", tags=["meta"])
    def healthz() -> dict[str, object]:
        return {"status": "ok", "version": __version__, "documents": len(library.documents())}

    @app.post("/ask", response_model=AnswerOut, responses=PROBLEM_RESPONSES, tags=["answers"])
    def ask(body: AskRequest) -> AnswerOut:
        """Answer a question with cited evidence. An abstention is an answer (verdict
        ``insufficient_evidence``), not an error."""
        return answer_out(library.ask(body.question, mode=body.mode), resolver())

    @app.get("/documents", response_model=list[DocumentOut], tags=["documents"])
    def list_documents() -> list[DocumentOut]:
        return [document_out(d, paths.find(d.id) is not None) for d in library.documents()]

    @app.post(
        "/documents",
        response_model=IngestOut,
        status_code=201,
        responses={200: {"model": IngestOut, "description": "Already in the library"}}
        | PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def upload_document(
        response: Response,
        file: Annotated[UploadFile, File(description="A datasheet PDF")],
    ) -> IngestOut:
        """Upload and ingest one PDF. It is kept as ``uploads/<sha256>.pdf``; the original
        file name, sanitised, is kept as metadata only."""
        try:
            saved = save_upload(file.file, file.filename or "", paths.uploads_dir, max_bytes)
        except UploadRejected as exc:
            raise Problemish(exc.status, exc.title, str(exc)) from exc
        result = saved.ingest(library, paths)
        out = ingest_out(result)
        if result.rejected or result.status == "failed":
            status = {"rejected:too_large": 413, "rejected:not_pdf": 415}.get(result.status, 422)
            detail = f"{out.file}: {result.status}" + (
                f" ({result.message})" if result.message else ""
            )
            return _problem(status, "Document rejected", detail, result=out.model_dump())  # type: ignore[return-value]
        if result.status == "unchanged":
            response.status_code = 200
        return out

    @app.get(
        "/documents/{doc_id}",
        response_model=DocumentOut,
        responses=PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def show_document(doc_id: DocId) -> DocumentOut:
        doc = get_document(doc_id)
        return document_out(doc, paths.find(doc.id) is not None)

    @app.get(
        "/documents/{doc_id}/file",
        response_class=FileResponse,
        responses={200: {"content": {"application/pdf": {}}}} | PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def document_file(doc_id: DocId) -> FileResponse:
        """The PDF itself; link ``…/file#page=N`` to open it at a page."""
        doc = get_document(doc_id)
        pdf = _pdf_on_disk(paths, doc)
        return FileResponse(
            pdf,
            media_type="application/pdf",
            filename=doc.file_name,
            content_disposition_type="inline",
            headers={"Cache-Control": "private, max-age=86400"},
        )

    @app.get(
        "/documents/{doc_id}/pages/{page}.png",
        response_class=Response,
        responses={200: {"content": {"image/png": {}}}} | PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def page_image(
        doc_id: DocId,
        page: Annotated[int, PathParam(ge=1, description="1-based page number")],
        highlight: Annotated[
            str, Query(max_length=2000, description="Quote to box on the page")
        ] = "",
        scale: Annotated[float, Query(ge=0.5, le=3.0, description="1.0 = 72 dpi")] = 1.5,
    ) -> Response:
        """The page rendered as PNG, every occurrence of ``highlight`` boxed. The header
        ``X-Highlight-Matches`` tells how many were found."""
        doc = get_document(doc_id)
        if page > doc.pages:
            raise Problemish(404, "Unknown page", f"{doc.file_name} has {doc.pages} pages")
        rendered = renderer.render(_pdf_on_disk(paths, doc), page, highlight, scale)
        return Response(
            rendered.png,
            media_type="image/png",
            headers={
                "X-Highlight-Matches": str(rendered.matches),
                "Cache-Control": "private, max-age=86400",
            },
        )

    @app.get("/facts", response_model=list[FactOut], responses=PROBLEM_RESPONSES, tags=["answers"])
    def facts(
        device: Annotated[str, Query(min_length=1, max_length=200, examples=["BH1750"])],
        field: Annotated[str | None, Query(max_length=100, examples=["supply_voltage"])] = None,
    ) -> list[FactOut]:
        """Structured specification facts of a device, each with its cited source."""
        resolve = resolver()
        return [fact_out(f, resolve) for f in library.facts(device, field or None)]

    @app.get(
        "/search", response_model=list[SearchHitOut], responses=PROBLEM_RESPONSES, tags=["answers"]
    )
    def search(
        q: Annotated[str, Query(min_length=1, max_length=500)],
        device: Annotated[str | None, Query(max_length=200)] = None,
        k: Annotated[int, Query(ge=1, le=50)] = 10,
    ) -> list[SearchHitOut]:
        """Hybrid (BM25 + embedding) search over datasheet chunks, prose and tables above code
        listings and register maps; each hit says which query terms it contains."""
        hits = library.search(q, device=device or None, k=k)
        return [hit_out(h, rank) for rank, h in enumerate(hits, 1)]

    return app


def _pdf_on_disk(paths: PdfPaths, doc: Document) -> Path:
    pdf = paths.find(doc.id)
    if pdf is None:
        raise Problemish(
            404,
            "PDF not on disk",
            f"the file of {doc.file_name} is not where it was ingested from (moved or changed);"
            " ingest it again or upload it",
        )
    return pdf


# -- the web page and the API docs -----------------------------------------------------------


def _add_page_routes(app: FastAPI) -> None:
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    swagger = _swagger_assets()
    if swagger:
        app.mount("/docs-assets", StaticFiles(directory=str(swagger)), name="docs-assets")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def index(request: Request) -> HTMLResponse:
        return templates.TemplateResponse(request, "index.html", {"version": __version__})

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> Response:
        return Response(status_code=204)

    @app.get("/docs", response_class=HTMLResponse, include_in_schema=False)
    def docs(request: Request) -> HTMLResponse:
        return templates.TemplateResponse(request, "docs.html", {"swagger": bool(swagger)})


def _swagger_assets() -> Path | None:
    """Swagger UI 5 files shipped by the PyPI package ``fastapi-offline``, when installed
    (Swagger UI 5 is the first to read OpenAPI 3.1, which FastAPI writes)."""
    try:
        import fastapi_offline
    except ImportError:
        return None
    folder = Path(fastapi_offline.__file__).parent / "static"
    return folder if (folder / "swagger-ui-bundle.js").is_file() else None


# -- problem responses --------------------------------------------------------------------


def _problem(status: int, title: str, detail: str, **extra: object) -> JSONResponse:
    body = {"type": "about:blank", "title": title, "status": status, "detail": detail} | extra
    return JSONResponse(body, status_code=status, media_type="application/problem+json")


_TITLES = {
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    413: "Payload Too Large",
    415: "Unsupported Media Type",
    422: "Unprocessable Content",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


def _add_problem_handlers(app: FastAPI) -> None:
    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> JSONResponse:
        title = getattr(exc, "title", None) or _TITLES.get(exc.status_code, "Error")
        response = _problem(exc.status_code, title, str(exc.detail))
        if exc.headers:
            response.headers.update(exc.headers)
        return response

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        return _problem(422, "Invalid request", _validation_detail(exc))

    @app.exception_handler(SpecproofError)
    async def specproof_error(_: Request, exc: SpecproofError) -> JSONResponse:
        status, title = _status_of(exc)
        if status >= 500:
            log.error("request failed: %s", exc)
        return _problem(status, title, str(exc))

    @app.exception_handler(ImportError)
    async def missing_component(_: Request, exc: ImportError) -> JSONResponse:
        # A component not installed (or not built yet) is unavailable, not a crash.
        log.error("component unavailable: %s", exc)
        return _problem(503, "Component unavailable", f"a component is not available: {exc}")


def _status_of(exc: SpecproofError) -> tuple[int, str]:
    if isinstance(exc, UnknownDevice):
        return 404, "Unknown device"
    if isinstance(exc, LLMUnavailable):
        return 503, "Language model unavailable"
    if isinstance(exc, RejectedDocument):
        return 422, "Document rejected"
    if isinstance(exc, StoreError):
        return 503, "Database unavailable"
    if isinstance(exc, ConfigError):
        return 500, "Server misconfigured"
    return 400, "Cannot answer"


def _validation_detail(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p not in ("body", "query", "path"))
        parts.append(
            f"{where}: {err.get('msg', 'invalid')}" if where else err.get("msg", "invalid")
        )
    return "; ".join(parts) or "invalid request"


# -- running -----------------------------------------------------------------------------


def app_from_env() -> FastAPI:
    """Factory for uvicorn workers: the database comes from ``SPECPROOF_DB``."""
    return create_app(Settings().db)


def serve(db: str, host: str = "127.0.0.1", port: int = 8000, workers: int = 1) -> None:
    """Run the API and web page with uvicorn (blocks until stopped)."""
    import uvicorn

    Library(db).close()  # fail fast on a bad database path, before binding the port
    if workers > 1:
        os.environ["SPECPROOF_DB"] = db
        uvicorn.run(
            "specproof.web.app:app_from_env",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            **_patient_healthcheck(uvicorn.run),
        )
        return
    uvicorn.run(create_app(db), host=host, port=port, log_level="info")


# Answering is CPU-bound Python: threads share one core through the GIL. With anyio's
# default 40 threads, 40 questions progress at once, each 40x slower, and a long one
# starves (50 clients, 4 workers, 960 datasheets: max 60 s, 6 timeouts; with 4 threads
# max 18 s, none). A few threads answer while the rest wait in anyio's FIFO queue.
REQUEST_THREADS = 4


async def _limit_request_threads() -> None:
    import anyio.to_thread

    anyio.to_thread.current_default_thread_limiter().total_tokens = REQUEST_THREADS


# uvicorn kills a worker that leaves its health ping unanswered for 5 s, dropping the
# requests it holds. A worker over a large library holds the GIL for seconds at a time
# (loading its search index, answering on a loaded machine): busy, not hung.
WORKER_HEALTHCHECK_S = 120


def _patient_healthcheck(run: Callable[..., object]) -> dict[str, int]:
    """The healthcheck timeout option, where this uvicorn has it (0.30 and later)."""
    import inspect

    if "timeout_worker_healthcheck" in inspect.signature(run).parameters:
        return {"timeout_worker_healthcheck": WORKER_HEALTHCHECK_S}
    return {}


__all__ = ["app_from_env", "create_app", "serve"]
