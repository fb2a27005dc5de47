"""Who is who in the build a question describes, from the words around each part's name:
the parts in the build, the bus host, which part drives a line and which receives it, a
part a signal passes through, a part that supplies the others, the supply pin a rail goes to.

A new way of saying who drives, hosts, supplies or receives belongs here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from specproof.agent.io_supply import IO_PIN_IN_TEXT, OUTPUT_DRIVER_PINS, io_supply_pin
from specproof.agent.understand.asks import AFTER_IT, asking_part
from specproof.agent.understand.record import FROM_BEFORE, DeviceMention, Wiring, Wording
from specproof.tokens import names_word


def read_wiring(
    wording: Wording, drive_at: int | None, placed_only: frozenset[str] = frozenset()
) -> Wiring:
    """``drive_at``: where the question states the logic level (see :mod:`.scenario`);
    ``placed_only``: parts the story only places on the board (see :mod:`.bystanders`)."""
    q = wording.text
    devices = tuple(m.device for m in wording.distinct_devices)
    asked = _asked_parts(wording)
    # a part the build replaces is no part of it, nor one the story only sets down beside
    # the parts it asks about ("a VL53L0X and a TM1637 are elsewhere on the board")
    left_out = _replaced_devices(wording) | _set_aside(devices, placed_only, asked)
    sources, sinks = roles(wording)
    clauses = {d: wording.clause(d) for d in devices}
    return Wiring(
        devices=devices,
        parts=tuple(d for d in devices if d not in left_out),
        left_out=frozenset(left_out),
        variants=_variants(wording),
        hosts=frozenset(_bus_hosts(wording)),
        # a part left out of the build drives and receives nothing in it
        sources=tuple(d for d in sources if d not in left_out),
        sinks=tuple(d for d in sinks if d not in left_out),
        named_sources=frozenset(d for d, v in _role_votes(wording).items() if v < 0),
        intermediaries=tuple(intermediaries(wording)),
        pin_sources=tuple(_pin_sources(wording)),
        asked_parts=frozenset(asked),
        supply_fields={d: _supply_field_for(_rail_clause(wording, d)) for d in devices},
        named_supplies=frozenset(d for d in devices if _NAMED_SUPPLY.search(clauses[d][:80])),
        supplying=frozenset(d for d in devices if _supplies_others(clauses[d][:80])),
        powered_from=frozenset(
            m.device
            for m in wording.devices
            # "from a X", "off an X" ("run it off an xc6206"): the part the others run from
            if FROM_BEFORE.search(q[max(0, m.start - 12) : m.start].lower())
        ),
        input_fed=frozenset(
            m.device
            for m in wording.devices
            if _INPUT_FED.search(q[max(0, m.start - 40) : m.start]) or _AFTER_IT.match(q, m.end)
        ),
        chargers=frozenset(
            m.device
            for m in wording.devices
            if _CHARGED_BY.search(q[max(0, m.start - 16) : m.start]) or _CHARGES.match(q, m.end)
        ),
        delivering=frozenset(m.device for m in wording.devices if _DELIVERS.match(q, m.end)),
        level_at_sink=frozenset(d for d in devices if _level_at_sink(wording, drive_at, d)),
        level_owners=frozenset(d for d in devices if _level_of(wording, drive_at, d)),
        signal_pins=frozenset(signal_pins(q)),
    )


# "can the X deliver 1.3 A", "will the X handle 2 A per channel": the current stated
# right after the verb is the one this part must carry
_DELIVERS = re.compile(
    r"(?:'s\s+(?:[\w-]+\s+){0,2}?)?\s*(?:really\s+|safely\s+)?"
    r"(?:deliver|supply|source|sink|provide|handle|drive|output)s?\s+"
    r"(?:up to\s+|about\s+|around\s+|~\s?)?\d+(?:\.\d+)?\s*m?A\b|"
    # "a drv8833 (two n20 motors, ~0.3a each)": the loads named in brackets after their driver
    r"\s*\((?:[^()]{0,30}?\b(?:motors?|leds?|lamps?|coils?|solenoids?|servos?|loads?|pumps?|"
    r"fans?|heaters?)\b)[^()]{0,30}?\d+(?:\.\d+)?\s*m?a\b[^()]*\)",
    re.I,
)


def _variants(wording: Wording) -> dict[str, tuple[str, ...]]:
    """The versions written for each device, in question order ("AVQ7924-0 and -1")."""
    out: dict[str, tuple[str, ...]] = {}
    for device in dict.fromkeys(m.device for m in wording.devices):
        written = [m.variant for m in wording.devices if m.device == device and m.variant]
        if written:
            out[device] = tuple(dict.fromkeys(written))
    return out


def _replaced_devices(wording: Wording) -> set[str]:
    """ "replace the L298N with a DRV8833", "instead of the X": X is no longer in the build."""
    q = wording.text
    out: set[str] = set()
    for m in wording.devices:
        before = q[max(0, m.start - 25) : m.start].lower()
        # ("swapping the X on my robot for a Y", "ditch the X for a Y")
        if re.search(
            r"\b(?:replac(?:e|ed|ing)|instead of|swap(?:s|ped|ping)?(?: out)?|ditch(?:ing)?)\s+"
            r"(?:the |my |an? |our )?$",
            before,
        ):
            out.add(m.device)
    kept = {m.device for m in wording.devices} - out
    return (out if kept else set()) | boards_named(wording)


# "the esp32 devkit", "a nodemcu board": a board built around the part, with its own
# regulator and pins; the part's sheet rates the module on it, not the board
BOARD_AFTER = re.compile(
    r"[\s-]*(?:devkit\w*|dev[ -]?kits?|dev(?:elopment)?[ -]?boards?|devboards?|"
    r"eval(?:uation)?[ -](?:boards?|kits?))\b",
    re.I,
)


def board_mentions(text: str, devices: Sequence[DeviceMention]) -> list[tuple[DeviceMention, str]]:
    """Parts named only as the board built around them, each with the board's name as
    written ("esp32 devkit")."""
    out = []
    for m in devices:
        board = BOARD_AFTER.match(text, m.end)
        if board:
            out.append((m, text[m.start : board.end()].strip()))
    return out


def boards_named(wording: Wording) -> set[str]:
    """Parts named only as the board built around them."""
    return {m.device for m, _ in board_mentions(wording.text, wording.devices)}


def _set_aside(devices: Sequence[str], placed_only: frozenset[str], asked: set[str]) -> set[str]:
    """The parts only placed on the board that the question does not ask about, when a
    part it does ask about is left to judge."""
    aside = {d for d in devices if d in placed_only and d not in asked}
    return aside if any(d in asked for d in devices if d not in aside) else set()


def _asked_parts(wording: Wording) -> set[str]:
    """Parts named in the sentence that asks ("..., is the INA219 fine at 1 MHz?")."""
    part = asking_part(wording.text)
    start = len(wording.text) - len(part)
    named = {m.device for m in wording.devices if m.start >= start}
    before = [m.device for m in wording.devices if m.start < start]
    if before and re.search(r"\b(?:it|its|they|them|this one|that one)\b", part, re.I):
        # "I only have a KPS2592A. Can I put it in front of ...?": "it" is asked too
        named.add(before[-1])
    return named


# ---------------------------------------------------------------- bus host

# the part that owns the bus: "X's SPI bus", "X reads Y", "the host X", "X (master)"
_HOST_AFTER = re.compile(
    # ("an esp32 i2c bus": the bus named after its part is that part's, as "the X's bus")
    r"^(?:'s|’s)?\s+(?:(?!(?:on|in|at|to|of|and|with)\b)[\w-]+\s+){0,2}?bus\b|"
    r"^\s*(?:\([^)]{0,20}(?:host|master|controller)"
    r"[^)]{0,10}\)|reads?\b|polls?\b|quer(?:y|ies)\b|talks? to|controls?\b|"
    r"is the (?:host|master|controller)|"
    r"as (?:the )?(?:host|master|controller))",
    re.I,
)
_HOST_BEFORE = re.compile(r"\b(?:host|master|controller)\s*(?:,|\()?\s*(?:the |an? )?$", re.I)


def _bus_hosts(wording: Wording) -> set[str]:
    q = wording.text
    return {
        m.device
        for m in wording.devices
        if _HOST_AFTER.search(q[m.end : m.end + 40])
        or _HOST_BEFORE.search(q[max(0, m.start - 20) : m.start])
    }


# ---------------------------------------------------------------- who drives, who receives

# a receiving end: "to a GPIO of X", "drives the RXD pin of X", "into X", "drive the coil of X"
_SINK_BEFORE = re.compile(
    r"\b(?:to|into|drives?|driving|feeds?|feeding|reach(?:es)?|connected to|wired to)\s+"
    r"(?:(?:an?|the|my)\s+)?(?:[\w/-]+\s+){0,3}?(?:of|on)\s+(?:(?:an?|the|my)\s+)?$"
    r"|(?:->|→)\s*$"  # "X out -> Y": the arrow points at the receiver
    r"|\b(?:to|into|drives?|driving|drive|feeds?|feeding|reach(?:es)?|straight to|directly to|"
    r"clock(?:s|ing)?)\s+"  # "can an X clock a Y": Y's clock input takes X's output
    r"(?:(?:an?|the|my)\s+)?$",
    re.I,
)
# what follows a receiving device: "X's RXD pin", "X GPIO", "X's inputs", "X's bus pins"
_SINK_AFTER = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:[\w/-]+\s+){0,2}?"
    r"(?:inputs?|input thresholds|input limits|sda/scl|sda|scl|gpios?|rxd?|gate|coil|pins?|"
    r"bus pins|en\b|enable|adc|ain\d*|ch\d|i/?o)\b",
    re.I,
)
_SINK_VERB = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:reads|samples|receives|listens to|monitors|senses|"
    r"sees)\b",
    re.I,
)
# a driving end: "X's OUT pin", "X drives", "X's output into", "from a X GPIO", "Y reads X"
_SOURCE_AFTER = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:[^.;]{0,30}\b(?:its|'s)\s+)?(?:[\w/-]+\s+)?"
    r"(?:out|output|outputs|tx|txd|dout|do|int|irq|alert|signal)\b(?!\s+(?:of|on)\b)"
    r"|^(?:'s)?\s*(?:drives|outputs|sends|transmits|writes)\b"
    # "a WRM2402 GPIO (IOVDD = 3.3 V) drive the X's IN pin": the pin named before the verb
    r"|^(?:'s)?\s*(?:[\w/-]+\s+){0,2}?(?:gpios?|pins?|i/?o)\s*(?:\([^)]{0,30}\)\s*)?"
    r"(?:drives?|driving|feeds?|switch(?:es)?|controls?|toggles?)\b",
    re.I,
)
_SOURCE_BEFORE = re.compile(
    # ("by a 3.3 V X GPIO": the level the driver is stated at may stand before its name)
    r"(?:\bfrom|\bby)\s+(?:(?:an?|the|my)\s+)?(?:\d+(?:\.\d+)?\s?v\s+|\dv\d\s+)?$|\b(?:reads|samples|monitors|senses)\s+"
    r"(?:(?:an?|the|my)\s+)?$",
    re.I,
)


def roles(wording: Wording) -> tuple[list[str], list[str]]:
    """Sources drive a line; sinks receive it, from the wording around each device:
    "X drives Y", "X's output into Y", "connect X pin to Y input", "Y reads X",
    "Y's inputs", "from a X GPIO"."""
    sink_votes = _role_votes(wording)
    sinks = [d for d, v in sink_votes.items() if v > 0]
    named_sources = [d for d, v in sink_votes.items() if v < 0]
    if not sinks and named_sources:
        # "X's output into the GPIO": whoever is not named as the source receives
        sinks = [d for d in sink_votes if d not in named_sources]
    only = [m.device for m in wording.distinct_devices]
    if not sinks and len(only) == 1 and _PIN_FROM_CONTROLLER.search(wording.text):
        sinks = only  # "kbd6230 ..., IN pin from a 3v3 mcu": the one part's pin receives
    sources = [m.device for m in wording.distinct_devices if m.device not in sinks]
    return sources, sinks


# a pin of the part driven from an outside controller: "IN pin from a 3v3 mcu", "driven
# straight from esp32 gpio", "driven from esp32 3.3v gpios"
_PIN_FROM_CONTROLLER = re.compile(
    r"(?:\b(?:pins?|inputs?)\s+(?:(?:driven\s+)?from|driven\s+by|off)|"
    r"\b(?:driven|clocked|controlled)\s+(?:straight\s+|directly\s+)?(?:from|by))"
    r"\s+(?:an?\s+|my\s+|the\s+)?"
    r"(?:[\w.]+\s+){0,2}?(?:mcu|microcontroller|arduino|esp\w*|raspberry|pi|gpios?|controller|plc)\b",
    re.I,
)


def _role_votes(wording: Wording) -> dict[str, int]:
    """Per device: > 0 the wording makes it a receiver, < 0 a driver, 0 not told."""
    q = wording.text
    sink_votes: dict[str, int] = {}
    for m in wording.devices:
        before = q[max(0, m.start - 45) : m.start]
        after = q[m.end : m.end + 45]
        vote = sink_votes.get(m.device, 0)
        if _SINK_VERB.search(after) or (
            _SINK_BEFORE.search(before) and not _SOURCE_AFTER.search(after)
        ):
            vote += 2
        elif _SINK_AFTER.search(after) and not _SOURCE_BEFORE.search(before):
            vote += 1
        if _SOURCE_AFTER.search(after) or _SOURCE_BEFORE.search(before):
            vote -= 2
        sink_votes[m.device] = vote
    return sink_votes


# "through a X", "via the X": the part a signal or supply passes through
THROUGH_BEFORE = re.compile(r"\b(?:through|via)\s+(?:an?\s+|the\s+|my\s+)?$", re.I)
_MIDDLE_USE = re.compile(r"\buse\s+(?:an?\s+|the\s+|my\s+)?$", re.I)
_MIDDLE_PURPOSE = re.compile(
    r"^(?:[^.;?]|\.\d){0,50}?\bto\s+(?:pass|translate|shift|level[- ]shift|buffer|convert|repeat|isolate)\b",
    re.I,
)
_MIDDLE_ROLE = re.compile(
    r"\s*(?:as|for)\s+(?:an?|the)\s+(?:level[- ]?(?:shifter|translator)|buffer|translator)", re.I
)


def intermediaries(wording: Wording) -> list[str]:
    """Parts a signal passes through: "through a TXS0108E", "use a 74xx ... to pass a
    5 V signal to Y", "X as a level shifter"."""
    q = wording.text
    out: list[str] = []
    for m in wording.devices:
        before = q[max(0, m.start - 20) : m.start]
        after = q[m.end : m.end + 70]
        used = _MIDDLE_USE.search(before) and _MIDDLE_PURPOSE.search(after)
        role = _MIDDLE_ROLE.match(after)
        if THROUGH_BEFORE.search(before) or used or role:
            out.append(m.device)
    return list(dict.fromkeys(out))


