"""Helpers for the hundred-and-fifty-second hold-out set's questions.

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

KB, ZP, TK, GQ = "KBX-23", "ZPS-04", "TKM-12", "GQD6312"
MV, MZ, QN, NP = "MVQ-501", "MZR-2A", "QNM-60", "NPX7110"
DOC = {
    KB: "kbx-23.pdf",
    ZP: "zps-04.pdf",
    TK: "tkm-12.pdf",
    GQ: "gqd6312.pdf",
    MV: "mvq-501.pdf",
    MZ: "mzr-2a.pdf",
    QN: "qnm-60.pdf",
    NP: "npx7110.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "KBX-23H": KB,
    "ZPS-04L": ZP,
    **{v: TK for v in ("TKM-12S", "TKM-12L")},
    **{v: GQ for v in ("GQD6312A", "GQD6312-00T", "GQD6312-01T", "GQD6312-10T", "GQD6312-11T")},
    "MVQ-501M": MV,
    **{v: MZ for v in ("MZR-2A-05", "MZR-2A-12")},
    **{v: QN for v in ("QNM-60T", "QNM-60-BB")},
    "NPX7110E": NP,
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
    """One question line; ids read h152-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h152-{kind}-{difficulty[0]}-{number:02d}",
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
