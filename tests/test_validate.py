from pathlib import Path

from specproof.agent.validate import Check, validate_fact
from specproof.records import SectionKind
from test_agent_support import fact, make_store


def _store(tmp_path: Path, *facts):
    return make_store(tmp_path, {"DEV1": list(facts)})


def test_good_fact_passes(tmp_path: Path) -> None:
    f = fact(
        "DEV1", "supply_voltage", "VDD Supply voltage 1.71 1.8 3.6 V", min=1.71, typ=1.8, max=3.6
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store) is None


def test_wrong_field_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_current", "IDD 3 mA", unit="mA", typ=3)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "field_type"


def test_unit_dimension_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VDD 3 mA", unit="mA", typ=3)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "unit_dimension"


def test_abs_max_never_answers_operating(tmp_path: Path) -> None:
    f = fact(
        "DEV1", "supply_voltage", "VDD -0.3 4.25 V", min=-0.3, max=4.25, section=SectionKind.ABS_MAX
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "section_kind"


def test_storage_never_answers_operating(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "Storage -65 150 °C",
        unit="°C",
        min=-65,
        max=150,
        section=SectionKind.STORAGE,
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("operating_temperature"), store).policy == "section_kind"


def test_junction_rating_does_not_answer_ambient(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "Operating junction temperature TJ -25 130 °C",
        unit="°C",
        min=-25,
        max=130,
    )
    store = _store(tmp_path, f)
    assert (
        validate_fact(f, Check("operating_temperature", ambient=True), store).policy
        == "temperature_kind"
    )
    assert validate_fact(f, Check("operating_temperature"), store) is None


def test_condition_mismatch(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "spi_clock_frequency",
        "fCLK VDD = 2.7V 1.35 MHz",
        unit="MHz",
        max=1.35,
        condition="VDD = 2.7V",
    )
    store = _store(tmp_path, f)
    rej = validate_fact(f, Check("spi_clock_frequency", condition_text="at vdd = 5 v"), store)
    assert rej.policy == "condition_match"
    assert (
        validate_fact(f, Check("spi_clock_frequency", condition_text="at vdd = 2.7 v"), store)
        is None
    )


def test_variant_mismatch(tmp_path: Path) -> None:
    f = fact("DEV1", "sensitivity", "x20A 100 mV/A", unit="mV/A", typ=100, variant="x20A")
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("sensitivity", variant="05B"), store).policy == "variant_match"
    assert validate_fact(f, Check("sensitivity", variant="20A"), store) is None


def test_quote_must_be_on_page_and_hold_value(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", min=1.71, max=3.6)
    store = _store(tmp_path, f)
    moved = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", page=2, min=1.71, max=3.6)
    moved.doc_id = f.doc_id
    assert validate_fact(moved, Check("supply_voltage"), store).policy == "source_on_page"
    wrong = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", min=1.8, max=3.6)
    wrong.doc_id = f.doc_id
    assert "does not occur" in validate_fact(wrong, Check("supply_voltage"), store).reason


def test_value_text_mixing_units_is_rejected(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "2.7 V -40°C",
        unit="°C",
        min=2.7,
        max=40,
        raw="2.7 V -40°C",
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("operating_temperature"), store).policy == "raw_units"
    ok = fact(
        "DEV1", "operating_temperature", "TA -40 85 °C", unit="°C", min=-40, max=85, raw="-40 85 °C"
    )
    (tmp_path / "b").mkdir()
    store2 = make_store(tmp_path / "b", {"DEV1": [ok]})
    assert validate_fact(ok, Check("operating_temperature"), store2) is None


def test_lone_number_cut_from_a_limits_row_is_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VCC Voltage Vcc 2.4 3.0 3.6 V", value=3.6)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "reading_complete"
    g = fact("DEV1", "supply_voltage", "Working Voltage DC 5 V", value=5.0)
    (tmp_path / "g").mkdir()
    assert (
        validate_fact(g, Check("supply_voltage"), make_store(tmp_path / "g", {"DEV1": [g]})) is None
    )


def test_supply_range_below_ground_is_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "±0.512 V", min=-0.512, max=0.512, raw="±0.512 V")
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "supply_plausible"
