"""A package's power dissipation ("Power dissipation P 70 mW", "Ptot total power dissipation
300 mW") is read as a power, filed where the vocabulary files power, yet it is a limit of
heat: it answers what a part may dissipate, never what it draws, and a question about
dissipation takes no power-consumption row. The parts and rows are made up."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import SYM_HEAD, facts_of_pdf, find, rows_at


def _sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(60, (50, "OPX4 Optocoupler")),
        *rows_at(90, (50, "Absolute Maximum Ratings (Ta = 25 C)")),
        *rows_at(110, *SYM_HEAD),
        *rows_at(126, (50, "Input power dissipation"), (200, "P"), (440, "70"), (480, "mW")),
        *rows_at(142, (50, "Total power dissipation"), (200, "Ptot"), (440, "200"), (480, "mW")),
        *rows_at(158, (50, "Forward current"), (200, "IF"), (440, "50"), (480, "mA")),
    ]
    return pdfgen.placed_pdf(tmp_path / "opx4.pdf", [runs])


def test_a_dissipation_rating_is_read_as_a_power(tmp_path: Path) -> None:
    powers = find(facts_of_pdf(_sheet(tmp_path)), "power_consumption")
    assert sorted(f.max for f in powers) == [70.0, 200.0]


def test_a_dissipation_question_takes_the_rating_and_a_consumption_question_does_not(
    tmp_path: Path,
) -> None:
    lib = Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none"))
    lib.ingest([_sheet(tmp_path)])
    total = lib.ask("what total power dissipation (Ptot) may the opx4 reach?")
    assert [i.max for i in total.items] == [200.0], total.text
    drawn = lib.ask("how much power does the opx4 consume?")
    assert drawn.verdict == "insufficient_evidence", drawn.text


def test_drawn_and_dissipated_power_answer_only_their_own_question(tmp_path) -> None:
    # both in one characteristics table: the section does not tell them apart, the words do
    drawn = fact(
        "QMW2",
        "power_consumption",
        "Power consumption, active 12 mW",
        unit="mW",
        typ=12.0,
        si_typ=12e-3,
    )
    rated = fact("QMW2", "power_consumption", "Max. power dissipation 90 mW", unit="mW",
                 max=90.0, si_max=90e-3)  # fmt: skip
    store = make_store(tmp_path, {"QMW2": [drawn, rated]})
    asked = answer_question("how much power can the qmw2 dissipate?", store)
    assert [i.max for i in asked.items] == [90.0], asked.text
    used = answer_question("qmw2 power consumption?", store)
    assert [i.typ for i in used.items] == [12.0], used.text
    (tmp_path / "d").mkdir()
    only_drawn = make_store(tmp_path / "d", {"QMW2": [drawn]})
    asked = answer_question("max power dissipation of the qmw2 package?", only_drawn)
    assert asked.verdict == "insufficient_evidence", asked.text
