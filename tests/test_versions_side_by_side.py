"""A question naming a family's base part beside a lettered version of it ("the KRT-40 and
the KRT-40E") asks for two parts: each answered from its own column of the version table,
and each item named as the question wrote it. The sheet is made up."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import rows_at


def _sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "KRT-40 / KRT-40E Load cell amplifier boards")),
        *rows_at(70, (60, "The KRT-40E is the extended-temperature version of the KRT-40.")),
        *rows_at(100, (60, "Item"), (260, "KRT-40"), (360, "KRT-40E"), (450, "Unit")),
        *rows_at(114, (60, "Supply voltage"), (260, "2.7 ~ 5.5"), (360, "2.7 ~ 5.5"), (450, "V")),
        *rows_at(128, (60, "Operating temperature"), (260, "-20 ~ +70"), (360, "-40 ~ +105"),
                 (450, "°C")),
        *rows_at(142, (60, "Order code"), (260, "KRT-40-TR"), (360, "KRT-40E-TR")),
    ]  # fmt: skip
    return pdfgen.placed_pdf(tmp_path / "krt-40.pdf", [runs], size=8)


def test_the_base_part_and_its_lettered_version_are_answered_each_from_its_column(
    tmp_path: Path,
) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_sheet(tmp_path)])
        answer = lib.ask(
            "How do the operating temperature ranges of the KRT-40 and the KRT-40E differ?"
        )
    got = sorted((i.device, i.min, i.max) for i in answer.items)
    assert got == [("KRT-40", -20.0, 70.0), ("KRT-40E", -40.0, 105.0)], answer.text


def test_the_base_part_alone_is_answered_from_its_own_column(tmp_path: Path) -> None:
    # a question naming the family's own name means the version of that name, not the
    # lettered one beside it, even where only the lettered one has a row at a condition
    rows = [
        fact("KRT-40", "supply_current", "measuring, VCC = 3.3 V - - 2.8 4.0", unit="mA",
             variant="KRT-40L", typ=2.8, max=4.0,
             condition="measuring, VCC = 3.3 V; Working current"),
        fact("KRT-40", "supply_current", "measuring, VCC = 5.0 V 15 20 4.5 6.0", unit="mA",
             typ=15.0, max=20.0, condition="measuring, VCC = 5.0 V"),
        fact("KRT-40", "supply_current", "measuring, VCC = 5.0 V 15 20 4.5 6.0", unit="mA",
             variant="KRT-40L", typ=4.5, max=6.0, condition="measuring, VCC = 5.0 V"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"KRT-40": rows}, aliases={"KRT-40": ["KRT-40L"]})
    answer = answer_question("How much current does the KRT-40 draw while measuring?", store)
    assert [(i.typ, i.max) for i in answer.items] == [(15.0, 20.0)], answer.text
