"""Conventions of small regulator, charger and monitor sheets: feature lists set beside
a list of applications, names wrapped around a symbol-only row, charge currents, tolerance
footnotes. Proved on small generated PDFs whose wording is not any maker's."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def test_features_listed_beside_applications_under_one_heading_line_are_read(
    tmp_path: Path,
) -> None:
    runs: list[pdfgen.Placed] = [
        *rows_at(50, (60, "QR7710 Series")),
        *rows_at(70, (60, "Low-noise positive voltage regulators for battery products.")),
        (60, 100, "APPLICATIONS", "B"),  # one heading line over two columns
        (300, 100, "FEATURES", "B"),
        *rows_at(116, (60, "- Handheld meters"), (300, "Operating Voltage : 2.0V ~ 5.5V")),
        *rows_at(132, (60, "- Wearables"), (300, "Quiescent Current : 2.5\u00b5A (TYP.)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 5.5)]
    assert [f.value for f in find(facts, "quiescent_current")] == [2.5]


def test_a_name_wrapped_below_its_row_names_the_sub_rows_that_follow(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QC210 Single-Cell Charger")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Supply voltage"), (330, "4.2"), (430, "6.5"), (480, "V")),
        *rows_at(132, (60, "Bulk Charge Current"), (200, "RSET = 5 k"), (330, "180")),
        *rows_at(132, (380, "200"), (430, "220"), (480, "mA")),
        *rows_at(141, (60, "Setpoint")),  # the name's second line, closer than a row
        *rows_at(146, (200, "RSET = 2.5 k"), (330, "360"), (380, "400"), (430, "440")),
        *rows_at(146, (480, "mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc210.pdf", [runs]))
    charge = sorted((f.min, f.typ, f.max) for f in find(facts, "output_current"))
    assert charge == [(180, 200, 220), (360, 400, 440)]


def test_a_chargers_trickle_charge_current_is_its_output_current(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QC210 Single-Cell Charger")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Trickle Charge Current"), (200, "VB < 2.7 V"), (330, "18")),
        *rows_at(116, (380, "25"), (430, "32"), (480, "mA")),
        *rows_at(132, (60, "Battery Regulation Voltage"), (330, "4.16")),
        *rows_at(132, (380, "4.2"), (430, "4.24"), (480, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc210.pdf", [runs]))
    assert [(f.min, f.typ, f.max) for f in find(facts, "output_current")] == [(18, 25, 32)]


def test_a_chargers_float_voltage_is_its_output_voltage(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QC210 Single-Cell Charger")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Float Voltage"), (200, "IB = 20 mA"), (330, "4.16")),
        *rows_at(116, (380, "4.2"), (430, "4.24"), (480, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc210.pdf", [runs]))
    assert [(f.min, f.typ, f.max) for f in find(facts, "output_voltage")] == [(4.16, 4.2, 4.24)]


SYMBOL_FIRST_HEAD = [
    (40, "SYMBOL"),
    (95, "PARAMETER"),
    (210, "CONDITIONS"),
    (330, "MIN"),
    (380, "TYP"),
    (430, "MAX"),
    (480, "UNITS"),
]


def test_a_name_set_around_a_symbol_only_row_names_that_row(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QR7710 Regulator")),
        *rows_at(100, *SYMBOL_FIRST_HEAD),
        *rows_at(116, (40, "VIN"), (95, "Supply Voltage"), (330, "2.5"), (430, "5.5")),
        *rows_at(116, (480, "V")),
        *rows_at(129, (95, "Nominal Output")),  # half of the name above the row
        *rows_at(133, (40, "VREG"), (210, "IL = 10mA"), (330, "1.71"), (380, "1.8")),
        *rows_at(133, (430, "1.89"), (480, "V")),
        *rows_at(139, (95, "Voltage, Fixed")),  # and half below it
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.min, f.typ, f.max) for f in find(facts, "output_voltage")] == [(1.71, 1.8, 1.89)]


def test_a_symbol_centred_beside_rows_with_wrapped_conditions_names_them_all(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QR7710 Regulator")),
        *rows_at(100, *SYMBOL_FIRST_HEAD),
        *rows_at(116, (40, "VIN"), (95, "Supply Voltage"), (330, "2.5"), (430, "5.5")),
        *rows_at(116, (480, "V")),
        *rows_at(160, (210, "Active, RSET = 2 k"), (380, "210"), (430, "400"), (480, "uA")),
        *rows_at(174, (210, "Standby (Load"), (380, "30"), (430, "60"), (480, "uA")),
        *rows_at(186, (210, "Removed),")),  # the Idle row's cell, wrapped
        *rows_at(192, (40, "IDD"), (95, "Supply Current")),  # centred on the block
        *rows_at(198, (210, "Sleep (EN Low,"), (380, "1"), (430, "2"), (480, "uA")),
        *rows_at(210, (210, "VIN < VUVLO)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.typ, f.max) for f in find(facts, "supply_current")] == [(210, 400)]
    assert sorted(f.typ for f in find(facts, "standby_current")) == [1, 30]


def test_the_smbus_alert_response_address_is_no_address_of_the_part(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QM120 Power Monitor with I2C Interface")),
        *rows_at(80, (60, "Bus Address")),
        *rows_at(
            96, (60, "The QM120 answers at the I2C bus address 1000101 (45h) when A1 is high.")
        ),
        (60, 128, "SMBus Alert Response", "B"),
        *rows_at(144, (60, "On an alert the host reads the alert response address (0001 100)")),
        *rows_at(160, (60, "with the R/W bit set; the alerting part then sends its own address.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qm120.pdf", [runs]))
    assert {v for f in find(facts, "i2c_address") for v in f.values or []} == {"0x45"}


def test_a_register_fields_reset_value_after_its_access_code_is_no_duration(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QM120 Power Monitor")),
        *rows_at(80, (60, "Configuration Register Field Descriptions")),
        *rows_at(96, (60, "7-5 SHCT2-0 R/W 6h Shunt-voltage conversion time. These bits set the")),
        *rows_at(112, (60, "conversion time of the shunt-voltage measurement.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qm120.pdf", [runs]))
    assert not [f for f in facts if f.unit == "h"]


def test_a_plus_minus_band_of_the_output_voltage_is_its_accuracy(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QR7710 Series Low Dropout Regulator")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS")),
        *rows_at(96, (60, "Notes:")),
        *rows_at(
            112, (60, "*3: (Grade B): \u00b11.5% (1.8V<=VOUT(T)), \u00b10.04V (1.8V>VOUT(T))")
        ),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert not find(facts, "output_voltage")  # neither the band nor the case's 1.8 V
    band = [(f.quantity, f.min, f.max, f.unit) for f in find(facts, "accuracy")]
    assert ("voltage", -0.04, 0.04, "V") in band


def test_the_step_a_voltage_range_is_set_in_is_no_value_of_it(tmp_path: Path) -> None:
    runs: list[pdfgen.Placed] = [
        *rows_at(50, (60, "QR7710 Series Low Dropout Regulator")),
        (60, 80, "FEATURES", "B"),
        *rows_at(96, (60, "Output Voltage Range : 0.9V ~ 3.6V (0.05V steps)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.min, f.max, f.value) for f in find(facts, "output_voltage")] == [(0.9, 3.6, None)]


def test_one_rating_for_a_pin_list_that_opens_with_the_supply_is_the_supplys(
    tmp_path: Path,
) -> None:
    runs: list[pdfgen.Placed] = [
        *rows_at(50, (60, "QB300 Buck-Boost Converter")),
        (60, 80, "Absolute Maximum Ratings", "B"),
        *rows_at(100, (60, "Parameter"), (330, "Min"), (430, "Max"), (480, "Unit")),
        *rows_at(116, (60, "VIN, VOUT, MODE, EN, FB"), (330, "-0.3"), (430, "6.5")),
        *rows_at(116, (480, "V")),
        *rows_at(132, (60, "SW1, SW2 (transient, under 20 ns)"), (330, "-2"), (430, "9")),
        *rows_at(132, (480, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qb300.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(-0.3, 6.5)]


def test_a_first_page_naming_its_packages_in_two_sentences_lists_both(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QC210 Single-Cell Charger")),
        *rows_at(80, (60, "The QC210 comes in a 10-Lead, 3 mm x 3 mm QFN package"), (330, "- Low")),
        *rows_at(96, (60, "- Thermal regulation")),
        *rows_at(112, (60, "or in a 6-Lead, SOT-23 package for small boards.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc210.pdf", [runs]))
    assert [f.values for f in find(facts, "package")] == [["QFN-10", "SOT-23-6"]]


def test_an_ultra_small_package_is_a_package(tmp_path: Path) -> None:
    runs = rows_at(50, (60, "QR7710 regulators come in SOT-89 and USP-4 packages."))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [f.values for f in find(facts, "package")] == [["SOT-89", "USP-4"]]


def _buck_boost_sheet(tmp_path: Path) -> list:
    runs = [
        *rows_at(50, (60, "QB30x Buck-Boost Converters")),
        *rows_at(70, (60, "The QB30x converters run from one cell. QB30x: adjustable.")),
        *rows_at(100, *SYMBOL_FIRST_HEAD),
        *rows_at(116, (95, "Input voltage"), (330, "2.0"), (430, "5.5"), (480, "V")),
        *rows_at(132, (95, "QB300 output voltage"), (330, "1.0"), (430, "5.0"), (480, "V")),
        *rows_at(138, (40, "VO")),  # one symbol cell centred across two named rows
        *rows_at(144, (95, "QB301 output voltage"), (330, "3.234"), (380, "3.3")),
        *rows_at(144, (430, "3.366"), (480, "V")),
        *rows_at(160, (95, "Minimum input voltage for start-up"), (330, "0.7"), (380, "0.8")),
        *rows_at(160, (430, "0.9"), (480, "V")),
    ]
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qb300.pdf", [runs]))


def test_a_family_named_with_a_placeholder_is_the_member_the_file_names(tmp_path: Path) -> None:
    facts = _buck_boost_sheet(tmp_path)
    assert {f.device for f in facts} == {"QB300"}


def test_a_rows_own_name_beats_a_symbol_centred_beside_several_rows(tmp_path: Path) -> None:
    facts = _buck_boost_sheet(tmp_path)
    outputs = {f.variant: (f.min, f.typ, f.max) for f in find(facts, "output_voltage")}
    assert outputs == {None: (1.0, None, 5.0), "QB301": (3.234, 3.3, 3.366)}


def test_the_input_a_converter_starts_up_from_is_no_supply_range(tmp_path: Path) -> None:
    facts = _buck_boost_sheet(tmp_path)
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 5.5)]


def test_a_battery_pin_current_in_constant_current_mode_is_the_charge_current(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QC210 Single-Cell Charger")),
        *rows_at(100, *SYMBOL_FIRST_HEAD),
        *rows_at(116, (40, "IBAT"), (210, "RSET=4k, Constant-Current"), (330, "270")),
        *rows_at(116, (380, "300"), (430, "330"), (480, "mA")),
        *rows_at(132, (210, "Standby, VB = 4.1V"), (380, "-1.5"), (430, "-4"), (480, "uA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc210.pdf", [runs]))
    assert [(f.min, f.typ, f.max) for f in find(facts, "output_current")] == [(270, 300, 330)]
    # (the sheet counts current out of the pin as negative: the standby drain is 1.5 µA)
    assert [(f.typ, f.max) for f in find(facts, "standby_current")] == [(1.5, 4.0)]


def test_a_monitors_shunt_voltage_input_row_is_its_measuring_range(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QM120 Power Monitor")),
        *rows_at(100, *SYMBOL_FIRST_HEAD),
        *rows_at(116, (40, "VSH"), (95, "Shunt voltage input"), (330, "-81.92")),
        *rows_at(116, (430, "81.88"), (480, "mV")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qm120.pdf", [runs]))
    ranges = [(f.quantity, f.min, f.max) for f in find(facts, "measurement_range")]
    assert ranges == [("voltage", -81.92, 81.88)]


def test_the_variant_a_feature_value_holds_for_is_no_second_value(tmp_path: Path) -> None:
    runs: list[pdfgen.Placed] = [
        *rows_at(50, (60, "QR7710 Series Low Dropout Regulator")),
        (60, 80, "FEATURES", "B"),
        *rows_at(96, (60, "Dropout Voltage : 180mV @ 100mA (3.3V version)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.value, f.unit) for f in find(facts, "dropout_voltage")] == [(180, "mV")]
