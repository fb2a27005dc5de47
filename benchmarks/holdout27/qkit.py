"""Helpers for the twenty-seventh hold-out set's questions.

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

SGA, LDR, MXD, OZS = "SGA2310", "LDR-40", "MXD7219", "OZS-3"
SMK, TPA, TPX, RBT = "SMK600", "TPA-0808", "TPX3224", "RB-TOF4"
DOC = {
    SGA: "sga2310.pdf",
    LDR: "ldr-40.pdf",
    MXD: "mxd7219.pdf",
    OZS: "ozs-3.pdf",
    SMK: "smk600.pdf",
    TPA: "tpa-0808.pdf",
    TPX: "tpx3224.pdf",
    RBT: "rb-tof4.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: SGA for v in ("SGA2310A", "SGA2310B")},
    "LDR-40L": LDR,
    "MXD7219L": MXD,
    "OZS-3H": OZS,
    **{v: SMK for v in ("SMK600-5V0A", "SMK600-12A", "SMK600-15A", "SMK600-24A", "SMK600-33A")},
    **{v: TPA for v in ("TPA-0808-33", "TPA-0808-50")},
    **{v: TPX for v in ("TPX3224-BAA", "TPX3224-BAB")},
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
    # ids read h27-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h27-{kind}-{difficulty[0]}-{number}",
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
