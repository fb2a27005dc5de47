"""Helpers for the hundred-and-fifty-eighth hold-out set's questions.

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

KB, DH, GT, MZ = "KBP-612", "DHM-2980", "GTA1614", "MZT485"
VK, EM, UV, RC = "VKG-260", "EMR-270", "UVD-9612", "RCB-2405"
DOC = {
    KB: "kbp-612.pdf",
    DH: "dhm-2980.pdf",
    GT: "gta1614.pdf",
    MZ: "mzt485.pdf",
    VK: "vkg-260.pdf",
    EM: "emr-270.pdf",
    UV: "uvd-9612.pdf",
    RC: "rcb-2405.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "KBP-612X": KB,
    "DHM-2980F": DH,
    **{v: GT for v in ("GTA1614I", "GTA1614E", "GTA1614EDGS")},
    **{v: MZ for v in ("MZT3485", "MZT485ESA", "MZT3485ESA")},
    **{v: VK for v in ("VKG-260P", "VKG-260U")},
    "EMR-270L": EM,
    "UVD-9612R": UV,
    "RCB-2405U": RC,
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
    """One question line; ids read h158-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h158-{kind}-{difficulty[0]}-{number:02d}",
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