_PIN_SOURCE = re.compile(r"(?:\bfrom|\bby|\bwith|\bon)\s+(?:(?:an?|the|my|its)\s+)?$", re.I)
_PIN_NOUN = re.compile(r"^(?:'s)?\s*(?:[\w./-]+\s+){0,2}?(?:gpio|pin|i/?o|io\b|output|port)", re.I)


def _pin_sources(wording: Wording) -> list[str]:
    """ "drive the coil of X from a Y GPIO", "Y's pin drives X's coil": the Y, in order."""
    q = wording.text
    if not re.search(r"gpio|\bpin\b|\bi/?o\b|\bport\b", q, re.I):
        return []
    return [
        m.device
        for m in wording.devices
        if (_PIN_SOURCE.search(q[max(0, m.start - 20) : m.start]) or _source_like(q, m))
        and _PIN_NOUN.search(q[m.end : m.end + 30])
    ]


def _source_like(q: str, m: DeviceMention) -> bool:
    return bool(
        re.search(
            r"^(?:'s)?\s*(?:\w+\s+){0,2}?(?:gpio|pin|output)s?\s+(?:drives?|feeds?|switch)",
            q[m.end : m.end + 40],
            re.I,
        )
    )


def _level_at_sink(wording: Wording, drive_at: int | None, sink: str) -> bool:
    """The level is written in the receiver's own clause: "the Y's CE and SCK inputs are
    driven directly with 5 V logic levels"."""
    if drive_at is None:
        return False
    for m in wording.devices:
        if m.device != sink or m.end > drive_at or drive_at - m.end > 80:
            continue
        if not any(o.device != sink and m.end <= o.start < drive_at for o in wording.devices):
            return True
    return False


