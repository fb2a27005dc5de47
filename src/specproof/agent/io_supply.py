"""The names sheets give the supply of a part's I/O side, in one place for the question's
reading ("vdrive at 3v3" is that pin's rail, not the core's) and for the checks (which row
states that pin's range).

A level shifter's two sides (VCCA, VCCB; LV, HV on boards), an interface supply (VDDIO,
VCCIO, VIO, IOVDD, VLOGIC, VL, VDRIVE) and an output-driver supply (VDDO, VCCO, VDDQ,
OVDD).
"""

from __future__ import annotations

import re

# a part's main supply pin by its usual names: one sheet's VCC is another's VDD
MAIN_SUPPLY_PINS = frozenset({"VCC", "VDD", "VS", "VIN", "V+"})

IO_SUPPLY_PINS = frozenset(
    {
        "VCCA",
        "VCCB",
        "VDDIO",
        "VCCIO",
        "VIO",
        "IOVDD",
        "VLOGIC",
        "VL",
        "VDRIVE",
        "VDDO",
        "VCCO",
        "VDDQ",
        "OVDD",
        # a translator board's two sides, as its pins are printed
        "LV",
        "HV",
    }
)

# the output drivers' own supply, set beside the core's ("VDDO = 1.8 V while the core is on
# 3.3 V"): a rail stated with it is still the core's
OUTPUT_DRIVER_PINS = frozenset({"VDDO", "VCCO", "VDDQ", "OVDD"})

# one named in running text, as sheets and users spell it: "VCC(A)", "vdd_io", "VDDIO1";
# never the start of a longer word or a part number ("vl53l0x", "vio(")
IO_PIN_IN_TEXT = re.compile(
    r"\b(vcc\(?[ab]\)?|v(?:dd|cc)?_?io|iovdd|vlogic|v_?l|vdrive|v(?:dd|cc)[oq]|ovdd)"
    r"(?:_?\d)?(?![\w(])",
    re.I,
)


def io_supply_pin(written: str) -> str | None:
    """The I/O supply pin a written name is ("VCC(A)" and "vcca" are VCCA, "vdd_io" is
    VDDIO), else None."""
    name = re.sub(r"[()_\s]|\d$", "", written).upper()
    return name if name in IO_SUPPLY_PINS else None


# the pins that set a part's logic levels when stated beside its core supply ("VDD = 3.3 V,
# VLOGIC = 1.8 V"): a translator's two sides and the output drivers' own supply are not one
_LOGIC_SIDE_PINS = IO_SUPPLY_PINS - OUTPUT_DRIVER_PINS - {"VCCA", "VCCB", "LV", "HV"}


def logic_supply(pins: dict[str, float]) -> float | None:
    """The voltage of the pin the question puts a part's logic on, if it states one: the
    part's input thresholds ("0.7*VLOGIC") scale with it, not with its core supply."""
    return next((volts for pin, volts in pins.items() if pin in _LOGIC_SIDE_PINS), None)
