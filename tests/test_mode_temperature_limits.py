"""A limit the sheet advises for one mode in prose ("Parasite power is not recommended for
temperatures above +100 °C"): read as that mode's bound of the operating range, it decides
a build that runs the part in that mode and no other.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.store.sqlite import SQLiteStore
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_a_sentence_limiting_a_mode_to_a_temperature_is_that_modes_bound(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (50, "KQ-77 Tilt Switch")),
        *rows_at(90, (50, "Operating temperature -40 to +105 C")),
        *rows_at(120, (50, "In latching mode the coil is pulsed once. Latching mode is not")),
        *rows_at(132, (50, "allowed at temperatures below -10 C, as the magnet may not hold.")),
        *rows_at(160, (50, "Battery backup is only specified for temperatures below +70 C.")),
    ]
    facts = find(
        facts_of_pdf(pdfgen.placed_pdf(tmp_path / "k.pdf", [runs])), "operating_temperature"
    )
    limits = {(f.min, f.max, f.condition) for f in facts if "advised" in (f.condition or "")}
    assert limits == {
        (-10.0, None, "Latching mode (advised minimum)"),
        (None, 70.0, "Battery backup (advised maximum)"),
    }


def _store(tmp_path: Path) -> SQLiteStore:
    rows = [
        fact("KQ-77", "operating_temperature", "Operating temperature -40 to +105 C", unit="°C", min=-40.0, max=105.0),
        fact("KQ-77", "operating_temperature", "allowed at temperatures below -10 C", unit="°C", min=-10.0),
    ]  # fmt: skip
    rows[1].condition = "Latching mode (advised minimum)"
    return make_store(tmp_path, {"KQ-77": rows})


def test_a_build_in_the_limited_mode_fails_past_the_limit_and_others_keep_the_full_range(
    tmp_path: Path,
) -> None:
    store = _store(tmp_path)
    cold = answer_question("kq-77 in latching mode on a freezer door at -25 °C, ok?", store)
    assert cold.verdict == "incompatible", cold.text
    assert answer_question("kq-77 on a freezer door at -25 °C, ok?", store).verdict == "compatible"
    warm = answer_question("kq-77 in latching mode at 30 °C ambient, fine?", store)
    assert warm.verdict == "compatible", warm.text