def _level_of(wording: Wording, drive_at: int | None, source: str) -> bool:
    """The stated level belongs to this source: it is written with the source's name
    ("the X's 3.3 V TX", "X with 3.3 V logic") rather than naming a part outside the
    library ("a 5 V Arduino", "a 5 V sensor's output", "3.3 V microcontroller pin")."""
    if drive_at is None:
        return True
    q = wording.text
    for m in wording.devices:
        if m.device != source or m.end > drive_at:
            continue
        between = q[m.end : drive_at]
        if 0 <= len(between) <= 30 and re.fullmatch(
            r"(?:'s|’s)?\s*(?:[\w-]+\s+){0,2}?(?:(?:at|with|using|in|on)\s+)?(?:an?\s+)?",
            between,
            re.I,
        ):
            return True
    # a level that no other library part claims and that names no outside part
    outside = re.search(
        r"\b(?:sensor|arduino|uno|mcu|microcontroller|controller|host|board|processor|fpga|"
        r"esp\w*|raspberry|pi|logic|pins?|gpio|signal|pull-?ups?|pulled|driven)\b",
        q[drive_at : drive_at + 40],
        re.I,
    )
    return outside is None


_CASUAL_PINS = re.compile(r"\b(?:txd?|rxd?|sda|scl)(?:/(?:txd?|rxd?|sda|scl))?\b")


