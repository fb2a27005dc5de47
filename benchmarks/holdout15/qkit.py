"""Helpers for the fifteenth hold-out set's questions.

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

KBB, KTC, KLC, KTP = "KBB6320", "KTC1978", "KLC-B1 Series", "KTP-205 Series"
KIR, KNT, KED, HF = "KIR-38 Series", "KNT216", "KED11", "HF-S401"
DOC = {
    KBB: "kbb6320.pdf",
    KTC: "ktc1978.pdf",
    KLC: "klc-b1.pdf",
    KTP: "ktp205.pdf",
    KIR: "kir38.pdf",
    KNT: "knt216.pdf",
    KED: "ked11.pdf",
    HF: "hf-s401.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "KBB6320-33": KBB,
    "KBB6320-50": KBB,
    "KLC-B1-5kg": KLC,
    "KLC-B1-20kg": KLC,
    "KTP-205-A": KTP,
    "KTP-205-B": KTP,
    "KIR-3838": KIR,
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
    # ids read h15-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h15-{kind}-{difficulty[0]}-{number}",
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
    qid: str, difficulty: str, qtype: str, question: str, devices: list[str], note: str
) -> None:
    q(qid, difficulty, qtype, question, devices, [], [], IE, note)
