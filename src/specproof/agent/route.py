"""Route a question without a model: type, devices, requested fields, conditions.

Everything here is lexical and deterministic so that the same question always
takes the same path and the trace can say exactly why.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import Any, Literal

from rapidfuzz import fuzz, process

from specproof.records import Document

QuestionType = Literal["simple", "structured", "comparison", "compatibility"]

# ---------------------------------------------------------------- normalising


def norm_part(text: str) -> str:
    """Part numbers compare without case and punctuation ("BME-280" == "bme280")."""
    return re.sub(r"[^A-Z0-9+]", "", text.upper())


def _clean(text: str) -> str:
    text = text.replace("µ", "u").replace("μ", "u").replace("–", "-").replace("−", "-")
    return text.replace("\u2009", " ").replace("\xa0", " ")


# ---------------------------------------------------------------- device index


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


_INDEX_CACHE: weakref.WeakKeyDictionary[Any, tuple[tuple[str, ...], DeviceIndex]] = (
    weakref.WeakKeyDictionary()
)
_INDEX_CACHE_BY_ID: dict[int, tuple[tuple[str, ...], DeviceIndex]] = {}


def device_index(store: Any) -> DeviceIndex:
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


def _radio_docs(store: Any) -> set[str]:
    """Documents with facts only a radio has (receiver sensitivity, TX power, band)."""
    found: set[str] = set()
    for fld in RADIO_FIELDS:
        try:
            found |= {f.doc_id for f in store.facts(field=fld)}
        except Exception:  # a store without fact queries: titles alone decide
            return found
    return found


# ---------------------------------------------------------------- device linking


@dataclass(slots=True)
class DeviceMention:
    device: str
    doc_id: str
    file_name: str
    text: str  # as written in the question
    start: int
    end: int
    variant: str | None = None  # e.g. "05B" of "ACS712ELCTR-05B", "3.3" of "AMS1117-3.3"


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
            mention.start, mention.end = match.start(), match.start() + len(raw)
            if mention.variant is None:
                mention.variant = _voltage_variant(question, mention, index)
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


# ---------------------------------------------------------------- question type

_COMPATIBILITY = re.compile(
    r"\bcan i (?:connect|power|run|use|attach|drive|put)|\bdirectly\b|\bcompatib|\bsafe(?:ly)?\b|"
    r"\bdrive[sn]?\b|share (?:the|one|a) (?:same )?(?:bus|rail|supply)|\bpower(?:ed)? .{0,60}\bfrom\b|"
    r"without (?:a )?level[- ]shift|\bwithin (?:both|the|what|its|each)|\bsuitable\b|"
    r"\bis (?:this|that|it|each|3\.3|5) .{0,40}(?:allowed|within|inside|ok)\b|\binside both\b|"
    r"\bboth be\b|\brated (?:for|to operate)|\bcan (?:it|they|both|an?|the) .{0,60}(?:be attached|power|"
    r"share|be powered|deliver|run|be read)|\bwill (?:the|it)\b.{0,80}\b(?:stay|default|work)|"
    r"\bguarantee\b|\bmay be operated\b|\bconnected directly\b|\boperated within\b|\brated for\b|\bwithin both\b|\bkeep (?:the|it)\b.{0,40}\bwithin\b|\bwired (?:directly )?to\b|\bare both\b",
    re.IGNORECASE,
)
_COMPARISON = re.compile(
    r"\bwhich (?:has|draws|offers|is|one|device|of)\b|\bcompare|\bhigher\b|\blower\b|\bless\b|"
    r"\bmore\b|\beach device|\beach datasheet|\bof both\b|\band of the\b",
    re.IGNORECASE,
)


def question_type(question: str, n_devices: int, n_requests: int) -> QuestionType:
    if n_devices >= 1 and _COMPATIBILITY.search(question) and _is_yes_no(question):
        return "compatibility"
    if n_devices >= 2:
        return "comparison"
    if n_requests >= 2:
        return "structured"
    return "simple"


def _is_yes_no(question: str) -> bool:
    """Compatibility questions ask for a judgment: they start (a sentence) with an auxiliary."""
    sentences = re.split(r"(?<=[.?!;:])\s+", question.strip())
    aux = r"(?:is|are|can|could|will|would|does|do|should|may|must)\b"
    return any(
        re.match(r"(?:i\.e\.\s*)?" + aux, s, re.I) or re.search(r"[,:;-]\s+" + aux, s, re.I)
        for s in sentences
    )


# ---------------------------------------------------------------- fields

# Word families the lexicon composes. Makers ask with verbs and informal nouns as often as
# with the datasheet's parameter names; each family below is a set of interchangeable words.
# what a device takes from its supply
_DRAW = (
    r"(?:draw|draws|drawing|drawn|pull|pulls|pulling|consume|consumes|consuming|burn|burns|"
    r"burning|sip|sips|sipping|drain|drains|draining|suck|sucks|eat|eats)"
)
# what an output gives
_GIVE = (
    r"(?:put out|puts out|output|outputs|deliver|delivers|provide|provides|supply|supplies|"
    r"source|sources|sink|sinks|push|pushes|drive|drives|give|gives|produce|produces|handle)"
)
# what a rating is about: damage, never-exceed limits
_DAMAGE = (
    r"(?:destroy\w*|damag\w*|harm\w*|kill\w*|fry|fries|frying|blow (?:it|up)|"
    r"never be exceeded|must not (?:be )?exceed\w*|permanent(?:ly)? (?:damage|harm))"
)
_ENDURE = (
    r"(?:survive|survives|withstand|withstands|tolerate|tolerates|take|takes|handle|handles|stand)"
)
_ABS = r"(?:absolute[- ]max(?:imum)?|abs\.?[- ]?max(?:imum)?)(?: ratings?)?"
# pins that carry signals rather than power
_SIGNAL_PINS = (
    r"(?:(?:digital|logic|analog|signal|control|any) inputs?|inputs?(?! (?:supply|voltage))|input pins?|"
    r"i/?o pins?|i/?os?|gpios?|sda|scl|data pins?|signal pins?|signals?|lines?|pins)"
)
_SUPPLY_PINS = r"(?:supply|power|vdd|vcc|vin|vs|vbat|supply pin|power pin|supply rail|power rail)"
_READING = r"(?:an? |the |one |each |single |new |first )?(?:reading|measurement|result|sample|conversion|value|data)s?"

# (pattern, field). Earlier entries win where spans overlap, so specific phrases
# come before general ones. Patterns are matched on the lowercased question.
_FIELD_LEXICON: list[tuple[str, str]] = [
    (
        r"receiver sensitivity|rx sensitivity|receive sensitivity|sensitivity[^.?]{0,40}(?:\bdbm\b|\bber\b|\bper (?:of|<|≤|=|\d)|\d ?% per\b)|"
        r"how sensitive[^.?]{0,30}\b(?:receiver|radio|rx)\b|\b(?:receiver|radio|rx)\b[^.?]{0,30}\bsensitiv\w*|"
        r"weakest (?:signal|packet)|minimum (?:received|receive|input) (?:signal|power)(?: level)?|"
        # "how weak a signal can it receive", "the smallest signal it can decode"
        r"how weak|(?:minimum|smallest|lowest|weakest|faintest) (?:rf |input |received )?(?:signal|power|level)"
        r"[^.?]{0,30}\b(?:receive|decode|demodulate|hear|pick up)\b|"
        r"signal (?:level|strength)[^.?]{0,30}\breceiv\w*|receiv\w* packets",
        "rx_sensitivity",
    ),
    (
        r"\btx power|transmit(?:ter|ting)? (?:output )?power|rf output power|wi-?fi tx power|"
        r"radiated power|\beirp\b|how (?:much power|strong|loud|hard)[^.?]{0,20}\b(?:transmit|radiate|broadcast)\w*|transmit\w*\b[^.?]{0,15}\bin dbm\b|"
        r"(?:max(?:imum)? )?output power(?=[^?]*\b(?:dbm|rf|radio|transmit\w*|ble|bluetooth|wi-?fi|lora|zigbee|antenna)\b)|"
        # RF power put out, into the antenna, by the PA: always the transmitter
        r"\brf (?:output|power)\b|how strong is (?:its|the) transmitter|"
        r"(?:power|dbm)\b[^.?]{0,30}\b(?:into|to|at) the antenna|\bpa\b[^.?]{0,30}\b(?:deliver|output|power)\w*|"
        r"how many dbm\b[^.?]{0,30}\b(?:transmit|send|emit|radiate|output|put out)\w*|(?:transmit|send|emit)\w* (?:at|with) (?:how many|what) (?:dbm|power)",
        "tx_power",
    ),
    # MOSFET ratings: the symbols users copy from the sheet and the words they ask in
    (
        r"r ?ds ?\(? ?on ?\)?|\brdson\b|on[- ]state resistance|on[- ]resistance|\bron\b|"
        r"resistance[^.?]{0,25}\b(?:when|while) (?:it is |it's )?(?:fully )?(?:on|conducting|switched on|turned on|enhanced)\b|"
        r"how many (?:milli)?ohms\b[^.?]{0,20}\b(?:when|while) (?:it is |it's )?(?:fully )?(?:on|conducting|enhanced)\b|"
        r"drain[- ](?:to[- ])?source (?:on[- ])?resistance|switch resistance",
        "on_resistance",
    ),
    (
        r"gate[- ](?:to[- ])?(?:source )?threshold(?: voltage)?|threshold voltage|\bv ?gs ?\(? ?th ?\)?|\bvth\b|"
        r"(?:starts?|begins?) (?:to )?(?:turn(?:ing)? on|conduct\w*|switch(?:ing)? on)|turn[- ]on (?:voltage|threshold)|"
        r"gate voltage[^.?]{0,30}\b(?:turns?|switch(?:es)?) (?:it |the \S+ )?on",
        "gate_threshold_voltage",
    ),
    (
        r"drain[- ](?:to[- ])?source (?:breakdown )?(?:voltage|rating)|breakdown rating|\bv ?\(? ?br ?\)? ?dss\b|\bvdss?\b|"
        r"breakdown voltage|drain voltage|voltage[^.?]{0,30}\bdrain\b[^.?]{0,20}\b(?:rated|block|handle|withstand|switch)|"
        r"voltage (?:between|across) (?:the )?drain and (?:the )?source",
        "drain_source_voltage",
    ),
    (
        r"storage temperature|(?:store|stored|storing|shipping|transport)\w*[^.?]{0,30}temperature|"
        r"temperature[^.?]{0,30}\b(?:be stored|storage|shipping|transport)\b|"
        # the temperature it may sit at unpowered
        r"non[- ]?operating temperature|\bt ?stg\b|"
        r"(?:temperature|how (?:hot|cold|warm))[^.?]{0,50}\b(?:not in use|unpowered|in storage|stored|storing|kept|left|"
        r"powered (?:down|off)|switched off|warehouse|on the shelf)\b",
        "storage_temperature",
    ),
    (
        r"(?<!non-)(?<!non)(?<!cold-)(?<!cold )(?:operating |ambient |junction |free-air )+temperature(?: range)?|"
        r"temperature (?:range|limits?|ratings?)[^.?]{0,30}\b(?:operat|rated|specified|use[ds]?\b|work|function)|"
        r"rated[^.?]{0,20}ambient temperature|"
        r"(?:working|operation|operational) temp(?:erature)?s?|operating temp\b|"
        r"how (?:hot|cold)[^.?]{0,40}\b(?:operate|work|run|function|use|get|be used)\b|"
        r"temperatures?[^.?]{0,30}\b(?:work|works|operate|operates|run|runs|function)\b|"
        r"\b(?:work|operate|run|function)s?\b[^.?]{0,30}\b(?:temperatures?|degrees)\b",
        "operating_temperature",
    ),
    (
        r"operating (?:relative )?humidity|humidity range[^.?]{0,40}\b(?:rated|specified|operat)|working humidity|"
        r"how humid|humidity[^.?]{0,25}\b(?:can|does|will) (?:it|the \S+) (?:work|operate|tolerate|handle|run)|"
        r"humidity\b[^.?]{0,30}\b(?:rated|operat\w*|work\w*|tolerat\w*|used)\b|"
        r"%\s?rh\b[^.?]{0,20}\b(?:used|operat\w*|work\w*)\b|"
        r"\b(?:tolerat\w*|withstand\w*|handle|operat\w*|work|run)\b[^.?]{0,25}\bhumidity\b",
        "operating_humidity",
    ),
    (
        r"\bvddio\b|\bvdd_io\b|\bvccio\b|\bvlogic\b|\bv_?io\b|\biovdd\b|\bvdd_?i/o\b|i/o supply|interface supply|\bvcca\b|\bvccb\b|\b[ab]-port supply|"
        r"\bi/?o (?:rail|side|supply|domain)|interface (?:rail|voltage|domain)",
        "io_supply_voltage",
    ),
    (
        r"logic supply(?: voltage)?|logic[- ](?:side|power|rail)(?: supply)?(?: voltage)?|"
        r"(?:power|supply|voltage)\b[^.?]{0,30}\b(?:control |driver'?s? )logic\b",
        "logic_supply_voltage",
    ),
    (
        r"motor(?: power)? supply(?: voltage)?|load supply(?: voltage)?|\bvmot\b|supply of the power output stages|\bvm\b(?! ?=)|"
        r"motor (?:voltage|rail|side)|voltage (?:for|to|of) the motors?|"
        r"voltage[^.?]{0,30}\bmotors?\b(?: side)?[^.?]{0,20}\b(?:driven|run|powered|supplied)\b",
        "load_supply_voltage",
    ),
    (
        r"(?:nominal |rated )?coil voltage|voltage(?:(?![,;]|\band\b)[^.?]){0,45}\b(?:the |its |a )?coil\b(?! current| resistance| power)|"
        r"\bcoil\b[^.?]{0,20}\b(?:needs?|requires?|takes?|rated at)\b[^.?]{0,15}\bvoltage|"
        r"how many volts(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\bvolts\b",
        "coil_voltage",
    ),
    (
        r"coil resistance|resistance of (?:the |its |a )?coil|coil'?s? (?:dc )?resistance|"
        r"(?:resistance|ohms)\b(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\b(?:resistance|ohms)\b",
        "coil_resistance",
    ),
    (
        r"coil power(?: consumption)?|coil consumption|"
        r"(?:power|watts|milliwatts|wattage|\bmw)\b(?:(?![,;]|\band\b)[^.?]){0,30}\bcoil\b|\bcoil\b(?:(?![,;]|\band\b)[^.?]){0,20}\b(?:power|watts|wattage)\b",
        "coil_power",
    ),
    (
        r"(?:what |which )?loads?\b[^.?]{0,50}\bcontacts?\b[^.?]{0,20}\b(?:switch|handle|carry)|"
        r"contacts? ratings?|rated (?:contact )?load",
        "contact_current+contact_voltage",
    ),
    (
        r"contact voltage|maximum allowable[^.?]{0,20}voltage|switching voltage|"
        r"voltage(?:(?![,;]|\band\b)[^.?]){0,30}\bcontacts?\b|\bcontacts?\b(?:(?![,;]|\band\b)[^.?]){0,30}\bvoltage",
        "contact_voltage",
    ),
    (
        r"(?:current|amps?|amperes)\b(?:(?![,;]|\band\b)[^.?]){0,40}\bcontacts?\b|"
        r"\bcontacts?\b(?:(?![,;]|\band\b)[^.?]){0,30}\b(?:current|amps?|\d+(?:\.\d+)? ?a\b)",
        "contact_current",
    ),
    (
        r"contact current|contact capacity|current can[^.?]{0,40}contacts switch|switching current|"
        r"(?:current|amps?)\b[^.?]{0,30}\brelay\b[^.?]{0,20}\b(?:switch|carry|handle|take)",
        "contact_current",
    ),
    (
        r"dropout(?: voltage)?|\bheadroom\b|input[- ](?:to[- ])?output (?:voltage )?(?:differential|difference|drop)|"
        r"how (?:much|far) above the output|\bvdo\b|\bvdrop\b|v ?in ?- ?v ?out|"
        # how far the input may fall to the output before regulation is lost
        r"(?:higher|above|more) than the output|(?:los\w+|stay\w* in|keeps? (?:it )?in|out of|maintain\w*) regulation|"
        r"voltage drop (?:across|over|of) (?:the )?(?:regulator|ldo|pass)|between (?:the )?input and (?:the )?output",
        "dropout_voltage",
    ),
    (
        r"(?:deep[- ]sleep|sleep|standby(?:-i+)?|power[- ]down|shutdown|shut-down|idle|off[- ]state|disabled|off)(?: mode)?(?: supply)? current|"
        r"current (?:consumption )?(?:\w+ ){0,3}in (?:deep[- ]sleep|sleep|standby|power[- ]down|shutdown|idle)|draws? less current when idle|"
        r"\b(?:sleeps|idles)\b(?: at)? (?:lower|less|deeper|higher|more)|\bidles? at\b[^.?]{0,20}\bcurrent|"
        r"(?:sleep|standby|idle|off-state|backup|battery-backup|timekeeping) (?:power|draw|consumption)",
        "standby_current",
    ),
    (
        r"quiescent(?: supply)? (?:currents?|draw|consumption)|ground(?: pin)? current|no[- ]load (?:supply |input )?current|\biq\b|\bignd\b|"
        r"self[- ]consumption|own (?:current )?consumption",
        "quiescent_current",
    ),
    (r"(?:rms|continuous) and peak (?:output )?currents?", "output_current+peak_output_current"),
    # "average and peak current" asked together: the average is a draw; the peak beside it
    # is read by its context below (a draw to budget for, or a driver's output rating)
    (
        r"\b(?:average|mean|avg\.?)\b(?= (?:and|or|vs\.?|versus) (?:the |what |a |its )?(?:peak|maximum|max\.?)\b[^.?]{0,15}\bcurrents?\b)",
        "supply_current",
    ),
    (
        r"peak (?:output |switch )?current|current limit|pulsed current|"
        r"(?:surge|short[- ]circuit|instantaneous|transient|burst|repetitive) (?:output |load )?current",
        "peak_output_current",
    ),
    # "how much current can the sensor measure": the current is the measurand, not a draw
    (
        r"(?:how much|how many|what|which|up to what|down to what)\b"
        r"(?:(?!small|fine|little|change|step|differen|increment|resolv)[^.?]){0,30}"
        r"\bcan (?!the (?:analog|adc|inputs?)\b)(?:it|they|this \S+|the \S+(?: \S+)?) (?:measure|sense|detect|read)\b",
        "measurement_range",
    ),
    (
        r"output current|load current|current capability|rated to provide|(?:source|sink) current|rms (?:output )?current|continuous (?:output )?current|"
        r"how much current can[^.?]{0,40}\b(?:sink|source|deliver|supply|provide|output|drive|give)\b|"
        r"current[^.?]{0,30}\bcan\b[^.?]{0,30}\b(?:sink|source|deliver|provide|supply|drive|push|give)\b|"
        r"(?:sink|source|sourcing|sinking) (?:capability|capacity)|"
        # "how many amps can the driver push", "how much can a GPIO source"
        rf"how (?:much|many (?:amps|milliamps|ma))\b[^.?]{{0,10}}\bcan\b[^.?]{{0,30}}\b{_GIVE}\b|"
        rf"(?:current|amps|how much)\b[^.?]{{0,30}}\b(?:draw|pull|take|get)\b[^.?]{{0,6}}\bfrom (?:the |its |an? )?(?:[\d.]+ ?v )?(?:output|regulator|out pin)",
        "output_current",
    ),
    (
        r"supply currents?|operating currents?|working current|active current|current consumption|average (?:supply |operating )?current|"
        r"current draw|current does\b[^.?]{0,40}\b(?:draw|use|consume|need|take|require|pull|burn)\b|"
        r"draws?\b[^.?]{0,30}current|how much current|\bicc\b|\bidd\b|"
        r"static current|current (?:usage|requirements?|budget)|(?:consumes?|pulls?|uses?|needs?|requires?)\b[^.?]{0,20}\bcurrent\b|"
        r"how many (?:milliamps|microamps|amps|ma|ua)\b|"
        # informal: "how much juice", "what's the draw", "the current when idle"
        r"\bjuice\b|(?:what's|what is) the (?!power )(?:[\w-]+ )?draw\b|\bthe current (?:when|while|during)\b",
        "supply_current",
    ),
    (r"coil\b[^.?]{0,20}\bpower|power[^.?]{0,30}\bcoil\b", "coil_power"),
    (
        r"power consumption|power dissipation|heater power|power drawn|power (?:draw|usage|requirements?)|"
        r"how much power|how many (?:watts|milliwatts|mw)\b|wattage|power[- ]hungry|"
        r"power (?:it|the \S+) (?:dissipates|consumes|uses|draws|burns)",
        "power_consumption",
    ),
    # "how much does it draw/pull/consume ...": a consumption asked by its verb alone
    (
        rf"(?:how much|what)\b[^.?]{{0,50}}?\b{_DRAW}\b(?![-\w])(?! (?:current|voltage|pins?|source|resistors?))|how much (?:does|do|will|would) (?:it|they|the [\w-]+|this [\w-]+) use\b",
        "supply_current",
    ),
    (
        r"(?:counts?|registers?|recogni[sz]ed|reads?|seen|detected|guaranteed) as (?:a )?(?:guaranteed )?(?:logic[- ])?high and (?:a )?(?:guaranteed )?(?:logic[- ])?low|"
        r"guaranteed high and (?:a )?(?:guaranteed )?low",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"high[- ]level input voltage|input[- ]high voltage|\bvih\b|input logic[- ](?:1|high|one)(?: voltage)?|logic[- ]high input(?: voltage)?|high input voltage|"
        r"input high (?:level|threshold)|logic[- ]high (?:threshold|level) (?:of|on|for) (?:the |an? |its )?(?:\S+ )?(?:input|pin)|logic[- ]high threshold|"
        r"(?:counts?|registers?|recogni[sz]ed|reads?|read|seen|detected) as (?:a )?(?:guaranteed )?(?:logic[- ])?(?:high|1|one)\b|"
        r"minimum (?:voltage )?for (?:a )?(?:logic[- ])?(?:high|1)\b|guaranteed[- ](?:logic[- ])?high\b(?![^.?]{0,25}\boutputs?\b)",
        "input_high_voltage",
    ),
    (
        r"low[- ]level input voltage|input[- ]low voltage|\bvil\b|input logic[- ](?:0|low|zero)(?: voltage)?|logic[- ]low input(?: voltage)?|low input voltage|"
        r"input low (?:level|threshold)|logic[- ]low threshold|"
        r"(?:counts?|registers?|recogni[sz]ed|reads?|read|seen|detected) as (?:a )?(?:guaranteed )?(?:logic[- ])?(?:low|0|zero)\b|"
        r"maximum (?:voltage )?for (?:a )?(?:logic[- ])?(?:low|0)\b|guaranteed[- ](?:logic[- ])?low\b(?![^.?]{0,25}\boutputs?\b)",
        "input_low_voltage",
    ),
    (
        r"high- and low-level output voltages?|output (?:logic )?high and low(?: levels?| voltages?)?|high and low output (?:levels?|voltages?)",
        "output_high_voltage+output_low_voltage",
    ),
    (
        r"high- and low-level input voltages?|input high and low(?: levels?| voltages?)?|high and low input (?:levels?|voltages?)",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"high[- ]level output voltage|output[- ]high voltage|\bvoh\b|output logic[- ](?:1|high)|"
        r"(?:high|logic[- ]high) output (?:level|voltage)|output(?: logic)?[- ]high level|how high does the output|"
        r"\bout(?:put)?(?: pin| signal| line)?\b[^.?]{0,20}\b(?:go|goes|switch(?:es)?|rise|rises|jump|jumps|swing|swings) (?:to|up)\b|"
        # the output named in the high state: "when the output is high", "a logic-high output"
        r"logic[- ]high outputs?|high level[^.?]{0,25}\boutputs?\b|outputs?\b[^.?]{0,30}\bwhen (?:it is |it's |driven |driving )?(?:logic[- ])?high\b|"
        r"when the output is (?:driven )?high",
        "output_high_voltage",
    ),
    (
        r"low[- ]level output voltage|output[- ]low voltage|\bvol\b|output logic[- ](?:0|low)|"
        r"(?:low|logic[- ]low) output (?:level|voltage)|output(?: logic)?[- ]low level|how low does the output|"
        r"logic[- ]low outputs?|low level[^.?]{0,25}\boutputs?\b|outputs?\b[^.?]{0,30}\bwhen (?:it is |it's |driven |pulled |sinking )?(?:logic[- ])?low\b|"
        r"when the output is (?:driven |pulled )?low",
        "output_low_voltage",
    ),
    (r"output (?:logic )?levels", "output_high_voltage+output_low_voltage"),
    (
        r"(?:logic|input|switching|enable|en pin) thresholds?|thresholds? of the (?:\w+ )?(?:input|pin|enable)|"
        r"(?:logic|input) levels? (?:does|do|will) (?:it|its|the)\b",
        "input_high_voltage+input_low_voltage",
    ),
    (
        rf"{_ABS}(?:(?![,;]|\band\b)[^.?]){{0,30}}\b(?:of |on |for )?(?:the |its |a )?{_SUPPLY_PINS}(?: supply)?(?: voltages?)?(?: pins?| rails?)?\b|"
        rf"(?:highest|maximum|max\.?|most|greatest) (?:supply |input |power )?voltage[^.?]{{0,40}}\b{_SUPPLY_PINS}\b[^.?]{{0,30}}\b{_ENDURE}\b|"
        rf"voltage[^.?]{{0,30}}\b{_SUPPLY_PINS}\b[^.?]{{0,30}}\b(?:survive|survives|withstand|withstands)\b",
        "abs_max_supply_voltage",
    ),
    (
        r"absolute maximum(?:(?!supply)[^.?]){0,60}\b(?:(?:digital|logic|analog|signal|any) inputs?|inputs\b|input pins?|pins?|sda|scl|digital|signal|gpios?|i/o)\b(?:(?!supply)[^.?]){0,20}voltage|absolute maximum voltage rating of[^.?]{0,60}\bpins\b|(?:input|pin) voltage[^.?]{0,30}absolute maximum|"
        r"(?:highest|maximum|max\.?|most|greatest) voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?|lines?|signals?)\b[^.?]{0,30}\b(?:survive|withstand|tolerate|handle|take|accept)\b|"
        r"voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)|"
        # "abs max rating for the digital inputs", "what voltage on SDA would destroy it"
        rf"{_ABS}(?:(?![,;]|\band\b)[^.?]){{0,40}}\b{_SIGNAL_PINS}\b|"
        rf"(?:voltage|volts)\b[^.?]{{0,30}}\b{_SIGNAL_PINS}\b[^.?]{{0,40}}\b{_DAMAGE}|"
        rf"(?:voltage|volts)\b[^.?]{{0,30}}\b{_SIGNAL_PINS}\b[^.?]{{0,20}}\b{_ENDURE}\b[^.?]{{0,20}}\b(?:before|without) {_DAMAGE}|"
        rf"\b{_SIGNAL_PINS}\b[^.?]{{0,10}}\b{_ENDURE}\b[^.?]{{0,20}}\b(?:before|without) {_DAMAGE}",
        "abs_max_input_voltage",
    ),
    (
        r"(?:highest|maximum|max\.?|most|greatest) (?:supply |input |power )?voltage[^.?]{0,40}\b(?:survive|withstand|tolerate)\b|"
        r"voltage[^.?]{0,40}\b(?:supply|vdd|vcc|vin|power)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)|"
        rf"{_ABS} (?:supply|input|power)?\s*voltage",
        "abs_max_supply_voltage",
    ),
    (r"i2c (?:slave )?address(?:es)?|slave address(?:es)?|\baddress(?:es)?\b", "i2c_address"),
    (
        r"(?:i2c|scl)(?: scl)? (?:clock )?(?:frequency|speed|rate)|scl clock|i2c clock|\bfscl\b|"
        r"(?:fastest|highest|maximum|max\.?|top|slowest) (?:i2c )?(?:scl\b|bus speed|bus clock)(?: clock)?(?: (?:frequency|speed|rate))?|i2c (?:bus )?(?:speed|rate|frequency)|"
        r"how (?:fast|quickly)[^.?]{0,30}\b(?:i2c|scl|twi)\b|\bscl\b (?:at|of|up to)\b|"
        r"(?<!spi )clock\w*\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\b(?:i2c|scl|twi)\b|"
        r"\b(?:i2c|scl|twi)\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bclock(?:ed|ing|s)?\b",
        "i2c_clock_frequency",
    ),
    (
        r"spi clock(?: input)?(?: frequency)?|\bsck\b[^.?]{0,10}frequency|serial clock(?: \(sck\))?(?: frequency)?|\bsclk\b|\bfclk\b|\bfsck\b|clock (?:input )?frequency|"
        r"spi (?:bus )?(?:speed|rate)|(?:fastest|highest|maximum|max\.?) spi|how (?:fast|quickly)[^.?]{0,30}\bspi\b|"
        r"(?:top|highest|maximum|max\.?|fastest) sck\b|(?<!i2c )(?<!scl )clock\w*\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bspi\b|"
        r"\bspi\b(?:(?!\band\b|,|\bor\b)[^.?]){0,25}\bclock(?:ed|ing|s)?\b",
        "spi_clock_frequency",
    ),
    (
        r"baud rate|\bbaud\b|(?:uart|serial) (?:speed|rate)|bits per second|(?<![kmg])\bbps\b|"
        r"how fast[^.?]{0,30}\b(?:uart|usart|serial port)\b|"
        r"(?:bit ?rate|speed)\b[^.?]{0,30}\b(?:uart|usart|serial)\b|\b(?:uart|usart)\b[^.?]{0,30}\b(?:bit ?rate|speed)\b",
        "baud_rate",
    ),
    (
        r"data rates?|(?:throughput )?\(?sampling\)? rate|throughput|sample rate|samples per second|conversion rate|output data rate|\bsps\b|"
        r"how (?:often|frequently)[^.?]{0,40}\b(?:measure|sample|update|read|convert|output|produce|deliver|give|take)\w*|"
        r"(?:readings|samples|measurements|conversions|updates) (?:per|a|each) second|how many (?:readings|samples|measurements|conversions)|"
        r"update rate|refresh rate|sampling frequency|\bodr\b|measurement rate|"
        r"how (?:fast|quickly) can (?:it|they|the \S+) (?:take|make|produce|deliver|output|give) (?:new )?(?:readings|samples|measurements|conversions)|"
        # a rate asked by its superlative or a comparison: "the fastest it can sample", "which
        # one samples faster"; a conversion *time* stays a response time
        r"\b(?:fastest|quickest|highest|maximum|max\.?|top)\b(?:(?!\btimes?\b)[^.?]){0,30}\b(?:sampl(?:e|es|ing)|convert|conversions?)\b(?! time| period| capacit\w*| delay| window)|"
        r"\b(?:sampl(?:e|es|ing)|convert(?:s|ing)?)\b (?:faster|quicker|more (?:often|quickly))|\b[km]sps\b|(?:conversion|sampling) speed",
        "data_rate",
    ),
    (
        r"(?<![a-z]-)resolution(?! mode)|\b(?:one|1|a single|each|an?) (?:lsb|count|code step)\b|\blsb (?:size|weight|value|step)|"
        r"smallest (?:\w+ ){0,2}(?:change|step|increment|difference)|step size|how fine|"
        r"how many bits|bit depth|number of bits",
        "resolution",
    ),
    # a gain asked by its unit: "how many mV per amp", "LSB per g", "output change per gauss"
    (
        r"\b(?:mv|millivolts?|uv|microvolts?|v|volts?|lsbs?|counts?|codes?|digits|ma|ua|hz)\s*(?:per|/)\s*"
        r"(?:amps?|amperes?|a|g|gauss|mt|millitesla|tesla|degrees?|°c?|dps|°/s|kpa|hpa|pa|psi|ppm|lux|lx|unit)\b|"
        r"(?:change|changes|move|moves|rise|rises|vary|varies|swing|swings) (?:by )?(?:\w+ )?per (?:amps?|amperes?|g|gauss|degree|mt|unit|kpa|psi)\b",
        "sensitivity",
    ),
    (r"(?<!high-)(?<!standard-)(?<!low-)sensitivity|scale factor|how sensitive", "sensitivity"),
    (
        r"(?:optimi[sz]ed )?accuracy \(?sensing\)? (?:current )?range|(?:sensing|current|distance|pressure) range|operating (?:pressure|distance|current) range",
        "measurement_range",
    ),
    (
        r"(?<!for full )(?<!for )(?<!full-)(?<!full )(?<!high-)(?<!high )accuracy(?! range| mode)|\berror\b|tolerance|how (?:accurate|precise|exact)|(?<!high-)(?<!high )(?<!low-)\bprecision\b(?! mode)|"
        r"how close\b(?! to (?:the )?(?:output|input|vcc|vdd|vss|ground|gnd|rails?|supply|0 ?v))|"
        r"\binaccuracy\b|\bdeviat\w*|\bwithin (?:how many|what) (?:degrees|percent)|how far off|\boff by\b",
        "accuracy",
    ),
    (
        r"response time|conversion time|measurement time|operat(?:e|ion)(?: \(\w+\))? time|measurement cycle|measurement take|how long does a measurement|"
        r"how long[^.?]{0,50}\b(?:conversion|measurement|reading|sample|sampling|acquisition)s?\b[^.?]{0,20}\btakes?|"
        r"(?:conversion|measurement|reading|sample|acquisition)s? takes?\b|how long[^.?]{0,30}\bto (?:convert|measure|respond|react|sample)|"
        r"how (?:fast|quickly) (?:does|can|will) (?:it|the \S+) (?:respond|react|measure|convert)|reaction time|settling time|"
        r"time (?:per|for (?:a|one|each)) (?:conversion|measurement|reading|sample)|"
        # time to a result asked with a verb or a wait: "how long until a reading is ready",
        # "how long does it take to deliver a reading", "time constant", "settle"
        rf"how long\b[^.?]{{0,40}}\b(?:until|till|before|for|to (?:produce|deliver|return|give|get|output|report|provide|complete|finish|make))\b[^.?]{{0,15}}\b{_READING}\b|"
        r"how long (?:is|does|will|would) (?:an? |the |one |each |a single )(?:\w+ )?(?:conversion|measurement|reading|sample|acquisition)\b|"
        # the subject may be several words ("the on-chip humidity sensor", "its RH element")
        r"how (?:fast|quickly) (?:does|do|can|will|would) (?:[\w'-]+ ){1,5}?(?:respond|react|follow|track|settle)s?\b|"
        # a step followed: whatever follows, tracks or settles after a step is its response
        r"\b(?:follow\w*|track\w*|react\w*|respond\w*|settl\w*)\b[^.?]{0,20}\b(?:step|sudden|abrupt)\b|step response|"
        r"\bsettling\b[^.?]{0,30}\b(?:reading|output|measurement|value|signal)s?\b|"
        r"time constant|how long[^.?]{0,40}\bsettles?\b|\bt ?(?:63|90)\b",
        "response_time",
    ),
    (
        r"warm[- ]?up|pre-?heat|power-on time|start[- ]?up time|\bwake\b|wake[- ]up|ready to accept|wait before|conditioning period|burn-in|\baging\b|"
        r"initiali[sz](?:e|es|ation|ing)\b|stabili[sz](?:ation|e|es) time|time to (?:stabili[sz]e|settle|become ready|be ready)|boot(?:[- ]?up)? time|"
        r"\bboots?\b(?!\s*(?:loader|mode|pin|strap))|\bbooting\b|boot[- ]?up\b|power[- ]?(?:up|on) (?:delay|time)|how long[^.?]{0,40}\b(?:stabili[sz]e|ready after|until (?:it'?s|it is) ready|after (?:power|switch\w* on|turn\w* on|reset))",
        "warm_up_time",
    ),
    (
        r"\bip\b(?: \(ingress protection\))? rating|ingress protection|water[- ]?proof|dust[- ]?proof|"
        r"water[- ]?(?:resistant|tight)|splash[- ]?(?:proof|resistant)|weather[- ]?proof|dust[- ]?tight|\bip ?code\b|\bip ?[0-9x]{2}\b|"
        r"sealed against|(?:water|dust|moisture) ingress|\bip (?:class|grade|code|protection)\b",
        "ip_rating",
    ),
    (
        r"frequency band|center frequency|operating channels|\brf band|(?:which|what) (?:frequency )?bands?\b|"
        r"\bism band|(?:radio|rf|carrier|channel) frequenc(?:y|ies)|"
        r"what frequency does[^.?]{0,30}\b(?:transmit|operate|radio|work|use)\w*|"
        r"operat\w* frequenc(?:y|ies)(?=[^?]*\b(?:rf|radio|ble|bluetooth|wi-?fi|lora|wireless|transceiver)\b)|"
        # a radio tunes over, operates on, covers frequencies
        r"frequenc(?:y|ies)(?: range| band)?[^.?]{0,40}\b(?:tune[sd]?|tuning|tunable|transmit\w*|cover\w*|"
        r"(?:operate[sd]?|operating|work\w*|run\w*) (?:on|in|over|across))\b|"
        r"\btun(?:e|es|ed|ing|able)\b[^.?]{0,30}\bfrequenc(?:y|ies)|tuning range",
        "frequency_band",
    ),
    (
        r"type of (?:output )?signal|output signal(?! voltage| range| swing| span| var)|signal type|(?:kind|type|sort|form) of (?:output )?signal|signal form|"
        r"(?:what|which) (?:kind|type|sort|form) of output|output type|analog or digital|digital or analog|"
        # "is the output open-drain or push-pull", "a PWM signal or a voltage"
        r"\boutputs?\b[^.?]{0,20}\b(?:an? )?(?:open[- ]drain|push[- ]pull|pwm|analog|digital|ttl|frequency|pulse|voltage|current)\b"
        r"[^.?]{0,20}\bor (?:an? )?(?:open[- ]drain|push[- ]pull|pwm|analog|digital|ttl|frequency|pulse|voltage|current)\b|"
        r"\b(?:analog|digital|pwm|ttl|open[- ]drain|push[- ]pull|frequency|pulse)\b(?: voltage| signal| output)? or (?:an? )?"
        r"(?:analog|digital|pwm|ttl|open[- ]drain|push[- ]pull|frequency|pulse|voltage|current)\b",
        "output_signal_type",
    ),
    (
        r"(?:serial |digital |communication )?interfaces?(?! rail| voltage| domain| supply)|communicat\w+(?! range| distance)|\bprotocol\b|"
        r"(?:what|which) bus\b|how do (?:i|you) (?:talk|connect) to|\b(?:i2c|spi|uart|1-wire) or (?:an? )?(?:i2c|spi|uart|1-wire)\b|how do (?:i|you) talk to",
        "interface",
    ),
    (
        r"package(?: types?)?|\bfootprints?\b|case (?:style|type|outline)|\bhousing\b|through[- ]hole|surface[- ]mount|\bsmd\b",
        "package",
    ),
    (
        r"manufacturer|who (?:makes|made|produces|manufactures|builds|designs)|which company|\bvendor\b|made by|\bbrand\b|"
        r"\b(?:chip ?)?makers?\b|\bcompany\b|\bfirm\b",
        "manufacturer",
    ),
    (
        r"(?:orderable |available )?part numbers?|ordering (?:codes?|options)|order(?:ing)? codes?|"
        r"orderable (?:variants|versions|models|options|parts)|"
        r"(?:which|what) (?:\w+ )?(?:versions|variants|models) (?:are|does|is|exist|can)|available (?:versions|variants|models)|"
        # the family's members asked as such: variants to buy, suffixes to order, models in a series
        r"(?:what|which) (?:other |different )?(?:[\w-]+ ){0,2}(?:variants|versions|models|suffixes|members|options)\b"
        r"(?=[^.?]*\b(?:buy|order\w*|offered|available|exist|family|series|listed|sold|come in)\b)|"
        r"(?:different|other) (?:models|variants|versions|members)",
        "part_numbers",
    ),
    (
        r"wireless (?:protocol|standard)s?|radio standards?|\b(?:bluetooth|ble|wi-?fi) (?:version|standard)s?|"
        r"which (?:radio|wireless)\b|what radio\b|"
        r"\b(?:wi-?fi|bluetooth|ble|lora|zigbee|thread|gsm|lte|nb-iot)\b or (?:an? )?(?:wi-?fi|bluetooth|ble|lora|zigbee|thread|gsm|lte|nb-iot)\b|"
        r"does it (?:do|have|support|speak) (?:wi-?fi|bluetooth|ble|lora|zigbee)\b|(?:bluetooth|ble|wi-?fi|lora|zigbee)\b(?: le)?[^.?]{0,20}\bwhich (?:version|standard)s?\b|wireless connectivity|(?:which|what) 802\.11\w*|\b802\.11\w* (?:modes|standards|protocols|versions)",
        "wireless_protocol",
    ),
    (
        r"full[- ]scale[^.?]{0,30}input|input voltage range|analog input range|shunt input range|"
        r"adc (?:input )?range|range of the adc|voltage[^.?]{0,20}\bcan the adc (?:measure|read|accept)|"
        # an analog input's span, however named
        r"(?:differential|common[- ]mode) (?:input )?(?:voltage )?range|full[- ]scale input (?:voltage )?range|input signal range|"
        r"(?:span|range) of (?:the )?input(?: voltage| signal)?|(?:range|signal)[^.?]{0,30}\banalog inputs?\b|"
        r"analog inputs?\b[^.?]{0,30}\b(?:range|accept\w*|measure|handle|take)\b|"
        r"input voltage[^.?]{0,30}\b(?:digiti[sz]e|convert)\w*",
        "analog_input_range",
    ),
    (
        r"measur\w* range|detection range|sensing range|full[- ]scale range|range[^.?]{0,25}\bmeasure\b|measure[^.?]{0,30}\brange|output ranges?|over what (?!voltage|supply)[a-z]+ range|range of [a-z ]+ can [^.?]{0,30}sense|"
        r"how far(?: away| off| out)?[^.?]{0,40}\b(?:detect|sense|see|measure|reach|trigger|pick up|notice)\w*|"
        r"(?:detection|sensing|detecting|measuring|ranging) (?:distance|reach)|"
        r"(?:max(?:imum)?|min(?:imum)?|longest|shortest) (?:detection |sensing |measur\w* |ranging )?distance|"
        r"how (?:high|low|much|heavy|hot|cold|strong|bright|far)[^.?]{0,30}\bcan (?:it|they|the \S+) (?:measure|sense|read|detect|register)\b|"
        r"measures? (?:up to|from|between)\b|"
        # a span covered, a widest range read, the lowest and highest readings
        r"(?:span|range) of [a-z %]+ (?:does|can|will) (?:it|the \S+) (?:cover|measure|read|sense)|"
        r"(?:widest|largest|full|whole|entire|total) (?:\w+ )?range\b[^.?]{0,25}\b(?:read|measure|sense|detect|report|cover)\w*|"
        r"(?:lowest|highest|min\w*|max\w*) and (?:the )?(?:lowest|highest|min\w*|max\w*) (?:readings?|values?|measurements?)",
        "measurement_range",
    ),
    # a signal output's voltage (sensor, DAC), not a regulator's power output
    (
        r"analog(?:ue)? (?:signal )?out(?:put)?(?: pins?| signal)? (?:voltage|range|swing|span|levels?)|"
        r"(?:voltages?|volts)\b[^.?]{0,40}\banalog(?:ue)? (?:signal )?(?:out(?:put)?|pin)\b|"
        r"analog(?:ue)? (?:signal )?out(?:put)?\b[^.?]{0,30}\b(?:voltage|volts|span|swing|range|cover|between)\b|"
        r"\baout\b|(?:signal|sensor) output voltage|output signal (?:voltage|range|swing|span|var\w*)|"
        r"voltage range[^.?]{0,30}\boutput signal\b|output (?:voltage )?swing",
        "analog_output_voltage",
    ),
    (
        r"(?:analog |signal |quiescent |zero-current )?output voltage|\bvout\b|output (?:is|be) set|"
        r"regulat(?:e|ed|es|ing) (?:output )?(?:voltage|to)\b|regulated output|"
        r"what voltage does (?:it|the \S+) (?:output|put out|deliver|provide|give|produce)\b|"
        # the power output asked by where the volts appear
        r"voltage (?:comes?|coming) out|voltage (?:is )?(?:available )?(?:at|on) (?:the |its )?output\b|"
        r"(?:nominal|fixed|rated|set) output\b(?! current| power)",
        "output_voltage",
    ),
    (
        r"supply voltages?|operating voltage|working voltage|power[- ]supply(?: voltage)?(?! regulator)|supply \(\w+\) voltage|supply range|input (?:supply )?voltage|heater voltage|loop voltage|circuit voltage|\bvdd\b|\bvcc\b|\bvin\b|\bvh\b|\bvc\b|\bvs\b|"
        r"supply (?:pin|rail|window)s?|(?:input |supply |operating )?voltage window|"
        r"what voltages?[^.?]{0,30}\b(?:run|runs|operate|operates|work|works|power|powered|need|needs|require|requires|accept|accepts|want|wants)\b|"
        r"\b(?:run|runs|operate|operates|work|works) (?:on|from|off|at) what voltage|"
        r"voltage (?:does|can|should) (?:it|the \S+|i) (?:run|operate|work|be powered|power)|"
        # informal asks for the operating supply: rails, feeding, the voltage it works at
        r"(?:what|which) (?:supply |power )?rails?\b|(?:what|which|how much) voltage[^.?]{0,40}\b(?:need|needs|require|requires|feed|want|wants)\b|"
        r"voltage (?:it|the \S+) (?:will |can |would )?(?:still )?(?:work|operate|run|function|start)|"
        r"voltage range[^.?]{0,30}\b(?:be )?powered|battery voltage|"
        r"(?:lowest|highest|minimum|maximum|min\.?|max\.?|allowed|recommended|operating) supply(?: voltages?)?\b(?! current)",
        "supply_voltage",
    ),
    # a bare "supply" ("the abs max of the supply") names the supply voltage when nothing
    # more specific does
    (r"\b(?:the |its |main )supply\b(?! current| pin current)", "supply_voltage"),
]
_FIELD_PATTERNS = [(re.compile(p), f) for p, f in _FIELD_LEXICON]

_ABS_MAX = re.compile(_ABS, re.I)
# words that make a voltage question a damage limit: "what voltage on VCC will destroy it"
_DAMAGE_RE = re.compile(rf"\b{_DAMAGE}")
_ABS_MAX_FIELDS = {
    "supply_voltage": "abs_max_supply_voltage",
    "io_supply_voltage": "abs_max_supply_voltage",
    "load_supply_voltage": "abs_max_supply_voltage",
    "logic_supply_voltage": "abs_max_supply_voltage",
    "input_high_voltage": "abs_max_input_voltage",
    "analog_input_range": "abs_max_input_voltage",
}

# quantity words, for fields that need a quantity
_QUANTITY_WORDS: list[tuple[str, str]] = [
    (r"humidity|%\s?rh\b|\brh\b", "relative_humidity"),
    (r"pressure|hpa\b|\bpa\b", "pressure"),
    (r"distance|ranging|\bcm\b|\bfar\b|\bmet(?:er|re)s?\b", "distance"),
    (r"acceler|\bafs_sel\b|\bg\b", "acceleration"),
    (r"gyro|angular|\bfs_sel\b|°/s|\bdps\b", "angular_rate"),
    (r"illuminance|\blux\b|\blx\b|light", "illuminance"),
    (
        r"\bgas\b|ppm|ppb|eco2|tvoc|propane|concentration|\bco2\b|smoke|lpg|methane",
        "gas_concentration",
    ),
    (r"temperature|thermo|cold-junction|°c", "temperature"),
    (r"\bflow\b", "flow_rate"),
    (r"weight|load cell|\bkg\b", "weight"),
    (r"magnetic|gauss|tesla", "magnetic_field"),
    (r"current\b|\bamps?\b|\b\d+ ?a\b", "current"),
    (r"bus voltage|voltage|\badc\b|analog-to-digital|converter", "voltage"),
]
_QUANTITY_PATTERNS = [(re.compile(p), q) for p, q in _QUANTITY_WORDS]
QUANTITY_FIELDS = {"measurement_range", "accuracy", "resolution", "sensitivity"}


@dataclass(slots=True)
class FieldRequest:
    field: str
    quantity: str | None = None
    phrase: str = ""
    start: int = 0
    end: int = 0
    condition_text: str = ""  # the words around the request that qualify it


@dataclass(slots=True)
class Conditions:
    """What the question fixes about the operating point."""

    modes: list[str] = field(default_factory=list)  # sleep, continuous, fast mode, ...
    voltages: list[float] = field(default_factory=list)  # "at 3.3 V", "VDD = 5 V"
    temperatures: list[float] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)  # normalised condition tokens (5V, 25C, PWP)
    ambient: bool = False  # "ambient" temperature asked (junction facts do not answer)
    junction: bool = False


@dataclass(slots=True)
class Intent:
    question: str
    qtype: QuestionType
    devices: list[DeviceMention]
    requests: list[FieldRequest]
    conditions: Conditions
    unknown_devices: list[str] = field(default_factory=list)

    @property
    def distinct_devices(self) -> list[DeviceMention]:
        seen: dict[str, DeviceMention] = {}
        for m in self.devices:
            if m.device not in seen or (m.variant and not seen[m.device].variant):
                seen[m.device] = m
        return list(seen.values())


def find_fields(question: str) -> list[FieldRequest]:
    """Field mentions in question order; overlapping phrases resolved by lexicon order."""
    text = _clean(question).lower()
    masked = _mask_condition_assignments(text)
    taken: list[tuple[int, int]] = []
    found: list[FieldRequest] = []
    for pattern, name in _FIELD_PATTERNS:
        for m in _free_matches(pattern, masked, taken):
            taken.append((m.start(), m.end()))
            for part in name.split("+"):  # one phrase can name two fields
                found.append(FieldRequest(part, None, m.group(0), m.start(), m.end()))
    found.sort(key=lambda r: r.start)
    found = _drop_qualifiers(masked, found)
    found = _merge_same_field(masked, found)
    found = [_idle_output_level(masked, req) for req in found]
    if not found:
        found = _frame_fields(text) or _fallback_fields(text)
    for i, req in enumerate(found):
        prev_end = found[i - 1].end if i else 0
        next_start = found[i + 1].start if i + 1 < len(found) else len(text)
        if req.field in _ABS_MAX_FIELDS and _abs_max_asked(text, req, prev_end, next_start):
            req.field = _ABS_MAX_FIELDS[req.field]
        req.field = _field_for_state(req.field, text[prev_end:next_start].split("?")[0])
        if req.field in QUANTITY_FIELDS:
            req.quantity = guess_quantity(masked, req)
    return _merge_same_field(masked, found)


def _free_matches(
    pattern: re.Pattern[str], text: str, taken: list[tuple[int, int]]
) -> list[re.Match[str]]:
    """Matches that overlap no phrase already taken. A match that does overlap is retried one
    character on, so "coil voltage and coil resistance" still finds its second phrase."""
    out: list[re.Match[str]] = []
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        if any(m.start() < e and s < m.end() for s, e in taken):
            pos = m.start() + 1
            continue
        out.append(m)
        pos = max(m.end(), m.start() + 1)
    return out


# Phrases too loose to trust next to a named field; read only when nothing else matched.
# "Can it be used outdoors down to -30 °C?" asks the operating temperature range.
_FALLBACK_LEXICON: list[tuple[str, str]] = [
    (
        r"\b(?:use|used|work|works|working|operate|operates|operating|run|runs|function|functions)\b"
        r"[^.?]{0,40}\b(?:down to|up to|at|below|above|in|to|as (?:cold|hot) as) [-+]?\d+(?:\.\d+)? ?°? ?c\b",
        "operating_temperature",
    ),
]
_FALLBACK_PATTERNS = [(re.compile(p), f) for p, f in _FALLBACK_LEXICON]


def _fallback_fields(text: str) -> list[FieldRequest]:
    for pattern, name in _FALLBACK_PATTERNS:
        m = pattern.search(text)
        if m is not None:
            return [FieldRequest(name, None, m.group(0), m.start(), m.end())]
    return []


# The operating state a clause names turns a general field into its specific sibling. Each
# holds for any datasheet: a regulator's current with no load is its quiescent current; a
# current in pulses is a peak rating; a time after power-on is a warm-up; a sensitivity at
# a bit rate, spreading factor or PHY belongs to a radio receiver.
_NO_LOAD = re.compile(
    r"\bno[- ]load|nothing (?:connected|attached)|without (?:a |any )?load|\bunloaded|"
    r"(?:zero|no) (?:output |load )current"
)
_PULSED = re.compile(
    r"\bpulse[sd]?\b|\bsurges?\b|\bpeak\b|\bmomentar\w*|\btransient|\bbursts?\b|\binstantaneous|"
    r"\bbriefly\b|short[- ](?:time|duration|term)"
)
# A current the part takes from its supply (drawn, budgeted for, consumed) versus one it
# puts out to a load (delivered, sourced, limited): "peak current" names either, and only
# the verb or noun around it says which.
_CONSUMED = re.compile(
    r"\b(?:draw\w*|budget\w*|consum\w*|pull\w*|plan\w* for|allow for|provision\w*|takes?|needs?|"
    r"requires?|from (?:the |its |a |my )?(?:[\d.]+ ?v )?(?:supply|battery|rail|source|cell))\b|"
    r"\bsupply current\b|\bon (?:a |the )?[\d.]+ ?v\b"
)
# "what peak must my supply provide": the supply gives it, so the part draws it
_SUPPLY_GIVES = re.compile(
    r"\b(?:supply|battery|psu|adapter|cell|power source)\b[^.?]{0,20}\b(?:provid|deliver|sourc|suppl)\w*"
)
_DELIVERED = re.compile(
    r"\b(?:deliver\w*|sourc\w*|sink\w*|provid\w*|output|outputs|load|switch\w*|limit\w*|"
    r"drive|drives|driving|short[- ]circuit|regulator|ldo|driver|mosfet|fet)\b"
)
_STEADY = re.compile(r"\bcontinuous\w*|\brms\b|\bsteady\b|\bdc\b")
_POWER_ON = re.compile(
    r"power(?:ing)?[- ]?(?:on|up)\b|\b(?:after|since|from) (?:power\w*|reset|applying power|"
    r"(?:switch|turn)\w* (?:it |the \w+ )?on)\b|"
    r"\bboot|warm[- ]?up|pre-?heat|\bheater\b|start[- ]?up|cold start|conditioning|burn-in|run-in|\baging\b"
)
_RADIO_CONTEXT = re.compile(
    r"\d ?[kmg]?bps\b|\b[kmg]bps\b|\bsf ?\d+\b|spreading factor|\bble\b|bluetooth|\blora\b|\bg?fsk\b|"
    r"\bo-?qpsk\b|\book\b|\bphy\b|\b[12] ?m phy\b|\b[12]m\b|\bdbm\b|\bradio\b|\breceiv\w*|\brx\b|"
    r"wi-?fi|802\.1[15]|zigbee|modulation|\bpackets?\b"
)
# a measurand or a sensor named with an output voltage: the output is a signal
_SIGNAL_CONTEXT = re.compile(
    r"\bsensor\b|\bppm\b|%\s?rh\b|\bgauss\b|\blux\b|\b[hk]pa\b|\bprobe\b|\btransducer\b|"
    r"zero[- ](?:current|field|pressure|g|flux)|\bconcentration\b|\bgas\b|\bmagnetic field\b"
)
_REGULATOR_CONTEXT = re.compile(
    r"\bregulat\w*|\bldo\b|\bbuck\b|\bboost\b|\bconverter\b|\biout\b|\bvin\b"
)
_TURN_ON = re.compile(r"\bturn\w* (?:it )?on\b|\bconduct\w*|\bthreshold\b|\bswitch\w* (?:it )?on\b")
# a programmable gain or an ADC sets the span of an analog input, not of a measurand
_ADC_CONTEXT = re.compile(r"\bpga\b|\bgain (?:of |setting |= ?)?\d|\badc\b|\bdifferential input")
_SENSOR_GAIN = re.compile(r"\bmv\b|\blsb|\bcounts?\b|gauss|(?:/|per )(?:a|amps?|g)\b")


def _field_for_state(fld: str, clause: str) -> str:
    if fld == "supply_current" and _NO_LOAD.search(clause):
        return "quiescent_current"
    if fld == "output_current" and _PULSED.search(clause) and not _STEADY.search(clause):
        return "peak_output_current"
    if fld == "peak_output_current" and (
        _SUPPLY_GIVES.search(clause) or (_CONSUMED.search(clause) and not _DELIVERED.search(clause))
    ):
        return "supply_current"  # a peak the part draws from its supply, not one it delivers
    if fld == "response_time" and _POWER_ON.search(clause):
        return "warm_up_time"
    if fld == "sensitivity" and _RADIO_CONTEXT.search(clause) and not _SENSOR_GAIN.search(clause):
        return "rx_sensitivity"
    if (
        fld == "output_voltage"
        and _SIGNAL_CONTEXT.search(clause)
        and not _REGULATOR_CONTEXT.search(clause)
    ):
        return "analog_output_voltage"  # a sensor's output voltage is a signal, not a rail
    if fld == "measurement_range" and _ADC_CONTEXT.search(clause):
        return "analog_input_range"
    if fld == "accuracy" and re.search(r"\bin bits\b|\bhow many bits\b|\bdecimal places\b", clause):
        return "resolution"  # precision counted in bits is the resolution
    if fld == "supply_voltage" and re.search(r"\bgate\b", clause) and _TURN_ON.search(clause):
        return "gate_threshold_voltage"  # a gate voltage that turns the FET on is no supply
    return fld


# ---------------------------------------------------------------- frames

_STANDBY_WORDS = re.compile(
    r"(?<!opposed to )(?<!not )(?<!than )(?<!of )(?:sleep|standby|power(?:ed)?[- ]down|shutdown|shut-down|\bidle|"
    r"\basleep\b|\bbackup\b|battery[- ]backup|keep(?:s|ing)? time|timekeeping|(?:turned|switched|powered|shut) off|\bdisabled\b|"
    # between duty cycles, with the interface quiet or the enable pin released
    r"between (?:measurements|conversions|readings|samples|transmissions|bursts)|\binactive\b|"
    r"power[- ]?sav\w*|\bhibernat\w*|\bdormant\b|\bwaiting (?:for|between)\b|"
    r"(?:it is|it's|is|when|while) off\b|(?:enable|en|ce|chip[- ]enable)(?: pin| input)? (?:is |held |tied |pulled |driven )?low)"
)


# When no phrase of the lexicon matched, the question still names what it measures (volts,
# amps, watts, ohms, a time, a rate, a temperature) and what about (a coil, the contacts, the
# gate, a logic level, a radio, sleep). A frame is a set of such word families that must all
# be present; the first frame that fits names the field. Families, not sentences: "How many
# volts does the module need?" and "What voltage do I feed it?" meet the same frame.
_CUES: dict[str, str] = {
    "volt": r"\bvolt(?:age|ages|s)?\b|\bmv\b",
    "level": r"\blevels?\b|\bthresholds?\b|\bvolt(?:age|ages|s)?\b",
    "current": r"\bcurrents?\b|\bamps?\b|\bamperes?\b|\bmilliamps?\b|\bmicroamps?\b|\bma\b|\bua\b",
    # "power" the noun, not the verb ("can it power the board")
    "power": r"\bpower\b(?![- ](?:it|them|the|a|an|from|up|down|on|off|supply|pins?|rails?|cycl\w*)\b)|\bwatts?\b|\bmilliwatts?\b|\bwattage\b",
    "time": r"\bhow long\b|\btime\b|\bdelay\b|\bwait\b|\bseconds?\b|\blatency\b",
    "freq": r"\bfrequenc(?:y|ies)\b|\bclock(?:ed|s)?\b|\b[kmg]hz\b|\bspeed\b|\bhow fast\b|\brates?\b",
    "ohms": r"\bresistance\b|\b(?:milli)?ohms?\b|ω",
    "temp": r"\btemperatures?\b|°c|\bcold(?:est|er)?\b|\bhot(?:test|ter)?\b|\bambient\b|\bfreez\w*",
    "humid": r"\bhumid\w*|%\s?rh\b|\bcondensation\b",
    "coil": r"\bcoil\b|\bwinding\b",
    "contacts": r"\bcontacts?\b",
    "gate": r"\bgate\b|\bvgs\b",
    "conduct": r"\bconduct\w*|\bturns? (?:it )?on\b|\bswitch(?:es)? on\b|\bthreshold\b",
    "block": r"\bblock\w*|\bbreakdown\b|\bdrain\b",
    "closed": r"\bclosed\b|\bon\b|\bconducting\b|\benhanced\b",
    "damage": rf"{_ABS}|\b{_DAMAGE}",
    "signal_pin": r"\binputs?\b|\bi/?os?\b|\bgpios?\b|\bpins?\b|\bsda\b|\bscl\b|\bdin\b",
    "high": r"\bhigh\b|\blogic[- ]?(?:1|one)\b",
    "low": r"\blow\b|\blogic[- ]?(?:0|zero)\b",
    "how_high": r"\bhow high\b",
    "how_low": r"\bhow low\b",
    "output": r"\boutputs?\b|\bout pin\b|\bdriven\b|\bsourc\w+|\bsink\w*",
    "input": r"\binputs?\b|\bdin\b|\baccept\w*|\btreat\w*|\brecogni\w*|\bread as\b",
    "motor": r"\bmotors?\b",
    "logic": r"\blogic\b(?![- ](?:high|low|levels?|1|0|one|zero))",
    "io": r"\bi/o\b|\bvddio\b|\binterface\b",
    "analog_out": r"\banalog(?:ue)? (?:signal )?out(?:put)?\b",
    "regulator": r"\bregulat\w*|\bldo\b|\bbuck\b|\bboost\b|\bconverter\b",
    "supply": r"\bsuppl\w*|\bpower(?:ed)?\b|\bruns?\b|\boperat\w*|\bneeds?\b|\brequire\w*|\bwork\w*|\bfeed\b",
    "sleep": _STANDBY_WORDS.pattern,
    "no_load": _NO_LOAD.pattern,
    "pulsed": _PULSED.pattern,
    "per_output": r"\boutputs?\b|\bper (?:pin|channel|bridge)\b|\bdeliver\w*|\bsourc\w+|\bsink\w*|\bchannels?\b",
    "rf_out": r"\btx\b|\brf\b|\bdbm\b|\bantenna\b|\btransmit\w*|\bradiat\w*",
    "power_on": _POWER_ON.pattern,
    "measuring": r"\bmeasur\w*|\breadings?\b|\bconver\w*|\bsampl\w*|\bstep\b|\brespon\w*|\bresults?\b",
    "i2c": r"\bi2c\b|\bscl\b|\btwi\b",
    "spi": r"\bspi\b|\bsck\b|\bsclk\b",
    "uart": r"\buart\b|\bserial\b|\busart\b|\bbit ?rate\b",
    "radio": r"\bradio\b|\btransceiver\b|\brf\b|\btun(?:e|es|ed|ing)\b|\bbands?\b|\bcarrier\b|\bwireless\b",
    "data": r"\boutputs?\b|\bsampl\w*|\bconversions?\b|\breadings?\b|\bdata\b|\bmeasurements?\b|\bupdates?\b",
    "storage": r"\bstor\w*|\bunpowered\b|\bnot in use\b|\bshipping\b",
    "operate": r"\boperat\w*|\bwork\w*|\brun(?:s|ning)?\b|\bfunction\w*|\bambient\b|\brated\b|\buse[ds]?\b",
    "wrong": r"\bwrong\b|\bincorrect\b|\boff by\b|\binaccura\w*",
    # specifications the vocabulary has no field for: a frame must not claim them
    "other_spec": r"\bleakage\b|\bbias\b|\boffset\b|\bnoise\b|\bripple\b|\binrush\b|\bcapacitance\b|"
    r"\bimpedance\b|\bslew\b|\b(?:rise|fall|propagation|hold|setup) time\b|\bjitter\b|\bbandwidth\b|"
    r"\brejection\b|\blinearity\b|\brepeatability\b|\bhysteresis\b|\bcoefficient\b|\btempco\b|"
    r"\blatch-?up\b|\binjection\b|\bholding current\b",
}
_CUE_RES = {name: re.compile(p) for name, p in _CUES.items()}
# (all of these cues, field); the first frame that fits wins, so narrow frames come first
_FRAMES: list[tuple[tuple[str, ...], str]] = [
    (("ohms", "coil"), "coil_resistance"),
    (("ohms", "closed"), "on_resistance"),
    (("volt", "coil"), "coil_voltage"),
    (("power", "coil"), "coil_power"),
    (("current", "contacts"), "contact_current"),
    (("volt", "contacts"), "contact_voltage"),
    (("gate", "conduct"), "gate_threshold_voltage"),
    (("volt", "block"), "drain_source_voltage"),
    (("level", "damage", "signal_pin"), "abs_max_input_voltage"),
    (("volt", "damage"), "abs_max_supply_voltage"),
    (("damage", "signal_pin"), "abs_max_input_voltage"),
    (("level", "high", "low", "output"), "output_high_voltage+output_low_voltage"),
    (("level", "high", "low"), "input_high_voltage+input_low_voltage"),
    (("level", "high", "output"), "output_high_voltage"),
    (("level", "low", "output"), "output_low_voltage"),
    (("how_high", "output"), "output_high_voltage"),
    (("how_low", "output"), "output_low_voltage"),
    (("level", "high", "input"), "input_high_voltage"),
    (("level", "low", "input"), "input_low_voltage"),
    (("volt", "motor"), "load_supply_voltage"),
    (("volt", "logic"), "logic_supply_voltage"),
    (("volt", "io"), "io_supply_voltage"),
    (("volt", "analog_out"), "analog_output_voltage"),
    (("volt", "regulator"), "output_voltage"),
    (("volt", "supply"), "supply_voltage"),
    (("current", "sleep"), "standby_current"),
    (("current", "no_load"), "quiescent_current"),
    (("current", "pulsed", "per_output"), "peak_output_current"),
    (("current", "per_output"), "output_current"),
    (("current",), "supply_current"),
    (("power", "rf_out"), "tx_power"),
    (("level", "rf_out"), "tx_power"),
    (("power",), "power_consumption"),
    (("time", "power_on"), "warm_up_time"),
    (("time", "measuring"), "response_time"),
    (("freq", "i2c"), "i2c_clock_frequency"),
    (("freq", "spi"), "spi_clock_frequency"),
    (("freq", "uart"), "baud_rate"),
    (("freq", "radio"), "frequency_band"),
    (("freq", "data"), "data_rate"),
    (("temp", "storage"), "storage_temperature"),
    (("temp", "operate"), "operating_temperature"),
    (("humid", "operate"), "operating_humidity"),
    (("wrong",), "accuracy"),
]


def _frame_fields(text: str) -> list[FieldRequest]:
    """The fields of the first frame whose word families all occur in the question."""
    asked = text.split("?")[0]
    hits = {name: m.start() for name, cue in _CUE_RES.items() if (m := cue.search(asked))}
    if "other_spec" in hits:
        return []
    for cues, name in _FRAMES:
        if all(c in hits for c in cues):
            first = min(hits[c] for c in cues)
            return [
                FieldRequest(part, None, asked[first:], first, len(asked))
                for part in name.split("+")
            ]
    return []


_ABS_MAX_AFTER = re.compile(
    r"^[^.?]{0,12}\(\s*(?:the\s+)?(?:absolute[- ]maximum|abs(?:olute)?\.? max)|"
    # the rating table cited as the source: "... per the absolute maximum ratings"
    rf"^[^.?]{{0,40}}?\b(?:per|from|in|according to|under|by) (?:the |its |their )?{_ABS}",
    re.I,
)
_NEGATED = re.compile(
    r"\b(?:not|never|rather than|instead of|excluding|other than)\s+(?:the\s+|an?\s+)?$"
)


_IDLE_STATE = re.compile(
    r"\b(?:low|idle|idles|idling|inactive|at rest|not triggered|untriggered|no (?:motion|one|detection|target))\b"
)


def _idle_output_level(text: str, req: FieldRequest) -> FieldRequest:
    """ "What voltage does OUT go to when idle?" asks the low level: the verb-form phrase
    names no level, so the state words after it decide."""
    after = text[req.end : req.end + 60].split("?")[0]
    if (
        req.field == "output_high_voltage"
        and "high" not in req.phrase
        and _IDLE_STATE.search(after)
    ):
        req.field = "output_low_voltage"
    return req


def _abs_max_asked(text: str, req: FieldRequest, prev_end: int, next_start: int) -> bool:
    """The rating words qualify this request: before it ("absolute maximum supply voltage")
    or in a parenthesis right after it ("supply voltage (absolute maximum)"); "not the abs
    max" says the opposite."""
    before = text[max(prev_end, req.start - 60) : req.end]
    m = _ABS_MAX.search(before)
    if m is not None and not _NEGATED.search(before[: m.start()]):
        return True
    after = text[req.end : next_start].split("?")[0]
    # "what voltage on VCC will destroy it", "pushed without damaging the chip"
    if _DAMAGE_RE.search(before) or _DAMAGE_RE.search(after):
        return True
    m = _ABS_MAX_AFTER.search(after)
    return m is not None and not re.search(r"\bnot\b", m.group(0))


