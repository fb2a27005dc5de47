"""A solid-state relay board's output table rates what its outputs switch: a "Load
voltage ... V AC" is the voltage it switches (a driver's load rail is always DC), the most
current per channel is its contact rating, and an "on-state voltage drop" across the
output is no input level. Asked for a relay's "load current", the answer is its contact
rating, under that name.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from test_extract_lines import facts_of
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_an_ac_load_voltage_and_the_current_per_channel_rate_what_an_ssr_switches(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QX-4R Four-channel SSR module")),
        *rows_at(90, (60, "Switching side")),
        *rows_at(104, (60, "Parameter"), (300, "Min"), (360, "Typ"), (420, "Max"), (480, "Unit")),
        *rows_at(118, (60, "Load voltage"), (300, "24"), (420, "280"), (480, "V AC")),
        *rows_at(132, (60, "Max. current per channel"), (420, "3"), (480, "A")),
        *rows_at(146, (60, "On-state voltage drop"), (420, "1.2"), (480, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx4r.pdf", [runs], size=8))
    assert [(f.min, f.max) for f in find(facts, "contact_voltage")] == [(24, 280)]
    assert [f.max for f in find(facts, "contact_current")] == [3]
    assert not find(facts, "load_supply_voltage")
    assert not find(facts, "input_high_voltage")


def test_a_load_voltage_written_in_vac_on_a_line_is_switched_not_a_rail() -> None:
    facts = facts_of("Load voltage 48 ... 240 VAC", "Max. current per channel 2 A")
    assert [(f.min, f.max) for f in find(facts, "contact_voltage")] == [(48, 240)]
    assert [f.max for f in find(facts, "contact_current")] == [2]


def test_a_drivers_dc_motor_rail_and_channel_current_keep_their_fields() -> None:
    facts = facts_of("Motor supply voltage 6 ... 40 V", "Max. current per channel 1.8 A")
    assert [(f.min, f.max) for f in find(facts, "load_supply_voltage")] == [(6, 40)]
    assert [f.max for f in find(facts, "output_current")] == [1.8]
    assert not find(facts, "contact_current")


def test_a_relays_load_current_is_answered_as_its_contact_rating(tmp_path: Path) -> None:
    rating = fact("QX-4R", "contact_current", "Max. current per channel 3 A", unit="A", max=3.0)
    store = make_store(tmp_path, {"QX-4R": [rating]})
    answer = answer_question("what load current can each qx-4r output carry?", store)
    assert [(i.field, i.max) for i in answer.items] == [("contact_current", 3.0)], answer.text


def test_a_dc_switch_boards_load_current_stays_an_output_current() -> None:
    # a MOSFET board switching DC: no mains rating, so no relay's contacts
    facts = facts_of("Switching voltage max. 24 V DC", "Continuous load current 5 A")
    assert [f.max or f.value for f in find(facts, "output_current")] == [5]
    assert not find(facts, "contact_current")
