"""A pin the question leaves unconnected is judged on what the part's pin table says of it:
"do not leave floating" fails the build, "may be left unconnected" passes it, and a row
that says neither leaves the verdict open. The parts, sheets and wording are made up."""

from __future__ import annotations

import pytest

from agent_support import judgment_of
from pdfgen import placed_pdf
from specproof.agent.rules.pin_table import pin_policies
from specproof.config import Settings
from specproof.library import Library


def _sheet(device: str, title: str, rows: list[tuple[str, ...]], pins: list[tuple[str, ...]]):
    runs = [(50, 50, f"{device} {title}", "B14"), (50, 90, "Electrical Characteristics", "B11")]
    header = ("Parameter", "Symbol", "Min", "Typ", "Max", "Unit")
    for i, row in enumerate([header, *rows]):
        runs += [(50 + 90 * j, 110 + 16 * i, cell) for j, cell in enumerate(row) if cell]
    top = 140 + 16 * len(rows)
    runs.append((50, top, "Pin Functions", "B11"))
    for i, row in enumerate([("Pin", "No.", "Type", "Description"), *pins]):
        runs += [(50 + 50 * j, top + 20 + 16 * i, cell) for j, cell in enumerate(row)]
    return [runs]


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("open_pins")
    converter = _sheet(
        "RX-550",
        "Step-Down Converter",
        [
            ("Input voltage", "VIN", "4.5", "", "18", "V"),
            ("Output voltage", "VOUT", "3.25", "3.3", "3.35", "V"),
            ("Output current", "IOUT", "", "", "1.5", "A"),
        ],
        [
            ("EN", "4", "I", "Enable input. Do not leave floating."),
            ("PGOOD", "5", "O", "Power-good output, may be left unconnected"),
            ("MODE", "6", "I", "Selects forced PWM (high) or pulse skipping (low)"),
        ],
    )
    sensor = _sheet(
        "QS-12",
        "Humidity Sensor",
        [("Supply voltage", "VDD", "2.4", "3.3", "5.5", "V")],
        [("ALRT", "3", "O", "Alert output, open drain"), ("VDD", "4", "P", "Supply")],
    )
    pdfs = [placed_pdf(folder / "rx550.pdf", converter), placed_pdf(folder / "qs12.pdf", sensor)]
    with Library(settings=Settings(db=str(folder / "lib.db"), embedder="none")) as lib:
        lib.ingest(pdfs)
        yield lib


def _open_pin_outcomes(answer) -> list[bool | None]:
    return [r.passed for r in answer.rules if r.rule == "pins.left_open"]


def test_a_pin_the_table_says_must_not_float_fails_the_build(library) -> None:
    ans = library.ask(
        "rx-550 feeding a qs-12 from its 3.3 v output, i left the converter's EN pin floating. ok?"
    )
    assert ans.verdict == "incompatible", ans.text
    assert _open_pin_outcomes(ans) == [False], ans.text
    assert any("Do not leave floating" in i.source.quote for i in ans.items if i.source), ans.text


def test_a_pin_the_table_allows_open_passes_its_check(library) -> None:
    ans = library.ask(
        "An RX-550 supplies a QS-12 at 3.3 V. The PGOOD pin is not connected. Is that allowed?"
    )
    assert _open_pin_outcomes(ans) == [True], ans.text
    assert ans.verdict != "incompatible", ans.text


def test_a_pin_the_table_says_nothing_about_leaves_the_verdict_open(library) -> None:
    ans = library.ask("rx-550 powering a qs-12 at 3.3 v, MODE left unconnected. fine?")
    assert ans.verdict == "insufficient_evidence", ans.text
    assert _open_pin_outcomes(ans) == [None], ans.text


def test_a_pin_is_the_part_whose_table_names_it_when_another_part_was_named_last(library) -> None:
    ans = library.ask("rx-550 with a 3.3 v output feeding a qs-12. i left EN unconnected. ok?")
    assert ans.verdict == "incompatible", ans.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("i left the FB pin unconnected", ("FB",)),
        ("BASE and XO left unconnected", ("BASE", "XO")),
        ("XSHUT goes to AVDD through 10k and GPIO1 is not connected", ("GPIO1",)),
        ("the sync and pg pins are just left open", ("SYNC", "PG")),
        ("i left /WP and /HOLD of the flash floating", ("/WP", "/HOLD")),
        # an aside in brackets is no word of the list
        ("i left FSYNC (pin 11) and CLKIN (pin 1) unconnected", ("FSYNC", "CLKIN")),
        # ... but a name given in brackets is a pin of it
        ("i left pins 4 (PWM) and 5 (SNS) unconnected", ("PWM", "SNS")),
        # the open-drain output and the part are no pins left open
        ("the ALRT line is open-drain", ()),
        ("the lid is left open", ()),
    ],
)
def test_the_pins_a_question_leaves_open_are_read_from_its_words(question, expected) -> None:
    judged = judgment_of(f"ZR-9: {question}. ok?", ["ZR-9"])
    assert judged.scenario.open_pins.get("ZR-9", ()) == expected


def test_a_pin_row_says_whether_it_may_be_left_open() -> None:
    page = "\n".join(
        [
            "EN 12 I Enable input, must not be left open",
            "PG 14 O Power good output, can be left open",
            "2 BASE Analog Output Regulator control output (NC when not used)",
            "4 VFB Analog Input Regulator control input (connect to AGND when not used)",
            "SYNC 9 I Clock input; when unused, tie to ground",
            "11 Y Y FSYNC Frame sync input. Connect to GND if unused.",
            "The /CS pin must be driven high after the eighth bit has been latched.",
            "INT 3 O Interrupt output, open drain",
            "PS 13 I Power save, must",
            "not be left floating",
        ]
    )
    said = {p.pins: p.allowed for p in pin_policies(page, 4)}
    assert said == {
        ("EN",): False,
        ("PG",): True,
        ("BASE",): True,
        ("VFB",): False,
        ("SYNC",): False,
        ("FSYNC",): False,
        ("PS",): False,
    }
