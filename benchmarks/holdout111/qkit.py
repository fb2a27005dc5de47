"""Helpers for the hundred-and-eleventh hold-out set's questions.

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

BW, LR, SQ, SR = "BWX712", "LRS-298D", "SQD1625", "SRF-LM78"
AE, AH, RE, TM = "AEL-CH1", "AHL4508", "REK-OL96", "TMQ1830"
DOC = {
    BW: "bwx712.pdf",
    LR: "lrs-298d.pdf",
    SQ: "sqd1625.pdf",
    SR: "srf-lm78.pdf",
    AE: "ael-ch1.pdf",
    AH: "ahl4508.pdf",
    RE: "rek-ol96.pdf",
    TM: "tmq1830.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: BW for v in ("BWX712-05B", "BWX712-20A", "BWX712-30A")},
    **{v: SQ for v in ("SQD1625-A0", "SQD1625-A1", "SQD1625-A2", "SQD1625-A3")},
    **{v: SR for v in ("SRF-LM78-433", "SRF-LM78-470")},
    "AEL-CH1P": AE,
    "AHL4508A": AH,
    **{v: RE for v in ("REK-OL96W", "REK-OL96YB")},
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
    # ids read h111-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h111-{kind}-{difficulty[0]}-{number}",
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
