"""Helpers for the hundred-and-thirtieth hold-out set's questions.

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

FB, OP, BZ, BH = "FBQ-30N", "OPV6628", "BZK2451", "BHX-22M"
LU, LR, TK, MZ = "LUW-31", "LRV-05", "TKA4614", "MZC4072"
DOC = {
    FB: "fbq-30n.pdf",
    OP: "opv6628.pdf",
    BZ: "bzk2451.pdf",
    BH: "bhx-22m.pdf",
    LU: "luw-31.pdf",
    LR: "lrv-05.pdf",
    TK: "tka4614.pdf",
    MZ: "mzc4072.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "FBQ-30N-HV": FB,
    **{v: BZ for v in ("BZK2451-50", "BZK2451-33", "BZK2451-AD")},
    "BHX-22": BH,
    "LUW-31U": LU,
    "LRV-05A": LR,
    **{v: MZ for v in ("MZC4072-42", "MZC4072-435")},
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
    """One question line; ids read h130-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h130-{kind}-{difficulty[0]}-{number:02d}",
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
