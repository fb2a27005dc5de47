"""Helpers for the hundred-and-fifty-first hold-out set's questions.

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

RV, KV, NQ, LD = "RVM-2J", "KVE5170", "NQK3855", "LDM4721"
ZC, QD, LN, OW = "ZCN4215", "QDP-412", "LNZ-4C", "OWF25T32"
DOC = {
    RV: "rvm-2j.pdf",
    KV: "kve5170.pdf",
    NQ: "nqk3855.pdf",
    LD: "ldm4721.pdf",
    ZC: "zcn4215.pdf",
    QD: "qdp-412.pdf",
    LN: "lnz-4c.pdf",
    OW: "owf25t32.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "RVM-2J16": RV,
    "KVE5171": KV,
    "NQK3855E": NQ,
    "LDM4721H": LD,
    "ZCN4215E": ZC,
    "QDP-412H": QD,
    **{v: LN for v in ("LNZ-4C36", "LNZ-4C56")},
    **{v: OW for v in ("OWF25T32A", "OWF25T32U", "OWF25T32AJSIG")},
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
    kind: str,
    number: int,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[Item],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    """One question line; ids read h151-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h151-{kind}-{difficulty[0]}-{number:02d}",
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
