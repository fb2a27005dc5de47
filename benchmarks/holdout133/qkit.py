"""Helpers for the hundred-and-thirty-third hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``); a fact
is an (items, evidence) pair whose quotes a reviewer can find on the cited page (only
runs of whitespace differ; check_quotes.py checks that). Facts used by several
questions live in facts.py, so a compatibility reference lists exactly the rows a
factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

QR, ML, BV, BT = "QRM-24", "MLA6304", "BVU-502", "BTA1750"
XD, VK, LB, MP = "XDH8874", "VKR-20", "LBF-330", "MPR4050"
DOC = {
    QR: "qrm-24.pdf",
    ML: "mla6304.pdf",
    BV: "bvu-502.pdf",
    BT: "bta1750.pdf",
    XD: "xdh8874.pdf",
    VK: "vkr-20.pdf",
    LB: "lbf-330.pdf",
    MP: "mpr4050.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "QRM-24S": QR,
    "QRM-24PA": QR,
    "MLA6304A": ML,
    "BVU-502C": BV,
    "BTA1750X": BT,
    "VKR-15": VK,
    "LBF-330W": LB,
    "MPR4050B41": MP,
    "MPR4050C41": MP,
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
    """One question line; ids read h133-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h133-{kind}-{difficulty[0]}-{number:02d}",
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
