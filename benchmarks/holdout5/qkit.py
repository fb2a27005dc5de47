"""Helpers and shared reference facts for the fifth hold-out set's questions.

Every number below was read off the generated PDFs (``pdftotext -layout``);
each fact carries the evidence quotes that a reviewer can find on the cited
page. Facts used by more than one question live here so that a compatibility
reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

QUESTIONS: list[dict[str, Any]] = []

RZK, KDM, SKT, KX = "RZK1624", "KDM7841FTG", "SKT9183", "KX70-M"
KPM, SPR, HXM, TPX = "KPM-15", "SPR-TOF20", "HXM-7C", "TPX"
DOC = {
    RZK: "rzk1624.pdf",
    KDM: "kdm7841ftg.pdf",
    SKT: "skt9183.pdf",
    KX: "kx70-m.pdf",
    KPM: "kpm-15.pdf",
    SPR: "spr-tof20.pdf",
    HXM: "hxm-7c.pdf",
    TPX: "tpx.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "SKT9183A": SKT,
    "SKT9183-50": SKT,
    "KPM-15-3.3": KPM,
    "KPM-15-5": KPM,
    "KPM-15-12": KPM,
    "KPM-15-24": KPM,
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


def dotted(label: str, dots: int, value: str) -> str:
    """A dot-leader line exactly as the text layer has it."""
    return label + "." * dots + value


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
