"""Technical-data tables of controllers that switch loads and run from AC or DC supplies:
a row that says "AC" or "DC" answers the question of that kind of supply even when the
sentence over the table names one kind for every row; a name wrapped around its values
("Relay outputs R1 ... R4," / 8 A / "switching current") heads no row after it; a
British "Analogue output" is an analog output.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from test_extract_table_conventions import facts_of_pdf, find, rows_at

_OVER_TABLE = "Unless noted: supply 230 V AC, 25 °C, outputs off."


def _supply_rows(tmp_path: Path):
    ac = fact("WTC 44", "supply_voltage", "Mains supply, AC 195 230 253 V AC", min=195.0, max=253.0)
    dc = fact("WTC 44", "supply_voltage", "Mains supply, DC 200 310 350 V DC", min=200.0, max=350.0)
    for row, kind in ((ac, "AC"), (dc, "DC")):
        row.condition = f"{kind}; Technical data; {_OVER_TABLE}"
    return make_store(tmp_path, {"WTC 44": [ac, dc]})


def test_a_dc_question_takes_the_dc_row_though_the_sentence_over_the_table_says_ac(
    tmp_path: Path,
) -> None:
    store = _supply_rows(tmp_path)
    answer = answer_question("what dc voltage can the wtc 44 be fed with?", store)
    assert [(i.min, i.max) for i in answer.items] == [(200.0, 350.0)], answer.text
    answer = answer_question("What AC supply range does the WTC 44 take?", store)
    assert [(i.min, i.max) for i in answer.items] == [(195.0, 253.0)], answer.text


def test_a_name_wrapped_around_its_values_heads_no_row_below_it(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "WTC 44 Pool Heat Pump Controller")),
        *rows_at(90, (60, "Technical data")),
        *rows_at(104, (60, "Parameter"), (300, "Min"), (360, "Typ"), (420, "Max"), (480, "Unit")),
        *rows_at(118, (60, "Supply voltage"), (300, "195"), (360, "230"), (420, "253"),
                 (480, "V AC")),
        *rows_at(132, (60, "Relay outputs R1 ... R4,")),
        *rows_at(137.5, (420, "8"), (480, "A")),
        *rows_at(143, (60, "switching current")),
        *rows_at(157, (60, "Analogue output AO1"), (300, "0"), (420, "10"), (480, "V DC")),
        *rows_at(170, (60, "Sensor supply output"), (420, "50"), (480, "mA")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "wtc44.pdf", [runs], size=8))
    assert [f.max for f in find(facts, "contact_current")] == [8]
    assert [(f.min, f.max) for f in find(facts, "analog_output_voltage")] == [(0, 10)]
    # the sensor supply's 50 mA is no contact rating of the relays above it
    assert not [f for f in facts if f.field.startswith("contact") and f.max == 50]


def test_a_relay_named_by_its_terminal_rates_its_contacts_not_the_boards_draw(
    tmp_path: Path,
) -> None:
    # "Heater relay K1 | A | 10" under "Power consumption | W | 3": another quantity, so
    # no case of the consumption above; a relay named by its terminal rates its contacts
    runs = [
        *rows_at(50, (60, "FGR-7 Fridge Controller Board")),
        *rows_at(90, (60, "Parameter"), (300, "Unit"), (420, "Value")),
        *rows_at(104, (60, "Power supply"), (300, "V AC"), (420, "200 ... 240")),
        *rows_at(118, (60, "Power consumption of the board"), (300, "W"), (420, "3")),
        *rows_at(132, (60, "Heater relay K1"), (300, "A"), (420, "10")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "fgr7.pdf", [runs]))
    assert not find(facts, "supply_current")
    assert [f.max or f.value for f in find(facts, "contact_current")] == [10]


def test_a_mains_appliances_mains_voltage_is_its_supply(tmp_path: Path) -> None:
    # "Netzspannung / Mains voltage | 207 | 230 | 253 | V AC, 50 Hz": the unit cell says
    # more than the unit; "Line voltage 120 V AC" of a plug-in unit the same
    runs = [
        *rows_at(50, (60, "TRX 12 Terrarium Thermostat")),
        *rows_at(90, (60, "Parameter"), (260, "min."), (320, "typ."), (380, "max."), (460, "Unit")),
        *rows_at(
            104,
            (60, "Netzspannung / Mains voltage"),
            (262, "198"),
            (322, "230"),
            (382, "264"),
            (462, "V AC, 50 Hz"),
        ),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "trx12.pdf", [runs]))
    assert [(f.min, f.typ, f.max) for f in find(facts, "supply_voltage")] == [(198, 230, 264)]


def test_a_contact_rating_written_at_its_voltage_is_a_current(tmp_path: Path) -> None:
    # "16 A at 250 V AC": the voltage is the rating's condition, no second unit of the value
    k1 = fact("FHC 20", "contact_current", "16 16 A at 250 V AC", unit="A", max=16.0,
              raw="16 A at 250 V AC")  # fmt: skip
    k1.condition = "Compressor relay K1 (resistive)"
    store = make_store(tmp_path, {"FHC 20": [k1]})
    answer = answer_question("What current can the FHC 20 compressor relay K1 switch?", store)
    assert [i.max for i in answer.items] == [16.0], answer.text


def test_a_version_rows_name_wrapped_around_its_values_is_kept_in_its_condition(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "FHC 20 Heat Pump Controller")),
        *rows_at(90, (60, "Parameter"), (300, "FHC 20-S"), (420, "FHC 20-W"), (520, "Unit")),
        *rows_at(104, (60, "Compressor")),
        *rows_at(109.5, (304, "16"), (424, "16"), (522, "A")),
        *rows_at(115, (60, "relay K1 (resistive)")),
        *rows_at(129, (60, "Fan relay K2"), (304, "5"), (424, "5"), (522, "A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "fhc20.pdf", [runs], size=8))
    k1 = [f for f in facts if f.max == 16 or f.value == 16]
    assert k1 and all("relay K1" in f.condition for f in k1), [f.condition for f in facts]
