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

from specproof.records import Identity, Line, Page, device_key
from specproof.tokens import LETTER_PAIR, has_digit

# A letter prefix joined by a dash to a letter-led code ("HC-SR04", "HW-P612", "GY-BME280")
# is one part number: module makers name boards that way.
_PART = re.compile(
    r"(?<![\w.+-])((?:[A-Za-z]{1,4}-(?=[A-Za-z]{1,5}-?\d))?"
    r"(?:[A-Za-z]{1,6}|\d{2}[A-Z]{1,4})[-]?\d[\w]*(?:[-+][\w.]*)*\+?)(?![\w])"
)
_PACKAGE = re.compile(
    r"^(?:[STHVUWXP]{0,2}(?:SOP|SSOP|QFN|DFN|SOIC|DIP|LGA|BGA|SOT|TO|MO|SON|QFP|LQFP)|SO|DO|SC)-?\d+\w*$",
    re.I,
)
_NOT_PART = re.compile(
    r"^(?:\d+|[A-Z]?\d{1,2}(?:\.\d+)?[a-zA-Zμ°%]{1,4}|\d+(?:\.\d+)?[a-zA-Zμ°%]{1,4}|ISO\d+|IEC\d+|RoHS\w*|REV\w*|Rev\w*|Fig\w*|Table\w*|Note\w*|"
    r"page\d*|[A-Z]{1,2}\d|(?:AC|DC)\d+(?:\.\d+)?V\w*|AT\d{1,3}|SO\w?-?\d+|SOT-?\d+|TO-?\d+|QFN\w*|DFN\w*|MSOP\w*|TSSOP\w*|LGA\w*|"
    r"DIP\w*|SOIC\w*|HTSSOP\w*|SOP\w*|WSON\w*|UQFN\w*|BGA\w*|www\w*|http\w*|CH\d+|GPIO\w*|ADC\d*|AIN\w*|IN\d|OUT\d|"
    r"MCS\d|SBAS\w*|SLVS\w*|SCES\w*|SBOS\w*|DS(?:0|\d{5})\w*|\w*-DS\d+\w*|UM\d+\w*|AN\d+\w*|E\d+|X\d+|Q\d+|D\d+|R\d+|C\d+|"
    r"802\.\w+|COM\d|K\d|PW\w?|DGG|[A-Z]\d{1,2}[A-Z]?|"
    # serial line standards are no parts: "RS-485", "EIA-232", "TIA-485"
    r"(?:RS|EIA|TIA)-?\d{3}\w*|"
    # utilization categories of switching devices: "AC-53b", "AC-15", "DC-13"
    r"(?:AC|DC)-\d{1,2}[ab]?)$"
)
_COMPANY = re.compile(
    r"((?:[A-Z][\w&.()]*\s){0,4}[A-Z][\w&.()]*,?\s(?:Inc\.?|Incorporated|Corporation|Corp\.?|Co\.,\s?Ltd\.?|Ltd\.?|"
    r"GmbH|AG|LLC|Limited|Semiconductor|Semiconductors|Electronics|MicroSystems|Microsystems|Sensortec)(?!\w))"
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
    maker = _manufacturer(pages, title)
    from_file = _file_part_number(file_name)
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], len(kv[0])))
    if not ranked or ranked[0][1] < _WEAK_SCORE:
        # nothing in a title or on page 1 names a part: the file name does, if the
        # document backs it up ("SRD" of "srd-05vdc-sl-c.pdf" is printed in it)
        if from_file and _document_mentions_stem(pages, from_file):
            aliases = _family_aliases(from_file)
            return Identity(device=from_file, aliases=aliases, manufacturer=maker)
        if not ranked:
            return Identity(device=Path(file_name).stem.upper(), aliases=[], manufacturer=maker)
    device = _headline_device(ranked[0][0], scores, pages)
    if _unrelated_headline(device, pages):
        device = _prominent_headline(pages) or device
    family = device
    device = _member_of_family(device, from_file) or device
    aliases = _aliases(device, ranked, pages)
    if family != device:
        aliases.insert(0, family)
    for extra in [*_family_aliases(device), _series_letters(device, aliases, pages), from_file]:
        if extra and _norm(extra) != _norm(device) and extra not in aliases:
            aliases.append(extra)  # users name files and parts by the family name
    return Identity(device=device, aliases=_unique(aliases), manufacturer=maker)


