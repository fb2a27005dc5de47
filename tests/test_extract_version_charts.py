"""Version charts: the electrical table states one version of a regulator or detector
family, and a later chart lists every version in a row (keyed by its nominal voltage)
with one column per parameter, headed by the symbols the electrical table defined over
MIN./TYP./MAX. sub-heads. Each cell is its row's version's fact, with the unit and test
condition of the row that defines its column where the chart states none."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pdfgen
from specproof.config import Settings
from specproof.extract.tables import ParamColumn
from specproof.extract.tables.version_chart import assign_heads
from specproof.library import Library
from specproof.records import Line, Span
from test_extract_table_conventions import facts_of_pdf, find, rows_at

ELECTRICAL_HEAD = [
    (60, "PARAMETER"),
    (165, "SYMBOL"),
    (225, "CONDITIONS"),
    (345, "MIN."),
    (390, "TYP."),
    (435, "MAX."),
    (480, "UNITS"),
]


def _ldo_sheet(tmp_path: Path, caption: str = "QLR5520-25 (VOUT(T) = 2.5V), Ta = 25C") -> Path:
    """An invented LDO family: its electrical table for the 2.5 V version, then a chart
    of five versions whose current column has no unit of its own."""
    electrical = [
        *rows_at(50, (60, "QLR5520 Series 150mA CMOS LDO Regulators")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS")),
        *rows_at(94, (60, caption)),
        *rows_at(110, *ELECTRICAL_HEAD),
        *rows_at(126, (60, "Output Voltage"), (165, "VOUT(E)"), (225, "IOUT=10mA")),
        *rows_at(126, (345, "2.450"), (390, "2.500"), (435, "2.550"), (480, "V")),
        *rows_at(142, (60, "Output Current"), (165, "IOMAX"), (225, "VIN=VOUT(T)+1.5V")),
        *rows_at(142, (345, "180"), (480, "mA")),
        *rows_at(158, (60, "Dropout Voltage"), (165, "Vdrop1"), (225, "IOUT=50mA")),
        *rows_at(158, (390, "120"), (435, "200"), (480, "mV")),
        *rows_at(174, (60, "Quiescent Current"), (165, "IQ"), (225, "no load")),
        *rows_at(174, (390, "2.0"), (435, "4.0"), (480, "uA")),
        *rows_at(190, (60, "Input Voltage"), (165, "VIN"), (345, "2.0"), (435, "6.5")),
        *rows_at(190, (480, "V")),
    ]
    chart = [
        *rows_at(260, (60, "OUTPUT VOLTAGE CHART")),
        *rows_at(
            276, (60, "Values at the conditions of the electrical characteristics table above.")
        ),
        *rows_at(300, (60, "SET"), (125, "OUTPUT VOLTAGE"), (265, "OUTPUT")),
        *rows_at(300, (330, "DROPOUT VOLTAGE")),
        *rows_at(312, (60, "VOLTAGE"), (150, "(V)"), (262, "CURRENT"), (362, "(mV)")),
        *rows_at(324, (150, "VOUT(E)"), (273, "IOMAX"), (357, "Vdrop1"), (465, "IQ")),
        *rows_at(336, (60, "(V)"), (130, "MIN."), (175, "MAX."), (275, "MIN.")),
        *rows_at(336, (335, "TYP."), (385, "MAX."), (460, "MAX.")),
    ]
    versions = [
        ("1.8", "1.764", "1.836", "120", "310", "450", "3.0"),
        ("2.5", "2.450", "2.550", "150", "120", "200", "4.0"),
        ("2.8", "2.744", "2.856", "160", "100", "170", "4.0"),
        ("3.3", "3.234", "3.366", "170", "80", "140", "4.5"),
        ("4.2", "4.116", "4.284", "175", "65", "-", "5.0"),
    ]
    xs = (65, 130, 175, 278, 338, 388, 463)
    for k, cells in enumerate(versions):
        chart += rows_at(352 + 14 * k, *zip(xs, cells, strict=True))
    return pdfgen.placed_pdf(tmp_path / "qlr5520.pdf", [electrical + chart])


def test_each_row_of_a_version_chart_is_its_versions_fact(tmp_path: Path) -> None:
    facts = facts_of_pdf(_ldo_sheet(tmp_path))
    charted = [f for f in facts if f.extractor == "version_chart"]
    out = {(f.variant, f.min, f.max) for f in find(charted, "output_voltage")}
    assert ("2.8", 2.744, 2.856) in out and ("4.2", 4.116, 4.284) in out
    assert len(out) == 5
    dropout = {(f.variant, f.typ, f.max, f.unit) for f in find(charted, "dropout_voltage")}
    assert ("3.3", 80, 140, "mV") in dropout
    assert ("4.2", 65, None, "mV") in dropout  # a dash is no value


def test_a_column_headed_by_a_symbol_takes_the_defining_rows_field_unit_and_condition(
    tmp_path: Path,
) -> None:
    facts = [f for f in facts_of_pdf(_ldo_sheet(tmp_path)) if f.extractor == "version_chart"]
    # "IOMAX" over "MIN.", no unit: the electrical table's "Output Current IOMAX ... mA"
    current = {f.variant: f for f in find(facts, "output_current")}
    assert {v: (f.min, f.unit) for v, f in current.items()} == {
        "1.8": (120, "mA"),
        "2.5": (150, "mA"),
        "2.8": (160, "mA"),
        "3.3": (170, "mA"),
        "4.2": (175, "mA"),
    }
    assert "VIN=VOUT(T)+1.5V" in current["2.8"].condition  # the defining row's condition
    assert "SET VOLTAGE 2.8 V" in current["2.8"].condition  # the version, as a voltage
    # "IQ" alone over "MAX.": the quiescent current row, its unit and condition
    quiescent = {f.variant: f for f in find(facts, "quiescent_current")}
    assert (quiescent["3.3"].max, quiescent["3.3"].unit) == (4.5, "uA")
    assert "no load" in quiescent["3.3"].condition


def test_a_question_naming_one_version_answers_its_row(tmp_path: Path) -> None:
    pdf = _ldo_sheet(tmp_path)
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([pdf])
        current = lib.ask("What is the maximum output current of the 2.8 V version of the QLR5520?")
        dropout = lib.ask("What is the dropout voltage of the 3.3 V version of the QLR5520?")
    assert [(i.min, i.unit) for i in current.items] == [(160, "mA")], current.text
    assert [(i.typ, i.max) for i in dropout.items] == [(80, 140)], dropout.text


def _detector_sheet(tmp_path: Path) -> Path:
    """An invented voltage detector family keyed by detect voltage."""
    runs = [
        *rows_at(50, (60, "QDT80 Series Voltage Detectors")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS (VDF(T) = 2.7V)")),
        *rows_at(110, *ELECTRICAL_HEAD),
        *rows_at(126, (60, "Operating Voltage"), (165, "VIN"), (345, "0.9"), (435, "6.0")),
        *rows_at(126, (480, "V")),
        *rows_at(142, (60, "Supply Current"), (165, "ISS"), (225, "VIN=VDF(T)x1.1")),
        *rows_at(142, (390, "0.9"), (435, "2.6"), (480, "uA")),
        *rows_at(230, (60, "SELECTION GUIDE")),
        *rows_at(246, (60, "Every version is tested at the conditions given above for it.")),
        *rows_at(270, (60, "DETECT"), (170, "SUPPLY CURRENT (uA)")),
        *rows_at(282, (60, "VOLTAGE"), (185, "ISS")),
        *rows_at(294, (60, "VDF(T)"), (160, "TYP."), (220, "MAX.")),
    ]
    for k, (vdf, typ, mx) in enumerate((("1.9", "0.7", "2.2"), ("2.7", "0.9", "2.6"),
                                        ("3.6", "1.1", "3.0"), ("4.4", "1.3", "3.4"))):  # fmt: skip
        runs += rows_at(310 + 14 * k, (65, vdf), (162, typ), (222, mx))
    return pdfgen.placed_pdf(tmp_path / "qdt80.pdf", [runs])


def test_a_detector_chart_keyed_by_detect_voltage(tmp_path: Path) -> None:
    facts = facts_of_pdf(_detector_sheet(tmp_path))
    chart = {f.variant: (f.typ, f.max, f.unit) for f in find(facts, "supply_current") if f.variant}
    assert chart == {
        "1.9": (0.7, 2.2, "uA"),
        "2.7": (0.9, 2.6, "uA"),
        "3.6": (1.1, 3.0, "uA"),
        "4.4": (1.3, 3.4, "uA"),
    }
    (row,) = [f for f in find(facts, "supply_current") if f.variant == "4.4"]
    assert "VIN=VDF(T)x1.1" in row.condition  # the chart restates no condition


@pytest.mark.parametrize(
    ("key_head", "keys"),
    [
        (("AMBIENT", "TEMPERATURE", "(C)"), ("-40", "25", "85")),
        (("SUPPLY", "VOLTAGE", "VDD (V)"), ("1.8", "3.3", "5.0")),
    ],
)
def test_a_table_keyed_by_an_operating_condition_is_no_version_chart(
    tmp_path: Path, key_head: tuple[str, str, str], keys: tuple[str, str, str]
) -> None:
    # rows keyed by a condition (the ambient temperature, the supply the part runs
    # from) state one part at three operating points, not three versions of it
    runs = [
        *rows_at(50, (60, "QTS20 temperature sensor")),
        *rows_at(100, (60, key_head[0]), (170, "ERROR (C)"), (300, "SUPPLY CURRENT (uA)")),
        *rows_at(112, (60, key_head[1]), (150, "MIN."), (210, "MAX."), (290, "TYP.")),
        *rows_at(112, (350, "MAX.")),
        *rows_at(124, (60, key_head[2])),
    ]
    cells = (("-2.0", "2.0", "30", "45"), ("-0.5", "0.5", "35", "50"), ("-1.5", "1.5", "40", "60"))
    for k, (key, (lo, hi, typ, mx)) in enumerate(zip(keys, cells, strict=True)):
        runs += rows_at(140 + 14 * k, (65, key), (150, lo), (210, hi), (292, typ), (352, mx))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qts20.pdf", [runs]))
    assert not [f for f in facts if f.extractor == "version_chart" or f.variant]


def _line(y: float, spans: list[tuple[str, float, float]]) -> Line:
    text = " ".join(t for t, _, _ in spans)
    x0, x1 = min(s[1] for s in spans), max(s[2] for s in spans)
    return Line(text, (x0, y, x1, y + 8), [Span(t, a, b) for t, a, b in spans], size=8)


@given(
    st.lists(
        st.tuples(
            st.integers(1, 3), st.integers(20, 50), st.sampled_from(["MIN.", "TYP.", "MAX."])
        ),
        min_size=1,
        max_size=6,
    )
)
def test_a_head_over_several_columns_heads_each_and_each_keeps_its_bound(
    groups: list[tuple[int, int, str]],
) -> None:
    # parameters of 1-3 columns each; a name centred over the group, its unit in
    # brackets centred below it (over no column's centre when the group has two
    # columns), and one bound word per column
    columns: list[ParamColumn] = []
    names, units, bounds = [], [], []
    x = 100.0
    for g, (width, gap, bound) in enumerate(groups):
        first = len(columns)
        for _ in range(width):
            columns.append(ParamColumn(x, x + 20))
            bounds.append((bound, x, x + 20))
            x += 20 + gap
        left, right = columns[first].x0, columns[-1].x1
        names.append((f"PARAM{g}", left - 5, right + 5))
        mid = (left + right) / 2
        units.append((f"(u{g})", mid - 4, mid + 4))
    assign_heads(columns, [_line(0, names), _line(10, units), _line(20, bounds)])
    n = 0
    for g, (width, _, bound) in enumerate(groups):
        for _ in range(width):
            head = columns[n].header.split()
            assert head[0] == f"PARAM{g}" and f"(u{g})" in head
            assert columns[n].bound == bound.lower().rstrip(".")
            n += 1


def test_an_electrical_row_repeating_one_versions_chart_row_is_that_versions(
    tmp_path: Path,
) -> None:
    """The electrical table is the 2.5 V version's: its output and dropout rows repeat the
    2.5 V chart row, so they are that version's and never answer for the 3.3 V one; its
    input-voltage row, which no chart restates, stays the whole family's."""
    # the caption names the version only in words the table reader does not take
    facts = facts_of_pdf(_ldo_sheet(tmp_path, "Measured on the 2.5 V version, Ta = 25C"))
    table = [f for f in facts if f.extractor != "version_chart"]
    assert {f.variant for f in find(table, "output_voltage")} == {"2.5"}
    assert {f.variant for f in find(table, "dropout_voltage")} == {"2.5"}
    assert {f.variant for f in find(table, "supply_voltage")} == {None}


