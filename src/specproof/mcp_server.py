"""MCP server: lets coding assistants ask specproof about the ingested datasheets.

``specproof mcp`` speaks JSON-RPC over stdio. Nothing but protocol goes to
stdout: logs and warnings go to stderr. Every tool is read-only and goes
through :class:`specproof.Library`; answers carry their cited sources.
Works with the ``mcp`` SDK 2.x (``MCPServer``) and 1.x (``FastMCP``).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import anyio

from specproof.errors import SpecproofError
from specproof.library import Library
from specproof.records import Answer, AnswerMode, Document, Fact, SearchHit, fact_dict
from specproof.web.schemas import answer_out, doc_id_resolver

try:  # mcp >= 2
    from mcp.server.mcpserver import MCPServer as _Server
    from mcp.server.mcpserver.exceptions import ToolError
except ImportError:  # mcp 1.x
    from mcp.server.fastmcp import FastMCP as _Server  # type: ignore[no-redef]
    from mcp.server.fastmcp.exceptions import ToolError  # type: ignore[no-redef]
from mcp.types import ToolAnnotations

log = logging.getLogger(__name__)

Mode = AnswerMode
READ_ONLY = ToolAnnotations(readOnlyHint=True, idempotentHint=True, openWorldHint=False)
INSTRUCTIONS = (
    "specproof answers questions about electronic device datasheets with cited evidence "
    "(document, page, exact quote) and judges compatibility with deterministic rules. "
    "A verdict 'insufficient_evidence' means the datasheets do not support an answer: "
    "do not guess beyond it. Use list_devices to see which datasheets are loaded."
)


def build_server(library: Library) -> Any:
    """The MCP server with its six tools, over one library."""
    server = _Server(name="specproof", instructions=INSTRUCTIONS)

    @server.tool(annotations=READ_ONLY)
    def ask(question: str, mode: Mode = "full") -> dict[str, Any]:
        """Answer a question about the ingested datasheets (specifications, comparisons,
        compatibility). Returns verdict, answer text, items with cited sources, rule outcomes,
        the reason of an abstention and the trace. mode: full | no-validation | no-rules | topk."""
        return _answer(library, _call(library.ask, question, mode=mode))

    @server.tool(annotations=READ_ONLY)
    def check_compatibility(device_a: str, device_b: str, setup: str = "") -> dict[str, Any]:
        """Can device_a be connected to / powered with device_b? ``setup`` describes how
        (e.g. "BME280 powered from the AMS1117-3.3 output", "echo pin to a 3.3 V GPIO").
        Returns compatible / incompatible / insufficient_evidence with the rules and cited facts."""
        question = f"Is the {device_a} compatible with the {device_b}?"
        if setup.strip():
            question += f" Setup: {setup.strip()}"
        return _answer(library, _call(library.ask, question))

    @server.tool(annotations=READ_ONLY)
    def get_specs(device: str, field: str | None = None) -> list[dict[str, Any]]:
        """Structured specification facts of a device (optionally one field, e.g.
        supply_voltage, i2c_address), each with value, unit, condition and cited source."""
        return [_fact(f) for f in _call(library.facts, device, field or None)]

    @server.tool(annotations=READ_ONLY)
    def search_datasheets(
        query: str, device: str | None = None, k: int = 8
    ) -> list[dict[str, Any]]:
        """Full-text + semantic search over datasheet passages (optionally one device's)."""
        k = max(1, min(k, 30))
        hits = _call(library.search, query, device=device or None, k=k)
        return [_hit(h, rank) for rank, h in enumerate(hits, 1)]

    @server.tool(annotations=READ_ONLY)
    def check_build(build: str) -> dict[str, Any]:
        """Check a whole build (a TOML build file: parts, rails, buses, connections; see
        the README) against the datasheets. Returns the overall result (passes / fails /
        cannot confirm) and one row per check: pass / fail / unknown, why, cited facts."""
        from specproof.build import BuildFileError, parse_build
        from specproof.build import check_build as judge_build

        try:
            built = parse_build(build, "build.toml")
        except BuildFileError as exc:
            raise ToolError("; ".join(exc.problems)) from exc
        return _call(judge_build, built, library.store).to_dict()

    @server.tool(annotations=READ_ONLY)
    def list_devices() -> list[dict[str, Any]]:
        """The devices whose datasheets are in the library, with aliases, file names and each
        sheet's maker, revision and date (several sheets may cover one device)."""
        return [_document(d) for d in library.documents()]

    return server


def run_mcp(db: str) -> None:
    """Serve MCP on stdio until the client closes the connection. Every line gets an answer
    or a JSON-RPC error (see :mod:`specproof.mcp_stdio`)."""
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, force=True)
    library = Library(db)
    try:
        anyio.run(_serve_checked, build_server(library))
    finally:
        library.close()


async def _serve_checked(server: Any) -> None:
    from specproof.mcp_stdio import checked_stdio

    # The SDK's low-level server: ``_lowlevel_server`` in 2.x, ``_mcp_server`` in 1.x.
    lowlevel = getattr(server, "_lowlevel_server", None) or server._mcp_server
    async with checked_stdio() as (read, write):
        await lowlevel.run(read, write, lowlevel.create_initialization_options())


# -- shaping results ------------------------------------------------------------------------


def _call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Library errors become tool errors whose message reaches the client (other exceptions
    are reported by the SDK without details)."""
    try:
        return fn(*args, **kwargs)
    except SpecproofError as exc:
        raise ToolError(str(exc)) from exc


def _answer(library: Library, answer: Answer) -> dict[str, Any]:
    """The answer shape of the HTTP API and ``specproof ask --json`` (no HTTP links here)."""
    return answer_out(answer, doc_id_resolver(library.store), links=False).model_dump(mode="json")


def _fact(f: Fact) -> dict[str, Any]:
    return {k: v for k, v in fact_dict(f).items() if v not in (None, "")}


def _hit(h: SearchHit, rank: int) -> dict[str, Any]:
    return {
        "rank": rank,
        "doc": h.file_name,
        "device": h.device,
        "pages": [h.chunk.page_start, h.chunk.page_end],
        "section": str(h.chunk.section),
        "kind": h.kind,
        "matched_terms": h.matched_terms,
        "score": round(h.score, 6),
        "text": h.chunk.text,
    }


def _document(d: Document) -> dict[str, Any]:
    return {
        "device": d.device,
        "aliases": d.aliases,
        "manufacturer": d.manufacturer,
        "revision": d.revision,
        "date": d.date,
        "file": d.file_name,
        "pages": d.pages,
        "facts": d.facts,
        "id": d.id,
    }


if __name__ == "__main__":  # python -m specproof.mcp_server DB
    run_mcp(sys.argv[1] if len(sys.argv) > 1 else "specproof.db")
