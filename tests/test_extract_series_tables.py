"""Series sheets that set their versions side by side, proved on generated PDFs: a version
table with a Conditions column between labels and versions (reed switches, contactors), a
model header of part numbers that end in a rating ("QSC-20A" is a part, not 20 A), and
the labels such sheets use ("Cont. Current", "Burst Current", "Carry current", "Contact
resistance"); a question naming the sheet's own part beside its versions is that version."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.agent.understand.record import DeviceMention, distinct_devices
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _reed_sheet(tmp_path: Path) -> Path:
    versions = ((330, "QRS-1"), (400, "QRS-2"), (470, "QRS-3"))
    runs = [
        *rows_at(50, (60, "QRS-1 / QRS-2 / QRS-3 reed contacts")),
        *rows_at(90, (60, "Contact Data"), (200, "Conditions"), *versions, (530, "Unit")),
        *rows_at(104, (60, "Switching current"), (200, "DC or peak AC"), (334, "0.3")),
        *rows_at(104, (404, "0.6"), (474, "1.2"), (532, "A")),
        *rows_at(116, (60, "Carry current"), (200, "DC or peak AC"), (334, "0.7")),
        *rows_at(116, (404, "1.4"), (474, "2.5"), (532, "A")),
        *rows_at(128, (60, "Contact resistance"), (200, "at 0.5 V, 10 mA"), (334, "120")),
        *rows_at(128, (404, "90"), (474, "70"), (530, "mOhm")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qrs.pdf", [runs])


def test_a_version_table_with_a_conditions_column_gives_each_version_its_value(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_reed_sheet(tmp_path))
    switching = {
        f.variant: f.max for f in find(facts, "contact_current") if "Switching" in f.source.quote
    }
    carry = {f.variant: f.max for f in find(facts, "contact_current") if "Carry" in f.source.quote}
    assert switching == {"QRS-1": 0.3, "QRS-2": 0.6, "QRS-3": 1.2}
    assert carry == {"QRS-1": 0.7, "QRS-2": 1.4, "QRS-3": 2.5}
    assert all("DC or peak AC" in f.condition for f in find(facts, "contact_current"))
    resistance = {f.variant: f.value for f in find(facts, "on_resistance")}
    assert resistance == {"QRS-1": 120, "QRS-2": 90, "QRS-3": 70}


def test_part_numbers_ending_in_a_rating_head_a_model_table_not_a_rated_one(
    tmp_path: Path,
) -> None:
    models = ((250, "QSC-20A"), (360, "QSC-30A"), (470, "QSC-40A"))
    runs = [
        *rows_at(50, (60, "QSC Series speed controllers")),
        *rows_at(90, (60, "Model"), *models),
        *rows_at(104, (60, "Cont. Current"), (262, "20A"), (372, "30A"), (482, "40A")),
        *rows_at(118, (60, "Burst Current (10s)"), (262, "25A"), (372, "40A"), (482, "55A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qsc.pdf", [runs]))
    rated = {f.variant: f.value for f in find(facts, "output_current")}
    assert rated == {"QSC-20A": 20, "QSC-30A": 30, "QSC-40A": 40}
    burst = {f.variant: f.value for f in find(facts, "peak_output_current")}
    assert burst == {"QSC-20A": 25, "QSC-30A": 40, "QSC-40A": 55}


def test_the_sheet_s_own_part_named_beside_its_versions_is_a_version() -> None:
    def named(text: str, start: int, variant: str | None) -> DeviceMention:
        return DeviceMention("QRS-1", "d", "qrs.pdf", text, start, start + len(text), variant)

    mentions = (named("QRS-1", 10, None), named("QRS-2", 17, "QRS-2"), named("QRS-3", 24, "QRS-3"))
    assert [m.variant for m in distinct_devices(mentions)] == ["QRS-1", "QRS-2", "QRS-3"]


def test_a_listed_value_of_each_version_takes_the_row_whose_label_the_question_names(
    tmp_path: Path,
) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_reed_sheet(tmp_path)])
        listed = lib.ask("List the switching current of each QRS type (QRS-1, QRS-2, QRS-3).")
    assert sorted(i.max for i in listed.items) == [0.3, 0.6, 1.2], listed.text


def test_rows_under_a_part_number_written_once_for_its_group_are_that_parts(
    tmp_path: Path,
) -> None:
    # "QKM-05" heads its 125 VAC / 30 VDC rows; the rows below name no part of their own
    runs = [
        *rows_at(50, (60, "QKM Series snap-action switches QKM-10 / QKM-05")),
        *rows_at(90, (60, "Model"), (180, "Rated voltage"), (300, "Resistive load"),
                 (420, "Inductive load")),
        *rows_at(104, (60, "QKM-05"), (190, "125 VAC"), (310, "5 A"), (430, "3 A")),
        *rows_at(116, (190, "30 VDC"), (310, "3 A"), (430, "2 A")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qkm.pdf", [runs]))
    rated = find(facts, "contact_current")
    assert rated and {f.variant for f in rated} == {"QKM-05"}


def test_versions_of_a_one_digit_series_head_their_columns(tmp_path: Path) -> None:
    # "TRV 3-10 | TRV 3-50": a series named by letters and one digit, its versions after a
    # hyphen, with the unit in a column of its own and a name wrapped around its values
    runs = [
        *rows_at(50, (60, "TRV 3 barrier sensors TRV 3-10 / TRV 3-50")),
        *rows_at(90, (60, "Technical data"), (300, "TRV 3-10"), (420, "TRV 3-50")),
        *rows_at(104, (60, "Operating voltage"), (240, "V DC"), (300, "12 (10 ... 30)"),
                 (420, "24 (18 ... 30)")),
        *rows_at(118, (60, "Current draw")),
        *rows_at(130, (240, "mA"), (310, "40"), (430, "55")),
        *rows_at(142, (60, "emitter")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "trv.pdf", [runs]))
    # (the variant is named as the sheet's identity splits it: "3-10" of "TRV", "10" of "TRV 3")
    supply = {f.variant[-2:]: (f.min, f.typ, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {"10": (10, 12, 30), "50": (18, 24, 30)}
    drawn = {f.variant[-2:]: f.max or f.value for f in find(facts, "supply_current")}
    assert drawn == {"10": 40, "50": 55}


def test_a_versions_nominal_value_with_its_tolerance_is_read_as_that_nominal(
    tmp_path: Path,
) -> None:
    # "DC24V±5%" under one version: its nominal value, not a percentage of something
    runs = [
        *rows_at(50, (60, "QW-7 / QW-7S Leak Sensor Boards")),
        *rows_at(90, (60, "Item"), (300, "QW-7"), (420, "QW-7S")),
        *rows_at(104, (60, "Supply voltage"), (300, "DC3.3-5V"), (420, "DC24V\u00b15%")),
        *rows_at(118, (60, "Standby current"), (300, "3mA"), (420, "6mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qw7.pdf", [runs]))
    supply = {f.variant: (f.min, f.typ, f.max) for f in find(facts, "supply_voltage")}
    assert sorted(supply.values(), key=str) == [(3.3, None, 5.0), (None, 24.0, None)]


def test_a_version_table_with_a_row_number_column_gives_each_version_its_value(
    tmp_path: Path,
) -> None:
    # "No. | Item | WLT-3 | WLT-8 | Unit": the row numbers are no part of the labels, and a
    # wrapped label's value line opening with a bare number under a version keeps it
    runs = [
        *rows_at(50, (60, "WLT-3 / WLT-8 Radar Level Sensors")),
        *rows_at(90, (60, "No."), (100, "Item"), (300, "WLT-3"), (420, "WLT-8"), (520, "Unit")),
        *rows_at(104, (64, "1"), (100, "Measuring range"), (300, "0.2~3"), (420, "0.3~8"),
                 (522, "m")),
        *rows_at(118, (64, "2"), (100, "Supply voltage"), (300, "12 (9~30)"),
                 (420, "24 (18~30)"), (522, "V DC")),
        *rows_at(132, (64, "3"), (100, "Current draw")),
        *rows_at(144, (304, "35"), (424, "60"), (522, "mA")),
        *rows_at(156, (100, "(average)")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "wlt.pdf", [runs]))
    ranges = {f.variant[-1]: (f.min, f.max) for f in find(facts, "measurement_range")}
    assert ranges == {"3": (0.2, 3), "8": (0.3, 8)}
    supply = {f.variant[-1]: (f.min, f.typ, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {"3": (9, 12, 30), "8": (18, 24, 30)}
    drawn = {f.variant[-1]: f.max or f.value or f.typ for f in find(facts, "supply_current")}
    assert drawn == {"3": 35, "8": 60}


def test_a_short_series_whose_versions_share_only_two_letters_heads_its_columns(
    tmp_path: Path,
) -> None:
    # "HM-2 | HM-6": the versions the title names share only "HM"; they are still versions
    runs = [
        *rows_at(50, (60, "HM-2 / HM-6 Wireless Door Chime Kits")),
        *rows_at(90, (60, "Item"), (300, "HM-2"), (420, "HM-6")),
        *rows_at(104, (60, "Supply voltage"), (300, "DC 3V"), (420, "DC 4.5V~6V")),
        *rows_at(118, (60, "Standby current"), (300, "20uA"), (420, "45uA")),
        *rows_at(132, (60, "Working temperature"), (300, "-10~+50\u00b0C"), (420, "-20~+55\u00b0C")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "hm26.pdf", [runs]))
    standby = {f.variant: f.value or f.max for f in find(facts, "standby_current")}
    assert standby == {"HM-2": 20, "HM-6": 45}
    temps = {f.variant: (f.min, f.max) for f in find(facts, "operating_temperature")}
    assert temps == {"HM-2": (-10, 50), "HM-6": (-20, 55)}


def test_a_grade_table_gives_each_grade_its_range_and_its_wrapped_rows_their_unit(
    tmp_path: Path,
) -> None:
    # grades named over a line of their temperature ranges; a name wrapped around its
    # values whose tail ("(max), uA") gives the unit of the bare numbers
    runs = [
        *rows_at(50, (60, "ZTM4410 Temperature-to-Digital Converter")),
        *rows_at(80, (60, "GRADE-DEPENDENT LIMITS")),
        *rows_at(96, (260, "ZTM4410E"), (380, "ZTM4410K")),
        *rows_at(104, (60, "PARAMETER")),
        *rows_at(112, (260, "-20 to +85 \u00b0C"), (380, "-40 to +125 \u00b0C")),
        *rows_at(126, (60, "Supply current consumption")),
        *rows_at(131.5, (266, "45"), (386, "60")),
        *rows_at(137, (60, "(max), uA")),
        *rows_at(151, (60, "Shutdown current (max), uA"), (266, "1"), (386, "4")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "ztm4410.pdf", [runs], size=8))
    ranges = {f.variant[-1]: (f.min, f.max) for f in find(facts, "operating_temperature")}
    assert ranges == {"E": (-20, 85), "K": (-40, 125)}
    drawn = {f.variant[-1]: f.max for f in find(facts, "supply_current")}
    assert drawn == {"E": 45, "K": 60}


def test_a_version_table_whose_unit_head_is_written_in_german_gives_each_version_its_value(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "DLK 40 DALI-Schnittstelle / DALI interface")),
        *rows_at(90, (60, "Bestellbezeichnung / Ordering code"), (260, "DLK 40-1"),
                 (360, "DLK 40-2"), (520, "Einheit")),
        *rows_at(104, (60, "Busspannung / Bus voltage"), (262, "9.5 ... 22.5"),
                 (362, "9.5 ... 22.5"), (522, "V DC")),
        *rows_at(118, (60, "Ausgangsstrom / Output current"), (262, "50"), (362, "120"),
                 (522, "mA")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "dlk.pdf", [runs]))
    drive = {f.variant[-1]: f.max or f.value for f in find(facts, "output_current")}
    assert drive == {"1": 50, "2": 120}
    assert {(f.min, f.max) for f in find(facts, "supply_voltage")} == {(9.5, 22.5)}


def test_an_open_frame_supplys_input_voltage_range_is_its_supply(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "PSQ-40 series 40 W Single Output Open Frame Power Supply")),
        *rows_at(64, (60, "Open frame AC-DC switching power supply")),
        *rows_at(100, (60, "INPUT"), (150, "VOLTAGE RANGE"), (300, "90 ~ 264VAC")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "psq.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(90, 264)]
    assert not find(facts, "analog_input_range")


def test_columns_headed_by_the_condition_give_each_its_own_field(tmp_path: Path) -> None:
    # "Item | Operating | Storage": a row's second cell is its storage figure
    runs = [
        *rows_at(50, (60, "QGS-9 Gas Sensor")),
        *rows_at(90, (60, "Environmental conditions")),
        *rows_at(104, (60, "Item"), (300, "Operating"), (420, "Storage")),
        *rows_at(118, (60, "Temperature"), (300, "-10 ~ +55 C"), (420, "5 ~ 25 C")),
        *rows_at(132, (60, "Humidity"), (300, "20 ~ 85 %RH"), (420, "20 ~ 60 %RH")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qgs.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-10, 55)]
    assert [(f.min, f.max) for f in find(facts, "storage_temperature")] == [(5, 25)]
    assert [(f.min, f.max) for f in find(facts, "operating_humidity")] == [(20, 85)]
    assert all(f.variant is None for f in facts)


def test_a_table_whose_rows_are_packages_gives_each_packages_rating(tmp_path: Path) -> None:
    # "Package | θJA | Max IOUT": each row is one package (and the version sold in it), each
    # column one quantity; the row's package is the case of its current
    runs = [
        *rows_at(50, (60, "KR2200 Low Dropout Regulator")),
        *rows_at(90, (60, "Package"), (290, "RJA (\u00b0C/W)"), (440, "Max IOUT")),
        *rows_at(104, (60, "TO-220 (KR2200T)"), (300, "50"), (450, "1.5 A")),
        *rows_at(118, (60, "SOT-223 (KR2200S)"), (300, "62"), (450, "1.0 A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kr2200.pdf", [runs]))
    rated = {(f.max or f.value, f.condition) for f in find(facts, "output_current")}
    assert rated == {(1.5, "Package TO-220 (KR2200T)"), (1.0, "Package SOT-223 (KR2200S)")}


def test_a_line_up_table_ends_at_the_ratings_title_and_heads_below_it(tmp_path: Path) -> None:
    # "Item | QX210 | QX210B" rows, then "Absolute maximum ratings" and "Item | Symbol |
    # Rating | Unit": the ratings are the part's limits, no line-up values of its versions
    runs = [
        *rows_at(50, (60, "QX210 / QX210B I/O expander")),
        (60, 76, "Line-up", "B10"),
        *[(x, 93, text, "B") for x, text in ((50, "Item"), (276, "QX210"), (442, "QX210B"))],
        *rows_at(106, (50, "Slave address (7-bit)"), (266, "0x20 ~ 0x27"), (436, "0x38 ~ 0x3F")),
        *rows_at(119, (50, "Maximum SCL frequency"), (277, "400 kHz"), (450, "1 MHz")),
        *rows_at(132, (50, "Package"), (273, "TSSOP-16"), (425, "TSSOP-16, QFN-16")),
        (51, 152, "Absolute maximum ratings (Ta = 25 C)", "B10"),
        *[(x, 169, text, "B") for x, text in ((50, "Item"), (271, "Symbol"), (378, "Rating"),
                                              (493, "Unit"))],
        *rows_at(182, (50, "Supply voltage"), (279, "VDD"), (369, "-0.5 ~ +6.0"), (500, "V")),
        *rows_at(195, (50, "Ground current"), (279, "IGND"), (385, "160"), (500, "mA")),
        (51, 215, "Recommended operating conditions", "B10"),
        *[(x, 232, text, "B") for x, text in ((50, "Item"), (271, "Symbol"), (348, "Min."),
                                              (408, "Typ."), (467, "Max."), (518, "Unit"))],
        *rows_at(245, (50, "Supply voltage"), (279, "VDD"), (349, "1.65"), (472, "5.5"),
                 (525, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx210.pdf", [runs], size=8))
    assert [f.max for f in find(facts, "abs_max_supply_voltage")] == [6.0]
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(1.65, 5.5)]


def test_a_version_table_with_units_in_its_labels_gives_each_versions_values(
    tmp_path: Path,
) -> None:
    # "Current, ranging (mA)" is the part's draw while it ranges; "Range (cm)" a distance
    runs = [
        *rows_at(50, (60, "QDR-7 / QDR-7W ultrasonic ranger")),
        *rows_at(90, (60, "Spec"), (300, "QDR-7"), (450, "QDR-7W")),
        *rows_at(104, (60, "Current, ranging (mA)"), (305, "9"), (455, "28")),
        *rows_at(118, (60, "Range (cm)"), (300, "3 - 350"), (450, "20 - 500")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qdr7.pdf", [runs]))
    # (a version's variant is named as the sheet's versions are told apart: "W" for QDR-7W)
    drawn = {(f.variant, f.value) for f in find(facts, "supply_current")}
    assert drawn == {("QDR-7", 9.0), ("W", 28.0)}
    spans = {(f.variant, f.min, f.max, f.unit) for f in find(facts, "measurement_range")}
    assert spans == {("QDR-7", 3.0, 350.0, "cm"), ("W", 20.0, 500.0, "cm")}
