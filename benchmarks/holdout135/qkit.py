"""Helpers for the hundred-and-thirty-fifth hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``);
a fact is an (items, evidence) pair whose quotes a reviewer can find on the
cited page. Facts used by several questions live in facts.py, so a
compatibility reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

HJ, PK, VP, NI = "HJF3122", "PKB-51", "VPZ-18", "NIO5208"
ZN, AL, KR, WG = "ZNT6822", "ALB-388", "KRX-56", "WGM-724"
DOC = {
    HJ: "hjf3122.pdf",
    PK: "pkb-51.pdf",
    VP: "vpz-18.pdf",
    NI: "nio5208.pdf",
    ZN: "znt6822.pdf",
    AL: "alb-388.pdf",
    KR: "krx-56.pdf",
    WG: "wgm-724.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "HJF3122A": HJ,
    "PKB-51U": PK,
    "VPZ-18H": VP,
    "NIO5208A": NI,
    **{v: KR for v in ("KRX-5636", "KRX-5638", "KRX-5640", "KRX-5656")},
    "WGM-724F": WG,
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
    """One question line; ids read h135-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h135-{kind}-{difficulty[0]}-{number:02d}",
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
