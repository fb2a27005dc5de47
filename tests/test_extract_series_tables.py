"""Series sheets that set their versions side by side, proved on generated PDFs: a version
table with a Conditions column between labels and versions (reed switches, contactors), a
model header of part numbers that end in a rating ("QSC-20A" is a part, not 20 A), and
the labels such sheets use ("Cont. Current", "Burst Current", "Carry current", "Contact
resistance"); a question naming the sheet's own part beside its versions is that version."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.agent.understand.record import DeviceMention, distinct_devices
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _reed_sheet(tmp_path: Path) -> Path:
    versions = ((330, "QRS-1"), (400, "QRS-2"), (470, "QRS-3"))
    runs = [
        *rows_at(50, (60, "QRS-1 / QRS-2 / QRS-3 reed contacts")),
        *rows_at(90, (60, "Contact Data"), (200, "Conditions"), *versions, (530, "Unit")),
        *rows_at(104, (60, "Switching current"), (200, "DC or peak AC"), (334, "0.3")),
        *rows_at(104, (404, "0.6"), (474, "1.2"), (532, "A")),
        *rows_at(116, (60, "Carry current"), (200, "DC or peak AC"), (334, "0.7")),
        *rows_at(116, (404, "1.4"), (474, "2.5"), (532, "A")),
        *rows_at(128, (60, "Contact resistance"), (200, "at 0.5 V, 10 mA"), (334, "120")),
        *rows_at(128, (404, "90"), (474, "70"), (530, "mOhm")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qrs.pdf", [runs])


def test_a_version_table_with_a_conditions_column_gives_each_version_its_value(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_reed_sheet(tmp_path))
    switching = {
        f.variant: f.max for f in find(facts, "contact_current") if "Switching" in f.source.quote
    }
    carry = {f.variant: f.max for f in find(facts, "contact_current") if "Carry" in f.source.quote}
    assert switching == {"QRS-1": 0.3, "QRS-2": 0.6, "QRS-3": 1.2}
    assert carry == {"QRS-1": 0.7, "QRS-2": 1.4, "QRS-3": 2.5}
    assert all("DC or peak AC" in f.condition for f in find(facts, "contact_current"))
    resistance = {f.variant: f.value for f in find(facts, "on_resistance")}
    assert resistance == {"QRS-1": 120, "QRS-2": 90, "QRS-3": 70}


def test_part_numbers_ending_in_a_rating_head_a_model_table_not_a_rated_one(
    tmp_path: Path,
) -> None:
    models = ((250, "QSC-20A"), (360, "QSC-30A"), (470, "QSC-40A"))
    runs = [
        *rows_at(50, (60, "QSC Series speed controllers")),
        *rows_at(90, (60, "Model"), *models),
        *rows_at(104, (60, "Cont. Current"), (262, "20A"), (372, "30A"), (482, "40A")),
        *rows_at(118, (60, "Burst Current (10s)"), (262, "25A"), (372, "40A"), (482, "55A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qsc.pdf", [runs]))
    rated = {f.variant: f.value for f in find(facts, "output_current")}
    assert rated == {"QSC-20A": 20, "QSC-30A": 30, "QSC-40A": 40}
    burst = {f.variant: f.value for f in find(facts, "peak_output_current")}
    assert burst == {"QSC-20A": 25, "QSC-30A": 40, "QSC-40A": 55}


def test_the_sheet_s_own_part_named_beside_its_versions_is_a_version() -> None:
    def named(text: str, start: int, variant: str | None) -> DeviceMention:
        return DeviceMention("QRS-1", "d", "qrs.pdf", text, start, start + len(text), variant)

    mentions = (named("QRS-1", 10, None), named("QRS-2", 17, "QRS-2"), named("QRS-3", 24, "QRS-3"))
    assert [m.variant for m in distinct_devices(mentions)] == ["QRS-1", "QRS-2", "QRS-3"]


def test_a_listed_value_of_each_version_takes_the_row_whose_label_the_question_names(
    tmp_path: Path,
) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_reed_sheet(tmp_path)])
        listed = lib.ask("List the switching current of each QRS type (QRS-1, QRS-2, QRS-3).")
    assert sorted(i.max for i in listed.items) == [0.3, 0.6, 1.2], listed.text


def test_rows_under_a_part_number_written_once_for_its_group_are_that_parts(
    tmp_path: Path,
) -> None:
    # "QKM-05" heads its 125 VAC / 30 VDC rows; the rows below name no part of their own
    runs = [
        *rows_at(50, (60, "QKM Series snap-action switches QKM-10 / QKM-05")),
        *rows_at(90, (60, "Model"), (180, "Rated voltage"), (300, "Resistive load"),
                 (420, "Inductive load")),
        *rows_at(104, (60, "QKM-05"), (190, "125 VAC"), (310, "5 A"), (430, "3 A")),
        *rows_at(116, (190, "30 VDC"), (310, "3 A"), (430, "2 A")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qkm.pdf", [runs]))
    rated = find(facts, "contact_current")
    assert rated and {f.variant for f in rated} == {"QKM-05"}