_SUPPLY_FIELDS = {
    "supply_voltage",
    "io_supply_voltage",
    "logic_supply_voltage",
    "load_supply_voltage",
}
_SPECIFIC_SUPPLY = _SUPPLY_FIELDS - {"supply_voltage"}
_QUALIFIER_ONLY = {"interface", "package"}


# "supply voltage and sleep current", "VDD and VDDIO": a list asks each item
_LISTED = re.compile(r"\band\b|\bor\b|,|/")


def _drop_qualifiers(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """Drop mentions that qualify another request instead of asking for a value.

    "VM supply current", "current from VS (pin 4)", "dropout voltage (VIN - VOUT)",
    "in the PW package", "the SPI interface's clock".
    """
    excluded = [r for r in found if _excluded(text, r)]
    if len(excluded) < len(found):
        found = [r for r in found if r not in excluded]
    keep: list[FieldRequest] = []
    for i, req in enumerate(found):
        nxt = found[i + 1] if i + 1 < len(found) else None
        before = text[max(0, req.start - 20) : req.start]
        outer = _enclosing_mention(text, keep, req)
        if outer is not None and outer.field != req.field:
            if outer.field == "supply_voltage" and req.field in _SPECIFIC_SUPPLY:
                keep[keep.index(outer)] = req  # "(supply of the power output stages)" is sharper
            continue
        if (
            keep
            and keep[-1].field.endswith("supply_voltage")
            and req.field in _SUPPLY_FIELDS
            and req.start - keep[-1].end <= 2  # "power supply voltage VS": the symbol
        ):
            continue
        if req.field in _SUPPLY_FIELDS and (
            re.search(
                r"\bfrom (?:the )?(?:\w+ )?(?:supply )?$", text[max(0, req.start - 30) : req.start]
            )
            or (
                nxt
                and nxt.field not in _SUPPLY_FIELDS
                and re.fullmatch(r"\s*(?:\w+\s+){0,2}", text[req.end : nxt.start])
                and not _LISTED.search(text[req.end : nxt.start])
            )
        ):
            continue
        if req.field == "supply_voltage" and any(
            o.field in _SPECIFIC_SUPPLY | {"abs_max_supply_voltage"}
            and abs(o.start - req.start) < 45
            and not _LISTED.search(text[min(o.end, req.end) : max(o.start, req.start)])
            for o in found
        ):
            continue
        if (
            req.field in _QUALIFIER_ONLY
            and any(o.field not in _QUALIFIER_ONLY for o in found)
            and not re.search(r"(?:which|what|type of|kind of)\s+(?:\w+\s+)?$", before)
        ):
            continue
        keep.append(req)
    return keep


# "the measuring range, not the accuracy", "(excluding the heater power)": a field named to
# rule it out; and "the range where accuracy is specified": a field naming a region
_EXCLUDER = re.compile(
    r"\b(?:not|excluding|other than|rather than|instead of|beyond|outside|apart from)"
    r"(?:\s+(?:just|only|the|a|an|its|their))*(?:\s+[\w-]+){0,2}\s*$"
)
_REGION_BEFORE = re.compile(
    r"\b(?:where|in which|over which|for which|within which)\s+(?:the\s+)?(?:[\w-]+\s+)?$"
)
_REGION_AFTER = re.compile(
    r"^\s*(?:is|are)?\s*(?:specified|guaranteed|given|met|rated|stated|valid)\b"
)


def _excluded(text: str, req: FieldRequest) -> bool:
    before = text[max(0, req.start - 40) : req.start]
    before = re.split(r"[,;:()?]", before)[-1]
    if _EXCLUDER.search(before):
        return True
    return bool(_REGION_BEFORE.search(before) and _REGION_AFTER.match(text[req.end :]))


def _enclosing_mention(
    text: str, kept: list[FieldRequest], req: FieldRequest
) -> FieldRequest | None:
    """The kept mention whose parenthetical ("dropout voltage (VIN - VOUT)") holds ``req``."""
    open_at = text.rfind("(", 0, req.start)
    if open_at < 0 or ")" in text[open_at : req.start]:
        return None
    for other in reversed(kept):
        if other.end <= open_at and open_at - other.end < 20:
            return other
    return None


def _merge_same_field(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """A field named twice ("supply voltage ... (VDD)") is one request, unless the question
    asks it twice with its own qualifiers: "(a) the source current ... (b) the sink current",
    "supply current while measuring and its average supply current"."""
    out: list[FieldRequest] = []
    for req in found:
        twin = next(
            (o for o in reversed(out) if o.field == req.field and o.quantity == req.quantity),
            None,
        )
        if twin is not None and not asked_separately(text, twin, req):
            continue
        out.append(req)
    return out


_COORDINATOR = re.compile(r"\band\b|\bversus\b|\bvs\.?\s|[,;]")


def asked_separately(text: str, first: FieldRequest, second: FieldRequest) -> bool:
    """Two mentions of one field are two questions when a list joins them.

    A mention inside the first one's parenthesis ("supply current (IDD)") or right after it
    restates it; an enumerator "(b)" or an "and"/comma with own words between asks again.
    """
    between = text[first.end : second.start]
    if _ENUMERATOR.search(between):
        return True
    if between.count("(") > between.count(")"):
        return False  # "(... supply current ...)": a restatement inside a parenthesis
    if _AVERAGE_WORD.search(first.phrase) and _PEAK_WORD.search(second.phrase):
        # "mean and peak current", "average or peak": two figures, not one restated
        return re.search(r"\b(?:and|or|versus|vs)\b|[,;/]", between) is not None
    if len(re.findall(r"[a-z]{3,}", between)) < 2:
        return False
    return _COORDINATOR.search(between) is not None


_AVERAGE_WORD = re.compile(r"\b(?:average|mean|avg)\b")
_PEAK_WORD = re.compile(r"\b(?:peak|maximum|max)\b")


def coordinator_cut(text: str, start: int, end: int) -> int | None:
    """Where the list joining two mentions of a field divides their qualifiers."""
    between = text[start:end]
    marks = [m.start() for m in _ENUMERATOR.finditer(between)]
    marks = marks or [m.start() for m in _COORDINATOR.finditer(between)]
    return start + marks[-1] if marks else None


def _mask_condition_assignments(text: str) -> str:
    """Blank out "VDD = 5 V"-style conditions so their symbol is not read as the field asked."""

    def blank(m: re.Match[str]) -> str:
        return " " * len(m.group(0))

    text = re.sub(
        r"\b(?:at |with |when |for |from )?(?:(?:v[a-z0-9]*|i[a-z]*|t[aj]?|fs|afs_sel|fs_sel)\s*(?:=|<=|>=|<|>|≤|≥)\s*)+[-+]?[\d.]+\s*[a-z%°]*",
        blank,
        text,
    )
    text = re.sub(
        r"\b(?:over|across) (?:the )?(?:full |whole |entire |specified )?(?:operating |ambient |junction |free-air )?(?:temperature )?range\b",
        blank,
        text,
    )
    # "when VCC is 2.0 V", "with VDD at 3.3 V": a supply symbol given a value is a condition
    # (before "at 3.3 V" alone is blanked, which would leave the symbol to read as a field)
    text = re.sub(
        r"\b(?:vcc|vdd|vin|vs|vm|vbat|vio|vddio|vlogic|vcca|vccb|vbus|vref|v\+)(?: pin)? (?:is|of|at) "
        r"[-+]?\d+(?:\.\d+)?\s*v\b",
        blank,
        text,
    )
    text = re.sub(
        r"\bat (?:the |a )?[-+]?\d+(?:\.\d+)?\s*(?:-?bit|[a-z%°/]+)(?: [a-z\-]+){0,2}", blank, text
    )
    # "with a 5 Hz update rate", "in 12-bit resolution": a stated setting is an operating point
    text = re.sub(
        r"\b(?:with|using|in) (?:the |a |an )?\d+(?:\.\d+)?\s*(?:[kmg]?hz|[km]?sps|[km]?bps|-?bits?)(?: [a-z\-]+){0,3}",
        blank,
        text,
    )
    return re.sub(r"\b(?:at|from|with) (?:v[a-z]{1,3} )?\d+(?:\.\d+)? ?v\b", blank, text)


def _drop_redundant(found: list[FieldRequest]) -> list[FieldRequest]:
    """A field named twice in a row ("supply voltage (VDD)") is one request."""
    out: list[FieldRequest] = []
    for req in found:
        if out and out[-1].field == req.field and req.start - out[-1].end < 25:
            out[-1].end = req.end
            continue
        out.append(req)
    return out


def guess_quantity(text: str, req: FieldRequest) -> str | None:
    """The measured quantity nearest to the field phrase (before it first)."""
    before = text[max(0, req.start - 50) : req.start]
    after = text[req.end : req.end + 50]
    best: tuple[int, str] | None = None
    for pattern, quantity in _QUANTITY_PATTERNS:
        for m in pattern.finditer(before):
            dist = len(before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, quantity)
        for m in pattern.finditer(after):
            dist = m.start() + 3  # a word after the phrase is slightly less likely
            if best is None or dist < best[0]:
                best = (dist, quantity)
    if best is not None:
        return best[1]
    for pattern, quantity in _QUANTITY_PATTERNS:
        if pattern.search(text):
            return quantity
    return None


# ---------------------------------------------------------------- conditions

_MODE_WORDS = [
    "sleep", "standby", "standby-i", "standby-ii", "power-down", "power down", "shutdown", "idle",
    "active", "continuous", "single-shot", "one-shot", "transmit", "transmitting", "receive",
    "receiving", "measuring", "measurement", "average", "fast mode", "high-speed", "high speed",
    "standard mode", "push-pull", "open-drain", "low power", "normal operation", "low-resolution",
    "l-resolution", "h-resolution", "fixed", "adjustable", "parallel", "ac", "dc", "inductive",
    "resistive", "single-ended", "differential", "disabled", "enabled", "normal mode", "low-power",
    "high-resolution", "high-drive", "standard-drive", "ultra-low-power", "normal-power",
]  # fmt: skip
_NUMBER_UNIT = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(k?hz|mhz|ghz|ksps|sps|mbps|kbps|dbm|mv|v|ma|ua|na|a|°c|c\b|%\s?rh|%|ohm|Ω|kω|w|mw)",
    re.IGNORECASE,
)


_TEMP_SPAN = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(?:and|to|\.{2,3}|…)\s*[-+]?\d+(?:\.\d+)?\s*°\s*c\b"
)
# informal states named by the mode the datasheet writes
_MODE_ALIASES = {
    "asleep": "sleep",
    "sleeps": "sleep",
    "switched off": "shutdown",
    "powered off": "shutdown",
    "turned off": "shutdown",
    "single conversion": "one-shot",
}


