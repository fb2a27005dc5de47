"""One line of a sheet read as several values of one field under the same words: the
column heads that told them apart were not read, so answering one would be a guess. The
answer abstains and shows every value; rows whose numbers complete each other (a range
and its typical) or that differ by their unit (an AC and a DC rating) are still answered.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def test_values_of_one_row_that_nothing_tells_apart_give_an_abstention(tmp_path: Path) -> None:
    quote = "Conversion time 94 ms 188 ms 375 ms 750 ms"
    rows = [
        fact("TQS-18", "response_time", quote, unit="ms", value=ms) for ms in (94, 188, 375, 750)
    ]
    store = make_store(tmp_path, {"TQS-18": rows})
    answer = answer_question("how long does a 12-bit conversion take on the tqs-18?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert answer.items == []
    # the abstention shows the values the row states, for the reader to pick from the page
    assert "94" in answer.text and "188" in answer.text and "375" in answer.text, answer.text


def test_a_range_and_its_typical_read_from_one_line_are_answered_together(
    tmp_path: Path,
) -> None:
    quote = "Operating voltage: DC 2.7V~5.5V (typical 3.3V)"
    span = fact("KRV-2", "supply_voltage", quote, min=2.7, max=5.5)
    typical = fact("KRV-2", "supply_voltage", quote, typ=3.3)
    store = make_store(tmp_path, {"KRV-2": [span, typical]})
    answer = answer_question("What supply voltage range does the KRV-2 accept?", store)
    assert answer.verdict is None, answer.text
    assert (2.7, 5.5) in [(i.min, i.max) for i in answer.items], answer.text


def test_an_ac_and_a_dc_rating_of_one_line_are_no_rivals(tmp_path: Path) -> None:
    quote = "Contact rating: 7A/277VAC, 7A/28VDC"
    ac = fact("MRB-1", "contact_voltage", quote, unit="VAC", max=277.0)
    dc = fact("MRB-1", "contact_voltage", quote, unit="VDC", max=28.0)
    store = make_store(tmp_path, {"MRB-1": [ac, dc]})
    answer = answer_question("What is the maximum switching voltage of the MRB-1 relay?", store)
    assert answer.verdict is None, answer.text
    assert answer.items, answer.text


def test_values_of_one_row_in_other_scales_are_still_rivals(tmp_path: Path) -> None:
    # "VDD=5.0V 9.0mA 120µA 95µA" under case heads that were not read: mA and µA are one
    # quantity written at two scales, so the row still does not say which value is which
    quote = "VDD=5.0V 9.0mA 120uA 95uA"
    rows = [
        fact(
            "RFQ-5", "standby_current", quote, unit=unit, value=v, si_value=si, dimension="current"
        )
        for v, unit, si in ((9.0, "mA", 9e-3), (120.0, "uA", 120e-6), (95.0, "uA", 95e-6))
    ]
    store = make_store(tmp_path, {"RFQ-5": rows})
    answer = answer_question("rfq-5 current in deep power-down at 5v?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
