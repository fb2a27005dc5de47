"""Check a whole build: every family of checks across it, one report.

Order of the report: supplies, regulators, current budgets, buses, connections,
switching; then what the build leaves unstated (a part on no rail, a bus without its
pull-up voltage). A check the engine already reported for another part of the build
(the same rule with the same reason) is listed once.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from specproof.build.addresses import Unit, collisions, distinct, level_of, resolve
from specproof.build.budget import budget_rows
from specproof.build.checks import (
    bus_checks,
    connection_checks,
    regulator_checks,
    supply_checks,
    switching_checks,
)
from specproof.build.engine import Asked, cite, judge, validated_evidence
from specproof.build.model import PULLED_BUSES, Member
from specproof.build.parts import Plan
from specproof.build.report import Report, Row
from specproof.records import Fact

if TYPE_CHECKING:
    from specproof.build.model import BuildFile
    from specproof.embed import Embedder
    from specproof.store import Store

ADDRESS_RULE = "interface.i2c_addresses_without_collision"


def check_build(built: BuildFile, store: Store, embedder: Embedder | None = None) -> Report:
    plan = Plan(built, store)
    rows: list[Row] = []
    for asked in [*supply_checks(plan), *regulator_checks(plan)]:
        rows += judge(asked, store, embedder)
    rows += budget_rows(plan, embedder)
    for asked in bus_checks(plan):
        found = judge(asked, store, embedder)
        if asked.check == "bus members":
            found = _with_settings(plan, asked, found, embedder)
        rows += found
    for asked in [*connection_checks(plan), *switching_checks(plan)]:
        rows += judge(asked, store, embedder)
    rows += unstated(plan)
    name = built.build.name or Path(built.path).stem
    return Report(name, built.path, _once(rows))


def _once(rows: list[Row]) -> list[Row]:
    """A row another family of checks already reported (a part's supply row again in the
    question of a bus or a net) is dropped; rows of one family are all kept."""
    first: dict[tuple[str, str], str] = {}
    out = []
    for row in rows:
        key = (row.rule, row.why)
        if first.setdefault(key, row.check) == row.check or row.rule.startswith("build."):
            out.append(row)
    return out


def unstated(plan: Plan) -> list[Row]:
    """What the build does not say and a check needs: never a pass."""
    out = []
    for part in plan.parts.values():
        if part.rail is None:
            out.append(
                Row(
                    "supply range",
                    f"{part.label}",
                    plan.built.where("parts", part.id),
                    "unknown",
                    "build.rail_stated",
                    f"the build states no rail powering {part.id}",
                )
            )
    for bid, bus in plan.build.buses.items():
        where = plan.built.where("buses", bid)
        pulled = bus.kind in PULLED_BUSES
        if pulled and bus.pull_up is None:
            why = f"the pull-up voltage of bus {bid} is not stated: its levels were not checked"
            out.append(
                Row("logic levels", f"bus {bid}", where, "unknown", "build.pull_up_stated", why)
            )
        elif not pulled and bus.host is None:
            why = f"bus {bid} states no host: which part drives each line is not known"
            out.append(
                Row("logic levels", f"bus {bid}", where, "unknown", "build.host_stated", why)
            )
    return out


# ---------------------------------------------------------------- address-pin settings


def _with_settings(
    plan: Plan, asked: Asked, rows: list[Row], embedder: Embedder | None
) -> list[Row]:
    """The engine's address verdict, decided further by the build's address-pin settings.
    A collision the engine finds for every setting stands, unless every chip's address
    was read for its own setting on its own pages (the engine may know fewer addresses
    than the sheet's address table gives)."""
    bid = asked.about
    bus = plan.build.buses[bid]
    engine = next((r for r in rows if r.rule == ADDRESS_RULE), None)
    stated = [m for m in bus.members if m.address or m.pins]
    if bus.kind != "I2C" or not stated:
        return rows
    found = validated_evidence(asked.question, plan.store, embedder)
    if found is None:
        return rows
    row, all_read = _settings_row(plan, bid, bus.members, found[0], asked.where)
    if engine is not None and engine.status == "fail" and not all_read:
        return rows
    return [r for r in rows if r is not engine] + [row]


def _settings_row(
    plan: Plan, bid: str, members: list[Member], evidence, where: str
) -> tuple[Row, bool]:
    """The address check with the settings as stated, and whether every chip's address
    was read from its setting."""
    units: list[Unit] = []
    facts: list[Fact] = []
    unread: list[str] = []
    resolved: dict[str, int] = {}
    for member in members:
        part = plan.parts[member.part]
        allowed, rows = _sheet_addresses(evidence(part.device, "i2c_address"))
        facts += rows[:1]
        setting = _setting(plan, member, rows)
        stated = bool(member.address or member.pins)
        if setting is None and stated:
            unread.append(f"{part.id} {_written(member)}")
        # a stated setting not read leaves the chip's address unknown, not any of the sheet's
        options = (
            frozenset({setting[0]}) if setting else frozenset() if stated else frozenset(allowed)
        )
        if setting:
            facts.append(setting[1])
            resolved[part.id] = setting[0]
        for i in range(part.count):
            units.append(Unit(f"{part.id}{f'#{i + 1}' if part.count > 1 else ''}", options))
    all_read = all(len(u.options) == 1 for u in units) and not unread
    status, why = _address_verdict(units, _same_setting(plan, members, resolved), unread)
    row = Row(
        "bus members",
        f"bus {bid} (I2C)",
        where,
        status,
        "build.i2c_address_settings",
        why,
        cite(facts, plan.store),
    )
    return row, all_read


def _address_verdict(units: list[Unit], same: str | None, unread: list[str]) -> tuple[str, str]:
    if same:
        return "fail", same
    clash = collisions(units)
    if clash:
        a, b, addr = clash[0]
        return "fail", f"{a} and {b} both answer to 0x{addr:02X} with the address pins as stated"
    verdict = distinct(units)
    if verdict is False:
        return "fail", "no setting gives every chip its own address"
    if verdict is None or unread:
        what = ", ".join(unread) or "the addresses some parts may take"
        return "unknown", f"needed fact missing: the address given by {what}"
    chosen = ", ".join(f"{u.label} {_hexes(u.options)}" for u in units)
    return "pass", f"each chip can answer to its own address ({chosen})"


def _sheet_addresses(facts: list[Fact]) -> tuple[set[int], list[Fact]]:
    allowed: set[int] = set()
    rows = []
    for fact in facts:
        values = {int(v, 16) for v in fact.values or [] if re.fullmatch(r"0x[0-9A-Fa-f]+", v)}
        if values:
            allowed |= values
            rows.append(fact)
    return allowed, rows


def _setting(plan: Plan, member: Member, rows: list[Fact]) -> tuple[int, Fact] | None:
    """The address a member's stated setting gives, when its sheet says so."""
    part = plan.parts[member.part]
    if member.address:
        text = member.address
        value = int(text, 16) if text.lower().startswith("0x") else int(text, 2)
        fact = next((f for f in rows if f"0x{value:02X}".lower() in _lower(f.values)), None)
        return (value, fact) if fact is not None else None
    if member.pins:
        pages = plan.store.pages(part.mention.doc_id)
        found = resolve(part.device, part.mention.file_name, pages, member.pins)
        if found is not None:
            return found.address, found.fact
    return None


def _same_setting(plan: Plan, members: list[Member], resolved: dict[str, int]) -> str | None:
    """Copies of one part with one address setting answer to one address, whatever it
    is: a collision that needs no reading of the sheet."""
    seen: dict[tuple, str] = {}
    for member in members:
        part = plan.parts[member.part]
        if not (member.address or member.pins):
            continue
        pins = tuple(sorted((p.upper(), level_of(v)) for p, v in member.pins.items()))
        key = (part.device, part.mention.variant, (member.address or "").lower(), pins)
        at = f" (0x{resolved[part.id]:02X})" if part.id in resolved else ""
        if part.count > 1:
            return (
                f"{part.count} × {part.id} ({part.device}) with one setting "
                f"({_written(member)}) answer to one address{at}"
            )
        if key in seen:
            return (
                f"{seen[key]} and {part.id} are both {part.device} with {_written(member)}: "
                f"both answer to one address{at}"
            )
        seen[key] = part.id
    return None


def _written(member: Member) -> str:
    if member.address:
        return f"address {member.address}"
    return ", ".join(f"{p} = {v}" for p, v in member.pins.items())


def _lower(values: list[str] | None) -> list[str]:
    return [v.lower() for v in values or []]


def _hexes(options: frozenset[int]) -> str:
    return "/".join(f"0x{a:02X}" for a in sorted(options))
