"""Helpers for the hundred-and-twenty-third hold-out set's questions.

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

LL, NP, CV, BF = "LLU-21", "NPA1228", "CVR-1205", "BFC-3610"
ZM, PK, HQ, HT = "ZMB-26", "PKV-250", "HQD-4", "HTW-31"
DOC = {
    LL: "llu-21.pdf",
    NP: "npa1228.pdf",
    CV: "cvr-1205.pdf",
    BF: "bfc-3610.pdf",
    ZM: "zmb-26.pdf",
    PK: "pkv-250.pdf",
    HQ: "hqd-4.pdf",
    HT: "htw-31.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: LL for v in ("LLU-21R", "LLU-21H", "LLU-21C")},
    **{v: NP for v in ("NPA1228A", "NPA1228B")},
    **{v: CV for v in ("CVR-1205U", "CVR-1205H")},
    "BFC-3624": BF,
    **{v: ZM for v in ("ZMB-26U", "ZMB-26P")},
    **{v: PK for v in ("PKV-250-006", "PKV-250-010", "PKV-250-016", "PKV-250-040")},
    **{v: HQ for v in ("HQD-4R", "HQD-4B", "HQD-4Y")},
    "HTW-35": HT,
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
    """One question line; ids read h123-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h123-{kind}-{difficulty[0]}-{number:02d}",
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
