"""Each pin's output stage (open-drain, push-pull, tri-state) as the sheet types it: in a
one-line pin-table row, in a row whose description wraps around a name set on its own
line, or in a sentence ("The ALRT pin is an open-drain output"). A question about one pin's
stage is answered by that pin's row only; a part-wide kind of signal ("digital") does not
answer it. The parts and wording are made up.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.extract.pin_stages import pin_stages
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _stages(lines: list[str]) -> dict[tuple[str, ...], tuple[str, ...]]:
    return {s.pins: s.stages for s in pin_stages(1, lines)}


def test_a_one_line_pin_row_types_its_own_pin() -> None:
    lines = [
        "PIN  NAME  TYPE  DESCRIPTION",
        "3  WAKE  O  Wake-up request, push-pull, active high",
        "4  B2  FLG  Fault flag output, open collector",
        "6, 7  OUT1, OUT2  Outputs, tri-state when disabled",
    ]
    assert _stages(lines) == {
        ("WAKE",): ("push-pull",),
        ("FLG",): ("open-drain",),
        ("OUT1", "OUT2"): ("tri-state",),
    }


def test_a_wrapped_row_takes_the_name_centred_below_its_first_line() -> None:
    lines = [
        "1  VDDA  Analog supply, 2.0 V to 3.6 V.",
        "Ready flag. This open-drain pin needs a pull-up resistor to the host",
        "2  RDYB",
        "supply; it may be left open when unused.",
    ]
    assert _stages(lines) == {("RDYB",): ("open-drain",)}


def test_prose_types_the_pin_it_names_and_not_a_master_on_the_bus() -> None:
    lines = [
        "The ALRT pin is an open-drain output that pulls low on a fault.",
        "The data line (DOUT) is tri-stated while CSN is high.",
        "A master with an open-drain SCL output may hold the clock low.",
        "Both SCK and SDI are not open-drain.",
    ]
    assert _stages(lines) == {("ALRT",): ("open-drain",), ("DOUT",): ("tri-state",)}


def test_a_legend_of_type_codes_types_no_pin() -> None:
    assert _stages(["(1) I = Input, O = Output, OD = Open-drain output"]) == {}


@given(st.lists(st.text(alphabet=st.characters(codec="latin-1"), max_size=60), max_size=6))
def test_lines_without_a_stage_word_type_no_pin(lines: list[str]) -> None:
    lines = [ln for ln in lines if not any(w in ln.lower() for w in ("drain", "coll", "pull",
                                                                       "pole", "stat"))]  # fmt: skip
    assert pin_stages(1, lines) == []


def test_a_pin_table_in_a_pdf_gives_each_typed_pin_a_fact(tmp_path: Path) -> None:
    runs = [
        (60, 50, "QTX-31 Humidity Sensor", "B12"),
        *rows_at(90, (60, "Pin"), (100, "Name"), (160, "Description")),
        *rows_at(104, (60, "1"), (100, "VDD"), (160, "Supply, 1.8 V to 3.6 V")),
        *rows_at(118, (60, "2"), (100, "ALRT"), (160, "Alert output, open drain, active low")),
        *rows_at(132, (60, "3"), (100, "DRDY"), (160, "Data ready output (push-pull)")),
        *rows_at(146, (60, "4"), (100, "GND"), (160, "Ground")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qtx31.pdf", [runs]))
    typed = {f.symbol: f.values for f in find(facts, "output_signal_type") if f.symbol}
    assert typed == {"ALRT": ["open-drain"], "DRDY": ["push-pull"]}


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QTX-31": [
            fact("QTX-31", "output_signal_type", "Digital output (I2C)", unit=None,
                 values=["digital"], dimension="set", extractor="sets"),
            fact("QTX-31", "output_signal_type", "2 ALRT Alert output, open drain, active low",
                 unit=None, values=["open-drain"], dimension="set", extractor="pins",
                 symbol="ALRT", condition="ALRT"),
            fact("QTX-31", "output_signal_type", "3 DRDY Data ready output (push-pull)",
                 unit=None, values=["push-pull"], dimension="set", extractor="pins",
                 symbol="DRDY", condition="DRDY"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "stage"),
    [
        ("qtx-31 ALRT going to my esp32. is it open drain or push-pull?", "open-drain"),
        ("Is the QTX-31 DRDY output push-pull or open-drain?", "push-pull"),
        ("what output stage does the qtx-31 drdy pin have", "push-pull"),
    ],
)
def test_a_pins_stage_is_answered_from_that_pins_row(store, question, stage) -> None:
    ans = answer_question(question, store)
    assert [item.values for item in ans.items] == [[stage]], ans.text


def test_a_stage_asked_of_a_pin_the_sheet_does_not_type_is_not_answered(store) -> None:
    ans = answer_question("Is the SDA pin of the QTX-31 open-drain or push-pull?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
