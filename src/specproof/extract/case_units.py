"""The unit a table sets between two cases of one parameter, on a line of its own:

    Supply current   VS = 3.3 V   1.1  2.0
                     IS                    mA
                     VS = 5 V     1.6  2.8

Makers centre the symbol and unit cells across the merged rows of the cases, so the text
layer puts them on a middle line, and neither case's own line holds a unit. Without this
the upper case would take the unit of the row above it (a current read as volts).
"""

from __future__ import annotations

from specproof.extract.cell_values import unit_in_cells
from specproof.extract.tables import Columns, RowCells
from specproof.extract.tables.rows import split_row
from specproof.records import Line

# how far off the middle of its two cases the unit line may sit, as a share of their gap
_OFF_CENTRE = 0.3


def units_between_cases(cols: Columns, lines: list[Line], start: int) -> dict[int, str]:
    """The unit of each case (by ``id(line)``) whose unit stands on the line between it and
    the next case."""
    body = [ln for ln in lines[start + 1 :] if not cols.ended(ln)]
    rows = [split_row(ln, cols) for ln in body]
    out: dict[int, str] = {}
    for k in range(1, len(body) - 1):
        mid, above, below = rows[k], rows[k - 1], rows[k + 1]
        if not (_unit_alone(mid) and _case_without_unit(above) and _case_without_unit(below)):
            continue
        top, centre, bottom = (body[j].bbox[1] for j in (k - 1, k, k + 1))
        if abs(centre - (top + bottom) / 2) > _OFF_CENTRE * (bottom - top):
            continue
        assert mid.unit is not None
        out[id(body[k - 1])] = out[id(body[k + 1])] = mid.unit
    return out


def _unit_alone(row: RowCells) -> bool:
    """A line holding a unit cell, at most a symbol beside it, and no number."""
    numbers = any(row.group_values) or any(any(cells.values()) for cells in row.exprs)
    return bool(row.unit) and not numbers and len(row.label.split()) <= 1 and not row.cond_cells


def _case_without_unit(row: RowCells) -> bool:
    return any(row.group_values) and not row.unit and unit_in_cells(row) is None
