"""Helpers for the sixty-seventh hold-out set's questions.

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

LM, NP, BL, SM = "HW-LM200", "NP-31", "ZS-BL12", "SMC4120"
PD, EC, TS, DM = "PDT-20", "EC12R-M", "TSN-10K", "DM4-56"
DOC = {
    LM: "hw-lm200.pdf",
    NP: "np-31.pdf",
    BL: "zs-bl12.pdf",
    SM: "smc4120.pdf",
    PD: "pdt-20.pdf",
    EC: "ec12r-m.pdf",
    TS: "tsn-10k.pdf",
    DM: "dm4-56.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: LM for v in ("HW-LM200G",)},
    **{v: BL for v in ("ZS-BL12H",)},
    **{v: SM for v in ("SMC4120-05B", "SMC4120-20B", "SMC4120-50B")},
    **{v: PD for v in ("PDT-20X",)},
    **{v: EC for v in ("EC12R-M15", "EC12R-M20", "EC12R-M24")},
    **{v: TS for v in ("TSN-10K-P1", "TSN-10K-S1", "TSN-10K-S3")},
    **{v: DM for v in ("DM4-56R", "DM4-56G")},
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
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[Item],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    # ids read h67-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h67-{kind}-{difficulty[0]}-{number}",
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


def unanswerable(
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    note: str,
    evidence: list[dict[str, Any]] | None = None,
) -> None:
    """An insufficient_evidence reference: no items; evidence (if any) is the sheet's own
    'not specified' statement, for reviewers."""
    q(qid, difficulty, qtype, question, devices, [], evidence or [], IE, note)
