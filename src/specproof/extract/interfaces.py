"""Communication interfaces and I2C addresses.

Interfaces are collected from lines that speak about interfaces (the word
"interface", "bus", "communication", "protocol", "compatible" or a features
bullet), so a passing mention in a timing note does not count.

I2C addresses come in many notations: 0x76, 76h, 1110110b, "1110110", "b110100X",
"1001 A2 A1 A0", decimal with hex, 8-bit write addresses. Only lines near the word
"address" (or an address-select pin) are read, register maps are skipped.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from specproof.tokens import names_word

_SINGLE_BUS = re.compile(
    r"single[\s-]bus|single[\s-]wire\s+(?:two[\s-]way|bi-?directional|serial)", re.I
)
BUS_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "I2C",
        re.compile(
            r"\bI\s?[2²]\s?C\b|\bIIC\b|\bTWI\b|\b(?:two|2)[\s-]wire\s+(?:serial|mode|interface)|\bSMBus\b",
            re.I,
        ),
    ),
    ("SPI", re.compile(r"\bSPI\b|\bQSPI\b|serial\s+peripheral\s+interface", re.I)),
    ("UART", re.compile(r"\bUART\b|\bUSART\b|\bTTL\s+serial\b", re.I)),
    ("1-Wire", re.compile(r"\b1[\s-]?Wire\b|\bone[\s-]wire\b", re.I)),
    ("single-bus", _SINGLE_BUS),
    ("USB", re.compile(r"\bUSB\b")),
    ("CAN", re.compile(r"\bCAN\b(?:\s+bus|\s+2\.0|\s+controller)", re.I)),
    ("I2S", re.compile(r"\bI\s?[2²]\s?S\b", re.I)),
    ("SDIO", re.compile(r"\bSDIO\b")),
    ("RS-485", re.compile(r"\bRS[\s-]?485\b", re.I)),
    ("PWM", re.compile(r"\bPWM\b")),
    ("analog", re.compile(r"\banalog(?:ue)?\s+(?:output|signal|voltage\s+output)\b", re.I)),
]

_BUS_RX = dict(BUS_PATTERNS)

# words that say a bus is an interface by themselves
_STRONG_WORDS = (
    r"interface|\bbus\b|communicat|protocol|compatible|supports?|\bport\b|peripheral|"
    r"single[\s-]bus|1-wire"
)
# "serial" or "digital output" alone also label the ports of other parts drawn in a figure
# ("JTAG Serial/UART" of an MCU box): context, but not enough on their own
_WEAK_WORDS = r"serial|output\s+signal|digital\s+output|data\s+(?:pin|line)"
_CONTEXT = re.compile(f"{_STRONG_WORDS}|{_WEAK_WORDS}", re.I)
_STRONG_CONTEXT = re.compile(_STRONG_WORDS, re.I)
_NOT_INTERFACE = re.compile(
    # "Application Note 126: 1-Wire Communication Through ...": the title of another document
    r"register|timing|figure|see\s+section|table\s+\d|ordering|application\s+note\s+\d",
    re.I,
)
# "connected to a single bus", "a single bus master": one bus shared by many parts, no
# name of a single-bus protocol
_ONE_BUS = re.compile(
    r"\b(?:to|on|onto)\s+(?:a|the\s+same)\s+single\s+bus|single\s+bus\s+master", re.I
)


@dataclass(slots=True)
class Mention:
    values: list[str]
    page: int
    quote: str


def interface_mentions(text: str) -> list[str]:
    if not _CONTEXT.search(text) or _NOT_INTERFACE.search(text):
        return []
    if not _STRONG_CONTEXT.search(text) and not _describes(text):
        return []  # a bare label line ("JTAG Serial/UART"): text of a figure, no statement
    # (a line that denies a bus once, as in a gloss in another language, "Không phải I²C /
    # Not I²C", claims it nowhere)
    found = [name for name, rx in BUS_PATTERNS if rx.search(text) and not denies_bus(name, text)]
    if "single-bus" in found and not _SINGLE_BUS.search(_ONE_BUS.sub(" ", text)):
        found.remove("single-bus")
    if "1-Wire" in found and "single-bus" in found and not _ONE_WIRE_NAME.search(text):
        found.remove("1-Wire")  # "Single-bus communication (one-wire)": a gloss, no protocol
    return found


# "Not I²C: a 2-wire protocol that looks like I²C", "unlike SMBus": a bus named to say the
# part does not speak it
_DENIED_BEFORE = re.compile(
    r"\b(?:not|no|non|isn'?t|never|unlike|looks?\s+like|similar\s+to|resembl\w*)\b[^.;:()]{0,16}$",
    re.I,
)


def denies_bus(bus: str, text: str) -> bool:
    """The line names ``bus`` to say the part does not speak it ("0x71, not an I2C
    address" denies the number, not the bus)."""
    return any(
        _DENIED_BEFORE.search(text[: m.start()]) and not _OF_ADDRESS.match(text, m.end())
        for m in _BUS_RX[bus].finditer(text)
    )


_OF_ADDRESS = re.compile(r"\s*(?:slave\s+|bus\s+|device\s+)?address", re.I)


# The 1-Wire protocol is a trademark always written with the digit ("1-Wire"); "one-wire"
# spelled out next to "single-bus" only describes a proprietary bus with one data line.
_ONE_WIRE_NAME = re.compile(r"\b1[\s-]?Wire\b", re.I)


def _describes(text: str) -> bool:
    """The line has running words ("I2C serial clock (SCL)", "SPI serial data output"):
    figure labels of blocks and ports are capitalised names only."""
    return len(re.findall(r"\b[a-z]{3,}\b", text)) >= 2


# ---------------------------------------------------------------- I2C addresses

_ADDR_CONTEXT = re.compile(
    r"address|\bADDR\b|\bAD0\b|\bA0\b|\bSA0\b|\bSDO\b.*(?:GND|VDD)|slave", re.I
)
# an SMBus alert response ("0001 100") or an All-Call address is one address every
# alerting target or every board answers, no address of the part
_ADDR_SKIP = re.compile(
    r"register|\breg\b|command|memory|\beeprom\b|\bid\b|chip[\s_]id|\bOTP\b|\bbyte\b"
    r"|alert\s+response|\blocations?\b|\bpointers?\b|\bcontrols\b|\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b"
    # a data frame's check byte ("8 | checksum | 0x5C") is a value, no address
    r"|\bchecksum\b|\bcrc\b"
    # a display or memory's address mode ("0x40 write data, auto-increment address")
    r"|\bincrement"
    # an address every part on the bus answers to ("the All-Call address", "general call")
    r"|\ball[\s-]call\b|\bgeneral\s+call\b|\bbroadcast\b",
    re.I,
)
# the acknowledge bits of a bus-sequence figure ("S | 0100011 | 0 | Ack | ...", "S | Slave
# Address | W | ACK | 0xFA | ACK"): the byte sent right after the start is the address;
# the bytes after the first acknowledge are the transaction's commands and data
_ACK = re.compile(r"\bN?ACK\b", re.I)
# a line that states the bus address itself outweighs a mention of registers on it
_ADDR_STATED = re.compile(
    r"(?:slave|device|i2c|i²c|7-bit|bus)\s+address\s*(?:is|of|=|:)?\s*\(?\s*(?:0x[0-9a-f]{2}|[01]{7}b?)\b"
    r"|\baddress\s*(?:is|=|:)?\s*\(\s*0x[0-9a-f]{2}\s*\)",
    re.I,
)
_HEX = re.compile(r"\b0[xX]([0-9A-Fa-f]{2})\b|\b([0-9A-Fa-f]{2})[hH]\b")
_BIN = re.compile(r"(?<![\w.])[\"“”'‘’]?b?([01]{4,7}[01X]{0,3})b?[\"“”'‘’]?(?![\w.])")
_PIN_BITS = re.compile(r"\b([01]{3,6})\s*((?:A[0-2]\s*){1,3})\b")


_BYTE_BITS = re.compile(r"(?<![\w.])([01]{8})b?(?![\w.])")
# seven address bits grouped for reading, as the bus sends them ("010 1100", "1001 000"):
# a group of three and one of four, neither part of a longer run of bit groups
# (an "x" after them stands for the R/W bit: "1001 010x" is the address 1001010)
_GROUPED_BITS = re.compile(
    r"(?<![\w.])([01]{3}\s[01]{4}|[01]{4}\s[01]{3})[bxX]?(?!\w|\.\d)(?!\s[01]+\b)"
)
_BIT_GROUP_BEFORE = re.compile(r"(?:^|\s)[01]+\s$")


def address_row_shape(text: str) -> tuple[str, ...]:
    """The token classes of a line (binary, hex, other) up to its last address token:
    rows of an address table share it, so a row far below the table's "address" title is
    still an address row, whatever other cells ("1.8 V" or "VDD") follow. A run of other
    tokens is one class: a cell of two words ("1.8 V") where the row above had one ("VDD")
    leaves the rows alike."""
    shape: list[str] = []
    for tok in text.split():
        if re.fullmatch(r"[01]{7,8}b?", tok):
            shape.append("B")
        elif _HEX.fullmatch(tok.strip("()")):
            shape.append("H")
        elif shape[-1:] != ["w"]:
            shape.append("w")
    last = max((k for k, c in enumerate(shape) if c != "w"), default=-1)
    return tuple(shape[: last + 1])


# a command code in brackets: "Read Rom [33h]", "Convert T [44h]" (1-Wire, SPI command sets)
_COMMAND_CODE = re.compile(r"\[\s*[0-9A-Fa-f]{2}\s*h?\s*\]")
_HEX_RUN = re.compile(
    r"(?:\b0[xX][0-9A-Fa-f]{2}\b[\s,]*){3,}"
)  # a multi-byte value, no bus address


# the 7-bit addresses a part may answer to (0x00-0x07 and 0x78-0x7F are reserved)
BUS_ADDRESSES = range(0x08, 0x78)


def i2c_addresses(
    text: str, window: str, previous: str = "", register_map: bool = False
) -> set[int]:
    """7-bit addresses stated on a line; ``window`` is the line with its neighbours,
    ``previous`` the line above (a sentence "... slave address is" / "0x40.").
    ``register_map``: the line is in a table captioned as registers, whose "Address"
    column holds register addresses; only a sentence stating the bus address counts."""
    if not _ADDR_CONTEXT.search(window):
        return set()
    ack = _ACK.search(text)
    text = text[: ack.start()] if ack else text
    if previous.rstrip().endswith((".", "!", "?")):
        previous = ""  # a sentence the line above ended goes on in no word of this line
    text = _without_register_sentences(text, previous)
    stated = _ADDR_STATED.search(f"{previous} {text}")
    if (register_map or _ADDR_SKIP.search(text)) and not stated:
        return set()
    if _COMMAND_CODE.search(text):
        return set()
    if _HEX_RUN.search(text):
        # a multi-byte value, unless the row is an address with its write and read bytes
        # ("VDD  0x29  0x52  0x53": an address table with 8-bit byte columns)
        return _with_its_bytes(hex_values(text))
    found: set[int] = set()
    eight_bit = (
        re.search(r"8[\s-]?bit|write\s+address|read\s+address", f"{text} {window}", re.I)
        is not None
    )
    bytes8 = {int(b, 2) for b in _BYTE_BITS.findall(text)}
    for m in _HEX.finditer(text):
        v = int(m.group(1) or m.group(2), 16)
        if v in bytes8:
            found.add(v >> 1)  # "00110001 (31h)": an address byte with its R/W bit
        elif v in BUS_ADDRESSES:
            found.add(v)
        elif eight_bit and v <= 0xFF and v % 2 == 0:
            found.add(v >> 1)
    if eight_bit:
        # "0x29 (ADDR to GND) ... the 8-bit bytes are 0x52 / 0x53": the write and read
        # bytes of an address already found are that address, not two more
        found = {v for v in found if (v >> 1) not in found or v >> 1 < 0x08}
    for m in _PIN_BITS.finditer(text):
        prefix = m.group(1)
        npins = m.group(2).count("A")  # the pattern admits only "A0".."A2" there
        if len(prefix) + npins == 7:
            for bits in itertools.product("01", repeat=npins):
                found.add(int(prefix + "".join(bits), 2))
    for m in _GROUPED_BITS.finditer(text):
        if _BIT_GROUP_BEFORE.search(text[: m.start()]):
            continue  # the tail of a longer bit pattern ("0000 0000 1111"), no address
        v = int(m.group(1).replace(" ", ""), 2)
        if v in BUS_ADDRESSES:
            found.add(v)
    for m in _BIN.finditer(text):
        bits = m.group(1)
        if len(bits) != 7:
            continue
        xs = bits.count("X")
        if xs > 3:
            continue
        for fill in itertools.product("01", repeat=xs):
            b = bits
            for f in fill:
                b = b.replace("X", f, 1)
            v = int(b, 2)
            if v in BUS_ADDRESSES:
                found.add(v)
    return found


# (not lines.statements' splitter: that one never ends a sentence after a digit, and here a
# hex byte often does: "The slave address is 0x40. The WHO_AM_I register returns 0x68.")
_SENTENCE_END = re.compile(r"(?<=[A-Za-z0-9)\]])\.\s+(?=[A-Z])")


def _without_register_sentences(text: str, previous: str) -> str:
    """The line without its sentences about registers ("The WHO_AM_I register returns
    0x6C."): a sentence stating the bus address beside one stating a register's value
    gives only its own bytes. The line's first sentence may go on from the line above."""
    sentences = _SENTENCE_END.split(text)
    if len(sentences) < 2:
        return text
    whole = [f"{previous} {part}" if k == 0 else part for k, part in enumerate(sentences)]
    kept = [
        part
        for part, said in zip(sentences, whole, strict=True)
        if not _ADDR_SKIP.search(said) or _ADDR_STATED.search(said)
    ]
    return " ".join(kept)


def _with_its_bytes(values: set[int]) -> set[int]:
    return {v for v in values if v in BUS_ADDRESSES and {2 * v, 2 * v + 1} <= values}


def hex_values(text: str) -> set[int]:
    """The hex bytes a text writes ("0x29", "39h")."""
    return {int(m.group(1) or m.group(2), 16) for m in _HEX.finditer(text)}


def fmt_address(v: int) -> str:
    return f"0x{v:02X}"


# ---------------------------------------------------------------- output signal kinds

_SIGNAL_KINDS: list[tuple[str, str]] = [
    ("analog", r"analog(?:ue)?"),
    ("digital", r"digital"),
    ("TTL", r"TTL"),
    ("pulse", r"pulse"),
    ("PWM", r"PWM"),
    ("open-drain", r"open[\s-]?(?:drain|collector)"),
    ("frequency", r"frequency"),
    ("4-20mA", r"4\s*(?:-|~|to)\s*20\s*mA"),
]
_SIGNAL_NOUN = r"(?:outputs?|signal)(?!\s+(?:code|data|word|register|current|impedance|resistance))"


def _kind_rx(kind: str) -> re.Pattern[str]:
    # the kind stands next to "output"/"signal": "Analog output signal", "Echo Pulse
    # Output", "TTL level signal", "outputs an analog signal", "Output signal: PWM"
    return re.compile(
        rf"\b{kind}\b(?:\s+[\w-]+)?\s+{_SIGNAL_NOUN}"
        rf"|\b(?:outputs?|output\s+signal)\b\s*(?:type|form)?\s*[:：]?\s*(?:is\s+)?(?:an?\s+)?{kind}\b",
        re.I,
    )


_KIND_RX = [(name, _kind_rx(kind)) for name, kind in _SIGNAL_KINDS]


def output_signal_types(text: str) -> list[str]:
    """Kinds of output signal a short line states: "VIOUT Analog output signal",
    "Echo Pulse Output", "Echo Output Signal Input TTL level signal"."""
    if len(text) > 120 or not re.search(r"output", text, re.I):
        return []
    if names_word(text, "register", "figure", "see", "generator", "testing"):
        return []
    if _LEGEND.search(text) or _OTHER_PART.search(text) or _SUPPORT_PIN.search(text):
        return []
    return [name for name, rx in _KIND_RX if rx.search(text)]


# "OD = Open-drain output", "fo = output frequency in MHz": a legend of abbreviations
_LEGEND = re.compile(r"\b[A-Za-z][A-Za-z0-9_]{0,4}\s*=\s*[A-Za-z][a-z-]")
# an output that drives or belongs to another part: "For Reset IC of the Open drain output",
# "Regulator control output", "Heater driver PWM output"
_OTHER_PART = re.compile(
    r"\breset\s+ic\b|\bmcu\b|micro-?controller|\bhost\b|regulator\s+control|\bheater\b"
    r"|\bcontrol\s+output|off[\s-]chip|\bexternal\s+(?:sensor|device|chip)",
    re.I,
)
# a pin that serves the part itself, not the signal it delivers: "VBG Analog Output Reference
# bypass output", "XC2 Analog Output Crystal Pin 2", "DVDD Power Output ... for de-coupling";
# a pin table types such pins "analog output" or "power output" whatever the part measures
_SUPPORT_PIN = re.compile(
    r"bypass|de-?coupl|\breference\b|\bcrystal\b|\bxtal|oscillator|\bregulator\b|"
    r"supply\s+output|power\s+output|charge\s+pump|compensation|\bbias\b|capacitor|"
    r"\(?NC\s+when\s+not\s+used",
    re.I,
)


def _joins_on(text: str) -> bool:
    """A line that opens with "or" or "and": it goes on with a sentence from above."""
    first = text.split(maxsplit=1)[:1]
    return bool(first) and first[0].lower() in ("or", "and")


@dataclass(slots=True)
class SetMentions:
    """Categorical facts met while walking a document: output signal kinds, package
    types, the maker's name. Each remembers the first line that states it."""

    maker: str | None = None
    signals: dict[str, tuple[int, str]] = field(default_factory=dict)
    packages: Mention | None = None
    maker_line: tuple[int, str] | None = None
    # the line before, while the package list is still being read
    previous: tuple[int, str] | None = None
    list_open: bool = False  # the package list broke off at a line end ("..., and")
    table_rows: int = 0  # lines still to read below the header of a package table
    # each line stating an IP code the part has not shown yet: a product of several parts
    # states one per part ("Probe protection IP68", "Controller protection IP20")
    ips: list[Mention] = field(default_factory=list)

    def add(self, page: int, text: str) -> None:
        quote = text.strip()
        for kind in output_signal_types(quote):
            self.signals.setdefault(kind, (page, quote))
        self._packages(page, quote)
        if self.maker and self.maker_line is None and self.maker.lower() in quote.lower():
            self.maker_line = (page, quote)

    def ip_code(self, page: int, text: str) -> None:
        """Each line, table rows included, that states an IP code of the part."""
        found = _IP_CODE.findall(text)
        if found and _IP_WORDS.search(text) and not _IP_OF_ONE.search(text):
            # ("Protection class - IP20 IP20": a Unit column's dash beside every version's code)
            if len(found) == 1 and _PLACEHOLDER.search(text):
                return  # "Water resistance – – IPX8": one version's code among placeholders
            codes = list(dict.fromkeys(found))
            if not any(m.values == codes for m in self.ips):
                self.ips.append(Mention(codes, page, text.strip()))

    def _packages(self, page: int, quote: str) -> None:
        """The first package list (features, ordering) is the summary; later prose repeats.
        A list wrapped over two lines is read from both; a table of packages with their
        body sizes lists them all, whatever prose named first."""
        from specproof.extract.identity import list_goes_on, package_names

        if self._package_table(page, quote):
            return
        if self.packages is not None:
            more = package_names(quote, listed=True) if self.list_open else []
            if not more and page == self.packages.page == 1 and _joins_on(quote):
                # a first page names its packages in a sentence that goes on a few lines
                # down ("... in an 8-Lead DFN package" / "or a 5-Lead SOT-23 package"),
                # the lines of a column beside it set in between
                more = package_names(quote)
            self.packages.values += [n for n in more if n not in self.packages.values]
            self.list_open = bool(more) and list_goes_on(quote)
            return
        names = package_names(quote)
        if names and self.previous is not None and list_goes_on(self.previous[1]):
            # "SOT-223, TO-252 and" / "SO-8 packages available": the list began above
            before = package_names(self.previous[1], listed=True)
            names = before + [n for n in names if n not in before]
        if names:
            self.packages = Mention(names, page, quote)
            self.list_open = list_goes_on(quote)
        self.previous = (page, quote)

    def _package_table(self, page: int, quote: str) -> bool:
        """Read the rows below a "PACKAGE ... BODY SIZE" header (rows and the text of
        another column interleave, so a few lines are read). True for a header or row."""
        from specproof.extract.identity import (
            package_table_header,
            package_table_row,
            same_package,
        )

        if package_table_header(quote):
            self.table_rows = 8
            return True
        if self.table_rows <= 0:
            return False
        self.table_rows -= 1
        names = package_table_row(quote)
        if not names:
            return False
        if self.packages is None:
            self.packages = Mention([], page, quote)
        known = self.packages.values
        known += [n for n in names if not any(same_package(n, k) for k in known)]
        return True

    def found(self) -> list[tuple[str, Mention]]:
        """(field, mention) pairs ready to become set facts."""
        out: list[tuple[str, Mention]] = []
        if self.signals:
            page, quote = next(iter(self.signals.values()))
            out.append(("output_signal_type", Mention(list(self.signals), page, quote)))
        if self.packages is not None:
            out.append(("package", self.packages))
        if self.maker and self.maker_line is not None:
            out.append(("manufacturer", Mention([self.maker], *self.maker_line)))
        out += [("ip_rating", m) for m in self.ips]
        return out


# an enclosure's ingress protection code ("IP67", "IPX4") and the words that name one
_IP_CODE = re.compile(r"\bIP[0-6X][0-9X]\b")
# what an accessory reaches ("a membrane providing up to IP67"): no rating of the part
_IP_OF_ONE = re.compile(r"\bup\s+to\s+IP", re.I)
_PLACEHOLDER = re.compile(r"(?:^|\s)[–—-](?=\s)")
_IP_WORDS = re.compile(
    r"protect|ingress|waterproof|water[\s-]?resist|enclosure|housing|\brating\b|\bgrade\b|"
    r"schutzart|degree|sealing|dust",
    re.I,
)
