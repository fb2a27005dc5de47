"""What every reader of the extraction walk shares: the walk's state (:class:`WalkState`)
and :class:`FactEmitter`, which holds the document and identity, finds a device
variant in a label, and turns a classified value into a :class:`Fact` (:meth:`_emit`:
plausibility, limits in rating sections, units as written and in SI).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from specproof.extract.lexicon import FieldGuess
from specproof.extract.loads import LOAD_RATINGS
from specproof.extract.refine import (
    air_humidity,
    plausible,
    recover_micro,
    refine_by_condition,
    refine_by_warning,
)
from specproof.extract.row_labels import label_symbol
from specproof.extract.tables import Columns, CondCell, clean_unit, looks_part_number
from specproof.extract.variants import listed_member, variant_pattern
from specproof.fields import fields_in, is_rating
from specproof.records import Fact, Identity, Line, SectionKind, Source, device_key
from specproof.tokens import ALTERNATING, BRACKETED
from specproof.units import GLYPH_UNITS, ParsedValue, canonical_unit, dimension_of


@dataclass(slots=True)
class WalkState:
    """What the walk remembers from earlier lines."""

    section: SectionKind = SectionKind.OTHER
    columns: Columns | None = None
    parent_label: str = ""  # a label-only line or the last row label, for continuation rows
    parent_unit: str | None = None
    parent_variant: str | None = None
    parent_cond: list[CondCell] = field(default_factory=list)  # merged condition cells above
    preamble: list[str] = field(default_factory=list)
    label_line: Line | None = None  # the line that named parent_label, for wrapped names
    # a name wrapped around its row's values ("Relay outputs K1 ... K6," / 5 A /
    # "switching current"): complete once its tail is read, it heads no later row
    parent_closed: bool = False
    # a table split into sections by rows that name only a part ("74HC595" ... "74HCT595"):
    # the part the current section is about (None: the device itself), and the part a
    # row right above named, until the next row tells whether it heads a section
    section_part: str | None = None
    part_row: tuple[str | None] | None = None
    # a label-only row over rows that name their own parameters ("Auxiliary I2C I/O",
    # "VLOGIC REFERENCE VOLTAGE") titles a group of them: the same parameter often
    # appears in two groups, and only the group row tells the two apart
    pending_group: str = ""
    pending_line: Line | None = None
    row_group: str = ""
    group_line: Line | None = None
    row_line: Line | None = None  # the last row that stated values
    row_label: str = ""  # that row's label cell, as written
    centred_sub: str = ""  # a row's own label beside the name centred across its block
    # the last row whose unit was written, and that unit: a later row of the same parameter
    # ("SCLK frequency, burst access 6.5" under "fSCLK SCLK frequency 10 MHz") shares it
    unit_label: str = ""
    unit_of_label: str | None = None
    head_line: Line | None = None  # the last line of conditions only, heading rows below
    # the title of the table that just ended: its numbered notes below are about its rows
    # ("4. Peak current (including VCSEL) can reach 40mA" under "Consumption ...")
    notes_of: str = ""
    # column headers naming the kind of load the ratings under them hold ("Resistive load
    # (cos φ = 1)" | "Inductive load (cos φ = 0.4, L/R = 7 ms)"): (x0, x1, header)
    load_columns: list[tuple[float, float, str]] = field(default_factory=list)
    # the last Min/Typ/Max table started and the section it was in: a table "(continued)"
    # on the next page goes on with both
    last_table: tuple[Columns, SectionKind] | None = None


# words that make an input range a signal's range even on a power converter
_SIGNAL_INPUT = re.compile(
    r"analog|signal|differential|common[\s-]mode|full[\s-]scale|\bAIN|\bCH\d|channel|sense|shunt|"
    r"\bADC\b|\bFB\b|feedback|\bEN\b|enable|ON/OFF",
    re.I,
)


# a code named as a board or module ("módulo / board LLU-21C")
_BOARD_WORD = re.compile(r"\b(?:board|module|m[oó]dulo|placa|carrier|pcb)\s*$", re.I)
# part codes set side by side with slashes at a sheet's head ("LLU-21R / LLU-21H")
_SIDE_BY_SIDE = re.compile(r"\b[A-Z][\w-]*\d[\w-]*(?:\s*/\s*[A-Z][\w-]*\d[\w-]*)+\b")


class FactEmitter:
    """What every reader of the walk shares: the document, the walk's state, the
    device's variants, and :meth:`_emit`, which turns a classified value into a Fact."""

    def __init__(self, doc_id: str, file_name: str, identity: Identity) -> None:
        self.doc_id = doc_id
        self.file_name = file_name
        self.identity = identity
        self.facts: list[Fact] = []
        self.state = WalkState()
        self.variant_rx = variant_pattern(identity)
        self.power_device: bool | None = None  # a regulator / converter (first page says so)
        self.listed_versions: set[str] = set()  # "LLU-21R / LLU-21H" at the sheet's head

    def _variant(self, label: str) -> str | None:
        if self.variant_rx is None:
            return None
        m = self.variant_rx.search(label)
        if m and re.match(r"\s*/\s*-?\s*[\w.]", label[m.end() :]):
            return None  # "AMS1117-1.5/-1.8/-2.5/-5.0": a row for several variants
        if m and "/" in m.group(0):
            return listed_member(m.group(0), self.identity)  # "TMP35/TMP36/TMP37G"
        if m and m.group(0).upper() != self.identity.device.upper():
            return m.group(0)
        return None

    def _nearest_variant(self, text: str) -> str | None:
        """The version a sentence names last before a value: "the V operates on 2.7 V to
        3.6 V and the W on 1.65 V to 1.95 V" gives each range its own version."""
        if self.variant_rx is None:
            return None
        named = list(self.variant_rx.finditer(text))
        return self._variant(text[named[-1].start() :]) if named else None

    def _bracketed_variant(self, trailing: str) -> str | None:
        """The version a bracket right after a value names, and nothing else: "1.9~3.6V
        (DCW-24L), 3.0~3.6V (DCW-24PA)" (never "(DCW-24PA: 3.0~3.6V)", another's value);
        "" when it names the sheet's own device, None when no such bracket follows."""
        m = BRACKETED.match(trailing.lstrip())
        if self.variant_rx is None or m is None:
            return None
        inside = m.group(0)[1:-1].strip()
        return (self._variant(inside) or "") if self.variant_rx.fullmatch(inside) else None

    def _sole_variant(self, text: str) -> str | None:
        """The one family member a table's preamble names; none when it names several
        ("data rate = 128 SPS (CLA1616) or 1600 SPS (CLA1612)": a note for both)."""
        if self.variant_rx is None:
            return None
        device = self.identity.device.upper()
        named = {m.group(0).upper() for m in self.variant_rx.finditer(text)} - {device}
        # a sibling the variant pattern does not spell ("CLA1616" of a "CLA1612" sheet)
        siblings = {
            a.upper()
            for a in self.identity.aliases
            if not self.variant_rx.match(a) and re.search(rf"\b{re.escape(a)}\b", text, re.I)
        }
        found = self._variant(text) if len(named) == 1 and not siblings else None
        return None if found and self._shared_board(text, found) else found

    def _shared_board(self, text: str, code: str) -> bool:
        """ "(board LLU-21C, Ta = 25 °C)" on a sheet heading its versions side by side
        ("LLU-21R / LLU-21H"): the board every version ships with, no version of its own."""
        at = text.upper().find(code.upper())
        return (
            at > 0
            and bool(_BOARD_WORD.search(text[:at]))
            and len(self.listed_versions) >= 2
            and code.upper() not in self.listed_versions
        )

    def note_listed_versions(self, head: str) -> None:
        """The versions a sheet's head lists side by side ("LLU-21R / LLU-21H")."""
        if self.variant_rx is None:
            return
        for m in _SIDE_BY_SIDE.finditer(head):
            named = [self.variant_rx.fullmatch(x.strip()) for x in m.group(0).split("/")]
            if all(named):
                self.listed_versions |= {x.strip().upper() for x in m.group(0).split("/")}

    def _power_input(self, guess: FieldGuess, label: str) -> FieldGuess:
        """A regulator's "Input Voltage (Range)" is the supply it runs from, not a signal."""
        if not self.power_device or _SIGNAL_INPUT.search(label):
            return guess
        if guess.field == "analog_input_range":
            return FieldGuess("supply_voltage", guess.quantity, 0.8)
        if guess.field == "abs_max_input_voltage" and re.match(
            r"\W*input\s+voltage\b", label, re.I
        ):
            return FieldGuess("abs_max_supply_voltage", guess.quantity, 0.8)
        return guess

    def _only_for(self, trailing: str) -> str | None:
        """The other part a statement is limited to: "20MHz SPI ... (MPU-6000 only)", or a
        value in brackets that names its part ("... Scale Factor (20 mV/°C on TMP37)")."""
        m = re.search(
            r"\(([^()]{2,30}?)\s+only\)|^\s*(?:on|for)\s+(?:the\s+)?([^()\s]{3,24})\s*\)",
            trailing,
            re.I,
        )
        named = m and (m.group(1) or m.group(2))
        if not named or not looks_part_number(named):
            return None
        part = named.strip()
        return part if device_key(part) != device_key(self.identity.device) else None

    def _emit(
        self,
        page_no: int,
        line: Line,
        guess: FieldGuess,
        pv: ParsedValue,
        unit: str,
        label: str,
        condition: str,
        variant: str | None,
        extractor: str,
    ) -> None:
        if not pv.bounds() and not pv.expr_max and not pv.expr_min:
            return
        if unit.lower().startswith("degree") and not re.search(r"temp", label, re.I):
            return  # "<110 degree cone angle": an angle, not a temperature
        # (the unit joins the condition: "VAC", "V AC" say what the value's rail is)
        ac = "AC" if ALTERNATING.search(line.text) else ""
        guess = refine_by_condition(guess, "; ".join(x for x in (condition, unit, ac) if x))
        guess, pv = refine_by_warning(guess, pv, line.text)
        guess = self._power_input(guess, label)
        guess = air_humidity(guess, pv, label)
        if guess.field == "output_voltage" and pv.raw.lstrip().startswith("±") and pv.max:
            if _dual_rails(pv):
                # "Output Voltage (VDC) | ±12" of a dual-output converter: +12 V and -12 V
                for sign, rail in ((1.0, "+Vo"), (-1.0, "-Vo")):
                    one = ParsedValue(raw=pv.raw, unit=pv.unit, value=sign * (pv.max or 0.0))
                    one.canonical, one.dimension = pv.canonical, pv.dimension
                    both = "; ".join(x for x in (condition, rail) if x)
                    self._emit(page_no, line, guess, one, unit, label, both, variant, extractor)
                return
            # "VOUT(T): ±0.03V": a band around the set output, the output's accuracy
            guess = FieldGuess("accuracy", "voltage", guess.confidence)
        if recover_micro(guess, pv):
            unit = pv.unit or unit
        if guess.field in _DRAWS:
            _as_magnitude(pv)
        if not plausible(guess, pv) or pv.unconvertible():
            return
        if guess.field == "resolution" and (dimension_of(canonical_unit(unit)) or "").endswith(
            "/count"
        ):
            # a resolution of 0.045 lux/LSB is one count's worth: 0.045 lux
            unit = unit.split("/")[0].strip()
            pv.unit, pv.canonical = unit, canonical_unit(unit)
        # a relay contact's rating is the largest load it may switch, never a typical value
        # (as is an absolute rating read outside its table: "Input voltage, never exceed 40")
        limit = (
            self.state.section == SectionKind.ABS_MAX
            or guess.field in LOAD_RATINGS
            or is_rating(guess.field)
        )
        if limit and pv.value is not None and pv.value > 0:
            pv.max, pv.value = pv.value, None  # a lone rating ("VDS 30 V", "10A 250VAC") is a limit
        sym = canonical_unit(unit)
        fact = Fact(
            device=self.identity.device,
            field=guess.field,
            source=Source(self.file_name, page_no, line.text.strip()),
            variant=variant,
            quantity=guess.quantity,
            min=pv.min,
            typ=pv.typ,
            max=pv.max,
            value=pv.value,
            unit=GLYPH_UNITS.get(clean_unit(unit), clean_unit(unit)),
            raw=pv.raw,
            si_min=pv.si("min"),
            si_typ=pv.si("typ"),
            si_max=pv.si("max"),
            si_value=pv.si("value"),
            dimension=dimension_of(sym),
            expr_min=pv.expr_min,
            expr_max=pv.expr_max,
            condition=condition.strip()[:200],
            section=self.state.section,
            symbol=label_symbol(label),
            extractor=extractor,
            confidence=guess.confidence,
            doc_id=self.doc_id,
        )
        self.facts.append(fact)


# the smallest "±" output that is two rails rather than a band around one output: dual
# supplies come as ±5, ±9, ±12, ±15 V, a set output's tolerance as ±0.03 V or ±2 %
DUAL_RAIL_V = 1.5


def _dual_rails(pv: ParsedValue) -> bool:
    volts = pv.si("max")
    return pv.dimension == "voltage" and volts is not None and volts >= DUAL_RAIL_V


# what a part draws: a sheet that counts current out of a pin as negative ("Sleep Mode,
# VCC = 0 V | -1 | -2 µA" of a charger's BAT pin) states the same draw
_DRAWS = fields_in("drawn_current")


def _as_magnitude(pv: ParsedValue) -> None:
    """A draw written with only negative bounds, as its magnitudes, each under the bound it
    was written under (a sheet's "Max" column holds the larger one), in order."""
    bounds = pv.bounds()
    if not bounds or any(v > 0 for v in bounds.values()) or all(v == 0 for v in bounds.values()):
        return
    for bound, v in bounds.items():
        setattr(pv, bound, abs(v))
    if pv.min is not None and pv.max is not None and pv.min > pv.max:
        pv.min, pv.max = pv.max, pv.min
