"""Helpers for the twenty-fifth hold-out set's questions.

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

JQ, TPR, DPX, AMP = "JQ-586", "TPR4012", "DPX0525", "AMP9835"
NMN, SGD, EMX, ZBM = "NM-N25", "SGD8", "EMX7953", "ZBM-26"
DOC = {
    JQ: "jq-586.pdf",
    TPR: "tpr4012.pdf",
    DPX: "dpx0525.pdf",
    AMP: "amp9835.pdf",
    NMN: "nm-n25.pdf",
    SGD: "sgd8.pdf",
    EMX: "emx7953.pdf",
    ZBM: "zbm-26.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "JQ-586S": JQ,
    **{v: TPR for v in ("TPR4012-A", "TPR4012-B", "TPR4012-C")},
    **{v: DPX for v in ("DPX0525-125", "DPX0525-500")},
    "NM-N25G": NMN,
    **{v: SGD for v in ("SGD8-K", "SGD8-A")},
    **{v: EMX for v in ("EMX7953-S", "EMX7953-U")},
    **{v: ZBM for v in ("ZBM-26P", "ZBM-26U")},
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
    # ids read h25-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h25-{kind}-{difficulty[0]}-{number}",
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
