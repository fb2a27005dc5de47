"""A driver rated differently for alternatives the question does not choose between
(packages, versions) passes a load only within the lowest of them: "1.2 A RMS in the
thermal-pad package" beside "0.6 A RMS in the plain package", both stated at the same
supply, rate a 1 A motor in one package and not in the other. A row for another build
(bridges in parallel) is no such alternative.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question

_AT = "at VM = 6 V, 25 °C"


def _bridge(tmp_path: Path):
    rows = [
        fact("HB9921", "output_current", "1.2-A RMS per bridge in the HTQ package", unit="A",
             value=1.2, condition=_AT),
        fact("HB9921", "output_current", "0.6-A RMS per bridge in the SOQ package", unit="A",
             value=0.6, condition=_AT),
        fact("HB9921", "output_current", "2.4-A RMS with both bridges in parallel", unit="A",
             value=2.4, condition=_AT),
        fact("HB9921", "load_supply_voltage", "Motor supply VM 2.5 ... 11 V", min=2.5, max=11.0),
    ]  # fmt: skip
    return make_store(tmp_path, {"HB9921": rows})


def test_a_load_between_two_packages_ratings_is_not_judged_compatible(tmp_path: Path) -> None:
    store = _bridge(tmp_path)
    answer = answer_question("can the hb9921 drive a dc motor drawing 1 A?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "0.6 A" in answer.text, answer.text


def test_a_load_within_every_packages_rating_passes(tmp_path: Path) -> None:
    store = _bridge(tmp_path)
    answer = answer_question("can the hb9921 drive a dc motor drawing 0.4 A?", store)
    assert answer.verdict == "compatible", answer.text


def test_a_parallel_builds_higher_rating_is_no_alternative_to_one_bridge(tmp_path: Path) -> None:
    store = _bridge(tmp_path)
    answer = answer_question("can the hb9921 drive a dc motor drawing 2 A?", store)
    assert answer.verdict == "incompatible", answer.text


def test_a_question_naming_the_package_takes_that_packages_rating(tmp_path: Path) -> None:
    store = _bridge(tmp_path)
    answer = answer_question(
        "can the hb9921 in the HTQ package drive a dc motor drawing 1 A?", store
    )
    assert answer.verdict == "compatible", answer.text


def _can_node(rated: bool) -> dict[str, list]:
    controller = [
        fact("CQ25", "supply_voltage", "VDD supply voltage 2.7 5.5 V", min=2.7, max=5.5),
        fact("CQ25", "interface", "RX0BF receive buffer 0 full interrupt pin, RX1BF buffer 1",
             unit=None, values=["SPI"]),
    ]  # fmt: skip
    if rated:
        controller.append(
            fact("CQ25", "output_current", "RX0BF, RX1BF sink current IOL 25 mA", unit="mA",
                 max=25.0)
        )  # fmt: skip
    return {
        # a power switch beside it, rated far above the LEDs
        "PS9": [
            fact("PS9", "supply_voltage", "Input voltage 2.5 6.0 V", min=2.5, max=6.0),
            fact("PS9", "output_current", "Continuous output current 500 mA", unit="mA",
                 max=500.0),
        ],
        "CQ25": controller,
    }  # fmt: skip


def test_a_load_on_a_named_pin_is_rated_by_that_pins_part(tmp_path: Path) -> None:
    """A load the question puts on pins one part's sheet names ("LEDs on RX0BF and RX1BF")
    is that part's to drive: the switch beside it rating 500 mA proves nothing of it."""
    question = (
        "A PS9 and a CQ25 both run on 3.3 V; two LEDs on RX0BF and RX1BF each sink {} mA "
        "from the 3.3 V rail. Are the pins specified for this current?"
    )
    store = make_store(tmp_path, _can_node(rated=False))
    answer = answer_question(question.format(8), store)
    assert answer.verdict == "insufficient_evidence", answer.text
    store.close()
    (tmp_path / "agent.db").unlink()
    store = make_store(tmp_path, _can_node(rated=True))
    answer = answer_question(question.format(8), store)
    assert answer.verdict == "compatible", answer.text
    answer = answer_question(question.format(30), store)
    assert answer.verdict == "incompatible", answer.text


def test_a_row_marked_as_a_peak_is_no_continuous_rating(tmp_path: Path) -> None:
    """ "up to 2 A coil current (peak), 1.4 A RMS" filed as an output-current row with its
    "peak" condition: a 1.7 A motor is held to the 1.4 A RMS rating, not to the peak."""
    rows = [
        fact("SD31", "output_current", "motor rated full current per phase up to 2A (peak)",
             unit="A", max=2.0, condition="peak"),
        fact("SD31", "output_current", "RMS motor coil current per coil IRMS 1.4 A", unit="A",
             max=1.4),
        fact("SD31", "peak_output_current", "Peak output current per coil 2.0 A", unit="A",
             max=2.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"SD31": rows})
    ans = answer_question(
        "Will the SD31 drive a motor rated 1.7 A per phase at full current?", store
    )
    assert ans.verdict == "incompatible", ans.text


def test_a_source_current_written_negative_rates_its_size(tmp_path: Path) -> None:
    """ "Segment drive source current -30 -40 -45 mA": the sign says which way the current
    flows; a 20 mA LED segment is within it."""
    rows = [
        fact("SG8", "output_current", "Segment drive source current ISEG -30 -40 -45 mA",
             unit="mA", min=-30.0, typ=-40.0, max=-45.0),
        fact("SG8", "supply_voltage", "V+ 4.0 5.5 V", min=4.0, max=5.5),
    ]  # fmt: skip
    store = make_store(tmp_path, {"SG8": rows})
    ans = answer_question("can the sg8 on 5 v drive a segment of leds that pulls 20 ma?", store)
    assert ans.verdict != "incompatible", ans.text
