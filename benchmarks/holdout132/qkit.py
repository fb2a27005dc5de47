"""Helpers for the hundred-and-thirty-second hold-out set's questions.

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

SV, DL, BJ, SQ = "SVE24B64", "DOL-40", "BJX-LV4", "SHQ25F32"
HU, KV, KB, SP = "HUM-232", "KVF-136", "KBS3102", "SPK-IR03"
DOC = {
    SV: "sve24b64.pdf",
    DL: "dol-40.pdf",
    BJ: "bjx-lv4.pdf",
    SQ: "shq25f32.pdf",
    HU: "hum-232.pdf",
    KV: "kvf-136.pdf",
    KB: "kbs3102.pdf",
    SP: "spk-ir03.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    "SVE24B64-I": SV,
    "SVE24B64-E": SV,
    "DOL-40W": DL,
    "BJX-LV4T": BJ,
    "SHQ25F32V": SQ,
    "SHQ25F32W": SQ,
    "HUM-232P": HU,
    "HUM-232D": HU,
    "KVF-136-05": KV,
    "KVF-136-10": KV,
    "KBS3102G": KB,
    "SPK-IR03E": SP,
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
    """One question line; ids read h132-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h132-{kind}-{difficulty[0]}-{number:02d}",
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
