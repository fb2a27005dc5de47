"""Helpers for the tenth hold-out set's questions.

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

IGD, EAC, WQ, CLA = "IGD614", "EAC2551", "WQ25S64", "CLA161x"
BF, KCD, KS, TF = "BF-REL", "KCD-24", "NanoSonar-EZ", "TF-PWM16"
DOC = {
    IGD: "igd614.pdf",
    EAC: "eac2551.pdf",
    WQ: "wq25s64.pdf",
    CLA: "cla161x.pdf",
    BF: "bf-rel.pdf",
    KCD: "kcd24.pdf",
    KS: "ks10x0.pdf",
    TF: "tf-pwm16.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "IGDN614": IGD,
    "IGDI614": IGD,
    "EAC2551-A": EAC,
    "EAC2551-V": EAC,
    "WQ25S64V": WQ,
    "WQ25S64W": WQ,
    "CLA1612": CLA,
    "CLA1616": CLA,
    "BF-REL1-5V": BF,
    "BF-REL2-5V": BF,
    "KCD-24-0.35": KCD,
    "KCD-24-0.50": KCD,
    "KCD-24-0.70": KCD,
    "KCD-24-1.00": KCD,
    "KCD-24-1.20": KCD,
    "KS1010": KS,
    "KS1040": KS,
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
    # ids read h10-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h10-{kind}-{difficulty[0]}-{number}",
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
