"""The values of table cells: a Min/Typ/Max group or a Value cell to bounds, a
parameter column's cell in the column's unit, symbolic bounds kept as expressions.
"""

from __future__ import annotations

import re

from specproof.extract.lines import labelled_values
from specproof.extract.tables import VALUE_ROLES, Column, Columns, RowCells
from specproof.records import Line
from specproof.tokens import has_letter
from specproof.units import ParsedValue, canonical_unit, dimension_of, parse_quantity


def values_in_conditions(row: RowCells, line: Line) -> bool:
    """Every quantity of a row without values stands in its Conditions cell ("supply
    current | 2.1 V; other inputs at VCC or GND"): a test condition, no rating."""
    if not row.condition:
        return False
    found = len(labelled_values(line.text))
    return found > 0 and len(labelled_values(row.condition)) >= found


def text_left_of(line: Line, cols: Columns) -> str:
    """The line's text left of the value columns, as written; a Part cell is no part of
    it (it names the family member the row holds for, see ``RowCells.part``)."""
    edge = cols.value_x0() - 5.0
    return " ".join(
        _as_written(sp.text, cols.region(sp.x0, sp.x1))
        for sp in line.spans
        if (sp.x1 <= edge or sp.x0 < edge - 40) and not _in_part_column(sp.x0, sp.x1, cols)
    ).strip()


def _as_written(text: str, region: Column | None) -> str:
    """A cell as its column means it: "2.0" under "VCC (V)" is the supply "VCC = 2.0 V"."""
    supply = region.supply_condition(text) if region is not None else None
    return supply or text


def _in_part_column(x0: float, x1: float, cols: Columns) -> bool:
    region = cols.region(x0, x1)
    return region is not None and region.role == "part"


# "3 x 400 V AC" (three phases of 400 V), "2 x 16 A" (two contacts of 16 A): a count of
# lines or contacts, then the value each one has
_COUNT_TIMES = re.compile(r"^\s*[1-4]\s*[x×]\s*(?=\d)")


def param_cell(cell: str, unit: str, role: str) -> ParsedValue | None:
    """The value of one cell of a parameter column, in the column's unit."""
    cell = _COUNT_TIMES.sub("", cell)
    own = parse_quantity(cell)
    if "%" in cell and unit != "%" and (own is None or own.unit in (None, "%")):
        # "75% Max." of the nominal voltage: no number in the column's unit ("12V±10%" is
        # a nominal value with its tolerance)
        return None
    if own is not None and own.unit and dimension_of(own.unit) != dimension_of(unit):
        return None
    unit = own.unit if own is not None and own.unit else unit
    pv = ParsedValue(raw=cell, unit=unit)
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    pv = _value_cell(cell, unit, pv)
    if pv is None:
        return None
    if pv.value is not None and role in VALUE_ROLES:
        setattr(pv, role, pv.value)  # "Sensitivity (Typ) (mV/A)"
        pv.value = None
    return pv


_PAIR = re.compile(r"^\s*±?\s*(\d+(?:\.\d+)?)\s*/\s*±?\s*(\d+(?:\.\d+)?)\s*$")


def paired_cell(cell: str, unit: str, roles: tuple[str, str]) -> ParsedValue | None:
    """ "±42 / ±4" under "Max. / Min.": the first number is the one bound, the second the
    other (a "±" on both is each output of a dual supply, no band around zero)."""
    m = _PAIR.match(cell)
    if m is None or roles[0] == roles[1]:
        return None
    pv = ParsedValue(raw=cell, unit=unit)
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    for role, number in zip(roles, m.groups(), strict=True):
        setattr(pv, role, float(number))
    return pv


