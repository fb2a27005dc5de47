"""The operating state a request's clause names, turning a general field into its specific
sibling: a regulator's current with no load is its quiescent current, a current in pulses
a peak rating, a time after power-on a warm-up, a sensitivity at a bit rate a receiver's.
"""

from __future__ import annotations

import re

from specproof.agent.understand.state_cues import (
    ADC_CONTEXT,
    CONSUMED,
    DELIVERED,
    GIVES_TO_A_PART,
    NO_LOAD,
    POWER_ON,
    PULSED,
    RADIO_CONTEXT,
    REGULATOR_CONTEXT,
    SENSOR_GAIN,
    SIGNAL_CONTEXT,
    STEADY,
    SUPPLY_GIVES,
    TURN_ON,
)
from specproof.supply_thresholds import THRESHOLD_NAMED
from specproof.tokens import names_word

# a motor, servo, fan or pump turning: its no-load current is what it draws running
_RUNNING = re.compile(r"\brunning\b|\bspinning\b|\bturning\b|\bfree[- ]run")


_PER_OUTPUT = re.compile(r"\bper (?:channel|output|bridge)\b|\beach (?:channel|output)\b")
# (a relay's coil current "per channel" is what its coil draws)
_DRAWS = re.compile(r"\b(?:draw|consum|suppl|take|pull|need|coil)\w*")


def field_for_state(fld: str, clause: str) -> str:
    if fld == "supply_voltage" and GIVES_TO_A_PART.search(clause):
        return "output_voltage"  # "what card supply voltage does it give a 3 V card?"
    if fld == "supply_current" and _PER_OUTPUT.search(clause) and not _DRAWS.search(clause):
        return "output_current"  # "how many amps per channel?": what each output carries
    # (a motor "running with no load" still draws its current; "the supply current with no
    # load" names the sheet's row, a no-load case of its supply current)
    no_load = NO_LOAD.search(clause) and not _RUNNING.search(clause)
    if fld == "supply_current" and no_load and "supply current" not in clause.lower():
        return "quiescent_current"
    if fld == "output_current" and PULSED.search(clause) and not STEADY.search(clause):
        return "peak_output_current"
    if fld == "peak_output_current" and (
        SUPPLY_GIVES.search(clause) or (CONSUMED.search(clause) and not DELIVERED.search(clause))
    ):
        return "supply_current"  # a peak the part draws from its supply, not one it delivers
    if fld == "response_time" and POWER_ON.search(clause):
        return "warm_up_time"
    if fld == "sensitivity" and RADIO_CONTEXT.search(clause) and not SENSOR_GAIN.search(clause):
        return "rx_sensitivity"
    if (
        fld == "output_voltage"
        and SIGNAL_CONTEXT.search(clause)
        and not REGULATOR_CONTEXT.search(clause)
    ):
        return "analog_output_voltage"  # a sensor's output voltage is a signal, not a rail
    if fld == "measurement_range" and ADC_CONTEXT.search(clause):
        return "analog_input_range"
    if fld == "data_rate" and re.search(r"\bhow long\b", clause):
        return "response_time"  # "how long ... at most for a conversion": a time, not a rate
    if fld == "accuracy" and re.search(r"\bin bits\b|\bhow many bits\b|\bdecimal places\b", clause):
        return "resolution"  # precision counted in bits is the resolution
    if fld == "supply_voltage" and names_word(clause, "gate") and TURN_ON.search(clause):
        return "gate_threshold_voltage"  # a gate voltage that turns the FET on is no supply
    if fld == "gate_threshold_voltage" and THRESHOLD_NAMED.search(clause) and "gate" not in clause:
        return "supply_voltage"  # "write inhibit threshold voltage": the supply's own level
    return fld
