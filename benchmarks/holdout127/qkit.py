"""Helpers for the hundred-and-twenty-seventh hold-out set's questions.

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

ZQ, WQ, SR, KH = "ZMQ-41", "WQT4085", "SRM-LD33", "KHB-7A"
DF, MX, GR, VR = "DFK-S50", "MXU6071", "GRL-3M", "VRT3208"
DOC = {
    ZQ: "zmq-41.pdf",
    WQ: "wqt4085.pdf",
    SR: "srm-ld33.pdf",
    KH: "khb-7a.pdf",
    DF: "dfk-s50.pdf",
    MX: "mxu6071.pdf",
    GR: "grl-3m.pdf",
    VR: "vrt3208.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "ZMQ-41C": ZQ,
    "ZMQ-41Q": ZQ,
    **{v: WQ for v in ("WQT4085H", "WQT4085EDR", "WQT4085IDR")},
    "SRM-LD33Q": SR,
    "KHB-15A": KH,
    **{v: DF for v in ("DFK-S50H", "DFK-S50-868", "DFK-S50H-868")},
    **{v: MX for v in ("MXU6071-0", "MXU6071-1")},
    "GRL-3MH": GR,
    "VRT3208T": VR,
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
    """One question line; ids read h127-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h127-{kind}-{difficulty[0]}-{number:02d}",
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
