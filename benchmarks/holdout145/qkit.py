"""Helpers for the hundred-and-forty-fifth hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``);
a fact is an (items, evidence) pair whose quotes a reviewer can find on the
cited page. Facts used by several questions live in facts.py, so that a
compatibility reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

RZ, GY, VX, HL = "RZT4418", "GYR-105", "VXU2310", "HLV1517"
WQ, PE, PS, MX = "WQC-820", "PEP-29", "PSD-8835", "MXQ3316"
DOC = {
    RZ: "rzt4418.pdf",
    GY: "gyr-105.pdf",
    VX: "vxu2310.pdf",
    HL: "hlv1517.pdf",
    WQ: "wqc-820.pdf",
    PE: "pep-29.pdf",
    PS: "psd-8835.pdf",
    MX: "mxq3316.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "RZT4418A": RZ,
    "RZT4418B": RZ,
    **{v: HL for v in ("HLV1517-1.8", "HLV1517-2.5", "HLV1517-3.3", "HLV1517-5.0", "HLV1517-ADJ")},
    "WQC-820-2K": WQ,
    "WQC-820-5K": WQ,
    "PEP-29BW": PE,
    "PEP-29BWR": PE,
    "PSD-8835H": PS,
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
    kind: str,
    number: int,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[Item],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    """One question line; ids read h145-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h145-{kind}-{difficulty[0]}-{number:02d}",
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
