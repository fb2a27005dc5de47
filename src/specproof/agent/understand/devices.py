"""Devices a question names: the library's device index and part-number linking."""

from __future__ import annotations

import bisect
import itertools
import re
import weakref
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from specproof.agent.terms import norm_part, sibling_name
from specproof.agent.understand.board_names import board_chip, boards_without_level
from specproof.agent.understand.near_names import is_slip, near_names
from specproof.agent.understand.record import DeviceMention
from specproof.fields import fields_in
from specproof.records import Document
from specproof.store.memo import data_version_of
from specproof.tokens import has_digit

if TYPE_CHECKING:
    from specproof.store import Store


@dataclass(slots=True)
class DeviceEntry:
    doc_id: str
    file_name: str
    device: str
    names: list[str]  # normalised device name and aliases, longest first
    aliases: list[str] = field(default_factory=list)  # as written ("LRQ2210-3.3")


# A title that names a radio: "2.4 GHz transceiver", "LoRa module", "BLE SoC".
# a wired line's transceiver or bridge (RS-232/485, CAN, LIN, UART): its "data rate" is a
# bit rate on the line, its baud rate, and its "transceiver" no radio
_LINE_TITLE = re.compile(
    r"\bRS-?(?:232|485|422)\b|\bCAN(?: FD)?\b|\bLIN\b|\bUART\b|USB[- ]to[- ](?:UART|serial)|"
    r"\bline (?:driver|receiver)",
    re.I,
)
# a part that turns one supply into another: its "input voltage" is its supply
# (and a power-path switch: its "input voltage" is the supply it passes on)
_CONVERTER_TITLE = re.compile(
    r"\bcharger\b|\bregulator\b|\bconverter\b|\bbuck\b|\bboost\b|\bLDO\b|power[- ]bank|"
    r"\b(?:load|power(?:[- ]distribution)?)[- ]switch|\beFuse\b",
    re.I,
)
# (an ADC or DAC is a converter of data: its input voltage is the signal it converts)
_DATA_CONVERTER = re.compile(
    r"\bADC\b|\bDAC\b|analog[- ]to[- ]digital|digital[- ]to[- ]analog|data converter", re.I
)
_RADIO_TITLE = re.compile(
    r"transceiver|\bradio\b|wireless|bluetooth|\bble\b|\blora\b|wi-?fi|zigbee|\brf\b|\bghz\b|802\.1[15]",
    re.I,
)

# Radio protocol families as datasheets and users write them. Zigbee and Thread are network
# layers on an IEEE 802.15.4 radio, so they count as that family; BLE is Bluetooth.
PROTOCOL_FAMILIES: dict[str, re.Pattern[str]] = {
    "Wi-Fi": re.compile(r"wi-?fi|802\.11|\bwlan\b", re.I),
    "Bluetooth": re.compile(r"bluetooth|\bble\b|\bbt ?le\b", re.I),
    "LoRa": re.compile(r"\blora(?:wan)?\b", re.I),
    "IEEE 802.15.4": re.compile(r"802\.15\.4|zigbee", re.I),
    "cellular": re.compile(r"\blte(?:-m)?\b|nb-?iot|\bgsm\b|\bgprs\b|\bumts\b|\bcat-?m1\b", re.I),
    "Sigfox": re.compile(r"\bsigfox\b", re.I),
    "NFC": re.compile(r"\bnfc\b", re.I),
    "Z-Wave": re.compile(r"\bz-?wave\b", re.I),
}


def protocols_named(text: str) -> set[str]:
    """The radio protocol families a piece of text names ("BLE" -> Bluetooth)."""
    return {name for name, pattern in PROTOCOL_FAMILIES.items() if pattern.search(text)}


# Fields only a radio has: a document with facts for them describes a radio.
RADIO_FIELDS = tuple(sorted(fields_in("radio")))


