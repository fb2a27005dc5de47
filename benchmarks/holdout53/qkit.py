"""Helpers for the fifty-third hold-out set's questions.

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

TH, QA, DC, MD = "THM-31", "QAD1615", "DCB-3A", "MDB-2"
SA, RB, WC, OB = "SAB-52", "RB-5V", "WCL4057", "OBA3-12"
DOC = {
    TH: "thm-31.pdf",
    QA: "qad1615.pdf",
    DC: "dcb-3a.pdf",
    MD: "mdb-2.pdf",
    SA: "sab-52.pdf",
    RB: "rb-5v.pdf",
    WC: "wcl4057.pdf",
    OB: "oba3-12.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: QA for v in ("QAD1615C", "QAD1615I", "QAD1615A")},
    **{v: DC for v in ("DCB-3A-33", "DCB-3A-50", "DCB-3A-ADJ")},
    **{v: MD for v in ("MDB-2S", "MDB-2H")},
    **{v: SA for v in ("SAB-52P", "SAB-52U")},
    **{v: RB for v in ("RB-5V-1", "RB-5V-2", "RB-5V-4", "RB-5V-8")},
    **{v: WC for v in ("WCL4057-42", "WCL4057-435")},
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
    # ids read h53-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h53-{kind}-{difficulty[0]}-{number}",
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
