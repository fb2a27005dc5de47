"""A translator's rate stated per drive mode ("110 Mbps push-pull, 1.2 Mbps open-drain"):
an SPI line through it is driven push-pull, so the open-drain rate is no limit on it. The
parts and rows are made up."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.rules.drive_modes import drive_mode, push_pull_rows
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind

_BULLET = "Maximum data rates: 90 Mbps push-pull, 1.5 Mbps open-drain"


def _rate(value: float, raw: str, quote: str = _BULLET) -> object:
    row = fact("QLT-8", "data_rate", quote, unit="Mbps", max=value, si_max=value * 1e6)
    row.raw = raw
    return row


def test_the_mode_written_after_a_value_is_its_mode() -> None:
    fast, slow = _rate(90.0, "90 Mbps"), _rate(1.5, "1.5 Mbps")
    assert (drive_mode(fast), drive_mode(slow)) == ("push-pull", "open-drain")
    alone = _rate(1.5, "1.5", "Open-drain operation: 1.5 maximum, limited by the pull-ups")
    assert drive_mode(alone) == "open-drain"
    assert push_pull_rows([fast, slow, alone]) == [fast]


def test_an_spi_line_through_a_translator_is_held_to_its_push_pull_rate(tmp_path: Path) -> None:
    # the bullet's rates among the features; the open-drain rate again in the tables
    bullets = [_rate(90.0, "90 Mbps"), _rate(1.5, "1.5 Mbps")]
    for row in bullets:
        row.section = SectionKind.FEATURES
    tabled = _rate(1.5, "1.5 Mbps", "Open-drain operation: 1.5 Mbps maximum for VCCA >= 1.5 V")
    sheets = {
        "QLT-8": [
            *bullets,
            tabled,
            fact("QLT-8", "io_supply_voltage", "VCCA 1.2 3.6 V", min=1.2, max=3.6),
            fact("QLT-8", "io_supply_voltage", "VCCB 1.65 5.5 V", min=1.65, max=5.5),
        ],
        "RTD-9": [
            fact("RTD-9", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6),
            fact("RTD-9", "spi_clock_frequency", "SCLK frequency 5 MHz", unit="MHz", max=5.0,
                 si_max=5e6),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    answer = answer_question(
        "RTD-9 on 3.3 V with its SPI lines going through a QLT-8 to a 5 V board, SPI clock "
        "4 MHz: will that work?",
        store,
    )
    assert "data_rate_within_limit: FAIL" not in answer.text, answer.text
    assert "1.5e+06" not in answer.text, answer.text
