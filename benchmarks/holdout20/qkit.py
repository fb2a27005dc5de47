"""Helpers for the nineteenth hold-out set's questions.

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

VT, HW, ZP, MF = "VTH6120", "HW61 Series", "ZPA4U", "MFX Series"
PP, PH, LA, FS = "PPM-200", "PHR55 Series", "LAX 20", "FS-30"
DOC = {
    VT: "vth6120.pdf",
    HW: "hw61.pdf",
    ZP: "zpa4u.pdf",
    MF: "mfx.pdf",
    PP: "ppm-200.pdf",
    PH: "phr55.pdf",
    LA: "lax20.pdf",
    FS: "fs-30.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: HW for v in ("HW61N29", "HW61C29", "HW61N44", "HW61C44", "HW61x29", "HW61x44")},
    **{v: ZP for v in ("ZPA4U05", "ZPA4U33")},
    **{v: MF for v in ("MFX020", "MFX030", "MFX050", "MFX075", "MFX110", "MFX160", "MFX200")},
    **{v: PP for v in ("PPM-200-06", "PPM-200-12", "PPM-200-24")},
    **{v: PH for v in ("PHR5506", "PHR5516", "PHR5528", "PHR5537", "PHR5539")},
    **{v: LA for v in ("LAX 20.1", "LAX 20.2", "LAX 20.3")},
    **{v: FS for v in ("FS-30-V", "FS-30-I", "FS-30-N")},
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
    # ids read h19-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h19-{kind}-{difficulty[0]}-{number}",
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
