"""Helpers for the hundred-and-twenty-fourth hold-out set's questions.

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

NK, OC, MN, PN = "NKM-WB24", "OCS4181", "MNR-33A", "PNX-SD28"
TL, PH, NP, QD = "TLM-S62", "PHA-US05", "NPD-266", "QDX-C8"
DOC = {
    NK: "nkm-wb24.pdf",
    OC: "ocs4181.pdf",
    MN: "mnr-33.pdf",
    PN: "pnx-sd28.pdf",
    TL: "tlm-s62.pdf",
    PH: "pha-us05.pdf",
    NP: "npd-266.pdf",
    QD: "qdx-c8.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "NKM-WB24-S": NK,
    **{v: OC for v in ("OCS4181-G20", "OCS4181-G50", "OCS4181-G100", "OCS4181-G200")},
    "MNR-33L": MN,
    "PNX-SD28H": PN,
    **{v: TL for v in ("TLM-S62E", "TLM-S62U")},
    "PHA-US05W": PH,
    **{v: NP for v in ("NPD-266B", "NPD-266R")},
    "QDX-C8L": QD,
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
    """One question line; ids read h124-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h124-{kind}-{difficulty[0]}-{number:02d}",
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
