"""Helpers for the hundred-and-twenty-ninth hold-out set's questions.

A fact is an (items, evidence) pair. Every number in an item was read off the generated
PDFs (``pdftotext -layout``) and every quote is text of the cited page, so a reviewer can
find it there. Facts used by several questions live in facts.py, so that a compatibility
reference lists the same rows as the factual one.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Evidence = dict[str, Any]
Fact = tuple[list[Item], list[Evidence]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

BR, LF, RF, CX = "BRV4851", "LFS2430", "RFG7201", "CNX-433T"
VK, HF, MC, ID = "VKM-2", "HFB-CAN", "MCS572x", "IDB0505S"
DOC = {
    BR: "brv4851.pdf",
    LF: "lfs2430.pdf",
    RF: "rfg7201.pdf",
    CX: "cnx-433t.pdf",
    VK: "vkm-2.pdf",
    HF: "hfb-can.pdf",
    MC: "mcs5720.pdf",
    ID: "idb0505s.pdf",
}
# versions and ordering codes used in items and questions -> the family sheet
FAMILY = {
    "BRV4851T": BR,
    "LFS2430A": LF,
    "LFS2430B": LF,
    "RFG7202": RF,
    "CNX-315T": CX,
    "VKM-2S": VK,
    "VKM-2P": VK,
    "HFB-CAN3": HF,
    "HFB-CAN5": HF,
    **{v: MC for v in ("MCS5721", "MCS5723", "MCS5725", "MCS5727")},
    **{v: ID for v in ("IDB0505S-1W", "IDB0505S-2W", "IDB0505S-1WH", "IDB0505S-2WH")},
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


def ev(device: str, page: int, quote: str) -> Evidence:
    return {"doc": DOC[FAMILY.get(device, device)], "page": page, "quote": quote}


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    """A quote and the items read from it."""
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement a judgment rests on that has no number to put in an item."""
    return [], [ev(device, page, quote)]


def join(*facts: Fact) -> Fact:
    """Several facts as one reference (items and evidence concatenated, duplicates dropped)."""
    items: list[Item] = []
    evidence: list[Evidence] = []
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
    evidence: list[Evidence],
    verdict: str | None = None,
    note_text: str = "",
) -> None:
    """One question line; ids read h129-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h129-{kind}-{difficulty[0]}-{number:02d}",
        "difficulty": difficulty,
        "type": qtype,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
    }
    if note_text:
        row["note"] = note_text
    QUESTIONS.append(row)
