"""Helpers for the seventy-sixth hold-out set's questions.

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

TG, ZG, RV, NM = "TGM-900", "ZG-NTC10", "RVX-PWM15", "NMS-MX88"
JB, MR, LT, BE = "JBP-3S25", "MRS-320", "LT-RTC32E", "BE-UT2"
DOC = {
    TG: "tgm-900.pdf",
    ZG: "zg-ntc10.pdf",
    RV: "rvx-pwm15.pdf",
    NM: "nms-mx88.pdf",
    JB: "jbp-3s25.pdf",
    MR: "mrs-320.pdf",
    LT: "lt-rtc32e.pdf",
    BE: "be-ut2.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: TG for v in ("TGM-900A", "TGM-900B")},
    **{v: ZG for v in ("ZG-NTC10-39", "ZG-NTC10-34")},
    **{v: RV for v in ("RVX-PWM15D",)},
    **{v: NM for v in ("NMS-MX88R", "NMS-MX88G", "NMS-MX88-4")},
    **{v: JB for v in ("JBP-3S25-S", "JBP-3S25-B")},
    **{v: MR for v in ("MRS-320L",)},
    **{v: LT for v in ("LT-RTC32E-C", "LT-RTC32E-N")},
    **{v: BE for v in ("BE-UT2-ISO",)},
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
    # ids read h76-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h76-{kind}-{difficulty[0]}-{number}",
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
