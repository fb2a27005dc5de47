"""Helpers for the hundred-and-fortieth hold-out set's questions.

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

KQ, SF, NB, VR = "KQR-420", "SFX9320", "NRB1-0505S", "VRL2616"
HQ, KP, AR, KS = "HQL6220", "KPD-12", "ARZ-31", "KPS1208"
DOC = {
    KQ: "kqr-420.pdf",
    SF: "sfx9320.pdf",
    NB: "nrb1-0505s.pdf",
    VR: "vrl2616.pdf",
    HQ: "hql6220.pdf",
    KP: "kpd-12.pdf",
    AR: "arz-31.pdf",
    KS: "kps1208.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: KQ for v in ("KQR-420-33", "KQR-420-50")},
    "NRB1-0505SH": NB,
    **{v: HQ for v in ("HQL6220-10B", "HQL6220-20B", "HQL6220-30B")},
    "KPD-12D": KP,
    **{v: AR for v in ("ARZ-31P", "ARZ-31U", "ARZ-31PA")},
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
    """One question line; ids read h140-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h140-{kind}-{difficulty[0]}-{number:02d}",
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
