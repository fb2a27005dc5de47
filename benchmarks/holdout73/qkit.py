"""Helpers for the seventy-third hold-out set's questions.

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

LS, NE, SK, SV = "LSR-CM20", "NEL1602-I2C", "SKM-MOS40", "SVM-D"
YX, MV, KT, DM = "YX6852", "MV24X128", "KTC1855", "DME-EN20"
DOC = {
    LS: "lsr-cm20.pdf",
    NE: "nel1602-i2c.pdf",
    SK: "skm-mos40.pdf",
    SV: "svm-d.pdf",
    YX: "yx6852.pdf",
    MV: "mv24128.pdf",
    KT: "ktc1855.pdf",
    DM: "dme-en20.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: LS for v in ("LSR-CM20-2K", "LSR-CM20-5K", "LSR-CM20-10K")},
    **{v: NE for v in ("NEL1602-I2C-B", "NEL1602-I2C-G")},
    **{v: SK for v in ("SKM-MOS40-1", "SKM-MOS40-2")},
    **{v: SV for v in ("SVM-D25", "SVM-D50")},
    "YX6852W": YX,
    **{v: MV for v in ("MV24L128", "MV24H128")},
    **{v: KT for v in ("KTC1855K", "KTC1855J", "KTC1855T")},
    **{v: DM for v in ("DME-EN20-15", "DME-EN20-20")},
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
    # ids read h73-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h73-{kind}-{difficulty[0]}-{number}",
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
