"""What a build story says about the parts it names: a part asked about that no sheet covers
is not answered by the library part named beside it; a part only placed on the board is not
judged on the others' rail; a regulator named without its version has no known output; a
signal through an in-between part no sheet covers is not judged by the driver's level; an
output swept from zero is a signal, no rail; a value the part is set to picks its row. The
parts and wording are made up."""

from __future__ import annotations

from agent_support import fact, make_store
from specproof.agent.understand.concerns import through_uncovered
from specproof.agent.understand.record import Wording
from specproof.agent.understand.scenario import read_scenario
from specproof.agent.workflow import answer_question


def _supply(device: str, low: float, high: float):
    return fact(device, "supply_voltage", f"Supply voltage VDD {low} {high} V", min=low, max=high)


def test_a_part_the_asking_sentence_names_and_no_sheet_covers_is_not_answered(tmp_path) -> None:
    rows = [fact("QD4411", "response_time", "Conversion time 9-bit 94 ms", unit="ms", max=94.0)]
    store = make_store(tmp_path, {"QD4411": rows})
    ans = answer_question(
        "my qd4411 probes turned out to be old QD4311 parts. what's the conversion time of a"
        " QD4311?",
        store,
    )
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "QD4311" in ans.text
    # the library part asked in the asking sentence is answered
    asked = answer_question(
        "I also have a QD4311 here. what's the conversion time of the qd4411?", store
    )
    assert [i.max for i in asked.items] == [94.0], asked.text


def test_a_part_only_placed_on_the_board_is_not_judged_on_the_rail(tmp_path) -> None:
    sheets = {
        "KL20": [_supply("KL20", 2.4, 3.6)],
        "GS5": [_supply("GS5", 4.75, 5.25)],
        "MC08": [_supply("MC08", 2.7, 5.5)],
    }
    store = make_store(tmp_path, sheets)
    ans = answer_question(
        "A KL20 (VCC = 3.0 V) has its DVI pin driven by a GPIO of a microcontroller on the same"
        " 3.0 V rail; a GS5 and an MC08 are on the same board. Does this wiring meet the KL20"
        " requirements?",
        store,
    )
    assert ans.verdict != "incompatible", ans.text
    assert not [r for r in ans.rules if "GS5" in r.reason], ans.text
    # parts said to share the rail are judged on it
    shared = answer_question("a KL20 and a GS5, both on the same 3.0 V rail. ok?", store)
    assert shared.verdict == "incompatible", shared.text
    # "each" and "all" said of the leds, not of a supply, share nothing
    counted = answer_question(
        "KL20 at 3.0 v sinking 8 leds, ~6 mA each, all on = 48 mA. a GS5 and an MC08 are on"
        " the same board. is the KL20 ok with that?",
        store,
    )
    assert not [r for r in counted.rules if "GS5" in r.reason], counted.text


