"""Helpers for the eighth hold-out set's questions.

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

KP, ATK, MLR, BT = "KP4057", "ATK4285", "MLR-92S", "BT-8325-C3"
LX, KSL, KGS, HX = "LX307xE", "KSL28025", "KGS2611", "HX2160"
DOC = {
    KP: "kp4057.pdf",
    ATK: "atk4285.pdf",
    MLR: "mlr92s.pdf",
    BT: "bt8325.pdf",
    LX: "lx307x.pdf",
    KSL: "ksl28025.pdf",
    KGS: "kgs2611.pdf",
    HX: "hx2160.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "ATK4286": ATK,
    "MLR-92S-E": MLR,
    "MLR-92S-U": MLR,
    "BT-8325-C3 TA QA": BT,
    "BT-8325-C3 TB QC": BT,
    "LX3072E": LX,
    "LX3075E": LX,
    "LX3078E": LX,
    "LX3075ECSA": LX,
    "KGS 2611-C00": KGS,
    "KGS 2611-E00": KGS,
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
    row: dict[str, Any] = {
        "id": qid,
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
    qid: str, difficulty: str, qtype: str, question: str, devices: list[str], note: str
) -> None:
    q(qid, difficulty, qtype, question, devices, [], [], IE, note)
