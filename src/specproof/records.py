"""Typed records that flow one way through the pipeline.

    PDF -> ParsedPdf(Page(Line, Block)) -> Chunk -> Fact -> Item -> Answer(+Trace)

Plain dataclasses: cheap to build in hot loops, easy to turn into JSON with
:func:`to_json_dict`. Numbers are never invented: a bound the datasheet does not
state stays ``None``.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, get_args

BBox = tuple[float, float, float, float]
"""(x0, top, x1, bottom) in PDF points, origin at the top-left of the page."""


class SectionKind(StrEnum):
    """What kind of datasheet section a block sits in. Validation depends on it."""

    ABS_MAX = "absolute_maximum"
    RECOMMENDED = "recommended_operating"
    ELECTRICAL = "electrical_characteristics"
    PIN = "pin_description"
    INTERFACE = "interface"
    TIMING = "timing"
    APPLICATION = "application"
    ORDERING = "ordering"
    PACKAGE = "package"
    STORAGE = "storage"
    FEATURES = "features"
    OTHER = "other"


BlockKind = Literal["heading", "paragraph", "list", "table"]


@dataclass(slots=True)
class Span:
    """A run of text on one visual line, with its horizontal extent."""

    text: str
    x0: float
    x1: float
    # [start, end) offsets in ``text`` of raised/lowered small glyphs (footnote marks,
    # sub/superscripts) whose line other extractors (pdftotext) may place them on; an
    # empty range marks where such a glyph was moved to a line of its own.
    unsure: list[tuple[int, int]] = field(default_factory=list)


@dataclass(slots=True)
class Line:
    """One visual line of a page: spans sorted left to right.

    ``text`` joins the spans with single spaces. It is built to read like the
    same line of ``pdftotext -layout`` so that quotes cut from it can be found
    again on the page by anyone.
    """

    text: str
    bbox: BBox
    spans: list[Span] = field(default_factory=list)
    size: float = 0.0  # dominant font size, for heading detection
    bold: bool = False
    hidden: bool = False  # invisible render mode, white or tiny text


@dataclass(slots=True)
class Block:
    """A heading, paragraph, list item or table on one page."""

    page: int  # 1-based
    kind: BlockKind
    text: str  # Markdown for tables, plain text otherwise
    bbox: BBox
    lines: list[str] = field(default_factory=list)  # the visual lines it was built from
    cells: list[list[str]] | None = None  # tables only: rows of cells, header row(s) first
    header_rows: int = 0  # tables only: how many leading rows of ``cells`` are header
    level: int = 0  # headings only: 1 = top
    section: SectionKind = SectionKind.OTHER
    heading_path: tuple[str, ...] = ()


@dataclass(slots=True)
class Page:
    number: int  # 1-based
    width: float
    height: float
    lines: list[Line] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


@dataclass(slots=True)
class ParsedPdf:
    pages: list[Page]
    title: str = ""
    metadata: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)  # e.g. "hidden text on page 3"


@dataclass(slots=True)
class Identity:
    """Who a datasheet is about: used to link questions to documents."""

    device: str  # main part number, e.g. "BME280"
    aliases: list[str] = field(default_factory=list)  # other names and variants
    manufacturer: str | None = None


@dataclass(slots=True)
class SourceFile:
    """Where a document's PDF was ingested from, and the file's size and modification time then
    (a path is trusted only while they are unchanged)."""

    path: str
    size: int
    mtime_ns: int


@dataclass(slots=True)
class Document:
    id: str  # SHA-256 of the file bytes
    file_name: str
    device: str
    aliases: list[str] = field(default_factory=list)
    manufacturer: str | None = None
    pages: int = 0
    chunks: int = 0
    facts: int = 0
    title: str = ""
    warnings: list[str] = field(default_factory=list)
    ingested_at: str = ""
    # As the sheet states them on its first pages ("Rev. 1.6", "September 2018"); None when
    # it does not: several documents may cover one part, and these tell them apart.
    revision: str | None = None
    date: str | None = None
    source: SourceFile | None = None  # None for uploads (kept by hash) and unknown origins


@dataclass(slots=True)
class Chunk:
    id: str  # f"{doc_id[:16]}:{ordinal}"
    doc_id: str
    ordinal: int
    text: str  # heading path prefixed
    page_start: int
    page_end: int
    section: SectionKind = SectionKind.OTHER
    heading_path: tuple[str, ...] = ()
    prev_id: str | None = None
    next_id: str | None = None


@dataclass(slots=True)
class SearchHit:
    chunk: Chunk
    score: float
    file_name: str = ""
    device: str = ""
    lexical_rank: int | None = None
    dense_rank: int | None = None
    # Set by the reading order of Library.search: the query terms the passage contains and
    # what it reads as ("prose", "table", "code", "register map").
    matched_terms: list[str] = field(default_factory=list)
    kind: str = ""


@dataclass(slots=True)
class Source:
    doc: str  # file name of the PDF
    page: int  # 1-based
    quote: str  # exact text of that page the value was read from


# the bounds a datasheet row states, in the order a parameter table writes them, and every
# number a fact may hold: those bounds and a single stated value
BOUNDS: tuple[str, ...] = ("min", "typ", "max")
NUMBERS: tuple[str, ...] = (*BOUNDS, "value")


@dataclass(slots=True)
class Fact:
    """One structured specification read from a datasheet.

    ``min``/``typ``/``max``/``value`` are in ``unit`` as written; ``si_*`` hold
    the same numbers in SI base units (V, A, Hz, s, degC, ...) for comparisons.
    """

    device: str
    field: str  # a name from fields.json
    source: Source
    variant: str | None = None
    quantity: str | None = None
    min: float | None = None
    typ: float | None = None
    max: float | None = None
    value: float | None = None
    values: list[str] | None = None
    unit: str | None = None
    raw: str = ""  # value text as written, e.g. "2.7V~5.5V"
    si_min: float | None = None
    si_typ: float | None = None
    si_max: float | None = None
    si_value: float | None = None
    dimension: str | None = None  # "voltage", "current", ... or "set"
    expr_max: str | None = None  # symbolic bound kept as written, e.g. "VDD+0.3"
    expr_min: str | None = None
    condition: str = ""
    section: SectionKind = SectionKind.OTHER
    symbol: str | None = None
    extractor: str = ""
    confidence: float = 1.0
    doc_id: str = ""
    id: int | None = None  # store row id, once stored

    def bounds(self) -> dict[str, float]:
        """The numbers the datasheet states, by bound name."""
        return {name: getattr(self, name) for name in NUMBERS if getattr(self, name) is not None}


Verdict = Literal["compatible", "incompatible", "insufficient_evidence"]
VERDICTS: tuple[str, ...] = get_args(Verdict)

AnswerMode = Literal["full", "no-validation", "no-rules", "topk"]
"""The full method, the paper's two ablations, and the top-k RAG baseline (needs an LLM)."""
ANSWER_MODES: tuple[str, ...] = get_args(AnswerMode)