@dataclass(slots=True)
class DeviceIndex:
    entries: list[DeviceEntry]
    by_name: dict[str, DeviceEntry]
    radios: set[str] = field(default_factory=set)  # doc ids of radio devices
    lines: set[str] = field(default_factory=set)  # doc ids of wired-line transceivers
    converters: set[str] = field(default_factory=set)  # doc ids of chargers and regulators
    # every beginning of a name (5 characters or more): a name written in pieces may be one
    prefixes: set[str] = field(default_factory=set)
    # the names sorted (those beginning alike are neighbours) and each name's place in
    # ``by_name``: a question's tokens are looked up in them instead of scanning every name
    _sorted: list[str] = field(default_factory=list, init=False, repr=False)
    _place: dict[str, int] = field(default_factory=dict, init=False, repr=False)
    _by_length: dict[int, list[str]] = field(default_factory=dict, init=False, repr=False)
    _of_length: dict[tuple[int, int], list[str]] = field(
        default_factory=dict, init=False, repr=False
    )

    def __post_init__(self) -> None:
        if not self.prefixes:
            self.prefixes = {n[:k] for n in self.by_name for k in range(5, len(n) + 1)}
        self._sorted = sorted(self.by_name)
        self._place = {name: i for i, name in enumerate(self.by_name)}
        for name in self.by_name:
            self._by_length.setdefault(len(name), []).append(name)

    def names_beginning(self, prefix: str) -> list[str]:
        """The names that begin with ``prefix`` (itself included), in ``by_name`` order."""
        start = bisect.bisect_left(self._sorted, prefix)
        found = []
        for name in itertools.islice(self._sorted, start, None):
            if not name.startswith(prefix):
                break
            found.append(name)
        return sorted(found, key=self._place.__getitem__)

    def names_of_length(self, low: int, high: int) -> list[str]:
        """The names of ``low`` to ``high`` characters: the only ones a near miss of a
        given length can be, one edit away (a list shared by callers: read it only)."""
        found = self._of_length.get((low, high))
        if found is None:
            found = [n for size in range(low, high + 1) for n in self._by_length.get(size, ())]
            self._of_length[(low, high)] = found
        return found

    @classmethod
    def build(cls, docs: list[Document]) -> DeviceIndex:
        entries: list[DeviceEntry] = []
        by_name: dict[str, DeviceEntry] = {}
        for doc in docs:
            stated = [doc.device, *doc.aliases]
            # users name files after the part ("dht22.pdf"): the stem is one more name
            stem = re.sub(r"\.pdf$", "", doc.file_name, flags=re.I)
            if _stem_is_part_number(stem):
                stated.append(stem)
            names = {norm_part(n) for n in stated if norm_part(n)}
            names |= {norm_part(core) for n in stated if (core := _without_series_prefix(n))}
            entry = DeviceEntry(
                doc.id,
                doc.file_name,
                doc.device,
                sorted(names, key=len, reverse=True),
                list(doc.aliases),
            )
            entries.append(entry)
            for name in entry.names:
                by_name.setdefault(name, entry)
        lines = {doc.id for doc in docs if _LINE_TITLE.search(doc.title or "")}
        radios = {d.id for d in docs if _RADIO_TITLE.search(d.title or "")} - lines
        converters = {
            d.id
            for d in docs
            if _CONVERTER_TITLE.search(d.title or "") and not _DATA_CONVERTER.search(d.title or "")
        }
        return cls(entries, by_name, radios, lines=lines, converters=converters)


def _without_series_prefix(name: str) -> str | None:
    """ "CCW-QADC16" is asked as "qadc16": a maker's letter prefix before a part number that
    stands alone (letters and digits, five characters or more), else None."""
    prefix, sep, core = name.partition("-")
    if not sep or not (2 <= len(prefix) <= 4 and prefix.isalpha()):
        return None
    return core if len(core) >= 5 and has_digit(core) and not core.isdigit() else None


# per store: (its data version, its documents' ids and fact counts, the index)
_Cached = tuple[Hashable, tuple[str, ...], DeviceIndex]
_INDEX_CACHE: weakref.WeakKeyDictionary[Store, _Cached] = weakref.WeakKeyDictionary()
_INDEX_CACHE_BY_ID: dict[int, _Cached] = {}


def device_index(store: Store) -> DeviceIndex:
    """The device index of a store, rebuilt only when its documents change.

    Asked on every question: while the store's data version stays the same, that one
    cheap query is all it costs (reading a thousand documents' rows is not)."""
    version = data_version_of(store)
    try:
        cached = _INDEX_CACHE.get(store)
    except TypeError:  # store not weak-referenceable
        cached = _INDEX_CACHE_BY_ID.get(id(store))
    if cached and version is not None and cached[0] == version:
        return cached[2]
    docs = store.documents()
    key = tuple(sorted(f"{d.id}:{d.facts}" for d in docs))
    if cached and cached[1] == key:
        index = cached[2]
    else:
        index = DeviceIndex.build(docs)
        index.radios |= _radio_docs(store)
    try:
        _INDEX_CACHE[store] = (version, key, index)
    except TypeError:
        _INDEX_CACHE_BY_ID[id(store)] = (version, key, index)
    return index


