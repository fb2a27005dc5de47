"""Helpers for the hundred-and-sixtieth hold-out set's questions.

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

LY, GB, DM, NF = "LYR3215", "GBL-FET12", "DMV2190", "NFK1040"
CK, FK, BB, QS = "CKL4410", "FKU-40", "BBP-1S3", "QSD-T5"
DOC = {
    LY: "lyr3215.pdf",
    GB: "gbl-fet12.pdf",
    DM: "dmv2190.pdf",
    NF: "nfk1040.pdf",
    CK: "ckl4410.pdf",
    FK: "fku-40.pdf",
    BB: "bbp-1s.pdf",
    QS: "qsd-t5.pdf",
}
# version, grade and ordering names used in items map to their family's sheet
FAMILY = {
    "LYR3215M": LY,
    "GBL-FET12D": GB,
    **{v: DM for v in ("DMV2190A", "DMV2190B")},
    **{v: NF for v in ("NFK1040-33", "NFK1040-50")},
    "CKL4410W": CK,
    "FKU-40L": FK,
    "BBP-1S6": BB,
    "QSD-T5W": QS,
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
    """One question line; ids read h160-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h160-{kind}-{difficulty[0]}-{number:02d}",
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
