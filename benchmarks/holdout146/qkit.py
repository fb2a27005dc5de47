"""Helpers for the hundred-and-forty-sixth hold-out set's questions.

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

NS, LZ, QM, HW = "NSV6128", "LZG4204", "QMX-25E", "HWD2-1203S"
UT, CM, WR, AN = "UTP6614", "CMX-88", "WRB-52", "ANK1238"
DOC = {
    NS: "nsv6128.pdf",
    LZ: "lzg4204.pdf",
    QM: "qmx-25e.pdf",
    HW: "hwd2-1203.pdf",
    UT: "utp6614.pdf",
    CM: "cmx-88.pdf",
    WR: "wrb-52.pdf",
    AN: "ank1238.pdf",
}
# version and ordering names used in items map to their family's sheet
FAMILY = {
    **{f"NSV6128-{c}": NS for c in ("17", "22", "26", "29", "31", "44", "46")},
    "LZG4204A": LZ,
    **{f"QMX-25E-{r}": QM for r in ("20", "50", "100")},
    "HWD2-1203SH": HW,
    "UTP6614-5": UT,
    "UTP6614-3": UT,
    **{f"CMX-88{c}": CM for c in ("R", "G", "B")},
    "WRB-52P": WR,
    "WRB-52U": WR,
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
    """One question line; ids read h146-<f|c>-<difficulty letter>-<number>."""
    row: dict[str, Any] = {
        "id": f"h146-{kind}-{difficulty[0]}-{number:02d}",
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
