"""Helpers for the hundred-and-forty-third hold-out set's questions.

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

OT, LV, KP, RZ = "OTB-1602", "LVR4125", "KPM7034", "RZV-2410"
RT, NK, AV, TA = "RTB-485I", "NKH8L16", "AVL3362", "TAK-SM3"
DOC = {
    OT: "otb-1602.pdf",
    LV: "lvr4125.pdf",
    KP: "kpm7034.pdf",
    RZ: "rzv-2410.pdf",
    RT: "rtb-485i.pdf",
    NK: "nkh8l16.pdf",
    AV: "avl3362.pdf",
    TA: "tak-sm3.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{
        v: OT
        for v in (
            "OTB-1602-BW",
            "OTB-1602-YG",
            "OTB-1602-BW-I2C",
            "OTB-1602-YG-I2C",
            "OTB-1602-BW-I2CA",
            "OTB-1602-YG-I2CA",
            "OTB-1602-YG-I2C-W",
        )
    },
    **{v: LV for v in ("LVR4125A", "LVR4125B")},
    "RZV-2410W": RZ,
    **{v: RT for v in ("RTB-485I-3", "RTB-485I-5")},
    **{v: NK for v in ("NKH8L20", "NKH8L16-E")},
    **{v: AV for v in ("AVL3362S", "AVL3362E")},
    "TAK-SM3C": TA,
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
    """One question line; ids read h143-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h143-{kind}-{difficulty[0]}-{number:02d}",
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
