"""A question that names a setting ("turbo mode", "the B-grade part", "the 50 ms range")
is answered from the row that names it, never from another setting's row."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.settings import named_settings
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.mark.parametrize(
    ("question", "words", "aliases"),
    [
        ("What does it draw in turbo (2X) mode?", {"turbo"}, {"2x"}),
        ("Operating range of the B-grade part?", {"b"}, set()),
        ("Conversion time in the 50 ms range?", {"50"}, set()),
        ("How long in low power mode?", {"low", "power"}, set()),
    ],
)
def test_settings_are_read_with_their_names(question, words, aliases) -> None:
    [setting] = named_settings(question)
    assert setting.words == words and setting.aliases == aliases


def test_a_field_named_range_is_no_setting() -> None:
    assert named_settings("What is the pressure range of the part?") == ()


@pytest.fixture
def store(tmp_path):
    sheets = {
        "ZK90": [
            fact("ZK90", "supply_current", "Supply current eco mode 2.0 mA", unit="mA",
                 typ=2.0, si_typ=0.002),
            fact("ZK90", "supply_current", "Supply current turbo mode 9.0 mA", unit="mA",
                 typ=9.0, si_typ=0.009),
            fact("ZK90", "response_time", "Conversion time tLP 40 55 ms", unit="ms",
                 typ=40.0, max=55.0, si_typ=0.04, si_max=0.055, symbol="tLP"),
            fact("ZK90", "response_time", "Conversion time tHP 8 11 ms", unit="ms",
                 typ=8.0, max=11.0, si_typ=0.008, si_max=0.011, symbol="tHP"),
            fact("ZK90", "response_time", "A conversion takes about 8 ms.", unit="ms",
                 typ=8.0, si_typ=0.008, page=2),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(("mode", "typ"), [("turbo", 9.0), ("eco", 2.0)])
def test_the_row_of_the_named_mode_answers(store, mode, typ) -> None:
    ans = answer_question(f"What is the ZK90's supply current in {mode} mode?", store)
    assert [i.typ for i in ans.items] == [typ], ans.text


def test_a_symbol_subscripted_with_the_settings_initials_names_it(store) -> None:
    ans = answer_question("What is the ZK90's conversion time in low-power mode?", store)
    assert [(i.typ, i.max) for i in ans.items] == [(40.0, 55.0)], ans.text


def test_a_setting_named_before_another_kind_word_is_still_named() -> None:
    from specproof.agent.understand.settings import named_settings

    (mode,) = named_settings("is 1 MHz within both parts' fast-mode SCL range?")
    assert (mode.kind, mode.words) == ("mode", frozenset({"fast"}))
    (within,) = named_settings("is it within standard mode?")
    assert within.words == frozenset({"standard"})


def test_a_part_number_is_no_part_of_a_settings_name() -> None:
    from specproof.agent.understand.settings import named_settings

    (mode,) = named_settings("qx7720 halt mode current")
    assert mode.words == frozenset({"halt"})


def test_a_radio_state_is_a_setting_and_another_states_row_does_not_answer(tmp_path) -> None:
    """Radio sheets name their power states ("SLEEP state", "IDLE state"): a row written for
    other states is no answer for the state asked."""
    idle = fact("RF9", "standby_current", "1.7 mA Only the oscillator is running (IDLE state)",
                unit="mA", value=1.7, condition="IDLE state")  # fmt: skip
    store = make_store(tmp_path, {"RF9": [idle]})
    asleep = answer_question("What does the RF9 draw in the SLEEP state?", store)
    assert asleep.verdict == "insufficient_evidence"
    assert answer_question("What does the RF9 draw in IDLE state?", store).items[0].value == 1.7
    [setting] = named_settings("current in SLEEP state")
    assert setting.kind == "state" and setting.words == {"sleep"}


def test_a_sheet_that_tells_low_power_states_apart_answers_each_from_its_own_row(
    tmp_path,
) -> None:
    """ "Standby 0.8 mA" and "Power Down 4.5 µA" on one sheet are two states; a user who says
    "sleep" of a sheet that only writes "power-down" means that row."""
    standby = fact("MIC7", "standby_current", "VDD = 3.3 V Standby 0.8 mA", unit="mA", max=0.8,
                   condition="VDD = 3.3 V")  # fmt: skip
    down = fact("MIC7", "standby_current", "Power Down 4.5 µA", unit="µA", max=4.5)
    store = make_store(tmp_path, {"MIC7": [standby, down], "AMP3": [
        fact("AMP3", "standby_current", "Power-down current 1 µA", unit="µA", max=1.0)]})  # fmt: skip
    asked = "MIC7 current in power-down mode at VDD = 3.3 V?"
    assert answer_question(asked, store).items[0].max == 4.5
    assert answer_question("MIC7 current in standby?", store).items[0].max == 0.8
    assert answer_question("What does the AMP3 draw asleep?", store).items[0].max == 1.0


def test_a_state_named_only_in_the_feature_list_does_not_outvote_the_table(tmp_path) -> None:
    """ "1 uA standby current (Sleep mode)" in the feature list and the table's "Standby
    current 5 uA": the sheet calls its sleep draw standby current, and the table row (the
    specification) answers the sleep current asked."""
    teaser = fact("CN5", "standby_current", "1 uA standby current (typical) (Sleep mode)",
                  unit="uA", value=1.0, section=SectionKind.FEATURES)  # fmt: skip
    table = fact("CN5", "standby_current", "IDDS Standby current 5 uA inputs tied",
                 unit="uA", max=5.0, page=2)  # fmt: skip
    store = make_store(tmp_path, {"CN5": [teaser, table]})
    ans = answer_question(
        "the CN5 is in sleep mode between readings: worst case, can it stay under 4 uA?", store
    )
    assert ans.verdict == "incompatible", ans.text
    assert "5e-06 A" in ans.text


def test_a_supply_option_named_as_a_version_picks_its_own_row(tmp_path) -> None:
    """ "the 5v version" is the sheet's "5.0 Vdc option": its supply row, not the 3.3 V one,
    judges a 3.3 V rail."""
    rows = [
        fact("PX9", "supply_voltage", "3.3 Vdc option 3.0 3.3 3.6 Vdc", min=3.0, typ=3.3, max=3.6),
        fact("PX9", "supply_voltage", "5.0 Vdc option 4.75 5.0 5.25 Vdc", min=4.75, typ=5.0, max=5.25),
    ]  # fmt: skip
    store = make_store(tmp_path, {"PX9": rows})
    assert answer_question("will the 5v version of the px9 work off 3.3v?", store).verdict == (
        "incompatible"
    )
    assert answer_question("Can the 3.3 V variant of the PX9 run on 3.3 V?", store).verdict == (
        "compatible"
    )
    [option] = named_settings("5.0 Vdc option 4.75 5.0 5.25 Vdc")
    assert option.kind == "variant" and option.words == {"5", "vdc"}


@pytest.mark.parametrize(("asked", "typ"), [("low", 16.0), ("high", 120.0)])
def test_a_modes_letter_prefix_names_its_level_and_another_level_is_another_mode(
    tmp_path, asked: str, typ: float
) -> None:
    """ "H-Resolution Mode 120 ms" and "L-Resolution Mode 16 ms": asked the low resolution
    mode, the H row shares the word "resolution" but is the other mode."""
    rows = [
        fact("LX17", "response_time", "H-Resolution Mode Measurement Time tHR 120 180 ms",
             unit="ms", typ=120.0, max=180.0, condition="H-Resolution Mode Measurement Time"),
        fact("LX17", "response_time", "L-Resolution Mode Measurement Time tLR 16 24 ms",
             unit="ms", typ=16.0, max=24.0, condition="L-Resolution Mode Measurement Time"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LX17": rows})
    try:
        ans = answer_question(f"lx17 measurement time in {asked} resolution mode?", store)
        assert [i.typ for i in ans.items] == [typ], ans.text
    finally:
        store.close()


def test_a_rows_own_condition_names_its_setting_over_its_quote(tmp_path) -> None:
    """ "The response time is about 60 ms at fast mode, 220 ms at low power mode", read as
    the 60 ms row of fast mode: it does not answer for the low power mode its quote also
    names."""
    row = fact("TQ22", "response_time", "Response time about 60mS at fast mode, 220mS at "
               "low power mode", unit="ms", typ=60.0, condition="at fast mode")  # fmt: skip
    store = make_store(tmp_path, {"TQ22": [row]})
    try:
        low = answer_question("What is the TQ22's response time in low power mode?", store)
        assert low.verdict == "insufficient_evidence", low.text
        fast = answer_question("What is the TQ22's response time in fast mode?", store)
        assert [i.typ for i in fast.items] == [60.0], fast.text
    finally:
        store.close()


def test_a_count_the_row_holds_for_picks_the_row_of_that_count(tmp_path) -> None:
    """Rows told apart only by a count ("(2 Rx, 3 Tx)", "4 digits lit"): the question's count
    picks its row, and a row of another count is never its answer."""
    rows = [
        fact("MX21", "supply_current", "EDGE (4 Rx, 1 Tx) 900 MHz 180", unit="mA", typ=180.0,
             si_typ=0.18),
        fact("MX21", "supply_current", "EDGE (2 Rx, 3 Tx) 900 MHz 310", unit="mA", typ=310.0,
             si_typ=0.31),
        fact("DG8", "supply_current", "Supply current, 2 digits lit 12 mA", unit="mA",
             typ=12.0, si_typ=0.012),
        fact("DG8", "supply_current", "Supply current, 6 digits lit 31 mA", unit="mA",
             typ=31.0, si_typ=0.031),
    ]  # fmt: skip
    store = make_store(tmp_path, {"MX21": rows[:2], "DG8": rows[2:]})
    edge = answer_question("mx21 current in edge with 2 rx and 3 tx slots?", store)
    assert [i.typ for i in edge.items] == [310.0], edge.text
    lit = answer_question("How much does the DG8 draw with 6 digits lit?", store)
    assert [i.typ for i in lit.items] == [31.0], lit.text
    five = answer_question("How much does the DG8 draw with 5 digits lit?", store)
    assert not [i for i in five.items if i.typ in (12.0, 31.0)], five.text
