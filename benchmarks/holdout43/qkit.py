"""Helpers for the forty-third hold-out set's questions.

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

JB, EV, CP, ZJ = "JB-620", "EVC-32", "CPL-2", "ZJ-PC4"
KL, RT, NS, MT = "KLV5210", "RTQ-300", "NSR 3.2", "MTR-3F"
DOC = {
    JB: "jb-620.pdf",
    EV: "evc-32.pdf",
    CP: "cpl-2.pdf",
    ZJ: "zj-pc4.pdf",
    KL: "klv5210.pdf",
    RT: "rtq-300.pdf",
    NS: "nsr-32.pdf",
    MT: "mtr-3f.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: JB for v in ("JB-620A", "JB-620B")},
    **{v: EV for v in ("EVC-32-1P", "EVC-32-3P")},
    **{v: RT for v in ("RTQ-302", "RTQ-310", "RTQ-350")},
    **{v: NS for v in ("NSR 3.2-24", "NSR 3.2-230")},
    **{v: MT for v in ("MTR-3F-230", "MTR-3F-400", "MTR-3F-480")},
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
    # ids read h43-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h43-{kind}-{difficulty[0]}-{number}",
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
