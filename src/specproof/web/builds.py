"""Whole-build checks over HTTP: ``POST /check`` (JSON) and the ``/check`` page.

The page is a form: paste a build file (TOML), get the report with every cited page
rendered by the app's page viewer (the quote boxed). The JSON endpoint returns the report
of ``specproof check --json``, each citation with its ``page_image`` and ``pdf_url``.
A build file with mistakes is a 422 problem listing each one as ``line: message``.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, Response
from pydantic import BaseModel, Field

from specproof.build import BuildFileError, Report, check_build, parse_build
from specproof.build.render import CSS, report_body
from specproof.records import Source
from specproof.web.schemas import doc_id_resolver, source_out

if TYPE_CHECKING:
    from collections.abc import Callable

    from specproof.build.report import Citation
    from specproof.library import Library

MAX_BUILD_CHARS = 100_000


class CheckRequest(BaseModel):
    build: str = Field(min_length=1, max_length=MAX_BUILD_CHARS, description="A build file (TOML)")
    name: str = Field("build.toml", max_length=200, description="Its name, for the messages")


class _BadBuild(HTTPException):
    title = "Bad build file"


def add_build_routes(app: FastAPI, library: Library) -> None:
    embedder = library._query_embedder  # the embedder questions use: the same answers

    def run(text: str, name: str) -> Report:
        try:
            return check_build(parse_build(text, name), library.store, embedder)
        except BuildFileError as exc:
            raise _BadBuild(422, "; ".join(exc.problems)) from None

    @app.post("/check", tags=["builds"])
    def check(body: CheckRequest) -> dict[str, Any]:
        """Check a whole build against the datasheets: one row per check (pass / fail /
        unknown, why, cited facts), and the overall result."""
        report = run(body.build, body.name)
        data = report.to_dict()
        links = _links(library)
        for row in data["checks"]:
            for cited in row["cited"]:
                cited.update(links(cited))
        return data

    @app.get("/check", response_class=HTMLResponse, include_in_schema=False)
    def check_page() -> HTMLResponse:
        return HTMLResponse(_page(_FORM))

    @app.post("/check/report", response_class=HTMLResponse, include_in_schema=False)
    def check_report(
        build: Annotated[str, Form(max_length=MAX_BUILD_CHARS)],
    ) -> HTMLResponse:
        try:
            report = check_build(parse_build(build, "build.toml"), library.store, embedder)
        except BuildFileError as exc:
            items = "".join(f"<li>{html.escape(p)}</li>" for p in exc.problems)
            return HTMLResponse(_page(f"<h1>Bad build file</h1><ul>{items}</ul>{_FORM}"), 422)
        links = _links(library)
        body = report_body(report, lambda c: links(_as_dict(c)).get("page_image"))
        return HTMLResponse(_page(body))

    @app.get("/check/report.css", include_in_schema=False)
    def report_css() -> Response:
        return Response(CSS, media_type="text/css")


def _links(library: Library) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A citation's page image (quote boxed) and PDF links, as the answers carry them."""
    doc_id_of = doc_id_resolver(library.store)

    def links(cited: dict[str, Any]) -> dict[str, Any]:
        out = source_out(Source(cited["doc"], cited["page"], cited["quote"]), doc_id_of)
        return {"page_image": out.page_image, "pdf_url": out.pdf_url}

    return links


def _as_dict(c: Citation) -> dict[str, Any]:
    return {"doc": c.doc, "page": c.page, "quote": c.quote}


_FORM = """
<form method=post action="/check/report">
<label for=build>A build file (TOML: parts, rails, buses, connections; see the README)</label>
<textarea id=build name=build rows=24 cols=100 required></textarea>
<p><button type=submit>Check the build</button></p>
</form>
"""


def _page(body: str) -> str:
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<title>specproof — check a build</title>"
        "<link rel=stylesheet href='/check/report.css'></head><body>"
        "<p><a href='/'>specproof</a> · check a whole build</p>"
        f"{body}</body></html>"
    )
