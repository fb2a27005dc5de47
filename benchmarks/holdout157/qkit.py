"""Helpers for the hundred-and-fifty-seventh hold-out set's questions.

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

NK, ZR, FX, BQ = "NKU-CSM4", "ZRQ5712", "FXD4816", "BQK-LT2"
GW, QI, VM, UP = "GWP1748", "QIR9614", "VMX-302", "UPB-52C"
DOC = {
    NK: "nku-csm4.pdf",
    ZR: "zrq5712.pdf",
    FX: "fxd4816.pdf",
    BQ: "bqk-lt2.pdf",
    GW: "gwp1748.pdf",
    QI: "qir9614.pdf",
    VM: "vmx-30x.pdf",
    UP: "upb-52c.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: NK for v in ("NKU-CSM4-33", "NKU-CSM4-50")},
    **{v: ZR for v in ("ZRQ5712-05B", "ZRQ5712-20A", "ZRQ5712-30A")},
    "FXD4816Q": FX,
    **{v: BQ for v in ("BQK-LT2-868", "BQK-LT2-915")},
    "GWP1748H": GW,
    **{v: QI for v in ("QIR9614-A5", "QIR9614-B3")},
    "VMX-303": VM,
    "UPB-52CD": UP,
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
    """One question line; ids read h157-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h157-{kind}-{difficulty[0]}-{number:02d}",
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
