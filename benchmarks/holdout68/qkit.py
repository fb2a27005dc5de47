"""Helpers for the sixty-eighth hold-out set's questions.

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

HW, MK, NL, DL = "HW-SV12", "MKH2150", "NLC-3310", "DLY-4S"
ZV, LF, GM, RS = "ZV-I2S3", "LF-210", "GM-7X", "RSR-DD"
DOC = {
    HW: "hw-sv12.pdf",
    MK: "mkh2150.pdf",
    NL: "nlc-3310.pdf",
    DL: "dly-4s.pdf",
    ZV: "zv-i2s3.pdf",
    LF: "lf-210.pdf",
    GM: "gm-7x.pdf",
    RS: "rsr-dd.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: HW for v in ("HW-SV12-N08", "HW-SV12-N15")},
    **{v: MK for v in ("MKH2150FG", "MKH2150NG")},
    **{v: NL for v in ("NLC-3311",)},
    **{v: DL for v in ("DLY-4S40F", "DLY-4S60F")},
    **{v: ZV for v in ("ZV-I2S3S",)},
    **{v: LF for v in ("LF-210-PP", "LF-210-SS")},
    **{v: GM for v in ("GM-7X-Q",)},
    **{v: RS for v in ("RSR-DD10", "RSR-DD25", "RSR-DD40")},
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
    # ids read h68-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h68-{kind}-{difficulty[0]}-{number}",
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
