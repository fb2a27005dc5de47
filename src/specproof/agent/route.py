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


@dataclass(slots=True)
class DeviceIndex:
    entries: list[DeviceEntry]
    by_name: dict[str, DeviceEntry]

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
        return cls(entries, by_name)


_INDEX_CACHE: weakref.WeakKeyDictionary[Any, tuple[tuple[str, ...], DeviceIndex]] = (
    weakref.WeakKeyDictionary()
)
_INDEX_CACHE_BY_ID: dict[int, tuple[tuple[str, ...], DeviceIndex]] = {}


def device_index(store: Any) -> DeviceIndex:
    """The device index of a store, rebuilt only when its documents change."""
    docs = store.documents()
    key = tuple(sorted(d.id for d in docs))
    try:
        cached = _INDEX_CACHE.get(store)
    except TypeError:  # store not weak-referenceable
        cached = _INDEX_CACHE_BY_ID.get(id(store))
    if cached and cached[0] == key:
        return cached[1]
    index = DeviceIndex.build(docs)
    try:
        _INDEX_CACHE[store] = (key, index)
    except TypeError:
        _INDEX_CACHE_BY_ID[id(store)] = (key, index)
    return index


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

# (pattern, field). Earlier entries win where spans overlap, so specific phrases
# come before general ones. Patterns are matched on the lowercased question.
_FIELD_LEXICON: list[tuple[str, str]] = [
    (
        r"receiver sensitivity|rx sensitivity|receive sensitivity|sensitivity[^.?]{0,40}\b(?:dbm|per|ber)\b|"
        r"how sensitive[^.?]{0,30}\b(?:receiver|radio|rx)\b|\b(?:receiver|radio|rx)\b[^.?]{0,30}\bsensitiv\w*|"
        r"weakest (?:signal|packet)|minimum (?:received|receive|input) (?:signal|power)(?: level)?",
        "rx_sensitivity",
    ),
    (
        r"\btx power|transmit(?:ter|ting)? (?:output )?power|rf output power|wi-?fi tx power|"
        r"radiated power|\beirp\b|how (?:much power|strong|loud)[^.?]{0,20}\b(?:transmit|radiate|broadcast)\w*|"
        r"(?:max(?:imum)? )?output power(?=[^?]*\b(?:dbm|rf|radio|transmit\w*|ble|bluetooth|wi-?fi|lora|zigbee|antenna)\b)",
        "tx_power",
    ),
    # MOSFET ratings: the symbols users copy from the sheet and the words they ask in
    (
        r"r ?ds ?\(? ?on ?\)?|\brdson\b|on[- ]state resistance|on[- ]resistance|\bron\b|"
        r"resistance[^.?]{0,25}\b(?:when|while) (?:it is |it's )?(?:fully )?(?:on|conducting|switched on|turned on)\b|"
        r"drain[- ](?:to[- ])?source (?:on[- ])?resistance|switch resistance",
        "on_resistance",
    ),
    (
        r"gate[- ](?:to[- ])?(?:source )?threshold(?: voltage)?|threshold voltage|\bv ?gs ?\(? ?th ?\)?|\bvth\b|"
        r"(?:starts?|begins?) to (?:turn on|conduct|switch on)|turn[- ]on (?:voltage|threshold)|"
        r"gate voltage[^.?]{0,30}\b(?:turns?|switch(?:es)?) on",
        "gate_threshold_voltage",
    ),
    (
        r"drain[- ](?:to[- ])?source (?:breakdown )?voltage|\bv ?\(? ?br ?\)? ?dss\b|\bvdss?\b|"
        r"breakdown voltage|drain voltage|voltage[^.?]{0,30}\bdrain\b[^.?]{0,20}\b(?:rated|block|handle|withstand|switch)",
        "drain_source_voltage",
    ),
    (
        r"storage temperature|(?:store|stored|storing|shipping|transport)\w*[^.?]{0,30}temperature|"
        r"temperature[^.?]{0,30}\b(?:be stored|storage|shipping|transport)\b",
        "storage_temperature",
    ),
    (
        r"(?<!cold-)(?<!cold )(?:operating |ambient |junction |free-air )+temperature(?: range)?|temperature range[^.?]{0,30}\b(?:operat|rated)|rated[^.?]{0,20}ambient temperature|"
        r"(?:working|operation|operational) temp(?:erature)?s?|operating temp\b|"
        r"how (?:hot|cold)[^.?]{0,40}\b(?:operate|work|run|function|use|get|be used)\b|"
        r"temperatures?[^.?]{0,30}\b(?:work|works|operate|operates|run|runs|function)\b|"
        r"\b(?:work|operate|run|function)s?\b[^.?]{0,30}\b(?:temperatures?|degrees)\b",
        "operating_temperature",
    ),
    (
        r"operating (?:relative )?humidity|humidity range[^.?]{0,40}\b(?:rated|specified|operat)|working humidity|"
        r"how humid|humidity[^.?]{0,25}\b(?:can|does|will) (?:it|the \S+) (?:work|operate|tolerate|handle|run)",
        "operating_humidity",
    ),
    (
        r"\bvddio\b|\bvdd_io\b|\bvccio\b|\bvlogic\b|i/o supply|interface supply|\bvcca\b|\bvccb\b|\b[ab]-port supply",
        "io_supply_voltage",
    ),
    (r"logic supply(?: voltage)?", "logic_supply_voltage"),
    (
        r"motor(?: power)? supply(?: voltage)?|load supply(?: voltage)?|\bvmot\b|supply of the power output stages|\bvm\b(?! ?=)|"
        r"motor (?:voltage|rail)|voltage (?:for|to|of) the motors?",
        "load_supply_voltage",
    ),
    (
        r"(?:nominal |rated )?coil voltage|voltage[^.?]{0,25}\b(?:the |its |a )?coil\b(?! current)|"
        r"\bcoil\b[^.?]{0,20}\b(?:needs?|requires?|takes?|rated at)\b[^.?]{0,15}\bvoltage",
        "coil_voltage",
    ),
    (
        r"coil resistance|resistance of (?:the |its |a )?coil|coil'?s? (?:dc )?resistance",
        "coil_resistance",
    ),
    (r"coil power(?: consumption)?|coil consumption", "coil_power"),
    (
        r"(?:what |which )?loads?\b[^.?]{0,50}\bcontacts?\b[^.?]{0,20}\b(?:switch|handle|carry)|"
        r"contacts? ratings?|rated (?:contact )?load",
        "contact_current+contact_voltage",
    ),
    (
        r"contact voltage|maximum allowable[^.?]{0,20}voltage|switching voltage|"
        r"voltage[^.?]{0,30}\bcontacts?\b[^.?]{0,20}\b(?:switch|handle|take|carry)",
        "contact_voltage",
    ),
    (
        r"(?:current|amps?)\b[^.?]{0,40}\bcontacts?\b[^.?]{0,20}\b(?:carry|switch|handle|take|pass)|"
        r"\bcontacts?\b[^.?]{0,30}\b(?:carry|handle|switch)[^.?]{0,20}\bcurrent",
        "contact_current",
    ),
    (
        r"contact current|contact capacity|current can[^.?]{0,40}contacts switch|switching current",
        "contact_current",
    ),
    (
        r"dropout(?: voltage)?|\bheadroom\b|input[- ](?:to[- ])?output (?:voltage )?(?:differential|difference)|"
        r"how (?:much|far) above the output",
        "dropout_voltage",
    ),
    (
        r"(?:sleep|standby(?:-i+)?|power[- ]down|shutdown|shut-down|idle)(?: mode)?(?: supply)? current|current (?:consumption )?(?:\w+ ){0,3}in (?:sleep|standby|power[- ]down|shutdown|idle)|draws? less current when idle|"
        r"\b(?:sleeps|idles)\b(?: at)? (?:lower|less|deeper|higher|more)|\bidles? at\b[^.?]{0,20}\bcurrent|"
        r"(?:sleep|standby|idle|off-state|backup|battery-backup|timekeeping) (?:power|draw|consumption)",
        "standby_current",
    ),
    (
        r"quiescent(?: supply)? currents?|ground(?: pin)? current|no[- ]load (?:supply |input )?current|\biq\b|\bignd\b",
        "quiescent_current",
    ),
    (r"(?:rms|continuous) and peak (?:output )?currents?", "output_current+peak_output_current"),
    (r"peak (?:output |switch )?current|current limit|pulsed current", "peak_output_current"),
    (
        r"output current|load current|current capability|rated to provide|(?:source|sink) current|rms (?:output )?current|continuous (?:output )?current|"
        r"how much current can[^.?]{0,40}\b(?:sink|source|deliver|supply|provide|output|drive|give)\b|"
        r"current[^.?]{0,30}\bcan\b[^.?]{0,30}\b(?:sink|source|deliver|provide)\b|"
        r"(?:sink|source|sourcing|sinking) (?:capability|capacity)",
        "output_current",
    ),
    (
        r"supply currents?|operating currents?|working current|active current|current consumption|average (?:supply |operating )?current|current (?:draw|does)|draws?\b[^.?]{0,30}current|how much current|\bicc\b|\bidd\b|"
        r"static current|current (?:usage|requirements?|budget)|(?:consumes?|pulls?|uses?|needs?|requires?)\b[^.?]{0,20}\bcurrent\b|"
        r"how many (?:milliamps|microamps|amps|ma|ua)\b",
        "supply_current",
    ),
    (r"coil\b[^.?]{0,20}\bpower|power[^.?]{0,30}\bcoil\b", "coil_power"),
    (
        r"power consumption|power dissipation|heater power|power drawn|power (?:draw|usage|requirements?)|"
        r"how much power|how many (?:watts|milliwatts|mw)\b|wattage",
        "power_consumption",
    ),
    (
        r"high[- ]level input voltage|input high voltage|\bvih\b|input logic[- ](?:1|high|one)(?: voltage)?|logic[- ]high input(?: voltage)?|high input voltage|input high level|"
        r"(?:counts?|registers?|recogni[sz]ed|read|seen|detected) as (?:a )?(?:logic[- ])?(?:high|1|one)\b|"
        r"minimum (?:voltage )?for (?:a )?(?:logic[- ])?(?:high|1)\b",
        "input_high_voltage",
    ),
    (
        r"low[- ]level input voltage|input low voltage|\bvil\b|input logic[- ](?:0|low|zero)(?: voltage)?|logic[- ]low input(?: voltage)?|low input voltage|input low level|"
        r"(?:counts?|registers?|recogni[sz]ed|read|seen|detected) as (?:a )?(?:logic[- ])?(?:low|0|zero)\b|"
        r"maximum (?:voltage )?for (?:a )?(?:logic[- ])?(?:low|0)\b",
        "input_low_voltage",
    ),
    (
        r"high- and low-level output voltages?|output high and low voltages?",
        "output_high_voltage+output_low_voltage",
    ),
    (
        r"high- and low-level input voltages?|input high and low voltages?",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"high[- ]level output voltage|output high voltage|\bvoh\b|output logic[- ](?:1|high)|"
        r"(?:high|logic[- ]high) output level|output(?: logic)?[- ]high level|how high does the output|"
        r"\bout(?:put)?(?: pin| signal| line)?\b[^.?]{0,20}\b(?:go|goes|switch(?:es)?|rise|rises|jump|jumps|swing|swings) (?:to|up)\b",
        "output_high_voltage",
    ),
    (
        r"low[- ]level output voltage|output low voltage|\bvol\b|output logic[- ](?:0|low)|"
        r"(?:low|logic[- ]low) output level|output(?: logic)?[- ]low level",
        "output_low_voltage",
    ),
    (r"output (?:logic )?levels", "output_high_voltage+output_low_voltage"),
    (
        r"(?:logic|input|switching|enable|en pin) thresholds?|thresholds? of the (?:\w+ )?(?:input|pin|enable)",
        "input_high_voltage+input_low_voltage",
    ),
    (
        r"absolute maximum(?:(?!supply)[^.?]){0,60}\b(?:(?:digital|logic|analog|signal|any) inputs?|inputs\b|input pins?|pins?|sda|scl|digital|signal|gpios?|i/o)\b(?:(?!supply)[^.?]){0,20}voltage|absolute maximum voltage rating of[^.?]{0,60}\bpins\b|(?:input|pin) voltage[^.?]{0,30}absolute maximum|"
        r"(?:highest|maximum|max\.?|most|greatest) voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?|lines?|signals?)\b[^.?]{0,30}\b(?:survive|withstand|tolerate|handle|take|accept)\b|"
        r"voltage[^.?]{0,40}\b(?:pins?|inputs?|sda|scl|gpios?|i/?os?)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)",
        "abs_max_input_voltage",
    ),
    (
        r"(?:highest|maximum|max\.?|most|greatest) (?:supply |input |power )?voltage[^.?]{0,40}\b(?:survive|withstand|tolerate)\b|"
        r"voltage[^.?]{0,40}\b(?:supply|vdd|vcc|vin|power)\b[^.?]{0,30}without (?:damag\w*|destroy\w*|harm\w*|breaking)",
        "abs_max_supply_voltage",
    ),
    (r"i2c (?:slave )?address(?:es)?|slave address(?:es)?|\baddress(?:es)?\b", "i2c_address"),
    (
        r"(?:i2c|scl)(?: scl)? (?:clock )?(?:frequency|speed|rate)|scl clock|i2c clock|\bfscl\b|"
        r"(?:fastest|highest|maximum|max\.?|top|slowest) (?:i2c )?(?:scl|bus speed|bus clock)(?: clock)?(?: (?:frequency|speed|rate))?|i2c (?:bus )?(?:speed|rate|frequency)|"
        r"how fast[^.?]{0,30}\b(?:i2c|scl)\b|\bscl\b (?:at|of|up to)\b",
        "i2c_clock_frequency",
    ),
    (
        r"spi clock(?: input)?(?: frequency)?|\bsck\b[^.?]{0,10}frequency|serial clock(?: \(sck\))?(?: frequency)?|\bsclk\b|\bfclk\b|\bfsck\b|clock (?:input )?frequency|"
        r"spi (?:bus )?(?:speed|rate)|(?:fastest|highest|maximum|max\.?) spi|how fast[^.?]{0,30}\bspi\b",
        "spi_clock_frequency",
    ),
    (
        r"baud rate|\bbaud\b|(?:uart|serial) (?:speed|rate)|bits per second|(?<![kmg])\bbps\b",
        "baud_rate",
    ),
    (
        r"data rates?|(?:throughput )?\(?sampling\)? rate|throughput|sample rate|samples per second|conversion rate|output data rate|\bsps\b|"
        r"how often[^.?]{0,40}\b(?:measure|sample|update|read|convert|output)\w*|"
        r"(?:readings|samples|measurements|conversions|updates) (?:per|a|each) second|how many (?:readings|samples|measurements|conversions)|"
        r"update rate|refresh rate|sampling frequency|\bodr\b|measurement rate",
        "data_rate",
    ),
    (
        r"(?<![a-z]-)resolution(?! mode)|\b(?:one|1|a single|each|an?) (?:lsb|count|code step)\b|\blsb (?:size|weight|value|step)|"
        r"smallest (?:\w+ ){0,2}(?:change|step|increment|difference)|step size|how fine|"
        r"how many bits|bit depth|number of bits",
        "resolution",
    ),
    (r"(?<!high-)(?<!standard-)(?<!low-)sensitivity|scale factor|how sensitive", "sensitivity"),
    (
        r"(?:optimi[sz]ed )?accuracy \(?sensing\)? (?:current )?range|(?:sensing|current|distance|pressure) range|operating (?:pressure|distance|current) range",
        "measurement_range",
    ),
    (
        r"(?<!for full )(?<!for )accuracy|\berror\b|tolerance|how (?:accurate|precise|exact|close)|\bprecision\b|"
        r"\binaccuracy\b|\bdeviation\b|\bwithin (?:how many|what) (?:degrees|percent)",
        "accuracy",
    ),
    (
        r"response time|conversion time|measurement time|operat(?:e|ion)(?: \(\w+\))? time|measurement cycle|measurement take|how long does a measurement|"
        r"how long[^.?]{0,50}\b(?:conversion|measurement|reading|sample|sampling|acquisition)s?\b[^.?]{0,20}\btakes?|"
        r"(?:conversion|measurement|reading|sample|acquisition)s? takes?\b|how long[^.?]{0,30}\bto (?:convert|measure|respond|react|sample)|"
        r"how (?:fast|quickly) (?:does|can|will) (?:it|the \S+) (?:respond|react|measure|convert)|reaction time|settling time|"
        r"time (?:per|for (?:a|one|each)) (?:conversion|measurement|reading|sample)",
        "response_time",
    ),
    (
        r"warm[- ]?up|pre-?heat|power-on time|start[- ]?up time|\bwake\b|wake[- ]up|ready to accept|wait before|conditioning period|burn-in|aging|"
        r"initiali[sz](?:e|es|ation|ing)\b|stabili[sz]ation time|time to (?:stabili[sz]e|settle|become ready|be ready)|boot(?:[- ]?up)? time",
        "warm_up_time",
    ),
    (
        r"\bip\b(?: \(ingress protection\))? rating|ingress protection|water[- ]?proof|dust[- ]?proof|"
        r"water[- ]?(?:resistant|tight)|splash[- ]?proof",
        "ip_rating",
    ),
    (
        r"frequency band|center frequency|operating channels|\brf band|(?:which|what) (?:frequency )?bands?\b|"
        r"\bism band|(?:radio|rf|carrier|channel) frequenc(?:y|ies)|"
        r"what frequency does[^.?]{0,30}\b(?:transmit|operate|radio|work|use)\w*|"
        r"operat\w* frequenc(?:y|ies)(?=[^?]*\b(?:rf|radio|ble|bluetooth|wi-?fi|lora|wireless|transceiver)\b)",
        "frequency_band",
    ),
    (
        r"type of (?:output )?signal|output signal|signal type|kind of signal|signal form|"
        r"(?:what|which) (?:kind|type|sort) of output|output type|analog or digital|digital or analog",
        "output_signal_type",
    ),
    (
        r"(?:serial |digital |communication )?interfaces?|communicat\w+(?! range| distance)|\bprotocol\b|"
        r"(?:what|which) bus\b|how do (?:i|you) (?:talk|connect) to|\b(?:i2c|spi|uart) or (?:i2c|spi|uart)\b",
        "interface",
    ),
    (r"package(?: types?)?", "package"),
    (
        r"manufacturer|who (?:makes|made|produces|manufactures)|which company|\bvendor\b|made by|\bbrand\b",
        "manufacturer",
    ),
    (
        r"(?:orderable |available )?part numbers?|ordering (?:codes?|options)|"
        r"(?:which|what) (?:\w+ )?(?:versions|variants|models) (?:are|does|is|exist|can)|available (?:versions|variants|models)",
        "part_numbers",
    ),
    (
        r"wireless (?:protocol|standard)s?|radio standards?|\b(?:bluetooth|ble|wi-?fi) (?:version|standard)s?|"
        r"which (?:radio|wireless)\b|what radio\b",
        "wireless_protocol",
    ),
    (
        r"full[- ]scale[^.?]{0,30}input|input voltage range|analog input range|shunt input range|"
        r"adc (?:input )?range|range of the adc|voltage[^.?]{0,20}\bcan the adc (?:measure|read|accept)",
        "analog_input_range",
    ),
    (
        r"measur\w* range|detection range|sensing range|full[- ]scale range|range[^.?]{0,25}\bmeasure\b|measure[^.?]{0,30}\brange|output ranges?|over what [a-z]+ range|range of [a-z ]+ can [^.?]{0,30}sense|"
        r"how far(?: away| off| out)?[^.?]{0,40}\b(?:detect|sense|see|measure|reach|trigger|pick up|notice)\w*|"
        r"(?:detection|sensing|detecting|measuring|ranging) (?:distance|reach)|"
        r"(?:max(?:imum)?|min(?:imum)?|longest|shortest) (?:detection |sensing |measur\w* |ranging )?distance|"
        r"how (?:high|low|much|heavy|hot|cold|strong|bright|far)[^.?]{0,30}\bcan (?:it|they|the \S+) (?:measure|sense|read|detect|register)\b|"
        r"measures? (?:up to|from|between)\b",
        "measurement_range",
    ),
    (
        r"(?:analog |signal |quiescent |zero-current )?output voltage|\bvout\b|output (?:is|be) set|"
        r"regulat(?:ed|es) (?:output )?(?:voltage|to)\b|"
        r"what voltage does (?:it|the \S+) (?:output|put out|deliver|provide|give|produce)\b",
        "output_voltage",
    ),
    (
        r"supply voltages?|operating voltage|working voltage|power[- ]supply(?: voltage)?(?! regulator)|supply \(\w+\) voltage|supply range|input (?:supply )?voltage|heater voltage|loop voltage|circuit voltage|\bvdd\b|\bvcc\b|\bvin\b|\bvh\b|\bvc\b|\bvs\b|"
        r"supply (?:pin|rail|window)s?|(?:input |supply |operating )?voltage window|"
        r"what voltages?[^.?]{0,30}\b(?:run|runs|operate|operates|work|works|power|powered|need|needs|require|requires)\b|"
        r"\b(?:run|runs|operate|operates|work|works) (?:on|from|off|at) what voltage|"
        r"voltage (?:does|can|should) (?:it|the \S+|i) (?:run|operate|work|be powered|power)",
        "supply_voltage",
    ),
]
_FIELD_PATTERNS = [(re.compile(p), f) for p, f in _FIELD_LEXICON]

