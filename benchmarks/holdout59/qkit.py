"""Helpers for the fifty-ninth hold-out set's questions.

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

AX, ES, KT, FT = "AXL2410", "ESR 2435", "KT1W-20", "FTX-2"
JG, KO, SR, UV = "JGB-E12", "KOD-096", "SR-TM3", "UVI-3"
DOC = {
    AX: "axl2410.pdf",
    ES: "esr2435.pdf",
    KT: "kt1w-20.pdf",
    FT: "ftx-2.pdf",
    JG: "jgb-e12.pdf",
    KO: "kod-096.pdf",
    SR: "sr-tm3.pdf",
    UV: "uvi-3.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: ES for v in ("ESR 2435-33", "ESR 2435-50", "ESR 2435-ADJ")},
    **{v: KT for v in ("KT1W-20T", "KT1W-20S", "KT1W-20W")},
    **{v: JG for v in ("JGB-E12-30", "JGB-E12-90", "JGB-E12-150")},
    **{v: KO for v in ("KOD-096I", "KOD-096S")},
    **{v: SR for v in ("SR-TM3-485", "SR-TM3-I")},
    **{v: UV for v in ("UVI-3A", "UVI-3D")},
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
    # ids read h59-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h59-{kind}-{difficulty[0]}-{number}",
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
