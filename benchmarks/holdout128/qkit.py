"""Helpers for the hundred-and-twenty-eighth hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``); a fact
is an (items, evidence) pair whose quotes a reviewer can find on the cited page. Facts
used by several questions live in facts.py, so a compatibility reference lists exactly
the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

LF, DM, NM, RR = "LFA4937", "DMR-420", "NMP-T", "RRS-1590"
LN, HB, CS, MT = "LNR-4413", "HBT7031", "CSC3108", "MTQ2206"
DOC = {
    LF: "lfa4937.pdf",
    DM: "dmr-420.pdf",
    NM: "nmp-t.pdf",
    RR: "rrs-1590.pdf",
    LN: "lnr-4413.pdf",
    HB: "hbt7031.pdf",
    CS: "csc3108.pdf",
    MT: "mtq2206.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: DM for v in ("DMR-420-3V3", "DMR-420-5V", "DMR-420-10V")},
    **{v: NM for v in ("NMP-T09", "NMP-T12", "NMP-T20")},
    **{v: RR for v in ("RRS-1590MG", "RRS-1590HV")},
    **{v: LN for v in ("LNR-4413-3", "LNR-4413-5")},
    **{v: CS for v in ("CSC3108-27", "CSC3108-50")},
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
    """One question line; ids read h128-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h128-{kind}-{difficulty[0]}-{number:02d}",
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
