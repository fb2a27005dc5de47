"""The understood question: the record every later step reads instead of the raw text.

:func:`specproof.agent.understand.understand` builds one :class:`Question` per question;
gather, validate, the rules and the answer read it and never parse the question again.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from specproof.agent.understand.batteries import Battery
from specproof.agent.understand.concerns import Concern
from specproof.agent.understand.host_levels import HostLevel
from specproof.agent.understand.host_pins import HostPin, PinLimit
from specproof.agent.understand.quantities import Stated
from specproof.agent.understand.settings import Setting
from specproof.records import alnum_key

QuestionType = Literal["simple", "structured", "comparison", "compatibility"]


@dataclass(frozen=True, slots=True)
class DeviceMention:
    device: str
    doc_id: str
    file_name: str
    text: str  # as written in the question
    start: int
    end: int
    variant: str | None = None  # e.g. "05B" of "ACS712ELCTR-05B", "3.3" of "AMS1117-3.3"


@dataclass(frozen=True, slots=True)
class FieldRequest:
    field: str
    quantity: str | None = None
    phrase: str = ""  # the words that asked for the field
    start: int = 0
    end: int = 0
    condition_text: str = ""  # the words around the request that qualify it
    # "the absolute maximum collector current": a limit asked of a field that has no rating
    # twin in the registry; only a limiting-value row answers it
    limit: bool = False
    judging: bool = False  # asked by a rule judging a build, not by the question's words


@dataclass(frozen=True, slots=True)
class Conditions:
    """What the question fixes about the operating point."""

    modes: list[str] = field(default_factory=list)  # sleep, continuous, fast mode, ...
    voltages: list[float] = field(default_factory=list)  # "at 3.3 V", "VDD = 5 V"
    temperatures: list[float] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)  # normalised condition tokens (5V, 25C, PWP)
    ambient: bool = False  # "ambient" temperature asked (junction facts do not answer)
    junction: bool = False


def _same_name(written: str, device: str) -> bool:
    return alnum_key(written) == alnum_key(device)


def distinct_devices(mentions: tuple[DeviceMention, ...]) -> list[DeviceMention]:
    """One mention per part, in question order; a mention naming a variant wins. A family
    sheet's member named by its own part number ("the AHS1291 or the AHS1293", one sheet)
    is a part of its own."""
    seen: dict[tuple[str, str], DeviceMention] = {}
    versions: dict[str, set[str]] = {}
    full_names: dict[str, bool] = {}  # every version written by its whole part number
    for m in mentions:
        if m.variant:
            versions.setdefault(m.device, set()).add(m.variant)
            whole = _same_name(m.text, m.variant) and _same_name(m.variant[:2], m.device[:2])
            full = whole and full_names.get(m.device, True)
            full_names[m.device] = full
    # ("the DLW-01 and the DLW-01U": the family's own name beside a lettered version of it
    # names the base version, a part of its own)
    plain = {m.device for m in mentions if not m.variant and _same_name(m.text, m.device)}
    for m in mentions:
        # two versions of one part asked side by side ("the DS3231S and the DS3231SN",
        # "the 3.3 V or the 5.0 V TX6213") are two parts to answer for
        lettered = m.device in plain and any(v.isalpha() for v in versions.get(m.device, ()))
        several = len(versions.get(m.device, ())) > 1 or lettered
        if (
            (full_names.get(m.device) or lettered)
            and not m.variant
            and _same_name(m.text, m.device)
        ):
            # "KRS-05, KRS-10, KRS-20" of a sheet filed under its first version: the
            # part written by its own name beside its other versions is that version
            m = dataclasses.replace(m, variant=m.device)
            several = True
        own = m.variant and (m.variant == m.text or several)
        key = (m.device, m.variant if own else "")
        if several and not m.variant:
            continue
        if key not in seen or (m.variant and not seen[key].variant):
            seen[key] = m
    return list(seen.values())


@dataclass(frozen=True, slots=True)
class QuestionContext:
    """What the whole question fixes, shared by every request of it."""

    states: dict[str, str] = field(default_factory=dict)  # "ven" -> "h", "vcc" -> "4.5v"
    nums: set[str] = field(default_factory=set)  # number-with-unit terms anywhere in the question
    bounds: set[str] = field(default_factory=set)  # "typ", "max", "min" asked for the value
    symbols: set[str] = field(default_factory=set)  # symbol-like tokens: "vs", "vih", "fclk"
    packages: set[str] = field(default_factory=set)  # package codes asked: "PW", "TSSOP"
    words: set[str] = field(default_factory=set)  # content words of the whole question
    excluded: set[str] = field(default_factory=set)  # "(not nSLEEP)", "except VM": rows to avoid
    initials: set[str] = field(default_factory=set)  # "L-resolution" -> "lr", a symbol subscript
    non_spec_asked: bool = False  # the question itself asks about error codes, defaults, ...
    block_words: set[str] = field(default_factory=set)  # words that may name a heading
    mode_phrases: set[str] = field(default_factory=set)  # "power down", "standby-i" as written
    variant_numbers: set[float] = field(default_factory=set)  # "the 12 VDC version" -> {12.0}
    contacts: set[str] = field(default_factory=set)  # "normally-closed contact" -> {"nc"}
    full_temperature: bool = False  # "over the full temperature range": the span row, not 25 °C
    compounds: set[tuple[str, str]] = field(default_factory=set)  # "power-on" -> ("power", "on")
    temp_spans: list[tuple[float, float]] = field(default_factory=list)  # "between -20 and 0 °C"
    supply_volts: list[float] = field(default_factory=list)  # "at 5 V", "on a 2.7 V supply"
    excluded_phrases: set[str] = field(default_factory=set)  # "not the load-dump rating"
    protocols: set[str] = field(default_factory=set)  # radio protocols named: {"Bluetooth"}
    codes: set[str] = field(default_factory=set)  # mode and setting codes: {"ht40", "11b"}


# "from a X", "off an X" ("run it off an xc6206"): the part named next is what the
# part before it runs from
FROM_BEFORE = re.compile(r"\b(?:from|off) (?:an? |the |my )?$")


def _before_a_feed_through(clause: str) -> str:
    """A clause whose last sentence runs into the next part through "through" or "via"
    ("X ... . The node runs from a 12 V battery through an LM2596") ends before that
    sentence: its supply goes through the part named next, and its subject is not X."""
    words = clause.lower().split()[-2:]
    cut = max(clause.rfind(". "), clause.rfind("; "))
    return clause[: cut + 1] if cut > 0 and ("through" in words or "via" in words) else clause


def _opens_clause(low: str, at: int, name_end: int) -> bool:
    """A name at ``at`` starts what is said of another part ("a DS18B20; a TPIC6B595 sinks
    ...", "powering an esp32 devkit ... will the esp32 keep running"), unless it names what
    the part runs from ("from the raspberry pi 3") or the board the part sits on ("instead
    of the gy-271 board")."""
    return not FROM_BEFORE.search(low[:at]) and not low[name_end:].startswith((" board", " module"))


@dataclass(frozen=True, slots=True)
class Wording:
    """The question's text and the devices it names, where it names them: what the
    scenario readers look around."""

    text: str
    devices: tuple[DeviceMention, ...]
    # where the question names a part the library has no sheet for: a name that opens a
    # clause ends the clause of the part before it ("a DS18B20; a TPIC6B595 ... from a
    # 12 V rail")
    unlisted_at: tuple[tuple[int, int], ...] = ()  # (start, end) of each such name

    @staticmethod
    def of(text: str, devices: Sequence[DeviceMention], unknown: Sequence[str]) -> Wording:
        """The wording, with where it names each part the library lacks (not inside the
        name of a part it has)."""
        low, found = text.lower(), set()
        for name in unknown:
            at = low.find(name.lower())
            while at != -1:
                if not any(m.start <= at < m.end for m in devices):
                    found.add((at, at + len(name)))
                at = low.find(name.lower(), at + 1)
        return Wording(text, tuple(devices), tuple(sorted(found)))

    @property
    def distinct_devices(self) -> list[DeviceMention]:
        return distinct_devices(self.devices)

    def clause(self, device: str) -> str:
        """Text from each mention of ``device`` up to the next other-device mention, or up
        to the bracket it is named in ("an l298n (inputs from a 74hc595) is on the 12 v
        side": what follows the bracket is the l298n's)."""
        parts = [
            self._clause_from(m.start, m.end, device) for m in self.devices if m.device == device
        ]
        return " ".join(parts)

    def _clause_from(self, start: int, end: int, device: str) -> str:
        text = self.text
        nxt = self._next_other(end, device)
        before = text[:start]
        close = text.find(")", end) if before.count("(") > before.count(")") else -1
        # named inside a bracket that says more than its name: up to the bracket's end (a
        # bracket holding the name alone, "the garage module (ksy-gd2-5) - can i feed it
        # ...", names the subject: its clause goes on)
        if close != -1 and text[before.rfind("(") + 1 : close].strip() != text[start:end]:
            return text[start : min(nxt, close)]
        opened = text.rfind("(", end, nxt)
        close = text.find(")", nxt) if opened != -1 and ")" not in text[opened:nxt] else -1
        if close == -1:
            return _before_a_feed_through(text[start:nxt])
        # another part named in a bracket of this part's clause: the clause goes on after it
        return f"{text[start:nxt]} {text[close + 1 : self._next_other(close, device)]}"

    def _next_other(self, at: int, device: str) -> int:
        others = [o.start for o in self.devices if o.start >= at and o.device != device]
        low = self.text.lower()
        unlisted = [u for u, end in self.unlisted_at if u >= at and _opens_clause(low, u, end)]
        return min([*others, *unlisted, len(self.text)])


# ---------------------------------------------------------------- compatibility scenario


@dataclass(frozen=True)
class Wait:
    """A wait the question's firmware keeps for a part (see understand.waits)."""

    device: str
    seconds: float
    after: str  # "power-up" (supply or enable), "wake" (from a low-power state), "conversion"
    text: str


@dataclass(frozen=True, slots=True)
class Wiring:
    """Who is who in the build, from the words around each part's name."""

    devices: tuple[str, ...] = ()  # every device named, in question order
    parts: tuple[str, ...] = ()  # the build: devices minus the ones left out
    # out of the build: "replace the X with a Y", the board around a part, and a part the
    # story only places on the board when the question asks about another
    left_out: frozenset[str] = frozenset()
    variants: dict[str, tuple[str, ...]] = field(default_factory=dict)  # as written, in order
    hosts: frozenset[str] = frozenset()  # the part that owns the bus ("X reads Y")
    sources: tuple[str, ...] = ()  # drive a line ("X's OUT pin", "from a X GPIO")
    sinks: tuple[str, ...] = ()  # receive it ("into Y", "Y's inputs")
    named_sources: frozenset[str] = frozenset()  # the wording names them as the driver
    intermediaries: tuple[str, ...] = ()  # a signal passes through ("through a X")
    pin_sources: tuple[str, ...] = ()  # "from a X GPIO": parts whose pin drives a load
    asked_parts: frozenset[str] = frozenset()  # named in the sentence that asks
    # device -> (supply field, pin) the question puts its rail on ("motor supply" -> VM)
    supply_fields: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    named_supplies: frozenset[str] = frozenset()  # "X regulator", "X powers", "X feeds"
    supplying: frozenset[str] = frozenset()  # "fed from", "set to", "X's output", "supplies"
    powered_from: frozenset[str] = frozenset()  # written right after "from a"
    # a converter whose input another part feeds ("X set to 5 V feeding the input of a Y"):
    # in the build it is that part's load, whatever it regulates further on
    input_fed: frozenset[str] = frozenset()
    # a charger of the cell the build runs on ("a li-ion cell charged by a X"): it fills the
    # cell and drives no load of the build
    chargers: frozenset[str] = frozenset()
    # "can the X deliver 1.3 A per bridge?": the part asked to carry the stated current
    delivering: frozenset[str] = frozenset()
    level_at_sink: frozenset[str] = frozenset()  # the stated level is written in its clause
    level_owners: frozenset[str] = frozenset()  # the stated level is this part's own output
    signal_pins: frozenset[str] = frozenset()  # signal names wired ("SDA", "ON/OFF")


@dataclass(frozen=True, slots=True)
class Asks:
    """What the question's wording asks to be checked (each flag one family of words)."""

    supply: bool = False  # the supply is a subject of its own, not another check's condition
    # the environment is a subject of its own ("rated for -30 °C?"), not a rating's condition
    # ("at about 25 °C, is it rated for these currents?")
    environment: bool = True
    joins_bus: bool = False  # "attach", "share", "on one bus", "read"
    address: bool = False  # "address", "collide", "conflict"
    general: bool = False  # "can they share the bus?": every check, not one aspect
    power: bool = False  # "power", "supply", "rail", "VDD", ...
    speed: bool = False  # "speed", "clock"
    gate: bool = False  # "gate", "MOSFET", "FET"
    contacts: bool = False  # "contact(s)"
    contact_load: bool = False  # a load a contact switches ("kettle", "lamp", "mains")
    feeds: bool = False  # one part supplies another ("powers", "output", "feeds")
    capability: bool = False  # "current", "deliver", "capable"
    load_current: bool = False  # a current the build must deliver ("a 2 A motor")
    analog_signal: bool = False  # "analog", "VIOUT", "AIN0", "ADC input"
    analog: bool = False  # the above or "VOUT", "output voltage"
    signal: bool = False  # "logic level", "GPIO", "TX", "signal", "pull-up", ...
    pull_up: bool = False  # "pull"
    operating_terms: frozenset[str] = frozenset()  # "+10 dBm", "1 Mbps": the operating point
    survival: bool = False  # "will that damage them?": only whether the parts come through


# the stated quantities, in the order the trace shows them
STATED = (
    "rails", "pins", "regulator_input", "regulator_output", "build_input", "supply_pins", "unlisted_converter", "drive_level", "drive_at", "drive_low", "bus",
    "clock_hz", "ambient_c", "stored", "humidity", "load_currents", "extra_loads", "budget_current", "idle_budget", "idle_states", "idle_parts", "waits", "heatsink", "worst_case",
    "host_pin", "pin_limit", "host_level", "battery", "configuration", "shunt_ohm", "load_voltage", "load_power", "load_ac", "contact_form", "load_kind", "drive_mode",
    "copies",
    "lengths_m", "pullup_ohms", "open_pins",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Scenario:
    """What the question states about the build (rails, levels, buses, environment), who is
    who in it, and what it asks to be checked."""

    rails: dict[str, float] = field(default_factory=dict)  # device -> supply voltage
    # a tolerance the question gives a rail ("a 5 V ±10 % supply"): rail volts -> fraction;
    # the rail may sit anywhere in that span, so each end is checked
    rail_tolerances: dict[float, float] = field(default_factory=dict)
    pins: dict[str, dict[str, float]] = field(default_factory=dict)  # device -> {VCCA: 5.0}
    # device -> {supply field: volts} of rails named by role ("24v on vmot, logic from 5v")
    role_rails: dict[str, dict[str, float]] = field(default_factory=dict)
    regulator_input: dict[str, float] = field(default_factory=dict)
    regulator_output: dict[str, float] = field(default_factory=dict)
    # a fixed-output version named by its voltage ("an xc6206 1.8v regulator"): its nominal
    # output, what the question says it gives, not a datasheet value
    named_outputs: dict[str, float] = field(default_factory=dict)
    build_input: float | None = None  # what the whole build runs from, no part named
    # a converter the question names only by kind ("through a 3.3 V buck"): no sheet here
    # states its limits, and no part of the build powers another through it
    unlisted_converter: str | None = None
    # a supplier's named output pin ("the X's 5VOUT pin"): its own ratings, not the part's
    supply_pins: dict[str, str] = field(default_factory=dict)
    drive_level: float | None = None  # the high level a line is pulled/driven to
    drive_at: int | None = None  # where the question states that level
    drive_low: float | None = None  # the low level stated for the driving output
    bus: str | None = None  # "I2C" / "SPI" / "1-Wire"
    # the bus the question puts a part on ("an mcp2515 on spi1 ... an ina219 on i2c"), where
    # it says so: a part put on another bus than ``bus`` is not judged on ``bus``
    part_buses: dict[str, str] = field(default_factory=dict)
    buses: frozenset[str] = frozenset()  # every kind of bus the question names (not "no I2C")
    clock_hz: float | None = None
    ambient_c: tuple[float, float] | None = None
    stored: bool = False  # the ambient is where the part is kept unpowered, not where it runs
    humidity: float | None = None
    # what the build asks a part to measure: (SI value, dimension, as written), "3 slpm"
    measured: tuple[tuple[float, str, str], ...] = ()
    load_currents: list[float] = field(default_factory=list)  # amperes, stated by the user
    loads_each: int = 1  # "8 leds at 20 ma each": that many loads draw each stated current
    # parts that draw the stated current ("the 10 mA LED current of an X", "the X draws
    # 30 mA"): loads, never the driver whose rating must cover it
    load_owners: tuple[str, ...] = ()
    # currents of loads the library has no sheet for, added to the named parts' draw
    # ("feeds the radio plus a 150 mA LED strip")
    extra_loads: tuple[float, ...] = ()
    budget_current: float | None = None  # what a supply branch can deliver
    idle_budget: float | None = None  # what the parts at rest may draw together
    idle_states: dict[str, str] = field(default_factory=dict)  # part -> "sleep", "power-down", ...
    idle_parts: tuple[str, ...] = ()  # the parts the rest budget is for (empty: all)
    waits: tuple[Wait, ...] = ()  # "read it 120 ms after switching it on"
    heatsink: bool | None = None  # the part runs with (True) or without (False) one
    # a maker board's supply pin the build runs from ("the arduino's 3.3v pin"), with the
    # current its makers document: an assumption, not a stated budget
    host_pin: HostPin | None = None
    pin_limit: PinLimit | None = None  # a host pin's current, as the question states it
    # the maker board whose GPIO a part's signal is wired to, with its logic level
    host_level: HostLevel | None = None
    # a battery named by chemistry and cells, no voltage written ("off a 2s lipo"): its
    # full-charge voltage stands as the stated supply, its span is an assumption
    battery: Battery | None = None
    # how the build is mounted ("with a heat sink and a fan", "both bridges paralleled")
    configuration: dict[str, bool] = field(default_factory=dict)
    # the question's own words, lower-cased: a package, version or grade it names ("in the
    # PWP package") chooses between rating rows stated for each
    words: frozenset[str] = frozenset()
    worst_case: bool = False
    shunt_ohm: float | None = None
    load_voltage: float | None = None  # what a switch/contact carries ("230 VAC kettle")
    load_power: float | None = None  # watts of that load, its current taken as P / V
    load_ac: bool | None = None  # True AC, False DC, None unstated
    contact_form: str | None = None  # "NO" / "NC" when the question names the contact
    load_kind: str | None = None  # "inductive" / "motor" / "lamp" / "resistive" switched load
    drive_mode: str | None = None  # "high drive" when the question picks a pin drive mode
    # chips per device when the question puts several copies on the build ("two X-0 chips");
    # 0 when it says "several"/"multiple" without a number
    copies: dict[str, int] = field(default_factory=dict)
    lengths_m: tuple[float, ...] = ()  # cable or wire runs ("over a 50 cm cable")
    pullup_ohms: tuple[float, ...] = ()  # resistors on a line ("a 5.1 kΩ pull-up")
    straps: dict[str, dict[str, str]] = field(default_factory=dict)  # device -> {A0: "GND"}
    # device -> each chip's straps, when the question wires its chips apart
    copy_straps: dict[str, tuple[dict[str, str], ...]] = field(default_factory=dict)
    straps_as_shipped: bool = False  # "without moving any jumper": every default address
    # address pins the question names, read or not ("with A0 floating")
    address_pins: tuple[str, ...] = ()
    # device -> pins the question leaves unconnected ("i left the FB pin unconnected")
    open_pins: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # parts the story only places on the board ("a tmp36 sits on the same board"): no
    # supply the question states is theirs (understand.bystanders)
    placed_only: frozenset[str] = frozenset()
    wiring: Wiring = field(default_factory=Wiring)
    asks: Asks = field(default_factory=Asks)

    def stated(self) -> dict[str, Any]:
        """The quantities the question states, leaving out what it does not."""
        return {name: copy.deepcopy(getattr(self, name)) for name in STATED if getattr(self, name)}


# ---------------------------------------------------------------- the question


@dataclass(frozen=True, slots=True)
class Comparison:
    """ "Which has the higher ...": the direction asked and the bound the "which" sentence
    names ("less typical current"), if any."""

    direction: Literal["higher", "lower"]
    bound: str | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """A question understood once: what it is, which devices, which fields with the words
    that asked for them, what it fixes, and for a judgment the build it describes."""

    text: str
    qtype: QuestionType  # after a yes/no question about a stated build became a judgment
    routed_as: QuestionType  # what the wording alone made it
    devices: tuple[DeviceMention, ...]
    requests: tuple[FieldRequest, ...]
    conditions: Conditions
    unknown_devices: tuple[str, ...] = ()  # part numbers the library has no sheet for
    topic: str | None = None  # a specification no field covers ("isolation", "ESD")
    context: QuestionContext = field(default_factory=QuestionContext)  # what it fixes overall
    protocols: frozenset[str] = frozenset()  # radio protocols it names ("Wi-Fi", "BLE")
    comparison: Comparison | None = None  # "which has the higher ...?"
    scenario: Scenario | None = None  # compatibility questions only
    quantities: tuple[Stated, ...] = ()  # every number with a unit it states
    concerns: tuple[Concern, ...] = ()  # concerns beyond the usual checks (ripple, ESD, ...)
    settings: tuple[Setting, ...] = ()  # named settings it picks ("high repeatability mode")
    grade_letter: str | None = None  # a temperature grade named by its letter ("E-temp")
    parts_asked: int = 0  # "(a) ... (b) ...": how many things it enumerates
    lists_every: bool = False  # "list every baud rate", "which ranges can it be set to"
    yes_no: bool = False  # its grammar asks yes or no ("can I ...?", "does it ...?")
    original: str = ""  # as typed, when ``text`` is its reading (another language, shorthand)
    language: str = "en"  # the language it was typed in
    # part numbers typed with one slip, read as the one library part they miss by:
    # (as written, device); the answer says "assuming you meant ..."
    assumed_names: tuple[tuple[str, str], ...] = ()
    # names the library lacks, with the library parts they come close to: (as written, devices)
    did_you_mean: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def distinct_devices(self) -> list[DeviceMention]:
        return distinct_devices(self.devices)

    @property
    def judged(self) -> bool:
        """Routed as a value question, but it states a build and asks for a verdict."""
        return self.qtype == "compatibility" and self.routed_as != "compatibility"

    @property
    def wording(self) -> Wording:
        return Wording.of(self.text, self.devices, self.unknown_devices)

    def clause(self, device: str) -> str:
        return self.wording.clause(device)

    def to_dict(self) -> dict[str, Any]:
        """The record as plain data (what ``specproof ask --explain`` shows)."""
        out: dict[str, Any] = {
            "type": self.qtype,
            "routed_as": self.routed_as,
            "devices": [
                {"device": m.device, "variant": m.variant, "as_written": m.text, "at": m.start}
                for m in self.devices
            ],
            "unknown_devices": list(self.unknown_devices),
            "requests": [
                {
                    "field": r.field,
                    "quantity": r.quantity,
                    "asked_by": r.phrase,
                    "words": r.condition_text,
                    **({"limit": True} if r.limit else {}),
                }
                for r in self.requests
            ],
            "conditions": {k: v for k, v in dataclasses.asdict(self.conditions).items() if v},
            "topic": self.topic,
            "protocols": sorted(self.protocols),
            "comparison": dataclasses.asdict(self.comparison) if self.comparison else None,
            "context": _non_empty(dataclasses.asdict(self.context)),
            "quantities": [q.text for q in self.quantities],
            "concerns": [c.name for c in self.concerns],
            "settings": [t.text for t in self.settings],
        }
        if self.lists_every:
            out["lists_every"] = True
        if self.original and self.original != self.text:
            out["as_typed"] = self.original
            out["language"] = self.language
        if self.assumed_names:
            out["assumed_names"] = [list(pair) for pair in self.assumed_names]
        if self.did_you_mean:
            out["did_you_mean"] = {name: list(offered) for name, offered in self.did_you_mean}
        if self.scenario is not None:
            out["scenario"] = {
                "stated": self.scenario.stated(),
                "wiring": _non_empty(dataclasses.asdict(self.scenario.wiring)),
                "asks": _non_empty(dataclasses.asdict(self.scenario.asks)),
            }
        return out

    def explain(self) -> str:
        """The record in a few lines, for a reader."""
        d = self.to_dict()
        lines = [f"question ({d['type']}): {self.text}"]
        if "as_typed" in d:
            lines.append(f"  typed in {self.language}: {self.original}")
        for written, device in self.assumed_names:
            lines.append(f"  assuming “{written}” means {device}")
        for written, offered in self.did_you_mean:
            lines.append(
                f"  “{written}” is not in the library; did you mean {' or '.join(offered)}?"
            )
        for m in d["devices"]:
            variant = f" (variant {m['variant']})" if m["variant"] else ""
            lines.append(f"  device {m['device']}{variant} as written “{m['as_written']}”")
        for name in d["unknown_devices"]:
            lines.append(f"  not in the library: {name}")
        for r in d["requests"]:
            quantity = f"/{r['quantity']}" if r["quantity"] else ""
            lines.append(f"  asks {r['field']}{quantity} by “{r['asked_by'].strip()}”")
        if d["conditions"]:
            lines.append(f"  conditions: {d['conditions']}")
        if d["topic"]:
            lines.append(f"  no field covers: {d['topic']}")
        for key, value in d.get("scenario", {}).items():
            lines.append(f"  {key}: {value}")
        return "\n".join(lines)


def _non_empty(values: dict[str, Any]) -> dict[str, Any]:
    # sets in a stable order: the record reads the same in every process
    return {
        k: sorted(v, key=str) if isinstance(v, set | frozenset) else v
        for k, v in values.items()
        if v
    }
