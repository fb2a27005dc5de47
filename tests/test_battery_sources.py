"""A battery named by chemistry and cell count with no voltage written ("off a 2s lipo"):
its full charge is the supply judged, its empty end must fit too, and both come from the
chemistry's usual span, said as an assumption; on invented parts and wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.batteries import battery_source
from specproof.agent.workflow import answer_question


@pytest.mark.parametrize(
    ("clause", "span"),
    [
        ("the kx-9 straight off a 2s lipo", (6.0, 8.4)),
        ("run the kx-9 from one 18650", (3.0, 4.2)),
        ("kx-9 on two aa cells", (1.8, 3.2)),
        ("kx-9 wired to a 1s li-ion cell", (3.0, 4.2)),
        ("kx-9 from a 4s lifepo4 pack", (10.0, 14.6)),
    ],
)
def test_a_battery_by_chemistry_and_cells_spans_its_usual_range(
    clause: str, span: tuple[float, float]
) -> None:
    battery = battery_source(clause)
    assert battery is not None
    assert (battery.empty, battery.full) == pytest.approx(span)


@pytest.mark.parametrize(
    "clause",
    [
        "kx-9 off a single li-ion cell sitting at 3.7v",  # the voltage written is read
        "can the kx-9 charge a 2s lifepo4 pack",  # the pack is its load, not its supply
        "kx-9 with a cr2032 in its holder",
    ],
)
def test_a_battery_the_part_is_not_run_from_or_with_its_voltage_written_is_no_source(
    clause: str,
) -> None:
    assert battery_source(clause) is None


def _sheets() -> dict[str, list]:
    def part(name: str, lo: float, hi: float) -> list:
        return [fact(name, "supply_voltage", f"Supply voltage {lo} to {hi} V", min=lo, max=hi)]

    return {
        "BTX-1": part("BTX-1", 1.8, 3.6),
        "BTX-2": part("BTX-2", 2.0, 5.5),
        "BTX-3": part("BTX-3", 3.3, 5.5),
    }


def test_a_part_on_a_battery_is_judged_at_full_charge_and_when_empty(tmp_path: Path) -> None:
    store = make_store(tmp_path, _sheets())
    full_too_high = answer_question("btx-1 straight off a 1s lipo, ok?", store)
    assert full_too_high.verdict == "incompatible", full_too_high.text
    assert "assumed" in full_too_high.text and "4.2 V full" in full_too_high.text
    assert answer_question("btx-2 straight off a 1s lipo, ok?", store).verdict == "compatible"
    # 3.0 V empty is below its 3.3 V floor: not proven to run from the cell
    empty_too_low = answer_question("btx-3 straight off a 1s lipo, ok?", store)
    assert empty_too_low.verdict == "insufficient_evidence", empty_too_low.text


def test_the_heaviest_draw_asked_is_a_concern_a_supply_range_does_not_settle(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, _sheets())
    answer = answer_question("can the btx-2 run at full volume straight off a 1s lipo?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.mark.parametrize(
    ("question", "span"),
    [
        # the ends written in brackets after the battery
        ("kx-9 running from a 1s lipo (4.1v charged, cutoff 3.2v)", (3.2, 4.1)),
        # one voltage: the full end, the empty end the chemistry's (an assumption)
        ("my lamp runs on 3 aa cells (4.5v new). kx-9 right on the batteries", (2.7, 4.5)),
    ],
)
def test_a_battery_named_before_and_referred_back_to_is_the_parts_source(
    question: str, span: tuple[float, float]
) -> None:
    from specproof.agent.understand.batteries import clause_battery

    clause = question[question.index("kx-9") :]
    battery = clause_battery(clause, question)
    assert battery is not None
    assert (battery.empty, battery.full) == pytest.approx(span)


def test_parts_listed_before_a_battery_referred_back_to_all_run_from_it(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, _sheets())
    fits = answer_question(
        "everything runs off a single li-ion (4.2v charged, 3.1v at cutoff). btx-2 + btx-1 "
        "wired direct on the pack, fine through the whole discharge?",
        store,
    )
    assert fits.verdict == "incompatible", fits.text  # 4.2 V is over BTX-1's 3.6 V
    assert "BTX-2" in fits.text and "BTX-1" in fits.text
    both_fit = answer_question(
        "garden sensor on two aa cells (3.1v when new). btx-1 and a btx-2 straight off "
        "the batteries - both ok on them?",
        store,
    )
    assert both_fit.verdict == "insufficient_evidence", both_fit.text  # BTX-2 below 2.0 V empty
    assert "assumed" in both_fit.text


def test_current_peaks_asked_of_a_coin_cell_are_not_settled_by_its_voltage(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, _sheets())
    in_range = answer_question("btx-2 straight on a cr2032 - in range?", store)
    assert in_range.verdict == "compatible", in_range.text
    for question in (
        "btx-2 on a cr2032, can the cell deliver the current bursts?",
        "btx-2 straight on a cr2032. will the coin cell cope with its current surges, or "
        "does it brown out?",
        "btx-2 running off a cr2032 while it sends - will the battery keep up?",
    ):
        peaks = answer_question(question, store)
        assert peaks.verdict == "insufficient_evidence", peaks.text
        assert "current peaks from the source" in peaks.text


@pytest.mark.parametrize(
    ("words", "ends"),
    [
        ("it starts at 1.6v new and is dead at 1.1v", (1.6, 1.1)),
        ("the voltage drifts from 4.1 v down to 3.4 v over a charge", (4.1, 3.4)),
        ("(8.3 V full => 6.6 V)", (8.3, 6.6)),
        ("i replace them once they read 2.4v", (None, 2.4)),
        ("sitting at 3.7v on the bench", (None, None)),
        ("(3.0 V when new, about 2.0 V when flat)", (3.0, 2.0)),
        ("(3.2 v new, roughly 2.2 v at end of life)", (3.2, 2.2)),
    ],
)
def test_a_batterys_ends_said_in_words_are_read(
    words: str, ends: tuple[float | None, float | None]
) -> None:
    from specproof.agent.understand.batteries import worded_ends

    assert worded_ends(words) == ends


@pytest.mark.parametrize(
    ("words", "cells", "ends"),
    [
        ("until they are drained to 1.1 v each", 2, (None, 2.2)),
        ("i run them down to 0.95v per cell", 4, (None, 3.8)),
        ("until the pack is discharged to 5.6 v", 4, (None, 5.6)),
    ],
)
def test_a_cells_own_end_counts_for_every_cell_of_the_battery(
    words: str, cells: int, ends: tuple[float | None, float | None]
) -> None:
    from specproof.agent.understand.batteries import worded_ends

    assert worded_ends(words, cells) == pytest.approx(ends)


def test_an_empty_end_the_question_states_fails_a_part_that_stops_above_it(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, _sheets())
    stops_above = answer_question(
        "btx-3 wired straight to 3 aa cells. they go from 4.6 v down to 3.1 v before i "
        "replace them - ok all the way?",
        store,
    )
    assert stops_above.verdict == "incompatible", stops_above.text
    assert "3.1 V" in stops_above.text
    per_cell = answer_question(
        "can a btx-3 run from 3 x aa cells until they are drained to 1.0 v each?", store
    )
    assert per_cell.verdict == "incompatible", per_cell.text
    runs_through = answer_question(
        "btx-2 straight off a single lipo that goes 4.1v -> 3.3v in my use. fine?", store
    )
    assert runs_through.verdict == "compatible", runs_through.text


def test_a_battery_named_beside_a_bus_clock_is_still_a_supply_to_judge(tmp_path: Path) -> None:
    """A bus clock question that names the battery the part runs on: the part must run over
    the battery's span as well as take the clock."""

    def memory(low: float) -> list:
        return [
            fact("EMX-8", "supply_voltage", f"Supply voltage VCC {low} 5.5 V", min=low, max=5.5),
            fact("EMX-8", "i2c_clock_frequency", "SCL clock frequency fSCL 400 kHz", unit="kHz",
                 max=400.0),
            fact("EMX-8", "interface", "2-wire I2C serial interface", unit=None, values=["I2C"]),
        ]  # fmt: skip

    question = "emx-8 on a cr2032 coin cell (3.1 v new, 2.1 v at end of life), i2c at 100 khz - ok?"
    store = make_store(tmp_path, {"EMX-8": memory(1.8)})
    answer = answer_question(question, store)
    assert answer.verdict == "compatible", answer.text
    store.close()
    (tmp_path / "agent.db").unlink()
    store = make_store(tmp_path, {"EMX-8": memory(2.5)})
    answer = answer_question(question, store)
    assert answer.verdict == "incompatible", answer.text


