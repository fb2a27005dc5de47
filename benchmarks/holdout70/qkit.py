"""Helpers for the seventieth hold-out set's questions.

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

CS, KM, SB, TS = "MSH-CS12", "KMS2191", "SMB-ADJ3", "TSZ485E"
PT, KB, HS, SM = "PTS-18B", "KBW-24", "HSR-25DA", "SMH-4D7"
# version names used in items
CSN = "MSH-CS12-N"
KMA, KMB = "KMS2191A", "KMS2191B"
SBV = "SMB-ADJ3-V"
TSL, TSH, TSLC, TSHC = "TSZ485E-L", "TSZ485E-H", "TSZ485E-LC", "TSZ485E-HC"
PTW = "PTS-18B-W"
KBP = "KBW-24PA"
HS2, HS4 = "HSR-25DA-240", "HSR-25DA-480"
S36, S56 = "SMH-4D7-36", "SMH-4D7-56"
DOC = {
    CS: "msh-cs12.pdf",
    KM: "kms2191.pdf",
    SB: "smb-adj3.pdf",
    TS: "tsz485e.pdf",
    PT: "pts-18b.pdf",
    KB: "kbw-24.pdf",
    HS: "hsr-25da.pdf",
    SM: "smh-4d7.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    CSN: CS,
    KMA: KM,
    KMB: KM,
    SBV: SB,
    **{v: TS for v in (TSL, TSH, TSLC, TSHC)},
    PTW: PT,
    KBP: KB,
    HS2: HS,
    HS4: HS,
    S36: SM,
    S56: SM,
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
    # ids read h70-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h70-{kind}-{difficulty[0]}-{number}",
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
