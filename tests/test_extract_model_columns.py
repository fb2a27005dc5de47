"""Spec tables with one column per model (power modules, LED drivers, relay series): a
value under a model's column is that variant's fact, a value spanning the columns holds
for the whole series, and a margin group ("OUT-" / "PUT") tells whose quantity a row is."""

from __future__ import annotations

import itertools
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pdfgen
from specproof.config import Settings
from specproof.extract.model_reader import side_label
from specproof.extract.tables.model_columns import _centred_cuts
from specproof.extract.variants import model_suffix
from specproof.library import Library
from test_extract_table_conventions import facts_of_pdf, find, rows_at

# an invented 20 W supply series; three models, so the middle column is also the table's
# centre, where a value spanning all models is set
MODELS = ((230, "QVR-20-5"), (330, "QVR-20-12"), (430, "QVR-20-48"))


def _supply_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "QVR-20 series"), (300, "20W single output supply module")),
        *rows_at(70, (60, "Encapsulated AC/DC power module for PCB mounting")),
        *rows_at(100, (80, "MODEL"), *MODELS),
        # OUTPUT: four rows, its label on the middle two
        *rows_at(112, (80, "DC VOLTAGE"), (245, "5V"), (342, "12V"), (442, "48V")),
        *rows_at(124, (52, "OUT-"), (80, "RATED CURRENT"), (245, "4A"), (340, "1.7A")),
        *rows_at(124, (440, "0.42A")),
        *rows_at(136, (54, "PUT"), (80, "RIPPLE (max.)"), (240, "60mV"), (338, "90mV")),
        *rows_at(136, (436, "200mV")),
        *rows_at(148, (80, "LINE REGULATION"), (240, "±0.5%"), (338, "±0.3%"), (438, "±0.3%")),
        # INPUT: four rows, values spanning the models set off their columns
        *rows_at(160, (80, "VOLTAGE RANGE"), (280, "90 ~ 264VAC"), (372, "127 ~ 370VDC")),
        *rows_at(172, (52, "IN-"), (80, "FREQUENCY RANGE"), (333, "47 ~ 63Hz")),
        *rows_at(184, (54, "PUT"), (80, "EFFICIENCY (Typ.)"), (243, "79%"), (341, "84%")),
        *rows_at(184, (441, "87%")),
        *rows_at(196, (80, "INRUSH CURRENT"), (300, "COLD START 40A/230VAC")),
        # ENVIRONMENT: the label's first line set close to the row's name
        *rows_at(208, (52, "ENVIRON- WORKING TEMP."), (326, "-25 ~ +60°C")),
        *rows_at(220, (52, "MENT"), (80, "STORAGE TEMP."), (326, "-40 ~ +85°C")),
        *rows_at(244, (60, "NOTE 1. All parameters are measured at 230VAC input and rated load.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qvr-20.pdf", [runs])


def test_each_model_column_states_its_own_variant(tmp_path: Path) -> None:
    facts = facts_of_pdf(_supply_sheet(tmp_path))
    current = {(f.variant, f.value) for f in find(facts, "output_current")}
    assert current == {("5", 4.0), ("12", 1.7), ("48", 0.42)}
    voltage = {(f.variant, f.value) for f in find(facts, "output_voltage")}
    assert voltage == {("5", 5.0), ("12", 12.0), ("48", 48.0)}
    (rated_12,) = [f for f in find(facts, "output_current") if f.variant == "12"]
    assert "QVR-20-12" in rated_12.condition
    assert "RATED CURRENT 4A 1.7A 0.42A" in rated_12.source.quote  # the row as printed


def test_a_value_spanning_the_model_columns_holds_for_the_whole_series(tmp_path: Path) -> None:
    facts = facts_of_pdf(_supply_sheet(tmp_path))
    # under INPUT, the voltage range is the range the module runs from: AC and DC, one each
    supply = {(f.variant, f.min, f.max, f.unit) for f in find(facts, "supply_voltage")}
    assert supply == {(None, 90, 264, "VAC"), (None, 127, 370, "VDC")}
    # one value centred on the middle model's column spans the table: no variant of its own
    (working,) = find(facts, "operating_temperature")
    assert (working.variant, working.min, working.max) == (None, -25, 60)


def test_a_question_naming_one_model_answers_its_column(tmp_path: Path) -> None:
    pdf = _supply_sheet(tmp_path)
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([pdf])
        twelve = lib.ask("What is the rated output current of the QVR-20-12?")
        forty_eight = lib.ask("What output voltage does the QVR-20-48 give?")
    assert [i.value for i in twelve.items] == [1.7], twelve.text
    assert [i.value for i in forty_eight.items] == [48.0], forty_eight.text


def test_a_relay_series_named_by_its_coil_voltages(tmp_path: Path) -> None:
    # "Coil voltage | 5 VDC | 12 VDC | 24 VDC": the header's cells are the versions and
    # their coil ratings; each row below states one value per version
    runs = [
        *rows_at(50, (60, "HRL-7 miniature power relay")),
        *rows_at(90, (60, "Coil voltage"), (220, "5 VDC"), (320, "12 VDC"), (420, "24 VDC")),
        *rows_at(102, (60, "Coil resistance"), (222, "62 ohm"), (318, "360 ohm")),
        *rows_at(102, (414, "1440 ohm")),
        *rows_at(114, (60, "Coil current"), (224, "80 mA"), (324, "33 mA"), (424, "17 mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "hrl-7.pdf", [runs]))
    coil = {(f.variant, f.value) for f in find(facts, "coil_voltage")}
    assert coil == {("5", 5.0), ("12", 12.0), ("24", 24.0)}
    resistance = {(f.variant, f.value) for f in find(facts, "coil_resistance")}
    assert resistance == {("5", 62.0), ("12", 360.0), ("24", 1440.0)}


def test_a_margin_side_says_whose_quantity_a_row_is() -> None:
    assert side_label("RATED CURRENT", "OUTPUT", "current") == "RATED OUTPUT CURRENT"
    assert side_label("VOLTAGE RANGE", "INPUT", "voltage") == "INPUT VOLTAGE RANGE"
    assert side_label("Resistance", "COIL", "resistance") == "COIL Resistance"
    assert side_label("EFFICIENCY (Typ.)", "INPUT", "ratio") == "INPUT EFFICIENCY (Typ.)"
    assert side_label("OUTPUT CURRENT RANGE", "OUTPUT", "current") == "OUTPUT CURRENT RANGE"
    assert side_label("OVER VOLTAGE", "PROTECTION", "voltage") == "OVER VOLTAGE"  # no side


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 3)), min_size=1, max_size=6))
def test_margin_labels_centred_on_their_rows_cut_the_rows_into_their_groups(
    groups: list[tuple[int, int]],
) -> None:
    # each group of ``size`` rows carries a label of ``lines`` lines set centred on it
    # (snapped to rows): the cut keeps every label's rows in its own run, and recovers
    # the groups wherever the centring is exact
    ys: list[float] = []
    labels: list[list[int]] = []
    for size, lines in groups:
        lines = min(lines, size)
        start = len(ys)
        offset = (size - lines) // 2
        labels.append(list(range(start + offset, start + offset + lines)))
        ys += [12.0 * (start + k) for k in range(size)]
    cuts = _centred_cuts(ys, labels)
    assert cuts[0] == 0 and cuts[-1] == len(ys)
    for (lo, hi), rows in zip(itertools.pairwise(cuts), labels, strict=True):
        assert lo <= rows[0] and rows[-1] < hi
    if all((size - min(lines, size)) % 2 == 0 for size, lines in groups):
        sizes = [hi - lo for lo, hi in itertools.pairwise(cuts)]
        assert sizes == [size for size, _ in groups]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.from_regex(r"[A-Z]{2,4}-?[0-9]{2,4}", fullmatch=True),
    st.from_regex(r"[0-9]{1,2}(\.[0-9])?[A-Z]?", fullmatch=True),
    st.sampled_from(["-", "/", " "]),
)
def test_a_model_named_after_the_device_is_the_variant_it_adds(
    device: str, suffix: str, sep: str
) -> None:
    assert model_suffix(f"{device}{sep}{suffix}", device) == suffix
    assert model_suffix(device, device) is None
    # another model's name: a prefix the device's name does not start with
    other = ("YY" if device.startswith("ZZ") else "ZZ") + suffix
    assert model_suffix(other, device) == other


