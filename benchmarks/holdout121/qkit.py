"""Helpers for the hundred-and-twenty-first hold-out set's questions.

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

NC, LQ, SB, TD = "NCM-4120", "LQE9408", "SBM-409", "TDR-2J05"
NV, QW, GO, TC = "NVG-72", "QWA7124", "GOM-96", "TCQ3855"
DOC = {
    NC: "ncm-4120.pdf",
    LQ: "lqe9408.pdf",
    SB: "sbm-409.pdf",
    TD: "tdr-2j05.pdf",
    NV: "nvg-72.pdf",
    QW: "qwa7124.pdf",
    GO: "gom-96.pdf",
    TC: "tcq3855.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: NC for v in ("NCM-4120-2K", "NCM-4120-5K", "NCM-4120-10K", "NCM-4120-5K-A")},
    "LQE9408A": LQ,
    "SBM-409D": SB,
    "TDR-2J12": TD,
    **{v: NV for v in ("NVG-72S", "NVG-72T")},
    **{v: GO for v in ("GOM-96W", "GOM-96B", "GOM-96YB")},
    **{v: TC for v in ("TCQ3855K", "TCQ3855J", "TCQ3855T")},
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
    """One question line; ids read h121-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h121-{kind}-{difficulty[0]}-{number:02d}",
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
