"""Helpers for the hundred-and-forty-second hold-out set's questions.

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

PX, KV, SL, KS = "PXU4710", "KVA-0510", "SLH2272", "KSR-35"
HJ, VL, MT, GK = "HJ7S04", "VLC-51", "MTF-12", "GKB-388"
DOC = {
    PX: "pxu4710.pdf",
    KV: "kva-0510.pdf",
    SL: "slh2272.pdf",
    KS: "ksr-35.pdf",
    HJ: "hj7s04.pdf",
    VL: "vlc-51.pdf",
    MT: "mtf-12.pdf",
    GK: "gkb-388.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: PX for v in ("PXU4710A", "PXU4710B")},
    "KVA-0310": KV,
    **{v: SL for v in ("SLH2272A", "SLH2272B", "SLH2272C")},
    **{v: KS for v in ("KSR-35E", "KSR-35U")},
    **{v: MT for v in ("MTF-14", "MTF-34")},
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
    """One question line; ids read h142-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h142-{kind}-{difficulty[0]}-{number:02d}",
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