def find_conditions(question: str) -> Conditions:
    text = _clean(question).lower()
    conds = Conditions()
    for word in _MODE_WORDS:
        if re.search(r"(?<![a-z])" + re.escape(word) + r"(?![a-z])", text):
            conds.modes.append(word)
    for m in _NUMBER_UNIT.finditer(text):
        value, unit = float(m.group(1)), m.group(2).lower().replace(" ", "")
        conds.terms.append(condition_term(m.group(1), unit))
        if unit == "v":
            conds.voltages.append(value)
        elif unit in ("°c", "c"):
            conds.temperatures.append(value)
    # "between -20 and 0 °C", "from -40 to +85 °C": the unit is written once, after the end
    for m in _TEMP_SPAN.finditer(text):
        low = float(m.group(1))
        if low not in conds.temperatures:
            conds.temperatures.append(low)
            conds.terms.append(condition_term(m.group(1), "°c"))
    for word, mode in _MODE_ALIASES.items():
        if re.search(rf"\b{word}\b", text) and mode not in conds.modes:
            conds.modes.append(mode)
    conds.terms += [w for w in conds.modes]
    conds.terms += [
        t.upper()
        for t in re.findall(
            r"\b(?:pw|pwp|rty|dgs|soic|tssop|htssop|[a-z]{1,3}\d{0,3}_sel\s*=\s*\d)\b", text
        )
    ]
    conds.ambient = "ambient" in text
    conds.junction = "junction" in text or re.search(r"\btj\b", text) is not None
    return conds


