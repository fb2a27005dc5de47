"""Device variants named in labels ("AMS1117-3.3", "74HCT595", "ACS712ELCTR-05B-T")."""

from __future__ import annotations

import re

from specproof.records import Identity


def code_in_name(code: str, device: str) -> bool:
    """A row code that starts one segment of the device name ("05" in "SRD-05VDC-SL-C")."""
    c = code.strip()
    return any(
        seg.startswith(c) and not seg[len(c) : len(c) + 1].isdigit()
        for seg in re.split(r"[-_/\s]", device)
    )


def variant_pattern(identity: Identity) -> re.Pattern[str] | None:
    logic = re.match(r"(\d{2,3})([A-Za-z]{1,4})(\d{2,5})", identity.device)
    if logic:
        # logic families: "74HC595" and "74HCT595" differ in the letters between the numbers
        stem = rf"{logic.group(1)}[A-Za-z]{{1,5}}{logic.group(3)}"
    else:
        # "DS18B20", "nRF24L01": letters and digits may alternate within the stem
        base = re.match(r"[A-Za-z]+-?\d+(?:[A-Za-z]{1,2}\d+)*", identity.device)
        if not base:
            return None
        stem = re.escape(base.group(0))
    # ordering codes run on in letters and dash-separated fields: "ACS712ELCTR-05B-T"
    return re.compile(rf"\b{stem}[A-Z]{{0,6}}(?:[-/][\w.]+)*\+?")


def strip_variant(label: str, rx: re.Pattern[str] | None) -> str:
    if rx is None:
        return label
    return rx.sub("", label).strip(" ,;")
