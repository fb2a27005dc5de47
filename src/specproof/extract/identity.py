"""Who a datasheet is about: main part number, variants and manufacturer.

Part-number candidates are tokens with letters and digits ("BME280", "nRF24L01+",
"AMS1117-3.3", "SRD-05VDC-SL-C"). They score by where they appear: the title and
the large type of page 1 count most, then frequency over the document. The file
name is used only to break ties or when nothing else is found.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from specproof.records import Identity, Page

_PART = re.compile(
    r"(?<![\w.+-])((?:[A-Za-z]{1,6}|\d{2}[A-Z]{1,4})[-]?\d[\w]*(?:[-+][\w.]*)*\+?)(?![\w])"
)
_PACKAGE = re.compile(
    r"^(?:[STHVUWXP]{0,2}(?:SOP|SSOP|QFN|DFN|SOIC|DIP|LGA|BGA|SOT|TO|MO|SON|QFP|LQFP)|SO|DO|SC)-?\d+\w*$",
    re.I,
)
_NOT_PART = re.compile(
    r"^(?:\d+|[A-Z]?\d+(?:\.\d+)?[a-zA-Zμ°%]{1,4}|ISO\d+|IEC\d+|RoHS\w*|REV\w*|Rev\w*|Fig\w*|Table\w*|Note\w*|"
    r"page\d*|[A-Z]{1,2}\d|V\w*|I\w{1,5}|T\w{1,3}|SO\w?-?\d+|SOT-?\d+|TO-?\d+|QFN\w*|DFN\w*|MSOP\w*|TSSOP\w*|LGA\w*|"
    r"DIP\w*|SOIC\w*|HTSSOP\w*|SOP\w*|WSON\w*|UQFN\w*|BGA\w*|www\w*|http\w*|CH\d+|GPIO\w*|ADC\d*|AIN\w*|IN\d|OUT\d|"
    r"MCS\d|SBAS\w*|SLVS\w*|SCES\w*|SBOS\w*|DS\d{3,}\w*|\w*-DS\d+\w*|UM\d+\w*|AN\d+\w*|E\d+|X\d+|Q\d+|D\d+|R\d+|C\d+|"
    r"802\.\w+|COM\d|K\d|PW\w?|DGG|[A-Z]\d{1,2}[A-Z]?)$"
)
_COMPANY = re.compile(
    r"((?:[A-Z][\w&.()]*\s){0,4}[A-Z][\w&.()]*,?\s(?:Inc\.?|Incorporated|Corporation|Corp\.?|Co\.,\s?Ltd\.?|Ltd\.?|"
    r"GmbH|AG|LLC|Limited|Semiconductor|Semiconductors|Electronics|MicroSystems|Microsystems|Sensortec))"
)
KNOWN_MAKERS = (
    "Texas Instruments",
    "Analog Devices",
    "Maxim Integrated",
    "Microchip",
    "NXP",
    "STMicroelectronics",
    "Bosch Sensortec",
    "InvenSense",
    "TDK",
    "Espressif",
    "Nordic Semiconductor",
    "ROHM",
    "Allegro MicroSystems",
    "Aosong",
    "Winsen",
    "Hanwei",
    "Songle",
    "ON Semiconductor",
    "onsemi",
    "Infineon",
    "Renesas",
    "Silicon Labs",
    "Sensirion",
    "ams",
    "Advanced Monolithic Systems",
    "Avia Semiconductor",
    "Nexperia",
    "Diodes Incorporated",
    "Vishay",
    "Honeywell",
    "Elecfreaks",
    "Murata",
    "Semtech",
    "Melexis",
    "Broadcom",
    "Cypress",
    "Atmel",
    "Dallas Semiconductor",
    "National Semiconductor",
    "Toshiba",
    "Panasonic",
    "Omron",
    "Adafruit",
    "SparkFun",
)


def detect_identity(pages: list[Page], file_name: str, title: str) -> Identity:
    scores = _candidate_scores(pages, title, file_name)
    if not scores:
        stem = Path(file_name).stem.upper()
        return Identity(device=stem, aliases=[], manufacturer=_manufacturer(pages))
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], len(kv[0])))
    device = ranked[0][0]
    aliases = _aliases(device, ranked[1:], pages)
    return Identity(device=device, aliases=aliases, manufacturer=_manufacturer(pages))


def _tokens(text: str) -> list[str]:
    out = []
    # "HC - SR04" -> "HC-SR04"; "MCP3004/3008" -> "MCP3004 MCP3008"
    text = re.sub(r"\b([A-Z]{2,5}) - ([A-Z]{0,4}\d)", r"\1-\2", text)
    text = re.sub(r"\b([A-Z]{2,6})(\d{3,5})/(\d{3,5})\b", r"\1\2 \1\3", text)
    for m in _PART.finditer(text):
        tok = m.group(1).rstrip(".-")
        if len(tok) < 4 or len(tok) > 24 or _NOT_PART.match(tok) or _PACKAGE.match(tok):
            continue
        digits, letters = sum(c.isdigit() for c in tok), sum(c.isalpha() for c in tok)
        short_dashed = re.fullmatch(r"[A-Z]{2,4}-\d{1,3}[A-Z]?", tok) is not None  # "MQ-2"
        if not short_dashed and (digits < 2 or letters < 1 or (letters < 2 and digits < 3)):
            continue
        out.append(tok)
    return out


def _candidate_scores(pages: list[Page], title: str, file_name: str) -> Counter[str]:
    scores: Counter[str] = Counter()
    for tok in _tokens(title):
        scores[tok] += 8
    # page 1: the best placement counts (large type, near the top); later pages:
    # one vote per page, so a package or document code repeated in tables stays low
    for page in pages[:60]:
        seen: dict[str, float] = {}
        for i, line in enumerate(page.lines):
            for tok in _tokens(line.text):
                if page.number == 1:
                    w = 2 + (line.size >= 14) * 4 + (line.size >= 11) * 2 + (i < 8) * 2
                else:
                    w = 1.0 if page.number <= 3 else 0.5
                seen[tok] = max(seen.get(tok, 0.0), w)
        for tok, w in seen.items():
            scores[tok] += w
    stem = re.sub(r"[^A-Z0-9]", "", Path(file_name).stem.upper())
    for tok in list(scores):
        if stem and re.sub(r"[^A-Z0-9]", "", tok.upper()) == stem:
            scores[tok] += 3  # tie-breaker only
    # a base name that prefixes many variants ("AMS1117" in "AMS1117-3.3") gains their votes
    for tok in list(scores):
        for other, s in list(scores.items()):
            if other != tok and other.upper().startswith(tok.upper()) and len(other) > len(tok):
                scores[tok] += 0.3 * s
    return scores


def _aliases(device: str, ranked: list[tuple[str, float]], pages: list[Page]) -> list[str]:
    base = re.sub(r"[^A-Z0-9]", "", device.upper())
    stem = re.match(r"[A-Z]+\d{2,}", base)
    prefix = stem.group(0)[:-1] if stem else base[:4]
    out: list[str] = []
    for tok, score in ranked:
        t = re.sub(r"[^A-Z0-9]", "", tok.upper())
        if score < 1.0 or t == base:
            continue
        related = t.startswith(base) or (len(prefix) >= 3 and t.startswith(prefix))
        if related and tok not in out:
            out.append(tok)
        if len(out) >= 12:
            break
    dashed = re.sub(r"^([A-Za-z]+)(\d)", r"\1-\2", device)
    if dashed != device and dashed not in out:
        out.append(dashed)
    return out


def _manufacturer(pages: list[Page]) -> str | None:
    text = "\n".join(line.text for p in pages[:40] for line in p.lines)
    counts: Counter[str] = Counter()
    for name in KNOWN_MAKERS:
        n = len(re.findall(rf"\b{re.escape(name)}\b", text, re.I if len(name) > 4 else 0))
        if n:
            counts[name] = n
    if counts:
        return counts.most_common(1)[0][0]
    m = _COMPANY.search(text)
    return m.group(1).strip() if m else None
