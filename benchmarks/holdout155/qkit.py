"""Helpers for the hundred-and-fifty-fifth hold-out set's questions.

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

LW, VQ, GT, AF = "LWG2411", "VQT36", "GTP-1820", "AFX-6061"
RT, GB, DL, TT = "RTA1012", "GBY-SD35", "DLW-01", "TTB-28"
DOC = {
    LW: "lwg2411.pdf",
    VQ: "vqt36.pdf",
    GT: "gtp-1820.pdf",
    AF: "afx-6061.pdf",
    RT: "rta1012.pdf",
    GB: "gby-sd35.pdf",
    DL: "dlw-01.pdf",
    TT: "ttb-28.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "LWG2411E": LW,
    "VQT37": VQ,
    "GTP-1820S": GT,
    "AFX-6061S": AF,
    "RTA1016": RT,
    "GBY-SD35L": GB,
    "DLW-01U": DL,
    "TTB-28F": TT,
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
    """One question line; ids read h155-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h155-{kind}-{difficulty[0]}-{number:02d}",
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
