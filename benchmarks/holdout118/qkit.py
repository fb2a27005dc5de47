"""Helpers for the hundred-and-eighteenth hold-out set's questions.

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

LF, ES, PS, BH = "LFU-SM30", "ESX3416", "PAN-SD3", "BHR-FD2"
GL, HZ, QZ, AY = "GLN-LR30", "HZT4725", "QZE-213", "AYM-MS50"
DOC = {
    LF: "lfu-sm30.pdf",
    ES: "esx3416.pdf",
    PS: "pan-sd3.pdf",
    BH: "bhr-fd2.pdf",
    GL: "gln-lr30.pdf",
    HZ: "hzt4725.pdf",
    QZ: "qze-213.pdf",
    AY: "aym-ms50.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "LFU-SM30L": LF,
    "ESX3415": ES,
    "PAN-SD3-5": PS,
    "BHR-FD2-H": BH,
    **{v: GL for v in ("GLN-LR30-400T", "GLN-LR30-900T")},
    **{v: HZ for v in ("HZT4725-05B", "HZT4725-10B", "HZT4725-20B", "HZT4725-30U")},
    **{v: QZ for v in ("QZE-213BW", "QZE-213BWR")},
    "AYM-MS50M": AY,
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
    # ids read h118-<f|c>-<difficulty letter>-<number>
    kind, number = qid.split("-")[0], qid.split("-")[-1]
    row: dict[str, Any] = {
        "id": f"h118-{kind}-{difficulty[0]}-{number}",
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
    nearest statement, for reviewers."""
    q(qid, difficulty, qtype, question, devices, [], evidence or [], IE, note)
