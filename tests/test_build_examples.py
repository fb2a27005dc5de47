"""The example builds over the bundled datasheets: one passes, one collides on an I2C
address, one overloads a rail; the KiCad netlist of the passing one reads the same."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from specproof.build import check_build, load_build
from specproof.config import Settings
from specproof.library import Library

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
BUILDS = EXAMPLES / "builds"


@pytest.fixture(scope="module")
def library(tmp_path_factory) -> Library:
    db = tmp_path_factory.mktemp("examples") / "examples.db"
    lib = Library(settings=Settings(db=str(db), embedder="none"))
    lib.ingest([EXAMPLES / "datasheets"])
    yield lib
    lib.close()


def failing(report) -> list[str]:
    return [f"{r.check}: {r.why}" for r in report.rows if r.status == "fail"]


def test_the_greenhouse_build_passes_every_check_with_citations(library) -> None:
    report = check_build(load_build(BUILDS / "greenhouse.toml"), library.store)
    assert report.overall == "passes", [r.why for r in report.rows if r.status != "pass"]
    checks = {r.check for r in report.rows}
    assert checks >= {"supply range", "regulator", "current budget", "bus members",
                      "bus clock", "logic levels", "switching capacity"}  # fmt: skip
    assert all(r.cited for r in report.rows)
    assert all(c.page >= 1 and c.quote for r in report.rows for c in r.cited)


def test_the_twin_light_build_fails_on_its_address_collision_only(library) -> None:
    report = check_build(load_build(BUILDS / "twin-light.toml"), library.store)
    assert report.overall == "fails"
    (problem,) = failing(report)
    assert problem.startswith("bus members: left and right are both BH1750FVI with ADDR = GND")
    assert "0x23" in problem


def test_the_relay_bank_fails_on_its_over_budget_rail_only(library) -> None:
    report = check_build(load_build(BUILDS / "relay-bank.toml"), library.store)
    (problem,) = failing(report)
    assert problem.startswith("current budget: draw 586.7 mA (relays ×8 71.4 mA")
    assert "> stated supply limit 500 mA" in problem


def test_the_kicad_netlist_reads_as_the_same_build(library) -> None:
    pytest.importorskip("kinparse")
    from specproof.build.netlist import load_netlist

    built = load_netlist(BUILDS / "greenhouse.net", BUILDS / "greenhouse.map.toml")
    parts = built.build.parts
    assert {ref: p.rail for ref, p in parts.items()} == {
        "U1": "+5V", "U2": "+3V3", "U3": "+5V", "U4": "+5V", "K1": "+5V",
    }  # fmt: skip
    assert built.build.buses["sensors"].members[0].pins == {"ADDR": "GND"}
    from_netlist = check_build(built, library.store)
    from_toml = check_build(load_build(BUILDS / "greenhouse.toml"), library.store)
    assert from_netlist.overall == "passes"
    assert sorted(r.rule for r in from_netlist.rows) == sorted(r.rule for r in from_toml.rows)


def test_a_netlist_names_each_signal_net_driver_to_every_receiver() -> None:
    from specproof.build.netlist import Node, build_data

    nets = {
        "+5V": [Node("U1", "VCC", "power_in"), Node("U2", "VDD", "power_in")],
        "GND": [Node("U1", "GND", "power_in"), Node("U2", "AD0", "input")],
        "ECHO": [Node("U1", "ECHO", "output"), Node("U2", "IO4", "input"), Node("R1", "1", "")],
        "SDA": [Node("U2", "SDA", "bidirectional")],
    }
    mapping = {
        "parts": {"U1": "HC-SR04", "U2": "MPU-6050"},
        "rails": {"+5V": {"voltage": 5, "current_limit": 1}},
        "buses": {"i2c": {"kind": "I2C", "nets": ["SDA"]}},
    }
    data = build_data(mapping, nets, "m.toml", {})
    assert data["connections"] == [{"from": "U1.ECHO", "to": "U2.IO4", "kind": "logic"}]
    assert data["buses"]["i2c"]["members"] == [{"part": "U2", "pins": {"AD0": "GND"}}]
    assert data["parts"]["U1"]["rail"] == "+5V"


def test_the_cli_exits_4_on_a_failing_build_and_writes_html(library, tmp_path) -> None:
    html = tmp_path / "report.html"
    run = subprocess.run(
        [sys.executable, "-m", "specproof", "--db", library.settings.db, "check", "--json",
         "--html", str(html), str(BUILDS / "relay-bank.toml")],
        capture_output=True, text=True, timeout=300,
        env={**__import__("os").environ, "SPECPROOF_EMBEDDER": "none"},
    )  # fmt: skip
    assert run.returncode == 4, run.stderr
    report = json.loads(run.stdout)
    assert report["overall"] == "fails"
    assert {c["status"] for c in report["checks"]} <= {"pass", "fail", "unknown"}
    page = html.read_text()
    assert "FAILS" in page and "data:image/jpeg;base64," in page
    assert "<script" not in page