def signal_pins(question: str) -> set[str]:
    """Signal names the question wires ("SDA/SCL", "ALERT/RDY", "ON/OFF", "CE, CSN")."""
    tokens = set(re.findall(r"\b[A-Z][A-Z0-9]{1,6}(?:/[A-Z][A-Z0-9]{1,6})?\b", question))
    # the serial and bus pins casual questions write in lower case ("its tx/rx to a 5v uno")
    tokens |= {t.upper() for t in _CASUAL_PINS.findall(question)}
    out = {
        t
        for t in tokens
        if not re.fullmatch(r"V[A-Z]*\d*|I2C|SPI|UART|GPIO|DC|AC|[A-Z]{1,2}\d{3,}.*", t)
    }
    return out | {p for t in out for p in t.split("/")}


# ---------------------------------------------------------------- who supplies whom

# "supply" and "feed" as verbs: "can an X supply the Y", "to feed both sensors"
_SUPPLY_VERB = (
    r"\b(?:can|could|will|would|to|it) supply\b|\bsupply (?:the|an?|my|both|two|all)\b|"
    r"\bfeed(?:s|ing)? (?:the|my|both|two|all)\b|"  # "feed a 5 V load" names no part
    r"\b(?:feed|power)(?:s|ing)? an? (?=[a-z][\w-]*\d)"  # "feeding a tp4056": a part follows
)

