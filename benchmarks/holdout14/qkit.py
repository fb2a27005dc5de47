"""Helpers for the fourteenth hold-out set's questions.

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

KPS, RIS, ZF, KDH = "KPS2592", "RIS1-05 Series", "ZF-2W025", "KDH series"
KCA, PIR, KMA, KS = "KCA1190", "HX-PIR505", "KMA5048", "KS-90MG"
DOC = {
    KPS: "kps2592.pdf",
    RIS: "ris1-05.pdf",
    ZF: "zf2w025.pdf",
    KDH: "kdh5r5.pdf",
    KCA: "kca1190.pdf",
    PIR: "hxpir505.pdf",
    KMA: "kma5048.pdf",
    KS: "ks90mg.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "KPS2592A": KPS,
    "KPS2592B": KPS,
    "KPS2592C": KPS,
    "RIS1-0503": RIS,
    "RIS1-0505": RIS,
    "RIS1-0509": RIS,
    "RIS1-0512": RIS,
    "RIS1-0515": RIS,
    "ZF-2W025-12": ZF,
    "ZF-2W025-24": ZF,
    "ZF-2W025-220": ZF,
    "KDH5R5-0R1": KDH,
    "KDH5R5-0R22": KDH,
    "KDH5R5-1R0": KDH,
    "KCA1190-05B": KCA,
    "KCA1190-20A": KCA,
    "KCA1190-30A": KCA,
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
    # ids read h14-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h14-{kind}-{difficulty[0]}-{number}",
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