def _series_letters(device: str, aliases: list[str], pages: list[Page]) -> str | None:
    """A series sold in sizes ("KHM-20", "KHM-25") is asked about by its letters alone
    ("a KHM holding magnet") when page 1 writes them as a word of their own."""
    # ("HX-UPS05" of "HX-UPS05 / 09 / 12", "NVD-S02" of "NVD-S02 · NVD-S04": the letters end
    # in a word of their own, "HX-UPS", "NVD-S")
    m = (
        re.fullmatch(r"([A-Z]{2,5})-\d{2,4}", device)
        or re.fullmatch(r"([A-Z]{2,5}-[A-Z]{1,4})\d{2,4}[A-Z]?", device)
        or re.fullmatch(r"([A-Z]{1,4}\d)-\d{2,4}", device)  # "AS2" of "AS2-009"
    )
    if m is None or not any(a.startswith(m.group(1)) for a in aliases):
        return None
    head = _page_one_head(pages, 12)
    return m.group(1) if re.search(rf"\b{m.group(1)}\b(?![\s-]*\d)", head) else None


def _member_of_family(device: str, from_file: str | None) -> str | None:
    """The member a file names of a family written with placeholders ("TPS6302x",
    "LM78xx" in a file "tps63020.pdf"): the file's part, when its digits fill them."""
    m = re.fullmatch(r"(.*\d)(x+)", device)
    if m is None or from_file is None:
        return None
    stem, filled = device_key(m.group(1)), device_key(from_file)
    tail = filled[len(stem) :]
    return (
        from_file
        if filled.startswith(stem) and len(tail) == len(m.group(2)) and tail.isdigit()
        else None
    )


