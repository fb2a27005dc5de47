"""Helpers and shared reference facts for the sixth hold-out set's questions.

Every number below was read off the generated PDFs (``pdftotext -layout``);
each fact carries the evidence quotes that a reviewer can find on the cited
page. Facts used by more than one question live in questions_facts.py so that a
compatibility reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

QUESTIONS: list[dict[str, Any]] = []

SOR, QK, CLT, KDA = "SORBUS-868", "QK32F035", "CLT3671", "KDA2008"
TCX, AHS, SRD, TIR = "TCX-3817", "AHS129x", "SRD-80K", "TIR7710"
DOC = {
    SOR: "sorbus-868.pdf",
    QK: "qk32f035.pdf",
    CLT: "clt3671.pdf",
    KDA: "kda2008.pdf",
    TCX: "tcx-3817.pdf",
    AHS: "ahs129x.pdf",
    SRD: "srd-80k.pdf",
    TIR: "tir7710.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "CLT3671-3.3": CLT,
    "CLT3671-5": CLT,
    "CLT3671H": CLT,
    "KDA2009": KDA,
    "TCX-3817D": TCX,
    "AHS1291": AHS,
    "AHS1292": AHS,
    "AHS1293": AHS,
    "AHS1291LUA-T": AHS,
    "AHS1292LUA-T": AHS,
    "AHS1291ELHLT-T": AHS,
    "TIR7710ESF-AAA": TIR,
    "TIR7710ESF-BAA": TIR,
    "TIR7710ESF-BAC": TIR,
    "TIR7710KSF-BAA": TIR,
}
IE = "insufficient_evidence"


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
) -> dict[str, Any]:
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


def q(
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[dict[str, Any]],
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