def _radio_docs(store: Store) -> set[str]:
    """Documents with facts only a radio has (receiver sensitivity, TX power, band)."""
    found: set[str] = set()
    for fld in RADIO_FIELDS:
        try:
            found |= {f.doc_id for f in store.facts(field=fld)}
        except Exception:  # a store without fact queries: titles alone decide
            return found
    return found


# A token that could be a part number: letters and digits, inner - . / + # allowed.
# (a lone digit is a token too: "slg 4" is the SLG4 written in two pieces)
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-./+#]*[A-Za-z0-9+]|[A-Za-z0-9]{2,}|\d")

# Words that look like part numbers but name pins, signals, standards, packages or generic
# elements (a PT100 / PT1000 / Ni1000 sensing element, a CR2032 coin cell).
_NOT_PARTS = re.compile(
    r"^(?:V[A-Z]*\d*|AIN\d*|CH\d*|IN\d*|OUT\d*|GPIO\d*|IO\d*|MCS\d+|SOT\d*|TO\d*|SO\d*|DIP\d*|"
    r"QFN\d*|LGA\d*|TSSOP\d*|HTSSOP\d*|SOIC\d*|MSOP\d*|PWP|RTY|PW|802\d*.*|C\d+H\d+|\d+.*|"
    r"I2C|SPI|UART|USB\d*|RS\d+|IP\d+|DVDD|AVDD|VSUP|RL|RH|PD|SCK|SDA|SCL|MOSI|MISO|CS|CE|CSN|"
    r"ADDR|SDO|SDI|PGA\d*|ADC\d*|DAC\d*|ESD|HBM|CDM|BER|PER|LSB|MSB|DMP|AFS|FS|NTC|PWM|TTL|"
    r"CMOS|LED|MCU|CPU|DC|AC|3V3|5V|SEL|OE|Q\d+|SHCP|STCP|ENA|ENB|IOUT|VIN|IOL|IOH|TX|RX|"
    r"PT\d{2,4}|NI\d{3,4}|CR\d{4})$"
)


@dataclass(frozen=True, slots=True)
class Linking:
    """The devices a question names, as linked against the library."""

    mentions: list[DeviceMention]  # in question order
    unknown: list[str]  # part numbers the library has no sheet for
    assumed: list[tuple[str, str]] = field(
        default_factory=list
    )  # a slip read as: (written, device)
    suggestions: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # did you mean


@dataclass(frozen=True, slots=True)
class _Token:
    raw: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.raw)


# part numbers written in pieces: "bme 280", "esp32 wroom 32", "srd 05vdc sl c"
_MAX_PIECES = 4


def link_devices(question: str, index: DeviceIndex) -> Linking:
    """Devices named in the question (in order), part numbers not in the library, near
    misses read as a library part (one typing slip, one candidate) and names to offer."""
    tokens = [_token(m) for m in _TOKEN.finditer(question)]
    mentions: list[DeviceMention] = []
    unknown: list[str] = []
    assumed: list[tuple[str, str]] = []
    suggestions: list[tuple[str, tuple[str, ...]]] = []
    i = 0
    while i < len(tokens):
        found = _link_at(tokens, i, index)
        if found is None and _names_a_sibling(tokens[i].raw, index):
            unknown.append(tokens[i].raw)  # "QF80JV" where the library holds the QF80FV
            i += 1
            continue
        if found is None:
            near = _near_miss(tokens, i, index)
            if near is not None:
                found, offered = near
                if found is None:
                    suggestions.append((tokens[i].raw, offered))
                else:
                    assumed.append((found[0].text, found[0].device))
        if found is None:
            if (
                (_looks_like_part_number(tokens[i].raw) or _short_sibling(tokens[i].raw, index))
                and not board_chip(question, tokens[i].start)
                and not _BREAKOUT_OF_NEXT.match(question, tokens[i].start)
            ):
                unknown.append(tokens[i].raw)
            i += 1
            continue
        mention, used = found
        if _library_name_ruled_out(question, mention):
            # "the W25Q64JV? the newer JV part, not the FV": not the library's W25Q64FV
            unknown.append(mention.text)
            i += used
            continue
        if mention.variant is None:
            variant = (
                _voltage_variant(question, mention, index)
                or _adjustable(question, mention)
                or _rated_version(question, mention)
                or _letter_grade(question, mention)
                or family_member(mention.text, mention.device)
            )
            mention = replace(mention, variant=variant)
        mentions.append(mention)
        i += used
    unknown += boards_without_level(question, mentions)
    mentions = _versions_side_by_side(question, _merge_overlaps(mentions))
    mentions = _suffix_versions(question, mentions)
    return Linking(_without_ruled_out(question, mentions), unknown, assumed, suggestions)


