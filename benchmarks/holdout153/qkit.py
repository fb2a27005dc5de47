"""Helpers for the hundred-and-fifty-third hold-out set's questions.

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

VR, KB, JH, FX = "VRB4130", "KBM3620", "JHS-410", "FLX2317"
NG, SK, FN, RO = "NGC4057", "SKN-522", "FNS-09", "ROC-8171"
DOC = {
    VR: "vrb4130.pdf",
    KB: "kbm3620.pdf",
    JH: "jhs-410.pdf",
    FX: "flx2317.pdf",
    NG: "ngc4057.pdf",
    SK: "skn-522.pdf",
    FN: "fns-09.pdf",
    RO: "roc-8171.pdf",
}
# version, grade and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: VR for v in ("VRB4130-33", "VRB4130-50", "VRB4130-33P3", "VRB4130-33M5")},
    "KBM3620S": KB,
    "JHS-415": JH,
    **{v: FX for v in ("FLX2317-I", "FLX2317-E")},
    "NGC4057H": NG,
    "SKN-522L": SK,
    "FNS-09C": FN,
    **{v: RO for v in ("ROC-8171B", "ROC-8171S")},
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
    """One question line; ids read h153-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h153-{kind}-{difficulty[0]}-{number:02d}",
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