# the clause makes the part a supply of the build: "X regulator", "X powers", "X feeds"
_NAMED_SUPPLY = re.compile(
    r"regulator|converter|\bbuck\b|\bboost\b|\bldo\b|\bpowers?\b|\bsupplies\b|\bsupply for\b|"
    r"power supply|\bfeed(?:s|ing)?\b|\bpowering\b|" + _SUPPLY_VERB,
    re.I,
)
# the clause gives the part an input or output of its own: "X fed from 9 V", "X set to 5 V"
_SUPPLIES_OTHERS = re.compile(
    # "X fed from 9 V" is a converter given its input; "X fed from an AMS1117" is its load
    r"regulator|converter|\bbuck\b|\bldo\b|fed from (?:an? |the |my )?~?\d|whose input|input is|set to|"
    # (a logic level is no supply output: "output high at least 2.64 V")
    r"\boutput\b(?!\s+(?:high|low|logic|levels?)\b|\s*$)|supplies|"
    r"\bpower(?:s|ing)?\b|\bfeeding\b|\bsupply for\b|" + _SUPPLY_VERB,
    re.I,
)


def _supplies_others(clause: str) -> bool:
    """The part's clause says it supplies something; "an X (setpoint output)" names what the
    part's output is for, no rail it gives (a bracket saying "3.3 V output" would)."""
    return any(
        not (
            m.group(0).lower() == "output"
            and (
                _in_plain_bracket(clause, m.start()) or _SPAN_FROM_ZERO.search(clause[: m.start()])
            )
        )
        for m in _SUPPLIES_OTHERS.finditer(clause)
    )