# a breakout board's code written before the part it carries ("a gy-530 vl53l0x", "the
# cjmcu-811 ccs811 board"): the board of that part, no part of its own
_BREAKOUT_OF_NEXT = re.compile(
    r"(?:gy|cjmcu|hw|ky|zs|fc|xl)-?\d{2,4}[a-z]?\s+(?:module\s+|board\s+|breakout\s+)?"
    r"(?:\(\s*)?[a-z]+[\w-]*\d",
    re.I,
)


def _library_name_ruled_out(question: str, mention: DeviceMention) -> bool:
    """ "typical erase time of the W25Q64JV? the newer JV part, not the FV": the library's
    W25Q64FV, one slip from the name written, is the part the question rules out."""
    written, library = norm_part(mention.text), norm_part(mention.device)
    if written == library:
        return False
    shared = _parting(written, library)
    if shared is None:
        shared = min(len(written), len(library))
    tail = library[shared:]
    names = [re.escape(mention.device)] + ([re.escape(tail)] if shared and len(tail) >= 2 else [])
    ruled_out = rf"\b(?:not|rather than|instead of)\s+(?:the\s+|an?\s+)?(?:{'|'.join(names)})\b"
    return re.search(ruled_out, question, re.I) is not None


# "the LK-20 (the DO/AO version, not the relay LK-20R)": a version the question rules out
_RULED_OUT = re.compile(
    r"\b(?:not|rather than|instead of|other than|except(?: for)?|excluding)\s+"
    r"(?:the\s+|an?\s+|its\s+)?(?:[a-z-]+\s+){0,2}$",
    re.I,
)


def _without_ruled_out(question: str, mentions: list[DeviceMention]) -> list[DeviceMention]:
    """The mentions less a version the question rules out beside another of the same part
    (another part named so is a replacement or a comparison, and stays)."""
    kept = [
        m
        for m in mentions
        if not (
            _RULED_OUT.search(question[max(0, m.start - 30) : m.start])
            and any(o.device == m.device and o.variant != m.variant for o in mentions)
        )
    ]
    return kept if kept else mentions


# "which KCA1190 version, the -05B or the -30A?": a version written by its suffix alone
_SUFFIX = re.compile(r"(?<![\w-])-([A-Za-z0-9]*\d[A-Za-z0-9]*)\b")


def _suffix_versions(question: str, mentions: list[DeviceMention]) -> list[DeviceMention]:
    """Versions written by their suffix alone after a part's name ("the -05B or the -30A")
    are that part's versions, side by side when two or more are named."""
    out = list(mentions)
    for i, m in enumerate(mentions):
        if m.variant is not None:
            continue
        end = mentions[i + 1].start if i + 1 < len(mentions) else len(question)
        found = [s for s in _SUFFIX.finditer(question, m.end, end) if len(s.group(1)) <= 6]
        if len(found) < 2:
            continue
        out += [
            replace(m, text=s.group(0), start=s.start(), end=s.end(), variant=s.group(1))
            for s in found
        ]
    return sorted(out, key=lambda m: m.start)


def _versions_side_by_side(question: str, mentions: list[DeviceMention]) -> list[DeviceMention]:
    """ "the 3.3 V TX6213 or the 5.0 V TX6213": one part named twice, each time after its own
    voltage, is two of its versions side by side."""
    before = {
        i: _VOLT_BEFORE.search(question[max(0, m.start - 30) : m.start])
        for i, m in enumerate(mentions)
        if m.variant is None
    }
    out = list(mentions)
    for device in {m.device for m in mentions}:
        found = {i: b for i, b in before.items() if b and mentions[i].device == device}
        volts = {b.group(1) or b.group(2) for b in found.values()}
        if len(found) >= 2 and len(volts) == len(found):
            for i, b in found.items():
                out[i] = replace(mentions[i], variant=b.group(1) or b.group(2))
    return out


