"""Each rule family across a whole build, on hand-made builds over made-up parts.

The parts and their sheets are invented (a real SQLite store holds them, quotes on their
pages); the checks go through the same engine as an asked question.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.build import check_build, parse_build
from specproof.build.report import Report
from specproof.records import SectionKind

ABS = SectionKind.ABS_MAX


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    sheets = {
        "RG330": [
            fact("RG330", "output_voltage", "Output voltage VOUT 3.25 3.30 3.35 V",
                 min=3.25, typ=3.3, max=3.35),
            fact("RG330", "dropout_voltage", "Dropout voltage IOUT = 300 mA 0.25 0.40 V",
                 typ=0.25, max=0.4, condition="IOUT = 300 mA"),
            fact("RG330", "output_current", "Output current 300 mA", unit="mA", max=300.0,
                 si_max=0.3),
            fact("RG330", "supply_voltage", "Input voltage VIN 2.5 6.0 V", min=2.5, max=6.0,
                 section=SectionKind.RECOMMENDED),
            fact("RG330", "quiescent_current", "Quiescent current IQ 50 µA", unit="µA",
                 max=50.0, si_max=50e-6),
        ],
        "SN12": [
            fact("SN12", "supply_voltage", "Supply voltage VDD 1.8 3.6 V", min=1.8, max=3.6),
            fact("SN12", "supply_current", "Supply current active 2.0 mA", unit="mA", max=2.0,
                 si_max=0.002),
            fact("SN12", "interface", "I2C serial interface", unit=None, values=["I2C"]),
            fact("SN12", "i2c_address", "I2C address 0x40 or 0x41", unit=None,
                 values=["0x40", "0x41"]),
            fact("SN12", "i2c_clock_frequency", "SCL clock frequency fSCL 400 kHz",
                 unit="kHz", max=400.0, si_max=400e3),
            fact("SN12", "input_high_voltage", "VIH input high 0.7 x VDD VDD + 0.3 V",
                 expr_min="0.7*VDD", expr_max="VDD+0.3"),
            fact("SN12", "features", "Connecting ADR to GND results in address 0x40.",
                 page=2, unit=None),
            fact("SN12", "features", "Connecting ADR to VDD results in address 0x41.",
                 page=2, unit=None),
        ],
        "SN99": [
            fact("SN99", "supply_voltage", "Supply voltage VDD 2.0 3.6 V", min=2.0, max=3.6),
            fact("SN99", "supply_current", "Supply current 1.0 mA", unit="mA", max=1.0,
                 si_max=0.001),
            fact("SN99", "interface", "I2C serial interface", unit=None, values=["I2C"]),
            fact("SN99", "i2c_address", "The I2C address is fixed at 0x40.", unit=None,
                 values=["0x40"]),
            fact("SN99", "i2c_clock_frequency", "SCL clock frequency fSCL 100 kHz",
                 unit="kHz", max=100.0, si_max=100e3),
        ],
        "MC01": [
            fact("MC01", "supply_voltage", "Operating voltage VDD 3.0 3.6 V", min=3.0, max=3.6),
            fact("MC01", "supply_current", "Supply current peak 120 mA", unit="mA", max=120.0,
                 si_max=0.12),
            fact("MC01", "output_high_voltage", "VOH output high 2.9 V", min=2.9),
            fact("MC01", "output_low_voltage", "VOL output low 0.4 V", max=0.4),
            fact("MC01", "input_high_voltage", "VIH input high 2.5 3.6 V", min=2.5, max=3.6),
            fact("MC01", "input_low_voltage", "VIL input low 0.8 V", max=0.8),
        ],
        "LG50": [
            fact("LG50", "supply_voltage", "Supply voltage VCC 4.5 5.5 V", min=4.5, max=5.5),
            fact("LG50", "supply_current", "Supply current 5 mA", unit="mA", max=5.0,
                 si_max=0.005),
            fact("LG50", "output_high_voltage", "VOH output high 4.4 V", min=4.4),
            fact("LG50", "output_low_voltage", "VOL output low 0.4 V", max=0.4),
        ],
        "RY05": [
            fact("RY05", "coil_voltage", "Coil voltage 5 VDC", unit="VDC", value=5.0),
            fact("RY05", "coil_resistance", "Coil resistance 70 Ω", unit="Ω", value=70.0),
            fact("RY05", "contact_current", "Contact rating 10 A", unit="A", max=10.0),
            fact("RY05", "contact_voltage", "Contact rating 250 VAC", unit="VAC", max=250.0),
        ],
        "AO10": [
            fact("AO10", "supply_voltage", "Supply voltage 4.5 5.5 V", min=4.5, max=5.5),
            fact("AO10", "supply_current", "Supply current 10 mA", unit="mA", max=10.0,
                 si_max=0.01),
            fact("AO10", "analog_output_voltage", "Output voltage swing 0.5 4.5 V", min=0.5,
                 max=4.5),
        ],
        "AD16": [
            fact("AD16", "supply_voltage", "Supply voltage 2.0 5.5 V", min=2.0, max=5.5),
            fact("AD16", "supply_current", "Supply current 0.2 mA", unit="mA", max=0.2,
                 si_max=0.0002),
            fact("AD16", "analog_input_range", "Analog input voltage GND VDD V",
                 expr_min="GND", expr_max="VDD"),
        ],
        "DR20": [
            fact("DR20", "load_supply_voltage", "Motor supply voltage VM 2.7 10.8 V", min=2.7,
                 max=10.8),
            fact("DR20", "output_current", "Continuous output current 1.5 A", unit="A",
                 max=1.5),
            fact("DR20", "peak_output_current", "Peak output current 2 A", unit="A", max=2.0),
            fact("DR20", "supply_current", "VM supply current 3 mA", unit="mA", max=3.0,
                 si_max=0.003),
        ],
    }  # fmt: skip
    s = make_store(tmp_path_factory.mktemp("build"), sheets)
    yield s
    s.close()


def run(store, text: str) -> Report:
    return check_build(parse_build(text, "test.toml"), store)


def rows(report: Report, check: str) -> list:
    return [r for r in report.rows if r.check == check]


def statuses(report: Report, check: str) -> list[str]:
    return [r.status for r in rows(report, check)]


SENSOR_ON_REGULATOR = """
[rails.bat]
voltage = "5 V"
current_limit = "1 A"
[rails.3v3]
voltage = "3.3 V"
source = "reg"
[parts.reg]
part = "RG330"
rail = "bat"
[parts.sensor]
part = "SN12"
rail = "3v3"
"""


# ---------------------------------------------------------------- supply range


def test_a_part_on_a_rail_outside_its_supply_range_fails_with_the_cited_row(store):
    report = run(store, '[rails.r]\nvoltage = "5 V"\ncurrent_limit = "1 A"\n'
                 '[parts.s]\npart = "SN12"\nrail = "r"\n')  # fmt: skip
    (row,) = rows(report, "supply range")
    assert row.status == "fail"
    assert row.cited and row.cited[0].quote == "Supply voltage VDD 1.8 3.6 V"
    assert row.where == "test.toml:6"  # the line of its rail
    assert report.overall == "fails"


def test_a_part_on_a_rail_inside_its_range_passes(store):
    report = run(store, '[rails.r]\nvoltage = "3.3 V"\ncurrent_limit = "1 A"\n'
                 '[parts.s]\npart = "SN12"\nrail = "r"\n')  # fmt: skip
    assert statuses(report, "supply range") == ["pass"]
    assert report.overall == "passes"


def test_a_relay_coil_is_checked_against_its_coil_voltage(store):
    report = run(store, '[rails.r]\nvoltage = "12 V"\ncurrent_limit = "1 A"\n'
                 '[parts.k]\npart = "RY05"\nrail = "r"\n')  # fmt: skip
    (row,) = rows(report, "supply range")
    assert row.status == "fail" and "coil_voltage" in row.why


def test_a_part_on_no_rail_is_unknown_never_a_pass(store):
    report = run(store, '[parts.s]\npart = "SN12"\n')
    assert statuses(report, "supply range") == ["unknown"]
    assert report.overall == "cannot confirm"


# ---------------------------------------------------------------- regulators


def test_a_regulator_feeding_a_sensor_passes_headroom_and_output_range(store):
    report = run(store, SENSOR_ON_REGULATOR)
    found = {r.rule: r.status for r in rows(report, "regulator")}
    assert found["power.regulator_headroom"] == "pass"
    assert found["power.output_in_load_supply_range"] == "pass"


def test_a_regulator_without_headroom_fails(store):
    report = run(store, SENSOR_ON_REGULATOR.replace('voltage = "5 V"', 'voltage = "3.4 V"'))
    headroom = [r for r in rows(report, "regulator") if r.rule == "power.regulator_headroom"]
    assert [r.status for r in headroom] == ["fail"]


# ---------------------------------------------------------------- current budget


def test_the_budget_sums_every_part_through_the_regulator(store):
    report = run(store, SENSOR_ON_REGULATOR)
    by_rail = {r.subject.split()[1]: r for r in rows(report, "current budget")}
    assert by_rail["bat"].status == "pass"
    # the sensor's 2 mA passes through the regulator, with its own 50 µA
    assert "2.05 mA" in by_rail["bat"].why and "assumed" in by_rail["bat"].why
    assert by_rail["3v3"].status == "pass" and "RG330 output current 300 mA" in by_rail["3v3"].why


def test_an_over_budget_rail_fails_counting_every_copy(store):
    text = '[rails.usb]\nvoltage = "5 V"\ncurrent_limit = "500 mA"\n' \
           '[parts.k]\npart = "RY05"\ncount = 8\nrail = "usb"\n'  # fmt: skip
    (row,) = rows(run(store, text), "current budget")
    assert row.status == "fail"
    assert "k ×8" in row.why  # 8 × 5 V / 70 Ω = 571 mA


def test_a_rail_without_a_stated_supply_limit_is_unknown(store):
    text = '[rails.r]\nvoltage = "3.3 V"\n[parts.s]\npart = "SN12"\nrail = "r"\n'
    (row,) = rows(run(store, text), "current budget")
    assert row.status == "unknown" and "not stated" in row.why


def test_a_driver_load_counts_on_its_rail(store):
    text = (
        '[rails.m]\nvoltage = "7.4 V"\ncurrent_limit = "2 A"\n'
        '[parts.drv]\npart = "DR20"\nrail = "m"\n'
        'load = { voltage = "7.4 V", current = "1 A", peak = "2 A" }\n'
    )
    report = run(store, text)
    (budget,) = rows(report, "current budget")
    assert budget.status == "fail" and "load 2 A (stated in the build)" in budget.why
    switching = {r.rule: r.status for r in rows(report, "switching capacity")}
    assert switching["power.output_current_covers_load"] == "pass"
    assert switching["power.peak_output_current_covers_load"] == "pass"


# ---------------------------------------------------------------- buses


I2C = """
[rails.3v3]
voltage = "3.3 V"
current_limit = "1 A"
[parts.mcu]
part = "MC01"
rail = "3v3"
[parts.a]
part = "SN12"
rail = "3v3"
[parts.b]
part = "SN12"
rail = "3v3"
[buses.i2c]
kind = "I2C"
host = "mcu"
pull_up = "3v3"
clock = "{clock}"
members = [{{ part = "a", pins = {{ ADR = "{a}" }} }}, {{ part = "b", pins = {{ ADR = "{b}" }} }}]
"""


def address_row(report: Report):
    (row,) = [r for r in rows(report, "bus members") if "address" in r.rule]
    return row


def test_two_chips_with_one_address_setting_collide(store):
    row = address_row(run(store, I2C.format(clock="100 kHz", a="GND", b="GND")))
    assert row.status == "fail" and "0x40" in row.why
    assert any(c.quote == "Connecting ADR to GND results in address 0x40." for c in row.cited)


def test_two_chips_with_different_settings_each_get_an_address(store):
    row = address_row(run(store, I2C.format(clock="100 kHz", a="GND", b="VDD")))
    assert row.status == "pass" and "a 0x40" in row.why and "b 0x41" in row.why


def test_a_fixed_address_part_collides_with_a_chip_set_to_it(store):
    text = I2C.format(clock="100 kHz", a="GND", b="VDD").replace(
        '[parts.b]\npart = "SN12"', '[parts.b]\npart = "SN99"'
    )
    text = text.replace('{ part = "b", pins = { ADR = "VDD" } }', '"b"')
    assert address_row(run(store, text)).status == "fail"


def test_the_bus_clock_is_checked_against_every_member(store):
    text = I2C.format(clock="400 kHz", a="GND", b="VDD").replace(
        '[parts.b]\npart = "SN12"', '[parts.b]\npart = "SN99"'
    )
    text = text.replace('{ part = "b", pins = { ADR = "VDD" } }', '"b"')
    clock = {r.why.split("limit")[0]: r.status for r in rows(run(store, text), "bus clock")}
    assert sorted(clock.values()) == ["fail", "pass"]  # SN99's 100 kHz limit fails


def test_a_pulled_up_bus_checks_every_receiver(store):
    report = run(store, I2C.format(clock="100 kHz", a="GND", b="VDD"))
    levels = rows(report, "logic levels")
    assert levels and all(r.status != "fail" for r in levels)
    assert {r.subject for r in levels} == {"bus i2c pulled up to 3.3 V"}


def test_a_bus_without_its_pull_up_voltage_is_unknown(store):
    text = I2C.format(clock="100 kHz", a="GND", b="VDD").replace('pull_up = "3v3"\n', "")
    assert "unknown" in statuses(run(store, text), "logic levels")


# ---------------------------------------------------------------- connections


NET = """
[rails.5v]
voltage = "5 V"
current_limit = "1 A"
[rails.3v3]
voltage = "3.3 V"
current_limit = "1 A"
[parts.logic5]
part = "LG50"
rail = "5v"
[parts.mcu]
part = "MC01"
rail = "3v3"
[[connections]]
from = "logic5.Y"
to = "mcu.GPIO4"
"""


def test_a_5_v_output_into_a_3_3_v_input_fails(store):
    levels = rows(run(store, NET), "logic levels")
    failed = [r for r in levels if r.status == "fail"]
    assert failed and "VIH max 3.6 V" in failed[0].why
    assert failed[0].subject == "logic5.Y → mcu.GPIO4"


def test_a_3_3_v_output_into_a_3_3_v_input_passes(store):
    text = NET.replace(
        '[[connections]]\nfrom = "logic5.Y"\nto = "mcu.GPIO4"',
        '[parts.s]\npart = "SN12"\nrail = "3v3"\n[[connections]]\nfrom = "mcu.GPIO4"\nto = "s.INT"',
    )
    levels = rows(run(store, text), "logic levels")
    assert levels and all(r.status == "pass" for r in levels)


def test_an_analog_output_beyond_the_input_range_fails(store):
    text = NET.replace("LG50", "AO10").replace(
        '[[connections]]\nfrom = "logic5.Y"\nto = "mcu.GPIO4"',
        '[parts.adc]\npart = "AD16"\nrail = "3v3"\n'
        '[[connections]]\nfrom = "logic5.OUT"\nto = "adc.AIN0"\nkind = "analog"',
    )
    (row,) = rows(run(store, text), "analog range")[-1:]
    assert row.status == "fail" and "0.5..4.5 V" in row.why


# ---------------------------------------------------------------- switching


def test_a_relay_contact_over_its_rating_fails(store):
    text = (
        '[rails.5v]\nvoltage = "5 V"\ncurrent_limit = "1 A"\n'
        '[parts.k]\npart = "RY05"\nrail = "5v"\n'
        'load = { voltage = "230 V", ac = true, current = "16 A", kind = "resistive" }\n'
    )
    found = {r.rule: r.status for r in rows(run(store, text), "switching capacity")}
    assert found["switch.contact_current_rating"] == "fail"
    assert found["switch.contact_voltage_rating"] == "pass"


def test_the_overall_result_needs_every_check_to_pass(store):
    report = run(store, SENSOR_ON_REGULATOR)
    assert report.overall == "passes"
    assert report.to_dict()["counts"]["fail"] == 0
