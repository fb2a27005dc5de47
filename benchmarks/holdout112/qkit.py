"""Helpers for the hundred-and-twelfth hold-out set's questions.

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

PX, KR, RH, MD = "PXE2317", "KR2112", "RHS-31", "MDX8833"
SL, NX, HK, EC = "SLD7219", "NXA1115", "HKR-S1", "ECH-R40"
DOC = {
    PX: "pxe2317.pdf",
    KR: "kr2112.pdf",
    RH: "rhs-31.pdf",
    MD: "mdx8833.pdf",
    SL: "sld7219.pdf",
    NX: "nxa1115.pdf",
    HK: "hkr-s1.pdf",
    EC: "ech-r40.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: PX for v in ("PXE2317-I", "PXE2317-E")},
    **{v: KR for v in ("KR2112-12", "KR2112-18", "KR2112-25", "KR2112-33")},
    **{v: MD for v in ("MDX8833PWR", "MDX8833FTG")},
    **{v: SL for v in ("SLD7219CN", "SLD7219CW", "SLD7219EW")},
    **{v: HK for v in ("HKR-S1-S", "HKR-S1-L", "HKR-S1-05VDC-S", "HKR-S1-05VDC-L")},
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
    # ids read h112-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h112-{kind}-{difficulty[0]}-{number}",
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
