"""Helpers for the hundred-and-thirty-fourth hold-out set's questions.

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

DX, EH, SH, XB = "DXU-34", "EHL7021", "SHB-2R5", "XBK6330"
PK, FT, VQ, PL = "PKT6112", "FTS-M41", "VQA4955", "PLB-25U"
DOC = {
    DX: "dxu-34.pdf",
    EH: "ehl7021.pdf",
    SH: "shb-2r5.pdf",
    XB: "xbk6330.pdf",
    PK: "pkt6112.pdf",
    FT: "fts-m41.pdf",
    VQ: "vqa4955.pdf",
    PL: "plb-25u.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: DX for v in ("DXU-34C", "DXU-34M")},
    "EHL7021L": EH,
    "SHB-2R5L": SH,
    **{v: XB for v in ("XBK6330-33", "XBK6330-ADJ")},
    "FTS-M41G": FT,
    **{v: VQ for v in ("VQA4955K", "VQA4955J")},
    **{v: PL for v in ("PLB-25U-M", "PLB-25U-B")},
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
    """One question line; ids read h134-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h134-{kind}-{difficulty[0]}-{number:02d}",
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
