"""Helpers for the ninety-seventh hold-out set's questions.

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

PG, LV, DL, MT = "PGS-7700", "LVX-2B", "DLS-12K", "MTC-CAN33"
HT, TW, BH, NI = "HT096F", "TWS-40", "BH3S-18", "NIR6614"
DOC = {
    PG: "pgs-7700.pdf",
    LV: "lvx-2b.pdf",
    DL: "dls-12k.pdf",
    MT: "mtc-can33.pdf",
    HT: "ht096f.pdf",
    TW: "tws-40.pdf",
    BH: "bh3s-18.pdf",
    NI: "nir6614.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: PG for v in ("PGS-7700-3V", "PGS-7700-5V")},
    **{v: LV for v in ("LVX-2B-F",)},
    **{v: DL for v in ("DLS-12K-S", "DLS-12K-L")},
    **{v: MT for v in ("MTC-CAN33-8", "MTC-CAN33-16")},
    **{v: HT for v in ("HT096F-TN", "HT096F-IPS")},
    **{v: TW for v in ("TWS-40N", "TWS-40V")},
    **{v: BH for v in ("BH3S-18-10", "BH3S-18-20")},
    **{v: NI for v in ("NIR6614A", "NIR6614B")},
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
    # ids read h97-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h97-{kind}-{difficulty[0]}-{number}",
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
