"""Key-value and bullet lines: "Supply voltage: 3.3~5.5 V", "Working Current 15mA".

Every quantity with a unit on a line becomes a candidate; its label is the text in
front of it (back to the previous quantity, or to the line start when that text
says nothing). The lexicon decides the field; a label that maps to nothing yields
no fact.

Modules: :mod:`.values` (a line's labelled values), :mod:`.context` (the lines around
it), :mod:`.conditions` (values that are test conditions), :mod:`.labels` (candidate
labels of a value), :mod:`.statements` (lines that state no spec; values read together).
This package face re-exports their public names.
"""

from specproof.extract.lines.conditions import (
    antecedent,
    is_condition_value,
    label_qualifiers,
    value_condition,
)
from specproof.extract.lines.context import (
    LineContext,
    continued_case,
    ends_mid_sentence,
    lead_condition,
    line_context,
    line_context_of,
    list_heading,
)
from specproof.extract.lines.labels import (
    SERIAL_FRAME,
    label_tries,
    named_elsewhere,
    postfix_word,
    supply_named_after,
    trailing_words,
    verb_label,
)
from specproof.extract.lines.statements import (
    counts_a_code,
    double_bound,
    in_example,
    paragraph_subject,
    range_of_tolerance,
    sentence_before,
    statement_text,
    states_no_spec,
    tmin_tmax_range,
    tolerance_case,
    value_sentence,
)
from specproof.extract.lines.values import (
    LabelledValue,
    clean_line,
    has_words,
    is_bullet,
    is_prose,
    labelled_values,
    own_words,
    rest_of,
    starts_item,
)

__all__ = [
    "SERIAL_FRAME",
    "LabelledValue",
    "LineContext",
    "antecedent",
    "clean_line",
    "continued_case",
    "counts_a_code",
    "double_bound",
    "ends_mid_sentence",
    "has_words",
    "in_example",
    "is_bullet",
    "is_condition_value",
    "is_prose",
    "label_qualifiers",
    "label_tries",
    "labelled_values",
    "lead_condition",
    "line_context",
    "line_context_of",
    "list_heading",
    "named_elsewhere",
    "own_words",
    "paragraph_subject",
    "postfix_word",
    "range_of_tolerance",
    "rest_of",
    "sentence_before",
    "starts_item",
    "statement_text",
    "states_no_spec",
    "supply_named_after",
    "tmin_tmax_range",
    "tolerance_case",
    "trailing_words",
    "value_condition",
    "value_sentence",
    "verb_label",
]
