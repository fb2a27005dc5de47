"""What prose and table statements state beyond, or short of, their numbers: a value
stated for the rail named right after it, a driver's headline load supply, an output
pin's supply-relative range, board assembly prose, a "one-wire" gloss of a single-bus
protocol, "the lower of" limits, units a label implies, TMIN/TMAX definitions, joined
test conditions, spaced rate units and the scale of an output channel. Synthetic text
only, worded unlike any benchmark sheet."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.interfaces import interface_mentions
from specproof.extract.tables import join_lower_of_cells
from specproof.records import Fact, Identity
from specproof.units import find_quantities, parse_quantity
from test_extract import HEADER, find, line, page

IDENT = Identity(device="QRT77", aliases=[])


def facts_of(*pages) -> list[Fact]:
    return extract_facts("doc", "qrt.pdf", list(pages), IDENT)


def test_each_prose_range_takes_the_rail_named_right_after_it() -> None:
    p = page(
        1,
        line((40, "Overview"), bold=True, size=11),
        line(
            (
                40,
                "The chip runs from 2.0 to 3.3 V for the analog core supply AVCC and 1.1 to"
                " 2.0 V for the interface supply VIO. It wakes up fast.",
            )
        ),
    )
    facts = facts_of(p)
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 3.3)]
    assert [(f.min, f.max) for f in find(facts, "io_supply_voltage")] == [(1.1, 2.0)]


def _driver_pages() -> list:
    return [
        page(
            1,
            line((40, "FEATURES"), bold=True, size=11),
            line((40, "• SUPPLY VOLTAGE OF OPERATION UP TO 36 V")),
        ),
        page(
            3,
            line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
            HEADER,
            line((40, "Power supply"), (160, "VS"), (380, "6"), (460, "36"), (500, "V")),
            line((40, "Logic supply"), (160, "VSS"), (380, "4.5"), (460, "6"), (500, "V")),
        ),
    ]


def test_a_drivers_headline_supply_equal_to_its_load_supply_is_that_supply() -> None:
    facts = facts_of(*_driver_pages())
    assert not find(facts, "supply_voltage")
    assert {f.max for f in find(facts, "load_supply_voltage")} == {36.0}
    assert [f.max for f in find(facts, "logic_supply_voltage")] == [6.0]


def test_a_supply_relative_output_pin_range_is_no_output_voltage() -> None:
    p = page(
        3,
        line((40, "RECOMMENDED OPERATING CONDITIONS"), bold=True, size=11),
        HEADER,
        line((40, "Supply voltage"), (160, "VCC"), (380, "2"), (460, "6"), (500, "V")),
        line((40, "Output voltage"), (160, "VO"), (380, "0"), (460, "VCC"), (500, "V")),
    )
    facts = facts_of(p)
    assert not find(facts, "output_voltage")
    assert find(facts, "supply_voltage")


def test_assembly_prose_states_no_measuring_range() -> None:
    p = page(
        9,
        line((40, "Handling notes"), bold=True, size=11),
        line(
            (
                40,
                "This housing is rated for reflow soldering of boards with parts measuring"
                " below 2.4 mm in height.",
            )
        ),
    )
    assert not find(facts_of(p), "measurement_range")


def test_one_wire_spelled_out_beside_single_bus_is_a_gloss() -> None:
    assert interface_mentions("5. Single-bus data exchange (one-wire)") == ["single-bus"]
    assert interface_mentions("Uses the 1-Wire bus protocol") == ["1-Wire"]
    assert "1-Wire" in interface_mentions("Single-bus interface, 1-Wire compatible")


def test_lower_of_keeps_the_number_and_the_supply_bound() -> None:
    q = parse_quantity("The lesser of 6.0 or VCC + 0.5", default_unit="V")
    assert q is not None and (q.max, q.expr_max) == (6.0, "VCC+0.5")


def test_lower_of_cell_wrapped_over_three_lines_belongs_to_both_sub_rows() -> None:
    p = page(
        2,
        line((40, "DC CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line((240, "Bus powered"), (380, "2.0"), (455, "The lower")),
        line((40, "Input high level"), (160, "VIH"), (455, "of 6.0 or"), (500, "V")),
        line((240, "Self powered"), (380, "2.8"), (455, "VCC + 0.5")),
    )
    joined = join_lower_of_cells(p.lines)
    assert "The lower of 6.0 or VCC + 0.5" in [sp.text for sp in joined[2].spans]
    vih = find(facts_of(p), "input_high_voltage")
    assert {(f.min, f.max, f.expr_max) for f in vih} == {
        (2.0, 6.0, "VCC+0.5"),
        (2.8, 6.0, "VCC+0.5"),
    }


def test_a_bare_number_takes_the_unit_its_label_implies() -> None:
    p = page(
        1,
        line((40, "Module parameters"), bold=True, size=11),
        line((40, "Default baudrate: 38400")),
        line((40, "Frame: 8 data bits, 1 stop bit")),
    )
    (baud,) = find(facts_of(p), "baud_rate")
    assert (baud.value, baud.unit) == (38400.0, "bps")


def test_tmin_tmax_definition_is_the_operating_range() -> None:
    p = page(
        4,
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line(
            (
                40,
                "(VDD = 5 V, TA = TMIN to TMAX, TMIN = -20 °C, TMAX = +105 °C, unless otherwise noted.)",
            )
        ),
        HEADER,
        line((40, "Supply voltage"), (160, "VDD"), (380, "4.5"), (460, "5.5"), (500, "V")),
    )
    (temp,) = find(facts_of(p), "operating_temperature")
    assert (temp.min, temp.max, temp.unit) == (-20.0, 105.0, "°C")


def test_a_value_joined_to_a_test_condition_is_a_condition_too() -> None:
    p = page(
        1,
        line((40, "Features"), bold=True, size=11),
        line((40, "• Low drain: 0.31 mA typical at 2.5 V and 1 MHz SCL clock")),
    )
    assert not find(facts_of(p), "i2c_clock_frequency")


def test_a_rate_whose_slash_is_set_apart_is_no_voltage() -> None:
    for text in ("Ramp 2.5 V/ µs", "ramp 2.5 V / μ s"):
        (q,) = find_quantities(text)
        assert (q.dimension, q.value) == ("voltage/time", 2.5)
    assert find_quantities("3.3 V / 5 V")[0].dimension == "voltage"


def test_an_output_channels_scale_is_no_measuring_range() -> None:
    p = page(
        1,
        line((40, "Specifications"), bold=True, size=11),
        line((40, "• Detection span 0~10000 ppm")),
        line((40, "• Reading sent via DAC (range 0~3000 ppm)")),
    )
    ranges = find(facts_of(p), "measurement_range")
    assert [(f.min, f.max) for f in ranges] == [(0.0, 10000.0)]


def test_a_sentence_saying_the_parts_figure_is_not_specified_gives_no_value() -> None:
    """ "The card supports up to 25 MHz; the module's maximum SPI clock is not specified":
    the number is the card's; nor is a library's setting in a code example a rating."""
    p = page(
        2,
        line((40, "Questions and answers"), bold=True, size=11),
        line((40, "Q: Maximum SPI clock?")),
        line(
            (
                40,
                "A: Card supports up to 25MHz; the maximum SPI clock of the level shifter board (QRT77) is not specified.",
            )
        ),
        line((40, "card.begin(10); // CS on pin 10, SPI clock 4MHz by default")),
        line((40, "The QRT77 runs its SPI clock at up to 8 MHz.")),
    )
    got = [(f.max, f.value) for f in find(facts_of(p), "spi_clock_frequency")]
    assert got == [(8.0, None)] or got == [(None, 8.0)]


def test_key_values_under_a_line_naming_one_version_are_that_versions() -> None:
    """ "QRT77A (analog board)" over "Input voltage: 3.3~5.5V", "QRT77I (I2C board)" over
    "Input voltage: 3.3~5.0V", "Common" over the rest."""
    ident = Identity(device="QRT77", aliases=["QRT77-A", "QRT77-I"])
    p = page(
        1,
        line((40, "2. Technical Parameters"), bold=True, size=11),
        line((40, "QRT77-A (analog board)")),
        line((40, "Input voltage: 3.3~5.5V")),
        line((40, "QRT77-I (I2C board)")),
        line((40, "Input voltage: 3.3~5.0V")),
        line((40, "Common")),
        line((40, "Working temperature: -10~60 C")),
    )
    facts = extract_facts("doc", "qrt.pdf", [p], ident)
    supply = {f.variant: f.max for f in find(facts, "supply_voltage")}
    assert supply == {"QRT77-A": 5.5, "QRT77-I": 5.0}
    assert [f.variant for f in find(facts, "operating_temperature")] == [None]


def test_a_name_centred_between_its_versions_lines_names_the_first_too() -> None:
    ident = Identity(device="GQ-1", aliases=["GQ-1L"])
    p = page(
        1,
        line((40, "Technical data"), bold=True, size=11),
        line((300, "GQ-1: 4.5 ... 5.5 V")),
        line((40, "Betriebsspannung / Supply voltage")),  # a bilingual name, German first
        line((300, "GQ-1L: 3.0 ... 3.6 V")),
    )
    got = {
        f.variant: (f.min, f.max)
        for f in find(extract_facts("d", "gq.pdf", [p], ident), "supply_voltage")
    }
    assert got == {None: (4.5, 5.5), "GQ-1L": (3.0, 3.6)}


def test_a_line_of_bare_values_continues_the_line_above_only_in_its_kind() -> None:
    """ "UVX-1: 0 ... 1.1 V" under "Supply current typ. 110 µA" and over "Output voltage" is
    the output voltage, no supply voltage."""
    ident = Identity(device="UVX-1", aliases=["UVX-1W"])
    p = page(
        1,
        line((40, "Technical data"), bold=True, size=11),
        line((40, "Versorgungsspannung / Supply voltage"), (300, "2.7 ... 5.5 V DC")),
        line((40, "Stromaufnahme / Supply current"), (300, "typ. 110 µA")),
        line((300, "UVX-1: 0 ... 1.1 V (UVI 0 ... 11)")),
        line((40, "Ausgangsspannung / Output voltage")),
        line((300, "UVX-1W: 0 ... 1.5 V (UVI 0 ... 15)")),
    )
    facts = extract_facts("d", "uvx.pdf", [p], ident)
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.7, 5.5)]
    assert {f.max for f in find(facts, "output_voltage")} == {1.1, 1.5}


def test_a_value_with_its_maximum_in_brackets_is_typical_and_maximum() -> None:
    p = page(1, line((40, "Operating current 1.5mA (max. 2.5mA)")))
    (current,) = find(facts_of(p), "supply_current")
    assert (current.typ, current.max) == (1.5, 2.5)


def test_a_versions_block_ends_at_the_next_numbered_chapter() -> None:
    ident = Identity(device="QRT77", aliases=["QRT77-A", "QRT77-I"])
    p = page(
        1,
        line((40, "QRT77-I (I2C board)")),
        line((40, "Input voltage: 3.3~5.0V")),
        line((40, "3. Environment")),
        line((40, "Working temperature: -10~60 C")),
    )
    facts = extract_facts("doc", "qrt.pdf", [p], ident)
    assert [f.variant for f in find(facts, "supply_voltage")] == ["QRT77-I"]
    assert [f.variant for f in find(facts, "operating_temperature")] == [None]


def test_a_level_the_pins_are_not_tolerant_of_is_no_rating() -> None:
    # "not 5 V tolerant ... with 5 V hosts" names what the part must not see; the supply
    # range stated in the table stays the only supply
    p = page(
        1,
        line((40, "Operating conditions"), bold=True, size=11),
        HEADER,
        line((40, "Supply voltage"), (160, "VDD"), (382, "2.7"), (462, "3.6"), (502, "V")),
        line((40, "Design notes"), bold=True, size=11),
        line((40, "• The serial pins are referenced to VDD and are not 5 V tolerant; use a"
                  " level shifter on RX with 5 V hosts.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [(f.min, f.max, f.value) for f in find(facts, "supply_voltage")] == [(2.7, 3.6, None)]


def test_a_level_named_by_the_part_it_belongs_to_is_no_rating() -> None:
    # "between a 3.3 V host and SDA": the host's level; the module runs from 5 V
    p = page(
        1,
        line((40, "Questions"), bold=True, size=11),
        line((40, "No. At this level the display stays blank; supply the module with 5 V and"
                  " put a level shifter between a")),
        line((40, "3.3 V host and SDA / SCL.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert all(f.value != 3.3 for f in find(facts, "supply_voltage"))


def test_bounds_named_before_bare_numbers_read_as_one_range() -> None:
    # "Min. 4.5 Typ. 5.0 Max. 5.5 V" in a spec list: the unit follows only the last number
    from specproof.extract.lines.statements import statement_text
    from specproof.records import Line

    text = statement_text(
        Line("7  Supply voltage  Min. 3.0 Typ. 3.3 Max. 3.6 V  logic", (0, 0, 1, 1))
    )
    assert "3.0 to 3.6 V" in text
    text = statement_text(Line("Input range: min 10 max 30 V", (0, 0, 1, 1)))
    assert "10 to 30 V" in text


def test_a_supply_named_to_be_converted_down_is_no_supply_of_the_part() -> None:
    # "From 12 V use a step-down regulator set to 3.8 V": the converter's input; the part's
    # own supply is the range the prose and the table give
    p = page(
        1,
        line((40, "Operating conditions"), bold=True, size=11),
        HEADER,
        line((40, "Supply voltage"), (160, "VCC"), (382, "3.3"), (462, "4.3"), (502, "V")),
        line((40, "Powering"), bold=True, size=11),
        line((40, "A lithium cell is the best supply. From 12 V use a step-down regulator"
                  " able to give 1 A.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [(f.min, f.max, f.value) for f in find(facts, "supply_voltage")] == [(3.3, 4.3, None)]


def test_a_voltage_naming_the_source_that_gives_it_is_no_rating() -> None:
    # "runs from a 12 V car battery (14.4 V while charging)": the battery's nominal; the
    # board's own range is the table's
    p = page(
        1,
        line((40, "Operating conditions"), bold=True, size=11),
        HEADER,
        line((40, "Supply voltage"), (160, "VCC"), (382, "6"), (462, "30"), (502, "V")),
        line((40, "Notes"), bold=True, size=11),
        line((40, "• In a van the unit runs from a 12 V car battery and from a 5 V power bank"
                  " on the bench.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [(f.min, f.max, f.value) for f in find(facts, "supply_voltage")] == [(6.0, 30.0, None)]


def test_a_revision_history_row_states_no_specification() -> None:
    from specproof.extract.lines.statements import states_no_spec

    # what a revision changed, not a range of the part
    assert states_no_spec("2024-03-04 2 -R codes added; measuring range at VCC = 3.3 V")
    assert states_no_spec("Rev. B 11/2022 Updated supply range to 2.7 V minimum")
    assert not states_no_spec("Measuring range 0 ... 20 A AC at VCC = 3.3 V")