def _token(match: re.Match[str]) -> _Token:
    raw = re.sub(r"'s$", "", match.group(0).rstrip(".'"))
    return _Token(raw, match.start())


def _pieces(tokens: list[_Token], i: int, count: int) -> str | None:
    """Tokens ``i`` .. ``i + count - 1`` as written, when only one space or dash parts them."""
    if i + count > len(tokens):
        return None
    for a, b in zip(tokens[i : i + count - 1], tokens[i + 1 : i + count], strict=True):
        if b.start - a.end != 1:
            return None
    return "".join(t.raw + " " for t in tokens[i : i + count]).strip()


def _at(mention: DeviceMention, start: int) -> DeviceMention:
    return replace(mention, start=start, end=start + len(mention.text))


def _link_at(tokens: list[_Token], i: int, index: DeviceIndex) -> tuple[DeviceMention, int] | None:
    """The device named from token ``i`` on, and how many tokens name it: a name written in
    pieces ("bme 280") first, then the token itself, then a name inside a hyphenated word
    ("Roboter-L298N")."""
    for count in range(_MAX_PIECES, 1, -1):
        written = _pieces(tokens, i, count)
        if written is None:
            continue
        key = norm_part(written)
        if key not in index.prefixes and key not in index.by_name:
            # "slg 4-30": a name written in pieces, its last piece a version after a hyphen
            last = tokens[i + count - 1].raw
            head = written[: -len(last)] + last.rpartition("-")[0]
            if "-" in last and norm_part(head) in index.by_name:
                mention = _link_token(written, index)
                if mention is not None:
                    return _at(mention, tokens[i].start), count
            continue  # no name begins so: neither a name nor a family ("slg 4" is "SLG4")
        entry = index.by_name.get(key)
        if entry is not None:
            variant = _variant_from_alias(written, entry)
            mention = DeviceMention(
                entry.device, entry.doc_id, entry.file_name, written, 0, 0, variant
            )
            return _at(mention, tokens[i].start), count
        family = _family_link(written, key, index)
        if family is not None:
            return _at(family, tokens[i].start), count
    token = tokens[i]
    mention = _link_token(token.raw, index)
    if mention is not None:
        return _at(mention, token.start), 1
    offset = 0
    for piece in token.raw.split("-") if "-" in token.raw else []:
        mention = _link_token(piece, index) if len(piece) >= 4 else None
        if mention is not None and _looks_like_part_number(piece):
            return _at(mention, token.start + offset), 1
        offset += len(piece) + 1
    return None


def _near_miss(
    tokens: list[_Token], i: int, index: DeviceIndex
) -> tuple[tuple[DeviceMention, int] | None, tuple[str, ...]] | None:
    """A name from token ``i`` on that misses a library name: the part it must mean (one
    slip, no other part as close) with how many tokens name it, or the names to offer."""
    for count in range(min(_MAX_PIECES, 3), 0, -1):
        written = _pieces(tokens, i, count)
        if written is None or len(written) > 24 or not _could_be_part(written):
            continue
        key = norm_part(written)
        close = near_names(key, index.names_of_length(len(key) - 1, len(key) + 1))
        owners = {index.by_name[n].doc_id: index.by_name[n] for n in close}
        if len(owners) == 1 and any(is_slip(key, n) for n in close):
            entry = next(iter(owners.values()))
            mention = DeviceMention(entry.device, entry.doc_id, entry.file_name, written, 0, 0)
            return (_at(mention, tokens[i].start), count), ()
        offered = _offered(key, index, close)
        if offered and count == 1:
            return None, offered
    return None


def _offered(key: str, index: DeviceIndex, close: list[str]) -> tuple[str, ...]:
    """Devices to offer for a name the library lacks: one edit away, or the name cut short
    ("bme28")."""
    names = close or (index.names_beginning(key) if len(key) >= 4 else [])
    devices = dict.fromkeys(index.by_name[n].device for n in names)
    return tuple(devices)[:SUGGESTIONS]


SUGGESTIONS = 3  # "did you mean" names offered for one name the library lacks


def _could_be_part(written: str) -> bool:
    """Worth matching against the library: letters and a digit, not a pin or unit."""
    token = norm_part(written)
    letters = sum(c.isalpha() for c in token)
    digits = sum(c.isdigit() for c in token)
    if letters < 2 or digits < 1 or len(token) < 5:
        return False
    return token[0].isdigit() or not _NOT_PARTS.match(token)  # "74HC595" starts with digits


