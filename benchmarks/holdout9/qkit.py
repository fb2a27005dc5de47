"""Helpers for the ninth hold-out set's questions.

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

KJX, KDP, LPS, LUFT = "KJX31856", "KDP4361", "LPS-9960", "LUFT-S2"
TXR, PVD, KSM, KIWI = "TXR-433", "PVD36V3Fx", "KSM-CAP", "KIWI-2040"
DOC = {
    KJX: "kjx31856.pdf",
    KDP: "kdp4361.pdf",
    LPS: "lps9960.pdf",
    LUFT: "luft-s2.pdf",
    TXR: "txr433.pdf",
    PVD: "pvd36v3.pdf",
    KSM: "ksm-cap.pdf",
    KIWI: "kiwi2040.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "KDP4361-103": KDP,
    "KDP4361-503": KDP,
    "KDP4361-104": KDP,
    "LPS-9960-01": LPS,
    "LPS-9960-02": LPS,
    "LUFT-S2-02K": LUFT,
    "LUFT-S2-05K": LUFT,
    "TXR-433-LV": TXR,
    "TXR-433-HV": TXR,
    "PVD36V3F3": PVD,
    "PVD36V3F5": PVD,
    "PVD36V3F9": PVD,
    "PVD36V3F12": PVD,
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
