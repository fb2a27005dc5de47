"""Helpers for the hundred-and-fiftieth hold-out set's questions.

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

QB, UZ, JC, LP = "QBM-2S", "UZT3120", "JCX6205", "LPV4046"
RK, RG, ZM, CY = "RKT-154", "RGK-433", "ZMV2427", "CYM-10D"
DOC = {
    QB: "qbm-2s.pdf",
    UZ: "uzt3120.pdf",
    JC: "jcx6205.pdf",
    LP: "lpv4046.pdf",
    RK: "rkt-154.pdf",
    RG: "rgk-433.pdf",
    ZM: "zmv2427.pdf",
    CY: "cym-10d.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: QB for v in ("QBM-2S8", "QBM-2S20")},
    **{v: UZ for v in ("UZT3120N", "UZT3120-S16")},
    **{v: JC for v in ("JCX6205-05B", "JCX6205-10B", "JCX6205-20B")},
    "LPV4046B": LP,
    "RKT-154V": RK,
    **{v: RG for v in ("RGK-433T", "RGK-433R", "RGK-433P")},
    **{v: ZM for v in ("ZMV2427H", "ZMV2427E", "ZMV2427V", "ZMV2427EOA", "ZMV2427VOA")},
    "CYM-10D5": CY,
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
    """One question line; ids read h150-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h150-{kind}-{difficulty[0]}-{number:02d}",
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
