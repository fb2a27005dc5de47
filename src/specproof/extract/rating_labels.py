"""Which field a row among the absolute maximum ratings belongs to.

Only some ratings say something a build can be judged by: the supply's limit, an input's,
what an output, a switch or a transistor may carry. A gate, diode or output-pin limit
powers nothing and is no rating of the part's supply or inputs; supply and input currents
there are stress limits, no specification.
"""

from __future__ import annotations

import re

from specproof.extract.guess import FieldGuess
from specproof.extract.labels import (
    ABS_MAX_SUPPLY,
    IO_SUPPLY,
    OUTPUT_CURRENT,
    PEAK_OUT,
    SUPPLY_CURRENT,
    VDS,
    VIH,
    VIL,
    VOH,
    VOL,
)
from specproof.tokens import names_word


def _any(rx: re.Pattern[str], text: str) -> bool:
    return rx.search(text) is not None


# a pin the part drives, named by its output: "CPOUT" (charge pump), "REGOUT", "VOUT"
_OUTPUT_PIN = re.compile(r"(?-i:\b[A-Z]{1,5}OUT\d?\b)")


# a regulator's or module's power input among the absolute ratings: "Input voltage VIN",
# "Input supply voltage", "VIN to GND"; a pin list or logic/analog word makes it a signal rating
_SUPPLY_INPUT = re.compile(
    r"^(?!.*(?:\bpins?\b|signal|digital|analog|logic|control|\bI/O\b|output|\bSDA\b|\bSCL\b|"
    r"\bEN\b|enable|feedback|\bFB\b|sense|\bADJ\b|,))"
    # (a bilingual label names it after its home-language half: "Eingangsspannung / Input
    # voltage VIN")
    r"(?:.*\binput\s+supply\s+voltage|(?:.*/\s*)?input\s+voltage\s*(?:\(note\s*\d+\)\s*)?V_?IN\b|"
    r"(?:.*/\s*)?V_?IN\b\s*$)",
    re.I,
)


def abs_max_voltage(text: str) -> FieldGuess | None:
    """A voltage among the absolute maximum ratings: the supply's rating, an input's,
    a MOSFET's VDS, or none (gate, diode and output-pin limits power nothing)."""
    if _any(VIH, text) or _any(VIL, text) or _any(VOH, text) or _any(VOL, text):
        return None
    transistor = re.search(
        r"(source[\s-]+drain|diode)|gate[\s-]+(?:to[\s-]+)?source|\bV_?GSS?\b", text, re.I
    )
    if transistor:
        # a body-diode rating powers nothing; the gate is the transistor's input
        no_input = transistor.group(1)
        return None if no_input else FieldGuess("abs_max_input_voltage", confidence=0.8)
    if _any(VDS, text):
        return FieldGuess("drain_source_voltage")  # the MOSFET's VDS rating
    pins = text.split(",")
    # (the symbol the row states may follow the last name)
    listed = len(pins) >= 2 and all(len(p.split()) == 1 for p in pins[:-1])
    listed = listed and len(pins[-1].split()) <= 2
    # a load switch's or regulator's power input is the bare "IN" pin ("IN, OUT -0.3 20 V")
    supply_first = _any(ABS_MAX_SUPPLY, pins[0]) or pins[0].strip() == "IN"
    if listed and supply_first and not _OUTPUT_PIN.search(pins[0]):
        # "VIN, VINA, VOUT, EN, FB -0.3 7 V": one rating for a list of pin names that
        # opens with the supply holds for the supply
        return FieldGuess("abs_max_supply_voltage", confidence=0.8)
    if _OUTPUT_PIN.search(text.split("(")[0]):
        return None  # "CPOUT -0.5V to 30V", "REGOUT": a pin the part drives, no input
    if _any(IO_SUPPLY, text) and not re.search(r"\b(?:pin|input|I/O|port)s?\b", text, re.I):
        return FieldGuess("abs_max_supply_voltage", confidence=0.8)
    # "Digital core supply voltage, DCVDD": a supply named by its domain is still a supply
    if _SUPPLY_INPUT.search(text) or re.search(
        r"\bsupply\s+pins?\b|^(?!.*(?:input|\bpins?\b|\bI/O\b|signal|output)).*\bsuppl(?:y|ies)\b",
        text,
        re.I,
    ):
        return FieldGuess("abs_max_supply_voltage", confidence=0.85)
    if names_word(text, "output") and not re.search(
        r"input|\bI/O\b|\bany\b|\ball\b|\bpins\b", text, re.I
    ):
        return None  # "Output Voltage to Ground": an output's limit, no input rating
    if re.search(
        r"input|pin|signal|\bSDA\b|\bSCL\b|\bI/O\b|output|\bA\d|\bEN\b|digital|analog|\bDQ\b|port",
        text,
        re.I,
    ):
        return FieldGuess("abs_max_input_voltage", confidence=0.85)
    if _any(ABS_MAX_SUPPLY, text):
        return FieldGuess("abs_max_supply_voltage")
    return None


def abs_max_current(text: str) -> FieldGuess | None:
    """A current among the absolute maximum ratings: only what an output, a switch's
    collector or drain, or a driver pin may carry is a rating of the part's output (the
    most an optocoupler's transistor or a MOSFET conducts); supply, input and forward
    currents there are stress limits, no spec."""
    if _any(SUPPLY_CURRENT, text) or not _any(OUTPUT_CURRENT, text):
        return None
    if _any(PEAK_OUT, text):
        return FieldGuess("peak_output_current", confidence=0.8)
    return FieldGuess("output_current", confidence=0.75)
