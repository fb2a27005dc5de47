"""Helpers for the hundred-and-fifty-fourth hold-out set's questions.

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

LH, QC, ZM, CH = "LHO-0961", "QCD-19", "ZMP9616", "CHX3140"
GB, HW, BQ, AB = "GBR3232", "HWF-201", "BQL2291", "ABL-4CH"
DOC = {
    LH: "lho-0961.pdf",
    QC: "qcd-19.pdf",
    ZM: "zmp9616.pdf",
    CH: "chx3140.pdf",
    GB: "gbr3232.pdf",
    HW: "hwf-201.pdf",
    BQ: "bql2291.pdf",
    AB: "abl-4ch.pdf",
}
# version, grade and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: LH for v in ("LHO-0961-3", "LHO-0961-5")},
    **{v: QC for v in ("QCD-19K2", "QCD-19K5")},
    "ZMP9616A": ZM,
    **{v: CH for v in ("CHX3140E", "CHX3140L")},
    **{v: GB for v in ("GBR3232F", "GBR3232ESE")},
    "HWF-201L": HW,
    "BQL2291N": BQ,
    "ABL-4CH-F": AB,
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
    """One question line; ids read h154-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h154-{kind}-{difficulty[0]}-{number:02d}",
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
