"""Helpers for the hundred-and-twentieth hold-out set's questions.

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

US, DA, LD, SD = "OKV-US72", "SMR7612", "EYR6150", "QRS-SD47"
BL, NT, DD, FL = "MRM-B54", "LPE-NT10", "HDS6733", "CXF-201"
DOC = {
    US: "okv-us72.pdf",
    DA: "smr7612.pdf",
    LD: "eyr6150.pdf",
    SD: "qrs-sd47.pdf",
    BL: "mrm-b54.pdf",
    NT: "lpe-nt10.pdf",
    DD: "hds6733.pdf",
    FL: "cxf-201.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "OKV-US72S": US,
    "SMR7611": DA,
    "EYR6150-33": LD,
    "EYR6150-33M5": LD,
    "EYR6150-33P5": LD,
    "QRS-SD47H": SD,
    "MRM-B54P": BL,
    "MRM-B54U": BL,
    "LPE-NT10-5": NT,
    "LPE-NT10-3": NT,
    "HDS6733L": DD,
    "CXF-201A": FL,
    "CXF-201B": FL,
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
    """One question line; ids read h120-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h120-{kind}-{difficulty[0]}-{number:02d}",
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
