"""Device variants named in labels ("AMS1117-3.3", "74HCT595", "ACS712ELCTR-05B-T")."""

from __future__ import annotations

import re

from specproof.records import Identity, device_key
from specproof.tokens import PART_SEGMENT_BREAK


def code_in_name(code: str, device: str) -> bool:
    """A row code that starts one segment of the device name ("05" in "SRD-05VDC-SL-C")."""
    c = code.strip()
    return any(
        seg.startswith(c) and not seg[len(c) : len(c) + 1].isdigit()
        for seg in PART_SEGMENT_BREAK.split(device)
    )


def model_suffix(model: str, device: str) -> str | None:
    """What a model's name adds to the device's ("5" of "KPM-15-5" in the KPM-15 sheet),
    the way a question naming that model is read; the whole name when it does not extend
    the device's, None when it is the device's own."""
    key, own = device_key(device), device_key(model)
    if own == key:
        return None
    if not key or not own.startswith(key):
        return model
    seen = 0
    for i, ch in enumerate(model):
        if seen == len(key):
            return model[i:].lstrip("-_ /#") or model
        seen += bool(device_key(ch))
    return model


def variant_pattern(identity: Identity) -> re.Pattern[str] | None:
    logic = re.match(r"([A-Za-z]{0,3})(\d{2,3})([A-Za-z]{1,4})(\d{2,5})", identity.device)
    if logic:
        # logic families: "74HC595" and "74HCT595" differ in the letters between the
        # numbers, after the maker's prefix if any ("SN74HC595", "CD74HCT4051")
        prefix = re.escape(logic.group(1))
        stem = rf"{prefix}{logic.group(2)}[A-Za-z]{{1,5}}{logic.group(4)}"
    else:
        # "DS18B20", "nRF24L01": letters and digits may alternate within the stem
        base = re.match(r"[A-Za-z]+-?\d+(?:[A-Za-z]{1,2}\d+)*", identity.device)
        if not base:
            return None
        stem = re.escape(base.group(0))
        shared = sibling_prefix(identity)
        if shared and base.group(0).upper().startswith(shared.upper()):
            # a family sheet (TMP35/TMP36/TMP37): a sibling named in a row is a variant too
            rest = base.group(0)[len(shared) :]
            digits = len(rest) - len(rest.lstrip("0123456789"))
            stem = re.escape(shared) + rf"\d{{{digits}}}" + re.escape(rest[digits:])
    # ordering codes run on in letters and dash-separated fields: "ACS712ELCTR-05B-T"
    return re.compile(rf"\b{stem}[A-Z]{{0,6}}(?:[-/][\w.]+)*\+?")


def sibling_prefix(identity: Identity) -> str | None:
    """What the device shares with the siblings its sheet also covers ("TMP3" of TMP36 with
    TMP35 and TMP37): names that differ from the device in the digits ending its number."""
    # the part number without an ordering suffix: "CLA1612" of "CLA1612-IMZ"
    number = re.match(r"[A-Za-z]+-?\d+", identity.device)
    device = (number.group(0) if number else identity.device).upper()
    m = re.match(r"[A-Z]+\d*?(?=\d+$)", device)
    shortest: str | None = None
    for alias in identity.aliases:
        other = alias.upper()
        if other.startswith(device) or len(other) != len(device):
            continue
        common = next(i for i, (a, b) in enumerate(zip(device, other, strict=True)) if a != b)
        ends_in_digits = other[common:].isdigit() and device[common:].isdigit()
        if m and common >= len(m.group(0)) and ends_in_digits:
            prefix = identity.device[:common]
            shortest = prefix if shortest is None or len(prefix) < len(shortest) else shortest
    return shortest


def listed_member(listed: str, identity: Identity) -> str | None:
    """The device's own name in a list of family members a row holds for: "TMP35/TMP36/
    TMP37G" is grade G of each, so for the TMP36 it is "TMP36G"; a list naming the device
    without a grade is the device itself (None). A list without the device stays whole."""
    members = [x.upper() for x in listed.split("/") if x]
    graded = re.fullmatch(r"([A-Z]+-?\d+)([A-Z]{1,2})", members[-1])
    bare = all(re.fullmatch(r"[A-Z]+-?\d+", x) for x in members[:-1])
    grade = graded.group(2) if graded and bare and len(members) > 1 else ""
    bases = {*members[:-1], members[-1][: len(members[-1]) - len(grade)]}
    if identity.device.upper() not in bases:
        return listed
    return f"{identity.device}{grade}" if grade else None


def strip_variant(label: str, rx: re.Pattern[str] | None) -> str:
    if rx is None:
        return label
    return rx.sub("", label).strip(" ,;")
