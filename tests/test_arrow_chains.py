"""A power chain written with arrows ("usb 5v -> reg -> a + b") is read as the source
feeding the part that powers the rest; a two-step arrow stays a signal's. Parts and wording
are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.arrow_chains import power_chain_words
from specproof.agent.workflow import answer_question


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("usb 5v -> lr33 -> qs7 + mk2. ok?", "lr33 fed from usb 5v, powering qs7 and mk2. ok?"),
        (
            "logger: one cell (3.0 - 4.2v) -> bb20 (fixed 3.3v) -> qs7 and mk2",
            "logger: bb20 (fixed 3.3v) fed from one cell (3.0 - 4.2v), powering qs7 and mk2",
        ),
        (
            "watch: lipo (3.7v, 4.2 full) -> lr33 -> qs7",
            "watch: lr33 fed from lipo (3.7v, 4.2 full), powering qs7",
        ),
        # a signal's arrow and a chain that starts at no source stay as written
        ("qs7 out -> mk2 in", "qs7 out -> mk2 in"),
        ("qs7 -> lr33 -> mk2", "qs7 -> lr33 -> mk2"),
        # a cell a charger fills in the middle: no regulator chain
        ("5v panel -> cg12 -> 1000mah lipo -> qs7", "5v panel -> cg12 -> 1000mah lipo -> qs7"),
    ],
)
def test_a_power_chain_written_with_arrows_is_put_in_words(text: str, words: str) -> None:
    assert power_chain_words(text) == words


def _sheets() -> dict[str, list]:
    return {
        "LR33": [
            fact("LR33", "output_voltage", "Output voltage 3.234 3.3 3.366 V", min=3.234, typ=3.3,
                 max=3.366),
            fact("LR33", "dropout_voltage", "Dropout voltage at 500 mA 1.1 1.3 V", typ=1.1,
                 max=1.3),
            fact("LR33", "supply_voltage", "Input voltage max 15 V", max=15.0),
            fact("LR33", "output_current", "Output current 800 mA", unit="mA", max=800.0),
        ],
        "QS7": [
            fact("QS7", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6),
            fact("QS7", "supply_current", "Supply current active 120 mA", unit="mA", max=120.0),
        ],
    }  # fmt: skip


@pytest.mark.parametrize(
    ("source", "verdict"), [("usb 5v", "compatible"), ("one lipo (3.7v)", "incompatible")]
)
def test_a_regulator_in_an_arrow_chain_is_judged_from_its_source(
    tmp_path, source: str, verdict: str
) -> None:
    store = make_store(tmp_path, _sheets())
    ans = answer_question(f"{source} -> lr33 -> qs7. will the lr33 hold 3.3v for it?", store)
    assert ans.verdict == verdict, ans.text
