"""Helpers for the hundred-and-thirty-seventh hold-out set's questions.

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

TF, LM, MP, VT = "TFB-36", "LMQ-64", "MPP-2S05", "VTP-100"
TA, IV, GR, NW = "TAX3116", "IVD2710", "GRF-940", "NWM-210"
DOC = {
    TF: "tfb-36.pdf",
    LM: "lmq-64.pdf",
    MP: "mpp-2s.pdf",
    VT: "vtp-100.pdf",
    TA: "tax3116.pdf",
    IV: "ivd2710.pdf",
    GR: "grf-940.pdf",
    NW: "nwm-210.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "TFB-36N": TF,
    **{v: LM for v in ("LMQ-64R", "LMQ-64G", "LMQ-64B")},
    "MPP-2S10B": MP,
    **{v: VT for v in ("VTP-100-5", "VTP-100-24")},
    **{v: GR for v in ("GRF-940-3", "GRF-940-4")},
    **{v: NW for v in ("NWM-210Q", "NWM-210D")},
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
    """One question line; ids read h137-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h137-{kind}-{difficulty[0]}-{number:02d}",
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
