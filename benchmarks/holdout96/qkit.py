"""Helpers for the ninety-sixth hold-out set's questions.

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

PH, AD, SR, LR = "AQ-PH42", "CCW-QADC16", "MSR-2G5", "SXR-LR1"
PB, AL, ST, OL = "SWE-PB5", "HPL-2130", "BRS-DRV35", "DHY-13P"
DOC = {
    PH: "aq-ph42.pdf",
    AD: "ccw-qadc16.pdf",
    SR: "msr-2g5.pdf",
    LR: "sxr-lr1.pdf",
    PB: "swe-pb5.pdf",
    AL: "hpl-2130.pdf",
    ST: "brs-drv35.pdf",
    OL: "dhy-13p.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "AQ-PH42K": PH,
    **{v: SR for v in ("MSR-2G5-L", "MSR-2G5-H")},
    **{v: LR for v in ("SXR-LR1-868", "SXR-LR1-915")},
    **{v: PB for v in ("SWE-PB5-1A", "SWE-PB5-2A")},
    **{v: AL for v in ("HPL-2130A", "HPL-2130B")},
    **{v: ST for v in ("BRS-DRV35-S", "BRS-DRV35-HS")},
    **{v: OL for v in ("DHY-13P-I", "DHY-13P-S")},
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
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[Item],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    # ids read h96-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h96-{kind}-{difficulty[0]}-{number}",
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


def unanswerable(
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    note: str,
    evidence: list[dict[str, Any]] | None = None,
) -> None:
    """An insufficient_evidence reference: no items; evidence (if any) is the sheet's own
    'not specified' statement, for reviewers."""
    q(qid, difficulty, qtype, question, devices, [], evidence or [], IE, note)
