"""Devices a question names: the library's device index and part-number linking."""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from specproof.agent.terms import norm_part
from specproof.agent.understand.record import DeviceMention
from specproof.records import Document

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
RADIO_FIELDS = ("rx_sensitivity", "tx_power", "frequency_band", "wireless_protocol")


@dataclass(slots=True)
class DeviceIndex:
    entries: list[DeviceEntry]
    by_name: dict[str, DeviceEntry]
    radios: set[str] = field(default_factory=set)  # doc ids of radio devices

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
        radios = {doc.id for doc in docs if _RADIO_TITLE.search(doc.title or "")}
        return cls(entries, by_name, radios)


_INDEX_CACHE: weakref.WeakKeyDictionary[Store, tuple[tuple[str, ...], DeviceIndex]] = (
    weakref.WeakKeyDictionary()
)

_INDEX_CACHE_BY_ID: dict[int, tuple[tuple[str, ...], DeviceIndex]] = {}


def device_index(store: Store) -> DeviceIndex:
    """The device index of a store, rebuilt only when its documents change."""
    docs = store.documents()
    key = tuple(sorted(f"{d.id}:{d.facts}" for d in docs))
    try:
        cached = _INDEX_CACHE.get(store)
    except TypeError:  # store not weak-referenceable
        cached = _INDEX_CACHE_BY_ID.get(id(store))
    if cached and cached[0] == key:
        return cached[1]
    index = DeviceIndex.build(docs)
    index.radios |= _radio_docs(store)
    try:
        _INDEX_CACHE[store] = (key, index)
    except TypeError:
        _INDEX_CACHE_BY_ID[id(store)] = (key, index)
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
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-./+#]*[A-Za-z0-9+]|[A-Za-z0-9]{2,}")

# Words that look like part numbers but name pins, signals, standards or packages.
_NOT_PARTS = re.compile(
    r"^(?:V[A-Z]*\d*|AIN\d*|CH\d*|IN\d*|OUT\d*|GPIO\d*|IO\d*|MCS\d+|SOT\d*|TO\d*|SO\d*|DIP\d*|"
    r"QFN\d*|LGA\d*|TSSOP\d*|HTSSOP\d*|SOIC\d*|MSOP\d*|PWP|RTY|PW|802\d*.*|C\d+H\d+|\d+.*|"
    r"I2C|SPI|UART|USB\d*|RS\d+|IP\d+|DVDD|AVDD|VSUP|RL|RH|PD|SCK|SDA|SCL|MOSI|MISO|CS|CE|CSN|"
    r"ADDR|SDO|SDI|PGA\d*|ADC\d*|DAC\d*|ESD|HBM|CDM|BER|PER|LSB|MSB|DMP|AFS|FS|NTC|PWM|TTL|"
    r"CMOS|LED|MCU|CPU|DC|AC|3V3|5V|SEL|OE|Q\d+|SHCP|STCP|ENA|ENB|IOUT|VIN|IOL|IOH|TX|RX)$"
)


def link_devices(question: str, index: DeviceIndex) -> tuple[list[DeviceMention], list[str]]:
    """Devices named in the question (in order) and part numbers not in the library."""
    mentions: list[DeviceMention] = []
    unknown: list[str] = []
    for match in _TOKEN.finditer(question):
        raw = match.group(0).rstrip(".'")
        raw = re.sub(r"'s$", "", raw)
        mention = _link_token(raw, index)
        if mention is not None:
            mention = replace(mention, start=match.start(), end=match.start() + len(raw))
            if mention.variant is None:
                mention = replace(mention, variant=_voltage_variant(question, mention, index))
            mentions.append(mention)
        elif _looks_like_part_number(raw):
            unknown.append(raw)
    return _merge_overlaps(mentions), unknown


_VOLT_BEFORE = re.compile(
    r"(\d+(?:\.\d+)?)\s?-?v(?:olts?)?\s+(?:version of (?:the |an? )?)?$", re.I
)

_VOLT_AFTER = re.compile(
    r"^(?:'s)?\s*\(?(?:in )?(?:its |the |an? )?(\d+(?:\.\d+)?)\s?-?v(?:olts?)?\b"
    r"(?:\s*(?:fixed[- ])?(?:output )?(?:version|variant|model|option))?",
    re.I,
)


