"""Helpers for the seventy-eighth hold-out set's questions.

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

AX, LN, HP, KP = "AXM-9D", "LNS-P", "HPX-310", "KPX-16"
RX, ZQ, RB, UV = "RXS-433", "ZQ1-0505S", "RB8-OC", "UVQ-11"
DOC = {
    AX: "axm-9d.pdf",
    LN: "lns-p.pdf",
    HP: "hpx-310.pdf",
    KP: "kpx-16.pdf",
    RX: "rxs-433.pdf",
    ZQ: "zq1.pdf",
    RB: "rb8-oc.pdf",
    UV: "uvq-11.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "AXM-9D-LV": AX,
    **{v: LN for v in ("LNS-P10", "LNS-P20", "LNS-P30")},
    "HPX-310-300P": HP,
    "KPX-16A": KP,
    "RXS-433L": RX,
    **{v: ZQ for v in ("ZQ1-0505SH", "ZQ1-0503S", "ZQ1-1205S")},
    **{v: RB for v in ("RB8-OC-05", "RB8-OC-12")},
    **{v: UV for v in ("UVQ-11A", "UVQ-11D")},
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
    # ids read h78-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h78-{kind}-{difficulty[0]}-{number}",
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
