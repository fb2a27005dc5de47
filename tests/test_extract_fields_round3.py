"""Field disambiguation and prose patterns (round 3), on hand-built lines and pages:
mode conditions, ground symbols, shift-clock limits, derived values, nested bullet
lists on two-column pages, value postfixes, plausibility, section titles and captions."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.lexicon import FieldGuess, classify, plausible, refine_by_condition
from specproof.extract.lines import (
    LineContext,
    antecedent,
    is_condition_value,
    label_tries,
    labelled_values,
    line_context_of,
    value_condition,
)
from specproof.records import Block, Fact, Identity, Line, Page, SectionKind, Span
from specproof.sections import assign_sections
from specproof.units import GLYPH_UNITS, canonical_unit, parse_quantity

IDENT = Identity(device="XYZ123")


def line(top: float, *spans: tuple[str, float]) -> Line:
    """A line from (text, x0) spans; each character is 5 pt wide."""
    built = [Span(text, x0, x0 + 5 * len(text)) for text, x0 in spans]
    text = " ".join(s.text for s in built)
    return Line(text, (built[0].x0, top, built[-1].x1, top + 9), built, size=9.0)


def facts_on(*lines: Line) -> list[Fact]:
    page = Page(number=1, width=600, height=800, lines=list(lines))
    return extract_facts("doc", "x.pdf", [page], IDENT)


# ---------------------------------------------------------------- lexicon


def test_power_down_condition_makes_a_supply_current_a_standby_current() -> None:
    guess = FieldGuess("supply_current")
    assert refine_by_condition(guess, "Power-down current at 25°C").field == "standby_current"
    assert refine_by_condition(guess, "Sleep mode, VDD = 3 V").field == "standby_current"
    # a pin named SLEEP, or an operating mode, is no low-power mode
    assert refine_by_condition(guess, "VM = 5 V, nSLEEP = 0 V").field == "supply_current"
    assert refine_by_condition(guess, "SLEEP = 1, operating").field == "supply_current"
    assert refine_by_condition(guess, "Operating current at 25°C").field == "supply_current"


def test_ground_symbol_is_no_supply_rating() -> None:
    assert classify("VSS", "voltage", SectionKind.ABS_MAX, "VSS") is None
    assert classify("GND", "voltage", SectionKind.ABS_MAX, "GND") is None
    guess = classify("Supply voltage VDD to VSS", "voltage", SectionKind.ABS_MAX, "VDD")
    assert guess is not None and guess.field == "abs_max_supply_voltage"


def test_fmax_of_a_logic_device_is_its_clock_limit() -> None:
    guess = classify("fmax maximum frequency", "frequency", SectionKind.TIMING)
    assert guess is not None and guess.field == "spi_clock_frequency"
    assert classify("fmax PWM frequency", "frequency", SectionKind.TIMING) is None


def test_symbol_column_input_levels_win_over_a_threshold_group() -> None:
    guess = classify("VIH", "voltage", SectionKind.ELECTRICAL, "VIH")
    assert guess is not None and guess.field == "input_high_voltage"


def test_drawing_tolerance_in_mm_is_no_accuracy() -> None:
    assert classify("Unit: mm Tolerance", "length", SectionKind.OTHER) is None
    guess = classify("Ranging accuracy", "length", SectionKind.OTHER)
    assert guess is not None and guess.field == "accuracy"


def test_tolerances_are_no_environmental_ranges() -> None:
    tol = parse_quantity("±5 %RH")
    assert tol is not None
    assert not plausible(FieldGuess("measurement_range", "relative_humidity"), tol)
    rng = parse_quantity("0 to 100 %RH")
    assert rng is not None
    assert plausible(FieldGuess("measurement_range", "relative_humidity"), rng)
    accel = parse_quantity("±16 g")
    assert accel is not None
    assert plausible(FieldGuess("measurement_range", "acceleration"), accel)


def test_one_humidity_set_point_is_no_range() -> None:
    assert classify("Humidity", "humidity", SectionKind.ELECTRICAL, n_bounds=1) is None
    guess = classify("Humidity range", "humidity", SectionKind.ELECTRICAL, n_bounds=2)
    assert guess is not None and guess.field == "measurement_range"


# ---------------------------------------------------------------- units


def test_symbol_font_units_read_and_written_back() -> None:
    assert canonical_unit("FA") == "uA"
    assert canonical_unit("ºC") == "°C"
    assert GLYPH_UNITS["NC"] == "°C" and GLYPH_UNITS["FA"] == "µA"
    q = parse_quantity("+85 ºC")
    assert q is not None and q.canonical == "°C"


# ---------------------------------------------------------------- lines


def test_result_of_a_translates_into_sentence_is_a_statement() -> None:
    previous = "it nominally remains at VCC/2. Thus, VCC = 5 V translates into"
    items = labelled_values("VIOUT(Q) = 2.5 V. Variation in VIOUT(Q) can be attributed")
    assert antecedent(items, 0, previous) == "VCC = 5 V"
    assert not is_condition_value(items, 0, previous)
    assert value_condition(items, 0, previous, "") == "VCC = 5 V"
    # without the consequence verb "X = v" stays a test condition
    assert is_condition_value(labelled_values("VDD = 3.3 V"), 0, "Measured with")


def test_slash_words_and_formula_divisors_are_no_values() -> None:
    assert not labelled_values("The ADS1113/4/5 A/D core measures a differential")
    assert not labelled_values("ratio VIOUT(Q)VCC / 5 V")
    both = labelled_values("Supply voltage 3.3 V / 5 V")  # options, read as one quantity
    assert len(both) == 1 and both[0].value.options == [3.3, 5.0]


def test_postfix_of_the_previous_value_does_not_name_the_next() -> None:
    items = labelled_values("3-A RMS, 4-A Peak (PWP and RTY)")
    assert len(items) == 2
    tries = label_tries(items, 1, LineContext([]))
    guess = classify(tries[0], "current", SectionKind.FEATURES)
    assert guess is not None and guess.field == "peak_output_current"


def test_nested_list_items_take_their_title_across_a_second_column() -> None:
    lines = [
        line(100, ("•", 54), ("Maximum data rates", 69)),
        line(104, ("rails. The A port tracks the VCCA pin supply", 318)),
        line(114, ("–", 69), ("110 Mbps (push pull)", 84), ("The VCCA pin accepts any", 318)),
        line(126, ("–", 69), ("1.2 Mbps (open drain)", 84), ("V and 3.6 V. The B port", 318)),
    ]
    ctx = line_context_of(lines, 3)
    assert ctx.parent == "Maximum data rates"
    facts = [f for f in facts_on(*lines) if f.field == "data_rate"]
    assert {(f.max, f.condition) for f in facts} == {(110.0, "push pull"), (1.2, "open drain")}


def test_line_above_in_the_same_column_gives_the_antecedent() -> None:
    lines = [
        line(100, ("it remains at VCC/2. Thus, VCC = 5 V translates into", 50)),
        line(104, ("Accuracy", 400)),
        line(114, ("VIOUT(Q) = 2.5 V. Variation in VIOUT(Q) can be", 50)),
    ]
    facts = [f for f in facts_on(*lines) if f.field == "analog_output_voltage"]
    assert len(facts) == 1
    assert facts[0].value == 2.5 and facts[0].condition == "VCC = 5 V"


# ---------------------------------------------------------------- sections


def _block(kind: str, text: str, level: int = 0) -> Block:
    return Block(page=1, kind=kind, text=text, bbox=(0, 0, 1, 1), lines=[text], level=level)  # type: ignore[arg-type]


def test_upper_case_title_running_into_its_note_sets_the_section() -> None:
    blocks = [
        _block("heading", "MAXIMUM RATINGS", 1),
        _block("table", "| Rating | Value |"),
        _block("heading", "SYSTEM PARAMETERS", 2),
        _block("paragraph", "ELECTRICAL CHARACTERISTICS Specifications with standard type face"),
        _block("table", "| Characteristics | Min | Max |"),
        _block("paragraph", "NOTE: STRESSES BEYOND ABSOLUTE MAXIMUM RATINGS may cause damage"),
        _block("table", "| Parameter | Min | Max |"),
    ]
    page = Page(number=1, width=600, height=800, blocks=blocks)
    assign_sections([page])
    assert blocks[1].section == SectionKind.ABS_MAX
    assert blocks[4].section == SectionKind.ELECTRICAL
    assert blocks[6].section == SectionKind.ELECTRICAL  # a note names no section


def test_caption_under_a_table_beats_its_column_title() -> None:
    table = _block("table", "| Operating conditions | Minimum | Maximum |")
    table.cells = [["Operating conditions", "Minimum", "Maximum"], ["VDD", "-0.3", "3.6"]]
    table.header_rows = 1
    blocks = [
        _block("heading", "3 Absolute maximum ratings", 1),
        table,
        _block("paragraph", "Table 2. Absolute maximum ratings"),
        _block("heading", "4 Operating conditions", 1),
    ]
    assign_sections([Page(number=1, width=600, height=800, blocks=blocks)])
    assert table.section == SectionKind.ABS_MAX
