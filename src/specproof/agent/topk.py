"""The paper's top-k RAG baseline (mode ``topk``): the ten best chunks handed to a
language model, its reply taken as it is. No validation, no rules: the comparison point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from specproof.errors import LLMUnavailable
from specproof.records import VERDICTS, Answer, Item, Source, Trace

if TYPE_CHECKING:
    from specproof.embed import Embedder
    from specproof.llm import LLM
    from specproof.store import Store


def topk_answer(question: str, store: Store, embedder: Embedder | None, llm: LLM | None) -> Answer:
    """The paper's baseline: top-10 chunks handed to a language model, no validation."""
    if llm is None:
        raise LLMUnavailable("mode 'topk' needs a language model; none is configured")
    from specproof import retrieve

    trace = Trace()
    hits = retrieve.hybrid_search(store, embedder, question, 10)
    trace.add("retrieve", chunks=[h.chunk.id for h in hits])
    context = "\n\n".join(f"[{h.file_name} p.{h.chunk.page_start}]\n{h.chunk.text}" for h in hits)
    reply = llm.complete_json(TOPK_PROMPT, f"Context:\n{context}\n\nQuestion: {question}")
    reply = reply if isinstance(reply, dict) else {}
    verdict = reply.get("verdict")
    if verdict not in VERDICTS:
        verdict = None
    items = [i for i in map(_topk_item, reply.get("items") or []) if i is not None]
    text = str(reply.get("text", ""))
    trace.add("answer", verdict=verdict, items=len(items))
    return Answer(question, verdict, items, text, [], trace, "topk")


TOPK_PROMPT = (
    "Answer the question about device datasheets using only the context. Reply as JSON: "
    '{"verdict": null | "compatible" | "incompatible" | "insufficient_evidence", '
    '"items": [{"device": str, "field": str, "quantity": str|null, "min": number|null, '
    '"typ": number|null, "max": number|null, "value": number|null, "values": [str]|null, '
    '"unit": str|null, "condition": str, "doc": str, "page": int, "quote": str}], "text": str}'
)


def _topk_item(raw: Any) -> Item | None:
    if not isinstance(raw, dict) or not raw.get("device") or not raw.get("field"):
        return None

    def num(key: str) -> float | None:
        value = raw.get(key)
        return (
            float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None
        )

    source = None
    if raw.get("doc") and isinstance(raw.get("page"), int):
        source = Source(str(raw["doc"]), raw["page"], str(raw.get("quote") or ""))
    values = raw.get("values")
    return Item(
        device=str(raw["device"]),
        field=str(raw["field"]),
        quantity=raw.get("quantity") if isinstance(raw.get("quantity"), str) else None,
        min=num("min"),
        typ=num("typ"),
        max=num("max"),
        value=num("value"),
        values=[str(v) for v in values] if isinstance(values, list) else None,
        unit=raw.get("unit") if isinstance(raw.get("unit"), str) else None,
        condition=str(raw.get("condition") or ""),
        source=source,
    )
