"""Helpers for the hundred-and-forty-seventh hold-out set's questions.

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

PX, HQ, GX, HP = "PXB-331", "HQW-57", "GXM-2036", "HPN-2310"
WC, YS, MT, CZ = "WCF1462", "YSV-917", "MTO-1364", "CLZ4208"
DOC = {
    PX: "pxb-331.pdf",
    HQ: "hqw-57.pdf",
    GX: "gxm-2036.pdf",
    HP: "hpn-2310.pdf",
    WC: "wcf1462.pdf",
    YS: "ysv-917.pdf",
    MT: "mto-1364.pdf",
    CZ: "clz4208.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "PXB-331H": PX,
    **{v: HQ for v in ("HQW-57P", "HQW-57-AD1B", "HQW-57-BD1B")},
    "GXM-2036S": GX,
    "HPN-2310D": HP,
    **{v: WC for v in ("WCF1462/8", "WCF1462T", "WCF1462TK")},
    "YSV-917M": YS,
    **{v: MT for v in ("MTO-1364-4", "MTO-1364-7", "MTO-1364-4B", "MTO-1364-7B")},
    "CLZ4208Q": CZ,
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
    """One question line; ids read h147-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h147-{kind}-{difficulty[0]}-{number:02d}",
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
