"""Helpers for the twelfth hold-out set's questions.

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

KS, TPQ, DQC, CW = "KS-1209", "TPQ181", "DQC5571", "CWX2217"
TKP, KOL, KAMP, VMC = "TKP223", "KOL-096I", "KAMP-357", "VMC series"
DOC = {
    KS: "ks1209.pdf",
    TPQ: "tpq181.pdf",
    DQC: "dqc5571.pdf",
    CW: "cwx2217.pdf",
    TKP: "tkp223.pdf",
    KOL: "kol096.pdf",
    KAMP: "kamp357.pdf",
    VMC: "vmc.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "KS-1209A27": KS,
    "KS-1209A30": KS,
    "KS-1209B30": KS,
    "TPQ181A3": TPQ,
    "TPQ181A4": TPQ,
    "DQC5571A0": DQC,
    "DQC5571A1": DQC,
    "VMC-08": VMC,
    "VMC-10": VMC,
    "VMC-12": VMC,
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
    # ids read h12-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h12-{kind}-{difficulty[0]}-{number}",
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