def condition_term(number: str, unit: str) -> str:
    """A comparable token for a number with unit: "5V", "2.7V", "25C"."""
    unit = unit.lower().replace("°", "").replace(" ", "")
    value = float(number)
    text = f"{value:g}"
    return f"{text}{unit}"


# ---------------------------------------------------------------- out of vocabulary

# Specifications the field vocabulary has no name for. A question about one of them must
# not be answered with the look-alike field its words also match ("working voltage" of an
# isolation barrier is no supply voltage; a thermal-shutdown junction temperature is no
# operating temperature range; a radio's range in metres is no interface).
_UNSUPPORTED_TOPICS = re.compile(
    r"\bisolation\b|\bdielectric\b|\bcreepage\b|\bclearance distance\b|thermal shut-?down|"
    r"line[- ]of[- ]sight|(?:communication|transmission|wireless|radio|operating) range\b[^.?]{0,40}"
    r"\b(?:metres|meters|m|km|distance)\b|\bmtbf\b|\blifetime\b|\bendurance\b|\bflash\b|\bsram\b|"
    r"how far[^.?]{0,40}\b(?:transmit|communicat\w*|send|talk|link)\b|"
    # ESD ratings, noise, drift, parasitics, avalanche and lock-out thresholds: real
    # datasheet specs with no field, whose words ("withstand voltage", "threshold") would
    # otherwise pull in a look-alike rating
    r"\besd\b|human[- ]body model|charged[- ]device model|noise (?:density|level|floor|voltage|figure)|"
    r"(?:rms|output|input|peak-to-peak) noise|how noisy|long[- ]term (?:stability|drift)|(?<!zero-)(?<!zero )\bdrift(?:s)?\b|"
    r"under-?voltage lock-?out|\buvlo\b|pick[- ]?up voltage|pull[- ]in voltage|must[- ](?:operate|release) voltage|"
    r"release voltage|\binductance\b|\bcapacitance\b|avalanche|gate charge|thermal resistance|\bpsrr\b|"
    r"ripple rejection|(?:line|load) regulation|\befficiency\b|insulation resistance|"
    r"temperature coefficient|\btempco\b|input leakage|leakage current (?:of|on|into|at) (?:the |its )?(?:inputs?|pins?|i/?os?|gpios?)",
    re.IGNORECASE,
)


