"""A build written the way makers write it ("the X on a 12v rail?", "X coil on a 24v truck
supply, fine?", "X directly switching a 24vdc 3a heater?") is judged as a build, and only on
what the sheet states: a contact table's voltage is what the contacts switch, a coil's range
beats its nominal value, ratings stated per switched voltage decide nothing alone, and a
pressure or a load counted in words is a quantity some check must compare.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store, requests_of
from specproof.agent.understand.kind import build_fragment
from specproof.agent.understand.quantities import stated_quantities
from specproof.agent.understand.words import request_words
from specproof.agent.workflow import answer_question
from specproof.extract.lexicon import FieldGuess
from specproof.extract.refine import refine_by_condition


@pytest.mark.parametrize(
    "question",
    [
        "qa210 level translator on a 12v rail?",
        "the kx9 valve driver straight across a 24 v battery (up to 28 v when charging)?",
        "mpc-40 charge controller with a panel that has 48v voc?",
        "kw-12 microswitch directly switching a 12vdc 2a lamp?",
        "zr-7 to switch a 24v valve that draws 0.3a?",
        "the kd-2 board to drive a 6v pump?",
        # a load described by what it pulls; a wiring put as a question
        "pk-2s for a 2s robot with two motors pulling 3.5 a each, continuously?",
        "vt-10 pwm output straight into an esp32 gpio?",
        "2 x aa cells straight into the vdd of a fr-5, no regulator?",
    ],
)
def test_a_part_and_its_supply_or_load_put_as_a_question_is_a_build(question: str) -> None:
    assert build_fragment(question)


def test_a_value_asked_of_a_supply_is_no_build() -> None:
    assert not build_fragment("what current does the qa210 draw on a 12v rail?")
    assert not build_fragment("what is the max current the zr-7 can switch at 24v?")
    assert not build_fragment("which pin goes straight into the gpio?")


def test_a_supply_row_in_a_table_of_contacts_is_what_the_contacts_switch() -> None:
    guess = FieldGuess("supply_voltage")
    assert refine_by_condition(guess, "DC; Load contact ratings").field == "contact_voltage"
    assert refine_by_condition(guess, "Contact data").field == "contact_voltage"
    assert refine_by_condition(guess, "Coil data").field == "supply_voltage"
    assert refine_by_condition(guess, "ESD contact discharge").field == "supply_voltage"


def test_a_pressure_is_a_stated_quantity_never_a_picoampere() -> None:
    stated = stated_quantities("will the offset stay within 0.5 pa over a year at 2 kpa?")
    assert [(s.dimension, s.si) for s in stated] == [("pressure", 0.5), ("pressure", 2000.0)]


@pytest.fixture
def store(tmp_path: Path):
    nominal = fact("KCX60", "coil_voltage", "Rated coil voltage 24 24 V DC", value=24.0)
    nominal.variant = "24"
    span = fact("KCX60", "coil_voltage", "Operating coil range 19 ... 30 V DC", min=19.0, max=30.0)
    span.variant = "24"
    sheets = {
        "KCX60": [nominal, span],
        "KW12": [
            fact("KW12", "contact_current", "14 VDC 5 A", unit="A", max=5.0, condition="14 VDC"),
            fact(
                "KW12", "contact_current", "250 VDC 0.1 A", unit="A", max=0.1, condition="250 VDC"
            ),
            fact("KW12", "contact_voltage", "Rated voltage 250 VDC", max=250.0),
        ],
        "PR9": [fact("PR9", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5)],
        "LD8": [fact("LD8", "supply_voltage", "Supply voltage VDD 4.5 5.5 V", min=4.5, max=5.5)],
    }
    return make_store(tmp_path, sheets)


def test_a_coil_on_a_supply_is_judged_on_the_coils_range_not_its_nominal(store) -> None:
    answer = answer_question("kcx60-24 coil on a 28v truck supply, fine?", store)
    assert answer.verdict == "compatible", answer.text
    answer = answer_question("kcx60-24 coil on a 36v supply, fine?", store)
    assert answer.verdict == "incompatible", answer.text


def test_ratings_stated_per_switched_voltage_leave_a_load_between_them_open(store) -> None:
    # 2 A is over the 250 VDC row's 0.1 A but within the 14 VDC row's 5 A: which holds
    # depends on the load's voltage, not on the lowest figure alone
    answer = answer_question("kw12 directly switching a 12vdc 2a lamp?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    answer = answer_question("kw12 directly switching a 12vdc 8a heater?", store)
    assert answer.verdict == "incompatible", answer.text


def test_a_pressure_the_question_states_must_be_compared(store) -> None:
    answer = answer_question("pr9 on 3v3 - will its offset stay within 0.2 pa for years?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_load_counted_in_words_must_be_compared(store) -> None:
    answer = answer_question("Can the LD8 on 5 V drive big digits with four LEDs in series?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_bus_put_as_a_question_is_no_supply_fragment() -> None:
    assert not build_fragment("qa210 and pr9 together on a 3.3v i2c bus at 400khz, good to go?")


def test_a_family_range_does_not_jump_the_asked_versions_own_value(tmp_path: Path) -> None:
    own = fact("QB7", "supply_voltage", "QB7-L supply 3.0 V", value=3.0)
    own.variant = "L"
    family = fact("QB7", "supply_voltage", "Operating voltage 1.5 8 V", min=1.5, max=8.0)
    store = make_store(tmp_path, {"QB7": [own, family]})
    answer = answer_question("Is the QB7-L usable on a 4.35 V cell?", store)
    assert answer.verdict != "compatible", answer.text


def test_a_cells_end_of_charge_voltage_is_a_concern_no_supply_range_settles(store) -> None:
    answer = answer_question("Is the PR9 usable on a 4.4 V LiHV cell charged to 4.4 V?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("pr9 straight off 2 fresh aa cells (3.0 v)?", "compatible"),
        ("ld8 straight off 2 fresh aa cells (3.0 v)?", "incompatible"),
        ("can i power the ld8 board from my arduino nano's 5v pin?", "compatible"),
    ],
)
def test_a_source_named_with_its_voltage_is_the_rail(store, question, verdict) -> None:
    # a maker board named with its supply pin is that rail, no part lacking a sheet
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


def test_a_voltage_a_pin_puts_out_is_no_supply_the_part_needs(tmp_path: Path) -> None:
    main = fact("NB5", "supply_voltage", "VBAT Power supply 3.3 3.8 4.3 V", min=3.3, max=4.3)
    out = fact("NB5", "supply_voltage", "18 VDD_IO PO 1.8 V output, max. 20 mA", value=1.8)
    store = make_store(tmp_path, {"NB5": [out, main]})
    answer = answer_question("nb5 straight off 2x aa alkaline (3.0v)?", store)
    assert answer.verdict == "incompatible", answer.text
    assert "[3.3, 4.3]" in answer.text


def test_a_high_level_a_part_needs_is_its_input_threshold() -> None:
    from specproof.agent.understand.fields import find_fields

    assert [r.field for r in find_fields("min spi high level the ld8 needs?")] == [
        "input_high_voltage"
    ]


def test_exposure_outdoors_is_a_concern_no_operating_range_settles(store) -> None:
    answer = answer_question("pr9 on 3v3, mounted outdoors with no housing - ok?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    # with a temperature stated, the outdoor box asks about that temperature
    from specproof.agent.understand.concerns import raised_concerns

    assert not raised_concerns("pr9 in an outdoor box at -10 c, ok?")
    assert not raised_concerns("the capacitive rain sensor on 5v?")


def test_condensing_water_is_a_concern_no_operating_range_settles(tmp_path: Path) -> None:
    # the temperature is within range; water condensing on the board is not judged by it
    rows = [
        fact("RX32", "supply_voltage", "Supply voltage 3.0 5.5 V", min=3.0, max=5.5),
        fact("RX32", "operating_temperature", "Operating temperature -40 to +85 °C", unit="°C", min=-40.0, max=85.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RX32": rows})
    answer = answer_question("rx32 in an outdoor box at -30c with condensing humidity - ok?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    answer = answer_question("rx32 in an outdoor box at -30c - ok?", store)
    assert answer.verdict == "compatible", answer.text
    from specproof.agent.understand.concerns import raised_concerns

    assert not raised_concerns("pr9 at 30c and 90 %rh non-condensing, ok?")


@pytest.fixture
def typed_store(tmp_path: Path):
    note = "(VDD = 5.0 V for QD12, VDD = 3.3 V for QD12L)"
    base = fact("QD12", "input_high_voltage", "Input high voltage VIH QD12 3.5 V", min=3.5)
    base.condition = f"QD12; {note}"
    low = fact("QD12", "input_high_voltage", "QD12L 2.0 V", min=2.0)
    low.condition = f"QD12L; {note}"
    rails = fact("QD12", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5)
    return make_store(tmp_path, {"QD12": [base, low, rails]}, aliases={"QD12": ["QD12L"]})


def test_a_part_driven_from_a_boards_gpio_is_the_receiver(typed_store) -> None:
    answer = answer_question(
        "qd12 at 5v, driven from esp32 3.3v gpios, will it read the highs?", typed_store
    )
    assert answer.verdict == "incompatible", answer.text  # 3.3 V < VIH 3.5 V
    assert "VIH" in answer.text


def test_a_row_naming_the_base_part_is_not_its_versions(typed_store) -> None:
    answer = answer_question(
        "qd12L at 3v3, driven straight from esp32 gpio (3.3 V high) - ok?", typed_store
    )
    assert answer.verdict == "compatible", answer.text  # the L version's VIH is 2.0 V


def test_a_shared_bus_is_no_shared_supply_when_one_part_states_its_own(store) -> None:
    # the LD8 (4.5-5.5 V) would fail a 3.3 V rail; the question gives it none
    question = "ld8 plus a pr9 (vin at 3v3) on the same 3.3v bus, any address conflict?"
    answer = answer_question(question, store)
    assert not any("LD8 supply_voltage" in r.reason for r in answer.rules), answer.text


def test_a_part_run_from_a_voltage_in_a_cold_place_is_judged_on_both(tmp_path: Path) -> None:
    # "run an X from 3.3 V" reads like a regulator's input; for a part that is no
    # regulator it is the rail, checked beside the temperature
    rows = [
        fact("PR9", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5),
        fact(
            "PR9",
            "operating_temperature",
            "Operating temperature -40 85 °C",
            unit="°C",
            min=-40.0,
            max=85.0,
        ),
    ]
    store = make_store(tmp_path, {"PR9": rows})
    question = "I want to run a PR9 from 3.3 V in a freezer at -30 °C. Is that within spec?"
    answer = answer_question(question, store)
    assert answer.verdict == "compatible", answer.text
    assert any(r.rule == "power.rail_in_supply_range" for r in answer.rules), answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Can the PR9 output go straight into an ESP32 ADC pin (0-3.3 V) while the PR9 runs from 5 V?",
        "pr9 on 5v with ao wired straight into an esp32 adc pin?",
        # the output named only by its pin names, the wiring by its verb
        "pr9 powered from 5v with vx and vz wired straight to esp32 adc pins?",
    ],
)
def test_an_output_wired_into_an_adc_is_a_concern_only_an_analog_check_settles(
    store, question: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_uart_tx_pin_and_a_level_shifter_ask_no_radio_power() -> None:
    question = "qrx-5 rx pin straight to a 5v arduino uno tx pin, no level shifter?"
    assert "tx_power" not in [r.field for r in requests_of(question)]


@pytest.mark.parametrize(
    "question",
    [
        "Can the PR9's alarm wire go straight into an ESP32 GPIO when the PR9 runs from 5 V?",
        "pr9 on 5v with its out pin to an interrupt pin of my pico - fine?",
    ],
)
def test_an_output_wired_to_a_host_pin_is_a_concern_only_a_level_check_settles(
    store, question: str
) -> None:
    # the host has no sheet here and the supply check passes: the level on the pin is unknown
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.mark.parametrize(
    "question",
    [
        "will my 5v arduino fry the pr9? pr9 on 3v3, uno TX straight into RXD_IN",
        # the input named first, the board's output after it
        "Can the PR9 RXD pin connect straight to the TX pin of a 5 V Arduino Nano?",
    ],
)
def test_a_boards_tx_into_a_named_input_pin_needs_a_level_check(store, question: str) -> None:
    # the board has no sheet here; its TX line into the part's RX input is a level question
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert any("level" in r.reason for r in answer.rules), answer.text


def test_a_pack_described_with_its_full_voltage_in_brackets_is_the_rail(store) -> None:
    answer = answer_question("ld8 on a 2s li-ion pack (8.4v full) - ok?", store)
    assert answer.verdict == "incompatible", answer.text  # 8.4 V > 5.5 V


def test_a_voltage_written_on_a_pin_is_that_pins_setting() -> None:
    assert request_words("about 3 v on vm, can it push 1.5 a?").assignments.get("vm") == 3.0


def test_a_part_kind_ending_in_maker_asks_no_manufacturer() -> None:
    from specproof.agent.understand.fields import find_fields

    fields = [r.field for r in find_fields("what voltage does the qm-9 mist maker board need?")]
    assert fields == ["supply_voltage"]
    assert [r.field for r in find_fields("who is the maker of the qm-9?")] == ["manufacturer"]


def test_a_series_name_written_apart_in_the_question_links_to_its_sheet(tmp_path: Path) -> None:
    rail = fact("SLC4", "supply_voltage", "Supply voltage 19.2 28.8 V", min=19.2, max=28.8)
    store = make_store(tmp_path, {"SLC4": [rail]})
    answer = answer_question("can the slc 4 light curtain run from the 12 V supply?", store)
    assert answer.verdict == "incompatible", answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Will the pr9 keep its accuracy for ten years in a 3.3 V logger?",
        "pr9 on 3v3, will it stay within ±5 % over the next 3 years without recalibration?",
        "is the pr9's long-term drift ok for a 3.3 v weather station?",
    ],
)
def test_drift_over_years_is_a_concern_no_operating_range_settles(store, question: str) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.fixture
def clock_store(tmp_path: Path):
    core = fact("QCK8", "supply_voltage", "VDD Core supply 2.97 3.63 V", min=2.97, max=3.63)
    outputs = fact(
        "QCK8", "io_supply_voltage", "VDDO Output supply 1.71 3.63 V", min=1.71, max=3.63
    )
    return make_store(tmp_path, {"QCK8": [core, outputs]})


def test_an_output_rail_set_beside_the_core_is_checked_as_that_rail(clock_store) -> None:
    # "VDDO = 1.8 V" is the output drivers' rail; the core runs on the 3.3 V stated after it
    answer = answer_question(
        "Can I run the QCK8 outputs at VDDO = 1.8 V while the core (VDD) is on 3.3 V?",
        clock_store,
    )
    assert answer.verdict == "compatible", answer.text
    assert {f.field for f in answer.items} == {"supply_voltage", "io_supply_voltage"}


@pytest.mark.parametrize(
    "question",
    [
        "pr9 logger in a greenhouse at 30c and 95% humidity on 3v3, ok?",
        "pr9 on 3.3 v in a cellar with humidity around 90 %, fine?",
    ],
)
def test_a_humidity_written_in_words_is_a_humidity_to_check(store, question: str) -> None:
    # the sheet states no operating humidity: nothing proves the 95 % fine
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert any("humidity" in r.rule for r in answer.rules), answer.text


def test_a_cell_count_is_no_time_and_a_discharge_current_is_what_a_pack_gives() -> None:
    from specproof.agent.understand.fields import find_fields

    stated = stated_quantities("qb-4 on a 4s lifepo4 pack with a 10a load, wait 2 s, ok?")
    assert [(s.text, s.dimension) for s in stated] == [("10a", "current"), ("2 s", "time")]
    asked = find_fields("max continuous discharge current of the qb-4 bms?")
    assert [r.field for r in asked] == ["output_current"]


def test_a_part_as_shipped_is_a_concern_no_per_option_row_settles(store) -> None:
    # which option the part ships set to decides which of its rows holds
    answer = answer_question("pr9 fresh out of the box on 3.3 v, fine?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    answer = answer_question("Is the PR9 in its default firmware OK on a 3.3 V rail?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.fixture
def derated_store(tmp_path: Path):
    span = fact("QTX4", "supply_voltage", "Supply voltage 9 ... 32 Vdc", min=9.0, max=32.0)
    derated = fact(
        "QTX4", "supply_voltage", "Above +55 °C the supply must not exceed 20 V.", max=20.0
    )
    ambient = fact("QTX4", "operating_temperature", "Operating -30 ... +75 °C", unit="°C")
    ambient.min, ambient.max = -30.0, 75.0
    return make_store(tmp_path, {"QTX4": [span, derated, ambient]})


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("The QTX4 sits in a 65 °C cabinet on a 24 V supply. Within its ratings?", "incompatible"),
        ("The QTX4 sits in a 40 °C cabinet on a 24 V supply. Within its ratings?", "compatible"),
    ],
)
def test_a_supply_derated_above_a_temperature_holds_when_the_ambient_reaches_it(
    derated_store, question: str, verdict: str
) -> None:
    answer = answer_question(question, derated_store)
    assert answer.verdict == verdict, answer.text


@pytest.fixture
def mode_store(tmp_path: Path):
    rows = [
        fact("QCK2", "supply_voltage", "Supply voltage, VDD 1.8-V operation 1.71 1.8 1.89 V",
             min=1.71, typ=1.8, max=1.89),
        fact("QCK2", "supply_voltage", "3.3-V operation 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6),
    ]  # fmt: skip
    return make_store(tmp_path, {"QCK2": rows})


@pytest.mark.parametrize(
    ("question", "verdict", "row"),
    [
        ("is a 3.3 v rail ok for the qck2 vdd?", "compatible", 3.6),
        ("can the qck2 run from 5 v?", "incompatible", 3.6),  # judged on the nearest mode
        ("qck2 on a 1.8 v rail, fine?", "compatible", 1.89),
    ],
)
def test_a_supply_stated_per_mode_is_judged_on_the_mode_the_rail_selects(
    mode_store, question: str, verdict: str, row: float
) -> None:
    answer = answer_question(question, mode_store)
    assert answer.verdict == verdict, answer.text
    assert [i.max for i in answer.items] == [row], answer.text


def test_a_mode_asked_by_its_voltage_takes_that_modes_row(mode_store) -> None:
    answer = answer_question("What VDD range does the QCK2 take for 3.3-V operation?", mode_store)
    assert [(i.min, i.max) for i in answer.items] == [(3.0, 3.6)], answer.text


def test_an_excitation_voltage_asked_is_the_supply() -> None:
    from specproof.agent.understand.fields import find_fields

    asked = find_fields("what excitation voltage range does the qlw-3 wetness sensor accept?")
    assert [r.field for r in asked] == ["supply_voltage"]


def test_a_derated_limit_does_not_answer_a_question_that_states_no_temperature(
    tmp_path: Path,
) -> None:
    # the derating names the version asked; the version's plain range is the answer
    span = fact("QTX5", "supply_voltage", "Supply voltage 9 ... 32 Vdc", min=9.0, max=32.0)
    note = "Above +55 °C the QTX5-H supply must not exceed 20 V."
    derated = fact("QTX5", "supply_voltage", note, max=20.0)
    derated.variant = "QTX5-H"
    store = make_store(tmp_path, {"QTX5": [span, derated]}, aliases={"QTX5": ["QTX5-H"]})
    answer = answer_question("What supply voltage range does the QTX5-H accept?", store)
    assert [(i.min, i.max) for i in answer.items] == [(9.0, 32.0)], answer.text


def test_a_cable_named_by_its_kind_is_no_cable_length() -> None:
    from specproof.agent.understand.concerns import raised_concerns

    for question in ("pr9 on a 3v3 usb-ttl cable - ok?", "pr9 powered by my ftdi cable at 3.3v?"):
        assert "cable length" not in {c.name for c in raised_concerns(question)}, question
    assert "cable length" in {c.name for c in raised_concerns("pr9 at the end of a 5 m cable?")}


@pytest.mark.parametrize(
    ("question", "concern"),
    [
        ("pr9 on a 3v3 rail in a model rocket pulling 15 g - will it keep working?",
         "mechanical shock or vibration"),
        ("pr9 on 3.3 v, spi over a 1 m ribbon at 1 mhz, ok?", "cable length"),
        ("pr9 on 3.3 v, spi at 1 mhz with maybe 200 pf per line, in spec?", "line capacitance"),
        ("will the pr9 screw terminals take the 2.5 mm2 wire from my 3.3 v supply?", "wire size"),
        ("pr9 on 3.3 v, its spi wired straight to a 5v uno, no level shifter - ok?",
         "signal levels"),
    ],
)  # fmt: skip
def test_acceleration_and_line_loads_are_concerns_no_supply_range_settles(
    store, question: str, concern: str
) -> None:
    from specproof.agent.understand.concerns import raised_concerns

    assert concern in {c.name for c in raised_concerns(question)}
    answer = answer_question(question, store)
    assert answer.verdict != "compatible", answer.text


@pytest.mark.parametrize(
    ("question", "concern"),
    [
        ("kx-4 on 5v on a boat deck - will it survive spray and rain?", "outdoor exposure"),
        ("will the gm-7 get a fix indoors in my office?", "radio reception"),
        ("lora module in the basement, reception through two concrete floors ok?", "radio reception"),
        ("the module's white led and all from a 3.3v ldo - enough current for the led?", "load without a datasheet"),
        ("does the co sensor keep its accuracy when 50 ppm of hydrogen is also present?", "another gas present"),
        ("what about cross-sensitivity to ethanol vapour in a kitchen?", "another gas present"),
        ("is one qx-33 enough to run the radio, the mcu and a small oled display?", "load without a datasheet"),
        ("Is one KB-50 enough to power four of my hobby servos at once?", "load without a datasheet"),
    ],
)  # fmt: skip
def test_exposure_reception_and_an_unlisted_load_are_concerns_no_check_settles(
    question: str, concern: str
) -> None:
    from specproof.agent.understand.concerns import raised_concerns

    assert concern in [c.name for c in raised_concerns(question)]


@pytest.mark.parametrize(
    "question",
    [
        "qb250 buck module trimmed to 5v - fine for a tm20 display?",
        "ks7 wired straight to a li-ion cell charged by a cg12?",
        "qb250 set to 5v -> tm20 vcc directly?",
        "tm20 and ks7 sharing one 3.3v rail?",
        "tm20 + ks7 on a shared 5v line?",
        "tm20 + ks7 breakout both off the same 3.3v pin. any problem with supply?",
        "ks7 chip + tm20 both on 5V from an uno. the ks7 ok at 5v?",
        "tm20 and a ks7 both on the 5v rail. ks7 ok there?",
    ],
)
def test_a_build_put_as_a_fragment_asks_for_a_verdict(question: str) -> None:
    from specproof.agent.understand.kind import question_type

    assert question_type(question, 2, 0) == "compatibility"


def test_a_memorys_data_retention_at_a_temperature_is_a_concern_no_rule_settles(
    tmp_path: Path,
) -> None:
    sheets = {
        "FQ128": [
            fact("FQ128", "operating_temperature", "Operating temperature -40 85 °C",
                 unit="°C", min=-40.0, max=85.0),
            fact("FQ128", "supply_voltage", "VCC 2.7 3.6 V", min=2.7, max=3.6),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question(
            "fq128 flash logging in a hot attic at 185 °F on 3.3 V - will its data retention hold?",
            store,
        )
    finally:
        store.close()
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "data retention" in ans.text


def test_a_cell_named_by_its_kind_states_the_builds_supply() -> None:
    from specproof.agent.understand.asks import judgment_asked

    assert judgment_asked("2 x aa cells straight into the vdd of a fr-5, no regulator?")
    assert judgment_asked("one 18650 straight into the vin of the fr-5?")


@pytest.mark.parametrize(
    "question",
    [
        "qb-38 over spi from a 5v arduino mega?",
        "qb-38 on i2c by a 5v uno, vin on the uno's 5v - fine?",
    ],
)
def test_a_bus_to_a_host_at_its_level_needs_a_level_check(tmp_path: Path, question: str) -> None:
    # the module runs from 5 V, but its bus lines see the host's level: only its input
    # thresholds (none on this sheet) prove them
    rows = [fact("QB-38", "supply_voltage", "VIN 3.3 5.0 5.5 V", min=3.3, typ=5.0, max=5.5)]
    store = make_store(tmp_path, {"QB-38": rows})
    assert answer_question(question, store).verdict != "compatible"