def _voltage_variant(question: str, mention: DeviceMention, index: DeviceIndex) -> str | None:
    """ "the 3.3 V LRQ2210", "AMS1117 (5 V version)": a voltage next to the part picks the
    fixed-output variant whose alias ends in that voltage ("LRQ2210-3.3")."""
    before = _VOLT_BEFORE.search(question[max(0, mention.start - 30) : mention.start])
    after = _VOLT_AFTER.match(question[mention.end : mention.end + 40])
    if after is not None and not after.group(0).rstrip().endswith(
        ("version", "variant", "model", "option")
    ):
        after = None  # "X at 5 V" is an operating point, not a variant
    found = before or after
    if found is None:
        return None
    volts = float(found.group(1))
    entry = next((e for e in index.entries if e.doc_id == mention.doc_id), None)
    main = norm_part(mention.device)
    for alias in entry.aliases if entry else []:
        suffix = _variant_suffix(alias, main) if norm_part(alias).startswith(main) else None
        number = re.fullmatch(r"(\d+(?:\.\d+)?)\s*V?", suffix or "", re.I)
        if number and float(number.group(1)) == volts:
            return suffix
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
    best: tuple[int, DeviceEntry, str] | None = None
    for name, candidate in index.by_name.items():
        if len(name) >= 4 and token.startswith(name) and (best is None or len(name) > best[0]):
            best = (len(name), candidate, name)
    if best is not None:
        variant = _variant_suffix(raw, best[2])
        return DeviceMention(best[1].device, best[1].doc_id, best[1].file_name, raw, 0, 0, variant)
    return _family_link(raw, token, index) or _fuzzy_link(raw, token, index)


def _family_link(raw: str, token: str, index: DeviceIndex) -> DeviceMention | None:
    """A base part number whose documents only name longer orderable codes.

    "BH1750" names the "BH1750FVI" and "INA219" the "INA219A/INA219B": the stored name
    continues the token with letters (a suffix of grade, package or revision), never with
    a digit ("BME28" is not "BME280"). Linked only when one document claims the family.
    """
    if len(token) < 5 or not _looks_like_part_number(raw):
        return None
    owners = {
        entry.doc_id: entry
        for name, entry in index.by_name.items()
        if name.startswith(token) and len(name) > len(token) and name[len(token)].isalpha()
    }
    if len(owners) != 1:
        return None
    entry = next(iter(owners.values()))
    return DeviceMention(entry.device, entry.doc_id, entry.file_name, raw, 0, 0, None)


def _fuzzy_link(raw: str, token: str, index: DeviceIndex) -> DeviceMention | None:
    # Fuzzy matching only for long names (typos in "ESP32-WROOM32"); short part
    # numbers differing by one character are different chips (BMP280 vs BME280).
    if len(token) < 8 or not _looks_like_part_number(raw):
        return None
    found = process.extractOne(token, list(index.by_name), scorer=fuzz.ratio, score_cutoff=90)
    if found is None:
        return None
    name = found[0]
    if re.sub(r"\D", "", name) != re.sub(r"\D", "", token):
        return None
    entry = index.by_name[name]
    return DeviceMention(entry.device, entry.doc_id, entry.file_name, raw, 0, 0, None)


def _variant_from_alias(raw: str, entry: DeviceEntry) -> str | None:
    """An alias longer than the main name ("AMS1117-3.3") names a variant."""
    main = norm_part(entry.device)
    token = norm_part(raw)
    if token != main and token.startswith(main) and len(token) > len(main):
        return _variant_suffix(raw, main)
    return None


def _variant_suffix(raw: str, name: str) -> str | None:
    """The part of ``raw`` after the characters that spell ``name``."""
    seen = 0
    for i, ch in enumerate(raw):
        if seen == len(name):
            rest = raw[i:].lstrip("-_ /#")
            return rest or None
        if norm_part(ch):
            seen += 1
    return None


def _looks_like_part_number(raw: str) -> bool:
    token = norm_part(raw)
    letters = sum(c.isalpha() for c in token)
    digits = sum(c.isdigit() for c in token)
    if letters < 2 or digits < 3 or len(token) < 5:
        return False
    return not _NOT_PARTS.match(token)


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