def unsupported_topic(question: str) -> str | None:
    """The words of a specification outside the field vocabulary, if the question asks one."""
    m = _UNSUPPORTED_TOPICS.search(question)
    return m.group(0) if m else None


# ---------------------------------------------------------------- the router


def route(question: str, index: DeviceIndex) -> Intent:
    mentions, unknown = link_devices(question, index)
    requests = find_fields(question)
    requests = _with_condition_text(question, requests)
    requests = _split_alternatives(requests)
    requests = [_for_device_kind(req, mentions, index) for req in requests]
    distinct = {m.device for m in mentions}
    qtype = question_type(question, len(distinct), len(requests))
    return Intent(question, qtype, mentions, requests, find_conditions(question), unknown)


def _for_device_kind(
    req: FieldRequest, mentions: list[DeviceMention], index: DeviceIndex
) -> FieldRequest:
    """A radio's "sensitivity" is its receiver sensitivity: a transceiver has no transfer gain
    (mV/A, LSB/g) to mean, so the plain word asked about radios names the RX figure."""
    if (
        req.field == "sensitivity"
        and mentions
        and all(m.doc_id in index.radios for m in mentions)
        and not _SENSOR_GAIN.search(req.condition_text)
    ):
        req.field = "rx_sensitivity"
        req.quantity = None
    return req


