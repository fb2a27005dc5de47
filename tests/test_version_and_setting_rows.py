"""Rows picked by what the question names about the part's version or setting, in the forms
real questions use: "the 3.3v version" of a sheet whose versions end in "-33" / "-5V", a
register field "set to 011", an LSB size per range in a parameter table, a modem's PSM, a
range asked where prose states one number. The parts and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store, requests_of
from specproof.agent.understand.kind import unsupported_topic
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "RVD-240": [
            fact("RVD-240", "spi_clock_frequency", "fSCLK 12 6 MHz", unit="MHz", max=12.0,
                 variant="RVD-240-33"),
            fact("RVD-240", "spi_clock_frequency", "fSCLK 12 6 MHz", unit="MHz", max=6.0,
                 variant="RVD-240-5V"),
        ],
        "QAD18": [
            fact("QAD18", "analog_input_range", "Input range set by GAIN[2:0] ±0.5 ±4 V",
                 min=-4.0, max=4.0, condition="set by GAIN[2:0]", extractor="table"),
            fact("QAD18", "analog_input_range", "001 ±2 V 61 µV", min=-2.0, max=2.0,
                 condition="GAIN 001", extractor="param_table", page=2),
            fact("QAD18", "analog_input_range", "010 ±1 V 30.5 µV", min=-1.0, max=1.0,
                 condition="GAIN 010", extractor="param_table", page=2),
            fact("QAD18", "resolution", "Resolution 18 bits", unit="bit", min=18.0,
                 extractor="table"),
            fact("QAD18", "resolution", "001 ±2 V 61 µV", unit="µV", value=61.0,
                 quantity="voltage", condition="GAIN 001", extractor="param_table", page=2),
            fact("QAD18", "resolution", "010 ±1 V 30.5 µV", unit="µV", value=30.5,
                 quantity="voltage", condition="GAIN 010", extractor="param_table", page=2),
        ],
        "KF25Q32FV": [
            fact("KF25Q32FV", "spi_clock_frequency", "Clock frequency fR 80 MHz", unit="MHz",
                 max=80.0),
        ],
        "BKV-9": [
            fact("BKV-9", "supply_voltage", "Input voltage 2.5 – 28 V", min=2.5, max=28.0,
                 extractor="table"),
            fact("BKV-9", "supply_voltage", "BKV-9 input voltage range: it accepts 16 V while charging",
                 value=16.0, extractor="line", page=2),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "limit"),
    [
        ("rvd-240 max spi clock on the 3.3v version?", 12.0),
        ("What SPI clock does the 5 V version of the RVD-240 allow?", 6.0),
    ],
)
def test_a_version_named_by_its_supply_picks_the_version_coded_so(store, question, limit):
    ans = answer_question(question, store)
    assert [i.max for i in ans.items] == [limit], ans.text


def test_a_register_field_set_to_a_code_picks_that_codes_row(store) -> None:
    ans = answer_question("What input range does the QAD18 have with GAIN[2:0] set to 010?", store)
    assert [(i.min, i.max) for i in ans.items] == [(-1.0, 1.0)], ans.text


def test_an_lsb_size_is_read_from_a_parameter_tables_column(store) -> None:
    ans = answer_question("What is the size of one LSB of the QAD18 on the ±2 V range?", store)
    assert [(i.value, i.unit) for i in ans.items] == [(61.0, "uV")], ans.text


def test_a_range_asked_is_not_answered_by_a_lone_number_in_prose(store) -> None:
    ans = answer_question("What input voltage range does the BKV-9 accept?", store)
    assert [(i.min, i.max) for i in ans.items] == [(2.5, 28.0)], ans.text


def test_a_modems_psm_is_a_low_power_state() -> None:
    assert [r.field for r in requests_of("lte modem current draw in psm?")] == ["standby_current"]


def test_a_cross_axis_figure_is_no_sensitivity() -> None:
    assert unsupported_topic("what is the cross-axis sensitivity of the accelerometer?")


@pytest.mark.parametrize(
    "question",
    [
        "what max supply does the KQ-12 breakout board (a PX90 with an on-board regulator) take?",
        "px90 module with protection (the version with a DW01 on the back): cut-off voltage?",
        "rf24 pa+lna module: tx current at full power?",
        "the blue motor module has a 78L05 regulator and a jumper. max motor voltage with it on?",
    ],
)
def test_a_boards_own_hardware_is_no_figure_of_the_parts_sheet(question: str) -> None:
    assert unsupported_topic(question)


def test_the_part_itself_on_a_board_is_still_asked() -> None:
    assert not unsupported_topic("cheap px90 boards with a jumper: abs max vcc of the chip itself?")


def test_a_sibling_no_sheet_covers_is_not_answered_from_the_known_one(store) -> None:
    ans = answer_question(
        "Je remplace ma KF25Q32FV par une KF25Q32JV. Quelle fréquence SPI maximale accepte la"
        " KF25Q32JV ?",
        store,
    )
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "KF25Q32JV" in (ans.reason or "")
    known = answer_question("KF25Q32FV max spi clock?", store)
    assert [i.max for i in known.items] == [80.0], known.text


@pytest.mark.parametrize("label", ["PSM power saving mode, RTC running", "Power saving mode"])
def test_a_modems_power_saving_row_is_a_standby_current(label: str) -> None:
    from specproof.extract.lexicon import classify
    from specproof.records import SectionKind

    guess = classify(label, "current", SectionKind.ELECTRICAL)
    assert guess is not None and guess.field == "standby_current"


def test_a_register_field_set_to_a_number_picks_that_numbers_row(tmp_path) -> None:
    rows = [
        fact("GX7", "measurement_range", "ACC_RNG=0 ±2 g", unit="g", min=-2.0, max=2.0,
             quantity="acceleration", condition="ACC_RNG=0"),
        fact("GX7", "measurement_range", "ACC_RNG=2 ±8 g", unit="g", min=-8.0, max=8.0,
             quantity="acceleration", condition="ACC_RNG=2"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"GX7": rows})
    try:
        ans = answer_question("I set ACC_RNG to 2 on my gx7. what full scale range is that?", store)
        assert [(i.min, i.max) for i in ans.items] == [(-8.0, 8.0)], ans.text
    finally:
        store.close()


@pytest.mark.parametrize(
    ("question", "dimension"),
    [("how big is one lsb step in mv?", "voltage"), ("draw at 3 v, in ma?", "current")],
)
def test_a_unit_typed_in_lower_case_is_still_the_unit_asked(question, dimension) -> None:
    from specproof.agent.understand.asked_unit import asked_unit_dimension

    assert asked_unit_dimension(question) == dimension


def test_a_lettered_versions_row_does_not_answer_for_the_part_itself(tmp_path) -> None:
    # "VIH ... (KMX4052T)": the TTL-input version's row beside the part's own rows, which
    # state VIH per supply; at 5 V the part's own row is not stated, so no verdict
    sheets = {
        "KMX4052": [
            fact("KMX4052", "supply_voltage", "Supply voltage VCC 2.0 6.0 V", min=2.0, max=6.0),
            fact("KMX4052", "input_high_voltage", "VIH VCC = 4.5 V 3.15 V", min=3.15,
                 condition="VCC = 4.5 V"),
            fact("KMX4052", "input_high_voltage", "VIH VCC = 6.0 V 4.2 V", min=4.2,
                 condition="VCC = 6.0 V"),
            fact("KMX4052", "input_high_voltage", "VIH (KMX4052T) VCC = 4.5 V to 5.5 V 2.0 V",
                 min=2.0, variant="KMX4052T",
                 condition="VCC = 4.5 V to 5.5 V; HIGH-level input voltage (KMX4052T)"),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets, aliases={"KMX4052": ["KMX4052T"]})
    try:
        ans = answer_question(
            "kmx4052 on 5v, its a0-a2 driven straight from 3.3v mcu gpios?", store
        )
    finally:
        store.close()
    assert ans.verdict != "compatible", ans.text


def test_a_family_member_asked_is_named_in_the_answer_not_the_sheets_file_name(tmp_path) -> None:
    # one sheet for QRS5721..QRS5727, filed as "QRS5720": the answer names the part asked
    sheets = {
        "QRS5720": [
            fact("QRS5720", "standby_current", "Supply current, sleep 2.5 10 uA", unit="uA",
                 typ=2.5, max=10.0),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets, aliases={"QRS5720": ["QRS5721", "QRS5725"]})
    try:
        ans = answer_question("qrs5725 sleep current?", store)
    finally:
        store.close()
    assert [item.device for item in ans.items] == ["QRS5725"], ans.text
