"""Which row answers a question that names its case: a supply pin set in words ("if DVDDIO
is 1.8 v") against a table-wide note that sets it otherwise, a radio version named by its
band ("-915"), and a thing the question sets aside ("(not the temperature probe)").

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question

_NOTE = "VDDC = 1.1 V, VDDIO = 3.3 V, TA = 25 °C unless otherwise noted"


def test_a_pin_set_in_words_rules_out_rows_the_table_note_sets_otherwise(tmp_path: Path) -> None:
    core = fact("PXD410", "supply_current", "Core supply current ICORE 1080p 90 120 mA",
                unit="mA", typ=90.0, max=120.0)  # fmt: skip
    core.condition = f"1080p; {_NOTE}"
    low_io = fact("PXD410", "supply_current", "VDDIO = 1.1 V 6 9 mA", unit="mA", typ=6.0, max=9.0)
    low_io.condition = f"VDDIO = 1.1 V; {_NOTE}"
    store = make_store(tmp_path, {"PXD410": [core, low_io]})
    answer = answer_question("pxd410 supply current if VDDIO is 1.1 v?", store)
    assert [(i.typ, i.max) for i in answer.items] == [(6.0, 9.0)], answer.text
    # the core row shares the asked 1.1 V (VDDC) but is stated under the note's VDDIO = 3.3 V
    (tmp_path / "core").mkdir()
    alone = make_store(tmp_path / "core", {"PXD410": [core]})
    answer = answer_question("pxd410 core supply current if VDDIO is 1.1 v?", alone)
    assert answer.items == [], answer.text
    assert "3.3 V" in answer.text, answer.text


def test_a_radio_version_named_by_its_band_takes_the_row_at_that_band(tmp_path: Path) -> None:
    low = fact("RTX-20", "supply_current", "ITX transmitting, 868.3 MHz 31 mA", unit="mA",
               typ=31.0)  # fmt: skip
    low.condition = "transmitting, 868.3 MHz"
    high = fact("RTX-20", "supply_current", "transmitting, 2440 MHz 19 mA", unit="mA", typ=19.0)
    high.condition = "transmitting, 2440 MHz"
    store = make_store(tmp_path, {"RTX-20": [low, high]}, aliases={"RTX-20": ["RTX-20-2440"]})
    answer = answer_question("What current does the RTX-20-2440 draw while transmitting?", store)
    assert [i.typ for i in answer.items] == [19.0], answer.text


def test_a_thing_the_question_sets_aside_in_brackets_is_not_its_answer(tmp_path: Path) -> None:
    probe = fact("HTC 9", "ip_rating", "Sensor lead protection IP67", unit=None, values=["IP67"])
    store = make_store(tmp_path, {"HTC 9": [probe]})
    answer = answer_question("What IP rating has the HTC 9 housing (not the sensor lead)?", store)
    assert answer.items == [], answer.text
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_version_asked_by_the_value_it_is_sold_for_takes_that_row(tmp_path: Path) -> None:
    rows = []
    for code, low, nominal, high in (("2", 4.168, 4.20, 4.232), ("3", 4.317, 4.35, 4.383)):
        row = fact("QCH7300", "output_voltage", f"{low} {nominal:.2f} {high} V QCH730X-{code}",
                   min=low, typ=nominal, max=high, variant=f"QCH730X-{code}")  # fmt: skip
        rows.append(row)
    store = make_store(tmp_path, {"QCH7300": rows})
    answer = answer_question("regulated output voltage of the qch7300 (4.35 V version)?", store)
    assert [i.typ for i in answer.items] == [4.35], answer.text


def test_a_temperature_asked_in_fahrenheit_outside_the_rows_span_is_another_case(
    tmp_path: Path,
) -> None:
    row = fact("PTK-5", "accuracy", "50 °F to 104 °F -1 +1 °F", unit="°F", min=-1.0, max=1.0,
               quantity="temperature")  # fmt: skip
    row.condition = "50 °F to 104 °F; Water temperature accuracy"
    store = make_store(tmp_path, {"PTK-5": [row]})
    answer = answer_question("What is the PTK-5's water temperature accuracy at 40 °F?", store)
    assert answer.items == [], answer.text
    answer = answer_question("What is the PTK-5's water temperature accuracy at 70 °F?", store)
    assert [(i.min, i.max) for i in answer.items] == [(-1.0, 1.0)], answer.text


def test_an_input_voltage_range_of_a_part_with_no_signal_input_is_its_supply(
    tmp_path: Path,
) -> None:
    board = [fact("PWX-3", "supply_voltage", "• Input voltage:DC 9V~28V", min=9.0, max=28.0)]
    led = [fact("LDQ-5", "supply_voltage", "VDIM DIM input voltage 0 5.5 V", min=0.0, max=5.5)]
    store = make_store(tmp_path, {"PWX-3": board, "LDQ-5": led})
    answer = answer_question("What input voltage range does the PWX-3 accept?", store)
    assert [(i.min, i.max) for i in answer.items] == [(9.0, 28.0)], answer.text
    # a pin's input named "input voltage" is no supply asked this way
    answer = answer_question("What input voltage range does the LDQ-5 accept?", store)
    assert answer.items == [], answer.text


def test_a_sentence_naming_two_versions_gives_each_number_to_the_version_before_it(
    tmp_path: Path,
) -> None:
    # "Run the KXM-70 from 3.0 V to 5.5 V; the KXM-70-L wants ...": the range follows the base
    # part's name, so it is no proof for the -L version the sentence names after it
    quote = (
        "Run the KXM-70 from 3.0 V to 5.5 V on VIN; the KXM-70-L wants 3.3 V and no more than 3.6 V"
    )
    base = fact("KXM-70", "supply_voltage", quote, min=3.0, max=5.5)
    rated = fact("KXM-70", "supply_voltage", "VIN (KXM-70) 6.0 V", value=6.0)
    rated.condition = "KXM-70"
    store = make_store(tmp_path, {"KXM-70": [base, rated]})
    answer = answer_question("can i power the kxm-70-l off a 5v pin?", store)
    assert answer.verdict != "compatible", answer.text
    answer = answer_question("can i power the kxm-70 off a 5v pin?", store)
    assert answer.verdict == "compatible", answer.text


def test_a_version_listed_with_another_before_the_numbers_keeps_the_row(tmp_path: Path) -> None:
    # "KXM-70-L, KXM-70-H 2.0 V": the asked version heads the list the numbers follow
    row = fact("KXM-70", "input_high_voltage", "VIH KXM-70-L, KXM-70-H 2.0 V", min=2.0)
    store = make_store(tmp_path, {"KXM-70": [row]}, aliases={"KXM-70": ["KXM-70-L", "KXM-70-H"]})
    answer = answer_question("What minimum input high level does the KXM-70-L need?", store)
    assert [i.min for i in answer.items] == [2.0], answer.text


def test_a_package_outline_named_without_the_word_package_takes_its_row(tmp_path: Path) -> None:
    rows = []
    for outline, amps in (("TO-220", 1.5), ("SOT-223", 1.0)):
        row = fact("KR2200", "output_current", f"{outline} 55 {amps} A", unit="A", max=amps)
        row.condition = f"Package {outline}"
        rows.append(row)
    store = make_store(tmp_path, {"KR2200": rows})
    for asked, amps in (("the sot223 one", 1.0), ("in to-220", 1.5)):
        answer = answer_question(f"max output current of the kr2200 ({asked})?", store)
        assert [i.max for i in answer.items] == [amps], (asked, answer.text)


def test_a_state_asked_by_its_absence_takes_the_row_that_negates_it(tmp_path: Path) -> None:
    rows = []
    for case, typ in (("target", 11.0), ("no target", 4.0)):
        row = fact("PRX-3", "supply_current", f"Supply current 2 {typ:g} mA {case}", unit="mA",
                   typ=typ)  # fmt: skip
        row.condition = case
        rows.append(row)
    store = make_store(tmp_path, {"PRX-3": rows})
    answer = answer_question("how much does the prx-3 draw with no target in view?", store)
    assert [i.typ for i in answer.items] == [4.0], answer.text
    answer = answer_question("how much does the prx-3 draw with a target in view?", store)
    assert [i.typ for i in answer.items] == [11.0], answer.text


def test_no_less_than_is_a_bound_not_a_state_absent() -> None:
    from specproof.agent.negation import negation_fit

    row = "less than one month no less than 48 hours"
    assert negation_fit(row, "aging time for storage of less than one month?") == 0.0
    assert negation_fit("no target 4 ma", "current with no target in view?") > 0


def test_a_strap_said_not_made_is_the_other_row() -> None:
    from specproof.agent.negation import negation_fit

    tied, loose = (
        "supply voltage v3 tied to vcc 3.0 3.3 3.6 v",
        "supply voltage v3 not tied to vcc 4.0 5.0 5.3 v",
    )
    asked = "kx9 vcc from a 3.3v ldo with v3 tied to vcc - ok?"
    assert negation_fit(tied, asked) > negation_fit(loose, asked)
    asked = "kx9 supply range when v3 is not tied to vcc?"
    assert negation_fit(loose, asked) > negation_fit(tied, asked)
    # "must not exceed" is a limit, no state absent
    assert negation_fit("vin must not exceed 6 v", "what vin may i apply?") == 0.0


def test_a_load_switchs_input_voltage_is_the_supply_it_passes_on() -> None:
    from specproof.agent.understand import DeviceIndex, understand
    from specproof.records import Document

    switch = Document("a" * 64, "ls22.pdf", "LS22", [], title="LS22 dual load switch")
    adc = Document("b" * 64, "ad9.pdf", "AD9", [], title="AD9 16-bit ADC")
    index = DeviceIndex.build([switch, adc])
    asked = understand("What input voltage range is the LS22 specified for?", index)
    assert [r.field for r in asked.requests] == ["supply_voltage"]
    signal = understand("What input voltage range is the AD9 specified for?", index)
    assert [r.field for r in signal.requests] == ["analog_input_range"]
