"""A fixed-voltage regulator sold as ordering codes that carry a package suffix after the
version ("QZ400-33M5" beside "QZ400-18M5" and "QZ400-50M5"): asked for the "QZ400-33",
the "-33M5" row is its row, not a longer sibling's. Parts are made up."""

from __future__ import annotations

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def _codes(device: str, suffix: str) -> list:
    rows = []
    for code, volts in (("18", 1.8), ("25", 2.5), ("33", 3.3), ("50", 5.0)):
        quote = f"{device}-{code}{suffix} {volts:.1f} V SOT-23-5 L{code}A 3000 pcs / reel"
        row = fact(device, "output_voltage", quote, value=volts, si_value=volts, condition="VOUT")
        row.extractor = "model_table"
        rows.append(row)
    return rows


def test_a_version_code_with_a_package_suffix_answers_for_that_version(tmp_path) -> None:
    codes = [f"QZ400-{c}M5" for c in ("18", "25", "33", "50")]
    store = make_store(tmp_path, {"QZ400": _codes("QZ400", "M5")}, {"QZ400": codes})
    try:
        ans = answer_question("What output voltage does the QZ400-33 give?", store)
        assert [i.value for i in ans.items] == [3.3], ans.text
    finally:
        store.close()


def test_a_longer_sibling_without_a_shared_suffix_is_still_another_part(tmp_path) -> None:
    rows = _codes("QZ400", "")
    rows[2].source.quote = "QZ400-33R 3.3 V SOT-23-5 L33A 3000 pcs / reel"  # another part
    codes = ["QZ400-18", "QZ400-25", "QZ400-33R", "QZ400-50"]
    store = make_store(tmp_path, {"QZ400": rows}, {"QZ400": codes})
    try:
        ans = answer_question("What output voltage does the QZ400-33 give?", store)
        assert 3.3 not in [i.value for i in ans.items], ans.text
    finally:
        store.close()