def _with_condition_text(question: str, requests: list[FieldRequest]) -> list[FieldRequest]:
    """Each request gets the text up to the next request: its own conditions live there."""
    text = _clean(question).lower()
    cuts: dict[int, int] = {}  # request index -> where its twin's qualifiers begin
    for i in range(1, len(requests)):
        prev, req = requests[i - 1], requests[i]
        if prev.field == req.field and prev.quantity == req.quantity:
            cut = coordinator_cut(text, prev.end, req.start)
            if cut is not None:
                cuts[i] = cut
    for i, req in enumerate(requests):
        end = requests[i + 1].start if i + 1 < len(requests) else len(text)
        end = cuts.get(i + 1, end)
        start = cuts.get(i, requests[i - 1].end if i > 0 else 0)
        req.condition_text = text[start:end]
    return requests


_ENUMERATOR = re.compile(r"\(\s*(?:[a-e]|[1-5]|i{1,3}|iv)\s*\)")
# "at 5 V and at 2.7 V", "on a 5 V supply, and on a 2.7 V supply": the same preposition
# repeated after "and" opens a second operating point
_PARALLEL = re.compile(
    r"\b(at|in|when|for|with|from|while|on|under)\b(.*?)(?:,\s*)?\b(?:and|or|versus|vs\.?)\s+(?:\w+\s+)?\1\b"
)
_PAREN_PAIR = re.compile(r"\(\s*([a-z\-]+) and ([a-z\-]+)\s*\)")


