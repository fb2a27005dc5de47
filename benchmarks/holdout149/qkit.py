"""Helpers for the hundred-and-forty-ninth hold-out set's questions.

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

ZP, JN, VK, MH = "ZPT-1520", "JNS187", "VKR4217", "MHE-290"
TN, GC, AN, HM = "TNA1224", "GCX-420", "ANU-47", "HMA3216"
DOC = {
    ZP: "zpt-1520.pdf",
    JN: "jns187.pdf",
    VK: "vkr4217.pdf",
    MH: "mhe-290.pdf",
    TN: "tna1224.pdf",
    GC: "gcx-420.pdf",
    AN: "anu-47.pdf",
    HM: "hma3216.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "ZPT-1520H": ZP,
    **{v: JN for v in ("JNS187A1", "JNS187A2", "JNS187A3", "JNS187A4")},
    "VKR4217A": VK,
    "MHE-290R": MH,
    "TNA1224Q": TN,
    "GCX-420H": GC,
    **{v: AN for v in ("ANU-47U", "ANU-47T")},
    "HMA3216L": HM,
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
    """One question line; ids read h149-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h149-{kind}-{difficulty[0]}-{number:02d}",
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