def test_a_model_table_reads_a_name_above_its_values_and_a_unit_closing_a_name(
    tmp_path: Path,
) -> None:
    # "QBV-300A | QBV-300B" (a part code's number is no quantity: "300A" is no 300 A), a
    # name on its own line over the models' values, and a unit closing a name ("(mA)")
    runs = [
        *rows_at(50, (60, "QBV-300 bill validator")),
        *rows_at(90, (60, "Item"), (300, "QBV-300A"), (450, "QBV-300B")),
        *rows_at(104, (60, "Power supply"), (300, "DC12V+-10%"), (450, "DC24V+-10%")),
        *rows_at(118, (60, "Standby current"), (300, "<160mA"), (450, "<110mA")),
        *rows_at(132, (60, "Working current")),
        *rows_at(144, (300, "<1.4A"), (450, "<0.7A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qbv300.pdf", [runs]))
    working = {(f.max, f.unit) for f in find(facts, "supply_current")}
    assert working == {(1.4, "A"), (0.7, "A")}, working
    idle = {f.value or f.max for f in find(facts, "standby_current")}
    assert idle == {160.0, 110.0}, idle
    assert {f.variant for f in find(facts, "supply_current")} == {"A", "B"}  # each model's own


def test_a_name_wrapped_around_a_versions_values_names_them(tmp_path: Path) -> None:
    # "Versorgungsspannung /" over the values, "supply voltage" under them: the two halves of
    # one bilingual name; "QRF-200H" is a version, no 200 hours
    runs = [
        *rows_at(50, (60, "QRF-200 / QRF-200H frost detector")),
        *rows_at(90, (60, "Kenngroesse / Parameter"), (300, "QRF-200"), (450, "QRF-200H")),
        *rows_at(104, (60, "Versorgungsspannung /")),
        *rows_at(112, (300, "12 V DC"), (450, "18 ... 30 V")),
        *rows_at(120, (60, "supply voltage")),
        *rows_at(134, (60, "Stromaufnahme /")),
        *rows_at(142, (300, "35 mA"), (450, "40 mA")),
        *rows_at(150, (60, "current consumption")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrf200.pdf", [runs]))
    volts = {(f.variant, f.value, f.min, f.max) for f in find(facts, "supply_voltage")}
    assert volts == {("QRF-200", 12.0, None, None), ("H", None, 18.0, 30.0)}, volts
