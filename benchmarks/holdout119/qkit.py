"""Helpers for the hundred-and-nineteenth hold-out set's questions.

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

NB, TP, MK, RD = "NBP3810", "TPW4104", "MKC-1S10", "RDH8830"
LC, SD, TU, SR = "LCM5983", "ALT-SDA1", "TUV2631", "SRS-25DA"
DOC = {
    NB: "nbp3810.pdf",
    TP: "tpw4104.pdf",
    MK: "mkc-1s10.pdf",
    RD: "rdh8830.pdf",
    LC: "lcm5983.pdf",
    SD: "alt-sda1.pdf",
    TU: "tuv2631.pdf",
    SR: "srs-25da.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "TPW4104D": TP,
    "MKC-1S10P": MK,
    "RDH8830Q": RD,
    "ALT-SDA1M": SD,
    "TUV2631A": TU,
    "TUV2631B": TU,
    **{v: SR for v in ("SRS-10DA", "SRS-40DA", "SRS-25AA")},
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
    """One question line; ids read h119-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h119-{kind}-{difficulty[0]}-{number:02d}",
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