_VOLT_BEFORE = re.compile(
    r"(\d+(?:\.\d+)?)\s?-?v(?:olts?)?\s+(?:version of (?:the |an? )?)?$|"
    # "la versión de 2,5 V del X" read word for word: "the version of 2.5 V of the X"
    r"version of (?:the )?(\d+(?:\.\d+)?)\s?-?v(?:olts?)?\s+of (?:the )?$",
    re.I,
)

_VOLT_AFTER = re.compile(
    r"^(?:'s)?\s*\(?(?:in )?(?:its |the |an? )?(\d+(?:\.\d+)?)\s?-?v(?:olts?)?\b"
    r"(?:\s*(?:fixed[- ])?(?:output )?(?:version|variant|model|option|one))?",
    re.I,
)
# "an ams1117 3.3v", "XC6206 1.8V regulator": a voltage written right after the name, as
# shops list fixed-output versions; "X 5v in" / "X 5 V supply" is the rail it takes instead
_BESIDE_NAME = re.compile(
    r"\s+\d+(?:\.\d+)?\s?v(?:olts?)?\b(?!\s*(?:in(?:put)?|supply|rail|source|from|to)\b)", re.I
)
# "xc6206 1.8v regulator", "an xc6206p182 (1.8v ldo)": a fixed output named with the kind
_REGULATOR_AFTER = re.compile(r"\s*\)?\s*(?:regulator|ldo|reg|buck|converter)\b", re.I)
# "the 1.8 V version of the X", "X (5.0 V version)", "the 3.3v one": a version named in words
_VERSION_WORD = re.compile(r"\b(?:version|variant|model|option|one)\b", re.I)


ADJUSTABLE = "ADJ"  # the variant of an adjustable-output part named in words
_ADJUSTABLE_BEFORE = re.compile(
    r"\badj(?:ustable)?\.?(?:[- ]output)?(?: version of(?: the| an?)?)?\s*$", re.I
)
_ADJUSTABLE_AFTER = re.compile(r"^\s*[-(]?\s*adj(?:ustable)?\b", re.I)


# "the 20A version of the ACS712", "ACS712 (30 A version)": a version named by its rating
_RATED_BEFORE = re.compile(
    r"\b(\d+(?:\.\d+)?)\s?(a|amps?)\s+(?:version|variant|model|option) of (?:the |an? )?$", re.I
)
_RATED_AFTER = re.compile(
    r"^\s*\(?(?:the )?(\d+(?:\.\d+)?)\s?(a|amps?)\s+(?:version|variant|model)\b", re.I
)


def _rated_version(question: str, mention: DeviceMention) -> str | None:
    found = _RATED_BEFORE.search(question[max(0, mention.start - 40) : mention.start]) or (
        _RATED_AFTER.match(question[mention.end : mention.end + 30])
    )
    return f"{found.group(1)}A" if found else None


# "the tmp36 F grade", "an LM35 (grade D)": a grade letter written after the part
_GRADE_AFTER = re.compile(r"^\s*(?:\(\s*)?(?:([A-Z])[- ]grade\b|grade\s+([A-Z])\b)")


def family_member(written: str, device: str) -> str | None:
    """ "KHCT4067" on the "KHC4067" sheet, "74HCT595" on the 74HC595's: a name that adds
    letters inside the device's own names a sibling logic family the sheet states rows
    for ("HCT Types"); the written name is that variant."""
    a, b = norm_part(written).upper(), norm_part(device).upper()
    if len(a) <= len(b) or not b:
        return None
    head = 0
    while head < len(b) and a[head] == b[head]:
        head += 1
    tail = len(b) - head
    inserted = a[head : len(a) - tail]
    same_ends = a[len(a) - tail :] == b[head:]
    # the letters sit between the family code and the number: "HC|T|4067"
    between = head and tail and a[head - 1].isalpha() and b[head].isdigit()
    return written if same_ends and inserted.isalpha() and between else None


def _letter_grade(question: str, mention: DeviceMention) -> str | None:
    found = _GRADE_AFTER.match(question[mention.end : mention.end + 20])
    return (found.group(1) or found.group(2)) if found else None


def _adjustable(question: str, mention: DeviceMention) -> str | None:
    """ "the adjustable CLT3671", "LM317 (adj)": the adjustable variant, whose output the
    fixed versions' rows do not state."""
    before = _ADJUSTABLE_BEFORE.search(question[max(0, mention.start - 40) : mention.start])
    after = _ADJUSTABLE_AFTER.match(question[mention.end : mention.end + 20])
    return ADJUSTABLE if before or after else None


