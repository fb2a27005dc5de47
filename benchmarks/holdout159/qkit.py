"""Helpers for the hundred-and-fifty-ninth hold-out set's questions.

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

RH, LR, DV, AB = "RHX3152", "LRM-4C05", "DVS-82", "ABD4712"
DR, BB, MG, QT = "DRF-24", "BBW7110", "MGB-51", "QTK-10"
DOC = {
    RH: "rhx3152.pdf",
    LR: "lrm-4c.pdf",
    DV: "dvs-82.pdf",
    AB: "abd4712.pdf",
    DR: "drf-24.pdf",
    BB: "bbw7110.pdf",
    MG: "mgb-5x.pdf",
    QT: "qtk-10.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: RH for v in ("RHX3152A", "RHX3152-DR", "RHX3152A-DR", "RHX3152A-DF")},
    **{v: LR for v in ("LRM-4C12", "LRM-4C")},
    "DVS-82H": DV,
    **{v: AB for v in ("ABD4712A", "ABD4712-A0T", "ABD4712-A1T", "ABD4712-A2T", "ABD4712A-A0T")},
    **{v: DR for v in ("DRF-24P", "DRF-24-PCB", "DRF-24P-SMA")},
    "BBW7110E": BB,
    "MGB-52": MG,
    "QTK-10L": QT,
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
    """One question line; ids read h159-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h159-{kind}-{difficulty[0]}-{number:02d}",
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
