"""Helpers for the seventy-seventh hold-out set's questions.

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

AX, QG, HK, LA = "AXM-BA5", "QGS9930", "HKF6015", "HL-LA12"
ZN, YM, LX, PD = "ZN-P532M", "YM-MP3S", "LX2033", "PD-10A"
DOC = {
    AX: "axm-ba5.pdf",
    QG: "qgs9930.pdf",
    HK: "hkf6015.pdf",
    LA: "hl-la12.pdf",
    ZN: "zn-p532m.pdf",
    YM: "ym-mp3s.pdf",
    LX: "lx2033.pdf",
    PD: "pd-10a.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "AXM-BA5L": AX,
    **{v: HK for v in ("HKF6015B12L", "HKF6015B12M", "HKF6015B12H", "HKF6015S12M")},
    **{v: LA for v in ("HL-LA12-15", "HL-LA12-45", "HL-LA12-90", "HL-LA12-150")},
    "YM-MP3S-D": YM,
    **{v: LX for v in ("LX2033A", "LX2033-33M5", "LX2033-33G3")},
    **{v: PD for v in ("PD-10A-S", "PD-10A-H")},
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
    # ids read h77-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h77-{kind}-{difficulty[0]}-{number}",
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
