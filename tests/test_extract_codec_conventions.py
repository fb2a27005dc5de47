"""Conventions of audio-codec and module sheets, each proved on a small generated PDF: a
ratings table headed "CONDITION | MIN | MAX" with units written in the value cells, rails
named by their domain (AVDD, DBVDD, HPVDD), a ground row, a control port clocked in its
2-wire mode, and a rating named in a specification table's own row label."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract.lexicon import classify
from specproof.records import Fact, SectionKind
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _ratings_sheet(tmp_path: Path) -> list[Fact]:
    runs = [
        *rows_at(60, (60, "QC5120 Stereo Audio CODEC")),
        *rows_at(90, (60, "ABSOLUTE MAXIMUM RATINGS")),
        *rows_at(110, (60, "CONDITION"), (330, "MIN"), (430, "MAX")),
        *rows_at(126, (60, "Digital core supply voltage, DCVDD"), (330, "-0.3 V"), (430, "+2.2 V")),
        *rows_at(142, (60, "Analogue supply voltages, AVDD, HPVDD"), (330, "-0.3 V"), (430, "+4.2 V")),
        *rows_at(158, (60, "Operating temperature range, TA"), (330, "-30°C"), (430, "+80°C")),
        *rows_at(190, (60, "RECOMMENDED OPERATING CONDITIONS")),
        *rows_at(
            210, (60, "PARAMETER"), (230, "SYMBOL"), (330, "MIN"), (380, "TYP"), (430, "MAX"),
            (480, "UNIT"),
        ),
        *rows_at(
            226, (60, "Digital buffer supply range"), (230, "DBVDD"), (330, "1.7"), (380, "3.3"),
            (430, "3.5"), (480, "V"),
        ),
        *rows_at(
            242, (60, "Analogue supplies range"), (230, "AVDD, HPVDD"), (330, "1.7"),
            (380, "3.3"), (430, "3.5"), (480, "V"),
        ),
        *rows_at(258, (60, "Ground"), (230, "DGND, AGND"), (380, "0"), (480, "V")),
        *rows_at(290, (60, "Control Interface")),
        *rows_at(
            306, (60, "SCLK Frequency"), (160, "fSCLK"), (230, "2-wire mode"), (330, "0"),
            (430, "400"), (480, "kHz"),
        ),
    ]  # fmt: skip
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc5120.pdf", [runs]))


def test_a_ratings_table_headed_condition_min_max_names_its_rows_in_the_condition_column(
    tmp_path: Path,
) -> None:
    facts = _ratings_sheet(tmp_path)
    ratings = sorted((f.min, f.max) for f in find(facts, "abs_max_supply_voltage"))
    assert ratings == [(-0.3, 2.2), (-0.3, 4.2)]
    (temp,) = [f for f in find(facts, "operating_temperature") if f.section == SectionKind.ABS_MAX]
    assert (temp.min, temp.max, temp.unit) == (-30, 80, "°C")  # "-30°C": number and unit glued


def test_rails_named_by_their_domain_with_equal_ranges_are_two_rows(tmp_path: Path) -> None:
    facts = _ratings_sheet(tmp_path)
    supplies = find(facts, "supply_voltage")
    quotes = sorted(f.source.quote.split()[0] for f in supplies)
    assert quotes == ["Analogue", "Digital"]  # DBVDD's and AVDD's 1.7-3.5 V, both kept
    assert all(f.max == 3.5 for f in supplies)


def test_a_ground_row_is_neither_a_supply_nor_a_company_name(tmp_path: Path) -> None:
    facts = _ratings_sheet(tmp_path)
    assert not [f for f in facts if f.field == "supply_voltage" and f.typ == 0]
    assert not find(facts, "manufacturer")  # "AGND" holds no "AG" company suffix


def test_a_serial_clock_row_stated_in_2_wire_mode_is_the_i2c_clock(tmp_path: Path) -> None:
    facts = _ratings_sheet(tmp_path)
    (clock,) = find(facts, "i2c_clock_frequency")
    assert (clock.max, clock.unit) == (400, "kHz")
    assert not find(facts, "spi_clock_frequency")


def test_a_rating_named_in_its_own_label_is_the_rating_twin_of_its_field() -> None:
    spec = SectionKind.ELECTRICAL
    plain = classify("Input Voltage", "voltage", spec, None, 1)
    rating = classify("Absolute Max. Input Voltage", "voltage", spec, None, 1)
    assert plain is not None and rating is not None
    assert (plain.field, rating.field) == ("supply_voltage", "abs_max_supply_voltage")


def test_a_supply_named_by_its_domain_among_ratings_is_a_supply_rating() -> None:
    abs_max = SectionKind.ABS_MAX
    for label in ("Digital core supply voltage, DCVDD", "Analog supply voltage AVCC"):
        guess = classify(label, "voltage", abs_max, None, 2)
        assert guess is not None and guess.field == "abs_max_supply_voltage", label
    digital_in = classify("Digital input voltage", "voltage", abs_max, None, 2)
    assert digital_in is not None and digital_in.field == "abs_max_input_voltage"
