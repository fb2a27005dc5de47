"""The HTTP API and the web page, one FastAPI app over :class:`specproof.Library`.

Run it with ``specproof serve`` (or :func:`serve`). OpenAPI lives at ``/docs``
and ``/openapi.json``. Errors are RFC 9457 problem documents
(``application/problem+json``). The app holds no logic of its own: it
validates input, calls the library, and shapes the output.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, Query, Request, Response
from fastapi import Path as PathParam
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from specproof import __version__
from specproof.config import Settings
from specproof.errors import SpecproofError
from specproof.library import Library
from specproof.pdf_paths import PdfPaths, remove_orphan_uploads
from specproof.records import Document
from specproof.web.builds import add_build_routes
from specproof.web.limits import WorkGate
from specproof.web.middleware import BodySizeLimit, SecurityHeaders, StrictFraming, WriteGuard
from specproof.web.pages import PageRenderer, RenderedPage
from specproof.web.parts import AppParts, DocId
from specproof.web.problems import Problemish, add_problem_handlers
from specproof.web.schemas import (
    AnswerOut,
    AskRequest,
    DocumentOut,
    FactOut,
    Problem,
    SearchHitOut,
    answer_out,
    document_out,
    fact_out,
    hit_out,
)
from specproof.web.writes import add_write_routes

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
MULTIPART_SLACK = 1024 * 1024  # boundaries and part headers around the file itself
PROBLEM_RESPONSES: dict[int | str, dict] = {
    code: {"model": Problem, "content": {"application/problem+json": {}}}
    for code in (400, 404, 413, 415, 422, 503)
}
# Answering is CPU-bound Python: threads share one core through the GIL. With anyio's
# default 40 threads, 40 questions progress at once, each 40x slower, and a long one
# starves (50 clients, 4 workers, 960 datasheets: max 60 s, 6 timeouts; with 4 threads
# max 18 s, none). A few threads answer while the rest wait (see web/limits.py).
REQUEST_THREADS = 4
UPLOAD_WORKERS, UPLOAD_QUEUE = 2, 8
ORPHAN_MIN_AGE_S = 3600.0


def create_app(db: str | Path | None = None, settings: Settings | None = None) -> FastAPI:
    """The app over one database. ``db`` overrides ``settings.db``."""
    library = Library(db, settings=settings)
    settings = library.settings
    parts = AppParts(
        library,
        PdfPaths(settings.db),
        PageRenderer(max_mpx=settings.max_render_mpx),
        WorkGate("answer", REQUEST_THREADS, settings.busy_queue, settings.request_timeout_s),
        WorkGate("upload", UPLOAD_WORKERS, UPLOAD_QUEUE, None, retry_after_s=30),
    )
    app = FastAPI(
        title="specproof",
        version=__version__,
        description="Cited, validated answers about IoT device datasheets.",
        docs_url=None,  # served below with local assets: the page loads nothing remote
        redoc_url=None,
    )
    app.state.library = library
    app.state.parts = parts
    app.router.on_startup.append(_limit_request_threads)
    app.router.on_startup.append(lambda: _sweep_orphans(parts))
    # a partial, not a lambda: the framework awaits a handler only when it sees a coroutine
    # function (a lambda returning the coroutine left the warm-up never run)
    app.router.on_startup.append(functools.partial(_warm_up, library))
    upload_bytes = int(settings.max_file_mb * 1024 * 1024) + MULTIPART_SLACK
    app.add_middleware(
        BodySizeLimit,
        limit_for=_body_limits(upload_bytes, settings.max_json_kb * 1024),
        idle_s=settings.body_idle_s,
    )
    app.add_middleware(WriteGuard, token=settings.api_token)  # before any body is read
    app.add_middleware(SecurityHeaders)
    app.add_middleware(StrictFraming)  # added last = outermost: nothing runs on a bad frame
    add_problem_handlers(app)
    _add_page_routes(app)
    _add_answer_routes(app, parts)
    _add_document_routes(app, parts)
    add_write_routes(app, parts, upload_bytes)
    add_build_routes(app, library)
    return app


def _body_limits(upload_bytes: int, other_bytes: int) -> Callable[[str, str], int]:
    def limit_for(method: str, path: str) -> int:
        uploading = method in ("POST", "PUT") and path.rstrip("/").startswith("/documents")
        return upload_bytes if uploading else other_bytes

    return limit_for


def _sweep_orphans(parts: AppParts) -> None:
    """Uploaded files no document owns (a replaced or deleted upload whose file a crash kept,
    an upload killed mid-ingest) go at start-up; recent ones may be another worker's."""
    try:
        remove_orphan_uploads(parts.paths, parts.library.store, ORPHAN_MIN_AGE_S)
    except SpecproofError as exc:
        log.warning("could not look for orphaned uploads: %s", exc)


