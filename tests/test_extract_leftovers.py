"""Leftover extraction patterns: a regulator's supply input among the absolute ratings,
symbolic bounds that are no quantities, output levels after a decimal value, and
company names that are no table text."""

from __future__ import annotations

from specproof.extract.identity import _company_name
from specproof.extract.lexicon import classify
from specproof.extract.lines import labelled_values
from specproof.records import SectionKind
from specproof.units import parse_quantity

ABS = SectionKind.ABS_MAX


def _field(label: str, section: SectionKind = ABS, symbol: str | None = None) -> str | None:
    guess = classify(label, "voltage", section, symbol)
    return guess.field if guess else None


def test_supply_input_of_a_regulator_is_a_supply_rating() -> None:
    assert _field("Input Voltage", symbol="VIN") == "abs_max_supply_voltage"
    assert _field("Input voltage (Note 1)", symbol="VIN") == "abs_max_supply_voltage"
    assert _field("Input supply voltage") == "abs_max_supply_voltage"
    assert _field("VIN to GND", symbol="VIN") == "abs_max_supply_voltage"


def test_signal_inputs_stay_input_ratings() -> None:
    assert _field("Input voltage on any control pin (CS, SCL/SPC)", symbol="Vin") == (
        "abs_max_input_voltage"
    )
    assert _field("Input voltage SCL, SDA, ALERT") == "abs_max_input_voltage"
    assert _field("Analog input voltage", symbol="VIN") == "abs_max_input_voltage"
    assert _field("Input voltage", symbol="VI") == "abs_max_input_voltage"
    assert _field("SDA, SCL") == "abs_max_input_voltage"
    assert _field("EN input voltage", symbol="VIN") == "abs_max_input_voltage"


def test_parenthesised_exception_does_not_cut_the_label() -> None:
    text = "All inputs and outputs (except VBAT) w.r.t. VSS..........-0.6V to VCC + 1.0V"
    items = labelled_values(text)
    assert len(items) == 1
    assert items[0].label.startswith("All inputs and outputs (except VBAT)")
    assert items[0].value.min == -0.6 and items[0].value.expr_max == "VCC+1.0"
    assert _field(items[0].label) == "abs_max_input_voltage"


def test_a_lone_symbol_with_a_non_voltage_unit_is_no_quantity() -> None:
    assert parse_quantity("(except VBAT) w.r.t.") is None
    assert parse_quantity("IDD) A note") is None
    pv = parse_quantity("max VDD + 0.3 V")
    assert pv is not None and pv.expr_max == "VDD+0.3"


def test_output_levels_after_a_decimal_value() -> None:
    for text in ("Level output: high 3.3V / low 0V", "Output: high 5.0 V, low 0 V"):
        fields = [_field(lv.context, SectionKind.OTHER) for lv in labelled_values(text) if lv.value]
        assert fields == ["output_high_voltage", "output_low_voltage"], text


def test_degree_temperature_range_of_a_hobby_module() -> None:
    items = labelled_values("Operation temperature: -15 ~ +70 degree")
    assert len(items) == 1
    pv = items[0].value
    assert (pv.min, pv.max, pv.canonical) == (-15.0, 70.0, "°C")
    guess = classify(items[0].label, "temperature", SectionKind.OTHER, None, 2)
    assert guess is not None and guess.field == "operating_temperature"


def test_company_name_is_no_table_text() -> None:
    table = "Power Dissipation PD Internally Limited W"
    assert _company_name(table) is None
    assert _company_name(table + "\n© Acme Semiconductor Components, 2022") == (
        "Acme Semiconductor"
    )
    assert _company_name("Made by Shenzhen Foo Co., Ltd.") == "Shenzhen Foo Co., Ltd."
    assert _company_name("Bar Electronics GmbH\nThermal Limited") == "Bar Electronics GmbH"


def test_own_limit_row_does_not_inherit_the_parameter_above() -> None:
    from specproof.extract.row_labels import OWN_LIMIT_NAME

    assert OWN_LIMIT_NAME.match("Maximum received signal @30.8% PER")
    assert OWN_LIMIT_NAME.match("Min. input level")
    assert not OWN_LIMIT_NAME.match("11b, 1 Mbps")
    assert not OWN_LIMIT_NAME.match("Max")
