"""Useful abstentions and honest verdicts: the nearest evidence an abstention saw (rows
validation turned down, passages retrieval found) and the assumptions a verdict made.

An abstention that only says "insufficient evidence" leaves the reader nowhere; one that
shows the closest rows with their page, quote and the reason each was not accepted lets
them open the page and judge. A verdict that rests on something no datasheet states (a
tolerance around a nominal value) says so in words, apart from the datasheet values.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.records import Fact, NearMiss, RuleOutcome, Source

if TYPE_CHECKING:
    from specproof.agent.understand import DeviceMention
    from specproof.store import Store

CLOSEST = 3  # near misses an abstention shows
PASSAGE_CHARS = 240


def _value_text(fact: Fact) -> str:
    """What a row states: its bounds with their unit, else its values, else its raw text."""
    bounds = ", ".join(f"{k} {v:g}" for k, v in fact.bounds().items())
    value = f"{bounds} {fact.unit or ''}".strip() if bounds else ", ".join(fact.values or [])
    return value or fact.raw


def near_miss(fact: Fact, fld: str, why: str) -> NearMiss:
    return NearMiss(fact.device, fld, _value_text(fact), fact.source, why)


def describe_fact(fact: Fact) -> str:
    """What a rejected row said, for a reader of the trace: value, page and quote."""
    quote = fact.source.quote if len(fact.source.quote) <= 80 else fact.source.quote[:77] + "..."
    return f"{_value_text(fact)} ({fact.source.doc} p.{fact.source.page}: \u201c{quote}\u201d)"


def passages_read(
    store: Store, mention: DeviceMention, fld: str, chunk_ids: list[str]
) -> list[NearMiss]:
    """The passages retrieval found for a field no row states: where to read next."""
    out = []
    for chunk in store.chunks_by_id(chunk_ids):
        text = " ".join(chunk.text.split())
        excerpt = text if len(text) <= PASSAGE_CHARS else text[: PASSAGE_CHARS - 1] + "…"
        why = f"retrieved for the question; no {fld.replace('_', ' ')} value read in it"
        source = Source(mention.file_name, chunk.page_start, excerpt)
        out.append(NearMiss(mention.device, fld, "(passage)", source, why))
    return out


def closest_to(near: list[NearMiss], reason: str) -> list[NearMiss]:
    """Up to :data:`CLOSEST` near misses, those about a device and field the reason names
    first, one per source row."""
    wanted = [n for n in near if n.device in reason and n.field in reason]
    seen: set[tuple[str, int, str]] = set()
    out = []
    for n in wanted + [n for n in near if n not in wanted]:
        key = (n.source.doc, n.source.page, n.source.quote)
        if key in seen:
            continue
        seen.add(key)
        out.append(n)
        if len(out) == CLOSEST:
            break
    return out


def near_miss_text(closest: list[NearMiss]) -> str:
    if not closest:
        return ""
    lines = ["", "Closest evidence (not accepted):"]
    for n in closest:
        src = n.source
        lines.append(
            f"- {n.device} {n.field}: {n.value} ({src.doc} p.{src.page}: “{src.quote}”) — {n.why}"
        )
    return "\n".join(lines)


_ASSUMED = re.compile(r"\(assumed: ([^()]*)\)")


def assumptions_of(outcomes: list[RuleOutcome]) -> list[str]:
    """What the evaluated checks assumed (each says so in its reason), once each."""
    found = [
        m.group(1) for o in outcomes if o.passed is not None for m in _ASSUMED.finditer(o.reason)
    ]
    return list(dict.fromkeys(found))