_ABS_MAX = re.compile(r"absolute[- ]maximum|abs(?:olute)?\.? max(?:imum)? rating", re.I)
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
        for m in pattern.finditer(masked):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            for part in name.split("+"):  # one phrase can name two fields
                found.append(FieldRequest(part, None, m.group(0), m.start(), m.end()))
    found.sort(key=lambda r: r.start)
    found = _drop_qualifiers(masked, found)
    found = _merge_same_field(masked, found)
    found = [_idle_output_level(masked, req) for req in found]
    for i, req in enumerate(found):
        prev_end = found[i - 1].end if i else 0
        next_start = found[i + 1].start if i + 1 < len(found) else len(text)
        if req.field in _ABS_MAX_FIELDS and _abs_max_asked(text, req, prev_end, next_start):
            req.field = _ABS_MAX_FIELDS[req.field]
        if req.field in QUANTITY_FIELDS:
            req.quantity = guess_quantity(masked, req)
    return _merge_same_field(masked, found)


_ABS_MAX_AFTER = re.compile(
    r"^[^.?]{0,12}\(\s*(?:the\s+)?(?:absolute[- ]maximum|abs(?:olute)?\.? max)", re.I
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
    after = text[req.end : next_start]
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


def _drop_qualifiers(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """Drop mentions that qualify another request instead of asking for a value.

    "VM supply current", "current from VS (pin 4)", "dropout voltage (VIN - VOUT)",
    "in the PW package", "the SPI interface's clock".
    """
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
            re.search(r"\bfrom (?:the )?(?:\w+ )?(?:supply )?$", before)
            or (
                nxt
                and nxt.field not in _SUPPLY_FIELDS
                and re.fullmatch(r"\s*(?:\w+\s+){0,2}", text[req.end : nxt.start])
            )
        ):
            continue
        if req.field == "supply_voltage" and any(
            o.field in _SPECIFIC_SUPPLY | {"abs_max_supply_voltage"}
            and abs(o.start - req.start) < 45
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
    if len(re.findall(r"[a-z]{3,}", between)) < 2:
        return False
    return _COORDINATOR.search(between) is not None


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
    text = re.sub(
        r"\bat (?:the |a )?[-+]?\d+(?:\.\d+)?\s*(?:-?bit|[a-z%°/]+)(?: [a-z\-]+){0,2}", blank, text
    )
    # "with a 5 Hz update rate", "in 12-bit resolution": a stated setting is an operating point
    text = re.sub(
        r"\b(?:with|using|in) (?:the |a |an )?\d+(?:\.\d+)?\s*(?:[kmg]?hz|[km]?sps|[km]?bps|-?bits?)(?: [a-z\-]+){0,3}",
        blank,
        text,
    )
    # "when VCC is 2.0 V", "with VDD of 3.3 V": a supply symbol given a value is a condition
    text = re.sub(
        r"\b(?:vcc|vdd|vin|vs|vm|vbat|vio|vddio|vlogic|vcca|vccb|vbus|vref|v\+)(?: pin)? (?:is|of|at) "
        r"[-+]?\d+(?:\.\d+)?\s*v\b",
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
    r"ripple rejection|(?:line|load) regulation|\befficiency\b|insulation resistance",
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
    distinct = {m.device for m in mentions}
    qtype = question_type(question, len(distinct), len(requests))
    return Intent(question, qtype, mentions, requests, find_conditions(question), unknown)


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
_PARALLEL = re.compile(r"\b(at|in|when|for|with|from|while)\b(.*?)(?:,\s*)?\band\s+(?:\w+\s+)?\1\b")
_PAREN_PAIR = re.compile(r"\(\s*([a-z\-]+) and ([a-z\-]+)\s*\)")
_STANDBY_WORDS = re.compile(
    r"(?<!opposed to )(?<!not )(?<!than )(?<!of )(?:sleep|standby|power(?:ed)?[- ]down|shutdown|shut-down|\bidle|"
    r"\basleep\b|\bbackup\b|battery[- ]backup|keep(?:s|ing)? time|timekeeping|(?:turned|switched) off|\bdisabled\b)"
)


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