def test_a_regulator_named_without_its_version_has_no_known_output(tmp_path) -> None:
    versions = [
        fact(
            "RQ1117",
            "output_voltage",
            f"Output voltage RQ1117-{v} {lo} {v} {hi} V",
            variant=f"{v}",
            min=lo,
            typ=v,
            max=hi,
        )
        for v, lo, hi in ((1.8, 1.782, 1.818), (3.3, 3.267, 3.333))
    ]
    store = make_store(tmp_path, {"RQ1117": versions, "MX72": [_supply("MX72", 4.0, 5.5)]})
    ans = answer_question("an rq1117 powers my mx72 display. ok?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "version" in ans.text
    # the version named by its output voltage is the one fitted
    named = answer_question("an rq1117-3.3 powers my mx72 display. ok?", store)
    assert named.verdict == "incompatible", named.text


def test_a_signal_through_an_uncovered_part_is_an_open_concern() -> None:
    text = "the mcu drives the DIN of a MX72 through a 74XX125 buffer powered from 5 V. ok?"
    assert [c.name for c in through_uncovered(text, [])] == [
        "a signal through a part no sheet covers"
    ]
    # a transistor most often switches a load's power: no signal path
    assert through_uncovered("a coin motor run from the rail through a MOSFET", []) == ()
    # an in-between part the library covers is judged by its own sheet
    at = text.index("74XX125")
    assert through_uncovered(text, [(at, at + 7)]) == ()


def test_an_output_swept_from_zero_powers_nothing(tmp_path) -> None:
    store = make_store(
        tmp_path,
        {
            "HC58": [_supply("HC58", 2.16, 3.6)],
            "DQ47": [fact("DQ47", "output_voltage", "Output swing 0 V", value=0.0)],
        },
    )
    ans = answer_question("hc58 on i2c, a dq47 makes a 0-3 v heading output. fine at 3.3 v?", store)
    assert not [r for r in ans.rules if "output_in_load" in r.rule], ans.text


def test_the_value_a_part_is_set_to_picks_its_row(tmp_path) -> None:
    rows = [
        fact(
            "ZK15",
            "output_voltage",
            f"Output voltage switch at {v:g} V {lo} {v} {hi} V",
            min=lo,
            typ=v,
            max=hi,
        )
        for v, lo, hi in ((15.0, 14.25, 15.75), (20.0, 19.0, 21.0))
    ]
    store = make_store(tmp_path, {"ZK15": rows})
    ans = answer_question(
        "I set the slide switch of my ZK15 to 20 V. Between which limits will"
        " the output voltage be?",
        store,
    )
    assert [(i.min, i.max) for i in ans.items] == [(19.0, 21.0)], ans.text


def test_a_stepper_named_by_its_frame_size_puts_the_rail_on_the_motor_supply(tmp_path) -> None:
    rows = [
        fact("QX-8", "load_supply_voltage", "Motor supply VMOT 8 40 V", min=8.0, max=40.0),
        fact("QX-8", "supply_voltage", "Logic supply VDD 3.0 5.5 V", min=3.0, max=5.5),
    ]
    store = make_store(tmp_path, {"QX-8": rows})
    ans = answer_question("qx-8 on a 24v psu driving a nema 23 - ok?", store)
    checked = [r.reason for r in ans.rules if r.rule == "power.rail_in_supply_range"]
    assert checked and all("load_supply_voltage" in reason for reason in checked), ans.text


def test_a_milliohm_shunt_is_a_shunt_and_no_pull_up() -> None:
    text = "the output goes through a 20 mΩ shunt to a 3 A load, and a qa1 watches that shunt"
    scenario = read_scenario(Wording(text, ()))
    assert scenario.shunt_ohm == 0.02
    assert 0.02 not in scenario.pullup_ohms
    assert read_scenario(Wording("a 0.1 ohm shunt on the low side", ())).shunt_ohm == 0.1


def test_a_typical_said_in_words_leaves_an_asked_maximum_unstated(tmp_path) -> None:
    row = fact(
        "DQ47", "response_time", "Output settling time (6 µs, typical).", unit="us", value=6.0
    )
    store = make_store(tmp_path, {"DQ47": [row]})
    ans = answer_question("what is the maximum output settling time of the DQ47?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    plain = answer_question("what is the output settling time of the DQ47?", store)
    assert [i.value for i in plain.items] == [6.0], plain.text


def test_a_failure_of_a_part_the_asking_sentence_leaves_out_does_not_decide(tmp_path) -> None:
    sheets = {"KL20": [_supply("KL20", 2.4, 3.6)], "GS5": [_supply("GS5", 4.75, 5.25)]}
    store = make_store(tmp_path, sheets)
    story = "A KL20 and a GS5 both run on the same 3.0 V rail."
    asked = answer_question(f"{story} Is the KL20 fine on that rail?", store)
    assert asked.verdict == "insufficient_evidence", asked.text
    assert any("does not ask about" in r.reason for r in asked.rules), asked.text
    # the build told after the question asks nothing either
    after = answer_question("Is the KL20 fine on 3.0 V? The same 3.0 V rail feeds a GS5.", store)
    assert after.verdict == "insufficient_evidence", after.text
    # asked of the build as a whole, the failure stands
    whole = answer_question(f"{story} ok?", store)
    assert whole.verdict == "incompatible", whole.text


def test_a_part_only_placed_on_the_board_is_no_load_of_the_regulator(tmp_path) -> None:
    output = fact("LQ18", "output_voltage", "Output voltage 1.764 1.8 1.836 V", min=1.764,
                  typ=1.8, max=1.836)  # fmt: skip
    sheets = {
        "LQ18": [output],
        "KL20": [_supply("KL20", 1.7, 3.6)],
        "GS5": [_supply("GS5", 2.7, 5.5)],
    }
    store = make_store(tmp_path, sheets)
    ans = answer_question("an lq18 powers my kl20. a gs5 sits on the same board. ok?", store)
    assert not [r for r in ans.rules if "GS5" in r.reason], ans.text
    # a part the story says the regulator feeds is its load
    fed = answer_question("an lq18 powers my kl20 and a gs5. ok?", store)
    assert fed.verdict == "incompatible", fed.text


def test_a_regulators_check_on_a_part_not_asked_about_answers_another_question(tmp_path) -> None:
    """ "A TK32 must sample a HS50 output ... The TK32 runs from an RQ1117-3.3. Is the TK32
    fast enough at that supply?": the regulator's output outside the HS50's range is a
    failure of a part the asking sentence leaves out (the sensor's output read is no supply
    it gives), so it cannot refuse the build; the asked part's own check still can."""
    out = fact(
        "RQ1117", "output_voltage", "RQ1117-3.3 3.267 3.3 3.333 V",
        variant="3.3", min=3.267, typ=3.3, max=3.333,
    )  # fmt: skip
    sheets = {
        "RQ1117": [out, fact("RQ1117", "dropout_voltage", "Dropout 1.1 V", max=1.1)],
        "TK32": [_supply("TK32", 2.7, 5.5)],
        "HS50": [_supply("HS50", 4.5, 5.5)],
    }
    store = make_store(tmp_path, sheets)
    ans = answer_question(
        "A TK32 must sample an HS50 output. The TK32 runs from an RQ1117-3.3 fed by 5 V. Is"
        " the TK32 supply in range at that regulator?",
        store,
    )
    assert ans.verdict != "incompatible", ans.text
    assert any("does not ask about" in r.reason and "HS50" in r.reason for r in ans.rules)
    asked_low = answer_question(
        "A HS50 must read a TK32 output. The HS50 runs from an RQ1117-3.3 fed by 5 V. Is"
        " the HS50 supply in range at that regulator?",
        store,
    )
    assert asked_low.verdict == "incompatible", asked_low.text


def test_an_output_row_of_no_volts_is_no_rail_the_part_gives(tmp_path) -> None:
    # "the output range is from 0V to V(DD)" read as 0 V, a DAC's 200 µV step: no output
    # voltage to hold against the load's range; the current it gives still counts
    rows = {
        "DQ47": [
            _supply("DQ47", 2.7, 5.5),
            fact("DQ47", "output_voltage", "The output voltage range is from 0V to V", value=0.0),
            fact("DQ47", "output_voltage", "200 µV of step resolution", unit="µV", value=200.0),
            fact("DQ47", "output_current", "Output current 25 mA", unit="mA", max=25.0),
        ],
        "GS5": [
            _supply("GS5", 4.75, 5.25),
            fact("GS5", "supply_current", "Heater current 150 mA", unit="mA", max=150.0),
        ],
    }
    store = make_store(tmp_path, rows)
    ans = answer_question("can i run the GS5 off the DQ47 output (vdd 5v)?", store)
    ranges = [r for r in ans.rules if r.rule == "power.output_in_load_supply_range"]
    assert ranges and all(r.passed is None for r in ranges), ans.text
    assert ans.verdict == "incompatible", ans.text  # 150 mA > 25 mA
    # a load given a rail of its own is judged on it when the output is unknown
    rows["HM3"] = [_supply("HM3", 2.16, 3.6)]
    (tmp_path / "own").mkdir()
    store = make_store(tmp_path / "own", rows)
    own = answer_question("robot: hm3 chip + dq47 dac, all off the 5v power bank rail. ok?", store)
    assert own.verdict == "incompatible", own.text
    assert any(r.rule == "power.rail_in_supply_range" and r.passed is False for r in own.rules)
