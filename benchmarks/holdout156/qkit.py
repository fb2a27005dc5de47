"""Helpers for the hundred-and-fifty-sixth hold-out set's questions.

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

EF, MF, AV, OQ = "EFP3016", "MAF-24", "AVM2213", "OQC-1201"
TR, AQ, HM, PL = "TOR5530L", "AQT5310", "HM2004", "PLA-1210"
DOC = {
    EF: "efp3016.pdf",
    MF: "maf-24.pdf",
    AV: "avm2213.pdf",
    OQ: "oqc-1201.pdf",
    TR: "tor5530l.pdf",
    AQ: "aqt5310.pdf",
    HM: "hm2004.pdf",
    PL: "pla-1210.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{v: EF for v in ("EFP3016G", "EFP3016-ORT", "EFP3016G-ORT")},
    **{v: MF for v in ("MAF-24PL", "MAF-24PL-N")},
    **{v: AV for v in ("AVM2213T", "AVM2213-QR", "AVM2213T-TR")},
    **{
        v: OQ
        for v in (
            "OQC-1201A",
            "OQC-1201B",
            "OQC-1201C",
            "OQC-1201D",
            "OQC-1201S",
            "OQC-1201SA",
            "OQC-1201SB",
            "OQC-1201SC",
            "OQC-1201SD",
        )
    },
    **{v: TR for v in ("TOR5530LS", "TOR5530LSTR")},
    **{v: AQ for v in ("AQT5310L", "AQT5310-TR", "AQT5310L-TR", "AQT5310-EVK")},
    **{v: HM for v in ("HM2004-I5", "HM2004-I3", "HMH-2004-I5", "HMH-2004-I3")},
    **{v: PL for v in ("PLA-1210V", "PLA-1210-EU", "PLA-1210V-EU", "PLA-1210V-UK", "PLA-1210V-US")},
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
    """One question line; ids read h156-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h156-{kind}-{difficulty[0]}-{number:02d}",
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
