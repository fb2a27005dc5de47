"""Helpers for the hundred-and-seventh hold-out set's questions.

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

QL, KQ, BK, PI = "QLA7702", "KQ341", "CJR-BK3", "WDK-PIR05"
OL, VM, BZ, HS = "CHP-OLED96", "VIM3219", "TQB-1295A", "RHS-712"
DOC = {
    QL: "qla7702.pdf",
    KQ: "kq341.pdf",
    BK: "cjr-bk3.pdf",
    PI: "wdk-pir05.pdf",
    OL: "chp-oled96.pdf",
    VM: "vim3219.pdf",
    BZ: "tqb-1295a.pdf",
    HS: "rhs-712.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: KQ for v in ("KQ341T", "KQ341K", "KQ341E")},
    "CJR-BK3-5": BK,
    "WDK-PIR05L": PI,
    **{v: OL for v in ("CHP-OLED96-I", "CHP-OLED96-S")},
    **{v: VM for v in ("VIM3219A", "VIM3219B")},
    **{v: BZ for v in ("TQB-1295A-03", "TQB-1295A-05", "TQB-1295A-12")},
    **{v: HS for v in ("RHS-712-05B", "RHS-712-20A", "RHS-712-30A")},
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
    # ids read h107-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h107-{kind}-{difficulty[0]}-{number}",
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