def _unique(names: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for name in names:
        if name.upper() not in seen:
            seen.add(name.upper())
            out.append(name)
    return out


# a part named in the title or in page 1's type scores well above this
_WEAK_SCORE = 2.5
_HEADLINE_SIZE = 14  # points: the title type of a first page


def _norm(name: str) -> str:
    return device_key(name)


def _file_part_number(file_name: str) -> str | None:
    """The file name's stem when it reads like a part number ("srd-05vdc-sl-c")."""
    stem = Path(file_name).stem.strip()
    toks = _tokens(stem.upper())
    if len(toks) == 1 and _norm(toks[0]) == _norm(stem):
        return toks[0]
    return None


def _document_mentions_stem(pages: list[Page], part: str) -> bool:
    letters = LETTER_PAIR.match(part)
    if not letters:
        return False
    rx = re.compile(rf"\b{re.escape(letters.group(0))}", re.I)
    return any(rx.search(line.text) for page in pages[:5] for line in page.lines)


def _family_aliases(device: str) -> list[str]:
    """A suffixed part ("BH1750FVI", "INA219B") is asked about by its family name."""
    m = re.fullmatch(r"([A-Za-z]{1,6}-?\d{3,})([A-Za-z]{1,4})", device)
    return [m.group(1)] if m else []


def _headline_device(top: str, scores: Counter[str], pages: list[Page]) -> str:
    """A module named in the largest type of page 1 ("ESP32-WROOM-32") is the device,
    even when its chip ("ESP32") is mentioned more often."""
    if not pages or not pages[0].lines:
        return top
    named = [ln for ln in pages[0].lines if _titled_tokens(ln)]
    if not named:
        return top
    biggest = max(ln.size for ln in named)
    headline = " ".join(ln.text for ln in named if ln.size >= biggest - 0.5)
    if re.search(rf"(?<![\w-]){re.escape(top)}\s*(?:/|,|&|\band\b|\bor\b)", headline):
        return top  # "BTR-52A / BTR-52A-PA": the headline lists the family part beside it
    head_norm = _norm(headline)
    for tok in sorted(scores, key=len, reverse=True):
        t = _norm(tok)
        if (
            t != _norm(top)
            and t.startswith(_norm(top))
            and re.search(r"-[A-Za-z]{2,}", tok[len(top) :])  # a named module, not "-3.3"
            and t in head_norm
            and _norm(top) + _norm(tok[len(top) :]) == t
        ):
            return tok
    return top


def _prominent_headline(pages: list[Page]) -> str | None:
    """The one part number printed in page 1's headline type, when that type stands out.

    A module manual names its own part in the big title line and mentions the chips it
    carries ("using the PD-632 probe", "based on ESP8266") in body text, sometimes on
    every page; the headline, not the body count, says which device the sheet is about.
    """
    if not pages or not pages[0].lines:
        return None
    lines = pages[0].lines
    named = [ln for ln in lines if _titled_tokens(ln)]
    if not named:
        return None
    body = sorted(ln.size for ln in lines)[len(lines) // 2]
    biggest = max(ln.size for ln in named)
    if biggest < _HEADLINE_SIZE or biggest < body * 1.4:
        return None  # no headline type: frequency and the title decide
    head = {t for ln in named if ln.size >= biggest - 0.5 for t in _titled_tokens(ln)}
    return next(iter(head)) if len(head) == 1 else None


def _unrelated_headline(device: str, pages: list[Page]) -> bool:
    """The headline part is neither the chosen device nor one of its family names."""
    head = _prominent_headline(pages)
    if head is None:
        return False
    a, b = _norm(head), _norm(device)
    return not (a.startswith(b) or b.startswith(a))


def _titled_tokens(line: Line) -> list[str]:
    """A page-1 line's part candidates, read as a title when it is set in the title type."""
    return _tokens(line.text, headline=line.size >= _HEADLINE_SIZE)


def _tokens(text: str, headline: bool = False) -> list[str]:
    """Part-number candidates of a line. ``headline``: the line is set in the title type
    of page 1, where a short code ("TMP36") is a part, never a parameter symbol."""
    out = []
    # "HC - SR04" -> "HC-SR04"; "MCP3004/3008" -> "MCP3004 MCP3008"
    text = re.sub(r"\b([A-Z]{2,5}) - ([A-Z]{0,4}\d)", r"\1-\2", text)
    text = re.sub(r"\b([A-Z]{2,6})(\d{3,5})/(\d{3,5})\b", r"\1\2 \1\3", text)
    text = _sizes_of_series(text, headline)
    for m in _PART.finditer(text):
        tok = m.group(1).rstrip(".-")
        if len(tok) < 4 or len(tok) > 24 or _NOT_PART.match(tok) or _PACKAGE.match(tok):
            continue
        if "_" in tok or (_is_symbol(tok) and not headline):
            continue  # code identifiers, parameter symbols
        if _CERTIFICATE.search(text[: m.start()][-24:]) or _PACKAGE_AFTER.match(text, m.end()):
            continue  # approval file numbers, a maker's package code ("RT-5 (SOT-23)")
        digits, letters = sum(c.isdigit() for c in tok), sum(c.isalpha() for c in tok)
        # "MQ-2", and a module maker's letter code after the dash ("KSD-MC5")
        short_dashed = re.fullmatch(r"[A-Z]{2,4}-[A-Z]{0,3}\d{1,3}[A-Z]{0,2}", tok) is not None
        # letters and one digit ("SGD8", "DL2-M") set in the title type: a part
        short_titled = headline and re.fullmatch(r"[A-Z]{3,6}\d|[A-Z]{2,5}\d-[A-Z]{1,3}", tok)
        if short_titled or short_dashed:
            out.append(tok)
            continue
        if digits < 2 or letters < 1 or (letters < 2 and digits < 3):
            continue
        out.append(tok)
    return out


def _sizes_of_series(text: str, headline: bool = False) -> str:
    """A series sold in sizes writes each as its letters and a number ("KHM 20 / KHM 25 /
    KHM 30"): when the same letters name two sizes on one line, each is one part number;
    so is one such name alone on a line of the title type ("EHG 40")."""
    named = Counter(m.group(1) for m in _SERIES_SIZE.finditer(text))
    repeated = {letters for letters, n in named.items() if n >= 2}
    if headline and (alone := _TITLE_SERIES.fullmatch(text.strip())):
        # "PTX 10-V" alone in the title type: the series and its version, one name
        return f"{alone.group(1)}-{alone.group(2)}"
    if headline and (alone := _SERIES_SIZE.fullmatch(text.strip())):
        repeated.add(alone.group(1))
    if not repeated:
        return text
    return _SERIES_SIZE.sub(
        lambda m: f"{m.group(1)}-{m.group(2)}" if m.group(1) in repeated else m.group(0), text
    )


# (not a current type or a bound written before a number: "DC 24", "AC 230", "MAX 30")
_SERIES_SIZE = re.compile(
    r"(?<![\w-])(?!(?:AC|DC|VAC|VDC|RMS|MAX|MIN|TYP)\b)([A-Z]{2,5}) (\d{2,4})\b"
)
_TITLE_SERIES = re.compile(r"([A-Z]{2,5}) (\d{1,4}-[A-Z0-9]{1,4})")


# a package named in brackets right after a code makes the code the maker's name of that
# package: "RT-5 (SOT-23)", "RN-8 (SOIC)"
_PACKAGE_AFTER = re.compile(
    r"\s*\(\s*[A-Z]{0,3}(?:SOIC|SOP|SOT|TO|DIP|QFN|DFN|LGA|BGA|SON|QFP|CSP)\b[^()]{0,12}\)"
)
_CERTIFICATE = re.compile(
    r"(?:file|certificate|report|licen[cs]e|approval|patent)\s*(?:number|no\.?|#)?\s*[:：]?\s*$",
    re.I,
)


def _is_symbol(tok: str) -> bool:
    """Parameter symbols ("VDD33", "IDDSL", "TSTG") are not part numbers; parts
    starting with the same letters carry three digits or more ("INA219", "TMP102")."""
    return (
        re.fullmatch(r"[VIT][A-Za-z]*\d{0,2}[A-Za-z]*", tok) is not None
        and sum(c.isdigit() for c in tok) <= 2
    )


def _candidate_scores(pages: list[Page], title: str, file_name: str) -> Counter[str]:
    scores: Counter[str] = Counter()
    for tok in _tokens(title, headline=True):
        scores[tok] += 8
    # page 1: the best placement counts (large type, near the top); later pages:
    # one vote per page, so a package or document code repeated in tables stays low
    for page in pages[:60]:
        seen: dict[str, float] = {}
        for i, line in enumerate(page.lines):
            headline = page.number == 1 and line.size >= _HEADLINE_SIZE
            for tok in _tokens(line.text, headline):
                if page.number == 1:
                    w = 2 + headline * 4 + (line.size >= 11) * 2 + (i < 8) * 2
                else:
                    w = 1.0 if page.number <= 3 else 0.5
                seen[tok] = max(seen.get(tok, 0.0), w)
        for tok, w in seen.items():
            scores[tok] += w
    stem = device_key(Path(file_name).stem)
    for tok in list(scores):
        if stem and device_key(tok) == stem:
            scores[tok] += 3  # tie-breaker only
    # a base name that prefixes many variants ("AMS1117" in "AMS1117-3.3") gains their votes
    for tok in list(scores):
        for other, s in list(scores.items()):
            if other != tok and other.upper().startswith(tok.upper()) and len(other) > len(tok):
                scores[tok] += 0.3 * s
    return scores


def _aliases(device: str, ranked: list[tuple[str, float]], pages: list[Page]) -> list[str]:
    base = device_key(device)
    stem = re.match(r"[A-Z]+\d{2,}", base)
    prefix = stem.group(0)[:-1] if stem else base[:4]
    named_with = _slashed_with(device, pages)
    letters = re.match(r"[A-Z]*", base).group(0)  # type: ignore[union-attr]
    if _TITLE_SERIES.fullmatch(device.replace("-", " ", 1)):
        prefix = letters  # "PTX 10-V": a series title; its members share only its letters
    row_keys = _row_keys(letters, pages) if _series_named(letters, pages) else set()
    row_keys |= _set_side_by_side(device, pages)
    out: list[str] = []
    for tok, score in ranked:
        t = device_key(tok)
        if score < 1.0 or t == base:
            continue
        # a sibling sharing only a prefix ("ADS1113" of "ADS1115") must be named up front,
        # or head a row of a table of the family's members ("MFX050 30 40 0.50 ...")
        related = t.startswith(base) or (len(prefix) >= 3 and t.startswith(prefix) and score >= 2)
        related = related or t in named_with or t in row_keys
        if related and tok not in out:
            out.append(tok)
        if len(out) >= 12:
            break
    for key in sorted(row_keys - {base} - {device_key(t) for t in out})[:12]:
        out.append(key)  # a member only a table row names
    dashed = re.sub(r"^([A-Za-z]+)(\d)", r"\1-\2", device)
    if dashed != device and dashed not in out:
        out.append(dashed)
    return out


def _set_side_by_side(device: str, pages: list[Page]) -> set[str]:
    """Members of the part's series named side by side on one line ("RTQ-302 RTQ-310
    RTQ-350", "AS2-009 AS2-018 AS2-032": the head of a table with one column per member),
    each the part's name with other closing digits."""
    stem = re.fullmatch(r"(.*?[A-Z].*?)\d{2,4}[A-Z]{0,2}", device)
    if stem is None or len(re.sub(r"\W", "", stem.group(1))) < 2:
        return set()
    member = re.compile(rf"(?<![\w-]){re.escape(stem.group(1))}\d{{2,4}}[A-Z]{{0,2}}(?![\w-])")
    keys: set[str] = set()
    for page in pages[:3]:
        for line in page.lines:
            named = {device_key(m.group(0)) for m in member.finditer(line.text)}
            if len(named) >= 2:
                keys |= named
    return keys


def _page_one_head(pages: list[Page], n: int) -> str:
    """The first ``n`` lines of page 1, where a sheet names its part and series."""
    return " ".join(line.text for line in pages[0].lines[:n]) if pages else ""


def _series_named(letters: str, pages: list[Page]) -> bool:
    """Page 1 names the part's letters as a series ("MFX Series", "KRS Reed Switch
    Series"): every part number of a table of its members is one of its parts."""
    if len(letters) < 3 or not pages:
        return False
    head = _page_one_head(pages, 15)
    return (
        re.search(rf"\b{letters}\b(?:\s+[\w-]+){{0,3}}\s+(?:series|family)\b", head, re.I)
        is not None
    )


def _row_keys(prefix: str, pages: list[Page]) -> set[str]:
    """Part numbers that open a table row of values and share the device's prefix: the
    members of a series table ("MFX050 30 40 0.50 1.00 ...")."""
    keys: set[str] = set()
    for page in pages[:6]:
        for line in page.lines:
            first, _, rest = line.text.strip().partition(" ")
            key = device_key(first)
            one_part = len(key) <= len(prefix) + 6  # no names glued together
            if (
                key.startswith(prefix)
                and one_part
                and has_digit(key)
                and len(_NUMBER.findall(rest)) >= 3
            ):
                keys.add(key)
    return keys


_NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?![\w.])")


# what joins the parts a title names together: "KX-6000/KX-6050", "IGDN614 / IGDI614",
# "KS1010 & KS1040", "BF-REL1-5V (1 channel) and BF-REL2-5V (2 channel)"
_TITLE_JOIN = re.compile(r"\s*/\s*|\s+(?:&|and|und|et|y)\s+", re.I)


def _slashed_with(device: str, pages: list[Page]) -> set[str]:
    """Parts a page-1 line names beside the device, joined by a slash, "&" or "and": a
    title like "KX-6000/KX-6050 Product Specification" covers both parts, however far their
    numbers differ, so a question about either is about this sheet. A sibling shares the
    device's first two characters ("IGDI614" beside "IGDN614")."""
    key = device_key(device)
    found: set[str] = set()
    for line in pages[0].lines[:12] if pages else []:
        pieces = _TITLE_JOIN.split(_sizes_of_series(line.text))
        parts = [_tokens(piece, headline=True) for piece in pieces]
        if len(parts) < 2 or not any(key in map(device_key, p) for p in parts):
            continue
        for piece in parts:
            found |= {
                device_key(t) for t in piece[:1] if device_key(t)[:2] == key[:2] and has_digit(t)
            }
    found.discard(key)
    return found


def _manufacturer(pages: list[Page], title: str = "") -> str | None:
    text = title + "\n" + "\n".join(line.text for p in pages[:40] for line in p.lines)
    counts: Counter[str] = Counter()
    for name in KNOWN_MAKERS:
        n = len(re.findall(rf"\b{re.escape(name)}\b", text, re.I if len(name) > 4 else 0))
        if n:
            counts[name] = n
    if counts:
        return counts.most_common(1)[0][0]
    return _company_name(text)


# words of a specification table, never of a company's name ("Power Dissipation PD
# Internally Limited" is a table row, not a firm called "... Limited")
_SPEC_WORDS = re.compile(
    r"\b(?:power|dissipation|voltage|current|temperature|internally|thermal|output|input|supply|"
    r"note|max|min|typ)\b",
    re.I,
)


def _company_name(text: str) -> str | None:
    """A company-like name ("Acme Semiconductor", "Foo Co., Ltd."), one line at a time;
    a copyright line names the maker most reliably."""
    names: list[tuple[bool, str]] = []
    for line in text.splitlines():
        for m in _COMPANY.finditer(line):
            name = m.group(1).strip()
            if not _SPEC_WORDS.search(name):
                names.append((bool(re.search(r"©|\(c\)|copyright", line, re.I)), name))
    if not names:
        return None
    return max(names, key=lambda pair: pair[0])[1]  # the first copyright line, else the first


# ---------------------------------------------------------------- packages

_PACKAGE_NAME = re.compile(
    r"(?<![\w-])(?:"
    r"(?:[A-Z]{0,3}(?:SOT|SOP|SSOP|TSSOP|MSOP|SOIC|QFN|DFN|SON|LGA|BGA|DIP|QFP|CSP|USP)|SO|TO|DO|SC)"
    r"-?\d{1,3}(?:-\d{1,2})?[A-Z]?"
    r"|D2PAK|DPAK|PowerSO-?\d+|Multiwatt-?\d*"
    r")(?![\w-])"
)
_PACKAGE_CONTEXT = re.compile(r"\bpackages?\b|\bavailable\s+in\b|\bpackaged\b", re.I)
# a family named with its pin count in front: "8-Pin SO", "8-Pin µSOP", "8L SOIC", "16-lead DIP",
# the body's size between them: "10-Lead, 3 mm x 3 mm QFN"; "5-Lead SOT-23" is the SOT-23-5
_PIN_PACKAGE = re.compile(
    r"(?<![\w.-])(\d{1,3})[\s-]?(?:pins?|leads?|ld|L),?\s+"
    r"(?:\d+(?:\.\d+)?\s*mm\s*[x×]\s*\d+(?:\.\d+)?\s*mm\s+)?"
    r"((?:[µu]|[A-Z]{0,3})(?:SOP|SSOP|TSSOP|MSOP|SOIC|QFN|DFN|SON|DIP|QFP|SO)|SOT-?23)(?![\w-])",
    re.I,
)
# NXP-style tables give each package a type name and an outline code: "DIP16 plastic dual
# in-line package; 16 leads (300 mil) SOT38-4", "Package outline SOT109-1 (SO16)"; the code
# is the drawing of the same package, no package of its own
_OUTLINE_CODE = re.compile(
    r"\bleads?\s*[;(].*?\b(SOT\d{2,3}-\d)\b|\boutline\s+(SOT\d{2,3}-\d)\b", re.I
)
# a list that goes on on the next line: "Available in 8-Pin SO, 8-Pin µSOP, and"
_LIST_OPEN = re.compile(r"(?:,|\band|\bor|&)\s*$", re.I)


def package_names(text: str, listed: bool = False) -> list[str]:
    """Package types a line names as such ("Available in SOT-223, TO-252 and SO-8
    packages"), in order, without repeats. ``listed``: the line continues a package list
    from the line above, so it needs no word "package" of its own."""
    if not listed and not _PACKAGE_CONTEXT.search(text):
        return []
    pinned = list(_PIN_PACKAGE.finditer(text))
    found = [
        (m.start(), m.group(0))
        for m in _PACKAGE_NAME.finditer(text)
        if not any(p.start() <= m.start() < p.end() for p in pinned)  # "5-Lead, SOT-23"
    ]
    found += [(m.start(), f"{m.group(2)}-{m.group(1)}") for m in pinned]
    outlines = {m.group(1) or m.group(2) for m in _OUTLINE_CODE.finditer(text)}
    out: list[str] = []
    for _, name in sorted(found):
        if name not in out and name not in outlines:
            out.append(name)
    return out


# TI's "Device Information" table: "PART NUMBER PACKAGE BODY SIZE (NOM)" over rows
# "TXS0108EPW TSSOP (20) 6.50 mm × 6.40 mm": each row a package, its pin count, its body
_PACKAGE_TABLE = re.compile(r"\bPACKAGE\b.*\bBODY\s+SIZE\b", re.I)
_PACKAGE_ROW = re.compile(
    r"(?<![\w-])([A-Z]{0,4}(?:SOT|SOP|SSOP|TSSOP|MSOP|SOIC|QFN|DFN|SON|LGA|BGA|DIP|QFP|CSP|"
    r"TO|SO|DO|SC)(?:-\d{1,3})?)\s?\((\d{1,3})\)\s+\d+(?:\.\d+)?\s*mm\b"
)


def package_table_header(text: str) -> bool:
    """The header of a table of packages with their body sizes."""
    return _PACKAGE_TABLE.search(text) is not None


def package_table_row(text: str) -> list[str]:
    """Packages a row of such a table names: "VQFN (20) 4.50 mm × 3.50 mm" -> VQFN-20."""
    return [f"{m.group(1)}-{m.group(2)}" for m in _PACKAGE_ROW.finditer(text)]


def same_package(a: str, b: str) -> bool:
    """ "SOT-23-8" and "SOT23-8" name one package."""
    return device_key(a) == device_key(b)


def list_goes_on(text: str) -> bool:
    """The line breaks off inside a list ("..., 8-Pin µSOP, and"): its next line continues it."""
    return _LIST_OPEN.search(text.strip()) is not None
