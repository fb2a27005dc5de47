"""A KiCad netlist (``.net``) as a build, with a short mapping file.

The netlist says what is wired to what; the mapping (TOML) says what the netlist cannot:
which library part each reference designator is, the voltage of each power net and what
makes it, and which nets form a bus. From the two:

* a part's rail is the power net its pins touch (a regulator: the one it does not make;
  a part on several power nets names its supply with ``rail`` in the mapping);
* a bus's members are the mapped parts with a pin on its nets, and each member's address
  pins (ADDR, AD0, A0, SDO, ...) take the net they are tied to: ground, a rail, SDA;
* every other net joining mapped parts is a connection from its driver (a pin of type
  "output", or the ``from`` the mapping names for that net) to each other mapped pin.

Mapping format::

    name = "Greenhouse board"
    ground = ["GND"]                       # optional; GND, VSS, 0V and GNDx by default
    [parts]
    U1 = "AMS1117-3.3"                     # or a table like a build file's part
    K1 = { part = "SRD-05VDC-SL-C", variant = "05", load = { voltage = "12 V", current = "1 A" } }
    [rails]
    "+5V" = { voltage = "5 V", supply = "USB", current_limit = "500 mA" }
    "+3V3" = { voltage = "3.3 V", source = "U1" }
    [buses.i2c]
    kind = "I2C"
    nets = ["SDA", "SCL"]
    clock = "400 kHz"
    pull_up = "+3V3"
    [nets.ECHO]                            # optional: a signal net's driver and kind
    from = "U4.ECHO"
    kind = "logic"

Reading a netlist needs the optional ``kinparse`` package: ``pip install "specproof[kicad]"``.
"""

from __future__ import annotations

import logging
import re
import tomllib
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from specproof.build.model import (
    Build,
    BuildFile,
    BuildFileError,
    cross_references,
    problem_text,
)
from specproof.build.toml_lines import key_lines, line_of

log = logging.getLogger(__name__)

_GROUND = re.compile(r"^/?(?:GND\w*|VSS\w*|0V|AGND|DGND|PGND)$", re.I)
_ADDRESS_PIN = re.compile(r"^(?:ADDR?\d?|ADD\d|AD\d|A[0-2]|SA0|SDO|ADR\d?)$", re.I)
_BUS_KEYS = ("kind", "clock", "pull_up", "host")


@dataclass(frozen=True, slots=True)
class Node:
    ref: str
    pin: str  # the pin's name (its number when the netlist names none)
    type: str  # "output", "input", "bidirectional", "power_in", ... ("" when not told)


def load_netlist(net_path: str | Path, map_path: str | Path) -> BuildFile:
    """The build a netlist and its mapping describe; problems as ``file:line: message``."""
    mapping_text, nets = _read(Path(net_path), Path(map_path))
    name = str(map_path)
    try:
        mapping = tomllib.loads(mapping_text)
    except tomllib.TOMLDecodeError as exc:
        raise BuildFileError([f"{name}: TOML syntax: {exc}"]) from None
    lines = key_lines(mapping_text)
    data = build_data(mapping, nets, name, lines)
    try:
        build = Build.model_validate(data)
    except ValidationError as exc:
        raise BuildFileError([problem_text(name, lines, e) for e in exc.errors()]) from None
    built = BuildFile(build, name, lines)
    problems = cross_references(built)
    if problems:
        raise BuildFileError(problems)
    return built


def _read(net_path: Path, map_path: Path) -> tuple[str, dict[str, list[Node]]]:
    try:
        from kinparse import parse_netlist
    except ImportError:
        raise BuildFileError(
            [f"{net_path}: reading a KiCad netlist needs kinparse: pip install 'specproof[kicad]'"]
        ) from None
    try:
        mapping_text = map_path.read_text(encoding="utf-8")
        net_text = net_path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise BuildFileError([f"{exc.filename}: cannot read ({exc.strerror})"]) from None
    try:
        with warnings.catch_warnings():  # kinparse calls pyparsing's old camelCase names
            warnings.simplefilter("ignore", DeprecationWarning)
            parsed = parse_netlist(net_text)
    except Exception as exc:  # pyparsing's errors carry the line; any other is the file's
        line = getattr(exc, "lineno", None)
        where = f"{net_path}:{line}" if line else str(net_path)
        raise BuildFileError([f"{where}: not a KiCad netlist ({exc})"]) from None
    return mapping_text, nets_of(parsed)


def nets_of(parsed: Any) -> dict[str, list[Node]]:
    """Net name -> the pins on it, pin names and types from the nodes (KiCad 6+) or the
    library parts (KiCad 5)."""
    kinds = {p.ref: getattr(p, "name", "") or p.value for p in parsed.parts}
    by_part: dict[str, dict[str, tuple[str, str]]] = {}
    for lib in getattr(parsed, "libparts", []) or []:
        by_part[lib.name] = {p.num: (p.name, p.type) for p in lib.pins}
    out: dict[str, list[Node]] = {}
    for net in parsed.nets:
        nodes = []
        for node in net.pins:
            name, kind = by_part.get(kinds.get(node.ref, ""), {}).get(node.num, ("", ""))
            pin = getattr(node, "function", "") or name or node.num
            nodes.append(Node(node.ref, pin, getattr(node, "type", "") or kind))
        out[net.name] = nodes
    return out


