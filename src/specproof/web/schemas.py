"""Response models of the HTTP API (they are the OpenAPI schema) and their builders.

Builders only copy fields out of :mod:`specproof.records`; they decide nothing.
:class:`AnswerOut` is the one answer shape of every front door: the HTTP API, ``specproof
ask --json`` and the MCP ``ask`` tools (the last two without the HTTP links). Importing this
module needs pydantic only.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from pydantic import BaseModel, Field

from specproof.config import MAX_QUESTION_CHARS
from specproof.records import (
    Answer,
    AnswerMode,
    Document,
    Fact,
    Item,
    SearchHit,
    Source,
    Verdict,
    to_json_dict,
)

if TYPE_CHECKING:
    from specproof.ingest import IngestResult
    from specproof.store import Store

Mode = AnswerMode


class AskRequest(BaseModel):
    question: str = Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        examples=["What is the I2C address of the BH1750?"],
    )
    mode: Mode = "full"


class SourceOut(BaseModel):
    doc: str = Field(description="File name of the cited PDF")
    page: int = Field(description="1-based page number")
    quote: str = Field(description="Exact text of that page the value was read from")
    doc_id: str | None = Field(None, description="SHA-256 of the PDF, for /documents/{id}/…")
    page_image: str | None = Field(
        None, description="URL of the page image, quote highlighted (HTTP API only)"
    )
    pdf_url: str | None = Field(None, description="URL of the PDF opened at the page (HTTP only)")


class ItemOut(BaseModel):
    device: str
    field: str
    quantity: str | None = None
    min: float | None = None
    typ: float | None = None
    max: float | None = None
    value: float | None = None
    values: list[str] | None = None
    unit: str | None = None
    condition: str = ""
    variant: str | None = None
    source: SourceOut | None = None


class RuleOut(BaseModel):
    rule: str
    passed: bool | None = Field(description="null: could not be evaluated (a fact was missing)")
    reason: str


class TraceStepOut(BaseModel):
    step: str
    detail: dict[str, Any] = {}


class NearMissOut(BaseModel):
    device: str
    field: str
    value: str = Field(description="what the row or passage says")
    source: SourceOut
    why: str = Field(description="why it was not accepted")


class AnswerOut(BaseModel):
    question: str
    verdict: Verdict | None
    text: str
    items: list[ItemOut]
    rules: list[RuleOut]
    trace: list[TraceStepOut]
    mode: str
    reason: str | None = None
    assumptions: list[str] = Field(
        default=[], description="what a verdict assumed that no datasheet states"
    )
    closest: list[NearMissOut] = Field(
        default=[], description="an abstention's nearest evidence and why it was not accepted"
    )


class DocumentOut(BaseModel):
    id: str = Field(description="SHA-256 of the PDF bytes")
    file_name: str
    device: str
    aliases: list[str]
    manufacturer: str | None
    pages: int
    chunks: int
    facts: int
    title: str
    warnings: list[str]
    ingested_at: str
    revision: str | None = Field(None, description="Revision as the sheet states it, if it does")
    date: str | None = Field(None, description="Date as the sheet states it, if it does")
    has_file: bool = Field(description="Whether the PDF is on disk (page images, download)")


class FactOut(BaseModel):
    device: str
    field: str
    variant: str | None = None
    quantity: str | None = None
    min: float | None = None
    typ: float | None = None
    max: float | None = None
    value: float | None = None
    values: list[str] | None = None
    unit: str | None = None
    raw: str = ""
    expr_min: str | None = None
    expr_max: str | None = None
    condition: str = ""
    section: str
    symbol: str | None = None
    source: SourceOut


class SearchHitOut(BaseModel):
    rank: int = Field(description="1 = best")
    doc: str
    doc_id: str
    device: str
    page_start: int
    page_end: int
    heading_path: list[str]
    section: str
    kind: str = Field(description="prose | table | code | register map")
    matched_terms: list[str] = Field(description="Query terms the passage contains")
    score: float = Field(description="Retrieval score (reciprocal rank fusion); only its order")
    text: str


class IngestOut(BaseModel):
    file: str = Field(description="Sanitised original file name (metadata only)")
    status: str = Field(description="ok | unchanged | replaced | rejected:<reason> | failed")
    sha256: str | None = None
    device: str | None = None
    pages: int = 0
    chunks: int = 0
    facts: int = 0
    seconds: float = 0.0
    message: str = ""
    document_url: str | None = None


class Problem(BaseModel):
    """RFC 9457 problem details."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str = ""


# -- builders ------------------------------------------------------------------------------

DocIdOf = Callable[[str], str | None]


