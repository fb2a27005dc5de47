"""Table rows read from visual lines: column roles from the header, x-aligned cells.

Datasheet tables are laid out as columns (Parameter | Symbol | Conditions | Min |
Typ | Max | Unit). We find the header line, remember where each role sits on the
page, and read every following line by the x position of its words. This keeps
numbers of the Conditions column ("4.75V ≤ VIN ≤ 12V") out of Min/Typ/Max, and tells
a blank Typ cell from a shifted Max without any table detector.

Layouts handled, all common across vendors:

* stacked headers: "Symbol Parameter Conditions 74HC595 74HCT595 Unit" over
  "Min Typ Max Min Typ Max"; the line above lends its roles and group titles;
* several Min/Typ/Max groups side by side (two temperature ranges, two grades,
  two variants); every group yields its own row values, titled by the group
  header above it;
* a single "Value" column holding "4.5 to 40" or "−40 to +125";
* conditions left of the values (TI, ST) or right of the units (Microchip);
* symbolic cells ("VCCI – 0.2", "VDD + 0.3", "0.7 × VDD"), which are kept as
  expressions and never read as bare numbers.

Modules, in the order a table is read:

* :mod:`.line_repairs`: the page's lines mended first (wrapped expressions, "lower of"
  cells, two tables on one line);
* :mod:`.figures`: text inside graphs and diagrams, which no reader takes;
* :mod:`.header`: the header line and its column roles;
* :mod:`.extent`: where the table ends and how wide its columns are;
* :mod:`.rows`: one row's cells by x position;
* :mod:`.context`: conditions, preamble, subject and variant that rows inherit;
* :mod:`.centred`: names centred across their sub-rows;
* :mod:`.param_columns`: tables whose columns are parameters and rows are variants;
* :mod:`.version_chart`: charts of one row per version under stacked Min/Typ/Max heads.
* :mod:`.version_columns`: tables of one column per version, headed by the versions'
  names (optional Unit column, labels wrapped around their values); read as model tables.

This package face re-exports the public names of all of them.
"""

from specproof.extract.tables.centred import (
    cells_centred_on_a_row,
    centred_label_units,
    centred_labels,
    centred_param_labels,
    first_case_above_its_name,
    first_x,
    merged_unit_cells,
    name_centred_on_a_row,
    names_set_around_rows,
    wrapped_conditions,
)
from specproof.extract.tables.context import (
    clean_unit,
    declared_unit,
    inherit_conditions,
    is_wrapped_label,
    looks_part_number,
    stated_assignments,
    subject_words,
    table_preamble,
    table_subject,
    title_variant_code,
    wraps_label_line,
)
from specproof.extract.tables.extent import learn_extents, table_bottom
from specproof.extract.tables.figures import (
    PlotBox,
    body_size,
    figure_regions,
    in_plot,
    outside_figures,
    plot_regions,
)
from specproof.extract.tables.header import (
    LABEL_ROLES,
    NUMERIC_ROLES,
    ROLE_WORDS,
    SYMBOL_PUA,
    VALUE_ROLES,
    Column,
    Columns,
    Word,
    adopt_stacked_titles,
    header_columns,
    stacked_group_titles,
    stacked_header_band,
    staggered_header,
    symbol_text,
    words_of,
)
from specproof.extract.tables.line_repairs import (
    join_lower_of_cells,
    join_wrapped_expressions,
    split_side_by_side,
)
from specproof.extract.tables.param_columns import (
    ParamColumn,
    ParamRow,
    ParamTable,
    canonical_unit_of,
    find_param_tables,
    is_value_cell,
)
from specproof.extract.tables.rows import (
    LOWER_OF_CELL,
    CondCell,
    RowCells,
    ends_in_number,
    is_number_word,
    split_row,
)
from specproof.extract.tables.split_names import (
    names_interleaved_with_rows,
    names_split_over_rows,
)
from specproof.extract.tables.version_chart import VersionChart, find_version_charts

__all__ = [
    "LABEL_ROLES",
    "LOWER_OF_CELL",
    "NUMERIC_ROLES",
    "ROLE_WORDS",
    "SYMBOL_PUA",
    "VALUE_ROLES",
    "Column",
    "Columns",
    "CondCell",
    "ParamColumn",
    "ParamRow",
    "ParamTable",
    "PlotBox",
    "RowCells",
    "VersionChart",
    "Word",
    "adopt_stacked_titles",
    "body_size",
    "canonical_unit_of",
    "cells_centred_on_a_row",
    "centred_label_units",
    "centred_labels",
    "centred_param_labels",
    "clean_unit",
    "declared_unit",
    "ends_in_number",
    "figure_regions",
    "find_param_tables",
    "find_version_charts",
    "first_case_above_its_name",
    "first_x",
    "header_columns",
    "in_plot",
    "inherit_conditions",
    "is_number_word",
    "is_value_cell",
    "is_wrapped_label",
    "join_lower_of_cells",
    "join_wrapped_expressions",
    "learn_extents",
    "looks_part_number",
    "merged_unit_cells",
    "name_centred_on_a_row",
    "names_interleaved_with_rows",
    "names_set_around_rows",
    "names_split_over_rows",
    "outside_figures",
    "plot_regions",
    "split_row",
    "split_side_by_side",
    "stacked_group_titles",
    "stacked_header_band",
    "staggered_header",
    "stated_assignments",
    "subject_words",
    "symbol_text",
    "table_bottom",
    "table_preamble",
    "table_subject",
    "title_variant_code",
    "words_of",
    "wrapped_conditions",
    "wraps_label_line",
]
