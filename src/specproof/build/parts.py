"""The build's parts linked to the library: each part's datasheet, variant and role.

A part is named as a person names it ("AMS1117-3.3", "DHT22"); the library's device
linking (the same as for a question) finds its datasheet. A name the library does not
hold is an error at the line that wrote it, with the closest names ("did you mean").
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from specproof.agent.understand import DeviceIndex, DeviceMention, device_index
from specproof.agent.understand.devices import link_devices
from specproof.build.model import BuildFile, BuildFileError, Load, Rail
from specproof.library import similar_devices
from specproof.records import device_key

if TYPE_CHECKING:
    from specproof.store import Store


_VOLTS = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*V\s*$", re.I)

# fields whose stored rows tell a part's role (what a check asks of it, not the verdict)
ROLE_FIELDS = {
    "relay": ("coil_voltage", "contact_current", "contact_voltage"),
    "transistor": ("gate_threshold_voltage", "drain_source_voltage"),
}


@dataclass(frozen=True, slots=True)
class BuiltPart:
    id: str
    mention: DeviceMention  # the library device, the variant, the name as written
    count: int
    rail: str | None
    load: Load | None

    @property
    def device(self) -> str:
        return self.mention.device

    @property
    def label(self) -> str:
        copies = f" ×{self.count}" if self.count > 1 else ""
        return f"{self.id} ({self.mention.text}{copies})"


class Plan:
    """The build file with its parts linked to the library, for the checks to read."""

    def __init__(self, built: BuildFile, store: Store) -> None:
        self.built = built
        self.build = built.build
        self.store = store
        self.index: DeviceIndex = device_index(store)
        self.parts = {pid: self._link(pid) for pid in self.build.parts}

    def _link(self, pid: str) -> BuiltPart:
        spec = self.build.parts[pid]
        mentions = link_devices(spec.part, self.index).mentions
        if not mentions:
            close = similar_devices(spec.part, self.store.documents())
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            where = self.built.where("parts", pid, "part")
            raise BuildFileError([f"{where}: no datasheet in the library for '{spec.part}'{hint}"])
        mention = dataclasses.replace(mentions[0], text=spec.part.strip())
        variant = spec.variant or mention.variant or self._named_version(mention)
        mention = dataclasses.replace(mention, variant=variant)
        return BuiltPart(pid, mention, spec.count, spec.rail, spec.load)

    def _named_version(self, mention: DeviceMention) -> str | None:
        """A sheet for several versions ("74HC595" and "74HCT595") tags rows per version;
        a build naming one version exactly is that version, so a sibling's row is not
        read as its own."""
        facts = self.store.facts(doc_id=mention.doc_id)
        tagged = {f.variant for f in facts if f.variant}
        if not tagged or not any(
            device_key(mention.text) in device_key(v) for v in tagged | {mention.device}
        ):
            return None
        return mention.text

    # -- the build's structure -------------------------------------------------------------

    def rail(self, rid: str) -> Rail:
        return self.build.rails[rid]

    def on_rail(self, rid: str) -> list[BuiltPart]:
        return [p for p in self.parts.values() if p.rail == rid]

    @cached_property
    def regulators(self) -> dict[str, str]:
        """Part id -> the rail it makes."""
        return {r.source: rid for rid, r in self.build.rails.items() if r.source is not None}

    def supply_of(self, pid: str) -> float | None:
        """The voltage of the rail that powers a part."""
        rail = self.parts[pid].rail
        return self.build.rails[rail].voltage if rail is not None else None

    def volts(self, value: str | float | None) -> float | None:
        """A rail name or a voltage, as a voltage."""
        if value is None or isinstance(value, float | int):
            return value
        if value in self.build.rails:
            return self.build.rails[value].voltage
        m = _VOLTS.match(value)
        return float(m.group(1)) if m else None

    # -- what a part is, from its stored rows ------------------------------------------------

    def is_a(self, part: BuiltPart, role: str) -> bool:
        return any(self.states(part, fld) for fld in ROLE_FIELDS[role])

    def states(self, part: BuiltPart, fld: str) -> bool:
        """The part's sheet has stored rows of this field (which field to ask, not what
        it says: the engine reads and validates the rows)."""
        return bool(self.store.facts(field=fld, doc_id=part.mention.doc_id))

    def mentions(self, parts: list[BuiltPart]) -> list[DeviceMention]:
        """One mention per library device, in build order (a variant named wins)."""
        seen: dict[str, DeviceMention] = {}
        for p in parts:
            if p.device not in seen or (p.mention.variant and not seen[p.device].variant):
                seen[p.device] = p.mention
        return list(seen.values())