def doc_id_resolver(store: Store) -> DocIdOf:
    """File name -> document id, memoised (sources cite file names); make one per request."""
    memo: dict[str, str | None] = {}

    def resolve(file_name: str) -> str | None:
        if file_name not in memo:
            doc = store.document_by_name(file_name)
            memo[file_name] = doc.id if doc else None
        return memo[file_name]

    return resolve


def source_out(source: Source, doc_id_of: DocIdOf, links: bool = True) -> SourceOut:
    """``links``: the HTTP API's page-image and PDF URLs (other front doors have no server)."""
    doc_id = doc_id_of(source.doc)
    out = SourceOut(doc=source.doc, page=source.page, quote=source.quote, doc_id=doc_id)
    if doc_id and links:
        highlight = urlencode({"highlight": source.quote})
        out.page_image = f"/documents/{doc_id}/pages/{source.page}.png?{highlight}"
        out.pdf_url = f"/documents/{doc_id}/file#page={source.page}"
    return out


def item_out(item: Item, doc_id_of: DocIdOf, links: bool = True) -> ItemOut:
    return ItemOut(
        device=item.device,
        field=item.field,
        quantity=item.quantity,
        min=item.min,
        typ=item.typ,
        max=item.max,
        value=item.value,
        values=item.values,
        unit=item.unit,
        condition=item.condition,
        variant=item.variant,
        source=source_out(item.source, doc_id_of, links) if item.source else None,
    )


def answer_out(answer: Answer, doc_id_of: DocIdOf, links: bool = True) -> AnswerOut:
    return AnswerOut(
        question=answer.question,
        verdict=answer.verdict,
        text=answer.text,
        items=[item_out(i, doc_id_of, links) for i in answer.items],
        rules=[RuleOut(rule=r.rule, passed=r.passed, reason=r.reason) for r in answer.rules],
        trace=[TraceStepOut(step=s.step, detail=jsonable(s.detail)) for s in answer.trace.steps],
        mode=answer.mode,
        reason=answer.reason,
        assumptions=list(answer.assumptions),
        closest=[
            NearMissOut(
                device=n.device,
                field=n.field,
                value=n.value,
                source=source_out(n.source, doc_id_of, links),
                why=n.why,
            )
            for n in answer.closest
        ],
    )


def document_out(doc: Document, has_file: bool) -> DocumentOut:
    return DocumentOut(
        id=doc.id,
        file_name=doc.file_name,
        device=doc.device,
        aliases=doc.aliases,
        manufacturer=doc.manufacturer,
        pages=doc.pages,
        chunks=doc.chunks,
        facts=doc.facts,
        title=doc.title,
        warnings=doc.warnings,
        ingested_at=doc.ingested_at,
        revision=doc.revision,
        date=doc.date,
        has_file=has_file,
    )


def fact_out(fact: Fact, doc_id_of: DocIdOf) -> FactOut:
    return FactOut(
        device=fact.device,
        field=fact.field,
        variant=fact.variant,
        quantity=fact.quantity,
        min=fact.min,
        typ=fact.typ,
        max=fact.max,
        value=fact.value,
        values=fact.values,
        unit=fact.unit,
        raw=fact.raw,
        expr_min=fact.expr_min,
        expr_max=fact.expr_max,
        condition=fact.condition,
        section=str(fact.section),
        symbol=fact.symbol,
        source=source_out(fact.source, lambda _name: fact.doc_id or doc_id_of(_name)),
    )


def hit_out(hit: SearchHit, rank: int) -> SearchHitOut:
    chunk = hit.chunk
    return SearchHitOut(
        rank=rank,
        doc=hit.file_name,
        doc_id=chunk.doc_id,
        device=hit.device,
        page_start=chunk.page_start,
        page_end=chunk.page_end,
        heading_path=list(chunk.heading_path),
        section=str(chunk.section),
        kind=hit.kind,
        matched_terms=hit.matched_terms,
        score=round(hit.score, 6),
        text=chunk.text,
    )


def ingest_out(result: IngestResult) -> IngestOut:
    ok = result.sha256 and not result.rejected and result.status != "failed"
    return IngestOut(
        file=result.file,
        status=result.status,
        sha256=result.sha256,
        device=result.device,
        pages=result.pages,
        chunks=result.chunks,
        facts=result.facts,
        seconds=result.seconds,
        message=result.message,
        document_url=f"/documents/{result.sha256}" if ok else None,
    )


def jsonable(data: Any) -> Any:
    """Trace details as plain JSON; records become objects, NaN becomes null, the rest text."""
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if data is None or isinstance(data, str | int | bool):
        return data
    if isinstance(data, dict):
        return {str(k): jsonable(v) for k, v in data.items()}
    if isinstance(data, list | tuple | set | frozenset):
        return [jsonable(v) for v in data]
    if dataclasses.is_dataclass(data) and not isinstance(data, type):
        return jsonable(to_json_dict(data))
    return str(data)
