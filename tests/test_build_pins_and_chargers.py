"""Whole-build conventions found on real sheets, each on a hand-made build over invented parts:

* a threshold table with one row per group of pins ("VIH OSC Pin", "VIH SCK, SI, CS Pins"):
  an SPI line is judged on the row of its own pins, never on another pin's row;
* a logic-level check reports signal rules only (a part's supply is the supply checks' job);
* a battery charger draws its charge current from its input, set by a programming
  resistor the build does not state: the budget counts the most its sheet allows, and a
  sum above the supply's limit is then unknown, not a failure.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.rules.signal import rows_for_pins
from specproof.build import check_build, parse_build
from specproof.build.report import Report


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    sheets = {
        "HX33": [
            fact("HX33", "supply_voltage", "Operating voltage VDD 3.0 3.6 V", min=3.0, max=3.6),
            fact("HX33", "supply_current", "Supply current peak 200 mA", unit="mA", max=200.0,
                 si_max=0.2),
            fact("HX33", "output_high_voltage", "VOH output high 0.8 x VDD",
                 expr_min="0.8*VDD"),
            fact("HX33", "input_high_voltage", "VIH input high 0.75 x VDD VDD + 0.3 V",
                 expr_min="0.75*VDD", expr_max="VDD+0.3"),
        ],
        # its only VIH row is for another pin than the SPI lines
        "PQ50": [
            fact("PQ50", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("PQ50", "supply_current", "Operating current 8 mA", unit="mA", max=8.0,
                 si_max=0.008),
            fact("PQ50", "interface", "SPI serial interface", unit=None, values=["SPI"]),
            fact("PQ50", "input_high_voltage", "VIH OSCIN Pin 1.6 VDD + 1 V", min=1.6,
                 expr_max="VDD+1"),
        ],
        # a row per group of pins: the SPI inputs need 0.7 VDD
        "PQ51": [
            fact("PQ51", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("PQ51", "supply_current", "Operating current 8 mA", unit="mA", max=8.0,
                 si_max=0.008),
            fact("PQ51", "interface", "SPI serial interface", unit=None, values=["SPI"]),
            fact("PQ51", "input_high_voltage", "VIH XTAL Pin 1.5 VDD V", min=1.5,
                 expr_max="VDD"),
            fact("PQ51", "input_high_voltage", "VIH SCK, SDI, CS Pins 0.7 VDD VDD + 0.5 V",
                 expr_min="0.7*VDD", expr_max="VDD+0.5"),
        ],
        "CG42": [
            fact("CG42", "supply_voltage", "Input supply voltage VIN 4.2 6.5 V", min=4.2,
                 max=6.5),
            fact("CG42", "supply_current", "Supply current, charging 0.8 mA", unit="mA",
                 max=0.8, si_max=0.0008, condition="Charging"),
            fact("CG42", "output_current", "Fast charge current PROG = 2 kΩ 470 500 530 mA",
                 unit="mA", min=470.0, typ=500.0, max=530.0, si_max=0.53,
                 condition="PROG = 2 kΩ"),
            fact("CG42", "output_current", "Fast charge current PROG = 10 kΩ 95 100 105 mA",
                 unit="mA", min=95.0, typ=100.0, max=105.0, si_max=0.105,
                 condition="PROG = 10 kΩ"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path_factory.mktemp("pins"), sheets)
    yield s
    s.close()


def run(store, text: str) -> Report:
    return check_build(parse_build(text, "test.toml"), store)


SPI_TO_5V = """
[rails.3v3]
voltage = "3.3 V"
current_limit = "1 A"
[rails.5v]
voltage = "5 V"
current_limit = "1 A"
[parts.host]
part = "HX33"
rail = "3v3"
[parts.peri]
part = "PQ50"
rail = "5v"
[buses.spi]
kind = "SPI"
clock = "1 MHz"
host = "host"
members = ["peri"]
"""


def host_to_member(report: Report) -> list:
    return [r for r in report.rows if r.check == "logic levels" and "host.out → peri" in r.subject]


def test_an_spi_line_is_not_judged_on_another_pins_threshold_row(store):
    levels = host_to_member(run(store, SPI_TO_5V))
    assert levels and "pass" not in {r.status for r in levels if "vih" in r.rule}
    assert any(r.status == "unknown" and "input_high_voltage" in r.why for r in levels)


def test_an_spi_line_is_judged_on_the_row_naming_its_pins(store):
    levels = host_to_member(run(store, SPI_TO_5V.replace('"PQ50"', '"PQ51"')))
    failed = [r for r in levels if r.status == "fail"]
    assert failed and "VIH min 3.5 V" in failed[0].why


def test_a_logic_level_check_reports_signal_rules_only(store):
    # the member's rail is outside its supply range: that is the supply check's row
    text = SPI_TO_5V.replace('voltage = "5 V"', 'voltage = "6 V"')
    report = run(store, text)
    assert any(r.check == "supply range" and r.status == "fail" for r in report.rows)
    levels = [r for r in report.rows if r.check == "logic levels"]
    assert levels and all(r.rule.startswith(("signal.", "build.")) for r in levels)


def test_rows_for_pins_keeps_generic_rows_and_drops_other_pins_rows():
    generic = fact("X", "input_high_voltage", "VIH High-level input voltage 0.7 x VDD")
    other = fact("X", "input_high_voltage", "VIH RESET Pin 0.85 VDD")
    mine = fact("X", "input_high_voltage", "VIH SCL, SDA pins 0.7 VDD")
    assert rows_for_pins([other, generic], {"SCK"}) == [generic]
    assert rows_for_pins([other, mine, generic], {"SDA"}) == [mine]
    assert rows_for_pins([other, generic], set()) == [other, generic]


CHARGER = """
[rails.usb]
voltage = "5 V"
supply = "USB port"
current_limit = "{limit}"
[parts.charger]
part = "CG42"
rail = "usb"
"""


def budget(report: Report):
    return next(r for r in report.rows if r.check == "current budget")


def test_a_charger_whose_largest_charge_current_may_exceed_the_supply_is_unknown(store):
    row = budget(run(store, CHARGER.format(limit="500 mA")))
    assert row.status == "unknown"
    assert "programming resistor" in row.why and "530 mA" in row.why


def test_a_charger_whose_largest_charge_current_fits_the_supply_passes(store):
    row = budget(run(store, CHARGER.format(limit="1 A")))
    assert row.status == "pass" and "charge current at most 530 mA" in row.why