def build_data(
    mapping: dict[str, Any], nets: dict[str, list[Node]], name: str, lines: dict
) -> dict[str, Any]:
    """The build file's data (see :mod:`specproof.build.model`) for a netlist."""
    parts = {
        ref: ({"part": v} if isinstance(v, str) else dict(v))
        for ref, v in (mapping.get("parts") or {}).items()
    }
    rails = dict(mapping.get("rails") or {})
    grounds = set(mapping.get("ground") or []) or {n for n in nets if _GROUND.match(n)}
    refs = {node.ref for nodes in nets.values() for node in nodes}
    missing = [ref for ref in parts if ref not in refs]
    if missing:
        raise BuildFileError(
            [
                f"{name}:{line_of(lines, ('parts', ref)) or ''}: {ref} is not in the netlist"
                for ref in missing
            ]
        )
    _assign_rails(parts, rails, nets, name, lines)
    buses, bus_nets = _buses(mapping, parts, rails, grounds, nets)
    skip = set(rails) | grounds | bus_nets
    connections = _connections(mapping, parts, nets, skip)
    return {
        "name": mapping.get("name", ""),
        "parts": parts,
        "rails": rails,
        "buses": buses,
        "connections": connections,
    }


def _assign_rails(
    parts: dict[str, dict], rails: dict[str, Any], nets: dict[str, list[Node]], name: str, lines
) -> None:
    makes = {r.get("source"): rid for rid, r in rails.items() if isinstance(r, dict)}
    for ref, part in parts.items():
        if "rail" in part:
            continue
        touched = [n for n in rails if any(node.ref == ref for node in nets.get(n, []))]
        touched = [n for n in touched if makes.get(ref) != n]
        if len(touched) == 1:
            part["rail"] = touched[0]
        elif len(touched) > 1:
            where = f"{name}:{line_of(lines, ('parts', ref)) or ''}"
            raise BuildFileError(
                [
                    f"{where}: {ref} is on rails {', '.join(touched)}: name its supply with rail = ..."
                ]
            )


def _buses(
    mapping: dict[str, Any],
    parts: dict[str, dict],
    rails: dict[str, Any],
    grounds: set[str],
    nets: dict[str, list[Node]],
) -> tuple[dict[str, Any], set[str]]:
    out: dict[str, Any] = {}
    used: set[str] = set()
    for bid, spec in (mapping.get("buses") or {}).items():
        wires = list(spec.get("nets", []))
        used |= set(wires)
        host = spec.get("host")
        on_bus = dict.fromkeys(
            node.ref for w in wires for node in nets.get(w, []) if node.ref in parts
        )
        members = [
            _member(ref, parts, rails, grounds, nets, wires) for ref in on_bus if ref != host
        ]
        bus = {k: spec[k] for k in _BUS_KEYS if k in spec}
        out[bid] = {**bus, "members": members}
    return out, used


def _member(
    ref: str,
    parts: dict[str, dict],
    rails: dict[str, Any],
    grounds: set[str],
    nets: dict[str, list[Node]],
    wires: list[str],
) -> dict[str, Any]:
    """A bus member with the level each of its address pins is tied to: ground, a rail,
    or a bus line (an ADS1115's ADDR on SDA)."""
    pins: dict[str, str] = {}
    for net, nodes in nets.items():
        for node in nodes:
            if node.ref != ref or not _ADDRESS_PIN.match(node.pin):
                continue
            if net in grounds:
                pins[node.pin] = "GND"
            elif net in rails:
                pins[node.pin] = "VDD"
            elif net in wires:
                pins[node.pin] = net.rsplit("/", 1)[-1].upper()
    return {"part": ref, "pins": pins} if pins else {"part": ref}


def _connections(
    mapping: dict[str, Any], parts: dict[str, dict], nets: dict[str, list[Node]], skip: set[str]
) -> list[dict[str, Any]]:
    """Each signal net between mapped parts, from its driver to every other mapped pin."""
    told = mapping.get("nets") or {}
    out = []
    for net, nodes in nets.items():
        if net in skip:
            continue
        mapped = [n for n in nodes if n.ref in parts]
        spec = told.get(net, {})
        if len(mapped) < 2:
            continue
        driver = _driver(mapped, spec.get("from"))
        if driver is None:
            pins = ", ".join(f"{n.ref}.{n.pin}" for n in mapped)
            log.warning("net %s (%s): no driver told; name it in the mapping [nets]", net, pins)
            continue
        for node in mapped:
            if node != driver:
                out.append(
                    {
                        "from": f"{driver.ref}.{driver.pin}",
                        "to": f"{node.ref}.{node.pin}",
                        "kind": spec.get("kind", "logic"),
                    }
                )
    return out


def _driver(nodes: list[Node], told: str | None) -> Node | None:
    if told:
        return next((n for n in nodes if f"{n.ref}.{n.pin}" == told), None)
    outputs = [n for n in nodes if n.type in ("output", "tri_state")]
    return outputs[0] if len(outputs) == 1 else None
