"""Bilingual product sheets set each parameter's name twice, the home language above its
values and English below ("Strömförbrukning" / 0.9 1.5 mA / "Current consumption"), and
often end the table with a "Note" column. The note qualifies its row and is no name; a
home-language word that merely contains an English one ("Drifttemperatur": operating
temperature, no drift) does not change the field.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _sheet(tmp_path: Path) -> Path:
    head = ((60, "Parameter"), (250, "Min"), (310, "Typ"), (370, "Max"), (430, "Enhet / Unit"),
            (510, "Anm. / Note"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "LKS-7 Ljusgivare / Light sensor board")),
        *rows_at(90, *head),
        *rows_at(104, (60, "Strömförbrukning")),
        *rows_at(109.5, (310, "0.4"), (370, "0.7"), (430, "mA"), (510, "vid mätning")),
        *rows_at(115, (60, "Current consumption")),
        *rows_at(129, (60, "Drifttemperatur, kort")),
        *rows_at(134.5, (250, "-25"), (370, "+60"), (430, "°C"), (510, "(2)")),
        *rows_at(140, (60, "Operating temperature, board")),
    ]
    return pdfgen.placed_pdf(tmp_path / "lks7.pdf", [runs], size=8)


def test_a_note_column_does_not_hide_the_english_half_of_a_wrapped_name(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    assert [(f.typ, f.max) for f in find(facts, "supply_current")] == [(0.4, 0.7)]


def test_a_home_language_word_containing_drift_is_no_drift(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-25, 60)]


def test_a_bilingual_version_table_in_declared_millivolts_gives_each_version_its_rows(
    tmp_path: Path,
) -> None:
    # "Bedingung / Condition" heads the conditions column; the sentence over the table says
    # the values are in mV; "max." / "typ." close the condition cell; a tolerance is none of
    # the output levels
    head = ((60, "Parameter"), (220, "Bedingung / Condition"), (360, "KLR 20-25"),
            (440, "KLR 20-50"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "KLR 20 Spannungsregler / Voltage Regulator")),
        (60, 80, "Grenzwerte / Absolute Maximum Ratings", "B"),
        *rows_at(
            94,
            (60, "Parameter"),
            (300, "Symbol"),
            (380, "min."),
            (440, "max."),
            (500, "Einheit / Unit"),
        ),
        *rows_at(
            108,
            (60, "Eingangsspannung / Input voltage"),
            (300, "VIN"),
            (380, "-0.3"),
            (440, "24"),
            (500, "V"),
        ),
    ]
    second = [
        (60, 142, "Kennwerte / Electrical Characteristics", "B"),
        *rows_at(156, (60, "Werte in mV / values in mV unless stated")),
        *rows_at(170, *head),
        *rows_at(184, (60, "Ausgangsspannung / Output voltage"), (220, "typ."), (364, "2500"),
                 (444, "5000")),
        *rows_at(198, (60, "Toleranz / Output voltage tolerance"), (364, "±40"), (444, "±75")),
        *rows_at(212, (60, "Spannungsabfall / Dropout voltage"), (220, "I_OUT = 100 mA, max."),
                 (364, "300"), (444, "260")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "klr20.pdf", [runs, second]))
    assert [f.max for f in find(facts, "abs_max_supply_voltage")] == [24]
    levels = {f.variant[-2:]: (f.typ, f.unit) for f in find(facts, "output_voltage")}
    assert levels == {"25": (2500, "mV"), "50": (5000, "mV")}
    dropout = {f.variant[-2:]: (f.max, f.unit) for f in find(facts, "dropout_voltage")}
    assert dropout == {"25": (300, "mV"), "50": (260, "mV")}


def _home_titled_sheet(tmp_path: Path, typ_title: str, unit_title: str) -> Path:
    # only Min / Max are English: the typical and unit columns carry the home language's
    # titles ("Tip." / "U.M.", "Tyyp." / "Yks.")
    head = ((60, "Parametro / Parameter"), (260, "Min."), (310, typ_title), (370, "Max."),
            (430, unit_title))  # fmt: skip
    runs = [
        *rows_at(50, (60, "QRV-12 Sensore / Sensor board")),
        *rows_at(90, *head),
        *rows_at(104, (60, "Tensione / Supply voltage"), (262, "2.4"), (312, "3.3"),
                 (372, "5.0"), (432, "V")),
        *rows_at(118, (60, "Corrente / Supply current"), (312, "180"), (372, "260"),
                 (432, "µA")),
    ]  # fmt: skip
    return pdfgen.placed_pdf(tmp_path / "qrv12.pdf", [runs], size=8)


def test_typical_and_unit_columns_titled_in_another_language_are_read(tmp_path: Path) -> None:
    for typ_title, unit_title in (("Tip.", "U.M."), ("Tyyp.", "Yks.")):
        facts = facts_of_pdf(_home_titled_sheet(tmp_path, typ_title, unit_title))
        assert [(f.min, f.typ, f.max, f.unit) for f in find(facts, "supply_voltage")] == [
            (2.4, 3.3, 5.0, "V")
        ]
        assert [(f.typ, f.max, f.unit) for f in find(facts, "supply_current")] == [(180, 260, "µA")]


def test_symbol_rows_in_the_conditions_column_are_parameters_of_their_own(tmp_path: Path) -> None:
    # symbol-only rows ("fSCL", "VIH", "VOL") set in the Conditions column under a row whose
    # two-language name wraps around its values: each is its own parameter, no case of it
    head = ((60, "Jellemzo / Characteristic"), (220, "Feltetel / Condition"), (340, "Min."),
            (390, "Tip."), (440, "Max."), (500, "Egység"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "KQ-88 Érzékelo / Sensor")),
        *rows_at(90, *head),
        *rows_at(104, (60, "Áramfelvétel, készenlét /")),
        *rows_at(109, (220, "sensor disabled"), (392, "0.6"), (442, "2.0"), (502, "µA")),
        *rows_at(114, (60, "Supply current, standby")),
        *rows_at(127, (220, "fSCL"), (442, "400"), (502, "kHz")),
        *rows_at(139.5, (220, "VIH"), (342, "1.26"), (502, "V")),
        *rows_at(152, (220, "VOL"), (442, "0.4"), (502, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kq88.pdf", [runs], size=8))
    assert [(f.typ, f.max) for f in find(facts, "standby_current")] == [(0.6, 2.0)]
    assert [f.max for f in find(facts, "i2c_clock_frequency")] == [400]
    assert [f.min for f in find(facts, "input_high_voltage")] == [1.26]
    assert [f.max for f in find(facts, "output_low_voltage")] == [0.4]
    assert not find(facts, "supply_voltage")


def test_bounds_abbreviated_in_another_language_and_titles_given_twice(tmp_path: Path) -> None:
    # "Min. Tip. Maks. Vnt." and "Mín. / Min. | Máx. / Max.": one column per bound
    for head in (
        ((60, "Parametras / Parameter"), (260, "Min."), (310, "Tip."), (370, "Maks."),
         (430, "Vnt.")),
        ((60, "Parámetro / Parameter"), (250, "Mín. / Min."), (350, "Máx. / Max."),
         (430, "Unidad")),
    ):  # fmt: skip
        runs = [
            *rows_at(50, (60, "ZRV-4 Modulis / Module")),
            *rows_at(90, *head),
            *rows_at(104, (60, "Darbine temperatura / Operating temperature"), (262, "-20"),
                     (372, "+70"), (432, "°C")),
        ]  # fmt: skip
        facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "zrv4.pdf", [runs], size=8))
        assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-20, 70)]


def test_the_lower_half_of_a_wrapped_name_does_not_name_the_symbol_rows_below(
    tmp_path: Path,
) -> None:
    # "I2C clock frequency" closes the name set around the fSCL row; the VIH and VIL rows
    # below it (symbol column, a version column after the unit) are levels, no clocks
    head = ((60, "Parametras / Parameter"), (200, "Simb."), (240, "Salyga / Condition"),
            (340, "Min."), (380, "Tip."), (420, "Maks."), (460, "Vnt."), (500, "Versija"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "ZRV-4 Modulis / Module")),
        *rows_at(90, *head),
        *rows_at(104, (60, "Srove, pasvietimas isjungtas /")),
        *rows_at(109, (200, "IDD"), (240, "VDD = 5 V"), (382, "1.5"), (422, "2.5"), (462, "mA"),
                 (502, "B, G")),
        *rows_at(114, (60, "Current, backlight off")),
        *rows_at(127, (60, "I2C takto daznis /")),
        *rows_at(132, (200, "fSCL"), (422, "100"), (462, "kHz"), (502, "B, G")),
        *rows_at(137, (60, "I2C clock frequency")),
        *rows_at(149.5, (200, "VIH"), (240, "VDD = 5 V"), (342, "3.5"), (462, "V"), (502, "B, G")),
        *rows_at(162, (200, "VIL"), (240, "VDD = 5 V"), (422, "1.5"), (462, "V"), (502, "B, G")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "zrv4.pdf", [runs], size=8))
    assert [f.max for f in find(facts, "i2c_clock_frequency")] == [100]
    assert [f.min for f in find(facts, "input_high_voltage")] == [3.5]
    assert [f.max for f in find(facts, "input_low_voltage")] == [1.5]


def test_an_input_voltage_named_high_after_a_comma_is_a_logic_level(tmp_path: Path) -> None:
    # "Vhodna napetost, visoka /" VIH 2.2 V "Input voltage, high": a level, no supply
    head = ((60, "Parameter"), (260, "Simbol"), (320, "Min."), (370, "Tip."), (420, "Maks."),
            (470, "Enota"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "QPV-35 Gonilnik / Driver")),
        *rows_at(90, *head),
        *rows_at(104, (60, "Vhodna napetost, visoka /")),
        *rows_at(109, (260, "VIH"), (322, "2.2"), (472, "V")),
        *rows_at(114, (60, "Input voltage, high")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qpv35.pdf", [runs], size=8))
    assert [f.min for f in find(facts, "input_high_voltage")] == [2.2]
    assert not find(facts, "supply_voltage")


def _titled_twice_sheet(tmp_path: Path) -> Path:
    """Every column title in two languages ("Mín. / Min", "Unid. / Unit"), set close under a
    table of the part's versions, and a numbered heading in the home language after it."""
    head = ((60, "Parâmetro / Parameter"), (250, "Mín. / Min"), (310, "Típ. / Typ"),
            (370, "Máx. / Max"), (420, "Unid. / Unit"), (480, "Nota / Note"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "RVX-9 / RVX-9L codificador / encoder board")),
        *rows_at(90, (60, "Parâmetro / Parameter"), (300, "RVX-9"), (420, "RVX-9L")),
        *rows_at(104, (60, "Passos por volta / Steps per turn"), (305, "24"), (425, "12")),
        *rows_at(124, (60, "3. Características elétricas / Electrical data")),
        *rows_at(142, *head),
        *rows_at(156, (60, "Tensão de alimentação /")),
        *rows_at(161.5, (262, "2.7"), (382, "5.5"), (425, "V")),
        *rows_at(167, (60, "Supply voltage (VCC)")),
        *rows_at(181, (60, "Corrente de consumo /")),
        *rows_at(186.5, (382, "2.5"), (425, "mA")),
        *rows_at(192, (60, "Supply current")),
        *rows_at(206, (60, "Tensão de saída /")),
        *rows_at(211.5, (312, "3.3 / 5"), (425, "V")),
        *rows_at(217, (60, "Output voltage (jumper)")),
        *rows_at(236, (60, "4. Ámbito de utilização / Environment")),
        *rows_at(252, (60, "Parâmetro / Parameter"), (400, "Valor / Value")),
        *rows_at(266, (60, "Temperatura de operação / Operating temperature")),
        *rows_at(266, (400, "-10 ... +55 °C")),
    ]
    return pdfgen.placed_pdf(tmp_path / "rvx9.pdf", [runs])


def test_a_header_titled_in_two_languages_is_still_a_header(tmp_path: Path) -> None:
    facts = facts_of_pdf(_titled_twice_sheet(tmp_path))
    supply = [(f.min, f.max) for f in find(facts, "supply_voltage")]
    assert supply == [(2.7, 5.5)]
    assert [f.max for f in find(facts, "supply_current")] == [2.5]
    # the table ends at the next numbered heading: the value table after it is its own
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-10.0, 55.0)]


def test_two_values_split_by_a_slash_in_one_cell_are_no_typ_and_max(tmp_path: Path) -> None:
    # "3.3 / 5" under Typ: the jumper's two settings, neither a typical nor a maximum
    facts = facts_of_pdf(_titled_twice_sheet(tmp_path))
    assert not [f for f in find(facts, "output_voltage") if f.max == 5.0 or f.typ == 3.3]
