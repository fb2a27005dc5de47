"""Helpers for the hundred-and-forty-eighth hold-out set's questions.

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

BY, SN, JB, KS = "BYS3170", "SNG-16", "JBT2481", "KSB-270"
WV, TA, LC, AB = "WVR-926", "TAM1612", "LCS-08", "ABY-S201"
DOC = {
    BY: "bys3170.pdf",
    SN: "sng-16.pdf",
    JB: "jbt2481.pdf",
    KS: "ksb-270.pdf",
    WV: "wvr-926.pdf",
    TA: "tam1612.pdf",
    LC: "lcs-08.pdf",
    AB: "aby-s201.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "BYS3171": BY,
    "SNG-32": SN,
    **{v: JB for v in ("JBT2481F", "JBT2481ESA")},
    "KSB-270P": KS,
    **{v: WV for v in ("WVR-926L", "WVR-926H")},
    "TAM1612D": TA,
    "LCS-08R": LC,
    **{v: AB for v in ("ABY-S201L", "ABY-S201H")},
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
    """One question line; ids read h148-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h148-{kind}-{difficulty[0]}-{number:02d}",
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
