"""Helpers for the hundred-and-seventeenth hold-out set's questions.

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

OP, MA, SC, RS = "OPL1752", "MAS3570", "SCB-4988", "RS7800"
AP, RB, HG, VK = "AP74HC595", "RBC5220", "HG-Z16", "VK3231"
DOC = {
    OP: "opl1752.pdf",
    MA: "mas3570.pdf",
    SC: "scb-4988.pdf",
    RS: "rs7800.pdf",
    AP: "ap74hc595.pdf",
    RB: "rbc5220.pdf",
    HG: "hg-z16.pdf",
    VK: "vk3231.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "OPL1752FVI": OP,
    **{v: MA for v in ("MAS3570A", "MAS3570B")},
    **{v: SC for v in ("SCB-4988-G", "SCB-4988-K")},
    **{v: RS for v in ("RS7805", "RS7809", "RS7812", "RS7805A", "RS7805C", "RS7809A", "RS7812A")},
    **{v: RS for v in ("RS7809C", "RS7812C")},
    **{v: HG for v in ("HG-Z16A", "HG-Z16B", "HG-Z16C")},
    **{v: VK for v in ("VK3231C", "VK3231N")},
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
    # ids read h117-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h117-{kind}-{difficulty[0]}-{number}",
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
