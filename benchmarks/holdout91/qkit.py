"""Helpers for the ninety-first hold-out set's questions.

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

AG, SV, KD, NX = "AGS-RS2", "SVD-16E", "KDB-2405", "NX-M10G"
AD, RV, XZ, HC = "ADB-8S12", "RVF-30A", "XZ-OLED96", "HCS-20A"
DOC = {
    AG: "ags-rs2.pdf",
    SV: "svd-16e.pdf",
    KD: "kdb-2405.pdf",
    NX: "nx-m10g.pdf",
    AD: "adb-8s12.pdf",
    RV: "rvf-30a.pdf",
    XZ: "xz-oled96.pdf",
    HC: "hcs-20a.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: AG for v in ("AGS-RS2-W", "AGS-RS2-L")},
    **{v: SV for v in ("SVD-16E-HV",)},
    **{v: KD for v in ("KDB-2405H",)},
    **{v: NX for v in ("NX-M10GA",)},
    **{v: AD for v in ("ADB-8S12-R",)},
    **{v: RV for v in ("RVF-30A-S",)},
    **{v: XZ for v in ("XZ-OLED96-W", "XZ-OLED96-YB")},
    **{v: HC for v in ("HCS-20A-5", "HCS-20A-3")},
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
    # ids read h91-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h91-{kind}-{difficulty[0]}-{number}",
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
