"""Helpers for the hundred-and-forty-first hold-out set's questions.

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

KV, BV, UD, EM = "KVJ-230", "BVA2812", "UDB-2405", "EMQ-4731"
RA, HB, TK, SV = "RAS-202", "HBX3232", "TKN-N27", "SVT-18P"
DOC = {
    KV: "kvj-230.pdf",
    BV: "bva2812.pdf",
    UD: "udb-2405.pdf",
    EM: "emq-4731.pdf",
    RA: "ras-202.pdf",
    HB: "hbx3232.pdf",
    TK: "tkn-n27.pdf",
    SV: "svt-18p.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "KVJ-230F": KV,
    **{v: BV for v in ("BVA2812-I", "BVA2812-E")},
    "UDB-2405U": UD,
    **{v: EM for v in ("EMQ-4731-T", "EMQ-4731-B")},
    **{v: HB for v in ("HBX3232E", "HBX3232C")},
    **{v: TK for v in ("TKN-N27-EU", "TKN-N27-GL")},
    **{v: SV for v in ("SVT-18P-P", "SVT-18P-S", "SVT-18P-P3", "SVT-18P-P10", "SVT-18P-S3")},
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
    """One question line; ids read h141-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h141-{kind}-{difficulty[0]}-{number:02d}",
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
