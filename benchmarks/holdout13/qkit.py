"""Helpers for the thirteenth hold-out set's questions.

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

PD, FQ, KCR, KF = "QY-PD20", "FQ312", "KCR series", "KF2510"
KSX, KIS, KXE, HT = "KSX1010", "KIS8621", "KXE9535", "HT-RC522M"
DOC = {
    PD: "qypd20.pdf",
    FQ: "fq312.pdf",
    KCR: "kcr2032.pdf",
    KF: "kf2510.pdf",
    KSX: "ksx1010.pdf",
    KIS: "kis8621.pdf",
    KXE: "kxe9535.pdf",
    HT: "htrc522.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "FQ312-A": FQ,
    "FQ312-B": FQ,
    "FQ312-C": FQ,
    "FQ312-D": FQ,
    "KCR2016": KCR,
    "KCR2025": KCR,
    "KCR2032": KCR,
    "KF2510-05": KF,
    "KF2510-12": KF,
    "KIS8622": KIS,
    "KXE9535A": KXE,
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
    # ids read h13-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h13-{kind}-{difficulty[0]}-{number}",
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
