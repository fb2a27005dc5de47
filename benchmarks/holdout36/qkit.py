"""Helpers for the thirty-sixth hold-out set's questions.

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

RLT, MLN, UWM, KUR = "RLT1021", "MLN6020", "UW-M30", "KUR-210"
JBP, TSB, VRS, CMV = "JBP-3S20", "TSB-4S60", "VR S14K", "CMV0603"
DOC = {
    RLT: "rlt1021.pdf",
    MLN: "mln6020.pdf",
    UWM: "uw-m30.pdf",
    KUR: "kur-210.pdf",
    JBP: "jbp-3s20.pdf",
    TSB: "tsb-4s60.pdf",
    VRS: "vr-s14.pdf",
    CMV: "cmv0603.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: RLT for v in ("RLT1021T", "RLT1021TK")},
    **{v: MLN for v in ("MLN6020-50", "MLN6020-33")},
    "UW-M30P": UWM,
    **{v: JBP for v in ("JBP-3S20-L", "JBP-3S20-F")},
    **{v: VRS for v in ("VR S14K230", "VR S14K275", "VR S14K320", "VR S14K11")},
    **{v: CMV for v in ("CMV0603-3V3", "CMV0603-5V5", "CMV0603-12", "CMV0603-18")},
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
    # ids read h36-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h36-{kind}-{difficulty[0]}-{number}",
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
