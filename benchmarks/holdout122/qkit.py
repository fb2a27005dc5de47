"""Helpers for the hundred-and-twenty-second hold-out set's questions.

Every reference number was read off the generated PDFs (``pdftotext -layout``). A fact is
an (items, evidence) pair whose quotes a reviewer can find on the cited page; facts shared
by factual and compatibility questions live in facts.py, so a compatibility reference lists
exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

Item = dict[str, Any]
Fact = tuple[list[Item], list[dict[str, Any]]]
QUESTIONS: list[dict[str, Any]] = []
IE = "insufficient_evidence"

HT, MX, RN, HR = "HTP-20", "MXD5310", "RNB6230", "HRL-3T05"
KW, QL, QT, NK = "KWF-630", "QLS7760", "QTM-180", "NKV-40"
DOC = {
    HT: "htp-20.pdf",
    MX: "mxd5310.pdf",
    RN: "rnb6230.pdf",
    HR: "hrl-3t05.pdf",
    KW: "kwf-630.pdf",
    QL: "qls7760.pdf",
    QT: "qtm-180.pdf",
    NK: "nkv-40.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "HTP-20P": HT,
    "HTP-20S": HT,
    **{f"MXD5310A{n}": MX for n in range(8)},
    "RNB6230A": RN,
    "RNB6230B": RN,
    "HRL-3T12": HR,
    "KWF-630P": KW,
    "KWF-630U": KW,
    "QTM-180A": QT,
    "QTM-180B": QT,
    "NKV-40A": NK,
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
    """One question line; ids read h122-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h122-{kind}-{difficulty[0]}-{number:02d}",
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
