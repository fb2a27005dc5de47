"""The write endpoints: upload, replace, delete and re-extract a document.

Every one of them needs the server's token (see :mod:`specproof.web.auth`; the
``WriteGuard`` middleware checks it before any body is read). A client-supplied file name
never replaces or deletes anything: replacing takes ``PUT /documents/{id}``, which names
the document by its id.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import FastAPI, File, Response, UploadFile
from fastapi.responses import JSONResponse

from specproof.ingest import IngestResult
from specproof.web.parts import AppParts, DocId
from specproof.web.problems import Problemish, problem
from specproof.web.schemas import DocumentOut, IngestOut, document_out, ingest_out
from specproof.web.uploads import UploadRejected, drop_upload, save_upload

WRITE_RESPONSES: dict[int | str, dict[str, Any]] = {
    code: {"content": {"application/problem+json": {}}}
    for code in (401, 403, 404, 409, 413, 415, 422, 503)
}
PdfFile = Annotated[UploadFile, File(description="A datasheet PDF")]


def add_write_routes(app: FastAPI, parts: AppParts, upload_bytes: int) -> None:
    @app.post(
        "/documents",
        response_model=IngestOut,
        status_code=201,
        responses={200: {"model": IngestOut, "description": "Already in the library"}}
        | WRITE_RESPONSES,
        tags=["documents"],
    )
    async def upload_document(response: Response, file: PdfFile) -> IngestOut:
        """Upload and ingest one PDF (needs ``Authorization: Bearer <token>``). It is kept as
        ``uploads/<sha256>.pdf``; the original file name, sanitised, is its display name. A
        name another document has never replaces it: the upload gets a name of its own."""
        return await parts.uploads.run(_ingest, parts, file, upload_bytes, response, None)

    @app.put(
        "/documents/{doc_id}",
        response_model=IngestOut,
        responses=WRITE_RESPONSES,
        tags=["documents"],
    )
    async def replace_document(doc_id: DocId, response: Response, file: PdfFile) -> IngestOut:
        """Replace document ``doc_id`` by a new PDF, atomically (needs the token)."""
        old = parts.document(doc_id)
        return await parts.uploads.run(_ingest, parts, file, upload_bytes, response, old.id)

    @app.delete(
        "/documents/{doc_id}", status_code=204, responses=WRITE_RESPONSES, tags=["documents"]
    )
    def delete_document(doc_id: DocId) -> Response:
        """Delete a document, its facts and passages, and its uploaded PDF (needs the token)."""
        doc = parts.document(doc_id)
        parts.library.store.delete_document(doc.id)
        drop_upload(parts.library, parts.paths, doc.id)
        return Response(status_code=204)

    @app.post(
        "/documents/{doc_id}/reextract",
        response_model=DocumentOut,
        responses=WRITE_RESPONSES,
        tags=["documents"],
    )
    async def reextract_document(doc_id: DocId) -> DocumentOut:
        """Extract the document's identity and facts again from its stored pages (needs the
        token)."""
        doc = parts.document(doc_id)
        await parts.uploads.run(parts.library.reextract, doc_id=doc.id)
        again = parts.document(doc.id)
        return document_out(again, parts.paths.find(again) is not None)


def _ingest(
    parts: AppParts, file: UploadFile, max_bytes: int, response: Response, replaces: str | None
) -> IngestOut | JSONResponse:
    try:
        saved = save_upload(file.file, file.filename or "", parts.paths.uploads_dir, max_bytes)
    except UploadRejected as exc:
        raise Problemish(exc.status, exc.title, str(exc)) from exc
    result = saved.ingest(parts.library, parts.paths, replaces)
    out = ingest_out(result)
    if result.rejected or result.status == "failed":
        return _rejected(result, out)
    if replaces and result.status == "unchanged" and result.sha256 != replaces:
        return problem(
            409,
            "Conflict",
            f"these bytes are already stored as document {result.sha256}; nothing was replaced",
            result=out.model_dump(),
        )
    if result.status in ("unchanged", "replaced"):
        response.status_code = 200
    return out


def _rejected(result: IngestResult, out: IngestOut) -> JSONResponse:
    status = {"rejected:too_large": 413, "rejected:not_pdf": 415}.get(result.status, 422)
    detail = f"{out.file}: {result.status}" + (f" ({result.message})" if result.message else "")
    return problem(status, "Document rejected", detail, result=out.model_dump())
