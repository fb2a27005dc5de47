"""Helpers for the hundred-and-thirty-first hold-out set's questions.

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

AZ, DV, RH, HF = "AZM3108", "DVC7212", "RHV1660", "HFQ-12"
CL, TH, PZ, OK = "CLR-610", "THP-103", "PZA-2312", "OKX-2204"
DOC = {
    AZ: "azm3108.pdf",
    DV: "dvc7212.pdf",
    RH: "rhv1660.pdf",
    HF: "hfq-12.pdf",
    CL: "clr-610.pdf",
    TH: "thp-103.pdf",
    PZ: "pza-2312.pdf",
    OK: "okx-2204.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: DV for v in ("DVC7212A", "DVC7212B")},
    **{v: RH for v in ("RHV1660ESA", "RHV1660CSA")},
    **{v: HF for v in ("HFQ-14", "HFQ-34")},
    **{v: TH for v in ("THP-103S", "THP-104")},
    "PZA-2312T": PZ,
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
    """One question line; ids read h131-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h131-{kind}-{difficulty[0]}-{number:02d}",
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
