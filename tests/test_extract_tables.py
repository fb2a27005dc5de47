"""Table layouts seen across vendors: stacked headers, value groups, Value columns,
merged condition cells, symbolic bounds, conditions right of the units."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.tables import (
    clean_unit,
    header_columns,
    inherit_conditions,
    split_row,
    symbol_text,
)
from specproof.records import Fact, Identity, Line, Page, Span

CHAR_W = 5.0  # points per character of the fake font
IDENT = Identity(device="XYZ1234", aliases=["XYZ1234-3.3"])


def line(*cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
    """A visual line from (x0, text) cells, one span each."""
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, 0.0, spans[-1].x1, size),
        spans=spans,
        size=size,
        bold=bold,
    )


def page(*lines: Line, pitch: float = 12.0) -> Page:
    for i, ln in enumerate(lines):
        ln.bbox = (ln.bbox[0], 20.0 + pitch * i, ln.bbox[2], 29.0 + pitch * i)
    return Page(number=2, width=600, height=800, lines=list(lines))


def facts_of(p: Page, ident: Identity = IDENT) -> list[Fact]:
    return extract_facts("doc", "xyz.pdf", [p], ident)


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


def test_symbol_font_glyphs_read_as_their_characters() -> None:
    assert symbol_text("\uf02d40 \uf0b0C \uf06dA") == "-40 °C μA"


def test_clean_unit_drops_trailing_punctuation() -> None:
    assert clean_unit("mA.") == "mA"
    assert clean_unit("-Bit") == "Bit"
    assert clean_unit("V,") == "V"


def test_two_value_groups_under_a_stacked_header_give_one_fact_each() -> None:
    # NXP/Nexperia: group titles over "Min Typ Max Min Typ Max"
    p = page(
        line((40, "Recommended operating conditions"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (200, "Conditions"), (340, "XYZ1234"),
             (440, "XYZ1234T"), (530, "Unit")),
        line((320, "Min"), (355, "Typ"), (390, "Max"), (420, "Min"), (455, "Typ"),
             (490, "Max")),
        line((40, "VCC"), (90, "supply voltage"), (322, "2.0"), (357, "5.0"), (392, "6.0"),
             (422, "4.5"), (457, "5.0"), (492, "5.5"), (532, "V")),
    )  # fmt: skip
    got = sorted(find(facts_of(p), "supply_voltage"), key=lambda f: f.min or 0)
    assert [(f.min, f.typ, f.max, f.variant) for f in got] == [
        (2.0, 5.0, 6.0, None),
        (4.5, 5.0, 5.5, "XYZ1234T"),
    ]


def test_temperature_groups_become_conditions() -> None:
    p = page(
        line((40, "Static characteristics"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (180, "Conditions"), (320, "-40 °C to +85 °C"),
             (430, "-40 °C to +125 °C"), (530, "Unit")),
        line((320, "Min"), (355, "Typ"), (390, "Max"), (430, "Min"), (490, "Max")),
        line((40, "ICC"), (90, "supply current"), (180, "VCC = 6.0 V"), (395, "8.0"),
             (492, "160"), (532, "μA")),
    )  # fmt: skip
    got = {f.max: f.condition for f in find(facts_of(p), "supply_current")}
    assert set(got) == {8.0, 160.0}
    assert "VCC = 6.0 V" in got[8.0] and "+85 °C" in got[8.0]
    assert "+125 °C" in got[160.0]


def test_single_value_column_holds_a_range() -> None:
    p = page(
        line((40, "OPERATING RATINGS"), bold=True, size=11),
        line((200, "Rating"), (388, "Symbol"), (464, "Value"), (523, "Unit")),
        line((65, "Supply Voltage"), (397, "Vin"), (459, "4.5 to 40"), (528, "V")),
        line((65, "Operating Junction Temperature Range"), (398, "TJ"), (453, "-40 to +125"),
             (527, "°C")),
    )  # fmt: skip
    facts = facts_of(p)
    (sv,) = find(facts, "supply_voltage")
    assert (sv.min, sv.max) == (4.5, 40.0)
    (temp,) = [f for f in facts if "temperature" in f.field]
    assert (temp.min, temp.max) == (-40.0, 125.0)


def test_conditions_right_of_units_stay_out_of_unit_and_values() -> None:
    # Microchip: Parameter | Sym | Min | Typ | Max | Units | Conditions
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line((60, "Parameter"), (160, "Sym"), (200, "Min"), (240, "Typ"), (280, "Max"),
             (320, "Units"), (400, "Conditions")),
        line((40, "Standby Current"), (160, "IDDS"), (204, "—"), (238, "0.005"), (284, "2"),
             (324, "µA"), (380, "CS = VDD = 5.0V")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "standby_current")
    assert (f.min, f.typ, f.max) == (None, 0.005, 2.0)
    assert f.unit == "µA"
    assert "CS = VDD = 5.0V" in f.condition


def test_merged_condition_cells_carry_down_to_sub_rows() -> None:
    # ST: "Ven = H; IL = 0" spans the "Vi = L" and "Vi = H" rows; "Ven = L" starts afresh
    p = page(
        line((70, "ELECTRICAL CHARACTERISTICS (VS = 42V; VSS = 5V, Tj = 25°C)"), bold=True),
        line((75, "Symbol"), (159, "Parameter"), (283, "Test Conditions"), (395, "Min."),
             (430, "Typ."), (465, "Max."), (501, "Unit")),
        line((89, "IS"), (116, "Quiescent Supply Current"), (253, "Ven = H; IL = 0"),
             (351, "Vi = L"), (435, "13"), (471, "22"), (504, "mA")),
        line((351, "Vi = H"), (435, "50"), (471, "70"), (504, "mA")),
        line((253, "Ven = L"), (353, "Vi = X"), (473, "4"), (504, "mA")),
    )  # fmt: skip
    got = {(f.typ, f.max): f.condition for f in find(facts_of(p), "quiescent_current")}
    assert "Ven = H" in got[(50.0, 70.0)] and "Vi = H" in got[(50.0, 70.0)]
    assert "Ven = L" in got[(None, 4.0)] and "Ven = H" not in got[(None, 4.0)]
    assert "VS = 42V" in got[(13.0, 22.0)]  # the table's title conditions hold for every row


def test_symbolic_cells_are_no_numbers() -> None:
    header = line((40, "Parameter"), (160, "Symbol"), (380, "Min"), (420, "Typ"),
                  (460, "Max"), (500, "Unit"))  # fmt: skip
    cols = header_columns(header)
    assert cols is not None
    row = split_row(line((40, "VIH"), (370, "VCCI – 0.2"), (462, "VCCI"), (502, "V")), cols)
    assert not any(row.group_values)
    assert row.exprs[0] == {"min": "VCCI – 0.2", "max": "VCCI"}
    row = split_row(line((40, "VIH"), (380, "+3.0"), (452, "VDD + 0.3"), (502, "V")), cols)
    assert row.values == {"min": "+3.0"}
    assert row.exprs[0]["max"] == "VDD + 0.3"


def test_sub_heading_inside_a_table_keeps_its_columns() -> None:
    p = page(
        line((39, "COMMON OPERATING CHARACTERISTICS over full range of TOP, VCC = 5 V"), bold=True),
        line((67, "Characteristic"), (159, "Symbol"), (286, "Test Conditions"), (445, "Min."),
             (480, "Typ."), (515, "Max."), (549, "Units")),
        line((39, "ELECTRICAL CHARACTERISTICS"), bold=True),
        line((39, "Supply Voltage"), (167, "VCC"), (448, "4.5"), (482, "5.0"), (518, "5.5"),
             (556, "V")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "supply_voltage")
    assert (f.min, f.typ, f.max) == (4.5, 5.0, 5.5)
    assert "VCC = 5 V" in f.condition


def test_footnotes_end_the_table() -> None:
    p = page(
        line((40, "Parameter"), (160, "Symbol"), (380, "Min"), (420, "Typ"), (460, "Max"),
             (500, "Unit")),
        line((40, "Supply current"), (160, "IDD"), (422, "1"), (462, "1.5"), (502, "mA")),
        line((40, "Note 1:"), (80, "This parameter is established by characterization and not"),
             (462, "100%"), (502, "tested.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [f.max for f in find(facts, "supply_current")] == [1.5]
    assert not [f for f in facts if f.unit and f.unit.startswith("%")]


def test_inherit_conditions_by_position() -> None:
    from specproof.extract.tables import CondCell

    parent = [CondCell(253, "Ven = H; IL = 0"), CondCell(351, "Vi = L")]
    assert [c.text for c in inherit_conditions([CondCell(351, "Vi = H")], parent, True)] == [
        "Ven = H; IL = 0",
        "Vi = H",
    ]
    assert [c.text for c in inherit_conditions([], parent, True)] == [c.text for c in parent]
    assert inherit_conditions([], parent, False) == []
