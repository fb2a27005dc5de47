"""Key-value lines, features lists, output signal kinds, packages and identity on
hand-built pages: the layouts of hobbyist-module "spec sheets"."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity, package_names
from specproof.extract.interfaces import output_signal_types
from specproof.extract.lines import LineContext, is_condition_value, label_tries, labelled_values
from specproof.records import Fact, Identity, Line, Page, Span
from specproof.units import find_quantities

IDENT = Identity(device="XYZ123")


def page(number: int, *texts: str, sizes: dict[int, float] | None = None) -> Page:
    lines = []
    for i, text in enumerate(texts):
        size = (sizes or {}).get(i, 9.0)
        top = 20.0 + 14 * i
        span = Span(text, 40, 40 + 5 * len(text))
        lines.append(Line(text, (40, top, span.x1, top + size), [span], size=size))
    return Page(number=number, width=600, height=800, lines=lines)


def facts_of(*texts: str) -> list[Fact]:
    return extract_facts("doc", "x.pdf", [page(1, *texts)], IDENT)


def one(facts: list[Fact], field: str, quantity: str | None = None) -> Fact:
    found = [f for f in facts if f.field == field and f.quantity == quantity]
    assert found, f"no {field}/{quantity} in {[(f.field, f.quantity) for f in facts]}"
    return found[0]


def test_spec_sheet_lines_with_loose_units() -> None:
    facts = facts_of(
        "Electric Parameter",
        "Working Voltage DC 5 V",
        "Working Current 15mA",
        "Detection range 300～10000ppm(flammable gas)",
        "Heater consumption PH ≤950mW",
        "Output Voltage Vs 2.5V～4.0V（in 2000ppmC3H8）",
        "Temperature range -40~80Celsius",
        "Humidity range 0-100%RH",
        "Accuracy ±2%RH",
        "Response time <5s",
    )
    assert one(facts, "supply_voltage").value == 5.0
    assert one(facts, "supply_current").value == 15.0
    gas = one(facts, "measurement_range", "gas_concentration")
    assert (gas.min, gas.max) == (300.0, 10000.0)
    assert one(facts, "power_consumption").max == 950.0
    out = one(facts, "analog_output_voltage")  # a signal output, not a regulator's output
    assert (out.min, out.max) == (2.5, 4.0)
    assert not [f for f in facts if f.field == "output_voltage"]
    temp = one(facts, "measurement_range", "temperature")
    assert (temp.min, temp.max) == (-40.0, 80.0)
    assert one(facts, "measurement_range", "relative_humidity").max == 100.0
    acc = one(facts, "accuracy", "relative_humidity")
    assert (acc.min, acc.max) == (-2.0, 2.0)
    assert one(facts, "response_time").max == 5.0
    for f in facts:
        assert f.source.quote in [ln.text for ln in page(1, f.source.quote).lines]


def test_condition_before_a_value_of_another_unit_is_no_tolerance() -> None:
    pvs = find_quantities("Accuracy: At 25℃ ±5% RH")
    assert (pvs[0].value, pvs[0].canonical) == (25.0, "°C")
    facts = facts_of("Accuracy: At 25℃ ±5% RH")
    acc = one(facts, "accuracy", "relative_humidity")
    assert (acc.min, acc.max) == (-5.0, 5.0)
    assert not [f for f in facts if f.quantity == "temperature"]


def test_symbol_comparator_is_a_condition_only_before_another_value() -> None:
    items = labelled_values("Supply current IDD < 4V 10 mA")
    assert is_condition_value(items, 0)
    items = labelled_values("Heater consumption PH ≤950mW")
    assert not is_condition_value(items, 0)
    items = labelled_values("guaranteed to regulate if the output current is greater than 10mA.")
    assert is_condition_value(items, 0)


def test_value_named_by_the_words_on_the_next_line() -> None:
    items = labelled_values("the range in proportion; we suggest to use over 60ms")
    ctx = LineContext(previous=[], following="measurement cycle, in order to prevent echoes.")
    assert any("measurement cycle" in t for t in label_tries(items, 0, ctx))
    facts = facts_of(
        "the range in proportion; we suggest to use over 60ms",
        "measurement cycle, in order to prevent echoes.",
    )
    assert one(facts, "response_time").min == 60.0


def test_bare_value_line_continues_the_label_above() -> None:
    facts = facts_of("Contact Capacity 10A 28VDC", "10A 125VAC")
    volts = sorted(f.max for f in facts if f.field == "contact_voltage" and f.max)  # ratings
    assert volts == [28.0, 125.0]


def test_column_heading_names_rows_of_part_numbers() -> None:
    facts = facts_of(
        "PACKAGE TYPE OPERATING JUNCTION",
        "TO-252 SOT-223 8L SOIC TEMPERATURE RANGE",
        "XYZ123CD XYZ123 XYZ123CS -40 to 125° C",
    )
    t = one(facts, "operating_temperature")
    assert (t.min, t.max) == (-40.0, 125.0)


def test_features_bullets_in_two_columns() -> None:
    facts = facts_of(
        "FEATURES APPLICATIONS",
        "• Output Current of 1A • 5V to 3.3V Linear Regulator",
        "• 1A output current",
    )
    assert one(facts, "output_current").value == 1.0
    assert not [f for f in facts if f.field == "output_voltage"]


def test_test_voltages_and_vibration_are_not_specs_of_the_contacts() -> None:
    facts = facts_of(
        "Between coil & contact 1500VAC 50/60HZ (1 minute)",
        "Insulation Resistance 100 MΩ Min. (500VDC)",
        "Error Operation 10 to 55Hz Double Amplitude 1.5mm",
        "Max. Allowable Power Force 800VAC/240W 1200VA/300W",
        "Operating Humidity 45 to 85% RH",
    )
    assert {f.field for f in facts} == {"operating_humidity"}


def test_output_signal_kinds() -> None:
    assert output_signal_types("Echo Pulse Output") == ["pulse"]
    assert output_signal_types("Echo Output Signal Input TTL lever signal") == ["TTL"]
    assert output_signal_types("VIOUT Analog output signal") == ["analog"]
    assert output_signal_types("Trigger Input Signal 10uS TTL pulse") == []
    assert output_signal_types("the theoretical digital output code of the A/D") == []
    facts = facts_of("Echo Pulse Output", "Echo Output Signal Input TTL lever signal")
    sig = one(facts, "output_signal_type")
    assert sorted(sig.values or []) == ["TTL", "pulse"]


def test_packages_from_a_features_line() -> None:
    text = "• SOT-223, TO-252 and SO-8 package available • Battery Powered Instrumentation"
    assert package_names(text) == ["SOT-223", "TO-252", "SO-8"]
    assert package_names("the SO-8 pinout") == []  # no word says these are packages
    facts = facts_of(text, "offered in the SOT-223 package, in the 8L SOIC and DPAK package")
    assert one(facts, "package").values == ["SOT-223", "TO-252", "SO-8"]


def test_identity_keeps_the_family_name_and_the_module_name() -> None:
    p1 = page(1, "INA219 Zero-Drift Current Monitor", "INA219B grade", sizes={0: 16.0})
    ident = detect_identity([p1], "whatever.pdf", "INA219 Zero-Drift Current Monitor")
    assert ident.device == "INA219"  # "I…" with three digits is a part, not a current symbol
    p1 = page(1, "Ambient Light Sensor IC", "BH1750FVI No.11046EDT01", sizes={0: 27.0})
    ident = detect_identity([p1], "x.pdf", "")
    assert ident.device == "BH1750FVI" and "BH1750" in ident.aliases
    p1 = page(1, "ESP32 WROOM 32", "Datasheet", sizes={0: 36.0})
    p2 = page(2, "ESP32-WROOM-32 is a Wi-Fi module built around the ESP32 chip")
    p3 = page(3, "The ESP32 chip, ESP32 pins", "ESP32-WROOM-32 pin layout")
    ident = detect_identity([p1, p2, p3], "x.pdf", "")
    assert ident.device == "ESP32-WROOM-32" and "ESP32" in ident.aliases


def test_identity_ignores_approval_numbers_and_falls_back_to_the_file_name() -> None:
    p1 = page(
        1,
        "RELAY ISO9002",
        "SRD XX VDC S L C",
        "CCC FILE NUMBER:CH0036746-99 10A/250VDC",
        "UL /CUL FILE NUMBER: E167996 10A/125VAC 28VDC",
    )
    ident = detect_identity([p1], "srd-05vdc-sl-c.pdf", "RELAY ISO9002")
    assert ident.device == "SRD-05VDC-SL-C"
    # a part named in the title wins over the file name
    ident = detect_identity([p1], "srd-05vdc-sl-c.pdf", "SRD-05VDC relay JQC3F")
    assert ident.device == "SRD-05VDC"


def test_file_name_becomes_an_alias_when_it_reads_like_a_part() -> None:
    p1 = page(1, "Temperature and humidity module", "AM2302 Product Manual", sizes={1: 18.0})
    ident = detect_identity([p1, page(2, "AM2302 supply voltage 3.3V")], "dht22.pdf", "")
    assert ident.device == "AM2302" and "DHT22" in ident.aliases


def test_a_second_symbol_comparison_on_a_fault_row_is_a_condition_too() -> None:
    # TI device-protection table: fault condition, reports, then the recovery condition
    items = labelled_values("VM < 2.5 V None Disabled Disabled VM > 2.7 V")
    assert is_condition_value(items, 0) and is_condition_value(items, 1)
    assert not [f for f in facts_of("VM undervoltage", "VM < 2.5 V None Disabled Disabled VM > 2.7 V")
                if f.field.endswith("supply_voltage")]  # fmt: skip


def test_legends_and_other_parts_outputs_state_no_output_kind() -> None:
    assert output_signal_types("OD = Open-drain output, IO = Input/output") == []
    assert output_signal_types("fo = output frequency in MHz;") == []
    assert output_signal_types("2, For Reset IC of the Open drain output") == []
    assert output_signal_types("2 BASE Analog Output Regulator control output") == []
    assert output_signal_types("4 PWM Heater driver PWM output.") == []
    assert output_signal_types("OPEN-DRAIN DIGITAL OUTPUTS (SDA)") == ["digital", "open-drain"]
