"""Helpers for the hundred-and-first hold-out set's questions.

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

AS, DP, ZY, PT = "ASD6831K", "DPS1084", "ZY24-PA20", "PTF2030"
KT, EP, DG, BA = "KT-25GA370", "EPD-T20", "DG-7S4", "IMH-BAR390"
DOC = {
    AS: "asd6831k.pdf",
    DP: "dps1084.pdf",
    ZY: "zy24-pa20.pdf",
    PT: "ptf2030.pdf",
    KT: "kt-25ga370.pdf",
    EP: "epd-t20.pdf",
    DG: "dg-7s4.pdf",
    BA: "imh-bar390.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: DP for v in ("DPS1084-18", "DPS1084-25", "DPS1084-33", "DPS1084-50")},
    **{v: ZY for v in ("ZY24-PA20S", "ZY24-PA20C")},
    **{v: KT for v in ("KT-25GA370-06-100", "KT-25GA370-12-100")},
    **{v: EP for v in ("EPD-T20S", "EPD-T20J")},
    **{v: DG for v in ("DG-7S4-R", "DG-7S4-W")},
    **{v: BA for v in ("IMH-BAR390R",)},
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
    # ids read h101-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h101-{kind}-{difficulty[0]}-{number}",
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
