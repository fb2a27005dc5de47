"""Helpers for the hundred-and-thirty-sixth hold-out set's questions.

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

TM, CR, KS, RQ = "TMK8573", "CRP4110", "KSD-12F", "RQL6233"
CW, VL, XS, TG = "CWQ-10", "VLR-4510", "XSM-620", "TGP7960"
DOC = {
    TM: "tmk8573.pdf",
    CR: "crp4110.pdf",
    KS: "ksd-12f.pdf",
    RQ: "rql6233.pdf",
    CW: "cwq-10.pdf",
    VL: "vlr-4510.pdf",
    XS: "xsm-620.pdf",
    TG: "tgp7960.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: TM for v in ("TMK8573A", "TMK8573B")},
    **{v: CR for v in ("CRP4110-103", "CRP4110-503", "CRP4110-104")},
    "KSD-12F2": KS,
    **{v: RQ for v in ("RQL6218", "RQL6228")},
    "CWQ-10H": CW,
    **{v: VL for v in ("VLR-4510-E", "VLR-4510-U")},
    "XSM-620L": XS,
    "TGP7960S": TG,
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
    """One question line; ids read h136-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h136-{kind}-{difficulty[0]}-{number:02d}",
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