@dataclass(slots=True)
class Item:
    """One answer item, in the ITEM shape of the benchmark FORMAT plus its source."""

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
    source: Source | None = None
    variant: str | None = None


@dataclass(slots=True)
class TraceStep:
    step: str  # "route", "gather", "validate", "retrieve", "rule", "answer"
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Trace:
    steps: list[TraceStep] = field(default_factory=list)

    def add(self, step: str, **detail: Any) -> None:
        self.steps.append(TraceStep(step, detail))


@dataclass(slots=True)
class RuleOutcome:
    rule: str  # e.g. "power.rail_in_supply_range"
    passed: bool | None  # None = could not be evaluated (missing fact)
    reason: str


@dataclass(slots=True)
class NearMiss:
    """Evidence close to what was asked that was not accepted, and why: an abstention shows
    it so the reader can open the page and judge for themselves."""

    device: str
    field: str
    value: str  # what the row or passage says, as read
    source: Source
    why: str  # why it was not accepted


@dataclass(slots=True)
class Answer:
    question: str
    verdict: Verdict | None
    items: list[Item] = field(default_factory=list)
    text: str = ""
    rules: list[RuleOutcome] = field(default_factory=list)
    trace: Trace = field(default_factory=Trace)
    mode: str = "full"
    reason: str | None = None  # why evidence was insufficient
    assumptions: list[str] = field(default_factory=list)  # what a verdict assumed, not read
    closest: list[NearMiss] = field(default_factory=list)  # an abstention's nearest evidence

    def prediction(self, question_id: str, latency_ms: float | None = None) -> dict[str, Any]:
        """The prediction line of the benchmark FORMAT."""
        out: dict[str, Any] = {
            "id": question_id,
            "answer": {"verdict": self.verdict, "items": [item_dict(i) for i in self.items]},
            "text": self.text,
        }
        if latency_ms is not None:
            out["latency_ms"] = round(latency_ms, 3)
        return out


# the keys of an ITEM of the benchmark FORMAT, each an attribute of Item and Fact alike
ITEM_KEYS = ("device", "field", "quantity", *NUMBERS, "values", "unit", "condition")


def item_dict(item: Item) -> dict[str, Any]:
    out = {key: getattr(item, key) for key in ITEM_KEYS}
    if item.variant:
        out["variant"] = item.variant
    if item.source:
        out["source"] = dataclasses.asdict(item.source)
    return out


def fact_dict(fact: Fact) -> dict[str, Any]:
    """A fact in the ITEM shape of the benchmark FORMAT, plus variant, section, symbol, source."""
    data: dict[str, Any] = {key: getattr(fact, key) for key in ITEM_KEYS}
    data.update(
        variant=fact.variant,
        section=str(fact.section),
        symbol=fact.symbol,
        source=dataclasses.asdict(fact.source),
    )
    if fact.expr_max or fact.expr_min:
        data["expr"] = {"min": fact.expr_min, "max": fact.expr_max}
    return data


def to_json_dict(record: Any) -> Any:
    """Any record (or list of records) as JSON-ready data."""
    if isinstance(record, list):
        return [to_json_dict(r) for r in record]
    if isinstance(record, Item):
        return item_dict(record)
    if dataclasses.is_dataclass(record) and not isinstance(record, type):
        return dataclasses.asdict(record)
    return record


def alnum_key(text: str) -> str:
    """Lower-case letters and digits only: texts compared without case, space or marks."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def device_key(name: str) -> str:
    """Case- and punctuation-insensitive device key: "AMS-1117" and "ams1117" are one device."""
    return re.sub(r"[^A-Z0-9]", "", name.upper())


def names_device(doc: Document, name: str) -> bool:
    """Whether ``doc`` is about ``name``: its device or one of its aliases, by device key."""
    wanted = device_key(name)
    return bool(wanted) and any(device_key(n) == wanted for n in [doc.device, *doc.aliases])