def _split_alternatives(requests: list[FieldRequest]) -> list[FieldRequest]:
    """ "current (a) when transmitting, (b) when receiving" asks for one value per alternative."""
    out: list[FieldRequest] = []
    for req in requests:
        tail = req.condition_text
        cut = tail.find(req.phrase)
        head, rest = (
            (tail[: cut + len(req.phrase)], tail[cut + len(req.phrase) :])
            if cut >= 0
            else ("", tail)
        )
        parts = _alternatives(rest)
        if len(parts) < 2:
            if req.field in ("supply_current", "quiescent_current") and _STANDBY_WORDS.search(
                rest.split("?")[0]
            ):
                req.field = "standby_current"
            out.append(req)
            continue
        for part in parts:
            fld = req.field
            if fld in ("supply_current", "quiescent_current") and _STANDBY_WORDS.search(part):
                fld = "standby_current"
            out.append(
                FieldRequest(fld, req.quantity, req.phrase, req.start, req.end, head + " " + part)
            )
    return out


def _has_condition(text: str) -> bool:
    if _NUMBER_UNIT.search(text):
        return True
    # "from VS (pin 4) and from VSS (pin 9)": each alternative names its own supply pin
    if re.search(r"\(pin \d+\)|\bv(?:s|ss|cc|dd|m|in|io|logic|cca|ccb)\b \(", text):
        return True
    return any(re.search(r"(?<![a-z])" + re.escape(w) + r"(?![a-z])", text) for w in _MODE_WORDS)


