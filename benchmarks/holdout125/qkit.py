"""Helpers for the hundred-and-twenty-fifth hold-out set's questions.

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

DL, AL, VL, TN = "DLT3166", "ALQ4312", "VLB-36", "TNT-SSR"
CN, DZ, PG, MR = "CNR-52U", "DZS-7C", "PGO-130", "MRB2585"
DOC = {
    DL: "dlt3166.pdf",
    AL: "alq4312.pdf",
    VL: "vlb-36.pdf",
    TN: "tnt-ssr.pdf",
    CN: "cnr-52u.pdf",
    DZ: "dzs-7c.pdf",
    PG: "pgo-130.pdf",
    MR: "mrb2585.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: DL for v in ("DLT3166K", "DLT3166J", "DLT3166N")},
    "ALQ4312H": AL,
    "VLB-36H": VL,
    **{v: TN for v in ("TNT-SSR1-05", "TNT-SSR2-05", "TNT-SSR2-12")},
    "CNR-52UX": CN,
    "DZS-7C-W": DZ,
    **{v: PG for v in ("PGO-130W", "PGO-130B")},
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
    """One question line; ids read h125-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h125-{kind}-{difficulty[0]}-{number:02d}",
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