def _voltage_variant(question: str, mention: DeviceMention, index: DeviceIndex) -> str | None:
    """ "the 3.3 V LRQ2210", "AMS1117 (5 V version)": a voltage next to the part picks the
    fixed-output variant whose alias ends in that voltage ("LRQ2210-3.3")."""
    before = _VOLT_BEFORE.search(question[max(0, mention.start - 30) : mention.start])
    after = _VOLT_AFTER.match(question[mention.end : mention.end + 40])
    named = after is not None and after.group(0).rstrip().lower().endswith(
        ("version", "variant", "model", "option", "one")
    )
    rest = question[mention.end + len(after.group(0)) :] if after is not None else ""
    if after is not None and not named and not _BESIDE_NAME.match(after.group(0) + rest):
        after = None  # "X at 5 V" is an operating point, not a variant
    found = before or after
    if found is None:
        return None
    volts = float(found.group(1) or found.group(2))
    entry = next((e for e in index.entries if e.doc_id == mention.doc_id), None)
    main = norm_part(mention.device)
    for alias in entry.aliases if entry else []:
        suffix = _variant_suffix(alias, main) if norm_part(alias).startswith(main) else None
        number = re.fullmatch(r"(\d+(?:\.\d+)?)\s*V?", suffix or "", re.I)
        if number and float(number.group(1)) == volts:
            return suffix
    regulator = found is after and _REGULATOR_AFTER.match(rest)
    if (found is before and _VERSION_WORD.search(found.group(0))) or named or regulator:
        # no alias spells it, but the question names the version outright: the rows of a
        # chart keyed by that voltage are its rows
        return found.group(1) or found.group(2)
    return None


def _link_token(raw: str, index: DeviceIndex) -> DeviceMention | None:
    token = norm_part(raw)
    if len(token) < 3:
        return None
    entry = index.by_name.get(token) or index.by_name.get(token.rstrip("+"))
    if entry is not None:
        variant = _variant_from_alias(raw, entry)
        return DeviceMention(entry.device, entry.doc_id, entry.file_name, raw, 0, 0, variant)
    # A longer token that starts with a known name: the rest is a variant
    # ("ACS712ELCTR-05B", "INA219B", "MAX31855K").
    # The longest name of 4 or more the token begins with, where the rest does not go on
    # with a digit: "CCS8111" is another number than "CCS811", but "TX6213P332" is the
    # "TX6213" although an ordering-code template made "TX6213P" a name too.
    for size in range(len(token), 3, -1):
        candidate = index.by_name.get(token[:size])
        if candidate is not None and _sibling_code(raw, token, size, candidate.device):
            return None
        if candidate is not None and not _rest_after(raw, token[:size])[:1].isdigit():
            # the code after the part's own name: "MAX31855TASA+" is the "TASA+" ordering
            # code of the MAX31855, not an "ASA+" of the "MAX31855T" its sheet also names
            # (a one-letter member; "ACS712ELCTR-05B" is the "05B" of the "ACS712ELCTR")
            main = norm_part(candidate.device)
            sibling = size == len(main) + 1 and token.startswith(main)
            stem = main if sibling else token[:size]
            variant = _variant_suffix(raw, stem)
            return DeviceMention(
                candidate.device, candidate.doc_id, candidate.file_name, raw, 0, 0, variant
            )
    return _family_link(raw, token, index)


def _names_a_sibling(raw: str, index: DeviceIndex) -> bool:
    """The token begins with a library name and then parts ways with that name's part."""
    token = norm_part(raw)
    for size in range(len(token) - 1, 3, -1):
        candidate = index.by_name.get(token[:size])
        if candidate is not None:
            return _sibling_code(raw, token, size, candidate.device)
    return False


def _sibling_code(raw: str, token: str, size: int, device: str) -> bool:
    plural = _rest_after(raw, token[:size]) == "s"  # "two si7021s"
    return not plural and _another_member(token, size, device)


def _another_member(token: str, size: int, device: str) -> bool:
    """ "W25Q64FW" typed where the sheet is the W25Q64FV's, found by its short name
    "W25Q64": both go on past the short name and part ways, so the typed code names a
    sibling the sheet never names, not a version of its own part."""
    main = norm_part(device)
    if len(main) <= size or not main.startswith(token[:size]):
        return False
    shared = _parting(token, main)
    return shared is not None and shared >= size


