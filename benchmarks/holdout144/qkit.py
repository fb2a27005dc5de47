"""Helpers for the hundred-and-forty-fourth hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``). A fact
is an (items, evidence) pair whose quotes a reviewer can find on the cited page; facts
used by several questions live in facts.py, so a compatibility reference lists exactly
the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

TW, KU, TR, KG = "TWD4612", "KUS-47", "TRL-63", "KGD6360"
VP, KI, DC, LG = "VPM-612", "KIM3236", "DCW-24", "LGX4701"
DOC = {
    TW: "twd4612.pdf",
    KU: "kus-47.pdf",
    TR: "trl-63.pdf",
    KG: "kgd6360.pdf",
    VP: "vpm-612.pdf",
    KI: "kim3236.pdf",
    DC: "dcw-24.pdf",
    LG: "lgx4701.pdf",
}
# version, grade and ordering names used in items map to their family's sheet
FAMILY = {
    "TWD4612-0": TW,
    "TWD4612-1": TW,
    "KUS-47W": KU,
    "TRL-63E": TR,
    "TRL-63U": TR,
    "KGD6360E": KG,
    "VPM-612M": VP,
    "KIM3236A": KI,
    "KIM3236B": KI,
    "DCW-24L": DC,
    "DCW-24PA": DC,
    "LGX4701H": LG,
}


def it(
    device: str,
    field: str,
    unit: str | None = None,
    *,
    lo: float | None = None,
    typ: float | None = None,
    hi: float | None = None,
    value: float | None = None,
    values: list[str] | None = None,
    quantity: str | None = None,
    condition: str = "",
) -> Item:
    """One reference item in the FORMAT.md shape."""
    return {
        "device": device,
        "field": field,
        "quantity": quantity,
        "min": lo,
        "typ": typ,
        "max": hi,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": condition,
    }


def ev(device: str, page: int, quote: str) -> dict[str, Any]:
    return {"doc": DOC[FAMILY.get(device, device)], "page": page, "quote": quote}


def join(*facts: Fact) -> Fact:
    """Several facts as one reference: items and evidence concatenated, duplicates dropped."""
    items: list[Item] = []
    evidence: list[dict[str, Any]] = []
    for fact_items, fact_evidence in facts:
        items += [i for i in fact_items if i not in items]
        evidence += [e for e in fact_evidence if e not in evidence]
    return items, evidence


def q(
    kind: str,
    number: int,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[Item],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    """One question line; ids read h144-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h144-{kind}-{difficulty[0]}-{number:02d}",
        "difficulty": difficulty,
        "type": qtype,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
    }
    if note:
        row["note"] = note
    QUESTIONS.append(row)
