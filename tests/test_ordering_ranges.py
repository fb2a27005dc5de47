"""An ordering table that gives each code its own temperature range ("QT71BZ | ±1.5 |
0°C to 70°C | SOT-23"): the range belongs to that code, so a question about a member of the
family is judged on its own range and not on a range the whole family shares. The parts and
wording are made up.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import make_store
from specproof.agent.workflow import answer_question
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _family_sheet(tmp_path: Path) -> Path:
    runs = [
        (60, 50, "QT71 / QT72 Analog Temperature Sensors", "B14"),
        *rows_at(90, (60, "Absolute maximum ratings")),
        *rows_at(104, (60, "Operating temperature range ............ -50 C to +140 C")),
        *rows_at(140, (60, "Ordering guide")),
        *rows_at(154, (60, "Code"), (160, "Accuracy"), (240, "Temperature range"),
                 (360, "Package")),
        *rows_at(168, (60, "QT71BZ"), (160, "±1.5"), (240, "0°C to 70°C"), (360, "SOT-23")),
        *rows_at(182, (60, "QT72BZ"), (160, "±1.5"), (240, "-30°C to +105°C"),
                 (360, "SOT-23")),
    ]  # fmt: skip
    return pdfgen.placed_pdf(tmp_path / "qt72.pdf", [runs], size=9)


def test_each_ordering_code_keeps_its_own_temperature_range(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    coded = {(f.variant, f.min, f.max) for f in find(facts, "operating_temperature") if f.variant}
    assert coded == {("QT71BZ", 0.0, 70.0), ("QT72BZ", -30.0, 105.0)}


def test_a_member_is_judged_on_its_own_ordered_range(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    device = facts[0].device
    store = make_store(tmp_path, {device: facts}, aliases={device: ["QT71", "QT72"]})
    ans = answer_question("will a QT71BZ keep working in my garage at -10 C in winter?", store)
    # the family's -50 C survival limit is no range the QT71 is specified over
    assert ans.verdict != "compatible", ans.text


def test_an_exposed_pad_package_is_an_ordering_rows_package(tmp_path: Path) -> None:
    runs = [
        (60, 50, "QT71 / QT72 Analog Temperature Sensors", "B14"),
        *rows_at(140, (60, "Ordering guide")),
        *rows_at(154, (60, "QT72BTP+"), (160, "-40°C to +105°C"), (300, "16 TQFN-EP*")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt72.pdf", [runs], size=9))
    assert [(f.variant, f.max) for f in find(facts, "operating_temperature")] == [
        ("QT72BTP+", 105.0)
    ]
