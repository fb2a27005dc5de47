"""A build file written by a person: every mistake is one "file:line: message", never a
traceback, and every name it uses must be one it defines."""

from __future__ import annotations

import subprocess
import sys

import pytest

from specproof.build import BuildFileError, parse_build
from specproof.build.toml_lines import key_lines, line_of

GOOD = """\
name = "Bench"

[rails.usb]
voltage = "5 V"
current_limit = "500 mA"

[parts.sensor]
part = "BH1750FVI"
rail = "usb"

[buses.i2c]
kind = "I2C"
clock = "100 kHz"
pull_up = "3.3 V"
members = [
  "sensor",
  { part = "sensor", pins = { ADDR = "GND" } },
]

[[connections]]
from = "sensor.INT"
to = "sensor.ADDR"
"""


def problems(text: str) -> list[str]:
    with pytest.raises(BuildFileError) as caught:
        parse_build(text, "b.toml")
    return caught.value.problems


def test_a_good_file_reads_with_quantities_in_si_units() -> None:
    build = parse_build(GOOD, "b.toml").build
    assert build.rails["usb"].current_limit == pytest.approx(0.5)
    assert build.buses["i2c"].clock == pytest.approx(100e3)
    assert build.buses["i2c"].members[0].part == "sensor"  # a name alone is a member
    assert build.buses["i2c"].members[1].pins == {"ADDR": "GND"}
    assert build.connections[0].source_pin == "INT"


def test_a_toml_syntax_error_names_its_line() -> None:
    (problem,) = problems(GOOD.replace('kind = "I2C"', 'kind = "I2C'))
    assert problem.startswith("b.toml:12: TOML syntax:")


def test_an_unknown_key_names_its_line() -> None:
    (problem,) = problems(GOOD.replace('rail = "usb"', 'rial = "usb"'))
    assert (
        problem
        == "b.toml:9: parts.sensor.rial: unknown key (see the build file format in the README)"
    )


def test_a_quantity_in_the_wrong_unit_names_its_line() -> None:
    (problem,) = problems(GOOD.replace('current_limit = "500 mA"', 'current_limit = "500 mV"'))
    assert problem.startswith("b.toml:5: rails.usb.current_limit: '500 mV' is not a quantity in A")


def test_a_bad_value_inside_an_inline_table_names_its_own_line() -> None:
    (problem,) = problems(GOOD.replace('pins = { ADDR = "GND" }', 'pins = "GND"'))
    assert problem.startswith("b.toml:17: buses.i2c.members.1.pins:")


def test_a_missing_required_key_is_named() -> None:
    (problem,) = problems(GOOD.replace('part = "BH1750FVI"\n', ""))
    assert problem == "b.toml:7: parts.sensor.part: missing"


def test_every_problem_is_listed_not_only_the_first() -> None:
    text = GOOD.replace('kind = "I2C"', 'kind = "CAN"')
    text = text.replace('voltage = "5 V"', 'voltage = "five"')
    found = problems(text)
    assert [p.split(":")[1] for p in found] == ["4", "12"]


def test_names_must_be_defined_by_the_file() -> None:
    text = GOOD.replace('rail = "usb"', 'rail = "5v"').replace(
        'to = "sensor.ADDR"', 'to = "mcu.IO4"'
    )
    found = problems(text)
    assert "b.toml:9: no rail '5v' (defined: usb)" in found
    assert "b.toml:22: no part 'mcu' (defined: sensor)" in found


def test_a_current_limit_belongs_to_an_external_supply_only() -> None:
    text = GOOD.replace("[parts.sensor]", '[rails.3v3]\nvoltage = 3.3\nsource = "sensor"\n'
                        'current_limit = 1\n\n[parts.sensor]')  # fmt: skip
    (problem,) = problems(text)
    assert problem.startswith("b.toml:10: a rail made by a part of the build")


def test_lines_of_tables_arrays_and_inline_values() -> None:
    lines = key_lines(GOOD)
    assert lines[("rails", "usb")] == 3
    assert lines[("buses", "i2c", "members", 1, "pins", "ADDR")] == 17
    assert lines[("connections", 0, "to")] == 22
    assert line_of(lines, ("connections", 0, "to", "nothing", 3)) == 22
    assert line_of(lines, ("nowhere",)) is None


def test_the_cli_prints_each_problem_on_its_own_line_without_a_traceback(tmp_path) -> None:
    build = tmp_path / "bad.toml"
    build.write_text(GOOD.replace('rail = "usb"', 'rail = "5v"').replace('"500 mA"', '"lots"'))
    run = subprocess.run(
        [sys.executable, "-m", "specproof", "--db", str(tmp_path / "x.db"), "check", str(build)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    lines = run.stderr.strip().splitlines()
    assert lines == [
        f"error: {build}:5: rails.usb.current_limit: 'lots' is not a quantity in A "
        "(write e.g. '3.3 A')",
    ]
    assert "Traceback" not in run.stderr and run.stdout == ""


def test_the_cli_reports_a_missing_file_in_one_line(tmp_path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "specproof", "--db", str(tmp_path / "x.db"), "check",
         str(tmp_path / "none.toml")],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 1
    assert run.stderr.startswith(f"error: {tmp_path / 'none.toml'}: cannot read the build file")
