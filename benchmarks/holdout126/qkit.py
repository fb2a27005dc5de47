"""Helpers for the hundred-and-twenty-sixth hold-out set's questions.

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

KP, BZ, UB, DJ = "KPL-612", "BZA1615", "UBB-36", "DJR-1H5"
TX, GH, KL, TK = "TXN-260", "GHC4720", "KLC-12864", "TKX3306"
DOC = {
    KP: "kpl-612.pdf",
    BZ: "bza1615.pdf",
    UB: "ubb-36.pdf",
    DJ: "djr-1h5.pdf",
    TX: "txn-260.pdf",
    GH: "ghc4720.pdf",
    KL: "klc-12864.pdf",
    TK: "tkx3306.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "KPL-612L": KP,
    **{v: UB for v in ("UBB-36A", "UBB-36F5")},
    **{v: TX for v in ("TXN-260E", "TXN-260G")},
    **{v: GH for v in ("GHC4720-05B", "GHC4720-20B", "GHC4720-30B")},
    **{v: KL for v in ("KLC-12864-33", "KLC-12864-5V")},
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
    """One question line; ids read h126-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h126-{kind}-{difficulty[0]}-{number:02d}",
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