def _add_answer_routes(app: FastAPI, parts: AppParts) -> None:
    library, gate = parts.library, parts.answers

    @app.get("/healthz", tags=["meta"])
    def healthz() -> dict[str, object]:
        return {"status": "ok", "version": __version__, "documents": library.store.document_count()}

    @app.post("/ask", response_model=AnswerOut, responses=PROBLEM_RESPONSES, tags=["answers"])
    async def ask(body: AskRequest) -> AnswerOut:
        """Answer a question with cited evidence. An abstention is an answer (verdict
        ``insufficient_evidence``), not an error."""

        def answer() -> AnswerOut:
            return answer_out(library.ask(body.question, mode=body.mode), parts.resolver())

        return await gate.run(answer)

    @app.get("/facts", response_model=list[FactOut], responses=PROBLEM_RESPONSES, tags=["answers"])
    async def facts(
        device: Annotated[str, Query(min_length=1, max_length=200, examples=["BH1750"])],
        field: Annotated[str | None, Query(max_length=100, examples=["supply_voltage"])] = None,
    ) -> list[FactOut]:
        """Structured specification facts of a device, each with its cited source (from every
        document that covers the device)."""

        def found() -> list[FactOut]:
            resolve = parts.resolver()
            return [fact_out(f, resolve) for f in library.facts(device, field or None)]

        return await gate.run(found)

    @app.get(
        "/search", response_model=list[SearchHitOut], responses=PROBLEM_RESPONSES, tags=["answers"]
    )
    async def search(
        q: Annotated[str, Query(min_length=1, max_length=500)],
        device: Annotated[str | None, Query(max_length=200)] = None,
        k: Annotated[int, Query(ge=1, le=50)] = 10,
    ) -> list[SearchHitOut]:
        """Hybrid (BM25 + embedding) search over datasheet chunks, prose and tables above code
        listings and register maps; each hit says which query terms it contains."""

        def hits() -> list[SearchHitOut]:
            found = library.search(q, device=device or None, k=k)
            return [hit_out(h, rank) for rank, h in enumerate(found, 1)]

        return await gate.run(hits)


def _add_document_routes(app: FastAPI, parts: AppParts) -> None:
    library, paths = parts.library, parts.paths

    @app.get("/documents", response_model=list[DocumentOut], tags=["documents"])
    def list_documents(
        device: Annotated[
            str | None, Query(max_length=200, description="Only the documents covering it")
        ] = None,
    ) -> list[DocumentOut]:
        docs = library.documents_for_device(device) if device else library.documents()
        return [document_out(d, paths.find(d) is not None) for d in docs]

    @app.get(
        "/documents/{doc_id}",
        response_model=DocumentOut,
        responses=PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def show_document(doc_id: DocId) -> DocumentOut:
        doc = parts.document(doc_id)
        return document_out(doc, paths.find(doc) is not None)

    @app.get(
        "/documents/{doc_id}/file",
        response_class=FileResponse,
        responses={200: {"content": {"application/pdf": {}}}} | PROBLEM_RESPONSES,
        tags=["documents"],
    )
    def document_file(doc_id: DocId) -> FileResponse:
        """The PDF itself; link ``…/file#page=N`` to open it at a page."""
        doc = parts.document(doc_id)
        return FileResponse(
            pdf_on_disk(paths, doc),
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
    async def page_image(
        doc_id: DocId,
        page: Annotated[int, PathParam(ge=1, description="1-based page number")],
        highlight: Annotated[
            str, Query(max_length=2000, description="Quote to box on the page")
        ] = "",
        scale: Annotated[float, Query(ge=0.5, le=3.0, description="1.0 = 72 dpi")] = 1.5,
    ) -> Response:
        """The page rendered as PNG, every occurrence of ``highlight`` boxed. The header
        ``X-Highlight-Matches`` tells how many were found. A page too large to render at
        ``scale`` within the pixel limit is refused (422) with the largest scale that fits."""

        def render() -> RenderedPage:  # the look-ups too: nothing touches the store on the loop
            doc = parts.document(doc_id)
            if page > doc.pages:
                raise Problemish(404, "Unknown page", f"{doc.file_name} has {doc.pages} pages")
            return parts.renderer.render(pdf_on_disk(paths, doc), page, highlight, scale)

        rendered = await parts.answers.run(render)
        return Response(
            rendered.png,
            media_type="image/png",
            headers={
                "X-Highlight-Matches": str(rendered.matches),
                "Cache-Control": "private, max-age=86400",
            },
        )


def pdf_on_disk(paths: PdfPaths, doc: Document) -> Path:
    pdf = paths.find(doc)
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


# -- running -----------------------------------------------------------------------------


def app_from_env() -> FastAPI:
    """Factory for uvicorn workers: settings (database, token) from ``SPECPROOF_*``."""
    return create_app(settings=Settings())


async def _warm_up(library: Library) -> None:
    """Load the answering code, the embedding model and the device index before the first
    question, off the event loop: a worker takes connections once its start-up is done, so
    no client waits for them (the model alone is ~0.5 s)."""
    import anyio.to_thread

    try:
        await anyio.to_thread.run_sync(library.warm_up)
    except SpecproofError as exc:  # a worker that cannot warm up still answers (more slowly)
        log.warning("warm-up failed: %s", exc)


async def _limit_request_threads() -> None:
    import anyio.to_thread

    anyio.to_thread.current_default_thread_limiter().total_tokens = REQUEST_THREADS


def serve(db: str, host: str = "127.0.0.1", port: int = 8000, workers: int | None = None) -> None:
    """Run the API and web page with uvicorn (blocks until stopped); see web/serving.py.
    ``workers``: processes, one per core by default."""
    from specproof.web.serving import default_workers, run

    run(db, host, port, workers or default_workers())


__all__ = ["app_from_env", "create_app", "serve"]