def cells_to_bounds(cells: dict[str, str], exprs: dict[str, str], unit: str) -> ParsedValue | None:
    """Bounds of one Min/Typ/Max group (or one Value cell) of a row; None without a number."""
    pv = ParsedValue(
        raw=" ".join(cells.get(r) or exprs.get(r) or "-" for r in VALUE_ROLES), unit=unit
    )
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    if "value" in cells:
        return _value_cell(cells["value"], unit, pv)
    if any(_EITHER_BOUND.search(c) for c in cells.values()) and not exprs.get("lower_of"):
        return None  # "the lower of 5.5 or VDD + 0.3": a bound the numbers alone misstate
    for role in VALUE_ROLES:
        cell = cells.get(role)
        if cell is None:
            continue
        q = parse_quantity(cell, default_unit=unit)
        if q is None:
            continue
        if q.tolerance and role == "typ" and ("min" in cells or "max" in cells):
            continue  # "-0.5 ±0.1 0.5": the typical spread inside stated limits
        if q.tolerance and q.min is not None:  # "±2" in a Typ or Max column
            pv.min, pv.max, pv.tolerance = q.min, q.max, True
            continue
        x = next(iter(q.bounds().values()), None)
        if x is None:
            continue
        if q.qualifier == "max" and role != "max":
            role = "max"
        setattr(pv, role, x)
    if not pv.bounds() and not (_expr(exprs.get("min")) or _expr(exprs.get("max"))):
        return None  # a row of symbolic bounds only ("0.75×VDD ... VDD+0.3") is kept below
    # a symbolic cell beside numbers ("+3.0 ... VDD + 0.3") is kept as written
    pv.expr_min = _expr(exprs.get("min")) if pv.min is None else None
    pv.expr_max = _expr(exprs.get("max")) if pv.max is None else None
    if exprs.get("lower_of"):
        pv.expr_max = _expr(exprs["lower_of"])  # "the lower of 5.5 or VDD + 0.3": both bounds
    return pv


_EITHER_BOUND = re.compile(r"\b(?:or|lower|higher|lesser|greater|whichever)\b", re.I)
# a bound that is the smaller or larger of two: "of 5.5 or VDD + 0.3", "the lower of"
EITHER_OF = re.compile(
    r"\b(?:of|either)\s+[-+]?\d[\d.]*\s*[A-Za-z]{0,2}\s+or\b|\b(?:lower|higher|lesser|greater)\s+of\b",
    re.I,
)


def _value_cell(cell: str, unit: str, pv: ParsedValue) -> ParsedValue | None:
    """A single Value column: "4.5 to 40", "-40 to +125", "±2", "5"."""
    q = parse_quantity(cell, default_unit=unit)
    if q is None or not q.bounds():
        return None
    pv.raw = cell
    pv.min, pv.typ, pv.max, pv.value = q.min, q.typ, q.max, q.value
    pv.tolerance, pv.expr_min, pv.expr_max = q.tolerance, q.expr_min, q.expr_max
    if q.qualifier in ("max", "min") and q.value is not None:
        setattr(pv, q.qualifier, q.value)
        pv.value = None
    return pv


def _expr(cell: str | None) -> str | None:
    if not cell:
        return None
    text = "".join(cell.replace("–", "-").replace("−", "-").split())
    # "0.3(VS)": a fraction of the supply, written the way "0.7×VDD" is ("+0.3VDD": the
    # plus sign of a signed column is no operator)
    return re.sub(r"^\+?([\d.]+)\((V\w+)\)$", r"\1×\2", text).removeprefix("+")


def symbolic_bounds(row: RowCells, centred_unit: str | None = None) -> bool:
    """A row whose limits are all written against a supply ("0.75×VDD ... VDD+0.3"), in
    its own unit or one written on the name centred beside its rows (TI's "Serial bus ... V"
    over "Clock line, SCL | (GND – 0.3) | (VS + 0.3)")."""
    unit = row.unit or centred_unit
    return any(has_letter(e.get("min", "") + e.get("max", "")) and unit for e in row.exprs)


def unit_in_cells(row: RowCells) -> str | None:
    for cell in (c for cells in row.group_values for c in cells.values()):
        q = parse_quantity(cell)
        if q is not None and q.unit:
            return q.unit
    return None
