"""Helpers for the twentieth hold-out set's questions.

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

RD, BS, FX, KJ = "RDM-03", "BSM-2D", "FXS Series", "KJM-2"
TP, NL, HB, SK = "TPW18", "NLF 20", "HBD2910", "SKM Series"
DOC = {
    RD: "rdm-03.pdf",
    BS: "bsm-2d.pdf",
    FX: "fxs.pdf",
    KJ: "kjm-2.pdf",
    TP: "tpw18.pdf",
    NL: "nlf20.pdf",
    HB: "hbd2910.pdf",
    SK: "skm.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: BS for v in ("BSM-2D-T", "BSM-2D-U", "BSM-2D-R")},
    **{v: FX for v in ("FXS-22", "FXS-22-HT", "FXS-45", "FXS-45-HT", "FXS-95")},
    **{v: KJ for v in ("KJM-2S",)},
    **{v: TP for v in ("TPW18-P", "TPW18-S", "TPW18-P-1", "TPW18-P-3", "TPW18-S-1", "TPW18-S-3")},
    **{v: NL for v in ("NLF 20-PP", "NLF 20-PV", "NLF 20-SS")},
    **{v: HB for v in ("HBD2910MUV", "HBD2910FVM")},
    **{v: SK for v in ("SKM-05", "SKM-10", "SKM-10L")},
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
    # ids read h20-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h20-{kind}-{difficulty[0]}-{number}",
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