def _parting(a: str, b: str) -> int | None:
    """Where two names first differ, None when one begins the other."""
    return next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)


def _family_link(raw: str, token: str, index: DeviceIndex) -> DeviceMention | None:
    """A base part number whose documents only name longer orderable codes.

    "BH1750" names the "BH1750FVI" and "INA219" the "INA219A/INA219B": the stored name
    continues the token with letters (a suffix of grade, package or revision), never with
    a digit ("BME28" is not "BME280"). Linked only when one document claims the family.
    """
    if not _could_be_part(raw):
        return None
    owners = {
        index.by_name[name].doc_id: index.by_name[name]
        for name in index.names_beginning(token)
        if len(name) > len(token) and name[len(token)].isalpha()
    }
    if len(owners) != 1:
        return None
    entry = next(iter(owners.values()))
    return DeviceMention(entry.device, entry.doc_id, entry.file_name, raw, 0, 0, None)


def _variant_from_alias(raw: str, entry: DeviceEntry) -> str | None:
    """An alias longer than the main name ("AMS1117-3.3") names a variant; so does one
    member of a family sheet's parts ("BQP312" of the "BQP31x" sheet that also covers
    BQP310 and BQP316): the sheet's rows for its siblings are not its answer."""
    main = norm_part(entry.device)
    token = norm_part(raw)
    if token != main and token.startswith(main) and len(token) > len(main):
        return _variant_suffix(raw, main)
    members = family_members(entry.device, entry.aliases)
    if token != main and token in {norm_part(m) for m in members}:
        return raw
    # a sibling the sheet is also filed under ("VMC-12" of the sheet filed as "VMC-08"):
    # its own version, whose columns of a version table are its answer
    if any(norm_part(a) == token for a in entry.aliases) and sibling_name(raw, entry.device):
        return raw
    return None


def family_members(device: str, aliases: Sequence[str]) -> list[str]:
    """The other part numbers a family sheet covers: aliases that are part numbers of
    their own (not the main name respelled, not a suffix of it), when there are two or more."""
    main = norm_part(device)
    members = [
        a
        for a in aliases
        if _looks_like_part_number(a) and norm_part(a) != main and not norm_part(a).startswith(main)
    ]
    return members if len(members) >= 2 else []


def _variant_suffix(raw: str, name: str) -> str | None:
    """The part of ``raw`` after the characters that spell ``name``."""
    return _rest_after(raw, name).lstrip("-_ /#") or None


def _rest_after(raw: str, name: str) -> str:
    """``raw`` from the character after those that spell ``name``, separators kept."""
    seen = 0
    for i, ch in enumerate(raw):
        if seen == len(name):
            return raw[i:]
        if norm_part(ch):
            seen += 1
    return ""


def _looks_like_part_number(raw: str) -> bool:
    token = norm_part(raw)
    letters = sum(c.isalpha() for c in token)
    digits = sum(c.isdigit() for c in token)
    if letters < 2 or digits < 3 or len(token) < 5:
        return False
    return not _NOT_PARTS.match(token)


def _short_sibling(raw: str, index: DeviceIndex) -> bool:
    """A short code numbered like a library part and no typing slip of it ("LM34" beside
    the LM35, "DHT21" beside the DHT22): the same letters, as many digits, other numbers."""
    token = norm_part(raw)
    letters = len(token) - len(token.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    if letters < 2 or len(token) < 4 or not token[letters:].isdigit():
        return False
    return any(
        len(name) == len(token) and name[:letters] == token[:letters] and name[letters:].isdigit()
        for name in index.by_name
        if name != token
    )


def _stem_is_part_number(stem: str) -> bool:
    """A file stem like "dht22" or "srd-05vdc-sl-c" (letters and digits, one token)."""
    token = norm_part(stem)
    letters = sum(c.isalpha() for c in token)
    digits = sum(c.isdigit() for c in token)
    return bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9\-_.+]*", stem)) and (
        letters >= 2 and digits >= 2 and len(token) >= 4 and not _NOT_PARTS.match(token)
    )


def _merge_overlaps(mentions: list[DeviceMention]) -> list[DeviceMention]:
    out: list[DeviceMention] = []
    for m in mentions:
        if out and m.start < out[-1].end:
            continue
        out.append(m)
    return out