def _sensor_sheet(tmp_path: Path) -> Path:
    """An invented sensor that runs from 2.0-3.6 V and draws 1 mA."""
    runs = [
        *rows_at(50, (60, "SN20 Humidity Sensor")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS")),
        *rows_at(110, *ELECTRICAL_HEAD),
        *rows_at(126, (60, "Supply Voltage"), (165, "VDD"), (345, "2.0"), (435, "3.6")),
        *rows_at(126, (480, "V")),
        *rows_at(142, (60, "Supply Current"), (165, "IDD"), (225, "measuring")),
        *rows_at(142, (435, "1.0"), (480, "mA")),
    ]
    return pdfgen.placed_pdf(tmp_path / "sn20.pdf", [runs])


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the chart's 1.8 V version (1.764-1.836 V out) is below a 2.0 V minimum supply
        ("Can the 1.8 V version of the QLR5520 power an SN20?", "incompatible"),
        ("¿Puedo alimentar el SN20 con la versión de 3,3 V del QLR5520?", "compatible"),
        # the 3.3 V version guarantees 170 mA (a MIN. column under "OUTPUT CURRENT")
        ("Can a QLR5520-3302 (the 3.3v one) feed an SN20 plus a 200 mA LED strip?",
         "incompatible"),
    ],
)  # fmt: skip
def test_a_version_named_by_its_voltage_or_code_is_judged_on_its_chart_row(
    tmp_path: Path, question: str, verdict: str
) -> None:
    sheets = [
        _ldo_sheet(tmp_path, "Measured on the 2.5 V version, Ta = 25C"),
        _sensor_sheet(tmp_path),
    ]
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest(sheets)
        answer = lib.ask(question)
    assert answer.verdict == verdict, answer.text
