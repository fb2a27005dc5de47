"""The first-look ledger keeps one table per kind of look: a new first look goes under the
last row of the first table, never below a later section's table."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "first_look.py"


def _first_look():
    spec = importlib.util.spec_from_file_location("first_look", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_first_look_row_joins_the_first_table(tmp_path: Path) -> None:
    ledger = tmp_path / "BLIND.md"
    ledger.write_text(
        "# Ledger\n\n| set | overall |\n|---|---|\n| a | 0.5 |\n\n## Builds\n\n| b |\n|---|\n| 9 |\n"
    )
    _first_look().add_to_ledger(ledger, "| new | 0.6 |")
    lines = ledger.read_text().splitlines()
    assert lines[lines.index("| a | 0.5 |") + 1] == "| new | 0.6 |"
    assert lines[-1] == "| 9 |"


def test_a_new_ledger_starts_with_the_row(tmp_path: Path) -> None:
    ledger = tmp_path / "BLIND.md"
    _first_look().add_to_ledger(ledger, "| new | 0.6 |")
    assert ledger.read_text() == "| new | 0.6 |\n"
