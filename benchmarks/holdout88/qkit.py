"""Helpers for the eighty-eighth hold-out set's questions.

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

DZ, KS, TB, QJ = "DZ-HCHO2", "KSA1247", "TBZ-2S", "QJ-R315"
LM, XA, TG, ML = "LMK-T232", "XA-3W", "TGS-12", "MLK"
DOC = {
    DZ: "dz-hcho2.pdf",
    KS: "ksa1247.pdf",
    TB: "tbz-2s.pdf",
    QJ: "qj-r315.pdf",
    LM: "lmk-t232.pdf",
    XA: "xa-3w.pdf",
    TG: "tgs-12.pdf",
    ML: "mlk.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    **{v: DZ for v in ("DZ-HCHO2-A", "DZ-HCHO2-B")},
    **{v: KS for v in ("KSA1247I", "KSA1247C")},
    **{v: TB for v in ("TBZ-2S10", "TBZ-2S20")},
    **{v: QJ for v in ("QJ-R315-05", "QJ-R315-12", "QJ-R315-24")},
    **{v: XA for v in ("XA-3W2", "XA-3W1")},
    **{v: TG for v in ("TGS-12A", "TGS-12B")},
    **{v: ML for v in ("MLK-280", "MLK-600", "MLK-600S")},
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
    # ids read h88-<f|c>-<difficulty letter>-<number>, whatever label the source used
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h88-{kind}-{difficulty[0]}-{number}",
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
