"""Helpers and shared reference facts for the seventh hold-out set's questions.

Every number below was read off the generated PDFs (``pdftotext -layout``); each
fact is an (items, evidence) pair whose quotes a reviewer can find on the cited
page. A fact used by several questions is defined once here, so a compatibility
reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

KLR, KT, TX, AQN = "KLR6271", "KT46F013", "TX6213", "AQN3415"
OCX, KMS, PMX, TLX = "OCX-2601", "KMS-6200", "PMX5018", "TLX2572x"
DOC = {
    KLR: "klr6271.pdf",
    KT: "kt46f01x.pdf",
    TX: "tx6213.pdf",
    AQN: "aqn3415.pdf",
    OCX: "ocx2601.pdf",
    KMS: "kms6200.pdf",
    PMX: "pmx5018.pdf",
    TLX: "tlx2572.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "KLR6272": KLR,
    "TX6213P182": TX,
    "TX6213P252": TX,
    "TX6213P332": TX,
    "TX6213P502": TX,
    "OCX-2601V": OCX,
    "KMS-6250": KMS,
    "TLX25721": TLX,
    "TLX25723": TLX,
    "TLX25725": TLX,
    "TLX25727": TLX,
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
    row: dict[str, Any] = {
        "id": qid,
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
