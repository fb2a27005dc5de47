"""Helpers for the hundred-and-thirty-eighth hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``); a fact
is an (items, evidence) pair whose quotes a reviewer can find on the cited page. Facts
used by several questions live in facts.py, so a compatibility reference lists exactly
the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

WL, PB, ZT, NO = "WLX2604", "PBL3112", "ZTC-675", "NOK-4C"
DX, RC, VG, MZ = "DIX-824", "RCF1462", "VGD-1264S", "MZG-1S"
DOC = {
    WL: "wlx2604.pdf",
    PB: "pbl3112.pdf",
    ZT: "ztc-675.pdf",
    NO: "nok-4c.pdf",
    DX: "dix-824.pdf",
    RC: "rcf1462.pdf",
    VG: "vgd-1264s.pdf",
    MZ: "mzg-1s.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "WLX2604Q": WL,
    **{v: ZT for v in ("ZTC-675K", "ZTC-675J", "ZTC-675K-P")},
    **{v: NO for v in ("NOK-4C-05", "NOK-4C-24")},
    "DIX-824L": DX,
    **{v: RC for v in ("RCF1462V", "RCF1462T", "RCF1462VT")},
    **{v: VG for v in ("VGD-1264S-YG", "VGD-1264S-BW")},
    "MZG-1S-Q": MZ,
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
    """One question line; ids read h138-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h138-{kind}-{difficulty[0]}-{number:02d}",
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
