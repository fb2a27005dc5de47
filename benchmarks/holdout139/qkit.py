"""Helpers for the hundred-and-thirty-ninth hold-out set's questions.

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

PX, HK, KR, MB = "PAX-CT31", "HKD3162", "KRM-1R12", "MBX-530"
FR, PD, QE, HM = "FRM-B52", "PDU-48", "QEB-600", "HMW-2811"
DOC = {
    PX: "pax-ct31.pdf",
    HK: "hkd3162.pdf",
    KR: "krm-1r12.pdf",
    MB: "mbx-530.pdf",
    FR: "frm-b52.pdf",
    PD: "pdu-48.pdf",
    QE: "qeb-600.pdf",
    HM: "hmw-2811.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: PX for v in ("PAX-CT31-05", "PAX-CT31-20", "PAX-CT31-50", "PAX-CT31-50-R")},
    "KRM-4R12": KR,
    "MBX-530H": MB,
    **{v: FR for v in ("FRM-B52L", "FRM-B52-U")},
    **{v: PD for v in ("PDU-48-016", "PDU-48-100", "PDU-48-250", "PDU-48-100-K")},
    **{v: QE for v in ("QEB-100", "QEB-360")},
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
    """One question line; ids read h139-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h139-{kind}-{difficulty[0]}-{number:02d}",
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
