"""Helpers for the sixty-fourth hold-out set's questions.

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

KV, MZ, VR, PX = "KV2562", "MZ1873", "VR33-M2", "PIXA"
TP, HS, RG, FD = "TP-12", "HS-CSM2", "RG-IR04", "FDT-C1602-IIC"
DOC = {
    KV: "kv2562.pdf",
    MZ: "mz1873.pdf",
    VR: "vr33-m2.pdf",
    PX: "pixa-strip.pdf",
    TP: "tp-12.pdf",
    HS: "hs-csm2.pdf",
    RG: "rg-ir04.pdf",
    FD: "fdt-c1602-iic.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: KV for v in ("KV2562-1", "KV2562-5", "KV2562V-5")},
    **{v: MZ for v in ("MZ1873-L", "MZ1873-M")},
    **{v: VR for v in ("VR33-M2-SMD",)},
    **{v: PX for v in ("PIXA-5-60", "PIXA-5-144", "PIXA-12-60", "PIXA-12-60W")},
    **{v: TP for v in ("TP-12S", "TP-12N")},
    **{v: HS for v in ("HS-CSM2C",)},
    **{v: RG for v in ("RG-IR04A",)},
    **{v: FD for v in (f"FDT-C1602-IIC-{x}" for x in ("B5", "Y5", "B3", "Y5W"))},
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
    # ids read h64-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h64-{kind}-{difficulty[0]}-{number}",
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