_LIST_HEAD = re.compile(r"\b(?:for|at|in|with|when|during|after)\b")
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def _listed_alternatives(rest: str) -> list[str]:
    """ "for less than one month, 1 to 6 months, and more than six months": three cases.

    Only a list of three or more parts that end in the same noun or unit ("months",
    "°c") is a set of alternatives; "at 3.3 V, 25 °C and 1 MHz" is one operating point.
    """
    head = _LIST_HEAD.search(rest)
    if head is None:
        return []
    tail = rest[head.end() :].split("?")[0].strip(" .")
    parts = [p for p in _LIST_SPLIT.split(tail) if p.strip()]
    if len(parts) < 3:
        return []
    ends = {re.sub(r"s$", "", p.split()[-1]) for p in parts if p.split()}
    numbered = all(re.search(rf"\d|\b(?:{_NUMBER_WORDS})\b", p) for p in parts)
    if len(ends) != 1 or not numbered:
        return []
    prefix = rest[: head.end()]  # "... suggest for": what every alternative shares
    return [f"{prefix} {p}" for p in parts]


_NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"


def _alternatives(rest: str) -> list[str]:
    """The parallel alternatives a request lists: "(a) ..., (b) ...", "at X and at Y"."""
    if len(_ENUMERATOR.findall(rest)) >= 2:
        return [p for p in _ENUMERATOR.split(rest)[1:] if p.strip()]
    listed = _listed_alternatives(rest)
    if listed:
        return listed
    pair = _PAREN_PAIR.match(rest.strip())
    if pair and all(_has_condition(w) for w in pair.groups()):
        return list(pair.groups())
    m = _PARALLEL.search(rest)
    if m and _has_condition(m.group(2)):
        first = rest[m.start() : m.end() - len(m.group(1))]
        second = rest[m.end() - len(m.group(1)) :]
        if _has_condition(second):
            return [first, second]
    return []
