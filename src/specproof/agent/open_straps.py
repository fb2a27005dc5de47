"""An address pin the question leaves floating ("the A0 pin is just floating, no jumper"):
the part's address is then whatever level the pin drifts to, which a sheet settles only by
saying the pin may be left open (an internal pull). Otherwise every address the part can
take is still possible, and naming them would answer a question the wiring leaves open.
"""

from __future__ import annotations

from specproof.agent.rules.build import Sheets
from specproof.agent.rules.pin_table import cite, pin_policies
from specproof.agent.understand.straps import named_address_pins


def floating_address_pin(
    left_open: dict[str, tuple[str, ...]], device: str, field: str, sheets: Sheets
) -> str | None:
    """What is missing when the question leaves one of the device's address pins open
    (``left_open``: understand.open_pins, read once per question) and its sheet does not
    allow that; None otherwise."""
    if field != "i2c_address":
        return None
    pins = [p for p in left_open.get(device, ()) if named_address_pins(p) == (p,)]
    if not pins:
        return None
    allowed = {
        pin
        for policy, _ in sheets(device, pin_policies, cite)
        if policy.allowed
        for pin in policy.pins
    }
    for pin in pins:
        if pin not in allowed:
            unsaid = f"the sheet does not say which address a floating {pin} selects"
            return f"{device} i2c_address with {pin} left floating ({unsaid})"
    return None
