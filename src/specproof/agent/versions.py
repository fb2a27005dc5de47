"""The rows of a part's versions: the version asked first, the other versions' best rows
beside one version's row when the question named none; and the part's name in the answer
(the family member asked, not the name the sheet is filed under)."""

from __future__ import annotations

from specproof.agent.score import Candidate
from specproof.agent.terms import sibling_name, variant_matches
from specproof.agent.understand import DeviceMention
from specproof.records import alnum_key


def other_versions(
    choice: Candidate, accepted: list[Candidate], mention: DeviceMention
) -> list[Candidate]:
    """The best row of each other version, when the best row is one version's and the
    question named none: "the max tx power of the MLR-92S" has a -E and a -U answer."""
    if mention.variant or not extends(choice.fact.variant, mention.device):
        return []
    seen = {choice.fact.variant}
    out = []
    for cand in accepted:
        version = cand.fact.variant
        if version in seen or not extends(version, mention.device):
            continue
        seen.add(version)  # each version's best row only: one that agrees adds nothing
        if cand.fact.bounds() != choice.fact.bounds():
            out.append(cand)
    return out[:3]


def extends(variant: str | None, device: str) -> bool:
    """A version of the device: its name with a suffix ("MLR-92S-E" of the "MLR-92S"), not
    a sibling part of its family sheet ("ADS1113" of the "ADS1115") or a coil code."""
    name, code = alnum_key(device), alnum_key(variant or "")
    return len(code) > len(name) and code.startswith(name)


def rows_of_variant(
    kept: list[Candidate], variant: str | None, per_version: bool = False
) -> list[Candidate]:
    """The rows a family sheet states for the variant asked ("LM35D 0 100" for the LM35D),
    when there are any, before the family's common rows: a common row may belong to the
    siblings the sheet lists beside it. ``per_version``: the sheet states the figure row by
    row for other versions; with no row for the one asked, a row naming no version is no
    answer for it (the "-200 to +700 °C for K-type" of a sheet whose ordering table gives
    each thermocouple version its own range)."""
    if not variant:
        return kept
    own = [c for c in kept if c.fact.variant and variant_matches(variant, c.fact.variant)]
    if not own and per_version and _code_like(variant):
        return [c for c in kept if c.fact.variant]
    return own + [c for c in kept if c not in own] if own else kept


def _code_like(variant: str) -> bool:
    """An ordering code's suffix ("TASA+", "A2T"), not a grade letter ("G", "I grade"),
    whose rows may be named in words, nor a voltage a chart keys its versions by ("1.8")."""
    key = alnum_key(variant.split()[0])
    return len(key) >= 3 and any(c.isalpha() for c in key)


# the rails of a dual-output converter, read from one "±12" cell ("+Vo" and "-Vo")
_RAILS = ("+Vo", "-Vo")


def other_rails(choice: Candidate, accepted: list[Candidate]) -> list[Candidate]:
    """The other rail of a dual output read from the chosen row's own cell: "the output
    voltage of the X" of a ±12 V converter is +12 V and -12 V, as the sheet states it."""
    own = [r for r in _RAILS if choice.fact.condition.endswith(r)]
    if not own:
        return []
    base = choice.fact.condition[: -len(own[0])]
    return [
        c
        for c in accepted
        if c is not choice
        and c.fact.source.quote == choice.fact.source.quote
        and c.fact.variant == choice.fact.variant
        and any(c.fact.condition == base + r for r in _RAILS if r != own[0])
    ]


def named_as(mention: DeviceMention) -> str:
    """The part's name for the answer: the library's, unless the question wrote a shorter or
    longer form of it ("Si7021" for the sheet's "Si7021-A20", "TCS34725" for "TCS3472"), or
    named a family member the sheet covers ("MCS5725" of the sheet filed as "MCS5720"); a
    misspelt or variant-suffixed name never replaces the library's."""
    written, stored = alnum_key(mention.text), alnum_key(mention.device)
    if mention.variant and sibling_name(mention.variant, mention.device):
        return _as_typed(mention.variant)
    if mention.variant or written == stored:
        return mention.device
    if written.startswith(stored) or stored.startswith(written):
        return mention.text.strip()
    return mention.device


def _as_typed(name: str) -> str:
    return name.upper() if name.islower() else name


def version_asked(device: str, variant: str | None, mentions: list[DeviceMention]) -> str | None:
    """The name the question wrote for the version a row is for, when it asks for several
    versions of one part side by side ("the DLW-01 and the DLW-01U")."""
    own = [m for m in mentions if m.device == device]
    if not variant or len(own) < 2 or not any(m.variant == m.device for m in own):
        return None  # (versions named apart from the part itself keep the library's name)
    key = alnum_key(variant)
    return next(
        (
            m.text.strip()
            for m in own
            if m.variant and key in (alnum_key(m.variant), alnum_key(m.text))
        ),
        None,
    )