# "makes a 0-3 v heading output", "a 0 to 10 V control output": an output swept from zero
# is a signal's span, no rail that powers anything
_SPAN_FROM_ZERO = re.compile(
    r"(?<![\d.])0\s*(?:-|–|to|\.\.)\s*\d+(?:\.\d+)?\s*v\b(?:\s+[\w-]+){0,2}\s*$", re.I
)


def _in_plain_bracket(text: str, at: int) -> bool:
    """``at`` lies inside a bracket that holds no number."""
    opened, closed = text.rfind("(", 0, at), text.find(")", at)
    inside = opened != -1 and closed != -1 and text.rfind(")", 0, at) < opened
    return inside and not any(ch.isdigit() for ch in text[opened:closed])


_MOTOR_RAIL_FOR_ELECTRONICS = re.compile(
    r"^(?=.*\b(?:encoder|hall|sensor|logic|electronics)s?\b)"
    r"(?=.*\bfrom (?:the |a |my |its )?(?:\d+(?:\.\d+)? ?v )?motor (?:supply|rail|battery|power)\b)"
)


# a part named as what another's output feeds: "feeding the input of a Y", "into the VIN
# of my Y", "wired to Y's input" is read at the Y's own name ("... feeding a Y" is not: a
# charger or a load is fed so as well, and either is a load already)
_INPUT_FED = re.compile(
    r"\b(?:feed(?:s|ing)?|into|to|on|drives?|driving)\s+(?:the\s+)?"
    r"(?:input|vin|in|input pin|vin pin)\s+(?:pin\s+)?of\s+(?:an?\s+|the\s+|my\s+)?$",
    re.I,
)


_CHARGED_BY = re.compile(r"\bcharged by (?:an? |the |my )?$", re.I)
# "tp4056 charges a single 18650": the part named as the subject that charges the cell
_CHARGES = re.compile(r"\s+(?:charges|(?:is )?charging|tops up|recharges)\b", re.I)
# the second converter of a chain, named right before "after it"
_AFTER_IT = re.compile(r"(?:\s+[\w.-]+){0,2}?\s+" + AFTER_IT, re.I)


# the rail named before the part it belongs to: "the logic supply VSS of an L298"
_RAIL_OF = re.compile(r"([\w() ]{0,30})\bof (?:an? |the |my |its )?$", re.I)


def _rail_clause(wording: Wording, device: str) -> str:
    """The part's clause, led by the words naming one of its rails before its name."""
    heads = [
        head.group(1)
        for m in wording.devices
        if m.device == device
        and (head := _RAIL_OF.search(wording.text[max(0, m.start - 45) : m.start]))
    ]
    return " ".join([*heads, wording.clause(device)])


def _supply_field_for(clause: str) -> tuple[str, str | None]:
    """Which supply the question puts on the rail: logic (VSS), motor (VM/VS), a relay's coil,
    I/O, or main."""
    clause = clause.lower()
    if re.search(r"logic supply", clause):
        return "logic_supply_voltage", None
    if _MOTOR_RAIL_FOR_ELECTRONICS.search(clause):
        # "power the encoder from the 12v motor supply": the rail's source, not the pin
        return "supply_voltage", None
    # ("on a 36v psu driving a nema 17": a stepper named by its frame size is a motor)
    if re.search(r"motor|\bvm\b|\bvmot\b|load supply|\bnema ?\d|\bstepper", clause):
        return "load_supply_voltage", None
    if names_word(clause, "coil", "coils"):  # "the relay's coil on 24 V": the coil's rating
        return "coil_voltage", None
    pin = IO_PIN_IN_TEXT.search(clause)
    tied = re.search(
        IO_PIN_IN_TEXT.pattern + r" (?:is )?(?:tied|connected|shorted) to (?:its |the )?vdd", clause
    )
    named = io_supply_pin(pin.group(0)) if pin else None
    if named and named not in OUTPUT_DRIVER_PINS and not tied:
        return "io_supply_voltage", named
    return "supply_voltage", None
