"""The build file: parts, rails, buses and connections of one project, in TOML.

A build file is written by a person, so every mistake is reported as ``file:line: what``
(never a traceback) and every reference (a rail's source, a bus member, a connection's
end) must name something the file defines. The format is documented in the README
("Check a whole build") and in ``examples/builds/``.

Quantities are numbers in volts, amperes and hertz, or text with a unit ("500 mA",
"3.3 V", "400 kHz").
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from specproof.build.toml_lines import key_lines, line_of
from specproof.errors import SpecproofError

_PREFIX = {"p": 1e-12, "n": 1e-9, "u": 1e-6, "µ": 1e-6, "μ": 1e-6, "m": 1e-3, "k": 1e3, "M": 1e6}
_QUANTITY = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*([pnuµμmkM]?)\s*([A-Za-z]+)?\s*$")


class BuildFileError(SpecproofError):
    """A build file that cannot be checked: each problem is ``file:line: message``."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def _quantity(unit: str) -> BeforeValidator:
    """A value in ``unit``: a plain number, or text such as "500 mA" (prefix and unit)."""

    def parse(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise ValueError(f"expected a number of {unit} or text such as '3.3 {unit}'")
        if not isinstance(value, str):
            return float(value)
        m = _QUANTITY.match(value)
        if not m or (m[3] and m[3].lower() != unit.lower()):
            raise ValueError(f"'{value}' is not a quantity in {unit} (write e.g. '3.3 {unit}')")
        if m[2] and not m[3]:
            raise ValueError(f"'{value}': a prefix needs its unit (write e.g. '500 m{unit}')")
        return float(m[1]) * _PREFIX.get(m[2], 1.0)

    return BeforeValidator(parse)


Volts = Annotated[float, _quantity("V")]
Amps = Annotated[float, _quantity("A"), Field(gt=0)]
Hertz = Annotated[float, _quantity("Hz"), Field(gt=0)]
# part, rail and bus names: what a TOML key or a KiCad net name holds ("+3V3", "/power/5V")
Name = Annotated[str, Field(min_length=1, pattern=r"^[A-Za-z0-9_+\-./]+$")]
_VOLTS = re.compile(r"^\s*\d+(?:\.\d+)?\s*V\s*$", re.I)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Load(_Strict):
    """What a part switches or drives: a relay's contact load, a driver's motor, a
    transistor's load and the level its gate is driven at."""

    voltage: Volts | None = None
    current: Amps | None = None
    peak: Amps | None = None  # start-up or stall current
    ac: bool | None = None
    kind: Literal["resistive", "inductive", "motor", "lamp"] | None = None
    contact: Literal["NO", "NC"] | None = None
    gate: Volts | None = None  # a transistor's gate drive level


class Part(_Strict):
    part: Annotated[str, Field(min_length=1)]  # the name in the library ("AMS1117-3.3")
    variant: str | None = None  # the ordered variant when the name does not say it
    count: Annotated[int, Field(ge=1)] = 1
    rail: Name | None = None  # the rail that powers it (a regulator: its input)
    load: Load | None = None


class Rail(_Strict):
    voltage: Volts
    source: Name | None = None  # a part of this build makes it (a regulator) ...
    supply: str | None = None  # ... else an external supply, described in words
    current_limit: Amps | None = None  # what the external supply can deliver


class Member(_Strict):
    part: Name
    address: Annotated[str, Field(pattern=r"^(?:0[xX][0-9A-Fa-f]{1,2}|[01]{7})$")] | None = None
    pins: dict[str, str] = Field(default_factory=dict)  # {ADDR = "GND"}: address pins


def _member(value: Any) -> Any:
    return {"part": value} if isinstance(value, str) else value


# buses whose lines are pulled up: every member receives the pull-up level
PULLED_BUSES = ("I2C", "1-Wire", "single-bus")


class Bus(_Strict):
    kind: Literal["I2C", "SPI", "UART", "1-Wire", "single-bus"]
    clock: Hertz | None = None
    pull_up: Name | Volts | None = None  # a rail of this build, or a voltage ("3.3 V")
    host: Name | None = None  # the controller; its limits count when its sheet states them
    members: list[Annotated[Member, BeforeValidator(_member)]] = Field(min_length=1)


class Connection(_Strict):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    source: Annotated[str, Field(alias="from", pattern=r"^[A-Za-z0-9_+\-.]+\.[^.\s]+$")]
    to: Annotated[str, Field(pattern=r"^[A-Za-z0-9_+\-.]+\.[^.\s]+$")]
    kind: Literal["logic", "analog", "drive"] = "logic"
    rail: Name | None = None  # the rail the driving output swings to (default: its part's)

    @property
    def source_part(self) -> str:
        return self.source.rsplit(".", 1)[0]

    @property
    def source_pin(self) -> str:
        return self.source.rsplit(".", 1)[1]

    @property
    def sink_part(self) -> str:
        return self.to.rsplit(".", 1)[0]

    @property
    def sink_pin(self) -> str:
        return self.to.rsplit(".", 1)[1]


class Build(_Strict):
    name: str = ""
    parts: dict[Name, Part] = Field(min_length=1)
    rails: dict[Name, Rail] = Field(default_factory=dict)
    buses: dict[Name, Bus] = Field(default_factory=dict)
    connections: list[Connection] = Field(default_factory=list)


class BuildFile:
    """A validated build with the line of each of its keys, for later messages."""

    def __init__(self, build: Build, path: str, lines: dict[tuple, int]) -> None:
        self.build = build
        self.path = path
        self.lines = lines

    def where(self, *loc: str | int) -> str:
        """ "file:line" of a key path (the nearest enclosing key when it has no line)."""
        line = line_of(self.lines, loc)
        return f"{self.path}:{line}" if line else self.path

    def error(self, loc: Sequence[str | int], message: str) -> BuildFileError:
        return BuildFileError([f"{self.where(*loc)}: {message}"])


def load_build(path: str | Path) -> BuildFile:
    """Read and validate a build file; :class:`BuildFileError` lists every problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise BuildFileError([f"{path}: cannot read the build file ({exc.strerror})"]) from None
    except UnicodeDecodeError:
        raise BuildFileError([f"{path}: the build file is not UTF-8 text"]) from None
    return parse_build(text, str(path))


def parse_build(text: str, name: str = "<build>") -> BuildFile:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BuildFileError([_toml_problem(name, str(exc))]) from None
    lines = key_lines(text)
    try:
        build = Build.model_validate(data)
    except ValidationError as exc:
        problems = [problem_text(name, lines, err) for err in exc.errors()]
        raise BuildFileError(problems) from None
    built = BuildFile(build, name, lines)
    problems = cross_references(built)
    if problems:
        raise BuildFileError(problems)
    return built


def _toml_problem(name: str, message: str) -> str:
    """tomllib says "... (at line 3, column 7)": the line goes in front."""
    m = re.search(r"\s*\(at line (\d+), column \d+\)$", message)
    if m:
        return f"{name}:{m.group(1)}: TOML syntax: {message[: m.start()]}"
    return f"{name}: TOML syntax: {message}"


def problem_text(name: str, lines: dict[tuple, int], err: Any) -> str:
    """A pydantic error as ``file:line: key: message``."""
    loc = [p for p in err["loc"] if not (isinstance(p, str) and "[" in p)]  # union branch tags
    line = line_of(lines, loc)
    where = f"{name}:{line}" if line else name
    key = ".".join(str(p) for p in loc) or "build"
    message = err["msg"].removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        message = "unknown key (see the build file format in the README)"
    elif err["type"] == "missing":
        message = "missing"
    return f"{where}: {key}: {message}"


def cross_references(built: BuildFile) -> list[str]:
    """Every name the file uses is defined by it: rails, sources, members, connection ends."""
    b = built.build
    problems: list[str] = []

    def need(kind: str, name: str, known: dict, *loc: str | int) -> None:
        if name not in known:
            choices = ", ".join(sorted(known)) or "none defined"
            problems.append(f"{built.where(*loc)}: no {kind} '{name}' (defined: {choices})")

    for pid, part in b.parts.items():
        if part.rail is not None:
            need("rail", part.rail, b.rails, "parts", pid, "rail")
    for rid, rail in b.rails.items():
        if rail.source is not None:
            need("part", rail.source, b.parts, "rails", rid, "source")
            if rail.current_limit is not None:
                problems.append(
                    f"{built.where('rails', rid, 'current_limit')}: a rail made by a part of "
                    "the build takes that part's current rating from its datasheet; "
                    "current_limit is for an external supply"
                )
            if rail.source in b.parts and b.parts[rail.source].rail == rid:
                problems.append(f"{built.where('rails', rid, 'source')}: '{rid}' feeds itself")
    for bid, bus in b.buses.items():
        if bus.host is not None:
            need("part", bus.host, b.parts, "buses", bid, "host")
        if isinstance(bus.pull_up, str) and not _VOLTS.match(bus.pull_up):
            need("rail", bus.pull_up, b.rails, "buses", bid, "pull_up")
        for i, member in enumerate(bus.members):
            need("part", member.part, b.parts, "buses", bid, "members", i, "part")
    for i, conn in enumerate(b.connections):
        need("part", conn.source_part, b.parts, "connections", i, "from")
        need("part", conn.sink_part, b.parts, "connections", i, "to")
        if conn.rail is not None:
            need("rail", conn.rail, b.rails, "connections", i, "rail")
    return problems
