"""Helpers for the thirty-first hold-out set's questions.

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

SLG, TBK, ISV, UMD = "SLG 4", "TBK-63", "ISV 18", "UMD-24"
KPX, KLX, MOS, PSX = "KPX-T15", "KLX3203", "MOS-4CH", "PSX"
DOC = {
    SLG: "slg4.pdf",
    TBK: "tbk63.pdf",
    ISV: "isv18.pdf",
    UMD: "umd24.pdf",
    KPX: "kpx-t15.pdf",
    KLX: "klx3203.pdf",
    MOS: "mos-4ch.pdf",
    PSX: "psx.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: SLG for v in ("SLG 4-14", "SLG 4-30")},
    **{v: TBK for v in ("TBK-63C06", "TBK-63C10", "TBK-63C16", "TBK-63C25")},
    **{v: ISV for v in ("ISV 18-PS", "ISV 18-NS")},
    **{v: UMD for v in ("UMD-24A", "UMD-24B")},
    **{v: KPX for v in ("KPX-T15N", "KPX-T15P")},
    **{v: PSX for v in ("PSX-010", "PSX-025", "PSX-100")},
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
    # ids read h31-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h31-{kind}-{difficulty[0]}-{number}",
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
