"""Switching rules: a MOSFET's gate drive, a pin's current for a relay coil, a contact
rating by contact form and load kind.
"""

from __future__ import annotations

from agent_support import ev, fact
from specproof.agent import rules as R


def _mosfet() -> R.Evidence:
    th = fact("Q", "gate_threshold_voltage", "VGS(th) 0.6 0.95 1.5 V", min=0.6, typ=0.95, max=1.5)
    r1 = fact("Q", "on_resistance", "RDS(on) VGS = 4.5 V 36 45 mΩ", unit="mΩ", typ=36, max=45)
    r2 = fact("Q", "on_resistance", "RDS(on) VGS = 2.5 V 48 62 mΩ", unit="mΩ", typ=48, max=62)
    vds = fact("Q", "drain_source_voltage", "VDS 30 V", max=30.0)
    return ev({("Q", "gate_threshold_voltage"): [th], ("Q", "on_resistance"): [r1, r2],
               ("Q", "drain_source_voltage"): [vds]})  # fmt: skip


def test_gate_drive() -> None:
    e = _mosfet()
    assert R.combine(R.gate_drive("Q", 3.3, e)) == "compatible"
    assert R.combine(R.gate_drive("Q", 1.8, e)) == "insufficient_evidence"  # RDS(on) untested
    assert R.combine(R.gate_drive("Q", 1.2, e)) == "incompatible"  # below VGS(th) max
    assert R.drain_voltage_rating("Q", 12.0, e).outcome.passed is True
    assert R.drain_voltage_rating("Q", 48.0, e).outcome.passed is False


def test_pin_current_against_relay_coil_current_from_ohms_law() -> None:
    coil_v = fact("K", "coil_voltage", "05 5 VDC 70", unit="VDC", value=5.0)
    coil_r = fact("K", "coil_resistance", "05 5 VDC 70", unit="Ohm", value=70.0)
    pin = fact("M", "output_current", "IOH high drive 6 9 14 mA", unit="mA", min=6, typ=9, max=14)
    table = {("K", "coil_voltage"): [coil_v], ("K", "coil_resistance"): [coil_r],
             ("M", "output_current"): [pin]}  # fmt: skip
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is False
    small = fact("K", "supply_current", "coil current 5 mA", unit="mA", value=5.0)
    table[("K", "supply_current")] = [small]
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is True


def test_contact_rating_by_form_and_kind() -> None:
    no = fact("K", "contact_current", "1A/1C(NO): 10A 250VAC", unit="A", max=10)
    nc = fact("K", "contact_current", "1B/1C(NC): 7A 250VAC", unit="A", max=7)
    volts = fact("K", "contact_voltage", "Max. switching voltage 250VAC", unit="VAC", max=250)
    e = ev({("K", "contact_current"): [no, nc], ("K", "contact_voltage"): [volts]})
    assert R.combine(R.contact_rating("K", e, 13.0, 230.0, True, "NO")) == "incompatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, "NO")) == "compatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, "NC")) == "incompatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, None)) == "insufficient_evidence"


def test_a_pin_rated_only_by_its_absolute_maximum_fails_a_larger_load_and_proves_no_smaller() -> (
    None
):
    """A logic chip whose sheet rates its outputs only among the absolute maximum ratings
    ("output current ±35 mA"): a 70 mA coil is beyond what the pin may ever carry, while a
    5 mA load is still unproven (a rating is no operating promise)."""
    coil = fact("K", "supply_current", "coil current 70 mA", unit="mA", value=70.0)
    limit = fact("M", "output_current", "IO output current per pin -35 35 mA", unit="mA",
                 min=-35, max=35)  # fmt: skip
    table = {("K", "supply_current"): [coil], ("M", R.limit_of("output_current")): [limit]}
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is False
    table[("K", "supply_current")] = [
        fact("K", "supply_current", "coil current 5 mA", unit="mA", value=5.0)
    ]
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is None


def test_a_contact_rated_for_a_switching_power_fails_a_load_of_more_watts() -> None:
    """48 V at 0.5 A is inside a 100 V and a 0.5 A rating, but 24 W is over the contact's
    10 W switching power; a sheet stating no power rating leaves the other two to decide."""
    amps = fact("S", "contact_current", "Switching current max. 0.5 A", unit="A", max=0.5)
    volts = fact("S", "contact_voltage", "Switching voltage max. 100 V DC", max=100.0)
    watts = fact("S", "contact_power", "Switching power max. 10 W", unit="W", max=10.0)
    table = {("S", "contact_current"): [amps], ("S", "contact_voltage"): [volts]}
    assert R.combine(R.contact_rating("S", ev(table), 0.5, 48.0, False, None)) == "compatible"
    table[("S", "contact_power")] = [watts]
    results = R.contact_rating("S", ev(table), 0.5, 48.0, False, None)
    assert R.combine(results) == "incompatible"
    assert [r.outcome.rule for r in results if r.outcome.passed is False] == [
        "switch.contact_power_rating"
    ]
    assert R.combine(R.contact_rating("S", ev(table), 0.1, 48.0, False, None)) == "compatible"


def test_a_load_whose_current_type_is_unsaid_is_judged_only_where_ac_and_dc_ratings_agree() -> None:
    """A contact rated "8 A 250 V AC / 8 A 24 V DC" and a "120 V, 2 A" load of unsaid
    current type: the DC rating would refuse it and the AC one allow it, so neither verdict
    holds. A load within both ratings, or beyond both, is settled."""
    ac = fact("K", "contact_voltage", "Rated load 8 A 250 V AC", unit="V", max=250.0)
    dc = fact("K", "contact_voltage", "Rated load 8 A 24 V DC", unit="V", max=24.0)
    amps = fact("K", "contact_current", "Rated load 8 A", unit="A", max=8.0)
    e = ev({("K", "contact_voltage"): [ac, dc], ("K", "contact_current"): [amps]})
    assert R.combine(R.contact_rating("K", e, 2.0, 120.0, None, None)) == "insufficient_evidence"
    assert R.combine(R.contact_rating("K", e, 2.0, 120.0, True, None)) == "compatible"
    assert R.combine(R.contact_rating("K", e, 2.0, 12.0, None, None)) == "compatible"
    assert R.combine(R.contact_rating("K", e, 2.0, 400.0, None, None)) == "incompatible"


def test_a_rating_naming_no_load_kind_proves_a_resistive_load_and_no_inductive_one() -> None:
    """ "Switching current 2 A, 30 V DC" with no load kind is the nominal, resistive rating:
    a 1 A heater is within it; a 1 A valve (inductive, it arcs on break) is unproven, and a
    3 A valve is over it either way."""
    amps = fact("K", "contact_current", "Switching current 2 A", unit="A", max=2.0)
    volts = fact("K", "contact_voltage", "Switching voltage 30 V DC", unit="V", max=30.0)
    e = ev({("K", "contact_current"): [amps], ("K", "contact_voltage"): [volts]})
    assert R.combine(R.contact_rating("K", e, 1.0, 24.0, False, None, "resistive")) == (
        "compatible"
    )
    assert R.combine(R.contact_rating("K", e, 1.0, 24.0, False, None, "inductive")) == (
        "insufficient_evidence"
    )
    assert R.combine(R.contact_rating("K", e, 3.0, 24.0, False, None, "inductive")) == (
        "incompatible"
    )
