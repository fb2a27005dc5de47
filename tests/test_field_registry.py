"""The field registry: one entry per field of the vocabulary, loaded once, consistent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from specproof import fields as F
from specproof.records import SectionKind

DATA = Path(__file__).parents[1] / "src" / "specproof" / "data" / "fields.json"


def test_every_vocabulary_field_has_a_spec_with_a_dimension() -> None:
    vocabulary = [k for k in json.loads(DATA.read_text()) if not k.startswith("_")]
    assert list(F.field_names()) == vocabulary
    assert all(F.spec(name).dimension for name in vocabulary)  # type: ignore[union-attr]


def test_field_names_it_points_to_exist() -> None:
    names = set(F.field_names())
    for spec in F.registry().fields.values():
        assert set(spec.siblings) <= names, spec.name
        assert spec.abs_max is None or F.is_rating(spec.abs_max), spec.name


def test_a_group_lists_its_members_and_an_unknown_group_is_an_error() -> None:
    rails = F.fields_in("supply_rail")
    assert {"supply_voltage", "io_supply_voltage"} <= rails
    assert "supply_current" not in rails
    with pytest.raises(KeyError):
        F.fields_in("no_such_group")


def test_every_field_of_a_rule_family_is_declared_in_the_registry() -> None:
    from specproof.agent.rules import RULES, RuleFamily

    families = {e.name: e for e in RULES if isinstance(e, RuleFamily)}
    for spec in F.registry().fields.values():
        assert set(spec.rules) <= set(families), spec.name
    # (a family reading the sheet's own text, a pin table's rows, reads no field)
    assert all(F.fields_read_by(n) or f.reads_sheet_text for n, f in families.items())
    assert not any(F.fields_read_by(n) for n, f in families.items() if f.reads_sheet_text)


def test_absolute_maximum_fields_are_ratings_and_storage_is_a_limit() -> None:
    assert F.is_rating("abs_max_supply_voltage")
    assert not F.is_rating("supply_voltage")
    assert F.sections_of("storage_temperature") == "limit"
    assert F.sections_of("no_such_field") == "operating"


@pytest.mark.parametrize(
    ("unit", "dimension"),
    [("mV", "voltage"), ("µA", "current"), ("kHz", "frequency"), ("°C", "temperature"),
     ("%RH", "humidity"), ("dBm", "power_level"), ("furlong", None), (None, None)],
)  # fmt: skip
def test_a_unit_names_its_dimension(unit: str | None, dimension: str | None) -> None:
    assert F.unit_dimension(unit) == dimension


def test_a_bit_rate_may_stand_for_a_clock() -> None:
    assert F.interchangeable("frequency", "bitrate")
    assert not F.interchangeable("voltage", "current")


def test_recommended_operating_rows_are_preferred_over_electrical_ones() -> None:
    assert F.section_preference(SectionKind.RECOMMENDED) > F.section_preference(
        SectionKind.ELECTRICAL
    )


def test_every_field_is_asked_by_a_phrase_or_a_frame() -> None:
    from specproof.agent.understand.frames import FRAMES
    from specproof.agent.understand.lexicon import phrasings_of

    framed = {part for _, name in FRAMES for part in name.split("+")}
    # (a field an answer names by another, a supply threshold, is read for that field)
    asked = [n for n in F.field_names() if F.answered_as(n) == n]
    unasked = [n for n in asked if not phrasings_of(n) and n not in framed]
    assert unasked == []
    assert phrasings_of("coil_voltage") and all(
        isinstance(p, str) for p in phrasings_of("coil_voltage")
    )