def test_a_linear_regulator_from_a_cell_is_not_proven_down_to_its_empty_end(tmp_path) -> None:
    """An LDO with 0.3 V dropout making 3.3 V from one Li-ion cell: at 4.2 V it regulates,
    at the cell's 3.0 V empty end it cannot; the build is never called compatible."""
    sheets = {
        "LQ33": [
            fact("LQ33", "output_voltage", "Output voltage 3.234 3.3 3.366 V", min=3.234, typ=3.3,
                 max=3.366),
            fact("LQ33", "dropout_voltage", "Dropout voltage 0.27 V at 100 mA", max=0.27),
            fact("LQ33", "supply_voltage", "Input voltage 1.8 6.0 V", min=1.8, max=6.0),
            fact("LQ33", "output_current", "Output current 250 mA", unit="mA", max=250.0),
        ],
        "RF9": [
            fact("RF9", "supply_voltage", "Supply voltage 1.8 3.7 V", min=1.8, max=3.7),
            fact("RF9", "supply_current", "Supply current transmitting 120 mA", unit="mA",
                 typ=120.0),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    question = "If an LQ33 is fed from a single Li-ion cell, will it keep an RF9 in regulation until the cell is empty?"
    assert answer_question(question, store).verdict != "compatible"


def test_a_regulator_fed_across_a_packs_whole_span_is_judged_by_its_input_range(
    tmp_path,
) -> None:
    """A 2S pack (6.0 to 8.4 V) into an LDO making 3.3 V: headroom at both ends, and the
    input range the sheet states holds the whole span; above that range it fails."""

    def sheets(top: float) -> dict:
        return {
            "LQ33": [
                fact("LQ33", "output_voltage", "Output voltage 3.234 3.3 3.366 V", min=3.234,
                     typ=3.3, max=3.366),
                fact("LQ33", "dropout_voltage", "Dropout voltage 0.27 V at 100 mA", max=0.27),
                fact("LQ33", "supply_voltage", f"Input voltage 1.8 {top} V", min=1.8, max=top),
                fact("LQ33", "output_current", "Output current 250 mA", unit="mA", max=250.0),
            ],
            "RF9": [
                fact("RF9", "supply_voltage", "Supply voltage 1.8 3.7 V", min=1.8, max=3.7),
                fact("RF9", "supply_current", "Supply current transmitting 120 mA", unit="mA",
                     typ=120.0),
            ],
        }  # fmt: skip

    question = "An LQ33 fed from a 2S LiPo (6.0 V empty, 8.4 V full) powers an RF9 - ok?"
    for name in ("wide", "narrow"):
        (tmp_path / name).mkdir()
    answer = answer_question(question, make_store(tmp_path / "wide", sheets(12.0)))
    assert answer.verdict == "compatible", answer.text
    answer = answer_question(question, make_store(tmp_path / "narrow", sheets(7.0)))
    assert answer.verdict == "incompatible", answer.text
